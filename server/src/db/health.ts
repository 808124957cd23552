// Whether this node reaches its database, as the log and /readyz see it. Every
// loop that meets a connection error (the dispatcher, the jobs, REST, identify)
// reports it here, and the log says "database down" once when the state changes
// and "database back" once when it returns, instead of a stack per attempt.
import { CloseCode } from '@bothy/generated';
import type { Logger } from '../logging.ts';
import { isConnectionError, sqlState } from './errors.ts';

export class DatabaseHealth {
  private downSince?: number;

  constructor(private readonly log: Logger) {}

  get reachable(): boolean {
    return this.downSince === undefined;
  }

  /**
   * Reports a failure. Returns true when it was a connection error (then the
   * caller logs nothing itself), false for any other error.
   */
  failed(err: unknown, where: string): boolean {
    if (!isConnectionError(err)) return false;
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      const e = err as { code?: unknown; message?: unknown };
      this.log.error({ where, code: sqlState(err), error: typeof e.message === 'string' ? e.message : String(err) }, `database down: requests answer 503 and identify closes with ${CloseCode.UnknownError} until it is back`);
    }
    return true;
  }

  /** Reports a success: logs "database back" once after an outage. */
  ok(): void {
    if (this.downSince === undefined) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = undefined;
    this.log.warn({ down_ms: downMs }, 'database back');
  }
}
