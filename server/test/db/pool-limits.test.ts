// The session limits a pooled connection sets as part of its connect (D406 addendum 2, connectWithLimits
// in db/pool.ts; 18 server.database_idle_transaction_timeout). A SET that fails fails the connect, and
// the session it opened is ended: pg-pool drops a client whose connect failed without ending it.
import { afterAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../../src/db/pool.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { useTestDatabase } from '../support/database.ts';

const db = useTestDatabase({ poolSize: 2 });
const pools: Pool[] = [];
afterAll(async () => {
  for (const p of pools.splice(0)) await p.end().catch(() => {});
});

const sessionsOf = async (name: string) =>
  (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`, [name])).rows[0]!.n;

describe('a pooled connection whose session limit cannot be set (18, D406)', () => {
  it('fails its connect and leaves no session open', async () => {
    const name = `pool-limits-${uuidv7().slice(-8)}`;
    // Above PostgreSQL's largest idle_in_transaction_session_timeout (2^31 - 1 ms): the SET is refused.
    const pool = createPool(db.url, { max: 2, applicationName: name, idleTransactionTimeoutMs: 2 ** 31 });
    pools.push(pool);
    for (let i = 0; i < 3; i++) await expect(pool.query('SELECT 1')).rejects.toThrow(/idle_in_transaction_session_timeout|out of.*range/i);
    await until('the failed connections are closed', async () => (await sessionsOf(name)) === 0, 5_000);
  });

  it('sets the limit on each connection before anyone gets it', async () => {
    const pool = createPool(db.url, { max: 1, applicationName: `pool-limits-${uuidv7().slice(-8)}`, idleTransactionTimeoutMs: 1_234 });
    pools.push(pool);
    expect((await pool.query<{ v: string }>(`SELECT current_setting('idle_in_transaction_session_timeout') AS v`)).rows[0]!.v).toBe('1234ms');
  });
});
