// The local cache (13.1) in a BothyClient against the reference server: the gap rule of 4 over the
// real gateway and GET /threads/{id}/messages, 4012 (8.5, R-SY-14), resync_required (7.3), and an
// access that went while the client was away (8.3, D329).
import { EventType, ProblemCode, ServerOp, type Message } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheRules, memoryCache, storeCache, type AccessLostEvent, type CacheFactory, type CacheFactoryOptions, type LocalCache, type ReloadedEvent } from '../../src/cache/cache.ts';
import { CacheKind, MemoryCacheStore, type CacheEntry } from '../../src/cache/store.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { MemoryCursorStore } from '../../src/store/cursor-store.ts';
import { MemoryOutboxStore } from '../../src/store/outbox-store.ts';
import type { BothyError } from '../../src/errors.ts';
import { e2eClient, newThread, threadMessages, until, useTestServer, type E2eClient } from '../support/e2e.ts';
import type { TestClient } from '../../../server/test/support/server.ts';
import { personWithChannel } from '../../../server/test/support/people.ts';

const t = useTestServer();
const clients: E2eClient[] = [];
let alexRest: TestClient;

beforeAll(async () => {
  alexRest = await t.client('alex');
});

afterAll(async () => {
  for (const c of clients) await c.client.close();
});

async function liveClient(options: Parameters<typeof e2eClient>[3] = {}): Promise<E2eClient & { cache: LocalCache }> {
  const c = await e2eClient(t, t.server.url, 'alex', options);
  clients.push(c);
  await c.client.start();
  await c.client.whenLive();
  return { ...c, cache: c.client.cache! };
}

/** 15.8: n messages into the thread in one batch: one thread.updated, no message.created. */
async function importMessages(thread: string, n: number): Promise<void> {
  const r = await alexRest.request('POST', `/api/v1/threads/${thread}/import-batches`, {
    body: { import_id: uuidv7(), batch: 1, last: true, messages: Array.from({ length: n }, (_, i) => ({ author_id: t.ids.alex, content_md: `imported ${i + 1}`, created_at: '2021-05-01T10:00:00Z' })) },
  });
  expect(r.status, r.text).toBe(200);
}

/** The safety check: the cached thread holds exactly the server's messages, every thread_seq once. */
async function sameAsServer(cache: LocalCache, thread: string): Promise<boolean> {
  await cache.idle();
  const cached = (await cache.messages(thread)).map((m: Message) => [m.thread_seq, m.content_md]);
  const server = (await threadMessages(t, thread)).map((m) => [m.thread_seq, m.content_md]);
  return JSON.stringify(cached) === JSON.stringify(server);
}

async function sendAndSee(c: E2eClient & { cache: LocalCache }, thread: string, text: string): Promise<void> {
  const entry = await c.client.sendMessage(thread, text);
  await until(() => c.seen.deliveries.some((e) => e.payload.message.client_msg_id === entry.id), `the echo of ${text}`);
}

