// The trigger rule (15.3, D80; contracts: components.x-trigger-rule in asyncapi.yaml)
// and what a triggering message writes in its own transaction: the run queued, the
// message with trigger_state = received and agent.invocation to the agent (no token).
//
// The rule is decided from what the group commit of messages (D35) already has:
// the author's kind and visibility, the message's mentions, the agents among them
// (one lookup inside the message's own statement, only when it mentions someone)
// and the channel's free-response agent (loaded with the visibility). A message
// that mentions nobody in a channel without a free-response agent costs nothing
// more: no statement, no column lookup, no round trip. A triggering message adds
// one statement to the appender's last message (appendPreparedAndCommit `before`),
// so it pays no round trip either.
import { Action, EventType, type Message } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { EscapeLiteral } from '../db/inline.ts';
import type { NewEvent } from '../events/appender.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { initialRunDocument } from './document.ts';

export type TriggerKind = 'mention' | 'free_response';

/** A run that a new message creates: one per (message, agent). */
export interface PlannedRun {
  runId: string;
  agentId: string;
  kind: TriggerKind;
  messageId: string;
  threadId: string;
  channelId: string;
  spaceId: string;
  triggerPrincipalId: string;
}

/** What the rule looks at of a new message. */
export interface TriggerCandidate {
  author: { id: string; kind: 'user' | 'agent' | 'app' };
  origin: Message['origin'];
  message: { id: string; thread_id: string; channel_id: string; space_id: string };
  /** Active agents among the message's mentions (mentionAgentsColumn), in mention order or any. */
  mentionAgents: readonly string[];
  /** The visibility that decided message.create for this message. */
  visibility: Visibility;
}

/**
 * D80: a new message of a person (kind user, origin human) with agent.invoke on the channel
 * triggers every active agent it mentions; one that mentions no agent triggers the channel's
 * free-response agent. Agents and apps never trigger agents; imports never come here (15.8).
 */
export function plannedRuns(c: TriggerCandidate): PlannedRun[] {
  if (c.author.kind !== 'user' || c.origin !== 'human') return [];
  const mentioned = [...new Set(c.mentionAgents)].filter((id) => id !== c.author.id);
  let targets: { agentId: string; kind: TriggerKind }[] = mentioned.map((agentId) => ({ agentId, kind: 'mention' }));
  if (!targets.length) {
    const free = c.visibility.channels.get(c.message.channel_id)?.freeResponseAgentId;
    if (free && free !== c.author.id) targets = [{ agentId: free, kind: 'free_response' }];
  }
  if (!targets.length) return [];
  if (!authorize(c.visibility, Action.AgentInvoke, { spaceId: c.message.space_id, channelId: c.message.channel_id }).allowed) return [];
  return targets.map((t) => ({
    runId: uuidv7(),
    agentId: t.agentId,
    kind: t.kind,
    messageId: c.message.id,
    threadId: c.message.thread_id,
    channelId: c.message.channel_id,
    spaceId: c.message.space_id,
    triggerPrincipalId: c.author.id,
  }));
}

/**
 * The column of the message statement (messages/create.ts) that names the active agents among
 * `mentionsParam` (a uuid[] placeholder). Without mentions it is a constant: no lookup at all.
 */
export function mentionAgentsColumn(hasMentions: boolean, mentionsParam: string): string {
  if (!hasMentions) return `'{}'::uuid[] AS mention_agents`;
  return `ARRAY(SELECT a.principal_id FROM agents a JOIN principals ap ON ap.id = a.principal_id AND ap.status = 'active'
                 WHERE a.principal_id = ANY(${mentionsParam})) AS mention_agents`;
}

/**
 * One statement for every run of a group: the runs (queued, with their document) and the
 * trigger_state of their messages. Values written in (db/inline.ts), for the appender's last
 * message, ahead of the counter step.
 */
export function triggerStatement(escape: EscapeLiteral, runs: readonly PlannedRun[], now: Date): string {
  const rows = runs.map((r) => ({
    id: r.runId,
    agent_id: r.agentId,
    thread_id: r.threadId,
    channel_id: r.channelId,
    space_id: r.spaceId,
    trigger_kind: r.kind,
    trigger_message_id: r.messageId,
    trigger_principal_id: r.triggerPrincipalId,
    document: initialRunDocument(now.toISOString()),
  }));
  return `WITH r AS (
  INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_message_id, trigger_principal_id, document)
  SELECT x.id, x.agent_id, x.thread_id, x.channel_id, x.space_id, x.trigger_kind, x.trigger_message_id, x.trigger_principal_id, x.document
    FROM jsonb_to_recordset(${escape(JSON.stringify(rows))}::jsonb) AS x(id uuid, agent_id uuid, thread_id uuid, channel_id uuid, space_id uuid,
         trigger_kind text, trigger_message_id uuid, trigger_principal_id uuid, document jsonb)
  RETURNING trigger_message_id)
UPDATE messages SET trigger_state = 'received' WHERE id IN (SELECT trigger_message_id FROM r)`;
}

/** agent.invocation to the agent (15.3): names the message by ID only (2.2), carries no token (R-SY-17). */
export function invocationEvent(r: PlannedRun, correlationId?: string): NewEvent<typeof EventType.AgentInvocation> {
  return {
    type: EventType.AgentInvocation,
    actor: { kind: 'user', id: r.triggerPrincipalId },
    scope: { space_id: r.spaceId, channel_id: r.channelId, thread_id: r.threadId },
    resource: { kind: 'run', id: r.runId },
    audiencePrincipalId: r.agentId,
    payload: { run_id: r.runId, thread_id: r.threadId, message_id: r.messageId, trigger_kind: r.kind, trigger_principal_id: r.triggerPrincipalId },
    correlationId,
  };
}
