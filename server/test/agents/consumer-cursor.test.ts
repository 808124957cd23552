// The durable cursor of an agent consumer and restore finalize (7.5, 15.2, D286): acked_seq is
// stored only on the timeline the holder knows. A store of the old timeline after finalize, or one
// that waited for finalize's lock on the row, writes nothing and says 'other_epoch' (not 'fenced':
// the connection is not closed, the node's reset follows). Its twin, a store that ignores the
// timeline, carries the old seq into the new timeline, where it would skip events up to it.
// Finalize also locks the cursors before the event counter (D326), the invocation gate's order, so that
// the two never wait in a cycle. Real PostgreSQL, the real finalize; every wait is bounded.
import { afterEach, describe, expect, it } from 'vitest';
import { ConsumerCursors, type ConsumerHolder } from '../../src/agents/consumer.ts';
import { finalizeRestore, type FinalizeTwins } from '../../src/epoch/restore.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { createAgent } from '../support/runs.ts';
import { useTestServer } from '../support/server.ts';
import { until } from '../support/agents.ts';

describe('the store of acked_seq across restore finalize (7.5, 15.2, D286)', () => {
  const t = useTestServer({ 'server.database_check_interval': '1h' });
  afterEach(() => {
    t.server.ctx.twins = undefined;
  });
  const cursors = () => new ConsumerCursors(t.db.pool, () => t.server.ctx.twins);
  const ackedOf = async (h: ConsumerHolder) =>
    Number((await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [h.agentId, h.consumer])).rows[0]!.acked_seq);

  async function claimed(): Promise<{ h: ConsumerHolder; epoch: string }> {
    const agent = await createAgent(t);
    const h: ConsumerHolder = { agentId: agent.id, consumer: `c-${uuidv7()}`, sessionId: uuidv7(), claimId: uuidv7() };
    const { syncEpoch } = (await cursors().claim(h))!;
    return { h, epoch: syncEpoch };
  }

  it('a store named with the old epoch after finalize writes nothing and answers other_epoch; with the new epoch it stores', async () => {
    const { h, epoch } = await claimed();
    const restored = await finalizeRestore(t.db.pool);
    expect(restored.syncEpoch).not.toBe(epoch);
    expect(await cursors().store(h, restored.headSeq + 50, epoch)).toBe('other_epoch');
    expect(await ackedOf(h)).toBe(restored.headSeq);
    expect(await cursors().store(h, restored.headSeq + 5, restored.syncEpoch)).toBe('stored');
    expect(await ackedOf(h)).toBe(restored.headSeq + 5);
    // Another holder is still 'fenced', whatever the epoch.
    expect(await cursors().store({ ...h, claimId: uuidv7() }, restored.headSeq + 9, restored.syncEpoch)).toBe('fenced');
  });

  /** A store of the old timeline that waits for finalize's lock on its row: what it answers and what the row holds after. */
  async function storeWaitingForFinalize(): Promise<{ result: string; acked: number; head: number; old: number }> {
    const { h, epoch } = await claimed();
    const old = (await ackedOf(h)) + 1_000;
    // Finalize locks the workers' cursors, the webhook subscriptions and the agents' cursors, and then
    // waits here for the event counter, holding the agents' cursor rows.
    const lock = await t.db.pool.connect();
    try {
      await lock.query('BEGIN');
      await lock.query(`SELECT value FROM sequence_counters WHERE name = 'event_seq' FOR UPDATE`);
      const finalizing = finalizeRestore(t.db.pool);
      const waiting = async () =>
        (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0]!.n;
      await until('finalize waits for the event counter', async () => (await waiting()) === 1, 5_000);
      const storing = cursors().store(h, old, epoch);
      await until('the store waits for the cursor row finalize holds', async () => (await waiting()) === 2, 5_000);
      await lock.query('COMMIT');
      const restored = await finalizing;
      return { result: await storing, acked: await ackedOf(h), head: restored.headSeq, old };
    } finally {
      lock.release();
    }
  }

  it('a store of the old timeline that waited for finalize\'s row lock is checked against the row finalize wrote: nothing written, other_epoch', async () => {
    const r = await storeWaitingForFinalize();
    expect(r.result).toBe('other_epoch');
    expect(r.acked).toBe(r.head);
  });

  it('twin (storeAcrossEpochs): the waiting store carries the old timeline\'s seq into the new one', async () => {
    t.server.ctx.twins = { storeAcrossEpochs: true };
    const r = await storeWaitingForFinalize();
    expect(r.result).toBe('stored');
    expect(r.acked).toBe(r.old);
  });

  /**
   * A transaction that takes `first` and then `second` (the lock order of one of finalize's partners),
   * with finalize started while it holds `first`. What each of them ended with.
   */
  async function lockOrderAgainstFinalize(first: [string, unknown[]?], second: string, twins?: FinalizeTwins): Promise<{ partner: string; finalize: string }> {
    const partner = await t.db.pool.connect();
    const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));
    try {
      await partner.query('BEGIN');
      await partner.query(first[0], first[1]);
      const finalizing = outcome(finalizeRestore(t.db.pool, twins));
      await until('finalize waits for a lock', async () => (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0]!.n === 1, 5_000);
      const ended = await outcome(
        (async () => {
          await partner.query(second);
          await partner.query('COMMIT');
        })(),
      );
      if (ended !== 'ok') await partner.query('ROLLBACK');
      return { partner: ended, finalize: await finalizing };
    } finally {
      partner.release();
    }
  }

  /** The invocation gate's order (runs/invocation-gate.ts): its consumer's cursor row FOR SHARE, then the event counter. */
  async function gateOrderAgainstFinalize(twins?: FinalizeTwins): Promise<{ partner: string; finalize: string }> {
    const { h } = await claimed();
    return lockOrderAgainstFinalize(
      ['SELECT 1 FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2 FOR SHARE', [h.agentId, h.consumer]],
      `SELECT value FROM sequence_counters WHERE name = 'event_seq' FOR UPDATE`,
      twins,
    );
  }

  /** A worker round's order (workers/consumer.ts, loop.ts): the webhook consumer's cursor FOR UPDATE, then the subscriptions FOR KEY SHARE. */
  async function roundOrderAgainstFinalize(twins?: FinalizeTwins): Promise<{ partner: string; finalize: string }> {
    const agent = await createAgent(t);
    await t.db.pool.query(`INSERT INTO webhook_subscriptions (id, url, agent_id) VALUES ($1, 'https://hooks.example.com/x', $2)`, [uuidv7(), agent.id]);
    await t.db.pool.query(`INSERT INTO event_consumer_cursors (consumer, last_seq) VALUES ('webhook', 0) ON CONFLICT DO NOTHING`);
    return lockOrderAgainstFinalize([`SELECT last_seq FROM event_consumer_cursors WHERE consumer = 'webhook' FOR UPDATE`], 'SELECT id FROM webhook_subscriptions WHERE agent_id IS NOT NULL FOR KEY SHARE', twins);
  }

  it('finalize locks the workers\' cursors before the subscriptions: a round holding its cursor reads them and commits, then finalize ends (D326)', async () => {
    expect(await roundOrderAgainstFinalize()).toEqual({ partner: 'ok', finalize: 'ok' });
  });

  it('twin (restoreSubscriptionsFirst): with the subscriptions first, finalize and the round wait in a cycle; PostgreSQL ends one as a deadlock', async () => {
    const r = await roundOrderAgainstFinalize({ restoreSubscriptionsFirst: true });
    expect([r.partner, r.finalize]).toContain('40P01');
  });

  it('finalize locks the cursors before the event counter: a gate holding its cursor commits, then finalize ends (D326)', async () => {
    expect(await gateOrderAgainstFinalize()).toEqual({ partner: 'ok', finalize: 'ok' });
  });

  it('twin (restoreCounterFirst): with the counter first, finalize and the gate wait in a cycle; PostgreSQL ends one as a deadlock', async () => {
    const r = await gateOrderAgainstFinalize({ restoreCounterFirst: true });
    expect([r.partner, r.finalize]).toContain('40P01');
  });
});
