// A webhook subscription deleted while a run it started waits for input (15.3 resumption, 15.6;
// D314, D319). Each subscription is a consumer of its agent, and a started run belongs to the
// consumer that started it: only that consumer's deliveries carry a token that resumes it. An
// agent that moves its endpoint deletes the old subscription and makes a new one; the runs the old
// one started must then be open to the new one, or the answer to a waiting run resumes nothing and
// the run waits until a person stops it.
import { EventType } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { WebhookSubscriptions } from '../../src/webhooks/subscriptions.ts';
import { runRow } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { useReceivers, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, webhookSetup } from '../support/webhooks.ts';

// webhook.request_timeout 2s, not FAST_WEBHOOKS' 400ms: the cases start and resume with the first token the
// receiver got; an answer later than 400 ms on a loaded machine became a timeout and a retry, whose fresh token
// (15.3) superseded the one the case then used.
const t = useTestServer({ ...FAST_WEBHOOKS, 'webhook.request_timeout': '2s' });
let alex: TestClient;
const receiver = useReceivers();

beforeAll(async () => {
  alex = await t.client('alex');
});
afterEach(() => {
  delete t.server.ctx.twins;
});

const TYPES = { event_types: [EventType.AgentInvocation, EventType.AgentFollowup] };
const agents = new Map<string, Awaited<ReturnType<typeof webhookSetup>>['agent']>();
const agentOf = (runId: string) => agents.get(runId)!;
const tokenOf = (r: WebhookReceiver, type: string) => r.got.find((d) => d.envelope.type === type)?.envelope.invocation_token as string | undefined;

/**
 * A run started through subscription A and waiting for input; A deleted, B made in its place; the
 * person's answer delivered to B. What B's token does with the run.
 */
async function answerAfterTheMove(o: { during?: boolean } = {}): Promise<{ resumed: { status: number; text: string }; runId: string; aToken?: string }> {
  const s = await webhookSetup(t, alex);
  const [ra, rb] = [await receiver(), await receiver()];
  const a = await subscribe(s.agent, ra.url, TYPES);
  const w = manualWorker(t);
  const posted = await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> please look`);
  expect(posted.status).toBe(201);
  await driveUntil(w, 'the invocation reached A', () => tokenOf(ra, EventType.AgentInvocation) !== undefined);
  const runId = (ra.got[0]!.envelope.payload as { run_id: string }).run_id;
  agents.set(runId, s.agent);
  const started = await s.agent.request('POST', `/api/v1/runs/${runId}/start`, { invocation_token: tokenOf(ra, EventType.AgentInvocation), billing_mode_used: 'subscription', tool_class_used: 'read' });
  expect(started.status, started.text).toBe(200);
  expect((await s.agent.request('POST', `/api/v1/runs/${runId}/wait`)).status).toBe(200);

  await subscribe(s.agent, rb.url, TYPES);
  const answer = async () => {
    expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> here is the answer`)).status).toBe(201);
    await driveUntil(w, 'the answer reached B', () => tokenOf(rb, EventType.AgentFollowup) !== undefined);
  };
  // The README's order: the new subscription first, the old one deleted after; the answer comes before or after the deletion.
  if (o.during) await answer();
  // Without an Idempotency-Key: the deletion makes its own transaction.
  const removed = await s.agent.request('DELETE', `/api/v1/webhook-subscriptions/${a.id}`);
  expect(removed.status, removed.text).toBe(204);
  if (!o.during) await answer();
  const resumed = await s.agent.request('POST', `/api/v1/runs/${runId}/resume`, { invocation_token: tokenOf(rb, EventType.AgentFollowup), billing_mode_used: 'subscription', tool_class_used: 'read' });
  return { resumed, runId, aToken: tokenOf(ra, EventType.AgentFollowup) };
}

