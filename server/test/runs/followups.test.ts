// Follow-ups (15.4, R-SY-22; D147-D149): a message that would trigger the agent
// of the thread's active run becomes its follow-up (run_followups, queued; with
// followups = steer also agent.followup to the agent, delivered with a fresh
// token, trigger_kind followup); one that would trigger another agent is
// refused with run_active_other_agent; other messages stay ordinary. The
// adapter reports delivered and absorbed through PATCH /runs/{id}; at the end
// the open ones are deferred into a new run, or discarded on user_cancelled.
import { EventType, ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { jtiOf } from '../support/agents.ts';
import { createAgent, eventsOf, followupsOf, readLogRow, runRow, runsOfThread, triggerStateOf, useRunSuite, type Agent, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const call = (r: TriggeredRun, path: string, body?: unknown, method = 'POST') => r.agent.request<Record<string, unknown>>(method, `/api/v1/runs/${r.runId}${path}`, body);

async function steeringAgent(): Promise<Agent> {
  const a = await createAgent(t);
  await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [a.id]);
  return a;
}

/** A started run of `agent` (a fresh one by default); its start token. */
async function running(agent?: Agent): Promise<TriggeredRun & { startToken: string }> {
  const r = await s.triggered(agent ? { agent } : {});
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  expect((await call(r, '/start', startBody(d.invocationToken))).status).toBe(200);
  return { ...r, startToken: d.invocationToken };
}

async function post(r: TriggeredRun, content: string): Promise<{ status: number; id: string; text: string }> {
  const res = await r.person.who.postMessage(r.person.thread, content);
  return { status: res.status, id: (res.body as { id?: string })?.id ?? '', text: res.text };
}

describe('a message to the agent of the active run becomes a follow-up (15.4)', () => {
  it('followups = steer: a run_followups row queued, the document entry, trigger_state received and agent.followup to the agent; no second run', async () => {
    const r = await running(await steeringAgent());
    const f = await post(r, `<@${r.agent.id}> and also this`);
    expect(f.status, f.text).toBe(201);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: f.id, status: 'queued' }]);
    expect((await runRow(t, r.runId)).document).toMatchObject({ followups: { [f.id]: { status: 'queued' } } });
    expect(await triggerStateOf(t, f.id)).toMatchObject({ trigger_state: 'received' });
    expect((await runsOfThread(t, r.person.thread)).map((x) => x.id)).toEqual([r.runId]);
    const sent = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    expect(sent.map((e) => e.payload)).toEqual([{ run_id: r.runId, thread_id: r.person.thread, message_id: f.id }]);
  });

  it('its delivery carries a fresh token (trigger_kind followup) and leaves invocation_jti while running (15.3 step 5)', async () => {
    const r = await running(await steeringAgent());
    const f = await post(r, `<@${r.agent.id}> more`);
    const [e] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    const d = await s.prepare(r, false, await readLogRow(t, e!.seq));
    if (!d.deliver) throw new Error('not delivered');
    expect(JSON.parse(Buffer.from(d.invocationToken.split('.')[1]!, 'base64url').toString())).toMatchObject({ run_id: r.runId, trigger_kind: 'followup' });
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(r.startToken));
    expect(f.status).toBe(201);
  });

  it('followups = queue (the default): the row, no agent.followup', async () => {
    const r = await running();
    const f = await post(r, `<@${r.agent.id}> later`);
    expect(f.status, f.text).toBe(201);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: f.id, status: 'queued' }]);
    expect(await eventsOf(t, 'run', r.runId, EventType.AgentFollowup)).toEqual([]);
  });

  it('a message that would trigger another agent is refused with run_active_other_agent and writes nothing (R-SY-22)', async () => {
    const r = await running();
    const other = await createAgent(t);
    const res = await r.person.who.postMessage(r.person.thread, `<@${other.id}> you instead`);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'run_active_other_agent' });
    const { rows } = await t.db.pool.query(`SELECT count(*)::int AS n FROM messages WHERE thread_id = $1`, [r.person.thread]);
    expect(rows[0].n).toBe(1);
    expect((await runsOfThread(t, r.person.thread)).map((x) => x.id)).toEqual([r.runId]);
  });

  it('a message that triggers nobody stays an ordinary message', async () => {
    const r = await running(await steeringAgent());
    const plain = await post(r, 'just people talking');
    expect(plain.status).toBe(201);
    expect(await followupsOf(t, r.runId)).toEqual([]);
    expect(await triggerStateOf(t, plain.id)).toEqual({ trigger_state: null, trigger_state_reason: null });
  });
});

