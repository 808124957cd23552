// The local cache's rules, one clause each, on the memory store. The gap reload reads from a
// source that serves a thread's messages by thread_seq as GET /threads/{id}/messages does; the
// reload against the reference server is in test/e2e/cache.test.ts.
import { configDefaults, EventType, ProblemCode, type EventOf, type Message, type Snapshot } from '@bothy/generated';
import { describe, expect, it, vi } from 'vitest';
import { cacheRules, LocalCache, type AccessLostEvent, type CacheRule, type CacheSource, type LocalCacheOptions } from '../../src/cache/cache.ts';
import { CacheKind, MemoryCacheStore, type CacheEntry } from '../../src/cache/store.ts';
import { errorFromProblem, type BothyError } from '../../src/errors.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { AUTHOR, CHANNEL, message, messageCreated, messageUpdated, reactionAdded, readStateUpdated, SPACE, snapshot, THREAD, TIME, valid } from '../support/events.ts';
import { accessChanged, draftUpdated, messageDeleted, settingsUpdated, thread, threadUpdated } from './events.ts';

/** A thread on "the server": its messages by thread_seq, served page by page after a thread_seq. */
class ThreadSource implements CacheSource {
  readonly messages = new Map<string, Message[]>();
  readonly calls: Array<{ thread: string; after: number; limit: number }> = [];
  /** Threads the person may no longer read: their reads are refused with this status, as the server does (8.3). */
  readonly refused = new Map<string, 403 | 404>();

  add(m: Message): Message {
    this.messages.set(m.thread_id, [...(this.messages.get(m.thread_id) ?? []), m].sort((a, b) => a.thread_seq - b.thread_seq));
    return m;
  }

  async listMessages(threadId: string, afterSeq: number, limit: number): Promise<Message[]> {
    this.calls.push({ thread: threadId, after: afterSeq, limit });
    const status = this.refused.get(threadId);
    if (status !== undefined) throw errorFromProblem(status, { code: status === 403 ? ProblemCode.Forbidden : ProblemCode.NotFound });
    return (this.messages.get(threadId) ?? []).filter((m) => m.thread_seq > afterSeq).slice(0, limit);
  }
}

function setup(options: LocalCacheOptions = {}) {
  const store = new MemoryCacheStore();
  const source = new ThreadSource();
  const cache = new LocalCache({ store, source, ...options });
  return { store, source, cache };
}

const seqsOf = (messages: Message[]) => messages.map((m) => m.thread_seq);

/** A snapshot (of a new timeline) that names these channels of SPACE: a real one names every channel the person sees (6.3). */
function naming(head: number, channels: string[], epoch = uuidv7()): Snapshot {
  const s = snapshot(head, epoch);
  s.spaces = [{ id: SPACE, name: 's', archived: false, version: 1 }];
  s.channels = channels.map((id) => ({ id, space_id: SPACE, name: id, kind: 'text' as const, read_only: false, archived: false, version: 1, settings_version: 1 }));
  return s;
}

