import { ClientOp, PROTOCOL_VERSIONS, ServerOp, validateServerFrame, type ServerFrameOf } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let alex: TestClient;
let sam: TestClient;
const open: GatewayTestClient[] = [];

const PAGE = 4;

const t = useTestServer({ 'sync.catchup_page_size': PAGE, 'sync.cursor_advance_every': 3, 'sync.heartbeat_interval': '2s' });
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
});
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

async function connect(): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(t.server.url);
  open.push(c);
  return c;
}

function everyFrameValid(c: GatewayTestClient): void {
  for (const f of c.frames) expect(validateServerFrame(f), `${f.op}: ${JSON.stringify(validateServerFrame.errors)}`).toBe(true);
}

describe('hello and ready (6.3)', () => {
  it('sends hello at once with the intervals, protocol versions, a fresh nonce, server time and sync epoch', async () => {
    const c = await connect();
    const hello = await c.hello();
    expect(hello.d.heartbeat_interval_ms).toBe(2000);
    expect(hello.d.resume_window_ms).toBe(5 * 60_000);
    expect(hello.d.protocol_versions).toEqual([...PROTOCOL_VERSIONS]);
    expect(hello.d.dpop_nonce.length).toBeGreaterThan(10);
    expect(Math.abs(Date.parse(hello.d.server_time) - Date.now())).toBeLessThan(5000);
    const other = await (await connect()).hello();
    expect(other.d.dpop_nonce).not.toBe(hello.d.dpop_nonce);
    expect(other.d.sync_epoch).toBe(hello.d.sync_epoch);
  });

  it('answers identify with ready: session, principal, device, permission version, head_seq, epoch and snapshot; then catchup.complete', async () => {
    const c = await connect();
    const ready = await c.identify(sam);
    expect(ready.d.principal).toEqual({ id: sam.principalId, kind: 'user' });
    expect(ready.d.device_id).toBe(sam.deviceId);
    expect(ready.d.snapshot!.head_seq).toBe(ready.d.head_seq);
    expect(ready.d.snapshot!.spaces.map((s) => s.id)).toEqual([t.ids.space]);
    const complete = await c.waitFor(ServerOp.CatchupComplete);
    expect(complete.d.head_seq).toBe(ready.d.head_seq);
    everyFrameValid(c);
  });
});

describe('send a message online (16.1)', () => {
  it('delivers message.created to the sender as an echo with client_msg_id and to the other client, with the same seq', async () => {
    const a = await connect();
    const s = await connect();
    await a.identify(alex);
    await s.identify(sam);
    await a.waitFor(ServerOp.CatchupComplete);
    await s.waitFor(ServerOp.CatchupComplete);
    const clientMsgId = uuidv7();
    const posted = await sam.postMessage(t.ids.welcomeThread, 'hello, live', clientMsgId);
    expect(posted.status).toBe(201);
    const echo = await s.waitFor(ServerOp.Dispatch, (f) => f.d.type === 'message.created' && f.d.client_msg_id === clientMsgId);
    const other = await a.waitFor(ServerOp.Dispatch, (f) => f.d.type === 'message.created' && f.d.client_msg_id === clientMsgId);
    expect(echo.d).toEqual(other.d);
    expect((echo.d.payload as { message: { id: string } }).message.id).toBe(posted.body.id);
    everyFrameValid(s);
  });
});

