// One inbox, one process; a restart reads the run before it reports an interrupted one (15.2, 15.3,
// 15.5; D511). A second adapter on the inbox file of a live one is refused (StorageError
// inbox_locked) and the live one's run ends as its handler says; without the lock (the twin) the
// second one finished that run `failed adapter_restarted` while its handler still worked on it. A
// Stop requested while the adapter was down is reported `cancelled` with its reason, not
// `adapter_restarted` (the twin reports without the look). Real server, PostgreSQL and sockets.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import type { InboxStore } from '../../src/agent/inbox.ts';
import { SdkErrorCode } from '../../src/errors.ts';
import { FileInboxStore } from '../../src/node/file-stores.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach } from '../support/agent.ts';
import { until } from '../support/e2e.ts';

const { adapterFor } = stoppedAfterEach();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-agent-inbox-'));
});
afterEach(async () => {
  // The adapters stop in an afterEach that runs after this one: a handler released at a case's end may
  // still write its entry into the folder while it is removed (ENOTEMPTY), so the removal is retried.
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** The twin's store: the same file without open/close, as every InboxStore was before D511. */
function unlocked(file: string): InboxStore {
  const store = new FileInboxStore(file);
  return { load: () => store.load(), put: (e) => store.put(e), delete: (id) => store.delete(id), clear: () => store.clear() };
}

const s = agentSuite({ 'agent.cancel_grace': '60s' });
const t = s.t;

/** Adapter A on `inboxStore` with a run whose handler works until `release()` (deaf to its signal). */
async function aRunning(inboxStore: InboxStore) {
  const agent = await createAgent(t);
  const place = await personWithChannel(t, s.alex, 'write');
  const a = await adapterFor(t.server.url, agent, { inboxStore });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let running: string | undefined;
  a.agent.on('invocation', async (run) => {
    running = run.id;
    await released;
  });
  expect((await place.who.postMessage(place.thread, `<@${agent.id}> work`)).status).toBe(201);
  await until(() => running !== undefined && a.agent.inbox[0]?.state === 'running', 'A runs', 10_000);
  return { agent, place, a, runId: running!, release };
}

describe('two adapters on one inbox file (15.2; D511)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? "the twin: without the lock the second adapter starts, and finishes the first one's running run failed adapter_restarted while its handler works on it"
      : "the second start() rejects with StorageError inbox_locked; the first one's run ends completed, as its handler says";
    it(title, { timeout: 30_000 }, async () => {
      const file = path.join(dir, 'inbox.json');
      const { agent, a, runId, release } = await aRunning(twin ? unlocked(file) : new FileInboxStore(file));
      if (!twin) {
        // The example started twice on one host: the same inbox file, the same consumer.
        await expect(adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file), live: false })).rejects.toMatchObject({ name: 'StorageError', code: SdkErrorCode.InboxLocked });
        release();
        await until(() => a.agent.inbox[0]?.state === 'done', 'A finished', 10_000);
        expect(a.agent.inbox[0]!.outcome).toEqual({ state: 'completed' });
        expect((await runOf(t, runId)).state).toBe('completed');
        return;
      }
      const b = await adapterFor(t.server.url, agent, { inboxStore: unlocked(file), live: false });
      await until(async () => (await runOf(t, runId)).state !== 'running', 'the run ended by B', 10_000);
      expect(b.agent.inbox.find((e) => e.runId === runId)?.outcome, 'B reported the run A still works on').toEqual({ state: 'failed', reason: 'adapter_restarted' });
      expect((await runOf(t, runId)).state).toBe('failed');
      release();
      // A's handler ends and A writes its entry (its finish refused): done before the folder goes.
      await until(() => a.agent.inbox[0]?.state === 'done', 'A settled', 10_000);
    });
  }
});

describe('a Stop requested while the adapter was down (15.5, 15.3; D511)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin: reported without a look at the run, it is failed adapter_restarted although its person asked to stop it'
      : 'the restarted adapter reads the run (cancel_reason) and reports cancelled user_cancelled, not adapter_restarted';
    it(title, { timeout: 30_000 }, async () => {
      const file = path.join(dir, 'inbox.json');
      const crashed = path.join(dir, 'crashed', 'inbox.json');
      // A stands for a process that is gone: its handler does not listen to its signal.
      const { agent, place, a, runId, release } = await aRunning(new FileInboxStore(file));
      // What a process killed now leaves behind: the entry `running`, no Stop in it.
      await mkdir(path.dirname(crashed), { recursive: true });
      await copyFile(file, crashed);

      expect((await place.who.request('POST', `/api/v1/runs/${runId}/cancel`)).status).toBe(202);
      await until(() => a.agent.inbox[0]?.cancelReason !== undefined, 'the Stop written (A saw it)', 10_000);
      expect((await runOf(t, runId)).state, 'the run still runs (agent.cancel_grace 60 s)').toBe('running');

      // The restart: another process with the inbox as the crash left it.
      const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(crashed), live: false, ...(twin ? { brokenInterruptedBlind: true } : {}) });
      await until(() => b.agent.inbox.find((e) => e.runId === runId)?.state === 'done', 'B settled the run', 10_000);
      const outcome = b.agent.inbox.find((e) => e.runId === runId)!.outcome;
      release();
      if (twin) {
        expect(outcome).toEqual({ state: 'failed', reason: 'adapter_restarted' });
        return;
      }
      expect(outcome).toEqual({ state: 'cancelled', reason: 'user_cancelled' });
      expect((await runOf(t, runId)).state).toBe('cancelled');
    });
  }
});
