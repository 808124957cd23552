// What crossed a gateway socket as a line of the G9 recording format (06-api 15), which the
// conformance suite replays:
//
//   {"t": "<RFC 3339 time>", "conn": "<socket id>", "from": "client" | "server", "frame": {...}}
//   {"t": …, "conn": …, "from": …, "close": {"code": 4013, "reason": "…"}}   who closed, how
//   {"t": …, "conn": …, "from": …, "unparsed": 17}                          no JSON: its size only
//
// The SDK writes the line shape itself so that it needs nothing from the conformance package.
// Secrets are masked as the conformance recorder masks them: a recording never holds a token.
import type { WireRecord } from './connection.ts';

/** Members whose values, of any type, never reach a recording, at any depth (D45). */
export const RECORDING_MASKED_FIELDS: readonly string[] = ['access_token', 'api_token', 'dpop', 'invocation_token'];
export const RECORDING_MASK = '***';

const masked = new Set(RECORDING_MASKED_FIELDS);

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = masked.has(k) ? RECORDING_MASK : mask(v);
  return out;
}

/** The recording line of one record, without the trailing newline. */
export function recordingLine(record: WireRecord, at: Date = new Date()): string {
  const head = { t: at.toISOString(), conn: record.socketId, from: record.from };
  if ('close' in record) return JSON.stringify({ ...head, close: { code: record.close.code, reason: record.close.reason } });
  let frame: unknown;
  try {
    frame = JSON.parse(record.text);
  } catch {
    // Text that is no JSON cannot be masked, so only its size is kept.
    return JSON.stringify({ ...head, unparsed: new TextEncoder().encode(record.text).byteLength });
  }
  return JSON.stringify({ ...head, frame: mask(frame) });
}
