// Creating messages (5.1): the one statement of a new message, and the group
// commit that lets concurrent creations share one writing transaction (3.2).
//
// Under load, each POST /threads/{id}/messages does not pay a transaction of its
// own. New messages queue here; whoever gets a write slot (server.write_concurrency)
// takes up to server.write_batch_max of them and commits them together:
//   1. one message: BEGIN, visibility_version (a writer whose permissions changed
//      while waiting is decided on the visibility of now) and the statement of
//      every new message, ordered by thread ID so that two batches take thread
//      locks in the same order;
//   2. the appender's counter step, events and COMMIT (3.2: the counter last).
// Two round trips for the batch instead of several per message, one commit (one
// WAL flush) and one counter step for all of them (npm run bench:commit).
//
// A batch is all or nothing. When something in it fails (a concurrent twin that
// committed first, a refusal, an event the appender refuses) the batch rolls back
// and each of its messages is committed alone, which answers each one exactly as
// if there had been no batch. A message is answered only after its commit.
//
// A message that triggers an agent (runs/trigger.ts, D80) writes its run, its
// trigger_state and agent.invocation in the same transaction, with one more
// statement in the appender's last message: still two round trips for the batch.
import { Action, EventType, ProblemCode, type CreateMessageRequest, type Message } from '@bothy/generated';
import { notFound, requireAccess } from '../authz/require.ts';
import { loadVisibility, VISIBILITY_CHANGE_LOCK_SHARED, VISIBILITY_VERSION, type Visibility } from '../authz/visibility.ts';
import { isRetryableConflict, isStaleStatement, isUniqueViolation } from '../db/errors.ts';
import { executeText } from '../db/sql-prepared.ts';
import { PreparingClient, type Pool, type PoolClient } from '../db/pool.ts';
import type { EventAppender, NewEvent } from '../events/appender.ts';
import type { WriteGate } from '../events/write-gate.ts';
import type { Queryable } from '../db/queryable.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { canonicalJson, sha256Hex } from '../internal/canonical.ts';
import { uuidv7 } from '../internal/uuid.ts';
import type { Logger } from '../logging.ts';
import { DomainError } from '../errors.ts';
import {
  activeRunsColumn,
  followupEvent,
  followupStatement,
  followupsOf,
  invocationEvent,
  queuedEvent,
  mentionAgentsColumn,
  plannedAsActive,
  plannedRuns,
  recheckStatement,
  triggerStatement,
  type ActiveRunOfThread,
  type PlannedFollowup,
  type PlannedRun,
} from '../runs/trigger.ts';
import type { ServerContext } from '../context.ts';
import { fitMessageEvent, mentionsOf, messageEvent, originOf, SELECT_MESSAGE, toMessage, type MessageRow } from './message.ts';
import { threadEvent, type ThreadRow } from './threads.ts';

const TWIN_CONSTRAINT = 'messages_author_client_msg_id';

/** Whether one of the channels the author sees has a free-response agent (D80): then a message may trigger without a mention. */
const freeResponseOf = new WeakMap<Visibility, boolean>();
function hasFreeResponse(v: Visibility): boolean {
  let known = freeResponseOf.get(v);
  if (known === undefined) {
    known = [...v.channels.values()].some((c) => c.freeResponseAgentId !== undefined);
    freeResponseOf.set(v, known);
  }
  return known;
}
/** Tries of a message alone that meets a deadlock or a serialization failure. */
const ALONE_ATTEMPTS = 3;

/** client_payload_sha256 over the canonical request: thread, content, reply reference, attachments (5.1). */
export function clientPayloadHash(threadId: string, body: CreateMessageRequest): string {
  return sha256Hex(canonicalJson({ thread_id: threadId, content_md: body.content_md, reply_to_id: body.reply_to_id, attachments: body.attachments ?? [] }));
}

/** A message to create: the request, its author and its client_payload_sha256 (5.1). */
export interface NewMessage {
  threadId: string;
  author: { id: string; kind: AuthContext['kind'] };
  body: CreateMessageRequest;
  hash: string;
}

