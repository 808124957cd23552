// A small seeded generator (mulberry32) for bounded property and fault tests: a run prints its seed, and
// the same seed makes the same choices again (the interleaving of real sockets and queries still varies).

/** Numbers in [0, 1) from `seed`. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
