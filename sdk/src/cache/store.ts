// Where the local cache of 13.1 keeps its entries: a small interface with a plain default
// (memory) and an IndexedDB store for browsers (indexeddb-store.ts). An entry is one object of the
// server (a space, a channel, a thread, a message, a draft, a setting, a read state, and whatever
// kind joins later) with the version of 9, its place (for the deletions of 8.3) and the time of
// its last use (for client.cache_max_age). The stores know nothing of the rules; cache.ts does.

/** The kinds the cache writes today; another kind joins by writing entries of its own name. */
export const CacheKind = {
  Space: 'space',
  Channel: 'channel',
  Thread: 'thread',
  Message: 'message',
  Draft: 'draft',
  Setting: 'setting',
  ReadState: 'read_state',
  /** the cache's own position in the log; never swept, never returned by find */
  Meta: 'meta',
} as const;

export interface CacheKey {
  kind: string;
  id: string;
}

export interface CacheEntry<V = unknown> extends CacheKey {
  value: V;
  /** The object's version (9): an event applies only above it. Missing: no version known. */
  version?: number;
  /** The place of the object, for the deletions on access loss (8.3). */
  space_id?: string;
  channel_id?: string;
  thread_id?: string;
  /** Messages: their thread_seq (4). */
  thread_seq?: number;
  /** Messages, drafts, settings: the value came from an event with truncated: true (2.2) and waits for its reload. */
  truncated?: true;
  /** Last use (ms since the epoch), for client.cache_max_age. */
  used_at: number;
}

/** One criterion (plus the kind): the IndexedDB store answers each from an index. */
export type CacheQuery =
  | { kind?: string; thread_id: string }
  | { kind?: string; channel_id: string }
  | { kind?: string; space_id: string }
  | { kind?: string; used_before: number }
  | { kind: string };

export interface CacheWrite {
  put?: CacheEntry[];
  delete?: CacheKey[];
}

export interface CacheStore {
  get(kind: string, id: string): Promise<CacheEntry | undefined>;
  /** Puts and deletes together, atomically where the store can (one IndexedDB transaction). */
  write(batch: CacheWrite): Promise<void>;
  /** Every entry that matches, never the meta entries unless asked for by kind. */
  find(query: CacheQuery): Promise<CacheEntry[]>;
  /** Deletes every entry (4012, 7.3). */
  clear(): Promise<void>;
}

export const keyOf = (kind: string, id: string): string => `${kind}\u0000${id}`;

export function matches(entry: CacheEntry, query: CacheQuery): boolean {
  if (query.kind !== undefined ? entry.kind !== query.kind : entry.kind === CacheKind.Meta) return false;
  if ('thread_id' in query) return entry.thread_id === query.thread_id;
  if ('channel_id' in query) return entry.channel_id === query.channel_id;
  if ('space_id' in query) return entry.space_id === query.space_id;
  if ('used_before' in query) return entry.used_at < query.used_before;
  return true;
}

export class MemoryCacheStore implements CacheStore {
  readonly #entries = new Map<string, CacheEntry>();

  async get(kind: string, id: string): Promise<CacheEntry | undefined> {
    const entry = this.#entries.get(keyOf(kind, id));
    return entry === undefined ? undefined : structuredClone(entry);
  }

  async write(batch: CacheWrite): Promise<void> {
    for (const key of batch.delete ?? []) this.#entries.delete(keyOf(key.kind, key.id));
    for (const entry of batch.put ?? []) this.#entries.set(keyOf(entry.kind, entry.id), structuredClone(entry));
  }

  async find(query: CacheQuery): Promise<CacheEntry[]> {
    return [...this.#entries.values()].filter((e) => matches(e, query)).map((e) => structuredClone(e));
  }

  async clear(): Promise<void> {
    this.#entries.clear();
  }

  /** How many entries are held (tests). */
  get size(): number {
    return this.#entries.size;
  }
}
