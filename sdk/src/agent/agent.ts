// BothyAgent: the adapter of 15.1–15.3 and 15.5 as one object. It connects with its API token and
// a consumer (GatewayConnection in the agent role), checks every invocation token before
// acceptance, stores the event with its token in the durable inbox before the ack, and then does
// the protocol's steps for each run: start (renew on expired, adopt on superseded, stop on
// already_started), the app's handler, finish. Every step is recorded in the inbox before it is
// taken, so a restarted adapter picks up where it stopped and starts nothing twice (D107).
import {
  ClientOp,
  CloseCode,
  configDefaults,
  EventType,
  type AgentInvocationV1,
  type AgentCommandsDeclaration,
  type Command,
  type CommandAutocompleteChoices,
  type CommandAutocompleteRequestedV1,
  type Event,
  type EventOf,
  type Message,
  ProblemCode,
  type RunContext as RunContextRead,
  type RunDocument,
  type Run as RunResource,
  type RunStartRequest,
} from '@bothy/generated';
import { decodeJwt, type JWTVerifyGetKey } from 'jose';
import { StaticTokenProvider, type TokenProvider } from '../auth.ts';
import type { DpopKey } from '../dpop/key.ts';
import { BaseVersionConflictError, BothyError, GatewayClosedError, InvocationTokenInvalidError, isTransientAnswer, ProblemError, SdkErrorCode, StorageError } from '../errors.ts';
import type { CloseEvent, Emitter, EventListenerMap, ResyncEvent, StateChange } from '../events.ts';
import { Backoff } from '../gateway/backoff.ts';
import { recordingLine, SDK_VERSION } from '../client.ts';
import { GatewayConnection, gatewayUrl, WITHOUT_RECONNECT, type WebSocketConstructor, type WireRecord } from '../gateway/connection.ts';
import type { ConnectionState } from '../gateway/connection-state.ts';
import { reportError, reportingEmitter } from '../internal/report.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { BothyRestClient } from '../rest/client.ts';
import { MemoryCursorStore, type CursorStore } from '../store/cursor-store.ts';
import { admit, MemoryInboxStore, notStarted, openEntries, type InboxEntry, type InboxInput, type InboxState, type InboxStore, type RunOutcome } from './inbox.ts';
import { RunPatcher } from './patch.ts';
import { PresenceReporter, type PresenceReport } from './presence.ts';
import { InvocationTokenVerifier, type AdapterCapabilities, type InvocationClaims, type TokenCheck, type ToolClass } from './token.ts';

/** A run as the handler gets it. */
export interface AgentRun {
  id: string;
  threadId: string;
  /** The triggering message; its content is read through REST (2.2): `message()`. */
  messageId: string;
  triggerKind: AgentInvocationV1['trigger_kind'];
  triggerPrincipalId: string;
  /** The typed REST client, authenticated as the agent. */
  rest: BothyRestClient;
  /** GET /messages/{id} of the triggering message. */
  message(): Promise<Message>;
  /**
   * GET /runs/{id}/context (run.context.read, 15.3; D439): the run, its triggering message and its
   * follow-ups, readable while the run is active and its person may still invoke the agent, also
   * without a grant of the agent's own on the channel (where `message()` answers 404).
   */
  context(): Promise<RunContextRead>;
  /** POST a message into the run's thread (idempotent through a fresh client_msg_id, 5.1). */
  reply(contentMd: string): Promise<Message>;
  /**
   * The next follow-up or interaction of this run (15.3, 15.4), in delivery order; waits for one.
   * Rejects when the run's signal aborts (cancellation).
   */
  nextInput(options?: { signal?: AbortSignal }): Promise<RunInput>;
  /**
   * Asks for input (POST /runs/{id}/wait: running -> waiting_input), waits for the next follow-up
   * or interaction, and resumes the run with the token of its delivery (POST /runs/{id}/resume);
   * an input that arrived before is returned at once, without waiting.
   */
  waitForInput(options?: { signal?: AbortSignal }): Promise<RunInput>;
  /**
   * Changes the run's live box (11.1, 11.2): `change` edits the document (status_line, plan,
   * steps, metrics, cost, model, last_text_excerpt); the SDK sends the merged difference as one
   * PATCH at most once per agent.run_update_min_interval, and the last one before the finish.
   */
  patch(change: (document: RunDocument) => void): void;
  /** The run's document as this adapter sees it (with the changes not sent yet). */
  readonly document: RunDocument | undefined;
}

/** A follow-up or an interaction as the handler gets it. Its content is read through REST (2.2). */
export interface RunInput {
  kind: 'followup' | 'interaction';
  messageId: string;
  interactionId?: string;
  /** The delivered event (agent.followup or interaction.created). */
  event: Event;
  /** Follow-ups: handed to the runtime (PATCH followups/<id>/status delivered; the person sees followup_delivered). */
  delivered(): Promise<void>;
  /** Follow-ups: taken in by the runtime (status absorbed; no longer deferred into a new run at the end, 15.4). */
  absorbed(): Promise<void>;
}

export interface RunContext {
  /** Aborted when run.cancel_requested arrives (15.5); its reason is the request's reason. */
  signal: AbortSignal;
}

/**
 * The app's work for one run. Resolving reports `completed` (or the outcome it returns); throwing
 * reports `failed` (reason handler_error); after the signal aborted, the run reports `cancelled`.
 */
export type RunHandler = (run: AgentRun, context: RunContext) => Promise<void | RunOutcome>;

/** 15.7: suggestions for one request, at most command.autocomplete_max_choices; never a model call. */
export type AutocompleteHandler = (request: CommandAutocompleteRequestedV1) => CommandAutocompleteChoices['choices'] | Promise<CommandAutocompleteChoices['choices']>;

/** The steps at which `onStep` is called, in the order they happen for one run. */
export type AgentStep =
  /** a delivery passed the token check and is about to be stored */
  | 'accepting'
  /** stored in the inbox; the ack follows */
  | 'stored'
  /** about to send POST /runs/{id}/start */
  | 'starting'
  /** the start answered 200; `running` is not stored yet */
  | 'answered'
  /** the start answered 200 and is stored; the handler follows */
  | 'started'
  /** about to send POST /runs/{id}/finish */
  | 'finishing';

export interface BothyAgentOptions {
  /** The server's origin, for example https://chat.example.com. */
  baseUrl: string;
  /** The API token (6.3), or a provider that can renew it (4004). */
  apiToken: string | TokenProvider;
  /** identify.consumer (15.1); the server's default is `default`. One process per consumer. */
  consumer?: string;
  /** The durable inbox (15.2). Default: in memory, which survives no restart. */
  inboxStore?: InboxStore;
  /** Where the gateway session is kept for resume (6.3). Default: in memory. */
  sessionStore?: CursorStore;
  /** A key for DPoP proofs; needed when the API token is bound to one (dpop_jkt). */
  dpopKey?: DpopKey;
  /**
   * The billing mode this adapter reports for a run, and its tool class (15.3, I3). A string is
   * also the reported_billing_mode of its heartbeats (12); a function follows the configured mode
   * per run, and then the heartbeats omit reported_billing_mode and name `billingModesSupported`.
   */
  billingMode: AdapterCapabilities['billingMode'];
  toolClass: ToolClass;
  /**
   * billing_modes_supported of the heartbeats (12). Default: the one mode of a string `billingMode`.
   * Required (both modes, at least two) with a function `billingMode` (Ruling L8).
   */
  billingModesSupported?: string[];
  /** billing_evidence of the heartbeats (12), if the runtime has any. */
  billingEvidence?: Record<string, unknown>;
  /** runtime_version of the heartbeats (12). Default: this SDK's name and version. */
  runtimeVersion?: string;
  /**
   * The interval of the heartbeats (ms). Default: a third of agent.presence_timeout as the
   * server's heartbeat answer names it (the contract's default before the first answer; D250).
   */
  heartbeatInterval?: number;
  /** Runs whose handlers run at the same time. Default 1; the others wait, queued at the server. */
  concurrency?: number;
  /**
   * A run whose handler died with an earlier process without finishing it: the run is not started
   * again and no handler is called for it; this decides what is reported. Two cases: the run was
   * running or waiting in this inbox when the process stopped (a crash, D511), or the run waits for
   * input and this process got its answer without holding it (it took the consumer over from a
   * process that acknowledged the answer and never resumed with it, D515, D518); the adapter then
   * first resumes the run with the answer's token, and calls this only when that resume succeeded
   * (the run is this consumer's). Not called for a run that ended meanwhile, nor for one whose
   * Stop was requested (reported cancelled). Default: report failed with the reason adapter_restarted.
   */
  onInterrupted?: (run: AgentRun) => Promise<RunOutcome>;
  /**
   * The agent's commands with their options (15.7, D252), declared with PUT /agents/me/commands on
   * `start()`; the set replaces the one declared before. `setCommands` declares another set later.
   */
  commands?: AgentCommandsDeclaration['commands'];
  /** Called (and awaited) at each step of a run, for tests and tracing. */
  onStep?: (step: AgentStep, runId: string) => void | Promise<void>;
  /** Every frame either way as a line of the G9 recording format, with tokens masked (as BothyClient's). */
  onFrame?: (line: string) => void;
  WebSocket?: WebSocketConstructor;
  fetch?: (input: Request) => Promise<Response>;
  /** A key set instead of GET /api/v1/jwks.json (tests). */
  jwks?: JWTVerifyGetKey;
  /** Backoff of REST retries (5xx, 429, no answer): client.outbox_retry_base and _cap (ms). */
  retryBase?: number;
  retryCap?: number;
  reconnectBase?: number;
  reconnectCap?: number;
  /** agent.run_update_min_interval (ms): the throttle of `run.patch`. Default the spec's 500 ms. */
  runUpdateMinInterval?: number;
  /** Done entries are dropped from the inbox after this long (ms). Default one hour. */
  doneRetentionMs?: number;
  /** @internal A deliberately broken variant for the twin of the crash test: ack before storing. */
  brokenAckBeforeStore?: boolean;
  /** @internal A deliberately broken variant (D511's twin): a run interrupted by a restart is reported without a look at the run (a Stop requested meanwhile is missed). */
  brokenInterruptedBlind?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's addendum): a 401 revoked answer ends the run's entry as any final refusal does (a finish on its way when the agent is disabled is lost). */
  brokenCredentialsFinal?: boolean;
  /** @internal A deliberately broken variant (D511's twin of start() with commands): start() declares the commands first (five attempts) and connects only once they landed, as before D511. */
  brokenCommandsFirst?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's second addendum): stop() does not wait for a start() on its way, which then takes the inbox and connects after stop() returned. */
  brokenStopDuringStart?: boolean;
  /** @internal A deliberately broken variant (the twin of D514's addendum): a cancelled handler's last run.patch is dropped, not sent before the finish. */
  brokenCancelDropsLastPatch?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's second addendum): a store object another started BothyAgent of this process uses is shared, not refused. */
  brokenSharedStore?: boolean;
  /** @internal A deliberately broken variant (the twin of D518's addendum): a taken-over run resumed here before a restart is resumed again with the same key after it (past the key's TTL: 403, the entry dropped, the run left running). */
  brokenTakeoverResumedAgain?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's fourth addendum): a lost inbox lock is only reported (inbox_lock_taken_over, as before) and no lease is checked; the adapter goes on starting and writing. */
  brokenLockLossIgnored?: boolean;
  /** @internal A deliberately broken variant (D317's twin): a run that never started here is finished without its token. */
  brokenFinishWithoutToken?: boolean;
  /** @internal A deliberately broken variant (D532's twin): a follow-up's delivered/absorbed report is sent once; a lost answer fails the handler's call (and with it the run). */
  brokenFollowupReportOnce?: boolean;
  /** @internal A deliberately broken variant (D518's twin, as before D518): an answer to a waiting run this process does not hold is only emitted and acknowledged; the run waits for good. */
  brokenTakeoverIgnored?: boolean;
  /** @internal A deliberately broken variant (D518's twin): such a run is reported as interrupted without the resume and without its token, so a consumer whose token resumes nothing ends another consumer's run. */
  brokenTakeoverBlind?: boolean;
  /** @internal A deliberately broken variant (D531's twin): a start() that failed (the inbox held, a store failure) leaves the adapter marked as started, its retry loops and timers going on as if it ran. */
  brokenFailedStartNotStopped?: boolean;
  /** @internal A deliberately broken variant (D536's twin, as before D536): every start() runs all of start's steps, also on an adapter that is started or whose start() is on its way (the store loaded and the entries set again, the commands declared again; a failure of that start empties the running adapter's inbox and marks it stopped). */
  brokenStartUnguarded?: boolean;
  /** @internal A deliberately broken variant (D536 addendum's twin): a start() while a stop() is on its way starts at once, and the stop's last steps then close the store (and release the inbox lock) under the started adapter. */
  brokenStartDuringStop?: boolean;
  /** @internal A deliberately broken variant (D529's twin): 4015 refusing the resume of the session an earlier process stored in `sessionStore` is fatal, so a process restarted on its folder after a takeover stops at once and nobody holds the consumer. */
  brokenStoredSessionReplacedIsFatal?: boolean;
  /** @internal A deliberately broken variant (D540's twin): frames act in any state, binary frames are read (GatewayConnectionOptions.brokenAnyFrameState); a cursor frame before ready is acknowledged. */
  brokenAnyFrameState?: boolean;
  /** @internal A deliberately broken variant (D543's twin): a newer server's event is dropped and never acknowledged, so the server sends it again after every agent.ack_timeout (GatewayConnectionOptions.brokenUnknownEventDropped). */
  brokenUnknownEventDropped?: boolean;
  /**
   * @internal agent.ack_timeout (ms) as the adapter assumes it (tests shorten it): the pace of the
   * look at a run adopted after `superseded`, and the unit of the bound after which a run still
   * queued that way is reported. Default the contract's default.
   */
  ackTimeout?: number;
}

