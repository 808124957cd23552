// The SDK's webhook receiver helper against the real thing (15.6, 15.2, 15.3; D121, D347, D513, D521, D528):
// the reference server on PostgreSQL delivers to a real node:http receiver on loopback, which verifies
// each request with verifyWebhookDelivery as a function adapter would, and decides repeats with
// webhookDeliveryAction; the runs are started over REST with the token the helper kept. Every
// refusal is checked on a real captured delivery (or on a body signed with a key of the test's own,
// for what the server never sends); every wait is bounded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventType, ProblemCode, ResyncReason, ServerOp, validateEnvelope, validateEvent, type WebhookSubscription } from '@bothy/generated';
import { CompactSign, exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../server/src/internal/uuid.ts';
import { signDelivery } from '../../../server/src/webhooks/signing.ts';
import type { TestClient } from '../../../server/test/support/server.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, subscriptionOf, webhookSetup, type WebhookSetup } from '../../../server/test/support/webhooks.ts';
import {
  invocationTokenOf,
  storedWebhookDelivery,
  verifyWebhookDelivery,
  webhookDeliveryAction,
  WebhookHeader,
  WEBHOOK_JWKS_COOLDOWN_MS,
  WEBHOOK_SIGNATURE_TYP,
  type StoredWebhookDelivery,
  type VerifyWebhookOptions,
  type WebhookDelivery,
  type WebhookDeliveryAction,
  type WebhookRequest,
} from '../../src/agent.ts';
import { NetworkError, SdkErrorCode, WebhookErrorCode, WebhookVerificationError, type WebhookVerificationCode } from '../../src/errors.ts';
import { sleep, useTestServer } from '../support/e2e.ts';
import { webhookReceiver, type Deliveries } from '../../examples/webhook.ts';

const t = useTestServer({ ...FAST_WEBHOOKS });
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

interface Received {
  headers: http.IncomingHttpHeaders;
  /** The body's bytes as they arrived. */
  body: Buffer;
  answered: number | 'hang';
}

/** A real receiver: keeps each request's headers and raw bytes and answers what `answer` resolves to ('hang': never). */
class RawReceiver {
  readonly got: Received[] = [];
  private readonly sockets = new Set<import('node:net').Socket>();
  private readonly server: http.Server;
  url = '';

  constructor(private readonly answer: (r: Omit<Received, 'answered'>) => Promise<number | 'hang'>) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const r = { headers: req.headers, body: Buffer.concat(chunks) };
        void this.answer(r).then(
          (a) => {
            this.got.push({ ...r, answered: a });
            if (a !== 'hang') res.writeHead(a).end();
          },
          () => {
            this.got.push({ ...r, answered: 500 });
            res.writeHead(500).end();
          },
        );
      });
    });
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get acked(): Received[] {
    return this.got.filter((r) => typeof r.answered === 'number' && r.answered >= 200 && r.answered < 300);
  }
}

const receivers: RawReceiver[] = [];
afterAll(async () => {
  for (const r of receivers) await r.stop();
});
async function receiver(answer: ConstructorParameters<typeof RawReceiver>[0]): Promise<RawReceiver> {
  const r = await new RawReceiver(answer).start();
  receivers.push(r);
  return r;
}

/** The code a verification fails with (it must fail). */
async function refusal(request: WebhookRequest, options: VerifyWebhookOptions): Promise<WebhookVerificationCode> {
  const error = await verifyWebhookDelivery(request, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof WebhookVerificationError)) throw new Error(`expected a WebhookVerificationError, got ${String(error)}`);
  return error.code;
}

const startRun = (s: WebhookSetup, runId: string, token: string) =>
  s.agent.request<{ code?: string; reason?: string; state?: string }>('POST', `/api/v1/runs/${runId}/start`, { invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'write' });

const runIdOf = (d: WebhookDelivery): string => {
  if (d.kind !== 'event' || d.envelope.type !== EventType.AgentInvocation) throw new Error('not an agent.invocation');
  return d.envelope.payload.run_id;
};

