// What the demo app knows of the server: structure from the snapshot, messages of the threads it
// loaded (REST) kept current by events, read states and counts (14), typing (12), runs (11.3) and
// the connection. Views read it; every change calls `changed`.
import { EventType, type BothyClient, type ClientResyncEvent, type CloseEvent, type ConnectionState, type Message, type Snapshot } from '@bothy/sdk';

export interface DemoConfig {
  people: { handle: string; name: string; id: string; owner: boolean }[];
  agent: { handle: string; id: string };
  support: { channel: string; space: string; sam_grant_id: string | null };
}

export interface ThreadInfo {
  id: string;
  channelId?: string;
  title: string;
  lastReadSeq: number;
  readVersion: number;
  unread: number;
  mentions: number;
}

export interface RunInfo {
  runId: string;
  threadId: string;
  state: string;
  stepCount: number;
  durationMs?: number;
  reason?: string;
}

const ENDED = new Set(['completed', 'failed', 'cancelled', 'timed_out', 'expired']);
export const runEnded = (state: string): boolean => ENDED.has(state);

export class DemoStore {
  spaces: Snapshot['spaces'] = [];
  channels: Snapshot['channels'] = [];
  threads = new Map<string, ThreadInfo>();
  messages = new Map<string, Map<string, Message>>();
  openThread: string | undefined;
  typing = new Map<string, Map<string, number>>();
  runs = new Map<string, RunInfo>();
  state: ConnectionState;
  lastClose: CloseEvent | undefined;
  notices: { id: number; kind: 'resync' | 'gone' | 'info'; text: string }[] = [];
  loggedOut: string | undefined;
  #noticeId = 0;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    readonly client: BothyClient,
    readonly me: string,
    readonly config: DemoConfig,
    private readonly changed: () => void,
    private readonly twins: { ignoreAccessChanged?: boolean; focusEverything?: boolean } = {},
  ) {
    this.state = client.state;
    const c = client;
    c.on('state', ({ to }) => ((this.state = to), changed()));
    c.on('close', (e) => ((this.lastClose = e), changed()));
    c.on('synced', () => void this.reload());
    c.on('resync', (e) => void this.#resynced(e));
    c.on('logout', (e) => ((this.loggedOut = e.reason), changed()));
    c.on('run', () => changed());
    c.on('error', (e) => console.warn(`bothy: ${e.code}: ${e.message}`));
    c.outbox.on('change', () => changed());
    c.outbox.on('removed', () => changed());
    c.on(EventType.MessageCreated, (e) => this.#message(e.payload.message, true));
    c.on(EventType.MessageUpdated, (e) => this.#message(e.payload.message, false));
    c.on(EventType.MessageDeleted, (e) => {
      const m = this.messages.get(e.payload.thread_id)?.get(e.payload.message_id);
      if (m) this.messages.get(e.payload.thread_id)!.set(m.id, { ...m, deleted_at: e.payload.deleted_at, content_md: '' });
      changed();
    });
    c.on(EventType.ReadStateUpdated, (e) => {
      const t = this.threads.get(e.payload.thread_id);
      // 9: the read state's own version decides; another window of this person moved it (14).
      if (t && e.payload.version > t.readVersion) Object.assign(t, { lastReadSeq: e.payload.last_read_seq, readVersion: e.payload.version, unread: e.payload.unread_count, mentions: e.payload.mention_count });
      changed();
    });
    c.on(EventType.TypingStarted, (e) => {
      const { thread_id, principal_id, expires_at } = e.payload;
      const map = this.typing.get(thread_id) ?? new Map<string, number>();
      this.typing.set(thread_id, map);
      const until = Date.parse(expires_at);
      map.set(principal_id, until);
      const key = `${thread_id}/${principal_id}`;
      clearTimeout(this.#timers.get(key));
      this.#timers.set(key, setTimeout(() => (map.get(principal_id) === until && map.delete(principal_id), changed()), Math.max(0, until - Date.now()) + 50));
      changed();
    });
    c.on(EventType.RunStateChanged, (e) => {
      const p = e.payload;
      this.runs.set(p.run_id, { runId: p.run_id, threadId: p.thread_id, state: p.state, stepCount: p.step_count, ...(p.duration_ms !== undefined ? { durationMs: p.duration_ms } : {}), ...(p.reason ? { reason: p.reason } : {}) });
      changed();
    });
    // The twin of the revocation test (demo/test): `?twin=ignore-access-changed` is a deliberately
    // broken window that keeps what it cached when access is removed; the test's check must catch it.
    if (!twins.ignoreAccessChanged) c.on(EventType.AccessChanged, (e) => {
      const removed = new Set(e.payload.removed.map((t) => t.id));
      if (removed.size > 0) this.#forget((channelId, spaceId) => removed.has(channelId) || removed.has(spaceId));
      void this.reload();
    });
  }

  notice(kind: 'resync' | 'gone' | 'info', text: string): void {
    this.notices = [...this.notices, { id: ++this.#noticeId, kind, text }];
    this.changed();
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
    this.changed();
  }

  name(principalId: string): string {
    if (principalId === this.config.agent.id) return this.config.agent.handle;
    return this.config.people.find((p) => p.id === principalId)?.handle ?? principalId.slice(0, 8);
  }

  /** 8.3: the content of removed targets leaves the cache at once; an open view closes with a note. */
  #forget(gone: (channelId: string, spaceId: string) => boolean): void {
    const spaceOf = new Map(this.channels.map((c) => [c.id, c.space_id]));
    for (const t of [...this.threads.values()]) {
      if (!t.channelId || !gone(t.channelId, spaceOf.get(t.channelId) ?? '')) continue;
      this.threads.delete(t.id);
      this.messages.delete(t.id);
      this.typing.delete(t.id);
      if (this.openThread === t.id) {
        this.openThread = undefined;
        this.notice('gone', `No access anymore: the thread “${t.title}” was closed and its messages deleted from this window.`);
        this.focus();
      }
    }
    this.channels = this.channels.filter((c) => !gone(c.id, c.space_id));
    this.changed();
  }

  /** The structure and the read states from the snapshot, after every catch-up and every access change. */
  async reload(snapshot?: Snapshot): Promise<void> {
    let s = snapshot;
    if (!s) {
      try {
        s = await this.client.rest.getSnapshot();
      } catch {
        return; // offline: the next catch-up reloads
      }
    }
    this.spaces = s.spaces;
    this.channels = s.channels;
    const visible = new Set(s.channels.map((c) => c.id));
    // Threads of channels the snapshot no longer names (access removed while this window was away) go (8.3, 14).
    this.#forget((channelId) => !visible.has(channelId));
    for (const r of s.read_states) {
      const t = this.threads.get(r.thread_id) ?? { id: r.thread_id, title: 'thread', lastReadSeq: 0, readVersion: -1, unread: 0, mentions: 0 };
      if (r.version >= t.readVersion) Object.assign(t, { lastReadSeq: r.last_read_seq, readVersion: r.version, unread: r.unread_count, mentions: r.mention_count });
      this.threads.set(t.id, t);
    }
    for (const run of s.active_runs) if (!this.runs.has(run.run_id)) this.runs.set(run.run_id, { runId: run.run_id, threadId: run.thread_id, state: run.state, stepCount: 0 });
    this.changed();
    await Promise.all([...this.threads.values()].filter((t) => !t.channelId || t.id === this.openThread).map((t) => this.loadMessages(t.id)));
    this.#markRead();
  }

  async #resynced(e: ClientResyncEvent): Promise<void> {
    this.notice('resync', `resync_required (${e.reason}): the cache was discarded and rebuilt from the snapshot at seq ${e.head_seq}; the outbox was kept (7.3).`);
    await this.reload(e.snapshot);
  }

  /** Called by the client before the snapshot of a resync is loaded (7.3): server state goes, the outbox stays. */
  discard(): void {
    this.messages.clear();
    this.runs.clear();
    this.typing.clear();
    this.changed();
  }

  async loadMessages(threadId: string): Promise<void> {
    const { data, response } = await this.client.rest.api
      .GET('/threads/{thread_id}/messages', { params: { path: { thread_id: threadId }, query: { limit: 500 } } })
      .catch(() => ({ data: undefined, response: undefined }));
    if (!data || !response?.ok) return;
    const map = this.messages.get(threadId) ?? new Map<string, Message>();
    for (const m of data.messages) {
      const known = map.get(m.id);
      if (!known || m.version > known.version) map.set(m.id, m);
    }
    this.messages.set(threadId, map);
    const t = this.threads.get(threadId);
    const first = data.messages[0];
    if (t && first) Object.assign(t, { channelId: first.channel_id, title: excerpt(this.text(first.content_md), 28) });
    this.changed();
  }

  #message(m: Message, created: boolean): void {
    const map = this.messages.get(m.thread_id);
    const known = map?.get(m.id);
    if (map && (!known || m.version > known.version)) map.set(m.id, m); // 9: only a newer version applies
    let t = this.threads.get(m.thread_id);
    if (!t) {
      t = { id: m.thread_id, channelId: m.channel_id, title: excerpt(this.text(m.content_md), 28), lastReadSeq: 0, readVersion: -1, unread: 0, mentions: 0 };
      this.threads.set(t.id, t);
    }
    if (created) {
      this.typing.get(m.thread_id)?.delete(m.author.id); // 12: the next message of the typist ends the indicator
      // 14: between snapshots the client counts by itself from message.created.
      if (m.author.id !== this.me && m.thread_seq > t.lastReadSeq && m.thread_id !== this.openThread) {
        t.unread += 1;
        if (m.mention_ids?.includes(this.me)) t.mentions += 1;
      }
    }
    this.changed();
    if (m.thread_id === this.openThread) this.#markRead();
  }

  open(threadId: string): void {
    this.openThread = threadId;
    this.focus();
    this.changed();
    void this.loadMessages(threadId).then(() => this.#markRead());
  }

  /** 6.2: the thread on screen, idle while the window is hidden. */
  focus(): void {
    // The twin of the focus test (demo/test): `?twin=focus-everything` focuses every thread it knows,
    // not the one on screen; the test's check must see typing reach it for a thread it does not show.
    const threads = this.twins.focusEverything ? [...this.threads.keys()].slice(0, 20) : this.openThread ? [this.openThread] : [];
    this.client.focus(threads, { idle: document.hidden });
  }

  /** 14: the open thread is read up to its newest message; PUT through the outbox, monotonic on the server. */
  #markRead(): void {
    const id = this.openThread;
    const t = id ? this.threads.get(id) : undefined;
    if (!id || !t) return;
    const newest = Math.max(0, ...[...(this.messages.get(id)?.values() ?? [])].map((m) => m.thread_seq));
    if (newest <= t.lastReadSeq && t.unread === 0) return;
    Object.assign(t, { lastReadSeq: Math.max(newest, t.lastReadSeq), unread: 0, mentions: 0 });
    this.changed();
    void this.client.outbox.write('PUT', `/threads/${id}/read-state`, { body: { last_read_seq: t.lastReadSeq, device_id: this.client.deviceId } }).catch(() => {});
  }

  /** Mentions are stored as <@id> (5.1); the app shows @handle. */
  text(md: string): string {
    return md.replace(/<@([0-9a-f-]{36})>/g, (_, id: string) => `@${this.name(id)}`);
  }

  /** @handle of the seeded principals becomes <@id>. */
  encode(text: string): string {
    const ids = new Map([...this.config.people.map((p) => [p.handle, p.id] as const), [this.config.agent.handle, this.config.agent.id] as const]);
    return text.replace(/@([a-z]+)\b/g, (all, h: string) => (ids.has(h) ? `<@${ids.get(h)}>` : all));
  }
}

export function excerpt(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}
