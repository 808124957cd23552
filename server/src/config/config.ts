// The server's configuration: every protocol value of chapter 04 section 18
// (defaults from the contract, via @bothy/generated) plus the operational
// settings of this server. Environment variables or a JSON file override them;
// a bad value stops the start with a message that names it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CloseCode, ConfigValueError, configDefaults, configMeanings, configNames, configSpec, isConfigName, parseConfigValue, type ConfigName, type ConfigValues, type Rate } from '@bothy/generated';
import { redactDatabaseUrl } from '../db/pool.ts';
import { ServerError } from '../errors.ts';
import { DEFAULT_JSON_MAX_DEPTH } from '../internal/json-policy.ts';

/** Above this, a value within the depth limit could still exhaust the stack of recursive code (JSON.stringify, masking). */
const MAX_JSON_MAX_DEPTH = 1000;

export class ConfigError extends ServerError {
  override readonly name = 'ConfigError';
  readonly code = 'config_invalid';
  constructor(readonly problems: string[]) {
    super(`the configuration is not valid:\n  ${problems.join('\n  ')}`);
  }
}

type SettingKind = 'port' | 'count' | 'string' | 'list' | 'boolean' | 'duration' | 'level';

/** Operational settings of this server (not protocol values), with their defaults. */
const SERVER_SETTINGS = {
  'server.host': { kind: 'string', default: '127.0.0.1', meaning: 'address to listen on' },
  'server.port': { kind: 'port', default: '8080', meaning: 'port to listen on (0: any free port)' },
  'server.public_url': { kind: 'string', default: '', meaning: 'https URL clients use to reach this server: the DPoP htu names its https form (6.3), discovery its URLs (6.1), and the gateway upgrade takes an Origin equal to its origin (server.allowed_origins). Empty: each is derived from the request, its absolute target’s authority or else its Host (D495)' },
  'server.allowed_origins': { kind: 'list', default: '', meaning: 'Origins allowed on the gateway upgrade and by REST’s CORS, comma-separated. Besides these the upgrade takes a request without an Origin and one from the server’s own page: with server.public_url set, an Origin equal to its origin (scheme, host and port) and no other; else one naming the host and port the request addressed, its absolute target’s or else its Host’s (D77, D495, D498) (6.3)' },
  'server.data_dir': { kind: 'string', default: '.data', meaning: 'folder for the embedded PostgreSQL (its postgres/ subfolder) when DATABASE_URL is not set, and for the dev credentials of `bothy dev-token`; the environment variable BOTHY_PG_DATA_DIR, an older name that the CI scripts use, sets it too and wins over BOTHY_SERVER_DATA_DIR (D427)' },
  'server.pool_size': { kind: 'count', default: '20', meaning: 'PostgreSQL connections of this process' },
  'server.catchup_read_ahead': { kind: 'count', default: '2', meaning: 'catch-up pages a gateway connection reads at once, each a range of sync.catchup_page_size seqs below its fixed head_seq on a pooled connection of its own, handed out in seq order (7.2, D496); 1: one page after the other, the next read while the current one is sent. The reads beyond one per connection share one budget for the process, (server.pool_size - 1) / 2 rounded down, so that catch-ups never hold the whole pool (D496)' },
  'server.catchup_read_ahead_bytes': { kind: 'count', default: '4194304', meaning: 'no further catch-up page is read ahead for a gateway connection while the envelopes of those read and not yet sent hold this many bytes (7.2, D496); what a connection holds ahead is at most this plus server.catchup_read_ahead pages' },
  'server.write_concurrency': { kind: 'count', default: '6', meaning: 'writing transactions with events at once; more wait in the process, not on the counter lock (3.2)' },
  'server.write_batch_max': { kind: 'count', default: '32', meaning: 'new messages committed together in one transaction at most (group commit, 3.2); also the first deliveries of invocations one gate transaction prepares for an agent consumer at most (15.3, D282)' },
  'server.visibility_cache_size': { kind: 'count', default: '10000', meaning: 'principals whose visibility REST requests and gateway identifies keep while visibility_version stands (authz/visibility-cache.ts, D230)' },
  'server.auth_check_batch_max': { kind: 'count', default: '64', meaning: 'token checks (with the spend of their DPoP proof IDs, D47) sent to PostgreSQL as one statement at most: the checks of the REST requests and of the gateway\'s identifies, resumes and reauths that arrive in one turn of the event loop wait for its end and share a round trip (6.3, D545); 1: one statement per check, each still sent at the end of its turn' },
  'server.claim_batch_max': { kind: 'count', default: '16', meaning: 'device claims of people\'s identifies and resumes sent to PostgreSQL as one statement at most: each creates or reopens its gateway session, takes the device\'s claim with its notice to the other nodes and reads ready\'s snapshot or resume\'s head beside it (6.1, 6.3, D486); the claims of one turn of the event loop share a round trip (D550). One statement reads its snapshots one after the other, so each identify of it waits for all of them; 1: one statement per claim, each still sent at the end of its turn' },
  'server.dpop_proof_cache_size': { kind: 'count', default: '100000', meaning: 'DPoP proof IDs this process remembers to refuse a replay without asking the database; when full it takes no more, and the shared table dpop_proof_ids alone refuses replays (D47)' },
  'server.log_level': { kind: 'level', default: 'info', meaning: 'trace, debug, info, warn, error or fatal' },
  'server.dev_endpoints': { kind: 'boolean', default: 'false', meaning: 'serve POST /api/v1/dev/tokens (never in production)' },
  'server.record_frames_dir': { kind: 'string', default: '', meaning: 'when set, every gateway frame is recorded to JSONL there, secrets masked (G9)' },
  'server.retention_interval': { kind: 'duration', default: '1h', meaning: 'how often the retention job removes events older than sync.event_retention' },
  'server.dispatch_interval': { kind: 'duration', default: '1s', meaning: 'how often the gateway reads the log when no NOTIFY arrives (a lost notification, R-SY-15)' },
  'server.run_cancel_sweep_interval': { kind: 'duration', default: '5s', meaning: 'how often the job ends runs whose agent did not report a requested cancellation within agent.cancel_grace (15.5, D143)' },
  'server.run_stall_after': { kind: 'duration', default: '2m', meaning: 'a running run whose adapter stored no patch for this long gets stall_warned_at from the runs.stall_check job (11.3, D166)' },
  'server.run_stall_check_interval': { kind: 'duration', default: '10s', meaning: 'how often the runs.stall_check job looks for stalled runs (11.3, D166)' },
  'server.access_expiring_notice': { kind: 'duration', default: '24h', meaning: 'access.expiring goes out this long before a grant expires (8.2)' },
  'server.node_id': { kind: 'string', default: '', meaning: 'name of this node in logs and cluster messages; empty: a fresh UUID per process' },
  'server.shutdown_timeout': { kind: 'duration', default: '10s', meaning: 'longest wait for open requests on SIGINT or SIGTERM; a request still running then answers 503 service_unavailable and its database session is ended, so its transaction rolls back where the session could be ended (otherwise it may commit, and its retry gets the replay; D449)' },
  'server.shutdown_delay': { kind: 'duration', default: '0s', meaning: `on SIGINT or SIGTERM, how long the node keeps serving with /readyz 503 "shutting down" before its drain (${CloseCode.ServerRestart}, the port closed), so that a load balancer's health checks take it out first; set it to their interval times the failures they need (D421). New gateway connections are refused with 503 and Retry-After from the signal on (D447). Not part of server.shutdown_timeout` },
  'server.json_max_depth': { kind: 'count', default: String(DEFAULT_JSON_MAX_DEPTH), meaning: `deepest nesting of arrays and objects in a REST body or a gateway frame (at most ${MAX_JSON_MAX_DEPTH}); deeper is 400 validation_failed or close ${CloseCode.DecodeError} (D43)` },
  'server.max_request_bytes': { kind: 'count', default: '1048576', meaning: 'largest REST request body in bytes; larger is 413 payload_too_large (event payloads are bounded by sync.event_payload_max_bytes)' },
  'server.headers_timeout': { kind: 'duration', default: '30s', meaning: 'longest a client may take to send the headers of a request, a REST request or the gateway\'s upgrade; then it is answered 408 request_timeout and its connection closed (Node\'s headersTimeout, checked every second; D507). At most server.request_timeout' },
  'server.request_timeout': { kind: 'duration', default: '120s', meaning: 'longest a client may take to send a whole request, headers and body; then it is answered 408 request_timeout and its connection closed, so that a body sent slowly, within server.max_request_bytes, holds a connection no longer (Node\'s requestTimeout, checked every second; D507). It also bounds how long a request pipelined behind answers still being made on its connection waits for them before it is answered or upgraded (a request Node\'s parser refused, a gateway upgrade, a CONNECT; D530, D533, D534): then the connection is destroyed. A gateway connection, once upgraded, is not bounded by it' },
  'server.database_connect_timeout': { kind: 'duration', default: '5s', meaning: 'longest wait for a new PostgreSQL connection, then the request answers 503; also how long /readyz, the database check and the probes of the LISTEN connection and the cluster.mode lock wait for an answer (D327, D334); 0s: for ever, and no probe' },
  'server.database_query_timeout': { kind: 'duration', default: '60s', meaning: 'longest a PostgreSQL connection may leave every statement sent on it unanswered; then it is closed, its requests answer 503 and the pool opens a new one (a network that withholds bytes, D327; PostgreSQL may still run the statement: see client_connection_check_interval); 0s: no deadline. The migrations at start-up have none' },
  'server.database_idle_transaction_timeout': { kind: 'duration', default: '15s', meaning: 'longest PostgreSQL keeps a transaction of this node open while no statement of it runs (idle_in_transaction_session_timeout of every pooled connection); then it ends the session and its locks go. A node stopped (SIGSTOP) or cut off from PostgreSQL inside a transaction otherwise holds its locks until TCP gives up; a permission change\'s lock holds every message write of every node (D406); 0s: no limit' },
  'server.database_prepared_statements': { kind: 'boolean', default: 'true', meaning: 'the statements sent on every request (token check, log reads, catch-up pages) are prepared once per connection (D278), and the statements of the write path with SQL PREPARE (D281); false where something between the node and PostgreSQL refuses named statements (a pooler must keep sessions anyway: LISTEN and the node lock)' },
  'server.database_check_interval': { kind: 'duration', default: '2s', meaning: 'how often a node reads the instance row: database reachable (log, /readyz, Retry-After) and the sync epoch in case a notification of restore finalize was lost (7.5); also how often the LISTEN connection and the connection of the cluster.mode lock are probed (D334)' },
  'server.workers': { kind: 'boolean', default: 'true', meaning: 'run the worker consumers (webhooks, push; 7.6) in this server process; false for nodes whose workers run as `bothy worker`' },
  'server.worker_interval': { kind: 'duration', default: '1s', meaning: 'how often the worker looks for new events and due deliveries when no NOTIFY wakes it (7.6)' },
  'server.push_send_timeout': { kind: 'duration', default: '10s', meaning: 'longest a push send may take (workers/push.ts, 7.6, 8.3 "Push"; D413, D433); then it counts as failed, and the job, whose send may still go out, waits until its lease runs out. A job is claimed with a lease of twice this plus 5s, sent outside any transaction, and no other node takes it while the lease holds' },
  'server.push_retry_base': { kind: 'duration', default: '1s', meaning: 'base of the full-jitter backoff between attempts of a push job whose send failed or did not answer within server.push_send_timeout: the next attempt waits a random time up to min(server.push_retry_cap, this x 2^attempts), as a webhook delivery waits by webhook.retry_base (workers/push.ts, 7.6; D443)' },
  'server.push_retry_cap': { kind: 'duration', default: '5m', meaning: 'largest wait between attempts of a push job (workers/push.ts, 7.6; D443)' },
  'server.push_max_attempts': { kind: 'count', default: '10', meaning: 'attempts of a push job at most; the job whose last attempt failed is dropped (reason push_attempts_exhausted, a warning in the log) instead of being tried again (workers/push.ts, 7.6; D443)' },
  'server.live_epoch_retry_base': { kind: 'duration', default: '100ms', meaning: 'base of the full-jitter backoff between attempts of the live box\'s read of the focused threads\' active runs after a new sync epoch (one statement per 1000 threads) whose statement failed: the next attempt waits a random time up to min(server.live_epoch_retry_cap, this x 2^attempts); retried until it succeeds, its connections closed or a newer epoch came (gateway/live-runs.ts, 7.5, 11.3; D458)' },
  'server.live_epoch_retry_cap': { kind: 'duration', default: '5s', meaning: 'largest wait between attempts of the live box\'s read after a new sync epoch (gateway/live-runs.ts, 7.5, 11.3; D458)' },
  'server.webhook_concurrency': { kind: 'count', default: '64', meaning: 'webhook subscriptions one worker sends to at once (7.6, D349); each serves at most server.webhook_jobs_per_turn jobs and then goes behind the other due ones' },
  'server.webhook_jobs_per_turn': { kind: 'count', default: '32', meaning: 'jobs a webhook subscription is sent in a row while it holds one of the worker\'s server.webhook_concurrency slots; then it yields the slot to the other due subscriptions (7.6, D349)' },
  'server.webhook_subscriptions_per_agent': { kind: 'count', default: '10', meaning: 'webhook subscriptions one agent may have; another answers 409 subscription_limit_reached (15.6, D349)' },
  'server.webhook_allowed_hosts': { kind: 'list', default: '', meaning: 'hosts a webhook subscription may name although they are loopback or private addresses, comma-separated (15.6, D124); server.dev_endpoints allows every such host' },
  // The demo of `npm start` (issue 21).
  'server.demo_agent': { kind: 'boolean', default: 'true', meaning: 'with server.dev_endpoints, `npm start` runs the demo agent helper (demo/agent.ts) as a child process; false leaves helper to another adapter (the live conformance suite connects as helper)' },
} as const satisfies Record<string, { kind: SettingKind; default: string; meaning: string }>;

