// A reference server in its own process, for tests that kill it (SIGKILL) and
// start it again. Configuration comes from the environment like npm start's.
import { loadConfig } from '../../src/config/config.ts';
import { storeAnswersOutsideTransaction } from '../../src/idempotency/idempotency.ts';
import { createLogger } from '../../src/logging.ts';
import { startServer } from '../../src/server.ts';

// The broken twin of D40 for the commit-loss test: answers stored after the effect committed.
if (process.env.BOTHY_TEST_IDEMPOTENCY_ANSWER_OUTSIDE_TRANSACTION === 'true') storeAnswersOutsideTransaction(true);
const config = loadConfig({ env: { ...process.env, BOTHY_SERVER_DEV_ENDPOINTS: 'true' } });
const server = await startServer(config, { log: createLogger(process.env.BOTHY_TEST_LOG ?? 'silent'), skipMigrations: true });
process.stdout.write(`ready ${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
