// The adapter over a long life (15.2, 15.3): a run that is over frees what the process held for it
// at once, and its done entry leaves memory and the inbox store after doneRetentionMs, while a
// redelivery of the run within that time still starts nothing; a failed inbox write after the
// handler succeeded is retried with the backoff, keeping the handler's outcome (never taken for a
// run interrupted by a restart), and a store that keeps failing is reported and never spun on.
// Real server, PostgreSQL and sockets; the gateway socket tapped so that a test can hand the
// adapter a frame it received before; every wait bounded.
import { EventType } from '@bothy/generated';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import type { RunOutcome } from '../../src/agent/inbox.ts';
import { MemoryInboxStore } from '../../src/agent/inbox.ts';
import { agentSuite, createAgent, FailingStore, runOf, stoppedAfterEach, threadIn, type TestAdapter } from '../support/agent.ts';
import { sleep, until } from '../support/e2e.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

const { open, adapterFor } = stoppedAfterEach();

/** A `ws` WebSocket whose received frames are kept, and into whose last socket a frame can be handed again. */
function tappedWebSocket(): { WebSocket: typeof WebSocket; frames: string[]; inject(frame: string): void } {
  const sockets: WebSocket[] = [];
  const frames: string[] = [];
  class Tapped extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      sockets.push(this);
      this.on('message', (data) => frames.push(String(data)));
    }
  }
  return { WebSocket: Tapped as typeof WebSocket, frames, inject: (frame) => void sockets.at(-1)!.emit('message', Buffer.from(frame), false) };
}

/** The raw dispatch frame (with its token) that carried the invocation of `runId`. */
function invocationFrame(frames: string[], runId: string): string {
  const frame = frames.find((f) => {
    const d = (JSON.parse(f) as { d?: { type?: string; payload?: { run_id?: string } } }).d;
    return d?.type === EventType.AgentInvocation && d.payload?.run_id === runId;
  });
  if (!frame) throw new Error(`no invocation frame of run ${runId}`);
  return frame;
}

const EMPTY = { versions: 0, handedOut: 0, inputWaiters: 0, inputEvents: 0, patchers: 0, documents: 0, aborts: 0, adopting: 0, recovered: 0, writes: 0 };

