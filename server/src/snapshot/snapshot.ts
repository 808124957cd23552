// GET /api/v1/sync/snapshot and the snapshot in ready (6.3, 7.3): structure and
// versions together with head_seq, so that every event after head_seq is news and
// every one before is in it. The personal parts (sidebar, read states of every
// visible thread, drafts, the versions of settings, notification preferences and
// quiet hours, feature flags) come from personal/service.ts, the active runs from
// runs/store.ts and the agents' presence from agents/presence.ts, filtered to what
// the person may still read (14).
//
// One statement, one round trip (issue 22; D270): a single statement reads one
// snapshot of the database, as the REPEATABLE READ transaction of twelve statements
// before it did. Its filters need the principal's visibility, so that is read first
// (or taken from the visibility cache, D230) and the statement also returns
// visibility_version: if a permission change committed in between, the visibility
// is read again and the statement repeated; after a few such turns the reads run in
// one REPEATABLE READ transaction, where they cannot differ.
import { Action, type Channel, type Snapshot, type Space } from '@bothy/generated';
import type pg from 'pg';
import { authorize } from '../authz/authorize.ts';
import { keptFor, loadVisibility, VISIBILITY_VERSION, type Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import type { Queryable } from '../db/queryable.ts';
import { GenericPlanStatement } from '../db/generic-plan.ts';
import { bind, statement } from '../db/statement.ts';
import { withTransaction } from '../db/transaction.ts';
import { personalOfSnapshot, personalSnapshotSql, readableChannels, type PersonalSnapshotRow } from '../personal/service.ts';
import { activeRunsOfSnapshot, activeRunsParams, activeRunsSnapshotSql } from '../runs/store.ts';
import { PRESENCE_SNAPSHOT_SQL, presenceOfSnapshot } from '../agents/presence.ts';

type SpaceRow = { id: string; name: string; archived: boolean; version: number };
type ChannelRow = { id: string; space_id: string; name: string; kind: Channel['kind']; read_only: boolean; archived: boolean; version: number; settings_version: number };

export interface SnapshotRow extends PersonalSnapshotRow {
  head: number;
  sync_epoch: string;
  min_retained_seq: number;
  pv: number;
  vv: number;
  spaces: SpaceRow[];
  channels: ChannelRow[];
  active_runs: Parameters<typeof activeRunsOfSnapshot>[0];
  agent_presence: Parameters<typeof presenceOfSnapshot>[0];
}

/** One statement for the whole snapshot (D270), prepared (D278): planning it costs more than running it. */
const SNAPSHOT = statement(
  'snapshot',
  `
SELECT (SELECT value FROM sequence_counters WHERE name = 'event_seq') AS head, i.sync_epoch, i.min_retained_seq,
       (SELECT value FROM sequence_counters WHERE name = 'permission_version') AS pv, ${VISIBILITY_VERSION} AS vv,
       (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name, 'archived', archived, 'version', version) ORDER BY created_at, id), '[]') FROM spaces) AS spaces,
       (SELECT COALESCE(json_agg(json_build_object('id', id, 'space_id', space_id, 'name', name, 'kind', kind, 'read_only', read_only, 'archived', archived,
                                                   'version', version, 'settings_version', settings_version) ORDER BY created_at, id), '[]') FROM channels) AS channels,
       ${personalSnapshotSql('$1::uuid', '$2')},
       ${activeRunsSnapshotSql({ states: '$3', channels: '$4', spaces: '$5', instance: '$6' })} AS active_runs,
       ${PRESENCE_SNAPSHOT_SQL} AS agent_presence
  FROM instance i`,
);

/** Turns of "visibility moved between the two reads" before the reads go into one transaction. */
const FAST_TURNS = 3;

/** Planned once per connection, through a function of its own (D279). */
export const SNAPSHOT_GENERIC = new GenericPlanStatement(SNAPSHOT);

function snapshotValues(v: Visibility): unknown[] {
  const runs = activeRunsParams(v);
  return [v.principalId, readableChannels(v), runs.states, runs.channels, runs.spaces, runs.instance];
}

/** The snapshot statement with its values for a principal's visibility (exported for the plan test). */
export function snapshotQuery(v: Visibility): pg.QueryConfig {
  return bind(SNAPSHOT, snapshotValues(v));
}

/**
 * The snapshot's row; through its function (D279) only where the caller says it runs outside a
 * transaction, since a missing function would abort the caller's transaction (exported for its test).
 */
export async function readSnapshotRow(db: Queryable, v: Visibility, outsideTransaction: boolean): Promise<SnapshotRow> {
  const row = await SNAPSHOT_GENERIC.row<SnapshotRow>(db, snapshotValues(v), outsideTransaction);
  if (!row) throw new Error('the instance row is missing; the database was not initialised');
  return row;
}

/**
 * What a person's claim reads along in its statement (gateway/sessions.ts DeviceClaims; issue 22):
 * an expression read in the statement's snapshot of the database, beside the claim, seeing none of its
 * writes. An identify reads ready's snapshot so (SnapshotRowAlong, D486), a resume resumed's head
 * (gateway/resume-head.ts HeadAlong, D493).
 */
export interface SnapshotAlong {
  /**
   * The expression, with its parameters from `$first` on, and a bare name for the name of the statement
   * that reads it (`claim_<create|reopen>_with_<name>`); undefined: nothing to read, the claim runs alone.
   * Called again with another `first` when the statement of the claim's group is made (D550): it must
   * return the same name, or undefined where the read is no longer possible (its function gone).
   */
  call(first: number): { sql: string; name: string } | undefined;
  /** The values of the expression's parameters. */
  values(): unknown[];
  /** What the expression returned. */
  take(value: unknown): void;
}

/**
 * The snapshot's row read by another statement of the identify, in its round trip (issue 22, D486):
 * a person's identify creates its session row and device claim (gateway/sessions.ts) and reads the
 * snapshot in the same statement, one snapshot of the database, through the function of D279. The
 * statement names the function (`call`), the row comes back through `take` into `row`; readSnapshot
 * takes it as its first turn, for the visibility it was filtered with only, while visibility_version
 * has not moved. `unchecked` is a test's twin: readSnapshot takes the row whatever visibility_version
 * it was read at (a visibility gone stale between the login's read and the claim is trusted).
 */
export class SnapshotRowAlong implements SnapshotAlong {
  row?: SnapshotRow;
  constructor(readonly visibility: Visibility, readonly unchecked = false) {}

  values(): unknown[] {
    return snapshotValues(this.visibility);
  }

  /**
   * The call of the snapshot's function, and the function's bare name (D279: the name holds the
   * definition's hash), or undefined while none is in use (the statement itself then runs in
   * readSnapshot). The parameters take the types of the function's own (installed with no overload, D279).
   */
  call(first: number): { sql: string; name: string } | undefined {
    const fn = SNAPSHOT_GENERIC.functionName;
    if (!fn) return undefined;
    // The schema-qualified, quoted name: the bare name is its last part, of [a-z0-9_] only (generic-plan.ts).
    const name = fn.slice(fn.lastIndexOf('.') + 1).replaceAll('"', '');
    return { sql: `${fn}(${[0, 1, 2, 3, 4, 5].map((i) => `$${first + i}`).join(', ')})`, name };
  }

  /** null: the function found no instance row. */
  take(value: unknown): void {
    this.row = (value as SnapshotRow | null) ?? undefined;
  }
}

/**
 * The snapshot of `principalId` and the visibility it was filtered with (current at head_seq).
 * `known`: a visibility kept from earlier (the cache of D230); used while visibility_version stands.
 * `along`: the row another statement read with `known` (SnapshotRowAlong), the first turn; its `row` is
 * left set only when the snapshot is that row.
 */
export async function readSnapshot(pool: Pool, principalId: string, known?: Visibility, along?: SnapshotRowAlong): Promise<{ snapshot: Snapshot; visibility: Visibility; minRetainedSeq: number }> {
  let v = keptFor(known, principalId) ?? (await loadVisibility(pool, principalId));
  if (along?.row) {
    const row = along.row;
    // Not taken, the row is dropped: the caller then reads the snapshot's generation as of now (login.ts).
    along.row = undefined;
    if (v && along.visibility === v) {
      if (Number(row.vv) === v.visibilityVersion || along.unchecked) {
        along.row = row;
        return build(row, v);
      }
      v = await loadVisibility(pool, principalId);
    }
  }
  for (let turn = 0; v && turn < FAST_TURNS; turn++) {
    const row = await readSnapshotRow(pool, v, true);
    if (Number(row.vv) === v.visibilityVersion) return build(row, v);
    v = await loadVisibility(pool, principalId);
  }
  if (!v) throw new Error(`principal ${principalId} does not exist`);
  // Permissions kept moving: both reads in one snapshot.
  const { row, visibility } = await withTransaction(
    pool,
    async (client) => {
      const visibility = await loadVisibility(client, principalId);
      if (!visibility) throw new Error(`principal ${principalId} does not exist`);
      return { row: await readSnapshotRow(client, visibility, false), visibility };
    },
    { isolation: 'snapshot' },
  );
  return build(row, visibility);
}

function build(row: SnapshotRow, read: Visibility): { snapshot: Snapshot; visibility: Visibility; minRetainedSeq: number } {
  // A change of a device's or a session's status moves permission_version alone (8.2): the state is the same.
  const visibility = Number(row.pv) === read.permissionVersion ? read : { ...read, permissionVersion: Number(row.pv) };
  const personal = personalOfSnapshot(row, visibility);
  const spaces: Space[] = row.spaces.filter((s) => authorize(visibility, Action.SpaceRead, { spaceId: s.id }).allowed);
  const channels: Channel[] = row.channels.filter((c) => authorize(visibility, Action.ChannelRead, { spaceId: c.space_id, channelId: c.id }).allowed);
  return {
    visibility,
    minRetainedSeq: Number(row.min_retained_seq),
    snapshot: {
      head_seq: Number(row.head),
      sync_epoch: row.sync_epoch,
      permission_version: visibility.permissionVersion,
      spaces,
      channels,
      sidebar: personal.sidebar,
      read_states: personal.read_states,
      active_runs: activeRunsOfSnapshot(row.active_runs, visibility),
      agent_presence: presenceOfSnapshot(row.agent_presence, visibility),
      drafts: personal.drafts,
      settings_version: personal.settings_version,
      feature_flags: personal.feature_flags,
      notification_prefs_version: personal.notification_prefs_version,
      quiet_hours_version: personal.quiet_hours_version,
    },
  };
}