/** What the statement of a new message returns: the new message, or the earlier one with the same client_msg_id. */
export interface CreatedMessageRow extends MessageRow {
  /** true: a message with this (author, client_msg_id) existed, and nothing was written. */
  replay: boolean;
  /** The draft that clear_draft deleted (14), if there was one. */
  draft_id: string | null;
  draft_version: number | null;
  /** The active agents among the message's mentions (the trigger rule, runs/trigger.ts). */
  mention_agents: string[];
  /** The thread's active runs where the message may trigger (15.4, runs/trigger.ts activeRunsColumn). */
  active_runs: ActiveRunOfThread[];
  /** The thread after the message, when it was done before: the send reopened it (13.3, D181). */
  reopened_thread: ThreadRow | null;
}

/**
 * The domain step of a new message, as one statement (5.1, 4, 14):
 *   - an earlier message of the author with the same client_msg_id answers as a repeat, and nothing is written;
 *   - else the thread lock and its next thread_seq, then the message;
 *   - with clear_draft, the author's draft of the thread is deleted.
 * No row: the thread does not exist. A concurrent twin that commits first makes the insert
 * fail on messages_author_client_msg_id, so that the loser's thread number rolls back.
 * The event counter comes later, as the last step (3.2). Every placeholder is cast, so the
 * statement reads the same with its values bound or written in (db/inline.ts).
 */
export function createMessageStatement(m: NewMessage, freeResponse = false, twinFollowupWithoutLock = false, twinClientIdAfterCommit = false): { text: string; values: unknown[] } {
  const mentions = mentionsOf(m.body.content_md);
  return {
    text: createMessageText(m.body.clear_draft === true, mentions.length > 0, freeResponse, twinFollowupWithoutLock, twinClientIdAfterCommit),
    values: [uuidv7(), m.threadId, m.author.id, m.body.client_msg_id, m.hash, originOf(m.author.kind), m.body.content_md, m.body.reply_to_id ?? null,
      JSON.stringify(m.body.attachments ?? []), mentions, m.author.kind,
      // The twin (clientIdAfterCommit): the message commits under a stand-in, its client_msg_id follows after the commit.
      ...(twinClientIdAfterCommit ? [uuidv7()] : [])],
  };
}

/**
 * The statement's text per form, built once (D546): the same string every time, so that its prepared
 * name (db/sql-prepared.ts) is found without hashing the text again. The forms are the five switches
 * below, 32 at most.
 */
const createMessageTexts = new Map<number, string>();
let formsBuilt = 0;

/** How many texts have been built (tests: each form once). */
export function createMessageFormsBuilt(): number {
  return formsBuilt;
}

function createMessageText(clearDraft: boolean, hasMentions: boolean, freeResponse: boolean, twinFollowupWithoutLock: boolean, twinClientIdAfterCommit: boolean): string {
  const form = (clearDraft ? 1 : 0) | (hasMentions ? 2 : 0) | (freeResponse ? 4 : 0) | (twinFollowupWithoutLock ? 8 : 0) | (twinClientIdAfterCommit ? 16 : 0);
  let text = createMessageTexts.get(form);
  if (text === undefined) {
    text = buildCreateMessageText(clearDraft, hasMentions, freeResponse, twinFollowupWithoutLock, twinClientIdAfterCommit);
    formsBuilt += 1;
    createMessageTexts.set(form, text);
  }
  return text;
}

