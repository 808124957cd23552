// npm run bench:identify — identifies per second on one node (6.3, issue 22): a
// burst of BENCH_IDENTIFIES devices (of two people) connect at once and identify;
// the figure is identifies completed per second from the first connect to the
// last ready. Two variants of the same server in the same run, alternating round
// by round on one database: `shared` (the visibility cache as configured, shared
// by the connections of a principal and with REST, D230) and `uncached`
// (the cache's get answers nothing: every identify reads the visibility itself, as
// before D230). The server runs in this process, the clients too, so the figure
// is a ratio, not a capacity. Writes bench/results/identify.json.
//
// Knobs: DATABASE_URL (else an embedded PostgreSQL), BENCH_IDENTIFIES (200),
// BENCH_ROUNDS (3), BENCH_OUT.
//
// A/B of two commits: `BENCH_BASE=<a worktree of the other commit> npm run bench:identify`
// runs the server of that tree and of this one, each in a process of its own
// (identify-server.ts), alternating round by round (the order too), and reads the CPU
// each spends per identify from /proc, the server's and its PostgreSQL backends', beside
// identifies per second: on a machine shared with other work, CPU per identify is the
// steadier figure. Each server first takes BENCH_WARM bursts of 150 identifies (its JIT
// and pool), then BENCH_BURSTS measured bursts of BENCH_IDENTIFIES (400), at most
// BENCH_CONCURRENCY (50) in flight. BENCH_THIS names the other side's tree (this one by
// default; a worktree of the change when others' uncommitted work is in this one). A
// worktree needs node_modules (symlinks to this tree's, root and server/, will do).
// Writes bench/results/identify-ab.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config/config.ts';
import { createPool } from '../src/db/pool.ts';
import { createLogger } from '../src/logging.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createBenchDatabase } from './support/database.ts';
import { registerDevice, type BenchDevice } from './support/dpop-client.ts';
import { describeMachine } from './support/machine.ts';
import { GatewayClient } from './gateway/clients.ts';
import { Child, monoMs } from './gateway/child.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

const VARIANTS = ['shared', 'uncached'] as const;
type Variant = (typeof VARIANTS)[number];

runMain(async () => {
  if (process.env.BENCH_BASE) return abOfTrees(process.env.BENCH_BASE);
  const count = Math.max(1, envInt('BENCH_IDENTIFIES', 200));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 3));
  const db = await createBenchDatabase(say, 'bothy_identify');
  const pool = createPool(db.url, { max: 20, applicationName: 'bothy-bench-identify' });
  const start = async (variant: Variant) => {
    const s = await startServer(
      { ...loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.host': '127.0.0.1', 'server.dev_endpoints': true } }), databaseUrl: db.url },
      { pool, skipMigrations: true, log: createLogger('silent') },
    );
    if (variant === 'uncached') s.ctx.visibilityCache.get = () => undefined;
    return s;
  };
  const results: { variant: Variant; round: number; identifies: number; seconds: number; per_s: number }[] = [];
  let server: RunningServer | undefined;
  try {
    server = await start('shared');
    await seedDemo(server.ctx);
    const devices: BenchDevice[] = [];
    while (devices.length < count) devices.push(...(await Promise.all(Array.from({ length: Math.min(20, count - devices.length) }, (_, i) => registerDevice(server!.url, (devices.length + i) % 2 ? 'sam' : 'alex', { ttlSeconds: 3600 })))));
    await server.close();
    server = undefined;
    for (let round = 1; round <= rounds; round++) {
      // The order alternates round by round: the first server of a round starts with a colder JIT.
      for (const variant of round % 2 ? VARIANTS : [...VARIANTS].reverse()) {
        server = await start(variant);
        // One identify first, so that both variants start with a warm JIT and nonce.
        const warm = new GatewayClient(0, server.url, devices[0]!, undefined);
        await warm.ready;
        warm.ws.close();
        const t0 = monoMs();
        const clients = devices.map((d, i) => new GatewayClient(i, server!.url, d, undefined));
        await Promise.all(clients.map((c) => c.ready));
        const seconds = (monoMs() - t0) / 1000;
        results.push({ variant, round, identifies: count, seconds: Number(seconds.toFixed(3)), per_s: Math.round(count / seconds) });
        say(`round ${round} ${variant.padEnd(8)} ${count} identifies in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(0)}/s`);
        for (const c of clients) c.ws.close();
        await server.close();
        server = undefined;
      }
    }
  } finally {
    await server?.close().catch(() => {});
    await pool.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }
  const median = (v: Variant) => {
    const xs = results.filter((r) => r.variant === v).map((r) => r.per_s).sort((a, b) => a - b);
    return xs[Math.floor(xs.length / 2)]!;
  };
  const ratios = results.filter((r) => r.variant === 'shared').map((s) => s.per_s / results.find((u) => u.variant === 'uncached' && u.round === s.round)!.per_s);
  const summary = { shared_per_s_median: median('shared'), uncached_per_s_median: median('uncached'), shared_over_uncached_per_round: ratios.map((r) => Number(r.toFixed(3))), target_per_s: 1000 };
  say(`median: shared ${summary.shared_per_s_median}/s, uncached ${summary.uncached_per_s_median}/s; shared/uncached per round ${summary.shared_over_uncached_per_round.join(', ')}`);
  await writeResult('bench/results/identify.json', {
    benchmark: 'identify',
    command: 'npm run bench:identify',
    finished_at: new Date().toISOString(),
    machine: describeMachine(db),
    setup: { identifies: count, rounds, people: 2, clients: 'in the server process, one ES256 DPoP key each, all connecting at once', variants: { shared: 'the visibility cache as configured (D230)', uncached: 'the cache never answers (every identify loads the visibility)' } },
    results,
    summary,
  });
});

