// Discovery (6.1) from the SDK against the reference server: getDiscovery() needs no login, and
// discovery, hello and the contract (info.x-protocol-versions) name the same protocol versions.
import { CURRENT_PROTOCOL_VERSION, PROTOCOL_VERSIONS, ServerOp } from '@bothy/generated';
import { afterAll, describe, expect, it } from 'vitest';
import type { TokenProvider } from '../../src/auth.ts';
import { generateDpopKey } from '../../src/dpop/key.ts';
import { BothyError, SdkErrorCode } from '../../src/errors.ts';
import { gatewayUrl } from '../../src/gateway/url.ts';
import { BothyRestClient } from '../../src/rest/client.ts';
import { e2eClient, useTestServer, type E2eClient } from '../support/e2e.ts';

const t = useTestServer();
const clients: E2eClient[] = [];
afterAll(async () => {
  for (const c of clients) await c.client.close();
});

/** An app before its login: no token yet; counts how often the SDK asks for one. */
function noLogin(): TokenProvider & { asked: number } {
  const p = {
    asked: 0,
    async getAccessToken(): Promise<string> {
      p.asked += 1;
      throw new BothyError(SdkErrorCode.TokenRenewal, 'no login yet');
    },
    async renewAccessToken(): Promise<string> {
      p.asked += 1;
      throw new BothyError(SdkErrorCode.TokenRenewal, 'no login yet');
    },
  };
  return p;
}

describe('getDiscovery against the reference server (6.1)', () => {
  it('works before the login: no token asked for, and it names the versions of the contract, the REST base, the gateway and the keys', async () => {
    const tokens = noLogin();
    const rest = new BothyRestClient({ baseUrl: t.server.url, tokens, dpopKey: await generateDpopKey() });
    const d = await rest.getDiscovery();
    expect(tokens.asked).toBe(0);
    expect(d).toEqual({
      protocol_versions: [...PROTOCOL_VERSIONS],
      current_protocol_version: CURRENT_PROTOCOL_VERSION,
      rest_base_url: `${t.server.url}/api/v1`,
      gateway_url: gatewayUrl(t.server.url),
      jwks_url: expect.stringMatching(/\/jwks\.json$/),
    });
    const jwks = await fetch(d.jwks_url);
    expect(jwks.status).toBe(200);
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });

  it('twin: any other operation asks the TokenProvider and fails without a login, so the check can tell them apart', async () => {
    const tokens = noLogin();
    const rest = new BothyRestClient({ baseUrl: t.server.url, tokens, dpopKey: await generateDpopKey() });
    await expect(rest.getSnapshot()).rejects.toBeInstanceOf(BothyError);
    expect(tokens.asked).toBeGreaterThan(0);
  });

  it('hello names the same versions as discovery, and a client connects to the gateway discovery names', async () => {
    const c = await e2eClient(t, t.server.url, 'sam');
    clients.push(c);
    await c.client.start();
    await c.client.whenLive();
    const d = await c.client.rest.getDiscovery();
    const hello = c.seen.received(ServerOp.Hello)[0]!;
    expect(hello.d.protocol_versions).toEqual(d.protocol_versions);
    expect(gatewayUrl(t.server.url)).toBe(d.gateway_url);
  });
});
