// Cancellation (15.5, 8.3, R-SY-11, 16.4; D140-D144): a person's POST
// /runs/{id}/cancel, every permission change that takes `trigger` (or the run's
// channel, agent or person) away, the agent's finish, and the job that ends a
// run whose agent stays silent past agent.cancel_grace. Real server, real
// PostgreSQL; the agent calls with its API token.
import { Action, EventType, ProblemCode } from '@bothy/generated';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { runExpirySweep } from '../../src/authz/expiry.ts';
import { verifyAuditChain } from '../../src/audit/audit.ts';
import { sweepCancelTimeouts } from '../../src/runs/cancel.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, eventsOf, expectAnswersAsMissing, newThread, runRow, triggerStateOf, useRunSuite, type TriggeredRun } from '../support/runs.ts';
import type { TestServer } from '../support/server.ts';

const GRACE_MS = 400;
// cluster.mode multi: the job's test runs a second node on the same database (D46).
const NODE = { 'agent.cancel_grace': `${GRACE_MS}ms`, 'cluster.mode': 'multi' };
const s = useRunSuite({ overrides: NODE });
const t = s.t;
afterEach(() => {
  delete t.server.ctx.twins;
});
/**
 * A second node for one test, closed when the test ends: the twin's node carries the twin's switch
 * in its own context (delete t.server.ctx.twins does not reach it), and no node of a test stays in
 * the cluster through the tests after it.
 */
async function nodeForTheTest() {
  const node = await t.startNode(NODE);
  onTestFinished(() => node.close());
  return node;
}

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

/** A run delivered through the gate; started unless `queued`. Its token comes back for the later refusals. */
async function run(o: { queued?: boolean; r?: TriggeredRun } = {}): Promise<TriggeredRun & { token: string }> {
  const r = o.r ?? (await s.triggered());
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  if (!o.queued) {
    const started = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, startBody(d.invocationToken));
    expect(started.status, started.text).toBe(200);
  }
  return { ...r, token: d.invocationToken };
}

interface LoggedEvent {
  seq: number;
  type: string;
  audience: string | null;
  payload: Record<string, unknown>;
  /** The writing transaction (xmin): rows of one transaction share it. */
  tx: string;
}

