// A refused gateway upgrade (6.1 "the one WebSocket endpoint", 6.3's Origin check; D517) closes its
// connection with a lingering close (RFC 9112 9.6; D537), as REST's refusals do (D503). Before, the
// socket was destroyed as soon as the answer was written: what the client had sent after its offer
// and the server never read (a body, pipelined requests) made the kernel reset the connection, and a
// client still sending met the reset on its write (EPIPE or ECONNRESET) and lost the answer it had not
// read yet. Here a raw TCP client writes its offer followed by 16 MiB (far more than the kernel's
// buffers on loopback hold), reads nothing until that write is done, and only then reads: the whole
// problem answer, then a clean end. Twin `upgradeRefusalDestroysAtOnce` (the close before D537): the
// write fails with a reset and nothing of the answer is read.
// A stopping node's drain destroys a socket still lingering at server.shutdown_timeout (request-drain.ts,
// internal/earlier-answers.ts lingeringOn): server.close() waits for the sockets Node handed over, and a
// client that keeps its side open after the refusal held the stop until LINGER_MS ended its linger.
// Twin `drainLeavesLingering`.
import net from 'node:net';
import { GATEWAY_PATH, ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { LINGER_MS } from '../../src/internal/earlier-answers.ts';
import { PROBLEM_CONTENT_TYPE } from '../../src/rest/problem.ts';
import { until } from '../support/agents.ts';
import { useTestServer } from '../support/server.ts';
import { withTwins, type ServerTwins } from '../support/twins.ts';

const ALLOWED = 'https://app.example';
const t = useTestServer({ 'server.allowed_origins': ALLOWED, 'cluster.mode': 'multi' });

/** What the client sends after its offer before it reads: more than loopback's socket buffers hold, so that the server has bytes unread when it answers. */
const BULK = 16 * 1024 * 1024;
/** Every wait of a client is bounded. */
const WAIT_MS = 10_000;

const offer = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`;
const REFUSALS = [
  ['another path (404 not_found)', offer('/not-the-gateway'), 404, ProblemCode.NotFound],
  ['an Origin not allowed (403 forbidden)', offer(GATEWAY_PATH, 'Origin: https://elsewhere.example\r\n'), 403, ProblemCode.Forbidden],
] as const;

interface Read {
  /** The write of the offer and the bulk: 'done', or the error code it failed with. */
  written: string;
  status: number;
  contentType: string | undefined;
  code: string | undefined;
  /** The body is as long as its Content-Length says. */
  whole: boolean;
  /** The server's FIN was read ('end'), and no error came. */
  cleanEnd: boolean;
  error: string | undefined;
}

/** Writes `head` and BULK bytes in one write, reads nothing until that write is done (or failed), then reads to the close. */
async function offerThenRead(port: number, head: string): Promise<Read> {
  const s = net.connect(port, '127.0.0.1');
  // Paused before it connects: Node reads nothing from the socket until resume().
  s.pause();
  let error: string | undefined;
  s.on('error', (err: NodeJS.ErrnoException) => (error ??= err.code ?? err.message));
  const closed = new Promise<void>((resolve) => s.once('close', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const bounded = <T>(p: Promise<T>, late: T) => Promise.race([p, new Promise<T>((r) => (timer = setTimeout(() => r(late), WAIT_MS)))]).finally(() => clearTimeout(timer));
  try {
    await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('error', reject));
    const written = await bounded(new Promise<string>((resolve) => s.write(Buffer.concat([Buffer.from(head), Buffer.alloc(BULK, 0x78)]), (err) => resolve(err ? ((err as NodeJS.ErrnoException).code ?? err.message) : 'done'))), 'not within 10 s');
    // Only now the client reads.
    const chunks: Buffer[] = [];
    let ended = false;
    s.on('data', (b: Buffer) => chunks.push(b));
    s.on('end', () => (ended = true));
    s.resume();
    await bounded(closed, undefined);
    const raw = Buffer.concat(chunks).toString('latin1');
    const at = raw.indexOf('\r\n\r\n');
    const headers = at < 0 ? '' : raw.slice(0, at);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? NaN);
    const body = at < 0 ? '' : raw.slice(at + 4);
    return {
      written,
      status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(headers)?.[1] ?? 0),
      contentType: /\r\ncontent-type: *([^\r]+)/i.exec(headers)?.[1],
      code: (/"code":"([a-z_]+)"/.exec(body) ?? [])[1],
      whole: body.length === length,
      cleanEnd: ended && error === undefined,
      error,
    };
  } finally {
    s.destroy();
  }
}

describe('a refused gateway upgrade closes with a lingering close: a client that sends more before it reads still reads the refusal (6.1, 6.3; RFC 9112 9.6; D537)', () => {
  for (const [what, head, status, code] of REFUSALS) {
    it(`${what}: the offer and 16 MiB written in full, then the whole problem answer and a clean end, not a reset`, async () => {
      const read = await offerThenRead(t.server.port, head);
      expect(read).toMatchObject({ written: 'done', status, code, whole: true, cleanEnd: true, error: undefined });
      expect(read.contentType).toMatch(new RegExp(`^${PROBLEM_CONTENT_TYPE.replace('+', '\\+')}`));
    }, 30_000);

    it(`twin (upgradeRefusalDestroysAtOnce) fails it: ${what}: the socket destroyed once the answer is written resets the connection, and the client loses the answer`, async () => {
      const read = await withTwins(t, { upgradeRefusalDestroysAtOnce: true }, () => offerThenRead(t.server.port, head));
      expect(read.written).toMatch(/^(EPIPE|ECONNRESET)$/);
      expect(read.status, 'no answer read').toBe(0);
      expect(read.cleanEnd).toBe(false);
    }, 30_000);
  }
});

describe('the drain at server.shutdown_timeout ends a refused upgrade still lingering (18 server.shutdown_timeout, 6.4; D537)', () => {
  const SHUTDOWN_MS = 1_000;
  /** The lingering connection's close, timed from the stop's start: server.shutdown_timeout and a wide margin, below LINGER_MS, which ends the twin's linger. */
  const CLOSE_BOUND_MS = SHUTDOWN_MS + 3_000;
  const startNode = () => t.startNode({ 'server.shutdown_timeout': `${SHUTDOWN_MS}ms` });

  /**
   * A client refused 404 reads the answer and keeps its side open, writing a byte every 100 ms (discarded
   * by the lingering close; once the server has closed the socket, the next one meets a reset and the
   * client's socket closes). The node is then stopped: when the client's connection closed, from the stop's start.
   */
  async function stopWhileLingering(twins?: ServerTwins): Promise<{ closeMs: number | undefined; closeAfterRefusalMs: number | undefined; status: number }> {
    const node = await startNode();
    if (twins) node.ctx.twins = twins;
    const s = net.connect({ port: node.port, host: '127.0.0.1', allowHalfOpen: true });
    let raw = '';
    let closedAt: number | undefined;
    const ticker = setInterval(() => s.writable && s.write('x'), 100);
    try {
      await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('error', reject));
      s.on('error', () => {});
      s.on('data', (b: Buffer) => (raw += b.toString('latin1')));
      s.once('close', () => (closedAt = Date.now()));
      s.write(offer('/not-the-gateway'));
      await until('the refusal read', () => /\r\n\r\n\{[^]*\}$/.test(raw), WAIT_MS);
      const readAt = Date.now();
      const started = Date.now();
      await node.close();
      await until('the client connection closed', () => closedAt !== undefined, LINGER_MS + 3_000).catch(() => undefined);
      return {
        closeMs: closedAt === undefined ? undefined : closedAt - started,
        // From the refusal read: the linger began when the answer was written, just before.
        closeAfterRefusalMs: closedAt === undefined ? undefined : closedAt - readAt,
        status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1] ?? 0),
      };
    } finally {
      clearInterval(ticker);
      s.destroy();
      await node.close();
    }
  }

  it('a client that keeps its side open after the refusal: its connection is closed at the deadline, the stop not held by the linger', async () => {
    const x = await stopWhileLingering();
    expect(x.status).toBe(404);
    expect(x.closeMs, 'the lingering connection closed at the drain').toBeDefined();
    expect(x.closeMs!).toBeLessThan(CLOSE_BOUND_MS);
  }, 30_000);

  it('twin (drainLeavesLingering) fails it: the connection closes only when LINGER_MS ends the linger', async () => {
    const x = await stopWhileLingering({ drainLeavesLingering: true });
    expect(x.status).toBe(404);
    // Timed from the refusal, not the stop: the linger ran from the answer's write, and the stop began later
    // by however long this machine took to get there.
    expect(x.closeAfterRefusalMs, 'the twin closed the connection only at the linger\'s end').toBeGreaterThanOrEqual(LINGER_MS - 1_000);
    expect(x.closeAfterRefusalMs!).toBeLessThan(LINGER_MS + 3_000);
  }, 30_000);
});
