// Visibility of recent principals, kept while nothing it was read from has
// changed. The number that says so is visibility_version (migration 0006): a
// trigger moves it with every committed change to principals, grants, group
// memberships, channels and spaces, on any node and by any writer. Every token
// check (REST requests, identify, resume, reauth) reads it in its own statement,
// and reads the visibility itself there where none is kept at that number
// (identity/authenticate.ts fills the cache with it, D549), so a kept visibility
// is exactly as fresh as one loaded at that moment and a revocation takes effect
// at the next request (7.2, 8.2). An entry also ends at its validUntil, the first
// expiry of a grant or membership it relies on.
import type { Visibility } from './visibility.ts';

export class VisibilityCache {
  private readonly entries = new Map<string, Visibility>();

  constructor(readonly capacity: number, private readonly now: () => number = Date.now) {
    if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError('the visibility cache needs a capacity of 0 or more');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept visibility of the principal if it was read at `version` and has not run out. */
  get(principalId: string, version: number | null | undefined): Visibility | undefined {
    // No number (the counter row missing) is never a hit.
    if (typeof version !== 'number') return undefined;
    const v = this.entries.get(principalId);
    if (!v) return undefined;
    if (this.readAfter(v.visibilityVersion, version)) return undefined;
    if (v.visibilityVersion !== version || this.now() >= v.validUntil) return undefined;
    // Least recently used goes first: a hit moves to the end of the insertion order.
    this.entries.delete(principalId);
    this.entries.set(principalId, v);
    return v;
  }

  /**
   * The visibility_version of the principal's kept visibility while it has not run out, else undefined;
   * the least-recently-used order is left as it is (a token check's statement compares it, D549).
   */
  keptVersion(principalId: string): number | undefined {
    const v = this.entries.get(principalId);
    return v && this.now() < v.validUntil ? v.visibilityVersion : undefined;
  }

  /**
   * `read`, a visibility_version read after `kept` was (by a statement sent later), is lower: the
   * number went back (a restored database, 7.5), and nothing kept can be trusted. True when it emptied the cache.
   */
  readAfter(kept: number | undefined, read: number | null | undefined): boolean {
    if (kept === undefined || typeof read !== 'number' || read >= kept) return false;
    this.entries.clear();
    return true;
  }

  /**
   * The kept visibility at `version`, else the one `load` reads, kept for the next
   * request or connection of the same principal (REST and identify share it, through visibilityOf).
   * `version` is a token check's read, which tells a restore itself (readAfter, D549): a kept one above it
   * was kept by another check since, and `load`'s is returned without get, which would take the lower
   * version for a restore and empty the cache, and without replacing the newer one.
   */
  async getOrLoad(principalId: string, version: number | null | undefined, load: () => Promise<Visibility | undefined>): Promise<Visibility | undefined> {
    const newer = this.keptVersion(principalId);
    if (newer !== undefined && typeof version === 'number' && newer > version) return load();
    const kept = this.get(principalId, version);
    if (kept) return kept;
    const v = await load();
    if (v) this.set(v);
    return v;
  }

  /** Forgets every kept visibility. */
  clear(): void {
    this.entries.clear();
  }

  set(v: Visibility): void {
    if (this.capacity === 0) return;
    this.entries.delete(v.principalId);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(v.principalId, v);
  }
}
