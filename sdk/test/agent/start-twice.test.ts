// An agent adapter starts nothing twice (15.1, 15.2; D536), against a real server, PostgreSQL and
// sockets: a start() on a started adapter opens and loads no store, declares nothing and leaves the
// connection alone (it resolves at once); concurrent start() calls are one start (the same promise);
// a start() while a failing start gives back what it took joins it (it rejects with it, instead of
// starting and then being stopped and its store closed by the first one's clean-up); after a failed
// start, after stop(), and after a 4012 the adapter starts again. The twin brokenStartUnguarded (every
// start() runs all steps, as before D536) loads the inbox and declares the commands again, and a
// second start() that fails there empties the running adapter's inbox.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClientOp, CloseCode } from '@bothy/generated';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BothyAgent, type BothyAgentOptions } from '../../src/agent/agent.ts';
import { MemoryInboxStore, type InboxEntry } from '../../src/agent/inbox.ts';
import { SdkErrorCode, StorageError } from '../../src/errors.ts';
import { FileInboxStore } from '../../src/node/file-stores.ts';
import { agentSuite, createAgent, stoppedAfterEach, type Agent } from '../support/agent.ts';
import { sleep, until, within } from '../support/e2e.ts';
import { exists } from '../support/inbox-lock.ts';

const { open } = stoppedAfterEach();
const s = agentSuite({});
const t = s.t;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-start-twice-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A done run, written just now (the prune keeps it): an entry the load hands over and the inbox shows. */
const doneEntry = () => ({ runId: 'run-1', state: 'done', updatedAt: Date.now(), eventIds: ['e-1'] }) as unknown as InboxEntry;

/** A memory inbox that counts its opens, loads and closes; `failLoads` loads fail next; `closeGate` holds a close. */
class CountingStore extends MemoryInboxStore {
  opens = 0;
  loads = 0;
  closes = 0;
  /** Between an open and the end of a close. */
  held = false;
  failLoads = 0;
  closeGate: Promise<void> | undefined;

  async open(): Promise<void> {
    this.opens += 1;
    this.held = true;
  }

  override async load(): Promise<InboxEntry[]> {
    this.loads += 1;
    if (this.failLoads > 0) {
      this.failLoads -= 1;
      throw new Error('the inbox file could not be read');
    }
    return super.load();
  }

  async close(): Promise<void> {
    this.closes += 1;
    await this.closeGate;
    this.held = false;
  }
}

interface Watched {
  a: BothyAgent;
  store: CountingStore;
  /** PUT /agents/me/commands sent. */
  puts: () => number;
  /** identify and resume frames sent: the connection's greetings. */
  identifies: () => number;
  /** The connection's states, in order. */
  states: string[];
}

/** The options of an adapter of `agent` on the suite's server, consumer `sdk`, reconnecting within 400 ms. */
const base = (agent: Agent): BothyAgentOptions => ({ baseUrl: t.server.url, apiToken: agent.apiToken, consumer: 'sdk', billingMode: 'subscription', toolClass: 'read', WebSocket: WebSocket as never, reconnectBase: 50, reconnectCap: 400 });

/** A BothyAgent on the suite's server with a CountingStore holding one done run, not started, stopped after the case. */
async function watched(agent: Agent, options: Partial<BothyAgentOptions> = {}): Promise<Watched> {
  const store = new CountingStore();
  await store.put(doneEntry());
  let puts = 0;
  const lines: string[] = [];
  const fetchCounted = (request: Request) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/agents/me/commands')) puts += 1;
    return fetch(request);
  };
  const a = new BothyAgent({ ...base(agent), retryBase: 50, retryCap: 400, inboxStore: store, commands: [{ name: 'weather' }], onFrame: (line) => lines.push(line), fetch: fetchCounted, ...options });
  open.push(a);
  a.on('error', () => {});
  const states: string[] = [];
  a.on('state', (change) => states.push(change.to));
  return { a, store, puts: () => puts, identifies: () => lines.filter((l) => l.includes(`"op":"${ClientOp.Identify}"`) || l.includes(`"op":"${ClientOp.Resume}"`)).length, states };
}