async function cancelRequests(t: TestServer, runId: string): Promise<LoggedEvent[]> {
  const { rows } = await t.db.pool.query<{ seq: string; type: string; audience: string | null; payload: Record<string, unknown>; tx: string }>(
    `SELECT seq::text AS seq, type, audience_principal_id AS audience, payload, xmin::text AS tx FROM event_log WHERE type = 'run.cancel_requested' AND resource_id = $1 ORDER BY event_log.seq`,
    [runId],
  );
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

async function accessChangedOf(t: TestServer, principalId: string): Promise<LoggedEvent[]> {
  const { rows } = await t.db.pool.query<{ seq: string; type: string; audience: string | null; payload: Record<string, unknown>; tx: string }>(
    `SELECT seq::text AS seq, type, audience_principal_id AS audience, payload, xmin::text AS tx FROM event_log WHERE type = 'access.changed' AND audience_principal_id = $1 ORDER BY event_log.seq`,
    [principalId],
  );
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

const runStates = async (r: TriggeredRun) => (await eventsOf(t, 'run', r.runId, EventType.RunStateChanged)).map((e) => `${e.payload.state as string}${e.payload.reason ? `:${e.payload.reason as string}` : ''}`);
const cancel = (who: { request: TriggeredRun['person']['who']['request'] }, runId: string) => who.request<Record<string, unknown>>('POST', `/api/v1/runs/${runId}/cancel`);

describe('POST /runs/{id}/cancel: a person cancels (15.5, D141)', () => {
  it('the triggering person cancels a running run: 202, run.cancel_requested user_cancelled to the agent, the run still running until the agent reports', async () => {
    const r = await run();
    const res = await cancel(r.person.who, r.runId);
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ id: r.runId, state: 'running', cancel_reason: 'user_cancelled', cancel_requested_at: expect.any(String) });
    const sent = await cancelRequests(t, r.runId);
    expect(sent.map((e) => [e.audience, e.payload])).toEqual([[r.agent.id, { run_id: r.runId, reason: 'user_cancelled' }]]);
    // A repeat while the request stands writes nothing more.
    const again = await cancel(r.person.who, r.runId);
    expect(again.status, again.text).toBe(202);
    expect(await cancelRequests(t, r.runId)).toHaveLength(1);
    const { rows } = await t.db.pool.query(`SELECT action, actor_id, outcome, reason FROM audit_events WHERE resource_id = $1 AND action = 'run.cancel'`, [r.runId]);
    expect(rows).toEqual([{ action: Action.RunCancel, actor_id: r.person.who.principalId, outcome: 'allowed', reason: 'user_cancelled' }]);
  });

  it('the agent reports cancelled with finish: the run ends cancelled user_cancelled, trigger_state cancelled', async () => {
    const r = await run();
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
    const fin = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled' });
    expect(fin.status, fin.text).toBe(200);
    expect(fin.body).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled' });
    expect(await runStates(r)).toEqual(['queued', 'running', 'cancelled:user_cancelled']);
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'cancelled', trigger_state_reason: 'user_cancelled' });
    // The same finish again answers the run (R-SY-19's rule for a lost answer); cancelling the ended run again too.
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'cancelled' })).status).toBe(200);
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
  });

  it('a completed report after the request ends the run cancelled all the same (fail closed, D144)', async () => {
    const r = await run();
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
    const fin = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' });
    expect(fin.status, fin.text).toBe(200);
    expect(fin.body).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled' });
    expect(await triggerStateOf(t, r.messageId)).toMatchObject({ trigger_state: 'cancelled' });
  });

  it('a queued run has no runtime to stop: it ends cancelled at once, and its delivered token starts nothing (409)', async () => {
    const r = await run({ queued: true });
    const res = await cancel(r.person.who, r.runId);
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled', cancel_reason: 'user_cancelled' });
    expect(await runStates(r)).toEqual(['queued', 'cancelled:user_cancelled']);
    expect(await cancelRequests(t, r.runId)).toHaveLength(1);
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'cancelled', trigger_state_reason: 'user_cancelled' });
    // The person's repeat after a lost answer, without Idempotency-Key (5.2, 15.5; D141, D437): the run again, nothing written.
    const again = await cancel(r.person.who, r.runId);
    expect(again.status, again.text).toBe(202);
    expect(again.body).toMatchObject({ id: r.runId, state: 'cancelled', state_reason: 'user_cancelled' });
    expect(await runStates(r)).toEqual(['queued', 'cancelled:user_cancelled']);
    expect(await cancelRequests(t, r.runId)).toHaveLength(1);
    const start = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/start`, startBody(r.token));
    expect(start.status, start.text).toBe(409);
    expect(start.body).toMatchObject({ code: ProblemCode.RunNotActive });
    // A redelivery of its invocation carries no token any more.
    expect(await s.prepare(r, true)).toEqual({ deliver: false, skipped: 'run_moved_on' });
  });

  it('manage on the channel may cancel; read without being the triggering person is 403; no access is the 404 of a missing run', async () => {
    const r = await run();
    const reader = await personWithChannel(t, s.alex, 'read');
    await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: reader.who.principalId }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
    const denied = await cancel(reader.who, r.runId);
    expect(denied.status, denied.text).toBe(403);
    expect(denied.body).toMatchObject({ code: ProblemCode.Forbidden });
    const stranger = await personWithChannel(t, s.alex, 'read');
    const missing = uuidv7();
    expectAnswersAsMissing(await cancel(stranger.who, r.runId), await cancel(stranger.who, missing), [r.runId, missing], 'cancel');
    expect(await cancelRequests(t, r.runId)).toHaveLength(0);
    const byManager = await cancel(s.alex, r.runId);
    expect(byManager.status, byManager.text).toBe(202);
    expect((await cancelRequests(t, r.runId)).map((e) => e.payload.reason)).toEqual(['user_cancelled']);
  });

  /** An agent given manage on the run's channel (another agent than the run's) asks to cancel it. */
  async function cancelByAnAgent(r: TriggeredRun) {
    const other = await createAgent(t);
    const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: other.id }, target: { kind: 'channel', id: r.person.channel }, level: 'manage' } });
    expect(g.status, g.text).toBe(201);
    return cancel(other, r.runId);
  }

  it('an agent, even with manage on the channel, is 403 forbidden: a person stops a run (D469); nothing is written', async () => {
    const r = await run();
    const res = await cancelByAnAgent(r);
    expect(res.status, res.text).toBe(403);
    expect(res.body).toMatchObject({ code: ProblemCode.Forbidden });
    expect(await cancelRequests(t, r.runId)).toHaveLength(0);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', cancel_reason: null, stopped_by_person: false });
  });

  it('twin (agentInputAllowed): the agent’s request is taken as a person’s Stop (user_cancelled)', async () => {
    t.server.ctx.twins = { agentInputAllowed: true };
    const r = await run();
    const res = await cancelByAnAgent(r);
    expect(res.status, res.text).toBe(202);
    expect((await cancelRequests(t, r.runId)).map((e) => e.payload.reason)).toEqual(['user_cancelled']);
  });

  it('an ended run answers 409 run_not_active and writes nothing', async () => {
    const r = await run();
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' })).status).toBe(200);
    const res = await cancel(r.person.who, r.runId);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: ProblemCode.RunNotActive });
    expect(await cancelRequests(t, r.runId)).toHaveLength(0);
  });

  it('a run whose cancellation was requested neither renews, waits nor resumes (409 run_not_active)', async () => {
    const r = await run();
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
    for (const [path, body] of [
      ['wait', undefined],
      ['resume', startBody(r.token)],
      ['invocation-token', { invocation_token: r.token }],
    ] as const) {
      const res = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/${path}`, body);
      expect([path, res.status, res.body], res.text).toEqual([path, 409, expect.objectContaining({ code: ProblemCode.RunNotActive, reason: 'user_cancelled' })]);
    }
  });
});

