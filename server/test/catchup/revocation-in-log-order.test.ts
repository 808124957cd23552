import { ClientOp, EventType, ServerOp, type AccessChangedV1, type DurableEvent, type ServerFrame } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { RunningServer } from '../../src/server.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { TestClient, useTestServer } from '../support/server.ts';
import { startSlowLink, type SlowLink } from '../support/slow-link.ts';

// 1, 8.1, 8.3, 7.4: nothing of a removed target is delivered after the
// principal's own access.changed that removed it, whatever path delivers it.
// A grant on a channel is given and revoked again and again while people write
// into it, and readers of the grantee catch up by resume, by identify with a
// cursor and by REST pages, on two nodes, one of them behind a database link
// that is a few milliseconds slower. Bounded: a fixed number of grant cycles.

const CYCLES = 14;
const CYCLE_PAUSE_MS = 25;
const SLOW_LINK_MS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let nodeB: RunningServer;
let link: SlowLink;

const t = useTestServer({ 'cluster.mode': 'multi', 'rl.gateway_connect': '100000/1m' });
beforeAll(async () => {
  const db = new URL(t.db.url);
  link = await startSlowLink({ host: db.hostname, port: Number(db.port || 5432) }, SLOW_LINK_MS);
  db.hostname = '127.0.0.1';
  db.port = String(link.port);
  // The suite's settings, its pool as npm start builds it (poolOptionsOf), all of it behind the slow link.
  nodeB = await t.startNode({}, { databaseUrl: db.toString() });
});

afterAll(async () => {
  await nodeB?.close();
  await link?.close();
});

/** What one reader received, in order, and what the check found. */
interface Reading {
  name: string;
  events: DurableEvent[];
}

/**
 * The check: in delivery order, the reader's own access.changed says whether the
 * channel is visible; the reader starts without access. An event of the channel
 * before it is given, or after its removal and before it is given back, is a
 * leak. Out-of-order or repeated seqs are reported too.
 */
export function leaks(reading: Reading, principalId: string, channelId: string): { leaks: string[]; seenWhileVisible: number } {
  const out: string[] = [];
  let visible = false;
  let last = 0;
  let seenWhileVisible = 0;
  for (const e of reading.events) {
    if (e.seq <= last) {
      out.push(`${reading.name}: seq ${e.seq} after ${last}`);
      continue;
    }
    last = e.seq;
    if (e.type === EventType.AccessChanged && e.resource.id === principalId) {
      const p = e.payload as AccessChangedV1;
      if (p.removed.some((x) => x.kind === 'channel' && x.id === channelId)) visible = false;
      if (p.added.some((x) => x.kind === 'channel' && x.id === channelId)) visible = true;
    } else if (e.scope.channel_id === channelId) {
      if (!visible) out.push(`${reading.name}: ${e.type} seq ${e.seq} of the channel while the reader's access.changed says it is not visible`);
      else seenWhileVisible += 1;
    }
  }
  return { leaks: out, seenWhileVisible };
}

const dispatched = (frames: ServerFrame[], from: number): DurableEvent[] =>
  frames.slice(from).flatMap((f) => (f.op === ServerOp.Dispatch && (f.d as { seq?: number }).seq !== undefined ? [f.d as DurableEvent] : []));