export type ServerSettingName = keyof typeof SERVER_SETTINGS;

export interface ServerSettings {
  host: string;
  port: number;
  publicUrl: string;
  allowedOrigins: string[];
  dataDir: string;
  poolSize: number;
  catchupReadAhead: number;
  catchupReadAheadBytes: number;
  writeConcurrency: number;
  writeBatchMax: number;
  authCheckBatchMax: number;
  claimBatchMax: number;
  visibilityCacheSize: number;
  dpopProofCacheSize: number;
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
  devEndpoints: boolean;
  recordFramesDir: string;
  retentionIntervalMs: number;
  dispatchIntervalMs: number;
  nodeId: string;
  accessExpiringNoticeMs: number;
  runCancelSweepIntervalMs: number;
  runStallAfterMs: number;
  runStallCheckIntervalMs: number;
  shutdownTimeoutMs: number;
  shutdownDelayMs: number;
  jsonMaxDepth: number;
  maxRequestBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  databaseConnectTimeoutMs: number;
  databaseCheckIntervalMs: number;
  databaseQueryTimeoutMs: number;
  databaseIdleTransactionTimeoutMs: number;
  databasePreparedStatements: boolean;
  workers: boolean;
  workerIntervalMs: number;
  webhookAllowedHosts: string[];
  webhookConcurrency: number;
  webhookJobsPerTurn: number;
  pushSendTimeoutMs: number;
  pushRetryBaseMs: number;
  pushRetryCapMs: number;
  pushMaxAttempts: number;
  liveEpochRetryBaseMs: number;
  liveEpochRetryCapMs: number;
  webhookSubscriptionsPerAgent: number;
  demoAgent: boolean;
}

