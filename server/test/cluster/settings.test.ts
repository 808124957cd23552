import { afterEach, describe, expect, it } from 'vitest';
import { NodeLock } from '../../src/cluster/node-lock.ts';
import { announceNodeSettings, differencesMessage, nodeSettingsOf, settingsDifferences, type OtherNode } from '../../src/cluster/settings-check.ts';
import { loadConfig } from '../../src/config/config.ts';
import { createLogger } from '../../src/logging.ts';
import { useTestDatabase } from '../support/database.ts';
import { startLoggedNode, type LoggedNode } from '../support/logged-node.ts';

// Section 18 values that differ between the nodes of one database (cluster.mode = multi; 02-architecture
// 11.6; D428): a starting node names each with both values and the other node; a node that is gone is not
// compared. Real nodes on one PostgreSQL database, each holding the cluster.mode lock on its own connection.

const db = useTestDatabase({ poolSize: 4 });
const silent = createLogger('silent');
const locks: NodeLock[] = [];
const nodes: LoggedNode[] = [];
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.server.close()));
  await Promise.all(locks.splice(0).map((l) => l.release()));
});

const multi = (extra: Record<string, string> = {}) => loadConfig({ env: {}, overrides: { 'cluster.mode': 'multi', ...extra } });

/** A node's lock and what it learnt when it wrote its settings. */
async function announced(nodeId: string, extra: Record<string, string>): Promise<OtherNode[]> {
  const lock = await NodeLock.acquire({ url: db.url, mode: 'multi', nodeName: nodeId, log: silent });
  locks.push(lock);
  let others: OtherNode[] = [];
  await lock.onHeld(async (client) => {
    others = await announceNodeSettings(client, nodeId, nodeSettingsOf(multi(extra)));
  });
  return others;
}

describe('settings that differ between the nodes of a cluster (18, 02-architecture 11.6, D428)', () => {
  it('compares the values as the server reads them: 30d and 720h agree, 7d and 30d do not', () => {
    const a = nodeSettingsOf(multi({ 'sync.event_retention': '30d', 'agent.ack_timeout': '30s', 'rl.message_write': '3000/1m' }));
    const b = nodeSettingsOf(multi({ 'sync.event_retention': '720h', 'agent.ack_timeout': '30000ms', 'rl.message_write': '3000/60s' }));
    expect(settingsDifferences(a, b)).toEqual([]);
    const c = nodeSettingsOf(multi({ 'sync.event_retention': '7d', 'rl.message_write': '10/1m' }));
    expect(settingsDifferences(a, c)).toEqual([
      { name: 'rl.message_write', mine: '3000/1m', theirs: '10/1m' },
      { name: 'sync.event_retention', mine: '30d', theirs: '7d' },
    ]);
    // cluster.mode is the lock's own business: a node of another mode cannot start beside these.
    expect(Object.keys(a)).not.toContain('cluster.mode');
  });

  it('a second node learns each setting the first has otherwise, and a third learns both', async () => {
    expect(await announced('node-a', { 'sync.event_retention': '30d', 'sync.idempotency_key_ttl': '24h' })).toEqual([]);
    const seenByB = await announced('node-b', { 'sync.event_retention': '7d', 'sync.idempotency_key_ttl': '24h' });
    expect(seenByB.map((o) => [o.nodeId, o.differences])).toEqual([['node-a', [{ name: 'sync.event_retention', mine: '7d', theirs: '30d' }]]]);
    const seenByC = await announced('node-c', { 'sync.event_retention': '30d', 'sync.idempotency_key_ttl': '1h' });
    expect(seenByC.map((o) => [o.nodeId, o.differences.map((d) => d.name)])).toEqual([
      ['node-a', ['sync.idempotency_key_ttl']],
      ['node-b', ['sync.event_retention', 'sync.idempotency_key_ttl']],
    ]);
    expect(differencesMessage(seenByC)).toMatch(/node node-b \(since [^)]+\): sync\.event_retention is 30d here and 7d there; sync\.idempotency_key_ttl is 1h here and 24h there/);
  });

  it('a node that is gone (its lock released, as when its process dies) is neither compared nor kept', async () => {
    await announced('gone', { 'sync.event_retention': '7d' });
    await locks.splice(0)[0]!.release();
    expect(await announced('node-b', { 'sync.event_retention': '30d' })).toEqual([]);
    const { rows } = await db.pool.query<{ node_id: string }>('SELECT node_id FROM cluster_node_settings');
    expect(rows.map((r) => r.node_id)).toEqual(['node-b']);
  });

  it('a node started beside one with other values logs one warning that names them; the first node and equal nodes log none', async () => {
    const warned = (n: LoggedNode) => n.logs.filter((l) => l.msg.startsWith('settings of section 18 differ'));
    const a = await startLoggedNode(db.url, { 'server.port': 0, 'cluster.mode': 'multi', 'server.node_id': 'node-a', 'agent.ack_timeout': '30s' });
    nodes.push(a);
    const same = await startLoggedNode(db.url, { 'server.port': 0, 'cluster.mode': 'multi', 'server.node_id': 'node-same', 'agent.ack_timeout': '30000ms' });
    nodes.push(same);
    const b = await startLoggedNode(db.url, { 'server.port': 0, 'cluster.mode': 'multi', 'server.node_id': 'node-b', 'agent.ack_timeout': '5s' });
    nodes.push(b);
    expect(warned(a)).toEqual([]);
    expect(warned(same)).toEqual([]);
    expect(warned(b)).toHaveLength(1);
    expect(warned(b)[0]!.msg).toContain('agent.ack_timeout is 5s here and 30s there');
    expect(warned(b)[0]!.msg).toContain('node node-a');
    expect(warned(b)[0]!.msg).toContain('node node-same');
    expect(warned(b)[0]!.level).toBe(40);
  });

  it('two nodes that start at the same moment: a second look, server.database_check_interval later, names the other', async () => {
    const warned = (n: LoggedNode) => n.logs.filter((l) => l.msg.startsWith('settings of section 18 differ'));
    const settings = (id: string, ttl: string) => ({ 'server.port': 0, 'cluster.mode': 'multi', 'server.node_id': id, 'server.database_check_interval': '300ms', 'sync.idempotency_key_ttl': ttl });
    const both = await Promise.all([startLoggedNode(db.url, settings('node-x', '24h')), startLoggedNode(db.url, settings('node-y', '1h'))]);
    nodes.push(...both);
    const until = Date.now() + 5_000;
    while (both.some((n) => !warned(n).length) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    // Each names the other once: the second look repeats nothing the first look said.
    expect(warned(both[0]!).map((l) => l.msg)).toEqual([expect.stringContaining('node node-y')]);
    expect(warned(both[1]!).map((l) => l.msg)).toEqual([expect.stringContaining('sync.idempotency_key_ttl is 1h here and 24h there')]);
  });

  it('a node without server.node_id is named by the ID it runs under (the gateway\'s, in its ready line)', async () => {
    const warned = (n: LoggedNode) => n.logs.filter((l) => l.msg.startsWith('settings of section 18 differ'));
    const a = await startLoggedNode(db.url, { 'server.port': 0, 'cluster.mode': 'multi', 'agent.ack_timeout': '30s' });
    nodes.push(a);
    const b = await startLoggedNode(db.url, { 'server.port': 0, 'cluster.mode': 'multi', 'agent.ack_timeout': '5s' });
    nodes.push(b);
    expect(warned(b)[0]!.msg).toContain(`node ${a.server.gateway.nodeId} (since`);
  });
});