/** A subscription to a verifying receiver, one mention posted, and every delivery verified and acked. */
async function deliveredInvocation(): Promise<{ s: WebhookSetup; sub: WebhookSubscription; r: RawReceiver; verified: WebhookDelivery[]; errors: unknown[] }> {
  const s = await webhookSetup(t, alex);
  const verified: WebhookDelivery[] = [];
  const errors: unknown[] = [];
  let sub: WebhookSubscription | undefined;
  const r = await receiver(async ({ headers, body }) => {
    try {
      verified.push(await verifyWebhookDelivery({ headers, body }, { baseUrl: t.server.url, subscriptionId: sub!.id }));
      return 204;
    } catch (error) {
      errors.push(error);
      return 401;
    }
  });
  sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation] });
  expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> by webhook`)).status).toBe(201);
  await driveUntil(manualWorker(t), 'both events verified and acked', () => r.acked.length === 2, 15_000);
  return { s, sub, r, verified, errors };
}

describe('verifyWebhookDelivery on the server\'s deliveries (15.6; D121, D347, D521)', () => {
  it('verifies each delivery over its exact bytes, returns the typed envelope, and its token starts the run (15.3)', { timeout: 30_000 }, async () => {
    const { s, sub, r, verified, errors } = await deliveredInvocation();
    expect(errors).toEqual([]);
    expect(verified.map((d) => (d.kind === 'event' ? d.envelope.type : d.kind))).toEqual([EventType.MessageCreated, EventType.AgentInvocation]);
    for (const [i, d] of verified.entries()) {
      expect(d.deliveryId).toBe(r.got[i]!.headers[WebhookHeader.DeliveryId.toLowerCase()]);
      expect(d).toMatchObject({ attempt: 1, subscriptionId: sub.id });
      expect(Math.abs(d.signedAt - Date.now())).toBeLessThan(60_000);
    }
    const invocation = verified[1]!;
    const token = invocationTokenOf(invocation);
    expect(token).toBeDefined();
    expect(invocationTokenOf(verified[0]!)).toBeUndefined();
    const started = await startRun(s, runIdOf(invocation), token!);
    expect(started.status, started.text).toBe(200);
    expect(started.body.state).toBe('running');

    // The invocation token is a JWS of the server's key set too, but of another typ: its signature never passes as a webhook's (D121).
    const [h, , sig] = token!.split('.');
    const captured = r.got[1]!;
    const asWebhook = { ...captured.headers, [WebhookHeader.Signature.toLowerCase()]: `${h}..${sig}` };
    expect(await refusal({ headers: asWebhook, body: captured.body }, { baseUrl: t.server.url, subscriptionId: sub.id })).toBe(WebhookErrorCode.WebhookSignatureInvalid);
  });

  it('refuses a captured delivery changed in any part, played elsewhere or later: each with its code', { timeout: 30_000 }, async () => {
    const { sub, r } = await deliveredInvocation();
    const { headers, body } = r.got[0]!;
    const options: VerifyWebhookOptions = { baseUrl: t.server.url, subscriptionId: sub.id };
    // As received: raw bytes, the same as a string, and through a Fetch Headers object.
    const ok = await verifyWebhookDelivery({ headers, body }, options);
    expect((await verifyWebhookDelivery({ headers, body: body.toString('utf8') }, options)).deliveryId).toBe(ok.deliveryId);
    const fetchHeaders = new Headers(Object.entries(headers).map(([k, v]): [string, string] => [k, String(v)]));
    expect((await verifyWebhookDelivery({ headers: fetchHeaders, body: new Uint8Array(body) }, options)).deliveryId).toBe(ok.deliveryId);

    // The body: the same JSON serialized otherwise, and one byte changed.
    const reserialized = JSON.stringify(JSON.parse(body.toString('utf8')), null, 1);
    expect(reserialized).not.toBe(body.toString('utf8'));
    expect(await refusal({ headers, body: reserialized }, options)).toBe(WebhookErrorCode.WebhookSignatureInvalid);
    const flipped = Buffer.from(body);
    const at = flipped.indexOf('by webhook');
    expect(at).toBeGreaterThan(0);
    flipped[at] = 'B'.charCodeAt(0);
    expect(await refusal({ headers, body: flipped }, options)).toBe(WebhookErrorCode.WebhookSignatureInvalid);

    // Another receiver's subscription (the header of the request says what the sender wants; the receiver's own ID decides).
    expect(await refusal({ headers, body }, { ...options, subscriptionId: uuidv7() })).toBe(WebhookErrorCode.WebhookWrongSubscription);
    const claimsMine = { ...headers, [WebhookHeader.Subscription.toLowerCase()]: uuidv7() };
    expect((await verifyWebhookDelivery({ headers: claimsMine, body }, options)).subscriptionId).toBe(sub.id);
    // Another delivery's ID on the request.
    const otherDelivery = { ...headers, [WebhookHeader.DeliveryId.toLowerCase()]: r.got[1]!.headers[WebhookHeader.DeliveryId.toLowerCase()] };
    expect(await refusal({ headers: otherDelivery, body }, options)).toBe(WebhookErrorCode.WebhookWrongDelivery);
    // Another attempt than the one signed (D525): a first attempt played again as a later one.
    expect(await refusal({ headers: { ...headers, [WebhookHeader.Attempt.toLowerCase()]: '3' }, body }, options)).toBe(WebhookErrorCode.WebhookWrongDelivery);

    // A header missing, or not of its form.
    for (const name of [WebhookHeader.Signature, WebhookHeader.DeliveryId, WebhookHeader.Attempt]) {
      const without = { ...headers };
      delete without[name.toLowerCase()];
      expect(await refusal({ headers: without, body }, options), name).toBe(WebhookErrorCode.WebhookHeaderInvalid);
    }
    expect(await refusal({ headers: { ...headers, [WebhookHeader.Attempt.toLowerCase()]: '0' }, body }, options)).toBe(WebhookErrorCode.WebhookHeaderInvalid);
    const notDetached = String(headers[WebhookHeader.Signature.toLowerCase()]).replace('..', `.${Buffer.from(body).toString('base64url')}.`);
    expect(await refusal({ headers: { ...headers, [WebhookHeader.Signature.toLowerCase()]: notDetached }, body }, options)).toBe(WebhookErrorCode.WebhookSignatureInvalid);

    // The receiver's clock (D347): 4 minutes after the signature passes, 6 minutes after or before does not; a tolerance of 10 s refuses 20 s.
    const at4min = await verifyWebhookDelivery({ headers, body }, { ...options, now: () => ok.signedAt + 240_000 });
    expect(at4min.deliveryId).toBe(ok.deliveryId);
    expect(await refusal({ headers, body }, { ...options, now: () => ok.signedAt + 360_000 })).toBe(WebhookErrorCode.WebhookStale);
    expect(await refusal({ headers, body }, { ...options, now: () => ok.signedAt - 360_000 })).toBe(WebhookErrorCode.WebhookStale);
    expect(await refusal({ headers, body }, { ...options, toleranceSec: 10, now: () => ok.signedAt + 20_000 })).toBe(WebhookErrorCode.WebhookStale);
  });

  it('a key the cached JWKS lacks is fetched again once: a rotated key passes, a stranger\'s key is webhook_unknown_key', { timeout: 30_000 }, async () => {
    const { sub, r } = await deliveredInvocation();
    const { headers, body } = r.got[0]!;
    const serverJwks = (await (await fetch(new URL('/api/v1/jwks.json', t.server.url))).json()) as { keys: JWK[] };
    const kid = JSON.parse(Buffer.from(String(headers[WebhookHeader.Signature.toLowerCase()]).split('.')[0]!, 'base64url').toString()) as { kid: string };
    // A JWKS endpoint of the test's own: before the "rotation" it lacks the webhook key.
    let served: { keys: JWK[] } = { keys: serverJwks.keys.filter((k) => k.kid !== kid.kid) };
    expect(served.keys.length).toBe(serverJwks.keys.length - 1);
    let fetches = 0;
    const jwksServer = http.createServer((req, res) => {
      fetches += 1;
      res.writeHead(req.url === '/api/v1/jwks.json' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(served));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', () => resolve()));
    const jwksBase = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
    try {
      const options: VerifyWebhookOptions = { baseUrl: jwksBase, subscriptionId: sub.id };
      // Fetched for this very request: fetching again would tell nothing new.
      expect(await refusal({ headers, body }, options)).toBe(WebhookErrorCode.WebhookUnknownKey);
      expect(fetches).toBe(1);
      served = serverJwks;
      // Within the cooldown the key set is not fetched again (a stranger's made-up kids cause one fetch per cooldown at most).
      expect(await refusal({ headers, body }, options)).toBe(WebhookErrorCode.WebhookUnknownKey);
      expect(fetches).toBe(1);
      await sleep(WEBHOOK_JWKS_COOLDOWN_MS + 200);
      // The rotated key: one fetch again, and the delivery passes.
      expect((await verifyWebhookDelivery({ headers, body }, options)).kind).toBe('event');
      expect(fetches).toBe(2);

      // A stranger signs the same body as the server would, with a kid of its own.
      const stranger = await generateKeyPair('EdDSA');
      const h = JSON.parse(Buffer.from(String(headers[WebhookHeader.Signature.toLowerCase()]).split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
      const forged = await new CompactSign(body).setProtectedHeader({ ...h, alg: 'EdDSA', kid: 'stranger' }).sign(stranger.privateKey);
      const [fp, , fs] = forged.split('.');
      const forgedHeaders = { ...headers, [WebhookHeader.Signature.toLowerCase()]: `${fp}..${fs}` };
      await sleep(WEBHOOK_JWKS_COOLDOWN_MS + 200);
      expect(await refusal({ headers: forgedHeaders, body }, options)).toBe(WebhookErrorCode.WebhookUnknownKey);
      expect(fetches).toBe(3);
      // The same with a JWKS given as fetched: nothing to fetch again.
      expect(await refusal({ headers: forgedHeaders, body }, { jwks: serverJwks, subscriptionId: sub.id })).toBe(WebhookErrorCode.WebhookUnknownKey);
      // The stranger's key under the server's webhook kid: the signature does not verify.
      const underKid = await new CompactSign(body).setProtectedHeader({ ...h, alg: 'EdDSA' }).sign(stranger.privateKey);
      const [up, , us] = underKid.split('.');
      expect(await refusal({ headers: { ...headers, [WebhookHeader.Signature.toLowerCase()]: `${up}..${us}` }, body }, options)).toBe(WebhookErrorCode.WebhookSignatureInvalid);
      expect(fetches).toBe(3);
    } finally {
      await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
    }
    // No JWKS to be had (the endpoint gone, a key set never fetched for this URL): nothing decided, a NetworkError (answer 5xx), not a refusal.
    const gone = await verifyWebhookDelivery({ headers, body }, { baseUrl: `${jwksBase}/elsewhere/`, subscriptionId: sub.id }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(NetworkError);
  });

  it('a signed body that is no envelope of the contract is webhook_body_invalid; a resync_required frame is a delivery of its own kind (7.3, D344)', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'own', alg: 'EdDSA' }] };
    const subscriptionId = uuidv7();
    const signed = async (body: string, deliveryId = uuidv7()): Promise<WebhookRequest> => {
      const jws = await new CompactSign(new TextEncoder().encode(body))
        .setProtectedHeader({ alg: 'EdDSA', kid: 'own', typ: WEBHOOK_SIGNATURE_TYP, delivery_id: deliveryId, subscription_id: subscriptionId, iat: Math.floor(Date.now() / 1000) })
        .sign(privateKey);
      const [p, , s] = jws.split('.');
      return { headers: { [WebhookHeader.Signature]: `${p}..${s}`, [WebhookHeader.DeliveryId]: deliveryId, [WebhookHeader.Attempt]: '1', [WebhookHeader.Subscription]: subscriptionId }, body };
    };
    const options = { jwks, subscriptionId };
    const codes = async (body: string) => refusal(await signed(body), options);
    expect(await codes('{"hello": 1}')).toBe(WebhookErrorCode.WebhookBodyInvalid);
    expect(await codes('not json')).toBe(WebhookErrorCode.WebhookBodyInvalid);
    expect(await codes(JSON.stringify({ op: ServerOp.ResyncRequired, d: { reason: ResyncReason.Retention } }))).toBe(WebhookErrorCode.WebhookBodyInvalid);
    const invalid = await verifyWebhookDelivery(await signed('{"hello": 1}'), options).catch((e: unknown) => e);
    expect((invalid as WebhookVerificationError).issues.length).toBeGreaterThan(0);
    const frame = { op: ServerOp.ResyncRequired, d: { reason: ResyncReason.Retention, head_seq: 41, sync_epoch: uuidv7() } };
    const resync = await verifyWebhookDelivery(await signed(JSON.stringify(frame)), options);
    expect(resync).toMatchObject({ kind: ServerOp.ResyncRequired, frame, attempt: 1 });
  });
});

describe('the dedupe rule on a late-answered invocation (15.2, 15.3, 15.6; D513, D521)', () => {
  it('a repeat without a token is a duplicate; a repeat of an invocation replaces the token: the newer starts the run, the older is superseded', { timeout: 40_000 }, async () => {
    const s = await webhookSetup(t, alex);
    const store = new Map<string, StoredWebhookDelivery>();
    const decided: { type: string; attempt: number; action: WebhookDeliveryAction }[] = [];
    const deliveries: WebhookDelivery[] = [];
    let sub: WebhookSubscription | undefined;
    // A function adapter that works before it answers: the first attempt of each delivery is answered
    // after webhook.request_timeout (never, here), so the server tries again with a fresh token.
    const r = await receiver(async ({ headers, body }) => {
      const d = await verifyWebhookDelivery({ headers, body }, { baseUrl: t.server.url, subscriptionId: sub!.id });
      deliveries.push(d);
      const stored = store.get(d.deliveryId);
      const action = webhookDeliveryAction(stored, d);
      decided.push({ type: d.kind === 'event' ? d.envelope.type : d.kind, attempt: d.attempt, action });
      if (action === 'process') store.set(d.deliveryId, storedWebhookDelivery(d));
      if (action === 'replace_token') store.set(d.deliveryId, { ...stored!, attempt: d.attempt, invocationToken: invocationTokenOf(d)! });
      return d.attempt === 1 ? 'hang' : 204;
    });
    sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation] });
    expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> slow function`)).status).toBe(201);
    await driveUntil(manualWorker(t), 'both repeats acked', () => r.acked.length === 2, 30_000);

    expect(decided).toEqual([
      { type: EventType.MessageCreated, attempt: 1, action: 'process' },
      { type: EventType.MessageCreated, attempt: 2, action: 'duplicate' },
      { type: EventType.AgentInvocation, attempt: 1, action: 'process' },
      { type: EventType.AgentInvocation, attempt: 2, action: 'replace_token' },
    ]);
    const [firstAttempt, repeat] = deliveries.filter((d) => d.kind === 'event' && d.envelope.type === EventType.AgentInvocation);
    const kept = store.get(repeat!.deliveryId)!;
    expect(kept).toMatchObject({ attempt: 2, invocationToken: invocationTokenOf(repeat!), started: false });
    expect(invocationTokenOf(firstAttempt!)).not.toBe(kept.invocationToken);
    // The first attempt's function, finishing late, hands its delivery to the rule again: it never takes back the newer token.
    expect(webhookDeliveryAction(kept, firstAttempt!)).toBe('duplicate');

    const runId = runIdOf(repeat!);
    // Dedupe by the delivery ID alone would have kept the first token: the server refuses it for good.
    const stale = await startRun(s, runId, invocationTokenOf(firstAttempt!)!);
    expect(stale.status, stale.text).toBe(403);
    expect(stale.body).toMatchObject({ code: ProblemCode.InvocationTokenInvalid, reason: 'superseded' });
    const started = await startRun(s, runId, kept.invocationToken!);
    expect(started.status, started.text).toBe(200);
    expect(started.body.state).toBe('running');
    // Started with the stored token: a later repeat changes nothing.
    expect(webhookDeliveryAction({ ...kept, started: true }, { ...repeat!, attempt: 3 })).toBe('duplicate');
  });
});

