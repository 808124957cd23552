// What a principal may see and do: the minimal permission model that chapter 04
// needs (docs/decisions.md D17). Grants give a level on the instance, a space or
// a channel; a level on a parent applies to everything below it; owners have
// manage everywhere. Expired or revoked grants and memberships count as absent.
import type { Queryable } from '../db/queryable.ts';

export const LEVELS = ['read', 'trigger', 'write', 'manage'] as const;
export type Level = (typeof LEVELS)[number];

export function levelRank(level: Level | undefined): number {
  return level ? LEVELS.indexOf(level) + 1 : 0;
}

export function maxLevel(a: Level | undefined, b: Level | undefined): Level | undefined {
  return levelRank(a) >= levelRank(b) ? a : b;
}

export interface ChannelInfo {
  id: string;
  spaceId: string;
  readOnly: boolean;
  archived: boolean;
  /** The active agent that channels.free_response_agent_id names, if any (the trigger rule, D80). */
  freeResponseAgentId?: string;
}

export interface Visibility {
  principalId: string;
  /** The instance's ID, the target of instance-wide access (8.2). */
  instanceId: string;
  /** The first moment a grant or membership this state relies on expires; after it, the state is stale (8.2). */
  validUntil: number;
  kind: 'user' | 'agent' | 'app';
  active: boolean;
  owner: boolean;
  /** Level from an instance grant (owners: manage). */
  instanceLevel?: Level;
  /** Levels from grants on spaces: the spaces that are fully visible (7.2). */
  spaceLevels: Map<string, Level>;
  /** Levels from grants on channels themselves, before the archive cap. */
  directChannelLevels: Map<string, Level>;
  /** Effective level per channel, from grants on the instance, its space or itself. */
  channelLevels: Map<string, Level>;
  /** Every channel known when this was built, visible or not. */
  channels: Map<string, ChannelInfo>;
  /** permission_version the state was read at. */
  permissionVersion: number;
  /** visibility_version the state was read at (visibility-cache.ts). */
  visibilityVersion: number;
}

/** The parameters of the catch-up filter of 7.2. */
export interface VisibilityFilter {
  principalId: string;
  visibleChannels: string[];
  visibleSpaces: string[];
  fullyVisibleSpaces: string[];
  instanceWide: boolean;
}

export function filterOf(v: Visibility): VisibilityFilter {
  if (!v.active) return { principalId: v.principalId, visibleChannels: [], visibleSpaces: [], fullyVisibleSpaces: [], instanceWide: false };
  const visibleSpaces = new Set(v.spaceLevels.keys());
  for (const id of v.channelLevels.keys()) {
    const space = v.channels.get(id)?.spaceId;
    if (space) visibleSpaces.add(space);
  }
  return {
    principalId: v.principalId,
    visibleChannels: [...v.channelLevels.keys()],
    visibleSpaces: [...visibleSpaces],
    fullyVisibleSpaces: [...v.spaceLevels.keys()],
    instanceWide: v.instanceLevel !== undefined,
  };
}

interface GrantRow {
  target_kind: 'instance' | 'space' | 'channel';
  target_id: string;
  level: Level;
  /** The earlier of the grant's and the group membership's expiry, in ms. */
  expires_ms: number | null;
}

/**
 * visibility_version (migration 0006): moves with every committed change to what
 * loadVisibility reads. A kept visibility is good while it stands (visibility-cache.ts).
 */
export const VISIBILITY_VERSION = `(SELECT value FROM sequence_counters WHERE name = 'visibility_version')`;

/**
 * The visibility change lock, shared (migration 0025): a write takes it first in its transaction, before
 * any row lock, and reads visibility_version in a later statement (a snapshot taken after the lock).
 */
export const VISIBILITY_CHANGE_LOCK_SHARED = `SELECT pg_advisory_xact_lock_shared(hashtextextended('bothy visibility_version', 0))`;
/** The same lock exclusive, as the trigger of migration 0025 takes it: a permission change that reads its actor's permissions first (D407). */
export const VISIBILITY_CHANGE_LOCK_EXCLUSIVE = `SELECT pg_advisory_xact_lock(hashtextextended('bothy visibility_version', 0))`;

/**
 * The writer's visibility as of now, inside a write's READ COMMITTED transaction (8.2, 8.3; D353).
 * It takes the visibility change lock shared, then reads visibility_version in a statement of its
 * own (a snapshot taken after the lock): a permission change (whose trigger takes the lock exclusive
 * and moves the counter, migration 0025) either committed before, and its state is what this returns,
 * or waits for this transaction, so that its access.changed comes after the write's events. The lock
 * queues fairly, so a waiting change is not passed by later writes. A visibility past its
 * validUntil (a grant expiring) is read again too.
 */
