// The cache store in IndexedDB (browsers): one object store keyed by [kind, id], with an index per
// criterion of CacheQuery, in a database of its own (default `bothy-cache`), so that the cache's
// schema never bumps the version of the database the cursor, outbox and key stores share.
import { requestResult, transactionDone } from '../internal/indexeddb.ts';
import { storeCache, type CacheFactory, type CacheFactoryOptions } from './cache.ts';
import { matches, type CacheEntry, type CacheQuery, type CacheStore, type CacheWrite } from './store.ts';

const ENTRIES = 'entries';
const INDEXES = ['kind', 'thread_id', 'channel_id', 'space_id', 'used_at'] as const;

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = globalThis.indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(ENTRIES, { keyPath: ['kind', 'id'] });
      for (const index of INDEXES) store.createIndex(index, index);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export class IndexedDbCacheStore implements CacheStore {
  #db: Promise<IDBDatabase> | undefined;

  constructor(readonly databaseName = 'bothy-cache') {}

  #open(): Promise<IDBDatabase> {
    return (this.#db ??= open(this.databaseName));
  }

  async get(kind: string, id: string): Promise<CacheEntry | undefined> {
    const db = await this.#open();
    const value = await requestResult(db.transaction(ENTRIES, 'readonly').objectStore(ENTRIES).get([kind, id]));
    return value as CacheEntry | undefined;
  }

  async write(batch: CacheWrite): Promise<void> {
    if (!batch.put?.length && !batch.delete?.length) return;
    const db = await this.#open();
    const tx = db.transaction(ENTRIES, 'readwrite');
    const store = tx.objectStore(ENTRIES);
    for (const key of batch.delete ?? []) store.delete([key.kind, key.id]);
    for (const entry of batch.put ?? []) store.put(entry);
    await transactionDone(tx);
  }

  async find(query: CacheQuery): Promise<CacheEntry[]> {
    const db = await this.#open();
    const store = db.transaction(ENTRIES, 'readonly').objectStore(ENTRIES);
    let request: IDBRequest<unknown[]>;
    if ('thread_id' in query) request = store.index('thread_id').getAll(query.thread_id);
    else if ('channel_id' in query) request = store.index('channel_id').getAll(query.channel_id);
    else if ('space_id' in query) request = store.index('space_id').getAll(query.space_id);
    else if ('used_before' in query) request = store.index('used_at').getAll(IDBKeyRange.upperBound(query.used_before, true));
    else request = query.kind === undefined ? store.getAll() : store.index('kind').getAll(query.kind);
    const entries = (await requestResult(request)) as CacheEntry[];
    return entries.filter((e) => matches(e, query));
  }

  async clear(): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction(ENTRIES, 'readwrite');
    tx.objectStore(ENTRIES).clear();
    await transactionDone(tx);
  }

  /** Closes the database (tests; a page that reopens it). */
  async close(): Promise<void> {
    (await this.#db)?.close();
    this.#db = undefined;
  }
}

/** BothyClientOptions.cache: the cache in IndexedDB (browsers), in the database `databaseName`. */
export function indexedDbCache(options: CacheFactoryOptions & { databaseName?: string } = {}): CacheFactory {
  const { databaseName, ...rest } = options;
  return storeCache(new IndexedDbCacheStore(databaseName), rest);
}
