import { check, validators } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7, uuidv7Time } from '../../src/internal/uuid.ts';

describe('UUIDv7 for client_msg_id and Idempotency-Key (5.1, 5.2)', () => {
  it('matches the contract format of UuidV7', () => {
    for (let i = 0; i < 200; i += 1) expect(check(validators.UuidV7, uuidv7()).ok).toBe(true);
  });

  it('carries the millisecond timestamp in its first 48 bits', () => {
    const now = Date.UTC(2026, 10, 30, 12, 0, 0, 123);
    expect(uuidv7Time(uuidv7(now))).toBe(now);
  });

  it('sets version 7 and the RFC 9562 variant, whatever the random bytes', () => {
    const id = uuidv7(0, (b) => b.fill(0xff));
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
    expect(check(validators.UuidV7, id).ok).toBe(true);
  });

  it('gives distinct IDs in the same millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => uuidv7(now)));
    expect(ids.size).toBe(10_000);
  });
});
