// The offline outbox (13.2–13.4). Every write is stored with its own ID before it is sent; one
// lane per thread is strictly FIFO (the next entry only after the answer to the previous one),
// lanes run in parallel; retryable failures back off with full jitter and keep their ID;
// permanent ones keep the entry as `failed`. Nothing leaves the outbox silently.
import { configDefaults, EventType, ProblemCode, type CreateMessageRequest, type EventOf, type Message } from '@bothy/generated';
import { BothyError, isTransientAnswer, MessageDeletedError, NetworkError, RateLimitedError, StorageError, TimeoutError, VersionConflictError } from '../errors.ts';
import type { Emitter } from '../events.ts';
import { reportError, reportingEmitter } from '../internal/report.ts';
import { backoff, type Random } from '../gateway/backoff.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { MemoryOutboxStore, type OutboxStore } from '../store/outbox-store.ts';
import type { OutboxEntry, OutboxFailure, OutboxOp, OutboxTransport, WriteMethod } from './types.ts';

export interface OutboxOptions {
  transport: OutboxTransport;
  /**
   * Where entries are kept. Without one, a store in memory that only this outbox holds: after
   * close() a write into it would be lost, so writes are refused then (D330).
   */
  store?: OutboxStore;
  /** client.outbox_retry_base (ms) */
  retryBase?: number;
  /** client.outbox_retry_cap (ms) */
  retryCap?: number;
  random?: Random;
  now?: () => number;
  /** 13.4: the outbox starts paused and sends after the first catch-up (resume()). Default true. */
  startPaused?: boolean;
  /** @internal A deliberately broken variant (D330's twin): takes writes after close() also where they are lost. */
  brokenWritesAfterClose?: boolean;
  /** @internal A deliberately broken variant (D389's twin): a sync point settles only the answered entries. */
  brokenSettleAnsweredOnly?: boolean;
  /** @internal A deliberately broken variant (D390's twin): an edit or removal the store refused is only reported, and kept in memory. */
  brokenStoreFailureReported?: boolean;
}

export interface OutboxEventMap {
  /** An entry was added or changed state. */
  change: OutboxEntry;
  /** The echo (or, at a sync point, the answer) confirmed a message; the entry left the outbox. */
  confirmed: { entry: OutboxEntry; message: Message };
  /** A permanent error: the entry stays as failed with its reason (13.2). */
  failed: OutboxEntry;
  /** 410 message_deleted on an edit: the entry is discarded, its text stays available (13.3). */
  discarded: OutboxEntry;
  /** An entry left the outbox: done, confirmed, or removed by the app. */
  removed: OutboxEntry;
  /**
   * A failure: a StorageError when the store refused a change the outbox made by itself (a state
   * change of sending); the entry stays in memory and is written again on its next change. A change
   * the app asked for (a write, an edit, a delete, retry, discard) rejects instead (D390).
   */
  error: BothyError;
}

/**
 * A message to edit or delete: a message from the server (it has an `id`), or an outbox entry by
 * its client_msg_id.
 */
export type MessageRef = Pick<Message, 'id' | 'thread_id' | 'version'> | { client_msg_id: string };

const isServerMessage = (ref: MessageRef): ref is Pick<Message, 'id' | 'thread_id' | 'version'> => 'id' in ref;

/** What 13.2 says about an error: retry with the same ID, or end the retries. */
export type Disposition = 'retry' | 'fail';

/**
 * 13.2: network errors, timeouts (the server's 408 request_timeout too, D507), 5xx and 429 are retried;
 * 400, 404, 410, 413 and 422 end the retries. Beyond the spec (SPEC.md): 409 request_in_progress is retried (the first request with
 * this key still runs, 5.2), and so is 401, because a token renewal heals it; every other status
 * (403, 409 of runs, 412, 415, 428) ends the retries, because repeating the request cannot help.
 */
export function dispositionOf(error: unknown): Disposition {
  if (!(error instanceof BothyError)) return 'retry';
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'retry';
  const status = error.status;
  if (status === undefined) return 'retry';
  return isTransientAnswer(status, error.code) || status === 401 ? 'retry' : 'fail';
}

