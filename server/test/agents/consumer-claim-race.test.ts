// One holder when two connections identify one agent consumer at about the same time
// (15.1, R-SY-23, 6.4; D303): exactly one holds it and only the other is replaced with 4015.
// Before D303 both could get 4015, leaving a consumer nobody holds (4015 says: do not come
// back): Gateway.claim wrote the database claim and published its notice also for a
// connection registry.bind had already replaced, and the `consumer` notice between nodes
// carried no order. Twin `consumerClaimUnordered`. Real server, two nodes on one database,
// real sockets; every wait is bounded.
import { ClientOp, CloseCode, ServerOp } from '@bothy/generated';
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
  return { c, identify: () => c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } }) };
}

/** After both identified at once: exactly one is open and ready, the other closed with 4015, and a new event reaches the one that holds it. */
async function expectOneHolder(a: GatewayTestClient, b: GatewayTestClient, post: () => Promise<void>): Promise<void> {
  await until('one of the two is closed', () => a.closed !== undefined || b.closed !== undefined, 10_000);
  await new Promise((r) => setTimeout(r, 500)); // room for a second, wrong close
  const open = [a, b].filter((c) => c.closed === undefined);
  expect(open, `closes: ${a.closed?.code ?? 'open'}, ${b.closed?.code ?? 'open'}`).toHaveLength(1);
  expect([a, b].find((c) => c.closed)!.closed!.code).toBe(CloseCode.ConsumerReplaced);
  const holder = open[0]!;
  await holder.waitFor(ServerOp.Ready);
  const before = holder.frames.filter((f) => f.op === ServerOp.Dispatch).length;
  await post();
  await until('the holder gets the new event', () => holder.frames.filter((f) => f.op === ServerOp.Dispatch).length > before, 10_000);
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
  /** Two connections, at `urlA` and `urlB`, that send their identify of one fresh consumer in the same tick. */
  async function identifyAtOnce(urlA: string, urlB: string): Promise<[GatewayTestClient, GatewayTestClient]> {
    const consumer = `race-${uuidv7()}`;
    const [a, b] = [await connected(urlA, token, consumer), await connected(urlB, token, consumer)];
    a.identify();
    b.identify();
    return [a.c, b.c];
  }
  const post = async () => {
    expect((await alex.postMessage(t.ids.welcomeThread, `to the holder ${uuidv7()}`)).status).toBe(201);
  };

  it('on one node, one of the two holds it, three times', async () => {
    for (let i = 0; i < 3; i++) {
      const [a, b] = await identifyAtOnce(t.server.url, t.server.url);
      await expectOneHolder(a, b, post);
      a.terminate();
      b.terminate();
    }
  });

  it('on two nodes, one of the two holds it, three times', async () => {
    for (let i = 0; i < 3; i++) {
      const [a, b] = await identifyAtOnce(t.server.url, nodeB.url);
      await expectOneHolder(a, b, post);
      a.terminate();
      b.terminate();
    }
  });

  it('twin: unordered claims on both nodes (as before D303) leave no holder in one of ten tries at least', async () => {
    t.server.ctx.twins = { consumerClaimUnordered: true };
    nodeB.ctx.twins = { consumerClaimUnordered: true };
    const codes: string[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const [a, b] = await identifyAtOnce(t.server.url, nodeB.url);
        await until('one is closed', () => a.closed !== undefined || b.closed !== undefined, 10_000);
        await new Promise((r) => setTimeout(r, 500));
        codes.push(`${a.closed?.code ?? 'open'}/${b.closed?.code ?? 'open'}`);
        a.terminate();
        b.terminate();
      }
      console.log(`twin D303: ${codes.join(' ')}`);
      expect(codes).toContain(`${CloseCode.ConsumerReplaced}/${CloseCode.ConsumerReplaced}`);
    } finally {
      t.server.ctx.twins = undefined;
      nodeB.ctx.twins = undefined;
    }
  });
});
