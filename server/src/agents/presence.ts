// Agent presence (12, D200-D203): an adapter's heartbeat (POST /agents/me/heartbeat
// with agent_heartbeat.v1, or the gateway heartbeat of its connection) is stored in
// agent_presence; the server derives online, degraded or offline from it. offline
// comes from the presence job, by the database's clock, after agent.presence_timeout
// without a heartbeat: whichever node runs it, also after a restart, the UPDATE
// that flips a row returns it to exactly one of them. A change of the derived state
// names the agent to every node (IDs only, R-SY-25); each reads the state from the
// database and sends agent.presence_changed to its connections that may perform
// agent.read on the agent (D201). A change of the reported billing mode or tool class
// is stored and audited in the heartbeat's transaction (D202).
import { Action, EventType, ProblemCode, eventCatalogue, validateEvent, type AgentHeartbeat, type Snapshot } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import { appendAudit } from '../audit/audit.ts';
import type { ServerContext } from '../context.ts';
import type { PoolClient } from '../db/pool.ts';
import type { Queryable } from '../db/queryable.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { ephemeralDispatch } from '../gateway/ephemeral-event.ts';
import { refuseOversizedPayload } from '../runs/payload-limit.ts';

export type PresenceState = 'online' | 'degraded' | 'offline';

/** The audit action of a changed report (D202): the reported billing mode or tool class. */
export const PRESENCE_REPORT_AUDIT = 'agent.heartbeat';

/** The state the server derives from a heartbeat (12): degraded when the adapter says so, else online. */
export function derivedState(adapterState: AgentHeartbeat['state']): PresenceState {
  return adapterState === 'degraded' ? 'degraded' : 'online';
}

/**
 * 12, Ruling L8: an adapter that reports a mode supports it; one that follows the configured
 * mode per run omits the mode and names both (at least two) modes. The check per run (15.3)
 * stays binding either way.
 */
function checkReport(hb: AgentHeartbeat): void {
  const supported = new Set(hb.billing_modes_supported);
  if (hb.reported_billing_mode !== undefined && !supported.has(hb.reported_billing_mode)) {
    throw new DomainError(ProblemCode.ValidationFailed, 'reported_billing_mode must be one of billing_modes_supported (12)', { errors: [{ pointer: '/reported_billing_mode', message: 'not in billing_modes_supported' }] });
  }
  if (hb.reported_billing_mode === undefined && supported.size < 2) {
    throw new DomainError(ProblemCode.ValidationFailed, 'an adapter that follows the configured mode per run omits reported_billing_mode and names both modes in billing_modes_supported (12, L8)', {
      errors: [{ pointer: '/billing_modes_supported', message: 'name both modes, or report one' }],
    });
  }
}

interface PresenceRow {
  state: PresenceState;
  reported_billing_mode: string | null;
  reported_tool_class: string | null;
}

/** The outcome of one heartbeat: the derived state and whether it or the reported billing mode changed (then every node is told). */
export interface HeartbeatOutcome {
  state: PresenceState;
  changed: boolean;
}

/**
 * One heartbeat of `agentId`, in the transaction of `db`. `hb` is the body of POST
 * /agents/me/heartbeat; without it (the gateway heartbeat of a connected adapter) the
 * last report stays and only the time moves, and an offline agent is back with the state
 * of its last report.
 */
