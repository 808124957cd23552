// The command line of the examples, not part of the SDK: where the server is, who logs in, the
// example's own arguments, and a one-line message with an exit code (as the bothy CLI's: 1 failed,
// 2 usage, 3 the server cannot be reached; and the agent example's 4: its consumer was taken over by
// another process, which a supervisor must not undo by a restart, D531) instead of a stack trace when a step fails.
import { parseArgs } from 'node:util';

/** The demo server as `npm start` serves it. */
export const DEMO_URL = 'http://127.0.0.1:8080';
export const DEMO_PRINCIPAL = 'alex';

export const Exit = { Failed: 1, Usage: 2, Unreachable: 3, TakenOver: 4 } as const;

export interface ExampleOptions {
  /** --url, else BOTHY_URL, else the demo server. */
  baseUrl: string;
  /** --principal, else BOTHY_PRINCIPAL, else alex: the person the example logs in as. */
  principal: string;
  positionals: string[];
}

const USAGE = '[--url <server>] [--principal <handle>]   (or BOTHY_URL, BOTHY_PRINCIPAL)';

/** Ends the example with one line on stderr and the exit code. */
export function fail(message: string, code: number = Exit.Failed): never {
  console.error(`bothy example: ${message}`);
  process.exit(code);
}

/** The options of this run; an unknown option or a URL that is not one exits 2. */
export function exampleOptions(usage = '<example>.ts', defaultPrincipal = DEMO_PRINCIPAL): ExampleOptions {
  try {
    const { values, positionals } = parseArgs({ options: { url: { type: 'string' }, principal: { type: 'string' } }, allowPositionals: true });
    const baseUrl = new URL(values.url ?? process.env.BOTHY_URL ?? DEMO_URL).origin;
    return { baseUrl, principal: values.principal ?? process.env.BOTHY_PRINCIPAL ?? defaultPrincipal, positionals };
  } catch (error) {
    return fail(`${(error as Error).message}\nusage: npx tsx sdk/examples/${usage} ${USAGE}`, Exit.Usage);
  }
}

/** The example's own arguments, a thread ID first: without one, exit 2 with the usage. */
export function threadArgs(usage: string): [string, ...string[]] {
  const [thread, ...rest] = exampleOptions(usage).positionals;
  if (thread === undefined) fail(`missing argument\nusage: npx tsx sdk/examples/${usage} ${USAGE}`, Exit.Usage);
  if (!/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(thread)) fail(`not a thread ID (a UUID; npm start prints the welcome thread's): ${thread}`, Exit.Usage);
  return [thread, ...rest];
}

/** Awaits a step against the server; a server out of reach exits 3, any other failure 1, each with one line. */
export async function orExit<T>(step: Promise<T>, baseUrl: string): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (error instanceof TypeError && cause) fail(`the server at ${baseUrl} cannot be reached (${cause.code ?? String(cause)}); is it running (npm start)?`, Exit.Unreachable);
    return fail((error as Error).message);
  }
}
