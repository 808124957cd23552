// 7.6: a worker consumer (push, outgoing webhooks) reads the log in seq order
// from its cursor, creates one job per event and receiver, and advances the
// cursor in the same transaction. A crash before COMMIT repeats the round; a
// crash after it never loses or repeats a job.
import type { Pool } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';
import { readAll, type LogRow } from '../events/log-reader.ts';

export interface ConsumerRound {
  read: number;
  jobs: number;
  lastSeq: number;
}

/** Who gets a job for this event; each job re-checks its permission before sending (7.6). */
export type ReceiversOf = (event: LogRow) => Promise<string[]> | string[];

export async function runConsumerRound(pool: Pool, consumer: string, receiversOf: ReceiversOf, pageSize: number): Promise<ConsumerRound> {
  return withTransaction(pool, async (client) => {
    await client.query('INSERT INTO event_consumer_cursors (consumer) VALUES ($1) ON CONFLICT DO NOTHING', [consumer]);
    // The row lock makes rounds of the same consumer on several nodes take turns.
    const { rows } = await client.query<{ last_seq: number }>('SELECT last_seq FROM event_consumer_cursors WHERE consumer = $1 FOR UPDATE', [consumer]);
    const from = rows[0]!.last_seq;
    const events = await readAll(client, from, pageSize);
    let jobs = 0;
    for (const e of events) {
      const receivers = await receiversOf(e);
      if (receivers.length === 0) continue;
      const r = await client.query(
        `INSERT INTO worker_jobs (consumer, event_seq, receiver_principal_id) SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
        [consumer, e.seq, receivers],
      );
      jobs += r.rowCount ?? 0;
    }
    const lastSeq = events.length ? events[events.length - 1]!.seq : from;
    await client.query('UPDATE event_consumer_cursors SET last_seq = $2, updated_at = now() WHERE consumer = $1', [consumer, lastSeq]);
    return { read: events.length, jobs, lastSeq };
  });
}
