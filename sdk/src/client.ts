// BothyClient: the entry point for app developers. It wires the parts of chapter 04 together:
// the gateway connection (6.3–6.5, 7), the REST client with DPoP, the outbox (13.2–13.4) and the
// stores, so that an app survives offline stretches, restarts and deploys with twenty lines:
//
// - the outbox is paused until the connection has caught up, and sends after that (13.4);
// - echoes of message.created confirm outbox entries by client_msg_id (13.2);
// - resync_required (7.3) discards the cached server state through the app's callback, keeps the
//   outbox, loads GET /sync/snapshot, sets cursor and epoch, and reaches the app as one `resync`
//   event with the snapshot;
// - 4016 polls GET /devices/{id} until the device is active; 4012 wipes the stores and calls the
//   app's wipe (R-SY-14); tokens are renewed through the app's TokenProvider (4004, 4011,
//   reauth_required);
// - every received frame can be recorded in the G9 recording format (onFrame).
import {
  ClientOp,
  configDefaults,
  EventType,
  recordedClose,
  recordedText,
  type CreateInteractionRequest,
  type CreateMessageRequest,
  type Message,
  type Event,
  type RunDocument,
  type Snapshot,
} from '@bothy/generated';
import type { TokenProvider } from './auth.ts';
import type { DpopKey } from './dpop/key.ts';
import { DevicePendingError } from './errors.ts';
import { Emitter, type ConnectionEventMap, type EventListenerMap, type Listener, type ResyncEvent, type SyncedEvent } from './events.ts';
import { backoff, type Random } from './gateway/backoff.ts';
import { GatewayConnection, type WebSocketConstructor, type WireRecord } from './gateway/connection.ts';
import type { ConnectionState } from './gateway/connection-state.ts';
import { gatewayUrl } from './gateway/url.ts';
import { Outbox, type MessageRef } from './outbox/outbox.ts';
import type { OutboxEntry } from './outbox/types.ts';
import { autocomplete, type AutocompleteChoice, type AutocompletePlace } from './commands/autocomplete.ts';
import { BothyRestClient } from './rest/client.ts';
import { createOutboxTransport } from './rest/transport.ts';
import type { CursorStore, SyncPosition } from './store/cursor-store.ts';
import { MemoryCursorStore } from './store/cursor-store.ts';
import type { OutboxStore } from './store/outbox-store.ts';
import { LocalVersions } from './sync/apply.ts';
import type { RunStore, RunStoreOptions } from './runs/store.ts';
import type { CacheFactory, LocalCache } from './cache/cache.ts';
import { gateOutbox } from './sync/outbox-gate.ts';
import { waitUnlessStateChanges } from './sync/resync.ts';
import { reportError, reportingEmitter } from './internal/report.ts';

/** The version this SDK reports in identify.client (6.3). */
export const SDK_VERSION = '0.1.0';

/** Intervals of the client; each defaults to its configuration value of section 18. */
export interface ClientTiming {
  /** sync.reconnect_backoff_base (ms) */
  reconnectBase: number;
  /** sync.reconnect_backoff_cap (ms) */
  reconnectCap: number;
  /** client.outbox_retry_base (ms) */
  outboxRetryBase: number;
  /** client.outbox_retry_cap (ms) */
  outboxRetryCap: number;
  /** one REST request; a request without an answer by then is retried by the outbox (ms) */
  requestTimeoutMs: number;
  /** sync.typing_min_interval (ms) */
  typingMinInterval: number;
  /** from the connect to hello; without hello by then the attempt is given up (ms; default sync.heartbeat_interval, D343) */
  helloTimeout: number;
}

