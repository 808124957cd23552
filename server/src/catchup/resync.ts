// 7.3: when catch-up is not possible, in the order the chapter gives.
import { ResyncReason } from '@bothy/generated';

export interface Timeline {
  headSeq: number;
  syncEpoch: string;
  minRetainedSeq: number;
}

export function resyncReason(cursor: number, epoch: string | undefined, t: Timeline, catchupMaxEvents: number): ResyncReason | undefined {
  if (epoch !== undefined && epoch !== t.syncEpoch) return ResyncReason.EpochChanged;
  if (cursor < t.minRetainedSeq - 1) return ResyncReason.Retention;
  if (t.headSeq - cursor > catchupMaxEvents) return ResyncReason.TooFarBehind;
  if (cursor > t.headSeq) return ResyncReason.CursorAhead;
  return undefined;
}

/**
 * The backlog over which a catch-up ends in too_far_behind: sync.catchup_max_events for a person,
 * none for an agent consumer. An agent has no cache to rebuild, and a resync would skip the
 * invocations of its gap for good (15.1: it misses nothing); its window paces the backlog (D352).
 * `twin`: the broken variant that treats an agent as a person.
 */
export function catchupMaxEventsFor(agent: boolean, catchupMaxEvents: number, twin = false): number {
  return agent && !twin ? Infinity : catchupMaxEvents;
}

/**
 * The head_seq of a resync_required (7.3), and so where the consumer's delivery goes on. A person's
 * client reloads the snapshot and is live from the head. An agent consumer behind a retention gap has no
 * snapshot that holds its queued work: it is told where the gap ends, min_retained_seq - 1 (at most the
 * head), and its catch-up goes on from there, so that every retained event after the gap reaches it,
 * the invocations that retention wrote again among them (15.1, D360). `twin`: the broken variant that
 * sends an agent to the head as a person.
 */
export function resyncHeadFor(agent: boolean, reason: ResyncReason, t: Timeline, head: number, twin = false): number {
  return agent && reason === ResyncReason.Retention && !twin ? Math.min(head, t.minRetainedSeq - 1) : head;
}
