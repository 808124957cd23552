// The REST requests still running when a stopping node's drain reaches the end of
// server.shutdown_timeout (D449; 6.4, 18). Before, their sockets were destroyed: the client saw
// a dropped connection, and a write whose statements had reached PostgreSQL could still commit
// after it (the appender sends the counter, the events and COMMIT in one message, D281: a socket
// closed while that message waits on a lock does not stop it). Now, at the deadline:
//   1. the sockets of the pool's clients in use are closed (no statement leaves any more), and in
//      the same turn every request whose answer has not begun answers 503 service_unavailable
//      (problem details, Retry-After, Connection: close): its retry goes through a new connection,
//      to another node, and its own error path finds the answer sent;
//   2. the database sessions of those clients are ended with pg_terminate_backend, so that a
//      statement PostgreSQL already has is rolled back with its transaction, not committed later
//      (a session that could not be ended in time may still commit: its retry gets the replay);
//      each by its pid and backend_start read at its connect (db/pool.ts backendSessionOf), never a
//      reused pid's other session;
//   3. the connections are closed once the answers are written (a second at most, beside step 2's),
//      the sockets Node handed over that still wait for earlier answers among them (a REST refusal,
//      D530; an upgrade offer, D533; a CONNECT, D534: internal/earlier-answers.ts waitingOn), which
//      closeAllConnections does not see: one whose earlier answer was cut after its headers held the
//      stop until server.request_timeout (120 s by default) ended its wait, past server.shutdown_timeout;
//      and the sockets Node handed over that are in a lingering close after their answer (a refused
//      upgrade's, a CONNECT's: internal/earlier-answers.ts lingeringOn, D537), for which server.close()
//      waits too: a client that keeps its side open held the stop until LINGER_MS ended the linger;
//   4. one log line counts them (the waiting sockets closed unanswered too, D537; not the lingering
//      ones, whose answer was sent: their count is in the line when there is one).
// A COMMIT whose answer was on its way when the session ended stays committed, as any COMMIT whose
// answer is lost (D436): a write with an Idempotency-Key is replayed by its retry, never done twice.
import type { Server, ServerResponse } from 'node:http';
import { ProblemCode } from '@bothy/generated';
import pg from 'pg';
import { type BackendSession, backendSessionOf, destroySocket, type Pool, type PoolClient } from './db/pool.ts';
import { lingeringOn, waitingOn } from './internal/earlier-answers.ts';
import type { Logger } from './logging.ts';
import { PROBLEM_CONTENT_TYPE_HEADER, ProblemError, problemDocument } from './rest/problem.ts';

/** How long the answers of step 1 may take to be written before the connections close. */
const ANSWER_GRACE_MS = 1_000;
/**
 * How long step 2 may take: a second more, as the pool's and the node lock's steps get (D412). A
 * database that withholds its answers does not hold the stop for server.database_connect_timeout.
 */
const TERMINATE_WAIT_MS = 1_000;

export interface DeadlineCut {
  /** Requests answered 503 at the deadline. */
  answered: number;
  /** Requests whose answer had begun (its headers sent): only their connection could be closed. */
  cutAfterHeaders: number;
  /** Database sessions of the pool ended (pg_terminate_backend answered true; 0 under the twin or when it failed). */
  sessionsEnded: number;
  /** Sockets waiting for earlier answers (internal/earlier-answers.ts waitingOn) destroyed unanswered. */
  waitingClosed: number;
  /** Sockets Node handed over in a lingering close after their answer (lingeringOn) destroyed. */
  lingeringClosed: number;
}

export class RequestDrain {
  private readonly open = new Set<ServerResponse>();
  private readonly busy = new Set<PoolClient>();

  private readonly acquired = (client: PoolClient) => void this.busy.add(client);
  private readonly released = (_err: Error | undefined, client: PoolClient) => void this.busy.delete(client);

