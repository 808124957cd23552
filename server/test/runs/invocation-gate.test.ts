// The check before every delivery of agent.invocation (15.3 step 2, R-SY-07,
// R-SY-17, R-SY-21; D87): authorize(trigger principal, agent.invoke, thread)
// with the permissions of now and the stand-ins for I2, SR2 and SR3. Refused:
// nothing delivered, the run failed, trigger_state failed with the reason, an
// audit entry. Passed: a fresh token whose jti is runs.invocation_jti, and
// trigger_state queued with the first successful delivery, never before.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/audit/audit.ts';
import { verifyInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { createLogger } from '../../src/logging.ts';
import { eventsOf, runRow, triggerStateOf, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const logged: string[] = [];
// The gate with a logger at trace that keeps every line: no token may appear in one.
const sink = new Writable({ write: (chunk, _e, done) => (logged.push(String(chunk)), done()) });
const s = useRunSuite({ gateCtx: (ctx) => ({ ...ctx, log: createLogger('trace', sink) }) });
const t = s.t;

async function auditFor(runId: string) {
  const { rows } = await t.db.pool.query(`SELECT action, actor_id, outcome, reason, detail FROM audit_events WHERE resource_id = $1 ORDER BY audit_seq`, [runId]);
  return rows;
}

async function expectFailedClosed(r: TriggeredRun, reason: string): Promise<void> {
  expect(await s.prepare(r, false)).toEqual({ deliver: false, skipped: 'refused' });
  expect(await runRow(t, r.runId)).toMatchObject({ state: 'failed', state_reason: reason, invocation_jti: null });
  expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'failed', trigger_state_reason: reason });
  const updated = await eventsOf(t, 'message', r.messageId, 'message.updated');
  expect(updated.map((e) => (e.payload.message as { trigger_state?: string }).trigger_state)).toEqual(['failed']);
  // The payload carries the reason through the one wire form of a message (toMessage; D96).
  expect(updated.map((e) => (e.payload.message as { trigger_state_reason?: string }).trigger_state_reason)).toEqual([reason]);
  expect((await eventsOf(t, 'run', r.runId, 'run.state_changed')).map((e) => e.payload)).toEqual([
    { run_id: r.runId, thread_id: r.person.thread, agent_id: r.agent.id, state: 'queued', step_count: 0 },
    { run_id: r.runId, thread_id: r.person.thread, agent_id: r.agent.id, state: 'failed', reason, step_count: 0 },
  ]);
  expect(await auditFor(r.runId)).toEqual([{ action: 'agent.invoke', actor_id: r.person.who.principalId, outcome: 'denied', reason, detail: expect.objectContaining({ agent_id: r.agent.id, redelivered: false }) }]);
  // A redelivery of the failed run delivers nothing and writes nothing more.
  expect(await s.prepare(r, true)).toEqual({ deliver: false, skipped: 'run_moved_on' });
  expect(await auditFor(r.runId)).toHaveLength(1);
}

