// What the webhook tests share (15.6, 7.6): an agent that reads a fresh channel
// (a person with write there posts), a subscription of that agent to a real
// receiver on loopback, and driving a worker loop pass by pass.
import type { WebhookSubscription } from '@bothy/generated';
import { expect, onTestFinished } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { WorkerLoop } from '../../src/workers/loop.ts';
import { until } from './agents.ts';
import { personWithChannel, type PersonWithChannel } from './people.ts';
import { createAgent, type Agent } from './runs.ts';
import type { TestClient, TestServer } from './server.ts';

export interface WebhookSetup {
  agent: Agent;
  person: PersonWithChannel;
  /** The agent's read grant on the person's channel. */
  agentGrant: string;
}

/**
 * Fast retries, so that the tests' failures take milliseconds, and a request timeout of 2 s: a 2xx that
 * a loaded machine delivers after 400 ms (the value before) became a timeout and a retry, one request
 * more than the cases count (the files that count requests set 2 s themselves; the others now have it too).
 */
export const FAST_WEBHOOKS = { 'webhook.retry_base': '10ms', 'webhook.retry_cap': '40ms', 'webhook.request_timeout': '2s' } as const;

export async function webhookSetup(t: TestServer, owner: TestClient): Promise<WebhookSetup> {
  const person = await personWithChannel(t, owner, 'write');
  const agent = await createAgent(t);
  const g = await owner.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: person.channel }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  return { agent, person, agentGrant: g.body.id };
}

/** The agent subscribes its own webhook (15.6), with an Idempotency-Key. */
export async function subscribe(agent: Agent, url: string, extra: Record<string, unknown> = {}): Promise<WebhookSubscription> {
  const res = await agent.request<WebhookSubscription>('POST', '/api/v1/webhook-subscriptions', { url, ...extra }, { 'idempotency-key': uuidv7() });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function subscriptionOf(agent: Agent, id: string): Promise<WebhookSubscription> {
  const res = await agent.request<{ subscriptions: WebhookSubscription[] }>('GET', '/api/v1/webhook-subscriptions');
  expect(res.status, res.text).toBe(200);
  const s = res.body.subscriptions.find((x) => x.id === id);
  if (!s) throw new Error(`subscription ${id} is not in the agent's list`);
  return s;
}

/** A worker loop driven by hand (no listener, no timer), recording its deliveries where the server records (G9); it stops when the test ends. */
export function manualWorker(t: TestServer, ctx: ServerContext = t.server.ctx): WorkerLoop {
  const w = new WorkerLoop(ctx, t.db.url, { recorder: t.server.recorder });
  // A worker wakes itself when a drain ends (onDrained), so one left running would go on claiming in the
  // next test, with its own context (a twin, other settings): a test's job sent or dropped by the worker of
  // the test before it. Each test's workers stop with the test.
  onTestFinished(() => w.stop());
  return w;
}

/** Passes (rounds, then sending, waited for) until `ok` holds. */
export async function driveUntil(w: WorkerLoop, what: string, ok: () => boolean | Promise<boolean>, ms = 8_000): Promise<void> {
  await until(
    what,
    async () => {
      await w.pass();
      await w.sender.idle();
      return ok();
    },
    ms,
  );
}
