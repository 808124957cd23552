// Live statistics (12, R-SY-26; D205-D207): stats_minutes, rolled up per minute,
// space and channel by a job from messages, and the figures of one stats.live frame:
// per channel the messages of the last complete minute (from stats_minutes, so every
// node reads the same rate) and the active runs (queued, running, waiting_input) now.
// The gateway filters them per receiver (gateway/stats.ts).
import type { Queryable } from '../db/queryable.ts';

/** States in which a run counts as active (the runs_channel_active index of migration 0011). */
const ACTIVE = `('queued', 'running', 'waiting_input')`;

/**
 * The rollup job (D206): the messages of the current and the previous minute, counted anew
 * and upserted, so that it is idempotent and any node may run it at any time; the previous
 * minute is final at the first run after the minute ended. Imported messages (15.8) are not
 * live traffic and do not count. Returns the rows written.
 */
export async function rollupStatsMinutes(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO stats_minutes (minute, space_id, channel_id, messages)
     SELECT date_trunc('minute', created_at), space_id, channel_id, count(*)::int FROM messages
      WHERE created_at >= date_trunc('minute', now()) - interval '1 minute' AND origin <> 'import'
      GROUP BY 1, 2, 3
     ON CONFLICT (minute, channel_id) DO UPDATE SET messages = EXCLUDED.messages WHERE stats_minutes.messages <> EXCLUDED.messages`,
  );
  return rowCount ?? 0;
}

/** Rows of stats_minutes older than this are of no use to a live frame; the job removes them. */
export async function pruneStatsMinutes(db: Queryable, keepMinutes = 60): Promise<void> {
  await db.query(`DELETE FROM stats_minutes WHERE minute < date_trunc('minute', now()) - $1 * interval '1 minute'`, [keepMinutes]);
}

export interface ChannelFigures {
  channel_id: string;
  space_id: string;
  messages_per_minute: number;
  active_runs: number;
}

/**
 * The figures of every channel with traffic in the last complete minute or an active run,
 * in the space (or the instance), before any filter: the same on every node.
 */
export async function channelFigures(db: Queryable, spaceId: string | undefined): Promise<ChannelFigures[]> {
  const { rows } = await db.query<ChannelFigures>(
    `WITH rates AS (
       SELECT channel_id, space_id, messages FROM stats_minutes
        WHERE minute = date_trunc('minute', now()) - interval '1 minute' AND ($1::uuid IS NULL OR space_id = $1)
     ), active AS (
       SELECT channel_id, space_id, count(*)::int AS n FROM runs WHERE state IN ${ACTIVE} AND ($1::uuid IS NULL OR space_id = $1) GROUP BY channel_id, space_id
     )
     SELECT COALESCE(r.channel_id, a.channel_id) AS channel_id, COALESCE(r.space_id, a.space_id) AS space_id,
            COALESCE(r.messages, 0) AS messages_per_minute, COALESCE(a.n, 0) AS active_runs
       FROM rates r FULL JOIN active a ON a.channel_id = r.channel_id
      ORDER BY 1`,
    [spaceId ?? null],
  );
  return rows;
}
