// D471: a server frame over --max-frame-bytes fails its case with the reason, at once (2.3: a frame is at
// most sync.ws_max_frame_bytes, both ways). The live socket read any frame whole before it looked at it: a
// frame of 100 MB was buffered (re-copied with each chunk) while the case's step timed out with "nothing
// within 5000 ms", a header that announced 2^64 - 1 bytes kept the socket buffering for as long as the
// server sent, and an oversized frame that was valid JSON passed (hello.fields passed with a hello of
// 1 MiB + 1). The servers here are raw TCP behind node:http's 'upgrade': they answer the upgrade and send
// exactly the bytes of each test.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { check, CURRENT_PROTOCOL_VERSION, ServerOp, validateServerFrame } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { liveCases } from '../src/live/cases.ts';
import { formatLiveTable } from '../src/live/report.ts';
import { runLive, type LiveCaseResult } from '../src/live/runner.ts';
import { uuidv7 } from '../src/live/session.ts';

const MAX = 4_096;
const epoch = uuidv7();

/** A valid hello (6.3) with a fresh nonce, as its JSON text. */
function helloText(): string {
  const hello = { op: ServerOp.Hello, d: { heartbeat_interval_ms: 30_000, resume_window_ms: 120_000, protocol_versions: [CURRENT_PROTOCOL_VERSION], dpop_nonce: uuidv7(), server_time: new Date().toISOString(), sync_epoch: epoch } };
  expect(check(validateServerFrame, hello).ok).toBe(true);
  return JSON.stringify(hello);
}

/** The header of an unmasked server frame: FIN, the opcode, the 64-bit length form for anything over 65 535. */
function header(length: number | bigint, opcode = 0x1, fin = true): Buffer {
  const first = (fin ? 0x80 : 0) | opcode;
  if (typeof length === 'number' && length < 126) return Buffer.from([first, length]);
  if (typeof length === 'number' && length < 0x10000) return Buffer.from([first, 126, length >> 8, length & 0xff]);
  const b = Buffer.alloc(10);
  b[0] = first;
  b[1] = 127;
  b.writeBigUInt64BE(BigInt(length), 2);
  return b;
}
const frame = (text: string, opcode = 0x1, fin = true) => Buffer.concat([header(Buffer.byteLength(text), opcode, fin), Buffer.from(text)]);

const servers: http.Server[] = [];
const sockets: Duplex[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server that answers every upgrade with 101 and then writes what `send` gives; plain requests get 404. */
async function rawServer(send: () => Buffer[]): Promise<string> {
  const server = http.createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    sockets.push(socket);
    socket.on('error', () => {});
    const accept = createHash('sha1').update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    for (const b of send()) socket.write(b);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function helloCase(url: string, options: { maxFrameBytes?: number; twins?: { serverFramesUnbounded: boolean } } = {}): Promise<LiveCaseResult> {
  const result = await runLive({ url, stepTimeoutMs: 5_000, cases: liveCases.filter((c) => c.id === 'hello.fields'), ...options });
  const [hello] = result.cases;
  expect(hello?.id, formatLiveTable(result)).toBe('hello.fields');
  return hello!;
}

const OVER = /over --max-frame-bytes \d+ \(2\.3: a frame is at most sync\.ws_max_frame_bytes\)/;

describe('live runner: a server frame over --max-frame-bytes fails its case (2.3; D471)', () => {
  it('the server as such passes hello.fields: a valid hello within the limit', async () => {
    const url = await rawServer(() => [frame(helloText())]);
    expect((await helloCase(url, { maxFrameBytes: MAX })).status).toBe('pass');
  });

  it('a hello padded with JSON whitespace to --max-frame-bytes + 1 fails, naming its size', async () => {
    const url = await rawServer(() => [frame(helloText().padEnd(MAX + 1, ' '))]);
    const hello = await helloCase(url, { maxFrameBytes: MAX });
    expect(hello.status).toBe('fail');
    expect(hello.reason).toMatch(new RegExp(`frame of ${MAX + 1} bytes, ${OVER.source}`));
  });

  it('an oversized frame after a valid hello fails the case, though no wait of the case met it', async () => {
    const url = await rawServer(() => [frame(helloText()), frame(`{"op":"heartbeat_ack","d":{}}`.padEnd(MAX + 1, ' '))]);
    const hello = await helloCase(url, { maxFrameBytes: MAX });
    expect(hello.status).toBe('fail');
    expect(hello.reason).toMatch(OVER);
  });

  it('a message whose fragments add up to more than the limit fails', async () => {
    const text = helloText().padEnd(MAX + 1, ' ');
    const url = await rawServer(() => [frame(text.slice(0, 3_000), 0x1, false), frame(text.slice(3_000), 0x0, true)]);
    const hello = await helloCase(url, { maxFrameBytes: MAX });
    expect(hello.status).toBe('fail');
    expect(hello.reason).toMatch(new RegExp(`message of at least ${MAX + 1} bytes, ${OVER.source}`));
  });

  it.each([
    ['100 MB', 100 * 1024 * 1024],
    ['2^64 - 1 bytes', 2n ** 64n - 1n],
  ] as const)('a frame whose header says %s, of which 64 KiB come, fails at once with its size (default limit, 1 MiB)', async (_, length) => {
    const url = await rawServer(() => [header(length), Buffer.alloc(65_536, 0x20)]);
    const hello = await helloCase(url);
    expect(hello.status).toBe('fail');
    expect(hello.reason).toMatch(new RegExp(`no hello after the upgrade: the server sent a frame of \\d+ bytes, over --max-frame-bytes 1048576`));
  });

  it('twin serverFramesUnbounded: the oversized hello passes, and the 100 MB header only times out', async () => {
    const padded = await rawServer(() => [frame(helloText().padEnd(MAX + 1, ' '))]);
    expect((await helloCase(padded, { maxFrameBytes: MAX, twins: { serverFramesUnbounded: true } })).status).toBe('pass');
    const after = await rawServer(() => [frame(helloText()), frame(`{"op":"heartbeat_ack","d":{}}`.padEnd(MAX + 1, ' '))]);
    expect((await helloCase(after, { maxFrameBytes: MAX, twins: { serverFramesUnbounded: true } })).status).toBe('pass');
    const withheld = await rawServer(() => [header(100 * 1024 * 1024), Buffer.alloc(65_536, 0x20)]);
    const hello = await helloCase(withheld, { twins: { serverFramesUnbounded: true } });
    expect(hello.reason).toBe('no hello after the upgrade: nothing within 5000 ms');
  });
});
