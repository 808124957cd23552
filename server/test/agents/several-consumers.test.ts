// Several consumers of one agent (15.1, 15.2, 15.3; D314). Each consumer has its own cursor and gets
// every delivery of an invocation on its own stream, each with a fresh token. Before D314 one
// invocation_jti per run was replaced by every consumer's delivery: a consumer that never acks (and is
// redelivered every agent.ack_timeout) superseded the token a healthy consumer had received and acked,
// which could then neither start nor renew, and the run stayed queued. Now each consumer's newest token
// has its own entry; the state compare-and-swap still lets exactly one start the run, and a start or
// resume leaves only its own entry, so another consumer's token starts or resumes nothing later.
// Twins `oneTokenPerRun` (starvation) and `startKeepsOtherTokens` (a second start by resume).
// Real server, gateway and PostgreSQL; the gate-level cases call the server's own gate.
import { ClientOp, EventType } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { connectAgent, dispatches, until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { consumerOf, createAgent, followupRow, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const open: GatewayTestClient[] = [];
const s = useRunSuite({ overrides: { 'agent.ack_timeout': '1500ms', 'server.record_frames_dir': '' } });
const t = s.t;
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
  t.server.ctx.twins = undefined;
});
const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const call = (r: TriggeredRun, path: string, body?: unknown) => r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/${path}`, body);
const invocations = (c: GatewayTestClient) => dispatches(c).filter((d) => d.type === EventType.AgentInvocation);

/**
 * Two consumers connected; "beta" never acks. Once beta has been redelivered the invocation, the token
 * "alpha" received and acked renews and starts the run. The statuses of both calls.
 */
async function alphaAfterBetaRedelivered(twins?: ServerContext['twins']): Promise<{ renew: number; start: number; text: string }> {
  t.server.ctx.twins = twins;
  const agent = await createAgent(t);
  const person = await personWithChannel(t, s.alex, 'write');
  const alpha = await connectAgent(t.server.url, agent, 'alpha', open);
  const beta = await connectAgent(t.server.url, agent, 'beta', open);
  expect((await person.who.postMessage(person.thread, `<@${agent.id}> starve`)).status).toBe(201);
  await until('alpha got it', () => invocations(alpha).length >= 1);
  const a = invocations(alpha)[0]!;
  alpha.send({ op: ClientOp.Ack, d: { seq: a.seq } });
  const runId = a.payload.run_id as string;
  await until('beta redelivered', () => invocations(beta).some((d) => d.redelivered === true), 8_000);
  const renew = await agent.request<{ invocation_token: string }>('POST', `/api/v1/runs/${runId}/invocation-token`, { invocation_token: a.invocation_token });
  const start = await agent.request('POST', `/api/v1/runs/${runId}/start`, startBody(renew.status === 200 ? renew.body.invocation_token : a.invocation_token!));
  return { renew: renew.status, start: start.status, text: `${renew.text} ${start.text}` };
}

/** A run delivered to consumer "default" (alpha) and to "second" (beta), through the gate; their tokens. */
async function deliveredToTwo(): Promise<{ r: TriggeredRun; alpha: string; beta: string }> {
  const r = await s.triggered();
  const second = await consumerOf(t, r.agent, 'second');
  const a = await s.gate.prepare(r.invocation, false, r.agent.holder);
  const b = await s.gate.prepare(r.invocation, false, second);
  if (!a.deliver || !b.deliver) throw new Error('the gate refused a delivery');
  // beta is redelivered (it never acked): a fresh token for beta only.
  const b2 = await s.gate.prepare(r.invocation, true, second);
  if (!b2.deliver) throw new Error('the gate refused the redelivery');
  return { r, alpha: a.invocationToken, beta: b2.invocationToken };
}

/** Alpha starts the run and it waits for input; then beta's never-used invocation token tries to resume it. */
async function betaResumesAfterAlphaStarted(twins?: ServerContext['twins']): Promise<number> {
  t.server.ctx.twins = twins;
  const { r, alpha, beta } = await deliveredToTwo();
  expect((await call(r, 'start', startBody(alpha))).status).toBe(200);
  expect((await call(r, 'wait')).status).toBe(200);
  return (await call(r, 'resume', startBody(beta))).status;
}

describe('an agent with two consumers: one that never acks does not starve the other (15.1, 15.2, 15.3; D314)', () => {
  it('the consumer that acked its agent.invocation renews and starts the run while another consumer of the agent is redelivered it', async () => {
    const { renew, start, text } = await alphaAfterBetaRedelivered();
    expect([renew, start], text).toEqual([200, 200]);
  });

  it('twin: with one token per run (as before D314), the redelivery to the other consumer supersedes the acked token: no renew, no start', async () => {
    const { renew, start } = await alphaAfterBetaRedelivered({ oneTokenPerRun: true });
    expect([renew, start]).toEqual([403, 403]);
  });

  it('each consumer starts with its own newest token; the first start wins and the other consumer\'s gets 409 already_started', async () => {
    const { r, alpha, beta } = await deliveredToTwo();
    const first = await call(r, 'start', startBody(alpha));
    expect(first.status, first.text).toBe(200);
    const second = await call(r, 'start', startBody(beta));
    expect(second.status, second.text).toBe(409);
    expect(second.body.code).toBe('already_started');
    expect((await call(r, 'start', startBody(alpha))).status, 'the winner\'s retry answers the same run').toBe(200);
  });

  it('a consumer\'s older token is superseded by its own redelivery, not by another consumer\'s', async () => {
    const r = await s.triggered();
    const second = await consumerOf(t, r.agent, 'second');
    const old = await s.gate.prepare(r.invocation, false, second);
    const newer = await s.gate.prepare(r.invocation, true, second);
    if (!old.deliver || !newer.deliver) throw new Error('the gate refused a delivery');
    const res = await call(r, 'start', startBody(old.invocationToken));
    expect(res.status, res.text).toBe(403);
    expect(res.body.reason).toBe('superseded');
    expect((await call(r, 'start', startBody(newer.invocationToken))).status).toBe(200);
  });
});

describe('several consumers start nothing twice (15.3, R-SY-19; D314)', () => {
  it('once one consumer started the run, another consumer\'s invocation token neither resumes nor renews it while it waits', async () => {
    expect(await betaResumesAfterAlphaStarted()).toBe(403);
  });

  it('twin: a start that keeps the other consumers\' tokens lets one resume the waiting run without any input', async () => {
    expect(await betaResumesAfterAlphaStarted({ startKeepsOtherTokens: true })).toBe(200);
  });

  it('an answer delivered to both consumers while the run waits resumes it once, by the consumer that runs it: the other consumer\'s answer token gets 403, 409 while running, and 403 after the next wait', async () => {
    const { r, alpha } = await deliveredToTwo();
    const second = await consumerOf(t, r.agent, 'third');
    expect((await call(r, 'start', startBody(alpha))).status).toBe(200);
    expect((await call(r, 'wait')).status).toBe(200);
    const answer = await followupRow(t, r);
    const toAlpha = await s.prepare(r, false, answer);
    const toOther = await s.gate.prepare(answer, false, second);
    if (!toAlpha.deliver || !toOther.deliver) throw new Error('the gate refused the answer');
    const early = await call(r, 'resume', startBody(toOther.invocationToken));
    expect(early.status, 'only the consumer that runs the run resumes it').toBe(403);
    expect((await call(r, 'resume', startBody(toAlpha.invocationToken))).status).toBe(200);
    expect((await call(r, 'resume', startBody(toOther.invocationToken))).status).toBe(409);
    expect((await call(r, 'wait')).status).toBe(200);
    const again = await call(r, 'resume', startBody(toOther.invocationToken));
    expect(again.status, again.text).toBe(403);
    const renew = await call(r, 'invocation-token', { invocation_token: toOther.invocationToken });
    expect(renew.status, renew.text).toBe(403);
  });

  it('a renewal replaces its own consumer\'s token only: the other consumer still starts with its own', async () => {
    const { r, alpha, beta } = await deliveredToTwo();
    const renewed = await r.agent.request<{ invocation_token: string }>('POST', `/api/v1/runs/${r.runId}/invocation-token`, { invocation_token: alpha });
    expect(renewed.status, renewed.text).toBe(200);
    expect((await call(r, 'start', startBody(alpha))).status, 'alpha\'s renewed token is superseded').toBe(403);
    expect((await call(r, 'start', startBody(beta))).status).toBe(200);
  });
});

/**
 * The run started by "default"; a steer follow-up reaches consumer "second" while the run runs (its
 * stream is ahead), then the turn waits, and only then is the follow-up delivered to "default": the
 * status of default's resume with it.
 */
async function runnerResumesAfterOtherGotInput(twins?: ServerContext['twins']): Promise<number> {
  t.server.ctx.twins = twins;
  const r = await s.running();
  await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [r.agent.id]);
  const second = await consumerOf(t, r.agent, 'second');
  const input = await followupRow(t, r);
  expect((await s.gate.prepare(input, false, second)).deliver).toBe(true);
  expect((await call(r, 'wait')).status).toBe(200);
  const toRunner = await s.prepare(r, false, input);
  if (!toRunner.deliver) throw new Error('the gate refused the follow-up');
  return (await call(r, 'resume', startBody(toRunner.invocationToken))).status;
}

describe('several consumers miss nothing of a started run (15.3 resumption, 15.4; D313, D314)', () => {
  it('input another consumer received while the run ran is not taken by the running turn: the runner resumes with it once the run waits', async () => {
    expect(await runnerResumesAfterOtherGotInput()).toBe(200);
  });

  it('twin: input delivered to any consumer counts as consumed (D313 before D314\'s review): the runner\'s resume is refused and the input is lost to it', async () => {
    expect(await runnerResumesAfterOtherGotInput({ inputConsumedByAnyConsumer: true })).toBe(403);
  });

  it('each token is checked against the billing mode of its own delivery: another consumer\'s delivery after a change of the mode does not fail a start with a valid token', async () => {
    const r = await s.triggered();
    const second = await consumerOf(t, r.agent, 'second');
    const a = await s.prepare(r, false);
    if (!a.deliver) throw new Error('the gate refused the delivery');
    await t.db.pool.query(`UPDATE agents SET billing_mode = 'api_key' WHERE principal_id = $1`, [r.agent.id]);
    expect((await s.gate.prepare(r.invocation, false, second)).deliver).toBe(true);
    const res = await call(r, 'start', startBody(a.invocationToken));
    expect(res.status, res.text).toBe(200);
  });
});

/** Alpha started the run; beta, which never started it, reports it failed with its own token: the status and the run's state after. */
async function otherConsumerFinishes(twins?: ServerContext['twins']): Promise<{ status: number; state: string }> {
  const { r, alpha, beta } = await deliveredToTwo();
  expect((await call(r, 'start', startBody(alpha))).status).toBe(200);
  t.server.ctx.twins = twins;
  const res = await call(r, 'finish', { state: 'failed', reason: 'billing_mode_mismatch', invocation_token: beta });
  const now = await r.agent.request<{ state: string }>('GET', `/api/v1/runs/${r.runId}`);
  return { status: res.status, state: now.body.state };
}

describe('a finish with the adapter\'s token ends only a run that token may act on (15.3, 15.5; D317)', () => {
  it('while the run is queued, a finish with a consumer\'s token ends it', async () => {
    const { r, beta } = await deliveredToTwo();
    const res = await call(r, 'finish', { state: 'failed', reason: 'tool_class_mismatch', invocation_token: beta });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: 'failed' });
  });

  it('once another consumer started the run, a finish with a token that did not start it answers 409 already_started and the run goes on', async () => {
    expect(await otherConsumerFinishes()).toEqual({ status: 409, state: 'running' });
  });

  it('twin: a finish that ignores its token fails the run another consumer runs', async () => {
    expect(await otherConsumerFinishes({ finishIgnoresToken: true })).toEqual({ status: 200, state: 'failed' });
  });

  it('the token that started the run finishes it; a token of another run is refused', async () => {
    const { r, alpha } = await deliveredToTwo();
    expect((await call(r, 'start', startBody(alpha))).status).toBe(200);
    const other = await deliveredToTwo();
    const wrong = await call(r, 'finish', { state: 'cancelled', invocation_token: other.alpha });
    expect(wrong.status, wrong.text).toBe(403);
    const res = await call(r, 'finish', { state: 'cancelled', invocation_token: alpha });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: 'cancelled' });
  });
});
