// Pipelined HTTP/1.1 on raw TCP (RFC 9112 9.3.2): what a node writes when a request it hands over
// unanswered (one its parser refuses, 'clientError'; an upgrade offer, 'upgrade'; a CONNECT, 'connect')
// comes behind a request whose answer is still being made (D530, D533, D534). The earlier answer is
// held deterministically by holding /readyz's one database read (hold.ts) until the node has handed the
// later request over, seen from a listener put before the node's own.
import diagnostics from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from './agents.ts';
import { holdQuery, type Held } from './hold.ts';
import type { TestServer } from './server.ts';
import { withTwins, type ServerTwins } from './twins.ts';

/** The request whose answer is held: /readyz reads the database once (its schema_migrations read). */
export const READY = 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

/** What a node hands over unanswered: a request its parser refused, an upgrade offer, a CONNECT. */
export type HandOver = 'clientError' | 'upgrade' | 'connect';

/**
 * What the client read, in order: `ready 200` (a JSON body with a status), a problem as `413
 * payload_too_large`, `101`, then WebSocket frames from the server as `frame <op>`; `not a frame` for
 * bytes after the 101 that are none (reserved bits set, RFC 6455 5.2; no extension was agreed);
 * `partial` for an incomplete tail.
 */
export function readOut(raw: Buffer): string[] {
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

/** The clients' ports whose requests the node handed over, per kind. */
export type HandOvers = Record<HandOver, Set<number>>;

/**
 * Watches the node of `t` for what it hands over (call in a describe, after useTestServer). Its HTTP
 * server is met on its first request (a documented diagnostics channel; a /healthz of beforeAll), and
 * the listeners put before the node's own, which may destroy the socket (its port then unknown).
 */
export function handOversOf(t: TestServer): HandOvers {
  const seen: HandOvers = { clientError: new Set(), upgrade: new Set(), connect: new Set() };
  let server: Server | undefined;
  const onStart = (message: unknown) => {
    const m = message as { server: Server; socket: net.Socket };
    if (m.socket.localPort !== t.server.port || server) return;
    server = m.server;
    for (const event of Object.keys(seen) as HandOver[]) {
      // The node has its own listener for each (answerClientErrors, the gateway, answerConnect): one more changes nothing Node does.
      server.prependListener(event, (...args: unknown[]) => void seen[event].add((args.find((a) => a instanceof net.Socket) as net.Socket).remotePort!));
    }
  };
  beforeAll(async () => {
    diagnostics.subscribe('http.server.request.start', onStart);
    await fetch(`${t.server.url}/healthz`);
    expect(server, "the node's HTTP server was seen").toBeDefined();
  });
  afterAll(() => void diagnostics.unsubscribe('http.server.request.start', onStart));
  return seen;
}

export interface Pipelined {
  /** What the server wrote before the held answer was let go (50 ms after the hand-over; all of it with `keep`). */
  before: string[];
  /** What it wrote in all, read until `enough` held, the close, or 5 s after the release. */
  after: string[];
  /** Everything it wrote, as latin1. */
  raw: string;
  /** The server closed the connection; with `keep`, how long after the hand-over. */
  closed: boolean;
  closedAfterMs?: number;
}

/**
 * Writes `text` in one write on a fresh connection, /readyz's database read held (unless `hold` is
 * false); once the node has handed the request of kind `event` over (and holds /readyz), lets the held
 * read go and reads until `enough` (default: the close); or, with `enough` 'keep', keeps it held and
 * reads until the close (6 s at most).
 */
export async function pipelined(t: TestServer, seen: HandOvers, event: HandOver, text: string, o: { hold?: boolean; enough?: ((out: string[]) => boolean) | 'keep' } = {}): Promise<Pipelined> {
  const held: Held | undefined = o.hold === false ? undefined : holdQuery(t.db.pool, (sql) => sql.includes('schema_migrations'));
  const enough = o.enough ?? (() => false);
  const s = net.connect(t.server.port, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => s.once('connect', resolve).once('error', reject));
    const chunks: Buffer[] = [];
    const out = () => readOut(Buffer.concat(chunks));
    const result = (before: string[], closedAfterMs?: number): Pipelined => ({
      before,
      after: out(),
      raw: Buffer.concat(chunks).toString('latin1'),
      closed: closedAt !== undefined,
      ...(closedAfterMs !== undefined ? { closedAfterMs } : {}),
    });
    s.on('data', (b: Buffer) => chunks.push(b));
    s.on('error', () => {});
    let closedAt: number | undefined;
    s.once('close', () => (closedAt = Date.now()));
    s.write(text);
    const port = s.localPort!;
    await until(`the node handed the request over (${event})${held ? ' while it holds /readyz' : ''}`, () => seen[event].has(port) && (held?.holding() ?? true));
    const handedAt = Date.now();
    if (enough === 'keep') {
      await until('the close', () => closedAt !== undefined, 6_000).catch(() => {});
      return result(out(), (closedAt ?? NaN) - handedAt);
    }
    // A turn of the event loop for what the node would write at once (the twins' answers).
    await new Promise((r) => setTimeout(r, 50));
    const before = out();
    held?.release();
    await until('the answers', () => closedAt !== undefined || enough(out()), 5_000).catch(() => {});
    return result(before);
  } finally {
    held?.restore();
    s.destroy();
  }
}

/** One exchange: what is written (`text`), whether /readyz is held (`hold`), how long to read (`enough`), and what must hold. */
export interface PipelinedCase {
  name: string;
  text: (t: TestServer) => string;
  hold?: boolean;
  enough?: ((out: string[]) => boolean) | 'keep';
  check: (x: Pipelined) => void;
}

/**
 * The bound of the wait (server.request_timeout, 2 s on the case's node): the held answer kept held, the
 * connection is destroyed about then, nothing written. `text` ends with the request handed over, `what` names it.
 */
export function boundCase(text: string, what: string): PipelinedCase {
  return {
    name: 'an earlier answer that does not finish within it: the connection is destroyed, nothing written',
    text: () => READY + text,
    enough: 'keep',
    check: (x) => {
      expect(x.closed).toBe(true);
      expect(x.closedAfterMs, `destroyed about server.request_timeout after the ${what}`).toBeGreaterThanOrEqual(1_500);
      expect(x.closedAfterMs).toBeLessThan(6_000);
      expect(x.after).toEqual([]);
    },
  };
}

/**
 * Each case twice (call in a describe): on the node as it is, where its check holds, and with `twins`
 * set, where the same check must fail (a check that cannot fail is a defect); `onTwin` adds what the
 * twin does instead. A test's bound: 15 s (the 'keep' cases wait 6 s at most).
 */
export function runPipelinedCases(t: TestServer, event: HandOver, twins: ServerTwins, cases: PipelinedCase[], onTwin: (x: Pipelined) => void = () => {}): void {
  const seen = handOversOf(t);
  const run = (c: PipelinedCase) => pipelined(t, seen, event, c.text(t), { ...(c.hold === false ? { hold: false } : {}), ...(c.enough ? { enough: c.enough } : {}) });
  const twinName = Object.keys(twins).join(', ');
  for (const c of cases) {
    it(c.name, async () => c.check(await run(c)), 15_000);
    it(`twin (${twinName}) fails it: ${c.name}`, async () => {
      const x = await withTwins(t, twins, () => run(c));
      let failed = false;
      try {
        c.check(x);
      } catch {
        failed = true;
      }
      expect(failed, `the twin passed: ${JSON.stringify(x.after)}`).toBe(true);
      onTwin(x);
    }, 15_000);
  }
}