/** The README's receiver (sdk/examples/webhook.ts) on node:http for this server, with the subscription ID known once subscribed. */
async function serveExample(subscriptionId: () => string, o: Omit<Parameters<typeof webhookReceiver>[0], 'baseUrl' | 'subscriptionId'>): Promise<{ url: string; stop(): Promise<void> }> {
  const handler = webhookReceiver({
    baseUrl: t.server.url,
    get subscriptionId() {
      return subscriptionId();
    },
    ...o,
  });
  const server = http.createServer((req, res) => void handler(req, res));
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (c) => (sockets.add(c), c.on('close', () => sockets.delete(c))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    async stop() {
      for (const c of sockets) c.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the README\'s receiver, sdk/examples/webhook.ts, on node:http (15.6, 15.2; D513, D521)', () => {
  it('processes each event once, keeps the newest token of a slow invocation, and answers a changed request 401', { timeout: 40_000 }, async () => {
    const s = await webhookSetup(t, alex);
    // The app's store: a map, each transaction one after the other.
    const rows = new Map<string, StoredWebhookDelivery>();
    let queue: Promise<unknown> = Promise.resolve();
    const deliveries: Deliveries = {
      transaction: (work) => {
        const done = queue.then(() => work({ get: async (id) => rows.get(id), put: async (d) => void rows.set(d.deliveryId, d) }));
        queue = done.catch(() => undefined);
        return done;
      },
    };
    const processed: WebhookDelivery[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let sub: WebhookSubscription | undefined;
    const { url, stop } = await serveExample(() => sub!.id, {
      deliveries,
      // The invocation's work outlasts webhook.request_timeout: the server tries again meanwhile.
      process: async (d) => {
        processed.push(d);
        if (invocationTokenOf(d)) await slow;
      },
    });
    try {
      sub = await subscribe(s.agent, url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation] });
      expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> the README's receiver`)).status).toBe(201);
      const invocationRow = () => [...rows.values()].find((r) => r.invocationToken !== undefined);
      await driveUntil(manualWorker(t), 'the invocation\'s repeat stored', () => (invocationRow()?.attempt ?? 0) >= 2, 30_000);
      expect(processed.map((d) => (d.kind === 'event' ? d.envelope.type : d.kind))).toEqual([EventType.MessageCreated, EventType.AgentInvocation]);
      const first = processed[1]!;
      const kept = invocationRow()!;
      expect(kept.invocationToken).not.toBe(invocationTokenOf(first));
      const stale = await startRun(s, runIdOf(first), invocationTokenOf(first)!);
      expect(stale.status, stale.text).toBe(403);
      expect(stale.body).toMatchObject({ code: ProblemCode.InvocationTokenInvalid, reason: 'superseded' });
      const started = await startRun(s, runIdOf(first), kept.invocationToken!);
      expect(started.status, started.text).toBe(200);

      // A request the receiver did not get from the server: refused 401, nothing stored or processed.
      const before = rows.size;
      const forged = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WebhookHeader.Signature]: 'e30..c2ln', [WebhookHeader.DeliveryId]: uuidv7(), [WebhookHeader.Attempt]: '1', [WebhookHeader.Subscription]: sub.id },
        body: '{}',
      });
      expect(forged.status).toBe(401);
      expect(rows.size).toBe(before);
      expect(processed.length).toBe(2);
    } finally {
      release();
      await stop();
    }
  });
});

