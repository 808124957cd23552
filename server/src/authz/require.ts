// 404 or 403 (D17, D49): the one place where a refusal becomes an answer.
// First the resource must be visible: something the principal may not know of
// answers exactly like something that does not exist (the same code and the
// same detail, which names the kind and never the ID). Only then the level: a
// principal that sees the resource but may not do this gets 403.
import { ProblemCode, type Action } from '@bothy/generated';
import { DomainError } from '../errors.ts';
import { authorize, type ResourceRef } from './authorize.ts';
import type { Queryable } from '../db/queryable.ts';
import { channelLevel, loadVisibility, spaceVisible, VISIBILITY_CHANGE_LOCK_EXCLUSIVE, visibilityInTransaction, type Visibility } from './visibility.ts';

/**
 * Whether the principal may know that the resource exists (D49): a channel and
 * what is in it (threads, messages, imports) with any level on the channel; a
 * space with any level in it; personal data of its own; the instance, its
 * principals and groups always.
 */
export function canSee(v: Visibility, r: ResourceRef): boolean {
  if (!v.active) return false;
  if (r.audiencePrincipalId !== undefined && r.audiencePrincipalId !== v.principalId) return false;
  if (r.channelId) return channelLevel(v, r.channelId, r.spaceId) !== undefined;
  if (r.spaceId) return spaceVisible(v, r.spaceId);
  return true;
}

/** The answer for a missing resource and for a hidden one alike. */
export function notFound(what: string): DomainError {
  return new DomainError(ProblemCode.NotFound, `no ${what} with this ID`);
}

/**
 * The writer's visibility of now, inside the write's transaction (8.3; D353, D375): a write checked only
 * with the request's visibility could commit after a revocation of its target, the write of someone
 * who had lost access landing after access.changed. A permission change either committed before (the
 * write is decided on what it left: 404 as for any target the writer cannot read) or waits for the
 * write's commit (visibilityInTransaction). `checkedBefore` is a twin's switch: the request's visibility.
 */
export async function writerVisibility(db: Queryable, v: Visibility, kind: string, checkedBefore = false): Promise<Visibility> {
  if (checkedBefore) return v;
  const now = await visibilityInTransaction(db, v);
  if (!now || !now.active) throw notFound(kind);
  return now;
}

/**
 * The actor's visibility of now for a change of permissions or structure, inside its transaction (8.3;
 * D407): it takes the visibility change lock exclusive, as the change's own trigger would a moment
 * later (taking it shared first would make two such changes each wait for the other's upgrade), then
 * reads the actor's permissions. A change that took the actor's right away committed before, or waits.
 */
export async function changerVisibility(db: Queryable, principalId: string, what: string): Promise<Visibility> {
  await db.query(VISIBILITY_CHANGE_LOCK_EXCLUSIVE);
  const now = await loadVisibility(db, principalId);
  if (!now || !now.active) throw notFound(what);
  return now;
}

/**
 * requireVisible, then requireLevel. `resource` undefined means not there. `known`
 * replaces the visibility rule for resources that have their own (a grant is known
 * to its subject, D49).
 */
export function requireAccess(v: Visibility, action: Action, resource: ResourceRef | undefined, what: string, known?: boolean): void {
  if (!resource) throw notFound(what);
  const decision = authorize(v, action, resource);
  if (decision.allowed) return;
  if (!(known ?? canSee(v, resource))) throw notFound(what);
  throw new DomainError(ProblemCode.Forbidden, `not permitted (${action}): ${decision.reason.replace(/_/g, ' ')}`);
}
