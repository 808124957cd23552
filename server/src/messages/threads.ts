// Threads as messages need them (4, 13.3): the row, its wire form, and marking a thread done
// or reopening it. A done thread is threads.closed; thread.closed reports the close, and a
// reopen (explicit, or by sending a message to it, create.ts) reports thread.updated with
// closed false: the smallest event of the catalogue that carries the thread and its new
// version (D181).
import { Action, EventType, type EventActor, type Thread } from '@bothy/generated';
import { notFound, requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { AuthContext } from '../identity/tokens.ts';
import type { ServerContext } from '../context.ts';

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

export function toThread(t: ThreadRow): Thread & { closed: boolean; unread_floor_seq: number } {
  const out: Thread & { closed: boolean; unread_floor_seq: number } = {
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

/** thread.closed or thread.updated of a thread, with its version after the change (9). */
export function threadEvent(type: typeof EventType.ThreadClosed | typeof EventType.ThreadUpdated, t: ThreadRow, actor: EventActor): NewEvent<typeof type> {
  return {
    type,
    actor,
    scope: { space_id: t.space_id, channel_id: t.channel_id, thread_id: t.id },
    resource: { kind: 'thread', id: t.id, version: t.version },
    payload: { thread: toThread(t) },
  };
}

export class ThreadService {
  constructor(private readonly ctx: ServerContext) {}

  /**
   * 13.3: marks the thread done (closed true) or reopens it. Needs thread.close on the channel
   * (D180). A thread already in that state answers as it is and writes nothing, so a repeat is
   * harmless also without Idempotency-Key.
   */
  async setClosed(auth: AuthContext, v: Visibility, threadId: string, closed: boolean): Promise<ReturnType<typeof toThread>> {
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      // The closer's permissions of now, before the row lock (D375).
      const now = await writerVisibility(client, v, 'thread', this.ctx.twins?.contentWriteCheckedBefore);
      const { rows } = await client.query<ThreadRow>('SELECT * FROM threads WHERE id = $1 FOR NO KEY UPDATE', [threadId]);
      const row = rows[0];
      if (!row) throw notFound('thread');
      const place = { spaceId: row.space_id, channelId: row.channel_id };
      requireAccess(now, Action.ThreadRead, place, 'thread');
      requireAccess(now, Action.ThreadClose, place, 'thread');
      if (row.closed === closed) return { result: toThread(row), events: [] };
      const updated = (await client.query<ThreadRow>('UPDATE threads SET closed = $2, version = version + 1 WHERE id = $1 RETURNING *', [threadId, closed])).rows[0]!;
      const actor = { kind: auth.kind, id: auth.principalId };
      return { result: toThread(updated), events: [threadEvent(closed ? EventType.ThreadClosed : EventType.ThreadUpdated, updated, actor)] };
    });
    return result;
  }
}
