import { ServerError } from '../errors.ts';

/** The database could not be started or reached at start-up. */
export class DatabaseStartError extends ServerError {
  override readonly name = 'DatabaseStartError';
  readonly code = 'database_start_failed';
}

/** A migration failed or the applied migrations differ from the files. */
export class MigrationError extends ServerError {
  override readonly name = 'MigrationError';
  readonly code = 'migration_failed';
}

/** The SQLSTATE of an error from PostgreSQL, if it is one. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** unique_violation (23505), of the named constraint when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return sqlState(err) === '23505' && (constraint === undefined || (err as { constraint?: unknown }).constraint === constraint);
}

/**
 * A prepared statement that cannot run on its connection again (D278, D281): 0A000 (its cached
 * plan no longer fits: the columns it returns changed, e.g. another node's migration added a
 * column to a table whose rows it returns with `*`, or changed a returned column's type) or
 * 26000 (the connection no longer has it).
 */
export function isStaleStatement(err: unknown): boolean {
  const state = sqlState(err);
  return state === '0A000' || state === '26000';
}

/** deadlock_detected (40P01) or serialization_failure (40001): the transaction may simply be tried again. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
}

/** Socket errors of a database that is down, restarting or not reachable over the network. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres errors without a code: the connection ended, the pool's connect timed out. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * The one place that tells "the database is not reachable" from every other
 * failure (D53): REST answers such an error with 503 service_unavailable and
 * Retry-After, identify closes with 4000 (6.4), and the log says so once per
 * change of state (db/health.ts).
 */
/** node-postgres's pool could not hand out a client within connectionTimeoutMillis (down, or every client busy). */
export function isPoolTimeout(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith('timeout exceeded when trying to connect');
}

export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (CONNECTION_ERRNOS.has(e.code) || UNAVAILABLE_STATES.test(e.code))) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  // Node's connect to localhost tries every address and reports them together.
  if (Array.isArray(e.errors) && e.errors.some((x) => isConnectionError(x, depth + 1))) return true;
  return e.cause !== undefined && isConnectionError(e.cause, depth + 1);
}
