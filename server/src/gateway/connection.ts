// One gateway connection, server side (6.3): hello, identify or resume, ready
// or resumed, catch-up with live events buffered, then live. This file is the
// state machine: the state, the table's cells (state.ts) carried out by one
// perform(action), the close steps and the timers. What the actions do lives
// in the connection's parts, one object each, named by what they do (D66):
// login.ts (identify, resume, reauth, ready or resumed), delivery.ts (live
// delivery, the backlog, the catch-up, access changes of 8.1-8.3) and ops.ts
// (the ops after identify). The parts never change the state: they fire events.
import { ClientOp, CloseCode, PROTOCOL_VERSIONS, ProblemCode, ServerOp, type ClientFrame, type ServerFrameData, type ServerOp as ServerOpName } from '@bothy/generated';
import type WebSocket from 'ws';
import type { Visibility } from '../authz/visibility.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { ServerContext } from '../context.ts';
import { databaseRetryAfterMs } from '../errors.ts';
import { longLivedChild, type Logger } from '../logging.ts';
import { decodeClientFrame } from './decode.ts';
import { Delivery } from './delivery.ts';
import type { Gateway } from './gateway.ts';
import { Login, type IdentifyFrame, type Identity } from './login.ts';
import { Ops } from './ops.ts';
import { frameOp, Outbound, type QueuedFrame } from './outbound.ts';
import { closeSession, NO_FOCUS, type Focus } from './sessions.ts';
import { CloseWith, ConnectionClosed, transition, type GatewayAction, type GatewayEvent, type GatewayState } from './state.ts';

const MAX_TIMER_MS = 2_147_483_647;

/**
 * What closing releases, in this order (SPEC.md, G1-G3). Every step may run
 * again: what a connection acquires after its close (an await that returned
 * late) is released by the same steps.
 */
export const CLOSE_STEPS = ['stop_timers', 'drop_queues', 'store_acked', 'unregister', 'close_session', 'close_socket'] as const satisfies readonly NonNullable<NonNullable<ServerContext['twins']>['skipCloseStep']>[];
export type CloseStep = (typeof CLOSE_STEPS)[number];

/**
 * Periodic checks that every connection has and that cost no I/O run on the gateway's Ticker (one
 * interval per period, D271); those that ask the database (ack_persist, stats_frames: agents and
 * subscribers only) keep an interval of their own, so that they stay spread over time.
 */
const ON_TICKER: ReadonlySet<string> = new Set(['heartbeat_check']);

/** The timers a connection may hold; each name at most once. */
export type TimerName = 'identify_timeout' | 'heartbeat_check' | 'reauth_notice' | 'token_expiry' | 'stats_frames' | 'ack_timeout' | 'ack_persist' | 'session_retry';

