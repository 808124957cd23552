// One agent's webhook subscriptions do not starve another's (7.6, 15.6; D349):
// a subscription holding one of the worker's slots (server.webhook_concurrency)
// is sent at most server.webhook_jobs_per_turn jobs and then goes behind the
// other due subscriptions; an agent has at most
// server.webhook_subscriptions_per_agent subscriptions (409
// subscription_limit_reached). The fairness check runs on the twin that drains
// a whole queue per slot too.
import { EventType, ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { WorkerLoop } from '../../src/workers/loop.ts';
import { createAgent } from '../support/runs.ts';
import type { TestClient } from '../support/server.ts';
import { useTestServer } from '../support/server.ts';
import { useReceivers, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, subscribe, webhookSetup } from '../support/webhooks.ts';

// The server's own worker stays off: the worker of each test is the only sender. A request times out
// only after 5 s: a retry under load (its backoff) would reorder the turns the test counts.
const t = useTestServer({ ...FAST_WEBHOOKS, 'webhook.request_timeout': '5s', 'server.workers': false, 'server.webhook_subscriptions_per_agent': 3 });
const receiver = useReceivers();
let alex: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
});

/**
 * Agents A and B read the same channel and subscribe the same receiver, A first; six messages; one
 * worker with one slot and turns of two jobs. The receiver's order of deliveries, as A or B.
 */
async function twoAgentsOneSlot(): Promise<('A' | 'B')[]> {
  const a = await webhookSetup(t, alex);
  const b = await createAgent(t);
  const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: b.id }, target: { kind: 'channel', id: a.person.channel }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  const r: WebhookReceiver = await receiver();
  const subA = await subscribe(a.agent, r.url, { event_types: [EventType.MessageCreated] });
  await subscribe(b, r.url, { event_types: [EventType.MessageCreated] });
  for (let i = 0; i < 6; i++) expect((await a.person.who.postMessage(a.person.thread, `turns ${i}`)).status).toBe(201);
  const ctx = { ...t.server.ctx, config: { ...t.server.ctx.config, server: { ...t.server.ctx.config.server, webhookJobsPerTurn: 2 } } };
  const w = new WorkerLoop(ctx, t.db.url, { concurrency: 1 });
  try {
    await driveUntil(w, 'twelve deliveries', () => r.acked.length === 12, 15_000);
  } finally {
    await w.stop();
  }
  expect(r.got).toHaveLength(12); // no retries: the order is the sender's turns
  return r.got.map((d) => (d.subscriptionId === subA.id ? 'A' : 'B'));
}

/** The fairness check: the most deliveries of one subscription in a row while the other had jobs due. */
const longestRun = (order: readonly string[]): number => {
  let best = 0;
  let run = 0;
  order.forEach((x, i) => {
    run = i > 0 && order[i - 1] === x ? run + 1 : 1;
    // Count a run only while the other still has deliveries to come.
    if (order.slice(i + 1).some((y) => y !== x)) best = Math.max(best, run);
  });
  return best;
};

describe('fairness between webhook subscriptions (7.6; D349)', () => {
  it('a subscription yields its slot after server.webhook_jobs_per_turn jobs: with one slot, A and B alternate in turns of two', async () => {
    const order = await twoAgentsOneSlot();
    expect(order.filter((x) => x === 'A')).toHaveLength(6);
    expect(longestRun(order)).toBeLessThanOrEqual(2);
    expect(order).toEqual(['A', 'A', 'B', 'B', 'A', 'A', 'B', 'B', 'A', 'A', 'B', 'B']);
  }, 30_000);

  it('twin: a slot drains the whole queue (as before D349), B waits for all six of A', async () => {
    t.server.ctx.twins = { webhookDrainWithoutTurns: true };
    try {
      const order = await twoAgentsOneSlot();
      expect(longestRun(order)).toBe(6);
    } finally {
      t.server.ctx.twins = undefined;
    }
  }, 30_000);
});

describe('webhook subscriptions per agent (15.6; D349)', () => {
  it('the agent gets 409 subscription_limit_reached with the limit beyond server.webhook_subscriptions_per_agent; deleting one makes room', async () => {
    const agent = await createAgent(t);
    const r = await receiver();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await subscribe(agent, `${r.url}?i=${i}`));
    const over = await agent.request<{ code: string; limit: number; status: number }>('POST', '/api/v1/webhook-subscriptions', { url: `${r.url}?i=3` }, { 'idempotency-key': '01937f4a-9c00-7000-8000-00000000b349' });
    expect(over.status, over.text).toBe(409);
    expect(over.body).toMatchObject({ code: ProblemCode.SubscriptionLimitReached, limit: 3, status: 409 });
    expect(over.headers.get('content-type')).toContain('application/problem+json');
    expect((await agent.request('DELETE', `/api/v1/webhook-subscriptions/${made[0]!.id}`)).status).toBe(204);
    await subscribe(agent, `${r.url}?i=3`);
    // Another agent has its own three.
    const other = await createAgent(t);
    for (let i = 0; i < 3; i++) await subscribe(other, `${r.url}?i=${i}`);
  });
});
