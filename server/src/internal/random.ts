// Random bytes for IDs and nonces, taken from a pool filled 4 KB at a time: each call of
// randomBytes is a round into OpenSSL and the kernel that costs about 10 µs on the VMs this
// runs on, as much as filling the whole pool (issue 22: an identify takes five or six). Node's
// crypto.randomUUID keeps a cache of its entropy the same way. Every byte is handed out once.
import { randomBytes } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/** `n` (≤ 4096) fresh random bytes: a view of the pool, never handed out again, the caller's to change. */
export function pooledRandomBytes(n: number): Buffer {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`pooledRandomBytes takes a whole number of bytes, not ${n}`);
  if (n > POOL_BYTES) return randomBytes(n);
  if (offset + n > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + n);
  offset += n;
  return bytes;
}
