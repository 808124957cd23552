// The validators as shipped (generated/src/validators.js: compiled from the validation forms of
// the bundle, without annotations, with the schema objects ajv's code reads replaced by the members
// it reads; validators.ts, catalogue.ts) accept exactly what the contracts' schemas as written
// accept. The schemas as written are compiled here at run time with codegen's ajv options and both
// are run on samples of every named schema and their mutations, the unions also on every branch's
// cases and the dispatch frame and the events page on every delivered event's; the twin runs the
// comparison against a validator that accepts one thing too many and shows that it sees it. The
// errors, with the messages validators.js puts in place of ajv's, are those of ajv with its own.
import { validators } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { BUNDLE_ID, stripExtensions } from '../src/bundle.ts';
import { createAjv, withoutAnnotations } from '../src/validators.ts';
import { CodegenError, pointers, sample, withPointer, type Json, type JsonObject } from '../src/index.ts';
import { model } from './helpers.ts';

const { bundle } = await model();

type Check = (data: unknown) => boolean;

const asWritten = (() => {
  const $defs: JsonObject = {};
  for (const def of bundle.defs.values()) $defs[def.name] = stripExtensions(def.schema);
  const ajv = createAjv(false);
  ajv.addSchema({ $id: BUNDLE_ID, $defs });
  return (name: string) => ajv.getSchema(`${BUNDLE_ID}#/$defs/${name}`) as Check;
})();

/** ajv with its messages, on the same schemas as codegen (validation forms, without annotations). */
const withAjvMessages = (() => {
  const ajv = createAjv(false);
  ajv.addSchema(withoutAnnotations(bundle.toJsonSchema()) as JsonObject);
  return (name: string) => ajv.getSchema(`${BUNDLE_ID}#/$defs/${name}`) as Check & { errors?: { schemaPath?: string }[] | null };
})();

const shipped = (name: string) => (validators as unknown as Record<string, Check>)[bundle.get(name).tsName]!;

const WRONG: Json[] = [null, 12345, 'x', true, [], {}];
const own = new Map<string, Json[]>();

/** Samples (full and minimal), each member removed or replaced by values of the wrong kind, an unknown member. */
function ownCases(name: string): Json[] {
  let out = own.get(name);
  if (out) return out;
  out = [];
  for (const mode of ['full', 'minimal'] as const) {
    let s: Json;
    try {
      s = sample(bundle, name, { mode });
    } catch (e) {
      // A few REST schemas (patterns without a sample) are compared only where others carry them.
      if (e instanceof CodegenError && e.code === 'unsupported_schema') break;
      throw e;
    }
    out.push(s);
    if (s !== null && typeof s === 'object' && !Array.isArray(s)) out.push({ ...s, unknown_field: 1 });
    for (const p of pointers(s)) {
      out.push(withPointer(s, p, undefined));
      for (const w of WRONG) out.push(withPointer(s, p, w));
    }
  }
  own.set(name, out);
  return out;
}

const branches = (name: string): string[] => {
  const oneOf = bundle.get(name).schema.oneOf ?? bundle.get(name).schema.anyOf;
  return Array.isArray(oneOf) ? oneOf.flatMap((b) => (typeof (b as JsonObject).$ref === 'string' ? [((b as JsonObject).$ref as string).replace('#/$defs/', '')] : [])) : [];
};

const eventVariants = [...bundle.defs.keys()].filter((n) => n.startsWith('Event.') || n.startsWith('StoredEvent.'));

function valueAt(value: Json, pointer: string): Json {
  let cur = value;
  for (const part of pointer.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return undefined as unknown as Json;
    cur = Array.isArray(cur) ? (cur[Number(part)] as Json) : ((cur as JsonObject)[part] as Json);
  }
  return cur;
}

function cases(name: string): Json[] {
  const out = [...ownCases(name), ...branches(name).flatMap(ownCases)];
  if (name.endsWith('.redacted')) {
    // The payload as written, and the redacted sample with each member of the payload's put back.
    const payload = name.slice(0, -'.redacted'.length);
    const full = sample(bundle, payload);
    const redacted = sample(bundle, name);
    out.push(...ownCases(payload));
    for (const p of pointers(full)) {
      const parent = valueAt(redacted, p.slice(0, p.lastIndexOf('/')));
      if (parent !== null && typeof parent === 'object') out.push(withPointer(redacted, p, valueAt(full, p)));
    }
  }
  if (name === 'DispatchFrame' || name === 'ServerFrame') for (const n of eventVariants) out.push(...ownCases(n).map((d) => ({ op: 'dispatch', d })));
  if (name === 'EventsPage') {
    const page = sample(bundle, 'EventsPage') as JsonObject;
    for (const n of eventVariants) out.push(...ownCases(n).map((e) => ({ ...page, events: [e] })));
  }
  return out;
}

function disagreements(names: string[], check: (name: string) => Check = shipped): string[] {
  const out: string[] = [];
  for (const name of names) {
    const a = check(name);
    const b = asWritten(name);
    for (const c of cases(name)) {
      const verdict = a(c);
      if (verdict !== b(c)) out.push(`${name}: ${verdict ? 'accepts' : 'refuses'} ${JSON.stringify(c).slice(0, 300)}`);
    }
  }
  return out;
}

describe('generated validators as shipped (2.2, 2.3, D74, D527)', () => {
  const names = [...bundle.defs.keys()];

  it('every named schema has a shipped validator', () => {
    expect(names.filter((n) => typeof shipped(n) !== 'function')).toEqual([]);
  });

  it('the frames, events and the events page have valid samples to compare on', () => {
    const roots = ['ServerFrame', 'ClientFrame', 'DispatchFrame', 'EventsPage', 'Event', 'StoredEvent', 'ResyncRequiredFrame', ...eventVariants];
    expect(roots.filter((n) => !ownCases(n).some((c) => asWritten(n)(c)))).toEqual([]);
  });

  it('accept exactly what the schemas as written accept, on samples and their mutations, unions on every branch', () => {
    expect(disagreements(names)).toEqual([]);
  });

  it('report the errors, messages included, that ajv compiled with its messages reports', () => {
    const differ: string[] = [];
    for (const name of ['ServerFrame', 'ClientFrame', 'EventsPage', 'Event', 'StoredEvent', 'ResyncRequiredFrame', ...names.filter((n) => n.endsWith('.redacted'))]) {
      const a = shipped(name) as Check & { errors?: unknown };
      const b = withAjvMessages(name);
      for (const c of cases(name)) {
        a(c);
        b(c);
        const expected = b.errors?.map(({ schemaPath: _, ...e }) => e) ?? null;
        if (JSON.stringify(a.errors ?? null) !== JSON.stringify(expected)) differ.push(`${name}: ${JSON.stringify(a.errors)} != ${JSON.stringify(expected)}`);
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('the twin: a validator that also accepts an unknown member of one event variant is seen', () => {
    const loose = (name: string): Check => {
      const strict = shipped(name);
      return (data) => strict(data) || (name === 'Event.message.created' && typeof data === 'object' && data !== null && 'unknown_field' in data);
    };
    expect(disagreements(['Event.message.created'], loose).length).toBeGreaterThan(0);
  });
});
