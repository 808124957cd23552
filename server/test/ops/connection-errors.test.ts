import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../../src/db/errors.ts';
import { DatabaseHealth } from '../../src/db/health.ts';
import { createPool, poolSaturated, QueryDeadlineError } from '../../src/db/pool.ts';
import { until } from '../support/agents.ts';
import { downLines, startLoggedNode } from '../support/logged-node.ts';
import { createLogger } from '../../src/logging.ts';
import { freePort } from '../../src/internal/free-port.ts';
import { useTestDatabase } from '../support/database.ts';

// One classification of "the database is not reachable" (db/errors.ts), which
// REST maps to 503 and identify to 4000 (6.4): the real errors of node-postgres
// for a refused connection, a backend ended by pg_terminate_backend (57P01) and
// a pool whose connect times out; and none of the errors of a request itself.

const db = useTestDatabase({ poolSize: 2 });

const failure = async (f: () => Promise<unknown>): Promise<unknown> => {
  try {
    await f();
  } catch (err) {
    return err;
  }
  throw new Error('did not fail');
};

describe('connection errors are told from every other failure (6.4)', () => {
  it('a refused connection, a terminated backend and a pool connect timeout are connection errors', async () => {
    const port = await freePort();
    const refused = await failure(async () => {
      const c = new pg.Client({ connectionString: `postgres://root@127.0.0.1:${port}/x` });
      await c.connect();
    });
    expect(isConnectionError(refused)).toBe(true);

    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    const terminated = await failure(() => client.query('SELECT 1'));
    expect(isConnectionError(terminated), String(terminated)).toBe(true);
    await client.end().catch(() => {});

    // A listener that accepts and never answers: the pool gives up after connectTimeoutMs.
    const net = await import('node:net');
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const pool = createPool(`postgres://root@127.0.0.1:${(silent.address() as { port: number }).port}/x`, { connectTimeoutMs: 200 });
    const timeout = await failure(() => pool.query('SELECT 1'));
    expect(isConnectionError(timeout), String(timeout)).toBe(true);
    await pool.end();
    silent.close();

    for (const code of ['57P01', '57P03', '08006', '08001', 'ECONNRESET']) expect(isConnectionError(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('the errors of a request itself are not', async () => {
    const divide = await failure(() => db.pool.query(`SELECT 1/0`));
    expect(isConnectionError(divide)).toBe(false);
    const syntax = await failure(() => db.pool.query(`SELEC 1`));
    expect(isConnectionError(syntax)).toBe(false);
    for (const code of ['23505', '40001', '40P01', '22P05', '22021', 'ERR_INVALID_ARG_TYPE']) expect(isConnectionError(Object.assign(new Error('x'), { code }))).toBe(false);
    expect(isConnectionError(new Error('Connection to the moon'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});

describe('a busy pool is not a database that is down (D53)', () => {
  /** Every client of a one-client pool busy, a second request times out waiting: what the health state says. */
  async function busy(saturation: (pool: pg.Pool) => boolean): Promise<{ answered503: boolean; reachable: boolean; lines: string[] }> {
    const pool = createPool(db.url, { max: 1, connectTimeoutMs: 200 });
    const lines: string[] = [];
    const health = new DatabaseHealth(createLogger('info', { write: (l: string) => void lines.push((JSON.parse(l) as { msg: string }).msg) }), () => saturation(pool));
    try {
      const holding = pool.query('SELECT pg_sleep(1)');
      await new Promise((r) => setTimeout(r, 100));
      const err = await failure(() => pool.query('SELECT 1'));
      const answered503 = health.failed(err, 'test');
      await holding;
      return { answered503, reachable: health.reachable, lines };
    } finally {
      await pool.end();
    }
  }

  it('answers 503 for a request that waited too long, but logs no "database down" and stays ready', async () => {
    const r = await busy(poolSaturated);
    expect(r.answered503).toBe(true);
    expect(r.reachable).toBe(true);
    expect(r.lines.some((l) => l.startsWith('database down'))).toBe(false);
  });

  it('twin: without telling a busy pool apart, the node reports the database down', async () => {
    const r = await busy(() => false);
    expect(r.reachable).toBe(false);
    expect(r.lines.some((l) => l.startsWith('database down'))).toBe(true);
  });

  it("through the node's own database check too: every pooled client held past the check's deadline logs no \"database down\" (D53, D327)", async () => {
    const node = await startLoggedNode(db.url, { 'server.port': 0, 'server.database_check_interval': '200ms', 'server.database_connect_timeout': '1s', 'server.shutdown_timeout': '1s', 'server.pool_size': 2 });
    try {
      const started = Date.now();
      await until('a read answered after the start (the check runs every 200 ms)', async () => node.server.ctx.database.lastAnsweredAt > started, 5_000);
      const held = await Promise.all([node.pool.connect(), node.pool.connect()]);
      await new Promise((r) => setTimeout(r, 2_500)); // several checks, each past its deadline, wait for a client
      held.forEach((c) => c.release());
      await new Promise((r) => setTimeout(r, 500));
      expect(downLines(node)).toEqual([]);
      expect(node.server.ctx.database.reachable).toBe(true);
    } finally {
      await node.server.close();
      await node.pool.end();
    }
  });
});

describe('one connection lost while the database answers others is not the database down (D327)', () => {
  const healthWithLines = () => {
    const lines: string[] = [];
    return { lines, health: new DatabaseHealth(createLogger('info', { write: (l: string) => void lines.push((JSON.parse(l) as { msg: string }).msg) })) };
  };

  it('a deadline error of a connection silent since before the last answered check: 503, a warn line, the state stays up', () => {
    const { lines, health } = healthWithLines();
    const silentSince = Date.now() - 1_000;
    health.ok(); // a check answered after the connection fell silent
    expect(health.failed(new QueryDeadlineError(1_000, undefined, undefined, silentSince), 'test')).toBe(true);
    expect(health.reachable).toBe(true);
    expect(lines.some((l) => l.startsWith('database down'))).toBe(false);
    expect(lines.some((l) => l.startsWith('a PostgreSQL connection answered nothing'))).toBe(true);
  });

  it('one silent since after the last answered check: the database is down', () => {
    const { lines, health } = healthWithLines();
    health.ok();
    expect(health.failed(new QueryDeadlineError(1_000, undefined, undefined, Date.now() + 1), 'test')).toBe(true);
    expect(health.reachable).toBe(false);
    expect(lines.some((l) => l.startsWith('database down'))).toBe(true);
  });
});
