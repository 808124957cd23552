// The command model of 15.7 (D204): an owner's commands with their options, and
// which options autocomplete. Owners are agents (agent_commands); app commands are
// out of scope here (D209).
import type { Command } from '@bothy/generated';
import { agentSpaces, mayReadAgent } from '../agents/presence.ts';
import { notFound } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';

/** GET /agents/{id}/commands: for whoever may perform agent.read on the agent (D201); anyone else gets what a missing agent gets (D49). */
export async function listCommands(db: Queryable, v: Visibility, agentId: string): Promise<{ commands: Command[] }> {
  const { rows: agents } = await db.query(`SELECT 1 FROM agents a JOIN principals p ON p.id = a.principal_id AND p.status = 'active' WHERE a.principal_id = $1`, [agentId]);
  const spaces = (await agentSpaces(db, [agentId])).get(agentId) ?? [];
  if (!agents[0] || !mayReadAgent(v, agentId, spaces)) throw notFound('agent');
  const { rows } = await db.query<{ name: string; control: boolean; options: Command['options'] }>(`SELECT name, control, options FROM agent_commands WHERE agent_id = $1 ORDER BY name`, [agentId]);
  return { commands: rows.map((r) => ({ owner: { kind: 'agent', id: agentId }, name: r.name, control: r.control, options: r.options })) };
}
