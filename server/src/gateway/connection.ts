// One gateway connection, server side (6.3): hello, identify or resume, ready
// or resumed, catch-up with live events buffered, then live. Every change of
// state goes through the transition table in state.ts.
import {
  ClientOp,
  CloseCode,
  EventType,
  ProblemCode,
  PROTOCOL_VERSIONS,
  ResyncReason,
  type AccessChangedV1,
  type Channel,
  ServerOp,
  type ClientFrame,
  type ClientFrameOf,
  type ServerFrameData,
  type ServerOp as ServerOpName,
} from '@bothy/generated';
import type WebSocket from 'ws';
import { authorize } from '../authz/authorize.ts';
import { VisibilityTimeline } from '../authz/timeline.ts';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import { mayReceive } from '../catchup/page.ts';
import { CatchupStream } from '../catchup/stream.ts';
import { resyncReason } from '../catchup/resync.ts';
import { readTimeline, type LogRow } from '../events/log-reader.ts';
import { AuthFailure, type AuthFailureReason } from '../identity/errors.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { ServerContext } from '../context.ts';
import type { Logger } from '../logging.ts';
import { authenticateToken, proofContext } from '../identity/authenticate.ts';
import { readSnapshot } from '../snapshot/snapshot.ts';
import { decodeClientFrame } from './decode.ts';
import type { Gateway } from './gateway.ts';
import { Outbound } from './outbound.ts';
import { statsFrame } from './stats.ts';
import { closeSession, createSession, findSession, reopenSession, saveFocus, saveStats, touchSession, type Focus } from './sessions.ts';
import { transition, type GatewayAction, type GatewayEvent, type GatewayState } from './state.ts';

/** How each refused login closes the gateway (6.4); REST maps the same reasons to problem codes. */
export const AUTH_CLOSE_CODES: Record<AuthFailureReason, CloseCode> = {
  invalid: CloseCode.AuthenticationFailed,
  nonce: CloseCode.AuthenticationFailed,
  expired: CloseCode.TokenExpired,
  revoked: CloseCode.Revoked,
  pending: CloseCode.DevicePending,
};

/** A close code with its reason, carried by the events that close with a code of their own. */
export class CloseWith extends Error {
  constructor(readonly closeCode: CloseCode, reason: string) {
    super(reason);
  }
}

const MAX_TIMER_MS = 2_147_483_647;

/**
 * What closing releases, in this order (SPEC.md, G1-G3). Every step may run
 * again: what a connection acquires after its close (an await that returned
 * late) is released by the same steps.
 */
export const CLOSE_STEPS = ['stop_timers', 'drop_queues', 'unregister', 'close_session', 'close_socket'] as const satisfies readonly NonNullable<NonNullable<ServerContext['twins']>['skipCloseStep']>[];
export type CloseStep = (typeof CLOSE_STEPS)[number];

/** The timers a connection may hold; each name at most once. */
type TimerName = 'identify_timeout' | 'heartbeat_check' | 'reauth_notice' | 'token_expiry' | 'stats_frames';

type IdentifyFrame = ClientFrameOf<typeof ClientOp.Identify> | ClientFrameOf<typeof ClientOp.Resume>;

/** What an event brings along for the action its cell names. */
export interface EventInput {
  frame?: ClientFrame;
  /** A value of the frame the server cannot store (D44): the op gets validation_failed and the connection stays. */
  refused?: string;
  identity?: Identity;
  head?: number;
}

/** Thrown at an await point that returns after the connection closed: the rest of identify does not run. */
class ConnectionClosed extends Error {}

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

export interface Identity {
  sessionId: string;
  principalId: string;
  kind: AuthContext['kind'];
  deviceId?: string;
  /** `${agent_id}:${consumer}` for agents and apps (15.1). */
  consumerKey?: string;
  consumer?: string;
  expiresAt: number;
  /** The bound session of a person (sid), for reauth. */
  authSessionId?: string;
}

export class GatewayConnection {
  readonly id = uuidv7();
  private current: GatewayState = 'awaiting_identify';
  log: Logger;
  identity?: Identity;
  /** The device claim of this connection (6.1); a newer claim elsewhere replaces it. */
  claimSeq?: number;
  visibility?: Visibility;
  focus: Focus = { thread_ids: [], background_thread_ids: [], idle: false };
  readonly out: Outbound;

