// The run store of the live box (11.3, the client rule): the newest document of
// each run a client watches. A run.updated frame with `snapshot` replaces the
// document; one whose base_version equals the local version is applied
// (RFC 6902 with fast-json-patch, then the document's version is the frame's);
// one whose version is not above the local one is ignored; anything else is a
// gap: the document is fetched with GET /runs/{id} and replaces the local one.
// One fetch per run at a time: frames that arrive meanwhile are judged against
// what it brings, or, when it fails, against what the store holds (D391). A
// failed fetch is tried again on a timer, a few times with backoff, until a
// newer frame of the run or stop() (D418). `onChange` gets the newest document
// after each change.
import { configDefaults, type RunDocument, type RunUpdatedV1 } from '@bothy/generated';
import { backoff, type Random } from '../gateway/backoff.ts';
import { applyPatch, type Operation } from '../internal/json-patch.ts';
import { decideRunFrame } from '../sync/apply.ts';

/** What a frame did to the local document (the table test's column). */
export type RunFrameOutcome = 'snapshot' | 'applied' | 'ignored' | 'fetched';

export interface RunStoreOptions {
  /** GET /api/v1/runs/{id}: the run's document (with its version). */
  fetchRun: (runId: string) => Promise<RunDocument>;
  onChange?: (runId: string, document: RunDocument) => void;
  /**
   * A healing GET that failed is tried again this many times (default 5), each after the full-jitter
   * backoff between retryBase and retryCap (ms; default sync.reconnect_backoff_base and _cap), until
   * one succeeds, a newer frame of the run arrives (it heals by itself), or stop() (D418). 0: never.
   */
  retries?: number;
  retryBase?: number;
  retryCap?: number;
  random?: Random;
  /** @internal A deliberately broken variant (D391's twin): the frames that waited for a GET that failed are dropped with it. */
  brokenDropWaitingFrames?: boolean;
}

export class RunStore {
  readonly #docs = new Map<string, RunDocument>();
  readonly #fetching = new Map<string, Promise<void>>();
  /** The retry chain of each run whose healing GET failed; a chain acts only while it is the run's entry. */
  readonly #retries = new Map<string, { timer?: ReturnType<typeof setTimeout> }>();

  constructor(private readonly options: RunStoreOptions) {}

  /** The local document of a run, if any. */
  get(runId: string): RunDocument | undefined {
    return this.#docs.get(runId);
  }

  /** The local version of a run (0 when none). */
  version(runId: string): number {
    return this.#docs.get(runId)?.version ?? 0;
  }

  /** Forgets every document (resync, logout); the retries of failed GETs end. */
  clear(): void {
    this.stop();
    this.#docs.clear();
  }

  /** Forgets one run (it ended and collapsed to its summary, 11.3). */
  forget(runId: string): void {
    this.#cancelRetry(runId);
    this.#docs.delete(runId);
  }

  /** Ends every retry of a failed GET (BothyClient's stop() and close()); frames after it are handled as before. */
  stop(): void {
    for (const runId of [...this.#retries.keys()]) this.#cancelRetry(runId);
  }

  /**
   * The client rule of 11.3 for one frame. A frame that arrives while a GET of its run is out waits
   * for it; when that GET fails, the frame is kept and judged then (a gap still starts a GET of its
   * own, which later frames wait for). Only the frame whose own GET failed rejects (D391).
   */
  async apply(frame: RunUpdatedV1): Promise<RunFrameOutcome> {
    const pending = this.#fetching.get(frame.run_id);
    if (this.options.brokenDropWaitingFrames) {
      if (pending) await pending;
    } else for (let p = pending; p; p = this.#fetching.get(frame.run_id)) await p.catch(() => undefined);
    const local = this.#docs.get(frame.run_id);
    const decision = decideRunFrame(local?.version, frame);
    if (decision === 'stale') return 'ignored';
    // A newer frame heals by itself (applied, a snapshot, or a GET of its own): no retry for an older one.
    this.#cancelRetry(frame.run_id);
    if (frame.snapshot) {
      this.#set(frame.run_id, { ...frame.snapshot, version: frame.version });
      return 'snapshot';
    }
    if (local && decision === 'apply' && frame.ops) {
      try {
        // The ops copied too: applyPatch puts a value into the document as it is, and a later op of the frame
        // would change it there, and so the run.updated event the app's listeners got (D514 addendum).
        const next = applyPatch(structuredClone(local), structuredClone(frame.ops) as Operation[], true, true).newDocument;
        this.#set(frame.run_id, { ...next, version: frame.version });
        return 'applied';
      } catch {
        // Ops that do not apply to the local document: heal as a gap.
      }
    }
    try {
      await this.#fetch(frame.run_id);
    } catch (error) {
      // The last frame of a run may be this one: without a retry the box stays stale until the next
      // frame or focus (D391). The frame still rejects (BothyClient reports it).
      this.#retry(frame.run_id, 0, {});
      throw error;
    }
    return 'fetched';
  }

  #retry(runId: string, attempt: number, chain: { timer?: ReturnType<typeof setTimeout> }): void {
    const o = this.options;
    if (attempt >= (o.retries ?? 5)) return void this.#cancelRetry(runId);
    this.#retries.set(runId, chain);
    const wait = backoff(attempt, o.retryBase ?? configDefaults['sync.reconnect_backoff_base'], o.retryCap ?? configDefaults['sync.reconnect_backoff_cap'], o.random);
    chain.timer = setTimeout(() => {
      const current = (): boolean => this.#retries.get(runId) === chain;
      if (!current()) return;
      this.#fetch(runId).then(
        () => void (current() && this.#retries.delete(runId)),
        () => void (current() && this.#retry(runId, attempt + 1, chain)),
      );
    }, wait);
  }

  #cancelRetry(runId: string): void {
    clearTimeout(this.#retries.get(runId)?.timer);
    this.#retries.delete(runId);
  }

  #set(runId: string, doc: RunDocument): void {
    this.#docs.set(runId, doc);
    this.options.onChange?.(runId, doc);
  }

  #fetch(runId: string): Promise<void> {
    const running = this.#fetching.get(runId);
    if (running) return running;
    const p = this.options
      .fetchRun(runId)
      .then((doc) => {
        if (doc.version > this.version(runId)) this.#set(runId, doc);
      })
      .finally(() => this.#fetching.delete(runId));
    this.#fetching.set(runId, p);
    return p;
  }
}

/** The factory for BothyClientOptions.runs: `BothyClient.open({ ..., runs: runStore })`. */
export const runStore = (options: RunStoreOptions): RunStore => new RunStore(options);
