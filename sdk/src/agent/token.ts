// The adapter's check of an invocation token before acceptance (15.3, R-SY-08): header (typ,
// alg), signature against the server's JWKS, audience (the agent itself), expiry, the billing mode
// for exactly this run (I3) and the tool class. The JWKS is fetched and cached by jose's remote
// key set, which refetches when a token names a key it does not hold (key rotation).
import { createRemoteJWKSet, customFetch, decodeProtectedHeader, errors as joseErrors, jwtVerify, type FetchImplementation, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { INVOCATION_TOKEN_TYP, ProblemCode, REST_BASE_PATH, type AgentInvocationV1 } from '@bothy/generated';

/**
 * The JOSE header type of an invocation token (15.3: typ = agent-invocation+jwt): the contract's, the
 * media type of the envelope's invocation_token (generated, D526), and part of this module's API as before.
 */
export { INVOCATION_TOKEN_TYP };
/** The one JWS algorithm of an invocation token (15.3: alg = EdDSA); the server signs every token with it. */
export const INVOCATION_TOKEN_ALG = 'EdDSA';

/** The tool classes, lowest first (the server's order). */
export const TOOL_CLASSES = ['none', 'read', 'write', 'execute'] as const;
export type ToolClass = (typeof TOOL_CLASSES)[number];

export interface InvocationClaims {
  jti: string;
  /** ms since the epoch */
  expiresAt: number;
  runId: string;
  threadId: string;
  triggerKind: AgentInvocationV1['trigger_kind'];
  billingMode: string;
  toolClass: ToolClass;
}

/** What the run is checked against: the adapter's own reported mode for this run and its tool class. */
export interface AdapterCapabilities {
  /** The billing mode the adapter reports for this run (I3); a function when it follows the configured mode per run. */
  billingMode: string | ((claims: InvocationClaims) => string);
  toolClass: ToolClass;
}

export type TokenCheck =
  /** passed; accept and start */
  | { kind: 'ok'; claims: InvocationClaims }
  /** passed except the expiry: accept, renew before the start (15.3) */
  | { kind: 'expired'; claims: InvocationClaims }
  /** a valid token this adapter must not run: report finish failed with this reason (15.3) */
  | { kind: 'mismatch'; reason: typeof ProblemCode.BillingModeMismatch | typeof ProblemCode.ToolClassMismatch; claims: InvocationClaims }
  /** not a token of this server for this agent and run: report finish failed (invocation_token_invalid) */
  | { kind: 'invalid'; detail: string };

/** Twice jose's refetch cooldown: by then the key set was fetched again at least once. */
const UNKNOWN_KID_GRACE_MS = 60_000;

export const toolClassRank = (c: ToolClass): number => TOOL_CLASSES.indexOf(c);

export class InvocationTokenVerifier {
  readonly #jwks: JWTVerifyGetKey;

  /** First sight of a key ID the key set did not hold (ms), while it may still be a new key. */
  readonly #unknownKids = new Map<string, number>();

  /**
   * A key ID the key set does not hold decides nothing for a while (D108): jose refetches the JWKS
   * only after its cooldown (30 s), and a server that just rotated its key signs with it at once.
   * After UNKNOWN_KID_GRACE_MS the same kid is a token of no key of this server: invalid.
   */
  #keyMayBeNew(token: string, error: unknown): boolean {
    if (!(error instanceof joseErrors.JWKSNoMatchingKey)) return false;
    let kid: string;
    try {
      kid = String(decodeProtectedHeader(token).kid ?? '');
    } catch {
      return false;
    }
    const first = this.#unknownKids.get(kid) ?? Date.now();
    this.#unknownKids.set(kid, first);
    return Date.now() - first < UNKNOWN_KID_GRACE_MS;
  }

  constructor(options: { baseUrl: string; jwks?: JWTVerifyGetKey }) {
    this.#jwks = options.jwks ?? serverKeySet(options.baseUrl);
  }

  /** The signature, typ, alg, audience and expiry; the payload, or why not (fetch failures throw). */
  async #verify(token: string, agentId: string): Promise<{ payload: JWTPayload; expired: boolean } | { invalid: string }> {
    try {
      const { payload } = await jwtVerify(token, this.#jwks, { algorithms: [INVOCATION_TOKEN_ALG], typ: INVOCATION_TOKEN_TYP, audience: agentId });
      return { payload, expired: false };
    } catch (error) {
      // The signature held (jose checks claims after it); only exp failed.
      if (error instanceof joseErrors.JWTExpired) return { payload: error.payload, expired: true };
      if (error instanceof joseErrors.JWKSTimeout || isFetchFailure(error) || this.#keyMayBeNew(token, error)) throw error;
      return { invalid: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * The token of command.autocomplete_requested (15.7, D256): the invocation token's form (typ,
   * EdDSA, a key of the JWKS, the agent as audience) with trigger_kind autocomplete, the request's
   * ID and no run. An expired one is invalid: the request is over. Throws, as `check` does, only
   * when the key set cannot be fetched.
   */
  async checkAutocomplete(token: string, expect: { agentId: string; requestId: string }): Promise<AutocompleteTokenCheck> {
    const v = await this.#verify(token, expect.agentId);
    if ('invalid' in v) return { kind: 'invalid', detail: v.invalid };
    if (v.expired) return { kind: 'invalid', detail: 'the request expired' };
    const p = v.payload as Record<string, unknown>;
    if (p.trigger_kind !== AUTOCOMPLETE_TRIGGER_KIND) return { kind: 'invalid', detail: `trigger_kind is ${String(p.trigger_kind)}, not ${AUTOCOMPLETE_TRIGGER_KIND}` };
    if (p.request_id !== expect.requestId) return { kind: 'invalid', detail: 'the token names another request' };
    if (p.run_id !== undefined) return { kind: 'invalid', detail: 'an autocomplete token names no run' };
    return { kind: 'ok' };
  }

  /**
   * Checks one token for one delivered run. Fails (throws) only when the key set cannot be fetched:
   * then nothing is decided about the token, and the delivery is not accepted.
   */
  async check(token: string, expect: { agentId: string; runId: string; capabilities: AdapterCapabilities }): Promise<TokenCheck> {
    const v = await this.#verify(token, expect.agentId);
    if ('invalid' in v) return { kind: 'invalid', detail: v.invalid };
    const { payload, expired } = v;
    const claims = claimsOf(payload);
    if (!claims) return { kind: 'invalid', detail: 'the token lacks a claim of 15.3' };
    if (claims.runId !== expect.runId) return { kind: 'invalid', detail: 'the token names another run' };
    const mode = typeof expect.capabilities.billingMode === 'function' ? expect.capabilities.billingMode(claims) : expect.capabilities.billingMode;
    if (mode !== claims.billingMode) return { kind: 'mismatch', reason: ProblemCode.BillingModeMismatch, claims };
    if (toolClassRank(expect.capabilities.toolClass) > toolClassRank(claims.toolClass)) return { kind: 'mismatch', reason: ProblemCode.ToolClassMismatch, claims };
    return expired ? { kind: 'expired', claims } : { kind: 'ok', claims };
  }
}

/** The trigger kind of an autocomplete's token (15.7): no run, a request instead. */
export const AUTOCOMPLETE_TRIGGER_KIND = 'autocomplete';

export type AutocompleteTokenCheck = { kind: 'ok' } | { kind: 'invalid'; detail: string };

/**
 * The server's JWKS (`/api/v1/jwks.json` under `baseUrl`), fetched and cached by jose's remote key
 * set: fetched again after its cache age (10 min) and, for a key ID it does not hold (a rotated key),
 * once more unless it was fetched within `cooldownMs` (jose's default 30 s). The invocation token
 * verifier and the webhook receiver helper (webhook.ts) both read the keys this way; `fetchImpl`
 * fetches in jose's place (the webhook helper's spacing of fetches, D538).
 */
export function serverKeySet(baseUrl: string, cooldownMs?: number, fetchImpl?: FetchImplementation): JWTVerifyGetKey {
  const url = new URL(`${REST_BASE_PATH}/jwks.json`, baseUrl);
  return createRemoteJWKSet(url, { ...(cooldownMs === undefined ? {} : { cooldownDuration: cooldownMs }), ...(fetchImpl === undefined ? {} : { [customFetch]: fetchImpl }) });
}

/** jose reports a failed JWKS fetch as a plain error of fetch, or as JOSEError with the HTTP status. */
export function isFetchFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed
  return error instanceof joseErrors.JOSEError && error.code === 'ERR_JOSE_GENERIC' && /JWKS|response|fetch/i.test(error.message);
}

function claimsOf(p: JWTPayload): InvocationClaims | undefined {
  const r = p as Record<string, unknown>;
  const str = (k: string): string | undefined => (typeof r[k] === 'string' ? (r[k] as string) : undefined);
  const toolClass = str('tool_class') as ToolClass | undefined;
  if (!p.jti || typeof p.exp !== 'number' || !toolClass || !TOOL_CLASSES.includes(toolClass)) return undefined;
  const runId = str('run_id');
  const threadId = str('thread_id');
  const triggerKind = str('trigger_kind') as InvocationClaims['triggerKind'] | undefined;
  const billingMode = str('billing_mode');
  if (!runId || !threadId || !triggerKind || billingMode === undefined) return undefined;
  return { jti: p.jti, expiresAt: p.exp * 1000, runId, threadId, triggerKind, billingMode, toolClass };
}
