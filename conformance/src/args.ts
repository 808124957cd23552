// The command line of bothy-conformance, parsed into a command or a UsageError.
import { UsageError } from './errors.ts';

export const USAGE = `Usage:
  bothy-conformance replay <recording.jsonl | dir>... [--json] [--junit <out.xml>]
      Check recorded frames against every rule. A directory means its *.jsonl files.
      --json            print the report as JSON instead of text
      --junit <file>    also write a JUnit XML report (one testcase per rule)
  bothy-conformance rules [--markdown]
      List the rules with their spec sections.
  bothy-conformance help

Exit codes: 0 clean, 1 violations, 2 usage error or unreadable recording.
`;

export type Command =
  | { name: 'replay'; paths: string[]; json: boolean; junit?: string }
  | { name: 'rules'; markdown: boolean }
  | { name: 'help' };

function flagValue(args: string[], i: number, flag: string): [value: string, next: number] {
  const arg = args[i] ?? '';
  if (arg.startsWith(`${flag}=`)) {
    const value = arg.slice(flag.length + 1);
    if (value) return [value, i + 1];
  } else {
    const value = args[i + 1];
    if (value !== undefined && !value.startsWith('--')) return [value, i + 2];
  }
  throw new UsageError(`${flag} needs a file name`);
}

function parseReplay(args: string[]): Command {
  const paths: string[] = [];
  let json = false;
  let junit: string | undefined;
  for (let i = 0; i < args.length; ) {
    const arg = args[i] ?? '';
    if (arg === '--json') {
      json = true;
      i += 1;
    } else if (arg === '--junit' || arg.startsWith('--junit=')) {
      [junit, i] = flagValue(args, i, '--junit');
    } else if (arg.startsWith('-')) {
      throw new UsageError(`replay: unknown option ${arg}`);
    } else {
      paths.push(arg);
      i += 1;
    }
  }
  if (paths.length === 0) throw new UsageError('replay: name at least one recording (.jsonl file or directory)');
  return junit === undefined ? { name: 'replay', paths, json } : { name: 'replay', paths, json, junit };
}

function parseRules(args: string[]): Command {
  const unknown = args.filter((a) => a !== '--markdown');
  if (unknown.length > 0) throw new UsageError(`rules: unknown argument ${unknown[0]}`);
  return { name: 'rules', markdown: args.includes('--markdown') };
}

export function parseArgs(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return parseReplay(rest);
    case 'rules':
      return parseRules(rest);
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'run':
      throw new UsageError('run: the live mode needs a gateway server and is not built yet; record frames and use replay');
    case undefined:
      throw new UsageError('name a command');
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}
