// A reference server in its own process, for tests that kill it (SIGKILL) and
// start it again. Configuration comes from the environment like npm start's.
import { loadConfig } from '../../src/config/config.ts';
import { ownShutdown } from '../../src/lifecycle.ts';
import { createLogger } from '../../src/logging.ts';
import { startServer } from '../../src/server.ts';

const config = loadConfig({ env: { ...process.env, BOTHY_SERVER_DEV_ENDPOINTS: 'true' } });
const log = createLogger(process.env.BOTHY_TEST_LOG ?? 'silent');
const server = await startServer(config, { log, skipMigrations: true });
// SIGINT and SIGTERM as in npm start: 4013 to every connection, then exit 0.
ownShutdown({ log, timeoutMs: config.server.shutdownTimeoutMs, steps: [() => server.close()] });
process.stdout.write(`ready ${server.url}\n`);
