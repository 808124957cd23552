// One LISTEN connection per process for the notification channels: event_log
// (a wake-up with the last seq, 3.2), ephemeral (IDs only between nodes,
// R-SY-25) and sync_epoch (restore finalize, 7.5; listened to in every
// cluster.mode). It reconnects after a loss; the dispatcher's timer and the
// node's database check cover what arrives meanwhile. A connection that is
// gone without a word (the database moved to another host behind the same
// address; a network that swallows bytes) neither errors nor ends, and TCP's
// keepalive notices it after hours: a probe on the connection itself every
// server.database_check_interval that gets no answer within
// server.database_connect_timeout ends it, and the reconnect follows (D334).
import pg from 'pg';
import type { ServerContext } from '../context.ts';
import { destroySocket, endIfSilent } from '../db/pool.ts';
import { connectionProbe, startProbing, type ConnectionProbe } from '../db/probe.ts';
import type { Logger } from '../logging.ts';
import { EVENT_LOG_CHANNEL } from '../events/appender.ts';
import { EPOCH_CHANNEL } from '../epoch/restore.ts';

export const EPHEMERAL_CHANNEL = 'ephemeral';

/** The probe of a node's LISTEN connection (D334); its twin switches it off. */
export function listenerProbe(ctx: ServerContext): ConnectionProbe | undefined {
  return connectionProbe(ctx.config.server, () => ctx.twins?.listenerWithoutProbe === true);
}

export class Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private stopProbing: (() => void) | undefined;
  /** The attempt in flight (its connect and LISTEN statements), which stop() ends at once. */
  private attempt: { client: pg.Client; settled: Promise<unknown> } | undefined;

  /** `probe`: how often the connection is asked for an answer, and how long it may take (D334); none without. */
  constructor(
    private readonly url: string,
    private readonly log: Logger,
    private readonly handlers: { eventLog: (seq: number) => void; ephemeral: (payload: string) => void; epoch: () => void; reconnected: () => void },
    private readonly connectTimeoutMs = 0,
    private readonly probe?: ConnectionProbe,
    private readonly twins?: () => { listenAttemptWithoutDeadline?: boolean; listenStopSparesAttempt?: boolean } | undefined,
  ) {}

  /** Whether the LISTEN connection is up (/readyz). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'bothy-listener', connectionTimeoutMillis: this.connectTimeoutMs, keepAlive: true });
    client.on('notification', (n) => {
      if (n.channel === EVENT_LOG_CHANNEL) this.handlers.eventLog(Number(n.payload));
      else if (n.channel === EPHEMERAL_CHANNEL && n.payload) this.handlers.ephemeral(n.payload);
      else if (n.channel === EPOCH_CHANNEL) this.handlers.epoch();
    });
    let ready = false;
    client.on('error', (err) => {
      if (!ready) return; // a failed attempt: start() rejects and the retry goes on quietly
      this.log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    });
    client.on('end', () => {
      if (ready) this.scheduleReconnect();
    });
    const attempt = (async () => {
      await client.connect();
      // A link that connected and then fell silent held this attempt, and so every later one, for ever:
      // the node stayed deaf once the network was back (D464, as the node lock's attempt in D334).
      const deadlineMs = this.twins?.()?.listenAttemptWithoutDeadline ? 0 : this.connectTimeoutMs;
      await endIfSilent(client, deadlineMs, 'the LISTEN attempt ends its connection', async () => {
        await client.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
        await client.query(`LISTEN ${EPHEMERAL_CHANNEL}`);
        await client.query(`LISTEN ${EPOCH_CHANNEL}`);
      });
    })();
    this.attempt = { client, settled: attempt.catch(() => {}) };
    try {
      await attempt;
    } catch (err) {
      client.removeAllListeners('end');
      void client.end().catch(() => {});
      throw err;
    } finally {
      if (this.attempt?.client === client) this.attempt = undefined;
    }
    if (this.closed) {
      // Stopped while this attempt was in flight.
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      return;
    }
    ready = true;
    this.client = client;
    if (this.probe && !this.stopProbing && !this.closed) {
      this.stopProbing = startProbing(this.probe, () => this.client, (deadlineMs) =>
        this.log.warn({ deadline_ms: deadlineMs }, 'the LISTEN connection answered nothing within server.database_connect_timeout; ending it'),
      );
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    const old = this.client;
    this.client = undefined;
    old?.removeAllListeners('end');
    void old?.end().catch(() => {});
    this.retry = setTimeout(async () => {
      this.retry = undefined;
      try {
        await this.start();
        if (this.closed) return;
        this.log.info('LISTEN connection restored');
        this.handlers.reconnected();
      } catch {
        this.scheduleReconnect();
      }
    }, 500);
  }

  /**
   * Stops listening: the connection is ended, and so is an attempt in flight, at once (its connect or
   * LISTEN statements would otherwise wait up to server.database_connect_timeout, and for ever at 0s, on
   * a link that fell silent); resolves when both have ended.
   */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopProbing?.();
    // Twin listenStopSparesAttempt: the attempt left to go on, as before.
    const attempt = this.twins?.()?.listenStopSparesAttempt ? undefined : this.attempt;
    if (attempt) destroySocket(attempt.client, new ListenerStoppedError());
    const c = this.client;
    this.client = undefined;
    c?.removeAllListeners('end');
    await c?.end().catch(() => {});
    await attempt?.settled;
  }
}

/** What ends a LISTEN attempt in flight when the listener stops. */
export class ListenerStoppedError extends Error {
  override readonly name = 'ListenerStoppedError';
  constructor() {
    super('the listener stopped: its LISTEN attempt ends its connection');
  }
}
