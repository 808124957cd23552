// The SDK's gateway client against a server that misbehaves (support/hostile-server.ts): real
// sockets on loopback, a scripted `ws` server that speaks the frames of the contract but sends what a
// faulty or hostile server might. Every test runs with a process listener for unhandledRejection and
// uncaughtException and asserts none came; every wait is bounded in time and count.
import { ClientOp, clientOps, CloseCode, closeCodes, configDefaults, EventType, ResyncReason, ServerOp, serverOps, type CloseCodeInfo, type EventOf } from '@bothy/generated';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BothyAgent, type BothyAgentOptions } from '../../src/agent/agent.ts';
import { StaticTokenProvider } from '../../src/auth.ts';
import { BothyClient, type BothyClientOptions } from '../../src/client.ts';
import { generateDpopKey, type DpopKey } from '../../src/dpop/key.ts';
import { SdkErrorCode, type BothyError } from '../../src/errors.ts';
import { GatewayConnection, NEWER_TYPES_REPORTED, OP_FORM, REAUTH_RENEW_SPACING_MS } from '../../src/gateway/connection.ts';
import type { ConnectionState } from '../../src/gateway/connection-state.ts';
import { MemoryCursorStore, type SyncPosition } from '../../src/store/cursor-store.ts';
import { AUTHOR, EPOCH, messageCreated, snapshot } from '../support/events.ts';
import { HostileServer, politeGreeting, type HostileSocket, type Script } from '../support/hostile-server.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJwZXJzb24ifQ.c2lnbmF0dXJl';
const DEVICE = '01900000-0000-7000-8000-000000000001';
const BASE = 20;
const CAP = 80;

// --- the crash probe: nothing may escape the SDK into the process -----------------------------

const escaped: unknown[] = [];
const onEscape = (error: unknown): void => void escaped.push(error);
beforeAll(() => {
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
});
afterAll(() => {
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
});

let server: HostileServer;
let key: DpopKey;
const clients: BothyClient[] = [];
const connections: GatewayConnection[] = [];
const agents: BothyAgent[] = [];

beforeAll(async () => {
  key = await generateDpopKey();
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const c of connections.splice(0)) await c.stop();
  for (const a of agents.splice(0)) await a.stop();
  await server?.stop();
  // After the sockets are gone: a late throw of a timer or a socket event would land here.
  await sleep(20);
  expect(escaped.splice(0)).toEqual([]);
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(predicate: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(5);
  }
}

interface Seen {
  events: EventOf<typeof EventType.MessageCreated>[];
  errors: BothyError[];
  states: ConnectionState[];
  /** Every position the client wrote to its cursor store, in order. */
  stored: SyncPosition[];
}

/** A cursor store that keeps every write, to check that the stored cursor never moves back or past what arrived. */
class RecordingStore extends MemoryCursorStore {
  readonly writes: SyncPosition[] = [];
  /** Each write takes this long (a slow disk or IndexedDB). */
  delayMs = 0;
  override async set(position: SyncPosition): Promise<void> {
    this.writes.push({ ...position });
    if (this.delayMs > 0) await sleep(this.delayMs);
    await super.set(position);
  }
}

async function hostile(script: Script = politeGreeting): Promise<HostileServer> {
  server = new HostileServer();
  server.script = script;
  await server.start();
  return server;
}

/** A BothyClient of the hostile server, with fast timers; GET /sync/snapshot answers head 0. */
async function client(options: Partial<BothyClientOptions> & { initial?: SyncPosition; storeDelayMs?: number } = {}): Promise<{ c: BothyClient; seen: Seen }> {
  const { initial, storeDelayMs, ...rest } = options;
  const store = new RecordingStore(initial);
  store.delayMs = storeDelayMs ?? 0;
  const c = await BothyClient.open({
    baseUrl: server.origin,
    deviceId: DEVICE,
    dpopKey: key,
    tokens: new StaticTokenProvider(TOKEN),
    WebSocket: WebSocket as never,
    cursorStore: store,
    fetch: async (request) => (new URL(request.url).pathname === '/api/v1/sync/snapshot' ? Response.json(snapshot(0, EPOCH)) : new Response(null, { status: 404 })),
    timing: { reconnectBase: BASE, reconnectCap: CAP, helloTimeout: 300 },
    // The largest wait of each attempt: the counts below compare with the backoff's upper bound.
    random: () => 1,
    ...rest,
  });
  clients.push(c);
  const seen: Seen = { events: [], errors: [], states: [], stored: store.writes };
  c.on('error', (e) => seen.errors.push(e));
  c.on('state', ({ to }) => seen.states.push(to));
  c.on(EventType.MessageCreated, (e) => seen.events.push(e));
  return { c, seen };
}

/** The number of attempts that full jitter with random() = 1 allows within `ms` (6.5): waits base * 2^n up to cap. */
function attemptsWithin(ms: number): number {
  let attempts = 1;
  let at = 0;
  for (let n = 0; ; n += 1) {
    at += Math.min(CAP, BASE * 2 ** n);
    if (at > ms) return attempts;
    attempts += 1;
  }
}

// --- hello (6.3) -------------------------------------------------------------------------------

describe('hello with a heartbeat_interval_ms no server should send (6.3, 6.5)', () => {
  it.each([
    ['zero', 0],
    ['negative', -5],
    ['a string', '1000'],
    ['null', null],
    ['a fraction', 0.5],
  ])('%s: hello is an invalid frame, reported; nothing is sent, and the attempt ends at the hello timeout with backoff', async (_name, interval) => {
    await hostile({ accept: (s) => s.hello({ heartbeat_interval_ms: interval }) });
    const { c, seen } = await client();
    await c.start();
    await sleep(1_000);
    expect(server.sent(ClientOp.Identify)).toEqual([]);
    expect(server.sent(ClientOp.Heartbeat)).toEqual([]);
    // helloTimeout 300 ms, then the backoff: at most 4 attempts in a second, and at least 2 (it retries).
    expect(server.sockets.length).toBeGreaterThanOrEqual(2);
    expect(server.sockets.length).toBeLessThanOrEqual(4);
    expect(seen.errors.some((e) => e.code === SdkErrorCode.InvalidFrame)).toBe(true);
  });
});

/**
 * A heartbeat_interval_ms the contract allows (an integer of at least 1) but no timer can hold: Node
 * runs a setTimeout over 2^31 - 1 ms after 1 ms instead. Counts the heartbeats and sockets of a client
 * that got such a hello, in `ms`.
 */
async function hugeInterval(interval: number, options: Partial<BothyClientOptions> = {}, ms = 400): Promise<{ heartbeats: number; sockets: number; states: ConnectionState[] }> {
  await hostile({
    accept: (s) => s.hello({ heartbeat_interval_ms: interval }),
    onFrame: (s, f) => {
      if (f.op === ClientOp.Identify) s.ready(0);
      if (f.op === ClientOp.Heartbeat) s.frame({ op: ServerOp.HeartbeatAck, d: {} });
    },
  });
  const { c, seen } = await client({ random: () => 0.5, ...options });
  const warnings: string[] = [];
  const onWarning = (w: Error): void => void warnings.push(w.name);
  process.on('warning', onWarning);
  try {
    await c.start();
    await c.whenLive();
    await sleep(ms);
  } finally {
    process.off('warning', onWarning);
  }
  return { heartbeats: server.sent(ClientOp.Heartbeat).length, sockets: server.sockets.length, states: seen.states };
}

