// One HTTP/1.1 request written as raw text on a fresh loopback connection, for what fetch and node:http
// never send: a request target in absolute form, a Host of the test's choosing, userinfo (D495, D498).
import net from 'node:net';

export interface RawAnswer {
  /** The status of the answer's status line (0 when none came). */
  status: number;
  /** Its body parsed as JSON, or undefined. */
  body: unknown;
  /** Everything the server wrote, as latin1. */
  raw: string;
}

/**
 * Sends `text` to 127.0.0.1:`port` and collects the answer until the server closes (bounded: 5 s). A 101
 * keeps the socket open (a WebSocket now): its header section is then the whole answer.
 */
export function rawExchange(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let raw = '';
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    const timer = setTimeout(() => s.destroy(), 5_000);
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      const at = raw.indexOf('\r\n\r\n');
      let body: unknown;
      try {
        body = JSON.parse(raw.slice(at + 4));
      } catch {
        body = undefined;
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), body, raw });
    };
    s.on('data', (b: Buffer) => {
      raw += b.toString('latin1');
      if (raw.startsWith('HTTP/1.1 101') && raw.includes('\r\n\r\n')) done();
    });
    s.on('error', () => {});
    s.on('close', done);
  });
}
