// The live box across nodes and under pressure (11.3, 12, 7.2, R-SY-25; D163,
// D164): a reader on a second node gets the same run.updated frames as a reader
// on the first (NOTIFY ephemeral carries IDs and the version; each node reads the
// ops); a reader whose outbound queue is full loses the collected patches, gets
// the document as snapshot later and is never closed for it (never 4014).
import { ClientOp, ServerOp } from '@bothy/generated';
import { describe, expect, it, afterEach } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { documentFrom, updates } from '../support/livebox.ts';
import { useRunSuite, type TriggeredRun } from '../support/runs.ts';
import type { TestClient } from '../support/server.ts';

const MIN = 20;
// No G9 recording from this file: the twin's frames break the run chain on purpose, and the soak's 500
// readers would make the recordings huge; live-box.test.ts records the chained run.updated frames.
// On a loaded machine (a full CI run) two deadlines of the server closed these tests' readers, rightly
// (6.4) but beside what the tests are about (the full queue's drop and the snapshot after it, 7.2): the
// slow readers stop reading while the agents patch, which took longer than gateway.write_timeout (10s:
// 4014), and the soak's 500 readers, which send no heartbeat, took longer to set up than
// sync.heartbeat_interval × sync.heartbeat_miss_limit (4009 for the first ones). Both are far here
// (agent.presence_timeout must stay above the heartbeat interval).
const s = useRunSuite({ overrides: { 'agent.run_update_min_interval': `${MIN}ms`, 'sync.run_patch_coalesce_interval': '50ms', 'sync.outbound_queue_max': 8, 'gateway.write_timeout': '10m', 'sync.heartbeat_interval': '10m', 'agent.presence_timeout': '30m', 'cluster.mode': 'multi', 'server.record_frames_dir': '' } });
const t = s.t;
const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});
const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));
const call = (r: TriggeredRun, path: string, body?: unknown, method = 'POST') => r.agent.request<Record<string, unknown>>(method, `/api/v1/runs/${r.runId}${path}`, body);

async function running(): Promise<TriggeredRun> {
  const r = await s.triggered();
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  expect((await call(r, '/start', { invocation_token: d.invocationToken, billing_mode_used: 'subscription', tool_class_used: 'read' })).status).toBe(200);
  return r;
}

/** A second device of the run's person (one connection per device, 6.1). */
async function secondDevice(r: TriggeredRun): Promise<TestClient> {
  const { rows } = await t.db.pool.query<{ handle: string }>(`SELECT handle FROM principals WHERE id = $1`, [r.person.who.principalId]);
  return t.client(rows[0]!.handle);
}

async function reader(who: TestClient, url: string, thread: string): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.identify(who);
  await c.waitFor(ServerOp.CatchupComplete);
  c.send({ op: ClientOp.Focus, d: { thread_ids: [thread], idle: false } });
  return c;
}

/** Patches the run `n` times at its limit; the stored document at the end. */
async function patchAtLimit(r: TriggeredRun, n: number, size = 10): Promise<Record<string, unknown>> {
  let v = Number((await call(r, '', undefined, 'GET')).body.version);
  for (let i = 0; i < n; i++) {
    const res = await call(r, '', { base_version: v, ops: [{ op: 'add', path: '/status_line', value: `${i} ${'x'.repeat(size)}` }, { op: 'add', path: `/steps/s${i % 7}`, value: { ordinal: i, kind: 'tool', name: `n${i}`, status: 'running' } }] }, 'PATCH');
    if (res.status === 429) {
      await pause(MIN);
      i--;
      continue;
    }
    expect(res.status, res.text).toBe(200);
    v = Number(res.body.version);
    await pause(MIN);
  }
  return (await call(r, '', undefined, 'GET')).body.document as Record<string, unknown>;
}

describe('run.updated on several nodes (12, R-SY-25)', () => {
  it('a reader on node B gets the frames a reader on node A gets, and both end at the stored document', async () => {
    const nodeB = await t.startNode({ 'cluster.mode': 'multi' });
    const r = await running();
    const onA = await reader(r.person.who, t.server.url, r.person.thread);
    const onB = await reader((await secondDevice(r)).at(nodeB.url), nodeB.url, r.person.thread);
    await until('both snapshots', () => updates(onA, r.runId).length > 0 && updates(onB, r.runId).length > 0);
    const stored = await patchAtLimit(r, 12);
    const at = (c: GatewayTestClient) => updates(c, r.runId).at(-1)?.version;
    await until('both readers at the stored version', () => at(onA) === stored.version && at(onB) === stored.version);
    expect(isDeepStrictEqual(documentFrom(updates(onA, r.runId)), stored)).toBe(true);
    expect(isDeepStrictEqual(documentFrom(updates(onB, r.runId)), stored)).toBe(true);
    // Both got patch frames, not only snapshots. The same patch frames: the coalescing windows of the two
    // nodes run on their own timers and need not line up (on a loaded machine none may), so the ops of
    // the windows they share are compared; that both end at the stored document is checked above.
    const windows = (c: GatewayTestClient) => new Map(updates(c, r.runId).filter((u) => u.ops).map((u) => [`${u.base_version}-${u.version}`, JSON.stringify(u.ops)]));
    const a = windows(onA);
    const b = windows(onB);
    expect(a.size).toBeGreaterThan(0);
    expect(b.size).toBeGreaterThan(0);
    const shared = [...a.keys()].filter((k) => b.has(k));
    for (const k of shared) expect(b.get(k)).toBe(a.get(k));
  });
});

