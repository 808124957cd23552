// Interactions (5.1, 15.3; D150): POST /messages/{id}/interactions with
// client_interaction_id idempotency exactly as client_msg_id (the permanent
// pair, the hash, 200 Idempotent-Replay, 422 on reuse, parallel twins), and
// interaction.created to the agent for its running or waiting run, whose
// delivery resumes a waiting run.
import { EventType, ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { sweepCancelTimeouts } from '../../src/runs/cancel.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { jtiOf } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { eventsOf, readLogRow, runRow, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

/** A started run whose agent wrote a message (a question with buttons) in the thread. */
async function question(): Promise<TriggeredRun & { questionId: string }> {
  const r = await s.triggered();
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('not delivered');
  expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(d.invocationToken))).status).toBe(200);
  const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: r.agent.id }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
  expect(g.status, g.text).toBe(201);
  const q = await r.agent.request<{ id: string }>('POST', `/api/v1/threads/${r.person.thread}/messages`, { client_msg_id: uuidv7(), content_md: 'Which one?' });
  expect(q.status, q.text).toBe(201);
  return { ...r, questionId: q.body.id };
}

const interact = (r: TriggeredRun & { questionId: string }, body: Record<string, unknown>, who = r.person.who) =>
  who.request<Record<string, unknown>>('POST', `/api/v1/messages/${r.questionId}/interactions`, { body });

const interactionEvents = async (r: TriggeredRun) => {
  const { rows } = await t.db.pool.query<{ seq: string; payload: Record<string, unknown>; audience: string }>(
    `SELECT seq::text AS seq, payload, audience_principal_id AS audience FROM event_log WHERE type = $1 AND payload->>'run_id' = $2 ORDER BY event_log.seq`,
    [EventType.InteractionCreated, r.runId],
  );
  return rows;
};

