// 2.2, 12 (D466): agent.presence_changed carries the heartbeat's reported_billing_mode (D253) to
// every live connection that may read the agent, and a payload is smaller than
// sync.event_payload_max_bytes. The contract bounds neither reported_billing_mode nor
// billing_modes_supported, so before D466 one heartbeat of an agent made every person of its
// spaces receive a payload of hundreds of kilobytes (within server.max_request_bytes), again at
// each change of the mode. Now such a heartbeat is the adapter's 413 payload_too_large, before
// anything is stored; a mode that fits goes through as before.
import { EventType, type ServerFrameOf } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPerson, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { createAgent, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
const open: GatewayTestClient[] = [];
let alex: TestClient;
let person: GatewayTestClient;

beforeAll(async () => {
  alex = await t.client('alex');
  person = await connectPerson(t.server.url, alex, open);
});
afterAll(() => {
  for (const c of open) c.close();
});

/** An agent that alex may read (D201): a read grant on the space alex owns. */
async function readableAgent(): Promise<Agent> {
  const agent = await createAgent(t);
  const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'space', id: t.ids.space }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  return agent;
}

const heartbeat = (agent: Agent, mode: string) =>
  agent.request<Record<string, unknown>>('POST', '/api/v1/agents/me/heartbeat', {
    state: 'degraded',
    runtime_version: '1.0.0',
    reported_billing_mode: mode,
    billing_modes_supported: [mode, 'subscription'],
    tool_class: 'read',
    active_run_ids: [],
  });

/** The payloads of agent.presence_changed about `agentId` that alex's connection received. */
const presenceOf = (agentId: string): Record<string, unknown>[] =>
  person.frames
    .filter((f): f is ServerFrameOf<'dispatch'> => f.op === 'dispatch' && f.d.type === EventType.AgentPresenceChanged)
    .map((f) => f.d.payload as Record<string, unknown>)
    .filter((p) => p.agent_id === agentId);

const storedMode = async (agentId: string): Promise<string | null | undefined> =>
  (await t.db.pool.query<{ reported_billing_mode: string | null }>('SELECT reported_billing_mode FROM agent_presence WHERE agent_id = $1', [agentId])).rows[0]?.reported_billing_mode;

/** A mode that makes the payload just over sync.event_payload_max_bytes. */
const overLimit = () => 'm'.repeat(t.config.spec['sync.event_payload_max_bytes']);

describe('a heartbeat whose reported_billing_mode would make agent.presence_changed too large (2.2, 12; D466, D253)', () => {
  it('is 413 payload_too_large naming the limit; nothing is stored and no one receives it; a mode that fits goes through', async () => {
    const agent = await readableAgent();
    const res = await heartbeat(agent, overLimit());
    expect(res.status, res.text.slice(0, 300)).toBe(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large', status: 413 });
    expect(res.body.detail).toContain(`sync.event_payload_max_bytes (${t.config.spec['sync.event_payload_max_bytes']})`);
    expect(await storedMode(agent.id), 'no presence row written').toBeUndefined();

    // The same agent's next heartbeat with a mode of ordinary size: stored and sent, the only one alex gets.
    const ok = await heartbeat(agent, 'api');
    expect(ok.status, ok.text).toBe(200);
    await until('agent.presence_changed with the mode that fits', () => presenceOf(agent.id).length > 0);
    expect(presenceOf(agent.id)).toEqual([{ agent_id: agent.id, state: 'degraded', reported_billing_mode: 'api' }]);
    expect(await storedMode(agent.id)).toBe('api');
  });

  it('twin: unbounded (as before D466) the heartbeat is stored and alex receives a payload over sync.event_payload_max_bytes', async () => {
    const agent = await readableAgent();
    t.server.ctx.twins = { presencePayloadUnbounded: true };
    try {
      const res = await heartbeat(agent, overLimit());
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      await until('the oversized agent.presence_changed', () => presenceOf(agent.id).length > 0);
      expect(Buffer.byteLength(JSON.stringify(presenceOf(agent.id)[0]))).toBeGreaterThan(t.config.spec['sync.event_payload_max_bytes']);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
