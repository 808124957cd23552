import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NonceIssuer } from '../../src/identity/nonce.ts';

describe('DPoP nonces (6.3, RFC 9449 section 8)', () => {
  it('gives every connection a fresh nonce, also within one millisecond', () => {
    const issuer = new NonceIssuer(randomBytes(32), 60_000, () => 1_700_000_000_000);
    const nonces = new Set(Array.from({ length: 100 }, () => issuer.issue()));
    expect(nonces.size).toBe(100);
  });

  it('accepts its own and another node\'s nonces for auth.dpop_nonce_ttl, and nothing forged or late', () => {
    const secret = randomBytes(32);
    let now = 1_700_000_000_000;
    const a = new NonceIssuer(secret, 60_000, () => now);
    const b = new NonceIssuer(secret, 60_000, () => now);
    const nonce = a.issue();
    expect(b.isFresh(nonce)).toBe(true);
    expect(new NonceIssuer(randomBytes(32), 60_000, () => now).isFresh(nonce)).toBe(false);
    const [body, mac] = nonce.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(15) ^ 1, 15);
    expect(a.isFresh(`${flipped.toString('base64url')}.${mac}`)).toBe(false);
    expect(a.isFresh('no nonce')).toBe(false);
    expect(a.isFresh(42)).toBe(false);
    now += 60_001;
    expect(a.isFresh(nonce)).toBe(false);
  });
});
