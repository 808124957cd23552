// Whether this node reaches its database, as the log and /readyz see it. Every
// loop that meets a connection error (the dispatcher, the jobs, REST, identify,
// the worker's lanes) reports it here, and the log says "database down" once when the state changes
// and "database back" once when it returns, instead of a stack per attempt.
import { CloseCode } from '@bothy/generated';
import type { Logger } from '../logging.ts';
import { isConnectionError, isPoolTimeout, sqlState } from './errors.ts';
import { RateLimitedLine } from '../internal/rate-limited-line.ts';
import { QueryDeadlineError } from './pool.ts';

/**
 * What a process does while its database is down ("database down: <down>") and while every connection
 * of its pool is busy ("... is busy (server.pool_size): <busy>"): an api node's answers, or the
 * worker's passes (`bothy worker`, workers/process.ts), which answer nobody.
 */
export interface OutageMeans {
  down: string;
  busy: string;
}

export const NODE_OUTAGE_MEANS: OutageMeans = {
  down: `requests answer 503 and identify closes with ${CloseCode.UnknownError} until it is back`,
  busy: 'requests wait up to server.database_connect_timeout, then answer 503',
};

export class DatabaseHealth {
  private downSince?: number;
  /** The last answered read that reported ok() (the database check, /readyz, the dispatcher, a worker pass). */
  private lastOk = 0;

  /** The warnings that come in runs (a busy pool, lost connections): one line a minute at most of each. */
  private readonly saturatedLine = new RateLimitedLine();
  private readonly lostConnectionLine = new RateLimitedLine();

  constructor(
    private readonly log: Logger,
    /**
     * Whether every client of the pool is busy: then node-postgres's "timeout exceeded when
     * trying to connect" means the pool is saturated, not that the database is down.
     */
    private readonly poolSaturated: () => boolean = () => false,
    /** What the process does while the database is down or the pool busy, for those lines: a node's answers by default. */
    private readonly means: OutageMeans = NODE_OUTAGE_MEANS,
  ) {}

  get reachable(): boolean {
    return this.downSince === undefined;
  }

  /** When a read last reported ok() (ms since the epoch; 0: none yet). */
  get lastAnsweredAt(): number {
    return this.lastOk;
  }

  /**
   * Reports a failure. Returns true when it was a connection error (then the
   * caller logs nothing itself), false for any other error.
   */
  failed(err: unknown, where: string): boolean {
    if (!isConnectionError(err)) return false;
    if (isPoolTimeout(err) && this.poolSaturated()) {
      // Busy, not down: the request still answers 503 with Retry-After; the state stays up. One line a minute at most.
      const saturatedSkipped = this.saturatedLine.take();
      if (saturatedSkipped !== undefined) {
        this.log.warn({ where, left_out: saturatedSkipped }, `every PostgreSQL connection of the pool is busy (server.pool_size): ${this.means.busy}`);
      }
      return true;
    }
    if (err instanceof QueryDeadlineError && this.lastOk > err.silentSince) {
      // The database answered a check since this connection fell silent: it is up, and only this
      // connection was lost (its bytes went nowhere, D327). The request still answers 503; the state stays up.
      const lostSkipped = this.lostConnectionLine.take();
      if (lostSkipped !== undefined) {
        this.log.warn({ where, error: err.message, left_out: lostSkipped }, 'a PostgreSQL connection answered nothing while the database answered others; it was closed (one line a minute at most)');
      }
      return true;
    }
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      const e = err as { code?: unknown; message?: unknown };
      this.log.error({ where, code: sqlState(err), error: typeof e.message === 'string' ? e.message : String(err) }, `database down: ${this.means.down}`);
    }
    return true;
  }

  private readonly backListeners: (() => void)[] = [];

  /** `listener` runs each time the database is back after an outage (the live box's owed windows, D307). */
  onBack(listener: () => void): void {
    this.backListeners.push(listener);
  }

  /** Reports a success: logs "database back" once after an outage. */
  ok(): void {
    this.lastOk = Date.now();
    if (this.downSince === undefined) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = undefined;
    this.log.warn({ down_ms: downMs }, 'database back');
    for (const listener of this.backListeners) listener();
  }
}

