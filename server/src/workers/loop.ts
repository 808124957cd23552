// The worker loop (7.6; D120): in the server process (server.workers) or on its
// own (`bothy worker`). Two lanes that do not wait on each other (D444): the
// webhook lane runs the webhook consumer's rounds (jobs and cursor in one
// transaction, workers/consumer.ts) and then claims what is due
// (webhooks/delivery.ts); the push lane runs the push consumer's rounds and
// sends its jobs (workers/push.ts), whose sends may take up to
// server.push_send_timeout each. A NOTIFY on event_log wakes both;
// server.worker_interval covers a lost notification and the retries that come due.
// A pass that fails on a connection error reports it to ctx.database ("database
// down" once); one that is answered reports that ("database back" once, D483).
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
 * Push jobs one pass of the push lane sends at most; a full pass runs the next at once. A deliberate constant,
 * not a setting (D443, D444 addendum): it limits no throughput, only how many sends the lane makes before it
 * runs the push consumer's rounds again and looks whether the worker stops, as ROUND_PAGE bounds a round.
 */
const PUSH_JOBS_PER_PASS = 100;

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

/**
 * One lane of the worker: runs `pass` now, or right after the one that runs, and again at once while
 * a pass says something moved. A failed pass is logged; the next wake runs it again.
 */
class Lane {
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly name: string,
    private readonly pass: () => Promise<boolean>,
    private readonly stopped: () => boolean,
  ) {}

  wake(): void {
    if (this.stopped()) return;
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
        if (!this.ctx.database.failed(err, `worker (${this.name})`)) this.ctx.log.error({ err, lane: this.name }, 'worker pass failed; it runs again at server.worker_interval');
      }
    } while (this.again && !this.stopped());
  }

  /** Resolves when the pass under way (if any) and the ones it asked for have ended. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}

export class WorkerLoop {
  readonly sender: WebhookSender;
  private readonly push: PushSender;
  private listener?: Listener;
  private timer?: NodeJS.Timeout;
  private sweeper?: NodeJS.Timeout;
  private stopped = false;
  /**
   * D444: webhooks and push in lanes of their own, so that a push sender slow to answer (up to
   * server.push_send_timeout per job) does not hold up the webhook claims, nor the other way round.
   * Each consumer's rounds stay in its own lane, one after the other (its cursor row takes turns anyway);
   * a webhook subscription's order is its sender's (15.6: the next event after the 2xx of the one before).
   * The twin workerOnePass runs both in the webhook lane, push first, as one pass did before.
   */
  private readonly webhookLane: Lane;
  private readonly pushLane: Lane;

  constructor(
    private readonly ctx: ServerContext,
    private readonly databaseUrl: string,
    o: WorkerLoopOptions = {},
  ) {
    this.sender = new WebhookSender(ctx, { concurrency: o.concurrency ?? ctx.config.server.webhookConcurrency, jobsPerTurn: ctx.config.server.webhookJobsPerTurn, recorder: o.recorder, onDrained: () => this.webhookLane.wake() });
    this.push = o.push ?? new LoggingPushSender(ctx.log);
    const onePass = ctx.twins?.workerOnePass === true;
    const stopped = () => this.stopped;
    this.webhookLane = new Lane(ctx, 'webhook', onePass ? () => this.pass() : () => this.webhookPass(), stopped);
    this.pushLane = new Lane(ctx, 'push', onePass ? async () => false : () => this.pushPass(), stopped);
  }

  async start(): Promise<void> {
    this.listener = new Listener(this.databaseUrl, this.ctx.log, { eventLog: () => this.wake(), ephemeral: () => {}, epoch: () => this.wake(), reconnected: () => this.wake() }, this.ctx.config.server.databaseConnectTimeoutMs, listenerProbe(this.ctx), () => this.ctx.twins);
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

  /** Runs a pass of each lane now, or right after the one that runs. */
  wake(): void {
    this.webhookLane.wake();
    this.pushLane.wake();
  }

  /**
   * One pass of both (tests): the webhook lane's and the push lane's, side by side (one after the other,
   * push first, under the twin workerOnePass). True when something moved.
   */
  async pass(): Promise<boolean> {
    if (this.ctx.twins?.workerOnePass) {
      const pushed = await this.pushPass();
      return (await this.webhookPass()) || pushed;
    }
    const [webhooks, pushed] = await Promise.all([this.webhookPass(), this.pushPass()]);
    return webhooks || pushed;
  }

  /** The webhook lane: rounds until the consumer is at the head, then the claims of due subscriptions. True when something moved. */
  private async webhookPass(): Promise<boolean> {
    let moved = false;
    for (;;) {
      const r = await runConsumerRound(this.ctx.pool, WEBHOOK_CONSUMER, webhookReceivers(), ROUND_PAGE, START_AT.webhook, webhookGapReceivers(this.ctx.twins));
      if (r.jobs) moved = true;
      if (r.read < ROUND_PAGE || this.stopped) break;
    }
    if (await this.sender.pass()) moved = true;
    this.answered();
    return moved;
  }

  /**
   * A pass whose every statement was answered: the database is reachable (D483). In `bothy worker`, which
   * has no database check of its own, this is what logs "database back" after an outage, so that the next
   * outage logs "database down" again; in a server it is one more answer besides the database check's.
   */
  private answered(): void {
    if (!this.ctx.twins?.workerPassesUnreported) this.ctx.database.ok();
  }

  /** The push lane: rounds until the consumer is at the head, then up to PUSH_JOBS_PER_PASS sends. True when more may be due. */
  private async pushPass(): Promise<boolean> {
    for (;;) {
      const r = await runConsumerRound(this.ctx.pool, PUSH_CONSUMER, pushReceivers, ROUND_PAGE, START_AT.push);
      if (r.read < ROUND_PAGE || this.stopped) break;
    }
    // A stop ends the pass at the send under way (D459), as it ends the webhook sender's turns.
    const pushed = await sendPushJobs(this.ctx, this.push, PUSH_JOBS_PER_PASS, { stopped: () => this.stopped });
    this.answered();
    return pushed.sent + pushed.dropped === PUSH_JOBS_PER_PASS;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    await this.listener?.stop();
    await Promise.all([this.webhookLane.settled(), this.pushLane.settled()]);
    await this.sender.stop();
  }
}
