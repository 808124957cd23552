// The validators as shipped (generated/src/validators.js: compiled from the validation forms of
// the bundle, without annotations, with the schema objects ajv's code reads replaced by the members
// it reads; validators.ts, catalogue.ts) accept exactly what the contracts' schemas as written
// accept. The schemas as written are compiled here at run time with codegen's ajv options and both
// are run on samples of every named schema on every branch of each oneOf/anyOf they reach (nested
// ones too) and their mutations (members removed or of the wrong kind, an unknown member in every
// object, each limit met and just missed, a patternProperties key), and the dispatch frame and the
// events page on every event variant's; the twins run the comparison against validators wrong in
// one place each (an unknown member at the root and nested, a maxLength, a nested oneOf's second
// branch) and show that it sees them. The
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

/** Keys tried for a patternProperties pattern; a pattern none of them matches fails the test (add one). */
const PATTERN_KEYS = ['x', 'a', 'x-a', 'x_a', 'a.b', 'A', '0', 'sample', 'en', 'en-US', 'sample_key', '/a'];

const isPlainObject = (v: Json): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A string of length n made from the value (cut or continued with its last character). */
const ofLength = (v: Json, n: number): string => {
  const s = typeof v === 'string' && v.length > 0 ? v : 'x';
  return s.length >= n ? s.slice(0, n) : s + s.slice(-1).repeat(n - s.length);
};

/** An array of length n made from the value's items (cut or continued with its first item). */
const ofItems = (v: Json, n: number): Json[] | undefined => {
  const a = Array.isArray(v) ? v : [];
  if (a.length >= n) return a.slice(0, n);
  return a.length === 0 ? undefined : [...a, ...Array.from({ length: n - a.length }, () => structuredClone(a[0]) as Json)];
};

/** The schema and the members of its allOf, each dereferenced: where a value's limits are. */
function constraining(schema: JsonObject): JsonObject[] {
  const out = [schema];
  if (Array.isArray(schema.allOf)) for (const m of schema.allOf) if (isPlainObject(m as Json)) out.push(...constraining(bundle.deref(m as JsonObject)));
  return out;
}

/** The value at a pointer put just inside and just outside each limit of a schema there, and a patternProperties key added. */
function limitCases(s: Json, at: string, value: Json, schema: JsonObject): Json[] {
  const out: Json[] = [];
  const put = (v: Json | undefined) => void (v !== undefined && out.push(withPointer(s, at, v)));
  const step = schema.type === 'integer' ? 1 : 0.5;
  if (typeof schema.minimum === 'number') put(schema.minimum), put(schema.minimum - step);
  if (typeof schema.maximum === 'number') put(schema.maximum), put(schema.maximum + step);
  if (typeof schema.exclusiveMinimum === 'number') put(schema.exclusiveMinimum), put(schema.exclusiveMinimum + step);
  if (typeof schema.exclusiveMaximum === 'number') put(schema.exclusiveMaximum), put(schema.exclusiveMaximum - step);
  if (typeof schema.minLength === 'number') put(ofLength(value, schema.minLength)), schema.minLength > 0 && put(ofLength(value, schema.minLength - 1));
  if (typeof schema.maxLength === 'number') put(ofLength(value, schema.maxLength)), put(ofLength(value, schema.maxLength + 1));
  if (typeof schema.minItems === 'number') put(ofItems(value, schema.minItems)), schema.minItems > 0 && put(ofItems(value, schema.minItems - 1));
  if (typeof schema.maxItems === 'number') put(ofItems(value, schema.maxItems)), put(ofItems(value, schema.maxItems + 1));
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    const withKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => (i < keys.length ? [keys[i]!, value[keys[i]!]!] : [`extra_${i}`, 1])));
    if (typeof schema.minProperties === 'number') put(withKeys(schema.minProperties)), schema.minProperties > 0 && put(withKeys(schema.minProperties - 1));
    if (typeof schema.maxProperties === 'number') put(withKeys(schema.maxProperties)), put(withKeys(schema.maxProperties + 1));
    if (isPlainObject(schema.patternProperties as Json)) {
      for (const pattern of Object.keys(schema.patternProperties as JsonObject)) {
        const key = PATTERN_KEYS.find((k) => new RegExp(pattern, 'u').test(k));
        if (key === undefined) throw new Error(`no key in PATTERN_KEYS matches the patternProperties pattern ${pattern}; add one`);
        for (const v of ['sample', 1, null, {}] as Json[]) put({ ...value, [key]: v });
      }
    }
  }
  return out;
}

