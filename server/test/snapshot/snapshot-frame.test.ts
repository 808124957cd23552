// ready's snapshot never takes a frame past sync.ws_max_frame_bytes (2.3, 6.3; D477). A person who
// reads more threads than one frame's read states can name gets ready without the snapshot, naming
// the bytes it would have had, then resync_required snapshot_too_large at ready's head (7.3): the
// client loads GET /api/v1/sync/snapshot and is live from there. An agent's consumer catches up from
// its acked_seq as always (15.2). The check: every server frame is at most the limit, and the
// snapshot is there by REST. Twin: snapshotPastFrame (ready carries it whole at any size).
// Real server, PostgreSQL and sockets; a small frame limit and a few hundred threads stand for a
// large deployment (10,000 threads made a ready of 1.18 MB against the default 1 MiB).
import { ClientOp, EventType, ResyncReason, ServerOp, type ServerFrame } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { boundedFrameText } from '../../src/gateway/outbound.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const MAX_FRAME = 24_000;
const THREADS = 300; // about 118 bytes of read state each: some 35 KB of snapshot
// No G9 recording from this file: the twin sends a frame over the limit on purpose.
const t = useTestServer({ 'sync.ws_max_frame_bytes': MAX_FRAME, 'sync.event_payload_max_bytes': 16_384, 'server.record_frames_dir': '' });
let sam: TestClient;
const open: GatewayTestClient[] = [];

