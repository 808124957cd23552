// Large drafts, settings and sidebars (2.2, 14): the producer stores the object whole and writes its
// event with a reduced payload and truncated: true, like a long message (D182, D241); the appender
// still refuses an oversized payload, and that refusal reaches no client as a detail.
import { EventType, validateEvent, type Draft, type Event, type Setting, type SidebarState } from '@bothy/generated';
import type { Request } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventPayloadTooLargeError, type NewEvent } from '../../src/events/appender.ts';
import { fitDraftEvent, fitSettingEvent, fitSidebarEvent, jsonBytes } from '../../src/events/reduce.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { toProblem } from '../../src/rest/app.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const MAX = 4096;
const THREAD = '0190f5d2-7a00-7000-8000-00000000000b';
const FILE = '0190f5d2-7a00-7000-8000-00000000000f';

function draftEvent(content: string, fileIds: string[] = []): NewEvent<typeof EventType.DraftUpdated> {
  return { type: EventType.DraftUpdated, scope: {}, resource: { kind: 'draft', id: THREAD, version: 3 }, payload: { thread_id: THREAD, version: 3, content_md: content, file_ids: fileIds } };
}

function settingEvent(value: string): NewEvent<typeof EventType.SettingsUpdated> {
  return { type: EventType.SettingsUpdated, scope: {}, resource: { kind: 'setting', id: 'k', version: 2 }, payload: { key: 'k', value, version: 2 } };
}

describe('a large draft gets a reduced event payload with truncated: true (2.2, 14)', () => {
  const base = jsonBytes(draftEvent('', [FILE]).payload);

  it('keeps a payload of exactly sync.event_payload_max_bytes whole, and reduces one byte more to exactly the limit', () => {
    const exact = 'a'.repeat(MAX - base);
    expect(jsonBytes(draftEvent(exact, [FILE]).payload)).toBe(MAX);
    const kept = fitDraftEvent(draftEvent(exact, [FILE]), MAX);
    expect(kept.truncated).toBeUndefined();
    expect(kept.payload.content_md).toBe(exact);
    const over = fitDraftEvent(draftEvent(`${exact}b`, [FILE]), MAX);
    expect(over.truncated).toBe(true);
    expect(jsonBytes(over.payload)).toBe(MAX);
    expect(over.payload).toMatchObject({ thread_id: THREAD, version: 3, content_md: exact, file_ids: [FILE] });
  });

  for (const [name, unit] of [['3-byte €', '€'], ['4-byte 😀 (a surrogate pair)', '😀'], ['escaped quotes and newlines', '"\n']] as const) {
    it(`cuts ${name} on a whole code point, the longest prefix that fits`, () => {
      const text = `x${unit.repeat(MAX)}`;
      const fitted = fitDraftEvent(draftEvent(text), MAX);
      const cut = fitted.payload.content_md;
      expect(fitted.truncated).toBe(true);
      expect(jsonBytes(fitted.payload)).toBeLessThanOrEqual(MAX);
      expect(text.startsWith(cut)).toBe(true);
      expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut); // no lone surrogate at the cut
      const next = [...text.slice(cut.length)][0]!;
      expect(jsonBytes(draftEvent(cut + next).payload)).toBeGreaterThan(MAX);
    });
  }

  it('a setting over the limit keeps key and version and drops its value; at the limit it stays whole', () => {
    const base = jsonBytes(settingEvent('').payload);
    const exact = '€'.repeat((MAX - base) / 3);
    expect(jsonBytes(settingEvent(exact).payload)).toBe(MAX);
    expect(fitSettingEvent(settingEvent(exact), MAX).truncated).toBeUndefined();
    const over = fitSettingEvent(settingEvent(`${exact}a`), MAX);
    expect(over).toMatchObject({ truncated: true, payload: { key: 'k', version: 2 } });
    expect(over.payload).not.toHaveProperty('value');
    expect(over.payload).not.toHaveProperty('deleted');
  });

  it('a sidebar over the limit keeps space, version and collapsed, without the channel order', () => {
    const order = Array.from({ length: 200 }, () => uuidv7());
    const e: NewEvent<typeof EventType.SidebarUpdated> = { type: EventType.SidebarUpdated, scope: {}, resource: { kind: 'space', id: THREAD }, payload: { space_id: THREAD, version: 4, collapsed: true, channel_order: order } };
    expect(fitSidebarEvent(e, MAX)).toMatchObject({ truncated: true, payload: { space_id: THREAD, version: 4, collapsed: true, channel_order: [] } });
    expect(fitSidebarEvent({ ...e, payload: { ...e.payload, channel_order: order.slice(0, 2) } }, MAX).truncated).toBeUndefined();
  });
});

