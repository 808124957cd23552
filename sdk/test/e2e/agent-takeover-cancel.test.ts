// A cancellation after a takeover (15.1, 15.5; D392). Process A of a consumer runs a run; process B
// identifies with the same consumer and an inbox of its own, so A is closed with 4015 and B receives
// the run.cancel_requested of the person's Stop. B holds no runtime for the run and reports nothing:
// "the agent ends the runtime and reports cancelled", and only A could end it. The run ends by the
// server's cancel_timeout after agent.cancel_grace, and A's later writes for it are refused.
// Real server, PostgreSQL and sockets; every wait bounded.
import { EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach } from '../support/agent.ts';
import { until } from '../support/e2e.ts';

// 3 s, not shorter: between the person's Stop and the check that the run still runs come the REST call, B's
// delivery and a read of the run; were they slower than the grace on a loaded machine, the job would end the
// run before the check (1 s left too little margin for that, as the server's cancel end-to-end test showed).
const GRACE_MS = 3_000;
const SWEEP_MS = 100;

const { adapterFor } = stoppedAfterEach();

describe('cancellation after a takeover (15.1, 15.5)', () => {
  const s = agentSuite({ 'agent.cancel_grace': `${GRACE_MS}ms`, 'server.run_cancel_sweep_interval': `${SWEEP_MS}ms` }, { jobs: true });
  const t = s.t;

  it('the new process holds no runtime for the run and reports nothing; the run ends by cancel_timeout after agent.cancel_grace, and the old process\'s finish is refused (D392)', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const a = await adapterFor(t.server.url, agent, { consumer: 'sdk' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen: { running?: string; aborted?: boolean } = {};
    a.agent.on('invocation', async (run, { signal }) => {
      seen.running = run.id;
      signal.addEventListener('abort', () => (seen.aborted = true));
      await released; // the runtime goes on after the takeover: nothing told this process to stop
    });
    let stoppedCode: number | undefined;
    a.agent.on('stopped', (close) => (stoppedCode = close.code));
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> job`)).status).toBe(201);
    await until(() => seen.running !== undefined && a.agent.inbox[0]?.state === 'running', 'A runs', 10_000);
    const runId = seen.running!;

    // Another process takes the consumer over (15.1): A is closed with 4015 and does not reconnect.
    const b = await adapterFor(t.server.url, agent, { consumer: 'sdk' });
    const cancels: string[] = [];
    b.agent.on(EventType.RunCancelRequested, (e) => cancels.push(e.payload.run_id));
    await until(() => stoppedCode === 4015, 'A stopped with 4015', 10_000);

    const asked = Date.now();
    expect((await place.who.request('POST', `/api/v1/runs/${runId}/cancel`)).status).toBe(202);
    await until(() => cancels.includes(runId), 'B got run.cancel_requested', 10_000);
    expect(b.agent.inbox, 'B holds no entry for the run').toEqual([]);
    expect((await runOf(t, runId)).state, 'B reported nothing: the run still runs').toBe('running');
    expect(seen.aborted, 'A never heard of the cancellation').toBeUndefined();

    await until(async () => (await runOf(t, runId)).state === 'cancelled', 'cancelled by the server', GRACE_MS + SWEEP_MS + 5_000);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(GRACE_MS);
    expect(await runOf(t, runId)).toMatchObject({ state: 'cancelled', state_reason: 'cancel_timeout' });

    // A's runtime ends later; its finish is refused and the run stays as the server ended it.
    release();
    await until(() => a.agent.inbox[0]?.state === 'done', 'A done', 10_000);
    expect(a.agent.inbox[0]).toMatchObject({ outcome: { state: 'completed' }, note: 'run_not_active' });
    expect(await runOf(t, runId)).toMatchObject({ state: 'cancelled', state_reason: 'cancel_timeout' });
  });
});
