// Personal data across devices (14): read states, drafts and settings. Every
// change writes a personal durable event (audience self), so all devices of
// the person receive it through the log; the commit order, expressed by the
// version, decides. Lists name only threads the person may still read.
import { Action, EventType, ProblemCode, type Draft, type ReadState, type Setting } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { notFound, requireAccess } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { findThread, type ThreadRow } from '../messages/service.ts';
import { DomainError } from '../errors.ts';
import { ifMatchVersion } from '../internal/if-match.ts';

/** Unread and mention counts are computed, never stored (14): messages after the read mark and the import floor. */
const READ_STATE_SQL = `
SELECT r.thread_id, r.last_read_seq, r.version,
       (SELECT count(*)::int FROM messages m WHERE m.thread_id = r.thread_id AND m.deleted_at IS NULL AND m.author_principal_id <> r.principal_id
          AND m.thread_seq > GREATEST(r.last_read_seq, t.unread_floor_seq)) AS unread_count,
       (SELECT count(*)::int FROM messages m WHERE m.thread_id = r.thread_id AND m.deleted_at IS NULL AND m.author_principal_id <> r.principal_id
          AND m.thread_seq > GREATEST(r.last_read_seq, t.unread_floor_seq) AND r.principal_id = ANY(m.mention_ids)) AS mention_count,
       t.channel_id, t.space_id
  FROM read_states r JOIN threads t ON t.id = r.thread_id`;

type ReadStateRow = ReadState & { channel_id: string; space_id: string };

function readStateOf(r: ReadStateRow): ReadState {
  return { thread_id: r.thread_id, last_read_seq: r.last_read_seq, version: r.version, unread_count: r.unread_count, mention_count: r.mention_count };
}

interface DraftRow {
  id: string;
  thread_id: string;
  content_md: string;
  file_ids: string[];
  version: number;
  deleted: boolean;
  channel_id: string;
  space_id: string;
}

function draftOf(r: Pick<DraftRow, 'thread_id' | 'version' | 'content_md' | 'file_ids' | 'deleted'>): Draft {
  return { thread_id: r.thread_id, version: r.version, content_md: r.deleted ? '' : r.content_md, file_ids: r.deleted ? [] : r.file_ids };
}

export class PersonalService {
  constructor(private readonly ctx: ServerContext) {}

  /** Reads join the request's transaction when it has one (D40). */
  private get db(): Queryable {
    return queryableOf(this.ctx);
  }

  private async readableThread(db: Queryable, v: Visibility, threadId: string): Promise<ThreadRow> {
    const thread = await findThread(db, threadId);
    if (!thread) throw notFound('thread');
    requireAccess(v, Action.ThreadRead, { spaceId: thread.space_id, channelId: thread.channel_id }, 'thread');
    return thread;
  }

  /** A personal event of the requester: the one principal that receives it (audience self). */
  private event(auth: AuthContext, type: NewEvent['type'], e: Pick<NewEvent, 'scope' | 'resource' | 'payload'>): NewEvent {
    return { ...e, type, actor: { kind: auth.kind, id: auth.principalId }, audiencePrincipalId: auth.principalId };
  }

  // ---------------------------------------------------------------- read states (R-SY-13)

  async listReadStates(auth: AuthContext, v: Visibility): Promise<ReadState[]> {
    const { rows } = await this.ctx.pool.query<ReadStateRow>(`${READ_STATE_SQL} WHERE r.principal_id = $1 ORDER BY r.thread_id`, [auth.principalId]);
    return rows.filter((r) => authorize(v, Action.ThreadRead, { spaceId: r.space_id, channelId: r.channel_id }).allowed).map(readStateOf);
  }

