// The A/B of two trees' servers that bench:identify's BENCH_BASE mode and resume-ab.bench.ts run
// (issue 22): each tree's server in a process of its own (identify-server.ts), rounds in which each
// takes warm bursts and then measured ones, and from /proc the CPU each spends per operation, the
// server's and its PostgreSQL backends', beside operations per second; this/base ratios per round
// and their medians.
//
// Fair by construction (an A/A, the same tree on both sides, should give 1.00; profile section 26):
// - each side has a database of its own, made, migrated, seeded (by its own tree's seedDemo) and
//   given its clients in the same way before round 1, so that neither side runs on rows the other
//   wrote (sessions, spent proofs) nor has its backends' CPU summed with the other's;
// - before round 1 each side's server takes the same warm-up as in every round, untimed (round 0),
//   so that round 1 finds PostgreSQL, the OS and tsx's cache as warm for both;
// - the side that goes first alternates round by round (base first in odd rounds), and the
//   summary gives the medians of the rounds where `this` went first and second apart, so that an
//   order effect shows instead of hiding in the median;
// - both servers are started the same way: port 0 on 127.0.0.1, the tree's default settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool, type Pool } from '../../src/db/pool.ts';
import { Child, monoMs } from '../gateway/child.ts';
import { createBenchDatabase, type BenchDatabase } from './database.ts';
import { registerDevice, type BenchDevice } from './dpop-client.ts';
import { say } from './run.ts';

/** CPU microseconds (user + system) of a process of this machine, from /proc (ticks of 1/100 s). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
}

/**
 * The CPU of the database's backends but `admin`'s own (idle meanwhile): the server's pool. Not an
 * autovacuum worker's: one that starts or ends between two readings would add or take away all of
 * its CPU, its whole life's, to whichever burst it fell in.
 */
export async function backendMicros(admin: Pool): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type <> 'autovacuum worker'");
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

