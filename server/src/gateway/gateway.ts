// The WebSocket gateway at /api/v1/gateway (6), in the same process as REST:
// the upgrade (Origin only), the connections, the delivery of the log to them
// (one read per NOTIFY, in seq order, one serialization per event), ephemeral
// events, and the messages between nodes (R-SY-15, R-SY-25).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode, EventType, GATEWAY_PATH, ProblemCode, ServerOp } from '@bothy/generated';
import { readAccessChanges, readHeadVisibilityFrom, readHeadVisibilitySnapshot, type AccessChange } from '../authz/timeline.ts';
import type { Visibility } from '../authz/visibility.ts';
import { ConsumerCursors, type ConsumerHolder } from '../agents/consumer.ts';
import type { StoreResult } from '../agents/window.ts';
import { deliverPresence } from '../agents/presence.ts';
import { deliverAutocomplete, type AutocompleteBusMessage, type AutocompleteDelivery } from '../commands/autocomplete.ts';
import type { Timeline } from '../catchup/resync.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { readAll, readTimeline, type LogRow } from '../events/log-reader.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { Logger } from '../logging.ts';
import { GatewayConnection } from './connection.ts';
import type { Identity } from './login.ts';
import type { SnapshotAlong } from '../snapshot/snapshot.ts';
import { EPHEMERAL_CHANNEL, Listener, listenerProbe } from './listener.ts';
import { ReadAheadBudget } from '../catchup/stream.ts';
import { ORIGIN_REFUSED_DETAIL, ORIGIN_REFUSED_LOG, refuseUpgrade, textRefusal, type UpgradeRefusalBody } from './origin.ts';
import { IgnoredUpgrades, offersWebSocket } from './ignored-upgrade.ts';
import { afterEarlierAnswers, earlierAnswersBound, inFlight } from '../internal/earlier-answers.ts';
import { authorityFault, isOwnOrigin, NoHostError, requestOrigin, targetPath, targetPathAndQuery } from '../internal/request-url.ts';
import { RateLimitedLine } from '../internal/rate-limited-line.ts';
import { DomainError } from '../errors.ts';
import { GatewayMetrics } from './metrics.ts';
import { corkSocket, DISPATCH_HEAD, dispatchBytes, shareFrame } from './outbound.ts';
import { Ticker } from './ticker.ts';
import { FixedWindowLimiter } from './rate-limit.ts';
import { RateLimits } from '../ratelimit/limits.ts';
import { Registry } from './registry.ts';
import { LiveRuns } from './live-runs.ts';
import type { RunChangedMessage } from '../runs/patch.ts';
import { DeliveryIndex } from './delivery-index.ts';
import { LiveCursorAdvance, type LiveCursorWatch } from './live-cursor.ts';
import { createSession, DeviceClaims, reopenSession, type SessionOpening } from './sessions.ts';
import { CloseWith, type GatewayState } from './state.ts';
import { deliverTyping, type ThreadPlace } from './typing.ts';

/** Records every frame a connection sends and receives (G9); secrets are masked by the recorder. */
export interface FrameRecorder {
  frame(connectionId: string, from: 'client' | 'server', text: string): void;
  close(connectionId: string, code: number, reason: string): void;
}

/**
 * Control messages between nodes: what must reach every node whatever cluster.mode says (D46):
 * revocation (8.5, 4012), device takeover (6.1, 4017) and consumer takeover (15.1, 4015).
 * `from` is the sending process, which has handled its own message already.
 */
export type ControlMessage = (
  | { k: 'claim'; device_id: string; session_id: string; claim_seq: number }
  | { k: 'consumer'; key: string; session_id: string; connection_id?: string; claim_seq?: number }
  | { k: 'revoke'; principal_id?: string; device_id?: string; session_id?: string }
) & { from?: string };

/** Messages between nodes: IDs only, the receiver reads the rest from the database (R-SY-25). */
type BusMessage = { k: 'typing'; thread_id: string; principal_id: string; expires_at: number } | { k: 'presence'; agent_id: string } | AutocompleteBusMessage | RunChangedMessage | ControlMessage;

const READ_BATCH = 1000;
/**
 * Offers (rows x connections) whose frames are held in the sockets and written
 * together: at 2,000 connections, 50 rows a write (bench:gateway: 20,000 cost
 * about a tenth more server time per frame in bursts).
 */
const OFFERS_PER_WRITE = 100_000;
/**
 * How long the dispatcher offers rows before it lets the event loop go round (issue 22): a read of
 * a thousand rows to 2,000 connections is seconds of work, and everything else on the node waited
 * behind it (bench:gateway: the loop held 0.8 s at its p99 at 50 events/s to 2,000 clients).
 */
const DELIVERY_SLICE_MS = 20;

/** The start of every dispatch frame, up to its envelope. */

/** The consumer of an agent's connection (15.1); the gateway asks only for connections that name one. */
export function holderOf(id: Identity): ConsumerHolder {
  if (!id.consumer) throw new Error('not an agent consumer connection (15.1)');
  return { agentId: id.principalId, consumer: id.consumer, sessionId: id.sessionId, claimId: id.claimId };
}


export class Gateway {
  readonly registry = new Registry();
  /** run.updated to focused connections (11.3, live-runs.ts). */
  readonly live: LiveRuns = new LiveRuns(this);
  /** Candidates per event by the clauses of 7.2; authorize still decides for each (delivery-index.ts). */
  readonly index = new DeliveryIndex<GatewayConnection>((c) => c.state !== 'closed');
  /** Live connections by the seq at which their next cursor may be due (7.1, live-cursor.ts). */
  readonly liveCursors = new LiveCursorAdvance<LiveCursorWatch<GatewayConnection>>(
    (w, seq) => (w.ended ? undefined : w.c.delivery.liveCursor(seq)),
    (w) => !w.ended && w.c.state !== 'closed',
  );
  readonly metrics: GatewayMetrics;
  /**
   * The catch-ups' reads beyond one per connection, for the whole node (D496): (server.pool_size - 1) / 2
   * rounded down, so that they never hold the whole pool (none with a pool of 1 or 2).
   */
  readonly readAheadBudget: ReadAheadBudget;
  readonly limiter: FixedWindowLimiter;
  /** The rate-limit classes of the ops after identify (6.2, ratelimit/limits.ts; per node, D185). */
  readonly rateLimits: RateLimits;
  readonly nodeId: string;
  readonly log: Logger;
  /** The connections' periodic checks, one interval per period (ticker.ts). */
  readonly ticker: Ticker;
  syncEpoch = '';
  recorder?: FrameRecorder;
  /** Follows the epoch channel (7.5). Tests set it to false for the twin of a node that does not. */
  listensForEpoch = true;
  /** A catch-up stops when the epoch changes under it (7.5). Tests switch it off for a broken twin. */
  catchupStopsOnEpochChange = true;

