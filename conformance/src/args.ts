// The command line of bothy-conformance, parsed into a command or a UsageError.
import { GATEWAY_PATH, parseConfigValue } from '@bothy/generated';
import { UsageError } from './errors.ts';

export const USAGE = `Usage:
  bothy-conformance replay <recording.jsonl | dir>... [--json] [--junit <out.xml>]
      Check recorded frames against every rule. A directory means its *.jsonl files.
      --json            print the report as JSON instead of text
      --junit <file>    also write a JUnit XML report (one testcase per rule)
  bothy-conformance run --url <http base> [--principal <handle>] [--token-command "<cmd>"]
                        [--thread <id>] [--identify-timeout <duration>] [--max-frame-bytes <bytes>]
                        [--step-timeout <duration>] [--agent <handle>] [--agent-token-command "<cmd>"]
                        [--ack-timeout <duration>] [--cursor-advance-every <count>] [--peer-url <http base>]
                        [--run-timeout <duration>] [--json] [--junit <out.xml>] [--record <out.jsonl>]
      Run the live protocol suite against a server, over the wire only, and check
      every frame it receives against every rule.
      --url               http(s)://host:port of the server; the gateway is its ${GATEWAY_PATH}
      --principal         whose credentials to use (default alex, the reference server's demo owner)
      --token-command     a shell command that prints {access_token, device_id[, private_jwk]};
                          it gets CONFORMANCE_URL, CONFORMANCE_PRINCIPAL and CONFORMANCE_PUBLIC_JWK.
                          Without it: POST /api/v1/dev/tokens of the reference server
      --thread            a thread the principal may post in (default: one from the recent events)
      --identify-timeout  how long to wait for the identify timeout's close (default 11s:
                          sync.identify_timeout of 10s, which hello does not announce, and 1s)
      --max-frame-bytes   the server's sync.ws_max_frame_bytes (default 1MiB)
      --step-timeout      how long one answer may take (default 5s)
      --run-timeout       how long the whole run may take; then exit 2 with the reports (default:
                          --identify-timeout + --ack-timeout + 2 x --step-timeout for each case)
      --agent             the agent the agent cases mention and connect as (default helper, the
                          reference server's demo agent)
      --agent-token-command  a shell command that prints {api_token} for the agent (it gets
                          CONFORMANCE_URL and CONFORMANCE_PRINCIPAL, the agent's handle).
                          Without it: POST /api/v1/dev/api-tokens of the reference server
      --ack-timeout       the server's agent.ack_timeout, how long the redelivery case waits
                          (default 32s: agent.ack_timeout of 30s, which hello does not announce, and 2s)
      --cursor-advance-every  the server's sync.cursor_advance_every (default the contract's 1000, which
                          hello does not announce); at most 20 for the case that checks it, else it skips
      --peer-url          http(s)://host:port of a second node of the same cluster (cluster.mode = multi,
                          one database): the cluster cases run too, each across the two nodes
      --record <file>     also write the run's frames as a recording (secrets masked)
  bothy-conformance rules [--markdown]
      List the rules with their spec sections.
  bothy-conformance help

Exit codes: 0 clean (run: every case passed), 1 violations (run: a case failed or was
skipped), 2 no verdict: usage error, unreadable recording, unwritable report, a server
at which nothing answers (run), a run past --run-timeout, or one stopped by SIGINT or SIGTERM; --json then prints
{"ok": false, "error": {"code", "message"}} and --junit holds one <error>.
`;

export interface RunCommand {
  name: 'run';
  url: string;
  principal?: string;
  tokenCommand?: string;
  thread?: string;
  identifyTimeoutMs?: number;
  maxFrameBytes?: number;
  stepTimeoutMs?: number;
  agent?: string;
  agentTokenCommand?: string;
  ackTimeoutMs?: number;
  runTimeoutMs?: number;
  cursorAdvanceEvery?: number;
  peerUrl?: string;
  json: boolean;
  junit?: string;
  record?: string;
}

export type Command =
  | { name: 'replay'; paths: string[]; json: boolean; junit?: string }
  | RunCommand
  | { name: 'rules'; markdown: boolean }
  | { name: 'help' };

