// The recording format of the frame conformance suite: JSONL, one frame per line.
//
//   {"t": "<RFC 3339 receive time>", "conn": "<connection id>", "from": "client" | "server",
//    "transport": "gateway" | "webhook", "frame": {...}}
//
// On the gateway `frame` is the frame as it went over the wire ({op, d}, 2.3); on
// a webhook it is the bare envelope (2.2). `transport` is optional and defaults
// to gateway. The recorder masks secrets: a replay sees "***" in their place.
//
// A gateway line may carry, instead of `frame`, one of:
//   "close": {"code": <n>, "reason": "..."}    `from` closed the connection (6.4)
//   "unparsed": 17                              a frame that was no JSON text (binary,
//                                               or text that does not parse): its size
//                                               in bytes, never its content, because a
//                                               secret cannot be masked in it
//
// The line shape, the direction and transport names, the secret fields and the
// masking are generated from contracts/asyncapi.yaml (@bothy/generated), shared
// with the server and the SDK; this file parses recordings and writes files.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream';
import {
  maskSecrets,
  RecordingDirection,
  RecordingTransport,
  recordedClose,
  recordedFrame,
  recordedText,
  recordedUnparsed,
  SECRET_FIELDS,
  SECRET_MASK,
  type RecordedClose,
  type RecordedFrame,
  type SecretField,
} from '@bothy/generated';
import { RecordingMalformedError, type MalformedLine } from './errors.ts';
import { isInteger, isObject } from './internal/json.ts';

export { maskSecrets, type RecordedClose, type RecordedFrame };
export const Direction = RecordingDirection;
export type Direction = RecordingDirection;
export const Transport = RecordingTransport;
export type Transport = RecordingTransport;

/** A parsed line with its 1-based line number in the recording. */
export interface RecordingLine {
  line: number;
  record: RecordedFrame;
}

/** Fields whose values the recorder replaces with MASK wherever they occur in a frame (x-secret in the contract). */
export const MASKED_FIELDS = SECRET_FIELDS;
export type MaskedField = SecretField;
export const MASK = SECRET_MASK;

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const BODY_KEYS = ['frame', 'close', 'unparsed'] as const;
const LINE_KEYS = new Set(['t', 'conn', 'from', 'transport', ...BODY_KEYS]);
const directions = new Set<unknown>(Object.values(Direction));
const transports = new Set<unknown>(Object.values(Transport));

export function transportOf(record: RecordedFrame): Transport {
  return record.transport ?? Transport.Gateway;
}

function isRecordedClose(value: unknown): value is RecordedClose {
  return isObject(value) && Object.keys(value).length === 2 && isInteger(value.code) && typeof value.reason === 'string';
}

/** Why value is not a recording line, or undefined when it is one. */
function lineProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'a line must be a JSON object';
  const extra = Object.keys(value).filter((k) => !LINE_KEYS.has(k));
  if (extra.length > 0) return `unknown member(s) ${extra.join(', ')}; a line has t, conn, from, transport and one of frame, close, unparsed`;
  if (typeof value.t !== 'string' || !RFC3339.test(value.t) || Number.isNaN(Date.parse(value.t))) return 't must be an RFC 3339 time';
  if (typeof value.conn !== 'string' || value.conn === '') return 'conn must be a non-empty string';
  if (!directions.has(value.from)) return `from must be ${[...directions].join(' or ')}`;
  if (value.transport !== undefined && !transports.has(value.transport)) return `transport must be ${[...transports].join(' or ')}`;
  const bodies = BODY_KEYS.filter((k) => k in value);
  if (bodies.length === 0) return 'frame is missing (a line has one of frame, close, unparsed)';
  if (bodies.length > 1) return `a line has one of frame, close and unparsed, not ${bodies.join(' and ')}`;
  if (value.transport === Transport.Webhook && value.from !== Direction.Server) return 'a webhook line is a delivery: from must be server';
  if (value.transport === Transport.Webhook && bodies[0] !== 'frame') return `a webhook line is a delivery: it has a frame, no ${bodies[0]}`;
  if ('close' in value && !isRecordedClose(value.close)) return 'close must be {code, reason}: an integer code and a string reason';
  if ('unparsed' in value && !(isInteger(value.unparsed) && value.unparsed >= 0)) return 'unparsed must be the size of the frame in bytes';
  return undefined;
}

export interface ParsedRecording {
  lines: RecordingLine[];
  malformed: MalformedLine[];
}

/**
 * One line of a recording (without its \n; a trailing \r is dropped): undefined when blank, else the parsed
 * line or why it is malformed. JSON.parse quotes the text near its fault; what it quotes is kept printable,
 * since the line may be anything (a binary file) and the reason goes to a CI log.
 */
