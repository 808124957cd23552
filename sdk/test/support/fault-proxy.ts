// A proxy on loopback between the SDK and the reference server that a test can break on purpose:
// REST requests pass through an HTTP hop whose fate the test decides per request (forward, lose
// the request, lose the answer after the server handled it, stall), and gateway upgrades become
// raw TCP links that the test can cut or stall. `setOffline(true)` is the network gone: every
// socket is destroyed and new ones are refused until it comes back.
//
// The proxy keeps the Host header of the client, so the server computes the DPoP htu of the URL
// the client actually used (the proxy's), as a reverse proxy with server.public_url unset would.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ProblemCode } from '@bothy/generated';

/** What happens to one REST request. */
export type RestFault =
  | 'forward'
  /** the request never reaches the server; the client sees a broken connection */
  | 'drop_request'
  /** the server handles the request, its answer never reaches the client (16.2) */
  | 'drop_response'
  /** forwarded after a pause */
  | { stallMs: number };

export interface Exchange {
  method: string;
  path: string;
  body: string;
  fault: RestFault;
  /** The server's status; missing when the request did not reach it or it did not answer. */
  status?: number;
  /** The Idempotent-Replay header of the answer (5.1). */
  replay: boolean;
  /** The problem code of an error answer. */
  problem?: string;
  delivered: boolean;
}

export interface RestRequestInfo {
  method: string;
  path: string;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One gateway connection as two TCP sockets and what flows between them. */
export class Link {
  #stalled = { up: false, down: false };
  #held: { up: Buffer[]; down: Buffer[] } = { up: [], down: [] };
  #timers: NodeJS.Timeout[] = [];
  closed = false;

  constructor(
    readonly client: Duplex,
    readonly upstream: net.Socket,
    private readonly onEnd: (link: Link) => void,
  ) {
    client.on('data', (chunk: Buffer) => this.#carry('up', chunk));
    upstream.on('data', (chunk: Buffer) => this.#carry('down', chunk));
    const end = () => this.cut();
    for (const s of [client, upstream]) {
      s.on('close', end);
      s.on('error', end);
    }
  }

  #carry(direction: 'up' | 'down', chunk: Buffer): void {
    if (this.#stalled[direction]) {
      this.#held[direction].push(chunk);
      return;
    }
    (direction === 'up' ? this.upstream : this.client).write(chunk);
  }

  /** Holds the bytes of one or both directions for ms, then delivers them in order. */
  stall(ms: number, direction: 'up' | 'down' | 'both' = 'both'): void {
    const directions = direction === 'both' ? (['up', 'down'] as const) : [direction];
    for (const d of directions) this.#stalled[d] = true;
    this.#timers.push(
      setTimeout(() => {
        for (const d of directions) {
          this.#stalled[d] = false;
          const held = this.#held[d].splice(0);
          if (this.closed) continue;
          for (const chunk of held) (d === 'up' ? this.upstream : this.client).write(chunk);
        }
      }, ms),
    );
  }

  /** Swallows everything the client sends from now on (its heartbeats never arrive). */
  blackholeUp(): void {
    this.client.removeAllListeners('data');
    this.client.on('data', () => {});
  }

  /** Both sockets destroyed: what a lost network looks like to both ends. */
  cut(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.#timers) clearTimeout(t);
    this.client.destroy();
    this.upstream.destroy();
    this.onEnd(this);
  }
}

export class FaultProxy {
  url = '';
  port = 0;
  readonly exchanges: Exchange[] = [];
  readonly links = new Set<Link>();
  /** Every gateway link ever opened (upgrades). */
  upgrades = 0;
  /** Files the proxy serves itself (GET by path), so that a page shares the API's origin. */
  readonly files = new Map<string, { type: string; body: string }>();
  /** Decides the fate of each REST request; default forward. */
  restFault: (request: RestRequestInfo) => RestFault = () => 'forward';
  #offline = false;
  #server: http.Server | undefined;
  readonly #sockets = new Set<net.Socket>();

  constructor(
    private upstreamPort: number,
    private readonly upstreamHost = '127.0.0.1',
  ) {}

  /** Points the proxy at another server port (a restarted server on a new port). */
  retarget(port: number): void {
    this.upstreamPort = port;
  }

  async start(port = 0): Promise<void> {
    const server = http.createServer((req, res) => void this.#request(req, res));
    server.on('connection', (socket) => {
      if (this.#offline) return socket.destroy();
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    server.on('upgrade', (req, socket, head) => this.#upgrade(req, socket, head));
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    this.setOffline(true);
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  get offline(): boolean {
    return this.#offline;
  }

  /** The network goes (every socket destroyed, new ones refused) or comes back. */
  setOffline(offline: boolean): void {
    this.#offline = offline;
    if (!offline) return;
    this.cutGateways();
    for (const s of this.#sockets) s.destroy();
  }

  /** Cuts every gateway link; REST keeps working. */
  cutGateways(): void {
    for (const link of [...this.links]) link.cut();
  }

  stallGateways(ms: number, direction: 'up' | 'down' | 'both' = 'both'): void {
    for (const link of this.links) link.stall(ms, direction);
  }

  /**
   * The REST exchanges of creating messages (POST /threads/{id}/messages), without the DPoP nonce
   * challenges (401 use_dpop_nonce, which the client answers at once with the nonce, RFC 9449 8).
   */
  messagePosts(): Exchange[] {
    return this.exchanges.filter((e) => e.method === 'POST' && /\/threads\/[^/]+\/messages$/.test(e.path) && e.problem !== ProblemCode.UseDpopNonce);
  }

  async #request(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const file = req.method === 'GET' ? this.files.get((req.url ?? '/').split('?')[0]!) : undefined;
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
      res.end(file.body);
      return;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return;
    }
    const body = Buffer.concat(chunks);
    const info: RestRequestInfo = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, body: body.toString('utf8') };
    const fault = this.restFault(info);
    const exchange: Exchange = { ...info, fault, replay: false, delivered: false };
    this.exchanges.push(exchange);
    if (fault === 'drop_request' || this.#offline) {
      req.socket.destroy();
      return;
    }
    if (typeof fault === 'object') await sleep(fault.stallMs);
    let answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
    try {
      answer = await this.#forward(req, body);
    } catch {
      req.socket.destroy(); // the server is not there: the client sees a broken connection
      return;
    }
    exchange.status = answer.status;
    exchange.replay = answer.headers['idempotent-replay'] === 'true';
    if (answer.status >= 400) {
      try {
        exchange.problem = (JSON.parse(answer.body.toString('utf8')) as { code?: string }).code;
      } catch {
        // not a problem document
      }
    }
    if (fault === 'drop_response' || this.#offline || req.socket.destroyed) {
      req.socket.destroy();
      return;
    }
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    delete headers['connection'];
    delete headers['keep-alive'];
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
    exchange.delivered = true;
  }

  #forward(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        { host: this.upstreamHost, port: this.upstreamPort, method: req.method, path: req.url, headers: req.headers, agent: false },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (c: Buffer) => parts.push(c));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
          response.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  #upgrade(req: http.IncomingMessage, client: Duplex, head: Buffer): void {
    if (this.#offline) {
      client.destroy();
      return;
    }
    this.upgrades += 1;
    const upstream = net.connect(this.upstreamPort, this.upstreamHost);
    const link = new Link(client, upstream, (l) => this.links.delete(l));
    this.links.add(link);
    upstream.once('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
    });
  }
}
