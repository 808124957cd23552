import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NonceIssuer, SHARED_NONCE_MS } from '../../src/identity/nonce.ts';

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

  describe('the nonce REST answers share (D546)', () => {
    it('is the same within SHARED_NONCE_MS and a new one after, each accepted here and on another node for auth.dpop_nonce_ttl from its own issue', () => {
      const secret = randomBytes(32);
      let now = 1_700_000_000_000;
      const a = new NonceIssuer(secret, 60_000, () => now);
      const b = new NonceIssuer(secret, 60_000, () => now);
      const first = a.shared();
      now += SHARED_NONCE_MS - 1;
      expect(a.shared()).toBe(first);
      now += 1;
      const second = a.shared();
      expect(second).not.toBe(first);
      // A fresh nonce of the gateway is never the shared one.
      expect(a.issue()).not.toBe(second);
      for (const n of [first, second]) {
        expect(a.isFresh(n)).toBe(true);
        expect(b.isFresh(n)).toBe(true);
      }
      // The first was issued SHARED_NONCE_MS before the second: it ends that much earlier, here as on the other node.
      now = 1_700_000_000_000 + 60_000;
      expect([a.isFresh(first), b.isFresh(first), a.isFresh(second)]).toEqual([true, true, true]);
      now += 1;
      expect([a.isFresh(first), b.isFresh(first), a.isFresh(second)]).toEqual([false, false, true]);
      now += SHARED_NONCE_MS;
      expect([a.isFresh(second), b.isFresh(second)]).toEqual([false, false]);
    });

    it('checks a nonce it shared two turns ago, or one altered, by its HMAC', () => {
      const secret = randomBytes(32);
      let now = 1_700_000_000_000;
      const a = new NonceIssuer(secret, 60_000, () => now);
      const nonces = [a.shared()];
      for (let i = 0; i < 3; i++) {
        now += SHARED_NONCE_MS;
        nonces.push(a.shared());
      }
      expect(new Set(nonces).size).toBe(4);
      for (const n of nonces) expect(a.isFresh(n)).toBe(true);
      // The same nonce from a node of another secret: its HMAC fails, the comparison never saw it.
      expect(new NonceIssuer(randomBytes(32), 60_000, () => now).isFresh(nonces[0])).toBe(false);
      const [body, mac] = nonces[3]!.split('.');
      expect(a.isFresh(`${body}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`)).toBe(false);
      expect(a.isFresh(`${nonces[3]}x`)).toBe(false);
    });

    it('is shared for a tenth of a short auth.dpop_nonce_ttl at most, so that it stays valid for most of it', () => {
      let now = 1_700_000_000_000;
      const a = new NonceIssuer(randomBytes(32), 2_000, () => now);
      const first = a.shared();
      now += 199;
      expect(a.shared()).toBe(first);
      now += 1;
      expect(a.shared()).not.toBe(first);
      // Under 10 ms of ttl nothing is shared: a new nonce on every answer.
      const b = new NonceIssuer(randomBytes(32), 9, () => now);
      expect(b.shared()).not.toBe(b.shared());
    });

    it('is made anew when the clock went back, so that a node never hands out a nonce it would refuse as issued in its future', () => {
      let now = 1_700_000_000_000;
      const a = new NonceIssuer(randomBytes(32), 60_000, () => now);
      const before = a.shared();
      now -= 10_000;
      expect(a.isFresh(before)).toBe(false);
      const after = a.shared();
      expect(after).not.toBe(before);
      expect(a.isFresh(after)).toBe(true);
    });
  });
});
