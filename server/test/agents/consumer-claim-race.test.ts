// KNOWN DEFECT, not fixed yet (found by a black-box audit at the end of the session of
// 2026-12-03; the closing note of that stop says where and how): two identifies of one
// agent consumer at about the same time can close both connections with 4015, leaving a
// consumer nobody holds, and 4015 tells both adapters not to come back (15.1, R-SY-23,
// 6.4: exactly one holds it, and only the older one is replaced). Gateway.claim writes the
// database claim and publishes its notice also for a connection that registry.bind has
// already replaced, and the `consumer` notice between nodes carries no order (the device
// path has claim_seq for this). These cases reproduce it; they are skipped, with the reason
// in their names, until the fix lands, which turns them on (and keeps a twin of the old
// claim). Real server, two nodes on one database, real sockets; every wait is bounded.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

async function connected(url: string, token: string, consumer: string): Promise<{ c: GatewayTestClient; identify: () => void }> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.hello();
  return { c, identify: () => c.send({ op: 'identify', d: { api_token: token, consumer, protocol_version: 1 } }) };
}

/** After both identified at once: exactly one is open and ready, the other closed with 4015, and a new event reaches the one that holds it. */
async function expectOneHolder(a: GatewayTestClient, b: GatewayTestClient, post: () => Promise<void>): Promise<void> {
  await until('one of the two is closed', () => a.closed !== undefined || b.closed !== undefined, 10_000);
  await new Promise((r) => setTimeout(r, 500)); // room for a second, wrong close
  const open = [a, b].filter((c) => c.closed === undefined);
  expect(open, `closes: ${a.closed?.code ?? 'open'}, ${b.closed?.code ?? 'open'}`).toHaveLength(1);
  expect([a, b].find((c) => c.closed)!.closed!.code).toBe(4015);
  const holder = open[0]!;
  await holder.waitFor('ready');
  const before = holder.frames.filter((f) => f.op === 'dispatch').length;
  await post();
  await until('the holder gets the new event', () => holder.frames.filter((f) => f.op === 'dispatch').length > before, 10_000);
}

describe('one holder when two connections identify one consumer at once (15.1, R-SY-23, 6.4)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi', 'server.record_frames_dir': '' });
  let nodeB: RunningServer;
  let alex: TestClient;
  let token: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    token = await t.apiToken('helper');
    nodeB = await t.startNode({ 'cluster.mode': 'multi' });
  });
  const post = async () => {
    expect((await alex.postMessage(t.ids.welcomeThread, `to the holder ${uuidv7()}`)).status).toBe(201);
  };

  it.skip('KNOWN DEFECT, skipped until the claim is ordered (note of stop 34): on one node, one of the two holds it', async () => {
    const consumer = `race-${uuidv7()}`;
    const [a, b] = [await connected(t.server.url, token, consumer), await connected(t.server.url, token, consumer)];
    a.identify();
    b.identify();
    await expectOneHolder(a.c, b.c, post);
  });

  it.skip('KNOWN DEFECT, skipped until the claim is ordered (note of stop 34): on two nodes, one of the two holds it, three times', async () => {
    for (let i = 0; i < 3; i++) {
      const consumer = `race-${uuidv7()}`;
      const [a, b] = [await connected(t.server.url, token, consumer), await connected(nodeB.url, token, consumer)];
      a.identify();
      b.identify();
      await expectOneHolder(a.c, b.c, post);
      a.c.terminate();
      b.c.terminate();
    }
  });
});
