// Discovery (6.1; D113): one unauthenticated endpoint names the protocol versions of the contract
// (info.x-protocol-versions), the same ones hello names, and where the gateway, REST and the keys
// are; with server.public_url set, the URLs are that origin's.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer } from '../support/server.ts';

const contractVersions = (parse(readFileSync(new URL('../../../contracts/asyncapi.yaml', import.meta.url), 'utf8')) as { info: { 'x-protocol-versions': number[] } }).info['x-protocol-versions'];

interface Discovery {
  protocol_versions: number[];
  current_protocol_version: number;
  rest_base_url: string;
  gateway_url: string;
  jwks_url: string;
}

async function discover(base: string): Promise<{ status: number; body: Discovery }> {
  const res = await fetch(`${base}/api/v1/discovery`);
  return { status: res.status, body: (await res.json()) as Discovery };
}

describe('discovery (6.1): the contract, hello and the discovery name the same versions', () => {
  const t = useTestServer();

  it('answers without a token with the versions of info.x-protocol-versions and URLs that work', async () => {
    const { status, body } = await discover(t.server.url);
    expect(status).toBe(200);
    expect(body.protocol_versions).toEqual(contractVersions);
    expect(body.current_protocol_version).toBe(Math.max(...contractVersions));
    expect(body.rest_base_url).toBe(`${t.server.url}/api/v1`);
    expect(body.gateway_url).toBe(`${t.server.url.replace(/^http/, 'ws')}/api/v1/gateway`);
    // The gateway it names says hello with the same versions.
    const c = await GatewayTestClient.connect(body.gateway_url.replace(/\/api\/v1\/gateway$/, ''));
    try {
      const hello = await c.hello();
      expect(hello.d.protocol_versions).toEqual(body.protocol_versions);
    } finally {
      c.terminate();
    }
    const jwks = await fetch(body.jwks_url);
    expect(jwks.status).toBe(200);
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });
});

describe('discovery behind a proxy (6.1): server.public_url names the URLs, not the request', () => {
  const t = useTestServer({ 'server.public_url': 'https://chat.example.com' });

  it('gives https and wss URLs of the public origin whatever Host the request carried', async () => {
    const res = await fetch(`${t.server.url}/api/v1/discovery`, { headers: { host: 'evil.example.net' } });
    const body = (await res.json()) as Discovery;
    expect(body).toMatchObject({
      rest_base_url: 'https://chat.example.com/api/v1',
      gateway_url: 'wss://chat.example.com/api/v1/gateway',
      jwks_url: 'https://chat.example.com/api/v1/jwks.json',
    });
  });
});
