// What every CacheStore must do, as a function that returns its failures instead of asserting, so
// that the same checks run in Node (MemoryCacheStore) and inside Chromium (IndexedDbCacheStore),
// where there is no vitest.
import type { CacheEntry, CacheStore } from '../../src/cache/store.ts';

const T1 = '00000000-0000-7000-8000-000000000001';
const T2 = '00000000-0000-7000-8000-000000000002';
const C1 = '00000000-0000-7000-8000-000000000004';
const S1 = '00000000-0000-7000-8000-000000000005';

const entries: CacheEntry[] = [
  { kind: 'thread', id: T1, thread_id: T1, channel_id: C1, space_id: S1, value: { through: 2 }, used_at: 100 },
  { kind: 'message', id: 'm1', thread_id: T1, channel_id: C1, thread_seq: 1, version: 1, value: { content_md: 'a' }, used_at: 100 },
  { kind: 'message', id: 'm2', thread_id: T1, channel_id: C1, thread_seq: 2, version: 3, value: { content_md: 'b' }, used_at: 300 },
  { kind: 'message', id: 'm3', thread_id: T2, thread_seq: 1, version: 1, value: { content_md: 'c' }, used_at: 300 },
  { kind: 'setting', id: 'theme', version: 2, value: { key: 'theme', value: 'dark', version: 2 }, used_at: 50 },
  { kind: 'draft', id: T2, thread_id: T2, version: 1, value: null, used_at: 400 },
  { kind: 'meta', id: 'position', value: { cursor: 9 }, used_at: 0 },
];

const ids = (list: CacheEntry[]) => list.map((e) => `${e.kind}/${e.id}`).sort().join(',');

export async function storeContract(store: CacheStore): Promise<string[]> {
  const failures: string[] = [];
  const expect = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  };
  await store.clear();
  expect('get of a missing entry', await store.get('message', 'm1'), undefined);
  await store.write({ put: entries });
  expect('get returns what was put', await store.get('message', 'm2'), entries[2]);
  expect('get keeps a null value (a tombstone)', (await store.get('draft', T2))?.value, null);
  expect('find by thread', ids(await store.find({ thread_id: T1 })), 'message/m1,message/m2,thread/' + T1);
  expect('find by thread and kind', ids(await store.find({ kind: 'message', thread_id: T1 })), 'message/m1,message/m2');
  expect('find by channel', ids(await store.find({ channel_id: C1 })), 'message/m1,message/m2,thread/' + T1);
  expect('find by space', ids(await store.find({ space_id: S1 })), 'thread/' + T1);
  expect('find by kind', ids(await store.find({ kind: 'message' })), 'message/m1,message/m2,message/m3');
  expect('find by last use, never the meta entry', ids(await store.find({ used_before: 101 })), `message/m1,setting/theme,thread/${T1}`);
  expect('the meta entry by its kind', ids(await store.find({ kind: 'meta' })), 'meta/position');
  // A returned entry is a copy: changing it changes nothing stored.
  const copy = (await store.get('message', 'm1'))!;
  copy.version = 99;
  expect('entries are copies', (await store.get('message', 'm1'))?.version, 1);
  await store.write({ put: [{ ...entries[1]!, version: 2 }], delete: [{ kind: 'message', id: 'm2' }, { kind: 'setting', id: 'theme' }] });
  expect('write puts and deletes together', ids(await store.find({ thread_id: T1 })), 'message/m1,thread/' + T1);
  expect('a put replaces by kind and id', (await store.get('message', 'm1'))?.version, 2);
  expect('a deleted entry is gone', await store.get('setting', 'theme'), undefined);
  await store.clear();
  expect('clear deletes every entry', ids([...(await store.find({ kind: 'message' })), ...(await store.find({ kind: 'meta' })), ...(await store.find({ kind: 'thread' }))]), '');
  return failures;
}