export async function recordHeartbeat(db: PoolClient, agentId: string, hb?: AgentHeartbeat): Promise<HeartbeatOutcome> {
  if (hb) checkReport(hb);
  const { rows } = await db.query<PresenceRow & { adapter_state: AgentHeartbeat['state'] }>(
    'SELECT state, adapter_state, reported_billing_mode, reported_tool_class FROM agent_presence WHERE agent_id = $1 FOR UPDATE',
    [agentId],
  );
  const before = rows[0];
  // Without a report (first sign of life through the gateway) the adapter counts as ready: online.
  const last = hb?.state ?? before?.adapter_state;
  const state: PresenceState = last ? derivedState(last) : 'online';
  if (!hb) {
    await db.query(
      `INSERT INTO agent_presence (agent_id, state) VALUES ($1, $2)
       ON CONFLICT (agent_id) DO UPDATE SET last_heartbeat_at = now(), state = EXCLUDED.state,
         state_changed_at = CASE WHEN agent_presence.state = EXCLUDED.state THEN agent_presence.state_changed_at ELSE now() END`,
      [agentId, state],
    );
    return { state, changed: before?.state !== state };
  }
  await db.query(
    `INSERT INTO agent_presence (agent_id, state, adapter_state, runtime_version, reported_billing_mode, billing_modes_supported, billing_evidence, reported_tool_class, active_run_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (agent_id) DO UPDATE SET state = EXCLUDED.state, adapter_state = EXCLUDED.adapter_state, runtime_version = EXCLUDED.runtime_version,
       reported_billing_mode = EXCLUDED.reported_billing_mode, billing_modes_supported = EXCLUDED.billing_modes_supported,
       billing_evidence = EXCLUDED.billing_evidence, reported_tool_class = EXCLUDED.reported_tool_class, active_run_ids = EXCLUDED.active_run_ids,
       last_heartbeat_at = now(),
       state_changed_at = CASE WHEN agent_presence.state = EXCLUDED.state THEN agent_presence.state_changed_at ELSE now() END`,
    [agentId, state, hb.state, hb.runtime_version, hb.reported_billing_mode ?? null, hb.billing_modes_supported, hb.billing_evidence ?? null, hb.tool_class, hb.active_run_ids],
  );
  const mode = hb.reported_billing_mode ?? null;
  if (!before || before.reported_billing_mode !== mode || before.reported_tool_class !== hb.tool_class) {
    await appendAudit(db, {
      action: PRESENCE_REPORT_AUDIT,
      actorId: agentId,
      resourceKind: 'agent',
      resourceId: agentId,
      outcome: 'allowed',
      reason: 'reported_changed',
      detail: {
        reported_billing_mode: mode,
        reported_billing_mode_before: before?.reported_billing_mode ?? null,
        billing_modes_supported: hb.billing_modes_supported,
        tool_class: hb.tool_class,
        tool_class_before: before?.reported_tool_class ?? null,
      },
    });
  }
  // The payload of agent.presence_changed carries reported_billing_mode: a new mode is news to its receivers too (D253).
  return { state, changed: before?.state !== state || (before !== undefined && before.reported_billing_mode !== mode) };
}

/**
 * POST /agents/me/heartbeat (12): agents only. Runs in the request's shared transaction when
 * it has one (Idempotency-Key, D40), else in its own; the other nodes hear of a change after
 * the commit.
 */
export async function agentHeartbeat(ctx: ServerContext, principal: { kind: string; principalId: string }, hb: AgentHeartbeat): Promise<{ state: PresenceState; presence_timeout_ms: number }> {
  if (principal.kind !== 'agent') throw new DomainError(ProblemCode.Forbidden, 'the heartbeat is for agents only (12)');
  // 2.2 (D466): reported_billing_mode goes into agent.presence_changed to everyone who may read the agent; a mode
  // that makes that payload larger than sync.event_payload_max_bytes is the adapter's 413, before anything is stored.
  if (!ctx.twins?.presencePayloadUnbounded) {
    refuseOversizedPayload(ctx, EventType.AgentPresenceChanged, presencePayload(principal.principalId, 'degraded', hb.reported_billing_mode ?? null), 'reported_billing_mode');
  }
  const tx = ctx.tx;
  const report: AgentHeartbeat = ctx.twins?.presenceIgnoresReport ? { ...hb, state: 'ready' } : hb;
  const out = tx ? await recordHeartbeat(tx.client, principal.principalId, report) : await withTransaction(ctx.pool, (c) => recordHeartbeat(c, principal.principalId, report));
  if (out.changed) {
    const notify = async () => {
      await ctx.presenceChanged?.(principal.principalId);
    };
    if (tx) tx.afterCommit.push(notify);
    else await notify();
  }
  // The adapter learns the timeout it must heartbeat within (D250).
  return { state: out.state, presence_timeout_ms: ctx.config.spec['agent.presence_timeout'] };
}

/**
 * The presence job (12, D200): every agent that is not offline and sent no heartbeat within
 * agent.presence_timeout (by the database's clock) becomes offline. Safe on every node at
 * once: a row flips in one UPDATE, and only the node whose UPDATE flipped it names it.
 */