describe('PATCH /runs/{id}: followups/<message_id>/status (11.2, 15.4; D149)', () => {
  it('delivered sets trigger_state followup_delivered; absorbed follows; each against base_version', async () => {
    const r = await running(await steeringAgent());
    const f = await post(r, `<@${r.agent.id}> steer`);
    const v0 = (await runRow(t, r.runId)).version as number;
    const d = await call(r, '', { base_version: Number(v0), ops: [{ op: 'replace', path: `/followups/${f.id}/status`, value: 'delivered' }] }, 'PATCH');
    expect(d.status, d.text).toBe(200);
    expect(d.body).toEqual({ version: Number(v0) + 1 });
    expect(await triggerStateOf(t, f.id)).toMatchObject({ trigger_state: 'followup_delivered' });
    const stale = await call(r, '', { base_version: Number(v0), ops: [{ op: 'replace', path: `/followups/${f.id}/status`, value: 'absorbed' }] }, 'PATCH');
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body).toMatchObject({ code: 'base_version_conflict', current: { version: Number(v0) + 1, followups: { [f.id]: { status: 'delivered' } } } });
    const a = await call(r, '', { base_version: Number(v0) + 1, ops: [{ op: 'replace', path: `/followups/${f.id}/status`, value: 'absorbed' }] }, 'PATCH');
    expect(a.status, a.text).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: f.id, status: 'absorbed' }]);
    // absorbed never goes back to delivered: a late delivered report changes nothing (D361: a resume absorbs the answer first).
    const back = await call(r, '', { base_version: Number(v0) + 2, ops: [{ op: 'replace', path: `/followups/${f.id}/status`, value: 'delivered' }] }, 'PATCH');
    expect(back.status, back.text).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: f.id, status: 'absorbed' }]);
    expect((await runRow(t, r.runId)).document).toMatchObject({ followups: { [f.id]: { status: 'absorbed' } } });
  });

  it('other paths and the server’s own states answer 400 validation_failed; another agent gets the 404 of a missing run', async () => {
    const r = await running();
    const f = await post(r, `<@${r.agent.id}> x`);
    const v = Number((await runRow(t, r.runId)).version);
    for (const op of [
      { op: 'replace', path: '/status_line', value: 'hi' },
      { op: 'replace', path: `/followups/${f.id}/status`, value: 'deferred' },
      { op: 'remove', path: `/followups/${f.id}` },
    ]) {
      const res = await call(r, '', { base_version: v, ops: [op] }, 'PATCH');
      expect([op.path, res.status, res.body.code], res.text).toEqual([op.path, 400, ProblemCode.ValidationFailed]);
    }
    const stranger = await createAgent(t);
    const res = await stranger.request('PATCH', `/api/v1/runs/${r.runId}`, { base_version: v, ops: [{ op: 'replace', path: `/followups/${f.id}/status`, value: 'delivered' }] });
    expect(res.status).toBe(404);
  });
});

