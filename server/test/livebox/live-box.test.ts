// The live box (11.2, 11.3, R-SY-05, R-SY-06, R-SY-27; D160-D164): the adapter's
// RFC 6902 patch through PATCH /runs/{id} and run.update, one code path; run.updated
// to the connections that focus the run's thread (thread_ids or
// background_thread_ids) and may read it, coalesced, starting with the whole
// document; a reader's document equals the stored one. Real server, PostgreSQL and
// sockets; every wait is bounded.
import { ClientOp, ProblemCode, ServerOp, type JsonPatchOp } from '@bothy/generated';
import { isDeepStrictEqual } from 'node:util';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { connectAgent, until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { documentFrom, updates } from '../support/livebox.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, useRunSuite, type TriggeredRun } from '../support/runs.ts';
import { checkStalls } from '../../src/runs/patch.ts';

const MIN = 150;
const STALL = 400;
const s = useRunSuite({ overrides: { 'agent.run_update_min_interval': `${MIN}ms`, 'sync.run_patch_coalesce_interval': '100ms', 'server.run_stall_after': `${STALL}ms` } });
const t = s.t;
const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const call = (r: TriggeredRun, path: string, body?: unknown, method = 'POST') => r.agent.request<Record<string, unknown>>(method, `/api/v1/runs/${r.runId}${path}`, body);
const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

async function running(): Promise<TriggeredRun> {
  const r = await s.triggered();
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  expect((await call(r, '/start', startBody(d.invocationToken))).status).toBe(200);
  return r;
}

async function versionOf(r: TriggeredRun): Promise<number> {
  return Number((await call(r, '', undefined, 'GET')).body.version);
}

async function patch(r: TriggeredRun, ops: JsonPatchOp[], base?: number) {
  return call(r, '', { base_version: base ?? (await versionOf(r)), ops }, 'PATCH');
}

async function watcher(r: TriggeredRun, focus: { thread_ids?: string[]; background_thread_ids?: string[] }): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(t.server.url);
  open.push(c);
  await c.identify(r.person.who);
  await c.waitFor(ServerOp.CatchupComplete);
  c.send({ op: ClientOp.Focus, d: { thread_ids: focus.thread_ids ?? [], idle: false, ...(focus.background_thread_ids ? { background_thread_ids: focus.background_thread_ids } : {}) } });
  return c;
}

