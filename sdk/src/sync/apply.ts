// The client rules of section 9 (and 11.3, 14) for applying an event to local state, after the
// connection has dropped every seq <= cursor:
// - an object change applies only if resource.version is greater than the local version, so that
//   REST results and events mix without conflict;
// - without resource.version (the catalogue says which types) the event applies in seq order;
//   read_state.updated and sidebar.updated carry the version of the personal sub-object in the
//   payload, and the client compares that one;
// - run.updated (ephemeral) is a patch: it applies when base_version equals the local version,
//   is stale when version <= local, and otherwise reveals a gap (fetch the run);
// - a device ignores its own echo of personal data (updated_by_device_id, 14).
import { eventCatalogue, EventType, type Event } from '@bothy/generated';

/** Local versions of objects, by kind and ID. Fed from REST results and from applied events. */
export class LocalVersions {
  readonly #versions = new Map<string, number>();

  static key(kind: string, id: string): string {
    return `${kind}:${id}`;
  }

  get(kind: string, id: string): number | undefined {
    return this.#versions.get(LocalVersions.key(kind, id));
  }

  /** Records a version from any source; an older one never replaces a newer one. */
  observe(kind: string, id: string, version: number): void {
    const key = LocalVersions.key(kind, id);
    const current = this.#versions.get(key);
    if (current === undefined || version > current) this.#versions.set(key, version);
  }

  /** Sets the version as it is, also downwards: a run document fetched after a gap, or a reload. */
  set(kind: string, id: string, version: number): void {
    this.#versions.set(LocalVersions.key(kind, id), version);
  }

  forget(kind: string, id: string): void {
    this.#versions.delete(LocalVersions.key(kind, id));
  }

  /** 7.3: after resync_required the cached server state is discarded. */
  clear(): void {
    this.#versions.clear();
  }

  get size(): number {
    return this.#versions.size;
  }
}

export type ApplyDecision =
  /** apply it (and the local version has been advanced) */
  | 'apply'
  /** an older or equal version: local state is already newer */
  | 'stale'
  /** this device's own write coming back (14) */
  | 'own_echo'
  /** run.updated whose base_version is ahead of the local document: GET /runs/{id} and replace (11.3) */
  | 'gap';

/** The object whose version an event reports, if any: resource.version, or the personal sub-object of 9. */
export function versionOf(event: Event): { kind: string; id: string; version: number } | undefined {
  if (eventCatalogue[event.type].resource_version) {
    const resource = event.resource as { kind: string; id: string; version?: number };
    return resource.version === undefined ? undefined : { kind: resource.kind, id: resource.id, version: resource.version };
  }
  if (event.type === EventType.ReadStateUpdated) return { kind: EventType.ReadStateUpdated, id: event.payload.thread_id, version: event.payload.version };
  if (event.type === EventType.SidebarUpdated) return { kind: EventType.SidebarUpdated, id: event.payload.space_id, version: event.payload.version };
  return undefined;
}

export interface ApplyOptions {
  /** This device; personal events it wrote itself are ignored (14). */
  deviceId?: string;
}

/**
 * The client rule of 11.3 for one run.updated payload against the local version of its run
 * (undefined: no local document): a snapshot or a patch on the local version applies, a version
 * not above the local one is stale, anything else is a gap (GET /runs/{id}). The run store
 * (runs/store.ts) and `decide` share it.
 */
export function decideRunFrame(local: number | undefined, frame: { version: number; base_version?: number; snapshot?: unknown }): 'apply' | 'stale' | 'gap' {
  if (local !== undefined && frame.version <= local) return 'stale';
  if (frame.snapshot !== undefined) return 'apply';
  // A frame without base_version carries no ops to apply (its snapshot left out, D478): a gap.
  if (frame.base_version !== undefined && local === frame.base_version) return 'apply';
  return 'gap';
}

/**
 * Decides whether an event changes local state, and advances the local version when it does.
 * Call it once per delivered event, in delivery order.
 */
export function decide(event: Event, versions: LocalVersions, options: ApplyOptions = {}): ApplyDecision {
  const payload = event.payload as { updated_by_device_id?: string };
  if (options.deviceId !== undefined && payload.updated_by_device_id === options.deviceId) {
    const own = versionOf(event);
    if (own) versions.observe(own.kind, own.id, own.version);
    return 'own_echo';
  }
  if (event.type === EventType.RunUpdated) {
    const decision = decideRunFrame(versions.get(event.resource.kind, event.resource.id), event.payload);
    if (decision === 'apply') versions.set(event.resource.kind, event.resource.id, event.payload.version);
    return decision;
  }
  const reported = versionOf(event);
  if (!reported) return 'apply'; // no version: seq order decides, and the cursor already did (9)
  const local = versions.get(reported.kind, reported.id);
  if (local !== undefined && reported.version <= local) return 'stale';
  versions.set(reported.kind, reported.id, reported.version);
  return 'apply';
}
