// One LISTEN connection per process for the notification channels: event_log
// (a wake-up with the last seq, 3.2), ephemeral (IDs only between nodes,
// R-SY-25) and sync_epoch (restore finalize, 7.5; listened to in every
// cluster.mode). It reconnects after a loss; the dispatcher's timer and the
// node's database check cover what arrives meanwhile.
import pg from 'pg';
import type { Logger } from '../logging.ts';
import { EVENT_LOG_CHANNEL } from '../events/appender.ts';
import { EPOCH_CHANNEL } from '../epoch/restore.ts';

export const EPHEMERAL_CHANNEL = 'ephemeral';

export class Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
    private readonly handlers: { eventLog: (seq: number) => void; ephemeral: (payload: string) => void; epoch: () => void; reconnected: () => void },
    private readonly connectTimeoutMs = 0,
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
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
      await client.query(`LISTEN ${EPHEMERAL_CHANNEL}`);
      await client.query(`LISTEN ${EPOCH_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      void client.end().catch(() => {});
      throw err;
    }
    ready = true;
    this.client = client;
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
        this.log.info('LISTEN connection restored');
        this.handlers.reconnected();
      } catch {
        this.scheduleReconnect();
      }
    }, 500);
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = undefined;
    c?.removeAllListeners('end');
    await c?.end().catch(() => {});
  }
}
