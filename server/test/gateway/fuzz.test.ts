import { ClientOp, clientOps, CloseCode, ServerOp } from '@bothy/generated';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModel, loadContracts, sample, type JsonObject } from '@bothy/codegen';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeClientFrame } from '../../src/gateway/decode.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

// Frame fuzzing (6.4): random and malformed frames before and after identify.
// Each gets exactly the close code or error frame the chapter specifies, and
// the server keeps serving. Bounded: a fixed number of runs per property.

const RUNS = 40;
const MAX_BYTES = 8192;
let sam: TestClient;
let validFrames: JsonObject[];

const t = useTestServer({ 'sync.ws_max_frame_bytes': MAX_BYTES, 'sync.event_payload_max_bytes': MAX_BYTES / 2, 'rl.gateway_connect': '100000/1m', 'sync.identify_timeout': '5s' });
beforeAll(async () => {
  sam = await t.client('sam');
  const model = buildModel(await loadContracts(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts')));
  validFrames = clientOps
    .filter((op) => op !== ClientOp.Identify && op !== ClientOp.Resume)
    .map((op) => sample(model.bundle, `${op.split(/[._]/).map((p) => p[0]!.toUpperCase() + p.slice(1)).join('')}Frame`) as JsonObject);
});

/** What 6.4 says a raw text frame gets, before identify. */
function expectedBeforeIdentify(text: string): number {
  const d = decodeClientFrame(Buffer.from(text), false, MAX_BYTES);
  if (!d.ok) return d.close;
  return d.frame.op === ClientOp.Identify || d.frame.op === ClientOp.Resume ? -1 : CloseCode.NotIdentified;
}

const frameArb = () =>
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 3 }),
    fc.record({ op: fc.constantFrom(...clientOps, 'subscribe', 'HELLO', ''), d: fc.object({ maxDepth: 2 }) }).map((f) => JSON.stringify(f)),
    fc.tuple(fc.nat(20), fc.constantFrom('extra', 'd', 'op'), fc.jsonValue({ maxDepth: 2 })).map(([i, key, value]) => {
      const base = structuredClone(validFrames[i % validFrames.length]!);
      if (key === 'extra') (base.d as JsonObject).unexpected = value as never;
      else base[key] = value as never;
      return JSON.stringify(base);
    }),
    fc.constantFrom('{"op":"heartbeat","d":{},"d":{}}', '[]', 'null', '{"op":"heartbeat","d":{"last_seq":-1}}', `{"op":"heartbeat","d":{},"x":"${'y'.repeat(MAX_BYTES)}"}`),
  );

describe('frame fuzzing (6.4)', () => {
  it('closes a connection that sends anything but identify or resume first with exactly its code', async () => {
    await fc.assert(
      fc.asyncProperty(frameArb(), async (text) => {
        const want = expectedBeforeIdentify(text);
        fc.pre(want !== -1);
        const c = await GatewayTestClient.connect(t.server.url);
        try {
          await c.hello();
          c.sendRaw(text);
          const closed = await c.waitClose(3000);
          expect(closed.code).toBe(want);
        } finally {
          c.terminate();
        }
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  it('after identify, answers a valid op without closing, and a malformed frame with its close code, never 4000', async () => {
    await fc.assert(
      fc.asyncProperty(frameArb(), async (text) => {
        const d = decodeClientFrame(Buffer.from(text), false, MAX_BYTES);
        const c = await GatewayTestClient.connect(t.server.url);
        try {
          await c.identify(await t.client('sam'));
          await c.waitFor(ServerOp.CatchupComplete);
          const before = c.frames.length;
          c.sendRaw(text);
          c.send({ op: ClientOp.Heartbeat, d: {} });
          if (!d.ok) {
            expect((await c.waitClose(3000)).code).toBe(d.close);
          } else if (d.frame.op === ClientOp.Identify || d.frame.op === ClientOp.Resume) {
            expect((await c.waitClose(3000)).code).toBe(CloseCode.AlreadyIdentified);
          } else {
            await c.waitFor(ServerOp.HeartbeatAck, () => true, 3000, before);
            expect(c.closed).toBeUndefined();
          }
        } finally {
          c.terminate();
        }
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  it('keeps serving after the fuzzing: a new client still gets hello and ready', async () => {
    const c = await GatewayTestClient.connect(t.server.url);
    try {
      await c.identify(sam);
    } finally {
      c.terminate();
    }
  });
});