describe('hello with a heartbeat_interval_ms beyond a timer (6.3; D541)', () => {
  it.each([
    ['2^32 ms', 2 ** 32],
    ['10^15 ms', 1e15],
  ])('%s: no heartbeat in 400 ms, one socket, live throughout', async (_name, interval) => {
    const { heartbeats, sockets, states } = await hugeInterval(interval);
    expect(heartbeats).toBe(0);
    expect(sockets).toBe(1);
    expect(states.at(-1)).toBe('live');
  });

  it('twin brokenUnbounded: the timer fires after 1 ms, a heartbeat storm', async () => {
    const { heartbeats } = await hugeInterval(1e15, { brokenUnbounded: true });
    expect(heartbeats).toBeGreaterThanOrEqual(5);
  });
});

// --- reconnect backoff (6.5) and close codes (6.4) --------------------------------------------

/** The gaps between accepted sockets, in ms. */
function gaps(): number[] {
  return server.acceptedAt.slice(1).map((at, i) => at - server.acceptedAt[i]!);
}

describe('a server that closes at once after every accept (6.4, 6.5): the backoff holds', () => {
  it.each([
    ['4000 unknown_error', CloseCode.UnknownError],
    ['4999, a code outside the contract', 4999],
    ['1006, the socket cut', 1006],
    ['4001 unknown_op (identify, reported)', CloseCode.UnknownOp],
  ])('%s: attempts within 1 s stay within the bound of full jitter, each after at least its wait', async (_name, code) => {
    await hostile({ accept: (s) => s.close(code, 'bye') });
    const { c, seen } = await client();
    await c.start();
    await sleep(1_000);
    const attempts = server.sockets.length;
    // random() = 1: the waits are 20, 40, 80, 80, ... ms; the socket's own round trip only adds.
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(attempts).toBeLessThanOrEqual(attemptsWithin(1_000));
    const waits = gaps();
    waits.forEach((gap, n) => expect(gap, `gap ${n}`).toBeGreaterThanOrEqual(Math.min(CAP, BASE * 2 ** n) - 2));
    expect(c.connection.attempt).toBeGreaterThanOrEqual(attempts - 1);
    expect(seen.states).not.toContain('closed');
  });

  it('1005 and 4999 after ready: treated as going_away (resume with backoff), the close event carries the row of 1001', async () => {
    const closes: number[] = [];
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op === ClientOp.Identify) {
          s.ready(0);
          setTimeout(() => s.close(s.index === 0 ? 4999 : 1005, 'odd'), 10);
        }
        if (f.op === ClientOp.Resume) s.close(CloseCode.SessionInvalid);
      },
    });
    const { c } = await client();
    c.on('close', (e) => closes.push(e.info.code));
    await c.start();
    await until(() => closes.length >= 3);
    expect(closes.slice(0, 2)).toEqual([CloseCode.GoingAway, CloseCode.SessionInvalid]);
  });
});

describe('4008 rate_limited on every accept with a wait no server should give (6.4, 6.5; D541)', () => {
  /** Attempts within 1 s when every socket is closed at once with 4008 and `reason`. */
  async function rateLimited(reason: string, options: Partial<BothyClientOptions> = {}): Promise<number> {
    await hostile({ accept: (s) => s.close(CloseCode.RateLimited, reason) });
    const { c } = await client(options);
    await c.start();
    await sleep(1_000);
    return server.sockets.length;
  }

  it.each([
    ['a wait of 0', '0'],
    ['retry_after_ms=1', 'retry_after_ms=1'],
    ['a wait beyond a timer', 'retry_after_ms=99999999999'],
  ])('%s: the attempts stay within the bound of the counted backoff', async (_name, reason) => {
    const attempts = await rateLimited(reason);
    expect(attempts).toBeLessThanOrEqual(attemptsWithin(1_000));
  });

  it.each([
    ['a wait of 0', '0'],
    ['a wait beyond a timer', 'retry_after_ms=99999999999'],
  ])('twin brokenUnbounded, %s: a reconnect storm', async (_name, reason) => {
    const attempts = await rateLimited(reason, { brokenUnbounded: true });
    expect(attempts).toBeGreaterThan(3 * attemptsWithin(1_000));
  });
});

/** The rows of 6.4 after which the client does not reconnect on its own (recovery fatal or logout, or waiting for the device). */
const noRetry = (Object.values(closeCodes) as CloseCodeInfo[]).filter((row) => row.recovery === 'fatal' || row.recovery === 'logout' || row.wait_for === 'device_active');

describe('close codes after which the client must not reconnect (6.4)', () => {
  it('covers 1000, 4007, 4012, 4015, 4016, 4017, 4018', () => {
    expect(noRetry.map((r) => r.code).sort()).toEqual([1000, 4007, 4012, 4015, 4016, 4017, 4018]);
  });

  it.each(noRetry.map((row) => [`${row.code} ${row.name}`, row] as const))('%s: one socket in 600 ms, whether before hello or after ready', async (_name, row) => {
    for (const early of [true, false]) {
      await hostile({
        accept: (s) => (early ? s.close(row.code, 'no') : s.hello()),
        onFrame: (s, f) => {
          if (f.op === ClientOp.Identify) {
            s.ready(0);
            setTimeout(() => s.close(row.code, 'no'), 10);
          }
        },
      });
      const { c } = await client();
      await c.start();
      await sleep(600);
      expect(server.sockets.length, early ? 'before hello' : 'after ready').toBe(1);
      await c.close();
      await server.stop();
    }
  });
});

// --- malformed frames (2.3) -------------------------------------------------------------------

/** A live client; then `frames` (raw) and a valid dispatch of seq 1 as a probe that the connection still works. */
async function afterReady(frames: (s: HostileSocket) => void, options: Partial<BothyClientOptions> = {}): Promise<Seen & { c: BothyClient }> {
  await hostile({
    accept: (s) => s.hello(),
    onFrame: (s, f) => {
      if (f.op !== ClientOp.Identify) return;
      s.ready(0);
      frames(s);
      s.dispatch(messageCreated(1));
    },
  });
  const { c, seen } = await client(options);
  await c.start();
  await until(() => seen.events.length >= 1 || server.sockets.length > 1);
  await sleep(50);
  return { ...seen, c };
}

