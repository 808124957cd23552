// Replay mode: check recorded frames (JSONL files, or directories of them)
// against every rule, file by file; connection state never crosses files.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createChecker, type Violation } from './checker.ts';
import { RecordingEmptyError, RecordingsMissingError, RecordingUnreadableError } from './errors.ts';
import { parseRecordingStrict } from './recording.ts';
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

export async function replayFiles(paths: readonly string[], options: ReplayOptions = {}): Promise<ReplayResult> {
  const files = await collectRecordings(paths);
  const result: ReplayResult = { files: [], violations: [], rules: options.rules ?? allRules };
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      throw new RecordingUnreadableError(file, reason(e));
    }
    const { replayed, violations } = replayText(text, file, options);
    result.files.push(replayed);
    result.violations.push(...violations);
  }
  return result;
}