describe('the gap rule against the reference server (4)', () => {
  it('thread.updated of an import names a higher last_message_seq: the cache reloads the range through REST', async () => {
    const c = await liveClient({ cache: memoryCache() });
    const thread = await newThread(t, 'gap via thread.updated');
    expect(await c.cache.openThread(thread)).toEqual([]);
    await sendAndSee(c, thread, 'one');
    await until(async () => (await c.cache.messages(thread)).length === 1, 'the message is cached');
    const reloaded: ReloadedEvent[] = [];
    c.cache.on('reloaded', (r) => reloaded.push(r));
    await importMessages(thread, 3);
    await until(async () => (await c.cache.messages(thread)).length === 4, 'the imported messages are cached');
    expect(await sameAsServer(c.cache, thread)).toBe(true);
    expect(reloaded).toEqual([{ thread_id: thread, after_seq: 1, through: 4 }]);
    await sendAndSee(c, thread, 'five');
    await until(async () => (await c.cache.messages(thread)).length === 5, 'the next message is cached');
    expect(await sameAsServer(c.cache, thread)).toBe(true);
  });

  /** A cache that does not read thread.updated: only the next message.created shows the gap. */
  const withoutThreadRule = (extra: CacheFactoryOptions = {}) => {
    const { [EventType.ThreadUpdated]: _dropped, ...rules } = cacheRules;
    return memoryCache({ rules, ...extra });
  };

  it('message.created with a thread_seq above the complete range: the cache reloads the missing ones; a tombstone is no gap', async () => {
    const c = await liveClient({ cache: withoutThreadRule() });
    const thread = await newThread(t, 'gap via message.created');
    await c.cache.openThread(thread);
    await sendAndSee(c, thread, 'one');
    const second = await alexRest.postMessage(thread, 'two, deleted');
    expect(second.status).toBe(201);
    await until(async () => (await c.cache.messages(thread)).length === 2, 'two cached');
    await c.cache.idle();
    const deleted = await alexRest.request('DELETE', `/api/v1/messages/${second.body.id}`);
    expect(deleted.status).toBe(204);
    await importMessages(thread, 2);
    await sendAndSee(c, thread, 'five');
    await until(async () => (await c.cache.messages(thread)).length === 5, 'all five cached');
    expect(await sameAsServer(c.cache, thread)).toBe(true);
    expect((await c.cache.messages(thread))[1]).toMatchObject({ thread_seq: 2, content_md: '' });
    expect((await c.cache.thread(thread))?.through).toBe(5);
  });

  it('twin: with the reload off, the same check finds the cached thread incomplete', async () => {
    const c = await liveClient({ cache: withoutThreadRule({ reloadGaps: false }) });
    const thread = await newThread(t, 'gap twin');
    await c.cache.openThread(thread);
    await sendAndSee(c, thread, 'one');
    await importMessages(thread, 2);
    await sendAndSee(c, thread, 'four');
    await until(async () => (await c.cache.messages(thread)).length === 2, 'one and four cached');
    expect(await sameAsServer(c.cache, thread)).toBe(false);
  });
});

describe('the cache across a restart (13.1, 7.2)', () => {
  it('with the stored cursor the catch-up brings what came meanwhile into the kept cache; without one the cache starts over', async () => {
    const thread = await newThread(t, 'restart');
    const [store, cursorStore] = [new MemoryCacheStore(), new MemoryCursorStore()];
    const first = await liveClient({ cache: storeCache(store), cursorStore });
    await first.cache.openThread(thread);
    await sendAndSee(first, thread, 'before the restart');
    await until(async () => (await first.cache.messages(thread)).length === 1, 'cached');
    await first.client.stop();
    expect((await alexRest.postMessage(thread, 'while away')).status).toBe(201);

    const second = await liveClient({ cache: storeCache(store), cursorStore, tokens: first.tokens });
    await until(async () => (await second.cache.messages(thread)).length === 2, 'the catch-up event is cached');
    expect(await sameAsServer(second.cache, thread)).toBe(true);
    await second.client.stop();

    // A cursor store that lost its position: nothing can catch the cache up, so it starts over.
    const third = await liveClient({ cache: storeCache(store), cursorStore: new MemoryCursorStore(), tokens: first.tokens });
    await third.cache.idle();
    expect(await third.cache.thread(thread)).toBeUndefined();
    expect(await store.find({ kind: CacheKind.Message })).toEqual([]);
  });
});

