// 7.5: after a restore from a backup, `bothy restore finalize` starts a new
// timeline: a new sync_epoch, and every consumer (agents, webhooks, workers)
// moves to the current head_seq, so that none catches up on the old timeline.
import type { Pool } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';
import { uuidv7 } from '../internal/uuid.ts';

/**
 * Every node LISTENs here, in every cluster.mode (7.5, D54): the notification of a
 * new epoch makes each running node re-read instance.sync_epoch, announce it in
 * hello and send resync_required epoch_changed to its connections. The payload
 * is only a wake-up; the instance row is the truth.
 */
export const EPOCH_CHANNEL = 'sync_epoch';

export interface RestoreResult {
  previousEpoch: string;
  syncEpoch: string;
  headSeq: number;
  agentConsumers: number;
  webhookSubscriptions: number;
  workerConsumers: number;
}

/** Broken twins of the lock order (D326): the event counter first (a cycle with the invocation gate); the subscriptions before the workers' cursors (a cycle with a worker round). */
export interface FinalizeTwins {
  restoreCounterFirst?: boolean;
  restoreSubscriptionsFirst?: boolean;
}

export async function finalizeRestore(pool: Pool, twins?: FinalizeTwins): Promise<RestoreResult> {
  return withTransaction(pool, async (client) => {
    const { rows: inst } = await client.query<{ sync_epoch: string }>('SELECT sync_epoch FROM instance FOR UPDATE');
    // Lock the counter so that no event commits between reading head_seq and moving the cursors. The
    // cursors are locked before it (D326), in the order every other path locks them: the workers'
    // cursors (a worker round takes its cursor, then reads the subscriptions FOR KEY SHARE and inserts
    // jobs that name them; a new subscription takes the webhook cursor FOR SHARE first), then the
    // subscriptions, then the agents' cursors (a webhook ack and a subscription's deletion take a
    // subscription, then its consumer's cursor). The invocation gate holds its consumer's cursor and
    // then commits events (the counter): with the counter first, finalize and the gate waited in a
    // cycle, which PostgreSQL ended as a deadlock; so did finalize and a round with the subscriptions
    // before the workers' cursors.
    const lockCounter = () => client.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq' FOR UPDATE`);
    const counterFirst = twins?.restoreCounterFirst ? await lockCounter() : undefined;
    if (twins?.restoreSubscriptionsFirst) await client.query('SELECT 1 FROM webhook_subscriptions ORDER BY id FOR UPDATE');
    await client.query('SELECT 1 FROM event_consumer_cursors ORDER BY consumer FOR UPDATE');
    await client.query('SELECT 1 FROM webhook_subscriptions ORDER BY id FOR UPDATE');
    await client.query('SELECT 1 FROM agent_consumer_cursors ORDER BY agent_id, consumer FOR UPDATE');
    const { rows: head } = counterFirst ?? (await lockCounter());
    const headSeq = head[0]!.value;
    const syncEpoch = uuidv7();
    await client.query('UPDATE instance SET sync_epoch = $1', [syncEpoch]);
    // Webhooks (D127): from head_seq, with a fresh attempt count; a lease in flight can no longer ack (its job is dropped).
    const hooks = await client.query(
      `UPDATE webhook_subscriptions SET last_seq = $1, attempts = 0, failing_since = NULL, next_attempt_at = now(), lease_id = NULL, lease_until = NULL`,
      [headSeq],
    );
    // With the epoch their acked_seq now belongs to: a store of the old timeline no longer matches (D286).
    const agents = await client.query('UPDATE agent_consumer_cursors SET acked_seq = $1, sync_epoch = $2, updated_at = now()', [headSeq, syncEpoch]);
    const workers = await client.query('UPDATE event_consumer_cursors SET last_seq = $1, updated_at = now()', [headSeq]);
    // Jobs of the old timeline name seqs that the new one gives to other events: none of them goes out.
    await client.query(`UPDATE worker_jobs SET state = 'dropped', finished_at = now(), reason = 'restore_finalize' WHERE state = 'queued'`);
    // Delivered with the commit, to every node of the cluster.
    await client.query(`SELECT pg_notify('${EPOCH_CHANNEL}', $1)`, [syncEpoch]);
    return {
      previousEpoch: inst[0]!.sync_epoch,
      syncEpoch,
      headSeq,
      agentConsumers: agents.rowCount ?? 0,
      webhookSubscriptions: hooks.rowCount ?? 0,
      workerConsumers: workers.rowCount ?? 0,
    };
  });
}