describe('a deleted webhook subscription leaves its runs to the agent\'s other consumers (15.3, 15.6; D319)', () => {
  it('the answer to a run A started and left waiting reaches B, and B\'s token resumes the run', async () => {
    const { resumed, runId } = await answerAfterTheMove();
    expect(resumed.status, resumed.text).toBe(200);
    expect(await runRow(t, runId)).toMatchObject({ state: 'running' });
  });

  it('the answer came to both while both existed (D323): B\'s copy resumes the run; A\'s token then resumes nothing more', async () => {
    const { resumed, runId, aToken } = await answerAfterTheMove({ during: true });
    expect(resumed.status, resumed.text).toBe(200);
    expect(await runRow(t, runId)).toMatchObject({ state: 'running' });
    expect(aToken).toBeDefined();
    // Waiting again: the old subscription's token of the same answer resumes nothing (R-SY-19), nor does B's again.
    expect((await agentOf(runId).request('POST', `/api/v1/runs/${runId}/wait`)).status).toBe(200);
    const withA = await agentOf(runId).request('POST', `/api/v1/runs/${runId}/resume`, { invocation_token: aToken, billing_mode_used: 'subscription', tool_class_used: 'read' });
    expect(withA.status, withA.text).toBe(403);
    expect(await runRow(t, runId)).toMatchObject({ state: 'waiting_input', standby_tokens: {} });
  });

  it('twin: released without the standby tokens, B\'s copy of an answer that came during the overlap resumes nothing (403)', async () => {
    t.server.ctx.twins = { releaseWithoutStandby: true };
    const { resumed, runId } = await answerAfterTheMove({ during: true });
    expect(resumed.status, resumed.text).toBe(403);
    expect(await runRow(t, runId)).toMatchObject({ state: 'waiting_input' });
  });

  it('twin: the deleted consumer keeps the run, B\'s token resumes nothing (403) and the run stays waiting', async () => {
    t.server.ctx.twins = { deletedConsumerKeepsRuns: true };
    const { resumed, runId } = await answerAfterTheMove();
    expect(resumed.status, resumed.text).toBe(403);
    expect(await runRow(t, runId)).toMatchObject({ state: 'waiting_input' });
  });
});

describe('the deletion and the release are one transaction (15.6; D319)', () => {
  it('a release that fails leaves the subscription in place, so that the repeated DELETE deletes and releases', async () => {
    const s = await webhookSetup(t, alex);
    const ra = await receiver();
    const a = await subscribe(s.agent, ra.url, TYPES);
    const w = manualWorker(t);
    expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> please look`)).status).toBe(201);
    await driveUntil(w, 'the invocation reached A', () => tokenOf(ra, EventType.AgentInvocation) !== undefined);
    const runId = (ra.got[0]!.envelope.payload as { run_id: string }).run_id;
    const body = { invocation_token: tokenOf(ra, EventType.AgentInvocation), billing_mode_used: 'subscription', tool_class_used: 'read' };
    expect((await s.agent.request('POST', `/api/v1/runs/${runId}/start`, body)).status).toBe(200);
    // Another transaction holds the run; a lock_timeout stands for any failure of the release (a deadlock, a lost connection).
    const holder = await t.db.pool.connect();
    const impatient = new pg.Pool({ connectionString: t.db.url, options: '-c lock_timeout=200' });
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM runs WHERE id = $1 FOR SHARE', [runId]);
      const v = await loadVisibility(t.db.pool, s.agent.id);
      const failed = await new WebhookSubscriptions({ ...t.server.ctx, pool: impatient as never, tx: undefined }).remove(v!, a.id).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(failed).toMatchObject({ code: '55P03' });
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
      await impatient.end();
    }
    expect((await t.db.pool.query('SELECT 1 FROM webhook_subscriptions WHERE id = $1', [a.id])).rowCount).toBe(1);
    expect((await s.agent.request('DELETE', `/api/v1/webhook-subscriptions/${a.id}`)).status).toBe(204);
    expect(Object.keys((await runRow(t, runId)).consumer_tokens as Record<string, unknown>)).toEqual(['']);
  });
});
