// Coalescing of run.updated (11.3, D162): the normalized ops of several stored
// patches of one run, in version order, become one list that turns the document
// at the oldest base_version into the one at the newest version. A later
// replace or remove of a path supersedes earlier ops on that path and below it;
// a remove after an add of a new object member cancels both; remove then add
// becomes one replace. The stored ops are normalized (patch.ts): an `add` of an
// object member that existed is stored as `replace`, so an `add` here always
// means "a new member" or "an array insert".
//
// Arrays shift: an add or remove whose last segment is an index (or `-`) moves
// the elements after it, so nothing is merged across such an op on a prefix of
// the path. An object key that looks like an index is treated the same way:
// that merges less but never wrongly.
import type { JsonPatchOp } from '@bothy/generated';

const INDEX = /^(\d+|-)$/;

function parent(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** An add or remove that may move array elements (conservative: by the last segment's form). */
function shifts(op: JsonPatchOp): boolean {
  return op.op !== 'replace' && INDEX.test(lastSegment(op.path));
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True when `s` (an array-shifting op) changes what `path` points to. */
function moves(s: JsonPatchOp, path: string): boolean {
  return path.startsWith(`${parent(s.path)}/`);
}

/**
 * How many earlier ops one op is compared with at most. The walk back is the whole cost of coalescing:
 * unbounded, a window of n ops on n different paths took n²/2 comparisons, and one patch of 12,000
 * small adds (within server.max_request_bytes) held the event loop of every node with a reader of the
 * run for seconds. Stopping the walk early merges less and never wrongly: the ops before the bound
 * stay in the list as they were sent, and applying them in order is what coalescing stands for.
 */
export const COALESCE_WALK_MAX = 64;

export interface CoalesceOptions {
  /** Test-only (the twin of the property test): merge across array-shifting ops. */
  ignoreShifts?: boolean;
  /** Test-only: another bound of the walk back (COALESCE_WALK_MAX); Infinity is the unbounded twin. */
  walkMax?: number;
  /** Test-only: counts the earlier ops looked at, the work done. */
  counter?: { steps: number };
}

/** One list of ops equivalent to applying `ops` in order (11.3). */
export function coalesceOps(ops: readonly JsonPatchOp[], options: CoalesceOptions = {}): JsonPatchOp[] {
  const out: (JsonPatchOp | undefined)[] = [];
  const walkMax = options.walkMax ?? COALESCE_WALK_MAX;
  for (const op of ops) {
    let next: JsonPatchOp | undefined = op;
    const supersedes = op.op !== 'add' || !shifts(op);
    if (supersedes) {
      // Walk back over earlier ops while no array shift moves this path, at most walkMax of them.
      const stop = Math.max(0, out.length - walkMax);
      for (let i = out.length - 1; i >= stop; i--) {
        if (options.counter) options.counter.steps++;
        const e = out[i];
        if (!e) continue;
        if (shifts(e) && !options.ignoreShifts && moves(e, op.path)) break;
        if (op.path.startsWith(`${e.path}/`)) break; // an earlier change of an ancestor: this path means something else before it
        if (e.path === op.path) {
          if (shifts(e) && !options.ignoreShifts) break; // an insert at this index: the later op means the new element
          if (op.op === 'add') {
            // add of a new member after its remove: one replace (the member existed before).
            if (e.op === 'remove') {
              out[i] = undefined;
              next = { op: 'replace', path: op.path, value: op.value };
            }
            break;
          }
          out[i] = undefined;
          if (e.op === 'add') {
            // The member is new in this window: replace stays an add; remove cancels out.
            next = op.op === 'remove' ? undefined : { op: 'add', path: op.path, value: op.value };
            break;
          }
          if (e.op === 'remove') break; // (remove, remove) cannot both apply; leave it
          continue;
        }
        if (op.op !== 'add' && within(e.path, op.path) && e.path !== op.path) {
          out[i] = undefined; // a change below a path that is replaced or removed later
        }
      }
    }
    if (next) out.push(next);
  }
  return out.filter((o): o is JsonPatchOp => o !== undefined);
}
