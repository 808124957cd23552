// The client rules of 14 in PersonalData, without a server: events are fed through a host whose
// `on` is a plain Emitter (the REST client is never called in these cases).
import { EventType, type Event, type EventOf } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import type { ClientEventMap } from '../../src/client.ts';
import { Emitter } from '../../src/events.ts';
import { PersonalData, type PersonalChange } from '../../src/personal/personal.ts';
import type { BothyRestClient } from '../../src/rest/client.ts';
import { until } from '../support/e2e.ts';

const ME = '0190a000-0000-7000-8000-000000000001';
const OTHER = '0190a000-0000-7000-8000-000000000002';
const THREAD = '0190a000-0000-7000-8000-0000000000aa';

function store(options: { typingIdleMs?: number; deviceId?: string } = {}) {
  const events = new Emitter<ClientEventMap>();
  const personal = new PersonalData({ rest: {} as BothyRestClient, deviceId: options.deviceId ?? ME, on: (type, l) => events.on(type, l) }, { typingIdleMs: options.typingIdleMs ?? 60_000 });
  const changes: PersonalChange[] = [];
  const echoes: number[] = [];
  personal.on('change', (c) => changes.push(c));
  personal.on('echo', (e) => echoes.push(e.version));
  const feed = <T extends Event['type']>(type: T, payload: EventOf<T>['payload']) => events.emit(type, { type, payload } as never);
  return { personal, changes, echoes, feed };
}

describe('PersonalData: the last write wins by version, own echoes are ignored (14)', () => {
  it('takes a newer setting from another device, ignores a stale one and its own echo', () => {
    const s = store();
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'dark', version: 2, updated_by_device_id: OTHER });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'light', version: 1, updated_by_device_id: OTHER });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'mine', version: 3, updated_by_device_id: ME });
    expect(s.personal.settings.get('theme')).toEqual({ key: 'theme', value: 'dark', version: 2 });
    expect(s.changes).toHaveLength(1);
    expect(s.echoes).toEqual([3]);
  });

  it('twin: the same events with another device ID take the echo for a change', () => {
    const s = store({ deviceId: '0190a000-0000-7000-8000-0000000000ff' });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'mine', version: 3, updated_by_device_id: ME });
    expect(s.changes).toHaveLength(1);
    expect(s.echoes).toEqual([]);
  });

  it('a deleted setting stays deleted against an older event (deleted: true)', () => {
    const s = store();
    s.feed(EventType.SettingsUpdated, { key: 'k', value: 1, version: 1, updated_by_device_id: OTHER });
    s.feed(EventType.SettingsUpdated, { key: 'k', deleted: true, version: 2, updated_by_device_id: OTHER });
    s.feed(EventType.SettingsUpdated, { key: 'k', value: 1, version: 1, updated_by_device_id: OTHER });
    expect(s.personal.settings.has('k')).toBe(false);
    expect(s.changes.map((c) => c.kind === 'setting' && c.setting?.version)).toEqual([1, undefined]);
  });

  it('per space and per target rows do not interfere; quiet hours keep the newest version', () => {
    const s = store();
    const a = '0190a000-0000-7000-8000-0000000000b1';
    const b = '0190a000-0000-7000-8000-0000000000b2';
    s.feed(EventType.SidebarUpdated, { space_id: a, version: 5, collapsed: true, channel_order: [], updated_by_device_id: OTHER });
    s.feed(EventType.SidebarUpdated, { space_id: b, version: 1, collapsed: false, channel_order: [], updated_by_device_id: OTHER });
    s.feed(EventType.SidebarUpdated, { space_id: a, version: 4, collapsed: false, channel_order: [], updated_by_device_id: OTHER });
    expect([s.personal.sidebar.get(a)?.version, s.personal.sidebar.get(b)?.version]).toEqual([5, 1]);
    s.feed(EventType.NotificationPrefUpdated, { target: { kind: 'space', id: a }, level: 'none', version: 2, updated_by_device_id: OTHER });
    s.feed(EventType.NotificationPrefUpdated, { target: { kind: 'channel', id: a }, level: 'all', version: 1, updated_by_device_id: OTHER });
    expect(s.personal.notificationPrefs.size).toBe(2);
    s.feed(EventType.QuietHoursUpdated, { enabled: true, start: '22:00', end: '07:00', timezone: 'UTC', version: 2, updated_by_device_id: OTHER });
    s.feed(EventType.QuietHoursUpdated, { enabled: false, start: '22:00', end: '07:00', timezone: 'UTC', version: 1, updated_by_device_id: OTHER });
    expect(s.personal.quietHours?.enabled).toBe(true);
  });
});

