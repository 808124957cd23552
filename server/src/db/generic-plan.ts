// One-row statements planned once per connection (D279). PostgreSQL plans a
// prepared statement anew on every execution while it estimates the plan for the
// real values cheaper than the generic one; for the snapshot (D270) that was
// 1.6 ms of planning against 0.6 ms of execution on every identify. The session
// setting that forces generic plans would also change every unnamed statement
// of the connection, so the statement goes into a function of its own with
// `SET plan_cache_mode = force_generic_plan`: PL/pgSQL keeps its generic plan for
// the session, and nothing else is touched.
//
// The function is made from the statement's own text at start-up (install),
// named by a hash of that text, so that servers of two versions on one database
// each call their own. It is STABLE: its query sees the snapshot of the calling
// statement, so the result is still one statement's snapshot (D270). Where it
// cannot be made (no CREATE right) or is missing (a database restored without
// it), the statement runs as before, named (D278).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sqlState } from './errors.ts';
import type { Pool } from './pool.ts';
import type { Queryable } from './queryable.ts';
import { bind, statement, type Statement } from './statement.ts';

/** Serializes the installs of several nodes starting at once (CREATE OR REPLACE of one function is not safe concurrently). */
const INSTALL_LOCK_KEY = 4_047_202; // arbitrary, constant: "bothy generic-plan functions"

/** undefined_function: the function is not in this database. */
const UNDEFINED_FUNCTION = '42883';

const registry: GenericPlanStatement[] = [];

export class GenericPlanStatement {
  readonly functionName: string;
  /** Set once install() made or found the function in this database. */
  private call?: Statement;

  constructor(readonly inner: Statement) {
    this.functionName = `${inner.name}_${createHash('sha256').update(inner.text).digest('hex').slice(0, 12)}`;
    registry.push(this);
  }

  /** Makes the function unless it exists; false (and the statement runs as before) when it cannot. */
  async install(pool: Pool): Promise<boolean> {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SELECT pg_advisory_xact_lock($1)', [INSTALL_LOCK_KEY]);
      // The parameters' types as PostgreSQL infers them from the text.
      await c.query(`PREPARE bothy_generic_probe AS ${this.inner.text}`);
      const { rows } = await c.query<{ types: string[] }>(`SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = 'bothy_generic_probe'`);
      await c.query('DEALLOCATE bothy_generic_probe');
      const types = rows[0]!.types;
      const signature = types.join(', ');
      const exists = await c.query(`SELECT to_regprocedure($1) IS NOT NULL AS found`, [`${this.functionName}(${signature})`]);
      if (!(exists.rows[0] as { found: boolean }).found) {
        await c.query(
          `CREATE FUNCTION ${this.functionName}(${signature}) RETURNS json LANGUAGE plpgsql STABLE
             SET plan_cache_mode = force_generic_plan
           AS $bothy_generic$ BEGIN RETURN (SELECT row_to_json(s) FROM (${this.inner.text}) s); END $bothy_generic$`,
        );
      }
      await c.query('COMMIT');
      this.call = statement(`${this.inner.name.replace(/^bothy_/, '')}_generic`, `SELECT ${this.functionName}(${types.map((t, i) => `$${i + 1}::${t}`).join(', ')}) AS row`);
      return true;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      this.installError = err;
      return false;
    } finally {
      c.release();
    }
  }

  /** Why the last install failed (for the start-up log). */
  installError?: unknown;

  /**
   * The statement's one row: through the function where it is installed. `inTransaction`: the
   * statement itself, since a missing function would abort the caller's transaction.
   */
  async row<R extends pg.QueryResultRow>(db: Queryable, values: unknown[], inTransaction = false): Promise<R | undefined> {
    if (this.call && !inTransaction) {
      try {
        const { rows } = await db.query<{ row: R | null }>(bind(this.call, values));
        return rows[0]?.row ?? undefined;
      } catch (err) {
        // Dropped since start-up (a database restored without it): the statement itself, from now on.
        if (sqlState(err) !== UNDEFINED_FUNCTION) throw err;
        this.call = undefined;
      }
    }
    const { rows } = await db.query<R>(bind(this.inner, values));
    return rows[0];
  }
}

/** Installs every registered function; the names of those that could not be made, with the reason. */
export async function installGenericPlanStatements(pool: Pool): Promise<{ name: string; err: unknown }[]> {
  const failed: { name: string; err: unknown }[] = [];
  for (const s of registry) if (!(await s.install(pool))) failed.push({ name: s.functionName, err: s.installError });
  return failed;
}
