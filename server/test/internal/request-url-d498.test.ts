// D495's loose ends (D498): userinfo in the URL a request addressed, a problem's instance, and the
// gateway's same-origin check with server.public_url set.
// - RFC 9110 4.2.4 (RFC 9112 3.2.2): a sender must not put userinfo (user:password@) into an http(s)
//   URI and a recipient should treat it as an error; a Host carries host and port only (RFC 9110 7.2)
//   and one with an invalid value is a 400 (RFC 9112 3.2). Both are refused, REST with 400
//   validation_failed before any route, the gateway's upgrade with an HTTP 400; the password appears
//   in no answer and no log line.
// - RFC 9457 3.1.5: a problem's instance is the target's path and query, the same in both forms.
// - 6.3: with server.public_url set, the gateway takes an Origin equal to its origin (behind a proxy
//   that rewrites Host), and no longer the host the request addressed.
// Raw TCP on loopback: fetch and node:http send neither an absolute target nor a Host of our choosing.
import type { IncomingMessage } from 'node:http';
import { GATEWAY_PATH, ProblemCode } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging.ts';
import { isOwnOrigin, targetPathAndQuery, userinfoSource } from '../../src/internal/request-url.ts';
import { rawExchange as exchange, type RawAnswer } from '../support/raw-http.ts';
import { withTwins } from '../support/twins.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/server.ts';

/** The password each request below carries in its userinfo: it must appear in no answer and no log line. */
const PASSWORD = 'hunter2-Zq7xw';
const ELSEWHERE = 'bothy.test:4000';
const UPGRADE = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

const code = (body: unknown) => (body as { code?: string } | undefined)?.code;

let t: TestServer;
let port: number;
let host: string;
let alex: TestClient;
const logLines: string[] = [];

