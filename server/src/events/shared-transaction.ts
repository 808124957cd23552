// One writing transaction that several steps join (5.2, D40): an Idempotency-Key
// request runs its operation, every runEventTransaction and changePermissions
// inside it, and the stored answer in the same transaction, so that the effect
// and the answer commit together or not at all.
//
// The steps leave their events here; commitShared appends them in one message
// with whatever must come before the counter (the answer row) and COMMIT, so the
// counter row stays the last step before COMMIT (3.2). Work that must wait for
// the commit (closing revoked connections, 8.5) waits in afterCommit.
import type { Queryable } from '../db/queryable.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import { ServerError } from '../errors.ts';
import type { EventAppender, PreparedRow } from './appender.ts';

/** A server bug: a failed step of a shared transaction was swallowed. */
export class SharedTransactionError extends ServerError {
  override readonly name = 'SharedTransactionError';
  readonly code = 'shared_transaction_step_failed';
}

export interface SharedTransaction {
  /** The client of the open READ COMMITTED transaction. */
  readonly client: PoolClient;
  /** Prepared events of the steps, in the order the steps ran. */
  readonly events: PreparedRow[];
  /** Run after COMMIT succeeded, in order. */
  readonly afterCommit: (() => Promise<void>)[];
  /**
   * Set when a step threw. A step's writes are not undone on their own (there is
   * no savepoint per step): the error must reach the owner of the transaction,
   * which rolls back. commitShared refuses to commit after a swallowed one.
   */
  failed?: unknown;
}

/** Where a step reads and writes: the shared transaction if it runs in one, else the pool. */
export function queryableOf(ctx: { pool: Pool; tx?: SharedTransaction }): Queryable {
  return ctx.tx?.client ?? ctx.pool;
}

/** Runs `work` after the shared transaction commits, or now when there is none. */
export async function afterCommit(ctx: { tx?: SharedTransaction }, work: () => Promise<void>): Promise<void> {
  if (ctx.tx) ctx.tx.afterCommit.push(work);
  else await work();
}

/** Forgets what the steps left: they were rolled back (to a savepoint). */
export function discardSteps(tx: SharedTransaction): void {
  tx.events.length = 0;
  tx.afterCommit.length = 0;
  tx.failed = undefined;
}

/**
 * `before` (statements with their values written in), the events of every step
 * numbered as one append, and COMMIT: one message, the counter last.
 */
export async function commitShared(appender: EventAppender, tx: SharedTransaction, before: readonly string[]): Promise<void> {
  if (tx.failed !== undefined) throw new SharedTransactionError('a step of the shared transaction failed and its error was caught; the transaction is not committed', { cause: tx.failed });
  if (tx.events.length) {
    await appender.appendPreparedAndCommit(tx.client, tx.events.map((row, i) => ({ ...row, i })), before);
  } else {
    await tx.client.query([...before, 'COMMIT'].join(';\n'));
  }
}
