// The snapshot tells the truth (6.3, 14): its personal parts equal the state a client builds by
// folding the log it may read (GET /events from 0); its spaces, channels and active runs equal an
// earlier snapshot with the log after that snapshot's head_seq folded on top (7.2: snapshot plus
// catch-up is how a client builds its state). The folds are independent oracles: they know only
// the events (and the earlier snapshot), never the tables. The twins show the comparisons catching
// the snapshot this server sent before (sidebar hard-coded empty, unread counts only for threads
// with a read state, active runs empty) and a snapshot that ignores a revocation.
import type { DurableEvent, EventsPage, Message, ReadState, Snapshot } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel } from '../support/people.ts';
import { useRunSuite, type TriggeredRun } from '../support/runs.ts';
import type { TestClient } from '../support/server.ts';

const s = useRunSuite();
const t = s.t;

interface Folded {
  messages: Map<string, Map<string, Pick<Message, 'thread_seq' | 'author' | 'mention_ids' | 'deleted_at'>>>;
  reads: Map<string, { last_read_seq: number; version: number }>;
  drafts: Map<string, number>;
  settings: Map<string, number>;
  sidebar: Map<string, Snapshot['sidebar'][number]>;
  prefs: Map<string, number>;
  quietHours: number;
}

/** Everything the person may read, from seq 0. */
const logOf = (who: TestClient): Promise<DurableEvent[]> => logAfter(who, 0);

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
      expect(mismatches(ready.d.snapshot!, folded, p.who.principalId)).toEqual([]);
      expect(ready.d.snapshot!.head_seq).toBe(snap.head_seq);
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

// ------------------------------------------------------------------ spaces, channels, active runs

type Structure = Pick<Snapshot, 'spaces' | 'channels' | 'active_runs'>;

const ACTIVE = new Set(['queued', 'running', 'waiting_input']);

/**
 * 7.2 and 8.1 as a client applies them: the earlier snapshot, then every later event in log order.
 * channel.* and space.archived carry the object; access.changed removes the targets it names
 * (a removed space takes its channels); run.state_changed sets or ends an active run.
 */
function foldStructure(start: Structure, events: DurableEvent[]): Structure {
  const spaces = new Map(start.spaces.map((x) => [x.id, x]));
  const channels = new Map(start.channels.map((x) => [x.id, x]));
  const runs = new Map(start.active_runs.map((x) => [x.run_id, x]));
  for (const e of events) {
    const p = e.payload as Record<string, unknown>;
    switch (e.type) {
      case 'channel.created':
      case 'channel.updated':
      case 'channel.archived': {
        const c = p.channel as Snapshot['channels'][number];
        channels.set(c.id, c);
        break;
      }
      case 'space.archived': {
        const sp = p.space as Snapshot['spaces'][number];
        spaces.set(sp.id, sp);
        break;
      }
      case 'access.changed':
        for (const r of (p as { removed: Array<{ kind: string; id: string }> }).removed) {
          if (r.kind === 'channel') channels.delete(r.id);
          if (r.kind === 'space') {
            spaces.delete(r.id);
            for (const c of [...channels.values()]) if (c.space_id === r.id) channels.delete(c.id);
          }
        }
        break;
      case 'run.state_changed': {
        const run = { run_id: p.run_id as string, thread_id: p.thread_id as string, agent_id: p.agent_id as string, state: p.state as Snapshot['active_runs'][number]['state'], version: e.resource.version! };
        if (ACTIVE.has(run.state)) runs.set(run.run_id, run);
        else runs.delete(run.run_id);
        break;
      }
    }
  }
  const byId = <T extends { id: string }>(m: Map<string, T>) => [...m.values()].sort((a, b) => a.id.localeCompare(b.id));
  return { spaces: byId(spaces), channels: byId(channels), active_runs: [...runs.values()].sort((a, b) => a.run_id.localeCompare(b.run_id)) };
}

/** What differs between a snapshot's structure and the folded one (empty: they agree). */
function structureMismatches(snap: Structure, f: Structure): string[] {
  const sorted = (x: Structure): Structure => ({
    spaces: [...x.spaces].sort((a, b) => a.id.localeCompare(b.id)),
    channels: [...x.channels].sort((a, b) => a.id.localeCompare(b.id)),
    active_runs: [...x.active_runs].sort((a, b) => a.run_id.localeCompare(b.run_id)),
  });
  // Key order is no difference: the log stores payloads as jsonb, which orders members its own way.
  const canonical = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => p.localeCompare(q))) : x));
  const a = sorted(snap);
  return (['spaces', 'channels', 'active_runs'] as const).flatMap((k) => (canonical(a[k]) === canonical(f[k]) ? [] : [`${k}: snapshot ${canonical(a[k])}, log ${canonical(f[k])}`]));
}

/** The log the person may read after `after` (GET /events). */
async function logAfter(who: TestClient, after: number): Promise<DurableEvent[]> {
  const events: DurableEvent[] = [];
  for (let page = 0; page < 100; page++) {
    const res = await who.request<EventsPage>('GET', `/api/v1/events?after=${after}&limit=500`);
    expect(res.status, res.text).toBe(200);
    events.push(...(res.body.events as DurableEvent[]));
    if (res.body.next_cursor >= res.body.head_seq) return events;
    after = res.body.next_cursor;
  }
  throw new Error('the log did not end within 100 pages');
}

