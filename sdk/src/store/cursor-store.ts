// Where the client keeps its place in the log (7.1, 7.5): the cursor with its sync epoch, and the
// gateway session for resume (6.3). Pluggable: memory, IndexedDB (browsers); a file in Node
// (node/file-stores.ts, the entry point @bothy/sdk/node).
import { openDatabase, requestResult, transactionDone, type ObjectStoreName } from '../internal/indexeddb.ts';

export interface SyncPosition {
  /** The highest seq the server has checked for this principal (7.1). */
  cursor: number;
  /** The timeline the cursor belongs to (7.5). */
  sync_epoch: string;
  /** The gateway session to resume (6.3). */
  gateway_session_id?: string;
  /** Until when resume is worth trying: the last sign of the connection plus resume_window_ms. */
  session_expires_at?: number;
}

export interface CursorStore {
  get(): Promise<SyncPosition | undefined>;
  set(position: SyncPosition): Promise<void>;
  /** 4012 (R-SY-14): forget everything. */
  clear(): Promise<void>;
}

export class MemoryCursorStore implements CursorStore {
  #position: SyncPosition | undefined;

  constructor(initial?: SyncPosition) {
    this.#position = initial ? { ...initial } : undefined;
  }

  async get(): Promise<SyncPosition | undefined> {
    return this.#position ? { ...this.#position } : undefined;
  }

  async set(position: SyncPosition): Promise<void> {
    this.#position = { ...position };
  }

  async clear(): Promise<void> {
    this.#position = undefined;
  }
}

const CURSOR_STORE: ObjectStoreName = 'position';
const CURSOR_KEY = 'position';

/** One record in an IndexedDB database of its own (browsers). */
export class IndexedDbCursorStore implements CursorStore {
  #db: Promise<IDBDatabase> | undefined;

  constructor(readonly databaseName = 'bothy-sync') {}

  #open(): Promise<IDBDatabase> {
    return (this.#db ??= openDatabase(this.databaseName));
  }

  async get(): Promise<SyncPosition | undefined> {
    const db = await this.#open();
    const tx = db.transaction(CURSOR_STORE, 'readonly');
    const value = await requestResult(tx.objectStore(CURSOR_STORE).get(CURSOR_KEY));
    return value === undefined ? undefined : (value as SyncPosition);
  }

  async set(position: SyncPosition): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction(CURSOR_STORE, 'readwrite');
    tx.objectStore(CURSOR_STORE).put({ ...position }, CURSOR_KEY);
    await transactionDone(tx);
  }

  async clear(): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction(CURSOR_STORE, 'readwrite');
    tx.objectStore(CURSOR_STORE).delete(CURSOR_KEY);
    await transactionDone(tx);
  }
}
