// The persistent outbox (13.2): every write is stored here before it is sent.
// Pluggable: memory, a file (Node), IndexedDB (browsers).
import { readFileIfExists, removeFile, SerialQueue, writeFileAtomic } from '../internal/atomic-file.ts';
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

const byOrder = (a: OutboxEntry, b: OutboxEntry): number => a.order - b.order;

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

/** All entries in one JSON file, replaced atomically on every change. */
export class FileOutboxStore implements OutboxStore {
  readonly #queue = new SerialQueue();
  #entries: Map<string, OutboxEntry> | undefined;

  constructor(readonly path: string) {}

  async #read(): Promise<Map<string, OutboxEntry>> {
    if (this.#entries) return this.#entries;
    const text = await readFileIfExists(this.path);
    const list = text === undefined ? [] : (JSON.parse(text) as OutboxEntry[]);
    this.#entries = new Map(list.map((e) => [e.id, e]));
    return this.#entries;
  }

  #write(entries: Map<string, OutboxEntry>): Promise<void> {
    return writeFileAtomic(this.path, JSON.stringify([...entries.values()].sort(byOrder)));
  }

  load(): Promise<OutboxEntry[]> {
    return this.#queue.run(async () => [...(await this.#read()).values()].map((e) => structuredClone(e)).sort(byOrder));
  }

  put(entry: OutboxEntry): Promise<void> {
    const copy = structuredClone(entry);
    return this.#queue.run(async () => {
      const entries = await this.#read();
      entries.set(copy.id, copy);
      await this.#write(entries);
    });
  }

  delete(id: string): Promise<void> {
    return this.#queue.run(async () => {
      const entries = await this.#read();
      if (!entries.delete(id)) return;
      await this.#write(entries);
    });
  }

  clear(): Promise<void> {
    return this.#queue.run(async () => {
      this.#entries = new Map();
      await removeFile(this.path);
    });
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
