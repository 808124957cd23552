// The client's local cache (13.1): a copy of the server state the app has used, in a CacheStore.
// It holds the structure (spaces and channels from the snapshot and their events), the threads the
// app opened with their messages, read states, and the person's own drafts and settings. What it
// does, clause by clause:
// - 9: every write of an event goes through decide() against the stored entry's version; an event
//   with seq <= the cache's own position is dropped; one without resource.version applies in seq
//   order (reaction.*: absolute counts);
// - 4: a real gap in thread_seq of a cached thread (tombstones keep their numbers) reloads the range
//   with GET /threads/{id}/messages?after_seq=; so does thread.updated naming a higher
//   last_message_seq (an import batch writes no message.created, 15.8);
// - 8.3: access.changed with `removed` deletes threads, messages, drafts and read states of the
//   removed targets (and every entry whose place is unknown: fail closed) and emits `access_lost`
//   for the open views;
// - 8.5, R-SY-14: 4012 deletes everything (wipe);
// - 7.3: resync_required discards the server state (discard); the outbox is not the cache's; the
//   threads the app opened are loaded again once the next snapshot has removed what the person no
//   longer sees, and one whose reload is refused (403/404) leaves as an access loss (D324, D329);
// - client.cache_max_age: entries unused that long are removed (sweep, on every ready).
// The rules per event type are data (cacheRules): a new kind joins with a rule of its own.
import { configDefaults, EventType, type AccessTarget, type Draft, type Event, type EventOf, type Message, type ReadState, type ServerFrameData, type ServerOp, type Setting, type Snapshot, type Thread } from '@bothy/generated';
import { BothyError } from '../errors.ts';
import type { Listener, StateChange } from '../events.ts';
import { reportError, reportingEmitter } from '../internal/report.ts';
import type { ConnectionState } from '../gateway/connection-state.ts';
import type { BothyRestClient } from '../rest/client.ts';
import { decide, LocalVersions, versionOf, type ApplyDecision } from '../sync/apply.ts';
import { CacheKind, keyOf, matches, MemoryCacheStore, type CacheEntry, type CacheKey, type CacheQuery, type CacheStore } from './store.ts';

/** A thread entry's value: the thread when an event named it, and how far its messages are complete. */
export interface CachedThread {
  thread?: Thread;
  /** Every thread_seq from 1 to `through` is in the cache (4). */
  through: number;
}

/** The cache's own place in the log (9: seq <= cursor is dropped) and the timeline it belongs to (7.5). */
interface CacheMeta {
  cursor: number;
  sync_epoch?: string;
}

/** What apply did with one event (tests, diagnostics). */
export type CacheOutcome = ApplyDecision | 'duplicate' | 'not_cached';

export interface AccessLostEvent {
  /**
   * The removed targets of access.changed (8.3), or the channels (spaces) the snapshot no longer names;
   * empty for a thread moved out of sight or one whose reload after a discard was refused (D329).
   */
  removed: AccessTarget[];
  /** Cached threads whose content was deleted: a view of one shows "No access anymore". */
  thread_ids: string[];
}

export interface ReloadedEvent {
  thread_id: string;
  /** Messages of the thread above this thread_seq were loaded through REST (4). */
  after_seq: number;
  /** Every thread_seq up to this one is now in the cache. */
  through: number;
}

export interface CacheEventMap {
  access_lost: AccessLostEvent;
  reloaded: ReloadedEvent;
  /** A message stored from a truncated payload (2.2) was replaced by the whole message from REST. */
  message_reloaded: { message_id: string; thread_id: string };
  /** Drafts and settings were reloaded through REST after an event with truncated: true (2.2). */
  personal_reloaded: Record<string, never>;
  /** A reload or snapshot the cache started itself failed (without a listener: the fallback line, internal/report.ts). */
  error: BothyError;
}

/** Where the cache reads what events do not bring (REST). */
export interface CacheSource {
  /** GET /threads/{id}/messages?after_seq=&limit= (4): messages in thread_seq order, tombstones included. */
  listMessages(threadId: string, afterSeq: number, limit: number): Promise<Message[]>;
  /** GET /messages/{id}: the whole message, for an event with truncated: true (2.2). */
  getMessage?(messageId: string): Promise<Message>;
  /** GET /me/drafts and GET /me/settings (14). */
  listDrafts?(): Promise<Draft[]>;
  listSettings?(): Promise<Setting[]>;
}

export interface LocalCacheOptions {
  store?: CacheStore;
  source?: CacheSource;
  /** client.cache_max_age (ms): entries unused this long are removed. Default: its configuration value (30d). */
  maxAgeMs?: number;
  /** The clock of used_at (ms since the epoch). */
  now?: () => number;
  /** The rules per event type; default cacheRules. */
  rules?: CacheRules;
  /** Messages per reload request (listThreadMessages limit, at most 500). */
  pageSize?: number;
  /** 4: reload a gap. Off only for the gap rule's twin test. */
  reloadGaps?: boolean;
  /** D324: a discard keeps the threads the app opened and loads them again. Off only for its twin test. */
  reopenOnDiscard?: boolean;
  /**
   * D329: the threads a discard kept are loaded again only after the snapshot's removals (an opened
   * thread whose channel the snapshot does not name goes as on access loss), and a reload of one that
   * is refused with 403 or 404 is an access loss, not an error. Off only for its twin test.
   */
  reopenAfterRemovals?: boolean;
}

/** The part of a BothyClient the cache needs. */
export interface CacheHost {
  readonly rest: BothyRestClient;
  readonly state: ConnectionState;
  on(type: 'session', listener: Listener<ServerFrameData<typeof ServerOp.Ready>>): () => void;
  on(type: 'state', listener: Listener<StateChange>): () => void;
}

/** What BothyClientOptions.cache takes: `memoryCache()` or `indexedDbCache()`. */
export type CacheFactory = (host: CacheHost) => LocalCache;

