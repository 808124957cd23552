// An exclusive lock of a file store: a file next to it, created only if it does not exist (link of
// a written temporary file: the lock never exists without its content), naming the holder's pid and
// host, and on Linux the boot and the pid namespace it counts in. Two processes of one inbox would
// each take the other's runs for interrupted ones (D511). The holder touches the file's mtime every
// refresh interval, so a lock whose pid cannot be checked from here (another pid namespace, boot or
// host) is stale once nobody touched it for the stale time (D511, third addendum). The holder keeps a
// lease: it holds the lock only while its last touch is recent, and a lock lost is never taken back
// (D511, fourth addendum).
/// <reference types="node" />
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, realpath, rename, rm, stat, utimes } from 'node:fs/promises';
import { BothyError, SdkErrorCode, StorageError } from '../errors.ts';
import { writeTemporary } from './atomic-file.ts';

export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the lock was taken (ISO 8601). */
  since: string;
  /**
   * Where `pid` counts (D511, second addendum): the kernel's boot (/proc/sys/kernel/random/boot_id)
   * and the pid namespace (readlink /proc/self/ns/pid), where the platform has them. Two containers
   * may share a host name while each has its own pids; a lock written before these existed has neither.
   */
  bootId?: string;
  pidNamespace?: string;
  /** The machine (/etc/machine-id), where the platform has one: an earlier boot of this machine is provably over. */
  machineId?: string;
  /**
   * How often (ms) the holder touches the lock file's mtime (D511, third addendum): a lock that has it
   * and whose pid cannot be checked from here is judged by whether it is still touched; a lock
   * without it (an earlier SDK, which never touches it) is judged as before.
   */
  refreshEvery?: number;
  /** This acquisition's own ID (D531): two takers in one process within one ms write different locks, so a lock is told apart by its content. */
  id?: string;
}

/** The holder touches its lock this often by default (ms). */
export const DEFAULT_LOCK_REFRESH_INTERVAL = 5_000;
/** By default a lock not touched for 4 refresh intervals is stale (where its pid cannot be checked). */
const DEFAULT_STALE_INTERVALS = 4;
/** A holder's declared refresh interval counts for at most this long (ms): a lock naming an absurd one does not make start() wait for ever. */
const MAX_HOLDER_WAIT = 600_000;
/** The longest refresh interval (ms): a watcher waits at least 4 of them, and at most MAX_HOLDER_WAIT (D511, fourth addendum). */
export const MAX_REFRESH_INTERVAL = MAX_HOLDER_WAIT / DEFAULT_STALE_INTERVALS;
/** The longest wait of a timer (setTimeout/setInterval take a signed 32-bit count of ms). */
const MAX_TIMER = 2 ** 31 - 1;

/** The inode of the initial pid namespace, the same on every Linux (PROC_PID_INIT_INO): a process in no pid container. */
const INIT_PID_NAMESPACE = 'pid:[4026531836]';

