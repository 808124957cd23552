// /readyz and REST while a node stops (6.4 close 4013, 18 configuration; D421). On SIGTERM the
// node first serves on for server.shutdown_delay with /readyz 503 "shutting down" (the port open,
// /healthz 200, requests answered), so that a load balancer's health checks take it out before its
// port closes; then its drain: 4013 to the gateway's connections, the port closed for new
// connections, and a request that still reaches it on a connection left open answers 503
// service_unavailable with Retry-After and Connection: close. Before, the port closed at the first
// moment: a probe after SIGTERM met a refused connection, not a 503. Bounded: every wait has a
// deadline. No twin: availability, not a safety property; shown to fail on the code before (the
// readyz probe after SIGTERM is refused).
import net from 'node:net';
import { CloseCode } from '@bothy/generated';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { spawnTs } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { startLoggedNode } from '../support/logged-node.ts';
import { TestClient } from '../support/server.ts';

const db = useTestDatabase({ seedDemo: true });

const DELAY_MS = 3_000;

describe('a stopping node answers /readyz 503 before its port closes (18 server.shutdown_delay, 6.4 4013; D421)', () => {
  it('npm start, SIGTERM: /readyz 503 "shutting down", /healthz 200 and REST served for server.shutdown_delay; then 4013, exit 0 and the port closed', async () => {
    const child = spawnTs('src/main.ts', [], { DATABASE_URL: db.url, BOTHY_SERVER_PORT: '0', BOTHY_SERVER_LOG_LEVEL: 'info', BOTHY_SERVER_DEMO_AGENT: 'false', BOTHY_SERVER_SHUTDOWN_DELAY: `${DELAY_MS}ms` });
    try {
      const url = (await child.waitFor(/Bothy reference server: (http:\/\/[^/\s]+)\//, 60_000))[1]!;
      const alex = await TestClient.register(url, 'alex');
      const live = await GatewayTestClient.connect(url);
      await live.identify(alex);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
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
