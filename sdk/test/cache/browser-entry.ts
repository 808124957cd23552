// Bundled by test/e2e/cache-browser.test.ts and run inside Chromium: the store contract on
// IndexedDbCacheStore, then the cache over IndexedDB across a reopen, an access loss and a wipe.
import { LocalCache } from '../../src/cache/cache.ts';
import { IndexedDbCacheStore } from '../../src/cache/indexeddb-store.ts';
import { CacheKind } from '../../src/cache/store.ts';
import { CHANNEL, message, messageCreated, THREAD } from '../support/events.ts';
import { accessChanged, draftUpdated } from './events.ts';
import { storeContract } from './store-contract.ts';

async function cacheOverIndexedDb(): Promise<string[]> {
  const failures: string[] = [];
  const check = (what: string, ok: boolean) => void (ok || failures.push(what));
  const name = `bothy-cache-${crypto.randomUUID()}`;
  const source = { listMessages: async (_t: string, after: number) => [message({ thread_seq: 1, content_md: 'from REST' })].filter((m) => m.thread_seq > after) };
  const first = new LocalCache({ store: new IndexedDbCacheStore(name), source });
  await first.openThread(THREAD, { channel_id: CHANNEL });
  await first.apply(messageCreated(5, message({ thread_seq: 2, content_md: 'from an event' })));
  await first.apply(draftUpdated(6, { thread_id: THREAD, channel_id: CHANNEL }, 1, 'a draft'));
  await first.idle();
  await (first.store as IndexedDbCacheStore).close();

  // A new page: the same database holds the thread, its messages, the draft and the position.
  const store = new IndexedDbCacheStore(name);
  const second = new LocalCache({ store, source });
  check('the messages survive a reopen', JSON.stringify((await second.messages(THREAD)).map((m) => m.content_md)) === '["from REST","from an event"]');
  check('the draft survives a reopen', (await second.draft(THREAD))?.content_md === 'a draft');
  check('the position survives a reopen (9: seq <= cursor is dropped)', (await second.apply(messageCreated(6, message({ thread_seq: 3 })))) === 'duplicate');
  await second.apply(accessChanged(7, [{ kind: 'channel', id: CHANNEL }]));
  const left = [...(await store.find({ channel_id: CHANNEL })), ...(await store.find({ thread_id: THREAD }))];
  check(`access loss deletes the channel's content in IndexedDB (8.3), left: ${left.map((e) => e.kind).join(',')}`, left.length === 0);
  await second.apply(draftUpdated(8, { thread_id: THREAD, channel_id: uuid() }, 2, 'another'));
  await second.wipe();
  check('4012 wipes IndexedDB', (await store.find({ kind: CacheKind.Draft })).length === 0 && (await store.find({ kind: CacheKind.Meta })).length === 0);
  await store.close();
  return failures;
}

const uuid = () => crypto.randomUUID();

(globalThis as unknown as { cacheChecks: () => Promise<{ contract: string[]; cache: string[] }> }).cacheChecks = async () => ({
  contract: await storeContract(new IndexedDbCacheStore(`bothy-contract-${uuid()}`)),
  cache: await cacheOverIndexedDb(),
});
