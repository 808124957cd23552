// Cancellation (15.5, 8.3, R-SY-11; D140-D144): run.cancel_requested to the
// agent with a reason, in the transaction of what caused it — a person's
// POST /runs/{id}/cancel (user_cancelled), or a permission change after which
// the check of 15.3 step 2 no longer passes for the run (access_revoked,
// channel_read_only, agent_disabled, trigger_principal_disabled). A queued run
// has no runtime to stop and ends cancelled at once; a running or waiting one
// waits for the agent's finish, and the job sweepCancelTimeouts ends it
// cancelled with cancel_timeout once agent.cancel_grace has passed.
import { Action, EventType, ProblemCode, type PayloadOf } from '@bothy/generated';
import { appendAudit } from '../audit/audit.ts';
import { requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { DomainError } from '../errors.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { checkInvocation, endRun, readRun, type InvocationRefusal, type RunRow } from './invocation.ts';
import { ACTIVE_RUN_STATES, type RunState } from './state.ts';
import { findRun, personStopStands, toRun, type Run } from './store.ts';

export type CancelReason = PayloadOf<typeof EventType.RunCancelRequested>['reason'];
type Actor = NonNullable<NewEvent['actor']>;

const SYSTEM: Actor = { kind: 'system' };

/** The reason of run.cancel_requested for a run whose check of 15.3 step 2 fails now (D142). */
const REASON_OF: Record<InvocationRefusal, CancelReason> = {
  agent_invoke_denied: 'access_revoked',
  channel_archived: 'access_revoked',
  channel_read_only: 'channel_read_only',
  agent_disabled: 'agent_disabled',
  trigger_principal_disabled: 'trigger_principal_disabled',
};

export const isActive = (state: RunState): boolean => (ACTIVE_RUN_STATES as readonly RunState[]).includes(state);

function cancelRequested(run: RunRow, reason: CancelReason, actor: Actor): NewEvent<typeof EventType.RunCancelRequested> {
  return {
    type: EventType.RunCancelRequested,
    actor,
    scope: { space_id: run.space_id, channel_id: run.channel_id, thread_id: run.thread_id },
    resource: { kind: 'run', id: run.id },
    audiencePrincipalId: run.agent_id,
    payload: { run_id: run.id, reason },
  };
}

/**
 * Writes the request for one run, read and locked by the caller, in the caller's
 * transaction: cancel_requested_at and cancel_reason, run.cancel_requested to the
 * agent and an audit entry; a queued run also ends cancelled with the reason
 * (run.state_changed, trigger_state cancelled). Undefined when the run has ended
 * or its cancellation was requested already (the first reason stands).
 */
export async function requestCancel(db: Queryable, run: RunRow, reason: CancelReason, actor: Actor): Promise<{ run: RunRow; events: NewEvent[] } | undefined> {
  if (!isActive(run.state) || run.cancel_requested_at) return undefined;
  const { rows } = await db.query<Pick<RunRow, 'cancel_requested_at' | 'cancel_reason'>>(
    `UPDATE runs SET cancel_requested_at = now(), cancel_reason = $2, updated_at = now()
      WHERE id = $1 AND state = ANY($3::text[]) AND cancel_requested_at IS NULL RETURNING cancel_requested_at, cancel_reason`,
    [run.id, reason, ACTIVE_RUN_STATES],
  );
  if (!rows[0]) return undefined;
  let requested: RunRow = { ...run, ...rows[0] };
  const events: NewEvent[] = [cancelRequested(requested, reason, actor)];
  if (requested.state === 'queued') {
    const ended = await endRun(db, requested, 'cancelled', reason, actor, ['queued']);
    if (ended) {
      requested = ended.run;
      events.push(...ended.events);
    }
  }
  await auditCancel(db, run, reason, actor);
  return { run: requested, events };
}

/** The audit entry of a cancellation request or a person's Stop (run.cancel). */
function auditCancel(db: Queryable, run: RunRow, reason: CancelReason, actor: Actor, detail: Record<string, unknown> = {}): Promise<unknown> {
  return appendAudit(db, {
    action: Action.RunCancel,
    actorId: actor.id ?? undefined,
    resourceKind: 'run',
    resourceId: run.id,
    outcome: 'allowed',
    reason,
    detail: { agent_id: run.agent_id, thread_id: run.thread_id, channel_id: run.channel_id, trigger_principal_id: run.trigger_principal_id, state: run.state, ...detail },
  });
}

/**
 * 8.3, 15.5, R-SY-11: after a permission or structure change, in its transaction,
 * every active run that the change may touch is checked as a delivery would check
 * it (15.3 step 2, with the permissions the transaction sees now); each that no
 * longer passes gets run.cancel_requested with the reason of REASON_OF. Touched:
 * the runs triggered by or executed by one of `principals`, or every run of
 * `channelId`. For all agents.
 */
export async function cancelRunsThatLostAccess(db: Queryable, touched: { principals: readonly string[] } | { channelId: string }, actor: Actor): Promise<NewEvent[]> {
  const byPrincipals = 'principals' in touched;
  if (byPrincipals && !touched.principals.length) return [];
  // Locked in id order, as every other step that locks several runs would.
  const { rows } = await db.query<{ id: string }>(
    byPrincipals
      ? `SELECT id FROM runs WHERE state = ANY($1::text[]) AND cancel_requested_at IS NULL AND (trigger_principal_id = ANY($2::uuid[]) OR agent_id = ANY($2::uuid[])) ORDER BY id FOR UPDATE`
      : `SELECT id FROM runs WHERE state = ANY($1::text[]) AND cancel_requested_at IS NULL AND channel_id = $2 ORDER BY id FOR UPDATE`,
    [ACTIVE_RUN_STATES, byPrincipals ? touched.principals : touched.channelId],
  );
  const events: NewEvent[] = [];
  for (const { id } of rows) {
    const run = await readRun(db, id);
    if (!run) continue;
    const refusal = await checkInvocation(db, run);
    if (!refusal) continue;
    const requested = await requestCancel(db, run, REASON_OF[refusal], actor);
    if (requested) events.push(...requested.events);
  }
  return events;
}

/** The end reason of a queued run whose trigger message was deleted (D336): run.state_changed's and the run's state_reason. */
export const TRIGGER_DELETED = 'trigger_deleted';

/**
 * The queued runs that message `messageId` triggers, locked (FOR UPDATE, in id order): what a deletion
 * of the message ends (D336). Called before the message's own row is locked, so that the deletion
 * takes run, then message, as every step of a run does (its trigger state).
 */
export async function lockQueuedRunsTriggeredBy(db: Queryable, messageId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM runs WHERE trigger_message_id = $1 AND state = 'queued' ORDER BY id FOR UPDATE`, [messageId]);
  return rows.map((r) => r.id);
}

/**
 * D336: message `messageId`, locked by this transaction, is deleted (now or before): the person took
 * the request back before any runtime had it. Each run it triggers that is still queued ends cancelled
 * with TRIGGER_DELETED; its open follow-ups are deferred into a new run as at any end that is not a
 * person's Stop (settleFollowups). The runs locked before the message (`locked`), and then any that
 * another transaction committed meanwhile (a run deferred onto this message at a run's end, whose
 * insert waited for the message's lock): those are taken without waiting (SKIP LOCKED keeps the
 * order run, then message; one locked elsewhere now is ended at its start, endIfTriggerDeleted).
 * No run.cancel_requested: there is no runtime to stop, and an adapter that holds the invocation is
 * refused its start (run_not_active). A running run is left as it is (D316: its runtime may have the
 * request already).
 */
export async function endQueuedRunsOfDeletedTrigger(db: Queryable, messageId: string, locked: readonly string[], actor: Actor): Promise<NewEvent[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM runs WHERE trigger_message_id = $1 AND state = 'queued' AND NOT (id = ANY($2::uuid[])) ORDER BY id FOR UPDATE SKIP LOCKED`, [messageId, locked]);
  const events: NewEvent[] = [];
  for (const id of [...locked, ...rows.map((r) => r.id)]) {
    const run = await readRun(db, id);
    if (run?.state !== 'queued') continue;
    const ended = await endRun(db, run, 'cancelled', TRIGGER_DELETED, actor, ['queued']);
    if (ended) events.push(...ended.events);
  }
  return events;
}

