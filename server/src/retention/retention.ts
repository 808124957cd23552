// 7.3: events older than sync.event_retention are removed, and min_retained_seq
// moves past them in the same transaction. A cursor below min_retained_seq - 1
// then gets resync_required (retention).
import type { Pool } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';

export interface RetentionResult {
  removed: number;
  minRetainedSeq: number;
}

/**
 * Seqs removed by one transaction at most: a backlog (the first sweep after a long pause, a shorter
 * sync.event_retention) goes in steps, each with min_retained_seq moved past it in its transaction,
 * so that no statement runs for long (server.database_query_timeout, D327) or holds the instance
 * row while it deletes millions of rows.
 */
export const RETENTION_BATCH = 10_000;

export async function runRetention(pool: Pool, retentionMs: number, batch = RETENTION_BATCH): Promise<RetentionResult> {
  let removed = 0;
  // The newest seq whose event is older than the retention, read by the first step. occurred_at is
  // the time of its transaction, so a neighbour committed a moment later may go with it; seq order,
  // not time, is what the cursor relies on.
  let last: number | null | undefined;
  for (;;) {
    const step = await withTransaction(pool, async (client) => {
      // Lock the instance row so that two nodes do not sweep at once.
      const { rows: inst } = await client.query<{ min_retained_seq: number }>('SELECT min_retained_seq FROM instance FOR UPDATE');
      const minRetained = inst[0]!.min_retained_seq;
      if (last === undefined) {
        const { rows } = await client.query<{ last: number | null }>(`SELECT max(seq) AS last FROM event_log WHERE occurred_at < now() - $1 * interval '1 millisecond'`, [retentionMs]);
        last = rows[0]?.last ?? null;
      }
      if (last === null || last < minRetained) return { removed: 0, minRetainedSeq: minRetained, more: false };
      const upTo = Math.min(last, minRetained + batch - 1);
      const del = await client.query('DELETE FROM event_log WHERE seq <= $1', [upTo]);
      await client.query('UPDATE instance SET min_retained_seq = $1', [upTo + 1]);
      return { removed: del.rowCount ?? 0, minRetainedSeq: upTo + 1, more: upTo < last };
    });
    removed += step.removed;
    if (!step.more) return { removed, minRetainedSeq: step.minRetainedSeq };
  }
}
