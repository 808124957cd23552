// Command autocomplete end to end through the SDK (15.7): the adapter declares its commands
// (`commands`, PUT /agents/me/commands, D252) and answers with agent.on('autocomplete') after it
// checked the request's token (D256); an app asks with client.autocomplete(…) or the free function
// autocomplete(client.rest, …). Real server, PostgreSQL, sockets and EdDSA.
import { exportJWK, generateKeyPair, createLocalJWKSet } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { autocomplete } from '../../src/commands/autocomplete.ts';
import { agentSuite, createAgent, startAdapter, type TestAdapter } from '../support/agent.ts';
import { e2eClient, type E2eClient } from '../support/e2e.ts';

const WEATHER = [{ name: 'weather', options: [{ name: 'city', autocomplete: true }] }];

describe('command autocomplete through the SDK (15.7)', () => {
  // 1.5s: the first case's adapter fetches the key set, verifies the token and answers within it, twice (1 s
  // left little for that on a loaded machine, and the app got [] instead); the twin's empty answer after it
  // must still come within the e2e client's request timeout (FAST.requestTimeoutMs, 3 s): half of it each.
  const s = agentSuite({ 'command.autocomplete_timeout': '1500ms' });
  const adapters: TestAdapter[] = [];
  const clients: E2eClient[] = [];
  afterEach(async () => {
    for (const a of adapters.splice(0)) await a.agent.stop();
    for (const c of clients.splice(0)) await c.client.close();
  });

  async function app(): Promise<E2eClient> {
    const c = await e2eClient(s.t, s.t.server.url, 'alex');
    clients.push(c);
    return c;
  }

  it("the adapter declares its commands and its handler answers the app's request, by the method and by the free function", async () => {
    const agent = await createAgent(s.t);
    const adapter = await startAdapter(s.t.server.url, agent, { commands: WEATHER });
    adapters.push(adapter);
    const asked: string[] = [];
    adapter.agent.on('autocomplete', (request) => {
      asked.push(`${request.option}=${request.value}`);
      return [{ name: 'Berlin', value: 'berlin' }];
    });
    const a = await app();
    const place = { agentId: agent.id, channelId: s.t.ids.general };
    expect(await a.client.autocomplete('weather', 'city', 'Ber', place)).toEqual([{ name: 'Berlin', value: 'berlin' }]);
    expect(await autocomplete(a.client.rest, 'weather', 'city', 'Bern', place)).toEqual([{ name: 'Berlin', value: 'berlin' }]);
    expect(asked).toEqual(['city=Ber', 'city=Bern']);
    expect(adapter.errors).toEqual([]);
    // What it declared is the agent's command set (D252).
    expect(await adapter.agent.setCommands([...WEATHER, { name: 'stop', control: true }])).toEqual([
      { owner: { kind: 'agent', id: agent.id }, name: 'stop', control: true, options: [] },
      { owner: { kind: 'agent', id: agent.id }, name: 'weather', control: false, options: [{ name: 'city', autocomplete: true }] },
    ]);
  });

  it('a request whose token does not verify against the key set is not answered: the app gets [] after the timeout, the adapter an error', async () => {
    const agent = await createAgent(s.t);
    // The twin: the adapter holds a key set whose keys carry the server's key IDs but other keys, so no request token verifies.
    const served = (await (await fetch(new URL('/api/v1/jwks.json', s.t.server.url))).json()) as { keys: { kid?: string }[] };
    const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const other = await exportJWK(publicKey);
    const foreign = createLocalJWKSet({ keys: served.keys.map((k) => ({ ...other, alg: 'EdDSA', ...(k.kid ? { kid: k.kid } : {}) })) });
    const adapter = await startAdapter(s.t.server.url, agent, { commands: WEATHER, jwks: foreign });
    adapters.push(adapter);
    let asked = 0;
    adapter.agent.on('autocomplete', () => {
      asked += 1;
      return [{ name: 'Berlin', value: 'berlin' }];
    });
    const a = await app();
    expect(await a.client.autocomplete('weather', 'city', 'Ber', { agentId: agent.id, channelId: s.t.ids.general })).toEqual([]);
    expect(asked).toBe(0);
    expect(adapter.errors.map((e) => e.message).join()).toMatch(/token refused/);
  });
});
