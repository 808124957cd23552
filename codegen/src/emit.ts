// Turns the loaded contracts into the files of generated/src: it returns a map of
// file name to text, and main.ts writes it. The one side effect is config.ts's
// probe, a temporary copy imported once to compute the defaults (emitConfig).
import { emitRateLimits, readRateLimits, type RateLimitModel } from './rate-limits.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleRef, isObject, pascalCase, SchemaBundle, schemasOf } from './bundle.ts';
import { readActions, type ActionInfo } from './actions.ts';
import { addDerivedEventSchemas, INVOCATION_TOKEN_FIELD, readCatalogue, tokenBearingTypes, type CatalogueEntry } from './catalogue.ts';
import type { Json, JsonObject, LoadedContracts } from './contracts.ts';
import { CodegenError } from './errors.ts';
import { checkFormats } from './formats.ts';
import { propertyKey, TypeEmitter } from './typescript.ts';
import { compileValidators, IGNORING_UNKNOWN_SCHEMAS } from './validators.ts';
import { RECORDING_RUNTIME, recordingOf, type RecordingModel } from './recording.ts';
import { ANSWER_RUNTIME, CONFIG_DEFAULTS_PROBE, CONFIG_RUNTIME, REDACTION_RUNTIME, VALIDATE_RUNTIME, BY_NAME_RUNTIME } from './runtime-templates.ts';

export const GENERATED_HEADER = '// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.';

export interface FrameInfo {
  op: string;
  schema: string;
  summary: string;
}

export interface CloseCodeInfo {
  code: number;
  name: string;
  recovery: string;
  backoff: string;
  report: boolean;
  foreground_reconnect: boolean;
  wait_for?: string;
  reaction: string;
  agent?: CloseCodeAgentInfo;
}

export interface CloseCodeAgentInfo {
  recovery: string;
  backoff: string;
  report: boolean;
  reaction: string;
}

export interface Model {
  bundle: SchemaBundle;
  catalogue: CatalogueEntry[];
  /** components.x-actions: what authorize decides (D69). */
  actions: ActionInfo[];
  clientFrames: FrameInfo[];
  serverFrames: FrameInfo[];
  closeCodes: CloseCodeInfo[];
  closeRecoveries: Record<string, string>;
  closeBackoffs: Record<string, string>;
  problemCodes: Record<string, { status: number; title: string }>;
  protocolVersions: number[];
  resyncReasons: string[];
  gatewayPath: string;
  restBasePath: string;
  /** Method and path template of every operation with `security: []` (no token: discovery, JWKS, dev tokens). */
  unauthenticated: { method: string; path: string }[];
  configuration: Record<string, { default: string | number; kind: string | string[]; meaning: string }>;
  /** The frame recording of G9: its direction and transport names and the x-secret fields. */
  recording: RecordingModel;
  /** The rate-limit class of every client op and REST write (6.2, rate-limits.ts). */
  rateLimits: RateLimitModel;
  /** The request headers of the webhook delivery, keyed by <Name> of components/parameters Webhook<Name> (15.6, D526). */
  webhookHeaders: { key: string; name: string; description: string }[];
  /** The webhook signature: its header (a key of webhookHeaders) and JWS typ, that header's content media type without application/ (RFC 7515 4.1.9, D526). */
  webhookSignature: { header: string; typ: string };
  /** The JWS typ of an invocation token: Envelope.invocation_token's contentMediaType without application/ (15.3, RFC 7515 4.1.9, D526 addendum). */
  invocationTokenTyp: string;
}

function obj(v: Json | undefined, what: string): JsonObject {
  if (!isObject(v)) throw new CodegenError('contract_invalid', `${what} is missing or not a mapping`);
  return v;
}

function framesOf(asyncapi: JsonObject, bundle: SchemaBundle, operation: string): FrameInfo[] {
  const op = obj(obj(asyncapi.operations, 'operations')[operation], `operations.${operation}`);
  const messages = obj(obj(asyncapi.components, 'components').messages, 'components.messages');
  const list = op.messages;
  if (!Array.isArray(list)) throw new CodegenError('contract_invalid', `operations.${operation}.messages is not a list`);
  return list.map((ref) => {
    const name = String(obj(ref, 'message ref').$ref).split('/').pop() ?? '';
    const message = obj(messages[name], `components.messages.${name}`);
    const schema = String(obj(message.payload, `${name}.payload`).$ref).split('/').pop() ?? '';
    const frame = bundle.get(schema).schema;
    const opConst = isObject(frame.properties) && isObject(frame.properties.op) ? frame.properties.op.const : undefined;
    if (opConst !== name || message.name !== name) {
      throw new CodegenError('contract_invalid', `message ${name}: its name and the op const of ${schema} must both be ${name}`);
    }
    return { op: name, schema, summary: String(message.summary ?? '') };
  });
}

