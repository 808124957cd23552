// Frame recording of the gateway (G9): every frame a connection sends and
// receives, and every close the server makes, as a recording of
// @bothy/conformance (JSONL) in the folder of server.record_frames_dir. Off by
// default. The conformance recorder masks secrets: tokens and DPoP proofs are
// never written (the whole value of a secret's field, whatever its type), and a
// frame that is no JSON is written by its size only. So is a frame nested
// deeper than server.json_max_depth plus the frame envelope: the recorder sees a
// client frame before it is decoded, and masking and writing recurse (D43).
//
// One file per process: the servers of one process (tests start several) share
// it, and the last one to end closes it.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { recordedClose, recordedFrame, recordedText, recordedUnparsed, RecordingDirection, RecordingTransport } from '@bothy/generated';
import { DEFAULT_JSON_MAX_DEPTH, inputPolicyEnforced, textDepthExceeds } from '../internal/json-policy.ts';
import type { Logger } from '../logging.ts';
import type { FrameRecorder } from './gateway.ts';
import { openRecordingFile, type RecordingFile } from './recording-file.ts';

export interface FileFrameRecorder extends FrameRecorder {
  /** The recording this process writes; it is created with its first line. */
  readonly file: string;
  /** A webhook delivery (15.6): the bare envelope as sent, secrets masked, conn = the subscription. */
  webhook(subscriptionId: string, envelope: unknown): void;
  /** This server stops recording; the last one of the process flushes and closes the file. Never throws. */
  end(): Promise<void>;
}

interface SharedFile {
  /** Created with the first line, so that a server without a gateway connection leaves no empty recording. */
  recorder?: RecordingFile;
  readonly file: string;
  users: number;
}

const shared = new Map<string, SharedFile>();
let files = 0;

/** Levels the server's frames add around a stored value (op, d, payload, the object that holds it). */
const FRAME_ENVELOPE_DEPTH = 16;

function fileName(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  files += 1;
  return `gateway-${stamp}-${process.pid}-${files}.jsonl`;
}

export async function createFileFrameRecorder(dir: string, log: Logger, maxDepth = DEFAULT_JSON_MAX_DEPTH): Promise<FileFrameRecorder> {
  const folder = path.resolve(dir);
  await mkdir(folder, { recursive: true });
  let entry = shared.get(folder);
  if (!entry) {
    entry = { file: path.join(folder, fileName()), users: 0 };
    shared.set(folder, entry);
  }
  entry.users += 1;
  const own = entry;
  const recorder = (): RecordingFile => {
    if (!own.recorder) {
      own.recorder = openRecordingFile(own.file);
      log.info({ file: own.file }, 'recording gateway frames (server.record_frames_dir)');
    }
    return own.recorder;
  };
  let ended = false;
  return {
    file: own.file,
    frame(connectionId, from, text) {
      if (ended) return;
      if (inputPolicyEnforced() && textDepthExceeds(text, maxDepth + FRAME_ENVELOPE_DEPTH)) recorder().write(recordedUnparsed({ conn: connectionId, from, bytes: Buffer.byteLength(text) }));
      else recorder().write(recordedText({ conn: connectionId, from, text }));
    },
    webhook(subscriptionId, envelope) {
      if (!ended) recorder().write(recordedFrame({ conn: subscriptionId, from: RecordingDirection.Server, transport: RecordingTransport.Webhook, frame: envelope }));
    },
    close(connectionId, code, reason) {
      if (!ended) recorder().write(recordedClose({ conn: connectionId, from: RecordingDirection.Server, code, reason }));
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
