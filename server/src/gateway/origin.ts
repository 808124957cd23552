// server.allowed_origins (6.3): the browser origins that the gateway upgrade and the REST API's
// CORS accept. A refusal names the setting that decides, never its value, so that the developer of
// a browser app sees why in the browser's network panel and the operator knows what to change. A
// refused upgrade is answered as REST answers a refusal, a problem document with a contract code
// (D517; server.ts wires REST's renderer in, since the gateway renders no REST answer itself).
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DomainError } from '../errors.ts';

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
 * close: the socket is destroyed once the answer is written, also when the client keeps its side open.
 * The status and headers are the refusal's (Retry-After of a stopping node, D447), the body `render`'s;
 * `instance`: the target's path and query (RFC 9457 3.1.5, D498).
 */
export function refuseUpgrade(socket: Duplex, err: DomainError, render: UpgradeRefusalBody, instance?: string, twins?: { errorsUnheard?: boolean }): void {
  // Node's HTTP server stops listening to a socket's errors when it hands it to 'upgrade': a client that
  // resets the connection before the answer is written made the write's ECONNRESET or EPIPE an unheard
  // 'error', which stopped the node (D463). The answer is then lost, as the client wanted.
  if (!twins?.errorsUnheard) socket.on('error', () => socket.destroy());
  const { contentType, body: text } = render(err, instance);
  const body = Buffer.from(text);
  const more = Object.entries(err.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const head = `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status] ?? ''}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n${more}Connection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), body]), () => socket.destroy());
}
