// 8.5: disabling a principal is a revocation, and "a revoked token is without effect before its
// expiry": enabling the principal again does not bring its old tokens back (D504). Its sessions and
// API tokens are revoked with it; a new login or API token works. A black-box probe found an access
// token of a disabled person answering 200 again once the person was active.
import { CloseCode, ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { personWithChannel } from '../support/people.ts';
import { createAgent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';

const t = useTestServer();
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

const setStatus = async (id: string, status: 'active' | 'disabled') => {
  const r = await alex.request('PATCH', `/api/v1/principals/${id}`, { body: { status } });
  expect(r.status, r.text).toBe(200);
};

/** A person's old token and an agent's old API token, each after disable and enable: the codes REST answers them with. */
async function afterDisableAndEnable(): Promise<{ person: string | undefined; agent: string | undefined; newPerson: number; newAgent: number }> {
  const p = await personWithChannel(t, alex, 'read');
  const agent = await createAgent(t);
  expect((await p.who.request('GET', '/api/v1/events?after=0')).status).toBe(200);
  expect((await agent.request('GET', '/api/v1/events?after=0')).status).toBe(200);
  for (const id of [p.who.principalId, agent.id]) await setStatus(id, 'disabled');
  expect((await p.who.request<{ code: string }>('GET', '/api/v1/events?after=0')).body.code).toBe(ProblemCode.Revoked);
  for (const id of [p.who.principalId, agent.id]) await setStatus(id, 'active');
  const person = await p.who.request<{ code?: string }>('GET', '/api/v1/events?after=0');
  const agentAnswer = await agent.request<{ code?: string }>('GET', '/api/v1/events?after=0');
  // A new login and a new API token of the same principals.
  const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [p.who.principalId]);
  const again = await t.client(rows[0]!.handle);
  const token = await t.apiToken(agent.handle);
  const fresh = await fetch(new URL('/api/v1/events?after=0', t.server.url), { headers: { authorization: `DPoP ${token}` } });
  return { person: person.status === 200 ? 'ok' : person.body.code, agent: agentAnswer.status === 200 ? 'ok' : agentAnswer.body.code, newPerson: (await again.request('GET', '/api/v1/events?after=0')).status, newAgent: fresh.status };
}

describe('disabling a principal revokes its sessions and API tokens (8.5, D504)', () => {
  it('after disable and enable, the old access token and the old API token answer 401 revoked; a new login and a new token work', async () => {
    expect(await afterDisableAndEnable()).toEqual({ person: ProblemCode.Revoked, agent: ProblemCode.Revoked, newPerson: 200, newAgent: 200 });
  });

  it('the old token is refused on the gateway too (4012), after enable', async () => {
    const p = await personWithChannel(t, alex, 'read');
    await setStatus(p.who.principalId, 'disabled');
    await setStatus(p.who.principalId, 'active');
    const c = await GatewayTestClient.connect(t.server.url);
    try {
      await c.identify(p.who).catch(() => undefined); // it waits for ready, which does not come
      expect((await c.waitClose()).code).toBe(CloseCode.Revoked);
    } finally {
      c.close();
    }
  });

  it('twin (disableKeepsTokens): enabling brings the old tokens back, and the check fails', async () => {
    const seen = await withTwins(t, { disableKeepsTokens: true }, afterDisableAndEnable);
    expect(seen.person).toBe('ok');
    expect(seen.agent).toBe('ok');
  });
});
