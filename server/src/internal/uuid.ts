import { createHash } from 'node:crypto';
import { pooledRandomBytes } from './random.ts';

let lastMs = 0;
let counter = 0;

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Within one
 * millisecond a 12-bit counter keeps IDs of this process increasing.
 */
export function uuidv7(now = Date.now()): string {
  if (now <= lastMs) {
    counter = (counter + 1) & 0xfff;
    if (counter === 0) lastMs += 1;
  } else {
    lastMs = now;
    counter = pooledRandomBytes(2).readUInt16BE(0) & 0x3ff;
  }
  const b = pooledRandomBytes(16);
  b.writeUIntBE(lastMs, 0, 6);
  b[6] = 0x70 | (counter >> 8);
  b[7] = counter & 0xff;
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID_RE.test(v);
}

/**
 * A UUID (version 8, RFC 9562 section 5.8) derived from another and a name: the same inputs give the
 * same ID, different names different ones. For a request that needs an ID of its own that stays the
 * same across retries (a webhook's resync_required notice, D344).
 */
export function derivedUuid(from: string, name: string): string {
  const b = createHash('sha256').update(`${from.toLowerCase()}:${name}`).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
