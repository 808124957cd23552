// `npm start` (server/src/main.ts) seen from an operator's side, as a black box:
// its own process on a database behind a TCP proxy that a test takes down, the
// DATABASE_URL carrying a password (the test PostgreSQL trusts loopback, so any
// password is taken), requests and gateway frames carrying secret-shaped
// credentials. What is checked is what an operator reads and gets: the ready
// line, /healthz and /readyz while the database is away and during shutdown, the
// close code a connection sees on SIGTERM (6.4: 4013 server_restart) also when
// the client never answers the close, a second SIGTERM, the exit code, and that
// no password, token or proof reaches stdout or stderr.
import net from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CloseCode, GATEWAY_PATH } from '@bothy/generated';
import { SERVER_ROOT, runTs, spawnTs, type Child } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';
import { PgProxy } from '../support/pg-proxy.ts';

const db = useTestDatabase();

const PASSWORD = 'op-audit-pw-7d1e';
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJvcGF1ZGl0In0.TOKENSIG-op-audit-5b2c';
const PROOF = 'eyJ0eXAiOiJkcG9wK2p3dCJ9.eyJqdGkiOiJ4In0.PROOFSIG-op-audit-9a41';
const API_TOKEN = 'bothy_at_op-audit-3f0e';
const SECRETS = [PASSWORD, 'TOKENSIG-op-audit', 'PROOFSIG-op-audit', 'op-audit-3f0e'];

/**
 * The URL with a password: its own where the database asks for one (the embedded PostgreSQL of a run
 * without DATABASE_URL), else PASSWORD. The password it carries must not reach the output either.
 */
function withPassword(url: string): string {
  const u = new URL(url);
  if (u.password) SECRETS.push(decodeURIComponent(u.password));
  else u.password = PASSWORD;
  return u.toString();
}

async function startMain(env: Record<string, string>): Promise<{ child: Child; url: string }> {
  const child = spawnTs('src/main.ts', [], { BOTHY_SERVER_PORT: '0', BOTHY_SERVER_DEV_ENDPOINTS: 'false', BOTHY_SERVER_LOG_LEVEL: 'debug', ...env });
  const m = await child.waitFor(/Bothy reference server: (http:\/\/[^/\s]+)\//, 60_000);
  return { child, url: m[1]! };
}

async function probe(url: string, p: '/healthz' | '/readyz'): Promise<{ status: number; body: { status: string; checks?: Record<string, string>; not_ready?: string[] } }> {
  const res = await fetch(`${url}${p}`);
  return { status: res.status, body: (await res.json()) as never };
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A gateway connection on a raw socket that never answers a close frame, as a
 * client on a dead network would: the server's drain waits for it until
 * server.shutdown_timeout. Resolves with the close code of the first close frame.
 */
async function deafGatewayClient(url: string): Promise<{ closeCode: Promise<number | undefined>; gotHello: Promise<void> }> {
  const u = new URL(url);
  const socket = net.connect(Number(u.port), u.hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET ${GATEWAY_PATH} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  let buf = Buffer.alloc(0);
  let upgraded = false;
  let helloSeen: () => void = () => {};
  const gotHello = new Promise<void>((r) => (helloSeen = r));
  const closeCode = new Promise<number | undefined>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        upgraded = true;
        buf = buf.subarray(end + 4);
      }
      // Server frames are unmasked; lengths here stay below 64 KiB.
      while (buf.length >= 2) {
        const opcode = buf[0]! & 0x0f;
        let len = buf[1]! & 0x7f;
        let off = 2;
        if (len === 126) {
          if (buf.length < 4) return;
          len = buf.readUInt16BE(2);
          off = 4;
        }
        if (buf.length < off + len) return;
        const payload = buf.subarray(off, off + len);
        buf = buf.subarray(off + len);
        if (opcode === 0x1) helloSeen();
        if (opcode === 0x8) resolve(payload.length >= 2 ? payload.readUInt16BE(0) : undefined);
      }
    });
    socket.on('close', () => resolve(undefined));
    socket.on('error', () => resolve(undefined));
  });
  return { closeCode, gotHello };
}

