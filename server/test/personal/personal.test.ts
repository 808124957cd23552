import type { DurableEvent, ReadState } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let alex: TestClient;
let sam: TestClient;
let samPhone: TestClient;
let thread: string;

const t = useTestServer();
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
  samPhone = await t.client('sam');
  thread = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, 'Personal')`, [thread, t.ids.general, t.ids.space]);
});

async function personalEvents(principalId: string, type: string) {
  return (await t.db.pool.query<{ payload: Record<string, unknown>; audience_principal_id: string }>(`SELECT payload, audience_principal_id FROM event_log WHERE type = $1 AND audience_principal_id = $2 ORDER BY seq`, [type, principalId])).rows;
}

describe('read state (14, R-SY-13)', () => {
  it('is monotonic: GREATEST(old, new); a lower value changes nothing and writes no event', async () => {
    for (let i = 0; i < 3; i++) await alex.postMessage(thread, `m${i} <@${sam.principalId}>`);
    const up = await sam.request<ReadState>('PUT', `/api/v1/threads/${thread}/read-state`, { body: { last_read_seq: 2 } });
    expect(up.body).toMatchObject({ last_read_seq: 2, unread_count: 1, mention_count: 1 });
    const down = await samPhone.request<ReadState>('PUT', `/api/v1/threads/${thread}/read-state`, { body: { last_read_seq: 1 } });
    expect(down.body).toMatchObject({ last_read_seq: 2, version: up.body.version });
    expect(await personalEvents(sam.principalId, 'read_state.updated')).toHaveLength(1);
  });

  it('resets only with If-Match (mark as unread): 428 without, 412 on a stale version', async () => {
    const cur = (await sam.request<{ read_states: ReadState[] }>('GET', '/api/v1/me/read-states')).body.read_states.find((r) => r.thread_id === thread)!;
    expect((await sam.request('POST', `/api/v1/threads/${thread}/read-state/mark-unread`, { body: { last_read_seq: 0 } })).status).toBe(428);
    expect((await sam.request('POST', `/api/v1/threads/${thread}/read-state/mark-unread`, { body: { last_read_seq: 0 }, headers: { 'if-match': `"${cur.version - 1}"` } })).status).toBe(412);
    const reset = await sam.request<ReadState>('POST', `/api/v1/threads/${thread}/read-state/mark-unread`, { body: { last_read_seq: 0 }, headers: { 'if-match': `"${cur.version}"` } });
    expect(reset.body).toMatchObject({ last_read_seq: 0, unread_count: 3 });
  });

  it('counts imported content as unread for nobody (unread_floor_seq, 15.8)', async () => {
    const imported = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [imported, t.ids.general, t.ids.space]);
    await alex.request('POST', `/api/v1/threads/${imported}/import-batches`, { body: { import_id: uuidv7(), batch: 1, messages: [{ author_id: t.ids.alex, content_md: 'old', created_at: '2020-01-01T00:00:00Z' }] } });
    await alex.postMessage(imported, 'new');
    const r = await sam.request<ReadState>('PUT', `/api/v1/threads/${imported}/read-state`, { body: { last_read_seq: 0 } });
    expect(r.body.unread_count).toBe(1);
  });
});

describe('drafts (14, R-SY-12)', () => {
  it('lets the last write win, answers overwrote_newer for an old base_version, and tells the person\'s devices only', async () => {
    const first = await sam.request<{ draft: { version: number }; overwrote_newer: boolean }>('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 0, content_md: 'hello' } });
    expect(first.body.overwrote_newer).toBe(false);
    const second = await samPhone.request<{ draft: { version: number; content_md: string }; overwrote_newer: boolean }>('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 0, content_md: 'from the phone' } });
    expect(second.body).toMatchObject({ overwrote_newer: true, draft: { content_md: 'from the phone', version: first.body.draft.version + 1 } });
    const events = await personalEvents(sam.principalId, 'draft.updated');
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(await personalEvents(alex.principalId, 'draft.updated')).toEqual([]);
  });

  it('deletes an empty draft and answers 200 with the empty final state; sending with clear_draft deletes it in the same transaction', async () => {
    const empty = await sam.request<{ draft: { content_md: string; file_ids: string[] } }>('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 99, content_md: '   ' } });
    expect(empty.status).toBe(200);
    expect(empty.body.draft).toMatchObject({ content_md: '', file_ids: [] });
    expect((await sam.request<{ drafts: unknown[] }>('GET', '/api/v1/me/drafts')).body.drafts).toEqual([]);
    await sam.request('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 99, content_md: 'about to send' } });
    const sent = await sam.request('POST', `/api/v1/threads/${thread}/messages`, { body: { client_msg_id: uuidv7(), content_md: 'about to send', clear_draft: true } });
    expect(sent.status).toBe(201);
    expect((await sam.request<{ drafts: unknown[] }>('GET', '/api/v1/me/drafts')).body.drafts).toEqual([]);
    const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = 'draft.deleted' AND audience_principal_id = $1`, [sam.principalId]);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('settings (14)', () => {
  it('keeps the last write per key, and deleting a key writes settings.updated with deleted: true', async () => {
    await sam.request('PUT', '/api/v1/me/settings/theme', { body: { value: 'dark' } });
    await samPhone.request('PUT', '/api/v1/me/settings/theme', { body: { value: 'light' } });
    await sam.request('PUT', '/api/v1/me/settings/notify.sound', { body: { value: false } });
    const list = await sam.request<{ settings: { key: string; value: unknown }[] }>('GET', '/api/v1/me/settings');
    expect(list.body.settings.map((s) => [s.key, s.value])).toEqual([['notify.sound', false], ['theme', 'light']]);
    expect((await sam.request('DELETE', '/api/v1/me/settings/theme')).status).toBe(204);
    const last = (await personalEvents(sam.principalId, 'settings.updated')).pop()!;
    expect(last.payload).toMatchObject({ key: 'theme', deleted: true });
    expect(last.payload).not.toHaveProperty('value');
  });
});

