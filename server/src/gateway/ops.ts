// The ops after identify (6.2) of one gateway connection: the record OPS with
// one handler per client op of the contract (a new op is one entry; the
// compiler asks for it), typing and stats.live subscriptions (12). Owned by its
// GatewayConnection (connection.ts), whose action `handle_op` runs the entry;
// this part changes no state, it fires events (D66).
import { Action, ClientOp, CloseCode, EventType, gatewayOpRateLimits, ProblemCode, ServerOp, type ClientFrame, type ClientFrameOf, type RunDocument, type ServerFrameData } from '@bothy/generated';
import { gatewayHeartbeat, presenceSweepInterval } from '../agents/presence.ts';
import { authorize } from '../authz/authorize.ts';
import { answerAutocomplete } from '../commands/autocomplete.ts';
import { databaseRetryAfterMs, DomainError } from '../errors.ts';
import { CONNECT_CLASS } from '../ratelimit/limits.ts';
import { patchRun } from '../runs/patch.ts';
import type { GatewayConnection } from './connection.ts';
import type { Identity } from './login.ts';
import { boundedFrameText } from './outbound.ts';
import { saveFocus, saveStats, touchSession } from './sessions.ts';
import { CloseWith } from './state.ts';
import { statsFrame } from './stats.ts';

/**
 * What an op keeps on its connection without the database (D377): a failure to reach it is logged
 * (db/health.ts) and the op goes on (false); any other error is the op's own.
 */
async function unlessDatabaseDown(c: GatewayConnection, where: string, work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (err) {
    if (c.gw.ctx.twins?.opOutageCloses || !c.gw.ctx.database.failed(err, `gateway op ${where}`)) throw err;
    return false;
  }
}

/** What an op applied on its connection but could not store or send without the database (D377). */
interface Unsaved {
  /** The session's focus, which a resume restores. */
  focus?: true;
  /** The session's stats.live subscription, which a resume restores. */
  stats?: true;
  /** The documents of the runs of the focused threads (11.3: sent once when a thread is focused). */
  documents?: true;
}

type Handler<O extends ClientOp> = (o: Ops, frame: ClientFrameOf<O>, id: Identity) => Promise<void> | void;

export class Ops {
  /** When the session's last_active_at was last written (resume window, 6.3). */
  private lastTouch?: number;
  /** When this adapter's gateway heartbeat last counted for its presence (12). */
  private lastPresence?: number;
  /** Last typing.start per thread (sync.typing_min_interval); made on the first one (an idle connection holds none). */
  private typingAt?: Map<string, number>;
  /** The stats.live subscription (12), restored on resume. */
  private stats?: { spaceId?: string };

  constructor(private readonly c: GatewayConnection) {}

