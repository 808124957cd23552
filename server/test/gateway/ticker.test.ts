import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging.ts';
import { Ticker } from '../../src/gateway/ticker.ts';

// The connections' periodic checks on one interval per period (D271): each runs every period until
// cancelled, a cancel within a run stops the task at once, a failing task stops no other, and a
// period without tasks holds no timer.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits (bounded) until `done` holds: a loaded machine may run the intervals late, never wrongly. */
async function until(done: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !done(); await sleep(10)) if (Date.now() > deadline) throw new Error('not within 5 s');
}

describe('the gateway Ticker (6.3 heartbeat check, 7.2 write deadline; D271)', () => {
  it('runs each task every period until it is cancelled, also one cancelled by another task in the same run', async () => {
    const ticker = new Ticker(createLogger('silent'));
    const runs = { a: 0, b: 0, c: 0 };
    const b = () => void runs.b++;
    ticker.add(20, () => {
      runs.a++;
      ticker.cancel(20, b); // b is after a in the set: it must not run in this round
    });
    ticker.add(20, b);
    ticker.add(20, { tick: () => void runs.c++ });
    expect(ticker.size).toBe(3);
    await until(() => runs.a >= 3);
    expect(runs.c).toBe(runs.a);
    expect(runs.b).toBe(0);
    ticker.stop();
    expect(ticker.size).toBe(0);
  });

  it('a task that throws is logged and the others still run; the last cancel of a period clears its interval', async () => {
    const lines: string[] = [];
    const ticker = new Ticker(createLogger('error', { write: (s: string) => void lines.push(s) }));
    let ran = 0;
    const bad = () => {
      throw new Error('boom');
    };
    const good = () => void ran++;
    ticker.add(15, bad);
    ticker.add(15, good);
    await until(() => ran >= 2 && lines.length > 0);
    expect(lines.some((l) => l.includes('a periodic gateway check failed'))).toBe(true);
    ticker.cancel(15, bad);
    ticker.cancel(15, good);
    expect(ticker.size).toBe(0);
    const before = ran;
    await sleep(50);
    expect(ran).toBe(before);
  });
});
