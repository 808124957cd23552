// Authorization and Content-Type carry one value each (RFC 9110 5.3, 11.6.2, 8.3). Node keeps the first
// of two such lines and drops the second without a word, while a proxy in front may read the last: two
// readers of one request would disagree on who sent it or what its body is. A second line is refused
// 400 validation_failed before any route (rest/input.ts restListener), as a second Host is (D498).
import { ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../support/raw-http.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const t = useTestServer();
let sam: TestClient;
beforeAll(async () => {
  sam = await t.client('sam');
  await sam.request('GET', '/api/v1/me/settings'); // a DPoP nonce for the proofs below
});

/** GET /api/v1/events signed by sam, with `extra` header lines; status and code of the answer. */
async function events(extra: string): Promise<{ status: number; code?: string }> {
  const proof = await sam.proofFor('GET', `${t.server.url}/api/v1/events`);
  const a = await rawExchange(t.server.port, `GET /api/v1/events?after=0 HTTP/1.1\r\nHost: 127.0.0.1:${t.server.port}\r\nAuthorization: DPoP ${sam.accessToken}\r\nDPoP: ${proof}\r\n${extra}Connection: close\r\n\r\n`);
  return { status: a.status, code: (a.body as { code?: string } | undefined)?.code };
}

describe('a header of one value sent twice is refused (RFC 9110 5.3)', () => {
  it('a second Authorization: 400 validation_failed, whatever it carries', async () => {
    expect(await events('Authorization: Bearer someone-else\r\n')).toEqual({ status: 400, code: ProblemCode.ValidationFailed });
    expect(await events(`Authorization: DPoP ${sam.accessToken}\r\n`)).toEqual({ status: 400, code: ProblemCode.ValidationFailed });
  });

  it('a second Content-Type: 400 validation_failed', async () => {
    expect(await events('Content-Type: application/json\r\nContent-Type: text/plain\r\n')).toEqual({ status: 400, code: ProblemCode.ValidationFailed });
  });

  it('twin (repeatedFieldsPassed): the second Authorization is dropped unseen and the request is served as the first one\'s', async () => {
    expect(await withTwins(t, { repeatedFieldsPassed: true }, () => events('Authorization: Bearer someone-else\r\n'))).toEqual({ status: 200, code: undefined });
  });

  it('one of each is served (the check refuses only the repeat)', async () => {
    expect(await events('Content-Type: application/json\r\n')).toEqual({ status: 200, code: undefined });
  });
});