beforeAll(async () => {
  const log = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  t = await startTestServer({}, { log });
  port = t.server.port;
  host = `127.0.0.1:${port}`;
  alex = await t.client('alex');
  await alex.request('GET', '/api/v1/events?after=0'); // a DPoP-Nonce for the proofs below
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** An authenticated GET /api/v1/events whose target is `target` and Host `hostHeader`, with a proof naming this server's URL. */
async function restGet(target: string, hostHeader = host): Promise<RawAnswer> {
  const proof = await alex.proofFor('GET', `http://${host}/api/v1/events`);
  return exchange(port, `GET ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\nAuthorization: DPoP ${alex.accessToken}\r\nDPoP: ${proof}\r\nConnection: close\r\n\r\n`);
}

const gatewayUpgrade = (target: string, hostHeader = host, more = '', to = port) => exchange(to, `GET ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\n${UPGRADE}${more}\r\n`);

describe('userinfo in the request target or Host is an error (RFC 9110 4.2.4, 7.2; RFC 9112 3.2, 3.2.2; D498)', () => {
  /** This server's URL with userinfo (host is known once beforeAll ran). */
  const withUserinfo = () => `http://alex:${PASSWORD}@${host}`;

  it('unit: userinfo is found in an absolute target\'s authority and in Host, and nowhere else', () => {
    const req = (hostHeader: string) => ({ headers: { host: hostHeader } }) as unknown as IncomingMessage;
    expect(userinfoSource(req('h'), `http://u:p@h/api/v1/events`)).toBe('target');
    expect(userinfoSource(req('h'), `wss://u@h/api/v1/gateway`)).toBe('target');
    expect(userinfoSource(req('u:p@h'), '/api/v1/events')).toBe('host');
    expect(userinfoSource(req('h'), '/api/v1/events?mail=a@b')).toBeUndefined();
    expect(userinfoSource(req('h'), 'http://h/a@b?c=d@e')).toBeUndefined();
    expect(userinfoSource(req('h'), 'http://u:p@h/', { userinfoPassed: true })).toBeUndefined();
  });

  it('REST: a target with userinfo answers 400 validation_failed before any route, the password in neither the answer nor the log', async () => {
    const before = logLines.length;
    for (const target of [`${withUserinfo()}/api/v1/events?after=0`, `http://alex:${PASSWORD}@${ELSEWHERE}/no/such/route`, `http://${PASSWORD}@${host}/healthz`]) {
      const r = await restGet(target);
      expect(r.status, r.raw).toBe(400);
      expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
      expect((r.body as { detail: string }).detail).toMatch(/^the request target's authority carries userinfo/);
      expect(r.raw).not.toContain(PASSWORD);
      expect(r.raw).not.toContain('alex:');
    }
    expect(logLines.slice(before).join('\n')).not.toContain(PASSWORD);
  });

  it('REST: a Host with userinfo answers 400 validation_failed, the password in neither the answer nor the log', async () => {
    const before = logLines.length;
    const r = await restGet('/api/v1/events?after=0', `alex:${PASSWORD}@${host}`);
    expect(r.status, r.raw).toBe(400);
    expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
    expect((r.body as { detail: string }).detail).toMatch(/^the Host header carries userinfo/);
    expect(r.raw).not.toContain(PASSWORD);
    expect(logLines.slice(before).join('\n')).not.toContain(PASSWORD);
  });

  it('twin (userinfoPassed): the same REST requests are served past the refusal (not 400)', async () => {
    const target = await withTwins(t, { userinfoPassed: true }, () => restGet(`${withUserinfo()}/api/v1/events?after=0`));
    expect(target.status, target.raw).not.toBe(400);
    const hostHeader = await withTwins(t, { userinfoPassed: true }, () => restGet('/api/v1/events?after=0', `alex:${PASSWORD}@${host}`));
    expect(hostHeader.status, hostHeader.raw).not.toBe(400);
  });

  it('the gateway upgrade with userinfo in its target or Host answers 400 before the upgrade, the password in neither the answer nor the log', async () => {
    const before = logLines.length;
    for (const [target, hostHeader, says] of [
      [`${withUserinfo()}${GATEWAY_PATH}`, host, /the request target's authority carries userinfo/],
      [`ws://alex:${PASSWORD}@${host}${GATEWAY_PATH}`, host, /the request target's authority carries userinfo/],
      [GATEWAY_PATH, `alex:${PASSWORD}@${host}`, /the Host header carries userinfo/],
    ] as const) {
      const r = await gatewayUpgrade(target, hostHeader);
      expect(r.status, r.raw).toBe(400);
      expect(r.raw).toMatch(says);
      expect(r.raw).not.toContain(PASSWORD);
    }
    expect(logLines.slice(before).join('\n')).not.toContain(PASSWORD);
    // Without userinfo the same upgrade is taken.
    expect((await gatewayUpgrade(`http://${host}${GATEWAY_PATH}`)).status).toBe(101);
  });

  it('twin (userinfoPassed): the gateway upgrades them (101)', async () => {
    expect((await withTwins(t, { userinfoPassed: true }, () => gatewayUpgrade(`${withUserinfo()}${GATEWAY_PATH}`))).status).toBe(101);
    expect((await withTwins(t, { userinfoPassed: true }, () => gatewayUpgrade(GATEWAY_PATH, `alex:${PASSWORD}@${host}`))).status).toBe(101);
  });
});

describe('a problem\'s instance is the target\'s path and query, in origin and absolute form alike (RFC 9457 3.1.5, RFC 9112 3.2.2; D498)', () => {
  it('unit: the path and query of both forms', () => {
    expect(targetPathAndQuery('/api/v1/events?after=0')).toBe('/api/v1/events?after=0');
    expect(targetPathAndQuery(`http://${ELSEWHERE}/api/v1/events?after=0`)).toBe('/api/v1/events?after=0');
    expect(targetPathAndQuery(`HTTPS://${ELSEWHERE}?after=0`)).toBe('/?after=0');
    expect(targetPathAndQuery(`foo://${ELSEWHERE}/api/v1/events`)).toBeUndefined();
    expect(targetPathAndQuery('*')).toBeUndefined();
  });

  it('a 401 on /api/v1/events names /api/v1/events?after=0 as its instance for both forms, never the target\'s authority', async () => {
    const ask = (target: string) => exchange(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    const origin = await ask('/api/v1/events?after=0');
    const absolute = await ask(`http://${ELSEWHERE}/api/v1/events?after=0`);
    expect(origin.status, origin.raw).toBe(401);
    expect(absolute.status, absolute.raw).toBe(401);
    expect((origin.body as { instance?: string }).instance).toBe('/api/v1/events?after=0');
    expect((absolute.body as { instance?: string }).instance).toBe('/api/v1/events?after=0');
    expect(absolute.raw).not.toContain(ELSEWHERE);
  });
});

describe('the gateway\'s same-origin check with server.public_url set takes its origin (6.3; D77, D495, D498)', () => {
  const PUBLIC = 'https://chat.example.com';
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ 'server.public_url': PUBLIC, 'server.allowed_origins': 'https://app.example' });
  }, 60_000);
  afterAll(async () => {
    await p?.close();
  });
  /** An upgrade as a proxy that rewrites Host passes it on: Host is this node's loopback address. */
  const behindProxy = (origin: string) => gatewayUpgrade(GATEWAY_PATH, `127.0.0.1:${p.server.port}`, `Origin: ${origin}\r\n`, p.server.port);

  it('unit: public_url\'s origin (a ws(s) one in its http(s) form) and no other; without it the host addressed', () => {
    const req = { headers: { host: '10.0.0.5:8080' }, url: GATEWAY_PATH, socket: {} } as unknown as IncomingMessage;
    expect(isOwnOrigin(PUBLIC, req, 'https://chat.example.com')).toBe(true);
    expect(isOwnOrigin(PUBLIC, req, 'https://chat.example.com:443')).toBe(true);
    expect(isOwnOrigin('wss://chat.example.com', req, 'https://chat.example.com')).toBe(true);
    expect(isOwnOrigin(PUBLIC, req, 'http://chat.example.com')).toBe(false);
    expect(isOwnOrigin(PUBLIC, req, 'https://chat.example.com:8443')).toBe(false);
    expect(isOwnOrigin(PUBLIC, req, 'http://10.0.0.5:8080')).toBe(false);
    expect(isOwnOrigin(PUBLIC, req, 'null')).toBe(false);
    expect(isOwnOrigin('', req, 'http://10.0.0.5:8080')).toBe(true);
    expect(isOwnOrigin('', req, 'https://10.0.0.5:8080')).toBe(true);
    expect(isOwnOrigin('', req, 'https://chat.example.com')).toBe(false);
  });

  it('an Origin equal to server.public_url\'s origin is upgraded (101) though the proxy rewrote Host; a listed one too', async () => {
    expect((await behindProxy(PUBLIC)).status).toBe(101);
    expect((await behindProxy('https://app.example')).status).toBe(101);
  });

  it('the host addressed, another scheme or port of public_url, and any other Origin are refused (403)', async () => {
    for (const origin of [`http://127.0.0.1:${p.server.port}`, 'http://chat.example.com', 'https://chat.example.com:8443', 'https://evil.example']) {
      const r = await behindProxy(origin);
      expect(r.status, `${origin}: ${r.raw}`).toBe(403);
    }
  });

  it('twin (originUnchecked): an upgrade that takes any Origin upgrades https://evil.example, with public_url set and without', async () => {
    expect((await withTwins(p, { originUnchecked: true }, () => behindProxy('https://evil.example'))).status).toBe(101);
    const plain = await withTwins(t, { originUnchecked: true }, () => gatewayUpgrade(GATEWAY_PATH, host, 'Origin: https://evil.example\r\n'));
    expect(plain.status).toBe(101);
    expect((await gatewayUpgrade(GATEWAY_PATH, host, 'Origin: https://evil.example\r\n')).status).toBe(403);
  });
});
