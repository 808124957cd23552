// An agent consumer's catchup.complete behind its delivery window (7.2, 15.2; D506). 7.2: the
// catch-up's events, then catchup.complete {head_seq}, then live, and no ephemeral event before
// catchup.complete; 15.2: at most agent.max_inflight_events unacknowledged, then the server waits.
// An agent whose backlog is larger than its window gets catchup.complete only after every event
// and cursor of the catch-up up to head_seq went out (acked as they come), live events after it in
// seq order, and no ephemeral frame before it; on identify and on resume; a connection replaced (4015)
// while its window holds the catch-up gets none. Twins:
// `agentCompleteOvertakesWindow` (catchup.complete as soon as the catch-up was read, before D506)
// and `ephemeralBeforeLive`. Real sockets, real PostgreSQL; every wait is bounded.
import { ClientOp, CloseCode, EventType, ServerOp, type ServerFrame, type ServerFrameOf } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConnection } from '../../src/gateway/connection.ts';
import { ephemeralDispatch } from '../../src/gateway/ephemeral-event.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const WINDOW = 3;
const BACKLOG = 10;
/** How long the agent takes for each event before it acks it: the window stays full meanwhile. */
const ACK_LAG_MS = 25;

// Not recorded for the G9 gate: the twins' frames break 7.2 on purpose (an ephemeral frame before catchup.complete).
const t = useTestServer({ 'agent.max_inflight_events': WINDOW, 'sync.catchup_page_size': 2, 'agent.ack_timeout': '30s', 'server.record_frames_dir': '' });
let alex: TestClient;
let token: string;
const open: GatewayTestClient[] = [];
beforeAll(async () => {
  alex = await t.client('alex');
  token = await t.apiToken('helper');
});
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
  delete t.server.ctx.twins;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The seq of a frame that names one: a dispatch of a durable event, a cursor. */
function seqOf(f: ServerFrame): number | undefined {
  if (f.op === ServerOp.Cursor) return f.d.seq;
  if (f.op === ServerOp.Dispatch) return (f.d as { seq?: number }).seq;
  return undefined;
}

/** A dispatch that is no redelivery (15.2). */
const firstDelivery = (f: ServerFrame): boolean => f.op === ServerOp.Dispatch && (f.d as { redelivered?: boolean }).redelivered === undefined;

/** The seqs of the messages up to head_seq that the frames deliver first. */
const backlogOf = (frames: ServerFrame[], head: number): number[] =>
  frames.flatMap((f) => (firstDelivery(f) && f.op === ServerOp.Dispatch && f.d.type === EventType.MessageCreated && (seqOf(f) ?? Infinity) <= head ? [seqOf(f)!] : []));

/** An ephemeral frame: a dispatch without a seq. */
const ephemeral = (f: ServerFrame): boolean => f.op === ServerOp.Dispatch && seqOf(f) === undefined;

async function connect(): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(t.server.url);
  open.push(c);
  await c.hello();
  return c;
}

/** The server's side of the agent's connection (the gate every ephemeral path goes through is its offerEphemeral). */
function serverSide(consumer: string): GatewayConnection {
  const found = [...t.server.gateway.registry.all].find((x) => x.identity?.consumer === consumer && x.state !== 'closed');
  if (!found) throw new Error(`no connection of consumer ${consumer}`);
  return found;
}

/**
 * The consumer exists and goes away (on resume: its network goes, so its session stays resumable),
 * BACKLOG messages are written, and it comes back (identify, or resume of its session). It acks each
 * first delivery ACK_LAG_MS after it came, while an ephemeral frame is offered to its connection
 * at every step; once catchup.complete and every backlog message are there, one more message is
 * written live. Returns its frames, head_seq, the backlog's messages it got, and the live one's seq.
 */
async function backWithBacklog(how: typeof ClientOp.Identify | typeof ClientOp.Resume): Promise<{ frames: ServerFrame[]; head: number; backlog: number[]; live: number }> {
  const consumer = `order-${uuidv7()}`;
  const first = await connect();
  first.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
  const ready = await first.waitFor(ServerOp.Ready);
  await first.waitFor(ServerOp.CatchupComplete);
  if (how === ClientOp.Resume) first.terminate();
  else first.close(1000);
  await first.waitClose(2_000).catch(() => undefined);
  await until('the first connection gone', () => [...t.server.gateway.registry.all].every((x) => x.identity?.consumer !== consumer || x.state === 'closed'));
  for (let i = 0; i < BACKLOG; i++) expect((await alex.postMessage(t.ids.welcomeThread, `backlog ${i}`)).status).toBe(201);
  const c = await connect();
  if (how === ClientOp.Resume) c.send({ op: ClientOp.Resume, d: { gateway_session_id: ready.d.gateway_session_id, api_token: token } });
  else c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
  const greeting = how === ClientOp.Resume ? await c.waitFor(ServerOp.Resumed) : await c.waitFor(ServerOp.Ready);
  const head = greeting.d.head_seq;
  const conn = serverSide(consumer);
  const { text } = ephemeralDispatch(EventType.TypingStarted, {
    scope: { space_id: t.ids.space, channel_id: t.ids.general, thread_id: t.ids.welcomeThread },
    resourceId: t.ids.welcomeThread,
    payload: { thread_id: t.ids.welcomeThread, principal_id: t.ids.alex, expires_at: new Date(Date.now() + 5_000).toISOString() },
  });
  const acked = new Set<number>();
  let liveSeq = 0;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    conn.delivery.offerEphemeral(text);
    const next = c.frames.find((f) => firstDelivery(f) && seqOf(f) !== undefined && !acked.has(seqOf(f)!));
    if (next) {
      await sleep(ACK_LAG_MS);
      acked.add(seqOf(next)!);
      c.send({ op: ClientOp.Ack, d: { seq: seqOf(next)! } });
      continue;
    }
    const complete = c.frames.some((f) => f.op === ServerOp.CatchupComplete);
    if (complete && backlogOf(c.frames, head).length >= BACKLOG && !liveSeq) {
      expect((await alex.postMessage(t.ids.welcomeThread, 'live after the catch-up')).status).toBe(201);
      liveSeq = seqOf(await c.waitFor(ServerOp.Dispatch, (f) => f.d.type === EventType.MessageCreated && (seqOf(f) ?? 0) > head, 5_000))!;
      continue;
    }
    if (liveSeq && acked.has(liveSeq)) break;
    await sleep(10);
  }
  return { frames: [...c.frames], head, backlog: backlogOf(c.frames, head), live: liveSeq };
}

