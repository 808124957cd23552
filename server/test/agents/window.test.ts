// The delivery window of one agent consumer (agents/window.ts; 15.2, 15.3, D282) on its own:
// a fake AgentLink that records what would reach the socket, and a fake InvocationGate that
// answers as each test tells it. The window knows no socket and no database, so no PostgreSQL
// and no WebSocket are involved; the end-to-end tests of the same rules over a real gateway are
// in consumer-delivery.test.ts. The window's pump is asynchronous: every wait here is a bounded
// number of event-loop turns.
import { EventType, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import type { ConsumerHolder } from '../../src/agents/consumer.ts';
import type { GateDecision, InvocationGate } from '../../src/agents/invocation-gate.ts';
import { AgentWindow, type AgentLink, type StoreResult, type WindowOptions } from '../../src/agents/window.ts';
import type { LogRow } from '../../src/events/log-reader.ts';
import { createLogger } from '../../src/logging.ts';

const holder: ConsumerHolder = { agentId: 'agent-1', consumer: 'main', sessionId: 'session-1' };

/** A row of the log as the log reader returns it; `json` is the envelope text (it ends in `}}`). */
function row(seq: number, type: string = EventType.AgentInvocation): LogRow {
  return {
    seq,
    type,
    space_id: 'space-1',
    channel_id: 'channel-1',
    thread_id: null,
    audience_principal_id: type === EventType.MessageCreated ? null : holder.agentId,
    resource_kind: null,
    resource_id: null,
    trace_context: null,
    json: JSON.stringify({ seq, type, payload: {} }),
  };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const tokenOf = (seq: number): string => `tok-${seq}`;
const pass = (r: LogRow): GateDecision => ({ deliver: true, invocationToken: tokenOf(r.seq) });

/** Everything stays within this many event-loop turns; the fakes answer at once. */
const TURNS = 50;

async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await new Promise<void>((r) => setImmediate(r));
}

/** Waits until `ok`, at most TURNS event-loop turns. */
async function until(what: string, ok: () => boolean): Promise<void> {
  for (let i = 0; i < TURNS; i += 1) {
    if (ok()) return;
    await turns(1);
  }
  throw new Error(`not within ${TURNS} event-loop turns: ${what}`);
}

/** Lets the pump run out (for assertions that something did NOT happen). */
const settle = (): Promise<void> => turns(TURNS);

interface Sent {
  seq: number;
  type: string;
  redelivered?: boolean;
  invocation_token?: string;
}

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const ERROR = 50;
const DEBUG = 20;

/**
 * A link that records what the window sends, stores and reports. `fenced` and `failed` close the
 * connection, and `close` drops the window at once, as the gateway's close steps do (drop_queues).
 */
function fakeLink(close: () => void) {
  const rec = { sent: [] as Sent[], cursors: [] as number[], fenced: 0, failed: [] as unknown[], logs: [] as LogLine[] };
  const link: AgentLink = {
    frame: (r) => `{"op":${JSON.stringify(ServerOp.Dispatch)},"d":${r.json}}`,
    push: (text) => {
      rec.sent.push((JSON.parse(text) as { d: Sent }).d);
      return true;
    },
    cursor: (seq) => void rec.cursors.push(seq),
    ackTimer: () => {},
    store: async () => 'stored' as const,
    mayStill: async () => true,
    fenced: () => {
      rec.fenced += 1;
      close();
    },
    failed: (err) => {
      rec.failed.push(err);
      close();
    },
    log: createLogger('debug', { write: (line: string) => void rec.logs.push(JSON.parse(line) as LogLine) }),
  };
  return { link, rec };
}

interface GateCalls {
  /** The seqs of each prepareMany call, and the room of the window when it came. */
  many: { seqs: number[]; room: number }[];
  /** The seqs of each prepare call, in order. */
  alone: number[];
}

/**
 * A gate that records its calls. `alone` answers prepare (default: deliver with tok-<seq>);
 * `many`, when given, is the gate's prepareMany (without it the gate has none).
 */
function fakeGate(
  answer: { many?: (rows: readonly LogRow[]) => GateDecision[]; alone?: (r: LogRow) => GateDecision } = {},
  room: () => number = () => NaN,
): { gate: InvocationGate; calls: GateCalls } {
  const calls: GateCalls = { many: [], alone: [] };
  const many = answer.many;
  const gate: InvocationGate = {
    prepare: async (r, redelivered) => {
      if (!redelivered) calls.alone.push(r.seq);
      return (answer.alone ?? pass)(r);
    },
    ...(many && {
      prepareMany: async (rows: readonly LogRow[]) => {
        calls.many.push({ seqs: rows.map((r) => r.seq), room: room() });
        return many(rows);
      },
    }),
  };
  return { gate, calls };
}

/** A window at acked_seq `acked` on a fake link, recording the gateBatched outcomes. */
function openWindow(acked: number, o: Omit<WindowOptions, 'holder' | 'gateBatched'>) {
  const { link, rec } = fakeLink(() => w.drop());
  const batched: ('together' | 'one_by_one')[] = [];
  const w = new AgentWindow(acked, link, { holder, gateBatched: (outcome) => void batched.push(outcome), ...o });
  return { w, rec, batched };
}

/** The window of one test: the gate sees its room (maxInflight less what is in flight). */
function windowWithGate(acked: number, answer: Parameters<typeof fakeGate>[0], o: Omit<WindowOptions, 'holder' | 'gateBatched' | 'gate'>) {
  let w: AgentWindow | undefined;
  const { gate, calls } = fakeGate(answer, () => o.maxInflight - w!.state.inflight);
  const opened = openWindow(acked, { ...o, gate });
  w = opened.w;
  return { ...opened, calls };
}

/**
 * The check of no loss and no duplicate (15.2): the rows `seqs` went out each once, in seq
 * order, each with its own token, and `through` reached the last of them.
 */
function expectEachOnceInOrder(w: AgentWindow, sent: readonly Sent[], seqs: readonly number[]): void {
  expect(sent.map((s) => s.seq)).toEqual(seqs);
  expect(sent.map((s) => s.invocation_token)).toEqual(seqs.map(tokenOf));
  expect(w.state.through).toBe(seqs.at(-1));
}

describe('the agent delivery window (15.2, 15.3, D282)', () => {
  /** A decision of a wrong-length prepareMany: its token (many-<seq>) must never reach the agent. */
  const manyToken = (r: LogRow): GateDecision => ({ deliver: true, invocationToken: `many-${r.seq}` });

  it.each([
    ['fewer', 2, (rows: readonly LogRow[]) => rows.slice(1).map(manyToken)],
    ['more', 4, (rows: readonly LogRow[]) => [...rows, rows[0]!].map(manyToken)],
  ])(
    'a gate answering %s decisions than rows is logged as an error and the rows are decided one by one, each sent once in seq order with its own token',
    async (_, answered, many) => {
      const { w, rec, batched, calls } = windowWithGate(10, { many }, { maxInflight: 5, gateBatchMax: 3 });
      for (const seq of range(11, 13)) w.offer(row(seq));
      await until('the queue taken', () => w.state.queued === 0);
      await settle();

      expect(calls.many.map((c) => c.seqs)).toEqual([[11, 12, 13]]);
      const errors = rec.logs.filter((l) => l.level === ERROR);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ rows: 3, decisions: answered });
      expect(batched).toEqual(['one_by_one']);
      expect(calls.alone).toEqual([11, 12, 13]);
      // None of the wrong answer's tokens went out: each row carries the one of its own prepare.
      expectEachOnceInOrder(w, rec.sent, [11, 12, 13]);
      expect(rec.failed).toEqual([]);
      expect(w.ack(13)).toBe('ok');
    },
  );

  /** Three invocations whose prepareMany throws; what went out and what the window holds after. */
  async function failedCall(twin: { dropOnError?: boolean } = {}) {
    const opened = windowWithGate(
      10,
      {
        many: () => {
          throw new Error('test: deciding together failed');
        },
      },
      { maxInflight: 5, gateBatchMax: 3, ...twin },
    );
    for (const seq of range(11, 13)) opened.w.offer(row(seq));
    await until('the gate asked for the three together', () => opened.calls.many.length === 1);
    await settle();
    return opened;
  }

  it('a prepareMany that throws loses none of its rows: each goes to prepare alone and out once, in seq order, with its own token', async () => {
    const { w, rec, batched, calls } = await failedCall();
    expect(calls.many.map((c) => c.seqs)).toEqual([[11, 12, 13]]);
    expect(batched).toEqual(['one_by_one']);
    expect(rec.logs.filter((l) => l.level === DEBUG && /one by one/.test(l.msg))).toHaveLength(1);
    expect(calls.alone).toEqual([11, 12, 13]);
    expectEachOnceInOrder(w, rec.sent, [11, 12, 13]);
    expect(rec.failed).toEqual([]);
  });

  it('twin (dropOnError): the rows of a failed prepareMany count as checked and are never sent, and the check of no loss fails', async () => {
    const { w, rec, calls } = await failedCall({ dropOnError: true });
    expect(calls.many.map((c) => c.seqs)).toEqual([[11, 12, 13]]);
    expect(calls.alone).toEqual([]);
    expect(rec.sent).toEqual([]);
    expect(w.state.through).toBe(13);
    expect(w.ack(13)).toBe('ok'); // the agent acks past three invocations it never got
    expect(() => expectEachOnceInOrder(w, rec.sent, [11, 12, 13])).toThrow();
  });

  it.each([
    ['taken in one gate call (gateBatchMax 5)', 5],
    ['taken by the next gate call (gateBatchMax 3)', 3],
  ])('rows offered again at or below the highest seq taken are skipped, %s: each seq goes to the gate and out once', async (_, gateBatchMax) => {
    const { w, rec, calls } = windowWithGate(10, { many: (rows) => rows.map(pass) }, { maxInflight: 5, gateBatchMax });
    // Offered before the pump ran, so `offer` (which drops rows at or below `through`) lets them all in.
    for (const seq of [11, 12, 13, 11, 12, 13]) w.offer(row(seq));
    await until('13 out', () => rec.sent.some((s) => s.seq === 13));
    await settle();

    expect([...calls.many.flatMap((c) => c.seqs), ...calls.alone]).toEqual([11, 12, 13]);
    expectEachOnceInOrder(w, rec.sent, [11, 12, 13]);
    expect(w.state.queued).toBe(0);
  });

  it.each([
    ['with prepareMany', true],
    ['without prepareMany', false],
  ])('a row below one already taken is skipped, offered in the same turn or after `through` moved (%s)', async (_, many) => {
    const { w, rec, calls } = windowWithGate(0, many ? { many: (rows) => rows.map(pass) } : {}, { maxInflight: 5, gateBatchMax: 3 });
    w.offer(row(5));
    w.offer(row(4)); // in the same turn: the pump has not run, `through` is still 0
    await until('the queue taken', () => w.state.queued === 0);
    await settle();
    w.offer(row(4)); // after `through` moved to 5
    w.offer(row(5));
    await settle();

    expect(rec.sent.map((s) => s.seq)).toEqual([5]);
    expect([...calls.many.flatMap((c) => c.seqs), ...calls.alone]).toEqual([5]);
    expect(w.state).toMatchObject({ through: 5, inflight: 1, queued: 0 });
  });

  it('seven token rows offered at once reach prepareMany in calls of at most gateBatchMax and never more than the room; the rest go after an ack', async () => {
    const { w, rec, calls } = windowWithGate(0, { many: (rows) => rows.map(pass) }, { maxInflight: 5, gateBatchMax: 3 });
    for (const seq of range(1, 7)) w.offer(row(seq));
    await until('the window full', () => rec.sent.length >= 5);
    await settle();

    expect(calls.many).toEqual([
      { seqs: [1, 2, 3], room: 5 },
      { seqs: [4, 5], room: 2 },
    ]);
    expect(rec.sent.map((s) => s.seq)).toEqual([1, 2, 3, 4, 5]); // the server waits (15.2)
    expect(w.state).toMatchObject({ through: 5, inflight: 5, queued: 2 });

    expect(w.ack(3)).toBe('ok');
    await until('all seven', () => rec.sent.length >= 7);
    await settle();

    expect(calls.many).toEqual([
      { seqs: [1, 2, 3], room: 5 },
      { seqs: [4, 5], room: 2 },
      { seqs: [6, 7], room: 3 },
    ]);
    for (const c of calls.many) expect(c.seqs.length).toBeLessThanOrEqual(Math.min(3, c.room));
    expect(calls.alone).toEqual([]);
    expectEachOnceInOrder(w, rec.sent, range(1, 7));
    expect(w.state).toMatchObject({ inflight: 4, queued: 0 });
  });

  describe.each([
    ['decided alone', false],
    ['decided together', true],
  ])('gate decisions not to deliver (%s)', (_, together) => {
    function gateAnswering(decide: (r: LogRow) => GateDecision) {
      return windowWithGate(10, together ? { many: (rows) => rows.map(decide) } : { alone: decide }, { maxInflight: 5, gateBatchMax: 3 });
    }

    it('{deliver: false, replaced: true} calls link.fenced (4015), sends nothing of it, and the close sends nothing after it', async () => {
      const { w, rec } = gateAnswering((r) => (r.seq === 12 ? { deliver: false, replaced: true } : pass(r)));
      for (const seq of range(11, 13)) w.offer(row(seq));
      await until('the gate answered for 12', () => rec.fenced > 0);
      await settle();

      expect(rec.fenced).toBe(1);
      expect(rec.sent.map((s) => s.seq)).toEqual([11]);
      expect(w.state.through).toBe(11);
    });

    it('{deliver: false} is not sent, but `through` passes it, so the agent may ack past it', async () => {
      const { w, rec } = gateAnswering((r) => (r.seq === 11 ? { deliver: false, skipped: 'refused' } : pass(r)));
      w.offer(row(11));
      w.offer(row(12));
      await until('12 out', () => rec.sent.length >= 1);
      await settle();

      expect(rec.sent.map((s) => s.seq)).toEqual([12]);
      expect(rec.fenced).toBe(0);
      expect(w.state).toMatchObject({ through: 12, inflight: 1 });
      expect(w.ack(11)).toBe('ok');
      expect(w.state).toMatchObject({ acked: 11, inflight: 1 });
    });

    it('{deliver: false} of the last row still moves `through` past it', async () => {
      const { w, rec } = gateAnswering((r) => (r.seq === 12 ? { deliver: false, skipped: 'refused' } : pass(r)));
      w.offer(row(11));
      w.offer(row(12));
      await until('through at 12', () => w.state.through === 12);
      await settle();

      expect(rec.sent.map((s) => s.seq)).toEqual([11]);
      expect(w.ack(12)).toBe('ok');
      expect(w.state).toMatchObject({ acked: 12, inflight: 0 });
    });
  });

  it('ack above what was delivered answers above and moves nothing; at or below acked_seq it answers stale', async () => {
    const { w, rec } = openWindow(10, { maxInflight: 5 });
    expect(w.ack(11)).toBe('above'); // nothing delivered yet
    expect(w.ack(10)).toBe('stale');
    w.offer(row(11, EventType.MessageCreated));
    w.offer(row(12, EventType.MessageCreated));
    await until('two rows out', () => rec.sent.length >= 2);

    expect(w.ack(13)).toBe('above');
    expect(w.state).toMatchObject({ acked: 10, through: 12, inflight: 2 });
    expect(w.ack(11)).toBe('ok');
    expect(w.ack(11)).toBe('stale');
    expect(w.ack(10)).toBe('stale');
    expect(w.ack(12)).toBe('ok');
    expect(w.ack(12)).toBe('stale');
    expect(w.state).toMatchObject({ acked: 12, through: 12, inflight: 0 });
  });

  it('a token row reaching send without a decision (prepare answered nothing) fails the delivery (4000) and stays unacknowledged', async () => {
    const { w, rec, calls } = windowWithGate(10, { alone: () => undefined as unknown as GateDecision }, { maxInflight: 5 });
    w.offer(row(11, EventType.MessageCreated));
    w.offer(row(12));
    w.offer(row(13, EventType.MessageCreated));
    await until('the delivery failed', () => rec.failed.length > 0);
    await settle();

    expect(calls.alone).toEqual([12]);
    expect(rec.failed).toHaveLength(1);
    expect(rec.failed[0]).toBeInstanceOf(Error);
    expect((rec.failed[0] as Error).message).toMatch(/\b12 reached the socket without the gate's decision/);
    expect(rec.sent.map((s) => s.seq)).toEqual([11]);
    // `through` stays below 12: no ack can cover it, so the next connection gets it from acked_seq + 1.
    expect(w.state.through).toBe(11);
    expect(w.ack(12)).toBe('above');
    expect(w.ack(11)).toBe('ok');
  });

  it('a token row reaching send without a decision (a hole in the answer of prepareMany) fails the delivery after the rows before it; it and the rows after it stay unacknowledged', async () => {
    const holeAt12 = (rows: readonly LogRow[]): GateDecision[] => {
      const decisions: GateDecision[] = new Array<GateDecision>(rows.length);
      for (const [i, r] of rows.entries()) if (r.seq !== 12) decisions[i] = pass(r);
      return decisions;
    };
    const { w, rec, calls } = windowWithGate(10, { many: holeAt12 }, { maxInflight: 5, gateBatchMax: 3 });
    for (const seq of range(11, 13)) w.offer(row(seq));
    await until('the delivery failed', () => rec.failed.length > 0);
    await settle();

    expect(calls.many.map((c) => c.seqs)).toEqual([[11, 12, 13]]);
    expect(rec.failed).toHaveLength(1);
    expect((rec.failed[0] as Error).message).toMatch(/\b12 reached the socket without the gate's decision/);
    expectEachOnceInOrder(w, rec.sent, [11]);
    expect(w.state.through).toBe(11);
    expect(w.ack(12)).toBe('above');
  });
});

describe('the agent delivery window across an epoch change (7.5, D286)', () => {
  /** A promise the test resolves: what the gate, the permission check or the store waits for. */
  function held<T>() {
    let release!: (v: T) => void;
    const promise = new Promise<T>((r) => (release = r));
    return { promise, release };
  }

  /** A window whose link's mayStill and store wait for the test when told to. */
  function heldWindow(acked: number, o: Omit<WindowOptions, 'holder'> & { mayStill?: Promise<boolean>; store?: Promise<StoreResult> }) {
    let w!: AgentWindow;
    const { link, rec } = fakeLink(() => w.drop());
    const stores: number[] = [];
    if (o.mayStill) link.mayStill = () => o.mayStill!;
    link.store = (seq) => {
      stores.push(seq);
      return stores.length === 1 && o.store ? o.store : Promise.resolve('stored');
    };
    w = new AgentWindow(acked, link, { holder, ...o });
    return { w, rec, stores };
  }

  /** Row 1000 of the old timeline waits at the gate when finalize moves the timeline back to head 900; rows 901 and 950 of the new one follow. */
  async function gateAcrossReset(twin: { ignoreReset?: boolean } = {}) {
    const decision = held<GateDecision>();
    const gate: InvocationGate = { prepare: () => decision.promise };
    const { w, rec } = heldWindow(999, { maxInflight: 5, gate, ...twin });
    w.offer(row(1000));
    await settle();
    w.reset(900);
    w.offer(row(901, EventType.MessageCreated));
    w.offer(row(950, EventType.MessageCreated));
    decision.release({ deliver: true, invocationToken: tokenOf(1000) });
    await settle();
    return { w, rec };
  }

  it('a row of the old timeline that the gate decided across the reset goes nowhere; the new timeline goes out from head + 1', async () => {
    const { w, rec } = await gateAcrossReset();
    expect(rec.sent.map((s) => s.seq)).toEqual([901, 950]);
    expect(w.state).toMatchObject({ through: 950, inflight: 2, acked: 900 });
  });

  it('twin (ignoreReset): the late decision moves through to the old seq and the new timeline\'s rows below it are lost', async () => {
    const { w, rec } = await gateAcrossReset({ ignoreReset: true });
    expect(rec.sent.map((s) => s.seq)).not.toEqual([901, 950]);
    expect(w.state.through).toBe(1000);
  });

  /** Row 1000 in flight; its redelivery waits on the permission check while the timeline moves back to 900. */
  async function redeliveryAcrossReset(twin: { ignoreReset?: boolean } = {}) {
    const allowed = held<boolean>();
    const { w, rec } = heldWindow(999, { maxInflight: 5, mayStill: allowed.promise, ...twin });
    w.offer(row(1000, EventType.MessageCreated));
    await until('row 1000 in flight', () => w.state.inflight === 1);
    const again = w.redeliver();
    await settle();
    w.reset(900);
    allowed.release(true);
    await again;
    await settle();
    return { w, rec };
  }

  it('a redelivery that awaited the permission check across the reset puts nothing of the old timeline back in flight', async () => {
    const { w, rec } = await redeliveryAcrossReset();
    expect(rec.sent.filter((s) => s.redelivered)).toEqual([]);
    expect(w.state.inflight).toBe(0);
  });

  it('twin (ignoreReset): the old row goes out again after the reset and stays in flight on the new timeline', async () => {
    const { w, rec } = await redeliveryAcrossReset({ ignoreReset: true });
    expect(rec.sent.filter((s) => s.redelivered).map((s) => s.seq)).toEqual([1000]);
    expect(w.state.inflight).toBe(1);
  });

  /** The ack of 1000 is being stored when the timeline moves back to 900; the agent then acks 950 of the new one. */
  async function storeAcrossReset(twin: { ignoreReset?: boolean } = {}) {
    const first = held<StoreResult>();
    const { w, stores } = heldWindow(999, { maxInflight: 5, store: first.promise, ...twin });
    w.offer(row(1000, EventType.MessageCreated));
    await until('row 1000 in flight', () => w.state.inflight === 1);
    expect(w.ack(1000)).toBe('ok');
    const storing = w.store();
    w.reset(900);
    w.offer(row(950, EventType.MessageCreated));
    await until('row 950 in flight', () => w.state.inflight === 1);
    expect(w.ack(950)).toBe('ok');
    first.release('stored');
    await storing;
    await w.store();
    return { w, stores };
  }

  it('a store of the old timeline that ends after the reset does not count for the new one: the new ack is stored', async () => {
    const { w, stores } = await storeAcrossReset();
    expect(stores).toEqual([1000, 950]);
    expect(w.state.stored).toBe(950);
  });

  it('twin (ignoreReset): the late store marks 1000 as stored and the new timeline\'s ack of 950 is never written', async () => {
    const { w, stores } = await storeAcrossReset({ ignoreReset: true });
    expect(stores).toEqual([1000]);
    expect(w.state.stored).toBe(1000);
  });
});

describe('the end of the catch-up behind what the window holds (7.2, 15.2; D506)', () => {
  /** A window of 2 with six rows and a cursor offered: two go out, the rest wait for acks. */
  async function heldBack() {
    const opened = openWindow(10, { maxInflight: 2 });
    for (const seq of range(11, 16)) opened.w.offer(row(seq, EventType.MessageCreated));
    opened.w.cursor(18);
    let passed = false;
    const done = opened.w.sentAll().then(() => void (passed = true));
    await settle();
    return { ...opened, done, passed: () => passed };
  }

  it('7.2, 15.2: sentAll resolves only once every row and cursor queued before it went out, acked as they come', async () => {
    const { w, rec, done, passed } = await heldBack();
    expect(rec.sent.map((s) => s.seq)).toEqual([11, 12]);
    expect(passed()).toBe(false);
    expect(w.ack(12)).toBe('ok');
    await settle();
    expect(rec.sent.map((s) => s.seq)).toEqual(range(11, 14));
    expect(passed()).toBe(false);
    // Sent, not acknowledged: once the last rows and the cursor are out, it passes (7.2 "sends catchup.complete" after them).
    expect(w.ack(14)).toBe('ok');
    await done;
    expect(rec.sent.map((s) => s.seq)).toEqual(range(11, 16));
    expect(rec.cursors).toEqual([18]);
    expect(w.state.inflight).toBe(2);
    // A full window does not hold it back: only what was queued before it does.
    w.offer(row(19, EventType.MessageCreated));
    w.offer(row(20, EventType.MessageCreated));
    w.offer(row(21, EventType.MessageCreated));
    await settle();
    let again = false;
    void w.sentAll().then(() => void (again = true));
    await settle();
    expect(again).toBe(false);
    expect(w.ack(16)).toBe('ok');
    await settle();
    expect(rec.sent.map((s) => s.seq).slice(-2)).toEqual([19, 20]);
    expect(again).toBe(false);
    expect(w.ack(19)).toBe('ok');
    await until('passed after the last row before it', () => again);
    expect(rec.sent.at(-1)?.seq).toBe(21);
  });

  it('7.5, the close: a reset or a drop lets it go on, with nothing of the queue sent', async () => {
    const reset = await heldBack();
    reset.w.reset(100);
    await reset.done;
    expect(reset.rec.sent.map((s) => s.seq)).toEqual([11, 12]);
    const dropped = await heldBack();
    dropped.w.drop();
    await dropped.done;
    await dropped.w.sentAll();
    expect(dropped.rec.sent.map((s) => s.seq)).toEqual([11, 12]);
  });
});