function closeCodesOf(channel: JsonObject): Pick<Model, 'closeCodes' | 'closeRecoveries' | 'closeBackoffs'> {
  const recoveries = obj(channel['x-close-recoveries'], 'x-close-recoveries') as Record<string, string>;
  const backoffs = obj(channel['x-close-backoffs'], 'x-close-backoffs') as Record<string, string>;
  const raw = channel['x-close-codes'];
  if (!Array.isArray(raw)) throw new CodegenError('close_codes_invalid', 'x-close-codes must be a list');
  const seen = new Set<number>();
  const closeCodes = raw.map((r) => {
    const c = obj(r, 'close code') as unknown as CloseCodeInfo;
    const bad = (why: string): never => {
      throw new CodegenError('close_codes_invalid', `close code ${String(c.code)}: ${why}`);
    };
    if (!Number.isInteger(c.code) || c.code < 1000 || c.code > 4999) bad('code must be an integer 1000-4999');
    if (seen.has(c.code)) bad('listed twice');
    seen.add(c.code);
    if (!/^[a-z_]+$/.test(c.name)) bad('name must be snake_case');
    if (!(c.recovery in recoveries)) bad(`unknown recovery ${c.recovery}`);
    if (!(c.backoff in backoffs)) bad(`unknown backoff ${c.backoff}`);
    if (typeof c.report !== 'boolean' || typeof c.foreground_reconnect !== 'boolean') bad('report and foreground_reconnect must be booleans');
    if ((c.recovery === 'wait') !== (c.wait_for !== undefined)) bad('wait_for goes exactly with recovery wait');
    if (typeof c.reaction !== 'string' || !c.reaction) bad('reaction is required');
    if (c.agent !== undefined) {
      // D105: the reaction of agent and app clients where 6.3 gives them another one.
      const a = obj(c.agent as unknown as Json, `close code ${c.code} agent`) as unknown as CloseCodeAgentInfo;
      const keys = Object.keys(a).sort().join(',');
      if (keys !== 'backoff,reaction,recovery,report') bad('agent names exactly recovery, backoff, report and reaction');
      if (!(a.recovery in recoveries) || a.recovery === 'wait') bad(`agent: recovery ${a.recovery} is unknown or needs wait_for`);
      if (!(a.backoff in backoffs)) bad(`agent: unknown backoff ${a.backoff}`);
      if (typeof a.report !== 'boolean') bad('agent: report must be a boolean');
      if (typeof a.reaction !== 'string' || !a.reaction) bad('agent: reaction is required');
    }
    return c;
  });
  return { closeCodes, closeRecoveries: recoveries, closeBackoffs: backoffs };
}

function problemCodesOf(openapi: JsonObject, bundle: SchemaBundle): Model['problemCodes'] {
  const table = obj(openapi['x-problem-codes'], 'x-problem-codes') as Record<string, { status: number; title: string }>;
  const enumList = bundle.get('ProblemCode').schema.enum;
  const listed = Array.isArray(enumList) ? enumList.map(String) : [];
  const keys = Object.keys(table);
  const missing = listed.filter((c) => !keys.includes(c));
  const extra = keys.filter((c) => !listed.includes(c));
  if (missing.length || extra.length || listed.join() !== keys.join()) {
    throw new CodegenError('problem_codes_mismatch', `ProblemCode and x-problem-codes must list the same codes in the same order (missing in table: ${missing.join(', ') || '-'}; not in enum: ${extra.join(', ') || '-'})`);
  }
  for (const [code, row] of Object.entries(table)) {
    if (!Number.isInteger(row.status) || row.status < 400 || row.status > 599 || !row.title) {
      throw new CodegenError('problem_codes_mismatch', `x-problem-codes.${code} needs a 4xx/5xx status and a title`);
    }
  }
  return table;
}

export function buildModel(contracts: LoadedContracts): Model {
  const bundle = new SchemaBundle();
  for (const def of schemasOf(contracts.asyncapi, 'asyncapi')) bundle.add(def);
  for (const def of schemasOf(contracts.openapi, 'openapi')) bundle.add(def);
  const catalogue = readCatalogue(contracts.asyncapi, bundle);
  addDerivedEventSchemas(bundle, catalogue);

  const clientFrames = framesOf(contracts.asyncapi, bundle, 'receiveClientFrames');
  const serverFrames = framesOf(contracts.asyncapi, bundle, 'sendServerFrames');
  const frameUnion = (frames: FrameInfo[], description: string): JsonObject => ({
    description,
    type: 'object',
    required: ['op'],
    properties: { op: { type: 'string' } },
    discriminator: { propertyName: 'op' },
    oneOf: frames.map((f) => bundleRef(f.schema)),
  });
  bundle.add({ name: 'ClientFrame', tsName: 'ClientFrame', origin: 'derived', schema: frameUnion(clientFrames, 'Every frame a client may send (6.2).') });
  bundle.add({ name: 'ServerFrame', tsName: 'ServerFrame', origin: 'derived', schema: frameUnion(serverFrames, 'Every frame a server may send (6.2).') });
  checkFormats(bundle.toJsonSchema(), '#');

  const info = obj(contracts.asyncapi.info, 'info');
  const versions = info['x-protocol-versions'];
  if (!Array.isArray(versions) || versions.length === 0 || !versions.every((v) => Number.isInteger(v))) {
    throw new CodegenError('contract_invalid', 'info.x-protocol-versions must list the supported versions');
  }
  const channel = obj(obj(contracts.asyncapi.channels, 'channels').gateway, 'channels.gateway');
  const reasons = bundle.get('ResyncReason').schema.enum;
  const servers = contracts.openapi.servers;
  const restBasePath = Array.isArray(servers) && isObject(servers[0]) ? String(servers[0].url) : '';
  if (!restBasePath.startsWith('/')) throw new CodegenError('contract_invalid', 'openapi servers[0].url must be the base path');
  return {
    bundle,
    catalogue,
    actions: readActions(contracts.asyncapi, catalogue),
    clientFrames,
    serverFrames,
    ...closeCodesOf(channel),
    problemCodes: problemCodesOf(contracts.openapi, bundle),
    protocolVersions: versions as number[],
    resyncReasons: Array.isArray(reasons) ? reasons.map(String) : [],
    gatewayPath: String(channel.address),
    restBasePath,
    unauthenticated: unauthenticatedOf(contracts.openapi),
    configuration: configurationOf(info),
    recording: recordingOf(contracts.asyncapi, bundle),
    rateLimits: readRateLimits(contracts.asyncapi, contracts.openapi, clientFrames.map((f) => f.op), configurationOf(info)),
    ...webhookDeliveryOf(contracts.openapi),
    invocationTokenTyp: invocationTokenTypOf(contracts.asyncapi),
  };
}

