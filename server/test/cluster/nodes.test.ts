import { ClientOp, CloseCode, ProblemCode, ServerOp } from '@bothy/generated';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { startNode, startNodeProcess, type NodeProcess } from '../support/node-process.ts';
import { TestClient } from '../support/server.ts';

// Several nodes on one database (6.1, 8.5, 15.1, R-SY-15, R-SY-25, D46), each a
// server process of its own. Bounded: every wait has a timeout.

const nodes: NodeProcess[] = [];
const open: GatewayTestClient[] = [];

const db = useTestDatabase({ poolSize: 5, seedDemo: true });
afterEach(async () => {
  for (const c of open.splice(0)) c.terminate();
  await Promise.all(nodes.splice(0).map((n) => n.kill()));
});

async function node(env: Record<string, string> = {}): Promise<NodeProcess> {
  const n = await startNode(db.url, env);
  nodes.push(n);
  return n;
}

/**
 * Node pairs shared by the tests of the describe block this is called in, one pair per pair of
 * environments, started when a test first asks and killed after the block. For tests that need
 * two running nodes but no fresh ones: each registers its own devices and consumers.
 */
function sharedPairs(): (envA: Record<string, string>, envB?: Record<string, string>) => Promise<[NodeProcess, NodeProcess]> {
  const pairs = new Map<string, Promise<[NodeProcess, NodeProcess]>>();
  const started: NodeProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const n = await startNode(db.url, env);
    started.push(n);
    return n;
  };
  afterAll(async () => {
    await Promise.allSettled(pairs.values());
    pairs.clear();
    await Promise.all(started.splice(0).map((n) => n.kill()));
  });
  return (envA, envB = envA) => {
    const key = JSON.stringify([envA, envB]);
    let pair = pairs.get(key);
    if (!pair) pairs.set(key, (pair = Promise.all([start(envA), start(envB)])));
    return pair;
  };
}

async function live(who: TestClient, url: string): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.identify(who);
  await c.waitFor(ServerOp.CatchupComplete);
  return c;
}

async function liveAgent(token: string, url: string, consumer: string): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.hello();
  c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
  await c.waitFor(ServerOp.Ready);
  return c;
}

async function apiToken(url: string, handle: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: handle }) });
  return ((await res.json()) as { api_token: string }).api_token;
}

/** The close code within `ms`, or undefined while the connection stays open. */
async function closedWithin(c: GatewayTestClient, ms: number): Promise<number | undefined> {
  return (await c.waitClose(ms).catch(() => undefined))?.code;
}

describe('one node per database in cluster.mode = single (02-architecture 11.6, D46)', () => {
  it('refuses a second single-mode node with a message that names cluster.mode and BOTHY_CLUSTER_MODE=multi', async () => {
    await node();
    const second = await startNodeProcess(db.url);
    if (second.ok) nodes.push(second.node);
    expect(second.ok).toBe(false);
    expect(!second.ok && second.stderr).toMatch(/cluster\.mode = single/);
    expect(!second.ok && second.stderr).toMatch(/BOTHY_CLUSTER_MODE=multi/);
  });

  it('twin: without the lock, the second single-mode node starts without a word', async () => {
    await node({ BOTHY_TEST_NO_NODE_LOCK: '1' });
    const second = await startNodeProcess(db.url, { BOTHY_TEST_NO_NODE_LOCK: '1' });
    if (second.ok) nodes.push(second.node);
    expect(second.ok).toBe(true);
  });

  it('refuses a multi node beside a single one, and a single node beside multi nodes', async () => {
    const single = await node();
    const multi = await startNodeProcess(db.url, { BOTHY_CLUSTER_MODE: 'multi' });
    if (multi.ok) nodes.push(multi.node);
    expect(!multi.ok && multi.stderr).toMatch(/a node with cluster\.mode = single runs against this database/);
    await single.stop();
    await Promise.all([node({ BOTHY_CLUSTER_MODE: 'multi' }), node({ BOTHY_CLUSTER_MODE: 'multi' })]);
    const late = await startNodeProcess(db.url);
    if (late.ok) nodes.push(late.node);
    expect(!late.ok && late.stderr).toMatch(/other nodes run against this database with cluster\.mode = multi/);
  });

  it('takes the lock again when its connection is lost, so that a second single-mode node is still refused', async () => {
    await node();
    const holder = `SELECT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.mode = 'ExclusiveLock' AND a.datname = current_database() AND a.application_name LIKE 'bothy-node single%'`;
    const first = (await db.pool.query<{ pid: number }>(holder)).rows[0]!.pid;
    await db.pool.query('SELECT pg_terminate_backend($1)', [first]);
    let again: number | undefined;
    for (let i = 0; i < 100 && !again; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = (await db.pool.query<{ pid: number }>(holder)).rows.find((r) => r.pid !== first)?.pid;
    }
    expect(again).toBeDefined();
    const second = await startNodeProcess(db.url);
    if (second.ok) nodes.push(second.node);
    expect(!second.ok && second.stderr).toMatch(/cluster\.mode = single/);
  });

  it('lets a node start once the node before it was killed (SIGKILL)', async () => {
    const first = await node();
    await first.kill();
    await node();
  });
});

