// The examples of README.md (sdk/examples/) run as an app developer runs them, each in its own
// process (`npx tsx sdk/examples/<file>`), against a real server started here: send.ts ends after
// the echo of its message, listen.ts prints what arrives, and a server that is down, a name it does
// not know or a missing argument ends an example with one line and an exit code (the bothy CLI's:
// 1 failed, 2 usage, 3 the server cannot be reached), in bounded time, without a stack trace.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Child, childEnv, type Finished } from '../../../server/test/support/child.ts';
import { freePort } from '../../../server/src/internal/free-port.ts';
import { newThread, startTestServer, threadMessages, type TestServer } from '../support/e2e.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

let t: TestServer;
let cwd: string;
let closedPort: number;
const running: Child[] = [];

beforeAll(async () => {
  t = await startTestServer();
  cwd = await mkdtemp(path.join(tmpdir(), 'bothy-examples-'));
  closedPort = await freePort();
});
afterAll(async () => {
  for (const c of running) c.kill('SIGKILL');
  await t?.close();
  await rm(cwd, { recursive: true, force: true });
});

/**
 * `npx tsx sdk/examples/<file> <args>` as the README runs it from the repository root (whose
 * tsconfig maps @bothy/* to the sources), but in a folder of its own (the examples keep .bothy/ there).
 */
function example(file: string, args: string[], env: Record<string, string> = {}, where = cwd): Child {
  const childEnvironment = childEnv({ TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'), ...env });
  const child = new Child(spawn(process.execPath, [TSX, path.join(ROOT, 'sdk/examples', file), ...args], { cwd: where, env: childEnvironment, stdio: ['ignore', 'pipe', 'pipe'] }));
  running.push(child);
  return child;
}

/** Runs to the end within `ms`, else fails (an example that hangs or reconnects forever). */
async function finished(child: Child, ms: number): Promise<Finished & { ms: number }> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const out = await Promise.race([child.exited, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`still running after ${ms} ms; stdout:\n${child.stdout}\nstderr:\n${child.stderr}`)), ms)))]);
  clearTimeout(timer);
  return { ...out, ms: Date.now() - started };
}

