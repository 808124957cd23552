// The adapter's patch to its run document (11.2; D160-D163): PATCH /runs/{id} and
// the gateway op run.update go through patchRun, one code path. RFC 6902 with
// add, replace and remove, applied with fast-json-patch (D160), each op inside the
// allow-list of the contracts (RunPatchOp), the result checked against
// run_document.v1. Checks in this order: the run is the principal's (requireRun),
// the ops are allowed, then under the run's row lock: active, base_version (409
// base_version_conflict with the current document), agent.run_update_min_interval
// per run (rate_limited; follow-up reports are exempt, D161). Stores the document,
// increments runs.version, keeps the normalized ops in run_patches and notifies
// every node with the run's ID and version only (R-SY-25, D163); each node's live
// feed reads the ops (gateway/live-runs.ts).
import { ProblemCode, check, formatIssues, validators, type JsonPatchOp, type PatchRunRequest, type RunDocument } from '@bothy/generated';
import fjp from 'fast-json-patch';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { DomainError, retryAfterSeconds } from '../errors.ts';
import { runEventTransaction } from '../events/appender.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import { isActive } from './cancel.ts';
import { documentOf } from './document.ts';
import { applyFollowupReports, followupReportOf } from './followups.ts';
import { refuseOversizedDocument } from './payload-limit.ts';
import { readRun } from './invocation.ts';
import { findRun, requireRun } from './store.ts';
import { EPHEMERAL_CHANNEL } from '../gateway/listener.ts';

/** Versions of a run kept in run_patches (D163): a node further behind sends a snapshot. */
export const RUN_PATCHES_KEPT = 64;

/** The NOTIFY ephemeral message of a stored run version (R-SY-25): IDs and the version only. */
export interface RunChangedMessage {
  k: 'run';
  run_id: string;
  thread_id: string;
  version: number;
}

function invalid(pointer: string, message: string): DomainError {
  return new DomainError(ProblemCode.ValidationFailed, message, { errors: [{ pointer, message }] });
}

/**
 * The ops as stored and sent (D162), and the document they make, in one pass over one
 * copy of `doc`: an `add` of an object member that exists is a `replace`, so that
 * coalescing knows a later `add` means a new member. (fast-json-patch with
 * mutateDocument = false copies the whole document for every op: quadratic, seconds
 * for some thousand ops in one patch.) Each op gets a
 * copy of its value, so that a later op (add /metrics {}, then add /metrics/k) changes
 * the document and never the ops as stored. Changes neither `doc` nor `ops`; an op that
 * does not apply is a 400 naming it (/ops/i), and nothing of the copy is kept.
 */
export function applyNormalized<D>(doc: D, ops: readonly JsonPatchOp[]): { ops: JsonPatchOp[]; doc: D } {
  let current: unknown = fjp.deepClone(doc);
  const out = ops.map((op, i) => {
    let normal = op;
    if (op.op === 'add') {
      const at = op.path.lastIndexOf('/');
      const parent = at === 0 ? current : safeGet(current, op.path.slice(0, at));
      const key = fjp.unescapePathComponent(op.path.slice(at + 1));
      if (parent && typeof parent === 'object' && !Array.isArray(parent) && Object.prototype.hasOwnProperty.call(parent, key)) {
        normal = { op: 'replace', path: op.path, value: op.value };
      }
    }
    // RFC 6902 4.2, 4.3: the target of replace and remove must exist. The library resolves a member's name on
    // the object with its prototype, so `remove /metrics/toString` on metrics without one passed, a new version
    // changing nothing, stored and sent as an op that a strict RFC 6902 reader refuses (D514 addendum).
    if (op.op !== 'add') {
      const at = op.path.lastIndexOf('/');
      const parent = at === 0 ? current : safeGet(current, op.path.slice(0, at));
      if (parent && typeof parent === 'object' && !Array.isArray(parent) && !Object.prototype.hasOwnProperty.call(parent, fjp.unescapePathComponent(op.path.slice(at + 1)))) {
        throw invalid(`/ops/${i}`, `the op does not apply to the run document: ${op.path} names no member (RFC 6902 ${op.op === 'remove' ? '4.2' : '4.3'})`);
      }
    }
    // An op without a value stays without one: the library refuses it (OPERATION_VALUE_REQUIRED), a copy would make it null.
    const applied = normal.op === 'remove' || normal.value === undefined ? normal : { ...normal, value: fjp.deepClone(normal.value) };
    try {
      current = fjp.applyOperation(current, applied as fjp.Operation, true, true, true, i).newDocument;
    } catch (err) {
      if (err instanceof fjp.JsonPatchError) throw invalid(`/ops/${i}`, `the op does not apply to the run document (${err.name})`);
      // The library's ban on prototype members (__proto__, constructor/prototype) throws a plain TypeError.
      if (err instanceof TypeError) throw invalid(`/ops/${i}`, 'the op names __proto__, constructor or prototype, which no member of the run document may be named');
      throw err;
    }
    return normal;
  });
  return { ops: out, doc: current as D };
}

