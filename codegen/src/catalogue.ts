// The event-type catalogue (components.x-event-catalogue in asyncapi.yaml) and
// what codegen derives from it: one closed envelope per event type (stored and
// delivered), the unions over them, and the redaction schema of every type
// whose resource is a message or a file (2.2).
import { createHash } from 'node:crypto';
import { bundleRef, isObject, type SchemaBundle } from './bundle.ts';
import type { Json, JsonObject } from './contracts.ts';
import { CodegenError } from './errors.ts';

/** Resource kinds whose events carry content that a deletion must redact (2.2, R-DM-45). */
export const REDACTED_RESOURCE_KINDS: readonly string[] = ['message', 'file'];

/**
 * The per-type delivery field that carries an invocation token (15.3). The types whose catalogue
 * entry lists it are the token-bearing types that codegen exports (R-SY-17, D419): without the field
 * in the Envelope, no type would carry a token and a server would deliver invocations unchecked, so
 * codegen refuses such a contract.
 */
export const INVOCATION_TOKEN_FIELD = 'invocation_token';

export interface Redaction {
  unchanged?: true;
  target?: string;
  keep?: string[];
  remove?: string[];
  set?: JsonObject;
  stamp?: string[];
}

export interface CatalogueEntry {
  type: string;
  durable: boolean;
  schema_version: number;
  receive_action: string;
  resource_kind: string;
  resource_version: boolean;
  audience?: 'self';
  payload: string;
  delivery_fields: string[];
  section: string;
  redaction?: Redaction;
}

const ENTRY_KEYS = new Set([
  'durable', 'schema_version', 'receive_action', 'resource_kind', 'resource_version',
  'audience', 'payload', 'delivery_fields', 'section', 'redaction',
]);
const REDACTION_KEYS = new Set(['unchanged', 'target', 'keep', 'remove', 'set', 'stamp']);

function fail(type: string, why: string): never {
  throw new CodegenError('catalogue_invalid', `event type ${type}: ${why}`);
}

function stringList(type: string, key: string, v: Json | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) fail(type, `${key} must be a list of names`);
  return v as string[];
}

function readRedaction(type: string, raw: Json | undefined): Redaction | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) throw new CodegenError('redaction_invalid', `event type ${type}: redaction must be a mapping`);
  for (const k of Object.keys(raw)) {
    if (!REDACTION_KEYS.has(k)) throw new CodegenError('redaction_invalid', `event type ${type}: unknown redaction key ${k}`);
  }
  if (raw.unchanged === true) {
    if (Object.keys(raw).length !== 1) throw new CodegenError('redaction_invalid', `event type ${type}: unchanged stands alone`);
    return { unchanged: true };
  }
  if (typeof raw.target !== 'string' || (raw.target !== '' && !raw.target.startsWith('/'))) {
    throw new CodegenError('redaction_invalid', `event type ${type}: redaction.target must be a JSON pointer into the payload`);
  }
  if (raw.set !== undefined && !isObject(raw.set)) throw new CodegenError('redaction_invalid', `event type ${type}: redaction.set must be a mapping`);
  const r: Redaction = { target: raw.target };
  const keep = stringList(type, 'redaction.keep', raw.keep);
  const remove = stringList(type, 'redaction.remove', raw.remove);
  const stamp = stringList(type, 'redaction.stamp', raw.stamp);
  if (keep) r.keep = keep;
  if (remove) r.remove = remove;
  if (isObject(raw.set)) r.set = raw.set;
  if (stamp) r.stamp = stamp;
  if (!keep && !remove && !r.set && !stamp) throw new CodegenError('redaction_invalid', `event type ${type}: redaction changes nothing; say unchanged: true`);
  return r;
}

