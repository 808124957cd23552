import { ClientOp, EventType, ProblemCode, ServerOp, type ServerFrameOf } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type DemoIds } from '../../src/seed/demo.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { backLines, downLines, startLoggedNode, type LoggedNode as Node } from '../support/logged-node.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { TestClient } from '../support/server.ts';

// The database not reachable (6.4, 13.2): node A reaches PostgreSQL through a
// TCP proxy that the test takes down; node B writes directly meanwhile. REST on
// A answers 503 service_unavailable with Retry-After (a retryable answer, 13.2),
// identify closes 4000, /healthz stays 200 and /readyz says 503 naming what is
// not ready, and the log has one line when the database goes and one when it
// is back. Then A recovers by itself, and a client that stayed connected
// receives what B committed meanwhile. The twin is a node whose dispatcher
// restarts from the head after the outage: that event never arrives.
// Bounded: every wait has a deadline; one outage per test.

const OVERRIDES = {
  'cluster.mode': 'multi', // two nodes on one database (D46)
  'server.port': 0,
  'server.dev_endpoints': true,
  'server.database_check_interval': '200ms',
  'server.database_connect_timeout': '1s',
  'server.dispatch_interval': '200ms',
  // The jobs run during the outage too (node A runs them): their failures are the same one line.
  'authz.expiry_sweep_interval': '200ms',
};

let ids: DemoIds;

const startNode = (url: string, jobs = false): Promise<Node> => startLoggedNode(url, OVERRIDES, { jobs });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, f: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const db = useTestDatabase();
beforeAll(async () => {
  // The demo through a short-lived server on the direct URL.
  const seeder = await startNode(db.url);
  ids = (await seedDemo(seeder.server.ctx)).ids;
  await seeder.server.close();
  await seeder.pool.end();
});

/**
 * One outage of node A; `broken` makes A's dispatcher skip to the head when the
 * database returns (the twin). Returns whether the connected client got the
 * event committed during the outage.
 */
