// The permission changes of 8.2 as operations: grants, groups, principals,
// sessions and devices. Each runs through changePermissions, so each writes
// its access.changed events in the same transaction as the change.
import { Action, EventType, ProblemCode, type Channel, type CreateGrantRequest, type Grant, type Principal, type Space } from '@bothy/generated';
import { isUniqueViolation } from '../db/errors.ts';
import type { ServerContext } from '../context.ts';
import type { PoolClient } from '../db/pool.ts';
import type { Queryable } from '../db/queryable.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { storedTimeRefusal } from '../internal/time.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { DomainError } from '../errors.ts';
import { runEventTransaction } from '../events/appender.ts';
import { cancelRunsThatLostAccess } from '../runs/cancel.ts';
import { authorize, type ResourceRef } from './authorize.ts';
import { changePermissions, groupMembers, principalsWithAccess, recheckActor, type ActorRecheck } from './changes.ts';
import { notFound, requireAccess } from './require.ts';
import type { Visibility } from './visibility.ts';

interface GrantRow {
  id: string;
  subject_kind: 'principal' | 'group';
  subject_id: string;
  target_kind: 'instance' | 'space' | 'channel';
  target_id: string;
  level: Grant['level'];
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

function toGrant(r: GrantRow): Grant {
  const g: Grant = {
    id: r.id,
    subject: { kind: r.subject_kind, id: r.subject_id },
    target: { kind: r.target_kind, id: r.target_id },
    level: r.level,
    created_at: r.created_at.toISOString(),
  };
  if (r.expires_at) g.expires_at = r.expires_at.toISOString();
  if (r.revoked_at) g.revoked_at = r.revoked_at.toISOString();
  return g;
}

function actorOf(auth: AuthContext) {
  return { kind: auth.kind, id: auth.principalId } as const;
}

/**
 * Where a grant's target sits, for the visibility and manage checks; undefined when it does not
 * exist. An instance target names this
 * instance (D380): another ID is a target that does not exist. `instanceId` is left out only for a
 * stored grant, which is managed whatever it names.
 */
async function targetPlace(client: Queryable, kind: 'instance' | 'space' | 'channel', id: string, instanceId?: string): Promise<ResourceRef | undefined> {
  if (kind === 'instance') return instanceId === undefined || id.toLowerCase() === instanceId ? {} : undefined;
  if (kind === 'space') {
    const { rowCount } = await client.query('SELECT 1 FROM spaces WHERE id = $1', [id]);
    return rowCount ? { spaceId: id } : undefined;
  }
  const { rows } = await client.query<{ space_id: string }>('SELECT space_id FROM channels WHERE id = $1', [id]);
  return rows[0] ? { spaceId: rows[0].space_id, channelId: id } : undefined;
}

async function subjectAffected(client: PoolClient, kind: 'principal' | 'group', id: string): Promise<string[]> {
  return kind === 'principal' ? [id] : groupMembers(client, id);
}

/** A grant or a membership that would end before it begins (8.2): the client's 400 at /expires_at, as for grants and group members alike. */
function refusePastExpiry(expiresAt: string | null | undefined): void {
  if (!expiresAt) return;
  const why = storedTimeRefusal(expiresAt) ?? (Date.parse(expiresAt) <= Date.now() ? 'lies in the past' : undefined);
  if (why) throw new DomainError(ProblemCode.ValidationFailed, `expires_at ${why}`, { errors: [{ pointer: '/expires_at', message: why }] });
}

export class PermissionAdmin {
  constructor(private readonly ctx: ServerContext) {}

  /** Reads and writes join the request's transaction when it has one (D40). */
  private get db(): Queryable {
    return queryableOf(this.ctx);
  }

