// What an A/B of two trees' servers measures and sums up (resume-ab.bench.ts; identify.bench.ts's
// BENCH_BASE mode has the same in its own lines): CPU of a process and of a database's backends from
// /proc, and this/base ratios per round with their median.
import { readFileSync } from 'node:fs';
import type { Pool } from '../../src/db/pool.ts';

/** CPU microseconds (user + system) of a process of this machine, from /proc (ticks of 1/100 s). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
}

/** The CPU of the database's backends but `admin`'s own (idle meanwhile): the servers' pools. */
export async function backendMicros(admin: Pool): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  let sum = 0;
  for (const r of rows) {
    try {
      sum += cpuMicros(r.pid);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** this / base per round, of each round's mean over its bursts, for the measure `k`. */
export function perRound<R extends { tree: 'base' | 'this'; round: number }>(results: R[], rounds: number, k: { [K in keyof R]: R[K] extends number ? K : never }[keyof R]): number[] {
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const of = (round: number, tree: 'base' | 'this') => mean(results.filter((r) => r.round === round && r.tree === tree).map((r) => r[k] as number));
  return Array.from({ length: rounds }, (_, i) => Number((of(i + 1, 'this') / of(i + 1, 'base')).toFixed(3)));
}
