// Gateway sessions in PostgreSQL, so that resume (6.3) works on any node and
// after a restart within sync.resume_window.
import { sqlState } from '../db/errors.ts';
import type { Queryable } from '../db/queryable.ts';
import { bind, statement, type Statement } from '../db/statement.ts';
import { CheckGroup, type CheckGroupTwins } from '../identity/check-group.ts';
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

/** Where a device's session comes from in a claim: identify creates it, resume reopens it. */
export type SessionOpening =
  | { kind: 'create'; id: string; principalId: string; deviceId: string; nodeId: string; processId: string }
  | { kind: 'reopen'; id: string; deviceId: string; nodeId: string; processId: string };

// The statement of a group of claims (D550): $1 node, $2 the control channel, $3 the claiming process,
// then one element per claim in $4 devices, $5 sessions, $6 principals (NULL for a reopen), and after
// them each claim's values of what it reads along. `input` numbers the claims from 1 (`i`). The arrays are
// read through scalar subqueries, as the token checks' (D545), so that the prepared statement of one
// claim keeps its generic plan instead of being planned again for each array's length.
const OPEN_SESSIONS_SQL: Record<SessionOpening['kind'], string> = {
  create: `INSERT INTO gateway_sessions (id, principal_id, device_id, node_id) SELECT session_id, principal_id, device_id, $1::text FROM input`,
  reopen: `UPDATE gateway_sessions s SET node_id = $1::text, closed_at = NULL, last_active_at = now() FROM input WHERE s.id = input.session_id`,
};

/** The claim's notice to the other nodes (gateway.ts handleBus, `claim`), one per claim, built from its new claim_seq. */
const NOTICE_SQL = `pg_notify($2, json_build_object('k', 'claim', 'device_id', t.device_id::text, 'session_id', t.session_id::text, 'claim_seq', t.claim_seq, 'from', $3::text)::text)`;
/** The twin without the notice keeps the parameters' types: $2::text, $3::text. */
const NO_NOTICE_SQL = `$2::text || $3::text`;

/** The claim with its notice; without it (the twin claimWithoutNotice); without the guard as well (the twin lastWins). */
type ClaimVariant = 'notice' | 'silent' | 'lastWins';

/** Test-only breaks of a group of claims (D550), besides the group's own that apply to claims (duplicateKeysGrouped, rowsByPosition). */
export interface ClaimGroupTwins extends Pick<CheckGroupTwins, 'duplicateKeysGrouped' | 'rowsByPosition'> {
  /** Each claim takes the next claim's read along (the last the first's): the twin of "each identify gets its own snapshot". */
  alongShifted?: boolean;
  /** A statement that fails fails each of its claims, none goes again alone: the twin of "a claim fails for its own reasons only". */
  groupFailsTogether?: boolean;
}

// The row keeps the highest claim_seq: two claims that wait on the row commit in either order, and
// the one that took its number last is the one that wins everywhere (gateway.ts handleBus, and
// closeReplacedDevices, which reads the row). The caller gets its own claim_seq either way.
// Without the guard (lastWins, a test's twin), the claim that commits last takes the row.
// The claims of a group take their rows in the devices' order, so that two groups never wait for
// each other in a cycle; a group never holds one device twice (DeviceClaims).
// `alongs`: per claim, an expression read in the statement's snapshot beside the claims (D486, D493).
const claimSql = (kind: SessionOpening['kind'], variant: ClaimVariant, alongs: readonly string[], shifted = false) => `
WITH input AS (SELECT * FROM unnest((SELECT $4::uuid[]), (SELECT $5::uuid[]), (SELECT $6::uuid[])) WITH ORDINALITY AS x(device_id, session_id, principal_id, i)),
     opened AS (${OPEN_SESSIONS_SQL[kind]}),
     taken AS (SELECT i, device_id, session_id, nextval('gateway_claim_seq') AS claim_seq FROM input),
     claimed AS (
       INSERT INTO gateway_device_claims (device_id, session_id, claim_seq, node_id, process_id)
       SELECT device_id, session_id, claim_seq, $1::text, $3::text FROM taken ORDER BY device_id
       ON CONFLICT (device_id) DO UPDATE SET session_id = EXCLUDED.session_id, claim_seq = EXCLUDED.claim_seq, node_id = EXCLUDED.node_id, process_id = EXCLUDED.process_id, claimed_at = now()
        ${variant === 'lastWins' ? '' : 'WHERE gateway_device_claims.claim_seq < EXCLUDED.claim_seq'})${alongs.length ? `,
     along(i, v) AS (VALUES ${alongs.map((a, k) => `(${k + 1}::bigint, ${a})`).join(', ')})` : ''}
SELECT t.i::int AS i, t.claim_seq, ${variant === 'notice' ? NOTICE_SQL : NO_NOTICE_SQL} AS notice${alongs.length ? ', a.v AS along' : ''}
  FROM taken t${alongs.length ? ` JOIN along a ON a.i = ${shifted ? `t.i % ${alongs.length} + 1` : 't.i'}` : ''}`;

