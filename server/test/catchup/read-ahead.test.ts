// The catch-up's pages of known bounds read at once (7.2, 7.3; D496): the gateway's stream (fixed head,
// the consumer's permission state) reads ranges of sync.catchup_page_size seqs below head, several at
// once, and hands them out in seq order. Each safety check here has its twin (the stream's test-only
// switches), shown to fail.
import { ResyncReason } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatchupStream, ReadAheadBudget, type CatchupStreamOptions, type StreamPage } from '../../src/catchup/stream.ts';
import type { Pool } from '../../src/db/pool.ts';
import { runRetention } from '../../src/retention/retention.ts';
import type { TestClient, TestServer } from '../support/server.ts';
import { openGatewayStream, startStreamServer } from './stream-support.ts';

const PAGE = 4;
let t: TestServer;
let alex: TestClient;
/** A pool of the test's own, 6 connections: what it has checked out is what the stream holds. */
let own: Pool;

beforeAll(async () => ({ t, alex, own } = await startStreamServer(PAGE, 6, 'bothy-test-read-ahead')));
afterAll(async () => {
  await own?.end();
  await t?.close();
});

/** The stream as the gateway opens it (delivery.ts), with the one page ahead it reads without read-ahead. */
function gatewayStream(pool: Pool, after: number, o: Partial<CatchupStreamOptions> = {}): Promise<{ stream: CatchupStream; head: number }> {
  return openGatewayStream(t, alex.principalId, pool, after, { pageSize: PAGE, prefetch: true, ...o });
}

/**
 * The pool as the stream sees it: counts the page statements, how many run at once, and can hold
 * back the answer of the statement whose lower bound is `holdAfter` until `release()`. `until(cond)`
 * resolves at the first start or end of a statement after which `cond` holds.
 */
function watched(pool: Pool, holdAfter?: number) {
  let reads = 0;
  let inFlight = 0;
  let most = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const waiters: { cond: () => boolean; resolve: () => void }[] = [];
  const changed = () => {
    for (const w of waiters.filter((x) => x.cond())) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const wrapped = Object.create(pool) as Pool;
  wrapped.query = (async (...args: unknown[]) => {
    const q = args[0] as { values?: unknown[] };
    reads += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
    changed();
    try {
      const result = await (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
      if (holdAfter !== undefined && q.values?.[0] === holdAfter) await held;
      return result;
    } finally {
      inFlight -= 1;
      changed();
    }
  }) as Pool['query'];
  const until = (cond: () => boolean) => (cond() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ cond, resolve })));
  return {
    pool: wrapped,
    reads: () => reads,
    most: () => most,
    inFlight: () => inFlight,
    release,
    until,
    /** Resolves when no page statement is running. */
    settled: () => until(() => inFlight === 0),
    /** Pooled connections checked out or waited for. */
    held: () => pool.totalCount - pool.idleCount + pool.waitingCount,
  };
}

/** Every page of a stream: its rows' seqs in the order handed out and the pages' bounds, or the resync that ended it. */
async function drain(stream: CatchupStream, between?: (page: StreamPage) => Promise<void>): Promise<{ seqs: number[]; cursors: number[]; resync?: ResyncReason }> {
  const seqs: number[] = [];
  const cursors: number[] = [];
  try {
    for (let page = await stream.next(); page; page = await stream.next()) {
      if (page.kind === 'resync') return { seqs, cursors, resync: page.reason };
      for (const row of page.rows) stream.step(row, (r, allowed) => (allowed && seqs.push(r.seq), allowed));
      cursors.push(page.nextCursor);
      await between?.(page);
    }
  } finally {
    await stream.close();
  }
  return { seqs, cursors };
}

/** The one-page-at-a-time stream's events (the reference): what a read-ahead stream must hand out, in this order. */
async function reference(after: number): Promise<number[]> {
  const { stream } = await gatewayStream(t.db.pool, after);
  return (await drain(stream)).seqs;
}

/** The check of no gap, no duplicate, one order: exactly the reference's events, in seq order. */
function sameEventsInOrder(got: number[], want: number[]): void {
  expect(got).toEqual(want);
  for (let i = 1; i < got.length; i++) expect(got[i]!).toBeGreaterThan(got[i - 1]!);
}

