// 15.3 "Resumption", 15.1, 15.2: while a run waits (waiting_input), the delivery of an answer
// (agent.followup, interaction.created) replaces the consumer's token, and the adapter resumes the run
// with it. An adapter acknowledges the answer once it is in its inbox. When another process takes the
// consumer over (4015) with an inbox of its own, D509 delivered again only the invocations of queued
// runs: the answer the old holder acknowledged and never resumed with was lost, and the run waited for
// good. D515: a new session's claim also delivers again the newest answer of a waiting run whose token
// is this consumer's and was consumed by no resume; its fresh token supersedes the old holder's, so the
// run is resumed once. Real server, real PostgreSQL, real sockets and EdDSA; every wait is bounded.
import { ClientOp, CloseCode, EventType, ProblemCode, ServerOp } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { connectAgent, dispatches, jtiOf, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { askQuestion, createAgent, runRow, triggeredRun, type Agent, type TriggeredRun } from '../support/runs.ts';
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

type Answer = typeof EventType.AgentFollowup | typeof EventType.InteractionCreated;
const deliveredOf = (c: GatewayTestClient, type: string, runId: string) => dispatches(c).filter((d) => d.type === type && d.payload.run_id === runId);
const tokenBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

/** The stored acked_seq of the agent's consumer. */
async function storedAck(agent: Agent, consumer: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [agent.id, consumer]);
  return Number(rows[0]?.acked_seq ?? -1);
}

/** `c` acknowledges everything it got so far; returns once the ack is stored. */
async function ackAll(c: GatewayTestClient, agent: Agent, consumer: string): Promise<number> {
  const last = Math.max(...dispatches(c).map((d) => d.seq));
  c.send({ op: ClientOp.Ack, d: { seq: last } });
  await until('the ack stored', async () => (await storedAck(agent, consumer)) >= last);
  return last;
}

/**
 * A run started by `c` (the invocation acked, the start 200) that then waits (POST /wait); for an
 * interaction, the agent (given write on the channel) first asks a question in the thread.
 */
async function waitingRun(c: GatewayTestClient, agent: Agent, answer: Answer): Promise<TriggeredRun & { questionId?: string }> {
  const r = await triggeredRun(t, alex, { agent });
  await until('the invocation', () => deliveredOf(c, EventType.AgentInvocation, r.runId).length === 1);
  const inv = deliveredOf(c, EventType.AgentInvocation, r.runId)[0]!;
  c.send({ op: ClientOp.Ack, d: { seq: inv.seq } });
  const started = await agent.request('POST', `/api/v1/runs/${r.runId}/start`, tokenBody(inv.invocation_token!));
  expect(started.status, started.text).toBe(200);
  const questionId = answer === EventType.InteractionCreated ? await askQuestion(alex, r) : undefined;
  const waited = await agent.request('POST', `/api/v1/runs/${r.runId}/wait`);
  expect(waited.status, waited.text).toBe(200);
  return { ...r, ...(questionId ? { questionId } : {}) };
}

