import { beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../src/db/transaction.ts';
import { useTestDatabase } from '../support/database.ts';

// The one transaction block (D56): commit on return, rollback on a throw, the
// client back in the pool, and the snapshot isolation of the readers (7.1, 7.3).

const db = useTestDatabase({ poolSize: 4 });
beforeAll(async () => {
  await db.pool.query('CREATE TABLE tx_probe (n integer)');
});

const count = async () => (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe')).rows[0]!.n;

describe('withTransaction (D56)', () => {
  it('commits what the function wrote and returns its value', async () => {
    const before = await count();
    const out = await withTransaction(db.pool, async (c) => {
      await c.query('INSERT INTO tx_probe VALUES (1)');
      return 'done';
    });
    expect(out).toBe('done');
    expect(await count()).toBe(before + 1);
  });

  it('rolls back and passes the error on when the function throws, and frees the client', async () => {
    const before = await count();
    const boom = new Error('refused');
    await expect(
      withTransaction(db.pool, async (c) => {
        await c.query('INSERT INTO tx_probe VALUES (2)');
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await count()).toBe(before);
    expect(db.pool.idleCount).toBe(db.pool.totalCount);
  });

  it('reads one snapshot, read only, with isolation snapshot; READ COMMITTED sees a commit in between (the twin)', async () => {
    const seen = async (isolation: 'snapshot' | 'read_committed') =>
      withTransaction(
        db.pool,
        async (c) => {
          const first = (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe')).rows[0]!.n;
          await db.pool.query('INSERT INTO tx_probe VALUES (3)');
          const second = (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe')).rows[0]!.n;
          return second - first;
        },
        { isolation },
      );
    expect(await seen('snapshot')).toBe(0);
    expect(await seen('read_committed')).toBe(1);
    await expect(withTransaction(db.pool, (c) => c.query('INSERT INTO tx_probe VALUES (4)'), { isolation: 'snapshot' })).rejects.toMatchObject({ code: '25006' });
  });
});
