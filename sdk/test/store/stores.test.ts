import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasIndexedDb } from '../../src/internal/indexeddb.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { OutboxEntry } from '../../src/outbox/types.ts';
import { FileCursorStore, FileOutboxStore } from '../../src/node/file-stores.ts';
import { IndexedDbCursorStore, MemoryCursorStore, type CursorStore, type SyncPosition } from '../../src/store/cursor-store.ts';
import { IndexedDbOutboxStore, MemoryOutboxStore, type OutboxStore } from '../../src/store/outbox-store.ts';
import { EPOCH, THREAD } from '../support/events.ts';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'bothy-store-'));

function entry(order: number, text = `m${order}`): OutboxEntry {
  const id = uuidv7();
  return {
    id,
    order,
    lane: THREAD,
    created_at: 1,
    state: 'queued',
    attempts: 0,
    op: { kind: 'message.create', thread_id: THREAD, body: { client_msg_id: id, content_md: text } },
  };
}

const cursorStores: Array<[string, () => Promise<CursorStore>]> = [
  ['MemoryCursorStore', async () => new MemoryCursorStore()],
  ['FileCursorStore', async () => new FileCursorStore(path.join(await tempDir(), 'cursor.json'))],
];
const outboxStores: Array<[string, () => Promise<OutboxStore>]> = [
  ['MemoryOutboxStore', async () => new MemoryOutboxStore()],
  ['FileOutboxStore', async () => new FileOutboxStore(path.join(await tempDir(), 'outbox.json'))],
];

if (hasIndexedDb()) {
  cursorStores.push(['IndexedDbCursorStore', async () => new IndexedDbCursorStore(`test-${uuidv7()}`)]);
  outboxStores.push(['IndexedDbOutboxStore', async () => new IndexedDbOutboxStore(`test-${uuidv7()}`)]);
} else {
  console.log('IndexedDbCursorStore and IndexedDbOutboxStore: skipped, this runtime has no indexedDB (Node); the browser run covers them');
}

describe.each(cursorStores)('cursor store (7.1, 7.5): %s', (_name, make) => {
  it('is empty at first, then returns what was set, and forgets on clear (4012)', async () => {
    const store = await make();
    expect(await store.get()).toBeUndefined();
    const position: SyncPosition = { cursor: 1200, sync_epoch: EPOCH, gateway_session_id: uuidv7(), session_expires_at: 5 };
    await store.set(position);
    expect(await store.get()).toEqual(position);
    await store.set({ cursor: 1300, sync_epoch: EPOCH });
    expect(await store.get()).toEqual({ cursor: 1300, sync_epoch: EPOCH });
    await store.clear();
    expect(await store.get()).toBeUndefined();
  });

  it('returns copies, so a caller cannot change the stored position by accident', async () => {
    const store = await make();
    const position = { cursor: 1, sync_epoch: EPOCH };
    await store.set(position);
    position.cursor = 99;
    const read = (await store.get())!;
    read.cursor = 77;
    expect((await store.get())!.cursor).toBe(1);
  });
});

describe.each(outboxStores)('outbox store (13.2): %s', (_name, make) => {
  it('keeps entries in insertion order, replaces by id and deletes', async () => {
    const store = await make();
    const [a, b, c] = [entry(1), entry(2), entry(3)];
    await store.put(c);
    await store.put(a);
    await store.put(b);
    expect((await store.load()).map((e) => e.id)).toEqual([a.id, b.id, c.id]);
    await store.put({ ...b, state: 'failed', failure: { code: 'payload_too_large', status: 413, message: 'too big' } });
    await store.delete(a.id);
    const loaded = await store.load();
    expect(loaded.map((e) => e.id)).toEqual([b.id, c.id]);
    expect(loaded[0]).toMatchObject({ state: 'failed', failure: { status: 413 } });
    await store.clear();
    expect(await store.load()).toEqual([]);
  });
});

describe('file stores: atomic replacement (temporary file and rename)', () => {
  it('a new store instance reads what another one wrote (a restart)', async () => {
    const dir = await tempDir();
    await new FileCursorStore(path.join(dir, 'c.json')).set({ cursor: 5, sync_epoch: EPOCH });
    expect(await new FileCursorStore(path.join(dir, 'c.json')).get()).toEqual({ cursor: 5, sync_epoch: EPOCH });
    const e = entry(1);
    await new FileOutboxStore(path.join(dir, 'o.json')).put(e);
    expect(await new FileOutboxStore(path.join(dir, 'o.json')).load()).toEqual([e]);
  });

  it('leaves no temporary file behind, and the file always holds complete JSON', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'c.json');
    const store = new FileCursorStore(file);
    let done = false;
    const writes = Promise.all(Array.from({ length: 50 }, (_, i) => store.set({ cursor: i, sync_epoch: EPOCH }))).then(() => {
      done = true;
    });
    const reads: unknown[] = [];
    while (!done) {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text !== undefined) reads.push(JSON.parse(text)); // throws on a torn write
      await new Promise((r) => setImmediate(r));
    }
    await writes;
    expect(await store.get()).toEqual({ cursor: 49, sync_epoch: EPOCH });
    expect(await readdir(dir)).toEqual(['c.json']);
    expect(reads.length).toBeGreaterThan(0);
  });
});
