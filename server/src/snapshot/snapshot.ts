// GET /api/v1/sync/snapshot and the snapshot in ready (6.3, 7.3): structure and
// versions, read in one REPEATABLE READ snapshot together with head_seq, so that
// every event after head_seq is news and every one before is in it. The personal
// parts (sidebar, read states of every visible thread, drafts, the versions of
// settings, notification preferences and quiet hours, feature flags) come from
// personalSnapshot, filtered to what the person may still read (14).
import { Action, type Channel, type Snapshot, type Space } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import type { Pool } from '../db/pool.ts';
import { withTransaction } from '../db/transaction.ts';
import { readTimeline } from '../events/log-reader.ts';
import { personalSnapshot } from '../personal/service.ts';
import { activeRunsVisible } from '../runs/store.ts';
import { presenceSnapshot } from '../agents/presence.ts';

export async function readSnapshot(pool: Pool, principalId: string): Promise<{ snapshot: Snapshot; visibility: Visibility }> {
  const { timeline, visibility, spaces, channels, personal, activeRuns, agentPresence } = await withTransaction(
    pool,
    async (client) => {
      const timeline = await readTimeline(client);
      const visibility = await loadVisibility(client, principalId);
      if (!visibility) throw new Error(`principal ${principalId} does not exist`);
      // One after the other: a client inside a transaction runs one query at a time.
      const { rows: spaces } = await client.query<{ id: string; name: string; archived: boolean; version: number }>('SELECT id, name, archived, version FROM spaces ORDER BY created_at, id');
      const { rows: channels } = await client.query<{ id: string; space_id: string; name: string; kind: Channel['kind']; read_only: boolean; archived: boolean; version: number; settings_version: number }>(
        'SELECT id, space_id, name, kind, read_only, archived, version, settings_version FROM channels ORDER BY created_at, id',
      );
      const personal = await personalSnapshot(client, principalId, visibility);
      const activeRuns = await activeRunsVisible(client, visibility);
      const agentPresence = await presenceSnapshot(client, visibility);
      return { timeline, visibility, spaces, channels, personal, activeRuns, agentPresence };
    },
    { isolation: 'snapshot' },
  );
  const visibleSpaces: Space[] = spaces.filter((s) => authorize(visibility, Action.SpaceRead, { spaceId: s.id }).allowed);
  const visibleChannels: Channel[] = channels
    .filter((c) => authorize(visibility, Action.ChannelRead, { spaceId: c.space_id, channelId: c.id }).allowed)
    .map((c) => ({ id: c.id, space_id: c.space_id, name: c.name, kind: c.kind, read_only: c.read_only, archived: c.archived, version: c.version, settings_version: c.settings_version }));
  return {
    visibility,
    snapshot: {
      head_seq: timeline.headSeq,
      sync_epoch: timeline.syncEpoch,
      permission_version: visibility.permissionVersion,
      spaces: visibleSpaces,
      channels: visibleChannels,
      sidebar: personal.sidebar,
      read_states: personal.read_states,
      active_runs: activeRuns,
      agent_presence: agentPresence,
      drafts: personal.drafts,
      settings_version: personal.settings_version,
      feature_flags: personal.feature_flags,
      notification_prefs_version: personal.notification_prefs_version,
      quiet_hours_version: personal.quiet_hours_version,
    },
  };
}
