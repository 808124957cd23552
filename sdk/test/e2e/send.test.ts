// 16.1 and 16.2 end to end: BothyClients against the reference server on real PostgreSQL, over
// real sockets. Alex reaches the server through a FaultProxy that the test can cut; Sam connects
// directly and stays online.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClientOp, EventType, ServerOp, type EventOf } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileOutboxStore } from '../../src/node/file-stores.ts';
import type { Message } from '../../src/index.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { MemoryCursorStore } from '../../src/store/cursor-store.ts';
import { MemoryOutboxStore } from '../../src/store/outbox-store.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import { e2eClient, newThread, threadMessages, until, useTestServer, type E2eClient } from '../support/e2e.ts';

let proxy: FaultProxy;
let alex: E2eClient;
let sam: E2eClient;

const t = useTestServer();
beforeAll(async () => {
  proxy = new FaultProxy(t.server.port);
  await proxy.start();
  alex = await e2eClient(t, proxy.url, 'alex');
  sam = await e2eClient(t, t.server.url, 'sam');
  await Promise.all([alex.client.start(), sam.client.start()]);
  await Promise.all([alex.client.whenLive(), sam.client.whenLive()]);
});

afterAll(async () => {
  await alex?.client.close();
  await sam?.client.close();
  await proxy?.stop();
});

function confirmations(c: E2eClient): Array<{ id: string; message: Message }> {
  const out: Array<{ id: string; message: Message }> = [];
  c.client.outbox.on('confirmed', ({ entry, message }) => out.push({ id: entry.id, message }));
  return out;
}

const deliveriesOf = (c: E2eClient, clientMsgId: string): EventOf<typeof EventType.MessageCreated>[] =>
  c.seen.deliveries.filter((e) => e.payload.message.client_msg_id === clientMsgId);

describe('16.1 send a message, online', () => {
  it('creates the message once, confirms the outbox entry by its echo, and the other client receives it', async () => {
    const thread = await newThread(t, '16.1');
    const confirmed = confirmations(alex);
    const entry = await alex.client.sendMessage(thread, 'hello from 16.1');
    expect(entry.op.kind === 'message.create' && entry.op.body.client_msg_id).toBe(entry.id);

    await until(() => confirmed.length === 1 && deliveriesOf(sam, entry.id).length === 1, 'echo at Alex, delivery at Sam');
    await until(() => alex.client.pending().length === 0, 'outbox empty');

    const stored = await threadMessages(t, thread);
    expect(stored).toEqual([expect.objectContaining({ client_msg_id: entry.id, content_md: 'hello from 16.1', thread_seq: 1 })]);
    // One POST, answered 201; the echo carried client_msg_id and confirmed the entry (13.2).
    const posts = proxy.messagePosts().filter((p) => p.body.includes(entry.id));
    expect(posts.map((p) => [p.status, p.replay, p.delivered])).toEqual([[201, false, true]]);
    const echo = deliveriesOf(alex, entry.id);
    expect(echo).toHaveLength(1);
    expect(echo[0]!.client_msg_id).toBe(entry.id);
    expect(confirmed[0]).toEqual({ id: entry.id, message: expect.objectContaining({ id: stored[0]!.id }) });
    expect(deliveriesOf(sam, entry.id)[0]!.payload.message.id).toBe(stored[0]!.id);
  });
});

describe('focus and typing helpers (6.2, 12)', () => {
  it('typing.start reaches a client that focuses the thread; it is throttled until typing.stop or a send', async () => {
    const thread = await newThread(t, 'typing');
    const typing: string[] = [];
    const off = sam.client.on(EventType.TypingStarted, (e) => {
      if (e.payload.thread_id === thread) typing.push(e.payload.principal_id);
    });
    expect(sam.client.focus([thread])).toBe(true);
    // The focus is applied before the first typing.start: the server stores it (gateway_sessions.focus)
    // after taking it on the connection, so its row is the condition (a fixed sleep only guessed it).
    await until(async () => ((await t.db.pool.query(`SELECT 1 FROM gateway_sessions WHERE focus->'thread_ids' ? $1`, [thread])).rowCount ?? 0) > 0, 'Sam\'s focus applied');

    const sentStarts = () => alex.seen.sent(ClientOp.TypingStart).filter((f) => f.d.thread_id === thread).length;
    expect(alex.client.typing(thread)).toBe(true);
    expect(alex.client.typing(thread)).toBe(false); // within sync.typing_min_interval
    await until(() => typing.length === 1, 'Sam sees Alex typing');
    expect(typing).toEqual([alex.tokens.principalId]);
    expect(sentStarts()).toBe(1);

    expect(alex.client.stopTyping(thread)).toBe(true);
    expect(alex.seen.sent(ClientOp.TypingStop).filter((f) => f.d.thread_id === thread)).toHaveLength(1);
    expect(alex.client.typing(thread)).toBe(true); // the throttle was reset
    await alex.client.sendMessage(thread, 'typed and sent'); // sending ends the indicator
    expect(alex.seen.sent(ClientOp.TypingStop).filter((f) => f.d.thread_id === thread)).toHaveLength(2);
    expect(sentStarts()).toBe(2);
    await until(() => alex.client.pending().length === 0, 'sent');

    const tooMany = Array.from({ length: 21 }, () => uuidv7());
    expect(() => sam.client.focus(tooMany)).toThrow(RangeError); // sync.max_focused_threads
    // A thread ID that is not a UUID never goes on the wire: the server's 4002 would come again
    // after every identify, since focus is sent again then (a reconnect without end).
    const focusSent = sam.seen.sent(ClientOp.Focus).length;
    expect(() => sam.client.focus(['general'])).toThrow(TypeError);
    expect(() => sam.client.focus([thread], { background: ['x'] })).toThrow(TypeError);
    expect(() => alex.client.typing('not-a-thread')).toThrow(TypeError);
    // Nor into the outbox, where it would only fail when sent.
    const queued = alex.client.pending().length;
    await expect(alex.client.sendMessage('general', 'into no thread')).rejects.toThrow(TypeError);
    expect(alex.client.pending()).toHaveLength(queued);
    expect(sam.seen.sent(ClientOp.Focus)).toHaveLength(focusSent);
    expect(sam.client.state).toBe('live');
    off();
  });
});