export interface LockOptions {
  /**
   * How often (ms) the holder declares it touches its lock file (sets its mtime), from open() to
   * close(); default 5 s, at most MAX_REFRESH_INTERVAL (150 s); it touches it twice as often. Its
   * lease is 2 × this: a process whose last touch is older (a blocked event loop included) may have
   * lost the inbox to a process in another pid namespace, boot or host, and holds it no more.
   */
  lockRefreshInterval?: number;
  /**
   * A lock whose pid cannot be checked from here (another pid namespace, boot or host) is stale once
   * it was not touched for this long (ms), watched from here; default 4 × `lockRefreshInterval`, at
   * least 2 × it. start() waits up to this long (and at least 4 × the interval the holder's lock names).
   */
  lockStaleAfter?: number;
  /** @internal A deliberately broken variant (the twin of D511's third addendum): the refreshes are not looked at; a lock whose pid cannot be checked is taken over once it was seen for the stale time. */
  brokenLockIgnoresRefresh?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's fourth addendum): a refreshed lock of an earlier boot of this machine-id is taken at once (a live clone of this VM loses it). */
  brokenLockTrustsMachineId?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's third addendum): release() leaves the refresh timer running. */
  brokenLockRefreshOutlivesRelease?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's second addendum): the lock's boot and pid namespace are neither written nor compared (host and pid only). */
  brokenLockIgnoresNamespace?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's two spellings): the paths this process holds are kept as spelled, so another spelling of the same file reads as another process's stale lock. */
  brokenLockSpelling?: boolean;
  /** @internal A deliberately broken variant (the twin of D531): a stale lock (and a released one) is read and then unlinked by name, so a lock another process made in between is removed (D511's window). */
  brokenLockReadThenUnlink?: boolean;
  /** @internal Test-only: awaited between the last look at a lock and its removal (a stale one taken over, or one released), to open that window deterministically (D531). */
  lockBeforeRemove?: () => Promise<void>;
  /** @internal A deliberately broken variant (the twin of D531's addendum): a waiter whose wait for the locks aside ran out acts as if they had settled: a maker holds its lock, a refresh that still finds none counts its lock removed (a stalled taker then puts the lock it moved back: two holders, or a live holder stops). */
  brokenLockAsideWaitCounts?: boolean;
  /** @internal A deliberately broken variant (the rule D531's addendum had, and its review dropped): a lock moved aside is linked back only within ASIDE_WAIT_MS / 2 of its rename, else removed (a slow release removes the new holder's lock). */
  brokenLockRestoreOnlyInTime?: boolean;
  /** @internal A deliberately broken variant (the twin of D531's addendum): an attempt that fails with an error after making its lock keeps its hold of the path (and its lock file), so this process refuses itself afterwards. */
  brokenLockHoldOutlivesError?: boolean;
  /** @internal Test-only: awaited after a lock moved aside was found to be another than the one expected, before it is linked back (a stalled taker, D531 addendum). */
  lockBeforeRestore?: () => Promise<void>;
  /** @internal A deliberately broken variant (the twin of D531's addendum): a refresh that finds no lock reads again only if it saw one aside (a lock put back meanwhile counts as removed). */
  brokenLockRefreshRereadsOnlyAfterWait?: boolean;
  /** @internal Test-only: awaited in a refresh after its read found no lock, before it waits for the locks aside (D531 addendum). */
  lockRefreshFoundNone?: () => Promise<void>;
  /** @internal A deliberately broken variant (the twin of D531's addendum): a failed attempt forgets this process's hold of the path, also another acquisition's (which then reads as a stale lock of this pid). */
  brokenLockForgetsOtherHolder?: boolean;
  /** @internal Test-only: awaited right after this attempt made its lock file, before it waits for the locks aside (D531 addendum). */
  lockAfterCreate?: () => Promise<void>;
  /** @internal A deliberately broken variant (the twin of D535): a refresh that reads another process's lock at its path counts its lock lost at once, without waiting for the locks aside (a taker about to put this process's lock back over a maker's: the lock then names a holder that gave up). */
  brokenLockRefreshForeignCountsAtOnce?: boolean;
  /** @internal Test-only: awaited in a refresh after its read found another process's lock, before it waits for the locks aside (D535). */
  lockRefreshFoundOther?: () => Promise<void>;
  /** @internal Test-only: the wall clock (ms) by which the leftover files beside the lock are judged abandoned (D535); Date.now by default. A file's change time cannot be set back, so a test moves this clock on instead. */
  lockLeftoverClock?: () => number;
}

type Where = Pick<LockHolder, 'bootId' | 'pidNamespace' | 'machineId'>;
let where: Where | undefined;

/** This process's boot, pid namespace and machine (read once); each left out where the platform has none (not Linux, no /proc). */
function whereThisPidCounts(): Where {
  if (where) return where;
  where = {};
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    if (bootId) where.bootId = bootId;
  } catch {
    // No /proc (macOS, Windows, a sandbox): the host name and pid are all there is.
  }
  try {
    const namespace = readlinkSync('/proc/self/ns/pid');
    if (namespace) where.pidNamespace = namespace;
  } catch {
    // As above.
  }
  for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
    try {
      const machineId = readFileSync(file, 'utf8').trim();
      if (machineId) {
        where.machineId = machineId;
        break;
      }
    } catch {
      // Not there (a container image without one, not Linux): the next, or none.
    }
  }
  return where;
}

/**
 * Lock paths this process holds (`heldKey`: two spellings of one file, also through a symbolic link
 * of its folder, are one lock), each with how many acquisitions of this process hold it (two for a
 * while when one made its lock while the other's was aside): a lock naming this pid that is not among
 * them is left by an earlier process with the same pid (a restarted container's pid 1). An attempt
 * gives back only the count it added (D531 addendum).
 */
const held = new Map<string, number>();
const holdKey = (key: string) => held.set(key, (held.get(key) ?? 0) + 1);
const unholdKey = (key: string) => {
  const count = (held.get(key) ?? 0) - 1;
  if (count > 0) held.set(key, count);
  else held.delete(key);
};

/**
 * The key of `path` in `held`: the real path of its folder (symbolic links, `.` and `..` resolved)
 * and its name, so that every spelling of one file is one key; the twin keeps the spelling.
 */
