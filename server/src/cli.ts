// `npx bothy <command>` (or `npm run bothy -- <command>`): operator and developer commands.
// server/bin/bothy.js is the `bothy` bin: it runs this file under tsx.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { randomUUID, createHash } from 'node:crypto';
import { MAX_ANSWER_BYTES, ProblemCode } from '@bothy/generated';
import { ConfigError, describeSettings, loadConfig, type Config } from './config/config.ts';
import { migrate } from './db/migrate.ts';
import { DatabaseStartError, isConnectionError } from './db/errors.ts';
import { withDatabase } from './cli-database.ts';
import { CLI_ANSWER_TIMEOUT_MS, CliExit, CliFailure, cliServerTest, fetchServer } from './cli-server.ts';
import { finalizeRestore } from './epoch/restore.ts';
import { runRetention } from './retention/retention.ts';
import { createAppender } from './context.ts';
import { createLogger } from './logging.ts';
import { runWorkerProcess } from './workers/process.ts';
import { ensureInstance } from './server.ts';
import { uuidv7 } from './internal/uuid.ts';

const USAGE = `usage: npx bothy <command>   (or: npm run bothy -- <command>)
  migrate                         apply pending database migrations
  restore finalize                after a restore: new sync epoch, every consumer to head_seq (7.5)
  retention run                   remove events older than sync.event_retention now (7.3; queued runs keep their invocation, D360)
  worker                          run the worker consumers (webhooks, push; 7.6) as their own process until SIGINT/SIGTERM (needs DATABASE_URL)
  settings                        every setting (protocol and server) with the value in force and where it came from
  dev-token --principal <handle>  (dev) a device key and access token from the running server
  dev-call <handle> <METHOD> <path> [json]
                                  (dev) call the running server with that token and a DPoP proof
  uuid                            print a UUIDv7 (for client_msg_id and Idempotency-Key)
  help                            print this text

exit codes:
  0  done
  1  the command failed: the server answered 4xx or 5xx, or the database refused the operation
  2  usage error (unknown command, missing argument, a method or URL dev-call cannot send) or a configuration value that is not valid
  3  the server or the database could not be reached, or the server gave no answer within ${CLI_ANSWER_TIMEOUT_MS / 1000} s
     or one longer than ${MAX_ANSWER_BYTES / (1 << 20)} MiB`;

/** The exit codes of USAGE (D52). */
export { CliExit };

function credentialsFile(config: Config, handle: string): string {
  return path.resolve(config.server.dataDir, 'dev-credentials', `${handle}.json`);
}

function serverUrl(config: Config): string {
  return config.server.publicUrl || `http://${config.server.host === '0.0.0.0' ? '127.0.0.1' : config.server.host}:${config.server.port}`;
}

async function proof(privateJwk: JWK, publicJwk: JWK, htm: string, htu: string, token: string, nonce?: string): Promise<string> {
  const key = await importJWK(privateJwk, 'ES256');
  const claims: Record<string, unknown> = { htm, htu, jti: randomUUID(), ath: createHash('sha256').update(token).digest('base64url') };
  if (nonce) claims.nonce = nonce;
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: publicJwk }).setIssuedAt().sign(key);
}

async function devToken(config: Config, handle: string): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const res = await fetchServer(`${serverUrl(config)}/api/v1/dev/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal: handle, public_jwk: publicJwk, device_name: 'bothy cli' }),
  });
  const body = parsedObject(res.text);
  if (res.status !== 201) throw new CliFailure(CliExit.Failed, `the server refused: ${res.status} ${JSON.stringify(body)}`);
  const file = credentialsFile(config, handle);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ ...body, public_jwk: publicJwk, private_jwk: await exportJWK(privateKey), jkt: await calculateJwkThumbprint(publicJwk) }, null, 2));
  await chmod(file, 0o600);
  console.log(JSON.stringify({ principal: body.principal, device_id: body.device_id, expires_at: body.expires_at, credentials: file }, null, 2));
  console.log('The access token and the device key are in that file (mode 600); dev-call uses them.');
}

/** The JSON object of an answer's text, or {} (a server that answered no JSON). */
function parsedObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** D52: a target that is no http(s) URL and a method fetch cannot send (no token; CONNECT, TRACE) are usage errors (exit 2). */
function devCallUrl(config: Config, method: string, target: string, body?: string): URL {
  let url: URL;
  try {
    url = new URL(target, serverUrl(config));
  } catch {
    throw new CliFailure(CliExit.Usage, `dev-call: ${JSON.stringify(target)} is no path or URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliFailure(CliExit.Usage, `dev-call: ${JSON.stringify(target)} is no http(s) URL`);
  try {
    // With the body, as it will be sent: GET and HEAD cannot carry one.
    new Request(url, { method: method.toUpperCase(), body });
  } catch (err) {
    throw new CliFailure(CliExit.Usage, `dev-call: ${JSON.stringify(method)} ${JSON.stringify(target)} cannot be sent: ${(err as Error).message}`);
  }
  return url;
}

