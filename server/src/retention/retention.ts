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
import type { EventAppender, PreparedRow } from '../events/appender.ts';
import { invocationEvent, type PlannedRun } from '../runs/trigger.ts';
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
 * The runs in (from, upTo] whose invocation is there and which are still queued and not being
 * cancelled, with what their copy is built from. A run has one invocation in the retained log at any
 * time (its trigger's, its release's or the last copy), so a range holds it at most once.
 */
const QUEUED_INVOCATIONS = `
SELECT r.id, r.agent_id, r.trigger_kind, COALESCE(r.trigger_message_id::text, e.payload->>'message_id') AS message_id,
       r.thread_id, r.channel_id, r.space_id, r.trigger_principal_id, e.correlation_id
  FROM event_log e JOIN runs r ON r.id::text = e.resource_id
 WHERE e.seq >= $1 AND e.seq <= $2 AND e.type = $3 AND e.resource_kind = 'run'
   AND r.state = 'queued' AND r.cancel_requested_at IS NULL
 ORDER BY e.seq`;

interface QueuedRun {
  id: string;
  agent_id: string;
  trigger_kind: PlannedRun['kind'];
  message_id: string;
  thread_id: string;
  channel_id: string;
  space_id: string;
  trigger_principal_id: string;
  correlation_id: string | null;
}

/** Run IDs named in one log line at most. */
const LOGGED_RUNS = 20;

/**
 * The copies of the step's queued invocations, read before its rows are removed and built as the
 * trigger builds an invocation (runs/trigger.ts), so that each fits the contract of now (D360). One
 * that does not is left out with an error line: the step, and retention, go on.
 */
async function copiesOf(client: PoolClient, deps: RetentionDeps, from: number, upTo: number): Promise<{ rows: PreparedRow[]; runs: string[] }> {
  if (deps.twins?.retentionDropsQueuedInvocations) return { rows: [], runs: [] };
  const { rows } = await client.query<QueuedRun>(QUEUED_INVOCATIONS, [from, upTo, EventType.AgentInvocation]);
  const prepared: PreparedRow[] = [];
  const runs: string[] = [];
  for (const r of rows) {
    const planned: PlannedRun = {
      runId: r.id,
      agentId: r.agent_id,
      kind: r.trigger_kind,
      messageId: r.message_id,
      threadId: r.thread_id,
      channelId: r.channel_id,
      spaceId: r.space_id,
      triggerPrincipalId: r.trigger_principal_id,
    };
    try {
      prepared.push(...deps.appender.prepare([invocationEvent(planned, r.correlation_id ?? undefined)]));
      runs.push(r.id);
    } catch (err) {
      deps.log.error({ err, run_id: r.id }, 'retention could not write the invocation of a queued run again; the run is not invoked after the gap (D360)');
    }
  }
  return { rows: prepared.map((row, i) => ({ ...row, i })), runs };
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
      if (last === null || last < minRetained) return { removed: 0, copies: { rows: [], runs: [] }, minRetainedSeq: minRetained, more: false };
      const upTo = Math.min(last, minRetained + batch - 1);
      // Read before the delete; appended after it, as the step's last statements with its COMMIT (the
      // counter is the appender's last step, 3.2), so the copies' seqs lie above every removed one.
      const copies = await copiesOf(client, deps, minRetained, upTo);
      const del = await client.query('DELETE FROM event_log WHERE seq <= $1', [upTo]);
      await client.query('UPDATE instance SET min_retained_seq = $1', [upTo + 1]);
      return { removed: del.rowCount ?? 0, copies, minRetainedSeq: upTo + 1, more: upTo < last, upTo };
    }, {
      // The copies and COMMIT in one message: the counter row is not held across a round trip.
      commit: (client, r) => (r.copies.rows.length ? deps.appender.appendPreparedAndCommit(client, r.copies.rows) : client.query('COMMIT')),
    });
    removed += step.removed;
    reissued += step.copies.runs.length;
    if (step.copies.runs.length) {
      deps.log.info(
        { reissued: step.copies.runs.length, runs: step.copies.runs.slice(0, LOGGED_RUNS), up_to_seq: step.upTo },
        'retention wrote the invocations of queued runs again at the head (D360)',
      );
    }
    if (!step.more) return { removed, reissued, minRetainedSeq: step.minRetainedSeq };
  }
}
