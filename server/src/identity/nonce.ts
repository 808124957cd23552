// Stateless DPoP nonces (RFC 9449, section 8): the issue time, random bytes
// (two nonces of the same millisecond differ: each connection gets a fresh one,
// 6.3) and an HMAC over both with the shared secret, so that any node accepts a
// nonce another node issued, for auth.dpop_nonce_ttl.
//
// REST answers share one nonce for up to SHARED_NONCE_MS (D546): RFC 9449 (8.2)
// leaves when to issue a new nonce to the server, the shared one stays
// unpredictable, and a proof is bound to its key and spent once (D47) whatever
// its nonce. Issuing one per answer and checking it by its HMAC on the next
// request cost every request about 40 µs (profile.md section 39); the shared
// nonce is checked by comparison with the one issued.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pooledRandomBytes } from '../internal/random.ts';

const TIME_BYTES = 8;
const RANDOM_BYTES = 8;

/** How long REST answers share one nonce at most (D546); a tenth of auth.dpop_nonce_ttl where that is less. */
export const SHARED_NONCE_MS = 1_000;

interface Issued {
  nonce: string;
  at: number;
}

export class NonceIssuer {
  /** The nonce REST answers share now, and the one before it (still handed to clients a moment ago). */
  private current: Issued | undefined;
  private previous: Issued | undefined;
  private readonly shareMs: number;

  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.shareMs = Math.min(SHARED_NONCE_MS, Math.floor(ttlMs / 10));
  }

  /** A fresh nonce, of this call alone: the gateway's hello and reauth_required (6.3). */
  issue(): string {
    return this.issueAt(this.now());
  }

  /** The nonce of a REST answer: the one issued within the last SHARED_NONCE_MS, else a new one (D546). */
  shared(): string {
    const now = this.now();
    const c = this.current;
    if (c && now >= c.at && now - c.at < this.shareMs) return c.nonce;
    this.previous = c;
    this.current = { nonce: this.issueAt(now), at: now };
    return this.current.nonce;
  }

  isFresh(nonce: unknown): boolean {
    if (typeof nonce !== 'string') return false;
    // One this node shares needs no HMAC: it was made here, at `at`.
    const known = nonce === this.current?.nonce ? this.current : nonce === this.previous?.nonce ? this.previous : undefined;
    if (known) return this.young(this.now() - known.at);
    const [bodyPart, macPart] = nonce.split('.');
    if (!bodyPart || !macPart) return false;
    const body = Buffer.from(bodyPart, 'base64url');
    const mac = Buffer.from(macPart, 'base64url');
    if (body.length !== TIME_BYTES + RANDOM_BYTES) return false;
    const expected = this.mac(body);
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return false;
    return this.young(this.now() - Number(body.readBigUInt64BE()));
  }

  /** Within auth.dpop_nonce_ttl of its issue, allowing another node's clock 5 s ahead. */
  private young(age: number): boolean {
    return age >= -5_000 && age <= this.ttlMs;
  }

  private issueAt(now: number): string {
    const body = Buffer.concat([Buffer.alloc(TIME_BYTES), pooledRandomBytes(RANDOM_BYTES)]);
    body.writeBigUInt64BE(BigInt(now));
    return `${body.toString('base64url')}.${this.mac(body).toString('base64url')}`;
  }

  private mac(body: Buffer): Buffer {
    return createHmac('sha256', this.secret).update('bothy-dpop-nonce').update(body).digest();
  }
}
