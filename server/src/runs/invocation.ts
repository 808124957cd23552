// What the delivery of an invocation (15.3 step 2), run.start and
// run.token.renew share: the run as they read it, the check of step 2 with the
// current permissions and its stand-ins for I2, SR2 and SR3 (D87), failing a run
// closed (run failed, trigger_state failed, an audit entry), a fresh token, and
// the events of a state change (run.state_changed, message.updated).
import { Action, EventType, type Message, type PayloadOf } from '@bothy/generated';
import { appendAudit } from '../audit/audit.ts';
import { authorize } from '../authz/authorize.ts';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import type { NewEvent } from '../events/appender.ts';
import { signInvocationToken, type SignedInvocation, type ToolClass } from '../identity/invocation-tokens.ts';
import { messageEvent, SELECT_MESSAGE, toMessage, type MessageRow } from '../messages/message.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { initialRunDocument } from './document.ts';
import { discardUntakenInteractions } from './interactions.ts';
import type { RunState } from './state.ts';
import { invocationEvent, queuedEvent, type PlannedRun } from './trigger.ts';
import { personStopStands, transitionRun, type RunRow as StoredRun, type TransitionOptions } from './store.ts';

export type TriggerState = NonNullable<Message['trigger_state']>;

/** A run (store.ts) with what its checks need from the agent, the triggering person and the channel. */
export interface RunRow extends StoredRun {
  /** agents.billing_mode: the configured mode (I3); null when the agent has no agents row (not configured). */
  agent_billing_mode: string | null;
  /** agents.tool_class: the highest class the agent may use. */
  agent_tool_class: ToolClass | null;
  agent_status: string;
  /** agents.followups (15.4, D147): steer feeds a running turn; queue (and no agents row) holds follow-ups for the end. */
  agent_followups: 'steer' | 'queue' | null;
  trigger_principal_status: string;
  channel_read_only: boolean;
  channel_archived: boolean;
}

const SELECT_RUN = `
SELECT r.*, a.billing_mode AS agent_billing_mode, a.tool_class AS agent_tool_class, ap.status AS agent_status, a.followups AS agent_followups,
       tp.status AS trigger_principal_status, c.read_only AS channel_read_only, (c.archived OR s.archived) AS channel_archived
  FROM runs r
  LEFT JOIN agents a ON a.principal_id = r.agent_id
  JOIN principals ap ON ap.id = r.agent_id
  JOIN principals tp ON tp.id = r.trigger_principal_id
  JOIN channels c ON c.id = r.channel_id
  JOIN spaces s ON s.id = c.space_id
 WHERE r.id = $1`;

/** `lock`: FOR UPDATE OF the run row, for a step that decides on what it read. */
export async function readRun(db: Queryable, runId: string, lock = false): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(`${SELECT_RUN}${lock ? ' FOR UPDATE OF r' : ''}`, [runId]);
  return rows[0];
}

/** Why an invocation may not go out (or a token not be renewed); the stand-ins of D87 first. */
export type InvocationRefusal = 'agent_disabled' | 'trigger_principal_disabled' | 'channel_read_only' | 'channel_archived' | 'agent_invoke_denied';

/**
 * 15.3 step 2: authorize(trigger_principal, agent.invoke, thread) with the
 * permissions of now, read in the caller's transaction (never a cache), and the
 * stand-ins for the backend policy I2 (the agent is enabled), SR2 (the
 * triggering person is active) and SR3 (the channel is neither read-only nor archived).
 * `visibilityOf`: how the permissions are read in the caller's transaction (the gate's batch
 * reads each person's once for all its rows, D282).
 */
export async function checkInvocation(
  db: Queryable,
  run: RunRow,
  visibilityOf: (principalId: string) => Promise<Visibility | undefined> = (id) => loadVisibility(db, id),
): Promise<InvocationRefusal | undefined> {
  // No agents row: no configured backend policy, so I2 cannot pass (fail closed).
  if (run.agent_status !== 'active' || run.agent_billing_mode === null || run.agent_tool_class === null) return 'agent_disabled';
  if (run.trigger_principal_status !== 'active') return 'trigger_principal_disabled';
  if (run.channel_read_only) return 'channel_read_only';
  if (run.channel_archived) return 'channel_archived';
  const v = await visibilityOf(run.trigger_principal_id);
  if (!v) return 'trigger_principal_disabled';
  const verdict = authorize(v, Action.AgentInvoke, { spaceId: run.space_id, channelId: run.channel_id });
  if (!verdict.allowed) return verdict.reason === 'inactive' ? 'trigger_principal_disabled' : 'agent_invoke_denied';
  return undefined;
}

/**
 * Whether a person other than the triggering one may still address the agent of the run (agent.invoke on
 * its channel with the permissions of now): the author of an input to it (15.4 "a follow-up is a trigger").
 */