/** `count` devices of the demo's sam and alex (every other one), registered 20 at a time. */
export async function demoDevices(url: string, count: number, ttlSeconds: number): Promise<BenchDevice[]> {
  const devices: BenchDevice[] = [];
  while (devices.length < count) devices.push(...(await Promise.all(Array.from({ length: Math.min(20, count - devices.length) }, (_, i) => registerDevice(url, (devices.length + i) % 2 ? 'sam' : 'alex', { ttlSeconds })))));
  return devices;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export type Tree = 'base' | 'this';

/** One measured burst of one side. */
export interface AbResult {
  tree: Tree;
  round: number;
  /** Whether this side's server ran first in its round. */
  first: boolean;
  burst: number;
  ops: number;
  per_s: number;
  server_us_per_op: number;
  postgres_us_per_op: number;
}

type Measure = 'per_s' | 'server_us_per_op' | 'postgres_us_per_op';

/** this / base per round, of each round's mean over its bursts, for the measure `k`. */
export function perRound(results: AbResult[], rounds: number, k: Measure): number[] {
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const of = (round: number, tree: Tree) => mean(results.filter((r) => r.round === round && r.tree === tree).map((r) => r[k]));
  return Array.from({ length: rounds }, (_, i) => Number((of(i + 1, 'this') / of(i + 1, 'base')).toFixed(3)));
}

/** The sides' order in round `round` (0 is the untimed warm-up): base first in odd rounds. */
/** How runAB lays a run out, for the setup of each A/B's result file (identify-ab.json, resume-ab.json). */
export const AB_LAYOUT = {
  people: 2,
  databases: 'one per side, each seeded by its own tree before round 1',
  round_0: 'untimed: the warm bursts of each side, once before round 1',
  clients: 'in the benchmark process, one ES256 DPoP key each; each server in a process of its own',
} as const;

export const orderOf = (round: number): Tree[] => (round % 2 ? ['base', 'this'] : ['this', 'base']);

export interface AbOptions<P> {
  /** The operation measured, for the log and the summary's names ('identify', 'resume'). */
  op: string;
  /** Its plural ('identifies', 'resumes'). */
  ops: string;
  /** Prefix of the two databases' names. */
  database: string;
  /** The tree of the base side; `this` is BENCH_THIS or this tree. */
  base: string;
  rounds: number;
  warm: number;
  bursts: number;
  /** Once per side before round 0, with the side's server just seeded: its clients (devices, sessions). */
  prepare(serverUrl: string): Promise<P>;
  /** One burst against the server; the promise ends when the burst did, with what closes its clients. */
  burst(serverUrl: string, prepared: P, warm: boolean): Promise<{ ops: number; close: () => Promise<void> }>;
}

export interface AbRun {
  trees: Record<Tree, string>;
  database: BenchDatabase;
  results: AbResult[];
  summary: {
    this_over_base_median: Record<string, number>;
    this_over_base_per_round: Record<'server_cpu' | 'postgres_cpu' | 'per_s', number[]>;
    /** The medians of the rounds where `this` went first, and second: an order effect shows as a gap. */
    this_over_base_median_by_order: Record<'this_first' | 'this_second', Record<'server_cpu' | 'postgres_cpu' | 'per_s', number>>;
  };
}

/** Runs the A/B (see the header) and sums it up; the caller writes the result. */
export async function runAB<P>(o: AbOptions<P>): Promise<AbRun> {
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const trees: Record<Tree, string> = { base: path.resolve(o.base), this: path.resolve(process.env.BENCH_THIS ?? here) };
  const entry = path.join(here, 'server/bench/identify-server.ts');
  const sides = {} as Record<Tree, { db: BenchDatabase; admin: Pool; prepared?: P }>;
  const results: AbResult[] = [];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let child: Child | undefined;
  try {
    for (const tree of ['base', 'this'] as Tree[]) {
      const db = await createBenchDatabase(say, `${o.database}_${tree}`);
      sides[tree] = { db, admin: createPool(db.url, { max: 1, applicationName: `bothy-bench-${o.op}-admin` }) };
    }
    const fork = (tree: Tree, seed = false) => Child.fork(`server (${tree})`, entry, { BENCH_SERVER_ROOT: trees[tree], BENCH_DATABASE_URL: sides[tree].db.url, ...(seed ? { BENCH_SEED: '1' } : {}) });
    // Each side's database seeded by its own tree and given its clients, in the same way.
    for (const tree of orderOf(1)) {
      child = await fork(tree, true);
      sides[tree].prepared = await o.prepare(child.info.url);
      await child.close();
      child = undefined;
    }
    for (let round = 0; round <= o.rounds; round++) {
      const order = orderOf(round);
      for (const tree of order) {
        const side = sides[tree];
        child = await fork(tree);
        for (let w = 0; w < o.warm; w++) await (await o.burst(child.info.url, side.prepared!, true)).close();
        for (let b = 1; b <= (round === 0 ? 0 : o.bursts); b++) {
          const s0 = cpuMicros(child.pid);
          const p0 = await backendMicros(side.admin);
          const t0 = monoMs();
          const { ops, close } = await o.burst(child.info.url, side.prepared!, false);
          const seconds = (monoMs() - t0) / 1000;
          await pause(100);
          const r: AbResult = {
            tree,
            round,
            first: order[0] === tree,
            burst: b,
            ops,
            per_s: Math.round(ops / seconds),
            server_us_per_op: Math.round((cpuMicros(child.pid) - s0) / ops),
            postgres_us_per_op: Math.round(((await backendMicros(side.admin)) - p0) / ops),
          };
          results.push(r);
          say(`round ${round} ${tree.padEnd(4)} burst ${b}: ${r.per_s}/s, server ${r.server_us_per_op} µs and PostgreSQL ${r.postgres_us_per_op} µs of CPU per ${o.op}`);
          await close();
        }
        await child.close();
        child = undefined;
      }
    }
  } finally {
    await child?.close().catch(() => {});
    for (const side of Object.values(sides)) {
      await side.admin.end();
      await side.db.drop().catch((err: unknown) => say(`dropping ${side.db.name}: ${String(err)}`));
    }
  }
  const ratios = { server_cpu: perRound(results, o.rounds, 'server_us_per_op'), postgres_cpu: perRound(results, o.rounds, 'postgres_us_per_op'), per_s: perRound(results, o.rounds, 'per_s') };
  const byOrder = (thisFirst: boolean) => {
    const pick = (xs: number[]) => median(xs.filter((_, i) => orderOf(i + 1)[0] === 'this' === thisFirst));
    return { server_cpu: pick(ratios.server_cpu), postgres_cpu: pick(ratios.postgres_cpu), per_s: pick(ratios.per_s) };
  };
  const summary = {
    this_over_base_median: { [`server_cpu_per_${o.op}`]: median(ratios.server_cpu), [`postgres_cpu_per_${o.op}`]: median(ratios.postgres_cpu), [`${o.ops}_per_s`]: median(ratios.per_s) },
    this_over_base_per_round: ratios,
    this_over_base_median_by_order: { this_first: byOrder(true), this_second: byOrder(false) },
  };
  const m = summary.this_over_base_median;
  say(`this / base, median of ${o.rounds} rounds: server CPU per ${o.op} ${m[`server_cpu_per_${o.op}`]}, PostgreSQL ${m[`postgres_cpu_per_${o.op}`]}, ${o.ops}/s ${m[`${o.ops}_per_s`]}`);
  say(`  rounds with this first: ${JSON.stringify(summary.this_over_base_median_by_order.this_first)}; this second: ${JSON.stringify(summary.this_over_base_median_by_order.this_second)}`);
  return { trees, database: sides.this.db, results, summary };
}