describe('interactions: client_interaction_id as client_msg_id (5.1)', () => {
  it('201 and interaction.created to the agent for its run; a repeat answers 200 Idempotent-Replay with the original and writes nothing', async () => {
    const r = await question();
    const id = uuidv7();
    const first = await interact(r, { client_interaction_id: id, kind: 'button', values: { choice: 'a' } });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ client_interaction_id: id, message_id: r.questionId, run_id: r.runId, user_id: r.person.who.principalId, kind: 'button', values: { choice: 'a' } });
    const again = await interact(r, { client_interaction_id: id, kind: 'button', values: { choice: 'a' } });
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    const sent = await interactionEvents(r);
    expect(sent.map((e) => [e.audience, e.payload])).toEqual([
      [r.agent.id, { interaction_id: first.body.id, client_interaction_id: id, run_id: r.runId, message_id: r.questionId, user_id: r.person.who.principalId, kind: 'button', values: { choice: 'a' } }],
    ]);
  });

  it('the same client_interaction_id with a different request: 422 idempotency_key_reuse', async () => {
    const r = await question();
    const id = uuidv7();
    expect((await interact(r, { client_interaction_id: id, kind: 'button', values: { choice: 'a' } })).status).toBe(201);
    const reuse = await interact(r, { client_interaction_id: id, kind: 'button', values: { choice: 'b' } });
    expect(reuse.status, reuse.text).toBe(422);
    expect(reuse.body).toMatchObject({ code: 'idempotency_key_reuse' });
    expect(await interactionEvents(r)).toHaveLength(1);
  });

  it('parallel twins: one 201, the others 200 with the same interaction, one interaction.created', async () => {
    const r = await question();
    const id = uuidv7();
    const answers = await Promise.all(Array.from({ length: 6 }, () => interact(r, { client_interaction_id: id, kind: 'select', values: { pick: 2 } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await interactionEvents(r)).toHaveLength(1);
  });

  it('a client_interaction_id that is not a UUIDv7 is 400; a message of a person 400; no running run 409 run_not_active; without trigger 403; hidden 404', async () => {
    const r = await question();
    expect((await interact(r, { client_interaction_id: 'nope', kind: 'button' })).status).toBe(400);
    const mine = await r.person.who.postMessage(r.person.thread, 'my own words');
    const own = await r.person.who.request<Record<string, unknown>>('POST', `/api/v1/messages/${mine.body.id}/interactions`, { body: { client_interaction_id: uuidv7(), kind: 'button' } });
    expect([own.status, own.body.code]).toEqual([400, ProblemCode.ValidationFailed]);
    const reader = await personWithChannel(t, s.alex, 'read');
    await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: reader.who.principalId }, target: { kind: 'channel', id: r.person.channel }, level: 'read' } });
    expect((await interact(r, { client_interaction_id: uuidv7(), kind: 'button' }, reader.who)).status).toBe(403);
    const stranger = await personWithChannel(t, s.alex, 'read');
    expect((await interact(r, { client_interaction_id: uuidv7(), kind: 'button' }, stranger.who)).status).toBe(404);
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' })).status).toBe(200);
    const late = await interact(r, { client_interaction_id: uuidv7(), kind: 'button' });
    expect([late.status, late.body.code]).toEqual([409, 'run_not_active']);
  });

  it('a deleted message of the agent answers 410 message_deleted, as a reaction on it does (13.3); nothing is written', async () => {
    const r = await question();
    expect((await r.agent.request('DELETE', `/api/v1/messages/${r.questionId}`)).status).toBe(204);
    const res = await interact(r, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } });
    expect([res.status, res.body.code], res.text).toEqual([410, ProblemCode.MessageDeleted]);
    expect(await interactionEvents(r)).toEqual([]);
  });

  it('an interaction with a waiting run is its answer: its delivery replaces invocation_jti and resumes the run (15.3 resumption)', async () => {
    const r = await question();
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/wait`)).status).toBe(200);
    const res = await interact(r, { client_interaction_id: uuidv7(), kind: 'form', values: { name: 'x' } });
    expect(res.status, res.text).toBe(201);
    const [e] = await interactionEvents(r);
    const d = await s.prepare(r, false, await readLogRow(t, Number(e!.seq)));
    if (!d.deliver) throw new Error('not delivered');
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(d.invocationToken));
    const resumed = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/resume`, startBody(d.invocationToken));
    expect(resumed.status, resumed.text).toBe(200);
    expect((await eventsOf(t, 'run', r.runId, 'run.state_changed')).map((x) => x.payload.state)).toEqual(['queued', 'running', 'waiting_input', 'running']);
  });
});

/**
 * Run A asked a question and ended; the same person then triggers run B of the same agent in the same
 * thread, which starts and waits. What pressing a button of A's question answers.
 */
async function buttonOfEarlierRun(): Promise<{ res: Awaited<ReturnType<typeof interact>>; b: string; sentToB: number }> {
  const a = await question();
  expect((await a.agent.request('POST', `/api/v1/runs/${a.runId}/finish`, { state: 'completed' })).status).toBe(200);
  const posted = await a.person.who.postMessage(a.person.thread, `<@${a.agent.id}> now the other thing`);
  expect(posted.status, posted.text).toBe(201);
  const { rows } = await t.db.pool.query<{ id: string; seq: string }>(
    `SELECT r.id, e.seq::text AS seq FROM runs r JOIN event_log e ON e.type = $2 AND e.resource_id = r.id::text WHERE r.trigger_message_id = $1`,
    [posted.body.id, EventType.AgentInvocation],
  );
  const b: TriggeredRun = { ...a, runId: rows[0]!.id, messageId: posted.body.id, invocation: await readLogRow(t, Number(rows[0]!.seq)) };
  const d = await s.prepare(b, false);
  if (!d.deliver) throw new Error('not delivered');
  expect((await b.agent.request('POST', `/api/v1/runs/${b.runId}/start`, startBody(d.invocationToken))).status).toBe(200);
  expect((await b.agent.request('POST', `/api/v1/runs/${b.runId}/wait`)).status).toBe(200);
  const res = await interact(a, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'yes' } });
  return { res, b: b.runId, sentToB: (await interactionEvents(b)).length };
}

