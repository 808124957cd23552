// The snapshot statement runs through a function of one generic plan (D279): the same row as the
// statement itself, in the caller's snapshot (STABLE), made once per text whatever the number of
// nodes, and replaced by the statement itself where the function is missing.
import { describe, expect, it } from 'vitest';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { readSnapshot, readSnapshotRow, snapshotQuery, type SnapshotRow } from '../../src/snapshot/snapshot.ts';
import { useTestServer } from '../support/server.ts';

const t = useTestServer({ 'cluster.mode': 'multi' });

/** The snapshot functions in the database (named snapshot_<hash of the text>). */
async function functions(): Promise<{ name: string; volatility: string; config: string[] | null }[]> {
  const { rows } = await t.db.pool.query<{ name: string; volatility: string; config: string[] | null }>(
    `SELECT proname AS name, provolatile::text AS volatility, proconfig AS config FROM pg_proc WHERE proname LIKE 'bothy_snapshot_%' ORDER BY proname`,
  );
  return rows;
}

async function statementRow(principalId: string): Promise<SnapshotRow> {
  const v = (await loadVisibility(t.db.pool, principalId))!;
  return (await t.db.pool.query<SnapshotRow>(snapshotQuery(v))).rows[0]!;
}

describe('the snapshot through its function of one generic plan (6.3, D270, D279)', () => {
  it('is made at start-up, STABLE (the caller\'s snapshot) and with generic plans only', async () => {
    const made = await functions();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ volatility: 's', config: ['plan_cache_mode=force_generic_plan'] });
  });

  it('gives the row the statement itself gives, for every demo person', async () => {
    for (const who of [t.ids.alex, t.ids.sam, t.ids.helper]) {
      const v = (await loadVisibility(t.db.pool, who))!;
      expect(await readSnapshotRow(t.db.pool, v)).toEqual(await statementRow(who));
    }
  });

  it('is what a snapshot read outside a transaction calls', async () => {
    const v = (await loadVisibility(t.db.pool, t.ids.sam))!;
    const c = await t.db.pool.connect();
    try {
      // The calls of this transaction (pg_stat_xact_user_functions), counted for PL/pgSQL functions.
      await c.query(`BEGIN; SET LOCAL track_functions = 'pl'`);
      await readSnapshotRow(c, v);
      const { rows } = await c.query<{ calls: number }>(`SELECT COALESCE(sum(calls), 0)::int AS calls FROM pg_stat_xact_user_functions WHERE funcname LIKE 'bothy_snapshot_%'`);
      expect(rows[0]!.calls).toBe(1);
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  });

  it('a second node finds the function of the same text and makes no other', async () => {
    const node = await t.startNode();
    try {
      expect(await functions()).toHaveLength(1);
    } finally {
      await node.close();
    }
  });

  it('where the function is missing (a database restored without it), the statement itself answers', async () => {
    const [f] = await functions();
    const { rows } = await t.db.pool.query<{ signature: string }>(`SELECT oid::regprocedure::text AS signature FROM pg_proc WHERE proname = $1`, [f!.name]);
    await t.db.pool.query(`DROP FUNCTION ${rows[0]!.signature}`);
    const { snapshot } = await readSnapshot(t.db.pool, t.ids.sam);
    expect(snapshot.channels.length).toBeGreaterThan(0);
    const v = (await loadVisibility(t.db.pool, t.ids.sam))!;
    expect(await readSnapshotRow(t.db.pool, v)).toEqual(await statementRow(t.ids.sam));
  });
});