describe('PATCH /runs/{id} (11.2): RFC 6902 on the run document', () => {
  it('stores add, replace and remove, increments runs.version and answers it', async () => {
    const r = await running();
    const v = await versionOf(r);
    const res = await patch(r, [
      { op: 'add', path: '/status_line', value: 'reading the code' },
      { op: 'add', path: '/steps/s1', value: { ordinal: 0, kind: 'tool', name: 'grep', status: 'running' } },
      { op: 'add', path: '/plan', value: [{ id: 'p1', text: 'look', status: 'in_progress' }] },
    ], v);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ version: v + 1 });
    await pause(MIN);
    expect((await patch(r, [{ op: 'replace', path: '/steps/s1/status', value: 'done' }, { op: 'remove', path: '/plan/0' }], v + 1)).status).toBe(200);
    const doc = (await call(r, '', undefined, 'GET')).body.document as Record<string, unknown>;
    expect(doc).toMatchObject({ version: v + 2, status_line: 'reading the code', plan: [], steps: { s1: { status: 'done' } } });
  });

  it.each([
    ['/state', { op: 'replace', path: '/state', value: 'completed' }],
    ['/version', { op: 'replace', path: '/version', value: 99 }],
    ['/times', { op: 'add', path: '/times/x', value: 1 }],
    ['/stall_warned_at', { op: 'add', path: '/stall_warned_at', value: '2026-01-01T00:00:00Z' }],
    ['remove of a follow-up', { op: 'remove', path: '/followups/00000000-0000-7000-8000-000000000000' }],
  ] as [string, JsonPatchOp][])('a path outside the allow-list (RunPatchOp, D160) is 400 validation_failed: %s', async (_name, op) => {
    const r = await running();
    const res = await patch(r, [{ op: 'add', path: '/status_line', value: 'ok' }, op]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/ops/1' }] });
  });

  it('the result must match run_document.v1, and an op that does not apply is 400 naming it', async () => {
    const r = await running();
    const bad = await patch(r, [{ op: 'add', path: '/steps/s1', value: { ordinal: 0 } }]);
    expect(bad.body, bad.text).toMatchObject({ code: ProblemCode.ValidationFailed });
    expect((await patch(r, [{ op: 'replace', path: '/steps/none/status', value: 'done' }])).body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/ops/0' }] });
  });

  it('a step carries times as 11.1 names them (D365), and started_at/ended_at still', async () => {
    const r = await running();
    const times = { started_at: '2026-12-04T10:00:00.000Z' };
    const res = await patch(r, [
      { op: 'add', path: '/steps/s1', value: { ordinal: 0, kind: 'tool', name: 'grep', status: 'running', times } },
      { op: 'add', path: '/steps/s1/ended_at', value: '2026-12-04T10:00:01.000Z' },
    ]);
    expect(res.status, res.text).toBe(200);
    const { rows } = await t.db.pool.query<{ document: { steps: Record<string, unknown> } }>('SELECT document FROM runs WHERE id = $1', [r.runId]);
    expect(rows[0]!.document.steps.s1).toMatchObject({ times, ended_at: '2026-12-04T10:00:01.000Z' });
  });

  it('a wrong base_version is 409 base_version_conflict with the current document', async () => {
    const r = await running();
    const v = await versionOf(r);
    const res = await patch(r, [{ op: 'add', path: '/status_line', value: 'x' }], v - 1);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: ProblemCode.BaseVersionConflict, current: { version: v, state: 'running' } });
  });

  it('faster than agent.run_update_min_interval per run is 429 rate_limited; after it, the next patch goes', async () => {
    const r = await running();
    const v = await versionOf(r);
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'a' }], v)).status).toBe(200);
    const fast = await patch(r, [{ op: 'replace', path: '/status_line', value: 'b' }], v + 1);
    expect(fast.status).toBe(429);
    expect(fast.body).toMatchObject({ code: ProblemCode.RateLimited });
    await pause(MIN + 20);
    expect((await patch(r, [{ op: 'replace', path: '/status_line', value: 'b' }], v + 1)).status).toBe(200);
  });

  /** A patch refused 429 under Idempotency-Key K, and the same request with K after the interval. */
  async function retriedUnderKey(): Promise<{ first: number; retry: { status: number; replay: string | null } }> {
    const r = await running();
    let v = await versionOf(r);
    let key = '';
    let body = {};
    let fast = { status: 0 };
    // The second patch must come within agent.run_update_min_interval of the first; on a loaded machine it may
    // not, and then it is simply applied: try again (a few times at most) until one is refused.
    for (let attempt = 0; attempt < 5 && fast.status !== 429; attempt++) {
      expect((await patch(r, [{ op: 'add', path: '/status_line', value: `a${attempt}` }], v)).status).toBe(200);
      v += 1;
      key = uuidv7();
      body = { base_version: v, ops: [{ op: 'replace', path: '/status_line', value: 'b' }] };
      fast = await r.agent.request('PATCH', `/api/v1/runs/${r.runId}`, body, { 'idempotency-key': key });
      if (fast.status === 200) v += 1;
      if (fast.status !== 429) await pause(MIN + 20);
    }
    await pause(MIN + 20);
    const again = await r.agent.request('PATCH', `/api/v1/runs/${r.runId}`, body, { 'idempotency-key': key });
    return { first: fast.status, retry: { status: again.status, replay: again.headers.get('idempotent-replay') } };
  }

  it('a 429 is not kept under the Idempotency-Key: the same request with the same key after the interval is applied (5.2, D287)', async () => {
    const { first, retry } = await retriedUnderKey();
    expect(first).toBe(429);
    expect(retry).toEqual({ status: 200, replay: null });
  });

  it('twin (storeRateLimited): a kept 429 is replayed to the retry, and the patch is never applied under that key', async () => {
    t.server.ctx.twins = { storeRateLimited: true };
    try {
      const { first, retry } = await retriedUnderKey();
      expect(first).toBe(429);
      expect(retry).toEqual({ status: 429, replay: 'true' });
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('another principal is refused; an ended run is run_not_active', async () => {
    const r = await running();
    const other = await createAgent(t);
    const res = await other.request('PATCH', `/api/v1/runs/${r.runId}`, { base_version: await versionOf(r), ops: [{ op: 'add', path: '/status_line', value: 'x' }] });
    expect(res.status).toBe(404);
    expect((await call(r, '/finish', { state: 'completed' })).status).toBe(200);
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'x' }])).body).toMatchObject({ code: ProblemCode.RunNotActive });
  });
});

