// server.database_prepared_statements (D278): the statements of every request are
// prepared once per PostgreSQL connection, or, where something between the node and
// PostgreSQL refuses named statements, sent unnamed; both answer REST requests.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Pool } from '../../src/db/pool.ts';
import { bind, statement } from '../../src/db/statement.ts';
import { createPool } from '../../src/db/pool.ts';
import { TestClient, useTestServer } from '../support/server.ts';

// multi: the nodes of the last test run beside the suite's server on one database.
const t = useTestServer({ 'cluster.mode': 'multi' });

/** The names of the statements prepared on every connection the pool holds (pg_prepared_statements is per session). */
async function preparedOn(pool: Pool): Promise<Set<string>> {
  const clients = await Promise.all(Array.from({ length: Math.max(1, pool.totalCount) }, () => pool.connect()));
  const names = new Set<string>();
  try {
    for (const c of clients) for (const r of (await c.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows) names.add(r.name);
  } finally {
    for (const c of clients) c.release();
  }
  return names;
}

describe('prepared statements (D278)', () => {
  it('a named statement is prepared on its connection, and sent unnamed by a pool made with preparedStatements false', async () => {
    const s = statement('test_probe', 'SELECT $1::int + 1 AS n');
    for (const prepared of [true, false]) {
      const pool = createPool(t.db.url, { max: 1, preparedStatements: prepared });
      try {
        for (let i = 0; i < 3; i++) expect((await pool.query<{ n: number }>(bind(s, [i]))).rows[0]!.n).toBe(i + 1);
        expect((await preparedOn(pool)).has('bothy_test_probe')).toBe(prepared);
      } finally {
        await pool.end();
      }
    }
  });

  it('a named statement whose plan no longer fits the schema fails once, then runs on a new connection; a plain pool\'s client keeps failing', async () => {
    // 0A000 "cached plan must not change result type": another node's migration changed a column's type.
    const s = statement('test_stale', 'SELECT v FROM stale_probe');
    const runs = async (pool: Pool): Promise<string[]> => {
      await pool.query('DROP TABLE IF EXISTS stale_probe; CREATE TABLE stale_probe (v int); INSERT INTO stale_probe VALUES (1)');
      await pool.query(bind(s, []));
      await pool.query('ALTER TABLE stale_probe ALTER COLUMN v TYPE bigint');
      const out: string[] = [];
      // Each time a client checked out and given back without an error, as a transaction does after its ROLLBACK.
      for (let i = 0; i < 3; i++) {
        const c = await pool.connect();
        out.push(await c.query(bind(s, [])).then(() => 'ok', (err: { code?: string }) => err.code ?? 'error'));
        c.release();
      }
      return out;
    };
    const ours = createPool(t.db.url, { max: 1 });
    const plain = new pg.Pool({ connectionString: t.db.url, max: 1 });
    try {
      expect(await runs(ours)).toEqual(['0A000', 'ok', 'ok']);
      // The twin: node-postgres alone sends the stale name on the same connection for ever.
      expect(await runs(plain)).toEqual(['0A000', '0A000', '0A000']);
    } finally {
      await ours.end();
      await plain.end();
      await t.db.pool.query('DROP TABLE IF EXISTS stale_probe');
    }
  });

  it('refuses one name for two texts in one process (node-postgres would refuse it on a connection)', () => {
    statement('test_twice', 'SELECT 1');
    expect(() => statement('test_twice', 'SELECT 1')).not.toThrow();
    expect(() => statement('test_twice', 'SELECT 2')).toThrow(/taken by another text/);
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('a node with server.database_prepared_statements %s answers REST requests and prepares the token check only when true', async (setting, prepared) => {
    const node = await t.startNode({ 'server.database_prepared_statements': setting });
    try {
      const sam = await TestClient.register(node.url, 'sam');
      for (let i = 0; i < 3; i++) expect((await sam.request('GET', '/api/v1/events?after=0&limit=5')).status).toBe(200);
      const names = await preparedOn(node.ctx.pool);
      expect(names.has('bothy_person_checks')).toBe(prepared);
      if (!prepared) expect([...names].filter((n) => n.startsWith('bothy_'))).toEqual([]);
    } finally {
      await node.close();
    }
  });
});
