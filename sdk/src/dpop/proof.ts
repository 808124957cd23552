// DPoP proofs (RFC 9449, section 4): typ dpop+jwt, the public JWK in the header, jti, iat, htm,
// htu, and where they apply the server nonce and ath, the hash of the access token.
import { base64url, SignJWT } from 'jose';
import { DPOP_ALG, type DpopKey } from './key.ts';

export interface DpopProofInput {
  key: DpopKey;
  /** The HTTP method; GET for the gateway's identify, resume and reauth (6.3). */
  htm: string;
  /** The target URI without query and fragment. */
  htu: string;
  nonce?: string;
  /** When given, the proof carries ath = base64url(SHA-256(token)). */
  accessToken?: string;
  /** Seconds since the epoch; defaults to now. */
  iat?: number;
}

/** RFC 9449 4.2: ath is the base64url SHA-256 of the ASCII access token. */
export async function accessTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return base64url.encode(new Uint8Array(digest));
}

/** htu: the URL without query and fragment (RFC 9449 4.2). */
export function htuOf(url: string | URL): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/**
 * The htu of the gateway (6.3): the HTTPS form of its URL, so wss:// becomes https://, and ws://
 * (loopback and tests) becomes http://.
 */
export function gatewayHtu(gatewayUrl: string | URL): string {
  const u = new URL(gatewayUrl);
  if (u.protocol === 'wss:') u.protocol = 'https:';
  else if (u.protocol === 'ws:') u.protocol = 'http:';
  return htuOf(u);
}

export async function createDpopProof(input: DpopProofInput): Promise<string> {
  const claims: Record<string, string> = { htm: input.htm, htu: input.htu };
  if (input.nonce !== undefined) claims['nonce'] = input.nonce;
  if (input.accessToken !== undefined) claims['ath'] = await accessTokenHash(input.accessToken);
  const jti = base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
  return new SignJWT(claims)
    .setProtectedHeader({ alg: DPOP_ALG, typ: 'dpop+jwt', jwk: input.key.publicJwk })
    .setJti(jti)
    .setIssuedAt(input.iat ?? Math.floor(Date.now() / 1_000))
    .sign(input.key.privateKey);
}