export interface Config {
  /** Protocol values of chapter 04 under their spec names. */
  spec: ConfigValues;
  server: ServerSettings;
  /** DATABASE_URL, when set. */
  databaseUrl?: string;
  /** Where each value that is not its default came from: the environment variable, the file or `override`. */
  sources: Record<string, { text: string; from: string }>;
}

/**
 * Variables of this repository's clients (the SDK's examples, demo/agent.ts, an adapter's API token;
 * README): not server settings, and no reason to refuse the start of a server in the same shell.
 */
const CLIENT_VARIABLES = new Set(['BOTHY_URL', 'BOTHY_PRINCIPAL', 'BOTHY_API_TOKEN']);

/** `sync.catchup_page_size` -> `BOTHY_SYNC_CATCHUP_PAGE_SIZE`. */
export function envName(name: string): string {
  return `BOTHY_${name.replace(/[.]/g, '_').toUpperCase()}`;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

function parseSetting(name: ServerSettingName, raw: string): unknown {
  const { kind } = SERVER_SETTINGS[name];
  const text = raw.trim();
  switch (kind) {
    case 'port': {
      const n = Number(text);
      if (!/^[0-9]+$/.test(text) || n > 65535) throw new ConfigValueError(name, raw, 'a port number 0-65535');
      return n;
    }
    case 'count':
      if (!/^[1-9][0-9]*$/.test(text)) throw new ConfigValueError(name, raw, 'a whole number above 0');
      return Number(text);
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(text)) throw new ConfigValueError(name, raw, 'true or false');
      return text === 'true' || text === '1';
    case 'list':
      return text ? text.split(',').map((s) => s.trim()).filter(Boolean) : [];
    case 'level':
      if (!LEVELS.includes(text)) throw new ConfigValueError(name, raw, LEVELS.join(', '));
      return text;
    case 'duration':
      try {
        return parseConfigValue('sync.identify_timeout', text); // the contract's duration syntax
      } catch (err) {
        // The contract's parser names the value it was asked for; this one is ours (D402).
        if (err instanceof ConfigValueError) throw new ConfigValueError(name, raw, err.expected);
        throw err;
      }
    default:
      return text;
  }
}

