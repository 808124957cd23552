import { check, EventType, validateEvent, validateMessage, type Event, type Message, type ReactionState, type PinState } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { eventsOf } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let sam: TestClient;
let alex: TestClient;
const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
  alex = await t.client('alex');
});

const react = (c: TestClient, id: string, emoji: string, add = true, headers: Record<string, string> = {}) =>
  c.request<ReactionState & { code?: string }>(add ? 'PUT' : 'DELETE', `/api/v1/messages/${id}/reactions/${encodeURIComponent(emoji)}`, { headers });
const pin = (c: TestClient, id: string, pinned = true) => c.request<PinState & { code?: string }>(pinned ? 'PUT' : 'DELETE', `/api/v1/messages/${id}/pin`);

/** Every event the person may read after `after`, through REST catch-up (7.4), as text and parsed. */
async function catchUp(c: TestClient, after = 0): Promise<{ text: string; events: Event[] }> {
  let text = '';
  const events: Event[] = [];
  for (;;) {
    const r = await c.request<{ events: Event[]; next_cursor: number; head_seq: number }>('GET', `/api/v1/events?after=${after}&limit=500`);
    expect(r.status).toBe(200);
    text += r.text;
    events.push(...r.body.events);
    if (r.body.next_cursor >= r.body.head_seq) return { text, events };
    after = r.body.next_cursor;
  }
}

describe('reactions carry absolute counts without resource.version (9)', () => {
  it('adding the same reaction twice is one reaction and one reaction.added; another person counts 2; removing counts down', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'react to me')).body;
    const first = await react(sam, m.id, '👍');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message_id: m.id, emoji: '👍', count: 1, reacted: true });
    expect((await react(sam, m.id, '👍')).body).toMatchObject({ count: 1, reacted: true });
    expect((await react(alex, m.id, '👍')).body).toMatchObject({ count: 2 });
    expect((await react(sam, m.id, '👍', false)).body).toEqual({ message_id: m.id, emoji: '👍', count: 1, reacted: false });
    expect((await react(sam, m.id, '👍', false)).body).toMatchObject({ count: 1, reacted: false });
    const events = (await eventsOf(t, 'message', m.id)).filter((e) => e.type.startsWith('reaction.'));
    expect(events.map((e) => [e.type, e.payload.count])).toEqual([
      [EventType.ReactionAdded, 1],
      [EventType.ReactionAdded, 2],
      [EventType.ReactionRemoved, 1],
    ]);
    const delivered = (await catchUp(sam)).events.filter((e) => e.resource.id === m.id && e.type.startsWith('reaction.'));
    expect(delivered).toHaveLength(3);
    for (const e of delivered) {
      expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
      expect('version' in e.resource, 'reaction.* report no version of the message (9)').toBe(false);
    }
  });

  it('does not change messages.version: the author edits after a reaction without 412 (9)', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'edit me later')).body;
    await react(alex, m.id, '🎉');
    const r = await sam.request('PATCH', `/api/v1/messages/${m.id}`, { body: { content_md: 'edited' }, headers: { 'if-match': `"${m.version}"` } });
    expect(r.status).toBe(200);
  });

  it('counts multi-byte and composed emoji by their NFC text, and refuses whitespace or an empty emoji (400)', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'family')).body;
    expect((await react(sam, m.id, '👩‍👩‍👧')).body).toMatchObject({ emoji: '👩‍👩‍👧', count: 1 });
    expect((await react(alex, m.id, 'e\u0301')).body).toMatchObject({ emoji: 'é', count: 1 });
    expect((await react(sam, m.id, 'é')).body).toMatchObject({ emoji: 'é', count: 2 });
    expect((await react(sam, m.id, 'a b')).status).toBe(400);
    expect((await react(sam, m.id, 'x'.repeat(65))).status).toBe(400);
  });

  it('refuses an invisible reaction or one with a bidi control (400), and takes joiners, variation selectors and tags inside a sequence with a visible base (D382)', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'invisible')).body;
    for (const blank of ['\u200B', '\u0301', '\u{E0001}', '\u200D', 'x\u202E', '\u2066🎉', '\u3164', '\u2800']) {
      expect((await react(sam, m.id, blank)).status, JSON.stringify(blank)).toBe(400);
    }
    for (const fine of ['1\uFE0F\u20E3', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', '👍🏽', '🇩🇪', '♥\uFE0E', '🏳️‍🌈']) {
      expect((await react(sam, m.id, fine)).status, JSON.stringify(fine)).toBe(200);
    }
    // A blank reaction stored before the rule can still be removed by its author.
    await t.db.pool.query('INSERT INTO message_reactions (message_id, emoji, principal_id) VALUES ($1, $2, $3)', [m.id, '\u200B', sam.principalId]);
    const removed = await react(sam, m.id, '\u200B', false);
    expect(removed.status, removed.text).toBe(200);
    expect((await t.db.pool.query('SELECT 1 FROM message_reactions WHERE message_id = $1 AND emoji = $2', [m.id, '\u200B'])).rows).toEqual([]);
  });

  it('one Idempotency-Key with an emoji spelled NFC and NFD is the same request: the stored answer, not 422 (5.2, D358, D382)', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'spelled twice')).body;
    const key = uuidv7();
    const a = await react(sam, m.id, '\u00E9', true, { 'idempotency-key': key });
    expect(a.status).toBe(200);
    const b = await react(sam, m.id, 'e\u0301', true, { 'idempotency-key': key });
    expect([b.status, b.headers.get('idempotent-replay')], b.text).toEqual([200, 'true']);
    expect(b.body).toEqual(a.body);
  });

  it('repeats the stored answer for the same Idempotency-Key (5.2)', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'keyed')).body;
    const key = uuidv7();
    const a = await react(sam, m.id, '✅', true, { 'idempotency-key': key });
    await react(alex, m.id, '✅');
    const b = await react(sam, m.id, '✅', true, { 'idempotency-key': key });
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replay')).toBe('true');
    expect(b.body).toEqual(a.body);
  });

  it('needs message.react (channel write): a reader gets 403, a stranger 404 (D180)', async () => {
    const reader = await personWithChannel(t, alex, 'read');
    const m = (await alex.postMessage(reader.thread, 'in a read-only place')).body;
    expect((await react(reader.who, m.id, '👀')).status).toBe(403);
    expect((await pin(reader.who, m.id)).status).toBe(403);
    const stranger = await personWithChannel(t, alex, 'write');
    expect((await react(stranger.who, m.id, '👀')).status).toBe(404);
  });
});

