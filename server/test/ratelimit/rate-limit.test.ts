import { ClientOp, gatewayOpRateLimits, restWriteRateLimits, ServerOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRateLimitClass, RateLimits } from '../../src/ratelimit/limits.ts';
import { PROBLEM_CONTENT_TYPE } from '../../src/rest/problem.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

describe('rate-limit classes from the contracts (6.2)', () => {
  it('name a class for every client op and every REST write, and match requests by method and path', () => {
    expect(Object.keys(gatewayOpRateLimits).sort()).toEqual([...Object.values(ClientOp)].sort());
    expect(restRateLimitClass('POST', '/threads/0190f5d2-7a00-7000-8000-000000000001/messages')).toBe('rl.message_write');
    expect(restRateLimitClass('PUT', `/messages/0190f5d2-7a00-7000-8000-000000000001/reactions/${encodeURIComponent('👍')}`)).toBe('rl.message_write');
    expect(restRateLimitClass('POST', '/grants')).toBe('rl.rest_write');
    expect(restRateLimitClass('GET', '/threads/0190f5d2-7a00-7000-8000-000000000001/messages')).toBeUndefined();
    expect(restRateLimitClass('POST', '/threads/x/messages/extra')).toBeUndefined();
    for (const r of restWriteRateLimits) expect(['POST', 'PUT', 'PATCH', 'DELETE']).toContain(r.method);
  });

  it('exempts heartbeat and the dev token routes on purpose (none, D244); every other op and write has a class', () => {
    expect(gatewayOpRateLimits[ClientOp.Heartbeat]).toBeNull();
    expect(Object.entries(gatewayOpRateLimits).filter(([, c]) => c === null).map(([op]) => op)).toEqual([ClientOp.Heartbeat]);
    expect(restRateLimitClass('POST', '/dev/tokens')).toBeUndefined();
    expect(restRateLimitClass('POST', '/dev/api-tokens')).toBeUndefined();
    expect(restWriteRateLimits.filter((r) => r.rateClass === null).map((r) => r.operationId).sort()).toEqual(['issueDevApiToken', 'issueDevToken']);
  });

  it('counts per principal in fixed windows and names the wait', () => {
    let now = 0;
    const limits = new RateLimits({ 'rl.rest_write': { limit: 2, window_ms: 1000 } } as never, () => now);
    expect(limits.take('rl.rest_write', 'a')).toBe(0);
    expect(limits.take('rl.rest_write', 'a')).toBe(0);
    now = 400;
    expect(limits.take('rl.rest_write', 'a')).toBe(600);
    expect(limits.take('rl.rest_write', 'b')).toBe(0);
    now = 1000;
    expect(limits.take('rl.rest_write', 'a')).toBe(0);
  });
});

describe('exceeding a class (6.2)', () => {
  const t = useTestServer({ 'rl.message_write': '3/1m', 'rl.rest_write': '2/1m', 'rl.gateway_op': '2/1m', 'rl.gateway_control': '2/1m' });
  let sam: TestClient;
  let alex: TestClient;
  const open: GatewayTestClient[] = [];
  beforeAll(async () => {
    sam = await t.client('sam');
    alex = await t.client('alex');
  });
  afterAll(() => {
    for (const c of open) c.close();
  });

  it('REST: 429 rate_limited with Retry-After and problem details; reads and other principals go on', async () => {
    for (let i = 0; i < 3; i++) expect((await sam.postMessage(t.ids.welcomeThread, `m${i}`)).status).toBe(201);
    const over = await sam.postMessage(t.ids.welcomeThread, 'one too many');
    expect(over.status).toBe(429);
    expect(over.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(over.body).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((over.body as unknown as { retry_after_ms: number }).retry_after_ms).toBeGreaterThan(0);
    // The refused message was not stored (the limit is before the write).
    const { rows } = await t.db.pool.query(`SELECT 1 FROM messages WHERE content_md = 'one too many'`);
    expect(rows).toHaveLength(0);
    expect((await sam.request('GET', `/api/v1/threads/${t.ids.welcomeThread}/messages`)).status).toBe(200);
    expect((await alex.postMessage(t.ids.welcomeThread, 'alex is fine')).status).toBe(201);
    // Another class has its own budget: a reaction is a message write (spent), a setting a rest write.
    expect((await sam.request('PUT', '/api/v1/me/settings/theme', { body: { value: 'dark' } })).status).not.toBe(429);
  });

  it('gateway: an error frame rate_limited for the op over its class; the connection stays', async () => {
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    await c.identify(alex);
    await c.waitFor(ServerOp.CatchupComplete);
    for (let i = 0; i < 3; i++) c.send({ op: ClientOp.Focus, d: { thread_ids: [t.ids.welcomeThread], idle: false } });
    const err = await c.waitFor(ServerOp.Error, (f) => f.d.op === ClientOp.Focus);
    expect(err.d).toMatchObject({ code: 'rate_limited', op: ClientOp.Focus });
    expect(err.d.retry_after_ms).toBeGreaterThan(0);
    // Still open, and another class still answers.
    c.send({ op: ClientOp.Heartbeat, d: { last_seq: 0 } });
    await c.waitFor(ServerOp.HeartbeatAck);
    expect(c.closed).toBeUndefined();
  });
});

describe('heartbeats are always answered (6.3, 6.2; D244)', () => {
  const t = useTestServer({ 'rl.gateway_control': '2/1m' });
  const open: GatewayTestClient[] = [];
  afterAll(() => {
    for (const c of open) c.close();
  });

  /** The check: n heartbeats over the budget of rl.gateway_control get n heartbeat_acks and no error frame. */
  async function heartbeats(n: number, handle: string): Promise<{ acks: number; errors: number }> {
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    await c.identify(await t.client(handle)); // a principal of its own: the class counts per principal
    await c.waitFor(ServerOp.CatchupComplete);
    for (let i = 0; i < n; i++) c.send({ op: ClientOp.Heartbeat, d: { last_seq: 0 } });
    // A reauth after them counts against rl.gateway_control and is refused: the frames before it have been handled.
    c.send({ op: ClientOp.Reauth, d: { access_token: 'x', dpop: 'x' } });
    await c.waitFor(ServerOp.Error, (f) => f.d.op === ClientOp.Reauth || f.d.op === ClientOp.Heartbeat);
    await new Promise((r) => setTimeout(r, 100));
    return { acks: c.frames.filter((f) => f.op === ServerOp.HeartbeatAck).length, errors: c.frames.filter((f) => f.op === ServerOp.Error && f.d.op === ClientOp.Heartbeat).length };
  }

  it('ten heartbeats with a class budget of two: ten heartbeat_acks, no rate_limited', async () => {
    expect(await heartbeats(10, 'sam')).toEqual({ acks: 10, errors: 0 });
  });

  it('twin: with heartbeat counted against rl.gateway_control, the third one gets an error instead of its ack, and the same check fails', async () => {
    const table = gatewayOpRateLimits as Record<string, string | null>;
    table[ClientOp.Heartbeat] = 'rl.gateway_control';
    try {
      const seen = await heartbeats(10, 'alex');
      expect(seen.acks).toBe(2);
      expect(seen.errors).toBe(8);
    } finally {
      table[ClientOp.Heartbeat] = null;
    }
  });
});
