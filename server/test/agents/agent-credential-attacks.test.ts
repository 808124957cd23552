// A black-box probe of the agent half from an attacker who holds valid credentials of one agent
// (agent A: its API token, its own consumers) and tries to reach beyond them: at the gateway
// (6.2-6.4, 15.1, 15.2, 11.3) and over REST (runs, invocation tokens, follow-ups, the live box,
// cancel, agents/me; 15.3-15.5, 11.2, 5.2). Each attempt must be answered with a 4xx and a contract
// code (REST, RFC 9457) or an error frame / a 6.4 close code (gateway), write nothing, reveal nothing
// of agent B (a run of B answers as a run that does not exist, D49), and never be a 5xx. Real
// server, real PostgreSQL, real sockets; every wait is bounded. The "nothing written" comparison
// (runState) is shown failing on the twin runDocumentUnbounded; the "as missing" comparisons are
// the shared expectAnswersAsMissing (D49). Decision: no change of behaviour (no D number used).
import { ClientOp, CloseCode, EventType, INVOCATION_TOKEN_TYP, ProblemCode, ServerOp, type ServerFrame, type ServerFrameOf } from '@bothy/generated';
import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { connectAgent, dispatches, until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { focusedReader, updates } from '../support/livebox.ts';
import { createAgent, expectAnswersAsMissing, followupsOf, runRow, storeToken, triggerStateOf, useRunSuite, type Agent, type TriggeredRun } from '../support/runs.ts';
import type { TestResponse } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const s = useRunSuite({
  overrides: { 'agent.ack_timeout': '30s', 'agent.run_update_min_interval': '10ms', 'sync.run_patch_coalesce_interval': '60s', 'server.record_frames_dir': '' },
});
const t = s.t;
const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

/** Every REST answer of the probe, for the check that none was a 5xx. */
const answered: { what: string; status: number }[] = [];

type Problem = Record<string, unknown> & { code?: string; reason?: string; detail?: string };

async function call(agent: Agent, what: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<Problem>> {
  const res = await agent.request<Problem>(method, path, body, headers);
  answered.push({ what, status: res.status });
  return res;
}

/** A 4xx RFC 9457 problem with the contract's code. */
function expectProblem(res: TestResponse<Problem>, status: number, code: string, what: string): void {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(status);
  expect(res.headers.get('content-type') ?? '', what).toContain('application/problem+json');
  expect(res.body.code, what).toBe(code);
}

/** A refusal before any lookup: the thing of B's and one that does not exist get the same problem, `instance` apart from the ID. */
function expectSameAnswer(hidden: TestResponse<Problem>, missing: TestResponse<Problem>, ids: [string, string], status: number, code: string, what: string): void {
  expectProblem(hidden, status, code, what);
  expect(hidden.text.replace(ids[0], '<id>'), what).toBe(missing.text.replace(ids[1], '<id>'));
}

const startBody = (token: string, tool = 'read') => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: tool });

/** What an attempt must leave of a run as it was: its row's state, version, document and tokens, and its events. */
async function runState(runId: string): Promise<unknown> {
  const row = await runRow(t, runId);
  const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM event_log WHERE resource_kind = 'run' AND resource_id = $1`, [runId]);
  const patches = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM run_patches WHERE run_id = $1`, [runId]);
  const { state, version, document, invocation_jti, started_jti, renewed_from_jti, consumer_tokens, tool_class_used, billing_mode_used, cancel_requested_at, state_reason } = row as Record<string, unknown>;
  return { state, version, document, invocation_jti, started_jti, renewed_from_jti, consumer_tokens, tool_class_used, billing_mode_used, cancel_requested_at, state_reason, events: rows[0]!.n, patches: patches.rows[0]!.n };
}

async function delivered(r: TriggeredRun): Promise<string> {
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  return d.invocationToken;
}

async function versionOf(agent: Agent, runId: string): Promise<number> {
  return Number((await agent.request<{ version: number }>('GET', `/api/v1/runs/${runId}`)).body.version);
}

