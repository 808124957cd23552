// 7.1 in live delivery: a live connection that skips events it may not see gets cursor {seq} at the
// latest after sync.cursor_advance_every of them, as in the catch-up, so that its cursor is the highest
// seq checked for its principal and not only the highest delivered (a person who sees little of a busy
// instance would otherwise come back too_far_behind, 7.3). The delivery index offers a connection only
// the events that may concern it, so its skips are never seen one by one. Instead every live
// connection waits in a queue under the seq at which its bound runs out: its last dispatch or cursor
// plus the bound. The pump tells the queue each position it reaches; a connection whose bound passed
// is asked (its last frame may have moved since) and says when to ask again. Nothing is done per
// event but a look at the queue's head. A closed connection leaves the queue when it is next asked, or
// when the queue has grown to twice what it held after its last sweep (reconnects on a quiet instance).

/** The fewest entries at which the queue sweeps out closed connections. */
const SWEEP_FLOOR = 1_024;

/** A connection in live delivery: sends its cursor if due at `seq`; the seq to ask again at, or undefined once it left. */
export type CursorCheck<C> = (c: C, seq: number) => number | undefined;

/** A connection's place in the queue on one timeline; an epoch change ends it and watches the connection anew (7.5). */
export interface LiveCursorWatch<C> {
  readonly c: C;
  ended: boolean;
}

interface Entry<C> {
  due: number;
  c: C;
}

export class LiveCursorAdvance<C> {
  /** A binary min-heap by `due`. */
  private heap: Entry<C>[] = [];
  private sweepAt = SWEEP_FLOOR;

  constructor(
    private readonly check: CursorCheck<C>,
    private readonly open: (c: C) => boolean,
  ) {}

  /** A connection went live; its bound runs out at `due`. */
  watch(c: C, due: number): void {
    if (this.heap.length >= this.sweepAt) this.sweep();
    this.push({ due, c });
  }

  /** The pump delivered everything up to `seq`: every connection whose bound passed is asked. */
  reached(seq: number): void {
    while (this.heap.length > 0 && this.heap[0]!.due <= seq) {
      const { c } = this.pop();
      const next = this.check(c, seq);
      if (next !== undefined) this.push({ due: Math.max(next, seq + 1), c });
    }
  }

  /** Drops the closed connections and builds the heap again from the rest. */
  private sweep(): void {
    const kept = this.heap.filter((e) => this.open(e.c));
    this.heap = [];
    for (const e of kept) this.push(e);
    this.sweepAt = Math.max(SWEEP_FLOOR, 2 * this.heap.length);
  }

  private push(e: Entry<C>): void {
    const h = this.heap;
    h.push(e);
    for (let i = h.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.due <= h[i]!.due) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  private pop(): Entry<C> {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < h.length && h[l]!.due < h[least]!.due) least = l;
        if (r < h.length && h[r]!.due < h[least]!.due) least = r;
        if (least === i) break;
        [h[least], h[i]] = [h[i]!, h[least]!];
        i = least;
      }
    }
    return top;
  }
}