function safeGet(doc: unknown, pointer: string): unknown {
  try {
    return fjp.getValueByPointer(doc, pointer);
  } catch {
    return undefined;
  }
}

/**
 * The allow-list of the contracts (RunPatchOp, D160): the first op outside it is a 400 naming it. So is
 * an op whose value would nest the document deeper than server.json_max_depth (D378): the document is
 * never deeper than what a request may carry, so nothing that reads or writes it (JSON.stringify, a
 * copy, the checks) meets a depth that a patch at a time could grow without bound.
 */
function checkAllowed(ops: readonly JsonPatchOp[], maxDepth: number): void {
  ops.forEach((op, i) => {
    if (!check(validators.RunPatchOp, op).ok) {
      throw invalid(`/ops/${i}`, `${op.op} ${op.path} is not allowed: the adapter patches status_line, last_text_excerpt, model, metrics, cost, plan, steps and the status of a follow-up (11.2, RunPatchOp)`);
    }
    if (op.op === 'remove') return;
    const shape = shapeOf(op.value);
    if (pointerSegments(op.path) + shape.depth > maxDepth) {
      throw invalid(`/ops/${i}/value`, `the op would nest the run document deeper than server.json_max_depth (${maxDepth}): the path's segments and the value's nesting together (D378)`);
    }
    if (shape.protoMember) {
      throw invalid(`/ops/${i}/value`, 'the value has a member named __proto__, which no member of the run document may be named (D514 addendum)');
    }
  });
}

/** The containers above a value at `pointer`: the document itself and one per segment but the last. */
function pointerSegments(pointer: string): number {
  let n = 0;
  for (let i = 0; i < pointer.length; i++) if (pointer.charCodeAt(i) === 0x2f /* / */) n++;
  return n;
}

/**
 * How deep a value nests arrays and objects (0 for a scalar), and whether an object in it has an own member
 * named `__proto__` (JSON.parse makes one; a reader's Object.assign or merge would take it as the object's
 * prototype); iterative.
 */
function shapeOf(value: unknown): { depth: number; protoMember: boolean } {
  let deepest = 0;
  let protoMember = false;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, above] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = above + 1;
    if (depth > deepest) deepest = depth;
    if (!Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, '__proto__')) protoMember = true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth]);
  }
  return { depth: deepest, protoMember };
}

/** Applies `ops` with fast-json-patch; an op that does not apply is a 400 naming it. */
function applyOps(doc: RunDocument, ops: readonly JsonPatchOp[]): RunDocument {
  try {
    return fjp.applyPatch(fjp.deepClone(doc) as RunDocument, ops as fjp.Operation[], true, true).newDocument;
  } catch (err) {
    if (err instanceof fjp.JsonPatchError) throw invalid(`/ops/${err.index ?? 0}`, `the op does not apply to the run document (${err.name})`);
    throw err;
  }
}

/** PATCH /runs/{id} and run.update (11.2): the new version. */
export async function patchRun(ctx: ServerContext, principalId: string, v: Visibility, runId: string, body: PatchRunRequest): Promise<{ version: number }> {
  requireRun(v, await findRun(queryableOf(ctx), runId), 'agent');
  checkAllowed(body.ops, ctx.twins?.runDocumentDepthUnbounded ? Infinity : ctx.config.server.jsonMaxDepth);
  // A follow-up report as RFC 6902 on the document: /followups/<id> with {status}.
  const reports = body.ops.map((op, i) => followupReportOf(op, i));
  const content = body.ops.filter((_, i) => !reports[i]);
  const minInterval = ctx.config.spec['agent.run_update_min_interval'];
  const agent = { kind: 'agent', id: principalId } as const;
  const { result } = await runEventTransaction(ctx, async (client) => {
    const run = (await readRun(client, runId, true))!;
    if (!isActive(run.state)) {
      throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`, run.state_reason === 'cancel_timeout' ? { reason: 'cancel_timeout' } : {});
    }
    const current = documentOf(run.document, run.state, run.version);
    if (body.base_version !== run.version) {
      throw new DomainError(ProblemCode.BaseVersionConflict, `base_version ${body.base_version} is not the run's version ${run.version}`, { current });
    }
    if (content.length) await enforceMinInterval(client, run.id, minInterval);
    const { events, status } = await applyFollowupReports(client, run, reports.flatMap((r) => (r ? [r] : [])), agent, ctx);
    const ops = body.ops.map((op, i) => (reports[i] ? { op: 'add' as const, path: `/followups/${reports[i]!.messageId}`, value: { status: status.get(i) ?? reports[i]!.status } } : op));
    const applied = applyNormalized(current, ops);
    const normalized = applied.ops;
    let next = applied.doc;
    // 11.3: the patch after a stall warning clears it, and says so in its ops.
    if (next.stall_warned_at !== undefined) {
      normalized.push({ op: 'remove', path: '/stall_warned_at' });
      next = applyOps(next, [{ op: 'remove', path: '/stall_warned_at' }]);
    }
    const version = run.version + 1;
    next = { ...next, state: run.state, version };
    const verdict = check(validators.RunDocument, next);
    if (!verdict.ok) throw new DomainError(ProblemCode.ValidationFailed, `the patched document does not match run_document.v1: ${formatIssues(verdict.issues)}`, { errors: verdict.issues.map((x) => ({ pointer: x.path, message: x.message })) });
    const json = JSON.stringify(next);
    if (!ctx.twins?.runDocumentUnbounded) refuseOversizedDocument(ctx, next, json, current);
    await storeVersion(client, { run_id: run.id, thread_id: run.thread_id, version }, run.version, normalized, json, content.length > 0);
    return { result: { version }, events };
  });
  return result;
}