function failureOf(error: unknown): OutboxFailure {
  if (error instanceof BothyError) {
    const failure: OutboxFailure = { code: error.code, message: error.message };
    if (error.status !== undefined) failure.status = error.status;
    if (error instanceof VersionConflictError && error.current) failure.current = error.current;
    return failure;
  }
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

const storageError = (error: unknown): BothyError => (error instanceof BothyError ? error : new StorageError(`outbox store: ${String(error)}`, error));

const isCreate = (e: OutboxEntry): e is OutboxEntry & { op: Extract<OutboxOp, { kind: 'message.create' }> } =>
  e.op.kind === 'message.create';

export class Outbox {
  readonly #transport: OutboxTransport;
  readonly #store: OutboxStore;
  readonly #retryBase: number;
  readonly #retryCap: number;
  readonly #random: Random;
  readonly #now: () => number;
  /** A throwing listener is an `error` event; errors nobody listens to go to the fallback line (internal/report.ts). */
  readonly #emitter: Emitter<OutboxEventMap> = reportingEmitter<OutboxEventMap>();
  readonly #entries = new Map<string, OutboxEntry>();
  readonly #inFlight = new Set<string>();
  /** The store's writes under way (put, delete, clear), so that idle() and close() wait for them too. */
  readonly #storeWrites = new Set<Promise<unknown>>();
  /**
   * Creates whose echo may never come, so that their answer confirms them (as settleSent would): tried
   * before this outbox opened (a restart; the echo may have been processed before the entry left the
   * store, D350), or tried and not answered at a sync point (the echo may lie at or below a resync's
   * head, which the client never receives, D389).
   */
  readonly #triedBefore = new Set<string>();
  #order = 0;
  #paused: boolean;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerAt = Infinity;
  #closed = false;
  /** 4012 (wipe): the account's local data is gone; no write is taken any more. */
  #wiped = false;
  /** The store is the app's: a write after close() waits there for the next session (D330); or D330's twin. */
  readonly #keepsAfterClose: boolean;
  readonly #brokenSettle: boolean;
  readonly #brokenStore: boolean;

  private constructor(options: OutboxOptions) {
    this.#transport = options.transport;
    this.#store = options.store ?? new MemoryOutboxStore();
    this.#keepsAfterClose = options.store !== undefined || options.brokenWritesAfterClose === true;
    this.#brokenSettle = options.brokenSettleAnsweredOnly === true;
    this.#brokenStore = options.brokenStoreFailureReported === true;
    this.#retryBase = options.retryBase ?? configDefaults['client.outbox_retry_base'];
    this.#retryCap = options.retryCap ?? configDefaults['client.outbox_retry_cap'];
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? Date.now;
    this.#paused = options.startPaused ?? true;
  }

  /** Opens the outbox on its store. Entries that were in flight at a crash are queued again, with their ID. */
  static async open(options: OutboxOptions): Promise<Outbox> {
    const outbox = new Outbox(options);
    for (const entry of await outbox.#store.load()) {
      if (entry.state === 'sending') entry.state = 'queued';
      if (isCreate(entry) && entry.attempts > 0 && entry.state === 'queued') outbox.#triedBefore.add(entry.id);
      outbox.#entries.set(entry.id, entry);
      outbox.#order = Math.max(outbox.#order, entry.order);
    }
    outbox.#pump();
    return outbox;
  }

  on<K extends keyof OutboxEventMap>(type: K, listener: (value: OutboxEventMap[K]) => void): () => void {
    return this.#emitter.on(type, listener);
  }

  /** Every entry, in insertion order (copies). */
  entries(): OutboxEntry[] {
    return [...this.#entries.values()].sort((a, b) => a.order - b.order).map((e) => structuredClone(e));
  }

  get(id: string): OutboxEntry | undefined {
    const entry = this.#entries.get(id);
    return entry && structuredClone(entry);
  }

  get paused(): boolean {
    return this.#paused;
  }

  /** 13.4: no new request until resume(); requests in flight finish. */
  pause(): void {
    this.#paused = true;
  }

  /** 13.4: after catch-up (or after the reload of a resync) the outbox sends in order. */
  resume(): void {
    this.#paused = false;
    this.#pump();
  }

  /**
   * At a sync point (catchup.complete, or the snapshot of a resync), every echo of a message whose
   * answer came before it has been delivered. A `sent` entry still waiting was confirmed by an echo
   * that an earlier run processed without updating the outbox (a crash between the two), or its
   * echo lies below a resync's head: its answer confirms it now. A create tried and not answered
   * yet (in flight, or waiting for a retry after a lost answer) may have its echo there too: its
   * answer, or the retry's replay (5.1), confirms it when it comes (D389).
   */
  async settleSent(): Promise<void> {
    for (const entry of [...this.#entries.values()]) {
      if (entry.state === 'sent' && entry.result) await this.#confirm(entry, entry.result);
      else if (isCreate(entry) && entry.attempts > 0 && (entry.state === 'sending' || entry.state === 'queued') && !this.#brokenSettle) this.#triedBefore.add(entry.id);
    }
  }

  /** 13.2: a new message with a fresh client_msg_id, stored before it is sent. */
  async sendMessage(threadId: string, contentMd: string, extra: Omit<CreateMessageRequest, 'client_msg_id' | 'content_md'> = {}): Promise<OutboxEntry> {
    this.#assertWritable();
    const id = uuidv7(this.#now());
    return this.#add(id, threadId, { kind: 'message.create', thread_id: threadId, body: { ...extra, client_msg_id: id, content_md: contentMd } });
  }

  /** An interaction with a fresh client_interaction_id in its body (5.1, 13.2). */
  async sendInteraction(method: WriteMethod, path: string, body: Record<string, unknown>, lane: string = path): Promise<OutboxEntry> {
    this.#assertWritable();
    const id = uuidv7(this.#now());
    return this.#add(id, lane, { kind: 'interaction.create', method, path, body: { ...body, client_interaction_id: id } });
  }

  /** Any other write with a fresh Idempotency-Key (5.2, 13.2). The lane defaults to the resource path. */
  async write(method: WriteMethod, path: string, options: { body?: unknown; ifMatch?: string; lane?: string } = {}): Promise<OutboxEntry> {
    this.#assertWritable();
    const op: OutboxOp = { kind: 'write', method, path };
    if (options.body !== undefined) op.body = options.body;
    if (options.ifMatch !== undefined) op.if_match = options.ifMatch;
    return this.#add(uuidv7(this.#now()), options.lane ?? path, op);
  }

  /**
   * 13.3: editing a message that was not sent yet changes the entry only; a failed one too (the
   * person sends it again with retry()). Otherwise a PATCH with If-Match follows in the thread's lane,
   * after any create or update of the same message that is still in the outbox.
   */
  async editMessage(ref: MessageRef, contentMd: string): Promise<OutboxEntry> {
    this.#assertWritable();
    const create = isServerMessage(ref) ? undefined : this.#entries.get(ref.client_msg_id);
    if (!isServerMessage(ref) && (!create || !isCreate(create))) throw new RangeError(`no message ${ref.client_msg_id} in the outbox`);
    if (create && isCreate(create) && ((create.state === 'queued' && create.attempts === 0) || create.state === 'failed')) {
      const before = structuredClone(create);
      create.op.body.content_md = contentMd;
      return this.#commit(create, before);
    }
    const messageId = isServerMessage(ref) ? ref.id : create?.result?.id;
    const lane = isServerMessage(ref) ? ref.thread_id : create!.lane;
    const pending = this.#pendingFor(create?.id, messageId);
    const unsent = pending.filter((e) => e.op.kind === 'message.update' && e.state === 'queued' && e.attempts === 0).at(-1);
    if (unsent && unsent === pending.at(-1) && unsent.op.kind === 'message.update') {
      const before = structuredClone(unsent);
      unsent.op.content_md = contentMd;
      return this.#commit(unsent, before);
    }
    const op: OutboxOp = { kind: 'message.update', content_md: contentMd };
    const previous = pending.at(-1) ?? (create && create.state !== 'sent' ? create : undefined);
    if (previous) op.after = previous.id;
    else {
      op.message_id = messageId ?? create?.result?.id;
      op.expected_version = isServerMessage(ref) ? ref.version : create?.result?.version;
    }
    return this.#add(uuidv7(this.#now()), lane, op);
  }

  /**
   * 13.3: deleting a message that was not sent yet removes its entry (and a failed one's). If it
   * was sent but not confirmed, a delete entry follows it in the lane; a server message gets a
   * DELETE, which is idempotent.
   */
  async deleteMessage(ref: MessageRef): Promise<OutboxEntry | undefined> {
    this.#assertWritable();
    const create = isServerMessage(ref) ? undefined : this.#entries.get(ref.client_msg_id);
    if (!isServerMessage(ref) && (!create || !isCreate(create))) throw new RangeError(`no message ${ref.client_msg_id} in the outbox`);
    if (create && ((create.state === 'queued' && create.attempts === 0) || create.state === 'failed')) {
      for (const e of this.#pendingFor(create.id, undefined)) await this.#remove(e, true);
      await this.#remove(create, true);
      return undefined;
    }
    const messageId = isServerMessage(ref) ? ref.id : create?.result?.id;
    const lane = isServerMessage(ref) ? ref.thread_id : create!.lane;
    // Edits that were never sent are superseded by the delete: out of memory while it is stored (nothing
    // sends them meanwhile), back if it cannot be, out of the store once it is (D390: the delete stored
    // first, so that a store that refuses loses no edit the app was told about).
    const superseded = this.#pendingFor(create?.id, messageId).filter((e) => e.op.kind === 'message.update' && e.state === 'queued' && e.attempts === 0);
    for (const e of superseded) this.#entries.delete(e.id);
    const pending = this.#pendingFor(create?.id, messageId);
    const op: OutboxOp = { kind: 'message.delete' };
    const previous = pending.at(-1) ?? (create && create.state !== 'sent' ? create : undefined);
    if (previous) op.after = previous.id;
    else op.message_id = messageId;
    let added: OutboxEntry;
    try {
      added = await this.#add(uuidv7(this.#now()), lane, op);
    } catch (error) {
      for (const e of superseded) this.#entries.set(e.id, e);
      throw error;
    }
    for (const e of superseded) await this.#remove(e);
    return added;
  }

  /** 13.2: a failed entry is sent again with a new ID, at the end of its lane. */
  async retry(id: string): Promise<OutboxEntry> {
    this.#assertWritable();
    const entry = this.#require(id);
    if (entry.state !== 'failed') throw new RangeError(`entry ${id} is ${entry.state}, not failed`);
    const newId = uuidv7(this.#now());
    const op = structuredClone(entry.op);
    if (op.kind === 'message.create') op.body.client_msg_id = newId;
    if (op.kind === 'interaction.create') op.body['client_interaction_id'] = newId;
    // The new entry is stored first (D390): a store that refuses it leaves the failed one as it was.
    // The failed one then goes; a store that refuses that is the outbox's own error event, and a
    // restart shows it failed again, for the person to discard.
    const added = await this.#add(newId, entry.lane, op);
    await this.#remove(entry);
    return added;
  }

  /** The person discards a failed or discarded entry (13.2: never silently). */
  async discard(id: string): Promise<void> {
    const entry = this.#require(id);
    if (entry.state !== 'failed' && entry.state !== 'discarded') throw new RangeError(`entry ${id} is ${entry.state}; only failed or discarded entries can be discarded`);
    await this.#remove(entry, true);
  }

  /**
   * 13.2: the echo of message.created with a matching client_msg_id confirms the entry. Returns
   * whether an entry matched.
   */
  async confirmEcho(event: EventOf<typeof EventType.MessageCreated>): Promise<boolean> {
    const message = event.payload.message;
    const clientMsgId = event.client_msg_id ?? message.client_msg_id;
    if (clientMsgId === undefined) return false;
    const entry = this.#entries.get(clientMsgId);
    if (!entry || !isCreate(entry) || entry.state === 'failed') return false;
    await this.#confirm(entry, message);
    return true;
  }

  /**
   * 4012 (8.5, R-SY-14): the account was revoked and every local datum goes, the outbox too. Stops
   * the outbox for good and clears its store. This is the one way entries leave without an answer,
   * a confirmation or the person's own discard.
   */
  async wipe(): Promise<void> {
    this.close();
    this.#wiped = true;
    this.#paused = true;
    this.#entries.clear();
    await this.#storeWrite(this.#store.clear());
  }

  /**
   * Stops timers; entries stay in the store, and this outbox sends nothing more. A write after it is
   * stored for the next session when the store is the app's (a persistent one: the next Outbox or
   * BothyClient on it sends it); into the outbox's own memory store it would be lost, so it throws
   * a TypeError (D330). After wipe() every write throws.
   */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /**
   * Waits until no request is in flight and no write of the store is under way (tests, shutdown): a
   * removal after an echo that arrived just before close() is on the store once close() resolved, so
   * that an app that exits then leaves its store as its outbox was (D547). It waits for a store write
   * that never settles, too.
   */
  async idle(): Promise<void> {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (;;) {
      if (this.#storeWrites.size > 0) await Promise.allSettled([...this.#storeWrites]);
      else if (this.#inFlight.size > 0) await tick();
      else {
        // One more turn: a write's continuation may begin the next (settleSent removes one entry after another).
        await tick();
        if (this.#storeWrites.size === 0 && this.#inFlight.size === 0) return;
      }
    }
  }

  /** One write of the store, counted while it is under way (idle()); a store written in plain JavaScript may return nothing. */
  #storeWrite<T>(write: Promise<T> | T): Promise<T> {
    const p = Promise.resolve(write);
    this.#storeWrites.add(p);
    const done = () => this.#storeWrites.delete(p);
    p.then(done, done);
    return p;
  }

  /** D330: a write that nothing would ever send is refused, not taken and lost. */
  #assertWritable(): void {
    if (this.#wiped || (this.#closed && !this.#keepsAfterClose)) throw new TypeError(`the outbox is ${this.#wiped ? 'wiped' : 'closed, its store in memory'}: this write would never be sent`);
  }

  #require(id: string): OutboxEntry {
    const entry = this.#entries.get(id);
    if (!entry) throw new RangeError(`no outbox entry ${id}`);
    return entry;
  }

  /** The entries of this message after its create, in order: updates and deletes still in the outbox. */
  #pendingFor(createId: string | undefined, messageId: string | undefined): OutboxEntry[] {
    const chain = new Set<string>(createId ? [createId] : []);
    const result: OutboxEntry[] = [];
    for (const e of [...this.#entries.values()].sort((a, b) => a.order - b.order)) {
      if (e.op.kind !== 'message.update' && e.op.kind !== 'message.delete') continue;
      const linked = (e.op.after !== undefined && chain.has(e.op.after)) || (messageId !== undefined && e.op.message_id === messageId);
      if (!linked || e.state === 'failed' || e.state === 'discarded') continue;
      chain.add(e.id);
      result.push(e);
    }
    return result;
  }

  async #add(id: string, lane: string, op: OutboxOp): Promise<OutboxEntry> {
    this.#order += 1;
    const entry: OutboxEntry = { id, order: this.#order, lane, created_at: this.#now(), state: 'queued', attempts: 0, op };
    this.#entries.set(id, entry);
    // 13.2: into the persistent outbox first; a write that cannot be stored is not accepted.
    try {
      await this.#put(entry);
    } catch (error) {
      this.#entries.delete(id);
      throw error;
    }
    this.#emitter.emit('change', structuredClone(entry));
    this.#pump();
    return structuredClone(entry);
  }

  /** One write of the store; its failure is a StorageError. */
  async #put(entry: OutboxEntry): Promise<void> {
    try {
      await this.#storeWrite(this.#store.put(entry));
    } catch (error) {
      throw storageError(error);
    }
  }

  /** A change the outbox made by itself: a failed write is an `error` event, and the entry goes on. */
  async #save(entry: OutboxEntry): Promise<void> {
    await this.#put(entry).catch((error: unknown) => reportError(this.#emitter, error));
    this.#emitter.emit('change', structuredClone(entry));
  }

  /** A change the app asked for: stored, or undone and rejected with StorageError (D390). */
  async #commit(entry: OutboxEntry, before: OutboxEntry): Promise<OutboxEntry> {
    if (this.#brokenStore) await this.#save(entry);
    else {
      try {
        await this.#put(entry);
      } catch (error) {
        Object.assign(entry, before);
        throw error;
      }
      this.#emitter.emit('change', structuredClone(entry));
    }
    return structuredClone(entry);
  }

  /**
   * Out of memory first, so that nothing sends it meanwhile. `strict`: the app asked for it; a store
   * that refuses puts the entry back and rejects with StorageError (D390).
   */
  async #remove(entry: OutboxEntry, strict = false): Promise<void> {
    this.#entries.delete(entry.id);
    this.#triedBefore.delete(entry.id);
    try {
      await this.#storeWrite(this.#store.delete(entry.id));
    } catch (error) {
      if (strict && !this.#brokenStore) {
        this.#entries.set(entry.id, entry);
        throw storageError(error);
      }
      reportError(this.#emitter, storageError(error));
    }
    this.#emitter.emit('removed', structuredClone(entry));
    this.#pump();
  }

  async #confirm(entry: OutboxEntry, message: Message): Promise<void> {
    this.#resolveDependents(entry.id, message);
    await this.#remove(entry);
    this.#emitter.emit('confirmed', { entry: structuredClone(entry), message });
  }

  /** The answer of a create or update names the message and its version for the entries behind it. */
  #resolveDependents(id: string, message: Message): void {
    for (const e of this.#entries.values()) {
      if ((e.op.kind === 'message.update' || e.op.kind === 'message.delete') && e.op.after === id) {
        delete e.op.after;
        e.op.message_id = message.id;
        if (e.op.kind === 'message.update') e.op.expected_version = message.version;
        void this.#save(e);
      }
    }
  }

  /** The first entry of a lane that still has to be sent: FIFO, nothing overtakes it. */
  #head(lane: string): OutboxEntry | undefined {
    let head: OutboxEntry | undefined;
    for (const e of this.#entries.values()) {
      if (e.lane !== lane || (e.state !== 'queued' && e.state !== 'sending')) continue;
      if (!head || e.order < head.order) head = e;
    }
    return head;
  }

  #pump(): void {
    if (this.#paused || this.#closed) return;
    const now = this.#now();
    let wakeAt = Infinity;
    const lanes = new Set([...this.#entries.values()].map((e) => e.lane));
    for (const lane of lanes) {
      if (this.#inFlight.has(lane)) continue;
      const head = this.#head(lane);
      if (!head) continue;
      if (head.next_attempt_at !== undefined && head.next_attempt_at > now) {
        wakeAt = Math.min(wakeAt, head.next_attempt_at);
        continue;
      }
      void this.#send(head);
    }
    this.#schedule(wakeAt);
  }

  #schedule(at: number): void {
    if (at === Infinity || at >= this.#timerAt) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#timerAt = Infinity;
      this.#pump();
    }, Math.max(0, at - this.#now()));
  }

  async #send(entry: OutboxEntry): Promise<void> {
    this.#inFlight.add(entry.lane);
    try {
      if (!(await this.#prepare(entry))) return;
      entry.state = 'sending';
      entry.attempts += 1;
      delete entry.next_attempt_at;
      await this.#save(entry);
      let result: Message | undefined;
      try {
        result = await this.#request(entry);
      } catch (error) {
        if (this.#entries.get(entry.id) === entry) await this.#failed(entry, error);
        return;
      }
      if (this.#entries.get(entry.id) !== entry) return; // confirmed by its echo while in flight
      await this.#succeeded(entry, result);
    } finally {
      this.#inFlight.delete(entry.lane);
      this.#pump();
    }
  }

  /**
   * An update or delete behind a create whose fate is known only now. Returns whether to send.
   * Behind a failed create, the edit goes into the failed entry and a delete removes both.
   */
  async #prepare(entry: OutboxEntry): Promise<boolean> {
    const op = entry.op;
    if ((op.kind !== 'message.update' && op.kind !== 'message.delete') || op.after === undefined) return true;
    const previous = this.#entries.get(op.after);
    if (previous && isCreate(previous) && previous.state === 'failed') {
      if (op.kind === 'message.update') {
        previous.op.body.content_md = op.content_md;
        await this.#save(previous);
      } else {
        await this.#remove(previous);
      }
      await this.#remove(entry);
      return false;
    }
    if (previous?.result) {
      this.#resolveDependents(previous.id, previous.result);
      return true;
    }
    // The entry before it ended without naming the message (its edit failed or was discarded).
    const failure: OutboxFailure = previous?.failure ?? { code: ProblemCode.NotFound, message: `the message of entry ${op.after} is unknown` };
    entry.failure = { ...failure };
    entry.state = 'failed';
    await this.#save(entry);
    this.#emitter.emit('failed', structuredClone(entry));
    return false;
  }

  async #request(entry: OutboxEntry): Promise<Message | undefined> {
    const op = entry.op;
    switch (op.kind) {
      case 'message.create':
        return this.#transport.createMessage(op.thread_id, op.body);
      case 'message.update':
        return this.#transport.updateMessage(op.message_id!, op.content_md, {
          ...(op.expected_version === undefined ? {} : { expectedVersion: op.expected_version }),
          idempotencyKey: entry.id,
        });
      case 'message.delete':
        await this.#transport.deleteMessage(op.message_id!, { idempotencyKey: entry.id });
        return undefined;
      case 'interaction.create':
        await this.#transport.createInteraction(op.method, op.path, op.body);
        return undefined;
      case 'write':
        await this.#transport.write(op.method, op.path, {
          ...(op.body === undefined ? {} : { body: op.body }),
          ...(op.if_match === undefined ? {} : { ifMatch: op.if_match }),
          idempotencyKey: entry.id,
        });
        return undefined;
    }
  }

  async #succeeded(entry: OutboxEntry, result: Message | undefined): Promise<void> {
    if (result) {
      entry.result = result;
      this.#resolveDependents(entry.id, result);
    }
    if (entry.op.kind === 'message.create' && result && this.#triedBefore.delete(entry.id)) {
      // Tried before a restart: its echo may be behind the stored cursor already, and would never come.
      // Sent only after catch-up (13.4), so every echo from before the restart has been processed.
      await this.#confirm(entry, result);
      return;
    }
    if (entry.op.kind === 'message.create') {
      // Answered; the echo confirms it (13.2). The lane goes on with the next entry.
      entry.state = 'sent';
      delete entry.failure;
      await this.#save(entry);
      return;
    }
    await this.#remove(entry);
  }

  async #failed(entry: OutboxEntry, error: unknown): Promise<void> {
    entry.failure = failureOf(error);
    if (error instanceof MessageDeletedError && entry.op.kind === 'message.update') {
      entry.state = 'discarded';
      await this.#save(entry);
      this.#emitter.emit('discarded', structuredClone(entry));
      return;
    }
    if (dispositionOf(error) === 'retry') {
      const wait = backoff(entry.attempts - 1, this.#retryBase, this.#retryCap, this.#random);
      const floor = error instanceof RateLimitedError ? (error.retryAfterMs ?? 0) : 0;
      entry.state = 'queued';
      entry.next_attempt_at = this.#now() + Math.max(wait, floor);
      await this.#save(entry);
      return;
    }
    entry.state = 'failed';
    await this.#save(entry);
    this.#emitter.emit('failed', structuredClone(entry));
  }
}
