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