// A newer server (D528): its event types and schema versions are additive (2.2, 6.1), so it sends an
// envelope this SDK's generated types do not know. The reference server only sends what it knows (and
// drops an unknown type from the log, mayReceive), so the test stands in for the newer one between the
// server and the receiver: the server's delivery of a message.created whose content carries FUTURE is
// turned into one of a type this SDK lacks and signed again with the server's own webhook key through
// its own signDelivery, for the same delivery, subscription and attempt. Every other request passes as
// it came; the receiver's answer is the server's (15.6: 2xx acks up to this seq).
const FUTURE_TYPE = 'message.translated';
const header = (headers: http.IncomingHttpHeaders, name: string) => String(headers[name.toLowerCase()]);

async function asNewerServer(headers: http.IncomingHttpHeaders, body: Buffer, subscriptionId: string, change: (e: Record<string, unknown>) => Record<string, unknown> = (e) => ({ ...e, type: FUTURE_TYPE })): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; changed: boolean }> {
  const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown> & { type?: string; payload?: { message?: { content_md?: string } } };
  if (parsed.type !== EventType.MessageCreated || !parsed.payload?.message?.content_md?.includes('FUTURE')) return { headers, body, changed: false };
  const changed = JSON.stringify(change(parsed));
  const signature = await signDelivery(t.server.ctx.keys.webhook, changed, { deliveryId: header(headers, WebhookHeader.DeliveryId), subscriptionId, attempt: Number(header(headers, WebhookHeader.Attempt)) });
  return { headers: { ...headers, [WebhookHeader.Signature.toLowerCase()]: signature, 'content-length': String(Buffer.byteLength(changed)) }, body: Buffer.from(changed), changed: true };
}

