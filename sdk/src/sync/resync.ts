// 7.3 on the client: after resync_required the client discards its cached server state (the
// outbox stays), loads GET /sync/snapshot and sets cursor and epoch to the snapshot's. The
// connection stays open; the events it held meanwhile are delivered above the new cursor.
import { configDefaults, type Snapshot } from '@bothy/generated';
import { backoff, type Random } from '../gateway/backoff.ts';
import type { LocalVersions } from './apply.ts';

export interface ResyncOptions {
  rest: { getSnapshot(): Promise<Snapshot> };
  /**
   * The GatewayConnection. With `on` (a GatewayConnection has it) a change of state ends the wait
   * between loads at once (stop(), a dropped link; D416); without it the wait runs its course.
   */
  connection: {
    readonly state: string;
    completeResync(snapshot: { head_seq: number; sync_epoch: string }): Promise<boolean>;
    on?(type: 'state', listener: () => void): () => void;
  };
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
 * unused: the next resync_required asks for a reload again. A change of state during the wait
 * (stop()) ends it at once, and nothing is loaded after it, also when the connection is resyncing
 * again by then (another reload answers that one; D416).
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
    if ((await waitUnlessStateChanges(c, ms)) || c.state !== 'resyncing') return snapshot;
  }
}

/**
 * Waits `ms`, or less when the connection's state changes meanwhile (stop(), a dropped link):
 * resolves true then. The wait between loads of a reload (D388, D416), BothyClient's and resync()'s.
 */
export function waitUnlessStateChanges(connection: Pick<ResyncOptions['connection'], 'on'>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const end = (changed: boolean): void => {
      clearTimeout(timer);
      off?.();
      resolve(changed);
    };
    const timer = setTimeout(() => end(false), ms);
    const off = connection.on?.('state', () => end(true));
  });
}
