// Interactions (5.1, 15.3; D150): a person answers an agent's message or
// presses one of its components. Idempotent through client_interaction_id
// exactly as a message through client_msg_id: the pair (person,
// client_interaction_id) is unique for good, a repeat with the same canonical
// request answers the original (200, Idempotent-Replay) and writes nothing, a
// different one 422 idempotency_key_reuse; two at once meet on the unique pair
// and the loser answers as a repeat. New: interaction.created to the agent that
// wrote the message, for its running or waiting run in the thread; the gate
// gives its delivery a token, which resumes a waiting run (D146).
import { Action, EventType, ProblemCode, type CreateInteractionRequest, type EventActor, type PayloadOf, type restComponents } from '@bothy/generated';
import { requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Queryable } from '../db/queryable.ts';
import { DomainError } from '../errors.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { canonicalJson, sha256Hex } from '../internal/canonical.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { ID_PLACEHOLDER, refuseOversizedPayload } from './payload-limit.ts';
import type { RunRow } from './store.ts';

export type Interaction = restComponents['schemas']['Interaction'];

interface InteractionRow {
  id: string;
  message_id: string;
  run_id: string;
  author_principal_id: string;
  client_interaction_id: string;
  client_payload_sha256: string;
  kind: Interaction['kind'];
  values: Record<string, unknown>;
  created_at: Date;
}

function toInteraction(r: InteractionRow): Interaction {
  const i: Interaction = { id: r.id, client_interaction_id: r.client_interaction_id, message_id: r.message_id, run_id: r.run_id, user_id: r.author_principal_id, kind: r.kind, created_at: r.created_at.toISOString() };
  if (Object.keys(r.values).length) i.values = r.values as Interaction['values'];
  return i;
}

/** client_payload_sha256 over the canonical request: message, kind, values (5.1). */
function payloadHash(messageId: string, body: CreateInteractionRequest): string {
  return sha256Hex(canonicalJson({ message_id: messageId, kind: body.kind, values: body.values ?? {} }));
}

async function findByClientId(db: Queryable, author: string, clientId: string): Promise<InteractionRow | undefined> {
  const { rows } = await db.query<InteractionRow>(`SELECT * FROM interactions WHERE author_principal_id = $1 AND client_interaction_id = $2`, [author, clientId]);
  return rows[0];
}

/** The payload of interaction.created (15.3): the values only when there are some. */
function payloadOf(i: Interaction): Record<string, unknown> {
  const payload: Record<string, unknown> = { interaction_id: i.id, client_interaction_id: i.client_interaction_id, run_id: i.run_id, message_id: i.message_id, user_id: i.user_id, kind: i.kind };
  if (i.values) payload.values = i.values;
  return payload;
}

/** The place of an interaction's message, deleted or not: a repeat is answered only while it may be read (8.3, D354). */
async function placeOfMessage(db: Queryable, messageId: string): Promise<{ spaceId: string; channelId: string } | undefined> {
  const { rows } = await db.query<{ space_id: string; channel_id: string }>(`SELECT space_id, channel_id FROM messages WHERE id = $1`, [messageId]);
  return rows[0] && { spaceId: rows[0].space_id, channelId: rows[0].channel_id };
}

async function repeatIfReadable(ctx: ServerContext, v: Visibility, row: InteractionRow, hash: string): Promise<{ interaction: Interaction; replay: true }> {
  if (!ctx.twins?.replayUnchecked) requireAccess(v, Action.MessageRead, await placeOfMessage(ctx.pool, row.message_id), 'message');
  return repeatOf(row, hash);
}

function repeatOf(row: InteractionRow, hash: string): { interaction: Interaction; replay: true } {
  if (row.client_payload_sha256 !== hash) throw new DomainError(ProblemCode.IdempotencyKeyReuse, 'this client_interaction_id was already used for a different interaction (5.1)');
  return { interaction: toInteraction(row), replay: true };
}

