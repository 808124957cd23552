// Deterministic sample instances of the contract schemas, for tests: a full one
// (every property) and a minimal one (required properties only). The samples
// are built from the schemas, and the tests then hold them against the
// compiled validators and against each other's mutations.
import { isObject, type SchemaBundle } from './bundle.ts';
import type { Json, JsonObject } from './contracts.ts';
import { CodegenError } from './errors.ts';

export type SampleMode = 'full' | 'minimal';

export const SAMPLE_UUID_V7 = '01937f4a-9c00-7000-8000-000000000001';
export const SAMPLE_TIME = '2026-11-30T12:00:00.000Z';

/** Values for the string patterns the contracts use. A new pattern needs a line here. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-7[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$': SAMPLE_UUID_V7,
  '^[a-z_]+(\\.[a-z_]+)+$': 'message.created',
  '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$': '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  '^(/[^/]*)+$': '/status_line',
  '^[0-9a-f]{64}$': 'a'.repeat(64),
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': '22:00',
  '^[A-Za-z0-9_.-]+$': 'default',
  '^https://': 'https://hooks.example.com/bothy',
  '^(W/)?"[0-9]+"$': '"1"',
};

let counter = 0;
function uuid(): string {
  counter += 1;
  return `01937f4a-9c00-7000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export interface SampleOptions {
  mode?: SampleMode;
  /** Which branch of a oneOf to take, by JSON pointer of the oneOf; default 0. */
  branches?: Record<string, number>;
  /** Called with every schema the sample is built from, at the JSON pointer of the value it builds (tests read limits and unions from it). */
  visit?: (at: string, schema: JsonObject) => void;
}

export function resetSampleIds(): void {
  counter = 0;
}

export function sample(bundle: SchemaBundle, schemaName: string, options: SampleOptions = {}): Json {
  return build(bundle, bundle.get(schemaName).schema, options.mode ?? 'full', options.branches ?? {}, '', options.visit);
}

function build(bundle: SchemaBundle, schema: JsonObject, mode: SampleMode, branches: Record<string, number>, at: string, visit?: SampleOptions['visit']): Json {
  visit?.(at, schema);
  if (schema.const !== undefined) return structuredClone(schema.const);
  if (typeof schema.$ref === 'string') return build(bundle, bundle.deref(schema), mode, branches, at, visit);
  if (Array.isArray(schema.enum)) return schema.enum[0] ?? null;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const list = (schema.oneOf ?? schema.anyOf) as JsonObject[];
    const pick = list[branches[at] ?? 0];
    if (!pick) throw new CodegenError('unsupported_schema', `no oneOf branch ${branches[at]} at ${at}`);
    return build(bundle, pick, mode, branches, at, visit);
  }
  if (Array.isArray(schema.allOf)) {
    const first = schema.allOf[0];
    if (!isObject(first)) throw new CodegenError('unsupported_schema', `empty allOf at ${at}`);
    return build(bundle, first, mode, branches, at, visit);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringSample(schema, at);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'array': {
      if (mode === 'minimal' && !(typeof schema.minItems === 'number' && schema.minItems > 0)) return [];
      return isObject(schema.items) ? [build(bundle, schema.items, mode, branches, `${at}/0`, visit)] : [];
    }
    case 'object':
    case undefined: {
      const out: JsonObject = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      for (const [name, p] of Object.entries(props)) {
        if (mode === 'minimal' && !required.has(name)) continue;
        if (isObject(p)) out[name] = build(bundle, p, mode, branches, `${at}/${name}`, visit);
      }
      if (Object.keys(props).length === 0 && isObject(schema.additionalProperties) && mode === 'full') {
        out.sample_key = build(bundle, schema.additionalProperties, mode, branches, `${at}/sample_key`, visit);
      }
      return out;
    }
    default:
      throw new CodegenError('unsupported_schema', `no sample for type ${String(type)} at ${at}`);
  }
}

function stringSample(schema: JsonObject, at: string): string {
  if (typeof schema.pattern === 'string') {
    const v = PATTERN_SAMPLES[schema.pattern];
    if (v === undefined) throw new CodegenError('unsupported_schema', `no sample for the pattern ${schema.pattern} at ${at}; add one to PATTERN_SAMPLES`);
    return v;
  }
  switch (schema.format) {
    case 'uuid':
      return uuid();
    case 'date-time':
      return SAMPLE_TIME;
    case 'uri':
      return 'https://example.com/';
    default:
      return 'sample';
  }
}

/** Every JSON pointer into a value (objects and arrays), the root excluded. */
export function pointers(value: Json, at = ''): string[] {
  const out: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((v, i) => out.push(`${at}/${i}`, ...pointers(v, `${at}/${i}`)));
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) out.push(`${at}/${k}`, ...pointers(v, `${at}/${k}`));
  }
  return out;
}

/** A copy of value with the member at pointer replaced (or removed when replacement is undefined). */
export function withPointer(value: Json, pointer: string, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  const parts = pointer.split('/').slice(1);
  const last = parts.pop();
  let cur: Json = copy;
  for (const p of parts) cur = Array.isArray(cur) ? (cur[Number(p)] as Json) : (cur as JsonObject)[p] as Json;
  if (last === undefined) return copy;
  if (Array.isArray(cur)) {
    if (replacement === undefined) cur.splice(Number(last), 1);
    else cur[Number(last)] = replacement;
  } else if (isObject(cur)) {
    if (replacement === undefined) delete cur[last];
    else cur[last] = replacement;
  }
  return copy;
}