async function devCall(config: Config, handle: string, method: string, target: string, body?: string): Promise<void> {
  const url = cliServerTest.devCallArgumentsUnchecked ? new URL(target, serverUrl(config)) : devCallUrl(config, method, target, body);
  const creds = JSON.parse(await readFile(credentialsFile(config, handle), 'utf8').catch(() => {
    throw new CliFailure(CliExit.Failed, `no credentials for ${handle}; run: npm run bothy -- dev-token --principal ${handle}`);
  })) as { access_token: string; private_jwk: JWK; public_jwk: JWK };
  const htu = `${url.origin}${url.pathname}`;
  let nonce: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const headers: Record<string, string> = {
      authorization: `DPoP ${creds.access_token}`,
      dpop: await proof(creds.private_jwk, creds.public_jwk, method.toUpperCase(), htu, creds.access_token, nonce),
    };
    if (body) headers['content-type'] = 'application/json';
    if (method.toUpperCase() !== 'GET' && !target.includes('/messages') ) headers['idempotency-key'] = uuidv7();
    const res = await fetchServer(url, { method: method.toUpperCase(), headers, body });
    const text = res.text;
    if (res.status === 401 && text.includes(ProblemCode.UseDpopNonce) && attempt === 0) {
      nonce = res.headers.get('dpop-nonce') ?? undefined;
      continue;
    }
    console.log(`${res.status} ${res.statusText}`);
    for (const h of ['etag', 'idempotent-replay']) if (res.headers.get(h)) console.log(`${h}: ${res.headers.get(h)}`);
    try {
      console.log(JSON.stringify(JSON.parse(text), null, 2));
    } catch {
      if (text) console.log(text);
    }
    process.exitCode = res.status >= 200 && res.status < 300 ? CliExit.Ok : CliExit.Failed;
    return;
  }
  process.exitCode = CliExit.Failed; // a second use_dpop_nonce
}

/** `bothy settings`: the value in force of every setting, where it came from, and what it means. */
function printSettings(config: Config): void {
  const rows = describeSettings(config);
  const w = (k: 'name' | 'value' | 'from') => Math.min(48, Math.max(...rows.map((r) => JSON.stringify(r[k]).length)));
  const [name, value, from] = [w('name') - 2, w('value'), w('from') - 2];
  console.log('The settings in force: defaults, then BOTHY_CONFIG_FILE, then BOTHY_* variables (protocol values from contracts/asyncapi.yaml, then the server\'s own).');
  console.log(`${'setting'.padEnd(name)}  ${'value'.padEnd(value)}  ${'from'.padEnd(from)}  meaning`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(name)}  ${JSON.stringify(r.value).padEnd(value)}  ${r.from.padEnd(from)}  ${r.meaning}${r.from === 'default' || r.default === '' ? '' : ` (default ${JSON.stringify(r.default)})`}`);
  }
  console.log('Set any of them with BOTHY_ plus the name in capitals, dots as underscores (cluster.mode: BOTHY_CLUSTER_MODE), or in a JSON file named by BOTHY_CONFIG_FILE with the names as flat keys ({"server.port": "9001"}).');
  if (!config.sources['server.dev_endpoints']) console.log('npm start (the demo) runs with server.dev_endpoints true unless BOTHY_SERVER_DEV_ENDPOINTS is set; the value above is what every other process uses.');
}

async function main(argv: string[]): Promise<void> {
  const [cmd, ...rest] = argv;
  // Read by the commands that need it: a bad BOTHY_* variable must not hide help, uuid or a usage error.
  let loaded: Config | undefined;
  const config = (): Config => (loaded ??= loadConfig());
  switch (cmd) {
    case 'migrate':
      await withDatabase(config(), async (pool) => {
        const r = await migrate(pool, (m) => console.log(m));
        await ensureInstance(pool);
        console.log(`schema at migration ${r.current} (${r.applied.length} applied now)`);
      });
      return;
    case 'restore':
      if (rest[0] !== 'finalize') break;
      await withDatabase(config(), async (pool) => {
        const r = await finalizeRestore(pool);
        console.log(`new sync epoch ${r.syncEpoch} (was ${r.previousEpoch}); head_seq ${r.headSeq}`);
        console.log(`moved to head_seq: ${r.agentConsumers} agent consumers, ${r.webhookSubscriptions} webhook subscriptions, ${r.workerConsumers} worker consumers`);
        console.log('running nodes announce the new epoch now; their connected clients get resync_required epoch_changed (7.3)');
      });
      return;
    case 'retention':
      if (rest[0] !== 'run') break;
      await withDatabase(config(), async (pool) => {
        const log = createLogger(config().server.logLevel);
        const r = await runRetention({ pool, appender: createAppender(config(), log), log }, config().spec['sync.event_retention']);
        console.log(`removed ${r.removed} events; min_retained_seq is ${r.minRetainedSeq}; ${r.reissued} invocations of queued runs written again at the head`);
      });
      return;
    case 'settings':
      printSettings(config());
      return;
    case 'worker':
      await runWorkerProcess(config());
      return;
    case 'dev-token': {
      const i = rest.indexOf('--principal');
      const handle = i >= 0 ? rest[i + 1] : undefined;
      if (!handle) break;
      await devToken(config(), handle);
      return;
    }
    case 'dev-call': {
      const [handle, method, target, body] = rest;
      if (!handle || !method || !target) break;
      await devCall(config(), handle, method, target, body);
      return;
    }
    case 'uuid':
      console.log(uuidv7());
      return;
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return;
  }
  console.error(cmd === undefined ? USAGE : `bothy: unknown command or missing argument: ${argv.join(' ')}\n${USAGE}`);
  process.exitCode = CliExit.Usage;
}

/** The exit code of a failure: usage for configuration, unreachable for a database that is not there. */
function exitCodeOf(err: unknown): number {
  if (err instanceof CliFailure) return err.exitCode;
  if (err instanceof ConfigError) return CliExit.Usage;
  if (isConnectionError(err) || err instanceof DatabaseStartError) return CliExit.Unreachable;
  return CliExit.Failed;
}

// A reader that stops early (`npx bothy settings | head`) closes the pipe: nothing more to write, not a crash.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? CliExit.Ok);
});

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `bothy: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = exitCodeOf(err);
});
