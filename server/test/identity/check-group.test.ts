// The token checks of one turn go to PostgreSQL as one statement (D545, issue 22): each check still
// gets its own principal, device and session (6.3), and each DPoP proof ID is spent once for the
// cluster (D47, RFC 9449 11.1), also when two checks of one turn carry it. Real PostgreSQL, the
// server's own statements.
import { randomBytes } from 'node:crypto';
import { ProblemCode } from '@bothy/generated';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/queryable.ts';
import { statement } from '../../src/db/statement.ts';
import { CheckGroup, type CheckGroupTwins } from '../../src/identity/check-group.ts';
import { tokenChecks } from '../../src/identity/tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let sam: TestClient;
let lee: TestClient;
beforeAll(async () => {
  sam = await t.client('sam');
  lee = await t.client('alex');
});

/** The test's pool, counting the statements sent through it. */
function counted(): { db: Queryable; statements: () => number } {
  let n = 0;
  const pool = t.db.pool;
  const query = (q: string | pg.QueryConfig, values?: unknown[]) => {
    n++;
    return typeof q === 'string' ? pool.query(q, values) : pool.query(q);
  };
  const db: Queryable = { query: query as Queryable['query'] };
  return { db, statements: () => n };
}

const ttlMs = 60_000;
const personOf = (c: TestClient, digest: Buffer | null = randomBytes(32)) => ({
  principalId: c.principalId,
  deviceId: c.deviceId.toLowerCase(),
  sessionId: decodeJwt(c.accessToken).sid as string,
  digest,
  ttlMs,
});