// In mode single the nodes run without the lock: two nodes that should not be there, the case the
// lock cannot catch (it was lost, or an older server runs). Control messages must cross all the same.
for (const mode of ['single', 'multi'] as const) {
  const env: Record<string, string> = mode === 'single' ? { BOTHY_TEST_NO_NODE_LOCK: '1' } : { BOTHY_CLUSTER_MODE: 'multi' };

  describe(`revocation and takeovers reach every node, cluster.mode = ${mode} (8.5, 6.1, 15.1, D46)`, () => {
    const pair = sharedPairs();
    it('closes a revoked device\'s connection on node B with 4012 when node A revokes it', async () => {
      const [a, b] = await pair(env);
      const alex = await TestClient.register(a.url, 'alex');
      const sam = await TestClient.register(b.url, 'sam');
      const c = await live(sam, b.url);
      expect((await alex.request('POST', `/api/v1/devices/${sam.deviceId}/revoke`)).status).toBe(204);
      expect(await closedWithin(c, 5_000)).toBe(CloseCode.Revoked);
    });

    it('closes the older connection of a device on node A with 4017 when the device identifies on node B', async () => {
      const [a, b] = await pair(env);
      const sam = await TestClient.register(a.url, 'sam');
      const first = await live(sam, a.url);
      await live(sam, b.url);
      expect(await closedWithin(first, 5_000)).toBe(CloseCode.DeviceReplaced);
    });

    it('closes the connection of a device on node A with 4017 when its session is resumed on node B, and keeps the resumed one', async () => {
      const [a, b] = await pair(env);
      const sam = await TestClient.register(a.url, 'sam');
      const first = await GatewayTestClient.connect(a.url);
      open.push(first);
      const ready = await first.identify(sam);
      await first.waitFor(ServerOp.CatchupComplete);
      // The client lost its link to A without A noticing yet, and resumes on B (6.3).
      const second = await GatewayTestClient.connect(b.url);
      open.push(second);
      await second.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
      expect(await closedWithin(first, 5_000)).toBe(CloseCode.DeviceReplaced);
      expect(await closedWithin(second, 500)).toBeUndefined();
      // A's close of the replaced connection leaves the session row open for the resumed one (6.3).
      const row = await db.pool.query<{ closed_at: Date | null }>('SELECT closed_at FROM gateway_sessions WHERE id = $1', [ready.d.gateway_session_id]);
      expect(row.rows[0]?.closed_at).toBeNull();
    });

    it('keeps exactly one connection when two identifies of a device on nodes A and B claim it at the same moment (claims in flight cross)', async () => {
      const [a, b] = await pair(env);
      const sam = await TestClient.register(a.url, 'sam');
      (await live(sam, a.url)).terminate(); // the device's claim row exists
      for (let round = 0; round < 3; round++) {
        // Both claim statements wait on the row; released together, each node hears the other's
        // notice while its own claim is still in flight.
        const lock = await db.pool.connect();
        try {
          await lock.query('BEGIN');
          await lock.query('SELECT 1 FROM gateway_device_claims WHERE device_id = $1 FOR UPDATE', [sam.deviceId]);
          const onA = await GatewayTestClient.connect(a.url);
          const onB = await GatewayTestClient.connect(b.url);
          open.push(onA, onB);
          const readies = [onA.identify(sam), onB.identify(sam)].map((p) => p.catch(() => undefined));
          // Until both statements wait on the lock.
          for (let i = 0; i < 100; i++) {
            const waiting = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%gateway_device_claims%'`);
            if (waiting.rows[0]!.n >= 2) break;
            await new Promise((r) => setTimeout(r, 50));
          }
          await lock.query('COMMIT');
          await Promise.all(readies);
          const closes = await Promise.all([onA, onB].map((c) => closedWithin(c, 1_500)));
          expect(closes.filter((code) => code === undefined), `round ${round}: ${JSON.stringify(closes)}`).toHaveLength(1);
          onA.terminate();
          onB.terminate();
        } finally {
          await lock.query('ROLLBACK').catch(() => {});
          lock.release();
        }
      }
    });

    it('closes the older connection of an agent consumer on node A with 4015 when it identifies on node B', async () => {
      const [a, b] = await pair(env);
      const token = await apiToken(a.url, 'helper');
      const consumer = `worker-${uuidv7()}`;
      const first = await liveAgent(token, a.url, consumer);
      await liveAgent(token, b.url, consumer);
      expect(await closedWithin(first, 5_000)).toBe(CloseCode.ConsumerReplaced);
    });
  });
}

