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
import { CheckGroup, digestKey, type CheckGroupTwins } from '../../src/identity/check-group.ts';
import { signAccessToken, tokenChecks } from '../../src/identity/tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { personCheckOf } from '../support/token-checks.ts';

const t = useTestServer();
let sam: TestClient;
let alex: TestClient;
beforeAll(async () => {
  sam = await t.client('sam');
  alex = await t.client('alex');
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
const personOf = (c: TestClient, digest?: Buffer | null) => personCheckOf(c, { digest });

describe('token checks in groups (6.3, D545)', () => {
  async function threeInOneTurn(twins?: CheckGroupTwins) {
    const { db, statements } = counted();
    const checks = tokenChecks(db, 64, () => twins);
    const unknown = { ...personOf(sam), principalId: uuidv7() };
    const rows = await Promise.all([checks.person.check(unknown), checks.person.check(personOf(sam)), checks.person.check(personOf(alex))]);
    return { rows, statements: statements() };
  }

  it('answers each check of one turn with its own principal, device and session, in one statement', async () => {
    const { rows, statements } = await threeInOneTurn();
    expect(statements).toBe(1);
    expect(rows[0]).toBeUndefined();
    expect(rows[1]).toMatchObject({ kind: 'user', status: 'active', device_state: 'active', session_revoked: false, session_principal: sam.principalId, proof_id_new: true });
    expect(rows[2]).toMatchObject({ kind: 'user', status: 'active', device_state: 'active', session_revoked: false, session_principal: alex.principalId, proof_id_new: true });
  });

  it("twin: rows handed out in the order they come back give a check another's row", async () => {
    const { rows } = await threeInOneTurn({ rowsByPosition: true });
    expect(rows[0]).toBeDefined(); // the unknown principal's check got a row
  });

  async function oneProofTwiceInOneTurn(twins?: CheckGroupTwins) {
    const { db, statements } = counted();
    const checks = tokenChecks(db, 64, () => twins);
    const digest = randomBytes(32);
    const rows = await Promise.all([checks.person.check(personOf(sam, digest)), checks.person.check(personOf(sam, digest)), checks.person.check(personOf(alex))]);
    return { fresh: rows.map((r) => r?.proof_id_new), statements: statements() };
  }

  it('spends a proof ID once when two checks of one turn carry it: the second goes in a group of its own, and one of the two spends it (D47)', async () => {
    const { fresh, statements } = await oneProofTwiceInOneTurn();
    // Both groups are sent at once; the unique index decides which one spends the ID.
    expect(fresh.slice(0, 2).filter((f) => f === true)).toHaveLength(1);
    expect(fresh[2]).toBe(true);
    expect(statements).toBe(2);
  });

  it('twin: a group that carries one proof ID twice finds it new for both', async () => {
    const { fresh } = await oneProofTwiceInOneTurn({ duplicateKeysGrouped: true });
    expect(fresh).toEqual([true, true, true]);
  });

  const spentIds = async () => Number((await t.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM dpop_proof_ids')).rows[0]!.n);

  it('refuses a proof ID spent by an earlier group, and spends none for a check without one', async () => {
    const checks = tokenChecks(t.db.pool, 64);
    const digest = randomBytes(32);
    expect((await checks.person.check(personOf(sam, digest)))?.proof_id_new).toBe(true);
    expect((await checks.person.check(personOf(sam, digest)))?.proof_id_new).toBe(false);
    const before = await spentIds();
    expect(await checks.person.check(personOf(sam, null))).toMatchObject({ session_principal: sam.principalId, proof_id_new: false });
    expect(await spentIds()).toBe(before);
  });

  it('sends at most server.auth_check_batch_max checks in one statement', async () => {
    const { db, statements } = counted();
    const checks = tokenChecks(db, 2);
    const rows = await Promise.all([sam, alex, sam, alex, sam].map((c) => checks.person.check(personOf(c))));
    expect(statements()).toBe(3);
    expect(rows.map((r) => r?.session_principal)).toEqual([sam, alex, sam, alex, sam].map((c) => c.principalId));
  });

  it("checks an agent's API token in groups too: its own row, the token's state", async () => {
    const token = await t.apiToken('helper');
    const claims = decodeJwt(token);
    const { db, statements } = counted();
    const checks = tokenChecks(db, 64);
    const [helper, unknownToken] = await Promise.all([
      checks.apiToken.check({ principalId: claims.sub!, tokenId: claims.tid as string, digest: null, ttlMs, knownVv: null }),
      checks.apiToken.check({ principalId: claims.sub!, tokenId: uuidv7(), digest: null, ttlMs, knownVv: null }),
    ]);
    expect(statements()).toBe(1);
    expect(helper).toMatchObject({ kind: 'agent', status: 'active', token_revoked: false, proof_id_new: false });
    expect(unknownToken).toMatchObject({ kind: 'agent', token_revoked: null });
  });

  it('fails the checks of a group whose statement fails, and no other group of the same turn', async () => {
    // One check per group: the statement fails for the value 1 only.
    const oneFails = statement('check_group_test_one_fails', 'SELECT i::int AS i, 10 / (v - 1) AS r FROM unnest((SELECT $1::int[])) WITH ORDINALITY AS c(v, i)');
    const group = new CheckGroup<{ digest: null; v: number }, { i: number; r: number }>(t.db.pool, oneFails, (cs) => [cs.map((c) => c.v)], 1, digestKey);
    const settled = await Promise.allSettled([2, 1, 3].map((v) => group.check({ digest: null, v })));
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value?.r : undefined))).toEqual([10, undefined, 5]);
  });

  it('fails every check of a group whose statement fails, and sends the same group object\'s next turn', async () => {
    const failsForOne = statement('check_group_test_fails_for_one', 'SELECT i::int AS i, 10 / (v - 1) AS r FROM unnest((SELECT $1::int[])) WITH ORDINALITY AS c(v, i)');
    const group = new CheckGroup<{ digest: null; v: number }, { i: number; r: number }>(t.db.pool, failsForOne, (cs) => [cs.map((c) => c.v)], 64, digestKey);
    const failed = await Promise.allSettled([group.check({ digest: null, v: 1 }), group.check({ digest: null, v: 2 })]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(((failed[0] as PromiseRejectedResult).reason as { code?: string }).code).toBe('22012'); // division_by_zero
    expect((await Promise.all([group.check({ digest: null, v: 2 }), group.check({ digest: null, v: 3 })])).map((r) => r?.r)).toEqual([10, 5]);
  });
});

describe('two groups in flight that share proof IDs (6.3, D47, D545)', () => {
  /** Waits until `n` backends of this database wait for a lock (bounded). */
  async function lockWaiters(n: number): Promise<void> {
    const until = Date.now() + 10_000;
    for (;;) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (Number(rows[0]!.n) >= n) return;
      if (Date.now() > until) throw new Error(`fewer than ${n} backends wait for a lock after 10 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /**
   * Group B spends Y, Z and X in the order of its checks while another transaction holds Z; group A
   * then spends X and Y. In digest order B takes X first, so A waits behind B and both end. In the
   * order of the checks B holds Y and waits for Z, A holds X and waits for Y, and once Z is free B
   * waits for X: a cycle, which PostgreSQL breaks after deadlock_timeout by failing one group.
   */
  async function crossedGroups(twins?: CheckGroupTwins) {
    const digest = (first: number) => Buffer.concat([Buffer.from([first]), randomBytes(31)]);
    const [x, y, z] = [digest(1), digest(2), digest(3)];
    const holder = await t.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`INSERT INTO dpop_proof_ids (id, expires_at) VALUES ($1, now() + interval '1 hour')`, [z]);
      const b = tokenChecks(t.db.pool, 64, () => twins);
      const inB = [y, z, x].map((d) => b.person.check(personOf(sam, d)));
      await lockWaiters(1);
      const a = tokenChecks(t.db.pool, 64, () => twins);
      const inA = [x, y].map((d) => a.person.check(personOf(alex, d)));
      await lockWaiters(2);
      await holder.query('ROLLBACK');
      const settled = await Promise.allSettled([...inB, ...inA]);
      return settled.map((r) => (r.status === 'fulfilled' ? r.value?.proof_id_new : (r.reason as { code?: string }).code));
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      holder.release();
    }
  }

  it('spends them in digest order: no cycle, every check answered, each ID spent once', async () => {
    expect(await crossedGroups()).toEqual([true, true, true, false, false]);
  });

  it('twin: groups that spend them in the order of their checks deadlock, and one group fails (40P01)', async () => {
    expect(await crossedGroups({ proofIdsUnordered: true })).toContain('40P01');
  });
});

describe('a token whose IDs are no UUIDs (6.3, D545)', () => {
  it('is refused 401 before its check is grouped, and a check sent beside it passes', async () => {
    const claims = decodeJwt(sam.accessToken);
    const { token } = await signAccessToken(t.server.ctx.keys, {
      principalId: 'not-a-uuid',
      sessionId: claims.sid as string,
      deviceId: sam.deviceId,
      jkt: (claims.cnf as { jkt: string }).jkt,
      ttlMs: 60_000,
    });
    const forged = sam.at(sam.baseUrl);
    forged.accessToken = token;
    await sam.request('GET', '/api/v1/events?after=0&limit=1'); // a nonce
    forged.nonce = sam.nonce;
    const [bad, good] = await Promise.all([forged.request('GET', '/api/v1/events?after=0&limit=1'), alex.request('GET', '/api/v1/events?after=0&limit=1')]);
    expect(bad.status).toBe(401);
    expect((bad.body as { code?: string }).code).toBe(ProblemCode.AuthenticationFailed);
    expect(good.status).toBe(200);
  });
});

describe('the grouped check is planned once per connection (6.3, D545, D278)', () => {
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