/** A reader that stops reading while the run is patched 60 times with large frames; its frames and the stored document (`reaches`: waits for the stored version first). */
async function slowReader(reaches = true): Promise<{ frames: ReturnType<typeof updates>; stored: Record<string, unknown>; open: boolean }> {
  const r = await running();
  const slow = await reader(r.person.who, t.server.url, r.person.thread);
  await until('the snapshot', () => updates(slow, r.runId).length === 1);
  // The reader stops reading: the socket buffers and then the queue (sync.outbound_queue_max = 8) fill.
  const socket = (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
  socket.pause();
  const stored = await patchAtLimit(r, 60, 500_000);
  socket.resume();
  // The owed snapshot comes with a later window, which a loaded machine may hold back longer than any
  // quiet spell: first the stored version (not for the twin, whose dropped frames never come), then quiet.
  if (reaches) await until('the reader at the stored version', () => updates(slow, r.runId).at(-1)?.version === stored.version, 15_000);
  await until('the reader is quiet', async () => {
    const n = updates(slow, r.runId).length;
    await pause(300);
    return updates(slow, r.runId).length === n && updates(slow, r.runId).at(-1)?.version !== undefined;
  }, 15_000);
  return { frames: updates(slow, r.runId), stored, open: slow.ws.readyState === slow.ws.OPEN };
}

describe('a full outbound queue (7.2, 11.3)', () => {
  it('drops the collected patches, sends the document as snapshot when there is room, and never closes the connection', async () => {
    const { frames, stored, open: stillOpen } = await slowReader();
    expect(frames.filter((u) => u.snapshot).length, 'a snapshot after the full queue').toBeGreaterThan(1);
    expect(isDeepStrictEqual(documentFrom(frames), stored)).toBe(true);
    expect(stillOpen).toBe(true);
  }, 90_000);

  it('twin: counting a dropped frame as sent leaves the reader with a gap (its document is not the stored one)', async () => {
    t.server.ctx.twins = { liveDroppedAsSent: true };
    try {
      const { frames, stored } = await slowReader(false);
      expect(isDeepStrictEqual(documentFrom(frames), stored)).toBe(false);
    } finally {
      t.server.ctx.twins = undefined;
    }
  }, 90_000);
});

describe('soak (11.3, 7.2; bounded): 20 agents at their limit, readers on two nodes, one slow reader', () => {
  // 500 readers, half on each node, as the issue sizes it (about 25 s here; BOTHY_TEST_SOAK_READERS sets
  // another count). 2 s of patches at a 20 ms limit; the slow reader stops reading while the agents patch.
  const READERS = Number(process.env.BOTHY_TEST_SOAK_READERS ?? 500);
  it(`no reader of ${READERS} is closed, and every reader’s document of every run equals the stored one`, async () => {
    const nodeB = await t.startNode({ 'cluster.mode': 'multi' });
    const first = await running();
    const person = first.person;
    const runs = [first];
    for (let i = 1; i < 20; i++) {
      const r = await s.triggered({ person });
      const d = await s.prepare(r, false);
      if (!d.deliver) throw new Error('the gate refused the delivery');
      expect((await call(r, '/start', { invocation_token: d.invocationToken, billing_mode_used: 'subscription', tool_class_used: 'read' })).status).toBe(200);
      runs.push(r);
    }
    const threads = runs.map((r) => r.person.thread);
    const readers: GatewayTestClient[] = [];
    for (let i = 0; i < READERS; i++) {
      const dev = await secondDevice(first);
      const url = i % 2 ? nodeB.url : t.server.url;
      const c = await GatewayTestClient.connect(url);
      open.push(c);
      await c.identify(i % 2 ? dev.at(url) : dev);
      await c.waitFor(ServerOp.CatchupComplete);
      c.send({ op: ClientOp.Focus, d: { thread_ids: threads, idle: false } });
      readers.push(c);
    }
    await until('every reader has every snapshot', () => readers.every((c) => runs.every((r) => updates(c, r.runId).length > 0)), 15_000 + READERS * 60);
    const slow = (readers[0]!.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    slow.pause();
    const deadline = Date.now() + 2000;
    await Promise.all(runs.map(async (r) => {
      let v = Number((await call(r, '', undefined, 'GET')).body.version);
      for (let i = 0; Date.now() < deadline; i++) {
        const res = await call(r, '', { base_version: v, ops: [{ op: 'add', path: '/status_line', value: `${i} ${'y'.repeat(4000)}` }, { op: 'add', path: `/steps/s${i % 5}`, value: { ordinal: i, kind: 'tool', name: `n${i}`, status: 'running' } }] }, 'PATCH');
        if (res.status === 200) v = Number(res.body.version);
        else expect(res.status, res.text).toBe(429);
        await pause(MIN);
      }
    }));
    slow.resume();
    const stored = new Map<string, Record<string, unknown>>();
    for (const r of runs) stored.set(r.runId, (await call(r, '', undefined, 'GET')).body.document as Record<string, unknown>);
    const equal = () => readers.every((c) => runs.every((r) => isDeepStrictEqual(documentFrom(updates(c, r.runId)), stored.get(r.runId))));
    await until('every reader at every stored document', equal, 20_000 + READERS * 60);
    expect(readers.filter((c) => c.ws.readyState !== c.ws.OPEN)).toEqual([]);
  }, 90_000 + READERS * 400);
});
