// The live box across a new sync epoch (7.5, 11.3; D430): a restore sets a run back to an older
// version, `bothy restore finalize` sets the new epoch, and a focused reader gets resync_required
// epoch_changed and drops its documents. Before D430 the live box kept the version each connection
// held on the old timeline: it sent nothing until the run passed that version again, so the reader
// had no document (or, a client that kept its own, an old one) while GET /runs/{id} had the new one.
// Now the reader gets the run's document as snapshot after resync_required. Twin:
// liveKeepsHeldOnEpochChange. The coalesce interval is long: only the test's own flushes run.
// Real server, PostgreSQL and sockets; every wait is bounded.
import { ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { finalizeRestore } from '../../src/epoch/restore.ts';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { LIVE_BOX_MIN_MS as MIN, patchStatusLine, updates, updatesAfterResync, useLiveBoxSuite } from '../support/livebox.ts';

const { s, t, flush, stored, reader, reaches } = useLiveBoxSuite();

/** A reader at version 5 of a run; the run set back to version 2 as a restore would, a new epoch, one patch; what the reader builds after resync_required and what GET says. */
async function restoreCase(): Promise<{ got: unknown; want: unknown }> {
  const r = await s.running();
  const c = await reader(r);
  const back = await stored(r);
  for (const v of ['one', 'two', 'three']) await patchStatusLine(r, v, MIN);
  await until('the reader at the newest version', async () => {
    await flush();
    return updates(c, r.runId).at(-1)?.version === (await stored(r)).version;
  }, 5_000);
  // The restore: the run's row and its patches as they were at the older version.
  await t.db.pool.query(`UPDATE runs SET version = $2, document = $3::jsonb WHERE id = $1`, [r.runId, back.version, JSON.stringify(back)]);
  await t.db.pool.query(`DELETE FROM run_patches WHERE run_id = $1 AND version > $2`, [r.runId, back.version]);
  await finalizeRestore(t.db.pool);
  await c.waitFor(ServerOp.ResyncRequired);
  await patchStatusLine(r, 'after the restore', MIN);
  return reaches(r, () => updatesAfterResync(c, r.runId));
}

describe('the live box after a new sync epoch (7.5, 11.3; D430)', () => {
  it('a focused reader gets the run’s document after resync_required epoch_changed: it equals GET /runs/{id}', async () => {
    const { got, want } = await restoreCase();
    expect(got).toEqual(want);
  });

  it('twin (liveKeepsHeldOnEpochChange): the reader gets nothing for the versions below the one it held', async () => {
    t.server.ctx.twins = { liveKeepsHeldOnEpochChange: true };
    const { got, want } = await restoreCase();
    expect(got).not.toEqual(want);
  });

  it('readers of three runs: one statement reads the active runs of every focused thread, and each reader gets its run’s document (D434)', async () => {
    const runs = [await s.running(), await s.running(), await s.running()];
    expect(new Set(runs.map((r) => r.person.thread)).size).toBe(3);
    const readers: GatewayTestClient[] = [];
    for (const r of runs) readers.push(await reader(r));
    // The statements on the gateway's pool that read active runs by thread (focused; the resync after a LISTEN reconnect reads by ID too).
    const pool = t.server.ctx.pool;
    const query = pool.query;
    let activeRunReads = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      const text = typeof args[0] === 'string' ? args[0] : '';
      if (/FROM runs WHERE thread_id = ANY/.test(text)) activeRunReads++;
      return (query as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof query;
    try {
      await finalizeRestore(t.db.pool);
      for (const c of readers) await c.waitFor(ServerOp.ResyncRequired);
      for (const [i, r] of runs.entries()) {
        const { got, want } = await reaches(r, () => updatesAfterResync(readers[i]!, r.runId));
        expect(got).toEqual(want);
      }
    } finally {
      pool.query = query;
    }
    expect(activeRunReads).toBe(1);
  });
});
