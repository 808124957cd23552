import { CloseCode, ServerOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { dropListeners } from '../support/listener-loss.ts';
import { startNode, type NodeProcess } from '../support/node-process.ts';
import { PgCommitProxy } from '../support/pg-commit-proxy.ts';
import { TestClient, useTestServer } from '../support/server.ts';

// 8.5: a revoked device stops at once, everywhere. The close (4012) must reach
// every node even when the revoking node never learns that its COMMIT went
// through (a keyed retry then only replays the stored answer, D40), and even
// when a node's LISTEN connection is down while the notice goes out.

describe('a revocation reaches every node (8.5, D46)', () => {
  let proxy: PgCommitProxy;
  const nodes: NodeProcess[] = [];
  const db = useTestDatabase({ poolSize: 5, seedDemo: true });
  beforeAll(async () => {
    proxy = await PgCommitProxy.start(db.url);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.kill()));
    await proxy?.close();
  });

  /** Revokes sam's device through node A, whose COMMIT answer is lost; says how sam's connection on node B ended. */
  async function revokeWithLostCommit(env: Record<string, string>): Promise<number | undefined> {
    // The periodic check of local connections (closeRevoked) is the other safety net; it waits here.
    const quiet = { BOTHY_CLUSTER_MODE: 'multi', BOTHY_SERVER_DATABASE_CHECK_INTERVAL: '1h', ...env };
    const a = await startNode(proxy.url(db.url), quiet);
    const b = await startNode(db.url, quiet);
    nodes.push(a, b);
    try {
      const alex = await TestClient.register(a.url, 'alex');
      const sam = await TestClient.register(b.url, 'sam');
      const c = await GatewayTestClient.connect(b.url);
      await c.identify(sam);
      await c.waitFor(ServerOp.CatchupComplete);
      const key = uuidv7();
      proxy.reset();
      proxy.arm(/idempotency_keys/, 'withhold_answer');
      const first = alex.request('POST', `/api/v1/devices/${sam.deviceId}/revoke`, { headers: { 'idempotency-key': key } }).catch(() => undefined);
      await proxy.waitCaught(1, 20_000);
      proxy.disarm();
      await proxy.caught[0]!.committed;
      proxy.cutCaught();
      await first;
      const again = await alex.request('POST', `/api/v1/devices/${sam.deviceId}/revoke`, { headers: { 'idempotency-key': key } });
      expect(again.status, again.text).toBe(204);
      expect(again.headers.get('idempotent-replay')).toBe('true');
      const closed = await c.waitClose(3_000).catch(() => undefined);
      return closed?.code;
    } finally {
      await Promise.all([a.kill(), b.kill()]);
    }
  }

  it('closes the device on node B with 4012 when the COMMIT answer of a keyed revoke was lost and the retry replays it', async () => {
    expect(await revokeWithLostCommit({})).toBe(CloseCode.Revoked);
  }, 90_000);

  it('twin: with the notice sent only after the commit, the device stays connected on node B', async () => {
    expect(await revokeWithLostCommit({ BOTHY_TEST_REVOKE_AFTER_COMMIT: '1' })).toBeUndefined();
  }, 90_000);
});

describe('a node whose LISTEN connection was down catches up on revocations (8.5, R-SY-15)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi' });

  async function revokeDuringListenerLoss(twin: boolean): Promise<number | undefined> {
    const b = await t.startNode({ 'server.database_check_interval': '1h' });
    {
      if (twin) b.gateway.closeRevoked = async () => undefined;
      const alex = await TestClient.register(t.server.url, 'alex');
      const sam = await TestClient.register(b.url, 'sam');
      const c = await GatewayTestClient.connect(b.url);
      await c.identify(sam);
      await c.waitFor(ServerOp.CatchupComplete);
      // Every LISTEN connection of this database goes; the revocation's notice goes out while they reconnect.
      await dropListeners(t);
      const r = await alex.request('POST', `/api/v1/devices/${sam.deviceId}/revoke`);
      expect(r.status, r.text).toBe(204);
      return (await c.waitClose(5_000).catch(() => undefined))?.code;
    } // t.close() stops node B
  }

  it('closes the revoked device with 4012 after the reconnect', async () => {
    expect(await revokeDuringListenerLoss(false)).toBe(CloseCode.Revoked);
  }, 60_000);

  it('twin: without the check of local connections, the revoked device stays connected', async () => {
    expect(await revokeDuringListenerLoss(true)).toBeUndefined();
  }, 60_000);
});
