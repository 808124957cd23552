// 7.6: a worker consumer (push, outgoing webhooks) reads the log in seq order
// from its cursor, creates one job per event and receiver, and advances the
// cursor in the same transaction. A crash before COMMIT repeats the round; a
// crash after it never loses or repeats a job.
//
// Several nodes (D120): the round takes the consumer's cursor row FOR UPDATE, so
// rounds of one consumer on several nodes take turns (a row lock, not SKIP
// LOCKED: a round that skipped would just find nothing to do; waiting is as
// cheap and keeps one reader per consumer). The jobs' sending is shared out
// differently, per subscription (webhooks/delivery.ts).
import { SWEEP_BATCH, sweepInSteps } from '../db/sweep.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import type { Queryable } from '../db/queryable.ts';
import { withTransaction } from '../db/transaction.ts';
import { readAll, type LogRow } from '../events/log-reader.ts';

/** The worker consumer of outgoing webhooks (7.6, 15.6). */
export const WEBHOOK_CONSUMER = 'webhook';

const HEAD = `(SELECT value FROM sequence_counters WHERE name = 'event_seq')`;
/**
 * Where a consumer without a cursor row starts: webhooks where the oldest
 * subscription stands (none is older than its creation's head_seq), push at
 * head_seq (no pushes for the past); neither reads the whole log on a first start.
 */
export const START_AT = {
  webhook: `LEAST(${HEAD}, COALESCE((SELECT min(last_seq) FROM webhook_subscriptions), ${HEAD}))`,
  push: HEAD,
};

/**
 * A new receiver of `consumer` (a webhook subscription) starts at head_seq: the caller's transaction
 * waits for a round in progress and holds off the next one (FOR SHARE against the round's FOR UPDATE)
 * until it commits, and reads head_seq only then (D320). Otherwise a round that ran between the
 * receiver's read of head_seq and its commit passed the events after that head without seeing the
 * receiver, and they never got a job. Returns that head_seq.
 */
export async function holdRoundsAtHead(client: Queryable, consumer: string, startAt: string): Promise<number> {
  await client.query(`INSERT INTO event_consumer_cursors (consumer, last_seq) VALUES ($1, ${startAt}) ON CONFLICT DO NOTHING`, [consumer]);
  await client.query('SELECT 1 FROM event_consumer_cursors WHERE consumer = $1 FOR SHARE', [consumer]);
  const { rows } = await client.query<{ head: string }>(`SELECT ${HEAD} AS head`);
  return Number(rows[0]!.head);
}

export interface ConsumerRound {
  read: number;
  jobs: number;
  lastSeq: number;
}

/** A job's receiver: a principal, and for a webhook the subscription it goes to. */
export type Receiver = string | { principalId: string; subscriptionId?: string };

/**
 * Who gets a job for this event; each job re-checks its permission before
 * sending (7.6). `client` is the round's transaction.
 */
export type ReceiversOf = (event: LogRow, client: PoolClient) => Promise<Receiver[]> | Receiver[];

/**
 * Who gets a job for a retention gap the round finds below its cursor (7.3, D363): the job names the
 * gap's last seq, whose event is gone, and its sender tells the receiver to reload (D344).
 */
export type GapReceiversOf = (gapEnd: number, client: PoolClient) => Promise<Receiver[]>;

/**
 * `startAt`: where a consumer that has no cursor row yet starts, as an SQL
 * expression (default 0, the whole log): the webhook consumer starts at the
 * oldest subscription's position, the push consumer at head_seq (workers/loop.ts).
 * `gapReceiversOf`: who gets a job for a retention gap below the cursor (D363); without it a gap is skipped.
 */
export async function runConsumerRound(pool: Pool, consumer: string, receiversOf: ReceiversOf, pageSize: number, startAt = '0', gapReceiversOf?: GapReceiversOf): Promise<ConsumerRound> {
  return withTransaction(pool, async (client) => {
    await client.query(`INSERT INTO event_consumer_cursors (consumer, last_seq) VALUES ($1, ${startAt}) ON CONFLICT DO NOTHING`, [consumer]);
    // The row lock makes rounds of the same consumer on several nodes take turns.
    const { rows } = await client.query<{ last_seq: number }>('SELECT last_seq FROM event_consumer_cursors WHERE consumer = $1 FOR UPDATE', [consumer]);
    const from = Number(rows[0]!.last_seq);
    let jobs = 0;
    const insertJobs = async (seq: number, found: readonly Receiver[]) => {
      const receivers = found.map((r) => (typeof r === 'string' ? { principalId: r } : r));
      if (receivers.length === 0) return;
      const r = await client.query(
        `INSERT INTO worker_jobs (consumer, event_seq, receiver_principal_id, subscription_id)
         SELECT $1, $2, p, s FROM unnest($3::uuid[], $4::uuid[]) AS u(p, s) ON CONFLICT DO NOTHING`,
        [consumer, seq, receivers.map((x) => x.principalId), receivers.map((x) => x.subscriptionId ?? null)],
      );
      jobs += r.rowCount ?? 0;
    };
    const events = await readAll(client, from, pageSize);
    for (const e of events) await insertJobs(e.seq, await receiversOf(e, client));
    let lastSeq = events.length ? Number(events[events.length - 1]!.seq) : from;
    if (gapReceiversOf) {
      // Retention removed events the consumer had not read (it was stopped, or far behind, for longer
      // than sync.event_retention): they made no jobs, so their receivers get one for the gap (D363).
      // The floor is read after the page: whatever lies below it and above the cursor was either in the
      // page (its jobs are made; its sender meets the gap in seq order) or is gone and covered here.
      const { rows: floor } = await client.query<{ min_retained_seq: number }>('SELECT min_retained_seq FROM instance');
      const gapEnd = Number(floor[0]!.min_retained_seq) - 1;
      if (from < gapEnd) {
        await insertJobs(gapEnd, await gapReceiversOf(gapEnd, client));
        lastSeq = Math.max(lastSeq, gapEnd);
      }
    }
    await client.query('UPDATE event_consumer_cursors SET last_seq = $2, updated_at = now() WHERE consumer = $1', [consumer, lastSeq]);
    return { read: events.length, jobs, lastSeq };
  });
}

/**
 * Finished jobs (done, dropped) go once their event has left the log
 * (min_retained_seq, 7.3): until then they say what happened to each event
 * (D125). Queued jobs stay whatever their age: the sender drops one whose event
 * is gone, with its reason.
 */
export async function sweepFinishedJobs(pool: Pool, batch = SWEEP_BATCH): Promise<number> {
  return sweepInSteps(pool, `DELETE FROM worker_jobs WHERE id = ANY(ARRAY(SELECT id FROM worker_jobs WHERE state <> 'queued' AND event_seq < (SELECT min_retained_seq FROM instance) LIMIT $1)) AND state <> 'queued'`, batch);
}

