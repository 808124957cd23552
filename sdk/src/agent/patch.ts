// The adapter's throttle for the live box (11.2, D165): local changes to a run
// document are merged between sends, and at most one run.update / PATCH
// /runs/{id} goes out per agent.run_update_min_interval, never two at once. What
// goes out is the RFC 6902 difference (fast-json-patch `compare`) between the
// document the server has and the local one, on the paths the adapter owns
// (RunPatchOp: status_line, last_text_excerpt, model, metrics, cost, plan,
// steps); follow-up reports are not sent from here. A base_version_conflict
// takes the server's current document as the new base and sends the difference
// again; rate_limited waits for its retry_after_ms. The send function and the
// clock are injected (gateway op, REST, or a test's fake).
import { configDefaults, ProblemCode, type JsonPatchOp, type RunDocument } from '@bothy/generated';
import fjp from 'fast-json-patch';

/** The top-level members the adapter patches (the contract's RunPatchOp, D160). */
export const PATCHABLE = ['status_line', 'last_text_excerpt', 'model', 'metrics', 'cost', 'plan', 'steps'] as const;
type Patchable = Pick<RunDocument, (typeof PATCHABLE)[number]>;

export interface RunPatchRequest {
  run_id: string;
  base_version: number;
  ops: JsonPatchOp[];
}

/** A refusal of the server as the patcher needs it: its code, and what comes with it. */
export interface RunPatchRefusal {
  code: string;
  /** With base_version_conflict: the current document (11.2). */
  current?: RunDocument;
  /** With rate_limited. */
  retry_after_ms?: number;
}

export interface PatchClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RunPatcherOptions {
  runId: string;
  /** The run's document as the server has it (its version is the first base_version). */
  document: RunDocument;
  /** Sends one patch; resolves with the new version, or rejects with a refusal (see refusalOf). */
  send: (request: RunPatchRequest) => Promise<{ version: number }>;
  /** agent.run_update_min_interval in ms. */
  minInterval?: number;
  clock?: PatchClock;
  /** How a rejection reads as a refusal; by default the error's `code`, `current`, `retry_after_ms` (or its `problem`'s). */
  refusalOf?: (error: unknown) => RunPatchRefusal | undefined;
  /** An error that is not a conflict or a rate limit: the patcher stops sending until the next change. */
  onError?: (error: unknown) => void;
}

const realClock: PatchClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function defaultRefusal(error: unknown): RunPatchRefusal | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; current?: RunDocument; retry_after_ms?: number; problem?: { current?: RunDocument; retry_after_ms?: number } };
  if (typeof e.code !== 'string') return undefined;
  return { code: e.code, current: e.current ?? e.problem?.current, retry_after_ms: e.retry_after_ms ?? e.problem?.retry_after_ms };
}

function patchable(doc: RunDocument): Patchable {
  const out: Record<string, unknown> = {};
  for (const k of PATCHABLE) if (doc[k] !== undefined) out[k] = doc[k];
  return out as Patchable;
}

export class RunPatcher {
  readonly #o: Required<Pick<RunPatcherOptions, 'minInterval' | 'clock'>> & RunPatcherOptions;
  /** The document the server has, at `version`. */
  #server: RunDocument;
  /** The local document: the server's plus the changes not yet sent. */
  #local: RunDocument;
  #lastSendAt = -Infinity;
  #timer: unknown;
  #inflight: Promise<void> | undefined;
  /** A send failed for another reason than a conflict or a rate limit: no retry until the next change. */
  #stalled = false;
  #idle: (() => void)[] = [];
  /** Sends so far (tests and the bench). */
  sends = 0;

  constructor(options: RunPatcherOptions) {
    this.#o = { minInterval: configDefaults['agent.run_update_min_interval'], clock: realClock, ...options };
    this.#server = fjp.deepClone(options.document) as RunDocument;
    this.#local = fjp.deepClone(options.document) as RunDocument;
  }

  /** The version of the document the server has (the next base_version). */
  get version(): number {
    return this.#server.version;
  }

  /** The local document, with changes not yet sent. */
  get document(): RunDocument {
    return this.#local;
  }

  /** A local change: `change` edits the local document; it goes out with the next send, merged with others. */
  update(change: (doc: RunDocument) => void): void {
    change(this.#local);
    this.#stalled = false;
    this.#schedule();
  }

  /** The ops that would go out now. */
  pending(): JsonPatchOp[] {
    return fjp.compare(patchable(this.#server), patchable(this.#local)) as JsonPatchOp[];
  }

  /** Resolves once nothing is pending or in flight (for the run's end). */
  idle(): Promise<void> {
    if (!this.#inflight && this.#timer === undefined && (this.#stalled || !this.pending().length)) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Stops: no more sends. */
  close(): void {
    if (this.#timer !== undefined) this.#o.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(delay?: number): void {
    if (this.#inflight || this.#timer !== undefined) return;
    const wait = delay ?? Math.max(0, this.#lastSendAt + this.#o.minInterval - this.#o.clock.now());
    this.#timer = this.#o.clock.setTimeout(() => {
      this.#timer = undefined;
      this.#inflight = this.#send().finally(() => {
        this.#inflight = undefined;
        if (this.pending().length && !this.#stalled) this.#schedule();
        else this.#notifyIdle();
      });
    }, wait);
  }

  #notifyIdle(): void {
    if (this.#timer !== undefined) return;
    for (const resolve of this.#idle.splice(0)) resolve();
  }

  async #send(): Promise<void> {
    const ops = this.pending();
    if (!ops.length) return;
    const snapshot = fjp.deepClone(this.#local) as RunDocument;
    this.#lastSendAt = this.#o.clock.now();
    this.sends += 1;
    try {
      const { version } = await this.#o.send({ run_id: this.#o.runId, base_version: this.#server.version, ops });
      // The server counts the interval between the patches it stored (D161), by a clock read before it
      // answers. Counted from the answer, a next patch that travels faster than this one still arrives
      // an interval later: the adapter never runs into the server's rate_limited on its own.
      this.#lastSendAt = this.#o.clock.now();
      this.#server = { ...this.#server, ...patchable(snapshot), version };
      for (const k of PATCHABLE) if (snapshot[k] === undefined) delete (this.#server as Record<string, unknown>)[k];
    } catch (error) {
      const refusal = (this.#o.refusalOf ?? defaultRefusal)(error);
      if (refusal?.code === ProblemCode.BaseVersionConflict && refusal.current) {
        // The server's document is the new base; the local changes go again as a difference to it.
        this.#server = fjp.deepClone(refusal.current) as RunDocument;
        return;
      }
      if (refusal?.code === ProblemCode.RateLimited) {
        this.#lastSendAt = this.#o.clock.now() + (refusal.retry_after_ms ?? this.#o.minInterval) - this.#o.minInterval;
        return;
      }
      // Not sent: the base stays; the local changes wait for the next update.
      this.#stalled = true;
      this.#o.onError?.(error);
    }
  }
}
