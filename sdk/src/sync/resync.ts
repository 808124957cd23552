// 7.3 on the client: after resync_required the client discards its cached server state (the
// outbox stays), loads GET /sync/snapshot and sets cursor and epoch to the snapshot's. The
// connection stays open; the events it held meanwhile are delivered above the new cursor.
import { configDefaults, type Snapshot } from '@bothy/generated';
import { backoff, type Random } from '../gateway/backoff.ts';
import type { LocalVersions } from './apply.ts';

export interface ResyncOptions {
  rest: { getSnapshot(): Promise<Snapshot> };
  connection: { readonly state: string; completeResync(snapshot: { head_seq: number; sync_epoch: string }): Promise<boolean> };
  /** Discards the cached server state: threads, messages, versions. Never the outbox. */
  discardCache?: () => void | Promise<void>;
  /** Cleared with the cache. */
  versions?: LocalVersions;
  /** Paused until the connection reports `synced` again (13.4: the outbox is sent after the reload). */
  outbox?: { pause(): void };
  /** The full-jitter wait between loads whose snapshot the connection refused (ms; D388). Default sync.reconnect_backoff_base and _cap. */
  retryBase?: number;
  retryCap?: number;
  random?: Random;
}

/**
 * Runs the reload of 7.3 and returns the snapshot to build the new cache from. A snapshot older
 * than the connection's last resync_required (a later connection asked again while it loaded, or a
 * server whose snapshot lags its head) is loaded again (D342), after a full-jitter wait (D388), not
 * in a tight loop. When the connection leaves `resyncing` meanwhile, the last snapshot is returned
 * unused: the next resync_required asks for a reload again.
 */
export async function resync(options: ResyncOptions): Promise<Snapshot> {
  options.outbox?.pause();
  await options.discardCache?.();
  options.versions?.clear();
  const c = options.connection;
  for (let attempt = 0; ; attempt += 1) {
    const snapshot = await options.rest.getSnapshot();
    if ((await c.completeResync(snapshot)) || c.state !== 'resyncing') return snapshot;
    const ms = backoff(attempt, options.retryBase ?? configDefaults['sync.reconnect_backoff_base'], options.retryCap ?? configDefaults['sync.reconnect_backoff_cap'], options.random);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (c.state !== 'resyncing') return snapshot;
  }
}
