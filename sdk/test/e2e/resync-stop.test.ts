// stop() during the reload of 7.3 (6.5, 7.3; D416), end to end against the reference server behind
// the fault proxy, which counts every REST request that reaches it. A reload that backs off (its
// snapshot GET failed or was refused) or that is stopped in the middle of a step ends with stop():
// stop() settles at once, and after it no request reaches the server and the app is told nothing
// (no `error`, no `resync`). The exported resync() helper's wait ends with stop() too.
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { BothyRestClient } from '../../src/rest/client.ts';
import { GatewayConnection } from '../../src/gateway/connection.ts';
import { gatewayUrl } from '../../src/gateway/url.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { MemoryCursorStore } from '../../src/store/cursor-store.ts';
import { resync } from '../../src/sync/resync.ts';
import { DevTokens, e2eClient, sleep, until, useTestServer, within, type E2eClient, type E2eClientOptions } from '../support/e2e.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import { generateDpopKey } from '../../src/dpop/key.ts';

const t = useTestServer();
const proxies: FaultProxy[] = [];
const clients: E2eClient[] = [];
afterAll(async () => {
  for (const c of clients) await c.client.close();
  for (const p of proxies) await p.stop();
});

const SNAPSHOT = '/api/v1/sync/snapshot';
/** A backoff far longer than the test: a wait that stop() did not end would outlast every bound below. */
const LONG = { reconnectBase: 30_000, reconnectCap: 60_000 };
/**
 * How long stop() may take to settle: generous for a loaded machine (it settles at once when
 * idle), yet below the reload's wait under LONG (15 s), which a stop() that did not end it would
 * sit out. No tighter upper bound: the behaviour checked is that it settles and nothing follows.
 */
const STOP_SETTLES_WITHIN_MS = 10_000;

async function proxy(): Promise<FaultProxy> {
  const p = new FaultProxy(t.server.port);
  await p.start();
  proxies.push(p);
  return p;
}

/**
 * Alex's client through `p` at a position from another timeline, so that the server answers
 * resync_required epoch_changed (7.5) and the client reloads; LONG backoffs. Not started.
 */
async function reloadingClient(p: FaultProxy, options: E2eClientOptions = {}): Promise<E2eClient> {
  const c = await e2eClient(t, p.url, 'alex', { cursorStore: new MemoryCursorStore({ cursor: 3, sync_epoch: uuidv7() }), timing: LONG, random: () => 0.5, ...options });
  clients.push(c);
  return c;
}

/**
 * A hold: each pass() counts one (`count`) and, where `holds(count)` says so, waits until
 * release(); the passes after release() go on at once.
 */
function hold(holds: (n: number) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const h = {
    count: 0,
    release: () => release(),
    pass: async () => {
      h.count += 1;
      if (holds(h.count)) await released;
    },
  };
  return h;
}

/** A fetch that sends the snapshot GET through `snapshot` and every other request as it is. */
const onSnapshot =
  (snapshot: (request: Request) => Promise<Response>) =>
  (request: Request): Promise<Response> =>
    new URL(request.url).pathname === SNAPSHOT ? snapshot(request) : fetch(request);

/** What reached the server and what the app was told from the moment stop() was called (which settled within STOP_SETTLES_WITHIN_MS). */
async function stopAndWatch(c: E2eClient, p: FaultProxy, after: () => void = () => {}) {
  const told: string[] = [];
  const requestsBefore = p.exchanges.length;
  const stopping = c.client.stop();
  c.client.on('error', (e) => told.push(`error ${e.message}`));
  c.client.on('resync', () => told.push('resync'));
  c.client.on('synced', () => told.push('synced'));
  await within(stopping, 'stop() settles before the wait it ends would have run out', STOP_SETTLES_WITHIN_MS);
  after();
  await sleep(1_000);
  return { told, requestsAfter: p.exchanges.slice(requestsBefore).map((e) => `${e.method} ${e.path}`), state: c.client.state };
}

/** What this file checks of every stop(): it settled (stopAndWatch's bound), nothing reached the server after it, the app was told nothing. */
function expectQuietStop(r: Awaited<ReturnType<typeof stopAndWatch>>): void {
  expect(r.requestsAfter).toEqual([]);
  expect(r.told).toEqual([]);
}

