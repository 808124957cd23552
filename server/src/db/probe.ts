// The probe of a connection a node keeps open for itself (the LISTEN connection, the cluster.mode
// lock; D334). One gone without a word (the database moved to another host behind the same address,
// a partition that never heals for that socket) neither errors nor ends, and TCP's keepalive notices
// it after hours. A probe asks it `SELECT 1` at an interval, one at a time; without an answer within
// the deadline it destroys the socket, and the connection's own 'error' and 'end' handling (its
// reconnect) follows.
import type pg from 'pg';
import { afterDeadline, destroySocket, QueryDeadlineError } from './pool.ts';

export interface ConnectionProbe {
  intervalMs: number;
  /** The longest wait for the answer, read at each probe; undefined: no probe now (a twin). */
  deadlineMs: () => number | undefined;
}

/**
 * The probe of a node's own connections: every server.database_check_interval, answered within
 * server.database_connect_timeout; none when that is 0s (waits for ever). `off`: its twin, read at each probe.
 */
export function connectionProbe(server: { databaseCheckIntervalMs: number; databaseConnectTimeoutMs: number }, off: () => boolean = () => false): ConnectionProbe | undefined {
  const deadlineMs = server.databaseConnectTimeoutMs;
  if (deadlineMs <= 0) return undefined;
  return { intervalMs: server.databaseCheckIntervalMs, deadlineMs: () => (off() ? undefined : deadlineMs) };
}

/**
 * Probes whatever connection `current()` names every `probe.intervalMs`; `silent` is told before the socket is destroyed. Returns the stop.
 * `serial`: how the connection's owner runs one statement at a time on it (node-postgres 9 refuses a query
 * sent while another runs); the deadline counts from the probe's turn being asked for, so a statement
 * ahead of it that never answers ends the connection too.
 */
export function startProbing(probe: ConnectionProbe, current: () => pg.Client | undefined, silent: (deadlineMs: number) => void, serial?: <T>(fn: () => Promise<T>) => Promise<T>): () => void {
  let probing = false;
  const ask = () => {
    const client = current();
    const deadlineMs = probe.deadlineMs();
    if (!client || deadlineMs === undefined || probing) return;
    probing = true;
    let answered = false;
    const timer = afterDeadline(deadlineMs, () => {
      if (answered || current() !== client) return;
      silent(deadlineMs);
      destroySocket(client, new QueryDeadlineError(deadlineMs, 'server.database_connect_timeout', 'the connection is closed'));
    });
    void (serial ? serial(() => client.query('SELECT 1')) : client.query('SELECT 1'))
      .catch(() => {}) // a lost connection reports itself through 'error' and 'end'
      .finally(() => {
        answered = true;
        clearTimeout(timer);
        probing = false;
      });
  };
  const interval = setInterval(ask, probe.intervalMs);
  interval.unref();
  return () => clearInterval(interval);
}