describe('twin: control messages that stay in the process of node A (the old single mode)', () => {
  const pair = sharedPairs();
  it('leaves the older connection of a device on node B open when the device identifies on node A', async () => {
    // The periodic check of local connections (closeReplacedDevices) would close it later; it waits here.
    const quiet = { BOTHY_TEST_NO_NODE_LOCK: '1', BOTHY_SERVER_DATABASE_CHECK_INTERVAL: '1h' };
    const [a, b] = await pair({ ...quiet, BOTHY_TEST_CONTROL_IN_PROCESS: '1' }, quiet);
    const sam = await TestClient.register(a.url, 'sam');
    const first = await live(sam, b.url);
    await live(sam, a.url);
    expect(await closedWithin(first, 2_000)).toBeUndefined();
  });

  it('leaves the revoked device connected to node B, still receiving messages', async () => {
    // The periodic check of local connections (closeRevoked) would close it later; it waits here.
    const quiet = { BOTHY_TEST_NO_NODE_LOCK: '1', BOTHY_SERVER_DATABASE_CHECK_INTERVAL: '1h' };
    const [a, b] = await pair({ ...quiet, BOTHY_TEST_CONTROL_IN_PROCESS: '1' }, quiet);
    const alex = await TestClient.register(a.url, 'alex');
    const sam = await TestClient.register(b.url, 'sam');
    const c = await live(sam, b.url);
    expect((await alex.request('POST', `/api/v1/devices/${sam.deviceId}/revoke`)).status).toBe(204);
    const id = uuidv7();
    expect((await alex.postMessage(db.ids.welcomeThread, 'after the revocation', id)).status).toBe(201);
    await c.waitFor(ServerOp.Dispatch, (f) => (f.d as { client_msg_id?: string }).client_msg_id === id, 5_000);
    expect(await closedWithin(c, 1_000)).toBeUndefined();
  });
});