async function ackedOf(agent: Agent, consumer: string): Promise<{ acked: number; holder: string | null } | undefined> {
  const { rows } = await t.db.pool.query<{ acked: string; holder: string | null }>(`SELECT acked_seq::text AS acked, holder_session_id::text AS holder FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2`, [agent.id, consumer]);
  return rows[0] && { acked: Number(rows[0].acked), holder: rows[0].holder };
}

const readyOf = (c: GatewayTestClient) => c.frames.find((f) => f.op === ServerOp.Ready) as ServerFrameOf<typeof ServerOp.Ready>;
const errorsOf = (c: GatewayTestClient, from = 0) => c.frames.slice(from).filter((f): f is ServerFrameOf<typeof ServerOp.Error> => f.op === ServerOp.Error);
const invocationOf = (c: GatewayTestClient, runId: string) => dispatches(c).find((d) => d.type === EventType.AgentInvocation && d.payload.run_id === runId);
/** Whether any frame a connection got names `text` (an ID or content of B). */
const names = (frames: readonly ServerFrame[], text: string) => frames.some((f) => JSON.stringify(f).includes(text));

/** The frames a connection got for one frame it sent, once the server handled it (a heartbeat after it answers). */
async function answerTo(c: GatewayTestClient, frame: unknown): Promise<ServerFrame[]> {
  const from = c.frames.length;
  c.send(frame);
  await c.handled(10_000);
  return c.frames.slice(from).filter((f) => f.op !== ServerOp.HeartbeatAck);
}

/** A fresh connection of `agent` that sends `raw` after ready: its close. */
async function closeAfter(agent: Agent, consumer: string, raw: string): Promise<{ code: number; reason: string }> {
  const c = await connectAgent(t.server.url, agent, consumer, open);
  c.sendRaw(raw);
  return c.waitClose(10_000);
}

let a: Agent;
let b: Agent;
beforeAll(async () => {
  a = await createAgent(t);
  b = await createAgent(t);
});

describe('gateway: an agent identifies and resumes as itself only (6.3, 6.4, 15.1)', () => {
  it("A identifying with B's consumer name gets a consumer of its own: B keeps its connection, its claim and its invocations", async () => {
    const bc = await connectAgent(t.server.url, b, 'main', open);
    const bSession = readyOf(bc).d.gateway_session_id;
    const ac = await connectAgent(t.server.url, a, 'main', open);
    expect(readyOf(ac).d.principal.id).toBe(a.id);
    await bc.handled();
    expect(bc.closed, 'B was not replaced (no 4015)').toBeUndefined();
    expect((await ackedOf(b, 'main'))?.holder).toBe(bSession);
    const r = await s.triggered({ agent: b });
    await until("B's invocation at B", () => invocationOf(bc, r.runId) !== undefined, 10_000);
    await ac.handled();
    expect(names(ac.frames, r.runId), "nothing of B's run at A").toBe(false);
    expect(names(ac.frames, r.person.thread)).toBe(false);
    expect(ac.closed).toBeUndefined();
    // A consumer name that is no name (a path, too long): not a frame of the contract, 4002.
    for (const consumer of [`../${b.id}:main`, 'x'.repeat(65), '']) {
      const c = await GatewayTestClient.connect(t.server.url);
      open.push(c);
      await c.hello();
      c.send({ op: ClientOp.Identify, d: { api_token: a.apiToken, consumer, protocol_version: 1 } });
      expect((await c.waitClose(10_000)).code, consumer).toBe(CloseCode.DecodeError);
    }
    await bc.handled();
    expect(bc.closed).toBeUndefined();
  });

  it("A resuming B's gateway session is closed with 4006 as for an unknown session; B resumes it afterwards", async () => {
    const bc = await connectAgent(t.server.url, b, 'resumable', open);
    const bSession = readyOf(bc).d.gateway_session_id;
    bc.close(1000);
    await bc.waitClose();
    const attempt = async (agent: Agent, sessionId: string) => {
      const c = await GatewayTestClient.connect(t.server.url);
      open.push(c);
      await c.hello();
      c.send({ op: ClientOp.Resume, d: { gateway_session_id: sessionId, api_token: agent.apiToken } });
      return c;
    };
    const stolen = await (await attempt(a, bSession)).waitClose(10_000);
    const unknown = await (await attempt(a, uuidv7())).waitClose(10_000);
    expect(stolen.code).toBe(CloseCode.SessionInvalid);
    expect(stolen).toEqual(unknown);
    expect((await ackedOf(b, 'resumable'))?.holder, "B's claim stays B's session").toBe(bSession);
    const back = await attempt(b, bSession);
    const resumed = await back.waitFor(ServerOp.Resumed, () => true, 10_000);
    expect(resumed.d.gateway_session_id).toBe(bSession);
  });
});

