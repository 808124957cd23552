// 8.2: an owner change and disabling a principal are permission changes: each writes the
// permission version and access.changed to exactly the principals whose visible targets differ
// (here: the changed principal; this server models no agent operator, D187).
import { EventType, type AccessChangedV1 } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

interface Change {
  seq: number;
  audience: string;
  permission_version: number;
  payload: AccessChangedV1;
}

const pv = async () => (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'permission_version'`)).rows[0]!.value;
const head = async () => (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value;

/** Every access.changed after `after`, in log order. */
async function changesAfter(after: number): Promise<Change[]> {
  const { rows } = await t.db.pool.query<{ seq: string; audience: string; permission_version: string; payload: AccessChangedV1 }>(
    `SELECT seq::text, audience_principal_id AS audience, permission_version::text, payload FROM event_log WHERE type = $1 AND seq > $2 ORDER BY seq`,
    [EventType.AccessChanged, after],
  );
  return rows.map((r) => ({ seq: Number(r.seq), audience: r.audience, permission_version: Number(r.permission_version), payload: r.payload }));
}

/** The safety check of 8.2: every access.changed names a difference, and each principal gets at most one per change. */
function onlyAffected(changes: Change[]): boolean {
  const audiences = changes.map((c) => c.audience);
  const empty = changes.some((c) => c.payload.added.length + c.payload.removed.length + c.payload.changed.length === 0);
  return !empty && new Set(audiences).size === audiences.length;
}

describe('owner changes and disabling a principal are permission changes (8.2)', () => {
  it('making a person owner: one permission version, access.changed to that person only, with instance manage added and channel levels changed', async () => {
    const p = await personWithChannel(t, alex, 'read');
    const [before, seq] = [await pv(), await head()];
    const r = await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body: { is_owner: true } });
    expect(r.status).toBe(200);
    expect(await pv()).toBe(before + 1);
    const changes = await changesAfter(seq);
    expect(changes.map((c) => c.audience)).toEqual([p.who.principalId]);
    expect(onlyAffected(changes)).toBe(true);
    const c = changes[0]!;
    expect(c.payload.permission_version).toBe(before + 1);
    expect(c.permission_version).toBe(before + 1);
    expect(c.payload.added).toEqual(expect.arrayContaining([{ kind: 'instance', id: expect.any(String), level: 'manage' }]));
    expect(c.payload.changed).toEqual(expect.arrayContaining([{ kind: 'channel', id: p.channel, level: 'manage', previous_level: 'read' }]));
    expect(c.payload.removed).toEqual([]);
  });

  it('taking the owner flag away reports the reverse; setting it to what it is writes no access.changed', async () => {
    const p = await personWithChannel(t, alex, 'write');
    await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body: { is_owner: true } });
    let seq = await head();
    expect((await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body: { is_owner: true } })).status).toBe(200);
    expect(await changesAfter(seq)).toEqual([]);
    seq = await head();
    expect((await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body: { is_owner: false } })).status).toBe(200);
    const changes = await changesAfter(seq);
    expect(changes.map((c) => c.audience)).toEqual([p.who.principalId]);
    expect(changes[0]!.payload.removed).toEqual(expect.arrayContaining([{ kind: 'instance', id: expect.any(String) }]));
    expect(changes[0]!.payload.changed).toEqual(expect.arrayContaining([{ kind: 'channel', id: p.channel, level: 'write', previous_level: 'manage' }]));
  });

  it('disabling a person: access.changed to that person only, removing every visible target; nobody else hears of it', async () => {
    const p = await personWithChannel(t, alex, 'write');
    const [before, seq] = [await pv(), await head()];
    expect((await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body: { status: 'disabled' } })).status).toBe(200);
    expect(await pv()).toBe(before + 1);
    const changes = await changesAfter(seq);
    expect(changes.map((c) => c.audience)).toEqual([p.who.principalId]);
    expect(onlyAffected(changes)).toBe(true);
    expect(changes[0]!.payload).toMatchObject({ permission_version: before + 1, added: [], changed: [] });
    expect(changes[0]!.payload.removed).toEqual(expect.arrayContaining([{ kind: 'channel', id: p.channel }]));
    // Enabling again gives the targets back to the same person.
    const seq2 = await head();
    expect((await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body: { status: 'active' } })).status).toBe(200);
    const back = await changesAfter(seq2);
    expect(back.map((c) => c.audience)).toEqual([p.who.principalId]);
    expect(back[0]!.payload.added).toEqual(expect.arrayContaining([{ kind: 'channel', id: p.channel, level: 'write' }]));
  });

  /** The safety check of 8.2 for one PATCH: one permission version more and an access.changed with a difference for the changed principal. */
  async function reportedAsPermissionChange(body: Record<string, unknown>): Promise<boolean> {
    const p = await personWithChannel(t, alex, 'read');
    const [before, seq] = [await pv(), await head()];
    expect((await alex.request('PATCH', `/api/v1/principals/${p.who.principalId}`, { body })).status).toBe(200);
    const changes = await changesAfter(seq);
    return (await pv()) === before + 1 && changes.length === 1 && changes[0]!.audience === p.who.principalId && onlyAffected(changes);
  }

  it('twin: an updatePrincipal that bypasses changePermissions writes neither the version nor access.changed, and the same check fails', async () => {
    expect(await reportedAsPermissionChange({ is_owner: true })).toBe(true);
    expect(await reportedAsPermissionChange({ status: 'disabled' })).toBe(true);
    t.server.ctx.twins = { principalChangeWithoutPermissions: true };
    try {
      expect(await reportedAsPermissionChange({ is_owner: true })).toBe(false);
      expect(await reportedAsPermissionChange({ status: 'disabled' })).toBe(false);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });

  it('twin: the check sees an access.changed without a difference, and a second one to the same principal', () => {
    const empty: Change = { seq: 1, audience: 'a', permission_version: 1, payload: { permission_version: 1, added: [], removed: [], changed: [] } };
    const real: Change = { seq: 2, audience: 'b', permission_version: 1, payload: { permission_version: 1, added: [{ kind: 'channel', id: 'c', level: 'read' }], removed: [], changed: [] } };
    expect(onlyAffected([real])).toBe(true);
    expect(onlyAffected([real, empty])).toBe(false);
    expect(onlyAffected([real, { ...real, seq: 3 }])).toBe(false);
  });
});
