// A cancelled handler's last run.patch reaches the run document before the finish (11.2, 15.5; D514
// addendum). The handler marks its step cancelled when its signal aborts, as the demo agent does; while
// the cancellation waits for the report the run is active and takes patches, so the report waits for
// the patcher (at most a quarter of agent.cancel_grace) and the run ends cancelled with the step
// cancelled, not "running" for good. Twin brokenCancelDropsLastPatch: the change is dropped, as before.
// Real server, PostgreSQL and sockets; every wait is bounded.
import { afterEach, describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { agentSuite, createAgent, runOf, startAdapter, type TestAdapter } from '../support/agent.ts';
import { until } from '../support/e2e.ts';

const s = agentSuite({ 'agent.ack_timeout': '30s', 'agent.run_update_min_interval': '300ms' });
const t = s.t;
const open: TestAdapter[] = [];
afterEach(async () => {
  for (const a of open.splice(0)) await a.agent.stop().catch(() => undefined);
});

/** The document a person's Stop leaves: the handler marks its step running, then cancelled when aborted. */
async function documentAfterStop(broken: boolean): Promise<Record<string, unknown>> {
  const agent = await createAgent(t);
  const place = await personWithChannel(t, s.alex, 'write');
  const adapter = await startAdapter(t.server.url, agent, broken ? { brokenCancelDropsLastPatch: true } : {});
  open.push(adapter);
  let runId: string | undefined;
  adapter.agent.on('invocation', async (run, { signal }) => {
    runId = run.id;
    run.patch((d) => {
      d.status_line = 'working';
      d.steps.s1 = { ordinal: 0, kind: 'tool', name: 'think', status: 'running' };
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 20_000);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    // Right after the first change: the throttle holds this one for agent.run_update_min_interval.
    run.patch((d) => {
      d.status_line = 'cancelled';
      d.steps.s1!.status = 'cancelled';
    });
  });
  expect((await place.who.postMessage(place.thread, `<@${agent.id}> long job`)).status).toBe(201);
  await until(async () => runId !== undefined && (await t.db.pool.query(`SELECT 1 FROM run_patches WHERE run_id = $1`, [runId])).rowCount! > 0, 'the first change stored', 15_000);
  const stop = await place.who.request('POST', `/api/v1/runs/${runId}/cancel`);
  expect(stop.status, stop.text).toBe(202);
  await until(async () => (await runOf(t, runId!)).state === 'cancelled', 'the run cancelled', 15_000);
  expect(await runOf(t, runId!)).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled' });
  const { rows } = await t.db.pool.query<{ document: Record<string, unknown> }>('SELECT document FROM runs WHERE id = $1', [runId]);
  return rows[0]!.document;
}

describe('a cancelled handler’s last change reaches the run document (11.2, 15.5; D514 addendum)', () => {
  it('the step the handler marked cancelled after the abort is cancelled in the ended run', async () => {
    expect(await documentAfterStop(false)).toMatchObject({ status_line: 'cancelled', steps: { s1: { status: 'cancelled' } } });
  });

  it('twin (brokenCancelDropsLastPatch): the change is dropped and the ended run shows the step running', async () => {
    expect(await documentAfterStop(true)).toMatchObject({ status_line: 'working', steps: { s1: { status: 'running' } } });
  });
});
