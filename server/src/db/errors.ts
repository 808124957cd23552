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

/** deadlock_detected (40P01) or serialization_failure (40001): the transaction may simply be tried again. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
}