describe('16.2 send offline, then reconnect', () => {
  it('keeps the message in the outbox while offline, resumes and catches up first, then sends; the lost answer is replayed once (5.1)', async () => {
    const thread = await newThread(t, '16.2');
    const confirmed = confirmations(alex);
    const order: string[] = [];
    alex.client.on('synced', () => order.push('synced'));
    // A request now, so that the REST client holds a fresh DPoP nonce and the POST below is not
    // first answered with a nonce challenge.
    await alex.client.rest.getSnapshot();

    // The network goes: the gateway link is cut, new connections are refused.
    proxy.setOffline(true);
    await until(() => alex.client.state !== 'live', 'Alex notices the lost connection');
    const entry = await alex.client.sendMessage(thread, 'sent while offline');
    // Shown as "sending": in the outbox, never attempted, the outbox paused (13.2, 13.4).
    expect(alex.client.pending(thread)).toEqual([expect.objectContaining({ id: entry.id, state: 'queued', attempts: 0 })]);
    expect(alex.client.outbox.paused).toBe(true);

    // While Alex is away, Sam writes: Alex's catch-up carries these events.
    const samWhileAway: string[] = [];
    for (let i = 0; i < 3; i++) samWhileAway.push((await sam.client.sendMessage(thread, `sam while Alex is away ${i}`)).id);
    await until(() => samWhileAway.every((id) => deliveriesOf(sam, id).length === 1), 'Sam sees his own messages');
    expect(proxy.messagePosts().some((p) => p.body.includes(entry.id))).toBe(false);

    // The first POST reaches the server but its answer is lost. The echo is held on the gateway
    // until after the retry, so that the order is the one of the diagram: POST, lost, POST again
    // with the same client_msg_id, 200 Idempotent-Replay, then the echo.
    let first = true;
    proxy.restFault = (request) => {
      if (request.method === 'POST' && request.body.includes(entry.id)) {
        order.push('post');
        if (first) {
          first = false;
          proxy.stallGateways(1_500, 'down');
          return 'drop_response';
        }
      }
      return 'forward';
    };

    // The network comes back; the app reports it (6.5: an immediate attempt that does not count).
    const socketsBefore = new Set(alex.seen.frames().map((f) => f.conn));
    proxy.setOffline(false);
    alex.client.networkChanged();
    await until(() => confirmed.some((c) => c.id === entry.id), 'the entry is confirmed', 15_000);
    proxy.restFault = () => 'forward';

    // resume on the new socket, then the catch-up with Sam's messages, then catchup.complete.
    const resume = alex.seen.sent(ClientOp.Resume).filter((f) => !socketsBefore.has(f.conn));
    expect(resume.length).toBeGreaterThanOrEqual(1);
    const conn = resume.at(-1)!.conn;
    const serverOps = alex.seen.frames().filter((f) => f.conn === conn && f.from === 'server' && f.frame).map((f) => f.frame!.op);
    expect(serverOps.slice(0, 2)).toEqual([ServerOp.Hello, ServerOp.Resumed]);
    expect(serverOps.indexOf(ServerOp.CatchupComplete)).toBeGreaterThan(serverOps.indexOf(ServerOp.Dispatch));
    for (const id of samWhileAway) expect(deliveriesOf(alex, id)).toHaveLength(1);

    // 13.4: catch up first, then send. Two POSTs with the same client_msg_id: the first stored
    // (201, answer lost), the second answered 200 with Idempotent-Replay.
    expect(order.indexOf('synced')).toBeLessThan(order.indexOf('post'));
    const posts = proxy.messagePosts().filter((p) => p.body.includes(entry.id));
    expect(posts.map((p) => [p.status, p.replay, p.delivered])).toEqual([
      [201, false, false],
      [200, true, true],
    ]);
    expect(new Set(posts.map((p) => (JSON.parse(p.body) as { client_msg_id: string }).client_msg_id))).toEqual(new Set([entry.id]));

    // Exactly one message and one confirmed entry; Sam receives it once.
    const stored = (await threadMessages(t, thread)).filter((m) => m.client_msg_id === entry.id);
    expect(stored).toHaveLength(1);
    expect(confirmed.filter((c) => c.id === entry.id)).toHaveLength(1);
    expect(alex.client.pending(thread)).toEqual([]);
    await until(() => deliveriesOf(sam, entry.id).length === 1, 'Sam receives it');
    expect(deliveriesOf(alex, entry.id)).toHaveLength(1);
  });
});