describe('a long-lived adapter (15.2): done entries pruned after doneRetentionMs, per-run memory freed at the end', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('three runs (one with a follow-up) complete; a redelivery within the retention starts nothing; then the store and the maps are empty', { timeout: 60_000 }, async () => {
    // Long enough that the runs after the first one and the redelivery fit in it on a loaded machine.
    const RETENTION = 12_000;
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
    const place = await personWithChannel(t, s.alex, 'write');
    const store = new MemoryInboxStore();
    const tap = tappedWebSocket();
    const starts: string[] = [];
    const fetching = async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/start')) starts.push(path.split('/').at(-2)!);
      return fetch(request);
    };
    // Not recorded for the G9 gate: the frames this test hands the adapter again are its own, not the server's,
    // and would read as the server sending a seq twice.
    const adapter = await adapterFor(t.server.url, agent, { inboxStore: store, doneRetentionMs: RETENTION, WebSocket: tap.WebSocket, fetch: fetching, onFrame: () => {} });
    const handled = new Map<string, number>();
    let first: string | undefined;
    adapter.agent.on('invocation', async (run) => {
      handled.set(run.id, (handled.get(run.id) ?? 0) + 1);
      run.patch((doc) => {
        doc.status_line = 'working';
      });
      if (first === undefined) {
        first = run.id;
        const input = await run.nextInput({ signal: AbortSignal.timeout(8_000) });
        await input.delivered();
        await input.absorbed();
      }
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> first`)).status).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'running', 'the first run running', 10_000);
    const followup = await place.who.postMessage(place.thread, `<@${agent.id}> and this`);
    expect(followup.status, followup.text).toBe(201);
    for (const n of [2, 3]) expect((await place.who.postMessage(await threadIn(t, place.channel), `<@${agent.id}> run ${n}`)).status).toBe(201);
    await until(() => adapter.agent.inbox.length === 3 && adapter.agent.inbox.every((e) => e.state === 'done'), 'three runs done', 20_000);
    const runIds = adapter.agent.inbox.map((e) => e.runId);
    expect(adapter.agent.inbox.every((e) => e.outcome?.state === 'completed')).toBe(true);
    expect(adapter.agent.inbox.find((e) => e.runId === first)!.inputs).toMatchObject([{ kind: 'followup', status: 'absorbed' }]);
    for (const id of runIds) expect(await runOf(t, id)).toMatchObject({ state: 'completed' });

    // The end of each run freed what the process held for it (the follow-up's envelope too); asserted
    // below, after the checks of the inbox, which come first.
    await until(() => (adapter.agent.runMemory?.writes ?? 0) === 0, 'the write queues drained', 2_000);
    const atEnd = adapter.agent.runMemory === undefined ? undefined : { ...adapter.agent.runMemory };

    // Within the retention: the invocation of the first run again, as it came (dedupe by event ID)
    // and as a redelivery under another event ID (dedupe by run ID, 15.2): nothing starts.
    const frame = invocationFrame(tap.frames, first!);
    const parsed = JSON.parse(frame) as { d: { id: string } };
    const redelivery = JSON.stringify({ ...parsed, d: { ...parsed.d, id: uuidv7(), redelivered: true } });
    tap.inject(frame);
    tap.inject(redelivery);
    const otherId = (JSON.parse(redelivery) as { d: { id: string } }).d.id;
    await until(() => adapter.agent.inbox.find((e) => e.runId === first)?.eventIds.includes(otherId) === true, 'the redelivery deduped into the done entry', 5_000);
    await sleep(300);
    expect(adapter.errors.filter((e) => e.message.includes('invalid frame'))).toEqual([]);
    expect(adapter.agent.inbox.find((e) => e.runId === first)!.state).toBe('done');
    expect([...handled.values()]).toEqual([1, 1, 1]);
    expect(starts.filter((id) => id === first)).toHaveLength(1);

    // After the retention: the done entries are gone from the store and from memory.
    await until(async () => (await store.load()).length === 0, 'the done entries pruned from the store', RETENTION + 4_000).catch(() => undefined);
    expect((await store.load()).map((e) => `${e.runId} ${e.state}`)).toEqual([]);
    expect(adapter.agent.inbox).toEqual([]);
    expect(atEnd).toEqual(EMPTY);
    expect(adapter.agent.runMemory).toEqual(EMPTY);

    // Past the retention the inbox no longer knows the run: the server's run state refuses the start
    // (409 already_started), the entry ends done with that note, and the handler is not called.
    tap.inject(frame);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'the late redelivery settled', 8_000);
    expect(adapter.agent.inbox[0]).toMatchObject({ runId: first, note: 'already_started' });
    expect([...handled.values()]).toEqual([1, 1, 1]);
    expect(await runOf(t, first!)).toMatchObject({ state: 'completed' });
  });
});

describe('a failed inbox write of a run of this process (15.3): retried with the backoff, never taken for an interrupted run', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('the write of the finish fails once after the handler succeeded: the handler ran once, no onInterrupted, the run completes', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let once = true;
    const store = new FailingStore((entry) => {
      if (entry.state !== 'finishing' || !once) return false;
      once = false;
      return true;
    });
    let interrupted = 0;
    const onInterrupted = async (): Promise<RunOutcome> => {
      interrupted += 1;
      return { state: 'failed', reason: 'adapter_restarted' };
    };
    const adapter = await adapterFor(t.server.url, agent, { inboxStore: store, onInterrupted });
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> finish despite the disk`)).status).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done', 15_000);
    expect(store.failed).toBe(1);
    expect(ran).toBe(1);
    expect(interrupted).toBe(0);
    expect(adapter.agent.inbox[0]).toMatchObject({ state: 'done', outcome: { state: 'completed' } });
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });
    // The failure was reported, not swallowed.
    expect(adapter.errors.some((e) => e.message.includes('inbox write failed (finishing)'))).toBe(true);
  });

  it('the write of the start keeps failing: reported, tried again with the backoff (no hot loop); once the store heals the run completes once', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let broken = true;
    const store = new FailingStore((entry) => broken && entry.state === 'starting');
    const adapter = await adapterFor(t.server.url, agent, { inboxStore: store });
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> a sick disk`)).status).toBe(201);
    await until(() => store.failed >= 1, 'the first failed write', 10_000);
    await sleep(1_500);
    // retryBase 50 ms, retryCap 400 ms: about ten attempts in 1.5 s, never thousands.
    expect(store.failed).toBeLessThanOrEqual(30);
    expect(adapter.errors.some((e) => e.message.includes('inbox write failed (starting)'))).toBe(true);
    expect(ran).toBe(0);
    broken = false;
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done once the store healed', 10_000);
    expect(ran).toBe(1);
    expect(adapter.agent.inbox[0]).toMatchObject({ outcome: { state: 'completed' } });
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });
  });

  it('stop() while a write keeps failing ends the retry\'s wait at once, not after the backoff', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    // The finish's write: the handler has run, and stop() waits for its run to settle.
    const store = new FailingStore((entry) => entry.state === 'finishing');
    // A backoff of 20 s and more: stop() returning within a few seconds shows the wait was cut short.
    const adapter = await adapterFor(t.server.url, agent, { inboxStore: store, retryBase: 20_000, retryCap: 60_000 });
    adapter.agent.on('invocation', async () => {});
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> a dead disk`)).status).toBe(201);
    await until(() => store.failed >= 1, 'the first failed write of the finish', 10_000);
    const stopped = await Promise.race([adapter.agent.stop().then(() => 'stopped' as const), sleep(8_000).then(() => 'still waiting' as const)]);
    expect(stopped).toBe('stopped');
  });
});
