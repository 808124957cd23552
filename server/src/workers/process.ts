// `bothy worker` (7.6; D120): the worker consumers as their own process, for
// operators who run them apart from the api nodes (set server.workers = false
// there). It needs the database only: it migrates nothing, shares the server's
// keys (it signs webhook requests and invocation tokens with them) and stops on
// SIGINT or SIGTERM after the deliveries in flight.
import { ConfigError, type Config } from '../config/config.ts';
import { createServerContext, type ServerContext } from '../context.ts';
import { openDatabase } from '../db/open.ts';
import { DatabaseHealth } from '../db/health.ts';
import { createPool, poolOptionsOf, poolSaturated } from '../db/pool.ts';
import { createFileFrameRecorder } from '../gateway/recorder.ts';
import { loadServerKeys } from '../identity/keys.ts';
import { ownShutdown } from '../lifecycle.ts';
import { createLogger } from '../logging.ts';
import { RunInvocationGate } from '../runs/invocation-gate.ts';
import { ensureInstance } from '../server.ts';
import { startLineFields } from '../start-line.ts';
import { WorkerLoop } from './loop.ts';

/** Test-only: merged into the worker's ctx.twins (test/webhooks/worker-child.ts). Never set outside tests. */
export const workerProcessTwins: NonNullable<ServerContext['twins']> = {};

export async function runWorkerProcess(config: Config): Promise<void> {
  // The embedded PostgreSQL belongs to the one `npm start` that opened it; a worker apart from it needs the shared database.
  if (!config.databaseUrl) throw new ConfigError(['bothy worker needs DATABASE_URL: the database the api nodes use (the embedded PostgreSQL of npm start runs its worker in the server process)']);
  const log = createLogger(config.server.logLevel);
  const db = await openDatabase(config, (m) => log.info(m));
  const pool = createPool(db.url, { ...poolOptionsOf(config.server), applicationName: 'bothy-worker' });
  await ensureInstance(pool);
  const ctx = createServerContext({ ...config, databaseUrl: db.url }, pool, log, await loadServerKeys(pool));
  // It answers no request and holds no gateway connection, so its "database down" and "pool busy" lines say
  // what it does instead: the lanes' passes fail, nothing is delivered, and each lane runs again at the next
  // server.worker_interval (workers/loop.ts Lane), or at a NOTIFY once its LISTEN connection is back. It has
  // no database check of its own: the first pass that is answered again logs "database back" (D483).
  const every = `every server.worker_interval (${config.server.workerIntervalMs} ms)`;
  ctx.database = new DatabaseHealth(log, () => poolSaturated(pool), {
    down: `webhook and push deliveries wait and are tried again ${every}`,
    busy: `passes wait up to server.database_connect_timeout for one, then fail and are tried again ${every}`,
  });
  if (Object.keys(workerProcessTwins).length) ctx.twins = { ...ctx.twins, ...workerProcessTwins };
  // The same check and token path as a gateway delivery (15.3 step 2).
  ctx.invocationGate = new RunInvocationGate(ctx);
  const recorder = config.server.recordFramesDir ? await createFileFrameRecorder(config.server.recordFramesDir, log, config.server.jsonMaxDepth) : undefined;
  const worker = new WorkerLoop(ctx, db.url, { recorder });
  ownShutdown({
    log,
    timeoutMs: config.server.shutdownTimeoutMs,
    steps: [() => worker.stop(), async () => recorder?.end(), () => pool.end(), () => db.close()],
  });
  await worker.start();
  // The version and the masked database, as the server's ready line names them (D403, D425).
  log.info(startLineFields(config), 'bothy worker running (webhooks, push)');
}
