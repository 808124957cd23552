// Waiting for input and resumption (15.3 "Resumption", R-SY-19; D145, D146):
// POST /runs/{id}/wait sets a running run waiting_input; a delivery of
// agent.followup or interaction.created while it waits replaces invocation_jti,
// and POST /runs/{id}/resume sets it running with that token under the checks
// of start. A consumed token (the start's, or an earlier resume's) neither
// resumes nor renews. The input events are appended as their producers will
// write them (15.4, 5.1) and delivered through the invocation gate, as the
// consumer would.
import { EventType } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { runEventTransaction } from '../../src/events/appender.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { signInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { jtiOf } from '../support/agents.ts';
import { eventsOf, readLogRow, runRow, storeToken, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;
afterEach(() => {
  delete t.server.ctx.twins;
});

const startBody = (token: string, o: Record<string, unknown> = {}) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read', ...o });
const call = (r: TriggeredRun, path: string, body?: unknown) => r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/${path}`, body);
const runStates = async (r: TriggeredRun) => (await eventsOf(t, 'run', r.runId, 'run.state_changed')).map((e) => e.payload.state);

/** A started run; its start token. */
async function started(): Promise<TriggeredRun & { startToken: string }> {
  const r = await s.triggered();
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  const res = await call(r, 'start', startBody(d.invocationToken));
  expect(res.status, res.text).toBe(200);
  return { ...r, startToken: d.invocationToken };
}

async function waiting(): Promise<TriggeredRun & { startToken: string }> {
  const r = await started();
  const res = await call(r, 'wait');
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({ state: 'waiting_input' });
  return r;
}

/** Appends an input event for the run (by the triggering person) and delivers it through the gate: its token. */
async function deliverInput(r: TriggeredRun, type: typeof EventType.AgentFollowup | typeof EventType.InteractionCreated = EventType.AgentFollowup): Promise<string | undefined> {
  const payload =
    type === EventType.AgentFollowup
      ? { run_id: r.runId, thread_id: r.person.thread, message_id: r.messageId }
      : { interaction_id: uuidv7(), run_id: r.runId, message_id: r.messageId, user_id: r.person.who.principalId, kind: 'button' as const };
  const { append } = await runEventTransaction(t.server.ctx, async () => ({
    result: undefined,
    events: [
      {
        type,
        actor: { kind: 'user', id: r.person.who.principalId },
        scope: { space_id: t.ids.space, channel_id: r.person.channel, thread_id: r.person.thread },
        resource: type === EventType.AgentFollowup ? { kind: 'run', id: r.runId } : { kind: 'interaction', id: (payload as { interaction_id: string }).interaction_id, version: 1 },
        audiencePrincipalId: r.agent.id,
        payload,
      } as never,
    ],
  }));
  const d = await s.prepare(r, false, await readLogRow(t, append!.lastSeq));
  return d.deliver ? d.invocationToken : undefined;
}

describe('waiting for input (15.3 resumption, D145)', () => {
  it('POST /runs/{id}/wait: running -> waiting_input with run.state_changed; invocation_jti keeps the consumed start token; a repeat answers the run', async () => {
    const r = await waiting();
    expect(await runStates(r)).toEqual(['queued', 'running', 'waiting_input']);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'waiting_input', invocation_jti: jtiOf(r.startToken), started_jti: jtiOf(r.startToken) });
    const again = await call(r, 'wait');
    expect(again.status, again.text).toBe(200);
    expect(await runStates(r)).toEqual(['queued', 'running', 'waiting_input']);
  });

  it('a queued run does not wait (409 run_not_active)', async () => {
    const r = await s.triggered();
    const res = await call(r, 'wait');
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'run_not_active' });
  });
});

describe('resumption (15.3, R-SY-19)', () => {
  it('the consumed start token neither resumes nor renews a waiting run (403 superseded)', async () => {
    const r = await waiting();
    const resume = await call(r, 'resume', startBody(r.startToken));
    expect(resume.status, resume.text).toBe(403);
    expect(resume.body).toMatchObject({ code: 'invocation_token_invalid', reason: 'superseded' });
    const renew = await call(r, 'invocation-token', { invocation_token: r.startToken });
    expect(renew.status, renew.text).toBe(403);
    expect(renew.body).toMatchObject({ code: 'invocation_token_invalid', reason: 'superseded' });
    expect((await runRow(t, r.runId)).state).toBe('waiting_input');
  });

  it('twin: a resume that accepts a consumed token resumes with the start token', async () => {
    const r = await waiting();
    t.server.ctx.twins = { resumeAcceptsConsumed: true };
    expect((await call(r, 'resume', startBody(r.startToken))).status).toBe(200);
  });

  it('agent.followup delivered while waiting replaces invocation_jti (renewed_from_jti cleared); resume runs with it; a retry answers the same run; once waiting again it is consumed', async () => {
    const r = await waiting();
    await t.db.pool.query(`UPDATE runs SET renewed_from_jti = 'left-over' WHERE id = $1`, [r.runId]);
    const token = (await deliverInput(r))!;
    expect(token).toBeDefined();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ run_id: r.runId, trigger_kind: 'followup' });
    expect(await runRow(t, r.runId)).toMatchObject({ invocation_jti: jtiOf(token), renewed_from_jti: null, started_jti: jtiOf(r.startToken) });
    const res = await call(r, 'resume', startBody(token));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: 'running' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', started_jti: jtiOf(token) });
    expect(await runStates(r)).toEqual(['queued', 'running', 'waiting_input', 'running']);
    const retry = await call(r, 'resume', startBody(token));
    expect(retry.status, retry.text).toBe(200);
    expect(await runStates(r)).toEqual(['queued', 'running', 'waiting_input', 'running']);
    expect((await call(r, 'wait')).status).toBe(200);
    const consumed = await call(r, 'resume', startBody(token));
    expect(consumed.status, consumed.text).toBe(403);
    expect(consumed.body).toMatchObject({ code: 'invocation_token_invalid', reason: 'superseded' });
  });

  it('interaction.created delivered while waiting replaces invocation_jti too, and resumes', async () => {
    const r = await waiting();
    const token = (await deliverInput(r, EventType.InteractionCreated))!;
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(token));
    expect((await call(r, 'resume', startBody(token))).status).toBe(200);
  });

  it('twin: a gate that keeps invocation_jti while waiting leaves the delivered token unable to resume', async () => {
    const r = await waiting();
    t.server.ctx.twins = { inputKeepsJti: true };
    const token = (await deliverInput(r))!;
    const res = await call(r, 'resume', startBody(token));
    expect(res.status, res.text).toBe(403);
  });

  it('a delivery during running carries a token but does not change invocation_jti (15.3 step 5)', async () => {
    const r = await started();
    // A follow-up reaches a running run only when the agent steers (D291).
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [r.agent.id]);
    const token = await deliverInput(r);
    expect(token).toBeDefined();
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(r.startToken));
    // Its token starts nothing and resumes nothing.
    expect((await call(r, 'resume', startBody(token!))).status).toBe(409);
  });

  it('an expired input token renews while waiting (jti = invocation_jti, not consumed), and the new one resumes', async () => {
    const r = await waiting();
    const expired = await signInvocationToken(
      t.server.ctx.keys,
      { runId: r.runId, threadId: r.person.thread, agentId: r.agent.id, triggerKind: 'followup', billingMode: 'subscription', toolClass: 'write' },
      -5_000,
    );
    await storeToken(t, r.runId, expired.jti);
    const late = await call(r, 'resume', startBody(expired.token));
    expect(late.status, late.text).toBe(403);
    expect(late.body).toMatchObject({ reason: 'expired' });
    const renewed = await call(r, 'invocation-token', { invocation_token: expired.token });
    expect(renewed.status, renewed.text).toBe(200);
    expect((await call(r, 'resume', startBody(renewed.body.invocation_token as string))).status).toBe(200);
  });

  it('the checks of start: a billing mode other than the configured one fails the run (409 billing_mode_mismatch)', async () => {
    const r = await waiting();
    const token = (await deliverInput(r))!;
    const res = await call(r, 'resume', startBody(token, { billing_mode_used: 'api' }));
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'billing_mode_mismatch' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'billing_mode_mismatch' });
  });

  it('a queued run does not resume (409 run_not_active); a token of another run is invalid', async () => {
    const r = await s.triggered();
    const d = await s.prepare(r, false);
    const res = await call(r, 'resume', startBody((d as { invocationToken: string }).invocationToken));
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'run_not_active' });
    const w = await waiting();
    const other = await call(w, 'resume', startBody((d as { invocationToken: string }).invocationToken));
    expect([other.status, other.body.reason]).toEqual([403, 'invalid']);
  });

  it('input to a run whose triggering person lost agent.invoke is not delivered and is audited (15.3 step 2)', async () => {
    const r = await waiting();
    await t.db.pool.query(`UPDATE grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [r.person.grantId]);
    expect(await deliverInput(r)).toBeUndefined();
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(r.startToken));
    const { rows } = await t.db.pool.query(`SELECT reason, detail->>'event_type' AS type FROM audit_events WHERE resource_id = $1 AND outcome = 'denied'`, [r.runId]);
    expect(rows).toEqual([{ reason: 'agent_invoke_denied', type: 'agent.followup' }]);
  });
});