async function heldKey(path: string, options: LockOptions): Promise<string> {
  if (options.brokenLockSpelling) return path;
  const folder = await realpath(dirname(resolve(path))).catch(() => dirname(resolve(path)));
  return `${folder}/${basename(path)}`;
}

/** The refresh interval and stale time of `options`, checked: BothyError `invalid_options` for a value that is not a whole number of ms in range. */
export function lockTimes(options: LockOptions): { refreshEvery: number; staleAfter: number } {
  const refreshEvery = options.lockRefreshInterval ?? DEFAULT_LOCK_REFRESH_INTERVAL;
  const staleAfter = options.lockStaleAfter ?? DEFAULT_STALE_INTERVALS * refreshEvery;
  // At most a quarter of the longest wait a watcher gives a holder (D511, fourth addendum): a live
  // holder refreshing more seldom would lose its lock to a watcher that waits only MAX_HOLDER_WAIT.
  if (!Number.isInteger(refreshEvery) || refreshEvery < 1 || refreshEvery > MAX_REFRESH_INTERVAL) {
    throw new BothyError(SdkErrorCode.InvalidOptions, `lockRefreshInterval must be a whole number of ms from 1 to ${MAX_REFRESH_INTERVAL} (D511)`);
  }
  if (!Number.isInteger(staleAfter) || staleAfter < 2 * refreshEvery || staleAfter > MAX_TIMER) {
    throw new BothyError(SdkErrorCode.InvalidOptions, `lockStaleAfter must be a whole number of ms from 2 × lockRefreshInterval (${2 * refreshEvery}) to ${MAX_TIMER} (D511)`);
  }
  return { refreshEvery, staleAfter };
}

/**
 * Takes the lock at `path`, or throws StorageError `inbox_locked` naming its holder. A lock of this
 * host, boot and pid namespace whose pid is not alive (or is this process's pid without this process
 * holding it) is stale: it is removed, `warn` is told, and the lock taken. A lock whose pid cannot be
 * checked from here (another host, or this host name in another boot or pid namespace: another
 * container with this host name, or this container before a restart) is watched: if it is touched
 * (its mtime or inode change time moves) its holder is alive and the lock is refused; if it is not
 * touched for the stale time it is stale and taken over (D511, third addendum). The watch compares
 * what the file system shows, never a clock of the holder with one of here. A lock of an earlier boot
 * of this machine outside any pid container is stale at once. A lock that names no refresh interval
 * (an earlier SDK, which never touches it) is judged as before: without boot and namespace by host
 * and pid; of another host, boot or namespace it is removed by hand.
 * While held, the lock is touched every refresh interval; `warn` is told if it is found taken or gone.
 */