/** One line on stderr, no stack trace. */
function expectOneLine(stderr: string, re: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines[0]).toMatch(re);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('the examples against a running server (README: the client SDK)', () => {
  it('send.ts sends its message and exits 0 after the echo (BOTHY_URL from the environment)', async () => {
    const thread = await newThread(t, 'examples: send');
    const run = await finished(example('send.ts', [thread, 'hello from send.ts'], { BOTHY_URL: t.server.url }), 30_000);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^queued as [0-9a-f-]{36}\nsent as #1\n$/);
    expect((await threadMessages(t, thread)).map((m) => m.content_md)).toEqual(['hello from send.ts']);
  });

  it('listen.ts goes live and prints a message of its thread as it arrives (--url and --principal as arguments)', async () => {
    const thread = await newThread(t, 'examples: listen');
    const listen = example('listen.ts', [thread, '--url', t.server.url, '--principal', 'sam']);
    await listen.waitFor(/^connection: \w+ -> live$/m, 30_000);
    const alex = await t.client('alex');
    expect((await alex.postMessage(thread, 'seen by listen.ts')).status).toBe(201);
    await listen.waitFor(/^1\. seen by listen\.ts$/m, 10_000);
    listen.kill('SIGTERM');
  });

  it('listen.ts on a thread ID that names no thread stays live (no close, no reconnect)', async () => {
    const listen = example('listen.ts', ['01890000-0000-7000-8000-000000000000'], { BOTHY_URL: t.server.url });
    await listen.waitFor(/^connection: \w+ -> live$/m, 30_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(listen.stdout.match(/-> live$/gm)).toHaveLength(1);
    expect(listen.stdout + listen.stderr, listen.stdout + listen.stderr).not.toContain('-> waiting');
    listen.kill('SIGTERM');
  });
});

describe('the echo agent example against a running server (README: agent adapters, 16.5)', () => {
  it('agent.ts answers a mention of the demo agent helper in the thread, once, and keeps its inbox between runs', async () => {
    const thread = await newThread(t, 'examples: agent');
    const agent = example('agent.ts', [], { BOTHY_URL: t.server.url });
    await agent.waitFor(/^connection: live$/m, 30_000);
    const alex = await t.client('alex');
    expect((await alex.postMessage(thread, `<@${t.ids.helper}> ping`)).status).toBe(201);
    await agent.waitFor(/^answered run [0-9a-f-]{36}$/m, 15_000);
    const messages = await threadMessages(t, thread);
    expect(messages.map((m) => m.content_md)).toEqual([`<@${t.ids.helper}> ping`, `echo: <@${t.ids.helper}> ping`]);
    agent.kill('SIGINT');
    expect((await finished(agent, 10_000)).code).toBe(0);
  });

  it('a second agent.ts on the same consumer in another folder (its own inbox) takes over; the first stops with 4015 and exits 4, its own status (D531: a supervisor does not restart it)', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'bothy-examples-other-'));
    try {
      const first = example('agent.ts', ['--url', t.server.url]);
      await first.waitFor(/^connection: live$/m, 30_000);
      const second = example('agent.ts', ['--url', t.server.url], {}, elsewhere);
      await second.waitFor(/^connection: live$/m, 30_000);
      const run = await finished(first, 10_000);
      expect(run.code).toBe(4);
      expectOneLine(run.stderr, /^bothy example: stopped: 4015 /);
      expect(existsSync(path.join(cwd, '.bothy', 'helper', 'inbox.json.lock')), 'the first gave its inbox lock back (D529)').toBe(false);
      second.kill('SIGINT');
      expect((await finished(second, 10_000)).code).toBe(0);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('a second agent.ts in the same folder is refused: its inbox is held (D511), exit 1 naming the lock; the first goes on', async () => {
    // A folder of its own: the shared one keeps a gateway session another process has taken over since.
    const here = await mkdtemp(path.join(tmpdir(), 'bothy-examples-lock-'));
    try {
      const first = example('agent.ts', ['--url', t.server.url], {}, here);
      await first.waitFor(/^connection: live$/m, 30_000);
      const run = await finished(example('agent.ts', ['--url', t.server.url], {}, here), 30_000);
      expect(run.code).toBe(1);
      expectOneLine(run.stderr, /^bothy example: .*inbox\.json\.lock is held by process \d+/);
      expect(first.proc.exitCode).toBeNull();
      first.kill('SIGINT');
      expect((await finished(first, 10_000)).code).toBe(0);
    } finally {
      await rm(here, { recursive: true, force: true });
    }
  });
});

describe('the examples when something is wrong: one line, an exit code, bounded time', () => {
  it('a server that is down: exit 3 naming the URL, no reconnect loop', async () => {
    const url = `http://127.0.0.1:${closedPort}`;
    const run = await finished(example('send.ts', ['01890000-0000-7000-8000-000000000000'], { BOTHY_URL: url }), 15_000);
    expect(run.code).toBe(3);
    expectOneLine(run.stderr, new RegExp(`^bothy example: the server at ${url} cannot be reached \\(ECONNREFUSED\\); is it running \\(npm start\\)\\?$`));
  });

  it('a principal the server does not know: exit 1 naming it, before any connection', async () => {
    const thread = await newThread(t, 'examples: misspelt');
    const run = await finished(example('listen.ts', [thread, '--principal', 'alxe'], { BOTHY_URL: t.server.url }), 15_000);
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, /^bothy example: login as alxe refused: 400 .*alxe/);
    expect(run.stdout).not.toContain('connection:');
  });

  it('a missing argument, an unknown option or a thread that is no UUID: exit 2, no reconnect loop', async () => {
    const [missing, unknown, notThread] = await Promise.all([
      finished(example('send.ts', [], { BOTHY_URL: t.server.url }), 15_000),
      finished(example('listen.ts', ['x', '--nope'], { BOTHY_URL: t.server.url }), 15_000),
      finished(example('listen.ts', ['general'], { BOTHY_URL: t.server.url }), 15_000),
    ]);
    expect(notThread.code).toBe(2);
    expectOneLine(notThread.stderr, /^bothy example: not a thread ID \(a UUID; npm start prints the welcome thread's\): general$/);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^bothy example: missing argument\nusage: npx tsx sdk\/examples\/send\.ts <thread> \[text\] \[--url <server>\]/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^bothy example: .*--nope/);
    expect(unknown.stderr).not.toMatch(/^\s+at /m);
  });
});
