// The persistent outbox (13.2): every write is stored here before it is sent.
// Pluggable: memory, IndexedDB (browsers); a file in Node
// (node/file-stores.ts, the entry point @bothy/sdk/node).
import { openDatabase, requestResult, transactionDone, type ObjectStoreName } from '../internal/indexeddb.ts';
import type { OutboxEntry } from '../outbox/types.ts';

export interface OutboxStore {
  /** Every entry, in insertion order. */
  load(): Promise<OutboxEntry[]>;
  /** Inserts or replaces the entry with this id. */
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
  clear(): Promise<void>;
}

export const byOrder = (a: OutboxEntry, b: OutboxEntry): number => a.order - b.order;

export class MemoryOutboxStore implements OutboxStore {
  readonly #entries = new Map<string, OutboxEntry>();

  async load(): Promise<OutboxEntry[]> {
    return [...this.#entries.values()].map((e) => structuredClone(e)).sort(byOrder);
  }

  async put(entry: OutboxEntry): Promise<void> {
    this.#entries.set(entry.id, structuredClone(entry));
  }

  async delete(id: string): Promise<void> {
    this.#entries.delete(id);
  }

  async clear(): Promise<void> {
    this.#entries.clear();
  }
}

const OUTBOX_STORE: ObjectStoreName = 'outbox';

/** One record per entry in an IndexedDB object store (browsers). */
export class IndexedDbOutboxStore implements OutboxStore {
  #db: Promise<IDBDatabase> | undefined;

  constructor(readonly databaseName = 'bothy-sync') {}

  #open(): Promise<IDBDatabase> {
    return (this.#db ??= openDatabase(this.databaseName));
  }

  async load(): Promise<OutboxEntry[]> {
    const db = await this.#open();
    const tx = db.transaction(OUTBOX_STORE, 'readonly');
    const values = await requestResult(tx.objectStore(OUTBOX_STORE).getAll());
    return (values as OutboxEntry[]).sort(byOrder);
  }

  async put(entry: OutboxEntry): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction(OUTBOX_STORE, 'readwrite');
    tx.objectStore(OUTBOX_STORE).put(structuredClone(entry), entry.id);
    await transactionDone(tx);
  }

  async delete(id: string): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction(OUTBOX_STORE, 'readwrite');
    tx.objectStore(OUTBOX_STORE).delete(id);
    await transactionDone(tx);
  }

  async clear(): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction(OUTBOX_STORE, 'readwrite');
    tx.objectStore(OUTBOX_STORE).clear();
    await transactionDone(tx);
  }
}