/**
 * The check of 8.3 for one permission change: after `change` returns (its
 * request answered), the run has run.cancel_requested with `reason` to its agent,
 * written in the transaction of the change — the same transaction as the
 * access.changed of `principalId` when given, and after it (16.4).
 */
async function expectCancelledBy(r: TriggeredRun, reason: string, change: () => Promise<void>, accessOf?: string): Promise<void> {
  const before = accessOf ? (await accessChangedOf(t, accessOf)).length : 0;
  await change();
  const sent = await cancelRequests(t, r.runId);
  expect(sent.map((e) => [e.audience, e.payload.reason]), 'run.cancel_requested with the change').toEqual([[r.agent.id, reason]]);
  expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', cancel_reason: reason });
  if (accessOf) {
    const access = (await accessChangedOf(t, accessOf)).slice(before);
    expect(access, 'access.changed of the change').toHaveLength(1);
    expect(sent[0]!.tx, 'the same transaction as access.changed (16.4)').toBe(access[0]!.tx);
    expect(sent[0]!.seq).toBeGreaterThan(access[0]!.seq);
  }
}

describe('access removal writes run.cancel_requested in the transaction of the change (8.3, 16.4, R-SY-11)', () => {
  const revoke = (r: TriggeredRun) => async () => {
    const res = await s.alex.request('POST', `/api/v1/grants/${r.person.grantId}/revoke`);
    expect(res.status, res.text).toBeLessThan(300);
  };

  it('grant revocation: access_revoked', async () => {
    const r = await run();
    await expectCancelledBy(r, 'access_revoked', revoke(r), r.person.who.principalId);
  });

  it('twin: a revocation that writes no run.cancel_requested fails the check', async () => {
    const r = await run();
    t.server.ctx.twins = { permissionChangeWithoutCancel: true };
    await expect(expectCancelledBy(r, 'access_revoked', revoke(r), r.person.who.principalId)).rejects.toThrow(/run.cancel_requested with the change/);
  });

  it('group removal: access_revoked; a revocation that leaves trigger through the group cancels nothing', async () => {
    const person = await personWithChannel(t, s.alex, 'write');
    const group = await s.alex.request<{ id: string }>('POST', '/api/v1/groups', { body: { name: `g-${uuidv7().slice(-8)}` } });
    expect(group.status, group.text).toBe(201);
    const g = await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'group', id: group.body.id }, target: { kind: 'channel', id: person.channel }, level: 'write' } });
    expect(g.status, g.text).toBe(201);
    const put = await s.alex.request('PUT', `/api/v1/groups/${group.body.id}/members/${person.who.principalId}`, { body: {} });
    expect(put.status, put.text).toBeLessThan(300);
    const r = await run({ r: await s.triggered({ person }) });
    expect((await s.alex.request('POST', `/api/v1/grants/${person.grantId}/revoke`)).status).toBeLessThan(300);
    expect(await cancelRequests(t, r.runId), 'still trigger through the group').toHaveLength(0);
    await expectCancelledBy(
      r,
      'access_revoked',
      async () => {
        const res = await s.alex.request('DELETE', `/api/v1/groups/${group.body.id}/members/${person.who.principalId}`);
        expect(res.status, res.text).toBeLessThan(300);
      },
      person.who.principalId,
    );
  });

  it('expiry (the job authz.expiry_sweep): access_revoked', async () => {
    const r = await run();
    await t.db.pool.query(`UPDATE grants SET expires_at = now() - interval '1 second' WHERE id = $1`, [r.person.grantId]);
    await expectCancelledBy(r, 'access_revoked', async () => void (await runExpirySweep(t.server.ctx, 0)), r.person.who.principalId);
  });

  it('disabling the triggering person: trigger_principal_disabled', async () => {
    const r = await run();
    await expectCancelledBy(r, 'trigger_principal_disabled', async () => {
      const res = await s.alex.request('PATCH', `/api/v1/principals/${r.person.who.principalId}`, { body: { status: 'disabled' } });
      expect(res.status, res.text).toBe(200);
    });
  });

  it('disabling the agent: agent_disabled', async () => {
    const r = await run();
    await expectCancelledBy(r, 'agent_disabled', async () => {
      const res = await s.alex.request('PATCH', `/api/v1/principals/${r.agent.id}`, { body: { status: 'disabled' } });
      expect(res.status, res.text).toBe(200);
    });
  });

  it('the channel becomes read-only: channel_read_only, in the transaction of channel.updated', async () => {
    const r = await run();
    await expectCancelledBy(r, 'channel_read_only', async () => {
      const res = await s.alex.request('PATCH', `/api/v1/channels/${r.person.channel}`, { body: { read_only: true } });
      expect(res.status, res.text).toBe(200);
    });
    const { rows } = await t.db.pool.query<{ tx: string }>(`SELECT xmin::text AS tx FROM event_log WHERE type = 'channel.updated' AND resource_id = $1 ORDER BY seq DESC LIMIT 1`, [r.person.channel]);
    expect((await cancelRequests(t, r.runId))[0]!.tx).toBe(rows[0]!.tx);
  });

  it('archiving the channel: access_revoked, with the access.changed of the archive', async () => {
    const r = await run();
    await expectCancelledBy(
      r,
      'access_revoked',
      async () => {
        const res = await s.alex.request('PATCH', `/api/v1/channels/${r.person.channel}`, { body: { archived: true } });
        expect(res.status, res.text).toBe(200);
      },
      r.person.who.principalId,
    );
  });

  it('twin: a channel that becomes read-only without run.cancel_requested fails the check', async () => {
    const r = await run();
    t.server.ctx.twins = { permissionChangeWithoutCancel: true };
    await expect(
      expectCancelledBy(r, 'channel_read_only', async () => void (await s.alex.request('PATCH', `/api/v1/channels/${r.person.channel}`, { body: { read_only: true } }))),
    ).rejects.toThrow(/run.cancel_requested with the change/);
  });

  it('for all agents: every active run of the person in the thread, queued or running, of two agents; another person’s run stays', async () => {
    const a1 = await run();
    const person = a1.person;
    // A second agent in the same thread: one message that mentions both starts both (15.4 refuses a second agent's trigger while a run is active).
    const helper = await createAgent(t);
    const both = await person.who.postMessage(person.thread, `<@${helper.id}> and <@${a1.agent.id}> again`);
    expect(both.status, both.text).toBe(409);
    const thread = await newThread(t, person.channel);
    const two = await person.who.postMessage(thread, `<@${helper.id}> and <@${a1.agent.id}> together`);
    expect(two.status, two.text).toBe(201);
    const { rows: pair } = await t.db.pool.query<{ id: string; agent_id: string }>(`SELECT id, agent_id FROM runs WHERE trigger_message_id = $1`, [two.body.id]);
    expect(pair).toHaveLength(2);
    const other = await personWithChannel(t, s.alex, 'write');
    await s.alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: other.who.principalId }, target: { kind: 'channel', id: person.channel }, level: 'write' } });
    const theirs = await run({ r: await s.triggered({ person: { ...other, channel: person.channel }, agent: a1.agent }) });
    expect((await s.alex.request('POST', `/api/v1/grants/${person.grantId}/revoke`)).status).toBeLessThan(300);
    for (const id of [a1.runId, ...pair.map((p) => p.id)]) expect((await cancelRequests(t, id)).map((e) => e.payload.reason)).toEqual(['access_revoked']);
    for (const p of pair) expect((await runRow(t, p.id)).state, 'a queued run ends at once').toBe('cancelled');
    expect(await cancelRequests(t, theirs.runId)).toHaveLength(0);
    expect((await runRow(t, theirs.runId)).state).toBe('running');
  });

  it('the audit chain holds every cancellation and verifies', async () => {
    const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM audit_events WHERE action = 'run.cancel'`);
    expect(Number(rows[0]!.n)).toBeGreaterThan(5);
    expect(await verifyAuditChain(t.db.pool)).toMatchObject({ ok: true });
  });
});

describe('cancel_timeout: the server ends a run its agent did not report within agent.cancel_grace (15.5, D143)', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('not before the grace; after it the run is cancelled with cancel_timeout, and every later call of the agent is refused', async () => {
    const r = await run();
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
    await sweepCancelTimeouts(t.server.ctx);
    expect((await runRow(t, r.runId)).state, 'not before agent.cancel_grace').toBe('running');
    await wait(GRACE_MS + 50);
    expect(await sweepCancelTimeouts(t.server.ctx)).toBeGreaterThanOrEqual(1);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'cancelled', state_reason: 'cancel_timeout', cancel_reason: 'user_cancelled' });
    expect(await runStates(r)).toEqual(['queued', 'running', 'cancelled:cancel_timeout']);
    expect(await triggerStateOf(t, r.messageId)).toEqual({ trigger_state: 'cancelled', trigger_state_reason: 'cancel_timeout' });
    for (const [path, body] of [
      ['finish', { state: 'cancelled' }],
      ['finish', { state: 'completed' }],
      ['start', startBody(r.token)],
      ['resume', startBody(r.token)],
      ['wait', undefined],
      ['invocation-token', { invocation_token: r.token }],
    ] as const) {
      const res = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/${path}`, body);
      expect([path, res.status, res.body], res.text).toEqual([path, 409, expect.objectContaining({ code: ProblemCode.RunNotActive, reason: 'cancel_timeout' })]);
    }
    const patch = await r.agent.request<Record<string, unknown>>('PATCH', `/api/v1/runs/${r.runId}`, { base_version: 1, ops: [{ op: 'replace', path: `/followups/${r.messageId}/status`, value: 'delivered' }] });
    expect([patch.status, patch.body], patch.text).toEqual([409, expect.objectContaining({ code: ProblemCode.RunNotActive, reason: 'cancel_timeout' })]);
  });

  it('a node started after the request ends the run (the request is in the database, not in a process)', async () => {
    const r = await run();
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
    await wait(GRACE_MS + 50);
    const node = await nodeForTheTest();
    expect(await sweepCancelTimeouts(node.ctx)).toBeGreaterThanOrEqual(1);
    expect((await runRow(t, r.runId)).state_reason).toBe('cancel_timeout');
  });

  async function twoNodesSweep(): Promise<TriggeredRun> {
    const r = await run();
    expect((await cancel(r.person.who, r.runId)).status).toBe(202);
    await wait(GRACE_MS + 50);
    const node = await nodeForTheTest();
    if (t.server.ctx.twins) node.ctx.twins = t.server.ctx.twins;
    await Promise.all([sweepCancelTimeouts(t.server.ctx), sweepCancelTimeouts(node.ctx), sweepCancelTimeouts(t.server.ctx)]);
    return r;
  }

  it('several nodes sweeping at once end the run once: one run.state_changed cancelled', async () => {
    const r = await twoNodesSweep();
    expect(await runStates(r)).toEqual(['queued', 'running', 'cancelled:cancel_timeout']);
  });

  it('twin: a sweep without the lock and the compare-and-swap ends it more than once', async () => {
    t.server.ctx.twins = { cancelSweepUnguarded: { pauseMs: 150 } };
    const r = await twoNodesSweep();
    expect((await runStates(r)).filter((x) => x.startsWith('cancelled')).length).toBeGreaterThan(1);
  });
});