describe('PersonalData: drafts are not taken over while typing (14, Drafts row)', () => {
  it('holds a change while typing and takes it over when the idle time ends', async () => {
    const s = store({ typingIdleMs: 50 });
    s.personal.typingInDraft(THREAD);
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 1, content_md: 'other', file_ids: [], updated_by_device_id: OTHER });
    expect(s.personal.drafts.has(THREAD)).toBe(false);
    await until(() => s.personal.drafts.get(THREAD)?.content_md === 'other', 'taken over after the idle time', 5_000);
    expect(s.personal.isTypingInDraft(THREAD)).toBe(false);
    s.personal.close();
  });

  it('takes a change over at once when the person is not typing; a draft.deleted removes it', () => {
    const s = store();
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 1, content_md: 'x', file_ids: [], updated_by_device_id: OTHER });
    expect(s.personal.drafts.get(THREAD)?.content_md).toBe('x');
    s.feed(EventType.DraftDeleted, { thread_id: THREAD, version: 2, updated_by_device_id: OTHER });
    expect(s.personal.drafts.has(THREAD)).toBe(false);
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 1, content_md: 'x', file_ids: [], updated_by_device_id: OTHER });
    expect(s.personal.drafts.has(THREAD)).toBe(false);
  });
});

describe('PersonalData: a truncated event is completed through REST (2.2)', () => {
  const SPACE = '0190a000-0000-7000-8000-0000000000bb';
  const CH = ['0190a000-0000-7000-8000-0000000000c1', '0190a000-0000-7000-8000-0000000000c2'];

  /** A store whose REST answers GET /me/sidebar with `sidebar`; `truncated` is set on the fed envelope. */
  function withSidebar(sidebar: { space_id: string; version: number; collapsed: boolean; channel_order: string[] }) {
    const events = new Emitter<ClientEventMap>();
    const gets: string[] = [];
    const rest = {
      signal: () => undefined,
      call: async (run: () => Promise<{ data: unknown }>) => (await run()).data,
      api: { GET: async (path: string) => (gets.push(path), { data: { sidebar: [sidebar] } }) },
    } as unknown as BothyRestClient;
    const personal = new PersonalData({ rest, deviceId: ME, on: (type, l) => events.on(type, l) });
    const changes: PersonalChange[] = [];
    personal.on('change', (c) => changes.push(c));
    const feed = (payload: EventOf<typeof EventType.SidebarUpdated>['payload'], truncated: boolean) =>
      events.emit(EventType.SidebarUpdated, { type: EventType.SidebarUpdated, payload, ...(truncated ? { truncated: true } : {}) } as never);
    return { personal, changes, gets, feed };
  }

  it('a truncated sidebar.updated (no channel order) is replaced by GET /me/sidebar, not taken as an empty order', async () => {
    const s = withSidebar({ space_id: SPACE, version: 5, collapsed: true, channel_order: CH });
    s.feed({ space_id: SPACE, version: 5, collapsed: true, channel_order: [], updated_by_device_id: OTHER }, true);
    expect(s.personal.sidebar.has(SPACE)).toBe(false);
    await until(() => s.personal.sidebar.get(SPACE)?.channel_order.length === 2, 'reloaded');
    expect(s.gets).toEqual(['/me/sidebar']);
    expect(s.changes).toEqual([{ kind: 'sidebar', sidebar: { space_id: SPACE, version: 5, collapsed: true, channel_order: CH } }]);
  });

  it('an untruncated one is taken as it is, without a request', () => {
    const s = withSidebar({ space_id: SPACE, version: 5, collapsed: true, channel_order: CH });
    s.feed({ space_id: SPACE, version: 5, collapsed: true, channel_order: [], updated_by_device_id: OTHER }, false);
    expect(s.personal.sidebar.get(SPACE)?.channel_order).toEqual([]);
    expect(s.gets).toEqual([]);
  });
});

