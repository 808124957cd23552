// Frame recording of the gateway (G9): every frame a connection sends and
// receives, and every close the server makes, as a recording of
// @bothy/conformance (JSONL) in the folder of server.record_frames_dir. Off by
// default. The conformance recorder masks secrets: tokens and DPoP proofs are
// never written, and a frame that is no JSON is written by its size only.
//
// One file per process: the servers of one process (tests start several) share
// it, and the last one to end closes it.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createFileRecorder, Direction, type FileRecorder } from '@bothy/conformance';
import type { Logger } from '../logging.ts';
import type { FrameRecorder } from './gateway.ts';

export interface FileFrameRecorder extends FrameRecorder {
  /** The recording this process writes; it is created with its first line. */
  readonly file: string;
  /** This server stops recording; the last one of the process flushes and closes the file. Never throws. */
  end(): Promise<void>;
}

interface SharedFile {
  /** Created with the first line, so that a server without a gateway connection leaves no empty recording. */
  recorder?: FileRecorder;
  readonly file: string;
  users: number;
}

const shared = new Map<string, SharedFile>();
let files = 0;

function fileName(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  files += 1;
  return `gateway-${stamp}-${process.pid}-${files}.jsonl`;
}

export async function createFileFrameRecorder(dir: string, log: Logger): Promise<FileFrameRecorder> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true });
  let entry = shared.get(folder);
  if (!entry) {
    entry = { file: path.join(folder, fileName()), users: 0 };
    shared.set(folder, entry);
  }
  entry.users += 1;
  const own = entry;
  const recorder = (): FileRecorder => {
    if (!own.recorder) {
      own.recorder = createFileRecorder(own.file);
      log.info({ file: own.file }, 'recording gateway frames (server.record_frames_dir)');
    }
    return own.recorder;
  };
  let ended = false;
  return {
    file: own.file,
    frame(connectionId, from, text) {
      if (!ended) recorder().recordText({ conn: connectionId, from, text });
    },
    close(connectionId, code, reason) {
      if (!ended) recorder().recordClose({ conn: connectionId, from: Direction.Server, code, reason });
    },
    async end() {
      if (ended) return;
      ended = true;
      own.users -= 1;
      if (own.users > 0) return;
      if (shared.get(folder) === own) shared.delete(folder);
      try {
        await own.recorder?.close();
      } catch (err) {
        log.error({ err, file: own.file }, 'the frame recording could not be written');
      }
    },
  };
}