export async function acquireLock(path: string, warn: (message: string) => void, options: LockOptions = {}, lost?: (why: string) => void): Promise<HeldLock> {
  const { refreshEvery, staleAfter } = lockTimes(options);
  const dir = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  if (dir) await mkdir(dir, { recursive: true });
  const key = await heldKey(path, options);
  await removeLeftovers(path, options.lockLeftoverClock ?? Date.now);
  const me: LockHolder = { pid: process.pid, hostname: hostname(), since: new Date().toISOString(), ...(options.brokenLockIgnoresNamespace ? {} : whereThisPidCounts()), refreshEvery, id: randomUUID() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const content = JSON.stringify(me);
    if (await createExclusive(path, content)) {
      holdKey(key);
      // Made while a taker had moved a fresh lock aside (D531): it puts that one back over this one
      // (removeIfStill), so this lock counts only once no lock of this path is aside and it is still there.
      let mine: 'held' | 'gone' | 'unsettled';
      try {
        mine = options.brokenLockReadThenUnlink ? 'held' : await madeLockCounts(path, content, options);
        if (mine === 'unsettled') await removeOwn(path, content, options);
      } catch (error) {
        // An error after the lock was made (EMFILE, EIO, EISDIR of a look): this attempt holds nothing
        // (D531 addendum): its count given back and its file removed if it is still its own, best effort.
        if (!options.brokenLockHoldOutlivesError) {
          unholdKey(key);
          await removeOwn(path, content, options).catch(() => undefined);
        }
        throw error;
      }
      if (mine !== 'held') {
        // Only this attempt's count: another acquisition of this process may hold the path (D531 addendum).
        if (options.brokenLockForgetsOtherHolder) held.delete(key);
        else unholdKey(key);
        if (mine === 'gone') continue;
        throw new StorageError(
          `${path}: another process has held a lock of this path aside for over ${ASIDE_WAIT_MS} ms (it stalled while it looked at it, and may put it back); this process does not count its own lock and removed it; try again`,
          undefined,
          SdkErrorCode.InboxLocked,
        );
      }
      const refresher = startRefresh(path, content, refreshEvery, warn, lost ?? warn, options);
      let released = false;
      return {
        lost: () => refresher.lost(),
        release: async () => {
          if (released) return;
          released = true;
          if (!options.brokenLockRefreshOutlivesRelease) await refresher.stop();
          await releaseLock(path, key, content, warn, options);
        },
      };
    }
    const seen = await look(path);
    if (seen === undefined) continue; // released meanwhile: try again
    const holder = parseHolder(seen.text);
    let why = 'no longer running';
    if (holder) {
      const pidCountsHere = holder.hostname === me.hostname && (options.brokenLockIgnoresNamespace || sameWhere(holder, me));
      // Only a lock that names no refresh (an earlier SDK): a refreshed one is watched like any other
      // whose pid cannot be checked, since clones of one VM image share machine-id and host name (D511, fourth addendum).
      const earlierBoot =
        holder.hostname === me.hostname && !options.brokenLockIgnoresNamespace && (holder.refreshEvery === undefined || options.brokenLockTrustsMachineId === true) && earlierBootOfThisMachine(holder, me);
      if (earlierBoot) {
        why = 'no longer running (an earlier boot of this machine)';
      } else if (pidCountsHere) {
        if (isAlive(holder.pid, key)) throw locked(path, holder, 'Stop that process, or remove the lock file if it is gone');
      } else if (holder.refreshEvery === undefined) {
        // An earlier SDK's lock, never touched: nothing here proves its holder gone.
        if (holder.hostname !== me.hostname) throw locked(path, holder, 'Stop that process, or remove the lock file if it is gone');
        throw locked(
          path,
          holder,
          `Its boot or pid namespace is not this process's (${describeWhere(holder)}; here ${describeWhere(me)}): another container with this host name, or one from before a restart, whose process cannot be seen from here, and its lock names no refresh (an earlier SDK). If no process uses the inbox any more, remove ${path} by hand`,
        );
      } else {
        const wait = Math.max(staleAfter, Math.min(DEFAULT_STALE_INTERVALS * holder.refreshEvery, MAX_HOLDER_WAIT));
        const outcome = await watch(path, seen, wait, options);
        if (outcome === 'replaced') continue;
        if (outcome === 'refreshed') {
          throw locked(
            path,
            holder,
            `A live process holds it: the lock is refreshed (every ${holder.refreshEvery} ms) by a process whose pid cannot be checked from here (${holder.hostname === me.hostname ? `${describeWhere(holder)}; here ${describeWhere(me)}` : 'another host'}). Stop that process first`,
          );
        }
        why = `not refreshed for ${wait} ms (${holder.hostname === me.hostname ? describeWhere(holder) : 'another host'})`;
      }
    }
    // Stale (or unreadable: never written by this code): removed only if it is still the one seen.
    const again = await look(path);
    if (again === undefined || !sameFile(again, seen, options)) continue;
    const removal = await removeIfStill(path, (taken) => sameFile(taken, seen, { ...options, afterRename: true }), options);
    if (removal === 'dropped') {
      // The twin's time rule: the fresh lock it moved aside was removed; the inbox is not taken meanwhile.
      throw new StorageError(`${path}: another process took the lock while this one looked at the stale one, and this process removed it; try again`, undefined, SdkErrorCode.InboxLocked);
    }
    if (removal !== 'removed') continue;
    warn(`${path}: took over the lock of process ${holder ? `${holder.pid} on ${holder.hostname}` : '(unreadable)'}, which is ${why}`);
  }
  throw new StorageError(`${path}: the lock changed hands while it was taken; try again`, undefined, SdkErrorCode.InboxLocked);
}

/** The lock file as one open of it shows it: content, inode, modification and change time (an open revalidates a network file system's cached attributes). */
interface Seen {
  text: string;
  ino: number;
  mtimeMs: number;
  ctimeMs: number;
}

async function look(path: string): Promise<Seen | undefined> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stat = await handle.stat();
    const text = await handle.readFile('utf8');
    return { text, ino: stat.ino, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs };
  } finally {
    await handle.close();
  }
}

/**
 * The same lock file, not touched since `before` (the twin does not look at the touch). `afterRename`:
 * `now` was looked at after removeIfStill renamed it, which moves its ctime, so only the mtime says
 * whether it was touched (a holder's touch always moves it, D511 fourth addendum).
 */
