// 2.2: an event's payload is smaller than sync.event_payload_max_bytes, and a 5xx is
// only our own fault. The contract bounds neither the values of an interaction nor
// the options of a control command, so a body between the event limit and
// server.max_request_bytes is valid by contract: it is the client's 413
// payload_too_large, refused before anything is written, never the appender's 500.
import { EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;

const big = 'x'.repeat(100_000);

/** A started run whose agent wrote a message in the thread (a question the person answers). */
async function question(): Promise<TriggeredRun & { questionId: string }> {
  const r = await s.triggered();
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('not delivered');
  const started = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, { invocation_token: d.invocationToken, billing_mode_used: 'subscription', tool_class_used: 'read' });
  expect(started.status, started.text).toBe(200);
  const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: r.agent.id }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
  expect(g.status, g.text).toBe(201);
  const q = await r.agent.request<{ id: string }>('POST', `/api/v1/threads/${r.person.thread}/messages`, { client_msg_id: uuidv7(), content_md: 'Which one?' });
  expect(q.status, q.text).toBe(201);
  return { ...r, questionId: q.body.id };
}

const count = async (sql: string, params: unknown[]): Promise<number> => (await t.db.pool.query<{ n: number }>(sql, params)).rows[0]!.n;

function expectRefused(res: { status: number; text: string; body: Record<string, unknown> }): void {
  expect(res.status, res.text).toBe(413);
  expect(res.body).toMatchObject({ code: 'payload_too_large', status: 413 });
  expect(res.body.detail).toContain(`sync.event_payload_max_bytes (${t.config.spec['sync.event_payload_max_bytes']})`);
}

describe('interaction values over the event payload limit (2.2, 5.1, 15.3)', () => {
  const interact = (r: TriggeredRun & { questionId: string }, body: Record<string, unknown>) =>
    r.person.who.request<Record<string, unknown>>('POST', `/api/v1/messages/${r.questionId}/interactions`, { body });
  const written = async (r: TriggeredRun & { questionId: string }) => ({
    rows: await count(`SELECT count(*)::int AS n FROM interactions WHERE message_id = $1`, [r.questionId]),
    events: await count(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND payload->>'message_id' = $2`, [EventType.InteractionCreated, r.questionId]),
  });

  it('a form of 100 000 characters is 413 payload_too_large naming the limit, writes no row and no event, and the key stays free', async () => {
    const r = await question();
    const id = uuidv7();
    expectRefused(await interact(r, { client_interaction_id: id, kind: 'form', values: { text: big } }));
    expect(await written(r)).toEqual({ rows: 0, events: 0 });
    // Nothing half-written: the same client_interaction_id with a small answer is a new interaction.
    const small = await interact(r, { client_interaction_id: id, kind: 'form', values: { text: 'x' } });
    expect(small.status, small.text).toBe(201);
    expect(await written(r)).toEqual({ rows: 1, events: 1 });
  });

  it('the limit is the event payload\'s: values that make the payload exactly sync.event_payload_max_bytes are 201, one byte more 413', async () => {
    const r = await question();
    const max = t.config.spec['sync.event_payload_max_bytes'];
    const id = '00000000-0000-0000-0000-000000000000';
    const payloadWith = (text: string) => ({ interaction_id: id, client_interaction_id: id, run_id: id, message_id: id, user_id: id, kind: 'form', values: { text } });
    const fits = 'y'.repeat(max - Buffer.byteLength(JSON.stringify(payloadWith(''))));
    expectRefused(await interact(r, { client_interaction_id: uuidv7(), kind: 'form', values: { text: `${fits}y` } }));
    const exact = await interact(r, { client_interaction_id: uuidv7(), kind: 'form', values: { text: fits } });
    expect(exact.status, exact.text).toBe(201);
    expect(await written(r)).toEqual({ rows: 1, events: 1 });
  });
});

describe('control command options over the event payload limit (2.2, 15.4)', () => {
  it('stop with options of 100 000 characters is 413 payload_too_large naming the limit and writes no command.invoked; small options still go through', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`INSERT INTO agent_commands (agent_id, name, control) VALUES ($1, 'stop', true)`, [r.agent.id]);
    const stop = (options: Record<string, unknown>) =>
      r.person.who.request<Record<string, unknown>>('POST', `/api/v1/threads/${r.person.thread}/commands`, { body: { agent_id: r.agent.id, command: 'stop', options } });
    const invoked = () => count(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND audience_principal_id = $2`, [EventType.CommandInvoked, r.agent.id]);
    expectRefused(await stop({ text: big }));
    expect(await invoked()).toBe(0);
    const small = await stop({ text: 'x' });
    expect(small.status, small.text).toBe(202);
    expect(await invoked()).toBe(1);
  });
});