describe('PersonalData: a delete is the newest write and stays on this device (14, 9: versions never go back, D356)', () => {
  /**
   * A store whose REST answers every DELETE with 204 once `answer()` is called (or at once), every
   * GET with empty lists; `broken` selects the twin (brokenDeleteEcho).
   */
  function withRest(options: { broken?: boolean; holdDeletes?: boolean } = {}) {
    const events = new Emitter<ClientEventMap>();
    const waiting: (() => void)[] = [];
    const rest = {
      signal: () => undefined,
      call: async (run: () => Promise<{ data: unknown }>) => (await run()).data,
      api: {
        GET: async () => ({ data: { settings: [], drafts: [], notification_prefs: [], read_states: [], sidebar: [] } }),
        DELETE: () => new Promise((resolve) => (options.holdDeletes ? waiting.push(() => resolve({ data: undefined })) : resolve({ data: undefined }))),
      },
    } as unknown as BothyRestClient;
    const personal = new PersonalData({ rest, deviceId: ME, on: (type, l) => events.on(type, l) }, { typingIdleMs: 60_000, brokenDeleteEcho: options.broken === true });
    const changes: PersonalChange[] = [];
    personal.on('change', (c) => changes.push(c));
    const feed = <T extends Event['type']>(type: T, payload: EventOf<T>['payload']) => events.emit(type, { type, payload } as never);
    const answer = () => {
      for (const f of waiting.splice(0)) f();
    };
    return { personal, changes, feed, answer, events };
  }

  /**
   * desk (ME) deletes the key and the draft it knows at v1; phone's v2 of both reaches desk only
   * after the DELETE's answer (a gateway slower than REST), then desk's own v3 delete echoes.
   */
  async function deleteThenOlderChange(broken: boolean) {
    const s = withRest({ broken });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'dark', version: 1, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 1, content_md: 'desk text', file_ids: [], updated_by_device_id: OTHER });
    await s.personal.deleteSetting('theme');
    await s.personal.deleteDraft(THREAD);
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'light', version: 2, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 2, content_md: 'phone text', file_ids: [], updated_by_device_id: OTHER });
    s.feed(EventType.SettingsUpdated, { key: 'theme', deleted: true, version: 3, updated_by_device_id: ME });
    s.feed(EventType.DraftDeleted, { thread_id: THREAD, version: 3, updated_by_device_id: ME });
    return s;
  }

  /** The check: the newest write of the log (the v3 deletes) is what this device holds. */
  function newestWriteHeld(s: ReturnType<typeof withRest>): void {
    expect(s.personal.settings.get('theme')).toBeUndefined();
    expect(s.personal.drafts.get(THREAD)).toBeUndefined();
  }

  it('an older change from another device that arrives after the delete is removed again by the delete\'s own echo', async () => {
    const s = await deleteThenOlderChange(false);
    newestWriteHeld(s);
    // The app saw the older change come and go: the last change it heard of each row is the delete.
    expect(s.changes.filter((c) => c.kind === 'setting').at(-1)).toEqual({ kind: 'setting', key: 'theme', setting: undefined });
    expect(s.changes.filter((c) => c.kind === 'draft').at(-1)).toEqual({ kind: 'draft', thread_id: THREAD, draft: undefined });
  });

  it('twin: with brokenDeleteEcho the echo only raises the version, the older change stays and the same check fails', async () => {
    const s = await deleteThenOlderChange(true);
    expect(() => newestWriteHeld(s)).toThrow();
    expect(s.personal.settings.get('theme')?.value).toBe('light');
    expect(s.personal.drafts.get(THREAD)?.content_md).toBe('phone text');
  });

  it('after the echo, a change at or below the delete\'s version is ignored; a newer one is taken', async () => {
    const s = await deleteThenOlderChange(false);
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'late', version: 3, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 2, content_md: 'late', file_ids: [], updated_by_device_id: OTHER });
    newestWriteHeld(s);
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'newer', version: 4, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 4, content_md: 'newer', file_ids: [], updated_by_device_id: OTHER });
    expect(s.personal.settings.get('theme')).toEqual({ key: 'theme', value: 'newer', version: 4 });
    expect(s.personal.drafts.get(THREAD)?.content_md).toBe('newer');
  });

  it('a change newer than the delete that arrives before the DELETE\'s answer stays when the answer comes', async () => {
    const s = withRest({ holdDeletes: true });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'dark', version: 1, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 1, content_md: 'desk text', file_ids: [], updated_by_device_id: OTHER });
    const deleting = Promise.all([s.personal.deleteSetting('theme'), s.personal.deleteDraft(THREAD)]);
    s.feed(EventType.SettingsUpdated, { key: 'theme', deleted: true, version: 2, updated_by_device_id: ME });
    s.feed(EventType.DraftDeleted, { thread_id: THREAD, version: 2, updated_by_device_id: ME });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'phone', version: 3, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 3, content_md: 'phone text', file_ids: [], updated_by_device_id: OTHER });
    s.answer();
    await deleting;
    expect(s.personal.settings.get('theme')?.value).toBe('phone');
    expect(s.personal.drafts.get(THREAD)?.content_md).toBe('phone text');
  });

  it('an echo that comes before the DELETE\'s answer removes the row it deletes without telling it as a change (its own state, 14)', async () => {
    const s = withRest({ holdDeletes: true });
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'dark', version: 1, updated_by_device_id: OTHER });
    const deleting = s.personal.deleteSetting('theme');
    s.feed(EventType.SettingsUpdated, { key: 'theme', deleted: true, version: 2, updated_by_device_id: ME });
    expect(s.personal.settings.has('theme')).toBe(false);
    s.answer();
    await deleting;
    expect(s.changes).toHaveLength(1);
  });

  it('without a newer row meanwhile, the DELETE\'s answer removes the row at once (before its echo)', async () => {
    const s = withRest();
    s.feed(EventType.SettingsUpdated, { key: 'theme', value: 'dark', version: 1, updated_by_device_id: OTHER });
    s.feed(EventType.DraftUpdated, { thread_id: THREAD, version: 1, content_md: 'x', file_ids: [], updated_by_device_id: OTHER });
    await s.personal.deleteSetting('theme');
    await s.personal.deleteDraft(THREAD);
    newestWriteHeld(s);
  });
});

