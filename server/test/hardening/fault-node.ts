// A reference server in its own process as npm start runs it, for the hardening tests of faults
// from outside (a client that resets, a database that goes away): the shutdown of lifecycle.ts is
// installed, so an uncaught error is the fatal line "uncaught error; stopping" and exit 1 (D404),
// as on a real node. The log (pino, JSON lines) is on stdout; "ready <url>" when it serves.
// BOTHY_TEST_TWINS: a JSON object merged into ctx.twins (a broken variant, tests only).
import { loadConfig } from '../../src/config/config.ts';
import { ownShutdown } from '../../src/lifecycle.ts';
import { createLogger } from '../../src/logging.ts';
import { startServer } from '../../src/server.ts';

const config = loadConfig({ env: process.env });
const log = createLogger(process.env.BOTHY_TEST_LOG ?? 'info');
const server = await startServer(config, { log, skipMigrations: true });
if (process.env.BOTHY_TEST_TWINS) server.ctx.twins = { ...server.ctx.twins, ...(JSON.parse(process.env.BOTHY_TEST_TWINS) as object) };
ownShutdown({ log, timeoutMs: config.server.shutdownDelayMs + config.server.shutdownTimeoutMs, steps: [() => server.close()] });
process.stdout.write(`\nready ${server.url}\n`);
