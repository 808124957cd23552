import { ResyncReason } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeadVisibilitySnapshot } from '../../src/authz/timeline.ts';
import { readCatchupPage } from '../../src/catchup/page.ts';
import { CatchupStream, type CatchupStreamOptions } from '../../src/catchup/stream.ts';
import type { Pool } from '../../src/db/pool.ts';
import type { LogRow } from '../../src/events/log-reader.ts';
import { runRetention } from '../../src/retention/retention.ts';
import type { TestClient, TestServer } from '../support/server.ts';
import { openGatewayStream, startStreamServer } from './stream-support.ts';

const PAGE = 4;
let t: TestServer;
let alex: TestClient;
/** A pool of the test's own, 4 connections: what it has checked out is what the stream holds. */
let own: Pool;

beforeAll(async () => ({ t, alex, own } = await startStreamServer(PAGE, 4, 'bothy-test-stream')));
afterAll(async () => {
  await own?.end();
  await t?.close();
});

/** The stream as the gateway opens it: fixed head, the consumer's permission state (D38). */
function gatewayStream(pool: Pool, after: number, o: Partial<CatchupStreamOptions> = {}): Promise<{ stream: CatchupStream; head: number }> {
  return openGatewayStream(t, alex.principalId, pool, after, { pageSize: PAGE, ...o });
}

/**
 * Counts the pooled clients a stream checks out (one per page read) and how
 * many it holds or waits for now; `reached(n)` resolves in the microtask after the n-th
 * checkout, before any I/O of that read can have run.
 */
function counted(pool: Pool): { pool: Pool; reads: () => number; held: () => number; reached: (n: number) => Promise<void> } {
  let reads = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const wrapped = Object.create(pool) as Pool;
  wrapped.connect = ((...args: unknown[]) => {
    reads += 1;
    const got = (pool.connect as (...a: unknown[]) => unknown)(...args);
    for (const w of waiting.filter((x) => x.n <= reads)) w.resolve();
    return got;
  }) as Pool['connect'];
  const reached = (n: number) => (reads >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })));
  return { pool: wrapped, reads: () => reads, held: () => pool.totalCount - pool.idleCount + pool.waitingCount, reached };
}