  /** Monotonic: last_read_seq = GREATEST(old, new); a read state that does not move writes nothing. */
  async markRead(auth: AuthContext, v: Visibility, threadId: string, lastReadSeq: number, unread?: { ifMatch: string | undefined }): Promise<ReadState> {
    const thread = await this.readableThread(this.db, v, threadId);
    const target = Math.min(lastReadSeq, thread.last_message_seq);
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      await client.query(`INSERT INTO read_states (principal_id, thread_id, last_read_seq, version) VALUES ($1, $2, 0, 0) ON CONFLICT DO NOTHING`, [auth.principalId, threadId]);
      const { rows: cur } = await client.query<{ last_read_seq: number; version: number }>(
        'SELECT last_read_seq, version FROM read_states WHERE principal_id = $1 AND thread_id = $2 FOR UPDATE',
        [auth.principalId, threadId],
      );
      const current = cur[0]!;
      let moved: boolean;
      if (unread) {
        const expected = ifMatchVersion(unread.ifMatch, 'mark-unread needs If-Match with the read state version (R-SY-13)');
        if (expected !== current.version) {
          throw new DomainError(ProblemCode.VersionConflict, `the read state is at version ${current.version}`, {}, { ETag: `"${current.version}"` });
        }
        moved = target !== current.last_read_seq;
        if (moved) await client.query('UPDATE read_states SET last_read_seq = $3, version = version + 1, updated_at = now() WHERE principal_id = $1 AND thread_id = $2', [auth.principalId, threadId, target]);
      } else {
        moved = target > current.last_read_seq;
        if (moved) await client.query('UPDATE read_states SET last_read_seq = $3, version = version + 1, updated_at = now() WHERE principal_id = $1 AND thread_id = $2', [auth.principalId, threadId, target]);
      }
      const { rows } = await client.query<ReadStateRow>(`${READ_STATE_SQL} WHERE r.principal_id = $1 AND r.thread_id = $2`, [auth.principalId, threadId]);
      const state = readStateOf(rows[0]!);
      const events: NewEvent[] = moved
        ? [
            this.event(auth, EventType.ReadStateUpdated, {
              scope: { space_id: thread.space_id, channel_id: thread.channel_id, thread_id: threadId },
              resource: { kind: 'thread', id: threadId },
              payload: { ...state, ...(auth.deviceId ? { updated_by_device_id: auth.deviceId } : {}) },
            }),
          ]
        : [];
      return { result: state, events };
    });
    return result;
  }

  // ---------------------------------------------------------------- drafts (R-SY-12)

  async listDrafts(auth: AuthContext, v: Visibility): Promise<Draft[]> {
    const { rows } = await this.ctx.pool.query<DraftRow>(
      `SELECT d.*, t.channel_id, t.space_id FROM drafts d JOIN threads t ON t.id = d.thread_id WHERE d.principal_id = $1 AND NOT d.deleted ORDER BY d.thread_id`,
      [auth.principalId],
    );
    return rows.filter((r) => authorize(v, Action.ThreadRead, { spaceId: r.space_id, channelId: r.channel_id }).allowed).map(draftOf);
  }

  /**
   * The last write wins in server order; every write increments the version. A
   * base_version older than the current one answers overwrote_newer: true. An
   * empty draft (only whitespace, no files) is deleted and answered as such.
   */
  async putDraft(auth: AuthContext, v: Visibility, threadId: string, body: { base_version: number; content_md: string; file_ids?: string[] }): Promise<{ draft: Draft; overwrote_newer: boolean }> {
    const thread = await this.readableThread(this.db, v, threadId);
    const fileIds = [...new Set(body.file_ids ?? [])];
    if (fileIds.length > this.ctx.config.spec['message.max_attachments']) {
      throw new DomainError(ProblemCode.ValidationFailed, `at most message.max_attachments (${this.ctx.config.spec['message.max_attachments']}) files in a draft`);
    }
    const empty = body.content_md.trim() === '' && fileIds.length === 0;
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      await client.query(`INSERT INTO drafts (id, principal_id, thread_id, deleted) VALUES ($1, $2, $3, true) ON CONFLICT DO NOTHING`, [uuidv7(), auth.principalId, threadId]);
      const { rows: cur } = await client.query<DraftRow>('SELECT * FROM drafts WHERE principal_id = $1 AND thread_id = $2 FOR UPDATE', [auth.principalId, threadId]);
      const before = cur[0]!;
      const overwroteNewer = body.base_version < before.version;
      if (empty && before.deleted) return { result: { draft: draftOf(before), overwrote_newer: overwroteNewer }, events: [] };
      const { rows } = await client.query<DraftRow>(
        `UPDATE drafts SET content_md = $3, file_ids = $4, deleted = $5, version = version + 1, updated_at = now()
          WHERE principal_id = $1 AND thread_id = $2 RETURNING *`,
        [auth.principalId, threadId, empty ? '' : body.content_md, empty ? [] : fileIds, empty],
      );
      const d = rows[0]!;
      const by = auth.deviceId ? { updated_by_device_id: auth.deviceId } : {};
      const scope = { space_id: thread.space_id, channel_id: thread.channel_id, thread_id: threadId };
      const events = [
        empty
          ? this.event(auth, EventType.DraftDeleted, { scope, resource: { kind: 'draft', id: d.id, version: d.version }, payload: { thread_id: threadId, version: d.version, ...by } })
          : this.event(auth, EventType.DraftUpdated, { scope, resource: { kind: 'draft', id: d.id, version: d.version }, payload: { thread_id: threadId, version: d.version, content_md: d.content_md, file_ids: d.file_ids, ...by } }),
      ];
      return { result: { draft: draftOf(d), overwrote_newer: overwroteNewer }, events };
    });
    return result;
  }

  async deleteDraft(auth: AuthContext, v: Visibility, threadId: string): Promise<void> {
    await this.putDraft(auth, v, threadId, { base_version: Number.MAX_SAFE_INTEGER, content_md: '' });
  }

  // ---------------------------------------------------------------- settings

  async listSettings(auth: AuthContext): Promise<Setting[]> {
    const { rows } = await this.ctx.pool.query<Setting>('SELECT key, value, version FROM user_settings WHERE principal_id = $1 AND value IS NOT NULL ORDER BY key', [auth.principalId]);
    return rows;
  }

  /** Per key, the last write wins; deleting writes settings.updated with deleted: true (14). */
  async putSetting(auth: AuthContext, key: string, value: Setting['value'] | undefined): Promise<Setting | undefined> {
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const { rows } = await client.query<{ version: number; value: Setting['value'] | null; changed: boolean }>(
        `INSERT INTO user_settings (principal_id, key, value, version) VALUES ($1, $2, $3, 1)
         ON CONFLICT (principal_id, key) DO UPDATE SET value = EXCLUDED.value, version = user_settings.version + 1, updated_at = now()
         RETURNING version, value`,
        [auth.principalId, key, value === undefined ? null : JSON.stringify(value)],
      );
      const row = rows[0]!;
      const by = auth.deviceId ? { updated_by_device_id: auth.deviceId } : {};
      const payload = value === undefined ? { key, deleted: true as const, version: row.version, ...by } : { key, value, version: row.version, ...by };
      return {
        result: value === undefined ? undefined : { key, value, version: row.version },
        events: [this.event(auth, EventType.SettingsUpdated, { scope: {}, resource: { kind: 'setting', id: key, version: row.version }, payload })],
      };
    });
    return result;
  }
}

