// server.allowed_origins (6.3): a browser app on an origin that is not allowed gets a 403 that says
// why (a problem document naming the setting, never its value, on the gateway upgrade (D517) and on
// the REST preflight), and the operator gets a log line with the Origin the browser sent, one a minute at most.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PATH, ProblemCode } from '@bothy/generated';
import { PROBLEM_CONTENT_TYPE } from '../../src/rest/problem.ts';
import { createLogger } from '../../src/logging.ts';
import { ORIGIN_REFUSED_LOG } from '../../src/gateway/origin.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ALLOWED = 'https://app.example';
let t: TestServer;
const logs: { msg: string; origin?: string; level: number }[] = [];

beforeAll(async () => {
  const log = createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line) as { msg: string; level: number }) });
  t = await startTestServer({ 'server.allowed_origins': `${ALLOWED},https://other.example` }, { log });
});
afterAll(async () => {
  await t?.close();
});

/** A real HTTP/1.1 upgrade request to the gateway with this Origin: the status, headers and body of the answer. */
function upgrade(origin: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(GATEWAY_PATH, t.server.url);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', Origin: origin },
      timeout: 5_000,
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer to the upgrade')));
    req.on('error', reject);
    req.end();
  });
}

const refusals = (origin: string) => logs.filter((l) => l.msg === ORIGIN_REFUSED_LOG && l.origin === origin);

describe('an Origin not in server.allowed_origins (6.3)', () => {
  it('the gateway upgrade answers 403 forbidden as a problem naming server.allowed_origins, without its value, and logs one line', async () => {
    const res = await upgrade('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toBe(`${PROBLEM_CONTENT_TYPE}; charset=utf-8`);
    const problem = JSON.parse(res.body) as { code?: string; detail?: string; status?: number };
    expect({ code: problem.code, status: problem.status }).toEqual({ code: ProblemCode.Forbidden, status: 403 });
    expect(problem.detail).toContain('server.allowed_origins');
    expect(res.body).not.toContain('app.example');
    expect(res.body).not.toContain('other.example');
    expect(refusals('https://evil.example')).toHaveLength(1);
    expect(logs.find((l) => l.msg === ORIGIN_REFUSED_LOG)?.level).toBe(40); // warn
  });

  it('more refusals within the minute answer 403 each and log nothing more (an anonymous client fills no log); the next line counts them (D340)', async () => {
    for (let i = 0; i < 5; i++) expect((await upgrade('https://flood.example')).status).toBe(403);
    expect(refusals('https://flood.example')).toHaveLength(0);
  });

  it('an allowed Origin is upgraded (101), and logs no refusal', async () => {
    const res = await upgrade(ALLOWED);
    expect(res.status).toBe(101);
    expect(refusals(ALLOWED)).toHaveLength(0);
  });

  it('the REST preflight from that Origin answers 403 with a problem (code forbidden) saying the same and no CORS headers, and logs one line', async () => {
    const res = await fetch(`${t.server.url}/api/v1/events?after=0`, { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const text = await res.text();
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.parse(text) as { code: string; detail: string }).toMatchObject({ code: 'forbidden', detail: expect.stringContaining('server.allowed_origins') as string });
    expect(text).not.toContain('app.example');
    expect(refusals('https://elsewhere.example')).toHaveLength(1);
    const ok = await fetch(`${t.server.url}/api/v1/events?after=0`, { method: 'OPTIONS', headers: { origin: ALLOWED, 'access-control-request-method': 'GET' } });
    expect(ok.status).toBe(204);
  });
});

describe('a WebSocket upgrade to any other path (6.1: one endpoint)', () => {
  /** A raw upgrade request on a socket the client never ends: what the server wrote, and whether it closed the socket. */
  function rawUpgrade(path: string): Promise<{ answer: string; closedByServer: boolean }> {
    const { hostname, port } = new URL(t.server.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let answer = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ answer, closedByServer: false });
      }, 5_000);
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => (answer += c));
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ answer, closedByServer: true });
      });
      socket.on('error', reject);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    });
  }

  for (const path of [`${GATEWAY_PATH}x`, `${GATEWAY_PATH}/`, '/', '/api/v1/events']) {
    it(`${path}: 404 naming the gateway's path, and the server closes the socket (it stayed open for good, a file descriptor each)`, async () => {
      const r = await rawUpgrade(path);
      expect(r.answer).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
      expect(r.answer).toContain(GATEWAY_PATH);
      expect(r.closedByServer).toBe(true);
    });
  }
});