  constructor(
    private readonly server: Server,
    private readonly pool: Pool,
    private readonly options: { databaseUrl: string; log: Logger; shutdownTimeoutMs: number; twins: () => { drainKeepsSessions?: boolean; drainLeavesWaiting?: boolean; drainLeavesLingering?: boolean } | undefined },
  ) {
    server.on('request', (_req, res: ServerResponse) => {
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
    });
    pool.on('acquire', this.acquired);
    pool.on('release', this.released);
  }

  /** Stops watching the pool (a pool a caller passed outlives the node: a test's, or the next node's). */
  detach(): void {
    this.pool.off('acquire', this.acquired);
    this.pool.off('release', this.released);
  }

  /** Steps 1 to 4 above; then every connection of the server is closed. */
  async cut(): Promise<DeadlineCut> {
    const pending = [...this.open].filter((res) => !res.writableEnded);
    const result: DeadlineCut = { answered: 0, cutAfterHeaders: 0, sessionsEnded: 0, waitingClosed: 0, lingeringClosed: 0 };
    let sessionsUnknown = 0;
    if (pending.length) {
      // The sockets end in this turn, before a request's own error path could answer: no statement
      // leaves any more, and each request gets the 503 below, not the 500 of its failed query.
      const clients = [...this.busy];
      for (const c of clients) destroySocket(c, new DrainDeadlineError());
      const answered: Promise<void>[] = [];
      for (const res of pending) {
        if (res.headersSent) {
          result.cutAfterHeaders += 1;
          continue;
        }
        result.answered += 1;
        answered.push(new Promise<void>((resolve) => {
          res.once('close', () => resolve());
          answerUnavailable(res);
        }));
      }
      // Both bounded by a second, side by side: a stop while the database withholds its answers
      // still ends within server.shutdown_timeout and the seconds of D412.
      let timer: NodeJS.Timeout | undefined;
      const written = Promise.race([Promise.all(answered), new Promise<void>((resolve) => (timer = setTimeout(resolve, ANSWER_GRACE_MS)))]).finally(() => clearTimeout(timer));
      const [sessions] = await Promise.all([this.terminate(clients), written]);
      result.sessionsEnded = sessions.ended;
      sessionsUnknown = sessions.unknown;
    }
    this.server.closeAllConnections();
    // Counted as they are destroyed: a socket that waited for a request answered 503 above has gone on
    // since (its own answer, or its drop on the closed connection).
    // The twins (drainLeavesWaiting, drainLeavesLingering): only the connections Node still counts close, as before.
    const twins = this.options.twins();
    // Not those closeAllConnections just destroyed (a REST socket lingering after a refusal of its parser
    // is still Node's connection): their 'close' comes later, and they are no more to close or count.
    const waiting = twins?.drainLeavesWaiting ? [] : waitingOn(this.server).filter((socket) => !socket.destroyed);
    const lingering = twins?.drainLeavesLingering ? [] : lingeringOn(this.server).filter((socket) => !socket.destroyed);
    for (const socket of [...waiting, ...lingering]) socket.destroy();
    result.waitingClosed = waiting.length;
    result.lingeringClosed = lingering.length;
    if (pending.length || waiting.length) {
      this.options.log.warn({
        requests_cut: result.answered + result.cutAfterHeaders,
        answered_503: result.answered,
        cut_after_headers: result.cutAfterHeaders,
        database_sessions_ended: result.sessionsEnded,
        // Connections whose session this node never learned (db/pool.ts: its read at connect answered no row,
        // as behind a pooler, or the client is not of createPool's pool): not ended.
        database_sessions_unknown: sessionsUnknown,
        // Requests Node handed over (a request its parser refused, an upgrade offer, a CONNECT) that still
        // waited for an earlier answer on their connection: closed unanswered (D534's addendum, D537).
        waiting_connections_closed: result.waitingClosed,
        // Sockets handed over whose answer was sent, in their lingering close (D537): not counted as cut.
        lingering_connections_closed: result.lingeringClosed,
        shutdown_timeout_ms: this.options.shutdownTimeoutMs,
      }, 'requests still running at the end of server.shutdown_timeout were ended: answered 503 service_unavailable where their answer had not begun; the transactions of the database sessions ended (database_sessions_ended) roll back, a session not ended may still commit (its retry gets the replay); the connections waiting for an earlier answer (waiting_connections_closed) closed unanswered');
    }
    return result;
  }