const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('catch-up stream (7.1-7.3, D63)', () => {
  it('gives the gateway and REST the same events and cursors: one rule', async () => {
    const after = 0;
    const { stream, head } = await gatewayStream(t.db.pool, after, { prefetch: true });
    const gateway: number[] = [];
    // Whole rows, not only seqs: the gateway's page is read as arrays (logRowAt), REST's by column name.
    const gatewayRows: LogRow[] = [];
    const cursors: number[] = [];
    for (let page = await stream.next(); page; page = await stream.next()) {
      if (page.kind !== 'page') throw new Error(`resync ${page.reason}`);
      for (const row of page.rows) stream.step(row, (r, allowed) => (allowed && gateway.push(r.seq) && gatewayRows.push(r), allowed));
      cursors.push(page.nextCursor);
    }
    await stream.close();
    const visibility = (await readHeadVisibilitySnapshot(t.db.pool, alex.principalId)).visibility!;
    const rest: number[] = [];
    const restRows: LogRow[] = [];
    const restCursors: number[] = [];
    for (let cursor = after; cursor < head; ) {
      const p = await readCatchupPage(t.db.pool, visibility, { after: cursor, limit: PAGE, catchupMaxEvents: 10_000 });
      if (p.kind !== 'page') throw new Error(`resync ${p.reason}`);
      rest.push(...p.events.map((e) => e.seq));
      restRows.push(...p.events);
      restCursors.push(p.nextCursor);
      cursor = p.nextCursor;
    }
    expect(gateway.length).toBeGreaterThan(20);
    expect(gateway).toEqual(rest);
    expect(gatewayRows).toEqual(restRows);
    // Every column took part: each is non-null in some row, so a column read from another's position shows.
    for (const column of Object.keys(restRows[0]!) as (keyof LogRow)[]) expect(gatewayRows.some((r) => r[column] !== null), column).toBe(true);
    expect(Object.keys(restRows[0]!)).toHaveLength(10);
    expect(cursors).toEqual(restCursors);
    expect(cursors.at(-1)).toBe(head);
  });

  it('frames a cursor after sync.cursor_advance_every skipped events, counting the gaps the SQL filter left', async () => {
    const { stream } = await gatewayStream(t.db.pool, 0);
    const due: number[] = [];
    for (let page = await stream.next(); page?.kind === 'page'; page = await stream.next()) {
      for (const row of page.rows) {
        const seq = stream.step(row, () => false); // nothing goes out: every row is skipped
        if (seq !== undefined) due.push(seq);
      }
    }
    await stream.close();
    expect(due.length).toBeGreaterThan(3);
    for (const seq of due) expect(seq).toBeGreaterThan(0);
  });

  it('reads at most one page ahead, and none while the consumer holds back', async () => {
    const c = counted(own);
    const { stream } = await gatewayStream(c.pool, 0, { prefetch: true });
    expect((await stream.next())?.kind).toBe('page');
    await tick(200);
    expect(c.reads()).toBe(2); // the page handed out and one ahead, no more however long it waits
    await stream.close();
    expect(c.held()).toBe(0);

    let open: () => void = () => {};
    const held = counted(own);
    let holding = false;
    const gated = await gatewayStream(held.pool, 0, { prefetch: true, ready: () => (holding ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve()) });
    expect((await gated.stream.next())?.kind).toBe('page');
    holding = true;
    await tick(100);
    // The prefetch began before the hold: it may have read one page; the one after waits.
    const before = held.reads();
    expect(before).toBeLessThanOrEqual(2);
    const next = gated.stream.next();
    await tick(100);
    expect(held.reads()).toBe(before);
    holding = false;
    open();
    expect((await next)?.kind).toBe('page');
    await gated.stream.close();
    expect(held.held()).toBe(0);
  });

  it('stops reading when the consumer stops, and leaves no pooled client checked out after close', async () => {
    let stop = false;
    const c = counted(own);
    const { stream } = await gatewayStream(c.pool, 0, { prefetch: true, stopped: () => stop });
    expect((await stream.next())?.kind).toBe('page');
    await c.reached(2);
    expect(c.held()).toBeGreaterThan(0); // the read ahead is in flight
    await stream.close();
    expect(c.held()).toBe(0);
    const reads = c.reads();
    expect(await stream.next()).toBeUndefined();
    expect(c.reads()).toBe(reads);

    const s2 = await gatewayStream(c.pool, 0, { prefetch: true, stopped: () => stop });
    expect((await s2.stream.next())?.kind).toBe('page');
    stop = true;
    expect(await s2.stream.next()).toBeUndefined();
    await s2.stream.close();
    expect(c.held()).toBe(0);
  });

  it('twin: a close that does not wait for the read in flight leaves a pooled client checked out', async () => {
    const c = counted(own);
    const { stream } = await gatewayStream(c.pool, 0, { prefetch: true, twins: { closeWithoutWaiting: true } });
    expect((await stream.next())?.kind).toBe('page');
    await c.reached(2);
    await stream.close();
    expect(c.held()).toBeGreaterThan(0);
    await tick(200); // the read ends on its own and gives the client back
    expect(c.held()).toBe(0);
  });

  it('ends with resync_required retention when retention passes the cursor mid-stream, and sends nothing of the page', async () => {
    // A log of its own past the others' events: the oldest of it is removed while the stream reads.
    const { stream } = await gatewayStream(t.db.pool, 0);
    const first = await stream.next();
    expect(first?.kind).toBe('page');
    const cut = first!.kind === 'page' ? first!.nextCursor + PAGE : 0;
    await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '400 days' WHERE seq <= $1`, [cut]);
    const r = await runRetention(t.server.ctx, t.config.spec['sync.event_retention']);
    expect(r.minRetainedSeq).toBeGreaterThan(first!.kind === 'page' ? first!.nextCursor + 1 : 0);
    const next = await stream.next();
    expect(next?.kind).toBe('resync');
    expect(next?.kind === 'resync' && next.reason).toBe(ResyncReason.Retention);
    expect(await stream.next()).toBeUndefined();
    await stream.close();
  });
});
