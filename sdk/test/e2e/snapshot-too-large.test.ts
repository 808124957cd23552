// A ready without its snapshot (2.3, 6.3, 7.3; D477), end to end: the reference server leaves the
// snapshot out of ready when it would pass sync.ws_max_frame_bytes and sends resync_required
// snapshot_too_large; BothyClient loads GET /sync/snapshot as for any resync, emits `resync` with it,
// PersonalData and the cache take it from there, and the client is live from the head. A small
// frame limit and a few hundred threads stand for a large deployment. The frame bound itself and
// its twin are in server/test/snapshot/snapshot-frame.test.ts.
import { EventType, ResyncReason, ServerOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientResyncEvent } from '../../src/client.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { memoryCache } from '../../src/cache/cache.ts';
import { PersonalData } from '../../src/personal/personal.ts';
import { MemoryCursorStore } from '../../src/store/cursor-store.ts';
import { e2eClient, until, useTestServer, type E2eClient } from '../support/e2e.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import type { TestClient } from '../../../server/test/support/server.ts';

const THREADS = 300;
const t = useTestServer({ 'sync.ws_max_frame_bytes': 24_000, 'sync.event_payload_max_bytes': 16_384 });
let alexRest: TestClient;
const clients: E2eClient[] = [];
const cursorStore = new MemoryCursorStore();
const stores: PersonalData[] = [];

