// Reading the log (7.2): the SQL filter of the principal's visible channels and
// spaces, in seq order. Rows carry the envelope as JSON text, built once by
// PostgreSQL (ENVELOPE_JSON), so that delivery splices it without parsing.
import type { VisibilityFilter } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import { bind, statement } from '../db/statement.ts';
import type { Timeline } from '../catchup/resync.ts';

export interface LogRow {
  seq: number;
  type: string;
  space_id: string | null;
  channel_id: string | null;
  thread_id: string | null;
  audience_principal_id: string | null;
  /** The event's resource (2.2): authorize reads an agent's own events by it (agent.read, D201). */
  resource_kind: string | null;
  resource_id: string | null;
  trace_context: string | null;
  /** The envelope (2.2) as JSON text, without delivery fields and without trace_context. */
  json: string;
}

/**
 * The envelope (2.2) of the event_log row `e` as JSON text, the members of
 * event_envelope(e) (migration 0001, the reference) without its nulls, written
 * as text directly: concat_ws and `||` drop a member whose column is NULL. The
 * text is the same JSON value as event_envelope(e)::text, not the same bytes:
 * the members keep this order and carry no blanks around the payload, which is
 * jsonb's own output. In the query's own text, not a function of the row: a
 * function of the whole row builds a composite datum per row, and the jsonb
 * builder and strip walk every member again; this is about 3.5 times cheaper for
 * PostgreSQL (D276). Every read path that delivers an envelope selects it.
 * NULL where `e` is the NULL row of a LEFT JOIN (an event removed by retention);
 * event_envelope(e) would give an object without id there. The uuid, bigint and
 * integer columns are spliced between quotes or bare without escaping: their text
 * never needs it (the test checks the column types); text columns go through
 * to_json.
 */
export const ENVELOPE_JSON = `(CASE WHEN e.seq IS NOT NULL THEN '{' || concat_ws(',',
    '"id":"' || e.id || '"',
    '"seq":' || e.seq,
    '"type":' || to_json(e.type),
    '"schema_version":' || e.schema_version,
    '"occurred_at":"' || to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '"',
    CASE WHEN e.actor_kind IS NOT NULL THEN '"actor":{' || concat_ws(',', '"kind":' || to_json(e.actor_kind), '"id":"' || e.actor_id || '"') || '}' END,
    '"scope":{' || concat_ws(',', '"space_id":"' || e.space_id || '"', '"channel_id":"' || e.channel_id || '"', '"thread_id":"' || e.thread_id || '"') || '}',
    '"resource":{' || concat_ws(',', '"kind":' || to_json(e.resource_kind), '"id":' || to_json(e.resource_id), '"version":' || e.resource_version) || '}',
    CASE WHEN e.audience_principal_id IS NOT NULL THEN '"audience":"self"' END,
    CASE WHEN e.redacted THEN '"redacted":true' END,
    CASE WHEN e.truncated THEN '"truncated":true' END,
    '"correlation_id":"' || e.correlation_id || '"',
    '"client_msg_id":"' || e.client_msg_id || '"',
    '"permission_version":' || e.permission_version,
    '"payload":' || e.payload::text
  ) || '}' END)`;

/** The columns of a LogRow before its envelope, in the order logRowAt reads them. */
const ROW_COLUMNS = ['seq', 'type', 'space_id', 'channel_id', 'thread_id', 'audience_principal_id', 'resource_kind', 'resource_id', 'trace_context'] as const;

const COLUMNS = `${ROW_COLUMNS.map((c) => `e.${c}`).join(', ')}, ${ENVELOPE_JSON} AS json`;

/** How many columns a LogRow is read from (COLUMNS), for a statement that puts a row of NULLs beside them. */
export const LOG_ROW_COLUMN_COUNT = ROW_COLUMNS.length + 1;

/**
 * The LogRow of a row read as an array (rowMode 'array') whose columns from `at` on are COLUMNS, in
 * their order. A page of the gateway's catch-up is read so (catchup/stream.ts): node-postgres then
 * sets each value by its index, not each by its column's name, and the row is made with one shape.
 */
export function logRowAt(a: unknown[], at: number): LogRow {
  return {
    seq: a[at] as number,
    type: a[at + 1] as string,
    space_id: a[at + 2] as string | null,
    channel_id: a[at + 3] as string | null,
    thread_id: a[at + 4] as string | null,
    audience_principal_id: a[at + 5] as string | null,
    resource_kind: a[at + 6] as string | null,
    resource_id: a[at + 7] as string | null,
    trace_context: a[at + 8] as string | null,
    json: a[at + 9] as string,
  };
}

export const VISIBLE_PAGE_SQL = `
SELECT ${COLUMNS}
  FROM event_log e
 WHERE e.seq > $1 AND e.seq <= $2
   AND (e.channel_id = ANY($3::uuid[])
        OR e.space_id = ANY($4::uuid[])
        OR (e.channel_id IS NULL AND e.space_id = ANY($5::uuid[]))
        OR ($6::boolean AND e.space_id IS NOT NULL)
        OR e.audience_principal_id = $7::uuid
        OR (e.space_id IS NULL AND e.channel_id IS NULL AND e.audience_principal_id IS NULL))
 ORDER BY e.seq
 LIMIT $8`;

export function visiblePageParams(f: VisibilityFilter, after: number, head: number, limit: number): unknown[] {
  return [after, head, f.visibleChannels, f.fullyVisibleSpaces, f.visibleSpaces, f.instanceWide, f.principalId, limit];
}

const VISIBLE_PAGE = statement('visible_page', VISIBLE_PAGE_SQL);

export async function readVisiblePage(db: Queryable, f: VisibilityFilter, after: number, head: number, limit: number): Promise<LogRow[]> {
  const { rows } = await db.query<LogRow>(bind(VISIBLE_PAGE, visiblePageParams(f, after, head, limit)));
  return rows;
}

/** Prepared (D278): the envelope's text makes it a long statement to plan, on every NOTIFY. */
const READ_ALL = statement('read_all', `SELECT ${COLUMNS} FROM event_log e WHERE e.seq > $1 ORDER BY e.seq LIMIT $2`);

/** Every event after a seq, unfiltered: the gateway's live reader and the workers (7.6). */
export async function readAll(db: Queryable, after: number, limit: number): Promise<LogRow[]> {
  const { rows } = await db.query<LogRow>(bind(READ_ALL, [after, limit]));
  return rows;
}

/** The timeline's columns, selected FROM instance: head_seq, the sync epoch and the retained floor (7.3, 7.5). */
export const TIMELINE_COLUMNS = `(SELECT value FROM sequence_counters WHERE name = 'event_seq') AS head, sync_epoch, min_retained_seq`;
export interface TimelineRow {
  head: number;
  sync_epoch: string;
  min_retained_seq: number;
}

export function timelineOf(r: TimelineRow | undefined): Timeline {
  if (!r) throw new Error('the instance row is missing; the database was not initialised');
  return { headSeq: r.head, syncEpoch: r.sync_epoch, minRetainedSeq: r.min_retained_seq };
}

export async function readTimeline(db: Queryable): Promise<Timeline> {
  const { rows } = await db.query<TimelineRow>(`SELECT ${TIMELINE_COLUMNS} FROM instance`);
  return timelineOf(rows[0]);
}
