import { ClientOp, EventType, ServerOp, type ServerFrame } from '@bothy/generated';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConnection } from '../../src/gateway/connection.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient, type TestServer } from '../support/server.ts';

// The model test of the server's gateway connection (6.3, 6.4; SPEC.md,
// invariants G1-G5). Random sequences of frames (identify, resume, ops,
// malformed frames), socket closes at any step, waits long enough for the
// identify and heartbeat timeouts of a short configuration, and traffic
// (messages through REST, typing through the gateway) run through REAL
// connections of a real server; after every step the invariants are checked on
// every connection of the run, whether or not the server has finished handling
// the step. Bounded: a few runs of at most a few steps, and a time limit.

const RUNS = 25;
const MAX_STEPS = 9;
const TIME_LIMIT_MS = 60_000;
const MAX_BYTES = 8192;
const EPHEMERAL = new Set<string>([EventType.TypingStarted, EventType.StatsLive]);

let alex: TestClient;
let cursorBehind = 0;

type Step =
  /** `focus`: focus on the thread right after; `closeAfterMs`: the socket goes that long after the frame, mid-identify. */
  | { k: typeof ClientOp.Identify; cursor: boolean; focus: boolean; closeAfterMs: number | null; settle: boolean }
  /** `typing`: typing.started for its thread every few ms while the resume is handled (a resumed session has its focus before live). */
  | { k: typeof ClientOp.Resume; known: boolean; closeAfterMs: number | null; settle: boolean; typing: boolean }
  | { k: 'op'; op: typeof ClientOp.Heartbeat | typeof ClientOp.Focus | typeof ClientOp.TypingStart | typeof ClientOp.TypingStop | typeof ClientOp.Ack | typeof ClientOp.StatsSubscribe | typeof ClientOp.StatsUnsubscribe | typeof ClientOp.RunUpdate; settle: boolean }
  | { k: 'malformed'; what: 'text' | 'unknown_op' | 'binary' | 'oversized' | 'bad_field'; settle: boolean }
  | { k: 'close'; how: 'terminate' | 'close' }
  | { k: 'wait'; ms: number }
  | { k: 'message' }
  | { k: 'typing' };

const settle = fc.boolean();
const closeAfterMs: fc.Arbitrary<number | null> = fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(0, 3, 8, 15, 30, 60) });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ k: fc.constant(ClientOp.Identify), cursor: fc.boolean(), focus: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), closeAfterMs, settle }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant(ClientOp.Resume), known: fc.boolean(), closeAfterMs, settle, typing: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('op' as const), op: fc.constantFrom(ClientOp.Heartbeat, ClientOp.Focus, ClientOp.TypingStart, ClientOp.TypingStop, ClientOp.Ack, ClientOp.StatsSubscribe, ClientOp.StatsUnsubscribe, ClientOp.RunUpdate) as fc.Arbitrary<typeof ClientOp.Heartbeat>, settle }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('malformed' as const), what: fc.constantFrom('text', 'unknown_op', 'binary', 'oversized', 'bad_field') as fc.Arbitrary<'text'>, settle }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('close' as const), how: fc.constantFrom('terminate', 'close') as fc.Arbitrary<'close'> }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('wait' as const), ms: fc.constantFrom(0, 50, 300, 1600) }) },
  { weight: 2, arbitrary: fc.constant({ k: 'message' as const }) },
  { weight: 4, arbitrary: fc.constant({ k: 'typing' as const }) },
);

/** What the runs reached, so that a model test that exercises nothing fails (see the first test). */
const seen = { live: 0, durable: 0, ephemeral: 0, closedInState: new Map<string, number>(), codes: new Set<number>() };

interface Socket {
  client: GatewayTestClient;
  conn: GatewayConnection;
}