function buildCreateMessageText(clearDraft: boolean, hasMentions: boolean, freeResponse: boolean, twinFollowupWithoutLock: boolean, twinClientIdAfterCommit: boolean): string {
  // clear_draft (14) adds the draft step; without it the statement does not name drafts at all.
  const draft = clearDraft
    ? `,
     d AS (
       UPDATE drafts SET deleted = true, content_md = '', file_ids = '{}', version = version + 1, updated_at = now()
        WHERE principal_id = $3::uuid AND thread_id = $2::uuid AND NOT deleted AND EXISTS (SELECT 1 FROM m)
        RETURNING id, version)`
    : '';
  const draftColumns = clearDraft ? '(SELECT id FROM d) AS draft_id, (SELECT version FROM d) AS draft_version' : 'NULL::uuid AS draft_id, NULL::bigint AS draft_version';
  // Only a message that mentions someone looks its mentions up among the agents (D80).
  const agents = mentionAgentsColumn(hasMentions, '$10::uuid[]');
  // 15.4: where it may trigger (a mention, or a channel of the author's with a free-response agent), the thread's active runs.
  const active = activeRunsColumn(hasMentions || freeResponse, '$2::uuid', twinFollowupWithoutLock);
  // o: the thread lock, read with the thread as it is once locked (closed, 13.3: a send reopens a done thread, D181).
  return `WITH dup AS (
       SELECT * FROM messages WHERE author_principal_id = $3::uuid AND client_msg_id = $4::uuid),
     o AS (
       SELECT id, closed FROM threads WHERE id = $2::uuid AND NOT EXISTS (SELECT 1 FROM dup) FOR NO KEY UPDATE),
     t AS (
       UPDATE threads SET last_message_seq = last_message_seq + 1, message_count = message_count + 1,
              version = version + 1, last_activity_at = now(), closed = false
         FROM o WHERE threads.id = o.id
       RETURNING threads.last_message_seq, threads.channel_id, threads.space_id, CASE WHEN o.closed THEN to_jsonb(threads.*) END AS reopened),
     m AS (
       INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, client_msg_id,
                             client_payload_sha256, origin, kind, content_md, reply_to_id, attachments, mention_ids)
       SELECT $1::uuid, $2::uuid, t.channel_id, t.space_id, t.last_message_seq, $3::uuid, ${twinClientIdAfterCommit ? '$12' : '$4'}::uuid, $5::text, $6::text, 'text',
              $7::text, $8::uuid, $9::jsonb, $10::uuid[] FROM t RETURNING *)${draft}
     SELECT m.*, $11::text AS author_kind, false AS replay, ${draftColumns}, ${agents}, ${active}, (SELECT reopened FROM t) AS reopened_thread FROM m
     UNION ALL
     SELECT dup.*, $11::text, true, NULL::uuid, NULL::bigint, ${agents}, '[]'::jsonb, NULL::jsonb FROM dup`;
}

/** Runs createMessageStatement with bound values. Undefined when the thread does not exist. */
export async function insertMessage(client: Queryable, m: NewMessage): Promise<CreatedMessageRow | undefined> {
  const { text, values } = createMessageStatement(m);
  const { rows } = await client.query<CreatedMessageRow>(text, values);
  return rows[0];
}

/** A creation waiting for its commit: the message and what decides on it. */
export interface CreateRequest extends NewMessage {
  auth: AuthContext;
  visibility: Visibility;
  correlationId?: string;
  /** The request's valid traceparent (2.2, D183): stored with the events, delivered to agent adapters only. */
  traceContext?: string;
}

export interface CreateOutcome {
  message: Message;
  replay: boolean;
}

/**
 * The events of a new message: thread.updated when the send reopened a done thread (13.3, D181),
 * message.created (reduced with truncated: true when it is over sync.event_payload_max_bytes, 2.2),
 * agent.invocation per run it triggers (15.3) and, with clear_draft, draft.deleted (14).
 */