describe('local cache: apply rules (9)', () => {
  it('drops an event whose seq is at or below the position the cache has written', async () => {
    const { cache, source } = setup();
    await cache.openThread(THREAD);
    const m = message({ thread_seq: 1 });
    source.add(m);
    expect(await cache.apply(messageCreated(10, m))).toBe('apply');
    expect(await cache.apply(messageUpdated(10, { ...m, version: 2, content_md: 'again' }))).toBe('duplicate');
    expect(await cache.apply(messageUpdated(9, { ...m, version: 3, content_md: 'older seq' }))).toBe('duplicate');
    expect((await cache.messages(THREAD)).map((x) => x.content_md)).toEqual(['hello']);
  });

  it('applies a change only if resource.version is greater than the stored version (REST and events mix)', async () => {
    const { cache, source } = setup();
    const m = source.add(message({ thread_seq: 1, version: 3, content_md: 'v3 from REST' }));
    await cache.openThread(THREAD);
    expect(await cache.apply(messageUpdated(20, { ...m, version: 2, content_md: 'v2' }))).toBe('stale');
    expect(await cache.apply(messageUpdated(21, { ...m, version: 3, content_md: 'v3 again' }))).toBe('stale');
    expect(await cache.apply(messageUpdated(22, { ...m, version: 4, content_md: 'v4' }))).toBe('apply');
    expect((await cache.messages(THREAD)).map((x) => [x.version, x.content_md])).toEqual([[4, 'v4']]);
    // A REST answer older than the stored version never goes back either.
    source.messages.set(THREAD, [{ ...m, version: 3, content_md: 'v3 late REST' }]);
    await cache.reload(THREAD);
    expect((await cache.messages(THREAD))[0]!.content_md).toBe('v4');
  });

  it('applies events without resource.version in seq order: reaction.* carry absolute counts', async () => {
    const { cache, source } = setup();
    const m = source.add(message({ thread_seq: 1 }));
    await cache.openThread(THREAD);
    expect(await cache.apply(reactionAdded(5, m.id, 1))).toBe('apply');
    expect(await cache.apply(reactionAdded(6, m.id, 3))).toBe('apply');
    expect((await cache.messages(THREAD))[0]!.reactions).toEqual([{ emoji: '👍', count: 3 }]);
    expect((await cache.messages(THREAD))[0]!.version).toBe(m.version); // the message's version is untouched
  });

  /** pin.added or pin.removed of a message (9: no resource.version, pinned yes or no). */
  const pinEvent = (seq: number, messageId: string, pinned: boolean) =>
    valid({
      id: uuidv7(),
      seq,
      type: pinned ? EventType.PinAdded : EventType.PinRemoved,
      schema_version: 1,
      occurred_at: TIME,
      scope: { space_id: SPACE, channel_id: CHANNEL, thread_id: THREAD },
      resource: { kind: 'message', id: messageId },
      payload: pinned ? { message_id: messageId, pinned: true, pinned_by: AUTHOR } : { message_id: messageId, pinned: false },
      permission_version: 1,
    } as EventOf<typeof EventType.PinAdded>);

  /** The check: after an edit the stored message still has what reaction.* and pin.* said (D243). */
  async function editKeeps(rules?: LocalCacheOptions['rules']): Promise<Pick<Message, 'reactions' | 'pinned' | 'content_md'>> {
    const { cache, source } = setup(rules ? { rules } : {});
    const m = source.add(message({ thread_seq: 1 }));
    await cache.openThread(THREAD);
    await cache.apply(reactionAdded(5, m.id, 2));
    await cache.apply(pinEvent(6, m.id, true));
    await cache.apply(messageUpdated(7, { ...m, content_md: 'edited', version: 2 }));
    const { reactions, pinned, content_md } = (await cache.messages(THREAD))[0]!;
    return { reactions, pinned, content_md };
  }

  it('keeps reactions and the pin across message.updated, which carries neither (9, D243)', async () => {
    expect(await editKeeps()).toEqual({ reactions: [{ emoji: '👍', count: 2 }], pinned: true, content_md: 'edited' });
  });

  it('twin: a message rule that stores the event\'s message as it is loses them, and the same check fails', async () => {
    const replacing: CacheRule = async (tx, event) => {
      const m = (event as EventOf<typeof EventType.MessageUpdated>).payload.message;
      return tx.upsert(CacheKind.Message, m.id, () => ({ value: m }));
    };
    const kept = await editKeeps({ ...cacheRules, [EventType.MessageUpdated]: replacing });
    expect(kept.reactions).toBeUndefined();
    expect(kept.pinned).toBeUndefined();
  });

  it('pin.removed sets pinned false; a count of 0 removes the emoji and the others keep their place', async () => {
    const { cache, source } = setup();
    const m = source.add(message({ thread_seq: 1, reactions: [{ emoji: '🦊', count: 1 }, { emoji: '👍', count: 1 }], pinned: true }));
    await cache.openThread(THREAD);
    await cache.apply(reactionAdded(5, m.id, 4));
    expect((await cache.messages(THREAD))[0]!.reactions).toEqual([{ emoji: '🦊', count: 1 }, { emoji: '👍', count: 4 }]);
    await cache.apply({ ...reactionAdded(6, m.id, 0), type: EventType.ReactionRemoved } as never);
    await cache.apply(pinEvent(7, m.id, false));
    expect((await cache.messages(THREAD))[0]).toMatchObject({ reactions: [{ emoji: '🦊', count: 1 }], pinned: false });
  });

  it('keeps the versions of personal data: drafts and settings, with tombstones for deleted ones (14)', async () => {
    const { cache } = setup();
    const place = { thread_id: THREAD, channel_id: CHANNEL };
    await cache.apply(draftUpdated(1, place, 2, 'second'));
    expect(await cache.apply(draftUpdated(2, place, 1, 'first, late'))).toBe('stale');
    expect((await cache.draft(THREAD))?.content_md).toBe('second');
    await cache.apply(settingsUpdated(3, 'theme', 1, 'dark'));
    await cache.apply(settingsUpdated(4, 'theme', 2));
    expect(await cache.settings()).toEqual([]);
    expect(await cache.apply(settingsUpdated(5, 'theme', 1, 'dark'))).toBe('stale'); // the tombstone's version holds
  });
});

