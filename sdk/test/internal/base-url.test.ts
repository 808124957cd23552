// baseUrl of BothyClient, BothyAgent and BothyRestClient is the server's origin: REST goes there and
// the gateway URL is derived from it (6.1). Anything else fails when the object is made, naming the
// option. No server: nothing here connects.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BothyAgent } from '../../src/agent/agent.ts';
import { StaticTokenProvider } from '../../src/auth.ts';
import { BothyClient } from '../../src/client.ts';
import { generateDpopKey } from '../../src/dpop/key.ts';
import { checkBaseUrl } from '../../src/internal/base-url.ts';
import { BothyRestClient } from '../../src/rest/client.ts';

const DEVICE = '01900000-0000-7000-8000-000000000001';
const tokens = new StaticTokenProvider('token');

async function openClient(baseUrl: unknown): Promise<BothyClient> {
  return BothyClient.open({ baseUrl: baseUrl as string, deviceId: DEVICE, dpopKey: await generateDpopKey(), tokens, WebSocket });
}

const agent = (baseUrl: unknown) => new BothyAgent({ baseUrl: baseUrl as string, apiToken: 'token', billingMode: 'subscription', toolClass: 'read', WebSocket });
const restClient = (baseUrl: unknown) => new BothyRestClient({ baseUrl: baseUrl as string, tokens, dpopKey: undefined });

const NAMES_BASE_URL = /^baseUrl must be the server's http: or https: origin, not /;

describe('baseUrl is the server\'s http(s) origin, checked when the client is made (6.1; D331)', () => {
  const refused: Array<[string, unknown, RegExp]> = [
    ['a gateway URL (wss:)', 'wss://chat.example.com/api/v1/gateway', /not "wss:\/\/chat\.example\.com\/api\/v1\/gateway"$/],
    ['a gateway URL (ws:) as a URL object', new URL('ws://127.0.0.1:8080'), /not "ws:\/\/127\.0\.0\.1:8080\/"$/],
    ['another scheme', 'ftp://chat.example.com', /not "ftp:\/\/chat\.example\.com"$/],
    ['a host without a scheme', 'chat.example.com', /not "chat\.example\.com"$/],
    ['an empty string', '', /not ""$/],
    ['no value (plain JavaScript)', undefined, /not undefined$/],
    ['an object whose toString throws', { toString: () => { throw new Error('not a string'); } }, /not a value of type object$/],
    ['an object without a prototype', Object.create(null), /not a value of type object$/],
  ];

  for (const [what, baseUrl, got] of refused) {
    it(`${what}: BothyClient.open, new BothyAgent and new BothyRestClient throw a TypeError naming baseUrl`, async () => {
      const open = openClient(baseUrl);
      await expect(open).rejects.toBeInstanceOf(TypeError);
      await expect(open).rejects.toThrow(NAMES_BASE_URL);
      await expect(open).rejects.toThrow(got);
      for (const make of [agent, restClient]) {
        expect(() => make(baseUrl)).toThrow(TypeError);
        expect(() => make(baseUrl)).toThrow(got);
      }
    });
  }

  it('takes http: and https: origins, as strings or URL objects', async () => {
    for (const baseUrl of ['http://127.0.0.1:9', 'https://chat.example.com', new URL('https://chat.example.com/')]) {
      expect(checkBaseUrl(baseUrl).protocol).toMatch(/^https?:$/);
      const client = await openClient(baseUrl);
      await client.close();
      expect(() => agent(baseUrl)).not.toThrow();
      expect(() => restClient(baseUrl)).not.toThrow();
    }
  });
});
