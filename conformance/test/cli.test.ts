import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode, main } from '../src/cli.ts';
import type { JsonReport } from '../src/report/json.ts';
import { rulesMarkdown } from '../src/report/rules-table.ts';
import { rules } from '../src/rules/index.ts';
import { fixturesDir } from './fixtures/build.ts';
import { conformanceRoot, repoRoot } from './helpers.ts';
import { parseXml } from './xml.ts';

const valid = path.join(fixturesDir, 'valid', 'person-session.jsonl');
const broken = (id: string): string => path.join(fixturesDir, 'broken', `${id}.jsonl`);

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

async function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'bothy-conformance-cli-'));
}

const REPORT_LINE = /^(.+):(\d+) ([a-z_]+\.[a-z_]+) \(([^)]+)\) (.+)$/;

describe('bothy-conformance replay', () => {
  it('exits 0 on a clean recording and says so in one summary line', async () => {
    const { code, stdout, stderr } = await cli('replay', valid);
    expect(code).toBe(ExitCode.Clean);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^conformance: clean \(1 recording, 23 frames, 1 connection, \d+ rules\)\n$/);
  });

  it('exits 1 on a violation and prints file:line rule (section) message, then the summary', async () => {
    const file = broken('connection.seq_order');
    const { code, stdout } = await cli('replay', file);
    expect(code).toBe(ExitCode.Violations);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const m = REPORT_LINE.exec(lines[0] ?? '');
    expect(m?.slice(1, 5)).toEqual([file, '6', 'connection.seq_order', '9, 10']);
    expect(lines[1]).toMatch(/^conformance: 1 violation of 1 rule \[connection\.seq_order\]/);
  });

  it('replays every *.jsonl of a directory, and several paths at once', async () => {
    expect((await cli('replay', path.join(fixturesDir, 'valid'))).stdout).toMatch(/clean \(5 recordings/);
    const mixed = await cli('replay', valid, broken('envelope.no_null'), broken('envelope.audience'));
    expect(mixed.code).toBe(ExitCode.Violations);
    expect(mixed.stdout).toMatch(/2 violations of 2 rules \[envelope\.no_null, envelope\.audience\] \(3 recordings/);
  });

  it('prints machine output with --json', async () => {
    const { code, stdout } = await cli('replay', '--json', broken('envelope.redaction'));
    expect(code).toBe(ExitCode.Violations);
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.ok).toBe(false);
    expect(report.summary).toMatchObject({ recordings: 1, violations: 1, rulesChecked: rules.length, rulesViolated: ['envelope.redaction'] });
    expect(report.violations[0]).toMatchObject({ line: 5, rule: 'envelope.redaction', section: '2.2', conn: 'person-1' });
    expect(report.rules.map((r) => r.id)).toEqual(rules.map((r) => r.id));
    const clean = JSON.parse((await cli('replay', valid, '--json')).stdout) as JsonReport;
    expect(clean.ok).toBe(true);
    expect(clean.violations).toEqual([]);
  });

  it('writes well-formed JUnit XML with --junit: one testcase per rule, failures listing the violations', async () => {
    const out = path.join(await tempDir(), 'conformance.xml');
    const { code } = await cli('replay', valid, broken('connection.run_chain'), `--junit=${out}`);
    expect(code).toBe(ExitCode.Violations);
    const suites = parseXml(await readFile(out, 'utf8'));
    expect(suites.name).toBe('testsuites');
    expect(suites.attributes).toMatchObject({ tests: String(rules.length), failures: '1' });
    const [suite] = suites.children;
    expect(suite?.name).toBe('testsuite');
    const cases = suite?.children.filter((c) => c.name === 'testcase') ?? [];
    expect(cases.map((c) => c.attributes.name?.split(' ')[0])).toEqual(rules.map((r) => r.id));
    const failed = cases.filter((c) => c.children.some((f) => f.name === 'failure'));
    expect(failed.map((c) => c.attributes.name?.split(' ')[0])).toEqual(['connection.run_chain']);
    const failure = failed[0]?.children[0];
    expect(failure?.attributes.type).toBe('connection.run_chain');
    expect(failure?.text).toContain(`${broken('connection.run_chain')}:7 [person-1] base_version 5`);
    expect(suite?.children.find((c) => c.name === 'properties')?.children).toHaveLength(2);
  });

  it('writes a JUnit report without failures for a clean run', async () => {
    const out = path.join(await tempDir(), 'clean.xml');
    expect((await cli('replay', valid, '--junit', out)).code).toBe(ExitCode.Clean);
    const suites = parseXml(await readFile(out, 'utf8'));
    expect(suites.attributes.failures).toBe('0');
  });
});

