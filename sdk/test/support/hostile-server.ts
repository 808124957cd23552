// A gateway on loopback that misbehaves on purpose, for test/e2e/hostile-server.test.ts. Unlike
// ScriptedGateway (gateway-server.ts) it checks nothing it sends: each test's script writes raw text
// or binary frames, invalid JSON, frames of any size, out-of-order ops and any close code. Valid
// frames are built from the generated types (hello, ready, dispatch); the rest is on purpose.
import type { AddressInfo } from 'node:net';
import { ClientOp, GATEWAY_PATH, PROTOCOL_VERSIONS, ResyncReason, ServerOp, type Event, type ServerFrame } from '@bothy/generated';
import { WebSocketServer, type WebSocket } from 'ws';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { AUTHOR, EPOCH, snapshot, TIME } from './events.ts';

/** One accepted socket and what its client sent. */
export interface HostileSocket {
  index: number;
  socket: WebSocket;
  /** Client frames by op, parsed (the client is ours: every one is JSON). */
  frames: Array<{ op: string; d?: Record<string, unknown> }>;
  /** The close code this side saw, once closed. */
  closedWith?: number;
  /** Any text, unchecked. */
  raw(text: string): void;
  /** A binary frame. */
  binary(data: Buffer): void;
  /** A frame, unchecked (a frame typed as the contract's, or anything). */
  frame(frame: ServerFrame | object): void;
  /** hello; `beside` are members of the frame next to op and d (a newer server's, D542). */
  hello(d?: Record<string, unknown>, beside?: Record<string, unknown>): void;
  ready(headSeq: number, d?: Record<string, unknown>): string;
  dispatch(event: Event | object): void;
  /** resync_required at `headSeq` (reason too_far_behind unless named). */
  resyncRequired(headSeq: number, reason?: ResyncReason): void;
  /** reauth_required with `nonce`, for a token that expires in `expiresInMs`. */
  reauthRequired(nonce: string, expiresInMs?: number): void;
  close(code: number, reason?: string): void;
}

/** What a script does: on accept, and on each client frame. */
export interface Script {
  accept?: (s: HostileSocket) => void;
  onFrame?: (s: HostileSocket, frame: { op: string; d?: Record<string, unknown> }) => void;
}

/** hello, then ready on identify (no catch-up): the well-behaved part a script builds on. */
export const politeGreeting: Script = {
  accept: (s) => s.hello(),
  onFrame: (s, f) => {
    if (f.op === ClientOp.Identify) s.ready(0);
  },
};

export class HostileServer {
  #wss!: WebSocketServer;
  url = '';
  /** The origin for BothyClient's baseUrl. */
  origin = '';
  readonly sockets: HostileSocket[] = [];
  /** When each socket was accepted (ms since start()). */
  readonly acceptedAt: number[] = [];
  #started = 0;
  script: Script = politeGreeting;

  async start(): Promise<void> {
    // maxPayload above the default of sync.ws_max_frame_bytes is the client's limit only; this side reads any size.
    this.#wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: GATEWAY_PATH });
    await new Promise<void>((resolve) => this.#wss.once('listening', () => resolve()));
    const port = (this.#wss.address() as AddressInfo).port;
    this.origin = `http://127.0.0.1:${port}`;
    this.url = `ws://127.0.0.1:${port}${GATEWAY_PATH}`;
    this.#started = Date.now();
    this.#wss.on('connection', (socket) => this.#accept(socket));
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.socket.terminate();
    await new Promise((resolve) => this.#wss.close(resolve));
  }

  /** Client frames of one op over all sockets. */
  sent(op: string): Array<{ op: string; d?: Record<string, unknown> }> {
    return this.sockets.flatMap((s) => s.frames.filter((f) => f.op === op));
  }

  #accept(socket: WebSocket): void {
    const send = (data: string | Buffer, binary = false): void => {
      if (socket.readyState === socket.OPEN) socket.send(data, { binary });
    };
    const s: HostileSocket = {
      index: this.sockets.length,
      socket,
      frames: [],
      raw: (text) => send(text),
      binary: (data) => send(data, true),
      frame: (frame) => send(JSON.stringify(frame)),
      hello: (d = {}, beside = {}) =>
        s.frame({
          ...beside,
          op: ServerOp.Hello,
          d: {
            heartbeat_interval_ms: 5_000,
            resume_window_ms: 60_000,
            protocol_versions: [...PROTOCOL_VERSIONS],
            dpop_nonce: `nonce-${uuidv7()}`,
            server_time: TIME,
            sync_epoch: EPOCH,
            ...d,
          },
        }),
      ready: (headSeq, d = {}) => {
        const session = uuidv7();
        s.frame({
          op: ServerOp.Ready,
          d: {
            gateway_session_id: session,
            principal: { id: AUTHOR, kind: 'user' },
            permission_version: 1,
            head_seq: headSeq,
            sync_epoch: EPOCH,
            snapshot: snapshot(headSeq, EPOCH),
            ...d,
          },
        });
        return session;
      },
      dispatch: (event) => s.frame({ op: ServerOp.Dispatch, d: event }),
      resyncRequired: (headSeq, reason = ResyncReason.TooFarBehind) => s.frame({ op: ServerOp.ResyncRequired, d: { reason, head_seq: headSeq, sync_epoch: EPOCH } }),
      reauthRequired: (nonce, expiresInMs = 60_000) => s.frame({ op: ServerOp.ReauthRequired, d: { expires_at: new Date(Date.now() + expiresInMs).toISOString(), dpop_nonce: nonce } }),
      close: (code, reason = '') => {
        // ws refuses to send 1005 and 1006 (they never travel in a close frame): the socket is cut instead.
        if (code === 1005 || code === 1006) socket.terminate();
        else socket.close(code, reason);
      },
    };
    this.sockets.push(s);
    this.acceptedAt.push(Date.now() - this.#started);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      let frame: { op: string; d?: Record<string, unknown> };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return;
      }
      s.frames.push(frame);
      this.script.onFrame?.(s, frame);
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      s.closedWith = code;
    });
    this.script.accept?.(s);
  }
}
