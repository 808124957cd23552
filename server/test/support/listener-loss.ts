// A node's LISTEN connection lost and kept down (8.5, 6.1, 15.1): the control notices that go out
// meanwhile never reach it, which is what the gateway's checks of local connections after the
// reconnect are for (gateway.ts checkLocalConnections).
import type { RunningServer } from '../../src/server.ts';
import { until } from './agents.ts';
import type { TestServer } from './server.ts';

/** Holds `node`'s listener reconnect until `release` is called. */
export function holdListenerReconnect(node: RunningServer): { release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const listener = (node.gateway as unknown as { listener: { start(): Promise<void> } }).listener;
  const start = listener.start.bind(listener);
  listener.start = async () => {
    await released;
    return start();
  };
  return { release };
}

/** Ends every LISTEN connection of the test database (every node's), and waits until their backends are gone (bounded). */
export async function dropListeners(t: TestServer): Promise<void> {
  const { rows } = await t.db.pool.query<{ pid: number }>(
    // In the select list: evaluated only for the listener rows (in WHERE the planner may call it for every backend).
    `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'bothy-listener' AND datname = current_database()`,
  );
  const pids = rows.map((r) => r.pid);
  await until('the LISTEN connections ended', async () => !(await t.db.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids])).rowCount);
}