describe('bothy-conformance usage and unreadable input (exit 2)', () => {
  it.each<[string, string[], RegExp]>([
    ['no command', [], /name a command/],
    ['an unknown command', ['frobnicate'], /unknown command frobnicate/],
    ['replay without a recording', ['replay'], /at least one recording/],
    ['an unknown option', ['replay', '--yaml', 'x.jsonl'], /unknown option --yaml/],
    ['--junit without a file', ['replay', 'x.jsonl', '--junit'], /--junit needs a file name/],
    ['run without --url', ['run'], /--url <http base>/],
    ['run with a WebSocket URL', ['run', '--url', 'wss://example.com'], /--url is the http\(s\) base of a server, not wss:/],
    ['run with a peer that is no URL', ['run', '--url', 'http://127.0.0.1:1', '--peer-url', 'node-b'], /--peer-url node-b is no URL/],
    ['run with the same node as its peer', ['run', '--url', 'http://127.0.0.1:1', '--peer-url', 'http://127.0.0.1:1/'], /--peer-url names the same node as --url/],
    ['run with a duration that is none', ['run', '--url', 'http://127.0.0.1:1', '--identify-timeout', 'soon'], /--identify-timeout: /],
    ['run with a step timeout of 0', ['run', '--url', 'http://127.0.0.1:1', '--step-timeout', '0'], /^bothy-conformance: --step-timeout: "0" is not a duration such as 250ms/],
    ['run with a wait longer than a timer holds (it would fire at once)', ['run', '--url', 'http://127.0.0.1:1', '--ack-timeout', '30d'], /--ack-timeout: 30d is longer than the suite can wait \(at most 24d\)/],
    ['run with --token-command without a command', ['run', '--url', 'http://127.0.0.1:1', '--token-command'], /--token-command needs a command/],
    ['run with an unknown option', ['run', '--url', 'http://127.0.0.1:1', '--fast'], /run: unknown option --fast/],
    ['rules with an unknown argument', ['rules', '--html'], /unknown argument --html/],
  ])('%s', async (_name, argv, message) => {
    const { code, stdout, stderr } = await cli(...argv);
    expect(code).toBe(ExitCode.Failure);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage:');
  });

  it('names a recording that does not exist', async () => {
    const { code, stderr } = await cli('replay', path.join(fixturesDir, 'nope.jsonl'));
    expect(code).toBe(ExitCode.Failure);
    expect(stderr).toMatch(/nope\.jsonl: cannot read the recording: ENOENT/);
  });

  it('names every malformed line of a recording', async () => {
    const file = path.join(await tempDir(), 'bad.jsonl');
    await writeFile(file, `${(await readFile(valid, 'utf8')).split('\n')[0]}\nnot json\n{"t":"2026-11-30T12:00:00Z","conn":"c","from":"client"}\n`);
    const { code, stderr } = await cli('replay', file);
    expect(code).toBe(ExitCode.Failure);
    expect(stderr).toContain(`${file}:2 not JSON`);
    expect(stderr).toContain(`${file}:3 frame is missing`);
  });

  it('refuses an empty recording, and a directory without recordings', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'empty.jsonl'), '\n');
    expect((await cli('replay', path.join(dir, 'empty.jsonl'))).stderr).toMatch(/holds no frame/);
    const emptyDir = await tempDir();
    const { code, stderr } = await cli('replay', emptyDir);
    expect(code).toBe(ExitCode.Failure);
    expect(stderr).toMatch(/holds no \*\.jsonl recording/);
  });

  it('fails with exit 2 when the JUnit report cannot be written', async () => {
    const { code, stderr } = await cli('replay', valid, '--junit', path.join(await tempDir(), 'missing', 'out.xml'));
    expect(code).toBe(ExitCode.Failure);
    expect(stderr).toMatch(/cannot write the report/);
  });
});

describe('bothy-conformance rules and help', () => {
  it('lists every rule with its section', async () => {
    const { code, stdout } = await cli('rules');
    expect(code).toBe(ExitCode.Clean);
    for (const r of rules) expect(stdout).toContain(`(${r.section}) ${r.title}`);
  });

  it('prints the Markdown table of the README with --markdown', async () => {
    expect((await cli('rules', '--markdown')).stdout).toBe(`${rulesMarkdown(rules)}\n`);
  });

  it('prints the usage on help', async () => {
    const { code, stdout } = await cli('help');
    expect(code).toBe(ExitCode.Clean);
    expect(stdout).toMatch(/^Usage:/);
  });
});

describe('the bothy-conformance process', () => {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const cliPath = path.join(conformanceRoot, 'src', 'cli.ts');
  const spawn = (...args: string[]) => spawnSync(tsx, [cliPath, ...args], { cwd: repoRoot, encoding: 'utf8' });

  it('exits 0 clean, 1 on violations and 2 on usage errors', () => {
    const clean = spawn('replay', valid);
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/conformance: clean/);
    const failing = spawn('replay', broken('envelope.durable_fields'), '--json');
    expect(failing.status, failing.stderr).toBe(1);
    expect((JSON.parse(failing.stdout) as JsonReport).violations[0]?.rule).toBe('envelope.durable_fields');
    const usage = spawn('replay');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage:/);
  });
});