function sameFile(now: Seen, before: Seen, options: LockOptions & { afterRename?: boolean }): boolean {
  if (now.text !== before.text || now.ino !== before.ino) return false;
  return options.brokenLockIgnoresRefresh === true || (now.mtimeMs === before.mtimeMs && (options.afterRename === true || now.ctimeMs === before.ctimeMs));
}

/**
 * Removes the lock at `path` only if what is there is the one `expected` accepts (D531). POSIX has no
 * unlink-if-same, so a read and then an unlink by name would remove a lock another process made in
 * between (D511's window: two takers of one stale lock, or a takeover of this process's own lock while
 * it releases it). So it is renamed first to a name of its own (atomic: no other process works on that
 * name), and what was renamed is looked at: the one expected is removed; another (a fresh lock) is put
 * back by link (the same inode, which its holder goes on touching); false then. A lock another taker
 * made while the path was empty is moved aside in turn and removed: its maker waits until no lock of
 * the path is aside and then finds its own gone (acquireLock), and a holder whose refresh finds the
 * path empty waits the same way before it counts its lock removed; a wait that runs out settles
 * nothing (ASIDE_WAIT_MS). Left: a taker killed while a lock is
 * aside leaves it removed; its holder learns it at its next refresh (`lost`, D511 fourth addendum).
 */
/** The suffix of a lock moved aside by removeIfStill: `<lock>.<pid>.<uuid>.taken`. */
const ASIDE = '.taken';
/**
 * A lock is aside for a few file operations; one aside longer (its taker was killed in between) is left
 * out of the wait. The bound cuts both ways (D531 addendum): for this long after a taker was killed with
 * a lock aside, every maker is refused `inbox_locked` (try again); a taker that stalls longer than this
 * between its rename and its link back is taken for a killed one, and its late link back may make two
 * holders, as a stall longer than the lease may.
 */
const ASIDE_FRESH_MS = 5_000;
/**
 * How long a waiter (a maker of a lock, a refresh that found none) waits for the locks aside to settle
 * (D531 addendum). A taker always puts back a lock it moved aside that is not the one it expected,
 * however long it stalled in between; a wait that runs out with a lock still aside therefore settles
 * nothing: a maker does not count its lock (it removes it and is refused), a refresh does not count
 * its lock removed (it looks again at the next refresh, and its lease bounds how long it goes on).
 */
const ASIDE_WAIT_MS = 1_000;
/**
 * A file beside the lock that a killed process left (D535): a lock aside (`<lock>.<pid>.<uuid>.taken`,
 * its taker killed between its rename and its link back or removal) or a lock's temporary file
 * (`<lock>.<pid>.<n>.tmp`, its maker killed between its write and its removal) is removed at the next
 * acquisition once it was last changed longer ago than this (ms). Ten times ASIDE_FRESH_MS: nobody waits
 * for a lock aside that long (a holder whose lock it was counts it removed at its next refresh), and a
 * taker stalled that long between its rename and its link back, which may make two holders (D531
 * addendum), finds it gone and fails instead. A temporary file lives for one link. A fresh file is
 * never touched.
 */
export const LEFTOVER_AFTER_MS = 10 * ASIDE_FRESH_MS;
/** The names removeLeftovers looks at: `<lock>.<pid>.<one part>.taken` or `.tmp`. */
const leftoverName = (path: string) => new RegExp(`^${basename(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+\\.[^.]+\\.(?:taken|tmp)$`);

/**
 * Removes the leftovers of killed processes beside the lock at `path` (D535): its locks aside and its
 * temporary files last changed (change time: a rename sets it, so a stale lock just moved aside, whose
 * mtime is old, is fresh) longer than LEFTOVER_AFTER_MS ago by `now`. Best effort: an error leaves the
 * file (another process may have removed it first).
 */
async function removeLeftovers(path: string, now: () => number): Promise<void> {
  const folder = dirname(path);
  const pattern = leftoverName(path);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    if (!pattern.test(name)) continue;
    const file = `${folder}/${name}`;
    const seen = await stat(file).catch(() => undefined);
    if (seen === undefined || !seen.isFile()) continue;
    if (now() - Math.max(seen.mtimeMs, seen.ctimeMs) <= LEFTOVER_AFTER_MS) continue;
    await rm(file, { force: true }).catch(() => undefined);
  }
}

/** Whether a lock of `path` is aside now (moved within ASIDE_FRESH_MS: rename sets its ctime). */
async function movedAside(path: string): Promise<boolean> {
  const prefix = `${basename(path)}.`;
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(ASIDE)) continue;
    const moved = await stat(`${dirname(path)}/${name}`).catch(() => undefined);
    if (moved && Date.now() - moved.ctimeMs < ASIDE_FRESH_MS) return true;
  }
  return false;
}

