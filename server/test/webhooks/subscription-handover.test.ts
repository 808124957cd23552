// A webhook subscription deleted while a run it started waits for input (15.3 resumption, 15.6;
// D314, D319). Each subscription is a consumer of its agent, and a started run belongs to the
// consumer that started it: only that consumer's deliveries carry a token that resumes it. An
// agent that moves its endpoint deletes the old subscription and makes a new one; the runs the old
// one started must then be open to the new one, or the answer to a waiting run resumes nothing and
// the run waits until a person stops it.
import { EventType } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { runRow } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { useReceivers, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, webhookSetup } from '../support/webhooks.ts';

const t = useTestServer(FAST_WEBHOOKS);
let alex: TestClient;
const receiver = useReceivers();

beforeAll(async () => {
  alex = await t.client('alex');
});
afterEach(() => {
  delete t.server.ctx.twins;
});

const TYPES = { event_types: [EventType.AgentInvocation, EventType.AgentFollowup] };
const tokenOf = (r: WebhookReceiver, type: string) => r.got.find((d) => d.envelope.type === type)?.envelope.invocation_token as string | undefined;

/**
 * A run started through subscription A and waiting for input; A deleted, B made in its place; the
 * person's answer delivered to B. What B's token does with the run.
 */
async function answerAfterTheMove(): Promise<{ resumed: { status: number; text: string }; runId: string }> {
  const s = await webhookSetup(t, alex);
  const [ra, rb] = [await receiver(), await receiver()];
  const a = await subscribe(s.agent, ra.url, TYPES);
  const w = manualWorker(t);
  const posted = await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> please look`);
  expect(posted.status).toBe(201);
  await driveUntil(w, 'the invocation reached A', () => tokenOf(ra, EventType.AgentInvocation) !== undefined);
  const runId = (ra.got[0]!.envelope.payload as { run_id: string }).run_id;
  const started = await s.agent.request('POST', `/api/v1/runs/${runId}/start`, { invocation_token: tokenOf(ra, EventType.AgentInvocation), billing_mode_used: 'subscription', tool_class_used: 'read' });
  expect(started.status, started.text).toBe(200);
  expect((await s.agent.request('POST', `/api/v1/runs/${runId}/wait`)).status).toBe(200);

  await subscribe(s.agent, rb.url, TYPES);
  const removed = await s.agent.request('DELETE', `/api/v1/webhook-subscriptions/${a.id}`, undefined, { 'idempotency-key': uuidv7() });
  expect(removed.status, removed.text).toBe(204);

  expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> here is the answer`)).status).toBe(201);
  await driveUntil(w, 'the answer reached B', () => tokenOf(rb, EventType.AgentFollowup) !== undefined);
  const resumed = await s.agent.request('POST', `/api/v1/runs/${runId}/resume`, { invocation_token: tokenOf(rb, EventType.AgentFollowup), billing_mode_used: 'subscription', tool_class_used: 'read' });
  return { resumed, runId };
}

describe('a deleted webhook subscription leaves its runs to the agent\'s other consumers (15.3, 15.6; D319)', () => {
  it('the answer to a run A started and left waiting reaches B, and B\'s token resumes the run, once', async () => {
    const { resumed, runId } = await answerAfterTheMove();
    expect(resumed.status, resumed.text).toBe(200);
    expect(await runRow(t, runId)).toMatchObject({ state: 'running' });
  });

  it('twin: the deleted consumer keeps the run, B\'s token resumes nothing (403) and the run stays waiting', async () => {
    t.server.ctx.twins = { deletedConsumerKeepsRuns: true };
    const { resumed, runId } = await answerAfterTheMove();
    expect(resumed.status, resumed.text).toBe(403);
    expect(await runRow(t, runId)).toMatchObject({ state: 'waiting_input' });
  });
});