describe('run.update on the gateway (11.2): the same code path as PATCH', () => {
  it('stores the patch and answers the new version; a wrong base_version is an error frame naming the run, with the current document, the connection stays', async () => {
    const r = await running();
    const adapter = await connectAgent(t.server.url, r.agent, 'live', open);
    const v = await versionOf(r);
    adapter.send({ op: ClientOp.RunUpdate, d: { run_id: r.runId, base_version: v, ops: [{ op: 'add', path: '/status_line', value: 'over the gateway' }] } });
    // 11.2: "answers with the new version" (D341): the answer is the stored version, not a count of frames.
    const ack = await adapter.waitFor(ServerOp.RunUpdateAck);
    expect(ack.d).toEqual({ run_id: r.runId, version: v + 1 });
    expect(await versionOf(r)).toBe(v + 1);
    adapter.send({ op: ClientOp.RunUpdate, d: { run_id: r.runId, base_version: v, ops: [{ op: 'replace', path: '/status_line', value: 'stale' }] } });
    const err = await adapter.waitFor(ServerOp.Error);
    expect(err.d).toMatchObject({ op: ClientOp.RunUpdate, run_id: r.runId, code: ProblemCode.BaseVersionConflict, current: { version: v + 1, status_line: 'over the gateway' } });
    adapter.send({ op: ClientOp.RunUpdate, d: { run_id: r.runId, base_version: v + 1, ops: [{ op: 'replace', path: '/state', value: 'completed' }] } });
    const refused = await adapter.waitFor(ServerOp.Error, (f) => f.d.code === ProblemCode.ValidationFailed);
    expect(refused.d).toMatchObject({ op: ClientOp.RunUpdate, run_id: r.runId });
    expect(adapter.frames.filter((f) => f.op === ServerOp.RunUpdateAck)).toHaveLength(1);
    expect((await call(r, '', undefined, 'GET')).body).toMatchObject({ state: 'running', version: v + 1 });
  });
});

describe('run.updated to focused threads (11.3, R-SY-05, R-SY-27)', () => {
  it('the focus of a thread with an active run sends the document once; coalesced patches follow; the reader’s document equals the stored one', async () => {
    const r = await running();
    const reader = await watcher(r, { thread_ids: [r.person.thread] });
    await until('the snapshot', () => updates(reader, r.runId).some((u) => u.snapshot));
    for (let i = 0; i < 4; i++) {
      await pause(MIN + 5);
      expect((await patch(r, [{ op: 'add', path: '/status_line', value: `step ${i}` }, { op: 'add', path: `/steps/s${i}`, value: { ordinal: i, kind: 'tool', name: 'grep', status: 'running' } }])).status).toBe(200);
    }
    const stored = (await call(r, '', undefined, 'GET')).body.document;
    await until('the reader has the stored version', () => updates(reader, r.runId).at(-1)?.version === (stored as { version: number }).version);
    expect(updates(reader, r.runId).filter((u) => u.snapshot)).toHaveLength(1);
    expect(isDeepStrictEqual(documentFrom(updates(reader, r.runId)), stored), JSON.stringify({ got: documentFrom(updates(reader, r.runId)), stored })).toBe(true);
  });

  it('background_thread_ids get the document and run.updated; a thread out of focus gets nothing', async () => {
    const r = await running();
    const card = await watcher(r, { background_thread_ids: [r.person.thread] });
    await until('the snapshot at the card', () => updates(card, r.runId).some((u) => u.snapshot)).catch((e) => { throw new Error(`${e}: ${JSON.stringify(card.frames.map((f) => f.op === ServerOp.Dispatch ? (f.d as {type: string}).type : f))}`); });
    await pause(MIN);
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'card' }])).status).toBe(200);
    await until('the patch at the card', () => updates(card, r.runId).some((u) => u.ops));
    // Out of focus: nothing more.
    card.send({ op: ClientOp.Focus, d: { thread_ids: [], idle: false } });
    await pause(MIN);
    const had = updates(card, r.runId).length;
    expect((await patch(r, [{ op: 'replace', path: '/status_line', value: 'unseen' }])).status).toBe(200);
    await pause(400);
    expect(updates(card, r.runId)).toHaveLength(had);
  });

  it('a person without read on the channel gets no run.updated even with the thread in focus', async () => {
    const r = await running();
    const stranger = await personWithChannel(t, s.alex, 'write');
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    await c.identify(stranger.who);
    await c.waitFor(ServerOp.CatchupComplete);
    c.send({ op: ClientOp.Focus, d: { thread_ids: [r.person.thread], idle: false } });
    await pause(MIN);
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'secret' }])).status).toBe(200);
    await pause(400);
    expect(updates(c, r.runId)).toEqual([]);
  });
});

