// run.context.read (15.3 step 4; D439): GET /runs/{run_id}/context, what the
// agent of a run reads before it starts: the run, its triggering message and
// its follow-ups. Only its own agent, only while the run is active, and only
// while the triggering person may still invoke it (the check of 15.3 step 2,
// with the permissions of now). The agents here have no grant of their own on
// the channel: the person's request is what lets them read these messages (D80).
import { describe, expect, it, afterEach } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, expectAnswersAsMissing, runRow, useRunSuite, type Agent, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;
afterEach(() => {
  delete t.server.ctx.twins;
});

interface Msg {
  id: string;
  content_md: string;
  deleted_at?: string;
}
interface Context {
  run: { id: string; state: string; trigger_message_id?: string };
  trigger_message?: Msg;
  followups: Msg[];
  code?: string;
  reason?: string;
}

const contextOf = (agent: Agent, runId: string) => agent.request<Context>('GET', `/api/v1/runs/${runId}/context`);

async function deliver(r: TriggeredRun): Promise<string> {
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  return d.invocationToken;
}

async function post(r: TriggeredRun, content: string, who = r.person.who): Promise<string> {
  const res = await who.postMessage(r.person.thread, content);
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

describe('run.context.read (15.3 step 4; D439)', () => {
  it('the agent reads its run context before the start: the run, the triggering message, its follow-ups in order (a deleted one as its tombstone); then it starts', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const f1 = await post(r, `<@${r.agent.id}> and this`);
    const f2 = await post(r, `<@${r.agent.id}> never mind this one`);
    expect((await r.person.who.request('DELETE', `/api/v1/messages/${f2}`)).status).toBe(204);
    const res = await contextOf(r.agent, r.runId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.run).toMatchObject({ id: r.runId, state: 'queued', trigger_message_id: r.messageId });
    expect(res.body.trigger_message).toMatchObject({ id: r.messageId, content_md: `<@${r.agent.id}> please look` });
    expect(res.body.followups.map((m) => [m.id, m.content_md, m.deleted_at !== undefined])).toEqual([
      [f1, `<@${r.agent.id}> and this`, false],
      [f2, '', true],
    ]);
    const started = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, { invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
    expect(started.status, started.text).toBe(200);
    // Still readable while the run works.
    expect((await contextOf(r.agent, r.runId)).body.run.state).toBe('running');
  });

  it("another agent gets what a missing run gets (404, D49); a person who sees the run's channel gets 403 forbidden", async () => {
    const r = await s.triggered();
    const other = await createAgent(t);
    const missing = uuidv7();
    expectAnswersAsMissing(await contextOf(other, r.runId) as never, await contextOf(other, missing) as never, [r.runId, missing]);
    const person = await r.person.who.request<{ code: string }>('GET', `/api/v1/runs/${r.runId}/context`);
    expect([person.status, person.body.code]).toEqual([403, 'forbidden']);
  });

  it('an ended run, or one whose cancellation was requested, answers 409 run_not_active', async () => {
    const ended = await s.triggered();
    expect((await ended.agent.request('POST', `/api/v1/runs/${ended.runId}/finish`, { state: 'failed', reason: 'test' })).status).toBe(200);
    const a = await contextOf(ended.agent, ended.runId);
    expect([a.status, a.body.code], a.text).toEqual([409, 'run_not_active']);
    const cancelling = await s.running();
    expect((await cancelling.person.who.request('POST', `/api/v1/runs/${cancelling.runId}/cancel`)).status).toBe(202);
    const b = await contextOf(cancelling.agent, cancelling.runId);
    expect([b.status, b.body.code], b.text).toEqual([409, 'run_not_active']);
  });
});

describe('run.context.read fails closed when the triggering person may no longer invoke (15.3 step 2, 8.3; D439)', () => {
  /** The person's write becomes read (no agent.invoke) in the database, as a change whose cancellation (8.3) has not landed yet. */
  async function readAfterPermissionLoss(): Promise<{ r: TriggeredRun; res: Awaited<ReturnType<typeof contextOf>> }> {
    const r = await s.triggered();
    expect((await contextOf(r.agent, r.runId)).status).toBe(200);
    await t.db.pool.query(`UPDATE grants SET level = 'read' WHERE id = $1`, [r.person.grantId]);
    return { r, res: await contextOf(r.agent, r.runId) };
  }

  it('refused at once with the permissions of now: 403 forbidden, reason agent_invoke_denied, the message not in the answer, nothing written', async () => {
    const { r, res } = await readAfterPermissionLoss();
    expect([res.status, res.body.code, res.body.reason], res.text).toEqual([403, 'forbidden', 'agent_invoke_denied']);
    expect(res.text).not.toContain('please look');
    expect((await runRow(t, r.runId)).state).toBe('queued');
  });

  it('a revocation through REST (POST /grants/{id}/revoke) cancels the queued run (8.3): the read answers 409 run_not_active at once', async () => {
    const r = await s.triggered();
    expect((await s.alex.request('POST', `/api/v1/grants/${r.person.grantId}/revoke`)).status).toBe(200);
    const res = await contextOf(r.agent, r.runId);
    expect([res.status, res.body.code], res.text).toEqual([409, 'run_not_active']);
  });

  it('twin: without the check of 15.3 step 2 the same read answers the message to the agent (the check above fails)', async () => {
    t.server.ctx.twins = { contextWithoutInvokeCheck: true };
    const { res } = await readAfterPermissionLoss();
    expect(res.status, res.text).toBe(200);
    expect(res.body.trigger_message?.content_md).toContain('please look');
  });
});

describe('run.context.read leaks nothing else of the thread to an agent without its own grant (15.3, D80; D439)', () => {
  /** A thread with a message before the trigger and one after it, neither addressed to the agent, and a follow-up. */
  async function thread(): Promise<{ r: TriggeredRun; before: string; after: string; followup: string }> {
    const person = await personWithChannel(t, s.alex, 'write');
    const before = (await person.who.postMessage(person.thread, 'secret before, not for the agent')).body.id;
    const agent = await createAgent(t);
    const posted = await person.who.postMessage(person.thread, `<@${agent.id}> please look`);
    expect(posted.status, posted.text).toBe(201);
    const { rows } = await t.db.pool.query<{ id: string }>(`SELECT id FROM runs WHERE trigger_message_id = $1`, [posted.body.id]);
    const r = { person, agent, runId: rows[0]!.id, messageId: posted.body.id } as TriggeredRun;
    return { r, before, after: await post(r, 'secret after, not for the agent'), followup: await post(r, `<@${r.agent.id}> this too`) };
  }

  /** What of the thread's other messages the agent reads: through its context, GET /messages/{id} and the thread's list. */
  async function seen(x: Awaited<ReturnType<typeof thread>>): Promise<{ context: string[]; direct: number[] }> {
    const res = await contextOf(x.r.agent, x.r.runId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.trigger_message?.id).toBe(x.r.messageId);
    const ids = res.body.followups.map((m) => m.id);
    expect(ids).toContain(x.followup);
    const direct = [
      (await x.r.agent.request('GET', `/api/v1/messages/${x.before}`)).status,
      (await x.r.agent.request('GET', `/api/v1/messages/${x.r.messageId}`)).status,
      (await x.r.agent.request('GET', `/api/v1/threads/${x.r.person.thread}/messages`)).status,
    ];
    return { context: [x.before, x.after].filter((id) => ids.includes(id) || res.text.includes(id) || res.text.includes('secret')), direct };
  }

  it('the trigger and the follow-up only; GET /messages/{id} and the thread list still answer 404 to the agent', async () => {
    const x = await thread();
    expect(await seen(x)).toEqual({ context: [], direct: [404, 404, 404] });
  });

  /** The trigger and a follow-up, each reacted to and pinned by the person: the context's messages. */
  async function reactedAndPinned(): Promise<Record<string, unknown>[]> {
    const r = await s.triggered();
    const f = await post(r, `<@${r.agent.id}> and this`);
    for (const id of [r.messageId, f]) {
      expect((await r.person.who.request('PUT', `/api/v1/messages/${id}/reactions/${encodeURIComponent('\u{1F44D}')}`)).status).toBe(200);
      expect((await r.person.who.request('PUT', `/api/v1/messages/${id}/pin`)).status).toBe(200);
    }
    const res = await contextOf(r.agent, r.runId);
    expect(res.status, res.text).toBe(200);
    return [res.body.trigger_message, ...res.body.followups] as unknown as Record<string, unknown>[];
  }

  it('gives the messages as their authors wrote them: no one else\'s reactions, no pin state (D439 addendum)', async () => {
    const messages = await reactedAndPinned();
    expect(messages.map((m) => [m.reactions, m.pinned])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('twin (contextReadForm): the REST read form hands the agent the reactions and the pin state (the check above fails)', async () => {
    t.server.ctx.twins = { contextReadForm: true };
    const messages = await reactedAndPinned();
    expect(messages.map((m) => m.pinned)).toEqual([true, true]);
    expect(messages.every((m) => Array.isArray(m.reactions))).toBe(true);
  });

  /** A second member's follow-up; `revoke` drops their grant to read (no agent.invoke). */
  async function secondMember() {
    const x = await thread();
    const other = await personWithChannel(t, s.alex, 'write');
    const grant = await s.alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: other.who.principalId }, target: { kind: 'channel', id: x.r.person.channel }, level: 'write' } });
    expect(grant.status, grant.text).toBe(201);
    const theirs = await post(x.r, `<@${x.r.agent.id}> from me as well`, other.who);
    const ids = async () => (await contextOf(x.r.agent, x.r.runId)).body.followups.map((m) => m.id);
    const revoke = () => t.db.pool.query(`UPDATE grants SET level = 'read' WHERE id = $1`, [grant.body.id]);
    return { x, theirs, ids, revoke };
  }

  it('a follow-up of a person who may no longer invoke the agent is left out', async () => {
    const { x, theirs, ids, revoke } = await secondMember();
    expect(await ids()).toEqual([x.followup, theirs]);
    await revoke();
    expect(await ids()).toEqual([x.followup]);
  });

  it('twin (contextKeepsRevokedFollowups): the follow-up of the person who lost agent.invoke stays in the context (the check above fails)', async () => {
    const { x, theirs, ids, revoke } = await secondMember();
    await revoke();
    t.server.ctx.twins = { contextKeepsRevokedFollowups: true };
    expect(await ids()).toEqual([x.followup, theirs]);
  });

  it('twin: a context read from the thread rather than run_followups hands the other messages to the agent (the check above fails)', async () => {
    const x = await thread();
    t.server.ctx.twins = { contextReadsThread: true };
    expect((await seen(x)).context).toEqual([x.before, x.after]);
  });
});
