// A process restarted on its own folder after another one took its consumer over (15.1, 6.4; D529,
// D305). Process A (folder X: inbox and gateway session) is taken over by B (folder Y, the same
// consumer): A gets 4015. Both stop; A starts again on X and resumes the session it stored there. The
// server refuses that resume with 4015 (D305: B's session still holds the consumer). The new process
// drops the stored session and identifies once: it holds the consumer and runs a new mention (the
// twin brokenStoredSessionReplacedIsFatal stops on that 4015, and the mention stays queued). With B
// still running, the restarted A takes over and B stops on 4015 without coming back (the newest start
// wins, no ping-pong). A process that calls stop() on `stopped`, as the README's adapter does, leaves
// no inbox lock after its 4015 (D529 addendum: the SDK does not give it back by itself). Each "process" is a
// real process (sdk/test/support/agent-takeover-child.ts) or a BothyAgent of its own with file
// stores: what a process keeps across a restart is its folder.
// Real server, PostgreSQL and sockets.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloseCode } from '@bothy/generated';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { FileCursorStore, FileInboxStore } from '../../src/node/file-stores.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach, type Agent, type TestAdapter } from '../support/agent.ts';
import { sleep, until, within } from '../support/e2e.ts';
import { spawnTs, type Child } from '../../../server/test/support/child.ts';

const CHILD = '../sdk/test/support/agent-takeover-child.ts';
const { adapterFor } = stoppedAfterEach();
const children: Child[] = [];
/** A child process, killed after the case if it still runs. */
const track = (child: Child): Child => (children.push(child), child);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-takeover-restart-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await child.exited;
  }
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

const s = agentSuite({ 'agent.ack_timeout': '30s' });
const t = s.t;

/** The stores of one folder, as a process on it opens them. */
const folder = (name: string) => ({
  inboxStore: new FileInboxStore(path.join(dir, name, 'inbox.json')),
  sessionStore: new FileCursorStore(path.join(dir, name, 'session.json')),
});
const lockOf = (name: string) => path.join(dir, name, 'inbox.json.lock');

/** What an adapter told its app: its `stopped` codes, every close code, and each close as `<code> <earlier|own> <recovery>` (D531). */
function watch(a: TestAdapter): { stopped: Array<number | undefined>; closes: number[]; reactions: string[] } {
  const seen = { stopped: [] as Array<number | undefined>, closes: [] as number[], reactions: [] as string[] };
  a.agent.on('stopped', (why) => seen.stopped.push(why.code));
  a.agent.on('close', (c) => {
    seen.closes.push(c.code);
    seen.reactions.push(`${c.code} ${c.earlierSession ? 'earlier' : 'own'} ${c.info.recovery}`);
  });
  return seen;
}

/** A (folder x) live, then taken over by B (folder y): A stopped with 4015. */
async function takenOver(agent: Agent) {
  const a = await adapterFor(t.server.url, agent, { consumer: 'shared', ...folder('x') });
  const seenA = watch(a);
  const b = await adapterFor(t.server.url, agent, { consumer: 'shared', ...folder('y') });
  await until(() => seenA.stopped.length === 1, 'A stopped by the takeover');
  expect(seenA.stopped).toEqual([CloseCode.ConsumerReplaced]);
  expect(a.agent.state).toBe('closed');
  return { a, b };
}

