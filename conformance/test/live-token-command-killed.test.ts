// D475: a --token-command that ignores SIGTERM ends at its timeout, with all it started. The command ran with
// execFile's timeout, a SIGTERM to the shell alone, and the run waited for the command's pipes: `trap ''
// TERM` and a `sleep` the shell forked (which holds stdout) hung the run until --run-timeout and were left
// running after it. Now the command runs in a process group of its own and the timeout kills the group with
// SIGKILL. The command here writes the shell's pid and the forked sleep's pid to a file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { liveCases } from '../src/live/cases.ts';
import { runLive, type LiveCaseResult } from '../src/live/runner.ts';
import { alive, groupRunning } from './support/processes.ts';

const STEP_MS = 500;
/** The command's timeout: six steps (session.ts). */
const COMMAND_TIMEOUT_MS = STEP_MS * 6;
/** The run ends well within this, or it hangs (the sleep lasts 600 s). */
const BOUND_MS = 10_000;

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const dir = mkdtempSync(path.join(tmpdir(), 'token-command-'));
  const pids = path.join(dir, 'pids');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // The shell ignores SIGTERM, forks a sleep (SIGTERM ignored too, stdout held) and waits for it.
  const command = `echo $$ > ${pids}; trap '' TERM; sleep 600 & echo $! >> ${pids}; wait`;
  const pidsOf = () => readFileSync(pids, 'utf8').trim().split('\n').map(Number);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, command, pidsOf };
}

function run(url: string, command: string, twins: Record<string, boolean>): Promise<LiveCaseResult | undefined> {
  return runLive({ url, tokenCommand: command, stepTimeoutMs: STEP_MS, cases: liveCases.filter((c) => c.id === 'message.idempotent_post'), twins }).then((r) => r.cases[0]);
}

const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);

describe('live runner: a --token-command that ignores SIGTERM is killed with its process group at its timeout (G9; D475)', () => {
  it('the run ends, the case names the timeout, and neither the shell nor its sleep is left', async () => {
    const { url, command, pidsOf } = await setup();
    const result = await within(run(url, command, {}), BOUND_MS);
    expect(result).toMatchObject({ status: 'skip', reason: `no credentials: --token-command failed: no answer within ${COMMAND_TIMEOUT_MS} ms (killed)` });
    const [shell, sleep] = pidsOf();
    expect(shell).toBeGreaterThan(0);
    expect(sleep).toBeGreaterThan(0);
    // SIGKILL was sent to the group before the answer; give the kernel a moment to end its processes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(shell!)).toBe(false);
    expect(alive(sleep!)).toBe(false);
    expect(groupRunning(shell!)).toEqual([]); // the command's process group: its id is the shell's pid
  }, BOUND_MS + 10_000);

  it('twin commandGroupSpared: the run has not ended after the bound, and the shell and its sleep still run', async () => {
    const { url, command, pidsOf } = await setup();
    const pending = run(url, command, { commandGroupSpared: true });
    const result = await within(pending, BOUND_MS);
    const pids = pidsOf();
    cleanups.push(async () => {
      for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await pending;
    });
    expect(result).toBe('still running');
    expect(pids.every(alive)).toBe(true);
    expect(groupRunning(pids[0]!)).toEqual([]); // the shell has the runner's group, not its own
  }, BOUND_MS + 20_000);
});
