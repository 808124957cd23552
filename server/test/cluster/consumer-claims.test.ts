// 15.1: exactly one connection per agent consumer, across all nodes: a newer identify of the
// consumer on node A closes the older connection on node B with 4015. The takeover reaches B as a
// notice; when B's LISTEN connection is down while the notice goes out, B reads the consumer rows of
// its local agent connections once it has reconnected (gateway.ts closeReplacedConsumers, as
// closeReplacedDevices for 6.1). The older process here is idle: it acks nothing, so no fenced store
// of acked_seq would close it, and no invocation reaches the gate's holder check.
import { CloseCode } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { connectAgent } from '../support/agents.ts';
import { dropListeners, holdListenerReconnect } from '../support/listener-loss.ts';
import { createAgent } from '../support/runs.ts';
import { useTestServer } from '../support/server.ts';

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

describe('a node whose LISTEN connection was down catches up on consumer takeovers (15.1, 6.4 4015)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi', 'server.record_frames_dir': '' });

  /** The consumer is live on node B; every LISTEN connection goes, and the consumer identifies on node A meanwhile: how B's connection ends. */
  async function takeoverDuringListenerLoss(twin: boolean): Promise<number | undefined> {
    // The periodic check of local connections is the other safety net; it waits here.
    const b = await t.startNode({ 'server.database_check_interval': '1h' });
    if (twin) b.gateway.closeReplacedConsumers = async () => undefined;
    const agent = await createAgent(t);
    const { release } = holdListenerReconnect(b);
    try {
      const older = await connectAgent(b.url, agent, 'worker', open);
      await dropListeners(t);
      const newer = await connectAgent(t.server.url, agent, 'worker', open);
      release();
      const closed = await older.waitClose(5_000).catch(() => undefined);
      // The newer connection is the one that stays.
      expect(await newer.waitClose(300).catch(() => undefined)).toBeUndefined();
      return closed?.code;
    } finally {
      release();
    } // t.close() stops node B
  }

  it('closes the older connection on node B with 4015 after the reconnect', async () => {
    expect(await takeoverDuringListenerLoss(false)).toBe(CloseCode.ConsumerReplaced);
  }, 60_000);

  it('twin: without the check of local connections, the consumer keeps two connections', async () => {
    expect(await takeoverDuringListenerLoss(true)).toBeUndefined();
  }, 60_000);
});