export interface BothyClientOptions {
  /**
   * The live box (11.3): pass `runStore` (from @bothy/sdk) to keep the newest document of each run
   * of a focused thread in `client.runs`, with `run` events. Without it run.updated frames are only
   * events; an app that shows no live box does not bundle the RFC 6902 code.
   */
  runs?: (options: RunStoreOptions) => RunStore;
  /**
   * The local cache (13.1): pass `memoryCache()` or `indexedDbCache()` (from @bothy/sdk) to keep the
   * structure, opened threads with their messages, drafts and settings in `client.cache`, written by
   * the rules of 9, 4 and 8.3. Without it nothing is cached, and the cache's code is not bundled.
   */
  cache?: CacheFactory;
  /** The server's origin, for example https://chat.example.com. */
  baseUrl: string | URL;
  /** The device the access tokens are bound to (from the app's login). */
  deviceId: string;
  /** The device's DPoP key; the tokens carry its thumbprint (cnf.jkt). See loadOrCreateDpopKey. */
  dpopKey: DpopKey;
  /** Where access tokens come from and how they are renewed (4004, 4011, reauth_required). */
  tokens: TokenProvider;
  /** identify.client (6.3). Default: platform `web` in a browser, `node` elsewhere; this SDK's version. */
  client?: { platform: string; version: string };
  /** Cursor, epoch and gateway session (7.1). Default: in memory. FileCursorStore in Node, IndexedDbCursorStore in browsers. */
  cursorStore?: CursorStore;
  /**
   * The outbox (13.2). Default: in memory, the client's own; it takes no writes after close() (they
   * would be lost). FileOutboxStore in Node, IndexedDbOutboxStore in browsers: a write after close()
   * waits there for the next session (D330).
   */
  outboxStore?: OutboxStore;
  /** Default: globalThis.WebSocket. Node 20 has none: pass `WebSocket` from the ws package. */
  WebSocket?: WebSocketConstructor;
  /** Default: globalThis.fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /**
   * 7.3: discard the cached server state (threads, messages, versions); never the outbox. Called
   * before the snapshot is loaded. The `resync` event then carries the snapshot to rebuild from.
   */
  discardCache?: (resync: ResyncEvent) => void | Promise<void>;
  /** 4012 (8.5, R-SY-14): delete every local datum of the account. Cursor and outbox stores are cleared by the SDK. */
  wipeLocalData?: () => void | Promise<void>;
  /**
   * Processes every delivered event in order, before the cursor moves past it (7.1): the place to
   * write events into a local database. Typed listeners (`on`) fire after it.
   */
  onEvent?: (event: Event) => void | Promise<void>;
  /**
   * Every frame on the gateway, both ways, and every close, as a line of the G9 recording format
   * (JSON without the newline, secrets masked): `{"t", "conn", "from", "frame"}`. Append the lines
   * to a .jsonl file and replay it with the conformance suite.
   */
  onFrame?: (line: string) => void;
  timing?: Partial<ClientTiming>;
  random?: Random;
  /** @internal A deliberately broken variant (D342's twin): any snapshot completes a resync, also one older than the connection's resync_required. */
  brokenResyncAnySnapshot?: boolean;
  /** @internal A deliberately broken variant (D383's twin): a reload whose step fails is reported and not tried again. */
  brokenResyncNoRetry?: boolean;
  /** @internal A deliberately broken variant (D477's twin): the session stays stored while a reload is owed, so a drop during the reload resumes with nothing loaded (GatewayConnectionOptions.brokenResumeDuringReload). */
  brokenResumeDuringReload?: boolean;
  /** @internal A deliberately broken variant (D540's twin): frames act in any state, binary frames are read (GatewayConnectionOptions.brokenAnyFrameState). */
  brokenAnyFrameState?: boolean;
  /** @internal A deliberately broken variant (D542's twin): a frame with a member the contract does not name is refused (GatewayConnectionOptions.brokenUnknownMembersRefused). */
  brokenUnknownMembersRefused?: boolean;
  /** @internal A deliberately broken variant (D543's twin): a newer server's event is an invalid frame whose seq does not count (GatewayConnectionOptions.brokenUnknownEventDropped). */
  brokenUnknownEventDropped?: boolean;
  /** @internal A deliberately broken variant (D541's twin): timer delays uncapped, 4008's wait not counted, a renewal per reauth_required, held frames unbounded (GatewayConnectionOptions.brokenUnbounded). */
  brokenUnbounded?: boolean;
  /** @internal A deliberately broken variant (D540 addendum's twin): a given-up socket's queued frames act, and catchup.complete moves the cursor while a reload is owed (GatewayConnectionOptions.brokenGivenUpSocketActs). */
  brokenGivenUpSocketActs?: boolean;
  /** @internal A deliberately broken variant (D541 second addendum's twin): held frames released behind newer ones; an older socket's close acts on the current one (GatewayConnectionOptions.brokenReleaseBehindNewer). */
  brokenReleaseBehindNewer?: boolean;
}

