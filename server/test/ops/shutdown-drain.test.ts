// /readyz and REST while a node stops (6.4 close 4013, 18 configuration; D421). On SIGTERM the
// node first serves on for server.shutdown_delay with /readyz 503 "shutting down" (the port open,
// /healthz 200, requests answered), so that a load balancer's health checks take it out before its
// port closes; then its drain: 4013 to the gateway's connections, the port closed for new
// connections, and a request that still reaches it on a connection left open answers 503
// service_unavailable with Retry-After and Connection: close. Before, the port closed at the first
// moment: a probe after SIGTERM met a refused connection, not a 503. Bounded: every wait has a
// deadline. No twin: availability, not a safety property; shown to fail on the code before (the
// readyz probe after SIGTERM is refused).
// D447: during the delay a new gateway upgrade answers 503 with Retry-After (the node is not ready),
// while the connections opened before are served on (on the code before, the upgrade opened).
// D448: with no delay, the port is closed from the drain's start (a refused connection, which a load
// balancer retries elsewhere) while a request already running finishes.
// D449: a request still running at the end of server.shutdown_timeout answers 503 and its
// transaction is rolled back (its session terminated); the twin ends only the sockets, and the same
// check sees the write committed once its lock frees. D449's addendum: the log counts only the
// sessions really ended (none under the twin), and a session is ended by its pid and backend_start,
// never a reused pid's other session (twin: by the pid alone, the other session is ended).
import net from 'node:net';
import pg from 'pg';
import { CloseCode, GATEWAY_PATH, ServerOp } from '@bothy/generated';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { spawnTs } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { startLoggedNode, type LoggedNode } from '../support/logged-node.ts';
import { TestClient, type TestResponse } from '../support/server.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { backendSessionOf, createPool, type BackendSession } from '../../src/db/pool.ts';
import { endSessions } from '../../src/request-drain.ts';

const db = useTestDatabase({ seedDemo: true });

const DELAY_MS = 3_000;

/** The HTTP answer to a WebSocket upgrade that is not taken: its status and Retry-After; or 'open' (bounded). */
function upgradeAnswer(wsUrl: string): Promise<{ status: number; retryAfter: string | undefined } | 'open'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error('no answer to the upgrade within 10 s')), 10_000);
    ws.on('error', () => {});
    ws.once('open', () => {
      clearTimeout(timer);
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
      res.resume();
      ws.terminate();
    });
  });
}

