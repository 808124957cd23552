// The push consumer (7.6, 8.3 "Push"; D126). 13-push-notifications is not
// available: its receivers here are the people a new message mentions, and the
// sender is a small interface with a logging default. A push job is created
// through the same round as a webhook job (workers/consumer.ts) and checks
// push.deliver again immediately before sending: the receiver active and
// allowed to receive the event with the permissions read now. Nothing is
// pushed for an event the receiver may no longer see.
import { EventType } from '@bothy/generated';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import { mayReceive } from '../catchup/stream.ts';
import type { ServerContext } from '../context.ts';
import type { PoolClient } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';
import { ENVELOPE_JSON, type LogRow } from '../events/log-reader.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { Logger } from '../logging.ts';
import { retryDelay } from '../internal/backoff.ts';
import type { Receiver, ReceiversOf } from './consumer.ts';

export const PUSH_CONSUMER = 'push';

/** What a push carries: the event's envelope (no content beyond what the receiver may see, 2.2). */
export interface PushSender {
  send(receiverId: string, event: { seq: number; type: string; envelope: unknown }): Promise<void>;
}

/** The default: a log line per push, with IDs only. */
export class LoggingPushSender implements PushSender {
  constructor(private readonly log: Logger) {}
  async send(receiverId: string, event: { seq: number; type: string }): Promise<void> {
    this.log.info({ receiver_id: receiverId, seq: event.seq, type: event.type }, 'push (13-push-notifications is not available: logged only)');
  }
}

/**
 * The round's receivers: the people a message.created mentions who may receive it now.
 *
 * Nothing a receiver depends on is read before the round read the event (D328): the mentions are
 * the event's own, and the person's status and permissions are read by statements of the round's
 * transaction (READ COMMITTED: a snapshot per statement) that start after its page was read. So a
 * grant or activation that committed before an event committed is seen when that event's receivers
 * are read, whichever round was running meanwhile; unlike a webhook subscription (D320) there is no
 * starting point read outside the round. A receiver state kept from an earlier read would lose the
 * events after a change for good (the cursor passes them): `pushReceiversOf`'s twin.
 */
