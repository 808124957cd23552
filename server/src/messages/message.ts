// A message as stored and as sent: its row, its wire form (03) and the events
// of its creation and edits (2.2), shared by creation, edits and imports.
import { EventType, type Message, type PayloadOf } from '@bothy/generated';
import type { NewEvent } from '../events/appender.ts';
import { jsonBytes, prefixWithin } from '../events/reduce.ts';
import type { AuthContext } from '../identity/tokens.ts';

export interface MessageRow {
  id: string;
  thread_id: string;
  channel_id: string;
  space_id: string;
  thread_seq: number;
  author_principal_id: string;
  author_kind: 'user' | 'agent' | 'app';
  client_msg_id: string | null;
  client_payload_sha256: string | null;
  origin: Message['origin'];
  kind: Message['kind'];
  content_md: string;
  reply_to_id: string | null;
  attachments: { file_id: string }[];
  mention_ids: string[];
  /** Set on a message that triggered an agent (15.3, D80); NULL otherwise. */
  trigger_state: NonNullable<Message['trigger_state']> | null;
  trigger_state_reason: string | null;
  version: number;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
}

export const SELECT_MESSAGE = `SELECT m.*, p.kind AS author_kind FROM messages m JOIN principals p ON p.id = m.author_principal_id`;

/**
 * A message as REST reads it (GET /messages/{id}, GET /threads/{id}/messages; D243): the row with
 * its reactions (count per emoji, in the order the emoji were first used) and its pin, read in the
 * same statement, so a client that reloads a message keeps what reaction.* and pin.* told it (9).
 */
export const SELECT_MESSAGE_READ = `SELECT m.*, p.kind AS author_kind, m.pinned_at IS NOT NULL AS pinned,
       (SELECT jsonb_agg(jsonb_build_object('emoji', r.emoji, 'count', r.n) ORDER BY r.first, r.emoji)
          FROM (SELECT emoji, count(*)::int AS n, min(created_at) AS first FROM message_reactions WHERE message_id = m.id GROUP BY emoji) r) AS reaction_counts
  FROM messages m JOIN principals p ON p.id = m.author_principal_id`;

export interface MessageReadRow extends MessageRow {
  pinned: boolean;
  reaction_counts: { emoji: string; count: number }[] | null;
}

/** The wire form of a message read through REST: toMessage with reactions (when any) and pinned. */
export function toReadMessage(row: MessageReadRow): Message {
  const m = toMessage(row);
  if (row.reaction_counts?.length) m.reactions = row.reaction_counts;
  m.pinned = row.pinned;
  return m;
}

/** The wire form of a message, without empty optional members (no null, ADR 0053). */
export function toMessage(row: MessageRow): Message {
  const m: Message = {
    id: row.id,
    thread_id: row.thread_id,
    channel_id: row.channel_id,
    thread_seq: row.thread_seq,
    author: { id: row.author_principal_id, kind: row.author_kind },
    origin: row.origin,
    kind: row.kind,
    content_md: row.content_md,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
  if (row.edited_at) m.edited_at = row.edited_at.toISOString();
  if (row.deleted_at) m.deleted_at = row.deleted_at.toISOString();
  if (row.reply_to_id) m.reply_to_id = row.reply_to_id;
  if (row.client_msg_id) m.client_msg_id = row.client_msg_id;
  if (row.attachments.length) m.attachments = row.attachments;
  if (row.mention_ids.length) m.mention_ids = row.mention_ids;
  if (row.trigger_state) m.trigger_state = row.trigger_state;
  if (row.trigger_state && row.trigger_state_reason) m.trigger_state_reason = row.trigger_state_reason;
  return m;
}

const MENTION_RE = /<@([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})>/gi;

/** Mentions are written `<@principal-id>` in content_md (03 and 05 own the full syntax). */
export function mentionsOf(content: string): string[] {
  return [...new Set([...content.matchAll(MENTION_RE)].map((m) => m[1]!.toLowerCase()))];
}

export function originOf(kind: AuthContext['kind']): Message['origin'] {
  return kind === 'user' ? 'human' : kind;
}

/** message.created or message.updated of a message, echoing client_msg_id on creation (2.2); fitMessageEvent reduces a large one. */
export function messageEvent<T extends typeof EventType.MessageCreated | typeof EventType.MessageUpdated>(
  type: T,
  spaceId: string,
  message: Message,
  actor: { kind: AuthContext['kind']; id: string },
  correlationId?: string,
  traceContext?: string,
): NewEvent<T> {
  const e: NewEvent<T> = {
    type,
    actor,
    scope: { space_id: spaceId, channel_id: message.channel_id, thread_id: message.thread_id },
    resource: { kind: 'message', id: message.id, version: message.version },
    payload: { message } as PayloadOf<T>,
    correlationId,
    traceContext,
  };
  if (message.client_msg_id && type === EventType.MessageCreated) e.clientMsgId = message.client_msg_id;
  return e;
}

/**
 * 2.2: a message.created or message.updated whose payload is over
 * sync.event_payload_max_bytes gets a reduced payload and truncated: true. The message
 * stays the reference (its id, thread_seq and version); content_md keeps the longest prefix
 * of whole code points that fits, so the text stays valid UTF-8 (D182). mention_ids and the
 * attachment references stay when they fit (clients count mentions from them, 14); if even
 * the message without its text does not fit, they go too. The client reloads the message
 * via REST (GET /messages/{id}). A payload that still does not fit is left to the appender,
 * which refuses it.
 */
export function fitMessageEvent<E extends NewEvent<typeof EventType.MessageCreated | typeof EventType.MessageUpdated>>(e: E, maxBytes: number): E {
  if (jsonBytes(e.payload) <= maxBytes) return e;
  const message = e.payload.message;
  let reduced: Message = { ...message, content_md: '' };
  if (jsonBytes({ message: reduced }) > maxBytes) {
    const { mention_ids: _m, attachments: _a, components: _c, ...bare } = reduced;
    reduced = bare;
  }
  const content = prefixWithin(message.content_md, maxBytes - jsonBytes({ message: reduced }));
  return { ...e, payload: { message: { ...reduced, content_md: content } }, truncated: true };
}
