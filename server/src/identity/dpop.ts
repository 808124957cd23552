// DPoP proof checks (RFC 9449), one module for REST requests and gateway
// identify/resume/reauth (6.3, R-SY-01).
import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, importJWK, jwtVerify, type CryptoKey, type JWK, type JWTHeaderParameters } from 'jose';
import { AuthFailure } from './errors.ts';

export const DPOP_ALGORITHMS = ['ES256', 'EdDSA', 'ES384', 'RS256', 'PS256'];

/**
 * Remembers the proof IDs this process accepted, for as long as a proof can be
 * accepted, so that a replay to this node is refused before the database is
 * asked. The shared store (proof-ids.ts, D47) decides for the cluster; this
 * cache holds at most `max` IDs: when full it takes no more (and never grows),
 * and the shared store alone refuses a replay. Every ID is kept for the same
 * time, so the map's insertion order is the order of expiry: expired IDs are
 * dropped from its front, a constant amount of work per proof.
 */
export class JtiCache {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly ttlMs: number,
    readonly max = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.seen.size;
  }

  /** false when the jti was already used; a full cache does not remember a new one. */
  use(jti: string): boolean {
    const t = this.now();
    for (const [k, exp] of this.seen) {
      if (exp >= t) break;
      this.seen.delete(k);
    }
    if (this.seen.has(jti)) return false;
    if (this.seen.size < this.max) this.seen.set(jti, t + this.ttlMs);
    return true;
  }
}

export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** scheme://host[:port]/path without query and fragment, as RFC 9449 compares htu. */
export function normalizeHtu(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}`;
}

export interface ProofExpectations {
  htm: string;
  htu: string;
  /** The bound access token; its hash must be the proof's ath. */
  accessToken?: string;
  /** The thumbprint of the key the token is bound to (cnf.jkt), checked before the proof ID is spent. */
  jkt?: string;
  /** Whether the proof's nonce is one this server accepts now. */
  nonceOk: (nonce: unknown) => boolean;
  /** Oldest acceptable iat, in ms. */
  maxAgeMs: number;
  jti: JtiCache;
  now?: number;
}

/**
 * Public keys of proofs, imported once per key: a device signs every request
 * with the same key, and importing it costs more than verifying with it.
 */
const importedKeys = new Map<string, { key: CryptoKey; jkt: string }>();
const IMPORTED_KEYS_MAX = 10_000;

async function proofKey(header: JWTHeaderParameters): Promise<{ key: CryptoKey; jkt: string }> {
  const jwk = header.jwk as JWK | undefined;
  if (!jwk || typeof jwk !== 'object' || 'd' in jwk) throw new AuthFailure('invalid', 'the DPoP proof must carry the public key in its header');
  const id = `${header.alg}:${JSON.stringify([jwk.kty, jwk.crv, jwk.x, jwk.y, jwk.n, jwk.e])}`;
  let entry = importedKeys.get(id);
  if (!entry) {
    entry = { key: (await importJWK(jwk, header.alg)) as CryptoKey, jkt: await calculateJwkThumbprint(jwk) };
    if (importedKeys.size >= IMPORTED_KEYS_MAX) importedKeys.delete(importedKeys.keys().next().value!);
    importedKeys.set(id, entry);
  }
  return entry;
}

export interface VerifiedProof {
  jkt: string;
  jwk: JWK;
  /** The proof's ID, for the shared store of spent IDs (proof-ids.ts). */
  jti: string;
}

export async function verifyDpopProof(proof: string, x: ProofExpectations): Promise<VerifiedProof> {
  let result;
  let jkt = '';
  try {
    result = await jwtVerify(
      proof,
      async (header) => {
        const entry = await proofKey(header);
        jkt = entry.jkt;
        return entry.key;
      },
      { typ: 'dpop+jwt', algorithms: DPOP_ALGORITHMS },
    );
  } catch (err) {
    if (err instanceof AuthFailure) throw err;
    throw new AuthFailure('invalid', `the DPoP proof does not verify: ${err instanceof Error ? err.message : 'unknown'}`);
  }
  const { payload, protectedHeader } = result;
  const jwk = protectedHeader.jwk as JWK;
  if (payload.htm !== x.htm) throw new AuthFailure('invalid', `DPoP htm is ${String(payload.htm)}, expected ${x.htm}`);
  let htu: string;
  try {
    htu = normalizeHtu(String(payload.htu));
  } catch {
    throw new AuthFailure('invalid', 'DPoP htu is not a URL');
  }
  if (htu !== normalizeHtu(x.htu)) throw new AuthFailure('invalid', `DPoP htu does not match ${normalizeHtu(x.htu)}`);
  const now = x.now ?? Date.now();
  const iat = typeof payload.iat === 'number' ? payload.iat * 1000 : NaN;
  if (!(iat >= now - x.maxAgeMs && iat <= now + 60_000)) throw new AuthFailure('invalid', 'DPoP iat is outside the accepted window');
  if (typeof payload.jti !== 'string' || payload.jti.length < 8) throw new AuthFailure('invalid', 'DPoP jti is missing');
  if (!x.nonceOk(payload.nonce)) throw new AuthFailure('nonce', 'the DPoP proof needs a fresh server nonce');
  if (x.accessToken !== undefined && payload.ath !== accessTokenHash(x.accessToken)) throw new AuthFailure('invalid', 'DPoP ath does not match the access token');
  if (x.jkt !== undefined && jkt !== x.jkt) throw new AuthFailure('invalid', 'the DPoP key is not the key the token is bound to');
  if (!x.jti.use(payload.jti)) throw new AuthFailure('invalid', 'the DPoP proof was already used');
  return { jkt, jwk, jti: payload.jti };
}
