// Gateway sessions in PostgreSQL, so that resume (6.3) works on any node and
// after a restart within sync.resume_window.
import { sqlState } from '../db/errors.ts';
import type { Queryable } from '../db/queryable.ts';
import { bind, statement, type Statement } from '../db/statement.ts';
import type { SnapshotAlong } from '../snapshot/snapshot.ts';

export interface Focus {
  thread_ids: string[];
  background_thread_ids: string[];
  idle: boolean;
}

/** The focus of a connection that sent none: one frozen object for all of them (a focus is replaced, never changed). */
export const NO_FOCUS: Focus = Object.freeze({ thread_ids: Object.freeze([]) as unknown as string[], background_thread_ids: Object.freeze([]) as unknown as string[], idle: false });

export interface SessionRow {
  id: string;
  principal_id: string;
  device_id: string | null;
  consumer: string | null;
  focus: Focus;
  stats_subscribed: boolean;
  stats_space_id: string | null;
  resumable: boolean;
  /** An agent's session whose consumer another session claimed since (15.1, D305): it was replaced, and a resume would take the consumer back. */
  consumer_taken: boolean;
}

export async function createSession(db: Queryable, s: { id: string; principalId: string; deviceId?: string; consumer?: string; nodeId: string }): Promise<void> {
  await db.query(`INSERT INTO gateway_sessions (id, principal_id, device_id, consumer, node_id) VALUES ($1, $2, $3, $4, $5)`, [
    s.id, s.principalId, s.deviceId ?? null, s.consumer ?? null, s.nodeId,
  ]);
}

/**
 * A session and whether it may still be resumed: open, or closed less than resumeWindowMs ago; for
 * an agent's session also whether another session holds its consumer now (D305; the twin
 * `resumeTakesConsumerBack` never says so).
 */
export async function findSession(db: Queryable, id: string, resumeWindowMs: number, resumeTakesConsumerBack = false): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.principal_id, s.device_id, s.consumer, s.focus, s.stats_subscribed, s.stats_space_id,
            COALESCE(s.closed_at, s.last_active_at) > now() - $2 * interval '1 millisecond' AS resumable,
            COALESCE(c.holder_session_id <> s.id AND NOT $3, false) AS consumer_taken
       FROM gateway_sessions s LEFT JOIN agent_consumer_cursors c ON c.agent_id = s.principal_id AND c.consumer = s.consumer
      WHERE s.id = $1`,
    [id, resumeWindowMs, resumeTakesConsumerBack],
  );
  return rows[0];
}

export async function reopenSession(db: Queryable, id: string, nodeId: string): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET node_id = $2, closed_at = NULL, last_active_at = now() WHERE id = $1`, [id, nodeId]);
}

export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET last_active_at = now() WHERE id = $1`, [id]);
}

export async function closeSession(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET closed_at = now(), last_active_at = now() WHERE id = $1 AND closed_at IS NULL`, [id]);
}

export async function saveFocus(db: Queryable, id: string, focus: Focus): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET focus = $2 WHERE id = $1`, [id, focus]);
}

export async function saveStats(db: Queryable, id: string, subscribed: boolean, spaceId: string | undefined): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET stats_subscribed = $2, stats_space_id = $3 WHERE id = $1`, [id, subscribed, spaceId ?? null]);
}

/** Where a device's session comes from in openAndClaimDevice: identify creates it, resume reopens it. */
export type SessionOpening =
  | { kind: 'create'; id: string; principalId: string; deviceId: string; nodeId: string; processId: string }
  | { kind: 'reopen'; id: string; deviceId: string; nodeId: string; processId: string };

/** $1 device, $2 session, $3 node, $4 the control channel, $5 the claiming process; $6 the principal (create only). */
const OPEN_SESSION_SQL: Record<SessionOpening['kind'], string> = {
  create: `INSERT INTO gateway_sessions (id, principal_id, device_id, node_id) VALUES ($2, $6, $1, $3)`,
  reopen: `UPDATE gateway_sessions SET node_id = $3, closed_at = NULL, last_active_at = now() WHERE id = $2`,
};

/** The claim's notice to the other nodes (gateway.ts handleBus, `claim`), built from the new claim_seq. */
const NOTICE_SQL = `pg_notify($4, json_build_object('k', 'claim', 'device_id', $1::text, 'session_id', $2::text, 'claim_seq', claim_seq, 'from', $5::text)::text)`;
/** The twin without the notice keeps the parameters' types: $4::text, $5::text. */
const NO_NOTICE_SQL = `$4::text || $5::text`;

