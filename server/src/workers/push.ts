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
import type { Logger } from '../logging.ts';
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

/**
 * Sends up to `limit` queued push jobs. Each job is taken FOR UPDATE SKIP
 * LOCKED (nodes share them), checked again (push.deliver) and marked done or
 * dropped in its own transaction; the sender's failure leaves it queued.
 */
export async function sendPushJobs(ctx: ServerContext, sender: PushSender, limit: number): Promise<{ sent: number; dropped: number }> {
  let sent = 0;
  let dropped = 0;
  for (let i = 0; i < limit; i++) {
    const r = await withTransaction(ctx.pool, async (client) => {
      const { rows } = await client.query<{ id: number; receiver_principal_id: string } & LogRow>(
        `SELECT j.id, j.receiver_principal_id, e.seq, e.type, e.space_id, e.channel_id, e.thread_id, e.audience_principal_id, e.trace_context, ${ENVELOPE_JSON} AS json
           FROM worker_jobs j LEFT JOIN event_log e ON e.seq = j.event_seq
          WHERE j.consumer = $1 AND j.state = 'queued' AND j.subscription_id IS NULL
          ORDER BY j.id LIMIT 1 FOR UPDATE OF j SKIP LOCKED`,
        [PUSH_CONSUMER],
      );
      const job = rows[0];
      if (!job) return undefined;
      // Retention removed the event: there is nothing to send (as webhook delivery does).
      const v = job.seq === null ? undefined : await loadVisibility(client, job.receiver_principal_id);
      const allowed = ctx.twins?.pushSendWithoutRecheck || (v !== undefined && v.active && mayReceive(v, job));
      const refused = job.seq === null ? 'event_removed_by_retention' : allowed ? undefined : 'not_visible';
      if (refused) {
        await client.query(`UPDATE worker_jobs SET state = 'dropped', finished_at = now(), reason = $2 WHERE id = $1`, [job.id, refused]);
        return 'dropped' as const;
      }
      await sender.send(job.receiver_principal_id, { seq: job.seq, type: job.type, envelope: JSON.parse(job.json) });
      await client.query(`UPDATE worker_jobs SET state = 'done', attempts = attempts + 1, finished_at = now() WHERE id = $1`, [job.id]);
      return 'sent' as const;
    });
    if (!r) break;
    if (r === 'sent') sent += 1;
    else dropped += 1;
  }
  return { sent, dropped };
}
