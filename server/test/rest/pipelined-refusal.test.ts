// A request Node's parser refuses (headers over its 16 KiB) pipelined behind requests whose answers are
// still being made gets its own answer after theirs, in order, then the close (D530; D44, 13.2; RFC 9112
// 9.3.2). Before, the refusal's 413 was written the moment Node refused it: a client read it as the answer
// to its earlier request, whose own answer was lost with the closed connection; or, with an answer already
// begun, the socket was destroyed and the 413 never sent. Raw TCP on loopback against a test server; the
// earlier answer is held deterministically by holding /readyz's one database read (support/hold.ts) until
// the server has refused the later request.
import diagnostics from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import net from 'node:net';
import { ProblemCode } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/agents.ts';
import { holdQuery, type Held } from '../support/hold.ts';
import { useTestServer, type TestServer } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const READY = 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const HEALTH = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
/** Headers over Node's 16 KiB: refused by its parser before any route (413 payload_too_large, D44). */
const OVERSIZE = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'f'.repeat(20_000)}\r\n\r\n`;

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** The whole answers in `raw`, in order (each framed by its Content-Length), and what is left after them. */
function answersIn(raw: string): { answers: Answer[]; rest: string } {
  const answers: Answer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const head = raw.slice(at, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!(raw.length >= end + 4 + length)) break;
    answers.push({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), contentType: /\r\ncontent-type: *([^\r]*)/i.exec(head)?.[1] ?? '', body: raw.slice(end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return { answers, rest: raw.slice(at) };
}

/** `ready 200`, `ok 200`, or a problem's `413 payload_too_large` (its content type checked). */
function named(a: Answer): string {
  if (a.contentType.startsWith('application/problem+json')) return `${a.status} ${(JSON.parse(a.body) as { code: string }).code}`;
  const body = JSON.parse(a.body) as { status: string };
  return `${body.status} ${a.status}`;
}

/** The node's HTTP server, from the first request it sees (a documented diagnostics channel); the clients' ports whose requests it refused. */
function refusalsOf(t: TestServer): { ports: Set<number> } {
  const seen = { ports: new Set<number>() };
  let server: Server | undefined;
  const onStart = (message: unknown) => {
    const m = message as { server: Server; socket: net.Socket };
    if (m.socket.localPort !== t.server.port || server) return;
    server = m.server;
    // Before the server's own listener (answerClientErrors), which may destroy the socket (its port then
    // unknown); that one runs in the same emit, before the test looks.
    server.prependListener('clientError', (_err: Error, socket: net.Socket) => void seen.ports.add(socket.remotePort!));
  };
  beforeAll(async () => {
    diagnostics.subscribe('http.server.request.start', onStart);
    await fetch(`${t.server.url}/healthz`);
    expect(server, 'the node\'s HTTP server was seen').toBeDefined();
  });
  afterAll(() => void diagnostics.unsubscribe('http.server.request.start', onStart));
  return seen;
}

interface Exchange {
  /** Everything the server wrote before the held answer was let go. */
  beforeRelease: string;
  answers: string[];
  /** Bytes after the last whole answer. */
  rest: string;
  /** The server closed the connection (within 5 s of the release). */
  closed: boolean;
}

/**
 * Writes `text` in one write on a fresh connection while /readyz's database read is held (when `hold`);
 * once the server holds it and has refused the oversize request, lets it go, and reads until the close.
 */
async function pipelined(t: TestServer, refused: { ports: Set<number> }, text: string, hold = true): Promise<Exchange> {
  return sentRefused(t, refused, text, hold, async ({ held, raw, closed }) => {
    const beforeRelease = raw();
    held?.release();
    const done = await Promise.race([closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
    const { answers, rest } = answersIn(raw());
    return { beforeRelease, answers: answers.map(named), rest, closed: done };
  });
}

/**
 * Writes `text` in one write on a fresh connection, /readyz's database read held when `hold`; once the
 * server has refused the oversize request (and holds /readyz), `then` with what the client reads.
 */
async function sentRefused<T>(t: TestServer, refused: { ports: Set<number> }, text: string, hold: boolean, then: (c: { held?: Held; raw: () => string; closed: Promise<number> }) => Promise<T>): Promise<T> {
  const held: Held | undefined = hold ? holdQuery(t.db.pool, (sql) => sql.includes('schema_migrations')) : undefined;
  const s = net.connect(t.server.port, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('error', reject));
    let raw = '';
    s.on('data', (b: Buffer) => (raw += b.toString('latin1')));
    s.on('error', () => {});
    const closed = new Promise<number>((resolve) => s.once('close', () => resolve(Date.now())));
    s.write(text);
    const port = s.localPort!;
    await until('the server refused the oversize request' + (held ? ' while it holds /readyz' : ''), () => refused.ports.has(port) && (held?.holding() ?? true));
    return await then({ ...(held ? { held } : {}), raw: () => raw, closed });
  } finally {
    held?.restore();
    s.destroy();
  }
}

describe('a refused request pipelined behind unfinished answers is answered after them, in order (D530; 13.2, D44; RFC 9112 9.3.2)', () => {
  const t = useTestServer();
  const refused = refusalsOf(t);

  it('behind an answer still being made (/readyz reads the database): its whole answer, then 413 payload_too_large, then the close', async () => {
    const x = await pipelined(t, refused, READY + OVERSIZE);
    expect(x.beforeRelease, 'nothing is written while the first answer is being made').toBe('');
    expect(x.answers).toEqual(['ready 200', `413 ${ProblemCode.PayloadTooLarge}`]);
    expect(x.rest).toBe('');
    expect(x.closed, 'closed after the 413 (Connection: close)').toBe(true);
  });

  it('behind two: the held answer and one made at once, queued behind it; each whole, in order, then the 413', async () => {
    const x = await pipelined(t, refused, READY + HEALTH + OVERSIZE);
    expect(x.beforeRelease).toBe('');
    expect(x.answers).toEqual(['ready 200', 'ok 200', `413 ${ProblemCode.PayloadTooLarge}`]);
    expect(x.closed).toBe(true);
  });

  it('behind two, the first written at once and the second held: both whole, then the 413', async () => {
    const x = await pipelined(t, refused, HEALTH + READY + OVERSIZE);
    expect(x.answers).toEqual(['ok 200', 'ready 200', `413 ${ProblemCode.PayloadTooLarge}`]);
    expect(x.closed).toBe(true);
  });

  it('behind an answer already begun when the refusal came: that answer, then the 413 (the socket was destroyed before)', async () => {
    const x = await pipelined(t, refused, HEALTH + OVERSIZE, false);
    expect(x.answers).toEqual(['ok 200', `413 ${ProblemCode.PayloadTooLarge}`]);
    expect(x.closed).toBe(true);
  });

  it('a failure in the body of a later request answered early (415, queued behind /readyz) is that body\'s: no answer of its own, the connection closed', async () => {
    // The chunk size `zz` is no hex: Node's parser fails inside the POST's body, after its route answered 415.
    const post = `POST /api/v1/threads/${t.ids.welcomeThread}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`;
    const x = await pipelined(t, refused, READY + post);
    expect(x.beforeRelease).toBe('');
    expect(x.answers).toEqual(['ready 200', `415 ${ProblemCode.UnsupportedMediaType}`]);
    expect(x.closed).toBe(true);
  });

  it('twin (refusalBeforeEarlierAnswers): the 413 is read as the held request\'s answer, and that answer is lost', async () => {
    await withTwins(t, { refusalBeforeEarlierAnswers: true }, async () => {
      const x = await pipelined(t, refused, READY + OVERSIZE);
      expect(x.answers).toEqual([`413 ${ProblemCode.PayloadTooLarge}`]);
      const two = await pipelined(t, refused, READY + HEALTH + OVERSIZE);
      expect(two.answers).toEqual([`413 ${ProblemCode.PayloadTooLarge}`]);
      // An answer already begun: the socket destroyed, no 413.
      const begun = await pipelined(t, refused, HEALTH + OVERSIZE, false);
      expect(begun.answers).not.toContain(`413 ${ProblemCode.PayloadTooLarge}`);
    });
  });
});

describe('the wait for earlier answers is bounded by server.request_timeout (D530; D507)', () => {
  const t = useTestServer({ 'server.headers_timeout': '1s', 'server.request_timeout': '2s' });
  const refused = refusalsOf(t);

  it('an earlier answer that does not finish within it: the connection is destroyed, nothing written', async () => {
    await sentRefused(t, refused, READY + OVERSIZE, true, async ({ raw, closed }) => {
      const refusedAt = Date.now();
      const closedAt = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(NaN), 6_000))]);
      expect(closedAt - refusedAt, 'destroyed about server.request_timeout after the refusal').toBeGreaterThanOrEqual(1_500);
      expect(closedAt - refusedAt).toBeLessThan(6_000);
      expect(raw()).toBe('');
    });
  }, 15_000);
});
