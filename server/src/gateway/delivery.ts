// Delivery to one gateway connection (7.2, 8.1-8.3, 7.5): the dispatcher's
// events live or into the backlog, the catch-up from the cursor, the permission
// cache in log order and the access changes that withdraw queued frames.
// Owned by its GatewayConnection (connection.ts), which performs the actions of
// the table; this part changes no state, it fires events (D66).
import { carriesInvocationToken, CloseCode, EventType, ResyncReason, ServerOp, type AccessChangedV1, type Channel, type ServerFrameData, type ServerOp as ServerOpName } from '@bothy/generated';
import { VisibilityTimeline } from '../authz/timeline.ts';
import { sharedChannelMap, type Visibility } from '../authz/visibility.ts';
import { CatchupStream, mayReceive } from '../catchup/stream.ts';
import { catchupMaxEventsFor, resyncHeadFor } from '../catchup/resync.ts';
import type { LogRow } from '../events/log-reader.ts';
import { AgentWindow } from '../agents/window.ts';
import { saveFocus } from './sessions.ts';
import type { GatewayConnection } from './connection.ts';
import { holderOf, type Gateway } from './gateway.ts';
import type { LiveCursorWatch } from './live-cursor.ts';
import { corkSocket, type Outbound, type OutgoingFrame } from './outbound.ts';
import { CloseWith, type GatewayState } from './state.ts';
import { keptOnRemoval, withdrawnOnRemoval, type RemovedPlace } from './withdrawal.ts';

/** The newest epoch change: head and epoch of the new timeline (7.5). */
export interface EpochNews {
  head: number;
  syncEpoch: string;
}

export class Delivery {
  /** Set by login before head_seq is read (6.3); until then the dispatcher's events are not this connection's. */
  private registered = false;
  /**
   * Events up to here come from the snapshot or the catch-up; the dispatcher's
   * events after it are delivered live. Until head_seq is read it is 0, so that
   * an event committed while ready is built is buffered, never dropped (6.3).
   */
  private liveFrom = 0;
  private lastSentSeq = 0;
  /** The seq of this connection's last dispatch or cursor frame: where its skipped events start counting (7.1). */
  private moved = 0;
  /** This connection's entry in the gateway's live cursor queue; an epoch change ends it and makes another (7.1, 7.5). */
  private cursorWatch?: LiveCursorWatch<GatewayConnection>;
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
   * access.changed in between (authz/timeline.ts). The connection's `visibility` is its newest state.
   */
  private permissions?: VisibilityTimeline;
  /** The log position the permission cache reflects. */
  private visibilityAt = 0;
  /** Moves with every change of the sync epoch (7.5): work begun on the old timeline stops. */
  private epochGeneration = 0;
  /** The newest epoch change. */
  private epochNews?: EpochNews;
  /** ready or resumed is out: a resync_required may follow at once. */
  private greeted = false;
  /** An agent consumer's delivery window (15.2, agents/window.ts), from the claim of its cursor on. */
  private window?: AgentWindow;
  /** A store of acked_seq failed and none succeeded since: logged once. */
  private storeFailing = false;

  constructor(private readonly c: GatewayConnection) {}

  // The connection's parts that the catch-up and the delivery use, under the names they had there.
  private get gw(): Gateway {
    return this.c.gw;
  }

  private get state(): GatewayState {
    return this.c.state;
  }

  private get out(): Outbound {
    return this.c.out;
  }

  private get visibility(): Visibility | undefined {
    return this.c.visibility;
  }

  private send<O extends ServerOpName>(op: O, d: ServerFrameData<O>): void {
    this.c.send(op, d);
  }

  // ------------------------------------------------------------------ what login and the close steps use

  /** Nothing waits for delivery: no backlog, no reload, an empty outbound queue. */
  get idle(): boolean {
    return this.backlog.length === 0 && !this.reloading && this.out.depth === 0;
  }

  /** The events waiting for live delivery, and an agent's waiting or unacknowledged ones (SPEC.md, G3). */
  get waiting(): number {
    const w = this.window?.state;
    return this.backlog.length + (w ? w.queued + w.inflight : 0);
  }