describe('local cache: what it keeps (13.1)', () => {
  it('keeps messages only of threads the app opened', async () => {
    const { cache, store } = setup();
    expect(await cache.apply(messageCreated(1, message({ thread_seq: 1 })))).toBe('not_cached');
    expect(await store.find({ kind: CacheKind.Message })).toEqual([]);
    await cache.openThread(THREAD);
    expect(await cache.apply(messageCreated(2, message({ thread_seq: 1 })))).toBe('apply');
    expect(await store.find({ kind: CacheKind.Message })).toHaveLength(1);
  });

  it('takes the structure and read states from the snapshot, and forgets channels it no longer names', async () => {
    const { cache } = setup();
    const other = uuidv7();
    const s = snapshot(10);
    s.spaces = [{ id: SPACE, name: 's', archived: false, version: 1 }];
    s.channels = [
      { id: CHANNEL, space_id: SPACE, name: 'general', kind: 'text', read_only: false, archived: false, version: 1, settings_version: 1 },
      { id: other, space_id: SPACE, name: 'other', kind: 'text', read_only: false, archived: false, version: 1, settings_version: 1 },
    ];
    await cache.snapshot(s);
    expect((await cache.channels()).map((c) => c.name).sort()).toEqual(['general', 'other']);
    const lost: AccessLostEvent[] = [];
    cache.on('access_lost', (l) => lost.push(l));
    await cache.snapshot({ ...s, head_seq: 20, channels: s.channels.slice(0, 1) });
    expect((await cache.channels()).map((c) => c.name)).toEqual(['general']);
    expect(lost.map((l) => l.removed)).toEqual([[{ kind: 'channel', id: other }]]);
  });

  it(`removes entries unused for client.cache_max_age (default ${configDefaults['client.cache_max_age']} ms), a thread with its messages`, async () => {
    let now = 1_000_000;
    const { cache, store, source } = setup({ now: () => now });
    expect(cache.maxAgeMs).toBe(configDefaults['client.cache_max_age']);
    const kept = uuidv7();
    source.add(message({ thread_seq: 1 }));
    source.add(message({ thread_id: kept, thread_seq: 1 }));
    await cache.openThread(THREAD);
    await cache.openThread(kept);
    now += cache.maxAgeMs / 2;
    await cache.messages(kept); // used: its age starts again
    now += cache.maxAgeMs / 2 + 1;
    expect(await cache.sweep()).toBe(2); // THREAD and its one message
    expect(await cache.thread(THREAD)).toBeUndefined();
    expect((await store.find({ kind: CacheKind.Message })).map((e) => e.thread_id)).toEqual([kept]);
    expect(seqsOf(await cache.messages(kept))).toEqual([1]);
  });
});