/** What an event brings along for the action its cell names. */
export interface EventInput {
  frame?: ClientFrame;
  /** A value of the frame the server cannot store (D44): the op gets validation_failed and the connection stays. */
  refused?: string;
  identity?: Identity;
  head?: number;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the event carries no ${what}`);
  return value;
}

/** Close reasons are at most 123 bytes (RFC 6455, 5.5). */
export function closeReason(text: string): string {
  let out = text;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}

/** Why a cell of the table closes: the close itself, or how to build it when the cell does close. */
type CloseDetail = CloseWith | (() => CloseWith);

/** How long the server waits for the peer's answer to its close frame before it destroys the socket (endCloseHandshake). */
export const CLOSE_HANDSHAKE_MS = 5_000;

export class GatewayConnection {
  readonly id = uuidv7();
  private current: GatewayState = 'awaiting_identify';
  log: Logger;
  identity?: Identity;
  /** The claim of this connection's device (6.1) or agent consumer (15.1, D303); a newer claim elsewhere replaces it. */
  claimSeq?: number;
  /** Its session was resumed by another connection (6.3): the close leaves the session row open. */
  sessionResumedElsewhere?: true;

  /**
   * Replaced by a newer connection whose session is `sessionId`. When that connection resumed this
   * connection's session, here or on another node, the session row stays open for it (6.3).
   */
  replacedBy(sessionId: string, close: CloseWith): void {
    if (this.identity?.sessionId === sessionId) this.sessionResumedElsewhere = true;
    this.fire('replaced', close);
  }
  /** The permission cache (8.1): set by login, kept in log order by delivery. */
  visibility?: Visibility;
  focus: Focus = NO_FOCUS;
  readonly out: Outbound;
  /** identify, resume, reauth, ready or resumed (login.ts). */
  readonly login: Login;
  /** Live delivery, the backlog, the catch-up and the access changes (delivery.ts); the dispatcher calls `delivery.offer`. */
  readonly delivery: Delivery;
  /** The ops after identify (ops.ts). */
  readonly ops: Ops;

  private chain: Promise<void> = Promise.resolve();
  /** A one-shot Timeout, or a periodic check on the gateway's ticker (its period and task). */
  private readonly timers = new Map<TimerName, NodeJS.Timeout | { ms: number; run: () => void }>();
  private lastBeat = Date.now();

  constructor(
    readonly gw: Gateway,
    readonly ws: WebSocket,
    /** The https form of the gateway URL that DPoP proofs name (6.3). */
    readonly htu: string,
  ) {
    this.log = longLivedChild(gw.log, { connection_id: this.id });
    this.login = new Login(this);
    this.delivery = new Delivery(this);
    this.ops = new Ops(this);
    const spec = gw.ctx.config.spec;
    this.out = new Outbound(ws, spec['sync.outbound_queue_max'], spec['gateway.write_timeout'], gw.ticker, this);
  }

  /** Outbound (OutboundOwner): a durable frame did not fit, or a deadline passed (4014, 7.2). */
  overflow(why: string): void {
    this.fire('overflow', new CloseWith(CloseCode.SlowConsumer, why));
  }

  /** Outbound (OutboundOwner): counted by op and recorded (G9). */
  sent(f: QueuedFrame): void {
    const op = f.op ?? (typeof f.data === 'string' ? frameOp(f.data) : undefined);
    if (op) this.gw.metrics.frameSent(op);
    this.gw.recorder?.frame(this.id, 'server', typeof f.data === 'string' ? f.data : f.data.toString());
  }

  get state(): GatewayState {
    return this.current;
  }

  start(): void {
    this.gw.registry.add(this);
    this.gw.index.unsteady(this);
    this.ws.on('message', (data, isBinary) => {
      this.gw.recorder?.frame(this.id, 'client', isBinary ? '' : data.toString());
      this.chain = this.chain.then(() => this.onMessage(data as Buffer, isBinary)).catch((err: unknown) => this.internalError(err));
    });
    this.ws.on('close', () => this.fire('socket_closed'));
    this.ws.on('error', (err) => this.log.debug({ err }, 'socket error'));
    const spec = this.gw.ctx.config.spec;
    this.send(ServerOp.Hello, {
      heartbeat_interval_ms: spec['sync.heartbeat_interval'],
      resume_window_ms: spec['sync.resume_window'],
      protocol_versions: [...PROTOCOL_VERSIONS],
      dpop_nonce: this.login.nonce,
      server_time: new Date().toISOString(),
      sync_epoch: this.gw.syncEpoch,
    });
    this.setTimer('identify_timeout', 'once', () => this.fire('identify_timeout', new CloseWith(CloseCode.NotIdentified, 'no identify within sync.identify_timeout')), spec['sync.identify_timeout']);
  }

  /** Resolves when every frame received so far has been handled (tests wait on it). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** Runs `work` after the frames received so far, in the same order as the ops (D377's retries). */
  serially(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((err: unknown) => this.internalError(err));
  }

  /** What the connection holds: live timers and frames or events waiting (SPEC.md, invariants). */
  held(): { timers: number; queued: number; backlog: number } {
    return { timers: this.timers.size, queued: this.out.waiting, backlog: this.delivery.waiting };
  }

  /** Nothing waits for delivery: no backlog, no reload, an empty outbound queue. */
  get idle(): boolean {
    return this.delivery.idle;
  }

  // ------------------------------------------------------------------ state machine

  /**
   * The one way the state changes: the cell of the table, then its action,
   * carried out by perform. The promise settles when the action is done (an
   * identify or an op); callers that only close need not wait for it.
   */
  fire(event: GatewayEvent, detail?: CloseDetail, input: EventInput = {}): Promise<void> | void {
    const from = this.current;
    const cell = transition(from, event);
    if (cell.next !== from) this.setState(cell.next);
    return this.perform(cell.action, event, detail, input);
  }

  /** Carries out every action of the table (state.ts); the compiler checks that none is left out. */
  private perform(action: GatewayAction, event: GatewayEvent, detail: CloseDetail | undefined, input: EventInput): Promise<void> | void {
    switch (action.kind) {
      case 'authenticate':
        return this.login.authenticate(need(input.frame, 'frame') as IdentifyFrame);
      case 'handle_op': {
        const frame = need(input.frame, 'frame');
        if (input.refused !== undefined) return this.sendError(frame.op, ProblemCode.ValidationFailed, input.refused);
        return this.handleOp(frame);
      }
      case 'start_catchup':
        return this.login.begin(need(input.frame, 'frame') as IdentifyFrame, need(input.identity, 'identity'));
      case 'go_live':
        return this.goLive(need(input.head, 'head'));
      case 'redeliver':
        return this.delivery.agent?.redeliver();
      case 'store_acked':
        return this.delivery.storeAcked();
      case 'close': {
        const close = typeof detail === 'function' ? detail() : detail;
        return this.terminate(action.code === 'from_event' ? (close?.closeCode ?? CloseCode.UnknownError) : action.code, close?.message ?? event.replace(/_/g, ' '));
      }
      case 'release':
        return this.terminate(undefined, 'the client closed the connection');
      case 'ignore':
        return;
      default: {
        const never: never = action;
        throw new Error(`unhandled action ${(never as { kind: string }).kind}`);
      }
    }
  }

  private setState(next: GatewayState): void {
    const from = this.current;
    this.current = next;
    this.gw.onStateChange(this, from, next);
  }

  private async onMessage(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.current === 'closed') return;
    const decoded = decodeClientFrame(data, isBinary, this.gw.ctx.config.spec['sync.ws_max_frame_bytes'], this.gw.ctx.config.server.jsonMaxDepth);
    if (!decoded.ok) return this.fire('decode_failed', new CloseWith(decoded.close, decoded.reason));
    const frame = decoded.frame;
    // The close is built only when the table closes: an Error captures a stack trace (about 7 µs on
    // this machine), which every heartbeat, ack and op paid before (issue 22).
    if (decoded.refused === undefined && (frame.op === ClientOp.Identify || frame.op === ClientOp.Resume)) {
      return this.fire('identify_frame', () => new CloseWith(CloseCode.AlreadyIdentified, 'already identified'), { frame });
    }
    return this.fire('op_frame', () => new CloseWith(CloseCode.NotIdentified, `${frame.op} before identify`), { frame, refused: decoded.refused });
  }

  private internalError(err: unknown): void {
    if (!this.gw.ctx.database.failed(err, 'gateway op')) this.log.error({ err }, 'gateway connection failed');
    this.fire('server_error', new CloseWith(CloseCode.UnknownError, 'internal error'));
  }

  /**
   * Called after every await of identify and resume (login.ts): if the
   * connection closed meanwhile, what the await acquired is released (the close
   * steps run again) and the rest of identify does not run (SPEC.md, G1-G3).
   */
  alive(): void {
    if (this.current !== 'closed') return;
    this.release();
    throw new ConnectionClosed('closed during identify');
  }

  /**
   * The action handle_op: the op's entry of OPS (ops.ts). An op that cannot reach the database (down,
   * or the pool's every connection busy) is answered with an `error` service_unavailable and the
   * connection stays (6.2, D377); only the server's own faults close it (4000, internalError).
   */
  private handleOp(frame: ClientFrame): Promise<void> | void {
    try {
      const ran = this.ops.run(frame, need(this.identity, 'identity'));
      return ran instanceof Promise ? ran.catch((err: unknown) => this.opFailed(frame, err)) : ran;
    } catch (err) {
      return this.opFailed(frame, err);
    }
  }

  private opFailed(frame: ClientFrame, err: unknown): void {
    if (this.gw.ctx.twins?.opOutageCloses || !this.gw.ctx.database.failed(err, `gateway op ${frame.op}`)) throw err;
    this.send(ServerOp.Error, {
      op: frame.op,
      code: ProblemCode.ServiceUnavailable,
      detail: `the database is not reachable; ${frame.op} may not have been completed (repeat it once the database is back), the connection stays`,
      retry_after_ms: databaseRetryAfterMs(this.gw.ctx.config.server.databaseCheckIntervalMs),
      ...(frame.op === ClientOp.RunUpdate ? { run_id: frame.d.run_id } : {}),
    });
  }

  /**
   * The action go_live: catchup.complete, then the buffered events in seq order, then stats.live (7.2, 12).
   * An agent's comes only once its window sent every catch-up event and cursor it held (delivery.ts catchUp, D506).
   */
  private goLive(head: number): void {
    this.login.sendHeldGreeting();
    this.send(ServerOp.CatchupComplete, { head_seq: head });
    this.delivery.watchLiveCursor(head);
    this.delivery.drainBacklog();
    this.ops.startStatsIfSubscribed();
    // 15.7: an autocomplete request that came while this connection was not yet live (authenticating or catching up; D548).
    this.gw.connectionLive(this);
    // 11.3: the active runs of the threads in focus, once, now that ephemeral frames go out.
    void this.gw.live.focused(this, []).catch((err: unknown) => this.gw.ctx.database.failed(err, 'run snapshots') || this.log.warn({ err }, 'run snapshots on go_live failed'));
  }

  send<O extends ServerOpName>(op: O, d: ServerFrameData<O>): void {
    this.sendText(JSON.stringify({ op, d }));
  }

  /** A frame serialized by the caller (ready, D477), queued as send queues it. */
  sendText(text: string): void {
    this.out.push({ data: text, durable: true });
  }

  sendError(op: string, code: ProblemCode, detail: string): void {
    this.send(ServerOp.Error, { op, code, detail });
  }

  // ------------------------------------------------------------------ timers

  /** A heartbeat came (6.2): the heartbeat check counts from now. */
  heard(): void {
    this.lastBeat = Date.now();
  }

  /** After ready or resumed: the heartbeat check, the reauth notice and the token expiry (6.3). */
  startTimers(identity: Identity): void {
    const spec = this.gw.ctx.config.spec;
    const interval = spec['sync.heartbeat_interval'];
    this.lastBeat = Date.now();
    this.setTimer('heartbeat_check', 'every', () => {
      if (Date.now() - this.lastBeat > interval * spec['sync.heartbeat_miss_limit']) {
        this.fire('heartbeat_missed', new CloseWith(CloseCode.HeartbeatTimeout, `${spec['sync.heartbeat_miss_limit']} heartbeats missed`));
      }
    }, Math.max(20, Math.floor(interval / 2)));
    this.scheduleToken(identity);
  }

  /** Every timer of the connection goes through here; a closed connection starts none (G1). */
  setTimer(name: TimerName, how: 'once' | 'every', run: () => void, ms: number): void {
    this.clearTimer(name);
    if (this.current === 'closed') return;
    const shared = how === 'every' && ON_TICKER.has(name);
    if (shared) this.gw.ticker.add(ms, run);
    const timer = shared ? { ms, run } : how === 'every' ? setInterval(run, ms) : setTimeout(() => {
      this.timers.delete(name);
      run();
    }, ms);
    this.timers.set(name, timer);
  }

  clearTimer(name: TimerName): void {
    const timer = this.timers.get(name);
    if (timer && 'run' in timer) this.gw.ticker.cancel(timer.ms, timer.run);
    else if (timer) clearTimeout(timer); // clears an interval alike
    this.timers.delete(name);
  }

  /**
   * reauth_required before the token runs out (people), then the close at expiry (6.3). One timer
   * at a time: the expiry's is set when the notice has gone out (a Timeout less per connection).
   * A token already inside sync.reauth_lead_time (a token shorter-lived than the lead, a slow
   * identify) gets the notice halfway to its expiry: 6.3 sends it before every expiry, and without it
   * the client learns only 4011; at once, a client whose every token is shorter than the lead would
   * renew in a loop as fast as its round trips.
   */
  scheduleToken(identity: Identity): void {
    const lead = this.gw.ctx.config.spec['sync.reauth_lead_time'];
    const untilExpiry = identity.expiresAt - Date.now();
    this.clearTimer('reauth_notice');
    this.clearTimer('token_expiry');
    if (identity.kind === 'user' && untilExpiry > 0) {
      this.setTimer('reauth_notice', 'once', () => {
        this.send(ServerOp.ReauthRequired, { expires_at: new Date(identity.expiresAt).toISOString(), dpop_nonce: this.gw.ctx.nonces.issue() });
        this.scheduleExpiry(identity);
      }, Math.min(MAX_TIMER_MS, untilExpiry - lead > 0 ? untilExpiry - lead : untilExpiry / 2));
    } else this.scheduleExpiry(identity);
  }

  private scheduleExpiry(identity: Identity): void {
    this.setTimer('token_expiry', 'once', () => this.fire('token_expired', new CloseWith(CloseCode.TokenExpired, 'the token expired')), Math.min(MAX_TIMER_MS, Math.max(0, identity.expiresAt - Date.now())));
  }

  // ------------------------------------------------------------------ close steps

  /** close and release of the table: every close step, then (with a code) the close frame. */
  private terminate(code: CloseCode | undefined, reason: string): void {
    this.release();
    if (this.skips('close_socket')) return;
    if (code !== undefined) {
      this.gw.metrics.closes.inc({ code: String(code) });
      this.log.info({ close_code: code, reason }, 'closing gateway connection');
      this.gw.recorder?.close(this.id, code, reason);
      if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) {
        this.ws.close(code, closeReason(reason));
        this.endCloseHandshake(code);
      }
    } else {
      this.log.info({ reason }, 'gateway connection closed');
    }
  }

  /**
   * A peer that does not answer the close frame (the one that missed its heartbeats, a slow consumer
   * whose frame waits behind what it does not read) held its socket for ws's 30 s; the socket is
   * destroyed CLOSE_HANDSHAKE_MS after the frame instead (4014: gateway.write_timeout, if longer; 4013:
   * the drain's own deadline), as RFC 6455 7.1.1 lets the server close the TCP connection once it has
   * sent its close frame.
   */
  private endCloseHandshake(code: CloseCode): void {
    // 4013: the drain waits for the answers itself, up to server.shutdown_timeout, then ends the rest.
    if (this.gw.ctx.twins?.closeWaitsForPeer || code === CloseCode.ServerRestart) return;
    // 4014: the frame waits behind what the client has not read yet (up to the socket's high-water
    // mark): it gets gateway.write_timeout more to read it, so that a slow reader still learns 4014.
    const grace = code === CloseCode.SlowConsumer ? Math.max(CLOSE_HANDSHAKE_MS, this.gw.ctx.config.spec['gateway.write_timeout']) : CLOSE_HANDSHAKE_MS;
    const timer = setTimeout(() => {
      if (this.ws.readyState !== this.ws.CLOSED) this.ws.terminate();
    }, grace);
    timer.unref();
    this.ws.once('close', () => clearTimeout(timer));
  }

  /** The close steps before the close frame; each may run again (alive). */
  private release(): void {
    const steps: Record<Exclude<CloseStep, 'close_socket'>, () => void> = {
      stop_timers: () => {
        for (const name of [...this.timers.keys()]) this.clearTimer(name);
      },
      drop_queues: () => {
        this.out.stop();
        this.delivery.drop();
      },
      // An agent consumer's acked_seq is stored on every close, fenced to its session (15.2).
      store_acked: () => {
        const window = this.delivery.agent;
        if (window) this.gw.storeAtClose(window.store());
      },
      unregister: () => this.gw.release(this),
      close_session: () => {
        if (this.identity && !this.sessionResumedElsewhere) void closeSession(this.gw.ctx.pool, this.identity.sessionId).catch(() => {});
      },
    };
    for (const step of CLOSE_STEPS) if (step !== 'close_socket' && !this.skips(step)) steps[step]();
  }

  /** Test-only: the twin of the model test leaves one close step out (context.ts, twins). */
  private skips(step: CloseStep): boolean {
    return this.gw.ctx.twins?.skipCloseStep === step;
  }
}