/** `resync` as BothyClient emits it: once per resync_required, after the reload, with the snapshot (7.3). */
export interface ClientResyncEvent extends ResyncEvent {
  snapshot: Snapshot;
}

/** Every event a BothyClient emits: each event type of the catalogue, and the connection's own. */
export type ClientEventMap = EventListenerMap & Omit<ConnectionEventMap, 'resync'> & { resync: ClientResyncEvent; run: RunEvent };

/** `run`: the newest document of a run in focus after a run.updated frame or a healing GET (11.3). */
export interface RunEvent {
  run_id: string;
  document: RunDocument;
}

/** The connection events a client passes on as they are (all but `resync`, which it completes first). */
const FORWARDED = ['state', 'session', 'synced', 'close', 'logout'] as const satisfies readonly (keyof ConnectionEventMap)[];

/**
 * The line of the G9 recording format (without the newline) for what crossed a socket: the line
 * shape and the masking of secrets are the contract's (@bothy/generated), shared with the server's
 * recordings and the conformance suite, so a recording never holds a token.
 */
export function recordingLine(record: WireRecord, at: Date = new Date()): string {
  const head = { conn: record.socketId, from: record.from, at };
  return JSON.stringify('close' in record ? recordedClose({ ...head, ...record.close }) : recordedText({ ...head, text: record.text }));
}

function recorder(onFrame: (line: string) => void): (record: WireRecord) => void {
  return (record) => onFrame(recordingLine(record));
}

/** The form of a thread ID (the contract's `format: uuid`). */
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** A frame with a thread ID that is not one is never sent: the server would close with 4002 (6.4). */
function assertThreadId(id: string): void {
  if (!UUID.test(id)) throw new TypeError(`not a thread ID (a UUID): ${JSON.stringify(id)}`);
}

function defaultPlatform(): string {
  return typeof (globalThis as { document?: unknown }).document === 'undefined' ? 'node' : 'web';
}

export class BothyClient {
  readonly connection: GatewayConnection;
  readonly rest: BothyRestClient;
  readonly outbox: Outbox;
  /** Local object versions for the apply rules of 9 (`decide`); cleared on resync. */
  readonly versions = new LocalVersions();
  /** The live box: the newest document of each run in focus, by the client rule of 11.3; `run` tells each change. */
  /** The run documents of the live box (11.3), when `runs` was given. */
  readonly runs: RunStore | undefined;
  /** The local cache (13.1), when `cache` was given. */
  readonly cache: LocalCache | undefined;
  readonly deviceId: string;

  readonly #options: BothyClientOptions;
  readonly #timing: ClientTiming;
  readonly #random: Random;
  readonly #emitter: Emitter<ClientEventMap>;
  readonly #typing = new Map<string, number>();
  readonly #detach: Array<() => void> = [];
  #resyncing = false;
  /** How often the connection was stopped: a reload begun before a stop() does nothing after it (D416). */
  #stops = 0;
  #latestResync: ResyncEvent | undefined;

