import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configDefaults, configNames, configSpec } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { ConfigError, NOT_READ_BY_SERVER, describeSettings, envName, loadConfig, maskSecret, unreadSettings } from '../../src/config/config.ts';

describe('configuration (18)', () => {
  it('has every value of section 18 under its spec name with the contract default', () => {
    const c = loadConfig({ env: {} });
    for (const name of configNames) expect(c.spec[name]).toEqual(configDefaults[name]);
    expect(c.spec['sync.catchup_page_size']).toBe(500);
  });

  it('takes BOTHY_<NAME> from the environment and overrides on top', () => {
    const c = loadConfig({ env: { [envName('sync.catchup_page_size')]: '50', BOTHY_SERVER_PORT: '9000' }, overrides: { 'sync.typing_ttl': '3s', 'sync.typing_min_interval': '2s' } });
    expect(c.spec['sync.catchup_page_size']).toBe(50);
    expect(c.server.port).toBe(9000);
    expect(c.spec['sync.typing_ttl']).toBe(3000);
  });

  it('stops on a bad value with a message that names every problem', () => {
    const attempt = () => loadConfig({ env: { BOTHY_SYNC_IDENTIFY_TIMEOUT: 'soon', BOTHY_SERVER_PORT: '70000', BOTHY_SYNC_CATCHUP_PAGE_SIZ: '5' } });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const msg = (err as ConfigError).message;
      expect(msg).toContain('sync.identify_timeout');
      expect(msg).toContain('server.port');
      expect(msg).toContain('BOTHY_SYNC_CATCHUP_PAGE_SIZ is not a setting');
    }
  });
  it('a BOTHY_CONFIG_FILE with nested objects is refused with the flat form it wants', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bothy-config-'));
    try {
      await writeFile(path.join(dir, 'nested.json'), JSON.stringify({ server: { port: 9002 } }));
      await writeFile(path.join(dir, 'flat.json'), JSON.stringify({ 'server.port': '9002' }));
      expect(() => loadConfig({ env: { BOTHY_CONFIG_FILE: 'nested.json' }, cwd: dir })).toThrow(/unknown setting server \(the file takes the names as flat keys, e\.g\. \{"server\.port": \.\.\.\}\)/);
      expect(loadConfig({ env: { BOTHY_CONFIG_FILE: 'flat.json' }, cwd: dir }).server.port).toBe(9002);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('refuses an entry of server.allowed_origins that is no origin (6.3): without its scheme it could never match', () => {
    expect(() => loadConfig({ env: { BOTHY_SERVER_ALLOWED_ORIGINS: 'app.example.com' } })).toThrow(/server.allowed_origins: "app.example.com" is no origin/);
    expect(() => loadConfig({ env: { BOTHY_SERVER_ALLOWED_ORIGINS: 'https://app.example.com/' } })).toThrow(ConfigError);
    expect(() => loadConfig({ env: { BOTHY_SERVER_ALLOWED_ORIGINS: 'HTTPS://App.Example.com' } })).toThrow(ConfigError); // browsers send lower case
    const origins = ['https://app.example.com', 'http://127.0.0.1:5173', 'capacitor://localhost', 'chrome-extension://abcdefghijklmnop', 'null'];
    expect(loadConfig({ env: { BOTHY_SERVER_ALLOWED_ORIGINS: origins.join(', ') } }).server.allowedOrigins).toEqual(origins);
  });
  it('refuses agent.presence_timeout at or below sync.heartbeat_interval: a connected adapter would flap offline between its gateway heartbeats (12, D254)', () => {
    expect(() => loadConfig({ env: {}, overrides: { 'agent.presence_timeout': '30s' } })).toThrow(/agent.presence_timeout must be longer than sync.heartbeat_interval/);
    expect(() => loadConfig({ env: { BOTHY_AGENT_PRESENCE_TIMEOUT: '900ms' } })).toThrow(ConfigError);
    expect(loadConfig({ env: {}, overrides: { 'agent.presence_timeout': '900ms', 'sync.heartbeat_interval': '300ms' } }).spec['agent.presence_timeout']).toBe(900);
  });
  it('refuses server.headers_timeout above server.request_timeout: Node refuses such a server, and the request would end first (D507)', () => {
    expect(() => loadConfig({ env: {}, overrides: { 'server.headers_timeout': '3m' } })).toThrow(/server.headers_timeout must not exceed server.request_timeout/);
    expect(() => loadConfig({ env: { BOTHY_SERVER_REQUEST_TIMEOUT: '0s' } })).toThrow(ConfigError);
    expect(loadConfig({ env: { BOTHY_SERVER_HEADERS_TIMEOUT: '5s', BOTHY_SERVER_REQUEST_TIMEOUT: '5s' } }).server).toMatchObject({ headersTimeoutMs: 5000, requestTimeoutMs: 5000 });
  });
  it('refuses sync.typing_ttl at or below sync.typing_min_interval: the indicator would end between two renewals of a person who types on (12, D426)', () => {
    expect(() => loadConfig({ env: {}, overrides: { 'sync.typing_ttl': '5s' } })).toThrow(/sync.typing_ttl must be longer than sync.typing_min_interval/);
    expect(() => loadConfig({ env: { BOTHY_SYNC_TYPING_TTL: '3s', BOTHY_SYNC_TYPING_MIN_INTERVAL: '4s' } })).toThrow(ConfigError);
    expect(loadConfig({ env: { BOTHY_SYNC_TYPING_TTL: '3s', BOTHY_SYNC_TYPING_MIN_INTERVAL: '2s' } }).spec['sync.typing_ttl']).toBe(3000);
    expect(loadConfig({ env: { BOTHY_SYNC_TYPING_MIN_INTERVAL: '0s' } }).spec['sync.typing_min_interval']).toBe(0); // no throttle: any TTL
  });
  it('refuses sync.event_payload_max_bytes that leaves no room for the envelope within sync.ws_max_frame_bytes: such an event could be written but never delivered (2.2, 2.3, D485)', () => {
    expect(() => loadConfig({ env: {}, overrides: { 'sync.event_payload_max_bytes': 2_000_000 } })).toThrow(/sync.event_payload_max_bytes \(2000000\) must leave room for the envelope within sync.ws_max_frame_bytes \(1048576\): at most 1044480/);
    expect(() => loadConfig({ env: { BOTHY_SYNC_EVENT_PAYLOAD_MAX_BYTES: '1044481' } })).toThrow(ConfigError);
    expect(loadConfig({ env: { BOTHY_SYNC_EVENT_PAYLOAD_MAX_BYTES: '1044480' } }).spec['sync.event_payload_max_bytes']).toBe(1_044_480);
    // A small frame keeps half of itself for the payload (the reserve never takes more than half).
    expect(loadConfig({ env: {}, overrides: { 'sync.ws_max_frame_bytes': 4096, 'sync.event_payload_max_bytes': 2048 } }).spec['sync.event_payload_max_bytes']).toBe(2048);
    expect(() => loadConfig({ env: {}, overrides: { 'sync.ws_max_frame_bytes': 4096, 'sync.event_payload_max_bytes': 2049 } })).toThrow(ConfigError);
    // The defaults hold.
    expect(loadConfig({ env: {} }).spec['sync.event_payload_max_bytes']).toBe(65_536);
  });
  it('refuses a webhook retry base above its cap, and reads the webhook settings (15.6, D123, D124)', () => {
    expect(() => loadConfig({ env: {}, overrides: { 'webhook.retry_base': '10m', 'webhook.retry_cap': '1m' } })).toThrow(/webhook.retry_base must not exceed webhook.retry_cap/);
    const c = loadConfig({ env: { BOTHY_SERVER_WEBHOOK_ALLOWED_HOSTS: 'hooks.internal, 10.0.0.5', BOTHY_SERVER_WORKERS: 'false' } });
    expect(c.server.webhookAllowedHosts).toEqual(['hooks.internal', '10.0.0.5']);
    expect(c.server.workers).toBe(false);
    expect(c.spec['webhook.request_timeout']).toBe(10_000);
  });
});

describe('configuration from the environment of a test harness', () => {
  it('ignores BOTHY_TEST_* variables, which belong to the harness', () => {
    expect(() => loadConfig({ env: { BOTHY_TEST_LOG: 'debug' } })).not.toThrow();
    expect(() => loadConfig({ env: { BOTHY_TESTING: '1' } })).toThrow(ConfigError);
  });
  it('ignores the variables of the repository\'s clients (README: BOTHY_URL, BOTHY_PRINCIPAL, BOTHY_API_TOKEN), so a server starts in the same shell', () => {
    expect(problemsOf({ BOTHY_URL: 'http://127.0.0.1:8080', BOTHY_PRINCIPAL: 'sam', BOTHY_API_TOKEN: 'bothy_at_x' })).toEqual([]);
    expect(problemsOf({ BOTHY_URLS: 'x' })).toHaveLength(1);
  });
});

describe('secrets in shown settings and logs (README: passwords masked)', () => {
  it.each([
    ['the password of the user part', 'postgres://u:secret@db:5432/x', 'postgres://u:***@db:5432/x'],
    ['a password query parameter', 'postgres://u@db/x?sslmode=require&password=secret', 'postgres://u@db/x?sslmode=require&password=***'],
    ['a URL that cannot be parsed', 'postgres://u:secret@[bad/db', '<unparseable URL, not shown>'],
    ['a URL without a secret, unchanged', 'https://chat.example', 'https://chat.example'],
    ['text that is no URL, unchanged', '127.0.0.1', '127.0.0.1'],
  ])('%s', (_what, given, want) => {
    expect(maskSecret(given)).toBe(want);
    expect(maskSecret(given)).not.toContain('secret');
  });
});

/** The problems of a configuration that is refused, or [] for one that is taken. */
function problemsOf(env: Record<string, string>, overrides: Record<string, string> = {}): string[] {
  try {
    loadConfig({ env, overrides });
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.problems;
  }
}

describe('values a setting cannot mean stop the start, named with the accepted form (18, D402)', () => {
  it('every default of the contract and of the server is within the bounds', () => {
    expect(problemsOf({})).toEqual([]);
    for (const name of configNames) expect(problemsOf({}, { [name]: String(configSpec[name].default) }), name).toEqual([]);
  });

  it.each([
    ['a zero interval of the server (a busy loop)', 'BOTHY_SERVER_DISPATCH_INTERVAL', '0ms', 'server.dispatch_interval: "0ms" is not a duration above 0', 'such as 1s'],
    ['a zero protocol interval', 'BOTHY_SYNC_HEARTBEAT_INTERVAL', '0s', 'sync.heartbeat_interval: "0s" is not a duration above 0', 'such as 30s'],
    ['a zero retention (catch-up would find nothing)', 'BOTHY_SYNC_EVENT_RETENTION', '0d', 'sync.event_retention: "0d" is not a duration above 0', 'such as 30d'],
    ['a zero ack persist interval (a timer every 0 ms per consumer)', 'BOTHY_AGENT_ACK_PERSIST_INTERVAL', '0s', 'agent.ack_persist_interval: "0s" is not a duration above 0', 'such as 1s'],
    ['a zero shutdown timeout (every open request cut without an answer)', 'BOTHY_SERVER_SHUTDOWN_TIMEOUT', '0s', 'server.shutdown_timeout: "0s" is not a duration above 0', 'such as 10s'],
    ['a zero count', 'BOTHY_SYNC_CATCHUP_PAGE_SIZE', '0', 'sync.catchup_page_size: "0" is not a whole number above 0', 'such as 500'],
    ['a zero byte size', 'BOTHY_SYNC_WS_MAX_FRAME_BYTES', '0', 'sync.ws_max_frame_bytes: "0" is not a whole number above 0', 'such as 1048576'],
    ['a zero heartbeat miss limit', 'BOTHY_SYNC_HEARTBEAT_MISS_LIMIT', '0', 'sync.heartbeat_miss_limit: "0" is not a whole number above 0', 'such as 2'],
    ['a rate that refuses everything', 'BOTHY_RL_GATEWAY_CONNECT', '0/1m', 'rl.gateway_connect: "0/1m" is not a rate <limit>/<window>', 'such as 30/1m'],
    ['a rate with a zero window', 'BOTHY_RL_REST_WRITE', '10/0s', 'rl.rest_write: "10/0s" is not a rate <limit>/<window>', 'the default'],
    ['a timer over 24 days (Node would fire it after 1 ms)', 'BOTHY_SERVER_RETENTION_INTERVAL', '30d', 'server.retention_interval: "30d" is longer than a timer can wait', 'at most 24d'],
    ['a protocol timer over 24 days', 'BOTHY_SYNC_HEARTBEAT_INTERVAL', '25d', 'sync.heartbeat_interval: "25d" is longer than a timer can wait', 'at most 24d'],
    ['a count beyond a safe integer', 'BOTHY_SYNC_CATCHUP_PAGE_SIZE', '99999999999999999999', 'sync.catchup_page_size: "99999999999999999999" is too large', '9007199254740991'],
    ['a server duration that is no duration, under its own name', 'BOTHY_SERVER_SHUTDOWN_TIMEOUT', '10 parsecs', 'server.shutdown_timeout: "10 parsecs" is not a duration such as 250ms, 10s', ''],
    ['a negative duration', 'BOTHY_SERVER_WORKER_INTERVAL', '-1s', 'server.worker_interval: "-1s" is not a duration', ''],
    ['a server.public_url without its scheme (every DPoP check would throw)', 'BOTHY_SERVER_PUBLIC_URL', 'chat.example.com', 'server.public_url: "chat.example.com" is not a URL of scheme and host only', 'https://chat.example.com'],
    ['a server.public_url with a path the htu would drop', 'BOTHY_SERVER_PUBLIC_URL', 'https://example.com/bothy', 'server.public_url: "https://example.com/bothy" is not a URL of scheme and host only', 'path prefix'],
    ['an empty server.host (Node would listen on every interface)', 'BOTHY_SERVER_HOST', '', 'server.host: "" is no address', '0.0.0.0'],
    ['a variable in lower case, which nothing reads', 'bothy_server_port', '9000', 'bothy_server_port is not a setting: the names are in capitals (BOTHY_SERVER_PORT)', ''],
    ['a misspelt variable, with the name it is closest to', 'BOTHY_SERVER_SHUTDOWN_TIMOUT', '5s', 'BOTHY_SERVER_SHUTDOWN_TIMOUT is not a setting', 'did you mean BOTHY_SERVER_SHUTDOWN_TIMEOUT?'],
    ['a variable without its part of the name', 'BOTHY_PORT', '9000', 'BOTHY_PORT is not a setting', 'did you mean BOTHY_SERVER_PORT?'],
    ['DATABASE_URL under the prefix', 'BOTHY_DATABASE_URL', 'postgres://db/x', 'BOTHY_DATABASE_URL is not a setting', 'the database is DATABASE_URL, without BOTHY_'],
  ])('%s', (_what, key, value, problem, accepted) => {
    const problems = problemsOf({ [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
    expect(problems[0]).toContain(accepted);
  });

  it('takes 0 where it has a meaning, and long ages that are no timer', () => {
    const c = loadConfig({ env: { BOTHY_SERVER_DATABASE_CONNECT_TIMEOUT: '0s', BOTHY_SERVER_DATABASE_QUERY_TIMEOUT: '0s', BOTHY_SYNC_TYPING_MIN_INTERVAL: '0s', BOTHY_MESSAGE_MAX_ATTACHMENTS: '0', BOTHY_SYNC_EVENT_RETENTION: '90d', BOTHY_SYNC_IDEMPOTENCY_KEY_TTL: '30d', BOTHY_SERVER_PUBLIC_URL: 'https://chat.example.com/' } });
    expect(c.server.databaseConnectTimeoutMs).toBe(0);
    expect(c.spec['message.max_attachments']).toBe(0);
    expect(c.spec['sync.event_retention']).toBe(90 * 86_400_000);
    expect(c.server.publicUrl).toBe('https://chat.example.com/');
  });

  it('a server.public_url with a password is refused without showing it', () => {
    const problems = problemsOf({ BOTHY_SERVER_PUBLIC_URL: 'https://u:hunter2@chat.example.com/x' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).not.toContain('hunter2');
  });

  it('a BOTHY_CONFIG_FILE value that is an object or null is refused by name, not read as "[object Object]"', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bothy-config-'));
    try {
      await writeFile(path.join(dir, 'c.json'), JSON.stringify({ 'server.port': { value: 9 }, 'sync.typing_ttl': null, 'server.allowed_origins': ['https://a.example'], 'server.pool_size': 5 }));
      const problems = problemsOf({ BOTHY_CONFIG_FILE: path.join(dir, 'c.json') });
      expect(problems.join('\n')).toMatch(/server\.port is \{"value":9\}; write a string, a number or true\/false/);
      expect(problems.join('\n')).toMatch(/sync\.typing_ttl is null/);
      expect(problems).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('values this server does not read are said to be so (18, D404)', () => {
  it('lists the given ones with their source and why; defaults are not listed', () => {
    expect(unreadSettings(loadConfig({ env: {} }))).toEqual([]);
    const c = loadConfig({ env: { BOTHY_CLIENT_CACHE_MAX_AGE: '7d', BOTHY_SYNC_RECONNECT_BACKOFF_CAP: '30s', BOTHY_SYNC_CATCHUP_PAGE_SIZE: '100' } });
    expect(unreadSettings(c)).toEqual([
      { name: 'sync.reconnect_backoff_cap', from: 'BOTHY_SYNC_RECONNECT_BACKOFF_CAP', why: expect.stringContaining('the SDK takes it') },
      { name: 'client.cache_max_age', from: 'BOTHY_CLIENT_CACHE_MAX_AGE', why: expect.stringContaining('the SDK takes it') },
    ]);
    expect(describeSettings(c).find((s) => s.name === 'client.cache_max_age')!.meaning).toContain('[not read by this server:');
    expect(describeSettings(c).find((s) => s.name === 'sync.catchup_page_size')!.meaning).not.toContain('not read');
  });

  it('names no value that server/src reads (a grep of the name in the source, outside config/)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const root = path.resolve(import.meta.dirname, '../../src');
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.startsWith('config'));
    const text = (await Promise.all(files.map((f) => readFile(path.join(root, f), 'utf8')))).join('\n');
    for (const name of Object.keys(NOT_READ_BY_SERVER)) expect(text.includes(`'${name}'`), name).toBe(false);
  });
});
