import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configDefaults, configNames } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { ConfigError, envName, loadConfig, maskSecret } from '../../src/config/config.ts';

describe('configuration (18)', () => {
  it('has every value of section 18 under its spec name with the contract default', () => {
    const c = loadConfig({ env: {} });
    for (const name of configNames) expect(c.spec[name]).toEqual(configDefaults[name]);
    expect(c.spec['sync.catchup_page_size']).toBe(500);
  });

  it('takes BOTHY_<NAME> from the environment and overrides on top', () => {
    const c = loadConfig({ env: { [envName('sync.catchup_page_size')]: '50', BOTHY_SERVER_PORT: '9000' }, overrides: { 'sync.typing_ttl': '3s' } });
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