  /** The count of epoch changes so far; work that began under another count is on the old timeline. */
  get generation(): number {
    return this.epochGeneration;
  }

  /** Registered for delivery before head_seq is read (6.3): nothing falls between snapshot and live. */
  register(): void {
    this.registered = true;
  }

  /** drop_queues of the close steps: the events waiting for live delivery go. */
  drop(): void {
    this.backlog = [];
    this.window?.drop();
  }

  /** The delivery window of an agent consumer, once its cursor is claimed (15.2). */
  get agent(): AgentWindow | undefined {
    return this.window;
  }

  /**
   * 15.1, 15.2: an agent consumer's events go through a window from its acked_seq
   * on: at most agent.max_inflight_events in flight, redelivery after
   * agent.ack_timeout, acked_seq stored every agent.ack_persist_interval.
   */
  startAgent(acked: number): AgentWindow {
    const c = this.c;
    const { ctx } = this.gw;
    const spec = ctx.config.spec;
    const id = c.identity!;
    const window = new AgentWindow(
      acked,
      {
        frame: (row) => this.gw.dispatchText(row, id.kind === 'agent'), // 2.2: trace_context to agent adapters only, not to apps
        push: (text, row) => this.out.push(this.durableFrame(text, row)),
        cursor: (seq) => this.send(ServerOp.Cursor, { seq }),
        ackTimer: (arm) => (arm ? c.setTimer('ack_timeout', 'once', () => c.fire('ack_timeout'), spec['agent.ack_timeout']) : c.clearTimer('ack_timeout')),
        store: (seq) => this.gw.storeAcked(id, seq),
        mayStill: async (row) => {
          // A grant or membership that expired without an event (8.2): the permission state is read again first.
          if (this.reloading || this.expired()) await this.reloadVisibility();
          const v = this.visibility;
          return !!v && mayReceive(v, row);
        },
        fenced: () => c.fire('replaced', new CloseWith(CloseCode.ConsumerReplaced, 'another connection holds this consumer')),
        failed: (err) => {
          if (!ctx.database.failed(err, 'agent delivery')) c.log.error({ err }, 'delivering an event to the agent failed');
          c.fire('server_error', new CloseWith(CloseCode.UnknownError, 'an event could not be delivered'));
        },
        log: c.log,
      },
      {
        maxInflight: spec['agent.max_inflight_events'],
        gate: ctx.invocationGate,
        gateBatchMax: ctx.config.server.writeBatchMax,
        gateBatched: (outcome) => this.gw.metrics.gateBatches.inc({ outcome }),
        holder: holderOf(id),
        ackOnDelivery: ctx.twins?.ackOnDelivery,
        dropOnError: ctx.twins?.dropOnDeliveryError,
        noGate: () => this.gw.noInvocationGate(),
      },
    );
    this.window = window;
    c.setTimer('ack_persist', 'every', () => c.fire('persist_due'), spec['agent.ack_persist_interval']);
    return window;
  }

  /**
   * The action store_acked (agent.ack_persist_interval): a failed write is
   * logged (once until a write succeeds) and `stored` stays, so the next
   * interval tries again; it never rejects (15.2, D91).
   */
  storeAcked(): Promise<void> | undefined {
    return this.window?.store().then(
      () => {
        this.storeFailing = false;
      },
      (err: unknown) => {
        if (this.gw.ctx.database.failed(err, 'agent cursor') || this.storeFailing) return;
        this.storeFailing = true;
        this.c.log.warn({ err }, 'storing acked_seq failed; the next agent.ack_persist_interval tries again');
      },
    );
  }

  setLiveFrom(head: number): void {
    this.liveFrom = head;
    this.backlog = this.backlog.filter((r) => r.seq > head);
  }

  /** Everything up to seq is out (the snapshot's head, or the end of the catch-up). */
  sentThrough(seq: number): void {
    this.lastSentSeq = seq;
  }

