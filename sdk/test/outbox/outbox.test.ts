import { configDefaults, ProblemCode, type Message } from '@bothy/generated';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BothyError, SdkErrorCode, StorageError } from '../../src/errors.ts';
import { Outbox, dispositionOf } from '../../src/outbox/outbox.ts';
import type { OutboxEntry } from '../../src/outbox/types.ts';
import { MemoryOutboxStore } from '../../src/store/outbox-store.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { messageCreated, OTHER_THREAD, THREAD } from '../support/events.ts';
import { httpStatus, networkError, problem, ScriptedTransport, timeout, type Call } from '../support/scripted-transport.ts';

const BASE = configDefaults['client.outbox_retry_base'];
const CAP = configDefaults['client.outbox_retry_cap'];

let transport: ScriptedTransport;
let store: MemoryOutboxStore;

async function open(options: { random?: () => number; startPaused?: boolean } = {}): Promise<Outbox> {
  const outbox = await Outbox.open({ transport, store, random: options.random ?? (() => 0.5), startPaused: options.startPaused ?? false });
  opened.push(outbox);
  return outbox;
}
const opened: Outbox[] = [];

/** Lets promises and due timers run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const creates = (calls: Call[]) => calls.filter((c): c is Extract<Call, { kind: 'create' }> => c.kind === 'create');

beforeEach(() => {
  vi.useFakeTimers();
  transport = new ScriptedTransport();
  store = new MemoryOutboxStore();
});
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
  vi.useRealTimers();
});

describe('outbox: persistent first, with its own ID (13.2, 5.1)', () => {
  it('stores the entry with a UUIDv7 client_msg_id before any request', async () => {
    const order: string[] = [];
    const put = store.put.bind(store);
    store.put = async (entry) => {
      order.push(`put ${entry.state}`);
      await put(entry);
    };
    transport.decide = () => {
      order.push('request');
      return 'ok';
    };
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'hello');
    await settle();
    expect(order.slice(0, 2)).toEqual(['put queued', 'put sending']);
    expect(order.indexOf('request')).toBeGreaterThan(0);
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(creates(transport.calls)[0]!.body.client_msg_id).toBe(entry.id);
  });

  it('gives interactions a client_interaction_id and other writes an Idempotency-Key (5.2)', async () => {
    const outbox = await open();
    const interaction = await outbox.sendInteraction('POST', '/interactions', { choice: 'a' }, THREAD);
    const write = await outbox.write('PUT', '/threads/t/read-state', { body: { last_read_seq: 3 } });
    await settle();
    expect(transport.calls).toContainEqual({ kind: 'interaction', method: 'POST', path: '/interactions', body: { choice: 'a', client_interaction_id: interaction.id } });
    expect(transport.calls).toContainEqual({ kind: 'write', method: 'PUT', path: '/threads/t/read-state', body: { last_read_seq: 3 }, key: write.id });
  });

  it('sends nothing while paused (13.4: after a reconnect it waits for catch-up), then in order', async () => {
    const outbox = await open({ startPaused: true });
    await outbox.sendMessage(THREAD, 'one');
    await outbox.sendMessage(THREAD, 'two');
    await settle(60_000);
    expect(transport.calls).toHaveLength(0);
    outbox.resume();
    await settle();
    expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['one', 'two']);
  });
});

describe('outbox: FIFO per thread, parallel across threads (13.2)', () => {
  it('sends the next entry of a thread only after the answer to the previous one', async () => {
    transport.script.push('hold', 'hold', 'hold');
    const outbox = await open();
    await outbox.sendMessage(THREAD, 'a1');
    await outbox.sendMessage(THREAD, 'a2');
    await outbox.sendMessage(OTHER_THREAD, 'b1');
    await settle();
    expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['a1', 'b1']);
    transport.release(); // a1 answered
    await settle();
    expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['a1', 'b1', 'a2']);
  });

  it('does not let a later entry overtake one that waits for its retry', async () => {
    transport.script.push(networkError());
    const outbox = await open();
    await outbox.sendMessage(THREAD, 'first');
    await outbox.sendMessage(THREAD, 'second');
    await settle();
    expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['first']);
    await settle(BASE);
    expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['first', 'first', 'second']);
  });
});

describe('outbox: retry with full jitter and the same ID (13.2)', () => {
  for (const [name, error] of [
    ['a network error', networkError],
    ['a timeout', timeout],
    ['500', () => httpStatus(500)],
    ['503 service_unavailable', () => problem(ProblemCode.ServiceUnavailable)],
    ['429 rate_limited', () => problem(ProblemCode.RateLimited)],
    ['409 request_in_progress', () => problem(ProblemCode.RequestInProgress)],
  ] as const) {
    it(`retries after ${name}, always with the same client_msg_id`, async () => {
      transport.script.push(error(), error(), error());
      const outbox = await open({ random: () => 0.999 });
      const entry = await outbox.sendMessage(THREAD, 'again');
      await settle(CAP * 4);
      const ids = creates(transport.calls).map((c) => c.body.client_msg_id);
      expect(ids).toEqual([entry.id, entry.id, entry.id, entry.id]);
      expect(outbox.get(entry.id)?.state).toBe('sent');
      expect(transport.count('again')).toBe(1);
    });
  }

  it('waits uniformly in [0, min(cap, base * 2^n)] before retry n+1', async () => {
    transport.decide = () => networkError();
    const outbox = await open({ random: () => 0.999 });
    const entry = await outbox.sendMessage(THREAD, 'x');
    await settle();
    const times: number[] = [Date.now()];
    let last = 1;
    for (let n = 0; n < 10; n += 1) {
      const wait = Math.min(CAP, BASE * 2 ** n) * 0.999;
      await settle(Math.ceil(wait) - 1);
      expect(transport.calls.length, `retry ${n + 1} too early`).toBe(last);
      await settle(1);
      expect(transport.calls.length, `retry ${n + 1} missing`).toBe(last + 1);
      last += 1;
      times.push(Date.now());
    }
    expect(outbox.get(entry.id)?.attempts).toBe(11);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(CAP);
  });

  it('waits at least retry_after_ms of a 429', async () => {
    transport.script.push(problem(ProblemCode.RateLimited, { retry_after_ms: 10 * BASE }));
    const outbox = await open({ random: () => 0 });
    await outbox.sendMessage(THREAD, 'x');
    await settle(10 * BASE - 1);
    expect(transport.calls).toHaveLength(1);
    await settle(1);
    expect(transport.calls).toHaveLength(2);
  });

  it('sends an entry again after a crash with the same ID (it was in flight)', async () => {
    transport.script.push('hold');
    const first = await open();
    const entry = await first.sendMessage(THREAD, 'crash');
    await settle();
    first.close(); // the process dies with the request in flight
    expect((await store.load())[0]!.state).toBe('sending');
    const second = await open();
    const confirmed: OutboxEntry[] = [];
    second.on('confirmed', ({ entry: e }) => confirmed.push(e));
    await settle();
    expect(creates(transport.calls).map((c) => c.body.client_msg_id)).toEqual([entry.id, entry.id]);
    // Tried before the restart: its echo may be behind the stored cursor, so the answer confirms it (D350).
    expect(confirmed.map((e) => [e.id, e.attempts])).toEqual([[entry.id, 2]]);
    expect(second.get(entry.id)).toBeUndefined();
  });

  it('an entry first sent in this session waits for its echo after the answer (13.2)', async () => {
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'echo please');
    await settle();
    expect(outbox.get(entry.id)?.state).toBe('sent');
  });
});

describe('outbox: permanent errors end the retries, nothing is dropped silently (13.2)', () => {
  for (const [status, code] of [
    [400, ProblemCode.ValidationFailed],
    [404, ProblemCode.NotFound],
    [410, ProblemCode.MessageDeleted],
    [413, ProblemCode.PayloadTooLarge],
    [422, ProblemCode.IdempotencyKeyReuse],
  ] as const) {
    it(`keeps the entry as failed with its reason and text on ${status} ${code}, and the thread goes on`, async () => {
      transport.script.push(problem(code));
      const outbox = await open();
      const failed: OutboxEntry[] = [];
      outbox.on('failed', (e) => failed.push(e));
      const entry = await outbox.sendMessage(THREAD, 'keep me');
      await outbox.sendMessage(THREAD, 'next');
      await settle(CAP * 2);
      const kept = outbox.get(entry.id)!;
      expect(kept.state).toBe('failed');
      expect(kept.failure).toMatchObject({ code, status });
      expect(kept.op.kind === 'message.create' && kept.op.body.content_md).toBe('keep me');
      expect(failed.map((e) => e.id)).toEqual([entry.id]);
      expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['keep me', 'next']);
      expect((await store.load()).find((e) => e.id === entry.id)?.state).toBe('failed');
    });
  }

  it('sends a failed entry again with a new ID on retry(), and removes it only on discard()', async () => {
    transport.script.push(problem(ProblemCode.PayloadTooLarge));
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'too big');
    await settle();
    const again = await outbox.retry(entry.id);
    await settle();
    expect(again.id).not.toBe(entry.id);
    expect(creates(transport.calls).map((c) => c.body.client_msg_id)).toEqual([entry.id, again.id]);
    transport.script.push(problem(ProblemCode.ValidationFailed));
    const other = await outbox.sendMessage(THREAD, 'bad');
    await settle();
    await outbox.discard(other.id);
    expect(outbox.get(other.id)).toBeUndefined();
  });

  it('classifies errors as 13.2 says', () => {
    expect(dispositionOf(networkError())).toBe('retry');
    expect(dispositionOf(timeout())).toBe('retry');
    expect(dispositionOf(httpStatus(502))).toBe('retry');
    expect(dispositionOf(problem(ProblemCode.RateLimited))).toBe('retry');
    expect(dispositionOf(problem(ProblemCode.RequestTimeout))).toBe('retry');
    for (const code of [ProblemCode.ValidationFailed, ProblemCode.NotFound, ProblemCode.MessageDeleted, ProblemCode.PayloadTooLarge, ProblemCode.IdempotencyKeyReuse, ProblemCode.VersionConflict]) {
      expect(dispositionOf(problem(code)), code).toBe('fail');
    }
  });
});

describe('outbox: the echo confirms (13.2, 16.1, 16.2)', () => {
  it('replaces the waiting entry when message.created with its client_msg_id arrives', async () => {
    const outbox = await open();
    const confirmed: Message[] = [];
    outbox.on('confirmed', ({ message }) => confirmed.push(message));
    const entry = await outbox.sendMessage(THREAD, 'echo me');
    await settle();
    expect(outbox.get(entry.id)?.state).toBe('sent');
    const server = [...transport.messages.values()][0]!;
    expect(await outbox.confirmEcho(messageCreated(951, server))).toBe(true);
    expect(outbox.get(entry.id)).toBeUndefined();
    expect(confirmed).toEqual([server]);
    expect(await store.load()).toEqual([]);
  });

  it('16.2: the answer is lost, the retry is answered as a replay, one message, one confirmation', async () => {
    transport.script.push('lost');
    const outbox = await open({ random: () => 0.5 });
    const entry = await outbox.sendMessage(THREAD, 'offline');
    await settle(BASE);
    expect(creates(transport.calls)).toHaveLength(2);
    expect(transport.count('offline')).toBe(1);
    const server = [...transport.messages.values()][0]!;
    await outbox.confirmEcho(messageCreated(951, server));
    expect(outbox.entries()).toEqual([]);
    expect(entry.id).toBe(server.client_msg_id);
  });

  it('confirms an entry whose echo arrives while its request is still in flight', async () => {
    transport.script.push('hold');
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'race');
    await outbox.sendMessage(THREAD, 'after');
    await settle();
    const server = [...transport.messages.values()];
    expect(server).toHaveLength(0);
    // The server stored it; its echo overtakes the answer.
    await outbox.confirmEcho(messageCreated(5, { ...(await transport.createMessage(THREAD, { client_msg_id: entry.id, content_md: 'race' })) }));
    expect(outbox.get(entry.id)).toBeUndefined();
    transport.release();
    await settle();
    expect(creates(transport.calls).map((c) => c.body.content_md)).toEqual(['race', 'race', 'after']);
    expect(transport.count('race')).toBe(1);
  });

  it('ignores echoes of other clients', async () => {
    const outbox = await open();
    expect(await outbox.confirmEcho(messageCreated(1))).toBe(false);
  });

  /**
   * A create in flight at a sync point (a resync's reload completed while its request was out): its
   * echo may lie below the resync head and never come. What the entry is after the answer arrives.
   */
  async function inFlightAtSyncPoint(broken: boolean): Promise<{ state: string | undefined; confirmed: number }> {
    transport.script.push('hold');
    const outbox = await Outbox.open({ transport, store, random: () => 0.5, startPaused: false, brokenSettleAnsweredOnly: broken });
    opened.push(outbox);
    let confirmed = 0;
    outbox.on('confirmed', () => (confirmed += 1));
    const entry = await outbox.sendMessage(THREAD, 'in flight at the sync point');
    await settle();
    expect(transport.heldCount).toBe(1);
    await outbox.settleSent();
    transport.release();
    await settle();
    return { state: outbox.get(entry.id)?.state, confirmed };
  }

  it('a create in flight at a sync point is confirmed by its answer: its echo may lie below a resync head (D389)', async () => {
    expect(await inFlightAtSyncPoint(false)).toEqual({ state: undefined, confirmed: 1 });
  });

  it('twin: an outbox that settles only answered entries at a sync point leaves it sent, and the same check fails', async () => {
    expect(await inFlightAtSyncPoint(true)).toEqual({ state: 'sent', confirmed: 0 });
  });

  it('settles sent entries at a sync point: their echo was processed before a crash', async () => {
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'processed before the crash');
    await settle();
    expect(outbox.get(entry.id)?.state).toBe('sent');
    await outbox.settleSent();
    expect(outbox.entries()).toEqual([]);
  });
});