describe('a new process whose resume of a session stored by an earlier one is refused with 4015 identifies once and takes the consumer (15.1, 6.4; D529, D305)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenStoredSessionReplacedIsFatal): the restarted process stops on 4015, nobody holds the consumer, the mention stays queued'
      : 'process A restarted on its folder after B took over and stopped: it drops the stored session, identifies, goes live and completes a new mention';
    it(title, { timeout: 60_000 }, async () => {
      const agent = await createAgent(t);
      const place = await personWithChannel(t, s.alex, 'write');
      const env = { BOTHY_URL: t.server.url, BOTHY_API_TOKEN: agent.apiToken, DIR: path.join(dir, 'x'), CONSUMER: 'shared' };
      const first = track(spawnTs(CHILD, [], env));
      await first.waitFor(/^live$/m);
      const b = await adapterFor(t.server.url, agent, { consumer: 'shared', ...folder('y') });
      await first.waitFor(/^stopped 4015$/m);
      // A stops on its 4015 (stop() on `stopped`, as the README's adapter): its inbox lock is given back.
      const ended = await within(first.exited, 'A ended after its 4015', 15_000);
      expect(ended.code).toBe(0);
      expect(existsSync(lockOf('x')), "A's inbox lock is given back by stop() after its 4015").toBe(false);
      expect(existsSync(path.join(dir, 'x', 'session.json')), 'A stored its session').toBe(true);
      await b.agent.stop();

      const restarted = track(spawnTs(CHILD, [], { ...env, ...(twin ? { BROKEN_STORED_SESSION: '1' } : {}) }));
      if (twin) {
        await restarted.waitFor(/^stopped 4015$/m);
        expect(restarted.stdout.match(/^(close|stopped) \d+.*$/gm)).toEqual(['close 4015 own fatal', 'stopped 4015']);
        expect((await place.who.postMessage(place.thread, `<@${agent.id}> after the restart`)).status).toBe(201);
        await sleep(1_500);
        expect(restarted.stdout, 'no process runs the mention').not.toMatch(/^handler /m);
        const { rows } = await t.db.pool.query<{ state: string }>(`SELECT state FROM runs WHERE agent_id = $1`, [agent.id]);
        expect(rows.map((r) => r.state)).toEqual(['queued']);
        return;
      }
      await restarted.waitFor(/^live$/m);
      // D531: the refused resume reaches the app as one close that says so (the earlier process's
      // session, the reaction taken: identify), and no `stopped`: it is no stop.
      expect(restarted.stdout.match(/^(close|stopped) \d+.*$/gm), 'the refused resume, then an identify').toEqual(['close 4015 earlier identify']);
      expect((await place.who.postMessage(place.thread, `<@${agent.id}> after the restart`)).status).toBe(201);
      const runId = (await restarted.waitFor(/^handler (\S+)$/m))[1]!;
      await until(async () => (await runOf(t, runId)).state === 'completed', 'the mention run completed', 15_000);
      restarted.kill('SIGTERM');
      expect((await within(restarted.exited, 'the restarted A stopped', 15_000)).code).toBe(0);
      expect(existsSync(lockOf('x')), 'stop() gave the lock back').toBe(false);
    });
  }

  it('with B still running: the restarted A takes the consumer over, B stops on 4015 and does not come back; A keeps it and runs the mention', { timeout: 40_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const { a, b } = await takenOver(agent);
    await a.agent.stop();
    const seenB = watch(b);
    const restarted = await adapterFor(t.server.url, agent, { consumer: 'shared', ...folder('x'), live: false });
    const seenA = watch(restarted);
    await within(restarted.agent.whenLive(), 'the restarted A live');
    await until(() => seenB.stopped.length === 1, 'B stopped by the newest start');
    expect(seenB.stopped).toEqual([CloseCode.ConsumerReplaced]);
    // B's 4015 is on a connection B identified itself: fatal, no reconnect (D305's reason).
    await sleep(1_500);
    expect(b.agent.state).toBe('closed');
    expect(seenB.closes).toEqual([CloseCode.ConsumerReplaced]);
    expect(seenB.reactions).toEqual([`${CloseCode.ConsumerReplaced} own fatal`]);
    expect(restarted.agent.state).toBe('live');
    expect(seenA.stopped).toEqual([]);
    expect(seenA.reactions, "the restarted A's refused resume: one close, the earlier session's, recovery identify (D531)").toEqual([`${CloseCode.ConsumerReplaced} earlier identify`]);
    const ran: string[] = [];
    restarted.agent.on('invocation', async (run) => {
      ran.push(run.id);
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> newest start`)).status).toBe(201);
    await until(() => restarted.agent.inbox[0]?.state === 'done', 'the mention run done', 15_000);
    expect((await runOf(t, ran[0]!)).state).toBe('completed');
    // B stopped after its 4015: its lock goes back too.
    await b.agent.stop();
    expect(existsSync(lockOf('y'))).toBe(false);
  });

  it('a 4015 on a session this process resumed itself stays fatal: A started again (the same BothyAgent, its own stored session) stops on 4015 and does not identify over the newer holder', { timeout: 40_000 }, async () => {
    const agent = await createAgent(t);
    const { a, b } = await takenOver(agent);
    const seenA = watch(a);
    const seenB = watch(b);
    await a.agent.start();
    await until(() => seenA.stopped.length === 1, 'A stopped again');
    expect(seenA.stopped).toEqual([CloseCode.ConsumerReplaced]);
    await sleep(1_000);
    expect(a.agent.state).toBe('closed');
    expect(b.agent.state).toBe('live');
    expect(seenB.closes).toEqual([]);
  });
});
