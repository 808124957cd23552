// A small, explicit migration runner: versioned SQL files applied in order, each
// in its own transaction, under an advisory lock so that two processes starting
// together do not race. See docs/decisions.md (D15) for why not a library.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { MigrationError } from './errors.ts';
import { withoutQueryDeadline } from './pool.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 4_047_201; // arbitrary, constant: "bothy migrations"

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const out: Migration[] = [];
  for (const file of files) {
    const m = /^([0-9]{4})_([a-z0-9_]+)\.sql$/.exec(file);
    if (!m) throw new MigrationError(`migration file ${file} must be named NNNN_name.sql`);
    const sql = await readFile(path.join(dir, file), 'utf8');
    out.push({ version: Number(m[1]), name: m[2]!, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  out.forEach((mig, i) => {
    if (mig.version !== i + 1) throw new MigrationError(`migrations must be numbered 0001, 0002, … without gaps; found ${mig.version} at position ${i + 1}`);
  });
  return out;
}

export interface MigrateResult {
  applied: Migration[];
  current: number;
}

/** Applies every pending migration. Refuses to run when an applied file has changed since. */
export async function migrate(pool: pg.Pool, log: (msg: string) => void = () => {}, dir = MIGRATIONS_DIR): Promise<MigrateResult> {
  const migrations = await readMigrations(dir);
  const client = await pool.connect();
  // A migration may take long on a large database, and waits for another node's: no deadline (D327).
  try {
    return await withoutQueryDeadline(client, () => migrateOn(client, migrations, log));
  } finally {
    client.release();
  }
}

async function migrateOn(client: pg.PoolClient, migrations: Migration[], log: (msg: string) => void): Promise<MigrateResult> {
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number; name: string; checksum: string }>('SELECT version, name, checksum FROM schema_migrations ORDER BY version');
    for (const row of rows) {
      const file = migrations[row.version - 1];
      if (!file) throw new MigrationError(`the database has migration ${row.version} (${row.name}), which this server does not know; it is older than the database`);
      if (file.checksum !== row.checksum) throw new MigrationError(`migration ${row.version} (${row.name}) was changed after it was applied; add a new migration instead`);
    }
    const applied: Migration[] = [];
    for (const mig of migrations.slice(rows.length)) {
      try {
        await client.query('BEGIN');
        await client.query(mig.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [mig.version, mig.name, mig.checksum]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw new MigrationError(`migration ${mig.version} (${mig.name}) failed and was rolled back: ${err instanceof Error ? err.message : String(err)}`);
      }
      log(`applied migration ${String(mig.version).padStart(4, '0')}_${mig.name}`);
      applied.push(mig);
    }
    return { applied, current: migrations.length };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
  }
}
