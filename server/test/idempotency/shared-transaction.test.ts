import { describe, expect, it } from 'vitest';
import { runEventTransaction } from '../../src/events/appender.ts';
import { SharedTransactionError } from '../../src/events/shared-transaction.ts';
import { idempotent } from '../../src/idempotency/idempotency.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { problemReply } from '../../src/rest/problem.ts';
import { json } from '../../src/rest/reply.ts';
import { useTestServer } from '../support/server.ts';

// The transaction an Idempotency-Key request shares with its steps (5.2, D40, D41).

const t = useTestServer();

const request = (key = uuidv7()) => ({ principalId: t.ids.alex, key, method: 'POST', path: '/test', body: { n: 1 } });
const stored = async (key: string) => (await t.db.pool.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rowCount;

describe('the shared transaction of an Idempotency-Key request (5.2)', () => {
  it('runs work after the commit only once the answer is committed', async () => {
    const req = request();
    let seenByOthers: number | null = null;
    const reply = await idempotent(t.server.ctx, req, async (c) => {
      c.tx!.afterCommit.push(async () => {
        seenByOthers = await stored(req.key);
      });
      expect(await stored(req.key)).toBe(0);
      return json(200, { ok: true });
    }, problemReply);
    expect(reply.status).toBe(200);
    expect(seenByOthers).toBe(1);
  });

  it('refuses to commit when a failed step was swallowed, and stores nothing', async () => {
    const req = request();
    await expect(
      idempotent(t.server.ctx, req, async (c) => {
        await runEventTransaction(c, async () => {
          throw new Error('a failed step');
        }).catch(() => undefined);
        return json(200, { ok: true });
      }, problemReply),
    ).rejects.toBeInstanceOf(SharedTransactionError);
    expect(await stored(req.key)).toBe(0);
  });
});
