// The live box on the gateway (11.3, R-SY-05, R-SY-27; D162-D164): run.updated to
// the connections of this node that focus the run's thread (thread_ids or
// background_thread_ids) and may run.read it, coalesced per run and connection
// over sync.run_patch_coalesce_interval. Every node learns of a new version from
// NOTIFY ephemeral with the run's ID and version only (R-SY-25, runs/patch.ts)
// and reads the normalized ops from run_patches itself, so that a device on any
// node gets the same frames. A connection whose outbound queue is full drops the
// collected patches and gets the whole document as `snapshot` when there is room
// again, never 4014 (7.2). Focusing a thread with an active run sends its whole
// document once. A version without stored ops (a state change, a follow-up the
// server queued; each notifies like a patch, D429) is a gap: the receivers get a snapshot.
import { Action, EventType, ServerOp, eventCatalogue, validateEvent, type JsonPatchOp, type RunDocument } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { isConnectionError, sqlState } from '../db/errors.ts';
import { coalesceOps } from '../runs/coalesce.ts';
import { documentOf } from '../runs/document.ts';
import type { RunChangedMessage } from '../runs/patch.ts';
import { ACTIVE_RUN_STATES } from '../runs/state.ts';
import { retryDelay } from '../internal/backoff.ts';
import type { GatewayConnection } from './connection.ts';
import { ephemeralDispatch } from './ephemeral-event.ts';
import type { Gateway } from './gateway.ts';
import { bytesPastFrame, shareFrame } from './outbound.ts';
import type { ThreadPlace } from './typing.ts';

interface Patch {
  version: number;
  base_version: number;
  ops: JsonPatchOp[];
}

/** What one connection has of one run: the version its last frame brought, or `snapshot` owed. */
type Held = number | 'snapshot';

/** Threads a statement when a new sync epoch reads the active runs of every focused thread (D434). */
const EPOCH_THREADS_PER_STATEMENT = 1000;

/** The connections whose focus an epoch change reads: their threads then, and what each holds (D434). */
type EpochFocus = ReadonlyMap<GatewayConnection, { threads: ReadonlySet<string>; held: Map<string, Held> }>;

/** The threads a connection focuses, in the foreground or the background (6.2). */
function focusedThreads(c: GatewayConnection): Set<string> {
  return new Set([...c.focus.thread_ids, ...c.focus.background_thread_ids]);
}

export class LiveRuns {
  /** Runs with news since the last flush: their thread and newest version. */
  private dirty = new Map<string, { threadId: string; version: number }>();
  private timer: NodeJS.Timeout | undefined;
  private readonly held = new WeakMap<GatewayConnection, Map<string, Held>>();
  /** The flush running now, or done: the next one goes after it (D295). */
  private flushing: Promise<void> = Promise.resolve();
  /** Frames sent (bench and tests). */
  framesSent = 0;
  snapshotsSent = 0;
  /** Threads a statement of the read after a new sync epoch (D434); tests set it lower to have several batches. */
  epochThreadsPerStatement = EPOCH_THREADS_PER_STATEMENT;
  /** Counts epoch changes (and stop): a read of an older one ends at its next batch or retry (D458). */
  private epochReads = 0;

  constructor(private readonly gw: Gateway) {}

  /** The database is back (D307): windows put back while it was down go now. */
  databaseBack(): void {
    if (this.dirty.size) this.schedule();
  }

  private get interval(): number {
    return this.gw.ctx.config.spec['sync.run_patch_coalesce_interval'];
  }

  /** A new version of a run was stored (NOTIFY ephemeral, any node). */
  changed(msg: RunChangedMessage): void {
    this.owe(msg.run_id, msg.thread_id, msg.version);
    this.schedule();
  }

  /** The run goes with the next window, at the higher of `version` and what is owed of it already. */
  private owe(runId: string, threadId: string, version: number): void {
    const known = this.dirty.get(runId);
    this.dirty.set(runId, { threadId, version: Math.max(version, known?.version ?? 0) });
  }

