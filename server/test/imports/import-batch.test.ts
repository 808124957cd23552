import { ProblemCode } from '@bothy/generated';
import type { Event } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { importKey } from '../../src/imports/service.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let alex: TestClient;
let sam: TestClient;
let thread: string;

const t = useTestServer();
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
  thread = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, 'Imported')`, [thread, t.ids.general, t.ids.space]);
});

const batch = (importId: string, n: number, batchNo: number, last = false) => ({
  import_id: importId,
  batch: batchNo,
  total_count: 6,
  last,
  messages: Array.from({ length: n }, (_, i) => ({ author_id: t.ids.sam, content_md: `old message ${batchNo}.${i}`, created_at: '2021-05-01T10:00:00Z' })),
});

describe('import batches (15.8)', () => {
  it('writes one thread.updated and one import.progress per batch, origin import, and sets unread_floor_seq', async () => {
    const head = (await alex.request<{ head_seq: number }>('GET', '/api/v1/events?after=0&limit=1')).body.head_seq;
    const importId = uuidv7();
    const r = await alex.request<{ thread: { last_message_seq: number; unread_floor_seq: number }; imported_count: number }>('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 4, 1) });
    expect(r.status).toBe(200);
    expect(r.body.thread).toMatchObject({ last_message_seq: 4, unread_floor_seq: 4 });
    const events = (await alex.request<{ events: Event[] }>('GET', `/api/v1/events?after=${head}`)).body.events;
    expect(events.map((e) => e.type)).toEqual(['thread.updated', 'import.progress']);
    expect(events[1]!.payload).toMatchObject({ import_id: importId, batch: 1, imported_count: 4, state: 'running' });
    const { rows } = await t.db.pool.query<{ origin: string; thread_seq: number }>('SELECT origin, thread_seq FROM messages WHERE thread_id = $1 ORDER BY thread_seq', [thread]);
    expect(rows.map((m) => m.origin)).toEqual(['import', 'import', 'import', 'import']);
    expect(rows.map((m) => m.thread_seq)).toEqual([1, 2, 3, 4]);
  });

  it('continues thread_seq across batches, ends with state done, and writes nothing for a repeated batch', async () => {
    const importId = uuidv7();
    await alex.request('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 1, 1) });
    const second = await alex.request<{ thread: { last_message_seq: number; unread_floor_seq: number } }>('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 1, 2, true) });
    expect(second.body.thread).toMatchObject({ last_message_seq: 6, unread_floor_seq: 6 });
    const before = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    const repeat = await alex.request('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 1, 2, true) });
    expect(repeat.status).toBe(200);
    const after = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const { rows } = await t.db.pool.query<{ state: string }>('SELECT state FROM imports WHERE id = $1', [importKey(thread, importId)]);
    expect(rows[0]!.state).toBe('done');
  });

  it('takes an import_id used in another thread as another import, so that it tells nothing of that thread (D50, D49)', async () => {
    const other = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, 'Elsewhere')`, [other, t.ids.random, t.ids.space]);
    const importId = uuidv7();
    const first = await alex.request<{ imported_count: number }>('POST', `/api/v1/threads/${other}/import-batches`, { body: batch(importId, 2, 1) });
    const second = await alex.request<{ imported_count: number; thread: { id: string } }>('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 1, 1) });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ imported_count: 1, thread: { id: thread } });
  });

  it('continues an import stored under its import_id before D50 as the same import', async () => {
    const importId = uuidv7();
    await t.db.pool.query(`INSERT INTO imports (id, thread_id, batches, imported_count, version) VALUES ($1, $2, 1, 3, 1)`, [importId, thread]);
    await t.db.pool.query(`INSERT INTO import_batches (import_id, batch) VALUES ($1, 1)`, [importId]);
    const before = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    expect((await alex.request('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 1, 1) })).status).toBe(200);
    expect((await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log')).rows[0]!.n).toBe(before.rows[0]!.n);
    const next = await alex.request<{ imported_count: number }>('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(importId, 1, 2) });
    expect(next.body.imported_count).toBe(4);
  });

  it('refuses a created_at outside the years 0001-9999 in UTC, or with an offset PostgreSQL cannot store, at its pointer, writing nothing (D333)', async () => {
    const before = (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE thread_id = $1', [thread])).rows[0]!.n;
    for (const created_at of ['0000-06-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:59:59-23:59', '9999-12-31T23:59:59.9999995Z', '2020-01-01T00:00:00+16:00', '2020-01-01T00:00:00-2300']) {
      const body = batch(uuidv7(), 2, 1);
      body.messages[1]!.created_at = created_at;
      const r = await alex.request<{ code: string; errors?: { pointer: string }[] }>('POST', `/api/v1/threads/${thread}/import-batches`, { body });
      expect([r.status, r.body.code, r.body.errors?.[0]?.pointer], created_at).toEqual([400, ProblemCode.ValidationFailed, '/messages/1/created_at']);
    }
    expect((await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE thread_id = $1', [thread])).rows[0]!.n).toBe(before);
  });

  it('needs manage on the channel', async () => {
    const r = await sam.request<{ code: string }>('POST', `/api/v1/threads/${thread}/import-batches`, { body: batch(uuidv7(), 1, 1) });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('forbidden');
  });
});