/** The personal parts of the snapshot (6.3, 7.3): read states and drafts of readable threads, and the settings version. */
export async function personalSnapshot(db: Queryable, principalId: string, v: Visibility): Promise<{ read_states: ReadState[]; drafts: { thread_id: string; version: number }[]; settings_version: number }> {
  // One after the other: this runs on a client inside the snapshot's transaction.
  const { rows: reads } = await db.query<ReadStateRow>(`${READ_STATE_SQL} WHERE r.principal_id = $1 ORDER BY r.thread_id`, [principalId]);
  const { rows: drafts } = await db.query<DraftRow>(
    `SELECT d.*, t.channel_id, t.space_id FROM drafts d JOIN threads t ON t.id = d.thread_id WHERE d.principal_id = $1 AND NOT d.deleted ORDER BY d.thread_id`,
    [principalId],
  );
  const { rows: settings } = await db.query<{ v: number }>('SELECT COALESCE(sum(version), 0)::int AS v FROM user_settings WHERE principal_id = $1', [principalId]);
  const readable = (r: { space_id: string; channel_id: string }) => authorize(v, Action.ThreadRead, { spaceId: r.space_id, channelId: r.channel_id }).allowed;
  return {
    read_states: reads.filter(readable).map(readStateOf),
    drafts: drafts.filter(readable).map((d) => ({ thread_id: d.thread_id, version: d.version })),
    settings_version: settings[0]!.v,
  };
}
