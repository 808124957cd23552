// The snapshot tells the truth (6.3, 14): its personal parts equal the state a client builds by
// folding the log it may read (GET /events from 0). The fold here is an independent oracle: it
// knows only the events, never the tables. Its twin shows the comparison catching the snapshot this
// server sent before (sidebar hard-coded empty, unread counts only for threads with a read state).
import type { DurableEvent, EventsPage, Message, ReadState, Snapshot } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();

interface Folded {
  messages: Map<string, Map<string, Pick<Message, 'thread_seq' | 'author' | 'mention_ids' | 'deleted_at'>>>;
  reads: Map<string, { last_read_seq: number; version: number }>;
  drafts: Map<string, number>;
  settings: Map<string, number>;
  sidebar: Map<string, Snapshot['sidebar'][number]>;
  prefs: Map<string, number>;
  quietHours: number;
}

async function logOf(who: TestClient): Promise<DurableEvent[]> {
  const events: DurableEvent[] = [];
  let after = 0;
  for (let page = 0; page < 100; page++) {
    const res = await who.request<EventsPage>('GET', `/api/v1/events?after=${after}&limit=500`);
    expect(res.status, res.text).toBe(200);
    events.push(...(res.body.events as DurableEvent[]));
    if (res.body.next_cursor >= res.body.head_seq) return events;
    after = res.body.next_cursor;
  }
  throw new Error('the log did not end within 100 pages');
}

function fold(events: DurableEvent[]): Folded {
  const f: Folded = { messages: new Map(), reads: new Map(), drafts: new Map(), settings: new Map(), sidebar: new Map(), prefs: new Map(), quietHours: 0 };
  const thread = (id: string) => f.messages.get(id) ?? f.messages.set(id, new Map()).get(id)!;
  for (const e of events) {
    const p = e.payload as Record<string, unknown>;
    switch (e.type) {
      case 'message.created':
      case 'message.updated': {
        const m = p.message as Message;
        thread(m.thread_id).set(m.id, { thread_seq: m.thread_seq, author: m.author, mention_ids: m.mention_ids ?? [], ...(m.deleted_at ? { deleted_at: m.deleted_at } : {}) });
        break;
      }
      case 'message.deleted':
        thread(p.thread_id as string).delete(p.message_id as string);
        break;
      case 'read_state.updated':
        f.reads.set(p.thread_id as string, { last_read_seq: p.last_read_seq as number, version: p.version as number });
        break;
      case 'draft.updated':
        f.drafts.set(p.thread_id as string, p.version as number);
        break;
      case 'draft.deleted':
        f.drafts.delete(p.thread_id as string);
        break;
      case 'settings.updated':
        f.settings.set(p.key as string, p.version as number);
        break;
      case 'sidebar.updated':
        f.sidebar.set(p.space_id as string, { space_id: p.space_id as string, version: p.version as number, collapsed: p.collapsed as boolean, channel_order: p.channel_order as string[] });
        break;
      case 'notification_pref.updated': {
        const target = p.target as { kind: string; id: string };
        f.prefs.set(`${target.kind}:${target.id}`, p.version as number);
        break;
      }
      case 'quiet_hours.updated':
        f.quietHours = p.version as number;
        break;
    }
  }
  return f;
}

