// The fault run of issue 18 (15.6, 7.6, R-SY-07; D120-D123): two server nodes on
// one database, each a process of its own running the worker loop; a real
// receiver on loopback (node:http) that answers 2xx, 500, drops the connection,
// never answers (webhook.request_timeout) or answers late, in a seeded random
// order, and is stopped and started again; node A is SIGKILLed in the middle and
// started again. Alex posts a fixed number of messages in #general, every third
// mentioning the helper agent, whose webhook subscription takes every event it may see.
//
// One pure check over what was observed (checkWebhookRun): every event the agent
// may see reached the receiver with a 2xx; no event was sent before the one
// before it had its 2xx (strict order per subscription); the server acked each
// seq once (the subscription's delivered count and its done jobs); every request
// verifies against /jwks.json with the same delivery ID on its retries; every
// agent.invocation carried a token that verifies, with a distinct jti per
// delivery. Its twin runs the same against nodes whose deliveries ack before the
// answer (BOTHY_TEST_WEBHOOK_ACK_BEFORE_RESPONSE=1): it must lose an event and
// fail the check. Bounded: a fixed count of messages, every phase has a deadline.
import { EventType, INVOCATION_TOKEN_TYP } from '@bothy/generated';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { mayReceive } from '../../src/catchup/stream.ts';
import { ISSUER } from '../../src/identity/tokens.ts';
import type { LogRow } from '../../src/events/log-reader.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { verifyDelivery } from '../../src/webhooks/signing.ts';
import { until } from '../support/agents.ts';
import { useTestDatabase, type SeededTestDatabase } from '../support/database.ts';
import { startNode, type NodeProcess } from '../support/node-process.ts';
import { TestClient } from '../support/server.ts';
import { WebhookReceiver, type Answer, type ReceivedDelivery } from '../support/webhook-receiver.ts';
import { prng } from '../support/prng.ts';

const MESSAGES = 24;
const POST_INTERVAL_MS = 120;
const REQUEST_TIMEOUT_MS = 400;
const DRAIN_MS = 45_000;

export interface WebhookRunObservations {
  subscriptionId: string;
  agentId: string;
  /** The seqs the agent may see after the subscription's start, in order (from the log at the end). */
  expected: number[];
  got: ReceivedDelivery[];
  jwks: { keys: JWK[] };
  /** webhook_subscriptions.delivered_count and the done jobs per seq at the end. */
  deliveredCount: number;
  doneJobs: Map<number, number>;
}

export async function checkWebhookRun(o: WebhookRunObservations): Promise<string[]> {
  const v: string[] = [];
  const ok = (d: ReceivedDelivery) => typeof d.answered === 'number' && d.answered >= 200 && d.answered < 300;
  const ackedAt = new Map<number, number>();
  o.got.forEach((d, i) => {
    if (ok(d) && !ackedAt.has(d.envelope.seq)) ackedAt.set(d.envelope.seq, i);
  });
  for (const seq of o.expected) if (!ackedAt.has(seq)) v.push(`seq ${seq}: never acknowledged by the receiver (lost)`);
  const expected = new Set(o.expected);
  for (const d of o.got) if (!expected.has(d.envelope.seq)) v.push(`seq ${d.envelope.seq} (${d.envelope.type}) was delivered but the agent may not see it`);
  // Strict order: a delivery of seq k comes only after every expected seq below k had its 2xx.
  o.got.forEach((d, i) => {
    for (const seq of o.expected) {
      if (seq >= d.envelope.seq) break;
      const at = ackedAt.get(seq);
      if (at === undefined || at > i) {
        v.push(`seq ${d.envelope.seq} went out (request ${i}) before seq ${seq} had its 2xx`);
        break;
      }
    }
  });
  // The server acked each seq once.
  if (o.deliveredCount !== o.expected.length) v.push(`the subscription counts ${o.deliveredCount} acks for ${o.expected.length} events`);
  for (const seq of o.expected) if (o.doneJobs.get(seq) !== 1) v.push(`seq ${seq}: ${o.doneJobs.get(seq) ?? 0} done jobs`);
  // Signatures, delivery IDs, tokens.
  const idOf = new Map<number, string>();
  const keys = createLocalJWKSet(o.jwks);
  const jtis = new Set<string>();
  for (const d of o.got) {
    await verifyDelivery(o.jwks, d.signature, d.body, { deliveryId: d.deliveryId, subscriptionId: o.subscriptionId }, { now: d.at }).catch((e: unknown) => v.push(`seq ${d.envelope.seq}: signature: ${(e as Error).message}`));
    const id = idOf.get(d.envelope.seq);
    if (id && id !== d.deliveryId) v.push(`seq ${d.envelope.seq}: the delivery ID changed on a retry`);
    // 2.2 (D294): a repeat, also one after a crash between its 2xx and the ack, says so.
    if (id && d.envelope.redelivered !== true) v.push(`seq ${d.envelope.seq}: sent again without redelivered: true`);
    idOf.set(d.envelope.seq, d.deliveryId);
    if (typeof d.envelope.sync_epoch !== 'string') v.push(`seq ${d.envelope.seq}: no sync_epoch`);
    if (d.envelope.type !== EventType.AgentInvocation) continue;
    const token = d.envelope.invocation_token;
    if (typeof token !== 'string') {
      v.push(`seq ${d.envelope.seq}: agent.invocation without its token`);
      continue;
    }
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: ISSUER, audience: o.agentId, typ: INVOCATION_TOKEN_TYP, algorithms: ['EdDSA'] });
      if (jtis.has(payload.jti!)) v.push(`seq ${d.envelope.seq}: jti ${payload.jti} delivered twice`);
      jtis.add(payload.jti!);
    } catch (e) {
      v.push(`seq ${d.envelope.seq}: the token does not verify: ${(e as Error).message}`);
    }
  }
  return v;
}

