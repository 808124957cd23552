// The worker loop (7.6; D120): in the server process (server.workers) or on its
// own (`bothy worker`). Each pass runs the rounds of the worker consumers
// (webhook, push: jobs and cursor in one transaction, workers/consumer.ts) and
// then sends what is due (webhooks/delivery.ts, workers/push.ts). A NOTIFY on
// event_log wakes it; server.worker_interval covers a lost notification and
// the retries that come due.
import { eventCatalogue, isEventType } from '@bothy/generated';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import { mayReceive } from '../catchup/stream.ts';
import type { ServerContext } from '../context.ts';
import type { PoolClient } from '../db/pool.ts';
import type { LogRow } from '../events/log-reader.ts';
import { Listener, listenerProbe } from '../gateway/listener.ts';
import { WebhookSender, type WebhookRecorder } from '../webhooks/delivery.ts';
import { runConsumerRound, START_AT, sweepFinishedJobs, WEBHOOK_CONSUMER, type GapReceiversOf, type ReceiversOf } from './consumer.ts';
import { LoggingPushSender, PUSH_CONSUMER, pushReceivers, sendPushJobs, type PushSender } from './push.ts';

export { WEBHOOK_CONSUMER };

/** Events per round (one transaction). */
const ROUND_PAGE = 500;

/**
 * The receivers of one round of the webhook consumer: every subscription whose
 * agent may receive the event now and whose type filter takes it, from its
 * starting point on (a new subscription starts at head_seq). The subscriptions
 * are read once per round, FOR KEY SHARE, so that a deletion waits for the round
 * (and the senders' FOR NO KEY UPDATE does not).
 */
export function webhookReceivers(): ReceiversOf {
  let subs: { id: string; agent_id: string; event_types: string[]; last_seq: number }[] | undefined;
  const seen = new Map<string, Visibility | undefined>();
  return async (e: LogRow, client: PoolClient) => {
    subs ??= (await client.query(`SELECT id, agent_id, event_types, last_seq FROM webhook_subscriptions WHERE agent_id IS NOT NULL FOR KEY SHARE`)).rows;
    if (!subs.length || !isEventType(e.type) || !eventCatalogue[e.type].durable) return [];
    const out = [];
    for (const s of subs) {
      if (e.seq <= Number(s.last_seq) || (s.event_types.length && !s.event_types.includes(e.type))) continue;
      if (!seen.has(s.agent_id)) seen.set(s.agent_id, await loadVisibility(client, s.agent_id));
      const v = seen.get(s.agent_id);
      if (v?.active && mayReceive(v, e)) out.push({ principalId: s.agent_id, subscriptionId: s.id });
    }
    return out;
  };
}

/**
 * The receivers of a retention gap below the webhook round's cursor (D363): every subscription that had
 * not acknowledged past it. Its sender replaces the removed events with resync_required (D344).
 */
export function webhookGapReceivers(twins?: { webhookRoundSkipsGap?: boolean }): GapReceiversOf {
  return async (gapEnd, client) => {
    if (twins?.webhookRoundSkipsGap) return [];
    const { rows } = await client.query<{ id: string; agent_id: string }>(
      `SELECT id, agent_id FROM webhook_subscriptions WHERE agent_id IS NOT NULL AND last_seq < $1 FOR KEY SHARE`,
      [gapEnd],
    );
    return rows.map((s) => ({ principalId: s.agent_id, subscriptionId: s.id }));
  };
}

export interface WorkerLoopOptions {
  recorder?: WebhookRecorder;
  push?: PushSender;
  /** Subscriptions one node sends to at once; default server.webhook_concurrency. */
  concurrency?: number;
}

export class WorkerLoop {
  readonly sender: WebhookSender;
  private readonly push: PushSender;
  private listener?: Listener;
  private timer?: NodeJS.Timeout;
  private sweeper?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly databaseUrl: string,
    o: WorkerLoopOptions = {},
  ) {
    this.sender = new WebhookSender(ctx, { concurrency: o.concurrency ?? ctx.config.server.webhookConcurrency, jobsPerTurn: ctx.config.server.webhookJobsPerTurn, recorder: o.recorder, onDrained: () => this.wake() });
    this.push = o.push ?? new LoggingPushSender(ctx.log);
  }

  async start(): Promise<void> {
    this.listener = new Listener(this.databaseUrl, this.ctx.log, { eventLog: () => this.wake(), ephemeral: () => {}, epoch: () => this.wake(), reconnected: () => this.wake() }, this.ctx.config.server.databaseConnectTimeoutMs, listenerProbe(this.ctx));
    await this.listener.start();
    this.timer = setInterval(() => this.wake(), this.ctx.config.server.workerIntervalMs);
    this.timer.unref();
    // Finished jobs of events that retention removed, at the retention job's pace (server.retention_interval).
    this.sweeper = setInterval(() => {
      void sweepFinishedJobs(this.ctx.pool).then(
        (n) => n && this.ctx.log.info({ removed_jobs: n }, 'worker jobs of removed events swept'),
        (err: unknown) => this.ctx.database.failed(err, 'worker job sweep') || this.ctx.log.error({ err }, 'sweeping worker jobs failed; it runs again at the next interval'),
      );
    }, this.ctx.config.server.retentionIntervalMs);
    this.sweeper.unref();
    this.wake();
  }

  /** Runs a pass now, or right after the one that runs. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        if (await this.pass()) this.again = true;
      } catch (err) {
        if (!this.ctx.database.failed(err, 'worker')) this.ctx.log.error({ err }, 'worker pass failed; it runs again at server.worker_interval');
      }
    } while (this.again && !this.stopped);
  }

  /** One pass: rounds until each consumer is at the head, then sending. True when something moved. */
  async pass(): Promise<boolean> {
    let moved = false;
    for (;;) {
      const r = await runConsumerRound(this.ctx.pool, WEBHOOK_CONSUMER, webhookReceivers(), ROUND_PAGE, START_AT.webhook, webhookGapReceivers(this.ctx.twins));
      if (r.jobs) moved = true;
      if (r.read < ROUND_PAGE || this.stopped) break;
    }
    for (;;) {
      const r = await runConsumerRound(this.ctx.pool, PUSH_CONSUMER, pushReceivers, ROUND_PAGE, START_AT.push);
      if (r.read < ROUND_PAGE || this.stopped) break;
    }
    const pushed = await sendPushJobs(this.ctx, this.push, 100);
    if (pushed.sent + pushed.dropped === 100) moved = true;
    if (await this.sender.pass()) moved = true;
    return moved;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    await this.listener?.stop();
    await this.running;
    await this.sender.stop();
  }
}
