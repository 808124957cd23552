// Cross-device synchronization (14), end to end: two devices of one person, each a BothyClient with
// PersonalData over the real gateway and REST on real PostgreSQL. Per row of 14, each device's change
// reaches the other, and each device ignores its own echo by updated_by_device_id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { EventType } from '@bothy/generated';
import type { ClientEventMap } from '../../src/client.ts';
import { Emitter } from '../../src/events.ts';
import { PersonalData, type PersonalChange, type PersonalHost, type PersonalKind } from '../../src/personal/personal.ts';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { DevTokens, e2eClient, newThread, until, useTestServer, type E2eClient } from '../support/e2e.ts';
import { generateDpopKey } from '../../src/dpop/key.ts';

const t = useTestServer();

interface Device {
  e2e: E2eClient;
  personal: PersonalData;
  changes: PersonalChange[];
  echoes: PersonalKind[];
  notices: string[];
  held: string[];
}

let desk: Device;
let phone: Device;
let alex: E2eClient;

function watch(e2e: E2eClient, personal: PersonalData): Device {
  const d: Device = { e2e, personal, changes: [], echoes: [], notices: [], held: [] };
  personal.on('change', (c) => d.changes.push(c));
  personal.on('echo', (e) => d.echoes.push(e.kind));
  personal.on('overwrote_newer', (n) => d.notices.push(n.thread_id));
  personal.on('draft_held', (h) => d.held.push(h.thread_id));
  return d;
}

async function device(handle: string): Promise<Device> {
  const e2e = await e2eClient(t, t.server.url, handle);
  await e2e.client.start();
  await e2e.client.whenLive();
  const personal = new PersonalData(e2e.client, { typingIdleMs: 60_000 });
  await personal.load();
  return watch(e2e, personal);
}

beforeAll(async () => {
  [desk, phone, alex] = await Promise.all([device('sam'), device('sam'), e2eClient(t, t.server.url, 'alex')]);
  expect(desk.e2e.tokens.deviceId).not.toBe(phone.e2e.tokens.deviceId);
});

afterAll(async () => {
  desk?.personal.close();
  phone?.personal.close();
  await desk?.e2e.client.close();
  await phone?.e2e.client.close();
  await alex?.client.close();
});

const count = (d: Device, kind: PersonalKind) => d.changes.filter((c) => c.kind === kind).length;
const echoes = (d: Device, kind: PersonalKind) => d.echoes.filter((k) => k === kind).length;

/**
 * `writer` changes one row; the other device takes the change over, and the writer gets its own
 * echo and ignores it (no change event of its own write).
 */
async function exchange(kind: PersonalKind, writer: Device, reader: Device, write: (p: PersonalData) => Promise<unknown>): Promise<void> {
  const before = { read: count(reader, kind), echo: echoes(writer, kind), own: count(writer, kind) };
  await write(writer.personal);
  await until(() => count(reader, kind) > before.read && echoes(writer, kind) > before.echo, `${kind}: the other device's change and the writer's echo`);
  expect(count(writer, kind), `${kind}: the writer took its own echo for news`).toBe(before.own);
}

