// Coalescing of run.updated (11.3, D162) as a property: for random sequences of
// normalized patches on random run documents, the old document plus the
// coalesced ops equals the new document, and the coalesced list is never
// longer. The twin merges across array shifts and must fail the same check.
import type { JsonPatchOp } from '@bothy/generated';
import fjp from 'fast-json-patch';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { COALESCE_WALK_MAX, coalesceOps, type CoalesceOptions } from '../../src/runs/coalesce.ts';
import { applyNormalized } from '../../src/runs/patch.ts';

function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

type Doc = { status_line?: string; plan: { id: string; text: string; status: string }[]; steps: Record<string, { ordinal: number; kind: string; name: string; status: string }> };

/** One op that is valid on `doc` (add, replace or remove on the status line, the plan array, the steps object). */
function randomOp(doc: Doc, r: () => number): JsonPatchOp {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const n = doc.plan.length;
  const keys = Object.keys(doc.steps);
  const item = () => ({ id: `p${Math.floor(r() * 1000)}`, text: `t${Math.floor(r() * 100)}`, status: pick(['pending', 'in_progress', 'done']) });
  const step = () => ({ ordinal: Math.floor(r() * 9), kind: 'tool', name: `n${Math.floor(r() * 9)}`, status: pick(['running', 'done']) });
  const choices: (() => JsonPatchOp)[] = [
    () => ({ op: 'replace', path: '/status_line', value: `s${Math.floor(r() * 100)}` }),
    () => ({ op: 'add', path: `/plan/${Math.floor(r() * (n + 1))}`, value: item() }),
    () => ({ op: 'add', path: '/plan/-', value: item() }),
    () => ({ op: 'add', path: `/steps/${pick(['a', 'b', 'c', '7', 'd'])}`, value: step() }),
    () => ({ op: 'replace', path: '/plan', value: [item()] }),
  ];
  if (n) {
    choices.push(() => ({ op: 'remove', path: `/plan/${Math.floor(r() * n)}` }));
    choices.push(() => ({ op: 'replace', path: `/plan/${Math.floor(r() * n)}/status`, value: pick(['done', 'skipped']) }));
    choices.push(() => ({ op: 'replace', path: `/plan/${Math.floor(r() * n)}`, value: item() }));
  }
  if (keys.length) {
    choices.push(() => ({ op: 'remove', path: `/steps/${pick(keys)}` }));
    choices.push(() => ({ op: 'replace', path: `/steps/${pick(keys)}/status`, value: pick(['done', 'failed']) }));
  }
  return pick(choices)();
}

/** Runs `trials` random windows; the number that broke the property. */
function broken(trials: number, options: CoalesceOptions): number {
  let failures = 0;
  for (let t = 0; t < trials; t++) {
    const r = rng(t + 1);
    let doc: Doc = { status_line: 'start', plan: [{ id: 'x', text: 'x', status: 'pending' }], steps: { a: { ordinal: 0, kind: 'tool', name: 'a', status: 'running' } } };
    const old = fjp.deepClone(doc) as Doc;
    const stored: JsonPatchOp[] = [];
    const patches = 1 + Math.floor(r() * 8);
    for (let p = 0; p < patches; p++) {
      const ops = Array.from({ length: 1 + Math.floor(r() * 3) }, () => {
        const op = randomOp(doc, r);
        // Each op is generated on the document as it is after the ones before it.
        const [normalized] = applyNormalized(doc, [op]).ops;
        doc = fjp.applyPatch(doc, [op as fjp.Operation], true, false).newDocument;
        return normalized!;
      });
      stored.push(...ops);
    }
    const merged = coalesceOps(stored, options);
    let ok: boolean;
    try {
      ok = isDeepStrictEqual(fjp.applyPatch(fjp.deepClone(old), merged as fjp.Operation[], true, false).newDocument, doc) && merged.length <= stored.length;
    } catch {
      ok = false;
    }
    if (!ok) failures++;
  }
  return failures;
}

describe('coalescing of run.updated (11.3): old document + coalesced ops = new document', () => {
  // Object members compare without their order: JSON objects are unordered (RFC 8259).
  it('holds for 3000 random windows of add, replace and remove on objects and arrays', () => {
    expect(broken(3000, {})).toBe(0);
  });

  it('twin: merging across array shifts breaks the property', () => {
    expect(broken(3000, { ignoreShifts: true })).toBeGreaterThan(0);
  });

  it('holds with the walk back cut short (a bound of 1, 2 and 3 earlier ops): merging less is never wrong', () => {
    for (const walkMax of [1, 2, 3]) expect(broken(1000, { walkMax }), `walkMax ${walkMax}`).toBe(0);
  });

  it('a later replace of a path replaces earlier ones; remove after add cancels out (11.3)', () => {
    expect(coalesceOps([
      { op: 'replace', path: '/status_line', value: 'a' },
      { op: 'add', path: '/steps/s1', value: { ordinal: 0 } },
      { op: 'replace', path: '/status_line', value: 'b' },
      { op: 'replace', path: '/steps/s1/status', value: 'done' },
      { op: 'remove', path: '/steps/s1' },
    ])).toEqual([{ op: 'replace', path: '/status_line', value: 'b' }]);
  });
});

describe('coalescing does work linear in the ops of a window (11.3; an agent sends what it likes)', () => {
  // One patch of many small adds of new members, as an agent may send within server.max_request_bytes.
  const adds = (n: number): JsonPatchOp[] => Array.from({ length: n }, (_, k) => ({ op: 'add', path: `/steps/s${k}`, value: { ordinal: k } }));

  const N = 4_000;

  it(`${N} adds on different paths: at most ${COALESCE_WALK_MAX} earlier ops looked at per op, every op kept`, () => {
    const counter = { steps: 0 };
    expect(coalesceOps(adds(N), { counter })).toHaveLength(N);
    expect(counter.steps).toBeLessThanOrEqual(N * COALESCE_WALK_MAX);
  });

  it('twin: the unbounded walk looks at n²/2 earlier ops', () => {
    const counter = { steps: 0 };
    coalesceOps(adds(N), { counter, walkMax: Infinity });
    expect(counter.steps).toBe((N * (N - 1)) / 2);
    expect(counter.steps).toBeGreaterThan(N * COALESCE_WALK_MAX);
  });

  it('the repeated replace of one path in a long window still merges to one op', () => {
    const ops: JsonPatchOp[] = [...adds(5_000), ...Array.from({ length: 1_000 }, (_, k): JsonPatchOp => ({ op: 'replace', path: '/status_line', value: `s${k}` }))];
    expect(coalesceOps(ops).filter((o) => o.path === '/status_line')).toEqual([{ op: 'replace', path: '/status_line', value: 's999' }]);
  });
});
