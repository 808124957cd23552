// Probes for orchestrators, outside /api/v1 like /metrics (D53):
//   GET /healthz  200 while the process serves HTTP (liveness; never asks the database)
//   GET /readyz   200 when the database answers, its migrations are those of this
//                 server and the LISTEN connection is up; otherwise 503 with the
//                 checks that are not ok (readiness: send no traffic here now).
import express from 'express';
import type { ServerContext } from '../context.ts';
import { readMigrations } from '../db/migrate.ts';

export interface Readiness {
  /** The gateway's LISTEN connection is up. */
  listening(): boolean;
  /** The node is shutting down. */
  draining(): boolean;
}

type Check = 'ok' | string;

export interface ReadyBody {
  status: 'ready' | 'not_ready';
  checks: { database: Check; migrations: Check; listener: Check; shutdown: Check };
  /** The names of the checks that are not ok. */
  not_ready: string[];
}

/** `ms` 0 or less: no timeout (server.database_connect_timeout 0s waits for ever). */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return p;
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

export async function readiness(ctx: ServerContext, r: Readiness, expectedMigrations: number): Promise<ReadyBody> {
  const checks: ReadyBody['checks'] = { database: 'ok', migrations: 'ok', listener: 'ok', shutdown: 'ok' };
  try {
    const { rows } = await withTimeout(
      ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'),
      ctx.config.server.databaseConnectTimeoutMs,
    );
    ctx.database.ok();
    const n = rows[0]!.n;
    if (n < expectedMigrations) checks.migrations = `${expectedMigrations - n} migration(s) not applied; run npm run migrate`;
    else if (n > expectedMigrations) checks.migrations = `the database has ${n} migrations, this server knows ${expectedMigrations}; it is older than the database`;
  } catch (err) {
    ctx.database.failed(err, 'readyz');
    // The cause is in the log: an unauthenticated probe learns no host, port or user. A pool whose every
    // connection is busy is not a database that is down (D53): the node's state says which (D405).
    checks.database = ctx.database.reachable
      ? `no answer within ${ctx.config.server.databaseConnectTimeoutMs} ms (server.database_connect_timeout): the pool is busy or the database slow; the node does not count it as down`
      : 'not reachable';
    checks.migrations = `unknown: ${checks.database === 'not reachable' ? 'the database is not reachable' : 'no answer'}`;
  }
  if (!r.listening()) checks.listener = 'the LISTEN connection is down; reconnecting';
  if (r.draining()) checks.shutdown = 'shutting down';
  const notReady = Object.entries(checks).filter(([, v]) => v !== 'ok').map(([k]) => k);
  return { status: notReady.length ? 'not_ready' : 'ready', checks, not_ready: notReady };
}

export function healthRoutes(ctx: ServerContext, r: Readiness): express.Router {
  const router = express.Router();
  let expected: Promise<number> | undefined;
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    expected ??= readMigrations().then((m) => m.length);
    const body = await readiness(ctx, r, await expected);
    res.setHeader('Cache-Control', 'no-store');
    res.status(body.status === 'ready' ? 200 : 503).json(body);
  });
  return router;
}