describe('malformed frames from the server (2.3, 7.1)', () => {
  it.each<[string, (s: HostileSocket) => void]>([
    ['invalid JSON', (s) => s.raw(`{"op":"${ServerOp.Dispatch}","d":`)],
    ['not an object', (s) => s.raw('42')],
    ['a dispatch without an event', (s) => s.raw(`{"op":"${ServerOp.Dispatch}"}`)],
    ['a dispatch with an invalid event', (s) => s.dispatch({ ...messageCreated(7), payload: { message: 'nope' } })],
    ['a dispatch with a seq below 1', (s) => s.dispatch({ ...messageCreated(1), seq: -3 })],
    ['a cursor with a string seq', (s) => s.raw(`{"op":"${ServerOp.Cursor}","d":{"seq":"999"}}`)],
  ])('%s: reported as invalid_frame, nothing delivered, cursor untouched, the next event delivered', async (_name, send) => {
    const seen = await afterReady(send);
    expect(seen.events.map((e) => e.seq)).toEqual([1]);
    expect(seen.errors.map((e) => e.code)).toEqual([SdkErrorCode.InvalidFrame]);
    expect(seen.c.position?.cursor).toBe(1);
    expect(server.sockets.length).toBe(1);
  });

  it('a binary frame holding a valid dispatch is not a frame of 2.3: reported, not delivered (D540)', async () => {
    const seen = await afterReady((s) => s.binary(Buffer.from(JSON.stringify({ op: ServerOp.Dispatch, d: messageCreated(5) }))));
    expect(seen.events.map((e) => e.seq)).toEqual([1]);
    expect(seen.errors.map((e) => e.code)).toEqual([SdkErrorCode.InvalidFrame]);
    expect(seen.c.position?.cursor).toBe(1);
  });

  it('twin brokenAnyFrameState: the binary frame is delivered, and its seq 5 drops the real seq 1 as a duplicate', async () => {
    const seen = await afterReady((s) => s.binary(Buffer.from(JSON.stringify({ op: ServerOp.Dispatch, d: messageCreated(5) }))), { brokenAnyFrameState: true });
    expect(seen.events.map((e) => e.seq)).toEqual([5]);
  });

  it(`a frame over sync.ws_max_frame_bytes (${configDefaults['sync.ws_max_frame_bytes']} bytes) of a valid event: no crash, the connection goes on`, async () => {
    const big = messageCreated(2);
    big.payload.message.content_md = 'x'.repeat(configDefaults['sync.ws_max_frame_bytes'] + 1);
    const seen = await afterReady((s) => s.dispatch(big));
    // The client does not know the server's limit (hello does not carry it): it takes the frame. Seq 1 after 2 is a duplicate.
    expect(seen.events.map((e) => e.seq)).toEqual([2]);
    expect(seen.c.state).toBe('live');
  });

  it('a listener that throws: reported as an error event, the socket and the next events unharmed', async () => {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0);
        for (let seq = 1; seq <= 3; seq += 1) s.dispatch(messageCreated(seq));
      },
    });
    const { c, seen } = await client();
    c.on(EventType.MessageCreated, () => {
      throw new Error('app bug');
    });
    await c.start();
    await until(() => seen.events.length >= 3);
    await sleep(30);
    expect(seen.errors).toHaveLength(3);
    expect(c.position?.cursor).toBe(3);
    expect(server.sockets.length).toBe(1);
  });
});

// --- frames out of their place (6.3, 7.1, 7.2) ------------------------------------------------

/**
 * A client with a stored cursor of 5: the server sends `early` after hello, before ready (or, with
 * `after`, after ready), then ready and a catch-up of 6 and 7 with catchup.complete {7}.
 */
async function outOfPlace(early: (s: HostileSocket) => void, options: Partial<BothyClientOptions> = {}): Promise<Seen & { c: BothyClient }> {
  await hostile({
    accept: (s) => s.hello(),
    onFrame: (s, f) => {
      if (f.op !== ClientOp.Identify) return;
      early(s);
      s.ready(7);
      s.dispatch(messageCreated(6));
      s.dispatch(messageCreated(7));
      s.frame({ op: ServerOp.CatchupComplete, d: { head_seq: 7 } });
    },
  });
  const { c, seen } = await client({ initial: { cursor: 5, sync_epoch: EPOCH }, ...options });
  await c.start();
  await until(() => c.state === 'live' || server.sockets.length > 1);
  await sleep(50);
  return { ...seen, c };
}

/** No gap, no step back (7.1): each stored cursor is at least the one before, and at most the highest seq delivered (or the server's checked head after catchup.complete). */
function storedCursors(seen: Seen): number[] {
  return seen.stored.map((p) => p.cursor);
}

describe('frames before ready (6.3, 7.1; D540): reported, no side effect', () => {
  it.each<[string, (s: HostileSocket) => void]>([
    ['a dispatch above the catch-up', (s) => s.dispatch(messageCreated(9))],
    ['a cursor frame', (s) => s.frame({ op: ServerOp.Cursor, d: { seq: 50 } })],
    [ServerOp.CatchupComplete, (s) => s.frame({ op: ServerOp.CatchupComplete, d: { head_seq: 50 } })],
  ])('%s: the catch-up 6 and 7 is delivered, the stored cursor never passes 7 nor steps back', async (_name, early) => {
    const seen = await outOfPlace(early);
    expect(seen.events.map((e) => e.seq)).toEqual([6, 7]);
    expect(seen.errors.map((e) => e.code)).toEqual([SdkErrorCode.UnexpectedFrame]);
    const cursors = storedCursors(seen);
    expect(Math.max(...cursors)).toBe(7);
    cursors.forEach((cursor, i) => expect(cursor).toBeGreaterThanOrEqual(cursors[i - 1] ?? 5));
    expect(seen.c.state).toBe('live');
  });

  it.each<[string, (s: HostileSocket) => void]>([
    ['a cursor frame', (s) => s.frame({ op: ServerOp.Cursor, d: { seq: 50 } })],
    [ServerOp.CatchupComplete, (s) => s.frame({ op: ServerOp.CatchupComplete, d: { head_seq: 50 } })],
  ])('twin brokenAnyFrameState, %s: the cursor jumps to 50 and the catch-up 6 and 7 is dropped (a gap)', async (_name, early) => {
    const seen = await outOfPlace(early, { brokenAnyFrameState: true });
    expect(seen.events).toEqual([]);
    expect(Math.max(...storedCursors(seen))).toBe(50);
  });

  it('a second ready while live: reported, no second session event, the session stays the first', async () => {
    const sessions: string[] = [];
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0);
        s.dispatch(messageCreated(1));
        s.ready(0);
        s.dispatch(messageCreated(2));
      },
    });
    const { c, seen } = await client();
    c.on('session', (d) => sessions.push(d.gateway_session_id));
    await c.start();
    await until(() => seen.events.length >= 2);
    await sleep(30);
    expect(sessions).toHaveLength(1);
    expect(c.position?.gateway_session_id).toBe(sessions[0]);
    expect(seen.errors.map((e) => e.code)).toEqual([SdkErrorCode.UnexpectedFrame]);
    expect(c.position?.cursor).toBe(2);
  });
});

