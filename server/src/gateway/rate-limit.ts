// rl.gateway_connect (6.3): identify and resume per device or token and window.
import type { Rate } from '@bothy/generated';

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly rate: Rate, private readonly now: () => number = Date.now) {}

  /** 0 when allowed (and counted); otherwise the milliseconds to wait. */
  take(key: string): number {
    const t = this.now();
    if (this.windows.size > 50_000) for (const [k, w] of this.windows) if (t - w.start >= this.rate.window_ms) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.rate.window_ms) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count >= this.rate.limit) return w.start + this.rate.window_ms - t;
    w.count += 1;
    return 0;
  }
}