describe('gateway: acks beyond what A was sent (15.2, 6.4)', () => {
  it("acks above the head, of unsafe numbers and of B's invocation move nothing of B's; malformed seqs close 4002", async () => {
    const bc = await connectAgent(t.server.url, b, 'acked', open);
    const ac = await connectAgent(t.server.url, a, 'acks', open);
    const aBefore = (await ackedOf(a, 'acks'))!.acked;
    const r = await s.triggered({ agent: b });
    await until("B's invocation at B", () => invocationOf(bc, r.runId) !== undefined, 10_000);
    const bSeq = invocationOf(bc, r.runId)!.seq;
    const bBefore = (await ackedOf(b, 'acked'))!.acked;
    const head = Number(readyOf(ac).d.head_seq);

    for (const seq of [head + 1_000, Number.MAX_SAFE_INTEGER]) {
      const got = await answerTo(ac, { op: ClientOp.Ack, d: { seq } });
      expect(got.map((f) => f.op), `ack ${seq}`).toEqual([ServerOp.Error]);
      expect((got[0] as ServerFrameOf<typeof ServerOp.Error>).d).toMatchObject({ op: ClientOp.Ack, code: ProblemCode.ValidationFailed });
    }
    // An unsafe number (2^53 + 2) decodes but cannot be stored: validation_failed, the connection stays (D44).
    const from = ac.frames.length;
    ac.sendRaw(`{"op":"${ClientOp.Ack}","d":{"seq":9007199254740994}}`);
    await ac.handled();
    expect(errorsOf(ac, from).map((e) => e.d.code)).toEqual([ProblemCode.ValidationFailed]);
    // B's invocation's seq: in A's stream it is at most a seq A was moved past; it acks A's own consumer or is above.
    const ofB = await answerTo(ac, { op: ClientOp.Ack, d: { seq: bSeq } });
    expect(ofB.filter((f) => f.op === ServerOp.Error).map((f) => (f as ServerFrameOf<typeof ServerOp.Error>).d.code).every((c) => c === ProblemCode.ValidationFailed)).toBe(true);
    expect(ac.closed).toBeUndefined();
    // The window of A's connection on the server: what it would store.
    const conn = t.server.gateway.registry.session(readyOf(ac).d.gateway_session_id) as unknown as { delivery: { agent?: { state: { acked: number } } } } | undefined;
    const aAfter = conn!.delivery.agent!.state.acked;
    expect(aAfter === aBefore || aAfter === bSeq, `A's acked ${aAfter}: as before (${aBefore}) or B's seq acked in A's own stream`).toBe(true);
    ac.close(1000);
    await ac.waitClose();
    await until("the close stored A's acked_seq", async () => (await ackedOf(a, 'acks'))!.acked === aAfter, 5_000);
    expect((await ackedOf(b, 'acked'))!.acked, "B's acked_seq is B's").toBe(bBefore);
    expect(names(ac.frames, r.runId)).toBe(false);

    // Not a Seq (an integer of at least 1): a frame the contract does not have, 4002.
    for (const seq of ['0', '-1', '1.5', '"7"', 'null', '1e400', '[1]']) {
      const closed = await closeAfter(a, 'acks', `{"op":"${ClientOp.Ack}","d":{"seq":${seq}}}`);
      expect(closed.code, `ack ${seq}`).toBe(CloseCode.DecodeError);
    }
    expect((await ackedOf(b, 'acked'))!.acked).toBe(bBefore);
    expect(bc.closed).toBeUndefined();
  });
});