export async function sweepPresence(db: Queryable, timeoutMs: number): Promise<string[]> {
  const { rows } = await db.query<{ agent_id: string }>(
    `UPDATE agent_presence SET state = 'offline', state_changed_at = now()
      WHERE state <> 'offline' AND last_heartbeat_at <= now() - $1 * interval '1 millisecond'
      RETURNING agent_id`,
    [timeoutMs],
  );
  return rows.map((r) => r.agent_id);
}

/** How often the presence job runs: a third of agent.presence_timeout, between 50 ms and 5 s (D200). */
export function presenceSweepInterval(timeoutMs: number): number {
  return Math.min(5_000, Math.max(50, Math.floor(timeoutMs / 3)));
}

// ------------------------------------------------------------------ who may see an agent (agent.read, D201)

/**
 * The spaces an agent works in: those of its live grants (direct or through a group; an
 * instance grant is every space) and of the channels that name it as their free-response
 * agent. agent.read on an agent is a principal that sees one of them, or the agent itself.
 */
export async function agentSpaces(db: Queryable, agentIds: readonly string[]): Promise<Map<string, string[]>> {
  if (agentIds.length === 0) return new Map();
  const { rows } = await db.query<{ agent_id: string; spaces: string[] }>(`${agentSpacesWith('SELECT unnest($1::uuid[]) AS agent_id')} SELECT agent_id, spaces FROM agent_spaces`, [agentIds]);
  return new Map(rows.map((r) => [r.agent_id, r.spaces]));
}

/** Broken variants of the space rule, for the twin tests only (D492). */
export interface AgentSpacesTwins {
  /** A revoked grant still counts. */
  revokedGrantCounts?: boolean;
}

/**
 * The one statement of the space rule (agentSpaces' doc; D201, D492): the CTEs `agent_ids`, the
 * agents asked about (`agents`, a SELECT of agent_id), read once, and `agent_spaces` (agent_id,
 * spaces): each of them with its spaces, sorted, '{}' when it has none. The pairs are gathered with
 * UNION ALL and made distinct once, by the aggregate.
 */
function agentSpacesWith(agents: string, twins?: AgentSpacesTwins): string {
  const live = (g: string) => `${twins?.revokedGrantCounts ? '' : `${g}.revoked_at IS NULL AND `}(${g}.expires_at IS NULL OR ${g}.expires_at > now())`;
  return `WITH agent_ids AS (${agents}),
     targets AS (
       SELECT a.agent_id, g.target_kind, g.target_id FROM agent_ids a JOIN grants g ON g.subject_kind = 'principal' AND g.subject_id = a.agent_id AND ${live('g')}
       UNION ALL
       SELECT a.agent_id, g.target_kind, g.target_id FROM agent_ids a
         JOIN group_members m ON m.principal_id = a.agent_id AND (m.expires_at IS NULL OR m.expires_at > now())
         JOIN grants g ON g.subject_kind = 'group' AND g.subject_id = m.group_id AND ${live('g')}
     ), agent_spaces AS (
       SELECT a.agent_id, COALESCE(array_agg(DISTINCT sp.space_id) FILTER (WHERE sp.space_id IS NOT NULL), '{}') AS spaces
         FROM agent_ids a LEFT JOIN (
           SELECT t.agent_id, t.target_id AS space_id FROM targets t WHERE t.target_kind = 'space'
           UNION ALL SELECT t.agent_id, c.space_id FROM targets t JOIN channels c ON c.id = t.target_id WHERE t.target_kind = 'channel'
           UNION ALL SELECT t.agent_id, s.id FROM targets t JOIN instance i ON i.id = t.target_id CROSS JOIN spaces s WHERE t.target_kind = 'instance'
           UNION ALL SELECT a.agent_id, c.space_id FROM agent_ids a JOIN channels c ON c.free_response_agent_id = a.agent_id
         ) sp ON sp.agent_id = a.agent_id
        GROUP BY a.agent_id)`;
}

/** agent.read on one agent (D201). */
export function mayReadAgent(v: Visibility, agentId: string, spaces: readonly string[]): boolean {
  return authorize(v, Action.AgentRead, { audiencePrincipalId: agentId, agentSpaceIds: spaces }).allowed;
}

const ACTIVE_AGENTS = `SELECT a.principal_id AS agent_id FROM agents a JOIN principals p ON p.id = a.principal_id AND p.status = 'active'`;

