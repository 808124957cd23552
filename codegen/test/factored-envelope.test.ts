// D74: the envelope variants are compiled in a factored form (the shared fields through one
// internal schema, listed by name only; the rest but the type's constants through one shape per
// set of members, D527), which must accept exactly what the variant as written
// (the schema the types come from) accepts. Both are compiled here at run time with the options of
// codegen and compared on samples and their mutations; the twin breaks the factoring on purpose
// and shows that the comparison sees it.
import { eventCatalogue, eventTypes, type EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { BUNDLE_ID, stripExtensions, type SchemaBundle } from '../src/bundle.ts';
import { createAjv } from '../src/validators.ts';
import { pointers, sample, withPointer, type Json, type JsonObject } from '../src/index.ts';
import { model } from './helpers.ts';

const { bundle } = await model();

type Check = (data: unknown) => boolean;

/** Every event variant's validator, compiled from the factored schemas or from the ones as written. */
function compile(b: SchemaBundle, form: 'factored' | 'as-written', internal = b.internal): Map<string, Check> {
  const $defs: JsonObject = {};
  for (const def of b.defs.values()) $defs[def.name] = stripExtensions(form === 'factored' ? (def.validation ?? def.schema) : def.schema);
  for (const [name, schema] of internal) $defs[name] = stripExtensions(schema);
  const ajv = createAjv(false);
  ajv.addSchema({ $id: BUNDLE_ID, $defs });
  const out = new Map<string, Check>();
  for (const def of b.defs.values()) {
    if (def.validation && /^(Stored)?Event\./.test(def.name)) out.set(def.name, ajv.getSchema(`${BUNDLE_ID}#/$defs/${def.name}`) as Check);
  }
  return out;
}

const WRONG: Json[] = [null, 12345, 'x', true, [], {}];

/** A sample, each member removed, each member replaced by values of the wrong kind, an unknown field. */
function cases(name: string): Json[] {
  const out: Json[] = [];
  for (const mode of ['full', 'minimal'] as const) {
    const s = sample(bundle, name, { mode });
    out.push(s, { ...(s as JsonObject), unknown_field: 1 });
    for (const p of pointers(s)) {
      out.push(withPointer(s, p, undefined));
      for (const w of WRONG) out.push(withPointer(s, p, w));
    }
  }
  return out;
}

function disagreements(a: Map<string, Check>, b: Map<string, Check>, names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    for (const c of cases(name)) {
      if (a.get(name)!(c) !== b.get(name)!(c)) out.push(`${name}: ${JSON.stringify(c).slice(0, 200)}`);
    }
  }
  return out;
}

const variantNames = (types: readonly EventType[]) => [
  ...types.map((t) => `Event.${t}`),
  ...types.filter((t) => eventCatalogue[t].durable).map((t) => `StoredEvent.${t}`),
];

describe('factored envelope variants (2.2, D74)', () => {
  const factored = compile(bundle, 'factored');
  const asWritten = compile(bundle, 'as-written');

  it('every event variant, delivered and stored, has a factored form', () => {
    expect([...factored.keys()].sort()).toEqual(variantNames(eventTypes).sort());
  });

  it('accept exactly what the variants as written accept, on samples and their mutations', () => {
    expect(disagreements(factored, asWritten, variantNames(eventTypes))).toEqual([]);
  });

  it('the twin: a factoring that loses one shared field schema is seen', () => {
    const shared = bundle.internal.get('Envelope.fields')!;
    const broken = new Map(bundle.internal);
    broken.set('Envelope.fields', { ...shared, properties: { ...(shared.properties as JsonObject), occurred_at: true } });
    const brokenFactored = compile(bundle, 'factored', broken);
    expect(disagreements(brokenFactored, asWritten, variantNames(['message.created'])).length).toBeGreaterThan(0);
  });

  it('the twin: a shape that loses the required members of its variants is seen', () => {
    const broken = new Map(bundle.internal);
    for (const [name, shape] of broken) if (name.startsWith('Envelope.shape.')) broken.set(name, { ...shape, required: [] });
    const brokenFactored = compile(bundle, 'factored', broken);
    expect(disagreements(brokenFactored, asWritten, variantNames(['message.created'])).length).toBeGreaterThan(0);
  });
});