describe("gateway: people-only ops and B's thread in focus (6.2, 12, 11.3)", () => {
  it('typing.start and stats.subscribe are forbidden alike for a readable-or-not thread; a focus on B\'s thread gets none of its run', async () => {
    const r = await s.running({ agent: b });
    const ac = await connectAgent(t.server.url, a, 'ops', open);
    const typing = await answerTo(ac, { op: ClientOp.TypingStart, d: { thread_id: r.person.thread } });
    const typingMissing = await answerTo(ac, { op: ClientOp.TypingStart, d: { thread_id: uuidv7() } });
    expect(typing.map((f) => f.op)).toEqual([ServerOp.Error]);
    expect((typing[0] as ServerFrameOf<typeof ServerOp.Error>).d).toMatchObject({ op: ClientOp.TypingStart, code: ProblemCode.Forbidden });
    expect(typing).toEqual(typingMissing);
    const stats = await answerTo(ac, { op: ClientOp.StatsSubscribe, d: {} });
    expect(stats.map((f) => (f as ServerFrameOf<typeof ServerOp.Error>).d.code)).toEqual([ProblemCode.Forbidden]);

    const max = t.config.spec['sync.max_focused_threads'];
    const tooMany = await answerTo(ac, { op: ClientOp.Focus, d: { thread_ids: Array.from({ length: max + 1 }, () => uuidv7()), idle: false } });
    expect(tooMany.map((f) => (f as ServerFrameOf<typeof ServerOp.Error>).d.code)).toEqual([ProblemCode.ValidationFailed]);
    // A focus is every connection's op: it is taken, and sends nothing of a thread A cannot read.
    const focused = await answerTo(ac, { op: ClientOp.Focus, d: { thread_ids: [r.person.thread], background_thread_ids: [], idle: false } });
    expect(focused).toEqual([]);
    const ac2 = await connectAgent(t.server.url, a, 'ops-background', open);
    expect(await answerTo(ac2, { op: ClientOp.Focus, d: { thread_ids: [], background_thread_ids: [r.person.thread], idle: true } })).toEqual([]);

    // The control: the person's reader of the thread gets B's run and its change.
    const flush = () => (t.server.gateway.live as unknown as { flush(): Promise<void> }).flush();
    const reader = await focusedReader(t.server.url, r, flush, open);
    const secret = `secret-${uuidv7()}`;
    await new Promise((res) => setTimeout(res, 20));
    const patched = await r.agent.request('PATCH', `/api/v1/runs/${r.runId}`, { base_version: await versionOf(b, r.runId), ops: [{ op: 'add', path: '/status_line', value: secret }] });
    expect(patched.status, patched.text).toBe(200);
    await until('the reader has the change', async () => {
      await flush();
      return updates(reader, r.runId).some((u) => JSON.stringify(u).includes(secret));
    }, 10_000);
    await ac.handled();
    await ac2.handled();
    for (const c of [ac, ac2]) {
      expect(updates(c, r.runId)).toEqual([]);
      expect(names(c.frames, secret) || names(c.frames, r.runId)).toBe(false);
    }
  });

  it("run.update of B's run is answered as for a run that does not exist; a test op closes 4002", async () => {
    const r = await s.running({ agent: b });
    const before = await runState(r.runId);
    const ac = await connectAgent(t.server.url, a, 'patcher', open);
    const v = await versionOf(b, r.runId);
    const op = (runId: string) => ({ op: ClientOp.RunUpdate, d: { run_id: runId, base_version: v, ops: [{ op: 'add', path: '/status_line', value: 'A was here' }] } });
    const missingId = uuidv7();
    const hidden = await answerTo(ac, op(r.runId));
    const missing = await answerTo(ac, op(missingId));
    expect(hidden.map((f) => f.op)).toEqual([ServerOp.Error]);
    const h = (hidden[0] as ServerFrameOf<typeof ServerOp.Error>).d;
    const m = (missing[0] as ServerFrameOf<typeof ServerOp.Error>).d;
    expect(h.code).toBe(ProblemCode.NotFound);
    expect({ ...h, run_id: '<id>' }).toEqual({ ...m, run_id: '<id>' });
    expect(h.current).toBeUndefined();
    const closed = await closeAfter(a, 'patcher', JSON.stringify({ op: ClientOp.RunUpdate, d: { run_id: r.runId, base_version: v, ops: [{ op: 'test', path: '/status_line', value: 'x' }] } }));
    expect(closed.code).toBe(CloseCode.DecodeError);
    expect(await runState(r.runId)).toEqual(before);
  });
});