/**
 * The snapshot's agent_presence (6.3), a column of the snapshot's one statement (snapshot.ts): every
 * active agent with its state and spaces, as JSON; presenceOfSnapshot keeps those the principal may
 * read (agent.read, D201, D203). Inside the statement, so it reads the snapshot of the database the
 * rest does: a grant's change shows in the next snapshot (14). The active agents are read once (D492).
 * `twins`: a broken space rule, for the twin tests only.
 */
export function presenceSnapshotSql(twins?: AgentSpacesTwins): string {
  return `(${agentSpacesWith(ACTIVE_AGENTS, twins)}
     SELECT COALESCE(json_agg(json_build_object('agent_id', s.agent_id, 'state', pr.state, 'spaces', s.spaces) ORDER BY s.agent_id), '[]')
       FROM agent_spaces s LEFT JOIN agent_presence pr ON pr.agent_id = s.agent_id)`;
}

export const PRESENCE_SNAPSHOT_SQL = presenceSnapshotSql();

export function presenceOfSnapshot(rows: { agent_id: string; state: PresenceState | null; spaces: string[] | null }[], v: Visibility): Snapshot['agent_presence'] {
  return rows.filter((r) => mayReadAgent(v, r.agent_id, r.spaces ?? [])).map((r) => ({ agent_id: r.agent_id, state: r.state ?? 'offline' }));
}

// ------------------------------------------------------------------ delivery on each node

/** agent.presence_changed's payload (12, D253): the one builder of the event and of the heartbeat's size check (D466). */
function presencePayload(agentId: string, state: PresenceState, reportedBillingMode: string | null): Record<string, unknown> {
  return { agent_id: agentId, state, ...(reportedBillingMode !== null ? { reported_billing_mode: reportedBillingMode } : {}) };
}

/** What the delivery needs of a gateway connection (gateway/connection.ts). */
export interface PresenceReceiver {
  readonly state: string;
  readonly visibility?: Visibility;
  readonly identity?: { principalId: string };
  readonly delivery: { offerEphemeral(text: string): boolean; readonly permissionsSettling: boolean };
}

/**
 * agent.presence_changed (12) to the live connections of this node that may perform
 * agent.read on the agent, with the state read from the database now (R-SY-25: the
 * message between nodes names only the agent). Returns how many got it.
 */
export async function deliverPresence(db: Queryable, receivers: Iterable<PresenceReceiver>, agentId: string, twins?: { presenceToEveryone?: boolean; ephemeralWhileSettling?: boolean }): Promise<number> {
  const { rows } = await db.query<{ state: PresenceState; reported_billing_mode: string | null }>('SELECT state, reported_billing_mode FROM agent_presence WHERE agent_id = $1', [agentId]);
  const row = rows[0];
  if (!row) return 0;
  const spaces = (await agentSpaces(db, [agentId])).get(agentId) ?? [];
  const { event, text } = ephemeralDispatch(EventType.AgentPresenceChanged, { scope: {}, resourceId: agentId, payload: presencePayload(agentId, row.state, row.reported_billing_mode) });
  if (!validateEvent(event)) throw new Error('agent.presence_changed does not match the contract');
  const receive = eventCatalogue[EventType.AgentPresenceChanged].receive_action;
  let sent = 0;
  for (const c of receivers) {
    const v = c.visibility;
    if (c.state !== 'live' || !v) continue;
    // A connection whose permissions settle after a removal may still hold the spaces it lost (D376).
    if (c.delivery.permissionsSettling && !twins?.ephemeralWhileSettling) continue;
    if (!twins?.presenceToEveryone && !authorize(v, receive, { audiencePrincipalId: agentId, agentSpaceIds: spaces }).allowed) continue;
    if (c.delivery.offerEphemeral(text)) sent += 1;
  }
  return sent;
}

/**
 * The gateway heartbeat of a connected adapter counts as a heartbeat (12): the last report
 * stays, the time moves, and an offline agent is back.
 */
export async function gatewayHeartbeat(ctx: ServerContext, agentId: string): Promise<void> {
  const out = await withTransaction(ctx.pool, (c) => recordHeartbeat(c, agentId));
  if (out.changed) await ctx.presenceChanged?.(agentId);
}
