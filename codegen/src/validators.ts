// ajv validators compiled at generation time into standalone ESM, so that no
// schema is compiled at runtime (in the server, the SDK bundle or a browser).
import { _ } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { BUNDLE_ID, type SchemaBundle } from './bundle.ts';
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

export function createAjv(forCode: boolean): InstanceType<typeof Ajv2020.default> {
  const ajv = new Ajv2020.default({
    ...AJV_OPTIONS,
    ...(forCode ? { code: { source: true, esm: true, lines: true, formats: _`bothyFormats` } } : {}),
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

/** Standalone ESM source exporting one validate function per named schema (export name = type name). */
export function compileValidators(bundle: SchemaBundle): string {
  const ajv = createAjv(true);
  const schema = bundle.toJsonSchema();
  const tracked = TRACKED_KEYWORDS.exec(JSON.stringify(schema));
  if (tracked) throw new Error(`a contract schema uses ${tracked[1]}, which the validators are compiled without (createAjv)`);
  ajv.addSchema(schema);
  const exports: Record<string, string> = {};
  for (const def of bundle.defs.values()) exports[def.tsName] = `${BUNDLE_ID}#/$defs/${def.name}`;
  const code = withoutSchemaPaths(pure(standaloneCode.default(ajv, exports).replace(/^"use strict";/, '')));
  return esmRuntimeImports(withOwnFormats(code));
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