describe('a thread opened before the first ready (13.1, 7.2; D324)', () => {
  /**
   * A new device (no cursor) opens a thread and then starts: its first ready discards the cache's
   * server state. A message sent after it is live; what the cache then holds of the thread.
   */
  async function openedBeforeReady(options: CacheFactoryOptions = {}): Promise<{ c: E2eClient & { cache: LocalCache }; thread: string; reloaded: ReloadedEvent[] }> {
    const thread = await newThread(t, 'opened before ready');
    expect((await alexRest.postMessage(thread, 'already there')).status).toBe(201);
    const c = await e2eClient(t, t.server.url, 'alex', { cache: memoryCache(options) });
    clients.push(c);
    const cache = c.client.cache!;
    const reloaded: ReloadedEvent[] = [];
    cache.on('reloaded', (r) => reloaded.push(r));
    expect((await cache.openThread(thread)).map((m) => m.content_md)).toEqual(['already there']);
    await c.client.start();
    await c.client.whenLive();
    const live = { ...c, cache };
    await sendAndSee(live, thread, 'after the ready');
    await cache.idle();
    return { c: live, thread, reloaded };
  }

  it('the discard keeps the thread open and loads it again: both messages cached, a reloaded event for the view', async () => {
    const { c, thread, reloaded } = await openedBeforeReady();
    await until(async () => (await c.cache.messages(thread)).length === 2, 'both messages cached');
    expect(await sameAsServer(c.cache, thread)).toBe(true);
    expect(reloaded.filter((r) => r.thread_id === thread && r.after_seq === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('twin: a discard that forgets the opened thread leaves it empty; the message after the ready never lands in it', async () => {
    const { c, thread } = await openedBeforeReady({ reopenOnDiscard: false });
    expect(await c.cache.messages(thread)).toEqual([]);
    expect(await sameAsServer(c.cache, thread)).toBe(false);
  });
});

describe('4012 and resync_required with a cache (8.5, R-SY-14, 7.3)', () => {
  /** A live client with an opened thread and one cached message; then its session is revoked (8.5). */
  async function cachedThenRevoked(cache: (store: MemoryCacheStore) => CacheFactory): Promise<MemoryCacheStore> {
    const store = new MemoryCacheStore();
    const c = await liveClient({ cache: cache(store) });
    const thread = await newThread(t, '4012');
    await c.cache.openThread(thread);
    await sendAndSee(c, thread, 'cached, then wiped');
    await until(async () => (await store.find({ kind: CacheKind.Message })).length === 1, 'the message is cached');
    const revoked = await alexRest.request('POST', `/api/v1/sessions/${c.tokens.session.session_id}/revoke`);
    expect(revoked.status, revoked.text).toBe(204);
    await until(() => c.client.state === 'logged_out', 'logged out');
    await c.cache.idle();
    return store;
  }

  it('4012 revoked: the cache is wiped with the cursor and the outbox', async () => {
    const store = await cachedThenRevoked((s) => storeCache(s));
    expect(store.size).toBe(0);
  });

  it('twin: a cache whose wipe does nothing keeps the content after 4012, and the same check fails', async () => {
    const keeping = (s: MemoryCacheStore): CacheFactory => (host) => {
      const cache = storeCache(s)(host);
      cache.wipe = async () => {};
      return cache;
    };
    const store = await cachedThenRevoked(keeping);
    expect(store.size).toBeGreaterThan(0);
  });

  it('resync_required: the cached server state is discarded, the snapshot taken, and the outbox kept and sent', async () => {
    const thread = await newThread(t, '7.3 with a cache');
    const store = new MemoryCacheStore();
    // What an earlier timeline left in the cache (7.5: a restore): a thread with a message.
    await store.write({
      put: [
        { kind: CacheKind.Thread, id: thread, thread_id: thread, value: { through: 1 }, used_at: Date.now() },
        { kind: CacheKind.Message, id: uuidv7(), thread_id: thread, thread_seq: 1, value: { old: true }, used_at: Date.now() },
      ],
    });
    const outboxStore = new MemoryOutboxStore();
    const c = await e2eClient(t, t.server.url, 'alex', { cursorStore: new MemoryCursorStore({ cursor: 3, sync_epoch: uuidv7() }), outboxStore, cache: storeCache(store) });
    clients.push(c);
    const entry = await c.client.sendMessage(thread, 'queued before the resync');
    let resyncs = 0;
    c.client.on('resync', () => (resyncs += 1));
    await c.client.start();
    await until(() => c.seen.deliveries.some((e) => e.payload.message.client_msg_id === entry.id), 'the outbox entry is sent after the reload');
    await c.client.cache!.idle();
    expect(resyncs).toBe(1);
    expect(await store.find({ kind: CacheKind.Message })).toEqual([]); // the old timeline's content is gone
    expect(await c.client.cache!.thread(thread)).toBeUndefined();
    expect((await c.client.cache!.channels()).map((ch) => ch.id)).toContain(t.ids.general); // the snapshot's structure
    expect((await threadMessages(t, thread)).map((m) => m.content_md)).toEqual(['queued before the resync']);
    expect(await outboxStore.load()).toEqual([]);
  });
});

describe('access loss against the reference server (8.3, 16.4)', () => {
  it('the owner revokes the grant: the cache deletes the channel\'s threads, messages and drafts and tells the open view; the twin without the rule keeps them', async () => {
    const place = await personWithChannel(t, alexRest, 'write');
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    const handle = rows[0]!.handle;
    const { [EventType.AccessChanged]: _dropped, ...withoutAccessRule } = cacheRules;
    const [store, twinStore] = [new MemoryCacheStore(), new MemoryCacheStore()];
    const open = async (s: MemoryCacheStore, rules = cacheRules) => {
      const c = await e2eClient(t, t.server.url, handle, { cache: storeCache(s, { rules }) });
      clients.push(c);
      await c.client.start();
      await c.client.whenLive();
      await c.client.cache!.openThread(place.thread);
      return c;
    };
    const [c, twin] = [await open(store), await open(twinStore, withoutAccessRule)];
    expect((await place.who.postMessage(place.thread, 'only for the grant')).status).toBe(201);
    const draft = await place.who.request('PUT', `/api/v1/threads/${place.thread}/draft`, { body: { base_version: 0, content_md: 'a draft in the channel' } });
    expect(draft.status, draft.text).toBe(200);
    const read = await place.who.request('PUT', `/api/v1/threads/${place.thread}/read-state`, { body: { last_read_seq: 1 } });
    expect(read.status, read.text).toBe(200);
    /** The safety check: nothing of the channel left in the store (read states included), by place or by thread. */
    const leaks = async (s: MemoryCacheStore): Promise<CacheEntry[]> => {
      const all = (await Promise.all([CacheKind.Channel, CacheKind.Thread, CacheKind.Message, CacheKind.Draft, CacheKind.ReadState].map((kind) => s.find({ kind })))).flat();
      return all.filter((e) => e.id === place.channel || e.channel_id === place.channel || e.thread_id === place.thread);
    };
    for (const [x, s] of [[c, store], [twin, twinStore]] as const) {
      await until(
        async () => (await x.client.cache!.messages(place.thread)).length === 1 && (await x.client.cache!.draft(place.thread)) !== undefined && (await x.client.cache!.readState(place.thread))?.last_read_seq === 1,
        'message, draft and read state cached',
      );
      expect((await leaks(s)).map((e) => e.kind).sort()).toEqual([CacheKind.Channel, CacheKind.Draft, CacheKind.Message, CacheKind.ReadState, CacheKind.Thread]);
    }
    const lost: AccessLostEvent[] = [];
    c.client.cache!.on('access_lost', (l) => lost.push(l));
    const changed = [c, twin].map((x) => new Promise<void>((resolve) => x.client.once(EventType.AccessChanged, () => resolve())));
    const revoked = await alexRest.request('POST', `/api/v1/grants/${place.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await Promise.all(changed);
    await c.client.cache!.idle();
    await twin.client.cache!.idle();
    expect(await leaks(store)).toEqual([]);
    expect(lost).toEqual([{ removed: [{ kind: 'channel', id: place.channel }], thread_ids: [place.thread] }]);
    expect((await leaks(twinStore)).map((e) => e.kind)).toContain(CacheKind.ReadState);
  });
});

describe('a thread whose access went while the client was away (7.3, 8.3; D329)', () => {
  /**
   * A person with a grant on a channel opens a thread of it; then the client is away, an admin
   * revokes the grant, and the client comes back into a discard: `resync_required` (retention ran
   * past its cursor meanwhile, 7.3) or the first ready of a device without a cursor (the thread was
   * opened before start). Neither brings the access.changed: the snapshot is all the client learns.
   */
  async function lostWhileAway(how: typeof ServerOp.ResyncRequired | 'first ready', options: CacheFactoryOptions = {}) {
    const place = await personWithChannel(t, alexRest, 'write');
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    expect((await place.who.postMessage(place.thread, 'before the revocation')).status).toBe(201);
    const store = new MemoryCacheStore();
    const c = await e2eClient(t, t.server.url, rows[0]!.handle, { cache: storeCache(store, options) });
    clients.push(c);
    const cache = c.client.cache!;
    const [lost, errors]: [AccessLostEvent[], BothyError[]] = [[], []];
    cache.on('access_lost', (l) => lost.push(l));
    cache.on('error', (e) => errors.push(e));
    let resyncs = 0;
    c.client.on('resync', () => (resyncs += 1));
    if (how === ServerOp.ResyncRequired) {
      await c.client.start();
      await c.client.whenLive();
    }
    expect((await cache.openThread(place.thread)).map((m) => m.content_md)).toEqual(['before the revocation']);
    await cache.idle();
    if (how === ServerOp.ResyncRequired) await c.client.stop();
    const revoked = await alexRest.request('POST', `/api/v1/grants/${place.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    const retained = (await t.db.pool.query<{ min: string }>('SELECT min_retained_seq AS min FROM instance')).rows[0]!.min;
    // Retention removed what the device had not caught up yet (its cursor is below min_retained_seq - 1).
    if (how === ServerOp.ResyncRequired) await t.db.pool.query(`UPDATE instance SET min_retained_seq = (SELECT value FROM sequence_counters WHERE name = 'event_seq') + 1`);
    try {
      await c.client.start();
      await c.client.whenLive();
    } finally {
      await t.db.pool.query('UPDATE instance SET min_retained_seq = $1', [retained]);
    }
    if (how === ServerOp.ResyncRequired) expect(resyncs).toBe(1);
    // The ready's snapshot is applied after `synced` (the first ready's case): the thread is settled one way or the other.
    await until(() => lost.length > 0 || errors.length > 0, 'the cache settled the thread');
    await cache.idle();
    /** The safety check: nothing of the channel or the thread is left in the store. */
    const leaks = (await store.find({ used_before: Infinity })).filter((e) => e.id === place.channel || e.channel_id === place.channel || e.id === place.thread || e.thread_id === place.thread);
    return { c, cache, place, lost, errors, leaks };
  }

  for (const how of [ServerOp.ResyncRequired, 'first ready'] as const) {
    it(`${how}: the thread leaves the cache with access_lost as on an access loss while online, and no error is reported`, async () => {
      const { c, cache, place, lost, errors, leaks } = await lostWhileAway(how);
      expect(errors).toEqual([]);
      expect(c.seen.errors).toEqual([]);
      expect(leaks).toEqual([]);
      expect(await cache.thread(place.thread)).toBeUndefined();
      // What the online access loss tells (the test of 8.3 above): the channel and the thread.
      expect(lost).toEqual([{ removed: [{ kind: 'channel', id: place.channel }], thread_ids: [place.thread] }]);
    });
  }

  it('twin: a cache that reloads the kept thread at the discard, before the snapshot\'s removals, reports the refused read as an error and keeps the thread', async () => {
    const { lost, errors, leaks } = await lostWhileAway(ServerOp.ResyncRequired, { reopenAfterRemovals: false });
    expect(errors.map((e) => [e.status, e.code])).toEqual([[404, ProblemCode.NotFound]]);
    expect(lost).toEqual([]);
    expect(leaks.map((e) => e.kind)).toContain(CacheKind.Thread);
  });
});