export function readCatalogue(asyncapi: JsonObject, bundle: SchemaBundle): CatalogueEntry[] {
  const components = asyncapi.components;
  const raw = isObject(components) ? components['x-event-catalogue'] : undefined;
  if (!isObject(raw)) throw new CodegenError('catalogue_invalid', 'asyncapi.yaml has no components.x-event-catalogue');
  const deliveryFields = envelopeDeliveryFields(bundle);
  if (deliveryFields.get(INVOCATION_TOKEN_FIELD) !== 'per-type') {
    throw new CodegenError('catalogue_invalid', `Envelope.${INVOCATION_TOKEN_FIELD} must be a per-type delivery field (x-delivery-only: per-type): the catalogue names the types that carry an invocation token through it (15.3)`);
  }
  const entries: CatalogueEntry[] = [];
  for (const [type, e] of Object.entries(raw)) {
    if (!/^[a-z_]+(\.[a-z_]+)+$/.test(type)) fail(type, 'the name must look like <resource>.<change>');
    if (!isObject(e)) fail(type, 'the entry must be a mapping');
    for (const k of Object.keys(e)) if (!ENTRY_KEYS.has(k)) fail(type, `unknown key ${k}`);
    const { durable, schema_version, receive_action, resource_kind, resource_version, audience, payload, section } = e;
    if (typeof durable !== 'boolean') fail(type, 'durable must be true or false');
    if (typeof schema_version !== 'number' || !Number.isInteger(schema_version) || schema_version < 1) fail(type, 'schema_version must be a positive integer');
    if (typeof receive_action !== 'string' || !receive_action) fail(type, 'receive_action is required');
    if (typeof resource_kind !== 'string' || !resource_kind) fail(type, 'resource_kind is required');
    if (typeof resource_version !== 'boolean') fail(type, 'resource_version must be true or false');
    if (audience !== undefined && audience !== 'self') fail(type, 'audience can only be self');
    if (typeof section !== 'string') fail(type, 'section is required');
    if (payload !== `${type}.v${schema_version}`) fail(type, `payload must name the schema ${type}.v${schema_version}`);
    if (!bundle.defs.has(payload)) fail(type, `no schema ${payload} in components.schemas`);
    const delivery = stringList(type, 'delivery_fields', e.delivery_fields) ?? [];
    for (const f of delivery) {
      if (deliveryFields.get(f) !== 'per-type') fail(type, `${f} is not a per-type delivery field of the envelope`);
    }
    const redaction = readRedaction(type, e.redaction);
    if (REDACTED_RESOURCE_KINDS.includes(resource_kind) && !redaction) {
      throw new CodegenError('redaction_missing', `event type ${type} has resource ${resource_kind} but no redaction: without it, the deletion fails (2.2)`);
    }
    const entry: CatalogueEntry = {
      type, durable, schema_version, receive_action, resource_kind, resource_version, payload,
      delivery_fields: delivery, section,
    };
    if (audience === 'self') entry.audience = 'self';
    if (redaction) entry.redaction = redaction;
    entries.push(entry);
  }
  const named = new Set(entries.map((e) => e.payload));
  for (const name of bundle.defs.keys()) {
    if (/\.v[0-9]+$/.test(name) && !named.has(name) && !entries.some((e) => name.startsWith(`${e.type}.v`))) {
      throw new CodegenError('catalogue_invalid', `payload schema ${name} belongs to no event type of the catalogue`);
    }
  }
  return entries;
}

/** The types whose catalogue entry lists invocation_token: every delivery of one carries a fresh invocation token (15.3). */
export function tokenBearingTypes(catalogue: readonly CatalogueEntry[]): string[] {
  return catalogue.filter((e) => e.delivery_fields.includes(INVOCATION_TOKEN_FIELD)).map((e) => e.type);
}

/** Envelope properties marked x-delivery-only, with their scope. */
function envelopeDeliveryFields(bundle: SchemaBundle): Map<string, 'durable' | 'per-type'> {
  const props = envelopeProperties(bundle);
  const out = new Map<string, 'durable' | 'per-type'>();
  for (const [name, p] of Object.entries(props)) {
    const scope = isObject(p) ? p['x-delivery-only'] : undefined;
    if (scope === 'durable' || scope === 'per-type') out.set(name, scope);
    else if (scope !== undefined) throw new CodegenError('catalogue_invalid', `Envelope.${name}: x-delivery-only must be durable or per-type`);
  }
  return out;
}

function envelopeProperties(bundle: SchemaBundle): JsonObject {
  const props = bundle.get('Envelope').schema.properties;
  if (!isObject(props)) throw new CodegenError('catalogue_invalid', 'Envelope has no properties');
  return props;
}

// ---------------------------------------------------------------- redaction

