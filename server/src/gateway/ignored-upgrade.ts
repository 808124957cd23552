// A request that offers an upgrade the server does not take (D490). Node 20's HTTP server hands
// every request with `Connection: upgrade` and an `Upgrade` header to the 'upgrade' listener once
// one exists (the gateway's), and its parser has left the socket by then. RFC 9110 7.8: a server
// MAY ignore Upgrade and answer the request as it is, which is what a client that offers h2c
// (`curl --http2`) or any other protocol expects. Only the WebSocket protocol is taken (6.1); every
// other offer is ignored here: the request goes back to the same HTTP server as a fresh connection
// on the same socket (the documented way to hand a server a connection: emit 'connection'), its
// request line and header lines re-sent without the upgrade offer, the bytes that followed them
// (`head`: a body's start, a pipelined request) after. Node's own parser then reads it as any other
// request: the body through express's parsers (server.max_request_bytes), headersTimeout and
// requestTimeout, keep-alive, the server's connection list (closeAllConnections of the drain,
// D449) and its 'request' event (RequestDrain), every REST guard of the express app.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEarlierAnswers, earlierAnswersBound } from '../internal/earlier-answers.ts';

/** Whether the request's Upgrade header names the WebSocket protocol (RFC 6455 4.1; any version suffix, any case). */
export function offersWebSocket(req: IncomingMessage): boolean {
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== 'upgrade') continue;
    for (const token of req.rawHeaders[i + 1]!.split(',')) {
      if (token.trim().split('/')[0]!.toLowerCase() === 'websocket') return true;
    }
  }
  return false;
}

/**
 * The request's start line and header lines as HTTP/1.1 text, without the upgrade offer: the Upgrade
 * header and the "upgrade" token of Connection (a Connection left with no token is left out). Header
 * lines are written as `name:value`, never longer than they arrived, so that the re-read request
 * stays within the server's maxHeaderSize as the original did. Undefined when a name or value holds a
 * line break or NUL (Node's parser refuses those; checked again, since the text is parsed again).
 */
export function withoutUpgradeOffer(req: IncomingMessage): string | undefined {
  const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    let value = req.rawHeaders[i + 1]!;
    const lower = name.toLowerCase();
    if (lower === 'upgrade') continue;
    if (lower === 'connection') {
      const kept = value.split(',').map((t) => t.trim()).filter((t) => t !== '' && t.toLowerCase() !== 'upgrade');
      if (!kept.length) continue;
      value = kept.join(','); // no space added: a line is never longer than it came
    }
    lines.push(`${name}:${value}`);
  }
  const text = `${lines.join('\r\n')}\r\n\r\n`;
  return /[\r\n\0]/.test(lines.join('')) ? undefined : text;
}

/**
 * Serves the requests that offer an upgrade nobody takes on `server` as HTTP/1.1 (D490). Node hands
 * the socket to 'upgrade' when it reads the offer, also while earlier requests of the same connection
 * (pipelining) are still being answered, and their answers leave in order through the parser state
 * Node left behind. The offer's request is re-read once they are written (its bytes wait in the
 * socket meanwhile, which reads no more: the client's sending is held back by TCP).
 *
 * The wait is the one of internal/earlier-answers.ts (D533's addendum), which REST's refusals and the
 * gateway's own upgrade use: it looks at the response that holds the socket, which Node's own answers
 * (a 417, D499) hold too, and is bounded by server.request_timeout. The gateway calls `serve` only once
 * nothing is owed before the offer, so there the wait finds nothing and the request is re-read in the
 * same call; a server that hands offers straight to `serve` (the tests') waits here. A request that
 * offers nothing pays nothing for this (D494): no 'request' listener, nothing kept per socket.
 */
export class IgnoredUpgrades {
  /**
   * `expectationFailed` writes the 417 (REST's problem document, rest/input.ts; wired in by server.ts,
   * since the gateway renders no REST answer itself). Test-only: `expectationUnseen` leaves Node's own
   * 417 (a status line, no problem document), as before D499; `offerUnwaited` re-reads an offer at once,
   * whatever answers are owed before it (the twin of D490's "after the answers owed before it").
   */
  constructor(
    private readonly server: Server,
    private readonly options: { expectationFailed?: (req: IncomingMessage, res: ServerResponse) => void; expectationUnseen?: boolean; offerUnwaited?: boolean } = {},
  ) {
    // Node answers an Expect other than 100-continue with a bare 417 itself unless 'checkExpectation' is
    // heard (D499): with it the 417 is REST's problem document. Either is queued as any other answer, and
    // an offer behind it waits for it (the response holds the socket, internal/earlier-answers.ts).
    if (!options.expectationUnseen && options.expectationFailed) server.on('checkExpectation', options.expectationFailed);
  }

  /**
   * Serves the request on `socket` through the server, as if the upgrade had not been offered. `head`:
   * the bytes that followed the request's header section. False when the request cannot be re-sent
   * (the caller refuses it).
   */
  serve(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const text = withoutUpgradeOffer(req);
    if (text === undefined) return false;
    const bytes = Buffer.concat([Buffer.from(text, 'latin1'), head]);
    // Node stopped hearing the socket's errors when it handed it to 'upgrade': until the server hears
    // them again, a reset of the client (also while earlier answers are still written) only ends the
    // socket; an unheard 'error' stopped the node (D463, D404).
    const unheard = () => socket.destroy();
    socket.on('error', unheard);
    const resume = () => {
      // A destroyed socket keeps the listener: its error may still be on its way.
      if (socket.destroyed) return;
      socket.off('error', unheard);
      try {
        socket.unshift(bytes);
      } catch {
        socket.destroy();
        return;
      }
      // As a request that follows on a kept-alive connection: the keep-alive timeout Node set after
      // the last answer does not apply to it (http's resetSocketTimeout), server.timeout does.
      (socket as Socket).setTimeout?.(this.server.timeout);
      this.server.emit('connection', socket);
    };
    if (this.options.offerUnwaited) resume();
    else afterEarlierAnswers(socket, earlierAnswersBound(this.server), resume);
    return true;
  }
}