  /**
   * ready or resumed is out: from now on an epoch change sends its
   * resync_required at once. Returns the change that came while it was built
   * (since `generation`), if any.
   */
  greet(generation: number): EpochNews | undefined {
    this.greeted = true;
    return this.epochNews && generation !== this.epochGeneration ? this.epochNews : undefined;
  }

  /** Where live delivery starts after a catch-up begun under `generation`: the new head if the epoch changed meanwhile (7.5). */
  liveHead(generation: number, head: number): number {
    return generation === this.epochGeneration ? head : (this.epochNews?.head ?? head);
  }

  /** Installs a permission state unless a newer one (read at a later head) is already in place. */
  usePermissions(t: VisibilityTimeline): void {
    if (this.permissions && this.permissions.baseSeq > t.baseSeq) return;
    this.permissions = t;
    this.c.visibility = t.base;
    this.visibilityAt = Math.max(this.visibilityAt, t.baseSeq);
  }

  // ------------------------------------------------------------------ catch-up

  /**
   * The catch-up stream from the cursor to head (catchup/stream.ts): the next
   * page is read while this one is sent, each event is checked with the
   * connection's permission state of its position (reloaded when a revocation
   * arrives meanwhile, 8.1), cursor frames where the stream says (7.1, 7.2).
   */
  async catchUp(from: number, to: number): Promise<void> {
    this.lastSentSeq = from;
    // An agent's catch-up goes on after a retention gap met on the way, from the gap's end (D360).
    for (let after: number | undefined = from; after !== undefined; ) after = await this.catchUpStream(after, to);
    // An agent's catch-up is over once its window sent every event and cursor frame of it (15.2 lets
    // at most agent.max_inflight_events out unacknowledged): catchup.complete and the state live (and
    // with it the ephemeral events) follow them, never overtake them (7.2; D506). Until then the
    // connection stays catching_up and new live events wait in the backlog.
    if (this.window && !this.gw.ctx.twins?.agentCompleteOvertakesWindow) await this.window.sentAll();
  }

  /** One stream of the catch-up; returns where the next starts when it ended at a gap an agent goes on after. */
  private async catchUpStream(from: number, to: number): Promise<number | undefined> {
    const spec = this.gw.ctx.config.spec;
    const generation = this.epochGeneration;
    const current = () => this.state === 'catching_up' && (generation === this.epochGeneration || !this.gw.catchupStopsOnEpochChange);
    const stream = new CatchupStream(this.gw.ctx.pool, {
      after: from,
      head: to,
      pageSize: spec['sync.catchup_page_size'],
      catchupMaxEvents: catchupMaxEventsFor(this.window !== undefined, spec['sync.catchup_max_events'], this.gw.ctx.twins?.agentsResyncTooFarBehind),
      advanceEvery: spec['sync.cursor_advance_every'],
      permissions: { from: 'consumer', filter: () => this.visibility!, at: (seq) => this.permissions?.at(seq) ?? this.visibility },
      prefetch: true,
      // Pages of known bounds below the fixed head, several read at once (D496).
      readAhead: { pages: this.gw.ctx.config.server.catchupReadAhead, bytes: this.gw.ctx.config.server.catchupReadAheadBytes, budget: this.gw.readAheadBudget },
      ready: async () => {
        await this.out.whenBelow(Math.max(1, Math.floor(this.out.max / 2)));
        // An agent's window waits for acks (15.2): the next page is handed out when its queue has room for one.
        await this.window?.whenBelow(spec['sync.catchup_page_size']);
      },
      stopped: () => !current(),
    });
    // The stream has authorized each row (admits); deliverDurable does not check it again.
    const deliver = (row: LogRow, allowed: boolean) => this.deliverDurable(row, { allowed });
    try {
      for (let page = await stream.next(); page && current(); page = await stream.next()) {
        if (page.kind === 'resync') {
          // Retention ran past the cursor during the catch-up: what lies below min_retained_seq is gone (7.3).
          // A person's client reloads and is live from head; an agent is told where the gap ends and goes on (D360).
          const headSeq = resyncHeadFor(this.window !== undefined, page.reason, page.timeline, to, this.gw.ctx.twins?.agentsResyncRetentionToHead);
          const resync = { reason: page.reason, head_seq: headSeq, sync_epoch: page.timeline.syncEpoch };
          // An agent's goes behind the events its window still holds, and its ack of head_seq is valid then (15.2).
          if (this.window) this.window.resync(headSeq, () => this.send(ServerOp.ResyncRequired, resync));
          else this.send(ServerOp.ResyncRequired, resync);
          this.lastSentSeq = Math.max(this.lastSentSeq, headSeq);
          return headSeq < to ? headSeq : undefined;
        }
        // The page's frames leave in as few writes as the socket's room allows (outbound.ts).
        let uncork = corkSocket(this.c.ws);
        try {
          for (const row of page.rows) {
            if (this.reloading || this.expired()) {
              uncork?.();
              uncork = undefined;
              await this.reloadVisibility();
            }
            if (!current()) return undefined;
            const seq = stream.step(row, deliver, this.gw.ctx.twins?.catchupCursorAfterGap ? undefined : (before) => this.sendCursor(before));
            if (seq !== undefined) this.sendCursor(seq);
          }
          if (!current()) return undefined;
          this.lastSentSeq = Math.max(this.lastSentSeq, page.nextCursor);
          this.sendCursor(page.nextCursor);
        } finally {
          uncork?.();
        }
      }
    } finally {
      await stream.close();
    }
    return undefined;
  }

