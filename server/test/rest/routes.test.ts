// Every operation of contracts/openapi.yaml has its route (13; D546): the route modules share two
// routers (rest/app.ts), and a module left out of them, or an operation that falls behind the wrong
// one, answers the catch-all 404 "no route". Sent authenticated, with made-up IDs and an empty body,
// every operation reaches a route of its own, whatever it then answers.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REST_BASE_PATH } from '@bothy/generated';
import { useTestServer } from '../support/server.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const openapi = parse(readFileSync(new URL('../../../contracts/openapi.yaml', import.meta.url), 'utf8')) as { paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string }>>> };
const operations = Object.entries(openapi.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, id: item[m]!.operationId ?? `${m} ${path}` })));

describe('REST routes (13; D546): every operation of the contract reaches its route', () => {
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
      // The check below reads the catch-all's answer: a 429 would hide it (the limits are far above this walk).
      expect(res.status, `${op.id}`).not.toBe(429);
    }
    expect(unrouted).toEqual([]);
  }, 60_000);

  it('a path no operation has answers the 404 of no route (the answer the check above looks for)', async () => {
    const sam = await t.client('sam');
    const res = await sam.request('GET', `${REST_BASE_PATH}/no-such-resource`);
    expect(res.status).toBe(404);
    expect((res.body as { detail?: string }).detail).toMatch(/^no route GET /);
  });
});
