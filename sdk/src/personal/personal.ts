// Personal data across devices (14), opt-in: `new PersonalData(client)` keeps the person's read
// states, drafts, settings, sidebar, notification preferences and quiet hours, writes them through
// REST with an Idempotency-Key each (5.2), and follows the personal events of the other devices.
// Not part of BothyClient, so that the minimal app does not carry it (D112, D176).
//
// The rules of 14 on the client side:
// - every row: the last write wins in server order, expressed by the version; an incoming event
//   whose version is not above the local one is stale and ignored;
// - a device recognizes its own echo by updated_by_device_id and ignores it (its own answer
//   already brought the state);
// - drafts: the write sends base_version, the version this device last knew; the answer
//   overwrote_newer: true becomes the `overwrote_newer` notice. A change from another device is
//   taken over only while the person is not typing in this draft here; otherwise it is held, and
//   the next local write wins (the held change is dropped; the server answers overwrote_newer).
//   When typing ends without a local write, the held change is taken over.
// - deletes (D356): DELETE answers 204 without the delete's version, so a change from another
//   device that is older than the delete can still arrive after it and bring the row back; the
//   delete's own echo (draft.deleted, settings.updated deleted: true) then removes it again and its
//   version is kept per thread/key (#draftVersions, #settingVersions), so nothing at or below it
//   comes back. The local delete leaves a row that arrived while the request ran (newer than the
//   one deleted): the log decides it, by the echo.
// - 2.2: an event with truncated: true carries a reduced payload (a cut draft text, a setting
//   without its value, a sidebar without its order); the row is reloaded through REST (D241).
// - 4012 (8.5, R-SY-14): the client deletes all local data of the account; PersonalData clears every
//   list on the client's `logout` with `wiped: true` and takes nothing in afterwards (D240).
import {
  EventType,
  type Draft,
  type EventOf,
  type JsonValue,
  type NotificationPref,
  type NotificationTarget,
  type QuietHours,
  type ReadState,
  type Setting,
  type SidebarState,
  type Snapshot,
} from '@bothy/generated';
import type { BothyClient, ClientEventMap } from '../client.ts';
import type { BothyError } from '../errors.ts';
import type { Emitter, Listener } from '../events.ts';
import { reportError, reportingEmitter } from '../internal/report.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { BothyRestClient } from '../rest/client.ts';

/** A change of personal data that came from another device and was taken over. */
export type PersonalChange =
  | { kind: 'read_state'; read_state: ReadState }
  | { kind: 'draft'; thread_id: string; draft: Draft | undefined }
  | { kind: 'setting'; key: string; setting: Setting | undefined }
  | { kind: 'sidebar'; sidebar: SidebarState }
  | { kind: 'notification_pref'; notification_pref: NotificationPref }
  | { kind: 'quiet_hours'; quiet_hours: QuietHours };

export type PersonalKind = PersonalChange['kind'];

export interface PersonalEventMap {
  /** Another device changed something and this device took it over. */
  change: PersonalChange;
  /** This device's own change came back through the log (updated_by_device_id) and was ignored. */
  echo: { kind: PersonalKind; version: number };
  /** The draft this device wrote replaced a newer one from another device (14, R-SY-12): show a notice. */
  overwrote_newer: { thread_id: string; draft: Draft };
  /** Another device changed a draft the person is typing in here; it is held, not taken over (14). */
  draft_held: { thread_id: string; version: number };
  /** A listener or a background reload failed (without a listener: the fallback line, internal/report.ts). */
  error: BothyError;
}

/** What PersonalData needs of a client: BothyClient has it. */
export interface PersonalHost {
  readonly rest: BothyRestClient;
  readonly deviceId: string;
  on<K extends keyof ClientEventMap>(type: K, listener: Listener<ClientEventMap[K]>): () => void;
}

