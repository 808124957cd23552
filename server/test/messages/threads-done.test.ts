import { EventType, validateEvent, type Event, type Thread } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { eventsOf, newThread } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let alex: TestClient;
const t = useTestServer();
beforeAll(async () => {
  alex = await t.client('alex');
});

const close = (c: TestClient, id: string) => c.request<Thread & { code?: string }>('POST', `/api/v1/threads/${id}/close`);
const reopen = (c: TestClient, id: string) => c.request<Thread & { code?: string }>('POST', `/api/v1/threads/${id}/reopen`);
const threadEvents = (id: string) => eventsOf(t, 'thread', id);

describe('a thread marked done and reopened (13.3)', () => {
  it('close writes thread.closed with the thread (closed true, the new version); closing again writes nothing', async () => {
    const p = await personWithChannel(t, alex, 'write');
    const r = await close(p.who, p.thread);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: p.thread, closed: true, version: 2 });
    expect((await close(p.who, p.thread)).body).toMatchObject({ closed: true, version: 2 });
    const events = await threadEvents(p.thread);
    expect(events.map((e) => e.type)).toEqual([EventType.ThreadClosed]);
    expect(events[0]!.payload).toMatchObject({ thread: { id: p.thread, closed: true, version: 2 } });
  });

  it('a send to a done thread reopens it in the message\'s transaction: thread.updated (closed false) right before message.created (D181)', async () => {
    const p = await personWithChannel(t, alex, 'write');
    await close(p.who, p.thread);
    const sent = await p.who.postMessage(p.thread, 'back to it');
    expect(sent.status).toBe(201);
    const { rows } = await t.db.pool.query<{ closed: boolean; version: number }>('SELECT closed, version FROM threads WHERE id = $1', [p.thread]);
    expect(rows[0]).toEqual({ closed: false, version: 3 });
    const reopened = (await threadEvents(p.thread)).find((e) => e.type === EventType.ThreadUpdated)!;
    expect(reopened.payload).toMatchObject({ thread: { id: p.thread, closed: false, version: 3, last_message_seq: 1 } });
    const created = (await eventsOf(t, 'message', sent.body.id, EventType.MessageCreated))[0]!;
    // One transaction: consecutive numbers of the same counter step (3.2), and the same commit time.
    expect(created.seq).toBe(reopened.seq + 1);
    const times = await t.db.pool.query<{ n: number }>('SELECT count(DISTINCT occurred_at)::int AS n FROM event_log WHERE seq IN ($1, $2)', [reopened.seq, created.seq]);
    expect(times.rows[0]!.n).toBe(1);
    // A send to an open thread reports no thread.updated.
    await p.who.postMessage(p.thread, 'and more');
    expect((await threadEvents(p.thread)).filter((e) => e.type === EventType.ThreadUpdated)).toHaveLength(1);
  });

  it('a repeat of a client_msg_id to a done thread neither reopens it nor writes an event (5.1)', async () => {
    const p = await personWithChannel(t, alex, 'write');
    const first = await p.who.request<{ client_msg_id: string }>('POST', `/api/v1/threads/${p.thread}/messages`, { body: { client_msg_id: '0190f5d2-7a00-7000-8000-000000000001', content_md: 'once' } });
    expect(first.status).toBe(201);
    await close(p.who, p.thread);
    const head = (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value;
    const repeat = await p.who.request('POST', `/api/v1/threads/${p.thread}/messages`, { body: { client_msg_id: '0190f5d2-7a00-7000-8000-000000000001', content_md: 'once' } });
    expect(repeat.status).toBe(200);
    expect((await t.db.pool.query<{ closed: boolean }>('SELECT closed FROM threads WHERE id = $1', [p.thread])).rows[0]!.closed).toBe(true);
    expect((await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value).toBe(head);
  });

  it('reopen writes thread.updated (closed false); reopening an open thread writes nothing', async () => {
    const p = await personWithChannel(t, alex, 'write');
    const thread = await newThread(t, p.channel);
    expect((await reopen(p.who, thread)).body).toMatchObject({ closed: false, version: 1 });
    await close(p.who, thread);
    expect((await reopen(p.who, thread)).body).toMatchObject({ closed: false, version: 3 });
    expect((await threadEvents(thread)).map((e) => e.type)).toEqual([EventType.ThreadClosed, EventType.ThreadUpdated]);
    const page = await p.who.request<{ events: Event[] }>('GET', '/api/v1/events?after=0&limit=500');
    for (const e of page.body.events.filter((x) => x.resource.id === thread)) expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
  });

  it('needs thread.close (channel write): a reader gets 403 and the thread stays open (D180)', async () => {
    const p = await personWithChannel(t, alex, 'read');
    const r = await close(p.who, p.thread);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('forbidden');
    expect(await threadEvents(p.thread)).toEqual([]);
  });
});

describe('Idempotency-Key on close and reopen (5.2)', () => {
  const keyed = (c: TestClient, id: string, op: 'close' | 'reopen', key: string) =>
    c.request<Thread>('POST', `/api/v1/threads/${id}/${op}`, { headers: { 'idempotency-key': key } });
  const count = async (id: string, type: string) => (await threadEvents(id)).filter((e) => e.type === type).length;

  /** `op` under `first`, the opposite without a key, then `op` again under `again`. */
  async function thereAndBack(op: 'close' | 'reopen', first: string, again: string) {
    const p = await personWithChannel(t, alex, 'write');
    if (op === 'reopen') await close(p.who, p.thread);
    const a = await keyed(p.who, p.thread, op, first);
    expect(a.status).toBe(200);
    await (op === 'close' ? reopen : close)(p.who, p.thread);
    const b = await keyed(p.who, p.thread, op, again);
    const { rows } = await t.db.pool.query<{ closed: boolean }>('SELECT closed FROM threads WHERE id = $1', [p.thread]);
    return { a, b, thread: p.thread, closed: rows[0]!.closed };
  }

  for (const [op, event, staysClosed] of [
    ['close', EventType.ThreadClosed, false],
    ['reopen', EventType.ThreadUpdated, true],
  ] as const) {
    it(`a replayed ${op} answers the stored thread (Idempotent-Replay) and writes no second ${event}; the thread stays ${staysClosed ? 'done' : 'reopened'}`, async () => {
      const key = uuidv7();
      const { a, b, thread, closed } = await thereAndBack(op, key, key);
      expect([b.status, b.headers.get('idempotent-replay')]).toEqual([200, 'true']);
      expect(b.body).toEqual(a.body);
      expect(await count(thread, event)).toBe(1);
      expect(closed).toBe(staysClosed);
    });
  }

  it('twin: with a fresh key the same sequences write a second event, so the checks can fail', async () => {
    const c = await thereAndBack('close', uuidv7(), uuidv7());
    expect(await count(c.thread, EventType.ThreadClosed)).toBe(2);
    const r = await thereAndBack('reopen', uuidv7(), uuidv7());
    expect(await count(r.thread, EventType.ThreadUpdated)).toBe(2);
  });
});
