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
import { loadConfig } from '../src/config/config.ts';
import { createPool } from '../src/db/pool.ts';
import { createLogger } from '../src/logging.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createBenchDatabase } from './support/database.ts';
import { registerDevice, type BenchDevice } from './support/dpop-client.ts';
import { describeMachine } from './support/machine.ts';
import { GatewayClient } from './gateway/clients.ts';
import { monoMs } from './gateway/child.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

const VARIANTS = ['shared', 'uncached'] as const;
type Variant = (typeof VARIANTS)[number];

runMain(async () => {
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
