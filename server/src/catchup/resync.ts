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
