import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from '../../src/internal/random.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

// Event IDs are UUIDv7 and the dedupe key (2.1): the random bytes behind them and behind the
// DPoP nonces (6.3) come from a pool (internal/random.ts), which must never hand out a byte twice.

/** Takes `count` slices of `size` bytes and counts the distinct ones. */
function distinctSlices(take: (n: number) => Buffer, count: number, size: number): number {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) seen.add(take(size).toString('hex'));
  return seen.size;
}

describe('IDs and nonces from the random pool (2.1, 6.3)', () => {
  it('hands out every slice once, also across refills of the pool, and the caller may change its slice', () => {
    // 5,000 slices of 16 bytes are about twenty pools of 4 KB.
    expect(distinctSlices(pooledRandomBytes, 5_000, 16)).toBe(5_000);
    const a = pooledRandomBytes(8);
    const b = pooledRandomBytes(8);
    const before = Buffer.from(b);
    a.fill(0);
    expect(b.equals(before)).toBe(true);
    expect(pooledRandomBytes(10_000)).toHaveLength(10_000);
  });

  it('hands out slices that never overlap by a single byte: each slice\'s bytes are its own (changing one changes no other)', () => {
    const slices = Array.from({ length: 600 }, (_, i) => pooledRandomBytes(1 + (i % 13)));
    slices.forEach((b, i) => b.fill(i % 2 ? 0x00 : 0xff));
    slices.forEach((b, i) => expect(b.equals(Buffer.alloc(b.length, i % 2 ? 0x00 : 0xff)), `slice ${i}`).toBe(true));
    expect(() => pooledRandomBytes(-1)).toThrow(RangeError);
    expect(() => pooledRandomBytes(1.5)).toThrow(RangeError);
  });

  it('gives 20,000 UUIDv7 that are distinct and increase within this process', () => {
    const ids = Array.from({ length: 20_000 }, () => uuidv7());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
  });

  it('twin: a pool that does not move past what it handed out repeats slices, and the same count catches it', () => {
    const pool = pooledRandomBytes(4096);
    const stuck = (n: number) => pool.subarray(0, n);
    expect(distinctSlices(stuck, 5_000, 16)).toBeLessThan(5_000);
  });
});
