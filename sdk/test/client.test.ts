// BothyClient without the reference server. Its errors without an `error` listener
// (internal/report.ts): the connection's errors pass through the client, so the client is where an
// unheard one is written, once (a WebSocket that cannot be made; the real socket's are in
// test/e2e). Then the client's own reactions over the scripted gateway (support/gateway-server.ts)
// with GET /sync/snapshot answered in place of the server: the reload of 7.3.
import { ClientOp, ResyncReason, ServerOp } from '@bothy/generated';
import WebSocket from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticTokenProvider } from '../src/auth.ts';
import type { LocalCache } from '../src/cache/cache.ts';
import { BothyClient, type BothyClientOptions } from '../src/client.ts';
import { generateDpopKey } from '../src/dpop/key.ts';
import type { BothyError } from '../src/errors.ts';
import { SdkErrorCode } from '../src/errors.ts';
import { MemoryCursorStore } from '../src/store/cursor-store.ts';
import type { Message } from '@bothy/generated';
import { EPOCH, message, messageCreated, THREAD } from './support/events.ts';
import { ScriptedGateway, snapshot } from './support/gateway-server.ts';
import { catchWarnings } from './support/warn.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJwZXJzb24ifQ.c2lnbmF0dXJl';

class UnmakeableWebSocket {
  constructor(url: string) {
    throw new Error(`no network for ${url} (Authorization: DPoP ${TOKEN})`);
  }
}

const { spy, warned } = catchWarnings();

async function client(): Promise<BothyClient> {
  return BothyClient.open({
    baseUrl: 'http://127.0.0.1:9',
    deviceId: '01900000-0000-7000-8000-000000000001',
    dpopKey: await generateDpopKey(),
    tokens: new StaticTokenProvider(TOKEN),
    WebSocket: UnmakeableWebSocket as never,
    timing: { reconnectBase: 60_000, reconnectCap: 60_000 },
  });
}

describe('a client without an error listener (6.5 a failed attempt; 7.1 errors are reported)', () => {
  it('writes a connection failure once to console.warn with its code, the token masked, and throws nothing', async () => {
    const c = await client();
    try {
      await expect(c.start()).resolves.toBeUndefined();
      await vi.waitFor(() => expect(spy()).toHaveBeenCalled(), { timeout: 2_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warned()).toHaveLength(1);
      const line = warned()[0]!;
      expect(line).toMatch(/^\[@bothy\/sdk\] unexpected_error: Error: no network for ws:\/\/127\.0\.0\.1:9\/api\/v1\/gateway/);
      expect(line).not.toContain(TOKEN.slice(3));
    } finally {
      await c.stop();
    }
  });

  it('with a listener, the listener gets it and nothing is written', async () => {
    const c = await client();
    const errors: BothyError[] = [];
    c.on('error', (e) => errors.push(e));
    try {
      await c.start();
      await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 2_000 });
      expect(errors[0]!.code).toBe(SdkErrorCode.Unexpected);
      expect(warned()).toEqual([]);
    } finally {
      await c.stop();
    }
  });
});

let gateway: ScriptedGateway | undefined;
const opened: BothyClient[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
  await gateway?.stop();
  gateway = undefined;
});

/** A client of the scripted gateway; GET /sync/snapshot answers the gateway's head and epoch. */
async function scripted(options: Partial<BothyClientOptions> = {}): Promise<{ c: BothyClient; gw: ScriptedGateway; errors: BothyError[]; snapshots: () => number }> {
  const gw = new ScriptedGateway();
  await gw.start();
  gateway = gw;
  let snapshots = 0;
  const c = await BothyClient.open({
    baseUrl: gw.url.replace('ws://', 'http://').replace('/api/v1/gateway', ''),
    deviceId: '01900000-0000-7000-8000-000000000001',
    dpopKey: await generateDpopKey(),
    tokens: new StaticTokenProvider(TOKEN),
    WebSocket: WebSocket as never,
    fetch: async (request) => {
      if (new URL(request.url).pathname !== '/api/v1/sync/snapshot') return new Response(null, { status: 404 });
      snapshots += 1;
      return Response.json(snapshot(gw.head, gw.epoch));
    },
    timing: { reconnectBase: 20, reconnectCap: 80 },
    ...options,
  });
  opened.push(c);
  const errors: BothyError[] = [];
  c.on('error', (e) => errors.push(e));
  return { c, gw, errors, snapshots: () => snapshots };
}

const settled = (p: Promise<unknown>, ms: number): Promise<string> =>
  Promise.race([p.then(() => 'resolved', (e: BothyError) => `rejected ${e.code}`), new Promise<string>((r) => setTimeout(() => r('pending'), ms))]);