describe('local cache: the gap rule (4)', () => {
  /** The safety check: a cached thread holds every thread_seq from 1 to the highest it has seen. */
  async function complete(cache: LocalCache, threadId: string): Promise<boolean> {
    await cache.idle();
    const seqs = seqsOf(await cache.messages(threadId));
    return seqs.length > 0 && seqs.every((s, i) => s === i + 1);
  }

  async function gapScenario(options: LocalCacheOptions = {}) {
    const s = setup(options);
    const [m1, m2] = [s.source.add(message({ thread_seq: 1 })), s.source.add(message({ thread_seq: 2 }))];
    await s.cache.openThread(THREAD);
    // 3 is deleted (a tombstone keeps its number), 4 was written without an event reaching us.
    const m3 = s.source.add(message({ thread_seq: 3, content_md: '', deleted_at: m1.created_at, version: 2 }));
    s.source.add(message({ thread_seq: 4 }));
    const m5 = s.source.add(message({ thread_seq: 5 }));
    s.source.calls.length = 0;
    await s.cache.apply(messageCreated(30, m5));
    return { ...s, m2, m3 };
  }

  it('reloads the range of a real gap in thread_seq through REST', async () => {
    const { cache, source } = await gapScenario();
    expect(await complete(cache, THREAD)).toBe(true);
    expect(source.calls[0]).toMatchObject({ thread: THREAD, after: 2 });
    expect((await cache.thread(THREAD))?.through).toBe(5);
    expect((await cache.messages(THREAD))[2]!.deleted_at).toBeDefined(); // the tombstone was loaded
  });

  it('twin: without the reload the same check finds the gap', async () => {
    const { cache } = await gapScenario({ reloadGaps: false });
    expect(await complete(cache, THREAD)).toBe(false);
  });

  it('a tombstone is no gap: message.deleted keeps the thread_seq and reloads nothing', async () => {
    const { cache, source } = setup();
    const [m1, m2] = [source.add(message({ thread_seq: 1 })), source.add(message({ thread_seq: 2 }))];
    await cache.openThread(THREAD);
    source.calls.length = 0;
    await cache.apply(messageDeleted(40, m2, 2));
    const m3 = source.add(message({ thread_seq: 3 }));
    await cache.apply(messageCreated(41, m3));
    await cache.idle();
    expect(source.calls).toEqual([]);
    expect((await cache.messages(THREAD)).map((m) => [m.thread_seq, m.content_md])).toEqual([[1, m1.content_md], [2, ''], [3, m3.content_md]]);
  });

  it('thread.updated naming a higher last_message_seq (an import, 15.8) reloads the range', async () => {
    const { cache, source } = setup();
    source.add(message({ thread_seq: 1 }));
    await cache.openThread(THREAD);
    for (const seq of [2, 3, 4]) source.add(message({ thread_seq: seq, origin: 'import' }));
    await cache.apply(threadUpdated(50, thread({ last_message_seq: 4, message_count: 4, version: 5 })));
    expect(await complete(cache, THREAD)).toBe(true);
    expect((await cache.thread(THREAD))?.thread?.version).toBe(5);
  });

  it('runs one reload per thread at a time, with at most one waiting behind it', async () => {
    const { cache, source } = setup();
    await cache.openThread(THREAD);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list = source.listMessages.bind(source);
    source.listMessages = async (...args) => {
      await gate;
      return list(...args);
    };
    source.calls.length = 0;
    for (let seq = 1; seq <= 6; seq += 1) source.add(message({ thread_seq: seq }));
    for (let seq = 3; seq <= 6; seq += 1) await cache.apply(messageCreated(70 + seq, source.messages.get(THREAD)![seq - 1]!));
    release();
    expect(await complete(cache, THREAD)).toBe(true);
    expect(source.calls.length).toBeLessThanOrEqual(2);
  });

  it('openThread rejects when the thread cannot be loaded; a reload the cache starts itself reports an error event', async () => {
    const failing = { listMessages: async () => Promise.reject(new Error('404 not_found')) };
    const { cache } = setup({ source: failing });
    await expect(cache.openThread(THREAD)).rejects.toThrow('404');
    const errors: unknown[] = [];
    cache.on('error', (e) => errors.push(e));
    await cache.apply(messageCreated(80, message({ thread_seq: 3 })));
    await cache.idle();
    expect(errors).toHaveLength(1);
  });

  it('a failed reload with no error listener is written to console.warn with its code, never thrown or dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const failing = { listMessages: async () => Promise.reject(new Error('503 service_unavailable')) };
      const { cache } = setup({ source: failing });
      await cache.openThread(THREAD).catch(() => undefined);
      await cache.apply(messageCreated(80, message({ thread_seq: 3 })));
      await cache.idle();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^\[@bothy\/sdk\] unexpected_error: Error: 503 service_unavailable/);
    } finally {
      warn.mockRestore();
    }
  });

  it('reloads page by page until the range is complete', async () => {
    const { cache, source } = setup({ pageSize: 2 });
    await cache.openThread(THREAD);
    source.calls.length = 0;
    for (let seq = 1; seq <= 7; seq += 1) source.add(message({ thread_seq: seq }));
    await cache.apply(messageCreated(60, source.messages.get(THREAD)!.at(-1)!));
    expect(await complete(cache, THREAD)).toBe(true);
    // 7 came with the event; a full page asks once more whether the server holds more.
    expect(source.calls.map((c) => c.after)).toEqual([0, 2, 4, 7]);
  });
});