describe('two devices of one person (14)', () => {
  it('read state: each device sees the other mark read, and mark-unread with If-Match', async () => {
    const thread = await newThread(t, 'read state');
    for (let i = 0; i < 3; i++) await alex.client.rest.createMessage(thread, { client_msg_id: uuidv7(), content_md: `m${i}` });
    await until(async () => (await desk.personal.listReadStates()).some((r) => r.thread_id === thread && r.unread_count === 3), 'three unread');
    await exchange('read_state', desk, phone, (p) => p.markRead(thread, 2));
    expect(phone.personal.readStates.get(thread)).toMatchObject({ last_read_seq: 2, unread_count: 1 });
    await exchange('read_state', phone, desk, (p) => p.markUnread(thread, 0));
    expect(desk.personal.readStates.get(thread)).toMatchObject({ last_read_seq: 0, unread_count: 3 });
  });

  it('drafts: each device sees the other write and delete', async () => {
    const thread = await newThread(t, 'drafts');
    await exchange('draft', desk, phone, (p) => p.saveDraft(thread, 'from the desk'));
    expect(phone.personal.drafts.get(thread)?.content_md).toBe('from the desk');
    await exchange('draft', phone, desk, (p) => p.saveDraft(thread, 'from the phone'));
    expect(desk.personal.drafts.get(thread)?.content_md).toBe('from the phone');
    await exchange('draft', desk, phone, (p) => p.deleteDraft(thread));
    expect(phone.personal.drafts.has(thread)).toBe(false);
    expect(desk.notices.concat(phone.notices)).not.toContain(thread);
  });

  it('settings: per key; deleting a key reaches the other device as deleted', async () => {
    await exchange('setting', desk, phone, (p) => p.setSetting('theme', 'dark'));
    expect(phone.personal.settings.get('theme')?.value).toBe('dark');
    await exchange('setting', phone, desk, (p) => p.deleteSetting('theme'));
    expect(desk.personal.settings.has('theme')).toBe(false);
    await exchange('setting', desk, phone, (p) => p.setSetting('theme', 'light'));
    expect(phone.personal.settings.get('theme')?.value).toBe('light');
  });

  it('sidebar: per space', async () => {
    await exchange('sidebar', desk, phone, (p) => p.setSidebar(t.ids.space, { collapsed: true, channel_order: [t.ids.random, t.ids.general] }));
    expect(phone.personal.sidebar.get(t.ids.space)).toMatchObject({ collapsed: true, channel_order: [t.ids.random, t.ids.general] });
    await exchange('sidebar', phone, desk, (p) => p.setSidebar(t.ids.space, { collapsed: false, channel_order: [t.ids.general] }));
    expect(desk.personal.sidebar.get(t.ids.space)).toEqual(phone.personal.sidebar.get(t.ids.space));
  });

  it('notification preferences: per row', async () => {
    const target = { kind: 'channel' as const, id: t.ids.general };
    await exchange('notification_pref', desk, phone, (p) => p.setNotificationPref(target, 'mentions'));
    await exchange('notification_pref', phone, desk, (p) => p.setNotificationPref(target, 'none'));
    expect(desk.personal.notificationPrefs.get(`channel:${t.ids.general}`)).toMatchObject({ level: 'none' });
  });

  it('quiet hours', async () => {
    await exchange('quiet_hours', desk, phone, (p) => p.setQuietHours({ enabled: true, start: '22:00', end: '07:00', timezone: 'Europe/Berlin' }));
    await exchange('quiet_hours', phone, desk, (p) => p.setQuietHours({ enabled: false, start: '22:00', end: '07:00', timezone: 'UTC' }));
    expect(desk.personal.quietHours).toEqual(phone.personal.quietHours);
    expect(desk.personal.quietHours).toMatchObject({ enabled: false, timezone: 'UTC' });
  });

  it('a device whose app gives its device ID in capitals still knows its own echo: the client keeps it in lower case, as the server writes it (RFC 9562)', async () => {
    const tokens = await DevTokens.issue(t.server.url, 'sam', await generateDpopKey());
    const shouted = tokens.deviceId.toUpperCase();
    expect(shouted).not.toBe(tokens.deviceId);
    const e2e = await e2eClient(t, t.server.url, 'sam', { tokens, deviceId: shouted });
    try {
      await e2e.client.start();
      await e2e.client.whenLive();
      expect(e2e.client.deviceId).toBe(tokens.deviceId);
      const loud = watch(e2e, new PersonalData(e2e.client, { typingIdleMs: 60_000 }));
      await loud.personal.load();
      await exchange('setting', loud, phone, (p) => p.setSetting('capitals', 1));
      // The twin: the same store told the ID as the app spelled it takes the echo for a change.
      const raw = watch(e2e, new PersonalData({ rest: e2e.client.rest, on: (type, l) => e2e.client.on(type, l), deviceId: shouted }));
      await raw.personal.load();
      await exchange('setting', loud, phone, (p) => p.setSetting('capitals', 2));
      await until(() => count(raw, 'setting') > 0, 'the store with the capitals saw the echo');
      expect(raw.echoes).toEqual([]);
      raw.personal.close();
      loud.personal.close();
    } finally {
      await e2e.client.close();
    }
  });

  it('twin: a device that does not know its own device ID takes its own echo for a change', async () => {
    // The same client, but PersonalData told another device ID: the echo check is what separates the two.
    const blind = watch(desk.e2e, new PersonalData({ rest: desk.e2e.client.rest, on: (type, l) => desk.e2e.client.on(type, l), deviceId: crypto.randomUUID() }));
    await blind.personal.load();
    await exchange('setting', desk, phone, (p) => p.setSetting('twin', 1));
    await until(() => count(blind, 'setting') > 0, 'the blind store saw the echo');
    expect(blind.echoes).toEqual([]);
    blind.personal.close();
  });
});

