// The benchmark's own PostgreSQL database: on the server of DATABASE_URL when it
// is set (a database bothy_bench_<pid>, created and dropped here), otherwise on a
// throwaway embedded PostgreSQL in a temporary folder. fsync stays on in both
// cases, so that every COMMIT really flushes the WAL, as in production.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createPool } from '../../src/db/pool.ts';

export interface BenchDatabase {
  /** URL of the benchmark's database. */
  url: string;
  name: string;
  source: 'DATABASE_URL' | 'embedded';
  serverVersion: string;
  /** Settings that decide what a commit costs. */
  settings: Record<string, string>;
  drop(): Promise<void>;
}

const REPORTED_SETTINGS = ['fsync', 'synchronous_commit', 'wal_sync_method', 'commit_delay', 'max_connections', 'shared_buffers'];

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery<T extends pg.QueryResultRow>(adminUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'bothy-bench-admin' });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** `prefix` names the database `<prefix>_<pid>`, so that two benchmarks never share one. */
export async function createBenchDatabase(log: (line: string) => void, prefix = 'bothy_bench'): Promise<BenchDatabase> {
  let adminUrl: string;
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  const source = process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded';
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tempDir = await mkdtemp(path.join(tmpdir(), 'bothy-bench-pg-'));
    await chmod(tempDir, 0o755); // PostgreSQL runs as the user postgres when we are root
    log(`starting an embedded PostgreSQL in ${tempDir} (fsync on)`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tempDir, 'data'), persistent: false });
    adminUrl = embedded.adminUrl;
  }
  const name = `${prefix}_${process.pid}`;
  const stopEmbedded = async () => {
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
  try {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  } catch (err) {
    await stopEmbedded();
    throw new Error(`could not create the benchmark database ${name} (${err instanceof Error ? err.message : String(err)}); the DATABASE_URL user needs CREATEDB`);
  }
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { max: 1, applicationName: 'bothy-bench-setup' });
  let serverVersion = 'unknown';
  const settings: Record<string, string> = {};
  try {
    await migrate(pool);
    serverVersion = (await pool.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
    const { rows } = await pool.query<{ name: string; setting: string; unit: string | null }>('SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)', [REPORTED_SETTINGS]);
    for (const r of rows) settings[r.name] = r.unit ? `${r.setting} (${r.unit})` : r.setting;
  } finally {
    await pool.end();
  }
  return {
    url,
    name,
    source,
    serverVersion,
    settings,
    drop: async () => {
      try {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await stopEmbedded();
      }
    },
  };
}
