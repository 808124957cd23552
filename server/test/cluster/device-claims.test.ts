import { CloseCode, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { dropListeners, holdListenerReconnect } from '../support/listener-loss.ts';
import { TestClient, useTestServer } from '../support/server.ts';

// 6.1: a device holds exactly one connection, across all nodes: a newer identify of the device on
// node A closes its older connection on node B with 4017. The claim reaches B as a notice; when B's
// LISTEN connection is down while the notice goes out, B reads the device claims of its local
// connections once it has reconnected (gateway.ts closeReplacedDevices, like closeRevoked for 8.5).

describe('a node whose LISTEN connection was down catches up on device claims (6.1, 6.4 4017)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi' });

  /** sam is live on node B; every LISTEN connection goes, and sam identifies on node A meanwhile: how B's connection ends. */
  async function claimDuringListenerLoss(twin: boolean, sameNodeId = false): Promise<number | undefined> {
    // The periodic check of local connections is the other safety net; it waits here.
    const b = await t.startNode({ 'server.database_check_interval': '1h', ...(sameNodeId ? { 'server.node_id': t.server.gateway.nodeId } : {}) });
    if (twin) b.gateway.closeReplacedDevices = async () => undefined;
    // B's LISTEN connection comes back only once the newer connection is live, so that the claim's
    // notice is lost on B however slowly the identify runs (the reconnect alone waits 500 ms).
    const { release: reopen } = holdListenerReconnect(b);
    const sam = await TestClient.register(b.url, 'sam');
    const older = await GatewayTestClient.connect(b.url);
    let newer: GatewayTestClient | undefined;
    try {
      await older.identify(sam);
      await older.waitFor(ServerOp.CatchupComplete);
      await dropListeners(t);
      newer = await GatewayTestClient.connect(t.server.url);
      await newer.identify(sam);
      await newer.waitFor(ServerOp.CatchupComplete);
      reopen();
      const closed = await older.waitClose(5_000).catch(() => undefined);
      // The newer connection is the one that stays.
      expect(await newer.waitClose(300).catch(() => undefined)).toBeUndefined();
      return closed?.code;
    } finally {
      reopen();
      older.terminate();
      newer?.terminate();
    } // t.close() stops node B
  }

  it('closes the older connection on node B with 4017 after the reconnect', async () => {
    expect(await claimDuringListenerLoss(false)).toBe(CloseCode.DeviceReplaced);
  }, 60_000);

  it('closes it also when both nodes are configured with the same server.node_id (claims are told apart by process)', async () => {
    expect(await claimDuringListenerLoss(false, true)).toBe(CloseCode.DeviceReplaced);
  }, 60_000);

  it('twin: without the check of local connections, the device keeps two connections', async () => {
    expect(await claimDuringListenerLoss(true)).toBeUndefined();
  }, 60_000);
});

describe('a device ID in capitals is one device on every node (6.1, 6.4 4017)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi' });

  it('registered and identified in capitals on node B, the device is replaced there when it identifies on node A', async () => {
    const b = await t.startNode();
    const deviceId = uuidv7().toUpperCase();
    const sam = await TestClient.register(b.url, 'sam', 'active', undefined, deviceId);
    const older = await GatewayTestClient.connect(b.url);
    const newer = await GatewayTestClient.connect(t.server.url);
    try {
      const ready = await older.identify(sam);
      // The server names the device in the lower case that PostgreSQL's uuid type prints.
      expect(ready.d.device_id).toBe(deviceId.toLowerCase());
      await older.waitFor(ServerOp.CatchupComplete);
      await newer.identify(sam);
      expect((await older.waitClose(5_000).catch(() => undefined))?.code).toBe(CloseCode.DeviceReplaced);
    } finally {
      older.terminate();
      newer.terminate();
    }
  }, 60_000);
});
