// Every operation of contracts/openapi.yaml has its route (D546): the route modules share two routers
// (rest/app.ts), the public ones before the auth and the rest after it. A module left out answers the
// catch-all 404 "no route"; a public route moved behind the auth answers 401 to a caller without a token.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REST_BASE_PATH } from '@bothy/generated';
import { useTestServer } from '../support/server.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const openapi = parse(readFileSync(new URL('../../../contracts/openapi.yaml', import.meta.url), 'utf8')) as { paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string }>>> };
const operations = Object.entries(openapi.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, id: item[m]!.operationId ?? `${m} ${path}` })));

describe('REST routes (contracts/openapi.yaml; D546): every operation of the contract reaches its route', () => {
  const t = useTestServer();

  it(`each of the contract's ${operations.length} operations, sent authenticated with made-up IDs, is answered by a route, not the 404 of no route`, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const sam = await t.client('sam');
    const unrouted: string[] = [];
    for (const op of operations) {
      // A made-up UUIDv7 for every path parameter; a route that wants another form refuses it with a 400 of its own.
      const url = `${REST_BASE_PATH}${op.path.replace(/\{[^}]+\}/g, '01890000-0000-7000-8000-000000000000')}`;
      const res = await sam.request(op.method, url, op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} });
      const detail = (res.body as { detail?: string } | undefined)?.detail ?? '';
      if (res.status === 404 && detail.startsWith('no route')) unrouted.push(`${op.id}: ${op.method} ${op.path}`);
      // The check reads what the route answered: a refused token (401) or a rate limit (429, the limits are
      // far above this walk) is answered before any route and would hide a missing one.
      expect([401, 429], `${op.id}: ${res.status} ${detail}`).not.toContain(res.status);
    }
    expect(unrouted).toEqual([]);
  }, 60_000);

  it('the public routes answer before the auth: the keys and the discovery without a token, a pending device its own state (6.1, 6.4)', async () => {
    for (const path of ['/jwks.json', '/discovery']) {
      const res = await fetch(`${t.server.url}${REST_BASE_PATH}${path}`);
      expect(res.status, path).toBe(200);
    }
    const pending = await t.client('sam', { deviceState: 'pending' });
    const own = await pending.request('GET', `${REST_BASE_PATH}/devices/${pending.deviceId}`);
    expect(own.status).toBe(200);
    expect((own.body as { state?: string }).state).toBe('pending');
    // Behind the auth, the same device is refused (the route after requireAuth, not before it).
    const events = await pending.request('GET', `${REST_BASE_PATH}/events?after=0`);
    expect(events.status).toBe(403);
    expect((events.body as { code?: string }).code).toBe('device_pending');
  });

  it('a path no operation has answers the 404 of no route (the answer the check above looks for)', async () => {
    const sam = await t.client('sam');
    const res = await sam.request('GET', `${REST_BASE_PATH}/no-such-resource`);
    expect(res.status).toBe(404);
    expect((res.body as { detail?: string }).detail).toMatch(/^no route GET /);
  });
});
