// A request that offers an upgrade the server does not take is answered as it is (RFC 9110 7.8: a
// server MAY ignore Upgrade; D490). On Node 20 every request with `Connection: upgrade` and an
// `Upgrade` header reaches the gateway's 'upgrade' listener, and that answered the text 404 "no
// WebSocket endpoint at this path" to a REST call that `curl --http2` makes (Upgrade: h2c,
// Connection: Upgrade, HTTP2-Settings). Now it gets its REST answer, through every guard a request
// without the offer goes through: DPoP, the rate limit, server.max_request_bytes, the Host check of
// D465, keep-alive, and the drain's 503 at server.shutdown_timeout (D449). A WebSocket upgrade to the
// gateway whose target is in absolute form (RFC 9112 3.2.2) is taken (it was 404), and a target that
// is no URL answers a problem (RFC 9457, D491) instead of express's HTML 404. Real HTTP on loopback,
// from raw TCP sockets: neither fetch nor node:http sends Upgrade on a plain request.
import net from 'node:net';
import { GATEWAY_PATH, ProblemCode } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/server.ts';

/** The upgrade offer `curl --http2` makes on an http:// URL (curl 7.x/8.x). */
const H2C_OFFER = 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n';
const MAX_REQUEST_BYTES = 2_000;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answers in `text` that are complete (Content-Length bodies, or none), in order. */
function parseAnswers(text: string): Answer[] {
  const answers: Answer[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return answers;
    answers.push({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine!)?.[1] ?? 0), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
}

/**
 * Writes `chunks` on one TCP connection (a number: a pause of that many ms), and resolves with the
 * answers once `expected` of them came, the server closed, or `withinMs` passed (bounded).
 */
function exchange(port: number, chunks: (string | Buffer | number)[], expected = 1, withinMs = 5_000): Promise<{ answers: Answer[]; raw: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    let raw = '';
    let done = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers: parseAnswers(raw), raw, closedByServer });
    };
    const timer = setTimeout(() => finish(false), withinMs);
    socket.on('data', (b: Buffer) => {
      raw += b.toString('latin1');
      if (parseAnswers(raw).length >= expected) finish(false);
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('connect', async () => {
      for (const c of chunks) {
        if (typeof c === 'number') await new Promise((r) => setTimeout(r, c));
        else if (!socket.destroyed) socket.write(c);
      }
    });
  });
}

const code = (a: Answer | undefined) => (JSON.parse(a?.body ?? 'null') as { code?: string } | null)?.code;

let t: TestServer;
let port: number;
let alex: TestClient;

