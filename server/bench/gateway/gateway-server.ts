// The Bothy server of the gateway benchmark, in a process of its own so that
// its memory and CPU can be read apart from the clients: startServer (REST and
// the gateway on one http server), the demo seeded, dev token endpoint on.
// Forked by gateway.bench.ts with --expose-gc; answers over IPC (child.ts).
import { loadConfig } from '../../src/config/config.ts';
import { createPool } from '../../src/db/pool.ts';
import { createLogger } from '../../src/logging.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { serve } from './child.ts';
import { heapSummary } from './heap-summary.ts';

let server: RunningServer | undefined;
let pool: ReturnType<typeof createPool> | undefined;

async function metricValues(name: string): Promise<{ labels: Record<string, string | number>; value: number }[]> {
  const metric = server!.gateway.metrics.registry.getSingleMetric(name);
  if (!metric) return [];
  const got = await metric.get();
  return got.values.map((v) => ({ labels: v.labels as Record<string, string | number>, value: v.value }));
}

serve(
  {
    /** Open connections by state, as the registry holds them. */
    connections: () => {
      const byState: Record<string, number> = {};
      for (const c of server!.gateway.registry.all) byState[c.state] = (byState[c.state] ?? 0) + 1;
      return { total: server!.gateway.registry.all.size, byState };
    },
    /** head_seq minus the last seq the dispatcher delivered (set at the end of each read). */
    lag: async () => (await metricValues('bothy_gateway_delivery_lag_events'))[0]?.value ?? NaN,
    /** Diagnostics: a heap snapshot summarised by constructor. */
    heapSummary: (byRetainer?: boolean) => heapSummary(byRetainer === true),
    /** The event loop delay since the previous call (GatewayMetrics, monitorEventLoopDelay), seconds by quantile. */
    loopDelay: () => server!.gateway.metrics.readLoopDelay(),
    closes: async () => Object.fromEntries((await metricValues('bothy_gateway_closes_total')).map((v) => [String(v.labels.code), v.value])),
  },
  async () => {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL is not set');
    const overrides = JSON.parse(process.env.BENCH_SERVER_OVERRIDES ?? '{}') as Record<string, string | number | boolean>;
    const config = loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.host': '127.0.0.1', 'server.dev_endpoints': true, ...overrides } });
    pool = createPool(url, { max: config.server.poolSize, applicationName: 'bothy-gwbench-server', preparedStatements: config.server.databasePreparedStatements });
    server = await startServer({ ...config, databaseUrl: url }, { pool, skipMigrations: true, log: createLogger(process.env.BENCH_SERVER_LOG ?? 'silent') });
    const { ids } = await seedDemo(server.ctx);
    return { url: server.url, ids, poolSize: config.server.poolSize };
  },
  async () => {
    await server?.close();
    await pool?.end();
  },
);