/** A BothyAgent of the hostile server, with fast reconnects; its REST calls answer 404. */
function hostileAgent(options: Partial<BothyAgentOptions> = {}): BothyAgent {
  const agent = new BothyAgent({
    baseUrl: server.origin,
    apiToken: TOKEN,
    toolClass: 'read',
    billingMode: 'subscription',
    WebSocket: WebSocket as never,
    fetch: async () => new Response(null, { status: 404 }),
    reconnectBase: BASE,
    reconnectCap: CAP,
    ...options,
  });
  agents.push(agent);
  return agent;
}

describe('BothyAgent before ready (15.1, 15.2; D540): nothing acknowledged that the server did not deliver', () => {
  /** An agent whose server sends cursor {50}, a binary and an invalid frame before ready, then ready and event 1. */
  async function agentAcks(options: Partial<BothyAgentOptions> = {}): Promise<{ acks: number[]; errors: BothyError[]; events: number[] }> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.frame({ op: ServerOp.Cursor, d: { seq: 50 } });
        s.binary(Buffer.from('{}'));
        s.raw('{"op":');
        s.ready(0, { principal: { id: DEVICE, kind: 'agent' } });
        s.dispatch(messageCreated(1));
      },
    });
    const errors: BothyError[] = [];
    const events: number[] = [];
    const agent = hostileAgent(options);
    agent.on('error', (e) => errors.push(e));
    agent.on(EventType.MessageCreated, (e) => events.push(e.seq));
    await agent.start();
    await until(() => events.length >= 1 || server.sockets.length > 1);
    await sleep(50);
    return { acks: server.sent(ClientOp.Ack).map((f) => f.d?.seq as number), errors, events };
  }

  it('the cursor before ready is refused, the frames are reported, event 1 is acknowledged alone', async () => {
    const { acks, errors, events } = await agentAcks();
    expect(events).toEqual([1]);
    expect(acks).toEqual([1]);
    // (The presence heartbeat's REST 404s, not_found, are this server's lack of REST, left out.)
    const frameErrors = errors.map((e) => e.code).filter((code) => code === SdkErrorCode.InvalidFrame || code === SdkErrorCode.UnexpectedFrame);
    expect(frameErrors.sort()).toEqual([SdkErrorCode.InvalidFrame, SdkErrorCode.InvalidFrame, SdkErrorCode.UnexpectedFrame].sort());
    expect(server.sockets.length).toBe(1);
  });

  it('twin brokenAnyFrameState: ack 50 goes out before ready, and the server would skip 1 to 50 for this consumer', async () => {
    const { acks } = await agentAcks({ brokenAnyFrameState: true });
    expect(acks).toContain(50);
  });
});

// --- duplicates and order (9, 7.1) -------------------------------------------------------------

describe('live duplicates and old seqs (9): delivered once, the cursor never moves back', () => {
  const replays = (s: HostileSocket): void => {
    s.ready(0);
    for (const seq of [1, 2, 2, 1, 3, 2]) s.dispatch(messageCreated(seq));
  };

  it('1, 2, 2, 1, 3, 2: the listener gets 1, 2, 3; the stored cursors never fall', async () => {
    await hostile({ accept: (s) => s.hello(), onFrame: (s, f) => f.op === ClientOp.Identify && replays(s) });
    const { c, seen } = await client();
    await c.start();
    await until(() => seen.events.length >= 3);
    await sleep(50);
    expect(seen.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(c.connection.duplicatesDropped).toBe(3);
    const cursors = storedCursors(seen);
    cursors.forEach((cursor, i) => expect(cursor).toBeGreaterThanOrEqual(cursors[i - 1] ?? 0));
  });

  it('the same check fails where duplicates are delivered on purpose: an agent connection (15.2, its inbox dedupes)', async () => {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0, { principal: { id: DEVICE, kind: 'agent' } });
        for (const seq of [1, 2, 2, 1, 3, 2]) s.dispatch(messageCreated(seq));
      },
    });
    const events: number[] = [];
    const conn = new GatewayConnection({ url: server.url, role: 'agent', tokens: new StaticTokenProvider(TOKEN), WebSocket: WebSocket as never, reconnectBase: BASE, reconnectCap: CAP });
    connections.push(conn);
    conn.on('event', (e) => void events.push('seq' in e && e.seq !== undefined ? e.seq : 0));
    conn.on('error', () => undefined);
    await conn.start();
    await until(() => events.length >= 6);
    expect(events).not.toEqual([1, 2, 3]);
  });
});

describe('reauth_required again and again (6.3; D541): one renewal per REAUTH_RENEW_SPACING_MS', () => {
  /** 200 reauth_required after ready, each with its own nonce: renewals and reauth frames. */
  async function flood(options: Partial<BothyClientOptions> = {}): Promise<{ renewals: number; reauths: number }> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0);
        for (let i = 0; i < 200; i += 1) s.reauthRequired(`nonce-${i}`, 30_000);
      },
    });
    let renewals = 0;
    const tokens = new StaticTokenProvider(TOKEN, async () => {
      renewals += 1;
      return `${TOKEN}.${renewals}`;
    });
    const { c } = await client({ tokens, ...options });
    await c.start();
    await until(() => server.sent(ClientOp.Reauth).length >= 200, 5_000);
    return { renewals, reauths: server.sent(ClientOp.Reauth).length };
  }

  it('200 reauth_required: one renewal, every one answered with reauth and the renewed token', async () => {
    const { renewals, reauths } = await flood();
    expect(renewals).toBe(1);
    expect(reauths).toBe(200);
    expect(new Set(server.sent(ClientOp.Reauth).map((f) => f.d?.access_token))).toEqual(new Set([`${TOKEN}.1`]));
  });

  it('twin brokenUnbounded: 200 renewals', async () => {
    const { renewals } = await flood({ brokenUnbounded: true });
    expect(renewals).toBe(200);
  });

  it('notices further apart than REAUTH_RENEW_SPACING_MS renew each time: a token shorter-lived than sync.reauth_lead_time gets its notice halfway (6.3)', async () => {
    const gap = REAUTH_RENEW_SPACING_MS + 300;
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        // Each notice `gap` after the answer to the last one (a timer never fires early): the gaps the client sees are at least `gap`.
        const notice = (i: number) => s.reauthRequired(`nonce-${i}`, 2 * gap);
        if (f.op === ClientOp.Identify) {
          s.ready(0);
          notice(0);
        } else if (f.op === ClientOp.Reauth) {
          const answered = s.frames.filter((x) => x.op === ClientOp.Reauth).length;
          if (answered < 3) setTimeout(() => notice(answered), gap);
        }
      },
    });
    let renewals = 0;
    const tokens = new StaticTokenProvider(TOKEN, async () => {
      renewals += 1;
      return `${TOKEN}.${renewals}`;
    });
    const { c } = await client({ tokens });
    await c.start();
    await until(() => server.sent(ClientOp.Reauth).length >= 3, 3 * gap + 5_000);
    expect(renewals).toBe(3);
    expect(server.sent(ClientOp.Reauth).map((f) => f.d?.access_token)).toEqual([`${TOKEN}.1`, `${TOKEN}.2`, `${TOKEN}.3`]);
  });
});