/** A memory store whose writes fail while `failing` is set (a full disk, a quota). */
class FailingOutboxStore extends MemoryOutboxStore {
  failing = false;
  override async put(entry: OutboxEntry): Promise<void> {
    if (this.failing) throw new Error('QuotaExceededError: the disk is full');
    return super.put(entry);
  }
  override async delete(id: string): Promise<void> {
    if (this.failing) throw new Error('QuotaExceededError: the disk is full');
    return super.delete(id);
  }
}

/** A store whose writes fail while its deletes still work (a quota that counts new bytes only). */
class PutFailingOutboxStore extends MemoryOutboxStore {
  failing = false;
  override async put(entry: OutboxEntry): Promise<void> {
    if (this.failing) throw new Error('QuotaExceededError: the disk is full');
    return super.put(entry);
  }
}

describe('outbox: close() then idle() leaves nothing being written (13.2)', () => {
  it("waits for a removal the outbox began after an echo, as the client's dispatch begins it without waiting", async () => {
    let release!: () => void;
    let deleting = false;
    let deleted = false;
    class SlowStore extends MemoryOutboxStore {
      override async delete(id: string): Promise<void> {
        deleting = true;
        await new Promise<void>((resolve) => (release = resolve));
        await super.delete(id);
        deleted = true;
      }
    }
    store = new SlowStore();
    const outbox = await open();
    await outbox.sendMessage(THREAD, 'echo me');
    await settle();
    void outbox.confirmEcho(messageCreated(951, [...transport.messages.values()][0]!));
    await settle();
    expect(deleting).toBe(true);
    outbox.close();
    let idle = false;
    const done = outbox.idle().then(() => {
      idle = true;
    });
    await settle(10);
    expect(idle).toBe(false);
    release();
    await settle();
    await done;
    expect(deleted).toBe(true);
    expect(await store.load()).toEqual([]);
  });

  it('waits for removals that run one after another, as settleSent makes them at a sync point', async () => {
    let deletes = 0;
    class SlowStore extends MemoryOutboxStore {
      override async delete(id: string): Promise<void> {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await super.delete(id);
        deletes += 1;
      }
    }
    store = new SlowStore();
    const outbox = await open();
    for (const text of ['one', 'two', 'three']) await outbox.sendMessage(THREAD, text);
    await settle();
    expect(outbox.entries().map((e) => e.state)).toEqual(['sent', 'sent', 'sent']);
    void outbox.settleSent();
    outbox.close();
    let idle = false;
    const done = outbox.idle().then(() => {
      idle = true;
    });
    for (let i = 0; i < 10 && !idle; i++) await settle(5);
    await done;
    expect(deletes).toBe(3);
    expect(await store.load()).toEqual([]);
  });
});