  /** The durable cursors of agent consumers (15.1, 15.2): domain, in agents/. */
  readonly consumers: ConsumerCursors;
  /** The device claims of identifies and resumes, those of one turn in one statement (D550). */
  private readonly deviceClaims: DeviceClaims;

  private readonly wss: WebSocketServer;
  private readonly listener: Listener;
  private position = 0;
  /** The highest seq a NOTIFY has named (3.2: the payload is the last seq of the transaction). */
  private notifiedHead = 0;
  private pumping = false;
  private again = false;
  private pollTimer?: NodeJS.Timeout;
  private readonly frameCache = new WeakMap<LogRow, string>();
  private readonly threadPlaces = new Map<string, ThreadPlace>();
  private closing = false;
  /** The node is stopping (server.shutdown_delay, D447): new upgrades are refused, open connections served on. */
  private refusing = false;
  /** This process among the nodes; server.node_id may be shared by mistake, this never is. */
  private readonly processId = uuidv7();
  /** The instance row is to be read again before the next delivery (7.5). */
  private epochCheck = false;
  private warnedNoGate = false;
  /**
   * Autocomplete requests held for an owner whose connection here is not yet live (15.7, D548): owner,
   * then request and the timer that drops it at its expires_at. Tried again when a connection of the
   * owner goes live (connectionLive).
   */
  private readonly heldAutocomplete = new Map<string, Map<string, NodeJS.Timeout>>();
  /** What became of the autocomplete requests this node heard of, by outcome (tests wait on it; D548). */
  readonly autocompleteOutcomes: Record<AutocompleteDelivery['outcome'], number> = { delivered: 0, held: 0, none: 0 };