describe("REST: B's run by its ID (15.3, 15.5, 11.2, D49)", () => {
  it("start, resume, wait, finish, renew, patch, read and read the context of B's run answer as a run that does not exist; cancel, a command and an interaction are a person's (403 before any lookup)", async () => {
    const rb = await s.running({ agent: b });
    const ra = await s.triggered({ agent: a });
    const tokenA = await delivered(ra);
    const before = await runState(rb.runId);
    const missingId = uuidv7();
    const vb = await versionOf(b, rb.runId);
    const attempts: [string, string, string, unknown?][] = [
      ['read', 'GET', ''],
      ['context', 'GET', '/context'],
      ['start', 'POST', '/start', startBody(tokenA)],
      ['resuming', 'POST', '/resume', startBody(tokenA)],
      ['wait', 'POST', '/wait'],
      ['finish', 'POST', '/finish', { state: 'completed' }],
      ['renew', 'POST', '/invocation-token', { invocation_token: tokenA }],
      ['patch', 'PATCH', '', { base_version: vb, ops: [{ op: 'add', path: '/status_line', value: 'A was here' }] }],
    ];
    for (const [what, method, suffix, body] of attempts) {
      const hidden = await call(a, `B's run: ${what}`, method, `/api/v1/runs/${rb.runId}${suffix}`, body);
      const missing = await call(a, `missing run: ${what}`, method, `/api/v1/runs/${missingId}${suffix}`, body);
      expectAnswersAsMissing(hidden, missing, [rb.runId, missingId], what);
      expect(hidden.body.code, what).toBe(ProblemCode.NotFound);
      for (const secret of [b.id, rb.person.thread, rb.messageId]) expect(hidden.text.includes(secret), `${what} names nothing of B`).toBe(false);
    }
    const cancel = await call(a, "B's run: cancel", 'POST', `/api/v1/runs/${rb.runId}/cancel`);
    const cancelMissing = await call(a, 'missing run: cancel', 'POST', `/api/v1/runs/${missingId}/cancel`);
    expectSameAnswer(cancel, cancelMissing, [rb.runId, missingId], 403, ProblemCode.Forbidden, 'cancel by an agent');
    // A Stop command in B's thread, an interaction on B's trigger: as for a thread or message that does not exist.
    const stop = { agent_id: b.id, command: 'stop' };
    const cmd = await call(a, "B's thread: command", 'POST', `/api/v1/threads/${rb.person.thread}/commands`, stop);
    const cmdMissing = await call(a, 'missing thread: command', 'POST', `/api/v1/threads/${missingId}/commands`, stop);
    expectSameAnswer(cmd, cmdMissing, [rb.person.thread, missingId], 403, ProblemCode.Forbidden, 'command by an agent');
    const click = () => ({ client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'yes' } });
    const ia = await call(a, "B's message: interaction", 'POST', `/api/v1/messages/${rb.messageId}/interactions`, click());
    const iaMissing = await call(a, 'missing message: interaction', 'POST', `/api/v1/messages/${missingId}/interactions`, click());
    expectSameAnswer(ia, iaMissing, [rb.messageId, missingId], 403, ProblemCode.Forbidden, 'interaction by an agent');
    expect(await runState(rb.runId)).toEqual(before);
  });

  it("POST /agents/me/heartbeat naming B's run is A's own report and changes nothing of B's", async () => {
    const rb = await s.running({ agent: b });
    const before = await runState(rb.runId);
    const presenceOf = async (x: Agent) => (await t.db.pool.query(`SELECT * FROM agent_presence WHERE agent_id = $1`, [x.id])).rows;
    const presenceBefore = await presenceOf(b);
    const hb = await call(a, 'heartbeat naming B', 'POST', '/api/v1/agents/me/heartbeat', { state: 'busy', runtime_version: 'probe', reported_billing_mode: 'subscription', billing_modes_supported: ['subscription'], tool_class: 'read', active_run_ids: [rb.runId] });
    expect(hb.status, hb.text).toBeLessThan(300);
    expect(hb.text.includes(b.id) || hb.text.includes(rb.person.thread)).toBe(false);
    expect(await presenceOf(b), "B's presence is not written by A").toEqual(presenceBefore);
    expect(await runState(rb.runId)).toEqual(before);
  });
});

