// stats.live (section 12): per visible channel of a space, the messages of the
// last minute and the active runs, every stats.live_interval to a subscribed
// connection that holds stats.read. Ephemeral, never in the log.
import { Action, EventType } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import { ephemeralDispatch } from './ephemeral-event.ts';

/** One stats.live frame (12): per visible channel, messages in the last minute and active runs. */
export async function statsFrame(db: Queryable, v: Visibility, spaceId: string | undefined, intervalMs: number): Promise<string> {
  const { rows } = await db.query<{ channel_id: string; space_id: string; n: number }>(
    `SELECT channel_id, space_id, count(*)::int AS n FROM messages WHERE created_at > now() - interval '1 minute' AND ($1::uuid IS NULL OR space_id = $1) GROUP BY channel_id, space_id`,
    [spaceId ?? null],
  );
  return ephemeralDispatch(EventType.StatsLive, {
    scope: spaceId ? { space_id: spaceId } : {},
    resourceId: spaceId ?? 'instance',
    audience: 'self',
    payload: {
      ...(spaceId ? { space_id: spaceId } : {}),
      at: new Date().toISOString(),
      interval_ms: intervalMs,
      channels: rows
        .filter((r) => authorize(v, Action.ChannelRead, { spaceId: r.space_id, channelId: r.channel_id }).allowed)
        .map((r) => ({ channel_id: r.channel_id, messages_per_minute: r.n, active_runs: 0 })),
    },
  }).text;
}
