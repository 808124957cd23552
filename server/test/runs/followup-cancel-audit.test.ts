// A black-box audit of follow-ups (15.4), cancellation (15.5) and the cancellation on access removal
// and on a channel that becomes read-only (8.3), over REST and the gateway: a raw adapter on a real
// WebSocket acks, starts with its delivered token, patches and finishes; people post, cancel and
// watch. The promises: the adapter misses nothing and starts nothing twice, nothing is created
// twice, and permissions apply at every delivery. What the other run tests already hold (the rule of
// 15.4 in one transaction, the Stop's discards, D298's races under a held lock, cancel_timeout's
// refusals) is not repeated here; these are the cases they leave: a delivered-not-absorbed follow-up
// deferred with a queued one and a repeated finish; two finishes at once (twin finishWithoutCas, D455);
// a cancel racing a finish without a held lock; runs the server ends before they start (a failed
// delivery check, a refused start) with a follow-up of another member; a queued run cancelled before
// its delivery; cancel_timeout after an access removal with another person's follow-up; the loss of
// the level trigger only; a revoked member's follow-up; a read-only channel's deferred run; and
// run_active_other_agent while the run is queued or waits. Real server with its jobs, real
// PostgreSQL, real sockets; every wait is bounded.
import { Action, ClientOp, EventType } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectAgent, connectPerson, dispatches, until, type Delivered } from '../support/agents.ts';
import { barrier } from '../support/barrier.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel, type PersonWithChannel } from '../support/people.ts';
import { createAgent, followupsOf, graceOver, runRow, runsOfThread, triggerStateOf, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient, type TestResponse } from '../support/server.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

// Long enough that no step of a test outlasts it on a loaded machine; a test ends the grace itself (graceOver).
const GRACE_MS = 60_000;
const SWEEP_MS = 100;

// The expiry sweep (8.2) kept out of the way: the gate, not the sweep, meets an expired grant here.
const t = useTestServer({ 'agent.cancel_grace': `${GRACE_MS}ms`, 'server.run_cancel_sweep_interval': `${SWEEP_MS}ms`, 'authz.expiry_sweep_interval': '1h' }, { jobs: true });

/** The grace is over (graceOver); the sweep ends the run. What came before happened within the grace, however long the machine took. */
async function sweepEnds(runId: string): Promise<void> {
  await graceOver(t, runId, GRACE_MS);
  await until('the sweep ends the run', async () => (await runRow(t, runId)).state === 'cancelled', SWEEP_MS + 10_000);
}
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

const ofType = (c: GatewayTestClient, type: string, runId?: string): Delivered[] => dispatches(c).filter((d) => d.type === type && (runId === undefined || d.payload.run_id === runId));
const claims = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

interface Running {
  agent: Agent;
  person: PersonWithChannel;
  adapter: GatewayTestClient;
  runId: string;
  messageId: string;
  startToken: string;
  consumer: string;
}

type RunCall = (path: string, body?: unknown, method?: string) => Promise<TestResponse<Record<string, unknown>>>;
const callOf = (agent: Agent, runId: string): RunCall => (path, body, method = 'POST') => agent.request<Record<string, unknown>>(method, `/api/v1/runs/${runId}${path}`, body);

/** Acks every dispatch the adapter has (15.2: the adapter accepted them). */
function ackAll(adapter: GatewayTestClient): void {
  const seqs = dispatches(adapter).map((d) => d.seq);
  if (seqs.length) adapter.send({ op: ClientOp.Ack, d: { seq: Math.max(...seqs) } });
}

/** The run's agent.invocation at the adapter, once: its token. */
async function invocationAt(adapter: GatewayTestClient, runId: string): Promise<string> {
  await until(`agent.invocation of ${runId} at the adapter`, () => ofType(adapter, EventType.AgentInvocation, runId).length > 0);
  const inv = ofType(adapter, EventType.AgentInvocation, runId);
  expect(inv, 'one agent.invocation of the run').toHaveLength(1);
  ackAll(adapter);
  return inv[0]!.invocation_token!;
}

/** A person's mention of `agent` in a fresh channel: the run it queued (15.3 acceptance), not delivered yet. */
async function queuedRun(agent: Agent): Promise<{ person: PersonWithChannel; messageId: string; runId: string }> {
  const person = await personWithChannel(t, alex, 'write');
  const posted = await person.who.postMessage(person.thread, `<@${agent.id}> please look`);
  expect(posted.status, posted.text).toBe(201);
  const [run] = await runsOfThread(t, person.thread);
  expect(run, 'the mention queued a run').toMatchObject({ agent_id: agent.id, trigger_message_id: posted.body.id, state: 'queued' });
  return { person, messageId: posted.body.id, runId: run!.id };
}

