// The corpus of generated/go (D222): frames and envelopes the validators accept (the conformance
// fixtures, and a full and a minimal sample of every op and every event type), and copies that
// each break one constraint. The Go test round-trips the valid ones and expects a refusal where a
// model can refuse (`refused: true`); for the others (patterns, formats, minimum, minLength, the
// redaction rule) only the validators decide, and the test shows that the models let them through.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLE_ID, isObject, type SchemaBundle } from './bundle.ts';
import { eventSchemaName } from './catalogue.ts';
import type { Json, JsonObject } from './contracts.ts';
import type { Model } from './emit.ts';
import { resetSampleIds, sample, withPointer } from './samples.ts';
import { createAjv } from './validators.ts';
import { CodegenError } from './errors.ts';

export type CorpusUnion = 'ClientFrame' | 'ServerFrame' | 'Event' | 'StoredEvent';

export interface ValidEntry {
  union: CorpusUnion;
  source: string;
  value: Json;
}

/** What a broken copy breaks; the first six are what a Go model refuses. */
export const BREAKS = ['unknown_member', 'required', 'enum', 'const', 'type', 'null', 'pattern', 'format', 'minLength', 'minimum', 'redaction'] as const;
export type Break = (typeof BREAKS)[number];
const REFUSED: ReadonlySet<Break> = new Set(['unknown_member', 'required', 'enum', 'const', 'type', 'null']);

export interface BrokenEntry {
  union: CorpusUnion;
  source: string;
  breaks: Break;
  at: string;
  refused: boolean;
  value: Json;
}

const AJV_BREAKS: Record<string, Break> = {
  additionalProperties: 'unknown_member',
  required: 'required',
  enum: 'enum',
  const: 'const',
  discriminator: 'const',
  type: 'type',
  pattern: 'pattern',
  format: 'format',
  minLength: 'minLength',
  minimum: 'minimum',
};

interface Site {
  breaks: Break;
  at: string;
  replacement: Json | undefined;
}