const WEBHOOK_PARAMETER = /^#\/components\/parameters\/Webhook([A-Z][A-Za-z0-9]*)$/;
const JWS_MEDIA_TYPE = /^application\/([a-z0-9.-]+\+jws)$/;

/**
 * The headers of the contract's webhook request (openapi.yaml `webhooks:`): each a $ref to
 * components/parameters Webhook<Name>, so that <Name> keys it in WebhookHeader; and the signature's
 * JWS typ, the media type of the one header given as `content` (`application/<typ>`, RFC 7515
 * 4.1.9: a typ is a media type without its application/ prefix). D526.
 */
function webhookDeliveryOf(openapi: JsonObject): Pick<Model, 'webhookHeaders' | 'webhookSignature'> {
  const bad = (why: string): never => {
    throw new CodegenError('contract_invalid', `webhooks: ${why}`);
  };
  const parameters = obj(obj(openapi.components, 'components').parameters, 'components.parameters');
  const headers: Model['webhookHeaders'] = [];
  const signatures: Model['webhookSignature'][] = [];
  for (const [hook, item] of Object.entries(obj(openapi.webhooks, 'webhooks'))) {
    for (const [method, op] of Object.entries(obj(item, `webhooks.${hook}`))) {
      const list = obj(op, `webhooks.${hook}.${method}`).parameters;
      if (!Array.isArray(list)) bad(`${hook}.${method} lists no parameters`);
      for (const ref of list as Json[]) {
        const m = WEBHOOK_PARAMETER.exec(String(obj(ref, 'parameter').$ref));
        if (!m) bad(`${hook}.${method}: every parameter is a $ref to #/components/parameters/Webhook<Name> (${JSON.stringify(ref)})`);
        const key = m![1]!;
        const p = obj(parameters[`Webhook${key}`], `components.parameters.Webhook${key}`);
        if (p.in !== 'header' || typeof p.name !== 'string') bad(`Webhook${key} is not a header with a name`);
        if (headers.some((h) => h.key === key || h.name.toLowerCase() === String(p.name).toLowerCase())) bad(`Webhook${key} (${String(p.name)}) is listed twice`);
        headers.push({ key, name: String(p.name), description: typeof p.description === 'string' ? p.description : '' });
        if (p.content !== undefined) {
          const media = Object.keys(obj(p.content, `Webhook${key}.content`));
          const jws = media.length === 1 ? JWS_MEDIA_TYPE.exec(media[0]!) : null;
          if (!jws) bad(`Webhook${key}.content names one media type application/<name>+jws, not ${media.join(', ')}`);
          signatures.push({ header: key, typ: jws![1]! });
        }
      }
    }
  }
  if (headers.length === 0) bad('no webhook request headers');
  if (signatures.length !== 1) bad(`exactly one header (the signature) has content application/<typ>; found ${signatures.length}`);
  return { webhookHeaders: headers, webhookSignature: signatures[0]! };
}

const JWT_MEDIA_TYPE = /^application\/([a-z0-9.-]+\+jwt)$/;

/**
 * The JWS typ of an invocation token (15.3): the `contentMediaType` of the Envelope's invocation_token
 * (JSON Schema 2020-12 8.4, `application/<typ>`), the media type of the string's content, whose typ is
 * that media type without application/ (RFC 7515 4.1.9). D526 addendum.
 */
function invocationTokenTypOf(asyncapi: JsonObject): string {
  const schemas = obj(obj(asyncapi.components, 'components').schemas, 'components.schemas');
  const field = obj(obj(obj(schemas.Envelope, 'Envelope').properties, 'Envelope.properties')[INVOCATION_TOKEN_FIELD], `Envelope.${INVOCATION_TOKEN_FIELD}`);
  const jwt = JWT_MEDIA_TYPE.exec(String(field.contentMediaType));
  if (!jwt) throw new CodegenError('contract_invalid', `Envelope.${INVOCATION_TOKEN_FIELD}: contentMediaType names the token's media type application/<name>+jwt, not ${JSON.stringify(field.contentMediaType)}`);
  return jwt[1]!;
}

/** The operations the contract marks `security: []`: a client calls them without a token. */
function unauthenticatedOf(openapi: JsonObject): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(isObject(openapi.paths) ? openapi.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (isObject(op) && Array.isArray(op.security) && op.security.length === 0) out.push({ method: method.toUpperCase(), path });
    }
  }
  return out;
}

const CONFIG_KINDS = new Set(['duration', 'bytes', 'count', 'rate']);
const CONFIG_KEYS = new Set(['default', 'kind', 'meaning']);

function configurationOf(info: JsonObject): Model['configuration'] {
  const raw = obj(info['x-configuration'], 'info.x-configuration');
  const out: Model['configuration'] = {};
  for (const [name, v] of Object.entries(raw)) {
    const row = obj(v, `x-configuration.${name}`);
    // A YAML flow mapping cut at an unquoted comma leaves the rest of the meaning as a key of its own.
    const extra = Object.keys(row).filter((k) => !CONFIG_KEYS.has(k));
    if (extra.length > 0) throw new CodegenError('contract_invalid', `x-configuration.${name} has unknown members ${extra.map((k) => JSON.stringify(k)).join(', ')} (an unquoted comma in its meaning?)`);
    const kind = row.kind;
    const ok = (typeof kind === 'string' && CONFIG_KINDS.has(kind)) || (Array.isArray(kind) && kind.length > 0 && kind.every((k) => typeof k === 'string'));
    if (!/^[a-z_]+\.[a-z_0-9.]+$/.test(name) || !ok || (typeof row.default !== 'string' && typeof row.default !== 'number') || typeof row.meaning !== 'string') {
      throw new CodegenError('contract_invalid', `x-configuration.${name} needs a dotted name, a kind, a default and a meaning`);
    }
    out[name] = { default: row.default, kind: kind as string | string[], meaning: row.meaning };
  }
  return out;
}