export async function pushReceivers(e: LogRow, client: PoolClient, kept?: Map<string, Visibility | undefined>): Promise<Receiver[]> {
  if (e.type !== EventType.MessageCreated) return [];
  const mentions = (JSON.parse(e.json) as { payload?: { message?: { mention_ids?: string[] } } }).payload?.message?.mention_ids ?? [];
  if (!mentions.length) return [];
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM principals WHERE id = ANY($1::uuid[]) AND kind = 'user' AND status = 'active'`, [mentions]);
  const out: Receiver[] = [];
  for (const { id } of rows) {
    if (kept && !kept.has(id)) kept.set(id, await loadVisibility(client, id));
    const v = kept ? kept.get(id) : await loadVisibility(client, id);
    if (v && mayReceive(v, e)) out.push(id);
  }
  return out;
}

/**
 * The push receivers for the rounds of a worker: `pushReceivers` itself (which workers/loop.ts passes)
 * without a twin. The twin `pushReceiverStateKept` keeps each person's permissions from the first event it read
 * them for, across rounds, as a worker-side registry of push targets would (D328): a grant that
 * commits while a round runs is then never seen, and the events after it get no push.
 */
export function pushReceiversOf(ctx: ServerContext): ReceiversOf {
  if (!ctx.twins?.pushReceiverStateKept) return pushReceivers;
  const kept = new Map<string, Visibility | undefined>();
  return (e, client) => pushReceivers(e, client, kept);
}

/** A queued push job with its event (the event's columns NULL when retention removed it). */
type PushJobRow = { id: number; receiver_principal_id: string; attempts: number } & LogRow;

const PUSH_JOB_SELECT = `SELECT j.id, j.receiver_principal_id, j.attempts, e.seq, e.type, e.space_id, e.channel_id, e.thread_id, e.audience_principal_id, e.trace_context, ${ENVELOPE_JSON} AS json
           FROM worker_jobs j LEFT JOIN event_log e ON e.seq = j.event_seq
          WHERE j.consumer = $1 AND j.state = 'queued' AND j.subscription_id IS NULL`;

/** When a queued push job came due: a new one at its creation, a failed one at its next_attempt_at (D443); the key of worker_jobs_due_push (migration 0034). */
const DUE_AT = 'COALESCE(j.next_attempt_at, j.created_at)';

/**
 * The claim of one due push job ($1 the consumer, $2 true to ignore leases, $3 the jobs that failed in this
 * call), oldest due first, then by id. It reads worker_jobs_due_push from its start up to now(), so that the
 * jobs waiting out a backoff are never read (D443 addendum): a push outage's backlog costs a claim nothing.
 * Twin pushClaimInIdOrder: the claim as D443 had it (due-ness a filter on rows read in id order, which read
 * every waiting job ahead of the due ones); twin pushClaimIgnoresBackoff: due or not, the job earliest due.
 */
export function pushClaimSql(twins: ServerContext['twins']): string {
  const due = twins?.pushClaimIgnoresBackoff ? '' : twins?.pushClaimInIdOrder ? ' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= now())' : ` AND ${DUE_AT} <= now()`;
  return `${PUSH_JOB_SELECT} AND (j.lease_until IS NULL OR j.lease_until < now() OR $2)${due} AND j.id <> ALL($3::bigint[])
          ORDER BY ${twins?.pushClaimInIdOrder ? 'j.id' : `${DUE_AT}, j.id`} LIMIT 1 FOR UPDATE OF j SKIP LOCKED`;
}

/**
 * push.deliver checked again (D126) with the permissions `client` reads now: why the job is dropped, or
 * undefined when it may go. Retention removed the event: there is nothing to send (as webhook delivery does).
 */
async function refusal(ctx: ServerContext, client: PoolClient, job: PushJobRow): Promise<string | undefined> {
  if (job.seq === null) return 'event_removed_by_retention';
  const v = await loadVisibility(client, job.receiver_principal_id);
  return ctx.twins?.pushSendWithoutRecheck || (v !== undefined && v.active && mayReceive(v, job)) ? undefined : 'not_visible';
}

const pushOf = (job: PushJobRow) => ({ seq: job.seq, type: job.type, envelope: JSON.parse(job.json) as unknown });

/** Time a push may need beyond server.push_send_timeout before its outcome is written: the lease is twice the timeout plus this, as a webhook's (D120). */
const LEASE_MARGIN_MS = 5_000;

/** Time the write of a push's outcome may need after its send: less left of the lease after the claim, and the job is not sent (D399). */
const OUTCOME_MARGIN_MS = 1_000;

/** Why a job whose every attempt failed (server.push_max_attempts) left the queue: worker_jobs.reason and the log (D443). */
export const PUSH_ATTEMPTS_EXHAUSTED = 'push_attempts_exhausted';

/** What a send that did not go out left: its error, and whether it may still be under way (no answer within the timeout). */
type SendFailure = { error: string; mayStillGo?: true };

/** The send, bounded by server.push_send_timeout: why it failed, or undefined once it went out. */
async function sendWithin(sender: PushSender, receiverId: string, push: ReturnType<typeof pushOf>, timeoutMs: number): Promise<SendFailure | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<SendFailure>((resolve) => (timer = setTimeout(() => resolve({ error: `no answer within server.push_send_timeout (${timeoutMs} ms)`, mayStillGo: true }), timeoutMs)));
  // A sender's own words, cut as a webhook's last_error is (it may quote its service's answer).
  const sending = Promise.resolve()
    .then(() => sender.send(receiverId, push))
    .then(
      () => undefined,
      (err: unknown) => ({ error: (err instanceof Error ? err.message : String(err)).slice(0, 200) || 'the push sender failed' }),
    );
  try {
    return await Promise.race([sending, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends up to `limit` queued push jobs (D413, replacing D126's send inside the job's transaction).
 * Nodes share them as webhook subscriptions are shared (D120): a job is claimed FOR UPDATE SKIP LOCKED
 * with a lease (lease_id, lease_until: twice server.push_send_timeout plus 5 s) in a short
 * transaction that also checks push.deliver again with the permissions read there, immediately
 * before the send. The send runs outside any transaction (no pooled connection, no row lock held
 * across it, nothing for server.database_idle_transaction_timeout to end), bounded by
 * server.push_send_timeout. The job is marked done only WHERE lease_id is still the sender's own; a
 * failed send releases it with its attempt counted and its next_attempt_at a full-jitter backoff away
 * (server.push_retry_base, server.push_retry_cap: `retryDelay`, as a webhook's, D443), and drops it once
 * server.push_max_attempts attempts failed; one that did not answer in time keeps lease_until too, since
 * it may still go out (D433); a lease that ran out (its holder died or stalled) lets the next pass of any
 * node take the job. The claim takes only jobs whose next_attempt_at has come (`pushClaimSql`).
 * `o.random`: the backoff's draw in [0, 1) (`retryDelay`; Math.random), fixed by a test that needs to know it.
 * `o.stopped`: the worker's stop (workers/loop.ts), asked before each claim, as the webhook sender asks its own
 * before each job (D459): once it holds, no further job is claimed. A send under way ends or times out as
 * ever, so a stop waits at most one server.push_send_timeout here, not one per job left in the pass. The jobs
 * not taken hold no lease (a job is leased only at its claim): any node's next pass takes them at once.
 * Twin pushSendsThroughStop: the pass sends on to its limit whatever the stop.
 * Returns the jobs sent and the jobs dropped (push.deliver refused, or server.push_max_attempts reached).
 */
export async function sendPushJobs(ctx: ServerContext, sender: PushSender, limit: number, o: { random?: () => number; stopped?: () => boolean } = {}): Promise<{ sent: number; dropped: number }> {
  if (ctx.twins?.pushSendInsideTransaction) return sendInsideTransaction(ctx, sender, limit);
  const timeoutMs = ctx.config.server.pushSendTimeoutMs;
  const leaseMs = timeoutMs * 2 + LEASE_MARGIN_MS;
  const unshared = ctx.twins?.pushClaimWithoutLease === true;
  const claim = pushClaimSql(ctx.twins);
  const { pushRetryBaseMs, pushRetryCapMs, pushMaxAttempts } = ctx.config.server;
  // A job whose send failed in this call waits for the next pass, not for the next turn of this loop.
  const failed: number[] = [];
  let sent = 0;
  let dropped = 0;
  for (let i = 0; i < limit; i++) {
    if (o.stopped?.() && !ctx.twins?.pushSendsThroughStop) break;
    const lease = uuidv7();
    // When the lease ends at the earliest, on this process's clock: read before the statement that sets it (D399).
    const leaseEnds = Date.now() + leaseMs;
    const claimed = await withTransaction(ctx.pool, async (client) => {
      const { rows } = await client.query<PushJobRow>(claim, [PUSH_CONSUMER, unshared, failed]);
      const job = rows[0];
      if (!job) return undefined;
      const refused = await refusal(ctx, client, job);
      if (refused) {
        await client.query(`UPDATE worker_jobs SET state = 'dropped', finished_at = now(), reason = $2, lease_id = NULL, lease_until = NULL WHERE id = $1`, [job.id, refused]);
        return 'dropped' as const;
      }
      await client.query(`UPDATE worker_jobs SET lease_id = $2, lease_until = now() + make_interval(secs => $3) WHERE id = $1`, [job.id, lease, leaseMs / 1000]);
      return job;
    });
    if (!claimed) break;
    if (claimed === 'dropped') {
      dropped += 1;
      continue;
    }
    // The claim's answer came so late (a stalled process, a link that withheld it, D399) that the lease may run
    // out during the send, and another node take the job beside it: not sent, and released for the next pass.
    const tooLate = !ctx.twins?.pushClaimAnsweredLateSends && Date.now() + timeoutMs + OUTCOME_MARGIN_MS > leaseEnds;
    const failure = tooLate ? { error: 'the claim took so long that the lease may run out during the send' } : await sendWithin(sender, claimed.receiver_principal_id, pushOf(claimed), timeoutMs);
    if (failure === undefined) sent += 1;
    else failed.push(claimed.id);
    // A send that did not answer within the timeout may still go out (a PushSender cannot be called back):
    // the job keeps lease_until, so that no pass sends it beside it until the lease runs out (D433).
    const keepLease = failure?.mayStillGo === true && !ctx.twins?.pushTimeoutReleasesLease;
    // A failed attempt waits a full-jitter backoff, as a webhook delivery does (D123, D443); the last one allowed drops the job.
    const attempted = failure !== undefined && !tooLate;
    const exhausted = attempted && claimed.attempts + 1 >= pushMaxAttempts;
    const waitMs = attempted && !ctx.twins?.pushRetryWithoutBackoff ? retryDelay(claimed.attempts, pushRetryBaseMs, pushRetryCapMs, o.random) : 0;
    const { rowCount } = await ctx.pool.query(
      failure === undefined
        ? `UPDATE worker_jobs SET state = 'done', attempts = attempts + 1, finished_at = now(), lease_id = NULL, lease_until = NULL WHERE id = $1 AND ${ctx.twins?.pushDoneIgnoresLease ? '$2::uuid IS NOT NULL' : 'lease_id = $2'} AND state = 'queued'`
        : exhausted
          ? `UPDATE worker_jobs SET state = 'dropped', attempts = attempts + 1, finished_at = now(), reason = $3, lease_id = NULL, lease_until = NULL WHERE id = $1 AND lease_id = $2 AND state = 'queued'`
          : `UPDATE worker_jobs SET attempts = attempts + $3, lease_id = NULL${keepLease ? '' : ', lease_until = NULL'}${waitMs > 0 ? ', next_attempt_at = now() + make_interval(secs => $4)' : ''}
              WHERE id = $1 AND lease_id = $2 AND state = 'queued'`,
      failure === undefined ? [claimed.id, lease] : exhausted ? [claimed.id, lease, PUSH_ATTEMPTS_EXHAUSTED] : [claimed.id, lease, attempted ? 1 : 0, ...(waitMs > 0 ? [waitMs / 1000] : [])],
    );
    if (failure !== undefined && rowCount) {
      if (exhausted) {
        // A job dropped for its attempts counts as dropped, as one the permission check refused does.
        dropped += 1;
        ctx.log.warn({ job_id: claimed.id, seq: claimed.seq, error: failure.error, attempts: claimed.attempts + 1 }, 'push not sent after server.push_max_attempts attempts; the job is dropped');
      } else ctx.log.warn({ job_id: claimed.id, seq: claimed.seq, error: failure.error, retry_in_ms: Math.round(waitMs) }, keepLease ? 'push not answered in time; the job waits for its lease to run out and its backoff' : 'push not sent; the job is tried again after its backoff');
    }
    if (!rowCount) ctx.log.warn({ job_id: claimed.id, seq: claimed.seq }, 'push job lease ran out before its outcome was written; another pass may send it again');
  }
  return { sent, dropped };
}

/** The twin pushSendInsideTransaction: D126 as it was, the send inside the transaction that holds the job FOR UPDATE. */
async function sendInsideTransaction(ctx: ServerContext, sender: PushSender, limit: number): Promise<{ sent: number; dropped: number }> {
  let sent = 0;
  let dropped = 0;
  for (let i = 0; i < limit; i++) {
    const r = await withTransaction(ctx.pool, async (client) => {
      const { rows } = await client.query<PushJobRow>(`${PUSH_JOB_SELECT} ORDER BY j.id LIMIT 1 FOR UPDATE OF j SKIP LOCKED`, [PUSH_CONSUMER]);
      const job = rows[0];
      if (!job) return undefined;
      const refused = await refusal(ctx, client, job);
      if (refused) {
        await client.query(`UPDATE worker_jobs SET state = 'dropped', finished_at = now(), reason = $2 WHERE id = $1`, [job.id, refused]);
        return 'dropped' as const;
      }
      await sender.send(job.receiver_principal_id, pushOf(job));
      await client.query(`UPDATE worker_jobs SET state = 'done', attempts = attempts + 1, finished_at = now() WHERE id = $1`, [job.id]);
      return 'sent' as const;
    });
    if (!r) break;
    if (r === 'sent') sent += 1;
    else dropped += 1;
  }
  return { sent, dropped };
}