  private constructor(options: BothyClientOptions, rest: BothyRestClient, outbox: Outbox, timing: ClientTiming) {
    this.#options = options;
    this.#timing = timing;
    this.#random = options.random ?? Math.random;
    // A UUID in either case names the same device (RFC 9562); the server writes it in lower case
    // (updated_by_device_id of this device's own echoes, ready.device_id).
    this.deviceId = options.deviceId.toLowerCase();
    this.rest = rest;
    this.outbox = outbox;
    this.#emitter = reportingEmitter<ClientEventMap>();
    this.runs = options.runs?.({
      fetchRun: (id) => rest.getRunDocument(id),
      onChange: (run_id, document) => this.#emitter.emit('run', { run_id, document }),
      retryBase: timing.reconnectBase,
      retryCap: timing.reconnectCap,
      random: this.#random,
    });
    this.connection = new GatewayConnection({
      url: gatewayUrl(options.baseUrl),
      deviceId: this.deviceId,
      dpopKey: options.dpopKey,
      tokens: options.tokens,
      client: options.client ?? { platform: defaultPlatform(), version: SDK_VERSION },
      cursorStore: options.cursorStore ?? new MemoryCursorStore(),
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      reconnectBase: timing.reconnectBase,
      reconnectCap: timing.reconnectCap,
      helloTimeout: timing.helloTimeout,
      random: this.#random,
      // The cache writes each event before the app's onEvent and before the cursor moves past it.
      onEvent: async (event) => {
        await this.cache?.apply(event);
        await options.onEvent?.(event);
      },
      checkDeviceActive: () => this.#deviceActive(),
      wipeLocalData: () => this.#wipe(),
      ...(options.onFrame ? { onFrame: recorder(options.onFrame) } : {}),
      ...(options.brokenResumeDuringReload ? { brokenResumeDuringReload: true } : {}),
      ...(options.brokenAnyFrameState ? { brokenAnyFrameState: true } : {}),
      ...(options.brokenUnknownMembersRefused ? { brokenUnknownMembersRefused: true } : {}),
      ...(options.brokenUnknownEventDropped ? { brokenUnknownEventDropped: true } : {}),
      ...(options.brokenUnbounded ? { brokenUnbounded: true } : {}),
      ...(options.brokenGivenUpSocketActs ? { brokenGivenUpSocketActs: true } : {}),
      ...(options.brokenReleaseBehindNewer ? { brokenReleaseBehindNewer: true } : {}),
    });
    this.cache = options.cache?.(this);
    this.#wire();
  }