describe('resync_required (7.3): a reload whose step fails is tried again', () => {
  /**
   * The app's discardCache throws once (a transient storage error) during the reload of a
   * resync_required: whether the client reaches live within the time, and what it reported.
   */
  async function discardThrowsOnce(options: Partial<BothyClientOptions> = {}) {
    let discards = 0;
    const ctx = await scripted({
      // Another timeline: the scripted gateway answers with resync_required (epoch_changed).
      cursorStore: new MemoryCursorStore({ cursor: 0, sync_epoch: EPOCH }),
      discardCache: () => {
        discards += 1;
        if (discards === 1) throw new Error('QuotaExceededError (transient)');
      },
      ...options,
    });
    ctx.gw.onIdentify = (conn) => {
      ctx.gw.ready(conn);
      conn.send({ op: ServerOp.ResyncRequired, d: { reason: ResyncReason.EpochChanged, head_seq: ctx.gw.head, sync_epoch: ctx.gw.epoch } });
    };
    await ctx.c.start();
    const live = await settled(ctx.c.whenLive(), 1_500);
    return { ...ctx, live, discards };
  }

  it('a discardCache that throws once: reported, the reload runs again after the backoff, and the client goes live with the outbox sending', async () => {
    const { c, live, discards, errors, snapshots } = await discardThrowsOnce();
    expect(live).toBe('resolved');
    expect(c.state).toBe('live');
    expect(c.outbox.paused).toBe(false);
    expect(discards).toBe(2);
    expect(snapshots()).toBe(1);
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('QuotaExceededError')]);
  });

  it('twin: a client that gives the reload up at the first failure stays resyncing with the outbox paused, and the same check fails', async () => {
    const { c, live, discards } = await discardThrowsOnce({ brokenResyncNoRetry: true });
    expect(live).toBe('pending');
    expect(c.state).toBe('resyncing');
    expect(c.outbox.paused).toBe(true);
    expect(discards).toBe(1);
  });

  it('a snapshot the cache cannot take is loaded again (the discard is not repeated)', async () => {
    let takes = 0;
    const { c, snapshots, errors } = await scripted({
      cursorStore: new MemoryCursorStore({ cursor: 0, sync_epoch: EPOCH }),
      // Only the parts of a LocalCache that a resync uses.
      cache: () =>
        ({
          apply: async () => {},
          discard: async () => {},
          snapshot: async () => {
            takes += 1;
            if (takes === 1) throw new Error('the cache refused the snapshot');
          },
        }) as unknown as LocalCache,
    });
    gateway!.onIdentify = (conn) => {
      gateway!.ready(conn);
      conn.send({ op: ServerOp.ResyncRequired, d: { reason: ResyncReason.EpochChanged, head_seq: 0, sync_epoch: gateway!.epoch } });
    };
    await c.start();
    expect(await settled(c.whenLive(), 1_500)).toBe('resolved');
    expect(takes).toBe(2);
    expect(snapshots()).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

describe('resync_required (7.3): a snapshot behind the resync head is loaded again after the backoff', () => {
  /**
   * The server's snapshot stays below the head_seq of the connection's resync_required for `behindMs`
   * (a snapshot read from a lagging node): completeResync refuses it (D342). How many GETs the client
   * made while it was behind, and whether it went live once the snapshot covered the head.
   */
  async function snapshotBehind(behindMs: number) {
    const resyncHead = 7;
    let behind = true;
    let gets = 0;
    const ctx = await scripted({
      cursorStore: new MemoryCursorStore({ cursor: 0, sync_epoch: EPOCH }),
      random: () => 0.5,
      fetch: async (request) => {
        if (new URL(request.url).pathname !== '/api/v1/sync/snapshot') return new Response(null, { status: 404 });
        gets += 1;
        return Response.json(snapshot(behind ? resyncHead - 1 : resyncHead, EPOCH));
      },
    });
    ctx.gw.onIdentify = (conn) => {
      ctx.gw.ready(conn);
      conn.send({ op: ServerOp.ResyncRequired, d: { reason: ResyncReason.TooFarBehind, head_seq: resyncHead, sync_epoch: EPOCH } });
    };
    await ctx.c.start();
    await new Promise((resolve) => setTimeout(resolve, behindMs));
    const whileBehind = gets;
    const stateWhileBehind = ctx.c.state;
    behind = false;
    const live = await settled(ctx.c.whenLive(), 1_500);
    return { whileBehind, stateWhileBehind, live, c: ctx.c };
  }

  it('does not load it again in a tight loop: a few GETs in 600 ms (backoff 20..80 ms), then live once the snapshot covers the head (D388)', async () => {
    const { whileBehind, stateWhileBehind, live, c } = await snapshotBehind(600);
    expect(stateWhileBehind).toBe('resyncing');
    expect(whileBehind).toBeGreaterThanOrEqual(3);
    expect(whileBehind).toBeLessThanOrEqual(30);
    expect(live).toBe('resolved');
    expect(c.position?.cursor).toBe(7);
  });
});

describe('the outbox across resync_required (13.2, 13.4, 7.3)', () => {
  /**
   * A message is sent while live; the server stores it (echo at seq 1), then tells the connection to
   * resync from head 1 before the answer to the POST reaches the client: the echo lies in the
   * snapshot and is never delivered. The answer arrives after the reload. `lose`: the first answer
   * is lost instead (a timeout), and the retry after the reload is answered as a replay.
   */
  async function echoBelowResyncHead(lose: boolean) {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let stored: Message | undefined;
    let posts = 0;
    const ctx = await scripted({
      cursorStore: new MemoryCursorStore({ cursor: 0, sync_epoch: EPOCH }),
      timing: { reconnectBase: 20, reconnectCap: 80, outboxRetryBase: 20, outboxRetryCap: 40 },
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/v1/sync/snapshot') return Response.json(snapshot(gateway!.head, gateway!.epoch));
        if (path !== `/api/v1/threads/${THREAD}/messages`) return new Response(null, { status: 404 });
        posts += 1;
        const body = (await request.json()) as { client_msg_id: string; content_md: string };
        stored ??= message({ client_msg_id: body.client_msg_id, content_md: body.content_md });
        if (posts === 1) {
          // Stored at seq 1; the connection is told to resync from there before the answer goes out.
          gateway!.log.push(messageCreated(1, stored));
          gateway!.connections.at(-1)!.send({ op: ServerOp.ResyncRequired, d: { reason: ResyncReason.TooFarBehind, head_seq: 1, sync_epoch: EPOCH } });
          await held;
          if (lose) throw new TypeError('fetch failed: the answer was lost');
        }
        return Response.json(stored, { status: posts === 1 ? 201 : 200, headers: posts === 1 ? {} : { 'idempotent-replay': 'true' } });
      },
    });
    const confirmed: string[] = [];
    ctx.c.outbox.on('confirmed', ({ entry }) => confirmed.push(entry.id));
    let resyncs = 0;
    ctx.c.on('resync', () => (resyncs += 1));
    try {
      await ctx.c.start();
      await ctx.c.whenLive();
      const entry = await ctx.c.sendMessage(THREAD, 'echo below the head');
      // The reload is done and the client live again; the request is still out.
      await vi.waitFor(() => expect(resyncs === 1 && ctx.c.state === 'live').toBe(true), { timeout: 1_000 });
      expect(ctx.c.pending().map((e) => e.state)).toEqual(['sending']);
      answer();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { entry, confirmed, pending: ctx.c.pending(), posts };
    } finally {
      answer();
    }
  }

  it('the answer that arrives after the reload confirms the entry: its echo lies below the resync head and never comes (D389)', async () => {
    const { entry, confirmed, pending, posts } = await echoBelowResyncHead(false);
    expect(posts).toBe(1);
    expect(pending).toEqual([]);
    expect(confirmed).toEqual([entry.id]);
  });

  it('a lost answer: the retry after the reload is answered as a replay, and that answer confirms the entry (D389)', async () => {
    const { entry, confirmed, pending, posts } = await echoBelowResyncHead(true);
    expect(posts).toBe(2);
    expect(pending).toEqual([]);
    expect(confirmed).toEqual([entry.id]);
  });
});

describe('whenLive after a close that does not reconnect (6.4)', () => {
  // 4007, 4015, 4018: closed; 4017: suspended (back on foreground()); 4012: logged_out.
  for (const code of [4007, 4015, 4018, 4017, 4012]) {
    it(`${code}: rejects with gateway_closed, and at once when called afterwards`, async () => {
      const { c, gw } = await scripted();
      gw.onIdentify = (conn) => conn.close(code, 'scripted');
      await c.start();
      const waiting = c.whenLive();
      const outcome = await settled(waiting, 2_000);
      expect(outcome).toBe(`rejected ${SdkErrorCode.GatewayClosed}`);
      await expect(waiting).rejects.toThrow(new RegExp(`close ${code}`));
      expect(await settled(c.whenLive(), 100)).toBe(`rejected ${SdkErrorCode.GatewayClosed}`);
      expect(gw.connections).toHaveLength(1);
    });
  }

  it('stop() rejects a waiting whenLive; a reconnect with backoff does not, and start() waits again', async () => {
    const { c, gw } = await scripted();
    let refused = 0;
    gw.onIdentify = (conn) => (refused++ < 2 ? conn.close(4000, 'scripted') : gw.ready(conn));
    const first = c.whenLive(); // before start(): idle, waits
    await c.start();
    expect(await settled(first, 2_000)).toBe('resolved');
    expect(gw.connections).toHaveLength(3);
    expect(c.focus([THREAD])).toBe(true);
    await gw.until(() => gw.frames(ClientOp.Focus).length >= 1);
    await c.stop();
    expect(await settled(c.whenLive(), 100)).toBe(`rejected ${SdkErrorCode.GatewayClosed}`);
    await c.start();
    expect(await settled(c.whenLive(), 2_000)).toBe('resolved');
  });
});
