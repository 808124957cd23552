// One catch-up page of GET /api/v1/events (7.4): the first page of a catch-up
// stream (stream.ts) with the head of its own snapshot, authorized per event.
// The events that carry an invocation token are not on this path (D401): their
// delivery is the agent consumer's or the webhook's, each behind the check of
// 15.3; a page counts them as checked and never lists them.
import { carriesInvocationToken, type ResyncReason } from '@bothy/generated';
import type { Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import type { LogRow } from '../events/log-reader.ts';
import type { Timeline } from './resync.ts';
import { CatchupStream, type PagePermissionState } from './stream.ts';

export type CatchupPage =
  | { kind: 'page'; events: LogRow[]; nextCursor: number; timeline: Timeline; skipped: number }
  | { kind: 'resync'; reason: ResyncReason; timeline: Timeline };

/**
 * Reads one page in a read-only REPEATABLE READ snapshot, so that the resync
 * checks, head_seq, the permission state and the rows agree even while
 * retention, writers or permission changes run. nextCursor is the last checked
 * seq (7.1): the last row read when the page is full, otherwise head_seq.
 */
export async function readCatchupPage(
  pool: Pool,
  v: Visibility,
  q: { after: number; epoch?: string; limit: number; catchupMaxEvents: number; permissionState?: PagePermissionState; listTokenEvents?: boolean },
): Promise<CatchupPage> {
  const stream = new CatchupStream(pool, {
    after: q.after,
    epoch: q.epoch,
    pageSize: q.limit,
    catchupMaxEvents: q.catchupMaxEvents,
    permissions: { from: 'snapshot', known: v, state: q.permissionState },
  });
  const page = await stream.next();
  await stream.close();
  if (!page) throw new Error('a catch-up stream without a fixed head reads its first page');
  if (page.kind === 'resync') return { kind: 'resync', reason: page.reason, timeline: page.timeline };
  const events = page.rows.filter((r) => (q.listTokenEvents || !carriesInvocationToken(r.type)) && stream.admits(r));
  return { kind: 'page', events, nextCursor: page.nextCursor, timeline: page.timeline, skipped: page.rows.length - events.length };
}