  private readonly nonce: string;
  private chain: Promise<void> = Promise.resolve();
  private readonly timers = new Map<TimerName, NodeJS.Timeout>();
  private lastBeat = Date.now();
  /** When the session's last_active_at was last written (resume window, 6.3). */
  private lastTouch?: number;
  private registered = false;
  /**
   * Events up to here come from the snapshot or the catch-up; the dispatcher's
   * events after it are delivered live. Until head_seq is read it is 0, so that
   * an event committed while ready is built is buffered, never dropped (6.3).
   */
  private liveFrom = 0;
  private lastSentSeq = 0;
  /**
   * Durable events waiting for live delivery, in seq order: buffered during
   * catch-up (7.2) and held while the permission cache reloads (8.1).
   */
  private backlog: LogRow[] = [];
  /** A reload of the permission cache in flight; delivery waits for it (8.1, R-SY-02). */
  private reloading?: Promise<void>;
  /**
   * The permission state in log order (8.1): V(s) for every event up to the
   * position the cache was read at, from V(head) and the principal's own
   * access.changed in between (authz/timeline.ts). `visibility` is its newest state.
   */
  private permissions?: VisibilityTimeline;
  /** The log position the permission cache reflects. */
  private visibilityAt = 0;
  /** Moves with every change of the sync epoch (7.5): work begun on the old timeline stops. */
  private epochGeneration = 0;
  /** The newest epoch change: head and epoch of the new timeline. */
  private epochNews?: { head: number; syncEpoch: string };
  /** ready or resumed is out: a resync_required may follow at once. */
  private greeted = false;
  private readonly typingAt = new Map<string, number>();
  private stats?: { spaceId?: string };
  private openedAt = Date.now();

