import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, open, readFile, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CloseCode, GATEWAY_PATH, ServerOp } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { ExitCode, main } from '../src/cli.ts';
import { allLiveCases, defaultRunTimeoutMs } from '../src/live/runner.ts';
import { fixturesDir } from './fixtures/build.ts';
import { conformanceRoot, repoRoot } from './helpers.ts';
import { parseXml, type XmlElement } from './xml.ts';

// The command line as a CI pipeline sees it (README "Exit codes" of replay and of
// the live mode): every way a run can end has its exit code, ends within a bound,
// and leaves --json and --junit that parse and say why. Real processes and
// sockets on loopback; every server here is a fault of its own (D408-D410).

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const cliPath = path.join(conformanceRoot, 'src', 'cli.ts');
const valid = path.join(fixturesDir, 'valid', 'person-session.jsonl');

const elements = (e: XmlElement, name: string): XmlElement[] => [...(e.name === name ? [e] : []), ...e.children.flatMap((c) => elements(c, name))];

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sockets = new Set<net.Socket>();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  });
  closers.push(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Accepts TCP and never says a word: a withholding proxy, a hung server. */
const silentServer = async (): Promise<string> => `http://${await listen(net.createServer(() => {}))}`;

/** Answers every plain request 404, and holds every WebSocket upgrade without an answer. */
async function upgradeHolder(): Promise<string> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', () => {}); // held: no 101, no error, the socket stays open
  return `http://${await listen(server)}`;
}

/** A port that refuses connections: it was listened on and closed. */
async function refusedPort(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** The CLI as a process; `onStderr` sees its stderr as it comes (to send a signal at a point of the run). */
async function cliProcess(args: string[], onStderr?: (text: string, kill: (s: NodeJS.Signals) => void) => void, onSpawn?: (kill: (s: NodeJS.Signals) => void) => void): Promise<Exit> {
  const started = Date.now();
  const child = spawn(tsx, [cliPath, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  onSpawn?.((s) => child.kill(s));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => {
    stderr += b.toString();
    onStderr?.(stderr, (s) => child.kill(s));
  });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr, ms: Date.now() - started };
}

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const tempDir = () => mkdtemp(path.join(tmpdir(), 'bothy-conformance-ci-'));

/** The --json of a run without a verdict: {ok: false, error: {code, message}}. */
function errorJson(stdout: string): { code: string; message: string } {
  const report = JSON.parse(stdout) as { ok: unknown; error?: { code: string; message: string } };
  expect(report.ok).toBe(false);
  expect(Object.keys(report).sort()).toEqual(['error', 'ok']);
  return report.error!;
}

/** The --junit of a run without a verdict: one testcase with one <error>. */
async function junitError(file: string): Promise<XmlElement> {
  const xml = parseXml(await readFile(file, 'utf8'));
  expect(xml.attributes).toMatchObject({ tests: '1', failures: '0', errors: '1' });
  const errors = elements(xml, 'error');
  expect(errors).toHaveLength(1);
  return errors[0]!;
}

describe('live mode: a server that cannot be reached is no verdict (exit 2, D408)', () => {
  it.each<[string, () => Promise<string>, RegExp]>([
    ['a port that refuses connections', refusedPort, /cannot be reached: connect ECONNREFUSED/],
    ['a server that accepts TCP and never answers', silentServer, /cannot be reached: no answer within 1000 ms \(--step-timeout\)/],
    ['https:// to a server that speaks plain HTTP (no TLS handshake)', async () => (await upgradeHolder()).replace('http:', 'https:'), /cannot be reached: .*(EPROTO|wrong version number)/],
  ])('%s: exit 2 within the step timeout, the reason on stderr, in --json and in --junit', async (_name, start, reason) => {
    const url = await start();
    const junit = path.join(await tempDir(), 'live.xml');
    const run = await cliProcess(['run', '--url', url, '--step-timeout', '1s', '--json', '--junit', junit]);
    expect(run.code, run.stderr).toBe(ExitCode.Failure);
    expect(run.ms).toBeLessThan(15_000); // the process start and one step of 1 s
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).not.toMatch(/\[1\/\d+\]/); // no case ran
    const error = errorJson(run.stdout);
    expect(error.code).toBe('live_setup');
    expect(error.message).toMatch(reason);
    expect((await junitError(junit)).attributes.type).toBe('live_setup');
  }, 30_000);

  it('a --peer-url that refuses connections is one too', async () => {
    const { code, stderr } = await cli('run', '--url', await upgradeHolder(), '--peer-url', await refusedPort(), '--step-timeout', '1s');
    expect(code).toBe(ExitCode.Failure);
    expect(stderr).toMatch(/--peer-url http:\/\/127\.0\.0\.1:\d+ cannot be reached: connect ECONNREFUSED/);
  });
});

