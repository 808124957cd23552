// Login of one gateway connection (6.3): identify and resume (token, DPoP
// proof, device, session, principal, gateway.connect via identity/), the claim
// of the session, device or consumer, ready or resumed, and reauth. Owned by
// its GatewayConnection (connection.ts), which performs the actions of the
// table (authenticate, start_catchup); this part changes no state, it fires
// events (D66).
import { Action, ClientOp, CloseCode, PROTOCOL_VERSIONS, ProblemCode, ResyncReason, ServerOp, type ClientFrameOf, type ServerFrameData } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { VisibilityTimeline } from '../authz/timeline.ts';
import { catchupMaxEventsFor, resyncHeadFor, resyncReason } from '../catchup/resync.ts';
import { authenticateToken, proofContext, visibilityOf } from '../identity/authenticate.ts';
import { AuthFailure, type AuthFailureReason } from '../identity/errors.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { readSnapshot, SnapshotRowAlong } from '../snapshot/snapshot.ts';
import type { GatewayConnection } from './connection.ts';
import { boundedFrameText, corkSocket } from './outbound.ts';
import { ResumeHead } from './resume-head.ts';
import { findSession } from './sessions.ts';
import { CloseWith, ConnectionClosed } from './state.ts';
import { longLivedChild } from '../logging.ts';

/** How each refused login closes the gateway (6.4); REST maps the same reasons to problem codes. */
const AUTH_CLOSE_CODES: Record<AuthFailureReason, CloseCode> = {
  invalid: CloseCode.AuthenticationFailed,
  nonce: CloseCode.AuthenticationFailed,
  expired: CloseCode.TokenExpired,
  revoked: CloseCode.Revoked,
  pending: CloseCode.DevicePending,
};

export type IdentifyFrame = ClientFrameOf<typeof ClientOp.Identify> | ClientFrameOf<typeof ClientOp.Resume>;

export interface Identity {
  sessionId: string;
  principalId: string;
  kind: AuthContext['kind'];
  deviceId?: string;
  /** `${agent_id}:${consumer}` for agents and apps (15.1). */
  consumerKey?: string;
  consumer?: string;
  /** The consumer's acked_seq when this session claimed it (15.1; head_seq for a new consumer). */
  ackedSeq?: number;
  /** This connection's claim of the consumer, new with every identify and resume: the fence of R-SY-23 (D285). */
  claimId?: string;
  /** The timeline the consumer's acked_seq belongs to: the claim's, then each new epoch's (7.5, D286). */
  cursorEpoch?: string;
  /** The timeline of the acked_seq the claim read (D286). */
  claimEpoch?: string;
  expiresAt: number;
  /** The bound session of a person (sid), for reauth. */
  authSessionId?: string;
}

export class Login {
  /** The DPoP nonce of hello; identify and resume must name it (6.3). Spent once their proof passed. */
  nonce: string;
  private openedAt = Date.now();
  /** The twin of G4 only: ready or resumed held back until go_live (context.ts, twins). */
  private heldGreeting?: () => void;
  /** What a person's identify's claim's statement read: ready's snapshot (D486), and the epoch generation before it was read. */
  private along?: { read: SnapshotRowAlong; generation: number };
  /** A resume's head_seq and permission state, and the epoch generation before they were read (resume-head.ts, D493). */
  private resumeHead?: ResumeHead;

  constructor(private readonly c: GatewayConnection) {
    this.nonce = c.gw.ctx.nonces.issue();
  }

