// Interactions and control commands are a person's (5.1, 15.3, 15.4; D309): the contract's
// createInteraction ("a person answers an agent's message") and invokeCommand ("a person invokes
// an agent's control command"), as autocomplete is (15.7). An agent or app, also one with write
// on the channel, is refused with 403 forbidden and nothing is written: before D309 the run's own
// agent could hand itself interaction.created (and, while its run waited, a fresh token through
// the gate), and another agent could stop it. Real server and PostgreSQL.
import { EventType, ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { askedQuestion, createAgent, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite({ overrides: { 'server.record_frames_dir': '' } });
const t = s.t;

const question = () => askedQuestion(s);

const interactionEvents = async (r: TriggeredRun) =>
  (await t.db.pool.query(`SELECT actor_kind, actor_id FROM event_log WHERE type = $1 AND payload->>'run_id' = $2`, [EventType.InteractionCreated, r.runId])).rows;

describe('interactions are a person’s (createInteraction; 5.1, 15.3)', () => {
  it('twin: agents allowed (as before D309), the run’s own agent hands itself interaction.created', async () => {
    const r = await question();
    t.server.ctx.twins = { agentInputAllowed: true };
    try {
      const res = await r.agent.request('POST', `/api/v1/messages/${r.questionId}/interactions`, { client_interaction_id: uuidv7(), kind: 'button' });
      expect(res.status, res.text).toBe(201);
    } finally {
      t.server.ctx.twins = undefined;
    }
    expect(await interactionEvents(r)).toHaveLength(1);
  });

  it('the run’s own agent pressing its own message’s button is refused; no interaction.created', async () => {
    const r = await question();
    const res = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/messages/${r.questionId}/interactions`, { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } });
    expect(res.status, res.text).toBe(403);
    expect(res.body.code).toBe(ProblemCode.Forbidden);
    expect(await interactionEvents(r)).toEqual([]);
  });

  it('another agent with write on the channel answering is refused; no interaction.created', async () => {
    const r = await question();
    const other = await createAgent(t);
    const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: other.id }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
    expect(g.status, g.text).toBe(201);
    const res = await other.request<Record<string, unknown>>('POST', `/api/v1/messages/${r.questionId}/interactions`, { client_interaction_id: uuidv7(), kind: 'button' });
    expect(res.status, res.text).toBe(403);
    expect(res.body.code).toBe(ProblemCode.Forbidden);
    expect(await interactionEvents(r)).toEqual([]);
  });
});

const commandEvents = async () => Number((await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = $1`, [EventType.CommandInvoked])).rows[0]!.n);

describe('control commands are a person’s (invokeCommand; 15.4)', () => {
  it('another agent invoking stop on the run’s agent is refused; no command.invoked', async () => {
    const before = await commandEvents();
    const r = await s.running();
    await t.db.pool.query(`INSERT INTO agent_commands (agent_id, name, control) VALUES ($1, 'stop', true)`, [r.agent.id]);
    const other = await createAgent(t);
    const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: other.id }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
    expect(g.status, g.text).toBe(201);
    const res = await other.request<Record<string, unknown>>('POST', `/api/v1/threads/${r.person.thread}/commands`, { agent_id: r.agent.id, command: 'stop' }, { 'idempotency-key': uuidv7() });
    expect(res.status, res.text).toBe(403);
    expect(res.body.code).toBe(ProblemCode.Forbidden);
    expect(await commandEvents()).toBe(before);
  });
});
