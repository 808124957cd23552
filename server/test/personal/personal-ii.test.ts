// Sidebar, notification preferences, quiet hours and feature flags (14, 6.3, D170-D172): the rules
// each row of 14 names, against the real server over HTTP.
import { ProblemCode } from '@bothy/generated';
import type { NotificationPref, QuietHours, ReadState, SidebarState, Snapshot } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let alex: TestClient;
let sam: TestClient;
let samPhone: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
  samPhone = await t.client('sam');
});

async function personalEvents(principalId: string, type: string) {
  return (await t.db.pool.query<{ payload: Record<string, unknown>; audience_principal_id: string }>(`SELECT payload, audience_principal_id FROM event_log WHERE type = $1 AND audience_principal_id = $2 ORDER BY seq`, [type, principalId])).rows;
}

describe('sidebar per space (14, user_space_states)', () => {
  it('lets the last write win per space, raises the version and writes sidebar.updated for the person with updated_by_device_id', async () => {
    const first = await sam.request<SidebarState>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [t.ids.general, t.ids.random] } });
    expect(first.status, first.text).toBe(200);
    const second = await samPhone.request<SidebarState>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: true, channel_order: [t.ids.random] } });
    expect(second.body).toEqual({ space_id: t.ids.space, version: first.body.version + 1, collapsed: true, channel_order: [t.ids.random] });
    const list = await sam.request<{ sidebar: SidebarState[] }>('GET', '/api/v1/me/sidebar');
    expect(list.body.sidebar).toEqual([second.body]);
    const events = await personalEvents(sam.principalId, 'sidebar.updated');
    expect(events.slice(-2).map((e) => e.payload.updated_by_device_id)).toEqual([sam.deviceId, samPhone.deviceId]);
    expect(await personalEvents(alex.principalId, 'sidebar.updated')).toEqual([]);
  });

  it('answers a channel in channel_order the person cannot read like a missing one (404), a channel of another space with validation_failed, and an unreadable space with 404', async () => {
    const p = await personWithChannel(t, alex);
    const hidden = await p.who.request<{ code: string }>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [p.channel, t.ids.general] } });
    const unknown = await p.who.request<{ code: string }>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [uuidv7()] } });
    expect([hidden.status, hidden.body.code]).toEqual([404, ProblemCode.NotFound]);
    expect(unknown.body).toEqual(hidden.body);
    const otherSpace = uuidv7();
    await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'other')`, [otherSpace]);
    const channel = (await alex.request<{ id: string }>('POST', `/api/v1/spaces/${otherSpace}/channels`, { body: { name: 'elsewhere' } })).body.id;
    const foreign = await alex.request<{ code: string }>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [channel] } });
    expect([foreign.status, foreign.body.code]).toEqual([400, ProblemCode.ValidationFailed]);
    expect((await p.who.request('PUT', `/api/v1/spaces/${uuidv7()}/sidebar`, { body: { collapsed: false, channel_order: [] } })).status).toBe(404);
    // An instance-wide level sees every space, also one that does not exist: still 404, not a foreign key's 500.
    const missing = await alex.request<{ code: string }>('PUT', `/api/v1/spaces/${uuidv7()}/sidebar`, { body: { collapsed: false, channel_order: [] } });
    expect([missing.status, missing.body.code]).toEqual([404, ProblemCode.NotFound]);
  });

  it('a channel ID in upper case names the same channel (RFC 9562): stored in lower case; the same channel twice in two spellings is 400 (D382)', async () => {
    const p = await personWithChannel(t, alex);
    const put = await p.who.request<SidebarState>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [p.channel.toUpperCase()] } });
    expect(put.status, put.text).toBe(200);
    expect(put.body.channel_order).toEqual([p.channel]);
    const twice = await p.who.request<{ code: string }>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [p.channel, p.channel.toUpperCase()] } });
    expect([twice.status, twice.body.code]).toEqual([400, ProblemCode.ValidationFailed]);
    const pref = await p.who.request<{ target: { id: string } }>('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: p.channel.toUpperCase() }, level: 'none' } });
    expect(pref.status, pref.text).toBe(200);
    expect(pref.body.target.id).toBe(p.channel);
  });

  it('names only channels the person may still read, in the list and in the snapshot (14 last paragraph)', async () => {
    const p = await personWithChannel(t, alex);
    const other = (await alex.request<{ id: string }>('POST', `/api/v1/spaces/${t.ids.space}/channels`, { body: { name: `second-${uuidv7().slice(-6)}` } })).body.id;
    const grant = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: p.who.principalId }, target: { kind: 'channel', id: other }, level: 'read' } });
    const put = await p.who.request<SidebarState>('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [other, p.channel] } });
    expect(put.status, put.text).toBe(200);
    await alex.request('POST', `/api/v1/grants/${grant.body.id}/revoke`);
    const list = await p.who.request<{ sidebar: SidebarState[] }>('GET', '/api/v1/me/sidebar');
    expect(list.body.sidebar[0]!.channel_order).toEqual([p.channel]);
    const snap = await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot');
    expect(snap.body.sidebar).toEqual(list.body.sidebar);
    await alex.request('POST', `/api/v1/grants/${p.grantId}/revoke`);
    expect((await p.who.request<{ sidebar: SidebarState[] }>('GET', '/api/v1/me/sidebar')).body.sidebar).toEqual([]);
  });
});

describe('notification preferences (14)', () => {
  it('lets the last write win per row; rows of different targets do not interfere', async () => {
    const a = await sam.request<NotificationPref>('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: t.ids.general }, level: 'mentions' } });
    expect(a.status, a.text).toBe(200);
    const b = await sam.request<NotificationPref>('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'space', id: t.ids.space }, level: 'none' } });
    const c = await samPhone.request<NotificationPref>('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: t.ids.general }, level: 'all' } });
    expect(c.body).toEqual({ target: { kind: 'channel', id: t.ids.general }, level: 'all', version: a.body.version + 1 });
    const list = await sam.request<{ notification_prefs: NotificationPref[] }>('GET', '/api/v1/me/notification-prefs');
    expect(list.body.notification_prefs).toEqual(expect.arrayContaining([b.body, c.body]));
    expect(list.body.notification_prefs).toHaveLength(2);
    const last = (await personalEvents(sam.principalId, 'notification_pref.updated')).pop()!;
    expect(last.payload).toEqual({ ...c.body, updated_by_device_id: samPhone.deviceId });
  });

  it('answers 404 for a target the person cannot read, and hides a row whose target became unreadable', async () => {
    const p = await personWithChannel(t, alex);
    expect((await p.who.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: t.ids.general }, level: 'all' } })).status).toBe(404);
    expect((await p.who.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'instance', id: uuidv7() }, level: 'all' } })).status).toBe(404);
    expect((await p.who.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'host', id: uuidv7() }, level: 'all' } })).status).toBe(400);
    expect((await p.who.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: p.channel }, level: 'none' } })).status).toBe(200);
    await alex.request('POST', `/api/v1/grants/${p.grantId}/revoke`);
    expect((await p.who.request<{ notification_prefs: unknown[] }>('GET', '/api/v1/me/notification-prefs')).body.notification_prefs).toEqual([]);
  });
});

describe('lists hide rows of targets the person can no longer read (14 last paragraph, D173, D174)', () => {
  /**
   * A person orders a second channel in the sidebar and sets a preference on it; then the grant on
   * it is revoked. The safety check: what the lists still name of that channel.
   */
  async function leakedAfterRevoke(): Promise<string[]> {
    const p = await personWithChannel(t, alex);
    const other = (await alex.request<{ id: string }>('POST', `/api/v1/spaces/${t.ids.space}/channels`, { body: { name: `hidden-${uuidv7().slice(-6)}` } })).body.id;
    const grant = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: p.who.principalId }, target: { kind: 'channel', id: other }, level: 'read' } });
    expect((await p.who.request('PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { body: { collapsed: false, channel_order: [other, p.channel] } })).status).toBe(200);
    expect((await p.who.request('PUT', '/api/v1/me/notification-prefs', { body: { target: { kind: 'channel', id: other }, level: 'none' } })).status).toBe(200);
    await alex.request('POST', `/api/v1/grants/${grant.body.id}/revoke`);
    const sidebar = (await p.who.request<{ sidebar: SidebarState[] }>('GET', '/api/v1/me/sidebar')).body.sidebar;
    const prefs = (await p.who.request<{ notification_prefs: NotificationPref[] }>('GET', '/api/v1/me/notification-prefs')).body.notification_prefs;
    return [...sidebar.flatMap((s) => s.channel_order.filter((c) => c === other).map(() => 'sidebar')), ...prefs.filter((x) => x.target.id === other).map(() => 'notification_pref')];
  }

  it('neither the sidebar nor the preferences name the channel after its grant is revoked', async () => {
    expect(await leakedAfterRevoke()).toEqual([]);
  });

  it('twin: lists without the visibility filter name it, and the same check fails', async () => {
    t.server.ctx.twins = { personalListsUnfiltered: true };
    try {
      expect((await leakedAfterRevoke()).sort()).toEqual(['notification_pref', 'sidebar']);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('quiet hours (14)', () => {
  it('has none until set (the client applies the default), then the last write wins', async () => {
    const p = await personWithChannel(t, alex);
    expect((await p.who.request<{ quiet_hours?: QuietHours }>('GET', '/api/v1/me/quiet-hours')).body).toEqual({});
    const first = await p.who.request<QuietHours>('PUT', '/api/v1/me/quiet-hours', { body: { enabled: true, start: '22:00', end: '07:00', timezone: 'Europe/Berlin' } });
    expect(first.body.version).toBe(1);
    const second = await p.who.request<QuietHours>('PUT', '/api/v1/me/quiet-hours', { body: { enabled: false, start: '23:00', end: '06:30', timezone: 'UTC' } });
    expect(second.body).toEqual({ enabled: false, start: '23:00', end: '06:30', timezone: 'UTC', version: 2 });
    expect((await p.who.request<{ quiet_hours?: QuietHours }>('GET', '/api/v1/me/quiet-hours')).body.quiet_hours).toEqual(second.body);
    const events = await personalEvents(p.who.principalId, 'quiet_hours.updated');
    expect(events.map((e) => e.payload.version)).toEqual([1, 2]);
    expect(events[1]!.payload.updated_by_device_id).toBe(p.who.deviceId);
  });

  it('refuses a time zone that is not an IANA name and a malformed time (validation_failed)', async () => {
    const zone = await sam.request<{ code: string }>('PUT', '/api/v1/me/quiet-hours', { body: { enabled: true, start: '22:00', end: '07:00', timezone: 'Mars/Olympus' } });
    expect([zone.status, zone.body.code]).toEqual([400, ProblemCode.ValidationFailed]);
    expect((await sam.request('PUT', '/api/v1/me/quiet-hours', { body: { enabled: true, start: '24:00', end: '07:00', timezone: 'UTC' } })).status).toBe(400);
  });
});

describe('Idempotency-Key on every personal write (5.2, 14)', () => {
  it('answers a repetition with the stored response and writes one event', async () => {
    const p = await personWithChannel(t, alex);
    const writes: Array<[string, string, unknown, unknown, string]> = [
      ['PUT', `/api/v1/spaces/${t.ids.space}/sidebar`, { collapsed: true, channel_order: [p.channel] }, { collapsed: false, channel_order: [] }, 'sidebar.updated'],
      ['PUT', '/api/v1/me/notification-prefs', { target: { kind: 'channel', id: p.channel }, level: 'mentions' }, { target: { kind: 'channel', id: p.channel }, level: 'all' }, 'notification_pref.updated'],
      ['PUT', '/api/v1/me/quiet-hours', { enabled: true, start: '20:00', end: '08:00', timezone: 'UTC' }, { enabled: false, start: '20:00', end: '08:00', timezone: 'UTC' }, 'quiet_hours.updated'],
    ];
    for (const [method, path, body, changed, type] of writes) {
      const key = uuidv7();
      const a = await p.who.request(method, path, { body, headers: { 'idempotency-key': key } });
      const b = await p.who.request(method, path, { body, headers: { 'idempotency-key': key } });
      expect(b.status, `${path}: ${b.text}`).toBe(a.status);
      expect(b.body).toEqual(a.body);
      expect(await personalEvents(p.who.principalId, type), type).toHaveLength(1);
      const other = await p.who.request<{ code: string }>(method, path, { body: changed, headers: { 'idempotency-key': key } });
      expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reuse']);
    }
  });
});

describe('the snapshot (6.3): unread counts of every visible thread, feature flags', () => {
  it('counts unread messages and mentions in a thread the person never opened (no read-state row: version 0)', async () => {
    const p = await personWithChannel(t, alex);
    await alex.postMessage(p.thread, 'one');
    await alex.postMessage(p.thread, `two <@${p.who.principalId}>`);
    const snap = await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot');
    expect(snap.body.read_states).toEqual([{ thread_id: p.thread, last_read_seq: 0, version: 0, unread_count: 2, mention_count: 1 }]);
    const list = await p.who.request<{ read_states: ReadState[] }>('GET', '/api/v1/me/read-states');
    expect(list.body.read_states).toEqual(snap.body.read_states);
  });

  it('evaluates the feature flags for the principal: the instance default, unless the principal has an override (D172)', async () => {
    const p = await personWithChannel(t, alex);
    const on = `on-${uuidv7().slice(-8)}`;
    const off = `off-${uuidv7().slice(-8)}`;
    await t.db.pool.query(`INSERT INTO feature_flags (key, enabled) VALUES ($1, true), ($2, false)`, [on, off]);
    await t.db.pool.query(`INSERT INTO feature_flag_overrides (flag_key, principal_id, enabled) VALUES ($1, $2, true)`, [off, p.who.principalId]);
    const mine = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body.feature_flags;
    const theirs = (await sam.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body.feature_flags;
    expect([mine[on], mine[off]]).toEqual([true, true]);
    expect([theirs[on], theirs[off]]).toEqual([true, false]);
  });
});

describe('a personal write that meets a revocation of its target (8.2, 8.3, 14; D353)', () => {
  type Target = { who: TestClient; thread: string; channel: string };
  /**
   * The grant is revoked in a transaction that also holds the write's own row (a draft, a read state) and
   * has not committed when the write arrives: the request's own check passes (the revocation is not
   * visible yet), and a write that does not wait for the revocation's lock waits for its row and
   * writes after the revocation's commit. Returns the write's status and the seqs of the personal
   * events of the channel written after the revoking transaction read the head.
   */
  async function writeDuringRevocation(w: { prepare: (p: Target) => Promise<void>; write: (p: Target) => Promise<number>; lockRow: string; type: string }): Promise<{ status: number; after: number[] }> {
    const p = await personWithChannel(t, alex);
    await w.prepare(p);
    const revoking = await t.db.pool.connect();
    try {
      await revoking.query('BEGIN');
      await revoking.query(w.lockRow, [p.who.principalId, p.thread]);
      await revoking.query('UPDATE grants SET revoked_at = now() WHERE id = $1', [p.grantId]);
      const writing = w.write(p);
      await new Promise((r) => setTimeout(r, 300));
      const head = Number((await revoking.query<{ value: string }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value);
      await revoking.query('COMMIT');
      const status = await writing;
      const { rows } = await t.db.pool.query<{ seq: string }>(
        `SELECT seq FROM event_log WHERE type = $1 AND audience_principal_id = $2 AND channel_id = $3 AND seq > $4`,
        [w.type, p.who.principalId, p.channel, head],
      );
      return { status, after: rows.map((r) => Number(r.seq)) };
    } catch (err) {
      await revoking.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      revoking.release();
    }
  }
  const draft = {
    type: 'draft.updated',
    lockRow: 'SELECT 1 FROM drafts WHERE principal_id = $1 AND thread_id = $2 FOR UPDATE',
    prepare: async (p: Target) => expect((await p.who.request('PUT', `/api/v1/threads/${p.thread}/draft`, { body: { base_version: 0, content_md: 'before' } })).status).toBe(200),
    write: (p: Target) => p.who.request('PUT', `/api/v1/threads/${p.thread}/draft`, { body: { base_version: 1, content_md: 'written as the grant went' } }).then((r) => r.status),
  };
  const read = {
    type: 'read_state.updated',
    lockRow: 'SELECT 1 FROM read_states WHERE principal_id = $1 AND thread_id = $2 FOR UPDATE',
    prepare: async (p: Target) => {
      for (let i = 0; i < 2; i++) expect((await alex.postMessage(p.thread, `to be read ${i}`)).status).toBe(201);
      expect((await p.who.request('PUT', `/api/v1/threads/${p.thread}/read-state`, { body: { last_read_seq: 1 } })).status).toBe(200);
    },
    write: (p: Target) => p.who.request('PUT', `/api/v1/threads/${p.thread}/read-state`, { body: { last_read_seq: 2 } }).then((r) => r.status),
  };

  it('a draft saved while the grant is revoked is refused (404), and no draft.updated of the channel follows the revocation', async () => {
    expect(await writeDuringRevocation(draft)).toEqual({ status: 404, after: [] });
  });

  it('a read state moved while the grant is revoked is refused (404), and no read_state.updated follows the revocation', async () => {
    expect(await writeDuringRevocation(read)).toEqual({ status: 404, after: [] });
  });

  it('twin (personalWriteCheckedBefore): the draft is saved after the revocation committed, and its event, with the channel’s text, follows it', async () => {
    t.server.ctx.twins = { personalWriteCheckedBefore: true };
    try {
      const r = await writeDuringRevocation(draft);
      expect(r.status).toBe(200);
      expect(r.after).toHaveLength(1);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
