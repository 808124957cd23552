// The command model of 15.7 (D204, D252): an owner's commands with their options, and
// which options autocomplete. Owners are agents (agent_commands); app commands are
// out of scope here (D209). An agent declares its whole set with PUT /agents/me/commands.
import { ProblemCode, type AgentCommandsDeclaration, type Command } from '@bothy/generated';
import { agentSpaces, mayReadAgent } from '../agents/presence.ts';
import { notFound } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';

async function commandsOf(db: Queryable, agentId: string): Promise<{ commands: Command[] }> {
  const { rows } = await db.query<{ name: string; control: boolean; options: Command['options'] }>(`SELECT name, control, options FROM agent_commands WHERE agent_id = $1 ORDER BY name`, [agentId]);
  return { commands: rows.map((r) => ({ owner: { kind: 'agent', id: agentId }, name: r.name, control: r.control, options: r.options })) };
}

/** GET /agents/{id}/commands: for whoever may perform agent.read on the agent (D201); anyone else gets what a missing agent gets (D49). */
export async function listCommands(db: Queryable, v: Visibility, agentId: string): Promise<{ commands: Command[] }> {
  const { rows: agents } = await db.query(`SELECT 1 FROM agents a JOIN principals p ON p.id = a.principal_id AND p.status = 'active' WHERE a.principal_id = $1`, [agentId]);
  const spaces = (await agentSpaces(db, [agentId])).get(agentId) ?? [];
  if (!agents[0] || !mayReadAgent(v, agentId, spaces)) throw notFound('agent');
  return commandsOf(db, agentId);
}

/** Names that occur more than once, as JSON pointers into the body (validation_failed). */
function duplicates(body: AgentCommandsDeclaration): { pointer: string; message: string }[] {
  const errors: { pointer: string; message: string }[] = [];
  const seen = new Set<string>();
  body.commands.forEach((c, i) => {
    if (seen.has(c.name)) errors.push({ pointer: `/commands/${i}/name`, message: `command ${c.name} is named twice` });
    seen.add(c.name);
    const options = new Set<string>();
    (c.options ?? []).forEach((o, j) => {
      if (options.has(o.name)) errors.push({ pointer: `/commands/${i}/options/${j}/name`, message: `option ${o.name} of ${c.name} is named twice` });
      options.add(o.name);
    });
  });
  return errors;
}

/**
 * PUT /agents/me/commands (D252): the calling agent's whole set of commands replaces its former
 * one, in one transaction (the request's shared one under an Idempotency-Key, D40).
 */
export async function setCommands(ctx: ServerContext, principal: { kind: string; principalId: string }, body: AgentCommandsDeclaration): Promise<{ commands: Command[] }> {
  if (principal.kind !== 'agent') throw new DomainError(ProblemCode.Forbidden, 'an agent declares its own commands (15.7)');
  const errors = duplicates(body);
  if (errors.length > 0) throw new DomainError(ProblemCode.ValidationFailed, 'command and option names are unique (D252)', { errors });
  const agentId = principal.principalId;
  const write = async (db: Queryable) => {
    // The agent's row first: two concurrent declarations of one agent run one after the other.
    await db.query(`SELECT 1 FROM agents WHERE principal_id = $1 FOR UPDATE`, [agentId]);
    await db.query(`DELETE FROM agent_commands WHERE agent_id = $1`, [agentId]);
    for (const c of body.commands) {
      await db.query(`INSERT INTO agent_commands (agent_id, name, control, description, options) VALUES ($1, $2, $3, $4, $5)`, [
        agentId,
        c.name,
        c.control ?? false,
        c.description ?? null,
        JSON.stringify(c.options ?? []),
      ]);
    }
    return commandsOf(db, agentId);
  };
  return ctx.tx ? write(ctx.tx.client) : withTransaction(ctx.pool, write);
}