describe('outbox: a store that fails (13.2: stored before it counts; D390)', () => {
  /**
   * The person edits, then deletes, an unsent message while the store fails; then the app restarts
   * on the same store. What each call did (resolved, or rejected with its code) and what the
   * restarted outbox holds.
   */
  async function editAndDeleteWhileFailing(broken: boolean) {
    const failing = new FailingOutboxStore();
    const outbox = await Outbox.open({ transport, store: failing, startPaused: true, ...(broken ? { brokenStoreFailureReported: true } : {}) });
    opened.push(outbox);
    const reported: string[] = [];
    outbox.on('error', (e) => reported.push(e.code));
    const entry = await outbox.sendMessage(THREAD, 'first');
    failing.failing = true;
    const outcome = (p: Promise<unknown>) => p.then(() => 'resolved', (e: BothyError) => `rejected ${e.name} ${e.code}`);
    const edit = await outcome(outbox.editMessage({ client_msg_id: entry.id }, 'edited'));
    const inMemoryAfterEdit = outbox.get(entry.id)?.op;
    const del = await outcome(outbox.deleteMessage({ client_msg_id: entry.id }));
    failing.failing = false;
    outbox.close();
    const restarted = await Outbox.open({ transport, store: failing, startPaused: true });
    opened.push(restarted);
    return { edit, del, inMemoryAfterEdit, reported, afterRestart: restarted.entries().map((e) => e.op.kind === 'message.create' ? e.op.body.content_md : e.op.kind), inMemory: outbox.entries().length };
  }

  it('an edit or a delete that cannot be stored rejects with StorageError (storage_error) and changes nothing: what the app was told is what a restart finds', async () => {
    const r = await editAndDeleteWhileFailing(false);
    expect(r.edit).toBe('rejected StorageError storage_error');
    expect(r.del).toBe('rejected StorageError storage_error');
    expect(r.inMemoryAfterEdit).toMatchObject({ body: { content_md: 'first' } });
    expect(r.inMemory).toBe(1);
    expect(r.afterRestart).toEqual(['first']);
  });

  it('twin: an outbox that only reports the failure resolves both calls, and the restart sends a message the person deleted', async () => {
    const r = await editAndDeleteWhileFailing(true);
    expect(r.edit).toBe('resolved');
    expect(r.del).toBe('resolved');
    expect(r.inMemory).toBe(0);
    expect(r.afterRestart).toEqual(['first']);
    expect(r.reported).toEqual(['storage_error', 'storage_error']);
  });

  it('a state change of the outbox itself that cannot be stored is an error event with StorageError; the entry goes on', async () => {
    const failing = new FailingOutboxStore();
    const outbox = await Outbox.open({ transport, store: failing, startPaused: true });
    opened.push(outbox);
    const reported: BothyError[] = [];
    outbox.on('error', (e) => reported.push(e));
    const entry = await outbox.sendMessage(THREAD, 'sent while the disk is full');
    failing.failing = true;
    outbox.resume();
    await settle();
    expect(outbox.get(entry.id)?.state).toBe('sent');
    expect(reported.length).toBeGreaterThanOrEqual(1);
    expect(reported.every((e) => e instanceof StorageError && e.code === SdkErrorCode.Storage)).toBe(true);
  });

  it("a retry or a delete whose new entry cannot be stored (the store's delete still works) rejects and loses nothing: the failed message and the unsent edit stay, in memory and after a restart", async () => {
    const failing = new PutFailingOutboxStore();
    transport.script.push(problem(ProblemCode.ValidationFailed));
    const outbox = await Outbox.open({ transport, store: failing, random: () => 0.5, startPaused: false });
    opened.push(outbox);
    const refused = await outbox.sendMessage(THREAD, 'refused once');
    await settle(100);
    expect(outbox.get(refused.id)?.state).toBe('failed');
    const sent = await outbox.sendMessage(OTHER_THREAD, 'v1');
    await settle(100);
    outbox.pause();
    await outbox.editMessage({ client_msg_id: sent.id }, 'v2');
    failing.failing = true;
    await expect(outbox.retry(refused.id)).rejects.toBeInstanceOf(StorageError);
    await expect(outbox.deleteMessage({ client_msg_id: sent.id })).rejects.toBeInstanceOf(StorageError);
    failing.failing = false;
    const kept = (entries: OutboxEntry[]) =>
      entries.map((e) => (e.op.kind === 'message.create' ? `${e.op.body.content_md} ${e.state}` : e.op.kind === 'message.update' ? `update ${e.op.content_md}` : e.op.kind)).sort();
    const expected = ['refused once failed', 'update v2', 'v1 sent'];
    expect(kept(outbox.entries())).toEqual(expected);
    expect(kept(await failing.load())).toEqual(expected);
  });

  it('a new write that cannot be stored rejects with StorageError and is not taken', async () => {
    const failing = new FailingOutboxStore();
    failing.failing = true;
    const outbox = await Outbox.open({ transport, store: failing, startPaused: true });
    opened.push(outbox);
    await expect(outbox.sendMessage(THREAD, 'never stored')).rejects.toBeInstanceOf(StorageError);
    expect(outbox.entries()).toEqual([]);
  });
});