/** One rule: how one event type changes the cache. */
export type CacheRule = (tx: CacheTx, event: Event) => Promise<CacheOutcome>;
export type CacheRules = Partial<Record<Event['type'], CacheRule>>;

const MAX_RELOAD_ROUNDS = 100;
const META: CacheKey = { kind: CacheKind.Meta, id: 'position' };
/** Kinds that live in a place: deleted on access loss (8.3). Settings are the person's, in no place. */
const PLACED = [CacheKind.Space, CacheKind.Channel, CacheKind.Thread, CacheKind.Message, CacheKind.Draft, CacheKind.ReadState] as string[];

type Place = Pick<CacheEntry, 'space_id' | 'channel_id' | 'thread_id'>;

function placeOf(entry: Place | undefined): Place {
  const out: Place = {};
  if (entry?.space_id !== undefined) out.space_id = entry.space_id;
  if (entry?.channel_id !== undefined) out.channel_id = entry.channel_id;
  if (entry?.thread_id !== undefined) out.thread_id = entry.thread_id;
  return out;
}

function scopePlace(event: Event): Place {
  return placeOf(event.scope as Place);
}

/** 403 or 404 for a thread's messages: the person may no longer read it (8.3), or it is gone (D329). */
function accessGone(error: unknown): boolean {
  return error instanceof BothyError && (error.status === 403 || error.status === 404);
}

/** The tombstone of a message (2.2): no content, with deleted_at. */
function tombstone(m: Message, deletedAt: string): Message {
  const { attachments: _a, mention_ids: _m, components: _c, reactions: _r, ...rest } = m;
  return { ...rest, content_md: '', deleted_at: deletedAt };
}

/**
 * One event's changes: reads see the writes made before them, and everything is written in one
 * batch together with the cache's position.
 */
export class CacheTx {
  readonly #pending = new Map<string, CacheEntry | null>();
  /** Threads whose messages changed: highest thread_seq seen (4). */
  readonly seen = new Map<string, number>();
  /** Messages stored from a truncated payload (2.2): reloaded through REST after the write. */
  readonly truncated: string[] = [];
  /** A draft or setting was stored from a truncated payload (2.2): GET /me/drafts and /me/settings follow. */
  personalTruncated = false;
  readonly lost: AccessLostEvent[] = [];

  constructor(
    readonly store: CacheStore,
    readonly now: number,
    readonly event: Event | undefined,
  ) {}

  async get(kind: string, id: string): Promise<CacheEntry | undefined> {
    const key = keyOf(kind, id);
    if (this.#pending.has(key)) return this.#pending.get(key) ?? undefined;
    return this.store.get(kind, id);
  }

  async find(query: CacheQuery): Promise<CacheEntry[]> {
    const out = new Map<string, CacheEntry>();
    for (const e of await this.store.find(query)) out.set(keyOf(e.kind, e.id), e);
    for (const [key, e] of this.#pending) {
      if (e === null) out.delete(key);
      else if (matches(e, query)) out.set(key, e);
      else out.delete(key);
    }
    return [...out.values()];
  }

  put(entry: CacheEntry): void {
    this.#pending.set(keyOf(entry.kind, entry.id), entry);
  }

  delete(key: CacheKey): void {
    this.#pending.set(keyOf(key.kind, key.id), null);
  }

  /**
   * 9: decide() against the stored entry's version; on `apply`, writes what `build` returns on top
   * of the previous entry (its place and used_at stay unless `build` names new ones).
   */
  async upsert(kind: string, id: string, build: (prev: CacheEntry | undefined) => Omit<CacheEntry, 'kind' | 'id' | 'used_at'> & { used_at?: number }): Promise<CacheOutcome> {
    const event = this.event!;
    const prev = await this.get(kind, id);
    const versions = new LocalVersions();
    const reported = versionOf(event);
    if (reported && prev?.version !== undefined) versions.set(reported.kind, reported.id, prev.version);
    const decision = decide(event, versions);
    if (decision !== 'apply') return decision;
    const version = reported?.version ?? prev?.version;
    this.put({ kind, id, used_at: prev?.used_at ?? this.now, ...placeOf(prev), ...(version === undefined ? {} : { version }), ...build(prev) });
    return 'apply';
  }

  /** A message of a cached thread with this thread_seq exists on the server (4). */
  sawSeq(threadId: string, seq: number): void {
    this.seen.set(threadId, Math.max(seq, this.seen.get(threadId) ?? 0));
  }

  /**
   * 8.3: deletes the content of removed targets: their channels and threads, the messages, drafts
   * and read states in them, and every placed entry whose channel is unknown (fail closed).
   */
  async forget(removed: AccessTarget[]): Promise<string[]> {
    const channels = new Set(removed.filter((t) => t.kind === 'channel').map((t) => t.id));
    const spaces = new Set(removed.filter((t) => t.kind === 'space').map((t) => t.id));
    const instance = removed.some((t) => t.kind === 'instance');
    if (!instance && channels.size === 0 && spaces.size === 0) return [];
    const doomed = new Map<string, CacheEntry>();
    const add = (entries: CacheEntry[]) => entries.forEach((e) => doomed.set(keyOf(e.kind, e.id), e));
    for (const kind of PLACED) {
      for (const e of await this.find({ kind })) {
        const hit =
          instance ||
          (kind === CacheKind.Space ? spaces.has(e.id) : kind === CacheKind.Channel ? channels.has(e.id) || spaces.has(e.space_id ?? '') : e.channel_id === undefined || channels.has(e.channel_id)) ||
          (e.space_id !== undefined && spaces.has(e.space_id));
        if (hit) add([e]);
      }
    }
    // Everything in the doomed channels and threads, whatever place it was written with.
    for (const e of [...doomed.values()]) {
      if (e.kind === CacheKind.Channel) add(await this.find({ channel_id: e.id }));
    }
    const threads = [...doomed.values()].filter((e) => e.kind === CacheKind.Thread).map((e) => e.id);
    for (const id of threads) add(await this.find({ thread_id: id }));
    for (const e of doomed.values()) this.delete(e);
    const lost = { removed, thread_ids: threads };
    this.lost.push(lost);
    return threads;
  }

  /** 4: moves `through` over the thread_seqs now held; reports the threads with a gap above it. */
  async settleThreads(): Promise<Array<{ thread_id: string; through: number }>> {
    const gaps: Array<{ thread_id: string; through: number }> = [];
    for (const [threadId, seen] of this.seen) {
      const entry = await this.get(CacheKind.Thread, threadId);
      if (!entry) continue;
      const value = entry.value as CachedThread;
      const messages = await this.find({ kind: CacheKind.Message, thread_id: threadId });
      const seqs = new Set(messages.map((m) => m.thread_seq));
      let through = value.through;
      while (seqs.has(through + 1)) through += 1;
      const highest = Math.max(seen, ...messages.map((m) => m.thread_seq ?? 0));
      const learned = entry.channel_id === undefined && messages[0] ? placeOf(messages[0]) : {};
      if (through !== value.through || Object.keys(learned).length > 0) this.put({ ...entry, ...learned, thread_id: threadId, value: { ...value, through } });
      if (highest > through) gaps.push({ thread_id: threadId, through });
    }
    return gaps;
  }

  batch(): { put: CacheEntry[]; delete: CacheKey[] } {
    const put: CacheEntry[] = [];
    const del: CacheKey[] = [];
    for (const [key, e] of this.#pending) {
      if (e) put.push(e);
      else {
        const [kind, id] = key.split('\u0000') as [string, string];
        del.push({ kind, id });
      }
    }
    return { put, delete: del };
  }
}

// --- the rules per event type ---------------------------------------------------------------

async function messageRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const m = (event as EventOf<typeof EventType.MessageCreated>).payload.message;
  const thread = await tx.get(CacheKind.Thread, m.thread_id);
  if (!thread) return 'not_cached'; // 13.1: only threads the app opened keep their messages
  const space = event.scope.space_id ?? thread.space_id;
  // 2.2: a truncated payload holds a cut text; it is stored marked, and the whole message follows through REST.
  const truncated = event.truncated === true;
  const outcome = await tx.upsert(CacheKind.Message, m.id, (prev) => ({ value: keepReactionsAndPin(m, prev?.value as Message | undefined), channel_id: m.channel_id, thread_id: m.thread_id, thread_seq: m.thread_seq, ...(space ? { space_id: space } : {}), ...(truncated ? { truncated: true as const } : {}) }));
  if (outcome === 'apply' && truncated) tx.truncated.push(m.id);
  tx.sawSeq(m.thread_id, m.thread_seq);
  return outcome;
}

