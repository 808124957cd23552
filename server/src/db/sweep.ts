// The periodic removals of the server's own work (finished worker jobs, expired idempotency keys)
// in steps: a backlog (after a pause, or a shorter retention) goes in statements of SWEEP_BATCH rows,
// so that none runs near server.database_query_timeout (D327) or holds many row locks at once.
import type { Pool } from './pool.ts';

/** Rows one statement of a sweep removes at most. */
export const SWEEP_BATCH = 10_000;

/** Runs `deleteUpTo` (a DELETE of at most $1 rows) again until it removes fewer; the rows removed in all. */
export async function sweepInSteps(pool: Pool, deleteUpTo: string, batch: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const n = (await pool.query(deleteUpTo, [batch])).rowCount ?? 0;
    removed += n;
    if (n < batch) return removed;
  }
}
