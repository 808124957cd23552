// `npm start`: the reference server with a seeded demo. Uses DATABASE_URL when
// set, otherwise an embedded PostgreSQL whose data stays in .data/ across restarts.
import { GATEWAY_PATH, REST_BASE_PATH } from '@bothy/generated';
import pg from 'pg';
import { ConfigError, loadConfig, unreadSettings } from './config/config.ts';
import { openDatabase } from './db/open.ts';
import { createLogger } from './logging.ts';
import { seedDemo } from './seed/demo.ts';
import { startServer } from './server.ts';
import { redactDatabaseUrl } from './db/pool.ts';
import { ownShutdown } from './lifecycle.ts';
import { startLineFields } from './start-line.ts';
import type { Demo } from '../../demo/start.ts';


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
  for (const u of unreadSettings(config)) log.warn({ setting: u.name, from: u.from }, `${u.name} is set, but this server does not read it: ${u.why}`);
  // The handlers are ours from the first moment: a signal during the start stops what has started so far.
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let demo: Demo | undefined; // the demo app at / and its agent (demo/start.ts), with server.dev_endpoints only
  const shutdown = ownShutdown({
    log,
    timeoutMs: config.server.shutdownDelayMs + config.server.shutdownTimeoutMs, // the delay serves on before the budget (D421)
    steps: [async () => demo?.stop(), async () => server?.close(), async () => db?.close()],
  });
  const start = (async () => {
    // DATABASE_URL first: a value that cannot be used fails at once, named, before the demo is built.
    if (config.databaseUrl) await checkDatabaseUrl(config.databaseUrl, config.server.databaseConnectTimeoutMs);
    // Loaded only here: without server.dev_endpoints, nothing of demo/ (nor its build) is imported.
    if (config.server.devEndpoints) demo = await (await import('../../demo/start.ts')).prepareDemo(log);
    db = await openDatabase(config, (m) => log.info(m));
    log.info({ database: redactDatabaseUrl(db.url) }, 'connecting to PostgreSQL');
    server = await startServer({ ...config, databaseUrl: db.url }, { log, jobs: true, ...(demo ? { page: demo.page } : {}) });
    return server;
  })();
  shutdown.starting(start);
  try {
    server = await start;
  } catch (err) {
    await db?.close().catch(() => {});
    if ((err as { code?: unknown } | undefined)?.code === 'EADDRINUSE') {
      throw new Error(`port ${config.server.port} is in use by another process; choose another with BOTHY_SERVER_PORT (server.port)`, { cause: err });
    }
    throw err;
  }
  // A signal during the start: the stop owns the rest; no seeding on a closing pool, no ready line after "shutting down".
  if (shutdown.stopping) return;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;
  try {
    seeded = await seedDemo(server.ctx);
    await demo?.ready(server.ctx, seeded.ids, server.url, config.server.demoAgent);
  } catch (err) {
    if (shutdown.stopping) return; // the pool closed under it: not a failure of the start
    throw err;
  }
  if (shutdown.stopping) return;
  const { ids, created } = seeded;
  if (config.server.devEndpoints) log.warn('dev endpoints are on (POST /api/v1/dev/tokens); never run like this in production');
  // One line that tells an operator what runs where (D403): version, port, cluster mode, node, workers.
  const { version, database } = startLineFields(config);
  log.info({
    version,
    url: server.url,
    port: server.port,
    cluster_mode: config.spec['cluster.mode'],
    node_id: server.gateway.nodeId,
    workers: config.server.workers,
    database,
    demo_created: created,
  }, 'bothy server ready');

  const wsUrl = server.url.replace(/^http/, 'ws');
  // The examples default to the demo's usual URL (sdk/examples/cli/options.ts).
  const examplesEnv = server.url === 'http://127.0.0.1:8080' ? '' : `BOTHY_URL=${server.url} `;
  process.stdout.write(`
Bothy reference server: ${server.url}${REST_BASE_PATH}
${demo ? `  demo app: ${server.url}/   (log in as alex and as sam in two windows; mention @helper to start a run)\n` : ''}  gateway:  ${wsUrl}${GATEWAY_PATH}
  demo:     space "Bothy demo" with #general and #random; people alex (owner) and sam; agent helper
            welcome thread ${ids.welcomeThread}

${
    config.server.devEndpoints
      ? `Get a token and call the API (dev only; requests carry DPoP proofs, RFC 9449):
  npm run bothy -- dev-token --principal alex
  npm run bothy -- dev-call alex GET '/api/v1/events?after=0'
  npm run bothy -- dev-call sam POST /api/v1/threads/${ids.welcomeThread}/messages '{"client_msg_id":"<uuidv7>","content_md":"hello"}'
Or POST ${REST_BASE_PATH}/dev/tokens {"principal":"alex","public_jwk":<your device's public key>}.

The client SDK's examples (README, "Running the examples"):
  ${examplesEnv}npx tsx sdk/examples/listen.ts ${ids.welcomeThread}
  ${examplesEnv}npx tsx sdk/examples/send.ts ${ids.welcomeThread} 'hello' --principal sam
  ${examplesEnv}npx tsx sdk/examples/agent.ts      (the echo agent: answers messages that mention <@${ids.helper}>)
${demo && config.server.demoAgent ? `  the demo agent helper (demo/agent.ts) already runs as a child of this process; BOTHY_SERVER_DEMO_AGENT=false leaves helper to another adapter\n` : ''}`
      : `server.dev_endpoints is off: no dev tokens, so the dev-token command and the SDK's examples cannot log in
(they need BOTHY_SERVER_DEV_ENDPOINTS=true, the default of npm start); tokens come from your identity setup.
`
  }
Ctrl-C stops the server; the data stays in ${config.databaseUrl ? 'DATABASE_URL' : `${config.server.dataDir}/postgres`}.
`);
}

/**
 * DATABASE_URL parsed as the server's pool parses it (pg's own parser, which runs in the client's
 * constructor) and one connection opened with it and closed. A failure of either comes from the
 * setting, and says so with the URL redacted; whatever fails later in the start is reported as itself
 * (a bad server.host used to be blamed on DATABASE_URL, as was any TypeError that mentioned a URL).
 */
async function checkDatabaseUrl(url: string, connectTimeoutMs: number): Promise<void> {
  let client: pg.Client;
  // pg reads any scheme as PostgreSQL's; a URL meant for another database would be tried as one (D403).
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme && !['postgres', 'postgresql', 'socket'].includes(scheme)) {
    throw new Error(`DATABASE_URL (${redactDatabaseUrl(url)}) cannot be used: the scheme ${scheme}: is not PostgreSQL's; write postgres://user:password@host:5432/database`);
  }
  const started = Date.now();
  try {
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    client.on('error', () => {}); // a connection lost after the check is not the start's concern
    await client.connect();
  } catch (err) {
    // pg's parser takes the input out of its error (ERR_INVALID_URL); only the message is used.
    let why = err instanceof Error ? err.message || String((err as { code?: unknown }).code ?? err.name) : String(err);
    // A host that accepts and never answers ends in pg's "timeout expired", which names neither the wait nor the setting (D403).
    if (connectTimeoutMs > 0 && Date.now() - started >= connectTimeoutMs) why = `no answer within ${connectTimeoutMs} ms (server.database_connect_timeout): ${why}`;
    throw new Error(`DATABASE_URL (${redactDatabaseUrl(url)}) cannot be used: ${why}`, { cause: err });
  }
  await client.end().catch(() => {});
}

main().catch((err: unknown) => {
  console.error(`bothy server failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
