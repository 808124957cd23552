/**
 * Bounds the writing transactions of this process (server.write_concurrency).
 * Requests past the bound wait here, in FIFO order, instead of in PostgreSQL's
 * lock queue on the counter row, where a long queue costs every holder more
 * (3.2; measured by npm run bench:commit).
 */
export class WriteGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('the write gate needs a limit of at least 1');
  }

  get queued(): number {
    return this.waiting.length;
  }

  get running(): number {
    return this.active;
  }

  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.active += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.active -= 1;
          this.waiting.shift()?.();
        });
      };
      if (this.active < this.limit) grant();
      else this.waiting.push(grant);
    });
  }
}