  /** A cursor frame (7.1); an agent's goes behind the events its window still holds. */
  private sendCursor(seq: number): void {
    this.moved = Math.max(this.moved, seq);
    if (this.window) this.window.cursor(seq);
    else this.send(ServerOp.Cursor, { seq });
  }

  // ------------------------------------------------------------------ live delivery

  /** Called by the dispatcher for every committed event, in seq order (10). */
  offer(row: LogRow): void {
    const state = this.c.state;
    if (!this.registered || row.seq <= this.liveFrom || state === 'closed') return;
    if (state !== 'live' || this.reloading || this.backlog.length > 0) {
      this.backlog.push(row);
      this.gw.index.unsteady(this.c);
      // A revocation during catch-up takes effect at once: the cache reloads while catch-up goes on.
      if (state !== 'live' && this.isMyAccessChange(row)) {
        this.withdrawRemoved(row);
        void this.reloadVisibility();
      }
      if (this.backlog.length + (this.window?.queued ?? 0) > this.out.max) {
        this.c.fire('overflow', new CloseWith(CloseCode.SlowConsumer, 'events waiting for delivery over sync.outbound_queue_max'));
      }
      return;
    }
    this.deliverLive(row);
  }

  /**
   * Live, the connection went past `head` (catchup.complete's): from now on the gateway's pump asks
   * liveCursor whenever sync.cursor_advance_every events may have gone by unseen (7.1, live-cursor.ts).
   */
  watchLiveCursor(head: number): void {
    this.moved = Math.max(this.moved, head);
    if (this.cursorWatch) this.cursorWatch.ended = true;
    this.cursorWatch = { c: this.c, ended: false };
    this.gw.liveCursors.watch(this.cursorWatch, this.moved + this.gw.ctx.config.spec['sync.cursor_advance_every']);
  }

  /**
   * 7.1 in live delivery: the pump delivered everything up to `seq`. When sync.cursor_advance_every
   * events went by since this connection's last dispatch or cursor, none of them for it, it gets
   * cursor {seq}: nothing at or below `seq` is still on its way to it, provided it is steady (live, no
   * reload of its permissions running, nothing waiting). One that is not is asked again at the next
   * seq (unsteady is rare and short), so that the bound holds once it is steady. Returns the seq to be
   * asked again at, or undefined once it is closed.
   */
  liveCursor(seq: number): number | undefined {
    if (this.state === 'closed') return undefined;
    const every = this.gw.ctx.config.spec['sync.cursor_advance_every'];
    if (this.moved + every > seq) return this.moved + every;
    const unsteady = (this.reloading || this.backlog.length > 0) && !this.gw.ctx.twins?.liveCursorWhileUnsteady;
    if (this.state !== 'live' || unsteady || seq <= this.liveFrom) return seq + 1;
    if (!this.gw.ctx.twins?.liveWithoutCursor) this.sendCursor(seq);
    return seq + every;
  }

