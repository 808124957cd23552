// Two adapter processes of one agent under different consumer names (15.1-15.5; D314, D317). Each
// gets every delivery with a token of its own; the first start wins and the other adapter gets 409
// already_started and starts nothing. What the other adapter still reports for a run it never
// started (a failed check of its token, a cancellation that reached it first) goes with its token,
// and the server ends the run with it only while the run is queued: one consumer's adapter never
// ends the run another consumer runs. Real server, PostgreSQL and sockets; every wait bounded.
// Twin: `brokenFinishWithoutToken` (the finish of a run that never started goes without its token).
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import type { AgentStep } from '../../src/agent/agent.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach, type TestAdapter } from '../support/agent.ts';
import { until } from '../support/e2e.ts';

const { adapterFor } = stoppedAfterEach();

describe('two adapters of one agent: one never ends the run the other runs (15.3, 15.5; D317)', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  /**
   * A runs the run and stops its runtime slowly; B holds the same run unstarted (it has no handler)
   * when a person stops it. The run's state at the moment B is done, and B's note.
   */
  async function cancelReachesTheOther(broken: boolean): Promise<{ stateWhenBDone: string; handlerEnded: boolean; note: string | undefined; final: string }> {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    // A starts only once B holds the run too: a delivery after the start finds the run no longer queued and
    // carries no invocation (15.3), and under load B's could come after A's start (seen in CI).
    let b: TestAdapter | undefined;
    const onStep = async (step: AgentStep) => {
      if (step === 'starting') await until(() => b?.agent.inbox.length === 1, 'B holds the run before A starts it', 10_000);
    };
    const a = await adapterFor(t.server.url, agent, { consumer: 'a', onStep });
    b = await adapterFor(t.server.url, agent, { consumer: 'b', ...(broken ? { brokenFinishWithoutToken: true } : {}) });
    const other = b;
    const seen: { running?: string; ended?: boolean } = {};
    a.agent.on('invocation', async (run, { signal }) => {
      seen.running = run.id;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // the runtime takes a while to stop
      seen.ended = true;
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> job`)).status).toBe(201);
    await until(() => seen.running !== undefined, 'A runs', 10_000);
    await until(() => other.agent.inbox.length === 1, 'B holds the run', 10_000);
    const runId = seen.running!;
    expect((await place.who.request('POST', `/api/v1/runs/${runId}/cancel`)).status).toBe(202);
    await until(() => other.agent.inbox[0]?.state === 'done', 'B done', 10_000);
    const stateWhenBDone = (await runOf(t, runId)).state;
    const handlerEnded = seen.ended === true;
    await until(() => a.agent.inbox[0]?.state === 'done', 'A done', 10_000);
    return { stateWhenBDone, handlerEnded, note: other.agent.inbox[0]?.note, final: (await runOf(t, runId)).state };
  }

  /** B is configured with another billing mode: its check of the token fails, and its finish waits until A runs the run. */
  async function mismatchAtTheOther(broken: boolean): Promise<{ stateWhenBDone: string; note: string | undefined; final: string; aborted: boolean }> {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const seen: { running?: string; aborted?: boolean } = {};
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    // B has the delivery (its finish about to go) before A starts: a delivery after the start carries no invocation (15.3).
    let bFinishing = false;
    const aStep = async (step: AgentStep) => {
      if (step === 'starting') await until(() => bFinishing, 'B checked its token before A starts', 10_000);
    };
    const a = await adapterFor(t.server.url, agent, { consumer: 'a', onStep: aStep });
    a.agent.on('invocation', async (run, { signal }) => {
      seen.running = run.id;
      signal.addEventListener('abort', () => (seen.aborted = true));
      await done;
    });
    const onStep = async (step: AgentStep) => {
      if (step !== 'finishing') return;
      bFinishing = true;
      await until(() => seen.running !== undefined, 'A started first', 10_000);
    };
    const b: TestAdapter = await adapterFor(t.server.url, agent, { consumer: 'b', billingMode: 'api_key', onStep, ...(broken ? { brokenFinishWithoutToken: true } : {}) });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> job`)).status).toBe(201);
    await until(() => b.agent.inbox[0]?.state === 'done', 'B done', 10_000);
    const runId = seen.running!;
    const stateWhenBDone = (await runOf(t, runId)).state;
    release();
    await until(() => a.agent.inbox[0]?.state === 'done', 'A done', 10_000);
    return { stateWhenBDone, note: b.agent.inbox[0]?.note, final: (await runOf(t, runId)).state, aborted: seen.aborted === true };
  }

  it('a Stop that reaches the adapter that never started the run leaves the run to the one that runs it: still running while its runtime stops, then cancelled by it', { timeout: 30_000 }, async () => {
    expect(await cancelReachesTheOther(false)).toEqual({ stateWhenBDone: 'running', handlerEnded: false, note: 'already_started', final: 'cancelled' });
  });

  it('twin: finished without its token, the other adapter ends the run as cancelled while the runner\'s runtime still runs', { timeout: 30_000 }, async () => {
    expect(await cancelReachesTheOther(true)).toMatchObject({ stateWhenBDone: 'cancelled', handlerEnded: false });
  });

  it('a token that fails the other adapter\'s check does not fail the run the first adapter runs: it completes', { timeout: 30_000 }, async () => {
    expect(await mismatchAtTheOther(false)).toEqual({ stateWhenBDone: 'running', note: 'already_started', final: 'completed', aborted: false });
  });

  it('twin: finished without its token, the other adapter\'s billing_mode_mismatch fails the running run', { timeout: 30_000 }, async () => {
    expect(await mismatchAtTheOther(true)).toMatchObject({ stateWhenBDone: 'failed' });
  });
});