export async function mayInvoke(db: Queryable, run: Pick<RunRow, 'space_id' | 'channel_id'>, principalId: string): Promise<boolean> {
  const v = await loadVisibility(db, principalId);
  return v !== undefined && authorize(v, Action.AgentInvoke, { spaceId: run.space_id, channelId: run.channel_id }).allowed;
}

/** A fresh token for the run with what is configured now (15.3: billing_mode_expected is the current mode). Only after checkInvocation passed. */
export function issueInvocationToken(ctx: Pick<ServerContext, 'keys' | 'config'>, run: RunRow, triggerKind: RunRow['trigger_kind'] = run.trigger_kind): Promise<SignedInvocation> {
  if (run.agent_billing_mode === null || run.agent_tool_class === null) throw new Error('an invocation token for an agent without configuration; checkInvocation refuses it');
  return signInvocationToken(
    ctx.keys,
    { runId: run.id, threadId: run.thread_id, agentId: run.agent_id, triggerKind, billingMode: run.agent_billing_mode, toolClass: run.agent_tool_class },
    ctx.config.spec['agent.invocation_token_ttl'],
  );
}

type Actor = NonNullable<NewEvent['actor']>;

/** The trigger state of the run's message and its message.updated; nothing without a triggering message. */
export async function setTriggerState(db: Queryable, run: RunRow, state: TriggerState, actor: Actor, reason?: string, onlyFrom?: TriggerState): Promise<NewEvent[]> {
  if (!run.trigger_message_id) return [];
  return setMessagesTriggerState(db, run, [run.trigger_message_id], state, actor, reason, onlyFrom);
}

/** The trigger state of messages of the run's thread (its trigger, its follow-ups, 15.4) and a message.updated for each changed one. */
export async function setMessagesTriggerState(
  db: Queryable,
  run: Pick<RunRow, 'space_id' | 'agent_id'>,
  messageIds: readonly string[],
  state: TriggerState,
  actor: Actor,
  reason?: string,
  onlyFrom?: TriggerState,
): Promise<NewEvent[]> {
  if (!messageIds.length) return [];
  const { rows } = await db.query<MessageRow>(
    `WITH m AS (UPDATE messages SET trigger_state = $2, trigger_state_reason = $3, version = version + 1
                 WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND ($4::text IS NULL OR trigger_state = $4) RETURNING *)
     ${SELECT_MESSAGE.replace('FROM messages m', 'FROM m')} ORDER BY m.thread_seq`,
    [messageIds, state, reason ?? null, onlyFrom ?? null],
  );
  // The one wire form of a message (messages/message.ts) carries trigger_state and its reason.
  // messageEvent takes a principal as actor; a trigger state set by the server has the actor system.
  return rows.map((row) => ({ ...messageEvent(EventType.MessageUpdated, run.space_id, toMessage(row), { kind: 'agent', id: run.agent_id }), actor }));
}

/** The summary of 11.3: run.state_changed's payload without the run's IDs (the contract's run.state_changed.v1). */
export type RunSummary = Omit<PayloadOf<typeof EventType.RunStateChanged>, 'run_id' | 'thread_id' | 'agent_id'>;

/** run.state_changed with the summary of 11.3 (state, reason, duration, cost, steps). */
export function runStateChanged(run: Pick<RunRow, 'id' | 'thread_id' | 'channel_id' | 'space_id' | 'agent_id' | 'version'>, summary: RunSummary, actor: Actor): NewEvent {
  return {
    type: EventType.RunStateChanged,
    actor,
    scope: { space_id: run.space_id, channel_id: run.channel_id, thread_id: run.thread_id },
    resource: { kind: 'run', id: run.id, version: run.version },
    payload: { run_id: run.id, thread_id: run.thread_id, agent_id: run.agent_id, ...summary },
  };
}

/** The summary of a run at its state now: steps from the run document, cost from document.cost.total_micros when the adapter reported one. */
export function summaryOf(run: Pick<RunRow, 'state' | 'state_reason' | 'document' | 'started_at' | 'finished_at'>): RunSummary {
  const steps = run.document.steps;
  const s: RunSummary = { state: run.state, step_count: steps && typeof steps === 'object' ? Object.keys(steps).length : 0 };
  if (run.state_reason) s.reason = run.state_reason;
  if (run.started_at && run.finished_at) s.duration_ms = Math.max(0, run.finished_at.getTime() - run.started_at.getTime());
  const cost = (run.document.cost as { total_micros?: unknown } | undefined)?.total_micros;
  if (typeof cost === 'number' && Number.isInteger(cost) && cost >= 0) s.cost_micros = cost;
  return s;
}