/**
 * The run's open follow-ups (queued, delivered) as found by a person's Stop (a cancel, or a control
 * command the agent may stop on, D457): after_cancel false, so that the end of a Stop discards them; a
 * message after the Stop reads the run's request or command under the run's lock and is flagged (D293).
 * Called with the run locked (its row updated in the same transaction).
 */
export async function foundByStop(db: Queryable, runId: string): Promise<void> {
  await db.query(`UPDATE run_followups SET after_cancel = false, updated_at = now() WHERE run_id = $1 AND status IN ('queued', 'delivered') AND after_cancel`, [runId]);
}

/**
 * D456: a person's Stop of a run (locked) whose cancellation another reason requested before. No second
 * run.cancel_requested (the agent is stopping already); the run keeps the Stop, and the follow-ups it
 * finds now count as found by it (after_cancel false), so the end discards them as it discards those of
 * a first Stop; a message after this Stop is flagged by the message statement (the run has a request)
 * and is deferred (D293). Audited as every Stop is.
 */
async function recordStop(db: Queryable, run: RunRow, actor: Actor): Promise<void> {
  await db.query(`UPDATE runs SET stopped_by_person = true, updated_at = now() WHERE id = $1`, [run.id]);
  await foundByStop(db, run.id);
  await auditCancel(db, run, 'user_cancelled', actor, { standing_reason: run.cancel_reason });
}

