// The frame recording of G9 from the contract: the line shape (the Recorded*
// and Recording* schemas of asyncapi.yaml), and the secret fields, the
// properties marked `x-secret: true`. generated/src/recording.ts carries both
// with the masking and line building that the server, the SDK and the
// conformance suite share.
import { isObject, type SchemaBundle } from './bundle.ts';
import type { Json, JsonObject } from './contracts.ts';
import { CodegenError } from './errors.ts';

/** The schemas of the recording format; codegen refuses a contract without one of them. */
export const RECORDING_SCHEMAS = ['RecordingDirection', 'RecordingTransport', 'RecordedClose', 'RecordedFrame'] as const;

export interface RecordingModel {
  directions: string[];
  transports: string[];
  secretFields: string[];
}

function enumOf(bundle: SchemaBundle, name: string): string[] {
  const values = bundle.get(name).schema.enum;
  if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string' && /^[a-z]+$/.test(v))) {
    throw new CodegenError('recording_invalid', `${name} must be an enum of lower-case names`);
  }
  return values as string[];
}

/**
 * Every property name marked `x-secret: true` anywhere in the document, sorted.
 * Refuses a mark that is not `true`, one that is not on a property, and a name
 * marked on one property and left unmarked on another: a recording masks by
 * name, so a name is a secret everywhere or nowhere.
 */
export function secretFieldsOf(document: JsonObject): string[] {
  const marked = new Map<string, string>();
  const unmarked = new Map<string, string>();
  // Iterative: the walk is over the contract, but codegen recurses nowhere without bound either.
  const stack: { value: Json; at: string; property?: string }[] = [{ value: document, at: '' }];
  while (stack.length > 0) {
    const { value, at, property } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, at: `${at}/${i}` }));
      continue;
    }
    if (!isObject(value)) continue;
    if ('x-secret' in value) {
      if (property === undefined) throw new CodegenError('secret_invalid', `x-secret at ${at || '/'} is not on a property`);
      if (value['x-secret'] !== true) throw new CodegenError('secret_invalid', `x-secret at ${at} must be true`);
    }
    if (property !== undefined) (value['x-secret'] === true ? marked : unmarked).set(property, at);
    for (const [k, v] of Object.entries(value)) {
      const path = `${at}/${k}`;
      if (k === 'properties' && isObject(v)) {
        for (const [name, schema] of Object.entries(v)) stack.push({ value: schema, at: `${path}/${name}`, property: name });
      } else {
        stack.push({ value: v, at: path });
      }
    }
  }
  for (const [name, at] of marked) {
    const other = unmarked.get(name);
    if (other !== undefined) throw new CodegenError('secret_invalid', `${name} is x-secret at ${at} but not at ${other}: a recording masks it by name everywhere`);
  }
  return [...marked.keys()].sort();
}

export function recordingOf(asyncapi: JsonObject, bundle: SchemaBundle): RecordingModel {
  for (const name of RECORDING_SCHEMAS) {
    if (!bundle.defs.has(name)) throw new CodegenError('recording_invalid', `components.schemas.${name} (the recording format, G9) is missing`);
  }
  const secretFields = secretFieldsOf(asyncapi);
  if (secretFields.length === 0) throw new CodegenError('secret_invalid', 'no property is marked x-secret: a recording would hold every token');
  const line = bundle.get('RecordedFrame').schema;
  const props = isObject(line.properties) ? line.properties : {};
  for (const member of ['t', 'conn', 'from', 'transport', 'frame', 'close', 'unparsed']) {
    if (!(member in props)) throw new CodegenError('recording_invalid', `RecordedFrame has no member ${member}`);
  }
  return { directions: enumOf(bundle, 'RecordingDirection'), transports: enumOf(bundle, 'RecordingTransport'), secretFields };
}

/** The fixed part of generated/src/recording.ts, after the constants. */
export const RECORDING_RUNTIME = `/** What a recording writes in place of a secret's value. */
export const SECRET_MASK = '***';

/**
 * Levels of arrays and objects maskSecrets walks; a value nested deeper is
 * replaced by SECRET_MASK as a whole, since it cannot be searched for secrets.
 * Above server.json_max_depth (at most 1000) plus the frame envelope (D43).
 */
export const MASK_MAX_DEPTH = 1100;

const secretFields: ReadonlySet<string> = new Set(SECRET_FIELDS);

export function isSecretField(name: string): name is SecretField {
  return secretFields.has(name);
}

/**
 * A deep copy of a value with the whole value of every secret field replaced by
 * SECRET_MASK, whatever its type (a token sent as an array or an object is a
 * secret all the same, D45), at any depth up to maxDepth. The input is not changed.
 */
export function maskSecrets<T>(value: T, maxDepth: number = MASK_MAX_DEPTH): T {
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    if (depth >= maxDepth) return SECRET_MASK;
    if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) out[k] = secretFields.has(k) ? SECRET_MASK : walk(item, depth + 1);
    return out;
  };
  return walk(value, 0) as T;
}

/** Who and when of a line. */
export interface RecordingHead {
  conn: string;
  from: RecordingDirection;
  /** Receive time; default now. */
  at?: Date;
}

function head(entry: RecordingHead): Pick<RecordedFrame, 't' | 'conn' | 'from'> {
  return { t: (entry.at ?? new Date()).toISOString(), conn: entry.conn, from: entry.from };
}

/** A line with a frame, its secrets masked; transport only when it is not the gateway. */
export function recordedFrame(entry: RecordingHead & { frame: unknown; transport?: RecordingTransport }): RecordedFrame {
  const transport = entry.transport && entry.transport !== RecordingTransport.Gateway ? { transport: entry.transport } : {};
  return { ...head(entry), ...transport, frame: maskSecrets(entry.frame) };
}

/** A line with a frame that is no JSON text, by its size in bytes, never its content. */
export function recordedUnparsed(entry: RecordingHead & { bytes: number }): RecordedFrame {
  return { ...head(entry), unparsed: entry.bytes };
}

/**
 * A gateway frame as the text that crossed the wire: JSON is its frame, secrets
 * masked; any other text is unparsed, by its UTF-8 size, since a secret in it
 * could not be masked.
 */
export function recordedText(entry: RecordingHead & { text: string }): RecordedFrame {
  let frame: unknown;
  try {
    frame = JSON.parse(entry.text);
  } catch {
    return recordedUnparsed({ ...entry, bytes: new TextEncoder().encode(entry.text).byteLength });
  }
  return recordedFrame({ ...entry, frame });
}

/** A line saying that \`from\` closed the gateway connection with code and reason (6.4). */
export function recordedClose(entry: RecordingHead & RecordedClose): RecordedFrame {
  return { ...head(entry), close: { code: entry.code, reason: entry.reason } };
}
`;