/** The check: where catchup.complete is, and what of the catch-up (seq ≤ head_seq) or of the ephemeral came after or before it. */
function order(r: Awaited<ReturnType<typeof backWithBacklog>>) {
  const at = r.frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
  const complete = r.frames[at] as ServerFrameOf<typeof ServerOp.CatchupComplete> | undefined;
  const after = r.frames.slice(at + 1);
  const before = r.frames.slice(0, at);
  const firstAfter = after.filter(firstDelivery).map(seqOf).filter((s): s is number => s !== undefined);
  return {
    complete,
    /** Catch-up frames (first deliveries and cursors at or below head_seq) that came after catchup.complete. */
    overtaken: after.filter((f) => (f.op === ServerOp.Cursor || firstDelivery(f)) && (seqOf(f) ?? Infinity) <= r.head).map(seqOf),
    ephemeralBefore: before.filter(ephemeral).length,
    ephemeralAfter: after.filter(ephemeral).length,
    firstAfter,
  };
}

describe('an agent\'s catchup.complete behind its window (7.2, 15.2; D506)', () => {
  for (const how of [ClientOp.Identify, ClientOp.Resume]) {
    it(`7.2, 15.2 (${how}): with a backlog of ${BACKLOG} and agent.max_inflight_events ${WINDOW}, catchup.complete follows every catch-up event and cursor up to head_seq, live events after it in seq order, and no ephemeral frame precedes it`, async () => {
      const r = await backWithBacklog(how);
      const o = order(r);
      expect(o.complete, 'catchup.complete came').toBeDefined();
      expect(o.complete!.d.head_seq).toBe(r.head);
      expect(r.backlog, 'the whole backlog came').toHaveLength(BACKLOG);
      expect(o.overtaken, 'catch-up frames after catchup.complete').toEqual([]);
      expect(o.ephemeralBefore, 'ephemeral frames before catchup.complete').toBe(0);
      // Not vacuous: the same offer reaches the connection once it is live.
      expect(o.ephemeralAfter).toBeGreaterThan(0);
      expect(r.live).toBeGreaterThan(r.head);
      expect(o.firstAfter).toContain(r.live);
      expect(o.firstAfter).toEqual([...o.firstAfter].sort((a, b) => a - b));
    });
  }

  it('15.1, 7.2: a connection replaced (4015) while its window holds the catch-up gets no catchup.complete; the new holder gets the backlog before its own', async () => {
    const consumer = `order-${uuidv7()}`;
    const first = await connect();
    first.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
    await first.waitFor(ServerOp.CatchupComplete);
    first.close(1000);
    await first.waitClose(2_000);
    await until('the first connection gone', () => [...t.server.gateway.registry.all].every((x) => x.identity?.consumer !== consumer || x.state === 'closed'));
    for (let i = 0; i < BACKLOG; i++) expect((await alex.postMessage(t.ids.welcomeThread, `backlog ${i}`)).status).toBe(201);
    const held = await connect();
    held.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
    // It acks nothing: its window stays full, the rest of its catch-up queued behind it.
    await until('a full window', () => held.frames.filter(firstDelivery).length >= WINDOW);
    await sleep(100);
    expect(serverSide(consumer).state).toBe('catching_up');
    const next = await connect();
    next.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
    expect((await held.waitClose(3_000)).code).toBe(CloseCode.ConsumerReplaced);
    expect(held.frames.some((f) => f.op === ServerOp.CatchupComplete)).toBe(false);
    const head = (await next.waitFor(ServerOp.Ready)).d.head_seq;
    const acked = new Set<number>();
    await until('catchup.complete on the new holder', () => {
      for (const f of next.frames) if (firstDelivery(f) && seqOf(f) !== undefined && !acked.has(seqOf(f)!)) (acked.add(seqOf(f)!), next.send({ op: ClientOp.Ack, d: { seq: seqOf(f)! } }));
      return next.frames.some((f) => f.op === ServerOp.CatchupComplete);
    }, 10_000);
    const at = next.frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
    expect(backlogOf(next.frames.slice(0, at), head)).toHaveLength(BACKLOG);
  });

  it('twin (agentCompleteOvertakesWindow): catchup.complete goes out while the window still holds catch-up events, and the check fails', async () => {
    t.server.ctx.twins = { agentCompleteOvertakesWindow: true };
    const o = order(await backWithBacklog(ClientOp.Identify));
    expect(o.complete).toBeDefined();
    expect(o.overtaken.length).toBeGreaterThan(0);
  });

  it('twin (ephemeralBeforeLive): an ephemeral frame reaches the agent before its catchup.complete, and the check fails', async () => {
    t.server.ctx.twins = { ephemeralBeforeLive: true };
    const o = order(await backWithBacklog(ClientOp.Identify));
    expect(o.ephemeralBefore).toBeGreaterThan(0);
  });
});
