// stats.live (section 12, R-SY-26): per visible channel of a space (or the instance) the
// messages of the last complete minute from stats_minutes and the active runs, every
// stats.live_interval to a subscribed connection that holds stats.read. Ephemeral, never
// in the log. Every node builds its frames itself from the same rows (stats/live.ts).
import { Action, EventType } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { Queryable } from '../db/queryable.ts';
import { channelFigures } from '../stats/live.ts';
import { ephemeralDispatch } from './ephemeral-event.ts';

/** The test twins of a frame (ServerContext.twins). */
export interface StatsTwins {
  /** A frame built once for everyone: neither the subscribed space nor the receiver's channels. */
  statsUnfiltered?: boolean;
  /** The receiver's channel.read per channel, without the subscribed space (D255). */
  statsWithoutScope?: boolean;
  /** active_runs always 0, as before issue 20 (the live case's twin). */
  statsWithoutRuns?: boolean;
}

/**
 * One stats.live frame (12): the figures of the subscribed space (or the instance), filtered
 * to the channels the receiver may read (channel.read, D207, D255).
 */
export async function statsFrame(db: Queryable, v: Visibility, spaceId: string | undefined, intervalMs: number, twins: StatsTwins = {}): Promise<string> {
  const unfiltered = twins.statsUnfiltered === true;
  const figures = await channelFigures(db, unfiltered || twins.statsWithoutScope ? undefined : spaceId);
  return ephemeralDispatch(EventType.StatsLive, {
    scope: spaceId ? { space_id: spaceId } : {},
    resourceId: spaceId ?? 'instance',
    audience: 'self',
    payload: {
      ...(spaceId ? { space_id: spaceId } : {}),
      at: new Date().toISOString(),
      interval_ms: intervalMs,
      channels: figures
        .filter((r) => unfiltered || authorize(v, Action.ChannelRead, { spaceId: r.space_id, channelId: r.channel_id }).allowed)
        .map((r) => ({ channel_id: r.channel_id, messages_per_minute: r.messages_per_minute, active_runs: twins.statsWithoutRuns ? 0 : r.active_runs })),
    },
  }).text;
}
