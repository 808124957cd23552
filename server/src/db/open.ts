// The database of a server or CLI run: DATABASE_URL when set, otherwise the
// embedded PostgreSQL in server.data_dir (created on first use, kept across
// restarts), with a database named bothy in it.
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config/config.ts';

export const EMBEDDED_DATABASE = 'bothy';

export interface OpenedDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(config: Config, log: (msg: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => {} };
  const dataDir = path.resolve(config.server.dataDir, 'postgres');
  log(`DATABASE_URL is not set: using the embedded PostgreSQL in ${dataDir}`);
  // Loaded only on this path: the package's module is kept out of every process that does not run it (D51).
  const { startEmbeddedPostgres } = await import('./embedded.ts');
  const db = await startEmbeddedPostgres({ dataDir, persistent: true, notice: log, log: (l) => { if (/FATAL|PANIC|ERROR/.test(l)) log(l); } });
  const admin = new pg.Client({ connectionString: db.adminUrl });
  admin.on('error', () => {}); // its statements fail on their own, and the start with them (D462)
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(db.adminUrl);
  url.pathname = `/${EMBEDDED_DATABASE}`;
  return { url: url.toString(), embedded: true, close: () => db.stop() };
}
