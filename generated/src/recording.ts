// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
// The frame recording of G9: one JSONL line per frame or close; the server, the SDK and the conformance suite write and read it.
import type { RecordedClose, RecordedFrame } from './schemas.js';

/** Who sent a recorded frame, or who closed the connection. */
export const RecordingDirection = {
  Client: "client",
  Server: "server",
} as const;
export type RecordingDirection = (typeof RecordingDirection)[keyof typeof RecordingDirection];

/** Where a recorded frame went; a line without transport is a gateway line. */
export const RecordingTransport = {
  Gateway: "gateway",
  Webhook: "webhook",
} as const;
export type RecordingTransport = (typeof RecordingTransport)[keyof typeof RecordingTransport];

/** Members marked x-secret in contracts/asyncapi.yaml: their values, of any type, never reach a recording, at any depth (D45). */
export const SECRET_FIELDS = ["access_token","api_token","dpop","invocation_token"] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** What a recording writes in place of a secret's value. */
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

/** A line saying that `from` closed the gateway connection with code and reason (6.4). */
export function recordedClose(entry: RecordingHead & RecordedClose): RecordedFrame {
  return { ...head(entry), close: { code: entry.code, reason: entry.reason } };
}
