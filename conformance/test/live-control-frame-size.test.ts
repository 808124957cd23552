// D480: RFC 6455, 5.5: a control frame (close, ping, pong) carries at most 125 bytes of payload and is not
// fragmented. The live socket (D471 judges a frame by its header) answered any ping with a pong of the same
// payload: a server's ping of 126 bytes or more got an equally large pong, the client's own breach of 5.5,
// and the case passed. Now such a control frame is not read and not answered: the socket closes with 1002
// (protocol error), and the case fails naming the frame, its size and 5.5. The servers here are raw TCP behind
// node:http's 'upgrade': they answer the upgrade, send exactly the bytes of each test, and read the client's
// (masked) frames.
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
import { MAX_CONTROL_PAYLOAD, PROTOCOL_ERROR } from '../src/live/socket.ts';

const PING = 0x9;
const PONG = 0xa;
const CLOSE = 0x8;
const epoch = uuidv7();

/** A valid hello (6.3) with a fresh nonce, as its JSON text. */
function helloText(): string {
  const hello = { op: ServerOp.Hello, d: { heartbeat_interval_ms: 30_000, resume_window_ms: 120_000, protocol_versions: [CURRENT_PROTOCOL_VERSION], dpop_nonce: uuidv7(), server_time: new Date().toISOString(), sync_epoch: epoch } };
  expect(check(validateServerFrame, hello).ok).toBe(true);
  return JSON.stringify(hello);
}

/** An unmasked server frame: FIN (unless `fin` is false), the opcode, the length in its shortest form. */
function frame(opcode: number, payload: Buffer, fin = true): Buffer {
  const first = (fin ? 0x80 : 0) | opcode;
  const n = payload.length;
  const head = n < 126 ? Buffer.from([first, n]) : n < 0x10000 ? Buffer.from([first, 126, n >> 8, n & 0xff]) : Buffer.concat([Buffer.from([first, 127]), Buffer.alloc(8)]);
  if (n >= 0x10000) head.writeBigUInt64BE(BigInt(n), 2);
  return Buffer.concat([head, payload]);
}
const hello = () => frame(0x1, Buffer.from(helloText()));
const ping = (bytes: number, fin = true) => frame(PING, Buffer.alloc(bytes, 0x61), fin);

/** What the client sent: its frames, unmasked. */
interface ClientFrame {
  opcode: number;
  payload: Buffer;
}

function clientFrames(data: Buffer): ClientFrame[] {
  const frames: ClientFrame[] = [];
  let at = 0;
  while (at + 2 <= data.length) {
    const opcode = data[at]! & 0x0f;
    let length = data[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      length = data.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      length = Number(data.readBigUInt64BE(offset));
      offset += 8;
    }
    const mask = data.subarray(offset, offset + 4);
    offset += 4;
    if (offset + length > data.length) break;
    const payload = Buffer.from(data.subarray(offset, offset + length));
    for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!;
    frames.push({ opcode, payload });
    at = offset + length;
  }
  return frames;
}

const servers: http.Server[] = [];
const sockets: Duplex[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server that answers every upgrade with 101 and then writes what `send` gives, in one piece; `received` gives the client's frames so far, of every connection. */
async function rawServer(send: () => Buffer[]): Promise<{ url: string; received: () => ClientFrame[] }> {
  const connections: Buffer[][] = [];
  const server = http.createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    sockets.push(socket);
    socket.on('error', () => {});
    const chunks: Buffer[] = [];
    connections.push(chunks);
    socket.on('data', (b: Buffer) => chunks.push(b));
    const accept = createHash('sha1').update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    socket.write(Buffer.concat(send()));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received: () => connections.flatMap((chunks) => clientFrames(Buffer.concat(chunks))) };
}

