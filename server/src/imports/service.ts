// 15.8: an import batch affects exactly one thread and is one transaction. It
// writes one thread.updated and one import.progress instead of message.created
// per message, sets threads.unread_floor_seq to the end of the batch, and its
// messages have origin import (they never trigger agents or notifications).
import { Action, EventType, ProblemCode, type ImportBatchRequest, type Thread } from '@bothy/generated';
import { notFound, requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import { runEventTransaction } from '../events/appender.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { sha256Hex } from '../internal/canonical.ts';
import { storedTimeRefusal } from '../internal/time.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { mentionsOf } from '../messages/message.ts';
import { toThread, type ThreadRow } from '../messages/service.ts';
import { DomainError } from '../errors.ts';

export interface ImportResult {
  thread: Thread;
  imported_count: number;
}

/**
 * The stored key of an import: its thread and the client's import_id (D50). The same
 * import_id in another thread is another import, so that an ID used in a thread the
 * caller cannot see answers like a new one (D49). A UUID of version 8 (RFC 9562).
 */
export function importKey(threadId: string, importId: string): string {
  const h = sha256Hex(`${threadId}/${importId.toLowerCase()}`);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class ImportService {
  constructor(private readonly ctx: ServerContext) {}

  async apply(auth: AuthContext, v: Visibility, threadId: string, body: ImportBatchRequest): Promise<ImportResult> {
    for (const [i, m] of body.messages.entries()) {
      const why = storedTimeRefusal(m.created_at);
      if (why) throw new DomainError(ProblemCode.ValidationFailed, `created_at ${why}`, { errors: [{ pointer: `/messages/${i}/created_at`, message: why }] });
    }
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      // The importer's permissions of now (D375); the visibility lock is shared and taken before any row lock.
      const now = await writerVisibility(client, v, 'thread', this.ctx.twins?.contentWriteCheckedBefore);
      // The thread lock first (4), then everything else; the counter comes last (3.2).
      const { rows: threads } = await client.query<ThreadRow>('SELECT * FROM threads WHERE id = $1 FOR UPDATE', [threadId]);
      const thread = threads[0];
      if (!thread) throw notFound('thread');
      requireAccess(now, Action.ImportApply, { spaceId: thread.space_id, channelId: thread.channel_id }, 'thread');

      // An import of this thread stored before D50 keeps its key, the client's import_id.
      const { rows: existing } = await client.query<{ id: string; imported_count: number }>(
        'SELECT id, imported_count FROM imports WHERE thread_id = $1 AND id IN ($2, $3) ORDER BY id = $2 DESC LIMIT 1 FOR UPDATE',
        [threadId, importKey(threadId, body.import_id), body.import_id],
      );
      const key = existing[0]?.id ?? importKey(threadId, body.import_id);
      const done = await client.query('SELECT 1 FROM import_batches WHERE import_id = $1 AND batch = $2', [key, body.batch]);
      if (done.rowCount) {
        // The batch is already in: answer with the state, write nothing (a repeat without Idempotency-Key).
        return { result: { thread: toThread(thread), imported_count: existing[0]?.imported_count ?? 0 }, events: [] };
      }

      const authors = [...new Set(body.messages.map((m) => m.author_id))];
      const { rows: known } = await client.query<{ id: string }>('SELECT id FROM principals WHERE id = ANY($1::uuid[])', [authors]);
      if (known.length !== authors.length) throw new DomainError(ProblemCode.ValidationFailed, 'every author_id must name an existing principal');

      const n = body.messages.length;
      const first = thread.last_message_seq + 1;
      await client.query(
        `INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, origin, kind, content_md, mention_ids, created_at)
         SELECT x.id, $1, $2, $3, $4 + x.i, x.author_id, 'import', 'text', x.content_md, x.mention_ids, x.created_at
           FROM jsonb_to_recordset($5::jsonb) AS x(i bigint, id uuid, author_id uuid, content_md text, mention_ids uuid[], created_at timestamptz)`,
        [threadId, thread.channel_id, thread.space_id, first, JSON.stringify(body.messages.map((m, i) => ({ i, id: uuidv7(), author_id: m.author_id, content_md: m.content_md, mention_ids: mentionsOf(m.content_md), created_at: m.created_at })))],
      );
      const { rows: updated } = await client.query<ThreadRow>(
        `UPDATE threads SET last_message_seq = last_message_seq + $2, message_count = message_count + $2, version = version + 1,
                unread_floor_seq = last_message_seq + $2, last_activity_at = now()
          WHERE id = $1 RETURNING *`,
        [threadId, n],
      );
      const { rows: progress } = await client.query<{ imported_count: number; total_count: number | null; state: 'running' | 'done'; version: number }>(
        `INSERT INTO imports (id, thread_id, batches, imported_count, total_count, state, version)
         VALUES ($1, $2, 1, $3, $4, $5, 1)
         ON CONFLICT (id) DO UPDATE SET batches = imports.batches + 1, imported_count = imports.imported_count + $3,
                total_count = COALESCE($4, imports.total_count), state = $5, version = imports.version + 1
         RETURNING imported_count, total_count, state, version`,
        [key, threadId, n, body.total_count ?? null, body.last ? 'done' : 'running'],
      );
      await client.query('INSERT INTO import_batches (import_id, batch) VALUES ($1, $2)', [key, body.batch]);
      const t = toThread(updated[0]!);
      const p = progress[0]!;
      const actor = { kind: auth.kind, id: auth.principalId };
      const scope = { space_id: t.space_id, channel_id: t.channel_id, thread_id: t.id };
      return {
        result: { thread: t, imported_count: p.imported_count },
        events: [
          { type: EventType.ThreadUpdated, actor, scope, resource: { kind: 'thread', id: t.id, version: t.version }, payload: { thread: t } },
          {
            type: EventType.ImportProgress,
            actor,
            scope,
            resource: { kind: 'import', id: body.import_id, version: p.version },
            payload: { import_id: body.import_id, thread_id: t.id, batch: body.batch, imported_count: p.imported_count, state: p.state, ...(p.total_count !== null ? { total_count: p.total_count } : {}) },
          },
        ],
      };
    });
    return result;
  }
}
