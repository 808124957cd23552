// A stop while PostgreSQL withholds its answers (6.4, 13.2; D412): the network between
// the node and the database forwards nothing and closes nothing, as a partition looks.
// The stop's steps that wait for the database (the worker's LISTEN connection and round,
// the consumers' acked_seq, the pool's clients) wait no longer than
// server.shutdown_timeout (the pool and the node lock one second more): the gateway's
// connections get 4013 at once, beside the worker's stop, and the stop ends within the
// budget, so that npm start exits 0 before its guard. Before, the worker's stop came
// first and waited on the silent link: no 4013, and the guard ended the process with 1.
// The request that waits on the silent link answers 503 at the deadline (D449); the termination
// of its session, which cannot reach the database, gives up after a second and says so.
// Bounded: every wait has a deadline.
import { CloseCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { startLoggedNode } from '../support/logged-node.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { TestClient } from '../support/server.ts';

const SHUTDOWN_MS = 1_000;
/** The budget, the pool's and the node lock's second each, and room for a loaded machine. */
const STOPPED_WITHIN_MS = SHUTDOWN_MS + 2_000 + 3_000;

const db = useTestDatabase({ seedDemo: true });

describe('a stop while the database withholds its answers (6.4, 13.2; D412)', () => {
  it('the gateway client gets 4013 at once and the stop ends within server.shutdown_timeout, with the worker in the node', async () => {
    const { proxy, url } = await PgProxy.inFrontOf(db.url);
    const node = await startLoggedNode(url, { 'server.port': 0, 'server.dev_endpoints': true, 'server.shutdown_timeout': `${SHUTDOWN_MS}ms`, 'server.worker_interval': '100ms' }, { jobs: true });
    try {
      expect(node.server.worker, 'the worker runs in the node').toBeDefined();
      const alex = await TestClient.register(node.server.url, 'alex');
      const live = await GatewayTestClient.connect(node.server.url);
      await live.identify(alex);
      proxy.withhold();
      // A request that waits on the silent link when the stop begins.
      const waiting = alex.request('GET', '/api/v1/events?after=0').catch(() => 'cut' as const);
      await new Promise((r) => setTimeout(r, 200));
      const began = Date.now();
      const stopped = node.server.close().then(() => Date.now() - began);
      const closed = await live.waitClose(SHUTDOWN_MS + 1_000);
      expect(closed.code).toBe(CloseCode.ServerRestart);
      const took = await Promise.race([stopped, new Promise<'still stopping'>((r) => setTimeout(() => r('still stopping'), STOPPED_WITHIN_MS))]);
      expect(took).toBeLessThan(STOPPED_WITHIN_MS);
      proxy.pass();
      // D449: the request the deadline ended answers 503, and the log says its session could not be terminated.
      const answered = await waiting;
      expect(answered === 'cut' ? answered : answered.status).toBe(503);
      expect(answered === 'cut' ? answered : (answered.body as { code?: string }).code).toBe('service_unavailable');
      expect(node.logs.some((l) => l.msg.startsWith('the database sessions of the requests ended at the shutdown deadline could not be terminated'))).toBe(true);
      // D449 addendum: the count says none was ended (the termination got no answer).
      expect(node.logs.find((l) => l.msg.startsWith('requests still running at the end of server.shutdown_timeout'))).toMatchObject({ database_sessions_ended: 0 });
    } finally {
      await proxy.down();
      await node.server.close();
      await node.pool.end();
    }
  }, 60_000);
});