/** POST /runs/{id}/cancel (run.cancel, D141): the triggering person or manage on the channel; user_cancelled. */
export async function cancelByPerson(ctx: ServerContext, auth: AuthContext, v: Visibility, runId: string): Promise<Run> {
  // A person's Stop (15.5): its end discards the follow-ups it found (D293). An agent, even with manage on
  // the channel, stops no other agent's run; it ends its own with finish (D469). Before the lookup: the
  // same answer whether the run exists or not.
  if (auth.kind !== 'user' && !ctx.twins?.agentInputAllowed) throw new DomainError(ProblemCode.Forbidden, 'a run is cancelled by a person (15.5); an agent ends its own run with finish');
  const found = await findRun(queryableOf(ctx), runId);
  const place = found && { spaceId: found.space_id, channelId: found.channel_id, authorId: found.trigger_principal_id };
  requireAccess(v, Action.RunCancel, place, 'run');
  const actor: Actor = { kind: auth.kind, id: auth.principalId };
  const { result } = await runEventTransaction(ctx, async (client) => {
    // The person's permissions of now, before the run's lock (D375).
    requireAccess(await writerVisibility(client, v, 'run', ctx.twins?.contentWriteCheckedBefore), Action.RunCancel, place, 'run');
    const run = (await readRun(client, runId, true))!;
    if (run.cancel_requested_at && isActive(run.state)) {
      // Another reason's request stands (access removal, a read-only channel): it stays the agent's reason
      // (D141), and the person's Stop is kept for the end, which then discards what the Stop found (D456).
      if (!personStopStands(run) && !ctx.twins?.stopIgnoredWhileCancelling) await recordStop(client, run, actor);
      return { result: toRun(run), events: [] };
    }
    if (!isActive(run.state)) {
      // The same request again after the run ended on it answers the run; anything else is too late.
      if (run.state === 'cancelled' && personStopStands(run)) return { result: toRun(run), events: [] };
      throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`);
    }
    // Messages after a control command of the agent were flagged (D457); this Stop found them (before a queued run ends at once).
    await foundByStop(client, run.id);
    const requested = (await requestCancel(client, run, 'user_cancelled', actor))!;
    const events = ctx.twins?.cancelWithoutRequest ? requested.events.filter((e) => e.type !== EventType.RunCancelRequested) : requested.events;
    return { result: toRun(requested.run), events };
  });
  return result;
}

/**
 * The job of D143: every run whose cancellation was requested more than
 * agent.cancel_grace ago (by the database's clock) and that is still active ends
 * cancelled with cancel_timeout. Each run in its own transaction, locked and
 * decided again there, so several nodes running the job end each run once, and a
 * restart loses nothing (the request is a column). Returns how many it ended.
 */
export async function sweepCancelTimeouts(ctx: ServerContext, limit = 200): Promise<number> {
  const graceMs = ctx.config.spec['agent.cancel_grace'];
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT id FROM runs WHERE state = ANY($1::text[]) AND cancel_requested_at <= now() - $2 * interval '1 millisecond'
      ORDER BY cancel_requested_at LIMIT $3`,
    [ACTIVE_RUN_STATES, graceMs, limit],
  );
  let ended = 0;
  for (const { id } of rows) {
    const unguarded = ctx.twins?.cancelSweepUnguarded;
    const { result } = await runEventTransaction(ctx, async (client) => {
      const run = await readRun(client, id, !unguarded);
      if (!run || !isActive(run.state) || !run.cancel_requested_at) return { result: false, events: [] };
      const due = await client.query(`SELECT 1 FROM runs WHERE id = $1 AND cancel_requested_at <= now() - $2 * interval '1 millisecond'`, [id, graceMs]);
      if (!due.rowCount) return { result: false, events: [] };
      if (unguarded) await new Promise((r) => setTimeout(r, unguarded.pauseMs));
      const done = await endRun(client, run, 'cancelled', 'cancel_timeout', SYSTEM, [run.state], unguarded ? { unguarded: true } : {});
      if (!done) return { result: false, events: [] };
      await appendAudit(client, {
        action: Action.RunCancel,
        resourceKind: 'run',
        resourceId: id,
        outcome: 'allowed',
        reason: 'cancel_timeout',
        detail: { agent_id: run.agent_id, cancel_reason: run.cancel_reason, grace_ms: graceMs },
      });
      return { result: true, events: done.events };
    });
    if (result) ended += 1;
  }
  return ended;
}
