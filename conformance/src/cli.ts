#!/usr/bin/env tsx
// bothy-conformance: the command line over replay, the live mode and the reporters.
import { realpathSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs, USAGE, type RunCommand } from './args.ts';
import { formatLiveJson, formatLiveJunit, formatLiveTable, formatProgress } from './live/report.ts';
import { livePassed, runLive, type LiveProgress } from './live/runner.ts';
import { ConformanceError, ReportUnwritableError, UsageError } from './errors.ts';
import { replayFiles } from './replay.ts';
import { formatJsonReport } from './report/json.ts';
import { formatJunitReport } from './report/junit.ts';
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
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  tty: process.stderr.isTTY,
};

async function writeReport(file: string, text: string): Promise<void> {
  await writeFile(file, text).catch((e: Error) => {
    throw new ReportUnwritableError(file, e.message);
  });
}

async function runLiveCommand(command: RunCommand, io: CliIo): Promise<ExitCode> {
  const progress = (p: LiveProgress) => {
    const line = formatProgress(p);
    if (io.tty) io.stderr(`\r\x1b[K${line}${p.result && p.index === p.total ? '\n' : ''}`);
    else io.stderr(`${line}\n`);
  };
  const { name: _, json, junit, record, ...options } = command;
  const result = await runLive({ ...options, onProgress: progress });
  if (junit !== undefined) await writeReport(junit, formatLiveJunit(result));
  if (record !== undefined) await writeReport(record, result.recording.map((l) => `${l}\n`).join(''));
  io.stdout(json ? formatLiveJson(result) : formatLiveTable(result));
  return livePassed(result) ? ExitCode.Clean : ExitCode.Violations;
}

async function run(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const command = parseArgs(argv);
  switch (command.name) {
    case 'help':
      io.stdout(USAGE);
      return ExitCode.Clean;
    case 'rules':
      io.stdout(command.markdown ? `${rulesMarkdown(rules)}\n` : rulesText(rules));
      return ExitCode.Clean;
    case 'replay': {
      const result = await replayFiles(command.paths);
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
  try {
    return await run(argv, io);
  } catch (e) {
    if (e instanceof ConformanceError) {
      io.stderr(`bothy-conformance: ${e.message}\n`);
      if (e instanceof UsageError) io.stderr(`\n${USAGE}`);
    } else {
      io.stderr(`bothy-conformance: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
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

if (isEntryPoint()) process.exitCode = await main(process.argv.slice(2));