/** The longest wait a Node timer takes; a longer one fires after 1 ms (TimeoutOverflowWarning). */
export const MAX_TIMER_MS = 2_147_483_647;

/** Room kept in a WebSocket frame for what surrounds a payload or a run document: the dispatch frame, the envelope, its delivery fields (2.2, 2.3). */
export const FRAME_RESERVE_BYTES = 4096;

/**
 * The most JSON bytes of content (an event's payload, a run document's) that one frame of
 * sync.ws_max_frame_bytes carries with its envelope: the frame less FRAME_RESERVE_BYTES, never below
 * half of it, so that a small frame limit still leaves room (D306, D485).
 */
export function frameContentMaxBytes(frameBytes: number): number {
  return Math.max(frameBytes - FRAME_RESERVE_BYTES, Math.floor(frameBytes / 2));
}

/**
 * Values where 0 means something (D402), with what it means; every other duration, count, byte size
 * and rate must be above 0: a zero interval is a busy loop, a zero limit refuses everything.
 */
const ZERO_MEANS: Partial<Record<string, string>> = {
  'server.database_connect_timeout': 'for ever',
  'server.database_query_timeout': 'no deadline',
  'server.database_idle_transaction_timeout': 'no limit',
  'server.access_expiring_notice': 'no access.expiring notice (authz/expiry.ts: expires_at > now() AND <= now() + 0)',
  'sync.run_patch_coalesce_interval': 'no coalescing',
  'sync.typing_min_interval': 'no throttle',
  'agent.run_update_min_interval': 'no throttle',
  'message.max_attachments': 'no attachments',
};