describe('local cache: truncated drafts and settings are completed through REST (2.2, 14)', () => {
  const whole = `${'€😀'.repeat(20_000)}`;
  function personal(options: LocalCacheOptions = {}) {
    const calls: string[] = [];
    const cache = new LocalCache({
      store: new MemoryCacheStore(),
      source: {
        listMessages: async () => [],
        listDrafts: async () => (calls.push('drafts'), [{ thread_id: THREAD, version: 2, content_md: whole, file_ids: [] }]),
        listSettings: async () => (calls.push('settings'), [{ key: 'signature', value: { text: whole }, version: 3 }]),
      },
      ...options,
    });
    return { cache, calls };
  }

  it('stores the cut draft marked and replaces it with the whole one of the same version from GET /me/drafts', async () => {
    const { cache, calls } = personal();
    await cache.apply({ ...draftUpdated(1, { thread_id: THREAD, channel_id: CHANNEL }, 2, whole.slice(0, 100)), truncated: true });
    await cache.idle();
    expect((await cache.draft(THREAD))?.content_md).toBe(whole);
    expect((await cache.store.get(CacheKind.Draft, THREAD))?.truncated).toBeUndefined();
    expect(calls).toContain('drafts');
  });

  it('a truncated settings.updated (key and version, no value) is no deletion: GET /me/settings brings the value', async () => {
    const { cache } = personal();
    await cache.apply(settingsUpdated(1, 'signature', 2, 'old'));
    await cache.apply({ ...settingsUpdated(2, 'signature', 3, 'x'), payload: { key: 'signature', version: 3 }, truncated: true });
    await cache.idle();
    expect((await cache.settings()).find((x) => x.key === 'signature')).toEqual({ key: 'signature', value: { text: whole }, version: 3 });
  });

  it('twin: a cache without a source for the lists keeps the cut draft, and the same check fails', async () => {
    const { cache } = personal({ source: { listMessages: async () => [] } });
    await cache.apply({ ...draftUpdated(1, { thread_id: THREAD, channel_id: CHANNEL }, 2, whole.slice(0, 100)), truncated: true });
    await cache.idle();
    expect((await cache.draft(THREAD))?.content_md).not.toBe(whole);
  });
});

