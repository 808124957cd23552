// Credentials of the live mode: an access token bound to a device key (cnf.jkt),
// and REST calls that carry DPoP proofs.
//
// They come from a dev-token command that the server under test names
// (--token-command), or else from the dev endpoint of the reference server,
// POST /api/v1/dev/tokens {principal, public_jwk} -> {access_token, device_id}.
// The command runs in a shell with CONFORMANCE_URL, CONFORMANCE_PRINCIPAL and
// CONFORMANCE_PUBLIC_JWK (the suite's device key) in its environment, and
// prints one JSON object: {access_token, device_id}, bound to that key, or with
// private_jwk when it made its own key (as `npm run bothy -- dev-token` does).
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { JsonWebKey } from 'node:crypto';
import { ProblemCode, REST_BASE_PATH } from '@bothy/generated';
import { LiveSetupError } from '../errors.ts';
import { isObject } from '../internal/json.ts';
import { dpopProof, generateDpopKey, importDpopKey, type DpopKey } from './dpop.ts';
import { answerText, AnswerTooLargeError } from './answer.ts';
import { networkReason } from './network.ts';

export interface Credentials {
  accessToken: string;
  deviceId: string;
  key: DpopKey;
}

export interface CredentialSource {
  /** http(s) origin of the server under test. */
  url: string;
  principal: string;
  tokenCommand?: string;
  /** The flag that named tokenCommand, for the messages (default --token-command). */
  commandFlag?: string;
  timeoutMs: number;
  /**
   * The runner's twins (LiveTwins): answersUnbounded reads the dev endpoint's answer whole (D474);
   * commandGroupSpared runs the command as before, its timeout a SIGTERM to the shell alone (D475);
   * commandGroupUnwatched runs it without the watch of the runner's end (D482).
   */
  twins?: { answersUnbounded?: boolean; commandGroupSpared?: boolean; commandGroupUnwatched?: boolean } | undefined;
}

/** The environment a token command gets (no BOTHY_ prefix: the reference server refuses unknown BOTHY_ variables). */
export const TOKEN_COMMAND_ENV = { url: 'CONFORMANCE_URL', principal: 'CONFORMANCE_PRINCIPAL', publicJwk: 'CONFORMANCE_PUBLIC_JWK' } as const;

const run = promisify(execFile);

/** The most bytes a token command may print on stdout (and on stderr): more ends it. */
const MAX_COMMAND_OUTPUT_BYTES = 1 << 20;

/**
 * The shell that runs a token command (D482): it starts a watcher in the command's group, then becomes the
 * command (exec: the group's id stays the shell's pid, the command's stdin is /dev/null as before). The
 * watcher reads a pipe from the runner, which the runner never writes; at its end of file it kills its own
 * group, itself included. The end comes when the command's shell has exited (Node then closes the child's
 * stdin: what the command left running in its group goes too) or when the runner's process is gone, however
 * it ended (its 'exit' handler runs, or not: a second SIGINT, SIGKILL, the OOM killer). `$1` is the
 * command, never part of this text.
 */
const WATCHED_COMMAND = `exec 3<&0; { read -r _ || kill -s KILL 0; } <&3 >/dev/null 2>&1 3<&- & exec /bin/sh -c "$1" </dev/null 3<&-`;

/**
 * Runs `command` in a shell in a process group of its own (D475). At timeoutMs, or when it prints more
 * than MAX_COMMAND_OUTPUT_BYTES, the whole group is killed with SIGKILL: a command that ignores SIGTERM,
 * and what it started (a `sleep` the shell forked, which holds the stdout pipe), end with it, and the run
 * goes on. The group is killed as well when the command's shell exits (what it left running in its group) and
 * when the runner ends, by its 'exit' handler or else by the group's watcher (WATCHED_COMMAND, D482).
 * Rejects with what commandFailure reads: killed, the exit code or signal, stderr.
 */