describe('a stopping node answers /readyz 503 before its port closes (18 server.shutdown_delay, 6.4 4013; D421)', () => {
  it('npm start, SIGTERM: /readyz 503 "shutting down", /healthz 200 and REST served for server.shutdown_delay; then 4013, exit 0 and the port closed', async () => {
    const child = spawnTs('src/main.ts', [], { DATABASE_URL: db.url, BOTHY_SERVER_PORT: '0', BOTHY_SERVER_LOG_LEVEL: 'info', BOTHY_SERVER_DEMO_AGENT: 'false', BOTHY_SERVER_SHUTDOWN_DELAY: `${DELAY_MS}ms` });
    try {
      const url = (await child.waitFor(/Bothy reference server: (http:\/\/[^/\s]+)\//, 60_000))[1]!;
      const alex = await TestClient.register(url, 'alex');
      const live = await GatewayTestClient.connect(url);
      await live.identify(alex);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect(await upgradeAnswer(`${url.replace(/^http/, 'ws')}${GATEWAY_PATH}`)).toBe('open');
      const signalled = Date.now();
      child.kill('SIGTERM');
      await child.waitFor(/"msg":"shutting down"/, 10_000);
      const ready = await fetch(`${url}/readyz`);
      const body = (await ready.json()) as { checks: Record<string, string>; not_ready: string[] };
      expect(ready.status).toBe(503);
      expect(body.not_ready).toEqual(['shutdown']);
      expect(body.checks.shutdown).toBe('shutting down');
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await alex.request('GET', '/api/v1/events?after=0')).status).toBe(200);
      // D447: a new gateway connection is refused with 503 and Retry-After (the node is not ready),
      // while the connection opened before the signal is served on: a message posted now reaches it.
      const refused = await upgradeAnswer(`${url.replace(/^http/, 'ws')}${GATEWAY_PATH}`);
      expect(refused).toEqual({ status: 503, retryAfter: '1' });
      const posted = await alex.postMessage(db.ids.welcomeThread, 'during server.shutdown_delay');
      expect(posted.status).toBe(201);
      await live.waitFor(ServerOp.Dispatch, (f) => JSON.stringify(f.d).includes(posted.body.id), 10_000);
      const closed = await live.waitClose(DELAY_MS + 10_000);
      expect(closed.code).toBe(CloseCode.ServerRestart);
      // The drain began after the delay (a loaded machine only makes it later).
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(DELAY_MS - 500);
      const finished = await child.exited;
      expect(finished.code, finished.stderr).toBe(0);
      await expect(fetch(`${url}/readyz`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);

  it('during the drain a request on a connection still open answers 503 service_unavailable with Retry-After and Connection: close, with the CORS headers of its allowed origin', async () => {
    const node = await startLoggedNode(db.url, { 'server.port': 0, 'server.shutdown_timeout': '3s', 'server.allowed_origins': 'https://app.example' });
    try {
      // A gateway connection that never answers the close frame holds the drain for server.shutdown_timeout.
      const ws = new WebSocket(`${node.server.url.replace(/^http/, 'ws')}/api/v1/gateway`);
      ws.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      (ws as unknown as { _socket: net.Socket })._socket.pause();
      // A request whose first bytes arrived before the stop (its connection is not idle, so it stays open).
      const port = new URL(node.server.url).port;
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let answer = '';
      socket.on('data', (b) => (answer += b.toString()));
      socket.write('GET /api/v1/events?after=0 HTTP/1.1\r\nHost: x\r\nOrigin: https://app.example\r\n');
      await new Promise((r) => setTimeout(r, 200));
      const stopped = node.server.close();
      await new Promise((r) => setTimeout(r, 300));
      socket.write('\r\n');
      const ended = await Promise.race([new Promise<string>((resolve) => socket.once('end', () => resolve('end'))), new Promise<string>((r) => setTimeout(() => r('no end'), 10_000))]);
      expect(ended).toBe('end');
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 503 /);
      expect(head).toMatch(/\r\nRetry-After: 1\r\n/i);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(head).toMatch(/\r\nContent-Type: application\/problem\+json/i);
      expect(JSON.parse(body!).code).toBe('service_unavailable');
      // A browser reads the 503 only with the CORS header of its origin.
      expect(head).toMatch(/\r\nAccess-Control-Allow-Origin: https:\/\/app\.example\r\n/i);
      ws.terminate();
      await stopped;
    } finally {
      await node.server.close();
      await node.pool.end();
    }
  }, 60_000);
});

/**
 * A message write on `node` whose final statement (the counter, the events and COMMIT in one
 * message, D281) waits on the counter row that `holder` keeps locked, its message row already
 * inserted in its open transaction. Returns the answer to come and the waiting session's pid.
 */
async function writeHeldAtCounter(node: LoggedNode, holder: pg.Client): Promise<{ answer: Promise<TestResponse<{ code?: string }>>; clientMsgId: string; pid: number }> {
  const alex = await TestClient.register(node.server.url, 'alex');
  await holder.query('BEGIN');
  await holder.query("SELECT value FROM sequence_counters WHERE name = 'event_seq' FOR UPDATE");
  const clientMsgId = uuidv7();
  const answer = alex.request<{ code?: string }>('POST', `/api/v1/threads/${db.ids.welcomeThread}/messages`, { body: { client_msg_id: clientMsgId, content_md: 'a write held at the counter' } });
  let pid: number | undefined;
  for (const until = Date.now() + 10_000; pid === undefined && Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    // A fresh view each time (pg_stat_activity is read once per transaction): the session the lock holds.
    await holder.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await holder.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))');
    pid = rows[0]?.pid;
  }
  expect(pid, 'the write waits on the counter row').toBeDefined();
  return { answer, clientMsgId, pid: pid! };
}

async function messagesWith(holder: pg.Client, clientMsgId: string): Promise<number> {
  const { rows } = await holder.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE client_msg_id = $1', [clientMsgId]);
  return rows[0]!.n;
}

/** The requests a stopping node's drain still runs at the end of server.shutdown_timeout (D449). */
async function cutWrite(twin: boolean): Promise<{ answer: TestResponse<{ code?: string }>; written: number; cutLine: Record<string, unknown> | undefined }> {
  const node = await startLoggedNode(db.url, { 'server.port': 0, 'server.dev_endpoints': true, 'server.shutdown_timeout': '2s' });
  if (twin) node.server.ctx.twins = { drainKeepsSessions: true };
  const holder = new pg.Client({ connectionString: db.url });
  await holder.connect();
  try {
    const write = await writeHeldAtCounter(node, holder);
    const stopped = node.server.close();
    const answered = await write.answer;
    await stopped;
    // The lock goes; what the write's session still had runs now, or nothing does (bounded).
    await holder.query('COMMIT');
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const { rows } = await holder.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [write.pid]);
      if (!rows.length) break;
    }
    return { answer: answered, written: await messagesWith(holder, write.clientMsgId), cutLine: node.logs.find((l) => l.msg.startsWith('requests still running at the end of server.shutdown_timeout')) };
  } finally {
    await holder.end().catch(() => {});
    await node.server.close();
    await node.pool.end();
  }
}

