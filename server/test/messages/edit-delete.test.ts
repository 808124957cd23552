import { validateEvent, type Event, type Message } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type TestClient } from '../support/server.ts';

let sam: TestClient;
let alex: TestClient;

const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
  alex = await t.client('alex');
});

const patch = (c: TestClient, id: string, content: string, ifMatch?: string) =>
  c.request<Message & { code?: string; current?: Message }>('PATCH', `/api/v1/messages/${id}`, { body: { content_md: content }, headers: ifMatch ? { 'if-match': ifMatch } : {} });

describe('editing a sent message (13.3)', () => {
  it('edits with If-Match and answers the new revision with its ETag', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'draft one')).body;
    const r = await patch(sam, m.id, 'draft two', `"${m.version}"`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ content_md: 'draft two', version: m.version + 1 });
    expect(r.body.edited_at).toBeTypeOf('string');
    expect(r.headers.get('etag')).toBe(`"${m.version + 1}"`);
  });

  it('answers an outdated If-Match with 412 version_conflict carrying the current revision', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'v1')).body;
    await patch(sam, m.id, 'v2', `"${m.version}"`);
    const r = await patch(sam, m.id, 'my v2', `"${m.version}"`);
    expect(r.status).toBe(412);
    expect(r.body.code).toBe('version_conflict');
    expect(r.body.current).toMatchObject({ id: m.id, content_md: 'v2', version: m.version + 1 });
  });

  it('requires If-Match: 428 precondition_required without it', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'no etag')).body;
    const r = await patch(sam, m.id, 'edited');
    expect(r.status).toBe(428);
    expect(r.body.code).toBe('precondition_required');
  });

  it('lets only the author edit', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'sams words')).body;
    const r = await patch(alex, m.id, 'alex was here', `"${m.version}"`);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('forbidden');
  });

  it('answers an edit of a deleted message with 410 message_deleted', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'soon gone')).body;
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    const r = await patch(sam, m.id, 'too late', `"${m.version}"`);
    expect(r.status).toBe(410);
    expect(r.body.code).toBe('message_deleted');
  });
});

describe('deleting a message (13.3, 2.2, 4)', () => {
  it('is idempotent: 204 twice, one message.deleted event', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'delete me')).body;
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = 'message.deleted' AND resource_id = $1`, [m.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps thread_seq as a tombstone', async () => {
    const a = (await sam.postMessage(t.ids.welcomeThread, 'a')).body;
    const b = (await sam.postMessage(t.ids.welcomeThread, 'b')).body;
    await sam.request('DELETE', `/api/v1/messages/${a.id}`);
    const list = await sam.request<{ messages: Message[] }>('GET', `/api/v1/threads/${t.ids.welcomeThread}/messages?after_seq=${a.thread_seq - 1}&limit=2`);
    expect(list.body.messages.map((m) => m.thread_seq)).toEqual([a.thread_seq, b.thread_seq]);
    expect(list.body.messages[0]).toMatchObject({ content_md: '', deleted_at: expect.any(String) });
  });

  it('redacts every earlier event of the message: GET /events returns tombstones that validate, and the text is gone (2.2)', async () => {
    const secret = `confidential ${Date.now()}`;
    const m = (await sam.postMessage(t.ids.welcomeThread, secret)).body;
    await patch(sam, m.id, `${secret} (edited)`, `"${m.version}"`);
    const before = await sam.request<{ events: Event[] }>('GET', '/api/v1/events?after=0&limit=500');
    // Twin: before the deletion the check finds the text, so it can fail.
    expect(before.text).toContain(secret);
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    let after = 0;
    const mine: Event[] = [];
    for (;;) {
      const r = await sam.request<{ events: Event[]; next_cursor: number; head_seq: number }>('GET', `/api/v1/events?after=${after}&limit=500`);
      expect(r.text).not.toContain(secret);
      for (const e of r.body.events) {
        expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
        if (e.resource.id === m.id) mine.push(e);
      }
      if (r.body.next_cursor >= r.body.head_seq) break;
      after = r.body.next_cursor;
    }
    expect(mine.map((e) => e.type)).toEqual(['message.created', 'message.updated', 'message.deleted']);
    for (const e of mine.slice(0, 2)) {
      expect(e.redacted).toBe(true);
      const message = (e.payload as { message: Message }).message;
      expect(message.content_md).toBe('');
      expect(message.deleted_at).toBeTypeOf('string');
    }
    expect(mine[2]!.redacted).toBeUndefined();
  });

  it('lets a channel manager delete another person\'s message, and nobody else', async () => {
    const m = (await alex.postMessage(t.ids.welcomeThread, 'alex speaks')).body;
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(403);
    const s = (await sam.postMessage(t.ids.welcomeThread, 'sam speaks')).body;
    expect((await alex.request('DELETE', `/api/v1/messages/${s.id}`)).status).toBe(204);
  });
});