// ------------------------------------------------------------------ files

const j = (v: unknown): string => JSON.stringify(v);

function constObject(name: string, entries: [string, string | number][], doc: string): string {
  const lines = entries.map(([k, v]) => `  ${pascalCase(k)}: ${j(v)},`);
  return `/** ${doc} */\nexport const ${name} = {\n${lines.join('\n')}\n} as const;\nexport type ${name} = (typeof ${name})[keyof typeof ${name}];\n`;
}

function emitSchemas(model: Model): string {
  const emitter = new TypeEmitter(model.bundle);
  const out = [GENERATED_HEADER, '// One type per named schema of both contracts, and the event envelopes codegen derives from the catalogue.', ''];
  for (const def of model.bundle.defs.values()) out.push(emitter.declaration(def.tsName, def.schema));
  return out.join('\n');
}

function emitCatalogue(model: Model): string {
  const { bundle, catalogue } = model;
  const out = [GENERATED_HEADER, `import type { ReceiveAction } from './actions.js';`, `import type * as S from './schemas.js';`, ''];
  out.push(constObject('EventType', catalogue.map((e) => [e.type, e.type]), 'Every event type of the catalogue (2.1).'));
  out.push('/** The event-type catalogue (ADR 0049): one entry per type, as in components.x-event-catalogue. */');
  out.push('export const eventCatalogue = {');
  for (const e of catalogue) {
    const { type, ...rest } = e;
    out.push(`  ${j(type)}: ${j(rest)},`);
  }
  out.push('} as const satisfies Record<EventType, { readonly receive_action: ReceiveAction; readonly [key: string]: unknown }>;', '');
  out.push('export type CatalogueEntry = (typeof eventCatalogue)[EventType];');
  out.push(`export type DurableEventType = ${catalogue.filter((e) => e.durable).map((e) => j(e.type)).join(' | ')};`);
  out.push(`export type EphemeralEventType = ${catalogue.filter((e) => !e.durable).map((e) => j(e.type)).join(' | ')};`);
  out.push(`export type PersonalEventType = ${catalogue.filter((e) => e.audience).map((e) => j(e.type)).join(' | ')};`);
  out.push(`export type RedactableEventType = ${catalogue.filter((e) => e.redaction).map((e) => j(e.type)).join(' | ')};`);
  out.push(`export const eventTypes: readonly EventType[] = ${j(catalogue.map((e) => e.type))};`, '');
  out.push(
    "/** Each type's schema_version, as the catalogue has it: what a client needs to tell a newer server's event (D543) without the catalogue's weight in a bundle. */",
    `export const eventSchemaVersions = ${j(Object.fromEntries(catalogue.map((e) => [e.type, e.schema_version])))} as const satisfies { readonly [T in EventType]: (typeof eventCatalogue)[T]['schema_version'] };`,
    '',
  );
  const tokenBearing = tokenBearingTypes(catalogue);
  out.push(
    '/** The types whose catalogue delivery_fields list invocation_token: every delivery of one carries a fresh invocation token, issued after the check of 15.3 (R-SY-17). */',
    `export type TokenBearingEventType = ${tokenBearing.length ? tokenBearing.map((t) => j(t)).join(' | ') : 'never'};`,
    `export const tokenBearingEventTypes: readonly TokenBearingEventType[] = ${j(tokenBearing)};`,
    'const TOKEN_BEARING: ReadonlySet<string> = new Set(tokenBearingEventTypes);',
    '/** Whether a delivery of this event type carries an invocation token (its catalogue delivery_fields list invocation_token, 15.3). */',
    'export function carriesInvocationToken(type: string): type is TokenBearingEventType {',
    '  return TOKEN_BEARING.has(type);',
    '}',
    '',
  );
  const map = (name: string, doc: string, rows: [string, string][]) => {
    out.push(`/** ${doc} */`, `export interface ${name} {`, ...rows.map(([k, v]) => `  ${j(k)}: ${v};`), '}', '');
  };
  map('PayloadByType', 'The payload schema <type>.v<schema_version> of each type.', catalogue.map((e) => [e.type, `S.${bundle.get(e.payload).tsName}`]));
  map('EventByType', 'The delivered envelope of each type.', catalogue.map((e) => [e.type, `S.${bundle.get(`Event.${e.type}`).tsName}`]));
  map('StoredEventByType', 'The stored envelope of each durable type.', catalogue.filter((e) => e.durable).map((e) => [e.type, `S.${bundle.get(`StoredEvent.${e.type}`).tsName}`]));
  out.push('export type PayloadOf<T extends EventType> = PayloadByType[T];');
  out.push('export type EventOf<T extends EventType> = EventByType[T];');
  out.push('export type StoredEventOf<T extends DurableEventType> = StoredEventByType[T];');
  out.push('/** A delivered durable event: what catch-up returns (7.2, 7.4). */');
  out.push('export type DurableEvent = EventByType[DurableEventType];', '');
  out.push('/** Payload schema names, for the validator of a payload and of its redacted form. */');
  out.push(`export const payloadValidatorNames = ${j(Object.fromEntries(catalogue.map((e) => [e.type, bundle.get(e.payload).tsName])))} as const satisfies Record<EventType, string>;`);
  out.push(`export const redactedPayloadValidatorNames = ${j(Object.fromEntries(catalogue.filter((e) => e.redaction).map((e) => [e.type, bundle.defs.has(`${e.payload}.redacted`) ? bundle.get(`${e.payload}.redacted`).tsName : bundle.get(e.payload).tsName])))} as const satisfies Record<RedactableEventType, string>;`);
  out.push(`export const eventValidatorNames = ${j(Object.fromEntries(catalogue.map((e) => [e.type, bundle.get(`Event.${e.type}`).tsName])))} as const satisfies Record<EventType, string>;`);
  out.push(`export const storedEventValidatorNames = ${j(Object.fromEntries(catalogue.filter((e) => e.durable).map((e) => [e.type, bundle.get(`StoredEvent.${e.type}`).tsName])))} as const satisfies Record<DurableEventType, string>;`);
  return `${out.join('\n')}\n`;
}