describe('pins carry pinned yes or no without resource.version (9)', () => {
  it('pin.added once, pin.removed once, repeats change nothing', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'pin me')).body;
    expect((await pin(sam, m.id)).body).toEqual({ message_id: m.id, pinned: true });
    expect((await pin(alex, m.id)).body).toEqual({ message_id: m.id, pinned: true });
    expect((await pin(sam, m.id, false)).body).toEqual({ message_id: m.id, pinned: false });
    expect((await pin(sam, m.id, false)).body).toEqual({ message_id: m.id, pinned: false });
    const events = (await eventsOf(t, 'message', m.id)).filter((e) => e.type.startsWith('pin.'));
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [EventType.PinAdded, { message_id: m.id, pinned: true, pinned_by: sam.principalId }],
      [EventType.PinRemoved, { message_id: m.id, pinned: false }],
    ]);
  });
});

describe('REST reads carry the reactions and the pin (9, D243)', () => {
  it('GET /messages/{id} and GET /threads/{id}/messages name the count per emoji in the order of first use and pinned, and follow every change', async () => {
    const thread = (await t.db.pool.query<{ id: string }>(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3) RETURNING id`, [uuidv7(), t.ids.general, t.ids.space])).rows[0]!.id;
    const m = (await sam.postMessage(thread, 'react and pin me')).body;
    const read = async () => {
      const one = await sam.request<Message>('GET', `/api/v1/messages/${m.id}`);
      const list = await sam.request<{ messages: Message[] }>('GET', `/api/v1/threads/${thread}/messages`);
      expect(one.status).toBe(200);
      expect(list.body.messages).toEqual([one.body]);
      expect(check(validateMessage, one.body).ok).toBe(true);
      return { reactions: one.body.reactions, pinned: one.body.pinned, version: one.body.version };
    };
    expect(await read()).toEqual({ reactions: undefined, pinned: false, version: 1 });
    await react(sam, m.id, '🦊');
    await react(alex, m.id, '👍🏽');
    await react(alex, m.id, '🦊');
    await pin(alex, m.id);
    expect(await read()).toEqual({ reactions: [{ emoji: '🦊', count: 2 }, { emoji: '👍🏽', count: 1 }], pinned: true, version: 1 });
    await react(sam, m.id, '🦊', false);
    await react(alex, m.id, '👍🏽', false);
    await pin(sam, m.id, false);
    expect(await read()).toEqual({ reactions: [{ emoji: '🦊', count: 1 }], pinned: false, version: 1 });
    // The events say the same absolute values (the client's two sources agree).
    const last = (await eventsOf(t, 'message', m.id)).filter((e) => e.type.startsWith('reaction.')).at(-1)!;
    expect(last.payload).toMatchObject({ emoji: '👍🏽', count: 0 });
    // A deleted message has neither (2.2: the tombstone has no reactions; the pin goes with it).
    await pin(sam, m.id);
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    expect(await read()).toEqual({ reactions: undefined, pinned: false, version: 2 });
  });
});

describe('Idempotency-Key on pins (5.2)', () => {
  const pinKeyed = (c: TestClient, id: string, pinned: boolean, key: string) =>
    c.request<PinState>(pinned ? 'PUT' : 'DELETE', `/api/v1/messages/${id}/pin`, { headers: { 'idempotency-key': key } });
  const pinEvents = async (id: string) => (await eventsOf(t, 'message', id)).filter((e) => e.type.startsWith('pin.')).length;

  /** Pin with `first`, unpin, then pin again with `again`: what the third request answers and how many pin.* events the message has. */
  async function pinUnpinRepeat(first: string, again: string) {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'pinned under a key')).body;
    const a = await pinKeyed(sam, m.id, true, first);
    expect(a.body).toEqual({ message_id: m.id, pinned: true });
    expect((await pin(sam, m.id, false)).body.pinned).toBe(false);
    const b = await pinKeyed(sam, m.id, true, again);
    return { a, b, events: await pinEvents(m.id), pinned: (await t.db.pool.query('SELECT 1 FROM messages WHERE id = $1 AND pinned_at IS NOT NULL', [m.id])).rowCount };
  }

  it('a replay answers the stored answer (Idempotent-Replay) and writes no second pin.added, even after an unpin in between', async () => {
    const key = uuidv7();
    const { a, b, events, pinned } = await pinUnpinRepeat(key, key);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replay')).toBe('true');
    expect(b.body).toEqual(a.body);
    expect(events).toBe(2); // pin.added, pin.removed
    expect(pinned).toBe(0);
  });

  it('twin: with a fresh key the same sequence pins again and writes a second pin.added, so the check can fail', async () => {
    const { b, events, pinned } = await pinUnpinRepeat(uuidv7(), uuidv7());
    expect(b.headers.get('idempotent-replay')).toBeNull();
    expect(events).toBe(3);
    expect(pinned).toBe(1);
  });

  it('a replay of an unpin under its key answers the stored answer and writes no second pin.removed', async () => {
    const m = (await sam.postMessage(t.ids.welcomeThread, 'unpinned under a key')).body;
    await pin(sam, m.id);
    const key = uuidv7();
    const a = await pinKeyed(sam, m.id, false, key);
    await pin(sam, m.id);
    const b = await pinKeyed(sam, m.id, false, key);
    expect([b.status, b.headers.get('idempotent-replay')]).toEqual([200, 'true']);
    expect(b.body).toEqual(a.body);
    expect(await pinEvents(m.id)).toBe(3); // added, removed, added: the replay removed nothing
  });
});

describe('redaction of reactions and pins on deletion (2.2)', () => {
  // The safety check: after the deletion no event a person can read carries the emoji.
  const leaksEmoji = (events: Event[], messageId: string, emoji: string) =>
    events.some((e) => e.resource.id === messageId && JSON.stringify(e.payload).includes(emoji));

  it('twin: a deletion that skips the redaction leaves the emoji in reaction.*, and the same check fails', async () => {
    const emoji = '🐙';
    const m = (await sam.postMessage(t.ids.welcomeThread, 'a tombstone with its reactions left readable')).body;
    await react(alex, m.id, emoji);
    t.server.ctx.twins = { deleteWithoutRedaction: true };
    try {
      expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    } finally {
      t.server.ctx.twins = undefined;
    }
    expect(leaksEmoji((await catchUp(sam)).events, m.id, emoji)).toBe(true);
  });

  it('reaction.* become emoji "" and count 0, pin.* stay unchanged, and every payload still validates', async () => {
    const emoji = '🦄';
    const m = (await sam.postMessage(t.ids.welcomeThread, 'soon a tombstone')).body;
    await react(sam, m.id, emoji);
    await react(alex, m.id, emoji);
    await pin(sam, m.id);
    const before = await catchUp(sam);
    // Twin: the same check on the log before the deletion finds the emoji, so it can fail.
    expect(leaksEmoji(before.events, m.id, emoji)).toBe(true);
    expect((await sam.request('DELETE', `/api/v1/messages/${m.id}`)).status).toBe(204);
    const after = await catchUp(sam);
    expect(leaksEmoji(after.events, m.id, emoji)).toBe(false);
    expect(after.text).not.toContain(emoji);
    const mine = after.events.filter((e) => e.resource.id === m.id);
    for (const e of mine) expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
    const reactions = mine.filter((e) => e.type.startsWith('reaction.'));
    expect(reactions).toHaveLength(2);
    for (const e of reactions) {
      expect(e.redacted).toBe(true);
      expect(e.payload).toMatchObject({ emoji: '', count: 0 });
    }
    const pins = mine.filter((e) => e.type === EventType.PinAdded);
    expect(pins[0]!.payload).toEqual({ message_id: m.id, pinned: true, pinned_by: sam.principalId });
    // The pin goes with the message: pin.removed in the deletion's transaction, right before message.deleted.
    const deletion = mine.filter((e) => e.type === EventType.PinRemoved || e.type === EventType.MessageDeleted);
    expect(deletion.map((e) => e.type)).toEqual([EventType.PinRemoved, EventType.MessageDeleted]);
    expect(deletion[1]!.seq).toBe(deletion[0]!.seq + 1);
    const { rows: pinned } = await t.db.pool.query('SELECT 1 FROM messages WHERE id = $1 AND pinned_at IS NOT NULL', [m.id]);
    expect(pinned).toHaveLength(0);
    // The tombstone has no reactions, and a deleted message takes none (410, 13.3).
    const { rows } = await t.db.pool.query('SELECT 1 FROM message_reactions WHERE message_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
    const late = await react(alex, m.id, emoji);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('message_deleted');
    expect((await pin(alex, m.id, false)).status).toBe(410);
  });
});