/** What differs between the snapshot and the folded log, as readable lines (empty: they agree). */
function mismatches(snap: Snapshot, f: Folded, me: string): string[] {
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${what}: snapshot ${JSON.stringify(a)}, log ${JSON.stringify(b)}`);
  };
  const byThread = new Map(snap.read_states.map((r) => [r.thread_id, r]));
  for (const [id, messages] of f.messages) {
    const read = f.reads.get(id) ?? { last_read_seq: 0, version: 0 };
    const unread = [...messages.values()].filter((m) => !m.deleted_at && m.author.id !== me && m.thread_seq > read.last_read_seq);
    const want: ReadState = { thread_id: id, ...read, unread_count: unread.length, mention_count: unread.filter((m) => m.mention_ids?.includes(me)).length };
    same(`read state of ${id}`, byThread.get(id), want);
  }
  for (const r of snap.read_states) if (!f.messages.has(r.thread_id) && !f.reads.has(r.thread_id)) same(`read state of silent thread ${r.thread_id}`, r, { thread_id: r.thread_id, last_read_seq: 0, version: 0, unread_count: 0, mention_count: 0 });
  same('drafts', snap.drafts, [...f.drafts].sort(([a], [b]) => a.localeCompare(b)).map(([thread_id, version]) => ({ thread_id, version })));
  same('settings_version', snap.settings_version, [...f.settings.values()].reduce((a, b) => a + b, 0));
  same('sidebar', snap.sidebar, [...f.sidebar.values()].sort((a, b) => a.space_id.localeCompare(b.space_id)));
  same('notification_prefs_version', snap.notification_prefs_version, [...f.prefs.values()].reduce((a, b) => a + b, 0));
  same('quiet_hours_version', snap.quiet_hours_version, f.quietHours);
  return out;
}

describe('the snapshot equals the state built from the log (6.3, 14)', () => {
  it('agrees on read states of every visible thread, drafts, the sidebar and the versions of settings, notification preferences and quiet hours', async () => {
    const alex = await t.client('alex');
    const p = await personWithChannel(t, alex, 'write');
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [p.who.principalId]);
    const phone = await t.client(rows[0]!.handle);
    const second = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [second, p.channel, t.ids.space]);
    const silent = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [silent, p.channel, t.ids.space]);

    await alex.postMessage(p.thread, 'one');
    const two = await alex.postMessage(p.thread, `two <@${p.who.principalId}>`);
    await alex.postMessage(p.thread, `three <@${p.who.principalId}>`);
    await alex.postMessage(second, `elsewhere <@${p.who.principalId}>`);
    await p.who.postMessage(second, 'my own words count for nobody');
    await alex.request('DELETE', `/api/v1/messages/${two.body.id}`);
    await p.who.request('PUT', `/api/v1/threads/${p.thread}/read-state`, { body: { last_read_seq: 1 } });
    await p.who.request('PUT', `/api/v1/threads/${p.thread}/draft`, { body: { base_version: 0, content_md: 'half a thought' } });
    await phone.request('PUT', `/api/v1/threads/${second}/draft`, { body: { base_version: 0, content_md: 'gone soon' } });
    await p.who.request('DELETE', `/api/v1/threads/${second}/draft`);
    await p.who.request('PUT', '/api/v1/me/settings/theme', { body: { value: 'dark' } });
    await phone.request('PUT', '/api/v1/me/settings/theme', { body: { value: 'light' } });
    await phone.request('PUT', '/api/v1/me/settings/density', { body: { value: 'compact' } });
    await p.who.request('DELETE', '/api/v1/me/settings/density');
    await p.who.request('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [p.channel] } });
    await phone.request('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: true, channel_order: [p.channel] } });
    await p.who.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: p.channel }, level: 'mentions' } });
    await phone.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: p.channel }, level: 'none' } });
    await p.who.request('PUT', '/api/v1/me/quiet-hours', { body: { enabled: true, start: '22:00', end: '07:00', timezone: 'UTC' } });

    const snap = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body;
    const folded = fold(await logOf(p.who));
    expect(folded.messages.size, 'the log carries both threads with messages').toBe(2);
    expect(snap.read_states.map((r) => r.thread_id)).toContain(silent);
    expect(mismatches(snap, folded, p.who.principalId)).toEqual([]);
    // ready carries the same snapshot (6.3): nothing changed in between, so it agrees with the log too.
    const gw = await GatewayTestClient.connect(t.server.url);
    try {
      const ready = await gw.identify(p.who);
      expect(mismatches(ready.d.snapshot, folded, p.who.principalId)).toEqual([]);
      expect(ready.d.snapshot.head_seq).toBe(snap.head_seq);
    } finally {
      gw.terminate();
    }
  });

  it('twin: the snapshot of before (sidebar empty, counts only where a read state exists) disagrees with the log', async () => {
    const alex = await t.client('alex');
    const p = await personWithChannel(t, alex, 'write');
    await alex.postMessage(p.thread, `unread <@${p.who.principalId}>`);
    await p.who.request('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: true, channel_order: [p.channel] } });
    const snap = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body;
    const folded = fold(await logOf(p.who));
    expect(mismatches(snap, folded, p.who.principalId)).toEqual([]);
    const before: Snapshot = { ...snap, sidebar: [], read_states: snap.read_states.filter((r) => r.version > 0) };
    const found = mismatches(before, folded, p.who.principalId);
    expect(found.some((m) => m.startsWith('sidebar'))).toBe(true);
    expect(found.some((m) => m.startsWith(`read state of ${p.thread}`))).toBe(true);
  });
});
