// A request whose headers or body do not arrive in time is answered 408 request_timeout and its
// connection closed (D507): server.headers_timeout and server.request_timeout bound what a client that
// sends slowly (or stops) holds, with an answer a client repeats (13.2: a timeout is retried with the
// same ID). Before, Node's requestTimeout (300 s) ended such a request with this server's 400 "cannot be
// read as HTTP/1.1", which a client takes as final: its outbox entry failed and the write was lost.
import net from 'node:net';
import { ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE_HEADER } from '../../src/rest/problem.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const t = useTestServer({ 'server.headers_timeout': '1s', 'server.request_timeout': '2s' });

interface Ended {
  status: number;
  code: string | undefined;
  contentType: string | undefined;
  /** Whether the server closed the connection (within the bound). */
  closed: boolean;
}

/** Writes `parts` in turn (each after `gapMs`), then waits, bounded, for the server to answer and close. */
function slowRequest(parts: string[], gapMs = 0, boundMs = 15_000): Promise<Ended> {
  return new Promise((resolve) => {
    let raw = '';
    let closed = false;
    const s = net.connect(t.server.port, '127.0.0.1', async () => {
      for (const part of parts) {
        if (s.destroyed) return;
        s.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
    const timer = setTimeout(() => s.destroy(), boundMs);
    s.on('data', (b: Buffer) => (raw += b.toString('latin1')));
    s.on('end', () => (closed = true));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(timer);
      const at = raw.indexOf('\r\n\r\n');
      let code: string | undefined;
      try {
        code = (JSON.parse(raw.slice(at + 4)) as { code?: string }).code;
      } catch {
        code = undefined;
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), code, contentType: /\r\ncontent-type: *([^\r]*)\r\n/i.exec(raw)?.[1], closed });
    });
  });
}

const timedOut = { status: 408, code: ProblemCode.RequestTimeout, contentType: PROBLEM_CONTENT_TYPE_HEADER, closed: true };

describe('a request that does not arrive in time is 408 request_timeout (D507; 13.2)', () => {
  it('headers that stop before their end: 408 after server.headers_timeout, the connection closed', async () => {
    expect(await slowRequest(['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'])).toEqual(timedOut);
  });

  it('a body that stops before its Content-Length: 408 after server.request_timeout, the route never ran', async () => {
    const handle = `slow-${Date.now()}`;
    const body = JSON.stringify({ principal: handle });
    const head = `POST /api/v1/dev/tokens HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 10}\r\n\r\n`;
    expect(await slowRequest([head, body])).toEqual(timedOut);
    const { rowCount } = await t.db.pool.query('SELECT 1 FROM principals WHERE handle = $1', [handle]);
    expect(rowCount).toBe(0);
  });

  it('a body that trickles in beyond server.request_timeout is ended too, though every gap is short', async () => {
    const head = `POST /api/v1/dev/tokens HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`;
    expect(await slowRequest([head, ...'{"principal":"trickle"'.split('').slice(0, 12)], 300)).toEqual(timedOut);
  });

  it('a request answered before its body ended (413 at once) gets no second answer when its time runs out', async () => {
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      const s = net.connect(t.server.port, '127.0.0.1', () =>
        s.write(`POST /api/v1/dev/tokens HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${t.config.server.maxRequestBytes + 1}\r\n\r\n{"a":`),
      );
      const timer = setTimeout(() => s.destroy(), 15_000);
      s.on('data', (b: Buffer) => (text += b.toString('latin1')));
      s.on('error', () => {});
      s.on('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
    });
    expect([...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))).toEqual([413]);
  });

  it('a kept-alive connection idle between requests for longer than both timeouts is not answered 408', async () => {
    const answers = await new Promise<string>((resolve) => {
      let raw = '';
      const s = net.connect(t.server.port, '127.0.0.1', () => s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
      const timer = setTimeout(() => s.destroy(), 15_000);
      s.on('data', (b: Buffer) => {
        raw += b.toString('latin1');
        if (raw.split('HTTP/1.1 ').length === 2 && !raw.includes('second')) {
          raw += 'second';
          setTimeout(() => s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), 3_500);
        }
      });
      s.on('error', () => {});
      s.on('close', () => {
        clearTimeout(timer);
        resolve(raw);
      });
    });
    expect([...answers.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))).toEqual([200, 200]);
  });

  it('an upgraded gateway connection outlives server.request_timeout', async () => {
    const alex = await t.client('alex');
    const c = await GatewayTestClient.connect(t.server.url);
    try {
      await c.identify(alex);
      await new Promise((r) => setTimeout(r, 3_500));
      expect(c.closed).toBeUndefined();
      await c.handled(); // a heartbeat and its heartbeat_ack
    } finally {
      c.close();
    }
  });

  it('twin (requestTimeoutAsBadRequest): the answer is 400 validation_failed, which a client ends its retries on', async () => {
    const seen = await withTwins(t, { requestTimeoutAsBadRequest: true }, () => slowRequest(['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n']));
    expect(seen).toEqual({ ...timedOut, status: 400, code: ProblemCode.ValidationFailed });
  });
});
