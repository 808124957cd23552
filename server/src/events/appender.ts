// The appender (3.2, 3.3, 4): the only code that writes event_log.
//
// A writing transaction runs, in READ COMMITTED:
//   1. the domain rows (the thread lock before the counter),
//   2. UPDATE sequence_counters('event_seq') ... RETURNING value, as the last step,
//   3. INSERT event_log rows last-n+1 .. last, and pg_notify('event_log', last),
//   4. COMMIT.
// The counter row lock serializes the end of every writing transaction, so a
// reader that sees seq k also sees every seq below k (3.2).
//
// Steps 2 to 4 go to PostgreSQL as one message of separate statements (the simple
// query protocol), so the counter row is never locked across a network round trip
// or a turn of this process's event loop: it is held for the two statements and
// the WAL flush of the commit only. Under load, every round trip inside the lock
// is paid by every writer queued behind it (npm run bench:commit). Each statement
// still takes its own snapshot, so the event rows read permission_version after
// the counter lock is held, as with separate round trips.
import {
  check,
  EventType,
  eventCatalogue,
  formatIssues,
  validateStoredEvent,
  type DurableEventType,
  type EventActor,
  type EventScope,
  type PayloadOf,
} from '@bothy/generated';
import type { QueryResult } from 'pg';
import type { Logger } from '../logging.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import { executeText } from '../db/sql-prepared.ts';
import { ServerError } from '../errors.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { stampTrace } from './request-trace.ts';
import { fitEvents } from './reduce.ts';
import type { SharedTransaction } from './shared-transaction.ts';
import type { WriteGate } from './write-gate.ts';

export const EVENT_LOG_CHANNEL = 'event_log';

export interface NewEvent<T extends DurableEventType = DurableEventType> {
  type: T;
  actor?: EventActor;
  scope: EventScope;
  resource: { kind: string; id: string; version?: number };
  /** Set for personal events (audience self): the one principal that may receive it. */
  audiencePrincipalId?: string;
  payload: PayloadOf<T>;
  /** The producer reduced a large object and the client reloads it via REST (2.2). */
  truncated?: boolean;
  correlationId?: string;
  traceContext?: string;
  clientMsgId?: string;
}

/** An event the appender refused because it does not match the contract: a server bug, never stored. */
export class EventValidationError extends ServerError {
  override readonly name = 'EventValidationError';
  readonly code = 'event_invalid';
}

/** A payload over sync.event_payload_max_bytes; the producer must build a reduced payload with truncated: true (2.2). */
export class EventPayloadTooLargeError extends ServerError {
  override readonly name = 'EventPayloadTooLargeError';
  readonly code = 'event_payload_too_large';
  constructor(readonly type: string, readonly bytes: number, readonly limit: number) {
    super(`the payload of ${type} has ${bytes} bytes, more than sync.event_payload_max_bytes (${limit}); build a reduced payload with truncated: true instead`);
  }
}

/** The transaction is not READ COMMITTED, where the counter pattern breaks (3.2). */
export class IsolationLevelError extends ServerError {
  override readonly name = 'IsolationLevelError';
  readonly code = 'isolation_level_not_read_committed';
}

export interface AppendResult {
  firstSeq: number;
  lastSeq: number;
  ids: string[];
}

export interface PreparedRow {
  i: number;
  id: string;
  type: string;
  schema_version: number;
  actor_kind?: string;
  actor_id?: string;
  space_id?: string;
  channel_id?: string;
  thread_id?: string;
  resource_kind: string;
  resource_id: string;
  resource_version?: number;
  audience_principal_id?: string;
  payload: unknown;
  truncated: boolean;
  correlation_id?: string;
  trace_context?: string;
  client_msg_id?: string;
}

const PLACEHOLDER_TIME = '2000-01-01T00:00:00.000Z';

/** Raised inside PostgreSQL by the guard below; mapped to IsolationLevelError. */
const ISOLATION_GUARD_PREFIX = 'bothy appender refuses isolation level ';

// Runs before the counter step: a transaction that is not READ COMMITTED fails
// here, before any number is taken, and the rest of the message (and a COMMIT in
// it) is skipped.
const ISOLATION_GUARD_SQL = `DO $guard$ BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION USING ERRCODE = 'invalid_transaction_state', MESSAGE = '${ISOLATION_GUARD_PREFIX}' || current_setting('transaction_isolation');
  END IF;
END $guard$`;

/** Step 2: lock the counter row and take $1 numbers. */
const COUNTER_SQL = `UPDATE sequence_counters SET value = value + $1::bigint
   WHERE name = 'event_seq' AND current_setting('transaction_isolation') = 'read committed'
  RETURNING value`;