describe('lists of personal data name only what the person may still read (14, 8.3)', () => {
  it('hides read states and drafts of a channel whose access was removed, and shows them again when it returns', async () => {
    const who = await t.client('sam');
    const grants = await t.db.pool.query<{ id: string }>(`SELECT id FROM grants WHERE subject_id = $1 AND target_kind = 'space' AND revoked_at IS NULL`, [who.principalId]);
    await who.request('PUT', `/api/v1/threads/${thread}/draft`, { body: { base_version: 999, content_md: 'kept' } });
    await alex.request('POST', `/api/v1/grants/${grants.rows[0]!.id}/revoke`);
    expect((await who.request<{ drafts: unknown[] }>('GET', '/api/v1/me/drafts')).body.drafts).toEqual([]);
    expect((await who.request<{ read_states: ReadState[] }>('GET', '/api/v1/me/read-states')).body.read_states).toEqual([]);
    expect((await who.request<{ drafts: unknown[] }>('GET', '/api/v1/sync/snapshot')).body.drafts).toEqual([]);
    await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: who.principalId }, target: { kind: 'space', id: t.ids.space }, level: 'write' } });
    expect((await who.request<{ drafts: { thread_id: string }[] }>('GET', '/api/v1/me/drafts')).body.drafts.map((d) => d.thread_id)).toEqual([thread]);
    const snap = await who.request<{ read_states: ReadState[]; drafts: unknown[]; settings_version: number }>('GET', '/api/v1/sync/snapshot');
    expect(snap.body.read_states.map((r) => r.thread_id)).toContain(thread);
    expect(snap.body.settings_version).toBeGreaterThan(0);
  });

  it('never hands one person another person\'s personal events (audience self)', async () => {
    await alex.request('PUT', '/api/v1/me/settings/alex.private', { body: { value: 'owner-only' } });
    const mine = await alex.request<{ events: DurableEvent[] }>('GET', '/api/v1/events?after=0&limit=500');
    expect(mine.text).toContain('owner-only');
    const theirs = await sam.request<{ events: DurableEvent[] }>('GET', '/api/v1/events?after=0&limit=500');
    expect(theirs.text).not.toContain('owner-only');
  });
});
