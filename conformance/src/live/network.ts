// What went wrong on the network, in words a CI log can act on: fetch says only
// "fetch failed" and keeps the reason (ECONNREFUSED, a certificate, a reset) in
// its cause; an AbortSignal.timeout says "aborted due to timeout" without the
// time. And the first question of a run: does anything answer at the URL (D408)?
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { LiveSetupError } from '../errors.ts';

/** An error of the system (ECONNREFUSED, EPROTO, a certificate) as `code: message`, the code once. */
function errnoReason(e: NodeJS.ErrnoException): string {
  return e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message;
}

/** The reason of a failed fetch or request: the cause's code and message, or the timeout it ran into. */
export function networkReason(e: unknown, timeoutMs?: number): string | undefined {
  if (!(e instanceof Error)) return undefined;
  if (e.name === 'TimeoutError') return `no answer within ${timeoutMs === undefined ? 'the step timeout' : `${timeoutMs} ms`} (--step-timeout)`;
  if (e instanceof TypeError && e.message === 'fetch failed' && e.cause instanceof Error) return errnoReason(e.cause);
  return undefined;
}

/**
 * Sends one plain GET to `origin` and waits for the head of any HTTP answer (every status counts: something
 * answers there). A refused or reset connection, a failed TLS handshake or no answer within timeoutMs is a
 * LiveSetupError that names the flag: the run cannot check anything, which is no verdict on a server.
 */
export async function assertReachable(flag: string, origin: string, timeoutMs: number): Promise<void> {
  const url = new URL(origin);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  await new Promise<void>((resolve, reject) => {
    const req = request(url, { method: 'GET' });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms (--step-timeout)`)), timeoutMs);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      req.destroy();
      resolve();
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new LiveSetupError(`${flag} ${origin} cannot be reached: ${errnoReason(e)}`));
    });
    req.end();
  });
}