/** Reconnects again and again with its cursor (resume, or identify with the cursor) and keeps what arrived. */
async function gatewayReader(name: string, url: string, who: TestClient, mode: typeof ClientOp.Resume | typeof ClientOp.Identify, until: () => boolean, started: () => void): Promise<Reading> {
  const events: DurableEvent[] = [];
  let cursor = 0;
  let session: { id: string; epoch: string } | undefined;
  const take = (c: GatewayTestClient, from: number) => {
    for (const f of c.frames.slice(from)) {
      if (f.op === ServerOp.Dispatch && (f.d as { seq?: number }).seq !== undefined) {
        const e = f.d as DurableEvent;
        events.push(e);
        cursor = Math.max(cursor, e.seq);
      } else if (f.op === ServerOp.Cursor) cursor = Math.max(cursor, f.d.seq);
    }
  };
  for (let round = 0; ; round++) {
    const c = await GatewayTestClient.connect(url);
    let start: number;
    if (session && mode === ClientOp.Resume) {
      await c.resume(who, { gateway_session_id: session.id, cursor, sync_epoch: session.epoch });
      start = c.frames.findIndex((f) => f.op === ServerOp.Resumed);
    } else {
      const ready = await c.identify(who, session ? { cursor, sync_epoch: session.epoch } : {});
      if (!session) {
        cursor = ready.d.head_seq;
        started();
      }
      session = { id: ready.d.gateway_session_id, epoch: ready.d.sync_epoch };
      start = c.frames.findIndex((f) => f.op === ServerOp.Ready);
    }
    if (round > 0) await c.waitFor(ServerOp.CatchupComplete, () => true, 15_000);
    const last = until();
    await sleep(last ? 300 : 20 + (round % 4) * 15);
    c.close();
    await c.waitClose().catch(() => {});
    take(c, start);
    if (last) break;
  }
  return { name, events };
}

/** Pages through GET /events from the head at the start until told to stop, then to the head. */
async function restReader(name: string, who: TestClient, until: () => boolean, started: () => void): Promise<Reading> {
  const events: DurableEvent[] = [];
  let after = (await who.request<{ head_seq: number }>('GET', '/api/v1/events?after=0&limit=1')).body.head_seq;
  started();
  for (;;) {
    const last = until();
    const page = await who.request<{ events: DurableEvent[]; next_cursor: number; head_seq: number }>('GET', `/api/v1/events?after=${after}&limit=40`);
    expect(page.status, page.text).toBe(200);
    events.push(...page.body.events);
    after = page.body.next_cursor;
    if (last && after >= page.body.head_seq) break;
    if (after >= page.body.head_seq) await sleep(5);
  }
  return { name, events };
}

async function scenario(twin: boolean): Promise<{ leaks: string[]; seenWhileVisible: Record<string, number> }> {
  for (const node of [t.server, nodeB]) node.ctx.twins = twin ? { permissionStateAtArrival: true } : undefined;
  const owner = await t.client('alex');
  const ownerB = await TestClient.register(nodeB.url, 'alex');
  // The reader: a person of their own, with no other access than the channel given and taken.
  const handle = `reader-${uuidv7().slice(-8)}`;
  const readerId = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [readerId, handle]);
  const channel = (await owner.request<{ id: string }>('POST', `/api/v1/spaces/${t.ids.space}/channels`, { body: { name: handle } })).body.id;
  const thread = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, t.ids.space]);

  let toggling = true;
  const done = () => !toggling;
  // However the test ends (a failed check too): the writers and the reconnecting readers stop, and the
  // twin is off again on both nodes. Left going, they would write, reconnect and page on both nodes
  // through the next test (the twin's rounds), with the switch of this one.
  onTestFinished(() => {
    toggling = false;
    for (const node of [t.server, nodeB]) node.ctx.twins = undefined;
  });
  const [restA, restB, resumeB, identifyB, resumeA] = await Promise.all([
    TestClient.register(t.server.url, handle),
    TestClient.register(nodeB.url, handle),
    TestClient.register(nodeB.url, handle),
    TestClient.register(nodeB.url, handle),
    TestClient.register(t.server.url, handle),
  ]);
  // Every reader takes its starting position before the first grant: from there on, it has no access until its access.changed says so.
  let startedCount = 0;
  let allStarted!: () => void;
  const starting = new Promise<void>((resolve) => (allStarted = resolve));
  const started = () => {
    startedCount += 1;
    if (startedCount === 5) allStarted();
  };
  const readers = Promise.all([
    restReader('REST pages on node A', restA, done, started),
    restReader('REST pages on node B (slow link)', restB, done, started),
    gatewayReader('resume on node B (slow link)', nodeB.url, resumeB, ClientOp.Resume, done, started),
    gatewayReader('identify with cursor on node B (slow link)', nodeB.url, identifyB, ClientOp.Identify, done, started),
    gatewayReader('resume on node A', t.server.url, resumeA, ClientOp.Resume, done, started),
  ]);
  await starting;
  const writers = Promise.all(
    [owner, ownerB].map(async (w, i) => {
      for (let n = 0; toggling; n++) {
        const r = await w.postMessage(thread, `w${i}-${n}`);
        expect(r.status, r.text).toBe(201);
      }
    }),
  );
  for (let i = 0; i < CYCLES; i++) {
    const admin = i % 2 === 0 ? owner : ownerB;
    const grant = await admin.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: readerId }, target: { kind: 'channel', id: channel }, level: 'read' } });
    expect(grant.status, grant.text).toBe(201);
    await sleep(CYCLE_PAUSE_MS);
    const revoked = await admin.request('POST', `/api/v1/grants/${grant.body.id}/revoke`, { body: {} });
    expect(revoked.status, revoked.text).toBe(200);
    await sleep(CYCLE_PAUSE_MS);
  }
  toggling = false;
  await writers;
  const readings = await readers;
  const results = readings.map((r) => ({ name: r.name, ...leaks(r, readerId, channel) }));
  return { leaks: results.flatMap((r) => r.leaks), seenWhileVisible: Object.fromEntries(results.map((r) => [r.name, r.seenWhileVisible])) };
}