describe("REST: A's own run with tokens that are not its own (15.3, R-SY-19)", () => {
  it("another run's token, B's token, an expired one, a foreign key's and garbage: 403 invocation_token_invalid, the run stays queued", async () => {
    const ra = await s.triggered({ agent: a });
    const own = await delivered(ra);
    const other = await s.triggered({ agent: a, person: ra.person });
    const otherToken = await delivered(other);
    const rb = await s.triggered({ agent: b });
    const bToken = await delivered(rb);
    const foreignKey = await generateKeyPair('EdDSA');
    const forged = await new SignJWT({ run_id: ra.runId, thread_id: ra.person.thread, trigger_kind: 'mention', billing_mode: 'subscription', tool_class: 'execute' })
      .setProtectedHeader({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP, kid: t.server.ctx.keys.invocationToken.kid })
      .setIssuer('bothy')
      .setAudience(a.id)
      .setJti(uuidv7())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(foreignKey.privateKey);
    const before = await runState(ra.runId);
    const cases: [string, string, 'invalid' | 'expired'][] = [
      ["another run's token", otherToken, 'invalid'],
      ["B's token", bToken, 'invalid'],
      ['a token of a foreign key', forged, 'invalid'],
      ['garbage', 'a.b.c', 'invalid'],
    ];
    for (const [what, token, reason] of cases) {
      for (const path of ['/start', '/resume', '/invocation-token']) {
        const res = await call(a, `${what}: ${path}`, 'POST', `/api/v1/runs/${ra.runId}${path}`, path === '/invocation-token' ? { invocation_token: token } : startBody(token));
        expectProblem(res, 403, ProblemCode.InvocationTokenInvalid, `${what}: ${path}`);
        expect(res.body.reason, `${what}: ${path}`).toBe(reason);
      }
    }
    expect(await runState(ra.runId)).toEqual(before);
    // An expired token that is the newest of the consumer (stored as a delivery would): expired, the run stays queued.
    const signed = await signInvocationToken(t.server.ctx.keys, { runId: other.runId, threadId: other.person.thread, agentId: a.id, triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' }, -5_000);
    await storeToken(t, other.runId, signed.jti);
    const expired = await call(a, 'expired token: start', 'POST', `/api/v1/runs/${other.runId}/start`, startBody(signed.token));
    expectProblem(expired, 403, ProblemCode.InvocationTokenInvalid, 'expired');
    expect(expired.body.reason).toBe('expired');
    expect((await runRow(t, other.runId)).state).toBe('queued');
    // The control: its own token starts it.
    const started = await call(a, 'own token: start', 'POST', `/api/v1/runs/${ra.runId}/start`, startBody(own));
    expect(started.status, started.text).toBe(200);
  });

  it('a replayed start with the same Idempotency-Key and another body is 422; B\'s key in A\'s hands answers as a missing run', async () => {
    const ra = await s.triggered({ agent: a });
    const token = await delivered(ra);
    const key = uuidv7();
    const first = await call(a, 'start with a key', 'POST', `/api/v1/runs/${ra.runId}/start`, startBody(token, 'read'), { 'idempotency-key': key });
    expect(first.status, first.text).toBe(200);
    const other = await call(a, 'the key, another body', 'POST', `/api/v1/runs/${ra.runId}/start`, startBody(token, 'none'), { 'idempotency-key': key });
    expectProblem(other, 422, ProblemCode.IdempotencyKeyReuse, 'another body');
    const again = await call(a, 'the key, the body', 'POST', `/api/v1/runs/${ra.runId}/start`, startBody(token, 'read'), { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await runRow(t, ra.runId)).tool_class_used).toBe('read');

    const rb = await s.triggered({ agent: b });
    const bToken = await delivered(rb);
    const bKey = uuidv7();
    const bStart = await b.request('POST', `/api/v1/runs/${rb.runId}/start`, startBody(bToken), { 'idempotency-key': bKey });
    expect(bStart.status, bStart.text).toBe(200);
    const before = await runState(rb.runId);
    const missingId = uuidv7();
    const hidden = await call(a, "B's key and body", 'POST', `/api/v1/runs/${rb.runId}/start`, startBody(bToken), { 'idempotency-key': bKey });
    const missing = await call(a, 'a missing run', 'POST', `/api/v1/runs/${missingId}/start`, startBody(bToken), { 'idempotency-key': uuidv7() });
    expectAnswersAsMissing(hidden, missing, [rb.runId, missingId], "B's key");
    expect(hidden.text.includes(bToken) || hidden.text.includes(b.id)).toBe(false);
    expect(await runState(rb.runId)).toEqual(before);
  });
});

describe("REST: follow-up reports and the live box outside A's own document (15.4, 11.2)", () => {
  it("a follow-up of B's run reported on A's run is 400 as an unknown message; B's follow-up stays queued", async () => {
    const rb = await s.running({ agent: b });
    const fu = await rb.person.who.postMessage(rb.person.thread, `<@${b.id}> and this too`);
    expect(fu.status, fu.text).toBe(201);
    await until("B's follow-up", async () => (await followupsOf(t, rb.runId)).length === 1, 5_000);
    const fid = (await followupsOf(t, rb.runId))[0]!.message_id;
    const stateBefore = await triggerStateOf(t, fid);
    const ra = await s.running({ agent: a });
    const before = await runState(ra.runId);
    const v = await versionOf(a, ra.runId);
    const report = (id: string) => ({ base_version: v, ops: [{ op: 'add', path: `/followups/${id}/status`, value: 'delivered' }] });
    const hidden = await call(a, "B's follow-up", 'PATCH', `/api/v1/runs/${ra.runId}`, report(fid));
    const missingId = uuidv7();
    const missing = await call(a, 'no follow-up', 'PATCH', `/api/v1/runs/${ra.runId}`, report(missingId));
    expectProblem(hidden, 400, ProblemCode.ValidationFailed, "B's follow-up");
    expect(hidden.text.replace(fid, '<id>')).toBe(missing.text.replace(missingId, '<id>'));
    expect(await followupsOf(t, rb.runId)).toEqual([{ message_id: fid, status: 'queued' }]);
    expect(await triggerStateOf(t, fid)).toEqual(stateBefore);
    expect(await runState(ra.runId)).toEqual(before);
  });

  it('ops outside the allow-list, escaping paths, test/move/copy, huge patches and base_version far off are 4xx; nothing is stored', async () => {
    const ra = await s.running({ agent: a });
    await new Promise((res) => setTimeout(res, 20));
    const set = await call(a, 'a status line', 'PATCH', `/api/v1/runs/${ra.runId}`, { base_version: await versionOf(a, ra.runId), ops: [{ op: 'add', path: '/status_line', value: 'mine' }] });
    expect(set.status, set.text).toBe(200);
    const v = await versionOf(a, ra.runId);
    const before = await runState(ra.runId);
    const patch = (ops: unknown[], base: unknown = v) => ({ base_version: base, ops });
    const refused: [string, unknown, number, string][] = [
      ['state', patch([{ op: 'add', path: '/state', value: 'completed' }]), 400, ProblemCode.ValidationFailed],
      ['version', patch([{ op: 'replace', path: '/version', value: v + 10 }]), 400, ProblemCode.ValidationFailed],
      ['.. out of status_line', patch([{ op: 'add', path: '/status_line/../../state', value: 'completed' }]), 400, ProblemCode.ValidationFailed],
      ['the root', patch([{ op: 'replace', path: '', value: {} }]), 400, ProblemCode.ValidationFailed],
      ['the root member', patch([{ op: 'add', path: '/', value: {} }]), 400, ProblemCode.ValidationFailed],
      ['a bad escape', patch([{ op: 'add', path: '/metrics/~2', value: 1 }]), 400, ProblemCode.ValidationFailed],
      ['__proto__', patch([{ op: 'add', path: '/metrics/__proto__', value: { polluted: true } }]), 400, ProblemCode.ValidationFailed],
      ['constructor/prototype', patch([{ op: 'add', path: '/metrics/constructor/prototype/x', value: 1 }]), 400, ProblemCode.ValidationFailed],
      ["a server's follow-up status", patch([{ op: 'add', path: `/followups/${uuidv7()}`, value: { status: 'queued' } }]), 400, ProblemCode.ValidationFailed],
      ['test', patch([{ op: 'test', path: '/status_line', value: 'mine' }]), 400, ProblemCode.ValidationFailed],
      ['move', patch([{ op: 'move', from: '/state', path: '/status_line' }]), 400, ProblemCode.ValidationFailed],
      ['copy', patch([{ op: 'copy', from: '/followups', path: '/metrics/x' }]), 400, ProblemCode.ValidationFailed],
      ['an allowed op then a refused one', patch([{ op: 'add', path: '/status_line', value: 'half' }, { op: 'add', path: '/state', value: 'failed' }]), 400, ProblemCode.ValidationFailed],
      ['over server.max_request_bytes', patch([{ op: 'add', path: '/status_line', value: 'x'.repeat(t.config.server.maxRequestBytes + 1) }]), 413, ProblemCode.PayloadTooLarge],
      ['base_version far ahead', patch([{ op: 'add', path: '/status_line', value: 'x' }], v + 1_000_000), 409, ProblemCode.BaseVersionConflict],
      ['base_version behind', patch([{ op: 'add', path: '/status_line', value: 'x' }], 0), 409, ProblemCode.BaseVersionConflict],
      ['base_version negative', patch([{ op: 'add', path: '/status_line', value: 'x' }], -1), 400, ProblemCode.ValidationFailed],
      ['base_version not an integer', patch([{ op: 'add', path: '/status_line', value: 'x' }], 1.5), 400, ProblemCode.ValidationFailed],
      ['base_version past 2^53', patch([{ op: 'add', path: '/status_line', value: 'x' }], 2 ** 53 + 2), 400, ProblemCode.ValidationFailed],
    ];
    for (const [what, body, status, code] of refused) {
      const res = await call(a, `patch: ${what}`, 'PATCH', `/api/v1/runs/${ra.runId}`, body);
      expectProblem(res, status, code, what);
    }
    // 20 000 ops that apply, then one that does not: refused whole, in bounded time.
    const many = [{ op: 'add', path: '/metrics', value: {} }, ...Array.from({ length: 20_000 }, (_, i) => ({ op: 'add', path: `/metrics/m${i % 50}`, value: i })), { op: 'remove', path: '/metrics/none' }];
    const began = Date.now();
    const manyRes = await call(a, 'patch: 20 000 ops, the last one fails', 'PATCH', `/api/v1/runs/${ra.runId}`, patch(many));
    expectProblem(manyRes, 400, ProblemCode.ValidationFailed, '20 000 ops');
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(await runState(ra.runId)).toEqual(before);

    // A document past what a frame carries (11.1, 11.3), grown by patches that each fit a request: the one that passes it is 413.
    const chunk = 'y'.repeat(200_000);
    const chunks = (from: number) => Array.from({ length: 3 }, (_, i) => ({ op: 'add', path: `/metrics/k${from + i}`, value: chunk }));
    await new Promise((res) => setTimeout(res, 20));
    const half = await call(a, 'patch: half a frame', 'PATCH', `/api/v1/runs/${ra.runId}`, patch([{ op: 'add', path: '/metrics', value: {} }, ...chunks(0)]));
    expect(half.status, half.text).toBe(200);
    const grown = await runState(ra.runId);
    const big = await call(a, 'patch: a document too large', 'PATCH', `/api/v1/runs/${ra.runId}`, patch(chunks(3), v + 1));
    expectProblem(big, 413, ProblemCode.PayloadTooLarge, 'a document too large');
    expect(await runState(ra.runId)).toEqual(grown);
    // The twin: a document past the frame stored (runDocumentUnbounded); the check above sees it.
    await withTwins(t, { runDocumentUnbounded: true }, async () => {
      const stored = await a.request('PATCH', `/api/v1/runs/${ra.runId}`, patch(chunks(3), v + 1));
      expect(stored.status).toBe(200);
    });
    expect(await runState(ra.runId)).not.toEqual(grown);
  });
});

describe('the probe (6.4, RFC 9457)', () => {
  it('got no 5xx', () => {
    expect(answered.length).toBeGreaterThan(50);
    expect(answered.filter((x) => x.status >= 500)).toEqual([]);
  });
});
