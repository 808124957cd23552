// The appender (3.2, 3.3, 4): the only code that writes event_log.
//
// A writing transaction runs, in READ COMMITTED:
//   1. the domain rows (the thread lock before the counter),
//   2. UPDATE sequence_counters('event_seq') ... RETURNING value, as the last step,
//   3. INSERT event_log rows last-n+1 .. last, and pg_notify('event_log', last),
//   4. COMMIT.
// The counter row lock serializes the end of every writing transaction, so a
// reader that sees seq k also sees every seq below k (3.2).
import {
  check,
  eventCatalogue,
  formatIssues,
  validateStoredEvent,
  type DurableEventType,
  type EventActor,
  type EventScope,
  type PayloadOf,
} from '@bothy/generated';
import type { Logger } from '../logging.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import { ServerError } from '../errors.ts';
import { uuidv7 } from '../internal/uuid.ts';
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

interface PreparedRow {
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

const INSERT_SQL = `
WITH ins AS (
  INSERT INTO event_log (seq, id, type, schema_version, occurred_at, actor_kind, actor_id, space_id, channel_id, thread_id,
                         resource_kind, resource_id, resource_version, audience_principal_id, payload, truncated,
                         correlation_id, trace_context, client_msg_id, permission_version)
  SELECT $1::bigint + r.i, r.id, r.type, r.schema_version, now(), r.actor_kind, r.actor_id, r.space_id, r.channel_id, r.thread_id,
         r.resource_kind, r.resource_id, r.resource_version, r.audience_principal_id, r.payload, r.truncated,
         r.correlation_id, r.trace_context, r.client_msg_id,
         (SELECT value FROM sequence_counters WHERE name = 'permission_version')
    FROM jsonb_to_recordset($2::jsonb) AS r(i bigint, id uuid, type text, schema_version integer, actor_kind text, actor_id uuid,
                                            space_id uuid, channel_id uuid, thread_id uuid, resource_kind text, resource_id text,
                                            resource_version bigint, audience_principal_id uuid, payload jsonb, truncated boolean,
                                            correlation_id uuid, trace_context text, client_msg_id uuid)
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS inserted, pg_notify('${EVENT_LOG_CHANNEL}', $3::text)`;

export interface AppenderOptions {
  payloadMaxBytes: number;
  log: Logger;
}

export class EventAppender {
  constructor(private readonly options: AppenderOptions) {}

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
    const n = rows.length;
    const counter = await client.query<{ value: number }>(
      `UPDATE sequence_counters SET value = value + $1
        WHERE name = 'event_seq' AND current_setting('transaction_isolation') = 'read committed'
        RETURNING value`,
      [n],
    );
    const last = counter.rows[0]?.value;
    if (last === undefined) {
      const { rows: iso } = await client.query<{ level: string }>(`SELECT current_setting('transaction_isolation') AS level`);
      throw new IsolationLevelError(`the appender runs only in READ COMMITTED; this transaction is ${iso[0]?.level ?? 'unknown'}`);
    }
    const first = last - n + 1;
    const inserted = await client.query<{ inserted: number }>(INSERT_SQL, [first, JSON.stringify(rows), String(last)]);
    if (inserted.rows[0]?.inserted !== n) throw new EventValidationError(`inserted ${inserted.rows[0]?.inserted} of ${n} events`);
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
 */
export async function runEventTransaction<R>(
  deps: { pool: Pool; appender: EventAppender; gate: WriteGate },
  domain: (client: PoolClient) => Promise<DomainChange<R>>,
): Promise<EventTransactionResult<R>> {
  const release = await deps.gate.acquire();
  let client: PoolClient | undefined;
  try {
    client = await deps.pool.connect();
    await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
    try {
      const change = await domain(client);
      const rows = deps.appender.prepare(change.events);
      const append = rows.length ? await deps.appender.appendPrepared(client, rows) : undefined;
      await client.query('COMMIT');
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
