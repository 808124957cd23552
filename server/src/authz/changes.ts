// Permission changes (3.3, 8.2): every transaction that changes what someone
// may see or do locks permission_version FIRST and increments it, applies the
// change, and writes a personal access.changed to every affected principal
// whose visible targets differ before and after. The event counter still comes
// last (3.2), so permission changes are serialized among themselves and commit
// in log order with everything else.
import { EventType, type AccessTarget, type AccessChangedV1 } from '@bothy/generated';
import type { PoolClient } from '../db/pool.ts';
import type { Queryable } from '../db/queryable.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import { afterCommit } from '../events/shared-transaction.ts';
import type { ServerContext } from '../context.ts';
import { cancelRunsThatLostAccess } from '../runs/cancel.ts';
import { changerVisibility } from './require.ts';
import { loadVisibility, visibleTargets, type AccessTargetLevel, type Visibility } from './visibility.ts';

export interface AccessDiff {
  added: AccessTarget[];
  removed: AccessTarget[];
  changed: AccessTarget[];
}

export function diffTargets(before: Map<string, AccessTargetLevel>, after: Map<string, AccessTargetLevel>): AccessDiff {
  const added: AccessTarget[] = [];
  const removed: AccessTarget[] = [];
  const changed: AccessTarget[] = [];
  for (const [key, b] of before) {
    const a = after.get(key);
    if (!a) removed.push({ kind: b.kind, id: b.id });
    else if (a.level !== b.level) changed.push({ kind: a.kind, id: a.id, level: a.level, previous_level: b.level });
  }
  for (const [key, a] of after) if (!before.has(key)) added.push({ kind: a.kind, id: a.id, level: a.level });
  return { added, removed, changed };
}

export function isEmpty(d: AccessDiff): boolean {
  return d.added.length + d.removed.length + d.changed.length === 0;
}

export interface PermissionChange<R> {
  result: R;
  /** Further events of the change (channel.created, channel.archived, …). */
  events?: NewEvent[];
  /** Principals the change may affect, when it can only be known after applying it. */
  alsoAffected?: string[];
  /** Sessions, devices or principals whose connections close with 4012 after commit (8.5). */
  revoke?: { principal_id?: string; device_id?: string; session_id?: string };
}

export interface PermissionChangeResult<R> {
  result: R;
  permissionVersion: number;
  accessChanged: { principalId: string; diff: AccessDiff }[];
}

/**
 * The actor's own check of a change, made again on its permissions of now inside the change's
 * transaction (8.3; D407): the request's check saw the permissions before a revocation that
 * committed while the request was under way.
 */
export interface ActorRecheck {
  /** What a refusal names: an actor who lost sight of it gets the 404 of a missing one (D49). */
  what: string;
  check(now: Visibility, db: Queryable): Promise<void>;
}

/** The recheck of a change (D407), also for the structure changes that write no permission version. */
export async function recheckActor(ctx: ServerContext, client: PoolClient, actorId: string, recheck: ActorRecheck): Promise<void> {
  if (ctx.twins?.adminWriteCheckedBefore) return;
  await recheck.check(await changerVisibility(client, actorId, recheck.what), client);
}

/**
 * Runs one permission change. `affected` names the principals whose access may
 * change (for a group: its members at that moment); authz computes the content
 * of access.changed as the difference of their visible targets before and after.
 */
export async function changePermissions<R>(
  ctx: ServerContext,
  actor: { kind: 'user' | 'agent' | 'app' | 'system'; id?: string },
  affected: (client: PoolClient) => Promise<string[]>,
  apply: (client: PoolClient, permissionVersion: number) => Promise<PermissionChange<R>>,
  o: {
    /** Read the state before the change as of this moment (an expiry already in the past). */
    beforeAt?: Date;
    /** A person's or an agent's change: its check again, after the permission version is locked. */
    recheck?: ActorRecheck;
  } = {},
): Promise<PermissionChangeResult<R>> {
  const { beforeAt, recheck } = o;
  let out: PermissionChangeResult<R> | undefined;
  let revoke: PermissionChange<R>['revoke'];
  await runEventTransaction(ctx, async (client) => {
    // 3.3: the permission version first, so that permission changes are serialized.
    const { rows } = await client.query<{ value: number }>(`UPDATE sequence_counters SET value = value + 1 WHERE name = 'permission_version' RETURNING value`);
    const pv = rows[0]!.value;
    if (recheck && actor.id) await recheckActor(ctx, client, actor.id, recheck);
    const principals = new Set(await affected(client));
    const before = new Map<string, Map<string, AccessTargetLevel>>();
    for (const p of principals) before.set(p, visibleTargets(await loadVisibility(client, p, beforeAt)));
    const change = await apply(client, pv);
    for (const p of change.alsoAffected ?? []) {
      if (!principals.has(p)) {
        principals.add(p);
        before.set(p, new Map());
      }
    }
    const accessChanged: PermissionChangeResult<R>['accessChanged'] = [];
    const events: NewEvent[] = [...(change.events ?? [])];
    for (const p of principals) {
      const diff = diffTargets(before.get(p)!, visibleTargets(await loadVisibility(client, p)));
      if (isEmpty(diff)) continue; // whoever has no difference gets no access.changed (8.2)
      accessChanged.push({ principalId: p, diff });
      const payload: AccessChangedV1 = { permission_version: pv, ...diff };
      events.push({
        type: EventType.AccessChanged,
        actor: actor.kind === 'system' ? { kind: 'system' } : { kind: actor.kind, id: actor.id },
        scope: {},
        resource: { kind: 'principal', id: p },
        audiencePrincipalId: p,
        payload,
      });
    }
    // 8.3, 15.5, R-SY-11 (16.4): in the same transaction, after access.changed, run.cancel_requested for every
    // active run of an affected principal (as trigger principal or as agent) that the change took access from.
    if (!ctx.twins?.permissionChangeWithoutCancel) events.push(...(await cancelRunsThatLostAccess(client, { principals: [...principals] }, actor.kind === 'system' ? { kind: 'system' } : { kind: actor.kind, id: actor.id })));
    revoke = change.revoke;
    // 8.5: the notice commits with the change; the local close after the commit is the fast path.
    if (revoke && ctx.revokeInTransaction) await ctx.revokeInTransaction(client, revoke);
    out = { result: change.result, permissionVersion: pv, accessChanged };
    return { result: undefined, events };
  });
  // 8.5: after the commit; in a keyed request's transaction (D40), after that commits.
  const target = revoke;
  const close = ctx.revoke;
  if (target && close) await afterCommit(ctx, () => close(target));
  return out!;
}

/** The members of a group now (unexpired memberships). */
export async function groupMembers(client: PoolClient, groupId: string): Promise<string[]> {
  const { rows } = await client.query<{ principal_id: string }>(
    `SELECT principal_id FROM group_members WHERE group_id = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [groupId],
  );
  return rows.map((r) => r.principal_id);
}

/** Everyone who may hold a level above read on a target: those the archive of 8.2 affects. */
export async function principalsWithAccess(client: PoolClient): Promise<string[]> {
  // The reference model is small: every active principal is a candidate, and the
  // diff of visible targets keeps only those whose levels really change.
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM principals WHERE status = 'active'`);
  return rows.map((r) => r.id);
}
