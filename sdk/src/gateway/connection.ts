// The gateway connection (6.3–6.5, 7.1–7.3, 9) over a WebSocket: the browser's native one, or
// `ws` in Node, through an injectable constructor. The state machine of connection-state.ts
// decides; this class performs its actions, validates every frame against the contract, drops
// events at or below the cursor and persists the cursor after processing.
import {
  ClientOp,
  CloseCode,
  CURRENT_PROTOCOL_VERSION,
  check,
  configDefaults,
  ServerOp,
  clientOps,
  serverOps,
  validateServerFrameIgnoringUnknown,
  type ClientFrame,
  type ClientFrameData,
  type CloseBackoff,
  type Event,
  type ProblemCode,
  type ServerFrame,
  type ServerFrameData,
} from '@bothy/generated';
import type { TokenProvider } from '../auth.ts';
import type { DpopKey } from '../dpop/key.ts';
import { createDpopProof, gatewayHtu } from '../dpop/proof.ts';
import {
  BothyError,
  GatewayClosedError,
  GatewayOpError,
  InvalidFrameError,
  NetworkError,
  NoWebSocketError,
  SdkErrorCode,
  UnexpectedFrameError,
  UnknownEventError,
  UnknownOpError,
} from '../errors.ts';
import type { Emitter, GatewayEventMap } from '../events.ts';
import { reportError, reportingEmitter } from '../internal/report.ts';
import { MemoryCursorStore, type CursorStore, type SyncPosition } from '../store/cursor-store.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { newerEventOf, type NewerEvent } from '../sync/newer-event.ts';
import { Backoff, type Random } from './backoff.ts';
import {
  closeInfo,
  frameFits,
  transition,
  type ClientRole,
  type ConnectionAction,
  type ConnectionEvent,
  type ConnectionState,
  type ReconnectDelay,
} from './connection-state.ts';

/** The part of a WebSocket the connection uses; the DOM WebSocket and `ws` both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;
/** The longest delay a timer holds (2^31 - 1 ms, about 24.8 days); Node and browsers run a longer one at once (D541). */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;
/**
 * The least time between two token renewals that reauth_required causes (D541 addendum). A server sends
 * the notice sync.reauth_lead_time before expiry, or halfway for a token shorter-lived than the lead
 * (6.3), so a token's notices are seconds apart at the least; a flood within this time is answered with
 * the token renewed last.
 */
export const REAUTH_RENEW_SPACING_MS = 1_000;
/** RFC 6455 7.4.1: closed without a close frame (not a gateway code; treated as a lost network). */
const ABNORMAL_CLOSURE = 1006;
/** The newer event types a connection reports (D543): a server that sends ever new ones is reported that often, not without end. */
export const NEWER_TYPES_REPORTED = 32;
/** How much of a newer event's type a report shows: the contract sets no length. */
const NEWER_TYPE_SHOWN = 100;
/** The form of every op name of the contract (serverOps, clientOps; a test holds them to it): a newer server's op has it too (D544). */
export const OP_FORM = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** A person logs in with an access token bound to the device's DPoP key (6.3). */
export interface PersonLogin {
  role?: 'person';
  deviceId: string;
  dpopKey: DpopKey;
  /** identify.client (6.3) */
  client: { platform: string; version: string };
}

/**
 * An agent or app logs in with its API token and a consumer name (6.3, 15.1); `tokens` gives the
 * API token. A DPoP proof goes with identify and resume when `dpopKey` is given (a token bound
 * with dpop_jkt needs it). Durable events are not dropped at the cursor: redeliveries reach
 * onEvent (the agent's inbox dedupes them, 15.2), and each is acknowledged with `ack {seq}`
 * only after onEvent resolved (durable acceptance). An onEvent that throws acknowledges nothing
 * more on this socket: the socket is closed and the server delivers again from acked_seq + 1.
 */
export interface AgentLogin {
  role: 'agent';
  /** identify.consumer; the server's default is `default`. */
  consumer?: string;
  dpopKey?: DpopKey;
}

export type GatewayConnectionOptions = GatewayCommonOptions & (PersonLogin | AgentLogin);

export interface GatewayCommonOptions {
  /** ws(s)://host/api/v1/gateway; see gatewayUrl(). */
  url: string;
  tokens: TokenProvider;
  cursorStore?: CursorStore;
  /** Default: globalThis.WebSocket. In Node 20 pass `WebSocket` from the ws package. */
  WebSocket?: WebSocketConstructor;
  /** sync.reconnect_backoff_base and _cap (ms) */
  reconnectBase?: number;
  reconnectCap?: number;
  /**
   * How long an attempt may take from the connect to `hello` (ms) before the client gives the socket
   * up and reconnects with backoff, as when a heartbeat_ack does not come (6.3, D343). Default
   * sync.heartbeat_interval.
   */
  helloTimeout?: number;
  random?: Random;
  now?: () => number;
  /**
   * Processes every delivered event, in order, before the cursor moves past it (7.1). An event
   * whose processing throws is reported as an error and the cursor moves on.
   */
  onEvent?: (event: Event) => void | Promise<void>;
  /** 4016: whether the device is active now (GET /devices/{id}); polled with backoff. */
  checkDeviceActive?: () => Promise<boolean>;
  /** 4012 (R-SY-14): delete every local datum of the account. The cursor store is cleared as well. */
  wipeLocalData?: () => Promise<void>;
  /**
   * What crossed each socket, for recordings (G9): every text frame either way (a received one
   * before it is parsed or validated) and the close frame of either side. `socketId` names the
   * WebSocket (one per attempt). A throwing hook is reported as an error.
   */
  onFrame?: (record: WireRecord) => void;
  /**
   * @internal A deliberately broken variant (the twin of D381): after a renewed token the client
   * connects at once, without waiting and without counting the attempt (backoff `none`), whatever
   * the close code's row says; a token the server still refuses then reconnects in a tight loop.
   */
  brokenRenewWithoutBackoff?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D477's reload): a person's session stays
   * stored while its reload is owed (a ready without its snapshot stores it at head_seq as any ready
   * does), so a link that drops during the REST load resumes and goes live with nothing loaded.
   */
  brokenResumeDuringReload?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D529): 4015 refusing the resume of a session
   * an earlier process stored is fatal, as on a session of this process: a process restarted on its
   * folder after a takeover stops at once, and nobody holds the consumer.
   */
  brokenStoredSessionReplacedIsFatal?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D540): every valid frame acts in every state,
   * and a binary frame is read as text: a cursor frame or catchup.complete before ready moves the
   * cursor past the catch-up that follows (a gap), a dispatch before ready reaches the app.
   */
  brokenAnyFrameState?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D542): a frame with a member the contract
   * does not name is refused, as the strict validator does, instead of read without it: a newer
   * server's hello or ready keeps the client from identifying, and its dispatch is dropped while the
   * next one moves the cursor past it (the event lost).
   */
  brokenUnknownMembersRefused?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D543): a newer server's event is an invalid
   * frame, dropped with its seq not counted: an agent never acknowledges it, so the server sends it
   * again after every agent.ack_timeout while nothing follows it.
   */
  brokenUnknownEventDropped?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D541): timer delays are not capped at what a
   * timer holds (Node runs a longer one after 1 ms), the wait of 4008 is the close reason's alone, not
   * counted, every reauth_required renews the token, and frames held during a reload have no bound: a
   * huge heartbeat_interval_ms is a heartbeat storm, a 4008 with 0 a reconnect storm, a flood of
   * reauth_required as many renewals, a flood of dispatches during a slow reload unbounded memory.
   */
  brokenUnbounded?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D540's addendum): the frames a socket had
   * queued act after the client gave that socket up (a network change, foreground, a missed ack), in
   * the state the client moved on to, and catchup.complete moves a person's cursor while a reload is
   * owed: a resync_required refused there is followed by a dispatch that moves the cursor (a gap), and a
   * drop during the reload identifies from the resync's head, never told again.
   */
  brokenGivenUpSocketActs?: boolean;
  /**
   * @internal A deliberately broken variant (the twin of D541's second addendum): the frames held during
   * a reload are released behind the frames that waited in the inbox meanwhile, and a close of an older
   * socket acts on the current one: a dispatch that arrived after the held ones is delivered first and
   * the held ones are then dropped as duplicates (a gap).
   */
  brokenReleaseBehindNewer?: boolean;
}

