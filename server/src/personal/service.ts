// Personal data across devices (14): read states, drafts, settings, the sidebar,
// notification preferences and quiet hours. Every
// change writes a personal durable event (audience self), so all devices of
// the person receive it through the log; the commit order, expressed by the
// version, decides. Lists name only threads the person may still read.
import { Action, EventType, ProblemCode, type Draft, type NotificationPref, type NotificationTarget, type QuietHours, type ReadState, type Setting, type SidebarState } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { notFound, requireAccess, writerVisibility } from '../authz/require.ts';
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

/**
 * Unread and mention counts are computed, never stored (14): messages of others after the read
 * mark and the import floor. Every thread of the given channels gets a row, with or without a
 * read state (version 0 and last_read_seq 0 without one, D170); `$1` is the principal.
 */
/** `me` is the SQL parameter that names the person. */
function readStatesSql(where: string, me = '$1'): string {
  // Both counters in one pass over the thread's unread messages (a thread far behind costs its
  // unread rows once, not twice: about 17 against 30 ms at 50,000 unread, issue 22); the aggregate
  // without GROUP BY gives every thread one row, 0 where nothing is unread.
  return `
SELECT t.id AS thread_id, COALESCE(r.last_read_seq, 0) AS last_read_seq, COALESCE(r.version, 0) AS version,
       n.unread_count, n.mention_count, t.channel_id, t.space_id
  FROM threads t LEFT JOIN read_states r ON r.thread_id = t.id AND r.principal_id = ${me}
 CROSS JOIN LATERAL (
       SELECT count(*)::int AS unread_count, (count(*) FILTER (WHERE ${me} = ANY(m.mention_ids)))::int AS mention_count
         FROM messages m
        WHERE m.thread_id = t.id AND m.deleted_at IS NULL AND m.author_principal_id <> ${me}
          AND m.thread_seq > GREATEST(COALESCE(r.last_read_seq, 0), t.unread_floor_seq)) n
 WHERE ${where}
 ORDER BY t.id`;
}

/** The channels whose threads the person may read (14 last paragraph; 07 7.4 rule 1). */
export function readableChannels(v: Visibility): string[] {
  return [...v.channels.values()].filter((c) => authorize(v, Action.ThreadRead, { spaceId: c.spaceId, channelId: c.id }).allowed).map((c) => c.id);
}

/** Read states of every thread the person may read (6.3, 14): the snapshot and listMyReadStates. */
export async function visibleReadStates(db: Queryable, principalId: string, v: Visibility): Promise<ReadState[]> {
  const { rows } = await db.query<ReadStateRow>(readStatesSql('t.channel_id = ANY($2::uuid[])'), [principalId, readableChannels(v)]);
  return rows.map(readStateOf);
}

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

/** updated_by_device_id on every personal event, so that a device ignores its own echo (14). */
function byDevice(auth: AuthContext): { updated_by_device_id?: string } {
  return auth.deviceId ? { updated_by_device_id: auth.deviceId } : {};
}

/** The scope of a notification target the person may read, or undefined (then it is hidden or not_found). */
function notificationScope(v: Visibility, target: NotificationTarget): { space_id?: string; channel_id?: string } | undefined {
  switch (target.kind) {
    case 'instance':
      return target.id === v.instanceId ? {} : undefined;
    case 'space':
      return authorize(v, Action.SpaceRead, { spaceId: target.id }).allowed ? { space_id: target.id } : undefined;
    case 'channel': {
      const channel = v.channels.get(target.id);
      return channel && authorize(v, Action.ChannelRead, { spaceId: channel.spaceId, channelId: channel.id }).allowed ? { space_id: channel.spaceId, channel_id: channel.id } : undefined;
    }
  }
}

interface QuietHoursRow {
  enabled: boolean;
  start_time: string;
  end_time: string;
  timezone: string;
  version: number;
}

function quietHoursOf(r: QuietHoursRow): QuietHours {
  return { enabled: r.enabled, start: r.start_time, end: r.end_time, timezone: r.timezone, version: r.version };
}

