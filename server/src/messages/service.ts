// Messages: idempotent creation (5.1), edits with If-Match and deletion with
// redaction (2.2, 13.3), all through the appender (3.2, 4).
import {
  EventType,
  ProblemCode,
  payloadValidator,
  redactedPayloadValidator,
  redactPayload,
  isRedactable,
  type CreateMessageRequest,
  type Message,
  type PayloadOf,
  type RedactableEventType,
} from '@bothy/generated';
import { authorize, type Decision } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import type { PoolClient } from '../db/pool.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { canonicalJson, sha256Hex } from '../internal/canonical.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { ServerContext } from '../context.ts';
import { ProblemError } from '../rest/problem.ts';

const UNIQUE_VIOLATION = '23505';

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
  version: number;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
}

const SELECT_MESSAGE = `SELECT m.*, p.kind AS author_kind FROM messages m JOIN principals p ON p.id = m.author_principal_id`;

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
  return m;
}

const MENTION_RE = /<@([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})>/gi;

/** Mentions are written `<@principal-id>` in content_md (03 and 05 own the full syntax). */
export function mentionsOf(content: string): string[] {
  return [...new Set([...content.matchAll(MENTION_RE)].map((m) => m[1]!.toLowerCase()))];
}

/** client_payload_sha256 over the canonical request: thread, content, reply reference, attachments (5.1). */
export function clientPayloadHash(threadId: string, body: CreateMessageRequest): string {
  return sha256Hex(canonicalJson({ thread_id: threadId, content_md: body.content_md, reply_to_id: body.reply_to_id, attachments: body.attachments ?? [] }));
}

function originOf(kind: AuthContext['kind']): Message['origin'] {
  return kind === 'user' ? 'human' : kind;
}

/** Not visible answers like not there, so that existence does not leak (7.2). */
function refuse(decision: Decision, what: string): never {
  if (decision.allowed) throw new Error('refuse() called on an allowed decision');
  if (decision.reason === 'no_access' || decision.reason === 'inactive') throw new ProblemError(ProblemCode.NotFound, `no ${what} with this ID`);
  throw new ProblemError(ProblemCode.Forbidden, `not permitted: ${decision.reason.replace(/_/g, ' ')}`);
}

export interface ThreadRow {
  id: string;
  channel_id: string;
  space_id: string;
  title: string | null;
  closed: boolean;
  last_message_seq: number;
  message_count: number;
  version: number;
  unread_floor_seq: number;
}

export function toThread(t: ThreadRow) {
  const out: { id: string; channel_id: string; space_id: string; last_message_seq: number; message_count: number; version: number; unread_floor_seq: number; closed: boolean; title?: string } = {
    id: t.id,
    channel_id: t.channel_id,
    space_id: t.space_id,
    last_message_seq: t.last_message_seq,
    message_count: t.message_count,
    version: t.version,
    unread_floor_seq: t.unread_floor_seq,
    closed: t.closed,
  };
  if (t.title) out.title = t.title;
  return out;
}

export async function findThread(db: Queryable, threadId: string): Promise<ThreadRow | undefined> {
  const { rows } = await db.query<ThreadRow>('SELECT * FROM threads WHERE id = $1', [threadId]);
  return rows[0];
}

function ifMatchVersion(header: string | undefined): number {
  if (header === undefined) throw new ProblemError(ProblemCode.PreconditionRequired, 'send If-Match with the version you edit, e.g. If-Match: "3" (13.3)');
  const m = /^(?:W\/)?"([0-9]+)"$/.exec(header.trim());
  if (!m) throw new ProblemError(ProblemCode.ValidationFailed, 'If-Match must be an entity tag such as "3"');
  return Number(m[1]);
}

/**
 * The domain step of a new message, as one statement: the thread lock and its
 * next thread_seq (4), then the message. The caller decides on the row inside
 * its transaction; the event counter comes later, as the last step (3.2).
 * Undefined when the thread does not exist.
 */
