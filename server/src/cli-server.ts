// The operator CLI's requests to a running server (`bothy dev-token`, `bothy dev-call`) and the exit codes
// of the CLI (D52). A request has a deadline that covers its answer's body too (D476): a server that
// accepts the connection and never answers, or answers and never ends, is exit 3 with the time waited. And
// its answer is read up to MAX_ANSWER_BYTES (64 MiB, the conformance runner's cap, D474): a longer one, an
// endless one that comes fast, is exit 3 naming the cap instead of a process that grows without bound (D481).
import { AnswerTooLargeError, MAX_ANSWER_BYTES, readAnswerText } from '@bothy/generated';

/** The exit codes of the CLI's usage text (D52). */
export const CliExit = { Ok: 0, Failed: 1, Usage: 2, Unreachable: 3 } as const;

/** A failure with its exit code. */
export class CliFailure extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** How long the CLI waits for a server's answer, its body included. */
export const CLI_ANSWER_TIMEOUT_MS = 30_000;

/** For the tests (server/test/hardening/cli-child.ts sets it); never set otherwise. */
export const cliServerTest: {
  /** A shorter deadline than CLI_ANSWER_TIMEOUT_MS. */
  answerTimeoutMs?: number;
  /** The twin: requests without a deadline, as before D476. */
  cliFetchWithoutDeadline?: boolean;
  /** The twin: dev-call sends what it is given, as before D476 (a bad method exit 3, a bad URL exit 1). */
  devCallArgumentsUnchecked?: boolean;
  /** The twin: the answer is read whole, however long, as before D481. */
  cliAnswerUnbounded?: boolean;
} = {};

export interface ServerAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

/**
 * A request to the running server and its answer's text, within CLI_ANSWER_TIMEOUT_MS (and the caller's
 * signal, if any) and MAX_ANSWER_BYTES. Not there, no whole answer in time, or a longer one: exit 3 with the
 * server's origin and the reason.
 */
export async function fetchServer(url: string | URL, init: RequestInit = {}): Promise<ServerAnswer> {
  const ms = cliServerTest.answerTimeoutMs ?? CLI_ANSWER_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(ms);
  const signal = cliServerTest.cliFetchWithoutDeadline ? init.signal : init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  const { origin, pathname } = new URL(url);
  try {
    const res = await fetch(url, { ...init, signal: signal ?? null });
    const text = cliServerTest.cliAnswerUnbounded ? await res.text() : await readAnswerText(res, `${init.method ?? 'GET'} ${pathname}`, MAX_ANSWER_BYTES);
    return { status: res.status, statusText: res.statusText, headers: res.headers, text };
  } catch (err) {
    if (err instanceof AnswerTooLargeError) throw new CliFailure(CliExit.Unreachable, `the server at ${origin}: ${err.message}`);
    if (deadline.aborted && !cliServerTest.cliFetchWithoutDeadline) throw new CliFailure(CliExit.Unreachable, `the server at ${origin}: no answer within ${ms / 1000} s`);
    if (init.signal?.aborted) throw err;
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new CliFailure(CliExit.Unreachable, `the server at ${origin} cannot be reached (${cause?.code ?? cause?.message ?? (err as Error).message}); is it running?`);
  }
}
