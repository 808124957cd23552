import { AsyncLocalStorage } from 'node:async_hooks';
import { ClientOp, CloseCode, ServerOp } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConnection } from '../../src/gateway/connection.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

// A socket closed while identify or resume is being checked (6.3): whatever the
// await point the close lands on, the closed connection ends in no index of the
// gateway, holds no timer and no queued frame, and its gateway session is
// closed (SPEC.md, G1-G3). Each await point is found by counting the database
// calls identify makes (the real pool, held at the Nth call until the socket is
// gone); the client then terminates its socket, and the call goes on.

const als = new AsyncLocalStorage<GatewayConnection>();

/** The Nth database call of the connection in `als` waits until `release` is called. */
class Hold {
  count = 0;
  private gate?: Promise<void>;
  private open?: () => void;
  private reachedResolve?: () => void;
  reached: Promise<void>;

  /** `after`: the Nth call runs, and its answer is held instead (a statement whose snapshot is taken). */
  constructor(
    readonly at: number,
    readonly after = false,
  ) {
    this.reached = new Promise((r) => (this.reachedResolve = r));
    if (at !== Infinity) this.gate = new Promise((r) => (this.open = r));
  }

  async pass(): Promise<void> {
    const n = this.count++;
    if (n === this.at) {
      this.reachedResolve!();
      await this.gate;
    }
  }

  release(): void {
    this.open?.();
  }
}

let hold: Hold | undefined;

function hookPool(): void {
  const pool = t.server.ctx.pool as unknown as Record<'query' | 'connect', (...a: unknown[]) => unknown>;
  for (const method of ['query', 'connect'] as const) {
    const original = pool[method]!.bind(pool);
    pool[method] = (...args: unknown[]) => {
      // pg-pool calls connect with a callback from inside query: that is the same call.
      const h = hold;
      if (!h || typeof args[args.length - 1] === 'function' || !als.getStore()) return original(...args);
      if (h.after) return Promise.resolve(original(...args)).then(async (answer) => (await h.pass(), answer));
      return h.pass().then(() => original(...args));
    };
  }
}