  /** The action `authenticate`: the checks of 6.3, then auth_ok or auth_failed with the close code of 6.4. */
  async authenticate(frame: IdentifyFrame): Promise<void> {
    const c = this.c;
    c.clearTimer('identify_timeout');
    try {
      const identity = await this.login(frame);
      await c.fire('auth_ok', undefined, { frame, identity });
    } catch (err) {
      if (err instanceof ConnectionClosed) return;
      if (err instanceof CloseWith) {
        c.fire(c.state === 'authenticating' ? 'auth_failed' : 'server_error', err);
        return;
      }
      if (err instanceof AuthFailure) {
        c.fire('auth_failed', new CloseWith(AUTH_CLOSE_CODES[err.reason], err.message));
        return;
      }
      if (c.state === 'closed') return; // the socket went first; nothing to report
      // The database not reachable while building ready: 4000 (6.4), logged once per outage (db/health.ts).
      if (!c.gw.ctx.database.failed(err, ClientOp.Identify)) c.log.error({ err }, 'identify failed on a server error');
      c.fire(c.state === 'authenticating' ? 'auth_failed' : 'server_error', new CloseWith(CloseCode.UnknownError, 'the server could not build ready'));
    }
  }

  /** Checks token, proof, device, session, principal and gateway.connect; registers for delivery. */
  private async login(frame: IdentifyFrame): Promise<Identity> {
    const c = this.c;
    const { ctx } = c.gw;
    const d = frame.d;
    const isResume = frame.op === ClientOp.Resume;
    if (!isResume && !PROTOCOL_VERSIONS.includes((d as { protocol_version: number }).protocol_version)) {
      throw new CloseWith(CloseCode.ProtocolVersionUnsupported, `protocol versions ${PROTOCOL_VERSIONS.join(', ')} are supported`);
    }
    const agentForm = 'api_token' in d;
    const token = agentForm ? d.api_token : d.access_token;
    const pc = proofContext(ctx, 'GET', c.htu, (n) => n === this.nonce && ctx.nonces.isFresh(n));
    // A revocation whose notice comes after this point and before the identity is set finds no
    // connection to close: revokedSince below meets it (8.5, D351).
    const checkedAt = performance.now();
    const auth = await authenticateToken(ctx, token, d.dpop, pc, 'device_id' in d ? d.device_id : undefined);
    this.nonce = ''; // a connection identifies once (4005); reauth takes fresh nonces
    c.alive();
    if (agentForm === (auth.kind === 'user')) throw new AuthFailure('invalid', agentForm ? 'people identify with an access token' : 'agents and apps identify with an api_token');
    const wait = c.gw.limiter.take(auth.deviceId ?? auth.apiTokenId ?? auth.principalId);
    if (wait > 0) throw new CloseWith(CloseCode.RateLimited, `retry_after_ms=${wait}`);
    // As REST does (D36): read by the token check's statement where none is kept at the visibility_version it
    // read (D549); shared by the connections and requests of the same principal (D230).
    const visibility = await visibilityOf(ctx, auth);
    c.alive();
    if (!visibility) throw new AuthFailure('invalid', 'unknown principal');
    if (!authorize(visibility, Action.GatewayConnect).allowed) throw new CloseWith(CloseCode.Forbidden, 'gateway.connect is not permitted');
    c.visibility = visibility;

    let sessionId: string;
    let consumer: string | undefined;
    if (frame.op === ClientOp.Resume) {
      const s = await findSession(ctx.pool, frame.d.gateway_session_id, ctx.config.spec['sync.resume_window'], ctx.twins?.resumeTakesConsumerBack === true);
      c.alive();
      // An agent resumes the consumer its session was identified with (15.1); a person's session has none.
      if (!s || !s.resumable || s.principal_id !== auth.principalId || (s.device_id ?? undefined) !== auth.deviceId || agentForm !== (s.consumer !== null)) {
        throw new CloseWith(CloseCode.SessionInvalid, 'unknown or expired gateway session; identify instead');
      }
      // Another process identified with this consumer since (15.1, D305): this session was replaced, whether
      // or not its connection heard the 4015. Taking the consumer back would close the newer holder with 4015.
      if (s.consumer_taken) throw new CloseWith(CloseCode.ConsumerReplaced, 'another process took over this consumer since this session');
      sessionId = s.id;
      consumer = s.consumer ?? undefined;
      c.focus = s.focus;
      if (s.stats_subscribed) c.ops.resumeStats(s.stats_space_id ?? undefined);
      c.gw.registry.session(sessionId)?.replacedBy(sessionId, consumer ? new CloseWith(CloseCode.ConsumerReplaced, 'the consumer session was resumed elsewhere') : new CloseWith(CloseCode.DeviceReplaced, 'the session was resumed elsewhere'));
    } else {
      sessionId = uuidv7();
      consumer = 'api_token' in frame.d ? (frame.d.consumer ?? 'default') : undefined;
    }
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
    c.identity = identity;
    // A session opened or reopened after the close is closed again here.
    c.alive();
    if (c.gw.revokedSince(identity, checkedAt)) throw new CloseWith(CloseCode.Revoked, 'session, device or principal revoked');
    c.log = longLivedChild(c.gw.log, { connection_id: c.id, gateway_session_id: sessionId, principal_id: auth.principalId, device_id: auth.deviceId });
    // A resume's head is read after the registration below (resume-head.ts; a twin reads it here, before).
    const head = isResume ? await ResumeHead.start(c, identity, visibility) : undefined;
    // Registered for delivery before head_seq is read (6.3): nothing falls between snapshot and live.
    c.delivery.register();
    // The session row is created (identify) or reopened (resume) with the claim (gateway.ts). A person's
    // identify reads its snapshot in the claim's statement (D486), a person's resume its head_seq and
    // visibility_version (D493), after the registration above; begin takes what was read, for the
    // visibility it was filtered with, and as read under the epoch generation read here (7.5).
    this.resumeHead = head;
    this.along = !isResume && identity.deviceId ? { read: new SnapshotRowAlong(visibility), generation: c.delivery.generation } : undefined;
    await c.gw.claim(c, identity, isResume ? 'reopen' : 'create', head ? head.along() : this.along?.read);
    c.alive();
    return identity;
  }

