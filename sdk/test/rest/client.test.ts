import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProblemCode, problemCodes, REST_BASE_PATH, validateEventsPage, type Message } from '@bothy/generated';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StaticTokenProvider } from '../../src/auth.ts';
import { generateDpopKey, type DpopKey } from '../../src/dpop/key.ts';
import { DpopNonceError, NetworkError, NotFoundError, TimeoutError, VersionConflictError } from '../../src/errors.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { BothyRestClient } from '../../src/rest/client.ts';
import { createOutboxTransport } from '../../src/rest/transport.ts';
import { verifyDpopProof } from '../support/dpop-verify.ts';
import { EPOCH, message, messageCreated, snapshot } from '../support/events.ts';

const TOKEN = 'access-token-1';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  proof: Record<string, unknown> | undefined;
  verdict: 'ok' | 'nonce' | 'invalid';
}

/** A loopback server that checks DPoP like the reference server: signature, htm, htu, ath, and its nonce. */
class DpopServer {
  server!: Server;
  origin = '';
  nonce = 'nonce-0';
  seen: Seen[] = [];
  /** Answer every request with use_dpop_nonce, to show the client retries only once. */
  alwaysDemandNonce = false;
  /** Rotate the nonce on every successful answer. */
  rotate = false;
  /** Hold requests to this path without answering. */
  hang = new Set<string>();
  /** GET /events answers this page instead of an empty one. */
  eventsPage: unknown;
  #count = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  #problem(res: ServerResponse, code: ProblemCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): void {
    const { status, title } = problemCodes[code];
    res.writeHead(status, { 'Content-Type': 'application/problem+json', ...headers });
    res.end(JSON.stringify({ type: 'about:blank', title, status, code, ...extra }));
  }

  #json(res: ServerResponse, status: number, body: unknown): void {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.rotate) {
      this.#count += 1;
      this.nonce = `nonce-${this.#count}`;
      headers['DPoP-Nonce'] = this.nonce;
    }
    res.writeHead(status, headers);
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url!, this.origin);
    const seen: Seen = { method: req.method!, path: url.pathname + url.search, headers: req.headers, body, proof: undefined, verdict: 'invalid' };
    this.seen.push(seen);
    if (this.hang.has(url.pathname)) return;
    const auth = req.headers.authorization ?? '';
    const proof = req.headers.dpop;
    if (!auth.startsWith('DPoP ') || typeof proof !== 'string') return this.#problem(res, ProblemCode.AuthenticationFailed);
    const token = auth.slice(5);
    try {
      const verified = await verifyDpopProof(proof, { htm: req.method!, htu: `${this.origin}${url.pathname}`, accessToken: token });
      seen.proof = verified.payload;
    } catch {
      return this.#problem(res, ProblemCode.AuthenticationFailed);
    }
    if (this.alwaysDemandNonce || seen.proof['nonce'] !== this.nonce) {
      seen.verdict = 'nonce';
      this.nonce = `nonce-${++this.#count}`;
      return this.#problem(res, ProblemCode.UseDpopNonce, {}, { 'DPoP-Nonce': this.nonce, 'WWW-Authenticate': 'DPoP error="use_dpop_nonce"' });
    }
    seen.verdict = 'ok';
    const route = `${req.method} ${url.pathname.slice(REST_BASE_PATH.length)}`;
    if (route === 'GET /sync/snapshot') return this.#json(res, 200, snapshot(9));
    if (route === 'GET /events' && this.eventsPage !== undefined) return this.#json(res, 200, this.eventsPage);
    if (route === 'GET /events') return this.#json(res, 200, { events: [], next_cursor: Number(url.searchParams.get('after')), head_seq: 9, sync_epoch: EPOCH });
    const create = /^POST \/threads\/([^/]+)\/messages$/.exec(route);
    if (create) {
      const request = JSON.parse(body) as { client_msg_id: string; content_md: string };
      return this.#json(res, 201, message({ thread_id: create[1]!, client_msg_id: request.client_msg_id, content_md: request.content_md }));
    }
    const patch = /^PATCH \/messages\/([^/]+)$/.exec(route);
    if (patch) {
      if (req.headers['if-match'] !== '"3"') return this.#problem(res, ProblemCode.VersionConflict, { current: message({ id: patch[1]!, version: 4, content_md: 'theirs' }) });
      return this.#json(res, 200, message({ id: patch[1]!, version: 4, content_md: (JSON.parse(body) as { content_md: string }).content_md }));
    }
    if (/^DELETE \/messages\/[^/]+$/.test(route)) return this.#json(res, 204, undefined);
    if (route.startsWith('PUT ')) return this.#json(res, 200, { ok: true });
    return this.#problem(res, ProblemCode.NotFound);
  }
}

