// 16.3 reconnect with catch-up, and 7.3 resync_required, end to end against the reference server.
// Small catch-up pages and a short resume window, so that a restart identifies with its cursor
// and the catch-up runs over several pages.
import { ClientOp, EventType, ResyncReason, ServerOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayText } from '../../../conformance/src/replay.ts';
import type { ClientResyncEvent } from '../../src/client.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { MemoryCursorStore, type SyncPosition } from '../../src/store/cursor-store.ts';
import { MemoryOutboxStore } from '../../src/store/outbox-store.ts';
import { e2eClient, newThread, sleep, until, useTestServer, type E2eClient } from '../support/e2e.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import type { TestClient } from '../../../server/test/support/server.ts';

const PAGE = 5;
const RESUME_WINDOW_MS = 400;

/** A cursor store that keeps every value written (7.1: persisted after every processed page). */
class WatchedCursorStore extends MemoryCursorStore {
  readonly writes: SyncPosition[] = [];
  override async set(position: SyncPosition): Promise<void> {
    this.writes.push({ ...position });
    await super.set(position);
  }
}

let samRest: TestClient;
const clients: E2eClient[] = [];

const t = useTestServer({ 'sync.catchup_page_size': PAGE, 'sync.resume_window': `${RESUME_WINDOW_MS}ms` });
beforeAll(async () => {
  samRest = await t.client('sam');
});

afterAll(async () => {
  for (const c of clients) await c.client.close();
});

async function headSeq(): Promise<number> {
  const { rows } = await t.db.pool.query<{ head: string }>('SELECT COALESCE(MAX(seq), 0) AS head FROM event_log');
  return Number(rows[0]!.head);
}

async function epoch(): Promise<string> {
  const { rows } = await t.db.pool.query<{ sync_epoch: string }>('SELECT sync_epoch FROM instance');
  return rows[0]!.sync_epoch;
}

describe('16.3 reconnect with catch-up', () => {
  let restarted: E2eClient;
  let cursorBefore: number;

  it('identifies with the stored cursor, receives pages with cursor frames, then catchup.complete, and persists the cursor after every page (7.1, 7.2)', async () => {
    const store = new WatchedCursorStore();
    const outboxStore = new MemoryOutboxStore();
    const first = await e2eClient(t, t.server.url, 'alex', { cursorStore: store, outboxStore });
    clients.push(first);
    await first.client.start();
    await first.client.whenLive();
    await first.client.stop();
    cursorBefore = (await store.get())!.cursor;

    // While Alex's app is closed: twelve messages, more than two pages.
    const thread = await newThread(t, '16.3');
    const written: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await samRest.postMessage(thread, `while Alex was away ${i}`);
      expect(r.status).toBe(201);
      written.push(r.body.id);
    }
    await sleep(RESUME_WINDOW_MS + 100); // past the resume window: the next start identifies
    const head = await headSeq();

    // The app starts again on the same stores and the same device.
    restarted = await e2eClient(t, t.server.url, 'alex', { tokens: first.tokens, cursorStore: store, outboxStore });
    clients.push(restarted);
    store.writes.length = 0;
    await restarted.client.start();
    // Two more while the catch-up runs: buffered and sent after catchup.complete, or in a page.
    const live = [(await samRest.postMessage(thread, 'live 1')).body.id, (await samRest.postMessage(thread, 'live 2')).body.id];
    await restarted.client.whenLive();
    await until(() => restarted.seen.deliveries.filter((e) => e.payload.message.thread_id === thread).length === 14, 'all 14 messages');

    // identify (not resume) with the stored cursor and epoch.
    const identify = restarted.seen.sent(ClientOp.Identify);
    expect(identify).toHaveLength(1);
    expect(restarted.seen.sent(ClientOp.Resume)).toHaveLength(0);
    expect(identify[0]!.d).toMatchObject({ cursor: cursorBefore, sync_epoch: await epoch(), access_token: '***', dpop: '***' });

    // hello, ready, pages of at most PAGE dispatches each ending with a cursor frame, catchup.complete.
    const frames = restarted.seen.frames().filter((f) => f.from === 'server' && f.frame).map((f) => f.frame!);
    expect(frames.slice(0, 2).map((f) => f.op)).toEqual([ServerOp.Hello, ServerOp.Ready]);
    const completeAt = frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
    const catchup = frames.slice(2, completeAt);
    const cursors = catchup.filter((f) => f.op === ServerOp.Cursor).map((f) => f.d.seq as number);
    expect(cursors.length).toBeGreaterThanOrEqual(3);
    let inPage = 0;
    let lastSeq = cursorBefore;
    for (const f of catchup) {
      if (f.op === ServerOp.Dispatch) {
        inPage += 1;
        expect(f.d.seq as number).toBeGreaterThan(lastSeq);
        lastSeq = f.d.seq as number;
      } else {
        expect(f.op).toBe(ServerOp.Cursor);
        expect(f.d.seq as number).toBeGreaterThanOrEqual(lastSeq);
        expect(inPage).toBeLessThanOrEqual(PAGE);
        inPage = 0;
      }
    }
    expect(inPage).toBe(0); // the last page ends with its cursor frame
    expect(frames[completeAt]!.d.head_seq as number).toBeGreaterThanOrEqual(head);

    // 7.1: every page's cursor was stored before the next page was processed; the last is the head.
    const stored = store.writes.map((w) => w.cursor);
    for (const c of cursors) expect(stored).toContain(c);
    const finalPosition = (await store.get())!;
    expect(finalPosition.cursor).toBe(restarted.client.position!.cursor);
    expect(finalPosition.cursor).toBeGreaterThanOrEqual(frames[completeAt]!.d.head_seq as number);
    expect(finalPosition.sync_epoch).toBe(await epoch());

    // Every message once, in thread_seq order: the twelve from the pages and the two live ones.
    const got = restarted.seen.threads().get(thread)!;
    expect(got.map((m) => m.id)).toEqual([...written, ...live]);
    expect(got.map((m) => m.thread_seq)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const ids = restarted.seen.deliveries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('records every frame and close as G9 recording lines that the conformance replay accepts (onFrame)', () => {
    const lines = restarted.seen.lines;
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      const record = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(record).sort()).toEqual(expect.arrayContaining(['conn', 'from', 't']));
      expect(Date.parse(record.t as string)).not.toBeNaN();
      expect(['frame', 'close', 'unparsed'].filter((k) => k in record)).toHaveLength(1);
    }
    // Secrets never reach a recording.
    expect(lines.join('\n')).not.toContain(restarted.tokens.token);
    // The frames (both directions) keep every G9 rule.
    const frameLines = lines.filter((l) => 'frame' in (JSON.parse(l) as object));
    const { violations, replayed } = replayText(`${frameLines.join('\n')}\n`, 'sdk-e2e-16.3.jsonl');
    expect(violations).toEqual([]);
    expect(replayed.frames).toBe(frameLines.length);
  });
});