/**
 * Durations that are ages compared with timestamps, never a timer's wait: they may exceed MAX_TIMER_MS.
 * Every other duration ends up in setTimeout or setInterval somewhere (server, SDK or adapter).
 */
const AGES = new Set<string>([
  'sync.event_retention', 'sync.idempotency_key_ttl', 'sync.resume_window', 'client.cache_max_age', 'agent.invocation_token_ttl',
  'auth.dpop_nonce_ttl', 'webhook.pause_after', 'file.invocation_hold_max', 'voice.transcript_hold_max', 'server.access_expiring_notice',
]);

type Kind = SettingKind | 'bytes' | 'rate' | 'choice';

function kindOf(name: string): Kind {
  if (isConfigName(name)) {
    const k = configSpec[name].kind;
    return typeof k === 'string' ? k : 'choice';
  }
  return SERVER_SETTINGS[name as ServerSettingName].kind;
}

/** The default of a setting in its text form. */
function defaultText(name: string): string {
  return isConfigName(name) ? String(configSpec[name].default) : SERVER_SETTINGS[name as ServerSettingName].default;
}

/** The problem of a parsed value that its setting cannot mean, or undefined (D402). */
function outOfRange(name: string, text: string, value: unknown): string | undefined {
  const kind = kindOf(name);
  const zeroOk = ZERO_MEANS[name] !== undefined;
  const shown = JSON.stringify(text);
  if (kind === 'duration') {
    const ms = value as number;
    if (ms === 0 && !zeroOk) return `${name}: ${shown} is not a duration above 0 (a zero interval or timeout makes no sense here), such as ${defaultText(name)} (the default)`;
    if (ms > MAX_TIMER_MS && !AGES.has(name)) return `${name}: ${shown} is longer than a timer can wait; at most 24d (${MAX_TIMER_MS}ms)`;
  } else if (kind === 'count' || kind === 'bytes') {
    const n = value as number;
    if (!Number.isSafeInteger(n)) return `${name}: ${shown} is too large; at most ${Number.MAX_SAFE_INTEGER}`;
    if (n === 0 && !zeroOk) return `${name}: ${shown} is not a whole number above 0 (0 makes no sense here), such as ${defaultText(name)} (the default)`;
  } else if (kind === 'rate') {
    const r = value as Rate;
    if (!Number.isSafeInteger(r.limit) || r.limit === 0 || r.window_ms === 0 || r.window_ms > MAX_TIMER_MS) {
      return `${name}: ${shown} is not a rate <limit>/<window> with both above 0 and the window at most 24d, such as ${defaultText(name)} (the default)`;
    }
  }
  return undefined;
}

/** http(s) or ws(s), a host, an optional port, and no path beyond "/", no query, no credentials. */
function isOriginUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(u.protocol) && u.host !== '' && u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
  } catch {
    return false;
  }
}

/**
 * Values of section 18 (and the ones it names) that this server reads nowhere (D404): a client's own,
 * which the SDK takes from its options with the contract's default, or one with nothing to act on yet.
 * Setting one changes nothing here; the start says so instead of taking it in silence.
 */
export const NOT_READ_BY_SERVER: Partial<Record<ConfigName, string>> = {
  'sync.reconnect_backoff_base': 'a client value: the SDK takes it from its own options (reconnectBase)',
  'sync.reconnect_backoff_cap': 'a client value: the SDK takes it from its own options (reconnectCap)',
  'client.cache_max_age': 'a client value: the SDK takes it from its own options',
  'client.outbox_retry_base': 'a client value: the SDK takes it from its own options',
  'client.outbox_retry_cap': 'a client value: the SDK takes it from its own options',
  'perf.event_commit_min_per_s': 'a target of npm run bench:commit, not a setting of a running server',
  'file.invocation_hold_max': 'this server stores no files, so no invocation is held (D83)',
  'voice.transcript_hold_max': 'this server creates no transcripts, so no invocation is held (D83)',
};