/** CPU microseconds (user + system) of a process of this machine, from /proc (ticks of 1/100 s). */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
}

/** BENCH_BASE: the server of another tree against this one's, in processes of their own (see the header). */
async function abOfTrees(base: string): Promise<void> {
  const count = Math.max(1, envInt('BENCH_IDENTIFIES', 400));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 6));
  const warmBursts = envInt('BENCH_WARM', 5);
  const bursts = Math.max(1, envInt('BENCH_BURSTS', 3));
  const concurrency = Math.max(1, envInt('BENCH_CONCURRENCY', 50));
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const trees = { base: path.resolve(base), this: path.resolve(process.env.BENCH_THIS ?? here) } as const;
  type Tree = keyof typeof trees;
  const db = await createBenchDatabase(say, 'bothy_identify_ab');
  const admin = createPool(db.url, { max: 1, applicationName: 'bothy-bench-identify-admin' });
  const entry = path.join(here, 'server/bench/identify-server.ts');
  const fork = (tree: Tree, seed = false) => Child.fork(`server (${tree})`, entry, { BENCH_SERVER_ROOT: trees[tree], BENCH_DATABASE_URL: db.url, ...(seed ? { BENCH_SEED: '1' } : {}) });
  /** The CPU of the database's backends (the servers' pools; this process's admin connection is idle meanwhile). */
  const postgresMicros = async () => {
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
  };
  const burst = async (url: string, devices: BenchDevice[]) => {
    const clients: GatewayClient[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < devices.length) {
          const c = new GatewayClient(next, url, devices[next++]!, undefined);
          clients.push(c);
          await c.ready;
        }
      }),
    );
    return clients;
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const results: { tree: Tree; round: number; burst: number; identifies: number; per_s: number; server_us_per_identify: number; postgres_us_per_identify: number }[] = [];
  let child: Child | undefined;
  try {
    child = await fork('this', true);
    const devices: BenchDevice[] = [];
    while (devices.length < count) devices.push(...(await Promise.all(Array.from({ length: Math.min(20, count - devices.length) }, (_, i) => registerDevice(child!.info.url, (devices.length + i) % 2 ? 'sam' : 'alex', { ttlSeconds: 7200 })))));
    await child.close();
    for (let round = 1; round <= rounds; round++) {
      for (const tree of (round % 2 ? ['base', 'this'] : ['this', 'base']) as Tree[]) {
        child = await fork(tree);
        for (let w = 0; w < warmBursts; w++) {
          for (const c of await burst(child.info.url, devices.slice(0, 150))) c.ws.close();
          await pause(500);
        }
        for (let b = 1; b <= bursts; b++) {
          const s0 = cpuMicros(child.pid);
          const p0 = await postgresMicros();
          const t0 = monoMs();
          const clients = await burst(child.info.url, devices);
          const seconds = (monoMs() - t0) / 1000;
          await pause(100);
          const r = { tree, round, burst: b, identifies: count, per_s: Math.round(count / seconds), server_us_per_identify: Math.round((cpuMicros(child.pid) - s0) / count), postgres_us_per_identify: Math.round(((await postgresMicros()) - p0) / count) };
          results.push(r);
          say(`round ${round} ${tree.padEnd(4)} burst ${b}: ${r.per_s}/s, server ${r.server_us_per_identify} µs and PostgreSQL ${r.postgres_us_per_identify} µs of CPU per identify`);
          for (const c of clients) c.ws.close();
          await pause(700);
        }
        await child.close();
        child = undefined;
      }
    }
  } finally {
    await child?.close().catch(() => {});
    await admin.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  /** this / base per round, of the round's mean over its bursts. */
  const perRound = (k: 'per_s' | 'server_us_per_identify' | 'postgres_us_per_identify') =>
    Array.from({ length: rounds }, (_, i) => mean(results.filter((r) => r.round === i + 1 && r.tree === 'this').map((r) => r[k])) / mean(results.filter((r) => r.round === i + 1 && r.tree === 'base').map((r) => r[k]))).map((x) => Number(x.toFixed(3)));
  const ratios = { server_cpu: perRound('server_us_per_identify'), postgres_cpu: perRound('postgres_us_per_identify'), per_s: perRound('per_s') };
  const summary = {
    this_over_base_median: { server_cpu_per_identify: median(ratios.server_cpu), postgres_cpu_per_identify: median(ratios.postgres_cpu), identifies_per_s: median(ratios.per_s) },
    this_over_base_per_round: ratios,
    target_per_s: 1000,
  };
  say(`this / base, median of ${rounds} rounds: server CPU per identify ${summary.this_over_base_median.server_cpu_per_identify}, PostgreSQL ${summary.this_over_base_median.postgres_cpu_per_identify}, identifies/s ${summary.this_over_base_median.identifies_per_s}`);
  await writeResult('bench/results/identify-ab.json', {
    benchmark: 'identify-ab',
    command: 'BENCH_BASE=<worktree> npm run bench:identify',
    finished_at: new Date().toISOString(),
    machine: describeMachine(db),
    setup: { identifies: count, rounds, warm_bursts: warmBursts, bursts, concurrency, trees: { base: trees.base, this: trees.this }, people: 2, clients: 'in the benchmark process, one ES256 DPoP key each; each server in a process of its own' },
    results,
    summary,
  });
}
