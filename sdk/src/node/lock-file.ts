// An exclusive lock of a file store: a file next to it, created only if it does not exist (link of
// a written temporary file: the lock never exists without its content), naming the holder's pid and
// host. Two processes of one inbox would each take the other's runs for interrupted ones (D511).
/// <reference types="node" />
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { link, mkdir, readFile, rm } from 'node:fs/promises';
import { SdkErrorCode, StorageError } from '../errors.ts';
import { writeTemporary } from './atomic-file.ts';

export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the lock was taken (ISO 8601). */
  since: string;
}

/**
 * Lock paths this process holds (resolved: two spellings of one file are one lock): a lock naming
 * this pid that is not among them is left by an earlier process with the same pid (a restarted
 * container's pid 1). Links (two names of one folder) are not followed.
 */
const held = new Set<string>();

/**
 * Takes the lock at `path`, or throws StorageError `inbox_locked` naming its holder. A lock of this
 * host whose pid is not alive (or is this process's pid without this process holding it) is stale:
 * it is removed, `warn` is told, and the lock taken. A lock of another host is never judged stale
 * from here: its holder may be alive (a shared volume); it is removed by hand.
 */
export async function acquireLock(path: string, warn: (message: string) => void): Promise<void> {
  const dir = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  if (dir) await mkdir(dir, { recursive: true });
  const me: LockHolder = { pid: process.pid, hostname: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(path, JSON.stringify(me))) {
      held.add(resolve(path));
      return;
    }
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined; // released meanwhile: try again
      throw error;
    });
    if (text === undefined) continue;
    const holder = parseHolder(text);
    if (holder && (holder.hostname !== me.hostname || isAlive(holder.pid, path))) {
      throw new StorageError(
        `${path} is held by process ${holder.pid} on ${holder.hostname} since ${holder.since}: one process per inbox (two would finish each other's running runs as interrupted). Stop that process, or remove the lock file if it is gone`,
        undefined,
        SdkErrorCode.InboxLocked,
      );
    }
    // Stale (or unreadable: never written by this code): removed only if it is still the one read.
    const again = await readFile(path, 'utf8').catch(() => undefined);
    if (again !== text) continue;
    await rm(path, { force: true });
    warn(`${path}: took over the lock of process ${holder ? `${holder.pid} on ${holder.hostname}` : '(unreadable)'}, which is no longer running`);
  }
  throw new StorageError(`${path}: the lock changed hands while it was taken; try again`, undefined, SdkErrorCode.InboxLocked);
}

/** Removes the lock if this process holds it. */
export async function releaseLock(path: string): Promise<void> {
  if (!held.delete(resolve(path))) return;
  const holder = parseHolder((await readFile(path, 'utf8').catch(() => '')) || '');
  if (holder?.pid === process.pid && holder.hostname === hostname()) await rm(path, { force: true });
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
    return typeof value.pid === 'number' && typeof value.hostname === 'string' ? { pid: value.pid, hostname: value.hostname, since: String(value.since) } : undefined;
  } catch {
    return undefined;
  }
}

/** process.kill(pid, 0): ESRCH is gone; EPERM is alive (another user's). This pid counts only if this process holds the lock. */
function isAlive(pid: number, path: string): boolean {
  if (pid === process.pid) return held.has(resolve(path));
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