/**
 * message.* events do not carry reactions or the pin (they change no messages.version, 9; D243):
 * what reaction.* and pin.* (or a REST read) brought stays on the stored message across an edit.
 */
function keepReactionsAndPin(m: Message, prev: Message | undefined): Message {
  if (!prev || m.deleted_at) return m;
  return { ...m, ...(m.reactions === undefined && prev.reactions ? { reactions: prev.reactions } : {}), ...(m.pinned === undefined && prev.pinned !== undefined ? { pinned: prev.pinned } : {}) };
}

async function messageDeletedRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.MessageDeleted>).payload;
  if (!(await tx.get(CacheKind.Thread, p.thread_id))) return 'not_cached';
  tx.sawSeq(p.thread_id, p.thread_seq);
  if (!(await tx.get(CacheKind.Message, p.message_id))) return 'not_cached'; // the gap rule loads its tombstone
  return tx.upsert(CacheKind.Message, p.message_id, (prev) => ({ value: tombstone(prev!.value as Message, p.deleted_at) }));
}

async function reactionRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.ReactionAdded>).payload;
  if (p.emoji === '' || !(await tx.get(CacheKind.Message, p.message_id))) return 'not_cached';
  // 9: no resource.version; the payload carries the absolute count, applied in seq order.
  return tx.upsert(CacheKind.Message, p.message_id, (prev) => {
    const m = prev!.value as Message;
    // The emoji keeps its place (the server lists them in the order of first use); a new one goes last.
    const known = (m.reactions ?? []).some((r) => r.emoji === p.emoji);
    const counted = known ? (m.reactions ?? []).map((r) => (r.emoji === p.emoji ? { emoji: p.emoji, count: p.count } : r)) : [...(m.reactions ?? []), { emoji: p.emoji, count: p.count }];
    const reactions = counted.filter((r) => r.count > 0);
    const { reactions: _r, ...rest } = m;
    return { value: reactions.length > 0 ? { ...rest, reactions } : rest };
  });
}

async function pinRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.PinAdded>).payload;
  if (!(await tx.get(CacheKind.Message, p.message_id))) return 'not_cached';
  // 9: no resource.version; pinned yes or no, applied in seq order.
  return tx.upsert(CacheKind.Message, p.message_id, (prev) => ({ value: { ...(prev!.value as Message), pinned: p.pinned } }));
}

async function threadRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const thread = (event as EventOf<typeof EventType.ThreadUpdated>).payload.thread;
  const prev = await tx.get(CacheKind.Thread, thread.id);
  if (!prev) return 'not_cached';
  const place = { space_id: thread.space_id, channel_id: thread.channel_id, thread_id: thread.id };
  const outcome = await tx.upsert(CacheKind.Thread, thread.id, (p) => ({ ...place, value: { ...(p!.value as CachedThread), thread } }));
  if (outcome !== 'apply') return outcome;
  if (prev.channel_id !== thread.channel_id || prev.space_id !== thread.space_id) {
    // thread.moved (8.1): the thread's content is now in the new place, for the deletions of 8.3.
    for (const e of await tx.find({ thread_id: thread.id })) if (e.kind !== CacheKind.Thread) tx.put({ ...e, space_id: thread.space_id, channel_id: thread.channel_id });
  }
  // 4, 15.8: an import batch names its messages only through last_message_seq.
  tx.sawSeq(thread.id, thread.last_message_seq);
  return outcome;
}