describe('outbox: editing and deleting (13.3)', () => {
  it('editing a message that was not sent yet changes the entry only', async () => {
    const outbox = await open({ startPaused: true });
    const entry = await outbox.sendMessage(THREAD, 'draft');
    await outbox.editMessage({ client_msg_id: entry.id }, 'final');
    outbox.resume();
    await settle();
    expect(transport.calls).toEqual([{ kind: 'create', threadId: THREAD, body: { client_msg_id: entry.id, content_md: 'final' } }]);
  });

  it('deleting a message that was not sent yet removes the entry, without a request', async () => {
    const outbox = await open({ startPaused: true });
    const entry = await outbox.sendMessage(THREAD, 'never mind');
    expect(await outbox.deleteMessage({ client_msg_id: entry.id })).toBeUndefined();
    outbox.resume();
    await settle();
    expect(transport.calls).toEqual([]);
    expect(outbox.entries()).toEqual([]);
  });

  it('deleting a message sent but not confirmed puts a delete entry behind it', async () => {
    transport.script.push('hold');
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'oops');
    await settle();
    const del = await outbox.deleteMessage({ client_msg_id: entry.id });
    expect(del?.op).toEqual({ kind: 'message.delete', after: entry.id });
    transport.release();
    await settle();
    const created = [...transport.messages.values()][0]!;
    expect(transport.calls[1]).toEqual({ kind: 'delete', messageId: created.id, key: del!.id });
    expect(transport.messages.get(created.id)?.deleted_at).toBeDefined();
  });

  it('editing a message in flight puts an edit behind it, with If-Match from the answer', async () => {
    transport.script.push('hold');
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'v1');
    await settle();
    const edit = await outbox.editMessage({ client_msg_id: entry.id }, 'v2');
    await outbox.editMessage({ client_msg_id: entry.id }, 'v3'); // changes the unsent edit only
    transport.release();
    await settle();
    const created = [...transport.messages.values()][0]!;
    expect(transport.calls.slice(1)).toEqual([{ kind: 'update', messageId: created.id, contentMd: 'v3', expectedVersion: 1, key: edit.id }]);
  });

  it('editing a sent message sends PATCH with If-Match; 412 keeps both revisions', async () => {
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'mine');
    await settle();
    const server = [...transport.messages.values()][0]!;
    await outbox.confirmEcho(messageCreated(2, server));
    // Someone else edits first.
    transport.messages.set(server.id, { ...server, content_md: 'theirs', version: 2 });
    const edit = await outbox.editMessage(server, 'my edit');
    await settle();
    const failed = outbox.get(edit.id)!;
    expect(transport.calls[1]).toMatchObject({ kind: 'update', expectedVersion: 1 });
    expect(failed.state).toBe('failed');
    expect(failed.failure?.code).toBe(ProblemCode.VersionConflict);
    expect(failed.failure?.current?.content_md).toBe('theirs');
    expect(failed.op.kind === 'message.update' && failed.op.content_md).toBe('my edit');
    expect(entry.id).toBe(server.client_msg_id);
  });

  it('410 message_deleted on an edit discards the entry and keeps its text', async () => {
    const outbox = await open();
    await outbox.sendMessage(THREAD, 'soon gone');
    await settle();
    const server = [...transport.messages.values()][0]!;
    await outbox.confirmEcho(messageCreated(2, server));
    transport.messages.set(server.id, { ...server, deleted_at: server.created_at, version: 2 });
    const discarded: OutboxEntry[] = [];
    outbox.on('discarded', (e) => discarded.push(e));
    const edit = await outbox.editMessage({ ...server, version: 2 }, 'too late');
    await settle(CAP * 2);
    expect(discarded.map((e) => e.id)).toEqual([edit.id]);
    const kept = outbox.get(edit.id)!;
    expect(kept.state).toBe('discarded');
    expect(kept.op.kind === 'message.update' && kept.op.content_md).toBe('too late');
    expect(transport.calls.filter((c) => c.kind === 'update')).toHaveLength(1);
    await outbox.discard(edit.id);
    expect(outbox.get(edit.id)).toBeUndefined();
  });

  it('an edit behind a create that failed goes into the failed entry', async () => {
    transport.script.push('hold');
    const outbox = await open();
    const entry = await outbox.sendMessage(THREAD, 'v1');
    await settle();
    await outbox.editMessage({ client_msg_id: entry.id }, 'v2');
    transport.release(problem(ProblemCode.PayloadTooLarge));
    await settle();
    const failed = outbox.get(entry.id)!;
    expect(failed.state).toBe('failed');
    expect(failed.op.kind === 'message.create' && failed.op.body.content_md).toBe('v2');
    expect(outbox.entries()).toHaveLength(1);
  });
});