function flagValue(args: string[], i: number, flag: string, what = 'a file name'): [value: string, next: number] {
  const arg = args[i] ?? '';
  if (arg.startsWith(`${flag}=`)) {
    const value = arg.slice(flag.length + 1);
    if (value) return [value, i + 1];
  } else {
    const value = args[i + 1];
    if (value !== undefined && !value.startsWith('--')) return [value, i + 2];
  }
  throw new UsageError(`${flag} needs ${what}`);
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

/** A duration (10s, 1500ms), a size (1MiB) or a count in the notation of the contract's settings. */
function setting(flag: string, name: 'sync.identify_timeout' | 'sync.ws_max_frame_bytes' | 'sync.cursor_advance_every', text: string): number {
  try {
    return parseConfigValue(name, text);
  } catch (e) {
    // The message of the setting's parser names the setting; the flag is what the user typed.
    throw new UsageError(`${flag}: ${(e instanceof Error ? e.message : String(e)).replace(`${name}: `, '')}`);
  }
}

/** The longest wait a timer of Node can hold (2^31 - 1 ms, 24.8 days): a longer one fires at once. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** A duration flag (--identify-timeout, --step-timeout, --ack-timeout, --run-timeout) in the notation of the contract's durations. */
function duration(flag: string, text: string): number {
  const ms = setting(flag, 'sync.identify_timeout', text);
  if (ms > MAX_WAIT_MS) throw new UsageError(`${flag}: ${text} is longer than the suite can wait (at most 24d)`);
  return ms;
}

const RUN_VALUES: Record<string, { key: Exclude<keyof RunCommand, 'name' | 'json'>; what: string }> = {
  '--url': { key: 'url', what: 'the http(s) base of the server' },
  '--principal': { key: 'principal', what: 'a handle' },
  '--token-command': { key: 'tokenCommand', what: 'a command' },
  '--thread': { key: 'thread', what: 'a thread id' },
  '--identify-timeout': { key: 'identifyTimeoutMs', what: 'a duration' },
  '--max-frame-bytes': { key: 'maxFrameBytes', what: 'a size' },
  '--step-timeout': { key: 'stepTimeoutMs', what: 'a duration' },
  '--agent': { key: 'agent', what: 'a handle' },
  '--agent-token-command': { key: 'agentTokenCommand', what: 'a command' },
  '--ack-timeout': { key: 'ackTimeoutMs', what: 'a duration' },
  '--run-timeout': { key: 'runTimeoutMs', what: 'a duration' },
  '--cursor-advance-every': { key: 'cursorAdvanceEvery', what: 'a count' },
  '--peer-url': { key: 'peerUrl', what: 'the http(s) base of a second node' },
  '--junit': { key: 'junit', what: 'a file name' },
  '--record': { key: 'record', what: 'a file name' },
};

function parseRun(args: string[]): Command {
  const command: RunCommand = { name: 'run', url: '', json: false };
  for (let i = 0; i < args.length; ) {
    const arg = args[i] ?? '';
    const flag = arg.split('=')[0] ?? '';
    const option = RUN_VALUES[flag];
    if (arg === '--json') {
      command.json = true;
      i += 1;
    } else if (option) {
      let value: string;
      [value, i] = flagValue(args, i, flag, option.what);
      if (option.key === 'identifyTimeoutMs' || option.key === 'stepTimeoutMs' || option.key === 'ackTimeoutMs' || option.key === 'runTimeoutMs') command[option.key] = duration(flag, value);
      else if (option.key === 'maxFrameBytes') command.maxFrameBytes = setting(flag, 'sync.ws_max_frame_bytes', value);
      else if (option.key === 'cursorAdvanceEvery') {
        command.cursorAdvanceEvery = setting(flag, 'sync.cursor_advance_every', value);
        if (command.cursorAdvanceEvery < 1) throw new UsageError(`${flag}: sync.cursor_advance_every is at least 1`);
      }
      else command[option.key] = value;
    } else {
      throw new UsageError(`run: unknown ${arg.startsWith('-') ? 'option' : 'argument'} ${arg}`);
    }
  }
  if (!command.url) throw new UsageError('run: name the server with --url <http base>');
  const url = httpBase('--url', command.url);
  if (command.peerUrl !== undefined && httpBase('--peer-url', command.peerUrl).origin === url.origin) {
    throw new UsageError('run: --peer-url names the same node as --url; it is a second node of the cluster');
  }
  return command;
}

/** An http(s) base URL of a flag, or a UsageError that names the flag. */
function httpBase(flag: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`run: ${flag} ${text} is no URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`run: ${flag} is the http(s) base of a server, not ${url.protocol}`);
  return url;
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
      return parseRun(rest);
    case undefined:
      throw new UsageError('name a command');
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}