/** The named invariants of SPEC.md over every connection of a run; returns the violations. */
function violations(sockets: Socket[]): string[] {
  const gw = t.server.gateway;
  const out: string[] = [];
  for (const { client, conn } of sockets) {
    const held = conn.held();
    if (conn.state === 'closed') {
      if (held.timers > 0) out.push(`G1 a closed connection holds no timer: ${conn.id} holds ${held.timers}`);
      const indexes = [
        gw.registry.all.has(conn) && 'registry',
        conn.identity && gw.registry.session(conn.identity.sessionId) === conn && 'session index',
        conn.identity?.deviceId && gw.registry.device(conn.identity.deviceId) === conn && 'device claim',
        conn.identity?.consumerKey && gw.registry.consumer(conn.identity.consumerKey) === conn && 'consumer claim',
        gw.index.has(conn) && 'delivery index',
      ].filter(Boolean);
      if (indexes.length) out.push(`G2 a closed connection is in no index: ${conn.id} is in ${indexes.join(', ')}`);
      if (held.queued + held.backlog > 0) out.push(`G3 a closed connection holds no queued frame: ${conn.id} holds ${held.queued} queued, ${held.backlog} waiting`);
    }
    const frames: ServerFrame[] = client.frames;
    const ready = frames.findIndex((f) => f.op === ServerOp.Ready || f.op === ServerOp.Resumed);
    const complete = frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
    frames.forEach((f, i) => {
      if (f.op !== ServerOp.Dispatch) return;
      const d = f.d as { seq?: number; type: string };
      if (d.seq !== undefined && (ready < 0 || i < ready)) out.push(`G4 nothing durable before ready or resumed: seq ${d.seq} at frame ${i}, ready at ${ready}`);
      if (EPHEMERAL.has(d.type) && (complete < 0 || i < complete)) out.push(`G5 no ephemeral event before catchup.complete: ${d.type} at frame ${i}, catchup.complete at ${complete}`);
    });
  }
  return out;
}

function check(sockets: Socket[], when: string): void {
  const found = violations(sockets);
  if (found.length) throw new Error(`${when}: ${found.join('; ')}`);
}

