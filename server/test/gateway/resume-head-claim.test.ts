// A person's resume reads resumed's head_seq and visibility_version in the statement of its device
// claim (D493; issue 22), as an identify reads ready's snapshot there (D486): three statements (token
// check, session read, claim with head) instead of four. The promises of the read of its own stay:
// the head is read after the connection registered for delivery (6.3: no gap), an epoch change
// heard after the statement is one during resumed's build (7.5), the kept visibility stands for the
// head only while visibility_version has not moved (8.1, D230), and an agent's session whose
// consumer was claimed since is not resumed (15.1, D305). Real server and nodes on one database,
// real sockets; every wait is for a frame or a commit, bounded.
import { Action, ClientOp, CloseCode, ResyncReason, ServerOp } from '@bothy/generated';
import { authorize } from '../../src/authz/authorize.ts';
import { VISIBILITY_VERSION } from '../../src/authz/visibility.ts';
import type { ServerContext } from '../../src/context.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finalizeRestore } from '../../src/epoch/restore.ts';
import type { GatewayConnection } from '../../src/gateway/connection.ts';
import { HeadAlong } from '../../src/gateway/resume-head.ts';
import { openAndClaimDevice } from '../../src/gateway/sessions.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { RunningServer } from '../../src/server.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { statementsOf, statementText } from '../support/statements.ts';
import { widerVisibility } from '../support/people.ts';
import { TestClient, useTestServer } from '../support/server.ts';

const t = useTestServer({ 'cluster.mode': 'multi' });

const restore: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const r of restore.splice(0).reverse()) await r();
});

/** The twins of this node (context.ts), for this test only: other nodes of the process keep their own. */
function twinsOf(server: RunningServer, twins: NonNullable<ServerContext['twins']>): void {
  const before = server.ctx.twins;
  server.ctx.twins = twins;
  restore.push(() => void (server.ctx.twins = before));
}

type Query = (...a: unknown[]) => unknown;

/** Calls `after` once the first statement that reads resumed's head (the claim's, or the twin's own) has returned, before its result is handed back. */
function afterHeadRead(server: RunningServer, after: () => Promise<void>): void {
  const pool = server.ctx.pool as unknown as { query: Query };
  const original = pool.query;
  let armed = true;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const text = statementText(args[0]);
    const result = original.apply(this, args);
    if (!armed || !text.includes("name = 'event_seq'") || !(text.includes('gateway_device_claims') || text.includes(' AS vv'))) return result;
    armed = false;
    return (result as Promise<unknown>).then(async (r) => {
      await after();
      return r;
    });
  };
  restore.push(() => void (pool.query = original));
}

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});
async function connect(url: string): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  return c;
}

/** The client_msg_ids of the dispatches a connection got, in order. */
const msgIds = (c: GatewayTestClient) => c.frames.filter((f) => f.op === ServerOp.Dispatch).map((f) => (f.d as { client_msg_id?: string }).client_msg_id).filter((x): x is string => x !== undefined);

describe('a person\'s resume reads its head in the claim\'s statement (6.3, D493)', () => {
  it('three statements: the token check, the session read, and the claim that reads head_seq and visibility_version; none of its own for the head', async () => {
    const sam = await TestClient.register(t.server.url, 'sam');
    const first = await connect(t.server.url);
    const ready = await first.identify(sam);
    first.terminate();
    const c = await connect(t.server.url);
    await c.hello();
    const { result: resumed, texts } = await statementsOf(t.server.ctx.pool, () => c.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch }));
    await c.waitFor(ServerOp.CatchupComplete);
    const heads = texts.filter((s) => s.includes("name = 'event_seq'"));
    expect(texts).toHaveLength(3);
    expect(heads).toHaveLength(1);
    expect(heads[0]).toMatch(/^\s*WITH input AS .*\bopened AS \(UPDATE gateway_sessions/s);
    expect(texts.filter((s) => s.includes('gateway_sessions'))).toHaveLength(2); // the session read, and the claim's reopen
    expect(resumed.d.head_seq).toBeGreaterThanOrEqual(ready.d.head_seq);
  });
});