function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function redactObject(type: string, obj: JsonObject, r: Redaction): JsonObject {
  const props = obj.properties;
  if (obj.type !== 'object' || !isObject(props)) {
    throw new CodegenError('redaction_invalid', `event type ${type}: the redaction target is not an object schema`);
  }
  const setKeys = Object.keys(r.set ?? {});
  for (const name of [...(r.keep ?? []), ...(r.remove ?? []), ...setKeys, ...(r.stamp ?? [])]) {
    if (!(name in props)) throw new CodegenError('redaction_invalid', `event type ${type}: redaction names ${name}, which the payload does not have`);
  }
  // The redacted object is the object as written with fewer members (redactedObjectValidation checks it so), and the
  // dropped members are absent, not something else: the target is closed and a dropped member is never required.
  if (obj.additionalProperties !== false || obj.patternProperties !== undefined) {
    throw new CodegenError('redaction_invalid', `event type ${type}: the redaction target must be a closed object (additionalProperties: false, no patternProperties), so no dropped member comes back`);
  }
  const keep = r.keep ? new Set([...r.keep, ...setKeys, ...(r.stamp ?? [])]) : undefined;
  const remove = new Set(r.remove ?? []);
  const outProps: JsonObject = {};
  for (const [name, schema] of Object.entries(props)) {
    if (remove.has(name) || (keep && !keep.has(name))) continue;
    outProps[name] = r.set && name in r.set ? { allOf: [schema], const: r.set[name] as Json } : schema;
  }
  const objRequired = Array.isArray(obj.required) ? obj.required.filter((n): n is string => typeof n === 'string') : [];
  const droppedRequired = objRequired.filter((n) => !(n in outProps));
  if (droppedRequired.length > 0) {
    throw new CodegenError('redaction_invalid', `event type ${type}: the redaction drops ${droppedRequired.join(', ')}, which the payload requires; a redacted payload stays valid according to its schema (2.2)`);
  }
  const required = [...objRequired];
  for (const n of [...setKeys, ...(r.stamp ?? [])]) if (!required.includes(n)) required.push(n);
  return { ...obj, properties: outProps, required };
}

function redactAt(type: string, bundle: SchemaBundle, schema: JsonObject, path: string[], r: Redaction): JsonObject {
  const resolved = bundle.deref(schema);
  const [head, ...rest] = path;
  if (head === undefined) return redactObject(type, resolved, r);
  const props = resolved.properties;
  const child = isObject(props) ? props[head] : undefined;
  if (!isObject(child) || !isObject(props)) {
    throw new CodegenError('redaction_invalid', `event type ${type}: redaction.target has no member ${head}`);
  }
  return { ...resolved, properties: { ...props, [head]: redactAt(type, bundle, child, rest, r) } };
}

/**
 * The redacted object as the validator checks it: the object as written and what the redaction
 * adds (the members it drops are refused, as additionalProperties: false refuses them; the set ones
 * equal their value; the set and stamped ones required). The same language as redactObject's,
 * because redactObject refuses a target that is open or whose required members the redaction drops.
 */
function redactedObjectValidation(type: string, schema: JsonObject, obj: JsonObject, r: Redaction): JsonObject {
  const written = redactObject(type, obj, r);
  const props = obj.properties as JsonObject;
  const kept = written.properties as JsonObject;
  const required = Array.isArray(obj.required) ? obj.required : [];
  const properties: JsonObject = {};
  for (const name of Object.keys(props)) if (!(name in kept)) properties[name] = false;
  for (const [name, value] of Object.entries(r.set ?? {})) properties[name] = { const: value as Json };
  const added = (written.required as string[]).filter((name) => !required.includes(name));
  for (const name of added) properties[name] ??= true; // ajv's strictRequired: a required name is a property
  return { type: 'object', allOf: [schema], properties, ...(added.length ? { required: added } : {}) };
}

function redactValidationAt(type: string, bundle: SchemaBundle, schema: JsonObject, path: string[], r: Redaction): JsonObject {
  const resolved = bundle.deref(schema);
  const [head, ...rest] = path;
  if (head === undefined) return redactedObjectValidation(type, schema, resolved, r);
  const child = (resolved.properties as JsonObject)[head] as JsonObject;
  // The redacted member is a subset of the member as written, so the object as written and it is the redacted object.
  return { type: 'object', allOf: [schema], properties: { [head]: redactValidationAt(type, bundle, child, rest, r) } };
}

/** redactedPayloadSchema as the validator checks it: the payload by reference, and the redaction (redactedObjectValidation). */
export function redactedPayloadValidation(bundle: SchemaBundle, entry: CatalogueEntry): JsonObject | undefined {
  const r = entry.redaction;
  if (!r || r.unchanged) return undefined;
  return redactValidationAt(entry.type, bundle, bundleRef(entry.payload), pointerSegments(r.target ?? ''), r);
}

