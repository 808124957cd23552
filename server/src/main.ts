// `npm start`: the reference server with a seeded demo. Uses DATABASE_URL when
// set, otherwise an embedded PostgreSQL whose data stays in .data/ across restarts.
import { GATEWAY_PATH, REST_BASE_PATH } from '@bothy/generated';
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './db/open.ts';
import { createLogger } from './logging.ts';
import { seedDemo } from './seed/demo.ts';
import { startServer } from './server.ts';
import { redactDatabaseUrl } from './db/pool.ts';

async function main(): Promise<void> {
  let config;
  try {
    // The demo serves the dev token endpoints unless told otherwise.
    const env = { BOTHY_SERVER_DEV_ENDPOINTS: 'true', ...process.env };
    config = loadConfig({ env });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger(config.server.logLevel);
  const db = await openDatabase(config, (m) => log.info(m));
  log.info({ database: redactDatabaseUrl(db.url) }, 'connecting to PostgreSQL');
  const server = await startServer({ ...config, databaseUrl: db.url }, { log, jobs: true });
  const { ids, created } = await seedDemo(server.ctx);
  if (config.server.devEndpoints) log.warn('dev endpoints are on (POST /api/v1/dev/tokens); never run like this in production');
  log.info({ url: server.url, demo_created: created }, 'bothy server ready');

  const wsUrl = server.url.replace(/^http/, 'ws');
  process.stdout.write(`
Bothy reference server: ${server.url}${REST_BASE_PATH}
  gateway:  ${wsUrl}${GATEWAY_PATH}
  demo:     space "Bothy demo" with #general and #random; people alex (owner) and sam; agent helper
            welcome thread ${ids.welcomeThread}

Get a token and call the API (dev only; requests carry DPoP proofs, RFC 9449):
  npm run bothy -- dev-token --principal alex
  npm run bothy -- dev-call alex GET '/api/v1/events?after=0'
  npm run bothy -- dev-call sam POST /api/v1/threads/${ids.welcomeThread}/messages '{"client_msg_id":"<uuidv7>","content_md":"hello"}'
Or POST ${REST_BASE_PATH}/dev/tokens {"principal":"alex","public_jwk":<your device's public key>}.

Ctrl-C stops the server; the data stays in ${config.databaseUrl ? 'DATABASE_URL' : `${config.server.dataDir}/postgres`}.
`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await server.close();
      await db.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(`bothy server failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
