// The names of the run document's members in a patch (11.2, RFC 6902 4.2/4.3; D514 addendum). A
// replace or remove must name a member the document has: the patch library resolves a name with the
// object's prototype, and `remove /metrics/toString` on metrics without such a member made a new
// version that changed nothing, stored and sent as an op a strict RFC 6902 reader refuses. A value
// may not carry a member named __proto__ (JSON.parse makes one; a reader's Object.assign or merge takes
// it as the object's prototype), as no pointer may name one. Each refusal is 400 validation_failed
// naming the op, and nothing is stored. Real server and PostgreSQL; the body is sent as raw JSON.
import { ProblemCode, type JsonPatchOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite({ overrides: { 'agent.run_update_min_interval': '1ms' } });
const t = s.t;

const read = async (r: TriggeredRun) => (await r.agent.request<{ version: number; document: Record<string, unknown> }>('GET', `/api/v1/runs/${r.runId}`)).body;

/** PATCH /runs/{id} with `ops` as raw JSON text (so that a member named __proto__ is sent as it is written). */
async function patchRaw(r: TriggeredRun, base: number, ops: string) {
  const res = await fetch(new URL(`/api/v1/runs/${r.runId}`, t.server.url), {
    method: 'PATCH',
    headers: { authorization: `DPoP ${r.agent.apiToken}`, 'content-type': 'application/json' },
    body: `{"base_version":${base},"ops":${ops}}`,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a patch names members the run document has (11.2, RFC 6902 4.2, 4.3; D514 addendum)', () => {
  it.each([
    ['remove of a name only the prototype has', { op: 'remove', path: '/metrics/toString' }],
    ['replace of a name only the prototype has', { op: 'replace', path: '/metrics/constructor', value: 1 }],
    ['replace of a missing member', { op: 'replace', path: '/metrics/tokens', value: 1 }],
  ] as [string, JsonPatchOp][])('%s is 400 validation_failed naming the op, and nothing is stored', async (_name, op) => {
    const r = await s.running();
    const base = (await read(r)).version;
    const res = await patchRaw(r, base, JSON.stringify([{ op: 'add', path: '/metrics', value: { turns: 1 } }, op]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/ops/1' }] });
    const after = await read(r);
    expect(after.version).toBe(base);
    expect(after.document.metrics).toBeUndefined();
  });

  it('a member of the document with such a name is replaced and removed as any other', async () => {
    const r = await s.running();
    const base = (await read(r)).version;
    const ops = [{ op: 'add', path: '/metrics', value: { constructor: 1, toString: 2 } }, { op: 'replace', path: '/metrics/constructor', value: 3 }, { op: 'remove', path: '/metrics/toString' }];
    const res = await patchRaw(r, base, JSON.stringify(ops));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await read(r)).document.metrics).toEqual({ constructor: 3 });
  });

  it.each([
    ['at the top of the value', '[{"op":"add","path":"/metrics","value":{"__proto__":{"admin":true}}}]', '/ops/0/value'],
    ['deeper in it', '[{"op":"add","path":"/status_line","value":"ok"},{"op":"add","path":"/steps/s1","value":{"ordinal":0,"kind":"tool","name":"x","status":"running","input":[{"__proto__":{}}]}}]', '/ops/1/value'],
  ])('a value with a member named __proto__ %s is 400 validation_failed naming it, and nothing is stored', async (_where, ops, pointer) => {
    const r = await s.running();
    const base = (await read(r)).version;
    const res = await patchRaw(r, base, ops);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer }] });
    const after = await read(r);
    expect(after.version).toBe(base);
    expect(JSON.stringify(after.document)).not.toContain('__proto__');
  });
});
