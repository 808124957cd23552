// One LISTEN connection per process for the two notification channels:
// event_log (a wake-up with the last seq, 3.2) and ephemeral (IDs only between
// nodes, R-SY-25). It reconnects after a loss; the dispatcher's timer covers
// what arrives meanwhile.
import pg from 'pg';
import type { Logger } from '../logging.ts';
import { EVENT_LOG_CHANNEL } from '../events/appender.ts';

export const EPHEMERAL_CHANNEL = 'ephemeral';

export class Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
    private readonly handlers: { eventLog: (seq: number) => void; ephemeral: (payload: string) => void; reconnected: () => void },
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'bothy-listener' });
    client.on('notification', (n) => {
      if (n.channel === EVENT_LOG_CHANNEL) this.handlers.eventLog(Number(n.payload));
      else if (n.channel === EPHEMERAL_CHANNEL && n.payload) this.handlers.ephemeral(n.payload);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    });
    client.on('end', () => this.scheduleReconnect());
    await client.connect();
    await client.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
    await client.query(`LISTEN ${EPHEMERAL_CHANNEL}`);
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