describe('a restart after the echo was processed but before the entry left the store (13.2, 16.2)', () => {
  it('the entry is sent again, answered as a repeat, and confirmed by that answer; one message on the server', async () => {
    const thread = await newThread(t, 'crash window');
    const first = await e2eClient(t, t.server.url, 'sam');
    await first.client.start();
    await first.client.whenLive();
    const id = uuidv7();
    const body = { client_msg_id: id, content_md: 'created, echoed, then the process was killed' };
    // What the killed process did: the create reached the server, its echo was processed and the
    // cursor stored past it; the outbox's removal of the entry had not reached its store.
    await first.client.rest.createMessage(thread, body);
    await until(() => deliveriesOf(first, id).length === 1, 'the echo is processed');
    const position = first.client.position!;
    await first.client.close();
    const cursorStore = new MemoryCursorStore({ cursor: position.cursor, sync_epoch: position.sync_epoch });
    const outboxStore = new MemoryOutboxStore();
    await outboxStore.put({ id, order: 1, lane: thread, created_at: Date.now(), state: 'sending', attempts: 1, op: { kind: 'message.create', thread_id: thread, body } });

    const restarted = await e2eClient(t, t.server.url, 'sam', { tokens: first.tokens, cursorStore, outboxStore });
    const confirmed = confirmations(restarted);
    try {
      await restarted.client.start();
      await until(() => confirmed.some((c) => c.id === id), 'the entry is confirmed');
      expect(restarted.client.pending(thread)).toEqual([]);
      expect(deliveriesOf(restarted, id)).toEqual([]); // the echo was behind the cursor: it never comes again
      expect((await threadMessages(t, thread)).filter((m) => m.client_msg_id === id)).toHaveLength(1);
    } finally {
      await restarted.client.close();
    }
  });
});

describe('writes after close() (13.2; D330)', () => {
  it('without an outboxStore every write throws a TypeError, since nothing would ever send it; nothing reaches the server', async () => {
    const c = await e2eClient(t, t.server.url, 'sam');
    await c.client.start();
    await c.client.whenLive();
    const thread = await newThread(t, 'writes after close');
    const before = await c.client.sendMessage(thread, 'before close');
    await until(() => deliveriesOf(c, before.id).length === 1, 'the echo of the message before close');
    const message = deliveriesOf(c, before.id)[0]!.payload.message;
    await c.client.close();
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['sendMessage', () => c.client.sendMessage(thread, 'after close')],
      ['editMessage', () => c.client.editMessage(message, 'edited after close')],
      ['deleteMessage', () => c.client.deleteMessage(message)],
      ['sendInteraction', () => c.client.sendInteraction(message, { kind: 'button' })],
    ];
    for (const [name, write] of writes) await expect(write(), name).rejects.toThrow(/^the outbox is closed/);
    expect(c.client.pending()).toEqual([]);
    expect((await threadMessages(t, thread)).map((m) => m.content_md)).toEqual(['before close']);
  });

  it('with a persistent outboxStore the write waits in it, and the next session on that store sends it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bothy-outbox-'));
    try {
      const file = path.join(dir, 'outbox.json');
      const thread = await newThread(t, 'written after close, sent later');
      const first = await e2eClient(t, t.server.url, 'sam', { outboxStore: new FileOutboxStore(file) });
      await first.client.start();
      await first.client.whenLive();
      await first.client.close();
      const entry = await first.client.sendMessage(thread, 'written after close');
      expect(entry.state).toBe('queued');
      expect(await threadMessages(t, thread)).toEqual([]); // a closed client sends nothing
      const next = await e2eClient(t, t.server.url, 'sam', { outboxStore: new FileOutboxStore(file), tokens: first.tokens });
      try {
        await next.client.start();
        await until(async () => (await threadMessages(t, thread)).some((m) => m.client_msg_id === entry.id), 'the next session sends it');
        await until(() => next.client.pending().length === 0, 'its echo confirms it');
      } finally {
        await next.client.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
