// The snapshot statement runs through a function of one generic plan (D279): the same row as the
// statement itself, in the caller's snapshot (STABLE), made once per definition whatever the number
// of nodes, used only when it is the server's own, and replaced by the statement itself where it is
// missing or cannot be made.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { createPool, poolOptionsOf, type Pool } from '../../src/db/pool.ts';
import { installGenericPlanStatements } from '../../src/db/generic-plan.ts';
import { readSnapshot, readSnapshotRow, SNAPSHOT_GENERIC, snapshotQuery, type SnapshotRow } from '../../src/snapshot/snapshot.ts';
import { useTestServer } from '../support/server.ts';

const t = useTestServer({ 'cluster.mode': 'multi' });
const roles: string[] = [];

/** The pool of another node on `url`, as its settings build it (poolOptionsOf), with 2 connections. */
const nodePool = (url: string) => createPool(url, { ...poolOptionsOf(t.config.server), max: 2 });

// A case that leaves the function missing or unused must not take the next case with it.
afterEach(async () => {
  if (!SNAPSHOT_GENERIC.installed) await installGenericPlanStatements(t.db.pool);
});

afterAll(async () => {
  for (const r of roles) {
    await t.db.pool.query(`DROP OWNED BY ${r}`).catch(() => undefined);
    await t.db.pool.query(`DROP ROLE IF EXISTS ${r}`).catch(() => undefined);
  }
});

/** The snapshot functions in the database (named snapshot_<hash of the definition>). */
async function functions(): Promise<{ name: string; signature: string; owner: string; volatility: string; config: string[] | null }[]> {
  const { rows } = await t.db.pool.query<{ name: string; signature: string; owner: string; volatility: string; config: string[] | null }>(
    `SELECT proname AS name, oid::regprocedure::text AS signature, pg_get_userbyid(proowner) AS owner, provolatile::text AS volatility, proconfig AS config
       FROM pg_proc WHERE proname LIKE 'bothy_snapshot_%' ORDER BY proname`,
  );
  return rows;
}

async function statementRow(principalId: string): Promise<SnapshotRow> {
  const v = (await loadVisibility(t.db.pool, principalId))!;
  return (await t.db.pool.query<SnapshotRow>(snapshotQuery(v))).rows[0]!;
}

/** How often this session's snapshot reads called the function, counted in one transaction. */
async function callsOf(outsideTransaction: boolean): Promise<number> {
  const v = (await loadVisibility(t.db.pool, t.ids.sam))!;
  const c = await t.db.pool.connect();
  try {
    await c.query(`BEGIN; SET LOCAL track_functions = 'pl'`);
    // The view holds what the session has not yet reported: the difference around the read.
    const count = async () =>
      (await c.query<{ calls: number }>(`SELECT COALESCE(sum(calls), 0)::int AS calls FROM pg_stat_xact_user_functions WHERE funcname LIKE 'bothy_snapshot_%'`)).rows[0]!.calls;
    const before = await count();
    await readSnapshotRow(c, v, outsideTransaction);
    return (await count()) - before;
  } finally {
    await c.query('ROLLBACK');
    c.release();
  }
}

/** A login role of this test with a fresh name and password (the embedded server asks for passwords), and a node's pool that logs in as it. */
async function role(grants: (name: string) => string = () => ''): Promise<{ name: string; pool: Pool }> {
  const name = `bothy_t_role_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  roles.push(name);
  await t.db.pool.query(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'; GRANT USAGE ON SCHEMA public TO ${name}; GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${name}; ${grants(name)}`);
  const url = new URL(t.db.url);
  url.username = name;
  url.password = password;
  return { name, pool: nodePool(url.toString()) };
}

/** The role tests make roles of their own: they need a role that may (CREATEROLE or superuser). */
async function mayCreateRoles(): Promise<boolean> {
  const { rows } = await t.db.pool.query<{ may: boolean }>(`SELECT rolsuper OR rolcreaterole AS may FROM pg_roles WHERE rolname = current_user`);
  if (!rows[0]?.may) process.stdout.write('generic-plan-function.test.ts: the test database role may not create roles; the role cases are not run\n');
  return rows[0]?.may ?? false;
}

/**
 * Whether the test database's first schema is the server's own (D279): PostgreSQL 14 and older let
 * PUBLIC create in `public`, and the function is then never made; those cases say so and stop.
 */
async function schemaIsOurs(): Promise<boolean> {
  const { rows } = await t.db.pool.query<{ open: boolean }>(`SELECT has_schema_privilege('public', current_schema(), 'CREATE') AS open`);
  if (rows[0]!.open) process.stdout.write('generic-plan-function.test.ts: PUBLIC may create in the test schema (PostgreSQL 14 or older); the function cases are not run\n');
  return !rows[0]!.open;
}

async function dropOurs(): Promise<void> {
  for (const f of await functions()) await t.db.pool.query(`DROP FUNCTION ${f.signature}`);
}

