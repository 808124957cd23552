import type { InvocationGate } from './agents/invocation-gate.ts';
import type { AutocompleteBroker } from './commands/autocomplete.ts';
import { VisibilityCache } from './authz/visibility-cache.ts';
import type { Config } from './config/config.ts';
import { DatabaseHealth } from './db/health.ts';
import { poolSaturated, type Pool } from './db/pool.ts';
import type { Queryable } from './db/queryable.ts';
import { EventAppender } from './events/appender.ts';
import type { SharedTransaction } from './events/shared-transaction.ts';
import { WriteGate } from './events/write-gate.ts';
import { JtiCache } from './identity/dpop.ts';
import type { ServerKeys } from './identity/keys.ts';
import { NonceIssuer } from './identity/nonce.ts';
import type { ProofIdStore } from './identity/proof-ids.ts';
import { tokenChecks, type TokenChecks } from './identity/tokens.ts';
import type { ClaimGroupTwins } from './gateway/sessions.ts';
import type { Logger } from './logging.ts';
import { MessageGroupCommit } from './messages/create.ts';

/** What every service of one server process shares. */
export interface ServerContext {
  config: Config;
  pool: Pool;
  log: Logger;
  appender: EventAppender;
  gate: WriteGate;
  /** New messages commit in groups through it (messages/create.ts). */
  messageCommits: MessageGroupCommit;
  keys: ServerKeys;
  /** Visibility of recent principals while visibility_version stands (REST requests). */
  visibilityCache: VisibilityCache;
  nonces: NonceIssuer;
  /** Proof IDs this process accepted, at most server.dpop_proof_cache_size (D47). */
  jti: JtiCache;
  /** Where proof IDs are spent for the cluster: `shared` (dpop_proof_ids). Tests set `process` for a broken twin. */
  proofIdStore: ProofIdStore;
  /** The token checks of REST requests and identifies, sent in groups of one turn (D545). */
  tokenChecks: TokenChecks;
  /** Whether the database is reachable; every loop reports connection errors here (db/health.ts). */
  database: DatabaseHealth;
  /** Closes the connections of a revoked session, device or principal with 4012, on every node (8.5); set by the gateway. */
  revoke?: (target: { principal_id?: string; device_id?: string; session_id?: string }) => Promise<void>;
  /** Agent presence (12): the derived state of the agent changed; every node tells its receivers (agents/presence.ts); set by the gateway. */
  presenceChanged?: (agentId: string) => Promise<void>;
  /** Command autocomplete (15.7): the requests this node holds open (commands/autocomplete.ts); set by the server with the gateway. */
  autocomplete?: AutocompleteBroker;
  /** The same, as a notice inside the revoking transaction: every node gets it when it commits (8.5); set by the gateway. */
  revokeInTransaction?: (db: Queryable, target: { principal_id?: string; device_id?: string; session_id?: string }) => Promise<unknown>;
  /**
   * Test-only: deliberately broken variants that twin tests run their safety checks against.
   * Never set outside tests.
   */
  /**
   * The checks of 15.3 before each delivery of an event that carries an invocation token
   * (agents/invocation-gate.ts; implemented in runs/). Unset: such events are not delivered.
   */
  invocationGate?: InvocationGate;
  twins?: {
    /** A repeated message (same client_msg_id) is answered without checking that the author may still read its thread (messages/create.ts; the twin of D354, 8.3). */
    replayUnchecked?: boolean;
    /** A personal write (read state, draft, sidebar, notification preference) is checked with the request's visibility only (personal/service.ts; the twin of D353, 8.3). */
    personalWriteCheckedBefore?: boolean;
    /** An edit, a deletion, a reaction, a pin, a thread's close, an interaction, a run's cancel or a control command is checked with the request's visibility only (messages/, reactions/, runs/; the twin of D375, 8.3). */
    contentWriteCheckedBefore?: boolean;
    /** An agent consumer far behind gets resync_required too_far_behind as a person does (gateway/login.ts; the twin of D352, 15.1). */
    agentsResyncTooFarBehind?: boolean;
    /** Retention removes the agent.invocation of a queued run like any event, as before D360 (retention/retention.ts; the twin of "an adapter misses nothing", 15.1). */
    retentionDropsQueuedInvocations?: boolean;
    /** A resume leaves the follow-up whose token resumed the run open, and the end defers it into a new run, as before D361 (runs/run-lifecycle.ts; the twin of "handled once", 15.3, 15.4). */
    resumeLeavesAnswerOpen?: boolean;
    /** Follow-ups held without agent.followup (queued run, queue agent running) stay held when the run waits or a steer agent's run starts, as before D362 (runs/run-lifecycle.ts; the twin of "never stuck", 15.4). */
    heldFollowupsStayHeld?: boolean;
    /** The webhook round skips a retention gap below its cursor without jobs, as before D363 (workers/loop.ts webhookGapReceivers; the twin of "or a clear instruction to reload", 1, 7.3). */
    webhookRoundSkipsGap?: boolean;
    /** A run created queued writes no run.state_changed, as before D364 (messages/create.ts, runs/invocation.ts; the twin of 11.3's durable state changes). */
    noQueuedStateChange?: boolean;
    /** A run that ends leaves the interactions it never took without a word to their authors, as before D372 (the finish of runs/run-lifecycle.ts; the twin of "no input silently lost", 15.4). */
    interactionsEndSilently?: boolean;
    /** An agent consumer behind a retention gap gets resync_required with the head, not the gap's end, and skips the retained events between, as before D360 (catchup/resync.ts; 15.1). */
    agentsResyncRetentionToHead?: boolean;
    /** A login checks no revocation notice that came while it ran (gateway.ts revokedSince; the twin of D351, 8.5). */
    revokeSkipsLogins?: boolean;
    /** The gateway delivers trace_context to people too, not only to agent adapters (gateway.ts dispatchText; the twin of 2.2's rule). */
    traceContextToEveryone?: boolean;
    /** agent.presence_changed goes to every live connection, without agent.read (agents/presence.ts; the twin of "only receivers with agent.read", 12). */
    presenceToEveryone?: boolean;
    /** Every node with a connection of the owner sends command.autocomplete_requested, without claiming the request (commands/autocomplete.ts; the twin of "one connection of the owner", 15.7). */
    autocompleteWithoutClaim?: boolean;
    /** stats.live lists every channel of the instance, without the subscribed space and the receiver's channel.read (gateway/stats.ts; the twin of the scope and the per-receiver filter, 12). */
    statsUnfiltered?: boolean;
    /** stats.live keeps the receiver's channel.read per channel but drops the subscribed space (gateway/stats.ts; the twin of the scope, D255). */
    statsWithoutScope?: boolean;
    /** stats.live says active_runs: 0 for every channel, as before issue 20 (gateway/stats.ts; the twin of the live case stats.live_frames, R-SY-26). */
    statsWithoutRuns?: boolean;
    /** A heartbeat's adapter state is ignored: the agent is online whatever it reports (agents/presence.ts; the twin of the live case presence.heartbeat, 12). */
    presenceIgnoresReport?: boolean;
    /** A heartbeat's reported_billing_mode is stored whatever size agent.presence_changed then has, as before D466 (agents/presence.ts; the twin of 2.2's payload bound). */
    presencePayloadUnbounded?: boolean;
    /** Each follow-up report of a patch runs its own statement, also a repeat that cannot change the row, as before D467 (runs/followups.ts; the twin of the bounded work per follow-up). */
    followupReportsEach?: boolean;
    /** The messages between nodes about an autocomplete request carry its command, option, value and choices, not only its ID (commands/autocomplete.ts; the twin of R-SY-25). */
    autocompleteContentOnBus?: boolean;
    /** No node sends command.autocomplete_requested: every request times out to [] (commands/autocomplete.ts; the twin of the live case autocomplete.answered, 15.7). */
    autocompleteUndelivered?: boolean;
    /** A request whose owner has no live connection here, but one authenticating or catching up, goes to nobody and times out to [], as before D548 (commands/autocomplete.ts; the twin of "an adapter that came back gets the request", 15.7). */
    autocompleteNotHeldForCatchUp?: boolean;
    /** An agent consumer's claims are not ordered: a connection replaced by a newer one on this node still claims and publishes, and any notice of another session replaces the local holder, as before D303 (gateway/gateway.ts claimConsumer; the twin of one holder, 15.1, R-SY-23). */
    consumerClaimUnordered?: boolean;
    /** A closed gateway connection waits for the peer's answer to its close frame as long as ws does (30 s), as before (gateway/connection.ts endCloseHandshake; the twin of "a peer that does not answer holds its socket CLOSE_HANDSHAKE_MS at most"). */
    closeWaitsForPeer?: boolean;
    /** A new session's claim of an agent consumer keeps acked_seq past the invocations the previous holder acknowledged and never started, as before D509 (agents/consumer.ts claim; the twin of "misses nothing", 15.1, 15.2: a takeover by a process without the old inbox never gets those runs). */
    takeoverKeepsCursor?: boolean;
    /** A new session's claim of an agent consumer moves acked_seq back for queued runs only, as D509 did, not to the unresumed answer of a waiting run (agents/consumer.ts claim; the twin of D515, 15.3 "Resumption": a takeover by a process without the old inbox never gets the answer, and the run waits for good). */
    takeoverSkipsWaiting?: boolean;
    /** A device's claim sends no notice to the other nodes (gateway/sessions.ts claimSql; the twin of "one connection per device across nodes", 6.1). */
    claimWithoutNotice?: boolean;
    /** Breaks of the device claims of one turn sent together (gateway/sessions.ts DeviceClaims, D550): one device twice in a statement, each claim handed another's snapshot, a statement's failure failing all its claims. */
    claimGroup?: ClaimGroupTwins;
    /** Catch-up (REST pages and the gateway) checks events with the permission state of the request's arrival, not in log order (8.1). */
    permissionStateAtArrival?: boolean;
    /** The database check waits on its statement without server.database_connect_timeout, only the pool's server.database_query_timeout (server.ts; the twin of D484: a partition reads "database down" within server.database_connect_timeout, not server.database_query_timeout, 6.4). */
    databaseCheckWithoutDeadline?: boolean;
    /** A worker pass that was answered does not report the database reachable, as before D483: `bothy worker` never logs "database back" nor a later outage (workers/loop.ts answered; the twin of "the worker's log tells each outage's end and the next one", 7.6). */
    workerPassesUnreported?: boolean;
    /** A LISTEN connection's attempt waits on its statements without server.database_connect_timeout, as before D464 (gateway/listener.ts; the twin of "the node hears notifications again", R-SY-15, 8.5). */
    listenAttemptWithoutDeadline?: boolean;
    /** The request's URL is formed from the Host header unchecked, as before D465: on the gateway inside ws's handshake callback (gateway/gateway.ts upgrade), on REST with URL's TypeError (rest/auth.ts requestBase); the twin of "a Host that names no host is the client's fault and never stops the node", 6.1, 6.3. */
    hostUnchecked?: boolean;
    /** The request's URL takes its authority from Host even when the target is in absolute form, as discovery and the gateway did before D495 (internal/request-url.ts requestAuthority; the twin of RFC 9112 3.2.2: a proof naming the target's authority is refused, on REST and on the gateway). */
    hostOverTarget?: boolean;
    /** A request naming userinfo (user:password@) in its target or Host is served as any other, as before D498 (internal/request-url.ts userinfoSource; the twin of RFC 9110 4.2.4: refused 400 before any route and before the upgrade). */
    userinfoPassed?: boolean;
    /** A second Authorization or Content-Type line is dropped unseen, as Node does, instead of refused 400 (rest/input.ts restListener; the twin of RFC 9110 5.3). */
    repeatedFieldsPassed?: boolean;
    /** Disabling a principal leaves its sessions and API tokens as they are, as before D504: enabling it again brings its old tokens back (authz/admin.ts updatePrincipal; the twin of 8.5, "a revoked token is without effect before its expiry"). */
    disableKeepsTokens?: boolean;
    /** A DPoP proof sent beside an API token without dpop_jkt is not looked at, as before D508 (identity/tokens.ts authenticateApiToken; the twin of RFC 9449 4.3: a proof that is sent is checked, a broken one refused 401 / 4004). */
    unboundProofIgnored?: boolean;
    /** A request that did not arrive within server.headers_timeout or server.request_timeout is answered 400 validation_failed, as before D507 (rest/input.ts answerClientErrors; the twin of "a timeout is retried", 13.2: a client ends its retries on a 400, and its write is lost). */
    requestTimeoutAsBadRequest?: boolean;
    /** A request answered before its body ended counts as still sending until its 'end' event, which Node emits a tick after the parser completed the body, as before: when the body's last bytes and the kept-alive client's next request arrive in one read, that request's refusal by Node's parser (headers over its limit, 413) is dropped with the connection (rest/input.ts answerClientErrors; the twin of "a refused request reads its answer", D44, D503). */
    earlyAnswerPendingUntilEnd?: boolean;
    /** A request Node's parser refuses (headers over its limit, a line it cannot read, a timeout) is answered at once, and its socket destroyed when a response on it has begun, as before D530: pipelined behind a request whose answer is still being made, the refusal is read as that request's answer and the earlier answers are lost with the connection (rest/input.ts answerClientErrors; the twin of "every request gets its own answer, in order", RFC 9112 9.3.2, D44, 13.2). */
    refusalBeforeEarlierAnswers?: boolean;
    /** A WebSocket upgrade offer is handled the moment Node hands it over, as before D533: pipelined behind a request whose answer is still being made, its refusal (404, 403, 400, 503) is read as that request's answer, which is lost, and its 101 and hello are written before that answer, whose bytes then land inside the WebSocket stream (gateway/gateway.ts start; the twin of "every request gets its own answer, in order", RFC 9112 9.3.2, 6.1). */
    upgradeBeforeEarlierAnswers?: boolean;
    /** A CONNECT gets no answer: its socket is destroyed at once, as Node does when the server has no 'connect' listener, before D534: a client read no answer, and pipelined behind a request whose answer was still being made, that answer was lost with the connection (rest/connect.ts answerConnect; the twin of "every request gets its own answer, in order", RFC 9112 9.3.2, RFC 9110 9.3.6). */
    connectUnanswered?: boolean;
    /** A change of updatePrincipal may leave no active owner, as before D505 (authz/admin.ts; the twin of "someone can still manage principals": the only owner disables himself or drops his flag, or two concurrent changes each leave the other owner). */
    lastOwnerUnguarded?: boolean;
    /** A REST body is read to its end whatever its size before it is answered, and a request answered before its body ended keeps its connection as long as the client sends (rest/input.ts sizeChecked, lingerAfter; the twin of D503: a body over server.max_request_bytes is answered 413 as it arrives, and a connection left sending is closed after the linger). */
    bodyReadToItsEnd?: boolean;
    /** No authority check before express and before the upgrade's other checks, as before D498's addendum (internal/request-url.ts authorityFault: userinfo, a second Host, an absolute target's authority that makes no URL; the twin of "refused 400, named nowhere", RFC 9110 4.2.4, RFC 9112 3.2). */
    authorityUnchecked?: boolean;
    /** The gateway upgrade takes any Origin (gateway/gateway.ts originAllowed; the twin of the origin check of 6.3, D77, D498). */
    originUnchecked?: boolean;
    /** A refused upgrade's answer (404, 403, 503) is written on a socket nobody hears errors from, as before D463 (gateway/origin.ts refuseUpgrade; the twin of "a reset client never stops the node", 6.1, 6.4). */
    upgradeRefusalErrorsUnheard?: boolean;
    /** A refused upgrade's socket is destroyed as soon as its answer is written, as before D537, not closed with a lingering close: what the client sent after its offer and the server never read makes the kernel reset the connection, and a client still sending loses the answer (gateway/origin.ts refuseUpgrade; the twin of "a refused request reads its answer", RFC 9112 9.6, 6.1). */
    upgradeRefusalDestroysAtOnce?: boolean;
    /** A gateway connection leaves this step out when it closes (gateway/connection.ts, CLOSE_STEPS; the model test's twin). */
    skipCloseStep?: 'stop_timers' | 'drop_queues' | 'store_acked' | 'unregister' | 'close_session' | 'close_socket';
    /** A message alone whose prepared statement went stale on its connection is answered with that error, not tried again on another connection (messages/create.ts; the twin of "nothing lost", D281). */
    staleStatementNotRetried?: boolean;
    /** A thread whose messages a group-commit batch took only in part keeps its place at the front of the turn, as D510's second addendum was first written (messages/create.ts takeBatch; the twin of "no thread starves another's messages" with few write slots, 3.2). */
    busyThreadKeepsFront?: boolean;
    /** The second batch of a thread goes to PostgreSQL before the first holds the thread's lock, as D510 had it (messages/create.ts free; the twin of "a thread's batches commit in the order they were taken", D524, 4). */
    nextBatchBeforeLock?: boolean;
    /** Batches of new messages of one thread go to PostgreSQL at once from one node and wait there on the thread's row lock, as before D510 (messages/create.ts MessageGroupCommit; the twin of "a stopped node holds another node's write of a thread once, not once per batch", D406). */
    threadBatchesOverlap?: boolean;
    /** An agent consumer counts an event as acknowledged when it is delivered, not when the ack comes (agents/window.ts; the twin of no loss, 15.2). */
    ackOnDelivery?: boolean;
    /** An agent consumer's window drops a row whose delivery threw (the gate's transaction), and the rows of a gate call for several that failed (D282), and goes on (agents/window.ts; the twin of no loss on a failed delivery, 15.2). */
    dropOnDeliveryError?: boolean;
    /** An access removal also withdraws the receiver's own queued events of the removed targets from the outbound queue, as before D283 (gateway/delivery.ts durableFrame, gateway/withdrawal.ts; the twin of no loss for personal events, 8.3, 15.5). */
    withdrawOwnEvents?: boolean;
    /** An access removal also withdraws the backlog's rows after its access.changed, a re-grant's included, as before D284 (gateway/delivery.ts withdrawRemoved; the twin of no loss, 8.1, 8.3). */
    withdrawLaterBacklog?: boolean;
    /** A 429 under an Idempotency-Key is stored and replayed like a final 4xx, as before D287 (idempotency/idempotency.ts; the twin of "every write can be repeated", 5.2). */
    storeRateLimited?: boolean;
    /** A follow-up to a waiting run of a followups = queue agent writes no agent.followup, as before D288 (runs/trigger.ts followupsOf; the twin of "the follow-up is the answer", 15.4). */
    answersOnlyToSteer?: boolean;
    /** A message sent after a person's Stop, while the run is still cancelling, is discarded with the run's follow-ups, as before D293 (runs/trigger.ts followupsOf; the twin of "a new request is not lost", 15.4, 15.5). */
    discardAfterStop?: boolean;
    /** A webhook subscription taken over from a lease that ran out sends its first jobs without redelivered, as before D294 (webhooks/delivery.ts claim stores no redeliver_through; 2.2). */
    webhookTakeoverAsFirst?: boolean;
    /** A resume of an agent's session takes its consumer back from the session that claimed it since, as before D305 (gateway/login.ts, sessions.ts findSession; the twin of "one holder", 15.1). */
    resumeTakesConsumerBack?: boolean;
    /** A resume (a person's, an agent's or an app's) reads head_seq in a statement of its own before the connection registers for delivery, as before 6.3's order (gateway/resume-head.ts ResumeHead.start; the twin of D493's "no gap": an event committed in between is lost). */
    resumeHeadBeforeRegister?: boolean;
    /** A person's resume takes the epoch generation in begin although its claim's statement read the head before (gateway/resume-head.ts ResumeHead.read; the twin of D493's 7.5: an epoch change heard in between sends no resync_required). */
    resumeGenerationAtBegin?: boolean;
    /** A person's resume takes the head its claim's statement read with the login's visibility without checking visibility_version or that the visibility is still the connection's (gateway/resume-head.ts HeadAlong.taken; the twin of D493's 8.1, D230: a channel lost between the reads stays readable). */
    resumeHeadVisibilityUnchecked?: boolean;
    /** A patch may grow the run document without bound, as before D306 (runs/patch.ts; the twin of "the snapshot fits in one frame", 11.1, 11.3). */
    runDocumentUnbounded?: boolean;
    /** A patch may nest the run document deeper than server.json_max_depth, as before D378 (runs/patch.ts checkAllowed; the twin of "no 5xx for an agent's input", 11.2). */
    runDocumentDepthUnbounded?: boolean;
    /** run.updated carries the run's snapshot, and run.update's base_version_conflict its `current`, at any size, past sync.ws_max_frame_bytes, as before D478 (gateway/live-runs.ts snapshotFrame, gateway/ops.ts; the twin of "every frame fits", 2.3, 11.2, 11.3). */
    runSnapshotPastFrame?: boolean;
    /** ready carries the snapshot at any size, past sync.ws_max_frame_bytes, as before D477 (gateway/login.ts through outbound.ts boundedFrameText; the twin of "every frame fits", 2.3, 6.3). */
    snapshotPastFrame?: boolean;
    /** The live box sends a coalesced run.updated of any size, as before D306 (gateway/live-runs.ts patchFrame; the twin of "every frame fits", 11.3). */
    livePatchFramesUnbounded?: boolean;
    /** The live box does nothing when the LISTEN connection comes back, as before D307 (gateway.ts reconnected, live-runs.ts resync; the twin of "the newest state", 11.3). */
    liveIgnoresReconnect?: boolean;
    /** A live-box window that meets a connection error drops its runs, as before D307 (gateway/live-runs.ts flushWindow). */
    liveDropsFailedWindow?: boolean;
    /** A removal keeps focused threads whose place the node never looked up, as before D312 (gateway/delivery.ts withdrawRemoved; the twin of 8.3 "ends their focus"). */
    focusKeepsUnknownThreads?: boolean;
    /** An agent or app may answer interactions, invoke control commands and cancel runs, as before D309 and D469 (runs/interactions.ts, runs/commands.ts, runs/cancel.ts; the twin of "input is a person's", 15.3, 15.4, 15.5). */
    agentInputAllowed?: boolean;
    /** A redelivered input already consumed by a resume replaces invocation_jti again, as before D313 (runs/invocation-gate.ts input; the twin of R-SY-19 "a consumed token resumes nothing"). */
    consumedInputResumes?: boolean;
    /** The live box sends to a connection whose permissions are being rebuilt or whose focus is being checked after a removal, as before D312 (gateway/live-runs.ts receives; the twin of "no leak after access.changed", 8.3). */
    liveWhileSettling?: boolean;
    /** The live box hands a window's frame to the receivers it picked at the window's start, without checking them again after its reads, as before D514 (gateway/live-runs.ts sendWindow; the twin of 8.3 "no more events from the removed targets" after access.changed). */
    liveReceiversOfWindowStart?: boolean;
    /** typing.started and stats.live go to a connection whose permissions are being rebuilt or whose focus is being checked after a removal (D376; gateway/typing.ts, gateway/ops.ts; the twin of "no leak after access.changed", 8.3, 12). */
    ephemeralWhileSettling?: boolean;
    /** An op that cannot reach the database closes its connection with 4000, as before D377 (gateway/connection.ts opFailed; the twin of 6.2 "the connection stays"). */
    opOutageCloses?: boolean;
    /** A grant on an instance takes any ID, as before D380 (authz/admin.ts createGrant; the twin of "a grant names a target that exists", 8.2). */
    instanceGrantAnyId?: boolean;
    /** The gate delivers a queue agent's agent.followup to a running run, as between D288 and D291 (runs/invocation-gate.ts; the twin of "queue holds follow-ups for the end", 15.4). */
    queueFeedsRunningTurn?: boolean;
    /** An agent consumer stores acked_seq without the holder check (session and claim, HOLDS_CONSUMER in agents/consumer.ts; the twin of fencing, R-SY-23). */
    unfencedStore?: boolean;
    /** The invocation gate replaces invocation_jti without checking that the delivering session holds the consumer (runs/invocation-gate.ts; the twin of R-SY-23 for tokens). */
    gateWithoutHolder?: boolean;
    /** A gateway connection sends ready or resumed only at go_live, after the catch-up's events (gateway/login.ts; the model test's twin of G4). */
    greetAfterCatchup?: boolean;
    /** A gateway connection takes ephemeral events before live (gateway/delivery.ts, offerEphemeral; the model test's twin of G5). */
    ephemeralBeforeLive?: boolean;
    /** Live delivery sends no cursor for the events it skips, as before D369 (gateway/delivery.ts liveCursor; the twin of 7.1 live). */
    liveWithoutCursor?: boolean;
    /** Live delivery sends its cursor also while the connection's permission cache reloads or events wait in its backlog (gateway/delivery.ts liveCursor; the twin of "a cursor never passes an event still on its way", 7.1, 9, D461). */
    liveCursorWhileUnsteady?: boolean;
    /** The catch-up frames no cursor ahead of a row for the events the SQL filter left out before it, as before D369 (gateway/delivery.ts; the twin of 7.1 in the catch-up). */
    catchupCursorAfterGap?: boolean;
    /** An agent's catchup.complete goes out (and its connection live) when its catch-up was read, ahead of the events and cursors its window still holds, as before D506 (gateway/delivery.ts catchUp; the twin of "catchup.complete after the catch-up", 7.2, 15.2). */
    agentCompleteOvertakesWindow?: boolean;
    /** Input delivered to a running turn counts as taken at once, acknowledged or not, as before D370 (runs/invocation-gate.ts; the twin of "misses nothing", 15.2, 15.3). */
    runningInputTakenUnacked?: boolean;
    /** The live box merges ops across array shifts when it coalesces run.updated (gateway/live-runs.ts; the twin of "old document + coalesced ops = new document", 11.3). */
    coalesceAcrossShifts?: boolean;
    /** The live box counts a run.updated frame that a full queue dropped as delivered and owes no snapshot (gateway/live-runs.ts; the twin of "the reader's document equals the stored one", 7.2, 11.3). */
    liveDroppedAsSent?: boolean;
    /** Two flushes of the live box may run side by side, as before D295 (gateway/live-runs.ts flush; the twin of "frames in version order", 11.3). */
    liveFlushesOverlap?: boolean;
    /** The live box sends nothing for a version the server wrote without ops (a state change, a follow-up's entry), as before D429 (gateway/live-runs.ts patchFrame; the twin of "the reader's document equals GET /runs/{id}", 11.3). */
    liveIgnoresServerVersions?: boolean;
    /** The live box keeps the versions each connection holds across a new sync epoch, as before D430 (gateway/live-runs.ts epochChanged; the twin of "the reader's document equals GET /runs/{id}" after a restore, 7.5, 11.3). */
    liveKeepsHeldOnEpochChange?: boolean;
    /** The live box's read after a new sync epoch stops at a failed batch and retries nothing, as D434 left it (gateway/live-runs.ts snapshotsAfterEpoch; the twin of D458's "every focused reader gets the document after an epoch change", 7.5, 11.3). */
    liveEpochReadStopsAtFailure?: boolean;
    /** Start, resume and finish move the run without comparing the cancellation request they read, as before D298 (runs/run-lifecycle.ts, runs/store.ts transitionRun; the twin of "a Stop holds", 15.5). */
    casIgnoresCancel?: boolean;
    /** run.start reads the run, waits at afterRead() and then sets running without the compare-and-swap on state and jti (runs/run-lifecycle.ts; R-SY-10's twin). afterRead is the test's: a barrier of the racing starts where they are a known set in this process (bounded by a timeout), else a pause (the chaos test's starts, any number across two node processes). */
    startWithoutCas?: { afterRead: () => Promise<void> };
    /** run.finish reads the run, waits at bothRead() (the test's barrier: until the other finish has read it too, bounded by a timeout) and then ends it without the compare-and-swap on its state (runs/run-lifecycle.ts; the twin of "two finishes end a run once", 15.4, 15.5, D455). */
    finishWithoutCas?: { bothRead: () => Promise<void> };
    /** A message that planned a run commits it without asking again whether a run of the thread committed since its statement's snapshot (messages/create.ts, runs/trigger.ts recheckStatement; the twin of "one active run per agent and thread", 15.4, D315). */
    triggerWithoutRecheck?: boolean;
    /** A later message of a thread in the same group commit does not see the runs earlier ones planned (messages/create.ts; the twin of D315 within one batch). */
    batchIgnoresPlannedRuns?: boolean;
    /** A repeat of a client_msg_id triggers its agents again (runs/trigger.ts; the twin of the no-duplicate-run test). */
    triggerOnReplay?: boolean;
    /** A new message's client_msg_id or an interaction's client_interaction_id is written only after the commit of the message or interaction, in a statement of its own (messages/create.ts, runs/interactions.ts; the twin of "nothing created twice after a lost COMMIT answer", 5.1, 16.2, D452). */
    clientIdAfterCommit?: boolean;
    /** run.context.read skips the check of 15.3 step 2 (runs/context.ts; the twin of fail closed after a revocation, D439). */
    contextWithoutInvokeCheck?: boolean;
    /** run.context.read answers the thread's other messages as follow-ups, not its run_followups (runs/context.ts; the twin of no leak to an agent without its own grant, D439). */
    contextReadsThread?: boolean;
    /** run.context.read keeps a follow-up whose author may no longer invoke the agent (runs/context.ts; the twin of "a follow-up of a person who lost agent.invoke is left out", 15.3, D439). */
    contextKeepsRevokedFollowups?: boolean;
    /** run.context.read gives the messages in the form of the REST reads, with others' reactions and the pin state (runs/context.ts; the twin of "as their authors wrote them", 15.3, D439 addendum). */
    contextReadForm?: boolean;
    /** run.token.renew keeps its answer under an Idempotency-Key like the other writes (rest/routes/runs.ts; the twin of no token at rest, D88). */
    renewUnderKey?: boolean;
    /** The push lane's pass sends on to its limit (100 jobs, each up to server.push_send_timeout) after the worker's stop, as before D459 (workers/push.ts sendPushJobs; the twin of "a stop waits for at most the send under way", 7.6, D412). */
    pushSendsThroughStop?: boolean;
    /** A webhook sender sends a job without checking that its lease still holds, as before D399 (webhooks/delivery.ts holdsLease; the twin of "one request at a time per subscription", 15.6, D120). */
    webhookSendAfterLease?: boolean;
    /** A webhook delivery acks its job (last_seq) before the receiver's answer, whatever it is (webhooks/delivery.ts; the twin of no loss, 15.6). */
    webhookAckBeforeResponse?: boolean;
    /** Every node claims every due webhook subscription, without SKIP LOCKED and the lease, and acks unfenced (webhooks/delivery.ts; the twin of "several nodes without doing it twice", D120). */
    webhookClaimWithoutLease?: boolean;
    /** A webhook job is sent without checking webhook_out.deliver again (webhooks/delivery.ts; the twin of the permission-loss test, 7.6). */
    webhookSendWithoutRecheck?: boolean;
    /** Webhook jobs whose events retention removed are dropped without telling the receiver, as before D344 (webhooks/delivery.ts retentionGap; the twin of "everything, or the clear instruction to reload", 1, 7.3). */
    webhookRetentionGapSilent?: boolean;
    /** A webhook invocation sets trigger_state queued when the gate prepares it, before any answer, as before D345 (runs/invocation-gate.ts decideOne; 15.3 "with the first successful delivery"). */
    webhookQueuedBeforeSuccess?: boolean;
    /** A webhook subscription's slot sends its whole queue before it yields, as before D349 (webhooks/delivery.ts drain; the twin of fairness between subscriptions, 7.6). */
    webhookDrainWithoutTurns?: boolean;
    /** A push job is sent without checking push.deliver again (workers/push.ts; the twin of the permission-loss test, 7.6). */
    pushSendWithoutRecheck?: boolean;
    /** A push job is sent inside the transaction that took it FOR UPDATE, as before D413 (workers/push.ts; the twin of "sent once": a send longer than server.database_idle_transaction_timeout loses its session, and the job stays queued and goes again every pass, 7.6). */
    pushSendInsideTransaction?: boolean;
    /** A push job is claimed whatever lease another sender holds on it (workers/push.ts; the twin of D413's sharing: two senders send the same job, 7.6). */
    pushClaimWithoutLease?: boolean;
    /** A push send that did not answer within server.push_send_timeout releases its lease at once, as D413 did (workers/push.ts; the twin of D433: the next pass sends the job beside the send still under way, 7.6). */
    pushTimeoutReleasesLease?: boolean;
    /** A push send's "done" is written whatever lease the job holds now (no `lease_id = own lease`; workers/push.ts; the twin of D413's fence: a holder whose lease ran out marks done a job the next holder is sending, D435, 7.6). */
    pushDoneIgnoresLease?: boolean;
    /** A failed push send releases its job for the very next pass, as D413 did (no next_attempt_at; workers/push.ts; the twin of D443's backoff: a failing sender is called at every pass, 7.6). */
    pushRetryWithoutBackoff?: boolean;
    /** A push claim whose answer came after the lease may have run out is sent all the same (no D399 check in workers/push.ts; the twin of D445: the job goes twice, once by the node that took it over, 7.6). */
    pushClaimAnsweredLateSends?: boolean;
    /** The push claim reads the queued push jobs in id order and skips those not due yet row by row, as D443 had it (workers/push.ts pushClaimSql; the twin of "the claim reads none of the jobs waiting out their backoff", D443 addendum, 7.6). */
    pushClaimInIdOrder?: boolean;
    /** The push claim takes a job whether its next_attempt_at has come or not (workers/push.ts pushClaimSql; the twin of D443's "a failing sender is not called inside its backoff": it is, at the next pass, 7.6). */
    pushClaimIgnoresBackoff?: boolean;
    /** The worker runs push and webhooks in one pass, one after the other, as before D444 (workers/loop.ts; the twin of "a slow push sender does not hold up webhook deliveries", 7.6). */
    workerOnePass?: boolean;
    /** A permission change writes no run.cancel_requested for the runs it takes access from (authz/changes.ts; the twin of 8.3, R-SY-11). */
    permissionChangeWithoutCancel?: boolean;
    /** POST /runs/{id}/cancel records the request but writes no run.cancel_requested (runs/cancel.ts; the twin of the live case run.cancel, 15.5). */
    cancelWithoutRequest?: boolean;
    /** A person's Stop while another reason's cancellation stands is answered and forgotten, as before D456 (runs/cancel.ts; the twin of "a Stop holds at the end", 15.4, 15.5). */
    stopIgnoredWhileCancelling?: boolean;
    /** A control command leaves no mark on the run, as before D457 (runs/commands.ts; the twin of "a message after the command is a new request", 15.4). */
    controlCommandUnmarked?: boolean;
    /** A control command marks the run also after a person's Stop, as D457 first did (runs/commands.ts; the twin of "a message after a Stop stays a new request", 15.4, D293). */
    controlCommandAfterStopMarks?: boolean;
    /** A control command looks for the thread's active run once: a run that ended while the command waited on its lock leaves the command without a run (runs/commands.ts; the twin of D457's re-read, 15.4). */
    controlCommandReadsOnce?: boolean;
    /** A message reads the thread's active runs without locking them (runs/trigger.ts activeRunsColumn; the twin of "no follow-up lost" when a run ends meanwhile, 15.4). */
    followupWithoutLock?: boolean;
    /** An agent consumer's store of acked_seq ignores the timeline the row belongs to, as before D286 (agents/consumer.ts; the twin of 7.5 for cursors). */
    storeAcrossEpochs?: boolean;
    /** The invocation gate's holder check compares the session only, not the connection's claim, as before D285 (runs/invocation-gate.ts; the twin of R-SY-23 after a resume on another node). The gate only: the store's claim check is shown by unfencedStore and consumer-cursor.test.ts. */
    fenceOnSessionOnly?: boolean;
    /** A delivery's token replaces every consumer's, one invocation_jti per run as before D314 (runs/invocation-gate.ts, runs/consumer-tokens.ts; the twin of "a consumer that never acks starves no other", 15.1-15.3). */
    oneTokenPerRun?: boolean;
    /** The start's compare-and-swap takes a token that is spent meanwhile (started_jti), as before D314's review (runs/store.ts transitionRun; the twin of R-SY-19 for a retried resume racing the first and the next wait). */
    casTakesSpentToken?: boolean;
    /** Input delivered to any consumer while the run runs counts as consumed, as D313 first did (runs/invocation-gate.ts; the twin of "misses nothing" with several consumers, D314). */
    inputConsumedByAnyConsumer?: boolean;
    /** A delivery checks only what a name resolves to, not a literal address or plain http, as before D321 (webhooks/delivery.ts; the twin of D124's check at every connection). */
    webhookLiteralUnchecked?: boolean;
    /** A deleted webhook subscription's runs are released without the standby tokens of the answers other consumers got, as D319 first did (runs/consumer-tokens.ts; the twin of "misses nothing" for an answer during the move of an endpoint, D323). */
    releaseWithoutStandby?: boolean;
    /** A new webhook subscription reads head_seq without holding off the webhook consumer's rounds, as before D320 (webhooks/subscriptions.ts; the twin of "no event lost": a round between the read and the commit passes events the subscription never gets, 15.1, 15.6). */
    subscriptionWithoutRoundHold?: boolean;
    /** The push consumer keeps each receiver's permissions from the first event it read them for, across rounds (workers/push.ts pushReceiversOf; the twin of D328: a grant committed while a push round runs is never seen, and the pushes after it are lost). */
    pushReceiverStateKept?: boolean;
    /** The LISTEN connection is not probed, as before D334 (gateway/listener.ts, read at each probe; the twin of "a revocation and the live box reach every node at once": a connection gone without a word keeps the node deaf to notifications). */
    listenerWithoutProbe?: boolean;
    /** A deleted webhook subscription keeps the runs its consumer started, as before D319 (webhooks/subscriptions.ts; the twin of "misses nothing": a waiting run's answer then resumes nothing, 15.3, 15.6). */
    deletedConsumerKeepsRuns?: boolean;
    /** A finish with an invocation token ends the run whoever started it, as before D317 (runs/run-lifecycle.ts finish; the twin of "one consumer's adapter never ends another consumer's run", 15.3, 15.5). */
    finishIgnoresToken?: boolean;
    /** A finish with a waiting run's current token (the answer's, which would resume it) is refused 409 unless that token started or resumed the run, as before D522 (runs/run-lifecycle.ts finish; the twin of "a Stop is reported at once by the adapter that took the run up", 15.5, D518). */
    finishWaitingNeedsStart?: boolean;
    /** A start or resume keeps the other consumers' tokens, which then resume the run without input (runs/run-lifecycle.ts; the twin of "starts nothing twice" with several consumers, D314, R-SY-19). */
    startKeepsOtherTokens?: boolean;
    /** The gate delivers input to a waiting run without replacing invocation_jti (runs/invocation-gate.ts; the twin of 15.3 resumption: the adapter's token then resumes nothing). */
    inputKeepsJti?: boolean;
    /** resume accepts a token that was consumed (started_jti = jti) (runs/run-lifecycle.ts; the twin of R-SY-19: a consumed token does not resume a waiting run). */
    resumeAcceptsConsumed?: boolean;
    /** The cancel_timeout job reads a run without its lock, waits pauseMs and ends it without the compare-and-swap (runs/cancel.ts; the twin of "ends once" with several nodes, 15.5). */
    cancelSweepUnguarded?: { pauseMs: number };
    /** Deleting a message leaves the payloads of its earlier events as they were: reaction.* keep their emoji (messages/service.ts delete; the twin of 2.2's redaction). */
    deleteWithoutRedaction?: boolean;
    /** D339's twin: an interaction on a message of an earlier run goes to the agent's current run. */
    interactionTakesLaterRun?: boolean;
    /** Lists of sidebar and notification preferences name rows whose target the person can no longer read (personal/service.ts; the twin of 14's last paragraph, D173, D174). */
    personalListsUnfiltered?: boolean;
    /** PATCH /principals/{id} writes is_owner and status itself, without changePermissions: no permission version, no access.changed (authz/admin.ts; the twin of 8.2, D187). */
    principalChangeWithoutPermissions?: boolean;
    /** GET /events lists the events that carry an invocation token (agent.invocation, agent.followup, interaction.created) without the delivery check of 15.3 (catchup/page.ts; the twin of D401). */
    restListsTokenEvents?: boolean;
    /** A grant, a membership, a principal's or a session's change, a channel's or a space's change is checked with the request's visibility only (authz/admin.ts; the twin of D407, 8.3). */
    adminWriteCheckedBefore?: boolean;
    /** At the shutdown deadline the pool's clients in use only lose their sockets, their database sessions are not terminated (request-drain.ts; the twin of D449: a statement already sent runs to its COMMIT after the request answered 503). */
    drainKeepsSessions?: boolean;
    /** At the shutdown deadline the drain closes only the connections Node's HTTP server still counts, not the sockets waiting for earlier answers (internal/earlier-answers.ts; the twin of D534's addendum: the stop waits until server.request_timeout ends their wait). */
    drainLeavesWaiting?: boolean;
    /** At the shutdown deadline the drain leaves the sockets Node handed over that are in a lingering close (a refused upgrade's, a CONNECT's) to their linger (internal/earlier-answers.ts lingeringOn; the twin of D537's drain: a client that keeps its side open after the refusal holds the stop until LINGER_MS ends it, past server.shutdown_timeout). */
    drainLeavesLingering?: boolean;
    /** A token check that read a lower visibility_version than the kept visibility's leaves the cache as it is (identity/authenticate.ts; the twin of D549's restore test: a visibility kept from before a restore is used once the counter is back at its version, 8.2). */
    visibilityRestoreUnseen?: boolean;
  };
  /** Set on the context of one Idempotency-Key request: its steps join this transaction (D40). */
  tx?: SharedTransaction;
}

