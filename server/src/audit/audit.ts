// The audit log (3.3, D79, D86): entries numbered by the audit_seq counter and
// chained by hash, hash = sha256(prev_hash || canonical(entry)), so that an
// altered, removed or inserted entry breaks the chain and verifyAuditChain finds
// it. An entry is written in the caller's transaction: it commits with the
// change it records, or not at all.
//
// The counter row of audit_seq is locked by the UPDATE that takes the number and
// stays locked until the caller commits, so audit entries are written one after
// the other and each reads the committed hash of the one before it (the pattern
// of 3.2). The lock is taken inside the domain step; the event counter (always
// the last step) is taken after it, in the same order by every writer.
import type { Queryable } from '../db/queryable.ts';
import { canonicalJson, sha256Hex } from '../internal/canonical.ts';

/** prev_hash of the first entry. */
const GENESIS_HASH = '0'.repeat(64);

export interface AuditEntry {
  action: string;
  actorId?: string;
  resourceKind: string;
  resourceId?: string;
  outcome: 'allowed' | 'denied' | 'failed';
  reason?: string;
  detail?: Record<string, unknown>;
}

interface AuditRow {
  audit_seq: number;
  at: Date;
  action: string;
  actor_id: string | null;
  resource_kind: string;
  resource_id: string | null;
  outcome: string;
  reason: string | null;
  detail: Record<string, unknown>;
  prev_hash: string;
  hash: string;
}

/** What the hash covers: every column but the hashes themselves, in canonical JSON. */
function canonicalEntry(r: Omit<AuditRow, 'prev_hash' | 'hash'>): string {
  return canonicalJson({
    audit_seq: Number(r.audit_seq),
    at: r.at.toISOString(),
    action: r.action,
    actor_id: r.actor_id,
    resource_kind: r.resource_kind,
    resource_id: r.resource_id,
    outcome: r.outcome,
    reason: r.reason,
    detail: r.detail,
  });
}

export function auditHash(prevHash: string, r: Omit<AuditRow, 'prev_hash' | 'hash'>): string {
  return sha256Hex(prevHash + canonicalEntry(r));
}

/** Appends one entry in the transaction of `db` (never the pool outside a transaction: the counter lock must last to COMMIT). */
export async function appendAudit(db: Queryable, e: AuditEntry): Promise<{ auditSeq: number; hash: string }> {
  // Two statements: the second takes its snapshot after the counter lock is held, so it sees the entry
  // that the previous holder committed (one statement with both would read with a snapshot from before
  // the wait, 3.2). The hash is that of the newest entry before this one: after a removal the chain goes
  // on from what is there, and the gap stays for verifyAuditChain to find.
  const counter = await db.query<{ seq: string }>(`UPDATE sequence_counters SET value = value + 1 WHERE name = 'audit_seq' RETURNING value::text AS seq`);
  const seq = Number(counter.rows[0]!.seq);
  const before = await db.query<{ hash: string }>(`SELECT hash FROM audit_events WHERE audit_seq < $1 ORDER BY audit_seq DESC LIMIT 1`, [seq]);
  const prevHash = before.rows[0]?.hash ?? GENESIS_HASH;
  const row = {
    audit_seq: seq,
    at: new Date(),
    action: e.action,
    actor_id: e.actorId ?? null,
    resource_kind: e.resourceKind,
    resource_id: e.resourceId ?? null,
    outcome: e.outcome,
    reason: e.reason ?? null,
    detail: e.detail ?? {},
  };
  const hash = auditHash(prevHash, row);
  await db.query(
    `INSERT INTO audit_events (audit_seq, at, action, actor_id, resource_kind, resource_id, outcome, reason, detail, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [seq, row.at, row.action, row.actor_id, row.resource_kind, row.resource_id, row.outcome, row.reason, row.detail, prevHash, hash],
  );
  return { auditSeq: seq, hash };
}

export type ChainBreak =
  | { kind: 'gap'; auditSeq: number; expected: number }
  | { kind: 'prev_hash'; auditSeq: number }
  | { kind: 'hash'; auditSeq: number }
  | { kind: 'head'; auditSeq: number; counter: number };

export interface VerifyOptions {
  /** Test only: the broken variant that trusts the stored hash and checks only the links (the twin). */
  ignoreHash?: boolean;
  pageSize?: number;
}

/**
 * Reads the whole chain in audit_seq order and checks: numbers 1..n without a
 * gap, n = the counter (a removed last entry), each prev_hash = the hash before,
 * each hash = sha256(prev_hash || canonical(entry)). The first break, or none.
 */
export async function verifyAuditChain(db: Queryable, options: VerifyOptions = {}): Promise<{ ok: true; entries: number } | { ok: false; entries: number; break: ChainBreak }> {
  const pageSize = options.pageSize ?? 1000;
  let expected = 1;
  let prev = GENESIS_HASH;
  for (;;) {
    const { rows } = await db.query<AuditRow>(`SELECT * FROM audit_events WHERE audit_seq >= $1 ORDER BY audit_seq LIMIT $2`, [expected, pageSize]);
    for (const r of rows) {
      const seq = Number(r.audit_seq);
      if (seq !== expected) return { ok: false, entries: expected - 1, break: { kind: 'gap', auditSeq: seq, expected } };
      if (r.prev_hash !== prev) return { ok: false, entries: expected - 1, break: { kind: 'prev_hash', auditSeq: seq } };
      if (!options.ignoreHash && auditHash(r.prev_hash, r) !== r.hash) return { ok: false, entries: expected - 1, break: { kind: 'hash', auditSeq: seq } };
      prev = r.hash;
      expected += 1;
    }
    if (rows.length < pageSize) break;
  }
  const { rows } = await db.query<{ value: string }>(`SELECT value::text FROM sequence_counters WHERE name = 'audit_seq'`);
  const counter = Number(rows[0]!.value);
  // Entries whose transaction rolled back return their number with it (3.2), so the counter is the last committed entry.
  if (counter !== expected - 1) return { ok: false, entries: expected - 1, break: { kind: 'head', auditSeq: expected - 1, counter } };
  return { ok: true, entries: expected - 1 };
}
