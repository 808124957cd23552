import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';

// The event loop delay at /metrics (issue 22, "find what holds the event loop"): a frame that is
// ready for delivery waits behind whatever holds the loop, and the operator sees how long.
const t = useTestServer();

/** Holds the event loop for `ms`, as a long synchronous page of work would. */
function hold(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** Lets the 10 ms sampler record the delay. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

async function scrapedMax(): Promise<number> {
  const text = await (await fetch(`${t.server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('bothy_event_loop_delay_seconds{quantile="1"}'));
  expect(line, 'the metric is served').toBeDefined();
  return Number(line!.split(' ').pop());
}

describe('the event loop delay at /metrics (operations; issue 22)', () => {
  it('reports a loop held for 400 ms as a delay of at least 300 ms (in seconds), then starts over', async () => {
    await scrapedMax(); // starts the histogram over
    hold(400); // at once after the scrape: a stall that begins there is counted too
    await settle();
    const held = await scrapedMax();
    expect(held).toBeGreaterThanOrEqual(0.3);
    expect(held).toBeLessThan(2);
    await settle();
    expect(await scrapedMax()).toBeLessThan(0.3);
  });

  it('twin: with the sampling stopped the same hold goes unseen, and the same check fails', async () => {
    const metrics = t.server.gateway.metrics;
    metrics.readLoopDelay();
    metrics.close();
    hold(400);
    await settle();
    expect(await scrapedMax()).toBeLessThan(0.3);
  });
});