export interface AgentEventMap extends EventListenerMap {
  state: StateChange;
  close: CloseEvent;
  resync: ResyncEvent;
  error: BothyError;
  /** The connection will not reconnect on its own (4011, 4015, 4016, 4007, 4018, 4012, …); `info` says why. */
  stopped: CloseEvent | { code: undefined; reason: string };
  /** A run reached `done` at the adapter, with what was reported or why nothing was; or a taken-over run's entry was dropped, not this process's (D518: `note` says why). */
  run: { runId: string; outcome?: RunOutcome; note?: string };
}

/** Which adapter has started with a store object (and not stopped): one per store (D511, second addendum). */
const storeUsers = new WeakMap<InboxStore, BothyAgent>();

/** The call of a kind on its way (a start(), a stop()): kept as `current` until it settles, unless a later one took its place. */
class OnItsWay {
  current: Promise<void> | undefined;

  track(call: Promise<void>): Promise<void> {
    this.current = call;
    const done = () => {
      if (this.current === call) this.current = undefined;
    };
    call.then(done, done);
    return call;
  }
}

const HOUR = 3_600_000;
/** Renew a token this long before its exp rather than risk an expired start. */
const EXPIRY_MARGIN_MS = 500;
/** Event IDs remembered for dedupe of events without a run (15.2); runs are deduped by the inbox. */
const RECENT_EVENTS = 10_000;
/**
 * A run adopted after `superseded` that is still queued after this many agent.ack_timeout is
 * reported: the newer delivery should have come within one (a redelivery follows an ack timeout).
 */
const ADOPTED_ACK_TIMEOUTS = 3;
/** The longest delay setTimeout keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Done entries removed from the inbox per pass of the pruning, so that one pass never holds the store long. */
const PRUNE_BATCH = 100;
/** Entry states whose follow-ups and interactions this process keeps for the run's handler (15.3, 15.4). */
const TAKES_INPUT: ReadonlySet<InboxState> = new Set(['accepted', 'starting', 'running', 'waiting']);

type StartResult = 'running' | 'retry' | 'adopt' | 'done';
/** States in which a run can still be finished (15.3); the others are ends. */
const ACTIVE_RUN_STATES: ReadonlySet<RunResource['state']> = new Set(['queued', 'running', 'waiting_input']);

export class BothyAgent {
  readonly rest: BothyRestClient;
  readonly #o: BothyAgentOptions;
  readonly #store: InboxStore;
  readonly #tokens: TokenProvider;
  readonly #verifier: InvocationTokenVerifier;
  readonly #connection: GatewayConnection;
  readonly #emitter: Emitter<AgentEventMap>;
  readonly #entries = new Map<string, InboxEntry>();
  /** Runs being worked on by this process. */
  readonly #busy = new Set<string>();
  readonly #aborts = new Map<string, AbortController>();
  readonly #recent = new Set<string>();
  /** Runs whose start answered superseded with this jti: they wait for a delivery with a newer token (15.2). */
  readonly #adopting = new Map<string, string>();
  /** Per run: the run's version as last answered (start, resume, PATCH), for base_version (11.2). */
  readonly #versions = new Map<string, number>();
  /** Per run: inputs handed to the handler, and who waits for the next one. */
  readonly #handedOut = new Map<string, Set<string>>();
  readonly #inputWaiters = new Map<string, Array<() => void>>();
  /** Delivered input events of running runs, by event ID (the handler gets the envelope). */
  readonly #inputEvents = new Map<string, Event>();
  /** Per run: the live box throttle of this process (created with the first patch). */
  readonly #patchers = new Map<string, RunPatcher>();
  /** Per run: the document the start or resume answered with. */
  readonly #documents = new Map<string, RunDocument>();
  /** Per run: the tail of its entry's writes (#update). */
  readonly #writes = new Map<string, Promise<undefined>>();
  /**
   * Runs that were running or waiting in the store when `start()` loaded it: their handler died with
   * an earlier process (D107), so only these are settled as interrupted. A run of this process whose
   * entry is still `running` after its handler returned is finished by its own #handle, which retries
   * a failed store step.
   */
  readonly #recovered = new Set<string>();
  /** Done entries by the time they became done, oldest first: what the pruning removes after doneRetentionMs. */
  readonly #doneAt = new Map<string, number>();
  #pruneTimer: ReturnType<typeof setTimeout> | undefined;
  /** Aborted by stop(): the retry loops' waits end at once, and each loop then sees #stopped. */
  #stopping = new AbortController();
  #pruneRetry: Backoff | undefined;
  #handler: RunHandler | undefined;
  #agentId: string | undefined;
  /** What the token check compares and the heartbeats report; setCapabilities changes it. */
  #caps: { billingMode: AdapterCapabilities['billingMode']; toolClass: ToolClass; billingModesSupported: string[] };
  #degraded = false;
  readonly #presence: PresenceReporter;
  #running = 0;
  #stopped = false;
  /** The start() on its way, which stop() waits for (D511, second addendum) and another start() joins (D536). */
  readonly #starting = new OnItsWay();
  /** start() resolved having connected, and no stop() since: a start() then opens, loads and declares nothing again (D536). */
  #started = false;
  /** The stop() on its way, and how many were called: a start() meanwhile waits for it (D536 addendum). */
  readonly #stoppingNow = new OnItsWay();
  #stops = 0;
  /** The stop() the start() on its way waits for, if it does. */
  #startingBehind: Promise<void> | undefined;
  /** Declarations of `commands` made by start() still being tried (#declareUntilLanded). */
  #declaring = 0;
  #idle: Array<() => void> = [];

  /** Connects, and picks up what the inbox holds from before. */
  static async connect(options: BothyAgentOptions): Promise<BothyAgent> {
    const agent = new BothyAgent(options);
    await agent.start();
    return agent;
  }

