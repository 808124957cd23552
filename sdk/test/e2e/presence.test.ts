// The adapter's presence end to end (12; D250): BothyAgent sends agent_heartbeat.v1 on start, on a
// change and at an interval within agent.presence_timeout; a person's BothyClient with agent.read
// sees agent.presence_changed (online, degraded, the reported mode), one without it sees none; a
// change of the reported mode is audited. Real server with its presence job, PostgreSQL, sockets.
import { EventType, type EventOf } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { BothyAgent } from '../../src/agent/agent.ts';
import { BothyError, SdkErrorCode } from '../../src/errors.ts';
import { agentSuite, createAgent, grantWrite, startAdapter, type TestAdapter } from '../support/agent.ts';
import { e2eClient, sleep, until, type E2eClient } from '../support/e2e.ts';

type Presence = EventOf<typeof EventType.AgentPresenceChanged>['payload'];

const open: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.stop().catch(() => undefined);
});

describe("the adapter's heartbeat (12, agent_heartbeat.v1)", () => {
  // A short timeout, so that the interval and offline are seen within the test; the presence job runs.
  // 3s, not shorter: under a loaded CI machine a heartbeat a third of it apart (1s) must not miss it, or an
  // offline the case did not make appears between the states it asserts (a 900ms timeout flaked so).
  const s = agentSuite({ 'agent.presence_timeout': '3s', 'sync.heartbeat_interval': '300ms' }, { jobs: true });
  const t = s.t;

  async function person(handle: string): Promise<{ client: E2eClient; seen: Presence[] }> {
    const p = await e2eClient(t, t.server.url, handle);
    open.push({ stop: () => p.client.stop() });
    const seen: Presence[] = [];
    p.client.on(EventType.AgentPresenceChanged, (e) => seen.push(e.payload));
    await p.client.start();
    await p.client.whenLive();
    return { client: p, seen };
  }

  async function adapter(agent: Awaited<ReturnType<typeof createAgent>>, options: Parameters<typeof startAdapter>[2] = {}): Promise<TestAdapter> {
    const a = await startAdapter(t.server.url, agent, options);
    open.push(a.agent);
    return a;
  }

  const handleOf = async (id: string) => (await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [id])).rows[0]!.handle;
  const row = async (agentId: string) =>
    (await t.db.pool.query(`SELECT state, adapter_state, reported_billing_mode, billing_modes_supported, reported_tool_class, runtime_version, last_heartbeat_at FROM agent_presence WHERE agent_id = $1`, [agentId])).rows[0] as
      | { state: string; adapter_state: string; reported_billing_mode: string | null; billing_modes_supported: string[]; reported_tool_class: string; runtime_version: string; last_heartbeat_at: Date }
      | undefined;
  const audits = async (agentId: string) =>
    (await t.db.pool.query<{ detail: { reported_billing_mode: string | null; tool_class: string } }>(`SELECT detail FROM audit_events WHERE action = 'agent.heartbeat' AND resource_id = $1 ORDER BY audit_seq`, [agentId])).rows.map((r) => r.detail);

  it('online reaches a reader with agent.read and nobody else; degraded from the app reaches it as agent.presence_changed', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'read');
    await grantWrite(s.alex, agent.id, place.channel); // the agent works in the demo space: its readers see it (D201)
    const outsiderId = uuidv7();
    await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [outsiderId, `out-${outsiderId.slice(-6)}`]);
    const reader = await person(await handleOf(place.who.principalId));
    const outsider = await person(await handleOf(outsiderId));

    const a = await adapter(agent);
    await until(() => reader.seen.some((p) => p.agent_id === agent.id && p.state === 'online'), 'online at the reader');
    expect(reader.seen.filter((p) => p.agent_id === agent.id)[0]).toEqual({ agent_id: agent.id, state: 'online', reported_billing_mode: 'subscription' });
    expect(await row(agent.id)).toMatchObject({ state: 'online', adapter_state: 'ready', reported_billing_mode: 'subscription', billing_modes_supported: ['subscription'], reported_tool_class: 'read' });
    expect((await row(agent.id))!.runtime_version).toMatch(/^@bothy\/sdk /);

    a.agent.setDegraded(true);
    await until(() => reader.seen.some((p) => p.agent_id === agent.id && p.state === 'degraded'), 'degraded at the reader');
    a.agent.setDegraded(false);
    await until(() => reader.seen.filter((p) => p.agent_id === agent.id).map((p) => p.state).join() === 'online,degraded,online', 'online again at the reader');
    expect(a.errors).toEqual([]);
    // The outsider was live the whole time and got other frames of the server: none about this agent.
    expect(outsider.seen.filter((p) => p.agent_id === agent.id)).toEqual([]);
  });

  it('a run makes the adapter busy with the run in active_run_ids, at once; its end makes it ready again', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    await grantWrite(s.alex, agent.id, place.channel);
    // An interval far beyond the test: only the changes send heartbeats.
    const a = await adapter(agent, { heartbeatInterval: 60_000 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    a.agent.on('invocation', async (run) => {
      runs.push(run.id);
      await held;
    });
    const p = await person(await handleOf(place.who.principalId));
    await p.client.client.sendMessage(place.thread, `<@${agent.id}> work`);
    await until(async () => (await row(agent.id))?.adapter_state === 'busy', 'busy');
    const busy = (await t.db.pool.query<{ active_run_ids: string[] }>(`SELECT active_run_ids FROM agent_presence WHERE agent_id = $1`, [agent.id])).rows[0]!;
    expect(busy.active_run_ids).toEqual(runs);
    release();
    await until(async () => (await row(agent.id))?.adapter_state === 'ready', 'ready after the run');
    expect(a.errors).toEqual([]);
  });

  it('heartbeats at a third of the agent.presence_timeout the server names: the agent stays online past the timeout, and is offline after stop', async () => {
    const agent = await createAgent(t);
    // The adapter's REST requests, counted: its gateway heartbeat also keeps it online (12), so the row alone would not tell.
    const beats: number[] = [];
    const counting = (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/agents/me/heartbeat')) beats.push(Date.now());
      return fetch(request);
    };
    const a = await adapter(agent, { fetch: counting });
    await until(async () => (await row(agent.id))?.state === 'online', 'online');
    await a.agent.heartbeatIdle();
    const from = beats.length;
    // Two timeouts without any change: a heartbeat every second (a third of the 3 s the answer named) keeps it online.
    await sleep(6_000);
    expect((await row(agent.id))!.state).toBe('online');
    const during = beats.length - from;
    expect(during).toBeGreaterThanOrEqual(4);
    expect(during).toBeLessThanOrEqual(8);
    await a.agent.stop();
    const after = beats.length;
    await until(async () => (await row(agent.id))?.state === 'offline', 'offline after agent.presence_timeout without a heartbeat', 15_000);
    expect(beats.length).toBe(after); // none after stop
  });

  it('stops heartbeating when its connection will not come back (4015: another process took the consumer): it no longer speaks for the agent', async () => {
    const agent = await createAgent(t);
    const beats: number[] = [];
    const counting = (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/agents/me/heartbeat')) beats.push(Date.now());
      return fetch(request);
    };
    const first = await adapter(agent, { fetch: counting });
    const stopped = new Promise<unknown>((resolve) => first.agent.on('stopped', resolve));
    await until(async () => (await row(agent.id))?.state === 'online', 'online');
    const other = await startAdapter(t.server.url, agent, { heartbeatInterval: 60_000 }); // the same consumer: the first closes with 4015
    open.push(other.agent);
    await stopped;
    const at = beats.length;
    await sleep(3_000); // three of its heartbeat intervals
    expect(beats.length).toBe(at);
    await other.agent.stop();
  });

  it('a change of the reported mode or tool class is a heartbeat at once: stored, audited, and the reader sees the mode', async () => {
    const agent = await createAgent(t);
    const a = await adapter(agent);
    await until(async () => (await audits(agent.id)).length === 1, 'the first report audited');
    const reader = await person('alex'); // the owner reads every agent
    a.agent.setCapabilities({ billingMode: 'api', billingModesSupported: ['subscription', 'api'] });
    await until(async () => (await audits(agent.id)).length === 2, 'the new mode audited');
    expect((await audits(agent.id)).map((d) => [d.reported_billing_mode, d.tool_class])).toEqual([
      ['subscription', 'read'],
      ['api', 'read'],
    ]);
    // Only the mode changed (the state stays online): agent.presence_changed carries it (D253).
    await until(() => reader.seen.some((p) => p.agent_id === agent.id && p.reported_billing_mode === 'api'), 'the new mode at the reader');
    a.agent.setCapabilities({ toolClass: 'none' });
    await until(async () => (await audits(agent.id)).length === 3, 'the new tool class audited');
    expect((await row(agent.id))!.reported_tool_class).toBe('none');
    expect(a.errors).toEqual([]);
  });

  it('an adapter that follows the configured mode per run reports no mode and names both (L8); one that names one mode is refused when made', async () => {
    const agent = await createAgent(t);
    const a = await adapter(agent, { billingMode: (claims) => claims.billingMode, billingModesSupported: ['subscription', 'api'] });
    await until(async () => (await row(agent.id))?.state === 'online', 'online');
    expect(await row(agent.id)).toMatchObject({ reported_billing_mode: null, billing_modes_supported: ['subscription', 'api'] });
    expect((await audits(agent.id)).map((d) => d.reported_billing_mode)).toEqual([null]);
    expect(a.errors).toEqual([]);
    const made = () => new BothyAgent({ baseUrl: t.server.url, apiToken: agent.apiToken, billingMode: (claims) => claims.billingMode, billingModesSupported: ['subscription'], toolClass: 'read' });
    expect(made).toThrow(BothyError);
    expect(made).toThrow(expect.objectContaining({ code: SdkErrorCode.InvalidOptions }));
  });
});
