import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configDefaults } from '@bothy/generated';
import { Backoff, backoff } from '../../src/gateway/backoff.ts';

const base = configDefaults['sync.reconnect_backoff_base'];
const cap = configDefaults['sync.reconnect_backoff_cap'];

describe('reconnect backoff (6.5)', () => {
  it('waits uniformly between 0 and min(cap, base * 2^n): the random value scales the ceiling', () => {
    expect(backoff(0, base, cap, () => 0)).toBe(0);
    expect(backoff(0, base, cap, () => 0.5)).toBe(base / 2);
    expect(backoff(3, base, cap, () => 0.5)).toBe((base * 8) / 2);
    expect(backoff(3, base, cap, () => 0.999)).toBeCloseTo(base * 8 * 0.999);
  });

  it('never exceeds the cap, whatever the attempt', () => {
    expect(backoff(6, base, cap, () => 0.999999)).toBeLessThanOrEqual(cap);
    expect(backoff(50, base, cap, () => 0.999999)).toBeLessThanOrEqual(cap);
    expect(backoff(50, base, cap, () => 0.5)).toBe(cap / 2);
  });

  it('stays within [0, min(cap, base * 2^n)] for any attempt and random value (property)', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (n, r) => {
        const wait = backoff(n, base, cap, () => r);
        return wait >= 0 && wait <= Math.min(cap, base * 2 ** n);
      }),
    );
  });

  it('counts attempts, and resets to attempt 0 after ready or resumed', () => {
    const b = new Backoff(base, cap, () => 0.999);
    const waits = [b.next(), b.next(), b.next()];
    expect(waits[0]).toBeLessThan(base);
    expect(waits[2]).toBeGreaterThan(base * 2);
    expect(b.attempt).toBe(3);
    b.reset();
    expect(b.attempt).toBe(0);
    expect(b.next()).toBeLessThan(base);
  });

  it('an immediate attempt (network change, foreground, 4013) does not count and stays below base', () => {
    const b = new Backoff(base, cap, () => 0.5);
    b.next();
    const before = b.attempt;
    expect(b.immediate()).toBe(base / 2);
    expect(b.attempt).toBe(before);
  });
});
