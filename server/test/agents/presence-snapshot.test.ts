// The snapshot's agent_presence (6.3; agent.read, D201, D203) after D492's leaner subquery: the
// same rows as the form before it, for agents granted every way there is (a principal grant, a
// group grant through an unexpired and an expired membership, a channel grant, an instance grant,
// a revoked and an expired grant, a free-response channel, a deactivated agent), filtered the same
// for several principals, read as an app reads it (GET /api/v1/sync/snapshot) and in ready; a
// revoked grant shows in the next snapshot (14).
import { ServerOp, type ServerFrameOf, type Snapshot } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_SNAPSHOT_SQL, presenceOfSnapshot, presenceSnapshotSql, type PresenceState } from '../../src/agents/presence.ts';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { connectPerson } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { createAgent, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

/**
 * The reference: the subquery as it was before D492 (7acd678), word for word, so that the new form is
 * checked against what it replaces. Not used by the server.
 */
const BEFORE_D492_SPACES = (ids: string) => `WITH subjects AS (
       SELECT p.id AS agent_id, p.id AS subject_id, 'principal' AS subject_kind FROM principals p WHERE p.id = ANY(${ids})
       UNION ALL
       SELECT m.principal_id, m.group_id, 'group' FROM group_members m WHERE m.principal_id = ANY(${ids}) AND (m.expires_at IS NULL OR m.expires_at > now())
     ), targets AS (
       SELECT s.agent_id, g.target_kind, g.target_id FROM subjects s
         JOIN grants g ON g.subject_kind = s.subject_kind AND g.subject_id = s.subject_id AND g.revoked_at IS NULL AND (g.expires_at IS NULL OR g.expires_at > now())
     )
     SELECT a.id AS agent_id, COALESCE(array_agg(DISTINCT sp.space_id) FILTER (WHERE sp.space_id IS NOT NULL), '{}') AS spaces
       FROM unnest(${ids}) AS a(id)
       LEFT JOIN (
         SELECT t.agent_id, t.target_id AS space_id FROM targets t WHERE t.target_kind = 'space'
         UNION SELECT t.agent_id, c.space_id FROM targets t JOIN channels c ON c.id = t.target_id WHERE t.target_kind = 'channel'
         UNION SELECT t.agent_id, s.id FROM targets t CROSS JOIN spaces s WHERE t.target_kind = 'instance' AND t.target_id = (SELECT id FROM instance)
         UNION SELECT c.free_response_agent_id, c.space_id FROM channels c WHERE c.free_response_agent_id = ANY(${ids})
       ) sp ON sp.agent_id = a.id
      GROUP BY a.id`;
const BEFORE_ACTIVE = `SELECT a.principal_id AS agent_id FROM agents a JOIN principals p ON p.id = a.principal_id AND p.status = 'active'`;
const BEFORE_D492 = `(SELECT COALESCE(json_agg(json_build_object('agent_id', a.agent_id, 'state', pr.state, 'spaces', s.spaces) ORDER BY a.agent_id), '[]')
     FROM (${BEFORE_ACTIVE}) a
     LEFT JOIN agent_presence pr ON pr.agent_id = a.agent_id
     LEFT JOIN (${BEFORE_D492_SPACES(`(SELECT coalesce(array_agg(agent_id), '{}') FROM (${BEFORE_ACTIVE}) x)::uuid[]`)}) s ON s.agent_id = a.agent_id)`;

type Row = { agent_id: string; state: PresenceState | null; spaces: string[] | null };
type Seen = Snapshot['agent_presence'];

describe("the snapshot's agent_presence: the same agents, states and filtering as before D492 (6.3, D201, D203)", () => {
  const t = useTestServer();
  const open: GatewayTestClient[] = [];
  const space: Record<'s1' | 's2' | 's3' | 's4', string> = { s1: uuidv7(), s2: uuidv7(), s3: uuidv7(), s4: uuidv7() };
  const channel: Record<'c1' | 'c2' | 'c3' | 'c4' | 'free', string> = { c1: uuidv7(), c2: uuidv7(), c3: uuidv7(), c4: uuidv7(), free: uuidv7() };
  const ag = {} as Record<'channel' | 'group' | 'groupExpired' | 'instance' | 'revoked' | 'expired' | 'free' | 'disabled' | 'none', Agent>;
  const viewer = {} as Record<'v1' | 'v2' | 'v3' | 'v4' | 'alex' | 'sam', TestClient>;
  let channelGrant = '';

  const grant = async (subjectKind: 'principal' | 'group', subjectId: string, targetKind: 'instance' | 'space' | 'channel', targetId: string, o: { revoked?: boolean; expired?: boolean } = {}) => {
    const id = uuidv7();
    await t.db.pool.query(
      `INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, revoked_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'read', CASE WHEN $6 THEN now() END, CASE WHEN $7 THEN now() - interval '1 hour' END)`,
      [id, subjectKind, subjectId, targetKind, targetId, o.revoked ?? false, o.expired ?? false],
    );
    return id;
  };
  const group = async (member: string, expired: boolean | null) => {
    const id = uuidv7();
    await t.db.pool.query(`INSERT INTO groups (id, name) VALUES ($1, $2)`, [id, `g-${id.slice(-8)}`]);
    await t.db.pool.query(
      `INSERT INTO group_members (group_id, principal_id, expires_at) VALUES ($1, $2, CASE WHEN $3::boolean THEN now() - interval '1 hour' WHEN NOT $3::boolean THEN now() + interval '1 day' END)`,
      [id, member, expired],
    );
    return id;
  };
  /** A person whose only grant is read on `channelId` (through REST, as an admin grants it). */
  const personOn = async (alex: TestClient, handle: string, target: { kind: 'space' | 'channel'; id: string }) => {
    await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [uuidv7(), handle]);
    const who = await t.client(handle);
    const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: who.principalId }, target, level: 'read' } });
    expect(g.status, g.text).toBe(201);
    return who;
  };

  beforeAll(async () => {
    for (const [k, s] of Object.entries(space)) await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, $2)`, [s, `presence ${k}`]);
    const inSpace: Record<keyof typeof channel, string> = { c1: space.s1, c2: space.s2, c3: space.s3, c4: space.s4, free: space.s4 };
    for (const [k, c] of Object.entries(channel)) await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, $3)`, [c, inSpace[k as keyof typeof channel], k]);
    for (const k of ['channel', 'group', 'groupExpired', 'instance', 'revoked', 'expired', 'free', 'disabled', 'none'] as const) ag[k] = await createAgent(t);

    channelGrant = await grant('principal', ag.channel.id, 'channel', channel.c1);
    // Through groups: an unexpired membership (no end, and an end ahead), an expired one.
    await grant('group', await group(ag.group.id, null), 'space', space.s2);
    await grant('group', await group(ag.group.id, false), 'channel', channel.c3);
    await grant('group', await group(ag.groupExpired.id, true), 'space', space.s4);
    const instance = (await t.db.pool.query<{ id: string }>('SELECT id FROM instance')).rows[0]!.id;
    await grant('principal', ag.instance.id, 'instance', instance);
    await grant('principal', ag.revoked.id, 'space', space.s1, { revoked: true });
    await grant('principal', ag.expired.id, 'space', space.s1, { expired: true });
    await t.db.pool.query(`UPDATE channels SET free_response_agent_id = $1 WHERE id = $2`, [ag.free.id, channel.free]);
    await grant('principal', ag.disabled.id, 'space', space.s1);
    await t.db.pool.query(`UPDATE principals SET status = 'disabled' WHERE id = $1`, [ag.disabled.id]);
    // Stored states: online, degraded, offline; the others have never sent a heartbeat (offline in the snapshot).
    await t.db.pool.query(`INSERT INTO agent_presence (agent_id, state) VALUES ($1, 'online'), ($2, 'degraded'), ($3, 'offline'), ($4, 'online')`, [ag.channel.id, ag.group.id, ag.free.id, ag.revoked.id]);

    viewer.alex = await t.client('alex');
    viewer.sam = await t.client('sam');
    viewer.v1 = await personOn(viewer.alex, `pv1-${uuidv7().slice(-6)}`, { kind: 'channel', id: channel.c1 });
    viewer.v2 = await personOn(viewer.alex, `pv2-${uuidv7().slice(-6)}`, { kind: 'space', id: space.s2 });
    viewer.v3 = await personOn(viewer.alex, `pv3-${uuidv7().slice(-6)}`, { kind: 'channel', id: channel.c3 });
    viewer.v4 = await personOn(viewer.alex, `pv4-${uuidv7().slice(-6)}`, { kind: 'channel', id: channel.c4 });
  });
  afterAll(() => open.forEach((c) => c.close()));

  /** The presence column of `sql`, alone, in one statement. */
  const rowsOf = async (sql: string): Promise<Row[]> => (await t.db.pool.query<{ p: Row[] }>(`SELECT ${sql} AS p`)).rows[0]!.p;
  /** What the snapshot of `principalId` would name, with the presence column of `sql`. */
  const seenWith = async (sql: string, principalId: string): Promise<Seen> => presenceOfSnapshot(await rowsOf(sql), (await loadVisibility(t.db.pool, principalId))!);
  const sorted = (s: Seen) => [...s].sort((a, b) => a.agent_id.localeCompare(b.agent_id));
  const restSnapshot = async (who: TestClient | Agent): Promise<Seen> => {
    const res = 'apiToken' in who ? await who.request<Snapshot>('GET', '/api/v1/sync/snapshot') : await who.request<Snapshot>('GET', '/api/v1/sync/snapshot');
    expect(res.status, res.text).toBe(200);
    return res.body.agent_presence;
  };

  /** The check: where `read` (a principal's agent_presence) differs from the reference, for every principal of the set. */
  async function differences(read: (who: TestClient | Agent, id: string) => Promise<Seen>): Promise<string[]> {
    const problems: string[] = [];
    const who: [string, TestClient | Agent][] = [...Object.entries(viewer), ['agent none', ag.none], ['agent channel', ag.channel]];
    for (const [name, w] of who) {
      const id = 'principalId' in w ? w.principalId : w.id;
      const want = sorted(await seenWith(BEFORE_D492, id));
      const got = sorted(await read(w, id));
      if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${name}: ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
    }
    return problems;
  }

  it('the presence column has the same rows as before D492: every active agent, its state and its spaces', async () => {
    const rows = await rowsOf(PRESENCE_SNAPSHOT_SQL);
    expect(rows).toEqual(await rowsOf(BEFORE_D492));
    const byId = new Map(rows.map((r) => [r.agent_id, r]));
    expect(byId.has(ag.disabled.id)).toBe(false);
    expect(byId.get(ag.channel.id)).toEqual({ agent_id: ag.channel.id, state: 'online', spaces: [space.s1] });
    expect(byId.get(ag.group.id)!.spaces).toEqual([space.s2, space.s3].sort());
    expect(byId.get(ag.groupExpired.id)!.spaces).toEqual([]);
    expect(byId.get(ag.revoked.id)).toEqual({ agent_id: ag.revoked.id, state: 'online', spaces: [] });
    expect(byId.get(ag.expired.id)!.spaces).toEqual([]);
    expect(byId.get(ag.free.id)).toEqual({ agent_id: ag.free.id, state: 'offline', spaces: [space.s4] });
    expect(byId.get(ag.none.id)).toEqual({ agent_id: ag.none.id, state: null, spaces: [] });
    const all = (await t.db.pool.query<{ id: string }>('SELECT id FROM spaces ORDER BY id')).rows.map((r) => r.id);
    expect(byId.get(ag.instance.id)!.spaces).toEqual(all);
  });

  it('GET /api/v1/sync/snapshot names the same agents with the same states as before D492, for people, an owner and agents', async () => {
    expect(await differences((w) => restSnapshot(w))).toEqual([]);
    // What that is, for one of them: v1 reads channel c1 of s1, so the agent granted c1 and the instance's agent, nothing revoked, expired or disabled.
    expect(sorted(await restSnapshot(viewer.v1))).toEqual(sorted([{ agent_id: ag.channel.id, state: 'online' }, { agent_id: ag.instance.id, state: 'offline' }]));
    expect(sorted(await restSnapshot(viewer.v4)).map((p) => p.agent_id)).toEqual([ag.free.id, ag.instance.id].sort());
  });

  it('ready of the gateway identify names the same agents as before D492', async () => {
    expect(
      await differences(async (w) => {
        if (!('principalId' in w)) return restSnapshot(w); // agents identify with a consumer; their ready has no snapshot to compare
        const c = await connectPerson(t.server.url, w, open);
        const ready = c.frames.find((f): f is ServerFrameOf<typeof ServerOp.Ready> => f.op === ServerOp.Ready)!;
        c.close();
        return ready.d.snapshot!.agent_presence;
      }),
    ).toEqual([]);
  });

  it('a revoked grant shows in the next snapshot (14): the agent granted only c1 is gone from v1\'s', async () => {
    const before = await restSnapshot(viewer.v1);
    expect(before.map((p) => p.agent_id)).toContain(ag.channel.id);
    const r = await viewer.alex.request('POST', `/api/v1/grants/${channelGrant}/revoke`, { body: {} });
    expect(r.status, r.text).toBeLessThan(300);
    expect((await restSnapshot(viewer.v1)).map((p) => p.agent_id)).not.toContain(ag.channel.id);
    expect(await differences((w) => restSnapshot(w))).toEqual([]);
  });

  it('twin: a space rule that lets a revoked grant count, and the same check sees the difference', async () => {
    const broken = presenceSnapshotSql({ revokedGrantCounts: true });
    expect(await rowsOf(broken)).not.toEqual(await rowsOf(BEFORE_D492));
    const problems = await differences((_w, id) => seenWith(broken, id));
    expect(problems.some((p) => p.startsWith('v1:'))).toBe(true);
    // The same check on the real form finds nothing.
    expect(await differences((_w, id) => seenWith(PRESENCE_SNAPSHOT_SQL, id))).toEqual([]);
  });
});