function emitFrames(model: Model): string {
  const { bundle } = model;
  const out = [GENERATED_HEADER, `import type * as S from './schemas.js';`, ''];
  out.push(constObject('ClientOp', model.clientFrames.map((f) => [f.op, f.op]), 'Ops a client sends (6.2).'));
  out.push(constObject('ServerOp', model.serverFrames.map((f) => [f.op, f.op]), 'Ops a server sends (6.2).'));
  out.push(`export const clientOps: readonly ClientOp[] = ${j(model.clientFrames.map((f) => f.op))};`);
  out.push(`export const serverOps: readonly ServerOp[] = ${j(model.serverFrames.map((f) => f.op))};`, '');
  const map = (name: string, frames: FrameInfo[]) => {
    out.push(`export interface ${name} {`);
    for (const f of frames) out.push(`  /** ${f.summary} */`, `  ${j(f.op)}: S.${bundle.get(f.schema).tsName};`);
    out.push('}', '');
  };
  map('ClientFrameByOp', model.clientFrames);
  map('ServerFrameByOp', model.serverFrames);
  out.push('export type ClientFrameOf<O extends ClientOp> = ClientFrameByOp[O];');
  out.push('export type ServerFrameOf<O extends ServerOp> = ServerFrameByOp[O];');
  out.push("export type ClientFrameData<O extends ClientOp> = ClientFrameByOp[O]['d'];");
  out.push("export type ServerFrameData<O extends ServerOp> = ServerFrameByOp[O]['d'];", '');
  out.push(`export const frameValidatorNames = ${j(Object.fromEntries([...model.clientFrames, ...model.serverFrames].map((f) => [f.op, bundle.get(f.schema).tsName])))} as const;`, '');
  out.push('/** Per client op, the members of `d` that are UUIDs (Uuid, UuidV7), alone or in a list: RFC 9562 takes them in either case, the server compares them in lower case (D310). */');
  out.push(`export const clientFrameIdFields = ${j(Object.fromEntries(model.clientFrames.map((f) => [f.op, idFieldsOf(bundle, f.schema)])))} as const satisfies Record<ClientOp, readonly string[]>;`, '');
  const idPaths = [...bundle.defs.values()].flatMap((def) => {
    const paths = idPathsOf(bundle, def.schema);
    return paths.length ? [[def.tsName, paths] as const] : [];
  });
  out.push(
    '/**',
    ' * Per schema, where its UUIDs (Uuid, UuidV7) are: member names joined by `/`, `*` for every item of a',
    ' * list (every variant of a oneOf, at most four levels down). RFC 9562 takes a UUID in either case; the',
    ' * server lowers them in a REST body after validation, as the gateway does in a frame (D310, D386).',
    ' */',
    `export const schemaIdPaths: Readonly<Record<string, readonly string[]>> = ${j(Object.fromEntries(idPaths))};`,
  );
  return `${out.join('\n')}\n`;
}

/** The paths of a schema's UUID members (see schemaIdPaths), at most `depth` levels down. */
function idPathsOf(bundle: Model['bundle'], schema: Json | undefined, depth = 4): string[] {
  if (!isObject(schema) || depth === 0) return [];
  if (schema.$ref === '#/$defs/Uuid' || schema.$ref === '#/$defs/UuidV7') return [''];
  const s = bundle.deref(schema);
  const paths = new Set<string>();
  const join = (head: string, tail: string) => (tail ? `${head}/${tail}` : head);
  for (const v of [...(Array.isArray(s.oneOf) ? s.oneOf : []), ...(Array.isArray(s.anyOf) ? s.anyOf : []), ...(Array.isArray(s.allOf) ? s.allOf : [])]) {
    for (const p of idPathsOf(bundle, v, depth)) paths.add(p);
  }
  if (isObject(s.properties)) {
    for (const [name, p] of Object.entries(s.properties)) for (const tail of idPathsOf(bundle, p, depth - 1)) paths.add(join(name, tail));
  }
  if (isObject(s.items)) for (const tail of idPathsOf(bundle, s.items, depth - 1)) paths.add(join('*', tail));
  return [...paths].filter((p) => p !== '' || s === schema).sort();
}

/** The members of a frame's `d` (every variant of a oneOf) whose schema is a Uuid or UuidV7, or a list of them. */
function idFieldsOf(bundle: Model['bundle'], frameSchema: string): string[] {
  const isId = (s: Json | undefined): boolean => isObject(s) && (s.$ref === '#/$defs/Uuid' || s.$ref === '#/$defs/UuidV7');
  const frame = bundle.deref(bundle.get(frameSchema).schema);
  const props = isObject(frame.properties) ? frame.properties : {};
  const d = isObject(props.d) ? bundle.deref(props.d) : undefined;
  if (!d) return [];
  const variants = Array.isArray(d.oneOf) ? d.oneOf.filter(isObject).map((v) => bundle.deref(v)) : [d];
  const fields = new Set<string>();
  for (const v of variants) {
    for (const [name, p] of Object.entries(isObject(v.properties) ? v.properties : {})) {
      if (isId(p) || (isObject(p) && p.type === 'array' && isId(p.items))) fields.add(name);
    }
  }
  return [...fields].sort();
}

