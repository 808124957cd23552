// The live box's read after a new sync epoch heals a failed statement (7.5, 11.3; D430, D434, D458).
// On an epoch change the live box reads the active runs of every focused thread in batches (one
// statement per batch) and owes each reader its run's document as snapshot. D434 stopped at the first
// failed batch and retried nothing: the readers of that batch and of every batch after it got no
// document after resync_required. Here the batch size is 1 (two readers of two runs in two threads:
// two batches), the test session holds the runs table locked, and the first batch's statement is
// cancelled in PostgreSQL (pg_cancel_backend: 57014, a real failure of a real statement) while it
// waits on the lock; then the lock goes. Both readers must get their documents: the second batch runs
// after the failed one, the first is read again after its backoff (server.live_epoch_retry_base).
// Twin liveEpochReadStopsAtFailure (D434): both readers stay silent. Real server, PostgreSQL and
// sockets; every wait is bounded.
import { ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { finalizeRestore } from '../../src/epoch/restore.ts';
import type { LiveRuns } from '../../src/gateway/live-runs.ts';
import { until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { updatesAfterResync, useLiveBoxSuite } from '../support/livebox.ts';

const { s, t, reader, reaches } = useLiveBoxSuite();

/** The epoch read's statement (activeRunsIn) as pg_stat_activity shows it. */
const EPOCH_READ = '%FROM runs WHERE thread_id = ANY(%AND state = ANY(%';

/** Cancels every epoch read of the gateway that waits on a lock now; how many. */
async function cancelWaitingReads(): Promise<number> {
  const { rows } = await t.db.pool.query<{ cancelled: boolean }>(
    `SELECT pg_cancel_backend(pid) AS cancelled FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND query LIKE $1`,
    [EPOCH_READ],
  );
  return rows.filter((r) => r.cancelled).length;
}

/**
 * Two readers of two runs, one thread a batch; finalize while the runs table is locked; the first
 * batch's statement cancelled as it waits; the lock released. What each reader builds after
 * resync_required, and what GET /runs/{id} says.
 */
async function failedBatchCase(): Promise<{ results: { got: unknown; want: unknown }[]; warned: Record<string, unknown>[] }> {
  const runs = [await s.running(), await s.running()];
  expect(new Set(runs.map((r) => r.person.thread)).size).toBe(2);
  const readers: GatewayTestClient[] = [];
  for (const r of runs) readers.push(await reader(r));
  const live = t.server.gateway.live as LiveRuns;
  live.epochThreadsPerStatement = 1;
  // The gateway's warnings about the epoch read (our own logger, wrapped for the test; PostgreSQL is real).
  const log = t.server.gateway.log;
  const warn = log.warn;
  const warned: Record<string, unknown>[] = [];
  log.warn = ((...args: unknown[]) => {
    if (typeof args[1] === 'string' && args[1].includes('after an epoch change failed')) warned.push(args[0] as Record<string, unknown>);
    return (warn as (...a: unknown[]) => void).apply(log, args);
  }) as typeof warn;
  const lock = await t.db.pool.connect();
  let cancelled = 0;
  try {
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE runs IN ACCESS EXCLUSIVE MODE');
    await finalizeRestore(t.db.pool);
    for (const c of readers) await c.waitFor(ServerOp.ResyncRequired);
    // The first batch's statement waits on the lock (one at a time: the second has not started); cancel it.
    await until('the first batch waits on the lock, and is cancelled', async () => (cancelled = await cancelWaitingReads()) > 0, 10_000);
  } finally {
    await lock.query('ROLLBACK').catch(() => {});
    lock.release();
  }
  expect(cancelled).toBe(1);
  const results: { got: unknown; want: unknown }[] = [];
  try {
    for (const [i, r] of runs.entries()) results.push(await reaches(r, () => updatesAfterResync(readers[i]!, r.runId)));
  } finally {
    log.warn = warn;
  }
  return { results, warned };
}

describe('the live box’s read after a new sync epoch heals a failed batch (7.5, 11.3; D458)', () => {
  it('a failed batch stops neither the batches after it nor its own retry: every focused reader gets its run’s document, equal to GET /runs/{id}', async () => {
    const { results, warned } = await failedBatchCase();
    for (const { got, want } of results) {
      expect(want).toBeTruthy();
      expect(got).toEqual(want);
    }
    // One line for the failed attempt, with the count of threads of its batch and PostgreSQL's code (57014 query_canceled).
    expect(warned).toEqual([expect.objectContaining({ threads: 1, attempt: 1, code: '57014' })]);
  });

  it('twin (liveEpochReadStopsAtFailure, D434): the read stops at the failed batch and the readers stay silent', async () => {
    t.server.ctx.twins = { liveEpochReadStopsAtFailure: true };
    const { results } = await failedBatchCase();
    expect(results.filter(({ got, want }) => JSON.stringify(got) !== JSON.stringify(want)).length).toBeGreaterThan(0);
    // Nothing at all after resync_required: not an old document, none.
    expect(results.every(({ got }) => got === undefined)).toBe(true);
  });

  it('the retries of a failed batch end once the connection of its reader has closed', async () => {
    const r = await s.running();
    const c = await reader(r);
    (t.server.gateway.live as LiveRuns).epochThreadsPerStatement = 1;
    const lock = await t.db.pool.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE runs IN ACCESS EXCLUSIVE MODE');
      await finalizeRestore(t.db.pool);
      await c.waitFor(ServerOp.ResyncRequired);
      // Every attempt fails: the first and at least one retry.
      let cancelled = 0;
      await until('the read and a retry are cancelled', async () => (cancelled += await cancelWaitingReads()) >= 2, 10_000);
      c.terminate();
      await until('the server has closed the connection', () => Promise.resolve([...t.server.gateway.registry.all].every((x) => x.state === 'closed')), 5_000);
      // At most the attempt that was under way at the close; none after it (the backoff's draws reach 3.2 s by the sixth attempt).
      let after = 0;
      const end = Date.now() + 3_000;
      while (Date.now() < end) {
        after += await cancelWaitingReads();
        await new Promise((res) => setTimeout(res, 20));
      }
      expect(after).toBeLessThanOrEqual(1);
    } finally {
      await lock.query('ROLLBACK').catch(() => {});
      lock.release();
    }
  });
});