  /** The action `start_catchup`: ready or resumed, then catch-up from the cursor, then live (6.3, 7.2, 7.3). */
  async begin(frame: IdentifyFrame, identity: Identity): Promise<void> {
    const c = this.c;
    const delivery = c.delivery;
    const { ctx } = c.gw;
    const spec = ctx.config.spec;
    this.openedAt = Date.now();
    const along = this.along;
    const resumeHead = this.resumeHead;
    this.along = undefined;
    this.resumeHead = undefined;
    let generation = delivery.generation;
    let head: number;
    let timeline;
    let snapshotTooLarge = false;
    if (frame.op === ClientOp.Resume) {
      // head_seq and the permission state from one snapshot: a change committed after login is in both or in
      // neither; read by a person's claim (D493) while the login's visibility stands, else now (resume-head.ts).
      const read = await resumeHead!.read(c.visibility);
      c.alive();
      generation = read.generation;
      timeline = read.timeline;
      if (!read.visibility || !read.visibility.active) throw new CloseWith(CloseCode.Revoked, 'the principal is no longer active');
      if (!ctx.twins?.permissionStateAtArrival) c.visibility = read.visibility;
      head = timeline.headSeq;
      if (generation === delivery.generation) delivery.setLiveFrom(head);
      const resumed: ServerFrameData<typeof ServerOp.Resumed> = { gateway_session_id: identity.sessionId, head_seq: head, sync_epoch: timeline.syncEpoch };
      this.greet(() => c.send(ServerOp.Resumed, resumed));
    } else {
      // The snapshot reads head_seq, the retained floor and the permission state together (snapshot.ts, one
      // statement), starting from the login's visibility (read by its token check, D549, or kept, D230).
      const { snapshot, visibility, minRetainedSeq } = await readSnapshot(ctx.pool, identity.principalId, c.visibility, along?.read);
      c.alive();
      // The claim's statement read this snapshot (its row taken, D486): an epoch change since is one during ready's build (7.5).
      if (along?.read.row) generation = along.generation;
      c.visibility = visibility;
      // Current at the snapshot's head: the next identify of this principal starts from it (D230).
      ctx.visibilityCache.set(visibility);
      head = snapshot.head_seq;
      timeline = { headSeq: head, syncEpoch: snapshot.sync_epoch, minRetainedSeq };
      if (generation === delivery.generation) delivery.setLiveFrom(head);
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
      // The snapshot is left out when ready with it would pass the frame limit (2.3; D477).
      const text = boundedFrameText(ServerOp.Ready, ready, 'snapshot', spec['sync.ws_max_frame_bytes'], ctx.twins?.snapshotPastFrame === true);
      if (text.leftOutBytes) {
        snapshotTooLarge = true;
        c.gw.metrics.snapshotLeftOut(ServerOp.Ready, c.log, { bytes: text.leftOutBytes, limit: spec['sync.ws_max_frame_bytes'] });
      }
      this.greet(() => c.sendText(text.text));
    }
    c.startTimers(identity);
    const stale = delivery.greet(generation);
    if (identity.consumer && !stale && identity.claimEpoch !== timeline.syncEpoch) {
      // Restore finalize committed after the claim read acked_seq and before ready's snapshot (D286): that
      // acked_seq is the old timeline's, which may lie above the new head; the row holds the new one's now.
      await c.gw.reclaimCursor(identity);
      c.alive();
    }
    const d = frame.d;
    const cursor = identity.consumer ? identity.ackedSeq : 'cursor' in d ? d.cursor : undefined;
    // 15.2: an agent's events go through its window from acked_seq + 1 on, also after an epoch change
    // during identify, from the new head then (the restore set every cursor to it, 7.5).
    const window = identity.consumer && cursor !== undefined ? delivery.startAgent(stale ? stale.head : cursor) : undefined;
    if (stale) {
      // The epoch changed while ready was built (7.5): nothing of the old timeline follows; live from the new head.
      c.send(ServerOp.ResyncRequired, { reason: ResyncReason.EpochChanged, head_seq: stale.head, sync_epoch: stale.syncEpoch });
      await c.fire('catchup_done', undefined, { head: stale.head });
      return;
    }
    delivery.sentThrough(head);

    const epoch = identity.consumer ? undefined : 'sync_epoch' in d ? d.sync_epoch : undefined;
    const maxEvents = catchupMaxEventsFor(identity.consumer !== undefined, spec['sync.catchup_max_events'], ctx.twins?.agentsResyncTooFarBehind);
    // A person whose ready came without its snapshot loads it by REST (D477), unless another reason says
    // so already. Also with a cursor: the snapshot's state that no event carries (agent presence, which is
    // ephemeral; counters of a cache the app did not keep) would otherwise be missing or stale.
    const reason = (cursor === undefined ? undefined : resyncReason(cursor, epoch, { ...timeline, headSeq: head }, maxEvents)) ??
      (snapshotTooLarge && !identity.consumer ? ResyncReason.SnapshotTooLarge : undefined);
    // Where the catch-up starts: the cursor, or after resync_required the head_seq it names (an agent's
    // goes on after a retention gap, D360); nothing to catch up when that is the head.
    const resyncHead = reason ? resyncHeadFor(window !== undefined, reason, timeline, head, ctx.twins?.agentsResyncRetentionToHead) : undefined;
    const from = resyncHead ?? cursor;
    // The catch-up checks each event with the state of its own position in the log (8.1).
    const changes = from !== undefined && from < head ? await c.gw.accessChangesFor(identity.principalId, from, head) : [];
    c.alive();
    delivery.usePermissions(new VisibilityTimeline(c.visibility!, head, changes));
    const catchUp = async (): Promise<void> => {
      if (reason) {
        c.send(ServerOp.ResyncRequired, { reason, head_seq: resyncHead!, sync_epoch: timeline.syncEpoch });
        window?.checkedThrough(resyncHead!);
      }
      if (reason ? from! < head : cursor !== undefined) await delivery.catchUp(from!, head);
      c.alive();
      if (c.state !== 'catching_up') return;
      c.gw.metrics.catchupSeconds.observe((Date.now() - this.openedAt) / 1000);
      // An epoch change during the catch-up ended it; the connection is live from the new head (7.5).
      await c.fire('catchup_done', undefined, { head: delivery.liveHead(generation, head) });
    };
    // An agent's catch-up waits for its acks (15.2), and frames are handled one at a time: it runs
    // beside the frame chain, so that acks and heartbeats are handled while it waits (D90).
    if (window) void catchUp().catch((err: unknown) => this.catchUpFailed(err));
    else await catchUp();
  }

