// A TCP proxy on loopback between a server and PostgreSQL that a test can take
// down: `down()` destroys every open link and refuses new connections
// (ECONNREFUSED, the listening socket is closed), `up()` listens again on the
// same port. What a database that went away looks like to the server.
// `withhold()` keeps every link open and forwards nothing either way (new links
// too) until `pass()`, which delivers what it held: a partition as TCP lives
// through it, nothing closed, nothing lost, only late. `killOpenLinks()` makes
// the links open now dead for the node (silent, never closed; the database's
// sessions end), new ones work. `silenceAfterConnect()` lets new links connect
// and then kills them the same way, `closeAfterConnect()` closes them then, until `speak()`.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export class PgProxy {
  port = 0;
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** The node's ends of the links, while open. */
  private readonly clients = new Set<net.Socket>();
  /** Every connection the proxy accepted. */
  accepted = 0;
  private withholding = false;
  private held: (() => void)[] = [];
  /** Links that carry nothing any more, for good (their client sockets). */
  private readonly deadLinks = new WeakSet<net.Socket>();
  private readonly upstreamOf = new WeakMap<net.Socket, net.Socket>();

  constructor(
    private readonly upstreamPort: number,
    private readonly upstreamHost = '127.0.0.1',
  ) {}

  /** The URL of `databaseUrl` with its host and port replaced by the proxy's. */
  static async inFrontOf(databaseUrl: string): Promise<{ proxy: PgProxy; url: string }> {
    const u = new URL(databaseUrl);
    const proxy = new PgProxy(Number(u.port || 5432), u.hostname);
    await proxy.up();
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    return { proxy, url: u.toString() };
  }

  /** Links whose node end is still open (a dead link's stays open until the node closes it). */
  get openLinks(): number {
    return this.clients.size;
  }

  get isUp(): boolean {
    return this.server !== undefined;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      this.accepted += 1;
      this.clients.add(client);
      client.on('close', () => this.clients.delete(client));
      const upstream = net.connect(this.upstreamPort, this.upstreamHost);
      this.upstreamOf.set(client, upstream);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      // While withholding, bytes wait here in order and go on at pass(); a dead link drops them.
      const forward = (to: net.Socket) => (bytes: Buffer) => {
        if (this.deadLinks.has(client)) return;
        if (this.withholding) this.held.push(() => to.destroyed || to.write(bytes));
        else to.write(bytes);
      };
      client.on('data', forward(upstream));
      if (this.afterConnect) {
        // The database's bytes up to its first ReadyForQuery go through (the connect completes); then
        // the link dies (silent) or is closed (the node's end gets a FIN after those bytes).
        const how = this.afterConnect;
        const untilReady = readyForQueryEnd();
        upstream.on('data', (bytes: Buffer) => {
          if (this.deadLinks.has(client)) return;
          const end = untilReady(bytes);
          if (end === undefined) return void client.write(bytes);
          this.deadLinks.add(client);
          upstream.destroy();
          if (how === 'close') client.end(bytes.subarray(0, end));
          else client.write(bytes.subarray(0, end));
        });
      } else {
        upstream.on('data', forward(client));
      }
      client.on('close', () => upstream.destroy());
      // A dead link's client side stays open and hears nothing, as a peer gone without a word.
      upstream.on('close', () => void (this.deadLinks.has(client) || client.destroy()));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  private afterConnect: 'silence' | 'close' | undefined;

  /**
   * Links accepted from now on (until `speak()`) die right after their connect: once the database
   * has sent its first ReadyForQuery, the link carries nothing any more, as killOpenLinks leaves it.
   * A partition that falls just after a connection was made.
   */
  silenceAfterConnect(): void {
    this.afterConnect = 'silence';
  }

  /**
   * Links accepted from now on (until `speak()`) are closed right after their connect: the node gets
   * the database's first ReadyForQuery and then the end of the link, as when PostgreSQL restarts or
   * ends the session just after it accepted it. The node's first statement on it fails.
   */
  closeAfterConnect(): void {
    this.afterConnect = 'close';
  }

  /** New links carry bytes as before; links already dead stay dead. */
  speak(): void {
    this.afterConnect = undefined;
  }

  /** From now on no byte goes through, either way, until pass(); nothing is closed. */
  withhold(): void {
    this.withholding = true;
  }

  /**
   * Every link open now carries nothing any more, for good: the database's end is closed (its
   * sessions end), the node's end stays open and hears nothing; new links work. What a node's
   * connections look like after the database moved to another host behind the same address (a
   * failover): the old peer is gone without a word.
   */
  killOpenLinks(): void {
    for (const s of this.sockets) this.deadLinks.add(s);
    // The database's end of each goes (its sessions end, their locks with them); the node's end hears nothing.
    for (const s of this.sockets) this.upstreamOf.get(s)?.destroy();
  }

  /** Bytes go through again, those held meanwhile first, in order (to links still open). */
  pass(): void {
    this.withholding = false;
    const held = this.held;
    this.held = [];
    for (const send of held) send();
  }

  /** Every link cut, new connections refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Reads the database's side of a link from its first byte (no TLS: the tests' connections ask for
 * none) and answers, for each chunk, the offset just after the first ReadyForQuery ('Z'), or
 * undefined while none has ended. Backend messages are a type byte and a 4-byte length that counts itself.
 */
function readyForQueryEnd(): (bytes: Buffer) => number | undefined {
  let pending = Buffer.alloc(0); // the start of a message not yet whole
  return (bytes) => {
    const start = pending.length;
    pending = Buffer.concat([pending, bytes]);
    let at = 0;
    while (pending.length - at >= 5) {
      const length = pending.readUInt32BE(at + 1);
      if (pending.length - at < 1 + length) break;
      const type = pending[at];
      at += 1 + length;
      if (type === 0x5a) return at - start;
    }
    pending = pending.subarray(at);
    return undefined;
  };
}