describe('reconnect with catch-up (16.3, 7.1, 7.2)', () => {
  it('catches up from the cursor in pages with cursor frames, then catchup.complete, and nothing twice', async () => {
    const first = await connect();
    const ready = await first.identify(sam);
    const cursor = ready.d.head_seq;
    first.close();
    for (let i = 0; i < 10; i++) await alex.postMessage(t.ids.welcomeThread, `while away ${i}`);
    const c = await connect();
    const again = await c.identify(sam, { cursor, sync_epoch: ready.d.sync_epoch });
    await c.waitFor(ServerOp.CatchupComplete);
    const seqs = c.seqs();
    expect(seqs).toEqual(Array.from({ length: again.d.head_seq - cursor }, (_, i) => cursor + 1 + i));
    const cursors = c.frames.filter((f): f is ServerFrameOf<typeof ServerOp.Cursor> => f.op === ServerOp.Cursor).map((f) => f.d.seq);
    expect(cursors.length).toBeGreaterThanOrEqual(Math.ceil(10 / PAGE));
    expect(cursors).toEqual([...cursors].sort((x, y) => x - y));
    expect(cursors[cursors.length - 1]).toBe(again.d.head_seq);
    const ops = c.ops();
    expect(ops.indexOf(ServerOp.CatchupComplete)).toBeGreaterThan(ops.lastIndexOf(ServerOp.Cursor));
    everyFrameValid(c);
  });

  it('buffers live events written during catch-up and sends them after catchup.complete, in seq order, never mixed in', async () => {
    const first = await connect();
    const ready = await first.identify(sam);
    first.close();
    for (let i = 0; i < 12; i++) await alex.postMessage(t.ids.welcomeThread, `backlog ${i}`);
    const c = await connect();
    const identifying = c.identify(sam, { cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    // Writers keep writing while the catch-up runs.
    const writes = Promise.all(Array.from({ length: 8 }, (_, i) => alex.postMessage(t.ids.welcomeThread, `live ${i}`)));
    const again = await identifying;
    await writes;
    const head = (await alex.request<{ head_seq: number }>('GET', '/api/v1/events?after=0&limit=1')).body.head_seq;
    await c.waitFor(ServerOp.Dispatch, (f) => (f.d as { seq?: number }).seq === head);
    const seqs = c.seqs();
    expect(seqs).toEqual(Array.from({ length: head - ready.d.head_seq }, (_, i) => ready.d.head_seq + 1 + i));
    const completeAt = c.ops().indexOf(ServerOp.CatchupComplete);
    const dispatchSeqs = c.frames.map((f, i) => ({ f, i })).filter(({ f }) => f.op === ServerOp.Dispatch);
    for (const { f, i } of dispatchSeqs) {
      const seq = (f.d as { seq: number }).seq;
      if (seq <= again.d.head_seq) expect(i).toBeLessThan(completeAt);
      else expect(i).toBeGreaterThan(completeAt);
    }
  });

  it('skips invisible events with cursor frames that reach past them (7.1)', async () => {
    const space = uuidv7();
    const channel = uuidv7();
    const thread = uuidv7();
    await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Hidden')`, [space]);
    await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'h')`, [channel, space]);
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, space]);
    const first = await connect();
    const ready = await first.identify(sam);
    first.close();
    for (let i = 0; i < 7; i++) await alex.postMessage(thread, `hidden ${i}`);
    const c = await connect();
    const again = await c.identify(sam, { cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    await c.waitFor(ServerOp.CatchupComplete);
    expect(c.seqs()).toEqual([]);
    const cursors = c.frames.filter((f): f is ServerFrameOf<typeof ServerOp.Cursor> => f.op === ServerOp.Cursor).map((f) => f.d.seq);
    expect(cursors[cursors.length - 1]).toBe(again.d.head_seq);
  });
});

describe('resync_required on the gateway (7.3)', () => {
  it('answers a foreign epoch and a cursor ahead with resync_required, stays open and is live from head_seq', async () => {
    for (const extra of [{ cursor: 1, sync_epoch: uuidv7() }, { cursor: 10_000_000 }]) {
      const c = await connect();
      const ready = await c.identify(sam, extra);
      const resync = await c.waitFor(ServerOp.ResyncRequired);
      expect(resync.d.reason).toBe(extra.sync_epoch ? 'epoch_changed' : 'cursor_ahead');
      expect(resync.d.head_seq).toBe(ready.d.head_seq);
      await c.waitFor(ServerOp.CatchupComplete);
      const id = uuidv7();
      await alex.postMessage(t.ids.welcomeThread, 'after resync', id);
      await c.waitFor(ServerOp.Dispatch, (f) => f.d.client_msg_id === id);
      expect(c.closed).toBeUndefined();
    }
  });
});

describe('heartbeat (6.3)', () => {
  it('answers heartbeat with heartbeat_ack', async () => {
    const c = await connect();
    await c.identify(sam);
    c.send({ op: ClientOp.Heartbeat, d: { last_seq: 1 } });
    await c.waitFor(ServerOp.HeartbeatAck);
  });
});

describe('resume (6.3)', () => {
  it('resumes a session within the window, restores focus, answers resumed, then catches up', async () => {
    const first = await connect();
    const ready = await first.identify(sam);
    first.send({ op: ClientOp.Focus, d: { thread_ids: [t.ids.welcomeThread], idle: false } });
    first.send({ op: ClientOp.Heartbeat, d: {} });
    await first.waitFor(ServerOp.HeartbeatAck);
    first.terminate();
    const id = uuidv7();
    await alex.postMessage(t.ids.welcomeThread, 'during the pause', id);
    const c = await connect();
    const resumed = await c.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    expect(resumed.d.gateway_session_id).toBe(ready.d.gateway_session_id);
    await c.waitFor(ServerOp.Dispatch, (f) => f.d.client_msg_id === id);
    await c.waitFor(ServerOp.CatchupComplete);
    // Focus came back: typing in the focused thread reaches this connection.
    const typist = await connect();
    await typist.identify(alex);
    await typist.waitFor(ServerOp.CatchupComplete);
    typist.send({ op: ClientOp.TypingStart, d: { thread_id: t.ids.welcomeThread } });
    const typing = await c.waitFor(ServerOp.Dispatch, (f) => f.d.type === 'typing.started');
    expect((typing.d.payload as { principal_id: string }).principal_id).toBe(alex.principalId);
  });

  it('closes with 4006 when the session is unknown', async () => {
    const c = await connect();
    const hello = await c.hello();
    c.send({ op: ClientOp.Resume, d: { gateway_session_id: uuidv7(), access_token: sam.accessToken, dpop: await sam.proofFor('GET', c.htu, hello.d.dpop_nonce), cursor: 0, sync_epoch: hello.d.sync_epoch } });
    expect((await c.waitClose()).code).toBe(4006);
  });
});

describe('send offline, then reconnect (16.2)', () => {
  it('resumes, catches up, and a repeated POST after a lost answer yields exactly one message and one event', async () => {
    const first = await connect();
    const ready = await first.identify(sam);
    first.terminate(); // network gone
    const clientMsgId = uuidv7();
    const c = await connect();
    await c.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    await c.waitFor(ServerOp.CatchupComplete);
    const lost = await sam.postMessage(t.ids.welcomeThread, 'sent offline', clientMsgId); // the answer is "lost": the client retries
    expect(lost.status).toBe(201);
    const retry = await sam.postMessage(t.ids.welcomeThread, 'sent offline', clientMsgId);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    await c.waitFor(ServerOp.Dispatch, (f) => f.d.client_msg_id === clientMsgId);
    await new Promise((r) => setTimeout(r, 100));
    expect(c.frames.filter((f) => f.op === ServerOp.Dispatch && f.d.client_msg_id === clientMsgId)).toHaveLength(1);
  });
});

describe('the upgrade and operations (6.3)', () => {
  it('refuses an upgrade from an Origin that is not allowed, and accepts one without Origin or from the same origin', async () => {
    await expect(GatewayTestClient.connect(t.server.url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const same = await GatewayTestClient.connect(t.server.url, { origin: t.server.url });
    open.push(same);
    await same.hello();
  });

  it('exposes Prometheus metrics: connections by state, frames by op, queue depth, catch-up time, closes by code, delivery lag', async () => {
    const c = await connect();
    await c.identify(sam);
    await c.waitFor(ServerOp.CatchupComplete);
    const text = await (await fetch(`${t.server.url}/metrics`)).text();
    for (const name of ['bothy_gateway_connections', 'bothy_gateway_frames_sent_total', 'bothy_gateway_outbound_queue_frames', 'bothy_gateway_catchup_duration_seconds', 'bothy_gateway_closes_total', 'bothy_gateway_delivery_lag_events']) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/bothy_gateway_connections\{state="live"\} [1-9]/);
    expect(text).toMatch(/bothy_gateway_frames_sent_total\{op="ready"\} [1-9]/);
  });
});
