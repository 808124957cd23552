// The Bothy server of `BENCH_BASE=<tree> npm run bench:identify` (identify.bench.ts), in a
// process of its own so that its CPU can be read apart from the clients' and PostgreSQL's: the
// server of the tree BENCH_SERVER_ROOT names (this one, or a worktree of another commit), with
// the dev token endpoint on and its default settings. BENCH_SEED seeds the demo (once per
// database; support/ab.ts gives each side a database of its own, seeded by that side's tree).
// Answers over IPC (gateway/child.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './gateway/child.ts';

const root = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const src = (module: string) => import(path.join(root, 'server/src', module));

let close: (() => Promise<void>) | undefined;
serve(
  {},
  async () => {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL is not set');
    const [{ loadConfig }, { createPool }, { createLogger }, { seedDemo }, { startServer }] = await Promise.all([
      src('config/config.ts'),
      src('db/pool.ts'),
      src('logging.ts'),
      src('seed/demo.ts'),
      src('server.ts'),
    ]);
    const config = loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.host': '127.0.0.1', 'server.dev_endpoints': true } });
    const pool = createPool(url, { max: config.server.poolSize, applicationName: 'bothy-bench-identify-server', preparedStatements: config.server.databasePreparedStatements });
    const server = await startServer({ ...config, databaseUrl: url }, { pool, skipMigrations: true, log: createLogger('silent') });
    close = async () => {
      await server.close();
      await pool.end();
    };
    if (process.env.BENCH_SEED) await seedDemo(server.ctx);
    return { url: server.url };
  },
  async () => close?.(),
);
