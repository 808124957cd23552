// Runs as stored (15.3, 11.1; migration 0009, D79): reading one, the active ones
// a principal may see (the snapshot's active_runs) and the one way a run changes
// state, a compare-and-swap along the transition table (state.ts, D81, D95) that
// trigger's gate, start, finish and failing a run all go through.
import type { RunDocument, RunState, restComponents } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { Action, ProblemCode } from '@bothy/generated';
import { canSee, notFound, requireAccess } from '../authz/require.ts';
import { DomainError } from '../errors.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import { EPHEMERAL_CHANNEL } from '../gateway/listener.ts';
import { HAS_TOKEN, type ConsumerTokens } from './consumer-tokens.ts';
import { documentOf } from './document.ts';
import { ACTIVE_RUN_STATES, isTerminal, RUN_STATES, statesInto } from './state.ts';

export type Run = restComponents['schemas']['Run'];

export interface RunRow {
  id: string;
  agent_id: string;
  thread_id: string;
  channel_id: string;
  space_id: string;
  trigger_kind: NonNullable<Run['trigger_kind']>;
  trigger_message_id: string | null;
  trigger_principal_id: string;
  state: RunState;
  state_reason: string | null;
  version: number;
  document: RunDocument;
  /** The record of the consumer entry written last (D314); decisions read consumer_tokens. */
  invocation_jti: string | null;
  /** Each consumer's newest invocation token of this run (runs/consumer-tokens.ts, D314). */
  consumer_tokens: ConsumerTokens;
  started_jti: string | null;
  renewed_from_jti: string | null;
  /** The seq of the input (agent.followup, interaction.created) whose delivery set invocation_jti while the run waited (D313). */
  invocation_input_seq: string | number | null;
  /** The seq of the input whose token resumed the run last; 0 when none did (D313). */
  resumed_input_seq: string | number;
  /** The highest input delivered while the run was running; 0 when none was (D370). */
  running_input_seq: string | number;
  invocation_held_until: Date | null;
  billing_mode_expected: string | null;
  billing_mode_used: string | null;
  tool_class_used: string | null;
  external_session_ref: string | null;
  model: string | null;
  summary: Record<string, unknown> | null;
  /** 15.5 (D140): when run.cancel_requested was written, and why; the run must end cancelled. */
  cancel_requested_at: Date | null;
  cancel_reason: NonNullable<Run['cancel_reason']> | null;
  /** D456: a person's Stop came while the cancellation of another reason stood; the end discards what it found. */
  stopped_by_person: boolean;
  /** D457: when a person last invoked a control command of the agent on this run (the agent may stop on it). */
  control_invoked_at: Date | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

/** A person's Stop stands for the run: its request's reason, or one kept beside another reason's request (D456). */
export function personStopStands(run: Pick<RunRow, 'cancel_reason' | 'stopped_by_person'>): boolean {
  return run.cancel_reason === 'user_cancelled' || run.stopped_by_person;
}

/** The wire form of a run (openapi Run): no null, no token identifiers (ADR 0053, R-SY-17). */
export function toRun(row: RunRow): Run {
  const run: Run = {
    id: row.id,
    thread_id: row.thread_id,
    channel_id: row.channel_id,
    agent_id: row.agent_id,
    state: row.state,
    version: row.version,
    // openapi-typescript reads an open `type: object` (metrics, cost) as Record<string, never>.
    document: documentOf(row.document, row.state, row.version) as Run['document'],
    trigger_kind: row.trigger_kind,
    trigger_principal_id: row.trigger_principal_id,
    created_at: row.created_at.toISOString(),
  };
  if (row.trigger_message_id) run.trigger_message_id = row.trigger_message_id;
  if (row.state_reason) run.state_reason = row.state_reason;
  if (row.cancel_reason) run.cancel_reason = row.cancel_reason;
  if (row.cancel_requested_at) run.cancel_requested_at = row.cancel_requested_at.toISOString();
  if (row.started_at) run.started_at = row.started_at.toISOString();
  if (row.finished_at) run.finished_at = row.finished_at.toISOString();
  return run;
}

export async function findRun(db: Queryable, id: string, lock = false): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(`SELECT * FROM runs WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** Where a run is, for authorize: run.read is read on its channel (D49: a hidden run answers as a missing one). */
function runPlace(row: Pick<RunRow, 'space_id' | 'channel_id'>): { spaceId: string; channelId: string } {
  return { spaceId: row.space_id, channelId: row.channel_id };
}

/**
 * Who may reach a run by its ID (D97). `read` (GET /runs/{id}): its own agent, and
 * whoever has run.read (read on its channel). `agent` (start, renew, finish): its
 * own agent only; someone who sees the channel gets 403. Everyone else, and a run
 * that does not exist, gets the same 404 (D49, D50).
 */
export function requireRun(v: Visibility, row: RunRow | undefined, use: 'read' | 'agent'): asserts row is RunRow {
  if (row && v.active && row.agent_id === v.principalId) return;
  if (use === 'read') return requireAccess(v, Action.RunRead, row && runPlace(row), 'run');
  if (row && canSee(v, runPlace(row))) throw new DomainError(ProblemCode.Forbidden, 'only the agent of the run may do this');
  throw notFound('run');
}

/**
 * The snapshot's active_runs (6.3), a column of the snapshot's one statement (snapshot.ts): queued,
 * running and waiting_input runs of the places the principal reaches, as JSON. `p` names the SQL
 * parameters of activeRunsParams; activeRunsOfSnapshot keeps what authorize allows (7.2).
 */
export function activeRunsSnapshotSql(p: { states: string; channels: string; spaces: string; instance: string }): string {
  // The partial index runs_thread_active serves the state filter.
  return `(SELECT COALESCE(json_agg(json_build_object('id', id, 'thread_id', thread_id, 'agent_id', agent_id, 'state', state, 'version', version, 'channel_id', channel_id, 'space_id', space_id) ORDER BY id), '[]')
     FROM runs WHERE state = ANY(${p.states}::text[]) AND (channel_id = ANY(${p.channels}::uuid[]) OR space_id = ANY(${p.spaces}::uuid[]) OR ${p.instance}::boolean))`;
}

/** The values of activeRunsSnapshotSql's parameters: nothing reaches no run. */
export function activeRunsParams(v: Visibility): { states: readonly string[]; channels: string[]; spaces: string[]; instance: boolean } {
  const reaches = v.active && (v.channelLevels.size > 0 || v.instanceLevel !== undefined || v.spaceLevels.size > 0);
  return reaches ? { states: ACTIVE_RUN_STATES, channels: [...v.channelLevels.keys()], spaces: [...v.spaceLevels.keys()], instance: v.instanceLevel !== undefined } : { states: [], channels: [], spaces: [], instance: false };
}

export function activeRunsOfSnapshot(rows: Pick<RunRow, 'id' | 'thread_id' | 'agent_id' | 'state' | 'version' | 'channel_id' | 'space_id'>[], v: Visibility): { run_id: string; thread_id: string; agent_id: string; state: RunState; version: number }[] {
  if (!v.active) return [];
  return rows
    .filter((r) => authorize(v, Action.RunRead, runPlace(r)).allowed)
    .map((r) => ({ run_id: r.id, thread_id: r.thread_id, agent_id: r.agent_id, state: r.state, version: r.version }));
}

export interface TransitionOptions {
  /** Only from these states (a CAS on a state the caller read); intersected with the table. Default: every state the table allows. */
  from?: RunState | readonly RunState[];
  /** Only while some consumer's newest token is this jti and it is not spent (started_jti; the start's CAS on the delivery, 15.3 step 4, R-SY-19; D314). */
  jti?: string;
  /** The twins resumeAcceptsConsumed and casTakesSpentToken only (context.ts): the jti CAS does not ask that the token is unspent. */
  spentTokenAllowed?: true;
  /** The reason of the new state; a state without one clears the reason of the old (D95). */
  reason?: string;
  /**
   * Only while a cancellation request is there (true) or not (false), as the caller read it: a
   * decision made on that read (start, resume, finish's end state) cannot land after a request it
   * did not see (15.5, D298). Undefined: not checked.
   */
  cancelRequested?: boolean;
  /** More columns to set in the same UPDATE, e.g. started_jti; names checked, values bound. */
  set?: Record<string, unknown>;
  /** The twin startWithoutCas only (context.ts): no state CAS, no table, no jti; shows what the CAS prevents. */
  unguarded?: true;
}

const TERMINAL_STATES: readonly RunState[] = RUN_STATES.filter(isTerminal);

/**
 * The one way a run changes state (D81, D95): moves it to `to` if the table allows
 * it from the state it is in now and that state is among `from`, as one
 * compare-and-swap: UPDATE ... WHERE state = ANY(allowed) [AND a consumer's newest token is jti, unspent].
 * No row back means the run does not exist, is in a state that may not go there,
 * or another step won; undefined then. Bumps version and keeps the stored run
 * document's state and version in step with the row; running sets started_at
 * once, a terminal state sets finished_at.
 */
export async function transitionRun(db: Queryable, id: string, to: RunState, options: TransitionOptions = {}): Promise<RunRow | undefined> {
  const from = options.from === undefined ? undefined : typeof options.from === 'string' ? [options.from] : options.from;
  const allowed = options.unguarded ? [...RUN_STATES] : statesInto(to).filter((s) => from === undefined || from.includes(s));
  if (!allowed.length) return undefined;
  const extra = Object.entries(options.set ?? {});
  for (const [column] of extra) if (!/^[a-z_]+$/.test(column)) throw new Error(`not a column name: ${column}`);
  const jti = options.unguarded ? null : (options.jti ?? null);
  const cancelRequested = options.unguarded ? null : (options.cancelRequested ?? null);
  const values: unknown[] = [id, to, allowed, options.reason ?? null, jti, TERMINAL_STATES, cancelRequested, ...extra.map(([, v]) => v)];
  const assignments = extra.map(([column], i) => `, ${column} = $${i + 8}`).join('');
  // The new version notifies the live box like a patch (11.3, R-SY-25; D429): the state is part of the document.
  const { rows } = await db.query<RunRow & { run_notice?: unknown }>(
    `WITH u AS (UPDATE runs SET state = $2, state_reason = $4, version = version + 1, updated_at = now(),
            document = document || jsonb_build_object('state', $2::text, 'version', version + 1),
            started_at = CASE WHEN $2 = 'running' THEN COALESCE(started_at, now()) ELSE started_at END,
            finished_at = CASE WHEN $2 = ANY($6::text[]) THEN now() ELSE finished_at END${assignments}
      WHERE id = $1 AND state = ANY($3::text[]) AND ($5::text IS NULL OR (${HAS_TOKEN(5)}${options.spentTokenAllowed ? '' : ' AND started_jti IS DISTINCT FROM $5'}))
        AND ($7::boolean IS NULL OR (cancel_requested_at IS NOT NULL) = $7) RETURNING *)
     SELECT u.*, ${runNoticeSql('u')} AS run_notice FROM u`,
    values,
  );
  const row = rows[0];
  if (row) delete row.run_notice;
  return row;
}

/**
 * The NOTIFY ephemeral of a run's new version (RunChangedMessage of patch.ts: IDs and the version,
 * R-SY-25) as SQL over the row `alias`: for the versions the server writes itself in a statement
 * (a state change, the follow-up entries of a message), which store no ops; the live box sends
 * them as snapshot (11.3; D429). Sent when the transaction commits.
 */
export function runNoticeSql(alias: string): string {
  return `pg_notify('${EPHEMERAL_CHANNEL}', json_build_object('k', 'run', 'run_id', ${alias}.id, 'thread_id', ${alias}.thread_id, 'version', ${alias}.version)::text)`;
}
