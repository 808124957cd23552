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
import { Action, EventType, ProblemCode, type Message } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { EscapeLiteral } from '../db/inline.ts';
import type { NewEvent } from '../events/appender.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { initialRunDocument } from './document.ts';
import { runNoticeSql } from './store.ts';

/** What a message starts a run with (D80); `followup`: a run made of the open follow-ups of an ended run (15.4, D148). */
export type TriggerKind = 'mention' | 'free_response' | 'followup';

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

/**
 * The statement ahead of triggerStatement that asks again, in a snapshot of its own, whether the
 * threads of the planned runs have an active run (migration 0023, D315): the message statement read
 * them before it waited for the thread's or a run's lock, so a run that committed meanwhile (another
 * message's, or the new run of an ended run's follow-ups) was not in its view. One found fails the
 * transaction as a serialization failure (40001), and the write is tried again.
 */
export function recheckStatement(escape: EscapeLiteral, runs: readonly PlannedRun[]): string {
  const threads = [...new Set(runs.map((r) => r.threadId))].sort();
  return `SELECT require_no_active_run(${escape(`{${threads.join(',')}}`)}::uuid[])`;
}

/** What a run this batch plans looks like to the later messages of its thread in the same batch (15.4, D315). */
export function plannedAsActive(r: PlannedRun): ActiveRunOfThread {
  return { id: r.runId, agent_id: r.agentId, state: 'queued', followups: 'queue', cancel_requested: false, control_invoked: false };
}

/**
 * run.state_changed for a run created queued (11.3: queued is one of the durable state changes; D364),
 * at the run's first version, written with the run. People learn of the run at once, and a client that
 * loaded its snapshot before the run existed holds it as queued (8, 11.3), not only once it starts.
 */
