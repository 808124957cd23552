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
//              (7.1), or the end of a range read ahead; a cursor is due after
//              `advanceEvery` skipped events and at every page end (7.2);
//   resync     a page whose snapshot shows retention past the cursor (or, when the
//              stream has an epoch, another sync epoch) ends the stream with
//              resync_required; the consumer's own stop (`stopped`: a closed
//              connection, the gateway's epoch change) ends it without a word;
//   prefetch   while the consumer sends one page the next is read: at most one
//              page ahead, only when the consumer's back-pressure (`ready`) lets
//              it, never after the stream stopped; close() waits for a read in
//              flight, so that no pooled client stays checked out;
//   read-ahead with a fixed head and the consumer's permission state (the gateway),
//              `readAhead` reads pages whose bounds are known in advance: page k is
//              the seq range (after + k*pageSize, after + (k+1)*pageSize] up to head,
//              so it holds at most pageSize rows and needs no page before it to be
//              known. Up to `readAhead.pages` of them are read at once on pooled
//              clients, each in its own snapshot with its own resync check of its
//              lower bound; none is started while the pages read and not yet
//              handed out hold `readAhead.bytes` or more; they are handed out in
//              seq order whatever order they arrive in (D496).
//
// The SQL filter of a page read ahead is the consumer's visibility of that
// moment. That is safe: the filter only narrows, authorize decides; a later
// reload only removes (a grant after head concerns no event up to head).
import { eventCatalogue, isEventType, ResyncReason } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { readAccessChanges, readHeadVisibility, VisibilityTimeline } from '../authz/timeline.ts';
import { filterOf, type Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import { bind, statement } from '../db/statement.ts';
import { withTransaction } from '../db/transaction.ts';
import { LOG_ROW_COLUMN_COUNT, logRowAt, readTimeline, readVisiblePage, TIMELINE_COLUMNS, VISIBLE_PAGE_SQL, visiblePageParams, type LogRow } from '../events/log-reader.ts';
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
  /**
   * With a fixed head and permissions from the consumer: pages of pageSize seqs each, up to `pages`
   * of them read at once, no new one while those read and not handed out hold `bytes` of envelopes (D496).
   */
  readAhead?: { pages: number; bytes: number; budget?: ReadAheadBudget };
  /** Back-pressure: no page is read or handed out before this resolves. */
  ready?: () => Promise<void>;
  /** The consumer stopped: no page is read or handed out any more. */
  stopped?: () => boolean;
  /**
   * Test-only twins: close() does not wait for a read in flight; of the pages read ahead (D496), the
   * first to arrive goes out first (`arrivalOrder`), the second range is never read (`skipRange`),
   * the bytes held do not hold back a read (`unboundedBytes`), a range's retention check is left out
   * (`noRangeResync`).
   */
  twins?: { closeWithoutWaiting?: boolean; arrivalOrder?: boolean; skipRange?: boolean; unboundedBytes?: boolean; noRangeResync?: boolean };
}

export type StreamPage =
  | { kind: 'page'; rows: LogRow[]; nextCursor: number; head: number; timeline: Timeline; permissions?: VisibilityTimeline }
  | { kind: 'resync'; reason: ResyncReason; head: number; timeline: Timeline };

/**
 * The timeline and the rows of one page in one statement, so in one snapshot
 * without a transaction around it: one round trip for the page of a fixed head
 * with the consumer's permission state (the gateway). The timeline comes once,
 * as the last row (its seq is NULL, and ORDER BY seq puts NULLs last), not on
 * every row: three columns fewer per event for PostgreSQL to write and the
 * driver to read, and a merge of two ordered inputs in place of a sort of the
 * whole page (the index gives the page in seq order). Read as arrays: the
 * timeline's three columns, then the LogRow's (logRowAt).
 */
export const TIMELINE_AND_PAGE = statement(
  'timeline_and_page',
  `
SELECT NULL::bigint AS timeline_head, NULL::uuid AS timeline_epoch, NULL::bigint AS timeline_min_retained, p.*
  FROM (${VISIBLE_PAGE_SQL}) p
UNION ALL
SELECT t.head, t.sync_epoch, t.min_retained_seq, ${Array(LOG_ROW_COLUMN_COUNT).fill('NULL').join(', ')}
  FROM (SELECT ${TIMELINE_COLUMNS} FROM instance) t
 ORDER BY seq`,
);

/** Where a LogRow's columns start in a row of TIMELINE_AND_PAGE. */
const PAGE_ROW_AT = 3;

/**
 * The reads beyond one per stream that all streams of a process may have at once (D496 addendum): a
 * stream's first range needs none (it is the one read a stream had before), every further range
 * takes a slot when planned and gives it back when its read ends. Without it, N catch-ups queued
 * `server.catchup_read_ahead` × N statements in the pool ahead of identify and writes.
 */
export class ReadAheadBudget {
  private used = 0;
  constructor(readonly limit: number) {}

  take(): boolean {
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }

  give(): void {
    this.used -= 1;
  }

  /** Slots in use (tests). */
  get inUse(): number {
    return this.used;
  }
}

/** A page of known bounds read ahead (D496): (after, until], its read, and its envelopes' bytes once read. */
interface RangeRead {
  after: number;
  until: number;
  page: Promise<StreamPage | undefined>;
  bytes: number;
}

export class CatchupStream {
  private cursor: number;
  private head?: number;
  private finished: boolean;
  private halting = false;
  private ahead?: Promise<StreamPage | undefined>;
  /** The pages of known bounds read ahead, in seq order (D496). */
  private ranges: RangeRead[] = [];
  /** Where the next range read ahead starts. */
  private planned: number;
  /** Envelope bytes of the ranges read and not yet handed out. */
  private heldBytes = 0;
  /** The read next() awaits, taken out of `ahead` or `ranges`: close() waits for it too. */
  private taking?: Promise<StreamPage | undefined>;
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
    this.planned = o.after;
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