describe('live mode: a gateway that never answers its upgrade', () => {
  it('fails its cases within the step timeout and reports them: no crash, exit 1, JSON that parses, and no pass for a run without a frame', async () => {
    // Before D408 the socket's 'socket hang up' after the timeout had no listener: the process died
    // with exit 1 (read as a verdict) and printed no report at all.
    const url = await upgradeHolder();
    const junit = path.join(await tempDir(), 'live.xml');
    const run = await cliProcess(['run', '--url', url, '--step-timeout', '300ms', '--identify-timeout', '300ms', '--json', '--junit', junit]);
    expect(run.code, run.stderr).toBe(ExitCode.Violations);
    expect(run.stderr).not.toMatch(/Unhandled|node:events|internal error/);
    const report = JSON.parse(run.stdout) as { ok: boolean; cases: { id: string; status: string; reason?: string }[] };
    expect(report.ok).toBe(false);
    const hello = report.cases.find((c) => c.id === 'hello.fields');
    expect(hello).toMatchObject({ status: 'fail', reason: expect.stringMatching(/cannot open a WebSocket: no answer to the upgrade within 300 ms/) as unknown });
    // frames.catalogue checked nothing: skipped, not passed (the replay's "an empty recording is an error").
    expect(report.cases.find((c) => c.id === 'frames.catalogue')).toMatchObject({ status: 'skip', reason: 'the run received no frame to check' });
    expect(report.cases.filter((c) => c.status === 'pass')).toEqual([]);
    const xml = parseXml(await readFile(junit, 'utf8'));
    expect(elements(xml, 'testcase')).toHaveLength(report.cases.length);
  }, 60_000);
});

