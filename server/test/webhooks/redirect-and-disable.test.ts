// Two webhook properties a black-box probe confirmed and no test held yet (15.6, 8, 15.3, 15.5):
// a receiver's redirect is a failed attempt whose Location is never requested (D123, D124: an
// endpoint cannot point the server at a host the endpoint policy would refuse), and an agent
// disabled while its events and its invocation wait in the queue gets none of them. And what a
// receiver must do with a repeat that carries an invocation token (15.2, D513): keep the newest token,
// not drop the repeat by its delivery ID.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventType, ProblemCode, WebhookHeader } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsumerRound } from '../../src/workers/consumer.ts';
import { WEBHOOK_CONSUMER, webhookReceivers } from '../../src/workers/loop.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { useReceivers } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, subscriptionOf, webhookSetup } from '../support/webhooks.ts';

const t = useTestServer({ ...FAST_WEBHOOKS });
let alex: TestClient;
const receiver = useReceivers();

beforeAll(async () => {
  alex = await t.client('alex');
});

/** An endpoint that answers each request with the next redirect of `statuses` (Location: `location`), then 204. */
async function redirecting(statuses: number[], location: string): Promise<{ url: string; got: { seq: number; deliveryId: string; status: number }[]; close: () => Promise<void> }> {
  const got: { seq: number; deliveryId: string; status: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[got.length] ?? 204;
      got.push({ seq: (JSON.parse(Buffer.concat(chunks).toString()) as { seq: number }).seq, deliveryId: String(req.headers[WebhookHeader.DeliveryId.toLowerCase()]), status });
      res.writeHead(status, status < 300 ? {} : { location }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, got, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('a redirect is a failed attempt, never followed (15.6; D123, D124)', () => {
  let endpoint: Awaited<ReturnType<typeof redirecting>> | undefined;
  afterAll(async () => endpoint?.close());

  it('302, 307 and 308 are retried with the same delivery ID, the next event waits, and the Location gets no request', async () => {
    const s = await webhookSetup(t, alex);
    // Where the redirects point: a host the server can reach, which must never see a request from it.
    const elsewhere = await receiver();
    endpoint = await redirecting([302, 307, 308], elsewhere.url);
    const sub = await subscribe(s.agent, endpoint.url, { event_types: [EventType.MessageCreated] });
    for (let i = 0; i < 2; i++) expect((await s.person.who.postMessage(s.person.thread, `redirected ${i}`)).status).toBe(201);
    const w = manualWorker(t);
    const e = endpoint;
    await driveUntil(w, 'both events acked', () => e.got.filter((g) => g.status === 204).length === 2);
    const [a, b] = [...new Set(e.got.map((g) => g.seq))];
    expect(e.got.map((g) => [g.seq, g.status])).toEqual([
      [a, 302],
      [a, 307],
      [a, 308],
      [a, 204],
      [b, 204],
    ]);
    expect(new Set(e.got.filter((g) => g.seq === a).map((g) => g.deliveryId)).size).toBe(1);
    expect(elsewhere.got).toEqual([]);
    // Three failed attempts and the acked one are written to the job (D123).
    const job = await t.db.pool.query<{ attempts: number; state: string }>(`SELECT attempts, state FROM worker_jobs WHERE subscription_id = $1 AND event_seq = $2`, [sub.id, a]);
    expect(job.rows[0]).toEqual({ attempts: 4, state: 'done' });
    expect(await subscriptionOf(s.agent, sub.id)).toMatchObject({ state: 'active', last_seq: b });
  });
});

describe('an agent disabled while its deliveries wait (8, 8.5, 15.3, 15.5, 15.6)', () => {
  it('gets neither the queued events nor the invocation: the jobs are dropped, the run is cancelled with agent_disabled', async () => {
    const s = await webhookSetup(t, alex);
    const r = await receiver();
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation, EventType.RunStateChanged] });
    const posted = await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> before the agent is disabled`);
    expect(posted.status, posted.text).toBe(201);
    expect((await s.person.who.postMessage(s.person.thread, 'a plain one')).status).toBe(201);
    // The round makes the jobs while the agent is active.
    let round;
    do round = await runConsumerRound(t.db.pool, WEBHOOK_CONSUMER, webhookReceivers(), 500);
    while (round.read === 500);
    const queued = await t.db.pool.query<{ type: string }>(
      `SELECT e.type FROM worker_jobs j JOIN event_log e ON e.seq = j.event_seq WHERE j.subscription_id = $1 AND j.state = 'queued' ORDER BY j.event_seq`,
      [sub.id],
    );
    expect(queued.rows.map((q) => q.type)).toContain(EventType.AgentInvocation);
    expect(queued.rows.map((q) => q.type)).toContain(EventType.MessageCreated);

    const disabled = await alex.request('PATCH', `/api/v1/principals/${s.agent.id}`, { body: { status: 'disabled' } });
    expect(disabled.status, disabled.text).toBe(200);
    const w = manualWorker(t);
    await driveUntil(w, 'every job left the queue', async () => (await t.db.pool.query(`SELECT 1 FROM worker_jobs WHERE subscription_id = $1 AND state = 'queued'`, [sub.id])).rowCount === 0);
    expect(r.got).toEqual([]);
    const jobs = await t.db.pool.query<{ state: string; reason: string }>(`SELECT state, reason FROM worker_jobs WHERE subscription_id = $1`, [sub.id]);
    expect(jobs.rows.length).toBeGreaterThanOrEqual(queued.rows.length);
    expect(jobs.rows.every((j) => j.state === 'dropped' && j.reason === 'not_visible')).toBe(true);
    const run = await t.db.pool.query<{ state: string; state_reason: string; invocation_jti: string | null }>(`SELECT state, state_reason, invocation_jti FROM runs WHERE trigger_message_id = $1`, [posted.body.id]);
    // Disabling the agent cancels its runs (15.5); no token was ever issued for this one.
    expect(run.rows[0]).toMatchObject({ state: 'cancelled', state_reason: 'agent_disabled', invocation_jti: null });
  });
});

describe('a repeat of an invocation by webhook carries the token that counts (15.2, 15.3, 15.6; D513)', () => {
  it('a receiver that did not answer in time and drops the repeat by its delivery ID holds a superseded token; the repeat\'s token starts the run', async () => {
    const s = await webhookSetup(t, alex);
    let n = 0;
    // The first attempt gets no answer within webhook.request_timeout (a function still working on it): a failure to the
    // server, although the receiver has the event and its token.
    const r = await receiver(() => (n++ === 0 ? 'hang' : 204));
    await subscribe(s.agent, r.url, { event_types: [EventType.AgentInvocation] });
    expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> slow receiver`)).status).toBe(201);
    const w = manualWorker(t);
    await driveUntil(w, 'the repeat acked', () => r.acked.some((d) => d.attempt === 2), 20_000);
    const [first, repeat] = r.got;
    expect(repeat!.deliveryId).toBe(first!.deliveryId);
    expect(repeat!.envelope.redelivered).toBe(true);
    const tokenOf = (d: typeof first) => d!.envelope.invocation_token as string;
    expect(tokenOf(repeat)).not.toBe(tokenOf(first));
    const runId = (first!.envelope.payload as { run_id: string }).run_id;
    const start = (token: string) => s.agent.request<{ code?: string; reason?: string; state?: string }>('POST', `/api/v1/runs/${runId}/start`, { invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'write' });
    // Kept from the first attempt only, as a receiver that dedupes every repeat would: superseded, and no renewal helps.
    const stale = await start(tokenOf(first));
    expect(stale.status, stale.text).toBe(403);
    expect(stale.body).toMatchObject({ code: ProblemCode.InvocationTokenInvalid, reason: 'superseded' });
    const renew = await s.agent.request<{ code?: string }>('POST', `/api/v1/runs/${runId}/invocation-token`, { invocation_token: tokenOf(first) });
    expect(renew.status, renew.text).toBe(403);
    // The repeat's token replaces it (15.2): the run starts.
    const started = await start(tokenOf(repeat));
    expect(started.status, started.text).toBe(200);
    expect(started.body.state).toBe('running');
  });
});
