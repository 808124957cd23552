// Processes as /proc shows them, for the tests of a --token-command's process group (D475, D482).
import { readdirSync, readFileSync } from 'node:fs';

/** State and process group of a process from /proc (undefined once it is gone). */
export function stat(pid: number): { state: string; pgrp: number } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return { state: fields[0]!, pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

/** Running: it exists and is no zombie (a killed orphan stays a zombie where PID 1 does not reap). */
export const alive = (pid: number): boolean => {
  const s = stat(pid);
  return s !== undefined && s.state !== 'Z';
};

/** The processes of a process group that still run. */
export const groupRunning = (pgrp: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.pgrp === pgrp && alive(pid));
