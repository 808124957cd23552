// A WebSocket client (RFC 6455) over node:http, for the live mode only. A
// black-box protocol suite must send what a normal client library refuses to
// send (invalid UTF-8 in a text frame, a frame over any limit, a binary frame
// where text is due) and must see the close code exactly as the server chose
// it, so it writes and reads the frames itself. Client frames are masked; one
// frame per message; pings are answered, but a control frame over 125 bytes or
// fragmented is a protocol error of the server (RFC 6455, 5.5; D480).
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { finished } from 'node:stream';
import { LiveSetupError, LiveWaitError } from '../errors.ts';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** Frame opcodes of RFC 6455, 5.2. */
const Opcode = { Continuation: 0x0, Text: 0x1, Binary: 0x2, Close: 0x8, Ping: 0x9, Pong: 0xa } as const;

/** Close codes of RFC 6455, 7.4.1, that are never sent on the wire: no status, and no close frame at all. */
export const NO_STATUS = 1005;
export const ABNORMAL_CLOSURE = 1006;
/** RFC 6455, 7.4.1: the client closes because a message is too big to process. */
export const MESSAGE_TOO_BIG = 1009;
/** RFC 6455, 7.4.1: the client closes because the server broke the protocol (here: a control frame against 5.5). */
export const PROTOCOL_ERROR = 1002;
/** RFC 6455, 5.5: the most payload bytes a control frame (close, ping, pong) may carry. */
export const MAX_CONTROL_PAYLOAD = 125;

export interface Incoming {
  text: string;
  binary: boolean;
  /** Size of the payload in bytes. */
  bytes: number;
}

export interface SocketClose {
  code: number;
  reason: string;
  /** Who sent the first close frame; 'none' when the connection ended without one. */
  by: 'server' | 'client' | 'none';
}

export interface SocketTap {
  /** A message the server sent. */
  received(message: Incoming): void;
  /** What the client sent: text as text, anything else as its payload. */
  sent(message: { text?: string; payload: Buffer; binary: boolean }): void;
  /** The connection closed. */
  closed(close: SocketClose): void;
}

export interface LiveSocketLimits {
  /**
   * The largest message the server may send, in payload bytes (2.3: a frame is at most
   * sync.ws_max_frame_bytes, given as --max-frame-bytes). A larger one, as soon as its header or its
   * fragments say so, is not read: the socket closes with 1009 and `fault` says why (D471).
   */
  maxMessageBytes: number;
  /** Twin serverFramesUnbounded: every message is read, whatever its size. */
  unbounded?: boolean;
  /** Twin controlFramesUnchecked: a control frame of any size, or fragmented, is taken (a ping of 200 bytes answered with a pong of 200; D480). */
  controlUnchecked?: boolean;
}

