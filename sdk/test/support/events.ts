// Valid events and frames built from the generated types, each checked against the contract's
// validators, so that a test never feeds the SDK something the server could not send.
import {
  check,
  EventType,
  formatIssues,
  validateEvent,
  type Event,
  type EventOf,
  type Message,
  type Snapshot,
} from '@bothy/generated';
import { uuidv7 } from '../../src/internal/uuid.ts';

export const TIME = '2026-11-30T12:00:00.000Z';
export const SPACE = uuidv7(1);
export const CHANNEL = uuidv7(2);
export const THREAD = uuidv7(3);
export const OTHER_THREAD = uuidv7(4);
export const AUTHOR = uuidv7(5);
export const EPOCH = uuidv7(6);

export function valid<E extends Event>(event: E): E {
  const result = check(validateEvent, event);
  if (!result.ok) throw new Error(`test event does not match the contract: ${formatIssues(result.issues)}`);
  return event;
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: uuidv7(),
    thread_id: THREAD,
    channel_id: CHANNEL,
    thread_seq: 1,
    author: { id: AUTHOR, kind: 'user' },
    origin: 'human',
    kind: 'text',
    content_md: 'hello',
    version: 1,
    created_at: TIME,
    ...overrides,
  };
}

export function messageCreated(seq: number, m: Message = message()): EventOf<typeof EventType.MessageCreated> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.MessageCreated,
    schema_version: 1,
    occurred_at: TIME,
    actor: { kind: 'user', id: m.author.id },
    scope: { space_id: SPACE, channel_id: m.channel_id, thread_id: m.thread_id },
    resource: { kind: 'message', id: m.id, version: m.version },
    payload: { message: m },
    permission_version: 1,
    ...(m.client_msg_id ? { client_msg_id: m.client_msg_id } : {}),
  });
}

export function messageUpdated(seq: number, m: Message): EventOf<typeof EventType.MessageUpdated> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.MessageUpdated,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: SPACE, channel_id: m.channel_id, thread_id: m.thread_id },
    resource: { kind: 'message', id: m.id, version: m.version },
    payload: { message: m },
    permission_version: 1,
  });
}

export function reactionAdded(seq: number, messageId: string, count: number): EventOf<typeof EventType.ReactionAdded> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.ReactionAdded,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: SPACE, channel_id: CHANNEL, thread_id: THREAD },
    resource: { kind: 'message', id: messageId },
    payload: { message_id: messageId, principal_id: AUTHOR, emoji: '👍', count },
    permission_version: 1,
  });
}

/** read_state.updated of THREAD, or of the thread `place` names. */
export function readStateUpdated(seq: number, version: number, device?: string, place: { thread_id: string; channel_id: string; space_id?: string } = { thread_id: THREAD, channel_id: CHANNEL }): EventOf<typeof EventType.ReadStateUpdated> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.ReadStateUpdated,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: place.space_id ?? SPACE, channel_id: place.channel_id, thread_id: place.thread_id },
    resource: { kind: 'thread', id: place.thread_id },
    audience: 'self',
    payload: {
      thread_id: place.thread_id,
      last_read_seq: 3,
      version,
      unread_count: 0,
      mention_count: 0,
      ...(device ? { updated_by_device_id: device } : {}),
    },
    permission_version: 1,
  });
}

export function runUpdated(runId: string, patch: { base_version?: number; version: number; snapshot?: boolean }): EventOf<typeof EventType.RunUpdated> {
  return valid({
    id: uuidv7(),
    type: EventType.RunUpdated,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: SPACE, channel_id: CHANNEL, thread_id: THREAD },
    resource: { kind: 'run', id: runId, version: patch.version },
    payload: {
      run_id: runId,
      thread_id: THREAD,
      version: patch.version,
      ...(patch.base_version === undefined ? {} : { base_version: patch.base_version, ops: [{ op: 'replace', path: '/status_line', value: 'x' }] }),
    },
  } as EventOf<typeof EventType.RunUpdated>);
}

export function typingStarted(): EventOf<typeof EventType.TypingStarted> {
  return valid({
    id: uuidv7(),
    type: EventType.TypingStarted,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: SPACE, channel_id: CHANNEL, thread_id: THREAD },
    resource: { kind: 'thread', id: THREAD },
    payload: { thread_id: THREAD, principal_id: AUTHOR, expires_at: TIME },
  });
}

export function snapshot(head: number, epoch = EPOCH): Snapshot {
  return {
    head_seq: head,
    sync_epoch: epoch,
    permission_version: 1,
    spaces: [],
    channels: [],
    sidebar: [],
    read_states: [],
    active_runs: [],
    agent_presence: [],
    drafts: [],
    settings_version: 1,
    feature_flags: {},
  };
}