/** One thing that crossed a socket: a text frame, or a close frame with its code and reason. */
export type WireRecord =
  | { socketId: string; from: 'client' | 'server'; text: string }
  | { socketId: string; from: 'client' | 'server'; close: { code: number; reason: string } };

/** RFC 6455 7.4.1: codes that never travel in a close frame (no status, abnormal closure, TLS failure). */
const NO_CLOSE_FRAME = new Set([1005, 1006, 1015]);

/** The states after a close that the connection leaves only on the app's call (start(), foreground()); `stopped` (stop()) aside. */
export const WITHOUT_RECONNECT: ReadonlySet<ConnectionState> = new Set(['closed', 'logged_out', 'suspended']);

/** Whether the connection gets live again without the app: not so in WITHOUT_RECONNECT and stopped. */
function comesBack(state: ConnectionState): boolean {
  return !WITHOUT_RECONNECT.has(state) && state !== 'stopped';
}

/** The gateway URL of a server origin: https://host -> wss://host/api/v1/gateway. */
export { gatewayUrl } from './url.ts';

export class GatewayConnection {
  readonly #options: GatewayConnectionOptions;
  readonly #role: ClientRole;
  readonly #WebSocket: WebSocketConstructor;
  readonly #store: CursorStore;
  readonly #backoff: Backoff;
  readonly #random: Random;
  readonly #now: () => number;
  readonly #emitter: Emitter<GatewayEventMap>;

  #state: ConnectionState = 'idle';
  #queue: ConnectionEvent[] = [];
  #dispatching = false;

  #socket: WebSocketLike | undefined;
  #socketId = '';
  /** A failed first contact was reported; cleared when a socket opens (one report per outage). */
  #unreachableReported = false;
  #hello: ServerFrameData<typeof ServerOp.Hello> | undefined;
  #sentCursor = false;
  #position: SyncPosition | undefined;
  #loaded: Promise<void> | undefined;
  #pendingSession: SyncPosition | undefined;
  /** The gateway session loaded from the store (an earlier process's) until this one is ready or resumed (D529). */
  #earlierSession: string | undefined;
  #lastResync: ServerFrameData<typeof ServerOp.ResyncRequired> | undefined;
  /** A person's session held back while its reload is owed (D477); completeResync stores it again. */
  #owedSession: { gateway_session_id: string; session_expires_at?: number } | undefined;
  /** Frames that arrived while resyncing (dispatch and cursor), replayed after completeResync (7.3). */
  #held: ServerFrame[] = [];
  #focus: ClientFrameData<typeof ClientOp.Focus> | undefined;
  #duplicates = 0;
  /** The code of the last close since the last ready or resumed, for whenLive's rejection. */
  #lastClose: number | undefined;