  /**
   * Ends the database sessions of `clients` (their sockets are closed already); returns how many ended,
   * and how many clients had no recorded session to end.
   */
  private async terminate(clients: PoolClient[]): Promise<{ ended: number; unknown: number }> {
    const sessions = clients.map(backendSessionOf).filter((s): s is BackendSession => s !== undefined);
    const unknown = clients.length - sessions.length;
    // The twin (D449): only the sockets end, and a statement PostgreSQL already has runs to its COMMIT.
    if (!sessions.length || this.options.twins()?.drainKeepsSessions) return { ended: 0, unknown };
    const { ended, failure } = await endSessions(this.options.databaseUrl, sessions);
    if (failure !== undefined) {
      this.options.log.warn({ error: failure, sessions: sessions.length, sessions_ended: ended }, 'the database sessions of the requests ended at the shutdown deadline could not be terminated: a statement PostgreSQL already had may still commit (a retry with the same client_msg_id or Idempotency-Key is answered once)');
    }
    return { ended, unknown };
  }
}

/**
 * Ends exactly `sessions` (D449's addendum): a backend whose pid and backend_start are both the
 * session's, so that a pid a later session reuses (this node's or another's on the same database) is
 * left alone. From a connection of its own, bounded by TERMINATE_WAIT_MS in all. `ended` counts the
 * sessions pg_terminate_backend signalled (true); 0 when it failed or got no answer in time.
 * `twin.byPidOnly` (tests only): the pid alone names the session, as before the addendum.
 */
export async function endSessions(databaseUrl: string, sessions: BackendSession[], twin?: { byPidOnly?: boolean }): Promise<{ ended: number; failure?: string }> {
  if (!sessions.length) return { ended: 0 };
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'bothy-shutdown', connectionTimeoutMillis: TERMINATE_WAIT_MS });
  admin.on('error', () => {});
  const terminate = (async () => {
    await admin.connect();
    const { rows } = await admin.query<{ ended: number }>(
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(a.pid))::int AS ended
         FROM pg_stat_activity a
         JOIN unnest($1::int[], $2::text[]) AS s(pid, backend_start)
           ON a.pid = s.pid AND ($3 OR a.backend_start = s.backend_start::timestamptz)`,
      [sessions.map((s) => s.pid), sessions.map((s) => s.backendStart), twin?.byPidOnly === true],
    );
    return rows[0]?.ended ?? 0;
  })();
  let timer: NodeJS.Timeout | undefined;
  try {
    const ended = await Promise.race([terminate, new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), TERMINATE_WAIT_MS)))]);
    return ended === 'late' ? { ended: 0, failure: `no answer within ${TERMINATE_WAIT_MS} ms` } : { ended };
  } catch (err) {
    return { ended: 0, failure: (err as Error).message };
  } finally {
    clearTimeout(timer);
    void terminate.catch(() => {}).finally(() => void admin.end().catch(() => {}));
  }
}

/** The error of a statement whose session the shutdown deadline ended. */
export class DrainDeadlineError extends Error {
  override readonly name = 'DrainDeadlineError';
  constructor() {
    super("the node's shutdown deadline (server.shutdown_timeout) ended this request's database session");
  }
}

/** 503 service_unavailable as problem details, with the headers of D421's drain answer. */
function answerUnavailable(res: ServerResponse): void {
  const err = new ProblemError(ProblemCode.ServiceUnavailable, 'the node is shutting down and this request did not finish before its shutdown deadline; retry it, another node takes it', {}, { 'Retry-After': '1' });
  try {
    res.statusCode = err.status;
    for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    res.setHeader('Content-Type', PROBLEM_CONTENT_TYPE_HEADER);
    res.setHeader('Connection', 'close');
    res.end(JSON.stringify(problemDocument(err)));
  } catch {
    res.destroy();
  }
}