describe('outbox safety twins: exactly once, nothing lost', () => {
  /** The check: every text sent exists exactly once on the server. */
  async function runLossyNetwork(transportFor: (t: ScriptedTransport) => ScriptedTransport, seed: number): Promise<Map<string, number>> {
    transport = new ScriptedTransport();
    store = new MemoryOutboxStore();
    const random = fc.sample(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { numRuns: 400, seed });
    let i = 0;
    const rnd = () => random[i++ % random.length]!;
    transport.decide = () => {
      const r = rnd();
      return r < 0.3 ? 'lost' : r < 0.45 ? networkError() : r < 0.55 ? httpStatus(503) : 'ok';
    };
    const outbox = await Outbox.open({ transport: transportFor(transport), store, random: rnd, startPaused: false });
    opened.push(outbox);
    const texts = Array.from({ length: 12 }, (_, n) => `msg ${n}`);
    for (const [n, text] of texts.entries()) await outbox.sendMessage(n % 2 ? THREAD : OTHER_THREAD, text);
    await settle(CAP * 40);
    return new Map(texts.map((t) => [t, transport.count(t)]));
  }

  it('with retries under one ID, a lossy network yields exactly one message per text (5.1)', async () => {
    for (const seed of [1, 2, 3]) {
      const counts = await runLossyNetwork((t) => t, seed);
      expect([...counts.values()].every((c) => c === 1), JSON.stringify([...counts])).toBe(true);
    }
  });

  it('twin: an outbox that takes a new ID per try creates duplicates, and the check sees them', async () => {
    /** A broken variant: every try gets a fresh client_msg_id. */
    const newIdPerTry = (t: ScriptedTransport): ScriptedTransport => {
      const broken = Object.create(t) as ScriptedTransport;
      broken.createMessage = (threadId, body) => t.createMessage(threadId, { ...body, client_msg_id: uuidv7() });
      return broken;
    };
    const counts = await runLossyNetwork(newIdPerTry, 1);
    expect([...counts.values()].some((c) => c > 1)).toBe(true);
  });

  /** The check: after a crash, every text is on the server or still in the outbox. */
  async function crashAfterSend(storeFor: (s: MemoryOutboxStore) => MemoryOutboxStore): Promise<string[]> {
    transport = new ScriptedTransport();
    store = storeFor(new MemoryOutboxStore());
    transport.decide = () => networkError(); // offline
    const outbox = await Outbox.open({ transport, store, startPaused: false });
    for (const text of ['a', 'b', 'c']) await outbox.sendMessage(THREAD, text).catch(() => undefined);
    outbox.close(); // crash
    const reopened = await Outbox.open({ transport, store, startPaused: true });
    opened.push(reopened);
    const kept = reopened.entries().map((e) => (e.op.kind === 'message.create' ? e.op.body.content_md : ''));
    return ['a', 'b', 'c'].filter((t) => !kept.includes(t) && transport.count(t) === 0);
  }

  it('nothing is lost across a crash: the entry is stored before it is sent', async () => {
    expect(await crashAfterSend((s) => s)).toEqual([]);
  });

  it('twin: a store that does not keep the entry of one message loses it, and the check sees it', async () => {
    /** A broken variant: the store silently drops every write of message 'b'. */
    const forgetful = (s: MemoryOutboxStore): MemoryOutboxStore => {
      const put = s.put.bind(s);
      s.put = async (entry) => (entry.op.kind === 'message.create' && entry.op.body.content_md === 'b' ? undefined : put(entry));
      return s;
    };
    expect(await crashAfterSend(forgetful)).toEqual(['b']);
  });
});

