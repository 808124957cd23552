// One-row statements planned once per connection (D279). PostgreSQL plans a
// prepared statement anew on every execution while it estimates the plan for the
// real values cheaper than the generic one; for the snapshot (D270) that was
// 1.6 ms of planning against 0.6 ms of execution on every identify. The session
// setting that forces generic plans would also change every unnamed statement
// of the connection, so the statement goes into a function of its own with
// `SET plan_cache_mode = force_generic_plan`: PL/pgSQL keeps its generic plan for
// the session, and nothing else is touched.
//
// The function is made from the statement's own text at start-up (install), in
// the schema the server's tables are in, and named by a hash of its whole
// definition, so that servers of two versions on one database each call their
// own. It is STABLE: its query sees the snapshot of the calling statement, so the
// result is still one statement's snapshot (D270). A function of that name is
// used only if the server's own role owns it, may execute it, and its definition
// is the expected one: the name is predictable, and another role could have made
// it first. Where it cannot be made or used, or goes missing later, the statement
// runs as before, named (D278).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sqlState } from './errors.ts';
import type { Pool } from './pool.ts';
import type { Queryable } from './queryable.ts';
import { bind, statement, type Statement } from './statement.ts';

/** Serializes the installs of several nodes starting at once (two CREATEs of one name would fail one of them). */
const INSTALL_LOCK_KEY = 4_047_202; // arbitrary, constant: "bothy generic-plan functions"

/** The body's dollar-quote tag; the statement's text must not contain it. */
const TAG = '$bothy_generic$';

/** undefined_function (the function is gone) and insufficient_privilege (EXECUTE taken away): the statement itself answers. */
const FALL_BACK_STATES = new Set(['42883', '42501']);

const registry: GenericPlanStatement[] = [];

/** Why install() did not make the function usable, for the start-up log. */
export class GenericPlanUnavailable extends Error {
  override readonly name = 'GenericPlanUnavailable';
}

export class GenericPlanStatement {
  /** The call of the installed function; none while the statement itself runs. */
  private call?: Statement;

  constructor(readonly inner: Statement) {
    if (inner.text.includes(TAG)) throw new Error(`the statement ${inner.name} contains ${TAG}`);
    registry.push(this);
  }

  /** Makes the function, or finds the server's own, and uses it from now on; the reason when it cannot. */
  async install(pool: Pool): Promise<GenericPlanUnavailable | undefined> {
    this.call = undefined;
    this.inUse = undefined;
    let c: pg.PoolClient | undefined;
    let broken: unknown;
    try {
      c = await pool.connect();
      await c.query('BEGIN');
      await c.query('SELECT pg_advisory_xact_lock($1)', [INSTALL_LOCK_KEY]);
      const types = await parameterTypes(c, this.inner.text);
      const signature = types.join(', ');
      const { rows: where } = await c.query<{ schema: string | null; role: string; temporary: boolean | null; owned: boolean | null; closed: boolean | null }>(TRUSTED_SCHEMA_SQL);
      const schema = where[0]!.schema;
      if (!schema) throw new GenericPlanUnavailable('no schema in search_path');
      if (where[0]!.temporary) throw new GenericPlanUnavailable(`schema ${schema} is a temporary one`);
      if (!where[0]!.owned) throw new GenericPlanUnavailable(`schema ${schema} is owned by a role ${where[0]!.role} does not belong to`);
      if (!where[0]!.closed) throw new GenericPlanUnavailable(`other roles may create in schema ${schema}`);
      const body = ` BEGIN RETURN (SELECT row_to_json(s) FROM (${this.inner.text}) s); END `;
      const config = 'plan_cache_mode=force_generic_plan';
      const hash = createHash('sha256').update(`${signature}\n${config}\nstable\njson\n${body}`).digest('hex').slice(0, 12);
      const bare = `${this.inner.name}_${hash}`;
      const name = `${c.escapeIdentifier(schema)}.${c.escapeIdentifier(bare)}`;
      const { rows: found } = await c.query<{ signature: string; owner: string; source: string; volatility: string; config: string[] | null; executable: boolean }>(
        `SELECT pg_get_function_identity_arguments(p.oid) AS signature, pg_get_userbyid(p.proowner) AS owner, p.prosrc AS source,
                p.provolatile::text AS volatility, p.proconfig AS config, has_function_privilege(p.oid, 'EXECUTE') AS executable
           FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 AND p.proname = $2`,
        [schema, bare],
      );
      // Another function of the name (an overload) would answer the call once ours is gone.
      if (found.length > 1) throw new GenericPlanUnavailable(`${name} has ${found.length} overloads`);
      const existing = found[0];
      if (existing && existing.signature.replace(/\s/g, '') !== signature.replace(/\s/g, '')) throw new GenericPlanUnavailable(`${name} exists with other parameters`);
      if (existing) {
        const same = existing.owner === where[0]!.role && existing.source === body && existing.volatility === 's' && existing.config?.length === 1 && existing.config[0] === config;
        if (!same) throw new GenericPlanUnavailable(`${name} exists with another owner (${existing.owner}) or definition`);
        if (!existing.executable) throw new GenericPlanUnavailable(`${name} may not be executed by ${where[0]!.role}`);
      } else {
        await c.query(`CREATE FUNCTION ${name}(${signature}) RETURNS json LANGUAGE plpgsql STABLE SET ${config.replace('=', ' = ')} AS ${TAG}${body}${TAG}`);
      }
      const call = statement(`${bare.replace(/^bothy_/, '')}_call`, `SELECT ${name}(${types.map((t, i) => `$${i + 1}::${t}`).join(', ')}) AS row`);
      // PL/pgSQL finds some errors only when it runs: once with no values, before anything relies on it.
      await c.query(call.text, types.map(() => null));
      await c.query('COMMIT');
      this.call = call;
      this.inUse = name;
      return undefined;
    } catch (err) {
      broken = err;
      await c?.query('ROLLBACK').catch(() => undefined);
      return err instanceof GenericPlanUnavailable ? err : new GenericPlanUnavailable(err instanceof Error ? err.message : String(err));
    } finally {
      // PREPARE outlives a ROLLBACK: after an error of PostgreSQL the connection goes, and the probe
      // with it; a refusal of ours (GenericPlanUnavailable) leaves the connection as it was.
      c?.release(broken !== undefined && !(broken instanceof GenericPlanUnavailable) ? (broken as Error) : undefined);
    }
  }