const nodes: NodeProcess[] = [];
const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  for (const n of nodes.splice(0)) await n.kill();
  for (const r of receivers.splice(0)) await r.stop();
});

async function faultRun(db: SeededTestDatabase, seed: number, twinEnv: Record<string, string> = {}): Promise<WebhookRunObservations> {
  const env = {
    BOTHY_CLUSTER_MODE: 'multi',
    BOTHY_TEST_WORKERS: '1',
    BOTHY_SERVER_WORKER_INTERVAL: '100ms',
    BOTHY_WEBHOOK_RETRY_BASE: '20ms',
    BOTHY_WEBHOOK_RETRY_CAP: '150ms',
    BOTHY_WEBHOOK_REQUEST_TIMEOUT: `${REQUEST_TIMEOUT_MS}ms`,
    ...twinEnv,
  };
  const started = async () => {
    const n = await startNode(db.url, env);
    nodes.push(n);
    return n;
  };
  let a: NodeProcess | undefined = await started();
  const b = await started();
  const rand = prng(seed);
  const receiver = new WebhookReceiver((): Answer => {
    const x = rand();
    if (x < 0.45) return 200;
    if (x < 0.6) return 500;
    if (x < 0.7) return 'drop';
    if (x < 0.78) return 'hang';
    return { status: 204, delayMs: Math.floor(rand() * 100) };
  });
  await receiver.start();
  receivers.push(receiver);

  const alex = await TestClient.register(b.url, 'alex');
  const tokenRes = await fetch(`${b.url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: 'helper' }) });
  const apiToken = ((await tokenRes.json()) as { api_token: string }).api_token;
  const created = await fetch(`${b.url}/api/v1/webhook-subscriptions`, {
    method: 'POST',
    headers: { authorization: `DPoP ${apiToken}`, 'content-type': 'application/json', 'idempotency-key': uuidv7() },
    body: JSON.stringify({ url: receiver.url }),
  });
  expect(created.status).toBe(201);
  const sub = (await created.json()) as { id: string; last_seq: number };
  // Removed when the test ends, whatever its end (the run below removes it too when it gets there): a
  // subscription left by a failed run would go on getting jobs for the agent's events, and the next
  // test's worker nodes would send them (to a receiver that is gone) beside that test's own.
  onTestFinished(() => db.pool.query('DELETE FROM webhook_subscriptions WHERE id = $1', [sub.id]).then(() => undefined));

  for (let i = 0; i < MESSAGES; i++) {
    const text = i % 3 === 0 ? `<@${db.ids.helper}> fault ${i}` : `fault ${i}`;
    const res = await alex.at(i % 2 || !a ? b.url : a.url).postMessage(db.ids.welcomeThread, text);
    expect(res.status, res.text).toBe(201);
    if (i === Math.floor(MESSAGES / 3)) {
      await a!.kill(); // SIGKILL: its leases run out and B takes its subscriptions over
      nodes.splice(nodes.indexOf(a!), 1);
      a = undefined;
    }
    if (i === Math.floor(MESSAGES / 2)) await receiver.stop(); // the receiver goes away ...
    if (i === Math.floor(MESSAGES / 2) + 3) await receiver.start(); // ... and comes back on its port
    if (i === Math.floor((2 * MESSAGES) / 3)) a = await started();
    await new Promise((r) => setTimeout(r, POST_INTERVAL_MS));
  }

  // The expected set: every durable event after the subscription's start that the agent may see now
  // (nobody's permissions change in this run), and the checks the sender makes before sending.
  const expectedNow = async (): Promise<number[]> => {
    const v = (await loadVisibility(db.pool, db.ids.helper))!;
    const { rows } = await db.pool.query<LogRow>(
      `SELECT e.seq, e.type, e.space_id, e.channel_id, e.thread_id, e.audience_principal_id, e.trace_context, '' AS json FROM event_log e WHERE e.seq > $1 ORDER BY e.seq`,
      [sub.last_seq],
    );
    return rows.filter((r) => mayReceive(v, r)).map((r) => Number(r.seq));
  };
  // Drained: the subscription is at the last event it may see and no job waits (or, for the twin, it got stuck).
  await until(
    'the subscription drained',
    async () => {
      const exp = await expectedNow();
      const { rows } = await db.pool.query<{ last_seq: number; queued: number }>(
        `SELECT s.last_seq, (SELECT count(*)::int FROM worker_jobs j WHERE j.subscription_id = s.id AND j.state = 'queued') AS queued FROM webhook_subscriptions s WHERE s.id = $1`,
        [sub.id],
      );
      return rows[0]!.queued === 0 && rows[0]!.last_seq >= (exp.at(-1) ?? 0);
    },
    DRAIN_MS,
  );
  const expected = await expectedNow();
  const { rows } = await db.pool.query<{ delivered_count: number }>('SELECT delivered_count FROM webhook_subscriptions WHERE id = $1', [sub.id]);
  const done = await db.pool.query<{ event_seq: number; n: number }>(`SELECT event_seq, count(*)::int AS n FROM worker_jobs WHERE subscription_id = $1 AND state = 'done' GROUP BY event_seq`, [sub.id]);
  const jwks = (await (await fetch(`${b.url}/api/v1/jwks.json`)).json()) as { keys: JWK[] };
  // The next run starts clean.
  await db.pool.query('DELETE FROM webhook_subscriptions WHERE id = $1', [sub.id]);
  return {
    subscriptionId: sub.id,
    agentId: db.ids.helper,
    expected,
    got: [...receiver.got],
    jwks,
    deliveredCount: Number(rows[0]!.delivered_count),
    doneJobs: new Map(done.rows.map((r) => [Number(r.event_seq), r.n])),
  };
}

describe('webhook fault run: two nodes, SIGKILL, a failing and restarted receiver (15.6, 7.6)', { timeout: 120_000 }, () => {
  const db = useTestDatabase({ poolSize: 4, seedDemo: true });

  it('every event the agent may see arrives in order with a 2xx, acked once, signed, with a fresh verified token per delivery', async () => {
    const seed = Number(process.env.BOTHY_TEST_WEBHOOK_SEED ?? Date.now() % 100_000);
    const o = await faultRun(db, seed);
    const invocations = o.got.filter((d) => d.envelope.type === EventType.AgentInvocation).length;
    console.log(`webhook fault seed ${seed}: ${o.expected.length} events, ${o.got.length} requests, ${o.got.length - o.got.filter((d) => d.answered === 200 || d.answered === 204).length} failed, ${invocations} invocation deliveries`);
    expect(o.expected.length, 'the run produced events for the agent').toBeGreaterThan(MESSAGES);
    expect(o.got.length, 'the receiver failed some requests').toBeGreaterThan(o.expected.length);
    expect(await checkWebhookRun(o), `seed ${seed}`).toEqual([]);
  });

  it('twin: acking before the answer loses an event and fails the check', async () => {
    const seed = Number(process.env.BOTHY_TEST_WEBHOOK_SEED ?? Date.now() % 100_000);
    const o = await faultRun(db, seed, { BOTHY_TEST_WEBHOOK_ACK_BEFORE_RESPONSE: '1' });
    const violations = await checkWebhookRun(o);
    expect(violations.some((x) => /never acknowledged by the receiver \(lost\)/.test(x)), `seed ${seed}: ${violations.slice(0, 5).join('; ')}`).toBe(true);
  });
});

/** D120: per subscription, each event the agent may see exactly once (nothing fails, nobody crashes) and in seq order. */
export function checkSharedOnce(expected: number[], bySubscription: Map<string, number[]>): string[] {
  const v: string[] = [];
  for (const [sub, seqs] of bySubscription) {
    if (seqs.join(',') !== expected.join(',')) {
      const dup = seqs.filter((x, i) => seqs.indexOf(x) !== i);
      v.push(`subscription ${sub}: got ${seqs.length} deliveries for ${expected.length} events${dup.length ? `, seq ${dup[0]} twice` : ''}`);
    }
  }
  return v;
}

async function sharedRun(db: SeededTestDatabase, twinEnv: Record<string, string> = {}): Promise<string[]> {
  const env = { BOTHY_CLUSTER_MODE: 'multi', BOTHY_TEST_WORKERS: '1', BOTHY_SERVER_WORKER_INTERVAL: '50ms', ...twinEnv };
  const [a, b] = await Promise.all([startNode(db.url, env), startNode(db.url, env)]);
  nodes.push(a!, b!);
  const receiver = new WebhookReceiver(() => ({ status: 200, delayMs: 5 }));
  await receiver.start();
  receivers.push(receiver);
  const alex = await TestClient.register(b!.url, 'alex');
  const apiToken = ((await (await fetch(`${b!.url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: 'helper' }) })).json()) as { api_token: string }).api_token;
  const subs: { id: string; last_seq: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${a!.url}/api/v1/webhook-subscriptions`, {
      method: 'POST',
      headers: { authorization: `DPoP ${apiToken}`, 'content-type': 'application/json', 'idempotency-key': uuidv7() },
      // One receiver, three URLs: an agent has one subscription per URL (D322).
      body: JSON.stringify({ url: `${receiver.url}?sub=${i}`, event_types: [EventType.MessageCreated] }),
    });
    expect(res.status).toBe(201);
    subs.push((await res.json()) as { id: string; last_seq: number });
  }
  // As in faultRun: gone when the test ends, also when it fails before the removal below.
  onTestFinished(() => db.pool.query('DELETE FROM webhook_subscriptions WHERE id = ANY($1::uuid[])', [subs.map((s) => s.id)]).then(() => undefined));
  const start = Math.max(...subs.map((s) => s.last_seq));
  for (let i = 0; i < 15; i++) {
    expect((await alex.at(i % 2 ? a!.url : b!.url).postMessage(db.ids.welcomeThread, `shared ${i}`)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 30));
  }
  const { rows } = await db.pool.query<{ seq: number }>(`SELECT seq FROM event_log WHERE seq > $1 AND type = $2 ORDER BY seq`, [start, EventType.MessageCreated]);
  const expected = rows.map((r) => Number(r.seq));
  const bySub = () => {
    const m = new Map<string, number[]>(subs.map((s) => [s.id, []]));
    for (const d of receiver.got) m.get(d.subscriptionId)?.push(d.envelope.seq);
    return m;
  };
  await until('every subscription got every event', () => [...bySub().values()].every((seqs) => new Set(seqs).size === expected.length), 20_000);
  await new Promise((r) => setTimeout(r, 300)); // a duplicate in flight lands
  await db.pool.query('DELETE FROM webhook_subscriptions WHERE id = ANY($1::uuid[])', [subs.map((s) => s.id)]);
  return checkSharedOnce(expected, bySub());
}

describe('two nodes share the subscriptions without doing the work twice (D120)', { timeout: 90_000 }, () => {
  const db = useTestDatabase({ poolSize: 4, seedDemo: true });

  it('each event reaches each subscription once, in order, while two worker processes run', async () => {
    expect(await sharedRun(db)).toEqual([]);
  });

  it('twin: claiming without SKIP LOCKED and the lease sends events twice', async () => {
    const v = await sharedRun(db, { BOTHY_TEST_WEBHOOK_CLAIM_WITHOUT_LEASE: '1' });
    expect(v.some((x) => /twice/.test(x)), v.join('; ')).toBe(true);
  });
});