  /** Opens the stores (the outbox reloads what it held) and creates the client; start() connects. */
  static async open(options: BothyClientOptions): Promise<BothyClient> {
    const timing: ClientTiming = {
      reconnectBase: configDefaults['sync.reconnect_backoff_base'],
      reconnectCap: configDefaults['sync.reconnect_backoff_cap'],
      outboxRetryBase: configDefaults['client.outbox_retry_base'],
      outboxRetryCap: configDefaults['client.outbox_retry_cap'],
      requestTimeoutMs: 30_000,
      typingMinInterval: configDefaults['sync.typing_min_interval'],
      helloTimeout: configDefaults['sync.heartbeat_interval'],
      ...options.timing,
    };
    const rest = new BothyRestClient({
      baseUrl: options.baseUrl,
      tokens: options.tokens,
      dpopKey: options.dpopKey,
      timeoutMs: timing.requestTimeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    // 13.4: paused until the first catch-up completes; gateOutbox resumes it.
    const outbox = await Outbox.open({
      transport: createOutboxTransport(rest),
      // Without the app's store the outbox keeps its own in memory, and refuses writes after close() (D330).
      ...(options.outboxStore ? { store: options.outboxStore } : {}),
      retryBase: timing.outboxRetryBase,
      retryCap: timing.outboxRetryCap,
      ...(options.random ? { random: options.random } : {}),
      startPaused: true,
    });
    return new BothyClient(options, rest, outbox, timing);
  }

  /**
   * open() and start() in one. Resolves once the stores are open and the first attempt has
   * started, without waiting for the network: an app that starts offline works from its stores and
   * outbox at once. The client then identifies (or resumes), catches up and goes live by itself;
   * `state` tells each step, and `whenLive()` resolves once it is live.
   */
  static async connect(options: BothyClientOptions): Promise<BothyClient> {
    const client = await BothyClient.open(options);
    await client.start();
    return client;
  }

  // --- connection ----------------------------------------------------------------------

  get state(): ConnectionState {
    return this.connection.state;
  }

  /** Cursor, epoch and gateway session as persisted. */
  get position(): SyncPosition | undefined {
    return this.connection.position;
  }

  /**
   * Connects (or reconnects after stop, suspended or closed). Resolves once the first attempt has
   * started, not when it succeeds: a server out of reach means reconnects with backoff (6.5), not a
   * rejection. `whenLive()` waits for live.
   */
  start(): Promise<void> {
    return this.connection.start();
  }

  /** Closes with 1000. The outbox keeps its entries and sends them after the next start and catch-up. */
  stop(): Promise<void> {
    return this.connection.stop();
  }

  /**
   * stop(), then the outbox's timers end and every listener of the client is detached. Writes after
   * it (sendMessage, editMessage, …) throw a TypeError unless `outboxStore` was given, whose next
   * session sends them (D330).
   */
  async close(): Promise<void> {
    await this.connection.stop();
    this.outbox.close();
    await this.outbox.idle();
    for (const off of this.#detach.splice(0)) off();
  }

  /**
   * 6.5: the network changed (for example the browser's `online` event): an immediate attempt that
   * does not count; an open socket is given up for it (D387). Awaiting the device (4016): asks at
   * once whether it is active now. Renewing a token (4004, 4011): nothing, the renewal leads to the
   * next attempt, and one before it would present the refused token (D417).
   */
  networkChanged(): void {
    this.connection.networkChanged();
  }

  /**
   * 6.5: the app returned to the foreground: as networkChanged(), and also the way back after 4017
   * and 1000. Awaiting the device (4016) it asks at once whether the person approved it meanwhile,
   * and connects if so; while a token is renewed it does nothing (D417).
   */
  foreground(): void {
    this.connection.foreground();
  }

  /**
   * Resolves when the client is in step with the server (`live`): at once if it is, else when it next
   * goes live (after catch-up; reconnects with backoff never reject it). Rejects with a BothyError whose
   * code is `gateway_closed` when the connection stops without reconnecting on its own: `closed`
   * (4007, 4018), `suspended` (4017, 1000; foreground() connects again), `logged_out` (4012, a failed
   * token renewal; listen to `logout`) or `stopped` (stop(), close()), also when it is in one of them
   * already, as BothyAgent.whenLive() does (D374, D385). Call it again after start() or foreground().
   */
  whenLive(): Promise<void> {
    return this.connection.whenLive('the client');
  }

  // --- listeners ------------------------------------------------------------------------

  /** A typed listener: an event type of the catalogue gets its envelope, `resync` its snapshot. Returns the remover. */
  on<K extends keyof ClientEventMap>(type: K, listener: Listener<ClientEventMap[K]>): () => void {
    return this.#emitter.on(type, listener);
  }

  once<K extends keyof ClientEventMap>(type: K, listener: Listener<ClientEventMap[K]>): () => void {
    return this.#emitter.once(type, listener);
  }

  off<K extends keyof ClientEventMap>(type: K, listener: Listener<ClientEventMap[K]>): void {
    this.#emitter.off(type, listener);
  }

  // --- writes through the outbox (13.2, 13.3) -----------------------------------------------

  /**
   * Sends a message: it goes into the outbox with a fresh client_msg_id (its entry's id) and is sent
   * when the connection is live; the echo confirms it. Ends the typing indicator of the thread (12).
   * Throws a TypeError for a thread ID that is not a UUID, as focus: the server would refuse the
   * entry only when it is sent, and the outbox would hold it as failed. After close() without an
   * `outboxStore` it throws a TypeError too: nothing would ever send the entry (D330).
   */
  async sendMessage(threadId: string, contentMd: string, extra: Omit<CreateMessageRequest, 'client_msg_id' | 'content_md'> = {}): Promise<OutboxEntry> {
    assertThreadId(threadId);
    const entry = await this.outbox.sendMessage(threadId, contentMd, extra);
    this.stopTyping(threadId);
    return entry;
  }

  /**
   * A person answers an agent's message or presses one of its components (5.1, 15.3): POST
   * /messages/{id}/interactions through the outbox, idempotent through client_interaction_id, in
   * the lane of the message's thread (after the person's earlier messages there). If the agent's run
   * ends before it takes the answer, the person's devices get interaction.discarded whose
   * client_interaction_id is the entry's id (D372).
   */
  sendInteraction(message: Pick<Message, 'id' | 'thread_id'>, body: Omit<CreateInteractionRequest, 'client_interaction_id'>): Promise<OutboxEntry> {
    return this.outbox.sendInteraction('POST', `/messages/${message.id}/interactions`, { ...body }, message.thread_id);
  }

  /** 13.3: an unsent message changes in the outbox only; a sent one gets a PATCH with If-Match. */
  editMessage(ref: MessageRef, contentMd: string): Promise<OutboxEntry> {
    return this.outbox.editMessage(ref, contentMd);
  }

  /** 13.3: an unsent message leaves the outbox; a sent one gets an idempotent DELETE. */
  deleteMessage(ref: MessageRef): Promise<OutboxEntry | undefined> {
    return this.outbox.deleteMessage(ref);
  }

  /** What the outbox holds (queued, sending, sent, failed, discarded), oldest first; optionally one thread's. */
  pending(threadId?: string): OutboxEntry[] {
    const all = this.outbox.entries();
    return threadId === undefined ? all : all.filter((e) => e.lane === threadId);
  }

  // --- focus and typing (6.2, 12) --------------------------------------------------------

  /**
   * The threads visible right now (6.2); sent now when identified, else kept, and sent again after
   * every identify and every resume (a focus set while offline reaches the server then, D384).
   * `idle`: open but idle. `background`: threads whose runs are shown without their messages (R-SY-27).
   * Throws a TypeError for an ID that is not a UUID: the server would close with 4002, and since
   * focus is sent again after every identify, the client would reconnect without end.
   */
  focus(threadIds: string[], options: { idle?: boolean; background?: string[] } = {}): boolean {
    const distinct = new Set([...threadIds, ...(options.background ?? [])]);
    for (const id of distinct) assertThreadId(id);
    const max = configDefaults['sync.max_focused_threads'];
    if (distinct.size > max) throw new RangeError(`focus names ${distinct.size} threads; at most ${max} (sync.max_focused_threads)`);
    return this.connection.focus({
      thread_ids: threadIds,
      idle: options.idle ?? false,
      ...(options.background && options.background.length > 0 ? { background_thread_ids: options.background } : {}),
    });
  }

  /**
   * Call it on every keystroke: sends typing.start at most once per sync.typing_min_interval (12).
   * Returns whether a frame went out. Throws a TypeError for an ID that is not a UUID, as focus.
   */
  typing(threadId: string): boolean {
    assertThreadId(threadId);
    const now = Date.now();
    const last = this.#typing.get(threadId);
    if (last !== undefined && now - last < this.#timing.typingMinInterval) return false;
    if (!this.connection.send({ op: ClientOp.TypingStart, d: { thread_id: threadId } })) return false;
    this.#typing.set(threadId, now);
    return true;
  }

  /** The input was cleared or sent: typing.stop, so that the next typing.start applies at once (12). */
  stopTyping(threadId: string): boolean {
    if (!this.#typing.delete(threadId)) return false;
    return this.connection.send({ op: ClientOp.TypingStop, d: { thread_id: threadId } });
  }

  /**
   * Suggestions for an option with autocomplete = true (15.7): the owner's choices, or an empty
   * list when it did not answer within command.autocomplete_timeout. The same as the free function
   * `autocomplete(client.rest, …)` (D256).
   */
  autocomplete(commandId: string, option: string, value: string, place: AutocompletePlace): Promise<AutocompleteChoice[]> {
    return autocomplete(this.rest, commandId, option, value, place);
  }

  // --- wiring ----------------------------------------------------------------------------

  #wire(): void {
    const c = this.connection;
    this.#detach.push(
      gateOutbox(c, this.outbox, (error) => this.#report(error)),
      c.on('event', (event) => {
        this.#emitter.emit(event.type, event as never);
        this.#emitter.emit('event', event);
        if (event.type === EventType.RunUpdated && this.runs) void this.runs.apply(event.payload).catch((error: unknown) => this.#report(error));
      }),
      c.on('error', (error) => this.#report(error)),
      c.on('resync', (resync) => void this.#resync(resync)),
      c.on('logout', ({ wiped }) => {
        this.outbox.close();
        // 4012 deletes local data, the live box's documents among them; any logout ends the healing GETs' retries (D418).
        if (wiped) this.runs?.clear();
        else this.runs?.stop();
      }),
      c.on('state', ({ to }) => {
        if (to !== 'stopped') return;
        this.#stops += 1;
        this.runs?.stop(); // a failed healing GET is not tried again after stop() (D418)
      }),
      this.outbox.on('error', (error) => this.#report(error)),
      ...FORWARDED.map((type) => c.on(type, (value) => this.#emitter.emit(type, value as never))),
    );
  }

  /**
   * 7.3: discard the cache (never the outbox), load the snapshot, hand it to the app, then set cursor
   * and epoch. A step that fails (the app's discardCache, the cache's discard or snapshot, the GET)
   * is reported and the reload is tried again after the full-jitter backoff between the reconnect
   * base and cap, for as long as the connection waits for it (D383): one failure never leaves the
   * client in `resyncing` for good. If the connection drops meanwhile, the next identify reports
   * resync_required again and this runs anew. stop() ends it: the wait at once, a step under way
   * when it returns, and nothing is requested, reported or emitted after it (D416).
   */
  async #resync(resync: ResyncEvent): Promise<void> {
    // The newest request is the one a reload answers (a later connection's, D342): its reason, head and epoch go with the snapshot.
    this.#latestResync = resync;
    if (this.#resyncing) return; // one reload at a time; it loads again for a later request its snapshot does not cover
    this.#resyncing = true;
    const stops = this.#stops;
    const stopped = (): boolean => stops !== this.#stops;
    const going = (): boolean => this.connection.state === 'resyncing' && !stopped();
    this.runs?.clear();
    this.outbox.pause();
    let discarded = false;
    try {
      for (let attempt = 0; going(); ) {
        const asked: ResyncEvent | undefined = this.#latestResync;
        try {
          if (!discarded) {
            await this.#options.discardCache?.(this.#latestResync ?? resync);
            await this.cache?.discard();
            this.versions.clear();
            discarded = true;
          }
          if (!going()) return;
          const snapshot = await this.rest.getSnapshot();
          if (!going()) return;
          // The app builds its state from the snapshot first; the events held meanwhile follow on top.
          await this.cache?.snapshot(snapshot);
          if (stopped()) return;
          this.#emitter.emit('resync', { ...(this.#latestResync ?? resync), snapshot });
          // False: the snapshot does not cover the newest resync_required. One a later connection was
          // told while this one loaded (D342): load again at once, and the app rebuilds from the newer
          // snapshot. Behind the same one (the server's snapshot lags its head): after the backoff (D388).
          if (await this.connection.completeResync(snapshot, { anySnapshot: this.#options.brokenResyncAnySnapshot === true })) return;
          if (this.#latestResync !== asked) continue;
        } catch (error) {
          if (stopped()) return; // a step that stop() cut off: nothing to tell
          this.#report(error);
          if (this.#options.brokenResyncNoRetry) return;
        }
        // A wait that begins after the connection left its state would hear no change to end it.
        if (!going()) return;
        await waitUnlessStateChanges(this.connection, backoff(attempt, this.#timing.reconnectBase, this.#timing.reconnectCap, this.#random));
        attempt += 1;
      }
    } finally {
      this.#resyncing = false;
      // start() after stop() while a step was still out: the new connection's resync_required found this
      // reload running and was left to it, which ends here without loading. The connection waits in
      // resyncing for a reload that only a new one gives it (D416).
      if (stopped() && this.connection.state === 'resyncing' && this.#latestResync) void this.#resync(this.#latestResync);
    }
  }

  /** 4016: GET /devices/{id} until it reports active (a server that refuses a pending device with device_pending counts as not active yet). */
  async #deviceActive(): Promise<boolean> {
    try {
      const device = await this.rest.getDevice(this.deviceId);
      return device.state === 'active';
    } catch (error) {
      if (error instanceof DevicePendingError) return false;
      throw error;
    }
  }

  /** 4012: the outbox and the versions go with the cursor (cleared by the connection), then the app's data. */
  async #wipe(): Promise<void> {
    await this.outbox.wipe();
    await this.cache?.wipe();
    this.versions.clear();
    this.#typing.clear();
    await this.#options.wipeLocalData?.();
  }

  /** An `error` event, or without a listener the fallback line (internal/report.ts); never thrown, never dropped. */
  #report(error: unknown): void {
    reportError(this.#emitter, error);
  }
}