describe('an interaction belongs to the run that wrote its message (5.1, 15.3; D339)', () => {
  it('a button of a question of an earlier, ended run answers 409 run_not_active and is no input to the agent\'s next run', async () => {
    const { res, sentToB } = await buttonOfEarlierRun();
    expect([res.status, res.body.code]).toEqual([409, ProblemCode.RunNotActive]);
    expect(sentToB).toBe(0);
  });

  it('twin (interactionTakesLaterRun): the old button becomes the next run\'s answer', async () => {
    t.server.ctx.twins = { interactionTakesLaterRun: true };
    try {
      const { res, b, sentToB } = await buttonOfEarlierRun();
      expect([res.status, res.body.run_id]).toEqual([201, b]);
      expect(sentToB).toBe(1);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

/** What the interaction's author reads of it over the REST catch-up (7.4), from before the interaction on. */
async function discardedSeenBy(r: TriggeredRun & { questionId: string }, after: number): Promise<Record<string, unknown>[]> {
  const page = await r.person.who.request<{ events: { type: string; resource: { version?: number }; payload: Record<string, unknown> }[] }>('GET', `/api/v1/events?after=${after}&limit=500`);
  expect(page.status, page.text).toBe(200);
  return page.body.events.filter((e) => e.type === EventType.InteractionDiscarded).map((e) => ({ version: e.resource.version, ...e.payload }));
}

const headOf = async (r: TriggeredRun) => (await r.person.who.request<{ head_seq: number }>('GET', '/api/v1/events?after=0&limit=1')).body.head_seq;

/**
 * A run asked; the person answers with an interaction; `deliver` says how far the answer got before the
 * agent ended the run (completed): not at all, to the running turn, or to the run waiting without
 * resuming it.
 */
async function answeredThenEnded(deliver: 'never' | 'running' | 'waiting'): Promise<{ r: TriggeredRun & { questionId: string }; id: string; clientId: string; head: number }> {
  const r = await question();
  if (deliver === 'waiting') expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/wait`)).status).toBe(200);
  const head = await headOf(r);
  const clientId = uuidv7();
  const res = await interact(r, { client_interaction_id: clientId, kind: 'button', values: { choice: 'a' } });
  expect(res.status, res.text).toBe(201);
  if (deliver !== 'never') {
    const [e] = await interactionEvents(r);
    const d = await s.prepare(r, false, await readLogRow(t, Number(e!.seq)));
    expect(d.deliver).toBe(true);
  }
  const finished = await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' });
  expect(finished.status, finished.text).toBe(200);
  return { r, id: String(res.body.id), clientId, head };
}

describe('an interaction its run never took is discarded, and its author told (15.4; D372)', () => {
  it('not delivered when the run ended: interaction.discarded (version 2) to the author, with the run\'s end state', async () => {
    const { r, id, clientId, head } = await answeredThenEnded('never');
    expect(await discardedSeenBy(r, head)).toEqual([
      { version: 2, interaction_id: id, client_interaction_id: clientId, run_id: r.runId, message_id: r.questionId, run_state: 'completed' },
    ]);
    // Personal to the author: the agent's stream does not carry it.
    const { rows } = await t.db.pool.query<{ audience: string }>(`SELECT audience_principal_id AS audience FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.InteractionDiscarded, id]);
    expect(rows.map((x) => x.audience)).toEqual([r.person.who.principalId]);
  });

  it('delivered to the waiting run, which ended without resuming with it: discarded', async () => {
    const { r, id } = await answeredThenEnded('waiting');
    expect((await discardedSeenBy(r, 0)).map((e) => e.interaction_id)).toEqual([id]);
  });

  it('delivered to the running turn: taken, nothing discarded', async () => {
    const { r } = await answeredThenEnded('running');
    expect(await discardedSeenBy(r, 0)).toEqual([]);
  });

  it('delivered to the waiting run, which then resumed: taken, nothing discarded', async () => {
    const r = await question();
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/wait`)).status).toBe(200);
    expect((await interact(r, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } })).status).toBe(201);
    const [e] = await interactionEvents(r);
    const d = await s.prepare(r, false, await readLogRow(t, Number(e!.seq)));
    if (!d.deliver) throw new Error('not delivered');
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/resume`, startBody(d.invocationToken))).status).toBe(200);
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' })).status).toBe(200);
    expect(await discardedSeenBy(r, 0)).toEqual([]);
  });

  it('refused by the gate (its author lost agent.invoke) while a later answer reached the turn: the refused one is discarded, to its author', async () => {
    const r = await question();
    const other = await personWithChannel(t, s.alex, 'write');
    const g = await s.alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: other.who.principalId }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
    expect(g.status, g.text).toBe(201);
    const refused = await interact(r, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'theirs' } }, other.who);
    expect(refused.status, refused.text).toBe(201);
    expect((await s.alex.request('POST', `/api/v1/grants/${g.body.id}/revoke`)).status).toBeLessThan(300);
    const [first] = await interactionEvents(r);
    expect((await s.prepare(r, false, await readLogRow(t, Number(first!.seq)))).deliver).toBe(false);
    expect((await interact(r, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'mine' } })).status).toBe(201);
    const [, second] = await interactionEvents(r);
    expect((await s.prepare(r, false, await readLogRow(t, Number(second!.seq)))).deliver).toBe(true);
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' })).status).toBe(200);
    const { rows } = await t.db.pool.query<{ audience: string; id: string }>(
      `SELECT audience_principal_id AS audience, resource_id AS id FROM event_log WHERE type = $1 AND payload->>'run_id' = $2`,
      [EventType.InteractionDiscarded, r.runId],
    );
    expect(rows).toEqual([{ audience: other.who.principalId, id: refused.body.id }]);
  });

  it('a run its person stopped, ended by cancel_timeout: the answer it never took is discarded with run_state cancelled', async () => {
    const r = await question();
    const res = await interact(r, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } });
    expect(res.status, res.text).toBe(201);
    expect((await r.person.who.request('POST', `/api/v1/runs/${r.runId}/cancel`)).status).toBe(202);
    // The grace over at once (by the database's clock, as the sweep reads it).
    await t.db.pool.query(`UPDATE runs SET cancel_requested_at = now() - interval '1 hour' WHERE id = $1`, [r.runId]);
    expect(await sweepCancelTimeouts(t.server.ctx)).toBeGreaterThanOrEqual(1);
    expect((await discardedSeenBy(r, 0)).map((e) => [e.interaction_id, e.run_state])).toEqual([[res.body.id, 'cancelled']]);
  });

  it('a waiting run failed at the renewal of its answer\'s token (the check of the delivery refuses now): the answer is discarded with run_state failed', async () => {
    const r = await question();
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/wait`)).status).toBe(200);
    const res = await interact(r, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } });
    expect(res.status, res.text).toBe(201);
    const [e] = await interactionEvents(r);
    const d = await s.prepare(r, false, await readLogRow(t, Number(e!.seq)));
    if (!d.deliver) throw new Error('not delivered');
    // The channel read-only as the renewal's check reads it, with no cancellation asked (set in the row
    // itself: through the API the change would also ask the run to cancel, 8.3, and the renewal would
    // answer that instead of reaching failRun).
    await t.db.pool.query(`UPDATE channels SET read_only = true WHERE id = $1`, [r.person.channel]);
    const renewed = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/invocation-token`, { invocation_token: d.invocationToken });
    expect([renewed.status, renewed.body.code, renewed.body.reason], renewed.text).toEqual([403, ProblemCode.Forbidden, 'channel_read_only']);
    expect((await runRow(t, r.runId)).state).toBe('failed');
    expect((await discardedSeenBy(r, 0)).map((x) => [x.interaction_id, x.run_state])).toEqual([[res.body.id, 'failed']]);
  });

  it('twin (interactionsEndSilently): the run ends and the author hears nothing of the answer it never took', async () => {
    t.server.ctx.twins = { interactionsEndSilently: true };
    try {
      const { r } = await answeredThenEnded('never');
      expect(await discardedSeenBy(r, 0)).toEqual([]);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