/** The schema that a redacted payload of this type matches; it is also valid against the payload schema. */
export function redactedPayloadSchema(bundle: SchemaBundle, entry: CatalogueEntry): JsonObject | undefined {
  const r = entry.redaction;
  if (!r || r.unchanged) return undefined;
  return redactAt(entry.type, bundle, bundleRef(entry.payload), pointerSegments(r.target ?? ''), r);
}

// ---------------------------------------------------------------- envelopes

export type EnvelopeVariant = 'stored' | 'delivered';

export function eventSchemaName(entry: CatalogueEntry, variant: EnvelopeVariant): string {
  return `${variant === 'stored' ? 'StoredEvent' : 'Event'}.${entry.type}`;
}

export function redactedPayloadName(entry: CatalogueEntry): string {
  return `${entry.payload}.redacted`;
}

/** The envelope fields whose schema is the same in every variant; validated once, in one function. */
const ENVELOPE_FIELDS = 'Envelope.fields';
const PER_VARIANT = new Set(['type', 'schema_version', 'payload', 'resource']);

function envelopeFields(bundle: SchemaBundle): JsonObject {
  const properties = Object.fromEntries(Object.entries(envelopeProperties(bundle)).filter(([name]) => !PER_VARIANT.has(name)));
  return { type: 'object', properties };
}

/** The internal schemas of the variants' shapes (factoredVariant), named by a digest of their content. */
const ENVELOPE_SHAPE = 'Envelope.shape';

/**
 * The variant as the validator checks it, in two parts (same language, factored-envelope.test.ts).
 * Its shape, one internal schema for every variant with the same members, required members and
 * resource version: object, required, additionalProperties, the shared fields by reference to one
 * schema, the per-type fields without their constants. And the variant: the shape by reference,
 * the constants of its type (type, schema_version, resource.kind), its payload and redaction.
 * 47 variants of about 30 checks each had been most of a browser bundle's validator code.
 */
function factoredVariant(bundle: SchemaBundle, schema: JsonObject): JsonObject {
  const props = isObject(schema.properties) ? schema.properties : {};
  const { properties: _props, description: _description, if: ifSchema, then: thenSchema, ...rest } = schema;
  const variant: JsonObject = {};
  const shapeProps: JsonObject = {};
  for (const [name, p] of Object.entries(props)) {
    if (!PER_VARIANT.has(name) || !isObject(p)) {
      shapeProps[name] = true;
    } else if (name === 'payload') {
      shapeProps[name] = true;
      variant[name] = p;
    } else if (name === 'resource') {
      const rprops = isObject(p.properties) ? p.properties : {};
      const { const: kind, ...kindType } = isObject(rprops.kind) ? rprops.kind : {};
      if (kind === undefined) throw new CodegenError('catalogue_invalid', `${schema.description}: resource.kind has no const`);
      shapeProps[name] = { ...p, properties: { ...rprops, kind: kindType } };
      variant[name] = { type: 'object', properties: { kind: { const: kind } } };
    } else {
      const { const: value, ...type } = p;
      if (value === undefined) throw new CodegenError('catalogue_invalid', `${schema.description}: ${name} has no const`);
      shapeProps[name] = type;
      // The discriminator of the union reads the type's const from the variant itself.
      variant[name] = name === 'type' ? p : { const: value };
    }
  }
  const shape: JsonObject = { ...rest, $ref: `#/$defs/${ENVELOPE_FIELDS}`, properties: shapeProps };
  const shapeName = `${ENVELOPE_SHAPE}.${createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 12)}`;
  bundle.internal.set(shapeName, shape);
  const out: JsonObject = { type: 'object', $ref: `#/$defs/${shapeName}`, properties: variant };
  if (ifSchema !== undefined) out.if = ifSchema;
  if (thenSchema !== undefined) out.then = thenSchema;
  return out;
}