function eventsOf(r: CreateRequest, row: CreatedMessageRow, message: Message, runs: readonly PlannedRun[], payloadMaxBytes: number, twins?: ServerContext['twins']): NewEvent[] {
  const actor = { kind: r.auth.kind, id: r.auth.principalId };
  const trace = { correlationId: r.correlationId, traceContext: r.traceContext };
  const events: NewEvent[] = [];
  if (row.reopened_thread) events.push({ ...threadEvent(EventType.ThreadUpdated, row.reopened_thread, actor), ...trace });
  events.push(fitMessageEvent(messageEvent(EventType.MessageCreated, row.space_id, message, actor, r.correlationId, r.traceContext), payloadMaxBytes));
  for (const run of runs) {
    if (!twins?.noQueuedStateChange) events.push({ ...queuedEvent(run, r.correlationId), traceContext: r.traceContext });
    events.push({ ...invocationEvent(run, r.correlationId), traceContext: r.traceContext });
  }
  if (row.draft_id !== null && row.draft_version !== null) {
    events.push({
      type: EventType.DraftDeleted,
      actor,
      scope: { space_id: row.space_id, channel_id: row.channel_id, thread_id: r.threadId },
      resource: { kind: 'draft', id: row.draft_id, version: row.draft_version },
      audiencePrincipalId: r.auth.principalId,
      ...trace,
      payload: { thread_id: r.threadId, version: row.draft_version, ...(r.auth.deviceId ? { updated_by_device_id: r.auth.deviceId } : {}) },
    });
  }
  return events;
}

/**
 * An earlier message with this client_msg_id: the same request is a repeat, another one a misuse of the key (5.1).
 * Either is answered only while the author may still read the thread (8.3, D354): a repeat after the
 * removal is 404 as every other write there, not the message as it is now (a tombstone, say).
 */
function repeatOf(existing: MessageRow, hash: string, v: Visibility | undefined, twins?: { replayUnchecked?: boolean }): CreateOutcome {
  if (!twins?.replayUnchecked) {
    if (!v) throw notFound('thread');
    requireAccess(v, Action.ThreadRead, { spaceId: existing.space_id, channelId: existing.channel_id }, 'thread');
  }
  if (existing.client_payload_sha256 !== hash) {
    throw new DomainError(ProblemCode.IdempotencyKeyReuse, 'this client_msg_id was already used for a different message (5.1)');
  }
  return { message: toMessage(existing), replay: true };
}

async function findByClientMsgId(db: Queryable, author: string, clientMsgId: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(`${SELECT_MESSAGE} WHERE m.author_principal_id = $1 AND m.client_msg_id = $2`, [author, clientMsgId]);
  return rows[0];
}

interface Pending {
  request: CreateRequest;
  resolve: (outcome: CreateOutcome) => void;
  reject: (err: unknown) => void;
}

function answer(p: Pending, outcome: () => CreateOutcome): void {
  try {
    p.resolve(outcome());
  } catch (err) {
    p.reject(err);
  }
}

export interface GroupCommitDeps {
  pool: Pool;
  appender: EventAppender;
  gate: WriteGate;
  log: Logger;
  /** The test-only broken variants of the server context (context.ts). */
  twins?: () => ServerContext['twins'];
}

/**
 * Batches of one thread a node has in PostgreSQL at once (D510): one holds the thread's row lock, the
 * next waits on it with its statements sent, so it goes on the moment the first commits; more would
 * only wait there too, each a connection, a write slot and, should the node stop, one more
 * server.database_idle_transaction_timeout for everyone else's writes of the thread. The second is
 * sent only once the first holds the lock (its statements returned): it is then the one waiter of
 * this node behind it, and the batches of a thread commit in the order they were taken (D524).
 */
const THREAD_BATCHES_IN_DATABASE = 2;

/** A batch in PostgreSQL as its threads see it: whether its statements returned, so that it holds their rows' locks (D524). */
interface InDatabase {
  holding: boolean;
}