describe('local cache: access loss (8.3)', () => {
  const lostChannel = uuidv7();
  const lostThread = uuidv7();

  /** Content in two channels: #general (kept) and another one (whose access goes). */
  async function twoChannels(options: LocalCacheOptions = {}) {
    const s = setup(options);
    const shot = snapshot(1);
    shot.spaces = [{ id: SPACE, name: 's', archived: false, version: 1 }];
    shot.channels = [CHANNEL, lostChannel].map((id) => ({ id, space_id: SPACE, name: id, kind: 'text' as const, read_only: false, archived: false, version: 1, settings_version: 1 }));
    await s.cache.snapshot(shot);
    s.source.add(message({ thread_seq: 1, content_md: 'kept' }));
    s.source.add(message({ thread_id: lostThread, channel_id: lostChannel, thread_seq: 1, content_md: 'secret' }));
    await s.cache.openThread(THREAD);
    await s.cache.openThread(lostThread);
    await s.cache.apply(draftUpdated(2, { thread_id: lostThread, channel_id: lostChannel }, 1, 'secret draft'));
    await s.cache.apply(draftUpdated(3, { thread_id: THREAD, channel_id: CHANNEL }, 1, 'kept draft'));
    await s.cache.apply(readStateUpdated(4, 1, undefined, { thread_id: lostThread, channel_id: lostChannel }));
    await s.cache.apply(readStateUpdated(5, 1));
    return s;
  }

  /** The safety check: no entry of the removed channel is left (messages, drafts, read states, threads, the channel), by place or by thread. */
  async function leaks(store: MemoryCacheStore): Promise<CacheEntry[]> {
    const kinds = [CacheKind.Message, CacheKind.Draft, CacheKind.ReadState, CacheKind.Thread, CacheKind.Channel];
    const all = (await Promise.all(kinds.map((kind) => store.find({ kind })))).flat();
    return all.filter((e) => e.channel_id === lostChannel || e.thread_id === lostThread || e.id === lostChannel);
  }

  it('deletes threads, messages and drafts of a removed channel, keeps the rest, and tells the open views', async () => {
    const { cache, store } = await twoChannels();
    expect([...new Set((await leaks(store)).map((e) => e.kind))].sort()).toEqual([CacheKind.Channel, CacheKind.Draft, CacheKind.Message, CacheKind.ReadState, CacheKind.Thread]);
    const lost: AccessLostEvent[] = [];
    cache.on('access_lost', (l) => lost.push(l));
    await cache.apply(accessChanged(10, [{ kind: 'channel', id: lostChannel }]));
    expect(await leaks(store)).toEqual([]);
    expect(lost).toEqual([{ removed: [{ kind: 'channel', id: lostChannel }], thread_ids: [lostThread] }]);
    expect((await cache.messages(THREAD)).map((m) => m.content_md)).toEqual(['kept']);
    expect((await cache.draft(THREAD))?.content_md).toBe('kept draft');
    expect((await cache.readState(THREAD))?.version).toBe(1);
  });

  it('twin: a cache without the access.changed rule keeps the content, and the same check fails', async () => {
    const { [EventType.AccessChanged]: _dropped, ...broken } = cacheRules;
    const { cache, store } = await twoChannels({ rules: broken });
    await cache.apply(accessChanged(10, [{ kind: 'channel', id: lostChannel }]));
    expect((await leaks(store)).map((e) => e.kind)).toContain(CacheKind.ReadState);
  });

  it('a removed space takes its channels and everything in them', async () => {
    const { cache, store } = await twoChannels();
    await cache.apply(accessChanged(10, [{ kind: 'space', id: SPACE }]));
    expect(await leaks(store)).toEqual([]);
    expect(await cache.messages(THREAD)).toEqual([]);
    expect(await cache.channels()).toEqual([]);
  });

  it('follows thread.moved: the moved thread goes with the channel it is in now (8.1)', async () => {
    const { cache, store } = await twoChannels();
    await cache.apply(threadUpdated(9, thread({ channel_id: lostChannel, version: 7 }), EventType.ThreadMoved));
    await cache.apply(accessChanged(10, [{ kind: 'channel', id: lostChannel }]));
    expect(await cache.messages(THREAD)).toEqual([]);
    expect(await cache.draft(THREAD)).toBeUndefined();
    expect(await leaks(store)).toEqual([]);
  });

  it('thread.moved_out: a thread still placed in the source channel leaves the cache with its content', async () => {
    const { cache, store } = await twoChannels();
    const lost: AccessLostEvent[] = [];
    cache.on('access_lost', (l) => lost.push(l));
    const movedOut = valid({
      id: uuidv7(),
      seq: 11,
      type: EventType.ThreadMovedOut,
      schema_version: 1,
      occurred_at: TIME,
      scope: { space_id: SPACE, channel_id: lostChannel },
      resource: { kind: 'channel', id: lostChannel },
      payload: { thread_id: lostThread, from_channel_id: lostChannel },
      permission_version: 1,
    } as EventOf<typeof EventType.ThreadMovedOut>);
    expect(await cache.apply(movedOut)).toBe('apply');
    expect((await store.find({ thread_id: lostThread })).map((e) => e.kind)).toEqual([]);
    expect(lost).toEqual([{ removed: [], thread_ids: [lostThread] }]);
    expect((await cache.messages(THREAD)).map((m) => m.content_md)).toEqual(['kept']);
  });

  it('fails closed: an entry whose channel the cache does not know goes with any removed channel', async () => {
    const { cache, store } = setup({ source: { listMessages: async () => [], listDrafts: async () => [{ thread_id: THREAD, version: 1, content_md: 'placeless', file_ids: [] }], listSettings: async () => [] } });
    await cache.loadPersonal();
    expect((await cache.draft(THREAD))?.content_md).toBe('placeless');
    await cache.apply(accessChanged(10, [{ kind: 'channel', id: lostChannel }]));
    expect(await store.find({ kind: CacheKind.Draft })).toEqual([]);
  });

  it('a reload that was under way when access went writes nothing back', async () => {
    const { cache, source, store } = await twoChannels();
    source.add(message({ thread_id: lostThread, channel_id: lostChannel, thread_seq: 2, content_md: 'secret 2' }));
    const reload = cache.reload(lostThread);
    await cache.apply(accessChanged(10, [{ kind: 'channel', id: lostChannel }]));
    await reload;
    await cache.idle();
    expect(await leaks(store)).toEqual([]);
  });
});

