// Webhook subscriptions (15.6, 5.2, 7.5; D124, D127): the operations of the
// contract bound to an agent, the endpoint check (no loopback or private
// targets unless the operator opts in), Idempotency-Key, and restore finalize
// moving every subscription and worker consumer to the new head.
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import { EventType, ProblemCode, type WebhookSubscription } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors.ts';
import { finalizeRestore } from '../../src/epoch/restore.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { WebhookSubscriptions } from '../../src/webhooks/subscriptions.ts';
import { checkEndpoint, connectionRefusal, isPrivateAddress } from '../../src/webhooks/url.ts';
import { until } from '../support/agents.ts';
import { createAgent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, subscriptionOf, webhookSetup } from '../support/webhooks.ts';

const t = useTestServer(FAST_WEBHOOKS);
let alex: TestClient;
let sam: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
});

const closed = { anyPrivate: false, allowedHosts: [] as string[] };
const publicDns = async () => ['93.184.216.34'];

describe('the endpoint of a subscription (15.6, D124)', () => {
  it.each([
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://[::1]/hook', 'loopback v6'],
    ['https://10.1.2.3/hook', 'private 10/8'],
    ['https://192.168.0.10/hook', 'private 192.168/16'],
    ['https://172.20.0.1/hook', 'private 172.16/12'],
    ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['https://[::ffff:127.0.0.1]/hook', 'v4-mapped loopback'],
    ['https://[fd00::1]/hook', 'unique local v6'],
    ['https://0.0.0.0/hook', 'this network'],
    ['https://[::ffff:7f00:1]/hook', 'v4-mapped loopback in hex'],
    ['https://[::7f00:1]/hook', 'v4-compatible loopback (deprecated form)'],
    ['https://[::ffff:0:a9fe:a9fe]/hook', 'v4-translated link-local'],
    ['https://[2002:a9fe:a9fe::]/hook', '6to4 of a link-local address'],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'Teredo'],
    ['https://[64:ff9b:1::a00:1]/hook', 'NAT64 local-use prefix'],
    ['https://[fec0::1]/hook', 'site-local (deprecated)'],
    ['https://[2001:2::1]/hook', 'IPv6 benchmarking, RFC 5180'],
    ['https://[3fff::1]/hook', 'IPv6 documentation, RFC 9637'],
    ['https://[5f00::1]/hook', 'SRv6 SIDs, RFC 9602'],
  ])('refuses %s (%s) without an opt-in', async (url) => {
    await expect(checkEndpoint(url, closed, publicDns)).rejects.toMatchObject({ code: ProblemCode.ValidationFailed, status: 400 });
  });

  it('refuses a name that resolves to a private address, plain http, credentials in the URL, and a name that does not resolve', async () => {
    await expect(checkEndpoint('https://internal.example/hook', closed, async () => ['93.184.216.34', '10.0.0.5'])).rejects.toBeInstanceOf(DomainError);
    await expect(checkEndpoint('http://hooks.example/x', closed, publicDns)).rejects.toThrow(/https/);
    await expect(checkEndpoint('https://user:pw@hooks.example/x', closed, publicDns)).rejects.toThrow(/credentials/);
    await expect(checkEndpoint('https://nowhere.example/x', closed, async () => Promise.reject(new Error('ENOTFOUND')))).rejects.toThrow(/cannot be resolved/);
  });

  it('takes a public https endpoint, and a private host only with server.webhook_allowed_hosts or server.dev_endpoints', async () => {
    expect((await checkEndpoint('https://hooks.example/x', closed, publicDns)).host).toBe('hooks.example');
    expect((await checkEndpoint('http://127.0.0.1:9000/x', { anyPrivate: false, allowedHosts: ['127.0.0.1'] })).port).toBe('9000');
    await expect(checkEndpoint('http://127.0.0.2:9000/x', { anyPrivate: false, allowedHosts: ['127.0.0.1'] })).rejects.toBeInstanceOf(DomainError);
    expect((await checkEndpoint('http://10.0.0.1/x', { anyPrivate: true, allowedHosts: [] })).hostname).toBe('10.0.0.1');
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });

  it('at every connection, the policy of now: a literal private address and plain http are refused unless allowed (D321)', () => {
    const at = (url: string, policy = closed) => connectionRefusal(policy, new URL(url));
    expect(at('https://127.0.0.1:8443/hook')).toBe('EPRIVATE');
    expect(at('https://[::1]/hook')).toBe('EPRIVATE');
    expect(at('https://[::ffff:10.0.0.5]/hook')).toBe('EPRIVATE');
    expect(at('https://169.254.169.254/latest')).toBe('EPRIVATE');
    expect(at('http://93.184.216.34/hook')).toBe('EPLAINHTTP');
    // A name is left to the lookup (guardedLookup), which sees the addresses it resolves to.
    expect(at('https://hooks.example/x')).toBeUndefined();
    expect(at('https://93.184.216.34/hook')).toBeUndefined();
    expect(at('http://127.0.0.1:9000/x', { anyPrivate: false, allowedHosts: ['127.0.0.1'] })).toBeUndefined();
    expect(at('http://10.0.0.1/x', { anyPrivate: true, allowedHosts: [] })).toBeUndefined();
  });

  it('the server without dev endpoints refuses a loopback URL with 400 validation_failed at /url', async () => {
    const agent = await createAgent(t);
    const ctx = { ...t.server.ctx, config: { ...t.server.ctx.config, server: { ...t.server.ctx.config.server, devEndpoints: false, webhookAllowedHosts: [] } } };
    const v = (await loadVisibility(t.db.pool, agent.id))!;
    const err = await new WebhookSubscriptions(ctx).create(v, { url: 'https://127.0.0.1:8443/hook' }, agent.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: ProblemCode.ValidationFailed, extensions: { errors: [{ pointer: '/url' }] } });
  });
});

