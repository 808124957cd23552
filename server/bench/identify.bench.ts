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
// worktree needs node_modules (symlinks to this tree's, root and server/, will do). Each
// side has a database of its own seeded by its own tree, both take an untimed round 0,
// and the summary splits the rounds by which side went first (support/ab.ts: an A/A of
// one tree on both sides gives about 1.00, profile section 26).
// Writes bench/results/identify-ab.json (BENCH_OUT).
import { loadConfig } from '../src/config/config.ts';
import { createPool } from '../src/db/pool.ts';
import { createLogger } from '../src/logging.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createBenchDatabase } from './support/database.ts';
import type { BenchDevice } from './support/dpop-client.ts';
import { describeMachine } from './support/machine.ts';
import { GatewayClient } from './gateway/clients.ts';
import { monoMs } from './gateway/child.ts';
import { AB_LAYOUT, demoDevices, runAB } from './support/ab.ts';
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
    const devices = await demoDevices(server.url, count, 3600);
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

/** BENCH_BASE: the server of another tree against this one's, in processes of their own (see the header; support/ab.ts). */
async function abOfTrees(base: string): Promise<void> {
  const count = Math.max(1, envInt('BENCH_IDENTIFIES', 400));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 6));
  const warm = envInt('BENCH_WARM', 5);
  const bursts = Math.max(1, envInt('BENCH_BURSTS', 3));
  const concurrency = Math.max(1, envInt('BENCH_CONCURRENCY', 50));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const run = await runAB<BenchDevice[]>({
    op: 'identify',
    ops: 'identifies',
    database: 'bothy_identify_ab',
    base,
    rounds,
    warm,
    bursts,
    prepare: (url) => demoDevices(url, count, 7200),
    burst: async (url, devices, warming) => {
      const some = warming ? devices.slice(0, 150) : devices;
      const clients: GatewayClient[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < some.length) {
            const c = new GatewayClient(next, url, some[next++]!, undefined);
            clients.push(c);
            await c.ready;
          }
        }),
      );
      return {
        ops: some.length,
        close: async () => {
          for (const c of clients) c.ws.close();
          await pause(warming ? 500 : 700);
        },
      };
    },
  });
  await writeResult('bench/results/identify-ab.json', {
    benchmark: 'identify-ab',
    command: 'BENCH_BASE=<worktree> npm run bench:identify',
    finished_at: new Date().toISOString(),
    machine: describeMachine(run.database),
    setup: { identifies: count, rounds, warm_bursts: warm, bursts, concurrency, trees: run.trees, ...AB_LAYOUT },
    results: run.results,
    summary: { ...run.summary, target_per_s: 1000 },
  });
}