function runCommand(command: string, env: NodeJS.ProcessEnv, timeoutMs: number, unwatched = false): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = unwatched
      ? spawn('/bin/sh', ['-c', command], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('/bin/sh', ['-c', WATCHED_COMMAND, 'bothy-token-command', command], { env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    // The watcher's pipe: never written; closed by Node when the shell exits, by the kernel when this process
    // ends; no reason for this process to live on.
    if (child.stdin) {
      child.stdin.on('error', () => {});
      (child.stdin as unknown as { unref(): void }).unref();
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let settled = false;
    let overflow = false;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone
      }
    };
    // Killed, the command is over: no wait for its pipes (a process that left the group may hold them).
    const timer = setTimeout(() => {
      killGroup();
      child.stdout.destroy();
      child.stderr.destroy();
      done({ killed: true });
    }, timeoutMs);
    // The runner ends first (--run-timeout, a signal): the command's group goes with it.
    process.once('exit', killGroup);
    const collect = (into: Buffer[]) => {
      let size = 0;
      return (b: Buffer) => {
        size += b.length;
        if (size > MAX_COMMAND_OUTPUT_BYTES) {
          overflow = true;
          killGroup();
          return;
        }
        into.push(b);
      };
    };
    child.stdout.on('data', collect(out));
    child.stderr.on('data', collect(err));
    const done = (failure?: Record<string, unknown>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.removeListener('exit', killGroup);
      const stderr = Buffer.concat(err).toString('utf8');
      if (failure) reject(Object.assign(new Error('token command failed'), failure, { stderr }));
      else resolve({ stdout: Buffer.concat(out).toString('utf8') });
    };
    child.once('error', (e: NodeJS.ErrnoException) => done({ code: e.code }));
    child.once('close', (code, signal) => {
      if (overflow) done({ code: 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' });
      else if (code === 0) done();
      else done(code !== null ? { code } : { signal });
    });
  });
}

/** The JSON object a command printed: all of its output, or else its last line that is one. */
function printedObject(stdout: string): Record<string, unknown> | undefined {
  const candidates = [stdout.trim(), ...stdout.trim().split('\n').reverse()];
  for (const text of candidates) {
    try {
      const value: unknown = JSON.parse(text);
      if (isObject(value)) return value;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * Why a token command failed: its exit status or the timeout, and the last line it wrote on stderr. Never
 * the command line: it is the user's, and may hold a secret of its own (a header, a password; D410).
 */
function commandFailure(e: unknown, timeoutMs: number): string {
  const err = e as { code?: unknown; signal?: unknown; killed?: unknown; stderr?: unknown };
  const status = err.killed === true ? `no answer within ${timeoutMs} ms (killed)` : typeof err.code === 'number' ? `exit code ${err.code}` : typeof err.signal === 'string' ? `ended by ${err.signal}` : typeof err.code === 'string' ? err.code : 'it did not run';
  const said = typeof err.stderr === 'string' ? (err.stderr.trim().split('\n').pop() ?? '').slice(0, 200) : '';
  return said ? `${status}; its last line on stderr: ${said}` : status;
}

async function fromCommand(source: CredentialSource, key: DpopKey): Promise<Record<string, unknown>> {
  const command = source.tokenCommand ?? '';
  let stdout: string;
  const env = { ...process.env, [TOKEN_COMMAND_ENV.url]: source.url, [TOKEN_COMMAND_ENV.principal]: source.principal, [TOKEN_COMMAND_ENV.publicJwk]: JSON.stringify(key.publicJwk) };
  try {
    ({ stdout } = source.twins?.commandGroupSpared === true ? await run('/bin/sh', ['-c', command], { env, timeout: source.timeoutMs, maxBuffer: MAX_COMMAND_OUTPUT_BYTES }) : await runCommand(command, env, source.timeoutMs, source.twins?.commandGroupUnwatched === true));
  } catch (e) {
    throw new LiveSetupError(`${source.commandFlag ?? '--token-command'} failed: ${commandFailure(e, source.timeoutMs)}`);
  }
  const printed = printedObject(stdout);
  if (!printed) throw new LiveSetupError(`${source.commandFlag ?? '--token-command'} printed no JSON object with the credentials`);
  return printed;
}

async function fromDevEndpoint(source: CredentialSource, path: string, body: Record<string, unknown>, command: string): Promise<Record<string, unknown>> {
  const url = new URL(`${REST_BASE_PATH}${path}`, source.url);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    text = await answerText(res, `POST ${url.pathname}`, undefined, source.twins?.answersUnbounded);
  } catch (e) {
    if (e instanceof AnswerTooLargeError) throw new LiveSetupError(e.message);
    throw new LiveSetupError(`POST ${url.pathname} failed: ${networkReason(e, source.timeoutMs) ?? (e instanceof Error ? e.message : String(e))}`);
  }
  const answer = printedObject(text);
  if (res.status !== 201 || !answer) {
    const detail = answer && typeof answer.detail === 'string' ? `: ${answer.detail}` : '';
    throw new LiveSetupError(`POST ${url.pathname} answered ${res.status}${detail}; a server without dev tokens needs ${command}`);
  }
  return answer;
}

export async function obtainCredentials(source: CredentialSource): Promise<Credentials> {
  const generated = generateDpopKey();
  const body = source.tokenCommand !== undefined ? await fromCommand(source, generated) : await fromDevEndpoint(source, '/dev/tokens', { principal: source.principal, public_jwk: generated.publicJwk }, '--token-command');
  if (typeof body.access_token !== 'string' || typeof body.device_id !== 'string') {
    throw new LiveSetupError(`the credentials carry no access_token and device_id (members: ${Object.keys(body).join(', ') || 'none'})`);
  }
  let key = generated;
  if (isObject(body.private_jwk)) {
    try {
      key = importDpopKey(body.private_jwk as JsonWebKey);
    } catch (e) {
      throw new LiveSetupError(`the credentials' private_jwk is no ES256 key: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { accessToken: body.access_token, deviceId: body.device_id, key };
}

/**
 * An agent's API token (6.3): from --agent-token-command (it prints {api_token}; CONFORMANCE_PRINCIPAL
 * names the agent), or else the reference server's dev endpoint POST /api/v1/dev/api-tokens {principal}.
 */
export async function obtainApiToken(source: CredentialSource): Promise<string> {
  const body = source.tokenCommand !== undefined ? await fromCommand(source, generateDpopKey()) : await fromDevEndpoint(source, '/dev/api-tokens', { principal: source.principal }, '--agent-token-command');
  if (typeof body.api_token !== 'string') throw new LiveSetupError(`the agent's credentials carry no api_token (members: ${Object.keys(body).join(', ') || 'none'})`);
  return body.api_token;
}

export interface RestAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The problem code of an RFC 9457 answer, if it has one. */
export function problemCode(body: unknown): string | undefined {
  return isObject(body) && typeof body.code === 'string' ? body.code : undefined;
}

/** REST with DPoP: a proof per request; on 401 use_dpop_nonce it retries once with the nonce the answer hands out. */
export class RestClient {
  private nonce?: string;

  constructor(
    private readonly base: string,
    private readonly credentials: Credentials,
    private readonly timeoutMs: number,
    /** Told every proof the client makes, before it is sent (the run masks them wherever they occur). */
    private readonly onProof: (proof: string) => void = () => {},
    /** The twin answersUnbounded (D474): answers read whole. */
    private readonly answersUnbounded = false,
  ) {}

  /** `headers` are added as they are (for example Idempotency-Key, 5.2). */
  async request(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<RestAnswer> {
    const url = new URL(path, this.base);
    const { accessToken: token, key } = this.credentials;
    for (let attempt = 0; ; attempt++) {
      const proof = dpopProof(key, { htm: method, htu: `${url.origin}${url.pathname}`, token, ...(this.nonce ? { nonce: this.nonce } : {}) });
      this.onProof(proof);
      const headers: Record<string, string> = { ...extraHeaders, authorization: `DPoP ${token}`, dpop: proof };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await answerText(res, `${method} ${url.pathname}`, undefined, this.answersUnbounded);
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      const fresh = res.headers.get('dpop-nonce');
      if (fresh) this.nonce = fresh;
      if (res.status === 401 && problemCode(parsed) === ProblemCode.UseDpopNonce && attempt === 0 && fresh) continue;
      return { status: res.status, headers: res.headers, body: parsed };
    }
  }
}
