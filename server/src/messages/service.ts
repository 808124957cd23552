// Messages: idempotent creation (5.1), edits with If-Match and deletion with
// redaction (2.2, 13.3), all through the appender (3.2, 4).
import {
  Action,
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
import { notFound, requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import type { PoolClient } from '../db/pool.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { AuthContext } from '../identity/tokens.ts';
import type { ServerContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { ifMatchVersion } from '../internal/if-match.ts';
import { clientPayloadHash, type CreateOutcome, type MessageGroupCommit } from './create.ts';
import { fitMessageEvent, mentionsOf, messageEvent, SELECT_MESSAGE, SELECT_MESSAGE_READ, toMessage, toReadMessage, type MessageReadRow, type MessageRow } from './message.ts';
import { currentTrace } from '../events/request-trace.ts';
import { endQueuedRunsOfDeletedTrigger, lockQueuedRunsTriggeredBy } from '../runs/cancel.ts';

// The thread helpers live in threads.ts; others import them from here too.
export { findThread, toThread, type ThreadRow } from './threads.ts';
import { findThread } from './threads.ts';

export class MessageService {
  constructor(private readonly ctx: ServerContext) {}

  private get commits(): MessageGroupCommit {
    return this.ctx.messageCommits;
  }

  /** 5.1: a repeat answers with the original; a new message commits with others that wait at the same time (create.ts). */
  async create(auth: AuthContext, v: Visibility, threadId: string, body: CreateMessageRequest, correlationId?: string): Promise<CreateOutcome> {
    const max = this.ctx.config.spec['message.max_attachments'];
    if ((body.attachments ?? []).length > max) throw new DomainError(ProblemCode.ValidationFailed, `at most message.max_attachments (${max}) attachments`);
    // D359: a reply names a message of the same thread (deleted or not: a tombstone keeps its place), so that
    // it points at nothing the author cannot read. One read, only for a reply; the thread is checked first
    // (thread.read: a repeat of a reply stays a repeat on a channel made read-only, D354; the commit checks
    // message.create for a new one), so that a hidden thread answers as a missing one (D49).
    if (body.reply_to_id !== undefined) {
      const { rows } = await this.ctx.pool.query<{ space_id: string; channel_id: string; reply: string | null }>(
        'SELECT t.space_id, t.channel_id, m.id AS reply FROM threads t LEFT JOIN messages m ON m.id = $2 AND m.thread_id = t.id WHERE t.id = $1',
        [threadId, body.reply_to_id],
      );
      const thread = rows[0];
      if (!thread) throw notFound('thread');
      requireAccess(v, Action.ThreadRead, { spaceId: thread.space_id, channelId: thread.channel_id }, 'thread');
      if (!thread.reply) throw new DomainError(ProblemCode.NotFound, 'reply_to_id names no message of this thread', { errors: [{ pointer: '/reply_to_id', message: 'no message of this thread' }] });
    }
    // The group commit runs outside this request's context: the trace goes with the request (D183).
    const trace = currentTrace();
    return this.commits.submit({ threadId, author: { id: auth.principalId, kind: auth.kind }, body, hash: clientPayloadHash(threadId, body), auth, visibility: v, correlationId: correlationId ?? trace?.correlationId, traceContext: trace?.traceContext });
  }

  private async visibleMessage<R extends MessageRow = MessageRow>(db: Queryable, v: Visibility, id: string, lock: boolean, select = SELECT_MESSAGE): Promise<R> {
    const { rows } = await db.query<R>(`${select} WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`, [id]);
    const row = rows[0];
    if (!row) throw notFound('message');
    requireAccess(v, Action.MessageRead, { spaceId: row.space_id, channelId: row.channel_id }, 'message');
    return row;
  }

  /** GET /messages/{id}: with its reactions and pin (D243). */
  async get(v: Visibility, id: string): Promise<Message> {
    return toReadMessage(await this.visibleMessage(this.ctx.pool, v, id, false, SELECT_MESSAGE_READ));
  }

  async list(v: Visibility, threadId: string, afterSeq: number, limit: number): Promise<Message[]> {
    const thread = await findThread(this.ctx.pool, threadId);
    if (!thread) throw notFound('thread');
    requireAccess(v, Action.ThreadRead, { spaceId: thread.space_id, channelId: thread.channel_id }, 'thread');
    const { rows } = await this.ctx.pool.query<MessageReadRow>(
      `${SELECT_MESSAGE_READ} WHERE m.thread_id = $1 AND m.thread_seq > $2 ORDER BY m.thread_seq LIMIT $3`,
      [threadId, afterSeq, limit],
    );
    return rows.map(toReadMessage);
  }

  /** 13.3: an edit needs If-Match; 412 carries the current revision, 410 a deleted message. */
  async update(auth: AuthContext, v: Visibility, id: string, ifMatch: string | undefined, contentMd: string, correlationId?: string): Promise<Message> {
    const expected = ifMatchVersion(ifMatch, 'send If-Match with the version you edit, e.g. If-Match: "3" (13.3)');
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      // First, before any row lock: a permission change holds the visibility lock while it locks rows (D375).
      const now = await writerVisibility(client, v, 'message', this.ctx.twins?.contentWriteCheckedBefore);
      const row = await this.visibleMessage(client, now, id, true);
      requireAccess(now, Action.MessageEdit, { spaceId: row.space_id, channelId: row.channel_id, authorId: row.author_principal_id }, 'message');
      if (row.deleted_at) throw new DomainError(ProblemCode.MessageDeleted, 'the message was deleted; its text stays with you (13.3)');
      if (row.version !== expected) {
        throw new DomainError(ProblemCode.VersionConflict, `the message is at version ${row.version}, not ${expected}`, { current: toMessage(row) }, { ETag: `"${row.version}"` });
      }
      const { rows } = await client.query<MessageRow>(
        `WITH m AS (UPDATE messages SET content_md = $2, mention_ids = $3, version = version + 1, edited_at = now()
                     WHERE id = $1 RETURNING *)
         SELECT m.*, $4::text AS author_kind FROM m`,
        [id, contentMd, mentionsOf(contentMd), row.author_kind],
      );
      const message = toMessage(rows[0]!);
      const event = messageEvent(EventType.MessageUpdated, row.space_id, message, { kind: auth.kind, id: auth.principalId }, correlationId);
      return { result: message, events: [fitMessageEvent(event, this.ctx.appender.payloadMaxBytes)] };
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
      const now = await writerVisibility(client, v, 'message', this.ctx.twins?.contentWriteCheckedBefore);
      const seen = await this.visibleMessage(client, now, id, false);
      requireAccess(now, Action.MessageDelete, { spaceId: seen.space_id, channelId: seen.channel_id, authorId: seen.author_principal_id }, 'message');
      const actor = { kind: auth.kind, id: auth.principalId };
      // The queued runs this message triggers, then the message: the order of every step of a run (D336).
      const queuedRuns = await lockQueuedRunsTriggeredBy(client, id);
      const row = await this.visibleMessage(client, now, id, true);
      // A repeat answers 204 and still ends a queued run the first deletion could not see (D336).
      if (row.deleted_at) return { result: undefined, events: await endQueuedRunsOfDeletedTrigger(client, id, queuedRuns, actor) };
      // The pin goes with the message (a tombstone is no pinned message): was_pinned is read from the
      // row before this statement's change (the row is locked by visibleMessage).
      const { rows } = await client.query<{ version: number; deleted_at: Date; was_pinned: boolean }>(
        `UPDATE messages m SET deleted_at = now(), content_md = '', attachments = '[]', mention_ids = '{}', version = m.version + 1,
                pinned_by = NULL, pinned_at = NULL
           FROM (SELECT pinned_at IS NOT NULL AS was_pinned FROM messages WHERE id = $1) old
          WHERE m.id = $1 RETURNING m.version, m.deleted_at, old.was_pinned`,
        [id],
      );
      const deletedAt = rows[0]!.deleted_at.toISOString();
      // 2.2: the tombstone has no reactions; their events are redacted below (emoji "", count 0).
      await client.query('DELETE FROM message_reactions WHERE message_id = $1', [id]);
      if (!this.ctx.twins?.deleteWithoutRedaction) await redactEventsOf(client, 'message', id, deletedAt);
      const scope = { space_id: row.space_id, channel_id: row.channel_id, thread_id: row.thread_id };
      const unpinned: NewEvent[] = rows[0]!.was_pinned
        ? [{ type: EventType.PinRemoved, actor: { kind: auth.kind, id: auth.principalId }, scope, resource: { kind: 'message', id }, payload: { message_id: id, pinned: false }, correlationId }]
        : [];
      const events: NewEvent[] = [
        ...unpinned,
        {
          type: EventType.MessageDeleted,
          actor: { kind: auth.kind, id: auth.principalId },
          scope: { space_id: row.space_id, channel_id: row.channel_id, thread_id: row.thread_id },
          resource: { kind: 'message', id, version: rows[0]!.version },
          payload: { message_id: id, thread_id: row.thread_id, thread_seq: row.thread_seq, deleted_at: deletedAt, ...(row.mention_ids.length ? { mention_ids: row.mention_ids } : {}) },
          correlationId,
        },
      ];
      // A queued run this message triggers: the request was taken back before any runtime had it (D336).
      events.push(...(await endQueuedRunsOfDeletedTrigger(client, id, queuedRuns, actor)));
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
    if (!isRedactable(r.type)) throw new DomainError(ProblemCode.InternalError, `event type ${r.type} has resource ${kind} but no redaction`);
    const type: RedactableEventType = r.type;
    const payload = redactPayload(type, r.payload as PayloadOf<typeof type>, deletedAt);
    if (!payloadValidator(type)(payload) || !redactedPayloadValidator(type)(payload)) {
      throw new DomainError(ProblemCode.InternalError, `the redaction of ${type} does not match its schema`);
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
