// A client that resets its connection right after asking for an upgrade the gateway refuses (6.1
// "the one WebSocket endpoint", 6.4, D340's Origin refusal, D447's stopping node; D463). Node's HTTP
// server stops hearing a socket's errors once it hands it to 'upgrade', so the refusal's answer
// written on a socket the client had reset failed with an 'error' nobody heard: an uncaught
// exception, and the node stopped (exit 1, D404) for anyone who can open a TCP connection. The node
// runs in its own process as npm start runs it (fault-node.ts); the client is a raw TCP socket that
// sends the request and resets (RST) at once. Twin `upgradeRefusalErrorsUnheard`: the refusal
// without its error listener, which stops the node.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database.ts';
import { killFaultNode, serving, startFaultNode, type FaultNode } from './fault-node-process.ts';

const db = useTestDatabase({ poolSize: 1 });
/** Resets per refusal kind: the twin stopped at the first in every run so far. */
const RESETS = 100;

let node: FaultNode | undefined;
afterEach(async () => {
  await killFaultNode(node);
  node = undefined;
});

async function startNode(twins?: object): Promise<FaultNode> {
  node = await startFaultNode(db.url, { BOTHY_SERVER_ALLOWED_ORIGINS: 'https://app.example' }, twins);
  return node;
}

/** Sends an upgrade request and resets the connection at once (RST, not FIN). */
function requestAndReset(port: number, head: string): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(head);
      s.resetAndDestroy();
    });
    s.on('error', () => {});
    s.on('close', () => resolve());
  });
}

const upgrade = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`;
const REFUSALS = {
  'another path (404)': upgrade('/not-the-gateway'),
  'an Origin not allowed (403)': upgrade('/api/v1/gateway', 'Origin: https://elsewhere.example\r\n'),
};

/** Every refusal kind RESETS times, or until the node exits; whether it is still alive at the end. */
async function resetRefusals(n: FaultNode): Promise<boolean> {
  for (const head of Object.values(REFUSALS)) {
    for (let i = 0; i < RESETS && n.child.proc.exitCode === null; i++) await requestAndReset(n.port, head);
  }
  // The node answers a plain request: the loop went on after the resets.
  return serving(n);
}

describe('a client that resets a refused gateway upgrade (6.1, 6.4; D463)', () => {
  it('leaves the node serving', async () => {
    const n = await startNode();
    expect(await resetRefusals(n), n.child.stdout + n.child.stderr).toBe(true);
    expect(n.child.stdout).not.toMatch(/uncaught error/);
  }, 60_000);

  it('twin: the refusal written on a socket whose errors nobody hears stops the node', async () => {
    const n = await startNode({ upgradeRefusalErrorsUnheard: true });
    expect(await resetRefusals(n)).toBe(false);
    const exit = await n.child.exited;
    expect(exit.code).toBe(1);
    expect(n.child.stdout).toMatch(/uncaught error; stopping/);
    expect(n.child.stdout).toMatch(/ECONNRESET|EPIPE/);
  }, 60_000);
});
