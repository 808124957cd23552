// The job authz.expiry_sweep (8.2): authorize already treats an expired grant or
// membership as absent; every authz.expiry_sweep_interval this job writes the
// permission version and access.changed for them (system actions grant.expire,
// group.member.expire), and access.expiring once before an expiry.
import { EventType } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import type { NewEvent } from '../events/appender.ts';
import { runEventTransaction } from '../events/appender.ts';
import { changePermissions, groupMembers } from './changes.ts';

const SYSTEM = { kind: 'system' } as const;

export interface SweepResult {
  expiredGrants: number;
  expiredMemberships: number;
  notified: number;
}

export async function runExpirySweep(ctx: ServerContext, noticeMs: number): Promise<SweepResult> {
  const result: SweepResult = { expiredGrants: 0, expiredMemberships: 0, notified: 0 };
  const { rows: grants } = await ctx.pool.query<{ id: string; subject_kind: 'principal' | 'group'; subject_id: string; expires_at: Date }>(
    `SELECT id, subject_kind, subject_id, expires_at FROM grants
      WHERE expires_at <= now() AND revoked_at IS NULL AND expiry_processed_at IS NULL ORDER BY expires_at LIMIT 500`,
  );
  for (const g of grants) {
    await changePermissions(
      ctx,
      SYSTEM,
      (client) => (g.subject_kind === 'principal' ? Promise.resolve([g.subject_id]) : groupMembers(client, g.subject_id)),
      async (client) => {
        await client.query('UPDATE grants SET expiry_processed_at = now() WHERE id = $1', [g.id]);
        return { result: undefined };
      },
      { beforeAt: new Date(g.expires_at.getTime() - 1) },
    );
    result.expiredGrants += 1;
  }
  const { rows: members } = await ctx.pool.query<{ group_id: string; principal_id: string; expires_at: Date }>(
    `SELECT group_id, principal_id, expires_at FROM group_members WHERE expires_at <= now() AND expiry_processed_at IS NULL ORDER BY expires_at LIMIT 500`,
  );
  for (const m of members) {
    await changePermissions(
      ctx,
      SYSTEM,
      async () => [m.principal_id],
      async (client) => {
        await client.query('UPDATE group_members SET expiry_processed_at = now() WHERE group_id = $1 AND principal_id = $2', [m.group_id, m.principal_id]);
        return { result: undefined };
      },
      { beforeAt: new Date(m.expires_at.getTime() - 1) },
    );
    result.expiredMemberships += 1;
  }
  // access.expiring, once, to every subject of a grant that expires within the notice period.
  const { rows: soon } = await ctx.pool.query<{ id: string; subject_kind: 'principal' | 'group'; subject_id: string; target_kind: 'instance' | 'space' | 'channel'; target_id: string; level: 'read'; expires_at: Date }>(
    `SELECT id, subject_kind, subject_id, target_kind, target_id, level, expires_at FROM grants
      WHERE expires_at > now() AND expires_at <= now() + $1 * interval '1 millisecond'
        AND revoked_at IS NULL AND expiring_notified_at IS NULL
        AND (target_kind <> 'instance' OR target_id = (SELECT id FROM instance)) -- one naming another instance grants nothing (D380)
      LIMIT 500`,
    [noticeMs],
  );
  for (const g of soon) {
    await runEventTransaction(ctx, async (client) => {
      const marked = await client.query('UPDATE grants SET expiring_notified_at = now() WHERE id = $1 AND expiring_notified_at IS NULL', [g.id]);
      if (!marked.rowCount) return { result: undefined, events: [] };
      const subjects = g.subject_kind === 'principal' ? [g.subject_id] : await groupMembers(client, g.subject_id);
      const events: NewEvent[] = subjects.map((p) => ({
        type: EventType.AccessExpiring,
        actor: SYSTEM,
        scope: {},
        resource: { kind: 'grant', id: g.id },
        audiencePrincipalId: p,
        payload: { grant_id: g.id, target: { kind: g.target_kind, id: g.target_id, level: g.level }, expires_at: g.expires_at.toISOString() },
      }));
      return { result: undefined, events };
    });
    result.notified += 1;
  }
  return result;
}
