// A webhook sender sends only while its lease holds (15.6, D120, D399). Per
// subscription one request at a time, the next only after a 2xx for the one
// before: across nodes the lease says who sends. A sender whose database link
// fell silent for longer than the lease (D327 waits up to 60 s for an answer; a
// lease is 2 x webhook.request_timeout + 5 s) came back holding a job that the
// node that took over was sending at that moment, and sent it too, beside that
// request and without `redelivered`. Two senders in this process: A reaches
// PostgreSQL through a proxy that withholds its bytes, B directly.
import { EventType } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { createPool, poolOptionsOf } from '../../src/db/pool.ts';
import { WebhookSender } from '../../src/webhooks/delivery.ts';
import { runConsumerRound } from '../../src/workers/consumer.ts';
import { WEBHOOK_CONSUMER, webhookReceivers } from '../../src/workers/loop.ts';
import { until } from '../support/agents.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { useReceivers, type ReceivedDelivery } from '../support/webhook-receiver.ts';
import { FAST_WEBHOOKS, subscribe, webhookSetup } from '../support/webhooks.ts';

// A request timeout long enough that B's request for the second event can be held in flight while A,
// let go on a loaded machine, gets its copy out (the window below).
const t = useTestServer({ ...FAST_WEBHOOKS, 'webhook.request_timeout': '1500ms' });
const receiver = useReceivers();
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

/** How long B's request for the second event stays unanswered at most (below its request timeout), while A may send beside it. */
const HOLD_MS = 1_200;

/**
 * Two messages queued. A claims the subscription and sends the first; as the receiver gets it, A's database
 * link falls silent (A's next read waits). The lease runs out, B takes the subscription over and sends both
 * again; as the receiver gets B's second, A's link passes its bytes again, and B's request stays unanswered
 * until a fourth request comes (A's, where A sends without its lease) or HOLD_MS have passed: a window that
 * does not depend on how fast A gets going on a loaded machine.
 */
async function silentSenderComesBack(twins?: ServerContext['twins']): Promise<{ got: ReceivedDelivery[]; second: number }> {
  const s = await webhookSetup(t, alex);
  const { proxy, url } = await PgProxy.inFrontOf(t.db.url);
  // A's pool as its node's settings build it (poolOptionsOf), behind the proxy.
  const poolA = createPool(url, { ...poolOptionsOf(t.config.server), max: 4 });
  const a = new WebhookSender({ ...t.server.ctx, pool: poolA, twins }, { concurrency: 1 });
  const b = new WebhookSender({ ...t.server.ctx, twins }, { concurrency: 1 });
  let n = 0;
  let fourth!: () => void;
  const fourthCame = new Promise<void>((resolve) => (fourth = resolve));
  const r = await receiver(() => {
    n += 1;
    if (n === 1) proxy.withhold(); // A's first request: its next read of the database waits
    if (n === 3) {
      proxy.pass(); // B's second request, held in flight: A goes on now
      return { status: 200, until: Promise.race([fourthCame, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]) };
    }
    if (n === 4) fourth();
    return 200;
  });
  try {
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    for (const text of ['first', 'second']) expect((await s.person.who.postMessage(s.person.thread, text)).status).toBe(201);
    let round;
    do round = await runConsumerRound(t.db.pool, WEBHOOK_CONSUMER, webhookReceivers(), 500);
    while (round.read === 500);
    const { rows } = await t.db.pool.query<{ event_seq: string }>(`SELECT event_seq FROM worker_jobs WHERE subscription_id = $1 ORDER BY event_seq`, [sub.id]);
    expect(rows).toHaveLength(2);
    expect(await a.pass()).toBe(true);
    await until('A sent the first', () => r.got.length === 1);
    // The lease (2 x 1.5 s + 5 s) runs out while A waits.
    const leaseMs = t.server.ctx.config.spec['webhook.request_timeout'] * 2 + 5_000;
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 300));
    expect(await b.pass()).toBe(true);
    await b.idle();
    await a.idle();
    return { got: r.got, second: Number(rows[1]!.event_seq) };
  } finally {
    proxy.pass();
    await a.stop();
    await b.stop();
    await poolA.end();
    await proxy.down();
  }
}

describe('a webhook sender sends only while its lease holds (15.6, D120, D399)', () => {
  it('a sender that comes back after its lease ran out sends nothing: the second event goes once, from the node that took over, marked redelivered', async () => {
    const { got, second } = await silentSenderComesBack();
    const ofSecond = got.filter((d) => d.envelope.seq === second);
    expect(ofSecond).toHaveLength(1);
    expect(ofSecond[0]!.envelope.redelivered).toBe(true);
    expect(got.map((d) => d.envelope.seq)).toEqual([second - 1, second - 1, second]);
  }, 30_000);

  it('twin: without the check, A sends the second event again while B\'s request for it is in flight, without redelivered', async () => {
    const { got, second } = await silentSenderComesBack({ webhookSendAfterLease: true });
    const ofSecond = got.filter((d) => d.envelope.seq === second);
    expect(ofSecond).toHaveLength(2);
    expect(ofSecond.map((d) => d.envelope.redelivered ?? false)).toEqual([true, false]);
    // A's copy arrived while B's request for the same event was unanswered: two at once for one subscription.
    expect(ofSecond[1]!.at - ofSecond[0]!.at).toBeLessThan(HOLD_MS);
  }, 30_000);
});
