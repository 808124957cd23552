// D498's addendum: the request's authority is judged before express and before the upgrade's other
// checks (internal/request-url.ts authorityFault), so that nothing reads a target it will refuse.
// - RFC 9110 4.2.4: userinfo in an http(s) URI is an error. Express's router parses an absolute target
//   with url.parse before any middleware, and url.parse's DEP0170 warning (a port that is no number)
//   named the whole target, password included, on stderr: refused before express now.
// - An absolute target whose authority makes no URL (`http://u:p%40host/...`): the gateway answered 400,
//   REST a 404 whose detail carried url.parse's mangled path, the authority's text in it.
// - RFC 9112 3.2: a request with more than one Host header is a 400; Node kept the first and served it.
// Each case with its twin (authorityUnchecked, context.ts). Node warns DEP0170 once per process, so the
// correct code's check runs before its twin's in this file.
import { GATEWAY_PATH, ProblemCode } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging.ts';
import { rawExchange as exchange } from '../support/raw-http.ts';
import { withTwins } from '../support/twins.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const PASSWORD = 'hunter2-Zq7xw';
const UPGRADE = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
const code = (body: unknown) => (body as { code?: string } | undefined)?.code;

let t: TestServer;
let host: string;
const logLines: string[] = [];
/** The process warnings delivered so far, but the sentinels of warningsBeforeNow. */
const warnings: { code?: string; text: string }[] = [];
let sentinel: { code: string; seen: () => void } | undefined;
const onWarning = (w: Error & { code?: string }) => {
  if (sentinel && w.code === sentinel.code) return sentinel.seen();
  warnings.push({ code: w.code, text: `${w.name}: ${w.message}` });
};

beforeAll(async () => {
  const log = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  t = await startTestServer({}, { log });
  host = `127.0.0.1:${t.server.port}`;
  process.on('warning', onWarning);
}, 60_000);
afterAll(async () => {
  process.off('warning', onWarning);
  await t?.close();
});

let sentinels = 0;
/**
 * The warnings emitted before now, each delivered: a positive control instead of a fixed wait, which
 * could look before a warning came and pass however the server behaved. Node 20's process.emitWarning
 * hands a warning to the 'warning' listeners with process.nextTick(doEmitWarning, warning)
 * (lib/internal/process/warning.js), and ticks run in the order they were queued; url.parse emits
 * DEP0170 synchronously while it parses the target (lib/url.js getHostname), which express does
 * before it answers. So a sentinel emitted after the answer arrived reaches the listener after any
 * warning the request caused; the twin below sees its DEP0170 this way.
 */
async function warningsBeforeNow(): Promise<{ code?: string; text: string }[]> {
  const code = `BOTHY_TEST_SENTINEL_${++sentinels}`;
  await new Promise<void>((seen) => {
    sentinel = { code, seen };
    process.emitWarning('sentinel of request-url-authority.test.ts: the warnings before it are delivered', { code });
  });
  sentinel = undefined;
  return [...warnings];
}