export async function createInteraction(ctx: ServerContext, auth: AuthContext, v: Visibility, messageId: string, body: CreateInteractionRequest): Promise<{ interaction: Interaction; replay: boolean }> {
  // A person's answer (5.1, 15.3; D309): the event names a user_id, and an agent must not hand itself input.
  if (auth.kind !== 'user' && !ctx.twins?.agentInputAllowed) throw new DomainError(ProblemCode.Forbidden, 'interactions are a person’s answer to an agent (5.1, 15.3)');
  const hash = payloadHash(messageId, body);
  // 5.1: first the pair; a repeat writes nothing.
  const earlier = await findByClientId(ctx.pool, auth.principalId, body.client_interaction_id);
  if (earlier) return repeatIfReadable(ctx, v, earlier, hash);
  const { rows: found } = await ctx.pool.query<{ id: string; thread_id: string; channel_id: string; space_id: string; author_principal_id: string; author_kind: string; deleted: boolean }>(
    `SELECT m.id, m.thread_id, m.channel_id, m.space_id, m.author_principal_id, p.kind AS author_kind, m.deleted_at IS NOT NULL AS deleted
       FROM messages m JOIN principals p ON p.id = m.author_principal_id WHERE m.id = $1`,
    [messageId],
  );
  const message = found[0];
  const place = message && { spaceId: message.space_id, channelId: message.channel_id };
  requireAccess(v, Action.MessageRead, place, 'message');
  // The answer is input to the agent: the right to trigger it (15.3, D80).
  requireAccess(v, Action.AgentInvoke, place, 'message');
  // A tombstone the person can still read: 410, as a reaction or an edit of it (13.3, D379); 404 stays for a missing or hidden one.
  if (message!.deleted) throw new DomainError(ProblemCode.MessageDeleted, 'the message was deleted (13.3)');
  if (message!.author_kind !== 'agent') throw new DomainError(ProblemCode.ValidationFailed, 'only a message of an agent takes interactions');
  // 2.2: values the event cannot carry are the client's 413, before anything is written. Exact: the
  // stored values read back as the same JSON text (jsonb keeps each key once and node-postgres parses it).
  const values = body.values && Object.keys(body.values).length ? (body.values as Interaction['values']) : undefined;
  const draft: Interaction = { id: ID_PLACEHOLDER, client_interaction_id: body.client_interaction_id, message_id: messageId, run_id: ID_PLACEHOLDER, user_id: auth.principalId, kind: body.kind, created_at: '', ...(values ? { values } : {}) };
  refuseOversizedPayload(ctx, EventType.InteractionCreated, payloadOf(draft), 'values');
  // The twin of D452: the interaction commits under a stand-in, its client_interaction_id follows after the commit.
  const twinClientIdAfterCommit = ctx.twins?.clientIdAfterCommit === true;
  try {
    const { result } = await runEventTransaction(ctx, async (client) => {
      // The person's permissions of now, before the run's lock (D375).
      const now = await writerVisibility(client, v, 'message', ctx.twins?.contentWriteCheckedBefore);
      requireAccess(now, Action.MessageRead, place, 'message');
      requireAccess(now, Action.AgentInvoke, place, 'message');
      // An agent has one active run in a thread at a time (15.4): a message written before that run was
      // created belongs to an earlier run, whose question has ended with it (D339).
      const { rows: runs } = await client.query<{ id: string; after_message: boolean }>(
        `SELECT id, created_at > (SELECT created_at FROM messages WHERE id = $3) AS after_message FROM runs WHERE thread_id = $1 AND agent_id = $2 AND state IN ('running', 'waiting_input') AND cancel_requested_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR SHARE`,
        [message!.thread_id, message!.author_principal_id, messageId],
      );
      const run = runs[0];
      if (!run) throw new DomainError(ProblemCode.RunNotActive, 'the agent of this message has no running or waiting run in the thread');
      if (run.after_message && !ctx.twins?.interactionTakesLaterRun) throw new DomainError(ProblemCode.RunNotActive, 'the message was written before the agent\'s current run in the thread: it belongs to an earlier run, which has ended');
      const { rows } = await client.query<InteractionRow>(
        `INSERT INTO interactions (id, message_id, run_id, author_principal_id, client_interaction_id, client_payload_sha256, kind, "values")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [uuidv7(), messageId, run.id, auth.principalId, twinClientIdAfterCommit ? uuidv7() : body.client_interaction_id, hash, body.kind, JSON.stringify(body.values ?? {})],
      );
      const row = twinClientIdAfterCommit ? { ...rows[0]!, client_interaction_id: body.client_interaction_id } : rows[0]!;
      const interaction = toInteraction(row);
      const payload = payloadOf(interaction);
      return {
        result: { interaction, replay: false },
        events: [
          {
            type: EventType.InteractionCreated,
            actor: { kind: auth.kind, id: auth.principalId },
            scope: { space_id: message!.space_id, channel_id: message!.channel_id, thread_id: message!.thread_id },
            resource: { kind: 'interaction', id: row.id, version: 1 },
            audiencePrincipalId: message!.author_principal_id,
            payload: payload as never,
          },
        ],
      };
    });
    if (twinClientIdAfterCommit) await ctx.pool.query('UPDATE interactions SET client_interaction_id = $2 WHERE id = $1', [result.interaction.id, body.client_interaction_id]);
    return result;
  } catch (err) {
    // Two at once: the loser meets the unique pair and answers as the repeat it is (5.1).
    if (isUniqueViolation(err, 'interactions_author_client_id')) {
      const twin = await findByClientId(ctx.pool, auth.principalId, body.client_interaction_id);
      if (twin) return repeatIfReadable(ctx, v, twin, hash);
    }
    throw err;
  }
}

/**
 * 15.4 at the end of a run (D372): an interaction the run never took is discarded, and its author told
 * with interaction.discarded (the interaction's version 2). Taken is what the gate handed to the run
 * (runs/invocation-gate.ts records it per interaction): delivered to the running turn of the consumer
 * that runs it, or delivered while the run waited and the run resumed after it (run-lifecycle.ts: the
 * adapter had it before it resumed, with this answer's token or a later one's). Not taken: never
 * delivered (the run ended first, or the gate refused it), delivered to another consumer's running
 * turn only, or delivered to the waiting run that ended without resuming. Unlike
 * a follow-up (a message, deferred into a new run), an interaction answers this run's question only, so
 * it starts nothing. In the end's transaction: the run was moved by compare-and-swap, and
 * createInteraction holds the run FOR SHARE, so an interaction either committed before (and is judged
 * here) or meets the ended run (409 run_not_active); the gate locks the run too.
 */
export async function discardUntakenInteractions(db: Queryable, run: RunRow, actor: EventActor): Promise<NewEvent[]> {
  const { rows } = await db.query<{ id: string; client_interaction_id: string; message_id: string; author_principal_id: string; space_id: string; channel_id: string; thread_id: string }>(
    `SELECT i.id, i.client_interaction_id, i.message_id, i.author_principal_id, m.space_id, m.channel_id, m.thread_id
       FROM interactions i
       JOIN messages m ON m.id = i.message_id
      WHERE i.run_id = $1 AND NOT i.delivered_running
      ORDER BY i.created_at, i.id`,
    [run.id],
  );
  const runState = run.state as PayloadOf<typeof EventType.InteractionDiscarded>['run_state'];
  return rows.map((r) => ({
    type: EventType.InteractionDiscarded,
    actor,
    scope: { space_id: r.space_id, channel_id: r.channel_id, thread_id: r.thread_id },
    resource: { kind: 'interaction', id: r.id, version: 2 },
    audiencePrincipalId: r.author_principal_id,
    payload: { interaction_id: r.id, client_interaction_id: r.client_interaction_id, run_id: run.id, message_id: r.message_id, run_state: runState },
  }));
}
