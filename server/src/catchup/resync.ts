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
