// Every refusal of REST is an RFC 9457 problem document with one Content-Type, whichever of the
// server's writers makes it: express (the final 404, the error handler), the request listener before
// express (a target that is no URL, D491), Node's parser (answerClientErrors) and the 417 of an Expect
// it cannot meet (D499). They used to differ: express added `; charset=utf-8`, the others did not, and an
// HTTP/1.1 request without Host got Node's own 400 without a body (RFC 9112 3.2).
import { GATEWAY_PATH, ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../../src/rest/problem.ts';
import { rawExchange, type RawAnswer } from '../support/raw-http.ts';
import { withTwins } from '../support/twins.ts';
import { useTestServer } from '../support/server.ts';

const t = useTestServer();

/** The answer's Content-Type header (the first), or undefined. */
function contentType(a: RawAnswer): string | undefined {
  return /\r\ncontent-type: *([^\r]*)\r\n/i.exec(a.raw)?.[1];
}

/** A WebSocket upgrade request (RFC 6455 4.1) of this target. */
const upgrade = (target: string, headers = '', host = '127.0.0.1') =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${headers}\r\n`;

const request = (line: string, headers = '') => `${line}\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

describe('problem details (RFC 9457): one media type from every writer of a refusal', () => {
  it('express, the request listener, Node\'s parser, the Expect check and the Host check answer with the same Content-Type', async () => {
    const port = t.server.port;
    const answers = {
      noRoute: await rawExchange(port, request('GET /no-such-route HTTP/1.1')),
      unauthenticated: await rawExchange(port, request('GET /api/v1/me/settings HTTP/1.1')),
      targetNoUrl: await rawExchange(port, request('GET http://[/api/v1/events HTTP/1.1')),
      unreadableRequest: await rawExchange(port, 'GET /api/v1/events HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n'),
      expectation: await rawExchange(port, request('GET /api/v1/events HTTP/1.1', 'Expect: a-pony\r\n')),
      noHost: await rawExchange(port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'),
      // The gateway's refused upgrades (D517): another path, an Origin not allowed, userinfo in Host.
      upgradeOtherPath: await rawExchange(port, upgrade('/no-gateway-here?x=1')),
      upgradeOrigin: await rawExchange(port, upgrade(GATEWAY_PATH, 'Origin: https://evil.example\r\n')),
      upgradeUserinfo: await rawExchange(port, upgrade(GATEWAY_PATH, '', 'user:secret@127.0.0.1')),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, { status: a.status, code: (a.body as { code?: string } | undefined)?.code, type: contentType(a) }]));
    const type = `${PROBLEM_CONTENT_TYPE}; charset=utf-8`;
    expect(seen).toEqual({
      noRoute: { status: 404, code: ProblemCode.NotFound, type },
      unauthenticated: { status: 401, code: ProblemCode.AuthenticationFailed, type },
      targetNoUrl: { status: 400, code: ProblemCode.ValidationFailed, type },
      unreadableRequest: { status: 400, code: ProblemCode.ValidationFailed, type },
      expectation: { status: 417, code: ProblemCode.ExpectationFailed, type },
      noHost: { status: 400, code: ProblemCode.ValidationFailed, type },
      upgradeOtherPath: { status: 404, code: ProblemCode.NotFound, type },
      upgradeOrigin: { status: 403, code: ProblemCode.Forbidden, type },
      upgradeUserinfo: { status: 400, code: ProblemCode.ValidationFailed, type },
    });
    // A refused upgrade's problem names its target as REST's do (D498), and never what the userinfo held.
    expect((answers.upgradeOtherPath.body as { instance?: string }).instance).toBe('/no-gateway-here?x=1');
    expect(answers.upgradeUserinfo.raw).not.toContain('secret');
  });

  it('an HTTP/1.1 request without Host is refused 400 on REST and on the gateway\'s upgrade; HTTP/1.0 needs none (RFC 9112 3.2)', async () => {
    const port = t.server.port;
    const upgrade = await rawExchange(port, `GET ${GATEWAY_PATH} HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    const old = await rawExchange(port, 'GET /healthz HTTP/1.0\r\n\r\n');
    expect({ upgrade: upgrade.status, http10: old.status }).toEqual({ upgrade: 400, http10: 200 });
    expect(upgrade.raw).toContain('must carry a Host header');
  });

  it('twin (authorityUnchecked): without the check, an HTTP/1.1 request without Host is served on REST and upgraded on the gateway', async () => {
    const port = t.server.port;
    const [rest, upgrade] = await withTwins(t, { authorityUnchecked: true }, async () => [
      await rawExchange(port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'),
      await rawExchange(port, `GET ${GATEWAY_PATH} HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`),
    ]);
    expect({ rest: rest.status, upgrade: upgrade.status }).toEqual({ rest: 200, upgrade: 101 });
  });

  it('an HTTP/1.1 request without Host and with an unknown Expect is 400 for the Host, not 417 (RFC 9112 3.2)', async () => {
    const a = await rawExchange(t.server.port, 'GET /healthz HTTP/1.1\r\nExpect: a-pony\r\nConnection: close\r\n\r\n');
    expect({ status: a.status, code: (a.body as { code?: string } | undefined)?.code }).toEqual({ status: 400, code: ProblemCode.ValidationFailed });
  });
});
