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
  /**
   * server.database_query_timeout (D327): a connection on which PostgreSQL answered none of the
   * statements waiting on it for this long is closed, so that they fail (503) and the pool opens a
   * new one. 0: no deadline.
   */
  queryTimeoutMs?: number;
  /**
   * server.database_idle_transaction_timeout (D406): PostgreSQL ends a session of this pool whose
   * transaction waits this long for its next statement (idle_in_transaction_session_timeout), so that
   * a node stopped between a write and its COMMIT does not hold its locks (the global seq) for ever.
   * 0: no limit.
   */
  idleTransactionTimeoutMs?: number;
  /**
   * Tests only: `setupErrorUnheard` listens for a client's errors only once pg-pool has it (as before
   * D462), so that a link lost during the connect's own statement is an uncaught error.
   */
  twins?: { setupErrorUnheard?: boolean };
}

/** The pool options a node's settings give (server.ts, the worker process, a test's extra node). */
export function poolOptionsOf(server: {
  poolSize: number;
  databaseConnectTimeoutMs: number;
  databasePreparedStatements: boolean;
  databaseQueryTimeoutMs: number;
  databaseIdleTransactionTimeoutMs: number;
}): PoolOptions {
  return {
    max: server.poolSize,
    connectTimeoutMs: server.databaseConnectTimeoutMs,
    preparedStatements: server.databasePreparedStatements,
    queryTimeoutMs: server.databaseQueryTimeoutMs,
    idleTransactionTimeoutMs: server.databaseIdleTransactionTimeoutMs,
  };
}

/**
 * A connection that got no answer within server.database_query_timeout. Its code is a socket
 * error's, so that it counts as "the database is not reachable" (db/errors.ts isConnectionError):
 * 503 with Retry-After, and the log's "database down" line.
 */
export class QueryDeadlineError extends Error {
  override readonly name = 'QueryDeadlineError';
  readonly code = 'ETIMEDOUT';
  /**
   * @param silentSince when the connection last answered (ms since the epoch): a database that
   * answered others since then is up, and only this connection was lost (db/health.ts).
   */
  constructor(
    ms: number,
    setting = 'server.database_query_timeout',
    consequence = 'the connection is closed',
    readonly silentSince = Date.now() - ms,
  ) {
    super(`no answer from PostgreSQL within ${setting} (${ms} ms): ${consequence}`);
  }
}

/** The options the pool hands each new client (pg-pool passes its own options to the constructor). */
interface ClientOptions extends pg.ClientConfig {
  queryTimeoutMs?: number;
  /** D406: `idle_in_transaction_session_timeout` of the connection (ms; 0: PostgreSQL's own). */
  idleTransactionTimeoutMs?: number;
  twins?: PoolOptions['twins'];
}

/**
 * A pooled client's errors are heard here from before its connect (D462). node-postgres emits `error`
 * on a client whose link is lost while it is connected, beside failing the statements waiting on it;
 * an `error` nobody listens to is an uncaught exception, which stops the node (lifecycle.ts). pg-pool
 * listens only once the connect's callback has run, and the connect here includes a statement
 * (connectWithLimits): a database that restarts or ends the session in that moment would stop the
 * node. The statement fails on its own and fails the connect; the pool drops a client that lost its
 * link when it is released or when it idles.
 */
const ignoreLostLink = (): void => {};

/**
 * The database session of a connection: its backend's pid and start (pg_stat_activity.backend_start,
 * as PostgreSQL writes it, to the microsecond). Together they name this session and no other: a pid
 * alone may be reused by a later session, of this node or of another on the same database (D449's
 * addendum: the shutdown deadline ends exactly its own sessions).
 */
export interface BackendSession {
  pid: number;
  backendStart: string;
}

const sessions = new WeakMap<pg.ClientBase, BackendSession>();

/** The session a connection of createPool's pool was given at its connect (undefined for any other client). */
export function backendSessionOf(client: pg.ClientBase): BackendSession | undefined {
  return sessions.get(client);
}

/** The statement that reads a session's own pid and start (one row). */
const OWN_SESSION_SQL = 'SELECT pg_backend_pid() AS pid, backend_start::text AS backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()';

