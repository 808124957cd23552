// The cluster cases of the live mode (conformance/src/live/cluster.ts, --peer-url) against two reference
// nodes on one database (cluster.mode = multi), each a process of its own: they pass. Their twin: two
// nodes whose control messages stay in their own process (what a node does that keeps 6.1, 8.5 and 15.1
// for its own connections only) pass the suite run against each node alone, and fail these cases.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../server/test/support/database.ts';
import { startNode, type NodeProcess } from '../../server/test/support/node-process.ts';
import { clusterCases } from '../src/live/cluster.ts';
import { formatLiveTable } from '../src/live/report.ts';
import { CATALOGUE_CASE, runLive, type LiveResult } from '../src/live/runner.ts';

const db = useTestDatabase({ poolSize: 5, seedDemo: true });
const nodes: NodeProcess[] = [];
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.kill()));
});

/** Two nodes of one cluster; `env` for both. */
async function cluster(env: Record<string, string> = {}): Promise<[NodeProcess, NodeProcess]> {
  const pair = await Promise.all([startNode(db.url, { BOTHY_CLUSTER_MODE: 'multi', ...env }), startNode(db.url, { BOTHY_CLUSTER_MODE: 'multi', ...env })]);
  nodes.push(...pair);
  return pair;
}

async function runAcross(env: Record<string, string> = {}, cases = clusterCases): Promise<{ statuses: Record<string, string>; result: LiveResult }> {
  const [a, b] = await cluster(env);
  const result = await runLive({ url: a.url, peerUrl: b.url, principal: 'alex', cases });
  return { statuses: Object.fromEntries(result.cases.map((c) => [c.id, c.status])), result };
}

describe('the cluster cases across two nodes (3, 4, 6.1, 6.3, 8.5, 10, 15.1, 15.3)', () => {
  it('pass on two nodes of one cluster', async () => {
    const { statuses, result } = await runAcross();
    expect(statuses, formatLiveTable(result)).toEqual({ ...Object.fromEntries(clusterCases.map((c) => [c.id, 'pass'])), [CATALOGUE_CASE.id]: 'pass' });
  }, 120_000);

  it('twin: nodes that keep control messages to themselves fail the cases of one connection per device and per consumer and of the revocation', async () => {
    // The periodic check of local connections would close them later (server.database_check_interval); it waits here.
    const broken = ['cluster.device_replaced', 'cluster.revoke_device', 'cluster.consumer_replaced'];
    const { statuses, result } = await runAcross(
      { BOTHY_TEST_CONTROL_IN_PROCESS: '1', BOTHY_SERVER_DATABASE_CHECK_INTERVAL: '1h' },
      clusterCases.filter((c) => broken.includes(c.id)),
    );
    expect(statuses, formatLiveTable(result)).toEqual({ ...Object.fromEntries(broken.map((id) => [id, 'fail'])), [CATALOGUE_CASE.id]: 'pass' });
  }, 120_000);
});
