// A TCP proxy on loopback between a server and PostgreSQL that a test can take
// down: `down()` destroys every open link and refuses new connections
// (ECONNREFUSED, the listening socket is closed), `up()` listens again on the
// same port. What a database that went away looks like to the server.
// `swallow()` keeps every link open and forwards nothing either way (new links
// too), until `pass()`: a network that loses bytes without closing anything,
// as a partition looks to both ends; what was swallowed is gone.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export class PgProxy {
  port = 0;
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Every connection the proxy accepted. */
  accepted = 0;
  private swallowing = false;

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

  get isUp(): boolean {
    return this.server !== undefined;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      this.accepted += 1;
      const upstream = net.connect(this.upstreamPort, this.upstreamHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (bytes: Buffer) => void (this.swallowing || upstream.write(bytes)));
      upstream.on('data', (bytes: Buffer) => void (this.swallowing || client.write(bytes)));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** From now on no byte goes through, either way; nothing is closed. */
  swallow(): void {
    this.swallowing = true;
  }

  /** Bytes go through again (those swallowed meanwhile are lost). */
  pass(): void {
    this.swallowing = false;
  }

  /** Every link cut, new connections refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