/**
 * Waits (at most ASIDE_WAIT_MS) until no lock of `path` is aside: `settled` if none is aside any more
 * (or was not), false if one still is after the whole wait; `waited` if it saw one aside.
 */
async function movedAsideSettled(path: string): Promise<{ settled: boolean; waited: boolean }> {
  const began = performance.now();
  let waited = false;
  while (await movedAside(path)) {
    if (performance.now() - began >= ASIDE_WAIT_MS) return { settled: false, waited: true };
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { settled: true, waited };
}

/**
 * Whether the lock this attempt made (`content`) counts (D531 and its addendum): `held` once no lock of
 * the path is aside and it is still there; `gone` if it is not (a lock put back over it, or none);
 * `unsettled` if a lock stayed aside for the whole wait: its taker stalled and may still put it back
 * over this one (the twin `brokenLockAsideWaitCounts` looks at the path as if it had settled).
 */
async function madeLockCounts(path: string, content: string, options: LockOptions): Promise<'held' | 'gone' | 'unsettled'> {
  await options.lockAfterCreate?.();
  const { settled } = await movedAsideSettled(path);
  if (!settled && !options.brokenLockAsideWaitCounts) return 'unsettled';
  return (await look(path))?.text === content ? 'held' : 'gone';
}

/** Removes the lock at `path` if it is this attempt's own (`content`), looked at first (a look that fails leaves the path alone). */
async function removeOwn(path: string, content: string, options: LockOptions): Promise<void> {
  if ((await look(path))?.text !== content) return;
  await removeIfStill(path, (taken) => taken.text === content, options);
}

/**
 * What removeIfStill did: `removed` the lock expected; `kept` nothing (gone meanwhile); `restored`
 * another lock (or, after 5 locks made in turn, gave up on it); `dropped` (only the twin
 * `brokenLockRestoreOnlyInTime`) another lock it moved aside too long ago, removed.
 */
type Removal = 'removed' | 'kept' | 'restored' | 'dropped';

async function removeIfStill(path: string, expected: (taken: Seen) => boolean, options: LockOptions): Promise<Removal> {
  if (options.brokenLockReadThenUnlink) {
    const now = await look(path);
    if (now === undefined || !expected(now)) return 'kept';
    await options.lockBeforeRemove?.();
    await rm(path, { force: true });
    return 'removed';
  }
  await options.lockBeforeRemove?.();
  const asideName = () => `${path}.${process.pid}.${randomUUID()}${ASIDE}`;
  const aside = asideName();
  const movedAt = performance.now();
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'kept'; // gone meanwhile
    throw error;
  }
  /** The twin's time rule (the rule the review dropped): a lock is linked back only within half the waiters' bound. */
  const late = () => options.brokenLockRestoreOnlyInTime === true && performance.now() - movedAt >= ASIDE_WAIT_MS / 2;
  const newer: string[] = [];
  // Removed at the end only once it is settled what they are; after another failure the lock aside is
  // linked back once (a lock of a live holder is not lost to an error of this look), else it stays
  // aside (D531 addendum; a file aside is never read as a lock).
  let settled = false;
  try {
    const taken = await look(aside);
    if (taken !== undefined && expected(taken)) {
      settled = true;
      return 'removed';
    }
    await options.lockBeforeRestore?.();
    // Not the one expected: a lock that was made since, always put back, however long this took (its
    // waiters do not count their own locks while it is aside). A lock made in this instant by a taker
    // that saw none is moved aside in turn (its maker waits for this and then finds it gone).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (late()) {
        settled = true;
        return 'dropped';
      }
      try {
        await link(aside, path);
        settled = true;
        return 'restored';
      } catch (error) {
        // Gone from aside: this process stalled longer than LEFTOVER_AFTER_MS, and another's acquisition
        // removed it as a leftover (D535). Nothing to put back, and nothing of it is this process's.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          settled = true;
          return 'kept';
        }
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const next = asideName();
      await rename(path, next).then(
        () => newer.push(next),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
    }
    settled = true;
    return 'restored';
  } catch (error) {
    // Put back what was moved, once: where it was, a live holder's lock is touched again (EEXIST: a
    // lock is there already, it stays aside; another error: it stays aside too, and the caller warns).
    await link(aside, path).then(
      () => rm(aside, { force: true }),
      () => undefined,
    );
    throw error;
  } finally {
    if (settled) await rm(aside, { force: true });
    for (const name of newer) await rm(name, { force: true });
  }
}

