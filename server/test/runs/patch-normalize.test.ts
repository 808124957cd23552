// The adapter's patch (11.2; D160, D162) as a unit: applyNormalized applies the ops to one
// copy of the document, so its work grows with the patch and the document, never with
// their product (a patch of thousands of ops blocked the event loop for seconds:
// fast-json-patch with mutateDocument = false copied the whole document per op). Work
// is counted, not timed: fast-json-patch copies through JSON.stringify, so the bytes
// it writes are the copies it makes.
import { ProblemCode } from '@bothy/generated';
import type { JsonPatchOp } from '@bothy/generated';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../src/errors.ts';
import { applyNormalized } from '../../src/runs/patch.ts';

afterEach(() => vi.restoreAllMocks());

const base = () => ({ state: 'running', version: 3, status_line: 'x', steps: { s1: { ordinal: 0, kind: 'tool', name: 'grep', status: 'running' } }, followups: {} });
const manyAdds = (n: number): JsonPatchOp[] => [{ op: 'add', path: '/metrics', value: {} }, ...Array.from({ length: n }, (_, i): JsonPatchOp => ({ op: 'add', path: `/metrics/k${i}`, value: i }))];

/** The bytes JSON.stringify writes while `f` runs. */
function stringifiedBytes(f: () => void): number {
  const original = JSON.stringify;
  let bytes = 0;
  vi.spyOn(JSON, 'stringify').mockImplementation(((...args: Parameters<typeof JSON.stringify>) => {
    const text = original(...args);
    bytes += text?.length ?? 0;
    return text;
  }) as typeof JSON.stringify);
  f();
  vi.restoreAllMocks();
  return bytes;
}

describe('applyNormalized does work linear in the patch (11.2, D162)', () => {
  it('2000 small adds copy about the document and the ops once, not the document once per op', () => {
    const doc = base();
    const ops = manyAdds(2000);
    const input = JSON.stringify(doc).length + JSON.stringify(ops).length;
    const bytes = stringifiedBytes(() => applyNormalized(doc, ops).ops);
    // Per-op copies would write about 2000 × half of the final document (some 10 MB).
    expect(bytes).toBeLessThanOrEqual(2 * input);
  });

  it('keeps the semantics: an add of an existing member is a replace, the result is the patched document, neither the document nor the ops change', () => {
    const doc = base();
    const before = structuredClone(doc);
    const ops: JsonPatchOp[] = [
      { op: 'add', path: '/metrics', value: { x: 1 } },
      { op: 'add', path: '/metrics/x', value: 2 },
      { op: 'add', path: '/metrics/y', value: 3 },
      { op: 'remove', path: '/metrics/y' },
      { op: 'add', path: '/status_line', value: 'y' },
    ];
    const sent = structuredClone(ops);
    const { ops: normalized, doc: next } = applyNormalized(doc, ops);
    expect(normalized.map((o) => o.op)).toEqual(['add', 'replace', 'add', 'remove', 'replace']);
    expect(next).toEqual({ ...before, status_line: 'y', metrics: { x: 2 } });
    expect(doc).toEqual(before);
    expect(ops).toEqual(sent);
  });

  it('the value of an op stays as sent when later ops change that member (the stored ops replay to the stored document)', () => {
    const ops: JsonPatchOp[] = [{ op: 'add', path: '/metrics', value: { x: 1 } }, { op: 'remove', path: '/metrics/x' }];
    const { ops: normalized, doc } = applyNormalized(base(), ops);
    expect(normalized).toEqual([{ op: 'add', path: '/metrics', value: { x: 1 } }, { op: 'remove', path: '/metrics/x' }]);
    expect(doc).toMatchObject({ metrics: {} });
  });

  it('an op that does not apply is 400 naming /ops/i, and the document stays as it was', () => {
    const doc = base();
    const before = structuredClone(doc);
    const ops: JsonPatchOp[] = [...manyAdds(10), { op: 'replace', path: '/steps/none/status', value: 'done' }];
    let err: unknown;
    try {
      applyNormalized(doc, ops);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: ProblemCode.ValidationFailed, status: 400, extensions: { errors: [{ pointer: '/ops/11' }] } });
    expect(doc).toEqual(before);
  });

  it.each(['add', 'replace'] as const)('%s without a value is 400 naming /ops/i, not a null in the document (a review of D302)', (op) => {
    const ops = [{ op: 'add', path: '/metrics', value: {} }, { op: 'add', path: '/metrics/x', value: 1 }, { op, path: '/metrics/x' }] as JsonPatchOp[];
    expect(() => applyNormalized(base(), ops)).toThrow(DomainError);
    try {
      applyNormalized(base(), ops);
    } catch (e) {
      expect(e).toMatchObject({ code: ProblemCode.ValidationFailed, status: 400, extensions: { errors: [{ pointer: '/ops/2' }] } });
    }
  });
});

describe('an op on a prototype member (11.2, D160)', () => {
  it('is a 400 naming the op, in words, with the document and Object.prototype unchanged', () => {
    const doc = base();
    let refused: unknown;
    try {
      applyNormalized(doc, [{ op: 'add', path: '/steps/__proto__', value: { polluted: true } } as JsonPatchOp]);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toMatch(/__proto__, constructor or prototype/);
    expect((refused as DomainError).message).not.toMatch(/TypeError/);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(doc).toEqual(base());
  });
});
