import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { configNames } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSettings, loadConfig } from '../../src/config/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-settings-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `bothy settings` as an operator runs it, in its own process, with only the given environment. */
async function settings(env: Record<string, string>): Promise<Map<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/cli.ts'), 'settings'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  return new Map(stdout.split('\n').map((l) => [l.split(/\s+/)[0] ?? '', l] as [string, string]));
}

describe('bothy settings shows the value in force of every setting (README, 18)', () => {
  it('lists every protocol value and every server setting with its effective value and its source; the DATABASE_URL password is masked', async () => {
    const file = path.join(dir, 'bothy.json');
    await writeFile(file, JSON.stringify({ 'sync.catchup_page_size': 250, 'server.node_id': 'node-a' }));
    const out = await settings({
      BOTHY_CLUSTER_MODE: 'multi',
      BOTHY_SERVER_PORT: '9001',
      BOTHY_CONFIG_FILE: file,
      DATABASE_URL: 'postgres://bothy:s3cret-pw@db.internal:5432/bothy',
    });
    expect(out.get('cluster.mode')).toMatch(/^cluster\.mode\s+"multi"\s+BOTHY_CLUSTER_MODE\s.*\(default "single"\)$/);
    expect(out.get('server.port')).toMatch(/"9001"\s+BOTHY_SERVER_PORT\s/);
    expect(out.get('sync.catchup_page_size')).toMatch(/"250"\s+BOTHY_CONFIG_FILE /);
    expect(out.get('server.node_id')).toMatch(/"node-a"\s+BOTHY_CONFIG_FILE /);
    expect(out.get('sync.identify_timeout')).toMatch(/"10s"\s+default\s/);
    expect(out.get('DATABASE_URL')).toContain('postgres://bothy:***@db.internal:5432/bothy');
    expect([...out.values()].join('\n')).not.toContain('s3cret-pw');
    // Every setting there is, by the same list the server reads.
    for (const s of describeSettings(loadConfig({ env: {} }))) expect(out.has(s.name), s.name).toBe(true);
    for (const n of configNames) expect(out.has(n), n).toBe(true);
  });

  it('twin: the checks fail on the old output, which printed defaults only and no protocol value', async () => {
    const old = new Map([['server.port', 'server.port                  BOTHY_SERVER_PORT                    default "8080"       port to listen on']]);
    expect(old.get('cluster.mode')).toBeUndefined();
    expect(old.get('server.port')).not.toMatch(/"9001"\s+BOTHY_SERVER_PORT\s/);
  });
});
