// openapi-fetch middleware for DPoP-bound tokens (RFC 9449; openapi.yaml security): every request
// gets `Authorization: DPoP <token>` and a `DPoP` proof for its method and URL, with the latest
// server nonce and ath. A 401 use_dpop_nonce is retried once with the fresh nonce from its
// DPoP-Nonce header (RFC 9449, 8). An operation the contract marks `security: []` (discovery, the
// JWKS, dev tokens) goes out unsigned and asks the TokenProvider nothing, so an app can call
// getDiscovery() before its login (6.1).
import { ProblemCode, UNAUTHENTICATED_OPERATIONS } from '@bothy/generated';
import type { Middleware } from 'openapi-fetch';
import type { TokenProvider } from '../auth.ts';
import type { DpopKey } from '../dpop/key.ts';
import { createDpopProof, htuOf } from '../dpop/proof.ts';

export const DPOP_NONCE_HEADER = 'DPoP-Nonce';

const PUBLIC = new Set(UNAUTHENTICATED_OPERATIONS.map((o) => `${o.method} ${o.path}`));

type Hooks = Required<Extract<Middleware, { onRequest: unknown; onResponse?: unknown }>>;

export interface DpopMiddleware {
  onRequest: Hooks['onRequest'];
  onResponse: Hooks['onResponse'];
  onError: Hooks['onError'];
  /** The latest nonce any response carried. */
  readonly nonce: string | undefined;
}

async function needsNonce(response: Response): Promise<boolean> {
  if (response.status !== 401 || !response.headers.has(DPOP_NONCE_HEADER)) return false;
  if (response.headers.get('WWW-Authenticate')?.includes(ProblemCode.UseDpopNonce)) return true;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === ProblemCode.UseDpopNonce;
  } catch {
    return false;
  }
}

/**
 * Without a key (an agent's API token that is not bound to one, 6.3) requests carry only the
 * Authorization header.
 */
export function dpopMiddleware(options: { key: DpopKey | undefined; tokens: TokenProvider; initialNonce?: string }): DpopMiddleware {
  let nonce = options.initialNonce;
  /** A copy of each request before it is sent, by middleware id, for the one retry. */
  const copies = new Map<string, Request>();

  const sign = async (request: Request, token: string): Promise<void> => {
    request.headers.set('Authorization', `DPoP ${token}`);
    if (!options.key) return;
    const proof = await createDpopProof({
      key: options.key,
      htm: request.method,
      htu: htuOf(request.url),
      ...(nonce === undefined ? {} : { nonce }),
      accessToken: token,
    });
    request.headers.set('DPoP', proof);
  };

  const remember = (response: Response): void => {
    const fresh = response.headers.get(DPOP_NONCE_HEADER);
    if (fresh) nonce = fresh;
  };

  return {
    get nonce() {
      return nonce;
    },
    async onRequest({ request, id, schemaPath }) {
      if (PUBLIC.has(`${request.method} ${schemaPath}`)) return request;
      copies.set(id, request.clone());
      await sign(request, await options.tokens.getAccessToken());
      return request;
    },
    async onResponse({ response, id, options: fetchOptions }) {
      const copy = copies.get(id);
      copies.delete(id);
      remember(response);
      if (!copy || !(await needsNonce(response))) return response;
      await sign(copy, await options.tokens.getAccessToken());
      // Called unbound: a browser's fetch refuses any `this` but the window ("Illegal invocation").
      const fetch = fetchOptions.fetch;
      const retried = await fetch(copy);
      remember(retried);
      return retried;
    },
    onError({ id }) {
      copies.delete(id);
    },
  };
}
