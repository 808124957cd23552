// The adapter's patch with many ops (11.2; D160, D162): a patch of 8001 small ops, well
// under server.max_request_bytes, is applied (it used to take seconds of a blocked
// event loop, see test/runs/patch-normalize.test.ts for the count of the work), the
// stored ops replay to the stored document, and a failing last op leaves nothing.
import { ProblemCode, type JsonPatchOp } from '@bothy/generated';
import fjp from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite({ overrides: { 'agent.run_update_min_interval': '1ms' } });
const t = s.t;

const call = (r: TriggeredRun, body?: unknown, method = 'GET') => r.agent.request<Record<string, unknown>>(method, `/api/v1/runs/${r.runId}`, body);
const documentOf = async (r: TriggeredRun) => (await call(r)).body.document as Record<string, unknown> & { version: number };
const storedOps = async (r: TriggeredRun, version: number) =>
  (await t.db.pool.query<{ ops: JsonPatchOp[] }>(`SELECT ops FROM run_patches WHERE run_id = $1 AND version = $2`, [r.runId, version])).rows[0]?.ops;

const manyAdds = (n: number): JsonPatchOp[] => [{ op: 'add', path: '/metrics', value: {} }, ...Array.from({ length: n }, (_, i): JsonPatchOp => ({ op: 'add', path: `/metrics/k${i}`, value: 1 }))];

describe('PATCH /runs/{id} with many ops (11.2, D162)', () => {
  it('8000 small adds in one patch are applied; the stored ops are the ops as sent and replay to the stored document', async () => {
    const r = await s.running();
    const before = await documentOf(r);
    const ops = manyAdds(8000);
    const res = await call(r, { base_version: before.version, ops }, 'PATCH');
    expect(res.status, res.text).toBe(200);
    const after = await documentOf(r);
    expect(Object.keys(after.metrics as object)).toHaveLength(8000);
    const stored = await storedOps(r, after.version);
    expect(stored).toEqual(ops);
    const replayed = fjp.applyPatch(structuredClone(before), stored as fjp.Operation[], true, true).newDocument;
    expect({ ...replayed, version: after.version }).toEqual(after);
  });

  it('a value a later op changes is stored as sent: add /metrics {x}, then remove /metrics/x replays', async () => {
    const r = await s.running();
    const before = await documentOf(r);
    const ops: JsonPatchOp[] = [{ op: 'add', path: '/metrics', value: { x: 1 } }, { op: 'remove', path: '/metrics/x' }];
    expect((await call(r, { base_version: before.version, ops }, 'PATCH')).status).toBe(200);
    const after = await documentOf(r);
    const stored = await storedOps(r, after.version);
    expect(stored).toEqual(ops);
    expect(() => fjp.applyPatch(structuredClone(before), stored as fjp.Operation[], true, true)).not.toThrow();
  });

  it('a failing op after 8000 that apply is 400 naming it, and the document and version stay', async () => {
    const r = await s.running();
    const before = await documentOf(r);
    const ops: JsonPatchOp[] = [...manyAdds(8000), { op: 'replace', path: '/steps/none/status', value: 'done' }];
    const res = await call(r, { base_version: before.version, ops }, 'PATCH');
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/ops/8001' }] });
    expect(await documentOf(r)).toEqual(before);
    expect(await storedOps(r, before.version + 1)).toBeUndefined();
  });
});