describe('catch-up pages of known bounds, read at once (7.2, D496)', () => {
  it('hands out the same events as one page after the other, in seq order, each page a range of sync.catchup_page_size seqs up to head', async () => {
    const want = await reference(0);
    const { stream, head } = await gatewayStream(t.db.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 } });
    const got = await drain(stream);
    expect(want.length).toBeGreaterThan(20);
    sameEventsInOrder(got.seqs, want);
    // The bounds are known in advance: every page ends PAGE seqs after the one before, the last at head (7.1: a cursor at every page end).
    expect(got.cursors).toEqual(Array.from({ length: Math.ceil(head / PAGE) }, (_, i) => Math.min(head, (i + 1) * PAGE)));
  });

  it('hands out a page that arrives last before the pages after it that arrived first', async () => {
    const want = await reference(0);
    // The first range's answer is held back until the two ranges after it have arrived.
    const w = watched(own, 0);
    const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 } });
    const pending = drain(stream);
    await w.until(() => w.reads() >= 3 && w.inFlight() === 1);
    w.release();
    sameEventsInOrder((await pending).seqs, want);
  });

  it('twin: pages handed out in the order they arrive fail the order check', async () => {
    const want = await reference(0);
    const w = watched(own, 0);
    const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 }, twins: { arrivalOrder: true } });
    const pending = drain(stream);
    await w.until(() => w.reads() >= 3 && w.inFlight() === 1);
    w.release();
    const got = await pending;
    expect(() => sameEventsInOrder(got.seqs, want)).toThrow();
  });

  it('twin: a range never read fails the no-gap check', async () => {
    const want = await reference(0);
    const { stream } = await gatewayStream(t.db.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 }, twins: { skipRange: true } });
    const got = await drain(stream);
    expect(() => sameEventsInOrder(got.seqs, want)).toThrow();
  });

  it('reads at most server.catchup_read_ahead pages at once, and none while the consumer holds back', async () => {
    const w = watched(own);
    const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 } });
    expect((await stream.next())?.kind).toBe('page');
    await w.settled();
    // The page handed out and three ahead (the queue topped up after the hand-out), however long it waits.
    expect(w.reads()).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(w.reads()).toBe(4);
    expect(w.most()).toBeLessThanOrEqual(3);
    await stream.close();
    expect(w.held()).toBe(0);

    let holding = false;
    let open: () => void = () => {};
    const h = watched(own);
    const gated = await gatewayStream(h.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 }, ready: () => (holding ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve()) });
    holding = true;
    const next = gated.stream.next();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.reads()).toBe(0); // back-pressure: nothing is read while the consumer's queue is full
    holding = false;
    open();
    expect((await next)?.kind).toBe('page');
    await gated.stream.close();
    expect(h.held()).toBe(0);
  });

  /** With a bound of one byte: the reads before and after the second page is handed out. */
  async function readsAroundSecondPage(twins?: CatchupStreamOptions['twins']): Promise<{ before: number; after: number }> {
    const w = watched(own);
    const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 3, bytes: 1 }, twins });
    expect((await stream.next())?.kind).toBe('page');
    await w.settled();
    const before = w.reads();
    expect((await stream.next())?.kind).toBe('page');
    await w.settled();
    const after = w.reads();
    await stream.close();
    return { before, after };
  }

  it('starts no read while the pages read ahead and not handed out hold server.catchup_read_ahead_bytes', async () => {
    // The pages read ahead hold more than one byte: handing out the next one starts no read.
    const { before, after } = await readsAroundSecondPage();
    expect(after).toBe(before);
  });

  it('twin: read-ahead that ignores the bytes it holds fails the bytes bound', async () => {
    const { before, after } = await readsAroundSecondPage({ unboundedBytes: true });
    expect(after).toBeGreaterThan(before);
  });

  it('close() returns every pooled client while several reads are in flight; twin: a close that does not wait leaves them checked out', async () => {
    const w = watched(own, PAGE);
    const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 } });
    expect((await stream.next())?.kind).toBe('page');
    await w.until(() => w.reads() >= 3);
    const closing = stream.close();
    w.release();
    await closing;
    expect(w.held()).toBe(0);

    const v = watched(own, PAGE);
    const twin = await gatewayStream(v.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 }, twins: { closeWithoutWaiting: true } });
    expect((await twin.stream.next())?.kind).toBe('page');
    await v.until(() => v.reads() >= 3 && v.inFlight() >= 1);
    await twin.stream.close();
    expect(v.held()).toBeGreaterThan(0);
    v.release();
    await v.settled();
  });
});