describe('local cache: 4012 and resync (8.5, R-SY-14, 7.3)', () => {
  it('wipe deletes every entry', async () => {
    const { cache, store, source } = setup();
    source.add(message({ thread_seq: 1 }));
    await cache.openThread(THREAD);
    await cache.apply(settingsUpdated(2, 'theme', 1, 'dark'));
    expect(store.size).toBeGreaterThan(0);
    await cache.wipe();
    expect(store.size).toBe(0);
  });

  it('an opened thread that moved keeps its new place across a discard: moved out of it later, its content goes (D324, 8.3)', async () => {
    const c2 = uuidv7();
    const msgs: Message[] = [message({ thread_seq: 1, content_md: 'secret' })];
    const source: CacheSource = { listMessages: async (id, after, limit) => msgs.filter((m) => m.thread_id === id && m.thread_seq > after).slice(0, limit) };
    const cache = new LocalCache({ store: new MemoryCacheStore(), source });
    const lost: AccessLostEvent[] = [];
    cache.on('access_lost', (l) => lost.push(l));
    await cache.openThread(THREAD, { channel_id: CHANNEL, space_id: SPACE });
    await cache.apply(threadUpdated(5, thread({ channel_id: c2, version: 2 }), EventType.ThreadMoved));
    msgs[0] = { ...msgs[0]!, channel_id: c2 };
    await cache.snapshot(naming(10, [CHANNEL, c2]), { fresh: true });
    await cache.idle();
    expect((await cache.messages(THREAD)).map((m) => m.content_md)).toEqual(['secret']);
    const movedOut = valid({ id: uuidv7(), seq: 11, type: EventType.ThreadMovedOut, schema_version: 1, occurred_at: TIME, scope: { space_id: SPACE, channel_id: c2 }, resource: { kind: 'channel', id: c2 }, payload: { thread_id: THREAD, from_channel_id: c2 }, permission_version: 1 } as EventOf<typeof EventType.ThreadMovedOut>);
    expect(await cache.apply(movedOut)).toBe('apply');
    expect(await cache.messages(THREAD)).toEqual([]);
    expect(lost).toHaveLength(1);
  });

  it('a fresh snapshot discards the server state, and takes the new timeline\'s position; an opened thread stays open and is loaded again (D324)', async () => {
    const { cache, store, source } = setup();
    source.add(message({ thread_seq: 1 }));
    const other = uuidv7();
    await cache.openThread(THREAD);
    await cache.apply(messageCreated(100, message({ thread_seq: 2 })));
    await cache.apply(messageCreated(101, message({ thread_id: other, thread_seq: 1 })));
    await cache.snapshot(naming(5, [CHANNEL]), { fresh: true });
    await cache.idle();
    // The old timeline's messages are gone; the opened thread holds what the source has now, the other thread nothing.
    expect((await cache.messages(THREAD)).map((m) => m.thread_seq)).toEqual([1]);
    expect(await cache.thread(THREAD)).toMatchObject({ through: 1 });
    expect(await cache.thread(other)).toBeUndefined();
    expect((await store.find({ kind: CacheKind.Message })).length).toBe(1);
    // Seq 6 of the new timeline is below the old position 100, and still applies.
    await cache.openThread(THREAD);
    expect(await cache.apply(settingsUpdated(6, 'theme', 1, 'dark'))).toBe('apply');
  });
});

describe('local cache: a discard and what it keeps open (7.3; D324)', () => {
  it('a reload that read REST before a discard writes nothing of it: the thread holds the new timeline only (the generation counter)', async () => {
    const { cache, source } = setup();
    source.add(message({ thread_seq: 1, content_md: 'old timeline 1' }));
    await cache.openThread(THREAD);
    source.add(message({ thread_seq: 2, content_md: 'old timeline 2' }));
    // A reload reads the old timeline's page, and its answer is held until after the discard.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list = source.listMessages.bind(source);
    let hold = true;
    source.listMessages = async (...args) => {
      const page = await list(...args);
      if (hold) {
        hold = false;
        await gate;
      }
      return page;
    };
    source.calls.length = 0;
    const stale = cache.reload(THREAD);
    await vi.waitFor(() => expect(source.calls).toHaveLength(1));
    // A restore (7.5): the new timeline holds another first message and no second one.
    source.messages.set(THREAD, [message({ thread_seq: 1, content_md: 'new timeline 1' })]);
    await cache.snapshot(naming(5, [CHANNEL]), { fresh: true });
    release();
    await stale;
    await cache.idle();
    expect((await cache.messages(THREAD)).map((m) => m.content_md)).toEqual(['new timeline 1']);
    expect(await cache.thread(THREAD)).toMatchObject({ through: 1 });
  });

  it('wipe (4012) forgets the opened threads too: a discard after it writes none back and loads none', async () => {
    const { cache, source, store } = setup();
    source.add(message({ thread_seq: 1 }));
    await cache.openThread(THREAD);
    await cache.wipe();
    source.calls.length = 0;
    await cache.snapshot(naming(5, [CHANNEL]), { fresh: true });
    await cache.idle();
    expect(await cache.thread(THREAD)).toBeUndefined();
    expect(await store.find({ kind: CacheKind.Message })).toEqual([]);
    expect(source.calls).toEqual([]);
  });
});

