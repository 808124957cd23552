// Stateless DPoP nonces (RFC 9449, section 8): the issue time, random bytes
// (two nonces of the same millisecond differ: each connection gets a fresh one,
// 6.3) and an HMAC over both with the shared secret, so that any node accepts a
// nonce another node issued, for auth.dpop_nonce_ttl.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pooledRandomBytes } from '../internal/random.ts';

const TIME_BYTES = 8;
const RANDOM_BYTES = 8;

export class NonceIssuer {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): string {
    const body = Buffer.concat([Buffer.alloc(TIME_BYTES), pooledRandomBytes(RANDOM_BYTES)]);
    body.writeBigUInt64BE(BigInt(this.now()));
    return `${body.toString('base64url')}.${this.mac(body).toString('base64url')}`;
  }

  isFresh(nonce: unknown): boolean {
    if (typeof nonce !== 'string') return false;
    const [bodyPart, macPart] = nonce.split('.');
    if (!bodyPart || !macPart) return false;
    const body = Buffer.from(bodyPart, 'base64url');
    const mac = Buffer.from(macPart, 'base64url');
    if (body.length !== TIME_BYTES + RANDOM_BYTES) return false;
    const expected = this.mac(body);
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return false;
    const age = this.now() - Number(body.readBigUInt64BE());
    return age >= -5_000 && age <= this.ttlMs;
  }

  private mac(body: Buffer): Buffer {
    return createHmac('sha256', this.secret).update('bothy-dpop-nonce').update(body).digest();
  }
}