/**
 * Watches the lock first seen as `first` for `wait` ms of this process's monotonic clock: `refreshed`
 * once it is touched, `replaced` once it is another file or gone, `stale` if neither happened.
 */
async function watch(path: string, first: Seen, wait: number, options: LockOptions): Promise<'stale' | 'refreshed' | 'replaced'> {
  const began = performance.now();
  const every = Math.max(10, Math.min(1_000, Math.floor(wait / 10)));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, every));
    const now = await look(path);
    if (now === undefined || now.text !== first.text || now.ino !== first.ino) return 'replaced';
    if (!sameFile(now, first, options)) return 'refreshed';
    if (performance.now() - began >= wait) return 'stale';
  }
}

/** Lock refreshes running in this process (their timers): for the tests that no timer outlives its lock. */
let refreshing = 0;

/** @internal How many held locks of this process are being refreshed. */
export function refreshingLocks(): number {
  return refreshing;
}

/**
 * Touches the lock at `path` while its content is still `content`, and keeps the lease of this
 * process (D511, fourth addendum): it holds the lock while its last touch began less than half the
 * shortest wait of a watcher ago, by the monotonic clock. A watcher waits at least 4 × the `every`
 * the lock names (whatever its own stale time), so the lease is 2 × `every` (by default 10 s, half the
 * default lockStaleAfter); the lock is touched every `every` / 2, so that only a stall of about 1.5 ×
 * `every` lapses it. A lease that lapsed (this process stalled: SIGSTOP, a
 * paused VM, long synchronous work) is never renewed, and a lock found taken over or removed is lost:
 * the refresh ends and `lost` is told once, with why. `lost()` answers why, or undefined while held.
 * A read that finds no lock or another process's lock counts only once the locks aside of the path
 * settled and a second read still finds it so (D531 addendum, D535): a taker may have this process's
 * lock aside and put it back; a wait that runs out counts nothing, and the next refresh looks again.
 */
function startRefresh(path: string, content: string, every: number, warn: (message: string) => void, lost: (why: string) => void, options: LockOptions): { stop(): Promise<void>; lost(): string | undefined } {
  const lease = (DEFAULT_STALE_INTERVALS * every) / 2;
  const period = Math.max(1, Math.floor(every / 2));
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  let last = 0;
  let failing = false;
  let lastTouch = performance.now();
  let why: string | undefined;
  refreshing += 1;
  const end = () => {
    if (stopped) return;
    stopped = true;
    refreshing -= 1;
    clearInterval(timer);
  };
  const lose = (reason: string) => {
    if (why !== undefined || stopped) return;
    why = `${path}: ${reason}; this process no longer holds the inbox (stop it)`;
    end();
    lost(why);
  };
  /** Why the lock is not this process's any more, or undefined while its lease holds. */
  const check = (): string | undefined => {
    if (why === undefined && !stopped) {
      const since = performance.now() - lastTouch;
      if (since >= lease) lose(`the lock of this process was not refreshed for ${Math.round(since)} ms (this process stalled), and another may have taken it after ${lease * 2} ms`);
    }
    return why;
  };
  const refresh = async () => {
    const began = performance.now();
    if (check() !== undefined) return;
    try {
      const read = () =>
        readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        });
      let text = await read();
      // Gone while a taker holds it aside to look at it (D531): it comes back if it is this process's.
      // Read again also if none is aside by now: it may have been put back already (D531 addendum).
      // Another process's lock at the path is no proof either (D535): a maker may have made it while a
      // taker held this one aside, and that taker then moves the maker's aside and puts this one back.
      // So it is read again once the locks aside settled, and counts only if it is still another's.
      if (text !== content) {
        const foreign = text !== undefined;
        if (foreign) await options.lockRefreshFoundOther?.();
        else await options.lockRefreshFoundNone?.();
        if (!foreign || !options.brokenLockRefreshForeignCountsAtOnce) {
          const { settled, waited } = await movedAsideSettled(path);
          // Still aside after the whole wait: its taker stalled, and puts it back whenever it goes on. Not
          // lost yet, nor touched: the next refresh looks again, and the lease bounds how long this
          // process goes on meanwhile (D531 addendum; D535 for another's lock).
          if (!settled && !options.brokenLockAsideWaitCounts) return;
          if (foreign || waited || !options.brokenLockRefreshRereadsOnlyAfterWait) text = await read();
        }
      }
      if (stopped) return;
      if (text !== content) {
        lose(`the lock of this process was ${text === undefined ? 'removed' : 'taken over by another process'}`);
        return;
      }
      // Every touch moves the mtime, also if the clock stood still or went back.
      last = Math.max(Date.now(), last + 1);
      await utimes(path, last / 1000, last / 1000);
      // The lease counts from when this touch began: a stall after the read does not lengthen it.
      if (check() === undefined) lastTouch = began;
      failing = false;
    } catch (error) {
      if (!failing && !stopped) warn(`${path}: the lock could not be refreshed (${(error as Error).message}); trying again`);
      failing = true;
    }
  };
  const timer = setInterval(() => {
    if (inFlight || stopped) return;
    inFlight = refresh().finally(() => (inFlight = undefined));
  }, period);
  // The lock does not keep the process alive: what uses the inbox does.
  timer.unref();
  return {
    lost: check,
    async stop() {
      end();
      await inFlight;
    },
  };
}