/** transitionRun (store.ts, D95) of a run read with its checks: the moved row with the checks' columns as read. */
export async function moveRun(db: Queryable, run: RunRow, to: RunState, options: TransitionOptions = {}): Promise<RunRow | undefined> {
  const moved = await transitionRun(db, run.id, to, options);
  return moved ? { ...run, ...moved } : undefined;
}

/**
 * Fail closed (15.3): the run failed with the reason, its message
 * trigger_state failed with the same reason, run.state_changed and an audit
 * entry, all in the caller's transaction. Undefined when the run had left
 * `from` meanwhile.
 */
export async function failRun(
  db: Queryable,
  run: RunRow,
  from: readonly RunState[],
  reason: string,
  audit: { action: string; actorId: string; outcome: 'denied' | 'failed'; detail?: Record<string, unknown> },
  opts: { jti?: string } = {},
): Promise<{ run: RunRow; events: NewEvent[] } | undefined> {
  const failed = await moveRun(db, run, 'failed', { from, reason, jti: opts.jti });
  if (!failed) return undefined;
  const system: Actor = { kind: 'system' };
  const events = [runStateChanged(failed, summaryOf(failed), system), ...(await setTriggerState(db, failed, 'failed', system, reason))];
  // 15.4: follow-ups of a run that failed before it started (it was queued) are deferred as at every end (D148).
  events.push(...(await settleFollowups(db, failed, 'failed', system, reason)), ...(await discardUntakenInteractions(db, failed, system)));
  await appendAudit(db, {
    action: audit.action,
    actorId: audit.actorId,
    resourceKind: 'run',
    resourceId: run.id,
    outcome: audit.outcome,
    reason,
    detail: { agent_id: run.agent_id, thread_id: run.thread_id, channel_id: run.channel_id, trigger_message_id: run.trigger_message_id, ...audit.detail },
  });
  return { run: failed, events };
}

/** 15.3 step 2 refused a queued run: it fails closed with the refusal, audited as a denied agent.invoke of its trigger person. */
export function failRefused(db: Queryable, run: RunRow, refusal: string, detail: Record<string, unknown>): ReturnType<typeof failRun> {
  return failRun(db, run, ['queued'], refusal, { action: Action.AgentInvoke, actorId: run.trigger_principal_id, outcome: 'denied', detail });
}

/**
 * A run ends (15.3, 15.5): `to` from one of `from` (default: every active state) as
 * the one compare-and-swap, its summary stored, run.state_changed with it and the
 * message's trigger_state (done for completed, else the state) with the reason.
 * Undefined when the run had left `from` meanwhile.
 */
export async function endRun(
  db: Queryable,
  run: RunRow,
  to: 'completed' | 'failed' | 'cancelled',
  reason: string | undefined,
  actor: Actor,
  from?: readonly RunState[],
  options: Pick<TransitionOptions, 'unguarded' | 'cancelRequested'> & { interactionsEndSilently?: boolean } = {},
): Promise<{ run: RunRow; events: NewEvent[] } | undefined> {
  const { interactionsEndSilently, ...transition } = options;
  const ended = await moveRun(db, run, to, { from, reason, ...transition });
  if (!ended) return undefined;
  const summary = summaryOf(ended);
  await db.query(`UPDATE runs SET summary = $2 WHERE id = $1`, [run.id, summary]);
  const trigger: TriggerState = to === 'completed' ? 'done' : to;
  const events = [runStateChanged(ended, summary, actor), ...(await setTriggerState(db, ended, trigger, actor, reason))];
  events.push(...(await settleFollowups(db, ended, trigger, actor, reason)));
  if (!interactionsEndSilently) events.push(...(await discardUntakenInteractions(db, ended, actor)));
  return { run: ended, events };
}

/** The follow-ups' rows and the run document's entries to the status the end gave them (15.4). */
async function markFollowups(db: Queryable, runId: string, followups: readonly { message_id: string }[], status: 'discarded' | 'deferred'): Promise<void> {
  const ids = followups.map((f) => f.message_id);
  await db.query(`UPDATE run_followups SET status = $2, updated_at = now() WHERE run_id = $1 AND message_id = ANY($3::uuid[])`, [runId, status, ids]);
  await db.query(
    `UPDATE runs SET document = document || jsonb_build_object('followups', COALESCE(document->'followups', '{}'::jsonb) || (SELECT jsonb_object_agg(id::text, jsonb_build_object('status', $2::text)) FROM unnest($3::uuid[]) AS id)) WHERE id = $1`,
    [runId, status, ids],
  );
}