/** One claim on its way: its opening, and what it reads along (`read`: the expression's bare name, `values` its parameters). */
interface ClaimInput {
  s: SessionOpening;
  variant: ClaimVariant;
  channel: string;
  along?: SnapshotAlong;
  read?: { name: string; values: unknown[] };
}

/** What the statement returns per claim. */
interface ClaimRow {
  claim_seq: number;
  along?: unknown;
}

/** A claim only reads along with its notice, as the identify and resume do; the twins claim alone. */
function claimInput(s: SessionOpening, control: { channel: string } | undefined, twins: { lastWins?: boolean }, along: SnapshotAlong | undefined): ClaimInput {
  const variant: ClaimVariant = twins.lastWins ? 'lastWins' : control ? 'notice' : 'silent';
  const call = variant === 'notice' ? along?.call(1) : undefined;
  return { s, variant, channel: control?.channel ?? '', along: call ? along : undefined, read: call ? { name: call.name, values: along!.values() } : undefined };
}

/** Prepared (D278): a claim alone, one per opening, variant and read (a snapshot function's name holds its definition's hash, D279). */
const single = new Map<string, Statement>();

/** The snapshot's function went missing between a claim's arrival and its group's statement (generic-plan.ts dropped it): the claims go alone without it. */
class SnapshotFunctionGone extends Error {
  override readonly name = 'SnapshotFunctionGone';
  /** undefined_function, as PostgreSQL would have answered. */
  readonly code = '42883';
}

/** The statement of a group of claims of one opening, variant and read: prepared for one claim, unnamed for more. */
function claimStatement(group: readonly ClaimInput[], twins: ClaimGroupTwins = {}): { name?: string; text: string } {
  const { s, variant, read } = group[0]!;
  const alongs: string[] = [];
  if (read) {
    // Each claim's parameters follow the one before's (claimValues).
    let first = 7;
    for (const c of group) {
      const call = c.along!.call(first);
      if (!call || call.name !== read.name) throw new SnapshotFunctionGone(`the function ${read.name} is no longer in use`);
      alongs.push(call.sql);
      first += c.read!.values.length;
    }
  }
  if (group.length > 1) return { text: claimSql(s.kind, variant, alongs, twins.alongShifted) };
  const name = `claim_${s.kind}${read ? `_with_${read.name.replace(/^bothy_/, '')}` : variant === 'notice' ? '' : variant === 'silent' ? '_silent' : '_twin'}`;
  let prepared = single.get(name);
  if (!prepared) single.set(name, (prepared = statement(name, claimSql(s.kind, variant, alongs))));
  return prepared;
}

function claimValues(group: readonly ClaimInput[]): unknown[] {
  const { s, channel } = group[0]!;
  return [
    s.nodeId, channel, s.processId,
    group.map((c) => c.s.deviceId), group.map((c) => c.s.id), group.map((c) => (c.s.kind === 'create' ? c.s.principalId : null)),
    ...group.flatMap((c) => c.read?.values ?? []),
  ];
}

