import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';

// /healthz and /readyz, outside /api/v1 like /metrics, as orchestrators expect:
// liveness is 200 while the process serves; readiness is 200 only with the
// database reachable, the migrations current and the LISTEN connection up,
// otherwise 503 naming what is not ready. The outage of the database is in
// database-outage.test.ts; here the ready node and a node whose database lacks
// a migration.

const t = useTestServer();

async function get(path: string) {
  const res = await fetch(`${t.server.url}${path}`);
  return { status: res.status, body: (await res.json()) as { status: string; not_ready?: string[]; checks?: Record<string, string> } };
}

describe('health and readiness probes', () => {
  it('a node with its database, its migrations and its LISTEN connection is live and ready', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', not_ready: [], checks: { database: 'ok', migrations: 'ok', listener: 'ok' } });
    // Not part of the API: no DPoP, no /api/v1 prefix.
    expect((await fetch(`${t.server.url}/api/v1/readyz`)).status).toBe(401);
  });

  it('a database that lacks a migration of this server: live, not ready, naming the migrations', async () => {
    const { rows } = await t.db.pool.query<{ version: number; name: string; checksum: string }>('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name, checksum');
    try {
      expect((await get('/healthz')).status).toBe(200);
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.not_ready).toEqual(['migrations']);
      expect(ready.body.checks!.migrations).toMatch(/1 migration\(s\) not applied/);
    } finally {
      const r = rows[0]!;
      await t.db.pool.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [r.version, r.name, r.checksum]);
    }
    expect((await get('/readyz')).status).toBe(200);
  });
});
