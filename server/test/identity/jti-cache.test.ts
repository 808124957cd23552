import { describe, expect, it } from 'vitest';
import { JtiCache } from '../../src/identity/dpop.ts';

describe('DPoP proof IDs are used once (6.3, RFC 9449 section 11.1)', () => {
  it('refuses a proof ID seen within its lifetime, and forgets it after', () => {
    let now = 0;
    const cache = new JtiCache(1_000, Infinity, () => now);
    expect(cache.use('a')).toBe(true);
    now = 999;
    expect(cache.use('a')).toBe(false);
    now = 1_001;
    expect(cache.use('a')).toBe(true);
  });

  it('keeps only the IDs still within their lifetime, however many came before', () => {
    let now = 0;
    const cache = new JtiCache(1_000, Infinity, () => now);
    for (let i = 0; i < 50_000; i++) {
      now = i;
      expect(cache.use(`jti-${i}`)).toBe(true);
    }
    expect(cache.size).toBe(1_001);
    expect(cache.use('jti-49999')).toBe(false);
    expect(cache.use('jti-48998')).toBe(true);
  });

  it('holds at most its bound: when full it takes no new ID and never grows (D47)', () => {
    let now = 0;
    const cache = new JtiCache(1_000, 3, () => now);
    for (let i = 0; i < 10; i++) expect(cache.use(`jti-${i}`)).toBe(true);
    expect(cache.size).toBe(3);
    expect(cache.use('jti-0')).toBe(false);
    expect(cache.use('jti-9')).toBe(true); // not remembered: the shared store decides
    now = 1_001;
    expect(cache.use('jti-9')).toBe(true);
    expect(cache.size).toBe(1);
  });
});