describe('a queued run whose trigger message is deleted ends: the person took the request back (15.4, 15.5; D336)', () => {
  const del = (r: TriggeredRun, messageId = r.messageId) => r.person.who.request('DELETE', `/api/v1/messages/${messageId}`);

  it('ends cancelled with trigger_deleted, writes no run.cancel_requested, its delivered token starts nothing, and another agent may be triggered in the thread', async () => {
    const r = await run({ queued: true });
    expect((await del(r)).status).toBe(204);
    expect(await runStates(r)).toEqual(['queued', 'cancelled:trigger_deleted']);
    expect((await runRow(t, r.runId)).state_reason).toBe('trigger_deleted');
    expect(await cancelRequests(t, r.runId)).toEqual([]);
    const start = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/start`, startBody(r.token));
    expect([start.status, start.body.code]).toEqual([409, ProblemCode.RunNotActive]);
    // The thread is free: a queued run no longer blocks other agents in it (run_active_other_agent).
    const other = await createAgent(t);
    const next = await r.person.who.postMessage(r.person.thread, `<@${other.id}> over to you`);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const { rows } = await t.db.pool.query<{ state: string }>(`SELECT state FROM runs WHERE trigger_message_id = $1 AND agent_id = $2`, [next.body.id, other.id]);
    expect(rows).toEqual([{ state: 'queued' }]);
    // A second DELETE is the idempotent 204 and ends nothing more.
    expect((await del(r)).status).toBe(204);
    expect(await runStates(r)).toEqual(['queued', 'cancelled:trigger_deleted']);
  });

  it('its open follow-up is deferred into a new run triggered by that message, with its agent.invocation', async () => {
    const r = await run({ queued: true });
    const f = await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> and this too`);
    expect(f.status).toBe(201);
    const followups = async () => (await t.db.pool.query(`SELECT message_id, status FROM run_followups WHERE run_id = $1`, [r.runId])).rows;
    expect(await followups()).toEqual([{ message_id: f.body.id, status: 'queued' }]);
    expect((await del(r)).status).toBe(204);
    expect(await followups()).toEqual([{ message_id: f.body.id, status: 'deferred' }]);
    const { rows } = await t.db.pool.query<{ id: string; trigger_kind: string; state: string }>(`SELECT id, trigger_kind, state FROM runs WHERE trigger_message_id = $1`, [f.body.id]);
    expect(rows.map((x) => [x.trigger_kind, x.state])).toEqual([['followup', 'queued']]);
    expect(await eventsOf(t, 'run', rows[0]!.id, EventType.AgentInvocation)).toHaveLength(1);
  });

  it('a queued run whose trigger was deleted without it being ended (a run the deletion could not take) ends at its start: 409, cancelled trigger_deleted, nothing started', async () => {
    const r = await run({ queued: true });
    await t.db.pool.query(`UPDATE messages SET deleted_at = now() WHERE id = $1`, [r.messageId]);
    const start = await r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/start`, startBody(r.token));
    expect([start.status, start.body.code]).toEqual([409, ProblemCode.RunNotActive]);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'cancelled', state_reason: 'trigger_deleted', started_jti: null });
    expect(await runStates(r)).toEqual(['queued', 'cancelled:trigger_deleted']);
  });

  it('a repeated DELETE of the trigger (204) ends a queued run the first deletion did not', async () => {
    const r = await run({ queued: true });
    await t.db.pool.query(`UPDATE messages SET deleted_at = now() WHERE id = $1`, [r.messageId]);
    expect((await del(r)).status).toBe(204);
    expect(await runStates(r)).toEqual(['queued', 'cancelled:trigger_deleted']);
  });

  it('a follow-up deleted while its run ends is not the trigger of a queued run: the end reads the deletion, or the deletion ends the run the end deferred', async () => {
    const r = await run();
    const f = await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> one more`);
    expect(f.status).toBe(201);
    // Another transaction holds the follow-up's row (as a foreign key check does), so that the deletion
    // waits on it while the run's end runs.
    const holder = await t.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM messages WHERE id = $1 FOR KEY SHARE', [f.body.id]);
      const waiting = async (n: number) => (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0]!.n >= n;
      const deleting = del(r, f.body.id);
      await until('the deletion waits for the row', () => waiting(1), 5_000);
      const finishing = r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' });
      await Promise.race([until('the end waits too', () => waiting(2), 3_000).catch(() => {}), finishing]);
      await holder.query('COMMIT');
      expect((await deleting).status).toBe(204);
      expect((await finishing).status).toBe(200);
    } finally {
      holder.release();
    }
    const { rows } = await t.db.pool.query<{ state: string }>(`SELECT state FROM runs WHERE trigger_message_id = $1 AND state = 'queued'`, [f.body.id]);
    expect(rows, 'no queued run on a deleted message').toEqual([]);
  });

  it('a running run is left running: its runtime may have the request already (D316)', async () => {
    const r = await run();
    expect((await del(r)).status).toBe(204);
    expect((await runRow(t, r.runId)).state).toBe('running');
    expect(await runStates(r)).toEqual(['queued', 'running']);
  });
});
