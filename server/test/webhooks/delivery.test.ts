// Webhook delivery (15.6, 7.6, 2.2; D120-D125): strictly in seq order per
// subscription, a 2xx acks up to its seq, every request signed (JWS over the body
// with a key of /jwks.json) and with a delivery ID that stays the same on its
// retries, full-jitter retries after 5xx, a dropped connection and a timeout,
// paused after webhook.pause_after and resumable, the invocation token fresh on
// every delivery (R-SY-07), the sync_epoch delivery field, and the check of
// webhook_out.deliver and push.deliver before sending (with their twins).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { EventType, type WebhookSubscription } from '@bothy/generated';
import type { JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { retryDelay } from '../../src/internal/backoff.ts';
import { verifyDelivery } from '../../src/webhooks/signing.ts';
import { runConsumerRound } from '../../src/workers/consumer.ts';
import { PUSH_CONSUMER, pushReceivers, sendPushJobs, type PushSender } from '../../src/workers/push.ts';
import { WEBHOOK_CONSUMER, webhookReceivers } from '../../src/workers/loop.ts';
import { jtiOf } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { useReceivers, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, subscriptionOf, webhookSetup } from '../support/webhooks.ts';

// webhook.request_timeout 2s, not FAST_WEBHOOKS' 400ms: the cases count every request the receiver got and
// its attempt number exactly, so an answer later than the timeout on a loaded machine (a retry of a request
// the receiver did answer 2xx) failed them. The one case that lets a request hang waits that much longer.
const t = useTestServer({ ...FAST_WEBHOOKS, 'webhook.request_timeout': '2s' });
let alex: TestClient;
let jwks: { keys: JWK[] };
const receiver = useReceivers();

beforeAll(async () => {
  alex = await t.client('alex');
  jwks = (await (await fetch(`${t.server.url}/api/v1/jwks.json`)).json()) as { keys: JWK[] };
});

const messageSeqs = (r: WebhookReceiver) => r.got.filter((d) => d.envelope.type === EventType.MessageCreated).map((d) => d.envelope.seq);

describe('retries with full jitter (15.6, D123)', () => {
  it('waits uniformly in [0, min(cap, base * 2^attempt)]', () => {
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, 1000, 60_000, () => 0.999999))).toEqual([0.999999 * 1000, 0.999999 * 2000, 0.999999 * 4000, 0.999999 * 8000, 0.999999 * 60_000]);
    expect(retryDelay(5, 1000, 60_000, () => 0)).toBe(0);
    const draws = Array.from({ length: 200 }, () => retryDelay(4, 100, 60_000));
    expect(Math.max(...draws)).toBeLessThan(1600);
    expect(Math.min(...draws)).toBeLessThan(400); // full jitter, not equal jitter: small waits happen
  });
});

