// A log line that comes in runs (a busy pool, lost connections, refused browser origins): written at
// most once per interval, so that what a client can cause by the thousand fills no log. The calls in
// between are counted, and the next line written says how many were left out.

export class RateLimitedLine {
  private last = Number.NEGATIVE_INFINITY;
  private skipped = 0;

  constructor(private readonly intervalMs = 60_000) {}

  /** The number of calls left out since the last line when this one may be written now; undefined (and counted) when not. */
  take(): number | undefined {
    const now = Date.now();
    if (now - this.last < this.intervalMs) {
      this.skipped += 1;
      return undefined;
    }
    this.last = now;
    const skipped = this.skipped;
    this.skipped = 0;
    return skipped;
  }
}