describe('a socket given up with frames still queued, and a reload owed (7.3, 9; D477, D540 addendum): no gap', () => {
  /** The first socket: ready {100}, then `rest`; later sockets get ready {100} only. */
  const retentionOrder =
    (rest: (s: HostileSocket) => void): NonNullable<Script['onFrame']> =>
    (s, f) => {
      if (f.op !== ClientOp.Identify) return;
      s.ready(100);
      if (s.index === 0) rest(s);
    };
  /** What the reference server sends a person whose cursor is behind retention (login.ts, D477). */
  const resyncAt100 = (s: HostileSocket): void => {
    s.resyncRequired(100, ResyncReason.Retention);
    s.frame({ op: ServerOp.CatchupComplete, d: { head_seq: 100 } });
  };
  /** The first frame of the client's second socket: its opening (identify or resume) and cursor. */
  async function nextOpening(): Promise<{ op: string; cursor: unknown }> {
    await until(() => (server.sockets[1]?.frames.length ?? 0) > 0, 5_000);
    const first = server.sockets[1]!.frames[0]!;
    return { op: first.op, cursor: first.d?.cursor };
  }

  /**
   * Stored cursor 5. The server's order for a person whose catch-up meets retention: ready {100},
   * dispatch 6, resync_required {100}, catchup.complete {100}, dispatch 101. The app's onEvent holds
   * event 6 for 400 ms; at 150 ms the app reports a network change, so the client gives the socket up
   * while the rest waits in its inbox. The next opening must still carry cursor 5 (6 at most): the
   * reload is owed, and events 7 to 100 come only with it.
   */
  async function givenUpWithReloadOwed(options: Partial<BothyClientOptions> = {}): Promise<{ op: string; cursor: unknown }> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: retentionOrder((s) => {
        s.dispatch(messageCreated(6));
        resyncAt100(s);
        s.dispatch(messageCreated(101));
      }),
    });
    const { c } = await client({
      initial: { cursor: 5, sync_epoch: EPOCH },
      fetch: () => new Promise<Response>(() => undefined), // the snapshot never loads
      onEvent: async (e) => {
        if ('seq' in e && e.seq === 6) await sleep(400);
      },
      ...options,
    });
    await c.start();
    await until(() => (server.sockets[0]?.frames.length ?? 0) > 0, 3_000);
    await sleep(150);
    c.connection.networkChanged();
    return nextOpening();
  }

  it('the given-up socket\'s queued frames act not at all: the next opening carries the cursor before the reload', async () => {
    const next = await givenUpWithReloadOwed();
    // A resume (the refused resync_required never forgot the session) or an identify: the server is asked from 5 or 6 and says resync again.
    expect([ClientOp.Identify, ClientOp.Resume]).toContain(next.op);
    expect(Number(next.cursor)).toBeLessThanOrEqual(6);
  });

  it('twin brokenGivenUpSocketActs: dispatch 101 acts after the refused resync_required, and the next opening skips 7 to 100', async () => {
    const next = await givenUpWithReloadOwed({ brokenGivenUpSocketActs: true });
    expect(Number(next.cursor)).toBeGreaterThan(6);
  });

  /** resync_required {100} and catchup.complete {100} to a client at 5, then the server drops the socket before the snapshot loaded. */
  async function droppedDuringReload(options: Partial<BothyClientOptions> = {}): Promise<{ op: string; cursor: unknown }> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: retentionOrder((s) => {
        resyncAt100(s);
        setTimeout(() => s.close(CloseCode.GoingAway, 'deploy'), 150);
      }),
    });
    const { c } = await client({ initial: { cursor: 5, sync_epoch: EPOCH }, fetch: () => new Promise<Response>(() => undefined), ...options });
    await c.start();
    return nextOpening();
  }

  it('catchup.complete while the reload is owed moves no cursor: a drop during the reload identifies from 5 and is told again', async () => {
    const next = await droppedDuringReload();
    expect([next.op, next.cursor]).toEqual([ClientOp.Identify, 5]);
  });

  it('twin brokenGivenUpSocketActs: catchup.complete stored 100, and the next identify skips the reload', async () => {
    const next = await droppedDuringReload({ brokenGivenUpSocketActs: true });
    expect(next.cursor).toBe(100);
  });
});