/** The person answers the waiting run: a follow-up message, or a button on the agent's question. */
async function answerIt(r: TriggeredRun & { questionId?: string }, answer: Answer): Promise<void> {
  const res =
    answer === EventType.AgentFollowup
      ? await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> the answer is 42`)
      : await r.person.who.request('POST', `/api/v1/messages/${r.questionId}/interactions`, { body: { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } } });
  expect(res.status, res.text).toBe(201);
}

/**
 * The old holder acknowledges the answer to its waiting run without resuming (its ack stored); a new
 * connection on the same consumer takes over. What the new holder got, and the answers to both resumes.
 */
async function takeover(consumer: string, answer: Answer, oldResumes = true) {
  const agent = await createAgent(t);
  const old = await connectAgent(t.server.url, agent, consumer, open);
  const r = await waitingRun(old, agent, answer);
  await answerIt(r, answer);
  await until('the answer at the old holder', () => deliveredOf(old, answer, r.runId).length === 1);
  const first = deliveredOf(old, answer, r.runId)[0]!;
  expect(first.invocation_token, 'the answer to a waiting run carries a token (15.3)').toEqual(expect.any(String));
  expect((await runRow(t, r.runId)).invocation_jti, 'the delivery replaced the token').toBe(jtiOf(first.invocation_token!));
  const acked = await ackAll(old, agent, consumer);

  const fresh = await connectAgent(t.server.url, agent, consumer, open);
  const oldClose = (await old.waitClose()).code;
  await fresh.waitFor(ServerOp.CatchupComplete);
  // Anything delivered again comes with the catch-up; give the window a heartbeat's turn.
  await fresh.handled();
  const again = deliveredOf(fresh, answer, r.runId);
  // The old process, still alive after 4015, tries its stored token first (an exited one would not).
  const oldResumed = oldResumes ? await agent.request<{ code?: string; reason?: string }>('POST', `/api/v1/runs/${r.runId}/resume`, tokenBody(first.invocation_token!)) : undefined;
  const newToken = again[0]?.invocation_token;
  const newResumed = newToken ? await agent.request('POST', `/api/v1/runs/${r.runId}/resume`, tokenBody(newToken)) : undefined;
  const resumes = await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = $1 AND resource_id = $2 AND payload->>'state' = 'running'`, [EventType.RunStateChanged, r.runId]);
  return {
    oldClose,
    first,
    again,
    acked,
    newToken,
    ...(oldResumed ? { oldResume: { status: oldResumed.status, code: oldResumed.body.code, reason: oldResumed.body.reason } } : {}),
    ...(newResumed ? { newResume: newResumed.status } : {}),
    // run.state_changed to running: the start and each resume.
    runningEvents: resumes.rowCount,
    state: (await runRow(t, r.runId)).state,
  };
}

describe('a takeover delivers again the answer the old holder acknowledged and never resumed with (15.3 resumption, 15.1, 15.2; D515)', () => {
  it.each([EventType.AgentFollowup, EventType.InteractionCreated] as const)('%s: the new holder gets it again with a fresh token and resumes the run; the old token resumes nothing', async (answer) => {
    const seen = await takeover(`ops-${answer}`, answer);
    expect(seen.oldClose).toBe(CloseCode.ConsumerReplaced);
    expect(seen.again.map((d) => d.seq), 'the same event again').toEqual([seen.first.seq]);
    expect(seen.newToken).toEqual(expect.any(String));
    expect(jtiOf(seen.newToken!)).not.toBe(jtiOf(seen.first.invocation_token!));
    expect(seen.oldResume).toEqual({ status: 403, code: ProblemCode.InvocationTokenInvalid, reason: 'superseded' });
    expect(seen.newResume).toBe(200);
    expect(seen.state).toBe('running');
    expect(seen.runningEvents, 'one start and one resume').toBe(2);
  });

  it('a new session finds nothing to deliver again when the answer resumed the run: acked_seq stays', async () => {
    const agent = await createAgent(t);
    const old = await connectAgent(t.server.url, agent, 'steady', open);
    const r = await waitingRun(old, agent, EventType.AgentFollowup);
    await answerIt(r, EventType.AgentFollowup);
    await until('the follow-up', () => deliveredOf(old, EventType.AgentFollowup, r.runId).length === 1);
    const f = deliveredOf(old, EventType.AgentFollowup, r.runId)[0]!;
    expect((await agent.request('POST', `/api/v1/runs/${r.runId}/resume`, tokenBody(f.invocation_token!))).status).toBe(200);
    // It waits again: the entry holds the consumed token, which no claim delivers again.
    expect((await agent.request('POST', `/api/v1/runs/${r.runId}/wait`)).status).toBe(200);
    await until('the run waits', async () => (await runRow(t, r.runId)).state === 'waiting_input');
    const last = await ackAll(old, agent, 'steady');
    const fresh = await connectAgent(t.server.url, agent, 'steady', open);
    await fresh.waitFor(ServerOp.CatchupComplete);
    await fresh.handled();
    expect(deliveredOf(fresh, EventType.AgentFollowup, r.runId)).toEqual([]);
    expect(await storedAck(agent, 'steady')).toBe(last);
  });

  it('twin (takeoverSkipsWaiting): the new holder never hears of the answer, and the run waits for good', async () => {
    const seen = await withTwins(t, { takeoverSkipsWaiting: true }, () => takeover('twin', EventType.AgentFollowup, false));
    expect(seen.again).toEqual([]);
    expect(seen.state).toBe('waiting_input');
  });
});
