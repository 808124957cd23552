// Stateless DPoP nonces (RFC 9449, section 8): the issue time and an HMAC over
// it with the shared secret, so that any node accepts a nonce another node
// issued, for auth.dpop_nonce_ttl.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class NonceIssuer {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): string {
    const ts = Buffer.alloc(8);
    ts.writeBigUInt64BE(BigInt(this.now()));
    return `${ts.toString('base64url')}.${this.mac(ts).toString('base64url')}`;
  }

  isFresh(nonce: unknown): boolean {
    if (typeof nonce !== 'string') return false;
    const [tsPart, macPart] = nonce.split('.');
    if (!tsPart || !macPart) return false;
    const ts = Buffer.from(tsPart, 'base64url');
    const mac = Buffer.from(macPart, 'base64url');
    if (ts.length !== 8) return false;
    const expected = this.mac(ts);
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return false;
    const age = this.now() - Number(ts.readBigUInt64BE());
    return age >= -5_000 && age <= this.ttlMs;
  }

  private mac(ts: Buffer): Buffer {
    return createHmac('sha256', this.secret).update('bothy-dpop-nonce').update(ts).digest();
  }
}
