// 7.3: events older than sync.event_retention are removed, and min_retained_seq
// moves past them in the same transaction. A cursor below min_retained_seq - 1
// then gets resync_required (retention).
//
// 15.1 (an adapter misses nothing; D360): an agent.invocation of a run that is still queued
// is written again, at the head, in the transaction that removes it. A run waits queued for
// the delivery of its invocation; an adapter away for longer than the retention (or a webhook
// worker stopped that long) would otherwise never learn of it, and the thread would stay
// blocked by a run nobody starts. The copy is a second delivery of the same invocation, which
// 15.3 already allows for: a fresh token at its delivery, and the start is a compare-and-swap.
import { EventType } from '@bothy/generated';
import type { Pool, PoolClient } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';
import type { EventAppender, NewEvent } from '../events/appender.ts';
import type { Logger } from '../logging.ts';

export interface RetentionResult {
  removed: number;
  minRetainedSeq: number;
  /** agent.invocation events of queued runs written again at the head (D360). */
  reissued: number;
}

export interface RetentionDeps {
  pool: Pool;
  appender: EventAppender;
  log: Logger;
  /** Test-only: the broken variant that removes a queued run's invocation like any event (D360's twin). */
  twins?: { retentionDropsQueuedInvocations?: boolean };
}

/**
 * Seqs removed by one transaction at most: a backlog (the first sweep after a long pause, a shorter
 * sync.event_retention) goes in steps, each with min_retained_seq moved past it in its transaction,
 * so that no statement runs for long (server.database_query_timeout, D327) or holds the instance
 * row while it deletes millions of rows.
 */
export const RETENTION_BATCH = 10_000;

/**
 * The invocations in (from, upTo] whose run is still queued and not being cancelled, as stored:
 * their copies keep payload, scope, actor and audience. A run has one invocation in the retained
 * log at any time (its trigger's, its release's or the last copy), so a range holds it at most once.
 */
const QUEUED_INVOCATIONS = `
SELECT e.actor_kind, e.actor_id, e.space_id, e.channel_id, e.thread_id, e.resource_id, e.audience_principal_id, e.payload, e.correlation_id
  FROM event_log e JOIN runs r ON r.id::text = e.resource_id
 WHERE e.seq >= $1 AND e.seq <= $2 AND e.type = $3 AND e.resource_kind = 'run'
   AND r.state = 'queued' AND r.cancel_requested_at IS NULL
 ORDER BY e.seq`;

interface StoredInvocation {
  actor_kind: 'user' | 'agent' | 'app' | 'system' | null;
  actor_id: string | null;
  space_id: string | null;
  channel_id: string | null;
  thread_id: string | null;
  resource_id: string;
  audience_principal_id: string | null;
  payload: NewEvent<typeof EventType.AgentInvocation>['payload'];
  correlation_id: string | null;
}

/**
 * Reads the step's queued invocations before its rows are removed and returns the writer of their
 * copies, called after the delete (D360); it returns how many it wrote.
 */
async function reissueCopies(client: PoolClient, deps: RetentionDeps, from: number, upTo: number): Promise<() => Promise<number>> {
  if (deps.twins?.retentionDropsQueuedInvocations) return async () => 0;
  const { rows } = await client.query<StoredInvocation>(QUEUED_INVOCATIONS, [from, upTo, EventType.AgentInvocation]);
  if (!rows.length) return async () => 0;
  const events = rows.map(
    (r): NewEvent<typeof EventType.AgentInvocation> => ({
      type: EventType.AgentInvocation,
      ...(r.actor_kind ? { actor: r.actor_id ? { kind: r.actor_kind, id: r.actor_id } : { kind: r.actor_kind } } : {}),
      scope: {
        ...(r.space_id ? { space_id: r.space_id } : {}),
        ...(r.channel_id ? { channel_id: r.channel_id } : {}),
        ...(r.thread_id ? { thread_id: r.thread_id } : {}),
      },
      resource: { kind: 'run', id: r.resource_id },
      ...(r.audience_principal_id ? { audiencePrincipalId: r.audience_principal_id } : {}),
      payload: r.payload,
      ...(r.correlation_id ? { correlationId: r.correlation_id } : {}),
    }),
  );
  // Checked against the contract now, before anything is removed: a copy that does not fit fails the step.
  const prepared = deps.appender.prepare(events);
  return async () => {
    await deps.appender.appendPrepared(client, prepared);
    deps.log.info({ runs: rows.map((r) => r.resource_id), up_to_seq: upTo }, 'retention wrote the invocations of queued runs again at the head (D360)');
    return rows.length;
  };
}

export async function runRetention(deps: RetentionDeps, retentionMs: number, batch = RETENTION_BATCH): Promise<RetentionResult> {
  let removed = 0;
  let reissued = 0;
  // The newest seq whose event is older than the retention, read by the first step. occurred_at is
  // the time of its transaction, so a neighbour committed a moment later may go with it; seq order,
  // not time, is what the cursor relies on.
  let last: number | null | undefined;
  for (;;) {
    const step = await withTransaction(deps.pool, async (client) => {
      // Lock the instance row so that two nodes do not sweep at once.
      const { rows: inst } = await client.query<{ min_retained_seq: number }>('SELECT min_retained_seq FROM instance FOR UPDATE');
      const minRetained = inst[0]!.min_retained_seq;
      if (last === undefined) {
        const { rows } = await client.query<{ last: number | null }>(`SELECT max(seq) AS last FROM event_log WHERE occurred_at < now() - $1 * interval '1 millisecond'`, [retentionMs]);
        last = rows[0]?.last ?? null;
      }
      if (last === null || last < minRetained) return { removed: 0, reissued: 0, minRetainedSeq: minRetained, more: false };
      const upTo = Math.min(last, minRetained + batch - 1);
      // Read before the delete; written after it, as the step's last statements (the counter is the
      // appender's last step, 3.2), so the copies' seqs lie above every removed one.
      const copies = await reissueCopies(client, deps, minRetained, upTo);
      const del = await client.query('DELETE FROM event_log WHERE seq <= $1', [upTo]);
      await client.query('UPDATE instance SET min_retained_seq = $1', [upTo + 1]);
      const written = await copies();
      return { removed: del.rowCount ?? 0, reissued: written, minRetainedSeq: upTo + 1, more: upTo < last };
    });
    removed += step.removed;
    reissued += step.reissued;
    if (!step.more) return { removed, reissued, minRetainedSeq: step.minRetainedSeq };
  }
}
