import { BothyClient, EventType, indexedDbCache, memoryCache, type BothyClientOptions, type Message } from '@bothy/sdk';

// The local cache (13.1) is opt-in: without `cache` nothing is cached and its code is not bundled.
export async function openWithCache(options: BothyClientOptions, threadId: string, show: (messages: Message[]) => void): Promise<BothyClient> {
  const inBrowser = typeof indexedDB !== 'undefined';
  const client = await BothyClient.open({ ...options, cache: inBrowser ? indexedDbCache() : memoryCache() });
  const cache = client.cache!;
  // 8.3: the access went; the cache has deleted the thread's content. Close the view.
  cache.on('access_lost', ({ thread_ids }) => {
    if (thread_ids.includes(threadId)) console.log('No access anymore');
  });
  // 4: a gap in thread_seq was filled through REST (or the thread was loaded again after a resync); draw it again.
  cache.on('reloaded', ({ thread_id }) => {
    if (thread_id === threadId) void cache.messages(threadId).then(show);
  });
  await client.start();
  show(await cache.openThread(threadId)); // REST once; from now on events keep the thread in the cache
  client.on(EventType.MessageCreated, () => void cache.messages(threadId).then(show));
  return client;
}
