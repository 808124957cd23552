// A client that resets its connection while requests offering h2c are served as plain HTTP (RFC 9110
// 7.8; D490, D463). Node stops hearing a socket's errors when it hands it to 'upgrade'; a pipelined
// offer waits there until the answers still owed on the connection are written, and a reset during
// that wait made the answer's write fail with an 'error' nobody heard: an uncaught exception, and
// the node stopped (exit 1, D404). The first version of D490 did (seen by hand: ECONNRESET from
// ServerResponse.end in rest/reply.ts); this test fails on it. The node runs in its own process as
// npm start runs it (fault-node.ts); the client is a raw TCP socket that resets (RST).
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database.ts';
import { killFaultNode, serving, startFaultNode, type FaultNode } from './fault-node-process.ts';

const db = useTestDatabase({ poolSize: 1 });
const ROUNDS = 150;

let node: FaultNode | undefined;
afterEach(async () => {
  await killFaultNode(node);
  node = undefined;
});

/** curl --http2's offer on a GET of the discovery document. */
const offer = 'GET /api/v1/discovery HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n\r\n';
/** An offer whose body stops short (it waits for the rest). */
const partialBody = 'POST /api/v1/dev/api-tokens HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n{"pr';

/** Sends `text` and resets the connection (RST, not FIN) after `afterMs` (0: at once). */
function sendAndReset(port: number, text: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(text);
      if (afterMs === 0) s.resetAndDestroy();
      else setTimeout(() => s.resetAndDestroy(), afterMs);
    });
    s.on('error', () => {});
    s.on('close', () => resolve());
  });
}

describe('a client that resets while its h2c offers are served as HTTP/1.1 (RFC 9110 7.8; D490, D463)', () => {
  it('leaves the node serving: pipelined offers, a body cut short, at once and a moment later', async () => {
    node = await startFaultNode(db.url, { BOTHY_SERVER_DEV_ENDPOINTS: 'true' });
    const kinds = [offer + offer + offer, offer + partialBody, partialBody, offer];
    for (let i = 0; i < ROUNDS && node.child.proc.exitCode === null; i++) {
      await sendAndReset(node.port, kinds[i % kinds.length]!, i % 2 ? 0 : 3);
    }
    expect(await serving(node), node.child.stdout + node.child.stderr).toBe(true);
    expect(node.child.stdout).not.toMatch(/uncaught error/);
  }, 60_000);
});