describe('follow-ups at the end of the run (15.4; D148)', () => {
  it('completed with open follow-ups: they become deferred and a new run starts from the first, the rest its follow-ups; absorbed ones are done', async () => {
    const r = await running();
    const a = await post(r, `<@${r.agent.id}> absorbed one`);
    const b = await post(r, `<@${r.agent.id}> first open`);
    const c = await post(r, `<@${r.agent.id}> second open`);
    const v = Number((await runRow(t, r.runId)).version);
    expect((await call(r, '', { base_version: v, ops: [{ op: 'replace', path: `/followups/${a.id}/status`, value: 'absorbed' }] }, 'PATCH')).status).toBe(200);
    const fin = await call(r, '/finish', { state: 'completed' });
    expect(fin.status, fin.text).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([
      { message_id: a.id, status: 'absorbed' },
      { message_id: b.id, status: 'deferred' },
      { message_id: c.id, status: 'deferred' },
    ]);
    expect(await triggerStateOf(t, a.id)).toMatchObject({ trigger_state: 'done' });
    const runs = await runsOfThread(t, r.person.thread);
    expect(runs).toHaveLength(2);
    const next = runs[1]!;
    expect(next).toMatchObject({ trigger_kind: 'followup', trigger_message_id: b.id, state: 'queued' });
    expect(await followupsOf(t, next.id)).toEqual([{ message_id: c.id, status: 'queued' }]);
    const inv = await eventsOf(t, 'run', next.id, EventType.AgentInvocation);
    expect(inv.map((e) => e.payload)).toEqual([{ run_id: next.id, thread_id: r.person.thread, message_id: b.id, trigger_kind: 'followup', trigger_principal_id: r.person.who.principalId }]);
    // A follow-up of the new run arrives in the same thread: the new run is the active one now.
    const d = await post(r, `<@${r.agent.id}> for the next run`);
    expect(d.status).toBe(201);
    expect((await followupsOf(t, next.id)).map((f) => f.message_id)).toEqual([c.id, d.id]);
  });

  it('cancelled with user_cancelled: they become discarded, their messages cancelled, no new run', async () => {
    const r = await running();
    const b = await post(r, `<@${r.agent.id}> open`);
    expect((await r.person.who.request('POST', `/api/v1/runs/${r.runId}/cancel`)).status).toBe(202);
    expect((await call(r, '/finish', { state: 'cancelled' })).status).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: b.id, status: 'discarded' }]);
    expect(await triggerStateOf(t, b.id)).toEqual({ trigger_state: 'cancelled', trigger_state_reason: 'user_cancelled' });
    expect(await runsOfThread(t, r.person.thread)).toHaveLength(1);
  });

  it('a follow-up whose message was deleted before the end is discarded: the next run starts from the first one still there, none from the deleted (D316)', async () => {
    const r = await running();
    const gone = await post(r, `<@${r.agent.id}> never mind`);
    const kept = await post(r, `<@${r.agent.id}> but this`);
    expect((await r.person.who.request('DELETE', `/api/v1/messages/${gone.id}`)).status).toBe(204);
    expect((await call(r, '/finish', { state: 'completed' })).status).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([
      { message_id: gone.id, status: 'discarded' },
      { message_id: kept.id, status: 'deferred' },
    ]);
    const runs = await runsOfThread(t, r.person.thread);
    expect(runs.map((x) => x.trigger_message_id)).toEqual([r.messageId, kept.id]);
  });

  it('a run whose only open follow-up was deleted ends without a new run (D316)', async () => {
    const r = await running();
    const gone = await post(r, `<@${r.agent.id}> never mind`);
    expect((await r.person.who.request('DELETE', `/api/v1/messages/${gone.id}`)).status).toBe(204);
    expect((await call(r, '/finish', { state: 'completed' })).status).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: gone.id, status: 'discarded' }]);
    expect(await runsOfThread(t, r.person.thread)).toHaveLength(1);
  });

  it.each(['steer', 'queue'] as const)('a follow-up to a waiting run is its answer, with followups = %s: delivered with a token that resumes it (15.4, 15.3 step 5, D288)', async (mode) => {
    const r = await running(mode === 'steer' ? await steeringAgent() : undefined);
    expect((await call(r, '/wait')).status).toBe(200);
    const f = await post(r, `<@${r.agent.id}> here is the answer`);
    expect(f.status).toBe(201);
    const [e] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    expect(e, 'agent.followup written for the waiting run').toBeDefined();
    const d = await s.prepare(r, false, await readLogRow(t, e!.seq));
    if (!d.deliver) throw new Error('not delivered');
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(d.invocationToken));
    const resumed = await call(r, '/resume', startBody(d.invocationToken));
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toMatchObject({ state: 'running' });
  });
});

