// DPoP proof checks (RFC 9449), one module for REST requests and gateway
// identify/resume/reauth (6.3, R-SY-01).
import { constants, createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import { AuthFailure } from './errors.ts';


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

/**
 * The longest DPoP jti taken (characters). RFC 9449 sets no bound; a UUID is 36 and a base64url
 * of 32 random bytes 43, so 256 leaves every sensible client room.
 */
export const DPOP_JTI_MAX_LENGTH = 256;

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
 * How each allowed algorithm checks a signature with node:crypto (RFC 7518 section 3): the digest,
 * the key it needs, and the options of crypto.verify. ES* signatures are the raw r||s of RFC 7518
 * 3.4 (ieee-p1363), RSA keys below 2048 bits are refused (RFC 7518 3.3 and 3.5).
 */
const ALGORITHMS: Record<string, { digest: string | null; kty: string; crv?: readonly string[]; options?: { dsaEncoding?: 'ieee-p1363'; padding?: number; saltLength?: number } }> = {
  ES256: { digest: 'sha256', kty: 'EC', crv: ['P-256'], options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { digest: 'sha384', kty: 'EC', crv: ['P-384'], options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { digest: null, kty: 'OKP', crv: ['Ed25519'] },
  RS256: { digest: 'sha256', kty: 'RSA', options: { padding: constants.RSA_PKCS1_PADDING } },
  PS256: { digest: 'sha256', kty: 'RSA', options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST } },
};

export const DPOP_ALGORITHMS = Object.keys(ALGORITHMS);

/**
 * Public keys of proofs, imported once per key: a device signs every request
 * with the same key, and importing it costs more than verifying with it.
 */
const importedKeys = new Map<string, { key: KeyObject; jkt: string }>();
const IMPORTED_KEYS_MAX = 10_000;

const KEY_MEMBERS = ['kty', 'crv', 'x', 'y', 'n', 'e'] as const;

/** The required members of each key type, in the lexicographic order of RFC 7638 section 3.2. */
const THUMBPRINT_MEMBERS: Record<string, readonly (typeof KEY_MEMBERS)[number][]> = { EC: ['crv', 'kty', 'x', 'y'], OKP: ['crv', 'kty', 'x'], RSA: ['e', 'kty', 'n'] };

/**
 * The JWK SHA-256 thumbprint (RFC 7638) of a proof's key whose members were checked to be strings
 * and that node:crypto could import, computed synchronously (jose's runs on WebCrypto's jobs, a
 * tenth of an identify's CPU when every key is new, issue 22); tests compare it with jose's.
 */
export function proofKeyThumbprint(jwk: JWK): string {
  const members = THUMBPRINT_MEMBERS[String(jwk.kty)];
  if (!members) throw new AuthFailure('invalid', 'the DPoP proof carries a key that cannot be read');
  const canonical = `{${members.map((m) => `${JSON.stringify(m)}:${JSON.stringify(jwk[m])}`).join(',')}}`;
  return createHash('sha256').update(canonical).digest('base64url');
}

function proofKey(alg: string, jwk: JWK): { key: KeyObject; jkt: string } {
  if (!KEY_MEMBERS.every((m) => jwk[m] === undefined || typeof jwk[m] === 'string')) throw new AuthFailure('invalid', 'the DPoP proof carries a key that cannot be read');
  const id = `${alg}:${JSON.stringify([jwk.kty, jwk.crv, jwk.x, jwk.y, jwk.n, jwk.e])}`;
  let entry = importedKeys.get(id);
  if (!entry) {
    const a = ALGORITHMS[alg]!;
    if (jwk.kty !== a.kty || (a.crv && !a.crv.includes(String(jwk.crv)))) throw new AuthFailure('invalid', `the DPoP proof's key does not fit ${alg}`);
    let key: KeyObject;
    try {
      key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, n: jwk.n, e: jwk.e }, format: 'jwk' });
    } catch {
      throw new AuthFailure('invalid', 'the DPoP proof carries a key that cannot be read');
    }
    if (a.kty === 'RSA' && (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new AuthFailure('invalid', 'the DPoP proof\'s RSA key is shorter than 2048 bits');
    entry = { key, jkt: proofKeyThumbprint(jwk) };
    if (importedKeys.size >= IMPORTED_KEYS_MAX) importedKeys.delete(importedKeys.keys().next().value!);
    importedKeys.set(id, entry);
  }
  return entry;
}

/**
 * Why a key registered for a device or an API token (the key its DPoP proofs will carry) could sign
 * no proof this server accepts, or undefined when it could: public members only, the key type of an
 * alg of DPOP_ALGORITHMS, importable (an RSA key of 2048 bits at least). The dev endpoints answer the
 * reason as 400 at /public_jwk; a thumbprint of anything else failed inside jose as a 500.
 */
export function dpopKeyRefusal(jwk: unknown): string | undefined {
  if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) return 'not a JWK';
  const k = jwk as JWK;
  if (['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'].some((m) => m in k)) return 'send the public key only';
  const alg = DPOP_ALGORITHMS.find((a) => ALGORITHMS[a]!.kty === k.kty && (!ALGORITHMS[a]!.crv || ALGORITHMS[a]!.crv.includes(String(k.crv))));
  if (!alg) return `a key of a DPoP alg this server verifies (${DPOP_ALGORITHMS.join(', ')}): EC P-256 or P-384, OKP Ed25519, or RSA`;
  try {
    proofKey(alg, k);
  } catch (err) {
    return err instanceof AuthFailure && /shorter/.test(err.message) ? 'an RSA key of 2048 bits at least' : 'its members do not make a key of its type';
  }
  return undefined;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function jsonPart(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new AuthFailure('invalid', `the DPoP proof's ${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AuthFailure('invalid', `the DPoP proof's ${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

type VerifyKey = Parameters<typeof verify>[2];

/**
 * Where a proof's signature is checked: on the event loop, synchronously (the server's, D274), or on
 * libuv's thread pool (bench:dpop compares the two in one run; D460 says why the server keeps the loop).
 */
export type SignatureCheckPlace = 'thread_pool' | 'event_loop';

function verifyOnLoop(digest: string | null, data: Buffer, key: VerifyKey, signature: Buffer): boolean {
  try {
    return verify(digest, data, key, signature);
  } catch {
    return false;
  }
}

/**
 * node:crypto's verify in its callback form: the signature check runs on libuv's thread pool, and the
 * event loop spends about 19-34 us on an ES256 proof instead of about 63-90 (50 checks in flight,
 * bench:dpop), but 2,000 resumes on this 2-core machine took 4-15 % longer with it (D460). False for a
 * signature that does not verify and for arguments it refuses.
 */
function verifyOffThread(digest: string | null, data: Buffer, key: VerifyKey, signature: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      verify(digest, data, key, signature, (err, ok) => resolve(!err && ok));
    } catch {
      resolve(false);
    }
  });
}

