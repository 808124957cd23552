// The LISTEN connection's stop (R-SY-15, 8.5, 7.6; D334, D464). An attempt to listen (its connect and
// LISTEN statements) on a link that falls silent right after its connect waits until
// server.database_connect_timeout (D464), and for ever when that is 0s. stop() ended the connection it
// had, but not such an attempt: the attempt went on after the stop, its socket open, and a reconnect
// attempt in flight kept the stopped process's link (the node's or `bothy worker`'s shutdown resolved
// with it still open). Now stop() ends an attempt in flight at once and resolves when it has ended. The
// link is real: the listener reaches the test database through pg-proxy, which lets the connect complete
// and then carries nothing (silenceAfterConnect). Twin `listenStopSparesAttempt`: stop() leaves the
// attempt to go on, as before.
import { describe, expect, it } from 'vitest';
import { Listener, ListenerStoppedError } from '../../src/gateway/listener.ts';
import { createLogger } from '../../src/logging.ts';
import { until } from '../support/agents.ts';
import { useTestDatabase } from '../support/database.ts';
import { PgProxy } from '../support/pg-proxy.ts';

const db = useTestDatabase({ poolSize: 1 });

/** How long after stop() resolves the attempt's link may stay open (the proxy hears its close). */
const GRACE_MS = 2_000;

interface AfterStop {
  /** stop() resolved within GRACE_MS. */
  stopped: boolean;
  /** Links the listener still held open GRACE_MS after the stop. */
  openLinks: number;
  /** How the first start() ended ('listening', an error's name, or 'pending'). */
  start: string;
}

/**
 * A listener with server.database_connect_timeout 0s behind a proxy; `reconnect`: it listens, the proxy
 * drops every link and comes back, and the reconnect's attempt meets the silent link; else its first
 * attempt does. Then stop() while that attempt waits.
 */
async function stopDuringAttempt(o: { reconnect: boolean; twin: boolean }): Promise<AfterStop> {
  const { proxy, url } = await PgProxy.inFrontOf(db.url);
  const listener = new Listener(url, createLogger('silent'), { eventLog: () => {}, ephemeral: () => {}, epoch: () => {}, reconnected: () => {} }, 0, undefined, () =>
    o.twin ? { listenStopSparesAttempt: true } : undefined,
  );
  let start = 'pending';
  try {
    if (o.reconnect) {
      await listener.start();
      start = 'listening';
      expect(listener.connected).toBe(true);
      // The link is lost with an error (the listener reconnects every 500 ms); the proxy accepts again, but silently.
      proxy.silenceAfterConnect();
      await proxy.down();
      await proxy.up();
      await until('the listener noticed the loss', () => !listener.connected, 5_000);
    } else {
      proxy.silenceAfterConnect();
      void listener.start().then(
        () => (start = 'listening'),
        (err: Error) => (start = err.name),
      );
    }
    await until('an attempt connected on the silent link', () => proxy.openLinks === 1, 10_000);
    await new Promise((r) => setTimeout(r, 300)); // its LISTEN statements sent, no answer
    const stopped = await Promise.race([listener.stop().then(() => true), new Promise<false>((r) => setTimeout(() => r(false), GRACE_MS))]);
    await until('the attempt closed its link', () => proxy.openLinks === 0, GRACE_MS).catch(() => {});
    await new Promise((r) => setTimeout(r, 50)); // start()'s own ending, after the attempt's
    return { stopped, openLinks: proxy.openLinks, start };
  } finally {
    await listener.stop();
    await proxy.down(); // a spared attempt's link ends here, and the attempt with it
  }
}

describe('Listener.stop() with a LISTEN attempt in flight, server.database_connect_timeout 0s (R-SY-15, 8.5; D464)', () => {
  it('ends the first attempt at once: start() rejects with ListenerStoppedError and no link stays open', async () => {
    expect(await stopDuringAttempt({ reconnect: false, twin: false })).toEqual({ stopped: true, openLinks: 0, start: ListenerStoppedError.name });
  }, 30_000);

  it('ends a reconnect attempt at once: no link stays open', async () => {
    expect(await stopDuringAttempt({ reconnect: true, twin: false })).toEqual({ stopped: true, openLinks: 0, start: 'listening' });
  }, 30_000);

  it('twin (listenStopSparesAttempt): the attempts go on after the stop, their links open, the first start() unsettled', async () => {
    expect(await stopDuringAttempt({ reconnect: false, twin: true })).toEqual({ stopped: true, openLinks: 1, start: 'pending' });
    expect(await stopDuringAttempt({ reconnect: true, twin: true })).toEqual({ stopped: true, openLinks: 1, start: 'listening' });
  }, 30_000);
});