/**
 * Connects, then sets the session's limits before the connection is handed to anyone (D406): a SET,
 * not a startup parameter, which a pooler such as PgBouncer refuses unless told to drop it. As part of
 * the connect, no statement is ever queued behind it (node-postgres 8 warns of a query sent while one
 * runs, and 9 refuses it), and a SET that fails fails the connect, so the pool hands out no connection
 * without its limit. The same message (one round trip per connection, none per request) reads the
 * session's pid and start (backendSessionOf): a connect whose read fails fails as a failed SET does; one
 * that answers no row (a pooler's backend the statistics view does not show) is only not recorded. Behind
 * a pooler in transaction or statement mode the backend that answered may serve others later, so the
 * shutdown's session ends (D449) need session pooling; with PgBouncer in transaction mode set
 * server.shutdown_timeout long enough that no request is cut.
 */
function connectWithLimits(client: pg.Client, connect: () => Promise<unknown>, options: ClientOptions | string | undefined, args: unknown[]): never {
  const idleLimit = typeof options === 'object' ? Math.max(0, Math.floor(options.idleTransactionTimeoutMs ?? 0)) : 0;
  if (!(typeof options === 'object' && options.twins?.setupErrorUnheard)) client.on('error', ignoreLostLink);
  const done = connect().then(async (connected) => {
    try {
      // A simple query with two statements: one message, one answer per statement.
      const answer = (await client.query(idleLimit > 0 ? `SET idle_in_transaction_session_timeout = ${idleLimit}; ${OWN_SESSION_SQL}` : OWN_SESSION_SQL)) as unknown as pg.QueryResult | pg.QueryResult[];
      const own = (Array.isArray(answer) ? answer[answer.length - 1] : answer)?.rows[0] as { pid?: unknown; backend_start?: unknown } | undefined;
      if (typeof own?.pid === 'number' && typeof own.backend_start === 'string') sessions.set(client, { pid: own.pid, backendStart: own.backend_start });
    } catch (err) {
      // pg-pool drops a client whose connect failed without ending it: the session would stay open.
      await client.end().catch(() => {});
      throw err;
    }
    return connected;
  });
  const callback = args.find((a): a is (err?: Error) => void => typeof a === 'function');
  if (!callback) return done as never;
  done.then(() => callback(), (err: Error) => callback(err));
  return undefined as never;
}

/**
 * The deadline of one connection (D327). A network that loses or withholds bytes (a partition, a proxy that
 * withholds them) neither answers nor closes a connection, and node-postgres waits on it for ever:
 * every request that meets it hangs, and the pool loses it for good. A client counts the statements
 * waiting on it (pg answers them in order); when none has been answered for `ms`, it destroys its
 * socket, which fails them all with QueryDeadlineError, and the pool drops it on release (not
 * queryable). One timer per busy connection, re-armed from the last answer, not one per statement.
 */
class QueryDeadline {
  private waiting = 0;
  private lastAnswer = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly client: pg.Client,
    public ms: number,
  ) {}

  /**
   * Watches a statement: the arguments of client.query, before it is called (a callback, as
   * pg-pool's pool.query passes one, is wrapped), and then what it returned (a promise). A
   * Submittable returns itself and is not watched.
   */
  watch(args: unknown[], call: () => unknown): unknown {
    if (!this.ms) return call();
    const last = args.length - 1;
    const callback = args[last];
    let answered: (() => void) | undefined = () => {
      answered = undefined;
      this.waiting -= 1;
      this.lastAnswer = Date.now();
    };
    if (typeof callback === 'function') {
      args[last] = (...a: unknown[]) => {
        answered?.();
        return (callback as (...x: unknown[]) => unknown)(...a);
      };
    }
    const result = call();
    if (typeof callback !== 'function' && !(result instanceof Promise)) return result;
    if (this.waiting++ === 0) this.lastAnswer = Date.now();
    if (result instanceof Promise) result.then(() => answered?.(), () => answered?.());
    if (!this.timer) this.arm(this.ms);
    return result;
  }

  private arm(delay: number): void {
    this.timer = afterDeadline(delay, () => {
      this.timer = undefined;
      if (!this.waiting || !this.ms) return;
      const silent = Date.now() - this.lastAnswer;
      if (silent < this.ms) return this.arm(this.ms - silent);
      destroySocket(this.client, new QueryDeadlineError(this.ms, undefined, undefined, this.lastAnswer));
    });
  }
}

