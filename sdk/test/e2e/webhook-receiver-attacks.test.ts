// An attacker's-eye probe of the SDK's webhook receiver (15.6, 15.2, 15.3; D121, D347, D513, D521, D525,
// D526, D528, D538). An agent author mounts the README's receiver (sdk/examples/webhook.ts, built on
// verifyWebhookDelivery) on a public URL, so everything below reaches it. The reference server on
// PostgreSQL delivers real signed requests (EdDSA, its /api/v1/jwks.json) through a capturing front on
// loopback to that receiver; the probe then plays captured requests again, changed, moved, or forged,
// at the receiver over real HTTP, and checks three things for each: the status it answers, that the
// app's handler (process, skipped, the delivery store) sees nothing forged, and that no error, answer or
// log carries the invocation token. The JWKS failures go through a proxy of the server's JWKS that can
// be slow, down or serve garbage, and count its fetches. Every wait is bounded.
import http from 'node:http';
import { createConnection, type AddressInfo, type Socket } from 'node:net';
import { EventType, type WebhookSubscription } from '@bothy/generated';
import { base64url, CompactSign, generateKeyPair, type JWK } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../../../server/src/internal/uuid.ts';
import { signDelivery } from '../../../server/src/webhooks/signing.ts';
import type { TestClient } from '../../../server/test/support/server.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, webhookSetup, type WebhookSetup } from '../../../server/test/support/webhooks.ts';
import {
  invocationTokenOf,
  verifyWebhookDelivery,
  WebhookHeader,
  WEBHOOK_IAT_TOLERANCE_SEC,
  WEBHOOK_JWKS_COOLDOWN_MS,
  WEBHOOK_SIGNATURE_TYP,
  type StoredWebhookDelivery,
  type VerifyWebhookOptions,
  type WebhookDelivery,
  type WebhookRequest,
} from '../../src/agent.ts';
import { NetworkError, WebhookErrorCode, WebhookVerificationError } from '../../src/errors.ts';
import { sleep, useTestServer } from '../support/e2e.ts';
import { webhookReceiver, type Deliveries } from '../../examples/webhook.ts';

const t = useTestServer({ ...FAST_WEBHOOKS });

const H = {
  signature: WebhookHeader.Signature.toLowerCase(),
  deliveryId: WebhookHeader.DeliveryId.toLowerCase(),
  attempt: WebhookHeader.Attempt.toLowerCase(),
  subscription: WebhookHeader.Subscription.toLowerCase(),
};

/** A request as it went over the wire: the Bothy-* headers and content-type (lower case), the body's bytes. */
interface Wire {
  headers: Record<string, string>;
  body: Buffer;
}