function emitCloseCodes(model: Model): string {
  const out = [GENERATED_HEADER, ''];
  out.push(constObject('CloseCode', model.closeCodes.map((c) => [c.name, c.code]), 'Close codes of the gateway (6.4).'));
  out.push(`/** What a client does after a close (x-close-recoveries). */`);
  out.push(`export type CloseRecovery = ${Object.keys(model.closeRecoveries).map(j).join(' | ')};`);
  out.push(`export const closeRecoveries: Readonly<Record<CloseRecovery, string>> = ${j(model.closeRecoveries)};`);
  out.push(`export type CloseBackoff = ${Object.keys(model.closeBackoffs).map(j).join(' | ')};`);
  out.push(`export const closeBackoffs: Readonly<Record<CloseBackoff, string>> = ${j(model.closeBackoffs)};`, '');
  out.push('/** The reaction of agent and app clients where 6.3 gives them another one (D105). */');
  out.push('export interface CloseCodeAgentInfo {', '  recovery: CloseRecovery;', '  backoff: CloseBackoff;', '  report: boolean;', '}', '');
  out.push('export interface CloseCodeInfo {', '  code: CloseCode;', '  name: string;', '  recovery: CloseRecovery;', '  backoff: CloseBackoff;', '  report: boolean;', '  foreground_reconnect: boolean;', "  wait_for?: 'close_reason' | 'device_active';", '  agent?: CloseCodeAgentInfo;', '}', '');
  out.push('/** The mapping of 6.4: every close code with the client reaction, as data (its prose in closeCodeReactions). */');
  out.push('export const closeCodes: Readonly<Record<CloseCode, CloseCodeInfo>> = {');
  for (const { reaction: _r, agent, ...c } of model.closeCodes) {
    const row = agent ? { ...c, agent: { recovery: agent.recovery, backoff: agent.backoff, report: agent.report } } : c;
    out.push(`  ${c.code}: ${j(row)},`);
  }
  out.push('};', '');
  // The prose apart from the data (D335): a client acts on closeCodes alone, and a bundle drops this table.
  out.push('/** The reaction of 6.4 in words, per close code: for people and documentation; `agent` where 6.3 gives agents another one (D105). */');
  out.push('export const closeCodeReactions: Readonly<Record<CloseCode, { reaction: string; agent?: string }>> = {');
  for (const c of model.closeCodes) out.push(`  ${c.code}: ${j(c.agent ? { reaction: c.reaction, agent: c.agent.reaction } : { reaction: c.reaction })},`);
  out.push('};', '');
  out.push('export function isCloseCode(code: number): code is CloseCode {', '  return Object.prototype.hasOwnProperty.call(closeCodes, code);', '}');
  return `${out.join('\n')}\n`;
}

function emitProblemCodes(model: Model): string {
  const out = [GENERATED_HEADER, ''];
  out.push(constObject('ProblemCode', Object.keys(model.problemCodes).map((c) => [c, c]), 'The closed list of problem codes (RFC 9457 `code`), on REST and in gateway error frames.'));
  out.push('export interface ProblemCodeInfo {', '  status: number;', '  title: string;', '}', '');
  out.push('export const problemCodes: Readonly<Record<ProblemCode, ProblemCodeInfo>> = {');
  for (const [code, row] of Object.entries(model.problemCodes)) out.push(`  ${propertyKey(code)}: ${j({ status: row.status, title: row.title })},`);
  out.push('};', '');
  out.push('export function isProblemCode(code: unknown): code is ProblemCode {', "  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(problemCodes, code);", '}');
  return `${out.join('\n')}\n`;
}

function emitProtocol(model: Model): string {
  const out = [GENERATED_HEADER, ''];
  out.push('/** The supported protocol versions (info.x-protocol-versions, 6.1). */');
  out.push(`export const PROTOCOL_VERSIONS: readonly number[] = ${j(model.protocolVersions)};`);
  out.push(`export const CURRENT_PROTOCOL_VERSION = ${Math.max(...model.protocolVersions)};`);
  out.push(`/** Path of the gateway endpoint (6.1). */`);
  out.push(`export const GATEWAY_PATH = ${j(model.gatewayPath)};`);
  out.push(`/** Base path of every REST operation. */`);
  out.push(`export const REST_BASE_PATH = ${j(model.restBasePath)};`);
  out.push(`/** Operations without a token (security: [] in openapi.yaml): method and path template under REST_BASE_PATH. */`);
  out.push(`export const UNAUTHENTICATED_OPERATIONS: readonly { method: string; path: string }[] = ${j(model.unauthenticated)};`, '');
  out.push(constObject('ResyncReason', model.resyncReasons.map((r) => [r, r]), 'Reasons of resync_required, in the order the server checks them (7.3).'));
  out.push(`export const resyncReasons: readonly ResyncReason[] = ${j(model.resyncReasons)};`, '');
  out.push('/** The request headers of a webhook delivery (openapi.yaml `webhooks:` deliverWebhookEvent; components/parameters Webhook<Name>; 15.6, D121, D122). */');
  out.push('export const WebhookHeader = {');
  for (const h of model.webhookHeaders) {
    if (h.description) out.push(`  /** ${h.description.replaceAll('*/', '* /')} */`);
    out.push(`  ${h.key}: ${j(h.name)},`);
  }
  out.push('} as const;', 'export type WebhookHeader = (typeof WebhookHeader)[keyof typeof WebhookHeader];');
  const signature = model.webhookHeaders.find((h) => h.key === model.webhookSignature.header)!;
  out.push(`/** The \`typ\` of the JWS protected header of ${signature.name}: the media type of its content without application/ (RFC 7515 4.1.9); never an invocation token's. */`);
  out.push(`export const WEBHOOK_SIGNATURE_TYP = ${j(model.webhookSignature.typ)};`);
  out.push(`/** The \`typ\` of an invocation token's JWS protected header (15.3, R-SY-08): the contentMediaType of the envelope's ${INVOCATION_TOKEN_FIELD} without application/ (RFC 7515 4.1.9); never a webhook signature's. */`);
  out.push(`export const INVOCATION_TOKEN_TYP = ${j(model.invocationTokenTyp)};`);
  return `${out.join('\n')}\n`;
}