/**
 * 15.4 at the end of a run (D148): absorbed follow-ups take the run's trigger state; the
 * open ones (queued, delivered) become discarded when a person cancelled the run (its
 * cancellation request's reason user_cancelled, whatever reason its end carries — the
 * agent's own or cancel_timeout — or an end cancelled with user_cancelled; their messages
 * cancelled with user_cancelled), except those whose message came after the run's cancel
 * request (D293: a new request, not one the person stopped), else deferred: a new run of the same agent, trigger_kind
 * followup, triggered by the first of them (its author the trigger principal), the rest its
 * follow-ups. The new run gets the check of 15.3 step 2 at once, in this transaction: passed,
 * agent.invocation; refused, it fails closed as the gate fails it (failRun), which settles its
 * own follow-ups the same way — each level takes one follow-up, so the recursion ends. An open
 * follow-up whose message was deleted is discarded and takes no part (D316).
 */
async function settleFollowups(db: Queryable, run: RunRow, trigger: TriggerState, actor: Actor, reason: string | undefined): Promise<NewEvent[]> {
  const { rows: all } = await db.query<{ message_id: string; status: string; author: string; after_cancel: boolean; deleted: boolean }>(
    // FOR SHARE: a deletion of one of these messages committed meanwhile is read (the row's newest
    // version), and one that comes later waits for this end and then finds the run it defers (D336).
    `SELECT f.message_id, f.status, m.author_principal_id AS author, f.after_cancel, m.deleted_at IS NOT NULL AS deleted FROM run_followups f JOIN messages m ON m.id = f.message_id
      WHERE f.run_id = $1 AND f.status IN ('queued', 'delivered', 'absorbed') ORDER BY f.ordinal FOR SHARE OF m`,
    [run.id],
  );
  if (!all.length) return [];
  const absorbed = all.filter((f) => f.status === 'absorbed').map((f) => f.message_id);
  const events = await setMessagesTriggerState(db, run, absorbed, trigger, actor, reason);
  // A follow-up whose message was deleted is taken back: discarded, never the trigger of a new run (D316).
  const withdrawn = all.filter((f) => f.status !== 'absorbed' && f.deleted);
  if (withdrawn.length) await markFollowups(db, run.id, withdrawn, 'discarded');
  const open = all.filter((f) => f.status !== 'absorbed' && !withdrawn.includes(f));
  if (!open.length) return events;
  // A person's Stop holds whatever the end reports: the agent may finish with a reason of its own, or the
  // sweep ends the run with cancel_timeout; invoking the agent again for the follow-ups would bypass it.
  // It discards the follow-ups it found; a message sent after it is a new request (D293), deferred below.
  // A Stop that came while another reason's request stood counts the same (D456).
  const stopped = personStopStands(run) || (run.state === 'cancelled' && reason === 'user_cancelled');
  const discarded = stopped ? open.filter((f) => !f.after_cancel) : [];
  const deferred = stopped ? open.filter((f) => f.after_cancel) : open;
  if (discarded.length) {
    await markFollowups(db, run.id, discarded, 'discarded');
    events.push(...(await setMessagesTriggerState(db, run, discarded.map((f) => f.message_id), 'cancelled', actor, 'user_cancelled')));
  }
  if (!deferred.length) return events;
  await markFollowups(db, run.id, deferred, 'deferred');
  const [first, ...rest] = deferred;
  const next: PlannedRun = {
    runId: uuidv7(),
    agentId: run.agent_id,
    kind: 'followup',
    messageId: first!.message_id,
    threadId: run.thread_id,
    channelId: run.channel_id,
    spaceId: run.space_id,
    triggerPrincipalId: first!.author,
  };
  await db.query(
    `INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_message_id, trigger_principal_id, document)
     VALUES ($1, $2, $3, $4, $5, 'followup', $6, $7, $8)`,
    [next.runId, next.agentId, next.threadId, next.channelId, next.spaceId, next.messageId, next.triggerPrincipalId, initialRunDocument(new Date().toISOString())],
  );
  if (rest.length) {
    await db.query(
      `INSERT INTO run_followups (run_id, message_id, ordinal) SELECT $1, f.message_id, f.ordinal FROM run_followups f WHERE f.run_id = $2 AND f.message_id = ANY($3::uuid[])`,
      [next.runId, run.id, rest.map((f) => f.message_id)],
    );
    await db.query(
      `UPDATE runs SET document = document || jsonb_build_object('followups', (SELECT jsonb_object_agg(id::text, jsonb_build_object('status', 'queued')) FROM unnest($2::uuid[]) AS id)) WHERE id = $1`,
      [next.runId, rest.map((f) => f.message_id)],
    );
  }
  // 15.3 step 2 for the new run, now: a run the check refuses (the agent was disabled, the person lost
  // access…) would wait queued for a delivery that never comes and block the thread for other agents.
  const created = (await readRun(db, next.runId))!;
  const queued = [queuedEvent(next)];
  const refusal = await checkInvocation(db, created);
  if (refusal) {
    const failed = await failRefused(db, created, refusal, { followup_of: run.id });
    return [...events, ...queued, ...(failed?.events ?? [])];
  }
  return [...events, ...queued, invocationEvent(next)];
}