async function connect(): Promise<{ c: GatewayTestClient; conn: GatewayConnection }> {
  const before = new Set(t.server.gateway.registry.all);
  const c = await GatewayTestClient.connect(t.server.url);
  await c.hello();
  const conn = [...t.server.gateway.registry.all].find((x) => !before.has(x))!;
  expect(conn).toBeDefined();
  // Every database call made while handling this connection's frames runs in its context.
  const [listener] = conn.ws.listeners('message') as ((...a: unknown[]) => void)[];
  conn.ws.removeAllListeners('message');
  conn.ws.on('message', (...a: unknown[]) => als.run(conn, () => listener!(...a)));
  return { c, conn };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

type Flow = (c: GatewayTestClient) => Promise<void>;

/** Runs `flow` with the database call `at` held, closes the socket there, then checks what the connection left behind. */
async function closeAt(at: number, flow: Flow, keys: { deviceId?: string; principalId: string; consumer?: string }): Promise<number> {
  // With nothing kept every identify makes the same database calls (the token check reads the
  // visibility, D549), so the count of the first run holds for every later one; an identify that
  // finds its visibility kept makes the same calls.
  t.server.ctx.visibilityCache.clear();
  const { c, conn } = await connect();
  const h = new Hold(at);
  hold = h;
  await flow(c);
  if (at === Infinity) {
    await c.waitFor(ServerOp.CatchupComplete);
    await conn.settled();
    hold = undefined;
    c.close();
    await until('the connection closed', () => conn.state === 'closed');
    return h.count;
  }
  await h.reached;
  c.terminate();
  await until('the server saw the close', () => conn.state === 'closed');
  h.release();
  await conn.settled();
  // Work identify left running (a publish, a session write) ends within the poll.
  await new Promise((r) => setTimeout(r, 50));
  hold = undefined;
  const gw = t.server.gateway;
  const where = `database call ${at}`;
  expect(gw.registry.all.has(conn), `${where}: registry`).toBe(false);
  if (conn.identity) expect(gw.registry.session(conn.identity.sessionId), `${where}: session index`).not.toBe(conn);
  if (keys.deviceId) expect(gw.registry.device(keys.deviceId), `${where}: device claim`).not.toBe(conn);
  if (keys.consumer) expect(gw.registry.consumer(`${keys.principalId}:${keys.consumer}`), `${where}: consumer claim`).not.toBe(conn);
  expect(gw.index.has(conn), `${where}: delivery index`).toBe(false);
  expect(conn.held(), `${where}: timers and queues`).toEqual({ timers: 0, queued: 0, backlog: 0 });
  const sessions = async () => {
    const { rows } = await t.db.pool.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM gateway_sessions WHERE principal_id = $1 AND ($2::uuid IS NULL OR device_id = $2) AND ($3::text IS NULL OR consumer = $3) AND closed_at IS NULL`,
      [keys.principalId, keys.deviceId ?? null, keys.consumer ?? null],
    );
    return rows[0]!.open === 0;
  };
  await until(`${where}: every gateway session of the connection closed`, sessions);
  return at;
}

/** Every await point of a flow: one run counts the database calls, then one run closes at each. */
async function everyAwaitPoint(flow: Flow, keys: () => Promise<{ deviceId?: string; principalId: string; consumer?: string; flow?: Flow }>): Promise<number> {
  const first = await keys();
  const points = await closeAt(Infinity, first.flow ?? flow, first);
  expect(points).toBeGreaterThan(3);
  for (let at = 0; at < points; at++) {
    const k = await keys();
    await closeAt(at, k.flow ?? flow, k);
  }
  return points;
}

async function identifyFrame(c: GatewayTestClient, who: TestClient, cursor?: number) {
  const hello = await c.hello();
  return {
    op: ClientOp.Identify,
    d: { access_token: who.accessToken, dpop: await who.proofFor('GET', c.htu, hello.d.dpop_nonce), device_id: who.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' }, ...(cursor !== undefined ? { cursor } : {}) },
  };
}

let cursor = 0;

// No periodic revocation check (closeRevoked) within a test: a revocation during identify is met by its notice alone (D351).
const t = useTestServer({ 'sync.catchup_page_size': 2, 'rl.gateway_connect': '100000/1m', 'server.database_check_interval': '1h' });
beforeAll(async () => {
  hookPool();
  const alex = await t.client('alex');
  const { rows } = await t.db.pool.query<{ head: number }>('SELECT coalesce(max(seq), 0)::int AS head FROM event_log');
  cursor = rows[0]!.head;
  for (let i = 0; i < 3; i++) expect((await alex.postMessage(t.ids.welcomeThread, `catch-up ${i}`)).status).toBe(201);
});

describe('a socket closed during identify or resume leaves nothing behind (6.3, SPEC.md G1-G3)', () => {
  it('identify with a cursor: closed at each database call (token with permissions (D549), session, claim, snapshot, catch-up)', async () => {
    await everyAwaitPoint(async () => {}, async () => {
      const who = await t.client('sam');
      return { deviceId: who.deviceId, principalId: who.principalId, flow: async (c) => c.send(await identifyFrame(c, who, cursor)) };
    });
  });

  it('resume: closed at each database call (token, session lookup and reopen, claim, head and permissions, catch-up)', async () => {
    await everyAwaitPoint(async () => {}, async () => {
      const who = await t.client('sam');
      // A session to resume, left by a connection that closed.
      const { c, conn } = await connect();
      const ready = await c.identify(who);
      await c.waitFor(ServerOp.CatchupComplete);
      c.close();
      await until('the first connection closed', () => conn.state === 'closed');
      const flow: Flow = async (r) => {
        const hello = await r.hello();
        r.send({ op: ClientOp.Resume, d: { gateway_session_id: ready.d.gateway_session_id, cursor, sync_epoch: ready.d.sync_epoch, access_token: who.accessToken, dpop: await who.proofFor('GET', r.htu, hello.d.dpop_nonce) } });
      };
      return { deviceId: who.deviceId, principalId: who.principalId, flow };
    });
  });

  it('an agent consumer: closed at each database call (token with permissions (D549), session, consumer claim, snapshot, cursor)', async () => {
    const token = await t.apiToken('helper');
    const { rows } = await t.db.pool.query<{ id: string }>(`SELECT id FROM principals WHERE handle = 'helper'`);
    let n = 0;
    await everyAwaitPoint(async () => {}, async () => {
      const consumer = `worker-${n++}`;
      return { principalId: rows[0]!.id, consumer, flow: async (c) => c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } }) };
    });
  });
});

/**
 * The device revoked while identify is held at database call `at` (`after`: the call ran and its answer
 * is held): the notice comes while the login is being checked. Returns the close code the client got
 * within the bound (undefined: none).
 */
async function revokeAt(at: number, admin: TestClient, after = false): Promise<number | undefined> {
  t.server.ctx.visibilityCache.clear();
  const who = await t.client('sam');
  const { c, conn } = await connect();
  const h = new Hold(at, after);
  hold = h;
  c.send(await identifyFrame(c, who, cursor));
  return revokeWhileHeld(h, () => admin.request('POST', `/api/v1/devices/${who.deviceId}/revoke`), c, conn);
}

/**
 * Once `h` holds the connection's call, revokes (its notice is handled by this node's LISTEN
 * connection, outside the held call), lets the call go on, and returns the close code the client got
 * within the bound (undefined: none).
 */
async function revokeWhileHeld(h: Hold, revoke: () => Promise<{ status: number }>, c: GatewayTestClient, conn: GatewayConnection): Promise<number | undefined> {
  await h.reached;
  const notices = (t.server.gateway as unknown as { recentRevokes: object[] }).recentRevokes;
  const last = notices.at(-1);
  expect((await revoke()).status).toBe(204);
  // This node has handled the revocation's notice before the held call goes on.
  await until('the revocation\'s notice was handled', () => notices.at(-1) !== last, 2_000);
  h.release();
  hold = undefined;
  try {
    await until('the client is closed', () => c.closed !== undefined, 1_500);
  } catch {
    // none within the bound
  }
  const code = c.closed?.code;
  c.terminate();
  await until('the server saw the close', () => conn.state === 'closed');
  return code;
}

describe('a revocation during identify takes effect at once (8.5; D351)', () => {
  let points = 0;
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.client('alex');
    const who = await t.client('sam');
    t.server.ctx.visibilityCache.clear();
    points = await closeAt(Infinity, async (c) => c.send(await identifyFrame(c, who, cursor)), { deviceId: who.deviceId, principalId: who.principalId });
  });

  it('the device revoked at each database call of identify: the connection is closed with 4012, not left open until the periodic check', async () => {
    expect(points).toBeGreaterThan(3);
    // Call 0 is the token check itself: a revocation committed before it is refused there (4012 too).
    for (let at = 0; at < points; at++) expect(await revokeAt(at, admin), `revoked at database call ${at}`).toBe(CloseCode.Revoked);
    // The token check read the device before the revocation committed, and its answer is held: the notice
    // comes before the identity is set (the check reads the visibility too, D549, so no call of its own
    // falls between them).
    expect(await revokeAt(0, admin, true), 'revoked while the token check\'s answer is held').toBe(CloseCode.Revoked);
  });

  /** A live connection sends reauth with a token of a new session of its device; that session is revoked while the token check is held. */
  async function revokeDuringReauth(): Promise<number | undefined> {
    const who = await t.client('sam');
    const { c, conn } = await connect();
    const hello = await c.hello();
    c.send(await identifyFrame(c, who, cursor));
    await c.waitFor(ServerOp.CatchupComplete);
    await conn.settled();
    const res = await fetch(`${t.server.url}/api/v1/dev/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ principal: 'sam', public_jwk: who.publicJwk, device_id: who.deviceId }),
    });
    const fresh = (await res.json()) as { access_token: string; session_id: string };
    expect(res.status).toBe(201);
    // The token check's answer is held: it read the session before the revocation committed.
    const h = new Hold(0, true);
    hold = h;
    c.send({ op: ClientOp.Reauth, d: { access_token: fresh.access_token, dpop: await who.proofFor('GET', c.htu, hello.d.dpop_nonce, fresh.access_token) } });
    return revokeWhileHeld(h, () => admin.request('POST', `/api/v1/sessions/${fresh.session_id}/revoke`), c, conn);
  }

  it('reauth with a token whose session is revoked during its check: closed with 4012 (D351)', async () => {
    expect(await revokeDuringReauth()).toBe(CloseCode.Revoked);
  });

  it('twin (revokeSkipsLogins): the reauth with the revoked session stays open', async () => {
    t.server.ctx.twins = { revokeSkipsLogins: true };
    try {
      expect(await revokeDuringReauth()).toBeUndefined();
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('twin (revokeSkipsLogins): a notice that came before the identity was set is missed, and the connection stays', async () => {
    t.server.ctx.twins = { revokeSkipsLogins: true };
    try {
      const codes: (number | undefined)[] = [await revokeAt(0, admin, true)];
      for (let at = 0; at < points; at++) codes.push(await revokeAt(at, admin));
      expect(codes).toContain(undefined);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