  /** Frames are processed one after another, in arrival order. */
  #inbox: Promise<void> = Promise.resolve();
  #writing: Promise<void> | undefined;
  #dirty = false;

  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  /** identify or resume is written on the current socket: before it, a heartbeat would be an op before identify (4003). */
  #greeted = false;
  #ackTimer: ReturnType<typeof setTimeout> | undefined;
  /** The socket whose frames the client stopped accepting: an agent's failed onEvent (#deliverToAgent), a reload's held frames over the bound (D541). */
  #refused = '';
  /** When reauth_required last renewed the token (D541): within REAUTH_RENEW_SPACING_MS another one answers with that token. */
  #reauthRenewedAt: number | undefined;
  /** The socket whose ready or resumed was handled last: deliveries fit only on it (D540). */
  #sessionSocketId = '';
  /** The socket the client closed last (#closeSocket): the frames it had queued act not at all (D540 addendum). */
  #givenUp = '';
  /** The types and versions of newer events skipped and reported already (D543): each is reported once. */
  readonly #unknownReported = new Set<string>();
  /** The ops of a newer server ignored and reported already (D544). */
  readonly #unknownOpsReported = new Set<string>();
  /** The cursor frames that stand for a newer server's event (#skipNewerEvent), with what was read of it. */
  readonly #newerEvents = new WeakMap<ServerFrame, Required<NewerEvent>>();
  /** A person's socket whose held frames passed the bound during a reload (D541 addendum): closed once the reload completed. */
  #overflowed = '';
  /** Held frames are being released (D541 second addendum): dispatch and cursor frames arriving meanwhile join them, in order. */
  #releasing = false;
  #deviceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: GatewayConnectionOptions) {
    this.#options = options;
    this.#role = options.role ?? 'person';
    const ctor = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!ctor) throw new NoWebSocketError();
    this.#WebSocket = ctor;
    this.#store = options.cursorStore ?? new MemoryCursorStore();
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? Date.now;
    this.#backoff = new Backoff(
      options.reconnectBase ?? configDefaults['sync.reconnect_backoff_base'],
      options.reconnectCap ?? configDefaults['sync.reconnect_backoff_cap'],
      this.#random,
    );
    // A throwing listener becomes an error event; a throwing error listener goes to the fallback (internal/report.ts).
    this.#emitter = reportingEmitter<GatewayEventMap>();
  }

  get state(): ConnectionState {
    return this.#state;
  }

  /** The cursor, epoch and session as the connection holds them (persisted through the store). */
  get position(): SyncPosition | undefined {
    return this.#position && { ...this.#position };
  }

  /** Durable events dropped because their seq was at or below the cursor (9). */
  get duplicatesDropped(): number {
    return this.#duplicates;
  }

  /** The backoff attempt counter of 6.5. */
  get attempt(): number {
    return this.#backoff.attempt;
  }

  on<K extends keyof GatewayEventMap>(type: K, listener: (value: GatewayEventMap[K]) => void): () => void {
    return this.#emitter.on(type, listener);
  }

  off<K extends keyof GatewayEventMap>(type: K, listener: (value: GatewayEventMap[K]) => void): void {
    this.#emitter.off(type, listener);
  }

  /** Loads the stored position and connects. Resolves once the first attempt has started. */
  async start(): Promise<void> {
    await this.#load();
    this.#dispatch({ type: 'start' });
  }

  /** Closes with 1000 and makes no further attempt until start(). */
  async stop(): Promise<void> {
    this.#dispatch({ type: 'stop' });
    await this.#inbox;
    await this.#flush();
  }

  /** 6.5: the network changed: an immediate attempt (resume) that does not count; an open socket is given up for it (D387). */
  networkChanged(): void {
    this.#dispatch({ type: 'network_change' });
  }

  /**
   * 6.5: the app returned to the foreground: as networkChanged(), and the way back from `suspended`
   * (1000, 4017). While awaiting the device (4016) both ask at once whether it is active now; while a
   * token is renewed both do nothing: the renewal leads to the next attempt (D417).
   */
  foreground(): void {
    this.#dispatch({ type: 'foreground' });
  }

  /** 4016: the app learned by itself that the device is active now. */
  deviceActivated(): void {
    this.#dispatch({ type: 'device_active' });
  }

  /**
   * 7.3: the app has discarded its cached server state and loaded GET /sync/snapshot. Sets cursor
   * and epoch to the snapshot's (also downwards: a new epoch numbers anew), then delivers the
   * events held since resync_required that lie above the new cursor, and goes live.
   *
   * Returns false, and stays resyncing, when the snapshot does not cover the connection's last
   * resync_required: older than its head_seq or of another epoch (D342). The connection is live
   * from that head only, so a snapshot loaded for an earlier connection's resync_required (the link
   * dropped while it loaded, and the next identify was told to resync from a later head) would leave
   * the events in between undelivered for good. The caller loads the snapshot again.
   */
  async completeResync(
    snapshot: { head_seq: number; sync_epoch: string },
    /** @internal The twin of D342 (BothyClientOptions.brokenResyncAnySnapshot): any snapshot completes the resync. */
    options: { anySnapshot?: boolean } = {},
  ): Promise<boolean> {
    await this.#load();
    const wanted = this.#lastResync;
    const covers = () => options.anySnapshot === true || (wanted !== undefined && this.#lastResync === wanted && snapshot.sync_epoch === wanted.sync_epoch && snapshot.head_seq >= wanted.head_seq);
    if (this.#state !== 'resyncing' || !covers()) return false;
    // The session held back for the reload (D477) is this connection's: resumable again.
    this.#position = { ...this.#position, cursor: snapshot.head_seq, sync_epoch: snapshot.sync_epoch, ...this.#owedSession };
    this.#owedSession = undefined;
    await this.#flush(true);
    // A later connection's resync_required during the write: the position stored stays true (a
    // restart catches up from it), but this connection went live from a later head.
    if (this.#state !== 'resyncing' || !covers()) return false;
    this.#dispatch({ type: 'resync_done' });
    // Frames held past the bound were dropped (D541 addendum): this socket's later ones move nothing, and
    // the next connection resumes from the snapshot's head and catches up what came after it.
    if (this.#overflowed === this.#socketId) {
      this.#overflowed = '';
      this.#socket?.close(CloseCode.UnknownError, 'frames dropped during the reload; reconnecting to catch up');
    }
    await this.#inbox;
    return true;
  }

  /**
   * Resolves when the connection is live (in step with the server): at once if it is, else when it
   * next goes live. Rejects with a BothyError `gateway_closed` when the connection reaches a state it
   * leaves only on the app's call (`closed`, `suspended`, `logged_out`, `stopped`: 4007, 4015, 4018,
   * 1000, 4017, 4012, a failed token renewal, stop()), also when it is in one already: no transition
   * would settle it (D374, D385). `who` names the waiter in the message.
   */
  whenLive(who = 'the connection'): Promise<void> {
    const notLive = (state: ConnectionState): BothyError =>
      new BothyError(SdkErrorCode.GatewayClosed, `${who} stopped before it was live (${state}${this.#lastClose === undefined ? '' : `, close ${this.#lastClose}`})`);
    if (this.#state === 'live') return Promise.resolve();
    if (!comesBack(this.#state)) return Promise.reject(notLive(this.#state));
    return new Promise((resolve, reject) => {
      const off = this.on('state', ({ to }) => {
        if (to === 'live') {
          off();
          resolve(); // the caller goes on after the transition's actions (emit_synced: the outbox sends)
        } else if (!comesBack(to)) {
          off();
          // After the transition's actions, so that the close that caused it is known.
          queueMicrotask(() => reject(notLive(to)));
        }
      });
    });
  }

  /**
   * Sends focus (6.2) now if identified, and again after every identify and every resume. The
   * server restores a resumed session's focus (6.3), but that is the last one it received: a focus
   * set while the link was down, or written just before it dropped, would be lost (D384).
   */
  focus(d: ClientFrameData<typeof ClientOp.Focus>): boolean {
    this.#focus = d;
    return this.send({ op: ClientOp.Focus, d });
  }

  /** The client's current focus on a new or resumed session, after ready or resumed. */
  #refocus(): void {
    if (this.#focus) this.#write({ op: ClientOp.Focus, d: this.#focus });
  }

  typingStart(threadId: string): boolean {
    return this.send({ op: ClientOp.TypingStart, d: { thread_id: threadId } });
  }

  typingStop(threadId: string): boolean {
    return this.send({ op: ClientOp.TypingStop, d: { thread_id: threadId } });
  }

  /** Sends a frame if the session is identified and the socket open; returns whether it was sent. */
  send(frame: ClientFrame): boolean {
    if (this.#state !== 'catching_up' && this.#state !== 'live' && this.#state !== 'resyncing') return false;
    return this.#write(frame);
  }

  // --- the state machine ---------------------------------------------------------------

  #dispatch(event: ConnectionEvent): void {
    this.#queue.push(event);
    if (this.#dispatching) return;
    this.#dispatching = true;
    try {
      for (let next = this.#queue.shift(); next; next = this.#queue.shift()) {
        const { state, actions } = transition(this.#state, next, this.#role);
        this.#setState(state);
        for (const action of actions) this.#perform(action);
      }
    } finally {
      this.#dispatching = false;
    }
  }

  /** The one place the state changes. */
  #setState(next: ConnectionState): void {
    const from = this.#state;
    if (from === next) return;
    this.#state = next;
    this.#emitter.emit('state', { from, to: next });
  }

  #perform(action: ConnectionAction): void {
    switch (action.type) {
      case 'open_socket':
        return this.#open();
      case 'close_socket':
        return this.#closeSocket(action.code, action.reason);
      case 'send_identify':
        return void this.#identify().catch((error) => this.#report(error));
      case 'send_resume':
        return void this.#resume().catch((error) => this.#report(error));
      case 'start_heartbeat':
        return this.#startHeartbeat();
      case 'stop_heartbeat':
        return this.#stopHeartbeat();
      case 'schedule_reconnect':
        return this.#scheduleReconnect(action.delay);
      case 'cancel_reconnect':
        clearTimeout(this.#reconnectTimer);
        this.#reconnectTimer = undefined;
        return;
      case 'reset_backoff':
        this.#lastClose = undefined;
        return this.#backoff.reset();
      case 'store_session':
        return this.#storeSession();
      case 'forget_session':
        return this.#forgetSession();
      case 'renew_token':
        return this.#renewToken(action.backoff);
      case 'await_device_active':
        return this.#pollDevice(action.now);
      case 'wipe_local_data':
        return void this.#wipe().catch((error) => this.#report(error));
      case 'emit_logout':
        return this.#emitter.emit('logout', { reason: action.reason, wiped: action.wiped });
      case 'report_close':
        return this.#report(new GatewayClosedError(action.code, action.reason, closeInfo(action.code, this.#role, action.earlierSession)));
      case 'emit_close':
        this.#lastClose = action.code;
        // The row of the reaction taken (D531): 4015 ending the resume of an earlier process's session reads recovery identify, and says so.
        return this.#emitter.emit('close', { code: action.code, reason: action.reason, info: closeInfo(action.code, this.#role, action.earlierSession), ...(action.earlierSession ? { earlierSession: true } : {}) });
      case 'report_unexpected':
        return this.#report(new UnexpectedFrameError(action.event, this.#state));
      case 'emit_resync':
        if (this.#lastResync) this.#emitter.emit('resync', { ...this.#lastResync });
        return;
      case 'emit_synced':
        if (this.#position) this.#emitter.emit('synced', { cursor: this.#position.cursor, sync_epoch: this.#position.sync_epoch });
        return;
      case 'release_held':
        return this.#releaseHeld();
      default: {
        const unhandled: never = action;
        throw new TypeError(`unhandled action ${JSON.stringify(unhandled)}`);
      }
    }
  }

  // --- socket ----------------------------------------------------------------------------

  #open(): void {
    let socket: WebSocketLike;
    try {
      socket = new this.#WebSocket(this.#options.url);
    } catch (error) {
      this.#report(error);
      queueMicrotask(() => this.#dispatch({ type: 'close', code: ABNORMAL_CLOSURE, reason: String(error) }));
      return;
    }
    this.#socket = socket;
    this.#greeted = false;
    const socketId = uuidv7(this.#now());
    this.#socketId = socketId;
    // Frames held for an older socket's reload end with it (a close of it that waited was skipped, D541
    // second addendum): they would be released as this socket's.
    this.#held = [];
    this.#hello = undefined;
    let opened = false;
    let failure: unknown;
    socket.addEventListener('open', () => {
      opened = true;
      if (socket !== this.#socket) return;
      this.#unreachableReported = false;
      this.#dispatch({ type: 'open' });
    });
    socket.addEventListener('message', (event) => this.#onMessage(socket, socketId, event.data));
    socket.addEventListener('close', (event) => {
      // A socket that never opened: the server could not be reached. Said once until a socket opens
      // again (the reconnects go on with backoff), so that an app learns why it stays offline.
      if (!opened && socket === this.#socket && !this.#unreachableReported) {
        this.#unreachableReported = true;
        const cause = (failure as { error?: unknown } | undefined)?.error ?? failure;
        const detail = (failure as { message?: unknown } | undefined)?.message;
        this.#report(new NetworkError(`the gateway at ${this.#options.url} could not be opened (the server cannot be reached, or it refused the upgrade)${typeof detail === 'string' && detail ? `: ${detail}` : ''}; reconnecting with backoff`, cause));
      }
      this.#onClose(socket, socketId, event.code, event.reason);
    });
    socket.addEventListener('error', (event) => {
      // A failed socket always closes next; the close event decides.
      failure = event;
    });
    // D343: a server (or a network between) that takes the connect but never completes the upgrade
    // or never sends hello would hold the attempt for good. hello's start_heartbeat clears this timer.
    clearTimeout(this.#ackTimer);
    this.#ackTimer = setTimeout(() => {
      this.#ackTimer = undefined;
      if (socket === this.#socket) this.#dispatch({ type: 'heartbeat_ack_timeout' });
    }, this.#timerDelay(this.#options.helloTimeout ?? configDefaults['sync.heartbeat_interval']));
  }

  #closeSocket(code: number, reason: string): void {
    const socket = this.#socket;
    this.#socket = undefined;
    if (!socket) return;
    // The frames it queued meet the state the client moved on to: some would not fit and the rest
    // would act around them (a dispatch after a refused resync_required moves the cursor past the
    // reload owed). None acts; the next connection brings them again from the cursor (D540 addendum).
    this.#givenUp = this.#socketId;
    // As #onClose does for a close by the server: frames held for a resync of this socket go with it
    // (durable ones come again in the next catch-up; ephemeral ones are stale).
    this.#enqueue(async () => {
      this.#held = [];
    });
    this.#record({ socketId: this.#socketId, from: 'client', close: { code, reason } });
    try {
      socket.close(code, reason);
    } catch (error) {
      this.#report(error);
    }
  }

  #write(frame: ClientFrame): boolean {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) return false;
    const text = JSON.stringify(frame);
    socket.send(text);
    this.#record({ socketId: this.#socketId, from: 'client', text });
    return true;
  }

  #onClose(socket: WebSocketLike, socketId: string, code: number, reason: string): void {
    if (socket !== this.#socket) return; // a socket we closed ourselves, already handled
    this.#socket = undefined;
    if (!NO_CLOSE_FRAME.has(code)) this.#record({ socketId, from: 'server', close: { code, reason } });
    this.#enqueue(async () => {
      // The client gave this socket up and opened another while this close waited behind its frames: it
      // ends nothing of the current socket (D541 second addendum).
      if (socketId !== this.#socketId && !this.#options.brokenReleaseBehindNewer) return;
      // Held frames lie above the cursor, which did not move past them: catch-up brings them again.
      this.#held = [];
      if (this.#position?.gateway_session_id !== undefined && this.#hello) {
        this.#position.session_expires_at = this.#now() + this.#hello.resume_window_ms;
        this.#persistSoon();
      }
      const sessionId = this.#position?.gateway_session_id;
      const earlierSession = sessionId !== undefined && sessionId === this.#earlierSession && !this.#options.brokenStoredSessionReplacedIsFatal;
      this.#dispatch({ type: 'close', code, reason, ...(earlierSession ? { earlierSession } : {}) });
    });
  }

  #onMessage(socket: WebSocketLike, socketId: string, data: unknown): void {
    if (socket !== this.#socket) return;
    if (typeof data !== 'string' && !this.#options.brokenAnyFrameState) {
      // 2.3: every frame is a JSON text frame (D540). `ws` hands a binary one over as a Buffer, a browser as a Blob.
      this.#report(new InvalidFrameError([{ path: '/', keyword: 'binary', message: 'a binary frame; every frame is a JSON text frame (2.3)' }], data));
      return;
    }
    const text = typeof data === 'string' ? data : String(data);
    this.#record({ socketId, from: 'server', text });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      this.#report(new InvalidFrameError([{ path: '/', keyword: 'json', message: (error as Error).message }], data));
      return;
    }
    // 6.1: a newer server's frame may carry members this SDK does not know; they are deleted, not refused (D542).
    const whole = this.#options.brokenUnknownMembersRefused ? JSON.stringify(parsed) : undefined;
    const checked = check(validateServerFrameIgnoringUnknown, parsed);
    if (checked.ok && whole !== undefined && JSON.stringify(parsed) !== whole) {
      this.#report(new InvalidFrameError([{ path: '/', keyword: 'additionalProperties', message: 'must NOT have additional properties' }], JSON.parse(whole)));
      return;
    }
    if (!checked.ok) {
      // The frame as the server sent it: the validator may have deleted members before it refused.
      const sent = JSON.parse(text) as unknown;
      if (this.#skipNewerEvent(sent, socketId) || this.#ignoreNewerOp(sent)) return;
      this.#report(new InvalidFrameError(checked.issues, sent));
      return;
    }
    const frame = checked.value;
    if (frame.op === ServerOp.HeartbeatAck) {
      // Not behind slow event processing, so that a busy app does not miss its acks.
      clearTimeout(this.#ackTimer);
      this.#ackTimer = undefined;
      return;
    }
    this.#enqueue(() => this.#handle(frame, socketId));
  }

  /**
   * A dispatch of a newer server's event (a type or schema_version this SDK does not know, 6.1, 2.2):
   * skipped, and its seq counts as received (D543). A durable one goes through the inbox as a cursor
   * frame of its seq (the same place in the state table and among held frames), marked in #newerEvents,
   * and is handled there as a delivered event's seq is (#skipNewer). An ephemeral one takes its place in
   * the inbox too and, where a dispatch fits, is reported and nothing else. True when it was one.
   */
  #skipNewerEvent(sent: unknown, socketId: string): boolean {
    if (this.#options.brokenUnknownEventDropped) return false;
    const frame = sent as { op?: unknown; d?: unknown } | null;
    if (typeof frame !== 'object' || frame === null || frame.op !== ServerOp.Dispatch) return false;
    const read = newerEventOf(frame.d);
    if (!read) return false;
    // Its type as a report shows it: a server's text, with no length in the contract.
    const newer = { ...read, type: read.type.slice(0, NEWER_TYPE_SHOWN) };
    const { seq } = newer;
    if (seq === undefined) {
      // In its place among the socket's frames, as a dispatch: reported when it fits.
      this.#enqueue(async () => {
        if (this.#admits(ServerOp.Dispatch, socketId)) this.#reportNewer(newer);
      });
      return true;
    }
    const counted: ServerFrame = { op: ServerOp.Cursor, d: { seq } };
    this.#newerEvents.set(counted, { ...newer, seq });
    this.#enqueue(() => this.#handle(counted, socketId));
    return true;
  }

  /**
   * A frame of an op this SDK does not know (6.1: a newer server's ops are additive, and clients ignore
   * what they do not know): ignored, and reported once per op (UnknownOpError informs), for at most
   * NEWER_TYPES_REPORTED ops per connection (D544). True when it was one.
   */
  #ignoreNewerOp(sent: unknown): boolean {
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return false;
    const { op } = sent as { op?: unknown };
    // Of the form every op of the contract has, and none of them (a client's op from a server, or a known one misspelt, stays an invalid frame).
    if (typeof op !== 'string' || !OP_FORM.test(op) || (serverOps as readonly string[]).includes(op) || (clientOps as readonly string[]).includes(op)) return false;
    const shown = op.slice(0, NEWER_TYPE_SHOWN);
    this.#reportOnce(this.#unknownOpsReported, shown, () => new UnknownOpError(shown));
    return true;
  }

  /** A newer server's event that fits its place: not delivered, its seq counted as a delivered event's is (#deliver, #deliverToAgent). */
  #skipNewer(newer: Required<NewerEvent>, socketId: string): void {
    if (this.#role === 'agent' && this.#refused === socketId) return;
    if (this.#role !== 'agent' && this.#position && newer.seq <= this.#position.cursor) {
      this.#duplicates += 1;
      return;
    }
    // An agent's event that carries an invocation is a run that does not start: reported each time, with its seq (D543 third addendum).
    if (newer.invocation && this.#role === 'agent') this.#report(new UnknownEventError(newer.type, newer.schemaVersion, newer.seq));
    else this.#reportNewer(newer);
    this.#advance(newer.seq);
    this.#persistSoon();
    this.#ack(newer.seq, socketId);
  }

  /** UnknownEventError once per type and version (D543). */
  #reportNewer(newer: NewerEvent): void {
    this.#reportOnce(this.#unknownReported, `${newer.type} v${newer.schemaVersion}`, () => new UnknownEventError(newer.type, newer.schemaVersion));
  }

  /** The error `make` gives, once per key of `reported`, for at most NEWER_TYPES_REPORTED keys per connection (D543, D544). */
  #reportOnce(reported: Set<string>, key: string, make: () => BothyError): void {
    if (reported.has(key) || reported.size >= NEWER_TYPES_REPORTED) return;
    reported.add(key);
    this.#report(make());
  }

  #record(record: WireRecord): void {
    if (!this.#options.onFrame) return;
    try {
      this.#options.onFrame(record);
    } catch (error) {
      this.#report(error);
    }
  }

  /**
   * Whether a frame of `op` from this socket acts at all. One of a socket the client gave up, or of one
   * before the current socket, does not (D540 addendum); one out of its place is reported and does not
   * (D540): no session stored, no cursor moved, nothing delivered.
   */
  #admits(op: ServerOp, socketId: string): boolean {
    if (!this.#options.brokenGivenUpSocketActs && (socketId === this.#givenUp || socketId !== this.#socketId)) return false;
    if (!this.#options.brokenAnyFrameState && !frameFits(this.#state, op, this.#role, socketId === this.#sessionSocketId)) {
      this.#report(new UnexpectedFrameError(op, this.#state));
      return false;
    }
    return true;
  }

  #enqueue(task: () => Promise<void>): void {
    this.#inbox = this.#inbox.then(task).catch((error) => this.#report(error));
  }

  /** `released`: a held frame that #releaseHeld hands over now (D541 second addendum). */
  async #handle(frame: ServerFrame, socketId: string, released = false): Promise<void> {
    // A newer server's event stands in the inbox as a cursor frame: it is placed as what the server sent.
    if (!this.#admits(this.#newerEvents.has(frame) ? ServerOp.Dispatch : frame.op, socketId)) return;
    switch (frame.op) {
      case ServerOp.Hello: {
        this.#hello = frame.d;
        const p = this.#position;
        const resume = p?.gateway_session_id !== undefined && (p.session_expires_at ?? 0) > this.#now();
        this.#dispatch({ type: ServerOp.Hello, resume });
        return;
      }
      case ServerOp.Ready: {
        this.#sessionSocketId = socketId;
        const d = frame.d;
        const expires = this.#now() + (this.#hello?.resume_window_ms ?? configDefaults['sync.resume_window']);
        // A person's ready without its snapshot (D477): resync_required follows, and the client is in
        // step only once it has loaded the snapshot by REST. Its session is held back until then (the
        // resync restores it): a connection that drops during the load must identify again and be told
        // again; a resume would go on at head_seq with nothing loaded, as resume never carries it.
        const leftOut = d.snapshot === undefined && this.#role !== 'agent';
        const session = { gateway_session_id: d.gateway_session_id, session_expires_at: expires };
        this.#owedSession = leftOut ? session : undefined;
        // With a cursor, keep it and its epoch: a changed epoch arrives as resync_required, and
        // storing the new epoch next to the old cursor would make the next identify skip events.
        this.#pendingSession =
          leftOut && !this.#sentCursor && !this.#options.brokenResumeDuringReload
            ? undefined
            : this.#sentCursor && this.#position
              ? { ...this.#position, ...session }
              : { cursor: d.head_seq, sync_epoch: d.sync_epoch, ...session };
        this.#dispatch({ type: ServerOp.Ready, catchup: this.#sentCursor || leftOut });
        await this.#flush();
        this.#emitter.emit('session', d);
        this.#refocus();
        return;
      }
      case ServerOp.Resumed: {
        this.#sessionSocketId = socketId;
        const expires = this.#now() + (this.#hello?.resume_window_ms ?? configDefaults['sync.resume_window']);
        if (this.#position) this.#pendingSession = { ...this.#position, gateway_session_id: frame.d.gateway_session_id, session_expires_at: expires };
        this.#dispatch({ type: ServerOp.Resumed });
        await this.#flush();
        this.#refocus();
        return;
      }
      case ServerOp.Dispatch:
      case ServerOp.Cursor:
      case ServerOp.CatchupComplete:
        // A person's socket whose held frames were dropped (D541): its later frames move nothing, also if
        // the reload completes before the close arrives (they would move the cursor past the dropped ones);
        // the next connection brings them again.
        if (this.#refused === socketId && this.#role !== 'agent') return;
        if (frame.op === ServerOp.CatchupComplete) return this.#catchupComplete(frame.d.head_seq);
        if (this.#state === 'resyncing' || (this.#releasing && !released)) return this.#hold(frame, socketId);
        if (frame.op === ServerOp.Dispatch) return this.#deliver(frame.d, socketId);
        {
          const newer = this.#newerEvents.get(frame);
          if (newer) return this.#skipNewer(newer, socketId);
        }
        // 7.1: the server checked up to seq; the client stores it after every page.
        this.#advance(frame.d.seq);
        await this.#flush();
        // An agent acknowledges what the server checked for it, once everything before it was accepted (15.2).
        this.#ack(frame.d.seq, socketId);
        return;
      case ServerOp.ResyncRequired:
        this.#lastResync = frame.d;
        if (this.#role !== 'agent' && this.#position?.gateway_session_id !== undefined && !this.#options.brokenResumeDuringReload) {
          // No resume while a person's reload is owed (D477): a link that drops during it identifies
          // again, with the old cursor, and is told again. The reload gives the session back.
          this.#owedSession ??= { gateway_session_id: this.#position.gateway_session_id, session_expires_at: this.#position.session_expires_at };
          this.#forgetSession();
        }
        this.#dispatch({ type: ServerOp.ResyncRequired });
        if (this.#role === 'agent') {
          // An agent keeps no cached server state to reload (7.3): it continues live from head_seq,
          // and acknowledges it, so that the consumer's cursor moves there too (D106).
          this.#position = { ...this.#position, cursor: frame.d.head_seq, sync_epoch: frame.d.sync_epoch };
          await this.#flush(true);
          this.#dispatch({ type: 'resync_done' });
          this.#ack(frame.d.head_seq, socketId);
        }
        return;
      case ServerOp.ReauthRequired:
        await this.#reauth(frame.d.dpop_nonce);
        return;
      case ServerOp.Error:
        this.#report(new GatewayOpError(frame.d.code as ProblemCode, frame.d.op, frame.d.detail, frame.d.retry_after_ms));
        return;
      case ServerOp.HeartbeatAck:
        return;
      case ServerOp.RunUpdateAck:
        // The answer to run.update (D341); the SDK's adapter patches over REST (D165) and sends none.
        return;
      default: {
        const unhandled: never = frame;
        throw new TypeError(`unhandled frame ${JSON.stringify(unhandled)}`);
      }
    }
  }

  // --- delivery (7.1, 9) -----------------------------------------------------------------

  /** 9: drop every durable event with seq <= cursor; process; then move the cursor. */
  async #deliver(event: Event, socketId: string): Promise<void> {
    const seq = 'seq' in event ? event.seq : undefined;
    if (this.#role === 'agent') return this.#deliverToAgent(event, seq, socketId);
    if (seq !== undefined && this.#position && seq <= this.#position.cursor) {
      this.#duplicates += 1;
      return;
    }
    if (this.#options.onEvent) {
      try {
        await this.#options.onEvent(event);
      } catch (error) {
        this.#report(error);
      }
    }
    this.#emitter.emit(event.type, event as never);
    this.#emitter.emit('event', event);
    if (seq !== undefined) {
      this.#advance(seq);
      this.#persistSoon();
    }
  }

  /**
   * 15.2: an agent's events are not dropped at the cursor (a redelivery may carry a newer token);
   * each is acknowledged once onEvent has accepted it. A failed acceptance acknowledges nothing more
   * on this socket: later frames of it are left unprocessed and the socket closes, so the server
   * delivers again from acked_seq + 1 on the next connection.
   */
  async #deliverToAgent(event: Event, seq: number | undefined, socketId: string): Promise<void> {
    if (this.#refused === socketId) return;
    try {
      await this.#options.onEvent?.(event);
    } catch (error) {
      this.#report(error);
      this.#refused = socketId;
      if (socketId === this.#socketId) this.#socket?.close(CloseCode.UnknownError, 'the adapter could not accept an event; reconnecting');
      return;
    }
    this.#emitter.emit(event.type, event as never);
    this.#emitter.emit('event', event);
    if (seq === undefined) return;
    this.#advance(seq);
    this.#persistSoon();
    this.#ack(seq, socketId);
  }

  /** catchup.complete: the cursor at least head_seq, stored, unless a person's reload is owed (7.1, 7.3). */
  async #catchupComplete(headSeq: number): Promise<void> {
    // A person's reload is owed (7.3, D477): the cursor stays where the events it has end until the
    // snapshot is loaded (completeResync sets it), so that a drop meanwhile identifies from there and
    // is told again (D540 addendum).
    if (this.#state !== 'resyncing' || this.#role === 'agent' || this.#options.brokenGivenUpSocketActs) {
      this.#advance(headSeq);
      await this.#flush();
    }
    this.#dispatch({ type: ServerOp.CatchupComplete });
  }

  /** ack {seq} (15.2) on the socket the acknowledged frames came from; only agents acknowledge. */
  #ack(seq: number, socketId: string): void {
    if (this.#role !== 'agent' || this.#refused === socketId || socketId !== this.#socketId) return;
    this.#write({ op: ClientOp.Ack, d: { seq } });
  }

  /**
   * 7.3: a frame of the reload's time, kept for completeResync. At most sync.outbound_queue_max (D541),
   * the server's own bound of a connection's queue (7.2). One more drops them, and every later dispatch
   * and cursor frame of the socket moves nothing; the reload goes on, and once it completed (the session
   * given back, the cursor at the snapshot's head) the socket is closed with 4000, so that the next
   * connection resumes and catches up from that head (D541 addendum). Closing at once would identify
   * (D477) and be told to reload again: a busy server would never let the client go live. Without the
   * bound a busy or hostile server grew the client without end while the snapshot loaded.
   */
  #hold(frame: ServerFrame, socketId: string): void {
    if (this.#refused === socketId) return;
    if (this.#held.length < configDefaults['sync.outbound_queue_max'] || this.#options.brokenUnbounded) {
      this.#held.push(frame);
      return;
    }
    this.#held = [];
    this.#refused = socketId;
    const max = configDefaults['sync.outbound_queue_max'];
    if (this.#state === 'resyncing') {
      this.#overflowed = socketId;
      this.#report(new BothyError(SdkErrorCode.Unexpected, `more than sync.outbound_queue_max (${max}) frames arrived while the snapshot loaded (7.3); they are dropped, and once the snapshot is loaded the client reconnects to catch up from its head`));
      return;
    }
    // Past the reload, while its release waits (#releasing): no reload is left to complete, so the socket
    // goes now; the session is back, and the next connection resumes from the cursor (D541 second addendum).
    this.#report(new BothyError(SdkErrorCode.Unexpected, `more than sync.outbound_queue_max (${max}) frames arrived while the held ones waited for their release (7.3); they are dropped, and the client reconnects to catch up from its cursor`));
    if (socketId === this.#socketId) this.#socket?.close(CloseCode.UnknownError, 'frames dropped before their release; reconnecting to catch up');
  }

  /**
   * resync_done's release: the held frames, in arrival order, on the socket they came from. The switch
   * to live happens outside the inbox (completeResync), so frames that waited in the inbox meanwhile (a
   * slow reauth_required before them) would be delivered live ahead of the held ones, which would then
   * be dropped as duplicates: a gap. Until the release has run, arriving dispatch and cursor frames join
   * the held ones instead (D541 second addendum). A frame that puts the client back into resyncing
   * (a held one does not; one that waited may) leaves the rest held for that reload.
   */
  #releaseHeld(): void {
    if (this.#options.brokenReleaseBehindNewer) {
      const held = this.#held;
      this.#held = [];
      this.#enqueue(async () => {
        for (const frame of held) await this.#handle(frame, this.#socketId);
        await this.#flush();
      });
      return;
    }
    if (this.#releasing) return;
    this.#releasing = true;
    const socketId = this.#socketId;
    this.#enqueue(async () => {
      try {
        while (this.#held.length > 0 && this.#state !== 'resyncing') {
          const held = this.#held;
          this.#held = [];
          for (const frame of held) await this.#handle(frame, socketId, true);
        }
      } finally {
        this.#releasing = false;
      }
      await this.#flush();
    });
  }

  #advance(seq: number): void {
    if (!this.#position) return;
    if (seq > this.#position.cursor) this.#position.cursor = seq;
  }

  // --- persistence -----------------------------------------------------------------------

  async #load(): Promise<void> {
    // A failed read is not kept: the next start() reads again (a file fixed meanwhile, D531 addendum).
    this.#loaded ??= this.#store.get().then(
      (p) => {
        if (this.#position === undefined) this.#earlierSession = p?.gateway_session_id;
        this.#position ??= p;
      },
      (error: unknown) => {
        this.#loaded = undefined;
        throw error;
      },
    );
    await this.#loaded;
  }

  /** Writes the position soon; writes never overlap, and the last value always lands. */
  #persistSoon(): void {
    this.#dirty = true;
    if (this.#writing) return;
    const run = async (): Promise<void> => {
      while (this.#dirty) {
        this.#dirty = false;
        const p = this.#position;
        if (!p) continue;
        if (p.gateway_session_id !== undefined && this.#hello && this.#socket) {
          // The last sign of the connection plus the window: a resume after a crash is worth trying until then.
          p.session_expires_at = this.#now() + this.#hello.resume_window_ms;
        }
        try {
          await this.#store.set({ ...p });
        } catch (error) {
          this.#report(new BothyError(SdkErrorCode.Storage, `cursor store: ${String(error)}`, { cause: error }));
        }
      }
    };
    // Cleared in a later microtask, so that a run that finishes at once cannot leave a stale promise behind.
    this.#writing = run().finally(() => {
      this.#writing = undefined;
    });
  }

  /** Waits until the current position is stored. */
  async #flush(force = false): Promise<void> {
    if (force || this.#dirty || !this.#writing) this.#persistSoon();
    while (this.#writing) await this.#writing;
  }

  #storeSession(): void {
    // Ready or resumed: the session is this process's own from now on (D529).
    this.#earlierSession = undefined;
    if (this.#pendingSession) this.#position = this.#pendingSession;
    this.#pendingSession = undefined;
    this.#persistSoon();
  }

  #forgetSession(): void {
    if (!this.#position) return;
    delete this.#position.gateway_session_id;
    delete this.#position.session_expires_at;
    this.#persistSoon();
  }

  async #wipe(): Promise<void> {
    this.#position = undefined;
    this.#held = [];
    this.#focus = undefined;
    await this.#writing;
    await this.#store.clear();
    await this.#options.wipeLocalData?.();
  }

  // --- identify, resume, reauth (6.3) ----------------------------------------------------

  async #proof(token: string, nonce = this.#hello?.dpop_nonce): Promise<string | undefined> {
    const key = this.#options.dpopKey;
    if (!key) return undefined; // an agent whose API token is not bound to a key (6.3)
    return createDpopProof({
      key,
      htm: 'GET',
      htu: gatewayHtu(this.#options.url),
      ...(nonce ? { nonce } : {}),
      accessToken: token,
    });
  }

  async #identify(): Promise<void> {
    const socket = this.#socket;
    const o = this.#options;
    const token = await o.tokens.getAccessToken();
    const dpop = await this.#proof(token);
    const p = this.#position;
    let d: ClientFrameData<typeof ClientOp.Identify>;
    if (o.role === 'agent') {
      // 15.1: the server delivers from the consumer's acked_seq + 1; an agent sends no cursor.
      d = {
        api_token: token,
        ...(dpop ? { dpop } : {}),
        ...(o.consumer === undefined ? {} : { consumer: o.consumer }),
        protocol_version: CURRENT_PROTOCOL_VERSION,
      };
    } else {
      d = {
        access_token: token,
        dpop: dpop!,
        device_id: o.deviceId,
        protocol_version: CURRENT_PROTOCOL_VERSION,
        client: { ...o.client },
        ...(p ? { cursor: p.cursor, sync_epoch: p.sync_epoch } : {}),
      };
    }
    if (socket !== this.#socket || this.#state !== 'identifying') return;
    this.#sentCursor = o.role !== 'agent' && p !== undefined;
    this.#greeted = this.#write({ op: ClientOp.Identify, d });
  }

  async #resume(): Promise<void> {
    const socket = this.#socket;
    const p = this.#position;
    if (!p?.gateway_session_id) return;
    const token = await this.#options.tokens.getAccessToken();
    const dpop = await this.#proof(token);
    if (socket !== this.#socket || this.#state !== 'resuming') return;
    const d: ClientFrameData<typeof ClientOp.Resume> =
      this.#role === 'agent'
        ? { gateway_session_id: p.gateway_session_id, api_token: token, ...(dpop ? { dpop } : {}) }
        : { gateway_session_id: p.gateway_session_id, access_token: token, dpop: dpop!, cursor: p.cursor, sync_epoch: p.sync_epoch };
    this.#greeted = this.#write({ op: ClientOp.Resume, d });
  }

  /** reauth_required: renew the token and send reauth with the fresh nonce that came with it (6.3). */
  async #reauth(nonce: string): Promise<void> {
    try {
      // At most one renewal per REAUTH_RENEW_SPACING_MS (D541 addendum): a server repeating reauth_required
      // would otherwise drive a renewal per frame. Not per sync.reauth_lead_time: the notice of a token
      // that lives less than the lead comes halfway to its expiry (6.3), and must renew again.
      // The monotonic clock: a wall clock set back would hold renewals off until it caught up.
      const at = performance.now();
      const renewedAt = this.#reauthRenewedAt;
      const fresh = !this.#options.brokenUnbounded && renewedAt !== undefined && at - renewedAt < REAUTH_RENEW_SPACING_MS;
      if (!fresh) this.#reauthRenewedAt = at;
      const token = fresh ? await this.#options.tokens.getAccessToken() : await this.#options.tokens.renewAccessToken();
      const dpop = await this.#proof(token, nonce);
      if (dpop) this.#write({ op: ClientOp.Reauth, d: { access_token: token, dpop } });
    } catch (error) {
      // Without a valid reauth the server closes with 4011, and the close reaction renews again.
      this.#report(error);
    }
  }

  #renewToken(backoff: CloseBackoff): void {
    this.#options.tokens.renewAccessToken().then(
      () => this.#dispatch({ type: 'token_renewed', backoff: this.#options.brokenRenewWithoutBackoff ? 'none' : backoff }),
      (error) => {
        this.#report(error);
        this.#dispatch({ type: 'token_renewal_failed' });
      },
    );
  }

  // --- timers ----------------------------------------------------------------------------

  #scheduleReconnect(delay: ReconnectDelay): void {
    // 4008's wait (D541) is at least the counted backoff: a server that says 0 every time gets the backoff, not a loop.
    const fixed = (ms: number): number => (this.#options.brokenUnbounded ? ms : Math.max(ms, this.#backoff.next()));
    const ms = delay.kind === 'backoff' ? this.#backoff.next() : delay.kind === 'immediate' ? this.#backoff.immediate() : fixed(delay.ms);
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      this.#dispatch({ type: 'timer' });
    }, this.#timerDelay(ms));
  }

  /** 6.3: the first heartbeat after a random fraction of the interval, then every interval. */
  #startHeartbeat(): void {
    this.#stopHeartbeat();
    const interval = this.#hello?.heartbeat_interval_ms ?? configDefaults['sync.heartbeat_interval'];
    const tick = (delay: number): void => {
      this.#heartbeatTimer = setTimeout(() => {
        this.#beat();
        tick(interval);
      }, this.#timerDelay(delay));
    };
    tick(this.#random() * interval);
  }

  #stopHeartbeat(): void {
    clearTimeout(this.#heartbeatTimer);
    clearTimeout(this.#ackTimer);
    this.#heartbeatTimer = undefined;
    this.#ackTimer = undefined;
  }

  /** One heartbeat with last_seq; without heartbeat_ack within the interval, the connection gives up. */
  #beat(): void {
    // The token and the DPoP proof of identify are awaited; a first heartbeat due before they are
    // written waits for the next tick instead of arriving as an op before identify (4003, 6.3).
    if (!this.#greeted) return;
    const interval = this.#hello?.heartbeat_interval_ms ?? configDefaults['sync.heartbeat_interval'];
    const d: ClientFrameData<typeof ClientOp.Heartbeat> = this.#position ? { last_seq: this.#position.cursor } : {};
    if (!this.#write({ op: ClientOp.Heartbeat, d })) return;
    this.#ackTimer ??= setTimeout(() => {
      this.#ackTimer = undefined;
      this.#dispatch({ type: 'heartbeat_ack_timeout' });
    }, this.#timerDelay(interval));
  }

  /** 4016: ask whether the device is active, with backoff (`now`: the next check at once, not counted), while the state is awaiting_device. */
  #pollDevice(now?: true): void {
    const check = this.#options.checkDeviceActive;
    if (!check) return; // the app calls deviceActivated(), or the person restarts
    clearTimeout(this.#deviceTimer);
    this.#deviceTimer = setTimeout(() => {
      if (this.#state !== 'awaiting_device') return;
      check().then(
        (active) => {
          if (this.#state !== 'awaiting_device') return;
          if (active) this.#dispatch({ type: 'device_active' });
          else this.#pollDevice();
        },
        (error) => {
          this.#report(error);
          if (this.#state === 'awaiting_device') this.#pollDevice();
        },
      );
    }, now ? 0 : this.#timerDelay(this.#backoff.next()));
  }

  /**
   * A delay as a timer holds it (D541): hello's heartbeat_interval_ms (an integer of at least 1, no
   * upper bound in the contract), 4008's wait and the app's options can pass 2^31 - 1 ms, and a timer
   * runs a longer one after 1 ms, so a server's 10^15 became a heartbeat every millisecond.
   */
  #timerDelay(ms: number): number {
    return this.#options.brokenUnbounded ? ms : Math.min(ms, MAX_TIMER_DELAY);
  }

  /** An `error` event, or without a listener the fallback line (internal/report.ts); never thrown, never dropped. */
  #report(error: unknown): void {
    reportError(this.#emitter, error);
  }
}