async function threadMovedOutRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.ThreadMovedOut>).payload;
  const prev = await tx.get(CacheKind.Thread, p.thread_id);
  // Out of sight unless a thread.moved already placed it in a channel this person sees.
  if (!prev || (prev.channel_id !== undefined && prev.channel_id !== p.from_channel_id)) return 'not_cached';
  const doomed = await tx.find({ thread_id: p.thread_id });
  for (const e of [...doomed, prev]) tx.delete(e);
  tx.lost.push({ removed: [], thread_ids: [p.thread_id] });
  return 'apply';
}

async function channelRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const channel = (event as EventOf<typeof EventType.ChannelUpdated>).payload.channel;
  return tx.upsert(CacheKind.Channel, channel.id, () => ({ value: channel, space_id: channel.space_id }));
}

async function spaceRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const space = (event as EventOf<typeof EventType.SpaceArchived>).payload.space;
  return tx.upsert(CacheKind.Space, space.id, () => ({ value: space, space_id: space.id }));
}

async function accessRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.AccessChanged>).payload;
  await tx.forget(p.removed);
  return 'apply';
}

async function readStateRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const { updated_by_device_id: _d, ...state } = (event as EventOf<typeof EventType.ReadStateUpdated>).payload;
  return tx.upsert(CacheKind.ReadState, state.thread_id, () => ({ value: state, version: state.version, ...scopePlace(event) }));
}

async function draftRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.DraftUpdated>).payload;
  // draft.deleted keeps a tombstone with its version, so that an older copy cannot come back.
  const value: Draft | null = event.type === EventType.DraftDeleted ? null : { thread_id: p.thread_id, version: p.version, content_md: p.content_md, file_ids: p.file_ids };
  // 2.2: a cut text is stored marked, and the whole draft follows through GET /me/drafts.
  const truncated = event.truncated === true && value !== null;
  const outcome = await tx.upsert(CacheKind.Draft, p.thread_id, () => ({ value, ...scopePlace(event), ...(truncated ? { truncated: true as const } : {}) }));
  if (outcome === 'apply' && truncated) tx.personalTruncated = true;
  return outcome;
}

async function settingRule(tx: CacheTx, event: Event): Promise<CacheOutcome> {
  const p = (event as EventOf<typeof EventType.SettingsUpdated>).payload;
  if (event.truncated === true && !p.deleted) {
    // 2.2: key and version only, not a deletion: the entry keeps its value, marked, until GET /me/settings brings the new one.
    const outcome = await tx.upsert(CacheKind.Setting, p.key, (prev) => ({ value: prev?.value ?? null, truncated: true }));
    if (outcome === 'apply') tx.personalTruncated = true;
    return outcome;
  }
  const value: Setting | null = p.deleted || p.value === undefined ? null : { key: p.key, value: p.value, version: p.version };
  return tx.upsert(CacheKind.Setting, p.key, () => ({ value }));
}

/** The rules of the cache per event type; an event type without one leaves the cache alone. */
export const cacheRules: CacheRules = {
  [EventType.MessageCreated]: messageRule,
  [EventType.MessageUpdated]: messageRule,
  [EventType.MessageDeleted]: messageDeletedRule,
  [EventType.ReactionAdded]: reactionRule,
  [EventType.ReactionRemoved]: reactionRule,
  [EventType.PinAdded]: pinRule,
  [EventType.PinRemoved]: pinRule,
  [EventType.ThreadUpdated]: threadRule,
  [EventType.ThreadClosed]: threadRule,
  [EventType.ThreadMoved]: threadRule,
  [EventType.ThreadMovedOut]: threadMovedOutRule,
  [EventType.ChannelCreated]: channelRule,
  [EventType.ChannelUpdated]: channelRule,
  [EventType.ChannelArchived]: channelRule,
  [EventType.SpaceArchived]: spaceRule,
  [EventType.AccessChanged]: accessRule,
  [EventType.ReadStateUpdated]: readStateRule,
  [EventType.DraftUpdated]: draftRule,
  [EventType.DraftDeleted]: draftRule,
  [EventType.SettingsUpdated]: settingRule,
};

// --- the cache ------------------------------------------------------------------------------

