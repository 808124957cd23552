// A LISTEN connection whose reconnect meets a link that falls silent right after its connect (R-SY-15,
// 8.5, 7.6; D334, D464). The lost connection is ended by its probe (D334) and the listener connects
// again, but a new link that completes its connect and then carries nothing (a partition that falls
// just then) left the LISTEN statements waiting for ever: the attempt never ended, no other followed,
// and the node stayed deaf to every notification (other nodes' events, control notices, typing) and
// /readyz said "listener" down for good, also once the network was back. Node A's LISTEN connection
// goes through a proxy (its pool does not); node B writes after the links work again; with
// dispatch_interval at an hour only the listener makes A read the log. Twin
// `listenAttemptWithoutDeadline` (ctx.twins): the attempt's statements without their deadline.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type DemoIds } from '../../src/seed/demo.ts';
import { until } from '../support/agents.ts';
import { useTestDatabase } from '../support/database.ts';
import { otherNodesWriteAfter } from '../support/listen-fault.ts';
import { startLoggedNode } from '../support/logged-node.ts';

const OVERRIDES = {
  'server.port': 0,
  'server.dev_endpoints': true,
  'server.database_check_interval': '200ms',
  'server.database_connect_timeout': '1s',
  'server.shutdown_timeout': '1s',
  'cluster.mode': 'multi',
  'server.dispatch_interval': '1h',
};

const db = useTestDatabase();
let ids: DemoIds;

beforeAll(async () => {
  const seeder = await startLoggedNode(db.url, OVERRIDES);
  ids = (await seedDemo(seeder.server.ctx)).ids;
  await seeder.server.close();
  await seeder.pool.end();
});

/** Whether A's client gets B's message written once links work again, within `waitMs`; and A's log. */
const reconnectThroughSilence = (twin: boolean, waitMs: number) =>
  otherNodesWriteAfter(db.url, OVERRIDES, {
    thread: ids.welcomeThread,
    text: 'written once the links worked again',
    waitMs,
    twins: twin ? { listenAttemptWithoutDeadline: true } : undefined,
    fault: async (proxy) => {
      const accepted = proxy.accepted;
      proxy.silenceAfterConnect();
      proxy.killOpenLinks();
      // The probe ends the dead link (about 1.2 s); the reconnect's new link connects and falls silent.
      await until('a LISTEN reconnect connected on a link that then fell silent', async () => proxy.accepted > accepted, 10_000);
      await new Promise((r) => setTimeout(r, 2_500)); // past the attempt's deadline (server.database_connect_timeout, 1 s)
      proxy.speak();
    },
  });

describe('a LISTEN reconnect on a link that falls silent after its connect (R-SY-15, 8.5; D334, D464)', () => {
  it('the attempt ends at server.database_connect_timeout, the next one listens, and the node reads what another node wrote', async () => {
    expect(await reconnectThroughSilence(false, 15_000)).toEqual({ got: true, restored: true, listening: true });
  }, 60_000);

  it('twin: without the deadline the attempt waits for ever and the node stays deaf after links work again (nothing within 6 s)', async () => {
    expect(await reconnectThroughSilence(true, 6_000)).toEqual({ got: false, restored: false, listening: false });
  }, 60_000);
});