describe('catch-up reads beyond one per connection share the node\'s budget (7.2, D496)', () => {
  it('a budget of one: at most two reads at once (the one a stream always has and one more), the same events in order, every slot given back; twin: without the budget all four pages are read at once', async () => {
    const want = await reference(0);
    const budget = new ReadAheadBudget(1);
    const w = watched(own);
    const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 4, bytes: 1 << 20, budget } });
    sameEventsInOrder((await drain(stream)).seqs, want);
    expect(w.most()).toBe(2); // at most two at once, and the budget's one slot was used
    expect(budget.inUse).toBe(0);

    const none = watched(own);
    const zero = await gatewayStream(none.pool, 0, { readAhead: { pages: 4, bytes: 1 << 20, budget: new ReadAheadBudget(0) } });
    sameEventsInOrder((await drain(zero.stream)).seqs, want);
    expect(none.most()).toBe(1);

    const v = watched(own);
    const twin = await gatewayStream(v.pool, 0, { readAhead: { pages: 4, bytes: 1 << 20 } });
    await drain(twin.stream);
    expect(v.most()).toBeGreaterThan(2);
  });

  it('close() while next() waits for the page it took returns that page\'s pooled client too; twin: a close that does not wait leaves it checked out', async () => {
    const run = async (twins?: CatchupStreamOptions['twins']) => {
      const w = watched(own, 0); // the first range's answer is held until release()
      const { stream } = await gatewayStream(w.pool, 0, { readAhead: { pages: 3, bytes: 1 << 20 }, twins });
      const next = stream.next();
      await w.until(() => w.reads() >= 3 && w.inFlight() === 1); // the other ranges are in; next() waits for the first
      const closing = stream.close();
      let heldAtClose = -1;
      const closed = closing.then(() => (heldAtClose = w.inFlight()));
      await new Promise((resolve) => setImmediate(resolve));
      w.release();
      await closed;
      expect(await next).toBeUndefined(); // no page after close
      await w.settled();
      return heldAtClose;
    };
    expect(await run()).toBe(0);
    expect(await run({ closeWithoutWaiting: true })).toBe(1);
  });
});

describe('catch-up pages read ahead and retention (7.3, D496)', () => {
  it('a page read after retention passed its lower bound ends the stream with resync_required retention; the pages read before it are whole; twin: without the check a page with a gap goes out', async () => {
    const run = async (twins?: CatchupStreamOptions['twins']) => {
      // A log of its own past the others' events, so that retention takes only these.
      for (let i = 0; i < 6; i++) await Promise.all(Array.from({ length: 4 }, (_, j) => alex.postMessage(t.ids.welcomeThread, `k${i}-${j}`)));
      const { head } = await gatewayStream(t.db.pool, 0);
      const after = head - 24;
      const want = await reference(after);
      const w = watched(own);
      const { stream } = await gatewayStream(w.pool, after, { readAhead: { pages: 2, bytes: 1 << 20 }, twins });
      let cut = 0;
      const got = await drain(stream, async (page) => {
        if (cut || page.kind !== 'page') return;
        // After the first page: the two pages read ahead are in; retention removes everything up to the fifth page's middle.
        await w.until(() => w.reads() >= 3 && w.inFlight() === 0);
        cut = after + 4 * PAGE + PAGE / 2;
        await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '400 days' WHERE seq <= $1`, [cut]);
        const r = await runRetention(t.server.ctx, t.config.spec['sync.event_retention']);
        expect(r.minRetainedSeq).toBe(cut + 1);
      });
      return { got, want, cut, after };
    };
    const { got, want, cut, after } = await run();
    expect(got.resync).toBe(ResyncReason.Retention);
    // The first page and the two read ahead before retention went out whole; nothing of the fourth page on.
    sameEventsInOrder(got.seqs, want.filter((s) => s <= after + 3 * PAGE));
    expect(got.cursors.at(-1)).toBe(after + 3 * PAGE);
    expect(cut).toBeGreaterThan(after + 3 * PAGE);

    // The twin: the ranges' resync check left out; the events below the new floor are missing without a word.
    const twin = await run({ noRangeResync: true });
    expect(twin.got.resync).toBeUndefined();
    const { seqs } = twin.got;
    const lost = twin.want.filter((s) => s > twin.after + 3 * PAGE && s <= twin.cut && !seqs.includes(s));
    expect(lost.length).toBeGreaterThan(0);
  });
});
