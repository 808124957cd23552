// A JSON Schema -> TypeScript emitter for the subset of JSON Schema that the
// contracts use. It refuses any keyword it does not understand, so that a type
// never silently loses a constraint that matters for its shape.
import { isObject, type SchemaBundle } from './bundle.ts';
import type { Json, JsonObject } from './contracts.ts';
import { CodegenError } from './errors.ts';

/** Keywords that constrain values but not the TypeScript shape. */
const VALUE_ONLY = new Set([
  'description', 'title', 'format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'default', 'examples', 'if', 'then',
  'discriminator', '$id', 'multipleOf', 'minProperties', 'maxProperties', 'contentMediaType',
]);
const SHAPE = new Set(['$ref', 'type', 'const', 'enum', 'properties', 'required', 'additionalProperties', 'items', 'oneOf', 'anyOf', 'allOf']);

const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function propertyKey(name: string): string {
  return IDENT_RE.test(name) ? name : JSON.stringify(name);
}

function literal(v: Json): string {
  return JSON.stringify(v);
}

function doc(text: Json | undefined, indent: string): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  const lines = text.trim().split('\n').map((l) => l.trimEnd().replace(/\*\//g, '*\\/'));
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

export class TypeEmitter {
  constructor(private readonly bundle: SchemaBundle) {}

  typeOf(schema: Json | undefined, indent = ''): string {
    if (schema === undefined || schema === true) return 'unknown';
    if (schema === false) return 'never';
    if (!isObject(schema)) throw new CodegenError('unsupported_schema', `not a schema: ${JSON.stringify(schema)}`);
    for (const k of Object.keys(schema)) {
      if (!SHAPE.has(k) && !VALUE_ONLY.has(k) && !k.startsWith('x-')) {
        throw new CodegenError('unsupported_schema', `codegen does not support the keyword ${k}`);
      }
    }
    if (typeof schema.$ref === 'string') return this.bundle.get(schema.$ref.replace('#/$defs/', '')).tsName;
    if (schema.const !== undefined) return literal(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      const members = (schema.oneOf ?? schema.anyOf) as Json[];
      return members.map((m) => this.wrap(this.typeOf(m, indent))).join(' | ');
    }
    if (Array.isArray(schema.allOf)) {
      return schema.allOf.map((m) => this.wrap(this.typeOf(m, indent))).join(' & ');
    }
    const type = schema.type;
    if (Array.isArray(type)) {
      const members = type.map((t) => this.wrap(this.typeOf({ ...schema, type: t }, indent)));
      return [...new Set(members)].join(' | ');
    }
    switch (type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array':
        return `${this.wrap(this.typeOf(schema.items, indent))}[]`;
      case 'object':
        return this.objectType(schema, indent);
      case undefined:
        return 'unknown';
      default:
        throw new CodegenError('unsupported_schema', `codegen does not support type ${String(type)}`);
    }
  }

  private wrap(t: string): string {
    return /^[A-Za-z0-9_."'-]+$/.test(t) || t.endsWith('}') || t.endsWith('[]') ? t : `(${t})`;
  }

  private objectType(schema: JsonObject, indent: string): string {
    const props = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const extra = schema.additionalProperties;
    const inner = `${indent}  `;
    const lines: string[] = [];
    for (const [name, p] of Object.entries(props)) {
      const d = isObject(p) ? doc(p.description, inner) : '';
      lines.push(`${d}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${this.typeOf(p, inner)};`);
    }
    if (extra === undefined || extra === true) {
      if (lines.length === 0) return 'Record<string, unknown>';
      lines.push(`${inner}[key: string]: unknown;`);
    } else if (isObject(extra)) {
      const t = this.typeOf(extra, inner);
      if (lines.length === 0) return `Record<string, ${t}>`;
      lines.push(`${inner}[key: string]: ${t} | undefined;`);
    } else if (lines.length === 0) {
      return 'Record<string, never>';
    }
    return `{\n${lines.join('\n')}\n${indent}}`;
  }

  declaration(name: string, schema: JsonObject): string {
    return `${doc(schema.description, '')}export type ${name} = ${this.typeOf(schema)};\n`;
  }
}