  private inUse?: string;

  /** The schema-qualified name of the function in use, if any (for the start-up log). */
  get functionName(): string | undefined {
    return this.call ? this.inUse : undefined;
  }

  /** Whether calls go through the function (for tests and the start-up log). */
  get installed(): boolean {
    return this.call !== undefined;
  }

  /**
   * The statement's one row: through the function where it is installed. Only a caller outside a
   * transaction (`outsideTransaction`) uses it, since a missing function would abort the caller's
   * transaction.
   */
  async row<R extends pg.QueryResultRow>(db: Queryable, values: unknown[], outsideTransaction: boolean): Promise<R | undefined> {
    if (this.call && outsideTransaction) {
      try {
        const { rows } = await db.query<{ row: R | null }>(bind(this.call, values));
        return rows[0]?.row ?? undefined;
      } catch (err) {
        // Dropped or taken away since start-up (a restore without it): the statement itself, from now on.
        if (!FALL_BACK_STATES.has(sqlState(err) ?? '')) throw err;
        this.call = undefined;
      }
    }
    const { rows } = await db.query<R>(bind(this.inner, values));
    return rows[0];
  }
}

/** The parameters' types as PostgreSQL infers them from the text (PREPARE, pg_prepared_statements). */
async function parameterTypes(c: pg.PoolClient, text: string): Promise<string[]> {
  await c.query(`PREPARE bothy_generic_probe AS ${text}`);
  try {
    const { rows } = await c.query<{ types: string[] }>(`SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = 'bothy_generic_probe'`);
    return rows[0]!.types;
  } finally {
    // In a failed transaction this fails too; the caller then gives the connection up.
    await c.query('DEALLOCATE bothy_generic_probe').catch(() => undefined);
  }
}

/**
 * The schema a function would be made in (the first of search_path), and whether only the server's
 * role controls it: not a temporary schema (`temporary`), owned by a role the server's role belongs
 * to (`owned`), and no one else who could create in it (`closed`): neither PUBLIC, nor another login
 * role that is not a superuser and belongs to the owner or to a role granted CREATE there. (A
 * superuser may do anything anyway; pg_has_role answers true for every role it is asked about, so it
 * is asked about the other roles, not about the server's own.)
 */
const TRUSTED_SCHEMA_SQL = `
WITH s AS (SELECT n.* FROM pg_namespace n WHERE n.nspname = current_schema()),
     may_create AS (SELECT a.grantee FROM s, aclexplode(COALESCE(s.nspacl, acldefault('n', s.nspowner))) a WHERE a.privilege_type = 'CREATE')
SELECT current_schema() AS schema, current_user AS role,
       (SELECT s.nspname LIKE 'pg\\_temp\\_%' OR s.nspname LIKE 'pg\\_toast\\_temp\\_%' FROM s) AS temporary,
       (SELECT pg_has_role(current_user, s.nspowner, 'MEMBER') FROM s) AS owned,
       (NOT EXISTS (SELECT 1 FROM may_create WHERE grantee = 0)
        AND NOT EXISTS (SELECT 1 FROM pg_roles r, s
                         WHERE r.rolcanlogin AND NOT r.rolsuper AND r.rolname <> current_user
                           AND (pg_has_role(r.oid, s.nspowner, 'MEMBER')
                                OR EXISTS (SELECT 1 FROM may_create m WHERE m.grantee <> 0 AND pg_has_role(r.oid, m.grantee, 'MEMBER'))))) AS closed`;

/** Installs every registered function; the reasons of those that cannot be used. */
export async function installGenericPlanStatements(pool: Pool): Promise<{ name: string; reason: GenericPlanUnavailable }[]> {
  const failed: { name: string; reason: GenericPlanUnavailable }[] = [];
  for (const s of registry) {
    const reason = await s.install(pool);
    if (reason) failed.push({ name: s.inner.name, reason });
  }
  return failed;
}

/** The functions in use, schema-qualified (for the start-up log, so that an operator can tell the current ones). */
export function genericPlanFunctions(): string[] {
  return registry.map((s) => s.functionName).filter((n): n is string => n !== undefined);
}