async function within(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p.catch(() => {}), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

/** typing.started on the thread of the run's focus, every few ms until the connection is live or closed (bounded). */
async function typingWhileNotLive(conn: GatewayConnection): Promise<void> {
  const deadline = Date.now() + 500;
  while (conn.state !== 'live' && conn.state !== 'closed' && Date.now() < deadline) {
    t.server.gateway.typing(t.ids.welcomeThread, alex.principalId, Date.now() + 5000);
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function open(sockets: Socket[]): Promise<Socket> {
  const before = new Set(t.server.gateway.registry.all);
  const client = await GatewayTestClient.connect(t.server.url);
  await client.hello();
  const conn = [...t.server.gateway.registry.all].find((c) => !before.has(c));
  if (!conn) throw new Error('the server connection of the new socket was not found');
  const s = { client, conn };
  sockets.push(s);
  return s;
}

/** One run: a person with a fresh device drives the steps; the invariants hold after each. */
async function run(steps: Step[]): Promise<void> {
  const who = await t.client('sam');
  const sockets: Socket[] = [];
  let session: { id: string; head: number; epoch: string } | undefined;
  const current = async (): Promise<Socket> => {
    const last = sockets[sockets.length - 1];
    return last && last.client.ws.readyState === last.client.ws.OPEN ? last : open(sockets);
  };
  try {
    for (const step of steps) {
      let waitFor: Promise<unknown> | undefined;
      let typing: Promise<void> | undefined;
      if (step.k === 'message') {
        await alex.postMessage(t.ids.welcomeThread, 'model traffic');
      } else if (step.k === 'typing') {
        t.server.gateway.typing(t.ids.welcomeThread, alex.principalId, Date.now() + 5000);
        waitFor = new Promise((r) => setTimeout(r, 30));
      } else if (step.k === 'wait') {
        await new Promise((r) => setTimeout(r, step.ms));
      } else {
        const s = await current();
        const { client, conn } = s;
        if (step.k === 'close') {
          seen.closedInState.set(conn.state, (seen.closedInState.get(conn.state) ?? 0) + 1);
          if (step.how === 'terminate') client.terminate();
          else client.close();
          waitFor = until(() => conn.state === 'closed', 2000).then(() => conn.settled());
        } else {
          const hello = await client.hello();
          const dpop = () => who.proofFor('GET', client.htu, hello.d.dpop_nonce);
          if (step.k === ClientOp.Identify) {
            client.send({ op: ClientOp.Identify, d: { access_token: who.accessToken, dpop: await dpop(), device_id: who.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' }, ...(step.cursor ? { cursor: cursorBehind } : {}) } });
            if (step.focus) client.send({ op: ClientOp.Focus, d: { thread_ids: [t.ids.welcomeThread], idle: false } });
            void client.waitFor(ServerOp.Ready, () => true, 3000, 0).then((r) => (session = { id: r.d.gateway_session_id, head: r.d.head_seq, epoch: r.d.sync_epoch }), () => {});
          } else if (step.k === ClientOp.Resume) {
            const d = step.known && session ? { gateway_session_id: session.id, cursor: session.head, sync_epoch: session.epoch } : { gateway_session_id: '0190f000-0000-7000-8000-000000000000', cursor: 0, sync_epoch: hello.d.sync_epoch };
            client.send({ op: ClientOp.Resume, d: { ...d, access_token: who.accessToken, dpop: await dpop() } });
            if (step.typing) typing = typingWhileNotLive(conn);
          } else if (step.k === 'op') {
            const d: Record<string, unknown> = {
              [ClientOp.Heartbeat]: {},
              [ClientOp.Focus]: { thread_ids: [t.ids.welcomeThread], idle: false },
              [ClientOp.TypingStart]: { thread_id: t.ids.welcomeThread },
              [ClientOp.TypingStop]: { thread_id: t.ids.welcomeThread },
              [ClientOp.Ack]: { seq: 1 },
              [ClientOp.StatsSubscribe]: { space_id: t.ids.space },
              [ClientOp.StatsUnsubscribe]: {},
              [ClientOp.RunUpdate]: { run_id: '0190f000-0000-7000-8000-000000000000', status: 'running' },
            }[step.op]!;
            client.send({ op: step.op, d });
          } else {
            const raw = { text: 'not json', unknown_op: '{"op":"nope","d":{}}', binary: Buffer.from('{"op":"heartbeat","d":{}}'), oversized: 'x'.repeat(MAX_BYTES + 10), bad_field: '{"op":"focus","d":{"thread_ids":"x"}}' }[step.what];
            client.sendRaw(raw, step.what === 'binary');
          }
          if ((step.k === ClientOp.Identify || step.k === ClientOp.Resume) && step.closeAfterMs !== null) {
            await new Promise((r) => setTimeout(r, step.closeAfterMs!));
            seen.closedInState.set(conn.state, (seen.closedInState.get(conn.state) ?? 0) + 1);
            client.terminate();
            waitFor = until(() => conn.state === 'closed', 2000).then(() => conn.settled());
          } else if (step.settle) waitFor = new Promise((r) => setTimeout(r, 20)).then(() => conn.settled());
        }
      }
      if (typing) waitFor = Promise.all([waitFor, typing]);
      // Checked at once (a close may land in the middle of identify), and again when the step is handled.
      check(sockets, `after ${JSON.stringify(step)} (at once)`);
      if (waitFor) {
        await within(waitFor, 3000);
        check(sockets, `after ${JSON.stringify(step)}`);
      }
    }
  } finally {
    for (const s of sockets) s.client.terminate();
  }
  // The end of the run closes every socket: everything of every connection is released.
  for (const s of sockets) await within(until(() => s.conn.state === 'closed', 2000).then(() => s.conn.settled()), 3000);
  for (const { client } of sockets) {
    if (client.frames.some((f) => f.op === ServerOp.CatchupComplete)) seen.live++;
    const dispatched = client.frames.filter((f) => f.op === ServerOp.Dispatch).map((f) => f.d as { seq?: number; type: string });
    seen.durable += dispatched.filter((d) => d.seq !== undefined).length;
    seen.ephemeral += dispatched.filter((d) => EPHEMERAL.has(d.type)).length;
    if (client.closed) seen.codes.add(client.closed.code);
  }
  check(sockets, 'after the run');
}

// Not recorded for the conformance gate: random sequences send frames no client may send, and the twins break the connection on purpose.
const t = useTestServer({
  'server.record_frames_dir': '',
  'sync.heartbeat_interval': '500ms',
  'sync.heartbeat_miss_limit': 2,
  'sync.identify_timeout': '1500ms',
  'sync.typing_min_interval': '0s',
  'stats.live_interval': '100ms',
  'sync.catchup_page_size': 2,
  'sync.ws_max_frame_bytes': MAX_BYTES,
  'sync.event_payload_max_bytes': MAX_BYTES / 2, // room for the envelope in a frame (D485)
  'rl.gateway_connect': '100000/1m',
});
beforeAll(async () => {
  alex = await t.client('alex');
  const { rows } = await t.db.pool.query<{ head: number }>('SELECT coalesce(max(seq), 0)::int AS head FROM event_log');
  cursorBehind = rows[0]!.head;
  for (let i = 0; i < 3; i++) expect((await alex.postMessage(t.ids.welcomeThread, `before ${i}`)).status).toBe(201);
});

const property = () => fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: MAX_STEPS }), run);

/** The twin's break ends; what it left behind must not outlive the test (closed, and out of every index). */
function endTwin(): void {
  t.server.ctx.twins = undefined;
  for (const c of [...t.server.gateway.registry.all]) {
    c.fire('shutdown');
    if (c.state === 'closed') t.server.gateway.release(c);
  }
}

/** The model test, run against a connection broken by `twins`, must fail with the named invariant. */
async function twinFails(twins: NonNullable<TestServer['server']['ctx']['twins']>, invariant: string): Promise<void> {
  t.server.ctx.twins = twins;
  try {
    const result = await fc.check(property(), { numRuns: RUNS, endOnFailure: true, interruptAfterTimeLimit: TIME_LIMIT_MS });
    expect(result.failed).toBe(true);
    expect(String(result.errorInstance)).toContain(invariant);
  } finally {
    endTwin();
  }
}

/**
 * A fixed sequence that reaches the case a twin breaks: it keeps the invariant as the
 * connection is, and fails it (within five runs) with the break switched on.
 */
async function sequenceTwinFails(steps: Step[], twins: NonNullable<TestServer['server']['ctx']['twins']>, invariant: string): Promise<void> {
  await run(steps);
  t.server.ctx.twins = twins;
  try {
    let failure: unknown;
    for (let i = 0; i < 5 && failure === undefined; i++) await run(steps).catch((err: unknown) => (failure = err));
    expect(String(failure)).toContain(invariant);
  } finally {
    endTwin();
  }
}

describe('the gateway connection keeps its invariants under any sequence of frames, closes and timeouts (6.3, 6.4, SPEC.md G1-G5)', () => {
  it('holds G1-G5 after every step', async () => {
    await fc.assert(property(), { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false });
    // The runs reached live, carried durable events, and closed sockets in more than one state.
    expect(seen.live).toBeGreaterThan(0);
    expect(seen.durable).toBeGreaterThan(0);
    expect(seen.closedInState.size).toBeGreaterThan(1);
  }, TIME_LIMIT_MS + 60_000);

  it('twin: a connection that leaves the timer stop out of its close violates G1', () => twinFails({ skipCloseStep: 'stop_timers' }, 'G1 a closed connection holds no timer'), TIME_LIMIT_MS + 60_000);

  it('twin: a connection that sends ready or resumed only after the catch-up violates G4', () =>
    // A catch-up with events (a random search of RUNS sequences missed it once on a loaded machine).
    sequenceTwinFails(
      [
        { k: ClientOp.Identify, cursor: false, focus: false, closeAfterMs: null, settle: true },
        { k: 'close', how: 'terminate' },
        { k: 'message' },
        { k: 'message' },
        { k: ClientOp.Identify, cursor: true, focus: false, closeAfterMs: null, settle: true },
      ],
      { greetAfterCatchup: true },
      'G4 nothing durable before ready or resumed',
    ), 60_000);

  it('twin: a connection that takes ephemeral events before live violates G5', () =>
    // Only a resumed session has a focus before live (its focus is restored at
    // login), so random sequences reach the case rarely: this sequence reaches
    // it (a focus, a close, events to catch up on, a resume with typing meanwhile).
    sequenceTwinFails(
      [
        { k: ClientOp.Identify, cursor: false, focus: true, closeAfterMs: null, settle: true },
        { k: 'close', how: 'terminate' },
        { k: 'message' },
        { k: 'message' },
        { k: ClientOp.Resume, known: true, closeAfterMs: null, settle: true, typing: true },
      ],
      { ephemeralBeforeLive: true },
      'G5 no ephemeral event before catchup.complete',
    ), 60_000);

  it('twin: a connection that stays registered after its close violates G2', () => twinFails({ skipCloseStep: 'unregister' }, 'G2 a closed connection is in no index'), TIME_LIMIT_MS + 60_000);
});