export class MessageGroupCommit {
  /**
   * New messages waiting for a batch, per thread, each thread's in arrival order; the threads in turn
   * (a thread joins at the back when a message comes for it and it has none waiting, and goes to the
   * back again after a take left some of its messages waiting). A take looks at the threads, not at
   * every message: those of a thread that has its THREAD_BATCHES_IN_DATABASE batches in PostgreSQL (a
   * stopped node's thread, D510) cost it nothing however many wait.
   */
  private readonly queues = new Map<string, Pending[]>();
  private queuedCount = 0;
  /** Takers waiting for a write slot; one is enough to pick up whatever queues meanwhile. */
  private waiting = 0;
  /**
   * The batches of this node in PostgreSQL per thread (D510): at most THREAD_BATCHES_IN_DATABASE; a
   * message of a thread that has them waits here, not on the thread's row lock there. Otherwise a node
   * stopped mid-transaction (SIGSTOP, a VM paused) has every one of its batches of the thread queued on
   * that lock; each takes it in turn once PostgreSQL ends the one before, and idles with it for
   * server.database_idle_transaction_timeout again, so another node's write of the thread waited that
   * long once per batch (up to server.write_concurrency times) instead of at most twice.
   */
  private readonly busyThreads = new Map<string, Set<InDatabase>>();

  constructor(private readonly deps: GroupCommitDeps, private readonly maxBatch: number) {
    if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new RangeError('a group commit needs a batch of at least 1');
  }

  /** New messages waiting for a write slot. */
  get queued(): number {
    return this.queuedCount;
  }

