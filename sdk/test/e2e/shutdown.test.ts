// A node in its server.shutdown_delay (D421) says it is not ready (/readyz 503) and takes no new
// gateway session: it answers the upgrade 503 with Retry-After (D447; 6.4, 6.5). The SDK takes
// that refusal as an attempt that failed on the network: one network_error, then attempts with
// backoff, never a fatal close; once a node serves on the port again, the client is live there.
// The client that was live before the stop is served on through the delay (a message posted then
// reaches it), and reconnects after its 4013 as before. Bounded: every wait has a deadline.
import { SdkErrorCode } from '../../src/errors.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eClient, newThread, RestartableServer, sleep, startTestServer, until, type E2eClient } from '../support/e2e.ts';

const DELAY_MS = 2_000;
const open: E2eClient[] = [];

afterEach(async () => {
  for (const c of open.splice(0)) await c.client.close();
});

describe('a node in its shutdown delay refuses new gateway sessions; the SDK reconnects with backoff (6.4, 6.5; D447)', () => {
  it('a new client meets 503 at the upgrade, reports one network_error, keeps trying with backoff and is live on the next node; the live one is served through the delay', async () => {
    const server = new RestartableServer(await startTestServer({ 'server.shutdown_delay': `${DELAY_MS}ms` }));
    try {
      const thread = await newThread(server.t, 'shutdown delay');
      const before = await e2eClient(server.t, server.current.url, 'alex');
      open.push(before);
      await before.client.start();
      await before.client.whenLive();
      const stopped = server.stopServer();
      await sleep(100);
      expect((await fetch(`${server.current.url}/readyz`)).status).toBe(503);
      const after = await e2eClient(server.t, server.current.url, 'sam');
      open.push(after);
      await after.client.start();
      // Refused at least twice while the node serves on: the client tries again, with backoff.
      await until(() => after.seen.states.filter((s) => s === 'connecting').length >= 2, 'a second attempt during the delay', 10_000);
      expect(after.client.state).not.toBe('live');
      const network = after.seen.errors.filter((e) => e.code === SdkErrorCode.Network);
      expect(network).toHaveLength(1);
      expect(network[0]!.message).toContain('refused the upgrade');
      expect(network[0]!.message).toContain('503');
      // Not given up: no state that waits for the app or the user.
      expect(after.seen.states.filter((s) => s === 'closed' || s === 'suspended')).toEqual([]);
      // The client that was live before the stop still gets what is posted during the delay.
      const sam = await server.t.client('sam');
      const posted = await sam.postMessage(thread, 'during the shutdown delay');
      expect(posted.status).toBe(201);
      await until(() => before.seen.deliveries.some((e) => e.payload.message.id === posted.body.id), 'the live client served during the delay', 10_000);
      await stopped;
      await server.startServer();
      await until(() => after.client.state === 'live', 'the refused client live on the next node', 15_000);
      await until(() => before.client.state === 'live', 'the client closed with 4013 live again', 15_000);
    } finally {
      for (const c of open.splice(0)) await c.client.close();
      await server.close();
    }
  }, 60_000);
});