/** A person's mention, delivered to a raw adapter over the gateway, acked and started with its token (15.3). */
async function runningRun(o: { steer?: boolean; agent?: Agent; adapter?: GatewayTestClient } = {}): Promise<Running> {
  const agent = o.agent ?? (await createAgent(t));
  if (o.steer) await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
  const consumer = `audit-${uuidv7().slice(-8)}`;
  const adapter = o.adapter ?? (await connectAgent(t.server.url, agent, consumer, open));
  const { person, messageId, runId } = await queuedRun(agent);
  const startToken = await invocationAt(adapter, runId);
  const started = await callOf(agent, runId)('/start', startBody(startToken));
  expect(started.status, started.text).toBe(200);
  return { agent, person, adapter, runId, messageId, startToken, consumer };
}

/** A new agent that declared one control command `name` (15.4). */
async function agentWithControlCommand(name: string): Promise<Agent> {
  const agent = await createAgent(t);
  const declared = await agent.request('PUT', '/api/v1/agents/me/commands', { commands: [{ name, control: true }] });
  expect(declared.status, declared.text).toBe(200);
  return agent;
}

async function post(who: TestClient, thread: string, content: string): Promise<string> {
  const res = await who.postMessage(thread, content);
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/** Another person with write on the channel (a second member who may address the agent). */
async function memberOf(channel: string): Promise<TestClient & { grantId: string }> {
  const handle = `m-${uuidv7().slice(-8)}`;
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [id, handle]);
  const g = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id }, target: { kind: 'channel', id: channel }, level: 'write' } });
  expect(g.status, g.text).toBe(201);
  return Object.assign(await t.client(handle), { grantId: g.body.id });
}

/** The run's run.state_changed events in the log, as "state" or "state:reason". */
async function endsOf(runId: string): Promise<string[]> {
  const { rows } = await t.db.pool.query<{ s: string }>(
    `SELECT payload->>'state' || COALESCE(':' || (payload->>'reason'), '') AS s FROM event_log WHERE type = $1 AND resource_id = $2 ORDER BY seq`,
    [EventType.RunStateChanged, runId],
  );
  return rows.map((r) => r.s).filter((s) => !['queued', 'running', 'waiting_input'].includes(s.split(':')[0]!));
}

/** The agent.invocation events of the thread's runs in the log (written, whether or not delivered). */
async function invocationsOfThread(thread: string): Promise<string[]> {
  const { rows } = await t.db.pool.query<{ run_id: string }>(`SELECT payload->>'run_id' AS run_id FROM event_log WHERE type = $1 AND thread_id = $2 ORDER BY seq`, [EventType.AgentInvocation, thread]);
  return rows.map((r) => r.run_id);
}

const ACTIVE = ['queued', 'running', 'waiting_input'];