describe('the snapshot through its function of one generic plan (6.3, D270, D279)', () => {
  it('is made at start-up, STABLE (the caller\'s snapshot) and with generic plans only', async () => {
    if (!(await schemaIsOurs())) return;
    const made = await functions();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ volatility: 's', config: ['plan_cache_mode=force_generic_plan'] });
    expect(SNAPSHOT_GENERIC.installed).toBe(true);
  });

  it('gives the row the statement itself gives, for every demo person', async () => {
    if (!(await schemaIsOurs())) return;
    for (const who of [t.ids.alex, t.ids.sam, t.ids.helper]) {
      const v = (await loadVisibility(t.db.pool, who))!;
      expect(await readSnapshotRow(t.db.pool, v, true)).toEqual(await statementRow(who));
    }
  });

  it('is what a read outside a transaction calls, and what a read inside one does not', async () => {
    if (!(await schemaIsOurs())) return;
    expect(await callsOf(true)).toBe(1);
    expect(await callsOf(false)).toBe(0);
  });

  it('nodes that start together make one function, and each uses it', async () => {
    if (!(await schemaIsOurs())) return;
    await dropOurs();
    const pools = [nodePool(t.db.url), nodePool(t.db.url)];
    try {
      const failed = await Promise.all(pools.map((p) => installGenericPlanStatements(p)));
      expect(failed).toEqual([[], []]);
      expect(await functions()).toHaveLength(1);
    } finally {
      for (const p of pools) await p.end();
    }
  });

  it('a function of the same name that another role made is not used; the statement answers', async () => {
    if (!(await schemaIsOurs())) return;
    if (!(await mayCreateRoles())) return;
    const [ours] = await functions();
    const other = await role((name) => `GRANT CREATE ON SCHEMA public TO ${name}`);
    let reasons: string[];
    try {
      await dropOurs();
      // The impostor: same name and signature, another owner and body; then it loses CREATE again.
      const at = ours!.signature.indexOf('(');
      await other.pool.query(`CREATE FUNCTION ${ours!.signature.slice(0, at)}(${ours!.signature.slice(at + 1, -1)}) RETURNS json LANGUAGE sql STABLE AS $$ SELECT '{}'::json $$`);
      await t.db.pool.query(`REVOKE CREATE ON SCHEMA public FROM ${other.name}`);
      reasons = (await installGenericPlanStatements(t.db.pool)).map((f) => f.reason.message);
      expect(SNAPSHOT_GENERIC.installed).toBe(false);
      const v = (await loadVisibility(t.db.pool, t.ids.sam))!;
      expect(await readSnapshotRow(t.db.pool, v, true)).toEqual(await statementRow(t.ids.sam));
    } finally {
      await other.pool.end();
      await t.db.pool.query(`DROP OWNED BY ${other.name}`);
    }
    expect(reasons.join()).toMatch(/another owner/);
    expect(await installGenericPlanStatements(t.db.pool)).toEqual([]);
  });

  it('in a schema another role may create in, no function is made or used; the statement answers', async () => {
    if (!(await schemaIsOurs())) return;
    if (!(await mayCreateRoles())) return;
    const other = await role((name) => `GRANT CREATE ON SCHEMA public TO ${name}`);
    let reasons: string[];
    try {
      reasons = (await installGenericPlanStatements(t.db.pool)).map((f) => f.reason.message);
      expect(SNAPSHOT_GENERIC.installed).toBe(false);
      const { snapshot } = await readSnapshot(t.db.pool, t.ids.sam);
      expect(snapshot.channels.length).toBeGreaterThan(0);
    } finally {
      await other.pool.end();
      await t.db.pool.query(`DROP OWNED BY ${other.name}`);
    }
    expect(reasons.join()).toMatch(/other roles may create in schema/);
    expect(await installGenericPlanStatements(t.db.pool)).toEqual([]);
  });

  it('a role that does not own the schema makes no function and runs the statement itself, and says why', async () => {
    if (!(await schemaIsOurs())) return;
    if (!(await mayCreateRoles())) return;
    await dropOurs();
    const reader = await role();
    let reasons: string[];
    try {
      const { rows } = await t.db.pool.query<{ may: boolean }>(`SELECT has_schema_privilege($1, 'public', 'CREATE') AS may`, [reader.name]);
      expect(rows[0]!.may).toBe(false);
      reasons = (await installGenericPlanStatements(reader.pool)).map((f) => f.reason.message);
      expect(SNAPSHOT_GENERIC.installed).toBe(false);
      const { snapshot } = await readSnapshot(reader.pool, t.ids.sam);
      expect(snapshot.channels.length).toBeGreaterThan(0);
    } finally {
      await reader.pool.end();
    }
    expect(reasons.join()).toMatch(/is owned by a role .* does not belong to/);
    expect(await functions()).toEqual([]);
    expect(await installGenericPlanStatements(t.db.pool)).toEqual([]);
  });

  it('where the function is missing (a database restored without it), the statement itself answers', async () => {
    if (!(await schemaIsOurs())) return;
    const [f] = await functions();
    await t.db.pool.query(`DROP FUNCTION ${f!.signature}`);
    const { snapshot } = await readSnapshot(t.db.pool, t.ids.sam);
    expect(snapshot.channels.length).toBeGreaterThan(0);
    expect(SNAPSHOT_GENERIC.installed).toBe(false);
    const v = (await loadVisibility(t.db.pool, t.ids.sam))!;
    expect(await readSnapshotRow(t.db.pool, v, true)).toEqual(await statementRow(t.ids.sam));
  });
});