async function outage(broken: boolean) {
  const { proxy, url } = await PgProxy.inFrontOf(db.url);
  const a = await startNode(url, true);
  const b = await startNode(db.url);
  try {
    const alex = await TestClient.register(a.server.url, 'alex');
    const sam = await TestClient.register(b.server.url, 'sam');
    const live = await GatewayTestClient.connect(a.server.url);
    await live.identify(alex);
    expect((await alex.request('GET', '/api/v1/events?after=0')).status).toBe(200);

    await proxy.down();
    // REST: 503 with Retry-After, never a 500, for reads and writes (13.2: the outbox retries).
    const read = await until('503 from GET /events', async () => {
      const r = await alex.request<{ code: string }>('GET', '/api/v1/events?after=0');
      expect(r.status, r.text).not.toBe(500);
      return r.status === 503 ? r : undefined;
    });
    expect(read.body.code).toBe(ProblemCode.ServiceUnavailable);
    expect(Number(read.headers.get('retry-after'))).toBeGreaterThan(0);
    const write = await alex.postMessage(ids.welcomeThread, 'while the database is away');
    expect(write.status, write.text).toBe(503);
    expect(write.headers.get('retry-after')).toBeTruthy();
    // identify while the database is not reachable: 4000 (6.4).
    const late = await GatewayTestClient.connect(a.server.url);
    const hello = await late.hello();
    late.send({ op: ClientOp.Identify, d: { access_token: alex.accessToken, dpop: await alex.proofFor('GET', late.htu, hello.d.dpop_nonce), device_id: alex.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' } } });
    expect((await late.waitClose(10_000)).code).toBe(4000);
    // Liveness stays, readiness names the database and the LISTEN connection.
    const healthz = await fetch(`${a.server.url}/healthz`);
    expect(healthz.status).toBe(200);
    const readyz = await until('/readyz naming the listener', async () => {
      const r = await fetch(`${a.server.url}/readyz`);
      const body = (await r.json()) as { status: string; not_ready: string[] };
      expect(r.status).toBe(503);
      return body.not_ready.includes('listener') ? body : undefined;
    });
    expect(readyz.not_ready).toContain('database');
    expect(readyz.status).toBe('not_ready');

    // B commits an event that A's client may see while A cannot read.
    const during = await sam.postMessage(ids.welcomeThread, 'written while node A was cut off');
    expect(during.status, during.text).toBe(201);
    await sleep(1_000); // several database checks and dispatcher ticks fail meanwhile
    expect(downLines(a)).toHaveLength(1);
    expect(a.logs.filter((l) => l.level >= 50 && !l.msg.startsWith('database down'))).toEqual([]);

    if (broken) {
      const { rows } = await db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`);
      (a.server.gateway as unknown as { position: number }).position = rows[0]!.value;
    }
    await proxy.up();
    // Recovery by itself: REST, readiness, LISTEN; one "database back".
    await until('REST on A again', async () => ((await alex.request('GET', '/api/v1/events?after=0')).status === 200 ? true : undefined));
    await until('/readyz 200', async () => ((await fetch(`${a.server.url}/readyz`)).status === 200 ? true : undefined));
    const after = await alex.postMessage(ids.welcomeThread, 'after the database came back');
    expect(after.status, after.text).toBe(201);
    const isMessage = (id: string) => (f: ServerFrameOf<typeof ServerOp.Dispatch>) => f.d.type === EventType.MessageCreated && (f.d.payload as { message: { id: string } }).message.id === id;
    await live.waitFor(ServerOp.Dispatch, isMessage(after.body.id), 15_000);
    expect(downLines(a)).toHaveLength(1);
    expect(backLines(a)).toHaveLength(1);
    expect(live.closed).toBeUndefined();
    const gotDuring = live.frames.some((f) => f.op === ServerOp.Dispatch && isMessage(during.body.id)(f as ServerFrameOf<typeof ServerOp.Dispatch>));
    live.close();
    if (process.env.DUMP) console.log(a.logs.map((l) => `${l.level} ${l.msg} ${l.where ?? ''} ${l.error ?? ''}`).join('\n'));
    return { gotDuring };
  } finally {
    await a.server.close();
    await b.server.close();
    await a.pool.end();
    await b.pool.end();
    await proxy.down();
  }
}

describe('the database not reachable (6.4, 13.2)', () => {
  it('REST answers 503 with Retry-After, identify closes 4000, the log says so once each way, and the node recovers without losing an event', async () => {
    const { gotDuring } = await outage(false);
    expect(gotDuring).toBe(true);
  }, 90_000);

  it('twin: a dispatcher that restarts from the head after the outage loses the event of the outage', async () => {
    const { gotDuring } = await outage(true);
    expect(gotDuring).toBe(false);
  }, 90_000);
});

/**
 * Ops of live connections while node A's database is away (6.2: an op that fails gets an `error` frame
 * and the connection stays; 6.4 names 4000 for a database not reachable only while building `ready`).
 * One connection per op, each of its own device. Returns how each ended up, a few seconds after.
 */
async function opsDuringOutage(twin: boolean): Promise<Record<string, { closed?: number; errors: { code: string; retry_after_ms?: number }[]; acks: number; storedAfter: boolean }>> {
  const { proxy, url } = await PgProxy.inFrontOf(db.url);
  const a = await startNode(url);
  if (twin) a.server.ctx.twins = { opOutageCloses: true };
  const conns: { name: string; c: GatewayTestClient; frame: unknown }[] = [];
  try {
    const ops: Record<string, (who: TestClient, c: GatewayTestClient) => Promise<unknown>> = {
      [ClientOp.Heartbeat]: async () => ({ op: ClientOp.Heartbeat, d: { last_seq: 0 } }),
      [ClientOp.Focus]: async () => ({ op: ClientOp.Focus, d: { thread_ids: [ids.welcomeThread], idle: false } }),
      [ClientOp.TypingStart]: async () => ({ op: ClientOp.TypingStart, d: { thread_id: ids.welcomeThread } }),
      [ClientOp.Reauth]: async (who, c) => ({ op: ClientOp.Reauth, d: { access_token: who.accessToken, dpop: await who.proofFor('GET', c.htu, who.nonce) } }),
      [ClientOp.StatsSubscribe]: async () => ({ op: ClientOp.StatsSubscribe, d: {} }),
      [ClientOp.StatsUnsubscribe]: async () => ({ op: ClientOp.StatsUnsubscribe, d: {} }),
    };
    const sessions = new Map<string, string>();
    for (const [name, make] of Object.entries(ops)) {
      const who = await TestClient.register(a.server.url, 'alex');
      expect((await who.request('GET', '/api/v1/events?after=0')).status).toBe(200); // a nonce for reauth's proof
      const c = await GatewayTestClient.connect(a.server.url);
      sessions.set(name, (await c.identify(who)).d.gateway_session_id);
      await c.waitFor(ServerOp.CatchupComplete);
      if (name === ClientOp.StatsUnsubscribe) {
        c.send({ op: ClientOp.StatsSubscribe, d: {} }); // subscribed and stored before the outage
        await c.handled();
      }
      conns.push({ name, c, frame: await make(who, c) });
    }
    await proxy.down();
    await until('node A knows its database is down', async () => (a.server.ctx.database.reachable ? undefined : true));
    for (const { c, frame } of conns) c.send(frame);
    await sleep(3_000); // each op's statement fails at once or after server.database_connect_timeout (1 s)
    // The database back: what focus and stats applied on their connections is stored by the retry (a
    // resume restores it), not left as it was before the outage.
    await proxy.up();
    const stored = async (name: string) =>
      (await db.pool.query<{ focus: { thread_ids: string[] }; stats_subscribed: boolean }>('SELECT focus, stats_subscribed FROM gateway_sessions WHERE id = $1', [sessions.get(name)])).rows[0]!;
    const expected = async () =>
      (await stored(ClientOp.Focus)).focus.thread_ids.includes(ids.welcomeThread) && (await stored(ClientOp.StatsSubscribe)).stats_subscribed && !(await stored(ClientOp.StatsUnsubscribe)).stats_subscribed;
    const storedAfter = twin ? false : await until('the sessions stored what the ops applied', async () => ((await expected()) ? true : undefined)).catch(() => false);
    return Object.fromEntries(
      conns.map(({ name, c }) => [
        name,
        {
          ...(c.closed ? { closed: c.closed.code } : {}),
          errors: c.frames.filter((f) => f.op === ServerOp.Error).map((f) => f.d as { code: string; retry_after_ms?: number }),
          acks: c.frames.filter((f) => f.op === ServerOp.HeartbeatAck).length,
          storedAfter,
        },
      ]),
    );
  } finally {
    for (const { c } of conns) c.terminate();
    await a.server.close();
    await a.pool.end();
    await proxy.down();
  }
}

describe('ops while the database is not reachable (6.2, 6.4; D377)', () => {
  it('no op closes its connection: heartbeat is answered, focus and stats apply on the connection and are stored once the database is back, typing.start and reauth answer error service_unavailable with retry_after_ms', async () => {
    const got = await opsDuringOutage(false);
    for (const [op, r] of Object.entries(got)) expect(r.closed, `${op} closed its connection`).toBeUndefined();
    expect(got[ClientOp.Heartbeat]!.acks).toBe(1);
    for (const op of [ClientOp.Focus, ClientOp.StatsSubscribe, ClientOp.StatsUnsubscribe]) expect(got[op]!.errors, op).toEqual([]);
    expect(got[ClientOp.Focus]!.storedAfter, 'focus and stats stored once the database is back').toBe(true);
    for (const op of [ClientOp.TypingStart, ClientOp.Reauth]) {
      expect(got[op]!.errors.map((e) => e.code), op).toEqual([ProblemCode.ServiceUnavailable]);
      expect(got[op]!.errors[0]!.retry_after_ms).toBeGreaterThan(0);
    }
  }, 90_000);

  it('twin (opOutageCloses): the ops that reach the database close their connections with 4000, as before D377', async () => {
    const got = await opsDuringOutage(true);
    expect(got.reauth!.closed).toBe(4000);
    expect(got[ClientOp.Focus]!.closed).toBe(4000);
  }, 90_000);
});
