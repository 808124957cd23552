// cluster.mode (02-architecture 11.6, R-SY-15, D46): a node in mode single
// shares nothing with other nodes (typing stays in its process), so it must be
// the only node on its database. Every node holds a session-level advisory
// lock on a connection of its own for as long as it runs: exclusive in mode
// single, shared in mode multi. A second single node, a multi node beside a
// single one, or a single node beside multi nodes cannot take it and refuses
// to start with a message that names cluster.mode. PostgreSQL releases the
// lock when the connection ends, also when the process dies.
import pg from 'pg';
import { endIfSilent, QueryDeadlineError } from '../db/pool.ts';
import { startProbing, type ConnectionProbe } from '../db/probe.ts';
import { ServerError } from '../errors.ts';
import type { Logger } from '../logging.ts';

/** The lock's two keys ("both", "node"): advisory locks are per database, so each database has its own. */
export const NODE_LOCK_KEYS = [0x626f7468, 0x6e6f6465] as const;
/** The backends that hold the lock now (pg_locks l, pg_stat_activity a), with NODE_LOCK_KEYS as $1 and $2. */
export const LOCK_HOLDERS = `FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 2
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
/** How long a starting node tries again: a node that just stopped may still hold the lock for a moment. */
const ACQUIRE_WAIT_MS = 3_000;
const ACQUIRE_STEP_MS = 250;
const RECONNECT_MS = 1_000;
/** How long after a loss the lock's holder may still be this node's own former connection: PostgreSQL's keepalives on it (below) end it within about 25 s. */
const GHOST_MS = 30_000;

export type ClusterMode = 'single' | 'multi';

export class ClusterModeConflict extends ServerError {
  override readonly name = 'ClusterModeConflict';
  readonly code = 'cluster_mode_conflict';
}

interface Holder {
  pid: number;
  application_name: string;
  client_addr: string | null;
  backend_start: Date;
  mode: string;
}

function describeHolders(holders: Holder[]): string {
  if (!holders.length) return 'another node';
  return holders
    .map((h) => `${h.application_name || 'a node'} (backend pid ${h.pid}${h.client_addr ? ` from ${h.client_addr}` : ''}, since ${h.backend_start.toISOString()})`)
    .join(', ');
}

/** The message of a refused start or a lost lock: what runs, and what to set. */
export function conflictMessage(mode: ClusterMode, holders: Holder[]): string {
  const others = describeHolders(holders);
  const singleHolder = holders.some((h) => h.mode === 'ExclusiveLock');
  const fix = 'To run several nodes on one database, set cluster.mode = multi on every node (BOTHY_CLUSTER_MODE=multi); otherwise stop the other node.';
  if (mode === 'multi' || singleHolder) {
    return `a node with cluster.mode = single runs against this database: ${others}. cluster.mode = single allows one node per database. ${fix}`;
  }
  return `this node has cluster.mode = single, but other nodes run against this database with cluster.mode = multi: ${others}. ${fix}`;
}

export interface NodeLockOptions {
  url: string;
  mode: ClusterMode;
  /** server.node_id, shown to the operator of a refused node. */
  nodeName: string;
  log: Logger;
  /**
   * D334: the lock's connection is probed; one that answers nothing is ended, and the lock taken
   * again. An attempt's statements are answered within the probe's deadline, or its connection is
   * ended and the next attempt follows.
   */
  probe?: ConnectionProbe;
  /** Tests only: the twin whose attempt waits for its statements' answers for ever. */
  twins?: { attemptWithoutDeadline?: boolean };
}

export class NodeLock {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  /** Whether the lock is held now; false while the connection is lost or another node took it. */
  held = false;
  private lastProblem = '';
  private stopProbing: (() => void) | undefined;
  private lostAt = 0;
  private heldHooks: ((client: pg.Client) => Promise<void>)[] = [];
  /** The statements on the lock's connection after it is held (hooks, probes), one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly o: NodeLockOptions) {}

  /**
   * Runs `hook` on the connection that holds the lock, now if it is held and again each time the lock
   * is taken again after a loss (its rows keyed by the connection's backend stay live with the lock).
   * A hook's failure is logged; the lock stays.
   */
  onHeld(hook: (client: pg.Client) => Promise<void>): Promise<void> {
    this.heldHooks.push(hook);
    return this.whileHeld(hook);
  }

  /** Runs `fn` once on the connection that holds the lock, if it is held now; a failure is logged. */
  whileHeld(fn: (client: pg.Client) => Promise<void>): Promise<void> {
    return this.client && this.held ? this.runHook(fn, this.client) : Promise.resolve();
  }

  /** Runs `fn` after whatever runs on the lock's connection now: one statement at a time (the probe's too). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(fn);
    this.queue = turn.catch(() => {});
    return turn;
  }

  private async runHook(hook: (client: pg.Client) => Promise<void>, client: pg.Client): Promise<void> {
    try {
      await this.serial(() => hook(client));
    } catch (err) {
      this.o.log.warn({ cluster_mode: this.o.mode, err: err instanceof Error ? err.message : String(err) }, 'a task on the connection of the cluster.mode lock failed');
    }
  }

  /** Takes the lock or throws ClusterModeConflict (after trying for a few seconds). */
  static async acquire(o: NodeLockOptions): Promise<NodeLock> {
    const lock = new NodeLock(o);
    const until = Date.now() + ACQUIRE_WAIT_MS;
    for (;;) {
      let holders: Holder[] | undefined;
      try {
        holders = await lock.tryOnce();
      } catch (err) {
        // An attempt whose statements got no answer (D334) is tried again while there is time; any other error ends the start.
        if (!(err instanceof QueryDeadlineError) || Date.now() >= until) throw err;
        await new Promise((r) => setTimeout(r, ACQUIRE_STEP_MS));
        continue;
      }
      if (!holders) return lock;
      if (Date.now() >= until) throw new ClusterModeConflict(conflictMessage(o.mode, holders));
      await new Promise((r) => setTimeout(r, ACQUIRE_STEP_MS));
    }
  }

  /** One attempt on a fresh connection: undefined when taken, else who holds it. */
  private async tryOnce(): Promise<Holder[] | undefined> {
    const client = new pg.Client({
      connectionString: this.o.url,
      application_name: `bothy-node ${this.o.mode}${this.o.nodeName ? ` ${this.o.nodeName}` : ''}`.slice(0, 63),
      keepAlive: true,
      // D334: a connect on a link that answers nothing ends, and the next attempt follows.
      connectionTimeoutMillis: this.o.probe?.deadlineMs() ?? 0,
    });
    client.on('error', () => {});
    await client.connect();
    // A link that connected and then fell silent (a partition right after the connect) would hold this
    // attempt, and every later one, for ever: the lock would stay lost without a word (D334).
    const deadlineMs = this.o.twins?.attemptWithoutDeadline ? 0 : (this.o.probe?.deadlineMs() ?? 0);
    try {
      const holders = await endIfSilent(client, deadlineMs, 'the attempt ends its connection', async () => {
        // A node that went away without closing its connection loses the lock within about 25 s.
        await client.query('SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3');
        await client.query('SET idle_session_timeout = 0').catch(() => {}); // PostgreSQL 14 and later
        const fn = this.o.mode === 'single' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
        const { rows } = await client.query<{ ok: boolean }>(`SELECT ${fn}($1, $2) AS ok`, [...NODE_LOCK_KEYS]);
        if (rows[0]!.ok) return undefined;
        return (await client.query<Holder>(`SELECT a.pid, a.application_name, host(a.client_addr) AS client_addr, a.backend_start, l.mode ${LOCK_HOLDERS}`, [...NODE_LOCK_KEYS])).rows;
      });
      if (holders) {
        await client.end().catch(() => {});
        return holders;
      }
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      // Released while this attempt was in flight: the lock goes with the connection.
      await client.end().catch(() => {});
      return undefined;
    }
    this.client = client;
    this.held = true;
    client.on('error', (err) => this.lost(err));
    client.on('end', () => this.lost());
    if (this.o.probe && !this.stopProbing) {
      this.stopProbing = startProbing(
        this.o.probe,
        () => this.client,
        (deadlineMs) => this.report('warn', `the connection that holds the cluster.mode lock answered nothing within server.database_connect_timeout (${deadlineMs} ms); ending it`),
        (fn) => this.serial(fn),
      );
    }
    return undefined;
  }

  private lost(err?: Error): void {
    if (this.closed || !this.held) return;
    this.lostAt = Date.now();
    this.held = false;
    this.client = undefined;
    this.report('warn', `the connection that holds the cluster.mode lock was lost (${err?.message ?? 'closed'}); taking it again`);
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.tryOnce().then(
        (holders) => {
          if (!holders) {
            this.lastProblem = '';
            this.o.log.info({ cluster_mode: this.o.mode }, 'the cluster.mode lock is held again');
            const client = this.client;
            if (client) for (const hook of this.heldHooks) void this.runHook(hook, client);
            return;
          }
          // Another node started while the connection was lost: this node keeps serving, but the
          // operator must stop one of them (ephemeral events do not cross in mode single). Within
          // GHOST_MS of the loss the holder may be this node's own former connection, which
          // PostgreSQL has not ended yet (a connection gone without a word, D334): a warning until then.
          const ghost = Date.now() - this.lostAt < GHOST_MS;
          this.report(ghost ? 'warn' : 'error', `${conflictMessage(this.o.mode, holders)}${ghost ? ' (It may be this node\'s own lost connection, which PostgreSQL ends within about 25 s.)' : ''}`);
          this.schedule();
        },
        (e: unknown) => {
          this.report('warn', `the cluster.mode lock cannot be taken again yet: ${e instanceof Error ? e.message : String(e)}`);
          this.schedule();
        },
      );
    }, RECONNECT_MS);
    this.retry.unref();
  }

  /** Once per state change, not once per attempt. */
  private report(level: 'warn' | 'error', message: string): void {
    if (message === this.lastProblem) return;
    this.lastProblem = message;
    this.o.log[level]({ cluster_mode: this.o.mode }, message);
  }

  /** Releases the lock (the connection ends). */
  async release(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopProbing?.();
    const c = this.client;
    this.client = undefined;
    this.held = false;
    c?.removeAllListeners('end');
    await c?.end().catch(() => {});
  }
}
