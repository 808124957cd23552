// One catch-up page with the rules of 7.2-7.4, shared by GET /api/v1/events and
// the gateway: resync checks, the SQL filter, then authorize per event.
import { eventCatalogue, isEventType, type ResyncReason } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { filterOf, type Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import { readTimeline, readVisiblePage, type LogRow } from '../events/log-reader.ts';
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
 * Reads one page in a read-only REPEATABLE READ snapshot, so that the resync
 * checks, head_seq and the rows agree even while retention or writers run.
 * nextCursor is the last checked seq (7.1): the last row read when the page is
 * full, otherwise head_seq.
 */
export async function readCatchupPage(
  pool: Pool,
  v: Visibility,
  q: { after: number; epoch?: string; limit: number; catchupMaxEvents: number },
): Promise<CatchupPage> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const timeline = await readTimeline(client);
    const reason = resyncReason(q.after, q.epoch, timeline, q.catchupMaxEvents);
    if (reason) {
      await client.query('COMMIT');
      return { kind: 'resync', reason, timeline };
    }
    const rows = await readVisiblePage(client, filterOf(v), q.after, timeline.headSeq, q.limit);
    await client.query('COMMIT');
    const events = rows.filter((r) => mayReceive(v, r));
    const nextCursor = rows.length === q.limit ? rows[rows.length - 1]!.seq : timeline.headSeq;
    return { kind: 'page', events, nextCursor, timeline, skipped: rows.length - events.length };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