  /** Pages of known bounds read at once: a fixed head and the consumer's permission state (D496). */
  private get ranged(): boolean {
    const r = this.o.readAhead;
    return r !== undefined && r.pages > 1 && this.o.head !== undefined && this.o.permissions.from === 'consumer';
  }

  /** The next page, or undefined when the stream reached head or stopped. */
  async next(): Promise<StreamPage | undefined> {
    if (this.finished || this.stopped()) return undefined;
    const page = this.ranged ? await this.takeRange() : await this.takeNext();
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
    this.cursor = Math.max(this.cursor, page.nextCursor);
    this.pagePermissions = page.permissions;
    if (this.cursor >= page.head && this.ranges.length === 0) this.finished = true;
    else if (this.ranged) this.planRanges();
    else if (this.o.prefetch) {
      const ahead = this.prefetchNext();
      ahead.catch(() => {}); // its error is thrown by the next()
      this.ahead = ahead;
    }
    return page;
  }

  /** The page read ahead, or the next one read now. */
  private async takeNext(): Promise<StreamPage | undefined> {
    const pending = this.ahead;
    this.ahead = undefined;
    if (pending) this.taking = pending;
    await this.ready();
    if (pending) return await pending;
    if (this.stopped()) return undefined;
    this.taking = this.read();
    return await this.taking;
  }

  /** Pages of known bounds: the first range in seq order, its bytes no longer held (D496). */
  private async takeRange(): Promise<StreamPage | undefined> {
    await this.ready();
    if (this.stopped()) return undefined;
    if (this.ranges.length === 0) this.planRanges();
    if (this.ranges.length === 0) return undefined;
    // The twin: whichever read ends first goes out first.
    const i = this.o.twins?.arrivalOrder ? await Promise.race(this.ranges.map((r, j) => r.page.then(() => j, () => j))) : 0;
    const [taken] = this.ranges.splice(i, 1);
    if (!taken) return undefined;
    this.taking = taken.page;
    const page = await taken.page;
    this.heldBytes -= taken.bytes;
    return page;
  }

  /** Starts reads of the next ranges up to readAhead.pages in flight or waiting, while the bytes held allow. */
  private planRanges(): void {
    const { pages, bytes, budget } = this.o.readAhead!;
    const head = this.o.head!;
    const size = this.o.pageSize;
    while (this.ranges.length < pages && this.planned < head && (this.ranges.length === 0 || this.heldBytes < bytes || this.o.twins?.unboundedBytes) && !this.stopped()) {
      // A range beyond the stream's first needs a slot of the process's budget; none free: later.
      const slot = this.ranges.length > 0 && budget !== undefined;
      if (slot && !budget.take()) break;
      const after = this.planned;
      const until = Math.min(head, after + size);
      this.planned = until;
      if (this.o.twins?.skipRange && after === this.o.after + size) {
        if (slot) budget.give();
        continue; // the twin: the second range is never read
      }
      const range: RangeRead = { after, until, bytes: 0, page: Promise.resolve(undefined) };
      range.page = (async () => {
        try {
          await this.ready();
          if (this.stopped()) return undefined;
          const p = this.o.permissions as Extract<StreamPermissions, { from: 'consumer' }>;
          const page = await this.readOne(after, head, p.filter(), until, this.o.twins?.noRangeResync);
          if (page.kind === 'page') for (const r of page.rows) range.bytes += r.json.length;
          if (this.ranges.includes(range)) this.heldBytes += range.bytes;
          else range.bytes = 0;
          return page;
        } finally {
          if (slot) budget.give();
        }
      })();
      range.page.catch(() => {}); // its error is thrown by the next() that takes it
      this.ranges.push(range);
    }
  }

  /** The LIMIT form's one page read ahead (prefetch), after the consumer's back-pressure. */
  private async prefetchNext(): Promise<StreamPage | undefined> {
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
    const ahead = [this.taking, this.ahead, ...this.ranges.map((r) => r.page)].filter((x) => x !== undefined);
    this.ahead = undefined;
    this.ranges = [];
    this.heldBytes = 0;
    if (!this.o.twins?.closeWithoutWaiting) await Promise.all(ahead.map((a) => a.catch(() => undefined)));
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

  /**
   * A page of a fixed head with the consumer's permission state: one statement, one snapshot. `until`
   * (at most head) bounds a range read ahead (D496); the resync checks of 7.3 are those of the cursor
   * and the head as for any page.
   */
  private async readOne(cursor: number, head: number, filter: Visibility, until = head, noRetentionTwin = false): Promise<StreamPage> {
    const { rows } = await this.pool.query<unknown[]>({ ...bind(TIMELINE_AND_PAGE, visiblePageParams(filterOf(filter), cursor, until, this.o.pageSize)), rowMode: 'array' });
    const last = rows.pop();
    if (!last || last[PAGE_ROW_AT] !== null) throw new Error('the instance row is missing; the database was not initialised');
    const timeline: Timeline = { headSeq: last[0] as number, syncEpoch: last[1] as string, minRetainedSeq: last[2] as number };
    const reason = resyncReason(cursor, this.o.epoch, { ...timeline, headSeq: head }, this.o.catchupMaxEvents);
    if (reason && !(noRetentionTwin && reason === ResyncReason.Retention)) return { kind: 'resync', reason, head, timeline };
    const page: LogRow[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) page[i] = logRowAt(rows[i]!, PAGE_ROW_AT);
    const nextCursor = page.length === this.o.pageSize ? page[page.length - 1]!.seq : until;
    return { kind: 'page', rows: page, nextCursor, head, timeline };
  }
}
