// The worker's push and webhook consumers do not wait on each other (7.6; D444). Before D444 one pass
// ran the webhook round, the push round, the push sends (each up to server.push_send_timeout) and only
// then the webhook claims: a push sender that did not answer held up every webhook delivery of that
// pass. Now each runs in a lane of its own (workers/loop.ts). A push sender here hangs at a gate (well
// within its server.push_send_timeout of 60 s) while a message that mentions someone also goes to an
// agent's webhook; the order of what happened: the webhook delivery arrives while the push still hangs.
// Twin workerOnePass (one pass, push first, as before): the delivery comes only after the push ended.
import { EventType } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { runConsumerRound, START_AT } from '../../src/workers/consumer.ts';
import { WorkerLoop } from '../../src/workers/loop.ts';
import { PUSH_CONSUMER, pushReceivers, type PushSender } from '../../src/workers/push.ts';
import { until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { useReceivers } from '../support/webhook-receiver.ts';
import { FAST_WEBHOOKS, subscribe, webhookSetup } from '../support/webhooks.ts';

// The server's own worker stays off: the worker of each test is the only sender.
const t = useTestServer({ ...FAST_WEBHOOKS, 'server.workers': false, 'server.push_send_timeout': '60s' });
const receiver = useReceivers();
let alex: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
  // The push consumer's cursor exists before the messages: it starts at head_seq (START_AT.push).
  while ((await runConsumerRound(t.db.pool, PUSH_CONSUMER, pushReceivers, 500, START_AT.push)).read === 500);
});

/**
 * One message that mentions a reader (a push job) and goes to an agent's webhook; a worker woken by hand
 * (no listener, no timer) whose push sender hangs until the test opens its gate. The test waits up to
 * `hangMs` for the webhook delivery while the push hangs, then opens the gate and waits (bounded) for it.
 */
async function webhookWhilePushHangs(hangMs: number, twins?: ServerContext['twins']): Promise<string[]> {
  const setup = await webhookSetup(t, alex);
  const r = await receiver();
  await subscribe(setup.agent, r.url, { event_types: [EventType.MessageCreated] });
  const mentioned = await personWithChannel(t, alex, 'read');
  const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: mentioned.who.principalId }, target: { kind: 'channel', id: setup.person.channel }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  const order: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const push: PushSender = {
    send: async () => {
      order.push('push started');
      await gate;
      order.push('push ended');
    },
  };
  const w = new WorkerLoop(twins ? { ...t.server.ctx, twins } : t.server.ctx, t.db.url, { push });
  const delivered = () => {
    if (r.acked.length > 0 && !order.includes('webhook delivered')) order.push('webhook delivered');
    return r.acked.length > 0;
  };
  try {
    const posted = await setup.person.who.postMessage(setup.person.thread, `<@${mentioned.who.principalId}> look`);
    expect(posted.status, posted.text).toBe(201);
    w.wake();
    await until('the push send started', () => order.includes('push started'), 15_000);
    await until('the webhook delivery while the push hangs', delivered, hangMs).catch(() => undefined);
    open();
    await until('the webhook delivery', delivered, 15_000);
    await until('the push send ended', () => order.includes('push ended'), 15_000);
    return order;
  } finally {
    open();
    await w.stop();
  }
}

describe('consumers in the worker (7.6; D444): a slow push sender does not hold up webhook deliveries', () => {
  it('the webhook delivery arrives while the push send still hangs', async () => {
    const order = await webhookWhilePushHangs(15_000);
    expect(order.indexOf('webhook delivered')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('webhook delivered')).toBeLessThan(order.indexOf('push ended'));
  }, 60_000);

  it('twin workerOnePass: the webhook delivery waits for the push send to end', async () => {
    const order = await webhookWhilePushHangs(3_000, { workerOnePass: true });
    expect(order).toEqual(['push started', 'push ended', 'webhook delivered']);
  }, 60_000);
});
