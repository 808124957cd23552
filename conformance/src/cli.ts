#!/usr/bin/env tsx
// bothy-conformance: the command line over replay, the live mode and the reporters.
import { realpathSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, USAGE, type Command, type RunCommand } from './args.ts';
import { formatLiveJson, formatLiveJunit, formatLiveTable, formatProgress } from './live/report.ts';
import { defaultRunTimeoutMs, livePassed, runLive, type LiveProgress } from './live/runner.ts';
import { AbortedError, ConformanceError, ReportUnwritableError, RunTimeoutError, UsageError } from './errors.ts';
import { collectRecordings, replayFiles } from './replay.ts';
import { formatJsonReport } from './report/json.ts';
import { formatJunitError, formatJunitReport } from './report/junit.ts';
import { rulesMarkdown, rulesText } from './report/rules-table.ts';
import { formatTextReport } from './report/text.ts';
import { rules } from './rules/index.ts';

export const ExitCode = { Clean: 0, Violations: 1, Failure: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** stderr is a terminal: the live mode's progress line is rewritten in place instead of one line per step. */
  tty?: boolean;
  /** Aborts a live run (the process's SIGINT and SIGTERM): it ends with an AbortedError, exit 2. */
  abort?: AbortSignal;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  tty: process.stderr.isTTY,
};

/** The files a command writes: the JUnit report and the live recording. */
function reportFiles(command: Command): string[] {
  if (command.name === 'replay') return command.junit === undefined ? [] : [command.junit];
  if (command.name === 'run') return [command.junit, command.record].filter((f): f is string => f !== undefined);
  return [];
}

const tempOf = (file: string): string => `${file}.${process.pid}.tmp`;

/**
 * Before the run (D409): a report of an earlier run at the same path goes, so that a run that ends without
 * writing one (killed, or no verdict) never leaves a stale report for CI to read; and a path that cannot be
 * written fails now, with exit 2, not after a live run of minutes whose results it would lose.
 */
async function prepareReport(file: string): Promise<void> {
  try {
    await rm(file, { force: true });
    await writeFile(file, '');
    await rm(file, { force: true });
  } catch (e) {
    throw new ReportUnwritableError(file, e instanceof Error ? e.message : String(e));
  }
}

/** Writes a report whole or not at all: a temporary file beside it, then a rename. */
async function writeReport(file: string, text: string): Promise<void> {
  try {
    await writeFile(tempOf(file), text);
    await rename(tempOf(file), file);
  } catch (e) {
    await rm(tempOf(file), { force: true }).catch(() => {});
    throw new ReportUnwritableError(file, e instanceof Error ? e.message : String(e));
  }
}

/** Resolves never; rejects with an AbortedError when the signal fires. */
function aborted(signal: AbortSignal | undefined, what: () => string): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (!signal) return;
    const stop = () => reject(new AbortedError(`aborted by ${String(signal.reason ?? 'a signal')} ${what()}; no verdict`));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** Rejects with a RunTimeoutError after `ms` (D422); `clear` stops the timer. */
function runLimit(ms: number, what: () => string): { expired: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RunTimeoutError(`the run passed --run-timeout (${ms} ms) ${what()}; no verdict`)), ms);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/** A live run or a replay is under way in this process: a signal aborts it (otherwise a signal ends the process as usual). */
let checking = false;
/** A run or replay was left unfinished (a signal, --run-timeout): its sockets, timers and streams must not hold the process. */
let abandoned = false;

async function runLiveCommand(command: RunCommand, io: CliIo): Promise<ExitCode> {
  checking = true;
  const progress = (p: LiveProgress) => {
    const line = formatProgress(p);
    if (io.tty) io.stderr(`\r\x1b[K${line}${p.result && p.index === p.total ? '\n' : ''}`);
    else io.stderr(`${line}\n`);
  };
  const { name: _, json, junit, record, runTimeoutMs, ...options } = command;
  let at = 'before the first case';
  const limit = runLimit(runTimeoutMs ?? defaultRunTimeoutMs(command), () => at);
  let result;
  try {
    result = await Promise.race([
      runLive({
        ...options,
        onProgress: (p) => {
          if (!p.result) at = `during ${p.id} (case ${p.index} of ${p.total})`;
          progress(p);
        },
      }),
      aborted(io.abort, () => at),
      limit.expired,
    ]);
  } catch (e) {
    if (e instanceof AbortedError || e instanceof RunTimeoutError) abandoned = true;
    throw e;
  } finally {
    limit.clear();
  }
  if (junit !== undefined) await writeReport(junit, formatLiveJunit(result));
  if (record !== undefined) await writeReport(record, result.recording.map((l) => `${l}\n`).join(''));
  io.stdout(json ? formatLiveJson(result) : formatLiveTable(result));
  return livePassed(result) ? ExitCode.Clean : ExitCode.Violations;
}