describe('token checks in groups (6.3, D545)', () => {
  async function threeInOneTurn(twins?: CheckGroupTwins) {
    const { db, statements } = counted();
    const checks = tokenChecks(db, 64, () => twins);
    const unknown = { ...personOf(sam), principalId: uuidv7() };
    const rows = await Promise.all([checks.person.check(unknown), checks.person.check(personOf(sam)), checks.person.check(personOf(lee))]);
    return { rows, statements: statements() };
  }

  it('answers each check of one turn with its own principal, device and session, in one statement', async () => {
    const { rows, statements } = await threeInOneTurn();
    expect(statements).toBe(1);
    expect(rows[0]).toBeUndefined();
    expect(rows[1]).toMatchObject({ kind: 'user', status: 'active', device_state: 'active', session_revoked: false, session_principal: sam.principalId, proof_id_new: true });
    expect(rows[2]).toMatchObject({ kind: 'user', status: 'active', device_state: 'active', session_revoked: false, session_principal: lee.principalId, proof_id_new: true });
  });

  it("twin: rows handed out in the order they come back give a check another's row", async () => {
    const { rows } = await threeInOneTurn({ rowsByPosition: true });
    expect(rows[0]).toMatchObject({ session_principal: sam.principalId });
  });

  async function oneProofTwiceInOneTurn(twins?: CheckGroupTwins) {
    const { db, statements } = counted();
    const checks = tokenChecks(db, 64, () => twins);
    const digest = randomBytes(32);
    const rows = await Promise.all([checks.person.check(personOf(sam, digest)), checks.person.check(personOf(sam, digest)), checks.person.check(personOf(lee))]);
    return { fresh: rows.map((r) => r?.proof_id_new), statements: statements() };
  }

  it('spends a proof ID once when two checks of one turn carry it: the second goes in the next group and finds it spent (D47)', async () => {
    const { fresh, statements } = await oneProofTwiceInOneTurn();
    expect(fresh).toEqual([true, false, true]);
    expect(statements).toBe(2);
  });

  it('twin: a group that carries one proof ID twice finds it new for both', async () => {
    const { fresh } = await oneProofTwiceInOneTurn({ duplicateDigestsGrouped: true });
    expect(fresh).toEqual([true, true, true]);
  });

  it('refuses a proof ID spent by an earlier group, and spends none for a check without one', async () => {
    const checks = tokenChecks(t.db.pool, 64);
    const digest = randomBytes(32);
    expect((await checks.person.check(personOf(sam, digest)))?.proof_id_new).toBe(true);
    expect((await checks.person.check(personOf(sam, digest)))?.proof_id_new).toBe(false);
    expect((await checks.person.check(personOf(sam, null)))?.proof_id_new).toBe(false);
  });

  it('sends at most server.auth_check_batch_max checks in one statement', async () => {
    const { db, statements } = counted();
    const checks = tokenChecks(db, 2);
    const rows = await Promise.all([sam, lee, sam, lee, sam].map((c) => checks.person.check(personOf(c))));
    expect(statements()).toBe(3);
    expect(rows.map((r) => r?.session_principal)).toEqual([sam, lee, sam, lee, sam].map((c) => c.principalId));
  });

  it("checks an agent's API token in groups too: its own row, the token's state", async () => {
    const token = await t.apiToken('helper');
    const claims = decodeJwt(token);
    const { db, statements } = counted();
    const checks = tokenChecks(db, 64);
    const [helper, unknownToken] = await Promise.all([
      checks.apiToken.check({ principalId: claims.sub!, tokenId: claims.tid as string, digest: null, ttlMs }),
      checks.apiToken.check({ principalId: claims.sub!, tokenId: uuidv7(), digest: null, ttlMs }),
    ]);
    expect(statements()).toBe(1);
    expect(helper).toMatchObject({ kind: 'agent', status: 'active', token_revoked: false, proof_id_new: false });
    expect(unknownToken).toMatchObject({ kind: 'agent', token_revoked: null });
  });

  it('fails every check of a group whose statement fails, and sends the next group', async () => {
    const broken = statement('check_group_test_broken', 'SELECT i::int AS i FROM unnest($1::int[]) WITH ORDINALITY AS c(v, i) WHERE v / 0 = 1');
    const group = new CheckGroup<{ digest: null; v: number }, { i: number }>(t.db.pool, broken, (cs) => [cs.map((c) => c.v)], 64);
    const failed = await Promise.allSettled([group.check({ digest: null, v: 1 }), group.check({ digest: null, v: 2 })]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(((failed[0] as PromiseRejectedResult).reason as { code?: string }).code).toBe('22012'); // division_by_zero
    const working = new CheckGroup<{ digest: null; v: number }, { i: number; v: number }>(
      t.db.pool,
      statement('check_group_test_working', 'SELECT i::int AS i, v FROM unnest($1::int[]) WITH ORDINALITY AS c(v, i)'),
      (cs) => [cs.map((c) => c.v)],
      64,
    );
    expect((await Promise.all([working.check({ digest: null, v: 7 }), working.check({ digest: null, v: 8 })])).map((r) => r?.v)).toEqual([7, 8]);
  });
});

describe('the grouped check is planned once per connection (D545, D278)', () => {
  let one: pg.Pool;
  beforeAll(() => {
    one = new pg.Pool({ connectionString: t.db.url, max: 1 });
  });
  afterAll(() => one.end());

  it('runs a generic plan from the sixth check on, not a plan made for each group', async () => {
    const checks = tokenChecks(one, 64);
    for (let i = 0; i < 12; i++) expect(await checks.person.check(personOf(sam))).toBeDefined();
    const { rows } = await one.query<{ generic_plans: string; custom_plans: string }>(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'bothy_person_checks'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(7);
  });
});

describe('an API token is checked against its row (6.3, D545)', () => {
  it('refuses a token whose row is gone (a restore to before it was made) as revoked: 401', async () => {
    const token = await t.apiToken('helper');
    const get = () => fetch(`${t.server.url}/api/v1/events?after=0&limit=1`, { headers: { authorization: `DPoP ${token}` } });
    expect((await get()).status).toBe(200);
    await t.db.pool.query('DELETE FROM api_tokens WHERE id = $1', [decodeJwt(token).tid]);
    const refused = await get();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code?: string }).code).toBe(ProblemCode.Revoked);
  });
});
