// ajv validators compiled at generation time into standalone ESM, so that no
// schema is compiled at runtime (in the server, the SDK bundle or a browser).
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { BUNDLE_ID, isObject, type SchemaBundle } from './bundle.ts';
import { CodegenError } from './errors.ts';
import type { Json, JsonObject } from './contracts.ts';
import { FORMATS } from './formats.ts';

export const AJV_OPTIONS = {
  strict: true,
  allErrors: false,
  inlineRefs: false,
  discriminator: true,
  allowUnionTypes: true,
} as const;

/** How ajv's output names a format given as a function (the code option below); compileValidators puts ours in its place. */
const FORMATS_CODE = 'bothyFormats';

/**
 * The schemas a client reads from a server, also compiled ignoring unknown members (6.1: within a
 * major version changes are additive and clients ignore what they do not know; D542): every server
 * frame of the gateway, the REST catch-up's page, and a webhook's body (an event, an envelope, a
 * resync_required frame). The strict validators stay what the conformance suite holds a server to.
 */
export const IGNORING_UNKNOWN_SCHEMAS = ['ServerFrame', 'EventsPage', 'Event', 'Envelope', 'ResyncRequiredFrame'] as const;

/** `ignoreUnknown`: ajv's removeAdditional, which deletes the members an `additionalProperties: false` does not name instead of refusing them. */
export function createAjv(forCode: boolean, ignoreUnknown = false): InstanceType<typeof Ajv2020.default> {
  const ajv = new Ajv2020.default({
    ...AJV_OPTIONS,
    ...(ignoreUnknown ? { removeAdditional: true } : {}),
    // The code without messages: withMessages puts ajv's in place, from keyword and params (D527).
    ...(forCode ? { messages: false, code: { source: true, esm: true, lines: true, formats: _`bothyFormats` } } : {}),
  });
  // Only our own formats (formats.ts, D373): buildModel refuses a contract with another one.
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format instanceof RegExp ? format : format.check);
  // Ajv2020 always tracks evaluated properties and dynamic anchors; no contract schema uses
  // unevaluated*/$dynamic* (compileValidators refuses one), so the tracking is turned off: it is
  // code in every validator and a top-level assignment that stops bundlers from dropping unused
  // validators.
  ajv.opts.unevaluated = false;
  ajv.opts.dynamicRef = false;
  return ajv;
}

const TRACKED_KEYWORDS = /"(unevaluatedProperties|unevaluatedItems|\$dynamicRef|\$dynamicAnchor|\$recursiveRef)"/;

/**
 * ajv's standalone output still loads its small runtime helpers with require();
 * in an ES module they become imports of the same CommonJS files.
 */
function esmRuntimeImports(code: string): string {
  const imports: string[] = [];
  const body = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_m, name: string, mod: string) => {
    imports.push(`import ${name}_module from ${JSON.stringify(`${mod}.js`)};`);
    // Node gives the CommonJS exports object, bundlers may give its default already.
    return `const ${name} = typeof ${name}_module === "function" ? ${name}_module : ${name}_module.default;`;
  });
  if (/require\(/.test(body)) throw new Error('ajv standalone output still has a require() that codegen cannot convert');
  return `${imports.join('\n')}\n${body}`;
}

/**
 * Marks the module-level values of ajv's output as free of side effects, so that a bundler drops
 * every validator an app does not reach (RegExp construction is not known to be pure).
 */
function pure(code: string): string {
  return code.replace(/^(const \w+ = )new RegExp\(/gm, '$1/*#__PURE__*/ new RegExp(');
}

/**
 * Drops `schemaPath` from the error objects: nothing reads it (check() reports the instance path,
 * keyword and message), and its literal, one per check, was a tenth of a browser bundle.
 */
function withoutSchemaPaths(code: string): string {
  const out = code.replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, '');
  if (out.includes('schemaPath')) throw new Error('ajv standalone output has a schemaPath that codegen cannot drop');
  return out;
}

/**
 * Standalone ESM source exporting one validate function per named schema (export name = type name).
 * With `ignoringUnknown`, only those schemas, and each validator deletes, in the data it is given,
 * every member that an `additionalProperties: false` does not name, instead of refusing it (D542).
 */
