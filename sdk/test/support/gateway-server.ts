// A small scripted gateway on loopback that speaks the frames of the contract, for the
// connection tests. It validates every client frame with the generated validator, answers
// identify and resume with ready/resumed and a catch-up from its log, and lets each test
// script anything else (closes, duplicates, resync_required, missing acks).
import type { AddressInfo } from 'node:net';
import {
  ClientOp,
  CloseCode,
  GATEWAY_PATH,
  PROTOCOL_VERSIONS,
  ServerOp,
  check,
  formatIssues,
  validateClientFrame,
  validateServerFrame,
  type ClientFrame,
  type Event,
  type IdentifyPerson,
  type ResumePerson,
  type ServerFrame,
} from '@bothy/generated';
import { WebSocketServer, type WebSocket } from 'ws';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { AUTHOR, EPOCH, snapshot, TIME } from './events.ts';

export { snapshot };

export interface ServerConnection {
  index: number;
  socket: WebSocket;
  nonce: string;
  frames: ClientFrame[];
  closed: Promise<{ code: number; reason: string }>;
  send(frame: ServerFrame): void;
  close(code: number, reason?: string): void;
}

type IdentifyData = IdentifyPerson;
/** The SDK resumes as a person (the agent form of resume has no cursor). */
type ResumeData = ResumePerson;

export class ScriptedGateway {
  #wss!: WebSocketServer;
  url = '';
  readonly connections: ServerConnection[] = [];
  /** Client frames that did not match the contract; every test expects none. */
  readonly invalid: string[] = [];
  /** The durable log: catch-up sends every event above the client's cursor. */
  log: Event[] = [];
  epoch = EPOCH;
  heartbeatIntervalMs = 5_000;
  resumeWindowMs = 60_000;
  autoAck = true;
  readonly sessions = new Set<string>();
  /** Overrides the default answer to identify or resume. */
  onIdentify: ((conn: ServerConnection, d: IdentifyData) => void) | undefined;
  onResume: ((conn: ServerConnection, d: ResumeData) => void) | undefined;
  #waiters: Array<() => void> = [];

  get head(): number {
    return this.log.reduce((max, e) => Math.max(max, 'seq' in e && e.seq !== undefined ? e.seq : 0), 0);
  }

  async start(): Promise<void> {
    this.#wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: GATEWAY_PATH });
    await new Promise<void>((resolve) => this.#wss.once('listening', () => resolve()));
    this.url = `ws://127.0.0.1:${(this.#wss.address() as AddressInfo).port}${GATEWAY_PATH}`;
    this.#wss.on('connection', (socket) => this.#accept(socket));
  }

  async stop(): Promise<void> {
    for (const c of this.connections) c.socket.terminate();
    await new Promise((resolve) => this.#wss.close(resolve));
  }

  /** Resolves when the predicate holds, checking after every client frame and connection. */
  async until(predicate: () => boolean, timeoutMs = 3_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error('gateway: condition not reached in time');
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
  }

  frames<O extends ClientFrame['op']>(op: O, connection?: ServerConnection): Extract<ClientFrame, { op: O }>[] {
    const source = connection ? connection.frames : this.connections.flatMap((c) => c.frames);
    return source.filter((f): f is Extract<ClientFrame, { op: O }> => f.op === op);
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }

  #accept(socket: WebSocket): void {
    const conn: ServerConnection = {
      index: this.connections.length,
      socket,
      nonce: `nonce-${uuidv7()}`,
      frames: [],
      closed: new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))),
      send: (frame) => {
        const checked = check(validateServerFrame, frame);
        if (!checked.ok) throw new Error(`test server frame does not match the contract: ${formatIssues(checked.issues)}`);
        socket.send(JSON.stringify(frame));
      },
      close: (code, reason = '') => socket.close(code, reason),
    };
    this.connections.push(conn);
    socket.on('message', (data) => {
      const parsed: unknown = JSON.parse(data.toString());
      const checked = check(validateClientFrame, parsed);
      if (!checked.ok) {
        this.invalid.push(`${JSON.stringify(parsed)}: ${formatIssues(checked.issues)}`);
        return;
      }
      conn.frames.push(checked.value);
      this.#respond(conn, checked.value);
      this.#wake();
    });
    conn.send({
      op: ServerOp.Hello,
      d: {
        heartbeat_interval_ms: this.heartbeatIntervalMs,
        resume_window_ms: this.resumeWindowMs,
        protocol_versions: [...PROTOCOL_VERSIONS],
        dpop_nonce: conn.nonce,
        server_time: TIME,
        sync_epoch: this.epoch,
      },
    });
    this.#wake();
  }

  #respond(conn: ServerConnection, frame: ClientFrame): void {
    switch (frame.op) {
      case ClientOp.Heartbeat:
        if (this.autoAck) conn.send({ op: ServerOp.HeartbeatAck, d: {} });
        return;
      case ClientOp.Identify: {
        const d = frame.d as IdentifyData;
        if (this.onIdentify) return this.onIdentify(conn, d);
        this.ready(conn);
        if (d.cursor !== undefined) this.catchUp(conn, d.cursor);
        return;
      }
      case ClientOp.Resume: {
        const d = frame.d as ResumeData;
        if (this.onResume) return this.onResume(conn, d);
        if (!this.sessions.has(d.gateway_session_id)) return conn.close(CloseCode.SessionInvalid, 'unknown session');
        conn.send({ op: ServerOp.Resumed, d: { gateway_session_id: d.gateway_session_id, head_seq: this.head, sync_epoch: this.epoch } });
        this.catchUp(conn, d.cursor);
        return;
      }
      default:
        return;
    }
  }

  /** ready with a new gateway session. */
  ready(conn: ServerConnection): string {
    const session = uuidv7();
    this.sessions.add(session);
    conn.send({
      op: ServerOp.Ready,
      d: {
        gateway_session_id: session,
        principal: { id: AUTHOR, kind: 'user' },
        permission_version: 1,
        head_seq: this.head,
        sync_epoch: this.epoch,
        snapshot: snapshot(this.head, this.epoch),
      },
    });
    return session;
  }

  /** Every logged event above the cursor, a cursor frame, then catchup.complete (7.2). */
  catchUp(conn: ServerConnection, cursor: number): void {
    for (const event of this.log) {
      if ('seq' in event && event.seq !== undefined && event.seq > cursor) conn.send({ op: ServerOp.Dispatch, d: event });
    }
    conn.send({ op: ServerOp.Cursor, d: { seq: this.head } });
    conn.send({ op: ServerOp.CatchupComplete, d: { head_seq: this.head } });
  }
}
