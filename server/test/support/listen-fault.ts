// Two nodes on one database whose node A listens (LISTEN) through a TCP proxy while its pool does
// not: what the tests of a LISTEN connection that a fault took away share (R-SY-15, 8.5; D334,
// D464). With server.dispatch_interval at an hour only the listener makes A read the log, so A's
// client gets a message node B wrote only when A listens again.
import { EventType, ServerOp, type ServerFrameOf } from '@bothy/generated';
import type { ServerContext } from '../../src/context.ts';
import { GatewayTestClient } from './gateway-client.ts';
import { startLoggedNode } from './logged-node.ts';
import { PgProxy } from './pg-proxy.ts';
import { TestClient } from './server.ts';

export interface AfterListenFault {
  /** A's client got B's message within the wait. */
  got: boolean;
  /** A logged "LISTEN connection restored". */
  restored: boolean;
  /** A's LISTEN connection is up at the end. */
  listening: boolean;
}

/**
 * A and B on `dbUrl` with `overrides` (cluster.mode multi, server.dispatch_interval 1h among them);
 * `twins` on A; a client of A identified; `fault` does its harm to A's links (the proxy); then B's
 * person writes `text` in `thread` and A's client waits up to `waitMs` for it. Both nodes stop after.
 */
export async function otherNodesWriteAfter(
  dbUrl: string,
  overrides: Record<string, string | number | boolean>,
  o: { thread: string; text: string; waitMs: number; twins?: ServerContext['twins']; fault: (proxy: PgProxy) => Promise<void> },
): Promise<AfterListenFault> {
  const { proxy, url } = await PgProxy.inFrontOf(dbUrl);
  const a = await startLoggedNode(url, overrides, { poolUrl: dbUrl });
  if (o.twins) a.server.ctx.twins = o.twins;
  const b = await startLoggedNode(dbUrl, overrides);
  try {
    const alex = await TestClient.register(a.server.url, 'alex');
    const sam = await TestClient.register(b.server.url, 'sam');
    const live = await GatewayTestClient.connect(a.server.url);
    await live.identify(alex);
    await o.fault(proxy);
    const written = await sam.postMessage(o.thread, o.text);
    if (written.status !== 201) throw new Error(`B's message: ${written.status} ${written.text}`);
    const isIt = (f: ServerFrameOf<typeof ServerOp.Dispatch>) => f.d.type === EventType.MessageCreated && (f.d.payload as { message: { id: string } }).message.id === written.body.id;
    const got = await live.waitFor(ServerOp.Dispatch, isIt, o.waitMs).then(() => true, () => false);
    live.close();
    return { got, restored: a.logs.some((l) => l.msg === 'LISTEN connection restored'), listening: a.server.gateway.listening };
  } finally {
    await proxy.down();
    await a.server.close();
    await b.server.close();
    await a.pool.end();
    await b.pool.end();
  }
}