describe('webhook delivery (15.6)', () => {
  it('delivers in seq order, each signed with a key of /jwks.json (fresh iat, D347), with the sync_epoch field, and acks up to the 2xx', async () => {
    const s = await webhookSetup(t, alex);
    const r = await receiver();
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    for (let i = 0; i < 5; i++) expect((await s.person.who.postMessage(s.person.thread, `ordered ${i}`)).status).toBe(201);
    const w = manualWorker(t);
    await driveUntil(w, 'five deliveries', () => r.acked.length === 5);
    const seqs = messageSeqs(r);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const { rows } = await t.db.pool.query<{ sync_epoch: string }>('SELECT sync_epoch FROM instance');
    for (const d of r.got) {
      await verifyDelivery(jwks, d.signature, d.body, { deliveryId: d.deliveryId, subscriptionId: sub.id });
      expect(d.envelope.sync_epoch).toBe(rows[0]!.sync_epoch);
      expect(d.subscriptionId).toBe(sub.id);
      expect(d.attempt).toBe(1);
    }
    expect(new Set(r.got.map((d) => d.deliveryId)).size).toBe(5);
    // Signed with the webhook key of its own (D121), which /jwks.json publishes, not the invocation key.
    const kid = (JSON.parse(Buffer.from(r.got[0]!.signature.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
    expect(kid).toBe(t.server.ctx.keys.webhook.kid);
    expect(kid).not.toBe(t.server.ctx.keys.invocationToken.kid);
    expect(jwks.keys.map((k) => k.kid)).toContain(kid);
    expect((await subscriptionOf(s.agent, sub.id)).last_seq).toBe(seqs.at(-1));
    // A signature of one delivery does not verify another body or delivery.
    await expect(verifyDelivery(jwks, r.got[0]!.signature, r.got[1]!.body, { deliveryId: r.got[0]!.deliveryId, subscriptionId: sub.id })).rejects.toThrow();
    await expect(verifyDelivery(jwks, r.got[0]!.signature, r.got[0]!.body, { deliveryId: r.got[1]!.deliveryId, subscriptionId: sub.id })).rejects.toThrow();
    // Nor another subscription's receiver, which compares with the ID it knows for itself (D347).
    await expect(verifyDelivery(jwks, r.got[0]!.signature, r.got[0]!.body, { deliveryId: r.got[0]!.deliveryId, subscriptionId: '01937f4a-9c00-7000-8000-0000000000ff' })).rejects.toThrow('another delivery');
    // Freshness (D347): an old captured delivery is refused, within the tolerance (default 5 minutes) it passes.
    const own = { deliveryId: r.got[0]!.deliveryId, subscriptionId: sub.id };
    const at = r.got[0]!.at;
    await verifyDelivery(jwks, r.got[0]!.signature, r.got[0]!.body, own, { now: at + 4 * 60_000 });
    await expect(verifyDelivery(jwks, r.got[0]!.signature, r.got[0]!.body, own, { now: at + 6 * 60_000 })).rejects.toThrow('not fresh');
    await expect(verifyDelivery(jwks, r.got[0]!.signature, r.got[0]!.body, own, { now: at - 6 * 60_000 })).rejects.toThrow('not fresh');
    await expect(verifyDelivery(jwks, r.got[0]!.signature, r.got[0]!.body, own, { now: at + 20_000, toleranceSec: 10 })).rejects.toThrow('not fresh');
  });

  it('sends the next event only after a 2xx: 500, a dropped connection and a timeout are retried with the same delivery ID, nothing skipped', async () => {
    const s = await webhookSetup(t, alex);
    const plan: ('ok' | 500 | 'drop' | 'hang')[] = [500, 'drop', 'hang', 'ok', 500, 'ok', 'ok'];
    let n = 0;
    const r = await receiver(() => {
      const a = plan[n++] ?? 'ok';
      return a === 'ok' ? 204 : a;
    });
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    for (let i = 0; i < 3; i++) await s.person.who.postMessage(s.person.thread, `retried ${i}`);
    const w = manualWorker(t);
    await driveUntil(w, 'three acked deliveries', () => r.acked.length === 3);
    const got = r.got.map((d) => [d.envelope.seq, d.attempt, d.answered]);
    const [a, b, c] = [...new Set(r.got.map((d) => d.envelope.seq))];
    expect(got).toEqual([
      [a, 1, 500],
      [a, 2, 'drop'],
      [a, 3, 'hang'],
      [a, 4, 204],
      [b, 1, 500],
      [b, 2, 204],
      [c, 1, 204],
    ]);
    // One delivery ID per event; a retry carries redelivered: true (2.2).
    expect(new Set(r.got.filter((d) => d.envelope.seq === a).map((d) => d.deliveryId)).size).toBe(1);
    expect(r.got.map((d) => d.envelope.redelivered ?? false)).toEqual([false, true, true, true, false, true, false]);
    const after = await subscriptionOf(s.agent, sub.id);
    expect(after).toMatchObject({ state: 'active', last_seq: c });
    expect(after.failing_since).toBeUndefined();
  });

  /** Two messages queued for a subscription whose lease another holder took and let run out without releasing it (a crash). */
  async function takenOver(events = 2, answer?: ConstructorParameters<typeof WebhookReceiver>[0]): Promise<{ r: WebhookReceiver }> {
    const s = await webhookSetup(t, alex);
    const r = await receiver(answer);
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    for (let i = 0; i < events; i++) expect((await s.person.who.postMessage(s.person.thread, `after a crash ${i}`)).status).toBe(201);
    await t.db.pool.query(`UPDATE webhook_subscriptions SET lease_id = gen_random_uuid(), lease_until = now() - interval '1 second' WHERE id = $1`, [sub.id]);
    const w = manualWorker(t);
    await driveUntil(w, `${events} deliveries`, () => r.acked.length === events, 20_000);
    return { r };
  }

  /** The first request after the takeover fails: the lease ends with it, and the next claim is not a takeover. */
  const failFirst = (): ConstructorParameters<typeof WebhookReceiver>[0] => {
    let n = 0;
    return () => (n++ === 0 ? 500 : 204);
  };

  it('after a lease that ran out unreleased, the first deliveries carry redelivered: true (2.2, 9; D294)', async () => {
    const { r } = await takenOver();
    // The dead holder may have sent them and lost its acks: the receiver is told to dedupe, and the attempt counts its request (D348).
    expect(r.got.map((d) => [d.envelope.redelivered ?? false, d.attempt])).toEqual([
      [true, 2],
      [true, 2],
    ]);
    expect(new Set(r.got.map((d) => d.deliveryId)).size).toBe(2);
  });

  it('a failure after the takeover does not end the mark: the jobs behind the failed one still carry redelivered (2.2, 9; D304)', async () => {
    const { r } = await takenOver(3, failFirst());
    // The failed request ends the lease (its retry waits), so the rest go under a later claim, which is no takeover.
    expect(r.got.map((d) => [d.attempt, d.answered, d.envelope.redelivered ?? false])).toEqual([
      [2, 500, true],
      [3, 204, true],
      [2, 204, true],
      [2, 204, true],
    ]);
  });

  it('the mark ends after a batch of unwritten acks and the request in flight (33 jobs): what the dead holder cannot have sent goes as new', async () => {
    const { r } = await takenOver(35);
    expect(r.got.map((d) => d.envelope.redelivered ?? false)).toEqual([...Array<boolean>(33).fill(true), false, false]);
    expect(r.got.map((d) => d.attempt)).toEqual([...Array<number>(33).fill(2), 1, 1]);
  }, 40_000);

  it('twin: taken over as if first sent (as before D294), the possible repeats come without redelivered', async () => {
    t.server.ctx.twins = { webhookTakeoverAsFirst: true };
    try {
      const { r } = await takenOver();
      expect(r.got.map((d) => [d.envelope.redelivered ?? false, d.attempt])).toEqual([
        [false, 1],
        [false, 1],
      ]);
      // Nor after a failure: the one retried says so, the ones behind it do not.
      const { r: failed } = await takenOver(2, failFirst());
      expect(failed.got.map((d) => d.envelope.redelivered ?? false)).toEqual([false, true, false]);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('pauses a subscription that keeps failing for webhook.pause_after, shows it in GET, and resumes it with the same event', async () => {
    const s = await webhookSetup(t, alex);
    let up = false;
    const r = await receiver(() => (up ? 200 : 503));
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    await s.person.who.postMessage(s.person.thread, 'while down');
    const ctx = { ...t.server.ctx, config: { ...t.server.ctx.config, spec: { ...t.server.ctx.config.spec, 'webhook.pause_after': 150 } } };
    const w = manualWorker(t, ctx);
    await driveUntil(w, 'paused', async () => (await subscriptionOf(s.agent, sub.id)).state === 'paused');
    const paused = await subscriptionOf(s.agent, sub.id);
    expect(paused).toMatchObject({ state: 'paused', last_error: 'status 503', last_seq: sub.last_seq });
    expect(paused.paused_at && paused.failing_since).toBeTruthy();
    // Paused: nothing more is sent.
    const tries = r.got.length;
    for (let i = 0; i < 3; i++) await w.pass();
    await w.sender.idle();
    expect(r.got.length).toBe(tries);
    up = true;
    const res = await s.agent.request('POST', `/api/v1/webhook-subscriptions/${sub.id}/resume`, undefined, { 'idempotency-key': '01937f4a-9c00-7000-8000-00000000a001' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: 'active' });
    await driveUntil(w, 'delivered after resume', () => r.acked.length === 1);
    expect(r.acked[0]!.envelope.seq).toBe(r.got[0]!.envelope.seq);
    expect((await subscriptionOf(s.agent, sub.id)).last_seq).toBe(r.acked[0]!.envelope.seq);
  });

  it('a resume of an active subscription that is failing only tries again now: the failure clock stands, and it still pauses (D123)', async () => {
    const s = await webhookSetup(t, alex);
    const r = await receiver(() => 503);
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    await s.person.who.postMessage(s.person.thread, 'while down');
    const ctx = { ...t.server.ctx, config: { ...t.server.ctx.config, spec: { ...t.server.ctx.config.spec, 'webhook.pause_after': 1_500 } } };
    const w = manualWorker(t, ctx);
    await driveUntil(w, 'failing', async () => Boolean((await subscriptionOf(s.agent, sub.id)).failing_since));
    const since = (await subscriptionOf(s.agent, sub.id)).failing_since;
    const resume = () => s.agent.request<WebhookSubscription>('POST', `/api/v1/webhook-subscriptions/${sub.id}/resume`);
    let resumes = 0;
    await driveUntil(w, 'paused although resumed again and again', async () => {
      const now = await subscriptionOf(s.agent, sub.id);
      if (now.state === 'paused') {
        expect(now.failing_since).toBe(since);
        return true;
      }
      const resumed = await resume();
      expect(resumed.status).toBe(200);
      // The worker wakes itself after a failure: it may pause the subscription between the read above and this
      // resume, which then resumes a paused one and starts a fresh clock (D123). Only a failure sets the clock
      // and none succeeds, so a resume that shows none met the pause, which came with the first failure's clock.
      if (resumed.body.failing_since === undefined) return true;
      expect(resumed.body.failing_since).toBe(since);
      resumes += 1;
      return false;
    });
    expect(resumes).toBeGreaterThan(1);
    // Gone, with its queued job, so that the later tests' passes meet none of it.
    expect((await s.agent.request('DELETE', `/api/v1/webhook-subscriptions/${sub.id}`)).status).toBe(204);
  });

  it('delivers agent.invocation with a freshly issued token on every attempt, through the invocation gate (15.3, R-SY-07)', async () => {
    const s = await webhookSetup(t, alex);
    let n = 0;
    const r = await receiver(() => (n++ < 2 ? 500 : 200));
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.AgentInvocation] });
    const posted = await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> by webhook`);
    expect(posted.status).toBe(201);
    const w = manualWorker(t);
    await driveUntil(w, 'the invocation acked', () => r.acked.length === 1);
    expect(r.got).toHaveLength(3);
    const tokens = r.got.map((d) => d.envelope.invocation_token as string);
    for (const tok of tokens) await verifyInvocationToken(t.server.ctx.keys, tok, { agentId: s.agent.id });
    expect(new Set(tokens.map(jtiOf)).size).toBe(3);
    const runId = (r.got[0]!.envelope.payload as { run_id: string }).run_id;
    const { rows } = await t.db.pool.query<{ invocation_jti: string }>('SELECT invocation_jti FROM runs WHERE id = $1', [runId]);
    expect(rows[0]!.invocation_jti).toBe(jtiOf(tokens[2]!));
    // The token never reaches the log.
    const logged = await t.db.pool.query(`SELECT 1 FROM event_log WHERE payload::text LIKE '%eyJ%'`);
    expect(logged.rowCount).toBe(0);
    expect((await subscriptionOf(s.agent, sub.id)).last_seq).toBe(r.acked[0]!.envelope.seq);
  });
});

describe('a 2xx counts as an ack at its status line (15.6; D346)', () => {
  it('a receiver that answers 200 and never ends its body is acked at once, as is one with a body over the discard bound; neither is retried', async () => {
    const s = await webhookSetup(t, alex);
    const answered: ('drip' | 'large')[] = [];
    const sockets = new Set<Socket>();
    const drips = new Set<NodeJS.Timeout>();
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        if (answered.push(answered.length % 2 ? 'large' : 'drip') % 2) {
          // 200, then a byte every 50 ms for good: the body never ends.
          const drip = setInterval(() => res.write('x'), 50);
          drips.add(drip);
          res.on('close', () => clearInterval(drip));
        } else res.end(Buffer.alloc(1 << 20, 'y'));
      });
    });
    server.on('connection', (c) => {
      sockets.add(c);
      c.on('close', () => sockets.delete(c));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const sub = await subscribe(s.agent, url, { event_types: [EventType.MessageCreated] });
      for (let i = 0; i < 2; i++) expect((await s.person.who.postMessage(s.person.thread, `to a dripping receiver ${i}`)).status).toBe(201);
      const w = manualWorker(t);
      await driveUntil(w, 'both acked', async () => (await t.db.pool.query(`SELECT 1 FROM worker_jobs WHERE subscription_id = $1 AND state = 'done'`, [sub.id])).rowCount === 2);
      // One request each (the server's own worker may have sent one of them: still one per event), no failure recorded.
      expect(answered).toEqual(['drip', 'large']);
      const after = await subscriptionOf(s.agent, sub.id);
      expect(after.failing_since).toBeUndefined();
      expect(after.last_error).toBeUndefined();
      const { rows } = await t.db.pool.query<{ last: string }>(`SELECT max(event_seq) AS last FROM worker_jobs WHERE subscription_id = $1`, [sub.id]);
      expect(after.last_seq).toBe(Number(rows[0]!.last));
    } finally {
      for (const d of drips) clearInterval(d);
      for (const c of sockets) c.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** A message that triggers a webhook agent, its job made by the consumer round and not yet sent. */
async function invocationQueued(text: string) {
  const s = await webhookSetup(t, alex);
  const r = await receiver();
  await subscribe(s.agent, r.url, { event_types: [EventType.AgentInvocation] });
  const posted = await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> ${text}`);
  expect(posted.status).toBe(201);
  let round;
  do round = await runConsumerRound(t.db.pool, WEBHOOK_CONSUMER, webhookReceivers(), 500);
  while (round.read === 500);
  return { s, r, posted };
}

describe('an invocation by webhook fails closed like one on the gateway (15.3 step 2, 15.6)', () => {
  it('the triggering person lost trigger before the send: the run fails, trigger_state failed, an audit entry, and nothing goes out', async () => {
    const { s, r, posted } = await invocationQueued('then I lose access');
    const revoked = await alex.request('POST', `/api/v1/grants/${s.person.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    const w = manualWorker(t);
    const runOf = async () => (await t.db.pool.query<{ id: string; state: string; state_reason: string }>('SELECT id, state, state_reason FROM runs WHERE trigger_message_id = $1', [posted.body.id])).rows[0]!;
    await driveUntil(w, 'the run failed closed', async () => (await runOf()).state !== 'queued' && (await runOf()).state !== 'running');
    // The revocation itself may cancel the run (8.3) before the gate sees it; either way nothing goes out without the check.
    const run = await runOf();
    expect(['failed', 'cancelled']).toContain(run.state);
    await driveUntil(w, 'the job left the queue', async () => (await t.db.pool.query(`SELECT 1 FROM worker_jobs j JOIN webhook_subscriptions s ON s.id = j.subscription_id WHERE s.agent_id = $1 AND j.state = 'queued'`, [s.agent.id])).rowCount === 0);
    const { rows } = await t.db.pool.query<{ state: string; reason: string | null }>(
      `SELECT j.state, j.reason FROM worker_jobs j JOIN webhook_subscriptions s ON s.id = j.subscription_id WHERE s.agent_id = $1`,
      [s.agent.id],
    );
    expect(rows.filter((j) => j.state === 'done')).toEqual([]);
    expect(r.got.filter((d) => d.envelope.type === EventType.AgentInvocation)).toEqual([]);
    if (run.state === 'failed') {
      expect(rows.map((j) => j.reason)).toContain('invocation_refused');
      const audit = await t.db.pool.query(`SELECT 1 FROM audit_events WHERE resource_id = $1 AND outcome = 'denied'`, [run.id]);
      expect(audit.rowCount).toBe(1);
    }
  });
});

describe('trigger_state moves to queued with the first successful webhook delivery (15.3, 15.6, R-SY-21; D345)', () => {
  /** A mention of a webhook agent whose receiver answers 500 until `up`; the trigger state and the message.updated events of the message. */
  async function triggerWhileFailing(): Promise<{ whileFailing: { state: string; updates: number; tries: number }; afterAck: { state: string; updates: number } }> {
    const s = await webhookSetup(t, alex);
    let up = false;
    const r = await receiver(() => (up ? 200 : 500));
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.AgentInvocation] });
    const posted = await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> while the endpoint fails`);
    expect(posted.status).toBe(201);
    const stateOf = async () => {
      const m = await t.db.pool.query<{ trigger_state: string }>('SELECT trigger_state FROM messages WHERE id = $1', [posted.body.id]);
      const u = await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.MessageUpdated, posted.body.id]);
      return { state: m.rows[0]!.trigger_state, updates: u.rowCount ?? 0 };
    };
    const w = manualWorker(t);
    await driveUntil(w, 'two failed attempts', () => r.got.length >= 2);
    const whileFailing = { ...(await stateOf()), tries: r.got.length };
    up = true;
    expect((await s.agent.request('POST', `/api/v1/webhook-subscriptions/${sub.id}/resume`)).status).toBe(200);
    await driveUntil(w, 'the invocation acked', () => r.acked.length === 1);
    return { whileFailing, afterAck: await stateOf() };
  }

  it('a receiver answering 500 leaves the message received (no message.updated); the 2xx moves it to queued once', async () => {
    const { whileFailing, afterAck } = await triggerWhileFailing();
    expect(whileFailing).toMatchObject({ state: 'received', updates: 0 });
    expect(whileFailing.tries).toBeGreaterThanOrEqual(2);
    expect(afterAck).toEqual({ state: 'queued', updates: 1 });
  });

  it('twin: queued when the gate prepares the delivery (as before D345), the person sees queued while every attempt failed', async () => {
    t.server.ctx.twins = { webhookQueuedBeforeSuccess: true };
    try {
      const { whileFailing } = await triggerWhileFailing();
      expect(whileFailing).toMatchObject({ state: 'queued', updates: 1 });
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('an invocation by webhook whose run no longer waits (15.3, 15.5, 15.6; D318)', () => {
  it('the person stopped the run before the send: nothing goes out, and the job is dropped as run_not_waiting, not as a refusal', async () => {
    const { s, r, posted } = await invocationQueued('then I stop it');
    const runId = (await t.db.pool.query<{ id: string }>('SELECT id FROM runs WHERE trigger_message_id = $1', [posted.body.id])).rows[0]!.id;
    const cancelled = await s.person.who.request('POST', `/api/v1/runs/${runId}/cancel`);
    expect(cancelled.status, cancelled.text).toBeLessThan(300);
    const w = manualWorker(t);
    const jobsOf = async () =>
      (await t.db.pool.query<{ state: string; reason: string | null }>(`SELECT j.state, j.reason FROM worker_jobs j JOIN webhook_subscriptions s ON s.id = j.subscription_id WHERE s.agent_id = $1`, [s.agent.id])).rows;
    await driveUntil(w, 'the job left the queue', async () => (await jobsOf()).every((j) => j.state !== 'queued'));
    expect(await jobsOf()).toEqual([{ state: 'dropped', reason: 'run_not_waiting' }]);
    expect(r.got).toEqual([]);
    // No refusal was recorded: the run was stopped, not denied.
    const audit = await t.db.pool.query(`SELECT 1 FROM audit_events WHERE resource_id = $1 AND outcome = 'denied'`, [runId]);
    expect(audit.rowCount).toBe(0);
  });
});

describe('the endpoint policy holds at every connection (15.6; D124, D321)', () => {
  /**
   * A subscription made while loopback was allowed; a worker whose policy no longer allows it. What it
   * sent, and last_error, once it sent (the twin) or failed. The twin waits for the delivery alone: under
   * load an attempt may time out first (webhook.request_timeout is 2 s here), which sets last_error
   * and is retried.
   */
  async function afterTheOptInIsWithdrawn(host: string, waitFor: 'sent' | 'sent or failed' = 'sent or failed'): Promise<{ sent: number; lastError?: string }> {
    const s = await webhookSetup(t, alex);
    const r = await receiver();
    const sub = await subscribe(s.agent, r.url.replace('127.0.0.1', host), { event_types: [EventType.MessageCreated] });
    expect((await s.person.who.postMessage(s.person.thread, `to ${host}`)).status).toBe(201);
    const server = { ...t.server.ctx.config.server, devEndpoints: false, webhookAllowedHosts: [] };
    const w = manualWorker(t, { ...t.server.ctx, config: { ...t.server.ctx.config, server } });
    await driveUntil(w, waitFor, async () => r.got.length > 0 || (waitFor === 'sent or failed' && Boolean((await subscriptionOf(s.agent, sub.id)).last_error)));
    return { sent: r.got.length, lastError: (await subscriptionOf(s.agent, sub.id)).last_error };
  }

  it('a literal loopback address is refused (never looked up), as a name that resolves to one is', async () => {
    expect(await afterTheOptInIsWithdrawn('127.0.0.1')).toEqual({ sent: 0, lastError: 'EPLAINHTTP' });
    expect(await afterTheOptInIsWithdrawn('localhost')).toEqual({ sent: 0, lastError: 'EPLAINHTTP' });
  });

  it('twin: checked only by the lookup, the literal address gets the event over plain http', async () => {
    t.server.ctx.twins = { webhookLiteralUnchecked: true };
    try {
      expect((await afterTheOptInIsWithdrawn('127.0.0.1', 'sent')).sent).toBeGreaterThan(0);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('permission loss between enqueue and send (7.6, 8)', () => {
  async function enqueuedThenRevoked(): Promise<{ r: WebhookReceiver; seq: number }> {
    const s = await webhookSetup(t, alex);
    const r = await receiver();
    await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    await s.person.who.postMessage(s.person.thread, 'secret after the revocation');
    // The round makes the job while the agent may read the channel.
    let round;
    do round = await runConsumerRound(t.db.pool, WEBHOOK_CONSUMER, webhookReceivers(), 500);
    while (round.read === 500);
    const { rows } = await t.db.pool.query<{ event_seq: number }>(
      `SELECT j.event_seq FROM worker_jobs j JOIN webhook_subscriptions s ON s.id = j.subscription_id WHERE s.agent_id = $1 AND j.state = 'queued'`,
      [s.agent.id],
    );
    expect(rows, 'the job was enqueued while the agent could read').toHaveLength(1);
    const revoked = await alex.request('POST', `/api/v1/grants/${s.agentGrant}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    return { r, seq: rows[0]!.event_seq };
  }

  it('drops the webhook job: the agent that lost read on the channel gets nothing', async () => {
    const { r, seq } = await enqueuedThenRevoked();
    const w = manualWorker(t);
    await driveUntil(w, 'the job dropped', async () => (await t.db.pool.query(`SELECT 1 FROM worker_jobs WHERE event_seq = $1 AND state = 'dropped' AND reason = 'not_visible'`, [seq])).rowCount === 1);
    expect(r.got).toEqual([]);
  });

  it('twin: without the check before sending, the event leaks to the agent', async () => {
    const { r } = await enqueuedThenRevoked();
    const w = manualWorker(t, { ...t.server.ctx, twins: { webhookSendWithoutRecheck: true } });
    await driveUntil(w, 'the leak', () => r.got.length > 0);
    expect(r.got.map((d) => d.envelope.type)).toEqual([EventType.MessageCreated]);
  });

  async function pushAfterRevocation(twin: boolean): Promise<string[]> {
    const s = await webhookSetup(t, alex);
    // The person mentioned: another person, with read on the channel.
    const mentioned = await personWithChannel(t, alex, 'read');
    const g = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: mentioned.who.principalId }, target: { kind: 'channel', id: s.person.channel }, level: 'read' } });
    expect(g.status, g.text).toBe(201);
    await s.person.who.postMessage(s.person.thread, `<@${mentioned.who.principalId}> look`);
    let round;
    do round = await runConsumerRound(t.db.pool, PUSH_CONSUMER, pushReceivers, 500);
    while (round.read === 500);
    const queued = await t.db.pool.query(`SELECT 1 FROM worker_jobs WHERE consumer = $1 AND receiver_principal_id = $2 AND state = 'queued'`, [PUSH_CONSUMER, mentioned.who.principalId]);
    expect(queued.rowCount, 'the push job was enqueued while the person could read').toBe(1);
    const revoked = await alex.request('POST', `/api/v1/grants/${g.body.id}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    const pushed: string[] = [];
    const sender: PushSender = { send: async (to) => void pushed.push(to) };
    await sendPushJobs(twin ? { ...t.server.ctx, twins: { pushSendWithoutRecheck: true } } : t.server.ctx, sender, 1000);
    return pushed.filter((p) => p === mentioned.who.principalId);
  }

  it('drops the push job of a person who lost read (8.3 "Push")', async () => {
    expect(await pushAfterRevocation(false)).toEqual([]);
  });

  it('twin: without push.deliver checked again, the push goes out', async () => {
    expect((await pushAfterRevocation(true)).length).toBe(1);
  });

  it('drops a push job whose event retention removed, as event_removed_by_retention, and sends nothing (7.3; D276)', async () => {
    const s = await webhookSetup(t, alex);
    const mentioned = await personWithChannel(t, alex, 'read');
    const g = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: mentioned.who.principalId }, target: { kind: 'channel', id: s.person.channel }, level: 'read' } });
    expect(g.status, g.text).toBe(201);
    await s.person.who.postMessage(s.person.thread, `<@${mentioned.who.principalId}> gone soon`);
    let round;
    do round = await runConsumerRound(t.db.pool, PUSH_CONSUMER, pushReceivers, 500);
    while (round.read === 500);
    const { rows } = await t.db.pool.query<{ event_seq: number }>(`SELECT event_seq FROM worker_jobs WHERE consumer = $1 AND receiver_principal_id = $2 AND state = 'queued'`, [PUSH_CONSUMER, mentioned.who.principalId]);
    expect(rows).toHaveLength(1);
    // What the retention job does to the row (7.3), for this event alone.
    await t.db.pool.query('DELETE FROM event_log WHERE seq = $1', [rows[0]!.event_seq]);
    const pushed: string[] = [];
    // The twin sends without checking again: even so, a removed event has nothing to send.
    await sendPushJobs({ ...t.server.ctx, twins: { pushSendWithoutRecheck: true } }, { send: async (to) => void pushed.push(to) }, 1000);
    expect(pushed.filter((p) => p === mentioned.who.principalId)).toEqual([]);
    const job = await t.db.pool.query(`SELECT state, reason FROM worker_jobs WHERE consumer = $1 AND event_seq = $2 AND receiver_principal_id = $3`, [PUSH_CONSUMER, rows[0]!.event_seq, mentioned.who.principalId]);
    expect(job.rows).toEqual([{ state: 'dropped', reason: 'event_removed_by_retention' }]);
  });
});
