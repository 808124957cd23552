// 15.5, 15.3 "Resumption", D317, D522: a finish that carries the adapter's token ends only a run that
// token may act on. While a run waits (waiting_input), the answer's delivery gives the runner's consumer
// the token that resumes the run; an adapter that took the waiting run up in another process (a takeover,
// D515, D518) holds only that token. A Stop requested meanwhile is then reported with it at once: what may
// resume the run may end it. Another consumer's copy of the answer (a standby token, D323) and the old
// holder's superseded token still end nothing. Real server, real PostgreSQL, real sockets and EdDSA.
import { ClientOp, EventType, ProblemCode } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectAgent, dispatches, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { createAgent, runRow, triggeredRun, type Agent, type TriggeredRun } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

const t = useTestServer({ 'agent.ack_timeout': '30s' });
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

const tokenBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const followupsOf = (c: GatewayTestClient, runId: string) => dispatches(c).filter((d) => d.type === EventType.AgentFollowup && d.payload.run_id === runId);

/**
 * A run started by consumer `runner` of a new agent that then waits, answered by a follow-up, with a
 * second consumer `other` connected too, and a Stop requested after the answer: the runner's answer
 * token, the other consumer's copy, and the start token.
 */
async function stoppedWhileWaiting(answers = 1): Promise<{ r: TriggeredRun; agent: Agent; startToken: string; answerToken: string; standbyToken: string; supersededToken?: string }> {
  const agent = await createAgent(t);
  const runner = await connectAgent(t.server.url, agent, 'runner', open);
  const other = await connectAgent(t.server.url, agent, 'other', open);
  const r = await triggeredRun(t, alex, { agent });
  await until('the invocation at the runner', () => dispatches(runner).some((d) => d.type === EventType.AgentInvocation && d.payload.run_id === r.runId));
  const inv = dispatches(runner).find((d) => d.type === EventType.AgentInvocation && d.payload.run_id === r.runId)!;
  runner.send({ op: ClientOp.Ack, d: { seq: inv.seq } });
  const started = await agent.request('POST', `/api/v1/runs/${r.runId}/start`, tokenBody(inv.invocation_token!));
  expect(started.status, started.text).toBe(200);
  const waited = await agent.request('POST', `/api/v1/runs/${r.runId}/wait`);
  expect(waited.status, waited.text).toBe(200);
  for (let n = 1; n <= answers; n++) {
    const answered = await r.person.who.postMessage(r.person.thread, `<@${agent.id}> the answer is ${n}`);
    expect(answered.status, answered.text).toBe(201);
    await until('the answer at both consumers', () => followupsOf(runner, r.runId).length === n && followupsOf(other, r.runId).length === n);
  }
  const cancel = await r.person.who.request('POST', `/api/v1/runs/${r.runId}/cancel`);
  expect(cancel.status, cancel.text).toBe(202);
  return {
    r,
    agent,
    startToken: inv.invocation_token!,
    answerToken: followupsOf(runner, r.runId).at(-1)!.invocation_token!,
    standbyToken: followupsOf(other, r.runId).at(-1)!.invocation_token!,
    ...(answers > 1 ? { supersededToken: followupsOf(runner, r.runId)[0]!.invocation_token! } : {}),
  };
}

describe('a Stop of a waiting run reported with the token of its answer (15.5, 15.3 resumption; D317, D522)', () => {
  it('the runner\'s answer token ends the run cancelled at once; another consumer\'s copy and nothing else does', async () => {
    const { r, agent, answerToken, standbyToken } = await stoppedWhileWaiting();
    const standby = await agent.request<{ code?: string }>('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled', invocation_token: standbyToken });
    expect({ status: standby.status, code: standby.body.code }, 'another consumer\'s copy ends nothing (D317)').toEqual({ status: 409, code: ProblemCode.AlreadyStarted });
    expect((await runRow(t, r.runId)).state).toBe('waiting_input');
    const finished = await agent.request<{ state?: string; state_reason?: string }>('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled', invocation_token: answerToken });
    expect(finished.status, finished.text).toBe(200);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled' });
  });

  it('an earlier answer\'s token, superseded by the next answer\'s delivery, ends nothing; the newest does', async () => {
    const { r, agent, answerToken, supersededToken } = await stoppedWhileWaiting(2);
    const old = await agent.request<{ code?: string }>('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled', invocation_token: supersededToken! });
    expect({ status: old.status, code: old.body.code }).toEqual({ status: 409, code: ProblemCode.AlreadyStarted });
    expect((await runRow(t, r.runId)).state).toBe('waiting_input');
    const finished = await agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled', invocation_token: answerToken });
    expect(finished.status, finished.text).toBe(200);
    expect((await runRow(t, r.runId)).state).toBe('cancelled');
  });

  it('the start token, consumed by the start, still ends the run as before (D317)', async () => {
    const { r, agent, startToken } = await stoppedWhileWaiting();
    const finished = await agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled', invocation_token: startToken });
    expect(finished.status, finished.text).toBe(200);
    expect((await runRow(t, r.runId)).state).toBe('cancelled');
  });

  it('twin (finishWaitingNeedsStart): the answer token is refused 409, and the Stop waits for cancel_timeout', async () => {
    const { r, agent, answerToken } = await stoppedWhileWaiting();
    const refused = await withTwins(t, { finishWaitingNeedsStart: true }, () => agent.request<{ code?: string }>('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled', invocation_token: answerToken }));
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: ProblemCode.AlreadyStarted });
    expect((await runRow(t, r.runId)).state).toBe('waiting_input');
  });
});
