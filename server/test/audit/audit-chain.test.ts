// The audit log (3.3, D79, D86): audit_seq from its counter, each entry chained
// to the one before by hash; an altered, removed or inserted entry is found.
import { describe, expect, it } from 'vitest';
import { appendAudit, verifyAuditChain } from '../../src/audit/audit.ts';
import { withTransaction } from '../../src/db/transaction.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestDatabase } from '../support/database.ts';

const db = useTestDatabase();

async function append(n: number, action = 'agent.invoke'): Promise<void> {
  for (let i = 0; i < n; i++) {
    await withTransaction(db.pool, (c) => appendAudit(c, { action, actorId: uuidv7(), resourceKind: 'run', resourceId: uuidv7(), outcome: 'denied', reason: 'agent_invoke_denied', detail: { i } }));
  }
}

async function reset(): Promise<void> {
  await db.pool.query(`DELETE FROM audit_events; UPDATE sequence_counters SET value = 0 WHERE name = 'audit_seq'`);
}

describe('the audit chain (3.3)', () => {
  it('numbers entries by audit_seq without a gap, also when appends race, and the chain verifies', async () => {
    await reset();
    await Promise.all(Array.from({ length: 8 }, () => append(3)));
    const { rows } = await db.pool.query<{ audit_seq: string }>(`SELECT audit_seq FROM audit_events ORDER BY audit_seq`);
    expect(rows.map((r) => Number(r.audit_seq))).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(await verifyAuditChain(db.pool)).toEqual({ ok: true, entries: 24 });
  });

  it('an entry of a rolled-back transaction leaves neither a row nor a gap', async () => {
    await reset();
    await append(2);
    await expect(withTransaction(db.pool, async (c) => {
      await appendAudit(c, { action: 'x', resourceKind: 'run', outcome: 'failed' });
      throw new Error('the caller fails');
    })).rejects.toThrow('the caller fails');
    await append(1);
    expect(await verifyAuditChain(db.pool)).toEqual({ ok: true, entries: 3 });
  });

  it('finds an altered entry; the twin that trusts the stored hash passes the same broken chain', async () => {
    await reset();
    await append(5);
    await db.pool.query(`UPDATE audit_events SET reason = 'nothing happened' WHERE audit_seq = 3`);
    expect(await verifyAuditChain(db.pool)).toMatchObject({ ok: false, break: { kind: 'hash', auditSeq: 3 } });
    expect(await verifyAuditChain(db.pool, { ignoreHash: true })).toEqual({ ok: true, entries: 5 });
  });

  it('finds an altered entry whose hash was recomputed: the next link no longer matches', async () => {
    await reset();
    await append(5);
    const { rows } = await db.pool.query<{ prev_hash: string }>(`SELECT prev_hash FROM audit_events WHERE audit_seq = 3`);
    const { auditHash } = await import('../../src/audit/audit.ts');
    const r = (await db.pool.query(`SELECT * FROM audit_events WHERE audit_seq = 3`)).rows[0];
    const forged = auditHash(rows[0]!.prev_hash, { ...r, reason: 'nothing happened' });
    await db.pool.query(`UPDATE audit_events SET reason = 'nothing happened', hash = $1 WHERE audit_seq = 3`, [forged]);
    expect(await verifyAuditChain(db.pool)).toMatchObject({ ok: false, break: { kind: 'prev_hash', auditSeq: 4 } });
  });

  it('finds a removed entry in the middle and at the end', async () => {
    await reset();
    await append(5);
    await db.pool.query(`DELETE FROM audit_events WHERE audit_seq = 2`);
    expect(await verifyAuditChain(db.pool)).toMatchObject({ ok: false, break: { kind: 'gap', auditSeq: 3, expected: 2 } });
    // Writing goes on after a break; the break stays visible.
    await append(1);
    expect(await verifyAuditChain(db.pool)).toMatchObject({ ok: false, break: { kind: 'gap' } });
    await reset();
    await append(4);
    await db.pool.query(`DELETE FROM audit_events WHERE audit_seq = 4`);
    expect(await verifyAuditChain(db.pool)).toMatchObject({ ok: false, break: { kind: 'head', auditSeq: 3, counter: 4 } });
  });

  it('finds a renumbered chain with a removed entry (the gap closed by moving numbers down)', async () => {
    await reset();
    await append(4);
    await db.pool.query(`DELETE FROM audit_events WHERE audit_seq = 2; UPDATE audit_events SET audit_seq = audit_seq - 1 WHERE audit_seq > 2; UPDATE sequence_counters SET value = 3 WHERE name = 'audit_seq'`);
    // The numbers are gapless again; the link of the moved entry still names the removed one.
    expect(await verifyAuditChain(db.pool)).toMatchObject({ ok: false, break: { kind: 'prev_hash', auditSeq: 2 } });
  });
});