const server = new DpopServer();
let key: DpopKey;
let rest: BothyRestClient;

beforeAll(async () => {
  await server.start();
  key = await generateDpopKey();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.seen = [];
  server.alwaysDemandNonce = false;
  server.rotate = false;
  server.hang.clear();
  rest = new BothyRestClient({ baseUrl: server.origin, tokens: new StaticTokenProvider(TOKEN), dpopKey: key, timeoutMs: 2_000 });
});

describe('REST with DPoP (RFC 9449; openapi.yaml security)', () => {
  it('sends Authorization: DPoP and a proof the server verifies (signature, htm, htu, ath)', async () => {
    server.nonce = 'known';
    rest = new BothyRestClient({ baseUrl: server.origin, tokens: new StaticTokenProvider(TOKEN), dpopKey: key });
    // First call learns the nonce, second goes straight through.
    await rest.getSnapshot();
    server.seen = [];
    await rest.getSnapshot();
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]!.headers.authorization).toBe(`DPoP ${TOKEN}`);
    expect(server.seen[0]!.verdict).toBe('ok');
    expect(server.seen[0]!.proof).toMatchObject({ htm: 'GET', htu: `${server.origin}${REST_BASE_PATH}/sync/snapshot`, nonce: server.nonce });
  });

  it('retries once with the fresh nonce after 401 use_dpop_nonce, with the same body', async () => {
    const clientMsgId = uuidv7();
    const created = await rest.createMessage('thread-1', { client_msg_id: clientMsgId, content_md: 'hi' });
    expect(created.client_msg_id).toBe(clientMsgId);
    expect(server.seen.map((s) => s.verdict)).toEqual(['nonce', 'ok']);
    expect(server.seen[1]!.body).toBe(server.seen[0]!.body);
    expect(server.seen[1]!.proof?.['nonce']).toBe(server.nonce);
    expect(server.seen[1]!.proof?.['jti']).not.toBe(server.seen[0]!.proof?.['jti']);
  });

  it('uses the latest DPoP-Nonce any answer carried', async () => {
    server.rotate = true;
    await rest.getSnapshot(); // nonce, then ok (the ok answer rotates the nonce)
    const rotated = server.nonce;
    server.seen = [];
    await rest.getSnapshot();
    expect(server.seen.map((s) => s.verdict)).toEqual(['ok']);
    expect(server.seen[0]!.proof?.['nonce']).toBe(rotated);
  });

  it('retries only once: a second use_dpop_nonce is a DpopNonceError', async () => {
    server.alwaysDemandNonce = true;
    const error = await rest.getSnapshot().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DpopNonceError);
    expect(server.seen).toHaveLength(2);
  });

  it('signs htu without the query string', async () => {
    const page = await rest.getEvents({ after: 3, epoch: EPOCH });
    expect(page.next_cursor).toBe(3);
    const ok = server.seen.find((s) => s.verdict === 'ok')!;
    expect(ok.path).toContain('after=3');
    expect(ok.proof?.['htu']).toBe(`${server.origin}${REST_BASE_PATH}/events`);
  });

  it('reads a newer server\'s page without the members it does not know (7.4, 6.1; D542)', async () => {
    const event = messageCreated(4);
    const NEW = { added_in_a_later_version: true };
    server.eventsPage = { events: [{ ...event, ...NEW, payload: { ...event.payload, ...NEW } }], next_cursor: 4, head_seq: 4, sync_epoch: EPOCH, ...NEW };
    try {
      // What the strict validator, the one a server is held to, refuses.
      expect(validateEventsPage(structuredClone(server.eventsPage))).toBe(false);
      const page = await rest.getEvents({ after: 3, epoch: EPOCH });
      expect(page).toEqual({ events: [event], next_cursor: 4, head_seq: 4, sync_epoch: EPOCH });
    } finally {
      server.eventsPage = undefined;
    }
  });

  it('throws the typed error of the problem: 412 with the current revision', async () => {
    const error = await rest.updateMessage('m-1', 'mine', { expectedVersion: 2, idempotencyKey: uuidv7() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VersionConflictError);
    expect((error as VersionConflictError).status).toBe(412);
    expect((error as VersionConflictError).current?.content_md).toBe('theirs');
  });

  it('throws NotFoundError for 404 not_found', async () => {
    await expect(rest.getDevice('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws TimeoutError when no answer comes in time', async () => {
    server.hang.add(`${REST_BASE_PATH}/sync/snapshot`);
    rest = new BothyRestClient({ baseUrl: server.origin, tokens: new StaticTokenProvider(TOKEN), dpopKey: key, timeoutMs: 150 });
    await expect(rest.getSnapshot()).rejects.toBeInstanceOf(TimeoutError);
  });

  it('throws NetworkError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = new BothyRestClient({ baseUrl: `http://127.0.0.1:${port}`, tokens: new StaticTokenProvider(TOKEN), dpopKey: key });
    await expect(offline.getSnapshot()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('the outbox transport over REST (13.2, 5.1, 5.2)', () => {
  it('creates a message with client_msg_id in the body', async () => {
    const transport = createOutboxTransport(rest);
    const id = uuidv7();
    const m: Message = await transport.createMessage('t-9', { client_msg_id: id, content_md: 'x' });
    expect(m.thread_id).toBe('t-9');
    const sent = server.seen.find((s) => s.verdict === 'ok')!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toEqual({ client_msg_id: id, content_md: 'x' });
  });

  it('edits with If-Match and Idempotency-Key, deletes with Idempotency-Key', async () => {
    const transport = createOutboxTransport(rest);
    const editKey = uuidv7();
    const edited = await transport.updateMessage('m-5', 'new', { expectedVersion: 3, idempotencyKey: editKey });
    expect(edited.content_md).toBe('new');
    const deleteKey = uuidv7();
    await transport.deleteMessage('m-5', { idempotencyKey: deleteKey });
    const ok = server.seen.filter((s) => s.verdict === 'ok');
    expect(ok[0]!.headers['if-match']).toBe('"3"');
    expect(ok[0]!.headers['idempotency-key']).toBe(editKey);
    expect(ok[1]!.method).toBe('DELETE');
    expect(ok[1]!.headers['idempotency-key']).toBe(deleteKey);
  });

  it('sends any other write with Idempotency-Key and If-Match as given', async () => {
    const transport = createOutboxTransport(rest);
    const keyId = uuidv7();
    await transport.write('PUT', '/me/settings/theme', { body: { value: 'dark' }, ifMatch: '"2"', idempotencyKey: keyId });
    const ok = server.seen.find((s) => s.verdict === 'ok')!;
    expect(ok.path).toBe(`${REST_BASE_PATH}/me/settings/theme`);
    expect(ok.headers['idempotency-key']).toBe(keyId);
    expect(ok.headers['if-match']).toBe('"2"');
    expect(JSON.parse(ok.body)).toEqual({ value: 'dark' });
  });
});
