import { EventType, validateEvent, type Event, type Message } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventPayloadTooLargeError, type NewEvent } from '../../src/events/appender.ts';
import { fitMessageEvent } from '../../src/messages/message.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const MAX = 4096;
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

function event(content: string, extra: Partial<Message> = {}): NewEvent<typeof EventType.MessageCreated> {
  const message: Message = {
    id: '0190f5d2-7a00-7000-8000-00000000000a',
    thread_id: '0190f5d2-7a00-7000-8000-00000000000b',
    channel_id: '0190f5d2-7a00-7000-8000-00000000000c',
    thread_seq: 7,
    author: { id: '0190f5d2-7a00-7000-8000-00000000000d', kind: 'user' },
    origin: 'human',
    kind: 'text',
    content_md: content,
    version: 1,
    created_at: '2026-12-01T00:00:00.000Z',
    ...extra,
  };
  return { type: EventType.MessageCreated, scope: {}, resource: { kind: 'message', id: message.id, version: 1 }, payload: { message } };
}

/** Content of `n` payload bytes over the empty message: the boundary in bytes, whatever the characters. */
function fill(n: number, unit: string): string {
  const base = bytes(event('').payload);
  let s = '';
  while (bytes(event(s + unit).payload) - base <= n) s += unit;
  return s;
}

describe('a long message gets a reduced event payload with truncated: true (2.2)', () => {
  const base = bytes(event('').payload);

  it('keeps a payload of exactly sync.event_payload_max_bytes whole, and reduces one byte more', () => {
    const exact = 'a'.repeat(MAX - base);
    expect(bytes(event(exact).payload)).toBe(MAX);
    const kept = fitMessageEvent(event(exact), MAX);
    expect(kept.truncated).toBeUndefined();
    expect(kept.payload.message.content_md).toBe(exact);
    const over = fitMessageEvent(event(`${exact}b`), MAX);
    expect(over.truncated).toBe(true);
    expect(bytes(over.payload)).toBe(MAX);
    expect(over.payload.message.content_md).toBe(exact);
  });

  for (const [name, unit] of [['3-byte €', '€'], ['4-byte 😀 (a surrogate pair)', '😀'], ['a ZWJ sequence 👩‍👧', '👩‍👧'], ['escaped quotes and newlines', '"\n']] as const) {
    it(`cuts ${name} on a whole code point, the longest prefix that fits`, () => {
      const text = `${fill(MAX - base - 1, unit)}${unit.repeat(50)}`;
      const fitted = fitMessageEvent(event(text), MAX);
      const cut = fitted.payload.message.content_md;
      expect(fitted.truncated).toBe(true);
      expect(bytes(fitted.payload)).toBeLessThanOrEqual(MAX);
      expect(text.startsWith(cut)).toBe(true);
      // Valid UTF-8: no lone surrogate at the cut, the text survives a round trip.
      expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut);
      // Longest: one more code point of the original would not fit.
      const next = [...text.slice(cut.length)][0]!;
      expect(bytes(event(cut + next).payload)).toBeGreaterThan(MAX);
    });
  }

  it('drops mention_ids and attachments only when the message without text does not fit either', () => {
    const mentions = Array.from({ length: 40 }, (_, i) => `0190f5d2-7a00-7000-8000-${String(i).padStart(12, '0')}`);
    const fits = fitMessageEvent(event('x'.repeat(MAX), { mention_ids: mentions.slice(0, 2) }), MAX);
    expect(fits.payload.message.mention_ids).toHaveLength(2);
    const bare = fitMessageEvent(event('x'.repeat(MAX), { mention_ids: [...mentions, ...mentions, ...mentions] }), 1500);
    expect(bare.payload.message.mention_ids).toBeUndefined();
    expect(bytes(bare.payload)).toBeLessThanOrEqual(1500);
  });
});

describe('long messages end to end (2.2)', () => {
  const t = useTestServer({ 'sync.event_payload_max_bytes': MAX });
  let sam: TestClient;
  beforeAll(async () => {
    sam = await t.client('sam');
  });

  it('stores the whole message (201, not 413), writes message.created with truncated: true, and GET /messages/{id} gives the whole text', async () => {
    const text = `Grüße 😀 ${'€ü😀'.repeat(2000)}`;
    const posted = await sam.request<Message>('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, { body: { client_msg_id: '0190f5d2-7a00-7000-8000-0000000000f1', content_md: text } });
    expect(posted.status).toBe(201);
    expect(posted.body.content_md).toBe(text);
    expect((await sam.request<Message>('GET', `/api/v1/messages/${posted.body.id}`)).body.content_md).toBe(text);
    const page = await sam.request<{ events: Event[] }>('GET', '/api/v1/events?after=0&limit=500');
    const e = page.body.events.find((x) => x.resource.id === posted.body.id && x.type === EventType.MessageCreated)!;
    expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
    expect(e.truncated).toBe(true);
    const cut = (e.payload as { message: Message }).message.content_md;
    expect(cut.length).toBeGreaterThan(0);
    expect(text.startsWith(cut)).toBe(true);
    expect(bytes(e.payload)).toBeLessThanOrEqual(MAX);
  });

  it('an edit to a long text writes message.updated with truncated: true; a short message stays whole', async () => {
    const short = (await sam.postMessage(t.ids.welcomeThread, 'short')).body;
    const long = 'ß'.repeat(5000);
    const r = await sam.request<Message>('PATCH', `/api/v1/messages/${short.id}`, { body: { content_md: long }, headers: { 'if-match': `"${short.version}"` } });
    expect(r.status).toBe(200);
    const { rows } = await t.db.pool.query<{ type: string; truncated: boolean }>('SELECT type, truncated FROM event_log WHERE resource_id = $1 ORDER BY seq', [short.id]);
    expect(rows).toEqual([{ type: EventType.MessageCreated, truncated: false }, { type: EventType.MessageUpdated, truncated: true }]);
  });

  it('the appender itself still refuses an oversized payload instead of truncating it', () => {
    expect(() => t.server.ctx.appender.prepare([event('x'.repeat(MAX))])).toThrow(EventPayloadTooLargeError);
  });
});
