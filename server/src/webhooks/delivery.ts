// Sending webhook jobs (15.6, 7.6; D120-D123). Per subscription, strictly in
// seq order: the next event goes out only after a 2xx for the previous one, and
// that 2xx acks up to its seq (webhook_subscriptions.last_seq). A failure
// (not 2xx, a network error, webhook.request_timeout) never moves last_seq: the
// same job goes again after a full-jitter backoff, and a subscription whose
// endpoint keeps failing for webhook.pause_after is paused, visible in its GET,
// until resumed. Nothing is skipped silently: a job leaves the queue only acked
// (done) or refused by the checks (dropped, with its reason).
//
// Several nodes (D120): a sender claims due subscriptions with FOR NO KEY UPDATE
// SKIP LOCKED (a round's FOR KEY SHARE does not hold it up) and writes a lease
// (lease_id, lease_until) in the same short transaction; the HTTP request runs
// outside any transaction. Every ack and
// every failure is written WHERE lease_id = own lease, so a node whose lease ran
// out (it was SIGKILLed, or stalled) cannot ack over the node that took over.
// The subscription is also the agent consumer 'webhook:<id>' with the lease as
// its holder_session_id, so the invocation gate fences it exactly as it fences
// a gateway session (R-SY-23) and issues a fresh token per delivery (R-SY-07).
//
// Before sending, every job checks webhook_out.deliver again (D125): the agent
// active and allowed to receive the event with the permissions read now (8, fail
// closed); an event that carries an invocation goes through the invocation gate
// (15.3 step 2), as on the gateway.
import http from 'node:http';
import https from 'node:https';
import { carriesInvocationToken, ResyncReason, ServerOp, WebhookHeader, type ResyncRequiredFrame } from '@bothy/generated';
import type { GateSkip } from '../agents/invocation-gate.ts';
import { loadVisibility, VISIBILITY_VERSION, type Visibility } from '../authz/visibility.ts';
import { mayReceive } from '../catchup/stream.ts';
import type { ServerContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import { ENVELOPE_JSON, type LogRow } from '../events/log-reader.ts';
import { derivedUuid, uuidv7 } from '../internal/uuid.ts';
import { signDelivery } from './signing.ts';
import { consumerName, endpointPolicy } from './subscriptions.ts';
import { connectionRefusal, guardedLookup, type EndpointPolicy } from './url.ts';
import { retryDelay } from '../internal/backoff.ts';

/** Where a delivery's envelope is recorded for G9 (server.record_frames_dir), secrets masked by the recorder. */
export interface WebhookRecorder {
  webhook(subscriptionId: string, envelope: unknown): void;
}

export interface SenderOptions {
  /** Subscriptions one sender works on at once (server.webhook_concurrency). */
  concurrency: number;
  /** Jobs one subscription is sent in a row before it yields its slot (server.webhook_jobs_per_turn, D349). */
  jobsPerTurn?: number;
  recorder?: WebhookRecorder;
  /** A subscription's work ended (drained, failed or lost its lease): a pass may claim again. */
  onDrained?: () => void;
}

interface Claimed {
  id: string;
  url: string;
  agent_id: string;
  last_seq: number;
  lease: string;
  /** The previous lease ran out unreleased (its holder died or lost the database): it may have sent jobs whose acks it never wrote. */
  taken_over: boolean;
  /** Jobs up to this seq may have reached the receiver under a lease that ran out (D304): they go as redelivered. */
  redeliver_through: number;
  /** When the lease ends at the earliest, on this process's clock (ms): read before the statement that set it (D399). */
  leaseEnds: number;
}

interface Job {
  id: number;
  event_seq: number;
  delivery_id: string;
  attempts: number;
  /** The event; missing when retention removed it first. */
  row?: LogRow;
  sync_epoch: string;
  /** visibility_version in the same snapshot (authz/visibility-cache.ts). */
  vv: number;
  /** May have reached the receiver before (2.2): an earlier attempt, or sent under a lease that ran out before its ack was written. */
  redelivered?: boolean;
}

type Outcome = { ok: true; status: number } | { ok: false; error: string };

/** A job that left the queue in memory, written with the next flush. */
interface Ack {
  id: number;
  seq: number;
  state: 'done' | 'dropped';
  reason?: string;
}

interface Acks {
  add(a: Ack): void;
  /** Writes what was added; false when the lease is gone. */
  flush(): Promise<boolean>;
  due(): boolean;
}

/** Acks written together at most; and at least this often while a subscription drains. */
/** The drop reason of a job the invocation gate skips (D125, D318): what an operator reads in webhook_jobs and the log. */
const DROP_REASON: Record<GateSkip, string> = {
  refused: 'invocation_refused',
  run_moved_on: 'run_not_waiting',
  next_run: 'followup_held_for_next_run',
  not_a_run_event: 'no_run',
};

/** What is read of a receiver's body after its status line before the connection is cut (D346). */
const BODY_DISCARD_MAX_BYTES = 64 * 1024;
const BODY_DISCARD_MAX_MS = 1_000;

const ACK_BATCH = 32;
const ACK_PERSIST_MS = 100;
/** Time a request may need beyond webhook.request_timeout before its outcome is written (D399). */
const LEASE_MARGIN_MS = 1_000;

export class WebhookSender {
  private readonly policy: EndpointPolicy;
  private readonly leaseMs: number;
  private readonly agents: { http: http.Agent; https: https.Agent };
  private inflight = new Set<Promise<void>>();
  private claiming = 0;
  private stopped = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly o: SenderOptions,
  ) {
    this.policy = endpointPolicy(ctx);
    // No socket limit of the agents' own: the slots (server.webhook_concurrency, D349) bound the requests, and a
    // socket that still discards an answer's body (up to 1 s, D346) after its slot moved on must not make a
    // new request wait for a socket while its timeout runs.
    this.agents = { http: new http.Agent({ keepAlive: true, maxSockets: Infinity }), https: new https.Agent({ keepAlive: true, maxSockets: Infinity }) };
    // Long enough for one request with its timeout and the writes around it.
    this.leaseMs = ctx.config.spec['webhook.request_timeout'] * 2 + 5_000;
  }

  /** Claims due subscriptions and starts working on them (onDrained says when one is done). True when it claimed any. */
  async pass(): Promise<boolean> {
    if (this.stopped) return false;
    // Slots a claim in progress may fill count as taken: passes that overlap (a caller's pass beside the
    // loop's, as the tests' driveUntil makes) stay within concurrency.
    const room = this.o.concurrency - this.inflight.size - this.claiming;
    // Every slot busy: nothing moved. The loop rests until a slot frees (onDrained wakes it); true here made
    // it run its rounds again at once, for as long as the slots stayed busy (up to webhook.request_timeout).
    if (room <= 0) return false;
    this.claiming += room;
    let claimed: Claimed[];
    try {
      claimed = await this.claim(room);
    } finally {
      this.claiming -= room;
    }
    for (const sub of claimed) {
      const work = this.drain(sub).catch((err: unknown) => {
        if (!this.ctx.database.failed(err, 'webhook delivery')) this.ctx.log.error({ err, subscription_id: sub.id }, 'webhook delivery failed; the job stays queued');
      });
      this.inflight.add(work);
      void work.finally(() => {
        this.inflight.delete(work);
        this.o.onDrained?.();
      });
    }
    return claimed.length > 0;
  }

  /** Resolves when every subscription being worked on is done (tests, the bench). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.all([...this.inflight]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.inflight]);
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** D120: due, active, with a queued job, and no live lease; claimed with SKIP LOCKED so that nodes share the work. */
  private claim(limit: number): Promise<Claimed[]> {
    const lease = uuidv7();
    // The lease's now() is its transaction's start, which is after this: the lease lasts at least until then + leaseMs.
    const leaseEnds = Date.now() + this.leaseMs;
    return withTransaction(this.ctx.pool, async (client) => {
      // The twin of sharing without doing it twice: every node takes every due subscription, lease or not.
      const unshared = this.ctx.twins?.webhookClaimWithoutLease === true;
      const { rows } = await client.query<Omit<Claimed, 'lease' | 'redeliver_through' | 'leaseEnds'>>(
        `SELECT s.id, s.url, s.agent_id, s.last_seq, s.lease_until IS NOT NULL AS taken_over FROM webhook_subscriptions s
          WHERE s.state = 'active' AND s.agent_id IS NOT NULL AND s.next_attempt_at <= now()
            AND (s.lease_until IS NULL OR s.lease_until < now() OR $2)
            AND EXISTS (SELECT 1 FROM worker_jobs j WHERE j.subscription_id = s.id AND j.state = 'queued')
          ORDER BY s.next_attempt_at LIMIT $1 ${unshared ? '' : 'FOR NO KEY UPDATE SKIP LOCKED'}`,
        [limit, unshared],
      );
      if (!rows.length) return [];
      const ids = rows.map((r) => r.id);
      // After a lease that ran out (SET reads the row as it was), the dead holder may have sent up to a batch of
      // acks it had not written and the request in flight: the first ACK_BATCH + 1 queued jobs (2.2 redelivered;
      // at least once, 9; D294). The bound is stored, so it outlives this drain (D304).
      const { rows: marked } = await client.query<{ id: string; redeliver_through: string }>(
        `UPDATE webhook_subscriptions s SET lease_id = $2, lease_until = now() + make_interval(secs => $3),
                redeliver_through = CASE WHEN s.lease_until IS NULL OR $5 THEN s.redeliver_through ELSE GREATEST(s.redeliver_through, COALESCE(
                  (SELECT max(q.event_seq) FROM (SELECT j.event_seq FROM worker_jobs j WHERE j.subscription_id = s.id AND j.state = 'queued' ORDER BY j.event_seq LIMIT $4) q), 0)) END
          WHERE s.id = ANY($1::uuid[]) RETURNING s.id, s.redeliver_through`,
        [ids, lease, this.leaseMs / 1000, ACK_BATCH + 1, this.ctx.twins?.webhookTakeoverAsFirst === true],
      );
      const through = new Map(marked.map((r) => [r.id, Number(r.redeliver_through)]));
      // The subscription is the agent consumer 'webhook:<id>'; its holder is the lease (R-SY-23).
      await client.query(
        `INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq, holder_session_id)
         SELECT s.agent_id, 'webhook:' || s.id, s.last_seq, $2 FROM webhook_subscriptions s WHERE s.id = ANY($1::uuid[])
         ON CONFLICT (agent_id, consumer) DO UPDATE SET holder_session_id = EXCLUDED.holder_session_id, holder_claim_id = NULL, acked_seq = GREATEST(agent_consumer_cursors.acked_seq, EXCLUDED.acked_seq), updated_at = now()`,
        [ids, lease],
      );
      for (const r of rows) if (r.taken_over) this.ctx.log.info({ subscription_id: r.id, redeliver_through: through.get(r.id) }, 'webhook subscription taken over from a lease that ran out; the jobs its holder may have sent go as redelivered');
      return rows.map((r) => ({ ...r, last_seq: Number(r.last_seq), lease, redeliver_through: through.get(r.id) ?? 0, leaseEnds }));
    });
  }

  /** One subscription: its queued jobs in seq order until one fails, the lease is lost, or none is left. */
  private async drain(sub: Claimed): Promise<void> {
    const acks: Ack[] = [];
    const held = { at: Date.now() };
    const flush = () => this.flush(sub, acks.splice(0), held);
    const ctl: Acks = { add: (a) => acks.push(a), flush, due: () => acks.length >= ACK_BATCH || Date.now() - held.at >= ACK_PERSIST_MS };
    // A turn (D349): after jobsPerTurn jobs the slot goes to the other due subscriptions; this one goes behind them.
    const turn = this.ctx.twins?.webhookDrainWithoutTurns ? Infinity : (this.o.jobsPerTurn ?? Infinity);
    let sent = 0;
    try {
      while (!this.stopped) {
        if (sent >= turn) break;
        const job = await this.nextJob(sub, acks);
        if (!job) break;
        job.redelivered = job.attempts > 0 || job.event_seq <= sub.redeliver_through;
        if (!(await this.deliver(sub, job, ctl))) return; // deliver flushed what it had to
        sent += 1;
        if (ctl.due() && !(await flush())) return;
      }
      if (await flush()) await this.release(sub, sent >= turn);
    } catch (err) {
      await flush().catch(() => {});
      throw err;
    }
  }

  /**
   * The next job in seq order with its event (missing: removed by retention), the
   * epoch and visibility_version, in one round trip: one snapshot for all of them.
   */
  private async nextJob(sub: Claimed, pending: readonly Ack[]): Promise<Job | undefined> {
    const { rows } = await this.ctx.pool.query<Job & { row_seq: number | null } & Omit<LogRow, 'seq'>>(
      `SELECT j.id, j.event_seq, j.delivery_id, j.attempts, e.seq AS row_seq, e.type, e.space_id, e.channel_id, e.thread_id, e.audience_principal_id, e.resource_kind, e.resource_id, e.trace_context,
              ${ENVELOPE_JSON} AS json, (SELECT sync_epoch FROM instance) AS sync_epoch, ${VISIBILITY_VERSION} AS vv
         FROM worker_jobs j LEFT JOIN event_log e ON e.seq = j.event_seq
        WHERE j.subscription_id = $1 AND j.state = 'queued' AND j.event_seq > $2 ORDER BY j.event_seq LIMIT 1`,
      [sub.id, pending.length ? pending[pending.length - 1]!.seq : -1],
    );
    const r = rows[0];
    if (!r) return undefined;
    const job: Job = { id: r.id, event_seq: r.event_seq, delivery_id: r.delivery_id, attempts: r.attempts, sync_epoch: r.sync_epoch, vv: r.vv };
    if (r.row_seq !== null) {
      job.row = { seq: r.row_seq, type: r.type, space_id: r.space_id, channel_id: r.channel_id, thread_id: r.thread_id, audience_principal_id: r.audience_principal_id, resource_kind: r.resource_kind, resource_id: r.resource_id, trace_context: r.trace_context, json: r.json };
    }
    return job;
  }

  /**
   * webhook_out.deliver's permission state (D125): kept only while visibility_version stands, as REST keeps
   * it. The job's `vv` may be older than a visibility another request kept since: that one is not taken
   * for a restore (getOrLoad), which would empty the whole cache.
   */
  private visibilityOf(agentId: string, vv: number): Promise<Visibility | undefined> {
    return this.ctx.visibilityCache.getOrLoad(agentId, vv, () => loadVisibility(this.ctx.pool, agentId));
  }

  /**
   * The lease ends with the work: the next event's job may be taken at once by any node. After a full turn
   * (`yielded`) next_attempt_at moves to now, so that the claim (ORDER BY next_attempt_at) takes the
   * subscriptions that waited first (D349).
   */
  private async release(sub: Claimed, yielded = false): Promise<void> {
    await this.ctx.pool.query(`UPDATE webhook_subscriptions SET lease_id = NULL, lease_until = NULL${yielded ? ', next_attempt_at = now()' : ''} WHERE id = $1 AND lease_id = $2`, [sub.id, sub.lease]);
  }

  /** One attempt of one job. False: stop working on this subscription (a failure, or the lease is gone). */
  private async deliver(sub: Claimed, job: Job, acks: Acks): Promise<boolean> {
    const row = job.row;
    // Removed by retention before it could be delivered (sync.event_retention): the receiver is told (7.3, D344).
    if (!row) return this.retentionGap(sub, job, acks);

    // webhook_out.deliver (D125): the permissions of now (a kept visibility only while visibility_version stands).
    if (!this.ctx.twins?.webhookSendWithoutRecheck) {
      const v = await this.visibilityOf(sub.agent_id, job.vv);
      if (!v || !v.active || !mayReceive(v, row)) return this.drop(job, acks, 'not_visible');
    }
    let token: string | undefined;
    if (carriesInvocationToken(row.type)) {
      const gate = this.ctx.invocationGate;
      if (!gate) return this.drop(job, acks, 'no_invocation_gate');
      const decision = await gate.prepare(row, job.redelivered === true, { agentId: sub.agent_id, consumer: consumerName(sub.id), sessionId: sub.lease }, { triggerStateOnSuccess: true });
      if (!decision.deliver) {
        if (decision.replaced) {
          await acks.flush(); // another lease holds it now (R-SY-23): what was acked before is written, nothing else
          return false;
        }
        // refused: the gate recorded why (run failed, audit); otherwise the run no longer waits for this event.
        return this.drop(job, acks, DROP_REASON[decision.skipped]);
      }
      token = decision.invocationToken;
    }

    // Delivery fields (2.2) for this one delivery; never in the log.
    const fields: string[] = [];
    if (row.trace_context) fields.push(`"trace_context":${JSON.stringify(row.trace_context)}`);
    if (job.redelivered) fields.push('"redelivered":true');
    if (token !== undefined) fields.push(`"invocation_token":${JSON.stringify(token)}`);
    fields.push(`"sync_epoch":${JSON.stringify(job.sync_epoch)}`);
    const body = `${row.json.slice(0, -1)},${fields.join(',')}}`;

    // The broken twin of no loss: the ack is written before the answer is known.
    if (this.ctx.twins?.webhookAckBeforeResponse) {
      acks.add({ id: job.id, seq: job.event_seq, state: 'done' });
      if (!(await acks.flush())) return false;
      await this.post(sub, job, body);
      return true;
    }
    const outcome = await this.post(sub, job, body);
    if (outcome.ok) {
      // The 2xx acks up to this seq (15.6); it is stored with the next flush, before this lease ends.
      acks.add({ id: job.id, seq: job.event_seq, state: 'done' });
      // ...and is the first successful delivery of 15.3: an invocation's trigger_state moves to queued now (D345).
      if (token !== undefined) await this.ctx.invocationGate?.delivered?.(row).catch((err: unknown) => {
        if (!this.ctx.database.failed(err, 'webhook trigger state')) this.ctx.log.error({ err, seq: row.seq }, 'trigger_state could not be set to queued after the delivery; the run goes on');
      });
      return true;
    }
    if (await acks.flush()) await this.failed(sub, job, outcome.error);
    return false;
  }

  /**
   * Jobs whose events retention removed before they were sent (7.3, D344): the
   * receiver gets, in their place and in order, one signed request with the body
   * `resync_required {reason: retention, head_seq, sync_epoch}` (the gateway's
   * frame), head_seq being the last seq retention removed (min_retained_seq - 1,
   * or this job's own seq when only its event is gone). A 2xx records every
   * queued job up to head_seq as dropped (event_removed_by_retention) and moves
   * last_seq past them; deliveries go on with the events after head_seq. Anything
   * else is a failure like any other: the same request again after the backoff,
   * nothing after it goes first. Its delivery ID is derived from the first gap
   * job's (derivedUuid: another ID, the same on every attempt); the attempt is that job's.
   */
  private async retentionGap(sub: Claimed, job: Job, acks: Acks): Promise<boolean> {
    // The twin of "everything, or the clear instruction to reload": the jobs are dropped without a word, as before D344.
    if (this.ctx.twins?.webhookRetentionGapSilent) return this.drop(job, acks, 'event_removed_by_retention');
    const { rows } = await this.ctx.pool.query<{ id: number; event_seq: number; head: number }>(
      `WITH h AS (SELECT GREATEST(min_retained_seq - 1, $2) AS head FROM instance)
       SELECT j.id, j.event_seq, h.head FROM worker_jobs j, h
        WHERE j.subscription_id = $1 AND j.state = 'queued' AND j.event_seq >= $2 AND j.event_seq <= h.head ORDER BY j.event_seq`,
      [sub.id, job.event_seq],
    );
    const head = rows.length ? Number(rows[0]!.head) : job.event_seq;
    const frame: ResyncRequiredFrame = { op: ServerOp.ResyncRequired, d: { reason: ResyncReason.Retention, head_seq: head, sync_epoch: job.sync_epoch } };
    // Its own delivery ID, the same on every attempt of this notice: the first gap job's may have reached the
    // receiver already (an attempt answered late, or by a sender whose lease ran out), and a receiver that
    // dedupes by it (D122) would drop the notice as a repeat.
    const outcome = await this.post(sub, { ...job, delivery_id: derivedUuid(job.delivery_id, ServerOp.ResyncRequired) }, JSON.stringify(frame), { record: false });
    if (!outcome.ok) {
      if (await acks.flush()) await this.failed(sub, job, outcome.error);
      return false;
    }
    for (const r of rows.length ? rows : [{ id: job.id, event_seq: job.event_seq }]) acks.add({ id: r.id, seq: Number(r.event_seq), state: 'dropped', reason: 'event_removed_by_retention' });
    this.ctx.log.info({ subscription_id: sub.id, from_seq: job.event_seq, head_seq: head, jobs: rows.length }, 'webhook jobs of events removed by retention: the receiver was sent resync_required');
    return true;
  }

  /**
   * Whether the lease still holds for a whole request (D399): a sender that stalled (its database link silent for
   * longer than the lease, a paused process) may hold a job another node has taken over since, and sent it
   * beside that node's request, unmarked. Renewed, fenced on the lease, when less than a request is left.
   */
  private async holdsLease(sub: Claimed): Promise<boolean> {
    if (this.ctx.twins?.webhookSendAfterLease) return true;
    if (Date.now() + this.ctx.config.spec['webhook.request_timeout'] + LEASE_MARGIN_MS < sub.leaseEnds) return true;
    const leaseEnds = Date.now() + this.leaseMs;
    const { rowCount } = await this.ctx.pool.query(`UPDATE webhook_subscriptions SET lease_until = now() + make_interval(secs => $3) WHERE id = $1 AND lease_id = $2`, [sub.id, sub.lease, this.leaseMs / 1000]);
    if (!rowCount) return false;
    sub.leaseEnds = leaseEnds;
    return true;
  }

  /** One signed request; `record: false` for what is no event (the G9 recording holds envelopes only). */
  private async post(sub: Claimed, job: Job, body: string, o: { record?: boolean } = {}): Promise<Outcome> {
    // Another node holds the subscription now: nothing is sent, and the failure that follows is fenced away too.
    if (!(await this.holdsLease(sub))) return { ok: false, error: 'lease lost' };
    const url = new URL(sub.url);
    // Refused like a connection that fails (retried, paused after webhook.pause_after): nothing is sent.
    const refusal = this.ctx.twins?.webhookLiteralUnchecked ? undefined : connectionRefusal(this.policy, url);
    if (refusal) return { ok: false, error: refusal };
    const attempt = job.attempts + 1 + (job.event_seq <= sub.redeliver_through ? 1 : 0);
    const signature = await signDelivery(this.ctx.keys.webhook, body, { deliveryId: job.delivery_id, subscriptionId: sub.id, attempt });
    if (o.record !== false) this.o.recorder?.webhook(sub.id, JSON.parse(body));
    const mod = url.protocol === 'https:' ? https : http;
    const timeout = this.ctx.config.spec['webhook.request_timeout'];
    return new Promise<Outcome>((resolve) => {
      let done = false;
      const end = (o: Outcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(o);
      };
      const req = mod.request(
        url,
        {
          method: 'POST',
          agent: url.protocol === 'https:' ? this.agents.https : this.agents.http,
          lookup: guardedLookup(this.policy, url.hostname.replace(/^\[|\]$/g, '')) as never,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'bothy-webhooks',
            [WebhookHeader.Signature]: signature,
            [WebhookHeader.DeliveryId]: job.delivery_id,
            // The attempts written, plus the one a holder whose lease ran out may have made without writing it (D294, D348).
            [WebhookHeader.Attempt]: String(attempt),
            [WebhookHeader.Subscription]: sub.id,
          },
        },
        (res) => {
          // A receiver's answer is its status line (15.6 "2xx counts as an ack", D346): settled now, not at the
          // end of a body that may never end. A short body is read and discarded so that the socket is reused;
          // one over BODY_DISCARD_MAX_BYTES or not ended within BODY_DISCARD_MAX_MS is cut off (socket destroyed).
          const status = res.statusCode ?? 0;
          end(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, error: `status ${status}` });
          let read = 0;
          const cut = setTimeout(() => res.destroy(), BODY_DISCARD_MAX_MS);
          cut.unref();
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > BODY_DISCARD_MAX_BYTES) res.destroy();
          });
          res.on('close', () => clearTimeout(cut));
          res.on('error', () => {}); // the answer is settled; a cut-off body is no failure
        },
      );
      // One budget for the request up to the answer's status line (a receiver that never answers).
      const timer = setTimeout(() => {
        end({ ok: false, error: `no answer within webhook.request_timeout (${timeout} ms)` });
        req.destroy();
      }, timeout);
      req.on('error', (err: NodeJS.ErrnoException) => end({ ok: false, error: err.code ?? err.message }));
      req.end(body);
    });
  }

  private drop(job: Job, acks: Acks, reason: string): boolean {
    acks.add({ id: job.id, seq: job.event_seq, state: 'dropped', reason });
    this.ctx.log.info({ seq: job.event_seq, job_id: job.id, reason }, 'webhook job dropped by the checks before sending');
    return true;
  }

  /**
   * Jobs leave the queue (done: the 2xx acked up to its seq; dropped: refused by
   * the checks) and last_seq moves, in one statement, only while the lease is
   * ours. Acks are written in batches (ACK_BATCH, ACK_PERSIST_MS) and always
   * before the lease ends or a failure is written: after a crash between a 2xx
   * and its write the event goes again (at least once, 9; the receiver dedupes by
   * the delivery ID), never the other way round.
   */
  private async flush(sub: Claimed, acks: Ack[], held: { at: number }): Promise<boolean> {
    held.at = Date.now();
    if (!acks.length) return true;
    const leaseEnds = Date.now() + this.leaseMs;
    const done = acks.filter((a) => a.state === 'done').map((a) => a.id);
    const dropped = acks.filter((a) => a.state === 'dropped');
    // One statement, so one atomic step and one round trip (every data-modifying WITH runs to completion,
    // read or not); the subscription row is locked first, and nothing moves unless the lease is ours.
    const { rows } = await this.ctx.pool.query<{ held: number }>(
      `WITH s0 AS (SELECT id, agent_id FROM webhook_subscriptions WHERE id = $1 AND (lease_id = $2 OR $9) FOR NO KEY UPDATE),
       d AS (
         UPDATE worker_jobs SET state = 'done', attempts = attempts + 1, finished_at = now()
          WHERE id = ANY($4::bigint[]) AND state = 'queued' AND EXISTS (SELECT 1 FROM s0) RETURNING 1),
       x AS (
         UPDATE worker_jobs j SET state = 'dropped', finished_at = now(), reason = r.reason
           FROM unnest($5::bigint[], $6::text[]) AS r(id, reason)
          WHERE j.id = r.id AND j.state = 'queued' AND EXISTS (SELECT 1 FROM s0) RETURNING 1),
       s AS (
         UPDATE webhook_subscriptions SET last_seq = GREATEST(last_seq, $3), attempts = 0, failing_since = NULL, last_error = NULL,
                delivered_count = delivered_count + (SELECT count(*) FROM d), lease_until = now() + make_interval(secs => $7)
          WHERE id IN (SELECT id FROM s0) RETURNING agent_id),
       c AS (
         UPDATE agent_consumer_cursors SET acked_seq = GREATEST(acked_seq, $3), updated_at = now()
          WHERE agent_id = (SELECT agent_id FROM s0) AND consumer = $8 RETURNING 1)
       SELECT count(*)::int AS held FROM s0`,
      [sub.id, sub.lease, acks[acks.length - 1]!.seq, done, dropped.map((a) => a.id), dropped.map((a) => a.reason ?? ''), this.leaseMs / 1000, consumerName(sub.id), this.ctx.twins?.webhookClaimWithoutLease === true],
    );
    if (!rows[0]?.held) return false; // the lease ran out and another node holds the subscription
    sub.leaseEnds = leaseEnds; // the statement renewed it
    return true;
  }

  /** D123: the next attempt after a full-jitter backoff; paused once failing for webhook.pause_after. The lease ends. */
  private async failed(sub: Claimed, job: Job, error: string): Promise<void> {
    const spec = this.ctx.config.spec;
    await withTransaction(this.ctx.pool, async (client) => {
      const { rows } = await client.query<{ attempts: number }>(`SELECT attempts FROM webhook_subscriptions WHERE id = $1 AND lease_id = $2 FOR NO KEY UPDATE`, [sub.id, sub.lease]);
      if (!rows[0]) return;
      const wait = retryDelay(rows[0].attempts, spec['webhook.retry_base'], spec['webhook.retry_cap']);
      const { rows: after } = await client.query<{ state: string }>(
        `UPDATE webhook_subscriptions
            SET attempts = attempts + 1, last_error = $3, failing_since = COALESCE(failing_since, now()),
                next_attempt_at = now() + make_interval(secs => $4),
                state = CASE WHEN COALESCE(failing_since, now()) <= now() - make_interval(secs => $5) THEN 'paused' ELSE state END,
                paused_at = CASE WHEN COALESCE(failing_since, now()) <= now() - make_interval(secs => $5) THEN now() ELSE paused_at END,
                lease_id = NULL, lease_until = NULL
          WHERE id = $1 AND lease_id = $2 RETURNING state`,
        [sub.id, sub.lease, error.slice(0, 200), wait / 1000, spec['webhook.pause_after'] / 1000],
      );
      await client.query(`UPDATE worker_jobs SET attempts = attempts + 1 WHERE id = $1 AND state = 'queued'`, [job.id]);
      const paused = after[0]?.state === 'paused';
      this.ctx.log[paused ? 'warn' : 'info']({ subscription_id: sub.id, seq: job.event_seq, error, retry_in_ms: Math.round(wait), paused }, paused ? 'webhook subscription paused after failing for webhook.pause_after' : 'webhook delivery failed; it is retried');
    });
  }
}