  async createGrant(auth: AuthContext, v: Visibility, body: CreateGrantRequest): Promise<Grant> {
    refusePastExpiry(body.expires_at);
    const instanceId = this.ctx.twins?.instanceGrantAnyId ? undefined : v.instanceId;
    const recheck: ActorRecheck = {
      what: body.target.kind,
      check: async (now, db) => requireAccess(now, Action.GrantManage, await targetPlace(db, body.target.kind, body.target.id, instanceId), body.target.kind),
    };
    await recheck.check(v, this.db);
    const table = body.subject.kind === 'principal' ? 'principals' : 'groups';
    const { rowCount } = await this.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [body.subject.id]);
    if (!rowCount) throw notFound(body.subject.kind);
    const { result } = await changePermissions(this.ctx, actorOf(auth), (c) => subjectAffected(c, body.subject.kind, body.subject.id), async (client) => {
      const { rows } = await client.query<GrantRow>(
        `INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, expires_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [uuidv7(), body.subject.kind, body.subject.id, body.target.kind, body.target.id, body.level, body.expires_at ?? null, auth.principalId],
      );
      return { result: toGrant(rows[0]!) };
    }, { recheck });
    return result;
  }

  /** 16.4: revoking takes effect at once, on every delivery. Revoking twice answers the revoked grant. */
  async revokeGrant(auth: AuthContext, v: Visibility, grantId: string): Promise<Grant> {
    const { rows: found } = await this.db.query<GrantRow>('SELECT * FROM grants WHERE id = $1', [grantId]);
    const g = found[0];
    if (!g) throw notFound('grant');
    // A grant is known to its subject and to those who manage its target (D49).
    const known = g.subject_kind === 'principal' && g.subject_id === auth.principalId;
    const recheck: ActorRecheck = { what: 'grant', check: async (now, db) => requireAccess(now, Action.GrantManage, await targetPlace(db, g.target_kind, g.target_id), 'grant', known) };
    await recheck.check(v, this.db);
    if (g.revoked_at) return toGrant(g);
    const { result } = await changePermissions(this.ctx, actorOf(auth), (c) => subjectAffected(c, g.subject_kind, g.subject_id), async (client) => {
      const { rows } = await client.query<GrantRow>(`UPDATE grants SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING *`, [grantId]);
      return { result: toGrant(rows[0] ?? g) };
    }, { recheck });
    return result;
  }

  async createGroup(v: Visibility, name: string): Promise<{ id: string; name: string }> {
    requireAccess(v, Action.GroupManage, {}, 'group');
    const id = uuidv7();
    try {
      await this.db.query('INSERT INTO groups (id, name) VALUES ($1, $2)', [id, name]);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError(ProblemCode.ValidationFailed, 'a group with this name exists');
      throw err;
    }
    return { id, name };
  }

  async setMember(auth: AuthContext, v: Visibility, groupId: string, principalId: string, member: boolean, expiresAt?: string): Promise<void> {
    if (member) refusePastExpiry(expiresAt);
    const recheck: ActorRecheck = { what: 'group', check: async (now) => requireAccess(now, Action.GroupManage, {}, 'group') };
    await recheck.check(v, this.db);
    const { rowCount } = await this.db.query('SELECT 1 FROM groups WHERE id = $1', [groupId]);
    if (!rowCount) throw notFound('group');
    const exists = await this.db.query('SELECT 1 FROM principals WHERE id = $1', [principalId]);
    if (!exists.rowCount) throw notFound('principal');
    await changePermissions(this.ctx, actorOf(auth), async () => [principalId], async (client) => {
      if (member) {
        await client.query(
          `INSERT INTO group_members (group_id, principal_id, expires_at) VALUES ($1, $2, $3)
           ON CONFLICT (group_id, principal_id) DO UPDATE SET expires_at = EXCLUDED.expires_at, expiry_processed_at = NULL, expiring_notified_at = NULL`,
          [groupId, principalId, expiresAt ?? null],
        );
      } else {
        await client.query('DELETE FROM group_members WHERE group_id = $1 AND principal_id = $2', [groupId, principalId]);
      }
      return { result: undefined };
    }, { recheck });
  }

  /** Owner flag and status (8.2); disabling closes every connection of the principal with 4012 and revokes its sessions and API tokens (8.5, D504). */
  async updatePrincipal(auth: AuthContext, v: Visibility, principalId: string, patch: { status?: 'active' | 'disabled'; is_owner?: boolean }): Promise<Principal> {
    const recheck: ActorRecheck = { what: 'principal', check: async (now) => requireAccess(now, Action.PrincipalManage, {}, 'principal') };
    await recheck.check(v, this.db);
    const update = async (client: Queryable) => {
      const { rows } = await client.query<Principal & { was_active_owner: boolean }>(
        `WITH before AS (SELECT is_owner AND status = 'active' AS was_active_owner FROM principals WHERE id = $1)
         UPDATE principals SET status = COALESCE($2, status), is_owner = COALESCE($3, is_owner) WHERE id = $1
         RETURNING id, kind, handle, display_name, status, is_owner, (SELECT was_active_owner FROM before)`,
        [principalId, patch.status ?? null, patch.is_owner ?? null],
      );
      const { was_active_owner: wasActiveOwner, ...principal } = rows[0] ?? {};
      if (!rows[0]) throw notFound('principal');
      // D505: the change may not take the instance's last active owner away. The permission version is
      // locked before this (changePermissions), so two changes that each leave the other owner are
      // serialized and the second sees the first. A change of a principal that was no active owner
      // passes whatever the instance's owners are (an instance mended without one is still managed).
      if (wasActiveOwner && !(rows[0].is_owner && rows[0].status === 'active') && !this.ctx.twins?.lastOwnerUnguarded) {
        const owners = await client.query(`SELECT 1 FROM principals WHERE is_owner AND status = 'active' LIMIT 1`);
        if (!owners.rowCount) throw new DomainError(ProblemCode.LastOwner, 'this change would leave the instance without an active owner; make another principal an owner first');
      }
      // 8.5: a revoked token stays without effect until it expires, also once the principal is active
      // again (D504): its sessions and API tokens are revoked with it, and a new login or token is needed.
      if (patch.status === 'disabled' && !this.ctx.twins?.disableKeepsTokens) {
        await client.query('UPDATE sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE principal_id = $1 AND revoked_at IS NULL', [principalId]);
        await client.query('UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE principal_id = $1 AND revoked_at IS NULL', [principalId]);
      }
      return principal as Principal;
    };
    if (this.ctx.twins?.principalChangeWithoutPermissions) return update(this.ctx.pool);
    const { result } = await changePermissions(this.ctx, actorOf(auth), async () => [principalId], async (client) => ({
      result: await update(client),
      revoke: patch.status === 'disabled' ? { principal_id: principalId } : undefined,
    }), { recheck });
    return result;
  }

  /** 8.5: a revoked session or device stops at once: REST checks it per request, the gateway closes with 4012. */
  async revoke(auth: AuthContext, v: Visibility, kind: 'session' | 'device', id: string): Promise<void> {
    const table = kind === 'session' ? 'sessions' : 'devices';
    const { rows } = await this.db.query<{ principal_id: string }>(`SELECT principal_id FROM ${table} WHERE id = $1`, [id]);
    const owner = rows[0]?.principal_id;
    // Sessions and devices are known to their principal and to those who manage principals (D49).
    const recheck: ActorRecheck = {
      what: kind,
      check: async (now) => {
        if (!owner || (owner !== auth.principalId && !authorize(now, Action.PrincipalManage).allowed)) throw notFound(kind);
      },
    };
    await recheck.check(v, this.db);
    await changePermissions(this.ctx, actorOf(auth), async () => [], async (client) => {
      if (kind === 'session') await client.query('UPDATE sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1', [id]);
      else await client.query(`UPDATE devices SET state = 'revoked', revoked_at = COALESCE(revoked_at, now()) WHERE id = $1`, [id]);
      return { result: undefined, revoke: kind === 'session' ? { session_id: id } : { device_id: id } };
    }, { recheck });
  }

  // ------------------------------------------------------------------ structure (8.1)

  async createChannel(auth: AuthContext, v: Visibility, spaceId: string, body: { name: string; kind?: Channel['kind']; read_only?: boolean }): Promise<Channel> {
    const recheck: ActorRecheck = { what: 'space', check: async (now, db) => requireAccess(now, Action.ChannelCreate, await targetPlace(db, 'space', spaceId), 'space') };
    await recheck.check(v, this.db);
    // A new channel changes nobody's grants; a grant on its space covers it through the space
    // clause of 7.2. channel.created comes without a new permission version (8.1).
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      await recheckActor(this.ctx, client, auth.principalId, recheck);
      const { rows: created } = await client.query<Channel & { created_at: Date }>(
        `INSERT INTO channels (id, space_id, name, kind, read_only) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, space_id, name, kind, read_only, archived, version, settings_version`,
        [uuidv7(), spaceId, body.name, body.kind ?? 'text', body.read_only ?? false],
      );
      const channel = created[0]!;
      return {
        result: channel,
        events: [
          {
            type: EventType.ChannelCreated,
            actor: actorOf(auth),
            scope: { space_id: spaceId, channel_id: channel.id },
            resource: { kind: 'channel', id: channel.id, version: channel.version },
            payload: { channel },
          },
        ],
      };
    });
    return result;
  }

  /**
   * read_only is a structure change (channel.updated, no permission version, 8.1);
   * archived is also a permission change with its own access.changed.
   */
  async updateChannel(auth: AuthContext, v: Visibility, channelId: string, patch: { read_only?: boolean; archived?: boolean }): Promise<Channel> {
    const recheck: ActorRecheck = { what: 'channel', check: async (now, db) => requireAccess(now, Action.ChannelManage, await targetPlace(db, 'channel', channelId), 'channel') };
    await recheck.check(v, this.db);
    const update = async (client: PoolClient) => {
      const { rows } = await client.query<Channel>(
        `UPDATE channels SET read_only = COALESCE($2, read_only), archived = COALESCE($3, archived), version = version + 1 WHERE id = $1
         RETURNING id, space_id, name, kind, read_only, archived, version, settings_version`,
        [channelId, patch.read_only ?? null, patch.archived ?? null],
      );
      return rows[0]!;
    };
    const event = (channel: Channel, type: typeof EventType.ChannelUpdated | typeof EventType.ChannelArchived) => ({
      type,
      actor: actorOf(auth),
      scope: { space_id: channel.space_id, channel_id: channel.id },
      resource: { kind: 'channel', id: channel.id, version: channel.version },
      payload: { channel },
    });
    if (patch.archived === undefined) {
      const { result } = await runEventTransaction(this.ctx, async (client) => {
        await recheckActor(this.ctx, client, auth.principalId, recheck);
        const channel = await update(client);
        // 8.3: a channel that becomes read-only cancels its runs (channel_read_only), in this transaction.
        const cancels = patch.read_only && !this.ctx.twins?.permissionChangeWithoutCancel ? await cancelRunsThatLostAccess(client, { channelId }, actorOf(auth)) : [];
        return { result: channel, events: [event(channel, EventType.ChannelUpdated), ...cancels] };
      });
      return result;
    }
    const { result } = await changePermissions(this.ctx, actorOf(auth), principalsWithAccess, async (client) => {
      const channel = await update(client);
      return { result: channel, events: [event(channel, patch.archived ? EventType.ChannelArchived : EventType.ChannelUpdated)] };
    }, { recheck });
    return result;
  }

  async updateSpace(auth: AuthContext, v: Visibility, spaceId: string, archived: boolean): Promise<Space> {
    const recheck: ActorRecheck = { what: 'space', check: async (now, db) => requireAccess(now, Action.SpaceManage, await targetPlace(db, 'space', spaceId), 'space') };
    await recheck.check(v, this.db);
    const { result } = await changePermissions(this.ctx, actorOf(auth), principalsWithAccess, async (client) => {
      const { rows } = await client.query<Space>(`UPDATE spaces SET archived = $2, version = version + 1 WHERE id = $1 RETURNING id, name, archived, version`, [spaceId, archived]);
      const space = rows[0]!;
      return {
        result: space,
        events: archived ? [{ type: EventType.SpaceArchived, actor: actorOf(auth), scope: { space_id: space.id }, resource: { kind: 'space', id: space.id, version: space.version }, payload: { space } }] : [],
      };
    }, { recheck });
    return result;
  }
}