describe('stall_warned_at (11.3, D166): runs.stall_check and the patch that clears it', () => {
  it('a quiet running run gets add /stall_warned_at with its own version; the next patch carries remove /stall_warned_at', async () => {
    const r = await running();
    const reader = await watcher(r, { thread_ids: [r.person.thread] });
    await until('the snapshot', () => updates(reader, r.runId).some((u) => u.snapshot));
    const v = await versionOf(r);
    // Other tests' runs may be warned too; this run's version tells.
    await checkStalls(t.server.ctx);
    expect(await versionOf(r), 'not quiet long enough yet').toBe(v);
    await pause(STALL + 50);
    expect(await checkStalls(t.server.ctx)).toBeGreaterThanOrEqual(1);
    expect(await versionOf(r)).toBe(v + 1);
    await checkStalls(t.server.ctx);
    expect(await versionOf(r), 'warned once').toBe(v + 1);
    await until('the warning at the reader', () => updates(reader, r.runId).some((u) => u.ops?.some((o) => o.op === 'add' && o.path === '/stall_warned_at')));
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'back' }], v + 1)).status).toBe(200);
    await until('the clearing at the reader', () => updates(reader, r.runId).some((u) => u.ops?.some((o) => o.op === 'remove' && o.path === '/stall_warned_at')));
    const stored = (await call(r, '', undefined, 'GET')).body.document as Record<string, unknown>;
    expect(stored.stall_warned_at).toBeUndefined();
    await until('the reader at the stored version', () => updates(reader, r.runId).at(-1)?.version === stored.version);
    expect(isDeepStrictEqual(documentFrom(updates(reader, r.runId)), stored)).toBe(true);
  });
});

describe('focus limits (6.2, R-SY-27)', () => {
  it('thread_ids and background_thread_ids share sync.max_focused_threads: more is validation_failed and the previous focus stays', async () => {
    const r = await running();
    const c = await watcher(r, { background_thread_ids: [r.person.thread] });
    await until('the snapshot', () => updates(c, r.runId).some((u) => u.snapshot));
    const many = Array.from({ length: 21 }, () => '01a232a3-0000-7000-8000-' + Math.random().toString(16).slice(2, 14).padEnd(12, '0'));
    c.send({ op: ClientOp.Focus, d: { thread_ids: many.slice(0, 10), background_thread_ids: many.slice(10), idle: false } });
    const err = await c.waitFor(ServerOp.Error);
    expect(err.d).toMatchObject({ op: ClientOp.Focus, code: ProblemCode.ValidationFailed });
    await pause(MIN);
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'still watched' }])).status).toBe(200);
    await until('the patch still arrives', () => updates(c, r.runId).some((u) => u.ops));
  });
});
