import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRecordingStrict, replayFiles, replayText } from '@bothy/conformance';
import { ClientOp, CloseCode, EventType, ServerOp } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameRecorder } from '../../src/gateway/gateway.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

// Frame recording (G9): with server.record_frames_dir set the gateway writes
// every frame it sends and receives, and every close, to a JSONL recording that
// the conformance replay accepts, with no token and no DPoP proof in it.

/** A compact JWS (a token or a DPoP proof): header.payload.signature, base64url. */
const JWS = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** The secrets of a recording: every JWS, and every string given. */
function secretsIn(text: string, secrets: readonly string[]): string[] {
  return [...new Set([...(text.match(JWS) ?? []), ...secrets.filter((s) => text.includes(s))])];
}

let dir: string;
let sam: TestClient;
let file: string;
let recorded: string;
/** What the gateway handed to the recorder, before masking: the twin's input. */
const unmasked: string[] = [];
const sentProofs: string[] = [];

async function identifyFrame(c: GatewayTestClient, who: TestClient, d: Record<string, unknown> = {}) {
  const hello = await c.hello();
  const dpop = await who.proofFor('GET', c.htu, hello.d.dpop_nonce);
  sentProofs.push(dpop);
  return { op: ClientOp.Identify, d: { access_token: who.accessToken, dpop, device_id: who.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' }, ...d } };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-recording-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
const t = useTestServer(() => ({ 'server.record_frames_dir': dir, 'sync.heartbeat_interval': '2s' }));
beforeAll(async () => {
  sam = await t.client('sam');
  const real = t.server.gateway.recorder!;
  const tee: FrameRecorder = {
    frame: (conn, from, text) => {
      unmasked.push(text);
      real.frame(conn, from, text);
    },
    close: (conn, code, reason) => real.close(conn, code, reason),
  };
  t.server.gateway.recorder = tee;

  // A short session: identify, catch-up, a message live, a heartbeat, a clean close.
  const c = await GatewayTestClient.connect(t.server.url);
  c.send(await identifyFrame(c, sam));
  const ready = await c.waitFor(ServerOp.Ready);
  await c.waitFor(ServerOp.CatchupComplete);
  expect((await sam.postMessage(t.ids.welcomeThread, 'recorded')).status).toBe(201);
  await c.waitFor(ServerOp.Dispatch, (f) => f.d.type === EventType.MessageCreated);
  c.send({ op: ClientOp.Heartbeat, d: { last_seq: ready.d.head_seq } });
  await c.waitFor(ServerOp.HeartbeatAck);
  // A catch-up from before the message: dispatch and cursor frames on a second connection.
  c.close();
  await c.waitClose();
  const again = await GatewayTestClient.connect(t.server.url);
  again.send(await identifyFrame(again, sam, { cursor: ready.d.head_seq, sync_epoch: ready.d.sync_epoch }));
  await again.waitFor(ServerOp.CatchupComplete);

  // Deliberately malformed frames, refused with the close codes of 6.4.
  const bad = await GatewayTestClient.connect(t.server.url);
  bad.send(await identifyFrame(bad, sam, { favourite_colour: 'blue' }));
  expect((await bad.waitClose()).code).toBe(CloseCode.DecodeError);
  const notJson = await GatewayTestClient.connect(t.server.url);
  await notJson.hello();
  notJson.sendRaw(`{"op":"identify","d":{"access_token":"${sam.accessToken}"`);
  expect((await notJson.waitClose()).code).toBe(CloseCode.DecodeError);

  // The server's shutdown closes the open connection with 4013 and flushes the file.
  await t.close();
  const files = (await readdir(dir)).filter((f) => f.endsWith('.jsonl'));
  expect(files).toHaveLength(1);
  file = path.join(dir, files[0]!);
  recorded = await readFile(file, 'utf8');
}, 60_000);

describe('frame recording of the gateway (G9)', () => {
  it('writes both directions and the closes of every connection, one recording per process', () => {
    const lines = parseRecordingStrict(recorded, file).map((l) => l.record);
    const ops = lines.map((r) => (r.frame as { op?: string } | undefined)?.op).filter(Boolean);
    for (const op of [ServerOp.Hello, ClientOp.Identify, ServerOp.Ready, ServerOp.CatchupComplete, ServerOp.Dispatch, ServerOp.Cursor, ClientOp.Heartbeat, ServerOp.HeartbeatAck]) {
      expect(ops, op).toContain(op);
    }
    const closes = lines.filter((r) => r.close).map((r) => r.close!.code);
    expect(closes).toEqual(expect.arrayContaining([CloseCode.DecodeError, CloseCode.ServerRestart]));
    expect(lines.some((r) => r.from === 'client' && r.unparsed !== undefined)).toBe(true);
    expect(new Set(lines.map((r) => r.conn)).size).toBe(4);
  });

  it('replays through the conformance checker with zero violations, the refused frames included', async () => {
    const result = await replayFiles([dir]);
    expect(result.violations).toEqual([]);
    expect(result.files).toEqual([expect.objectContaining({ file, connections: 4 })]);
  });

  it('writes no token and no DPoP proof', () => {
    expect(sentProofs.length).toBeGreaterThanOrEqual(3);
    expect(secretsIn(recorded, [sam.accessToken, ...sentProofs])).toEqual([]);
  });

  it('the twin: the same check on an unmasked copy of the session finds the token and the proofs', () => {
    const copy = unmasked.join('\n');
    const found = secretsIn(copy, [sam.accessToken, ...sentProofs]);
    expect(found).toContain(sam.accessToken);
    for (const proof of sentProofs.slice(0, 2)) expect(found).toContain(proof);
  });

  it('the twin: a refused frame that the recording loses its close for is a violation', () => {
    const withoutCloses = recorded
      .split('\n')
      .filter((l) => !l.includes('"close":{'))
      .join('\n');
    const violations = replayText(withoutCloses, 'no-closes.jsonl').violations;
    expect(violations.map((v) => v.rule)).toEqual(['frame.schema', 'frame.schema']);
  });
});
