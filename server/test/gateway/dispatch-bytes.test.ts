// A catch-up page's dispatch frames are encoded once as bytes (outbound.ts dispatchBytes, issue 22):
// the bytes must be exactly those of the frame's text, whatever the envelope holds, and the frames
// must reach the client and be counted as the text frames were.
import { EventType, ServerOp } from '@bothy/generated';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { DISPATCH_HEAD, dispatchBytes } from '../../src/gateway/outbound.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

describe('dispatch frames as bytes (2.3, 6.3)', () => {
  const asText = (envelope: string) => Buffer.from(`${DISPATCH_HEAD}${envelope}}`);

  it('are the UTF-8 bytes of the frame text, for ASCII, multi-byte and unpaired surrogates, around the buffer pool size', () => {
    // Raw in the envelope's text, not JSON-escaped: '\ud800' stays one unpaired UTF-16 unit here
    // (PostgreSQL's text never holds one; the encoder must still agree with Buffer.from's U+FFFD).
    const pieces = ['plain', 'é ü ß', '中文', '😀 emoji', '\ud800 lone high', 'lone low \udc00', '\\" escaped', ''];
    // Buffer.allocUnsafe slices a shared pool below half its size (4 KiB): both sides of that line.
    const sizes = [0, 1, 4000, 4070, 4096, 8191, 70_000];
    for (const piece of pieces) {
      for (const size of sizes) {
        const envelope = `{"payload":"${piece}${'x'.repeat(size)}"}`;
        expect(dispatchBytes(envelope).equals(asText(envelope)), `${JSON.stringify(piece)} + ${size}`).toBe(true);
      }
    }
  });
});

describe('a catch-up of multi-byte messages over the gateway (7.2, 6.3)', () => {
  const t = useTestServer({ 'sync.catchup_page_size': 4 });
  let alex: TestClient;
  const open: GatewayTestClient[] = [];
  beforeAll(async () => {
    alex = await t.client('alex');
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.terminate();
  });

  it('delivers each page\'s events as JSON text frames, their text intact, and counts every dispatch frame by op', async () => {
    const first = await GatewayTestClient.connect(t.server.url);
    open.push(first);
    const ready = await first.identify(alex);
    const from = ready.d.head_seq;
    const texts = ['é ü ß', '中文の本', '😀 and 👩‍👩‍👧', `long ${'ä'.repeat(3000)}`, 'plain ascii', '\u2028 line separator'];
    for (const text of texts) expect((await alex.postMessage(t.ids.welcomeThread, text)).status).toBe(201);
    // The live dispatches to `first` are counted too: wait for all of them before the count is read.
    const live = () => first.frames.filter((f) => f.op === ServerOp.Dispatch && (f as { d: { type: string } }).d.type === EventType.MessageCreated).length;
    for (const deadline = Date.now() + 5000; live() < texts.length && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    expect(live()).toBe(texts.length);
    const before = await dispatchCount();

    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    const kinds = frameKinds(c.ws);
    await c.identify(alex, { cursor: from, sync_epoch: ready.d.sync_epoch });
    await c.waitFor(ServerOp.CatchupComplete);
    const got = c.frames
      .filter((f) => f.op === ServerOp.Dispatch)
      .map((f) => (f as { d: { type: string; payload: { message?: { content_md?: string } } } }).d)
      .filter((d) => d.type === EventType.MessageCreated)
      .map((d) => d.payload.message?.content_md);
    expect(got).toEqual(texts);
    // 2.3: every frame is a JSON text frame; ws sends a buffer as a binary frame unless told otherwise.
    expect(kinds.binary).toBe(0);
    expect(kinds.text).toBeGreaterThanOrEqual(texts.length);
    const dispatched = c.frames.filter((f) => f.op === ServerOp.Dispatch).length;
    // Nothing else is delivered meanwhile: the count moved by exactly the catch-up's dispatches.
    expect(await dispatchCount()).toBe(before + dispatched);
  });

  it('twin: the same frame-kind check catches bytes sent as a binary frame (ws\'s default for a buffer)', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    try {
      server.on('connection', (ws) => ws.send(dispatchBytes('{"payload":"中文"}')));
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      const kinds = frameKinds(ws);
      await new Promise<void>((resolve, reject) => {
        ws.once('message', () => resolve());
        ws.once('error', reject);
      });
      ws.close();
      expect(kinds.binary).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  /** bothy_gateway_frames_sent_total{op="dispatch"} as /metrics shows it now. */
  async function dispatchCount(): Promise<number> {
    const text = await (await fetch(`${t.server.url}/metrics`)).text();
    const m = new RegExp(`bothy_gateway_frames_sent_total\\{op="${ServerOp.Dispatch}"\\} (\\d+)`).exec(text);
    return m ? Number(m[1]) : 0;
  }
});

/** Counts the text and binary frames a client socket receives from now on. */
function frameKinds(ws: WebSocket): { text: number; binary: number } {
  const kinds = { text: 0, binary: 0 };
  ws.on('message', (_data, isBinary) => {
    if (isBinary) kinds.binary++;
    else kinds.text++;
  });
  return kinds;
}