  /**
   * The ops after identify (6.2), one entry per op: a new op of the contract is
   * one entry here, and the compiler asks for it. An op that fails its rules
   * gets an `error` frame and the connection stays.
   */
  static readonly OPS: { [O in ClientOp]: Handler<O> } = {
    [ClientOp.Heartbeat]: (o, _frame, id) => {
      const c = o.c;
      c.heard();
      c.send(ServerOp.HeartbeatAck, {});
      if (Date.now() - (o.lastTouch ?? 0) > c.gw.ctx.config.spec['sync.heartbeat_interval']) {
        o.lastTouch = Date.now();
        void touchSession(c.gw.ctx.pool, id.sessionId).catch(() => {});
      }

      // 12: an adapter's gateway heartbeat counts as its presence heartbeat (agents/presence.ts).
      if (id.kind === 'agent' && Date.now() - (o.lastPresence ?? 0) >= presenceSweepInterval(c.gw.ctx.config.spec['agent.presence_timeout'])) {
        o.lastPresence = Date.now();
        void gatewayHeartbeat(c.gw.ctx, id.principalId).catch((err: unknown) => c.gw.ctx.database.failed(err, 'presence') || c.log.warn({ err }, 'presence heartbeat failed'));
      }
    },
    [ClientOp.Reauth]: (o, frame) => o.c.login.reauth(frame),
    [ClientOp.Focus]: async (o, frame, id) => {
      const c = o.c;
      const max = c.gw.ctx.config.spec['sync.max_focused_threads'];
      const all = new Set([...frame.d.thread_ids, ...(frame.d.background_thread_ids ?? [])]);
      if (all.size > max) return c.sendError(frame.op, ProblemCode.ValidationFailed, `at most sync.max_focused_threads (${max}) threads in focus; the previous focus stays`);
      const focused = new Set(frame.d.thread_ids);
      const before = [...c.focus.thread_ids, ...c.focus.background_thread_ids];
      c.focus = { thread_ids: [...focused], background_thread_ids: [...new Set(frame.d.background_thread_ids ?? [])].filter((t) => !focused.has(t)), idle: frame.d.idle };
      // The focus applies on this connection at once. Without the database (D377) it is stored, and the
      // documents of its runs sent, by the retry (later) once the database is back: the live box's resync
      // (D307) runs only after a LISTEN reconnect, which an outage of the pool alone never causes (D394).
      const [stored, sent] = await Promise.all([
        unlessDatabaseDown(c, frame.op, saveFocus(c.gw.ctx.pool, id.sessionId, c.focus)),
        unlessDatabaseDown(c, frame.op, c.gw.live.focused(c, before)),
      ]);
      o.later({ ...(stored ? {} : { focus: true }), ...(sent ? {} : { documents: true }) });
    },
    [ClientOp.TypingStart]: async (o, frame, id) => {
      const c = o.c;
      const spec = c.gw.ctx.config.spec;
      if (id.kind !== 'user') return c.sendError(frame.op, ProblemCode.Forbidden, 'typing is for people only (12)');
      // The typist's own permissions settling after a removal may still hold the thread it lost (D376): dropped, as an ephemeral event may be.
      if (c.delivery.permissionsSettling && !c.gw.ctx.twins?.ephemeralWhileSettling) return;
      const thread = await c.gw.threadPlace(frame.d.thread_id);
      if (!thread || !authorize(c.visibility!, Action.ThreadRead, thread).allowed) return c.sendError(frame.op, ProblemCode.NotFound, 'no thread with this ID');
      const last = o.typingAt?.get(frame.d.thread_id) ?? 0;
      if (Date.now() - last < spec['sync.typing_min_interval']) return; // throttled (12)
      (o.typingAt ??= new Map()).set(frame.d.thread_id, Date.now());
      c.gw.typing(frame.d.thread_id, id.principalId, Date.now() + spec['sync.typing_ttl']);
    },
    [ClientOp.TypingStop]: (o, frame) => {
      o.typingAt?.delete(frame.d.thread_id);
    },
    // 15.2: covers every seq up to frame.d.seq; stored at agent.ack_persist_interval and on close (agents/window.ts).
    [ClientOp.Ack]: ({ c }, frame, id) => {
      const window = c.delivery.agent;
      if (!id.consumer || !window) return c.sendError(frame.op, ProblemCode.Forbidden, 'ack is for agents only (15.2)');
      if (window.ack(frame.d.seq) === 'above') {
        c.sendError(frame.op, ProblemCode.ValidationFailed, `ack ${frame.d.seq} is above the last event delivered or named by a cursor (${window.state.through}); acked_seq stays ${window.state.acked}`);
      }
    },
    // 11.2: the same code path as PATCH /runs/{id} (runs/patch.ts), answered with the new version
    // (run.update_ack, D341); a refusal is an error frame naming the run, with the current document
    // on base_version_conflict.
    [ClientOp.RunUpdate]: async ({ c }, frame, id) => {
      const run_id = frame.d.run_id;
      if (id.kind === 'user') return c.send(ServerOp.Error, { op: frame.op, code: ProblemCode.Forbidden, detail: 'run.update is for agents only (11.2)', run_id });
      let version: number;
      try {
        ({ version } = await patchRun(c.gw.ctx, id.principalId, c.visibility!, run_id, { base_version: frame.d.base_version, ops: frame.d.ops }));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        const { current, retry_after_ms, reason } = err.extensions as { current?: RunDocument; retry_after_ms?: number; reason?: string };
        const refusal: ServerFrameData<typeof ServerOp.Error> = {
          op: frame.op,
          code: err.code,
          detail: err.message,
          run_id,
          ...(current ? { current } : {}),
          ...(retry_after_ms !== undefined ? { retry_after_ms } : {}),
          // run_not_active after cancel_timeout says so, as REST's problem does (15.5, D520).
          ...(reason !== undefined ? { reason } : {}),
        };
        // A document past the frame (D478: follow-up entries, or stored before D306) is named, not sent: the adapter GETs it.
        const text = boundedFrameText(ServerOp.Error, refusal, 'current', c.gw.ctx.config.spec['sync.ws_max_frame_bytes'], c.gw.ctx.twins?.runSnapshotPastFrame === true);
        c.sendText(text.text);
        return;
      }
      c.send(ServerOp.RunUpdateAck, { run_id, version });
    },
    // 15.7: the same code path as POST /commands/autocomplete/{id}/respond (commands/autocomplete.ts).
    [ClientOp.CommandAutocompleteResult]: async ({ c }, frame, id) => {
      if (id.kind === 'user') return c.sendError(frame.op, ProblemCode.Forbidden, 'command.autocomplete_result is for agents and apps only (15.7)');
      try {
        await answerAutocomplete(c.gw.ctx, id.principalId, frame.d.request_id, frame.d.choices);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        c.sendError(frame.op, err.code, err.message);
      }
    },
    [ClientOp.StatsSubscribe]: async (o, frame, id) => {
      const c = o.c;
      const decision = id.kind === 'user' ? authorize(c.visibility!, Action.StatsRead, { spaceId: frame.d.space_id }) : { allowed: false as const };
      if (!decision.allowed) return c.sendError(frame.op, ProblemCode.Forbidden, 'stats.read needs owner or manage (12)');
      o.stats = { spaceId: frame.d.space_id };
      if (c.state === 'live') o.startStats();
      // Its frames wait for the database anyway; the stored copy, which a resume restores, is written later (D377).
      if (!(await unlessDatabaseDown(c, frame.op, saveStats(c.gw.ctx.pool, id.sessionId, true, frame.d.space_id)))) o.later({ stats: true });
    },
    [ClientOp.StatsUnsubscribe]: async (o, frame, id) => {
      o.stats = undefined;
      o.c.clearTimer('stats_frames');
      if (!(await unlessDatabaseDown(o.c, frame.op, saveStats(o.c.gw.ctx.pool, id.sessionId, false, undefined)))) o.later({ stats: true });
    },
    // Routed through identify_frame; after identify the table closes with 4005 before an op is run.
    [ClientOp.Identify]: () => {},
    [ClientOp.Resume]: () => {},
  };

