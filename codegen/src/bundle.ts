// One namespace of named schemas from both contracts. References between the
// two files (`./openapi.yaml#/components/schemas/X`) and inside one file
// (`#/components/schemas/X`) all become `#/$defs/X`.
import type { Json, JsonObject } from './contracts.ts';
import { CodegenError } from './errors.ts';

export const BUNDLE_ID = 'https://bothy.dev/schemas/contracts.json';

export type SchemaOrigin = 'asyncapi' | 'openapi' | 'derived';

export interface SchemaDef {
  name: string;
  tsName: string;
  origin: SchemaOrigin;
  schema: JsonObject;
  /**
   * The same language as `schema` in a form that compiles to less validator code; the types are
   * emitted from `schema`, the validator from this.
   */
  validation?: JsonObject;
}

/** `message.created.v1` -> `MessageCreatedV1`, `IdentifyPerson` stays. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const REF_RE = /^(?:\.\/(asyncapi|openapi)\.yaml)?#\/components\/schemas\/([^/]+)$/;

export function refTarget(ref: string): string {
  const m = REF_RE.exec(ref);
  if (!m || !m[2]) throw new CodegenError('unresolved_ref', `unsupported $ref ${ref}: only components/schemas of the two contracts can be referenced`);
  return m[2];
}

export function isObject(v: Json | undefined): v is JsonObject {
  return v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);
}

/** Deep copy with every $ref pointed into the bundle. */
export function rewriteRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === '$ref' && typeof v === 'string' ? `#/$defs/${refTarget(v)}` : rewriteRefs(v);
  }
  return out;
}

/** Removes the documented `x-` extensions, which are not JSON Schema keywords. */
export function stripExtensions(value: Json): Json {
  if (Array.isArray(value)) return value.map(stripExtensions);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    if (!k.startsWith('x-')) out[k] = stripExtensions(v);
  }
  return out;
}

export function bundleRef(name: string): JsonObject {
  return { $ref: `#/$defs/${name}` };
}

export class SchemaBundle {
  readonly defs = new Map<string, SchemaDef>();
  /** Schemas only other validators refer to: no type, no exported validator. */
  readonly internal = new Map<string, JsonObject>();

  add(def: SchemaDef): void {
    const existing = this.defs.get(def.name);
    if (existing) {
      throw new CodegenError('schema_name_collision', `schema ${def.name} is defined in ${existing.origin} and in ${def.origin}`);
    }
    for (const other of this.defs.values()) {
      if (other.tsName === def.tsName) {
        throw new CodegenError('schema_name_collision', `schemas ${other.name} and ${def.name} map to the same type name ${def.tsName}`);
      }
    }
    this.defs.set(def.name, def);
  }

  get(name: string): SchemaDef {
    const def = this.defs.get(name);
    if (!def) throw new CodegenError('unresolved_ref', `no schema named ${name}`);
    return def;
  }

  /** Follows $ref until a schema without one. */
  deref(schema: JsonObject): JsonObject {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      if (hops > 32) throw new CodegenError('unresolved_ref', `$ref cycle at ${String(current.$ref)}`);
      current = this.get(current.$ref.replace('#/$defs/', '')).schema;
    }
    return current;
  }

  toJsonSchema(): JsonObject {
    const $defs: JsonObject = {};
    for (const def of this.defs.values()) $defs[def.name] = stripExtensions(def.validation ?? def.schema);
    for (const [name, schema] of this.internal) $defs[name] = stripExtensions(schema);
    return { $id: BUNDLE_ID, $defs };
  }
}

export function schemasOf(contract: JsonObject, origin: 'asyncapi' | 'openapi'): SchemaDef[] {
  const components = contract.components;
  const schemas = isObject(components) ? components.schemas : undefined;
  if (!isObject(schemas)) return [];
  return Object.entries(schemas).map(([name, schema]) => {
    if (!isObject(schema)) throw new CodegenError('unsupported_schema', `${origin} schema ${name} is not an object`);
    return { name, tsName: pascalCase(name), origin, schema: rewriteRefs(schema) as JsonObject };
  });
}