const typeOf = (d: WebhookDelivery): string => (d.kind === ServerOp.ResyncRequired ? d.kind : `${d.kind}:${d.envelope.type}`);

describe('an event of a newer server than the SDK (15.6, 15.2, 2.2, 6.1; D528)', () => {
  /**
   * A subscription to a receiver that verifies with the helper and answers 204, or 401 on a refusal (as the
   * README's receiver does); a message the newer server sends as FUTURE_TYPE, then a mention of the agent.
   */
  async function unknownThenInvocation(broken: boolean) {
    const s = await webhookSetup(t, alex);
    const delivered: WebhookDelivery[] = [];
    const refused: WebhookVerificationCode[] = [];
    let sub: WebhookSubscription | undefined;
    let unknownSeq = 0;
    const r = await receiver(async (got) => {
      const request = await asNewerServer(got.headers, got.body, sub!.id);
      if (request.changed) unknownSeq = (JSON.parse(request.body.toString()) as { seq: number }).seq;
      try {
        delivered.push(await verifyWebhookDelivery(request, { baseUrl: t.server.url, subscriptionId: sub!.id, ...(broken ? { brokenUnknownEventRefused: true } : {}) }));
        return 204;
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        refused.push(error.code);
        return 401;
      }
    });
    sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation] });
    expect((await s.person.who.postMessage(s.person.thread, 'FUTURE: a newer server sends this one as an event type of its own')).status).toBe(201);
    expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> after the newer event`)).status).toBe(201);
    return { s, sub: sub!, r, delivered, refused, unknownSeq: () => unknownSeq };
  }

  it('a signed envelope of a type the SDK does not know is unknown_event, acked 2xx: the next events follow, the invocation starts its run', { timeout: 30_000 }, async () => {
    const { s, sub, delivered, refused, unknownSeq } = await unknownThenInvocation(false);
    await driveUntil(manualWorker(t), 'the unknown event and the two after it delivered', () => delivered.length === 3, 15_000);
    expect(refused).toEqual([]);
    expect(delivered.map(typeOf)).toEqual([`unknown_event:${FUTURE_TYPE}`, `event:${EventType.MessageCreated}`, `event:${EventType.AgentInvocation}`]);
    const unknown = delivered[0]!;
    if (unknown.kind !== 'unknown_event') throw new Error('not unknown_event');
    expect(unknown.envelope).toMatchObject({ seq: unknownSeq(), schema_version: 1, sync_epoch: expect.any(String) });
    expect(unknown).toMatchObject({ attempt: 1, subscriptionId: sub.id });
    // No token the SDK can use; the repeat rule: process once (store, skip, ack), then duplicate.
    expect(invocationTokenOf(unknown)).toBeUndefined();
    expect(storedWebhookDelivery(unknown)).toEqual({ deliveryId: unknown.deliveryId, attempt: 1, started: false });
    expect(webhookDeliveryAction(undefined, unknown)).toBe('process');
    expect(webhookDeliveryAction(storedWebhookDelivery(unknown), { ...unknown, attempt: 2 })).toBe('duplicate');
    // The subscription went on past it: acked up to the invocation, no failure; the invocation's token starts the run.
    const after = await subscriptionOf(s.agent, sub.id);
    expect(after.last_seq).toBeGreaterThanOrEqual((delivered[2] as { envelope: { seq: number } }).envelope.seq);
    expect(after.failing_since).toBeUndefined();
    const started = await startRun(s, runIdOf(delivered[2]!), invocationTokenOf(delivered[2]!)!);
    expect(started.status, started.text).toBe(200);
  });

  it('twin (brokenUnknownEventRefused, before D528): the unknown event is webhook_body_invalid, answered 401, and the subscription stalls behind it', { timeout: 30_000 }, async () => {
    const { s, sub, delivered, refused, unknownSeq } = await unknownThenInvocation(true);
    // Bounded: the server tries the same delivery again and again (webhook.retry_base 10 ms); nothing after it goes.
    await driveUntil(manualWorker(t), 'the unknown event refused 4 times', () => refused.length >= 4, 15_000);
    expect(new Set(refused)).toEqual(new Set([WebhookErrorCode.WebhookBodyInvalid]));
    expect(delivered).toEqual([]);
    const stalled = await subscriptionOf(s.agent, sub.id);
    expect(stalled.last_seq).toBeLessThan(unknownSeq());
    expect(stalled.failing_since).toBeDefined();
    expect(stalled.last_error).toBe('status 401');
    // Every later event waits behind it, the invocation too, until the app upgrades the SDK (the subscription is
    // paused after webhook.pause_after, 24 h by default). Removed, so that the next tests' workers do not retry it.
    expect((await s.agent.request('DELETE', `/api/v1/webhook-subscriptions/${sub.id}`)).status).toBe(204);
  });

  it('on the server\'s key: a known type with an invalid payload, or a body that is no envelope, stays webhook_body_invalid; a newer schema_version is unknown_event', { timeout: 30_000 }, async () => {
    const { sub, r } = await deliveredInvocation();
    const real = JSON.parse(r.got[0]!.body.toString('utf8')) as Record<string, unknown>;
    expect(real.type).toBe(EventType.MessageCreated);
    const signed = async (value: unknown): Promise<WebhookRequest> => {
      const body = typeof value === 'string' ? value : JSON.stringify(value);
      const deliveryId = uuidv7();
      const signature = await signDelivery(t.server.ctx.keys.webhook, body, { deliveryId, subscriptionId: sub.id, attempt: 1 });
      return { headers: { [WebhookHeader.Signature]: signature, [WebhookHeader.DeliveryId]: deliveryId, [WebhookHeader.Attempt]: '1', [WebhookHeader.Subscription]: sub.id }, body };
    };
    const options: VerifyWebhookOptions = { baseUrl: t.server.url, subscriptionId: sub.id };
    // The real body signed again passes as it is (the signing is the server's).
    expect((await verifyWebhookDelivery(await signed(real), options)).kind).toBe('event');
    // A newer server's members beside what the SDK knows (6.1, D542): read without them, at the top, in the
    // payload and in the message, for a known type as for an unknown one. The strict validator refuses each body.
    const NEW = { added_in_a_later_version: 1 };
    const realPayload = real.payload as { message: Record<string, unknown> };
    const withNew = { ...real, ...NEW, payload: { ...realPayload, ...NEW, message: { ...realPayload.message, ...NEW } } };
    expect(validateEvent(structuredClone(withNew))).toBe(false);
    const known = await verifyWebhookDelivery(await signed(withNew), options);
    expect(known.kind).toBe('event');
    expect((known as { envelope: object }).envelope).toEqual(real);
    const unknownWithNew = await verifyWebhookDelivery(await signed({ ...withNew, type: FUTURE_TYPE }), options);
    expect(unknownWithNew).toMatchObject({ kind: 'unknown_event', envelope: { type: FUTURE_TYPE } });
    expect((unknownWithNew as { envelope: object }).envelope).not.toHaveProperty('added_in_a_later_version');
    expect(validateEnvelope({ ...withNew, type: FUTURE_TYPE })).toBe(false);
    // A newer schema_version of a type the SDK knows, and a type it does not know: unknown_event.
    const newer = await verifyWebhookDelivery(await signed({ ...real, schema_version: 2, payload: { message: 'whatever v2 carries' } }), options);
    expect(newer).toMatchObject({ kind: 'unknown_event', envelope: { type: EventType.MessageCreated, schema_version: 2 } });
    expect((await verifyWebhookDelivery(await signed({ ...real, type: FUTURE_TYPE }), options)).kind).toBe('unknown_event');
    // A type and schema_version it knows, its payload not of its schema: a real fault.
    const invalid = await verifyWebhookDelivery(await signed({ ...real, payload: { message: { id: 'not a message' } } }), options).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(WebhookVerificationError);
    expect((invalid as WebhookVerificationError).code).toBe(WebhookErrorCode.WebhookBodyInvalid);
    expect((invalid as WebhookVerificationError).issues.length).toBeGreaterThan(0);
    expect(await refusal(await signed({ ...real, type: EventType.MessageCreated, payload: {} }), options)).toBe(WebhookErrorCode.WebhookBodyInvalid);
    // Not an envelope, whatever its type: no JSON, no object, a common member missing or of another form, a payload that is no object.
    const { resource: _resource, ...noResource } = real;
    for (const body of ['not json', '[1]', '{"hello": 1}', noResource, { ...real, type: FUTURE_TYPE, id: 'not a uuid' }, { ...real, type: FUTURE_TYPE, seq: -1 }, { ...real, type: 'Not A Type' }, { ...real, type: FUTURE_TYPE, payload: [1] }, { ...real, type: FUTURE_TYPE, schema_version: 0 }]) {
      expect(await refusal(await signed(body), options), JSON.stringify(body).slice(0, 80)).toBe(WebhookErrorCode.WebhookBodyInvalid);
    }
    // The checks before the body stand for an unknown event too: another subscription, or a body changed after signing.
    const future = await signed({ ...real, type: FUTURE_TYPE });
    expect(await refusal(future, { ...options, subscriptionId: uuidv7() })).toBe(WebhookErrorCode.WebhookWrongSubscription);
    expect(await refusal({ ...future, body: String(future.body).replace(FUTURE_TYPE, 'message.translatex') }, options)).toBe(WebhookErrorCode.WebhookSignatureInvalid);
    expect(await refusal(future, { ...options, now: () => Date.now() + 360_000 })).toBe(WebhookErrorCode.WebhookStale);
    // The twin refuses what is unknown.
    expect(await refusal(future, { ...options, brokenUnknownEventRefused: true })).toBe(WebhookErrorCode.WebhookBodyInvalid);
  });

  it('the README\'s receiver answers an unknown event 204 and reports it skipped; the events after it are processed', { timeout: 30_000 }, async () => {
    const s = await webhookSetup(t, alex);
    const rows = new Map<string, StoredWebhookDelivery>();
    const deliveries: Deliveries = { transaction: (work) => work({ get: async (id) => rows.get(id), put: async (d) => void rows.set(d.deliveryId, d) }) };
    const processed: WebhookDelivery[] = [];
    const skipped: WebhookDelivery[] = [];
    let sub: WebhookSubscription | undefined;
    const example = await serveExample(() => sub!.id, { deliveries, process: async (d) => void processed.push(d), skipped: (d) => void skipped.push(d) });
    const answers: { changed: boolean; status: number }[] = [];
    try {
      // The newer server's stand-in forwards each request to the example and hands its answer to the server.
      const r = await receiver(async (got) => {
        const request = await asNewerServer(got.headers, got.body, sub!.id);
        const headers = Object.fromEntries(Object.entries(request.headers).filter(([k]) => k.startsWith('bothy-') || k === 'content-type')) as Record<string, string>;
        const res = await fetch(example.url, { method: 'POST', headers, body: request.body.toString('utf8') });
        answers.push({ changed: request.changed, status: res.status });
        return res.status;
      });
      sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation] });
      expect((await s.person.who.postMessage(s.person.thread, 'FUTURE for the README\'s receiver')).status).toBe(201);
      expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> after it`)).status).toBe(201);
      await driveUntil(manualWorker(t), 'the two events after the unknown one processed', () => processed.length === 2, 15_000);
      expect(answers).toEqual([{ changed: true, status: 204 }, { changed: false, status: 204 }, { changed: false, status: 204 }]);
      expect(skipped.map(typeOf)).toEqual([`unknown_event:${FUTURE_TYPE}`]);
      expect(processed.map(typeOf)).toEqual([`event:${EventType.MessageCreated}`, `event:${EventType.AgentInvocation}`]);
      // Skipped before the store: nothing kept for it.
      expect([...rows.keys()]).not.toContain(skipped[0]!.deliveryId);
    } finally {
      await example.stop();
    }
  });
});