describe('PersonalData: a ready\'s snapshot brings the computed unread and mention counts (14, 6.3, D356)', () => {
  function snapshot(readState: { version: number; unread_count: number; mention_count: number }) {
    return {
      head_seq: '0', sync_epoch: ME, permission_version: 1, spaces: [], channels: [], sidebar: [], active_runs: [], agent_presence: [], drafts: [], settings_version: 0, feature_flags: [],
      read_states: [{ thread_id: THREAD, last_read_seq: 1, ...readState }],
    };
  }

  function withSnapshots() {
    const events = new Emitter<ClientEventMap>();
    const rest = {
      signal: () => undefined,
      call: async (run: () => Promise<{ data: unknown }>) => (await run()).data,
      api: { GET: async () => ({ data: { settings: [], drafts: [], notification_prefs: [] } }) },
    } as unknown as BothyRestClient;
    const personal = new PersonalData({ rest, deviceId: ME, on: (type, l) => events.on(type, l) });
    const ready = (snap: ReturnType<typeof snapshot>) => events.emit('session', { snapshot: snap } as never);
    return { personal, ready };
  }

  it('takes the counts of a snapshot at the same read-state version (the version moves only with the read mark)', () => {
    const s = withSnapshots();
    s.ready(snapshot({ version: 2, unread_count: 0, mention_count: 0 }));
    expect(s.personal.readStates.get(THREAD)?.unread_count).toBe(0);
    s.ready(snapshot({ version: 2, unread_count: 3, mention_count: 3 }));
    expect(s.personal.readStates.get(THREAD)).toMatchObject({ version: 2, unread_count: 3, mention_count: 3 });
  });

  it('never takes a snapshot\'s read state at an older version', () => {
    const s = withSnapshots();
    s.ready(snapshot({ version: 3, unread_count: 0, mention_count: 0 }));
    s.ready(snapshot({ version: 2, unread_count: 5, mention_count: 1 }));
    expect(s.personal.readStates.get(THREAD)).toMatchObject({ version: 3, unread_count: 0 });
  });
});

describe('PersonalData: a write’s answer older than what arrived meanwhile is not taken (14, 9: versions never go back)', () => {
  it('a setting and a draft answered at v2 after another device’s v3 arrived keep v3', async () => {
    const events = new Emitter<ClientEventMap>();
    const release: (() => void)[] = [];
    const held = <T,>(data: T) => new Promise<{ data: T }>((resolve) => release.push(() => resolve({ data })));
    const rest = {
      signal: () => undefined,
      call: async (run: () => Promise<{ data: unknown }>) => (await run()).data,
      api: {
        PUT: (path: string) =>
          path === '/me/settings/{key}'
            ? held({ key: 'theme', value: 'mine', version: 2 })
            : held({ draft: { thread_id: THREAD, version: 2, content_md: 'mine', file_ids: [] }, overwrote_newer: false }),
      },
    } as unknown as BothyRestClient;
    const personal = new PersonalData({ rest, deviceId: ME, on: (type, l) => events.on(type, l) }, { typingIdleMs: 60_000 });
    const feed = <T extends Event['type']>(type: T, payload: EventOf<T>['payload']) => events.emit(type, { type, payload } as never);
    const setting = personal.setSetting('theme', 'mine');
    const draft = personal.saveDraft(THREAD, 'mine');
    await until(() => release.length === 2, 'both requests sent');
    // Another device's later writes arrive before the answers.
    feed(EventType.SettingsUpdated, { key: 'theme', value: 'phone', version: 3, updated_by_device_id: OTHER });
    feed(EventType.DraftUpdated, { thread_id: THREAD, version: 3, content_md: 'phone', file_ids: [], updated_by_device_id: OTHER });
    for (const r of release) r();
    await Promise.all([setting, draft]);
    expect(personal.settings.get('theme')).toEqual({ key: 'theme', value: 'phone', version: 3 });
    expect(personal.drafts.get(THREAD)).toMatchObject({ version: 3, content_md: 'phone' });
  });
});