function locked(path: string, holder: LockHolder, advice: string): StorageError {
  return new StorageError(
    `${path} is held by process ${holder.pid} on ${holder.hostname} since ${holder.since}: one process per inbox (two would finish each other's running runs as interrupted). ${advice}`,
    undefined,
    SdkErrorCode.InboxLocked,
  );
}

/**
 * The holder's pid counts where this process's does: a lock that names no boot and no namespace (an
 * older SDK) is judged by host and pid as before; one that names either must name both as this
 * process does (a field one side has and the other not is not the same place).
 */
function sameWhere(holder: LockHolder, me: LockHolder): boolean {
  if (holder.bootId === undefined && holder.pidNamespace === undefined) return true;
  return holder.bootId === me.bootId && holder.pidNamespace === me.pidNamespace;
}

/**
 * A lock of an earlier boot of this machine, taken outside any pid container: its process ended with
 * that boot. Both name the same machine (/etc/machine-id) and the initial pid namespace (a container's
 * machine-id may come from its image and be shared by containers on other machines; its pid namespace
 * is never the initial one), and the boots differ.
 */
function earlierBootOfThisMachine(holder: LockHolder, me: LockHolder): boolean {
  return (
    holder.bootId !== undefined &&
    me.bootId !== undefined &&
    holder.bootId !== me.bootId &&
    holder.machineId !== undefined &&
    holder.machineId === me.machineId &&
    holder.pidNamespace === INIT_PID_NAMESPACE &&
    me.pidNamespace === INIT_PID_NAMESPACE
  );
}

function describeWhere(holder: LockHolder): string {
  return `boot ${holder.bootId ?? 'unknown'}, pid namespace ${holder.pidNamespace ?? 'unknown'}`;
}

export interface HeldLock {
  /** Undefined while this process holds the lock (its lease holds, D511 fourth addendum); else why not. */
  lost(): string | undefined;
  /** Removes the lock if it is still the one this process wrote (once; later calls do nothing). */
  release(): Promise<void>;
}

/**
 * Removes this acquisition's lock if it is still its own. A failure (EACCES, EROFS, EBUSY, an
 * unreadable file) is told to `warn`; what was moved aside is linked back once (D531 addendum), so a
 * live holder's lock stays at its path: release, and the stop() it is part of, do not fail for it.
 */
async function releaseLock(path: string, key: string, content: string, warn: (message: string) => void, options: LockOptions): Promise<void> {
  unholdKey(key);
  try {
    await removeIfStill(path, (taken) => taken.text === content, options);
  } catch (error) {
    warn(`${path}: the lock could not be removed (${(error as Error).message}); it was put back, or if that failed too it is left aside (${basename(path)}.*${ASIDE}): remove it by hand if no process uses the inbox`);
  }
}

/** Writes a temporary file and links it to `path`: false if `path` exists. */
async function createExclusive(path: string, content: string): Promise<boolean> {
  const temp = await writeTemporary(path, content, 0o600);
  try {
    await link(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return undefined;
    return {
      pid: value.pid,
      hostname: value.hostname,
      since: String(value.since),
      ...(typeof value.bootId === 'string' ? { bootId: value.bootId } : {}),
      ...(typeof value.pidNamespace === 'string' ? { pidNamespace: value.pidNamespace } : {}),
      ...(typeof value.machineId === 'string' ? { machineId: value.machineId } : {}),
      ...(typeof value.refreshEvery === 'number' && Number.isFinite(value.refreshEvery) && value.refreshEvery > 0 ? { refreshEvery: value.refreshEvery } : {}),
    };
  } catch {
    return undefined;
  }
}

/** process.kill(pid, 0): ESRCH is gone; EPERM is alive (another user's). This pid counts only if this process holds the lock (`key`). */
function isAlive(pid: number, key: string): boolean {
  if (pid === process.pid) return (held.get(key) ?? 0) > 0;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
