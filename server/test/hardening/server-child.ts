// A reference server in its own process for the input property (input-property.test.ts):
// a crash is seen as the process ending, and its log lines (pino, on stdout) are
// read by the test. BOTHY_TEST_INPUT_POLICY=off is the broken twin: the JSON
// input policy of the edges switched off (internal/json-policy.ts).
import { loadConfig } from '../../src/config/config.ts';
import { setInputPolicyEnforced } from '../../src/internal/json-policy.ts';
import { createLogger } from '../../src/logging.ts';
import { startServer } from '../../src/server.ts';

if (process.env.BOTHY_TEST_INPUT_POLICY === 'off') setInputPolicyEnforced(false);
const config = loadConfig({ env: { ...process.env, BOTHY_SERVER_DEV_ENDPOINTS: 'true' } });
const server = await startServer(config, { log: createLogger(process.env.BOTHY_TEST_LOG ?? 'debug'), skipMigrations: true });
process.stdout.write(`\nready ${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
