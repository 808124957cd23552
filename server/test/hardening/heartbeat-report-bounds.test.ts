// The heartbeat's report is bounded (12; D466, D468). agent.presence_changed carries the
// heartbeat's reported_billing_mode (D253) to every live connection that may read the agent, and a
// payload is smaller than sync.event_payload_max_bytes (2.2); the audit log keeps each change of the
// reported mode with the list of supported modes. Before D466 and D468 the contract bounded neither,
// so one heartbeat of an agent made every person of its spaces receive a payload of hundreds of
// kilobytes, and each change of the mode added as much to the append-only audit log. Now the contract
// bounds the strings and the list (400 validation_failed, nothing stored), and a mode that would still
// make the payload too large (sync.event_payload_max_bytes set that low) is 413, nothing stored.
import { EventType, ProblemCode, ServerOp, type ServerFrameOf } from '@bothy/generated';
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
    .filter((f): f is ServerFrameOf<typeof ServerOp.Dispatch> => f.op === ServerOp.Dispatch && f.d.type === EventType.AgentPresenceChanged)
    .map((f) => f.d.payload as Record<string, unknown>)
    .filter((p) => p.agent_id === agentId);

const storedMode = async (agentId: string): Promise<string | null | undefined> =>
  (await t.db.pool.query<{ reported_billing_mode: string | null }>('SELECT reported_billing_mode FROM agent_presence WHERE agent_id = $1', [agentId])).rows[0]?.reported_billing_mode;

const problem = (res: { body: Record<string, unknown> }) => res.body as { code?: string; errors?: { pointer: string }[] };

const audited = async (agentId: string): Promise<number[]> =>
  (await t.db.pool.query<{ bytes: number }>(`SELECT octet_length(detail::text) AS bytes FROM audit_events WHERE resource_id = $1 ORDER BY audit_seq`, [agentId])).rows.map((r) => r.bytes);

describe('the heartbeat’s report is bounded by the contract (12; D468)', () => {
  it('a mode over 64 characters, more than 32 supported modes or one over 64 characters is 400 validation_failed naming the field; nothing is stored and no one receives it', async () => {
    const agent = await readableAgent();
    const long = 'm'.repeat(65);
    const cases = [
      { body: { reported_billing_mode: long, billing_modes_supported: [long] }, pointer: '/reported_billing_mode' },
      { body: { billing_modes_supported: Array.from({ length: 33 }, (_, i) => `mode-${i}`) }, pointer: '/billing_modes_supported' },
      { body: { billing_modes_supported: [long] }, pointer: '/billing_modes_supported/0' },
      { body: { runtime_version: 'v'.repeat(257) }, pointer: '/runtime_version' },
    ];
    for (const c of cases) {
      const res = await agent.request<Record<string, unknown>>('POST', '/api/v1/agents/me/heartbeat', { state: 'ready', runtime_version: '1.0.0', billing_modes_supported: ['api'], tool_class: 'read', active_run_ids: [], ...c.body });
      expect(res.status, res.text.slice(0, 300)).toBe(400);
      expect(problem(res).code).toBe(ProblemCode.ValidationFailed);
      expect(problem(res).errors?.map((e) => e.pointer), c.pointer).toContain(c.pointer);
    }
    expect(await storedMode(agent.id), 'no presence row written').toBeUndefined();
    expect(await audited(agent.id)).toEqual([]);
    const ok = await heartbeat(agent, 'api');
    expect(ok.status, ok.text).toBe(200);
    await until('agent.presence_changed of the heartbeat that fits', () => presenceOf(agent.id).length > 0);
    expect(presenceOf(agent.id)).toEqual([{ agent_id: agent.id, state: 'degraded', reported_billing_mode: 'api' }]);
  });

  it('each change of the reported mode adds a few kilobytes to the audit log at most, however the list is made', async () => {
    const agent = await readableAgent();
    const modes = (count: number, length: number) => Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 'm'));
    const largest = modes(32, 64);
    // Each report names a mode that none before it named: an audit entry when it is stored (D202). The
    // first and the last are the largest the contract lets through; those between go past a bound, far
    // enough (tens of kilobytes, within server.max_request_bytes and sync.event_payload_max_bytes) that
    // an entry of theirs would be over the 4 KB: more than 32 modes; modes over 64 characters; a
    // reported mode over 64 characters (which, being one of the modes, is past the bound of a mode too).
    // Without the contract's bounds these are stored and the test fails on their entries' size.
    const reports = [
      { mode: largest[0]!, supported: largest },
      { mode: largest[1]!, supported: modes(1000, 64) },
      { mode: 'l', supported: ['l', ...modes(31, 2000)] },
      { mode: 'r'.repeat(20_000), supported: ['r'.repeat(20_000)] },
      { mode: largest[2]!, supported: largest },
    ];
    const statuses: number[] = [];
    for (const r of reports) {
      const res = await agent.request('POST', '/api/v1/agents/me/heartbeat', { state: 'ready', runtime_version: 'v'.repeat(256), reported_billing_mode: r.mode, billing_modes_supported: r.supported, tool_class: 'read', active_run_ids: [] });
      statuses.push(res.status);
    }
    expect([statuses[0], statuses[4]], 'the largest reports the contract allows are stored').toEqual([200, 200]);
    const sizes = await audited(agent.id);
    expect(sizes, 'one audit entry per stored change of the mode').toHaveLength(statuses.filter((s) => s === 200).length);
    for (const bytes of sizes) expect(bytes, `audit entries ${JSON.stringify(sizes)}, heartbeats answered ${JSON.stringify(statuses)}`).toBeLessThan(4096);
  });
});

describe('a heartbeat whose reported_billing_mode would make agent.presence_changed too large (2.2, 12; D466, D253)', () => {
  /** sync.event_payload_max_bytes set below the payload of a 64-character mode while `f` runs (an operator's setting; read at each heartbeat). */
  async function withPayloadMax<T>(f: (max: number) => Promise<T>): Promise<T> {
    const spec = t.server.ctx.config.spec as Record<string, unknown>;
    const before = spec['sync.event_payload_max_bytes'];
    spec['sync.event_payload_max_bytes'] = 120;
    try {
      return await f(120);
    } finally {
      spec['sync.event_payload_max_bytes'] = before;
    }
  }
  const longest = 'm'.repeat(64);

  it('is 413 payload_too_large naming the limit; nothing is stored and no one receives it', async () => {
    const agent = await readableAgent();
    const res = await withPayloadMax(() => heartbeat(agent, longest));
    expect(res.status, res.text.slice(0, 300)).toBe(413);
    expect(res.body).toMatchObject({ code: ProblemCode.PayloadTooLarge, status: 413 });
    expect(res.body.detail).toContain('sync.event_payload_max_bytes (120)');
    expect(await storedMode(agent.id), 'no presence row written').toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(presenceOf(agent.id)).toEqual([]);
  });

  it('twin: unbounded (as before D466) the heartbeat is stored and alex receives a payload over sync.event_payload_max_bytes', async () => {
    const agent = await readableAgent();
    t.server.ctx.twins = { presencePayloadUnbounded: true };
    try {
      const res = await withPayloadMax(() => heartbeat(agent, longest));
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      await until('the oversized agent.presence_changed', () => presenceOf(agent.id).length > 0);
      expect(Buffer.byteLength(JSON.stringify(presenceOf(agent.id)[0]))).toBeGreaterThan(120);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
