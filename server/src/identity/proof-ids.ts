// DPoP proof IDs spent across the cluster (D47): the token check's query inserts
// the proof's ID into dpop_proof_ids in the same round trip (the checks of one
// turn together, D545), so a proof that one node accepted is refused by every
// other node, and by this node after a restart, for as long as its nonce is valid.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/queryable.ts';

/** Where proof IDs are remembered: the shared table (default), or this process only (tests' broken twin). */
export type ProofIdStore = 'shared' | 'process';

/** The row key of a proof: fixed size, per key (RFC 9449: a jti is unique for its key). */
export function proofIdDigest(jkt: string, jti: string): Buffer {
  return createHash('sha256').update(jkt).update('\u0000').update(jti).digest();
}

/**
 * A CTE named `spent` that spends the proof IDs of a group of checks (identity/check-group.ts, D545):
 * `checks` is the CTE of the group's rows, whose column `digest` is a proof's digest (NULL: that check
 * spends none) and `ttl_ms` its lifetime in ms. It returns each ID that was new, once.
 *
 * The IDs go in in the order of their digests: two groups in flight (on two nodes, or in one process
 * whose replay cache is full) that share two IDs then wait for each other in one order only. Taken in
 * the order of their checks, one group could hold X and wait for Y while the other held Y and waited
 * for X: a deadlock, broken after deadlock_timeout by failing every check of one group.
 * `unordered`: the test's broken twin.
 */
export function spendProofIdsCte(checks: string, unordered = false): string {
  return `spent AS (
    INSERT INTO dpop_proof_ids (id, expires_at)
    SELECT digest, now() + ttl_ms * interval '1 millisecond' FROM ${checks} WHERE digest IS NOT NULL${unordered ? '' : ' ORDER BY digest'}
    ON CONFLICT (id) DO NOTHING RETURNING id)`;
}

/** The column that says whether the proof ID of the group's row `row` was new. */
export function proofIdNewSql(row: string): string {
  return `(${row}.digest IS NOT NULL AND ${row}.digest IN (SELECT id FROM spent)) AS proof_id_new`;
}

/** Removes expired proof IDs; run by the server's jobs every auth.dpop_nonce_ttl. */
export async function sweepProofIds(db: Queryable): Promise<number> {
  const r = await db.query('DELETE FROM dpop_proof_ids WHERE expires_at < now()');
  return r.rowCount ?? 0;
}