function envelopeVariant(bundle: SchemaBundle, entry: CatalogueEntry, variant: EnvelopeVariant): JsonObject {
  const base = bundle.get('Envelope').schema;
  const props = envelopeProperties(bundle);
  const out: JsonObject = {};
  const required = Array.isArray(base.required) ? base.required.filter((x): x is string => typeof x === 'string') : [];
  for (const [name, p] of Object.entries(props)) {
    if (!isObject(p)) continue;
    const delivery = p['x-delivery-only'];
    if (delivery !== undefined) {
      if (variant === 'stored') continue;
      if (delivery === 'durable' && !entry.durable) continue;
      if (delivery === 'per-type' && !entry.delivery_fields.includes(name)) continue;
    }
    if (p['x-durable-only'] === true) {
      if (!entry.durable) continue;
      required.push(name);
    }
    if (name === 'audience') {
      if (!entry.audience) continue;
      required.push(name);
    }
    switch (name) {
      case 'type':
        out[name] = { type: 'string', const: entry.type };
        break;
      case 'schema_version':
        out[name] = { type: 'integer', const: entry.schema_version };
        break;
      case 'payload':
        out[name] = bundleRef(entry.payload);
        break;
      case 'resource': {
        const resource = bundle.deref(p);
        const rprops = isObject(resource.properties) ? { ...resource.properties } : {};
        rprops.kind = { type: 'string', const: entry.resource_kind };
        if (!entry.resource_version) delete rprops.version;
        out[name] = {
          ...resource,
          properties: rprops,
          required: entry.resource_version ? ['kind', 'id', 'version'] : ['kind', 'id'],
        };
        break;
      }
      default:
        out[name] = p;
    }
  }
  const schema: JsonObject = {
    type: 'object',
    additionalProperties: false,
    description: `${entry.type} v${entry.schema_version} (${entry.durable ? 'durable' : 'ephemeral'}), ${variant} form`,
    required,
    properties: out,
  };
  if (entry.redaction && !entry.redaction.unchanged) {
    schema.if = { properties: { redacted: { const: true } }, required: ['redacted'] };
    schema.then = { properties: { payload: bundleRef(redactedPayloadName(entry)) } };
  }
  return schema;
}

function union(names: string[], description: string): JsonObject {
  return {
    description,
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string' } },
    discriminator: { propertyName: 'type' },
    oneOf: names.map(bundleRef),
  };
}

/**
 * Adds the derived schemas to the bundle and points every use of the open
 * Envelope (dispatch, GET /events) at the closed union of delivered events.
 */
export function addDerivedEventSchemas(bundle: SchemaBundle, entries: CatalogueEntry[]): void {
  const users = [...bundle.defs.values()].filter((d) => d.name !== 'Envelope');
  for (const entry of entries) {
    const redacted = redactedPayloadSchema(bundle, entry);
    if (redacted) {
      bundle.add({
        name: redactedPayloadName(entry),
        tsName: `${bundle.get(entry.payload).tsName}Redacted`,
        origin: 'derived',
        schema: redacted,
        validation: redactedPayloadValidation(bundle, entry),
      });
    }
  }
  bundle.internal.set(ENVELOPE_FIELDS, envelopeFields(bundle));
  for (const variant of ['stored', 'delivered'] as const) {
    for (const entry of entries) {
      if (variant === 'stored' && !entry.durable) continue;
      const stem = bundle.get(entry.payload).tsName.replace(/V[0-9]+$/, '');
      const schema = envelopeVariant(bundle, entry, variant);
      bundle.add({
        name: eventSchemaName(entry, variant),
        tsName: `${variant === 'stored' ? 'Stored' : ''}${stem}Event`,
        origin: 'derived',
        schema,
        validation: factoredVariant(bundle, schema),
      });
    }
  }
  bundle.add({
    name: 'StoredEvent',
    tsName: 'StoredEvent',
    origin: 'derived',
    schema: union(entries.filter((e) => e.durable).map((e) => eventSchemaName(e, 'stored')), 'A durable event as the event log stores it: no delivery field (2.2).'),
  });
  bundle.add({
    name: 'Event',
    tsName: 'Event',
    origin: 'derived',
    schema: union(entries.map((e) => eventSchemaName(e, 'delivered')), 'An event as it is delivered on the gateway, in REST catch-up and in webhooks (2.2).'),
  });
  for (const def of users) def.schema = replaceRef(def.schema, '#/$defs/Envelope', '#/$defs/Event') as JsonObject;
}

function replaceRef(value: Json, from: string, to: string): Json {
  if (Array.isArray(value)) return value.map((v) => replaceRef(v, from, to));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === '$ref' && v === from ? to : replaceRef(v, from, to);
  return out;
}