beforeAll(async () => {
  alexRest = await t.client('alex');
  const ids = Array.from({ length: THREADS }, () => uuidv7());
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) SELECT id, $2, $3, 'many' FROM unnest($1::uuid[]) AS id`, [ids, t.ids.general, t.ids.space]);
});

afterAll(async () => {
  for (const p of stores) p.close();
  for (const c of clients) await c.client.close();
});

describe('a ready without its snapshot is a resync (7.3; D477)', () => {
  it('the client loads the snapshot by REST, PersonalData holds every read state, and events flow from the head', async () => {
    const e2e = await e2eClient(t, t.server.url, 'sam', { cache: memoryCache(), cursorStore });
    clients.push(e2e);
    const personal = new PersonalData(e2e.client, { typingIdleMs: 60_000 });
    stores.push(personal);
    const personalErrors: unknown[] = [];
    personal.on('error', (e) => personalErrors.push(e));
    const cacheErrors: unknown[] = [];
    e2e.client.cache!.on('error', (e) => cacheErrors.push(e));
    const resyncs: ClientResyncEvent[] = [];
    e2e.client.on('resync', (r) => resyncs.push(r));
    const sessions: unknown[] = [];
    e2e.client.on('session', (ready) => sessions.push(ready.snapshot));

    const states: string[] = [];
    e2e.client.on('state', ({ to }) => states.push(to));
    await e2e.client.start();
    await e2e.client.whenLive();
    // Not live before the reload: a ready without its snapshot waits for what follows it.
    expect(states.slice(states.indexOf('identifying'))).toEqual(['identifying', 'catching_up', 'resyncing', 'live']);
    expect(sessions).toEqual([undefined]);
    expect(resyncs.map((r) => r.reason)).toEqual([ResyncReason.SnapshotTooLarge]);
    expect(resyncs[0]!.snapshot.read_states.length).toBeGreaterThanOrEqual(THREADS);
    await until(() => personal.readStates.size >= THREADS, 'PersonalData holds every read state');
    // The cache holds the structure of the REST snapshot (the ready it skipped had none).
    await e2e.client.cache!.idle();
    expect((await e2e.client.cache!.channels()).map((c) => c.id)).toContain(t.ids.general);
    expect(e2e.seen.errors).toEqual([]);
    // The ready without a snapshot reached PersonalData and the cache without an error (they skip it).
    expect(personalErrors).toEqual([]);
    expect(cacheErrors).toEqual([]);

    const posted = await alexRest.postMessage(t.ids.welcomeThread, 'after the reload');
    expect(posted.status).toBe(201);
    await until(() => e2e.seen.deliveries.some((d) => d.type === EventType.MessageCreated && d.payload.message.id === posted.body.id), 'the message after the reload');
  });

  it('back with a cursor: ready without its snapshot, then the reload as well (presence and counters come only with the snapshot); the catch-up is not needed (D477)', async () => {
    await clients[0]!.client.stop();
    const stored = (await cursorStore.get())!;
    const posted = await alexRest.postMessage(t.ids.welcomeThread, 'while sam was away');
    expect(posted.status).toBe(201);
    // A new process with the stored cursor and an empty cache and PersonalData (no session to resume: it identifies with the cursor).
    const fresh = new MemoryCursorStore({ cursor: stored.cursor, sync_epoch: stored.sync_epoch });
    const e2e = await e2eClient(t, t.server.url, 'sam', { cache: memoryCache(), cursorStore: fresh });
    clients.push(e2e);
    const personal = new PersonalData(e2e.client, { typingIdleMs: 60_000 });
    stores.push(personal);
    const resyncs: ClientResyncEvent[] = [];
    e2e.client.on('resync', (r) => resyncs.push(r));
    await e2e.client.start();
    await e2e.client.whenLive();
    expect(e2e.seen.received(ServerOp.Ready).map((f) => f.d.snapshot)).toEqual([undefined]);
    expect(resyncs.map((r) => r.reason)).toEqual([ResyncReason.SnapshotTooLarge]);
    expect(resyncs[0]!.snapshot.head_seq).toBeGreaterThan(stored.cursor);
    await until(() => personal.readStates.size >= THREADS, 'PersonalData holds every read state');
    await e2e.client.cache!.idle();
    expect((await e2e.client.cache!.channels()).map((c) => c.id)).toContain(t.ids.general);
    // After the reload the session is the connection's again: the position names it (a drop resumes).
    expect((await fresh.get())!.gateway_session_id).toBe(e2e.seen.received(ServerOp.Ready)[0]!.d.gateway_session_id);
    expect(e2e.seen.errors).toEqual([]);
  });

  /**
   * The link drops while the snapshot loads by REST (the first GET's answer is held). The next
   * connection must be told again, so that the client still loads it: nothing was stored at ready.
   */
  async function dropDuringTheReload(broken: boolean, withCursor = false) {
    const proxy = new FaultProxy(t.server.port);
    await proxy.start();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const heldFetch = async (request: Request): Promise<Response> => {
      const answer = await fetch(request);
      if (!new URL(request.url).pathname.endsWith('/sync/snapshot') || answer.status !== 200) return answer;
      const body = await answer.text();
      loads += 1;
      if (loads === 1) await released; // the first answer is slow to arrive
      return new Response(body, { status: answer.status, headers: answer.headers });
    };
    const head = Number((await t.db.pool.query<{ head: string }>('SELECT COALESCE(MAX(seq), 0) AS head FROM event_log')).rows[0]!.head);
    const epoch = (await t.db.pool.query<{ sync_epoch: string }>('SELECT sync_epoch FROM instance')).rows[0]!.sync_epoch;
    const e2e = await e2eClient(t, proxy.url, 'sam', {
      fetch: heldFetch,
      ...(withCursor ? { cursorStore: new MemoryCursorStore({ cursor: head, sync_epoch: epoch }) } : {}),
      ...(broken ? { brokenResumeDuringReload: true } : {}),
    });
    clients.push(e2e);
    const personal = new PersonalData(e2e.client, { typingIdleMs: 60_000 });
    stores.push(personal);
    const resyncs: ClientResyncEvent[] = [];
    e2e.client.on('resync', (r) => resyncs.push(r));
    try {
      await e2e.client.start();
      await until(() => loads === 1, 'the first snapshot is loading');
      // The next connection is there once it is identified (ready) or resumed (the twin). Its state is
      // no sign: told again, it is `resyncing` as before the cut, and only for a moment not.
      const opened = () => e2e.seen.received(ServerOp.Ready).length + e2e.seen.received(ServerOp.Resumed).length;
      const before = opened();
      proxy.cutGateways();
      await until(() => opened() > before, 'the next connection is identified or resumed');
      release();
      await until(() => e2e.client.state === 'live', 'live again');
      // Give a reload that was owed the time to land (a bounded wait: the twin never gets there).
      await until(() => resyncs.length > 0 && personal.readStates.size >= THREADS, 'the reload and PersonalData', 4_000).catch(() => undefined);
      return { resyncs, readStates: personal.readStates.size };
    } finally {
      release();
      await proxy.stop();
    }
  }

  it('a drop during the REST load: the next connection identifies again, is told again, and the snapshot is loaded (H1 of the review)', async () => {
    const r = await dropDuringTheReload(false);
    expect(r.resyncs.map((x) => x.reason)).toContain(ResyncReason.SnapshotTooLarge);
    expect(r.readStates).toBeGreaterThanOrEqual(THREADS);
  });

  it('twin (brokenResumeDuringReload): the session stored at ready resumes at head_seq, and the client goes live with nothing loaded', async () => {
    const r = await dropDuringTheReload(true);
    expect(r.resyncs).toEqual([]);
    expect(r.readStates).toBe(0);
  });

  it('with a cursor: a drop during the REST load identifies again with the old cursor, is told again, and the snapshot is loaded', async () => {
    const r = await dropDuringTheReload(false, true);
    expect(r.resyncs.map((x) => x.reason)).toContain(ResyncReason.SnapshotTooLarge);
    expect(r.readStates).toBeGreaterThanOrEqual(THREADS);
  });

  it('twin (brokenResumeDuringReload) with a cursor: the kept session resumes from the old cursor, and the client goes live with nothing loaded', async () => {
    const r = await dropDuringTheReload(true, true);
    expect(r.resyncs).toEqual([]);
    expect(r.readStates).toBe(0);
  });
});