/** agent.run_update_min_interval per run (11.2, D161), by the database's clock under the row lock. */
async function enforceMinInterval(db: Queryable, runId: string, minMs: number): Promise<void> {
  const { rows } = await db.query<{ since_ms: number | null }>(`SELECT EXTRACT(EPOCH FROM (now() - patched_at)) * 1000 AS since_ms FROM runs WHERE id = $1`, [runId]);
  const since = rows[0]?.since_ms === null || rows[0]?.since_ms === undefined ? Infinity : Number(rows[0].since_ms);
  if (since < minMs) {
    const wait = Math.ceil(minMs - since);
    throw new DomainError(ProblemCode.RateLimited, `at most one patch per agent.run_update_min_interval (${minMs} ms) per run`, { retry_after_ms: wait }, { 'Retry-After': retryAfterSeconds(wait) });
  }
}

/**
 * Stores one new version of a run's document with its normalized ops (D163) and
 * notifies every node when the transaction commits (R-SY-25). Used by the
 * adapter's patch and by the stall check.
 */
export async function storeVersion(db: Queryable, msg: Omit<RunChangedMessage, 'k'>, baseVersion: number, ops: readonly JsonPatchOp[], docJson: string, content: boolean): Promise<void> {
  await db.query(
    `UPDATE runs SET version = $2, document = $3::jsonb, updated_at = now()${content ? ', patched_at = now()' : ''} WHERE id = $1`,
    [msg.run_id, msg.version, docJson],
  );
  await db.query(`INSERT INTO run_patches (run_id, version, base_version, ops) VALUES ($1, $2, $3, $4::jsonb)`, [msg.run_id, msg.version, baseVersion, JSON.stringify(ops)]);
  await db.query(`DELETE FROM run_patches WHERE run_id = $1 AND version <= $2`, [msg.run_id, msg.version - RUN_PATCHES_KEPT]);
  const notice: RunChangedMessage = { k: 'run', ...msg };
  await db.query(`SELECT pg_notify('${EPHEMERAL_CHANNEL}', $1)`, [JSON.stringify(notice)]);
}

/**
 * The runs.stall_check job (11.3, D166): a running run whose adapter stored no
 * content patch for server.run_stall_after (since its start) gets stall_warned_at,
 * with a version step of its own and the op `add /stall_warned_at`; the adapter's
 * next patch clears it (patchRun). Each run locked and decided again in its own
 * transaction, by the database's clock, so several nodes warn a run once.
 * Returns how many it warned.
 */
export async function checkStalls(ctx: ServerContext, limit = 200): Promise<number> {
  const after = ctx.config.server.runStallAfterMs;
  const due = (p: string) => `state = 'running' AND NOT (document ? 'stall_warned_at') AND COALESCE(patched_at, started_at, created_at) <= now() - ${p} * interval '1 millisecond'`;
  const { rows } = await ctx.pool.query<{ id: string }>(`SELECT id FROM runs WHERE ${due('$1')} ORDER BY id LIMIT $2`, [after, limit]);
  let warned = 0;
  for (const { id } of rows) {
    const { result } = await runEventTransaction(ctx, async (client) => {
      const run = await readRun(client, id, true);
      if (!run) return { result: false, events: [] };
      const { rows: still } = await client.query<{ at: Date }>(`SELECT now() AS at FROM runs WHERE id = $1 AND ${due('$2')}`, [id, after]);
      if (!still[0]) return { result: false, events: [] };
      const op: JsonPatchOp = { op: 'add', path: '/stall_warned_at', value: still[0].at.toISOString() };
      const version = run.version + 1;
      const next = { ...applyOps(documentOf(run.document, run.state, run.version), [op]), version };
      await storeVersion(client, { run_id: id, thread_id: run.thread_id, version }, run.version, [op], JSON.stringify(next), false);
      return { result: true, events: [] };
    });
    if (result) warned += 1;
  }
  return warned;
}
