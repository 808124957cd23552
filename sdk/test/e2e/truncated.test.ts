// 2.2 end to end: a message over sync.event_payload_max_bytes arrives with truncated: true and a
// reduced text; reloadTruncated fetches the whole message via REST.
import { EventType, type EventOf } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/index.ts';
import { reloadTruncated } from '../../src/sync/truncated.ts';
import { LocalCache, memoryCache, restSource, type CacheFactory } from '../../src/cache/cache.ts';
import { MemoryCacheStore } from '../../src/cache/store.ts';
import { e2eClient, newThread, until, useTestServer, type E2eClient } from '../support/e2e.ts';

const MAX = 2048;
const t = useTestServer({ 'sync.event_payload_max_bytes': MAX });
let sam: E2eClient;
beforeAll(async () => {
  sam = await e2eClient(t, t.server.url, 'sam');
  await sam.client.start();
  await sam.client.whenLive();
});
const others: E2eClient[] = [];
afterAll(async () => {
  await sam?.client.close();
  for (const c of others) await c.client.close();
});

describe('truncated events reload via REST (2.2)', () => {
  it('a long message comes with truncated: true and a cut text; reloadTruncated hands over the whole message, a short one is not fetched', async () => {
    const thread = await newThread(t, '2.2 long');
    const reloaded: { message: Message; event: EventOf<typeof EventType.MessageCreated> | EventOf<typeof EventType.MessageUpdated> }[] = [];
    const errors: unknown[] = [];
    const stop = reloadTruncated(sam.client.connection, sam.client.rest, (message, event) => reloaded.push({ message, event }), (e) => errors.push(e));
    const long = `Ünïcödé 😀 ${'€😀'.repeat(1000)}`;
    const a = await sam.client.sendMessage(thread, 'short one');
    const b = await sam.client.sendMessage(thread, long);
    await until(() => sam.seen.deliveries.some((e) => e.payload.message.client_msg_id === b.id) && reloaded.length === 1, 'the delivery and its reload');
    const delivered = sam.seen.deliveries.find((e) => e.payload.message.client_msg_id === b.id)!;
    expect(delivered.truncated).toBe(true);
    expect(long.startsWith(delivered.payload.message.content_md)).toBe(true);
    expect(delivered.payload.message.content_md.length).toBeLessThan(long.length);
    expect(reloaded[0]!.message.content_md).toBe(long);
    expect(reloaded[0]!.event).toBe(delivered);
    expect(sam.seen.deliveries.find((e) => e.payload.message.client_msg_id === a.id)!.truncated).toBeUndefined();
    expect(errors).toEqual([]);
    stop();
  });

  /** The cache (13.1) keeps what it shows true: a truncated payload is replaced by the whole message. */
  async function cachedText(cache: CacheFactory): Promise<{ sent: string; cached: () => Promise<string | undefined>; client: E2eClient; reloaded: string[] }> {
    const c = await e2eClient(t, t.server.url, 'sam', { cache });
    others.push(c);
    await c.client.start();
    await c.client.whenLive();
    const thread = await newThread(t, '2.2 long, cached');
    await c.client.cache!.openThread(thread);
    // Heard from before the send: the reload may be done by the time the echo is seen.
    const reloaded: string[] = [];
    c.client.cache!.on('message_reloaded', (e) => reloaded.push(e.message_id));
    const sent = `Grüße 😀 ${'ü€'.repeat(1500)}`;
    const entry = await c.client.sendMessage(thread, sent);
    await until(() => c.seen.deliveries.some((e) => e.payload.message.client_msg_id === entry.id), 'the echo of the long message');
    const cached = async () => {
      await c.client.cache!.idle();
      return (await c.client.cache!.messages(thread)).find((m) => m.client_msg_id === entry.id)?.content_md;
    };
    return { sent, cached, client: c, reloaded };
  }

  it('the local cache replaces a message stored from a truncated payload with the whole message from REST (2.2, 13.1)', async () => {
    const { sent, cached, reloaded } = await cachedText(memoryCache());
    await until(async () => (await cached()) === sent, 'the whole text in the cache');
    expect(await cached()).toBe(sent);
    expect(reloaded).toHaveLength(1);
  });

  it('twin: a cache that cannot reload keeps the cut text, and the same check fails', async () => {
    const withoutReload: CacheFactory = (host) => new LocalCache({ store: new MemoryCacheStore(), source: { ...restSource(host.rest), getMessage: undefined } }).attach(host);
    const { sent, cached } = await cachedText(withoutReload);
    await until(async () => (await cached()) !== undefined, 'the message is cached');
    const text = await cached();
    expect(text).not.toBe(sent);
    expect(sent.startsWith(text!)).toBe(true);
  });
});
