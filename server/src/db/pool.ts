import pg from 'pg';
import { isStaleStatement } from './errors.ts';

// int8 (seq, versions, counts) as JS numbers: exact up to 2^53, far beyond any seq this log reaches.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /** Longest wait for a new connection (server.database_connect_timeout); 0 waits for ever. */
  connectTimeoutMs?: number;
  /**
   * server.database_prepared_statements (D278): false sends every named statement
   * (db/statement.ts) unnamed, for whatever between the node and PostgreSQL refuses them.
   */
  preparedStatements?: boolean;
}

/** A plain query config with a statement name (db/statement.ts); a Submittable (pg.Query, a cursor) is none. */
function isNamedConfig(config: unknown): config is pg.QueryConfig & { name: string } {
  return !!config && typeof config === 'object' && 'name' in config && typeof (config as { submit?: unknown }).submit !== 'function' && typeof (config as { text?: unknown }).text === 'string';
}

/**
 * A client that sends named statements without their name: PostgreSQL parses and
 * plans them on every execution, as it does every other statement.
 */
class UnpreparedClient extends pg.Client {
  // pg's overloads (callbacks, streams) all pass through here; only a config object can carry a name.
  override query(...args: unknown[]): never {
    const [config] = args;
    // A Submittable keeps its prototype: only a plain config object is copied.
    if (isNamedConfig(config)) {
      const { name: _unused, ...rest } = config;
      args[0] = rest;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * A client that gives up its connection when a statement prepared on it went stale (D278, D281;
 * db/errors.ts isStaleStatement): the request in flight fails, the pool removes the client when it
 * comes back, and a new connection prepares every statement anew. node-postgres alone would send
 * the name on that connection for ever.
 */
export class PreparingClient extends pg.Client {
  /** The names this connection has prepared with SQL's PREPARE (db/sql-prepared.ts). */
  readonly sqlPrepared = new Set<string>();
  private gaveUp = false;

  /** The client ended its connection itself; the pool removes it when it comes back. */
  get retired(): boolean {
    return this.gaveUp;
  }

  /** Ends the connection: what it holds prepared can no longer be trusted. */
  retire(): void {
    this.gaveUp = true;
    this.end().catch(() => {});
  }

  override query(...args: unknown[]): never {
    const [config] = args;
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    const usesPrepared = isNamedConfig(config) || (typeof config === 'string' && this.sqlPrepared.size > 0 && config.includes('EXECUTE bothy_'));
    if (usesPrepared && result instanceof Promise) {
      result.catch((err: unknown) => {
        if (isStaleStatement(err)) this.retire();
      });
    }
    return result as never;
  }
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    application_name: options.applicationName ?? 'bothy-server',
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    Client: options.preparedStatements === false ? UnpreparedClient : PreparingClient,
  });
  // A client that loses its connection (a restart, pg_terminate_backend) must not crash the
  // process: the query in flight fails on its own, and the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    connected.set(pool, (connected.get(pool) ?? 0) + 1);
    client.on('error', () => {});
  });
  pool.on('remove', () => connected.set(pool, Math.max(0, (connected.get(pool) ?? 0) - 1)));
  return pool;
}

const connected = new WeakMap<pg.Pool, number>();

/** Every client of the pool is connected and none is idle: a request that timed out waiting met a saturated pool, not a database that is down. */
export function poolSaturated(pool: pg.Pool): boolean {
  return pool.idleCount === 0 && (connected.get(pool) ?? 0) >= (pool.options.max ?? 10);
}

/**
 * A URL with every secret replaced (the password of its user part and a `password` query
 * parameter, as libpq accepts), for logs and `bothy settings`. A URL that cannot be parsed
 * may hold a password anywhere: it is not shown at all.
 */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    let masked = false;
    if (u.password) {
      u.password = '***';
      masked = true;
    }
    for (const key of [...u.searchParams.keys()]) {
      if (key.toLowerCase() !== 'password') continue;
      u.searchParams.set(key, '***');
      masked = true;
    }
    return masked ? u.toString() : url;
  } catch {
    return '<unparseable URL, not shown>';
  }
}
