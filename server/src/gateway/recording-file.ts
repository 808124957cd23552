// A JSONL file of recording lines (G9). The line shape and the masking come from
// the contract (@bothy/generated, shared with the SDK and the conformance suite);
// this only appends the lines to a file.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream';
import type { RecordedFrame } from '@bothy/generated';

export interface RecordingFile {
  readonly file: string;
  /** Appends one line; a write error is reported by close(), never thrown here. */
  write(line: RecordedFrame): void;
  /** Flushes and closes the file; rejects with the first write error. */
  close(): Promise<void>;
}

/** Appends to file (created when missing). */
export function openRecordingFile(file: string): RecordingFile {
  const stream = createWriteStream(file, { flags: 'a', encoding: 'utf8' });
  // A write error (no such directory, disk full) must not crash the server that
  // records: finished() takes it, and close() reports it.
  const done = new Promise<Error | undefined>((resolve) => finished(stream, (err) => resolve(err ?? undefined)));
  return {
    file,
    write(line) {
      stream.write(`${JSON.stringify(line)}\n`);
    },
    async close() {
      stream.end();
      const failure = await done;
      if (failure) throw failure;
    },
  };
}
