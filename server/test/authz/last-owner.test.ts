// 8.2 names the owner change and the disabling of a person as permission changes; who manages the
// instance afterwards is chapter 07's, which we do not have. D505 keeps the smallest rule that leaves
// the instance manageable: a change of updatePrincipal that would leave no active owner is refused with
// 409 last_owner, and nothing of it is written. A black-box probe had the only owner disable himself
// (200), after which nobody could manage principals again.
import { ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const t = useTestServer();
let alex: TestClient;
let sam: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
});

const patch = (by: TestClient, who: TestClient, body: { status?: 'active' | 'disabled'; is_owner?: boolean }) =>
  by.request<{ code?: string; is_owner?: boolean; status?: string }>('PATCH', `/api/v1/principals/${who.principalId}`, { body });

/** The handles of the active owners, as stored. */
async function activeOwners(): Promise<string[]> {
  const { rows } = await t.db.pool.query<{ handle: string }>(`SELECT handle FROM principals WHERE is_owner AND status = 'active' ORDER BY handle`);
  return rows.map((r) => r.handle);
}

describe('the last active owner stays (8.2, D505)', () => {
  it('the only owner disabling himself or dropping his owner flag is refused 409 last_owner, and he stays an active owner', async () => {
    expect(await activeOwners()).toEqual(['alex']);
    for (const body of [{ status: 'disabled' as const }, { is_owner: false }, { status: 'disabled' as const, is_owner: false }]) {
      const r = await patch(alex, alex, body);
      expect(r.status, r.text).toBe(409);
      expect(r.body.code).toBe(ProblemCode.LastOwner);
    }
    expect(await activeOwners()).toEqual(['alex']);
    // Nothing was revoked: his token still manages principals.
    const still = await patch(alex, sam, { status: 'active' });
    expect(still.status, still.text).toBe(200);
  });

  it('with a second active owner, an owner may drop his flag; the other owner may give it back', async () => {
    expect((await patch(alex, sam, { is_owner: true })).status).toBe(200);
    const dropped = await patch(alex, alex, { is_owner: false });
    expect(dropped.status, dropped.text).toBe(200);
    expect(await activeOwners()).toEqual(['sam']);
    // sam is now the only owner: the same refusal for him.
    expect((await patch(sam, sam, { is_owner: false })).body.code).toBe(ProblemCode.LastOwner);
    expect((await patch(sam, alex, { is_owner: true })).status).toBe(200);
    expect((await patch(alex, sam, { is_owner: false })).status).toBe(200);
    expect(await activeOwners()).toEqual(['alex']);
  });

  it('two owners each dropping their own flag at once: one goes through, the other is refused last_owner (serialized under the permission version, 3.3)', async () => {
    for (let round = 0; round < 6; round += 1) {
      expect((await patch(alex, sam, { is_owner: true })).status).toBe(200);
      const [alexDrops, samDrops] = await Promise.all([patch(alex, alex, { is_owner: false }), patch(sam, sam, { is_owner: false })]);
      const owners = await activeOwners();
      expect(owners.length, `round ${round}: ${alexDrops.status} ${samDrops.status}`).toBe(1);
      expect([alexDrops.status, samDrops.status].sort()).toEqual([200, 409]);
      expect([alexDrops.body.code, samDrops.body.code]).toContain(ProblemCode.LastOwner);
      // Back to alex as the only owner, through the one who is.
      if (owners[0] === 'sam') {
        expect((await patch(sam, alex, { is_owner: true })).status).toBe(200);
        expect((await patch(alex, sam, { is_owner: false })).status).toBe(200);
      }
      expect(await activeOwners()).toEqual(['alex']);
    }
  });

  it('a change of a principal that is no active owner passes, also on an instance that has none (a manager by grant)', async () => {
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM instance');
    const grant = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: sam.principalId }, target: { kind: 'instance', id: rows[0]!.id }, level: 'manage' } });
    expect(grant.status, grant.text).toBe(201);
    const other = { principalId: uuidv7() } as TestClient;
    await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, 'Spammer')`, [other.principalId, `spam${Date.now()}`]);
    // The instance without an active owner, as one mended in the database before D505.
    await t.db.pool.query(`UPDATE principals SET is_owner = false WHERE id = $1`, [alex.principalId]);
    await t.db.pool.query(`UPDATE sequence_counters SET value = value + 1 WHERE name = 'permission_version'`);
    try {
      expect(await activeOwners()).toEqual([]);
      const disabled = await patch(sam, other, { status: 'disabled' });
      expect(disabled.status, disabled.text).toBe(200);
    } finally {
      await t.db.pool.query(`UPDATE principals SET is_owner = true WHERE id = $1`, [alex.principalId]);
      await t.db.pool.query(`UPDATE grants SET revoked_at = now() WHERE id = $1`, [grant.body.id]);
      await t.db.pool.query(`UPDATE sequence_counters SET value = value + 1 WHERE name = 'permission_version'`);
    }
  });

  it('twin (lastOwnerUnguarded): the only owner disables himself, and the instance has no active owner', async () => {
    const owners = await withTwins(t, { lastOwnerUnguarded: true }, async () => {
      expect((await patch(alex, alex, { is_owner: false })).status).toBe(200);
      return activeOwners();
    });
    expect(owners).toEqual([]);
    // Put the owner back as an operator would, outside the API; the permission version moves with it.
    await t.db.pool.query(`UPDATE principals SET is_owner = true WHERE id = $1`, [alex.principalId]);
    await t.db.pool.query(`UPDATE sequence_counters SET value = value + 1 WHERE name = 'permission_version'`);
  });
});
