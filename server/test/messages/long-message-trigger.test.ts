// 2.2 with 15.3: a long message that triggers a run. Every trigger-state change writes a
// message.updated carrying the whole message (runs/invocation.ts); over
// sync.event_payload_max_bytes it must be reduced with truncated: true like an edit, or the
// appender refuses it and the invocation is never delivered.
import { EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../support/people.ts';
import { createAgent, eventsOf, readLogRow, triggerStateOf, useRunSuite } from '../support/runs.ts';

const MAX = 4096;
const s = useRunSuite({ overrides: { 'sync.event_payload_max_bytes': MAX } });

describe('a long triggering message (2.2, 15.3)', () => {
  it('the gate delivers its agent.invocation and writes message.updated (queued) reduced with truncated: true', async () => {
    const person = await personWithChannel(s.t, s.alex, 'write');
    const agent = await createAgent(s.t);
    const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: person.channel }, level: 'write' } });
    expect(g.status, g.text).toBe(201);
    const posted = await person.who.postMessage(person.thread, `<@${agent.id}> ${'x'.repeat(2 * MAX)}`);
    expect(posted.status).toBe(201);
    const { rows } = await s.t.db.pool.query<{ seq: string }>(
      `SELECT e.seq::text AS seq FROM runs r JOIN event_log e ON e.type = $2 AND e.resource_id = r.id::text WHERE r.trigger_message_id = $1`,
      [posted.body.id, EventType.AgentInvocation],
    );
    expect(rows).toHaveLength(1);
    const decision = await s.gate.prepare(await readLogRow(s.t, Number(rows[0]!.seq)), false, agent.holder);
    expect(decision.deliver).toBe(true);
    expect((await triggerStateOf(s.t, posted.body.id)).trigger_state).toBe('queued');
    const { rows: updates } = await s.t.db.pool.query<{ truncated: boolean; payload: unknown }>(
      `SELECT truncated, payload FROM event_log WHERE type = $1 AND resource_id = $2`,
      [EventType.MessageUpdated, posted.body.id],
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]!.truncated).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(updates[0]!.payload))).toBeLessThanOrEqual(MAX);
    expect((await eventsOf(s.t, 'message', posted.body.id, EventType.MessageCreated))).toHaveLength(1);
  });
});