  constructor(
    readonly gw: Gateway,
    readonly ws: WebSocket,
    /** The https form of the gateway URL that DPoP proofs name (6.3). */
    readonly htu: string,
  ) {
    this.log = gw.log.child({ connection_id: this.id });
    this.nonce = gw.ctx.nonces.issue();
    const spec = gw.ctx.config.spec;
    this.out = new Outbound(ws, spec['sync.outbound_queue_max'], spec['gateway.write_timeout'], (why) => this.fire('overflow', new CloseWith(CloseCode.SlowConsumer, why)), (f) => {
      const op = /^\{"op":"([a-z_.]+)"/.exec(f.text)?.[1];
      if (op) gw.metrics.framesSent.inc({ op });
      gw.recorder?.frame(this.id, 'server', f.text);
    });
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
      dpop_nonce: this.nonce,
      server_time: new Date().toISOString(),
      sync_epoch: this.gw.syncEpoch,
    });
    this.setTimer('identify_timeout', 'once', () => this.fire('identify_timeout', new CloseWith(CloseCode.NotIdentified, 'no identify within sync.identify_timeout')), spec['sync.identify_timeout']);
  }

  /** Resolves when every frame received so far has been handled (tests wait on it). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** What the connection holds: live timers and frames or events waiting (SPEC.md, invariants). */
  held(): { timers: number; queued: number; backlog: number } {
    return { timers: this.timers.size, queued: this.out.waiting, backlog: this.backlog.length };
  }

  // ------------------------------------------------------------------ state machine

  /**
   * The one way the state changes: the cell of the table, then its action,
   * carried out by perform. The promise settles when the action is done (an
   * identify or an op); callers that only close need not wait for it.
   */
  fire(event: GatewayEvent, detail?: CloseWith, input: EventInput = {}): Promise<void> | void {
    const from = this.current;
    const cell = transition(from, event);
    if (cell.next !== from) this.setState(cell.next);
    return this.perform(cell.action, event, detail, input);
  }

  /** Carries out every action of the table (state.ts); the compiler checks that none is left out. */
  private perform(action: GatewayAction, event: GatewayEvent, detail: CloseWith | undefined, input: EventInput): Promise<void> | void {
    switch (action.kind) {
      case 'authenticate':
        return this.authenticate(need(input.frame, 'frame') as IdentifyFrame);
      case 'handle_op': {
        const frame = need(input.frame, 'frame');
        if (input.refused !== undefined) return this.sendError(frame.op, ProblemCode.ValidationFailed, input.refused);
        return this.handleOp(frame);
      }
      case 'start_catchup':
        return this.begin(need(input.frame, 'frame') as IdentifyFrame, need(input.identity, 'identity'));
      case 'go_live':
        return this.goLive(need(input.head, 'head'));
      case 'close':
        return this.terminate(action.code === 'from_event' ? (detail?.closeCode ?? CloseCode.UnknownError) : action.code, detail?.message ?? event.replace(/_/g, ' '));
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
    if (decoded.refused === undefined && (frame.op === ClientOp.Identify || frame.op === ClientOp.Resume)) {
      return this.fire('identify_frame', new CloseWith(CloseCode.AlreadyIdentified, 'already identified'), { frame });
    }
    return this.fire('op_frame', new CloseWith(CloseCode.NotIdentified, `${frame.op} before identify`), { frame, refused: decoded.refused });
  }

  private internalError(err: unknown): void {
    if (!this.gw.ctx.database.failed(err, 'gateway op')) this.log.error({ err }, 'gateway connection failed');
    this.fire('server_error', new CloseWith(CloseCode.UnknownError, 'internal error'));
  }

  /**
   * Called after every await of identify and resume: if the connection closed
   * meanwhile, what the await acquired is released (the close steps run again)
   * and the rest of identify does not run (SPEC.md, G1-G3).
   */
  private alive(): void {
    if (this.current !== 'closed') return;
    this.release();
    throw new ConnectionClosed('closed during identify');
  }

  // ------------------------------------------------------------------ identify and resume

  private async authenticate(frame: IdentifyFrame): Promise<void> {
    this.clearTimer('identify_timeout');
    try {
      const identity = await this.login(frame);
      await this.fire('auth_ok', undefined, { frame, identity });
    } catch (err) {
      if (err instanceof ConnectionClosed) return;
      if (err instanceof CloseWith) {
        this.fire(this.current === 'authenticating' ? 'auth_failed' : 'server_error', err);
        return;
      }
      if (err instanceof AuthFailure) {
        this.fire('auth_failed', new CloseWith(AUTH_CLOSE_CODES[err.reason], err.message));
        return;
      }
      if (this.current === 'closed') return; // the socket went first; nothing to report
      // The database not reachable while building ready: 4000 (6.4), logged once per outage (db/health.ts).
      if (!this.gw.ctx.database.failed(err, ClientOp.Identify)) this.log.error({ err }, 'identify failed on a server error');
      this.fire(this.current === 'authenticating' ? 'auth_failed' : 'server_error', new CloseWith(CloseCode.UnknownError, 'the server could not build ready'));
    }
  }

  /** Checks token, proof, device, session, principal and gateway.connect; registers for delivery. */
  private async login(frame: IdentifyFrame): Promise<Identity> {
    const { ctx } = this.gw;
    const d = frame.d;
    const isResume = frame.op === ClientOp.Resume;
    if (!isResume && !PROTOCOL_VERSIONS.includes((d as { protocol_version: number }).protocol_version)) {
      throw new CloseWith(CloseCode.ProtocolVersionUnsupported, `protocol versions ${PROTOCOL_VERSIONS.join(', ')} are supported`);
    }
    const agentForm = 'api_token' in d;
    const token = agentForm ? d.api_token : d.access_token;
    const pc = proofContext(ctx, 'GET', this.htu, (n) => n === this.nonce && ctx.nonces.isFresh(n));
    const auth = await authenticateToken(ctx, token, d.dpop, pc, 'device_id' in d ? d.device_id : undefined);
    this.alive();
    if (agentForm === (auth.kind === 'user')) throw new AuthFailure('invalid', agentForm ? 'people identify with an access token' : 'agents and apps identify with an api_token');
    const wait = this.gw.limiter.take(auth.deviceId ?? auth.apiTokenId ?? auth.principalId);
    if (wait > 0) throw new CloseWith(CloseCode.RateLimited, `retry_after_ms=${wait}`);
    const visibility = await loadVisibility(ctx.pool, auth.principalId);
    this.alive();
    if (!visibility) throw new AuthFailure('invalid', 'unknown principal');
    if (!authorize(visibility, 'gateway.connect').allowed) throw new CloseWith(CloseCode.Forbidden, 'gateway.connect is not permitted');
    this.visibility = visibility;

    let sessionId: string;
    if (frame.op === ClientOp.Resume) {
      const s = await findSession(ctx.pool, frame.d.gateway_session_id, ctx.config.spec['sync.resume_window']);
      this.alive();
      if (!s || !s.resumable || s.principal_id !== auth.principalId || (s.device_id ?? undefined) !== auth.deviceId) {
        throw new CloseWith(CloseCode.SessionInvalid, 'unknown or expired gateway session; identify instead');
      }
      sessionId = s.id;
      this.focus = s.focus;
      if (s.stats_subscribed) this.stats = { spaceId: s.stats_space_id ?? undefined };
      this.gw.registry.session(sessionId)?.fire('replaced', new CloseWith(CloseCode.DeviceReplaced, 'the session was resumed elsewhere'));
      await reopenSession(ctx.pool, sessionId, this.gw.nodeId);
    } else {
      sessionId = uuidv7();
      const consumer = agentForm ? (d.consumer ?? 'default') : undefined;
      await createSession(ctx.pool, { id: sessionId, principalId: auth.principalId, deviceId: auth.deviceId, consumer, nodeId: this.gw.nodeId });
    }
    const consumer = agentForm ? ((d as { consumer?: string }).consumer ?? 'default') : undefined;
    const identity: Identity = {
      sessionId,
      principalId: auth.principalId,
      kind: auth.kind,
      deviceId: auth.deviceId,
      consumer,
      consumerKey: consumer ? `${auth.principalId}:${consumer}` : undefined,
      expiresAt: auth.expiresAt,
      authSessionId: auth.sessionId,
    };
    this.identity = identity;
    // A session opened or reopened after the close is closed again here.
    this.alive();
    this.log = this.gw.log.child({ connection_id: this.id, gateway_session_id: sessionId, principal_id: auth.principalId, device_id: auth.deviceId });
    // Registered for delivery before head_seq is read (6.3): nothing falls between snapshot and live.
    this.registered = true;
    await this.gw.claim(this, identity);
    this.alive();
    return identity;
  }

  /** ready or resumed, then catch-up from the cursor, then live (6.3, 7.2, 7.3). */
  private async begin(frame: IdentifyFrame, identity: Identity): Promise<void> {
    const { ctx } = this.gw;
    const spec = ctx.config.spec;
    this.openedAt = Date.now();
    const generation = this.epochGeneration;
    let head: number;
    let timeline;
    if (frame.op === ClientOp.Resume) {
      // head_seq and the permission state from one snapshot: a change committed after login is in both or in neither.
      const read = await this.gw.headVisibilityFor(identity.principalId);
      this.alive();
      timeline = read.timeline;
      if (!read.visibility || !read.visibility.active) throw new CloseWith(CloseCode.Revoked, 'the principal is no longer active');
      if (!ctx.twins?.permissionStateAtArrival) this.visibility = read.visibility;
      head = timeline.headSeq;
      if (generation === this.epochGeneration) this.setLiveFrom(head);
      this.send(ServerOp.Resumed, { gateway_session_id: identity.sessionId, head_seq: head, sync_epoch: timeline.syncEpoch });
    } else {
      const retained = await readTimeline(ctx.pool);
      this.alive();
      // The snapshot reads head_seq and the permission state together (snapshot.ts).
      const { snapshot, visibility } = await readSnapshot(ctx.pool, identity.principalId);
      this.alive();
      this.visibility = visibility;
      head = snapshot.head_seq;
      timeline = { ...retained, headSeq: head, syncEpoch: snapshot.sync_epoch };
      if (generation === this.epochGeneration) this.setLiveFrom(head);
      const ready: ServerFrameData<typeof ServerOp.Ready> = {
        gateway_session_id: identity.sessionId,
        principal: { id: identity.principalId, kind: identity.kind },
        permission_version: visibility.permissionVersion,
        head_seq: head,
        sync_epoch: snapshot.sync_epoch,
        snapshot,
      };
      if (identity.deviceId) ready.device_id = identity.deviceId;
      if (identity.consumer) ready.consumer = identity.consumer;
      this.send(ServerOp.Ready, ready);
    }
    this.startTimers(identity);
    this.greeted = true;
    const stale = this.epochNews && generation !== this.epochGeneration ? this.epochNews : undefined;
    if (stale) {
      // The epoch changed while ready was built (7.5): nothing of the old timeline follows; live from the new head.
      this.send(ServerOp.ResyncRequired, { reason: ResyncReason.EpochChanged, head_seq: stale.head, sync_epoch: stale.syncEpoch });
      await this.fire('catchup_done', undefined, { head: stale.head });
      return;
    }
    this.lastSentSeq = head;

    const d = frame.d;
    const cursor = identity.consumer ? await this.gw.consumerCursor(identity, head) : 'cursor' in d ? d.cursor : undefined;
    this.alive();
    const epoch = identity.consumer ? undefined : 'sync_epoch' in d ? d.sync_epoch : undefined;
    const reason = cursor === undefined ? undefined : resyncReason(cursor, epoch, { ...timeline, headSeq: head }, spec['sync.catchup_max_events']);
    // The catch-up checks each event with the state of its own position in the log (8.1).
    const changes = cursor !== undefined && !reason ? await this.gw.accessChangesFor(identity.principalId, cursor, head) : [];
    this.alive();
    this.usePermissions(new VisibilityTimeline(this.visibility!, head, changes));
    if (reason) this.send(ServerOp.ResyncRequired, { reason, head_seq: head, sync_epoch: timeline.syncEpoch });
    else if (cursor !== undefined) await this.catchUp(cursor, head);
    this.alive();
    if (this.state !== 'catching_up') return;
    this.gw.metrics.catchupSeconds.observe((Date.now() - this.openedAt) / 1000);
    // An epoch change during the catch-up ended it; the connection is live from the new head (7.5).
    const live = generation === this.epochGeneration ? head : (this.epochNews?.head ?? head);
    await this.fire('catchup_done', undefined, { head: live });
  }

  private setLiveFrom(head: number): void {
    this.liveFrom = head;
    this.backlog = this.backlog.filter((r) => r.seq > head);
  }

  /** Installs a permission state unless a newer one (read at a later head) is already in place. */
  private usePermissions(t: VisibilityTimeline): void {
    if (this.permissions && this.permissions.baseSeq > t.baseSeq) return;
    this.permissions = t;
    this.visibility = t.base;
    this.visibilityAt = Math.max(this.visibilityAt, t.baseSeq);
  }

  /**
   * The catch-up stream from the cursor to head (catchup/stream.ts): the next
   * page is read while this one is sent, each event is checked with the
   * connection's permission state of its position (reloaded when a revocation
   * arrives meanwhile, 8.1), cursor frames where the stream says (7.1, 7.2).
   */
  private async catchUp(from: number, to: number): Promise<void> {
    const spec = this.gw.ctx.config.spec;
    this.lastSentSeq = from;
    const generation = this.epochGeneration;
    const current = () => this.state === 'catching_up' && (generation === this.epochGeneration || !this.gw.catchupStopsOnEpochChange);
    const stream = new CatchupStream(this.gw.ctx.pool, {
      after: from,
      head: to,
      pageSize: spec['sync.catchup_page_size'],
      catchupMaxEvents: spec['sync.catchup_max_events'],
      advanceEvery: spec['sync.cursor_advance_every'],
      permissions: { from: 'consumer', filter: () => this.visibility!, at: (seq) => this.permissions?.at(seq) ?? this.visibility },
      prefetch: true,
      ready: () => this.out.whenBelow(Math.max(1, Math.floor(spec['sync.outbound_queue_max'] / 2))),
      stopped: () => !current(),
    });
    const deliver = (row: LogRow, allowed: boolean) => (allowed ? this.deliverDurable(row) : ((this.lastSentSeq = Math.max(this.lastSentSeq, row.seq)), false));
    try {
      for (let page = await stream.next(); page && current(); page = await stream.next()) {
        if (page.kind === 'resync') {
          // Retention ran past the cursor during the catch-up: what lies below min_retained_seq is gone (7.3).
          this.send(ServerOp.ResyncRequired, { reason: page.reason, head_seq: to, sync_epoch: page.timeline.syncEpoch });
          this.lastSentSeq = to;
          return;
        }
        for (const row of page.rows) {
          if (this.reloading || Date.now() >= (this.visibility?.validUntil ?? Infinity)) await this.reloadVisibility();
          if (!current()) return;
          const seq = stream.step(row, deliver);
          if (seq !== undefined) this.send(ServerOp.Cursor, { seq });
        }
        if (!current()) return;
        this.lastSentSeq = Math.max(this.lastSentSeq, page.nextCursor);
        this.send(ServerOp.Cursor, { seq: page.nextCursor });
      }
    } finally {
      await stream.close();
    }
  }

  private goLive(head: number): void {
    this.send(ServerOp.CatchupComplete, { head_seq: head });
    this.drainBacklog();
    if (this.stats) this.startStats();
  }

  // ------------------------------------------------------------------ delivery

  /** Nothing waits for delivery: no backlog, no reload, an empty outbound queue. */
  get idle(): boolean {
    return this.backlog.length === 0 && !this.reloading && this.out.depth === 0;
  }

  /** Called by the dispatcher for every committed event, in seq order (10). */
  offer(row: LogRow): void {
    if (!this.registered || row.seq <= this.liveFrom || this.state === 'closed') return;
    if (this.state !== 'live' || this.reloading || this.backlog.length > 0) {
      this.backlog.push(row);
      this.gw.index.unsteady(this);
      // A revocation during catch-up takes effect at once: the cache reloads while catch-up goes on.
      if (this.state !== 'live' && this.isMyAccessChange(row)) {
        this.withdrawRemoved(row);
        void this.reloadVisibility();
      }
      if (this.backlog.length > this.gw.ctx.config.spec['sync.outbound_queue_max']) {
        this.fire('overflow', new CloseWith(CloseCode.SlowConsumer, 'events waiting for delivery over sync.outbound_queue_max'));
      }
      return;
    }
    this.deliverLive(row);
  }

  /** Delivers waiting events in seq order until a reload of the permission cache has to run first. */
  private drainBacklog(): void {
    while (this.state === 'live' && !this.reloading && this.backlog.length > 0) this.deliverLive(this.backlog.shift()!);
    // Steady again: from now on it receives only the events the index names for it.
    if (this.state === 'live' && !this.reloading && this.backlog.length === 0) this.gw.index.steady(this);
  }

  private isMyAccessChange(row: LogRow): boolean {
    return row.type === EventType.AccessChanged && row.audience_principal_id === this.identity?.principalId && row.seq > this.visibilityAt;
  }

  /**
   * One durable event in live mode. Its own access.changed first withdraws the
   * queued frames of removed targets and ends their focus (8.3), goes out, and
   * makes everything after it wait for the rebuilt cache (8.1). Structure events
   * update the cache in log order.
   */
  private deliverLive(row: LogRow): void {
    if (this.isMyAccessChange(row)) {
      this.withdrawRemoved(row);
      this.deliverDurable(row);
      void this.reloadVisibility();
      return;
    }
    this.applyStructure(row);
    if (Date.now() >= (this.visibility?.validUntil ?? Infinity)) {
      // A grant or membership expired: authorize treats it as absent at once (8.2).
      this.backlog.unshift(row);
      void this.reloadVisibility();
      return;
    }
    this.deliverDurable(row);
  }

  /**
   * 7.5: the sync epoch changed under this connection (restore finalize):
   * resync_required epoch_changed, then live from head (7.3); the permission
   * cache is read again from the new timeline. Called by the gateway.
   */
  epochChanged(head: number, syncEpoch: string): void {
    if (this.state === 'closed') return;
    this.epochGeneration += 1;
    this.epochNews = { head, syncEpoch };
    this.liveFrom = head;
    this.lastSentSeq = head;
    this.visibilityAt = head;
    this.backlog = [];
    // Positions of the old timeline mean nothing in the new one: the permission state starts again at head.
    if (this.visibility) this.permissions = new VisibilityTimeline(this.visibility, head, []);
    // Before ready or resumed, begin() sends it after them; a catch-up in progress stops at its next step.
    if (this.greeted) this.send(ServerOp.ResyncRequired, { reason: ResyncReason.EpochChanged, head_seq: head, sync_epoch: syncEpoch });
    void this.reloadVisibility();
  }

  /**
   * Rebuilds the permission cache from the database; delivery resumes in order
   * when it is done. The new state is V(head) of one snapshot with the
   * principal's access.changed between the last checked event and that head,
   * so that the events in between are still checked in log order (8.1).
   */
  reloadVisibility(): Promise<void> {
    if (this.reloading) return this.reloading;
    const id = this.identity;
    // Before ready the state is read with head_seq (begin); a later change is reached in log order.
    if (!id || !this.permissions) return Promise.resolve();
    const at = this.lastSentSeq;
    const generation = this.epochGeneration;
    this.gw.index.unsteady(this);
    const reload = this.gw
      .headVisibilityFor(id.principalId)
      .then(async ({ timeline, visibility: v }) => {
        if (generation !== this.epochGeneration) return; // read on the old timeline: read again
        if (!v || !v.active) {
          this.fire('revoked', new CloseWith(CloseCode.Revoked, 'the principal is no longer active'));
          return;
        }
        const changes = await this.gw.accessChangesFor(id.principalId, at, timeline.headSeq);
        if (generation !== this.epochGeneration) return;
        this.usePermissions(new VisibilityTimeline(v, timeline.headSeq, changes));
      })
      .catch((err: unknown) => {
        if (!this.gw.ctx.database.failed(err, 'permission cache')) this.log.error({ err }, 'rebuilding the permission cache failed');
        this.fire('server_error', new CloseWith(CloseCode.UnknownError, 'permissions could not be read'));
      })
      .finally(() => {
        this.reloading = undefined;
        if (generation !== this.epochGeneration && this.state !== 'closed') void this.reloadVisibility();
        else this.drainBacklog();
      });
    this.reloading = reload;
    return reload;
  }

  /** 8.3: frames of removed targets leave the queue and the backlog; their threads leave the focus. */
  private withdrawRemoved(row: LogRow): void {
    const payload = (JSON.parse(row.json) as { payload: AccessChangedV1 }).payload;
    const channels = new Set(payload.removed.filter((t) => t.kind === 'channel').map((t) => t.id));
    const spaces = new Set(payload.removed.filter((t) => t.kind === 'space').map((t) => t.id));
    const instance = payload.removed.some((t) => t.kind === 'instance');
    if (!channels.size && !spaces.size && !instance) return;
    const gone = (channelId?: string | null, spaceId?: string | null): boolean =>
      channelId ? channels.has(channelId) : !!spaceId && (spaces.has(spaceId) || instance);
    const me = this.identity?.principalId;
    const withdrawn = this.out.withdraw((f) => gone(f.channelId, f.spaceId));
    this.backlog = this.backlog.filter((r) => r === row || r.audience_principal_id === me || !gone(r.channel_id, r.space_id));
    const keep = (t: string): boolean => {
      const place = this.gw.knownThreadPlace(t);
      return !place || !channels.has(place.channelId);
    };
    const focus = { ...this.focus, thread_ids: this.focus.thread_ids.filter(keep), background_thread_ids: this.focus.background_thread_ids.filter(keep) };
    if (focus.thread_ids.length !== this.focus.thread_ids.length || focus.background_thread_ids.length !== this.focus.background_thread_ids.length) {
      this.focus = focus;
      if (this.identity) void saveFocus(this.gw.ctx.pool, this.identity.sessionId, focus).catch(() => {});
    }
    if (withdrawn) this.log.debug({ withdrawn }, 'withdrew queued frames of removed targets');
  }

  /** channel.created/updated/archived and thread.moved: the cache follows them in log order (8.1). */
  private applyStructure(row: LogRow): void {
    const v = this.visibility;
    if (!v) return;
    if (row.type === EventType.ChannelCreated || row.type === EventType.ChannelUpdated || row.type === EventType.ChannelArchived) {
      const { channel } = (JSON.parse(row.json) as { payload: { channel: Channel } }).payload;
      const known = v.channels.get(channel.id);
      v.channels.set(channel.id, { id: channel.id, spaceId: channel.space_id, readOnly: channel.read_only, archived: channel.archived || (known?.archived ?? false) });
    } else if (row.type === EventType.ThreadMoved) {
      const { thread } = (JSON.parse(row.json) as { payload: { thread: { id: string } } }).payload;
      this.gw.forgetThreadPlace(thread.id);
    }
  }

  /** Sends one durable event once, after authorize; returns whether it was sent. */
  private deliverDurable(row: LogRow): boolean {
    if (row.seq <= this.lastSentSeq) return false; // at most once per connection
    this.lastSentSeq = row.seq;
    const v = this.permissions?.at(row.seq) ?? this.visibility;
    if (!v || !mayReceive(v, row)) return false;
    const agent = this.identity?.kind !== 'user';
    return this.out.push({ text: this.gw.dispatchText(row, agent), durable: true, channelId: row.channel_id, spaceId: row.space_id });
  }

  /** An ephemeral frame: only when live, dropped (never closing) when the queue is full (7.2). */
  offerEphemeral(text: string, channelId?: string): boolean {
    if (this.state !== 'live') return false;
    return this.out.push({ text, durable: false, channelId });
  }

  send<O extends ServerOpName>(op: O, d: ServerFrameData<O>): void {
    this.out.push({ text: JSON.stringify({ op, d }), durable: true });
  }

  private sendError(op: string, code: ProblemCode, detail: string): void {
    this.send(ServerOp.Error, { op, code, detail });
  }

  // ------------------------------------------------------------------ timers

  private startTimers(identity: Identity): void {
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
  private setTimer(name: TimerName, how: 'once' | 'every', run: () => void, ms: number): void {
    this.clearTimer(name);
    if (this.current === 'closed') return;
    const timer = how === 'every' ? setInterval(run, ms) : setTimeout(() => {
      this.timers.delete(name);
      run();
    }, ms);
    this.timers.set(name, timer);
  }

  private clearTimer(name: TimerName): void {
    const timer = this.timers.get(name);
    if (timer) clearTimeout(timer); // clears an interval alike
    this.timers.delete(name);
  }

  private scheduleToken(identity: Identity): void {
    const lead = this.gw.ctx.config.spec['sync.reauth_lead_time'];
    const untilExpiry = identity.expiresAt - Date.now();
    this.clearTimer('reauth_notice');
    if (identity.kind === 'user' && untilExpiry - lead > 0) {
      this.setTimer('reauth_notice', 'once', () => this.send(ServerOp.ReauthRequired, { expires_at: new Date(identity.expiresAt).toISOString(), dpop_nonce: this.gw.ctx.nonces.issue() }), Math.min(MAX_TIMER_MS, untilExpiry - lead));
    }
    this.setTimer('token_expiry', 'once', () => this.fire('token_expired', new CloseWith(CloseCode.TokenExpired, 'the token expired')), Math.min(MAX_TIMER_MS, Math.max(0, untilExpiry)));
  }

  /** close and release of the table: every close step, then (with a code) the close frame. */
  private terminate(code: CloseCode | undefined, reason: string): void {
    this.release();
    if (this.skips('close_socket')) return;
    if (code !== undefined) {
      this.gw.metrics.closes.inc({ code: String(code) });
      this.log.info({ close_code: code, reason }, 'closing gateway connection');
      this.gw.recorder?.close(this.id, code, reason);
      if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) this.ws.close(code, closeReason(reason));
    } else {
      this.log.info({ reason }, 'gateway connection closed');
    }
  }

  /** The close steps before the close frame; each may run again (alive). */
  private release(): void {
    const steps: Record<Exclude<CloseStep, 'close_socket'>, () => void> = {
      stop_timers: () => {
        for (const name of [...this.timers.keys()]) this.clearTimer(name);
      },
      drop_queues: () => {
        this.out.stop();
        this.backlog = [];
      },
      unregister: () => this.gw.release(this),
      close_session: () => {
        if (this.identity) void closeSession(this.gw.ctx.pool, this.identity.sessionId).catch(() => {});
      },
    };
    for (const step of CLOSE_STEPS) if (step !== 'close_socket' && !this.skips(step)) steps[step]();
  }

  /** Test-only: the twin of the model test leaves one close step out (context.ts, twins). */
  private skips(step: CloseStep): boolean {
    return this.gw.ctx.twins?.skipCloseStep === step;
  }

  // ------------------------------------------------------------------ ops after identify

  /**
   * The ops after identify (6.2), one entry per op: a new op of the contract is
   * one entry here, and the compiler asks for it. An op that fails its rules
   * gets an `error` frame and the connection stays.
   */
  private static readonly OPS: { [O in ClientOp]: (c: GatewayConnection, frame: ClientFrameOf<O>, id: Identity) => Promise<void> | void } = {
    [ClientOp.Heartbeat]: (c, _frame, id) => {
      c.lastBeat = Date.now();
      c.send(ServerOp.HeartbeatAck, {});
      if (Date.now() - (c.lastTouch ?? 0) > c.gw.ctx.config.spec['sync.heartbeat_interval']) {
        c.lastTouch = Date.now();
        void touchSession(c.gw.ctx.pool, id.sessionId).catch(() => {});
      }
    },
    [ClientOp.Reauth]: (c, frame) => c.reauth(frame),
    [ClientOp.Focus]: async (c, frame, id) => {
      const max = c.gw.ctx.config.spec['sync.max_focused_threads'];
      const all = new Set([...frame.d.thread_ids, ...(frame.d.background_thread_ids ?? [])]);
      if (all.size > max) return c.sendError(frame.op, ProblemCode.ValidationFailed, `at most sync.max_focused_threads (${max}) threads in focus; the previous focus stays`);
      const focused = new Set(frame.d.thread_ids);
      c.focus = { thread_ids: [...focused], background_thread_ids: [...new Set(frame.d.background_thread_ids ?? [])].filter((t) => !focused.has(t)), idle: frame.d.idle };
      await saveFocus(c.gw.ctx.pool, id.sessionId, c.focus);
    },
    [ClientOp.TypingStart]: async (c, frame, id) => {
      const spec = c.gw.ctx.config.spec;
      if (id.kind !== 'user') return c.sendError(frame.op, ProblemCode.Forbidden, 'typing is for people only (12)');
      const thread = await c.gw.threadPlace(frame.d.thread_id);
      if (!thread || !authorize(c.visibility!, 'thread.read', thread).allowed) return c.sendError(frame.op, ProblemCode.NotFound, 'no thread with this ID');
      const last = c.typingAt.get(frame.d.thread_id) ?? 0;
      if (Date.now() - last < spec['sync.typing_min_interval']) return; // throttled (12)
      c.typingAt.set(frame.d.thread_id, Date.now());
      c.gw.typing(frame.d.thread_id, id.principalId, Date.now() + spec['sync.typing_ttl']);
    },
    [ClientOp.TypingStop]: (c, frame) => {
      c.typingAt.delete(frame.d.thread_id);
    },
    [ClientOp.Ack]: async (c, frame, id) => {
      if (!id.consumer) return c.sendError(frame.op, ProblemCode.Forbidden, 'ack is for agents only (15.2)');
      const ok = await c.gw.ack(id, frame.d.seq);
      if (!ok) c.fire('replaced', new CloseWith(CloseCode.ConsumerReplaced, 'another connection holds this consumer'));
    },
    [ClientOp.RunUpdate]: (c, frame, id) => {
      if (id.kind === 'user') return c.sendError(frame.op, ProblemCode.Forbidden, 'run.update is for agents only (11.2)');
      c.sendError(frame.op, ProblemCode.NotFound, 'no active run with this ID for this agent');
    },
    [ClientOp.CommandAutocompleteResult]: (c, frame, id) => {
      if (id.kind === 'user') return c.sendError(frame.op, ProblemCode.Forbidden, 'command.autocomplete_result is for agents and apps only (15.7)');
      c.sendError(frame.op, ProblemCode.NotFound, 'no open autocomplete request with this ID');
    },
    [ClientOp.StatsSubscribe]: async (c, frame, id) => {
      const decision = id.kind === 'user' ? authorize(c.visibility!, 'stats.read', { spaceId: frame.d.space_id }) : { allowed: false as const };
      if (!decision.allowed) return c.sendError(frame.op, ProblemCode.Forbidden, 'stats.read needs owner or manage (12)');
      c.stats = { spaceId: frame.d.space_id };
      await saveStats(c.gw.ctx.pool, id.sessionId, true, frame.d.space_id);
      if (c.state === 'live') c.startStats();
    },
    [ClientOp.StatsUnsubscribe]: async (c, _frame, id) => {
      c.stats = undefined;
      c.clearTimer('stats_frames');
      await saveStats(c.gw.ctx.pool, id.sessionId, false, undefined);
    },
    // Routed through identify_frame; after identify the table closes with 4005 before an op is run.
    [ClientOp.Identify]: () => {},
    [ClientOp.Resume]: () => {},
  };

  private handleOp(frame: ClientFrame): Promise<void> | void {
    const run = GatewayConnection.OPS[frame.op] as (c: GatewayConnection, frame: ClientFrame, id: Identity) => Promise<void> | void;
    return run(this, frame, need(this.identity, 'identity'));
  }

  private async reauth(frame: ClientFrameOf<typeof ClientOp.Reauth>): Promise<void> {
    const id = this.identity!;
    const { ctx } = this.gw;
    if (id.kind !== 'user') return this.sendError(frame.op, ProblemCode.Forbidden, 'agents and apps get a new token from their owner (6.3)');
    try {
      const auth = await authenticateToken(ctx, frame.d.access_token, frame.d.dpop, proofContext(ctx, 'GET', this.htu), id.deviceId);
      if (auth.principalId !== id.principalId || auth.deviceId !== id.deviceId) throw new AuthFailure('invalid', 'the new token is for another principal or device');
      id.expiresAt = auth.expiresAt;
      id.authSessionId = auth.sessionId;
      this.scheduleToken(id);
    } catch (err) {
      if (!(err instanceof AuthFailure)) throw err;
      if (err.reason === 'revoked') {
        this.fire('revoked', new CloseWith(CloseCode.Revoked, err.message));
        return;
      }
      this.sendError(frame.op, err.reason === 'nonce' ? ProblemCode.UseDpopNonce : ProblemCode.AuthenticationFailed, `reauth refused: ${err.message}; the connection closes with ${CloseCode.TokenExpired} at expiry`);
    }
  }

  private startStats(): void {
    const tick = async () => {
      if (!this.stats || this.state !== 'live') return;
      const decision = authorize(this.visibility!, 'stats.read', { spaceId: this.stats.spaceId });
      if (!decision.allowed) {
        this.stats = undefined;
        this.clearTimer('stats_frames');
        this.sendError(ClientOp.StatsSubscribe, ProblemCode.Forbidden, 'stats.read was lost; the subscription ended (12)');
        return;
      }
      const text = await statsFrame(this.gw.ctx.pool, this.visibility!, this.stats.spaceId, this.gw.ctx.config.spec['stats.live_interval']);
      this.offerEphemeral(text);
    };
    this.setTimer('stats_frames', 'every', () => void tick().catch((err: unknown) => this.gw.ctx.database.failed(err, EventType.StatsLive) || this.log.warn({ err }, 'stats frame failed')), this.gw.ctx.config.spec['stats.live_interval']);
  }

}