describe('local cache: a thread whose access went while the cache was out of step (7.3, 8.3; D329)', () => {
  const lostChannel = uuidv7();
  const lostThread = uuidv7();

  /**
   * Two opened threads, in #general and in a channel whose access then goes while the cache is out
   * of step; the server refuses the lost thread's messages from then on (404). A fresh snapshot
   * (resync_required, 7.3) names only #general.
   */
  async function lostWhileAway(options: LocalCacheOptions = {}) {
    const s = setup(options);
    await s.cache.snapshot(naming(1, [CHANNEL, lostChannel]));
    s.source.add(message({ thread_seq: 1, content_md: 'kept' }));
    s.source.add(message({ thread_id: lostThread, channel_id: lostChannel, thread_seq: 1, content_md: 'secret' }));
    await s.cache.openThread(THREAD);
    await s.cache.openThread(lostThread);
    const [lost, errors]: [AccessLostEvent[], BothyError[]] = [[], []];
    s.cache.on('access_lost', (l) => lost.push(l));
    s.cache.on('error', (e) => errors.push(e));
    s.source.refused.set(lostThread, 404);
    s.source.calls.length = 0;
    await s.cache.snapshot(naming(9, [CHANNEL]), { fresh: true });
    await s.cache.idle();
    return { ...s, lost, errors };
  }

  /** The safety check: nothing of the lost thread or its channel in the store. */
  const leaks = async (store: MemoryCacheStore) => (await store.find({ used_before: Infinity })).filter((e) => e.thread_id === lostThread || e.id === lostThread || e.channel_id === lostChannel || e.id === lostChannel);

  it('the snapshot\'s removals come before the reload: the thread goes as on access loss, is never asked for, and no error is reported', async () => {
    const { cache, source, store, lost, errors } = await lostWhileAway();
    expect(errors).toEqual([]);
    expect(lost).toEqual([{ removed: [{ kind: 'channel', id: lostChannel }], thread_ids: [lostThread] }]);
    expect(source.calls.map((c) => c.thread)).toEqual([THREAD]);
    expect(await leaks(store)).toEqual([]);
    expect((await cache.messages(THREAD)).map((m) => m.content_md)).toEqual(['kept']);
    // It is no longer open: the next discard neither writes it back nor asks for it.
    source.calls.length = 0;
    await cache.snapshot(naming(12, [CHANNEL, lostChannel]), { fresh: true });
    await cache.idle();
    expect(source.calls.map((c) => c.thread)).toEqual([THREAD]);
    expect(await cache.thread(lostThread)).toBeUndefined();
  });

  it('twin: reloaded at the discard, before the snapshot, the refused thread is an error event and stays in the cache; the same check fails', async () => {
    const { store, lost, errors } = await lostWhileAway({ reopenAfterRemovals: false });
    expect(errors.map((e) => e.status)).toEqual([404]);
    expect(lost).toEqual([]);
    expect((await leaks(store)).map((e) => e.kind)).toContain(CacheKind.Thread);
  });

  it.each([403, 404] as const)('a reload after the discard refused with %i (a thread whose place the cache never learned) is an access loss, not an error', async (status) => {
    const { cache, source, store } = setup();
    const placeless = uuidv7();
    await cache.openThread(placeless); // no messages yet: the cache knows no channel of it
    expect((await store.get(CacheKind.Thread, placeless))?.channel_id).toBeUndefined();
    const [lost, errors]: [AccessLostEvent[], BothyError[]] = [[], []];
    cache.on('access_lost', (l) => lost.push(l));
    cache.on('error', (e) => errors.push(e));
    source.refused.set(placeless, status);
    await cache.snapshot(naming(9, [CHANNEL]), { fresh: true });
    await cache.idle();
    expect(errors).toEqual([]);
    expect(lost).toEqual([{ removed: [], thread_ids: [placeless] }]);
    expect(await store.find({ thread_id: placeless })).toEqual([]);
    source.calls.length = 0;
    await cache.snapshot(naming(12, [CHANNEL]), { fresh: true });
    await cache.idle();
    expect(source.calls).toEqual([]);
  });

  it('any other failure of that reload is still an error event, and the thread stays open', async () => {
    const { cache, source } = setup();
    source.add(message({ thread_seq: 1 }));
    await cache.openThread(THREAD);
    const errors: BothyError[] = [];
    cache.on('error', (e) => errors.push(e));
    const list = source.listMessages.bind(source);
    source.listMessages = async () => Promise.reject(errorFromProblem(503, { code: ProblemCode.ServiceUnavailable }));
    await cache.snapshot(naming(9, [CHANNEL]), { fresh: true });
    await cache.idle();
    expect(errors.map((e) => e.status)).toEqual([503]);
    source.listMessages = list;
    await cache.snapshot(naming(12, [CHANNEL]), { fresh: true });
    await cache.idle();
    expect(seqsOf(await cache.messages(THREAD))).toEqual([1]);
  });
});
