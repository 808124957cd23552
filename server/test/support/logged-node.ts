// A server node started in the test's process on a pool of its own, with its log
// lines kept as objects: what the outage tests start in front of a proxy.
import { loadConfig } from '../../src/config/config.ts';
import { createPool, poolOptionsOf, type Pool } from '../../src/db/pool.ts';
import { createLogger } from '../../src/logging.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

export interface LogLine {
  msg: string;
  level: number;
  [k: string]: unknown;
}

export interface LoggedNode {
  server: RunningServer;
  pool: Pool;
  logs: LogLine[];
}

/**
 * A node on `url` (migrated already) with `overrides` (server.pool_size 5 unless they say otherwise);
 * `jobs`: it runs the periodic jobs. Its pool is built from its settings as npm start builds it
 * (poolOptionsOf), here only so that the test has it and may put it elsewhere.
 */
export async function startLoggedNode(url: string, overrides: Record<string, string | number | boolean>, o: { jobs?: boolean; poolUrl?: string } = {}): Promise<LoggedNode> {
  const logs: LogLine[] = [];
  const config = loadConfig({ env: {}, overrides: { 'server.pool_size': 5, ...overrides } });
  // `poolUrl`: the pool elsewhere than the node's own connections (LISTEN, the node lock), which use `url`.
  const pool = createPool(o.poolUrl ?? url, poolOptionsOf(config.server));
  const log = createLogger('info', { write: (s: string) => void logs.push(JSON.parse(s) as LogLine) });
  const server = await startServer({ ...config, databaseUrl: url }, { pool, skipMigrations: true, log, jobs: o.jobs ?? false });
  return { server, pool, logs };
}

/** The log's lines of the database's state (db/health.ts). */
export const downLines = (n: LoggedNode) => n.logs.filter((l) => l.msg.startsWith('database down'));
export const backLines = (n: LoggedNode) => n.logs.filter((l) => l.msg === 'database back');