/**
 * A report path that names an input of the run, or the other report: writing it would destroy the input, and
 * prepareReport would remove it before it is read. ReportUnwritableError on that path (main writes no
 * report there).
 */
async function refuseCollisions(command: Command): Promise<void> {
  const same = (a: string, b: string) => path.resolve(a) === path.resolve(b);
  if (command.name === 'replay' && command.junit !== undefined) {
    const junit = command.junit;
    if ((await collectRecordings(command.paths)).some((f) => same(f, junit))) throw new ReportUnwritableError(junit, 'it is a recording this replay reads');
  }
  if (command.name === 'run' && command.junit !== undefined && command.record !== undefined && same(command.junit, command.record)) {
    throw new ReportUnwritableError(command.junit, 'it is named by both --junit and --record');
  }
}

async function run(command: Command, io: CliIo): Promise<ExitCode> {
  await refuseCollisions(command);
  for (const file of reportFiles(command)) await prepareReport(file);
  switch (command.name) {
    case 'help':
      io.stdout(USAGE);
      return ExitCode.Clean;
    case 'rules':
      io.stdout(command.markdown ? `${rulesMarkdown(rules)}\n` : rulesText(rules));
      return ExitCode.Clean;
    case 'replay': {
      // A signal stops a replay as it stops a live run (D423): a recording that a pipe still writes, or a
      // large one, can take as long as a run.
      checking = true;
      let file = '';
      const result = await Promise.race([replayFiles(command.paths, { onFile: (f) => (file = f) }), aborted(io.abort, () => `during the replay of ${file}`)]).catch((e: unknown) => {
        if (e instanceof AbortedError) abandoned = true;
        throw e;
      });
      if (command.junit !== undefined) await writeReport(command.junit, formatJunitReport(result));
      io.stdout(command.json ? formatJsonReport(result) : formatTextReport(result));
      return result.violations.length === 0 ? ExitCode.Clean : ExitCode.Violations;
    }
    case 'run':
      return runLiveCommand(command, io);
  }
}

/**
 * Runs the CLI and returns its exit code. Every ConformanceError becomes a message
 * and exit code 2; so does a bug in the suite, which must never read as a violation.
 */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<ExitCode> {
  let command: Command | undefined;
  let printed = false;
  const out: CliIo = { ...io, stdout: (text) => ((printed = true), io.stdout(text)) };
  try {
    command = parseArgs(argv);
    return await run(command, out);
  } catch (e) {
    const error = { code: e instanceof ConformanceError ? e.code : 'internal', message: e instanceof Error ? e.message : String(e) };
    if (e instanceof ConformanceError) {
      io.stderr(`bothy-conformance: ${e.message}\n`);
      if (e instanceof UsageError) io.stderr(`\n${USAGE}`);
    } else {
      io.stderr(`bothy-conformance: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    }
    // The reports asked for still say why there is no verdict (D409): --json prints {ok: false, error}
    // (also when the arguments did not parse, if --json is among them), --junit holds one <error>.
    const json = command === undefined ? argv.includes('--json') : 'json' in command && command.json;
    if (json && !printed) io.stdout(`${JSON.stringify({ ok: false, error }, null, 2)}\n`);
    const junit = command !== undefined && 'junit' in command ? command.junit : undefined;
    const unwritable = e instanceof ReportUnwritableError && e.file === junit;
    if (junit !== undefined && !unwritable && command !== undefined) {
      await writeReport(junit, formatJunitError(command.name === 'run' ? 'live' : command.name, error)).catch((w: Error) => io.stderr(`bothy-conformance: ${w.message}\n`));
    }
    return ExitCode.Failure;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // SIGINT and SIGTERM (a CI timeout) end a live run with its reports and exit 2 (D409); a second signal,
  // or one outside a live run, ends the process at once, as without these handlers.
  const abort = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => (checking ? abort.abort(signal) : process.kill(process.pid, signal)));
  }
  process.exitCode = await main(process.argv.slice(2), { ...processIo, abort: abort.signal });
  // An aborted run, or one past --run-timeout, leaves its cases' sockets and timers behind: they must not hold the process.
  if (abandoned) process.exit();
}