  constructor(readonly ctx: ServerContext, databaseUrl: string, metrics = new GatewayMetrics()) {
    this.readAheadBudget = new ReadAheadBudget(Math.floor((ctx.config.server.poolSize - 1) / 2));
    this.metrics = metrics;
    this.nodeId = ctx.config.server.nodeId || uuidv7();
    this.log = ctx.log.child({ component: 'gateway', node_id: this.nodeId });
    this.ticker = new Ticker(this.log);
    this.limiter = new FixedWindowLimiter(ctx.config.spec['rl.gateway_connect']);
    this.rateLimits = new RateLimits(ctx.config.spec);
    this.consumers = new ConsumerCursors(ctx.pool, () => ctx.twins);
    this.deviceClaims = new DeviceClaims(ctx.pool, ctx.config.server.claimBatchMax, () => ctx.twins?.claimGroup);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: ctx.config.spec['sync.ws_max_frame_bytes'], perMessageDeflate: false });
    this.listener = new Listener(databaseUrl, this.log, {
      eventLog: (seq) => {
        if (Number.isSafeInteger(seq)) this.notifiedHead = Math.max(this.notifiedHead, seq);
        this.kick();
      },
      ephemeral: (payload) => this.onBus(payload),
      epoch: () => {
        if (this.listensForEpoch) this.epochNotified();
      },
      // A notification may have been lost while the connection was down.
      reconnected: () => {
        this.epochNotified();
        this.checkLocalConnections();
        if (!ctx.twins?.liveIgnoresReconnect) {
          void this.live.resync().catch((err: unknown) => ctx.database.failed(err, EventType.RunUpdated) || this.log.warn({ err }, 'run.updated resync after the LISTEN connection came back failed'));
        }
      },
    }, ctx.config.server.databaseConnectTimeoutMs, listenerProbe(ctx), () => ctx.twins);
    ctx.database.onBack(() => this.live.databaseBack());
    metrics.collector = () => {
      const counts = new Map<GatewayState, number>();
      let depth = 0;
      let max = 0;
      for (const c of this.registry.all) {
        counts.set(c.state, (counts.get(c.state) ?? 0) + 1);
        depth += c.out.depth;
        max = Math.max(max, c.out.depth);
      }
      metrics.connections.reset();
      for (const [state, n] of counts) metrics.connections.set({ state }, n);
      metrics.queueDepth.set(depth);
      metrics.queueDepthMax.set(max);
    };
  }

  /**
   * `expectationFailed` answers an Expect other than 100-continue (REST's 417, D499; IgnoredUpgrades); `refusalBody` writes a
   * refused upgrade's body (REST's problem document, D517). server.ts passes REST's; without them a bare
   * 417 and a text.
   */
  async start(server: Server, options: { expectationFailed?: (req: IncomingMessage, res: ServerResponse) => void; refusalBody?: UpgradeRefusalBody } = {}): Promise<void> {
    this.refusalBody = options.refusalBody ?? textRefusal;
    const timeline = await readTimeline(this.ctx.pool);
    this.position = timeline.headSeq;
    this.syncEpoch = timeline.syncEpoch;
    await this.listener.start();
    this.pollTimer = setInterval(() => this.kick(), this.ctx.config.server.dispatchIntervalMs);
    this.pollTimer.unref();
    const ignored = new IgnoredUpgrades(server, { expectationFailed: options.expectationFailed });
    server.on('upgrade', (req, socket, head) => {
      // Node hands an upgrade offer over as soon as it has read it, also while the answers to earlier
      // requests of the connection (pipelined, RFC 9112 9.3.2) are still being made: its answer, a
      // refusal or the 101 and hello, waits for them to leave first (D533), as a request Node's parser
      // refuses does (D530). Nothing in flight, the common case: handled at once, nothing allocated.
      if (inFlight(socket) === undefined || this.ctx.twins?.upgradeBeforeEarlierAnswers) return this.upgrade(ignored, req, socket, head);
      this.upgradeAfterEarlierAnswers(ignored, req, socket, head, earlierAnswersBound(server));
    });
    this.kick();
  }

  /** Whether the LISTEN connection is up (/readyz). */
  get listening(): boolean {
    return this.listener.connected;
  }

  /**
   * A notification on the epoch channel, a LISTEN reconnect, or the node's
   * periodic check saw another epoch: the next delivery round reads the
   * instance row first.
   */
  epochNotified(): void {
    this.epochCheck = true;
    this.kick();
  }

  /**
   * 7.5: a new sync epoch (restore finalize). hello names it from now on, and
   * every identified connection gets resync_required epoch_changed with the
   * head and stays, live from there (7.3). Runs inside the delivery round, so
   * that no event is offered between reading the head and moving to it.
   */
  private async syncEpochFromDatabase(): Promise<void> {
    this.epochCheck = false;
    const timeline = await readTimeline(this.ctx.pool).catch((err: unknown) => {
      this.epochCheck = true; // read again on the next round
      throw err;
    });
    if (timeline.syncEpoch === this.syncEpoch) return;
    const previous = this.syncEpoch;
    this.syncEpoch = timeline.syncEpoch;
    // Events of the old timeline are not delivered any more: every connection reloads its state.
    this.position = timeline.headSeq;
    this.notifiedHead = timeline.headSeq;
    const connections = [...this.registry.all];
    this.log.warn({ previous_epoch: previous, sync_epoch: timeline.syncEpoch, head_seq: timeline.headSeq, connections: connections.length }, 'the sync epoch changed (restore finalize): resync_required epoch_changed to every connection');
    for (const c of connections) c.delivery.epochChanged(timeline.headSeq, timeline.syncEpoch);
    // The live box's documents come again after resync_required (D430).
    this.live.epochChanged(connections);
  }

  /** The last seq this node has read from the log and offered to its connections. */
  get deliveredThrough(): number {
    return this.position;
  }

  /**
   * Closes every connection with 4013 (server restart) and stops reading. Waits
   * up to drainMs for the clients to answer the close frame, so that each sees
   * 4013 rather than a dropped socket (1006) when the process exits.
   */
  async close(drainMs = this.ctx.config.server.shutdownTimeoutMs): Promise<void> {
    this.closing = true;
    this.refusing = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    for (const held of this.heldAutocomplete.values()) for (const timer of held.values()) clearTimeout(timer);
    this.heldAutocomplete.clear();
    const sockets = [...this.registry.all].map((c) => c.ws);
    for (const c of [...this.registry.all]) c.fire('shutdown');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(sockets.map((ws) => (ws.readyState === ws.CLOSED ? undefined : new Promise((resolve) => ws.once('close', resolve))))),
      new Promise((resolve) => (timer = setTimeout(resolve, drainMs))),
    ]);
    clearTimeout(timer);
    for (const ws of sockets) if (ws.readyState !== ws.CLOSED) ws.terminate();
    // The agent consumers' acked_seq stored at their close (15.2) is written before the pool goes.
    await Promise.allSettled([...this.closingStores]);
    this.live.stop();
    this.ticker.stop();
    await this.listener.stop();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  /**
   * From the stop's first moment (server.shutdown_delay, D447): a node whose /readyz says 503 takes no
   * new session. A new upgrade answers 503 with Retry-After, which a client takes as a failed attempt
   * and retries with its backoff (6.5), a load balancer as a refusal it may send to another node; the
   * connections already open are served until the drain closes them with 4013.
   */
  refuseUpgrades(): void {
    this.refusing = true;
  }

  // ------------------------------------------------------------------ upgrade

  /** Refusals come by the thousand from whoever sends them: one line a minute (D340). */
  private readonly originRefusedLine = new RateLimitedLine();

  private originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (!origin) return true;
    if (this.ctx.config.server.allowedOrigins.includes(origin) || this.ctx.twins?.originUnchecked) return true;
    // Same origin: server.public_url's when set, else the host the request addressed (RFC 9112 3.2.2; D495, D498).
    return isOwnOrigin(this.ctx.config.server.publicUrl, req, origin, req.url, this.ctx.twins);
  }

  /**
   * The https form of the gateway URL (6.3): https for TLS or a public https URL, http on plain loopback;
   * the host that of server.public_url, else of an absolute-form target, else of Host (D495). Throws
   * NoHostError for one that names no host.
   */
  gatewayHtu(req: IncomingMessage): string {
    return new URL(GATEWAY_PATH, requestOrigin(this.ctx.config.server.publicUrl, req, req.url, this.ctx.twins)).toString();
  }

  /** The body of a refused upgrade (start's `refusalBody`). */
  private refusalBody: UpgradeRefusalBody = textRefusal;

  /**
   * The upgrade once every answer owed before it on the socket has finished (D533; internal/earlier-answers.ts):
   * its refusal read in their place made the client lose them, and the 101 and hello written before them
   * put their bytes inside the WebSocket stream. The wait is bounded by the server's requestTimeout
   * (server.request_timeout), after which the socket is destroyed; a connection that ends with one of
   * the earlier answers (Connection: close) is closed without an answer to the offer.
   */
  private upgradeAfterEarlierAnswers(ignored: IgnoredUpgrades, req: IncomingMessage, socket: Duplex, head: Buffer, boundMs: number): void {
    // Node stopped hearing the socket's errors when it handed it to 'upgrade' (D463): a client's reset
    // while it waits only ends it. What answers the offer hears them from then on.
    const unheard = () => socket.destroy();
    socket.on('error', unheard);
    afterEarlierAnswers(socket, boundMs, () => {
      socket.off('error', unheard);
      this.upgrade(ignored, req, socket, head);
    });
  }

  private upgrade(ignored: IgnoredUpgrades, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refusalTwins = { errorsUnheard: this.ctx.twins?.upgradeRefusalErrorsUnheard === true, destroysAtOnce: this.ctx.twins?.upgradeRefusalDestroysAtOnce === true };
    const refuse = (code: ProblemCode, detail: string, headers: Record<string, string> = {}) =>
      refuseUpgrade(socket, new DomainError(code, detail, {}, headers), this.refusalBody, targetPathAndQuery(req.url), refusalTwins);
    // An offer of another protocol than WebSocket (h2c of `curl --http2`) is ignored and the request
    // answered as it is (RFC 9110 7.8; D490): the REST API, its guards and its answers, as without the offer.
    if (!offersWebSocket(req)) {
      if (ignored.serve(req, socket, head)) return;
      return refuse(ProblemCode.ValidationFailed, 'the request cannot be read as HTTP/1.1');
    }
    // Userinfo (user:password@) in the target or Host, a second Host, an absolute target's authority
    // that makes no URL: 400 before anything else is looked at, its text naming where, never what (D498).
    const fault = authorityFault(req, req.url, this.ctx.twins);
    if (fault) return refuse(ProblemCode.ValidationFailed, fault);
    // The target in origin or absolute form (RFC 9112 3.2.2; D490): the path, not the raw target.
    const path = targetPath(req.url);
    // The one WebSocket endpoint (6.1): any other path is answered and closed, never left open (a
    // socket nobody answers stayed open for good, one file descriptor each, for anyone to ask).
    if (path !== GATEWAY_PATH) return refuse(ProblemCode.NotFound, `no WebSocket endpoint at this path; the gateway is ${GATEWAY_PATH}`);
    if (this.refusing) return refuse(ProblemCode.ServiceUnavailable, 'the node is shutting down; connect again (another node takes the connection)', { 'Retry-After': '1' });
    if (!this.originAllowed(req)) {
      const leftOut = this.originRefusedLine.take();
      if (leftOut !== undefined) this.log.warn({ origin: req.headers.origin, path: GATEWAY_PATH, left_out: leftOut }, ORIGIN_REFUSED_LOG);
      return refuse(ProblemCode.Forbidden, ORIGIN_REFUSED_DETAIL);
    }
    // The URL that DPoP proofs name comes from the absolute target or the Host header without
    // server.public_url (D495): one that names no host ("a b") makes no URL, and its error, thrown in
    // ws's callback, stopped the node (D465). Refused before the handshake instead.
    let htu: string | undefined;
    if (!this.ctx.twins?.hostUnchecked) {
      try {
        htu = this.gatewayHtu(req);
      } catch (err) {
        const source = err instanceof NoHostError ? err.source : 'the request';
        return refuse(ProblemCode.ValidationFailed, `${source} names no host: the gateway URL cannot be formed from it`);
      }
    }
    // ws writes the 101 answer and calls back at once, and start() sends hello at once: corked, the
    // two leave in one write (a system call less per connection; issue 22).
    socket.cork();
    try {
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        const conn = new GatewayConnection(this, ws, htu ?? this.gatewayHtu(req));
        this.hookProtocolErrors(ws, conn);
        conn.start();
      });
    } finally {
      socket.uncork();
    }
  }

  /**
   * ws closes on malformed frames (size, UTF-8, framing) with 1009/1007/1002;
   * 6.4 wants 4002 for each. The status code travels on the error object ws
   * creates, so a listener that runs before ws's own sets it to 4002.
   */
  private hookProtocolErrors(ws: WebSocket, conn: GatewayConnection): void {
    const receiver = (ws as unknown as { _receiver?: NodeJS.EventEmitter })._receiver;
    receiver?.prependListener('error', (err: Error) => {
      const status = Object.getOwnPropertySymbols(err).find((s) => s.description === 'status-code');
      if (status) (err as unknown as Record<symbol, number>)[status] = CloseCode.DecodeError;
      conn.fire('decode_failed', new CloseWith(CloseCode.DecodeError, err.message));
    });
  }

  // ------------------------------------------------------------------ durable delivery

  /** One read of the log per NOTIFY (or timer), delivered to every connection in seq order. */
  kick(): void {
    if (this.closing) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.pump().finally(() => {
      this.pumping = false;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async pump(): Promise<void> {
    try {
      if (this.epochCheck) await this.syncEpochFromDatabase();
      for (;;) {
        if (this.registry.all.size === 0 && this.notifiedHead > this.position) {
          // Nobody to deliver to: a connection that registers later reads head_seq after
          // registering, so everything up to the notified head reaches it through its snapshot
          // or catch-up (6.3). Skip reading what nobody would get.
          this.position = this.notifiedHead;
          break;
        }
        const rows = await readAll(this.ctx.pool, this.position, READ_BATCH);
        // The frames of a few rows leave each socket in one write (outbound.ts, corkSocket);
        // few enough that the first of them is not held back for long.
        const perWrite = Math.max(1, Math.floor(OFFERS_PER_WRITE / Math.max(1, this.registry.all.size)));
        let sliceStart = performance.now();
        for (let i = 0; i < rows.length; ) {
          const last = Math.min(rows.length, i + perWrite);
          const uncork = last - i > 1 ? this.corkAll() : [];
          let spent = false;
          try {
            // A write's rows end early when the slice is spent.
            while (i < last && !spent) {
              const row = rows[i++]!;
              if (this.registry.all.size) shareFrame(this.dispatchText(row, false));
              for (const c of this.index.candidates(row)) c.delivery.offer(row);
              this.position = row.seq;
              this.liveCursors.reached(row.seq);
              spent = performance.now() - sliceStart > DELIVERY_SLICE_MS;
            }
          } finally {
            for (const u of uncork) u();
          }
          // The loop's turn for everything else (sockets, timers, identify, REST) once the slice is
          // spent; rows go on in order after it, since one pump runs at a time (kick).
          if (spent && i < rows.length) {
            await new Promise<void>((resolve) => setImmediate(resolve));
            if (this.closing) return;
            if (this.epochCheck) {
              // The timeline changed meanwhile (7.5): the next round reads the epoch first, then on from position.
              this.again = true;
              return;
            }
            sliceStart = performance.now();
          }
        }
        if (rows.length < READ_BATCH) break;
      }
      this.notifiedHead = Math.max(this.notifiedHead, this.position);
      this.metrics.deliveryLag.set(this.notifiedHead - this.position);
      this.ctx.database.ok();
    } catch (err) {
      // Nothing is lost: the next round reads on from this.position.
      if (!this.ctx.database.failed(err, 'dispatcher')) this.log.error({ err }, 'reading the event log failed; retrying on the next notification or tick');
    }
  }

  private corkAll(): (() => void)[] {
    const out: (() => void)[] = [];
    for (const c of this.registry.all) {
      const uncork = corkSocket(c.ws);
      if (uncork) out.push(uncork);
    }
    return out;
  }

  /**
   * The dispatch frame of an event, serialized once for every receiver (agents get trace_context) and
   * cached by row. A catch-up page's row is one connection's alone: pageDispatchBytes.
   */
  dispatchText(row: LogRow, agent: boolean): string {
    const traced = this.tracedDispatch(row, agent);
    if (traced !== undefined) return traced;
    let text = this.frameCache.get(row);
    if (!text) {
      text = `${DISPATCH_HEAD}${row.json}}`;
      this.frameCache.set(row, text);
    }
    return text;
  }

  /**
   * The dispatch frame of a catch-up page's row, as its UTF-8 bytes (outbound.ts dispatchBytes): the
   * row is one connection's alone, so its frame is neither cached nor shared, and is encoded once, here.
   */
  pageDispatchBytes(row: LogRow, agent: boolean): Buffer {
    const traced = this.tracedDispatch(row, agent);
    return traced !== undefined ? Buffer.from(traced) : dispatchBytes(row.json);
  }

  /** 2.2: an agent adapter's dispatch carries the event's trace_context (the twin: everyone's does); otherwise undefined. */
  private tracedDispatch(row: LogRow, agent: boolean): string | undefined {
    if ((agent || this.ctx.twins?.traceContextToEveryone === true) && row.trace_context) return `${DISPATCH_HEAD}${row.json.slice(0, -1)},"trace_context":${JSON.stringify(row.trace_context)}}}`;
    return undefined;
  }

  release(conn: GatewayConnection): void {
    this.registry.remove(conn);
    this.index.remove(conn);
  }

  /**
   * The structure after a structure event (8.1), made once per event for every connection that held
   * the same map before it (they share it, D271): without this, each receiver copied and compared
   * the whole channel map.
   */
  structureAfter(from: Visibility['channels'], seq: number, make: () => Visibility['channels']): Visibility['channels'] {
    const last = this.lastStructure;
    if (last && last.from === from && last.seq === seq) return last.to;
    const to = make();
    this.lastStructure = { from, seq, to };
    return to;
  }

  private lastStructure?: { from: Visibility['channels']; seq: number; to: Visibility['channels'] };

  /** Per device: the highest claim_seq another node announced while this node's claim of it was in flight (6.1). */
  private readonly claimsInFlight = new Map<string, { seq: number }>();

  /**
   * The revocation notices of the last REVOKES_KEPT_MS (8.5, D351): a login whose token was checked
   * before a notice came, and whose identity was set after it, is closed with 4012 by the notice's
   * match here, not only by the next closeRevoked. Revocations are rare; the list is pruned by age.
   */
  private readonly recentRevokes: { at: number; target: Extract<ControlMessage, { k: 'revoke' }> }[] = [];

  /** Whether a revocation notice for this identity came at or after `since` (performance.now() at the token check's start: a monotonic clock). */
  revokedSince(id: Identity, since: number): boolean {
    if (this.ctx.twins?.revokeSkipsLogins) return false;
    return this.recentRevokes.some(({ at, target }) => at >= since && revokes(target, id));
  }

  onStateChange(conn: GatewayConnection, from: GatewayState, to: GatewayState): void {
    conn.log.debug({ from, to }, 'state');
  }

  // ------------------------------------------------------------------ exclusivity (6.1, 15.1)

  /**
   * `along`: what a person's claim reads in its statement beside the claim (sessions.ts
   * DeviceClaims): an identify's snapshot (snapshot.ts SnapshotRowAlong, D486) or a resume's
   * head_seq and visibility_version (resume-head.ts HeadAlong, D493, D500). A claim without a device
   * (agents, apps) reads none.
   */
  async claim(conn: GatewayConnection, id: Identity, opening: 'create' | 'reopen', along?: SnapshotAlong): Promise<void> {
    // A resume does not take the consumer from a newer session's connection on this node (D305): one
    // whose claim is on its way, or that holds the row; its own session's connection left behind, or one
    // that already lost the row (a notice not handled yet), is replaced as usual.
    const holder = id.consumerKey && opening === 'reopen' ? this.registry.consumer(id.consumerKey) : undefined;
    if (holder && holder !== conn && holder.identity?.sessionId !== id.sessionId && holder.identity?.consumer && !this.ctx.twins?.resumeTakesConsumerBack) {
      const holds = holder.claimSeq === undefined || (await this.consumers.read({ agentId: id.principalId, consumer: holder.identity.consumer, sessionId: holder.identity.sessionId, claimId: holder.identity.claimId })) !== undefined;
      if (holds) throw new CloseWith(CloseCode.ConsumerReplaced, 'another process took over this consumer since this session');
    }
    const replaced = this.registry.bind(conn, { sessionId: id.sessionId, deviceId: id.deviceId, consumer: id.consumerKey });
    for (const old of replaced) {
      const code = id.consumerKey && old.identity?.consumerKey === id.consumerKey ? CloseCode.ConsumerReplaced : CloseCode.DeviceReplaced;
      old.fire('replaced', new CloseWith(code, code === CloseCode.ConsumerReplaced ? 'another process took over this consumer' : 'a newer connection of this device is active'));
    }
    if (id.deviceId) {
      // The session row, the claim and its notice to the other nodes in one statement (sessions.ts), with
      // the other claims of this turn (D550).
      // This node's older connections of the device were replaced by bind above; the claim is not
      // handled here again, where it could only meet a connection newer than this one.
      const s = { id: id.sessionId, deviceId: id.deviceId, nodeId: this.nodeId, processId: this.processId };
      const control = this.ctx.twins?.claimWithoutNotice ? undefined : { channel: EPHEMERAL_CHANNEL };
      try {
        const opened: SessionOpening = opening === 'create' ? { kind: 'create', principalId: id.principalId, ...s } : { kind: 'reopen', ...s };
        // A claim that goes again alone after its group failed does so only while this connection holds the
        // device here and no other node's claim came meanwhile (D550).
        conn.claimSeq = await this.deviceClaims.claim(opened, control, along, () => this.registry.device(id.deviceId!) === conn && !this.claimsInFlight.has(id.deviceId!));
      } finally {
        // A claim of another node that arrived while this one was in flight (handleBus) is kept for the
        // device's connection here; the higher claim_seq wins.
        const holder = this.registry.device(id.deviceId);
        if (holder === conn || holder === undefined) {
          const foreign = this.claimsInFlight.get(id.deviceId);
          this.claimsInFlight.delete(id.deviceId);
          if (holder === conn && foreign && conn.claimSeq !== undefined && foreign.seq > conn.claimSeq) {
            conn.fire('replaced', new CloseWith(CloseCode.DeviceReplaced, 'a newer connection of this device is active'));
          }
        }
      }
      return;
    }
    if (opening === 'create') await createSession(this.ctx.pool, { id: id.sessionId, principalId: id.principalId, consumer: id.consumer, nodeId: this.nodeId });
    else await reopenSession(this.ctx.pool, id.sessionId, this.nodeId);
    if (id.consumerKey) await this.claimConsumer(conn, id, id.consumerKey, opening === 'reopen' && !this.ctx.twins?.resumeTakesConsumerBack);
  }

  /**
   * The durable claim of an agent consumer first (15.1): the holder is this connection before any
   * node hears of the takeover; a claim of its own even on resume, which keeps the session (D285).
   * Ordered (D303): this node's claims of one consumer go one after the other, in the order
   * registry.bind took the connections, and a connection that bind replaced meanwhile claims
   * nothing (login's alive() ends it); the claim's claim_seq goes with the notice, and a notice of
   * another node that came while the claim was on its way is weighed once claim_seq is known.
   */
  private async claimConsumer(conn: GatewayConnection, id: Identity, key: string, resuming: boolean): Promise<void> {
    const unordered = this.ctx.twins?.consumerClaimUnordered === true;
    const before = (!unordered && this.consumerClaims.get(key)) || Promise.resolve();
    const mine = before.then(async () => {
      if (this.registry.consumer(key) !== conn && !unordered) return;
      id.claimId = uuidv7();
      const claimed = await this.consumers.claim(holderOf(id), resuming, this.ctx.config.spec['sync.catchup_max_events']);
      // Another session claimed the consumer between the resume's session read and this claim (D305).
      if (!claimed) throw new CloseWith(CloseCode.ConsumerReplaced, 'another process took over this consumer since this session');
      if (claimed.previousSeq !== undefined && claimed.ackedSeq < claimed.previousSeq) {
        this.log.info({ agent_id: id.principalId, consumer: id.consumer, acked_seq: claimed.previousSeq, from_seq: claimed.ackedSeq + 1 }, 'agent consumer claimed by a new session: delivering again from the oldest acknowledged invocation whose run is still queued, or unresumed answer whose run still waits (D509, D515)');
      }
      id.ackedSeq = claimed.ackedSeq;
      id.claimEpoch = claimed.syncEpoch;
      // An epoch change that reached this registered connection while the claim was on its way named the newer timeline (D286).
      id.cursorEpoch ??= claimed.syncEpoch;
      conn.claimSeq = claimed.claimSeq;
      const foreign = this.consumerClaimsInFlight.get(key);
      if (this.registry.consumer(key) === conn) this.consumerClaimsInFlight.delete(key);
      if (foreign !== undefined && foreign > claimed.claimSeq && !unordered) {
        conn.fire('replaced', new CloseWith(CloseCode.ConsumerReplaced, 'another process took over this consumer'));
        return;
      }
      await this.publishControl({ k: 'consumer', key, session_id: id.sessionId, connection_id: conn.id, claim_seq: claimed.claimSeq });
    });
    const settled = mine.catch(() => {});
    this.consumerClaims.set(key, settled);
    void settled.then(() => {
      if (this.consumerClaims.get(key) === settled) this.consumerClaims.delete(key);
    });
    await mine;
  }

  /** This node's consumer claims on their way, per consumer key: the next waits for the one before (D303). */
  private readonly consumerClaims = new Map<string, Promise<void>>();
  /** The highest claim_seq of another node's notice that met a local claim still on its way (D303). */
  private readonly consumerClaimsInFlight = new Map<string, number>();

  /**
   * The consumer's cursor read again under the same claim (D286): restore finalize committed between
   * the claim and ready's snapshot, so the acked_seq the claim read is the old timeline's. Read, not
   * claimed again: a connection that took the consumer over meanwhile keeps it; this one closes (4015).
   */
  async reclaimCursor(id: Identity): Promise<void> {
    const now = await this.consumers.read(holderOf(id));
    if (!now) throw new CloseWith(CloseCode.ConsumerReplaced, 'another connection holds this consumer');
    id.ackedSeq = now.ackedSeq;
    id.claimEpoch = id.cursorEpoch = now.syncEpoch;
  }

  /** 15.2: stores acked_seq, fenced to the holder ('fenced': 4015) and to the timeline it knows (7.5, D286). */
  storeAcked(id: Identity, seq: number): Promise<StoreResult> {
    return this.consumers.store(holderOf(id), seq, id.cursorEpoch);
  }

  /** The acked_seq writes of closing agent connections; the gateway's close waits for them (15.2). */
  private readonly closingStores = new Set<Promise<void>>();

  /** Keeps a close's write of acked_seq until it is done, so that a shutdown does not end the pool under it. */
  storeAtClose(write: Promise<void>): void {
    const tracked = write.catch((err: unknown) => {
      if (!this.ctx.database.failed(err, 'agent cursor')) this.log.warn({ err }, 'storing acked_seq at the close failed');
    });
    this.closingStores.add(tracked);
    void tracked.finally(() => this.closingStores.delete(tracked));
  }

  /** Events that need an invocation token met no gate (ctx.invocationGate): logged once per node (fail closed, 15.3). */
  noInvocationGate(): void {
    if (this.warnedNoGate) return;
    this.warnedNoGate = true;
    this.log.warn('no invocation gate is configured: events that carry an invocation token are not delivered to agents (15.3, fail closed)');
  }

  /** 8.5: closes every connection of a revoked session, device or principal with 4012, on every node. */
  revoke(target: { principal_id?: string; device_id?: string; session_id?: string }): Promise<void> {
    return this.publishControl({ k: 'revoke', ...target });
  }

  // ------------------------------------------------------------------ ephemeral (12) and the bus

  /** Ephemeral events (typing): through pg_notify in cluster.mode = multi, in this process in single (12, R-SY-25). */
  private async publish(msg: BusMessage): Promise<void> {
    if (this.ctx.config.spec['cluster.mode'] === 'multi') {
      await this.ctx.pool.query(`SELECT pg_notify('${EPHEMERAL_CHANNEL}', $1)`, [JSON.stringify(msg)]);
    } else {
      this.handleBus(msg);
    }
  }

  /**
   * A control message: handled in this process at once, and sent to every other node through
   * pg_notify in either cluster.mode (D46), so that a second node on the same database never
   * misses a revocation or a takeover even when it should not be there.
   */
  async publishControl(msg: ControlMessage): Promise<void> {
    this.handleBus(msg);
    await this.sendControl({ ...msg, from: this.processId });
  }

  /**
   * The transport of control messages to the other nodes; on `db`, a transaction's client, the
   * notification goes out when (and only if) that transaction commits. Tests replace it to build a
   * broken twin. A device's claim sends its notice in the claim's own statement instead (D275).
   */
  sendControl(msg: ControlMessage, db: Queryable = this.ctx.pool): Promise<unknown> {
    return db.query(`SELECT pg_notify('${EPHEMERAL_CHANNEL}', $1)`, [JSON.stringify(msg)]);
  }

  /**
   * 8.5: the revocation's notice inside the transaction that revokes. PostgreSQL delivers it to
   * every node, this one included, exactly when the change commits, so that neither a lost COMMIT
   * answer (a replayed Idempotency-Key answer has no work after the commit) nor a node that dies
   * right after COMMIT leaves a revoked device connected. Handling it twice is harmless.
   */
  revokeInTransaction(db: Queryable, target: { principal_id?: string; device_id?: string; session_id?: string }): Promise<unknown> {
    return this.sendControl({ k: 'revoke', ...target }, db);
  }

  /**
   * The safety nets for control notices lost while the LISTEN connection was down: revocations
   * (8.5), device claims (6.1) and agent consumer claims (15.1). Run on the reconnect and at server.database_check_interval.
   */
  checkLocalConnections(): void {
    void this.closeRevoked();
    void this.closeReplacedDevices();
    void this.closeReplacedConsumers();
  }

  /**
   * Closes with 4012 every local connection whose session, device or principal is no longer
   * active: the safety net for a revocation notice lost while this node's LISTEN connection was
   * down (run on its reconnect and at server.database_check_interval).
   */
  async closeRevoked(): Promise<void> {
    const ids = [...this.registry.all].flatMap((c) => (c.identity && c.state !== 'closed' ? [{ c, id: c.identity }] : []));
    if (ids.length === 0) return;
    const sessions = [...new Set(ids.flatMap(({ id }) => (id.authSessionId ? [id.authSessionId] : [])))];
    const devices = [...new Set(ids.flatMap(({ id }) => (id.deviceId ? [id.deviceId] : [])))];
    const principals = [...new Set(ids.map(({ id }) => id.principalId))];
    try {
      const { rows } = await this.ctx.pool.query<{ kind: 'session' | 'device' | 'principal'; id: string }>(
        `SELECT 'session' AS kind, id FROM sessions WHERE id = ANY($1::uuid[]) AND revoked_at IS NOT NULL
         UNION ALL SELECT 'device', id FROM devices WHERE id = ANY($2::uuid[]) AND state <> 'active'
         UNION ALL SELECT 'principal', id FROM principals WHERE id = ANY($3::uuid[]) AND status <> 'active'`,
        [sessions, devices, principals],
      );
      for (const r of rows) this.handleBus({ k: 'revoke', [`${r.kind}_id`]: r.id } as BusMessage);
    } catch (err) {
      if (!this.ctx.database.failed(err, 'revocation check')) this.log.warn({ err }, 'checking local connections for revocations failed');
    }
  }

  /**
   * Closes with 4017 every local connection of a device whose claim another connection took since
   * (a higher claim_seq in gateway_device_claims): the safety net for a claim notice lost while this
   * node's LISTEN connection was down, so that a device keeps one connection across nodes (6.1).
   * Run on the reconnect and at server.database_check_interval, as closeRevoked. Only claims of other
   * processes count (by process ID, which two nodes never share, unlike a configured node_id): two
   * identifies of a device on this node are decided by registry.bind in the order they bound, and
   * their claim statements may commit in the other order, so the row can hold the loser's
   * claim_seq (this node's own notices are skipped in onBus as well, by process ID). A connection
   * whose own claim is still in flight is left to claim(), which knows its claim_seq.
   */
  async closeReplacedDevices(): Promise<void> {
    const claimed = [...this.registry.all].flatMap((c) => (c.identity?.deviceId && c.claimSeq !== undefined && c.state !== 'closed' ? [c.identity.deviceId] : []));
    if (claimed.length === 0) return;
    try {
      const { rows } = await this.ctx.pool.query<{ device_id: string; session_id: string; claim_seq: string }>(
        'SELECT device_id, session_id, claim_seq FROM gateway_device_claims WHERE device_id = ANY($1::uuid[]) AND process_id IS DISTINCT FROM $2',
        [claimed, this.processId],
      );
      for (const r of rows) this.handleBus({ k: 'claim', device_id: r.device_id, session_id: r.session_id, claim_seq: Number(r.claim_seq) });
    } catch (err) {
      if (!this.ctx.database.failed(err, 'device claim check')) this.log.warn({ err }, 'checking local connections for newer device claims failed');
    }
  }

  /**
   * Closes with 4015 every local agent connection whose consumer another connection claimed since
   * (agent_consumer_cursors names another holder with a higher claim_seq): the safety net for a
   * takeover notice lost while this node's LISTEN connection was down, as closeReplacedDevices is
   * for devices. Without it an idle older process (one that acks nothing, so no fenced store closes
   * it) kept its connection and its stream next to the new holder (15.1: exactly one connection per
   * consumer). A connection whose claim is still on its way is left to claimConsumer.
   */
  async closeReplacedConsumers(): Promise<void> {
    const held = [...this.registry.all].flatMap((c) => (c.identity?.consumer && c.identity.claimId && c.claimSeq !== undefined && c.state !== 'closed' ? [{ c, h: holderOf(c.identity) }] : []));
    if (held.length === 0) return;
    try {
      const { rows } = await this.ctx.pool.query<{ agent_id: string; consumer: string; holder_session_id: string | null; holder_claim_id: string | null; claim_seq: string }>(
        `SELECT k.agent_id, k.consumer, k.holder_session_id, k.holder_claim_id, k.claim_seq
           FROM agent_consumer_cursors k JOIN unnest($1::uuid[], $2::text[]) AS l(agent_id, consumer) USING (agent_id, consumer)`,
        [held.map(({ h }) => h.agentId), held.map(({ h }) => h.consumer)],
      );
      const now = new Map(rows.map((r) => [`${r.agent_id}\u0000${r.consumer}`, r]));
      for (const { c, h } of held) {
        const row = now.get(`${h.agentId}\u0000${h.consumer}`);
        if (!row || c.state === 'closed' || c.claimSeq === undefined) continue;
        const ours = row.holder_session_id === h.sessionId && row.holder_claim_id === h.claimId;
        if (!ours && Number(row.claim_seq) > c.claimSeq) c.replacedBy(row.holder_session_id ?? '', new CloseWith(CloseCode.ConsumerReplaced, 'another process took over this consumer'));
      }
    } catch (err) {
      if (!this.ctx.database.failed(err, 'consumer claim check')) this.log.warn({ err }, 'checking local connections for newer consumer claims failed');
    }
  }

  private onBus(payload: string): void {
    try {
      const msg = JSON.parse(payload) as BusMessage;
      if (msg.k !== 'typing' && msg.k !== 'run' && msg.k !== 'presence' && msg.k !== 'ac_requested' && msg.k !== 'ac_answered' && msg.from === this.processId) return; // handled when it was published
      this.handleBus(msg);
    } catch (err) {
      this.log.warn({ err }, 'ignored a malformed ephemeral notification');
    }
  }

  /** An autocomplete request to a connection of its owner here (15.7): sent, held until that connection is live (D548), or left. */
  private offerAutocomplete(requestId: string): void {
    void deliverAutocomplete(this.ctx, this.registry.all, requestId, this.processId)
      .then((d) => {
        this.autocompleteOutcomes[d.outcome] += 1;
        if (d.outcome === 'held') this.holdAutocomplete(d.ownerId, requestId, d.remainingMs);
      })
      .catch((err: unknown) => this.ctx.database.failed(err, 'autocomplete') || this.log.warn({ err }, 'autocomplete delivery failed'));
  }

  /** The autocomplete requests held for an owner here (tests read it). */
  heldAutocompleteFor(ownerId: string): number {
    return this.heldAutocomplete.get(ownerId)?.size ?? 0;
  }

  private holdAutocomplete(ownerId: string, requestId: string, remainingMs: number): void {
    if (this.closing) return;
    let held = this.heldAutocomplete.get(ownerId);
    if (!held) this.heldAutocomplete.set(ownerId, (held = new Map()));
    if (held.has(requestId)) return;
    const timer = setTimeout(() => {
      held.delete(requestId);
      if (held.size === 0 && this.heldAutocomplete.get(ownerId) === held) this.heldAutocomplete.delete(ownerId);
    }, Math.max(0, remainingMs));
    timer.unref();
    held.set(requestId, timer);
    // A connection of the owner that went live while the request was read is not waited for.
    if ([...this.registry.all].some((c) => c.state === 'live' && c.identity?.principalId === ownerId)) this.releaseAutocomplete(ownerId);
  }

  /** A connection went live (its go_live): the autocomplete requests held for its principal are offered again (D548). */
  connectionLive(conn: GatewayConnection): void {
    const ownerId = conn.identity?.principalId;
    if (ownerId !== undefined) this.releaseAutocomplete(ownerId);
  }

  private releaseAutocomplete(ownerId: string): void {
    const held = this.heldAutocomplete.get(ownerId);
    if (!held) return;
    this.heldAutocomplete.delete(ownerId);
    for (const [requestId, timer] of held) {
      clearTimeout(timer);
      this.offerAutocomplete(requestId);
    }
  }

  private handleBus(msg: BusMessage): void {
    switch (msg.k) {
      case 'run':
        this.live.changed(msg);
        return;
      case 'presence':
        void deliverPresence(this.ctx.pool, this.registry.all, msg.agent_id, this.ctx.twins).catch((err: unknown) => this.ctx.database.failed(err, 'presence') || this.log.warn({ err }, 'presence delivery failed'));
        return;
      case 'ac_requested':
        this.offerAutocomplete(msg.request_id);
        return;
      case 'ac_answered':
        void this.ctx.autocomplete?.answered(msg.request_id).catch((err: unknown) => this.ctx.database.failed(err, 'autocomplete') || this.log.warn({ err }, 'autocomplete answer failed'));
        return;
      case 'typing':
        void this.deliverTyping(msg.thread_id, msg.principal_id, msg.expires_at).catch((err: unknown) => this.ctx.database.failed(err, 'typing') || this.log.warn({ err }, 'typing delivery failed'));
        return;
      case 'claim': {
        // Another node's claim (this node's own are handled in claim()): the highest claim_seq wins
        // everywhere (6.1), also when it resumes the session of a connection here (same session ID).
        const local = this.registry.device(msg.device_id);
        if (!local) return;
        if (local.claimSeq === undefined) {
          // Its own claim is still in flight: decided in claim() once its claim_seq is known.
          const seen = this.claimsInFlight.get(msg.device_id);
          if (!seen || seen.seq < msg.claim_seq) this.claimsInFlight.set(msg.device_id, { seq: msg.claim_seq });
          return;
        }
        if (local.claimSeq >= msg.claim_seq) return;
        local.replacedBy(msg.session_id, new CloseWith(CloseCode.DeviceReplaced, 'a newer connection of this device is active'));
        return;
      }
      case 'consumer': {
        const local = this.registry.consumer(msg.key);
        if (!local) return;
        // The higher claim holds it (D303); a local claim still on its way is decided in claimConsumer.
        if (msg.claim_seq !== undefined && !this.ctx.twins?.consumerClaimUnordered) {
          if (local.claimSeq === undefined) {
            this.consumerClaimsInFlight.set(msg.key, Math.max(msg.claim_seq, this.consumerClaimsInFlight.get(msg.key) ?? 0));
            return;
          }
          if (local.claimSeq >= msg.claim_seq) return;
        }
        // A resume keeps the session ID (15.1): the connection ID tells the resumed connection from the one it replaces.
        if (local.identity?.sessionId !== msg.session_id || (msg.connection_id !== undefined && local.id !== msg.connection_id)) {
          local.replacedBy(msg.session_id, new CloseWith(CloseCode.ConsumerReplaced, 'another process took over this consumer'));
        }
        return;
      }
      case 'revoke': {
        const now = performance.now();
        // Pruned by age, and bounded in count (a mass revocation): a login past either falls back to closeRevoked.
        while (this.recentRevokes.length && (this.recentRevokes[0]!.at < now - REVOKES_KEPT_MS || this.recentRevokes.length >= REVOKES_KEPT_MAX)) this.recentRevokes.shift();
        this.recentRevokes.push({ at: now, target: msg });
        for (const c of [...this.registry.all]) {
          const id = c.identity;
          // A login still being checked has no identity yet: it meets the notice in revokedSince.
          if (id && revokes(msg, id)) c.fire('revoked', new CloseWith(CloseCode.Revoked, 'session, device or principal revoked'));
        }
        return;
      }
    }
  }

  /** head_seq and the permission state at it, from one snapshot (8.1): what a connection's permission cache is rebuilt from. */
  headVisibilityFor(principalId: string, known?: Visibility): Promise<{ timeline: Timeline; visibility: Visibility | undefined }> {
    return known ? readHeadVisibilityFrom(this.ctx.pool, principalId, known) : readHeadVisibilitySnapshot(this.ctx.pool, principalId);
  }

  /** The principal's own access.changed in (after, head]: the permission changes a catch-up applies in log order (8.1). */
  accessChangesFor(principalId: string, after: number, head: number): Promise<AccessChange[]> {
    if (this.ctx.twins?.permissionStateAtArrival) return Promise.resolve([]);
    return readAccessChanges(this.ctx.pool, principalId, after, head);
  }

  knownThreadPlace(threadId: string): ThreadPlace | undefined {
    return this.threadPlaces.get(threadId);
  }

  forgetThreadPlace(threadId: string): void {
    this.threadPlaces.delete(threadId);
  }

  /** The places of several threads in one query (the known ones from the cache); a thread that does not exist is missing. */
  async threadPlacesOf(threadIds: readonly string[]): Promise<Map<string, ThreadPlace>> {
    const out = new Map<string, ThreadPlace>();
    const asked = threadIds.filter((t) => {
      const known = this.threadPlaces.get(t);
      if (known) out.set(t, known);
      return !known;
    });
    if (!asked.length) return out;
    const { rows } = await this.ctx.pool.query<{ id: string; space_id: string; channel_id: string }>('SELECT id, space_id, channel_id FROM threads WHERE id = ANY($1::uuid[])', [asked]);
    for (const r of rows) out.set(r.id, this.rememberPlace(r.id, { spaceId: r.space_id, channelId: r.channel_id }));
    return out;
  }

  private rememberPlace(threadId: string, place: ThreadPlace): ThreadPlace {
    if (this.threadPlaces.size > 100_000) this.threadPlaces.clear();
    this.threadPlaces.set(threadId, place);
    return place;
  }

  /** One thread's place (threadPlacesOf with one ID); undefined when the thread does not exist. */
  async threadPlace(threadId: string): Promise<ThreadPlace | undefined> {
    return this.threadPlaces.get(threadId) ?? (await this.threadPlacesOf([threadId])).get(threadId);
  }

  /** Agent presence (12): the agent's derived state changed; every node reads it and tells its receivers (agents/presence.ts). */
  presenceChanged(agentId: string): Promise<void> {
    return this.publish({ k: 'presence', agent_id: agentId });
  }

  /** Command autocomplete (15.7): a request or its answer, by ID, to every node (commands/autocomplete.ts). */
  publishAutocomplete(msg: AutocompleteBusMessage): Promise<void> {
    return this.publish(msg);
  }

  typing(threadId: string, principalId: string, expiresAt: number): void {
    void this.publish({ k: 'typing', thread_id: threadId, principal_id: principalId, expires_at: expiresAt }).catch((err: unknown) => this.ctx.database.failed(err, 'typing') || this.log.warn({ err }, 'typing publish failed'));
  }

  /** typing.started to the connections of this node that may see it (12, typing.ts). */
  private async deliverTyping(threadId: string, principalId: string, expiresAt: number): Promise<void> {
    const place = await this.threadPlace(threadId);
    if (place) deliverTyping(this.registry.all, place, threadId, principalId, expiresAt);
  }
}

/** How long revocation notices are kept for logins in progress (D351): longer than any identify takes. */
const REVOKES_KEPT_MS = 5 * 60_000;
const REVOKES_KEPT_MAX = 10_000;

/** Whether a revocation notice names this connection's principal, device or session (8.5). */
function revokes(target: { principal_id?: string; device_id?: string; session_id?: string }, id: Identity): boolean {
  return id.principalId === target.principal_id || (target.device_id !== undefined && id.deviceId === target.device_id) || (target.session_id !== undefined && id.authSessionId === target.session_id);
}
