// 5.2: Idempotency-Key on every write other than message creation (and renew,
// whose answer is a token and is kept nowhere, D88). The key,
// the request hash and the response are kept for sync.idempotency_key_ttl.
// A repeat with the same hash gets the stored response; another hash gets 422
// idempotency_key_reuse; a first request still running gets 409
// request_in_progress.
//
// D40: a key runs its operation at most once. One READ COMMITTED transaction
// holds a transaction-scoped advisory lock on (principal, key), looks up the
// stored answer, runs the operation on its own client (events.shared-transaction)
// and writes the answer row ahead of the event counter, in the message that
// commits. The answer and the effect commit together or not at all, so a retry
// after an unknown outcome (the answer of COMMIT lost) finds either both or
// neither. A request still running holds the lock: 409 with Retry-After. The
// lock ends with its transaction, also when the connection or the node dies.
import { createHash } from 'node:crypto';
import { ProblemCode } from '@bothy/generated';
import type { QueryResult } from 'pg';
import type { ServerContext } from '../context.ts';
import { isRetryableConflict } from '../db/errors.ts';
import { inlineSql } from '../db/inline.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import { SWEEP_BATCH, sweepInSteps } from '../db/sweep.ts';
import { commitShared, discardSteps, type SharedTransaction } from '../events/shared-transaction.ts';
import { canonicalJson, sha256Hex } from '../internal/canonical.ts';
import { DomainError } from '../errors.ts';
import { ifMatchVersion } from '../internal/if-match.ts';

const UUID_V7_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A deadlock or serialization failure runs the whole request again, at most this often in all. */
const ATTEMPTS = 3;
const SAVEPOINT = 'idempotent_operation';

/** What a route answers, as data, so that a key can store and replay it (5.2); REST sends it (rest/reply.ts). */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** JSON text, already serialized (event pages are spliced from stored JSON). */
  body?: string;
}

/** How the caller's protocol answers a refusal of the domain; REST passes problemReply (rest/problem.ts). */
export type RenderRefusal = (err: DomainError) => Reply;

export interface IdempotentRequest {
  principalId: string;
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
  /** The If-Match header as sent, if any: part of the request (13.3), so part of its hash (D357). */
  ifMatch?: string | undefined;
}

/**
 * The hash a key stores (5.2). If-Match enters it normalized (D357): an entity tag that names a
 * version as the routes read it (internal/if-match.ts) counts as that version, so "2", W/"2" and
 * "02" are one request; any other value counts as sent, trimmed (the route refuses it anyway).
 * Without If-Match the hashed text is the one from before D357 (canonicalJson leaves out
 * undefined), so keys stored by an older node still match.
 */
export function requestHash(r: Pick<IdempotentRequest, 'method' | 'path' | 'body' | 'ifMatch'>): string {
  return sha256Hex(canonicalJson({ method: r.method, path: r.path, body: r.body ?? null, if_match: normalizedIfMatch(r.ifMatch) }));
}

function normalizedIfMatch(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  try {
    return `"${ifMatchVersion(header, '')}"`;
  } catch {
    return header.trim();
  }
}

/** The two int4 keys of the advisory lock of (principal, key); a key space apart from the one-bigint locks. */
export function idempotencyLockKeys(principalId: string, key: string): [number, number] {
  const d = createHash('sha256').update(`idempotency:${principalId}:${key.toLowerCase()}`).digest();
  return [d.readInt32BE(0), d.readInt32BE(4)];
}

let answersOutsideTransaction = false;

/**
 * Test only: the broken variant before D40, which commits the effect and then
 * stores the answer in a statement of its own. A lost COMMIT answer then leaves
 * an effect without an answer, and a retry runs the operation again.
 */
export function storeAnswersOutsideTransaction(on: boolean): void {
  answersOutsideTransaction = on;
}

interface KeyRow {
  request_sha256: string;
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** The header's format (5.2: a UUIDv7), also where a key is accepted and not kept (renew, D88). */
export function checkIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !UUID_V7_RE.test(key)) throw new DomainError(ProblemCode.ValidationFailed, 'Idempotency-Key must be a UUIDv7 (5.2)');
}

/**
 * Runs `run` at most once per (principal, key). `run` gets the context of the
 * shared transaction and must do every read and write of its operation through
 * it (runEventTransaction, changePermissions and queryableOf join it).
 */
export async function idempotent(ctx: ServerContext, req: IdempotentRequest, run: (ctx: ServerContext) => Promise<Reply>, refusal: RenderRefusal): Promise<Reply> {
  checkIdempotencyKey(req.key);
  if (req.key === undefined) return run(ctx);
  const hash = requestHash(req);
  for (let attempt = 1; ; attempt++) {
    let outcome: { reply: Reply; afterCommit: SharedTransaction['afterCommit'] };
    try {
      outcome = await attemptOnce(ctx, req as IdempotentRequest & { key: string }, hash, run, refusal);
    } catch (err) {
      if (isRetryableConflict(err) && attempt < ATTEMPTS) continue;
      throw err;
    }
    for (const work of outcome.afterCommit) {
      // Committed and answered: a failure here must not turn the stored answer into a 5xx.
      await work().catch((err: unknown) => ctx.log.error({ err }, 'work after an idempotent commit failed'));
    }
    return outcome.reply;
  }
}