export function compileValidators(bundle: SchemaBundle, ignoringUnknown?: readonly string[]): string {
  const ajv = createAjv(true, ignoringUnknown !== undefined);
  const schema = bundle.toJsonSchema();
  const tracked = TRACKED_KEYWORDS.exec(JSON.stringify(schema));
  if (tracked) throw new Error(`a contract schema uses ${tracked[1]}, which the validators are compiled without (createAjv)`);
  ajv.addSchema(withoutAnnotations(schema) as JsonObject);
  const exports: Record<string, string> = {};
  if (ignoringUnknown) {
    for (const name of ignoringUnknown) {
      requireRemovalSafe(schema, name);
      exports[bundle.get(name).tsName] = `${BUNDLE_ID}#/$defs/${name}`;
    }
  } else {
    for (const def of bundle.defs.values()) exports[def.tsName] = `${BUNDLE_ID}#/$defs/${def.name}`;
  }
  const code = withoutSchemaPaths(pure(standaloneCode.default(ajv, exports).replace(/^"use strict";/, '')));
  return esmRuntimeImports(withOwnFormats(withMessages(withoutSchemaObjects(withoutDataContext(code)))));
}

/** Keywords whose subschema decides a condition: a failure there is no refusal of the data. */
const CONDITIONS = new Set(['not', 'if', 'contains', 'propertyNames']);

/**
 * ajv's removeAdditional deletes members wherever it evaluates a closed object, also where that
 * evaluation fails without the data being refused: in each branch of a oneOf or anyOf it tries (a
 * member the matching branch names could be gone) and in a condition (`not`, `if`, `contains`,
 * `propertyNames`). With a discriminator ajv tries only the oneOf branch the tag names (an anyOf has
 * none). A validator that ignores unknown members is therefore compiled only where every oneOf it
 * reaches has a discriminator, no anyOf, and no closed object sits in a condition (CodegenError
 * unsupported_schema, D542). `compiled` is what ajv compiles (bundle.toJsonSchema(): each schema's
 * validation form where it has one, and the internal ones such as Envelope.shape.*).
 */