describe('the frames of a reload, and a close that waited (7.3, 9; D541 second addendum): in order, nothing lost', () => {
  /**
   * ready {0}, resync_required {0}, dispatch 1 and 2 (held), reauth_required whose renewal takes 500 ms,
   * dispatch 3 and 4 (waiting in the inbox behind it); the snapshot loads in 200 ms, so the reload
   * completes while 3 and 4 still wait. Every event must reach the app once, in seq order.
   */
  async function reloadWithNewerWaiting(options: Partial<BothyClientOptions> = {}): Promise<number[]> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify || s.index > 0) return;
        s.ready(0);
        s.resyncRequired(0);
        s.dispatch(messageCreated(1));
        s.dispatch(messageCreated(2));
        s.reauthRequired('slow-renewal');
        s.dispatch(messageCreated(3));
        s.dispatch(messageCreated(4));
      },
    });
    // The renewal ends only once the reload completed (the client live): 3 and 4 wait behind it meanwhile.
    let started: BothyClient | undefined;
    const { c, seen } = await client({
      tokens: new StaticTokenProvider(TOKEN, async () => {
        const deadline = Date.now() + 5_000;
        while (started?.state !== 'live' && Date.now() < deadline) await sleep(10);
        return `${TOKEN}.renewed`;
      }),
      fetch: async () => {
        await sleep(200);
        return Response.json(snapshot(0, EPOCH));
      },
      ...options,
    });
    started = c;
    await c.start();
    await until(() => server.sent(ClientOp.Reauth).length === 1, 8_000);
    await until(() => c.state === 'live' && c.position?.cursor === 4, 5_000);
    return seen.events.map((e) => e.seq);
  }

  it('the held frames go first: 1, 2, 3, 4', async () => {
    expect(await reloadWithNewerWaiting()).toEqual([1, 2, 3, 4]);
  });

  it('twin brokenReleaseBehindNewer: 3 and 4 are delivered first, and 1 and 2 are lost', async () => {
    expect(await reloadWithNewerWaiting({ brokenReleaseBehindNewer: true })).toEqual([3, 4]);
  });

  it(`${configDefaults['sync.outbound_queue_max'] + 1} frames behind a slow renewal while the release waits: dropped, and the client resumes from the snapshot's head (no stall)`, async () => {
    const many = configDefaults['sync.outbound_queue_max'] + 1;
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify || s.index > 0) return;
        s.ready(0);
        s.resyncRequired(0);
        s.dispatch(messageCreated(1));
        s.reauthRequired('slow-renewal');
        for (let seq = 2; seq <= many + 1; seq += 1) s.dispatch(messageCreated(seq));
      },
    });
    const { c, seen } = await client({
      // The frames wait in the inbox behind the renewal; the snapshot loads once they all arrived, so they are
      // handled after the switch to live and before the release: they join the held ones, past the bound.
      tokens: new StaticTokenProvider(TOKEN, async () => {
        await sleep(2_500);
        return `${TOKEN}.renewed`;
      }),
      fetch: async () => {
        await sleep(1_200);
        return Response.json(snapshot(0, EPOCH));
      },
    });
    await c.start();
    await until(() => (server.sockets[1]?.frames.length ?? 0) > 0, 15_000);
    expect(server.sockets[0]!.closedWith).toBe(CloseCode.UnknownError);
    const first = server.sockets[1]!.frames[0]!;
    expect([first.op, first.d?.cursor]).toEqual([ClientOp.Resume, 0]);
    expect(seen.events).toEqual([]);
  }, 30_000);

  /**
   * The server closes socket 1 (1001) while onEvent holds its event 1; the app reports a network change
   * meanwhile, so socket 2 opens while the close still waits in the inbox. That close must not end
   * socket 2: the client goes live on it.
   */
  async function closeThatWaited(options: Partial<BothyClientOptions> = {}): Promise<{ state: ConnectionState; sockets: number }> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify && f.op !== ClientOp.Resume) return;
        if (f.op === ClientOp.Resume) {
          s.frame({ op: ServerOp.Resumed, d: { gateway_session_id: String(f.d?.gateway_session_id), head_seq: 1, sync_epoch: EPOCH } });
          s.frame({ op: ServerOp.CatchupComplete, d: { head_seq: 1 } });
          return;
        }
        s.ready(0);
        if (s.index > 0) return;
        s.dispatch(messageCreated(1));
        setTimeout(() => s.close(CloseCode.GoingAway, 'deploy'), 30);
      },
    });
    // Event 1 is held by the app until after the network change, so the server's close waits behind it.
    let changed!: () => void;
    const networkChanged = new Promise<void>((resolve) => (changed = resolve));
    const { c } = await client({
      onEvent: async (e) => {
        if ('seq' in e && e.seq === 1) await networkChanged;
      },
      ...options,
    });
    await c.start();
    await until(() => server.sockets[0]?.closedWith !== undefined, 3_000);
    await sleep(100); // the close frame reaches the client
    c.connection.networkChanged();
    changed();
    await sleep(1_000);
    return { state: c.state, sockets: server.sockets.length };
  }

  it('a close of socket 1 that waited behind its frames ends nothing of socket 2: live on socket 2', async () => {
    expect(await closeThatWaited()).toEqual({ state: 'live', sockets: 2 });
  });

  it('twin brokenReleaseBehindNewer: the old close acts on socket 2, which is left unused, and a third socket opens', async () => {
    // The old close moved the client to waiting: socket 2 left unused, a third one opened.
    expect(await closeThatWaited({ brokenReleaseBehindNewer: true })).toEqual({ state: 'live', sockets: 3 });
  });
});

describe('a flood of dispatches while the snapshot loads (7.2, 7.3; D541): the held frames are bounded', () => {
  const flood = configDefaults['sync.outbound_queue_max'] + 500;

  /** resync_required, then sync.outbound_queue_max + 500 dispatches, while GET /sync/snapshot does not answer. */
  async function slowReload(options: Partial<BothyClientOptions> = {}): Promise<{ c: BothyClient; seen: Seen; release: () => void }> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0);
        if (s.index > 0) return;
        s.resyncRequired(0);
        for (let seq = 1; seq <= flood; seq += 1) s.dispatch(messageCreated(seq));
      },
    });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { c, seen } = await client({
      fetch: async () => {
        await answered;
        return Response.json(snapshot(0, EPOCH));
      },
      ...options,
    });
    await c.start();
    return { c, seen, release };
  }

  it(`${flood} frames: the held ones are dropped, the reload goes on; once it completed the client closes with 4000 and resumes from the snapshot's head`, async () => {
    const { c, seen, release } = await slowReload();
    let released = false;
    try {
      await until(() => seen.errors.some((e) => e.message.includes('sync.outbound_queue_max')), 15_000);
      // The reload goes on over the same socket (closing now would identify and be told to reload again, D477).
      await sleep(300);
      expect(server.sockets.length).toBe(1);
      expect(c.state).toBe('resyncing');
      release();
      released = true;
      await until(() => (server.sockets[1]?.frames.length ?? 0) > 0, 15_000);
      expect(server.sockets[0]!.closedWith).toBe(CloseCode.UnknownError);
      // The session given back by the reload: a resume from the snapshot's head, whose catch-up brings what was dropped.
      const first = server.sockets[1]!.frames[0]!;
      expect([first.op, first.d?.cursor]).toEqual([ClientOp.Resume, 0]);
      expect(seen.events).toEqual([]);
      expect(c.position?.cursor).toBe(0);
    } finally {
      if (!released) release();
    }
  }, 30_000);

  it('twin brokenUnbounded: every frame is held (no bound reported), and the reload releases all of them', async () => {
    const { c, seen, release } = await slowReload({ brokenUnbounded: true });
    let released = false;
    try {
      await until(() => c.state === 'resyncing', 15_000);
      // The frames are read after the resync_required; give them the time the bounded client needed.
      await sleep(3_000);
      expect(seen.errors.some((e) => e.message.includes('sync.outbound_queue_max'))).toBe(false);
      release();
      released = true;
      await until(() => seen.events.length === flood, 15_000);
      expect(server.sockets.length).toBe(1);
    } finally {
      if (!released) release();
    }
  }, 30_000);
});

// --- memory (7.2) -----------------------------------------------------------------------------

describe('a server that streams events and never sends ready (7.2): nothing is buffered, the attempt ends', () => {
  it('2,000 dispatches after hello, no heartbeat_ack: none delivered, the client gives the socket up after one interval', async () => {
    await hostile({
      accept: (s) => s.hello({ heartbeat_interval_ms: 200 }),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify || s.index > 0) return;
        for (let seq = 1; seq <= 2_000; seq += 1) s.dispatch(messageCreated(seq));
      },
    });
    const { c, seen } = await client({ random: () => 0.5 });
    await c.start();
    await until(() => server.sockets.length >= 2, 3_000);
    expect(seen.events).toEqual([]);
    expect(c.position).toBeUndefined();
    // Each one reported (never dropped silently), and nothing else.
    expect(seen.errors.length).toBe(2_000);
    expect(new Set(seen.errors.map((e) => e.code))).toEqual(new Set([SdkErrorCode.UnexpectedFrame]));
  });
});

// --- a newer server (6.1; D542) ----------------------------------------------------------------

