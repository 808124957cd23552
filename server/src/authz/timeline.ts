// 8.1 in log order: "a gateway process updates the permission cache of a
// principal when it reaches that principal's access.changed event in the log.
// It checks all events after that with the new state."
//
// A reader (a catch-up page, a gateway connection) can only read the state of
// permissions as it is now, V(head), never as it was at some seq s in the past.
// V(head) alone is wrong for older events twice over: a target that was removed
// at r and given back at a > r looks visible for the events between r and a,
// and a target given at a looks visible for the events before a. Both leak.
// The principal's own access.changed events between s and head say exactly
// what changed, so V(s) is V(head) with those changes undone, newest first,
// and never more than V(head): a target that is not visible now stays hidden
// (permissions at delivery apply too, 8.1 first sentence; fail closed).
//
// Every receive action needs only presence on its target (authorize.ts,
// 'read' on a channel or a visible space), and access.changed lists every
// affected channel, space and instance target (changes.ts diffs the whole
// visibleTargets map), so undoing presence per target is exact.
import { EventType, type AccessChangedV1 } from '@bothy/generated';
import type { Pool } from '../db/pool.ts';
import type { Queryable } from '../db/queryable.ts';
import { withTransaction } from '../db/transaction.ts';
import { readTimeline, TIMELINE_COLUMNS, timelineOf, type TimelineRow } from '../events/log-reader.ts';
import type { Timeline } from '../catchup/resync.ts';
import { keptFor, loadVisibility, visibleTargets, VISIBILITY_VERSION, type Visibility } from './visibility.ts';

export interface AccessChange {
  seq: number;
  payload: AccessChangedV1;
}

/** The principal's own access.changed events in (after, head], in log order. */
export async function readAccessChanges(db: Queryable, principalId: string, after: number, head: number): Promise<AccessChange[]> {
  if (head <= after) return [];
  const { rows } = await db.query<{ seq: number; payload: AccessChangedV1 }>(
    `SELECT seq, payload FROM event_log
      WHERE audience_principal_id = $1 AND type = $2 AND seq > $3 AND seq <= $4
      ORDER BY seq`,
    [principalId, EventType.AccessChanged, after, head],
  );
  return rows.map((r) => ({ seq: Number(r.seq), payload: r.payload }));
}

const targetKey = (t: { kind: string; id: string }): string => `${t.kind}:${t.id}`;

/** V(head) without the targets that were not visible at some earlier point. */
function without(v: Visibility, absent: Set<string>): Visibility {
  if (absent.size === 0) return v;
  const channelLevels = new Map(v.channelLevels);
  const directChannelLevels = new Map(v.directChannelLevels);
  const spaceLevels = new Map(v.spaceLevels);
  let instanceLevel = v.instanceLevel;
  for (const key of absent) {
    const i = key.indexOf(':');
    const kind = key.slice(0, i);
    const id = key.slice(i + 1);
    if (kind === 'channel') {
      channelLevels.delete(id);
      directChannelLevels.delete(id);
    } else if (kind === 'space') spaceLevels.delete(id);
    else if (kind === 'instance') instanceLevel = undefined;
  }
  // `channels` (structure) is the base's: a structure event replaces it in every segment at once (withChannels).
  return { ...v, instanceLevel, spaceLevels, channelLevels, directChannelLevels };
}

/**
 * The visibility for every position of a stretch of the log: V(s) for s in
 * (from, baseSeq], and V(baseSeq) after it, until the principal's next
 * access.changed after baseSeq asks for a new timeline.
 */
export class VisibilityTimeline {
  /** segments[k] applies to events after changes[k-1] and before changes[k]; the last one is the base. */
  private readonly segments: Visibility[];
  private readonly bounds: number[];

  constructor(
    /** V(baseSeq): the state read in the same snapshot as baseSeq. */
    private current: Visibility,
    readonly baseSeq: number,
    /** The principal's own access.changed in (from, baseSeq], ascending. */
    changes: readonly AccessChange[],
  ) {
    const base = current;
    const now = visibleTargets(base);
    this.bounds = changes.map((c) => c.seq);
    this.segments = new Array<Visibility>(changes.length + 1);
    this.segments[changes.length] = base;
    // Walk back from head: before an addition the target was absent; before a removal or a
    // level change it was present, but only as far as it is present now.
    const absent = new Set<string>();
    for (let k = changes.length - 1; k >= 0; k--) {
      const p = changes[k]!.payload;
      for (const t of p.added) {
        const key = targetKey(t);
        if (now.has(key)) absent.add(key);
      }
      for (const t of p.removed) absent.delete(targetKey(t));
      for (const t of p.changed) absent.delete(targetKey(t));
      this.segments[k] = without(base, absent);
    }
  }