export interface PersonalDataOptions {
  /** Typing in a draft counts for this long after the last keystroke (ms). Default 5000. */
  typingIdleMs?: number;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * @internal A deliberately broken variant (D356's twin): a delete's own echo only raises the known
   * version and a local delete removes whatever the entry holds, so an older change from another
   * device that arrives between the delete and its echo stays (the delete is undone on this device).
   */
  brokenDeleteEcho?: boolean;
}

const DEFAULT_TYPING_IDLE_MS = 5_000;

/** The key of a notification preference row (one per target). */
export function notificationKey(target: NotificationTarget): string {
  return `${target.kind}:${target.id}`;
}

/** Is `incoming` a newer state than `local` (last write wins by version, 14)? */
export function isNewer(local: number | undefined, incoming: number): boolean {
  return local === undefined || incoming > local;
}

type DraftEvent = EventOf<typeof EventType.DraftUpdated> | EventOf<typeof EventType.DraftDeleted>;

export class PersonalData {
  readonly readStates = new Map<string, ReadState>();
  readonly drafts = new Map<string, Draft>();
  readonly settings = new Map<string, Setting>();
  readonly sidebar = new Map<string, SidebarState>();
  readonly notificationPrefs = new Map<string, NotificationPref>();
  quietHours: QuietHours | undefined;

  readonly #host: PersonalHost;
  readonly #rest: BothyRestClient;
  readonly #emitter: Emitter<PersonalEventMap>;
  readonly #typingIdleMs: number;
  readonly #now: () => number;
  readonly #brokenDeleteEcho: boolean;
  /** Highest version per draft this device knows, also of deleted drafts (the next base_version). */
  readonly #draftVersions = new Map<string, number>();
  /** Versions of deleted settings keys, so that an older event cannot bring a key back. */
  readonly #settingVersions = new Map<string, number>();
  /** DELETEs in flight (D356): `draft:<thread>` / `setting:<key>` → the version of the row being deleted. */
  readonly #deleting = new Map<string, number | undefined>();
  readonly #typingUntil = new Map<string, number>();
  readonly #typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #held = new Map<string, DraftEvent>();
  readonly #offs: (() => void)[];
  /** Set by wipe(): the account's data is gone and nothing is taken in any more (8.5). */
  #wiped = false;
  /** settings_version and notification_prefs_version of the last snapshot this device saw (D171). */
  #seen: { settings?: number; prefs?: number } = {};

