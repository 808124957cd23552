// The outbound queue of one connection (7.2): at most sync.outbound_queue_max
// frames wait, and none may wait longer than gateway.write_timeout. A durable
// frame that does not fit, or a missed deadline, closes with 4014 (the client
// resumes from its cursor); an ephemeral frame that does not fit is dropped.
// Frames stay in this queue until the socket has room, so that a frame can
// still be put first (access.changed, 8.3) or withdrawn (removed targets).
import { ServerOp, type ServerFrameData, type ServerOp as ServerOpName } from '@bothy/generated';
import type WebSocket from 'ws';
import type { Tickable, Ticker } from './ticker.ts';

/** Bytes the socket may hold before this queue stops handing it frames. */
export const SOCKET_HIGH_WATER = 256 * 1024;

const TEXT_FRAME = { binary: false };

/** How every dispatch frame begins: its text is this, the envelope and a closing brace. */
export const DISPATCH_HEAD = `{"op":${JSON.stringify(ServerOp.Dispatch)},"d":`;
const DISPATCH_HEAD_BYTES = Buffer.from(DISPATCH_HEAD);
const CLOSING_BRACE = 0x7d;

/** The op of a frame's text, which every frame writes as its first member. */
export function frameOp(text: string): string | undefined {
  return text.startsWith(DISPATCH_HEAD) ? ServerOp.Dispatch : /^\{"op":"([a-z_.]+)"/.exec(text)?.[1];
}

/**
 * The UTF-8 bytes of the dispatch frame of an envelope's text (DISPATCH_HEAD, the envelope, '}'),
 * written once into one buffer. The frame as a string (the three joined) is copied whole when ws
 * measures it (a joined string is flattened first) and again when the socket encodes it; this is one
 * copy, outside the JS heap (issue 22: the catch-up's frames, each one connection's alone).
 */
export function dispatchBytes(envelope: string): Buffer {
  const size = Buffer.byteLength(envelope);
  const out = Buffer.allocUnsafe(DISPATCH_HEAD_BYTES.length + size + 1);
  DISPATCH_HEAD_BYTES.copy(out, 0);
  out.write(envelope, DISPATCH_HEAD_BYTES.length, size, 'utf8');
  out[out.length - 1] = CLOSING_BRACE;
  return out;
}
const SHARED_FRAMES_MAX = 2048;
/** More frames than this at once and the queue's arrays are made anew once it has drained. */
const GROWN = 16;

/**
 * The UTF-8 bytes of frames that many connections send (a dispatch frame is
 * serialized once per event and sent to every receiver): encoded once here, so
 * that ws neither measures nor encodes the text again for each receiver.
 * Bounded: a frame that fell out is sent as text, as before.
 */
const sharedFrames = new Map<string, Buffer>();

export function shareFrame(text: string): void {
  if (sharedFrames.has(text)) return;
  if (sharedFrames.size >= SHARED_FRAMES_MAX) sharedFrames.delete(sharedFrames.keys().next().value!);
  sharedFrames.set(text, Buffer.from(text));
}

/**
 * Holds the writes of a socket back until the returned function runs, so that
 * the frames that one read of the log hands a connection leave in one writev
 * instead of one system call each. Undefined when the socket cannot be corked.
 */
export function corkSocket(ws: WebSocket): (() => void) | undefined {
  const socket = (ws as unknown as { _socket?: { cork?: () => void; uncork?: () => void; destroyed?: boolean } })._socket;
  if (!socket?.cork || !socket.uncork || socket.destroyed) return undefined;
  socket.cork();
  return () => socket.uncork!();
}

/**
 * The frame: its JSON text, or its UTF-8 bytes where its maker encoded it itself (a catch-up page's
 * dispatch, dispatchBytes), which go to the socket as they are, nothing measured or encoded again. A
 * frame of bytes names its op (it is counted by it); a text's is read off the text where not given.
 */
export type FrameData = { data: string; op?: ServerOpName } | { data: string | Buffer; op: ServerOpName };

/** A frame handed to the queue (push); the queue stamps it with its time (QueuedFrame). */
export type OutgoingFrame = FrameData & {
  durable: boolean;
  /** Where the frame's event belongs, so that frames of removed targets can be withdrawn (8.3). */
  channelId?: string | null;
  spaceId?: string | null;
};

export type QueuedFrame = OutgoingFrame & { enqueuedAt: number };

/** What the queue tells its connection. */
export interface OutboundOwner {
  /** A durable frame did not fit or a deadline was missed: the connection closes with 4014. */
  overflow(why: string): void;
  /** A frame was handed to the socket. */
  sent(frame: QueuedFrame): void;
}

export class Outbound implements Tickable {
  private queue: QueuedFrame[] = [];
  /** The queue or the in-flight list held more than a few frames since they were last made anew. */
  private grown = false;
  /** Enqueue times of frames handed to the socket but not yet written out. */
  private inflight: number[] = [];
  private waiters: { below: number; resolve: () => void }[] = [];
  /** The period of the deadline check on the gateway's ticker. */
  private readonly checkEvery: number;
  private stopped = false;

  constructor(
    private readonly ws: WebSocket,
    /** sync.outbound_queue_max, read when the connection opened. */
    readonly max: number,
    private readonly writeTimeoutMs: number,
    private readonly ticker: Pick<Ticker, 'add' | 'cancel'>,
    private readonly owner: OutboundOwner,
  ) {
    this.checkEvery = Math.max(50, Math.min(1000, Math.floor(writeTimeoutMs / 4)));
    ticker.add(this.checkEvery, this);
  }

  /** The ticker's call (Tickable): the deadline of gateway.write_timeout. */
  tick(): void {
    this.checkDeadline();
  }

  /** Frames waiting or in flight. */
  get depth(): number {
    return this.queue.length + this.inflight.length;
  }

  /** Frames waiting in this queue, not yet handed to the socket. */
  get waiting(): number {
    return this.queue.length;
  }

  push(frame: OutgoingFrame, first = false): boolean {
    if (this.stopped) return false;
    if (this.depth >= this.max) {
      if (frame.durable) this.owner.overflow(`outbound queue over sync.outbound_queue_max (${this.max})`);
      return false;
    }
    // Callers hand over a fresh object; it becomes the queue entry.
    const f = frame as QueuedFrame;
    f.enqueuedAt = Date.now();
    if (first) this.queue.unshift(f);
    else this.queue.push(f);
    if (this.depth > GROWN) this.grown = true;
    this.pump();
    return true;
  }

  /** Withdraws waiting frames that match (already written frames cannot be recalled). */
  withdraw(match: (f: QueuedFrame) => boolean): number {
    let removed = 0;
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (match(this.queue[i]!)) {
        this.queue.splice(i, 1);
        removed++;
      }
    }
    this.release();
    return removed;
  }

  /** Resolves when fewer than `below` frames wait or are in flight (catch-up backpressure). */
  whenBelow(below: number): Promise<void> {
    if (this.depth < below || this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ below, resolve }));
  }

  stop(): void {
    this.stopped = true;
    this.ticker.cancel(this.checkEvery, this);
    this.queue.length = 0;
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }

  /**
   * Write callbacks come in the order of the sends: one for all frames of this queue. Bound, not an
   * arrow-function field: under tsx (esbuild's keepNames) a named arrow gets a `name` property
   * defined on it, a property array of its own per connection.
   */
  private readonly written: () => void = this.onWritten.bind(this);

  private onWritten(): void {
    this.inflight.shift();
    this.release();
    this.pump();
    // A drained connection gives back the storage its arrays grew to (a catch-up, a burst): arrays
    // never shrink, and an idle connection should hold none.
    if (this.grown && !this.inflight.length && !this.queue.length) {
      this.inflight = [];
      this.queue = [];
      this.grown = false;
    }
  }

  private pump(): void {
    // Several frames leave in one writev, not one system call each (a catch-up page, a backlog
    // released by a drained socket): the socket is corked while the loop hands them over.
    const uncork = this.queue.length > 1 ? corkSocket(this.ws) : undefined;
    try {
      while (this.queue.length && this.ws.bufferedAmount < SOCKET_HIGH_WATER && this.ws.readyState === this.ws.OPEN) {
        const f = this.queue.shift()!;
        this.inflight.push(f.enqueuedAt);
        // Bytes are one connection's frame, encoded by its maker; a text is looked up among the shared frames.
        const data = typeof f.data !== 'string' ? f.data : sharedFrames.get(f.data) || f.data;
        this.ws.send(data, TEXT_FRAME, this.written);
        this.owner.sent(f);
      }
    } finally {
      uncork?.();
    }
  }

  private release(): void {
    if (!this.waiters.length) return;
    const depth = this.depth;
    const ready = this.waiters.filter((w) => depth < w.below);
    this.waiters = this.waiters.filter((w) => depth >= w.below);
    for (const w of ready) w.resolve();
  }

  private checkDeadline(): void {
    if (this.stopped) return;
    this.pump();
    const oldest = Math.min(this.inflight[0] ?? Infinity, this.queue[0]?.enqueuedAt ?? Infinity);
    if (oldest !== Infinity && Date.now() - oldest > this.writeTimeoutMs) this.owner.overflow('a frame waited longer than gateway.write_timeout');
  }
}

