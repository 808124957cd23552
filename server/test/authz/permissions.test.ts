import { ClientOp, ProblemCode, ServerOp } from '@bothy/generated';
import type { AccessChangedV1, DurableEvent, Event } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { allowEditsInReadOnly } from '../../src/authz/authorize.ts';
import { runExpirySweep } from '../../src/authz/expiry.ts';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { agentSpaces } from '../../src/agents/presence.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel, type PersonWithChannel } from '../support/people.ts';
import { startTestServer, useTestServer, type TestClient } from '../support/server.ts';

let alex: TestClient;
const open: GatewayTestClient[] = [];

const fixture = (level: 'read' | 'write' = 'read'): Promise<PersonWithChannel> => personWithChannel(t, alex, level);

async function live(who: TestClient, url = t.server.url, cursor?: { cursor: number; sync_epoch: string }): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.identify(who, cursor ?? {});
  if (!cursor) await c.waitFor(ServerOp.CatchupComplete);
  return c;
}

const dispatched = (c: GatewayTestClient) => c.frames.filter((f) => f.op === ServerOp.Dispatch).map((f) => f.d as Event);
const accessChanges = async (principalId: string) =>
  (await t.db.pool.query<{ seq: number; payload: AccessChangedV1; permission_version: number }>(
    `SELECT seq, payload, permission_version FROM event_log WHERE type = 'access.changed' AND audience_principal_id = $1 ORDER BY seq`,
    [principalId],
  )).rows;

// Two tests run nodes beside it, which needs cluster.mode = multi on every node (D46).
const t = useTestServer({ 'cluster.mode': 'multi' });
beforeAll(async () => {
  alex = await t.client('alex');
});
/** Another node for one test (cluster.mode multi), closed when the test ends: it does not go on taking the control messages of the tests after it. */
async function nodeForTheTest() {
  const n = await t.startNode({ 'cluster.mode': 'multi' });
  onTestFinished(() => n.close());
  return n;
}
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

const instanceId = async () => (await t.db.pool.query<{ id: string }>('SELECT id FROM instance')).rows[0]!.id;

