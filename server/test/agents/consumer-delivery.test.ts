// Delivery to an agent consumer (15.1, 15.2, R-SY-09, R-SY-23): the window of
// agent.max_inflight_events, redelivery with redelivered: true after
// agent.ack_timeout, ack covering, the ack above what was delivered, acked_seq
// stored at agent.ack_persist_interval and on close, fencing with 4015 on one
// node and across two, resume of an agent, no loss through an adapter crash
// (with its twin) and the invocation gate hook (fail closed, the token in one
// delivery only, never in a recording), a failing gate or store, and a
// retention resync_required during the catch-up, the permission check of a
// redelivery (8.2). Real sockets, real PostgreSQL; every
// wait is bounded.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClientOp, CloseCode, EventType, ProblemCode, ResyncReason, ServerOp, type ServerFrame } from '@bothy/generated';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvocationGate } from '../../src/agents/invocation-gate.ts';
import { runEventTransaction } from '../../src/events/appender.ts';
import type { LogRow } from '../../src/events/log-reader.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { runRetention } from '../../src/retention/retention.ts';
import type { RunningServer } from '../../src/server.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { until } from '../support/agents.ts';

interface Delivered {
  seq: number;
  type: string;
  redelivered?: boolean;
  invocation_token?: string;
}

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

function dispatches(c: GatewayTestClient, from = 0): Delivered[] {
  return c.frames.slice(from).filter((f) => f.op === ServerOp.Dispatch).map((f) => (f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d as unknown as Delivered);
}

/** The dispatches that are no redelivery (15.2): each event once, in the order it first went out. */
const firstDeliveries = (c: GatewayTestClient): Delivered[] => dispatches(c).filter((d) => d.redelivered === undefined);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function agent(url: string, token: string, consumer: string): Promise<{ c: GatewayTestClient; sessionId: string; head: number }> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.hello();
  c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
  const ready = await c.waitFor(ServerOp.Ready);
  return { c, sessionId: ready.d.gateway_session_id, head: ready.d.head_seq };
}

async function post(who: TestClient, t: TestServer, n: number): Promise<void> {
  for (let i = 0; i < n; i++) expect((await who.postMessage(t.ids.welcomeThread, `for the agent ${i}`)).status).toBe(201);
}

async function storedAcked(t: TestServer, consumer: string): Promise<number | undefined> {
  const { rows } = await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [t.ids.helper, consumer]);
  return rows[0] ? Number(rows[0].acked_seq) : undefined;
}

/** An agent.invocation to the helper, as the triggering message's transaction writes it (15.3), without a token; `n` of them in one transaction. */
async function appendInvocation(server: RunningServer, t: TestServer, n = 1): Promise<void> {
  await runEventTransaction(server.ctx, async () => ({
    result: undefined,
    events: Array.from({ length: n }, () => {
      const runId = uuidv7();
      return {
        type: 'agent.invocation' as const,
        scope: { space_id: t.ids.space, channel_id: t.ids.general, thread_id: t.ids.welcomeThread },
        resource: { kind: 'run', id: runId },
        audiencePrincipalId: t.ids.helper,
        payload: { run_id: runId, thread_id: t.ids.welcomeThread, message_id: uuidv7(), trigger_kind: 'mention' as const, trigger_principal_id: t.ids.alex },
      };
    }),
  }));
}

/** agent.updated about the helper (15.1): a change of its configured tool class. */
async function appendAgentUpdated(server: RunningServer, t: TestServer): Promise<void> {
  await runEventTransaction(server.ctx, async () => ({
    result: undefined,
    events: [{
      type: 'agent.updated',
      scope: {},
      resource: { kind: 'agent', id: t.ids.helper, version: 2 },
      payload: { agent: { id: t.ids.helper, display_name: 'Helper', status: 'active', tool_class: 'write', version: 2 } },
    }],
  }));
}