describe('15.4: a steer agent’s follow-ups over the gateway, and the one run their end makes', () => {
  it('agent.followup with a followup token for each; delivered moves trigger_state; completed with one delivered and one queued defers both into exactly ONE new run (the first its trigger, the other its follow-up), whose token starts it; a repeated finish (lost answer) makes no second', async () => {
    const r = await runningRun({ steer: true });
    const watcher = await connectPerson(t.server.url, r.person.who, open);
    const call = callOf(r.agent, r.runId);
    const f1 = await post(r.person.who, r.person.thread, `<@${r.agent.id}> also this`);
    const f2 = await post(r.person.who, r.person.thread, `<@${r.agent.id}> and that`);
    await until('both agent.followup at the adapter', () => ofType(r.adapter, EventType.AgentFollowup, r.runId).length >= 2);
    const fs = ofType(r.adapter, EventType.AgentFollowup, r.runId);
    expect(fs.map((f) => f.payload.message_id)).toEqual([f1, f2]);
    for (const f of fs) expect(claims(f.invocation_token!)).toMatchObject({ run_id: r.runId, trigger_kind: 'followup' });
    ackAll(r.adapter);
    // The first handed to the runtime, never absorbed.
    const version = (await call('', undefined, 'GET')).body.version as number;
    const p = await call('', { base_version: version, ops: [{ op: 'replace', path: `/followups/${f1}/status`, value: 'delivered' }] }, 'PATCH');
    expect(p.status, p.text).toBe(200);
    await until('followup_delivered at the person', () =>
      dispatches(watcher).some((d) => d.type === EventType.MessageUpdated && (d.payload.message as { id: string; trigger_state?: string }).id === f1 && (d.payload.message as { trigger_state?: string }).trigger_state === 'followup_delivered'),
    );

    const fin = await call('/finish', { state: 'completed' });
    expect(fin.status, fin.text).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([
      { message_id: f1, status: 'deferred' },
      { message_id: f2, status: 'deferred' },
    ]);
    const runs = await runsOfThread(t, r.person.thread);
    expect(runs.map((x) => [x.trigger_kind, x.trigger_message_id, x.state])).toEqual([
      ['mention', r.messageId, 'completed'],
      ['followup', f1, 'queued'],
    ]);
    const next = runs[1]!.id;
    expect(await followupsOf(t, next)).toEqual([{ message_id: f2, status: 'queued' }]);
    // The repeat of a finish whose answer was lost answers the run and makes nothing more.
    const again = await call('/finish', { state: 'completed' });
    expect([again.status, again.body.state], again.text).toEqual([200, 'completed']);
    expect((await runsOfThread(t, r.person.thread)).map((x) => x.id)).toEqual([r.runId, next]);
    expect(await endsOf(r.runId)).toEqual(['completed']);

    // The adapter gets the new run's invocation once, starts it with its token, and the held follow-up is fed in (D362).
    const token = await invocationAt(r.adapter, next);
    expect(claims(token)).toMatchObject({ run_id: next, trigger_kind: 'followup' });
    const started = await callOf(r.agent, next)('/start', startBody(token));
    expect(started.status, started.text).toBe(200);
    await until('the carried-over follow-up fed into the new run', () => ofType(r.adapter, EventType.AgentFollowup, next).length > 0);
    expect(ofType(r.adapter, EventType.AgentFollowup, next).map((f) => f.payload.message_id)).toEqual([f2]);
    // The old run's token starts nothing any more (409), the new one's retry answers the running run (R-SY-19).
    expect((await call('/start', startBody(r.startToken))).status).toBe(409);
    expect((await callOf(r.agent, next)('/start', startBody(token))).status).toBe(200);
    await r.adapter.handled();
    expect(ofType(r.adapter, EventType.AgentInvocation).map((d) => d.payload.run_id)).toEqual([r.runId, next]);
  });

  /** A running run with two queued follow-ups, finished twice at once: both answers, its ends, the thread's runs. */
  async function finishTwiceAtOnce(agent: Agent, adapter: GatewayTestClient) {
    const r = await runningRun({ agent, adapter });
    const f1 = await post(r.person.who, r.person.thread, `<@${r.agent.id}> one`);
    const f2 = await post(r.person.who, r.person.thread, `<@${r.agent.id}> two`);
    const call = callOf(r.agent, r.runId);
    const answers = await Promise.all([call('/finish', { state: 'completed' }), call('/finish', { state: 'completed' })]);
    return { r, f1, f2, answers, ends: await endsOf(r.runId), runs: await runsOfThread(t, r.person.thread) };
  }

  it('two finishes of the same run at once (a retry racing the first try): one end, one run.state_changed, exactly ONE new run of its follow-ups', async () => {
    const agent = await createAgent(t);
    const adapter = await connectAgent(t.server.url, agent, 'race-finish', open);
    for (let round = 0; round < 4; round++) {
      const { r, f1, f2, answers, ends, runs } = await finishTwiceAtOnce(agent, adapter);
      expect(answers.map((a) => [a.status, a.body.state]), `round ${round}`).toEqual([
        [200, 'completed'],
        [200, 'completed'],
      ]);
      expect(ends, `round ${round}: one end`).toEqual(['completed']);
      expect(runs.map((x) => [x.trigger_message_id, x.state]), `round ${round}: exactly one new run`).toEqual([
        [r.messageId, 'completed'],
        [f1, 'queued'],
      ]);
      expect(await followupsOf(t, runs[1]!.id)).toEqual([{ message_id: f2, status: 'queued' }]);
      expect(await invocationsOfThread(r.person.thread)).toEqual([r.runId, runs[1]!.id]);
    }
  });

  it('twin (finishWithoutCas): both finishes read the run running and end it, each with its run.state_changed', async () => {
    const agent = await createAgent(t);
    const adapter = await connectAgent(t.server.url, agent, 'race-finish-twin', open);
    // Each finish waits until the other has read the run too (not a fixed pause, which a loaded
    // machine outlasts: the second would read the run ended and the twin report nothing).
    const bothRead = barrier(2, 10_000);
    t.server.ctx.twins = { finishWithoutCas: { bothRead: bothRead.arrive } };
    try {
      const { ends } = await finishTwiceAtOnce(agent, adapter);
      expect([bothRead.arrived, bothRead.timedOut], 'both finishes read the run before either ended it').toEqual([2, 0]);
      // The check of the case above fails on this variant.
      expect(ends).toEqual(['completed', 'completed']);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('15.4: a run the server ends before it started, with a follow-up of another member', () => {
  it('the delivery check fails (the trigger person’s grant expired, not yet swept): the run fails closed without reaching the adapter, the member’s follow-up becomes ONE run the adapter gets and starts', async () => {
    const agent = await createAgent(t);
    const { person, messageId, runId } = await queuedRun(agent);
    const sam = await memberOf(person.channel);
    const fb = await post(sam, person.thread, `<@${agent.id}> mine too`);
    expect(await followupsOf(t, runId)).toEqual([{ message_id: fb, status: 'queued' }]);
    // The grant ran out a moment ago: authorize refuses at once (8.2); the sweep has not written its cancellation yet.
    await t.db.pool.query(`UPDATE grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [person.grantId]);
    const adapter = await connectAgent(t.server.url, agent, 'default', open);
    const runs = () => runsOfThread(t, person.thread);
    await until('the member’s run is created', async () => (await runs()).length === 2);
    const [first, next] = await runs();
    expect([first!.state, first!.state_reason]).toEqual(['failed', 'agent_invoke_denied']);
    expect(next).toMatchObject({ trigger_kind: 'followup', trigger_message_id: fb, trigger_principal_id: sam.principalId, state: 'queued' });
    expect(await followupsOf(t, runId)).toEqual([{ message_id: fb, status: 'deferred' }]);
    const token = await invocationAt(adapter, next!.id);
    expect(ofType(adapter, EventType.AgentInvocation, runId), 'the refused run never reaches the adapter').toEqual([]);
    expect((await callOf(agent, next!.id)('/start', startBody(token))).status).toBe(200);
    expect(await triggerStateOf(t, messageId)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'agent_invoke_denied' });
    expect((await runs()).length, 'exactly one new run').toBe(2);
  });

  it('a start refused for its billing mode fails the run; its follow-up becomes ONE new run, and the repeated start (lost answer) makes no second', async () => {
    const agent = await createAgent(t);
    const adapter = await connectAgent(t.server.url, agent, 'mismatch', open);
    const { person, messageId, runId } = await queuedRun(agent);
    const f = await post(person.who, person.thread, `<@${agent.id}> also`);
    const token = await invocationAt(adapter, runId);
    const bad = { ...startBody(token), billing_mode_used: 'api_key' };
    const answers = await Promise.all([callOf(agent, runId)('/start', bad), callOf(agent, runId)('/start', bad)]);
    // One fails the run (billing_mode_mismatch), the other meets it failed (run_not_active): 409 both.
    expect(answers.map((a) => a.status)).toEqual([409, 409]);
    const again = await callOf(agent, runId)('/start', bad);
    expect(again.status, again.text).toBe(409);
    expect(await endsOf(runId)).toEqual(['failed:billing_mode_mismatch']);
    const runs = await runsOfThread(t, person.thread);
    expect(runs.map((x) => [x.trigger_message_id, x.state])).toEqual([
      [messageId, 'failed'],
      [f, 'queued'],
    ]);
    const next = await invocationAt(adapter, runs[1]!.id);
    expect((await callOf(agent, runs[1]!.id)('/start', startBody(next))).status).toBe(200);
  });
});

describe('15.5: a person’s cancel racing the agent’s finish, without a held lock', () => {
  it('one outcome: cancel 202 ends cancelled (follow-up discarded, no new run), cancel 409 leaves it completed (follow-up deferred into one run); one run.state_changed either way', async () => {
    const agent = await createAgent(t);
    const adapter = await connectAgent(t.server.url, agent, 'race-cancel', open);
    for (let round = 0; round < 6; round++) {
      const r = await runningRun({ agent, adapter });
      const f = await post(r.person.who, r.person.thread, `<@${r.agent.id}> more`);
      const [cancel, fin] = await Promise.all([
        r.person.who.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/cancel`),
        callOf(r.agent, r.runId)('/finish', { state: 'completed' }),
      ]);
      expect(fin.status, fin.text).toBe(200);
      const ends = await endsOf(r.runId);
      expect(ends, `round ${round}: one end`).toHaveLength(1);
      const runs = await runsOfThread(t, r.person.thread);
      const { rows: requested } = await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.RunCancelRequested, r.runId]);
      if (cancel.status === 202) {
        expect(ends, `round ${round}`).toEqual(['cancelled:user_cancelled']);
        expect(fin.body.state, 'the finish answers the end that holds').toBe('cancelled');
        expect(requested).toHaveLength(1);
        expect(await followupsOf(t, r.runId)).toEqual([{ message_id: f, status: 'discarded' }]);
        expect(runs.map((x) => x.id), 'no new run after a Stop').toEqual([r.runId]);
      } else {
        expect([cancel.status, cancel.body.code], cancel.text).toEqual([409, 'run_not_active']);
        expect(ends, `round ${round}`).toEqual(['completed']);
        expect(fin.body.state).toBe('completed');
        expect(requested, 'no run.cancel_requested for a run that had ended').toHaveLength(0);
        expect(await followupsOf(t, r.runId)).toEqual([{ message_id: f, status: 'deferred' }]);
        expect(runs.map((x) => [x.trigger_message_id, x.state])).toEqual([
          [r.messageId, 'completed'],
          [f, 'queued'],
        ]);
      }
    }
    // Which one wins is the race's; the check holds for each. No twin here: the interleaving is not forced. D298's
    // twin casIgnoresCancel (cancel-races.test) forces it under a held lock and shows the variant fail.
  });

  it('a queued run cancelled before its delivery: the adapter that connects later gets run.cancel_requested and no agent.invocation of it, and misses nothing after it', async () => {
    const agent = await createAgent(t);
    const { person, messageId, runId } = await queuedRun(agent);
    const cancel = await person.who.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/cancel`);
    expect([cancel.status, cancel.body.state], cancel.text).toEqual([202, 'cancelled']);
    expect(await triggerStateOf(t, messageId)).toEqual({ trigger_state: 'cancelled', trigger_state_reason: 'user_cancelled' });
    // A later request of the same person in another thread: delivered after the cancelled one.
    const other = await personWithChannel(t, alex, 'write');
    const later = await other.who.postMessage(other.thread, `<@${agent.id}> another`);
    expect(later.status, later.text).toBe(201);
    const [laterRun] = await runsOfThread(t, other.thread);

    const adapter = await connectAgent(t.server.url, agent, 'default', open);
    await until('run.cancel_requested at the adapter', () => ofType(adapter, EventType.RunCancelRequested, runId).length === 1);
    expect(ofType(adapter, EventType.RunCancelRequested, runId)[0]!.payload).toEqual({ run_id: runId, reason: 'user_cancelled' });
    const token = await invocationAt(adapter, laterRun!.id);
    expect(ofType(adapter, EventType.AgentInvocation, runId), 'the cancelled run is never invoked').toEqual([]);
    expect((await runRow(t, runId)).invocation_jti, 'no token was ever issued for it').toBeNull();
    expect((await callOf(agent, laterRun!.id)('/start', startBody(token))).status).toBe(200);
    // The adapter's report of the cancellation it was told of answers the run as it is (D141: a repeat of the end).
    const fin = await callOf(agent, runId)('/finish', { state: 'cancelled' });
    expect([fin.status, fin.body.state], fin.text).toEqual([200, 'cancelled']);
    expect(await endsOf(runId)).toEqual(['cancelled:user_cancelled']);
  });
});

describe('8.3 and 15.5: cancellation on access removal and on a read-only channel, with follow-ups', () => {
  it('the triggering person revoked, the adapter silent: cancel_timeout; the revoked person’s follow-up fails closed, the other member’s becomes the ONE run that is invoked, with a token that starts it', async () => {
    const r = await runningRun();
    const sam = await memberOf(r.person.channel);
    const fa = await post(r.person.who, r.person.thread, `<@${r.agent.id}> mine`);
    const fb = await post(sam, r.person.thread, `<@${r.agent.id}> and mine`);
    const revoked = await alex.request('POST', `/api/v1/grants/${r.person.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await until('run.cancel_requested at the adapter', () => ofType(r.adapter, EventType.RunCancelRequested, r.runId).length === 1);
    expect(ofType(r.adapter, EventType.RunCancelRequested, r.runId)[0]!.payload).toEqual({ run_id: r.runId, reason: 'access_revoked' });
    ackAll(r.adapter);
    await sweepEnds(r.runId);
    expect(await endsOf(r.runId)).toEqual(['cancelled:cancel_timeout']);
    const late = await callOf(r.agent, r.runId)('/finish', { state: 'cancelled' });
    expect([late.status, late.body.code, late.body.reason], late.text).toEqual([409, 'run_not_active', 'cancel_timeout']);

    const runs = await runsOfThread(t, r.person.thread);
    expect(runs.map((x) => [x.trigger_message_id, x.trigger_principal_id, x.state, x.state_reason])).toEqual([
      [r.messageId, r.person.who.principalId, 'cancelled', 'cancel_timeout'],
      [fa, r.person.who.principalId, 'failed', 'agent_invoke_denied'],
      [fb, sam.principalId, 'queued', null],
    ]);
    expect(await invocationsOfThread(r.person.thread), 'no agent.invocation for the refused run').toEqual([r.runId, runs[2]!.id]);
    const token = await invocationAt(r.adapter, runs[2]!.id);
    expect((await callOf(r.agent, runs[2]!.id)('/start', startBody(token))).status).toBe(200);
    // The revoked person's request is failed for them, not silently dropped.
    expect(await triggerStateOf(t, fa)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'agent_invoke_denied' });
  });

  it('the triggering person loses only the level trigger (a read grant on the space remains): run.cancel_requested access_revoked all the same, and the person still sees the run end', async () => {
    const r = await runningRun();
    const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: r.person.who.principalId }, target: { kind: 'space', id: t.ids.space }, level: 'read' } });
    expect(g.status, g.text).toBe(201);
    const revoked = await alex.request('POST', `/api/v1/grants/${r.person.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await until('run.cancel_requested at the adapter', () => ofType(r.adapter, EventType.RunCancelRequested, r.runId).length === 1);
    expect(ofType(r.adapter, EventType.RunCancelRequested, r.runId)[0]!.payload).toEqual({ run_id: r.runId, reason: 'access_revoked' });
    const fin = await callOf(r.agent, r.runId)('/finish', { state: 'completed' });
    expect([fin.status, fin.body.state, fin.body.state_reason], fin.text).toEqual([200, 'cancelled', 'access_revoked']);
    const seen = await r.person.who.request<Record<string, unknown>>('GET', `/api/v1/runs/${r.runId}`);
    expect([seen.status, seen.body.state], seen.text).toEqual([200, 'cancelled']);
  });

  it('a steer follow-up of a member revoked before its delivery is not delivered (the run goes on), and at the end it fails closed instead of invoking the agent for them', async () => {
    const r = await runningRun({ steer: true });
    const sam = await memberOf(r.person.channel);
    // The adapter goes away, so that the follow-up is delivered only after the revocation.
    r.adapter.terminate();
    const fb = await post(sam, r.person.thread, `<@${r.agent.id}> from sam`);
    const revoked = await alex.request('POST', `/api/v1/grants/${sam.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    const adapter = await connectAgent(t.server.url, r.agent, r.consumer, open);
    // A later invocation of the agent elsewhere: the consumer delivers in seq order, so the follow-up was decided before it.
    const elsewhere = await personWithChannel(t, alex, 'write');
    await post(elsewhere.who, elsewhere.thread, `<@${r.agent.id}> elsewhere`);
    const [elsewhereRun] = await runsOfThread(t, elsewhere.thread);
    await invocationAt(adapter, elsewhereRun!.id);
    expect(ofType(adapter, EventType.AgentFollowup, r.runId), 'not delivered to the agent for a person without agent.invoke').toEqual([]);
    expect((await runRow(t, r.runId)).state, 'the triggering person’s run goes on').toBe('running');
    const fin = await callOf(r.agent, r.runId)('/finish', { state: 'completed' });
    expect(fin.status, fin.text).toBe(200);
    const runs = await runsOfThread(t, r.person.thread);
    expect(runs.map((x) => [x.trigger_message_id, x.state, x.state_reason])).toEqual([
      [r.messageId, 'completed', null],
      [fb, 'failed', 'agent_invoke_denied'],
    ]);
    expect(await invocationsOfThread(r.person.thread)).toEqual([r.runId]);
  });

  it('the channel becomes read-only during a run with a follow-up: channel_read_only at the adapter; the agent’s cancelled defers the follow-up into a run that fails closed at once; no active run is left and nothing is invoked', async () => {
    const r = await runningRun();
    const f = await post(r.person.who, r.person.thread, `<@${r.agent.id}> more`);
    const ro = await alex.request('PATCH', `/api/v1/channels/${r.person.channel}`, { body: { read_only: true } });
    expect(ro.status, ro.text).toBe(200);
    await until('run.cancel_requested at the adapter', () => ofType(r.adapter, EventType.RunCancelRequested, r.runId).length === 1);
    expect(ofType(r.adapter, EventType.RunCancelRequested, r.runId)[0]!.payload).toEqual({ run_id: r.runId, reason: 'channel_read_only' });
    const fin = await callOf(r.agent, r.runId)('/finish', { state: 'cancelled' });
    expect([fin.status, fin.body.state, fin.body.state_reason], fin.text).toEqual([200, 'cancelled', 'channel_read_only']);
    const runs = await runsOfThread(t, r.person.thread);
    expect(runs.map((x) => [x.trigger_message_id, x.state, x.state_reason])).toEqual([
      [r.messageId, 'cancelled', 'channel_read_only'],
      [f, 'failed', 'channel_read_only'],
    ]);
    expect(runs.filter((x) => ACTIVE.includes(x.state))).toEqual([]);
    expect(await invocationsOfThread(r.person.thread)).toEqual([r.runId]);
    expect(await triggerStateOf(t, f)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'channel_read_only' });
  });
});

