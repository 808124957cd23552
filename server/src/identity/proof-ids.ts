// DPoP proof IDs spent across the cluster (D47): the token check's query
// inserts the proof's ID into dpop_proof_ids in the same round trip, so a proof
// that one node accepted is refused by every other node, and by this node after
// a restart, for as long as its nonce is valid.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/queryable.ts';

/** Where proof IDs are remembered: the shared table (default), or this process only (tests' broken twin). */
export type ProofIdStore = 'shared' | 'process';

/** The row key of a proof: fixed size, per key (RFC 9449: a jti is unique for its key). */
export function proofIdDigest(jkt: string, jti: string): Buffer {
  return createHash('sha256').update(jkt).update('\u0000').update(jti).digest();
}

/**
 * A CTE named `spent` that spends a proof ID; it has a row when the ID was new.
 * `$digest` is the digest (NULL: no proof to spend), `$ttl` its lifetime in ms.
 */
export function spendProofIdCte(digest: number, ttl: number): string {
  return `spent AS (
    INSERT INTO dpop_proof_ids (id, expires_at)
    SELECT $${digest}::bytea, now() + $${ttl}::float8 * interval '1 millisecond' WHERE $${digest}::bytea IS NOT NULL
    ON CONFLICT (id) DO NOTHING RETURNING 1)`;
}

/** The column that says whether the proof ID was new. */
export const PROOF_ID_NEW_SQL = 'EXISTS (SELECT 1 FROM spent) AS proof_id_new';

/** Removes expired proof IDs; run by the server's jobs every auth.dpop_nonce_ttl. */
export async function sweepProofIds(db: Queryable): Promise<number> {
  const r = await db.query('DELETE FROM dpop_proof_ids WHERE expires_at < now()');
  return r.rowCount ?? 0;
}
