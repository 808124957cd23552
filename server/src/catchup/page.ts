// One catch-up page with the rules of 7.2-7.4, shared by GET /api/v1/events and
// the gateway: resync checks, the SQL filter, then authorize per event.
import { eventCatalogue, isEventType, type ResyncReason } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { readAccessChanges, readHeadVisibility, VisibilityTimeline } from '../authz/timeline.ts';
import { filterOf, type Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';
import { readVisiblePage, type LogRow } from '../events/log-reader.ts';
import { resyncReason, type Timeline } from './resync.ts';

export type CatchupPage =
  | { kind: 'page'; events: LogRow[]; nextCursor: number; timeline: Timeline; skipped: number }
  | { kind: 'resync'; reason: ResyncReason; timeline: Timeline };

/** authorize(principal, receive action, resource) for one stored event (7.2: authorize is the truth). */
export function mayReceive(v: Visibility, row: Pick<LogRow, 'type' | 'space_id' | 'channel_id' | 'audience_principal_id'>): boolean {
  if (!isEventType(row.type)) return false;
  if (row.audience_principal_id && row.audience_principal_id !== v.principalId) return false;
  return authorize(v, eventCatalogue[row.type].receive_action, {
    spaceId: row.space_id ?? undefined,
    channelId: row.channel_id ?? undefined,
    audiencePrincipalId: row.audience_principal_id ?? undefined,
  }).allowed;
}

/**
 * How a page learns the permissions it checks with. 'log_order' (the only
 * correct one): V(head) from the page's own snapshot, with the principal's
 * access.changed in the page's range applied in log order (authz/timeline.ts).
 * 'request' checks every row with the visibility of the request's arrival, as
 * this server once did: a test-only twin that leaks what a revocation removed.
 */
export type PagePermissionState = 'log_order' | 'request';

/**
 * Reads one page in a read-only REPEATABLE READ snapshot, so that the resync
 * checks, head_seq, the permission state and the rows agree even while
 * retention, writers or permission changes run. nextCursor is the last checked
 * seq (7.1): the last row read when the page is full, otherwise head_seq.
 */
export async function readCatchupPage(
  pool: Pool,
  v: Visibility,
  q: { after: number; epoch?: string; limit: number; catchupMaxEvents: number; permissionState?: PagePermissionState },
): Promise<CatchupPage> {
  return withTransaction(
    pool,
    async (client): Promise<CatchupPage> => {
      const read = await readHeadVisibility(client, v.principalId, v);
      const { timeline } = read;
      const visibility = q.permissionState === 'request' ? v : read.visibility;
      const reason = resyncReason(q.after, q.epoch, timeline, q.catchupMaxEvents);
      if (reason) return { kind: 'resync', reason, timeline };
      // A principal removed in between has no visibility: it sees nothing (the next request is refused).
      const head = visibility ?? { ...v, active: false };
      const rows = await readVisiblePage(client, filterOf(head), q.after, timeline.headSeq, q.limit);
      const changes = q.permissionState === 'request' ? [] : await readAccessChanges(client, v.principalId, q.after, timeline.headSeq);
      const at = new VisibilityTimeline(head, timeline.headSeq, changes);
      const events = rows.filter((r) => mayReceive(at.at(r.seq), r));
      const nextCursor = rows.length === q.limit ? rows[rows.length - 1]!.seq : timeline.headSeq;
      return { kind: 'page', events, nextCursor, timeline, skipped: rows.length - events.length };
    },
    { isolation: 'snapshot' },
  );
}