  /** Resolves after the message's commit (or with its repeat); rejects with the error of this message alone. */
  submit(request: CreateRequest): Promise<CreateOutcome> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { request, resolve, reject };
      const queue = this.queues.get(request.threadId);
      if (queue) queue.push(pending);
      else this.queues.set(request.threadId, [pending]);
      this.queuedCount += 1;
      if (this.waiting === 0 && this.free(request.threadId)) this.startTaker();
    });
  }

  /**
   * Whether a queued message may go into a batch now: fewer than THREAD_BATCHES_IN_DATABASE batches of
   * its thread are in PostgreSQL (D510), and those there hold the thread's lock already (D524), so that
   * the new batch is the one waiter behind them and none overtakes another when the lock goes.
   */
  private free(threadId: string): boolean {
    const twins = this.deps.twins?.();
    if (twins?.threadBatchesOverlap) return true;
    const batches = this.busyThreads.get(threadId);
    if (!batches) return true;
    if (batches.size >= THREAD_BATCHES_IN_DATABASE) return false;
    for (const b of batches) if (!b.holding && !twins?.nextBatchBeforeLock) return false;
    return true;
  }

  private startTaker(): void {
    // commit() answers every error itself; this is the last guard against a bug here.
    this.take().catch((err: unknown) => this.deps.log.error({ err }, 'the group commit of messages failed'));
  }

  /**
   * Takes up to maxBatch queued messages of free threads and marks their threads busy: the threads in
   * the order of `queues`, each thread's messages in arrival order, as many as the batch has room for.
   * A thread with messages left goes to the back, so a busy thread cannot fill every batch while others
   * wait (with few write slots it would be free at every take). A thread at its
   * THREAD_BATCHES_IN_DATABASE is skipped and cannot hold the batches of other threads up.
   */
  private takeBatch(state: InDatabase): Pending[] {
    const batch: Pending[] = [];
    const left: [string, Pending[]][] = [];
    for (const [thread, queue] of this.queues) {
      if (batch.length === this.maxBatch) break;
      if (!this.free(thread)) continue;
      const taken = queue.splice(0, this.maxBatch - batch.length);
      for (const p of taken) batch.push(p);
      this.queues.delete(thread);
      if (queue.length > 0) left.push([thread, queue]);
      const batches = this.busyThreads.get(thread);
      if (batches) batches.add(state);
      else this.busyThreads.set(thread, new Set([state]));
    }
    // The twin keeps a thread with messages left at the front (D510 second addendum as first written).
    if (this.deps.twins?.()?.busyThreadKeepsFront) for (const [thread, queue] of left.reverse()) this.reinsertFront(thread, queue);
    else for (const [thread, queue] of left) this.queues.set(thread, queue);
    this.queuedCount -= batch.length;
    return batch;
  }

  /** The twin's: the thread back at the front of the turn. */
  private reinsertFront(thread: string, queue: Pending[]): void {
    const rest = [...this.queues];
    this.queues.clear();
    this.queues.set(thread, queue);
    for (const [t, q] of rest) this.queues.set(t, q);
  }

  /** Another taker when a queued message may go now and none is waiting for a slot. */
  private startTakerIfFree(): void {
    if (this.waiting > 0) return;
    for (const thread of this.queues.keys()) {
      if (this.free(thread)) {
        this.startTaker();
        return;
      }
    }
  }

  private async take(): Promise<void> {
    this.waiting += 1;
    const release = await this.deps.gate.acquire();
    this.waiting -= 1;
    const state: InDatabase = { holding: false };
    const batch = this.takeBatch(state);
    this.startTakerIfFree();
    let committed = true;
    try {
      try {
        if (batch.length) committed = await this.commit(batch, batch.length === 1, state);
      } finally {
        release();
      }
      if (!committed) {
        this.deps.log.debug({ messages: batch.length }, 'a group commit rolled back; committing its messages one by one');
        // One after the other, in arrival order: the batch's threads stay counted (busyThreads) meanwhile,
        // and its messages are one transaction in PostgreSQL at a time, beside at most one other batch
        // of their thread, as D510 has it.
        for (const p of batch) {
          // alone() answers its message's errors itself; should it throw, that message fails and the rest still go.
          // Each retry with a state of its own, never in busyThreads: the batch's stays there, not holding, so no
          // next batch of its threads goes before the last retry ended (D524, its review).
          await this.alone(p, { holding: false }).catch((err: unknown) => {
            this.deps.log.error({ err }, 'a message of a rolled-back group commit failed alone');
            p.reject(err);
          });
        }
      }
    } finally {
      for (const thread of new Set(batch.map((p) => p.request.threadId))) {
        const batches = this.busyThreads.get(thread);
        batches?.delete(state);
        if (batches?.size === 0) this.busyThreads.delete(thread);
      }
      this.startTakerIfFree();
    }
  }

  private async alone(p: Pending, state: InDatabase): Promise<void> {
    const release = await this.deps.gate.acquire();
    try {
      await this.commit([p], true, state);
    } finally {
      release();
    }
  }

  /**
   * Commits a batch and then settles every promise in it; true. A batch of
   * several that fails rolls back, settles nothing and returns false; a message
   * alone is answered with its own error. A message alone that meets a deadlock
   * (the same client_msg_id in two groups of two threads waits on the unique
   * index outside the thread order) is tried again, a few times; one that meets a
   * prepared statement gone stale (D281) is tried again on another connection.
   */
  private async commit(batch: Pending[], alone: boolean, state: InDatabase): Promise<boolean> {
    // Thread locks in one order for every batch: no two batches wait on each other in a cycle.
    const ordered = [...batch].sort((a, b) => (a.request.threadId < b.request.threadId ? -1 : a.request.threadId > b.request.threadId ? 1 : 0));
    // A statement gone stale retires its connection (db/pool.ts); each try may meet another such connection of the pool.
    const staleRetries = this.deps.pool.options.max ?? 10;
    for (let conflicts = 0, stale = 0; ; ) {
      const outcome = await this.attempt(ordered, state);
      if (outcome.ok) {
        for (const s of outcome.settle) s();
        return true;
      }
      if (!alone) return false;
      if (isStaleStatement(outcome.err) && outcome.discarded && this.deps.twins?.()?.staleStatementNotRetried !== true && (stale += 1) <= staleRetries) continue;
      if (isRetryableConflict(outcome.err) && (conflicts += 1) < ALONE_ATTEMPTS) continue;
      // The transaction's client is back in the pool before the twin is looked up.
      await this.answerFailure(batch[0]!, outcome.err);
      return true;
    }
  }

  /** One transaction for the batch: what to answer after its commit, or why it rolled back. */
  private async attempt(ordered: Pending[], state: InDatabase): Promise<{ ok: true; settle: (() => void)[] } | { ok: false; err: unknown; discarded: boolean }> {
    const settle: (() => void)[] = [];
    let client: PoolClient | undefined;
    let inTransaction = false;
    let broken: Error | undefined;
    // The twin of D452: the pairs of the new messages, written after the commit.
    const twinClientIdAfterCommit = this.deps.twins?.()?.clientIdAfterCommit === true;
    const pairsAfterCommit: { id: string; clientMsgId: string }[] = [];
    try {
      client = await this.deps.pool.connect();
      const escape = client.escapeLiteral.bind(client);
      const statements: string[] = [];
      // Each message's statement prepared once per connection and executed in the batch (D281).
      for (const p of ordered) {
        const { text, values } = createMessageStatement(p.request, hasFreeResponse(p.request.visibility), this.deps.twins?.()?.followupWithoutLock === true, twinClientIdAfterCommit);
        statements.push(await executeText(client, 'create_message', text, values));
      }
      inTransaction = true;
      // No parameters: the simple query protocol, one message, one result per statement. The
      // visibility_version comes first: what changed while the messages waited is seen below. Before it,
      // the visibility change lock, shared (D375): a permission change committed before is read, and one
      // under way waits for this group's commit (its access.changed then follows the messages).
      const lock = this.deps.twins?.()?.contentWriteCheckedBefore ? [] : [VISIBILITY_CHANGE_LOCK_SHARED];
      const results = (await client.query(['BEGIN ISOLATION LEVEL READ COMMITTED', ...lock, `SELECT ${VISIBILITY_VERSION} AS value`, ...statements].join(';\n'))) as unknown as { rows: Record<string, unknown>[] }[];
      // The statements returned: the batch holds its threads' rows, and the next batch of each may go (D524).
      state.holding = true;
      this.startTakerIfFree();
      const first = 1 + lock.length;
      const version = Number(results[first]?.rows[0]?.value);
      const events: NewEvent[] = [];
      const runs: PlannedRun[] = [];
      const followups: PlannedFollowup[] = [];
      const fresh = new Map<string, Visibility | undefined>();
      // The runs this batch plans, per thread: a later message of the same thread sees them as active (D315).
      const plannedIn = new Map<string, ActiveRunOfThread[]>();
      const twinTriggersReplay = this.deps.twins?.()?.triggerOnReplay === true;
      // A permission change committed since the request arrived: decide on the visibility of now (7.2, 8.2),
      // a new message as a repeat (D354); read once per author in the batch.
      const reader = client;
      const visibilityNow = async (p: Pending): Promise<Visibility | undefined> => {
        if (p.request.visibility.visibilityVersion >= version) return p.request.visibility;
        const principal = p.request.author.id;
        if (!fresh.has(principal)) fresh.set(principal, await loadVisibility(reader, principal));
        const visibility = fresh.get(principal);
        // A retry builds its statement from the visibility of now: one read with the old one may lack the
        // thread's active runs that a trigger of the new one (a free-response agent set meanwhile) needs (D315).
        if (visibility) p.request.visibility = visibility;
        return visibility;
      };
      for (const [i, p] of ordered.entries()) {
        const row = results[first + 1 + i]?.rows[0] as CreatedMessageRow | undefined;
        if (!row) {
          settle.push(() => p.reject(notFound('thread')));
        } else if (row.replay) {
          // A repeat writes nothing, and so triggers nothing (5.1); the twin triggers again.
          if (twinTriggersReplay) {
            const planned = this.triggers(p.request, row, p.request.visibility);
            runs.push(...planned);
            for (const run of planned) events.push(invocationEvent(run, p.request.correlationId));
          }
          const visibility = await visibilityNow(p);
          settle.push(() => answer(p, () => repeatOf(row, p.request.hash, visibility, this.deps.twins?.())));
        } else {
          const visibility = await visibilityNow(p);
          // Refused in a batch: the batch rolls back and this message, alone, gets the refusal.
          if (!visibility) throw notFound('thread');
          requireAccess(visibility, Action.MessageCreate, { spaceId: row.space_id, channelId: row.channel_id }, 'thread');
          // The trigger rule on the same visibility (D80): the run, trigger_state and agent.invocation commit with the message.
          // 15.4, R-SY-22: against the thread's active runs, a follow-up of one, or refused for another agent's.
          const inBatch = this.deps.twins?.()?.batchIgnoresPlannedRuns ? [] : (plannedIn.get(row.thread_id) ?? []);
          const decided = followupsOf(this.triggers(p.request, row, visibility), [...(row.active_runs ?? []), ...inBatch], Number(row.thread_seq), this.deps.twins?.());
          if ('refused' in decided) throw new DomainError(ProblemCode.RunActiveOtherAgent, 'a run of another agent is active in this thread; mention that agent or wait for its end');
          const planned = decided.runs;
          if (planned.length || decided.followups.length) row.trigger_state = 'received';
          runs.push(...planned);
          if (planned.length) plannedIn.set(row.thread_id, [...inBatch, ...planned.map(plannedAsActive)]);
          followups.push(...decided.followups);
          if (twinClientIdAfterCommit) {
            row.client_msg_id = p.request.body.client_msg_id;
            pairsAfterCommit.push({ id: row.id, clientMsgId: row.client_msg_id });
          }
          const message = toMessage(row);
          events.push(...eventsOf(p.request, row, message, planned, this.deps.appender.payloadMaxBytes, this.deps.twins?.()));
          for (const f of decided.followups) if (f.notify) events.push({ ...followupEvent(f, p.request.correlationId), traceContext: p.request.traceContext });
          settle.push(() => p.resolve({ message, replay: false }));
        }
      }
      const prepared = this.deps.appender.prepare(events);
      // The runs go ahead of the counter step in the appender's one message: no round trip more (D35, D80).
      // A run that committed in the thread since the message statement's snapshot fails the batch (40001) and it is tried again (D315).
      const recheck = runs.length && !this.deps.twins?.()?.triggerWithoutRecheck ? [recheckStatement(escape, runs)] : [];
      const before = runs.length ? [...recheck, triggerStatement(escape, runs, new Date())] : [];
      if (followups.length) before.push(followupStatement(escape, followups));
      if (prepared.length) await this.deps.appender.appendPreparedAndCommit(client, prepared, before);
      else await client.query('COMMIT');
      inTransaction = false;
      for (const pair of pairsAfterCommit) await client.query('UPDATE messages SET client_msg_id = $2 WHERE id = $1', [pair.id, pair.clientMsgId]);
      return { ok: true, settle };
    } catch (err) {
      if (inTransaction) {
        await client?.query('ROLLBACK').catch((rollbackErr: unknown) => {
          // A client that cannot roll back does not go back to the pool.
          broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        });
      }
      // Discarded: the pool does not hand this connection out again (its statements went stale, or it cannot roll back).
      return { ok: false, err, discarded: broken !== undefined || (client instanceof PreparingClient && client.retired) };
    } finally {
      state.holding = false;
      client?.release(broken);
    }
  }

  private triggers(r: CreateRequest, row: CreatedMessageRow, visibility: Visibility): PlannedRun[] {
    return plannedRuns({ author: r.author, origin: row.origin, message: row, mentionAgents: row.mention_agents ?? [], visibility });
  }

  /** A concurrent twin committed first: the loser rolled back with its thread number and answers as a repeat (5.1). */
  private async answerFailure(p: Pending, err: unknown): Promise<void> {
    if (isUniqueViolation(err, TWIN_CONSTRAINT)) {
      const twin = await findByClientMsgId(this.deps.pool, p.request.author.id, p.request.body.client_msg_id).catch(() => undefined);
      if (twin) return answer(p, () => repeatOf(twin, p.request.hash, p.request.visibility, this.deps.twins?.()));
    }
    p.reject(err);
  }
}
