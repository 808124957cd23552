// A stopping node's drain ends the sockets that wait for earlier answers (18 server.shutdown_timeout,
// 6.4; D449's step 3, D534's addendum; D530, D533, D534). A request Node hands over unanswered (a
// CONNECT, an upgrade offer, a request its parser refuses) behind an answer still being made waits for
// that answer (internal/earlier-answers.ts). Node no longer counts the handed-over socket among its
// server's connections, so closeAllConnections() at the drain's deadline did not close it; when the
// earlier answer had sent its headers (the drain can only cut its connection), server.close() waited
// until server.request_timeout ended the wait, past server.shutdown_timeout. Here: /readyz's one
// database read held (support/hold.ts) and its headers sent, as a streamed answer that stalls, with a
// CONNECT or a WebSocket offer pipelined behind it; the node is asked to stop (server.shutdown_timeout
// 1 s, server.request_timeout 8 s). Each case also on the twin `drainLeavesWaiting`, whose connection
// closes only when server.request_timeout ends its wait. The drain's log line counts the connections it
// closed that way (waiting_connections_closed, D537): 1, and 0 on the twin, which closes none.
import diagnostics from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { GATEWAY_PATH } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { waitingOn } from '../../src/internal/earlier-answers.ts';
import { createLogger } from '../../src/logging.ts';
import { until } from '../support/agents.ts';
import { holdQuery } from '../support/hold.ts';
import { READY } from '../support/pipelined.ts';
import { useTestServer } from '../support/server.ts';
import type { ServerTwins } from '../support/twins.ts';

const SHUTDOWN_MS = 1_000;
const REQUEST_TIMEOUT_MS = 8_000;
/**
 * The bound on the waiting connection's close, timed from the stop's start (not the whole stop, whose
 * database steps after the deadline take their own time on a loaded machine): server.shutdown_timeout
 * and a wide margin, far below server.request_timeout, which ends the twin's wait.
 */
const CLOSE_BOUND_MS = SHUTDOWN_MS + 3_000;

const CONNECT = 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n';
const OFFER = `GET ${GATEWAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;

/** The lines of every node of the suite (the nodes log to the test server's logger). */
const logs: { msg: string; [k: string]: unknown }[] = [];
const log = createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line) as { msg: string }) });
/** The drain's line at its deadline (request-drain.ts). */
const CUT_LINE = 'requests still running at the end of server.shutdown_timeout';

/** How long a node's stop takes with `behind` pipelined behind a /readyz whose headers went out and whose body is held; the drain's log line. */
async function stopWithWaiting(startNode: () => ReturnType<ReturnType<typeof useTestServer>['startNode']>, behind: string, twins?: ServerTwins): Promise<{ closeMs: number | undefined; cutLine: Record<string, unknown> | undefined }> {
  const node = await startNode();
  const linesBefore = logs.length;
  if (twins) node.ctx.twins = twins;
  const held = holdQuery(node.ctx.pool, (sql) => sql.includes('schema_migrations'));
  let readyz: ServerResponse | undefined;
  let server: Server | undefined;
  const onStart = (message: unknown) => {
    const m = message as { request: { url?: string }; response: ServerResponse; socket: net.Socket; server: Server };
    if (m.socket.localPort !== node.port || m.request.url !== '/readyz') return;
    readyz = m.response;
    server = m.server;
  };
  diagnostics.subscribe('http.server.request.start', onStart);
  const s = net.connect(node.port, '127.0.0.1');
  let closedAt: number | undefined;
  try {
    await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('error', reject));
    s.on('error', () => {});
    s.on('data', () => {});
    s.once('close', () => (closedAt = Date.now()));
    s.write(READY + behind);
    await until('/readyz held', () => held.holding() && readyz !== undefined);
    // Its answer begun: the drain can no longer answer it 503, only close its connection.
    readyz!.flushHeaders();
    await until('the request behind it waits for it', () => waitingOn(server!).length === 1);
    const started = Date.now();
    await node.close();
    // The client's side of the close may come a moment after the stop returned.
    await until('the client connection closed', () => closedAt !== undefined).catch(() => undefined);
    return { closeMs: closedAt === undefined ? undefined : closedAt - started, cutLine: logs.slice(linesBefore).find((l) => l.msg.startsWith(CUT_LINE)) };
  } finally {
    diagnostics.unsubscribe('http.server.request.start', onStart);
    s.destroy();
    await node.close();
    // Let go only now: its answer, begun, cannot be made any more, and finds its node stopped.
    held.restore();
  }
}

describe('the drain at server.shutdown_timeout ends the sockets waiting for earlier answers (18 server.shutdown_timeout, 6.4; D449, D530, D533, D534)', () => {
  const t = useTestServer({ 'cluster.mode': 'multi' }, { log });
  const startNode = () => t.startNode({ 'server.shutdown_timeout': `${SHUTDOWN_MS}ms`, 'server.headers_timeout': '2s', 'server.request_timeout': `${REQUEST_TIMEOUT_MS}ms` });

  for (const [what, behind] of [['a CONNECT (D534)', CONNECT], ['a WebSocket upgrade offer (D533)', OFFER]] as const) {
    it(`${what} behind an answer cut after its headers: the stop ends within server.shutdown_timeout, the connection closed`, async () => {
      const x = await stopWithWaiting(startNode, behind);
      expect(x.closeMs, 'the waiting connection closed at the drain').toBeDefined();
      expect(x.closeMs!).toBeLessThan(CLOSE_BOUND_MS);
      // The log counts it (D537): the /readyz cut after its headers, and the connection waiting behind it.
      expect(x.cutLine).toMatchObject({ requests_cut: 1, cut_after_headers: 1, waiting_connections_closed: 1 });
    }, 30_000);

    it(`twin (drainLeavesWaiting) fails it: ${what}: the stop waits for server.request_timeout`, async () => {
      const x = await stopWithWaiting(startNode, behind, { drainLeavesWaiting: true });
      expect(x.closeMs, 'the twin closed the connection only at server.request_timeout').toBeGreaterThanOrEqual(CLOSE_BOUND_MS);
      // Bounded by server.request_timeout (from the wait's start), when the wait destroys the socket.
      expect(x.closeMs!).toBeLessThan(REQUEST_TIMEOUT_MS + 4_000);
      // The line counts what the drain closed: none waiting here.
      expect(x.cutLine).toMatchObject({ requests_cut: 1, waiting_connections_closed: 0 });
    }, 30_000);
  }
});