export class LiveSocket {
  readonly messages: Incoming[] = [];
  closed?: SocketClose;
  /** A fault of the server that ended the connection on the client's side (a message over the limit, D471; a control frame against RFC 6455 5.5, D480); a case with one fails. */
  fault?: string;
  private buffer: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private fragmentOpcode: number = Opcode.Text;
  private closeSent = false;
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly socket: Duplex,
    head: Buffer,
    private readonly tap: SocketTap | undefined,
    private readonly limits: LiveSocketLimits | undefined,
  ) {
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    finished(socket, () => this.ended({ code: ABNORMAL_CLOSURE, reason: '', by: 'none' }));
    if (head.length > 0) this.onData(head);
  }

  /** Opens a connection to a ws:// or wss:// URL; rejects when the upgrade fails or takes longer than timeoutMs. */
  static async open(url: string, timeoutMs: number, tap?: SocketTap, limits?: LiveSocketLimits): Promise<LiveSocket> {
    const u = new URL(url);
    const key = randomBytes(16).toString('base64');
    const request = u.protocol === 'wss:' ? httpsRequest : httpRequest;
    const req = request({
      protocol: u.protocol === 'wss:' ? 'https:' : 'http:',
      hostname: u.hostname,
      port: u.port || undefined,
      path: `${u.pathname}${u.search}`,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Key': key, 'Sec-WebSocket-Version': '13' },
    });
    // The request's own error (refused, reset, TLS) ends the wait with its reason; the listener stays for
    // good, so that the 'socket hang up' of req.destroy() after a timeout has a listener too (an 'error'
    // without one would end the process, D408).
    const failed = new Promise<never>((_, reject) => req.on('error', reject));
    failed.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to the upgrade within ${timeoutMs} ms`)), timeoutMs);
    });
    timedOut.catch(() => {});
    const upgraded = once(req, 'upgrade');
    const answered = once(req, 'response');
    upgraded.catch(() => {});
    answered.catch(() => {});
    req.end();
    try {
      const first = await Promise.race([upgraded.then((args) => ({ upgrade: args })), answered.then((args) => ({ response: args })), failed, timedOut]);
      if ('response' in first) {
        const res = first.response[0] as IncomingMessage;
        res.resume();
        throw new LiveSetupError(`${url}: the server answered the upgrade with HTTP ${res.statusCode}`);
      }
      const [res, socket, head] = first.upgrade as [IncomingMessage, Duplex, Buffer];
      const accept = createHash('sha1').update(`${key}${ACCEPT_GUID}`).digest('base64');
      if (res.headers['sec-websocket-accept'] !== accept) {
        socket.destroy();
        throw new LiveSetupError(`${url}: the upgrade answer carries a wrong Sec-WebSocket-Accept`);
      }
      return new LiveSocket(socket, head, tap, limits);
    } catch (e) {
      req.destroy();
      if (e instanceof LiveSetupError) throw e;
      throw new LiveSetupError(`${url}: cannot open a WebSocket: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  sendText(text: string): void {
    this.tap?.sent({ text, payload: Buffer.from(text, 'utf8'), binary: false });
    this.write(Opcode.Text, Buffer.from(text, 'utf8'));
  }

  /** A text frame with exactly these payload bytes, valid UTF-8 or not. */
  sendTextBytes(payload: Buffer): void {
    this.tap?.sent({ payload, binary: false });
    this.write(Opcode.Text, payload);
  }

  sendBinary(payload: Buffer): void {
    this.tap?.sent({ payload, binary: true });
    this.write(Opcode.Binary, payload);
  }

  /** Starts the closing handshake; the server's close frame or the end of the socket ends it. */
  close(code: number, reason = ''): void {
    if (this.closeSent || this.closed) return;
    this.closeSent = true;
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2, 'utf8');
    this.write(Opcode.Close, payload);
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** Waits until a message matches (searching from index `from`), or fails after timeoutMs or when the connection closes. */
  async waitFor(match: (m: Incoming) => boolean, timeoutMs: number, from = 0): Promise<Incoming> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new LiveWaitError(this.fault ?? `the connection closed with ${this.closed.code}${this.closed.reason ? ` (${this.closed.reason})` : ''}`, this.closed);
      const left = deadline - Date.now();
      if (left <= 0) throw new LiveWaitError(`nothing within ${timeoutMs} ms`);
      await this.wake(left);
    }
  }

  /** Waits for the end of the connection; undefined when it is still open after timeoutMs. */
  async waitClose(timeoutMs: number): Promise<SocketClose | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await this.wake(left);
    }
    return this.closed;
  }

  private wake(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private write(opcode: number, payload: Buffer): void {
    if (this.socket.destroyed || !this.socket.writable) return;
    const length = payload.length;
    const header = length < 126 ? Buffer.alloc(2) : length < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    if (length < 126) header[1] = 0x80 | length;
    else if (length < 0x10000) {
      header[1] = 0x80 | 126;
      header.writeUInt16BE(length, 2);
    } else {
      header[1] = 0x80 | 127;
      header.writeBigUInt64BE(BigInt(length), 2);
    }
    const mask = randomBytes(4);
    const masked = Buffer.alloc(length);
    for (let i = 0; i < length; i++) masked[i] = payload[i]! ^ mask[i % 4]!;
    this.socket.write(Buffer.concat([header, mask, masked]));
  }

  private onData(chunk: Buffer): void {
    if (this.fault !== undefined) return;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const b = this.buffer;
      if (b.length < 2) return;
      const fin = (b[0]! & 0x80) !== 0;
      const opcode = b[0]! & 0x0f;
      const masked = (b[1]! & 0x80) !== 0;
      let length = b[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (b.length < 4) return;
        length = b.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (b.length < 10) return;
        length = Number(b.readBigUInt64BE(2));
        offset = 10;
      }
      const maskAt = offset;
      if (masked) offset += 4;
      // RFC 6455, 5.5: a control frame carries at most 125 bytes and is never fragmented; judged by the header
      // as well. Answered, a ping of 200 bytes would be a pong of 200, the client's own breach (D480).
      if (opcode >= Opcode.Close && !this.limits?.controlUnchecked && (length > MAX_CONTROL_PAYLOAD || !fin)) return this.protocolError(opcode, length, fin);
      // Judged by the header, before the payload is waited for: a frame that says 100 MB (or 2^64 - 1 bytes)
      // is refused now, not buffered while it comes (or for ever, when the rest never does).
      const message = length + (opcode === Opcode.Continuation ? this.fragments.reduce((n, f) => n + f.length, 0) : 0);
      if (this.limits && !this.limits.unbounded && message > this.limits.maxMessageBytes) return this.tooBig(message, opcode === Opcode.Continuation || !fin);
      if (b.length < offset + length) return;
      const payload = Buffer.from(b.subarray(offset, offset + length));
      if (masked) for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ b[maskAt + (i % 4)]!;
      this.buffer = b.subarray(offset + length);
      this.onFrame(fin, opcode, payload);
    }
  }

  private onFrame(fin: boolean, opcode: number, payload: Buffer): void {
    switch (opcode) {
      case Opcode.Text:
      case Opcode.Binary:
        if (fin) return this.deliver(opcode, payload);
        this.fragmentOpcode = opcode;
        this.fragments = [payload];
        return;
      case Opcode.Continuation:
        this.fragments.push(payload);
        if (fin) {
          const whole = Buffer.concat(this.fragments);
          this.fragments = [];
          this.deliver(this.fragmentOpcode, whole);
        }
        return;
      case Opcode.Ping:
        this.write(Opcode.Pong, payload);
        return;
      case Opcode.Close: {
        const code = payload.length >= 2 ? payload.readUInt16BE(0) : NO_STATUS;
        const reason = payload.length > 2 ? payload.subarray(2).toString('utf8') : '';
        const by = this.closeSent ? 'client' : 'server';
        if (!this.closeSent) {
          this.closeSent = true;
          this.write(Opcode.Close, payload.subarray(0, 2));
        }
        this.ended({ code, reason, by });
        this.socket.end();
        return;
      }
      default:
        return; // pong, or a reserved opcode: nothing to do for a test client
    }
  }

  /** A message over LiveSocketLimits.maxMessageBytes: not read; close 1009 and end the connection at once. */
  private tooBig(bytes: number, fragmented: boolean): void {
    const limit = this.limits!.maxMessageBytes;
    this.fail(`the server sent a ${fragmented ? 'message of at least' : 'frame of'} ${bytes} bytes, over --max-frame-bytes ${limit} (2.3: a frame is at most sync.ws_max_frame_bytes)`, MESSAGE_TOO_BIG, 'message too big');
  }

  /** A control frame over 125 bytes or fragmented (RFC 6455, 5.5): not read, not answered; close 1002 and end the connection at once. */
  private protocolError(opcode: number, bytes: number, fin: boolean): void {
    const name = opcode === Opcode.Ping ? 'ping' : opcode === Opcode.Pong ? 'pong' : opcode === Opcode.Close ? 'close frame' : `control frame (opcode ${opcode})`;
    const what = bytes > MAX_CONTROL_PAYLOAD ? `a ${name} of ${bytes} bytes, over ${MAX_CONTROL_PAYLOAD}` : `a fragmented ${name}`;
    this.fail(`the server sent ${what} (RFC 6455, 5.5: a control frame carries at most ${MAX_CONTROL_PAYLOAD} bytes and is not fragmented)`, PROTOCOL_ERROR, 'protocol error');
  }

  /** A fault of the server: the socket reads nothing more, sends its close with `code` and ends at once. */
  private fail(fault: string, code: number, reason: string): void {
    this.fault = fault;
    this.buffer = Buffer.alloc(0);
    this.fragments = [];
    if (!this.closeSent) {
      this.closeSent = true;
      const payload = Buffer.alloc(2);
      payload.writeUInt16BE(code, 0);
      this.write(Opcode.Close, payload);
    }
    this.ended({ code, reason, by: 'client' });
    this.socket.end();
    this.socket.destroy();
  }

  private deliver(opcode: number, payload: Buffer): void {
    const message = { text: payload.toString('utf8'), binary: opcode === Opcode.Binary, bytes: payload.length };
    this.messages.push(message);
    this.tap?.received(message);
    this.notify();
  }

  private ended(close: SocketClose): void {
    if (this.closed) return;
    this.closed = close;
    this.tap?.closed(close);
    this.notify();
  }
}