beforeAll(async () => {
  t = await startTestServer({ 'server.max_request_bytes': MAX_REQUEST_BYTES, 'rl.message_write': '2/1m' });
  port = t.server.port;
  alex = await t.client('alex');
  // A nonce for the proofs below (RFC 9449 8).
  await alex.request('GET', '/api/v1/events?after=0');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A DPoP-signed request as text, with `extra` header lines and `body`. */
async function signed(method: string, path: string, extra: string, body?: string): Promise<string> {
  const proof = await alex.proofFor(method, `http://127.0.0.1:${port}${path.split('?')[0]}`);
  const bodyLines = body === undefined ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: DPoP ${alex.accessToken}\r\nDPoP: ${proof}\r\n${bodyLines}${extra}\r\n${body ?? ''}`;
}

describe('a REST request that offers h2c gets its REST answer (RFC 9110 7.8; D490)', () => {
  it('GET /api/v1/discovery with curl --http2\'s offer answers 200 with the same document as without the offer', async () => {
    const plain = await exchange(port, [`GET /api/v1/discovery HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`]);
    const offered = await exchange(port, [`GET /api/v1/discovery HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${H2C_OFFER}\r\n`]);
    expect(offered.answers[0]?.status, offered.raw).toBe(200);
    expect(offered.answers[0]?.body).toBe(plain.answers[0]?.body);
    // The server did not switch: no 101, no Upgrade in the answer (RFC 9110 7.8).
    expect(offered.answers[0]?.headers.upgrade).toBeUndefined();
  });

  it('an offer of several protocols and any case (Upgrade: H2C, foo/1) is ignored alike', async () => {
    const r = await exchange(port, [`GET /api/v1/discovery HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nconnection: keep-alive, UPGRADE\r\nupgrade: H2C, foo/1\r\n\r\n`]);
    expect(r.answers[0]?.status, r.raw).toBe(200);
  });

  it('authentication applies (6.3): without a token 401 authentication_failed, with a DPoP-bound token 200', async () => {
    const anonymous = await exchange(port, [`GET /api/v1/events?after=0 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${H2C_OFFER}\r\n`]);
    expect(anonymous.answers[0]?.status, anonymous.raw).toBe(401);
    expect(code(anonymous.answers[0])).toBe(ProblemCode.AuthenticationFailed);
    const r = await exchange(port, [await signed('GET', '/api/v1/events?after=0', H2C_OFFER)]);
    expect(r.answers[0]?.status, r.raw).toBe(200);
    expect(r.answers[0]?.headers['dpop-nonce']).toBeTruthy();
  });

  it('a write with a body is read by the body parser, its body arriving after the headers in pieces, and counts against its rate limit (6.2): 201, 201, then 429 rate_limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const body = JSON.stringify({ client_msg_id: uuidv7(), content_md: `offered h2c ${i}` });
      const text = await signed('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, H2C_OFFER, body);
      const cut = text.length - body.length;
      // The header section, then the body in two pieces: the second arrives after the upgrade event.
      const r = await exchange(port, [text.slice(0, cut + 5), 50, text.slice(cut + 5)]);
      statuses.push(r.answers[0]?.status ?? 0);
      if (i === 2) expect(code(r.answers[0])).toBe(ProblemCode.RateLimited);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('a chunked body is read as well (RFC 9112 7.1)', async () => {
    const body = JSON.stringify({ principal: 'helper' });
    const head = `POST /api/v1/dev/api-tokens HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${H2C_OFFER}\r\n`;
    const r = await exchange(port, [head, 30, `${body.length.toString(16)}\r\n${body}\r\n`, 30, '0\r\n\r\n']);
    expect(r.answers[0]?.status, r.raw).toBe(201);
    expect(JSON.parse(r.answers[0]!.body)).toHaveProperty('api_token');
  });

  it('a body over server.max_request_bytes (18) answers 413 payload_too_large', async () => {
    const body = JSON.stringify({ principal: 'x'.repeat(MAX_REQUEST_BYTES) });
    const r = await exchange(port, [`POST /api/v1/dev/api-tokens HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${H2C_OFFER}\r\n${body}`]);
    expect(r.answers[0]?.status, r.raw).toBe(413);
    expect(code(r.answers[0])).toBe(ProblemCode.PayloadTooLarge);
  });

  it('a Host that names no host answers 400 validation_failed as without the offer (6.3, D465)', async () => {
    const r = await exchange(port, [`GET /api/v1/events?after=0 HTTP/1.1\r\nHost: a b\r\nAuthorization: DPoP not-a-token\r\nDPoP: not-a-proof\r\n${H2C_OFFER}\r\n`]);
    expect(r.answers[0]?.status, r.raw).toBe(400);
    expect(code(r.answers[0])).toBe(ProblemCode.ValidationFailed);
  });

  it('the connection stays HTTP/1.1 and keeps alive: a second request on it, and a pipelined one behind the offer, are answered', async () => {
    const offer = `GET /api/v1/discovery HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${H2C_OFFER}\r\n`;
    const plain = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    const later = await exchange(port, [offer, 100, plain, 100, offer], 3);
    expect(later.answers.map((a) => a.status), later.raw).toEqual([200, 200, 200]);
    expect(later.closedByServer).toBe(false);
    const pipelined = await exchange(port, [offer + plain + offer], 3);
    expect(pipelined.answers.map((a) => a.status), pipelined.raw).toEqual([200, 200, 200]);
  });

  it('an h2c offer to the gateway path gets the REST API\'s answer, not a WebSocket handshake (6.1)', async () => {
    const r = await exchange(port, [`GET ${GATEWAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${H2C_OFFER}\r\n`]);
    expect(r.answers[0]?.status, r.raw).not.toBe(101);
    expect(r.answers[0]?.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('request targets in absolute form and targets that are no URL (RFC 9112 3.2.2, RFC 9457; D490, D491)', () => {
  const websocket = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

  it('a WebSocket upgrade whose target is the gateway in absolute form is taken (101 and hello, 6.1)', async () => {
    const r = await exchange(port, [`GET http://127.0.0.1:${port}${GATEWAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${websocket}\r\n`]);
    expect(r.answers[0]?.status, r.raw).toBe(101);
  });

  it('a WebSocket upgrade to another path in absolute form is still 404 naming the gateway (6.1)', async () => {
    const r = await exchange(port, [`GET http://127.0.0.1:${port}/api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${websocket}\r\n`], Infinity);
    expect(r.answers[0]?.status, r.raw).toBe(404);
    expect(r.answers[0]?.body).toContain(GATEWAY_PATH);
    expect(r.closedByServer).toBe(true);
  });

  it('a REST request in absolute form is served as in origin form', async () => {
    const r = await exchange(port, [`GET http://127.0.0.1:${port}/api/v1/discovery HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`]);
    expect(r.answers[0]?.status, r.raw).toBe(200);
  });

  for (const offer of ['', H2C_OFFER]) {
    it(`a target that is no URL (http://[/api/v1/events) answers 400 validation_failed as a problem${offer ? ', also with an h2c offer' : ''}`, async () => {
      const r = await exchange(port, [`GET http://[/api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${offer}\r\n`]);
      expect(r.answers[0]?.status, r.raw).toBe(400);
      expect(r.answers[0]?.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(code(r.answers[0])).toBe(ProblemCode.ValidationFailed);
    });
  }
});

describe('a request with an h2c offer and a body that stalls is bounded as any request (6.4 drain, D449; D490)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ 'server.shutdown_timeout': '1s' });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('at the end of server.shutdown_timeout it answers 503 service_unavailable and the stop ends', async () => {
    const head = `POST /api/v1/dev/api-tokens HTTP/1.1\r\nHost: 127.0.0.1:${s.server.port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n${H2C_OFFER}\r\n{"princ`;
    const answer = exchange(s.server.port, [head], 1, 8_000);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await s.server.close();
    const r = await answer;
    expect(r.answers[0]?.status, r.raw).toBe(503);
    expect(code(r.answers[0])).toBe(ProblemCode.ServiceUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);
});
