// D482: a --token-command's process group (D475) is killed however the runner ends. D475 killed it at the
// command's timeout and, for a command still running, from the runner's 'exit' handler; a handler that a
// second SIGINT skips (the first one's handler is gone, the signal's default action ends the process), and
// SIGKILL as well (tsx's relay sends it when the runner does not acknowledge a second signal within 30 ms; the
// OOM killer). And a command that answered but left a process behind in its group (a `sleep &` with its
// output elsewhere) kept it after any end of the runner. Now the group holds a watcher that reads a pipe of
// the runner's and kills the group at its end of file, which comes when the command's shell has exited (Node
// closes a child's stdin then) or when the runner's process is gone, whichever is first.
//
// The CLI (src/cli.ts with its signal handlers, through test/support/cli-child.ts) runs as a process of its
// own against a server that answers everything 404 after 100 ms; each run of the command appends its shell's pid (its
// group's id) and a forked sleep's pid to a file (the runner runs an answering command again when the server
// refuses its token). Each end is checked from /proc: no process of any of those groups runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCommand, type Child } from '../../server/test/support/child.ts';
import { ExitCode } from '../src/cli.ts';
import { groupRunning, stat } from './support/processes.ts';

/** The command's group is gone within this after the runner's end (the watcher reacts in milliseconds). */
const GONE_MS = 3_000;
/** The run reaches the command, and the CLI ends after a signal, well within this. */
const BOUND_MS = 20_000;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` or the time is up; the last value of `read`. */
async function until<T>(read: () => T, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let v = read();
  while (!done(v) && Date.now() < end) {
    await sleep(50);
    v = read();
  }
  return v;
}

/** What the command is: one that waits for ever (its sleep ignores SIGTERM), or one that answers and leaves its sleep behind. */
type Kind = 'waits' | 'answers';

async function start(kind: Kind, twins: Record<string, boolean> = {}, extra: string[] = []) {
  // Each answer after 100 ms: the run lasts some seconds after the command has answered.
  const server = http.createServer((req, res) => {
    req.resume();
    setTimeout(() => res.writeHead(404).end(), 100);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const dir = mkdtempSync(path.join(tmpdir(), 'token-command-end-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const pids = path.join(dir, 'pids');
  const command =
    kind === 'waits'
      ? `trap '' TERM; sleep 600 & echo "$$ $!" >> ${pids}; wait`
      : `sleep 600 >/dev/null 2>&1 & echo "$$ $!" >> ${pids}; echo '{"access_token":"t","device_id":"d"}'`;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // --step-timeout 30s: the command's own timeout (six steps, D475) is far beyond every test here.
  const args = ['run', '--url', url, '--step-timeout', kind === 'waits' ? '30s' : '500ms', '--token-command', command, '--junit', path.join(dir, 'live.xml'), ...extra];
  const cli = spawnCommand(process.execPath, ['--import', 'tsx', 'conformance/test/support/cli-child.ts', ...args], { BOTHY_CONFORMANCE_TEST_TWINS: JSON.stringify(twins) });
  /** Each run of the command so far: its group (the shell's pid) and its sleep. */
  const runs = (): { group: number; sleep: number }[] => {
    try {
      return readFileSync(pids, 'utf8')
        .split('\n')
        .filter((l) => /^\d+ \d+$/.test(l))
        .map((l) => l.split(' ').map(Number))
        .map(([group, sleep]) => ({ group: group!, sleep: sleep! }));
    } catch {
      return [];
    }
  };
  /** The processes of the command's groups that still run. */
  const running = () => runs().flatMap((r) => groupRunning(r.group));
  cleanups.push(async () => {
    cli.kill('SIGKILL');
    await cli.exited;
    for (const pid of running()) process.kill(pid, 'SIGKILL');
  });
  const [first] = await until(runs, (r) => r.length > 0, BOUND_MS);
  expect(first, cli.stderr).toBeDefined();
  expect(stat(first!.sleep)?.pgrp).toBe(first!.group); // the shell led a group of its own (D475), and its sleep is in it
  return { cli, dir, runs, running, sleeps: () => runs().map((r) => r.sleep) };
}

/** The CLI's end, within BOUND_MS. */
async function ended(cli: Child) {
  const exit = await Promise.race([cli.exited, sleep(BOUND_MS).then(() => undefined)]);
  expect(exit, `the CLI has not ended; stderr: ${cli.stderr}`).toBeDefined();
  return exit!;
}

/** Sends SIGINT; once the runner says it aborted, its JUnit report's write hangs on a FIFO (a slow disk), and the second SIGINT comes then. */
async function secondSigint(cli: Child, dir: string) {
  execFileSync('mkfifo', [path.join(dir, `live.xml.${cli.proc.pid}.tmp`)]);
  cli.kill('SIGINT');
  await until(() => cli.stderr, (s) => s.includes('aborted by SIGINT'), BOUND_MS);
  expect(cli.stderr).toContain('aborted by SIGINT');
  await sleep(200); // the report's open() is waiting for a reader now
  expect(cli.proc.exitCode).toBeNull();
  cli.kill('SIGINT');
}

describe('live runner: the --token-command\'s process group is killed however the runner ends (G9; D475, D482)', () => {
  it('SIGINT while the command runs: exit 2 (aborted), no process of the group left', async () => {
    const { cli, running } = await start('waits');
    cli.kill('SIGINT');
    expect((await ended(cli)).code).toBe(ExitCode.Failure);
    expect(await until(running, (g) => g.length === 0, GONE_MS)).toEqual([]);
  });

  it('SIGTERM while the command runs: exit 2 (aborted), no process of the group left', async () => {
    const { cli, running } = await start('waits');
    cli.kill('SIGTERM');
    expect((await ended(cli)).code).toBe(ExitCode.Failure);
    expect(await until(running, (g) => g.length === 0, GONE_MS)).toEqual([]);
  });

  it("a second SIGINT while the aborted run still writes its report: the process ends by the signal, without its 'exit' handler, and no process of the group is left", async () => {
    const { cli, dir, running } = await start('waits');
    await secondSigint(cli, dir);
    expect((await ended(cli)).signal).toBe('SIGINT');
    expect(await until(running, (g) => g.length === 0, GONE_MS)).toEqual([]);
  });

  it('SIGKILL (tsx relays a second signal that way; the OOM killer): no process of the group left', async () => {
    const { cli, running } = await start('waits');
    cli.kill('SIGKILL');
    expect((await ended(cli)).signal).toBe('SIGKILL');
    expect(await until(running, (g) => g.length === 0, GONE_MS)).toEqual([]);
  });

  it('a command that answered and left its sleep behind: the sleep goes when the command ends, and the run goes on to its verdict', async () => {
    const { cli, running } = await start('answers');
    expect(await until(running, (g) => g.length === 0, GONE_MS)).toEqual([]);
    expect(cli.proc.exitCode).toBeNull(); // the run still goes on
    expect((await ended(cli)).code).toBe(ExitCode.Violations); // every case fails or skips against the 404 server
    expect(running()).toEqual([]);
  });

  describe("twin commandGroupUnwatched: the group is killed only by the runner's 'exit' handler, as before", () => {
    it('a second SIGINT: the command and its sleep still run after the runner has ended', async () => {
      const { cli, dir, runs, running } = await start('waits', { commandGroupUnwatched: true });
      await secondSigint(cli, dir);
      expect((await ended(cli)).signal).toBe('SIGINT');
      await sleep(GONE_MS);
      expect(running().sort()).toEqual(runs().flatMap((r) => [r.group, r.sleep]).sort());
    });

    it('SIGKILL: the command and its sleep still run', async () => {
      const { cli, runs, running } = await start('waits', { commandGroupUnwatched: true });
      cli.kill('SIGKILL');
      await ended(cli);
      await sleep(GONE_MS);
      expect(running().sort()).toEqual(runs().flatMap((r) => [r.group, r.sleep]).sort());
    });

    it("a command that answered: the sleep it left runs on after the run's verdict", async () => {
      const { cli, running, sleeps } = await start('answers', { commandGroupUnwatched: true });
      expect((await ended(cli)).code).toBe(ExitCode.Violations);
      await sleep(GONE_MS);
      expect(running().sort()).toEqual(sleeps().sort());
    });
  });
});
