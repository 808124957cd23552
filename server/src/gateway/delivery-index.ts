// Which connections an event can concern, by the same clauses as the catch-up
// filter of 7.2. The index only narrows the candidates; every candidate still
// runs authorize before anything is sent (7.2: the SQL filter is the speed,
// authorize is the truth). A connection whose permission cache is being
// rebuilt, or that has events waiting, is a candidate for everything until it
// is steady again, so that no event slips past a change of its permissions.
import { filterOf, type Visibility } from '../authz/visibility.ts';
import type { LogRow } from '../events/log-reader.ts';

export interface Indexable {
  readonly visibility?: Visibility;
}

interface Keys {
  channels: string[];
  fullSpaces: string[];
  spaces: string[];
  instanceWide: boolean;
  principal: string;
}

function addTo<C>(map: Map<string, Set<C>>, key: string, c: C): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(c);
}

function removeFrom<C>(map: Map<string, Set<C>>, key: string, c: C): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(c);
  if (set.size === 0) map.delete(key);
}

export class DeliveryIndex<C extends Indexable> {
  /** Connections that see every event: not steady (catching up, rebuilding permissions, events waiting). */
  private readonly everything = new Set<C>();
  private readonly keys = new Map<C, Keys>();
  private readonly byChannel = new Map<string, Set<C>>();
  /** Spaces with a grant on the space: all their events (7.2, $fully_visible_spaces). */
  private readonly byFullSpace = new Map<string, Set<C>>();
  /** Spaces with at least one visible channel: their events without a channel (7.2, $visible_spaces). */
  private readonly bySpace = new Map<string, Set<C>>();
  private readonly instanceWide = new Set<C>();
  private readonly byPrincipal = new Map<string, Set<C>>();

  /** @param admit whether a connection may be indexed at all: a closed one never is (SPEC.md, G2). */
  constructor(private readonly admit: (c: C) => boolean = () => true) {}

  get size(): number {
    return this.everything.size + this.keys.size;
  }

  /** A connection that must see every event until it is steady. */
  unsteady(c: C): void {
    this.drop(c);
    if (this.admit(c)) this.everything.add(c);
  }

  /** A connection whose permission cache is current: index it by its visibility. */
  steady(c: C): void {
    const v = c.visibility;
    if (!v) return this.unsteady(c);
    this.drop(c);
    if (!this.admit(c)) return;
    const f = filterOf(v);
    const k: Keys = { channels: f.visibleChannels, fullSpaces: f.fullyVisibleSpaces, spaces: f.visibleSpaces, instanceWide: f.instanceWide, principal: v.principalId };
    this.keys.set(c, k);
    for (const id of k.channels) addTo(this.byChannel, id, c);
    for (const id of k.fullSpaces) addTo(this.byFullSpace, id, c);
    for (const id of k.spaces) addTo(this.bySpace, id, c);
    if (k.instanceWide) this.instanceWide.add(c);
    addTo(this.byPrincipal, k.principal, c);
  }

  remove(c: C): void {
    this.drop(c);
  }

  /** Whether the connection is in the index at all (steady or not). */
  has(c: C): boolean {
    return this.everything.has(c) || this.keys.has(c);
  }

  private drop(c: C): void {
    this.everything.delete(c);
    const k = this.keys.get(c);
    if (!k) return;
    this.keys.delete(c);
    for (const id of k.channels) removeFrom(this.byChannel, id, c);
    for (const id of k.fullSpaces) removeFrom(this.byFullSpace, id, c);
    for (const id of k.spaces) removeFrom(this.bySpace, id, c);
    this.instanceWide.delete(c);
    removeFrom(this.byPrincipal, k.principal, c);
  }

  /** Every connection the event may concern, each once. */
  candidates(row: Pick<LogRow, 'space_id' | 'channel_id' | 'audience_principal_id'>): Set<C> {
    if (!row.space_id && !row.channel_id && !row.audience_principal_id) return new Set([...this.everything, ...this.keys.keys()]);
    const out = new Set<C>(this.everything);
    const add = (set: Set<C> | undefined) => {
      if (set) for (const c of set) out.add(c);
    };
    if (row.audience_principal_id) add(this.byPrincipal.get(row.audience_principal_id));
    if (row.channel_id) add(this.byChannel.get(row.channel_id));
    if (row.space_id) {
      add(this.byFullSpace.get(row.space_id));
      add(this.instanceWide);
      if (!row.channel_id) add(this.bySpace.get(row.space_id));
    }
    return out;
  }
}