async function helloCase(url: string, twins?: { controlFramesUnchecked: boolean }): Promise<LiveCaseResult> {
  const result = await runLive({ url, stepTimeoutMs: 5_000, cases: liveCases.filter((c) => c.id === 'hello.fields'), ...(twins ? { twins } : {}) });
  const [found] = result.cases;
  expect(found?.id, formatLiveTable(result)).toBe('hello.fields');
  return found!;
}

const RFC = `(RFC 6455, 5.5: a control frame carries at most ${MAX_CONTROL_PAYLOAD} bytes and is not fragmented)`;
/** The client's frames once `count` with `opcode` have come (its writes may reach the server after the case's end), or after 2 s. */
async function receivedUntil(server: { received: () => ClientFrame[] }, opcode: number, count = 1): Promise<ClientFrame[]> {
  for (const end = Date.now() + 2_000; Date.now() < end && server.received().filter((f) => f.opcode === opcode).length < count; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return server.received();
}
const closeCode = (f: ClientFrame | undefined) => (f !== undefined && f.payload.length >= 2 ? f.payload.readUInt16BE(0) : undefined);

describe('live runner: a server control frame over 125 bytes, or fragmented, fails the case and is not answered (RFC 6455 5.5; D480)', () => {
  it('a ping of 125 bytes after the hello passes, answered with a pong of the same 125 bytes', async () => {
    const server = await rawServer(() => [hello(), ping(MAX_CONTROL_PAYLOAD)]);
    expect((await helloCase(server.url)).status).toBe('pass');
    const pongs = (await receivedUntil(server, PONG, 2)).filter((f) => f.opcode === PONG);
    expect(pongs.map((f) => f.payload.length)).toEqual([MAX_CONTROL_PAYLOAD, MAX_CONTROL_PAYLOAD]); // hello.fields opens two connections
  });

  it.each([
    ['a ping of 126 bytes before the hello', () => [ping(126), hello()], `no hello after the upgrade: the server sent a ping of 126 bytes, over ${MAX_CONTROL_PAYLOAD} ${RFC}`],
    ['a ping of 126 bytes after the hello', () => [hello(), ping(126)], `the server sent a ping of 126 bytes, over ${MAX_CONTROL_PAYLOAD} ${RFC}`],
    ['a ping whose header says 70 000 bytes, of which 10 come', () => [hello(), ping(70_000).subarray(0, 20)], `the server sent a ping of 70000 bytes, over ${MAX_CONTROL_PAYLOAD} ${RFC}`],
    ['a fragmented ping of 10 bytes', () => [hello(), ping(10, false)], `the server sent a fragmented ping ${RFC}`],
    ['a pong of 200 bytes', () => [hello(), frame(PONG, Buffer.alloc(200, 0x62))], `the server sent a pong of 200 bytes, over ${MAX_CONTROL_PAYLOAD} ${RFC}`],
    ['a close frame of 200 bytes', () => [hello(), frame(CLOSE, Buffer.concat([Buffer.from([0x03, 0xe8]), Buffer.alloc(198, 0x63)]))], `the server sent a close frame of 200 bytes, over ${MAX_CONTROL_PAYLOAD} ${RFC}`],
  ] as const)('%s: the case fails naming it, no pong, the client closes with 1002', async (_, send, reason) => {
    const server = await rawServer(send);
    const result = await helloCase(server.url);
    expect(result).toMatchObject({ status: 'fail', reason });
    const received = await receivedUntil(server, CLOSE);
    expect(received.filter((f) => f.opcode === PONG)).toEqual([]);
    expect(closeCode(received.find((f) => f.opcode === CLOSE))).toBe(PROTOCOL_ERROR);
  });

  it('twin controlFramesUnchecked: the ping of 126 bytes is answered with a pong of 126 bytes, and the case passes', async () => {
    const server = await rawServer(() => [hello(), ping(126)]);
    expect((await helloCase(server.url, { controlFramesUnchecked: true })).status).toBe('pass');
    expect((await receivedUntil(server, PONG, 2)).filter((f) => f.opcode === PONG).map((f) => f.payload.length)).toEqual([126, 126]);
  });
});