/**
 * A DPoP proof as a JWS in compact form (RFC 7515 section 7.1, RFC 9449 section 4.2), its
 * signature checked with node:crypto, synchronously: jose's jwtVerify runs every check on
 * WebCrypto's asynchronous jobs, about twice the CPU per request on this path (D274, D460). Refused:
 * anything but three base64url parts; a header that is not a JSON object, with `typ` other than
 * dpop+jwt, an `alg` outside DPOP_ALGORITHMS (so never `none` or a MAC), any `crit`, `b64`, a
 * missing or private `jwk`, or a key that does not fit the `alg`; a payload that is not a JSON
 * object, `exp` past or `nbf` ahead (RFC 7519 4.1.4, 4.1.5); a signature that does not verify.
 */
export async function verifyProofJws(proof: string, where: SignatureCheckPlace = 'event_loop'): Promise<{ header: Record<string, unknown>; payload: Record<string, unknown>; jwk: JWK; jkt: string }> {
  const parts = typeof proof === 'string' ? proof.split('.') : [];
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) throw new AuthFailure('invalid', 'the DPoP proof is not a JWS in compact form');
  const [h, p, sig] = parts as [string, string, string];
  const header = jsonPart(h, 'header');
  if (typeof header.typ !== 'string' || header.typ.toLowerCase().replace(/^application\//, '') !== 'dpop+jwt') throw new AuthFailure('invalid', 'the DPoP proof\'s typ is not dpop+jwt');
  const alg = header.alg;
  if (typeof alg !== 'string' || !Object.hasOwn(ALGORITHMS, alg)) throw new AuthFailure('invalid', `the DPoP proof's alg is not one of ${DPOP_ALGORITHMS.join(', ')}`);
  if (header.crit !== undefined || header.b64 !== undefined) throw new AuthFailure('invalid', 'the DPoP proof names header parameters this server does not process (crit, b64)');
  const jwk = header.jwk as JWK | undefined;
  if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk) || 'd' in jwk || 'p' in jwk || 'k' in jwk) throw new AuthFailure('invalid', 'the DPoP proof must carry the public key in its header');
  let found: { key: KeyObject; jkt: string };
  try {
    found = proofKey(alg, jwk);
  } catch (err) {
    // Whatever a sender puts into its key is its fault (401), never ours (500).
    throw err instanceof AuthFailure ? err : new AuthFailure('invalid', 'the DPoP proof carries a key that cannot be read');
  }
  const { key, jkt } = found;
  const a = ALGORITHMS[alg]!;
  const signed = Buffer.from(`${h}.${p}`, 'latin1');
  const verifyKey = a.options ? { key, ...a.options } : key;
  const signature = Buffer.from(sig, 'base64url');
  // The server's check is synchronous: no turn of the event loop or microtask more per proof (D460).
  const ok = where === 'thread_pool' ? await verifyOffThread(a.digest, signed, verifyKey, signature) : verifyOnLoop(a.digest, signed, verifyKey, signature);
  if (!ok) throw new AuthFailure('invalid', 'the DPoP proof does not verify: signature verification failed');
  const payload = jsonPart(p, 'payload');
  const now = Date.now() / 1000;
  if (payload.exp !== undefined && !(typeof payload.exp === 'number' && payload.exp > now)) throw new AuthFailure('invalid', 'the DPoP proof has expired (exp)');
  if (payload.nbf !== undefined && !(typeof payload.nbf === 'number' && payload.nbf <= now + 60)) throw new AuthFailure('invalid', 'the DPoP proof is not valid yet (nbf)');
  return { header, payload, jwk, jkt };
}