/**
 * Step 3: the event rows last-n+1 .. last ($1 = n, $2 the rows as JSON) and the notification, as a
 * statement of its own after the counter step. It reads the counter this transaction holds locked
 * (its own update); without that row seq is NULL and the insert fails, so nothing after it runs.
 */
const INSERT_SQL = `WITH head AS (SELECT value FROM sequence_counters WHERE name = 'event_seq'),
ins AS (
  INSERT INTO event_log (seq, id, type, schema_version, occurred_at, actor_kind, actor_id, space_id, channel_id, thread_id,
                         resource_kind, resource_id, resource_version, audience_principal_id, payload, truncated,
                         correlation_id, trace_context, client_msg_id, permission_version)
  SELECT (SELECT value FROM head) - $1::bigint + 1 + r.i, r.id, r.type, r.schema_version, now(), r.actor_kind, r.actor_id, r.space_id, r.channel_id, r.thread_id,
         r.resource_kind, r.resource_id, r.resource_version, r.audience_principal_id, r.payload, r.truncated,
         r.correlation_id, r.trace_context, r.client_msg_id,
         (SELECT value FROM sequence_counters WHERE name = 'permission_version')
    FROM jsonb_to_recordset($2::jsonb) AS r(i bigint, id uuid, type text, schema_version integer, actor_kind text, actor_id uuid,
                                            space_id uuid, channel_id uuid, thread_id uuid, resource_kind text, resource_id text,
                                            resource_version bigint, audience_principal_id uuid, payload jsonb, truncated boolean,
                                            correlation_id uuid, trace_context text, client_msg_id uuid)
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS inserted, pg_notify('${EVENT_LOG_CHANNEL}', (SELECT value FROM head)::text)`;

export interface AppenderOptions {
  payloadMaxBytes: number;
  log: Logger;
}

export class EventAppender {
  constructor(private readonly options: AppenderOptions) {}

  /** sync.event_payload_max_bytes: producers of large objects reduce their payload below it (2.2). */
  get payloadMaxBytes(): number {
    return this.options.payloadMaxBytes;
  }

  /** Checks size and contract before any database work. Throws; never truncates. */
  prepare(events: readonly NewEvent[]): PreparedRow[] {
    return events.map((e, i) => {
      const entry = eventCatalogue[e.type];
      const payloadText = JSON.stringify(e.payload);
      const bytes = Buffer.byteLength(payloadText ?? '');
      if (bytes > this.options.payloadMaxBytes) throw new EventPayloadTooLargeError(e.type, bytes, this.options.payloadMaxBytes);
      const id = uuidv7();
      const candidate: Record<string, unknown> = {
        id,
        seq: 1,
        type: e.type,
        schema_version: entry.schema_version,
        occurred_at: PLACEHOLDER_TIME,
        scope: e.scope,
        resource: e.resource,
        payload: e.payload,
        permission_version: 0,
      };
      if (e.actor) candidate.actor = e.actor;
      if (e.audiencePrincipalId) candidate.audience = 'self';
      if (e.truncated) candidate.truncated = true;
      if (e.correlationId) candidate.correlation_id = e.correlationId;
      if (e.traceContext) candidate.trace_context = e.traceContext;
      if (e.clientMsgId) candidate.client_msg_id = e.clientMsgId;
      const verdict = check(validateStoredEvent, candidate);
      if (!verdict.ok) {
        this.options.log.error({ event_type: e.type, issues: verdict.issues }, 'refused to store an event that does not match the contract');
        throw new EventValidationError(`refused ${e.type}: ${formatIssues(verdict.issues)}`);
      }
      return {
        i,
        id,
        type: e.type,
        schema_version: entry.schema_version,
        actor_kind: e.actor?.kind,
        actor_id: e.actor?.id,
        space_id: e.scope.space_id,
        channel_id: e.scope.channel_id,
        thread_id: e.scope.thread_id,
        resource_kind: e.resource.kind,
        resource_id: e.resource.id,
        resource_version: e.resource.version,
        audience_principal_id: e.audiencePrincipalId,
        payload: e.payload,
        truncated: e.truncated ?? false,
        correlation_id: e.correlationId,
        trace_context: e.traceContext,
        client_msg_id: e.clientMsgId,
      };
    });
  }

  /**
   * Steps 2 and 3: called inside an open READ COMMITTED transaction after the
   * domain rows, immediately before COMMIT.
   */
  async appendPrepared(client: PoolClient, rows: PreparedRow[]): Promise<AppendResult> {
    return this.send(client, rows, false);
  }