describe('npm start as an operator sees it (6.4, 18; D403)', () => {
  it('the ready line names version, port, cluster mode and node; probes follow the database; SIGTERM twice closes a deaf client with 4013 and exits 0; no secret in the output', async () => {
    const { proxy, url: proxied } = await PgProxy.inFrontOf(db.url);
    const { child, url } = await startMain({
      DATABASE_URL: withPassword(proxied),
      BOTHY_SERVER_DATABASE_CHECK_INTERVAL: '200ms',
      BOTHY_SERVER_DATABASE_CONNECT_TIMEOUT: '1s',
      BOTHY_SERVER_SHUTDOWN_TIMEOUT: '3s',
      BOTHY_SERVER_NODE_ID: 'op-audit-node',
      BOTHY_CLIENT_OUTBOX_RETRY_CAP: '10m', // a client value the server does not read (D404)
    });
    try {
      // The log (pino) and the banner are two writers on one pipe: under load the banner may come first.
      const ready = await until('the ready line', async () => child.logLines().find((l) => l.msg === 'bothy server ready'));
      const { version } = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string };
      expect(ready).toMatchObject({ version, url, port: Number(new URL(url).port), cluster_mode: 'single', workers: true });
      expect(ready.node_id).toBe('op-audit-node');
      expect(ready.database).toContain(':***@');
      expect(child.logLines().filter((l) => l.level === 40 && l.setting === 'client.outbox_retry_cap').map((l) => l.msg)).toEqual([
        'client.outbox_retry_cap is set, but this server does not read it: a client value: the SDK takes it from its own options',
      ]);

      expect(await probe(url, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
      expect((await probe(url, '/readyz')).status).toBe(200);

      // Credentials in every place a request can carry them; none may come back in a log line.
      const headers = { authorization: `DPoP ${TOKEN}`, dpop: PROOF, 'content-type': 'application/json' };
      const asked = await Promise.all([
        fetch(`${url}/api/v1/events?after=0`, { headers }),
        fetch(`${url}/api/v1/events?after=0&access_token=${TOKEN}`, { headers: { authorization: `Bearer ${API_TOKEN}` } }),
        fetch(`${url}/api/v1/webhook-subscriptions`, { method: 'POST', headers, body: JSON.stringify({ url: `https://u:${PASSWORD}@hooks.example/x`, api_token: API_TOKEN }) }),
        fetch(`${url}/api/v1/threads/x/messages`, { method: 'POST', headers, body: `{"access_token":"${TOKEN}"` }),
      ]);
      for (const r of asked) expect([400, 401]).toContain(r.status);

      // The database goes away: live, not ready, naming the database; one "database down" line.
      await proxy.down();
      const notReady = await until('readyz 503', async () => {
        const r = await probe(url, '/readyz');
        return r.status === 503 ? r : undefined;
      });
      expect(notReady.body.not_ready).toContain('database');
      expect(notReady.body.checks!.database).toBe('not reachable');
      expect(JSON.stringify(notReady.body)).not.toContain(String(proxy.port)); // an unauthenticated probe learns no address
      expect((await probe(url, '/healthz')).status).toBe(200);
      await until('a "database down" line', async () => (child.logLines().some((l) => l.msg.startsWith('database down')) ? true : undefined));
      expect((await fetch(`${url}/api/v1/events?after=0`, { headers })).status).toBeLessThan(600);

      // And comes back.
      await proxy.up();
      await until('readyz 200', async () => ((await probe(url, '/readyz')).status === 200 ? true : undefined));
      expect(child.logLines().filter((l) => l.msg === 'database back')).toHaveLength(1);
      expect(child.logLines().filter((l) => l.msg.startsWith('database down'))).toHaveLength(1);

      // A gateway client that never answers the close; SIGTERM, and SIGTERM again while the drain waits for it.
      const deaf = await deafGatewayClient(url);
      await deaf.gotHello;
      const sent = Date.now();
      child.kill('SIGTERM');
      await until('"shutting down"', async () => (child.logLines().some((l) => l.msg === 'shutting down') ? true : undefined), 5_000);
      child.kill('SIGTERM');
      const [code, finished] = await Promise.all([deaf.closeCode, child.exited]);
      expect(code).toBe(CloseCode.ServerRestart);
      expect(finished.code, finished.stderr).toBe(0);
      expect(Date.now() - sent).toBeLessThan(3_000 + 10_000); // server.shutdown_timeout plus the database's stop
      const msgs = child.logLines().map((l) => l.msg);
      expect(msgs).toContain('already shutting down');
      expect(msgs.at(-1)).toBe('stopped cleanly');
      for (const s of SECRETS) expect(finished.stdout + finished.stderr, s).not.toContain(s);
    } finally {
      child.kill('SIGKILL');
      await proxy.down();
    }
  }, 120_000);
});

describe('npm start stopped by SIGTERM while it starts (6.4; D51)', () => {
  it.each([['connecting to PostgreSQL'], ['database schema is current'], ['statements run through']])(
    'SIGTERM at "%s": exit 0, "stopped cleanly" last, no ready line or banner after "shutting down", no start failure',
    async (at) => {
      const child = spawnTs('src/main.ts', [], { DATABASE_URL: db.url, BOTHY_SERVER_PORT: '0', BOTHY_SERVER_DEV_ENDPOINTS: 'false', BOTHY_SERVER_LOG_LEVEL: 'info' });
      try {
        await child.waitFor(new RegExp(`"msg":"${at}`), 60_000);
        child.kill('SIGTERM');
        const finished = await child.exited;
        expect(finished.code, finished.stderr).toBe(0);
        expect(finished.stderr).not.toContain('failed to start');
        const msgs = child.logLines().map((l) => l.msg);
        expect(msgs.slice(msgs.indexOf('shutting down'))).not.toContain('bothy server ready');
        expect(msgs.at(-1)).toBe('stopped cleanly');
        if (!msgs.includes('bothy server ready')) expect(finished.stdout).not.toContain('Bothy reference server:');
      } finally {
        child.kill('SIGKILL');
      }
    },
    60_000,
  );
});

describe('npm start with a DATABASE_URL that cannot work, named (18; D403)', () => {
  it('a scheme that is not PostgreSQL\'s is refused before any connection, the password masked', async () => {
    const r = await runTs('src/main.ts', [], { DATABASE_URL: `mysql://root:${PASSWORD}@127.0.0.1:5432/x`, BOTHY_SERVER_DEV_ENDPOINTS: 'false', BOTHY_SERVER_PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe('bothy server failed to start: DATABASE_URL (mysql://root:***@127.0.0.1:5432/x) cannot be used: the scheme mysql: is not PostgreSQL\'s; write postgres://user:password@host:5432/database');
    expect(r.stdout + r.stderr).not.toContain(PASSWORD);
  });

  it('a host that accepts and never answers: the message names the wait and server.database_connect_timeout', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const r = await runTs('src/main.ts', [], { DATABASE_URL: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/x`, BOTHY_SERVER_DATABASE_CONNECT_TIMEOUT: '1s', BOTHY_SERVER_DEV_ENDPOINTS: 'false', BOTHY_SERVER_PORT: '0' });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`DATABASE_URL (postgres://postgres:***@127.0.0.1:${port}/x) cannot be used: no answer within 1000 ms (server.database_connect_timeout)`);
      expect(r.stdout + r.stderr).not.toContain(PASSWORD);
    } finally {
      silent.close();
    }
  });

  it('a value a setting cannot mean exits 2 with the key and the accepted form, before anything starts', async () => {
    const r = await runTs('src/main.ts', [], { BOTHY_SERVER_DISPATCH_INTERVAL: '0s', BOTHY_SERVER_SHUTDOWN_TIMEOUT: '10 parsecs', BOTHY_SERVER_PORT: '0' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('server.dispatch_interval: "0s" is not a duration above 0');
    expect(r.stderr).toContain('server.shutdown_timeout: "10 parsecs" is not a duration such as 250ms, 10s, 5m, 24h or 30d');
    expect(r.stdout).toBe('');
  });
});