describe('twin of D288', () => {
  it('a waiting run of a queue agent that gets no agent.followup has no token to resume with: it waits for ever', async () => {
    t.server.ctx.twins = { answersOnlyToSteer: true };
    try {
      const r = await running();
      expect((await call(r, '/wait')).status).toBe(200);
      const f = await post(r, `<@${r.agent.id}> here is the answer`);
      expect(f.status).toBe(201);
      expect(await eventsOf(t, 'run', r.runId, EventType.AgentFollowup)).toEqual([]);
      // The only token the adapter holds is the consumed start token.
      const resumed = await call(r, '/resume', startBody(r.startToken));
      expect(resumed.status).toBe(403);
      expect((await runRow(t, r.runId)).state).toBe('waiting_input');
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('a queue agent\'s answers to a waiting run (15.4, D288, D291)', () => {
  /** Two answers to a waiting run of a queue agent; the first resumes it; what the gate decides for the second. */
  async function secondAnswer(): Promise<{ deliver: boolean; r: TriggeredRun; second: string }> {
    const r = await running();
    expect((await call(r, '/wait')).status).toBe(200);
    expect((await post(r, `<@${r.agent.id}> the answer`)).status).toBe(201);
    const second = await post(r, `<@${r.agent.id}> and one more thing`);
    expect(second.status).toBe(201);
    const [e1, e2] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    const d1 = await s.prepare(r, false, await readLogRow(t, e1!.seq));
    if (!d1.deliver) throw new Error('the first answer was not delivered');
    expect((await call(r, '/resume', startBody(d1.invocationToken))).status).toBe(200);
    const d2 = await s.prepare(r, false, await readLogRow(t, e2!.seq));
    return { deliver: d2.deliver, r, second: second.id };
  }

  it('the second answer meets the run running again: not fed into the turn, its row stays queued for the end', async () => {
    const { deliver, r, second } = await secondAnswer();
    expect(deliver).toBe(false);
    expect((await followupsOf(t, r.runId)).find((f) => f.message_id === second)).toEqual({ message_id: second, status: 'queued' });
  });

  it('twin (queueFeedsRunningTurn): the gate feeds it into the running turn of a queue agent', async () => {
    t.server.ctx.twins = { queueFeedsRunningTurn: true };
    try {
      expect((await secondAnswer()).deliver).toBe(true);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('a run that ends while follow-ups arrive loses none (15.4; D147)', () => {
  /** Follow-ups posted while the run is finished: the accepted ones that are neither a run's trigger nor a follow-up of an active run nor settled. */
  async function lostInRace(rounds: number): Promise<number> {
    let lost = 0;
    for (let i = 0; i < rounds; i++) {
      const r = await running();
      const posts = Array.from({ length: 8 }, (_, n) => post(r, `<@${r.agent.id}> race ${n}`));
      const finish = (async () => {
        await new Promise((res) => setTimeout(res, i % 3));
        return call(r, '/finish', { state: 'completed' });
      })();
      const answers = await Promise.all(posts);
      expect((await finish).status).toBe(200);
      for (const a of answers) expect(a.status, a.text).toBe(201);
      const { rows } = await t.db.pool.query<{ id: string }>(
        `SELECT m.id FROM messages m WHERE m.id = ANY($1::uuid[])
            AND NOT EXISTS (SELECT 1 FROM runs r WHERE r.trigger_message_id = m.id)
            AND NOT EXISTS (SELECT 1 FROM run_followups f JOIN runs r ON r.id = f.run_id
                             WHERE f.message_id = m.id AND (r.state IN ('queued', 'running', 'waiting_input') OR f.status IN ('absorbed', 'deferred', 'discarded')))`,
        [answers.map((a) => a.id)],
      );
      lost += rows.length;
    }
    return lost;
  }

  it('every follow-up posted around the finish is on the run, settled by its end, or the next run’s', async () => {
    expect(await lostInRace(6)).toBe(0);
  });

  it('twin: without the lock on the thread’s active runs a follow-up lands on the ended run and is lost', async () => {
    t.server.ctx.twins = { followupWithoutLock: true };
    try {
      expect(await lostInRace(10)).toBeGreaterThan(0);
    } finally {
      delete t.server.ctx.twins;
    }
  });
});

describe('the answer that resumed a waiting run is taken in by the resume (15.3 step 5, 15.4; D361)', () => {
  /** A queue agent's run waits; the person answers; the agent resumes with the answer's token and finishes without reporting it absorbed. */
  async function answeredAndFinished(): Promise<{ r: TriggeredRun; answer: string; runs: { trigger_kind: string; state: string }[] }> {
    const r = await running();
    expect((await call(r, '/wait')).status).toBe(200);
    const answer = await post(r, `<@${r.agent.id}> the third floor`);
    expect(answer.status, answer.text).toBe(201);
    const [e] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    const d = await s.prepare(r, false, await readLogRow(t, e!.seq));
    if (!d.deliver) throw new Error('the answer was not delivered');
    expect((await call(r, '/resume', startBody(d.invocationToken))).status).toBe(200);
    expect((await call(r, '/finish', { state: 'completed' })).status).toBe(200);
    return { r, answer: answer.id, runs: await runsOfThread(t, r.person.thread) };
  }

  it('absorbed at the resume: the end starts no second run for it, and its message takes the run\'s trigger state', async () => {
    const { r, answer, runs } = await answeredAndFinished();
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: answer, status: 'absorbed' }]);
    expect(runs.map((x) => x.state)).toEqual(['completed']);
    expect((await triggerStateOf(t, answer)).trigger_state).toBe((await triggerStateOf(t, r.messageId)).trigger_state);
    expect((await runRow(t, r.runId)).document).toMatchObject({ followups: { [answer]: { status: 'absorbed' } } });
  });

  it('twin (resumeLeavesAnswerOpen): the answer stays open and the end defers it into a second run of the same answer', async () => {
    t.server.ctx.twins = { resumeLeavesAnswerOpen: true };
    try {
      const { r, answer, runs } = await answeredAndFinished();
      expect(await followupsOf(t, r.runId)).toEqual([{ message_id: answer, status: 'deferred' }]);
      expect(runs.map((x) => `${x.trigger_kind}/${x.state}`)).toEqual(['mention/completed', 'followup/queued']);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('follow-ups held without agent.followup go out when the run can take them (15.4; D362)', () => {
  const answers = async (r: TriggeredRun) => (await eventsOf(t, 'run', r.runId, EventType.AgentFollowup)).map((e) => e.payload.message_id);

  /** A queue agent's run runs; the person answers before the agent's wait lands; then the wait. */
  async function answeredBeforeTheWait(): Promise<{ r: TriggeredRun & { startToken: string }; answer: string }> {
    const r = await running();
    const answer = await post(r, `<@${r.agent.id}> the third floor`);
    expect(answer.status, answer.text).toBe(201);
    expect(await answers(r), 'held while the queue agent runs (D147)').toEqual([]);
    expect((await call(r, '/wait')).status).toBe(200);
    return { r, answer: answer.id };
  }

  it('a queue agent\'s answer that came before the wait is sent when the run waits, and resumes it', async () => {
    const { r, answer } = await answeredBeforeTheWait();
    expect(await answers(r)).toEqual([answer]);
    const [e] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    const d = await s.prepare(r, false, await readLogRow(t, e!.seq));
    if (!d.deliver) throw new Error('the answer was not delivered');
    expect((await call(r, '/resume', startBody(d.invocationToken))).status).toBe(200);
    expect(await followupsOf(t, r.runId)).toEqual([{ message_id: answer, status: 'absorbed' }]);
    // A second wait finds nothing held: nothing goes out twice.
    expect((await call(r, '/wait')).status).toBe(200);
    expect(await answers(r)).toEqual([answer]);
  });

  it('twin (heldFollowupsStayHeld): nothing goes out; the start token resumes nothing, and the run waits for ever', async () => {
    t.server.ctx.twins = { heldFollowupsStayHeld: true };
    try {
      const { r } = await answeredBeforeTheWait();
      expect(await answers(r)).toEqual([]);
      expect((await call(r, '/resume', startBody(r.startToken))).status).toBe(403);
      expect((await runRow(t, r.runId)).state).toBe('waiting_input');
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('only the oldest held one goes out at a wait; the next at the next wait', async () => {
    const r = await running();
    const first = await post(r, `<@${r.agent.id}> one`);
    const second = await post(r, `<@${r.agent.id}> two`);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await call(r, '/wait')).status).toBe(200);
    expect(await answers(r)).toEqual([first.id]);
    const [e] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
    const d = await s.prepare(r, false, await readLogRow(t, e!.seq));
    if (!d.deliver) throw new Error('the answer was not delivered');
    expect((await call(r, '/resume', startBody(d.invocationToken))).status).toBe(200);
    expect((await call(r, '/wait')).status).toBe(200);
    expect(await answers(r)).toEqual([first.id, second.id]);
  });

  it('follow-ups carried over from an earlier run\'s end are no answer to the next run\'s first question', async () => {
    const r1 = await running();
    const m2 = await post(r1, `<@${r1.agent.id}> two`);
    const m3 = await post(r1, `<@${r1.agent.id}> three`);
    expect([m2.status, m3.status]).toEqual([201, 201]);
    expect((await call(r1, '/finish', { state: 'completed' })).status).toBe(200);
    const next = (await runsOfThread(t, r1.person.thread)).find((x) => x.trigger_kind === 'followup')!;
    expect(next.trigger_message_id).toBe(m2.id);
    const r2 = { ...r1, runId: next.id, messageId: m2.id };
    const [inv] = await eventsOf(t, 'run', r2.runId, EventType.AgentInvocation);
    const d = await s.prepare(r2, false, await readLogRow(t, inv!.seq));
    if (!d.deliver) throw new Error('the gate refused the delivery');
    expect((await call(r2, '/start', startBody(d.invocationToken))).status).toBe(200);
    expect((await call(r2, '/wait')).status).toBe(200);
    expect(await answers(r2)).toEqual([]);
    expect(await followupsOf(t, r2.runId)).toEqual([{ message_id: m3.id, status: 'queued' }]);
  });

  it('a steer agent\'s follow-up that met its run queued is fed into the turn when the run starts', async () => {
    const r = await s.triggered({ agent: await steeringAgent() });
    const f = await post(r, `<@${r.agent.id}> also this`);
    expect(f.status, f.text).toBe(201);
    expect(await answers(r), 'held while the run is queued (D147)').toEqual([]);
    const d = await s.prepare(r, false);
    if (!d.deliver) throw new Error('the gate refused the delivery');
    expect((await call(r, '/start', startBody(d.invocationToken))).status).toBe(200);
    expect(await answers(r)).toEqual([f.id]);
  });

  it('twin (heldFollowupsStayHeld): the steer agent\'s follow-up from while the run was queued is not fed in at the start', async () => {
    t.server.ctx.twins = { heldFollowupsStayHeld: true };
    try {
      const r = await s.triggered({ agent: await steeringAgent() });
      expect((await post(r, `<@${r.agent.id}> also this`)).status).toBe(201);
      const d = await s.prepare(r, false);
      if (!d.deliver) throw new Error('the gate refused the delivery');
      expect((await call(r, '/start', startBody(d.invocationToken))).status).toBe(200);
      expect(await answers(r)).toEqual([]);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