describe('outbox: a write after close() is refused or kept for the next session, never lost (13.2; D330)', () => {
  /**
   * The safety check: a write after close() either throws a TypeError, or waits in the app's store
   * and the next session on that store sends it. An outbox's own memory store no session reads again.
   */
  async function writeAfterClose(options: { appStore: boolean; broken?: boolean }): Promise<'refused' | 'sent later' | 'lost'> {
    const outbox = await Outbox.open({ transport, ...(options.appStore ? { store } : {}), random: () => 0.5, startPaused: false, ...(options.broken ? { brokenWritesAfterClose: true } : {}) });
    opened.push(outbox);
    outbox.close();
    let entry: OutboxEntry;
    try {
      entry = await outbox.sendMessage(THREAD, 'after close');
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      expect(String(error)).toMatch(/outbox is closed.*would never be sent/);
      return 'refused';
    }
    await settle(CAP);
    expect(transport.calls).toEqual([]); // a closed outbox sends nothing
    if (!options.appStore) return 'lost';
    await open(); // the next session, on the app's store
    await settle();
    return creates(transport.calls).some((c) => c.body.client_msg_id === entry.id) ? 'sent later' : 'lost';
  }

  it('with its own memory store (no store given) the write throws a TypeError', async () => {
    expect(await writeAfterClose({ appStore: false })).toBe('refused');
  });

  it('with the app\'s store the write is stored, and the next session on it sends it', async () => {
    expect(await writeAfterClose({ appStore: true })).toBe('sent later');
  });

  it('twin: an outbox that takes the write into its own store anyway loses it, and the check sees it', async () => {
    expect(await writeAfterClose({ appStore: false, broken: true })).toBe('lost');
  });

  it('every write is refused, and refused before it changes anything (retry keeps its failed entry)', async () => {
    transport.script.push(problem(ProblemCode.ValidationFailed));
    const outbox = await Outbox.open({ transport, random: () => 0.5, startPaused: false });
    opened.push(outbox);
    const failed = await outbox.sendMessage(THREAD, 'refused by the server');
    await outbox.sendMessage(OTHER_THREAD, 'sent, waiting for its echo');
    await settle();
    outbox.close();
    const before = outbox.entries();
    expect(before.map((e) => e.state)).toEqual(['failed', 'sent']);
    const server = { id: uuidv7(), thread_id: THREAD, version: 1 };
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['sendMessage', () => outbox.sendMessage(THREAD, 'x')],
      ['sendInteraction', () => outbox.sendInteraction('POST', `/messages/${server.id}/interactions`, { choice: 'a' }, THREAD)],
      ['write', () => outbox.write('PUT', '/threads/t/read-state', { body: { last_read_seq: 1 } })],
      ['editMessage', () => outbox.editMessage(server, 'edited')],
      ['deleteMessage', () => outbox.deleteMessage(server)],
      ['retry', () => outbox.retry(failed.id)],
    ];
    for (const [name, write] of writes) await expect(write(), name).rejects.toBeInstanceOf(TypeError);
    expect(outbox.entries()).toEqual(before);
    await outbox.discard(failed.id); // the person may still drop a failed entry
    expect(outbox.get(failed.id)).toBeUndefined();
  });

  it('after wipe() (4012) every write is refused, also with the app\'s store: nothing outlives the account\'s data', async () => {
    const outbox = await open();
    await outbox.wipe();
    await expect(outbox.sendMessage(THREAD, 'after the wipe')).rejects.toThrow(/outbox is wiped/);
    expect(await store.load()).toEqual([]);
  });
});
