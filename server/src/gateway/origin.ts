// server.allowed_origins (6.3): the browser origins that the gateway upgrade and the REST API's
// CORS accept. A refusal names the setting that decides, never its value, so that the developer of
// a browser app sees why in the browser's network panel and the operator knows what to change. A
// refused upgrade is answered as REST answers a refusal, a problem document with a contract code
// (D517; server.ts wires REST's renderer in, since the gateway renders no REST answer itself).
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DomainError } from '../errors.ts';
import { lingeringClose } from '../internal/earlier-answers.ts';

/** The body of a refused upgrade: REST's problem document (rest/problem.ts, wired in by server.ts), or `textRefusal`. */
export type UpgradeRefusalBody = (err: DomainError, instance: string | undefined) => { contentType: string; body: string };

/** A refusal's detail as text: what a gateway started without REST's renderer (a test's) answers. */
export const textRefusal: UpgradeRefusalBody = (err) => ({ contentType: 'text/plain; charset=utf-8', body: `${err.message}\n` });

export const ORIGIN_REFUSED_DETAIL =
  "this request's Origin is not in server.allowed_origins; to let a browser app on that origin connect, the operator adds it there (comma-separated)";

/** The log line of a refusal (with the Origin the browser sent; one a minute at most, with `left_out`, D340). */
export const ORIGIN_REFUSED_LOG = 'browser origin refused: not in server.allowed_origins';

/**
 * A plain HTTP/1.1 answer on a socket that was asked to upgrade (it is no WebSocket yet), then the
 * close: a lingering close (internal/earlier-answers.ts lingeringClose, D537), the socket ended after
 * the answer, what the client still sends read and discarded, and the socket destroyed when the client
 * closes too or after LINGER_MS. Destroyed as soon as the answer was written, as before, a socket with
 * unread bytes (a body, pipelined requests after the offer) made the kernel send a reset, which could
 * make the client lose the answer (RFC 9112 9.6). A stopping node's drain destroys a lingering socket at
 * its deadline (request-drain.ts).
 * The status and headers are the refusal's (Retry-After of a stopping node, D447), the body `render`'s;
 * `instance`: the target's path and query (RFC 9457 3.1.5, D498).
 */
export function refuseUpgrade(socket: Duplex, err: DomainError, render: UpgradeRefusalBody, instance?: string, twins?: { errorsUnheard?: boolean; destroysAtOnce?: boolean }): void {
  // Node's HTTP server stops listening to a socket's errors when it hands it to 'upgrade': a client that
  // resets the connection before the answer is written made the write's ECONNRESET or EPIPE an unheard
  // 'error', which stopped the node (D463). The answer is then lost, as the client wanted.
  if (!twins?.errorsUnheard) socket.on('error', () => socket.destroy());
  const { contentType, body: text } = render(err, instance);
  const body = Buffer.from(text);
  const more = Object.entries(err.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const head = `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status] ?? ''}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n${more}Connection: close\r\n\r\n`;
  const answer = Buffer.concat([Buffer.from(head), body]);
  // The twin (upgradeRefusalDestroysAtOnce): destroyed once the answer is written, as before D537.
  if (twins?.destroysAtOnce) return void socket.end(answer, () => socket.destroy());
  // Nobody reads a socket Node handed to 'upgrade' (it stopped its parser's reading): what the client
  // sends after its offer is read here and discarded.
  socket.resume();
  lingeringClose(socket, answer);
}
