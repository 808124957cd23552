// 7.3: events older than sync.event_retention are removed, and min_retained_seq
// moves past them in the same transaction. A cursor below min_retained_seq - 1
// then gets resync_required (retention).
import type { Pool } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';

export interface RetentionResult {
  removed: number;
  minRetainedSeq: number;
}

export async function runRetention(pool: Pool, retentionMs: number): Promise<RetentionResult> {
  return withTransaction(pool, async (client) => {
    // Lock the instance row so that two nodes do not sweep at once.
    const { rows: inst } = await client.query<{ min_retained_seq: number }>('SELECT min_retained_seq FROM instance FOR UPDATE');
    // The newest seq whose event is older than the retention. occurred_at is the
    // time of its transaction, so a neighbour committed a moment later may go
    // with it; seq order, not time, is what the cursor relies on.
    const { rows } = await client.query<{ last: number | null }>(
      `SELECT max(seq) AS last FROM event_log WHERE occurred_at < now() - $1 * interval '1 millisecond'`,
      [retentionMs],
    );
    const last = rows[0]?.last;
    let removed = 0;
    let minRetained = inst[0]!.min_retained_seq;
    if (last !== null && last !== undefined && last >= minRetained) {
      const del = await client.query('DELETE FROM event_log WHERE seq <= $1', [last]);
      removed = del.rowCount ?? 0;
      minRetained = last + 1;
      await client.query('UPDATE instance SET min_retained_seq = $1', [minRetained]);
    }
    return { removed, minRetainedSeq: minRetained };
  });
}
