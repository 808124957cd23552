// A request whose Host header names no host (6.1, 6.3 "the https form of the gateway URL that DPoP
// proofs name"; D465). Without server.public_url the server forms the request's URL from the Host
// header; a Host such as "a b" makes no URL. On the gateway the TypeError, thrown inside ws's
// handshake callback, was an uncaught exception: one unauthenticated request stopped the node (exit 1,
// D404); now the upgrade is refused with 400 before the handshake and the node serves on. On REST it
// was a 500 internal_error with an error line (a client's fault counted as the server's); now 400
// validation_failed. The node runs in its own process as npm start runs it (fault-node.ts); the
// requests come from a raw TCP socket (no client library sends such a Host). Twin `hostUnchecked`
// (ctx.twins): the URL formed unchecked, as before; the node stops, REST answers 500.
import net from 'node:net';
import { ProblemCode } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database.ts';
import { killFaultNode, serving, startFaultNode, type FaultNode } from './fault-node-process.ts';

const db = useTestDatabase({ poolSize: 1 });

let node: FaultNode | undefined;
afterEach(async () => {
  await killFaultNode(node);
  node = undefined;
});

const HOSTS = ['a b', '[', 'x|y'];

/** A valid upgrade request to the gateway with `host` as its Host; what came back before the close (bounded). */
function upgradeWithHost(port: number, host: string): Promise<string> {
  return new Promise((resolve) => {
    let got = '';
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(`GET /api/v1/gateway HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    });
    const timer = setTimeout(() => s.destroy(), 3_000);
    s.on('data', (b: Buffer) => void (got += b.toString()));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(timer);
      resolve(got);
    });
  });
}

/** A GET of `path` with `host` as its Host and a made-up DPoP token; the answer's status line and body (bounded). */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    let got = '';
    const s = net.connect(port, '127.0.0.1', () => s.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: DPoP not-a-token\r\nDPoP: not-a-proof\r\nConnection: close\r\n\r\n`));
    const timer = setTimeout(() => s.destroy(), 3_000);
    s.on('data', (b: Buffer) => void (got += b.toString()));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(timer);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(got)?.[1] ?? 0), body: got.slice(got.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** Unauthenticated (discovery) and authenticated (the DPoP htu) routes. */
const REST_PATHS = ['/api/v1/discovery', '/api/v1/events?after=0'];

describe('a REST request whose Host names no host (6.1, 6.3; D465)', () => {
  it('answers 400 validation_failed', async () => {
    node = await startFaultNode(db.url);
    for (const path of REST_PATHS) {
      const r = await getWithHost(node.port, path, HOSTS[0]!);
      expect(r.status, `${path}: ${r.body}`).toBe(400);
      expect((JSON.parse(r.body) as { code: string }).code).toBe(ProblemCode.ValidationFailed);
    }
    expect(node.child.stdout).not.toMatch(/Invalid URL/);
  }, 60_000);

  it('twin: the URL formed unchecked answers 500 internal_error', async () => {
    node = await startFaultNode(db.url, {}, { hostUnchecked: true });
    for (const path of REST_PATHS) expect((await getWithHost(node.port, path, HOSTS[0]!)).status).toBe(500);
  }, 60_000);
});

describe('a gateway upgrade whose Host names no host (6.1, 6.3; D465)', () => {
  it('is refused with 400 and the node serves on', async () => {
    node = await startFaultNode(db.url);
    for (const host of HOSTS) {
      const answer = await upgradeWithHost(node.port, host);
      expect(answer, host).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toMatch(/the Host header names no host/);
    }
    expect(await serving(node), node.child.stdout + node.child.stderr).toBe(true);
    expect(node.child.stdout).not.toMatch(/uncaught error/);
  }, 60_000);

  it('twin: the URL formed unchecked in ws\'s callback stops the node at the first such request', async () => {
    node = await startFaultNode(db.url, {}, { hostUnchecked: true });
    await upgradeWithHost(node.port, HOSTS[0]!);
    const exit = await node.child.exited;
    expect(exit.code).toBe(1);
    expect(node.child.stdout).toMatch(/uncaught error; stopping/);
    expect(node.child.stdout).toMatch(/Invalid URL/);
  }, 60_000);
});
