// 6.5 over the real server: "A network change and a return to the foreground trigger an immediate
// attempt that does not increase the counter." A BothyClient behind a fault proxy whose gateway link
// goes dead without a close (a phone that moved from Wi-Fi to mobile data: the old TCP path is gone,
// nothing tells the socket) or whose network is gone while the client waits a counted backoff. The
// app's call starts a new attempt at once, with resume, and the counter stays where it was; the
// events of the dead stretch come with the catch-up. The server's heartbeat interval is long
// (30 s, its default), so a client that waited for a missing heartbeat_ack instead would not be
// back within the bounds here (D387).
import { ClientOp } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../server/test/support/server.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import { e2eClient, newThread, sleep, until, useTestServer, type E2eClient, type Seen } from '../support/e2e.ts';

const t = useTestServer({});
const open: E2eClient[] = [];
const proxies: FaultProxy[] = [];

afterEach(async () => {
  for (const c of open.splice(0)) await c.client.close();
  for (const p of proxies.splice(0)) await p.stop();
});

/** A client of alex behind its own fault proxy, live; `timing` overrides FAST. */
async function liveBehindProxy(timing: { reconnectBase?: number; reconnectCap?: number } = {}): Promise<E2eClient & { proxy: FaultProxy }> {
  const proxy = new FaultProxy(t.server.port);
  await proxy.start();
  proxies.push(proxy);
  const c = await e2eClient(t, proxy.url, 'alex', { timing });
  open.push(c);
  await c.client.start();
  await c.client.whenLive();
  return { ...c, proxy };
}

/** What the client sent to open the session on each socket: identify or resume. */
function openings(seen: Seen): string[] {
  const first = new Map<string, string>();
  for (const f of seen.frames()) {
    if (f.from === 'client' && (f.frame?.op === ClientOp.Identify || f.frame?.op === ClientOp.Resume) && !first.has(f.conn)) first.set(f.conn, f.frame.op);
  }
  return [...first.values()];
}

/** alex on another device: what it posts reaches the client under test as any message does. */
let other: TestClient;

describe('reconnecting (6.5): a network change and a return to the foreground', () => {
  for (const trigger of ['networkChanged', 'foreground'] as const) {
    it(`${trigger}() on a live connection whose link died silently: a new attempt at once, with resume, not counted; the dead stretch's events come with the catch-up`, async () => {
      other ??= await t.client('alex');
      const c = await liveBehindProxy();
      const thread = await newThread(t, `6.5 ${trigger}`);
      // The old path is gone without a close: nothing in either direction arrives any more.
      c.proxy.stallGateways(60_000);
      const posted = await other.postMessage(thread, 'while the link was dead');
      expect(posted.status).toBe(201);
      const upgrades = c.proxy.upgrades;
      const called = Date.now();
      c.client[trigger]();
      // Not counted: the attempt starts with the counter where it was (0 on a live connection).
      expect(c.client.connection.attempt).toBe(0);
      await until(() => c.client.state === 'live' && c.proxy.upgrades === upgrades + 1, 'live again on a new socket', 3_000);
      expect(Date.now() - called, 'long before a heartbeat_ack could be missed (30 s)').toBeLessThan(3_000);
      expect(openings(c.seen)).toEqual([ClientOp.Identify, ClientOp.Resume]);
      expect(c.client.connection.attempt).toBe(0);
      await until(() => c.seen.deliveries.some((e) => e.payload.message.thread_id === thread), 'the message of the dead stretch', 3_000);
      expect(c.seen.closes, 'the client closed the old socket itself; no close reached it').toEqual([]);
    });

    it(`${trigger}() while waiting a counted backoff: an attempt at once that does not increase the counter`, async () => {
      // A backoff of 20 s per attempt: only the app's call can bring the client back within the test.
      const c = await liveBehindProxy({ reconnectBase: 20_000, reconnectCap: 20_000 });
      c.proxy.setOffline(true);
      await until(() => c.client.state === 'waiting', 'waiting after the network went', 3_000);
      const counted = c.client.connection.attempt;
      expect(counted).toBe(1);
      c.proxy.setOffline(false);
      const called = Date.now();
      c.client[trigger]();
      expect(c.client.state).toBe('connecting');
      expect(c.client.connection.attempt).toBe(counted);
      await until(() => c.client.state === 'live', 'live again', 3_000);
      expect(Date.now() - called).toBeLessThan(3_000);
      expect(openings(c.seen)).toEqual([ClientOp.Identify, ClientOp.Resume]);
      expect(c.client.connection.attempt).toBe(0);
    });
  }

  it('a network change on a healthy live connection: one new attempt with resume, and nothing is lost or repeated', async () => {
    other ??= await t.client('alex');
    const c = await liveBehindProxy();
    const thread = await newThread(t, '6.5 healthy');
    expect((await other.postMessage(thread, 'before')).status).toBe(201);
    await until(() => c.seen.deliveries.some((e) => e.payload.message.content_md === 'before'), 'the first message', 3_000);
    c.client.networkChanged();
    expect((await other.postMessage(thread, 'during')).status).toBe(201);
    await until(() => c.client.state === 'live' && openings(c.seen).length === 2, 'live again', 3_000);
    expect((await other.postMessage(thread, 'after')).status).toBe(201);
    await until(() => c.seen.deliveries.filter((e) => e.payload.message.thread_id === thread).length >= 3, 'three messages', 3_000);
    await sleep(100);
    const contents = c.seen.deliveries.filter((e) => e.payload.message.thread_id === thread).map((e) => e.payload.message.content_md);
    expect(contents).toEqual(['before', 'during', 'after']);
    expect(openings(c.seen)).toEqual([ClientOp.Identify, ClientOp.Resume]);
  });
});