export async function insertMessage(
  client: Queryable,
  m: { threadId: string; author: { id: string; kind: AuthContext['kind'] }; body: CreateMessageRequest; hash: string },
): Promise<(MessageRow & { space_id: string }) | undefined> {
  const { rows } = await client.query<MessageRow & { space_id: string }>(
    `WITH t AS (
       UPDATE threads SET last_message_seq = last_message_seq + 1, message_count = message_count + 1,
              version = version + 1, last_activity_at = now()
        WHERE id = $2 RETURNING last_message_seq, channel_id, space_id),
     m AS (
       INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, client_msg_id,
                             client_payload_sha256, origin, kind, content_md, reply_to_id, attachments, mention_ids)
       SELECT $1, $2, t.channel_id, t.space_id, t.last_message_seq, $3, $4, $5, $6, 'text', $7, $8, $9, $10 FROM t RETURNING *)
     SELECT m.*, $11::text AS author_kind FROM m`,
    [uuidv7(), m.threadId, m.author.id, m.body.client_msg_id, m.hash, originOf(m.author.kind), m.body.content_md, m.body.reply_to_id ?? null,
      JSON.stringify(m.body.attachments ?? []), mentionsOf(m.body.content_md), m.author.kind],
  );
  return rows[0];
}

/** message.created or message.updated of a message, echoing client_msg_id on creation (2.2). */
export function messageEvent<T extends typeof EventType.MessageCreated | typeof EventType.MessageUpdated>(
  type: T,
  spaceId: string,
  message: Message,
  actor: { kind: AuthContext['kind']; id: string },
  correlationId?: string,
): NewEvent<T> {
  const e: NewEvent<T> = {
    type,
    actor,
    scope: { space_id: spaceId, channel_id: message.channel_id, thread_id: message.thread_id },
    resource: { kind: 'message', id: message.id, version: message.version },
    payload: { message } as PayloadOf<T>,
    correlationId,
  };
  if (message.client_msg_id && type === EventType.MessageCreated) e.clientMsgId = message.client_msg_id;
  return e;
}

export class MessageService {
  constructor(private readonly ctx: ServerContext) {}

  private async byClientMsgId(db: Queryable, author: string, clientMsgId: string): Promise<MessageRow | undefined> {
    const { rows } = await db.query<MessageRow>(`${SELECT_MESSAGE} WHERE m.author_principal_id = $1 AND m.client_msg_id = $2`, [author, clientMsgId]);
    return rows[0];
  }

  private repeat(existing: MessageRow, hash: string): { message: Message; replay: true } {
    if (existing.client_payload_sha256 !== hash) {
      throw new ProblemError(ProblemCode.IdempotencyKeyReuse, 'this client_msg_id was already used for a different message (5.1)');
    }
    return { message: toMessage(existing), replay: true };
  }

