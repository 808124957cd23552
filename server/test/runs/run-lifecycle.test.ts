// run.start, run.token.renew and finish over REST (15.3, R-SY-10, R-SY-19; D88),
// each rule of 15.3 as its own test that names its clause. The agent calls with
// its API token; the run is written directly (support/runs.ts) and its token
// comes from the invocation gate, as the consumer would deliver it.
import { INVOCATION_TOKEN_TYP, ProblemCode } from '@bothy/generated';
import { createRemoteJWKSet, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { signInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { createAgent, eventsOf, expectAnswersAsMissing, runRow, storeToken, triggerStateOf, useRunSuite, type TriggeredRun } from '../support/runs.ts';
import { jtiOf } from '../support/agents.ts';
import { barrier, type Barrier } from '../support/barrier.ts';

const s = useRunSuite();
const t = s.t;
afterEach(() => {
  delete t.server.ctx.twins;
});

/** One delivery through the gate: its token. */
async function deliver(r: TriggeredRun): Promise<string> {
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  return d.invocationToken;
}

/** A token for the run as a delivery would store it, but already expired. */
async function expiredToken(r: TriggeredRun): Promise<string> {
  const s = await signInvocationToken(
    t.server.ctx.keys,
    { runId: r.runId, threadId: r.person.thread, agentId: r.agent.id, triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' },
    -5_000,
  );
  await storeToken(t, r.runId, s.jti);
  return s.token;
}

const startBody = (token: string, o: Record<string, unknown> = {}) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read', ...o });
const start = (r: TriggeredRun, token: string, o: Record<string, unknown> = {}) => r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/start`, startBody(token, o));
const renew = (r: TriggeredRun, token: string) => r.agent.request<{ invocation_token: string; expires_at: string; code?: string; reason?: string }>('POST', `/api/v1/runs/${r.runId}/invocation-token`, { invocation_token: token });
const finish = (r: TriggeredRun, body: Record<string, unknown>) => r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/finish`, body);const triggerStates = async (r: TriggeredRun) => (await eventsOf(t, 'message', r.messageId, 'message.updated')).map((e) => (e.payload.message as { trigger_state?: string }).trigger_state);
const runStates = async (r: TriggeredRun) => (await eventsOf(t, 'run', r.runId, 'run.state_changed')).map((e) => e.payload.state);

function expectTokenProblem(res: { status: number; body: unknown; text: string }, reason: string): void {
  expect(res.status, res.text).toBe(403);
  expect(res.body).toMatchObject({ code: 'invocation_token_invalid', reason });
}

describe('run.start (15.3 step 4)', () => {
  it('queued -> running as a compare-and-swap: stores started_jti, clears renewed_from_jti, run.state_changed running, trigger_state working', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    await t.db.pool.query(`UPDATE runs SET renewed_from_jti = 'left-over' WHERE id = $1`, [r.runId]);
    const res = await start(r, token, { model: 'm-1', external_session_ref: 'sess-1' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: r.runId, thread_id: r.person.thread, agent_id: r.agent.id, state: 'running', document: { state: 'running' } });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', started_jti: jtiOf(token), renewed_from_jti: null, billing_mode_used: 'subscription', tool_class_used: 'read', model: 'm-1', external_session_ref: 'sess-1', started_at: expect.any(Date) });
    expect(await runStates(r)).toEqual(['queued', 'running']);
    expect(await triggerStates(r)).toEqual(['queued', 'working']);
  });

  it('a retry with the same token while running answers 200 with the same run and changes nothing (R-SY-19)', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const first = await start(r, token);
    const again = await start(r, token);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await runStates(r)).toEqual(['queued', 'running']);
  });

  it('the retry answers the same run also after the token expired: the answer was lost and the retries outlasted the TTL (R-SY-19)', async () => {
    const r = await s.triggered();
    // The token that starts the run is valid at the start and has expired by the retry.
    const signed = await signInvocationToken(
      t.server.ctx.keys,
      { runId: r.runId, threadId: r.person.thread, agentId: r.agent.id, triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' },
      1_500,
    );
    await storeToken(t, r.runId, signed.jti);
    const first = await start(r, signed.token);
    expect(first.status, first.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, signed.expiresAt - Date.now()) + 50));
    const again = await start(r, signed.token);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    // Not a way around the expiry for anything else: a queued run still answers expired.
    const other = await s.triggered();
    expectTokenProblem(await start(other, await expiredToken(other)), 'expired');
  });

  it("another, older delivery's token answers 409 already_started once the run is running", async () => {
    const r = await s.triggered();
    const older = await deliver(r);
    const newer = await deliver(r); // a redelivery replaced invocation_jti
    expect((await start(r, newer)).status).toBe(200);
    const res = await start(r, older);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'already_started' });
  });

  it('jti must equal runs.invocation_jti: a superseded token of a queued run answers 403 superseded and starts nothing', async () => {
    const r = await s.triggered();
    const older = await deliver(r);
    await deliver(r);
    expectTokenProblem(await start(r, older), 'superseded');
    expect((await runRow(t, r.runId)).state).toBe('queued');
  });

  it('the expiry: an expired token answers 403 expired (the adapter renews)', async () => {
    const r = await s.triggered();
    expectTokenProblem(await start(r, await expiredToken(r)), 'expired');
    expect((await runRow(t, r.runId)).state).toBe('queued');
  });

  it('the signature: a token signed by another key, for another run or another agent answers 403 invalid', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const jti = jtiOf(token);
    const forged = await new SignJWT({ run_id: r.runId, thread_id: r.person.thread, trigger_kind: 'mention', billing_mode: 'subscription', tool_class: 'execute' })
      .setProtectedHeader({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP, kid: t.server.ctx.keys.invocationToken.kid })
      .setIssuer('bothy').setAudience(r.agent.id).setJti(jti).setIssuedAt().setExpirationTime('1m')
      .sign((await generateKeyPair('EdDSA')).privateKey);
    expectTokenProblem(await start(r, forged), 'invalid');
    expectTokenProblem(await start(r, 'not.a.token'), 'invalid');
    const other = await s.triggered({ person: r.person, agent: r.agent });
    expectTokenProblem(await start(r, await deliver(other)), 'invalid');
    // A token for this run but another agent's audience: the caller is not its audience.
    const stranger = await signInvocationToken(t.server.ctx.keys, { runId: r.runId, threadId: r.person.thread, agentId: uuidv7(), triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' }, 60_000);
    expectTokenProblem(await start(r, stranger.token), 'invalid');
    expect((await runRow(t, r.runId)).state).toBe('queued');
    expect((await start(r, token)).status).toBe(200);
  });

  it('a heartbeat that reports another mode changes nothing of it: the per-run check still binds, against the configured mode (12, Ruling L8)', async () => {
    const r = await s.triggered();
    const hb = (mode?: string) =>
      r.agent.request('POST', '/api/v1/agents/me/heartbeat', { state: 'ready', runtime_version: '1', ...(mode ? { reported_billing_mode: mode } : {}), billing_modes_supported: ['subscription', 'api_key'], tool_class: 'read', active_run_ids: [] });
    expect((await hb('api_key')).status).toBe(200);
    const token = await deliver(r);
    // The token names the configured mode, not the reported one.
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ billing_mode: 'subscription' });
    const res = await start(r, token, { billing_mode_used: 'api_key' });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'billing_mode_mismatch' });
    // Following the configured mode per run (no reported mode, both named): the configured mode starts.
    const other = await s.triggered({ agent: r.agent });
    expect((await hb()).status).toBe(200);
    expect((await start(other, await deliver(other))).status).toBe(200);
  });

  it('the reported billing mode must equal the configured one: the run fails billing_mode_mismatch, 409', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const res = await start(r, token, { billing_mode_used: 'api_key' });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'billing_mode_mismatch' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'billing_mode_mismatch', started_jti: null });
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'billing_mode_mismatch' });
    expect(await runStates(r)).toEqual(['queued', 'failed']);
    const { rows } = await t.db.pool.query(`SELECT action, outcome, reason FROM audit_events WHERE resource_id = $1`, [r.runId]);
    expect(rows).toEqual([{ action: 'run.start', outcome: 'failed', reason: 'billing_mode_mismatch' }]);
    // The failed run starts no more, with any token.
    expect((await start(r, token)).body).toMatchObject({ code: 'run_not_active' });
  });

  it("tool_class_used may not be higher than the token's: the run fails tool_class_mismatch, 409", async () => {
    const r = await s.triggered({ agent: await createAgent(t, { toolClass: 'read' }) });
    const token = await deliver(r);
    const res = await start(r, token, { tool_class_used: 'write' });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'tool_class_mismatch' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'tool_class_mismatch' });
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'tool_class_mismatch' });
  });

  it('a tool class equal to the token\'s or lower starts', async () => {
    const r = await s.triggered({ agent: await createAgent(t, { toolClass: 'read' }) });
    expect((await start(r, await deliver(r), { tool_class_used: 'read' })).status).toBe(200);
    const r2 = await s.triggered({ agent: await createAgent(t, { toolClass: 'read' }) });
    expect((await start(r2, await deliver(r2), { tool_class_used: 'none' })).status).toBe(200);
  });

  it('in waiting_input the start token is consumed: 403 superseded', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    expect((await start(r, token)).status).toBe(200);
    await t.db.pool.query(`UPDATE runs SET state = 'waiting_input' WHERE id = $1`, [r.runId]);
    expectTokenProblem(await start(r, token), 'superseded');
  });

  it('only the agent of the run starts it: a person who sees the channel gets 403 forbidden, another agent 404', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const byPerson = await r.person.who.request('POST', `/api/v1/runs/${r.runId}/start`, { body: startBody(token) });
    expect(byPerson.status, byPerson.text).toBe(403);
    expect(byPerson.body).toMatchObject({ code: 'forbidden' });
    const other = await createAgent(t);
    expect((await other.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(token))).status).toBe(404);
    expect((await r.agent.request('POST', `/api/v1/runs/${uuidv7()}/start`, startBody(token))).status).toBe(404);
  });

  it('start, renew and finish answer another agent for a run it cannot see exactly like a run that does not exist (D49, D50, D97)', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const other = await createAgent(t);
    const missing = uuidv7();
    for (const [step, body] of [['start', startBody(token)], ['invocation-token', { invocation_token: token }], ['finish', { state: 'failed', reason: 'x' }]] as const) {
      const a = await other.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/${step}`, body);
      const b = await other.request<Record<string, unknown>>('POST', `/api/v1/runs/${missing}/${step}`, body);
      expectAnswersAsMissing(a, b, [r.runId, missing], step);
    }
    expect((await runRow(t, r.runId)).state).toBe('queued');
  });

  it('Idempotency-Key: a repeat of the same start gets the stored answer', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const key = uuidv7();
    const a = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(token), { 'idempotency-key': key });
    const b = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(token), { 'idempotency-key': key });
    expect(a.status, a.text).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replay')).toBe('true');
    expect(await runStates(r)).toEqual(['queued', 'running']);
  });
  it('Idempotency-Key: a start that fails the run (billing mismatch) commits the failure with its 409, and the repeat replays it', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const key = uuidv7();
    const a = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(token, { billing_mode_used: 'api_key' }), { 'idempotency-key': key });
    expect(a.status, a.text).toBe(409);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'billing_mode_mismatch' });
    const b = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(token, { billing_mode_used: 'api_key' }), { 'idempotency-key': key });
    expect(b.status).toBe(409);
    expect(b.headers.get('idempotent-replay')).toBe('true');
    expect(await runStates(r)).toEqual(['queued', 'failed']);
  });
});

describe('the start compare-and-swap (R-SY-10: no run starts twice)', () => {
  /** Three starts at once; with `allRead` (the twin) each goes on from its read of the run at that barrier. */
  async function raceStarts(allRead?: Barrier): Promise<{ statuses: number[]; transitions: number }> {
    const r = await s.triggered();
    const token = await deliver(r);
    if (allRead) t.server.ctx.twins = { startWithoutCas: { afterRead: allRead.arrive } };
    try {
      const results = await Promise.all([start(r, token), start(r, token), start(r, token)]);
      return { statuses: results.map((x) => x.status), transitions: (await runStates(r)).filter((s) => s === 'running').length };
    } finally {
      delete t.server.ctx.twins;
    }
  }

  it('three concurrent starts with the same token: one transition, the others answer the running run', async () => {
    for (let i = 0; i < 3; i++) {
      const { statuses, transitions } = await raceStarts();
      expect(statuses).toEqual([200, 200, 200]);
      expect(transitions).toBe(1);
    }
  });

  it('twin: without the compare-and-swap the same race starts the run more than once', async () => {
    // Each start waits until all three have read the run queued (not a fixed pause, which a loaded
    // machine outlasts: a later start would read the run running and the twin report nothing).
    const allRead = barrier(3, 10_000);
    const { statuses, transitions } = await raceStarts(allRead);
    expect([allRead.arrived, allRead.timedOut], 'all three starts read the run queued before any set it running').toEqual([3, 0]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(transitions).toBeGreaterThan(1);
  });

  it('concurrent starts with an older and the current token: only the current one starts', async () => {
    const r = await s.triggered();
    const older = await deliver(r);
    const current = await deliver(r);
    const [a, b] = await Promise.all([start(r, older), start(r, current)]);
    expect(b.status, b.text).toBe(200);
    // Which arrives first decides the older token's answer: 403 superseded while queued, 409 already_started once running.
    if (a.status === 403) expectTokenProblem(a, 'superseded');
    else expect([a.status, a.body]).toMatchObject([409, { code: 'already_started' }]);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', started_jti: jtiOf(current) });
  });
});

describe('run.token.renew (15.3 step 3)', () => {
  it('the old token is checked without its expiry; the new token replaces invocation_jti, renewed_from_jti keeps the old one', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const res = await renew(r, old);
    expect(res.status, res.text).toBe(200);
    expect(Date.parse(res.body.expires_at)).toBeGreaterThan(Date.now());
    expect(await runRow(t, r.runId)).toMatchObject({ invocation_jti: jtiOf(res.body.invocation_token), renewed_from_jti: jtiOf(old) });
    // The fresh token starts the run; the start clears renewed_from_jti.
    expect((await start(r, res.body.invocation_token)).status).toBe(200);
    expect((await runRow(t, r.runId)).renewed_from_jti).toBeNull();
  });

  it('the signature is checked: a forged or foreign token answers 403 invalid', async () => {
    const r = await s.triggered();
    await deliver(r);
    expectTokenProblem(await renew(r, 'x.y.z'), 'invalid');
    const stranger = await signInvocationToken(t.server.ctx.keys, { runId: r.runId, threadId: r.person.thread, agentId: uuidv7(), triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' }, -1000);
    expectTokenProblem(await renew(r, stranger.token), 'invalid');
  });

  it('the run must be queued or waiting_input, else 409 already_started', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    expect((await start(r, token)).status).toBe(200);
    const res = await renew(r, token);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'already_started' });
  });

  it('jti = renewed_from_jti: a retry after a lost answer issues a token again, and the lost one is superseded', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const lost = (await renew(r, old)).body.invocation_token;
    const retry = await renew(r, old);
    expect(retry.status, retry.text).toBe(200);
    expect(await runRow(t, r.runId)).toMatchObject({ invocation_jti: jtiOf(retry.body.invocation_token), renewed_from_jti: jtiOf(old) });
    expectTokenProblem(await start(r, lost), 'superseded');
    expect((await start(r, retry.body.invocation_token)).status).toBe(200);
  });

  it('jti neither invocation_jti nor renewed_from_jti: 403 superseded (a newer delivery applies)', async () => {
    const r = await s.triggered();
    const older = await deliver(r);
    await deliver(r);
    expectTokenProblem(await renew(r, older), 'superseded');
  });

  it('started_jti IS DISTINCT FROM jti: the consumed start token of a waiting run answers 403 superseded', async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    expect((await start(r, token)).status).toBe(200);
    await t.db.pool.query(`UPDATE runs SET state = 'waiting_input' WHERE id = $1`, [r.runId]);
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(token));
    expectTokenProblem(await renew(r, token), 'superseded');
  });

  it('the checks of the delivery again, with the current permissions: refused, the run fails and the answer is 403', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    await t.db.pool.query(`UPDATE grants SET level = 'read' WHERE id = $1`, [r.person.grantId]);
    const res = await renew(r, old);
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', reason: 'agent_invoke_denied' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'agent_invoke_denied' });
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'agent_invoke_denied' });
    const { rows } = await t.db.pool.query(`SELECT action, outcome FROM audit_events WHERE resource_id = $1`, [r.runId]);
    expect(rows).toEqual([{ action: 'run.token.renew', outcome: 'denied' }]);
  });
});

describe('no invocation token at rest under an Idempotency-Key (5.2, 15.3 step 3, R-SY-19; D85, D88)', () => {
  const keyed = (r: TriggeredRun, path: string, body: unknown, key: string) =>
    r.agent.request<{ invocation_token: string; expires_at: string; code?: string; reason?: string }>('POST', `/api/v1/runs/${r.runId}/${path}`, body, { 'idempotency-key': key });
  /** Every answer row of the agent, headers and body as stored text. */
  const storedOf = async (r: TriggeredRun) =>
    (await t.db.pool.query<{ key: string; path: string; stored: string }>(`SELECT key::text, path, headers::text || ' ' || coalesce(body, '') AS stored FROM idempotency_keys WHERE principal_id = $1`, [r.agent.id])).rows;
  const leaks = <R extends { stored: string }>(rows: R[], tokens: string[]) => rows.filter((row) => tokens.some((tok) => row.stored.includes(tok) || row.stored.includes(jtiOf(tok))));

  it('renew twice with the same Idempotency-Key: nothing stored under it, each answer a fresh token by the checks of 15.3 (R-SY-19)', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const key = uuidv7();
    const a = await keyed(r, 'invocation-token', { invocation_token: old }, key);
    const b = await keyed(r, 'invocation-token', { invocation_token: old }, key);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(b.headers.get('idempotent-replay')).toBeNull();
    expect(b.body.invocation_token).not.toBe(a.body.invocation_token);
    expect(jtiOf(b.body.invocation_token)).not.toBe(jtiOf(a.body.invocation_token));
    const rows = await storedOf(r);
    expect(rows.filter((row) => row.key === key)).toEqual([]);
    expect(leaks(rows, [old, a.body.invocation_token, b.body.invocation_token])).toEqual([]);
    // The second answer is the one that counts (renewed_from_jti); the first is superseded.
    expect(await runRow(t, r.runId)).toMatchObject({ invocation_jti: jtiOf(b.body.invocation_token), renewed_from_jti: jtiOf(old) });
    expectTokenProblem(await start(r, a.body.invocation_token), 'superseded');
    expect((await start(r, b.body.invocation_token)).status).toBe(200);
  });

  it('a repeat with the same Idempotency-Key runs the checks again: a permission revoked in between fails the run, 403', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const key = uuidv7();
    expect((await keyed(r, 'invocation-token', { invocation_token: old }, key)).status).toBe(200);
    await t.db.pool.query(`UPDATE grants SET level = 'read' WHERE id = $1`, [r.person.grantId]);
    const b = await keyed(r, 'invocation-token', { invocation_token: old }, key);
    expect(b.status, b.text).toBe(403);
    expect(b.body).toMatchObject({ code: 'forbidden', reason: 'agent_invoke_denied' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'agent_invoke_denied' });
    expect(await storedOf(r)).toEqual([]);
  });

  it('two concurrent renews with the same key and old token: both 200, one token stays valid, the other is superseded', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const key = uuidv7();
    const [a, b] = await Promise.all([keyed(r, 'invocation-token', { invocation_token: old }, key), keyed(r, 'invocation-token', { invocation_token: old }, key)]);
    expect([a.status, b.status], a.text + b.text).toEqual([200, 200]);
    const current = (await runRow(t, r.runId)).invocation_jti;
    const [valid, lost] = jtiOf(a.body.invocation_token) === current ? [a, b] : [b, a];
    expect(jtiOf(valid.body.invocation_token)).toBe(current);
    expect(await storedOf(r)).toEqual([]);
    expectTokenProblem(await start(r, lost.body.invocation_token), 'superseded');
    expect((await start(r, valid.body.invocation_token)).status).toBe(200);
  });

  it('the header is still checked: a key that is not a UUIDv7 answers 400 validation_failed and renews nothing', async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const res = await keyed(r, 'invocation-token', { invocation_token: old }, 'not-a-uuid');
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed });
    expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(old));
  });

  it("twin: renew under the key as the other writes stores the token and its jti, and the repeat replays it without the checks", async () => {
    const r = await s.triggered();
    const old = await expiredToken(r);
    const key = uuidv7();
    t.server.ctx.twins = { renewUnderKey: true };
    const a = await keyed(r, 'invocation-token', { invocation_token: old }, key);
    await t.db.pool.query(`UPDATE grants SET level = 'read' WHERE id = $1`, [r.person.grantId]);
    const b = await keyed(r, 'invocation-token', { invocation_token: old }, key);
    expect(a.status, a.text).toBe(200);
    expect([b.status, b.headers.get('idempotent-replay'), b.body.invocation_token]).toEqual([200, 'true', a.body.invocation_token]);
    expect(leaks(await storedOf(r), [a.body.invocation_token]).map((row) => row.key)).toEqual([key]);
    expect((await runRow(t, r.runId)).state).toBe('queued');
  });

  it("start's stored answer (the run) holds no token and no jti", async () => {
    const r = await s.triggered();
    const token = await deliver(r);
    const key = uuidv7();
    const a = await keyed(r, 'start', startBody(token), key);
    const b = await keyed(r, 'start', startBody(token), key);
    expect(a.status, a.text).toBe(200);
    expect(b.headers.get('idempotent-replay')).toBe('true');
    const rows = await storedOf(r);
    expect(rows.map((row) => row.key)).toEqual([key]);
    expect(rows[0]!.stored).toContain(r.runId);
    expect(leaks(rows, [token])).toEqual([]);
  });
});

describe('finish (15.3, 16.5)', () => {
  it('16.5 up to the finish: trigger_state received -> queued -> working -> done, run.state_changed running then completed with the summary', async () => {
    const r = await s.triggered();
    expect(await triggerStateOf(t, r.messageId)).toMatchObject({ trigger_state: 'received' });
    const token = await deliver(r);
    // The adapter's check: header, signature against the server's /jwks.json, audience itself.
    const jwks = createRemoteJWKSet(new URL(`${t.server.url}/api/v1/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { typ: INVOCATION_TOKEN_TYP, algorithms: ['EdDSA'], audience: r.agent.id });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP });
    expect(payload).toMatchObject({ run_id: r.runId, billing_mode: 'subscription', tool_class: 'write' });
    expect((await start(r, token)).status).toBe(200);
    await t.db.pool.query(`UPDATE runs SET document = document || '{"steps": {"s1": {"ordinal": 1, "kind": "tool", "name": "grep", "status": "done"}}, "cost": {"total_micros": 1234}}' WHERE id = $1`, [r.runId]);
    const res = await finish(r, { state: 'completed' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: r.runId, state: 'completed', document: { state: 'completed' } });
    expect(await triggerStates(r)).toEqual(['queued', 'working', 'done']);
    const changed = await eventsOf(t, 'run', r.runId, 'run.state_changed');
    expect(changed.map((e) => e.payload.state)).toEqual(['queued', 'running', 'completed']);
    expect(changed[2]!.payload).toEqual({ run_id: r.runId, thread_id: r.person.thread, agent_id: r.agent.id, state: 'completed', duration_ms: expect.any(Number), cost_micros: 1234, step_count: 1 });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'completed', finished_at: expect.any(Date), summary: { state: 'completed', step_count: 1, cost_micros: 1234 } });
    // The same finish again answers the run as it is; another end is 409 run_not_active.
    expect((await finish(r, { state: 'completed' })).status).toBe(200);
    expect((await finish(r, { state: 'failed' })).body).toMatchObject({ code: 'run_not_active' });
    expect(await runStates(r)).toEqual(['queued', 'running', 'completed']);
  });

  it('failed with a reason: the adapter\'s own check fails a queued run; trigger_state failed with the reason', async () => {
    const r = await s.triggered();
    await deliver(r);
    const res = await finish(r, { state: 'failed', reason: 'billing_mode_mismatch' });
    expect(res.status, res.text).toBe(200);
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'failed', trigger_state_reason: 'billing_mode_mismatch' });
    expect((await eventsOf(t, 'run', r.runId, 'run.state_changed'))[1]!.payload).toMatchObject({ state: 'failed', reason: 'billing_mode_mismatch', step_count: 0 });
  });

  it('completed needs a started run: a queued run answers 409 run_not_active', async () => {
    const r = await s.triggered();
    const res = await finish(r, { state: 'completed' });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'run_not_active' });
  });

  it('only the agent of the run ends it', async () => {
    const r = await s.triggered();
    expect((await r.person.who.request('POST', `/api/v1/runs/${r.runId}/finish`, { body: { state: 'cancelled' } })).status).toBe(403);
    expect((await (await createAgent(t)).request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled' })).status).toBe(404);
    expect((await runRow(t, r.runId)).state).toBe('queued');
  });
});
