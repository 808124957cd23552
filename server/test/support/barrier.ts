// A barrier for the twins that race writes which read a row and then write it (finishWithoutCas,
// startWithoutCas): each racer goes on once all have read, whatever the machine's load, where a
// fixed pause lets a loaded machine read the row already written and the twin report falsely.

export interface Barrier {
  /** Arrivals so far. */
  arrived: number;
  /** Arrivals that went on at the timeout, not at the n-th arrival. */
  timedOut: number;
  /** Waits until `n` arrivals, or at most the timeout. */
  arrive: () => Promise<void>;
}

/**
 * A barrier of `n`: arrive() waits until `n` arrivals, or at most `timeoutMs` (bounded: a barrier
 * never met lets its arrivals go on, and the count shows it).
 */
export function barrier(n: number, timeoutMs: number): Barrier {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const b: Barrier = {
    arrived: 0,
    timedOut: 0,
    arrive: async () => {
      if (++b.arrived >= n) open();
      let timer: NodeJS.Timeout | undefined;
      const how = await Promise.race([opened.then(() => 'met' as const), new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))]);
      clearTimeout(timer);
      if (how === 'timeout') b.timedOut += 1;
    },
  };
  return b;
}
