// 5.2: Idempotency-Key on every write other than message creation. The key,
// the request hash and the response are kept for sync.idempotency_key_ttl.
// A repeat with the same hash gets the stored response; another hash gets 422
// idempotency_key_reuse; a first request still running gets 409
// request_in_progress.
import { ProblemCode } from '@bothy/generated';
import type { Pool } from '../db/pool.ts';
import { canonicalJson, sha256Hex } from '../internal/canonical.ts';
import { ProblemError } from '../rest/problem.ts';
import type { Reply } from '../rest/reply.ts';

const UUID_V7_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A first request that died without answering (process killed) frees its key after this long. */
export const ABANDONED_AFTER_MS = 60_000;

export interface IdempotentRequest {
  principalId: string;
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
}

export function requestHash(r: Pick<IdempotentRequest, 'method' | 'path' | 'body'>): string {
  return sha256Hex(canonicalJson({ method: r.method, path: r.path, body: r.body ?? null }));
}

interface KeyRow {
  request_sha256: string;
  state: 'in_progress' | 'done';
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  age_ms: number;
}

export async function idempotent(pool: Pool, ttlMs: number, req: IdempotentRequest, run: () => Promise<Reply>): Promise<Reply> {
  if (req.key === undefined) return run();
  if (!UUID_V7_RE.test(req.key)) throw new ProblemError(ProblemCode.ValidationFailed, 'Idempotency-Key must be a UUIDv7 (5.2)');
  const hash = requestHash(req);
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await pool.query(
      `INSERT INTO idempotency_keys (principal_id, key, method, path, request_sha256, state, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'in_progress', now() + $6 * interval '1 millisecond')
       ON CONFLICT (principal_id, key) DO NOTHING`,
      [req.principalId, req.key, req.method, req.path, hash, ttlMs],
    );
    if (claimed.rowCount === 1) return runAndStore(pool, req, run);
    const { rows } = await pool.query<KeyRow>(
      `SELECT request_sha256, state, status, headers, body,
              (extract(epoch FROM now() - created_at) * 1000)::bigint AS age_ms,
              expires_at < now() AS expired
         FROM idempotency_keys WHERE principal_id = $1 AND key = $2`,
      [req.principalId, req.key],
    );
    const row = rows[0] as (KeyRow & { expired: boolean }) | undefined;
    if (!row) continue; // removed in between: claim again
    if (row.expired || (row.state === 'in_progress' && row.age_ms > ABANDONED_AFTER_MS)) {
      await pool.query('DELETE FROM idempotency_keys WHERE principal_id = $1 AND key = $2 AND request_sha256 = $3', [req.principalId, req.key, row.request_sha256]);
      continue;
    }
    if (row.request_sha256 !== hash) throw new ProblemError(ProblemCode.IdempotencyKeyReuse, 'this Idempotency-Key was used with a different request (5.2)');
    if (row.state === 'in_progress') throw new ProblemError(ProblemCode.RequestInProgress, 'the first request with this Idempotency-Key is still running (5.2)', {}, { 'Retry-After': '1' });
    const reply: Reply = { status: row.status ?? 200, headers: { ...(row.headers ?? {}), 'Idempotent-Replay': 'true' } };
    if (row.body !== null) reply.body = row.body;
    return reply;
  }
  throw new ProblemError(ProblemCode.RequestInProgress, 'the Idempotency-Key is contended; retry', {}, { 'Retry-After': '1' });
}

/** Stores a final answer (2xx and 4xx); a 5xx or a crash frees the key so that a retry can run. */
async function runAndStore(pool: Pool, req: IdempotentRequest, run: () => Promise<Reply>): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await run();
  } catch (err) {
    if (err instanceof ProblemError && err.status < 500) {
      await store(pool, req, { status: err.status, headers: { 'Content-Type': 'application/problem+json', ...err.headers }, body: JSON.stringify(err.toDocument()) });
    } else {
      await release(pool, req);
    }
    throw err;
  }
  if (reply.status >= 500) await release(pool, req);
  else await store(pool, req, reply);
  return reply;
}

async function store(pool: Pool, req: IdempotentRequest, reply: Reply): Promise<void> {
  await pool.query(
    `UPDATE idempotency_keys SET state = 'done', status = $3, headers = $4, body = $5 WHERE principal_id = $1 AND key = $2`,
    [req.principalId, req.key, reply.status, reply.headers ?? {}, reply.body ?? null],
  );
}

async function release(pool: Pool, req: IdempotentRequest): Promise<void> {
  await pool.query(`DELETE FROM idempotency_keys WHERE principal_id = $1 AND key = $2 AND state = 'in_progress'`, [req.principalId, req.key]);
}

/** Removes expired keys; run with the retention job. */
export async function sweepIdempotencyKeys(pool: Pool): Promise<number> {
  const { rowCount } = await pool.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  return rowCount ?? 0;
}