export class LocalCache {
  readonly store: CacheStore;
  readonly maxAgeMs: number;
  readonly #source: CacheSource | undefined;
  readonly #now: () => number;
  readonly #rules: CacheRules;
  readonly #pageSize: number;
  readonly #reloadGaps: boolean;
  readonly #reopenOnDiscard: boolean;
  readonly #reopenAfterRemovals: boolean;
  readonly #emitter = reportingEmitter<CacheEventMap>();
  readonly #reloads = new Map<string, Promise<void>>();
  readonly #waiting = new Map<string, Promise<void>>();
  /** The threads the app opened in this process, with their place: a discard opens them again (D324). */
  readonly #opened = new Map<string, Place>();
  /** Counts discards: a reload that read REST before one writes nothing (D324). */
  #generation = 0;
  /** The opened threads a discard wrote back empty: loaded again after the next snapshot's removals (D329). */
  readonly #toReopen = new Set<string>();
  #personalAgain = false;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: LocalCacheOptions = {}) {
    this.store = options.store ?? new MemoryCacheStore();
    this.#source = options.source;
    this.maxAgeMs = options.maxAgeMs ?? configDefaults['client.cache_max_age'];
    this.#now = options.now ?? Date.now;
    this.#rules = options.rules ?? cacheRules;
    this.#pageSize = options.pageSize ?? 500;
    // The contract's maximum: a larger page would be refused (400), and a page shorter than asked ends a reload.
    if (!Number.isInteger(this.#pageSize) || this.#pageSize < 1 || this.#pageSize > 500) throw new RangeError(`pageSize must be an integer from 1 to 500 (listThreadMessages limit), not ${String(options.pageSize)}`);
    this.#reloadGaps = options.reloadGaps ?? true;
    this.#reopenOnDiscard = options.reopenOnDiscard ?? true;
    this.#reopenAfterRemovals = options.reopenAfterRemovals ?? true;
  }

  on<K extends keyof CacheEventMap>(type: K, listener: Listener<CacheEventMap[K]>): () => void {
    return this.#emitter.on(type, listener);
  }

  /** An `error` event, or without a listener the fallback line (internal/report.ts); never thrown, never dropped. */
  #report(error: unknown): void {
    reportError(this.#emitter, error);
  }

  /** Runs one change after the ones before it: events, snapshots and reloads never interleave. */
  #run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(task);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves when every change queued so far is written and every reload has ended. */
  async idle(): Promise<void> {
    for (;;) {
      await this.#queue;
      if (this.#reloads.size === 0 && this.#waiting.size === 0) return;
      await Promise.allSettled([...this.#reloads.values(), ...this.#waiting.values()]);
    }
  }

  /** Writes one delivered event into the cache by its rule (9). Call it in delivery order. */
  apply(event: Event): Promise<CacheOutcome> {
    return this.#run(async () => {
      const meta = await this.#meta();
      const seq = 'seq' in event ? event.seq : undefined;
      if (seq !== undefined && seq <= meta.cursor) return 'duplicate';
      const rule = this.#rules[event.type];
      const tx = new CacheTx(this.store, this.#now(), event);
      const outcome = rule ? await rule(tx, event) : 'not_cached';
      const gaps = await tx.settleThreads();
      if (seq !== undefined) tx.put({ ...META, value: { ...meta, cursor: seq }, used_at: 0 });
      await this.store.write(tx.batch());
      this.#after(tx, gaps);
      return outcome;
    });
  }

  #after(tx: CacheTx, gaps: Array<{ thread_id: string; through: number }>): void {
    for (const lost of tx.lost) {
      for (const id of lost.thread_ids) this.#opened.delete(id);
      this.#emitter.emit('access_lost', lost);
    }
    if (this.#reloadGaps) for (const gap of gaps) this.reload(gap.thread_id).catch((error: unknown) => this.#report(error));
    for (const id of tx.truncated) this.#reloadTruncated(id).catch((error: unknown) => this.#report(error));
    if (tx.personalTruncated) this.#reloadPersonal().catch((error: unknown) => this.#report(error));
  }

  /** 2.2: a draft or setting stored from a truncated payload is completed by GET /me/drafts and /me/settings (loadPersonal). */
  #reloadPersonal(): Promise<void> {
    const key = 'personal';
    if (!this.#source?.listDrafts) return Promise.resolve();
    const running = this.#reloads.get(key);
    if (running) {
      // The running reload may have asked before this event's write: one more runs after it.
      this.#personalAgain = true;
      return running;
    }
    const task = (async () => {
      do {
        this.#personalAgain = false;
        await this.loadPersonal();
        this.#emitter.emit('personal_reloaded', {});
      } while (this.#personalAgain);
    })().finally(() => this.#reloads.delete(key));
    this.#reloads.set(key, task);
    return task;
  }

  /**
   * 2.2: replaces a message stored from a truncated payload with the whole message from REST, if
   * the entry still waits for it (the same version) or REST names a newer version; emits `message_reloaded`.
   */
  #reloadTruncated(messageId: string): Promise<void> {
    const key = `message\u0000${messageId}`;
    const source = this.#source;
    if (!source?.getMessage || this.#reloads.has(key)) return this.#reloads.get(key) ?? Promise.resolve();
    const task = (async () => {
      const m = await source.getMessage!(messageId);
      const replaced = await this.#run(async () => {
        const prev = await this.store.get(CacheKind.Message, messageId);
        if (!prev || !(m.version > (prev.version ?? 0) || (prev.truncated === true && m.version === prev.version))) return false;
        const { truncated: _t, ...rest } = prev;
        await this.store.write({ put: [{ ...rest, value: m, version: m.version }] });
        return true;
      });
      if (replaced) this.#emitter.emit('message_reloaded', { message_id: messageId, thread_id: m.thread_id });
    })().finally(() => this.#reloads.delete(key));
    this.#reloads.set(key, task);
    return task;
  }

  async #meta(): Promise<CacheMeta> {
    return ((await this.store.get(META.kind, META.id))?.value as CacheMeta | undefined) ?? { cursor: 0 };
  }

  /**
   * The snapshot of ready or of a resync (6.3, 7.3): its spaces, channels and read states; cached
   * channels and spaces it no longer names are forgotten as on access loss; cached drafts it names
   * with a newer version, or not at all, are dropped. `fresh`: discard the server state first.
   * The delivery continues from the snapshot's head_seq (7.3, a ready without catch-up): the cache's
   * position moves there.
   */
  snapshot(snapshot: Snapshot, options: { fresh?: boolean } = {}): Promise<void> {
    return this.#run(() => this.#snapshot(snapshot, options.fresh ?? false, false));
  }

  /** `catchUp`: a catch-up from the cursor follows, whose events are below head_seq: the position stays. */
  async #snapshot(snapshot: Snapshot, fresh: boolean, catchUp: boolean): Promise<void> {
    const before = await this.#meta();
    if (fresh) await this.#discard();
    const tx = new CacheTx(this.store, this.#now(), undefined);
    const now = tx.now;
    const fromServer = async (entry: Omit<CacheEntry, 'used_at'>) => {
      const prev = await tx.get(entry.kind, entry.id);
      if (prev?.version === undefined || entry.version === undefined || entry.version >= prev.version) tx.put({ ...entry, used_at: now });
    };
    const spaces = new Set(snapshot.spaces.map((s) => s.id));
    const channels = new Set(snapshot.channels.map((c) => c.id));
    const gone: AccessTarget[] = [
      ...(await tx.find({ kind: CacheKind.Space })).filter((e) => !spaces.has(e.id)).map((e) => ({ kind: 'space' as const, id: e.id })),
      ...(await tx.find({ kind: CacheKind.Channel })).filter((e) => !channels.has(e.id)).map((e) => ({ kind: 'channel' as const, id: e.id })),
    ];
    if (this.#reopenAfterRemovals) {
      // D329: an opened thread whose channel (or space) the snapshot does not name is out of sight,
      // also when no cached channel says so (a discard removed them): it goes before it is reloaded.
      for (const e of await tx.find({ kind: CacheKind.Thread })) {
        const target: AccessTarget | undefined =
          e.channel_id !== undefined ? (channels.has(e.channel_id) ? undefined : { kind: 'channel', id: e.channel_id }) : e.space_id !== undefined && !spaces.has(e.space_id) ? { kind: 'space', id: e.space_id } : undefined;
        if (target && !gone.some((g) => g.kind === target.kind && g.id === target.id)) gone.push(target);
      }
    }
    if (gone.length > 0) await tx.forget(gone);
    for (const s of snapshot.spaces) await fromServer({ kind: CacheKind.Space, id: s.id, value: s, version: s.version, space_id: s.id });
    for (const c of snapshot.channels) await fromServer({ kind: CacheKind.Channel, id: c.id, value: c, version: c.version, space_id: c.space_id });
    for (const r of snapshot.read_states) {
      const thread = await tx.get(CacheKind.Thread, r.thread_id);
      await fromServer({ kind: CacheKind.ReadState, id: r.thread_id, value: r, version: r.version, ...placeOf(thread), thread_id: r.thread_id });
    }
    const drafts = new Map(snapshot.drafts.map((d) => [d.thread_id, d.version]));
    for (const d of await tx.find({ kind: CacheKind.Draft })) {
      const listed = drafts.get(d.id);
      if (d.value !== null && (listed === undefined || (d.version ?? 0) < listed)) tx.delete(d);
    }
    tx.put({ ...META, value: { cursor: catchUp ? before.cursor : snapshot.head_seq, sync_epoch: snapshot.sync_epoch } satisfies CacheMeta, used_at: 0 });
    await this.store.write(tx.batch());
    this.#after(tx, []);
    this.#reopen();
  }

  /**
   * 7.3: discards the cached server state; the outbox is in its own store and stays. The threads the
   * app opened stay open and are loaded again after the next snapshot (D324, D329).
   */
  discard(): Promise<void> {
    return this.#run(() => this.#discard());
  }

  /**
   * The server state goes; the threads the app opened stay open and are loaded again through REST
   * (a `reloaded` event each), so that a view opened before the first ready (which discards) or
   * before a resync keeps following its thread (D324). A reload that read REST before the discard
   * writes nothing. The reloads start once the next snapshot has removed what the person no longer
   * sees (snapshot(), or the ready's when attached; 7.3 "loads the snapshot ... and threads via
   * REST"), so that a thread whose access went meanwhile is not asked for (D329).
   */
  async #discard(): Promise<void> {
    // Their place as the cache knows it now (a thread.moved changed it since openThread).
    for (const [id, place] of this.#opened) {
      const entry = await this.store.get(CacheKind.Thread, id);
      if (entry) this.#opened.set(id, { ...place, ...placeOf(entry) });
    }
    await this.store.clear();
    this.#generation += 1;
    this.#toReopen.clear();
    if (!this.#opened.size || !this.#reopenOnDiscard) return;
    const now = this.#now();
    await this.store.write({ put: [...this.#opened].map(([id, place]) => ({ ...place, kind: CacheKind.Thread, id, thread_id: id, value: { through: 0 } satisfies CachedThread, used_at: now })) });
    for (const id of this.#opened.keys()) this.#toReopen.add(id);
    // D329's twin: loaded again at once, before any snapshot has said what the person still sees.
    if (!this.#reopenAfterRemovals) this.#reopen();
  }

  /**
   * D329: loads again the threads a discard wrote back that are still open (the snapshot's removals
   * are applied by now). A reload refused with 403 or 404 means the access went while the cache was
   * out of step: the thread leaves the cache as on access loss (`access_lost`), not as an `error`.
   */
  #reopen(): void {
    const generation = this.#generation;
    const ids = [...this.#toReopen].filter((id) => this.#opened.has(id));
    this.#toReopen.clear();
    for (const id of ids) {
      this.reload(id).catch((error: unknown) => {
        if (!this.#reopenAfterRemovals || !accessGone(error)) return this.#report(error);
        this.#run(() => this.#lose(id, generation)).catch((e: unknown) => this.#report(e));
      });
    }
  }

  /** A reopened thread the server no longer shows this person: it and its content go, and the views are told (8.3). */
  async #lose(threadId: string, generation: number): Promise<void> {
    if (generation !== this.#generation) return; // a discard since: its own reload finds out
    const tx = new CacheTx(this.store, this.#now(), undefined);
    const entry = await tx.get(CacheKind.Thread, threadId);
    if (!entry) {
      this.#opened.delete(threadId); // forgotten meanwhile (8.3): the views were told then
      return;
    }
    for (const e of [entry, ...(await tx.find({ thread_id: threadId }))]) tx.delete(e);
    tx.lost.push({ removed: [], thread_ids: [threadId] });
    await this.store.write(tx.batch());
    this.#after(tx, []);
  }

  /** 4012 (8.5, R-SY-14): every local datum of the account goes, the threads it had open too. */
  wipe(): Promise<void> {
    return this.#run(async () => {
      this.#opened.clear();
      this.#toReopen.clear();
      this.#generation += 1;
      await this.store.clear();
    });
  }

  /** client.cache_max_age: removes what was not used for that long (a thread with its messages). */
  sweep(): Promise<number> {
    return this.#run(() => this.#sweep());
  }

  async #sweep(): Promise<number> {
    const tx = new CacheTx(this.store, this.#now(), undefined);
    const old = (await tx.find({ used_before: tx.now - this.maxAgeMs })).filter((e) => e.kind !== CacheKind.Message);
    for (const e of old) {
      tx.delete(e);
      if (e.kind === CacheKind.Thread) for (const m of await tx.find({ kind: CacheKind.Message, thread_id: e.id })) tx.delete(m);
    }
    const batch = tx.batch();
    await this.store.write(batch);
    return batch.delete.length;
  }

  // --- threads and messages (13.1, 4) ----------------------------------------------------------

  /**
   * The app opens a thread: from now on the cache keeps its messages. Loads what the cache lacks
   * above its complete range through REST and returns the messages in thread_seq order.
   */
  async openThread(threadId: string, place: { channel_id?: string; space_id?: string } = {}): Promise<Message[]> {
    await this.#run(async () => {
      const prev = await this.store.get(CacheKind.Thread, threadId);
      this.#opened.set(threadId, { ...placeOf(place), ...placeOf(prev) });
      const value: CachedThread = (prev?.value as CachedThread | undefined) ?? { through: 0 };
      await this.store.write({ put: [{ ...placeOf(place), ...placeOf(prev), kind: CacheKind.Thread, id: threadId, thread_id: threadId, value, used_at: this.#now() }] });
    });
    await this.reload(threadId);
    return this.messages(threadId);
  }

  /**
   * 4: loads the messages above the thread's complete range with GET /threads/{id}/messages, page
   * by page, until the range has no gap. One reload per thread at a time, and at most one more
   * waiting behind it (what it would load, the waiting one loads). Rejects when a request fails;
   * a reload the cache starts itself reports that as an `error` event, and the next gap tries again.
   */
  reload(threadId: string): Promise<void> {
    const waiting = this.#waiting.get(threadId);
    if (waiting) return waiting;
    const running = this.#reloads.get(threadId);
    if (running) {
      const next = running
        .catch(() => undefined)
        .then(() => {
          this.#waiting.delete(threadId);
          return this.reload(threadId);
        });
      this.#waiting.set(threadId, next);
      return next;
    }
    const task = this.#reload(threadId).finally(() => this.#reloads.delete(threadId));
    this.#reloads.set(threadId, task);
    return task;
  }

  async #reload(threadId: string): Promise<void> {
    const source = this.#source;
    if (!source) return;
    for (let round = 0; round < MAX_RELOAD_ROUNDS; round += 1) {
      const entry = await this.#run(() => this.store.get(CacheKind.Thread, threadId));
      if (!entry) return; // forgotten meanwhile (8.3, sweep): nothing is written back
      const after = (entry.value as CachedThread).through;
      const generation = this.#generation;
      const page = await source.listMessages(threadId, after, this.#pageSize);
      const result = await this.#run(async () => {
        // Read before a discard: what it read may be older than the state the cache starts again from.
        if (generation !== this.#generation) return undefined;
        const tx = new CacheTx(this.store, this.#now(), undefined);
        const thread = await tx.get(CacheKind.Thread, threadId);
        if (!thread) return undefined;
        for (const m of page) {
          const prev = await tx.get(CacheKind.Message, m.id);
          if (prev?.version !== undefined && (m.version < prev.version || (m.version === prev.version && prev.truncated !== true))) continue; // 9: REST and events mix by version; 2.2: REST completes a truncated one
          tx.put({ kind: CacheKind.Message, id: m.id, value: m, version: m.version, thread_seq: m.thread_seq, thread_id: threadId, channel_id: m.channel_id, ...(thread.space_id ? { space_id: thread.space_id } : {}), used_at: prev?.used_at ?? tx.now });
          tx.sawSeq(threadId, m.thread_seq);
        }
        tx.sawSeq(threadId, 0);
        const gaps = await tx.settleThreads();
        await this.store.write(tx.batch());
        const through = ((await tx.get(CacheKind.Thread, threadId))?.value as CachedThread).through;
        return { through, gap: gaps.length > 0 };
      });
      if (!result) return;
      if (page.length > 0) this.#emitter.emit('reloaded', { thread_id: threadId, after_seq: after, through: result.through });
      // Done when the server had no more, or when the range is complete.
      if (page.length < this.#pageSize && !result.gap) return;
      if (page.length === 0 || result.through === after) return; // the server has nothing to fill it with
    }
  }

  /** The cached messages of a thread in thread_seq order (tombstones included). */
  async messages(threadId: string): Promise<Message[]> {
    const entries = await this.#use((tx) => tx.find({ kind: CacheKind.Message, thread_id: threadId }), [{ kind: CacheKind.Thread, id: threadId }]);
    return entries.map((e) => e.value as Message).sort((a, b) => a.thread_seq - b.thread_seq);
  }

  /** A cached thread: its record (when an event named it) and how far its messages are complete. */
  async thread(threadId: string): Promise<CachedThread | undefined> {
    const [entry] = await this.#use(async (tx) => [await tx.get(CacheKind.Thread, threadId)].filter((e) => e !== undefined));
    return entry?.value as CachedThread | undefined;
  }

  // --- structure and personal data ---------------------------------------------------------------

  async spaces(): Promise<Snapshot['spaces']> {
    return (await this.#use((tx) => tx.find({ kind: CacheKind.Space }))).map((e) => e.value as Snapshot['spaces'][number]);
  }

  async channels(): Promise<Snapshot['channels']> {
    return (await this.#use((tx) => tx.find({ kind: CacheKind.Channel }))).map((e) => e.value as Snapshot['channels'][number]);
  }

  async readState(threadId: string): Promise<ReadState | undefined> {
    const [entry] = await this.#use(async (tx) => [await tx.get(CacheKind.ReadState, threadId)].filter((e) => e !== undefined));
    return entry?.value as ReadState | undefined;
  }

  async draft(threadId: string): Promise<Draft | undefined> {
    const [entry] = await this.#use(async (tx) => [await tx.get(CacheKind.Draft, threadId)].filter((e) => e !== undefined));
    return (entry?.value as Draft | null | undefined) ?? undefined;
  }

  async drafts(): Promise<Draft[]> {
    return (await this.#use((tx) => tx.find({ kind: CacheKind.Draft }))).flatMap((e) => (e.value === null ? [] : [e.value as Draft]));
  }

  async settings(): Promise<Setting[]> {
    return (await this.#use((tx) => tx.find({ kind: CacheKind.Setting }))).flatMap((e) => (e.value === null ? [] : [e.value as Setting]));
  }

  /**
   * GET /me/drafts and GET /me/settings into the cache (14), version by version; what the lists no
   * longer hold is deleted on the server and leaves the cache.
   */
  async loadPersonal(): Promise<void> {
    const source = this.#source;
    if (!source?.listDrafts || !source.listSettings) return;
    const [drafts, settings] = await Promise.all([source.listDrafts(), source.listSettings()]);
    await this.#run(async () => {
      const tx = new CacheTx(this.store, this.#now(), undefined);
      const sync = async (kind: string, rows: Array<{ id: string; version: number; value: Draft | Setting; place: Place }>) => {
        const listed = new Set(rows.map((r) => r.id));
        for (const e of await tx.find({ kind })) if (!listed.has(e.id) && e.value !== null) tx.delete(e);
        for (const r of rows) {
          const prev = await tx.get(kind, r.id);
          // 9: above the stored version; 2.2: the same version completes an entry from a truncated payload.
          if (prev?.version === undefined || r.version > prev.version || (prev.truncated === true && r.version === prev.version)) tx.put({ kind, id: r.id, value: r.value, version: r.version, ...placeOf(prev), ...r.place, used_at: tx.now });
        }
      };
      const threadPlace = async (threadId: string) => ({ ...placeOf(await tx.get(CacheKind.Thread, threadId)), thread_id: threadId });
      await sync(CacheKind.Draft, await Promise.all(drafts.map(async (d) => ({ id: d.thread_id, version: d.version, value: d, place: await threadPlace(d.thread_id) }))));
      await sync(CacheKind.Setting, settings.map((s) => ({ id: s.key, version: s.version, value: s, place: {} })));
      await this.store.write(tx.batch());
    });
  }

  /**
   * Reads entries and marks them used (client.cache_max_age); `also` names entries the read uses
   * besides (a thread for its messages). used_at is written at most once per maxAge / 30.
   */
  #use(read: (tx: CacheTx) => Promise<CacheEntry[]>, also: CacheKey[] = []): Promise<CacheEntry[]> {
    return this.#run(async () => {
      const tx = new CacheTx(this.store, this.#now(), undefined);
      const entries = await read(tx);
      const extra = (await Promise.all(also.map((k) => tx.get(k.kind, k.id)))).filter((e) => e !== undefined);
      const stale = [...entries, ...extra].filter((e) => e.kind !== CacheKind.Message && tx.now - e.used_at > this.maxAgeMs / 30);
      if (stale.length > 0) await this.store.write({ put: stale.map((e) => ({ ...e, used_at: tx.now })) });
      return entries;
    });
  }

  // --- a BothyClient's cache ---------------------------------------------------------------------

  /**
   * Wires the cache to a client: every ready's snapshot is applied (a ready without catch-up
   * discards the server state first: nothing could bring the cache in step), then the cache sweeps. The client itself calls apply, discard, snapshot and wipe (client.ts).
   */
  attach(host: CacheHost): this {
    let catchUp = false;
    host.on('state', ({ from, to }) => {
      if (from !== 'identifying') return;
      // A ready without a cursor: no catch-up can bring the cache in step, so its server state goes
      // now, before the app uses the cache again (`synced` comes before `session`). With a cursor
      // of another timeline the server sends resync_required (7.3, 7.5), and discard runs then.
      catchUp = to === 'catching_up';
      if (to === 'live') this.discard().catch((error: unknown) => this.#report(error));
    });
    host.on('session', (ready) => {
      this.#run(async () => {
        // A ready without its snapshot (D477): a person's resync_required follows, and its reload brings it.
        if (ready.snapshot) await this.#snapshot(ready.snapshot, false, catchUp);
        await this.#sweep();
      }).catch((error: unknown) => this.#report(error));
    });
    return this;
  }
}

/** The cache's reads through the client's REST (listThreadMessages, listMyDrafts, listMySettings). */
export function restSource(rest: BothyRestClient): CacheSource {
  return {
    listMessages: async (threadId, afterSeq, limit) =>
      (await rest.call(() => rest.api.GET('/threads/{thread_id}/messages', { params: { path: { thread_id: threadId }, query: { after_seq: afterSeq, limit } }, signal: rest.signal() }))).messages,
    listDrafts: async () => (await rest.call(() => rest.api.GET('/me/drafts', { signal: rest.signal() }))).drafts,
    listSettings: async () => (await rest.call(() => rest.api.GET('/me/settings', { signal: rest.signal() }))).settings,
    getMessage: async (messageId) => rest.call(() => rest.api.GET('/messages/{message_id}', { params: { path: { message_id: messageId } }, signal: rest.signal() })),
  };
}

export type CacheFactoryOptions = Omit<LocalCacheOptions, 'store' | 'source'>;

function factory(store: () => CacheStore, options: CacheFactoryOptions): CacheFactory {
  return (host) => new LocalCache({ ...options, store: store(), source: restSource(host.rest) }).attach(host);
}

/** BothyClientOptions.cache: the cache in memory (it lasts as long as the page or process). */
export function memoryCache(options: CacheFactoryOptions = {}): CacheFactory {
  return factory(() => new MemoryCacheStore(), options);
}

/** BothyClientOptions.cache over any CacheStore (for example IndexedDbCacheStore). */
export function storeCache(store: CacheStore, options: CacheFactoryOptions = {}): CacheFactory {
  return factory(() => store, options);
}