describe('drafts: not while typing, and overwrote_newer (14, R-SY-12)', () => {
  it('holds the other device\'s change while the person types here; the next local write wins with the overwrote_newer notice', async () => {
    const thread = await newThread(t, 'typing');
    await exchange('draft', phone, desk, (p) => p.saveDraft(thread, 'phone v1'));
    phone.personal.typingInDraft(thread);
    await desk.personal.saveDraft(thread, 'desk while the phone types');
    await until(() => phone.held.includes(thread), 'the phone held the desk\'s change');
    expect(phone.personal.drafts.get(thread)?.content_md).toBe('phone v1');
    const answer = await phone.personal.saveDraft(thread, 'phone wins');
    expect(answer.overwrote_newer).toBe(true);
    expect(phone.notices).toContain(thread);
    await until(() => desk.personal.drafts.get(thread)?.content_md === 'phone wins', 'the desk took over the phone\'s write');
    phone.personal.stoppedTypingInDraft(thread);
    expect(phone.personal.drafts.get(thread)?.content_md).toBe('phone wins');
  });

  it('takes the held change over when typing ends without a local write', async () => {
    const thread = await newThread(t, 'typing ends');
    phone.personal.typingInDraft(thread);
    await desk.personal.saveDraft(thread, 'desk text');
    await until(() => phone.held.includes(thread), 'held');
    expect(phone.personal.drafts.has(thread)).toBe(false);
    phone.personal.stoppedTypingInDraft(thread);
    expect(phone.personal.drafts.get(thread)?.content_md).toBe('desk text');
    // The phone's next write builds on what it took over: no notice.
    expect((await phone.personal.saveDraft(thread, 'phone after')).overwrote_newer).toBe(false);
  });
});