export function queuedEvent(r: PlannedRun, correlationId?: string): NewEvent<typeof EventType.RunStateChanged> {
  return {
    type: EventType.RunStateChanged,
    actor: { kind: 'user', id: r.triggerPrincipalId },
    scope: { space_id: r.spaceId, channel_id: r.channelId, thread_id: r.threadId },
    resource: { kind: 'run', id: r.runId, version: 1 },
    payload: { run_id: r.runId, thread_id: r.threadId, agent_id: r.agentId, state: 'queued', step_count: 0 },
    correlationId,
  };
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

// ------------------------------------------------------------------ follow-ups (15.4, R-SY-22; D147)

/** An active run of the message's thread, as the message statement reads it (activeRunsColumn). */
export interface ActiveRunOfThread {
  id: string;
  agent_id: string;
  state: 'queued' | 'running' | 'waiting_input';
  followups: 'steer' | 'queue';
  cancel_requested: boolean;
  /** A person invoked a control command of the agent on the run (D457): the agent may end it as their Stop. */
  control_invoked: boolean;
}

/** A message that becomes a follow-up of an active run instead of a run of its own. */
export interface PlannedFollowup {
  runId: string;
  agentId: string;
  messageId: string;
  threadId: string;
  channelId: string;
  spaceId: string;
  authorId: string;
  /** messages.thread_seq: the follow-ups of a run in arrival order. */
  ordinal: number;
  /** agent.followup goes out now: the run waits (its answer, with either setting, D288), or the agent steers and the run runs (a queued one takes them at its end, D147). */
  notify: boolean;
  /** The run already had a cancel request (D293) or a control command (D457) when this message came: a person's Stop does not discard it; it is deferred into a new run. */
  afterCancel: boolean;
}

/** The deliberately broken variants of followupsOf, for the twin tests. */
export interface FollowupTwins {
  /** A follow-up to a waiting run of a queue agent writes no agent.followup, as before D288. */
  answersOnlyToSteer?: boolean;
  /** A message after a person's Stop is discarded with the follow-ups the Stop found, as before D293. */
  discardAfterStop?: boolean;
}

/**
 * The column of the message statement with the thread's active runs, locked FOR SHARE so
 * that a run cannot end between this message's decision and its commit (a follow-up is never
 * written to a run that already ended). Only where the message may trigger (D82: a message
 * that cannot trigger costs no lookup).
 */
export function activeRunsColumn(mayTrigger: boolean, threadParam: string, twinWithoutLock = false): string {
  if (!mayTrigger) return `'[]'::jsonb AS active_runs`;
  const lock = twinWithoutLock ? '' : ' FOR SHARE';
  return `COALESCE((SELECT jsonb_agg(jsonb_build_object('id', r.id, 'agent_id', r.agent_id, 'state', r.state, 'followups', a.followups,
                                                    'cancel_requested', r.cancel_requested_at IS NOT NULL,
                                                    'control_invoked', r.control_invoked_at IS NOT NULL) ORDER BY r.id)
                      FROM (SELECT id, agent_id, state, cancel_requested_at, control_invoked_at FROM runs
                             WHERE thread_id = ${threadParam} AND state IN ('queued', 'running', 'waiting_input')${lock}) r
                      JOIN agents a ON a.principal_id = r.agent_id), '[]'::jsonb) AS active_runs`;
}

/**
 * 15.4, R-SY-22: the runs a message would start, against the thread's active runs. A target
 * agent with an active run there gets the message as its follow-up; a message that would
 * trigger an agent while another agent's run is active in the thread is refused
 * (run_active_other_agent); without active runs the runs start as planned.
 */
export function followupsOf(
  planned: readonly PlannedRun[],
  active: readonly ActiveRunOfThread[],
  ordinal: number,
  twins: FollowupTwins = {},
): { runs: PlannedRun[]; followups: PlannedFollowup[] } | { refused: typeof ProblemCode.RunActiveOtherAgent } {
  if (!planned.length || !active.length) return { runs: [...planned], followups: [] };
  const followups: PlannedFollowup[] = [];
  for (const p of planned) {
    const run = active.find((a) => a.agent_id === p.agentId);
    if (!run) return { refused: ProblemCode.RunActiveOtherAgent };
    followups.push({
      runId: run.id,
      agentId: p.agentId,
      messageId: p.messageId,
      threadId: p.threadId,
      channelId: p.channelId,
      spaceId: p.spaceId,
      authorId: p.triggerPrincipalId,
      ordinal,
      // A waiting run's follow-up is the answer to its question, whatever followups says (15.4, D288):
      // the adapter resumes with its token. steer also feeds a running turn; queue holds those for the end.
      notify: !run.cancel_requested && ((run.state === 'waiting_input' && !twins.answersOnlyToSteer) || (run.followups === 'steer' && run.state !== 'queued')),
      // Read under the run's lock, so it tells whether the cancel request (D293) or a control command the
      // agent may stop on (D457) came first.
      afterCancel: (run.cancel_requested || run.control_invoked) && !twins.discardAfterStop,
    });
  }
  return { runs: [], followups };
}

/**
 * One statement for the follow-ups of a group: their rows (queued), each run document's
 * followups entry with the run's version, and trigger_state received on their messages.
 */
export function followupStatement(escape: EscapeLiteral, followups: readonly PlannedFollowup[]): string {
  const rows = followups.map((f) => ({ run_id: f.runId, message_id: f.messageId, ordinal: f.ordinal, after_cancel: f.afterCancel, notified: f.notify }));
  return `WITH f AS (
  INSERT INTO run_followups (run_id, message_id, ordinal, after_cancel, notified)
  SELECT x.run_id, x.message_id, x.ordinal, x.after_cancel, x.notified
    FROM jsonb_to_recordset(${escape(JSON.stringify(rows))}::jsonb) AS x(run_id uuid, message_id uuid, ordinal bigint, after_cancel boolean, notified boolean)
  RETURNING run_id, message_id),
d AS (
  UPDATE runs r SET version = r.version + 1, updated_at = now(),
         document = r.document || jsonb_build_object('version', r.version + 1, 'followups', COALESCE(r.document->'followups', '{}'::jsonb) || g.entries)
    FROM (SELECT run_id, jsonb_object_agg(message_id::text, jsonb_build_object('status', 'queued')) AS entries FROM f GROUP BY run_id) g
   WHERE r.id = g.run_id RETURNING r.id, r.thread_id, r.version),
m AS (UPDATE messages SET trigger_state = 'received' WHERE id IN (SELECT message_id FROM f))
SELECT ${runNoticeSql('d')} FROM d`;
}

/** agent.followup to the agent (15.4): names the message by ID only (2.2); its token is a delivery field (R-SY-17). */
export function followupEvent(f: Pick<PlannedFollowup, 'runId' | 'agentId' | 'messageId' | 'threadId' | 'channelId' | 'spaceId' | 'authorId'>, correlationId?: string): NewEvent<typeof EventType.AgentFollowup> {
  return {
    type: EventType.AgentFollowup,
    actor: { kind: 'user', id: f.authorId },
    scope: { space_id: f.spaceId, channel_id: f.channelId, thread_id: f.threadId },
    resource: { kind: 'run', id: f.runId },
    audiencePrincipalId: f.agentId,
    payload: { run_id: f.runId, thread_id: f.threadId, message_id: f.messageId },
    correlationId,
  };
}