  /** V(baseSeq), the state after every change this timeline knows. */
  get base(): Visibility {
    return this.current;
  }

  /**
   * The structure (Visibility.channels) after a structure event, for every segment alike (8.1).
   * The segments' objects may be shared (the visibility cache, other connections of the same
   * principal, D230) and stand elsewhere in the log: they are replaced, never changed.
   */
  withChannels(channels: Visibility['channels']): void {
    const replaced = new Map<Visibility, Visibility>();
    for (let k = 0; k < this.segments.length; k++) {
      const old = this.segments[k]!;
      let next = replaced.get(old);
      if (!next) replaced.set(old, (next = { ...old, channels }));
      this.segments[k] = next;
    }
    this.current = this.segments[this.segments.length - 1]!;
  }

  /** The visibility to check the event at `seq` with (the principal's own access.changed itself is always its audience's). */
  at(seq: number): Visibility {
    if (seq > this.baseSeq || this.bounds.length === 0) return this.current;
    // Number of changes before seq: binary search over the ascending bounds.
    let lo = 0;
    let hi = this.bounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.bounds[mid]! < seq) lo = mid + 1;
      else hi = mid;
    }
    return this.segments[lo]!;
  }
}

/**
 * head_seq and V(head) read in one REPEATABLE READ snapshot: every event up to
 * head is committed in it and every permission change before head is in V.
 * `known` is a visibility kept from earlier (the REST cache); it is used when
 * visibility_version has not moved since it was read.
 */
export async function readHeadVisibility(
  db: Queryable,
  principalId: string,
  known?: Visibility,
): Promise<{ timeline: Timeline; visibility: Visibility | undefined }> {
  const timeline = await readTimeline(db);
  const kept = keptFor(known, principalId);
  if (kept) {
    const { rows } = await db.query<{ vv: number | null }>(`SELECT ${VISIBILITY_VERSION} AS vv`);
    const vv = rows[0]?.vv;
    if (vv !== null && vv !== undefined && Number(vv) === kept.visibilityVersion) return { timeline, visibility: kept };
  }
  return { timeline, visibility: await loadVisibility(db, principalId) };
}

/** readHeadVisibility in a snapshot of its own (the gateway's resume and reload). */
export function readHeadVisibilitySnapshot(pool: Pool, principalId: string): Promise<{ timeline: Timeline; visibility: Visibility | undefined }> {
  return withTransaction(pool, (client) => readHeadVisibility(client, principalId), { isolation: 'snapshot' });
}

const HEAD_AND_VISIBILITY_VERSION_SQL = `SELECT ${TIMELINE_COLUMNS}, ${VISIBILITY_VERSION} AS vv FROM instance`;

/**
 * readHeadVisibilitySnapshot starting from `known`, a visibility kept from earlier (the cache of
 * D230, taken at the login of a resume): head_seq and visibility_version in one statement, so in
 * one snapshot and one round trip. While visibility_version stands, `known` is the permission
 * state at that head, as for the snapshot of ready (D270); when it moved, or nothing is kept, the
 * reads run in a REPEATABLE READ snapshot of their own. `unchecked` is a test's twin: `known` is
 * taken whatever visibility_version it was read at.
 */
export async function readHeadVisibilityFrom(pool: Pool, principalId: string, known: Visibility | undefined, unchecked = false): Promise<{ timeline: Timeline; visibility: Visibility | undefined }> {
  const kept = keptFor(known, principalId);
  if (kept) {
    const { rows } = await pool.query<TimelineRow & { vv: number | null }>(HEAD_AND_VISIBILITY_VERSION_SQL);
    const r = rows[0];
    if (r && (unchecked || (r.vv !== null && Number(r.vv) === kept.visibilityVersion))) return { timeline: timelineOf(r), visibility: kept };
  }
  return readHeadVisibilitySnapshot(pool, principalId);
}
