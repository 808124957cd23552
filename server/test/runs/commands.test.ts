// Control commands (15.4; D151): POST /threads/{id}/commands with a command the
// agent declares as control (for example stop) writes command.invoked to the
// agent at once, naming its active run in the thread; it is never a follow-up.
import { EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../support/people.ts';
import { createAgent, useRunSuite } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;

async function declare(agentId: string, name: string, control: boolean): Promise<void> {
  await t.db.pool.query(`INSERT INTO agent_commands (agent_id, name, control) VALUES ($1, $2, $3)`, [agentId, name, control]);
}

const invoked = async (agentId: string) =>
  (await t.db.pool.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM event_log WHERE type = $1 AND audience_principal_id = $2 ORDER BY event_log.seq`, [EventType.CommandInvoked, agentId])).rows.map((r) => r.payload);

describe('control commands go to the agent at once as command.invoked (15.4, D151)', () => {
  it('stop during a run: 202, command.invoked with the run, no follow-up and no message', async () => {
    const r = await s.triggered();
    await declare(r.agent.id, 'stop', true);
    const res = await r.person.who.request<Record<string, unknown>>('POST', `/api/v1/threads/${r.person.thread}/commands`, { body: { agent_id: r.agent.id, command: 'stop', options: { now: true } } });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ invocation_id: expect.any(String), run_id: r.runId });
    expect(await invoked(r.agent.id)).toEqual([
      { command_id: 'stop', invocation_id: res.body.invocation_id, channel_id: r.person.channel, thread_id: r.person.thread, run_id: r.runId, user_id: r.person.who.principalId, options: { now: true } },
    ]);
    const { rows } = await t.db.pool.query(`SELECT (SELECT count(*)::int FROM run_followups WHERE run_id = $1) AS f, (SELECT count(*)::int FROM messages WHERE thread_id = $2) AS m`, [r.runId, r.person.thread]);
    expect(rows[0]).toEqual({ f: 0, m: 1 });
  });

  it('without an active run it names none; an unknown command is 404, one that is not a control command 400, without trigger 403', async () => {
    const agent = await createAgent(t);
    await declare(agent.id, 'stop', true);
    await declare(agent.id, 'summarise', false);
    const p = await personWithChannel(t, s.alex, 'write');
    const call = (who: typeof p.who, command: string) => who.request<Record<string, unknown>>('POST', `/api/v1/threads/${p.thread}/commands`, { body: { agent_id: agent.id, command } });
    const idle = await call(p.who, 'stop');
    expect(idle.status, idle.text).toBe(202);
    expect(idle.body).not.toHaveProperty('run_id');
    expect((await call(p.who, 'nothing')).status).toBe(404);
    expect((await call(p.who, 'summarise')).status).toBe(400);
    const reader = await personWithChannel(t, s.alex, 'read');
    await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: reader.who.principalId }, target: { kind: 'channel', id: p.channel }, level: 'read' } });
    expect((await call(reader.who, 'stop')).status).toBe(403);
    expect(await invoked(agent.id)).toHaveLength(1);
  });
});
