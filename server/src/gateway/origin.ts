// server.allowed_origins (6.3): the browser origins that the gateway upgrade and the REST API's
// CORS accept. A refusal names the setting that decides, never its value, so that the developer of
// a browser app sees why in the browser's network panel and the operator knows what to change. The
// upgrade answers it as text (it is no REST answer); the REST preflight as a problem (rest/app.ts).
import type { Duplex } from 'node:stream';

export const ORIGIN_REFUSED_DETAIL =
  "this request's Origin is not in server.allowed_origins; to let a browser app on that origin connect, the operator adds it there (comma-separated)";

/** The log line of a refusal (with the Origin the browser sent; one a minute at most, with `left_out`, D340). */
export const ORIGIN_REFUSED_LOG = 'browser origin refused: not in server.allowed_origins';

/**
 * A plain HTTP/1.1 answer on a socket that was asked to upgrade (it is no WebSocket yet), then the
 * close: the socket is destroyed once the answer is written, also when the client keeps its side open.
 * `headers`: more header lines of the answer (Retry-After of a stopping node, D447).
 */
export function refuseUpgrade(socket: Duplex, status: number, reason: string, text: string, headers: Record<string, string> = {}, twins?: { errorsUnheard?: boolean }): void {
  // Node's HTTP server stops listening to a socket's errors when it hands it to 'upgrade': a client that
  // resets the connection before the answer is written made the write's ECONNRESET or EPIPE an unheard
  // 'error', which stopped the node (D463). The answer is then lost, as the client wanted.
  if (!twins?.errorsUnheard) socket.on('error', () => socket.destroy());
  const body = Buffer.from(`${text}\n`);
  const more = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const head = `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n${more}Connection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), body]), () => socket.destroy());
}