describe('live mode: SIGTERM and SIGINT end a run with its reports (D409)', () => {
  it.each<NodeJS.Signals>(['SIGTERM', 'SIGINT'])('%s: exit 2, {ok: false, error} on stdout, a JUnit <error>, and no stale report of an earlier run', async (signal) => {
    const url = await upgradeHolder();
    const dir = await tempDir();
    const junit = path.join(dir, 'live.xml');
    const record = path.join(dir, 'live.jsonl');
    await writeFile(junit, '<testsuites tests="1" failures="0"><testsuite><testcase name="an earlier run that passed"/></testsuite></testsuites>\n');
    await writeFile(record, '{"an earlier": "recording"}\n');
    let sent = false;
    // The first case waits 5 s for an upgrade that never comes; the signal arrives while it does.
    const run = await cliProcess(['run', '--url', url, '--step-timeout', '5s', '--json', '--junit', junit, '--record', record], (stderr, kill) => {
      if (!sent && /\[1\/\d+\] hello\.fields …/.test(stderr)) {
        sent = true;
        kill(signal);
      }
    });
    expect(sent).toBe(true);
    expect(run.code, run.stderr).toBe(ExitCode.Failure);
    expect(run.ms).toBeLessThan(15_000);
    const error = errorJson(run.stdout);
    expect(error).toEqual({ code: 'aborted', message: `aborted by ${signal} during hello.fields (case 1 of ${error.message.match(/of (\d+)\)/)?.[1]}); no verdict` });
    expect((await junitError(junit)).attributes.message).toBe(error.message);
    // The earlier run's recording is gone, not left to be read as this run's.
    await expect(stat(record)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 30_000);

  it('a report path that cannot be written fails before the first case (exit 2), not after the run', async () => {
    const url = await upgradeHolder();
    const run = await cliProcess(['run', '--url', url, '--step-timeout', '5s', '--json', '--junit', path.join(await tempDir(), 'missing', 'live.xml')]);
    expect(run.code).toBe(ExitCode.Failure);
    expect(run.ms).toBeLessThan(15_000);
    expect(run.stderr).not.toMatch(/\[1\/\d+\]/);
    expect(errorJson(run.stdout)).toMatchObject({ code: 'report_unwritable', message: expect.stringMatching(/missing\/live\.xml: cannot write the report: ENOENT/) as unknown });
  }, 30_000);
});

describe('live mode: --run-timeout bounds the whole run (exit 2 with the reports, D422)', () => {
  /** Answers every upgrade with its 101 and then withholds every byte: no hello, no close, no answer to a close. */
  async function upgradeThenSilent(): Promise<string> {
    const server = http.createServer((_req, res) => res.writeHead(404).end());
    server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket) => {
      const accept = createHash('sha1').update(`${String(req.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
      socket.on('error', () => {});
    });
    return `http://${await listen(server)}`;
  }

  it('a gateway that passes the upgrade and then holds everything: exit 2 at the limit, {ok: false, error: run_timeout}, a JUnit <error>, no stale recording', async () => {
    const url = await upgradeThenSilent();
    const dir = await tempDir();
    const junit = path.join(dir, 'live.xml');
    const record = path.join(dir, 'live.jsonl');
    await writeFile(record, '{"an earlier": "recording"}\n');
    // Each case waits a step (1 s) for a hello that never comes: about 20 s to the end without the limit (exit 1).
    const run = await cliProcess(['run', '--url', url, '--step-timeout', '1s', '--identify-timeout', '1s', '--run-timeout', '3s', '--json', '--junit', junit, '--record', record]);
    expect(run.code, run.stderr).toBe(ExitCode.Failure);
    expect(run.ms).toBeGreaterThanOrEqual(3_000);
    expect(run.ms).toBeLessThan(20_000);
    const error = errorJson(run.stdout);
    expect(error.code).toBe('run_timeout');
    expect(error.message).toMatch(/^the run passed --run-timeout \(3000 ms\) during [\w.]+ \(case \d+ of \d+\); no verdict$/);
    expect(run.stderr).toContain(error.message);
    expect((await junitError(junit)).attributes).toMatchObject({ type: 'run_timeout', message: error.message });
    await expect(stat(record)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 60_000);

  it('the default is the identify and ack timeouts and two step timeouts per case; a value that is no duration is a usage error', async () => {
    expect(defaultRunTimeoutMs({ identifyTimeoutMs: 1_000, ackTimeoutMs: 3_000, stepTimeoutMs: 5_000 })).toBe(4_000 + 2 * 5_000 * (allLiveCases.length + 1));
    expect(defaultRunTimeoutMs({ peerUrl: 'http://127.0.0.1:1' })).toBeGreaterThan(defaultRunTimeoutMs({}));
    const bad = await cli('run', '--url', 'http://127.0.0.1:1', '--run-timeout', 'soon', '--json');
    expect(bad.code).toBe(ExitCode.Failure);
    expect(errorJson(bad.stdout).code).toBe('usage');
  });
});

describe('replay: SIGTERM and SIGINT end a replay with its reports, as a live run (exit 2, D423)', () => {
  it.each<NodeJS.Signals>(['SIGTERM', 'SIGINT'])('%s during a replay of a recording a pipe still writes: exit 2, {ok: false, error: aborted}, a JUnit <error>', async (signal) => {
    const dir = await tempDir();
    const fifo = path.join(dir, 'growing.jsonl');
    const junit = path.join(dir, 'replay.xml');
    execFileSync('mkfifo', [fifo]);
    let kill: (s: NodeJS.Signals) => void = () => {};
    const exit = cliProcess(['replay', fifo, '--json', '--junit', junit], undefined, (k) => (kill = k));
    // The open for writing returns once the replay has opened the pipe: its signal handlers are in place by then.
    const writer = await Promise.race([open(fifo, 'w'), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the replay never opened the pipe')), 20_000))]);
    try {
      await writer.write(`${(await readFile(valid, 'utf8')).split('\n')[0]}\n`);
      await new Promise((r) => setTimeout(r, 300));
      kill(signal);
      const run = await Promise.race([exit, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 15_000))]);
      if (run === 'still running') throw new Error('the replay did not end within 15 s of the signal');
      expect(run.signal, run.stderr).toBeNull();
      expect(run.code, run.stderr).toBe(ExitCode.Failure);
      const error = errorJson(run.stdout);
      expect(error).toEqual({ code: 'aborted', message: `aborted by ${signal} during the replay of ${fifo}; no verdict` });
      expect((await junitError(junit)).attributes).toMatchObject({ type: 'aborted', message: error.message });
    } finally {
      await writer.close();
    }
  }, 60_000);
});

describe('replay: input that cannot be checked still gives --json and --junit (exit 2, D409)', () => {
  it.each<[string, (dir: string) => Promise<string>, string, RegExp]>([
    ['a missing recording', async (dir) => path.join(dir, 'nope.jsonl'), 'recording_unreadable', /nope\.jsonl: cannot read the recording: ENOENT: no such file/],
    ['an empty recording', async (dir) => (await writeFile(path.join(dir, 'empty.jsonl'), ''), path.join(dir, 'empty.jsonl')), 'recording_empty', /holds no frame/],
    ['a recording that is no JSONL', async (dir) => (await writeFile(path.join(dir, 'x.jsonl'), '<html>\n'), path.join(dir, 'x.jsonl')), 'recording_malformed', /x\.jsonl:1 not JSON/],
    [
      'a recording cut off mid-line',
      async (dir) => {
        const text = await readFile(valid, 'utf8');
        await writeFile(path.join(dir, 'cut.jsonl'), text.slice(0, text.length - 40));
        return path.join(dir, 'cut.jsonl');
      },
      'recording_malformed',
      /cut\.jsonl:23 not JSON/,
    ],
  ])('%s', async (_name, make, code, message) => {
    const dir = await tempDir();
    const junit = path.join(dir, 'out.xml');
    await writeFile(junit, 'stale');
    const run = await cli('replay', await make(dir), '--json', '--junit', junit);
    expect(run.code).toBe(ExitCode.Failure);
    const error = errorJson(run.stdout);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect((await junitError(junit)).attributes.type).toBe(code);
  });

  it('a --junit path that is one of the recordings is refused, and the recording stays as it was', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'a.jsonl');
    const text = await readFile(valid, 'utf8');
    await writeFile(file, text);
    for (const input of [file, dir]) {
      const run = await cli('replay', input, '--junit', file, '--json');
      expect(run.code).toBe(ExitCode.Failure);
      expect(errorJson(run.stdout)).toMatchObject({ code: 'report_unwritable', message: `${file}: cannot write the report: it is a recording this replay reads` });
      expect(await readFile(file, 'utf8')).toBe(text);
    }
  });

  it('a usage error with --json among the arguments prints the error as JSON too', async () => {
    const run = await cli('replay', valid, '--json', '--yaml');
    expect(run.code).toBe(ExitCode.Failure);
    expect(errorJson(run.stdout)).toEqual({ code: 'usage', message: 'replay: unknown option --yaml' });
    expect(run.stderr).toContain('Usage:');
  });
});

/** A gateway that answers identify with the token in a member that is no secret field, and closes with it in the reason. */
async function echoingGateway(reasonOf: (token: string) => string = (token) => `bad token ${token}`): Promise<string> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: GATEWAY_PATH });
  wss.on('connection', (ws) => {
    ws.on('error', () => {});
    ws.send(JSON.stringify({ op: ServerOp.Hello, d: { heartbeat_interval_ms: 30_000, resume_window_ms: 300_000, protocol_versions: [1], server_time: new Date().toISOString(), sync_epoch: '01937f4a-9c00-7000-8000-000000000001', dpop_nonce: `n-${Math.random()}` } }));
    ws.on('message', (data) => {
      let frame: { d?: { access_token?: string; dpop?: string } };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return ws.close(CloseCode.DecodeError);
      }
      const token = frame.d?.access_token ?? '';
      ws.send(JSON.stringify({ op: ServerOp.Ready, d: { note: `you sent ${token} with ${frame.d?.dpop ?? ''}` } }));
      ws.close(CloseCode.AuthenticationFailed, reasonOf(token));
    });
  });
  const origin = `http://${await listen(server)}`;
  closers.push(async () => {
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return origin;
}

describe('live mode: a secret a server echoes never reaches a report or the recording (D410)', () => {
  const TOKEN = 'opaque-access-token-0123456789abcdef';

  it('masks it in the table, the JSON, the JUnit, the recording and the progress lines, by value', async () => {
    const url = await echoingGateway();
    const dir = await tempDir();
    const junit = path.join(dir, 'live.xml');
    const record = path.join(dir, 'live.jsonl');
    const tokenCommand = `echo '${JSON.stringify({ access_token: TOKEN, device_id: '01937f4a-9c00-7000-8000-0000000000d1' })}'`;
    const args = ['run', '--url', url, '--token-command', tokenCommand, '--agent-token-command', 'exit 3', '--step-timeout', '500ms', '--identify-timeout', '500ms'];
    const json = await cli(...args, '--json', '--junit', junit, '--record', record);
    const table = await cli(...args);
    expect(json.code).toBe(ExitCode.Violations);
    // The server did echo it: the reasons quote its close reason, masked.
    expect(json.stdout).toMatch(/closed with 4004 \(bad token \*\*\*\)/);
    const recording = await readFile(record, 'utf8');
    expect(recording).toContain('"reason":"bad token ***"');
    expect(recording).toMatch(/"note":"you sent \*\*\* with \*\*\*"/);
    for (const [where, text] of [
      ['--json', json.stdout],
      ['stderr', json.stderr + table.stderr],
      ['the table', table.stdout],
      ['--junit', await readFile(junit, 'utf8')],
      ['--record', recording],
    ]) {
      expect(text, where).not.toContain(TOKEN);
      expect(text, where).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // no DPoP proof (a JWS) either
    }
  }, 60_000);
});

describe('live mode: a short credential and the cut-off start of a secret are masked as whole tokens (D424)', () => {
  /** Runs against the echoing gateway with `token` and returns every output of the run. */
  async function outputs(url: string, token: string): Promise<{ json: string; all: string }> {
    const dir = await tempDir();
    const junit = path.join(dir, 'live.xml');
    const record = path.join(dir, 'live.jsonl');
    const tokenCommand = `echo '${JSON.stringify({ access_token: token, device_id: '01937f4a-9c00-7000-8000-0000000000d1' })}'`;
    const run = await cli('run', '--url', url, '--token-command', tokenCommand, '--agent-token-command', 'exit 3', '--step-timeout', '500ms', '--identify-timeout', '500ms', '--json', '--junit', junit, '--record', record);
    expect(run.code).toBe(ExitCode.Violations);
    return { json: run.stdout, all: [run.stdout, run.stderr, await readFile(junit, 'utf8'), await readFile(record, 'utf8')].join('\n') };
  }

  it('a 6-character token the server echoes is masked where it stands alone, and ordinary words stay', async () => {
    const short = 'k7Qz2x';
    const { json, all } = await outputs(await echoingGateway((t) => `bad token ${t}; k7Qz2xy is another word`), short);
    expect(json).toMatch(/closed with 4004 \(bad token \*\*\*; k7Qz2xy is another word\)/);
    expect(all.replaceAll('k7Qz2xy', '')).not.toContain(short);
    expect(json).toContain('bad token'); // the words around it are not masked
  }, 60_000);

  it('a long token whose close reason the server cut at 123 bytes: the cut-off start is masked', async () => {
    const long = `opaque-${'a1B2c3D4'.repeat(20)}`; // 167 characters: "bad token <token>" does not fit a close reason
    const { json, all } = await outputs(await echoingGateway((t) => Buffer.from(`bad token ${t}`).subarray(0, 123).toString()), long);
    expect(json).toMatch(/closed with 4004 \(bad token \*\*\*\)/);
    expect(all).not.toContain(long.slice(0, 20));
  }, 60_000);

  it('the cut-off start of a secret glued to its name by "=" (token=…) is masked, the name stays', async () => {
    const long = `opaque-${'a1B2c3D4'.repeat(20)}`;
    const { json, all } = await outputs(await echoingGateway((t) => Buffer.from(`bad token=${t}`).subarray(0, 123).toString()), long);
    expect(json).toMatch(/closed with 4004 \(bad token=\*\*\*\)/);
    expect(all).not.toContain(long.slice(0, 20));
  }, 60_000);
});

describe('live mode: a failing token command is named by its status, never by its command line (D410)', () => {
  it('keeps a secret of the command line out of the reasons, and says the exit code and the last line on stderr', async () => {
    const secret = 'Bearer hunter2-admin-secret-0123';
    const command = `X="${secret}"; echo "token service: no such principal" >&2; exit 7`;
    const run = await cli('run', '--url', await upgradeHolder(), '--token-command', command, '--step-timeout', '300ms', '--identify-timeout', '300ms', '--json');
    expect(run.code).toBe(ExitCode.Violations);
    expect(run.stdout + run.stderr).not.toContain(secret);
    expect(run.stdout).toContain('no credentials: --token-command failed: exit code 7; its last line on stderr: token service: no such principal');
  }, 30_000);
});

describe('replay: a recording of any size has its verdict (D411)', () => {
  it('200 000 violations are exit 1 with the report, not an internal error (exit 2) from a spread that overflows the stack', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'after-close.jsonl');
    const ack = '{"t":"2026-11-30T12:00:00.001Z","conn":"c","from":"server","frame":{"op":"heartbeat_ack","d":{}}}\n';
    await writeFile(file, `{"t":"2026-11-30T12:00:00.000Z","conn":"c","from":"server","close":{"code":4003,"reason":"x"}}\n${ack.repeat(200_000)}`);
    const run = await cli('replay', file, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(ExitCode.Violations);
    const report = JSON.parse(run.stdout) as { summary: { frames: number; violations: number; rulesViolated: string[] } };
    expect(report.summary).toMatchObject({ frames: 200_001, violations: 200_000, rulesViolated: ['connection.after_close'] });
  }, 60_000);

  it('reads a file as a stream: lines longer than a read chunk, characters split between chunks, CRLF endings', async () => {
    const text = await readFile(valid, 'utf8');
    // Every line's connection id is 80 000 bytes of two-byte characters: each line spans read chunks (64 KiB).
    const long = text.replaceAll('"conn":"person-1"', `"conn":"${'ü'.repeat(40_000)}"`).replaceAll('\n', '\r\n');
    const file = path.join(await tempDir(), 'long-lines.jsonl');
    await writeFile(file, long);
    const run = await cli('replay', file);
    expect(run.code, run.stdout + run.stderr).toBe(ExitCode.Clean);
    expect(run.stdout).toMatch(/^conformance: clean \(1 recording, 23 frames, 1 connection, /);
  });

  it('a binary file is named malformed in printable text, its first 100 lines and the count of the rest', async () => {
    const file = path.join(await tempDir(), 'binary.jsonl');
    const bytes = Buffer.alloc(64_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256;
    await writeFile(file, bytes);
    const run = await cli('replay', file, '--json');
    expect(run.code).toBe(ExitCode.Failure);
    // eslint-disable-next-line no-control-regex
    expect(run.stderr).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
    const named = run.stderr.split('\n').filter((l) => l.startsWith(`  ${file}:`));
    expect(named).toHaveLength(100);
    expect(run.stderr).toMatch(/\n {2}and \d+ more malformed line\(s\)\n$/);
    expect(errorJson(run.stdout).code).toBe('recording_malformed');
  });
});