  /** 5.1: first the pair, then the write; a concurrent twin loses on the unique index and is answered as a repeat. */
  async create(auth: AuthContext, v: Visibility, threadId: string, body: CreateMessageRequest, correlationId?: string): Promise<{ message: Message; replay: boolean }> {
    const hash = clientPayloadHash(threadId, body);
    const existing = await this.byClientMsgId(this.ctx.pool, auth.principalId, body.client_msg_id);
    if (existing) return this.repeat(existing, hash);

    const attachments = body.attachments ?? [];
    if (attachments.length > this.ctx.config.spec['message.max_attachments']) {
      throw new ProblemError(ProblemCode.ValidationFailed, `at most message.max_attachments (${this.ctx.config.spec['message.max_attachments']}) attachments`);
    }
    try {
      const { result } = await runEventTransaction(this.ctx, async (client) => {
        const row = await insertMessage(client, { threadId, author: { id: auth.principalId, kind: auth.kind }, body, hash });
        if (!row) throw new ProblemError(ProblemCode.NotFound, 'no thread with this ID');
        const decision = authorize(v, 'message.create', { spaceId: row.space_id, channelId: row.channel_id });
        if (!decision.allowed) refuse(decision, 'thread');
        const message = toMessage(row);
        const events: NewEvent[] = [messageEvent(EventType.MessageCreated, row.space_id, message, { kind: auth.kind, id: auth.principalId }, correlationId)];
        if (body.clear_draft) {
          // 14: a successful send with clear_draft deletes the draft in the same transaction.
          const { rows: cleared } = await client.query<{ id: string; version: number }>(
            `UPDATE drafts SET deleted = true, content_md = '', file_ids = '{}', version = version + 1, updated_at = now()
              WHERE principal_id = $1 AND thread_id = $2 AND NOT deleted RETURNING id, version`,
            [auth.principalId, threadId],
          );
          const d = cleared[0];
          if (d) {
            events.push({
              type: EventType.DraftDeleted,
              actor: { kind: auth.kind, id: auth.principalId },
              scope: { space_id: row.space_id, channel_id: row.channel_id, thread_id: threadId },
              resource: { kind: 'draft', id: d.id, version: d.version },
              audiencePrincipalId: auth.principalId,
              payload: { thread_id: threadId, version: d.version, ...(auth.deviceId ? { updated_by_device_id: auth.deviceId } : {}) },
            });
          }
        }
        return { result: message, events };
      });
      return { message: result, replay: false };
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION && (err as { constraint?: string }).constraint === 'messages_author_client_msg_id') {
        const twin = await this.byClientMsgId(this.ctx.pool, auth.principalId, body.client_msg_id);
        if (twin) return this.repeat(twin, hash);
      }
      throw err;
    }
  }

  private async visibleMessage(db: Queryable, v: Visibility, id: string, lock: boolean): Promise<MessageRow> {
    const { rows } = await db.query<MessageRow>(`${SELECT_MESSAGE} WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`, [id]);
    const row = rows[0];
    if (!row) throw new ProblemError(ProblemCode.NotFound, 'no message with this ID');
    const decision = authorize(v, 'message.read', { spaceId: row.space_id, channelId: row.channel_id });
    if (!decision.allowed) refuse(decision, 'message');
    return row;
  }

  async get(v: Visibility, id: string): Promise<Message> {
    return toMessage(await this.visibleMessage(this.ctx.pool, v, id, false));
  }

  async list(v: Visibility, threadId: string, afterSeq: number, limit: number): Promise<Message[]> {
    const thread = await findThread(this.ctx.pool, threadId);
    if (!thread) throw new ProblemError(ProblemCode.NotFound, 'no thread with this ID');
    const decision = authorize(v, 'thread.read', { spaceId: thread.space_id, channelId: thread.channel_id });
    if (!decision.allowed) refuse(decision, 'thread');
    const { rows } = await this.ctx.pool.query<MessageRow>(
      `${SELECT_MESSAGE} WHERE m.thread_id = $1 AND m.thread_seq > $2 ORDER BY m.thread_seq LIMIT $3`,
      [threadId, afterSeq, limit],
    );
    return rows.map(toMessage);
  }

  /** 13.3: an edit needs If-Match; 412 carries the current revision, 410 a deleted message. */
  async update(auth: AuthContext, v: Visibility, id: string, ifMatch: string | undefined, contentMd: string, correlationId?: string): Promise<Message> {
    const expected = ifMatchVersion(ifMatch);
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const row = await this.visibleMessage(client, v, id, true);
      const decision = authorize(v, 'message.edit', { spaceId: row.space_id, channelId: row.channel_id, authorId: row.author_principal_id });
      if (!decision.allowed) refuse(decision, 'message');
      if (row.deleted_at) throw new ProblemError(ProblemCode.MessageDeleted, 'the message was deleted; its text stays with you (13.3)');
      if (row.version !== expected) {
        throw new ProblemError(ProblemCode.VersionConflict, `the message is at version ${row.version}, not ${expected}`, { current: toMessage(row) }, { ETag: `"${row.version}"` });
      }
      const { rows } = await client.query<MessageRow>(
        `WITH m AS (UPDATE messages SET content_md = $2, mention_ids = $3, version = version + 1, edited_at = now()
                     WHERE id = $1 RETURNING *)
         SELECT m.*, $4::text AS author_kind FROM m`,
        [id, contentMd, mentionsOf(contentMd), row.author_kind],
      );
      const message = toMessage(rows[0]!);
      return { result: message, events: [messageEvent(EventType.MessageUpdated, row.space_id, message, { kind: auth.kind, id: auth.principalId }, correlationId)] };
    });
    return result;
  }

  /**
   * 13.3: deletion is idempotent. 2.2: every earlier event of the message gets
   * its redacted payload and redacted: true in the same transaction; thread_seq
   * stays as a tombstone (4).
   */
  async delete(auth: AuthContext, v: Visibility, id: string, correlationId?: string): Promise<void> {
    await runEventTransaction(this.ctx, async (client) => {
      const row = await this.visibleMessage(client, v, id, true);
      const decision = authorize(v, 'message.delete', { spaceId: row.space_id, channelId: row.channel_id, authorId: row.author_principal_id });
      if (!decision.allowed) refuse(decision, 'message');
      if (row.deleted_at) return { result: undefined, events: [] };
      const { rows } = await client.query<{ version: number; deleted_at: Date }>(
        `UPDATE messages SET deleted_at = now(), content_md = '', attachments = '[]', mention_ids = '{}', version = version + 1
          WHERE id = $1 RETURNING version, deleted_at`,
        [id],
      );
      const deletedAt = rows[0]!.deleted_at.toISOString();
      await redactEventsOf(client, 'message', id, deletedAt);
      const events: NewEvent[] = [
        {
          type: EventType.MessageDeleted,
          actor: { kind: auth.kind, id: auth.principalId },
          scope: { space_id: row.space_id, channel_id: row.channel_id, thread_id: row.thread_id },
          resource: { kind: 'message', id, version: rows[0]!.version },
          payload: { message_id: id, thread_id: row.thread_id, thread_seq: row.thread_seq, deleted_at: deletedAt, ...(row.mention_ids.length ? { mention_ids: row.mention_ids } : {}) },
          correlationId,
        },
      ];
      return { result: undefined, events };
    });
  }
}