function emitRedaction(model: Model): string {
  const rules = Object.fromEntries(model.catalogue.filter((e) => e.redaction).map((e) => [e.type, e.redaction]));
  return [
    GENERATED_HEADER,
    `import type { PayloadOf, RedactableEventType } from './catalogue.js';`,
    '',
    '/** The redaction of every type whose resource is a message or a file (2.2), from the catalogue. */',
    `export const redactionRules = ${j(rules)} as const satisfies Record<RedactableEventType, RedactionRule>;`,
    '',
    REDACTION_RUNTIME,
  ].join('\n');
}

function emitRecording(model: Model): string {
  const { directions, transports, secretFields } = model.recording;
  const out = [GENERATED_HEADER, '// The frame recording of G9: one JSONL line per frame or close; the server, the SDK and the conformance suite write and read it.', `import type { RecordedClose, RecordedFrame } from './schemas.js';`, ''];
  out.push(constObject('RecordingDirection', directions.map((d) => [d, d]), 'Who sent a recorded frame, or who closed the connection.'));
  out.push(constObject('RecordingTransport', transports.map((t) => [t, t]), 'Where a recorded frame went; a line without transport is a gateway line.'));
  out.push('/** Members marked x-secret in contracts/asyncapi.yaml: their values, of any type, never reach a recording, at any depth (D45). */');
  out.push(`export const SECRET_FIELDS = ${j(secretFields)} as const;`);
  out.push('export type SecretField = (typeof SECRET_FIELDS)[number];', '');
  out.push(RECORDING_RUNTIME);
  return out.join('\n');
}

function emitValidatorTypes(model: Model): string {
  const out = [GENERATED_HEADER, `import type * as S from './schemas.js';`, ''];
  out.push(
    "/** ajv's error object without schemaPath, which codegen drops (validators.ts). */",
    'export interface ValidatorError {',
    '  instancePath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    '',
    'export interface Validator<T> {',
    '  (data: unknown): data is T;',
    '  errors?: ValidatorError[] | null;',
    '}',
    '',
  );
  for (const def of model.bundle.defs.values()) out.push(`export declare const ${def.tsName}: Validator<S.${def.tsName}>;`);
  return `${out.join('\n')}\n`;
}

/**
 * config.ts with configDefaults as a literal (D343 addendum): the parser of the same module computes
 * them once here, from a probe copy that computes them at load, so the values have one source.
 */