function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export class PersonalService {
  constructor(private readonly ctx: ServerContext) {}

  /** Reads join the request's transaction when it has one (D40). */
  private get db(): Queryable {
    return queryableOf(this.ctx);
  }

  /**
   * The person's visibility of now, inside the write's transaction (D353): a write checked only with the
   * request's visibility could commit after a revocation of its target, and its own event (audience self,
   * delivered whatever the channel, D283) would then follow access.changed on every device.
   */
  private current(client: Queryable, v: Visibility, kind = 'thread'): Promise<Visibility> {
    return writerVisibility(client, v, kind, this.ctx.twins?.personalWriteCheckedBefore);
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
    return visibleReadStates(this.ctx.pool, auth.principalId, v);
  }

  /** Monotonic: last_read_seq = GREATEST(old, new); a read state that does not move writes nothing. */
  async markRead(auth: AuthContext, v: Visibility, threadId: string, lastReadSeq: number, unread?: { ifMatch: string | undefined }): Promise<ReadState> {
    const thread = await this.readableThread(this.db, v, threadId);
    const target = Math.min(lastReadSeq, thread.last_message_seq);
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      requireAccess(await this.current(client, v), Action.ThreadRead, { spaceId: thread.space_id, channelId: thread.channel_id }, 'thread');
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
      const { rows } = await client.query<ReadStateRow>(readStatesSql('t.id = $2'), [auth.principalId, threadId]);
      const state = readStateOf(rows[0]!);
      const events: NewEvent[] = moved
        ? [
            this.event(auth, EventType.ReadStateUpdated, {
              scope: { space_id: thread.space_id, channel_id: thread.channel_id, thread_id: threadId },
              resource: { kind: 'thread', id: threadId },
              payload: { ...state, ...byDevice(auth) },
            }),
          ]
        : [];
      return { result: state, events };
    });
    return result;
  }

  // ---------------------------------------------------------------- drafts (R-SY-12)

  async listDrafts(auth: AuthContext, v: Visibility): Promise<Draft[]> {
    return visibleDrafts(this.ctx.pool, auth.principalId, v);
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
      requireAccess(await this.current(client, v), Action.ThreadRead, { spaceId: thread.space_id, channelId: thread.channel_id }, 'thread');
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
      const by = byDevice(auth);
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
      const by = byDevice(auth);
      const payload = value === undefined ? { key, deleted: true as const, version: row.version, ...by } : { key, value, version: row.version, ...by };
      return {
        result: value === undefined ? undefined : { key, value, version: row.version },
        events: [this.event(auth, EventType.SettingsUpdated, { scope: {}, resource: { kind: 'setting', id: key, version: row.version }, payload })],
      };
    });
    return result;
  }

  // ---------------------------------------------------------------- sidebar (14, user_space_states)

  async listSidebar(auth: AuthContext, v: Visibility): Promise<SidebarState[]> {
    return visibleSidebar(this.ctx.pool, auth.principalId, v, this.ctx.twins?.personalListsUnfiltered);
  }

  /**
   * Per space, the last write wins: the whole state is replaced and the version rises (14).
   * channel_order names only channels of this space the person may read: a channel the person
   * cannot read answers like one that does not exist (404, D49); a readable channel of another
   * space is validation_failed.
   */
  async putSidebar(auth: AuthContext, v: Visibility, spaceId: string, body: { collapsed: boolean; channel_order: string[] }): Promise<SidebarState> {
    const check = (v: Visibility): void => {
      requireAccess(v, Action.SpaceRead, { spaceId }, 'space');
      const readable = new Set(readableChannels(v));
      if (body.channel_order.some((c) => !readable.has(c))) throw notFound('channel');
      const foreign = body.channel_order.find((c) => v.channels.get(c)?.spaceId !== spaceId);
      if (foreign !== undefined) throw new DomainError(ProblemCode.ValidationFailed, 'channel_order names a channel of another space', { channel_id: foreign });
    };
    check(v);
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      check(await this.current(client, v, 'space'));
      const { rows } = await client.query<{ version: number }>(
        // From the space's row: a space that does not exist (visible to an instance-wide level all the same) writes nothing.
        `INSERT INTO user_space_states (principal_id, space_id, collapsed, channel_order, version) SELECT $1, s.id, $3, $4, 1 FROM spaces s WHERE s.id = $2
         ON CONFLICT (principal_id, space_id) DO UPDATE SET collapsed = EXCLUDED.collapsed, channel_order = EXCLUDED.channel_order,
                version = user_space_states.version + 1, updated_at = now()
         RETURNING version`,
        [auth.principalId, spaceId, body.collapsed, body.channel_order],
      );
      if (!rows[0]) throw notFound('space');
      const state: SidebarState = { space_id: spaceId, version: rows[0]!.version, collapsed: body.collapsed, channel_order: body.channel_order };
      return {
        result: state,
        events: [this.event(auth, EventType.SidebarUpdated, { scope: { space_id: spaceId }, resource: { kind: 'space', id: spaceId }, payload: { ...state, ...byDevice(auth) } })],
      };
    });
    return result;
  }

  // ---------------------------------------------------------------- notification preferences (14)

  async listNotificationPrefs(auth: AuthContext, v: Visibility): Promise<NotificationPref[]> {
    const { rows } = await this.ctx.pool.query<{ target_kind: NotificationTarget['kind']; target_id: string; level: NotificationPref['level']; version: number }>(
      'SELECT target_kind, target_id, level, version FROM notification_prefs WHERE principal_id = $1 ORDER BY target_kind, target_id',
      [auth.principalId],
    );
    return rows
      .map((r) => ({ target: { kind: r.target_kind, id: r.target_id }, level: r.level, version: r.version }))
      .filter((p) => this.ctx.twins?.personalListsUnfiltered || notificationScope(v, p.target) !== undefined);
  }

  /** Per row (person and target), the last write wins (14). A target the person cannot read is not_found. */
  async putNotificationPref(auth: AuthContext, v: Visibility, target: NotificationTarget, level: NotificationPref['level']): Promise<NotificationPref> {
    if (!notificationScope(v, target)) throw notFound(target.kind);
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const scope = notificationScope(await this.current(client, v, target.kind), target);
      if (!scope) throw notFound(target.kind);
      const { rows } = await client.query<{ version: number }>(
        `INSERT INTO notification_prefs (principal_id, target_kind, target_id, level, version) VALUES ($1, $2, $3, $4, 1)
         ON CONFLICT (principal_id, target_kind, target_id) DO UPDATE SET level = EXCLUDED.level, version = notification_prefs.version + 1, updated_at = now()
         RETURNING version`,
        [auth.principalId, target.kind, target.id, level],
      );
      const pref: NotificationPref = { target, level, version: rows[0]!.version };
      return {
        result: pref,
        events: [
          this.event(auth, EventType.NotificationPrefUpdated, {
            scope,
            resource: { kind: 'notification_pref', id: `${target.kind}:${target.id}`, version: pref.version },
            payload: { ...pref, ...byDevice(auth) },
          }),
        ],
      };
    });
    return result;
  }

  // ---------------------------------------------------------------- quiet hours (14)

  async getQuietHours(auth: AuthContext): Promise<QuietHours | undefined> {
    const { rows } = await this.ctx.pool.query<QuietHoursRow>('SELECT enabled, start_time, end_time, timezone, version FROM quiet_hours WHERE principal_id = $1', [auth.principalId]);
    return rows[0] ? quietHoursOf(rows[0]) : undefined;
  }

  /** One row per person; the last write wins (14). The time zone must be one the runtime knows (IANA). */
  async putQuietHours(auth: AuthContext, body: Omit<QuietHours, 'version'>): Promise<QuietHours> {
    if (!knownTimeZone(body.timezone)) throw new DomainError(ProblemCode.ValidationFailed, 'timezone is not an IANA time zone name', { timezone: body.timezone });
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const { rows } = await client.query<QuietHoursRow>(
        `INSERT INTO quiet_hours (principal_id, enabled, start_time, end_time, timezone, version) VALUES ($1, $2, $3, $4, $5, 1)
         ON CONFLICT (principal_id) DO UPDATE SET enabled = EXCLUDED.enabled, start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time,
                timezone = EXCLUDED.timezone, version = quiet_hours.version + 1, updated_at = now()
         RETURNING enabled, start_time, end_time, timezone, version`,
        [auth.principalId, body.enabled, body.start, body.end, body.timezone],
      );
      const quiet = quietHoursOf(rows[0]!);
      return {
        result: quiet,
        events: [this.event(auth, EventType.QuietHoursUpdated, { scope: {}, resource: { kind: 'quiet_hours', id: auth.principalId, version: quiet.version }, payload: { ...quiet, ...byDevice(auth) } })],
      };
    });
    return result;
  }
}