describe('the drain keeps the port closed: a new connection is refused, a running request finishes (18 server.shutdown_delay 0s; D448)', () => {
  it('with no delay, a probe during the drain meets a refused connection (a load balancer retries it on another node), while a write already running finishes 201 within server.shutdown_timeout', async () => {
    const node = await startLoggedNode(db.url, { 'server.port': 0, 'server.dev_endpoints': true, 'server.shutdown_timeout': '20s' });
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      const write = await writeHeldAtCounter(node, holder);
      const stopped = node.server.close();
      await new Promise((r) => setTimeout(r, 200));
      await expect(fetch(`${node.server.url}/readyz`)).rejects.toThrow();
      await holder.query('COMMIT');
      const answered = await write.answer;
      expect(answered.status).toBe(201);
      await stopped;
      expect(await messagesWith(holder, write.clientMsgId)).toBe(1);
      expect(node.logs.filter((l) => l.msg.startsWith('requests still running at the end of server.shutdown_timeout'))).toEqual([]);
    } finally {
      await holder.end().catch(() => {});
      await node.server.close();
      await node.pool.end();
    }
  }, 60_000);
});

describe('the shutdown deadline ends a running request with 503 and rolls its transaction back (18 server.shutdown_timeout, 6.4; D449)', () => {
  it('a write still running at the deadline answers 503 service_unavailable with Retry-After; nothing of it is committed when its lock frees; the log counts it', async () => {
    const { answer, written, cutLine } = await cutWrite(false);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('service_unavailable');
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(written).toBe(0);
    expect(cutLine).toMatchObject({ requests_cut: 1, answered_503: 1, cut_after_headers: 0, database_sessions_unknown: 0 });
    expect(cutLine!.database_sessions_ended).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('twin: a deadline that only closes the sockets of the database sessions leaves the statement PostgreSQL has to run to its COMMIT, and the same check sees the message written', async () => {
    const { answer, written, cutLine } = await cutWrite(true);
    expect(answer.status).toBe(503);
    expect(written).toBe(1);
    // The log counts only the sessions really ended: none here.
    expect(cutLine).toMatchObject({ requests_cut: 1, database_sessions_ended: 0 });
  }, 60_000);
});

/** A session of its own and what names it (its pid and backend_start as PostgreSQL writes it). */
async function ownSession(): Promise<{ client: pg.Client; session: BackendSession }> {
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => {});
  await client.connect();
  const { rows } = await client.query<{ pid: number; backend_start: string }>('SELECT pid, backend_start::text AS backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()');
  return { client, session: { pid: rows[0]!.pid, backendStart: rows[0]!.backend_start } };
}

/** Whether the session still answers. */
async function alive(client: pg.Client): Promise<boolean> {
  return client.query('SELECT 1').then(() => true, () => false);
}

/** Whether the session is gone within 5 s (a signalled backend ends a moment later). */
async function goneSoon(client: pg.Client): Promise<boolean> {
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if (!(await alive(client))) return true;
  }
  return false;
}

describe('the shutdown deadline ends exactly its own database sessions (18 server.shutdown_timeout; D449 addendum)', () => {
  it("the pool records each connection's pid and backend_start at its connect", async () => {
    const pool = createPool(db.url, { max: 1, idleTransactionTimeoutMs: 5_000 });
    try {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ pid: number; backend_start: string }>('SELECT pid, backend_start::text AS backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()');
        expect(backendSessionOf(client)).toEqual({ pid: rows[0]!.pid, backendStart: rows[0]!.backend_start });
        // The SET of D406 still comes with it.
        const { rows: limit } = await client.query<{ v: string }>("SELECT current_setting('idle_in_transaction_session_timeout') AS v");
        expect(limit[0]!.v).toBe('5s');
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });

  it('a session with the pid of the one to end but another start (a reused pid) is left alone and not counted; the session itself is ended and counted', async () => {
    const { client, session } = await ownSession();
    try {
      const reused = { pid: session.pid, backendStart: '2000-01-01 00:00:00+00' };
      expect(await endSessions(db.url, [reused])).toEqual({ ended: 0 });
      expect(await alive(client)).toBe(true);
      expect(await endSessions(db.url, [session])).toEqual({ ended: 1 });
      expect(await goneSoon(client)).toBe(true);
    } finally {
      await client.end().catch(() => {});
    }
  });

  it('twin: ended by the pid alone, the session with the reused pid is ended and counted', async () => {
    const { client, session } = await ownSession();
    try {
      const reused = { pid: session.pid, backendStart: '2000-01-01 00:00:00+00' };
      expect(await endSessions(db.url, [reused], { byPidOnly: true })).toEqual({ ended: 1 });
      expect(await goneSoon(client)).toBe(true);
    } finally {
      await client.end().catch(() => {});
    }
  });
});
