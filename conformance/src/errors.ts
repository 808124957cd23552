// Every failure of the suite itself (not a violation by the implementation under
// test) is a ConformanceError with a stable code. The CLI maps all of them to
// exit code 2; tests assert the class and the code, not the wording.

export type ConformanceErrorCode =
  | 'usage'
  | 'recording_unreadable'
  | 'recording_malformed'
  | 'recording_empty'
  | 'recordings_missing'
  | 'report_unwritable'
  | 'live_setup'
  | 'live_wait'
  | 'aborted'
  | 'run_timeout';

export abstract class ConformanceError extends Error {
  abstract readonly code: ConformanceErrorCode;
}

/** The command line is wrong: unknown command or flag, missing argument. */
export class UsageError extends ConformanceError {
  override readonly name = 'UsageError';
  readonly code = 'usage';
}

/** A file the suite cannot read or write, with the reason the file system gave. */
abstract class FileError extends ConformanceError {
  constructor(
    readonly file: string,
    action: string,
    reason: string,
  ) {
    super(`${file}: cannot ${action}: ${reason}`);
  }
}

/** A recording file or directory cannot be read (missing, no permission, not a file). */
export class RecordingUnreadableError extends FileError {
  override readonly name = 'RecordingUnreadableError';
  readonly code = 'recording_unreadable';
  constructor(file: string, reason: string) {
    super(file, 'read the recording', reason);
  }
}

export interface MalformedLine {
  /** 1-based line number in the recording. */
  line: number;
  reason: string;
}

/** How many malformed lines a RecordingMalformedError names; the rest it counts (a binary file has millions). */
export const MALFORMED_LINES_NAMED = 100;

/** Lines that are not recording lines at all ({t, conn, from, transport?, frame}); the frames were never checked. */
export class RecordingMalformedError extends ConformanceError {
  override readonly name = 'RecordingMalformedError';
  readonly code = 'recording_malformed';
  /** The first MALFORMED_LINES_NAMED malformed lines; `total` counts them all. */
  readonly lines: readonly MalformedLine[];
  constructor(
    readonly file: string,
    lines: readonly MalformedLine[],
    readonly total: number = lines.length,
  ) {
    const named = lines.slice(0, MALFORMED_LINES_NAMED);
    const more = total > named.length ? `\n  and ${total - named.length} more malformed line(s)` : '';
    super(`${file}: ${total} malformed recording line(s):\n${named.map((l) => `  ${file}:${l.line} ${l.reason}`).join('\n')}${more}`);
    this.lines = named;
  }
}

/** A recording without a single frame: a gate that checks nothing must not pass. */
export class RecordingEmptyError extends ConformanceError {
  override readonly name = 'RecordingEmptyError';
  readonly code = 'recording_empty';
  constructor(readonly file: string) {
    super(`${file}: the recording holds no frame`);
  }
}

/** A directory given to replay holds no *.jsonl recording. */
export class RecordingsMissingError extends ConformanceError {
  override readonly name = 'RecordingsMissingError';
  readonly code = 'recordings_missing';
  constructor(readonly dir: string) {
    super(`${dir}: the directory holds no *.jsonl recording`);
  }
}

/** A report (JUnit XML) cannot be written. */
export class ReportUnwritableError extends FileError {
  override readonly name = 'ReportUnwritableError';
  readonly code = 'report_unwritable';
  constructor(file: string, reason: string) {
    super(file, 'write the report', reason);
  }
}

/** Live mode: the server under test cannot be reached, or credentials cannot be had from it. */
export class LiveSetupError extends ConformanceError {
  override readonly name = 'LiveSetupError';
  readonly code = 'live_setup';
}

/** Live mode: a wait on a connection ended, or timed out, without what it waited for; close is set when the connection closed. */
export class LiveWaitError extends ConformanceError {
  override readonly name = 'LiveWaitError';
  readonly code = 'live_wait';
  constructor(
    message: string,
    readonly close?: { code: number; reason: string },
  ) {
    super(message);
  }
}

/** The live run had no verdict within --run-timeout (D422). */
export class RunTimeoutError extends ConformanceError {
  override readonly name = 'RunTimeoutError';
  readonly code = 'run_timeout';
}

/** The run was stopped from outside (SIGINT, SIGTERM) before it had a verdict. */
export class AbortedError extends ConformanceError {
  override readonly name = 'AbortedError';
  readonly code = 'aborted';
}
