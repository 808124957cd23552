// A request that meets a transaction of the test's own while it is still open: the revocation of
// the actor's right (8.3; D375, D407) or a run's cancellation request (15.5; D298) that lands
// between the request's check and its write, deterministically.
import type { Pool, PoolClient } from '../../src/db/pool.ts';
import { until } from './agents.ts';

export interface OpenTransactionSteps<H, T> {
  /** Inside the transaction, before `act`: takes the locks (and reads what the test compares later). */
  hold(tx: PoolClient): Promise<H>;
  /** The request; it must come to wait for a lock that the transaction holds. */
  act(): Promise<T>;
  /** What `act` waits for, in the error when it does not within 10 s. */
  waiting: string;
  /** A LIKE pattern the statement of `act` that waits must match (default: any statement). */
  blockedStatement?: string;
  /** Inside the transaction, once `act` waits, before the commit. */
  beforeCommit?(tx: PoolClient): Promise<void>;
}

/**
 * Opens a transaction on a connection of `pool` and runs `hold` in it; starts `act`; waits until a
 * statement of another session is blocked by this transaction (pg_blocking_pids, and
 * `blockedStatement`); runs `beforeCommit`, commits, and answers what `hold` returned and what `act`
 * answered. On a failure the transaction is rolled back.
 */
export async function actAgainstOpenTransaction<H, T>(pool: Pool, steps: OpenTransactionSteps<H, T>): Promise<{ held: H; answer: T }> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const held = await steps.hold(tx);
    const pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const acting = steps.act();
    await until(
      steps.waiting,
      async () => (await pool.query(`SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid)) AND query LIKE $2`, [pid, steps.blockedStatement ?? '%'])).rowCount! > 0,
      10_000,
    );
    await steps.beforeCommit?.(tx);
    await tx.query('COMMIT');
    return { held, answer: await acting };
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}
