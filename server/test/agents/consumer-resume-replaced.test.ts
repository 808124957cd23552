// A replaced consumer session does not come back (15.1, 6.4, 6.5; D305). An adapter whose socket
// died at the moment another process identified with the same consumer never heard its 4015; by
// the book it resumes (6.5). Before D305 that resume claimed the consumer again and closed the
// newer holder with 4015, which tells that process not to come back: the older process won over
// the newer one. Now the resume of a session whose consumer another session claimed since is
// closed with 4015, on the node that holds the newer connection and on any other; a session that
// nobody replaced resumes as before. Twin `resumeTakesConsumerBack`. Real server, two nodes on
// one database, real sockets; every wait is bounded.
import { ClientOp, CloseCode, ServerOp } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { RunningServer } from '../../src/server.ts';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

async function hello(url: string): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.hello();
  return c;
}

describe('a replaced consumer session is not resumable (15.1, 6.4, 6.5)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi', 'server.record_frames_dir': '' });
  let nodeB: RunningServer;
  let alex: TestClient;
  let token: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    token = await t.apiToken('helper');
    nodeB = await t.startNode({ 'cluster.mode': 'multi' });
  });

  async function identified(url: string, consumer: string): Promise<{ c: GatewayTestClient; sessionId: string }> {
    const c = await hello(url);
    c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
    const ready = await c.waitFor(ServerOp.Ready);
    return { c, sessionId: ready.d.gateway_session_id };
  }
  async function resume(url: string, sessionId: string): Promise<GatewayTestClient> {
    const c = await hello(url);
    c.send({ op: ClientOp.Resume, d: { gateway_session_id: sessionId, api_token: token } });
    return c;
  }
  /** The first process loses its socket without a close frame; a second identifies with the same consumer at `newerAt`. */
  async function replacedWhileAway(newerAt: string): Promise<{ older: string; newer: GatewayTestClient }> {
    const consumer = `away-${uuidv7()}`;
    const first = await identified(t.server.url, consumer);
    first.c.terminate(); // its network goes (1006): it never hears of the takeover
    await until('the first session closed', async () => (await t.db.pool.query(`SELECT 1 FROM gateway_sessions WHERE id = $1 AND closed_at IS NOT NULL`, [first.sessionId])).rowCount === 1, 5_000);
    const newer = await identified(newerAt, consumer);
    return { older: first.sessionId, newer: newer.c };
  }
  /** The newer connection still holds the consumer: open after a while, and it gets the next event. */
  async function stillHolds(newer: GatewayTestClient): Promise<void> {
    await new Promise((r) => setTimeout(r, 300)); // room for a wrong close
    expect(newer.closed?.code ?? 'open').toBe('open');
    const before = newer.frames.filter((f) => f.op === ServerOp.Dispatch).length;
    expect((await alex.postMessage(t.ids.welcomeThread, `to the newer holder ${uuidv7()}`)).status).toBe(201);
    await until('the newer holder gets the next event', () => newer.frames.filter((f) => f.op === ServerOp.Dispatch).length > before, 10_000);
  }

  it('a resume after another process took the consumer over on the same node is closed with 4015; the newer holder stays', async () => {
    const { older, newer } = await replacedWhileAway(t.server.url);
    const back = await resume(t.server.url, older);
    expect((await back.waitClose(5_000)).code).toBe(CloseCode.ConsumerReplaced);
    await stillHolds(newer);
  });

  it('the same across nodes: the takeover on node B, the resume on node A', async () => {
    const { older, newer } = await replacedWhileAway(nodeB.url);
    const back = await resume(t.server.url, older);
    expect((await back.waitClose(5_000)).code).toBe(CloseCode.ConsumerReplaced);
    await stillHolds(newer);
  });

  it('a session nobody replaced resumes as before, also on another node', async () => {
    const consumer = `kept-${uuidv7()}`;
    const first = await identified(t.server.url, consumer);
    first.c.terminate();
    const back = await resume(nodeB.url, first.sessionId);
    expect((await back.waitFor(ServerOp.Resumed)).d.gateway_session_id).toBe(first.sessionId);
    await stillHolds(back);
  });

  /**
   * The takeover lands during the resume, after its session read: the gateway's claim on the
   * resuming node runs only once a newer process identified with the consumer at `newerAt`.
   */
  async function takeoverDuringResume(newerAt: () => string): Promise<{ back: GatewayTestClient; newer: GatewayTestClient }> {
    const consumer = `during-${uuidv7()}`;
    const first = await identified(t.server.url, consumer);
    first.c.terminate();
    await until('the first session closed', async () => (await t.db.pool.query(`SELECT 1 FROM gateway_sessions WHERE id = $1 AND closed_at IS NOT NULL`, [first.sessionId])).rowCount === 1, 5_000);
    const gw = t.server.gateway as unknown as { claim: (conn: unknown, id: { sessionId: string }, opening: string) => Promise<void> };
    const claim = gw.claim.bind(gw);
    let newer: GatewayTestClient | undefined;
    gw.claim = async (conn, id, opening) => {
      if (opening === 'reopen' && id.sessionId === first.sessionId && !newer) newer = (await identified(newerAt(), consumer)).c;
      return claim(conn, id, opening);
    };
    try {
      const back = await resume(t.server.url, first.sessionId);
      await until('the newer process identified', () => newer !== undefined, 10_000);
      return { back, newer: newer! };
    } finally {
      delete (gw as Partial<typeof gw>).claim;
    }
  }

  it.each([
    ['on the resuming node', () => t.server.url],
    ['on another node', () => nodeB.url],
  ])('a takeover %s during the resume (after its session read) keeps the newer holder; the resume is closed with 4015', async (_where, newerAt) => {
    const { back, newer } = await takeoverDuringResume(newerAt);
    expect((await back.waitClose(5_000)).code).toBe(CloseCode.ConsumerReplaced);
    await stillHolds(newer);
  });

  it('twin: a resume that takes the consumer back (as before D305) closes the newer holder with 4015', async () => {
    t.server.ctx.twins = { resumeTakesConsumerBack: true };
    try {
      const { older, newer } = await replacedWhileAway(t.server.url);
      const back = await resume(t.server.url, older);
      await back.waitFor(ServerOp.Resumed);
      expect((await newer.waitClose(5_000)).code).toBe(CloseCode.ConsumerReplaced);
      // And when the takeover lands during the resume.
      const during = await takeoverDuringResume(() => nodeB.url);
      await during.back.waitFor(ServerOp.Resumed);
      expect((await during.newer.waitClose(5_000)).code).toBe(CloseCode.ConsumerReplaced);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