export function createAppender(config: Config, log: Logger): EventAppender {
  return new EventAppender({ payloadMaxBytes: config.spec['sync.event_payload_max_bytes'], log });
}

/** The shared parts of one process, from its configuration, pool and keys. */
export function createServerContext(config: Config, pool: Pool, log: Logger, keys: ServerKeys): ServerContext {
  const appender = createAppender(config, log);
  const gate = new WriteGate(config.server.writeConcurrency);
  const ctx: ServerContext = {
    config,
    pool,
    log,
    keys,
    appender,
    gate,
    visibilityCache: new VisibilityCache(config.server.visibilityCacheSize),
    messageCommits: new MessageGroupCommit({ pool, appender, gate, log, twins: () => ctx.twins }, config.server.writeBatchMax),
    nonces: new NonceIssuer(keys.nonceSecret, config.spec['auth.dpop_nonce_ttl']),
    jti: new JtiCache(proofIdLifetimeMs(config), config.server.dpopProofCacheSize),
    proofIdStore: 'shared',
    tokenChecks: tokenChecks(pool, config.server.authCheckBatchMax),
    database: new DatabaseHealth(log, () => poolSaturated(pool)),
  };
  return ctx;
}

/** Proof IDs are remembered as long as a proof can be accepted: the nonce lifetime plus the iat leeway. */
export function proofIdLifetimeMs(config: Config): number {
  return config.spec['auth.dpop_nonce_ttl'] + 60_000;
}