  /** Delivers waiting events in seq order until a reload of the permission cache has to run first. */
  drainBacklog(): void {
    while (this.state === 'live' && !this.reloading && this.backlog.length > 0) this.deliverLive(this.backlog.shift()!);
    // Steady again: from now on it receives only the events the index names for it.
    if (this.state === 'live' && !this.reloading && this.backlog.length === 0) this.gw.index.steady(this.c);
  }

  private isMyAccessChange(row: LogRow): boolean {
    return row.type === EventType.AccessChanged && row.audience_principal_id === this.c.identity?.principalId && row.seq > this.visibilityAt;
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
    if (this.expired()) {
      // A grant or membership expired: authorize treats it as absent at once (8.2).
      this.backlog.unshift(row);
      void this.reloadVisibility();
      return;
    }
    this.deliverDurable(row);
  }

  /**
   * Sends one durable event once, after authorize; returns whether it was sent.
   * `page`: the row comes from this connection's catch-up page, with the stream's authorize of it
   * (the same V(seq)), so it is not checked twice; its frame is this connection's alone, written as
   * bytes, neither cached per row nor looked up among the shared frames. Without it the row is live.
   * (An agent's or app's window builds its frames itself, cached, on both paths.)
   */
  private deliverDurable(row: LogRow, page?: { allowed: boolean }): boolean {
    if (row.seq <= this.lastSentSeq) return false; // at most once per connection
    this.lastSentSeq = row.seq;
    // An agent gets what its grants allow, its personal events and agent.updated (agent.read: itself as the resource, D201; 15.1).
    if (!(page ? page.allowed : this.mayReceiveAt(row))) return false;
    this.moved = row.seq;
    if (this.window) {
      // 15.2: through the agent's window; waiting events count against sync.outbound_queue_max (4014).
      this.window.offer(row);
      if (this.window.queued > this.out.max) {
        this.c.fire('overflow', new CloseWith(CloseCode.SlowConsumer, 'events waiting for acks over sync.outbound_queue_max'));
      }
      return true;
    }
    // Fail closed (15.3): an event whose delivery carries an invocation token goes out only through a window's gate.
    if (carriesInvocationToken(row.type)) {
      this.c.log.warn({ seq: row.seq, type: row.type }, 'an event needing an invocation token met a connection without an agent window; not delivered');
      return false;
    }
    // 2.2: trace_context only in deliveries to agent adapters (not to people, not to apps).
    const agent = this.c.identity?.kind === 'agent';
    // A page's row is this connection's alone: its frame is encoded here, once, as bytes (pageDispatchBytes).
    return this.out.push(this.durableFrame(page ? this.gw.pageDispatchBytes(row, agent) : this.gw.dispatchText(row, agent), row));
  }

  /**
   * A durable event's frame for the outbound queue, with the place the withdrawal of 8.3 reads
   * (withdrawRemoved): its channel and space, or none for the receiver's own events, which a removal
   * leaves (withdrawal.ts keptOnRemoval, D283). A frame does not keep its row, so the rule is applied
   * here. The fields are written out, not spread from a place object: nothing is made per frame but the frame.
   */
  private durableFrame(data: string | Buffer, row: LogRow): OutgoingFrame {
    const placed = this.gw.ctx.twins?.withdrawOwnEvents || !keptOnRemoval(row, this.c.identity?.principalId);
    return { data, op: ServerOp.Dispatch, durable: true, channelId: placed ? row.channel_id : null, spaceId: placed ? row.space_id : null };
  }

