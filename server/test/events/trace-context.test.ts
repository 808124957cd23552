import { EventType, type Event } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { connectAgent, connectPerson, dispatches, until, type Delivered } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { createAgent, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const TRACE = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

// No G9 recording from this file: its twin delivers trace_context to a person on purpose, which the
// gate's envelope.delivery_fields rule refuses (the gate itself is the check that it can fail).
const t = useTestServer({ 'server.record_frames_dir': '' });
let sam: TestClient;
let alex: TestClient;
let agent: Agent;
const open: GatewayTestClient[] = [];
beforeAll(async () => {
  sam = await t.client('sam');
  alex = await t.client('alex');
  agent = await createAgent(t);
  const grant = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: t.ids.general }, level: 'read' } });
  expect(grant.status).toBe(201);
});
afterAll(() => {
  for (const c of open) c.close();
});

const row = async (id: string, type: string) =>
  (await t.db.pool.query<{ trace_context: string | null; correlation_id: string | null }>('SELECT trace_context, correlation_id FROM event_log WHERE resource_id = $1 AND type = $2', [id, type])).rows[0]!;

async function post(text: string, headers: Record<string, string>) {
  const r = await sam.request<{ id: string }>('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, { body: { client_msg_id: uuidv7(), content_md: text }, headers });
  expect(r.status).toBe(201);
  return r.body.id;
}

const of = (c: GatewayTestClient, id: string): Delivered | undefined => dispatches(c).find((d) => d.type === EventType.MessageCreated && d.resource?.id === id);

/** The safety check: no delivery to a person carries trace_context. */
const reachedPerson = (c: GatewayTestClient) => dispatches(c).some((d) => 'trace_context' in d);

describe('trace_context (2.2): recorded with the event, delivered only to agent adapters', () => {
  it('an agent adapter gets the traceparent; a person gets neither it on the gateway nor in REST catch-up', async () => {
    const bot = await connectAgent(t.server.url, agent, 'default', open);
    const person = await connectPerson(t.server.url, alex, open);
    const id = await post('traced', { traceparent: TRACE });
    expect((await row(id, EventType.MessageCreated)).trace_context).toBe(TRACE);
    await until('the agent got the message', () => of(bot, id) !== undefined);
    await until('the person got the message', () => of(person, id) !== undefined);
    expect((of(bot, id) as Delivered & { trace_context?: string }).trace_context).toBe(TRACE);
    expect(reachedPerson(person)).toBe(false);
    const page = await alex.request<{ events: Event[] }>('GET', '/api/v1/events?after=0&limit=500');
    expect(page.body.events.some((e) => e.resource.id === id)).toBe(true);
    expect(page.text).not.toContain('trace_context');
  });

  it('twin: a gateway that gives trace_context to everyone fails the same check', async () => {
    t.server.ctx.twins = { traceContextToEveryone: true };
    try {
      const person = await connectPerson(t.server.url, sam, open);
      const id = await post('traced for the twin', { traceparent: TRACE });
      await until('the person got the message', () => of(person, id) !== undefined);
      expect(reachedPerson(person)).toBe(true);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('an app on the gateway is not an agent adapter: it gets the event without trace_context', async () => {
    const handle = `app-${uuidv7().slice(-6)}`;
    const appId = uuidv7();
    await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'app', $2, $2)`, [appId, handle]);
    const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: appId }, target: { kind: 'channel', id: t.ids.general }, level: 'read' } });
    expect(g.status).toBe(201);
    const app = await connectAgent(t.server.url, { ...agent, id: appId, handle, apiToken: await t.apiToken(handle) }, 'default', open);
    const id = await post('traced for an app', { traceparent: TRACE });
    await until('the app got the message', () => of(app, id) !== undefined);
    expect(reachedPerson(app)).toBe(false);
  });

  it('ignores an invalid traceparent: the write succeeds and records none', async () => {
    for (const bad of [
      'garbage',
      TRACE.toUpperCase(),
      `ff${TRACE.slice(2)}`,
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
      `${TRACE}-extra`,
    ]) {
      const id = await post(`bad ${bad}`, { traceparent: bad });
      expect((await row(id, EventType.MessageCreated)).trace_context, bad).toBeNull();
    }
  });
});

describe('correlation_id on every write route (2.2, D183)', () => {
  it('is recorded on the events of reactions, pins, thread close and grants, and an invalid one is ignored', async () => {
    const m = await post('correlate me', {});
    const cid = uuidv7();
    const h = { 'x-correlation-id': cid, traceparent: TRACE };
    expect((await sam.request('PUT', `/api/v1/messages/${m}/reactions/%F0%9F%91%8D`, { headers: h })).status).toBe(200);
    expect(await row(m, EventType.ReactionAdded)).toEqual({ correlation_id: cid, trace_context: TRACE });
    expect((await sam.request('PUT', `/api/v1/messages/${m}/pin`, { headers: h })).status).toBe(200);
    expect((await row(m, EventType.PinAdded)).correlation_id).toBe(cid);
    expect((await sam.request('POST', `/api/v1/threads/${t.ids.welcomeThread}/close`, { headers: h })).status).toBe(200);
    expect((await row(t.ids.welcomeThread, EventType.ThreadClosed)).correlation_id).toBe(cid);
    const grant = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: t.ids.random }, level: 'read' }, headers: h });
    expect(grant.status).toBe(201);
    const { rows } = await t.db.pool.query<{ correlation_id: string }>(`SELECT correlation_id FROM event_log WHERE type = $1 AND resource_id = $2 ORDER BY seq DESC LIMIT 1`, [EventType.AccessChanged, agent.id]);
    expect(rows[0]!.correlation_id).toBe(cid);
    const edited = await sam.request('PUT', `/api/v1/messages/${m}/reactions/x`, { headers: { 'x-correlation-id': 'not-a-uuid' } });
    expect(edited.status).toBe(200);
    const x = await t.db.pool.query<{ correlation_id: string | null }>(`SELECT correlation_id FROM event_log WHERE type = $1 AND resource_id = $2 AND payload->>'emoji' = 'x'`, [EventType.ReactionAdded, m]);
    expect(x.rows[0]!.correlation_id).toBeNull();
  });
});
