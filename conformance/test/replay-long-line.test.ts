// D472: a recording with a long line is replayed in time linear in its size (G9; D411: a recording is read
// as a stream, its size has no limit). The line reader joined the unfinished line with every chunk of the
// file (64 KiB), so a line of n bytes cost n^2 / 128 KiB of copying: a line of 100 MB took 4 min 41 s
// here, one of 500 MB hours, before its verdict or its error; a CI gate waited for it. The replay runs in a
// child process (support/replay-child.ts), which the twin's test ends.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClientOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCommand } from '../../server/test/support/child.ts';
import { RecordingUnreadableError } from '../src/errors.ts';
import { replayFiles } from '../src/replay.ts';

const LINE_BYTES = 100 * 1024 * 1024;
/** The twin is ended after this; at the rate measured it needs about ten times as long (the fix: 4 s in all). */
const TWIN_GIVEN_MS = 30_000;

let dir = '';
let file = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-replay-long-line-'));
  file = path.join(dir, 'long.jsonl');
  // One short line, a frame of 100 MB (an op no server sends, so a frame.schema finding), one short line.
  const short = (conn: string) => JSON.stringify({ t: '2026-11-30T12:00:00.020Z', conn, from: 'client', frame: { op: ClientOp.Heartbeat, d: { last_seq: 0 } } });
  const head = `{"t":"2026-11-30T12:00:00.030Z","conn":"c2","from":"server","frame":{"op":"no_such_op","d":{"s":"`;
  await writeFile(file, `${short('c1')}\n${head}${'a'.repeat(LINE_BYTES)}"}}}\n${short('c3')}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const replayChild = (twins: Record<string, boolean>) => spawnCommand(process.execPath, ['--import', 'tsx', 'conformance/test/support/replay-child.ts', JSON.stringify({ twins }), file], {});

describe('replay of a recording with a line of 100 MB (G9, D411; D472)', () => {
  it('gives its verdict: three frames, the long one a frame.schema finding', async () => {
    const result = await replayFiles([file]);
    expect(result.files).toEqual([{ file, frames: 3, connections: 3 }]);
    expect(result.violations.map((v) => [v.line, v.rule])).toEqual([[2, 'frame.schema']]);
  }, 60_000);

  it('does so in a child process as well (the twin test below runs the same child)', async () => {
    const exit = await replayChild({}).exited;
    expect(exit.code, exit.stderr).toBe(0);
    expect(JSON.parse(exit.stdout)).toEqual({ files: [{ file, frames: 3, connections: 3 }], rules: ['frame.schema'] });
  }, 60_000);

  it(`twin linesRecopied: the replay has no verdict after ${TWIN_GIVEN_MS / 1000} s`, async () => {
    const child = replayChild({ linesRecopied: true });
    const ended = await Promise.race([child.exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), TWIN_GIVEN_MS))]);
    child.kill('SIGKILL');
    await child.exited;
    expect(ended).toBe(false);
    expect(child.stdout).toBe('');
  }, TWIN_GIVEN_MS + 30_000);
});

describe('a line longer than the longest string is refused as it is read (G9, D411; D472 addendum)', () => {
  it('recording_unreadable with ERR_STRING_TOO_LONG, before its pieces are joined (the bound set to 1 MiB here; the runtime’s is about 512 MiB)', async () => {
    const error = await replayFiles([file], { maxLineBytes: 1 << 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordingUnreadableError);
    expect((error as Error).message).toContain('ERR_STRING_TOO_LONG');
  }, 60_000);
});