  constructor(options: BothyAgentOptions) {
    this.#o = options;
    this.#caps = capabilitiesOf(options);
    this.#store = options.inboxStore ?? new MemoryInboxStore();
    this.#tokens = typeof options.apiToken === 'string' ? new StaticTokenProvider(options.apiToken) : options.apiToken;
    this.#emitter = reportingEmitter<AgentEventMap>();
    this.rest = new BothyRestClient({
      baseUrl: options.baseUrl,
      tokens: this.#tokens,
      dpopKey: options.dpopKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.#verifier = new InvocationTokenVerifier({ baseUrl: options.baseUrl, ...(options.jwks ? { jwks: options.jwks } : {}) });
    this.#presence = new PresenceReporter({
      report: () => this.#presenceReport(),
      // The same contract schema (AgentHeartbeat) through openapi-typescript, which spells an open object narrower.
      send: (report) => this.rest.call(() => this.rest.api.POST('/agents/me/heartbeat', { body: report as never, signal: this.rest.signal() })),
      ...(options.heartbeatInterval === undefined ? {} : { intervalMs: options.heartbeatInterval }),
      onError: (error) => this.#report(error),
    });
    this.#connection = new GatewayConnection({
      role: 'agent',
      url: gatewayUrl(options.baseUrl),
      tokens: this.#tokens,
      ...(options.consumer === undefined ? {} : { consumer: options.consumer }),
      ...(options.dpopKey ? { dpopKey: options.dpopKey } : {}),
      cursorStore: options.sessionStore ?? new MemoryCursorStore(),
      ...(options.brokenStoredSessionReplacedIsFatal ? { brokenStoredSessionReplacedIsFatal: true } : {}),
      ...(options.brokenAnyFrameState ? { brokenAnyFrameState: true } : {}),
      ...(options.brokenUnknownEventDropped ? { brokenUnknownEventDropped: true } : {}),
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      ...(options.reconnectBase === undefined ? {} : { reconnectBase: options.reconnectBase }),
      ...(options.reconnectCap === undefined ? {} : { reconnectCap: options.reconnectCap }),
      ...(options.onFrame ? { onFrame: recorder(options.onFrame) } : {}),
      onEvent: (event) => this.#accept(event),
      // 4012 (8.5): the adapter stops. The inbox stays (D105): a revoked API token of a principal that
      // is still active is replaced by its owner, and the accepted runs then start and finish with it.
    });
    this.#connection.on('session', (ready) => {
      this.#agentId = ready.principal.id;
    });
    this.#connection.on('state', (change) => {
      this.#emitter.emit('state', change);
      if (!WITHOUT_RECONNECT.has(change.to)) {
        this.#lastClose = undefined;
        // Back from a state without reconnection (the app started it again): heartbeats again.
        if (change.to === 'live' && !this.#stopped && !this.#presence.running) void this.#presence.start();
        return;
      }
      // A connection that will not come back on its own: the agent no longer claims to be there (12).
      this.#presence.stop();
      // After the transition's actions, so that the close that caused it (emit_close) is known.
      queueMicrotask(() => {
        if (this.#stopped || this.#connection.state !== change.to) return;
        this.#emitter.emit('stopped', this.#lastClose ?? { code: undefined, reason: change.to });
      });
    });
    this.#connection.on('close', (close) => {
      this.#lastClose = close;
      if (close.code === CloseCode.Revoked) this.#onRevoked(close);
      this.#emitter.emit('close', close);
    });
    this.#connection.on('resync', (resync) => this.#emitter.emit('resync', resync));
    this.#connection.on('error', (error) => this.#report(error));
  }

  #lastClose: CloseEvent | undefined;
  /**
   * The close 4012 (8.5) since the last start(), or a REST answer 401 that says the same before the
   * close arrives: every REST call of the agent now answers 401.
   */
  #revoked: BothyError | undefined;

  /**
   * 4012 (8.5; the agent disabled, its token revoked): the handlers' signals abort with the close as
   * their reason, and no run of this process is started or finished any more: each call would answer
   * 401 revoked. A run whose handler ran is recorded `finishing` with `cancelled` / `revoked`, and
   * the finish goes out at the next start() with a new token (the inbox stays, D105; D511).
   */
  #onRevoked(close: CloseEvent): void {
    this.#halt(new GatewayClosedError(close.code, close.reason, close.info));
  }

  /**
   * A REST answer that refuses the agent's credentials (401 revoked, token_expired,
   * authentication_failed): the server decided nothing about the run, the token can do nothing more.
   * Disabling commits before its 4012 reaches the adapter, so a finish, a start or a read on its way
   * meets the refusal first; marking the run done then lost it (the finish never went out). It halts
   * the runs as the close does (D511 addendum); true when it did.
   */
  #credentialsRefused(error: unknown): boolean {
    if (error !== undefined && error === this.#lockLost()) return true; // halted: the inbox lock is lost (D511, fourth addendum)
    if (!(error instanceof ProblemError) || !CREDENTIAL_REFUSALS.has(error.code) || this.#o.brokenCredentialsFinal) return false;
    this.#halt(error);
    return true;
  }

  /**
   * Whether this process still holds its inbox (D511, fourth addendum): asked before each start,
   * resume and finish and each write of the inbox. Once it does not (its lock taken over or removed,
   * or its lease lapsed: the process stalled longer than half the stale time), the adapter halts.
   */
  #leaseHeld(): boolean {
    if (this.#lockLost()) return false;
    if (this.#o.brokenLockLossIgnored) return true;
    const why = this.#store.lost?.();
    if (why === undefined) return true;
    this.#loseLease(why);
    return false;
  }

  /**
   * The inbox lock is lost (D511, fourth addendum): another process may hold the inbox and run its
   * entries, so this one halts as on 4012 and writes nothing more: no start, resume or finish is
   * sent, the inbox is not written (not even a handler's outcome: the holder reports the run as
   * interrupted), the handlers are aborted, an `error` event `inbox_lock_lost` says so, and the
   * connection is closed (nothing more is acknowledged here).
   */
  #loseLease(why: string): void {
    if (this.#lockLost()) return;
    const error = new BothyError(SdkErrorCode.InboxLockLost, `${why}: the adapter halted (no start, resume, finish or inbox write any more); stop it (D511)`);
    this.#revoked = undefined;
    this.#halt(error);
    this.#report(error);
    this.#presence.stop();
    void this.#connection.stop().catch((e: unknown) => this.#report(e));
  }

  /** The error that halted the adapter because its inbox lock was lost (thrown where a write or a request would go out), or undefined. */
  #lockLost(): BothyError | undefined {
    return this.#revoked?.code === SdkErrorCode.InboxLockLost ? this.#revoked : undefined;
  }

  /** An entry the handler would be given next (not started, not being adopted). */
  #startable(): boolean {
    return this.#handler !== undefined && openEntries([...this.#entries.values()]).some((e) => notStarted(e.state) && this.#adopting.get(e.runId) !== e.jti);
  }

  #halt(why: BothyError): void {
    if (this.#revoked) return;
    this.#revoked = why;
    for (const patcher of this.#patchers.values()) patcher.close();
    for (const controller of this.#aborts.values()) controller.abort(why);
    for (const waiters of this.#inputWaiters.values()) for (const wake of waiters.splice(0)) wake();
  }

  get state(): ConnectionState {
    return this.#connection.state;
  }

  /** The agent's principal ID, known from the first ready (6.3). */
  get agentId(): string | undefined {
    return this.#agentId;
  }

  /** The inbox as this process holds it (copies). */
  get inbox(): InboxEntry[] {
    return [...this.#entries.values()].map((e) => structuredClone(e));
  }

  /** `invocation` sets the run handler (one); `autocomplete` the autocomplete handler (one, 15.7); every other name listens to events of the agent. */
  on(type: 'invocation', handler: RunHandler): () => void;
  on(type: 'autocomplete', handler: AutocompleteHandler): () => void;
  on<K extends keyof AgentEventMap>(type: K, listener: (value: AgentEventMap[K]) => void): () => void;
  on(type: string, listener: (...args: never[]) => unknown): () => void {
    if (type === 'autocomplete') {
      this.#autocomplete = listener as unknown as AutocompleteHandler;
      return () => {
        if (this.#autocomplete === (listener as unknown)) this.#autocomplete = undefined;
      };
    }
    if (type === 'invocation') {
      this.#handler = listener as unknown as RunHandler;
      queueMicrotask(() => this.#pump());
      return () => {
        if (this.#handler === (listener as unknown)) this.#handler = undefined;
      };
    }
    return this.#emitter.on(type as keyof AgentEventMap, listener as never);
  }

  /**
   * Resolves with the stored set once the declaration of `commands` made by `start()` landed
   * (PUT /agents/me/commands, D252); with undefined when there is none, or it was refused or the
   * adapter stopped first (each failure is an `error` event). It never rejects (D511).
   */
  commandsDeclared: Promise<Command[] | undefined> = Promise.resolve(undefined);

  /**
   * Takes the inbox (`open`: a FileInboxStore another live process holds rejects with StorageError
   * `inbox_locked`; any other failure of the store is a StorageError too, D511), picks up what it
   * holds, and begins to connect. The `commands` are declared meanwhile, retried with the backoff
   * until they land (`commandsDeclared`), so a server that is down holds neither. A store object
   * another started BothyAgent of this process uses is refused (StorageError `inbox_in_use`); a
   * stop() meanwhile makes it give the store back and resolve without connecting (D511, second addendum).
   *
   * It starts nothing twice (D536): a start() while another is on its way returns that one's promise
   * (the same object: it resolves or rejects with it, also while a failed start gives back what it
   * took); a start() on an adapter that started and was not stopped since opens and loads no store,
   * declares nothing and resolves at once, the inbox and the connection as they were. Only after
   * the `stopped` event (a connection that only the app's call brings back) does it act, the inbox
   * kept: the connection is started again (from `closed` or `suspended` it connects; `logged_out`
   * after 4012 stays closed), the halt of a 4012 is lifted so that the recorded finishes go out with
   * a new token (D511), and the commands are declared again unless their declaration is still being
   * tried. An adapter halted by a lost inbox lock rejects with that `inbox_lock_lost` error: stop()
   * it, then start(). A start() while a stop() is on its way waits for the stop, then starts anew (a
   * later stop() calls it off: it resolves without starting). After stop() resolved, or after a first
   * start() that failed, start() starts anew.
   */
  start(): Promise<void> {
    if (this.#o.brokenStartUnguarded) return this.#starting.track(this.#startOnce());
    const stopping = this.#stoppingNow.current;
    if (stopping && !this.#o.brokenStartDuringStop) {
      // A stop() on its way (D536 addendum): its last steps close the store and release the lock, so a
      // start() now would run under them. It waits for the stop, then starts anew; a later stop() before
      // then makes it resolve without starting. Two such start() calls are one.
      if (this.#starting.current && this.#startingBehind === stopping) return this.#starting.current;
      const stops = this.#stops;
      this.#startingBehind = stopping;
      return this.#starting.track(stopping.catch(() => undefined).then(() => (this.#stops === stops ? this.#startOnce() : undefined)));
    }
    if (this.#starting.current) return this.#starting.current;
    return this.#starting.track(this.#started ? this.#startAgain() : this.#startOnce());
  }

  /** start() on an adapter not started (new, stopped, or after a failed start()): every step. */
  async #startOnce(): Promise<void> {
    this.#stopped = false;
    this.#revoked = undefined;
    this.#stopping = new AbortController();
    try {
      await this.#start();
    } catch (error) {
      // A start() that failed holds nothing (#start gave the store back, or never took it, and cleared
      // the prune timer; the connection reads its stored session again at the next start()): the adapter
      // is stopped, as before it (D531). Its loops and timers see #stopped; start() clears it again.
      if (!this.#o.brokenFailedStartNotStopped) {
        this.#stopped = true;
        this.#stopping.abort();
      }
      // Nor does it keep what its load read (D531 addendum): the store was given back, so its runs are
      // not this process's; the next start() loads them again.
      this.#entries.clear();
      this.#recovered.clear();
      this.#doneAt.clear();
      throw error;
    }
  }

  /**
   * start() on a started adapter (D536): the store stays open and its entries as they are. A
   * connection that runs (or reconnects on its own) is left alone; one in a state only the app's
   * call leaves (closed, suspended, logged_out) is started again (the table decides: logged_out
   * stays), the halt of a 4012 lifted.
   */
  async #startAgain(): Promise<void> {
    // Its lock taken over or removed, or its lease lapsed (the store says so before a refresh did).
    if (!this.#leaseHeld()) throw this.#lockLost()!;
    if (!WITHOUT_RECONNECT.has(this.#connection.state)) return;
    this.#revoked = undefined;
    if (this.#o.commands && this.#declaring === 0) this.commandsDeclared = this.#declareUntilLanded(this.#o.commands);
    await this.#connection.start();
    if (this.#stopped) return;
    queueMicrotask(() => this.#pump());
  }

  /**
   * start()'s steps. stop() during one of them (D511, second addendum): each await is followed by a
   * look at #stopped, and then what was taken is given back (the store closed, its claim released)
   * and nothing more begins; start() resolves, and stop() resolves after it.
   */
  async #start(): Promise<void> {
    const stopped = () => this.#stopped && !this.#o.brokenStopDuringStart;
    // One started adapter per store object (D511, second addendum): two would open the store once and
    // each take the other's runs; the check comes before open, so the first one's lock stays its own.
    const user = storeUsers.get(this.#store);
    if (user && user !== this && !this.#o.brokenSharedStore) {
      throw new StorageError('this inbox store is in use by another BothyAgent of this process (started and not stopped): one agent per store; give each agent its own store (and its own inbox file)', undefined, SdkErrorCode.InboxInUse);
    }
    storeUsers.set(this.#store, this);
    let loaded: InboxEntry[];
    try {
      const warn = (message: string) => this.#report(new BothyError(SdkErrorCode.InboxLockTakenOver, message));
      await this.#store.open?.(warn, this.#o.brokenLockLossIgnored ? warn : (why) => this.#loseLease(why));
      loaded = await this.#store.load();
    } catch (error) {
      await this.#giveBackStore();
      throw error instanceof StorageError ? error : new StorageError(`the inbox could not be opened: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    if (stopped()) return this.#giveBackStore();
    for (const entry of loaded) {
      this.#entries.set(entry.runId, entry);
      if ((entry.state === 'running' || entry.state === 'waiting') && !this.#busy.has(entry.runId)) this.#recovered.add(entry.runId);
    }
    for (const entry of loaded.filter((e) => e.state === 'done').sort((a, b) => a.updatedAt - b.updatedAt)) this.#doneAt.set(entry.runId, entry.updatedAt);
    try {
      await this.#prune();
    } catch (error) {
      await this.#giveBackStore();
      throw error instanceof StorageError ? error : new StorageError(`the inbox could not be pruned: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    if (stopped()) return this.#giveBackStore();
    this.#schedulePrune();
    if (this.#o.commands && this.#o.brokenCommandsFirst) {
      // The twin: the declaration first, as before D511 (a server that is down holds start()).
      this.commandsDeclared = this.setCommands(this.#o.commands);
      await this.commandsDeclared;
    } else if (this.#o.commands) {
      this.commandsDeclared = this.#declareUntilLanded(this.#o.commands);
    }
    try {
      await this.#connection.start();
    } catch (error) {
      // Its stored session could not be read (a corrupt file): nothing connects, so nothing stays
      // taken (D531 addendum): the prune timer cleared, the store (its lock, its refresh) given back.
      clearTimeout(this.#pruneTimer);
      this.#pruneTimer = undefined;
      await this.#giveBackStore();
      throw error;
    }
    // stop() came meanwhile: it waits for this start() and then stops the connection (and the rest).
    if (stopped()) return;
    this.#started = true;
    // The first heartbeat (12); its failure is reported, and the next one is due at the interval.
    void this.#presence.start();
    queueMicrotask(() => this.#pump());
  }

  /** Closes the store and releases this adapter's claim of it (a start() that failed or was stopped, and stop()). */
  async #giveBackStore(): Promise<void> {
    await this.#store.close?.().catch(() => undefined);
    if (storeUsers.get(this.#store) === this) storeUsers.delete(this.#store);
  }

  /**
   * Resolves when the adapter is in step with the server (`live`): at once if it is, else at the next
   * live. A consumer the server has not seen starts at the head of the log when its first connection
   * claims it (15.1), before it goes live: what is triggered after `whenLive()` resolves reaches the
   * handler, what was committed before the claim never does. Rejects (`gateway_closed`) when the
   * connection stops without reconnecting first (`stopped`, or `stop()`), also when it had stopped
   * before the call; call it after `start()`.
   */
  whenLive(): Promise<void> {
    return this.#connection.whenLive('the adapter');
  }

  /** Stops receiving (close 1000) and waits until the runs of this process have settled. A start() meanwhile waits for it (D536 addendum). */
  stop(): Promise<void> {
    this.#stops += 1;
    // A second stop() joins the one on its way: run beside it, it found the store already closing and
    // settled first, and a start() then ran under the first one's last steps.
    if (this.#stoppingNow.current && !this.#o.brokenStartDuringStop) return this.#stoppingNow.current;
    return this.#stoppingNow.track(this.#stop());
  }

  async #stop(): Promise<void> {
    this.#stopped = true;
    this.#started = false;
    this.#stopping.abort();
    // A start() on its way gives back what it took and starts nothing more; its failure is its caller's.
    if (!this.#o.brokenStopDuringStart) await this.#starting.current?.catch(() => undefined);
    this.#presence.stop();
    clearTimeout(this.#pruneTimer);
    this.#pruneTimer = undefined;
    // A handler waiting for input gets none any more: nextInput and waitForInput reject.
    for (const waiters of this.#inputWaiters.values()) for (const wake of waiters.splice(0)) wake();
    await this.#connection.stop();
    while (this.#busy.size > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
    // The inbox goes back (its lock file is removed) once nothing of this process writes it any more;
    // the claim of the store object too when its close fails (another agent may then use it).
    try {
      await this.#store.close?.();
    } finally {
      if (storeUsers.get(this.#store) === this) storeUsers.delete(this.#store);
    }
  }

  /** Resolves once no run of this process is being worked on and none is waiting to start. */
  async settled(): Promise<void> {
    while (this.#busy.size > 0 || this.#startable()) {
      await new Promise<void>((resolve) => this.#idle.push(resolve));
    }
  }

  // --- commands (15.7) ----------------------------------------------------------------------

  /**
   * Declares the agent's whole set of commands (PUT /agents/me/commands, D252): commands not named
   * are removed. One Idempotency-Key for every attempt; answers the stored set.
   */
  async setCommands(commands: AgentCommandsDeclaration['commands']): Promise<Command[]> {
    const key = uuidv7();
    return this.#retrying(() => this.#putCommands(commands, key));
  }

  async #putCommands(commands: AgentCommandsDeclaration['commands'], key: string): Promise<Command[]> {
    const answer = await this.rest.call(() => this.rest.api.PUT('/agents/me/commands', { params: { header: { 'Idempotency-Key': key } }, body: { commands }, signal: this.rest.signal() }));
    return answer.commands;
  }

  /**
   * The declaration of start() (D511): beside the connection, not before it, so that start() keeps
   * its promise while the server is down. Passing failures are reported and tried again with the
   * backoff (one key) until the set lands; a final answer or stop() ends it with undefined.
   */
  async #declareUntilLanded(commands: AgentCommandsDeclaration['commands']): Promise<Command[] | undefined> {
    const key = uuidv7();
    const backoff = this.#backoff();
    this.#declaring += 1;
    try {
      for (;;) {
        try {
          return await this.#putCommands(commands, key);
        } catch (error) {
          this.#report(error);
          if ((error instanceof ProblemError && isFinal(error.code, error.status)) || this.#stopped) return undefined;
          await sleep(backoff.next(), this.#stopping.signal);
          if (this.#stopped) return undefined;
        }
      }
    } finally {
      this.#declaring -= 1;
    }
  }

  // --- presence (12) --------------------------------------------------------------------------

  /**
   * The app reports that its runtime is degraded (true) or well again (false): the next heartbeat
   * goes out at once with state `degraded`, and readers with agent.read see agent.presence_changed.
   */
  setDegraded(degraded: boolean): void {
    this.#degraded = degraded;
    this.#presence.changed();
  }

  /**
   * A new billing mode or tool class (or modes supported) from now on: invocation tokens are
   * checked against it, and a heartbeat reports it at once (the server audits the change, 12).
   */
  setCapabilities(change: Partial<Pick<BothyAgentOptions, 'billingMode' | 'toolClass' | 'billingModesSupported'>>): void {
    this.#caps = capabilitiesOf({ ...this.#caps, ...change, ...(change.billingMode !== undefined && change.billingModesSupported === undefined ? { billingModesSupported: undefined } : {}) });
    this.#presence.changed();
  }

  /** Resolves once no heartbeat is on the way (tests). */
  heartbeatIdle(): Promise<void> {
    return this.#presence.idle();
  }

  /** agent_heartbeat.v1 as it stands (12): busy while a run of this process runs or waits. */
  #presenceReport(): PresenceReport {
    const { billingMode, toolClass, billingModesSupported } = this.#caps;
    const active = [...this.#entries.values()].filter((e) => e.state === 'running' || e.state === 'waiting').map((e) => e.runId);
    return {
      state: this.#degraded ? 'degraded' : active.length > 0 ? 'busy' : 'ready',
      runtime_version: this.#o.runtimeVersion ?? `@bothy/sdk ${SDK_VERSION}`,
      // An adapter that follows the configured mode per run reports none and names both (L8).
      ...(typeof billingMode === 'string' ? { reported_billing_mode: billingMode } : {}),
      billing_modes_supported: billingModesSupported,
      ...(this.#o.billingEvidence ? { billing_evidence: this.#o.billingEvidence } : {}),
      tool_class: toolClass,
      active_run_ids: active,
    };
  }

  // --- autocomplete (15.7) ------------------------------------------------------------------

  #autocomplete: AutocompleteHandler | undefined;

  /**
   * Ephemeral, never acknowledged: the handler's choices go back by the op
   * command.autocomplete_result; a request nobody answers times out at the server. The request's
   * token is checked first, as an invocation's (D256): a request whose token does not pass is not
   * answered, and the failure is an `error` event.
   */
  async #answerAutocomplete(event: EventOf<typeof EventType.CommandAutocompleteRequested>): Promise<void> {
    const handler = this.#autocomplete;
    if (!handler) return;
    try {
      const requestId = event.payload.request_id;
      const token = event.invocation_token;
      if (token === undefined) throw new BothyError(SdkErrorCode.UnexpectedResponse, `command.autocomplete_requested ${requestId} came without invocation_token`);
      this.#agentId ??= decodeJwt(await this.#tokens.getAccessToken()).sub;
      const check = await this.#verifier.checkAutocomplete(token, { agentId: this.#agentId ?? '', requestId });
      if (check.kind === 'invalid') throw new BothyError(SdkErrorCode.UnexpectedResponse, `autocomplete request ${requestId}: token refused (${check.detail})`);
      const choices = await handler(event.payload);
      this.#connection.send({ op: ClientOp.CommandAutocompleteResult, d: { request_id: event.payload.request_id, choices } });
    } catch (error) {
      this.#report(error);
    }
  }

  // --- acceptance (15.2, 15.3) -------------------------------------------------------------

  /** The connection calls this for every delivered event and acknowledges it once this resolves. */
  async #accept(event: Event): Promise<void> {
    if (event.type === EventType.AgentInvocation) return this.#acceptInvocation(event);
    if (event.type === EventType.CommandAutocompleteRequested) return void this.#answerAutocomplete(event);
    if (event.type === EventType.AgentFollowup || event.type === EventType.InteractionCreated) {
      if (await this.#acceptInput(event)) return;
      if (await this.#acceptTakenOver(event)) return;
    }
    if (this.#recent.has(event.id)) return;
    if (event.type === EventType.RunCancelRequested) await this.#acceptCancel(event);
    // Remembered once accepted: a cancellation whose store failed comes again and is stored then.
    this.#remember(event.id);
    this.#emitter.emit(event.type, event as never);
  }

  async #acceptInvocation(event: EventOf<typeof EventType.AgentInvocation>): Promise<void> {
    const invocation = event.payload;
    const runId = invocation.run_id;
    const token = event.invocation_token;
    const existing = this.#entries.get(runId);
    if (token === undefined) {
      // The server never sends one without a token (D104: it fails closed); nothing can start it.
      this.#report(new BothyError(SdkErrorCode.UnexpectedResponse, `agent.invocation of run ${runId} came without invocation_token`));
      return;
    }
    if (existing?.jti && existing.eventIds.includes(event.id) && existing.token === token) return; // the same delivery again
    // Throws when the key set cannot be fetched: nothing is decided, nothing acknowledged.
    const check = await this.#check(token, runId);
    if (check.kind === 'invalid') this.#report(new BothyError(SdkErrorCode.UnexpectedResponse, `run ${runId}: invocation token refused (${check.detail})`));
    if (this.#o.brokenAckBeforeStore) {
      // The twin of the crash test: the ack goes out before the entry is durable (15.2 broken).
      this.#connection.send({ op: ClientOp.Ack, d: { seq: event.seq } });
    }
    await this.#step('accepting', runId);
    // The rule of 15.2 applied to the entry as it is when the write runs (not as it was before the check).
    await this.#update(runId, (latest) => {
      const now = Date.now();
      if (check.kind === 'invalid' || check.kind === 'mismatch') {
        if (latest && latest.state !== 'accepted') return undefined; // a token of ours is already in use for this run
        const reason = check.kind === 'mismatch' ? check.reason : ProblemCode.InvocationTokenInvalid;
        const claims: InvocationClaims =
          check.kind === 'mismatch'
            ? check.claims
            : { jti: `invalid:${event.id}`, expiresAt: 0, runId, threadId: invocation.thread_id, triggerKind: invocation.trigger_kind, billingMode: '', toolClass: 'none' };
        const base = admit(latest, { event, invocation, token, claims }, { newKey: uuidv7, now }).entry;
        // A token that passed the signature check goes with the finish (D317): another consumer's run is not ended.
        return { ...base, state: 'finishing', outcome: { state: 'failed', reason }, finishKey: base.finishKey ?? uuidv7(), ...(check.kind === 'mismatch' && !this.#o.brokenFinishWithoutToken ? { finishWithToken: true } : {}) };
      }
      const admission = admit(latest, { event, invocation, token, claims: check.claims }, { newKey: uuidv7, now });
      return admission.kind === 'duplicate' && admission.entry === latest ? undefined : admission.entry;
    });
    await this.#step('stored', runId);
    queueMicrotask(() => this.#pump());
  }

  /**
   * A follow-up or interaction of a run this process holds (15.3, 15.4): stored on the run's entry
   * before the ack, also while the start is under way (accepted, starting: the server may have
   * started the run already, and the handler takes it once it runs); while the run waits, its token
   * replaces the stored one, since the delivery replaced this consumer's token at the server (runs.consumer_tokens, D314) and only that token
   * resumes the run. Returns false for an input of a run that is not ours to feed (another
   * consumer's, or over: the server defers it).
   */
  async #acceptInput(event: EventOf<typeof EventType.AgentFollowup> | EventOf<typeof EventType.InteractionCreated>): Promise<boolean> {
    const runId = event.payload.run_id;
    const entry = runId === undefined ? undefined : this.#entries.get(runId);
    if (!entry || !TAKES_INPUT.has(entry.state)) return false;
    const token = event.invocation_token;
    let checked: TokenCheck | undefined;
    if (token !== undefined && token !== entry.token) {
      checked = await this.#check(token, entry.runId);
      if (checked.kind === 'mismatch' || checked.kind === 'invalid') {
        this.#report(new BothyError(SdkErrorCode.UnexpectedResponse, `run ${entry.runId}: the token of an input was refused (${checked.kind === 'mismatch' ? checked.reason : checked.detail})`));
      }
    }
    this.#inputEvents.set(event.id, event);
    try {
      await this.#update(entry.runId, (latest) => {
        if (!latest || !TAKES_INPUT.has(latest.state)) return undefined;
        let next = latest;
        if (!latest.inputs?.some((i) => i.eventId === event.id)) next = { ...next, inputs: [...(latest.inputs ?? []), inputOf(event)], updatedAt: Date.now() };
        // While the run waits (marked before POST /wait is sent), an input's token is the one that
        // resumes it: the delivery replaced this consumer's token at the server (runs.consumer_tokens, D314) (15.3).
        if (latest.state === 'waiting' && token !== undefined && (checked?.kind === 'ok' || checked?.kind === 'expired')) {
          next = { ...next, token, jti: checked.claims.jti, tokenExpiresAt: checked.claims.expiresAt, claims: checked.claims, startKey: uuidv7(), updatedAt: Date.now() };
        }
        return next === latest ? undefined : next;
      });
    } finally {
      // Kept only while the entry holds the input: the run's end frees it with the run (#release). A
      // write that failed stored nothing: the envelope goes too, and the redelivery brings it again.
      const holder = this.#entries.get(entry.runId);
      if (!holder || !TAKES_INPUT.has(holder.state) || !holder.inputs?.some((i) => i.eventId === event.id)) this.#inputEvents.delete(event.id);
    }
    // The entry went while the token was checked (a taken-over entry dropped, D518): this input is
    // looked at as one of a run this process does not hold.
    if (!this.#entries.has(entry.runId)) return false;
    for (const wake of this.#inputWaiters.get(entry.runId)?.splice(0) ?? []) wake();
    this.#emitter.emit(event.type, event as never);
    return true;
  }

  /**
   * An answer (agent.followup, interaction.created) with a token for a run this process does not
   * hold (D518): the consumer's last process acknowledged it into an inbox of its own and never
   * resumed with it, and the server delivered it again at this session's claim with a fresh token
   * (D515). The handler that waited for it died with that process, so the rule of a run interrupted
   * by a restart applies (D511): the token is checked, the run read; only a run in `waiting_input`
   * is taken, stored with the token (`takenOver`) before the ack (15.2), and then resumed with it and
   * reported as `onInterrupted` says (#settleTakenOver). Anything else is only emitted, as before:
   * a run that runs or ended, a token that fails the check. Returns false then.
   */
  async #acceptTakenOver(event: EventOf<typeof EventType.AgentFollowup> | EventOf<typeof EventType.InteractionCreated>): Promise<boolean> {
    const runId = event.payload.run_id;
    const token = event.invocation_token;
    if (this.#o.brokenTakeoverIgnored || runId === undefined || token === undefined || this.#entries.has(runId)) return false;
    // Throws when the key set cannot be fetched: nothing is decided, nothing acknowledged.
    const check = await this.#check(token, runId);
    const refused = (detail: string) => this.#report(new BothyError(SdkErrorCode.UnexpectedResponse, `run ${runId}: the token of an input was refused (${detail})`));
    if (check.kind === 'invalid') {
      refused(check.detail);
      return false;
    }
    let run: RunResource;
    try {
      run = await this.#retrying(() => this.rest.call(() => this.rest.api.GET('/runs/{run_id}', { params: { path: { run_id: runId } }, signal: this.rest.signal() })));
    } catch (error) {
      // 401 about the agent's credentials: halted, and nothing acknowledged (D511 addendum).
      if (this.#credentialsRefused(error)) throw error;
      if (error instanceof ProblemError && isFinal(error.code, error.status)) return false; // gone, or not this agent's to read
      throw error; // no answer: acknowledged nothing, delivered again
    }
    if (run.state !== 'waiting_input') return false;
    // A waiting run whose token this adapter's capabilities do not pass (15.3): reported, and left as it is.
    if (check.kind === 'mismatch') {
      refused(check.reason);
      return false;
    }
    await this.#step('accepting', runId);
    // What the run resource says of its invocation (the follow-up's own event names no trigger).
    const invocation: AgentInvocationV1 = {
      run_id: runId,
      thread_id: run.thread_id,
      message_id: run.trigger_message_id ?? event.payload.message_id,
      trigger_kind: run.trigger_kind ?? check.claims.triggerKind,
      trigger_principal_id: run.trigger_principal_id ?? '',
    };
    this.#inputEvents.set(event.id, event);
    const stored = await this.#update(runId, (latest) => {
      if (latest) return undefined; // stored meanwhile: #acceptInput's rule applies to it
      const base = admit(undefined, { event, invocation, token, claims: check.claims }, { newKey: uuidv7, now: Date.now() }).entry;
      // Finished with the token (D317): only a run this token resumed is ended by it.
      return { ...base, state: 'waiting', takenOver: true, inputs: [inputOf(event)], ...(this.#o.brokenTakeoverBlind ? {} : { finishWithToken: true }), ...(run.cancel_reason ? { cancelReason: run.cancel_reason } : {}) };
    }).catch((error: unknown) => {
      this.#inputEvents.delete(event.id);
      throw error; // nothing stored, nothing acknowledged
    });
    if (!stored?.takenOver || !stored.eventIds.includes(event.id)) {
      this.#inputEvents.delete(event.id);
      return this.#acceptInput(event);
    }
    await this.#step('stored', runId);
    queueMicrotask(() => this.#pump());
    this.#emitter.emit(event.type, event as never);
    return true;
  }

  async #acceptCancel(event: EventOf<typeof EventType.RunCancelRequested>): Promise<void> {
    const { run_id: runId, reason } = event.payload;
    const entry = this.#entries.get(runId);
    if (!entry || entry.state === 'done' || entry.cancelReason) return; // a run of another consumer, or over
    await this.#update(runId, (latest) => (latest && latest.state !== 'done' && !latest.cancelReason ? { ...latest, cancelReason: reason, updatedAt: Date.now() } : undefined));
    this.#aborts.get(runId)?.abort(new BothyError(SdkErrorCode.Unexpected, `run cancelled: ${reason}`));
    for (const wake of this.#inputWaiters.get(runId)?.splice(0) ?? []) wake();
    queueMicrotask(() => this.#pump());
  }

  /**
   * The check of 15.3 against this agent and its capabilities. The audience is the agent's
   * principal: from ready, or, after a resume (resumed names no principal), the `sub` of its API
   * token, which the server issued for exactly that principal.
   */
  async #check(token: string, runId: string): Promise<TokenCheck> {
    this.#agentId ??= decodeJwt(await this.#tokens.getAccessToken()).sub;
    const agentId = this.#agentId;
    if (!agentId) throw new BothyError(SdkErrorCode.Unexpected, 'the API token names no principal (sub)');
    return this.#verifier.check(token, { agentId, runId, capabilities: { billingMode: this.#caps.billingMode, toolClass: this.#caps.toolClass } });
  }

  #remember(id: string): void {
    this.#recent.add(id);
    if (this.#recent.size > RECENT_EVENTS) this.#recent.delete(this.#recent.values().next().value as string);
  }

  // --- the runs ------------------------------------------------------------------------------

  /** Starts work on every open entry that has a free slot; finishing and interrupted runs need none. */
  #pump(): void {
    if (this.#stopped || this.#revoked) return this.#wake();
    for (const entry of openEntries([...this.#entries.values()])) {
      if (this.#busy.has(entry.runId)) continue;
      // A waiting run taken over with its answer (D518): resumed with the answer's token, then reported.
      if (entry.takenOver && entry.state !== 'finishing') {
        this.#work(entry.runId, () => this.#settleTakenOver(entry.runId));
        continue;
      }
      // Running or waiting without a task here: interrupted only if an earlier process left it so. A
      // run of this process in that state belongs to its #handle (which stopped: this process stops).
      if ((entry.state === 'running' || entry.state === 'waiting') && !this.#recovered.has(entry.runId)) continue;
      if (entry.state === 'finishing' || entry.state === 'running' || entry.state === 'waiting' || entry.cancelReason) {
        this.#work(entry.runId, () => this.#settleOpen(entry.runId));
        continue;
      }
      if (!this.#handler || this.#running >= (this.#o.concurrency ?? 1) || this.#adopting.get(entry.runId) === entry.jti) continue;
      this.#running += 1;
      const handler = this.#handler;
      this.#work(entry.runId, () => this.#runOnce(entry.runId, handler), () => (this.#running -= 1));
    }
    this.#wake();
  }

  #work(runId: string, task: () => Promise<void>, after?: () => void): void {
    this.#busy.add(runId);
    task()
      .catch((error) => {
        if (error === undefined || error !== this.#lockLost()) this.#report(error);
      })
      .finally(() => {
        this.#busy.delete(runId);
        after?.();
        this.#pump();
      });
  }

  #wake(): void {
    const waiting = this.#idle;
    this.#idle = [];
    for (const resolve of waiting) resolve();
  }

  /** An entry that needs no handler: a finish to (re)send, a cancellation before the start, or a run interrupted by a restart. */
  async #settleOpen(runId: string): Promise<void> {
    const entry = this.#entries.get(runId)!;
    if (entry.state === 'finishing') return this.#finish(runId, entry.outcome!);
    if (entry.state === 'running' || entry.state === 'waiting') {
      // Running (or waiting) before this process started: its handler died with the last one (D107).
      // A Stop requested (or an end) meanwhile, while no adapter was connected, is what the run
      // resource says (cancel_reason, state): reported as such, not as adapter_restarted (D511).
      const atServer = this.#o.brokenInterruptedBlind ? 'unknown' : await this.#runAtServer(runId);
      if (atServer === undefined) return; // stopped or revoked: the next start() looks again
      if (atServer !== 'unknown' && !ACTIVE_RUN_STATES.has(atServer.state)) {
        await this.#done(runId, `ended at the server while the adapter was down: ${atServer.state}`);
        return;
      }
      if (atServer !== 'unknown' && atServer.cancel_reason) {
        await this.#update(runId, (latest) => (latest && !latest.cancelReason ? { ...latest, cancelReason: atServer.cancel_reason, updatedAt: Date.now() } : undefined));
        return this.#finish(runId, { state: 'cancelled', reason: atServer.cancel_reason });
      }
      const outcome = this.#o.onInterrupted
        ? await this.#o.onInterrupted(this.#runOf(entry)).catch((): RunOutcome => ({ state: 'failed', reason: 'adapter_restarted' }))
        : { state: 'failed' as const, reason: 'adapter_restarted' };
      return this.#finish(runId, outcome);
    }
    // Cancelled before it started (15.5): start nothing, report cancelled.
    return this.#finish(runId, { state: 'cancelled', reason: entry.cancelReason! });
  }

  /**
   * A waiting run whose answer this process took over (D518), the rule of #settleOpen for it: the run
   * read first (ended → done, nothing sent; a Stop requested → reported cancelled); then resumed with
   * the stored token (POST /runs/{id}/resume, its Idempotency-Key kept, so a restart that finds the
   * entry waiting gets the same answer; one that finds it running, resumed already, goes straight to
   * the report, D518 addendum); only the token of the consumer that runs the run resumes it.
   * A 403 (superseded, another consumer's standby token that resumes nothing, D323) or 409 (resumed by
   * another, ended) says the run is not this process's: the entry is dropped and nothing is sent.
   * Resumed: `onInterrupted` (default failed adapter_restarted), finished with the token (D317).
   * A newer delivery stored meanwhile (#acceptInput replaces a waiting entry's token) is tried instead.
   */
  async #settleTakenOver(runId: string): Promise<void> {
    const backoff = this.#backoff();
    for (;;) {
      if (this.#stopped || this.#revoked) return;
      let entry = this.#entries.get(runId);
      if (!entry || entry.state === 'done') return;
      if (entry.state === 'finishing') return this.#finish(runId, entry.outcome!);
      if (this.#o.brokenTakeoverBlind) break;
      const atServer = await this.#runAtServer(runId);
      if (atServer === undefined) return; // stopped, revoked or gone
      if (atServer !== 'unknown' && !ACTIVE_RUN_STATES.has(atServer.state)) {
        await this.#done(runId, `ended at the server before it was resumed here: ${atServer.state}`);
        return;
      }
      const cancel = (atServer !== 'unknown' ? atServer.cancel_reason : undefined) ?? entry.cancelReason;
      if (cancel) {
        // 15.5: a run whose Stop was requested only ends (the resume would be refused). With the token
        // (D317) the finish ends it only if this token may act on it.
        await this.#update(runId, (latest) => (latest && !latest.cancelReason ? { ...latest, cancelReason: cancel, updatedAt: Date.now() } : undefined));
        return this.#finish(runId, { state: 'cancelled', reason: cancel });
      }
      // Resumed here before a restart (marked running, D518 addendum): the run is this consumer's, and
      // a second resume with the same key past sync.idempotency_key_ttl would answer 403 superseded and
      // drop the entry, leaving the run running with nobody to end it; it is reported at once instead.
      if (entry.state === 'running' && !this.#o.brokenTakeoverResumedAgain) break;
      if (entry.state === 'waiting' && entry.tokenExpiresAt - EXPIRY_MARGIN_MS <= Date.now()) {
        const renewed = await this.#renew(entry);
        if (renewed === 'done' || this.#entries.get(runId)?.state === 'done') return;
        if (renewed !== 'renewed') {
          if (renewed === 'adopt') return this.#dropTakenOver(runId, entry.jti, 'superseded');
          await sleep(backoff.next(), this.#stopping.signal);
        }
        continue;
      }
      try {
        await this.#begin('/runs/{run_id}/resume', entry);
      } catch (error) {
        if (error instanceof InvocationTokenInvalidError && error.reason === 'expired') {
          await this.#update(runId, (latest) => (latest?.jti === entry!.jti ? { ...latest, tokenExpiresAt: 0 } : undefined));
          continue;
        }
        if (this.#credentialsRefused(error)) return; // kept: the next start() tries again (D511 addendum)
        if (this.#entries.get(runId)?.jti !== entry.jti) continue; // a newer delivery's token came meanwhile
        if (error instanceof InvocationTokenInvalidError) return this.#dropTakenOver(runId, entry.jti, error.reason ?? ProblemCode.InvocationTokenInvalid);
        if (error instanceof ProblemError && error.status === 404) {
          await this.#done(runId, 'the run is gone');
          return;
        }
        // 409 with a Stop requested (refused while its cancellation is pending): the next look reports it.
        if (error instanceof ProblemError && error.status === 409 && typeof error.problem['reason'] === 'string') {
          await this.#update(runId, (latest) => (latest && !latest.cancelReason ? { ...latest, cancelReason: error.problem['reason'] as string, updatedAt: Date.now() } : undefined));
          continue;
        }
        if (error instanceof ProblemError && isFinal(error.code, error.status)) return this.#dropTakenOver(runId, entry.jti, error.code);
        this.#report(error);
        await sleep(backoff.next(), this.#stopping.signal);
        continue;
      }
      entry = (await this.#update(runId, (latest) => (latest && latest.state === 'waiting' ? { ...latest, state: 'running', updatedAt: Date.now() } : undefined)))!;
      break;
    }
    const entry = this.#entries.get(runId)!;
    const outcome =
      entry.cancelReason || !this.#o.onInterrupted
        ? ({ state: 'failed', reason: 'adapter_restarted' } as const)
        : await this.#o.onInterrupted(this.#runOf(entry)).catch((): RunOutcome => ({ state: 'failed', reason: 'adapter_restarted' }));
    // A Stop that came before the report (while the resume or onInterrupted was on its way) is
    // reported as such (15.5): the server would keep a failed report failed.
    const cancel = this.#entries.get(runId)?.cancelReason;
    return this.#finish(runId, cancel ? { state: 'cancelled', reason: cancel } : outcome);
  }

  /**
   * A taken-over entry whose token resumes nothing (D518): the run is another consumer's (a standby
   * copy of its answer, D323) or was resumed by another process; the entry goes, nothing is sent.
   * Only the entry with that token: a newer delivery stored meanwhile stays.
   */
  async #dropTakenOver(runId: string, jti: string, why: string): Promise<void> {
    const dropped = await this.#durably(() =>
      this.#serial(runId, async () => {
        const latest = this.#entries.get(runId);
        if (!latest || latest.jti !== jti) return false;
        if (!this.#leaseHeld()) throw this.#lockLost()!;
        await this.#store.delete(runId);
        for (const input of latest.inputs ?? []) this.#inputEvents.delete(input.eventId);
        this.#entries.delete(runId);
        this.#presence.changed();
        return true;
      }),
    );
    if (!dropped) return;
    this.#release(runId);
    this.#emitter.emit('run', { runId, note: `not resumed here: ${why}` });
  }

  /**
   * GET /runs/{id} of a run interrupted by a restart, tried again with the backoff while the answer
   * passes: the run, 'unknown' after a final refusal (the old report then stands), or undefined once
   * the adapter stops or is revoked. A run that is gone (404) is done here.
   */
  async #runAtServer(runId: string): Promise<RunResource | 'unknown' | undefined> {
    const backoff = this.#backoff();
    for (;;) {
      if (this.#stopped || this.#revoked) return undefined;
      try {
        return await this.rest.call(() => this.rest.api.GET('/runs/{run_id}', { params: { path: { run_id: runId } }, signal: this.rest.signal() }));
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) {
          await this.#done(runId, 'the run is gone');
          return undefined;
        }
        if (this.#credentialsRefused(error)) return undefined;
        if (error instanceof ProblemError && isFinal(error.code, error.status)) return 'unknown';
        this.#report(error);
        await sleep(backoff.next(), this.#stopping.signal);
      }
    }
  }

  async #runOnce(runId: string, handler: RunHandler): Promise<void> {
    const backoff = this.#backoff();
    for (;;) {
      if (this.#stopped || this.#revoked) return;
      let result: StartResult;
      try {
        result = await this.#startWithToken(runId);
      } catch (error) {
        // A step that threw (the inbox could not store it): reported, and tried again after the
        // backoff; the stored state says where to go on (a start sent goes again with its key).
        this.#report(error);
        await sleep(backoff.next(), this.#stopping.signal);
        continue;
      }
      if (result === 'done') return;
      if (result === 'adopt') {
        // 403 superseded: a newer delivery to this consumer holds the token (a late ack's redelivery,
        // a duplicate after a restart, a process that took the consumer over); it replaces ours in
        // the inbox (15.2, D314). If none comes (a renewal by another process of this consumer), a
        // look at the run now and then ends the entry once the run is no longer queued.
        this.#adopting.set(runId, this.#entries.get(runId)!.jti);
        this.#recheckAdopted(runId, Date.now());
        return;
      }
      if (result === 'running') return this.#handle(runId, handler);
      await sleep(backoff.next(), this.#stopping.signal);
    }
  }

  /**
   * While a run waits for a newer token: every agent.ack_timeout, GET the run; done once it is no
   * longer queued. Still queued after ADOPTED_ACK_TIMEOUTS of them (since `since`), it is reported
   * once: no newer delivery came to this process, and none may come (never silently queued).
   */
  #recheckAdopted(runId: string, since: number, reported = false): void {
    const ackTimeout = this.#o.ackTimeout ?? configDefaults['agent.ack_timeout'];
    const timer = setTimeout(() => {
      const entry = this.#entries.get(runId);
      if (this.#stopped || this.#revoked || !entry || this.#adopting.get(runId) !== entry.jti) return;
      this.rest
        .call(() => this.rest.api.GET('/runs/{run_id}', { params: { path: { run_id: runId } }, signal: this.rest.signal() }))
        .then(
          async (run) => {
            if (run.state === 'queued') {
              const waited = Date.now() - since;
              const late = !reported && waited >= ADOPTED_ACK_TIMEOUTS * ackTimeout;
              if (late) {
                this.#report(
                  new BothyError(SdkErrorCode.Timeout, `run ${runId}: its start was superseded ${waited} ms ago and no delivery with a newer token came; the run stays queued at the server (15.2, 15.3)`),
                );
              }
              return this.#recheckAdopted(runId, since, reported || late);
            }
            this.#adopting.delete(runId);
            await this.#done(runId, `superseded: the run is ${run.state}`);
            this.#pump();
          },
          (error) => {
            if (error instanceof ProblemError && error.status === 404) return this.#done(runId, 'superseded: the run is gone');
            this.#recheckAdopted(runId, since, reported);
          },
        )
        .catch((error) => this.#report(error));
    }, ackTimeout);
    timer.unref?.();
  }

  /** One attempt to start (15.3): renew an expired token first; read the answer into the next step. */
  async #startWithToken(runId: string): Promise<StartResult> {
    let entry = this.#entries.get(runId)!;
    if (entry.cancelReason) {
      await this.#finish(runId, { state: 'cancelled', reason: entry.cancelReason });
      return 'done';
    }
    // Started and stored, and only a step after that failed: the handler follows.
    if (entry.state === 'running') return 'running';
    // A start that was sent with this token (its answer not stored) goes again with the same token
    // first, even past its expiry: if it started the run, the server answers the same run (R-SY-19);
    // only an answer `expired` proves it did not, and then the token is renewed.
    if (entry.state !== 'starting' && entry.tokenExpiresAt - EXPIRY_MARGIN_MS <= Date.now()) {
      const renewed = await this.#renew(entry);
      if (renewed !== 'renewed') return renewed;
    }
    entry = (await this.#update(runId, (latest) => ({ ...latest!, state: 'starting', updatedAt: Date.now() })))!;
    await this.#step('starting', runId);
    try {
      await this.#begin('/runs/{run_id}/start', entry);
    } catch (error) {
      return this.#afterRefusedStart(entry, error);
    }
    await this.#step('answered', runId);
    await this.#update(runId, (latest) => ({ ...latest!, state: 'running', updatedAt: Date.now() }));
    await this.#step('started', runId);
    return 'running';
  }

  /** POST start or resume with the entry's token (the same checks on the server, 15.3); keeps the answer's version and document. */
  async #begin(path: '/runs/{run_id}/start' | '/runs/{run_id}/resume', entry: InboxEntry): Promise<void> {
    // Only while this process holds the inbox: another one may start the same entry with the same key (D511, fourth addendum).
    if (!this.#leaseHeld()) throw this.#lockLost()!;
    const run = await this.rest.call(() =>
      this.rest.api.POST(path, {
        params: { path: { run_id: entry.runId }, header: { 'Idempotency-Key': entry.startKey } },
        body: { invocation_token: entry.token, billing_mode_used: this.#modeFor(entry), tool_class_used: this.#caps.toolClass },
        signal: this.rest.signal(),
      }),
    );
    this.#versions.set(entry.runId, run.version);
    this.#documents.set(entry.runId, run.document);
  }

  async #afterRefusedStart(entry: InboxEntry, error: unknown): Promise<StartResult> {
    const runId = entry.runId;
    if (error instanceof InvocationTokenInvalidError) {
      if (error.reason === 'expired') {
        // Not started with it (a start with it would have been answered as the same run): renew.
        // Only the refused token is marked expired; a newer one stored meanwhile is tried as it is.
        await this.#update(runId, (latest) => ({ ...latest!, state: latest!.state === 'starting' ? 'accepted' : latest!.state, ...(latest!.jti === entry.jti ? { tokenExpiresAt: 0 } : {}) }));
        return 'retry';
      }
      if (error.reason === 'superseded') return this.#entries.get(runId)!.jti !== entry.jti ? 'retry' : 'adopt';
      return this.#done(runId, ProblemCode.InvocationTokenInvalid); // the server failed the run
    }
    // Kept as it is: the next start() with a new token tries again (the loop stops on #revoked).
    if (this.#credentialsRefused(error)) return 'retry';
    if (error instanceof ProblemError && isFinal(error.code, error.status)) return this.#done(runId, error.code);
    this.#report(error);
    return 'retry';
  }

  /** POST /runs/{id}/invocation-token with the stored (expired) token (15.3, R-SY-19). */
  async #renew(entry: InboxEntry): Promise<'renewed' | StartResult> {
    // A renewal replaces this consumer's token at the server: a process whose lock lapsed must not
    // supersede the token of the process that holds the inbox now (D511, fourth addendum).
    if (!this.#leaseHeld()) throw this.#lockLost()!;
    try {
      const fresh = await this.rest.call(() =>
        this.rest.api.POST('/runs/{run_id}/invocation-token', {
          params: { path: { run_id: entry.runId } },
          body: { invocation_token: entry.token },
          signal: this.rest.signal(),
        }),
      );
      // The renewed token passes the same check as a delivered one (the permissions may have changed).
      const check = await this.#check(fresh.invocation_token, entry.runId);
      if (check.kind === 'mismatch' || check.kind === 'invalid') {
        await this.#finish(entry.runId, { state: 'failed', reason: check.kind === 'mismatch' ? check.reason : ProblemCode.InvocationTokenInvalid });
        return 'done';
      }
      // Only over the token it renewed: a delivery stored meanwhile (a redelivery of the invocation,
      // an input of a waiting run) issued its token after this one and replaced this consumer's token at the server (runs.consumer_tokens, D314),
      // so the fresh token is already superseded; the stored entry is kept and the start goes with it.
      await this.#update(entry.runId, (latest) =>
        latest!.jti !== entry.jti
          ? undefined
          : {
              ...latest!,
              token: fresh.invocation_token,
              jti: check.claims.jti,
              tokenExpiresAt: check.claims.expiresAt,
              claims: check.claims,
              startKey: uuidv7(),
              updatedAt: Date.now(),
            },
      );
      return 'renewed';
    } catch (error) {
      return this.#afterRefusedStart(entry, error);
    }
  }

  /** The handler the start was made for (taken when the slot was given), so a later off() cannot turn the run into an empty `completed`. */
  async #handle(runId: string, handler: RunHandler): Promise<void> {
    const entry = this.#entries.get(runId)!;
    const controller = new AbortController();
    this.#aborts.set(runId, controller);
    if (entry.cancelReason) controller.abort();
    let outcome: RunOutcome;
    try {
      const result = await handler(this.#runOf(entry), { signal: controller.signal });
      outcome = result ?? { state: 'completed' };
    } catch (error) {
      if (!controller.signal.aborted) this.#report(error);
      outcome = { state: 'failed', reason: 'handler_error' };
    } finally {
      this.#aborts.delete(runId);
    }
    const cancel = this.#entries.get(runId)!.cancelReason;
    const revoked = controller.signal.reason instanceof GatewayClosedError ? ProblemCode.Revoked : undefined;
    if (controller.signal.aborted || cancel) outcome = { state: 'cancelled', ...(cancel || revoked ? { reason: cancel ?? revoked } : {}) };
    // The live box's last change goes out before the end (after the end a patch is refused, 11.2);
    // not after a revocation, which refuses it too. A cancelled handler's last change (its step marked
    // cancelled, say) too (D514 addendum): while the cancellation waits for the report the run is active
    // and takes patches, but the report waits for it at most a quarter of agent.cancel_grace (15.5).
    const patcher = this.#patchers.get(runId);
    if (patcher) {
      if (!this.#revoked) {
        if (!cancel) await patcher.idle();
        else if (!this.#o.brokenCancelDropsLastPatch) await this.#idleAtMost(patcher, configDefaults['agent.cancel_grace'] / 4);
      }
      patcher.close();
      this.#patchers.delete(runId);
    }
    this.#documents.delete(runId);
    await this.#finish(runId, outcome);
  }

  /** The patcher's idle(), or `ms` passed, whichever comes first. */
  async #idleAtMost(patcher: RunPatcher, ms: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([patcher.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }

  /** POST /runs/{id}/finish, recorded first; retried until the server answered (15.3, 15.5). */
  async #finish(runId: string, outcome: RunOutcome): Promise<void> {
    // Retried in place when the store fails: the outcome the handler produced is kept, and the entry
    // is never left `running` for #pump to take for a run interrupted by a restart.
    // A run that never started here is finished with its token (D317): the server then ends it only
    // while it is queued (or started with this very token), never a run another consumer started.
    const entry = (await this.#durably(() =>
      this.#update(runId, (latest) =>
        latest!.state === 'finishing'
          ? undefined
          : { ...latest!, state: 'finishing', outcome, finishKey: uuidv7(), updatedAt: Date.now(), ...(notStarted(latest!.state) && !this.#o.brokenFinishWithoutToken ? { finishWithToken: true } : {}) },
      ),
    ))!;
    const body = entry.outcome!;
    const backoff = this.#backoff();
    for (;;) {
      // Revoked (4012): recorded, sent at the next start() (D511). The inbox lock lost: the holder reports it.
      if (this.#revoked || !this.#leaseHeld()) return;
      await this.#step('finishing', runId);
      try {
        await this.rest.call(() =>
          this.rest.api.POST('/runs/{run_id}/finish', {
            params: { path: { run_id: runId }, header: { 'Idempotency-Key': entry.finishKey! } },
            body: { state: body.state, ...(body.reason ? { reason: body.reason.slice(0, 200) } : {}), ...(entry.finishWithToken ? { invocation_token: entry.token } : {}) },
            signal: this.rest.signal(),
          }),
        );
        await this.#done(runId, undefined, body);
        return;
      } catch (error) {
        // Recorded `finishing`: sent at the next start() with a new token.
        if (this.#credentialsRefused(error)) return;
        if (error instanceof ProblemError && isFinal(error.code, error.status)) {
          await this.#done(runId, error.code, body);
          return;
        }
        this.#report(error);
        if (this.#stopped) return;
        await sleep(backoff.next(), this.#stopping.signal);
      }
    }
  }

  async #done(runId: string, note: string | undefined, outcome?: RunOutcome): Promise<'done'> {
    const entry = await this.#update(runId, (latest) => ({ ...latest!, state: 'done', ...(note ? { note } : {}), updatedAt: Date.now() }));
    this.#release(runId);
    // Kept for dedupe (15.2: a redelivery of the run starts nothing) until doneRetentionMs, then pruned;
    // not while its handler still runs (an end reached from inside waitForInput): its finish comes here again.
    this.#doneAt.delete(runId);
    if (!this.#aborts.has(runId)) {
      this.#doneAt.set(runId, entry!.updatedAt);
      this.#schedulePrune();
    }
    this.#emitter.emit('run', { runId, ...(outcome ? { outcome } : {}), ...(note ? { note } : {}) });
    return 'done';
  }

  /**
   * Frees what this process holds for a run that is over: its version and document, the inputs
   * handed out and their envelopes, its waiters, its live box throttle. Not while its handler still
   * runs (an end reached from inside waitForInput): #handle's own finish reaches here again.
   */
  #release(runId: string): void {
    if (this.#aborts.has(runId)) return;
    for (const input of this.#entries.get(runId)?.inputs ?? []) this.#inputEvents.delete(input.eventId);
    for (const wake of this.#inputWaiters.get(runId)?.splice(0) ?? []) wake();
    this.#inputWaiters.delete(runId);
    this.#handedOut.delete(runId);
    this.#versions.delete(runId);
    this.#documents.delete(runId);
    this.#patchers.get(runId)?.close();
    this.#patchers.delete(runId);
    this.#adopting.delete(runId);
    this.#recovered.delete(runId);
  }

  /** @internal The sizes of the per-run maps of this process (tests: a run that is over holds nothing). */
  get runMemory(): Record<string, number> {
    return {
      versions: this.#versions.size,
      handedOut: this.#handedOut.size,
      inputWaiters: this.#inputWaiters.size,
      inputEvents: this.#inputEvents.size,
      patchers: this.#patchers.size,
      documents: this.#documents.size,
      aborts: this.#aborts.size,
      adopting: this.#adopting.size,
      recovered: this.#recovered.size,
      writes: this.#writes.size,
    };
  }

  #runOf(entry: InboxEntry): AgentRun {
    const rest = this.rest;
    const documentOf = (): RunDocument | undefined => this.#patchers.get(entry.runId)?.document ?? this.#documents.get(entry.runId);
    const inv = entry.invocation;
    return {
      id: entry.runId,
      threadId: inv.thread_id,
      messageId: inv.message_id,
      triggerKind: inv.trigger_kind,
      triggerPrincipalId: inv.trigger_principal_id,
      rest,
      message: () => this.#retrying(() => rest.call(() => rest.api.GET('/messages/{message_id}', { params: { path: { message_id: inv.message_id } }, signal: rest.signal() }))),
      context: () => this.#retrying(() => rest.call(() => rest.api.GET('/runs/{run_id}/context', { params: { path: { run_id: entry.runId } }, signal: rest.signal() }))),
      // One client_msg_id for every attempt: a repeat after a lost answer is the same message (5.1).
      reply: (contentMd) => {
        const id = uuidv7();
        return this.#retrying(() => rest.createMessage(inv.thread_id, { client_msg_id: id, content_md: contentMd }));
      },
      nextInput: (options) => this.#nextInput(entry.runId, options?.signal),
      waitForInput: (options) => this.#waitForInput(entry.runId, options?.signal),
      // After 4012 nothing goes out: a PATCH would answer 401 revoked (D511).
      patch: (change) => (this.#revoked ? undefined : this.#patcherOf(entry.runId)?.update(change)),
      get document() {
        return documentOf();
      },
    };
  }

  /** The run's throttle (D165): PATCH /runs/{id} with the merged difference, rebased on a conflict. */
  #patcherOf(runId: string): RunPatcher | undefined {
    const existing = this.#patchers.get(runId);
    if (existing) return existing;
    const document = this.#documents.get(runId);
    if (!document) {
      this.#report(new BothyError(SdkErrorCode.Unexpected, `run ${runId}: patch before the run started`));
      return undefined;
    }
    const patcher = new RunPatcher({
      runId,
      document,
      ...(this.#o.runUpdateMinInterval === undefined ? {} : { minInterval: this.#o.runUpdateMinInterval }),
      send: async (request) => {
        if (!this.#leaseHeld()) throw this.#lockLost()!;
        const answer = await this.rest.call(() =>
          this.rest.api.PATCH('/runs/{run_id}', {
            params: { path: { run_id: runId }, header: { 'Idempotency-Key': uuidv7() } },
            // The same contract schema (JsonPatchOp) through openapi-typescript, whose JSON value type is narrower.
            body: { base_version: request.base_version, ops: request.ops as never },
            signal: this.rest.signal(),
          }),
        );
        this.#versions.set(runId, answer.version);
        return answer;
      },
      refusalOf: (error) => (error instanceof ProblemError ? { code: error.code, current: error.problem['current'] as RunDocument | undefined, retry_after_ms: error.problem['retry_after_ms'] as number | undefined } : undefined),
      onError: (error) => this.#report(error),
    });
    this.#patchers.set(runId, patcher);
    return patcher;
  }

  // --- inputs: follow-ups and interactions (15.3, 15.4) ------------------------------------------

  /** The first input of the run not handed out yet, or undefined. */
  #takeInput(runId: string): RunInput | undefined {
    const entry = this.#entries.get(runId);
    if (!entry || entry.state === 'done') return undefined; // over: nothing is kept for it any more (#release)
    const given = this.#handedOut.get(runId) ?? new Set<string>();
    this.#handedOut.set(runId, given);
    const input = entry.inputs?.find((i) => !given.has(i.eventId));
    if (!input) return undefined;
    given.add(input.eventId);
    const status = (value: 'delivered' | 'absorbed') => (input.kind === 'followup' ? this.#followupStatus(runId, input.messageId, value) : Promise.resolve());
    return {
      kind: input.kind,
      messageId: input.messageId,
      ...(input.interactionId ? { interactionId: input.interactionId } : {}),
      event: this.#inputEvents.get(input.eventId)!,
      delivered: () => status('delivered'),
      absorbed: () => status('absorbed'),
    };
  }

  async #nextInput(runId: string, signal?: AbortSignal): Promise<RunInput> {
    for (;;) {
      const input = this.#takeInput(runId);
      if (input) return input;
      const current = this.#entries.get(runId);
      const cancelled = current?.cancelReason;
      const over = !current || current.state === 'done';
      if (signal?.aborted || this.#aborts.get(runId)?.signal.aborted || cancelled || this.#stopped || this.#revoked || over) {
        throw new BothyError(SdkErrorCode.Unexpected, `run ${runId}: no more input (${cancelled ?? (this.#revoked ? this.#revoked.message : this.#stopped ? 'the adapter stops' : over ? 'the run is over' : 'aborted')})`);
      }
      await new Promise<void>((resolve) => {
        const done = (): void => {
          signal?.removeEventListener('abort', done);
          resolve();
        };
        const list = this.#inputWaiters.get(runId) ?? [];
        this.#inputWaiters.set(runId, list);
        list.push(done);
        signal?.addEventListener('abort', done, { once: true });
      });
    }
  }

  /**
   * Waiting for input (15.3 resumption): the entry is marked `waiting` before POST /wait goes out,
   * so that the token of any input processed from then on is kept (a delivery just after the wait
   * committed replaced this consumer's token at the server (runs.consumer_tokens, D314)); then the next input, and POST resume with its token.
   */
  async #waitForInput(runId: string, signal?: AbortSignal): Promise<RunInput> {
    const early = this.#takeInput(runId);
    if (early) return early;
    const startedWith = this.#entries.get(runId)!.jti;
    await this.#update(runId, (latest) => ({ ...latest!, state: 'waiting', updatedAt: Date.now() }));
    try {
      const run = await this.#retrying(() => this.rest.call(() => this.rest.api.POST('/runs/{run_id}/wait', { params: { path: { run_id: runId } }, signal: this.rest.signal() })));
      this.#versions.set(runId, run.version);
    } catch (error) {
      await this.#update(runId, (latest) => ({ ...latest!, state: 'running', updatedAt: Date.now() }));
      throw error;
    }
    const input = await this.#nextInput(runId, signal);
    const backoff = this.#backoff();
    for (;;) {
      let entry = this.#entries.get(runId)!;
      if (entry.jti === startedWith) {
        // The input brought no token that resumes (it was delivered while the run still ran): the
        // run waits at the server for the next one. The handler gets its input and goes on; the
        // run can still be finished from waiting_input.
        this.#report(new BothyError(SdkErrorCode.Unexpected, `run ${runId}: the input came before the wait; the run stays waiting_input at the server until the next one`));
        await this.#update(runId, (latest) => ({ ...latest!, state: 'running', updatedAt: Date.now() }));
        return input;
      }
      if (entry.tokenExpiresAt - EXPIRY_MARGIN_MS <= Date.now()) {
        const renewed = await this.#renew(entry);
        if (renewed === 'done') throw new BothyError(SdkErrorCode.Unexpected, `run ${runId} ended while it waited`);
        entry = this.#entries.get(runId)!;
      }
      try {
        await this.#begin('/runs/{run_id}/resume', entry);
        await this.#update(runId, (latest) => ({ ...latest!, state: 'running', updatedAt: Date.now() }));
        return input;
      } catch (error) {
        if (error instanceof InvocationTokenInvalidError && error.reason === 'expired') {
          await this.#update(runId, (latest) => (latest!.jti === entry.jti ? { ...latest!, tokenExpiresAt: 0 } : undefined));
          continue;
        }
        if (error instanceof InvocationTokenInvalidError && error.reason === 'superseded' && this.#entries.get(runId)!.jti !== entry.jti) continue; // a newer input's token came meanwhile
        if (error instanceof InvocationTokenInvalidError && error.reason === 'superseded') {
          // This input's token does not resume the run (delivered before the wait took effect).
          this.#report(error);
          await this.#update(runId, (latest) => ({ ...latest!, state: 'running', updatedAt: Date.now() }));
          return input;
        }
        if (error instanceof ProblemError && isFinal(error.code, error.status)) throw error; // ended or refused
        this.#report(error);
        if (this.#stopped) throw error;
        await sleep(backoff.next(), this.#stopping.signal);
      }
    }
  }

  /**
   * PATCH /runs/{id} followups/<message_id>/status (15.4), against the run's version; a conflict retries on
   * the current one. A transient failure (no answer, 5xx, 408, 429, request_in_progress: isTransientAnswer)
   * is repeated with the same Idempotency-Key (13.2, 5.2), so an answer lost after the server stored the
   * report is replayed; before D532 one lost answer rejected `delivered()` or `absorbed()`, and the handler,
   * and with it the run, failed.
   */
  async #followupStatus(runId: string, messageId: string, value: 'delivered' | 'absorbed'): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      let base = this.#versions.get(runId);
      if (base === undefined) {
        const get = () => this.rest.call(() => this.rest.api.GET('/runs/{run_id}', { params: { path: { run_id: runId } }, signal: this.rest.signal() }));
        const run = await (this.#o.brokenFollowupReportOnce ? get() : this.#retrying(get));
        base = run.version;
      }
      const key = uuidv7();
      const send = () => {
        if (!this.#leaseHeld()) throw this.#lockLost()!;
        return this.rest.call(() =>
          this.rest.api.PATCH('/runs/{run_id}', {
            params: { path: { run_id: runId }, header: { 'Idempotency-Key': key } },
            body: { base_version: base, ops: [{ op: 'replace', path: `/followups/${messageId}/status`, value }] },
            signal: this.rest.signal(),
          }),
        );
      };
      try {
        const answer = await (this.#o.brokenFollowupReportOnce ? send() : this.#retrying(send));
        this.#versions.set(runId, answer.version);
        await this.#update(runId, (latest) => ({ ...latest!, inputs: latest!.inputs?.map((i) => (i.kind === 'followup' && i.messageId === messageId ? { ...i, status: value } : i)), updatedAt: Date.now() }));
        return;
      } catch (error) {
        if (error instanceof BaseVersionConflictError) {
          const current = error.current as { version?: number } | undefined;
          if (typeof current?.version === 'number') this.#versions.set(runId, current.version);
          else this.#versions.delete(runId);
          continue;
        }
        throw error;
      }
    }
    throw new BothyError(SdkErrorCode.Unexpected, `run ${runId}: followups/${messageId}/status kept conflicting`);
  }

  /** The mode this adapter reports for this run: the one the acceptance check compared with the token (I3). */
  #modeFor(entry: InboxEntry): string {
    const mode = this.#caps.billingMode;
    return typeof mode === 'string' ? mode : mode(entry.claims);
  }

  // --- storage and small parts ------------------------------------------------------------------

  /**
   * The one way an entry changes: `change` gets the entry as it is when this write runs (after the
   * run's earlier writes landed) and returns the new one, or undefined for no change. The gateway's
   * frames and the run's own steps write the same entry; one queue per run keeps either from
   * overwriting the other with what it read before (a cancellation lost under a start's write).
   */
  #update(runId: string, change: (latest: InboxEntry | undefined) => InboxEntry | undefined): Promise<InboxEntry | undefined> {
    return this.#serial(runId, async () => {
      const latest = this.#entries.get(runId);
      const next = change(latest);
      if (!next) return latest;
      if (!this.#leaseHeld()) throw this.#lockLost()!;
      await this.#store.put(next);
      this.#entries.set(runId, next);
      // The number of active runs is part of the heartbeat (12).
      if (latest?.state !== next.state) this.#presence.changed();
      return next;
    });
  }

  /** Runs `task` after the run's earlier writes (#update, #remove) landed: one queue per run. */
  #serial<T>(runId: string, task: () => Promise<T>): Promise<T> {
    const before = this.#writes.get(runId) ?? Promise.resolve();
    const write = before.then(task);
    const tail = write.then(
      () => undefined,
      () => undefined,
    );
    this.#writes.set(runId, tail);
    void tail.then(() => {
      if (this.#writes.get(runId) === tail) this.#writes.delete(runId);
    });
    return write;
  }

  /** A REST call that is safe to repeat, tried again on 5xx, 408, 429 and no answer, a few times. */
  async #retrying<T>(call: () => Promise<T>): Promise<T> {
    const backoff = this.#backoff();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        const final = error instanceof ProblemError && isFinal(error.code, error.status);
        // A lost inbox lock is not retried: nothing more is written (D511, fourth addendum).
        if (final || attempt >= 5 || this.#stopped || (error !== undefined && error === this.#lockLost())) throw error;
        await sleep(backoff.next(), this.#stopping.signal);
      }
    }
  }

  /**
   * A store step of a run of this process (its finish recorded) that must not be lost: tried again
   * with the backoff until it lands; each failure is reported. Throws only once the adapter stops.
   */
  async #durably<T>(step: () => Promise<T>): Promise<T> {
    const backoff = this.#backoff();
    for (;;) {
      try {
        return await step();
      } catch (error) {
        if (error !== undefined && error === this.#lockLost()) throw error; // halted: nothing more is written (D511, fourth addendum)
        this.#report(error);
        if (this.#stopped) throw error;
        await sleep(backoff.next(), this.#stopping.signal);
      }
    }
  }

  /**
   * Removes done entries older than doneRetentionMs from memory and the store, oldest first, at most
   * PRUNE_BATCH per call (the next batch follows on the timer). Until then a done entry dedupes a
   * redelivery of its run (15.2); after it, the server's run state refuses a start (409 already_started).
   */
  async #prune(): Promise<void> {
    const before = Date.now() - (this.#o.doneRetentionMs ?? HOUR);
    const due: string[] = [];
    for (const [runId, doneAt] of this.#doneAt) {
      if (doneAt >= before || due.length >= PRUNE_BATCH) break;
      due.push(runId);
    }
    for (const runId of due) {
      await this.#serial(runId, async () => {
        const entry = this.#entries.get(runId);
        if (entry?.state === 'done' && entry.updatedAt >= before) {
          // Written again since (done anew, or a late follow-up status): its retention counts from then.
          this.#doneAt.delete(runId);
          this.#doneAt.set(runId, entry.updatedAt);
          return;
        }
        if (entry?.state === 'done') {
          if (!this.#leaseHeld()) throw this.#lockLost()!;
          await this.#store.delete(runId);
          this.#entries.delete(runId);
        }
        this.#doneAt.delete(runId);
      });
    }
  }

  /** The next pass of #prune on an unref'd timer: when the oldest done entry expires, or after the backoff when the store failed. */
  #schedulePrune(): void {
    if (this.#pruneTimer !== undefined || this.#stopped || this.#lockLost()) return;
    const oldest = this.#doneAt.values().next();
    if (oldest.done) return;
    const retention = this.#o.doneRetentionMs ?? HOUR;
    if (!Number.isFinite(retention)) return; // kept for good: nothing to prune
    // setTimeout takes at most 2^31 - 1 ms; a longer wait looks again then.
    const due = Math.min(MAX_TIMER_MS, this.#pruneRetry ? this.#pruneRetry.next() : Math.max(0, oldest.value + retention - Date.now()));
    this.#pruneTimer = setTimeout(() => {
      this.#pruneTimer = undefined;
      this.#prune().then(
        () => {
          this.#pruneRetry = undefined;
          this.#schedulePrune();
        },
        (error) => {
          if (error !== undefined && error === this.#lockLost()) return; // halted (D511, fourth addendum): reported once
          this.#report(error);
          this.#pruneRetry ??= this.#backoff();
          this.#schedulePrune();
        },
      );
    }, due);
    this.#pruneTimer.unref?.();
  }

  async #step(step: AgentStep, runId: string): Promise<void> {
    await this.#o.onStep?.(step, runId);
  }

  #backoff(): Backoff {
    return new Backoff(this.#o.retryBase ?? configDefaults['client.outbox_retry_base'], this.#o.retryCap ?? configDefaults['client.outbox_retry_cap']);
  }

  /** An `error` event, or without a listener the fallback line (internal/report.ts); never thrown, never dropped. */
  #report(error: unknown): void {
    reportError(this.#emitter, error);
  }
}

/**
 * Answers after which nothing of ours can change the run: it was started by another delivery, is no
 * longer active, was refused for its mode or tool class, or is gone. Everything else (5xx, 408, 429,
 * 409 request_in_progress, no answer: isTransientAnswer) is retried with the same token and key.
 */
/** 401 answers about the agent's credentials, not about the run (D511 addendum). */
const CREDENTIAL_REFUSALS: ReadonlySet<string> = new Set([ProblemCode.Revoked, ProblemCode.TokenExpired, ProblemCode.AuthenticationFailed]);

function isFinal(code: ProblemCode, status: number): boolean {
  return !isTransientAnswer(status, code);
}

/**
 * The capabilities an adapter reports (12, Ruling L8): a string mode names itself unless told
 * otherwise; a function mode (the configured mode per run) needs both modes named.
 */
/** A billing mode as the contract spells it: billing_mode_used of POST /runs/{id}/start (15.3), reported_billing_mode of the heartbeat (12). */
type ContractBillingMode = RunStartRequest['billing_mode_used'];

/**
 * billingMode from plain JavaScript (D331). The contract names no fixed modes (billing_mode_used and
 * reported_billing_mode are strings, compared with the agent's configured mode), so what is checked
 * is the form: a string, or a function of the run's claims. Anything else used to go out as a
 * heartbeat without a mode and came back as validation_failed about billing_modes_supported.
 */
function checkBillingMode(mode: unknown): asserts mode is ContractBillingMode | ((claims: InvocationClaims) => ContractBillingMode) {
  if (typeof mode === 'string' || typeof mode === 'function') return;
  const got = mode === null || mode === undefined ? String(mode) : typeof mode === 'object' ? (Array.isArray(mode) ? 'an array' : 'an object') : `${typeof mode} ${String(mode)}`;
  throw new BothyError(
    SdkErrorCode.InvalidOptions,
    `billingMode must be the billing mode this adapter runs in: a string (billing_mode_used and reported_billing_mode of the contract, compared with the agent's configured mode, 15.3), or a function (claims) => string that follows the configured mode per run; got ${got}`,
  );
}

function capabilitiesOf(o: Pick<BothyAgentOptions, 'billingMode' | 'toolClass' | 'billingModesSupported'>): { billingMode: AdapterCapabilities['billingMode']; toolClass: ToolClass; billingModesSupported: string[] } {
  checkBillingMode(o.billingMode);
  const supported = o.billingModesSupported ?? (typeof o.billingMode === 'string' ? [o.billingMode] : []);
  if (typeof o.billingMode === 'string' && !supported.includes(o.billingMode)) {
    throw new BothyError(SdkErrorCode.InvalidOptions, `billingModesSupported (${supported.join(', ')}) does not name the billing mode ${o.billingMode} (12)`);
  }
  if (typeof o.billingMode === 'function' && new Set(supported).size < 2) {
    throw new BothyError(SdkErrorCode.InvalidOptions, 'an adapter that follows the configured mode per run names both modes in billingModesSupported (12, Ruling L8)');
  }
  return { billingMode: o.billingMode, toolClass: o.toolClass, billingModesSupported: supported };
}

/** A delivered follow-up or interaction as the inbox keeps it with its run (15.3, 15.4). */
function inputOf(event: EventOf<typeof EventType.AgentFollowup> | EventOf<typeof EventType.InteractionCreated>): InboxInput {
  const interaction = event.type === EventType.InteractionCreated ? event.payload : undefined;
  return {
    eventId: event.id,
    seq: event.seq,
    kind: interaction ? 'interaction' : 'followup',
    messageId: event.payload.message_id,
    ...(interaction ? { interactionId: interaction.interaction_id } : {}),
    status: 'received',
  };
}

/** Frames as masked recording lines (secrets never reach the app's hook, 2.2). */
const recorder = (onFrame: (line: string) => void) => (record: WireRecord) => onFrame(recordingLine(record));

/** Waits `ms`, or less when `signal` aborts (stop(): a retry's wait must not hold stop for up to client.outbox_retry_cap). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