/** At most this many samples per schema and mode, one per branch of each oneOf/anyOf reached (nested ones too). */
const MAX_BRANCH_SAMPLES = 400;

/**
 * Samples (full and minimal) on every branch of every oneOf/anyOf they reach; of each, each member
 * removed or replaced by values of the wrong kind, an unknown member added to each object, each
 * limit met and just missed, a patternProperties key added.
 */
function ownCases(name: string): Json[] {
  let out = own.get(name);
  if (out) return out;
  out = [];
  for (const mode of ['full', 'minimal'] as const) {
    const seen = new Set<string>(['{}']);
    const queue: Record<string, number>[] = [{}];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const branches = next;
      const at = new Map<string, JsonObject[]>();
      let s: Json;
      try {
        s = sample(bundle, name, { mode, branches, visit: (p, schema) => void (at.get(p) ?? at.set(p, []).get(p)!).push(schema) });
      } catch (e) {
        // A few REST schemas (patterns without a sample) are compared only where others carry them.
        if (e instanceof CodegenError && e.code === 'unsupported_schema') continue;
        throw e;
      }
      for (const [p, schemas] of at) {
        for (const schema of schemas) {
          const list = schema.oneOf ?? schema.anyOf;
          if (!Array.isArray(list) || p in branches) continue;
          for (let i = 1; i < list.length; i += 1) {
            const more = { ...branches, [p]: i };
            const key = JSON.stringify(more);
            if (!seen.has(key)) seen.add(key), queue.push(more);
          }
        }
      }
      expect(seen.size, `${name}: oneOf/anyOf branches to sample`).toBeLessThanOrEqual(MAX_BRANCH_SAMPLES);
      out.push(s);
      for (const p of ['', ...pointers(s)]) {
        const value = valueAt(s, p);
        if (isPlainObject(value)) out.push(withPointer(s, `${p}/unknown_field`, 1));
        for (const schema of (at.get(p) ?? []).flatMap(constraining)) out.push(...limitCases(s, p, value, schema));
        if (p === '') continue;
        out.push(withPointer(s, p, undefined));
        for (const w of WRONG) out.push(withPointer(s, p, w));
      }
    }
  }
  own.set(name, out);
  return out;
}

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
  const out = [...ownCases(name)];
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
  // Every variant, delivered and stored, in a dispatch frame and in a page (the unions' own branches are in ownCases).
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

  // The mutations that reach below the first level: each twin is wrong only where one of them looks.
  const someString = (v: unknown, length: number): boolean =>
    typeof v === 'string' ? [...v].length === length : v !== null && typeof v === 'object' && Object.values(v).some((x) => someString(x, length));
  const LOOSER: [what: string, name: string, loose: (strict: Check) => Check][] = [
    ['also accepts an unknown member of the message in a payload', 'Event.message.created',
      (strict) => (data) => strict(data) || (isPlainObject(((data as JsonObject)?.payload as JsonObject)?.message as Json) && 'unknown_field' in (((data as JsonObject).payload as JsonObject).message as JsonObject))],
    ['also accepts a string one longer than a maxLength of 64', 'ClientFrame', (strict) => (data) => strict(data) || someString(data, 65)],
    ['refuses the second branch of a nested oneOf (an agent\'s identify)', 'ClientFrame',
      (strict) => (data) => strict(data) && !((data as JsonObject)?.op === 'identify' && asWritten('IdentifyAgent')((data as JsonObject).d))],
  ];
  it.each(LOOSER)('the twin: a validator that %s is seen', (_what, name, loose) => {
    const strict = shipped(name);
    expect(disagreements([name], (n) => (n === name ? loose(strict) : shipped(n))).length).toBeGreaterThan(0);
  });
});