  /**
   * Steps 2, 3 and 4 in one message: the counter, the event rows and the
   * notification, then COMMIT, with no round trip while the counter row is
   * locked. Called by runEventTransaction; on an error nothing is committed and
   * the caller rolls back. `before` are statements (values written in, db/inline.ts)
   * that run in the same message ahead of the counter step, so that the counter
   * stays the last step (the stored answer of an Idempotency-Key, D40).
   */
  async appendPreparedAndCommit(client: PoolClient, rows: PreparedRow[], before: readonly string[] = []): Promise<AppendResult> {
    return this.send(client, rows, true, before);
  }

  private async send(client: PoolClient, rows: PreparedRow[], commit: boolean, before: readonly string[] = []): Promise<AppendResult> {
    const n = rows.length;
    // Both steps prepared once per connection and executed by name in the one message (D281).
    const counter = await executeText(client, 'event_counter', COUNTER_SQL, [n]);
    const insert = await executeText(client, 'event_insert', INSERT_SQL, [n, JSON.stringify(rows)]);
    const statements = [...before, ISOLATION_GUARD_SQL, counter, insert];
    if (commit) statements.push('COMMIT');
    let results: QueryResult[];
    try {
      // Without parameters node-postgres sends the simple query protocol: one message, one result per statement.
      results = (await client.query(statements.join(';\n'))) as unknown as QueryResult[];
    } catch (err) {
      const message = (err as { message?: unknown }).message;
      if (typeof message === 'string' && message.startsWith(ISOLATION_GUARD_PREFIX)) {
        throw new IsolationLevelError(`the appender runs only in READ COMMITTED; this transaction is ${message.slice(ISOLATION_GUARD_PREFIX.length)}`);
      }
      throw err;
    }
    const last = (results[before.length + 1]?.rows[0] as { value: number } | undefined)?.value;
    const inserted = (results[before.length + 2]?.rows[0] as { inserted: number } | undefined)?.inserted;
    if (last === undefined || inserted !== n) {
      // Unreachable: the guard refuses other isolation levels and a missing counter row fails the insert.
      throw new EventValidationError(`the counter step returned ${last} and inserted ${inserted} of ${n} events${commit ? ' (committed)' : ''}`);
    }
    const first = last - n + 1;
    return { firstSeq: first, lastSeq: last, ids: rows.map((r) => r.id) };
  }
}

export interface EventTransactionResult<R> {
  result: R;
  append?: AppendResult;
}

/** What a domain step returns: its result and the events of its change. */
export interface DomainChange<R> {
  result: R;
  events: NewEvent[];
}

/**
 * Runs one writing transaction: BEGIN (READ COMMITTED), the domain step, the
 * counter and the events as the last step, COMMIT. A domain step that throws
 * rolls everything back, the counter with it, so no seq is ever lost.
 * The write gate bounds how many of these run at once (3.2: the lock queue stays short).
 * Every event passes the producers' reductions (reduce.ts, 2.2) before the size check, whichever
 * producer wrote it: a long message, draft or setting gets a reduced payload with truncated: true.
 *
 * With `deps.tx` (an Idempotency-Key request, D40) the domain step joins that
 * open transaction instead: its events wait there and are appended when it
 * commits (shared-transaction.ts), so nothing commits here and no append is returned.
 */
export async function runEventTransaction<R>(
  deps: { pool: Pool; appender: EventAppender; gate: WriteGate; tx?: SharedTransaction },
  domain: (client: PoolClient) => Promise<DomainChange<R>>,
): Promise<EventTransactionResult<R>> {
  if (deps.tx) {
    const tx = deps.tx;
    try {
      const change = await domain(tx.client);
      tx.events.push(...deps.appender.prepare(fitEvents(stampTrace(change.events), deps.appender.payloadMaxBytes)));
      return { result: change.result };
    } catch (err) {
      tx.failed ??= err;
      throw err;
    }
  }
  const release = await deps.gate.acquire();
  let client: PoolClient | undefined;
  try {
    client = await deps.pool.connect();
    await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
    try {
      const change = await domain(client);
      const rows = deps.appender.prepare(fitEvents(stampTrace(change.events), deps.appender.payloadMaxBytes));
      let append: AppendResult | undefined;
      if (rows.length) append = await deps.appender.appendPreparedAndCommit(client, rows);
      else await client.query('COMMIT');
      return { result: change.result, append };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
  } finally {
    client?.release();
    release();
  }
}