  /** A catch-up that ran beside the frame chain failed: as identify would have (4000), unless the connection closed first. */
  private catchUpFailed(err: unknown): void {
    const c = this.c;
    if (err instanceof ConnectionClosed || c.state === 'closed') return;
    if (!c.gw.ctx.database.failed(err, 'agent catch-up')) c.log.error({ err }, 'the catch-up of an agent consumer failed');
    c.fire('server_error', new CloseWith(CloseCode.UnknownError, 'the catch-up failed'));
  }

  /** ready or resumed goes out; the twin of G4 holds it back until go_live, after the catch-up's events. */
  private greet(send: () => void): void {
    if (this.c.gw.ctx.twins?.greetAfterCatchup) {
      this.heldGreeting = send;
      return;
    }
    // ready or resumed and, when nothing is to be caught up, catchup.complete (sent by the same
    // synchronous run of begin) leave in one write: the socket is corked until the next tick (unless
    // ready alone passes the socket's high-water mark, outbound.ts). A catch-up's pages come after
    // an await, uncorked, and cork themselves (issue 22).
    const uncork = corkSocket(this.c.ws);
    if (uncork) process.nextTick(uncork);
    send();
  }

  /** Called by go_live: the greeting the twin of G4 held back, if any. */
  sendHeldGreeting(): void {
    const send = this.heldGreeting;
    this.heldGreeting = undefined;
    send?.();
  }