describe('stop() ends the reload of 7.3 (6.5; D416): nothing is requested or emitted after it', () => {
  it('a reload backing off after its snapshot GET failed: stop() ends the wait, no request follows, and start() reloads at once', async () => {
    const p = await proxy();
    p.restFault = (r) => (r.path === SNAPSHOT ? 'drop_request' : 'forward');
    const c = await reloadingClient(p);
    await c.client.start();
    await until(() => c.seen.errors.length > 0 && c.client.state === 'resyncing', 'the snapshot GET failed and the reload backs off');
    expect(p.exchanges.filter((e) => e.path === SNAPSHOT)).toHaveLength(1);
    const r = await stopAndWatch(c, p);
    expectQuietStop(r);
    expect(r.state).toBe('stopped');
    // The wait ended with stop(): started again, the next resync_required is reloaded at once. A
    // reload still sitting in its wait (15 s) would hold the next one off until the wait ran out.
    p.restFault = () => 'forward';
    await c.client.start();
    await within(c.client.whenLive(), 'live again after start()', 5_000);
  });

  it('stop() while the snapshot GET is out, which then fails: no error is reported and nothing is requested after it', async () => {
    const p = await proxy();
    const snapshotGets = hold();
    // The network goes while the snapshot GET is out: it fails only after stop() (the release).
    const c = await reloadingClient(p, {
      fetch: onSnapshot(async () => {
        await snapshotGets.pass();
        throw new TypeError('fetch failed');
      }),
    });
    await c.client.start();
    await until(() => snapshotGets.count === 1, 'the snapshot GET is out');
    const r = await stopAndWatch(c, p, snapshotGets.release);
    expectQuietStop(r);
    expect(snapshotGets.count).toBe(1);
  });

  it('start() right after stop() while the old snapshot GET is still out: the new connection\'s resync_required is reloaded and the client goes live', async () => {
    const p = await proxy();
    // The first snapshot GET is answered only after the client was stopped and started again (the release).
    const snapshotGets = hold((n) => n === 1);
    const c = await reloadingClient(p, {
      fetch: onSnapshot(async (request) => {
        await snapshotGets.pass();
        return fetch(request);
      }),
    });
    await c.client.start();
    await until(() => snapshotGets.count === 1, 'the snapshot GET is out');
    await within(c.client.stop(), 'stop()', 5_000);
    const resyncsBefore = c.seen.states.filter((s) => s === 'resyncing').length;
    await c.client.start();
    await until(() => c.seen.states.filter((s) => s === 'resyncing').length > resyncsBefore, 'the new connection is told resync_required');
    snapshotGets.release();
    // The stopped reload ends without loading; the new connection's request must not be left to it.
    await within(c.client.whenLive(), 'live after start() (a reload for the new connection)', 5_000);
    expect(snapshotGets.count).toBeGreaterThanOrEqual(2);
  });

  it('stop() while the app discards its cache: the snapshot is never requested', async () => {
    const p = await proxy();
    const discards = hold();
    const c = await reloadingClient(p, { discardCache: discards.pass });
    await c.client.start();
    await until(() => discards.count === 1, 'the app discards its cache');
    const r = await stopAndWatch(c, p, discards.release);
    expectQuietStop(r);
    expect(p.exchanges.filter((e) => e.path === SNAPSHOT)).toHaveLength(0);
  });

  it('resync() (the exported helper) waiting after a refused snapshot settles at once on stop() and requests nothing more', async () => {
    const p = await proxy();
    const key = await generateDpopKey();
    const tokens = await DevTokens.issue(t.server.url, 'alex', key);
    // A snapshot one seq behind the head it was asked for (a lagging node): completeResync refuses it (D342, D388).
    const lagging = onSnapshot(async (request) => {
      const answer = await fetch(request);
      if (answer.status !== 200) return answer;
      const body = (await answer.json()) as { head_seq: number };
      return Response.json({ ...body, head_seq: body.head_seq - 1 });
    });
    const rest = new BothyRestClient({ baseUrl: p.url, tokens, dpopKey: key, fetch: lagging });
    const connection = new GatewayConnection({
      url: gatewayUrl(p.url),
      deviceId: tokens.deviceId,
      dpopKey: key,
      tokens,
      client: { platform: 'node', version: 'e2e' },
      cursorStore: new MemoryCursorStore({ cursor: 3, sync_epoch: uuidv7() }),
      WebSocket: WebSocket as never,
    });
    let reload: Promise<unknown> | undefined;
    connection.on('resync', () => {
      reload ??= resync({ rest, connection, retryBase: LONG.reconnectBase, retryCap: LONG.reconnectCap, random: () => 0.5 });
    });
    try {
      await connection.start();
      await until(() => p.exchanges.some((e) => e.path === SNAPSHOT && e.status === 200) && reload !== undefined, 'the first snapshot was refused');
      await sleep(100);
      const before = p.exchanges.length;
      const started = Date.now();
      await connection.stop();
      await within(reload!, 'resync() after stop()', 5_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      await sleep(500);
      expect(p.exchanges.slice(before)).toEqual([]);
    } finally {
      await connection.stop();
    }
  });
});
