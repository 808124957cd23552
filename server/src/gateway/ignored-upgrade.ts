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
 * What a request costs here (D494, issue 22): the response of the latest request per socket is named,
 * one WeakMap entry per socket that is overwritten by each request; no listener on the response, no
 * closure. Only an offer looks at it: answers leave in order, each assigned to the socket once the
 * one before it is written, so the latest one's 'close' (`closed`, Node 18) comes after every earlier
 * one's, and the offer waits for that alone. The entry holds the response weakly: a kept-alive idle
 * socket must not keep its last request and its parsed body alive (up to server.max_request_bytes
 * each, for the keep-alive timeout). Node holds a response until it is written, so one that is gone
 * was answered.
 */
export class IgnoredUpgrades {
  private readonly latest = new WeakMap<Duplex, WeakRef<ServerResponse>>();

  /**
   * `expectationFailed` writes the 417 (REST's problem document, rest/input.ts; wired in by server.ts,
   * since the gateway renders no REST answer itself); without it a bare 417 as Node's. `expectationUnseen`
   * (test-only) leaves Node's own 417 unseen, as before D499.
   */
  constructor(
    private readonly server: Server,
    options: { expectationFailed?: (req: IncomingMessage, res: ServerResponse) => void; expectationUnseen?: boolean } = {},
  ) {
    const seen = (req: IncomingMessage, res: ServerResponse) => void this.latest.set(req.socket, new WeakRef(res));
    server.on('request', seen);
    // Node answers an Expect other than 100-continue with 417 itself, without a 'request' event, unless
    // 'checkExpectation' is heard (D499). Its answer is queued as any other and the connection goes on,
    // so an offer pipelined behind it must wait for it too: when the answer before the 417 closes, the
    // 417 is only being written (a send buffer that is full takes it later), and a request re-read then
    // found the socket still owned by the 417 and was never answered. The 417 is made here as Node
    // makes it. The other answers Node makes without a 'request' event close the connection (400 to a
    // request without Host where requireHostHeader is on, as it is off on the node's server, which
    // refuses it as a 'request' itself; 503 over maxRequestsPerSocket, which this server leaves unset):
    // no answer is owed after them.
    if (!options.expectationUnseen) {
      const answer = options.expectationFailed ?? ((_req: IncomingMessage, res: ServerResponse) => res.writeHead(417).end());
      server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
        seen(req, res);
        answer(req, res);
      });
    }
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
    const owed = this.latest.get(socket)?.deref();
    if (owed && !owed.closed) owed.once('close', resume);
    else resume();
    return true;
  }
}