  /** reauth (6.3): a new token for the same principal and device moves the expiry; a refused one gets an error frame. */
  async reauth(frame: ClientFrameOf<typeof ClientOp.Reauth>): Promise<void> {
    const c = this.c;
    const id = c.identity!;
    const { ctx } = c.gw;
    if (id.kind !== 'user') return c.sendError(frame.op, ProblemCode.Forbidden, 'agents and apps get a new token from their owner (6.3)');
    try {
      const checkedAt = performance.now();
      const auth = await authenticateToken(ctx, frame.d.access_token, frame.d.dpop, proofContext(ctx, 'GET', c.htu), id.deviceId);
      if (auth.principalId !== id.principalId || auth.deviceId !== id.deviceId) throw new AuthFailure('invalid', 'the new token is for another principal or device');
      id.expiresAt = auth.expiresAt;
      id.authSessionId = auth.sessionId;
      // A notice naming the new session that came during the check was compared with the old one (D351).
      if (c.gw.revokedSince(id, checkedAt)) {
        c.fire('revoked', new CloseWith(CloseCode.Revoked, 'session, device or principal revoked'));
        return;
      }
      c.scheduleToken(id);
    } catch (err) {
      if (!(err instanceof AuthFailure)) throw err;
      if (err.reason === 'revoked') {
        c.fire('revoked', new CloseWith(CloseCode.Revoked, err.message));
        return;
      }
      c.sendError(frame.op, err.reason === 'nonce' ? ProblemCode.UseDpopNonce : ProblemCode.AuthenticationFailed, `reauth refused: ${err.message}; the connection closes with ${CloseCode.TokenExpired} at expiry`);
    }
  }
}