/** The claim's claim_seq, and what it read along handed to its reader. */
function claimed(input: ClaimInput, row: ClaimRow | undefined): number {
  if (!row) throw new Error(`the claim of device ${input.s.deviceId} returned no row`);
  if (input.read) input.along!.take(row.along);
  return row.claim_seq;
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
 * This is one claim alone; the gateway sends the claims of one turn together (DeviceClaims).
 */
export async function openAndClaimDevice(db: Queryable, s: SessionOpening, control: { channel: string } | undefined, twins: { lastWins?: boolean } = {}, along?: SnapshotAlong): Promise<number> {
  // An identify's snapshot, or a resume's head (D493), in the same statement (D486): its session row and
  // claim are written, and the snapshot or head read, in one snapshot of the database; the read sees
  // none of the statement's writes.
  const input = claimInput(s, control, twins, along);
  if (input.read) {
    try {
      return await claimAlone(db, input);
    } catch (err) {
      // Nothing was written (one statement); the snapshot's own read finds the function gone too.
      if (!SNAPSHOT_GONE.has(sqlState(err) ?? '')) throw err;
    }
  }
  return claimAlone(db, claimInput(s, control, twins, undefined));
}

async function claimAlone(db: Queryable, input: ClaimInput): Promise<number> {
  const { rows } = await db.query<ClaimRow>(bind(claimStatement([input]) as Statement, claimValues([input])));
  return claimed(input, rows[0]);
}

/** A group that failed for a conflict of its own rows (integrity, class 23) or with another statement's (a deadlock, a serialization failure): its claims go again one by one. */
const RETRY_ALONE = (state: string): boolean => state.startsWith('23') || state === '40P01' || state === '40001';

/**
 * The device claims of one turn of the event loop in one statement (D550, issue 22), as the token
 * checks of one turn are (identity/check-group.ts, D545): at most `max` per statement, one statement
 * per opening and read, no device twice in one (the second claim of a device goes in the next
 * statement, sent at once; the higher claim_seq wins). Each claim gets its own claim_seq and reads
 * its own snapshot or head along, as alone. A statement that fails for a conflict of one of its rows
 * fails none of the others: its claims go again alone; where the snapshot's function is gone, each
 * goes alone without it.
 */
export class DeviceClaims {
  private readonly groups = new Map<string, CheckGroup<ClaimInput, ClaimRow>>();

  constructor(
    private readonly db: Queryable,
    private readonly max: number,
    private readonly twins: () => ClaimGroupTwins | undefined = () => undefined,
  ) {}

  /**
   * `stillWanted`: asked before a claim goes again alone after its group failed (a round trip later,
   * a deadlock's a second later): false, and the group's error stands (a connection replaced meanwhile,
   * here or by another node's claim, must not take the device back with a newer claim_seq).
   */
  async claim(s: SessionOpening, control: { channel: string } | undefined, along?: SnapshotAlong, stillWanted: () => boolean = () => true): Promise<number> {
    const input = claimInput(s, control, {}, along);
    try {
      return claimed(input, await this.groupOf(input).check(input));
    } catch (err) {
      const state = sqlState(err) ?? '';
      const gone = input.read !== undefined && SNAPSHOT_GONE.has(state);
      if (!gone && !(RETRY_ALONE(state) && !this.twins()?.groupFailsTogether)) throw err;
      if (!stillWanted()) throw err;
      // Nothing of the group was written (one statement); without the snapshot where its function is gone.
      return openAndClaimDevice(this.db, s, control, {}, gone ? undefined : along);
    }
  }

  private groupOf(input: ClaimInput): CheckGroup<ClaimInput, ClaimRow> {
    const key = `${input.s.kind}\n${input.variant}\n${input.channel}\n${input.read?.name ?? ''}\n${input.s.nodeId}\n${input.s.processId}`;
    let group = this.groups.get(key);
    if (!group) {
      group = new CheckGroup<ClaimInput, ClaimRow>(this.db, (inputs) => claimStatement(inputs, this.twins() ?? {}), claimValues, this.max, (c) => c.s.deviceId, this.twins);
      this.groups.set(key, group);
    }
    return group;
  }
}