/** The first site of each kind of break in a value, walking the value along its schema. */
function sites(bundle: SchemaBundle, schema: JsonObject, value: Json, at: string, out: Map<Break, Site>): void {
  const add = (breaks: Break, replacement: Json | undefined, where = at): void => {
    if (!out.has(breaks)) out.set(breaks, { breaks, at: where, replacement });
  };
  const s = bundle.deref(schema);
  if (at !== '') add('null', null);
  if (isObject(s.discriminator) && Array.isArray(s.oneOf) && isObject(value)) {
    const by = String(s.discriminator.propertyName);
    for (const m of s.oneOf as JsonObject[]) {
      const member = bundle.deref(m);
      const props = member.properties as JsonObject;
      if ((props[by] as JsonObject).const === value[by]) sites(bundle, member, value, at, out);
    }
    return;
  }
  if (Array.isArray(s.oneOf) || Array.isArray(s.allOf)) return;
  if (s.const !== undefined && typeof s.const !== 'object') {
    add('const', typeof s.const === 'string' ? `not_${s.const}` : 99);
    return;
  }
  if (Array.isArray(s.enum)) {
    add('enum', 'not_in_the_enum');
    return;
  }
  if (isObject(value) && s.type === 'object') {
    const props = isObject(s.properties) ? s.properties : {};
    if (s.additionalProperties === false) add('unknown_member', true, `${at}/unknown_member`);
    const required = Array.isArray(s.required) ? s.required.map(String) : [];
    for (const r of required) if (r in value) add('required', undefined, `${at}/${r}`);
    for (const [k, v] of Object.entries(value)) {
      const ps = props[k] ?? s.additionalProperties;
      if (isObject(ps)) sites(bundle, ps, v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    }
    return;
  }
  if (Array.isArray(value) && isObject(s.items)) {
    value.forEach((v, i) => sites(bundle, s.items as JsonObject, v, `${at}/${i}`, out));
    return;
  }
  if (typeof value === 'string') {
    add('type', 12345);
    if (typeof s.pattern === 'string') add('pattern', '!');
    else if (typeof s.format === 'string') add('format', 'not-a-format');
    else if (typeof s.minLength === 'number' && s.minLength > 0) add('minLength', '');
  } else if (typeof value === 'number') {
    add('type', s.type === 'integer' ? 1.5 : 'one');
    if (typeof s.minimum === 'number') add('minimum', s.minimum - 1);
  } else if (typeof value === 'boolean') {
    add('type', 'true');
  }
}

function unionOf(frame: Json, from: string, transport: Json | undefined): CorpusUnion | undefined {
  if (transport === 'webhook') return 'Event';
  if (!isObject(frame)) return undefined;
  return from === 'client' ? 'ClientFrame' : 'ServerFrame';
}

/** The frames of the conformance fixtures (their valid recordings), as the gate read them. */
async function fixtureFrames(dir: string): Promise<ValidEntry[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.jsonl')).sort();
  const out: ValidEntry[] = [];
  for (const f of files) {
    const lines = (await readFile(path.join(dir, f), 'utf8')).split('\n').filter(Boolean);
    lines.forEach((line, i) => {
      const rec = JSON.parse(line) as JsonObject;
      if (rec.frame === undefined) return;
      const union = unionOf(rec.frame, String(rec.from), rec.transport);
      if (union) out.push({ union, source: `fixtures/${f}:${i + 1}`, value: rec.frame });
    });
  }
  return out;
}

/** A full and a minimal sample of every frame (each branch of identify and resume) and of every envelope. */
function samples(model: Model): ValidEntry[] {
  resetSampleIds();
  const { bundle } = model;
  const out: ValidEntry[] = [];
  const frames: [CorpusUnion, string][] = [
    ...model.clientFrames.map((f): [CorpusUnion, string] => ['ClientFrame', f.schema]),
    ...model.serverFrames.map((f): [CorpusUnion, string] => ['ServerFrame', f.schema]),
  ];
  for (const [union, name] of frames) {
    const d = (bundle.get(name).schema.properties as JsonObject).d as JsonObject;
    const branches = Array.isArray(bundle.deref(d).oneOf) && !bundle.deref(d).discriminator ? (bundle.deref(d).oneOf as Json[]).length : 1;
    for (let b = 0; b < branches; b++) {
      for (const mode of ['full', 'minimal'] as const) {
        out.push({ union, source: `sample ${name} ${mode}${branches > 1 ? ` branch ${b}` : ''}`, value: sample(bundle, name, { mode, branches: { '/d': b } }) });
      }
    }
  }
  for (const entry of model.catalogue) {
    for (const union of ['Event', 'StoredEvent'] as const) {
      if (union === 'StoredEvent' && !entry.durable) continue;
      const name = eventSchemaName(entry, union === 'Event' ? 'delivered' : 'stored');
      for (const mode of ['full', 'minimal'] as const) out.push({ union, source: `sample ${name} ${mode}`, value: sample(bundle, name, { mode }) });
    }
  }
  return out;
}

export interface GoCorpus {
  valid: ValidEntry[];
  broken: BrokenEntry[];
}

/**
 * The corpus; ajv (the same bundle and options as the generated validators) decides what is
 * valid: a fixture frame it refuses (refused-client-frames.jsonl) is a broken entry, and a
 * broken copy it still accepts is left out.
 */
export async function buildGoCorpus(model: Model, fixturesDir: string): Promise<GoCorpus> {
  const { bundle } = model;
  const ajv = createAjv(false);
  ajv.addSchema(bundle.toJsonSchema());
  let lastError = '';
  const validate = (union: CorpusUnion, v: Json): boolean => {
    const compiled = ajv.getSchema(`${BUNDLE_ID}#/$defs/${union}`);
    if (!compiled) throw new CodegenError('unresolved_ref', `no schema ${union}`);
    const ok = compiled(v) as boolean;
    lastError = compiled.errors?.[0]?.keyword ?? '';
    return ok;
  };
  const valid: ValidEntry[] = [];
  const broken: BrokenEntry[] = [];
  for (const e of [...(await fixtureFrames(fixturesDir)), ...samples(model)]) {
    if (validate(e.union, e.value)) valid.push(e);
    else {
      // A fixture frame that the server refused on purpose (refused-client-frames.jsonl).
      const breaks = AJV_BREAKS[lastError];
      if (!breaks || !e.source.startsWith('fixtures/')) throw new CodegenError('unsupported_schema', `${e.source} is not valid (${lastError})`);
      broken.push({ union: e.union, source: e.source, breaks, at: '', refused: REFUSED.has(breaks), value: e.value });
    }
  }
  // Broken copies of the minimal samples of every frame and delivered event (a stored event breaks
  // the same way), and the redaction rule on the full ones.
  for (const e of valid.filter((v) => v.source.startsWith('sample ') && v.union !== 'StoredEvent')) {
    const minimal = e.source.endsWith(' minimal');
    const found = new Map<Break, Site>();
    const root = bundle.get(e.union).schema;
    if (minimal) sites(bundle, root, e.value, '', found);
    else if (e.union === 'Event' && isObject(e.value)) {
      const type = String(e.value.type);
      const entry = model.catalogue.find((c) => c.type === type);
      if (entry?.redaction && !entry.redaction.unchanged) found.set('redaction', { breaks: 'redaction', at: '/redacted', replacement: true });
    }
    for (const b of BREAKS) {
      const site = found.get(b);
      if (!site) continue;
      const value = withPointer(e.value, site.at, site.replacement);
      if (validate(e.union, value)) continue;
      broken.push({ union: e.union, source: e.source, breaks: b, at: site.at, refused: REFUSED.has(b), value });
    }
  }
  return { valid, broken };
}

export function corpusJsonl(rows: object[]): string {
  return rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
}