describe('agent consumer: window, ack and persistence (15.1, 15.2)', () => {
  const PERSIST_MS = 250;
  // Pages of 2: a catch-up behind waits for room in the window between pages.
  const t = useTestServer({ 'agent.max_inflight_events': 3, 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': `${PERSIST_MS}ms`, 'cluster.mode': 'multi', 'sync.catchup_page_size': 2 });
  let alex: TestClient;
  let token: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    token = await t.apiToken('helper');
  });

  it('15.1: a first connection starts at head_seq and gets the events after it in seq order', async () => {
    await post(alex, t, 1); // before the consumer exists: never delivered
    const consumer = `c-${uuidv7()}`;
    const { c, head } = await agent(t.server.url, token, consumer);
    expect(await storedAcked(t, consumer)).toBe(head);
    await post(alex, t, 2);
    await until('two dispatches', () => dispatches(c).length === 2);
    const seqs = dispatches(c).map((d) => d.seq);
    expect(seqs[0]).toBeGreaterThan(head);
    expect(seqs[1]).toBeGreaterThan(seqs[0]!);
    expect(dispatches(c).every((d) => d.redelivered === undefined)).toBe(true);
  });

  it('15.2: at most agent.max_inflight_events unacknowledged in flight, then the server waits; an ack lets the next through', async () => {
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await post(alex, t, 7);
    await until('three in flight', () => dispatches(c).length === 3);
    await sleep(300);
    expect(dispatches(c)).toHaveLength(3);
    c.send({ op: ClientOp.Ack, d: { seq: dispatches(c)[0]!.seq } });
    await until('one more after acking one', () => dispatches(c).length === 4);
    await sleep(200);
    expect(dispatches(c)).toHaveLength(4);
  });

  it('15.2: ack {seq} covers every number up to seq', async () => {
    const consumer = `c-${uuidv7()}`;
    const { c } = await agent(t.server.url, token, consumer);
    await post(alex, t, 6);
    await until('three in flight', () => dispatches(c).length === 3);
    const third = dispatches(c)[2]!.seq;
    c.send({ op: ClientOp.Ack, d: { seq: third } }); // one ack for three events
    await until('the next three', () => dispatches(c).length === 6);
    await until('acked_seq stored as the third', async () => (await storedAcked(t, consumer)) === third, 2_000);
    expect(c.frames.some((f) => f.op === ServerOp.Error)).toBe(false);
  });

  it('15.2: an ack above what was delivered is an error frame, not a jump', async () => {
    const consumer = `c-${uuidv7()}`;
    const { c, head } = await agent(t.server.url, token, consumer);
    await post(alex, t, 1);
    await until('one dispatch', () => dispatches(c).length === 1);
    const seq = dispatches(c)[0]!.seq;
    c.send({ op: ClientOp.Ack, d: { seq: seq + 1000 } });
    const error = await c.waitFor(ServerOp.Error);
    expect(error.d).toMatchObject({ op: ClientOp.Ack, code: ProblemCode.ValidationFailed });
    await sleep(PERSIST_MS * 2);
    expect(await storedAcked(t, consumer)).toBe(head);
    // The connection stays, and a correct ack still counts.
    c.send({ op: ClientOp.Ack, d: { seq } });
    await until('acked_seq stored', async () => (await storedAcked(t, consumer)) === seq, 2_000);
    expect(c.closed).toBeUndefined();
  });

  it('15.1, 15.2, 7.1: a reconnect behind catches up through the window, a few at a time, and its cursor frame comes after the events', async () => {
    const consumer = `c-${uuidv7()}`;
    const first = await agent(t.server.url, token, consumer);
    first.c.ws.close(1000);
    await first.c.waitClose(2_000);
    await post(alex, t, 7);
    const { c } = await agent(t.server.url, token, consumer);
    for (const n of [3, 6, 7]) {
      await until(`${n} dispatches`, () => dispatches(c).length === n);
      await sleep(150);
      expect(dispatches(c)).toHaveLength(n);
      c.send({ op: ClientOp.Ack, d: { seq: dispatches(c).at(-1)!.seq } });
    }
    const seqs = dispatches(c).map((d) => d.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    await c.waitFor(ServerOp.CatchupComplete);
    // No cursor frame overtakes an event that waited for room: none names a seq that a later dispatch has.
    let cursors = 0;
    c.frames.forEach((f, i) => {
      if (f.op !== ServerOp.Cursor) return;
      cursors += 1;
      const later = dispatches(c, i + 1).map((d) => d.seq);
      expect(later.every((seq) => seq > f.d.seq), `cursor ${f.d.seq} at frame ${i} before ${later.join(',')}`).toBe(true);
    });
    expect(cursors).toBeGreaterThan(1); // pages of 2
  });

  it('15.1: agent.updated about the agent itself reaches it, live and in the catch-up', async () => {
    const consumer = `c-${uuidv7()}`;
    const { c } = await agent(t.server.url, token, consumer);
    await appendAgentUpdated(t.server, t);
    await until('agent.updated live', () => dispatches(c).some((d) => d.type === 'agent.updated'));
    c.ws.close(1000);
    await c.waitClose(2_000);
    await appendAgentUpdated(t.server, t);
    const again = await agent(t.server.url, token, consumer);
    await until('agent.updated in the catch-up', () => dispatches(again.c).filter((d) => d.type === 'agent.updated').length >= 1);
  });

  it('15.2: acked_seq is stored at least every agent.ack_persist_interval, batched (not one UPDATE per ack)', async () => {
    await t.db.pool.query(`CREATE TABLE IF NOT EXISTS test_cursor_writes (consumer text NOT NULL, acked_seq bigint NOT NULL)`);
    await t.db.pool.query(`CREATE OR REPLACE FUNCTION test_count_cursor_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_cursor_writes VALUES (NEW.consumer, NEW.acked_seq); RETURN NEW; END $$`);
    await t.db.pool.query(`DROP TRIGGER IF EXISTS test_cursor_writes ON agent_consumer_cursors`);
    await t.db.pool.query(`CREATE TRIGGER test_cursor_writes AFTER UPDATE OF acked_seq ON agent_consumer_cursors FOR EACH ROW WHEN (OLD.acked_seq IS DISTINCT FROM NEW.acked_seq) EXECUTE FUNCTION test_count_cursor_write()`);
    const consumer = `c-${uuidv7()}`;
    const { c } = await agent(t.server.url, token, consumer);
    const N = 12;
    await post(alex, t, N);
    const started = Date.now();
    let last = 0;
    for (let i = 0; i < N; i++) {
      await until(`dispatch ${i + 1}`, () => dispatches(c).length > i);
      last = dispatches(c)[i]!.seq;
      c.send({ op: ClientOp.Ack, d: { seq: last } }); // one ack per event
    }
    const elapsed = Date.now() - started;
    // Stored within one interval after the last ack (plus a margin for the round trip).
    await until('the last ack stored', async () => (await storedAcked(t, consumer)) === last, PERSIST_MS * 2 + 500);
    const { rows } = await t.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM test_cursor_writes WHERE consumer = $1', [consumer]);
    const writes = Number(rows[0]!.n);
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes).toBeLessThan(N);
    expect(writes).toBeLessThanOrEqual(Math.ceil((elapsed + PERSIST_MS * 2 + 500) / PERSIST_MS) + 1);
  });

  it('15.1, R-SY-23: a store that finds another holder (no row back) closes with 4015', async () => {
    const consumer = `c-${uuidv7()}`;
    const { c } = await agent(t.server.url, token, consumer);
    await post(alex, t, 1);
    await until('one dispatch', () => dispatches(c).length === 1);
    // Another node took the consumer and its takeover message never came here.
    await t.db.pool.query('UPDATE agent_consumer_cursors SET holder_session_id = $3 WHERE agent_id = $1 AND consumer = $2', [t.ids.helper, consumer, uuidv7()]);
    c.send({ op: ClientOp.Ack, d: { seq: dispatches(c)[0]!.seq } });
    expect((await c.waitClose(PERSIST_MS * 4 + 1_000)).code).toBe(CloseCode.ConsumerReplaced);
  });

  it('15.1: a new identify of the same consumer takes over; the older connection closes with 4015 on one node', async () => {
    const consumer = `c-${uuidv7()}`;
    const first = await agent(t.server.url, token, consumer);
    const second = await agent(t.server.url, token, consumer);
    expect((await first.c.waitClose(3_000)).code).toBe(CloseCode.ConsumerReplaced);
    const { rows } = await t.db.pool.query<{ holder_session_id: string }>('SELECT holder_session_id FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [t.ids.helper, consumer]);
    expect(rows[0]!.holder_session_id).toBe(second.sessionId);
  });

  describe('across two nodes on one database (cluster.mode multi, R-SY-23)', () => {
    let b: RunningServer;
    beforeAll(async () => {
      b = await t.startNode({ 'cluster.mode': 'multi', 'agent.max_inflight_events': 3, 'agent.ack_persist_interval': `${PERSIST_MS}ms` });
    });

    /**
     * Pauses node A's periodic check of its consumer claims (closeReplacedConsumers, run at
     * server.database_check_interval) and waits for a check already on its way: under load its SELECT
     * can wait in the pool and read node B's claim, made after the pause, closing A with 4015 although
     * only fencing was to tell it. Returns the restore.
     */
    async function pauseClaimCheck(): Promise<() => void> {
      const gateway = t.server.gateway;
      const check = gateway.closeReplacedConsumers;
      // Calls from now on are no-ops. A check begun before has its SELECT ahead of this one in the
      // pool's queue (first in, first out), so once this one is answered that one has been sent.
      gateway.closeReplacedConsumers = async () => undefined;
      await t.server.ctx.pool.query('SELECT 1');
      return () => {
        gateway.closeReplacedConsumers = check;
      };
    }

    it('the takeover on node B closes the older connection on node A with 4015', async () => {
      const consumer = `c-${uuidv7()}`;
      const first = await agent(t.server.url, token, consumer);
      await agent(b.url, token, consumer);
      expect((await first.c.waitClose(5_000)).code).toBe(CloseCode.ConsumerReplaced);
    });

    it('fencing: with the takeover message lost, node A stores nothing and closes with 4015 at its next store; node B goes on from the stored acked_seq', async () => {
      const consumer = `c-${uuidv7()}`;
      const onA = await agent(t.server.url, token, consumer);
      await post(alex, t, 2);
      await until('two on A', () => dispatches(onA.c).length === 2);
      const first = dispatches(onA.c)[0]!.seq;
      onA.c.send({ op: ClientOp.Ack, d: { seq: first } });
      await until('A stored its ack', async () => (await storedAcked(t, consumer)) === first, 2_000);
      // Node B's control messages do not cross (the twin of a lost NOTIFY), and A's periodic check of
      // its consumer claims (closeReplacedConsumers, the other safety net) waits: only fencing stops A.
      const sendControl = b.gateway.sendControl.bind(b.gateway);
      b.gateway.sendControl = async () => undefined;
      const restoreCheck = await pauseClaimCheck();
      try {
        const onB = await agent(b.url, token, consumer);
        await until('B delivers from acked_seq + 1', () => dispatches(onB.c).length >= 1);
        expect(dispatches(onB.c)[0]!.seq).toBeGreaterThan(first);
        await sleep(PERSIST_MS * 2);
        expect(onA.c.closed).toBeUndefined(); // nothing told A yet
        onA.c.send({ op: ClientOp.Ack, d: { seq: dispatches(onA.c)[1]!.seq } });
        expect((await onA.c.waitClose(PERSIST_MS * 4 + 1_000)).code).toBe(CloseCode.ConsumerReplaced);
        expect(await storedAcked(t, consumer)).toBe(first); // A's late ack was not stored
      } finally {
        b.gateway.sendControl = sendControl;
        restoreCheck();
      }
    });

    it('twin: a store without WHERE holder_session_id leaves node A holding the consumer beside node B, and its late ack overwrites B\'s position', async () => {
      const consumer = `c-${uuidv7()}`;
      const onA = await agent(t.server.url, token, consumer);
      await post(alex, t, 2);
      await until('two on A', () => dispatches(onA.c).length === 2);
      const sendControl = b.gateway.sendControl.bind(b.gateway);
      b.gateway.sendControl = async () => undefined;
      const restoreCheck = await pauseClaimCheck();
      t.server.ctx.twins = { unfencedStore: true };
      try {
        const onB = await agent(b.url, token, consumer);
        await until('B delivers', () => dispatches(onB.c).length >= 2);
        onA.c.send({ op: ClientOp.Ack, d: { seq: dispatches(onA.c)[1]!.seq } });
        await sleep(PERSIST_MS * 4);
        expect(onA.c.closed).toBeUndefined(); // two connections on one consumer (R-SY-09 broken)
        expect(await storedAcked(t, consumer)).toBe(dispatches(onA.c)[1]!.seq); // B never acked it
      } finally {
        t.server.ctx.twins = undefined;
        b.gateway.sendControl = sendControl;
        restoreCheck();
      }
    });
  });
});

describe('agent consumer: clean close and resume (15.2, 6.3)', () => {
  // acked_seq is stored only at the close here: the persist interval never comes.
  const t = useTestServer({ 'agent.ack_persist_interval': '1h', 'agent.ack_timeout': '30s', 'sync.resume_window': '30s', 'cluster.mode': 'multi' });

  it('15.2: a clean close stores acked_seq', async () => {
    const alex = await t.client('alex');
    const token = await t.apiToken('helper');
    const consumer = `c-${uuidv7()}`;
    const { c, head } = await agent(t.server.url, token, consumer);
    await post(alex, t, 2);
    await until('two dispatches', () => dispatches(c).length === 2);
    const second = dispatches(c)[1]!.seq;
    c.send({ op: ClientOp.Ack, d: { seq: second } });
    await sleep(100);
    expect(await storedAcked(t, consumer)).toBe(head); // not before the close
    c.ws.close(1000);
    await c.waitClose(2_000);
    await until('acked_seq stored at the close', async () => (await storedAcked(t, consumer)) === second, 2_000);
  });

  it('15.2: a server shutdown (4013) stores acked_seq before the node ends', async () => {
    const node = await t.startNode({ 'agent.ack_persist_interval': '1h', 'server.shutdown_timeout': '2s' });
    const alex = await t.client('alex');
    const token = await t.apiToken('helper');
    const consumer = `c-${uuidv7()}`;
    const { c, head } = await agent(node.url, token, consumer);
    await post(alex, t, 1);
    await until('one dispatch', () => dispatches(c).length === 1);
    const seq = dispatches(c)[0]!.seq;
    c.send({ op: ClientOp.Ack, d: { seq } });
    await sleep(100);
    expect(await storedAcked(t, consumer)).toBe(head);
    await node.close();
    expect(c.closed?.code).toBe(CloseCode.ServerRestart);
    expect(await storedAcked(t, consumer)).toBe(seq);
  });

  it('6.3, 15.1: an agent resumes within sync.resume_window (api_token, no cursor) and gets the events from acked_seq + 1', async () => {
    const alex = await t.client('alex');
    const token = await t.apiToken('helper');
    const consumer = `c-${uuidv7()}`;
    const { c, sessionId } = await agent(t.server.url, token, consumer);
    await post(alex, t, 3);
    await until('three dispatches', () => dispatches(c).length === 3);
    const [first, second, third] = dispatches(c).map((d) => d.seq);
    c.send({ op: ClientOp.Ack, d: { seq: first } });
    await sleep(100);
    c.terminate(); // the adapter's network goes (1006)
    await until('acked_seq stored at the close', async () => (await storedAcked(t, consumer)) === first, 2_000);
    const again = await GatewayTestClient.connect(t.server.url);
    open.push(again);
    await again.hello();
    again.send({ op: ClientOp.Resume, d: { gateway_session_id: sessionId, api_token: token } });
    const resumed = await again.waitFor(ServerOp.Resumed);
    expect(resumed.d.gateway_session_id).toBe(sessionId);
    await until('the unacknowledged two again', () => dispatches(again).length >= 2);
    expect(dispatches(again).map((d) => d.seq).slice(0, 2)).toEqual([second, third]);
  });

  it('6.4: an agent cannot resume a person\'s gateway session (4006), nor a person an agent\'s', async () => {
    const sam = await t.client('sam');
    const token = await t.apiToken('helper');
    const person = await GatewayTestClient.connect(t.server.url);
    open.push(person);
    const ready = await person.identify(sam);
    person.terminate();
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    await c.hello();
    c.send({ op: ClientOp.Resume, d: { gateway_session_id: ready.d.gateway_session_id, api_token: token } });
    expect((await c.waitClose(3_000)).code).toBe(CloseCode.SessionInvalid);
  });
});

describe('agent consumer: a backlog over sync.catchup_max_events is caught up, not skipped, and before catchup.complete (15.1, 7.3, 7.2; D352, D506)', () => {
  // A person this far behind reloads a snapshot (too_far_behind); an agent has nothing to reload.
  const t = useTestServer({ 'sync.catchup_max_events': 5, 'sync.catchup_page_size': 2, 'agent.max_inflight_events': 4 });
  let alex: TestClient;
  let token: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    token = await t.apiToken('helper');
  });
  afterEach(() => {
    t.server.ctx.twins = undefined;
  });

  /** The consumer goes away, eight messages are written (more than catchup_max_events), it comes back and acks what it gets. */
  async function backAfterEight(): Promise<{ written: number[]; got: number[]; beforeComplete: number[]; resync: string[]; complete: boolean }> {
    const consumer = `far-${uuidv7()}`;
    const first = await agent(t.server.url, token, consumer);
    first.c.ws.close(1000);
    await first.c.waitClose(2_000);
    const before = Number((await t.db.pool.query<{ value: string }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value);
    await post(alex, t, 8);
    const written = (await t.db.pool.query<{ seq: string }>(`SELECT seq FROM event_log WHERE seq > $1 AND type = 'message.created' ORDER BY seq`, [before])).rows.map((r) => Number(r.seq));
    const { c } = await agent(t.server.url, token, consumer);
    const acked = new Set<number>();
    // An agent's catchup.complete follows every event its window held of the catch-up (7.2, 15.2;
    // D506), so the wait is for it (or a resync); one that never comes ends the wait after 10 s and
    // the comparison below shows what is missing.
    await until('catchup.complete received, or told to resync', () => {
      for (const d of dispatches(c)) if (!acked.has(d.seq)) (acked.add(d.seq), c.send({ op: ClientOp.Ack, d: { seq: d.seq } }));
      return c.frames.some((f) => f.op === ServerOp.ResyncRequired || f.op === ServerOp.CatchupComplete);
    }, 10_000).catch(() => undefined);
    const messages = (frames: ServerFrame[]) => frames.flatMap((f) => (f.op === ServerOp.Dispatch && f.d.type === EventType.MessageCreated ? [(f.d as unknown as Delivered).seq] : []));
    const completeAt = c.frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
    return {
      written,
      got: dispatches(c).filter((d) => d.type === 'message.created').map((d) => d.seq),
      beforeComplete: completeAt < 0 ? [] : messages(c.frames.slice(0, completeAt)),
      resync: c.frames.flatMap((f) => (f.op === ServerOp.ResyncRequired ? [f.d.reason] : [])),
      complete: c.frames.some((f) => f.op === ServerOp.CatchupComplete),
    };
  }

  it('every event of the gap reaches the agent through its window, in order, without resync_required', async () => {
    const r = await backAfterEight();
    expect(r.written).toHaveLength(8);
    expect(r.resync).toEqual([]);
    expect(r.got).toEqual(r.written);
    expect(r.complete, 'catchup.complete came').toBe(true);
    expect(r.beforeComplete, 'the gap before catchup.complete (7.2)').toEqual(r.written);
  });

  it('twin (agentsResyncTooFarBehind): resync_required too_far_behind, and the gap never reaches the agent', async () => {
    t.server.ctx.twins = { agentsResyncTooFarBehind: true };
    const r = await backAfterEight();
    expect(r.resync).toEqual([ResyncReason.TooFarBehind]);
    expect(r.got).toEqual([]);
  });
});