describe('userinfo is refused before express parses the target: no process warning names it (RFC 9110 4.2.4; D498)', () => {
  const request = () => `GET http://alex:${PASSWORD}@${host}x/healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

  it('a target with userinfo and a port that is no number: 400 validation_failed, the password in no answer, log line or warning', async () => {
    const r = await exchange(t.server.port, request());
    expect(r.status, r.raw).toBe(400);
    expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
    expect(r.raw).not.toContain(PASSWORD);
    const before = await warningsBeforeNow();
    expect(logLines.join('\n')).not.toContain(PASSWORD);
    expect(before.map((w) => w.code)).not.toContain('DEP0170');
    expect(before.map((w) => w.text).join('\n')).not.toContain(PASSWORD);
  });

  it('twin (authorityUnchecked): express parses the target first and its warning, DEP0170, names the password', async () => {
    await withTwins(t, { authorityUnchecked: true }, () => exchange(t.server.port, request()));
    const before = await warningsBeforeNow();
    expect(before.map((w) => w.code)).toContain('DEP0170');
    expect(before.map((w) => w.text).join('\n')).toContain(PASSWORD);
  });
});

describe('an absolute target whose authority makes no URL is 400 on REST as on the gateway, its text repeated nowhere (RFC 9112 3.2.2; D465, D498)', () => {
  const target = () => `http://alex:${PASSWORD}%40${host}`;

  it('REST: 400 validation_failed, the authority named, its text not repeated', async () => {
    const r = await exchange(t.server.port, `GET ${target()}/api/v1/events HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
    expect(r.raw).toContain("the request target's authority names no host");
    expect(r.raw).not.toContain(PASSWORD);
  });

  it('the gateway upgrade: 400 with the same text', async () => {
    const r = await exchange(t.server.port, `GET ${target()}${GATEWAY_PATH} HTTP/1.1\r\nHost: ${host}\r\n${UPGRADE}\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(r.raw).toContain("the request target's authority names no host");
    expect(r.raw).not.toContain(PASSWORD);
  });

  it('twin (authorityUnchecked): REST routes the mangled path and its 404 repeats the authority\'s text', async () => {
    const r = await withTwins(t, { authorityUnchecked: true }, () => exchange(t.server.port, `GET ${target()}/api/v1/events HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    expect(r.status, r.raw).toBe(404);
    expect(r.raw).toContain(PASSWORD);
  });
});

describe('a request with more than one Host header is 400 (RFC 9112 3.2; D498)', () => {
  const twoHosts = `Host: ${'127.0.0.1'}\r\nHost: other.example\r\n`;

  it('REST: 400 validation_failed naming the Host headers', async () => {
    const r = await exchange(t.server.port, `GET /healthz HTTP/1.1\r\n${twoHosts}Connection: close\r\n\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
    expect(r.raw).toContain('more than one Host header');
  });

  it('the gateway upgrade: 400', async () => {
    const r = await exchange(t.server.port, `GET ${GATEWAY_PATH} HTTP/1.1\r\n${twoHosts}${UPGRADE}\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(r.raw).toContain('more than one Host header');
  });

  it('twin (authorityUnchecked): Node keeps the first Host, REST answers 200 and the gateway upgrades', async () => {
    const [rest, upgrade] = await withTwins(t, { authorityUnchecked: true }, () =>
      Promise.all([
        exchange(t.server.port, `GET /healthz HTTP/1.1\r\n${twoHosts}Connection: close\r\n\r\n`),
        exchange(t.server.port, `GET ${GATEWAY_PATH} HTTP/1.1\r\n${twoHosts}${UPGRADE}\r\n`),
      ]),
    );
    expect(rest.status, rest.raw).toBe(200);
    expect(upgrade.status, upgrade.raw).toBe(101);
  });
});

describe("a refusal made before express names the target's path and query as its instance, as express-made problems do (RFC 9457 3.1.5; D498)", () => {
  const instance = (b: unknown) => (b as { instance?: string } | undefined)?.instance;

  it('userinfo in Host, and two Host headers: 400 validation_failed with the instance /api/v1/events?after=0', async () => {
    for (const hosts of [`Host: alex:${PASSWORD}@${host}\r\n`, `Host: ${host}\r\nhost: ${host}\r\n`]) {
      const r = await exchange(t.server.port, `GET /api/v1/events?after=0 HTTP/1.1\r\n${hosts}Connection: close\r\n\r\n`);
      expect(r.status, r.raw).toBe(400);
      expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
      expect(instance(r.body), r.raw).toBe('/api/v1/events?after=0');
    }
  });

  it('userinfo in an absolute target: the instance is its path and query, without the authority', async () => {
    const r = await exchange(t.server.port, `GET http://alex:${PASSWORD}@${host}/api/v1/events?after=0 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(instance(r.body), r.raw).toBe('/api/v1/events?after=0');
  });
});

describe('no request the RFCs allow is refused by the authority check (RFC 9112 3.2, 3.2.2; D498)', () => {
  it('an IPv6 Host with a port, host and HOST as the header name, HTTP/1.0 without Host, absolute [::1], ws and upper-case targets: 200 from /healthz', async () => {
    for (const text of [
      `GET /healthz HTTP/1.1\r\nHost: [::1]:${t.server.port}\r\nConnection: close\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nhost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nHOST: ${host}\r\nConnection: close\r\n\r\n`,
      `GET /healthz HTTP/1.0\r\n\r\n`,
      `GET http://[::1]:${t.server.port}/healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET ws://${host}/healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET HTTP://${host.toUpperCase()}/healthz?x=a@b HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ]) {
      const r = await exchange(t.server.port, text);
      expect(r.status, `${text}\n${r.raw}`).toBe(200);
    }
  });
});