/**
 * The UTF-8 bytes of a frame's text when they pass sync.ws_max_frame_bytes (2.3), else undefined. They
 * are counted only when the text could pass the limit (a UTF-16 unit is at most 3 bytes of UTF-8), so
 * most frames need no count.
 */
export function bytesPastFrame(text: string, maxFrameBytes: number): number | undefined {
  if (text.length * 3 <= maxFrameBytes) return undefined;
  const bytes = Buffer.byteLength(text);
  return bytes > maxFrameBytes ? bytes : undefined;
}

/**
 * The text of a frame that must fit sync.ws_max_frame_bytes (2.3) but carries a member of no bound of
 * its own (ready's snapshot, D477; run.update's `current`, D478). Serialized once. Over the limit
 * (`bytesPastFrame`), `field` is left out and `<field>_too_large` carries the bytes the frame would have
 * had (`leftOutBytes`). `twin`: the broken variant that sends the frame whole at any size.
 */
export function boundedFrameText<O extends ServerOpName, D extends ServerFrameData<O>>(op: O, d: D, field: keyof D & string, maxFrameBytes: number, twin = false): { text: string; leftOutBytes?: number } {
  const text = JSON.stringify({ op, d });
  if (twin || d[field] === undefined) return { text };
  const bytes = bytesPastFrame(text, maxFrameBytes);
  if (bytes === undefined) return { text };
  const { [field]: _left, ...rest } = d;
  return { text: JSON.stringify({ op, d: { ...rest, [`${field}_too_large`]: bytes } }), leftOutBytes: bytes };
}