/** The personal parts of the snapshot (6.3, 7.3, 14): everything filtered to what the person may still read. */
export interface PersonalSnapshot {
  read_states: ReadState[];
  drafts: { thread_id: string; version: number }[];
  settings_version: number;
  sidebar: SidebarState[];
  notification_prefs_version: number;
  quiet_hours_version: number;
  feature_flags: Record<string, boolean>;
}

/**
 * The personal parts of the snapshot (6.3, 14) as columns of the snapshot's one statement
 * (snapshot.ts): `me` and `readable` name its SQL parameters, the person and the channels they may
 * read (readableChannels). personalOfSnapshot turns the row into the snapshot's members.
 */
export function personalSnapshotSql(me: string, readable: string): string {
  return `(SELECT COALESCE(json_agg(x ORDER BY x.thread_id), '[]') FROM (${readStatesSql(`t.channel_id = ANY(${readable}::uuid[])`, me)}) x) AS read_states,
    (SELECT COALESCE(json_agg(json_build_object('thread_id', d.thread_id, 'version', d.version) ORDER BY d.thread_id), '[]')
       FROM drafts d JOIN threads t ON t.id = d.thread_id WHERE d.principal_id = ${me} AND NOT d.deleted AND t.channel_id = ANY(${readable}::uuid[])) AS drafts,
    (SELECT COALESCE(json_agg(json_build_object('space_id', space_id, 'collapsed', collapsed, 'channel_order', channel_order, 'version', version) ORDER BY space_id), '[]')
       FROM user_space_states WHERE principal_id = ${me}) AS sidebar,
    (SELECT COALESCE(sum(version), 0)::int FROM user_settings WHERE principal_id = ${me}) AS settings_version,
    (SELECT COALESCE(sum(version), 0)::int FROM notification_prefs WHERE principal_id = ${me}) AS notification_prefs_version,
    (SELECT COALESCE(max(version), 0)::int FROM quiet_hours WHERE principal_id = ${me}) AS quiet_hours_version,
    -- The smallest flag model (D172): an instance-wide default per flag, a principal's override; every flag named.
    (SELECT COALESCE(json_object_agg(f.key, COALESCE(o.enabled, f.enabled) ORDER BY f.key), '{}')
       FROM feature_flags f LEFT JOIN feature_flag_overrides o ON o.flag_key = f.key AND o.principal_id = ${me}) AS feature_flags`;
}

