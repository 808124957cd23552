// The stores of a Node app: files, replaced atomically on every write. They import node:fs, so
// they live behind their own entry point (@bothy/sdk/node) and a browser bundle of the main entry
// has no Node module in it.
import { exportJWK, importJWK, type JWK } from 'jose';
import { dpopKeyFromPair, DPOP_ALG, type DpopKey, type DpopKeyStore } from '../dpop/key.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import type { CursorStore, SyncPosition } from '../store/cursor-store.ts';
import { byOrder, type OutboxStore } from '../store/outbox-store.ts';
import { readFileIfExists, removeFile, SerialQueue, writeFileAtomic } from './atomic-file.ts';

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
