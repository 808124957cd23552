// Reconnect backoff (6.5) and outbox retry backoff (13.2): one function, full jitter.

export type Random = () => number;

/**
 * The wait before attempt `attempt` (from 0): uniform in [0, min(cap, base * 2^attempt)].
 * With base 1s and cap 60s (section 18) attempt 0 waits up to 1s, attempt 6 and later up to 60s.
 */
export function backoff(attempt: number, base: number, cap: number, random: Random = Math.random): number {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt));
  return random() * ceiling;
}

/**
 * The attempt counter of 6.5: `next()` counts, `immediate()` does not (a network change or a
 * return to the foreground), `reset()` after a successful ready or resumed.
 */
export class Backoff {
  #attempt = 0;

  constructor(
    readonly base: number,
    readonly cap: number,
    private readonly random: Random = Math.random,
  ) {}

  get attempt(): number {
    return this.#attempt;
  }

  /** The wait before the next counted attempt; increases the counter. */
  next(): number {
    const wait = backoff(this.#attempt, this.base, this.cap, this.random);
    this.#attempt += 1;
    return wait;
  }

  /** An attempt that does not count: at once, after a short random delay below `base`. */
  immediate(): number {
    return this.random() * this.base;
  }

  reset(): void {
    this.#attempt = 0;
  }
}