async function emitConfig(model: Model): Promise<string> {
  const head = emitConfigHead(model);
  const dir = await mkdtemp(path.join(tmpdir(), 'bothy-codegen-'));
  try {
    const probe = path.join(dir, 'config.ts');
    await writeFile(probe, head + CONFIG_DEFAULTS_PROBE);
    const { configDefaults } = (await import(pathToFileURL(probe).href)) as { configDefaults: Record<string, unknown> };
    const rows = Object.entries(configDefaults).map(([name, value]) => `  ${j(name)}: ${j(value)},`);
    return `${head}
/** Every default of section 18 (and the named values of other chapters), parsed by parseConfigValue at codegen. */
export const configDefaults: Readonly<ConfigValues> = /* @__PURE__ */ Object.freeze({
${rows.join('\n')}
});
`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function emitConfigHead(model: Model): string {
  const out = [GENERATED_HEADER, ''];
  out.push('/** Section 18 of chapter 04, and the values of other chapters it names: name, default, kind. */');
  out.push('export const configSpec = {');
  for (const [name, { meaning: _meaning, ...row }] of Object.entries(model.configuration)) out.push(`  ${j(name)}: ${j(row)},`);
  out.push('} as const;', '');
  // Apart from configSpec, so that a bundle that needs the defaults (the SDK) leaves the prose out.
  out.push('/** What each value means, as section 18 says it. */');
  out.push('export const configMeanings = {');
  for (const [name, row] of Object.entries(model.configuration)) out.push(`  ${j(name)}: ${j(row.meaning)},`);
  out.push('} as const;', '');
  out.push('export type ConfigName = keyof typeof configSpec;');
  out.push(`export const configNames: readonly ConfigName[] = ${j(Object.keys(model.configuration))};`, '');
  out.push(CONFIG_RUNTIME);
  return out.join('\n');
}

function emitActions(model: Model): string {
  const out = [GENERATED_HEADER, '// The actions of components.x-actions: what authorize(principal, action, resource) decides (7.2, 8).', ''];
  out.push(constObject('Action', model.actions.map((a) => [a.name, a.name]), 'Every action that authorize decides: the receive actions of the catalogue and the operations.'));
  const union = (kind: string) => model.actions.filter((a) => a.kind === kind).map((a) => j(a.name)).join(' | ');
  out.push('/** The receive actions: each is the receive_action of event types of the catalogue. */');
  out.push(`export type ReceiveAction = ${union('receive')};`);
  out.push('/** What a principal does through REST or the gateway. */');
  out.push(`export type OperationAction = ${union('operation')};`, '');
  out.push('/** Each action with its kind and meaning, as in components.x-actions. */');
  out.push('export const actionSpec = {');
  for (const a of model.actions) out.push(`  ${j(a.name)}: ${j({ kind: a.kind, meaning: a.meaning })},`);
  out.push('} as const satisfies Record<Action, { kind: "receive" | "operation"; meaning: string }>;', '');
  out.push(`export const actions: readonly Action[] = ${j(model.actions.map((a) => a.name))};`, '');
  return out.join('\n');
}

/**
 * validate<Schema> for every named schema: StoredEvent is the event as the log stores it,
 * Event as it is delivered (gateway, REST catch-up, webhooks).
 */
function emitValidatorExports(model: Model): string {
  const names = [...model.bundle.defs.values()].map((d) => `  ${d.tsName} as validate${d.tsName},`);
  return ['export {', ...names, `} from './validators.js';`, ''].join('\n');
}

/**
 * The validators of what a client reads from a server, ignoring unknown members (D542): each deletes,
 * in the data it is given, the members the contract does not name where its object is closed.
 */
function emitIgnoringUnknownTypes(model: Model): string {
  const out = [GENERATED_HEADER, `import type * as S from './schemas.js';`, `import type { Validator } from './validators.js';`, ''];
  for (const { tsName } of IGNORING_UNKNOWN_SCHEMAS.map((n) => model.bundle.get(n))) out.push(`export declare const ${tsName}: Validator<S.${tsName}>;`);
  return `${out.join('\n')}\n`;
}

function emitIgnoringUnknownExports(model: Model): string {
  const names = IGNORING_UNKNOWN_SCHEMAS.map((n) => model.bundle.get(n).tsName).map((t) => `  ${t} as validate${t}IgnoringUnknown,`);
  return [
    '/**',
    ' * What a client reads from a server, validated ignoring unknown members (6.1: changes within a major',
    ' * version are additive, and clients ignore what they do not know; D542). Each validator deletes, in the',
    ' * data it is given, every member a closed object of the contract does not name, and then decides as',
    ' * the strict validator of the same name does. The strict ones are what a server is held to.',
    ' */',
    'export {',
    ...names,
    `} from './validators-ignoring-unknown.js';`,
    '',
  ].join('\n');
}

function emitIndex(): string {
  return [
    GENERATED_HEADER,
    `export type * from './schemas.js';`,
    `export * from './catalogue.js';`,
    `export * from './actions.js';`,
    `export * from './frames.js';`,
    `export * from './close-codes.js';`,
    `export * from './problem-codes.js';`,
    `export * from './protocol.js';`,
    `export * from './redaction.js';`,
    `export * from './config.js';`,
    `export * from './validate.js';`,
    `export * from './by-name.js';`,
    `export * from './recording.js';`,
    `export * from './rate-limits.js';`,
    `export * from './answer.js';`,
    '// The value (a const object of codes) and the type of the same name win over the schema type.',
    `export { ProblemCode } from './problem-codes.js';`,
    `export { ResyncReason } from './protocol.js';`,
    `export { RecordingDirection, RecordingTransport } from './recording.js';`,
    `export type { paths, operations, components as restComponents } from './openapi.js';`,
    '',
  ].join('\n');
}

async function emitOpenApi(contracts: LoadedContracts): Promise<string> {
  const file = path.join(contracts.dir, 'openapi.yaml');
  const ast = await openapiTS(new URL(`file://${file}`), { alphabetize: false, exportType: false, silent: true });
  const body = astToString(ast).replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');
  return `${GENERATED_HEADER}\n${body}`;
}

export async function emitFiles(contracts: LoadedContracts): Promise<Map<string, string>> {
  const model = buildModel(contracts);
  const files = new Map<string, string>();
  files.set('schemas.ts', emitSchemas(model));
  files.set('catalogue.ts', emitCatalogue(model));
  files.set('actions.ts', emitActions(model));
  files.set('frames.ts', emitFrames(model));
  files.set('close-codes.ts', emitCloseCodes(model));
  files.set('problem-codes.ts', emitProblemCodes(model));
  files.set('protocol.ts', emitProtocol(model));
  files.set('redaction.ts', emitRedaction(model));
  files.set('config.ts', await emitConfig(model));
  files.set('recording.ts', emitRecording(model));
  files.set('rate-limits.ts', emitRateLimits(GENERATED_HEADER, model.rateLimits));
  files.set('validators.js', `${GENERATED_HEADER}\n${compileValidators(model.bundle)}\n`);
  files.set('validators.d.ts', emitValidatorTypes(model));
  files.set('validators-ignoring-unknown.js', `${GENERATED_HEADER}\n${compileValidators(model.bundle, IGNORING_UNKNOWN_SCHEMAS)}\n`);
  files.set('validators-ignoring-unknown.d.ts', emitIgnoringUnknownTypes(model));
  files.set('validate.ts', `${GENERATED_HEADER}\n${VALIDATE_RUNTIME}\n${emitValidatorExports(model)}\n${emitIgnoringUnknownExports(model)}`);
  files.set('by-name.ts', `${GENERATED_HEADER}\n${BY_NAME_RUNTIME}`);
  files.set('answer.ts', `${GENERATED_HEADER}\n${ANSWER_RUNTIME}`);
  files.set('openapi.ts', await emitOpenApi(contracts));
  files.set('index.ts', emitIndex());
  return files;
}
