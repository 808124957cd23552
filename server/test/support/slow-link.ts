// A TCP hop on loopback that delays every chunk by a fixed time in both
// directions, in order: a database link that is a few milliseconds slower than
// the others (a node farther from PostgreSQL).
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SlowLink {
  /** host:port to connect to instead of the target. */
  port: number;
  close(): Promise<void>;
}

export async function startSlowLink(target: { host: string; port: number }, delayMs: number): Promise<SlowLink> {
  const sockets = new Set<net.Socket>();
  const carry = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      // Timers of one duration fire in the order they were set: the byte order holds.
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, delayMs);
    });
    from.on('close', () => setTimeout(() => to.destroy(), delayMs));
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    carry(client, upstream);
    carry(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
