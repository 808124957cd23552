// The one BEGIN … COMMIT / ROLLBACK / release block (D56).
import type { Pool, PoolClient } from './pool.ts';

/**
 * 'read_committed' for the writers (the default, stated, not left to the
 * database's default_transaction_isolation); 'snapshot' for the readers that need
 * one consistent view (REPEATABLE READ READ ONLY: head_seq and what it covers).
 */
export type TransactionIsolation = 'read_committed' | 'snapshot';

const BEGIN: Record<TransactionIsolation, string> = {
  read_committed: 'BEGIN ISOLATION LEVEL READ COMMITTED',
  snapshot: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
};

/**
 * Runs `fn` in a transaction on a client of its own: COMMIT when it returns,
 * ROLLBACK when it (or COMMIT) throws, and the error goes on. A client that
 * cannot roll back is not given back to the pool.
 */
export async function withTransaction<T>(
  pool: Pool,
  fn: (client: PoolClient) => Promise<T>,
  options: {
    isolation?: TransactionIsolation;
    /** Ends the transaction in place of COMMIT, e.g. with statements sent in one message with it (retention's copies, D360). */
    commit?: (client: PoolClient, result: T) => Promise<unknown>;
  } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(BEGIN[options.isolation ?? 'read_committed']);
    const result = await fn(client);
    if (options.commit) await options.commit(client, result);
    else await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((e: unknown) => (broken = e instanceof Error ? e : new Error(String(e))));
    throw err;
  } finally {
    client.release(broken);
  }
}