export function parseRecordingLine(raw: string, line: number): RecordingLine | MalformedLine | undefined {
  const source = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  if (source.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (e) {
    // eslint-disable-next-line no-control-regex
    return { line, reason: `not JSON (${(e as Error).message.replace(/[\u0000-\u001F\u007F-\u009F\uFFFD]/g, '?')})` };
  }
  const problem = lineProblem(value);
  return problem ? { line, reason: problem } : { line, record: value as unknown as RecordedFrame };
}

/** Parses a recording; blank lines are skipped, every other line is either parsed or reported with its number. */
export function parseRecording(text: string): ParsedRecording {
  const lines: RecordingLine[] = [];
  const malformed: MalformedLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const parsed = parseRecordingLine(raw, i + 1);
    if (parsed === undefined) return;
    if ('record' in parsed) lines.push(parsed);
    else malformed.push(parsed);
  });
  return { lines, malformed };
}

/** Like parseRecording, but throws RecordingMalformedError when any line is malformed. */
export function parseRecordingStrict(text: string, file: string): RecordingLine[] {
  const { lines, malformed } = parseRecording(text);
  if (malformed.length > 0) throw new RecordingMalformedError(file, malformed);
  return lines;
}

/** Where a recorder writes its lines; a node Writable fits. */
export interface RecordingSink {
  write(line: string): unknown;
}

export interface FrameToRecord {
  conn: string;
  from: Direction;
  frame: unknown;
  /** Default gateway; a gateway line is written without the member. */
  transport?: Transport;
  /** Receive time; default now. */
  at?: Date;
}

/** A gateway frame as the text that crossed the wire (what a socket hands over). */
export interface TextToRecord {
  conn: string;
  from: Direction;
  text: string;
  /** Receive time; default now. */
  at?: Date;
}

/** A close of a gateway connection by `from`. */
export interface CloseToRecord {
  conn: string;
  from: Direction;
  code: number;
  reason: string;
  /** Receive time; default now. */
  at?: Date;
}

/** A gateway frame that is no JSON text, by its size in bytes. */
export interface UnparsedToRecord {
  conn: string;
  from: Direction;
  bytes: number;
  /** Receive time; default now. */
  at?: Date;
}

export interface FrameRecorder {
  /** Masks the frame's secrets and writes one line; returns the line as written. */
  record(entry: FrameToRecord): RecordedFrame;
  /**
   * A gateway frame as text: JSON is written as its frame, secrets masked; any
   * other text as an unparsed line with its size only, never its content.
   */
  recordText(entry: TextToRecord): RecordedFrame;
  /** A close line: `from` closed the gateway connection with code and reason. */
  recordClose(entry: CloseToRecord): RecordedFrame;
  /** An unparsed line: a gateway frame that is no JSON text (binary, or bytes that are no UTF-8), by its size. */
  recordUnparsed(entry: UnparsedToRecord): RecordedFrame;
}

export interface RecorderOptions {
  now?: () => Date;
}

export function createRecorder(sink: RecordingSink, options: RecorderOptions = {}): FrameRecorder {
  const now = options.now ?? (() => new Date());
  const write = (line: RecordedFrame): RecordedFrame => {
    sink.write(`${JSON.stringify(line)}\n`);
    return line;
  };
  const at = <E extends { at?: Date }>(entry: E): E & { at: Date } => ({ ...entry, at: entry.at ?? now() });
  return {
    record: (entry) => write(recordedFrame(at(entry))),
    recordText: (entry) => write(recordedText(at(entry))),
    recordClose: (entry) => write(recordedClose(at(entry))),
    recordUnparsed: (entry) => write(recordedUnparsed(at(entry))),
  };
}

export interface FileRecorder extends FrameRecorder {
  readonly file: string;
  /** Flushes and closes the file. */
  close(): Promise<void>;
}

/** A recorder that appends to a JSONL file (created when missing). */
export function createFileRecorder(file: string, options: RecorderOptions = {}): FileRecorder {
  const stream = createWriteStream(file, { flags: 'a', encoding: 'utf8' });
  // A write error (no such directory, disk full) must not crash the process that
  // records: finished() takes it, and close() reports it.
  const done = new Promise<Error | undefined>((resolve) => finished(stream, (err) => resolve(err ?? undefined)));
  const recorder = createRecorder(stream, options);
  return {
    file,
    record: (entry) => recorder.record(entry),
    recordText: (entry) => recorder.recordText(entry),
    recordClose: (entry) => recorder.recordClose(entry),
    recordUnparsed: (entry) => recorder.recordUnparsed(entry),
    async close() {
      stream.end();
      const failure = await done;
      if (failure) throw failure;
    },
  };
}