describe('resume after a restart of the node within resume_window misses nothing (6.3, 7.2, 9)', () => {
  let alex: TestClient;
  beforeAll(async () => {
    alex = await TestClient.register(t.server.url, 'alex');
  });

  /**
   * sam's connection to node B, B shut down (4013), an event committed while sam is away, then sam
   * resumes on node C; another event is committed just after the statement that read resumed's head
   * returned, and once node C's dispatcher has handed it out (an observer on C got it). Then a last
   * event, to know that everything before it has come (events go out in seq order, 10).
   */
  async function resumeAcrossRestart(twins?: NonNullable<ServerContext['twins']>): Promise<{ want: string[]; got: string[]; resumedHead: number; catchupHead: number }> {
    const sam = await TestClient.register(t.server.url, 'sam');
    const nodeB = await t.startNode({ 'cluster.mode': 'multi' });
    const before = await connect(nodeB.url);
    const ready = await before.identify(sam);
    await nodeB.close();
    expect((await before.waitClose(10_000)).code).toBe(CloseCode.ServerRestart);
    const away = uuidv7();
    expect((await alex.postMessage(t.ids.welcomeThread, 'while the node restarted', away)).status).toBe(201);
    const nodeC = await t.startNode({ 'cluster.mode': 'multi' });
    restore.push(() => nodeC.close());
    if (twins) nodeC.ctx.twins = twins;
    const observer = await connect(nodeC.url);
    await observer.identify(alex);
    await observer.waitFor(ServerOp.CatchupComplete);
    const during = uuidv7();
    afterHeadRead(nodeC, async () => {
      expect((await alex.postMessage(t.ids.welcomeThread, 'while resumed was built', during)).status).toBe(201);
      await observer.waitFor(ServerOp.Dispatch, (f) => f.d.client_msg_id === during, 10_000);
    });
    const c = await connect(nodeC.url);
    const resumed = await c.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    const complete = await c.waitFor(ServerOp.CatchupComplete, () => true, 10_000);
    const last = uuidv7();
    expect((await alex.postMessage(t.ids.welcomeThread, 'after catch-up', last)).status).toBe(201);
    await c.waitFor(ServerOp.Dispatch, (f) => f.d.client_msg_id === last, 10_000);
    const want = [away, during, last];
    return { want, got: msgIds(c).filter((id) => want.includes(id)), resumedHead: resumed.d.head_seq, catchupHead: complete.d.head_seq };
  }

  it('every event committed while away and while resumed was built arrives, once and in order', async () => {
    const r = await resumeAcrossRestart();
    expect(r.got).toEqual(r.want);
  }, 60_000);

  it('twin (resumeHeadBeforeRegister, on node C only): head_seq read before the connection registered for delivery loses the event committed in between', async () => {
    const r = await resumeAcrossRestart({ resumeHeadBeforeRegister: true });
    expect(r.got).not.toEqual(r.want);
    expect(r.got).toEqual([r.want[0], r.want[2]]);
  }, 60_000);
});

