// The server of the HTTP variant, in its own process (forked by commit.bench.ts)
// as in production: startServer with the configured pool and write gate, the
// demo seeded, dev token endpoint on. It talks to the benchmark over IPC.
import { createPool } from '../../src/db/pool.ts';
import { loadConfig } from '../../src/config/config.ts';
import { createLogger } from '../../src/logging.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { startServer } from '../../src/server.ts';

export type ToServer = { type: 'cpu' } | { type: 'close' };
export type FromServer =
  | { type: 'ready'; url: string; writeConcurrency: number; writeBatchMax: number; poolSize: number }
  | { type: 'cpu'; userMicros: number; systemMicros: number }
  | { type: 'failed'; message: string };

function reply(m: FromServer): void {
  process.send?.(m);
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const overrides = JSON.parse(process.env.BENCH_SERVER_OVERRIDES ?? '{}') as Record<string, string | number | boolean>;
  const config = loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.host': '127.0.0.1', 'server.dev_endpoints': true, ...overrides } });
  const pool = createPool(url, { max: config.server.poolSize, applicationName: 'bothy-bench-server', preparedStatements: config.server.databasePreparedStatements });
  const server = await startServer({ ...config, databaseUrl: url }, { pool, skipMigrations: true, log: createLogger(process.env.BENCH_SERVER_LOG ?? 'silent') });
  await seedDemo(server.ctx);
  process.on('message', (m: ToServer) => {
    if (m.type === 'cpu') {
      const u = process.cpuUsage();
      reply({ type: 'cpu', userMicros: u.user, systemMicros: u.system });
    } else if (m.type === 'close') {
      void server.close().then(() => pool.end()).finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => void server.close().then(() => pool.end()).finally(() => process.exit(0)));
  reply({ type: 'ready', url: server.url, writeConcurrency: config.server.writeConcurrency, writeBatchMax: config.server.writeBatchMax, poolSize: config.server.poolSize });
}

main().catch((err: unknown) => {
  reply({ type: 'failed', message: err instanceof Error ? err.stack ?? err.message : String(err) });
  process.exit(1);
});
