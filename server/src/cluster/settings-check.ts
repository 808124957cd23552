// Protocol settings that differ between the nodes of one database (D428; section 18, 02-architecture
// 11.6). The values of section 18 shape what every client and agent sees (retention, idempotency key
// lifetime, ack timeout, rate limits, frame limits, ...); in cluster.mode = multi a client or an agent
// that moves from one node to the next would meet other rules, and a node whose retention or key
// lifetime is shorter removes for all nodes what the others still promise. A rolling change of a
// setting passes through such a state for a moment, so a start is not refused: the starting node names
// every differing setting, with both values and the other node, in one warning.
//
// Each node writes its values into cluster_node_settings on the connection that holds its cluster.mode
// lock (cluster/node-lock.ts), keyed by that connection's backend: a row is live exactly while its
// backend holds the lock, so a node that died leaves a row that no one reads and the next start removes.
import { configNames, configSpec, type ConfigName } from '@bothy/generated';
import type pg from 'pg';
import { maskSecret, type Config } from '../config/config.ts';
import type { Logger } from '../logging.ts';
import { LOCK_HOLDERS, NODE_LOCK_KEYS, type NodeLock } from './node-lock.ts';

/** cluster.mode is the lock itself (a differing mode cannot start, node-lock.ts). */
const NOT_COMPARED: ReadonlySet<ConfigName> = new Set<ConfigName>(['cluster.mode']);

/** One setting as a node has it: its value as the server reads it (compared) and as it was written (shown). */
export interface NodeSetting {
  value: unknown;
  text: string;
}

export type NodeSettings = Record<string, NodeSetting>;

/** This node's section 18 values: "30d" and "720h" compare equal, since the parsed values are compared. */
export function nodeSettingsOf(config: Config): NodeSettings {
  const out: NodeSettings = {};
  for (const name of configNames) {
    if (NOT_COMPARED.has(name)) continue;
    out[name] = { value: config.spec[name], text: maskSecret(config.sources[name]?.text ?? String(configSpec[name].default)) };
  }
  return out;
}

export interface SettingDifference {
  name: string;
  mine: string;
  theirs: string;
}

/** The settings whose values differ; a name only one side knows (another version) counts as its default on the other. */
export function settingsDifferences(mine: NodeSettings, theirs: NodeSettings): SettingDifference[] {
  const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].sort();
  const shown = (s: NodeSetting | undefined, name: string) => s?.text ?? `${String((configSpec as Record<string, { default: unknown }>)[name]?.default ?? '')} (not known to that node)`;
  const out: SettingDifference[] = [];
  for (const name of names) {
    const a = mine[name];
    const b = theirs[name];
    if (a && b && JSON.stringify(a.value) === JSON.stringify(b.value)) continue;
    if (!a && !b) continue;
    out.push({ name, mine: shown(a, name), theirs: shown(b, name) });
  }
  return out;
}

export interface OtherNode {
  nodeId: string;
  since: Date;
  differences: SettingDifference[];
}

/**
 * Writes this node's settings on the connection that holds the cluster.mode lock, removes the rows
 * of nodes whose lock is gone, and returns every other live node with the settings that differ.
 */
export async function announceNodeSettings(lockConnection: pg.ClientBase, nodeId: string, mine: NodeSettings): Promise<OtherNode[]> {
  const { rows } = await lockConnection.query<{ node_id: string; started_at: Date; settings: NodeSettings }>(
    `WITH holders AS (SELECT a.pid, a.backend_start ${LOCK_HOLDERS}), gone AS (
       DELETE FROM cluster_node_settings s
        WHERE NOT EXISTS (SELECT 1 FROM holders h WHERE h.pid = s.backend_pid AND h.backend_start = s.backend_start)
     ), mine AS (
       INSERT INTO cluster_node_settings (backend_pid, backend_start, node_id, settings)
       SELECT pid, backend_start, $3, $4::jsonb FROM pg_stat_activity WHERE pid = pg_backend_pid()
       ON CONFLICT (backend_pid, backend_start) DO UPDATE SET node_id = EXCLUDED.node_id, settings = EXCLUDED.settings
     )
     SELECT s.node_id, s.started_at, s.settings FROM cluster_node_settings s JOIN holders h ON h.pid = s.backend_pid AND h.backend_start = s.backend_start
      WHERE s.backend_pid <> pg_backend_pid()
      ORDER BY s.started_at`,
    [...NODE_LOCK_KEYS, nodeId, JSON.stringify(mine)],
  );
  return rows.map((r) => ({ nodeId: r.node_id, since: r.started_at, differences: settingsDifferences(mine, r.settings) }));
}

/** The operator's line: every differing setting with both values, per node; undefined when all agree. */
export function differencesMessage(others: OtherNode[]): string | undefined {
  const differing = others.filter((o) => o.differences.length);
  if (!differing.length) return undefined;
  const parts = differing.map((o) => `node ${o.nodeId || '(no server.node_id)'} (since ${o.since.toISOString()}): ${o.differences.map((d) => `${d.name} is ${d.mine} here and ${d.theirs} there`).join('; ')}`);
  return `settings of section 18 differ between the nodes of this database, so clients and agents meet other rules on each node; set the same values on every node (a rolling change passes through this for a moment): ${parts.join(' | ')}`;
}

/**
 * D428 at a node's start: writes its values and warns of every other node's differing ones, again
 * whenever the lock is taken again after a loss, and once more `againMs` after the start, since two
 * nodes that start at the same moment see each other's rows only once both have committed. A warning
 * is not repeated while the nodes and their differences stay the same.
 */
export async function checkNodeSettings(lock: NodeLock, o: { config: Config; nodeId: string; log: Logger; againMs: number }): Promise<void> {
  const mine = nodeSettingsOf(o.config);
  let said: string | undefined;
  const look = async (client: pg.ClientBase) => {
    const message = differencesMessage(await announceNodeSettings(client, o.nodeId, mine));
    if (message && message !== said) o.log.warn({ node_id: o.nodeId }, message);
    said = message;
  };
  await lock.onHeld(look);
  setTimeout(() => void lock.whileHeld(look), o.againMs).unref();
}
