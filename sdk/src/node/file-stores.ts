// The stores of a Node app: files, replaced atomically on every write. They import node:fs, so
// they live behind their own entry point (@bothy/sdk/node) and a browser bundle of the main entry
// has no Node module in it.
import { exportJWK, importJWK, type JWK } from 'jose';
import { dpopKeyFromPair, DPOP_ALG, type DpopKey, type DpopKeyStore } from '../dpop/key.ts';
import type { InboxEntry, InboxStore } from '../agent/inbox.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import type { CursorStore, SyncPosition } from '../store/cursor-store.ts';
import { byOrder, type OutboxStore } from '../store/outbox-store.ts';
import { readFileIfExists, removeFile, SerialQueue, writeFileAtomic } from './atomic-file.ts';
import { acquireLock, lockTimes, type HeldLock, type LockOptions } from './lock-file.ts';

/** A JSON file, replaced atomically on every write (temporary file and rename). */
export class FileCursorStore implements CursorStore {
  readonly #queue = new SerialQueue();

  constructor(readonly path: string) {}

  async get(): Promise<SyncPosition | undefined> {
    const text = await readFileIfExists(this.path);
    return text === undefined ? undefined : (JSON.parse(text) as SyncPosition);
  }

  set(position: SyncPosition): Promise<void> {
    const text = JSON.stringify(position);
    return this.#queue.run(() => writeFileAtomic(this.path, text));
  }

  clear(): Promise<void> {
    return this.#queue.run(() => removeFile(this.path));
  }
}

/** Records keyed by one of their fields, all in one JSON file, replaced atomically on every change. */
class JsonRecordsFile<T> {
  readonly #queue = new SerialQueue();
  #records: Map<string, T> | undefined;

  constructor(
    readonly path: string,
    private readonly keyOf: (record: T) => string,
    private readonly order: (a: T, b: T) => number,
  ) {}

  async #read(): Promise<Map<string, T>> {
    if (this.#records) return this.#records;
    const text = await readFileIfExists(this.path);
    const list = text === undefined ? [] : (JSON.parse(text) as T[]);
    this.#records = new Map(list.map((r) => [this.keyOf(r), r]));
    return this.#records;
  }

  #write(records: Map<string, T>): Promise<void> {
    return writeFileAtomic(this.path, JSON.stringify([...records.values()].sort(this.order)), 0o600);
  }

  load(): Promise<T[]> {
    return this.#queue.run(async () => [...(await this.#read()).values()].map((r) => structuredClone(r)).sort(this.order));
  }

  put(record: T): Promise<void> {
    const copy = structuredClone(record);
    return this.#queue.run(async () => {
      const records = await this.#read();
      records.set(this.keyOf(copy), copy);
      await this.#write(records);
    });
  }

  delete(key: string): Promise<void> {
    return this.#queue.run(async () => {
      const records = await this.#read();
      if (!records.delete(key)) return;
      await this.#write(records);
    });
  }

  clear(): Promise<void> {
    return this.#queue.run(async () => {
      this.#records = new Map();
      await removeFile(this.path);
    });
  }
}

/** All entries in one JSON file, replaced atomically on every change. */
export class FileOutboxStore implements OutboxStore {
  readonly #file: JsonRecordsFile<OutboxEntry>;

  constructor(readonly path: string) {
    this.#file = new JsonRecordsFile(path, (e) => e.id, byOrder);
  }

  load(): Promise<OutboxEntry[]> {
    return this.#file.load();
  }

  put(entry: OutboxEntry): Promise<void> {
    return this.#file.put(entry);
  }

  delete(id: string): Promise<void> {
    return this.#file.delete(id);
  }

  clear(): Promise<void> {
    return this.#file.clear();
  }
}

/**
 * The agent's inbox (15.2) in one JSON file, readable by its owner only (it holds invocation
 * tokens). Every put is on disk (written, flushed, renamed) before it resolves, so the ack that
 * follows it never runs ahead of the entry, also across a SIGKILL.
 *
 * One process at a time (D511): `open()` (BothyAgent.start calls it) takes the lock file
 * `<path>.lock`, which names the holder's pid and host (and on Linux its boot and pid namespace) and
 * its refresh interval, and `close()` (BothyAgent.stop) removes it; in between the holder touches it
 * (its mtime) every `lockRefreshInterval`. A second opener gets StorageError `inbox_locked`; a lock of
 * this host, boot and pid namespace whose process is gone is taken over with a warning (BothyAgent:
 * an `inbox_lock_taken_over` event). A lock whose pid cannot be checked from here (another host, boot
 * or pid namespace: a container restarted on a kept volume, another container with this host name)
 * is watched: touched within `lockStaleAfter`, its holder is alive and `open()` rejects
 * `inbox_locked`; not touched for that long, it is taken over (D511, third addendum). A lock that
 * names no refresh interval (an earlier SDK) of another host, boot or namespace is removed by hand.
 * While open, `lost()` says whether the lease still holds (D511, fourth addendum).
 */
export class FileInboxStore implements InboxStore {
  readonly #file: JsonRecordsFile<InboxEntry>;
  readonly lockPath: string;
  readonly #lockOptions: LockOptions;
  #lock: HeldLock | undefined;

  /** `options`: the lock's refresh interval and stale time (LockOptions; BothyError `invalid_options` for a value out of range), and the lock's twins for tests. */
  constructor(
    readonly path: string,
    options: LockOptions = {},
  ) {
    lockTimes(options);
    this.#file = new JsonRecordsFile(path, (e) => e.runId, (a, b) => a.seq - b.seq || a.runId.localeCompare(b.runId));
    this.lockPath = `${path}.lock`;
    this.#lockOptions = options;
  }

  /** `lost` is told once if the lock is lost while held (taken over, removed, its lease lapsed: D511 fourth addendum); without it, `warn`. */
  async open(warn: (message: string) => void = (message) => console.warn(message), lost?: (why: string) => void): Promise<void> {
    if (this.#lock) return;
    this.#lock = await acquireLock(this.lockPath, warn, this.#lockOptions, lost);
  }

  /** Undefined while this process holds the lock (or has not opened it; its lease held: refreshed less than half the stale time ago); else why not (D511, fourth addendum). */
  lost(): string | undefined {
    return this.#lock?.lost();
  }

  async close(): Promise<void> {
    const lock = this.#lock;
    this.#lock = undefined;
    await lock?.release();
  }

  load(): Promise<InboxEntry[]> {
    return this.#file.load();
  }

  put(entry: InboxEntry): Promise<void> {
    return this.#file.put(entry);
  }

  delete(runId: string): Promise<void> {
    return this.#file.delete(runId);
  }

  clear(): Promise<void> {
    return this.#file.clear();
  }
}

/** The private JWK in a file (Node), readable by its owner only (mode 0600). */
export class FileDpopKeyStore implements DpopKeyStore {
  readonly needsExtractable = true;
  readonly #queue = new SerialQueue();

  constructor(readonly path: string) {}

  async load(): Promise<DpopKey | undefined> {
    const text = await readFileIfExists(this.path);
    if (text === undefined) return undefined;
    const jwk = JSON.parse(text) as JWK;
    const privateKey = (await importJWK(jwk, DPOP_ALG, { extractable: false })) as CryptoKey;
    const publicKey = (await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, DPOP_ALG, { extractable: true })) as CryptoKey;
    return dpopKeyFromPair({ privateKey, publicKey });
  }

  async save(key: DpopKey): Promise<void> {
    const jwk = await exportJWK(key.privateKey);
    await this.#queue.run(() => writeFileAtomic(this.path, JSON.stringify(jwk), 0o600));
  }
}