/**
 * Runs `decide` once `ms` have passed, one turn of the event loop later (its I/O first): an answer
 * that arrived during a stall of the loop is read before a connection is judged silent. The timer
 * keeps no process alive; clearTimeout before it fires cancels the decision.
 */
export function afterDeadline(ms: number, decide: () => void): NodeJS.Timeout {
  const timer = setTimeout(() => setImmediate(decide), ms);
  timer.unref();
  return timer;
}

/** Ends a client's connection with `err` (its queries fail with it; its 'error' and 'end' follow). */
export function destroySocket(client: pg.ClientBase, err: Error): void {
  (client as unknown as { connection?: { stream?: { destroy(err: Error): void } } }).connection?.stream?.destroy(err);
}

/**
 * Runs `work` (statements on a connection just made or just taken) and ends the connection when it
 * has not ended within `ms` (0: no deadline): its statements then fail with QueryDeadlineError naming
 * server.database_connect_timeout and `consequence`, silent since `work` began. A link that connected
 * and then fell silent would hold the attempt, and every later one, for ever (the node lock's attempt,
 * D334; the LISTEN connection's, D464; the database check's, which also runs with
 * server.database_query_timeout at 0s).
 */
export async function endIfSilent<T>(client: pg.ClientBase, ms: number, consequence: string, work: () => Promise<T>): Promise<T> {
  let ended = false;
  const sent = Date.now();
  const silent = ms > 0 ? afterDeadline(ms, () => ended || destroySocket(client, new QueryDeadlineError(ms, 'server.database_connect_timeout', consequence, sent))) : undefined;
  try {
    return await work();
  } finally {
    ended = true;
    clearTimeout(silent);
  }
}

const deadlines = new WeakMap<pg.Client, QueryDeadline>();

function deadlineOf(client: pg.Client, options: ClientOptions | string | undefined): QueryDeadline {
  const d = new QueryDeadline(client, typeof options === 'object' ? (options.queryTimeoutMs ?? 0) : 0);
  deadlines.set(client, d);
  return d;
}

/**
 * Runs `fn` with the client's deadline off: work that may rightly wait longer than any request
 * (the migrations, which also wait for another node's migration lock).
 */
export async function withoutQueryDeadline<T>(client: pg.ClientBase, fn: () => Promise<T>): Promise<T> {
  const d = deadlines.get(client as pg.Client);
  const ms = d?.ms ?? 0;
  if (d) d.ms = 0;
  try {
    return await fn();
  } finally {
    if (d) d.ms = ms;
  }
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
  private readonly deadline: QueryDeadline;

  constructor(private readonly clientOptions?: ClientOptions | string) {
    super(clientOptions);
    this.deadline = deadlineOf(this, clientOptions);
  }

  override connect(...args: unknown[]): never {
    return connectWithLimits(this, () => super.connect(), this.clientOptions, args);
  }

  // pg's overloads (callbacks, streams) all pass through here; only a config object can carry a name.
  override query(...args: unknown[]): never {
    const [config] = args;
    // A Submittable keeps its prototype: only a plain config object is copied.
    if (isNamedConfig(config)) {
      const { name: _unused, ...rest } = config;
      args[0] = rest;
    }
    return this.deadline.watch(args, () => (super.query as (...a: unknown[]) => unknown)(...args)) as never;
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
  private readonly deadline: QueryDeadline;

  constructor(private readonly clientOptions?: ClientOptions | string) {
    super(clientOptions);
    this.deadline = deadlineOf(this, clientOptions);
  }

  override connect(...args: unknown[]): never {
    return connectWithLimits(this, () => super.connect(), this.clientOptions, args);
  }

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
    const result = this.deadline.watch(args, () => (super.query as (...a: unknown[]) => unknown)(...args));
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
    queryTimeoutMs: options.queryTimeoutMs ?? 0,
    // D406: set by each connection as part of its connect (connectWithLimits).
    idleTransactionTimeoutMs: options.idleTransactionTimeoutMs ?? 0,
    twins: options.twins,
  } as pg.PoolConfig);
  // A client that loses its connection (a restart, pg_terminate_backend) must not crash the
  // process: the query in flight fails on its own, and the pool replaces the client. Each client
  // listens from before its connect (connectWithLimits, D462); the pool's own `error` is its idle clients'.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    connected.set(pool, (connected.get(pool) ?? 0) + 1);
    if (options.twins?.setupErrorUnheard) client.on('error', ignoreLostLink);
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
