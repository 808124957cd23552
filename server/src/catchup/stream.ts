// One catch-up stream (7.1-7.4, 8.1; D63): the one reading of the catch-up
// rule, for GET /api/v1/events (one page a request, catchup/page.ts) and the
// gateway (every page from the cursor to head_seq of ready or resumed).
//
//   head       fixed for the whole stream: the one given (the gateway's head_seq)
//              or the head of the first page's snapshot (REST);
//   page       read in one snapshot (one statement for a fixed head and the
//              consumer's permission state; otherwise a read-only REPEATABLE
//              READ transaction): the resync checks of 7.3 against that
//              snapshot's timeline, the rows of (cursor, head] through the SQL
//              filter and, when the stream reads the permission
//              state itself (REST), V(head) and the principal's access.changed of
//              the page's range (authz/timeline.ts, D38) — so that retention,
//              writers and permission changes cannot slip between them;
//   authorize  per event: mayReceive with V(seq) of a VisibilityTimeline, the
//              page's own or the consumer's (the gateway reloads its cache when a
//              revocation arrives during the catch-up, 8.1);
//   cursor     nextCursor is the last row when the page is full, otherwise head
//              (7.1); a cursor is due after `advanceEvery` skipped events and at
//              every page end (7.2);
//   resync     a page whose snapshot shows retention past the cursor (or, when the
//              stream has an epoch, another sync epoch) ends the stream with
//              resync_required; the consumer's own stop (`stopped`: a closed
//              connection, the gateway's epoch change) ends it without a word;
//   prefetch   while the consumer sends one page the next is read: at most one
//              page ahead, only when the consumer's back-pressure (`ready`) lets
//              it, never after the stream stopped; close() waits for a read in
//              flight, so that no pooled client stays checked out.
//
// The SQL filter of a page read ahead is the consumer's visibility of that
// moment. That is safe: the filter only narrows, authorize decides; a later
// reload only removes (a grant after head concerns no event up to head).
import { eventCatalogue, isEventType, type ResyncReason } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { readAccessChanges, readHeadVisibility, VisibilityTimeline } from '../authz/timeline.ts';
import { filterOf, type Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import { bind, statement } from '../db/statement.ts';
import { withTransaction } from '../db/transaction.ts';
import { readTimeline, readVisiblePage, TIMELINE_COLUMNS, VISIBLE_PAGE_SQL, visiblePageParams, type LogRow } from '../events/log-reader.ts';
import { resyncReason, type Timeline } from './resync.ts';

/** authorize(principal, receive action, resource) for one stored event (7.2: authorize is the truth). */
export function mayReceive(v: Visibility, row: Pick<LogRow, 'type' | 'space_id' | 'channel_id' | 'audience_principal_id'> & Partial<Pick<LogRow, 'resource_kind' | 'resource_id'>>): boolean {
  if (!isEventType(row.type)) return false;
  if (row.audience_principal_id && row.audience_principal_id !== v.principalId) return false;
  return authorize(v, eventCatalogue[row.type].receive_action, {
    spaceId: row.space_id ?? undefined,
    channelId: row.channel_id ?? undefined,
    audiencePrincipalId: row.audience_principal_id ?? undefined,
    // agent.updated names the agent only as its resource (15.1: it reaches the agent itself).
    ...(row.resource_kind === 'agent' && row.resource_id ? { agentId: row.resource_id } : {}),
  }).allowed;
}

/**
 * How a stream learns the permissions it checks with. 'log_order' (the only
 * correct one): V(head) from the page's own snapshot, with the principal's
 * access.changed in the page's range applied in log order (authz/timeline.ts).
 * 'request' checks every row with the visibility of the request's arrival, as
 * this server once did: a test-only twin that leaks what a revocation removed.
 */
export type PagePermissionState = 'log_order' | 'request';

export type StreamPermissions =
  /** Read in each page's snapshot; `known` (the REST cache) is used while visibility_version has not moved. */
  | { from: 'snapshot'; known: Visibility; state?: PagePermissionState }
  /** The consumer's own state: `filter` for the SQL filter, `at` for V(seq) (the gateway's cache, D38). */
  | { from: 'consumer'; filter: () => Visibility; at: (seq: number) => Visibility | undefined };

export interface CatchupStreamOptions {
  after: number;
  /** The fixed head; without it, the head of the first page's snapshot. */
  head?: number;
  /** The client's sync epoch: a page of another epoch ends the stream (7.3). */
  epoch?: string;
  pageSize: number;
  catchupMaxEvents: number;
  /** sync.cursor_advance_every; without it, a cursor only at page ends. */
  advanceEvery?: number;
  permissions: StreamPermissions;
  /** Read the next page while the current one is sent. */
  prefetch?: boolean;
  /** Back-pressure: no page is read or handed out before this resolves. */
  ready?: () => Promise<void>;
  /** The consumer stopped: no page is read or handed out any more. */
  stopped?: () => boolean;
  /** Test-only: close() does not wait for a read in flight (the twin of the stream test). */
  twins?: { closeWithoutWaiting?: boolean };
}

export type StreamPage =
  | { kind: 'page'; rows: LogRow[]; nextCursor: number; head: number; timeline: Timeline; permissions?: VisibilityTimeline }
  | { kind: 'resync'; reason: ResyncReason; head: number; timeline: Timeline };

/**
 * The timeline and the rows of one page in one statement, so in one snapshot
 * without a transaction around it: one round trip for the page of a fixed head
 * with the consumer's permission state (the gateway). The timeline comes once,
 * on every row (and alone, with no row, when the page is empty).
 */
const TIMELINE_AND_PAGE = statement(
  'timeline_and_page',
  `
SELECT t.head AS timeline_head, t.sync_epoch AS timeline_epoch, t.min_retained_seq AS timeline_min_retained, p.*
  FROM (SELECT ${TIMELINE_COLUMNS} FROM instance) t
  LEFT JOIN LATERAL (${VISIBLE_PAGE_SQL}) p ON true
 ORDER BY p.seq`,
);

type TimelineAndRow = LogRow & { timeline_head: number; timeline_epoch: string; timeline_min_retained: number };

export class CatchupStream {
  private cursor: number;
  private head?: number;
  private finished: boolean;
  private halting = false;
  private ahead?: Promise<StreamPage | undefined>;
  /** The permission state of the page handed out last (from 'snapshot'). */
  private pagePermissions?: VisibilityTimeline;
  private prev: number;
  private skipped = 0;
  private wake!: () => void;
  private readonly halted: Promise<void>;

  constructor(
    private readonly pool: Pool,
    private readonly o: CatchupStreamOptions,
  ) {
    this.cursor = o.after;
    this.prev = o.after;
    this.head = o.head;
    // A fixed head at or behind the cursor: nothing to read, not even an empty page.
    this.finished = o.head !== undefined && o.after >= o.head;
    this.halted = new Promise((resolve) => (this.wake = resolve));
  }

  private stopped(): boolean {
    return this.halting || (this.o.stopped?.() ?? false);
  }

  /** The consumer's back-pressure, cut short by close(). */
  private async ready(): Promise<void> {
    if (this.o.ready) await Promise.race([this.o.ready(), this.halted]);
  }

  /** The next page, or undefined when the stream reached head or stopped. */
  async next(): Promise<StreamPage | undefined> {
    if (this.finished || this.stopped()) return undefined;
    const pending = this.ahead;
    this.ahead = undefined;
    await this.ready();
    const page = pending ? await pending : this.stopped() ? undefined : await this.read();
    if (!page || this.stopped()) {
      this.finished = true;
      return undefined;
    }
    this.head ??= page.head;
    if (page.kind === 'resync') {
      this.finished = true;
      return page;
    }
    this.prev = this.cursor;
    this.skipped = 0;
    this.cursor = page.nextCursor;
    this.pagePermissions = page.permissions;
    if (this.cursor >= page.head) this.finished = true;
    else if (this.o.prefetch) {
      const ahead = this.readAhead();
      ahead.catch(() => {}); // its error is thrown by the next()
      this.ahead = ahead;
    }
    return page;
  }

  private async readAhead(): Promise<StreamPage | undefined> {
    await this.ready();
    return this.stopped() ? undefined : this.read();
  }

  /** Whether the event may go to the principal: mayReceive with V(seq) (7.2, 8.1). */
  admits(row: LogRow): boolean {
    const v = this.o.permissions.from === 'consumer' ? this.o.permissions.at(row.seq) : this.pagePermissions?.at(row.seq);
    return v !== undefined && mayReceive(v, row);
  }

  /**
   * One row of the page handed out last, in order: authorize, then `deliver`
   * (which says whether the event went out; one that did is the connection's
   * position, and the count starts again). Returns the seq of a cursor frame
   * when sync.cursor_advance_every events were skipped (7.1, 7.2). `before`
   * frames a cursor ahead of the row when the events the SQL filter left out
   * before it reach that count: a dispatch is then not the first frame past
   * them (D369).
   */
  step(row: LogRow, deliver: (row: LogRow, allowed: boolean) => boolean, before?: (seq: number) => void): number | undefined {
    const every = this.o.advanceEvery ?? Infinity;
    this.skipped += row.seq - this.prev - 1;
    this.prev = row.seq;
    if (before && this.skipped >= every) {
      before(row.seq - 1);
      this.skipped = 0;
    }
    if (deliver(row, this.admits(row))) {
      this.skipped = 0;
      return undefined;
    }
    this.skipped += 1;
    if (this.skipped < every) return undefined;
    this.skipped = 0;
    return row.seq;
  }

  /** The stream stops; a page read in flight is waited for (its pooled client goes back). */
  async close(): Promise<void> {
    this.halting = true;
    this.finished = true;
    this.wake();
    const ahead = this.ahead;
    this.ahead = undefined;
    if (ahead && !this.o.twins?.closeWithoutWaiting) await ahead.catch(() => undefined);
  }

  /** One page in one snapshot: resync checks, head, permission state, rows. */
  private read(): Promise<StreamPage> {
    const cursor = this.cursor;
    const fixed = this.head;
    const { permissions: p, epoch, pageSize, catchupMaxEvents } = this.o;
    if (p.from === 'consumer' && fixed !== undefined) return this.readOne(cursor, fixed, p.filter());
    return withTransaction(
      this.pool,
      async (client): Promise<StreamPage> => {
        let timeline: Timeline;
        let filter: Visibility;
        if (p.from === 'snapshot') {
          const read = await readHeadVisibility(client, p.known.principalId, p.known);
          timeline = read.timeline;
          // A principal removed in between has no visibility: it sees nothing (the next request is refused).
          filter = p.state === 'request' ? p.known : (read.visibility ?? { ...p.known, active: false });
        } else {
          timeline = await readTimeline(client);
          filter = p.filter();
        }
        const head = fixed ?? timeline.headSeq;
        const reason = resyncReason(cursor, epoch, { ...timeline, headSeq: head }, catchupMaxEvents);
        if (reason) return { kind: 'resync', reason, head, timeline };
        const rows = await readVisiblePage(client, filterOf(filter), cursor, head, pageSize);
        const nextCursor = rows.length === pageSize ? rows[rows.length - 1]!.seq : head;
        if (p.from !== 'snapshot') return { kind: 'page', rows, nextCursor, head, timeline };
        const changes = p.state === 'request' ? [] : await readAccessChanges(client, p.known.principalId, cursor, head);
        return { kind: 'page', rows, nextCursor, head, timeline, permissions: new VisibilityTimeline(filter, head, changes) };
      },
      { isolation: 'snapshot' },
    );
  }

  /** A page of a fixed head with the consumer's permission state: one statement, one snapshot. */
  private async readOne(cursor: number, head: number, filter: Visibility): Promise<StreamPage> {
    const { rows } = await this.pool.query<TimelineAndRow>(bind(TIMELINE_AND_PAGE, visiblePageParams(filterOf(filter), cursor, head, this.o.pageSize)));
    const first = rows[0];
    if (!first) throw new Error('the instance row is missing; the database was not initialised');
    const timeline: Timeline = { headSeq: first.timeline_head, syncEpoch: first.timeline_epoch, minRetainedSeq: first.timeline_min_retained };
    const reason = resyncReason(cursor, this.o.epoch, { ...timeline, headSeq: head }, this.o.catchupMaxEvents);
    if (reason) return { kind: 'resync', reason, head, timeline };
    // An empty page is the timeline alone (the LEFT JOIN's row without a seq).
    const page: LogRow[] = first.seq === null ? [] : rows;
    const nextCursor = page.length === this.o.pageSize ? page[page.length - 1]!.seq : head;
    return { kind: 'page', rows: page, nextCursor, head, timeline };
  }
}