describe('large personal data end to end (2.2, 14)', () => {
  const t = useTestServer({ 'sync.event_payload_max_bytes': MAX });
  const newThreadIn = async (channel: string, title: string) => {
    const id = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, $4)`, [id, channel, t.ids.space, title]);
    return id;
  };
  let sam: TestClient;
  beforeAll(async () => {
    sam = await t.client('sam');
  });

  async function lastEvent(type: string, principalId: string): Promise<Event> {
    const page = await sam.request<{ events: Event[] }>('GET', '/api/v1/events?after=0&limit=500');
    expect(page.status, page.text).toBe(200);
    const e = page.body.events.filter((x) => x.type === type).at(-1)!;
    expect(e, `a ${type} for ${principalId}`).toBeDefined();
    expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
    return e;
  }

  it('stores a draft over the limit whole (200, not 413), writes draft.updated with truncated: true, and GET /me/drafts gives the whole text', async () => {
    const thread = await newThreadIn(t.ids.general, 'long draft');
    const text = `Entwurf 😀 ${'€ü😀"\n'.repeat(1500)}`;
    const put = await sam.request<{ draft: Draft; overwrote_newer: boolean }>('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 0, content_md: text } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.draft.content_md).toBe(text);
    const e = await lastEvent(EventType.DraftUpdated, sam.principalId);
    expect(e.truncated).toBe(true);
    const payload = e.payload as { content_md: string; version: number; thread_id: string };
    expect(payload).toMatchObject({ thread_id: thread, version: put.body.draft.version });
    expect(text.startsWith(payload.content_md)).toBe(true);
    expect(payload.content_md.length).toBeGreaterThan(0);
    expect(jsonBytes(e.payload)).toBeLessThanOrEqual(MAX);
    const list = await sam.request<{ drafts: Draft[] }>('GET', '/api/v1/me/drafts');
    expect(list.body.drafts.find((d) => d.thread_id === thread)?.content_md).toBe(text);
  });

  it('a draft at the limit is whole in its event; one more byte is truncated', async () => {
    const thread = await newThreadIn(t.ids.general, 'draft at the limit');
    const by = { updated_by_device_id: sam.deviceId };
    const base = jsonBytes({ thread_id: thread, version: 1, content_md: '', file_ids: [], ...by });
    const exact = 'ß'.repeat((MAX - base) / 2);
    expect(jsonBytes({ thread_id: thread, version: 1, content_md: exact, file_ids: [], ...by })).toBe(MAX);
    expect((await sam.request('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 0, content_md: exact } })).status).toBe(200);
    expect((await lastEvent(EventType.DraftUpdated, sam.principalId)).truncated).toBeUndefined();
    // version 2 has as many digits as version 1: one more byte of text is one byte over the limit.
    expect((await sam.request('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 1, content_md: `${exact}!` } })).status).toBe(200);
    expect((await lastEvent(EventType.DraftUpdated, sam.principalId)).truncated).toBe(true);
  });

  it('stores a setting over the limit whole, writes settings.updated with key and version only and truncated: true, and GET /me/settings gives the value', async () => {
    const value = { text: '😀'.repeat(2000), list: [1, 2, 3] };
    const put = await sam.request<Setting>('PUT', '/api/v1/me/settings/signature', { body: { value } });
    expect(put.status, put.text).toBe(200);
    const e = await lastEvent(EventType.SettingsUpdated, sam.principalId);
    expect(e.truncated).toBe(true);
    expect(e.payload).toEqual({ key: 'signature', version: put.body.version, updated_by_device_id: sam.deviceId });
    const list = await sam.request<{ settings: Setting[] }>('GET', '/api/v1/me/settings');
    expect(list.body.settings.find((s) => s.key === 'signature')?.value).toEqual(value);
  });

  it('a sidebar over the limit is stored whole and its event names the space and version with truncated: true', async () => {
    const ids = Array.from({ length: 110 }, () => uuidv7());
    await t.db.pool.query(`INSERT INTO channels (id, space_id, name) SELECT id, $2, 'c-' || id FROM unnest($1::uuid[]) AS id`, [ids, t.ids.space]);
    const alex = await t.client('alex');
    const put = await alex.request<SidebarState>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: ids } });
    expect(put.status, put.text).toBe(200);
    const page = await alex.request<{ events: Event[] }>('GET', '/api/v1/events?after=0&limit=500');
    const e = page.body.events.filter((x) => x.type === EventType.SidebarUpdated).at(-1)!;
    expect(e).toMatchObject({ truncated: true, payload: { space_id: t.ids.space, version: put.body.version, channel_order: [] } });
    const list = await alex.request<{ sidebar: SidebarState[] }>('GET', '/api/v1/me/sidebar');
    expect(list.body.sidebar[0]!.channel_order).toEqual(ids);
  });

  it('an event no producer reduced is our fault: 500 internal_error, and the appender\'s text (type, sizes) is not in the answer (D182)', () => {
    const problem = toProblem(t.server.ctx, new EventPayloadTooLargeError(EventType.ThreadUpdated, MAX + 1, MAX), { method: 'PUT', path: '/x' } as Request);
    expect([problem.status, problem.code]).toEqual([500, 'internal_error']);
    expect(problem.message).not.toMatch(/thread\.updated|sync\.event_payload_max_bytes|\d{4}/);
  });
});
