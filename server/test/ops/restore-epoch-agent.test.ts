// An agent consumer that identifies while the sync epoch changes (7.5, 15.1,
// 15.2, 15.3; D104): ready is built while the epoch changes (on the old timeline or, since
// D270, on the new one), resync_required epoch_changed follows it, and the connection still gets its delivery window,
// from the new head: an invocation goes through the gate and carries its token,
// the ack is taken (no error frame) and acked_seq is stored. The epoch change
// lands inside identify for certain: a test transaction holds user_settings
// (ACCESS EXCLUSIVE) so that the snapshot of ready waits on it while restore
// finalize commits and the node takes the new epoch, then lets go. Real
// sockets, real PostgreSQL; every wait is bounded.
import { ClientOp, ResyncReason, ServerOp, type ServerFrame } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { finalizeRestore } from '../../src/epoch/restore.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, runRow, triggeredRun } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { jtiOf, until } from '../support/agents.ts';

interface Delivered {
  seq: number;
  type: string;
  invocation_token?: string;
}

const dispatches = (c: GatewayTestClient): Delivered[] =>
  c.frames.filter((f) => f.op === ServerOp.Dispatch).map((f) => (f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d as unknown as Delivered);

/** Waits until the node greets new connections with `epoch` (its delivery round ran epochChanged on every registered connection). */
async function nodeNamesEpoch(url: string, epoch: string): Promise<void> {
  await until('the node names the new epoch', async () => {
    const probe = await GatewayTestClient.connect(url);
    try {
      return (await probe.hello()).d.sync_epoch === epoch;
    } finally {
      probe.terminate();
    }
  });
}

describe('an epoch change during the identify of an agent consumer (7.5, 15.2, 15.3)', () => {
  const t = useTestServer({ 'server.database_check_interval': '1h', 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': '100ms' });
  let alex: TestClient;
  beforeAll(async () => {
    alex = await t.client('alex');
  });

  it('the agent gets its window from the new head: the invocation carries a token, the ack is taken and stored', async () => {
    const agent = await createAgent(t);
    const person = await personWithChannel(t, alex, 'write');
    const lock = await t.db.pool.connect();
    let c: GatewayTestClient | undefined;
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE user_settings IN ACCESS EXCLUSIVE MODE');
      c = await GatewayTestClient.connect(t.server.url);
      const hello = await c.hello();
      c.send({ op: ClientOp.Identify, d: { api_token: agent.apiToken, consumer: 'main', protocol_version: 1 } });
      // ready's snapshot (its settings_version) waits for user_settings; login has claimed the consumer by then.
      await until('the snapshot waits on the lock', async () => {
        const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM pg_locks WHERE database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND relation = 'user_settings'::regclass AND NOT granted`);
        return rows[0]!.n !== '0';
      });
      const restored = await finalizeRestore(t.db.pool);
      // The node took the new epoch (its delivery round ran epochChanged on every registered connection).
      await nodeNamesEpoch(t.server.url, restored.syncEpoch);
      expect(hello.d.sync_epoch).not.toBe(restored.syncEpoch);
      await lock.query('COMMIT');
      const ready = await c.waitFor(ServerOp.Ready);
      // The one-statement snapshot (D270) waits for the lock before it takes its snapshot, so ready may
      // already name the new timeline; either way the epoch changed during identify, and what follows
      // is the same: resync_required to the new head, the window from there.
      expect([hello.d.sync_epoch, restored.syncEpoch]).toContain(ready.d.sync_epoch);
      const resync = await c.waitFor(ServerOp.ResyncRequired);
      expect(resync.d).toMatchObject({ reason: ResyncReason.EpochChanged, head_seq: restored.headSeq, sync_epoch: restored.syncEpoch });

      const r = await triggeredRun(t, alex, { person, agent });
      const conn = c;
      await until('the invocation', () => dispatches(conn).some((d) => d.type === 'agent.invocation'));
      const inv = dispatches(conn).find((d) => d.type === 'agent.invocation')!;
      expect(inv.seq).toBeGreaterThan(restored.headSeq);
      expect(typeof inv.invocation_token).toBe('string');
      expect((await runRow(t, r.runId)).invocation_jti).toBe(jtiOf(inv.invocation_token!));
      const last = dispatches(conn).at(-1)!.seq;
      conn.send({ op: ClientOp.Ack, d: { seq: last } });
      await until('acked_seq stored', async () => {
        const { rows } = await t.db.pool.query<{ acked_seq: string }>(`SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = 'main'`, [agent.id]);
        return Number(rows[0]?.acked_seq) === last;
      });
      expect(conn.frames.filter((f) => f.op === ServerOp.Error)).toEqual([]);
      expect(conn.closed).toBeUndefined();
    } finally {
      await lock.query('ROLLBACK').catch(() => {});
      lock.release();
      c?.terminate();
    }
  }, 30_000);

  /**
   * Finalize commits after the claim read acked_seq and before ready's snapshot (held in the claim's
   * takeover notice), and the old timeline's acked_seq lies above the new head (a real restore goes back).
   * `reclaim`: whether login reads the cursor again (D286); false is the twin, the code before it.
   */
  async function finalizeAfterClaim(reclaim: boolean): Promise<{ invocations: Delivered[]; head: number }> {
    const agent = await createAgent(t);
    const person = await personWithChannel(t, alex, 'write');
    const consumer = `main-${Date.now()}`;
    // The old timeline got far: its acked_seq is 1,000 above head.
    const { rows } = await t.db.pool.query<{ value: string }>(`SELECT value::text FROM sequence_counters WHERE name = 'event_seq'`);
    await t.db.pool.query(`INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq, sync_epoch) VALUES ($1, $2, $3, (SELECT sync_epoch FROM instance))`, [agent.id, consumer, Number(rows[0]!.value) + 1_000]);
    const gw = t.server.gateway as unknown as { publishControl: (m: { k: string }) => Promise<void>; reclaimCursor: (id: unknown) => Promise<void> };
    const publish = gw.publishControl;
    const reclaimCursor = gw.reclaimCursor;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held = false;
    gw.publishControl = async function (this: unknown, m: { k: string }) {
      if (m.k === 'consumer' && !held) {
        held = true;
        await released;
      }
      return publish.call(this, m);
    };
    if (!reclaim) gw.reclaimCursor = async () => {};
    const c = await GatewayTestClient.connect(t.server.url);
    try {
      await c.hello();
      c.send({ op: ClientOp.Identify, d: { api_token: agent.apiToken, consumer, protocol_version: 1 } });
      await until('the claim is made', () => held);
      const restored = await finalizeRestore(t.db.pool);
      await nodeNamesEpoch(t.server.url, restored.syncEpoch);
      release();
      await c.waitFor(ServerOp.Ready);
      await triggeredRun(t, alex, { person, agent });
      await until('the invocation', () => dispatches(c).some((d) => d.type === 'agent.invocation'), reclaim ? 5_000 : 1_500).catch(() => {});
      return { invocations: dispatches(c).filter((d) => d.type === 'agent.invocation'), head: restored.headSeq };
    } finally {
      gw.publishControl = publish;
      gw.reclaimCursor = reclaimCursor;
      release();
      c.terminate();
    }
  }

  it('finalize between the claim and ready: the cursor is read again, and the new timeline\'s invocation arrives (D286)', async () => {
    const { invocations, head } = await finalizeAfterClaim(true);
    expect(invocations).toHaveLength(1);
    expect(invocations[0]!.seq).toBeGreaterThan(head);
  }, 30_000);

  it('twin: without reading it again the window starts at the old timeline\'s acked_seq and the invocation is lost', async () => {
    const { invocations } = await finalizeAfterClaim(false);
    expect(invocations).toEqual([]);
  }, 30_000);
});