  /** A grant or membership of the permission state expired without an event (8.2): the state is read again first. */
  private expired(): boolean {
    return Date.now() >= (this.visibility?.validUntil ?? Infinity);
  }

  /** authorize with V(seq) of the connection's permission state (8.1). */
  private mayReceiveAt(row: LogRow): boolean {
    const v = this.permissions?.at(row.seq) ?? this.visibility;
    return !!v && mayReceive(v, row);
  }

  /** An ephemeral frame: only when live, dropped (never closing) when the queue is full (7.2). */
  offerEphemeral(text: string, channelId?: string): boolean {
    if (this.state !== 'live' && !this.gw.ctx.twins?.ephemeralBeforeLive) return false;
    return this.out.push({ data: text, durable: false, channelId });
  }

  // ------------------------------------------------------------------ the permission cache and access changes (8.1-8.3, 7.5)

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
    this.moved = head;
    // The old timeline's due seq means nothing on the new one (its head may be lower): counted from head again.
    if (this.cursorWatch) this.watchLiveCursor(head);
    this.visibilityAt = head;
    this.backlog = [];
    // The consumer's cursor is on the new timeline now (finalize set acked_seq and its epoch, D286), also
    // when the window starts only after ready (an epoch change during identify).
    if (this.c.identity?.consumer) this.c.identity.cursorEpoch = syncEpoch;
    this.window?.reset(head);
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
    const id = this.c.identity;
    // Before ready the state is read with head_seq (begin); a later change is reached in log order.
    if (!id || !this.permissions) return Promise.resolve();
    const at = this.lastSentSeq;
    const generation = this.epochGeneration;
    this.gw.index.unsteady(this.c);
    const reload = this.gw
      .headVisibilityFor(id.principalId)
      .then(async ({ timeline, visibility: v }) => {
        if (generation !== this.epochGeneration) return; // read on the old timeline: read again
        if (!v || !v.active) {
          this.c.fire('revoked', new CloseWith(CloseCode.Revoked, 'the principal is no longer active'));
          return;
        }
        const changes = await this.gw.accessChangesFor(id.principalId, at, timeline.headSeq);
        if (generation !== this.epochGeneration) return;
        this.usePermissions(new VisibilityTimeline(v, timeline.headSeq, changes));
      })
      .catch((err: unknown) => {
        if (!this.gw.ctx.database.failed(err, 'permission cache')) this.c.log.error({ err }, 'rebuilding the permission cache failed');
        this.c.fire('server_error', new CloseWith(CloseCode.UnknownError, 'permissions could not be read'));
      })
      .finally(() => {
        this.reloading = undefined;
        if (generation !== this.epochGeneration && this.state !== 'closed') void this.reloadVisibility();
        else this.drainBacklog();
      });
    this.reloading = reload;
    return reload;
  }

  /**
   * 8.3: what waits of removed targets leaves the queue, the agent's window and the backlog, but the
   * receiver's own events stay (withdrawal.ts, D283); their threads leave the focus.
   */
  private withdrawRemoved(row: LogRow): void {
    const payload = (JSON.parse(row.json) as { payload: AccessChangedV1 }).payload;
    const channels = new Set(payload.removed.filter((t) => t.kind === 'channel').map((t) => t.id));
    const spaces = new Set(payload.removed.filter((t) => t.kind === 'space').map((t) => t.id));
    const instance = payload.removed.some((t) => t.kind === 'instance');
    if (!channels.size && !spaces.size && !instance) return;
    const gone: RemovedPlace = (channelId, spaceId) => (channelId ? channels.has(channelId) : !!spaceId && (spaces.has(spaceId) || instance));
    const c = this.c;
    const me = c.identity?.principalId;
    // A frame of the receiver's own event carries no place (durableFrame): gone() keeps it.
    const withdrawn = this.out.withdraw((f) => gone(f.channelId, f.spaceId));
    this.window?.withdraw((r) => withdrawnOnRemoval(r, me, gone));
    // Only what waits below the access.changed (D284): a later row is checked with V(its seq) after the
    // reload, so one after a re-grant of the same target (a later access.changed in the backlog) still goes out.
    const later = this.gw.ctx.twins?.withdrawLaterBacklog ? () => false : (r: LogRow) => r.seq >= row.seq;
    this.backlog = this.backlog.filter((r) => later(r) || !withdrawnOnRemoval(r, me, gone));
    // Their threads leave the focus; a thread whose place this node never looked up is looked up
    // (D312), and until then the live box sends this connection nothing (permissionsSettling).
    const unknown: string[] = [];
    this.endFocus((t) => {
      const place = this.gw.knownThreadPlace(t);
      if (!place) unknown.push(t);
      return !!place && gone(place.channelId, place.spaceId);
    });
    if (unknown.length && !this.gw.ctx.twins?.focusKeepsUnknownThreads) {
      // One query for them all; a failed lookup ends nothing: the rebuilt cache then decides what the
      // live box sends.
      this.focusChecks++;
      void this.gw
        .threadPlacesOf(unknown)
        .then((places) => {
          this.endFocus((t) => {
            if (!unknown.includes(t)) return false;
            const p = places.get(t);
            return !p || gone(p.channelId, p.spaceId);
          });
        })
        .catch((err: unknown) => {
          if (!this.gw.ctx.database.failed(err, 'focus after a removal')) c.log.error({ err }, 'looking up the focused threads after a removal failed');
        })
        .finally(() => {
          this.focusChecks--;
        });
    }
    if (withdrawn) c.log.debug({ withdrawn }, 'withdrew queued frames of removed targets');
  }

  /** Threads of the focus for which `ends` holds leave it (8.3), and the session keeps the rest. */
  private endFocus(ends: (threadId: string) => boolean): void {
    const c = this.c;
    const focus = { ...c.focus, thread_ids: c.focus.thread_ids.filter((t) => !ends(t)), background_thread_ids: c.focus.background_thread_ids.filter((t) => !ends(t)) };
    if (focus.thread_ids.length === c.focus.thread_ids.length && focus.background_thread_ids.length === c.focus.background_thread_ids.length) return;
    c.focus = focus;
    if (c.identity) void saveFocus(this.gw.ctx.pool, c.identity.sessionId, focus).catch(() => {});
  }

  /** Focus checks after a removal (D312) on their way. */
  private focusChecks = 0;

  /**
   * Whether the connection's permission state is being rebuilt (after its access.changed, an
   * expiry, an epoch) or its focus checked after a removal: its durable events wait in the backlog
   * meanwhile, and the live box holds its run.updated for the next window (D312).
   */
  get permissionsSettling(): boolean {
    return this.reloading !== undefined || this.focusChecks > 0;
  }

  /** New structure for the connection's permission state, replacing (never changing) its objects. */
  private useChannels(channels: Visibility['channels']): void {
    const v = this.c.visibility;
    const base = this.permissions?.base;
    this.permissions?.withChannels(channels);
    if (v) this.c.visibility = v === base ? this.permissions!.base : { ...v, channels };
  }

  /** channel.created/updated/archived and thread.moved: the cache follows them in log order (8.1). */
  private applyStructure(row: LogRow): void {
    const v = this.visibility;
    if (!v) return;
    if (row.type === EventType.ChannelCreated || row.type === EventType.ChannelUpdated || row.type === EventType.ChannelArchived) {
      const { channel } = (JSON.parse(row.json) as { payload: { channel: Channel } }).payload;
      const before = v.channels;
      this.useChannels(this.gw.structureAfter(before, row.seq, () => {
        const known = before.get(channel.id);
        const channels = new Map(before);
        channels.set(channel.id, { ...known, id: channel.id, spaceId: channel.space_id, readOnly: channel.read_only, archived: channel.archived || (known?.archived ?? false) });
        return sharedChannelMap(channels);
      }));
    } else if (row.type === EventType.ThreadMoved) {
      const { thread } = (JSON.parse(row.json) as { payload: { thread: { id: string } } }).payload;
      this.gw.forgetThreadPlace(thread.id);
    }
  }
}
