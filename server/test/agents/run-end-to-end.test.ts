// 16.5 up to the finish, end to end over the wire (15.1-15.3, R-SY-21): a
// person with write on a channel mentions an agent; the agent adapter, connected
// over a real WebSocket with its api_token and a consumer name, receives
// agent.invocation with the delivery field invocation_token, verifies it against
// GET /api/v1/jwks.json (EdDSA, typ agent-invocation+jwt, aud the agent), acks,
// starts and finishes the run; the person's connection sees trigger_state queued,
// run.state_changed running (working) and completed (done), in that order. And a
// redelivery after agent.ack_timeout carries a fresh token with redelivered:
// true, after which the older token starts nothing (15.3). Real server, real
// PostgreSQL, real sockets, real EdDSA; every wait is bounded.
import { ClientOp, INVOCATION_TOKEN_TYP } from '@bothy/generated';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, runRow, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { connectAgent, connectPerson, dispatches, jtiOf, until } from '../support/agents.ts';


const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});



const invocationsOf = (c: GatewayTestClient, runId?: string) =>
  dispatches(c).filter((d) => d.type === 'agent.invocation' && (runId === undefined || d.payload.run_id === runId));

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

describe('16.5 end to end: mention, invocation, ack, start, finish (15.1-15.3, R-SY-21)', () => {
  const t = useTestServer({ 'agent.ack_timeout': '30s' });
  let alex: TestClient;
  beforeAll(async () => {
    alex = await t.client('alex');
  });

  it('the invocation token verifies against /jwks.json; start runs it, finish completes it; the person sees queued, working, done in order', async () => {
    const agent = await createAgent(t);
    const person = await personWithChannel(t, alex, 'write');
    const adapter = await connectAgent(t.server.url, agent, 'e2e-main', open);
    const watcher = await connectPerson(t.server.url, person.who, open);

    const posted = await person.who.postMessage(person.thread, `<@${agent.id}> please look`);
    expect(posted.status, posted.text).toBe(201);
    const messageId = posted.body.id;

    await until('the invocation at the adapter', () => invocationsOf(adapter).length === 1);
    const inv = invocationsOf(adapter)[0]!;
    const runId = inv.payload.run_id as string;
    expect(inv.payload).toMatchObject({ thread_id: person.thread, message_id: messageId, trigger_kind: 'mention', trigger_principal_id: person.who.principalId });
    expect(inv.redelivered).toBeUndefined();
    const token = inv.invocation_token;
    expect(typeof token).toBe('string');

    // 15.3 / R-SY-08: EdDSA, typ agent-invocation+jwt, signed by a key of /jwks.json, the agent as audience.
    expect(decodeProtectedHeader(token!)).toMatchObject({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP });
    const jwks = createRemoteJWKSet(new URL('/api/v1/jwks.json', t.server.url));
    const { payload: claims } = await jwtVerify(token!, jwks, { algorithms: ['EdDSA'], typ: INVOCATION_TOKEN_TYP, audience: agent.id });
    expect(claims).toMatchObject({ run_id: runId, thread_id: person.thread, trigger_kind: 'mention', billing_mode: 'subscription', tool_class: 'write' });
    expect(typeof claims.jti).toBe('string');
    expect(typeof claims.exp).toBe('number');
    expect((await runRow(t, runId)).invocation_jti).toBe(claims.jti);

    adapter.send({ op: ClientOp.Ack, d: { seq: inv.seq } });

    const started = await agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/start`, startBody(token!));
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ id: runId, state: 'running' });

    const finished = await agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/finish`, { state: 'completed' });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body).toMatchObject({ id: runId, state: 'completed' });

    // The person's connection: run.state_changed queued with the mention, message.updated queued after the first delivery, run.state_changed running with
    // trigger_state working, run.state_changed completed with trigger_state done, in seq order.
    type Seen = { seq: number; what: string };
    const seen = (): Seen[] =>
      dispatches(watcher).flatMap((d): Seen[] => {
        if (d.type === 'message.updated' && (d.payload.message as { id?: string }).id === messageId) return [{ seq: d.seq, what: `trigger_state ${(d.payload.message as { trigger_state?: string }).trigger_state}` }];
        if (d.type === 'run.state_changed' && d.resource?.id === runId) return [{ seq: d.seq, what: `run ${d.payload.state as string}` }];
        return [];
      });
    await until('done at the person', () => seen().some((s) => s.what === 'trigger_state done'));
    const order = seen();
    expect(order.map((s) => s.what)).toEqual(['run queued', 'trigger_state queued', 'run running', 'trigger_state working', 'run completed', 'trigger_state done']);
    expect(order.map((s) => s.seq)).toEqual([...order.map((s) => s.seq)].sort((a, b) => a - b));
    // No agent-only delivery field reaches the person (2.2).
    expect(dispatches(watcher).every((d) => d.invocation_token === undefined && d.redelivered === undefined)).toBe(true);
    // The queued update comes after the invocation was delivered (R-SY-21): its seq is above the invocation's.
    expect(order.find((s) => s.what === 'trigger_state queued')!.seq).toBeGreaterThan(inv.seq);
    // The run was announced queued with the mention, before the invocation (11.3, D364).
    expect(order[0]!.seq).toBeLessThan(inv.seq);
  });
});