export interface VerifiedProof {
  jkt: string;
  jwk: JWK;
  /** The proof's ID, for the shared store of spent IDs (proof-ids.ts). */
  jti: string;
}

export async function verifyDpopProof(proof: string, x: ProofExpectations): Promise<VerifiedProof> {
  const { payload, jwk, jkt } = await verifyProofJws(proof);
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
  // The jti is kept (the replay cache, the spent proof IDs): a bounded length keeps a cache bounded in
  // entries bounded in bytes too (a gateway frame could carry a jti of most of a megabyte).
  if (payload.jti.length > DPOP_JTI_MAX_LENGTH) throw new AuthFailure('invalid', `DPoP jti is longer than ${DPOP_JTI_MAX_LENGTH} characters`);
  if (!x.nonceOk(payload.nonce)) throw new AuthFailure('nonce', 'the DPoP proof needs a fresh server nonce');
  if (x.accessToken !== undefined && payload.ath !== accessTokenHash(x.accessToken)) throw new AuthFailure('invalid', 'DPoP ath does not match the access token');
  if (x.jkt !== undefined && jkt !== x.jkt) throw new AuthFailure('invalid', 'the DPoP key is not the key the token is bound to');
  if (!x.jti.use(payload.jti)) throw new AuthFailure('invalid', 'the DPoP proof was already used');
  return { jkt, jwk, jti: payload.jti };
}