async function deliverAndStart(r: TriggeredRun): Promise<void> {
  const d = await s.prepare(r, false);
  if (!d.deliver) throw new Error('the gate refused the delivery');
  const started = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, { invocation_token: d.invocationToken, billing_mode_used: 'subscription', tool_class_used: 'read' });
  expect(started.status, started.text).toBe(200);
}

describe('the snapshot\'s spaces, channels and active runs equal an earlier snapshot plus the log after it (6.3, 7.2, 8.1, 11.3)', () => {
  /**
   * A person with a channel of runs, a read grant on a second space and on a second channel; an
   * earlier snapshot; then channels created, made read-only and archived, the second space
   * archived, the second channel's grant revoked, runs started and ended. Returns both snapshots
   * and the log between them.
   */
  async function scenario(): Promise<{ earlier: Snapshot; later: Snapshot; events: DurableEvent[]; revoked: string }> {
    const alex = s.alex;
    const p = await personWithChannel(t, alex, 'write');
    const grant = async (kind: 'space' | 'channel', id: string) => {
      const g = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: p.who.principalId }, target: { kind, id }, level: 'read' } });
      expect(g.status, g.text).toBe(201);
      return g.body.id;
    };
    const space = uuidv7();
    await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'second space')`, [space]);
    await grant('space', space);
    const channel = async (spaceId: string, name: string) => {
      const c = await alex.request<{ id: string }>('POST', `/api/v1/spaces/${spaceId}/channels`, { body: { name: `${name}-${uuidv7().slice(-6)}` } });
      expect(c.status, c.text).toBe(201);
      return c.body.id;
    };
    const inSpace = await channel(space, 'in-space');
    const revoked = await channel(t.ids.space, 'revoked');
    const revokedGrant = await grant('channel', revoked);
    const [running, ending, waiting] = [await s.triggered({ person: p }), await s.triggered({ person: p }), await s.triggered({ person: p })];

    const earlier = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body;
    expect(earlier.active_runs.map((r) => r.state)).toEqual(['queued', 'queued', 'queued']);
    expect(earlier.channels.map((c) => c.id)).toEqual(expect.arrayContaining([p.channel, inSpace, revoked]));

    const created = await channel(space, 'created-later');
    expect((await alex.request('PATCH', `/api/v1/channels/${inSpace}`, { body: { read_only: true } })).status).toBe(200);
    expect((await alex.request('PATCH', `/api/v1/channels/${created}`, { body: { archived: true } })).status).toBe(200);
    expect((await alex.request('POST', `/api/v1/grants/${revokedGrant}/revoke`)).status).toBeLessThan(300);
    await deliverAndStart(running);
    await deliverAndStart(ending);
    expect((await ending.agent.request('POST', `/api/v1/runs/${ending.runId}/finish`, { state: 'completed' })).status).toBe(200);
    expect((await alex.request('PATCH', `/api/v1/spaces/${space}`, { body: { archived: true } })).status).toBe(200);

    const later = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body;
    const events = await logAfter(p.who, earlier.head_seq);
    expect(later.active_runs.map((r) => [r.run_id, r.state]).sort()).toEqual([[running.runId, 'running'], [waiting.runId, 'queued']].sort());
    return { earlier, later, events, revoked };
  }

  it('agrees after channels were created, made read-only and archived, a space archived, a grant revoked and runs started and ended', async () => {
    const { earlier, later, events, revoked } = await scenario();
    const folded = foldStructure(earlier, events);
    expect(folded.channels.map((c) => c.id)).not.toContain(revoked);
    expect(structureMismatches(later, folded)).toEqual([]);
  });

  it('twin: a snapshot with active runs empty, or one that still names the revoked channel, disagrees with the log', async () => {
    const { earlier, later, events, revoked } = await scenario();
    const folded = foldStructure(earlier, events);
    expect(structureMismatches({ ...later, active_runs: [] }, folded).map((m) => m.split(':')[0])).toEqual(['active_runs']);
    const stale = earlier.channels.find((c) => c.id === revoked)!;
    expect(structureMismatches({ ...later, channels: [...later.channels, stale] }, folded).map((m) => m.split(':')[0])).toEqual(['channels']);
  });
});

describe('a run queued after the earlier snapshot is in the log as run.state_changed queued (11.3; D364)', () => {
  /** An earlier snapshot, then a mention that queues a run: the later snapshot, and the earlier one folded with the log. */
  async function queuedAfter(): Promise<{ later: Snapshot; folded: Structure; runId: string }> {
    const p = await personWithChannel(t, s.alex, 'write');
    const earlier = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body;
    const r = await s.triggered({ person: p });
    const later = (await p.who.request<Snapshot>('GET', '/api/v1/sync/snapshot')).body;
    expect(later.active_runs.find((x) => x.run_id === r.runId)).toMatchObject({ state: 'queued', version: 1 });
    return { later, folded: foldStructure(earlier, await logAfter(p.who, earlier.head_seq)), runId: r.runId };
  }

  it('the fold holds the run queued at version 1, as the later snapshot does', async () => {
    const { later, folded, runId } = await queuedAfter();
    expect(folded.active_runs.find((x) => x.run_id === runId)).toMatchObject({ state: 'queued', version: 1 });
    expect(structureMismatches(later, folded)).toEqual([]);
  });

  it('twin (noQueuedStateChange): without the event the fold lacks the run, and disagrees with the snapshot', async () => {
    t.server.ctx.twins = { noQueuedStateChange: true };
    try {
      const { later, folded } = await queuedAfter();
      expect(structureMismatches(later, folded).map((m) => m.split(':')[0])).toEqual(['active_runs']);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