  stop(): void {
    this.epochReads++; // ends the retries of an epoch's read
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty.clear();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush().catch((err: unknown) => this.gw.ctx.database.failed(err, EventType.RunUpdated) || this.gw.log.warn({ err }, 'run.updated flush failed'));
    }, this.interval);
    this.timer.unref();
  }

  /**
   * Whether the connection sees run.updated of the thread now (11.3): live, focus, run.read; `later`
   * while its permissions settle (D312): its visibility may still be from before a removal.
   */
  private receives(c: GatewayConnection, threadId: string, place: ThreadPlace): boolean | 'later' {
    if (c.state !== 'live' || !c.visibility || !c.identity) return false;
    if (!c.focus.thread_ids.includes(threadId) && !c.focus.background_thread_ids.includes(threadId)) return false;
    if (c.delivery.permissionsSettling && !this.gw.ctx.twins?.liveWhileSettling) return 'later';
    return authorize(c.visibility, eventCatalogue[EventType.RunUpdated].receive_action, place).allowed;
  }

  private heldOf(c: GatewayConnection): Map<string, Held> {
    let m = this.held.get(c);
    if (!m) this.held.set(c, (m = new Map()));
    return m;
  }

  /**
   * One window at a time: a flush reads patches and sets what each connection holds across its
   * awaits, so a second one running beside it could send an older frame after a newer one and
   * leave `held` behind the reader (D295). A flush asked for while one runs goes after it.
   */
  flush(): Promise<void> {
    if (this.gw.ctx.twins?.liveFlushesOverlap) return this.flushWindow();
    const next = this.flushing.then(() => this.flushWindow());
    this.flushing = next.catch(() => {});
    return next;
  }

  /**
   * One window. A connection error (the database went away, the pool is saturated) leaves its runs
   * for the next window: what each connection holds says what it still needs, so the runs sent
   * before the error get nothing twice. Any other error is a defect and is not retried.
   */
  private async flushWindow(): Promise<void> {
    const batch = this.dirty;
    this.dirty = new Map();
    try {
      await this.sendWindow(batch);
    } catch (err) {
      if (isConnectionError(err) && !this.gw.ctx.twins?.liveDropsFailedWindow) {
        for (const [runId, v] of batch) this.owe(runId, v.threadId, v.version);
        // Not every window while the database is down: its return, the next run notice or the LISTEN
        // reconnect's resync schedules one (a first failure, before the outage is known, tries once more).
        if (this.gw.ctx.database.reachable) this.schedule();
      }
      throw err;
    }
  }

  /** Per run, the receivers grouped by what they hold, one frame per group. */
  private async sendWindow(batch: ReadonlyMap<string, { threadId: string; version: number }>): Promise<void> {
    for (const [runId, { threadId, version: notified }] of batch) {
      const place = await this.gw.threadPlace(threadId);
      if (!place) continue;
      const receivers: GatewayConnection[] = [];
      let retry = false;
      for (const c of this.gw.registry.all) {
        const r = this.receives(c, threadId, place);
        if (r === 'later') retry = true;
        else if (r) receivers.push(c);
      }
      if (!receivers.length) {
        if (retry) this.later(runId, threadId, notified);
        continue;
      }
      const groups = new Map<Held, GatewayConnection[]>();
      for (const c of receivers) {
        const h = this.heldOf(c).get(runId) ?? 'snapshot';
        groups.set(h, [...(groups.get(h) ?? []), c]);
      }
      const from = Math.min(...[...groups.keys()].filter((h): h is number => h !== 'snapshot'));
      const patches = Number.isFinite(from) ? await this.patchesAfter(runId, from) : [];
      let snapshot: { text: string; version: number } | undefined | null;
      const snapshotFrame = async () => (snapshot === undefined ? (snapshot = await this.snapshotFrame(runId, threadId, place)) : snapshot);
      for (const [h, cs] of groups) {
        let frame: { text: string; version: number } | undefined | null;
        if (h !== 'snapshot') {
          frame = this.patchFrame(runId, threadId, place, h, patches, notified);
          if (frame === undefined) continue; // nothing new for this group
        }
        if (!frame) frame = await snapshotFrame();
        if (!frame) continue; // the run is gone
        if (cs.length > 1) shareFrame(frame.text);
        for (const c of cs) {
          // 8.3, D514: the reads above await PostgreSQL, and an access.changed may have reached the
          // connection meanwhile (its focus ended, its permissions settling): checked again right before
          // the frame is handed over, so nothing of a removed target follows the access.changed.
          const still = this.gw.ctx.twins?.liveReceiversOfWindowStart ? true : this.receives(c, threadId, place);
          if (still === 'later') retry = true;
          if (still !== true) continue;
          const held = this.heldOf(c);
          // 7.2, 11.3: a full queue drops the collected patches; the document follows when there is room.
          if (c.out.depth >= c.out.max || !c.delivery.offerEphemeral(frame.text, place.channelId)) {
            if (this.gw.ctx.twins?.liveDroppedAsSent) {
              held.set(runId, frame.version);
              continue;
            }
            held.set(runId, 'snapshot');
            retry = true;
            continue;
          }
          held.set(runId, frame.version);
          this.framesSent++;
          if (frame === snapshot) this.snapshotsSent++;
        }
      }
      if (retry) this.later(runId, threadId, notified);
    }
  }

  /** The run goes again with the next window (a full queue, permissions settling). */
  private later(runId: string, threadId: string, version: number): void {
    this.owe(runId, threadId, version);
    this.schedule();
  }

  /**
   * The coalesced frame from `base` on; undefined when nothing is newer, null on a gap or when the
   * ops of many versions make a frame over sync.ws_max_frame_bytes: the snapshot fits (D306). A
   * version notified beyond the stored ops (one the server wrote without ops: a state change, a
   * follow-up's entry) is a gap too (D429).
   */
  private patchFrame(runId: string, threadId: string, place: ThreadPlace, base: number, patches: readonly Patch[], notified: number): { text: string; version: number } | undefined | null {
    const after = patches.filter((p) => p.version > base);
    const beyond = notified > (after.at(-1)?.version ?? base) && !this.gw.ctx.twins?.liveIgnoresServerVersions;
    if (!after.length) return beyond ? null : undefined;
    if (beyond) return null;
    let at = base;
    for (const p of after) {
      if (p.base_version !== at) return null;
      at = p.version;
    }
    const ops = coalesceOps(after.flatMap((p) => p.ops), this.gw.ctx.twins?.coalesceAcrossShifts ? { ignoreShifts: true } : {});
    const text = this.frameText(runId, threadId, place, at, { base_version: base, ops });
    const max = this.gw.ctx.config.spec['sync.ws_max_frame_bytes'];
    if (bytesPastFrame(text, max) !== undefined && !this.gw.ctx.twins?.livePatchFramesUnbounded) return null;
    return { text, version: at };
  }

  private frameText(runId: string, threadId: string, place: ThreadPlace, version: number, body: { base_version: number; ops: JsonPatchOp[] } | { snapshot: RunDocument } | { snapshot_too_large: number }): string {
    const { event } = ephemeralDispatch(EventType.RunUpdated, {
      scope: { space_id: place.spaceId, channel_id: place.channelId, thread_id: threadId },
      resourceId: runId,
      payload: { run_id: runId, thread_id: threadId, version, ...body },
    });
    (event.resource as { version?: number }).version = version;
    if (!validateEvent(event)) throw new Error('run.updated does not match the contract');
    return JSON.stringify({ op: ServerOp.Dispatch, d: event });
  }

  private async patchesAfter(runId: string, from: number): Promise<Patch[]> {
    const { rows } = await this.gw.ctx.pool.query<Patch>(`SELECT version::int, base_version::int, ops FROM run_patches WHERE run_id = $1 AND version > $2 ORDER BY version`, [runId, from]);
    return rows;
  }

  private async snapshotFrame(runId: string, threadId: string, place: ThreadPlace): Promise<{ text: string; version: number } | null> {
    const { rows } = await this.gw.ctx.pool.query<{ state: RunDocument['state']; version: number; document: RunDocument }>(`SELECT state, version, document FROM runs WHERE id = $1`, [runId]);
    const r = rows[0];
    if (!r) return null;
    const text = this.frameText(runId, threadId, place, r.version, { snapshot: documentOf(r.document, r.state, r.version) });
    // A document past the frame (follow-up entries, which D306 does not refuse, or a document stored before
    // it): the frame names the run's version and its bytes, and the reader loads the document by REST (D478).
    const max = this.gw.ctx.config.spec['sync.ws_max_frame_bytes'];
    const bytes = this.gw.ctx.twins?.runSnapshotPastFrame ? undefined : bytesPastFrame(text, max);
    if (bytes === undefined) return { text, version: r.version };
    this.gw.metrics.snapshotLeftOut(EventType.RunUpdated, this.gw.log, { run_id: runId, version: r.version, bytes, limit: max });
    return { text: this.frameText(runId, threadId, place, r.version, { snapshot_too_large: bytes }), version: r.version };
  }

  /**
   * After this node's LISTEN connection came back (a lost connection, a database outage): the run
   * notices of the gap are gone, and a reader would keep an old document until the run's next
   * patch, or for good when the run ended meanwhile (D307). Every run a live connection here holds,
   * and every active run of a thread in focus, goes into the next window; what each connection
   * holds decides what it still needs (nothing, the patches after its version, or the snapshot).
   */
  async resync(): Promise<void> {
    const runIds = new Set<string>();
    const threadIds = new Set<string>();
    for (const c of this.gw.registry.all) {
      if (c.state !== 'live') continue;
      for (const runId of this.held.get(c)?.keys() ?? []) runIds.add(runId);
      for (const t of c.focus.thread_ids) threadIds.add(t);
      for (const t of c.focus.background_thread_ids) threadIds.add(t);
    }
    if (!runIds.size && !threadIds.size) return;
    const { rows } = await this.gw.ctx.pool.query<{ id: string; thread_id: string; version: number }>(
      `SELECT id, thread_id, version::int FROM runs WHERE id = ANY($1::uuid[]) OR (thread_id = ANY($2::uuid[]) AND state = ANY($3::text[]))`,
      [[...runIds], [...threadIds], ACTIVE_RUN_STATES],
    );
    // The current version: one the server wrote without ops during the gap is owed as snapshot (D429).
    for (const r of rows) this.changed({ k: 'run', run_id: r.id, thread_id: r.thread_id, version: r.version });
  }

  /**
   * A new sync epoch (7.5; D430): what each connection holds is a version of the old timeline (a
   * restore sets a run's version back, and the live box sent nothing until it passed the held one
   * again), and the client dropped its documents with resync_required. Each connection holds nothing
   * now, and every active run of its focus goes to it as snapshot, as at go_live. The active runs of
   * the focused threads of all connections are read together, `epochThreadsPerStatement` threads a
   * statement, one statement at a time, not one query per connection at once (D434). A batch whose
   * statement fails does not stop the batches after it, and is read again after a full-jitter backoff
   * until it succeeds, every connection of its threads has closed, or a newer epoch came (D458).
   */
  epochChanged(connections: readonly GatewayConnection[]): void {
    const epoch = ++this.epochReads;
    if (this.gw.ctx.twins?.liveKeepsHeldOnEpochChange) return;
    const focus = new Map<GatewayConnection, { threads: ReadonlySet<string>; held: Map<string, Held> }>();
    const threadIds = new Set<string>();
    for (const c of connections) {
      this.held.delete(c);
      const threads = focusedThreads(c);
      if (threads.size === 0 || c.state !== 'live') continue; // as focused(): nothing to hold, no query
      focus.set(c, { threads, held: this.heldOf(c) });
      for (const t of threads) threadIds.add(t);
    }
    if (!threadIds.size) return;
    void this.snapshotsAfterEpoch(focus, [...threadIds], epoch).catch((err: unknown) => this.gw.ctx.database.failed(err, 'run snapshots') || this.gw.log.warn({ err }, 'run snapshots after an epoch change failed'));
  }

  /**
   * epochChanged's reads: per batch of threads, their active runs and places; each connection takes
   * those of its focus. The batches that failed are read again, together, after each backoff (D458).
   */
  private async snapshotsAfterEpoch(focus: EpochFocus, threadIds: readonly string[], epoch: number): Promise<void> {
    const size = this.epochThreadsPerStatement;
    let pending: string[][] = [];
    for (let i = 0; i < threadIds.length; i += size) pending.push(threadIds.slice(i, i + size));
    const { liveEpochRetryBaseMs: base, liveEpochRetryCapMs: cap } = this.gw.ctx.config.server;
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) {
        await new Promise((res) => setTimeout(res, retryDelay(attempt - 1, base, cap)).unref());
        // Only for threads some open connection of this epoch's read still waits on.
        const waiting = new Set<string>();
        for (const [c, { threads }] of focus) if (c.state !== 'closed') for (const t of threads) waiting.add(t);
        pending = pending.map((batch) => batch.filter((t) => waiting.has(t))).filter((batch) => batch.length > 0);
      }
      const failed: string[][] = [];
      for (const batch of pending) {
        if (epoch !== this.epochReads) return; // a newer epoch reads anew
        try {
          await this.epochBatch(focus, batch);
        } catch (err) {
          if (this.gw.ctx.twins?.liveEpochReadStopsAtFailure) throw err; // D434: the batches after it and the retry never come
          this.gw.ctx.database.failed(err, 'run snapshots after an epoch change');
          this.gw.log.warn({ threads: batch.length, attempt: attempt + 1, code: sqlState(err), error: err instanceof Error ? err.message : String(err) }, 'reading the active runs of focused threads after an epoch change failed; read again after a backoff (server.live_epoch_retry_base)');
          failed.push(batch);
        }
      }
      pending = failed;
    }
  }

  /** One batch of snapshotsAfterEpoch: the active runs of the threads and their places (a statement each). */
  private async epochBatch(focus: EpochFocus, threadIds: readonly string[]): Promise<void> {
    const rows = await this.activeRunsIn(threadIds);
    if (!rows.length) return;
    const byThread = new Map<string, string[]>();
    for (const r of rows) {
      const ids = byThread.get(r.thread_id);
      if (ids) ids.push(r.id);
      else byThread.set(r.thread_id, [r.id]);
    }
    const places = await this.gw.threadPlacesOf([...byThread.keys()]);
    for (const [c, { threads, held }] of focus) {
      for (const t of threads) {
        const runIds = byThread.get(t);
        if (!runIds) continue;
        const place = places.get(t);
        const reads = place !== undefined && c.visibility !== undefined && authorize(c.visibility, Action.RunRead, place).allowed;
        for (const runId of runIds) {
          // A version held already came after the epoch change (a window since): it is of the new timeline.
          if (held.has(runId)) continue;
          held.set(runId, 'snapshot');
          if (reads) this.changed({ k: 'run', run_id: runId, thread_id: t, version: 0 });
        }
      }
    }
  }

  /** The active runs of the threads (one statement). */
  private async activeRunsIn(threadIds: readonly string[]): Promise<{ id: string; thread_id: string }[]> {
    const { rows } = await this.gw.ctx.pool.query<{ id: string; thread_id: string }>(
      `SELECT id, thread_id FROM runs WHERE thread_id = ANY($1::uuid[]) AND state = ANY($2::text[])`,
      [threadIds, ACTIVE_RUN_STATES],
    );
    return rows;
  }

  /**
   * A new focus (6.2) or go_live: the runs of threads no longer in focus are
   * forgotten; each active run of a newly focused thread that the connection
   * may read gets its whole document once (11.3).
   */
  async focused(c: GatewayConnection, before: readonly string[]): Promise<void> {
    const now = focusedThreads(c);
    if (now.size === 0) {
      // Nothing in focus (every connection at go_live until it sends focus): no run to hold, no query.
      this.held.delete(c);
      return;
    }
    const held = this.heldOf(c);
    const added = [...now].filter((t) => !before.includes(t));
    if (c.state !== 'live') return; // go_live calls again with nothing before
    const rows = await this.activeRunsIn([...now]);
    const keep = new Set(rows.map((r) => r.id));
    for (const runId of [...held.keys()]) if (!keep.has(runId)) held.delete(runId);
    for (const r of rows) {
      if (!added.includes(r.thread_id)) continue;
      held.set(r.id, 'snapshot');
      const place = await this.gw.threadPlace(r.thread_id);
      if (!place || !c.visibility || !authorize(c.visibility, Action.RunRead, place).allowed) continue;
      this.changed({ k: 'run', run_id: r.id, thread_id: r.thread_id, version: 0 });
    }
  }
}