beforeAll(async () => {
  sam = await t.client('sam');
  const ids = Array.from({ length: THREADS }, () => uuidv7());
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) SELECT id, $2, $3, 'many' FROM unnest($1::uuid[]) AS id`, [ids, t.ids.general, t.ids.space]);
});
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
  t.server.ctx.twins = undefined;
});

async function connect(): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(t.server.url);
  open.push(c);
  await c.hello();
  return c;
}

/** The server frames over the limit, by their bytes (the server writes JSON.stringify of each frame). */
const framesOverLimit = (c: GatewayTestClient): { op: string; bytes: number }[] =>
  c.frames.map((f: ServerFrame) => ({ op: f.op, bytes: Buffer.byteLength(JSON.stringify(f)) })).filter((f) => f.bytes > MAX_FRAME);

const ops = (c: GatewayTestClient) => c.frames.map((f) => (f.op === ServerOp.ResyncRequired ? `${f.op}:${f.d.reason}` : f.op));

async function restSnapshot(): Promise<{ head_seq: number; read_states: { thread_id: string }[] }> {
  const res = await sam.request<{ head_seq: number; read_states: { thread_id: string }[] }>('GET', '/api/v1/sync/snapshot');
  expect(res.status).toBe(200);
  return res.body;
}

describe('ready without its snapshot when the snapshot would pass sync.ws_max_frame_bytes (2.3, 6.3, 7.3; D477)', () => {
  it('a person gets ready naming snapshot_too_large, then resync_required snapshot_too_large at its head; no frame passes the limit', async () => {
    const c = await connect();
    const ready = await c.identify(sam);
    await c.waitFor(ServerOp.CatchupComplete);
    expect(ready.d.snapshot).toBeUndefined();
    expect(ready.d.snapshot_too_large).toBeGreaterThan(MAX_FRAME);
    expect(ops(c)).toEqual([ServerOp.Hello, ServerOp.Ready, `${ServerOp.ResyncRequired}:${ResyncReason.SnapshotTooLarge}`, ServerOp.CatchupComplete]);
    const resync = c.frames.find((f) => f.op === ServerOp.ResyncRequired) as Extract<ServerFrame, { op: typeof ServerOp.ResyncRequired }>;
    expect(resync.d).toEqual({ reason: ResyncReason.SnapshotTooLarge, head_seq: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    expect(framesOverLimit(c)).toEqual([]);
    // Counted for the operator (one log line a minute at most; the counter counts each).
    const metrics = await (await fetch(`${t.server.url}/metrics`)).text();
    expect(Number(/bothy_gateway_snapshots_left_out_total\{frame="ready"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    // The snapshot the client then loads names every thread, at or after ready's head.
    const snap = await restSnapshot();
    expect(snap.head_seq).toBeGreaterThanOrEqual(ready.d.head_seq);
    expect(snap.read_states.length).toBeGreaterThanOrEqual(THREADS);
    // Live from the head: a new message reaches the connection.
    const posted = await sam.postMessage(t.ids.welcomeThread, 'after a ready without its snapshot');
    expect(posted.status).toBe(201);
    await c.waitFor(ServerOp.Dispatch, (f) => f.d.type === EventType.MessageCreated && f.d.resource?.id === posted.body.id);
  });

  it('a person with a cursor is sent to the snapshot too, with no catch-up before the reload (presence and counters come only with it)', async () => {
    const first = await connect();
    const ready = await first.identify(sam);
    await first.waitFor(ServerOp.CatchupComplete);
    first.terminate();
    await sam.postMessage(t.ids.welcomeThread, 'while away');
    const c = await connect();
    const again = await c.identify(sam, { cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    await c.waitFor(ServerOp.CatchupComplete);
    expect(again.d.snapshot).toBeUndefined();
    expect(ops(c)).toEqual([ServerOp.Hello, ServerOp.Ready, `${ServerOp.ResyncRequired}:${ResyncReason.SnapshotTooLarge}`, ServerOp.CatchupComplete]);
    expect(framesOverLimit(c)).toEqual([]);
  });

  it('another reason goes first: a foreign epoch is epoch_changed, and no second resync_required follows', async () => {
    const c = await connect();
    await c.identify(sam, { cursor: 1, sync_epoch: uuidv7() });
    await c.waitFor(ServerOp.CatchupComplete);
    expect(ops(c)).toEqual([ServerOp.Hello, ServerOp.Ready, `${ServerOp.ResyncRequired}:${ResyncReason.EpochChanged}`, ServerOp.CatchupComplete]);
  });

  it("an agent's consumer gets ready without the snapshot and catches up from its acked_seq, with no resync_required (15.2)", async () => {
    const token = await t.apiToken('helper');
    const c = await connect();
    c.send({ op: ClientOp.Identify, d: { api_token: token, consumer: `big-${uuidv7().slice(-6)}`, protocol_version: 1 } });
    const ready = await c.waitFor(ServerOp.Ready);
    await c.waitFor(ServerOp.CatchupComplete, () => true, 15_000);
    expect(ready.d.snapshot).toBeUndefined();
    expect(ready.d.snapshot_too_large).toBeGreaterThan(MAX_FRAME);
    expect(c.frames.some((f) => f.op === ServerOp.ResyncRequired)).toBe(false);
    expect(framesOverLimit(c)).toEqual([]);
  });

  it('the bound is exact: a ready of exactly the limit carries its snapshot, one byte less of limit leaves it out (boundedFrameText)', async () => {
    const c = await connect();
    const ready = await c.identify(sam);
    const d = { ...ready.d, snapshot: (await restSnapshot()) as unknown as NonNullable<typeof ready.d.snapshot> };
    delete d.snapshot_too_large;
    const text = (limit: number, doc = d) => boundedFrameText(ServerOp.Ready, doc, 'snapshot', limit);
    const bytes = Buffer.byteLength(JSON.stringify({ op: ServerOp.Ready, d }));
    expect(text(bytes).leftOutBytes).toBeUndefined();
    expect(JSON.parse(text(bytes).text)).toEqual({ op: ServerOp.Ready, d });
    const left = text(bytes - 1);
    expect(left.leftOutBytes).toBe(bytes);
    expect(JSON.parse(left.text).d.snapshot).toBeUndefined();
    expect(JSON.parse(left.text).d.snapshot_too_large).toBe(bytes);
    // Multi-byte text counts in bytes, not UTF-16 units.
    const wide = { ...d, snapshot: { ...d.snapshot, feature_flags: { ['\u00e9'.repeat(1000)]: true } } };
    const wideBytes = Buffer.byteLength(JSON.stringify({ op: ServerOp.Ready, d: wide }));
    expect(text(wideBytes - 1, wide).leftOutBytes).toBe(wideBytes);
  });

  it('twin: a ready that carries the snapshot at any size passes the limit, and the check sees it', async () => {
    t.server.ctx.twins = { snapshotPastFrame: true };
    const c = await connect();
    const ready = await c.identify(sam);
    await c.waitFor(ServerOp.CatchupComplete);
    expect(ready.d.snapshot).toBeDefined();
    expect(framesOverLimit(c).map((f) => f.op)).toEqual([ServerOp.Ready]);
  });
});