describe('7.3 resync_required', () => {
  it('discards the cache through the app, keeps the outbox, loads the snapshot, sets cursor and epoch, emits one resync event, then sends', async () => {
    const thread = await newThread(t, '7.3');
    // A position from another timeline (a restore, 7.5): the server answers epoch_changed.
    const store = new WatchedCursorStore({ cursor: 3, sync_epoch: uuidv7() });
    const order: string[] = [];
    const c = await e2eClient(t, t.server.url, 'alex', {
      cursorStore: store,
      discardCache: (r) => void order.push(`discard ${r.reason}`),
    });
    clients.push(c);
    const resyncs: ClientResyncEvent[] = [];
    c.client.on('resync', (r) => {
      resyncs.push(r);
      order.push('resync');
    });
    c.client.on('synced', () => order.push('synced'));
    c.client.outbox.on('confirmed', () => order.push('confirmed'));
    const entry = await c.client.sendMessage(thread, 'queued before the resync');
    await c.client.start();
    await until(() => order.includes('confirmed'), 'the outbox entry is confirmed after the reload');

    expect(resyncs).toHaveLength(1);
    const r = resyncs[0]!;
    expect(r.reason).toBe(ResyncReason.EpochChanged);
    expect(r.sync_epoch).toBe(await epoch());
    expect(r.snapshot.sync_epoch).toBe(r.sync_epoch);
    expect(r.snapshot.head_seq).toBeGreaterThanOrEqual(r.head_seq);
    // The cache went first, then the snapshot reached the app, then the outbox sent (13.4).
    expect(order).toEqual([`discard ${ResyncReason.EpochChanged}`, 'resync', 'synced', 'confirmed']);
    const position = (await store.get())!;
    expect(position.sync_epoch).toBe(r.sync_epoch);
    expect(position.cursor).toBeGreaterThanOrEqual(r.snapshot.head_seq);
    const echo = c.seen.deliveries.filter((e) => e.payload.message.client_msg_id === entry.id);
    expect(echo).toHaveLength(1);
    expect(echo[0]!.seq).toBeGreaterThan(r.snapshot.head_seq);
    expect(c.seen.received(ServerOp.ResyncRequired)).toHaveLength(1);
    expect(c.client.state).toBe('live');
    expect(c.seen.deliveries.every((e) => e.type === EventType.MessageCreated)).toBe(true);
  });

  /**
   * The link drops while the snapshot of a resync_required loads; the next connection is told to
   * resync from a later head, and goes live from there. Returns the messages written in between
   * that reached the app (by the snapshot's reload or by delivery) and what the app was handed.
   */
  async function dropWhileSnapshotLoads(broken: boolean) {
    const thread = await newThread(t, `7.3 drop while loading ${broken}`);
    const proxy = new FaultProxy(t.server.port);
    await proxy.start();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const snapshotHeads: number[] = [];
    const heldFetch = async (request: Request): Promise<Response> => {
      const answer = await fetch(request);
      if (!new URL(request.url).pathname.endsWith('/sync/snapshot') || answer.status !== 200) return answer;
      const body = await answer.text();
      snapshotHeads.push((JSON.parse(body) as { head_seq: number }).head_seq);
      if (snapshotHeads.length === 1) await released; // the first answer is slow to arrive
      return new Response(body, { status: answer.status, headers: answer.headers });
    };
    const c = await e2eClient(t, proxy.url, 'alex', {
      cursorStore: new MemoryCursorStore({ cursor: 3, sync_epoch: uuidv7() }),
      fetch: heldFetch,
      ...(broken ? { brokenResyncAnySnapshot: true } : {}),
    });
    clients.push(c);
    const resyncs: ClientResyncEvent[] = [];
    c.client.on('resync', (r) => resyncs.push(r));
    try {
      await c.client.start();
      await until(() => snapshotHeads.length === 1, 'the first snapshot is loading');
      const between: string[] = [];
      for (let i = 0; i < 3; i++) between.push((await samRest.postMessage(thread, `while the snapshot loads ${i}`)).body.id);
      const asked = c.seen.received(ServerOp.ResyncRequired).length;
      proxy.cutGateways();
      await until(() => c.seen.received(ServerOp.ResyncRequired).length > asked, 'the next connection is told to resync');
      release();
      await until(() => c.client.state === 'live', 'live again');
      const after = (await samRest.postMessage(thread, 'after the reload')).body.id;
      await until(() => c.seen.deliveries.some((e) => e.payload.message.id === after), 'the message after the reload');
      // What the app has of the messages in between: in the snapshot it rebuilt from last (its head) or delivered.
      const rebuiltFrom = resyncs.at(-1)!.snapshot.head_seq;
      const seqOf = new Map((await t.db.pool.query<{ id: string; seq: string }>(`SELECT payload->'message'->>'id' AS id, seq FROM event_log WHERE type = 'message.created' AND payload->'message'->>'id' = ANY($1)`, [between])).rows.map((r) => [r.id, Number(r.seq)]));
      const reached = between.filter((id) => seqOf.get(id)! <= rebuiltFrom || c.seen.deliveries.some((e) => e.payload.message.id === id));
      const asks = c.seen.received(ServerOp.ResyncRequired).map((f) => f.d as { head_seq: number });
      return { between, reached, snapshotHeads, resyncs, lastAskedHead: asks.at(-1)!.head_seq };
    } finally {
      release();
      await c.client.close();
      await proxy.stop();
    }
  }

  it('a snapshot loaded for an earlier connection does not complete a later connection’s resync: it loads again, and no event in between is lost (7.3, 9; D342)', async () => {
    const r = await dropWhileSnapshotLoads(false);
    expect(r.reached).toEqual(r.between);
    expect(r.snapshotHeads.length).toBeGreaterThanOrEqual(2);
    expect(r.resyncs.at(-1)!.snapshot.head_seq).toBeGreaterThanOrEqual(r.resyncs.at(-1)!.head_seq);
    // The event names the request the snapshot answers: the later connection's.
    expect(r.resyncs.at(-1)!.head_seq).toBe(r.lastAskedHead);
  });

  it('twin (brokenResyncAnySnapshot): the earlier snapshot completes the resync, and the messages in between never reach the app', async () => {
    const r = await dropWhileSnapshotLoads(true);
    expect(r.reached).not.toEqual(r.between);
    expect(r.snapshotHeads).toHaveLength(1);
  });
});