describe('a DPoP proof is used once across the cluster (6.3, RFC 9449 section 11.1, D47)', () => {
  // Both nodes answer under one public URL, as behind a load balancer: every proof names it.
  const PUBLIC_URL = 'http://bothy.test';
  const HTU = `${PUBLIC_URL}/api/v1/events`;
  const pair = sharedPairs();

  /** GET /events through node A, then the same proof again to `replayTo`: the two statuses and the second code. */
  async function replay(a: NodeProcess, replayTo: NodeProcess, sam: TestClient, proof?: string): Promise<[number, number, string | undefined]> {
    const first = await sam.request('GET', '/api/v1/events?after=0', { proofHtu: HTU, ...(proof ? { proof } : {}) });
    const again = await fetch(`${replayTo.url}/api/v1/events?after=0`, { headers: { authorization: `DPoP ${sam.accessToken}`, dpop: sam.lastProof! } });
    return [first.status, again.status, ((await again.json()) as { code?: string }).code];
  }

  async function cluster(env: Record<string, string> = {}): Promise<[NodeProcess, NodeProcess, TestClient]> {
    const [a, b] = await pair({ BOTHY_CLUSTER_MODE: 'multi', BOTHY_SERVER_PUBLIC_URL: PUBLIC_URL, ...env });
    return [a, b, await TestClient.register(a.url, 'sam')];
  }

  it('refuses on node B a REST proof that node A accepted, with authentication_failed', async () => {
    const [a, b, sam] = await cluster();
    expect(await replay(a, b, sam)).toEqual([200, 401, ProblemCode.AuthenticationFailed]);
  });

  it('twin: with proof IDs remembered per process only, node B accepts the proof a second time', async () => {
    const [a, b, sam] = await cluster({ BOTHY_TEST_PROCESS_PROOF_IDS: '1' });
    expect(await replay(a, b, sam)).toEqual([200, 200, undefined]);
  });

  it('refuses on node B an identify proof that node A accepted: it names node A\'s hello nonce, with or without the shared store', async () => {
    for (const env of [{}, { BOTHY_TEST_PROCESS_PROOF_IDS: '1' }] as Record<string, string>[]) {
      const [a, b, sam] = await cluster(env);
      const onA = await GatewayTestClient.connect(a.url);
      open.push(onA);
      const proof = await sam.proofFor('GET', `${PUBLIC_URL}/api/v1/gateway`, (await onA.hello()).d.dpop_nonce);
      const identify = { op: ClientOp.Identify, d: { access_token: sam.accessToken, dpop: proof, device_id: sam.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' } } };
      onA.send(identify);
      await onA.waitFor(ServerOp.Ready);
      const onB = await GatewayTestClient.connect(b.url);
      open.push(onB);
      await onB.hello();
      onB.send(identify);
      expect(await closedWithin(onB, 5_000)).toBe(CloseCode.AuthenticationFailed);
      for (const c of open.splice(0)) c.terminate();
    }
  });

  /** A live connection to a node behind the public URL: the identify proof names the public gateway URL. */
  async function liveBehind(who: TestClient, url: string): Promise<GatewayTestClient> {
    const c = await GatewayTestClient.connect(url);
    open.push(c);
    const dpop = await who.proofFor('GET', `${PUBLIC_URL}/api/v1/gateway`, (await c.hello()).d.dpop_nonce);
    c.send({ op: ClientOp.Identify, d: { access_token: who.accessToken, dpop, device_id: who.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' } } });
    await c.waitFor(ServerOp.CatchupComplete);
    return c;
  }

  /** A reauth through node A, then the same proof in a reauth on node B: the error frame node B answers, if any. */
  async function replayReauth(env: Record<string, string>): Promise<string | undefined> {
    const [a, b, sam] = await cluster(env);
    await sam.request('GET', '/api/v1/events?after=0', { proofHtu: HTU }); // a server nonce
    const proof = await sam.proofFor('GET', `${PUBLIC_URL}/api/v1/gateway`, sam.nonce);
    const reauth = { op: ClientOp.Reauth, d: { access_token: sam.accessToken, dpop: proof } };
    const onA = await liveBehind(sam, a.url);
    onA.send(reauth);
    onA.send({ op: ClientOp.Heartbeat, d: { last_seq: 0 } });
    await onA.waitFor(ServerOp.HeartbeatAck);
    expect(onA.frames.filter((f) => f.op === ServerOp.Error)).toEqual([]);
    const onB = await liveBehind(sam, b.url);
    onB.send(reauth);
    onB.send({ op: ClientOp.Heartbeat, d: { last_seq: 0 } });
    await onB.waitFor(ServerOp.HeartbeatAck);
    return (onB.frames.find((f) => f.op === ServerOp.Error)?.d as { code?: string } | undefined)?.code;
  }

  it('refuses on node B a reauth proof that node A accepted', async () => {
    expect(await replayReauth({})).toBe(ProblemCode.AuthenticationFailed);
  });

  it('twin: with proof IDs per process only, node B accepts the reauth proof again', async () => {
    expect(await replayReauth({ BOTHY_TEST_PROCESS_PROOF_IDS: '1' })).toBeUndefined();
  });

  it('keeps at most server.dpop_proof_cache_size IDs in the process; when it is full, the shared store still refuses a replay', async () => {
    const [a, , sam] = await cluster({ BOTHY_SERVER_DPOP_PROOF_CACHE_SIZE: '1' });
    expect((await sam.request('GET', '/api/v1/events?after=0', { proofHtu: HTU })).status).toBe(200); // fills the cache
    expect(await replay(a, a, sam)).toEqual([200, 401, ProblemCode.AuthenticationFailed]);
  });

  it('twin: a full per-process cache alone accepts the replay', async () => {
    const [a, , sam] = await cluster({ BOTHY_SERVER_DPOP_PROOF_CACHE_SIZE: '1', BOTHY_TEST_PROCESS_PROOF_IDS: '1' });
    expect((await sam.request('GET', '/api/v1/events?after=0', { proofHtu: HTU })).status).toBe(200);
    expect(await replay(a, a, sam)).toEqual([200, 200, undefined]);
  });
});