describe('the invocation gate passes (15.3 step 2)', () => {
  it('gives a fresh token for the run, stores its jti and the configured billing mode, and moves trigger_state received -> queued with message.updated', async () => {
    const r = await s.triggered();
    // Before any delivery: received, no token, no message.updated (R-SY-21: never before).
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'received', trigger_state_reason: null });
    expect(await eventsOf(t, 'message', r.messageId, 'message.updated')).toEqual([]);
    const first = await s.prepare(r, false);
    if (!first.deliver) throw new Error('refused');
    const claims = await verifyInvocationToken(t.server.ctx.keys, first.invocationToken, { agentId: r.agent.id });
    expect(claims).toMatchObject({ runId: r.runId, threadId: r.person.thread, agentId: r.agent.id, triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'queued', invocation_jti: claims.jti, renewed_from_jti: null, billing_mode_expected: 'subscription' });
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'queued', trigger_state_reason: null });
    const updated = await eventsOf(t, 'message', r.messageId, 'message.updated');
    expect(updated.map((e) => (e.payload.message as { trigger_state?: string }).trigger_state)).toEqual(['queued']);
    expect(updated[0]!.payload.message).not.toHaveProperty('trigger_state_reason');

    // R-SY-07: a redelivery gets a new token, which replaces invocation_jti and clears renewed_from_jti;
    // trigger_state is already queued, so no second message.updated.
    await t.db.pool.query(`UPDATE runs SET renewed_from_jti = 'some-old-jti' WHERE id = $1`, [r.runId]);
    const again = await s.prepare(r, true);
    if (!again.deliver) throw new Error('refused');
    const claims2 = await verifyInvocationToken(t.server.ctx.keys, again.invocationToken, { agentId: r.agent.id });
    expect(claims2.jti).not.toBe(claims.jti);
    expect(await runRow(t, r.runId)).toMatchObject({ invocation_jti: claims2.jti, renewed_from_jti: null });
    expect(await eventsOf(t, 'message', r.messageId, 'message.updated')).toHaveLength(1);

    // R-SY-17: the token is a delivery field only: in no event of the log, no log line.
    const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM event_log WHERE payload::text LIKE '%' || $1 || '%' OR payload::text LIKE '%' || $2 || '%'`, [first.invocationToken.slice(-40), again.invocationToken.slice(-40)]);
    expect(rows[0]!.n).toBe('0');
    expect(logged.join('')).not.toContain(first.invocationToken.slice(-40));
  });

  it('takes the billing mode configured at this delivery (an operator change applies to the next token)', async () => {
    const r = await s.triggered();
    await s.prepare(r, false);
    await t.db.pool.query(`UPDATE agents SET billing_mode = 'api_key' WHERE principal_id = $1`, [r.agent.id]);
    const again = await s.prepare(r, true);
    if (!again.deliver) throw new Error('refused');
    expect((await verifyInvocationToken(t.server.ctx.keys, again.invocationToken, { agentId: r.agent.id })).billingMode).toBe('api_key');
    expect((await runRow(t, r.runId)).billing_mode_expected).toBe('api_key');
  });

  it('delivers nothing for a run that has left queued, and changes nothing (a started run keeps its consumed jti)', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`UPDATE runs SET state = 'running', invocation_jti = 'consumed', started_jti = 'consumed' WHERE id = $1`, [r.runId]);
    expect(await s.prepare(r, true)).toEqual({ deliver: false, skipped: 'run_moved_on' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', invocation_jti: 'consumed' });
  });

  it('R-SY-23: a session that does not hold the agent\'s consumer gets no token and changes nothing (replaced: the connection closes with 4015)', async () => {
    const r = await s.triggered();
    const taken = { ...r.agent.holder, sessionId: uuidv7() };
    expect(await s.gate.prepare(r.invocation, false, taken)).toEqual({ deliver: false, replaced: true });
    expect(await s.gate.prepare(r.invocation, false, { ...r.agent.holder, consumer: 'never-claimed' })).toEqual({ deliver: false, replaced: true });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'queued', state_reason: null, invocation_jti: null });
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'received', trigger_state_reason: null });
    expect(await auditFor(r.runId)).toEqual([]);
  });

  it('delivers nothing for an event of another audience or type', async () => {
    const r = await s.triggered();
    expect(await s.prepare(r, false, { ...r.invocation, audience_principal_id: s.alex.principalId })).toEqual({ deliver: false, skipped: 'run_moved_on' });
    expect(await s.prepare(r, false, { ...r.invocation, type: 'message.created' })).toEqual({ deliver: false, skipped: 'not_a_run_event' });
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'queued', invocation_jti: null });
  });
});

describe('the invocation gate fails closed (15.3 step 2, with the current permissions)', () => {
  it('the triggering person lost trigger on the channel after the message: run failed agent_invoke_denied', async () => {
    const r = await s.triggered();
    // Written directly, as an expiry is before its sweep: the revoke route cancels the run itself (8.3, test/runs/cancel.test.ts).
    await t.db.pool.query(`UPDATE grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [r.person.grantId]);
    await expectFailedClosed(r, 'agent_invoke_denied');
  });

  it('the triggering person has only read: agent_invoke_denied', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`UPDATE grants SET level = 'read' WHERE id = $1`, [r.person.grantId]);
    await expectFailedClosed(r, 'agent_invoke_denied');
  });

  it('the agent is disabled (stand-in for the backend policy I2): agent_disabled', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`UPDATE principals SET status = 'disabled' WHERE id = $1`, [r.agent.id]);
    await expectFailedClosed(r, 'agent_disabled');
  });

  it('the agent has no agents row (no configured backend policy, I2 cannot pass): agent_disabled', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`DELETE FROM agents WHERE principal_id = $1`, [r.agent.id]);
    await expectFailedClosed(r, 'agent_disabled');
  });

  it('the triggering person is disabled (stand-in for SR2): trigger_principal_disabled', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`UPDATE principals SET status = 'disabled' WHERE id = $1`, [r.person.who.principalId]);
    await expectFailedClosed(r, 'trigger_principal_disabled');
  });

  it('the channel became read-only (stand-in for SR3): channel_read_only', async () => {
    const r = await s.triggered();
    await t.db.pool.query(`UPDATE channels SET read_only = true WHERE id = $1`, [r.person.channel]);
    await expectFailedClosed(r, 'channel_read_only');
  });

  it('every refusal is in the audit chain, and the chain verifies', async () => {
    const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM audit_events WHERE action = 'agent.invoke'`);
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(6);
    expect(await verifyAuditChain(t.db.pool)).toMatchObject({ ok: true });
  });
});

describe('a burst of first deliveries decided in one call (prepareMany; 15.3 step 2, R-SY-23, D282)', () => {
  it('each row is decided as if alone: passed rows get their own token and jti, and a refused row fails its run closed with its audit entry', async () => {
    const a = await s.triggered();
    const b = await s.triggered({ agent: a.agent });
    const c = await s.triggered({ agent: a.agent, person: a.person }); // the same person as a, another thread
    await t.db.pool.query(`UPDATE channels SET read_only = true WHERE id = $1`, [b.person.channel]);
    const decisions = await s.gate.prepareMany([a.invocation, b.invocation, c.invocation], a.agent.holder);
    expect(decisions.map((d) => d.deliver)).toEqual([true, false, true]);
    for (const [r, d] of [[a, decisions[0]!], [c, decisions[2]!]] as const) {
      if (!d.deliver) throw new Error('refused');
      const claims = await verifyInvocationToken(t.server.ctx.keys, d.invocationToken, { agentId: r.agent.id });
      expect(claims).toMatchObject({ runId: r.runId, threadId: r.person.thread });
      expect(await runRow(t, r.runId)).toMatchObject({ state: 'queued', invocation_jti: claims.jti });
      expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'queued', trigger_state_reason: null });
    }
    expect(await runRow(t, b.runId)).toMatchObject({ state: 'failed', state_reason: 'channel_read_only', invocation_jti: null });
    expect(await auditFor(b.runId)).toEqual([expect.objectContaining({ action: 'agent.invoke', outcome: 'denied', reason: 'channel_read_only' })]);
  });

  it('R-SY-23: a session that does not hold the consumer gets no token for any row, and nothing is written', async () => {
    const a = await s.triggered();
    const b = await s.triggered({ agent: a.agent });
    const taken = { ...a.agent.holder, sessionId: uuidv7() };
    expect(await s.gate.prepareMany([a.invocation, b.invocation], taken)).toEqual([{ deliver: false, replaced: true }, { deliver: false, replaced: true }]);
    for (const r of [a, b]) {
      expect(await runRow(t, r.runId)).toMatchObject({ state: 'queued', invocation_jti: null });
      expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'received', trigger_state_reason: null });
    }
  });

  it('a row that fails after an earlier one was decided undoes the whole call: no run of it has a token, and the rows can be decided again', async () => {
    const a = await s.triggered();
    const b = await s.triggered({ agent: a.agent });
    // The second row's own write fails, after the first row's token and trigger_state were written.
    await t.db.pool.query(`CREATE OR REPLACE FUNCTION test_fail_run_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = '${b.runId}' AND NEW.invocation_jti IS NOT NULL THEN RAISE EXCEPTION 'test: the second row fails'; END IF; RETURN NEW; END $$`);
    await t.db.pool.query(`CREATE TRIGGER test_fail_run_update BEFORE UPDATE ON runs FOR EACH ROW EXECUTE FUNCTION test_fail_run_update()`);
    try {
      await expect(s.gate.prepareMany([a.invocation, b.invocation], a.agent.holder)).rejects.toThrow('the second row fails');
    } finally {
      await t.db.pool.query(`DROP TRIGGER test_fail_run_update ON runs`);
    }
    expect(await runRow(t, a.runId)).toMatchObject({ state: 'queued', invocation_jti: null });
    expect(await triggerStateOf(t, a.messageId)).toEqual({ trigger_state: 'received', trigger_state_reason: null });
    expect(await eventsOf(t, 'message', a.messageId, 'message.updated')).toEqual([]);
    expect((await s.gate.prepareMany([a.invocation, b.invocation], a.agent.holder)).map((d) => d.deliver)).toEqual([true, true]);
  });

  it('a run of the call held elsewhere (a group commit takes a thread\'s active runs FOR SHARE): the call fails at once with 55P03 instead of waiting in a lock cycle, and writes nothing', async () => {
    const a = await s.triggered();
    const b = await s.triggered({ agent: a.agent });
    const other = await t.db.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM runs WHERE id = $1 FOR SHARE', [b.runId]);
      // A call that waited for the lock would still be waiting after 5 s (the lock is held until the ROLLBACK below).
      const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000).unref());
      expect(await Promise.race([s.gate.prepareMany([a.invocation, b.invocation], a.agent.holder).then(() => 'decided', (err: { code?: string }) => err.code), waited])).toBe('55P03');
      expect(await runRow(t, a.runId)).toMatchObject({ state: 'queued', invocation_jti: null });
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
    expect((await s.gate.prepareMany([a.invocation, b.invocation], a.agent.holder)).map((d) => d.deliver)).toEqual([true, true]);
  });
});