describe('a newer server whose frames carry members this SDK does not know (6.1; D542): read without them', () => {
  /** What a server of a later minor version adds: a member in every closed object it sends. */
  const NEW = { added_in_a_later_version: { any: 'value' } };

  /** hello, ready (its snapshot and principal too) and the dispatches of 1 and 2, each with a new member where `newer`; 3 plain. */
  async function newerServer(newer: { hello: boolean; ready: boolean; event: boolean }, options: Partial<BothyClientOptions> = {}): Promise<Seen & { c: BothyClient; sent: Seen['events'] }> {
    /** The events as this SDK knows them, without the new members. */
    const sent: Seen['events'] = [];
    await hostile({
      accept: (s) => (newer.hello ? s.hello(NEW, NEW) : s.hello()),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        if (newer.ready) s.ready(0, { ...NEW, principal: { id: AUTHOR, kind: 'user', ...NEW }, snapshot: { ...snapshot(0, EPOCH), ...NEW } });
        else s.ready(0);
        for (const seq of [1, 2]) {
          const e = messageCreated(seq);
          sent.push(e);
          s.dispatch(newer.event ? { ...e, ...NEW, scope: { ...e.scope, ...NEW }, payload: { ...e.payload, ...NEW, message: { ...e.payload.message, ...NEW } } } : e);
        }
        sent.push(messageCreated(3));
        s.dispatch(sent[2]!);
      },
    });
    const { c, seen } = await client(options);
    await c.start();
    await until(() => seen.events.some((e) => e.seq === 3) || server.sockets.length > 1 || seen.errors.length > 0);
    await sleep(50);
    return { ...seen, c, sent };
  }

  it('hello, ready and dispatches with new members: the client goes live, every event delivered without them, the cursor at 3, no error', async () => {
    const seen = await newerServer({ hello: true, ready: true, event: true });
    expect(seen.errors).toEqual([]);
    expect(seen.c.state).toBe('live');
    // Each event as this SDK knows it: the new members gone, nothing else.
    expect(seen.events).toEqual(seen.sent);
    expect(seen.c.position?.cursor).toBe(3);
    expect(server.sockets.length).toBe(1);
  });

  it('twin brokenUnknownMembersRefused: a newer hello keeps the client from identifying', async () => {
    const seen = await newerServer({ hello: true, ready: false, event: false }, { brokenUnknownMembersRefused: true });
    expect(server.sent(ClientOp.Identify)).toEqual([]);
    expect(seen.events).toEqual([]);
    expect(seen.errors.map((e) => e.code)).toContain(SdkErrorCode.InvalidFrame);
  });

  it('twin brokenUnknownMembersRefused: the newer events 1 and 2 are dropped and 3 moves the cursor past them (lost)', async () => {
    const seen = await newerServer({ hello: false, ready: false, event: true }, { brokenUnknownMembersRefused: true });
    expect(seen.events.map((e) => e.seq)).toEqual([3]);
    expect(seen.c.position?.cursor).toBe(3);
  });
});

