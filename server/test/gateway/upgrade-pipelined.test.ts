// A WebSocket upgrade offer pipelined behind a request whose answer is still being made is answered
// after that answer (D533; D530 for REST's refusals; RFC 9112 9.3.2, RFC 6455 4.1, 6.1). Node hands
// the offer to the gateway's 'upgrade' listener as soon as its parser has read it, whatever answers on
// the connection are in flight. Before, a refused offer's answer (404 another path, 403 an origin, 400,
// 503 a stopping node) was written at once: the client read it as its earlier request's answer, which
// was then lost with the close; and an accepted offer wrote 101 and hello at once, the earlier answer's
// bytes then landing inside the WebSocket stream. Raw TCP on loopback, one write; the earlier answer is
// held deterministically by holding /readyz's one database read (support/hold.ts) until the server has
// handed the offer to 'upgrade' (seen from a listener put before the gateway's).
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import { GATEWAY_PATH, ProblemCode, ServerOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/agents.ts';
import { holdQuery } from '../support/hold.ts';
import { useTestServer, type TestServer } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const READY = 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const offer = (path: string, more = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${more}\r\n`;

/**
 * What the client read, in order: `ready 200` (a JSON body), `404 not_found` (a problem), `101`, then
 * WebSocket frames from the server as `frame <op>`; `not a frame` for bytes after the 101 that are none
 * (reserved bits set, RFC 6455 5.2; no extension was agreed); `partial` for an incomplete tail.
 */
function readOut(raw: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) return [...out, 'partial'];
    const head = raw.subarray(at, end).toString('latin1');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    if (status === 101) {
      out.push('101');
      return [...out, ...framesIn(raw.subarray(end + 4))];
    }
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!(raw.length >= end + 4 + length)) return [...out, 'partial'];
    const body = raw.subarray(end + 4, end + 4 + length).toString('utf8');
    if (/\r\ncontent-type: *application\/problem\+json/i.test(head)) out.push(`${status} ${(JSON.parse(body) as { code: string }).code}`);
    else out.push(`${(JSON.parse(body) as { status: string }).status} ${status}`);
    at = end + 4 + length;
  }
  return out;
}

/** The server's frames (unmasked, RFC 6455 5.2) in `bytes`, decoded here. */
function framesIn(bytes: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (bytes.length < at + 2) return [...out, 'partial'];
    const b0 = bytes[at]!;
    const b1 = bytes[at + 1]!;
    if ((b0 & 0x70) !== 0 || (b1 & 0x80) !== 0) return [...out, 'not a frame'];
    let length = b1 & 0x7f;
    let start = at + 2;
    if (length === 126) {
      if (bytes.length < at + 4) return [...out, 'partial'];
      length = bytes.readUInt16BE(at + 2);
      start = at + 4;
    } else if (length === 127) {
      if (bytes.length < at + 10) return [...out, 'partial'];
      length = Number(bytes.readBigUInt64BE(at + 2));
      start = at + 10;
    }
    if (bytes.length < start + length) return [...out, 'partial'];
    const payload = bytes.subarray(start, start + length);
    out.push((b0 & 0x0f) === 1 ? `frame ${(JSON.parse(payload.toString('utf8')) as { op: string }).op}` : `frame opcode ${b0 & 0x0f}`);
    at = start + length;
  }
  return out;
}

/**
 * The clients' ports whose upgrade offers a node's HTTP server handed to 'upgrade'. Each server is met on
 * its first request (a documented diagnostics channel), /readyz of the pipelined write itself: Node
 * publishes it before its parser goes on to the offer, and the listener comes before the gateway's.
 */
const offered = new Set<number>();
const met = new WeakSet<Server>();
const meet = (message: unknown) => {
  const { server } = message as { server: Server };
  if (met.has(server)) return;
  met.add(server);
  server.prependListener('upgrade', (_req: IncomingMessage, socket: net.Socket) => void offered.add(socket.remotePort!));
};
beforeAll(() => void diagnostics.subscribe('http.server.request.start', meet));
afterAll(() => void diagnostics.unsubscribe('http.server.request.start', meet));

interface Pipelined {
  /** What the server wrote before the held answer was let go (or in all, when it is not). */
  before: string[];
  /** What it wrote in all, read until `enough` held, the close, or 5 s after the release. */
  after: string[];
  /** The server closed the connection; with the answer kept held, how long after the offer was handed over. */
  closed: boolean;
  closedAfterMs?: number;
}

/**
 * Writes /readyz and `upgrade` in one write on a fresh connection while /readyz's database read is held;
 * once the server holds it and has handed the offer to 'upgrade', lets it go and reads (`enough`), or
 * keeps it held (`keep`: until the close, 6 s at most).
 */
async function pipelined(t: TestServer, upgrade: string, enough: ((out: string[]) => boolean) | 'keep'): Promise<Pipelined> {
  const held = holdQuery(t.db.pool, (sql) => sql.includes('schema_migrations'));
  const s = net.connect(t.server.port, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('error', reject));
    const chunks: Buffer[] = [];
    const out = () => readOut(Buffer.concat(chunks));
    s.on('data', (b: Buffer) => chunks.push(b));
    s.on('error', () => {});
    let closedAt: number | undefined;
    s.once('close', () => (closedAt = Date.now()));
    s.write(READY + upgrade);
    const port = s.localPort!;
    await until('the offer was handed to upgrade while /readyz is held', () => offered.has(port) && held.holding());
    const handedAt = Date.now();
    if (enough === 'keep') {
      await until('the close', () => closedAt !== undefined, 6_000).catch(() => {});
      return { before: out(), after: out(), closed: closedAt !== undefined, closedAfterMs: (closedAt ?? NaN) - handedAt };
    }
    // A turn of the event loop for what the gateway would write at once (the twin's answers).
    await new Promise((r) => setTimeout(r, 50));
    const before = out();
    held.release();
    await until('the answers', () => closedAt !== undefined || enough(out()), 5_000).catch(() => {});
    return { before, after: out(), closed: closedAt !== undefined };
  } finally {
    held.restore();
    s.destroy();
  }
}

const closedOrAll = (n: number) => (out: string[]) => out.length >= n && !out.includes('partial');

describe('an upgrade offer pipelined behind an answer still being made is answered after it (6.1; RFC 9112 9.3.2, RFC 6455 4.1; D530, D533)', () => {
  const t = useTestServer();

  it('to another path: the held 200 whole, then 404 not_found, then the close', async () => {
    const x = await pipelined(t, offer('/api/v1/elsewhere'), () => false);
    expect(x.before, 'nothing is written while the first answer is being made').toEqual([]);
    expect(x.after).toEqual(['ready 200', `404 ${ProblemCode.NotFound}`]);
    expect(x.closed, 'closed after the refusal').toBe(true);
  });

  it('from an origin not allowed: the held 200 whole, then 403 forbidden, then the close', async () => {
    const x = await pipelined(t, offer(GATEWAY_PATH, 'Origin: https://elsewhere.example\r\n'), () => false);
    expect(x.before).toEqual([]);
    expect(x.after).toEqual(['ready 200', `403 ${ProblemCode.Forbidden}`]);
    expect(x.closed).toBe(true);
  });

  it('to the gateway (no Origin, as a non-browser client): the held 200 whole, then 101, then hello as the first frame', async () => {
    const x = await pipelined(t, offer(GATEWAY_PATH), closedOrAll(3));
    expect(x.before).toEqual([]);
    expect(x.after).toEqual(['ready 200', '101', `frame ${ServerOp.Hello}`]);
    expect(x.closed, 'the WebSocket connection stays open').toBe(false);
  });

  it("twin (upgradeBeforeEarlierAnswers): the 404 is read as the held request's answer and that answer is lost; the 200 lands inside the WebSocket stream", async () => {
    await withTwins(t, { upgradeBeforeEarlierAnswers: true }, async () => {
      const refused = await pipelined(t, offer('/api/v1/elsewhere'), () => false);
      expect(refused.before).toEqual([`404 ${ProblemCode.NotFound}`]);
      expect(refused.after).not.toContain('ready 200');
      const taken = await pipelined(t, offer(GATEWAY_PATH), (out) => out.includes('not a frame'));
      expect(taken.before).toEqual(['101', `frame ${ServerOp.Hello}`]);
      expect(taken.after.slice(0, 3)).toEqual(['101', `frame ${ServerOp.Hello}`, 'not a frame']);
      expect(taken.after).not.toContain('ready 200');
    });
  });
});

describe('the wait for earlier answers before an upgrade is bounded by server.request_timeout (D533; D530, D507)', () => {
  const t = useTestServer({ 'server.headers_timeout': '1s', 'server.request_timeout': '2s' });

  it('an earlier answer that does not finish within it: the connection is destroyed, nothing written', async () => {
    const x = await pipelined(t, offer(GATEWAY_PATH), 'keep');
    expect(x.closed).toBe(true);
    expect(x.closedAfterMs, 'destroyed about server.request_timeout after the offer').toBeGreaterThanOrEqual(1_500);
    expect(x.closedAfterMs).toBeLessThan(6_000);
    expect(x.after).toEqual([]);
  }, 15_000);
});