  /** Runs the op's entry of OPS (the action handle_op), after its rate-limit class (6.2, D185). */
  run(frame: ClientFrame, id: Identity): Promise<void> | void {
    const rateClass = gatewayOpRateLimits[frame.op];
    // null: exempt (heartbeat, D244); CONNECT_CLASS counted at login (login.ts, 4008).
    const wait = rateClass === null || rateClass === CONNECT_CLASS ? 0 : this.c.gw.rateLimits.take(rateClass, id.principalId);
    if (wait > 0) {
      const run = frame.op === ClientOp.RunUpdate ? { run_id: frame.d.run_id } : {};
      this.c.send(ServerOp.Error, { op: frame.op, code: ProblemCode.RateLimited, detail: `over ${rateClass}; the connection stays`, retry_after_ms: wait, ...run });
      return;
    }
    const handler = Ops.OPS[frame.op] as Handler<ClientOp>;
    return handler(this, frame as ClientFrameOf<ClientOp>, id);
  }

  /** What waits for the database (D377), written by the retry in `session_retry`. */
  private unsaved?: Unsaved;

  /**
   * Keeps `what` for a retry every database check interval (at least 1 s) while the connection is
   * open: the session's focus and subscription as they are then (a later op's own write may come
   * first; the retry writes the newest state), and the documents of every focused thread's runs.
   * The retry runs in the order of the connection's ops.
   */
  later(what: Unsaved): void {
    if (!what.focus && !what.stats && !what.documents) return;
    this.unsaved = { ...this.unsaved, ...what };
    const c = this.c;
    c.setTimer('session_retry', 'once', () => c.serially(() => this.retryUnsaved()), databaseRetryAfterMs(c.gw.ctx.config.server.databaseCheckIntervalMs));
  }

  private async retryUnsaved(): Promise<void> {
    const c = this.c;
    const what = this.unsaved;
    const id = c.identity;
    if (!what || !id || c.state === 'closed') return;
    this.unsaved = undefined;
    const pool = c.gw.ctx.pool;
    const done = await Promise.all([
      what.focus ? unlessDatabaseDown(c, 'focus (stored later)', saveFocus(pool, id.sessionId, c.focus)) : true,
      what.stats ? unlessDatabaseDown(c, 'stats (stored later)', saveStats(pool, id.sessionId, this.stats !== undefined, this.stats?.spaceId)) : true,
      what.documents ? unlessDatabaseDown(c, 'focus (documents later)', c.gw.live.focused(c, [])) : true,
    ]);
    this.later({ ...(done[0] ? {} : { focus: true }), ...(done[1] ? {} : { stats: true }), ...(done[2] ? {} : { documents: true }) });
  }

  /** A resumed session's stats.live subscription (6.3); it starts at go_live. */
  resumeStats(spaceId: string | undefined): void {
    this.stats = { spaceId };
  }

  /** go_live: a subscription made before live (or restored on resume) starts now (12). */
  startStatsIfSubscribed(): void {
    if (this.stats) this.startStats();
  }

  private startStats(): void {
    const c = this.c;
    const tick = async () => {
      if (!this.stats || c.state !== 'live') return;
      const decision = authorize(c.visibility!, Action.StatsRead, { spaceId: this.stats.spaceId });
      if (!decision.allowed) {
        this.stats = undefined;
        c.clearTimer('stats_frames');
        c.sendError(ClientOp.StatsSubscribe, ProblemCode.Forbidden, 'stats.read was lost; the subscription ended (12)');
        // A resume must not restore a subscription that ended (12, D208).
        if (c.identity) await saveStats(c.gw.ctx.pool, c.identity.sessionId, false, undefined);
        return;
      }
      const v = c.visibility!;
      const text = await statsFrame(c.gw.ctx.pool, v, this.stats.spaceId, c.gw.ctx.config.spec['stats.live_interval'], c.gw.ctx.twins);
      // A frame filtered with a visibility that a removal replaced (or is replacing) while it was read
      // is dropped; the next interval's frame replaces it (8.3, 12; D376).
      if ((c.delivery.permissionsSettling || c.visibility !== v) && !c.gw.ctx.twins?.ephemeralWhileSettling) return;
      c.delivery.offerEphemeral(text);
    };
    c.setTimer('stats_frames', 'every', () => void tick().catch((err: unknown) => c.gw.ctx.database.failed(err, EventType.StatsLive) || c.log.warn({ err }, 'stats frame failed')), c.gw.ctx.config.spec['stats.live_interval']);
  }
}