describe('permission changes write access.changed (3.3, 8.2)', () => {
  it('increments permission_version once per change and tells exactly the affected principal what was added and removed', async () => {
    const f = await fixture();
    const [granted] = await accessChanges(f.who.principalId);
    expect(granted!.payload.added).toEqual([{ kind: 'channel', id: f.channel, level: 'read' }]);
    expect(granted!.payload.permission_version).toBe(granted!.permission_version);
    const revoked = await alex.request('POST', `/api/v1/grants/${f.grantId}/revoke`);
    expect(revoked.status).toBe(200);
    const all = await accessChanges(f.who.principalId);
    expect(all).toHaveLength(2);
    expect(all[1]!.payload).toMatchObject({ removed: [{ kind: 'channel', id: f.channel }], added: [], changed: [] });
    expect(all[1]!.payload.permission_version).toBe(all[0]!.payload.permission_version + 1);
  });

  it('writes no access.changed to a principal whose visible targets do not differ', async () => {
    const f = await fixture();
    // A second grant on the same channel at the same level: nothing changes for them.
    await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: f.channel }, level: 'read' } });
    expect(await accessChanges(f.who.principalId)).toHaveLength(1);
  });

  it('reports a level change as changed with previous_level, for members of a group', async () => {
    const f = await fixture('read');
    const group = (await alex.request<{ id: string }>('POST', '/api/v1/groups', { body: { name: `g-${uuidv7().slice(-8)}` } })).body.id;
    expect((await alex.request('PUT', `/api/v1/groups/${group}/members/${f.who.principalId}`)).status).toBe(204);
    expect(await accessChanges(f.who.principalId)).toHaveLength(1); // an empty group gives nothing yet
    await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'group', id: group }, target: { kind: 'channel', id: f.channel }, level: 'write' } });
    const changes = await accessChanges(f.who.principalId);
    expect(changes[1]!.payload.changed).toEqual([{ kind: 'channel', id: f.channel, level: 'write', previous_level: 'read' }]);
    expect((await alex.request('DELETE', `/api/v1/groups/${group}/members/${f.who.principalId}`)).status).toBe(204);
    expect((await accessChanges(f.who.principalId))[2]!.payload.changed).toEqual([{ kind: 'channel', id: f.channel, level: 'read', previous_level: 'write' }]);
  });

  it('archiving a channel caps everyone above read at read, as a permission change; read-only is a structure change only (8.1)', async () => {
    const f = await fixture('write');
    const pvBefore = (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'permission_version'`)).rows[0]!.value;
    expect((await alex.request('PATCH', `/api/v1/channels/${f.channel}`, { body: { read_only: true } })).status).toBe(200);
    const pvAfterReadOnly = (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'permission_version'`)).rows[0]!.value;
    expect(pvAfterReadOnly).toBe(pvBefore);
    expect((await f.who.postMessage(f.thread, 'into a read-only channel')).status).toBe(403);
    expect((await alex.request('PATCH', `/api/v1/channels/${f.channel}`, { body: { read_only: false, archived: true } })).status).toBe(200);
    const last = (await accessChanges(f.who.principalId)).pop()!;
    expect(last.payload.changed).toEqual([{ kind: 'channel', id: f.channel, level: 'read', previous_level: 'write' }]);
  });

  /** An author's message, the channel made read-only, then an edit and a deletion of it. */
  async function editInReadOnly(): Promise<{ edit: number; code?: string; content: string; delete: number }> {
    const f = await fixture('write');
    const m = await f.who.postMessage(f.thread, 'before read-only');
    expect(m.status).toBe(201);
    expect((await alex.request('PATCH', `/api/v1/channels/${f.channel}`, { body: { read_only: true } })).status).toBe(200);
    const edit = await f.who.request<{ code?: string }>('PATCH', `/api/v1/messages/${m.body.id}`, { body: { content_md: 'rewritten in a read-only channel' }, headers: { 'if-match': `"${m.body.version}"`, 'idempotency-key': uuidv7() } });
    const content = (await alex.request<{ content_md: string }>('GET', `/api/v1/messages/${m.body.id}`)).body.content_md;
    const del = await f.who.request('DELETE', `/api/v1/messages/${m.body.id}`, { headers: { 'if-match': `"${m.body.version}"`, 'idempotency-key': uuidv7() } });
    return { edit: edit.status, code: edit.body?.code, content, delete: del.status };
  }

  it('read-only forbids an author’s edit as it forbids a new message (403 forbidden); the author may still delete (8.1, D28; D355)', async () => {
    expect(await editInReadOnly()).toEqual({ edit: 403, code: ProblemCode.Forbidden, content: 'before read-only', delete: 204 });
  });

  it('twin (allowEditsInReadOnly): the edit rewrites the message in the read-only channel', async () => {
    allowEditsInReadOnly(true);
    try {
      expect(await editInReadOnly()).toMatchObject({ edit: 200, content: 'rewritten in a read-only channel' });
    } finally {
      allowEditsInReadOnly(false);
    }
  });

  it('takes effect at once on REST: after the revoke the channel is gone from catch-up and its messages answer 404', async () => {
    const f = await fixture('write');
    const m = await f.who.postMessage(f.thread, 'mine');
    expect(m.status).toBe(201);
    await alex.request('POST', `/api/v1/grants/${f.grantId}/revoke`);
    expect((await f.who.request('GET', `/api/v1/messages/${m.body.id}`)).status).toBe(404);
    expect((await f.who.postMessage(f.thread, 'still here?')).status).toBe(404);
    const page = await f.who.request<{ events: DurableEvent[] }>('GET', '/api/v1/events?after=0&limit=500');
    expect(page.body.events.filter((e) => e.scope.channel_id === f.channel)).toEqual([]);
  });

  it('a grant on an instance names this instance: another ID is 404 not_found and nothing is granted (D380)', async () => {
    const f = await fixture();
    const { rows: before } = await t.db.pool.query(`SELECT 1 FROM grants WHERE subject_id = $1`, [f.who.principalId]);
    const made = await alex.request<{ code: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'instance', id: uuidv7() }, level: 'read' } });
    expect([made.status, made.body.code], made.text).toEqual([404, 'not_found']);
    const { rows: after } = await t.db.pool.query(`SELECT 1 FROM grants WHERE subject_id = $1`, [f.who.principalId]);
    expect(after).toHaveLength(before.length);
    // The instance's own ID, in either case (RFC 9562), is granted.
    const real = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'instance', id: (await instanceId()).toUpperCase() }, level: 'read' } });
    expect(real.status, real.text).toBe(201);
  });

  it('a stored instance grant that names another ID (written before D380) grants nothing: not in the permission cache, not in an agent\'s spaces', async () => {
    const f = await fixture();
    const agent = (await t.db.pool.query<{ id: string }>(`SELECT id FROM principals WHERE kind = 'agent' LIMIT 1`)).rows[0]!.id;
    // A space of its own, which an instance grant would add to the agent's spaces.
    const space = uuidv7();
    await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'elsewhere')`, [space]);
    const spacesBefore = (await agentSpaces(t.db.pool, [agent])).get(agent) ?? [];
    expect(spacesBefore).not.toContain(space);
    for (const subject of [f.who.principalId, agent]) {
      await t.db.pool.query(`INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES ($1, 'principal', $2, 'instance', $3, 'read', $4)`, [uuidv7(), subject, uuidv7(), alex.principalId]);
    }
    expect((await loadVisibility(t.db.pool, f.who.principalId))!.instanceLevel).toBeUndefined();
    expect((await agentSpaces(t.db.pool, [agent])).get(agent) ?? []).toEqual(spacesBefore);
    // The same grant naming this instance does count.
    await t.db.pool.query(`INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES ($1, 'principal', $2, 'instance', $3, 'read', $4)`, [uuidv7(), f.who.principalId, await instanceId(), alex.principalId]);
    expect((await loadVisibility(t.db.pool, f.who.principalId))!.instanceLevel).toBe('read');
  });

  it('a channel manager grants on the channel named in upper case, as in lower case (RFC 9562: every Uuid of a REST body is taken in lower case; D386)', async () => {
    const f = await fixture();
    const manage = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: f.channel }, level: 'manage' } });
    expect(manage.status, manage.text).toBe(201);
    const other = await personWithChannel(t, alex, 'read');
    const g = await f.who.request<{ target: { id: string }; subject: { id: string } }>('POST', '/api/v1/grants', {
      body: { subject: { kind: 'principal', id: other.who.principalId.toUpperCase() }, target: { kind: 'channel', id: f.channel.toUpperCase() }, level: 'read' },
    });
    expect(g.status, g.text).toBe(201);
    expect([g.body.target.id, g.body.subject.id]).toEqual([f.channel, other.who.principalId]);
  });

  it('twin (instanceGrantAnyId): a made-up instance ID is granted, as before D380', async () => {
    const f = await fixture();
    t.server.ctx.twins = { instanceGrantAnyId: true };
    try {
      const made = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'instance', id: uuidv7() }, level: 'read' } });
      expect(made.status, made.text).toBe(201);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('refuses a grant by someone without manage on the target', async () => {
    const f = await fixture('write');
    const r = await f.who.request<{ code: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: f.channel }, level: 'manage' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('forbidden');
  });

  it('refuses an expiry in the past for a grant and a group membership alike, and one outside the years 0001-9999 in UTC, at the field, changing nothing (8.2; D333)', async () => {
    const f = await fixture('read');
    const group = (await alex.request<{ id: string }>('POST', '/api/v1/groups', { body: { name: `g-${uuidv7().slice(-8)}` } })).body.id;
    const grant = (expires_at: string) => alex.request<{ code: string; errors?: { pointer: string }[] }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: f.channel }, level: 'write', expires_at } });
    const member = (expires_at: string) => alex.request<{ code: string; errors?: { pointer: string }[] }>('PUT', `/api/v1/groups/${group}/members/${f.who.principalId}`, { body: { expires_at } });
    for (const expires of ['1969-07-20T20:17:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-23:59']) {
      for (const r of [await grant(expires), await member(expires)]) {
        expect([r.status, r.body.code, r.body.errors?.[0]?.pointer], expires).toEqual([400, ProblemCode.ValidationFailed, expect.stringMatching(/expires_at$/)]);
      }
    }
    expect(await accessChanges(f.who.principalId)).toHaveLength(1);
    expect((await member(new Date(Date.now() + 3_600_000).toISOString())).status).toBe(204);
  });
});

describe('access removal during an open connection (16.4, 8.3)', () => {
  it('delivers access.changed and then nothing more from the removed channel', async () => {
    const f = await fixture();
    const c = await live(f.who);
    const before = uuidv7();
    await alex.postMessage(f.thread, 'visible', before);
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.client_msg_id === before);
    await alex.request('POST', `/api/v1/grants/${f.grantId}/revoke`);
    const ac = await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed');
    expect((ac.d.payload as AccessChangedV1).removed).toEqual([{ kind: 'channel', id: f.channel }]);
    const after = uuidv7();
    await alex.postMessage(f.thread, 'hidden now', after);
    // A later personal event proves delivery went on past the hidden one.
    await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: t.ids.random }, level: 'read' } });
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed' && (x.d.payload as AccessChangedV1).added.length > 0);
    const afterAc = dispatched(c).slice(dispatched(c).findIndex((e) => e.type === 'access.changed') + 1);
    expect(afterAc.filter((e) => e.scope.channel_id === f.channel)).toEqual([]);
  });

  it('ends the focus on threads of removed channels: typing there no longer arrives', async () => {
    const f = await fixture();
    const c = await live(f.who);
    c.send({ op: ClientOp.Focus, d: { thread_ids: [f.thread], idle: false } });
    const typist = await live(alex);
    typist.send({ op: ClientOp.Focus, d: { thread_ids: [f.thread], idle: false } });
    await c.handled(); // the reader's focus is applied before the first typing.start (a round trip, not a guessed sleep)
    typist.send({ op: ClientOp.TypingStart, d: { thread_id: f.thread } });
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'typing.started');
    await alex.request('POST', `/api/v1/grants/${f.grantId}/revoke`);
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed');
    typist.send({ op: ClientOp.TypingStop, d: { thread_id: f.thread } });
    typist.send({ op: ClientOp.TypingStart, d: { thread_id: f.thread } });
    await new Promise((r) => setTimeout(r, 300));
    expect(dispatched(c).filter((e) => e.type === 'typing.started')).toHaveLength(1);
  });

  it('during a catch-up: no event of the removed channel after access.changed', async () => {
    const f = await fixture();
    const first = await live(f.who);
    const ready = first.frames.find((x) => x.op === ServerOp.Ready)!.d as { head_seq: number; sync_epoch: string };
    first.close();
    for (let i = 0; i < 40; i++) await alex.postMessage(f.thread, `backlog ${i}`);
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    const catchingUp = c.identify(f.who, { cursor: ready.head_seq, sync_epoch: ready.sync_epoch });
    await alex.request('POST', `/api/v1/grants/${f.grantId}/revoke`);
    for (let i = 0; i < 5; i++) await alex.postMessage(f.thread, `after revoke ${i}`);
    await catchingUp;
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed');
    await new Promise((r) => setTimeout(r, 200));
    const events = dispatched(c);
    const at = events.findIndex((e) => e.type === 'access.changed');
    expect(events.slice(at + 1).filter((e) => e.scope.channel_id === f.channel)).toEqual([]);
    expect(events.filter((e) => JSON.stringify(e).includes('after revoke'))).toEqual([]);
  });

  it('discards frames of the removed channel that wait in the outbound queue', async () => {
    const s = await startTestServer({ 'sync.event_payload_max_bytes': 2_000_000, 'sync.ws_max_frame_bytes': 4_000_000, 'gateway.write_timeout': '60s' });
    try {
      const owner = await s.client('alex');
      const sam = await s.client('sam');
      const channel = (await owner.request<{ id: string }>('POST', `/api/v1/spaces/${s.ids.space}/channels`, { body: { name: 'queued' } })).body.id;
      const thread = uuidv7();
      await s.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, s.ids.space]);
      const c = await GatewayTestClient.connect(s.server.url);
      open.push(c);
      await c.identify(sam);
      await c.waitFor(ServerOp.CatchupComplete);
      const socket = (c.ws as unknown as { _socket: NodeJS.ReadableStream & { removeAllListeners(e: string): void } })._socket;
      socket.pause();
      const conn = [...s.server.gateway.registry.all][0]!;
      const big = 'q'.repeat(800_000);
      for (let i = 0; i < 20 && conn.out.depth < 3; i++) await owner.postMessage(thread, big);
      expect(conn.out.depth).toBeGreaterThanOrEqual(3);
      // Sam sees the channel through the space grant: take it away.
      const { rows } = await s.db.pool.query<{ id: string }>(`SELECT id FROM grants WHERE subject_id = $1 AND target_kind = 'space'`, [sam.principalId]);
      await owner.request('POST', `/api/v1/grants/${rows[0]!.id}/revoke`);
      for (let i = 0; i < 50 && conn.out.depth >= 3; i++) await new Promise((r) => setTimeout(r, 50));
      socket.resume();
      await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed', 10_000);
      await new Promise((r) => setTimeout(r, 300));
      const events = dispatched(c);
      const at = events.findIndex((e) => e.type === 'access.changed');
      const queuedBefore = events.slice(0, at).filter((e) => e.scope.channel_id === channel).length;
      const { rows: written } = await s.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE channel_id = $1 AND type = 'message.created'`, [channel]);
      expect(queuedBefore).toBeLessThan(written[0]!.n);
      expect(events.slice(at + 1).filter((e) => e.scope.channel_id === channel)).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);

  it('still delivers a channel created in a fully visible space after the connection started (7.2)', async () => {
    const sam = await t.client('sam');
    const c = await live(sam);
    const channel = (await alex.request<{ id: string }>('POST', `/api/v1/spaces/${t.ids.space}/channels`, { body: { name: 'brand-new' } })).body.id;
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'channel.created' && x.d.scope.channel_id === channel);
    const thread = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, t.ids.space]);
    const id = uuidv7();
    await alex.postMessage(thread, 'in the new channel', id);
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.client_msg_id === id);
  });

  /**
   * A removal and a re-grant of the same channel, and a message there after both, all waiting behind a
   * reload of the permission cache that an earlier change started: the message is the person's to get
   * (V(its seq) holds the channel again). The reload is held at its second read, after it read head.
   */
  async function messageAfterRegrant(): Promise<{ got: boolean }> {
    const f = await fixture();
    const c = await live(f.who);
    const gw = t.server.gateway as unknown as { accessChangesFor: (...a: unknown[]) => Promise<unknown> };
    const read = gw.accessChangesFor;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding = 0;
    gw.accessChangesFor = async function (this: unknown, ...a: unknown[]) {
      if (a[0] === f.who.principalId) {
        holding += 1;
        await held;
      }
      return read.apply(this, a);
    };
    try {
      // An unrelated grant starts the reload, which reads head and then waits.
      const other = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: t.ids.random }, level: 'read' } });
      expect(other.status, other.text).toBe(201);
      await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed');
      for (let i = 0; i < 100 && !holding; i++) await new Promise((r) => setTimeout(r, 20));
      expect(holding, 'the reload reached its second read').toBe(1);
      expect((await alex.request('POST', `/api/v1/grants/${f.grantId}/revoke`)).status).toBe(200);
      const again = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: f.channel }, level: 'read' } });
      expect(again.status, again.text).toBe(201);
      const id = uuidv7();
      await alex.postMessage(f.thread, 'after the re-grant', id);
      // The three wait in the connection's backlog.
      const conn = [...t.server.gateway.registry.all].find((x) => x.identity?.principalId === f.who.principalId)!;
      for (let i = 0; i < 100 && conn.held().backlog < 3; i++) await new Promise((r) => setTimeout(r, 20));
      expect(conn.held().backlog).toBe(3);
    } finally {
      gw.accessChangesFor = read;
      release();
    }
    const ac = () => dispatched(c).filter((e) => e.type === 'access.changed').length;
    for (let i = 0; i < 250 && ac() < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ac()).toBe(3);
    // A later message of a channel the person keeps marks the end: whatever of the backlog goes out is out before it.
    const sentinel = uuidv7();
    const kept = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [kept, t.ids.random, t.ids.space]);
    await alex.postMessage(kept, 'sentinel', sentinel);
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.client_msg_id === sentinel, 10_000);
    return { got: dispatched(c).some((e) => e.type === 'message.created' && JSON.stringify(e).includes('after the re-grant')) };
  }

  it('delivers a message after a re-grant that waited behind the removal in the backlog (8.1, 8.3, D284)', async () => {
    expect((await messageAfterRegrant()).got).toBe(true);
  });

  it('twin: withdrawing the whole backlog on a removal loses that message', async () => {
    t.server.ctx.twins = { withdrawLaterBacklog: true };
    try {
      expect((await messageAfterRegrant()).got).toBe(false);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('takes effect on another node: a revocation through node A stops delivery on node B', async () => {
    const [a, b] = [await nodeForTheTest(), await nodeForTheTest()];
    const f = await fixture();
    const c = await live(f.who, b.url);
    expect((await alex.request('POST', `${a.url}/api/v1/grants/${f.grantId}/revoke`)).status).toBe(200);
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed');
    const id = uuidv7();
    await alex.postMessage(f.thread, 'after revoke on A', id);
    await new Promise((r) => setTimeout(r, 300));
    expect(dispatched(c).filter((e) => e.client_msg_id === id)).toEqual([]);
  });

  it('closes every connection of a revoked session with 4012, on every node, and its token stops on REST (8.5)', async () => {
    const b = await nodeForTheTest();
    const a = await nodeForTheTest();
    const who = await t.client('sam');
    const c = await live(who, b.url);
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM sessions WHERE device_id = $1', [who.deviceId]);
    expect((await alex.request('POST', `${a.url}/api/v1/sessions/${rows[0]!.id}/revoke`)).status).toBe(204);
    expect((await c.waitClose()).code).toBe(4012);
    expect((await who.request<{ code: string }>('GET', '/api/v1/events?after=0')).body.code).toBe('revoked');
  });
});

describe('expiry (8.2)', () => {
  it('treats an expired grant as absent at once, before the sweep; the sweep then writes access.changed; access.expiring goes out once before', async () => {
    const f = await fixture();
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const g = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'instance', id: await instanceId() }, level: 'read', expires_at: expiresAt } });
    expect(g.status, g.text).toBe(201);
    const notice = await runExpirySweep(t.server.ctx, 60_000);
    expect(notice.notified).toBeGreaterThanOrEqual(1);
    expect((await runExpirySweep(t.server.ctx, 60_000)).notified).toBe(0);
    const { rows: expiring } = await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = 'access.expiring' AND audience_principal_id = $1`, [f.who.principalId]);
    expect(expiring).toHaveLength(1);
    const c = await live(f.who);
    await new Promise((r) => setTimeout(r, 1700));
    // This space is reachable only through the expired instance grant.
    const space = uuidv7();
    const channel = uuidv7();
    const thread = uuidv7();
    await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Elsewhere')`, [space]);
    await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'x')`, [channel, space]);
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, space]);
    const id = uuidv7();
    await alex.postMessage(thread, 'after expiry', id);
    const marker = uuidv7();
    await alex.postMessage(f.thread, 'marker', marker);
    await c.waitFor(ServerOp.Dispatch, (x) => x.d.client_msg_id === marker);
    expect(dispatched(c).filter((e) => e.client_msg_id === id)).toEqual([]);
    const sweep = await runExpirySweep(t.server.ctx, 60_000);
    expect(sweep.expiredGrants).toBe(1);
    const last = (await accessChanges(f.who.principalId)).pop()!;
    expect(last.payload.removed.some((x) => x.kind === 'instance')).toBe(true);
  });
});