export async function visibilityInTransaction(db: Queryable, v: Visibility): Promise<Visibility | undefined> {
  const results = (await db.query(
    `${VISIBILITY_CHANGE_LOCK_SHARED}; SELECT ${VISIBILITY_VERSION} AS value`,
  )) as unknown as { rows: { value: string }[] }[];
  if (v.visibilityVersion >= Number(results[1]!.rows[0]!.value) && Date.now() < v.validUntil) return v;
  return loadVisibility(db, v.principalId);
}

/** A visibility kept from earlier (D36, D230) that may stand for `principalId`: its own and not past validUntil; whether visibility_version still matches is the caller's read. */
export function keptFor(known: Visibility | undefined, principalId: string): Visibility | undefined {
  return known && known.principalId === principalId && Date.now() < known.validUntil ? known : undefined;
}

/**
 * What a visibility is built from beside its principal's row (alias `p`), as one JSON array:
 * permission_version, the instance's ID, the principal's live grants (direct and through groups,
 * with the earlier of grant and membership expiry, as of `at`, an SQL expression) and every channel
 * with its flags. Read in the statement that reads visibility_version, so that both are of one
 * snapshot: loadVisibility's, and a token check's when its caller keeps none current (D549).
 */
export function visibilityStateSql(p: string, at: string): string {
  return `json_build_array(
            (SELECT value FROM sequence_counters WHERE name = 'permission_version'),
            (SELECT id FROM instance),
            COALESCE((
              SELECT json_agg(json_build_array(g.target_kind, g.target_id, g.level,
                                               (extract(epoch FROM LEAST(g.expires_at, m.expires_at)) * 1000)::bigint))
                FROM grants g
                LEFT JOIN group_members m ON g.subject_kind = 'group' AND m.group_id = g.subject_id AND m.principal_id = ${p}.id
               WHERE g.revoked_at IS NULL AND (g.expires_at IS NULL OR g.expires_at > ${at})
                 AND ((g.subject_kind = 'principal' AND g.subject_id = ${p}.id)
                   OR (g.subject_kind = 'group' AND m.principal_id IS NOT NULL AND (m.expires_at IS NULL OR m.expires_at > ${at})))
            ), '[]'),
            COALESCE((
              SELECT json_agg(json_build_array(c.id, c.space_id, c.read_only, c.archived OR s.archived, fr.principal_id))
                FROM channels c JOIN spaces s ON s.id = c.space_id
                LEFT JOIN (agents fr JOIN principals fp ON fp.id = fr.principal_id AND fp.status = 'active')
                       ON fr.principal_id = c.free_response_agent_id
            ), '[]'))`;
}

/** The JSON array of visibilityStateSql as pg hands it over. */
export type VisibilityState = [
  permissionVersion: number,
  instanceId: string,
  grants: [GrantRow['target_kind'], string, Level, number | null][],
  channels: [string, string, boolean, boolean, string | null][],
];

/** The principal's row as a visibility needs it; `visibility_version` read in the statement that read `state`. */
export interface VisibilityPrincipalRow {
  id: string;
  kind: Visibility['kind'];
  status: string;
  is_owner: boolean;
  visibility_version: number;
}

/** A visibility from its principal's row and the state visibilityStateSql read with it. */
export function visibilityOfRow(p: VisibilityPrincipalRow, [permissionVersion, instanceId, grants, channels]: VisibilityState): Visibility {
  return buildVisibility(
    { principalId: p.id, instanceId, kind: p.kind, active: p.status === 'active', owner: p.is_owner, permissionVersion, visibilityVersion: p.visibility_version },
    grants.map(([target_kind, target_id, level, expires_ms]) => ({ target_kind, target_id, level, expires_ms })),
    channels.map(([id, spaceId, readOnly, archived, freeResponse]) => (freeResponse ? { id, spaceId, readOnly, archived, freeResponseAgentId: freeResponse } : { id, spaceId, readOnly, archived })),
  );
}

/** What a principal may see now, or at `at` (the expiry sweep looks at the moment before an expiry). */
export async function loadVisibility(db: Queryable, principalId: string, at?: Date): Promise<Visibility | undefined> {
  // One round trip: the principal, visibility_version and the state it stands for.
  const { rows } = await db.query<VisibilityPrincipalRow & { state: VisibilityState }>(
    `SELECT p.id, p.kind, p.status, p.is_owner, ${VISIBILITY_VERSION} AS visibility_version,
            ${visibilityStateSql('p', 'COALESCE($2, now())')} AS state
       FROM principals p WHERE p.id = $1`,
    [principalId, at ?? null],
  );
  const p = rows[0];
  return p ? visibilityOfRow(p, p.state) : undefined;
}