function requireRemovalSafe(compiled: JsonObject, name: string): void {
  const defs = compiled.$defs as JsonObject;
  const seen = new Set<string>();
  const refuse = (at: string, what: string): never => {
    throw new CodegenError('unsupported_schema', `${at} is ${what}, reached from ${name}, which clients read ignoring unknown members (D542)`);
  };
  const visit = (value: Json | undefined, at: string, inCondition: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${at}/${i}`, inCondition));
      return;
    }
    if (!isObject(value)) return;
    if (Array.isArray(value.anyOf)) refuse(at, 'an anyOf');
    if (Array.isArray(value.oneOf) && value.discriminator === undefined) refuse(at, 'a oneOf without a discriminator');
    if (inCondition && value.additionalProperties === false) refuse(at, 'a closed object inside a condition');
    if (typeof value.$ref === 'string') {
      const target = value.$ref.replace('#/$defs/', '');
      const key = `${inCondition ? 'condition:' : ''}${target}`;
      if (!seen.has(key)) {
        seen.add(key);
        visit(defs[target], target, inCondition);
      }
    }
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' || DATA.has(k)) continue;
      // The members of `properties` and the like are names, which may be any word (a property called `not`).
      if (NAMED_SCHEMAS.has(k) && isObject(v)) for (const [member, sub] of Object.entries(v)) visit(sub, `${at}/${k}/${member}`, inCondition);
      else visit(v, `${at}/${k}`, inCondition || CONDITIONS.has(k));
    }
  };
  seen.add(name);
  visit(defs[name], name, false);
}

/**
 * ajv passes each validator it calls the parent object, the member's name and the root (for
 * \$data, defaults, coercion and removeAdditional, none of which the options turn on) and reads
 * them nowhere else: the calls pass only the instance path (1.2 KB gzip of a browser bundle).
 */
function withoutDataContext(code: string): string {
  const out = code
    .split('{instancePath="", parentData, parentDataProperty, rootData=data}={}')
    .join('{instancePath=""}={}')
    .replace(/,parentData(?::[^,{}]+)?,parentDataProperty(?::(?:"(?:[^"\\]|\\.)*"|[^,{}]+))?,rootData\}/g, '}');
  const left = /.{0,60}\b(parentData|parentDataProperty|rootData)\b.{0,60}/.exec(out);
  if (left) throw new Error(`ajv standalone output reads ${left[1]}, which codegen drops: ${left[0]}`);
  return out;
}

/**
 * ajv's message of every keyword the validators report (ajv/lib/vocabularies, compile/errors.ts),
 * from the error's keyword and params: the same text as ajv's, written once instead of at each of
 * some 3,000 checks (1.1 KB gzip of a browser bundle). validators-equivalence.test.ts compares the
 * errors with those of ajv compiled with its messages.
 */
const MESSAGES_SOURCE = `/** ajv's message of an error, from its keyword and params (codegen/src/validators.ts). */
function bothyMessage(e) {
  const p = e.params, k = e.keyword;
  switch (k) {
    case "type": return "must be " + p.type;
    case "required": return "must have required property '" + p.missingProperty + "'";
    case "additionalProperties": return "must NOT have additional properties";
    case "const": return "must be equal to constant";
    case "enum": return "must be equal to one of the allowed values";
    case "format": return 'must match format "' + p.format + '"';
    case "pattern": return 'must match pattern "' + p.pattern + '"';
    case "minimum": case "maximum": case "exclusiveMinimum": case "exclusiveMaximum": return "must be " + p.comparison + " " + p.limit;
    case "minLength": case "maxLength": return "must NOT have " + (k === "maxLength" ? "more" : "fewer") + " than " + p.limit + " characters";
    case "minItems": case "maxItems": return "must NOT have " + (k === "maxItems" ? "more" : "fewer") + " than " + p.limit + " items";
    case "minProperties": case "maxProperties": return "must NOT have " + (k === "maxProperties" ? "more" : "fewer") + " than " + p.limit + " properties";
    case "uniqueItems": return "must NOT have duplicate items (items ## " + p.j + " and " + p.i + " are identical)";
    case "oneOf": return "must match exactly one schema in oneOf";
    case "anyOf": return "must match a schema in anyOf";
    case "not": return "must NOT be valid";
    case "if": return 'must match "' + p.failingKeyword + '" schema';
    case "discriminator": return p.error === "tag" ? 'tag "' + p.tag + '" must be string' : 'value of tag "' + p.tag + '" must be in oneOf';
    case "false schema": return "boolean schema is false";
  }
  return 'must pass "' + k + '" keyword validation';
}

/** The exported validator: ajv's, with the message of each error. */
function withMessages(validate) {
  const v = (data, context) => {
    const valid = validate(data, context);
    v.errors = validate.errors && validate.errors.map((e) => ({ ...e, message: bothyMessage(e) }));
    return valid;
  };
  return v;
}`;

const MESSAGE_KEYWORDS = new Set([...MESSAGES_SOURCE.matchAll(/case "([^"]+)"/g)].map((m) => m[1]!));

/** Exports each validator wrapped by withMessages (a pure call, so bundlers still drop what an app does not reach). */
function withMessages(code: string): string {
  if (/\bmessage:/.test(code)) throw new Error('ajv standalone output has messages, which codegen compiles without');
  for (const m of code.matchAll(/keyword:"([^"]+)"/g)) {
    if (!MESSAGE_KEYWORDS.has(m[1]!)) throw new Error(`ajv standalone output reports the keyword ${m[1]}, which has no message in MESSAGES_SOURCE`);
  }
  const out = code.replace(/^export const (\w+) = (validate\d+);$/gm, 'export const $1 = /*#__PURE__*/ withMessages($2);');
  return `${MESSAGES_SOURCE}\n${out}`;
}

/** Keywords that only annotate (JSON Schema 2020-12 9), and where a schema's members are names or data, not keywords. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const DATA = new Set(['const', 'enum', 'default']);

/**
 * The schema without its annotations: they decide nothing, but ajv's output kept every schema
 * object it reads a member of (below) with all its descriptions, some 2.6 KB gzip of a browser bundle.
 */
export function withoutAnnotations(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k)) continue;
    if (DATA.has(k)) out[k] = v;
    else if (NAMED_SCHEMAS.has(k) && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, withoutAnnotations(s)]));
    else out[k] = withoutAnnotations(v);
  }
  return out;
}

const SCHEMA_CONST = /^const (schema\d+) = (.*);$/gm;
const SCHEMA_USE = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\["(?:[^"\\]|\\.)*"\])+)/g;

/**
 * ajv's output keeps a whole schema object where its code reads one member of it: the names of
 * `properties` for an additionalProperties check of more than 8 names (`hasOwnProperty.call`), an
 * enum or const for the error's params. Each such member becomes a constant of its own (the
 * names alone, for the first), and the schema objects go: a validator reads no other part of them.
 */
function withoutSchemaObjects(code: string): string {
  const schemas = new Map<string, Json>();
  for (const m of code.matchAll(SCHEMA_CONST)) schemas.set(m[1]!, JSON.parse(m[2]!) as Json);
  const hoisted = new Map<string, { name: string; owner: string; value: Json }>();
  const hoist = (use: string, owner: string, path: string, ownKeys: boolean): string => {
    const key = `${ownKeys ? 'keys:' : ''}${use}`;
    let h = hoisted.get(key);
    if (!h) {
      let value = schemas.get(owner);
      for (const m of path.matchAll(/\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]/g)) {
        const member = m[1] ?? (JSON.parse(m[2]!) as string);
        value = isObject(value) ? value[member] : undefined;
      }
      if (value === undefined) throw new Error(`ajv standalone output reads ${use}, which no schema of it has`);
      if (ownKeys) value = Object.fromEntries(Object.keys(value as JsonObject).map((name) => [name, true]));
      h = { name: `${owner}_${hoisted.size}`, owner, value };
      hoisted.set(key, h);
    }
    return h.name;
  };
  const lines = code.split('\n').map((line) => {
    if (/^const schema\d+ = /.test(line)) return line;
    return line.replace(SCHEMA_USE, (use: string, owner: string, path: string, offset: number) =>
      hoist(use, owner, path, line.slice(offset - 6, offset) === '.call(' && path.endsWith('.properties')),
    );
  });
  const byOwner = new Map<string, string[]>();
  for (const h of hoisted.values()) byOwner.set(h.owner, [...(byOwner.get(h.owner) ?? []), `const ${h.name} = ${JSON.stringify(h.value)};`]);
  // Each constant where its schema object was, before the validator that reads it.
  const out = lines
    .flatMap((line) => {
      const owner = /^const (schema\d+) = /.exec(line)?.[1];
      return owner === undefined ? [line] : (byOwner.get(owner) ?? []);
    })
    .join('\n');
  const left = /\bschema\d+\b/.exec(out);
  if (left) throw new Error(`ajv standalone output uses a schema object codegen cannot replace: ${left[0]}`);
  return out;
}

/**
 * A format given as a RegExp (uuid, uri) is written into the code by ajv; one given as a function
 * (date-time) is referenced as `bothyFormats["date-time"]`: that becomes the function's own name,
 * and its source goes at the top, once, if a validator uses it (a function declaration and a
 * RegExp literal, so bundlers still drop what an app does not reach).
 */
function withOwnFormats(code: string): string {
  const sources: string[] = [];
  for (const [name, format] of Object.entries(FORMATS)) {
    if (format instanceof RegExp) continue;
    const ref = /^[a-z_$][\w$]*$/i.test(name) ? `${FORMATS_CODE}.${name}` : `${FORMATS_CODE}[${JSON.stringify(name)}]`;
    if (!code.includes(ref)) continue;
    code = code.split(ref).join(format.name);
    sources.push(format.source);
  }
  if (code.includes(FORMATS_CODE)) throw new Error(`ajv standalone output names a format codegen does not carry: ${/bothyFormats\S*/.exec(code)?.[0]}`);
  return `${sources.join('\n\n')}\n${code}`;
}