describe('personal data of a removed target goes (8.3, 14)', () => {
  /** A person with a draft in a channel of their own; the owner then revokes the grant. */
  async function draftThenRevoke(host: (c: E2eClient) => PersonalHost): Promise<{ personal: PersonalData; thread: string; close: () => Promise<void> }> {
    const owner = await t.client('alex');
    const p = await personWithChannel(t, owner, 'write');
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [p.who.principalId]);
    const e2e = await e2eClient(t, t.server.url, rows[0]!.handle);
    let accessChanged = false;
    e2e.client.on(EventType.AccessChanged, () => (accessChanged = true));
    await e2e.client.start();
    await e2e.client.whenLive();
    const personal = new PersonalData(host(e2e), { typingIdleMs: 60_000 });
    await personal.load();
    await personal.saveDraft(p.thread, 'a secret plan');
    expect(personal.drafts.has(p.thread)).toBe(true);
    const revoked = await owner.request('POST', `/api/v1/grants/${p.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await until(() => accessChanged, 'access.changed');
    return {
      personal,
      thread: p.thread,
      close: async () => {
        personal.close();
        await e2e.client.close();
      },
    };
  }

  it('access.changed with removed: the draft of the channel is no longer kept', async () => {
    const { personal, thread, close } = await draftThenRevoke((c) => c.client);
    await until(() => !personal.drafts.has(thread), 'the draft is dropped');
    expect(personal.drafts.has(thread)).toBe(false);
    await close();
  });

  it('twin: a PersonalData that never hears access.changed keeps the draft, and the same check fails', async () => {
    const deaf = (c: E2eClient): PersonalHost => ({
      rest: c.client.rest,
      deviceId: c.client.deviceId,
      on: ((type: string, listener: (e: unknown) => void) => (type === EventType.AccessChanged ? () => {} : c.client.on(type as never, listener as never))) as PersonalHost['on'],
    });
    const { personal, thread, close } = await draftThenRevoke(deaf);
    await new Promise((r) => setTimeout(r, 300));
    expect(personal.drafts.has(thread)).toBe(true);
    await close();
  });
});

describe('4012 deletes the personal data of the device (8.5, R-SY-14)', () => {
  /** The safety check: what PersonalData still holds of the account. */
  const leftovers = (p: PersonalData): string[] => [
    ...[...p.readStates.keys()].map((k) => `read_state ${k}`),
    ...[...p.drafts.keys()].map((k) => `draft ${k}`),
    ...[...p.settings.keys()].map((k) => `setting ${k}`),
    ...[...p.sidebar.keys()].map((k) => `sidebar ${k}`),
    ...[...p.notificationPrefs.keys()].map((k) => `notification_pref ${k}`),
    ...(p.quietHours ? ['quiet_hours'] : []),
  ];

  /** A third device of sam with one row of each kind; then another device revokes its session (8.5). */
  async function fillThenRevoke(host: (c: E2eClient) => PersonalHost): Promise<{ personal: PersonalData; logout: { reason: string; wiped: boolean }[]; close: () => Promise<void> }> {
    const e2e = await e2eClient(t, t.server.url, 'sam');
    const logout: { reason: string; wiped: boolean }[] = [];
    e2e.client.on('logout', (l) => logout.push(l));
    await e2e.client.start();
    await e2e.client.whenLive();
    const personal = new PersonalData(host(e2e), { typingIdleMs: 60_000 });
    const thread = await newThread(t, '4012');
    await alex.client.rest.createMessage(thread, { client_msg_id: uuidv7(), content_md: 'one' });
    await personal.markRead(thread, 1);
    await personal.saveDraft(thread, 'a draft that must not outlive the device');
    await personal.setSetting('revoked.theme', 'dark');
    await personal.setSidebar(t.ids.space, { collapsed: false, channel_order: [t.ids.general] });
    await personal.setNotificationPref({ kind: 'channel', id: t.ids.general }, 'mentions');
    await personal.setQuietHours({ enabled: true, start: '23:00', end: '06:00', timezone: 'UTC' });
    await personal.load();
    expect(leftovers(personal).map((l) => l.split(' ')[0]).sort()).toEqual(expect.arrayContaining(['draft', 'notification_pref', 'quiet_hours', 'read_state', 'setting', 'sidebar']));
    const revoked = await phone.e2e.client.rest.call(() =>
      phone.e2e.client.rest.api.POST('/sessions/{session_id}/revoke', { params: { path: { session_id: e2e.tokens.session.session_id }, header: { 'Idempotency-Key': uuidv7() } } }),
    ).then(() => true);
    expect(revoked).toBe(true);
    await until(() => e2e.client.state === 'logged_out', 'logged out with 4012');
    return {
      personal,
      logout,
      close: async () => {
        personal.close();
        await e2e.client.close();
      },
    };
  }

  it('the client logs out with 4012 and PersonalData holds nothing of the account afterwards', async () => {
    const { personal, logout, close } = await fillThenRevoke((c) => c.client);
    expect(logout).toEqual([expect.objectContaining({ wiped: true })]);
    expect(leftovers(personal)).toEqual([]);
    expect(personal.wiped).toBe(true);
    // A reload after the wipe brings nothing back (the token is revoked, and the answer would be dropped).
    await personal.load().catch(() => undefined);
    expect(leftovers(personal)).toEqual([]);
    await close();
  });

  it('twin: a PersonalData that never hears the logout keeps drafts, read states and preferences, and the same check fails', async () => {
    const deaf = (c: E2eClient): PersonalHost => ({
      rest: c.client.rest,
      deviceId: c.client.deviceId,
      on: ((type: string, listener: (e: unknown) => void) => (type === 'logout' ? () => {} : c.client.on(type as never, listener as never))) as PersonalHost['on'],
    });
    const { personal, close } = await fillThenRevoke(deaf);
    expect(leftovers(personal).length).toBeGreaterThan(0);
    await close();
  });
});

describe('a large draft or setting reaches the other device whole (2.2, 14)', () => {
  // Over sync.event_payload_max_bytes (64 KiB): the events carry a reduced payload with truncated: true.
  const longText = `Entwurf 😀 ${'€ü😀"\n'.repeat(7000)}`;
  const longValue = { signature: '😀'.repeat(17_000) };

  /** A reader whose host hands over events without the truncated flag: the cut payload looks whole. */
  const stripping = (c: E2eClient): PersonalHost => ({
    rest: c.client.rest,
    deviceId: c.client.deviceId,
    on: ((type: string, listener: (e: unknown) => void) =>
      c.client.on(type as never, ((e: { truncated?: boolean }) => {
        const { truncated: _t, ...rest } = e ?? {};
        listener(typeof e === 'object' && e !== null && 'type' in e ? rest : e);
      }) as never)) as PersonalHost['on'],
  });

  it('the other device reloads a truncated draft and a truncated setting through REST instead of keeping the cut payload', async () => {
    const thread = await newThread(t, 'long draft');
    await desk.personal.saveDraft(thread, longText);
    await until(() => phone.personal.drafts.get(thread)?.content_md === longText, 'the phone has the whole draft');
    await desk.personal.setSetting('long.signature', longValue);
    await until(() => JSON.stringify(phone.personal.settings.get('long.signature')?.value) === JSON.stringify(longValue), 'the phone has the whole setting');
  });

  it('twin: a device that ignores truncated keeps the cut draft and takes the setting for deleted, and the same check fails', async () => {
    const blind = watch(phone.e2e, new PersonalData(stripping(phone.e2e), { typingIdleMs: 60_000 }));
    await blind.personal.load();
    const thread = await newThread(t, 'long draft twin');
    const before = count(blind, 'draft');
    await desk.personal.saveDraft(thread, longText);
    await until(() => count(blind, 'draft') > before, 'the twin took the event');
    const cut = blind.personal.drafts.get(thread)?.content_md ?? '';
    expect(cut).not.toBe(longText);
    expect(longText.startsWith(cut)).toBe(true);
    const settings = count(blind, 'setting');
    await desk.personal.setSetting('long.twin', longValue);
    await until(() => count(blind, 'setting') > settings, 'the twin took the setting event');
    expect(blind.personal.settings.has('long.twin')).toBe(false);
    blind.personal.close();
  });
});

describe('the snapshot\'s personal versions: a device reloads what differs (6.3, D171)', () => {
  /**
   * A device that misses every personal event meanwhile (as if it was away and caught nothing up),
   * then identifies anew (the app restarted without its cursor: a ready with a snapshot, no
   * catch-up). `hearsReady` decides whether PersonalData hears that ready.
   */
  async function missedThenReconnected(hearsReady: boolean): Promise<{ personal: PersonalData; thread: string; close: () => Promise<void> }> {
    const first = await e2eClient(t, t.server.url, 'sam');
    await first.client.start();
    await first.client.whenLive();
    const bus = new Emitter<ClientEventMap>();
    const personal = new PersonalData({ rest: first.client.rest, deviceId: first.client.deviceId, on: (type, l) => bus.on(type, l) }, { typingIdleMs: 60_000 });
    await personal.load();
    await first.client.close();
    const thread = await newThread(t, 'missed while away');
    await desk.personal.saveDraft(thread, 'written on the desk meanwhile');
    await desk.personal.setSetting('away.theme', 'sepia');
    await desk.personal.setQuietHours({ enabled: true, start: '21:00', end: '06:30', timezone: 'UTC' });
    await desk.personal.setNotificationPref({ kind: 'space', id: t.ids.space }, 'mentions');
    const again = await e2eClient(t, t.server.url, 'sam', { tokens: first.tokens });
    if (hearsReady) again.client.on('session', (ready) => bus.emit('session', ready));
    await again.client.start();
    await again.client.whenLive();
    return {
      personal,
      thread,
      close: async () => {
        personal.close();
        await again.client.close();
      },
    };
  }

  /** The check: this device holds what the server holds for each row the desk changed. */
  const inStep = (p: PersonalData, thread: string) =>
    p.drafts.get(thread)?.content_md === 'written on the desk meanwhile' &&
    p.settings.get('away.theme')?.value === 'sepia' &&
    p.quietHours?.start === '21:00' &&
    p.notificationPrefs.get(`space:${t.ids.space}`)?.level === 'mentions';

  it('after the next ready the draft, setting, quiet hours and preference of the other device are here', async () => {
    const { personal, thread, close } = await missedThenReconnected(true);
    await until(() => inStep(personal, thread), 'reloaded from the snapshot\'s versions');
    await close();
  });

  it('twin: a device that ignores the snapshot stays behind, and the same check fails', async () => {
    const { personal, thread, close } = await missedThenReconnected(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(inStep(personal, thread)).toBe(false);
    await close();
  });
});
