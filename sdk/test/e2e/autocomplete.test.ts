// Command autocomplete end to end through the SDK (15.7): an app asks with the free
// function autocomplete(client.rest, …); the adapter answers with agent.on('autocomplete').
import { afterEach, describe, expect, it } from 'vitest';
import { autocomplete } from '../../src/commands/autocomplete.ts';
import { agentSuite, createAgent, startAdapter, type TestAdapter } from '../support/agent.ts';
import { e2eClient, type E2eClient } from '../support/e2e.ts';

describe('command autocomplete through the SDK (15.7)', () => {
  const s = agentSuite({ 'command.autocomplete_timeout': '2s' });
  const adapters: TestAdapter[] = [];
  const clients: E2eClient[] = [];
  afterEach(async () => {
    for (const a of adapters.splice(0)) await a.agent.stop();
    for (const c of clients.splice(0)) await c.client.close();
  });

  it("the adapter's handler answers the app's request with its choices", async () => {
    const agent = await createAgent(s.t);
    await s.t.db.pool.query(`INSERT INTO agent_commands (agent_id, name, options) VALUES ($1, 'weather', '[{"name":"city","autocomplete":true}]')`, [agent.id]);
    const adapter = await startAdapter(s.t.server.url, agent);
    adapters.push(adapter);
    const asked: string[] = [];
    adapter.agent.on('autocomplete', (request) => {
      asked.push(`${request.option}=${request.value}`);
      return [{ name: 'Berlin', value: 'berlin' }];
    });
    const app = await e2eClient(s.t, s.t.server.url, 'alex');
    clients.push(app);
    const choices = await autocomplete(app.client.rest, 'weather', 'city', 'Ber', { agentId: agent.id, channelId: s.t.ids.general });
    expect(choices).toEqual([{ name: 'Berlin', value: 'berlin' }]);
    expect(asked).toEqual(['city=Ber']);
    expect(adapter.errors).toEqual([]);
  });
});