describe('agent consumer: redelivery, crashes and the invocation gate (15.2, 15.3)', () => {
  const ACK_TIMEOUT_MS = 400;
  const PERSIST_MS = 100;
  const t = useTestServer({ 'agent.max_inflight_events': 5, 'agent.ack_timeout': `${ACK_TIMEOUT_MS}ms`, 'agent.ack_persist_interval': `${PERSIST_MS}ms` });
  let alex: TestClient;
  let token: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    token = await t.apiToken('helper');
  });

  afterEach(() => {
    t.server.ctx.twins = undefined;
    t.server.ctx.invocationGate = undefined;
  });

  it('15.2: without an ack within agent.ack_timeout the server delivers again from acked_seq + 1 with redelivered: true', async () => {
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await post(alex, t, 3);
    await until('three dispatches', () => dispatches(c).length === 3);
    const seqs = dispatches(c).map((d) => d.seq);
    expect(dispatches(c).every((d) => d.redelivered === undefined)).toBe(true);
    c.send({ op: ClientOp.Ack, d: { seq: seqs[0] } });
    await until('redelivery', () => dispatches(c).length >= 5, ACK_TIMEOUT_MS * 4 + 1_000);
    const again = dispatches(c).slice(3, 5);
    expect(again.map((d) => d.seq)).toEqual([seqs[1], seqs[2]]);
    expect(again.every((d) => d.redelivered === true)).toBe(true);
    // An ack ends it.
    c.send({ op: ClientOp.Ack, d: { seq: seqs[2] } });
    const n = dispatches(c).length;
    await sleep(ACK_TIMEOUT_MS * 2);
    expect(dispatches(c).length).toBe(n);
  });

  /**
   * The adapter crashes after the events arrived and before it acked them
   * (socket killed), then connects again as the same consumer. Returns the
   * posted events it never processed. Bounded: 5 events, waits of seconds. `waitMs`: how long the
   * reconnected adapter waits for the events; the case that expects them all waits long (it ends as
   * soon as they came: a loaded machine is no loss), the twin that expects a loss looks for the 1.5 s
   * it always did.
   */
  async function crashBeforeAck(waitMs = 1_500): Promise<number[]> {
    const consumer = `c-${uuidv7()}`;
    const first = await agent(t.server.url, token, consumer);
    await post(alex, t, 5);
    // First deliveries only: when posting takes longer than agent.ack_timeout (400 ms here, a loaded
    // machine), the first events come again (redelivered) before the fifth, and a count of every
    // dispatch passes five without ever being five.
    await until('five dispatches', () => firstDeliveries(first.c).length === 5);
    const posted = firstDeliveries(first.c).map((d) => d.seq);
    await sleep(PERSIST_MS * 3); // the persist timer runs meanwhile
    first.c.terminate(); // crash: nothing was acked, nothing processed
    await until('the crashed connection is gone', () => first.c.closed !== undefined);
    await sleep(PERSIST_MS);
    const next = await agent(t.server.url, token, consumer);
    const processed = new Set<number>();
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline && processed.size < posted.length) {
      for (const d of dispatches(next.c)) processed.add(d.seq);
      await sleep(20);
    }
    const last = Math.max(0, ...processed);
    if (last) next.c.send({ op: ClientOp.Ack, d: { seq: last } });
    return posted.filter((s) => !processed.has(s));
  }

  it('15.2, 9: no loss through an adapter crash before its ack: the events come again after it reconnects', async () => {
    expect(await crashBeforeAck(15_000)).toEqual([]);
  });

  it('twin: a consumer that advances acked_seq on delivery instead of on the ack loses the events of the crash', async () => {
    t.server.ctx.twins = { ackOnDelivery: true };
    const lost = await crashBeforeAck();
    expect(lost.length).toBeGreaterThan(0);
  });

  it('15.3: without an invocation gate an event needing a token is not delivered (fail closed); the events after it are', async () => {
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await appendInvocation(t.server, t);
    await post(alex, t, 1);
    await until('the message', () => dispatches(c).some((d) => d.type === 'message.created'));
    await sleep(100);
    expect(dispatches(c).some((d) => d.type === 'agent.invocation')).toBe(false);
    // The skipped invocation counts as checked: an ack up to the message is no error.
    c.send({ op: ClientOp.Ack, d: { seq: dispatches(c).at(-1)!.seq } });
    await sleep(100);
    expect(c.frames.some((f) => f.op === ServerOp.Error)).toBe(false);
  });

  it('15.3: the gate runs before every delivery; its token is in that one envelope only, and a redelivery gets a fresh one', async () => {
    const calls: { seq: number; redelivered: boolean }[] = [];
    const gate: InvocationGate = {
      prepare: async (row: LogRow, redelivered: boolean) => {
        calls.push({ seq: row.seq, redelivered });
        return { deliver: true, invocationToken: `tok-${row.seq}-${calls.length}` };
      },
    };
    t.server.ctx.invocationGate = gate;
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await appendInvocation(t.server, t);
    await until('the invocation', () => dispatches(c).some((d) => d.type === 'agent.invocation'));
    const first = dispatches(c).find((d) => d.type === 'agent.invocation')!;
    expect(first.invocation_token).toBe(`tok-${first.seq}-1`);
    expect(first.redelivered).toBeUndefined();
    await until('its redelivery', () => dispatches(c).filter((d) => d.type === 'agent.invocation').length === 2, ACK_TIMEOUT_MS * 4 + 1_000);
    const again = dispatches(c).filter((d) => d.type === 'agent.invocation')[1]!;
    expect(again).toMatchObject({ seq: first.seq, redelivered: true, invocation_token: `tok-${first.seq}-2` });
    expect(calls).toEqual([{ seq: first.seq, redelivered: false }, { seq: first.seq, redelivered: true }]);
    // Never in the log.
    const { rows } = await t.db.pool.query<{ json: string }>('SELECT event_envelope(e)::text AS json FROM event_log e WHERE seq = $1', [first.seq]);
    expect(rows[0]!.json).not.toContain('invocation_token');
    // Other events carry no token.
    await post(alex, t, 1);
    await until('the message', () => dispatches(c).some((d) => d.type === 'message.created'));
    expect(dispatches(c).find((d) => d.type === 'message.created')!.invocation_token).toBeUndefined();
    c.send({ op: ClientOp.Ack, d: { seq: dispatches(c).at(-1)!.seq } });
  });

  /**
   * The adapter after a delivery that failed: when its connection went on past it (a broken
   * twin), it acks what it got and closes; after the close's store of acked_seq it connects
   * again as the same consumer. Returns the close code, the acked_seq stored before the
   * reconnect and the new connection.
   */
  async function reconnectAfterFailure(first: GatewayTestClient, consumer: string): Promise<{ closeCode: number; ackedBefore: number; next: GatewayTestClient }> {
    if (first.closed === undefined) {
      first.send({ op: ClientOp.Ack, d: { seq: dispatches(first).at(-1)!.seq } });
      await sleep(PERSIST_MS * 3);
      first.ws.close(1000);
      await first.waitClose(2_000);
    }
    const closeCode = first.closed!.code;
    await sleep(PERSIST_MS * 2); // the close's store of acked_seq
    const ackedBefore = (await storedAcked(t, consumer))!;
    return { closeCode, ackedBefore, next: (await agent(t.server.url, token, consumer)).c };
  }

  /**
   * The gate throws on its first call (its transaction met a pool timeout or an
   * outage). The adapter acks whatever it gets and, when closed, connects again
   * as the same consumer. Returns whether the invocation ever reached it and the
   * acked_seq stored before the reconnect. Bounded: one invocation, one message,
   * waits of seconds.
   */
  async function gateThrowsOnce(): Promise<{ delivered: boolean; ackedBefore: number; invocation: number; closeCode: number }> {
    let calls = 0;
    let invocation = 0;
    t.server.ctx.invocationGate = {
      prepare: async (row: LogRow) => {
        calls += 1;
        if (calls === 1) {
          invocation = row.seq;
          throw new Error('test: the gate failed');
        }
        return { deliver: true, invocationToken: `tok-${row.seq}` };
      },
    };
    const consumer = `c-${uuidv7()}`;
    const first = await agent(t.server.url, token, consumer);
    await appendInvocation(t.server, t);
    await post(alex, t, 1);
    await until('the message or the close', () => first.c.closed !== undefined || dispatches(first.c).some((d) => d.type === 'message.created'), 3_000);
    const { closeCode, ackedBefore, next } = await reconnectAfterFailure(first.c, consumer);
    const seen = () => [...dispatches(first.c), ...dispatches(next)].some((d) => d.seq === invocation && d.type === 'agent.invocation');
    const deadline = Date.now() + 1_500;
    while (Date.now() < deadline && !seen()) await sleep(20);
    if (dispatches(next).length) next.send({ op: ClientOp.Ack, d: { seq: dispatches(next).at(-1)!.seq } });
    return { delivered: seen(), ackedBefore, invocation, closeCode };
  }

  it('15.2, 15.3: a gate that throws loses nothing: the connection closes with 4000 before acked_seq can pass the row, and the reconnect gets the invocation', async () => {
    const r = await gateThrowsOnce();
    expect(r.invocation).toBeGreaterThan(0);
    expect(r.ackedBefore).toBeLessThan(r.invocation);
    expect(r.delivered).toBe(true);
    expect(r.closeCode).toBe(CloseCode.UnknownError);
  });

  it('twin: a window that drops the row whose delivery threw goes on, the ack of the next event covers it, and the invocation is lost', async () => {
    t.server.ctx.twins = { dropOnDeliveryError: true };
    const r = await gateThrowsOnce();
    expect(r.ackedBefore).toBeGreaterThanOrEqual(r.invocation);
    expect(r.delivered).toBe(false);
  });

  /** A gate that answers every row with `tok-<seq>` and records its calls; `many` may throw instead. */
  function recordingGate(many: (rows: readonly LogRow[]) => void = () => {}, alone: (row: LogRow, n: number) => void = () => {}) {
    const calls = { many: [] as number[][], alone: [] as number[] };
    t.server.ctx.invocationGate = {
      prepare: async (row: LogRow, redelivered: boolean) => {
        if (!redelivered) {
          calls.alone.push(row.seq);
          alone(row, calls.alone.filter((s) => s === row.seq).length);
        }
        return { deliver: true, invocationToken: `tok-${row.seq}` };
      },
      prepareMany: async (rows: readonly LogRow[]) => {
        calls.many.push(rows.map((r) => r.seq));
        many(rows);
        return rows.map((r) => ({ deliver: true as const, invocationToken: `tok-${r.seq}` }));
      },
    };
    return calls;
  }

  /** bothy_gateway_invocation_gate_batches_total of the outcome, from /metrics. */
  async function gateBatches(outcome: 'together' | 'one_by_one'): Promise<number> {
    const text = await (await fetch(`${t.server.url}/metrics`)).text();
    const m = new RegExp(`^bothy_gateway_invocation_gate_batches_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(text);
    return m ? Number(m[1]) : 0;
  }

  const firstInvocations = (c: GatewayTestClient) => dispatches(c).filter((d) => d.type === 'agent.invocation' && d.redelivered === undefined);

  /**
   * The window of a fresh consumer filled with agent.max_inflight_events (5) unacknowledged
   * messages, then `invocations` invocations committed together and `after` messages behind
   * them, all waiting in its queue (the connection's held events counted on the server), so
   * that they meet the gate together however the dispatcher slices its work. Returns the
   * connection and the seq of the last message in flight: its ack makes room for five.
   */
  async function queuedBehindFullWindow(invocations: number, after = 0): Promise<{ c: GatewayTestClient; consumer: string; full: number }> {
    const consumer = `c-${uuidv7()}`;
    const { c, sessionId } = await agent(t.server.url, token, consumer);
    await post(alex, t, 5);
    // The fifth first delivery: a redelivery after agent.ack_timeout (400 ms here; posting may take
    // longer on a loaded machine) is no message in flight, and its seq would free too little room.
    await until('the window full', () => firstDeliveries(c).length >= 5);
    const full = firstDeliveries(c)[4]!.seq;
    await appendInvocation(t.server, t, invocations);
    await post(alex, t, after);
    const conn = [...t.server.gateway.registry.all].find((x) => x.identity?.sessionId === sessionId)!;
    await until('all of them waiting', () => conn.held().backlog === 5 + invocations + after, 3_000);
    return { c, consumer, full };
  }

  it('D282, 15.2: invocations waiting together go to the gate in one call, as many as the window has room for; each goes out once, in seq order, with its own token', async () => {
    const calls = recordingGate();
    const before = { together: await gateBatches('together'), oneByOne: await gateBatches('one_by_one') };
    const { c, full } = await queuedBehindFullWindow(7);
    c.send({ op: ClientOp.Ack, d: { seq: full } });
    await until('five invocations in flight', () => firstInvocations(c).length === 5);
    await sleep(100);
    expect(firstInvocations(c)).toHaveLength(5);
    c.send({ op: ClientOp.Ack, d: { seq: firstInvocations(c)[4]!.seq } });
    await until('all seven', () => firstInvocations(c).length === 7);
    const got = firstInvocations(c);
    c.send({ op: ClientOp.Ack, d: { seq: got[6]!.seq } });
    expect(got.map((d) => d.seq)).toEqual([...got.map((d) => d.seq)].sort((x, y) => x - y));
    expect(calls.many).toEqual([got.slice(0, 5).map((d) => d.seq), got.slice(5).map((d) => d.seq)]);
    expect(calls.alone).toEqual([]);
    expect(got.map((d) => d.invocation_token)).toEqual(got.map((d) => `tok-${d.seq}`));
    // The operator sees both calls decided together.
    expect({ together: await gateBatches('together'), oneByOne: await gateBatches('one_by_one') }).toEqual({ together: before.together + 2, oneByOne: before.oneByOne });
  });

  /**
   * Three invocations and a message waiting behind a full window, whose gate call for the
   * three fails (as a lock it would wait for or a deadlock makes it fail); the adapter acks
   * all it got. Bounded: three invocations and six messages, waits of seconds.
   */
  async function failedCall(): Promise<{ invocations: number[]; delivered: Delivered[]; alone: number[]; stored: number; closed: boolean }> {
    const calls = recordingGate(() => {
      throw new Error('test: deciding together failed');
    });
    const { c, consumer, full } = await queuedBehindFullWindow(3, 1);
    c.send({ op: ClientOp.Ack, d: { seq: full } });
    await until('the message behind them', () => dispatches(c).filter((d) => d.type === 'message.created' && d.redelivered === undefined).length === 6, 3_000);
    const last = dispatches(c).at(-1)!.seq;
    c.send({ op: ClientOp.Ack, d: { seq: last } });
    await until('acked_seq stored', async () => (await storedAcked(t, consumer)) === last, PERSIST_MS * 4 + 1_000);
    return { invocations: calls.many[0] ?? [], delivered: dispatches(c), alone: calls.alone, stored: last, closed: c.closed !== undefined };
  }

  it('15.2, D282: a gate call that fails loses none of its rows: each goes to the gate alone and out once, in seq order, on the same connection', async () => {
    const before = await gateBatches('one_by_one');
    const r = await failedCall();
    expect(await gateBatches('one_by_one')).toBe(before + 1);
    expect(r.invocations).toHaveLength(3);
    expect(r.alone).toEqual(r.invocations);
    const firsts = r.delivered.filter((d) => d.type === 'agent.invocation' && d.redelivered === undefined);
    expect(firsts.map((d) => [d.seq, d.invocation_token])).toEqual(r.invocations.map((seq) => [seq, `tok-${seq}`]));
    expect(r.closed).toBe(false);
  });

  it('twin: a window that counts the rows of a failed gate call as checked goes on, the ack of the next event covers them, and the invocations are lost', async () => {
    t.server.ctx.twins = { dropOnDeliveryError: true };
    const r = await failedCall();
    expect(r.invocations).toHaveLength(3);
    expect(r.stored).toBeGreaterThan(r.invocations.at(-1)!);
    expect(r.delivered.filter((d) => d.type === 'agent.invocation')).toEqual([]);
  });

  it('15.2, D282: a row that cannot be decided alone either: the rows before it go out, the connection closes with 4000, and the reconnect gets it and the rows after it', async () => {
    let failing = 0;
    const calls = recordingGate(
      () => {
        throw new Error('test: deciding together failed');
      },
      (row, n) => {
        if (failing === 0 && calls.alone.length === 2) failing = row.seq;
        if (row.seq === failing && n === 1) throw new Error('test: the gate failed on this row');
      },
    );
    const { c, consumer, full } = await queuedBehindFullWindow(3);
    c.send({ op: ClientOp.Ack, d: { seq: full } });
    expect((await c.waitClose(3_000)).code).toBe(CloseCode.UnknownError);
    const invocations = calls.many[0]!;
    expect(failing).toBe(invocations[1]);
    expect(firstInvocations(c).map((d) => d.seq)).toEqual([invocations[0]]);
    const { ackedBefore, next } = await reconnectAfterFailure(c, consumer);
    expect(ackedBefore).toBeLessThan(invocations[1]!);
    await until('the rest after the reconnect', () => invocations.slice(1).every((seq) => dispatches(next).some((d) => d.seq === seq)), 3_000);
    next.send({ op: ClientOp.Ack, d: { seq: dispatches(next).at(-1)!.seq } });
  });

  it('15.2: a gate that throws on a redelivery closes with 4000 and the reconnect gets the invocation again (not left in flight without an ack timer)', async () => {
    let calls = 0;
    t.server.ctx.invocationGate = {
      prepare: async (row: LogRow) => {
        calls += 1;
        if (calls === 2) throw new Error('test: the gate failed');
        return { deliver: true, invocationToken: `tok-${row.seq}-${calls}` };
      },
    };
    const consumer = `c-${uuidv7()}`;
    const first = await agent(t.server.url, token, consumer);
    await appendInvocation(t.server, t);
    await until('the invocation', () => dispatches(first.c).some((d) => d.type === 'agent.invocation'));
    const seq = dispatches(first.c).find((d) => d.type === 'agent.invocation')!.seq;
    // No ack: the redelivery asks the gate again, which throws.
    expect((await first.c.waitClose(ACK_TIMEOUT_MS * 4 + 1_000)).code).toBe(CloseCode.UnknownError);
    await sleep(PERSIST_MS * 2);
    expect(await storedAcked(t, consumer)).toBeLessThan(seq);
    const next = await agent(t.server.url, token, consumer);
    await until('the invocation again', () => dispatches(next.c).some((d) => d.seq === seq), 2_000);
  });

  it('15.2: a failed store of acked_seq at agent.ack_persist_interval does not end the node; the next interval stores it once writes work again', async () => {
    const rejections: unknown[] = [];
    const onRejection = (err: unknown) => rejections.push(err);
    // Node 20 ends the process on an unhandled rejection (and vitest fails the run); here it is counted as well.
    process.on('unhandledRejection', onRejection);
    const consumer = `c-${uuidv7()}`;
    const { c, head } = await agent(t.server.url, token, consumer);
    await t.db.pool.query(`CREATE OR REPLACE FUNCTION test_fail_cursor_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.consumer = '${consumer}' THEN RAISE EXCEPTION 'test: the store of acked_seq fails'; END IF; RETURN NEW; END $$`);
    await t.db.pool.query(`DROP TRIGGER IF EXISTS test_fail_cursor_store ON agent_consumer_cursors`);
    await t.db.pool.query(`CREATE TRIGGER test_fail_cursor_store BEFORE UPDATE ON agent_consumer_cursors FOR EACH ROW EXECUTE FUNCTION test_fail_cursor_store()`);
    try {
      await post(alex, t, 1);
      await until('one dispatch', () => dispatches(c).length === 1);
      const seq = dispatches(c)[0]!.seq;
      c.send({ op: ClientOp.Ack, d: { seq } });
      await sleep(PERSIST_MS * 5); // several failed stores
      expect(await storedAcked(t, consumer)).toBe(head);
      expect(c.closed).toBeUndefined();
      expect(rejections).toEqual([]);
      await t.db.pool.query(`DROP TRIGGER test_fail_cursor_store ON agent_consumer_cursors`);
      await until('acked_seq stored after the failure', async () => (await storedAcked(t, consumer)) === seq, PERSIST_MS * 4 + 1_000);
      // The node still delivers.
      await post(alex, t, 1);
      await until('the next dispatch', () => dispatches(c).length === 2);
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      await t.db.pool.query(`DROP TRIGGER IF EXISTS test_fail_cursor_store ON agent_consumer_cursors`);
    }
  });

  it('15.3: a row the gate refuses is skipped: not delivered, counted as checked', async () => {
    t.server.ctx.invocationGate = { prepare: async () => ({ deliver: false, skipped: 'refused' }) };
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await appendInvocation(t.server, t);
    await post(alex, t, 1);
    await until('the message', () => dispatches(c).some((d) => d.type === 'message.created'));
    expect(dispatches(c).some((d) => d.type === 'agent.invocation')).toBe(false);
  });
});

describe('agent consumer: the invocation token never in a recording (15.3, G9)', () => {
  let dir = '';
  // The folder is made before the server starts (its overrides are read then).
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bothy-agent-rec-'));
  });
  const t = useTestServer(() => ({ 'server.record_frames_dir': dir, 'agent.ack_timeout': '300ms' }));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the recorder masks invocation_token (x-secret) in first deliveries and redeliveries', async () => {
    expect(dir).not.toBe('');
    const token = await t.apiToken('helper');
    const SECRET = `secret-token-${uuidv7()}`;
    t.server.ctx.invocationGate = { prepare: async () => ({ deliver: true, invocationToken: SECRET }) };
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await appendInvocation(t.server, t);
    await until('delivered and redelivered', () => dispatches(c).filter((d) => d.type === 'agent.invocation').length >= 2, 3_000);
    expect(dispatches(c)[0]!.invocation_token).toBe(SECRET);
    c.ws.close(1000);
    await c.waitClose(2_000);
    await t.close();
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThan(0);
    const text = (await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')))).join('\n');
    expect(text).toContain('agent.invocation');
    expect(text).toContain('"invocation_token":"***"');
    expect(text).not.toContain(SECRET);
  });
});

describe('agent consumer: resync_required retention during the catch-up (7.3, 15.2)', () => {
  const PERSIST_MS = 100;
  // A window of 2 and pages of 2: the catch-up waits for acks between pages, so retention can pass it.
  const t = useTestServer({ 'agent.max_inflight_events': 2, 'sync.catchup_page_size': 2, 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': `${PERSIST_MS}ms` });

  /** Twelve messages while the consumer is away; it comes back, and retention removes the first ten while its catch-up waits for acks. */
  async function retentionDuringTheCatchup(): Promise<{ c: GatewayTestClient; at: number; resync: Extract<ServerFrame, { op: typeof ServerOp.ResyncRequired }>; posted: number[]; consumer: string }> {
    const alex = await t.client('alex');
    const token = await t.apiToken('helper');
    const consumer = `c-${uuidv7()}`;
    const connect = async () => {
      const c = await GatewayTestClient.connect(t.server.url);
      open.push(c);
      await c.hello();
      c.send({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: 1 } });
      await c.waitFor(ServerOp.Ready);
      return c;
    };
    const first = await connect();
    first.ws.close(1000);
    await first.waitClose(2_000);
    const posted: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await alex.postMessage(t.ids.welcomeThread, `behind ${i}`);
      expect(r.status).toBe(201);
    }
    const { rows } = await t.db.pool.query<{ seq: string }>(`SELECT seq FROM event_log WHERE type = 'message.created' ORDER BY seq DESC LIMIT 12`);
    posted.push(...rows.map((r) => Number(r.seq)).reverse());

    const c = await connect();
    await until('the first two', () => dispatches(c).map((d) => d.seq).length === 2);
    // Retention removes everything up to the tenth message while the catch-up waits for room.
    await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '400 days' WHERE seq <= $1`, [posted[9]]);
    await runRetention(t.server.ctx, t.config.spec['sync.event_retention']);
    // The adapter acks what it got until resync_required comes.
    let acked = 0;
    await until(ServerOp.ResyncRequired, () => {
      const seqs = dispatches(c).map((d) => d.seq);
      const last = seqs.at(-1) ?? 0;
      if (last > acked && !c.frames.some((f) => f.op === ServerOp.ResyncRequired)) {
        acked = last;
        c.send({ op: ClientOp.Ack, d: { seq: last } });
      }
      return c.frames.some((f) => f.op === ServerOp.ResyncRequired);
    }, 5_000);
    const at = c.frames.findIndex((f) => f.op === ServerOp.ResyncRequired);
    const resync = c.frames[at] as Extract<ServerFrame, { op: typeof ServerOp.ResyncRequired }>;
    return { c, at, resync, posted, consumer };
  }

  // A database of its own (each test server has one): the retention job removes its log.
  it('goes behind the events the window holds, and its ack {head_seq} is valid', async () => {
    const { c, at, resync, posted, consumer } = await retentionDuringTheCatchup();
    expect(resync.d.reason).toBe(ResyncReason.Retention);
    // An agent is told where the removed gap ends, not the head (D360): the tenth message.
    expect(resync.d.head_seq).toBe(posted[9]);
    // Nothing the window held before it comes after it.
    expect(dispatches(c, at + 1).every((d) => d.seq > resync.d.head_seq)).toBe(true);
    // The adapter acknowledges head_seq (7.3): no error, and it is stored.
    c.send({ op: ClientOp.Ack, d: { seq: resync.d.head_seq } });
    // The catch-up goes on after the gap: the two retained messages follow, in order (15.1, D360).
    await until('the messages after the gap', () => posted.slice(10).every((s) => dispatches(c, at + 1).some((d) => d.seq === s)));
    const after = dispatches(c, at + 1).map((d) => d.seq);
    expect(after.filter((s) => posted.includes(s))).toEqual(posted.slice(10));
    expect(c.frames.filter((f) => f.op === ServerOp.Error)).toEqual([]);
    await until('acked_seq stored as head_seq', async () => {
      const { rows: cur } = await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [t.ids.helper, consumer]);
      return Number(cur[0]?.acked_seq) === resync.d.head_seq;
    }, PERSIST_MS * 4 + 1_000);
  });

  it('twin (agentsResyncRetentionToHead): sent to the head as a person, the consumer never gets the two retained messages', async () => {
    t.server.ctx.twins = { agentsResyncRetentionToHead: true };
    try {
      const { c, at, resync, posted } = await retentionDuringTheCatchup();
      expect(resync.d.head_seq).toBeGreaterThanOrEqual(posted[11]!);
      c.send({ op: ClientOp.Ack, d: { seq: resync.d.head_seq } });
      await sleep(500);
      expect(dispatches(c, at + 1).filter((d) => posted.slice(10).includes(d.seq))).toEqual([]);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('agent consumer: redelivery checks the permission state again (8.2, 15.2)', () => {
  const ACK_TIMEOUT_MS = 300;
  // A server of its own: the helper's grant expires here.
  const t = useTestServer({ 'agent.ack_timeout': `${ACK_TIMEOUT_MS}ms`, 'agent.ack_persist_interval': '100ms' });

  it('an event whose grant expired without an event since is not redelivered', async () => {
    const alex = await t.client('alex');
    const token = await t.apiToken('helper');
    // 3 s: the connect, the post and the first delivery plus one agent.ack_timeout must fit before the grant
    // runs out, or no redelivery comes while it holds; under load 1.2 s left too little for that.
    const EXPIRES_MS = 3_000;
    // The helper reads #general through one grant; it runs out soon, and no event says so (8.2).
    const { rowCount } = await t.db.pool.query(`UPDATE grants SET expires_at = now() + $2 * interval '1 millisecond' WHERE subject_id = $1`, [t.ids.helper, EXPIRES_MS]);
    expect(rowCount).toBeGreaterThan(0);
    const expires = Date.now() + EXPIRES_MS;
    const { c } = await agent(t.server.url, token, `c-${uuidv7()}`);
    await post(alex, t, 1);
    await until('the message', () => dispatches(c).some((d) => d.type === 'message.created'));
    const seq = dispatches(c).find((d) => d.type === 'message.created')!.seq;
    // Never acked: redelivered while the grant holds, then no more.
    await until('a redelivery while the grant holds', () => dispatches(c).some((d) => d.seq === seq && d.redelivered === true), ACK_TIMEOUT_MS * 3);
    // One ack timeout past the expiry: a redelivery that was checked just before it has landed by then.
    await sleep(Math.max(0, expires - Date.now()) + ACK_TIMEOUT_MS);
    const after = dispatches(c).length;
    await sleep(ACK_TIMEOUT_MS * 4);
    expect(dispatches(c, 0).slice(after).filter((d) => d.seq === seq)).toEqual([]);
    expect(c.closed).toBeUndefined();
  });
});