/** The settings given (not their default) that this server does not read, with why. */
export function unreadSettings(config: Config): { name: string; from: string; why: string }[] {
  return Object.entries(NOT_READ_BY_SERVER)
    .filter(([name]) => config.sources[name])
    .map(([name, why]) => ({ name, from: config.sources[name]!.from, why: why! }));
}

/** Levenshtein distance, for the suggestion of a misspelt variable. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** "; did you mean …?" for an unknown variable close to a known one (a typo, a missing part of the name), or "". */
function closestName(unknown: string, known: string[]): string {
  if (unknown === 'BOTHY_DATABASE_URL') return '; the database is DATABASE_URL, without BOTHY_';
  const tail = unknown.slice('BOTHY_'.length);
  const near = known.filter((n) => distance(unknown, n) <= 2 || (tail.length >= 4 && n.endsWith(`_${tail}`)));
  return near.length > 0 && near.length <= 3 ? `; did you mean ${near.join(' or ')}?` : '';
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** Overrides by name (spec names and server.* names), applied last; for tests and embedding. */
  overrides?: Record<string, string | number | boolean>;
  cwd?: string;
}

/** Reads defaults, then BOTHY_CONFIG_FILE, then BOTHY_* variables, then overrides. */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const env = options.env ?? process.env;
  const raw = new Map<string, string>();
  const sources: Config['sources'] = {};
  const problems: string[] = [];
  const known = (name: string) => isConfigName(name) || name in SERVER_SETTINGS;

  const file = env.BOTHY_CONFIG_FILE;
  if (file) {
    try {
      const parsed = JSON.parse(readFileSync(path.resolve(options.cwd ?? process.cwd(), file), 'utf8')) as Record<string, unknown>;
      for (const [k, v] of Object.entries(parsed)) {
        if (!known(k)) {
          const nested = v !== null && typeof v === 'object' && !Array.isArray(v);
          problems.push(`${file}: unknown setting ${k}${nested ? ` (the file takes the names as flat keys, e.g. {"${k}.${Object.keys(v as object)[0] ?? 'name'}": ...})` : ''}`);
        }
        else if (!['string', 'number', 'boolean'].includes(typeof v) && !(Array.isArray(v) && v.every((e) => typeof e === 'string'))) {
          problems.push(`${file}: ${k} is ${JSON.stringify(v)}; write a string, a number or true/false (a list as ["a", "b"] or "a,b")`);
        } else {
          raw.set(k, String(v));
          sources[k] = { text: String(v), from: `BOTHY_CONFIG_FILE ${file}` };
        }
      }
    } catch (err) {
      problems.push(`BOTHY_CONFIG_FILE ${file} cannot be read as JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const byEnv = new Map<string, string>([...configNames, ...(Object.keys(SERVER_SETTINGS) as ServerSettingName[])].map((n) => [envName(n), n]));
  for (const [k, v] of Object.entries(env)) {
    // BOTHY_TEST_* belong to the test harness, not to the server.
    // A name in other case is not read by anything (the environment is case-sensitive): a typo to report (D402).
    if (!k.startsWith('BOTHY_') && k.toUpperCase().startsWith('BOTHY_') && !k.toUpperCase().startsWith('BOTHY_TEST_')) {
      problems.push(`${k} is not a setting: the names are in capitals (${k.toUpperCase()})`);
      continue;
    }
    if (!k.startsWith('BOTHY_') || k.startsWith('BOTHY_TEST_') || CLIENT_VARIABLES.has(k) || k === 'BOTHY_CONFIG_FILE' || k === 'BOTHY_PG_DATA_DIR' || v === undefined) continue;
    const name = byEnv.get(k);
    if (!name) problems.push(`${k} is not a setting (the names are BOTHY_ plus the setting name, e.g. ${envName('sync.catchup_page_size')})${closestName(k, [...byEnv.keys()])}`);
    else {
      raw.set(name, v);
      sources[name] = { text: v, from: k };
    }
  }
  for (const [k, v] of Object.entries(options.overrides ?? {})) {
    if (!known(k)) problems.push(`override: unknown setting ${k}`);
    else {
      raw.set(k, String(v));
      sources[k] = { text: String(v), from: 'override' };
    }
  }

  const spec = { ...configDefaults } as ConfigValues;
  const server: Record<string, unknown> = {};
  for (const name of Object.keys(SERVER_SETTINGS) as ServerSettingName[]) {
    server[name] = parseSetting(name, SERVER_SETTINGS[name].default);
  }
  for (const [name, text] of raw) {
    try {
      const value = isConfigName(name) ? parseConfigValue(name, text) : parseSetting(name as ServerSettingName, text);
      const problem = outOfRange(name, text, value);
      if (problem) problems.push(problem);
      else if (isConfigName(name)) (spec as Record<ConfigName, unknown>)[name] = value;
      else server[name] = value;
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (spec['sync.reconnect_backoff_base'] > spec['sync.reconnect_backoff_cap']) problems.push('sync.reconnect_backoff_base must not exceed sync.reconnect_backoff_cap');
  // 12 (D426): a renewal may come only every sync.typing_min_interval; an indicator that ends sooner goes out while the person still types.
  if (spec['sync.typing_ttl'] <= spec['sync.typing_min_interval']) problems.push('sync.typing_ttl must be longer than sync.typing_min_interval (12: typing.start renews the indicator at most once per sync.typing_min_interval; a shorter sync.typing_ttl ends it while the person still types)');
  if (spec['sync.reauth_lead_time'] >= 3_600_000) problems.push('sync.reauth_lead_time must be shorter than an hour');
  // 2.2, 2.3 (D485): an event of the largest payload must still fit one frame with its envelope, or it
  // could be written but never delivered over the gateway (a client that enforces the limit closes 1009 on it, again and again).
  const payloadRoom = frameContentMaxBytes(spec['sync.ws_max_frame_bytes']);
  if (spec['sync.event_payload_max_bytes'] > payloadRoom) {
    problems.push(`sync.event_payload_max_bytes (${spec['sync.event_payload_max_bytes']}) must leave room for the envelope within sync.ws_max_frame_bytes (${spec['sync.ws_max_frame_bytes']}): at most ${payloadRoom}, or raise sync.ws_max_frame_bytes`);
  }
  // 12 (D254): the gateway heartbeat of an adapter counts as a heartbeat; a timeout within its interval would flap.
  if (spec['agent.presence_timeout'] <= spec['sync.heartbeat_interval']) problems.push('agent.presence_timeout must be longer than sync.heartbeat_interval (12: the gateway heartbeat of an adapter counts as one)');
  if (spec['webhook.retry_base'] > spec['webhook.retry_cap']) problems.push('webhook.retry_base must not exceed webhook.retry_cap');
  if ((server['server.headers_timeout'] as number) > (server['server.request_timeout'] as number)) problems.push('server.headers_timeout must not exceed server.request_timeout');
  if ((server['server.push_retry_base'] as number) > (server['server.push_retry_cap'] as number)) problems.push('server.push_retry_base must not exceed server.push_retry_cap');
  if ((server['server.live_epoch_retry_base'] as number) > (server['server.live_epoch_retry_cap'] as number)) problems.push('server.live_epoch_retry_base must not exceed server.live_epoch_retry_cap');
  // 6.3: an Origin header is scheme://host[:port] in lower case (or null); an entry of another form could never match.
  for (const o of server['server.allowed_origins'] as string[]) {
    if (o !== 'null' && !/^[a-z][a-z0-9+.-]*:\/\/[^/\s?#A-Z]+$/.test(o)) problems.push(`server.allowed_origins: ${JSON.stringify(o)} is no origin; write it as the browser sends it, scheme and host (and port) in lower case, e.g. https://app.example.com`);
  }
  // Node listens on every interface for an empty host: a BOTHY_SERVER_HOST= left empty must not open the node to the network (D402).
  if (!(server['server.host'] as string)) problems.push('server.host: "" is no address; write the address to listen on, e.g. 127.0.0.1 (the default) or 0.0.0.0 for every interface');
  // 6.3: the DPoP htu and discovery are built on its origin; another form failed every authenticated request (D402).
  const publicUrl = server['server.public_url'] as string;
  if (publicUrl && !isOriginUrl(publicUrl)) problems.push(`server.public_url: ${JSON.stringify(maskSecret(publicUrl))} is not a URL of scheme and host only; write it as clients reach this server, e.g. https://chat.example.com (no path: a server under a path prefix is not supported)`);
  if ((server['server.json_max_depth'] as number) > MAX_JSON_MAX_DEPTH) problems.push(`server.json_max_depth must be at most ${MAX_JSON_MAX_DEPTH}`);
  if (problems.length) throw new ConfigError(problems);
  if (env.BOTHY_PG_DATA_DIR) sources['server.data_dir'] = { text: env.BOTHY_PG_DATA_DIR, from: 'BOTHY_PG_DATA_DIR' };

  const s = server as Record<ServerSettingName, never>;
  return {
    spec,
    databaseUrl: env.DATABASE_URL || undefined,
    sources,
    server: {
      host: s['server.host'],
      port: s['server.port'],
      publicUrl: s['server.public_url'],
      allowedOrigins: s['server.allowed_origins'],
      dataDir: env.BOTHY_PG_DATA_DIR || s['server.data_dir'],
      poolSize: s['server.pool_size'],
      catchupReadAhead: s['server.catchup_read_ahead'],
      catchupReadAheadBytes: s['server.catchup_read_ahead_bytes'],
      writeConcurrency: s['server.write_concurrency'],
      writeBatchMax: s['server.write_batch_max'],
      authCheckBatchMax: s['server.auth_check_batch_max'],
      claimBatchMax: s['server.claim_batch_max'],
      visibilityCacheSize: s['server.visibility_cache_size'],
      dpopProofCacheSize: s['server.dpop_proof_cache_size'],
      logLevel: s['server.log_level'],
      devEndpoints: s['server.dev_endpoints'],
      recordFramesDir: s['server.record_frames_dir'],
      retentionIntervalMs: s['server.retention_interval'],
      dispatchIntervalMs: s['server.dispatch_interval'],
      nodeId: s['server.node_id'],
      accessExpiringNoticeMs: s['server.access_expiring_notice'],
      runCancelSweepIntervalMs: s['server.run_cancel_sweep_interval'],
      runStallAfterMs: s['server.run_stall_after'],
      runStallCheckIntervalMs: s['server.run_stall_check_interval'],
      shutdownTimeoutMs: s['server.shutdown_timeout'],
      shutdownDelayMs: s['server.shutdown_delay'],
      jsonMaxDepth: s['server.json_max_depth'],
      maxRequestBytes: s['server.max_request_bytes'],
      headersTimeoutMs: s['server.headers_timeout'],
      requestTimeoutMs: s['server.request_timeout'],
      databaseConnectTimeoutMs: s['server.database_connect_timeout'],
      databaseCheckIntervalMs: s['server.database_check_interval'],
      databaseQueryTimeoutMs: s['server.database_query_timeout'],
      databaseIdleTransactionTimeoutMs: s['server.database_idle_transaction_timeout'],
      databasePreparedStatements: s['server.database_prepared_statements'],
      workers: s['server.workers'],
      workerIntervalMs: s['server.worker_interval'],
      webhookAllowedHosts: s['server.webhook_allowed_hosts'],
      webhookConcurrency: s['server.webhook_concurrency'],
      webhookJobsPerTurn: s['server.webhook_jobs_per_turn'],
      pushSendTimeoutMs: s['server.push_send_timeout'],
      pushRetryBaseMs: s['server.push_retry_base'],
      pushRetryCapMs: s['server.push_retry_cap'],
      pushMaxAttempts: s['server.push_max_attempts'],
      liveEpochRetryBaseMs: s['server.live_epoch_retry_base'],
      liveEpochRetryCapMs: s['server.live_epoch_retry_cap'],
      webhookSubscriptionsPerAgent: s['server.webhook_subscriptions_per_agent'],
      demoAgent: s['server.demo_agent'],
    },
  };
}

export interface EffectiveSetting {
  name: string;
  env: string;
  /** The value in force, in its text form (a password in a URL masked). */
  value: string;
  default: string;
  /** `default`, the environment variable, `BOTHY_CONFIG_FILE <path>` or `override`. */
  from: string;
  meaning: string;
}

/** A URL with its secrets replaced (redactDatabaseUrl); any other text unchanged. */
export function maskSecret(text: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? redactDatabaseUrl(text) : text;
}

/**
 * Every setting with the value in force and where it came from, protocol values
 * (section 18, including cluster.mode) and this server's own, for `bothy settings`.
 * DATABASE_URL comes first, its password masked.
 */
export function describeSettings(config: Config): EffectiveSetting[] {
  const entry = (name: string, def: string, meaning: string): EffectiveSetting => {
    const src = config.sources[name];
    return { name, env: envName(name), value: maskSecret(src?.text ?? def), default: def, from: src?.from ?? 'default', meaning };
  };
  return [
    {
      name: 'DATABASE_URL',
      env: 'DATABASE_URL',
      value: config.databaseUrl ? maskSecret(config.databaseUrl) : '',
      default: '',
      from: config.databaseUrl ? 'DATABASE_URL' : 'default',
      meaning: 'the PostgreSQL of this node; every node of a cluster names the same database. Empty: the embedded PostgreSQL in server.data_dir',
    },
    ...configNames.map((n) => entry(n, String(configSpec[n].default), NOT_READ_BY_SERVER[n] ? `${configMeanings[n]} [not read by this server: ${NOT_READ_BY_SERVER[n]}]` : configMeanings[n])),
    ...Object.entries(SERVER_SETTINGS).map(([n, s]) => entry(n, s.default, s.meaning)),
  ];
}
