// 15.1, 15.2: an adapter acknowledges an invocation once it is in its inbox, and starts the run after
// that. When another process takes the consumer over (4015) with an inbox of its own, or a process
// comes back without its inbox, the runs the previous holder acknowledged and never started were lost:
// the new holder's stream began after them, and they stayed queued for good (found by a black-box
// probe of the SDK's adapter). D509: a new session's claim delivers again from the oldest acknowledged
// invocation whose run is still queued; the fresh token supersedes the old holder's (15.3), so the run
// is started once, by whichever process starts it first with a current token.
import { CloseCode, EventType, ProblemCode, ServerOp, ClientOp } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectAgent, dispatches, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { createAgent, runRow, triggeredRun, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

const t = useTestServer({ 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': '200ms' });
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

const invocationOf = (c: GatewayTestClient, runId: string) => dispatches(c).find((d) => d.type === EventType.AgentInvocation && d.payload.run_id === runId);
const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

/** The stored acked_seq of the agent's consumer. */
async function storedAck(agent: Agent, consumer: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [agent.id, consumer]);
  return Number(rows[0]?.acked_seq ?? -1);
}

/**
 * The old holder acknowledges the run's invocation without starting it and its ack is stored; a new
 * connection on the same consumer takes over. What the new holder got, and the answers to both starts.
 */
async function takeover(consumer: string, oldStarts = true): Promise<{ oldClose: number; newToken: string | undefined; oldStart?: { status: number; code?: string }; newStart?: number; state: string }> {
  const agent = await createAgent(t);
  const old = await connectAgent(t.server.url, agent, consumer, open);
  const r = await triggeredRun(t, alex, { agent });
  await until('the invocation at the old holder', () => invocationOf(old, r.runId) !== undefined);
  const first = invocationOf(old, r.runId)!;
  old.send({ op: ClientOp.Ack, d: { seq: first.seq } });
  await until('the old holder\'s ack stored', async () => (await storedAck(agent, consumer)) >= first.seq);

  const fresh = await connectAgent(t.server.url, agent, consumer, open);
  const oldClose = (await old.waitClose()).code;
  await fresh.waitFor(ServerOp.CatchupComplete);
  // Anything delivered again comes before catchup.complete's live phase ends; give the window a heartbeat's turn.
  await fresh.handled();
  const again = invocationOf(fresh, r.runId);
  // The old process, still alive after 4015, tries its stored token first (an exited one would not).
  const oldStarted = oldStarts ? await agent.request<{ code?: string }>('POST', `/api/v1/runs/${r.runId}/start`, startBody(first.invocation_token!)) : undefined;
  const newStarted = again?.invocation_token ? await agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(again.invocation_token)) : undefined;
  return {
    oldClose,
    newToken: again?.invocation_token,
    ...(oldStarted ? { oldStart: { status: oldStarted.status, ...(oldStarted.status === 200 ? {} : { code: oldStarted.body.code }) } } : {}),
    ...(newStarted ? { newStart: newStarted.status } : {}),
    state: (await runRow(t, r.runId)).state,
  };
}

describe('a takeover delivers again the invocations the old holder acknowledged and never started (15.1, 15.2, 15.3; D509)', () => {
  it('the new holder gets the run with a fresh token and starts it; the old holder\'s token starts nothing', async () => {
    const seen = await takeover('ops');
    expect(seen).toMatchObject({ oldClose: CloseCode.ConsumerReplaced, oldStart: { status: 403, code: ProblemCode.InvocationTokenInvalid }, newStart: 200, state: 'running' });
    expect(seen.newToken).toEqual(expect.any(String));
  });

  it('a new session finds nothing to deliver again when every acknowledged run was started: acked_seq stays', async () => {
    const agent = await createAgent(t);
    const old = await connectAgent(t.server.url, agent, 'steady', open);
    const r = await triggeredRun(t, alex, { agent });
    await until('the invocation', () => invocationOf(old, r.runId) !== undefined);
    const inv = invocationOf(old, r.runId)!;
    expect((await agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(inv.invocation_token!))).status).toBe(200);
    const last = Math.max(...dispatches(old).map((d) => d.seq));
    old.send({ op: ClientOp.Ack, d: { seq: last } });
    await until('the ack stored', async () => (await storedAck(agent, 'steady')) >= last);
    const fresh = await connectAgent(t.server.url, agent, 'steady', open);
    await fresh.waitFor(ServerOp.CatchupComplete);
    await fresh.handled();
    expect(invocationOf(fresh, r.runId)).toBeUndefined();
    expect(await storedAck(agent, 'steady')).toBe(last);
  });

  it('twin (takeoverKeepsCursor): the new holder never hears of the run, and it stays queued', async () => {
    const seen = await withTwins(t, { takeoverKeepsCursor: true }, () => takeover('twin', false));
    expect(seen.newToken).toBeUndefined();
    expect(seen.state).toBe('queued');
  });
});