describe('a revocation takes effect at once on every catch-up path (1, 8.1, 8.3, 7.4)', () => {
  it('delivers nothing of a channel outside the times its access.changed gives it, by resume, identify with a cursor and REST pages, on two nodes', async () => {
    const result = await scenario(false);
    expect(result.leaks).toEqual([]);
    // Every reader did see the channel while it was theirs: on every path the check had something to find.
    for (const [reader, seen] of Object.entries(result.seenWhileVisible)) expect(seen, reader).toBeGreaterThan(0);
  }, 120_000);

  it('twin: the same check fails when catch-up takes the permission state at the arrival of the request', async () => {
    let found: string[] = [];
    for (let round = 0; round < 3 && found.length === 0; round++) found = (await scenario(true)).leaks;
    if (process.env.BOTHY_TEST_DEBUG) console.log(found.map((l) => l.split(":")[0]));
    expect(found.length).toBeGreaterThan(0);
  }, 300_000);
});

describe('the leak check (1, 8.1)', () => {
  const me = uuidv7();
  const ch = uuidv7();
  const at = (seq: number, type: string, extra: Partial<DurableEvent> = {}): DurableEvent =>
    ({ id: uuidv7(), seq, type, schema_version: 1, occurred_at: '', scope: {}, resource: { kind: 'principal', id: me }, payload: {}, permission_version: 1, ...extra }) as DurableEvent;
  const access = (seq: number, kind: 'added' | 'removed') => at(seq, EventType.AccessChanged, { payload: { permission_version: seq, added: kind === 'added' ? [{ kind: 'channel', id: ch, level: 'read' }] : [], removed: kind === 'removed' ? [{ kind: 'channel', id: ch }] : [], changed: [] } as never });
  const message = (seq: number) => at(seq, EventType.MessageCreated, { scope: { channel_id: ch } as never });
  it('reports an event of the channel before it is given and between its removal and its return, and nothing else', () => {
    const r = leaks({ name: 'x', events: [message(1), access(2, 'added'), message(3), access(4, 'removed'), message(5), access(6, 'added'), message(7)] }, me, ch);
    expect(r.leaks).toHaveLength(2);
    expect(r.leaks[0]).toContain('seq 1');
    expect(r.leaks[1]).toContain('seq 5');
    expect(r.seenWhileVisible).toBe(2);
  });
});