async function attemptOnce(
  ctx: ServerContext,
  req: IdempotentRequest & { key: string },
  hash: string,
  run: (ctx: ServerContext) => Promise<Reply>,
  refusal: RenderRefusal,
): Promise<{ reply: Reply; afterCommit: SharedTransaction['afterCommit'] }> {
  const ttlMs = ctx.config.spec['sync.idempotency_key_ttl'];
  const release = await ctx.gate.acquire();
  let client: PoolClient | undefined;
  let open = false;
  let broken: Error | undefined;
  try {
    client = await ctx.pool.connect();
    const c = client;
    const sql = (text: string, values: unknown[]) => inlineSql((v) => c.escapeLiteral(v), text, values);
    const [k1, k2] = idempotencyLockKeys(req.principalId, req.key);
    open = true;
    const locked = (await c.query(`BEGIN ISOLATION LEVEL READ COMMITTED; SELECT pg_try_advisory_xact_lock(${k1}, ${k2}) AS locked`)) as unknown as QueryResult<{ locked: boolean }>[];
    if (!locked[1]!.rows[0]!.locked) {
      throw new DomainError(ProblemCode.RequestInProgress, 'the first request with this Idempotency-Key is still running (5.2)', {}, { 'Retry-After': '1' });
    }
    // Statements after the lock: in READ COMMITTED each takes its snapshot now, so
    // the answer of a first request that committed before the lock was free is seen.
    const where = [req.principalId, req.key];
    const found = (await c.query(
      [
        sql('DELETE FROM idempotency_keys WHERE principal_id = $1::uuid AND key = $2::uuid AND expires_at < now()', where),
        sql('SELECT request_sha256, status, headers, body FROM idempotency_keys WHERE principal_id = $1::uuid AND key = $2::uuid', where),
        `SAVEPOINT ${SAVEPOINT}`,
      ].join(';\n'),
    )) as unknown as QueryResult<KeyRow>[];
    const row = found[1]!.rows[0];
    if (row) {
      // A key stored before D357 hashed no If-Match: within its ttl across the upgrade (or from a node not yet
      // upgraded) the same request still matches it by that older hash.
      const before357 = req.ifMatch !== undefined && row.request_sha256 === requestHash({ ...req, ifMatch: undefined });
      if (row.request_sha256 !== hash && !before357) throw new DomainError(ProblemCode.IdempotencyKeyReuse, 'this Idempotency-Key was used with a different request (5.2)');
      await c.query('ROLLBACK');
      open = false;
      const reply: Reply = { status: row.status, headers: { ...row.headers, 'Idempotent-Replay': 'true' } };
      if (row.body !== null) reply.body = row.body;
      return { reply, afterCommit: [] };
    }

    const store = (answer: Reply) =>
      sql(
        `INSERT INTO idempotency_keys (principal_id, key, method, path, request_sha256, status, headers, body, expires_at)
         VALUES ($1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::integer, $7::jsonb, $8::text, now() + $9::bigint * interval '1 millisecond')`,
        [req.principalId, req.key, req.method, req.path, hash, answer.status, answer.headers ?? {}, answer.body ?? null, ttlMs],
      );
    const tx: SharedTransaction = { client: c, events: [], afterCommit: [] };
    let reply: Reply;
    try {
      reply = await run({ ...ctx, tx });
    } catch (err) {
      // A 429 answers "not now" (its Retry-After), not the request: kept, it would refuse the client's
      // retry under the same key for the key's whole life (D287). It rolls back like a 5xx.
      if (!(err instanceof DomainError) || err.status >= 500 || (err.status === 429 && !ctx.twins?.storeRateLimited)) throw err;
      // A final 4xx is stored too (5.2); what the operation wrote before it refused is undone.
      discardSteps(tx);
      const answer = refusal(err);
      await c.query([`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`, store(answer), 'COMMIT'].join(';\n'));
      open = false;
      throw err;
    }
    // A 5xx is no answer to keep: everything rolls back and a retry runs the operation.
    if (reply.status >= 500) {
      await c.query('ROLLBACK');
      open = false;
      return { reply, afterCommit: [] };
    }
    if (answersOutsideTransaction) {
      await commitShared(ctx.appender, tx, []);
      open = false;
      await ctx.pool.query(store(reply));
    } else {
      await commitShared(ctx.appender, tx, [store(reply)]);
      open = false;
    }
    return { reply, afterCommit: tx.afterCommit };
  } catch (err) {
    // Also when COMMIT itself failed: its outcome is unknown, and the ROLLBACK only frees the client.
    if (open) await client?.query('ROLLBACK').catch((e: unknown) => (broken = e instanceof Error ? e : new Error(String(e))));
    throw err;
  } finally {
    client?.release(broken);
    release();
  }
}

/** Removes expired keys; run with the retention job. */
export async function sweepIdempotencyKeys(pool: Pool, batch = SWEEP_BATCH): Promise<number> {
  return sweepInSteps(pool, 'DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(SELECT ctid FROM idempotency_keys WHERE expires_at < now() LIMIT $1)) AND expires_at < now()', batch);
}