export function buildVisibility(
  p: { principalId: string; instanceId: string; kind: Visibility['kind']; active: boolean; owner: boolean; permissionVersion: number; visibilityVersion: number },
  grants: GrantRow[],
  channels: ChannelInfo[],
): Visibility {
  let instanceLevel: Level | undefined = p.owner ? 'manage' : undefined;
  const spaceLevels = new Map<string, Level>();
  const directChannel = new Map<string, Level>();
  let validUntil = Number.POSITIVE_INFINITY;
  for (const g of grants) {
    if (g.expires_ms !== null) validUntil = Math.min(validUntil, Number(g.expires_ms));
    // A grant on an instance counts only when it names this one (D380).
    if (g.target_kind === 'instance') instanceLevel = g.target_id === p.instanceId ? maxLevel(instanceLevel, g.level) : instanceLevel;
    else if (g.target_kind === 'space') spaceLevels.set(g.target_id, maxLevel(spaceLevels.get(g.target_id), g.level)!);
    else directChannel.set(g.target_id, maxLevel(directChannel.get(g.target_id), g.level)!);
  }
  const channelMap = sharedChannelMap(new Map(channels.map((c) => [c.id, c])));
  const channelLevels = new Map<string, Level>();
  for (const c of channels) {
    const level = capArchived(c, maxLevel(maxLevel(instanceLevel, spaceLevels.get(c.spaceId)), directChannel.get(c.id)));
    if (level) channelLevels.set(c.id, level);
  }
  return { ...p, validUntil, instanceLevel, spaceLevels: orEmpty(spaceLevels), directChannelLevels: orEmpty(directChannel), channelLevels: orEmpty(channelLevels), channels: channelMap };
}

/**
 * Visibility.channels lists every channel of the instance: the same for every principal, it would
 * cost memory in proportion to channels x visibilities (a gateway holds one per connection, the
 * visibility cache one per principal). Equal maps are one map, the newest kept here, and so are
 * their entries. No map is ever changed in place: a structure change makes a new one
 * (Delivery.applyStructure) and shares it through here again.
 */
export function sharedChannelMap(channels: Map<string, ChannelInfo>): Map<string, ChannelInfo> {
  const current = newestChannels;
  if (channels === current) return current;
  if (channels.size === current.size && [...channels.values()].every((info) => sameChannel(info, current.get(info.id)))) return current;
  const own = new Map<string, ChannelInfo>();
  for (const info of channels.values()) {
    const known = current.get(info.id);
    own.set(info.id, known && sameChannel(known, info) ? known : info);
  }
  newestChannels = own;
  return own;
}

let newestChannels = new Map<string, ChannelInfo>();

function sameChannel(a: ChannelInfo, b: ChannelInfo | undefined): boolean {
  return !!b && a.id === b.id && a.spaceId === b.spaceId && a.readOnly === b.readOnly && a.archived === b.archived && a.freeResponseAgentId === b.freeResponseAgentId;
}

/**
 * Most principals have no space grants or no channel grants: their empty maps are one shared map
 * (a gateway holds a visibility per connection). Nothing changes a built visibility's maps; the
 * timeline's `without` copies them first.
 */
const EMPTY_LEVELS: ReadonlyMap<string, Level> = new Map();
const orEmpty = (m: Map<string, Level>): Map<string, Level> => (m.size ? m : (EMPTY_LEVELS as Map<string, Level>));

/** An archived channel (or one in an archived space) can still be read, but nothing above read applies (8.1; D22). */
function capArchived(c: ChannelInfo | undefined, level: Level | undefined): Level | undefined {
  if (!level || !c?.archived) return level;
  return 'read';
}

/** Level on a channel, also for one created after the visibility was built (7.2: the space clause). */
export function channelLevel(v: Visibility, channelId: string, spaceId?: string): Level | undefined {
  const known = v.channelLevels.get(channelId);
  if (known) return known;
  const channel = v.channels.get(channelId);
  const space = spaceId ?? channel?.spaceId;
  return capArchived(channel, maxLevel(v.instanceLevel, space ? v.spaceLevels.get(space) : undefined));
}

export function spaceVisible(v: Visibility, spaceId: string): boolean {
  if (v.instanceLevel || v.spaceLevels.has(spaceId)) return true;
  for (const [id] of v.channelLevels) if (v.channels.get(id)?.spaceId === spaceId) return true;
  return false;
}

export interface AccessTargetLevel {
  kind: 'instance' | 'space' | 'channel';
  id: string;
  level: Level;
}

/** The visible targets with their levels: what access.changed compares before and after a change (8.2). */
export function visibleTargets(v: Visibility | undefined): Map<string, AccessTargetLevel> {
  const out = new Map<string, AccessTargetLevel>();
  if (!v || !v.active) return out;
  if (v.instanceLevel) out.set(`instance:${v.instanceId}`, { kind: 'instance', id: v.instanceId, level: v.instanceLevel });
  for (const [id, level] of v.spaceLevels) out.set(`space:${id}`, { kind: 'space', id, level });
  for (const [id, level] of v.channelLevels) out.set(`channel:${id}`, { kind: 'channel', id, level });
  return out;
}
