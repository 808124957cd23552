// Durable small files for the file stores: write a temporary file, flush it, rename it over the
// target. A reader sees the old content or the new one, never a torn write. Node only: this module
// is reached from the entry point @bothy/sdk/node, never from the main entry.
/// <reference types="node" />
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';

let counter = 0;

export async function writeFileAtomic(path: string, content: string, mode = 0o644): Promise<void> {
  const dir = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  if (dir) await mkdir(dir, { recursive: true });
  const temp = await writeTemporary(path, content, mode);
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename is durable once the folder's entry is: flush the folder too (power loss, not only SIGKILL).
  const folder = await open(dir || '.', 'r').catch(() => undefined);
  if (folder) {
    try {
      await folder.sync();
    } catch {
      // Some file systems refuse fsync on a folder; the rename itself is atomic there.
    } finally {
      await folder.close();
    }
  }
}

/** A new temporary file next to `path` with `content`, flushed; its name. */
export async function writeTemporary(path: string, content: string, mode: number): Promise<string> {
  counter += 1;
  const temp = `${path}.${process.pid}.${counter}.tmp`;
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temp;
}

/** The content, or undefined when the file does not exist. */
export async function readFileIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function removeFile(path: string): Promise<void> {
  await rm(path, { force: true });
}

/** Runs tasks one after another; each write waits for the previous one. */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