describe('15.4: run_active_other_agent while the run is queued or waits', () => {
  it('a mention of another agent is refused with run_active_other_agent while the run is queued and while it waits for input; writes nothing', async () => {
    const agent = await createAgent(t);
    const { person, messageId, runId } = await queuedRun(agent);
    const other = await createAgent(t);
    const refused = async (when: string) => {
      const res = await person.who.postMessage(person.thread, `<@${other.id}> you instead`);
      expect([res.status, (res.body as unknown as { code?: string }).code], `${when}: ${res.text}`).toEqual([409, 'run_active_other_agent']);
      expect((await runsOfThread(t, person.thread)).map((x) => x.id), when).toEqual([runId]);
    };
    await refused('queued');
    const adapter = await connectAgent(t.server.url, agent, 'default', open);
    const token = await invocationAt(adapter, runId);
    expect((await callOf(agent, runId)('/start', startBody(token))).status).toBe(200);
    expect((await callOf(agent, runId)('/wait')).status).toBe(200);
    await refused('waiting_input');
    const { rows } = await t.db.pool.query(`SELECT count(*)::int AS n FROM messages WHERE thread_id = $1`, [person.thread]);
    expect(rows[0].n, 'the refused messages were not written').toBe(1);
  });
});

describe('15.4 and 15.5: a person’s Stop while another reason’s cancellation stands (D456)', () => {
  /**
   * The trigger person revoked (access_revoked requested), a member's follow-up, then the channel owner's
   * Stop, then a message of the member after it; the sweep ends the run (cancel_timeout).
   */
  async function stopAfterRevocation() {
    const r = await runningRun();
    const sam = await memberOf(r.person.channel);
    const before = await post(sam, r.person.thread, `<@${r.agent.id}> before the stop`);
    const revoked = await alex.request('POST', `/api/v1/grants/${r.person.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await until('run.cancel_requested at the adapter', () => ofType(r.adapter, EventType.RunCancelRequested, r.runId).length === 1);
    const stop = await alex.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/cancel`);
    expect(stop.status, stop.text).toBe(202);
    const after = await post(sam, r.person.thread, `<@${r.agent.id}> after the stop`);
    // The agent reports nothing; the end comes from the sweep (cancel_timeout), whatever the machine's load.
    await sweepEnds(r.runId);
    return { r, before, after, runs: await runsOfThread(t, r.person.thread) };
  }

  it('the Stop holds at the end: the follow-up it found is discarded, not a new run; the message after it is one new run; the agent got one run.cancel_requested (access_revoked); a repeated Stop answers 202', async () => {
    const { r, before, after, runs } = await stopAfterRevocation();
    expect(ofType(r.adapter, EventType.RunCancelRequested, r.runId).map((d) => d.payload.reason), 'the first reason stands for the agent').toEqual(['access_revoked']);
    expect(await followupsOf(t, r.runId)).toEqual([
      { message_id: before, status: 'discarded' },
      { message_id: after, status: 'deferred' },
    ]);
    expect(await triggerStateOf(t, before)).toEqual({ trigger_state: 'cancelled', trigger_state_reason: 'user_cancelled' });
    expect(runs.map((x) => [x.trigger_message_id, x.state]), 'one new run, of the message after the Stop').toEqual([
      [r.messageId, 'cancelled'],
      [after, 'queued'],
    ]);
    const again = await alex.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/cancel`);
    expect([again.status, again.body.id], again.text).toEqual([202, r.runId]);
    const { rows } = await t.db.pool.query(`SELECT reason FROM audit_events WHERE resource_id = $1 AND action = $2 ORDER BY audit_seq`, [r.runId, Action.RunCancel]);
    expect(rows.map((x) => x.reason), 'the Stop is audited beside the first request').toEqual(['access_revoked', 'user_cancelled', 'cancel_timeout']);
  });

  it('twin (stopIgnoredWhileCancelling): the Stop is forgotten, and the follow-up it found invokes the agent again', async () => {
    t.server.ctx.twins = { stopIgnoredWhileCancelling: true };
    try {
      const { r, before, runs } = await stopAfterRevocation();
      // The check of the case above fails on this variant: the found follow-up becomes a run.
      expect(await followupsOf(t, r.runId)).toContainEqual({ message_id: before, status: 'deferred' });
      expect(runs.map((x) => x.trigger_message_id)).toContain(before);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('15.4: a control command the agent ends the run on, as the person’s Stop (D457)', () => {
  /** A running run; a member's follow-up; the person's control command stop; a member's message after it; the agent's cancelled user_cancelled. */
  async function stopByCommand() {
    const agent = await agentWithControlCommand('stop');
    const r = await runningRun({ agent });
    const sam = await memberOf(r.person.channel);
    const before = await post(sam, r.person.thread, `<@${agent.id}> before the command`);
    const invoked = await r.person.who.request<{ run_id?: string }>('POST', `/api/v1/threads/${r.person.thread}/commands`, {
      body: { agent_id: agent.id, command: 'stop', options: {} },
      headers: { 'idempotency-key': uuidv7() },
    });
    expect([invoked.status, invoked.body.run_id], invoked.text).toEqual([202, r.runId]);
    const after = await post(sam, r.person.thread, `<@${agent.id}> after the command`);
    const fin = await callOf(agent, r.runId)('/finish', { state: 'cancelled', reason: 'user_cancelled' });
    expect([fin.status, fin.body.state], fin.text).toEqual([200, 'cancelled']);
    return { r, before, after, runs: await runsOfThread(t, r.person.thread) };
  }

  it('the follow-up the command found is discarded; the message after it is a new request, deferred into ONE new run', async () => {
    const { r, before, after, runs } = await stopByCommand();
    expect(await followupsOf(t, r.runId)).toEqual([
      { message_id: before, status: 'discarded' },
      { message_id: after, status: 'deferred' },
    ]);
    expect(runs.map((x) => [x.trigger_message_id, x.state])).toEqual([
      [r.messageId, 'cancelled'],
      [after, 'queued'],
    ]);
  });

  /** A running run; the person's REST Stop; a member's message after it; a control command that is no stop; the Stop's end. */
  async function commandAfterStop(o: { revokedFirst?: boolean } = {}) {
    const agent = await agentWithControlCommand('status');
    const r = await runningRun({ agent });
    if (o.revokedFirst) {
      // The trigger person revoked first (access_revoked stands), then the owner's Stop: kept as stopped_by_person (D456).
      const revoked = await alex.request('POST', `/api/v1/grants/${r.person.grantId}/revoke`);
      expect(revoked.status, revoked.text).toBeLessThan(300);
    }
    const stop = await (o.revokedFirst ? alex : r.person.who).request('POST', `/api/v1/runs/${r.runId}/cancel`);
    expect(stop.status, stop.text).toBe(202);
    const sam = await memberOf(r.person.channel);
    const after = await post(sam, r.person.thread, `<@${agent.id}> stop that; do this instead`);
    const invoked = await sam.request('POST', `/api/v1/threads/${r.person.thread}/commands`, { body: { agent_id: agent.id, command: 'status', options: {} }, headers: { 'idempotency-key': uuidv7() } });
    expect(invoked.status, invoked.text).toBe(202);
    // The agent reports nothing; the Stop's end comes from the sweep (cancel_timeout) whatever the machine's load.
    await sweepEnds(r.runId);
    return { r, after, runs: await runsOfThread(t, r.person.thread) };
  }

  it('a control command after a person’s Stop takes nothing back: the message written after the Stop is still deferred into ONE new run', async () => {
    const { r, after, runs } = await commandAfterStop();
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: after, status: 'deferred' }]);
    expect(runs.map((x) => [x.trigger_message_id, x.state])).toEqual([
      [r.messageId, 'cancelled'],
      [after, 'queued'],
    ]);
  });

  it('also when the Stop came while another reason’s request stood (stopped_by_person, D456): the message after the Stop is deferred into ONE new run', async () => {
    const { r, after, runs } = await commandAfterStop({ revokedFirst: true });
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: after, status: 'deferred' }]);
    expect(runs.map((x) => [x.trigger_message_id, x.state])).toEqual([
      [r.messageId, 'cancelled'],
      [after, 'queued'],
    ]);
  });

  it('twin (controlCommandAfterStopMarks): the command after the Stop (either kind) marks the run, and the message after the Stop is discarded', async () => {
    t.server.ctx.twins = { controlCommandAfterStopMarks: true };
    try {
      for (const revokedFirst of [false, true]) {
        const { r, after, runs } = await commandAfterStop({ revokedFirst });
        // The checks of the two cases above fail on this variant.
        expect(await followupsOf(t, r.runId), `revokedFirst ${revokedFirst}`).toEqual([{ message_id: after, status: 'discarded' }]);
        expect(runs.map((x) => x.id)).toEqual([r.runId]);
      }
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  /**
   * A member's follow-up on a running run; the test holds the run's row lock; the agent's finish waits
   * on it, then a person's control command waits behind the finish; the lock goes. The finish ends the
   * run and defers the follow-up into a new run while the command waits: what the command answers.
   */
  async function commandWhileTheRunEnds() {
    const agent = await agentWithControlCommand('status');
    const r = await runningRun({ agent });
    const sam = await memberOf(r.person.channel);
    const followup = await post(sam, r.person.thread, `<@${agent.id}> and this too`);
    const waiting = async () =>
      (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`)).rows[0]!.n;
    const holder = await t.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM runs WHERE id = $1 FOR UPDATE`, [r.runId]);
      const finishing = callOf(agent, r.runId)('/finish', { state: 'completed' });
      await until('the finish waits on the run', async () => (await waiting()) === 1, 10_000);
      const invoking = r.person.who.request<{ run_id?: string }>('POST', `/api/v1/threads/${r.person.thread}/commands`, {
        body: { agent_id: agent.id, command: 'status', options: {} },
        headers: { 'idempotency-key': uuidv7() },
      });
      await until('the command waits behind it', async () => (await waiting()) === 2, 10_000);
      await holder.query('ROLLBACK');
      const [fin, invoked] = await Promise.all([finishing, invoking]);
      expect([fin.status, fin.body.state], fin.text).toEqual([200, 'completed']);
      expect(invoked.status, invoked.text).toBe(202);
      const runs = await runsOfThread(t, r.person.thread);
      return { r, followup, invoked: invoked.body, runs };
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      holder.release();
    }
  }

  it('a command that waited on the run while the run ended names the run its end deferred the follow-up into, and marks that one (D457 addendum)', async () => {
    const { r, followup, invoked, runs } = await commandWhileTheRunEnds();
    expect(runs.map((x) => [x.trigger_message_id, x.state])).toEqual([
      [r.messageId, 'completed'],
      [followup, 'queued'],
    ]);
    expect(invoked.run_id, 'the run that now holds the member’s request').toBe(runs[1]!.id);
    expect((await runRow(t, runs[1]!.id)).control_invoked_at, 'the new run is marked').not.toBeNull();
    expect((await runRow(t, r.runId)).control_invoked_at, 'the ended run is not').toBeNull();
  });

  it('twin (controlCommandReadsOnce): the command finds no run and marks none', async () => {
    t.server.ctx.twins = { controlCommandReadsOnce: true };
    try {
      const { invoked, runs } = await commandWhileTheRunEnds();
      // The check of the case above fails on this variant.
      expect(invoked.run_id).toBeUndefined();
      expect((await runRow(t, runs[1]!.id)).control_invoked_at).toBeNull();
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('twin (controlCommandUnmarked): the message after the command is discarded with the others, and nobody answers it', async () => {
    t.server.ctx.twins = { controlCommandUnmarked: true };
    try {
      const { r, after, runs } = await stopByCommand();
      // The check of the case above fails on this variant.
      expect(await followupsOf(t, r.runId)).toContainEqual({ message_id: after, status: 'discarded' });
      expect(runs.map((x) => x.id)).toEqual([r.runId]);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
