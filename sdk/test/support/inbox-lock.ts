// What the inbox lock's tests share (15.2; D511): whether a file exists, a pid no process has, and
// where this process's pid counts as the lock file names it (boot, pid namespace, machine).
import { spawnSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';

export const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

/** A pid of this host (and pid namespace) that no process has: a child that has exited. */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/** This process's boot, pid namespace and machine as the platform names them (none without /proc), read independently of lock-file.ts. */
export function here(): { bootId?: string; pidNamespace?: string; machineId?: string } {
  const read = (f: () => string) => {
    try {
      return f();
    } catch {
      return undefined;
    }
  };
  const bootId = read(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
  const pidNamespace = read(() => readlinkSync('/proc/self/ns/pid'));
  const machineId = read(() => readFileSync('/etc/machine-id', 'utf8').trim()) || read(() => readFileSync('/var/lib/dbus/machine-id', 'utf8').trim());
  return { ...(bootId ? { bootId } : {}), ...(pidNamespace ? { pidNamespace } : {}), ...(machineId ? { machineId } : {}) };
}