const twinOption = (twin: boolean): Partial<BothyAgentOptions> => (twin ? { brokenStartUnguarded: true } : {});

/**
 * A live adapter of `agent` whose stop() is held at its last step, the store's close: `stopping` is that
 * stop() (on its way), `release` lets the close end.
 */
async function stopHeldAtClose(agent: Agent, options: Partial<BothyAgentOptions> = {}): Promise<Watched & { stopping: Promise<void>; release: () => void }> {
  const w = await watched(agent, options);
  await w.a.start();
  await within(w.a.whenLive(), 'live');
  let release!: () => void;
  w.store.closeGate = new Promise<void>((resolve) => (release = resolve));
  const stopping = w.a.stop();
  await until(() => w.store.closes === 1, "the stop reaches its last step, the store's close");
  return {
    ...w,
    stopping,
    release: () => {
      release();
      w.store.closeGate = undefined;
    },
  };
}

describe('start() on a started adapter starts nothing twice (15.1, 15.2; D536)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenStartUnguarded): the second start() loads the inbox and declares the commands again, and a third whose load fails empties the running inbox'
      : 'a second start() while live resolves at once: no open, load or declaration, no new connection; one whose store would fail changes nothing either; the inbox and the connection as they were';
    it(title, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const w = await watched(agent, twinOption(twin));
      await w.a.start();
      await within(w.a.whenLive(), 'live');
      await within(w.a.commandsDeclared, 'the commands declared');
      const states = w.states.length;
      expect({ opens: w.store.opens, loads: w.store.loads, puts: w.puts(), identifies: w.identifies(), inbox: w.a.inbox.map((e) => e.runId) }).toEqual({ opens: 1, loads: 1, puts: 1, identifies: 1, inbox: ['run-1'] });

      await within(w.a.start(), 'the second start()');
      await within(w.a.commandsDeclared, 'the commands declared (again?)');
      // The third start() meets a store that fails (a disk error, say).
      w.store.failLoads = 1;
      const third = await within(
        w.a.start().then(
          () => 'resolved',
          (e: unknown) => e,
        ),
        'the third start()',
      );
      await sleep(500); // a connection started again would show a transition by now
      const seen = { opens: w.store.opens, loads: w.store.loads, puts: w.puts(), identifies: w.identifies(), newStates: w.states.slice(states), inbox: w.a.inbox.map((e) => e.runId), held: w.store.held };
      if (twin) {
        expect(seen.loads, 'each start() loaded the inbox').toBe(3);
        expect(seen.puts, 'the commands declared twice').toBe(2);
        expect(third).toBeInstanceOf(StorageError);
        expect(seen.inbox, "the failed start emptied the running adapter's inbox").toEqual([]);
        expect(seen.held, 'and gave its store back').toBe(false);
        return;
      }
      expect(third).toBe('resolved');
      expect(seen).toEqual({ opens: 1, loads: 1, puts: 1, identifies: 1, newStates: [], inbox: ['run-1'], held: true });
      expect(w.a.state).toBe('live');
      await within(w.a.whenLive(), 'still live');
    });
  }

  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin: two start() calls at once are two starts (two promises, the inbox loaded twice)'
      : 'two start() calls at once are one start: the second returns the first one\'s promise; one open, one load, one identify';
    it(title, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const w = await watched(agent, twinOption(twin));
      const first = w.a.start();
      const second = w.a.start();
      await within(Promise.all([first, second]), 'both start() calls');
      await within(w.a.whenLive(), 'live');
      await within(w.a.commandsDeclared, 'the commands declared');
      if (twin) {
        expect(second).not.toBe(first);
        expect(w.store.loads).toBe(2);
        return;
      }
      expect(second).toBe(first);
      expect({ opens: w.store.opens, loads: w.store.loads, puts: w.puts(), identifies: w.identifies(), inbox: w.a.inbox.map((e) => e.runId) }).toEqual({ opens: 1, loads: 1, puts: 1, identifies: 1, inbox: ['run-1'] });
    });
  }

  for (const twin of [false, true]) {
    const title = twin
      ? "the twin: a start() while a failing start() gives its store back resolves, and the first one's clean-up then closes the store under it and marks the adapter stopped"
      : 'a start() while a failing start() gives its store back joins it: the same promise, the same rejection; a start() after that starts, and stays started';
    it(title, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const w = await watched(agent, twinOption(twin));
      w.store.failLoads = 1;
      let release!: () => void;
      w.store.closeGate = new Promise<void>((resolve) => (release = resolve));
      const first = w.a.start();
      const firstOutcome = first.then(
        () => 'resolved',
        (e: unknown) => e,
      );
      await until(() => w.store.closes === 1, 'the failed start gives its store back');
      const second = w.a.start();
      const secondOutcome = second.then(
        () => 'resolved',
        (e: unknown) => e,
      );
      // The twin's second start opens the store again meanwhile; the fixed one opens nothing (bounded wait).
      for (let i = 0; i < 20 && w.store.opens < 2; i += 1) await sleep(50);
      release();
      w.store.closeGate = undefined;
      const [one, two] = await within(Promise.all([firstOutcome, secondOutcome]), 'both start() calls');
      expect(one).toBeInstanceOf(StorageError);
      if (twin) {
        expect(two).toBe('resolved');
        expect(w.store.held, 'the second start resolved, and its store was closed under it').toBe(false);
        expect(w.a.inbox, 'and its inbox emptied').toEqual([]);
        return;
      }
      expect(second).toBe(first);
      expect(two).toBe(one);
      expect({ opens: w.store.opens, held: w.store.held, inbox: w.a.inbox }).toEqual({ opens: 1, held: false, inbox: [] });
      // A start() after the failed one starts anew, and nothing of the failed one stops it.
      await within(w.a.start(), 'the start() after the failed one');
      await within(w.a.whenLive(), 'live');
      await sleep(300);
      expect({ opens: w.store.opens, loads: w.store.loads, held: w.store.held, inbox: w.a.inbox.map((e) => e.runId), state: w.a.state }).toEqual({ opens: 2, loads: 2, held: true, inbox: ['run-1'], state: 'live' });
    });
  }

  for (const twin of [false, true]) {
    const title = twin
      ? "the twin (brokenStartDuringStop): a start() while a stop() is on its way starts at once, and the stop's last step closes the store under the started adapter"
      : 'a start() while a stop() is on its way waits for it, then starts anew: the store opened again after the close, held, live (D536 addendum)';
    it(title, { timeout: 30_000 }, async () => {
      const w = await stopHeldAtClose(await createAgent(t), twin ? { brokenStartDuringStop: true } : {});
      const starting = w.a.start();
      // The twin's start opens the store again meanwhile; the fixed one waits (bounded wait).
      for (let i = 0; i < 20 && w.store.opens < 2; i += 1) await sleep(50);
      const openedDuringStop = w.store.opens;
      w.release();
      await within(Promise.all([w.stopping, starting]), 'the stop and the start');
      await within(w.a.whenLive(), 'live after the start');
      await sleep(300);
      const seen = { openedDuringStop, opens: w.store.opens, closes: w.store.closes, held: w.store.held, state: w.a.state, inbox: w.a.inbox.map((e) => e.runId) };
      if (twin) {
        expect(seen.openedDuringStop, 'the store opened while the stop went on').toBe(2);
        expect(seen.held, "the stop's close came after the start: the started adapter holds no store").toBe(false);
        return;
      }
      expect(seen).toEqual({ openedDuringStop: 1, opens: 2, closes: 1, held: true, state: 'live', inbox: ['run-1'] });
    });
  }

  it('two stop() calls at once are one stop: one close; a start() after the second waits for the first one\'s close, then holds the store (D536 addendum)', { timeout: 30_000 }, async () => {
    const w = await stopHeldAtClose(await createAgent(t));
    const first = w.stopping;
    const second = w.a.stop();
    expect(second, 'the second stop() joins the first').toBe(first);
    const starting = second.then(() => w.a.start());
    await sleep(200);
    expect({ closes: w.store.closes, opens: w.store.opens }, 'nothing more while the close is held').toEqual({ closes: 1, opens: 1 });
    w.release();
    await within(starting, 'the start() after both stops');
    await within(w.a.whenLive(), 'live again');
    expect({ closes: w.store.closes, opens: w.store.opens, held: w.store.held }).toEqual({ closes: 1, opens: 2, held: true });
  });

  it('a start() waiting for a stop() is called off by a later stop(): it resolves, nothing is opened, the adapter stays stopped (D536 addendum)', { timeout: 30_000 }, async () => {
    const w = await stopHeldAtClose(await createAgent(t));
    const first = w.stopping;
    const starting = w.a.start();
    expect(w.a.start(), 'two start() calls behind one stop are one').toBe(starting);
    const second = w.a.stop();
    w.release();
    await within(Promise.all([first, starting, second]), 'the stops and the start');
    await sleep(300);
    expect({ opens: w.store.opens, held: w.store.held, state: w.a.state }).toEqual({ opens: 1, held: false, state: 'stopped' });
  });

  it('after stop() resolved, start() starts anew: the store opened and loaded again, a new connection', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const w = await watched(agent);
    await w.a.start();
    await within(w.a.whenLive(), 'live');
    await w.a.stop();
    expect({ held: w.store.held, state: w.a.state }).toEqual({ held: false, state: 'stopped' });
    await w.a.start();
    await within(w.a.whenLive(), 'live again');
    await within(w.a.commandsDeclared, 'the commands declared');
    expect({ opens: w.store.opens, loads: w.store.loads, puts: w.puts(), identifies: w.identifies(), held: w.store.held, inbox: w.a.inbox.map((e) => e.runId) }).toEqual({ opens: 2, loads: 2, puts: 2, identifies: 2, held: true, inbox: ['run-1'] });
  });

  it('after a stopped 4015 (another process took the consumer), start() connects again, the inbox neither opened nor loaded again', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const w = await watched(agent);
    const stopped: Array<number | undefined> = [];
    w.a.on('stopped', (close) => stopped.push(close.code));
    await w.a.start();
    await within(w.a.whenLive(), 'live');
    // Another adapter of the same consumer: the newest start wins (15.1), this one is closed 4015.
    const other = new BothyAgent(base(agent));
    open.push(other);
    other.on('error', () => {});
    await other.start();
    await within(other.whenLive(), 'the other live');
    await until(() => stopped.length === 1, 'the stopped event of the 4015');
    expect(stopped).toEqual([CloseCode.ConsumerReplaced]);
    expect(w.a.state).toBe('closed');
    const before = w.states.length;
    await within(w.a.start(), 'start() after the 4015');
    // It connects again and greets the server (the connection resumes its session, which the server
    // refuses with 4015 again: the connection's own rule, D529, not start()'s).
    await until(() => w.identifies() === 2, 'a new connection greeted the server');
    expect(w.states.slice(before)[0]).toBe('connecting');
    expect({ opens: w.store.opens, loads: w.store.loads, held: w.store.held, inbox: w.a.inbox.map((e) => e.runId) }).toEqual({ opens: 1, loads: 1, held: true, inbox: ['run-1'] });
  });

  it('an adapter halted by a lost inbox lock: start() rejects with that inbox_lock_lost error; after stop() it starts', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const file = path.join(dir, 'inbox.json');
    const w = await watched(agent, { inboxStore: new FileInboxStore(file, { lockRefreshInterval: 1_000 }) });
    const codes: string[] = [];
    w.a.on('error', (e) => codes.push(e.code));
    await w.a.start();
    await within(w.a.whenLive(), 'live');
    await rm(`${file}.lock`);
    await until(() => codes.includes(SdkErrorCode.InboxLockLost), 'the lock loss', 10_000);
    await expect(w.a.start()).rejects.toMatchObject({ code: SdkErrorCode.InboxLockLost });
    expect(await exists(`${file}.lock`), 'no lock made again').toBe(false);
    await w.a.stop();
    await w.a.start();
    await within(w.a.whenLive(), 'live again');
    expect(await exists(`${file}.lock`)).toBe(true);
  });
});
