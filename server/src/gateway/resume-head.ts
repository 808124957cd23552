// resumed's head_seq, the permission state at it (6.3, 8.1) and the epoch generation it was read
// under (7.5), for one resume. A person's resume reads the head in the statement of its device claim
// (D493; issue 22), after the connection registered for delivery, as an identify reads ready's
// snapshot there (D486); agents and apps, and a head that does not stand for the connection's
// visibility, read it in begin, as before. login.ts asks for it; D493's twins (context.ts) are here.
import { keptFor, VISIBILITY_VERSION, type Visibility } from '../authz/visibility.ts';
import type { Timeline } from '../catchup/resync.ts';
import { TIMELINE_COLUMNS, timelineOf, type TimelineRow } from '../events/log-reader.ts';
import type { SnapshotAlong } from '../snapshot/snapshot.ts';
import type { GatewayConnection } from './connection.ts';
import type { Identity } from './login.ts';

/** A resume's head_seq, timeline and visibility_version as its claim's statement reads them (D493). */
interface HeadRow extends TimelineRow {
  vv: number | null;
}

/**
 * resumed's head_seq and visibility_version, read along in the statement of a person's claim
 * (sessions.ts DeviceClaims, with the other claims of its turn, D550). The statement runs after the connection registered for delivery,
 * so its head is read at a moment after the registration, as the statement of its own read it
 * before. `visibility` is the one the login took (the cache of D230): it stands for the head only
 * while visibility_version has not moved and it is still the connection's; otherwise the caller reads
 * both again (gateway.ts headVisibilityFor), as readHeadVisibilityFrom does.
 */
export class HeadAlong implements SnapshotAlong {
  private head?: HeadRow;

  /** `unchecked`: the twin resumeHeadVisibilityUnchecked (context.ts), which trusts the login's visibility whatever moved since. */
  constructor(readonly visibility: Visibility, private readonly unchecked = false) {}

  values(): unknown[] {
    return [];
  }

  call(): { sql: string; name: string } {
    return { sql: `(SELECT row_to_json(h) FROM (SELECT ${TIMELINE_COLUMNS}, ${VISIBILITY_VERSION} AS vv FROM instance) h)`, name: 'head' };
  }

  take(value: unknown): void {
    this.head = (value as HeadRow | null) ?? undefined;
  }

  /** The head read with `current` (the connection's visibility now), or undefined when it does not stand for it. */
  taken(principalId: string, current: Visibility | undefined): { timeline: Timeline; visibility: Visibility } | undefined {
    const r = this.head;
    const v = keptFor(this.unchecked ? this.visibility : current, principalId);
    if (!r || !v) return undefined;
    if (!this.unchecked && (v !== this.visibility || r.vv === null || Number(r.vv) !== v.visibilityVersion)) return undefined;
    return { timeline: timelineOf({ head: Number(r.head), sync_epoch: r.sync_epoch, min_retained_seq: Number(r.min_retained_seq) }), visibility: v };
  }
}

/** A resume's head and permission state (one snapshot, 8.1), and the delivery's epoch generation from before their read (7.5). */
export interface HeadRead {
  timeline: Timeline;
  visibility: Visibility | undefined;
  generation: number;
}

/**
 * One resume's head: set up by the login before the connection registers for delivery (`start`),
 * read along by a person's claim after the registration (`along`), handed to begin (`read`).
 */
export class ResumeHead {
  /** What the claim's statement read, and the generation before it was sent. */
  private claim?: { along: HeadAlong; generation: number };

  private constructor(
    private readonly c: GatewayConnection,
    private readonly identity: Identity,
    /** The visibility the login took (the cache of D230). */
    private readonly visibility: Visibility,
    /** The twin resumeHeadBeforeRegister's head, read before the registration. */
    private readonly early?: HeadRead,
  ) {}

  /**
   * Before the connection registers for delivery: nothing is read yet. The twin
   * resumeHeadBeforeRegister (context.ts) reads the head here, in a statement of its own: an event
   * committed between it and the registration is lost ("no gap" broken).
   */
  static async start(c: GatewayConnection, identity: Identity, visibility: Visibility): Promise<ResumeHead> {
    if (!c.gw.ctx.twins?.resumeHeadBeforeRegister) return new ResumeHead(c, identity, visibility);
    const read = await c.gw.headVisibilityFor(identity.principalId, visibility);
    return new ResumeHead(c, identity, visibility, { ...read, generation: c.delivery.generation });
  }

  /**
   * After the registration: what a person's claim's statement reads along (D493), under the epoch
   * generation read now; nothing for agents and apps (their consumer's claim reads no head).
   */
  along(): HeadAlong | undefined {
    if (!this.identity.deviceId || this.early) return undefined;
    const along = new HeadAlong(this.visibility, this.c.gw.ctx.twins?.resumeHeadVisibilityUnchecked === true);
    this.claim = { along, generation: this.c.delivery.generation };
    return along;
  }

  /**
   * In begin: the claim's head while it stands for `current` (the connection's visibility now), with
   * the generation from before the claim's statement, so that an epoch change heard since is one
   * during resumed's build (7.5); else the head and permission state read now, under the generation
   * now. The twin resumeGenerationAtBegin takes the generation now for the claim's head too.
   */
  async read(current: Visibility | undefined): Promise<HeadRead> {
    if (this.early) return this.early;
    const generation = this.c.delivery.generation;
    const claimed = this.claim?.along.taken(this.identity.principalId, current);
    if (claimed) return { ...claimed, generation: this.c.gw.ctx.twins?.resumeGenerationAtBegin ? generation : this.claim!.generation };
    return { ...(await this.c.gw.headVisibilityFor(this.identity.principalId, current)), generation };
  }
}