  constructor(host: PersonalHost | BothyClient, options: PersonalDataOptions = {}) {
    this.#host = host;
    this.#rest = host.rest;
    this.#typingIdleMs = options.typingIdleMs ?? DEFAULT_TYPING_IDLE_MS;
    this.#now = options.now ?? Date.now;
    this.#brokenDeleteEcho = options.brokenDeleteEcho === true;
    // A throwing listener is reported on `error`; a throwing error listener, and an error nobody
    // listens to, go to the fallback line (internal/report.ts).
    this.#emitter = reportingEmitter<PersonalEventMap>();
    this.#offs = [
      host.on(EventType.ReadStateUpdated, (e) => this.#readState(e)),
      host.on(EventType.DraftUpdated, (e) => this.#draft(e)),
      host.on(EventType.DraftDeleted, (e) => this.#draft(e)),
      host.on(EventType.SettingsUpdated, (e) => this.#setting(e)),
      host.on(EventType.SidebarUpdated, (e) => this.#sidebar(e)),
      host.on(EventType.NotificationPrefUpdated, (e) => this.#notificationPref(e)),
      host.on(EventType.QuietHoursUpdated, (e) => this.#quietHours(e)),
      // 6.3, D171: every ready's snapshot names the personal versions; what differs is reloaded.
      // A ready without its snapshot (D477) is followed by resync_required, whose reload loads the lists.
      host.on('session', (ready) => void (ready.snapshot && this.#fromSnapshot(ready.snapshot).catch((error: unknown) => reportError(this.#emitter, error)))),
      // After resync_required the cache may miss changes: reload (7.3).
      host.on('resync', () => void this.load().catch((error: unknown) => reportError(this.#emitter, error))),
      // 8.3, 14: access removed: the lists name only what the person may still read, so a reload drops
      // the drafts, read states, sidebar entries and preferences of the removed targets.
      host.on(EventType.AccessChanged, (e) => {
        if (e.payload.removed.length > 0) void this.load().catch((error: unknown) => reportError(this.#emitter, error));
      }),
      // 8.5, R-SY-14: 4012 revoked the session, device or principal: every local datum goes.
      host.on('logout', ({ wiped }) => {
        if (wiped) this.wipe();
      }),
    ];
  }

  /** true after wipe(): the lists are empty and stay empty. */
  get wiped(): boolean {
    return this.#wiped;
  }

  /**
   * Deletes everything this object holds (R-SY-14) and stops following events; an answer or a list
   * that arrives later is dropped, so nothing comes back. Called on the client's 4012 logout.
   */
  wipe(): void {
    this.#wiped = true;
    this.close();
    this.readStates.clear();
    this.drafts.clear();
    this.settings.clear();
    this.sidebar.clear();
    this.notificationPrefs.clear();
    this.quietHours = undefined;
    this.#draftVersions.clear();
    this.#settingVersions.clear();
    this.#typingUntil.clear();
    this.#held.clear();
  }

  on<K extends keyof PersonalEventMap>(type: K, listener: Listener<PersonalEventMap[K]>): () => void {
    return this.#emitter.on(type, listener);
  }

  /** Stops following events and forgets pending typing timers. */
  close(): void {
    for (const off of this.#offs) off();
    for (const t of this.#typingTimers.values()) clearTimeout(t);
    this.#typingTimers.clear();
  }

  /** Loads every list (listMyReadStates, listMyDrafts, settings, sidebar, preferences, quiet hours). */
  async load(): Promise<void> {
    const [reads, drafts, settings, sidebar, prefs, quiet] = await Promise.all([
      this.listReadStates(),
      this.listDrafts(),
      this.listSettings(),
      this.listSidebar(),
      this.listNotificationPrefs(),
      this.getQuietHours(),
    ]);
    if (this.#wiped) return;
    replace(this.readStates, reads, (r) => r.thread_id);
    this.#takeList('draft', drafts);
    this.#takeList('setting', settings);
    replace(this.sidebar, sidebar, (s) => s.space_id);
    this.#takeList('notification_pref', prefs);
    this.quietHours = quiet;
  }

  // ------------------------------------------------------------------ REST, one method per row of 14

  listReadStates(): Promise<ReadState[]> {
    return this.#rest.call(() => this.#rest.api.GET('/me/read-states', { signal: this.#rest.signal() })).then((b) => b.read_states);
  }

  /** Monotonic (R-SY-13): the server keeps GREATEST(old, new). */
  async markRead(threadId: string, lastReadSeq: number): Promise<ReadState> {
    const state = await this.#rest.call(() =>
      this.#rest.api.PUT('/threads/{thread_id}/read-state', { params: { path: { thread_id: threadId }, header: key() }, body: { last_read_seq: lastReadSeq }, signal: this.#rest.signal() }),
    );
    return this.#setReadState(state);
  }

  /** Resetting is a separate operation with If-Match (R-SY-13): `version` is the read state's version this device knows. */
  async markUnread(threadId: string, lastReadSeq: number, version = this.readStates.get(threadId)?.version ?? 0): Promise<ReadState> {
    const state = await this.#rest.call(() =>
      this.#rest.api.POST('/threads/{thread_id}/read-state/mark-unread', {
        params: { path: { thread_id: threadId }, header: { ...key(), 'If-Match': `"${version}"` } },
        body: { last_read_seq: lastReadSeq },
        signal: this.#rest.signal(),
      }),
    );
    return this.#setReadState(state, true);
  }

  listDrafts(): Promise<Draft[]> {
    return this.#rest.call(() => this.#rest.api.GET('/me/drafts', { signal: this.#rest.signal() })).then((b) => b.drafts);
  }

  /**
   * Saves a draft with base_version = the version this device knows. The local write wins: a change
   * held while typing is dropped. overwrote_newer in the answer is emitted as the notice.
   */
  async saveDraft(threadId: string, contentMd: string, options: { fileIds?: string[] } = {}): Promise<{ draft: Draft; overwrote_newer: boolean }> {
    this.#held.delete(threadId);
    const answer = await this.#rest.call(() =>
      this.#rest.api.PUT('/threads/{thread_id}/draft', {
        params: { path: { thread_id: threadId }, header: key() },
        body: { base_version: this.#draftVersions.get(threadId) ?? 0, content_md: contentMd, ...(options.fileIds ? { file_ids: options.fileIds } : {}) },
        signal: this.#rest.signal(),
      }),
    );
    this.#setDraft(threadId, answer.draft.version, answer.draft.content_md === '' && answer.draft.file_ids.length === 0 ? undefined : answer.draft);
    if (answer.overwrote_newer) this.#emitter.emit('overwrote_newer', { thread_id: threadId, draft: answer.draft });
    return answer;
  }

  async deleteDraft(threadId: string): Promise<void> {
    this.#held.delete(threadId);
    await this.#delete(this.drafts, `draft:${threadId}`, threadId, () =>
      this.#rest.call(() => this.#rest.api.DELETE('/threads/{thread_id}/draft', { params: { path: { thread_id: threadId }, header: key() }, signal: this.#rest.signal() })),
    );
  }

  /**
   * The person typed in this draft (call it on every keystroke): for typingIdleMs from now a change
   * from another device is held instead of taken over (14).
   */
  typingInDraft(threadId: string): void {
    this.#typingUntil.set(threadId, this.#now() + this.#typingIdleMs);
    const previous = this.#typingTimers.get(threadId);
    if (previous) clearTimeout(previous);
    this.#typingTimers.set(
      threadId,
      setTimeout(() => this.stoppedTypingInDraft(threadId), this.#typingIdleMs),
    );
  }

  /** The person stopped typing (left the composer): a held change from another device is taken over now. */
  stoppedTypingInDraft(threadId: string): void {
    this.#typingUntil.delete(threadId);
    const timer = this.#typingTimers.get(threadId);
    if (timer) clearTimeout(timer);
    this.#typingTimers.delete(threadId);
    const held = this.#held.get(threadId);
    this.#held.delete(threadId);
    if (held) this.#takeDraft(held);
  }

  /** Is the person typing in this draft on this device (14, Drafts row)? */
  isTypingInDraft(threadId: string): boolean {
    return (this.#typingUntil.get(threadId) ?? 0) > this.#now();
  }

  listSettings(): Promise<Setting[]> {
    return this.#rest.call(() => this.#rest.api.GET('/me/settings', { signal: this.#rest.signal() })).then((b) => b.settings);
  }

  /** Per key, the last write wins (14). */
  async setSetting(settingKey: string, value: JsonValue): Promise<Setting> {
    // openapi-typescript renders JsonValue's object branch narrower than schemas.ts does: the same JSON.
    const setting = await this.#rest.call(() =>
      this.#rest.api.PUT('/me/settings/{key}', { params: { path: { key: settingKey }, header: key() }, body: { value: value as never }, signal: this.#rest.signal() }),
    );
    // An answer older than what arrived meanwhile from another device goes nowhere (9: versions never go back).
    if (this.#wiped || setting.version < (this.#settingVersions.get(settingKey) ?? 0)) return setting;
    this.settings.set(settingKey, setting);
    this.#settingVersions.set(settingKey, setting.version);
    return setting;
  }

  /** Deletes a key; the other devices get settings.updated with deleted: true and apply their default (14). */
  async deleteSetting(settingKey: string): Promise<void> {
    await this.#delete(this.settings, `setting:${settingKey}`, settingKey, () =>
      this.#rest.call(() => this.#rest.api.DELETE('/me/settings/{key}', { params: { path: { key: settingKey }, header: key() }, signal: this.#rest.signal() })),
    );
  }

  /**
   * A DELETE (204, D356): after the answer the row goes unless one newer than the deleted one
   * arrived while the request ran; that one is either older than the delete and goes with the
   * delete's echo, or came after the echo and is newer: it stays.
   */
  async #delete(map: Map<string, { version: number }>, pending: string, id: string, request: () => Promise<unknown>): Promise<void> {
    const before = map.get(id)?.version;
    this.#deleting.set(pending, before);
    try {
      await request();
    } finally {
      this.#deleting.delete(pending);
    }
    const now = map.get(id);
    if (this.#brokenDeleteEcho || now === undefined || (before !== undefined && now.version <= before)) map.delete(id);
  }

  listSidebar(): Promise<SidebarState[]> {
    return this.#rest.call(() => this.#rest.api.GET('/me/sidebar', { signal: this.#rest.signal() })).then((b) => b.sidebar);
  }

  /** Per space, the last write wins: the whole state of the space (14). */
  async setSidebar(spaceId: string, state: { collapsed: boolean; channel_order: string[] }): Promise<SidebarState> {
    const sidebar = await this.#rest.call(() =>
      this.#rest.api.PUT('/spaces/{space_id}/sidebar', { params: { path: { space_id: spaceId }, header: key() }, body: state, signal: this.#rest.signal() }),
    );
    if (!this.#wiped && isNewer(this.sidebar.get(spaceId)?.version, sidebar.version)) this.sidebar.set(spaceId, sidebar);
    return sidebar;
  }

  listNotificationPrefs(): Promise<NotificationPref[]> {
    return this.#rest.call(() => this.#rest.api.GET('/me/notification-prefs', { signal: this.#rest.signal() })).then((b) => b.notification_prefs);
  }

  /** Per row (target), the last write wins (14). */
  async setNotificationPref(target: NotificationTarget, level: NotificationPref['level']): Promise<NotificationPref> {
    const pref = await this.#rest.call(() =>
      this.#rest.api.PUT('/me/notification-prefs', {
        params: { header: key() },
        body: { target, level },
        signal: this.#rest.signal(),
      }),
    );
    const k = notificationKey(target);
    if (!this.#wiped && isNewer(this.notificationPrefs.get(k)?.version, pref.version)) this.notificationPrefs.set(k, pref);
    return pref;
  }

  async getQuietHours(): Promise<QuietHours | undefined> {
    const body = await this.#rest.call(() => this.#rest.api.GET('/me/quiet-hours', { signal: this.#rest.signal() }));
    return body.quiet_hours;
  }

  /** The last write wins (14). */
  async setQuietHours(quiet: Omit<QuietHours, 'version'>): Promise<QuietHours> {
    const answer = await this.#rest.call(() => this.#rest.api.PUT('/me/quiet-hours', { params: { header: key() }, body: quiet, signal: this.#rest.signal() }));
    if (!this.#wiped && isNewer(this.quietHours?.version, answer.version)) this.quietHours = answer;
    return answer;
  }

  // ------------------------------------------------------------------ incoming personal events (14)

  /** true: the event is this device's own echo (updated_by_device_id) and was reported as such. */
  #ownEcho(kind: PersonalKind, payload: { updated_by_device_id?: string; version: number }): boolean {
    if (payload.updated_by_device_id !== this.#host.deviceId) return false;
    this.#emitter.emit('echo', { kind, version: payload.version });
    return true;
  }

  #readState(e: EventOf<typeof EventType.ReadStateUpdated>): void {
    const { updated_by_device_id: _by, ...state } = e.payload;
    if (this.#ownEcho('read_state', e.payload)) return;
    if (!isNewer(this.readStates.get(state.thread_id)?.version, state.version)) return;
    this.readStates.set(state.thread_id, state);
    this.#emitter.emit('change', { kind: 'read_state', read_state: state });
  }

  #draft(e: DraftEvent): void {
    const threadId = e.payload.thread_id;
    if (this.#ownEcho('draft', e.payload)) {
      // The state is this device's own; only the version is news when the answer had none (DELETE: 204).
      this.#draftVersions.set(threadId, Math.max(e.payload.version, this.#draftVersions.get(threadId) ?? 0));
      // D356: an older change from another device that arrived after the DELETE's answer goes again.
      if (e.type === EventType.DraftDeleted && this.#undo(this.drafts, `draft:${threadId}`, threadId, e.payload.version)) this.#emitter.emit('change', { kind: 'draft', thread_id: threadId, draft: undefined });
      return;
    }
    if (!isNewer(this.#draftVersions.get(threadId), e.payload.version)) return;
    if (this.isTypingInDraft(threadId)) {
      this.#held.set(threadId, e);
      this.#emitter.emit('draft_held', { thread_id: threadId, version: e.payload.version });
      return;
    }
    this.#takeDraft(e);
  }

  #takeDraft(e: DraftEvent): void {
    const threadId = e.payload.thread_id;
    if (!isNewer(this.#draftVersions.get(threadId), e.payload.version)) return;
    if (e.truncated === true) return void this.#reload(() => this.#reloadDraft(e));
    const draft = e.type === EventType.DraftUpdated ? { thread_id: threadId, version: e.payload.version, content_md: e.payload.content_md, file_ids: e.payload.file_ids } : undefined;
    this.#setDraft(threadId, e.payload.version, draft);
    this.#emitter.emit('change', { kind: 'draft', thread_id: threadId, draft });
  }

  #setting(e: EventOf<typeof EventType.SettingsUpdated>): void {
    const { key: k, version } = e.payload;
    if (this.#ownEcho('setting', e.payload)) {
      this.#settingVersions.set(k, Math.max(version, this.#settingVersions.get(k) ?? 0));
      if (e.payload.deleted === true && this.#undo(this.settings, `setting:${k}`, k, version)) this.#emitter.emit('change', { kind: 'setting', key: k, setting: undefined });
      return;
    }
    if (!isNewer(this.#settingVersions.get(k) ?? this.settings.get(k)?.version, version)) return;
    // 2.2: key and version only; the value comes from GET /me/settings (not a deletion: that says deleted).
    if (e.truncated === true && !e.payload.deleted) return void this.#reload(() => this.#reloadSetting(k, version));
    this.#settingVersions.set(k, version);
    const setting = e.payload.deleted || e.payload.value === undefined ? undefined : { key: k, value: e.payload.value, version };
    if (setting) this.settings.set(k, setting);
    else this.settings.delete(k);
    this.#emitter.emit('change', { kind: 'setting', key: k, setting });
  }

  #sidebar(e: EventOf<typeof EventType.SidebarUpdated>): void {
    const { updated_by_device_id: _by, ...state } = e.payload;
    if (this.#ownEcho('sidebar', e.payload)) return;
    if (!isNewer(this.sidebar.get(state.space_id)?.version, state.version)) return;
    if (e.truncated === true) return void this.#reload(() => this.#reloadSidebar(state.space_id, state.version));
    this.sidebar.set(state.space_id, state);
    this.#emitter.emit('change', { kind: 'sidebar', sidebar: state });
  }

  #notificationPref(e: EventOf<typeof EventType.NotificationPrefUpdated>): void {
    if (this.#ownEcho('notification_pref', e.payload)) return;
    const pref: NotificationPref = { target: { kind: e.payload.target.kind as NotificationTarget['kind'], id: e.payload.target.id }, level: e.payload.level, version: e.payload.version };
    const k = notificationKey(pref.target);
    if (!isNewer(this.notificationPrefs.get(k)?.version, pref.version)) return;
    this.notificationPrefs.set(k, pref);
    this.#emitter.emit('change', { kind: 'notification_pref', notification_pref: pref });
  }

  #quietHours(e: EventOf<typeof EventType.QuietHoursUpdated>): void {
    const { updated_by_device_id: _by, ...quiet } = e.payload;
    if (this.#ownEcho('quiet_hours', e.payload)) return;
    if (!isNewer(this.quietHours?.version, quiet.version)) return;
    this.quietHours = quiet;
    this.#emitter.emit('change', { kind: 'quiet_hours', quiet_hours: quiet });
  }

  /**
   * This device's delete echo (D356): removes a row older than the delete. true (a change to tell)
   * unless it is the very row this device's DELETE, still unanswered, deletes (its own state).
   */
  #undo(map: Map<string, { version: number }>, pending: string, id: string, version: number): boolean {
    const local = map.get(id);
    if (this.#brokenDeleteEcho || this.#wiped || local === undefined || local.version >= version) return false;
    map.delete(id);
    const before = this.#deleting.get(pending);
    return !(this.#deleting.has(pending) && before !== undefined && local.version <= before);
  }

  // ------------------------------------------------------------------ the snapshot's versions (6.3, D171)

  /**
   * A ready's snapshot: read states and sidebar come whole and are taken where newer (a read state
   * also at the same version: its unread and mention counts are computed anew, and the version
   * moves only with the read mark, D356); drafts are
   * reloaded when the snapshot's (thread, version) pairs differ from what this device holds; quiet
   * hours when their version differs; settings and preferences when their summed version moved
   * since the last snapshot this device saw (the sums count rows the lists do not show, deleted
   * keys and hidden targets, so they are compared with each other, not with the lists).
   */
  async #fromSnapshot(snap: Snapshot): Promise<void> {
    if (this.#wiped) return;
    for (const r of snap.read_states) if (r.version >= (this.readStates.get(r.thread_id)?.version ?? 0)) this.readStates.set(r.thread_id, r);
    for (const sb of snap.sidebar) if (isNewer(this.sidebar.get(sb.space_id)?.version, sb.version)) this.sidebar.set(sb.space_id, sb);
    const reloads: Promise<void>[] = [];
    const listed = new Map(snap.drafts.map((d) => [d.thread_id, d.version]));
    const draftsDiffer = listed.size !== this.drafts.size || [...listed].some(([thread, version]) => this.drafts.get(thread)?.version !== version);
    if (draftsDiffer) reloads.push(this.listDrafts().then((drafts) => this.#takeList('draft', drafts)));
    if ((snap.quiet_hours_version ?? 0) !== (this.quietHours?.version ?? 0)) reloads.push(this.getQuietHours().then((q) => void (!this.#wiped && (this.quietHours = q))));
    if (snap.settings_version !== this.#seen.settings) reloads.push(this.listSettings().then((settings) => this.#takeList('setting', settings)));
    if (snap.notification_prefs_version !== undefined && snap.notification_prefs_version !== this.#seen.prefs) {
      reloads.push(this.listNotificationPrefs().then((prefs) => this.#takeList('notification_pref', prefs)));
    }
    this.#seen = { settings: snap.settings_version, ...(snap.notification_prefs_version !== undefined ? { prefs: snap.notification_prefs_version } : {}) };
    await Promise.all(reloads);
  }

  /** A reloaded list replaces the local one (as load() does); versions known for drafts and settings only grow. */
  #takeList(kind: 'draft', items: Draft[]): void;
  #takeList(kind: 'setting', items: Setting[]): void;
  #takeList(kind: 'notification_pref', items: NotificationPref[]): void;
  #takeList(kind: 'draft' | 'setting' | 'notification_pref', items: Draft[] | Setting[] | NotificationPref[]): void {
    if (this.#wiped) return;
    if (kind === 'draft') {
      replace(this.drafts, items as Draft[], (d) => d.thread_id);
      for (const d of items as Draft[]) this.#draftVersions.set(d.thread_id, Math.max(d.version, this.#draftVersions.get(d.thread_id) ?? 0));
    } else if (kind === 'setting') {
      replace(this.settings, items as Setting[], (x) => x.key);
      for (const x of items as Setting[]) this.#settingVersions.set(x.key, Math.max(x.version, this.#settingVersions.get(x.key) ?? 0));
    } else {
      replace(this.notificationPrefs, items as NotificationPref[], (p) => notificationKey(p.target));
    }
  }

  // ------------------------------------------------------------------ truncated events (2.2)

  #reload(task: () => Promise<void>): void {
    task().catch((error: unknown) => reportError(this.#emitter, error));
  }

  /**
   * The draft of a truncated draft.updated from GET /me/drafts: taken over when the list names it
   * with at least the event's version and nothing newer arrived meanwhile. If the person started
   * typing meanwhile, the event is held as any other (14) and reloads again when typing ends.
   */
  async #reloadDraft(e: DraftEvent): Promise<void> {
    const threadId = e.payload.thread_id;
    const draft = (await this.listDrafts()).find((d) => d.thread_id === threadId);
    if (this.#wiped || !draft || draft.version < e.payload.version || !isNewer(this.#draftVersions.get(threadId), draft.version)) return;
    if (this.isTypingInDraft(threadId)) {
      this.#held.set(threadId, e);
      this.#emitter.emit('draft_held', { thread_id: threadId, version: e.payload.version });
      return;
    }
    this.#setDraft(threadId, draft.version, draft);
    this.#emitter.emit('change', { kind: 'draft', thread_id: threadId, draft });
  }

  async #reloadSetting(settingKey: string, version: number): Promise<void> {
    const setting = (await this.listSettings()).find((s) => s.key === settingKey);
    if (this.#wiped || !setting || setting.version < version || !isNewer(this.#settingVersions.get(settingKey) ?? this.settings.get(settingKey)?.version, setting.version)) return;
    this.#settingVersions.set(settingKey, setting.version);
    this.settings.set(settingKey, setting);
    this.#emitter.emit('change', { kind: 'setting', key: settingKey, setting });
  }

  async #reloadSidebar(spaceId: string, version: number): Promise<void> {
    const sidebar = (await this.listSidebar()).find((s) => s.space_id === spaceId);
    if (this.#wiped || !sidebar || sidebar.version < version || !isNewer(this.sidebar.get(spaceId)?.version, sidebar.version)) return;
    this.sidebar.set(spaceId, sidebar);
    this.#emitter.emit('change', { kind: 'sidebar', sidebar });
  }

  // ------------------------------------------------------------------ local state

  #setReadState(state: ReadState, reset = false): ReadState {
    if (this.#wiped) return state;
    const local = this.readStates.get(state.thread_id);
    if (reset || !local || state.version >= local.version) this.readStates.set(state.thread_id, state);
    return state;
  }

  #setDraft(threadId: string, version: number, draft: Draft | undefined): void {
    // A save's answer older than what arrived meanwhile from another device goes nowhere (9: versions never go back).
    if (this.#wiped || version < (this.#draftVersions.get(threadId) ?? 0)) return;
    this.#draftVersions.set(threadId, Math.max(version, this.#draftVersions.get(threadId) ?? 0));
    if (draft) this.drafts.set(threadId, draft);
    else this.drafts.delete(threadId);
  }
}

/** A fresh Idempotency-Key for one write (5.2). */
function key(): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': uuidv7() };
}

function replace<T>(map: Map<string, T>, items: T[], id: (item: T) => string): void {
  map.clear();
  for (const item of items) map.set(id(item), item);
}