describe('an epoch change while resumed is built (7.5, 7.3)', () => {
  type Claim = (conn: GatewayConnection, ...rest: unknown[]) => Promise<void>;
  /** Runs `after` once a claim of this node is done, before its connection goes on to resumed. */
  function afterClaim(after: (conn: GatewayConnection) => Promise<void>): void {
    const gw = t.server.gateway as unknown as { claim: Claim };
    const original = gw.claim;
    gw.claim = async function (this: unknown, conn, ...rest) {
      await original.call(this, conn, ...rest);
      await after(conn);
    };
    restore.push(() => void (gw.claim = original));
  }
  /** Until the registered connection heard of the new epoch (and, with `reloaded`, took the permission state after it). */
  async function heard(conn: GatewayConnection, before: number, reloaded: boolean): Promise<void> {
    for (let i = 0; conn.delivery.generation === before || (reloaded && (conn.delivery as unknown as { reloading?: unknown }).reloading); i++) {
      if (i > 250) throw new Error('the connection did not hear of the new epoch within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  /** sam's session, resumed while `during` runs after its claim; the frames up to a handled heartbeat. */
  async function resumeWith(during: (conn: GatewayConnection) => Promise<void>) {
    const sam = await TestClient.register(t.server.url, 'sam');
    const first = await connect(t.server.url);
    const ready = await first.identify(sam);
    first.terminate();
    afterClaim(during);
    const c = await connect(t.server.url);
    const resumed = await c.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    await c.handled(10_000);
    return { ready, resumed, resyncs: c.frames.filter((f) => f.op === ServerOp.ResyncRequired) };
  }

  /** An epoch change after the claim's statement read the head, with the permission state's reload after it held until resumed is out (so that the claim's head is taken). */
  const changeAfterClaim = (epoch: { id?: string }) => async (conn: GatewayConnection) => {
    const delivery = conn.delivery as unknown as { reloadVisibility: () => Promise<void> };
    const reload = delivery.reloadVisibility;
    delivery.reloadVisibility = () => Promise.resolve();
    restore.push(() => void (delivery.reloadVisibility = reload));
    const before = conn.delivery.generation;
    epoch.id = (await finalizeRestore(t.db.pool)).syncEpoch;
    await heard(conn, before, false);
  };

  it('after the claim\'s statement read the head: resumed names the old timeline and resync_required epoch_changed follows, once', async () => {
    const epoch: { id?: string } = {};
    const { ready, resumed, resyncs } = await resumeWith(changeAfterClaim(epoch));
    expect(epoch.id).toBeDefined();
    expect(resumed.d.sync_epoch).toBe(ready.d.sync_epoch);
    expect(resyncs).toHaveLength(1);
    expect(resyncs[0]!.d).toMatchObject({ reason: ResyncReason.EpochChanged, sync_epoch: epoch.id });
  }, 30_000);

  it('twin (resumeGenerationAtBegin): the generation taken in begin hides that change, and no resync_required comes', async () => {
    twinsOf(t.server, { resumeGenerationAtBegin: true });
    const epoch: { id?: string } = {};
    const { ready, resumed, resyncs } = await resumeWith(changeAfterClaim(epoch));
    expect(resumed.d.sync_epoch).toBe(ready.d.sync_epoch);
    expect(resyncs).toEqual([]);
  }, 30_000);

  it('a change whose reload replaced the login\'s visibility: the head is read again, on the new timeline, and one resync_required epoch_changed follows (the client named the old one)', async () => {
    let epoch: string | undefined;
    const { resumed, resyncs } = await resumeWith(async (conn) => {
      const before = conn.delivery.generation;
      epoch = (await finalizeRestore(t.db.pool)).syncEpoch;
      await heard(conn, before, true);
    });
    expect(resumed.d.sync_epoch).toBe(epoch);
    expect(resyncs).toHaveLength(1);
    expect(resyncs[0]!.d).toMatchObject({ reason: ResyncReason.EpochChanged, sync_epoch: epoch, head_seq: resumed.d.head_seq });
  }, 30_000);
});

describe('the claim\'s head and a permission change between the reads (8.1, D230)', () => {
  it('a head read with a visibility whose visibility_version moved, or that is no longer the connection\'s, is not taken; the twin that skips the check takes it with the wider visibility', async () => {
    const { sam, wider, vv, space, hidden } = await widerVisibility(t);
    const device = await TestClient.register(t.server.url, 'sam');
    /** The claim's head read with `known` (a reopen of a fresh session row); whether what taken() gives for `current` reads the hidden channel (undefined: not taken). */
    const headAfterClaim = async (known: typeof wider, current = known, unchecked = false) => {
      const id = uuidv7();
      await t.db.pool.query(`INSERT INTO gateway_sessions (id, principal_id, device_id, node_id, closed_at) VALUES ($1, $2, $3, 'test-node', now())`, [id, sam, device.deviceId]);
      const along = new HeadAlong(known, unchecked);
      await openAndClaimDevice(t.db.pool, { kind: 'reopen', id, deviceId: device.deviceId, nodeId: 'test-node', processId: uuidv7() }, { channel: 'bothy_test_unheard' }, {}, along);
      const v = along.taken(sam, current)?.visibility;
      return v && authorize(v, Action.ChannelRead, { spaceId: space, channelId: hidden }).allowed;
    };
    // The login's visibility claims an older visibility_version: the head is read again with the current one.
    expect(await headAfterClaim({ ...wider, visibilityVersion: vv - 1 })).toBeUndefined();
    // The connection's visibility was replaced meanwhile (a reload after an access change): not taken either.
    expect(await headAfterClaim({ ...wider, visibilityVersion: vv }, { ...wider, visibilityVersion: vv })).toBeUndefined();
    // A visibility that claims the current visibility_version stands (the cache's promise, D230).
    expect(await headAfterClaim({ ...wider, visibilityVersion: vv })).toBe(true);
    // Twin (resumeHeadVisibilityUnchecked): the same two cases are taken, with the wider visibility.
    expect(await headAfterClaim({ ...wider, visibilityVersion: vv - 1 }, undefined, true)).toBe(true);
    expect(await headAfterClaim({ ...wider, visibilityVersion: vv }, { ...wider, visibilityVersion: vv }, true)).toBe(true);
  });

  /**
   * sam's session resumed while sam loses a channel between the login's read of its visibility and the
   * claim's statement. The state before the loss is alex's visibility labelled as sam's (widerVisibility),
   * kept in the node's cache at the current visibility_version so that the login takes it (D230); the
   * loss is visibility_version moving just before the claim's statement is sent (no notice: the
   * connection reloads nothing, only the claim's check can see it). An event of the lost channel and
   * one of a channel sam keeps were committed while sam was away; what catch-up delivers of them.
   */
  async function resumeAcrossLoss(): Promise<{ lost: string; kept: string; got: string[] }> {
    const { hidden, space, wider } = await widerVisibility(t);
    const thread = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, hidden, space]);
    const sam = await TestClient.register(t.server.url, 'sam');
    const first = await connect(t.server.url);
    const ready = await first.identify(sam);
    first.terminate();
    const alex = await t.client('alex');
    const lost = uuidv7();
    const kept = uuidv7();
    expect((await alex.postMessage(thread, 'in the channel sam loses', lost)).status).toBe(201);
    expect((await alex.postMessage(t.ids.welcomeThread, 'in a channel sam keeps', kept)).status).toBe(201);
    const { rows } = await t.db.pool.query<{ vv: string }>(`SELECT ${VISIBILITY_VERSION} AS vv`);
    t.server.ctx.visibilityCache.set({ ...wider, visibilityVersion: Number(rows[0]!.vv) });
    restore.push(() => t.server.ctx.visibilityCache.clear());
    const pool = t.server.ctx.pool as unknown as { query: Query };
    const original = pool.query;
    let moved = false;
    pool.query = function (this: unknown, ...args: unknown[]) {
      const text = statementText(args[0]);
      if (moved || !text.includes('gateway_device_claims') || !text.includes("name = 'event_seq'")) return original.apply(this, args);
      moved = true;
      return (original.call(this, `UPDATE sequence_counters SET value = value + 1 WHERE name = 'visibility_version'`) as Promise<unknown>).then(() => original.apply(this, args));
    };
    restore.push(() => void (pool.query = original));
    const c = await connect(t.server.url);
    await c.resume(sam, { gateway_session_id: ready.d.gateway_session_id, cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch });
    await c.waitFor(ServerOp.CatchupComplete, () => true, 10_000);
    expect(moved).toBe(true); // the claim's statement read the head, after the move
    return { lost, kept, got: msgIds(c).filter((id) => id === lost || id === kept) };
  }

  it('a channel lost between the login\'s read and the claim\'s statement: catch-up delivers none of its events', async () => {
    const r = await resumeAcrossLoss();
    expect(r.got).toEqual([r.kept]);
  }, 30_000);

  it('twin (resumeHeadVisibilityUnchecked): the head taken without the visibility_version check delivers the lost channel\'s event', async () => {
    twinsOf(t.server, { resumeHeadVisibilityUnchecked: true });
    const r = await resumeAcrossLoss();
    expect(r.got).not.toEqual([r.kept]);
    expect(r.got).toEqual([r.lost, r.kept]);
  }, 30_000);
});

describe('an agent\'s replaced session is not resumed (15.1, D305)', () => {
  async function replacedThenResumed(): Promise<{ resumed: number | typeof ServerOp.Resumed; newer: GatewayTestClient }> {
    const token = await t.apiToken('helper');
    const consumer = `replaced-${uuidv7()}`;
    const identified = async () => {
      const c = await connect(t.server.url);
      await c.hello();
      c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
      return { c, ready: await c.waitFor(ServerOp.Ready) };
    };
    const older = await identified();
    const newer = await identified();
    expect((await older.c.waitClose(10_000)).code).toBe(CloseCode.ConsumerReplaced);
    const back = await connect(t.server.url);
    await back.hello();
    back.send({ op: ClientOp.Resume, d: { gateway_session_id: older.ready.d.gateway_session_id, api_token: token } });
    const outcome = await Promise.race([back.waitClose(10_000).then((c) => c.code), back.waitFor(ServerOp.Resumed, () => true, 10_000).then(() => ServerOp.Resumed)]);
    return { resumed: outcome, newer: newer.c };
  }

  it('the resume of a session whose consumer another session claimed since is closed with 4015', async () => {
    const { resumed } = await replacedThenResumed();
    expect(resumed).toBe(CloseCode.ConsumerReplaced);
  }, 30_000);

  it('twin (resumeTakesConsumerBack): the session is resumed and takes the consumer back', async () => {
    twinsOf(t.server, { resumeTakesConsumerBack: true });
    const { resumed } = await replacedThenResumed();
    expect(resumed).toBe(ServerOp.Resumed);
  }, 30_000);
});
