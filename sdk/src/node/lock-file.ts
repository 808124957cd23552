// An exclusive lock of a file store: a file next to it, created only if it does not exist (link of
// a written temporary file: the lock never exists without its content), naming the holder's pid and
// host, and on Linux the boot and the pid namespace it counts in. Two processes of one inbox would
// each take the other's runs for interrupted ones (D511).
/// <reference types="node" />
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { link, mkdir, readFile, realpath, rm } from 'node:fs/promises';
import { SdkErrorCode, StorageError } from '../errors.ts';
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
}

/** The inode of the initial pid namespace, the same on every Linux (PROC_PID_INIT_INO): a process in no pid container. */
const INIT_PID_NAMESPACE = 'pid:[4026531836]';

export interface LockOptions {
  /** @internal A deliberately broken variant (the twin of D511's second addendum): the lock's boot and pid namespace are neither written nor compared (host and pid only). */
  brokenLockIgnoresNamespace?: boolean;
  /** @internal A deliberately broken variant (the twin of D511's two spellings): the paths this process holds are kept as spelled, so another spelling of the same file reads as another process's stale lock. */
  brokenLockSpelling?: boolean;
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
 * of its folder, are one lock): a lock naming this pid that is not among them is left by an earlier
 * process with the same pid (a restarted container's pid 1).
 */
const held = new Set<string>();

/**
 * The key of `path` in `held`: the real path of its folder (symbolic links, `.` and `..` resolved)
 * and its name, so that every spelling of one file is one key; the twin keeps the spelling.
 */
async function heldKey(path: string, options: LockOptions): Promise<string> {
  if (options.brokenLockSpelling) return path;
  const folder = await realpath(dirname(resolve(path))).catch(() => dirname(resolve(path)));
  return `${folder}/${basename(path)}`;
}

/**
 * Takes the lock at `path`, or throws StorageError `inbox_locked` naming its holder. A lock of this
 * host, boot and pid namespace whose pid is not alive (or is this process's pid without this process
 * holding it) is stale: it is removed, `warn` is told, and the lock taken. A lock of another host,
 * or of this host name in another boot or pid namespace (another container with the same host name),
 * is never judged stale from here: its holder may be alive; it is removed by hand (but a lock of an
 * earlier boot of this machine outside any pid container is stale). A lock without a
 * boot and namespace (written before they were) is judged by host and pid, as it was.
 */
export async function acquireLock(path: string, warn: (message: string) => void, options: LockOptions = {}): Promise<HeldLock> {
  const dir = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  if (dir) await mkdir(dir, { recursive: true });
  const key = await heldKey(path, options);
  const me: LockHolder = { pid: process.pid, hostname: hostname(), since: new Date().toISOString(), ...(options.brokenLockIgnoresNamespace ? {} : whereThisPidCounts()) };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const content = JSON.stringify(me);
    if (await createExclusive(path, content)) {
      held.add(key);
      return { release: () => releaseLock(path, key, content) };
    }
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined; // released meanwhile: try again
      throw error;
    });
    if (text === undefined) continue;
    const holder = parseHolder(text);
    if (holder && holder.hostname !== me.hostname) {
      throw locked(path, holder, 'Stop that process, or remove the lock file if it is gone');
    }
    const earlierBoot = holder !== undefined && !options.brokenLockIgnoresNamespace && earlierBootOfThisMachine(holder, me);
    if (holder && !options.brokenLockIgnoresNamespace && !sameWhere(holder, me) && !earlierBoot) {
      throw locked(
        path,
        holder,
        `Its boot or pid namespace is not this process's (${describeWhere(holder)}; here ${describeWhere(me)}): another container with this host name, or one from before a restart, whose process cannot be seen from here. If no process uses the inbox any more, remove ${path} by hand`,
      );
    }
    if (holder && !earlierBoot && isAlive(holder.pid, key)) throw locked(path, holder, 'Stop that process, or remove the lock file if it is gone');
    // Stale (or unreadable: never written by this code): removed only if it is still the one read.
    const again = await readFile(path, 'utf8').catch(() => undefined);
    if (again !== text) continue;
    await rm(path, { force: true });
    warn(`${path}: took over the lock of process ${holder ? `${holder.pid} on ${holder.hostname}` : '(unreadable)'}, which is no longer running${earlierBoot ? ' (an earlier boot of this machine)' : ''}`);
  }
  throw new StorageError(`${path}: the lock changed hands while it was taken; try again`, undefined, SdkErrorCode.InboxLocked);
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
  /** Removes the lock if it is still the one this process wrote (once; later calls do nothing). */
  release(): Promise<void>;
}

async function releaseLock(path: string, key: string, content: string): Promise<void> {
  if (!held.delete(key)) return;
  if ((await readFile(path, 'utf8').catch(() => undefined)) === content) await rm(path, { force: true });
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
    };
  } catch {
    return undefined;
  }
}

/** process.kill(pid, 0): ESRCH is gone; EPERM is alive (another user's). This pid counts only if this process holds the lock (`key`). */
function isAlive(pid: number, key: string): boolean {
  if (pid === process.pid) return held.has(key);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