/** A node:http server on loopback that destroys its sockets when stopped. */
async function listen(handler: http.RequestListener): Promise<{ url: string; base: string; stop(): Promise<void> }> {
  const server = http.createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (c) => (sockets.add(c), c.on('close', () => sockets.delete(c))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/hook`,
    base,
    async stop() {
      for (const c of sockets) c.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const wireHeaders = (h: http.IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(h).filter(([k]) => k.startsWith('bothy-') || k === 'content-type').map(([k, v]) => [k, String(v)]));

/** What the app behind the README's receiver saw. */
interface App {
  rows: Map<string, StoredWebhookDelivery>;
  processed: WebhookDelivery[];
  skipped: WebhookDelivery[];
}

/** The README's receiver (sdk/examples/webhook.ts) for `baseUrl`'s JWKS and the subscription `subscriptionId()`, with an app that records. */
async function mountExample(baseUrl: string, subscriptionId: () => string, withSkipped = true): Promise<App & { url: string; stop(): Promise<void> }> {
  const app: App = { rows: new Map(), processed: [], skipped: [] };
  const deliveries: Deliveries = { transaction: (work) => work({ get: async (id) => app.rows.get(id), put: async (d) => void app.rows.set(d.deliveryId, d) }) };
  const handler = webhookReceiver({
    baseUrl,
    get subscriptionId() {
      return subscriptionId();
    },
    deliveries,
    process: async (d) => void app.processed.push(d),
    ...(withSkipped ? { skipped: (d: Extract<WebhookDelivery, { kind: 'unknown_event' }>) => void app.skipped.push(d) } : {}),
  });
  const server = await listen((req, res) => void handler(req, res));
  return { ...app, ...server };
}

/** POST to the receiver over real HTTP (bounded); the status and the answer's body. */
async function post(url: string, headers: Record<string, string>, body: string | Uint8Array): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body), signal: AbortSignal.timeout(15_000) });
  return { status: res.status, text: await res.text() };
}

/** POST with node:http, whose header values may be arrays (a header line each: duplicated headers). */
async function rawPost(url: string, headers: Record<string, string | string[]>, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) }, timeout: 15_000 }, (res) => {
      void readBody(res).then((b) => resolve({ status: res.statusCode ?? 0, text: b.toString() }), reject);
    });
    req.on('timeout', () => req.destroy(new Error('rawPost timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

const protectedOf = (w: Wire): Record<string, unknown> => JSON.parse(Buffer.from(w.headers[H.signature]!.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;

/** A detached JWS over `body` with the protected header `header`, by `sign` (jose's CompactSign). */
async function detached(body: Uint8Array | string, header: Record<string, unknown>, key: Parameters<CompactSign['sign']>[0]): Promise<string> {
  const jws = await new CompactSign(typeof body === 'string' ? new TextEncoder().encode(body) : body).setProtectedHeader(header as { alg: string }).sign(key);
  const [p, , s] = jws.split('.');
  return `${p}..${s}`;
}

/** The error `verifyWebhookDelivery` throws here (it must throw). */
async function failure(request: WebhookRequest, options: VerifyWebhookOptions): Promise<Error> {
  const error = await verifyWebhookDelivery(request, options).then(
    (d) => new Error(`expected a failure, got a delivery of kind ${d.kind}`),
    (e: unknown) => e as Error,
  );
  if (!(error instanceof WebhookVerificationError) && !(error instanceof NetworkError)) throw error;
  return error;
}
async function refusedWith(request: WebhookRequest, options: VerifyWebhookOptions): Promise<string> {
  const e = await failure(request, options);
  if (!(e instanceof WebhookVerificationError)) throw new Error(`expected a WebhookVerificationError, got ${e.name}: ${e.message}`);
  return e.code;
}

/** Everything an app might log of an error: name, message, stack, issues, and its causes'. */
function loggable(error: unknown, depth = 0): string {
  if (depth > 5 || error === undefined || error === null) return '';
  if (!(error instanceof Error)) return String(error);
  const issues = 'issues' in error ? JSON.stringify((error as { issues: unknown }).issues) : '';
  return `${String(error)}\n${error.stack ?? ''}\n${issues}\n${loggable(error.cause, depth + 1)}`;
}

/**
 * The victim: an agent subscribed with a capturing front that hands each request on to the README's
 * receiver, one mention posted, and both deliveries (message.created, agent.invocation) processed.
 * Made once for the file, by the first test that needs it.
 */
interface Victim {
  s: WebhookSetup;
  sub: WebhookSubscription;
  example: Awaited<ReturnType<typeof mountExample>>;
  message: Wire;
  invocation: Wire;
  token: string;
  /** The server's JWKS as fetched once. */
  jwks: { keys: JWK[] };
}
let alex: TestClient | undefined;
let victimMade: Promise<Victim> | undefined;
const victim = () => (victimMade ??= makeVictim());

async function makeVictim(): Promise<Victim> {
  alex ??= await t.client('alex');
  const s = await webhookSetup(t, alex);
  let sub: WebhookSubscription | undefined;
  const example = await mountExample(t.server.url, () => sub!.id);
  const captured: Wire[] = [];
  const front = await listen((req, res) => {
    void readBody(req).then(async (body) => {
      const w = { headers: wireHeaders(req.headers), body };
      captured.push(w);
      const answer = await post(example.url, w.headers, body);
      res.writeHead(answer.status).end();
    });
  });
  sub = await subscribe(s.agent, front.url, { event_types: [EventType.MessageCreated, EventType.AgentInvocation] });
  expect((await s.person.who.postMessage(s.person.thread, `<@${s.agent.id}> a probe by webhook`)).status).toBe(201);
  await driveUntil(manualWorker(t), 'both deliveries processed by the README\'s receiver', () => example.processed.length === 2, 20_000);
  const typeOf = (w: Wire) => (JSON.parse(w.body.toString()) as { type: string }).type;
  const message = captured.find((w) => typeOf(w) === EventType.MessageCreated)!;
  const invocation = captured.find((w) => typeOf(w) === EventType.AgentInvocation)!;
  const token = invocationTokenOf(example.processed.find((d) => d.kind === 'event' && d.envelope.type === EventType.AgentInvocation)!)!;
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(invocation.body.toString()).toContain(token);
  const jwks = (await (await fetch(new URL('/api/v1/jwks.json', t.server.url))).json()) as { keys: JWK[] };
  return { s, sub: sub!, example, message, invocation, token, jwks };
}

/** The invocation's body with one byte of its run ID changed (still JSON, still an envelope). */
function runIdChanged(body: Buffer): Buffer {
  const runId = (JSON.parse(body.toString()) as { payload: { run_id: string } }).payload.run_id;
  const at = body.indexOf(runId);
  expect(at).toBeGreaterThan(0);
  const b = Buffer.from(body);
  b[at] = b[at] === 0x30 ? 0x31 : 0x30;
  return b;
}

/** What the app saw must not change: the two genuine events processed, nothing skipped, two rows. */
function unchanged(v: Victim): void {
  expect(v.example.processed.map((d) => (d.kind === 'event' ? d.envelope.type : d.kind))).toEqual([EventType.MessageCreated, EventType.AgentInvocation]);
  expect(v.example.skipped).toEqual([]);
  expect(v.example.rows.size).toBe(2);
  // The stored invocation token is still the genuine one of the first attempt.
  expect([...v.example.rows.values()].find((r) => r.invocationToken)).toMatchObject({ attempt: 1, invocationToken: v.token, started: false });
}

/** An answer of refusal: 401, with no body (nothing of the request or the error goes back). */
const refused401 = (a: { status: number; text: string }) => expect(a).toEqual({ status: 401, text: '' });

/**
 * A stand-in for the server's JWKS endpoint (its /api/v1/jwks.json passed on, or a failure mode), counting
 * the fetches it gets. A fresh one has a fresh base URL, hence a key set of its own in the receiver's process.
 */
type JwksMode = 'pass' | 'status500' | 'reset' | 'html' | 'not-a-set' | 'array' | 'private-key' | 'slow' | { keys: JWK[] };
async function jwksProxy(mode: JwksMode = 'pass') {
  const state = { mode, hits: 0 };
  const server = await listen((req, res) => {
    state.hits += 1;
    void (async () => {
      const m = state.mode;
      if (typeof m === 'object') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(m));
      if (m === 'status500') return void res.writeHead(500).end();
      if (m === 'reset') return void req.socket.destroy();
      if (m === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
      if (m === 'not-a-set') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"keys":"none"}');
      if (m === 'array') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      if (m === 'private-key') {
        const { privateKey } = await generateKeyPair('EdDSA', { extractable: true });
        const { exportJWK } = await import('jose');
        const v = await victim();
        const kid = protectedOf(v.message).kid;
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' }] }));
      }
      if (m === 'slow') await sleep(7_000);
      const real = await fetch(new URL('/api/v1/jwks.json', t.server.url));
      res.writeHead(200, { 'content-type': 'application/json' }).end(await real.text());
    })().catch(() => res.destroy());
  });
  return { state, ...server };
}

/** A stranger's EdDSA signature over `w`'s body, with the genuine protected header but for a kid of its own. */
async function strangerSigned(w: Wire, kid: string): Promise<Wire> {
  const { privateKey } = await generateKeyPair('EdDSA');
  return { headers: { ...w.headers, [H.signature]: await detached(w.body, { ...protectedOf(w), alg: 'EdDSA', kid }, privateKey) }, body: w.body };
}

describe('the webhook receiver under attack: captured, changed and moved deliveries (15.6, 15.2; D121, D347, D513, D525)', () => {
  it('a captured delivery played again within the iat window is a duplicate (204, processed once); after the bound it is webhook_stale', { timeout: 60_000 }, async () => {
    const v = await victim();
    // Again at the receiver: both are deliveries it already has. The invocation's replay is attempt 1 again: it never replaces the stored token.
    for (const w of [v.message, v.invocation]) expect(await post(v.example.url, w.headers, w.body)).toEqual({ status: 204, text: '' });
    unchanged(v);
    // After the age bound (D347): the signature's iat is more than WEBHOOK_IAT_TOLERANCE_SEC from the receiver's clock.
    const signedAt = Number(protectedOf(v.invocation).iat) * 1000;
    const options: VerifyWebhookOptions = { baseUrl: t.server.url, subscriptionId: v.sub.id };
    expect(await refusedWith(v.invocation, { ...options, now: () => signedAt + (WEBHOOK_IAT_TOLERANCE_SEC + 1) * 1000 })).toBe(WebhookErrorCode.WebhookStale);
    // The same on the real clock, with a bound of 1 s: the captured request is older than that by now.
    await sleep(Math.max(0, signedAt + 2_500 - Date.now()));
    expect(await refusedWith(v.invocation, { ...options, toleranceSec: 1 })).toBe(WebhookErrorCode.WebhookStale);
  });

  it('a body changed by one byte, anywhere, is refused: 401 at the receiver, webhook_signature_invalid', { timeout: 60_000 }, async () => {
    const v = await victim();
    const flipped = runIdChanged(v.invocation.body);
    refused401(await post(v.example.url, v.invocation.headers, flipped));
    // 64 positions spread over the body, each byte changed: none passes (against the server's key set as fetched).
    const n = v.invocation.body.length;
    for (let i = 0; i < 64; i++) {
      const pos = Math.floor((i * n) / 64);
      const b = Buffer.from(v.invocation.body);
      b[pos] = b[pos]! ^ 0x01;
      expect(await refusedWith({ headers: v.invocation.headers, body: b }, { jwks: v.jwks, subscriptionId: v.sub.id }), `byte ${pos}`).toBe(WebhookErrorCode.WebhookSignatureInvalid);
    }
    // A byte added at the end (a trailing newline), or the body cut by one.
    for (const b of [Buffer.concat([v.invocation.body, Buffer.from('\n')]), v.invocation.body.subarray(0, n - 1)]) refused401(await post(v.example.url, v.invocation.headers, b));
    unchanged(v);
  });

  it('a signature moved to another delivery is refused: onto another body (signature), with another delivery ID or attempt (wrong delivery)', { timeout: 60_000 }, async () => {
    const v = await victim();
    const o: VerifyWebhookOptions = { baseUrl: t.server.url, subscriptionId: v.sub.id };
    // The invocation's signature on the message's request, and the other way round.
    const moved: Wire[] = [
      { headers: { ...v.message.headers, [H.signature]: v.invocation.headers[H.signature]! }, body: v.message.body },
      { headers: { ...v.invocation.headers, [H.signature]: v.message.headers[H.signature]! }, body: v.invocation.body },
      // The invocation's signature and headers on the message's body.
      { headers: v.invocation.headers, body: v.message.body },
    ];
    for (const w of moved) {
      refused401(await post(v.example.url, w.headers, w.body));
      expect(await refusedWith(w, o)).toBe(WebhookErrorCode.WebhookSignatureInvalid);
    }
    // Body and signature kept, the request says another delivery (a new one the store does not hold) or a later attempt (D525).
    for (const headers of [{ ...v.invocation.headers, [H.deliveryId]: uuidv7() }, { ...v.invocation.headers, [H.attempt]: '2' }]) {
      refused401(await post(v.example.url, headers, v.invocation.body));
      expect(await refusedWith({ headers, body: v.invocation.body }, o)).toBe(WebhookErrorCode.WebhookWrongDelivery);
    }
    unchanged(v);
  });

  it('a delivery for another agent\'s subscription, or another subscription of the same agent, is webhook_wrong_subscription whatever Bothy-Subscription-Id says (D347)', { timeout: 60_000 }, async () => {
    const v = await victim();
    alex ??= await t.client('alex');
    // Another agent, and a third agent with two subscriptions; each delivery captured by a receiver that acks.
    const other = await webhookSetup(t, alex);
    const twoSubs = await webhookSetup(t, alex);
    const got = new Map<string, Wire[]>();
    const capture = await listen((req, res) => {
      void readBody(req).then((body) => {
        const w = { headers: wireHeaders(req.headers), body };
        got.set(w.headers[H.subscription]!, [...(got.get(w.headers[H.subscription]!) ?? []), w]);
        res.writeHead(204).end();
      });
    });
    try {
      const types = { event_types: [EventType.AgentInvocation] };
      const otherSub = await subscribe(other.agent, capture.url, types);
      const first = await subscribe(twoSubs.agent, `${capture.url}?first`, types);
      const second = await subscribe(twoSubs.agent, `${capture.url}?second`, types);
      expect((await other.person.who.postMessage(other.person.thread, `<@${other.agent.id}> for the other agent`)).status).toBe(201);
      expect((await twoSubs.person.who.postMessage(twoSubs.person.thread, `<@${twoSubs.agent.id}> for two subscriptions`)).status).toBe(201);
      await driveUntil(manualWorker(t), 'the three subscriptions\' invocations captured', () => [otherSub, first, second].every((x) => (got.get(x.id)?.length ?? 0) >= 1), 20_000);

      // The other agent's genuine invocation at the victim's receiver: as sent, and claiming the victim's subscription.
      const theirs = got.get(otherSub.id)![0]!;
      for (const headers of [theirs.headers, { ...theirs.headers, [H.subscription]: v.sub.id }]) {
        refused401(await post(v.example.url, headers, theirs.body));
        expect(await refusedWith({ headers, body: theirs.body }, { baseUrl: t.server.url, subscriptionId: v.sub.id })).toBe(WebhookErrorCode.WebhookWrongSubscription);
      }
      unchanged(v);
      // The second subscription's delivery at the first one's receiver (the same agent: the same run, a token for the same agent).
      const firstReceiver = await mountExample(t.server.url, () => first.id);
      try {
        const secondsDelivery = got.get(second.id)![0]!;
        refused401(await post(firstReceiver.url, { ...secondsDelivery.headers, [H.subscription]: first.id }, secondsDelivery.body));
        // Its own delivery passes there (the receiver works).
        const firstsDelivery = got.get(first.id)![0]!;
        expect(await post(firstReceiver.url, firstsDelivery.headers, firstsDelivery.body)).toEqual({ status: 204, text: '' });
        expect(firstReceiver.processed.map((d) => d.deliveryId)).toEqual([firstsDelivery.headers[H.deliveryId]]);
      } finally {
        await firstReceiver.stop();
      }
    } finally {
      await capture.stop();
    }
  });

  it('duplicated Bothy-* headers are not one value: refused 401; a conflicting Content-Length is refused by node:http before the receiver', { timeout: 60_000 }, async () => {
    const v = await victim();
    const w = v.invocation;
    const fresh = uuidv7();
    const cases: Record<string, string | string[]>[] = [
      { ...w.headers, [H.signature]: [w.headers[H.signature]!, w.headers[H.signature]!] },
      { ...w.headers, [H.signature]: [w.headers[H.signature]!, v.message.headers[H.signature]!] },
      { ...w.headers, [H.deliveryId]: [w.headers[H.deliveryId]!, fresh] },
      { ...w.headers, [H.deliveryId]: [fresh, w.headers[H.deliveryId]!] },
      { ...w.headers, [H.attempt]: ['1', '2'] },
      { ...w.headers, [H.attempt]: ['2', '1'] },
    ];
    for (const headers of cases) refused401(await rawPost(v.example.url, headers, w.body));
    // Through a Fetch Headers object (a serverless runtime's request): get() joins them, and they are refused alike.
    const fetchHeaders = new Headers(Object.entries(w.headers));
    fetchHeaders.append(WebhookHeader.DeliveryId, fresh);
    expect(await refusedWith({ headers: fetchHeaders, body: w.body }, { jwks: v.jwks, subscriptionId: v.sub.id })).toBe(WebhookErrorCode.WebhookWrongDelivery);
    // Two Content-Length values: node:http answers 400 itself.
    const twoLengths = await new Promise<number>((resolve, reject) => {
      const req = http.request(v.example.url, { method: 'POST', headers: w.headers, timeout: 15_000 }, (res) => (res.resume(), resolve(res.statusCode ?? 0)));
      req.setHeader('content-length', [String(w.body.length), '5']);
      req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(400) : reject(e)));
      req.end(w.body);
    });
    expect(twoLengths).toBe(400);
    unchanged(v);
  });

  it('the content type is not what decides: a genuine delivery passes under any, a forged one is refused under application/json', { timeout: 60_000 }, async () => {
    const v = await victim();
    // A fresh receiver (its store empty): the genuine message under text/plain, then form-encoded, then none.
    const fresh = await mountExample(t.server.url, () => v.sub.id);
    try {
      const { ['content-type']: _ct, ...noType } = v.message.headers;
      expect(await rawPost(fresh.url, { ...noType, 'content-type': 'text/plain' }, v.message.body)).toEqual({ status: 204, text: '' });
      expect(await rawPost(fresh.url, { ...noType, 'content-type': 'application/x-www-form-urlencoded' }, v.message.body)).toEqual({ status: 204, text: '' });
      expect(await rawPost(fresh.url, noType, v.message.body)).toEqual({ status: 204, text: '' });
      // Processed once, and what the app got is the genuine envelope.
      expect(fresh.processed.length).toBe(1);
      expect(fresh.processed[0]).toMatchObject({ kind: 'event', envelope: JSON.parse(v.message.body.toString()) as object });
      // The same JSON re-encoded as UTF-16 (with its charset), or a forged body under application/json: refused.
      refused401(await rawPost(fresh.url, { ...noType, 'content-type': 'application/json; charset=utf-16le' }, Buffer.from(v.message.body.toString(), 'utf16le')));
      const forged = Buffer.from(v.message.body.toString().replace('a probe by webhook', 'a forged message!'));
      refused401(await rawPost(fresh.url, { ...noType, 'content-type': 'application/json' }, forged));
      expect(fresh.processed.length).toBe(1);
    } finally {
      await fresh.stop();
    }
  });
});

describe('the webhook receiver under attack: forged signatures (15.6; D121, D521)', () => {
  it('alg none, HS256 keyed with the public key, and other typs are refused before any key lookup: 401, no JWKS fetch', { timeout: 60_000 }, async () => {
    const v = await victim();
    const h = protectedOf(v.invocation);
    const webhookJwk = v.jwks.keys.find((k) => k.kid === h.kid)!;
    expect(webhookJwk).toBeDefined();
    const b64 = base64url.encode(v.invocation.body);
    const unsigned = (header: Record<string, unknown>, sig = '') => `${base64url.encode(JSON.stringify(header))}..${sig}`;
    const hmac = async (secret: Uint8Array) => detached(v.invocation.body, { ...h, alg: 'HS256' }, secret);
    const forgedSignatures = [
      unsigned({ ...h, alg: 'none' }),
      unsigned({ ...h, alg: 'none' }, 'AA'),
      unsigned({ ...h, alg: 'None' }, b64.slice(0, 10)),
      // The webhook key's public bytes, its JWK as JSON, and the JWKS as JSON, as an HMAC secret.
      await hmac(base64url.decode(webhookJwk.x!)),
      await hmac(new TextEncoder().encode(JSON.stringify(webhookJwk))),
      await hmac(new TextEncoder().encode(JSON.stringify(v.jwks))),
      // A genuine signature under a header claiming another alg (the bytes signed include the header: it cannot verify anyway).
      `${base64url.encode(JSON.stringify({ ...h, alg: 'ES256' }))}..${v.invocation.headers[H.signature]!.split('..')[1]}`,
      // The invocation token's own signature (typ agent-invocation+jwt), and the genuine header with another typ or none.
      (() => {
        const [p, , s] = v.token.split('.');
        return `${p}..${s}`;
      })(),
      unsigned({ ...h, typ: 'JWT' }, 'AA'),
      unsigned({ ...h, typ: undefined }, 'AA'),
      unsigned({ ...h, kid: undefined }, 'AA'),
    ];
    const proxy = await jwksProxy('pass');
    try {
      for (const [i, signature] of forgedSignatures.entries()) {
        const headers = { ...v.invocation.headers, [H.signature]: signature };
        refused401(await post(v.example.url, headers, v.invocation.body));
        expect(await refusedWith({ headers, body: v.invocation.body }, { baseUrl: proxy.base, subscriptionId: v.sub.id }), `forgery ${i}`).toBe(WebhookErrorCode.WebhookSignatureInvalid);
      }
      // None of them made the receiver fetch the server's keys.
      expect(proxy.state.hits).toBe(0);
    } finally {
      await proxy.stop();
    }
    unchanged(v);
  });

  it('a stranger\'s key, under a kid not in the JWKS or under the server\'s webhook kid, is refused 401 (webhook_unknown_key, webhook_signature_invalid)', { timeout: 60_000 }, async () => {
    const v = await victim();
    const unknownKid = await strangerSigned(v.invocation, 'not-a-kid-of-the-server');
    refused401(await post(v.example.url, unknownKid.headers, unknownKid.body));
    expect(await refusedWith(unknownKid, { baseUrl: t.server.url, subscriptionId: v.sub.id })).toBe(WebhookErrorCode.WebhookUnknownKey);
    const underServerKid = await strangerSigned(v.invocation, String(protectedOf(v.invocation).kid));
    refused401(await post(v.example.url, underServerKid.headers, underServerKid.body));
    expect(await refusedWith(underServerKid, { baseUrl: t.server.url, subscriptionId: v.sub.id })).toBe(WebhookErrorCode.WebhookSignatureInvalid);
    // The other keys of the server (access and invocation tokens) name kids the JWKS holds, but a stranger cannot sign with them either.
    for (const k of v.jwks.keys.filter((k) => k.kid !== protectedOf(v.invocation).kid)) {
      const w = await strangerSigned(v.invocation, k.kid!);
      expect(await refusedWith(w, { jwks: v.jwks, subscriptionId: v.sub.id })).toBe(WebhookErrorCode.WebhookSignatureInvalid);
    }
    unchanged(v);
  });

  it('a key rotated out of the JWKS: a receiver that fetches the rotated set refuses its signatures (webhook_unknown_key)', { timeout: 60_000 }, async () => {
    const v = await victim();
    // The server's keys and an old webhook key of its own, then the same set without the old key.
    const old = await generateKeyPair('EdDSA', { extractable: true });
    const { exportJWK } = await import('jose');
    const oldJwk = { ...(await exportJWK(old.publicKey)), kid: uuidv7(), alg: 'EdDSA', use: 'sig' };
    const before = await jwksProxy({ keys: [...v.jwks.keys, oldJwk] });
    const after = await jwksProxy({ keys: v.jwks.keys });
    try {
      // The genuine body and header, signed now by the old key (a valid signature of the old key).
      const signed: Wire = { headers: { ...v.message.headers, [H.signature]: await detached(v.message.body, { ...protectedOf(v.message), kid: oldJwk.kid, iat: Math.floor(Date.now() / 1000) }, old.privateKey) }, body: v.message.body };
      expect((await verifyWebhookDelivery(signed, { baseUrl: before.base, subscriptionId: v.sub.id })).kind).toBe('event');
      expect(await refusedWith(signed, { baseUrl: after.base, subscriptionId: v.sub.id })).toBe(WebhookErrorCode.WebhookUnknownKey);
      const rotated = await mountExample(after.base, () => v.sub.id);
      try {
        refused401(await post(rotated.url, signed.headers, signed.body));
        expect(rotated.processed).toEqual([]);
        expect(rotated.rows.size).toBe(0);
      } finally {
        await rotated.stop();
      }
    } finally {
      await before.stop();
      await after.stop();
    }
  });

  it('a malformed signature or protected header, or a body that is no JSON under a genuine signature, is refused 401', { timeout: 60_000 }, async () => {
    const v = await victim();
    const h = protectedOf(v.invocation);
    const sig = v.invocation.headers[H.signature]!.split('..')[1]!;
    const signatures = [
      '',
      '..',
      'not a jws',
      `${base64url.encode('not json')}..${sig}`,
      `${base64url.encode('[1,2]')}..${sig}`,
      `${base64url.encode('"a string"')}..${sig}`,
      `${base64url.encode(JSON.stringify({ ...h, kid: { toString: 'x' } }))}..${sig}`,
      `${base64url.encode(JSON.stringify({ ...h, typ: [WEBHOOK_SIGNATURE_TYP] }))}..${sig}`,
      `${base64url.encode(JSON.stringify({ ...h, crit: ['b64'], b64: false }))}..${sig}`,
      `${v.invocation.headers[H.signature]!}.extra`,
      `%%%..${sig}`,
    ];
    for (const signature of signatures) {
      const headers = { ...v.invocation.headers, [H.signature]: signature };
      refused401(await post(v.example.url, headers, v.invocation.body));
    }
    for (const body of ['{"', '', 'null', '{"type": "agent.invocation"}', '\u0000']) refused401(await post(v.example.url, v.invocation.headers, body));
    // The attacker's own malformed JSON under a stranger's signature.
    const stranger = await strangerSigned({ headers: v.invocation.headers, body: Buffer.from('{"type": "agent.invocation", "payload": ') }, 'x');
    refused401(await post(v.example.url, stranger.headers, stranger.body));
    unchanged(v);
  });
});

describe('the webhook receiver under attack: size (15.6)', () => {
  it('a huge body is answered 413 within bounds (never held whole); a header over node:http\'s limit is answered 431 before the receiver', { timeout: 60_000 }, async () => {
    const v = await victim();
    // 16 MB: the genuine JSON with a long string appended inside it, under the genuine signature.
    const huge = Buffer.concat([v.invocation.body.subarray(0, v.invocation.body.length - 1), Buffer.from(`,"x":"${'A'.repeat(16 * 1024 * 1024)}"}`)]);
    const started = Date.now();
    expect(await post(v.example.url, v.invocation.headers, huge)).toEqual({ status: 413, text: '' });
    expect(Date.now() - started).toBeLessThan(15_000);
    // A Bothy-Signature of 64 KB (node:http's header limit is 16 KB by default).
    const big = await rawPost(v.example.url, { ...v.invocation.headers, [H.signature]: `${'A'.repeat(64 * 1024)}..AA` }, v.invocation.body).catch((e: NodeJS.ErrnoException) => ({ status: e.code, text: '' }));
    expect(big.status).toBe(431);
    unchanged(v);
  });
});

describe('the webhook receiver under attack: what reaches errors and logs (15.6, 15.3; D528, D538)', () => {
  it('no refusal carries the invocation token: not in the answer, the error\'s message, stack, issues or causes', { timeout: 60_000 }, async () => {
    const v = await victim();
    const w = v.invocation;
    const o: VerifyWebhookOptions = { jwks: v.jwks, subscriptionId: v.sub.id };
    const sigPart = v.token.split('.')[2]!;
    const errors: Error[] = [];
    const flipped = runIdChanged(w.body);
    errors.push(await failure({ headers: w.headers, body: flipped }, o));
    errors.push(await failure(w, { ...o, subscriptionId: uuidv7() }));
    errors.push(await failure({ headers: { ...w.headers, [H.deliveryId]: uuidv7() }, body: w.body }, o));
    errors.push(await failure({ headers: { ...w.headers, [H.attempt]: '7' }, body: w.body }, o));
    errors.push(await failure(w, { ...o, now: () => Date.now() + 3_600_000 }));
    errors.push(await failure({ headers: { ...w.headers, [H.signature]: `${v.token.split('.')[0]}..${sigPart}` }, body: w.body }, o));
    // Bodies carrying the token under the server's own signature that still fail (what only a faulty or older server sends):
    // a known type whose payload breaks its schema, and JSON cut short right after the token.
    const real = JSON.parse(w.body.toString()) as Record<string, unknown> & { payload: Record<string, unknown> };
    const serverSigned = async (body: string): Promise<WebhookRequest> => {
      const deliveryId = uuidv7();
      const signature = await signDelivery(t.server.ctx.keys.webhook, body, { deliveryId, subscriptionId: v.sub.id, attempt: 1 });
      return { headers: { [WebhookHeader.Signature]: signature, [WebhookHeader.DeliveryId]: deliveryId, [WebhookHeader.Attempt]: '1' }, body };
    };
    errors.push(await failure(await serverSigned(JSON.stringify({ ...real, payload: { ...real.payload, run_id: v.token } })), o));
    errors.push(await failure(await serverSigned(JSON.stringify({ ...real, payload: { ...real.payload, thread_id: 42 }, extra: v.token })), o));
    const text = JSON.stringify(real);
    const cut = text.slice(0, text.indexOf(v.token) + v.token.length + 1);
    errors.push(await failure(await serverSigned(`${cut}}x`), o));
    errors.push(await failure(await serverSigned(`${cut} ${v.token}`), o));
    // The scan sees a cause's text (it can fail).
    expect(loggable(new WebhookVerificationError(WebhookErrorCode.WebhookBodyInvalid, 'x', [], new Error(`y ${v.token}`))).includes(v.token)).toBe(true);
    expect(errors.length).toBe(10);
    for (const e of errors) {
      const logged = loggable(e);
      expect(logged.includes(v.token), logged.slice(0, 400)).toBe(false);
      expect(logged.includes(sigPart), logged.slice(0, 400)).toBe(false);
    }
    // The receiver's answers to refusals have no body at all (checked in every refused401 above).
  });

  it('a signed event of a type the SDK does not know (D528), carrying a token: 204 and skipped, never processed; the default log names its type, not the token', { timeout: 60_000 }, async () => {
    const v = await victim();
    const real = JSON.parse(v.invocation.body.toString()) as Record<string, unknown>;
    const body = JSON.stringify({ ...real, type: 'agent.delegation' });
    expect(body).toContain(v.token);
    const deliveryId = uuidv7();
    const headers = { [H.signature]: await signDelivery(t.server.ctx.keys.webhook, body, { deliveryId, subscriptionId: v.sub.id, attempt: 1 }), [H.deliveryId]: deliveryId, [H.attempt]: '1', 'content-type': 'application/json' };
    // The README's receiver with its default report (console.warn), and the log of the whole process watched meanwhile.
    const fresh = await mountExample(t.server.url, () => v.sub.id, false);
    // Every console method that prints (log, info, warn, error, debug, trace).
    const printing = Object.keys(console).filter((m) => /^(log|info|warn|error|debug|trace)$/.test(m)) as ('log' | 'warn')[];
    expect(printing.length).toBe(6);
    const spies = printing.map((m) => vi.spyOn(console, m).mockImplementation(() => undefined));
    try {
      expect(await post(fresh.url, headers, body)).toEqual({ status: 204, text: '' });
      // The same type forged (the body changed after signing, or signed by a stranger): refused.
      refused401(await post(fresh.url, headers, body.replace('agent.delegation', 'agent.delegatiox')));
      const stranger = await strangerSigned({ headers, body: Buffer.from(body) }, 'x');
      refused401(await post(fresh.url, stranger.headers, stranger.body));
      const logged = spies.flatMap((s) => s.mock.calls.map((c) => c.map(String).join(' ')));
      expect(logged.length).toBe(1);
      expect(logged[0]).toContain('agent.delegation');
      expect(logged.join('\n')).not.toContain(v.token);
      expect(fresh.processed).toEqual([]);
      expect(fresh.rows.size).toBe(0);
    } finally {
      for (const s of spies) s.mockRestore();
      await fresh.stop();
    }
    // At the victim's receiver, with its own skipped(): skipped once, nothing processed.
    expect(await post(v.example.url, headers, body)).toEqual({ status: 204, text: '' });
    expect(v.example.skipped.map((d) => (d.kind === 'unknown_event' ? d.envelope.type : d.kind))).toEqual(['agent.delegation']);
    expect(invocationTokenOf(v.example.skipped[0]!)).toBeUndefined();
    v.example.skipped.length = 0;
    unchanged(v);
  });

  it('text the attacker chose (typ, kid, delivery ID) reaches an error message quoted, without control characters, and cut short (D538)', { timeout: 60_000 }, async () => {
    const v = await victim();
    const messages = await attackerTextInErrors(v, {});
    for (const m of messages) {
      expect(m, m.slice(0, 200)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/);
      expect(m.length).toBeLessThan(400);
    }
  });

  it('twin (brokenAttackerTextInErrors): the attacker\'s text reaches the message raw, a forged log line with it', { timeout: 60_000 }, async () => {
    const v = await victim();
    const messages = await attackerTextInErrors(v, { brokenAttackerTextInErrors: true });
    expect(messages.some((m) => m.includes('\n[INFO] '))).toBe(true);
    expect(messages.some((m) => m.length > 4_000)).toBe(true);
  });
});

/** Refusals whose messages would name what the attacker wrote: a typ, a kid (with a forged log line and 8 KB long), a delivery ID. */
async function attackerTextInErrors(v: Victim, extra: Partial<VerifyWebhookOptions>): Promise<string[]> {
  const h = protectedOf(v.invocation);
  const forgedLine = '\n[INFO] webhook: delivery verified\u001b[2K\u2028\u202e';
  const unsigned = (header: Record<string, unknown>) => `${base64url.encode(JSON.stringify(header))}..AA`;
  const o: VerifyWebhookOptions = { jwks: v.jwks, subscriptionId: v.sub.id, ...extra };
  const errors = [
    await failure({ headers: { ...v.invocation.headers, [H.signature]: unsigned({ ...h, typ: `x${forgedLine}` }) }, body: v.invocation.body }, o),
    await failure(await strangerSigned(v.invocation, `k${forgedLine}${'K'.repeat(8_000)}`), o),
    await failure({ headers: { ...v.invocation.headers, [H.deliveryId]: `d${'D'.repeat(8_000)}` }, body: v.invocation.body }, o),
  ];
  return errors.map((e) => e.message);
}

describe('the webhook receiver when the server\'s JWKS is slow, down or garbage (15.6; D521, D538)', () => {
  it('fails closed with 503 and a NetworkError (nothing decided), and takes the genuine delivery once the JWKS is back', { timeout: 90_000 }, async () => {
    const v = await victim();
    const modes: JwksMode[] = ['status500', 'reset', 'html', 'not-a-set', 'array', 'private-key'];
    for (const mode of modes) {
      const proxy = await jwksProxy(mode);
      const receiver = await mountExample(proxy.base, () => v.sub.id);
      try {
        expect(await post(receiver.url, v.message.headers, v.message.body), String(mode)).toEqual({ status: 503, text: '' });
        const e = await failure(v.message, { baseUrl: proxy.base, subscriptionId: v.sub.id });
        expect(e, `${String(mode)}: ${e.message}`).toBeInstanceOf(NetworkError);
        expect(receiver.processed).toEqual([]);
        expect(receiver.rows.size).toBe(0);
        // A private key under the webhook kid is a key set as such: jose keeps it for its cache age (10 min), and each
        // request fails at its import. Fail closed all the same; no coming back to test within bounds.
        if (mode === 'private-key') continue;
        // The JWKS back: after the cooldown the same genuine request passes and is processed once.
        proxy.state.mode = 'pass';
        await sleep(WEBHOOK_JWKS_COOLDOWN_MS + 300);
        expect(await post(receiver.url, v.message.headers, v.message.body), `${String(mode)} back`).toEqual({ status: 204, text: '' });
        expect(receiver.processed.length).toBe(1);
      } finally {
        await receiver.stop();
        await proxy.stop();
      }
    }
    // Nothing listening at all.
    const gone = await listen(() => undefined);
    await gone.stop();
    const receiver = await mountExample(gone.base, () => v.sub.id);
    try {
      expect(await post(receiver.url, v.message.headers, v.message.body)).toEqual({ status: 503, text: '' });
    } finally {
      await receiver.stop();
    }
  });

  it('a JWKS slower than the fetch timeout: 503 within bounds, and concurrent requests share one fetch', { timeout: 60_000 }, async () => {
    const v = await victim();
    const proxy = await jwksProxy('slow');
    const receiver = await mountExample(proxy.base, () => v.sub.id);
    try {
      const started = Date.now();
      const forged = await Promise.all(Array.from({ length: 8 }, (_, i) => strangerSigned(v.message, `random-${i}`)));
      const answers = await Promise.all([v.message, ...forged].map((w) => post(receiver.url, w.headers, w.body)));
      expect(answers.map((a) => a.status)).toEqual(Array(9).fill(503));
      expect(Date.now() - started).toBeLessThan(12_000);
      expect(proxy.state.hits).toBe(1);
      expect(receiver.processed).toEqual([]);
    } finally {
      await receiver.stop();
      await proxy.stop();
    }
  });

  /** Sequential requests with made-up kids for `ms`, against a fresh JWKS proxy in `mode`; how many fetches they caused, and their outcomes. */
  async function randomKids(v: Victim, mode: JwksMode, extra: Partial<VerifyWebhookOptions>, warm: boolean) {
    const proxy = await jwksProxy(warm ? 'pass' : mode);
    try {
      const o: VerifyWebhookOptions = { baseUrl: proxy.base, subscriptionId: v.sub.id, ...extra };
      // A warm receiver: the server's set fetched by a genuine delivery, then the JWKS fails.
      if (warm) {
        expect((await verifyWebhookDelivery(v.message, o)).kind).toBe('event');
        proxy.state.mode = mode;
        // Past jose's own cooldown, which counts from that successful fetch.
        await sleep(WEBHOOK_JWKS_COOLDOWN_MS + 300);
      }
      const before = proxy.state.hits;
      const outcomes = new Set<string>();
      const started = Date.now();
      for (let i = 0; i < 30; i++) {
        const e = await failure(await strangerSigned(v.message, `random-${uuidv7()}`), o);
        outcomes.add(e instanceof WebhookVerificationError ? e.code : e.name);
      }
      const elapsed = Date.now() - started;
      // The genuine delivery of the cached key passes on a warm receiver all the same (no fetch needed).
      if (warm) expect((await verifyWebhookDelivery(v.message, o)).kind).toBe('event');
      return { fetches: proxy.state.hits - before, elapsed, outcomes };
    } finally {
      await proxy.stop();
    }
  }

  const failing: JwksMode[] = ['status500', 'reset', 'not-a-set'];

  it('made-up kids cannot make the receiver hammer the JWKS: at most one fetch per WEBHOOK_JWKS_COOLDOWN_MS, the JWKS up, down or garbage, cold or warm', { timeout: 90_000 }, async () => {
    const v = await victim();
    for (const warm of [false, true]) {
      for (const mode of ['pass', ...failing] as JwksMode[]) {
        const { fetches, elapsed, outcomes } = await randomKids(v, mode, {}, warm);
        const allowed = 1 + Math.ceil(elapsed / WEBHOOK_JWKS_COOLDOWN_MS);
        expect(fetches, `${String(mode)} ${warm ? 'warm' : 'cold'}: ${fetches} fetches in ${elapsed} ms`).toBeLessThanOrEqual(allowed);
        // Up: the stranger's kids are unknown keys (401). Failing: nothing decided (503), never a refusal that blames the signature.
        expect([...outcomes], String(mode)).toEqual(mode === 'pass' ? [WebhookErrorCode.WebhookUnknownKey] : ['NetworkError']);
      }
    }
  });

  it('twin (brokenJwksFetchUnthrottled, jose\'s cooldown alone): while the JWKS fails, every made-up kid is a fetch', { timeout: 90_000 }, async () => {
    const v = await victim();
    for (const warm of [false, true]) {
      for (const mode of failing) {
        const { fetches, elapsed } = await randomKids(v, mode, { brokenJwksFetchUnthrottled: true }, warm);
        expect(fetches, `${String(mode)} ${warm ? 'warm' : 'cold'}`).toBeGreaterThan(1 + Math.ceil(elapsed / WEBHOOK_JWKS_COOLDOWN_MS));
        expect(fetches).toBe(30);
      }
    }
  });
});

describe('the README\'s receiver answers every request and never rejects (15.6; sdk/examples/webhook.ts)', () => {
  /** Rejections nobody handled while `work` ran (node:http does not handle a rejected listener's promise: it ends a process without a handler). */
  async function unhandledDuring(work: () => Promise<void>): Promise<unknown[]> {
    const seen: unknown[] = [];
    const note = (reason: unknown) => void seen.push(reason);
    process.on('unhandledRejection', note);
    try {
      await work();
      await sleep(200);
    } finally {
      process.off('unhandledRejection', note);
    }
    return seen;
  }

  it('a client that aborts its body mid-way: no rejection escapes, and the receiver goes on answering', { timeout: 60_000 }, async () => {
    const v = await victim();
    const { port } = new URL(v.example.url);
    const seen = await unhandledDuring(async () => {
      for (let i = 0; i < 3; i += 1) {
        await new Promise<void>((resolve, reject) => {
          const socket = createConnection(Number(port), '127.0.0.1', () => {
            socket.write(`POST /hook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"half":`);
            setTimeout(() => (socket.destroy(), resolve()), 100);
          });
          socket.on('error', () => undefined);
          setTimeout(() => reject(new Error('connect timed out')), 10_000).unref();
        });
      }
      await sleep(200);
      // The genuine delivery again: a duplicate, answered 204.
      expect((await post(v.example.url, v.invocation.headers, v.invocation.body)).status).toBe(204);
    });
    expect(seen.map(String)).toEqual([]);
    unchanged(v);
  });

  it('a failure of the app\'s store is answered 500, no rejection escapes, and the server\'s next attempt is taken', { timeout: 60_000 }, async () => {
    const v = await victim();
    let failures = 2;
    const rows = new Map<string, StoredWebhookDelivery>();
    const processed: WebhookDelivery[] = [];
    const deliveries: Deliveries = {
      transaction: async (work) => {
        if (failures > 0) {
          failures -= 1;
          // The second failure quotes the token, as a store's message may quote a value it was given.
          throw new Error(failures === 0 ? `invalid input: "${v.token}"` : 'the store is down');
        }
        return work({ get: async (id) => rows.get(id), put: async (d) => void rows.set(d.deliveryId, d) });
      },
    };
    const handler = webhookReceiver({ baseUrl: t.server.url, subscriptionId: v.sub.id, deliveries, process: async (d) => void processed.push(d) });
    const receiver = await listen((req, res) => void handler(req, res));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const seen = await unhandledDuring(async () => {
        expect(await post(receiver.url, v.invocation.headers, v.invocation.body)).toEqual({ status: 500, text: '' });
        expect(await post(receiver.url, v.invocation.headers, v.invocation.body)).toEqual({ status: 500, text: '' });
        expect(await post(receiver.url, v.invocation.headers, v.invocation.body)).toEqual({ status: 204, text: '' });
      });
      expect(seen.map(String)).toEqual([]);
      expect(processed).toHaveLength(1);
      // The log names the failure, never the delivery's token.
      const logged = errors.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(logged).toContain('the store is down');
      expect(logged).toContain('invalid input: "<token>"');
      expect(logged).not.toContain(v.token);
    } finally {
      errors.mockRestore();
      await receiver.stop();
    }
  });
});
