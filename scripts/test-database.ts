// vitest global setup: one PostgreSQL server for the whole run.
// With DATABASE_URL set, that server is used; otherwise a throwaway embedded
// PostgreSQL starts in a temporary folder and is removed afterwards. Each test
// file then creates its own database (server/test/support/database.ts).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createPool } from '../server/src/db/pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    databaseRunId: string;
    /** A migrated database that each test file copies (CREATE DATABASE … TEMPLATE). */
    databaseTemplate: string;
  }
}

interface Shared {
  started?: Promise<{ adminUrl: string; embedded?: EmbeddedDatabase; template: string; dir?: string }>;
  users: number;
  runId: string;
}

const shared: Shared = ((globalThis as { __bothyTestDatabase?: Shared }).__bothyTestDatabase ??= {
  users: 0,
  runId: `${Date.now().toString(36)}${process.pid.toString(36)}`,
});

export function databaseUrl(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function createTemplate(adminUrl: string): Promise<string> {
  const template = `bothy_tpl_${shared.runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${template}`);
  } catch (err) {
    throw new Error(`the test database server refused CREATE DATABASE (${err instanceof Error ? err.message : String(err)}); the DATABASE_URL user needs CREATEDB`);
  } finally {
    await admin.end();
  }
  const pool = createPool(databaseUrl(adminUrl, template), { max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  return template;
}

async function dropRunDatabases(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`, [`bothy_t_${shared.runId}_%`, `bothy_tpl_${shared.runId}`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function start(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase; template: string; dir?: string }> {
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    return { adminUrl, template: await createTemplate(adminUrl) };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bothy-test-pg-'));
  await chmod(dir, 0o755); // PostgreSQL runs as the user postgres when we are root
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'data'),
    persistent: false,
    // A throwaway cluster: durability settings off for speed, enough connections for parallel files.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    exitHooks: true, // the test runner owns no shutdown: the package stops the cluster on Ctrl-C
  });
  console.log(`test database: embedded PostgreSQL on port ${embedded.port} (set DATABASE_URL to use another server)`);
  return { adminUrl: embedded.adminUrl, embedded, dir, template: await createTemplate(embedded.adminUrl) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.started ??= start();
  const { adminUrl, template } = await shared.started;
  shared.users += 1;
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('databaseRunId', shared.runId);
  project.provide('databaseTemplate', template);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    const { embedded, adminUrl, dir } = await shared.started!;
    shared.started = undefined;
    await dropRunDatabases(adminUrl).catch((err: unknown) => console.error('could not drop the test databases:', err));
    await embedded?.stop();
    // The throwaway cluster's folder goes with it (persistent: false removes only the data folder).
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
