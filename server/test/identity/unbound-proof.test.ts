// An API token without dpop_jkt needs no proof (D106); a proof that is sent beside it is checked as
// every proof is (RFC 9449 4.3; D508): a broken one is 401 authentication_failed on REST and close 4004
// on the gateway, a valid one passes, a replayed one is refused. A black-box probe found identify with
// `dpop: "not-a-proof"` beside an unbound token going through, the proof never looked at.
import { ClientOp, CloseCode, ProblemCode, ServerOp } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const t = useTestServer();
let sam: TestClient;
let token: string;
beforeAll(async () => {
  sam = await t.client('sam');
  token = await t.apiToken('helper');
});

const eventsUrl = () => `${t.server.url}/api/v1/events`;

/** GET /events with the unbound API token and, if given, a DPoP header. */
async function events(dpop?: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${eventsUrl()}?after=0&limit=1`, { headers: { authorization: `DPoP ${token}`, ...(dpop !== undefined ? { dpop } : {}) } });
  const nonce = res.headers.get('dpop-nonce');
  if (nonce) sam.nonce = nonce;
  const body = (await res.json()) as { code?: string };
  return { status: res.status, ...(res.status === 200 ? {} : { code: body.code }) };
}

/** A proof for GET /events with the API token's hash, signed by sam's key (an unbound token takes any key). */
const validProof = async () => {
  if (!sam.nonce) await events();
  return sam.proofFor('GET', eventsUrl(), sam.nonce, token);
};

/** identify as the agent with `dpop` (made from hello's nonce) beside the unbound token: 'ready' or the close code. */
async function identify(dpop: (htu: string, nonce: string) => Promise<string>): Promise<typeof ServerOp.Ready | number> {
  const c = await GatewayTestClient.connect(t.server.url);
  try {
    const hello = await c.hello();
    c.send({ op: ClientOp.Identify, d: { api_token: token, consumer: `c${Date.now()}${Math.floor(Math.random() * 1e6)}`, protocol_version: 1, dpop: await dpop(c.htu, hello.d.dpop_nonce) } });
    try {
      await c.waitFor(ServerOp.Ready, () => true, 10_000);
      return ServerOp.Ready;
    } catch {
      return (await c.waitClose()).code;
    }
  } finally {
    c.close();
  }
}

describe('a proof beside an unbound API token is checked (RFC 9449 4.3; D106, D508)', () => {
  it('REST: no proof passes; a valid proof passes; a broken, replayed or foreign-URL proof is 401 authentication_failed', async () => {
    expect(await events()).toEqual({ status: 200 });
    const proof = await validProof();
    expect(await events(proof)).toEqual({ status: 200 });
    expect(await events(proof)).toEqual({ status: 401, code: ProblemCode.AuthenticationFailed });
    expect(await events('not-a-proof')).toEqual({ status: 401, code: ProblemCode.AuthenticationFailed });
    expect(await events(await sam.proofFor('GET', `${t.server.url}/api/v1/other`, sam.nonce, token))).toEqual({ status: 401, code: ProblemCode.AuthenticationFailed });
    // A proof for another token (its ath) is refused too.
    expect(await events(await sam.proofFor('GET', eventsUrl(), sam.nonce, sam.accessToken))).toEqual({ status: 401, code: ProblemCode.AuthenticationFailed });
  });

  it('gateway: identify with a broken proof beside the unbound token closes 4004; with a valid one it is ready', async () => {
    expect(await identify(async () => 'not-a-proof')).toBe(CloseCode.AuthenticationFailed);
    expect(await identify((htu, nonce) => sam.proofFor('GET', htu, nonce, token))).toBe(ServerOp.Ready);
  });

  it('twin (unboundProofIgnored): the broken proof is not looked at, and the request is served', async () => {
    const seen = await withTwins(t, { unboundProofIgnored: true }, async () => ({ rest: await events('not-a-proof'), gateway: await identify(async () => 'not-a-proof') }));
    expect(seen).toEqual({ rest: { status: 200 }, gateway: ServerOp.Ready });
  });
});