export interface PersonalSnapshotRow {
  read_states: ReadStateRow[];
  drafts: { thread_id: string; version: number }[];
  sidebar: SidebarRow[];
  settings_version: number;
  notification_prefs_version: number;
  quiet_hours_version: number;
  feature_flags: Record<string, boolean>;
}

export function personalOfSnapshot(row: PersonalSnapshotRow, v: Visibility): PersonalSnapshot {
  return {
    read_states: row.read_states.map(readStateOf),
    drafts: row.drafts,
    settings_version: row.settings_version,
    sidebar: sidebarOf(row.sidebar, v),
    notification_prefs_version: row.notification_prefs_version,
    quiet_hours_version: row.quiet_hours_version,
    feature_flags: row.feature_flags,
  };
}

/** Drafts of threads the person may still read (14 last paragraph). */
async function visibleDrafts(db: Queryable, principalId: string, v: Visibility): Promise<Draft[]> {
  const { rows } = await db.query<DraftRow>(
    `SELECT d.*, t.channel_id, t.space_id FROM drafts d JOIN threads t ON t.id = d.thread_id
      WHERE d.principal_id = $1 AND NOT d.deleted AND t.channel_id = ANY($2::uuid[]) ORDER BY d.thread_id`,
    [principalId, readableChannels(v)],
  );
  return rows.map(draftOf);
}

/**
 * Sidebar states of the spaces the person may still read; channel_order keeps only the channels
 * of that space the person may still read, in the stored order (14 last paragraph, D170).
 */
async function visibleSidebar(db: Queryable, principalId: string, v: Visibility, unfilteredTwin = false): Promise<SidebarState[]> {
  const { rows } = await db.query<SidebarRow>(
    'SELECT space_id, collapsed, channel_order, version FROM user_space_states WHERE principal_id = $1 ORDER BY space_id',
    [principalId],
  );
  return sidebarOf(rows, v, unfilteredTwin);
}

interface SidebarRow {
  space_id: string;
  collapsed: boolean;
  channel_order: string[];
  version: number;
}

function sidebarOf(rows: SidebarRow[], v: Visibility, unfilteredTwin = false): SidebarState[] {
  const readable = new Set(readableChannels(v));
  if (unfilteredTwin) return rows.map((r) => ({ space_id: r.space_id, version: r.version, collapsed: r.collapsed, channel_order: r.channel_order }));
  return rows
    .filter((r) => authorize(v, Action.SpaceRead, { spaceId: r.space_id }).allowed)
    .map((r) => ({ space_id: r.space_id, version: r.version, collapsed: r.collapsed, channel_order: r.channel_order.filter((c) => readable.has(c) && v.channels.get(c)?.spaceId === r.space_id) }));
}

