// CPU time of the processes taking part in a cell, for reading what limits it:
// this process (the writers, or the HTTP clients), the server process, and the
// PostgreSQL processes of the benchmark database (its backends and the WAL
// writer, checkpointer and background writer), from /proc on this machine.
import { readFile } from 'node:fs/promises';
import type { Pool } from '../../src/db/pool.ts';

/** Linux reports /proc/<pid>/stat times in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const MICROS_PER_TICK = 10_000;

async function procMicros(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), counted from field 3.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) * MICROS_PER_TICK; // utime, stime
  } catch {
    return undefined;
  }
}

export interface CpuSources {
  admin: Pool;
  database: string;
  /** CPU microseconds of the server process, when it takes part. */
  server?: () => Promise<number>;
  /**
   * Also count the backends that connect after the first reading, with all their CPU
   * (it was all spent since then): for servers whose pools open connections during
   * the window (a node woken from SIGSTOP). Off: the processes of the first reading only.
   */
  newBackends?: boolean;
}

/** A fresh sampler per slice: it fixes the PostgreSQL processes at its first reading (see newBackends). */
export function cpuSampler(s: CpuSources): () => Promise<Record<string, number>> {
  let pids: number[] | undefined;
  const last = new Map<number, number>();
  return async () => {
    const u = process.cpuUsage();
    const out: Record<string, number> = { bench: u.user + u.system };
    if (s.server) out.server = await s.server();
    if (!pids || s.newBackends) {
      const { rows } = await s.admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE (datname = $1 AND pid <> pg_backend_pid()) OR backend_type IN ('walwriter', 'checkpointer', 'background writer')`,
        [s.database],
      );
      pids = [...new Set([...(pids ?? []), ...rows.map((r) => r.pid)])];
    }
    const times = await Promise.all(pids.map(procMicros));
    // A backend that has exited since the first reading keeps its last known time, so that no total goes backwards.
    pids.forEach((pid, i) => (times[i] === undefined ? (times[i] = last.get(pid)) : last.set(pid, times[i]!)));
    if (times.some((t) => t !== undefined)) out.postgres = times.reduce<number>((a, t) => a + (t ?? 0), 0);
    return out;
  };
}
