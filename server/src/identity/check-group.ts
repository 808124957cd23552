// Token checks in groups (D545, issue 22). Every REST request and every gateway identify, resume
// and reauth checks its token's principal, device and session and spends its DPoP proof's ID for
// the cluster in one statement (D47, D278). Under load that was one round trip per request; the
// checks that arrive in one turn of the event loop now go to PostgreSQL together: one statement with
// one row per check (arrays of the values, unnest WITH ORDINALITY), at most
// server.auth_check_batch_max rows each. D545 has the reasons and the measurements.
//
// - A check waits for the end of its turn at most (setImmediate), never for another statement: every
//   group is sent at once, on a pool connection of its own, so the pool's deadlines apply to each
//   check as before. Each row carries its check's ordinal; each check gets its own row or none.
// - No group carries one proof digest twice: the group's INSERT ... ON CONFLICT DO NOTHING returns an
//   ID once however many of its rows carried it. A check whose digest the forming group holds starts
//   the next group, and of the two, sent at once, the unique index lets exactly one spend the ID.
//   (The IDs go in in digest order, proof-ids.ts, so that two groups never wait in a cycle.)
// - A statement that fails fails every check of its group, each with the same error object (read,
//   never changed, by the REST and gateway answers).
//
// The gateway's device claims go in groups of one turn the same way (gateway/sessions.ts
// DeviceClaims, D550): there the key that no group carries twice is the device, and the statement's
// text is made for the group's members (each reads its own snapshot along).
import type { Queryable } from '../db/queryable.ts';
import { bind, type Statement } from '../db/statement.ts';

/** What every grouped token check carries: the digest of the proof ID it spends, or null when it spends none. */
export interface GroupedCheck {
  digest: Buffer | null;
}

/** A token check's key that no group carries twice: its proof ID's digest. */
export const digestKey = (input: GroupedCheck): string | undefined => input.digest?.toString('latin1');

/** A group's statement: one for every group, or one made for the group's inputs (sent unnamed when it has no name). */
export type GroupStatement<I> = Statement | ((inputs: readonly I[]) => { name?: string; text: string });

interface Waiting<I, R> {
  input: I;
  resolve: (row: R | undefined) => void;
  reject: (err: unknown) => void;
}

/** Test-only breaks of the group and of its statements (the twins of its promises). */
export interface CheckGroupTwins {
  /** A group may carry one key twice: for token checks both find the proof ID new (the twin of "a proof is spent once", D47); for device claims both claim one row in one statement, which PostgreSQL refuses (D550). */
  duplicateKeysGrouped?: boolean;
  /** Rows are handed out in the order they come back, not by their ordinal: a check without a row takes the next one's (the twin of "each check gets its own row"). */
  rowsByPosition?: boolean;
  /** A group spends its proof IDs in the order of its checks, not of their digests: two groups that share two IDs can deadlock (the twin of "a check fails for its own reasons only"; read by tokenChecks). */
  proofIdsUnordered?: boolean;
  /** The statement reads the visibility only where the caller keeps none, not where the kept one's version is behind (the twin of D549's "read where none is current"; read by tokenChecks). */
  visibilityReadWhenNoneKept?: boolean;
}

export class CheckGroup<I extends object, R extends object> {
  #waiting: Waiting<I, R>[] = [];
  #scheduled = false;

  /**
   * `statement` takes the arrays `values` makes of a group's inputs and returns at most one row per
   * input, with the input's 1-based position as the integer column `i`. `key`: what no group carries
   * twice (a token check's proof digest, a claim's device); undefined: nothing.
   */
  constructor(
    private readonly db: Queryable,
    private readonly statement: GroupStatement<I>,
    private readonly values: (inputs: readonly I[]) => unknown[],
    private readonly max: number,
    private readonly key: (input: I) => string | undefined,
    private readonly twins: () => CheckGroupTwins | undefined = () => undefined,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`a check group holds at least one check, not ${max}`);
  }

  /** The row of this check, or undefined when the statement returned none for it. */
  check(input: I): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      if (this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => this.#flush());
    });
  }

  #flush(): void {
    this.#scheduled = false;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const group of this.#groups(waiting)) void this.#send(group);
  }

  /** The waiting checks in order, cut into groups of at most `max` in which no key appears twice. */
  #groups(waiting: Waiting<I, R>[]): Waiting<I, R>[][] {
    const duplicatesAllowed = this.twins()?.duplicateKeysGrouped === true;
    const groups: Waiting<I, R>[][] = [];
    let group: Waiting<I, R>[] = [];
    let keys = new Set<string>();
    for (const w of waiting) {
      const key = this.key(w.input);
      if (group.length === this.max || (key !== undefined && !duplicatesAllowed && keys.has(key))) {
        groups.push(group);
        group = [];
        keys = new Set();
      }
      group.push(w);
      if (key !== undefined) keys.add(key);
    }
    if (group.length) groups.push(group);
    return groups;
  }

  async #send(group: Waiting<I, R>[]): Promise<void> {
    let rows: (R & { i: number })[];
    try {
      const inputs = group.map((w) => w.input);
      const s = typeof this.statement === 'function' ? this.statement(inputs) : this.statement;
      ({ rows } = await this.db.query<R & { i: number }>(s.name === undefined ? { text: s.text, values: this.values(inputs) } : bind(s as Statement, this.values(inputs))));
    } catch (err) {
      for (const w of group) w.reject(err);
      return;
    }
    const byOrdinal: (R | undefined)[] = new Array(group.length);
    if (this.twins()?.rowsByPosition) rows.forEach((row, k) => (byOrdinal[k] = row));
    else for (const row of rows) byOrdinal[row.i - 1] = row;
    group.forEach((w, k) => w.resolve(byOrdinal[k]));
  }
}
