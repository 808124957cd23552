// Replay mode: check recorded frames (JSONL files, or directories of them)
// against every rule, file by file; connection state never crosses files.
import { constants } from 'node:buffer';
import { createReadStream, open as openFd } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { createChecker, type Violation } from './checker.ts';
import { MALFORMED_LINES_NAMED, RecordingEmptyError, RecordingMalformedError, RecordingsMissingError, RecordingUnreadableError, type MalformedLine } from './errors.ts';
import { parseRecordingLine, parseRecordingStrict } from './recording.ts';
import { rules as allRules, type Rule } from './rules/index.ts';

export interface ReplayedFile {
  file: string;
  frames: number;
  connections: number;
}

export interface ReplayResult {
  files: ReplayedFile[];
  violations: Violation[];
  /** The rules every frame was checked against. */
  rules: readonly Rule[];
}

export interface ReplayOptions {
  rules?: readonly Rule[];
  /** Twin linesRecopied: a line's bytes are copied again with every chunk of the file, as before D472. */
  twins?: { linesRecopied?: boolean };
  /** Called as each file's check begins (the CLI names it when a signal stops the replay, D423). */
  onFile?: (file: string) => void;
  /** The longest line read (bytes); MAX_LINE_BYTES, the runtime's longest string, unless a test sets less. */
  maxLineBytes?: number;
}

/** Checks the text of one recording; malformed lines throw RecordingMalformedError. */
export function replayText(text: string, file: string, options: ReplayOptions = {}): { replayed: ReplayedFile; violations: Violation[] } {
  const lines = parseRecordingStrict(text, file);
  if (lines.length === 0) throw new RecordingEmptyError(file);
  const checker = createChecker(file, options);
  const violations = [...lines.flatMap(({ record, line }) => checker.observe(record, line)), ...checker.finish()];
  return { replayed: { file, frames: lines.length, connections: checker.connections.size }, violations };
}

function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code && !String(err.message).includes(err.code) ? `${err.code}: ${err.message}` : String(err.message ?? e);
}

/** The recordings named: files as given, directories as their *.jsonl files in name order. */
export async function collectRecordings(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    let info;
    try {
      info = await stat(p);
    } catch (e) {
      throw new RecordingUnreadableError(p, reason(e));
    }
    if (!info.isDirectory()) {
      out.push(p);
      continue;
    }
    const names = (await readdir(p)).filter((n) => n.endsWith('.jsonl')).sort();
    if (names.length === 0) throw new RecordingsMissingError(p);
    out.push(...names.map((n) => path.join(p, n)));
  }
  return out;
}

/**
 * A file's bytes as a stream. A pipe (a FIFO, `<(zcat rec.gz)`) is read as a socket, without blocking: a
 * read of a file stream waits in a thread of the pool that the process's exit then waits for, so a replay
 * stopped by a signal (D423) would never end while the pipe's writer stays silent.
 */
async function readable(file: string): Promise<NodeJS.ReadableStream> {
  if (!(await stat(file)).isFIFO()) return createReadStream(file);
  // A plain descriptor, not a FileHandle (whose collection would close it under the socket).
  const fd = await promisify(openFd)(file, 'r');
  return new net.Socket({ fd, readable: true, writable: false });
}

/** The longest line the replay reads: the longest string of this runtime (bytes of UTF-8 are at least as many as its UTF-16 units). */
export const MAX_LINE_BYTES = constants.MAX_STRING_LENGTH;

/**
 * The lines of a file as it is read, split at \n (a \n is never part of a UTF-8 sequence, so each line
 * decodes on its own). The file is never one string: a recording of any size can be checked (D411).
 * A line's pieces are kept as they come and joined once, at its end: joining at each chunk copied a long
 * line again with every 64 KiB, and a line of 100 MB took minutes (D472).
 */
async function* linesOf(file: string, twins: ReplayOptions['twins'], maxLineBytes = MAX_LINE_BYTES): AsyncGenerator<string> {
  if (twins?.linesRecopied) return yield* linesRecopied(file);
  let pieces: Buffer[] = [];
  let size = 0;
  const line = (): string => (pieces.length === 1 ? pieces[0]!.toString('utf8') : Buffer.concat(pieces).toString('utf8'));
  // A line longer than a string may be is refused as it grows, not when it is joined: joined, a line of
  // 2 GiB or more ended the process in V8 (a review of D472), and its pieces held the memory till then.
  const add = (piece: Buffer): void => {
    size += piece.length;
    if (size > maxLineBytes) throw Object.assign(new Error(`a line of the recording is longer than ${maxLineBytes} bytes, the longest string this runtime holds`), { code: 'ERR_STRING_TOO_LONG' });
    pieces.push(piece);
  };
  for await (const chunk of (await readable(file)) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      add(chunk.subarray(start, end));
      yield line();
      pieces = [];
      size = 0;
      start = end + 1;
    }
    if (start < chunk.length) add(chunk.subarray(start));
  }
  yield line();
}

/** Twin linesRecopied: the reader before D472, which joined the unfinished line with each chunk. */
async function* linesRecopied(file: string): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of (await readable(file)) as AsyncIterable<Buffer>) {
    const buffer = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
    let start = 0;
    for (let end = buffer.indexOf(10); end >= 0; end = buffer.indexOf(10, start)) {
      yield buffer.toString('utf8', start, end);
      start = end + 1;
    }
    rest = buffer.subarray(start);
  }
  yield rest.toString('utf8');
}

/** Replays one file as it is read: the same verdict as replayText on its text. */
async function replayFile(file: string, options: ReplayOptions): Promise<{ replayed: ReplayedFile; violations: Violation[] }> {
  const checker = createChecker(file, options);
  const violations: Violation[] = [];
  const malformed: MalformedLine[] = [];
  let malformedCount = 0;
  let frames = 0;
  let line = 0;
  try {
    for await (const raw of linesOf(file, options.twins, options.maxLineBytes)) {
      const parsed = parseRecordingLine(raw, ++line);
      if (parsed === undefined) continue;
      if (!('record' in parsed)) {
        malformedCount += 1;
        if (malformed.length < MALFORMED_LINES_NAMED) malformed.push(parsed);
      } else if (malformedCount === 0) {
        // Once a line is malformed the file has no verdict: its frames are counted, no longer checked.
        violations.push(...checker.observe(parsed.record, parsed.line));
      }
      if ('record' in parsed) frames += 1;
    }
  } catch (e) {
    // The file system's errors (EISDIR, EACCES, a line too long for a string); anything else is a bug.
    if ((e as NodeJS.ErrnoException).code === undefined) throw e;
    throw new RecordingUnreadableError(file, reason(e));
  }
  if (malformedCount > 0) throw new RecordingMalformedError(file, malformed, malformedCount);
  if (frames === 0) throw new RecordingEmptyError(file);
  for (const v of checker.finish()) violations.push(v);
  return { replayed: { file, frames, connections: checker.connections.size }, violations };
}

export async function replayFiles(paths: readonly string[], options: ReplayOptions = {}): Promise<ReplayResult> {
  const files = await collectRecordings(paths);
  const result: ReplayResult = { files: [], violations: [], rules: options.rules ?? allRules };
  for (const file of files) {
    options.onFile?.(file);
    const { replayed, violations } = await replayFile(file, options);
    result.files.push(replayed);
    // One by one: a spread of a million violations overflows the stack (D411).
    for (const v of violations) result.violations.push(v);
  }
  return result;
}