describe('16.5 redelivery: a fresh token with redelivered: true; the older one starts nothing (15.2, 15.3)', () => {
  // 1s, not shorter: the ack of the redelivery must reach the server before the next agent.ack_timeout, or a
  // further redelivery with a newer token is on its way while the case picks the latest (400ms left little under load).
  const t = useTestServer({ 'agent.ack_timeout': '1s' });
  let alex: TestClient;
  beforeAll(async () => {
    alex = await t.client('alex');
  });

  it('without an ack the invocation comes again with a different jti; the older token then answers 403 superseded (queued) or 409 already_started (running)', async () => {
    const agent = await createAgent(t);
    const person = await personWithChannel(t, alex, 'write');
    const adapter = await connectAgent(t.server.url, agent, 'e2e-redeliver', open);
    const posted = await person.who.postMessage(person.thread, `<@${agent.id}> again`);
    expect(posted.status, posted.text).toBe(201);

    await until('first delivery', () => invocationsOf(adapter).length >= 1);
    const runId = invocationsOf(adapter)[0]!.payload.run_id as string;
    await until('a redelivery', () => invocationsOf(adapter, runId).length >= 2, 5_000);
    const [first, second] = invocationsOf(adapter, runId);
    expect(first!.redelivered).toBeUndefined();
    expect(second!.redelivered).toBe(true);
    expect(second!.seq).toBe(first!.seq);
    const older = first!.invocation_token!;
    const newer = second!.invocation_token!;
    expect(jtiOf(newer)).not.toBe(jtiOf(older));
    adapter.send({ op: ClientOp.Ack, d: { seq: second!.seq } });
    // A redelivery the server sent before it read the ack may still be on the wire: wait until the newest
    // token the gate wrote (invocation_jti) is the newest the adapter holds, not a fixed time.
    await until('the newest token landed', async () => (await runRow(t, runId)).invocation_jti === jtiOf(invocationsOf(adapter, runId).at(-1)!.invocation_token!), 5_000);

    const jwks = createRemoteJWKSet(new URL('/api/v1/jwks.json', t.server.url));
    await jwtVerify(newer, jwks, { algorithms: ['EdDSA'], typ: INVOCATION_TOKEN_TYP, audience: agent.id });

    // While queued the older token is superseded (jti != invocation_jti).
    const early = await agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/start`, startBody(older));
    expect(early.status, early.text).toBe(403);
    expect(early.body).toMatchObject({ code: 'invocation_token_invalid', reason: 'superseded' });
    expect((await runRow(t, runId)).state).toBe('queued');

    // The newest delivered token starts the run (invocation_jti is the last delivery's).
    const latest = invocationsOf(adapter, runId).at(-1)!.invocation_token!;
    const started = await agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/start`, startBody(latest));
    expect(started.status, started.text).toBe(200);
    // Once running, the older token answers 409 already_started; the same token again 200 with the same run.
    const late = await agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/start`, startBody(older));
    expect(late.status, late.text).toBe(409);
    expect(late.body).toMatchObject({ code: 'already_started' });
    const again = await agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/start`, startBody(latest));
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(started.body);
    expect((await runRow(t, runId))).toMatchObject({ state: 'running', started_jti: jtiOf(latest) });
  });
});
