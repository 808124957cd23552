// Each test file gets its own database, copied from the migrated template of
// this run (scripts/test-database.ts), on the run's PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, type Pool } from '../../src/db/pool.ts';
import { ensureInstance } from '../../src/server.ts';

export interface TestDatabase {
  url: string;
  name: string;
  pool: Pool;
  drop(): Promise<void>;
}

function urlFor(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `bothy_t_${inject('databaseRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = urlFor(adminUrl, name);
  const pool = createPool(url, { max: poolSize, applicationName: 'bothy-test' });
  await ensureInstance(pool);
  return {
    url,
    name,
    pool,
    drop: async () => {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}