// The row keeps the highest claim_seq: two claims that wait on the row commit in either order, and
// the one that took its number last is the one that wins everywhere (gateway.ts handleBus, and
// closeReplacedDevices, which reads the row). The caller gets its own claim_seq either way.
// Without `guard` (a test's twin), the claim that commits last takes the row.
// `along`: an expression read in the statement's snapshot beside the claim (D486, D493).
const claimSql = (kind: SessionOpening['kind'], notice: string, guard = true, along = '') => `
WITH opened AS (${OPEN_SESSION_SQL[kind]}),
     taken AS (SELECT nextval('gateway_claim_seq') AS claim_seq),
     claimed AS (
       INSERT INTO gateway_device_claims (device_id, session_id, claim_seq, node_id, process_id)
       SELECT $1::uuid, $2::uuid, claim_seq, $3::text, $5::text FROM taken
       ON CONFLICT (device_id) DO UPDATE SET session_id = EXCLUDED.session_id, claim_seq = EXCLUDED.claim_seq, node_id = EXCLUDED.node_id, process_id = EXCLUDED.process_id, claimed_at = now()
        ${guard ? 'WHERE gateway_device_claims.claim_seq < EXCLUDED.claim_seq' : ''})
SELECT claim_seq, ${notice} AS notice${along ? `, ${along} AS along` : ''}
  FROM taken`;
// Prepared (D278): one of them runs on every identify and resume.
const CLAIM = { create: statement('claim_create', claimSql('create', NOTICE_SQL)), reopen: statement('claim_reopen', claimSql('reopen', NOTICE_SQL)) };
const CLAIM_SILENT = { create: statement('claim_create_silent', claimSql('create', NO_NOTICE_SQL)), reopen: statement('claim_reopen_silent', claimSql('reopen', NO_NOTICE_SQL)) };
const CLAIM_LAST_WINS_TWIN = { create: statement('claim_create_twin', claimSql('create', NO_NOTICE_SQL, false)), reopen: statement('claim_reopen_twin', claimSql('reopen', NO_NOTICE_SQL, false)) };

/** The claim with what it reads along, per opening and read (a snapshot function's name holds its definition's hash, D279). */
const claimWithRead = new Map<string, Statement>();

function claimWith(kind: SessionOpening['kind'], read: { sql: string; name: string }): Statement {
  const name = `claim_${kind}_with_${read.name.replace(/^bothy_/, '')}`;
  let s = claimWithRead.get(name);
  if (!s) claimWithRead.set(name, (s = statement(name, claimSql(kind, NOTICE_SQL, true, read.sql))));
  return s;
}

/** undefined_function (the snapshot's function is gone) and insufficient_privilege: the claim alone, as generic-plan.ts falls back. */
const SNAPSHOT_GONE = new Set(['42883', '42501']);

/**
 * A person's device takes its gateway session (6.1): the session row created (identify) or
 * reopened (resume), the device's claim with a new claim_seq (the highest wins everywhere), and
 * the claim's control message to the other nodes (gateway.ts, `claim`), in one statement and one
 * round trip (issue 22). It commits as a whole, and the notice goes out exactly when the claim is
 * stored. The caller handles the claim in its own process (the notice is marked as its own).
 * Without `control` (a test's twin) the notice is left out; with `lastWins` (another twin, with
 * no notice either) the claim that commits last takes the row, whatever its claim_seq.
 */
export async function openAndClaimDevice(db: Queryable, s: SessionOpening, control: { channel: string } | undefined, twins: { lastWins?: boolean } = {}, along?: SnapshotAlong): Promise<number> {
  const params: unknown[] = [s.deviceId, s.id, s.nodeId, control?.channel ?? '', s.processId];
  if (s.kind === 'create') params.push(s.principalId);
  const chosen = twins.lastWins ? CLAIM_LAST_WINS_TWIN : control ? CLAIM : CLAIM_SILENT;
  // An identify's snapshot, or a resume's head (D493), in the same statement (D486): its session row and
  // claim are written, and the snapshot or head read, in one snapshot of the database; the read sees
  // none of the statement's writes.
  const read = chosen === CLAIM ? along?.call(params.length + 1) : undefined;
  if (read) {
    try {
      const { rows } = await db.query<{ claim_seq: number; along: unknown }>(bind(claimWith(s.kind, read), [...params, ...along!.values()]));
      along!.take(rows[0]!.along);
      return rows[0]!.claim_seq;
    } catch (err) {
      // Nothing was written (one statement); the snapshot's own read finds the function gone too.
      if (!SNAPSHOT_GONE.has(sqlState(err) ?? '')) throw err;
    }
  }
  const { rows } = await db.query<{ claim_seq: number }>(bind(chosen[s.kind], params));
  return rows[0]!.claim_seq;
}
