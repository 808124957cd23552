// Each test file gets its own database, copied from the migrated template of
// this run (scripts/test-database.ts), on the run's PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { createServerContext } from '../../src/context.ts';
import { createPool, type Pool, type PoolOptions } from '../../src/db/pool.ts';
import { loadServerKeys } from '../../src/identity/keys.ts';
import { createLogger } from '../../src/logging.ts';
import { seedDemo, type DemoIds } from '../../src/seed/demo.ts';
import { ensureInstance } from '../../src/server.ts';
import { suiteScoped } from './suite.ts';

export interface TestDatabase {
  url: string;
  name: string;
  pool: Pool;
  /** Ends the pool and drops the database; once, however often it is called. */
  drop(): Promise<void>;
}

export interface SeededTestDatabase extends TestDatabase {
  /** The demo, seeded through the same code as npm start. */
  ids: DemoIds;
}

export interface TestDatabaseOptions {
  poolSize?: number;
  /** Seed the demo (no server runs on it). */
  seedDemo?: boolean;
}

function urlFor(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * `pool`: the size of the database's pool, or where a server runs on that pool, the options a node's
 * settings give it (poolOptionsOf, as npm start builds it); the test's own queries share it.
 */
export async function createTestDatabase(pool: number | PoolOptions = 10): Promise<TestDatabase> {
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
  const shared = createPool(url, { applicationName: 'bothy-test', ...(typeof pool === 'number' ? { max: pool } : pool) });
  await ensureInstance(shared);
  let dropped: Promise<void> | undefined;
  return {
    url,
    name,
    pool: shared,
    drop: () =>
      (dropped ??= (async () => {
        await shared.end();
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        try {
          await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await a.end();
        }
      })()),
  };
}

/**
 * A database of its own for the suite (the file, or the describe block) this is
 * called in: created in beforeAll, dropped in afterAll (see suite.ts).
 */
export function useTestDatabase(options: TestDatabaseOptions & { seedDemo: true }): SeededTestDatabase;
export function useTestDatabase(options?: TestDatabaseOptions): TestDatabase;
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase | SeededTestDatabase {
  return suiteScoped(
    'the test database',
    async () => {
      const db = await createTestDatabase(options.poolSize);
      if (!options.seedDemo) return db;
      try {
        const { ids } = await seedDemo(createServerContext(loadConfig({ env: {} }), db.pool, createLogger('silent'), await loadServerKeys(db.pool)));
        return { ...db, ids };
      } catch (err) {
        await db.drop();
        throw err;
      }
    },
    (db) => db.drop(),
  );
}