/**
 * 2.2: replaces the payload of every earlier event of a deleted message or file
 * with its redacted form. Each redacted payload is checked against both its
 * payload schema and its redaction schema before it is written.
 */
export async function redactEventsOf(client: PoolClient, kind: 'message' | 'file', id: string, deletedAt: string): Promise<number> {
  const { rows } = await client.query<{ seq: number; type: string; payload: unknown }>(
    `SELECT seq, type, payload FROM event_log WHERE resource_kind = $1 AND resource_id = $2 AND NOT redacted ORDER BY seq FOR UPDATE`,
    [kind, id],
  );
  const updates = rows.map((r) => {
    if (!isRedactable(r.type)) throw new ProblemError(ProblemCode.InternalError, `event type ${r.type} has resource ${kind} but no redaction`);
    const type: RedactableEventType = r.type;
    const payload = redactPayload(type, r.payload as PayloadOf<typeof type>, deletedAt);
    if (!payloadValidator(type)(payload) || !redactedPayloadValidator(type)(payload)) {
      throw new ProblemError(ProblemCode.InternalError, `the redaction of ${type} does not match its schema`);
    }
    return { seq: r.seq, payload };
  });
  if (!updates.length) return 0;
  await client.query(
    `UPDATE event_log e SET payload = x.payload, redacted = true
       FROM jsonb_to_recordset($1::jsonb) AS x(seq bigint, payload jsonb) WHERE e.seq = x.seq`,
    [JSON.stringify(updates)],
  );
  return updates.length;
}
