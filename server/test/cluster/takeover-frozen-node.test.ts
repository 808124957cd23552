// 15.1, 15.2, 15.3 across two nodes: an adapter on node A acknowledges what it was given (the
// invocation of a queued run, D509, or the answer to a waiting run, D515) and never starts or resumes
// with it; node A is then stopped (SIGSTOP: its socket stays open, nothing closes) and the adapter
// identifies on node B with the same consumer. B's claim delivers it again with a fresh token, the run
// starts (resumes) once with that token, and after SIGCONT node A's connection closes with 4015 and its
// old token starts nothing. Node A is a real process (so that it can be stopped), node B the test's
// server; real PostgreSQL, real sockets, EdDSA tokens; every wait is bounded. The twins are D509's and
// D515's (takeoverKeepsCursor, takeoverSkipsWaiting) on node B: the new holder never hears of it.
import { ClientOp, CloseCode, EventType, ServerOp } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectAgent, dispatches, jtiOf, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { startNode, type NodeProcess } from '../support/node-process.ts';
import { createAgent, runRow, triggeredRun, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins, type ServerTwins } from '../support/twins.ts';

const open: GatewayTestClient[] = [];
const started: NodeProcess[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.terminate();
  for (const n of started.splice(0)) {
    if (n.child.pid) process.kill(n.child.pid, 'SIGCONT');
    await n.kill();
  }
});

const PERSIST = '200ms';
const t = useTestServer({ 'cluster.mode': 'multi', 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': PERSIST });
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

type Kind = typeof EventType.AgentInvocation | typeof EventType.AgentFollowup;
const tokenBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const deliveredOf = (c: GatewayTestClient, type: string, runId: string) => dispatches(c).filter((d) => d.type === type && d.payload.run_id === runId);
const storedAck = async (agent: Agent, consumer: string) =>
  Number((await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [agent.id, consumer])).rows[0]?.acked_seq ?? -1);
/** run.state_changed to running: the start and each resume. */
const runningEvents = async (runId: string) =>
  (await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = $1 AND resource_id = $2 AND payload->>'state' = 'running'`, [EventType.RunStateChanged, runId])).rowCount;

/**
 * The adapter on node A is given `kind` and acks it (stored); A is stopped; the same consumer identifies on node B.
 * `oldTries`: after SIGCONT the old process starts (resumes) with its own token.
 */
async function takeoverFromStoppedNode(kind: Kind, twins: ServerTwins = {}, oldTries = true) {
  const a = await startNode(t.db.url, { BOTHY_CLUSTER_MODE: 'multi', BOTHY_AGENT_ACK_PERSIST_INTERVAL: PERSIST, BOTHY_AGENT_ACK_TIMEOUT: '30s' });
  started.push(a);
  const agent = await createAgent(t);
  const consumer = `frozen-${kind}`;
  const old = await connectAgent(a.url, agent, consumer, open);
  const r = await triggeredRun(t, alex, { agent });
  await until('the invocation on node A', () => deliveredOf(old, EventType.AgentInvocation, r.runId).length === 1, 10_000);
  let first = deliveredOf(old, EventType.AgentInvocation, r.runId)[0]!;
  if (kind === EventType.AgentFollowup) {
    old.send({ op: ClientOp.Ack, d: { seq: first.seq } });
    expect((await agent.request('POST', `/api/v1/runs/${r.runId}/start`, tokenBody(first.invocation_token!))).status).toBe(200);
    expect((await agent.request('POST', `/api/v1/runs/${r.runId}/wait`)).status).toBe(200);
    // The person answers through node B; node A delivers the answer with a token.
    expect((await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> the answer is 42`)).status).toBe(201);
    await until('the answer on node A', () => deliveredOf(old, kind, r.runId).length === 1, 10_000);
    first = deliveredOf(old, kind, r.runId)[0]!;
  }
  old.send({ op: ClientOp.Ack, d: { seq: first.seq } });
  await until('the ack stored', async () => (await storedAck(agent, consumer)) >= first.seq, 10_000);

  process.kill(a.child.pid!, 'SIGSTOP');
  return withTwins(t, twins, async () => {
    const fresh = await connectAgent(t.server.url, agent, consumer, open);
    await fresh.waitFor(ServerOp.CatchupComplete, () => true, 20_000);
    await fresh.handled();
    const again = deliveredOf(fresh, kind, r.runId);
    // The REST path that starts (an invocation) or resumes (an answer) the run (15.3).
    const path = kind === EventType.AgentInvocation ? `/api/v1/runs/${r.runId}/start` : `/api/v1/runs/${r.runId}/resume`;
    const newAnswer = again[0] ? (await agent.request('POST', path, tokenBody(again[0].invocation_token!))).status : undefined;
    process.kill(a.child.pid!, 'SIGCONT');
    const oldClose = (await old.waitClose(15_000)).code;
    // The old process, alive again, tries its stored token (one that is gone would not).
    const oldAnswer = oldTries ? (await agent.request('POST', path, tokenBody(first.invocation_token!))).status : undefined;
    return {
      again: again.map((d) => ({ seq: d.seq, fresh: d.invocation_token !== undefined && jtiOf(d.invocation_token) !== jtiOf(first.invocation_token!) })),
      firstSeq: first.seq,
      newAnswer,
      oldClose,
      oldAnswer,
      running: await runningEvents(r.runId),
      state: (await runRow(t, r.runId)).state,
    };
  });
}

describe('a takeover across nodes while the old holder’s node is stopped (15.1, 15.2, 15.3; D509, D515)', () => {
  it.each([
    [EventType.AgentInvocation, 'the invocation of a queued run', 1],
    [EventType.AgentFollowup, 'the answer to a waiting run', 2],
  ] as const)('%s (%s) the old holder acked and never used: delivered again on node B with a fresh token, started or resumed once; the old token does nothing', async (kind, _what, starts) => {
    const seen = await takeoverFromStoppedNode(kind);
    expect(seen.again).toEqual([{ seq: seen.firstSeq, fresh: true }]);
    expect(seen.newAnswer).toBe(200);
    expect(seen.oldClose).toBe(CloseCode.ConsumerReplaced);
    expect([403, 409]).toContain(seen.oldAnswer);
    expect(seen.running, 'the start, and the one resume of an answer').toBe(starts);
    expect(seen.state).toBe('running');
  }, 90_000);

  it.each([
    [EventType.AgentInvocation, { takeoverKeepsCursor: true }, 0, 'queued'],
    [EventType.AgentFollowup, { takeoverSkipsWaiting: true }, 1, 'waiting_input'],
  ] as const)('twin: %s with %o on node B: the new holder never hears of it, and the run stays in its state', async (kind, twins, starts, state) => {
    const seen = await takeoverFromStoppedNode(kind, twins, false);
    expect(seen.again).toEqual([]);
    expect(seen.running).toBe(starts);
    expect(seen.state).toBe(state);
  }, 90_000);
});