describe('/webhook-subscriptions (15.6, 5.2)', () => {
  it('an agent subscribes itself from head_seq; GET lists it; the same Idempotency-Key repeats the answer, another body is 422', async () => {
    const agent = await createAgent(t);
    const key = uuidv7();
    const body = { url: 'http://127.0.0.1:1/hook', event_types: [EventType.MessageCreated] };
    const first = await agent.request<WebhookSubscription>('POST', '/api/v1/webhook-subscriptions', body, { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    const { rows } = await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`);
    expect(first.body).toMatchObject({ agent_id: agent.id, state: 'active', last_seq: rows[0]!.value, event_types: [EventType.MessageCreated] });
    const again = await agent.request<WebhookSubscription>('POST', '/api/v1/webhook-subscriptions', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const other = await agent.request('POST', '/api/v1/webhook-subscriptions', { ...body, url: 'http://127.0.0.1:2/hook' }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect((other.body as { code: string }).code).toBe(ProblemCode.IdempotencyKeyReuse);
    expect((await subscriptionOf(agent, first.body.id)).url).toBe('http://127.0.0.1:1/hook');
    const list = await agent.request<{ subscriptions: WebhookSubscription[] }>('GET', '/api/v1/webhook-subscriptions');
    expect(list.body.subscriptions.map((s) => s.id)).toEqual([first.body.id]);
  });

  it('one subscription per agent and URL: a second answers 409 subscription_exists naming the first; after its deletion the URL is free (D322)', async () => {
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const body = { url: 'http://127.0.0.1:3/hook', event_types: [EventType.MessageCreated] };
    const first = await agent.request<WebhookSubscription>('POST', '/api/v1/webhook-subscriptions', body, { 'idempotency-key': uuidv7() });
    expect(first.status, first.text).toBe(201);
    // Also with other event types: the types overlap or not, the receiver would dedupe two streams by delivery ID.
    for (const again of [body, { url: body.url }]) {
      const res = await agent.request<{ code: string; subscription_id: string }>('POST', '/api/v1/webhook-subscriptions', again, { 'idempotency-key': uuidv7() });
      expect(res.status, res.text).toBe(409);
      expect(res.body).toMatchObject({ code: ProblemCode.SubscriptionExists, subscription_id: first.body.id });
    }
    // Another agent may use the same URL; this agent another path.
    expect((await other.request('POST', '/api/v1/webhook-subscriptions', body, { 'idempotency-key': uuidv7() })).status).toBe(201);
    expect((await agent.request('POST', '/api/v1/webhook-subscriptions', { url: 'http://127.0.0.1:3/other' }, { 'idempotency-key': uuidv7() })).status).toBe(201);
    expect((await agent.request('DELETE', `/api/v1/webhook-subscriptions/${first.body.id}`, undefined, { 'idempotency-key': uuidv7() })).status).toBe(204);
    expect((await agent.request('POST', '/api/v1/webhook-subscriptions', body, { 'idempotency-key': uuidv7() })).status).toBe(201);
  });

  it('two creations of one URL at once: one subscription, the other 409 (D322)', async () => {
    const agent = await createAgent(t);
    const body = { url: 'http://127.0.0.1:4/hook' };
    const answers = await Promise.all([0, 1, 2].map(() => agent.request('POST', '/api/v1/webhook-subscriptions', body, { 'idempotency-key': uuidv7() })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const { rows } = await t.db.pool.query(`SELECT 1 FROM webhook_subscriptions WHERE agent_id = $1`, [agent.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a URL with port 0 (400 at /url)', async () => {
    const agent = await createAgent(t);
    const res = await agent.request<{ code: string; errors: { pointer: string }[] }>('POST', '/api/v1/webhook-subscriptions', { url: 'http://127.0.0.1:0/hook' });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/url' }] });
  });

  it('refuses an ephemeral or unknown event type, and a body against the contract', async () => {
    const agent = await createAgent(t);
    for (const event_types of [[EventType.TypingStarted], ['no.such_type']]) {
      const res = await agent.request<{ code: string }>('POST', '/api/v1/webhook-subscriptions', { url: 'http://127.0.0.1:1/h', event_types });
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe(ProblemCode.ValidationFailed);
    }
    const res = await agent.request<{ code: string }>('POST', '/api/v1/webhook-subscriptions', { url: 'http://127.0.0.1:1/h', secret: 'x' });
    expect(res.status).toBe(400);
  });

  it('is bound to an agent: a person without manage gets 403, the owner names the agent; another agent sees it as missing', async () => {
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const bySam = await sam.request<{ code: string }>('POST', '/api/v1/webhook-subscriptions', { body: { url: 'http://127.0.0.1:1/h', agent_id: agent.id } });
    expect(bySam.status, bySam.text).toBe(403);
    const byAlex = await alex.request<WebhookSubscription>('POST', '/api/v1/webhook-subscriptions', { body: { url: 'http://127.0.0.1:1/h', agent_id: agent.id } });
    expect(byAlex.status, byAlex.text).toBe(201);
    expect(byAlex.body.agent_id).toBe(agent.id);
    const notAnAgent = await alex.request('POST', '/api/v1/webhook-subscriptions', { body: { url: 'http://127.0.0.1:1/h', agent_id: sam.principalId } });
    expect(notAnAgent.status).toBe(400);
    const seen = await other.request<{ subscriptions: WebhookSubscription[] }>('GET', '/api/v1/webhook-subscriptions');
    expect(seen.body.subscriptions.map((s) => s.id)).not.toContain(byAlex.body.id);
    const del = await other.request<{ code: string }>('DELETE', `/api/v1/webhook-subscriptions/${byAlex.body.id}`);
    expect(del.status).toBe(404);
    const missing = await other.request<{ code: string }>('DELETE', `/api/v1/webhook-subscriptions/${uuidv7()}`);
    expect([del.body.code, missing.status]).toEqual([ProblemCode.NotFound, 404]);
    expect((await agent.request('DELETE', `/api/v1/webhook-subscriptions/${byAlex.body.id}`)).status).toBe(204);
    const after = await agent.request<{ subscriptions: WebhookSubscription[] }>('GET', '/api/v1/webhook-subscriptions');
    expect(after.body.subscriptions).toEqual([]);
  });
});

describe('a resume that meets a deletion (15.6, 5.2; D123, D397)', () => {
  it('answers 200 or 404 with a problem code, never 5xx, with and without an Idempotency-Key', async () => {
    const agent = await createAgent(t);
    const answers: number[] = [];
    // The deletion committed between the resume's check and its update, which then found no row: 500 in most of
    // these rounds before D397 (an audit's probe: 25 of 30).
    for (let i = 0; i < 20; i++) {
      const sub = await subscribe(agent, `http://127.0.0.1:5/hook?race=${i}`);
      const keyed: Record<string, string> = i % 2 === 1 ? { 'idempotency-key': uuidv7() } : {};
      const [resumed, deleted] = await Promise.all([
        agent.request<{ code?: string }>('POST', `/api/v1/webhook-subscriptions/${sub.id}/resume`, undefined, keyed),
        agent.request('DELETE', `/api/v1/webhook-subscriptions/${sub.id}`),
      ]);
      expect(deleted.status, deleted.text).toBe(204);
      expect([200, 404], resumed.text).toContain(resumed.status);
      if (resumed.status === 404) expect(resumed.body.code).toBe(ProblemCode.NotFound);
      answers.push(resumed.status);
    }
    const { rows } = await t.db.pool.query(`SELECT 1 FROM webhook_subscriptions WHERE agent_id = $1`, [agent.id]);
    expect(rows).toEqual([]);
    expect(answers).toHaveLength(20);
  });
});

describe('the endpoint is looked up before the Idempotency-Key\'s transaction (15.6, 5.2; D124, D398)', () => {
  it('while a name\'s lookup waits, the creation holds no write slot and no transaction; its answer follows the lookup', async () => {
    const agent = await createAgent(t);
    const server = t.server.ctx.config.server;
    const gate = t.server.ctx.gate;
    // A resolver that answers late (as one whose DNS server never answers, until the system resolver's timeouts):
    // the real lookup of localhost, held until the test lets it go.
    let answer!: () => void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    const realLookup = dns.lookup;
    dns.lookup = ((host: string, options: dns.LookupOptions, callback: never) => {
      if (host !== 'late-dns.example') return realLookup(host, options, callback);
      asked += 1;
      void late.then(() => realLookup('localhost', options, callback));
    }) as typeof dns.lookup;
    syncBuiltinESMExports();
    const devEndpoints = server.devEndpoints;
    server.devEndpoints = false; // the policy of production: a name is looked up and must be public
    try {
      const before = gate.running;
      const pending = agent.request<{ code: string; errors: { pointer: string }[] }>('POST', '/api/v1/webhook-subscriptions', { url: 'https://late-dns.example/hook' }, { 'idempotency-key': uuidv7() });
      await until('the lookup is asked', () => asked === 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Inside the key's transaction the lookup held one of server.write_concurrency slots (every write with
      // events on the node waits for one) and a pool client, for as long as the lookup took.
      expect(gate.running, 'a write slot is held during the lookup').toBe(before);
      const { rows } = await t.db.pool.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
      expect(rows, 'a transaction is open during the lookup').toEqual([]);
      answer();
      const res = await pending;
      expect(res.status, res.text).toBe(400); // localhost: a loopback address
      expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/url' }] });
    } finally {
      answer();
      server.devEndpoints = devEndpoints;
      dns.lookup = realLookup;
      syncBuiltinESMExports();
    }
  });
});

describe('bothy restore finalize (7.5) for webhooks', () => {
  const receivers: WebhookReceiver[] = [];
  afterAll(async () => {
    for (const r of receivers) await r.stop();
  });

  it('moves every subscription and worker consumer to the new head, drops the old timeline\'s queued jobs, and the next delivery names the new epoch', async () => {
    const s = await webhookSetup(t, alex);
    let up = false;
    const r = new WebhookReceiver(() => (up ? 200 : 500));
    await r.start();
    receivers.push(r);
    const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
    for (let i = 0; i < 3; i++) await s.person.who.postMessage(s.person.thread, `old timeline ${i}`);
    const w = manualWorker(t);
    await driveUntil(w, 'a failed attempt', () => r.got.length > 0);
    const oldEpoch = r.got[0]!.envelope.sync_epoch;
    const result = await finalizeRestore(t.db.pool);
    expect(result.webhookSubscriptions).toBeGreaterThanOrEqual(1);
    expect(result.workerConsumers).toBeGreaterThanOrEqual(1);
    const moved = await subscriptionOf(s.agent, sub.id);
    expect(moved.last_seq).toBe(result.headSeq);
    const cursors = await t.db.pool.query<{ consumer: string; last_seq: number }>('SELECT consumer, last_seq FROM event_consumer_cursors');
    for (const c of cursors.rows) expect(c.last_seq, c.consumer).toBe(result.headSeq);
    const queued = await t.db.pool.query(`SELECT 1 FROM worker_jobs WHERE subscription_id = $1 AND state = 'queued'`, [sub.id]);
    expect(queued.rowCount).toBe(0);
    up = true;
    const before = r.got.length;
    const posted = await s.person.who.postMessage(s.person.thread, 'new timeline');
    expect(posted.status).toBe(201);
    await driveUntil(w, 'the new event', () => r.acked.length === 1);
    const fresh = r.got.slice(before);
    // Nothing of the old timeline goes out after the finalize; the new event carries the new epoch.
    expect(fresh.map((d) => (d.envelope.payload as { message: { content_md: string } }).message.content_md)).toEqual(['new timeline']);
    expect(fresh[0]!.envelope.sync_epoch).toBe(result.syncEpoch);
    expect(fresh[0]!.envelope.sync_epoch).not.toBe(oldEpoch);
    expect(fresh[0]!.envelope.seq).toBeGreaterThan(result.headSeq);
  });
});