describe('a newer server\'s event of a type or schema version this SDK does not know (6.1, 2.2, 15.2; D543): skipped, its seq counted', () => {
  /** 1 a message, then 2 and 3 of a type this SDK lacks, 4 a message.created of schema_version 2; nothing after. */
  function newerEvents(s: HostileSocket): void {
    s.dispatch(messageCreated(1));
    s.dispatch({ ...messageCreated(2), type: 'message.translated', payload: { language: 'de' } });
    s.dispatch({ ...messageCreated(3), type: 'message.translated', payload: { language: 'fr' } });
    s.dispatch({ ...messageCreated(4), schema_version: 2 });
  }

  /** hello, and on identify ready at 0 and then `frames`. */
  const afterReadyOf = (frames: (s: HostileSocket) => void): Script => ({
    accept: (s) => s.hello(),
    onFrame: (s, f) => {
      if (f.op !== ClientOp.Identify) return;
      s.ready(0);
      frames(s);
    },
  });

  it('a person: 1 delivered, 2 to 4 skipped, the cursor at 4; one UnknownEventError per type and version', async () => {
    await hostile(afterReadyOf(newerEvents));
    const { c, seen } = await client();
    await c.start();
    await until(() => storedCursors(seen).at(-1) === 4);
    await sleep(30);
    expect(seen.events.map((e) => e.seq)).toEqual([1]);
    expect(seen.errors.map((e) => [e.code, e.message.split(',')[0]])).toEqual([
      [SdkErrorCode.UnknownEvent, 'skipped an event of "message.translated" v1'],
      [SdkErrorCode.UnknownEvent, 'skipped an event of "message.created" v2'],
    ]);
    expect(storedCursors(seen).at(-1)).toBe(4);
  });

  it('twin brokenUnknownEventDropped: 2 to 4 are invalid frames and the cursor stays at 1', async () => {
    await hostile(afterReadyOf(newerEvents));
    const { c, seen } = await client({ brokenUnknownEventDropped: true });
    await c.start();
    await until(() => seen.errors.length >= 3);
    await sleep(30);
    expect(seen.errors.map((e) => e.code)).toEqual([SdkErrorCode.InvalidFrame, SdkErrorCode.InvalidFrame, SdkErrorCode.InvalidFrame]);
    expect(c.position?.cursor).toBe(1);
  });

  /** An agent whose server sends newerEvents after ready: the acks it sends. */
  async function agentAcksOfNewer(options: Partial<BothyAgentOptions> = {}): Promise<number[]> {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0, { principal: { id: DEVICE, kind: 'agent' } });
        newerEvents(s);
      },
    });
    const agent = hostileAgent(options);
    agent.on('error', () => {});
    await agent.start();
    const acks = () => server.sent(ClientOp.Ack).map((f) => f.d?.seq as number);
    // Until the last seq is acknowledged (the twin never gets there: its bounded wait ends, then one more beat).
    await until(() => acks().includes(4), 1_000).catch(() => {});
    await sleep(50);
    return acks();
  }

  it('before ready a newer event is out of place as a dispatch would be: reported as an unexpected dispatch, not counted; after ready its type is reported once', async () => {
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.dispatch({ ...messageCreated(9), type: 'message.translated', payload: {} });
        s.ready(0);
        s.dispatch({ ...messageCreated(1), type: 'message.translated', payload: {} });
      },
    });
    const { c, seen } = await client();
    await c.start();
    await until(() => c.position?.cursor === 1);
    await sleep(30);
    expect(seen.errors.map((e) => [e.code, e.message])).toEqual([
      [SdkErrorCode.UnexpectedFrame, expect.stringContaining(`frame ${ServerOp.Dispatch} is not expected in state identifying`)],
      [SdkErrorCode.UnknownEvent, expect.stringContaining('skipped an event of "message.translated" v1')],
    ]);
    expect(storedCursors(seen)).not.toContain(9);
  });

  it('a newer ephemeral event (no seq) before ready is an unexpected dispatch too, and does not spend its type\'s report', async () => {
    const ephemeral = (): object => {
      const { seq: _seq, permission_version: _version, ...rest } = messageCreated(1);
      return { ...rest, type: 'message.translated', payload: {} };
    };
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.dispatch(ephemeral());
        s.ready(0);
        s.dispatch({ ...messageCreated(1), type: 'message.translated', payload: {} });
        s.dispatch(ephemeral());
      },
    });
    const { c, seen } = await client();
    await c.start();
    await until(() => storedCursors(seen).at(-1) === 1);
    await sleep(30);
    expect(seen.errors.map((e) => [e.code, e.message])).toEqual([
      [SdkErrorCode.UnexpectedFrame, expect.stringContaining(`frame ${ServerOp.Dispatch} is not expected in state identifying`)],
      [SdkErrorCode.UnknownEvent, expect.stringContaining('skipped an event of "message.translated" v1')],
    ]);
  });

  it('a frame of an op this SDK does not know is ignored (6.1: new ops are additive), reported once per op; a known op with a wrong d stays invalid', async () => {
    await hostile(afterReadyOf((s) => {
      for (let i = 0; i < 3; i += 1) s.raw('{"op":"presence.shout","d":{"any":1}}');
      // An event-shaped d under a new op: nothing delivered.
      s.frame({ op: 'shout', d: messageCreated(7) });
      s.raw(`{"op":"${ServerOp.Cursor}","d":{"seq":"999"}}`);
      // Not of an op's form, or a client's op: invalid frames, not a newer server's.
      s.frame({ op: 'Dispatch', d: messageCreated(8) });
      s.frame({ op: ` ${ServerOp.Dispatch}`, d: messageCreated(8) });
      s.frame({ op: ClientOp.Identify, d: {} });
      s.dispatch(messageCreated(1));
    }));
    const { c, seen } = await client();
    await c.start();
    await until(() => storedCursors(seen).at(-1) === 1);
    await sleep(30);
    expect(seen.errors.map((e) => [e.code, e.message.split(',')[0]])).toEqual([
      [SdkErrorCode.UnknownOp, 'ignored a frame of the op presence.shout'],
      [SdkErrorCode.UnknownOp, 'ignored a frame of the op shout'],
      [SdkErrorCode.InvalidFrame, expect.stringContaining('/d/seq must be integer')],
      [SdkErrorCode.InvalidFrame, expect.any(String)],
      [SdkErrorCode.InvalidFrame, expect.any(String)],
      [SdkErrorCode.InvalidFrame, expect.any(String)],
    ]);
    expect(seen.events.map((e) => e.seq)).toEqual([1]);
  });

  it('every op of the contract has the form a newer server\'s op is recognized by (OP_FORM, D544)', () => {
    for (const op of [...serverOps, ...clientOps]) expect(op).toMatch(OP_FORM);
    for (const op of ['Dispatch', ' dispatch', 'dispatch ', '', '.x', 'x.', 'x..y', 'x-y']) expect(op).not.toMatch(OP_FORM);
  });

  it('a newer type\'s text is quoted in the report: a line break or a made-up log line stays inside the quotes', async () => {
    const type = 'message.x\n[@bothy/sdk] all fine';
    await hostile(afterReadyOf((s) => s.dispatch({ ...messageCreated(1), type, payload: {} })));
    const { c, seen } = await client();
    await c.start();
    await until(() => storedCursors(seen).at(-1) === 1);
    expect(seen.errors.map((e) => e.message)).toEqual([expect.stringContaining(`skipped an event of ${JSON.stringify(type)} v1`)]);
    expect(seen.errors[0]!.message).not.toContain('\n');
  });

  it(`a server that sends ever new types is reported for the first ${NEWER_TYPES_REPORTED} only; every seq counts`, async () => {
    const types = NEWER_TYPES_REPORTED + 8;
    await hostile(afterReadyOf((s) => {
      for (let seq = 1; seq <= types; seq += 1) s.dispatch({ ...messageCreated(seq), type: `message.kind_${seq}`, payload: {} });
    }));
    const { c, seen } = await client();
    await c.start();
    await until(() => c.position?.cursor === types);
    await sleep(30);
    expect(seen.errors.map((e) => e.code)).toEqual(Array.from({ length: NEWER_TYPES_REPORTED }, () => SdkErrorCode.UnknownEvent));
  });

  it('skipped events are stored as delivered ones are, not one store write each (a slow cursor store)', async () => {
    const count = 100;
    await hostile(afterReadyOf((s) => {
      for (let seq = 1; seq <= count; seq += 1) s.dispatch({ ...messageCreated(seq), type: 'message.translated', payload: {} });
    }));
    const { c, seen } = await client({ storeDelayMs: 20 });
    await c.start();
    await until(() => c.position?.cursor === count);
    await until(() => seen.stored.at(-1)?.cursor === count);
    // Each awaited alone, 100 writes of 20 ms held the inbox for 2 s (the first form of D543).
    expect(seen.stored.length).toBeLessThan(count / 4);
  });

  it('an agent acknowledges up to 4, so that the server does not send 2 to 4 again after agent.ack_timeout (15.2)', async () => {
    const acks = await agentAcksOfNewer();
    expect(Math.max(...acks)).toBe(4);
  });

  it('an agent reports each newer event that carries an invocation, with its seq (its run does not start), and acknowledges it (15.2, 15.3)', async () => {
    const invocation = (seq: number): object => ({ ...messageCreated(seq), type: 'agent.delegation', payload: {}, invocation_token: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln' });
    await hostile({
      accept: (s) => s.hello(),
      onFrame: (s, f) => {
        if (f.op !== ClientOp.Identify) return;
        s.ready(0, { principal: { id: DEVICE, kind: 'agent' } });
        s.dispatch(invocation(1));
        s.dispatch(invocation(2));
        s.dispatch({ ...messageCreated(3), type: 'agent.delegation', payload: {} });
      },
    });
    const agent = hostileAgent();
    const errors: BothyError[] = [];
    agent.on('error', (e) => errors.push(e));
    await agent.start();
    await until(() => server.sent(ClientOp.Ack).some((f) => f.d?.seq === 3));
    const reports = errors.filter((e) => e.code === SdkErrorCode.UnknownEvent).map((e) => e.message.split(',')[0]);
    expect(reports).toEqual(['skipped an invocation at seq 1', 'skipped an invocation at seq 2', 'skipped an event of "agent.delegation" v1']);
    // The token is never in a report.
    expect(errors.map((e) => e.message).join('\n')).not.toContain('eyJhbGci');
  });

  it('a person given a newer event with a token (no server sends one) reports its type once, not an invocation, and a replay not again', async () => {
    const withToken = (seq: number): object => ({ ...messageCreated(seq), type: 'agent.delegation', payload: {}, invocation_token: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln' });
    await hostile(afterReadyOf((s) => {
      s.dispatch(withToken(1));
      s.dispatch(withToken(1));
      s.dispatch(withToken(2));
    }));
    const { c, seen } = await client();
    await c.start();
    await until(() => storedCursors(seen).at(-1) === 2);
    await sleep(30);
    expect(seen.errors.map((e) => [e.code, e.message.split(',')[0]])).toEqual([[SdkErrorCode.UnknownEvent, 'skipped an event of "agent.delegation" v1']]);
  });

  it('twin brokenUnknownEventDropped: the agent acknowledges 1 only, and the server would send 2 to 4 again and again', async () => {
    const acks = await agentAcksOfNewer({ brokenUnknownEventDropped: true });
    expect(acks).toEqual([1]);
  });
});
