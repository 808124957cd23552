// The SDK's webhook receiver helper against the real thing (15.6, 15.2, 15.3; D121, D347, D513, D521):
// the reference server on PostgreSQL delivers to a real node:http receiver on loopback, which verifies
// each request with verifyWebhookDelivery as a function adapter would, and decides repeats with
// webhookDeliveryAction; the runs are started over REST with the token the helper kept. Every
// refusal is checked on a real captured delivery (or on a body signed with a key of the test's own,
// for what the server never sends); every wait is bounded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventType, ProblemCode, ResyncReason, ServerOp, type WebhookSubscription } from '@bothy/generated';
import { CompactSign, exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../server/src/internal/uuid.ts';
import type { TestClient } from '../../../server/test/support/server.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, webhookSetup, type WebhookSetup } from '../../../server/test/support/webhooks.ts';
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
    const handler = webhookReceiver({
      baseUrl: t.server.url,
      get subscriptionId() {
        return sub!.id;
      },
      deliveries,
      // The invocation's work outlasts webhook.request_timeout: the server tries again meanwhile.
      process: async (d) => {
        processed.push(d);
        if (invocationTokenOf(d)) await slow;
      },
    });
    const server = http.createServer((req, res) => void handler(req, res));
    const sockets = new Set<import('node:net').Socket>();
    server.on('connection', (c) => (sockets.add(c), c.on('close', () => sockets.delete(c))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
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
      for (const c of sockets) c.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
