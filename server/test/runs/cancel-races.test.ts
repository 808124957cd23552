// A person's Stop against the agent's own calls (15.5, 15.3; D144, D298): once a
// cancellation request is written, the run only ends, and it ends cancelled. Start,
// resume and finish decide on the run as they read it; the test makes the request
// land between that read and their write, deterministically: it holds the run's
// row lock in a transaction of its own, lets the call read and block on its write
// (seen in pg_stat_activity), then writes the request as runs/cancel.ts does and
// commits. Real server and PostgreSQL; every wait is bounded.
import { EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { actAgainstOpenTransaction } from '../support/open-transaction.ts';
import { eventsOf, readLogRow, runRow, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const call = (r: TriggeredRun, path: string, body?: unknown, method = 'POST') => r.agent.request<Record<string, unknown>>(method, `/api/v1/runs/${r.runId}${path}`, body);

/** A waiting run with the token of its answer (a follow-up, 15.4 / 15.3 step 5). */
async function waitingWithAnswer(): Promise<{ r: TriggeredRun; token: string }> {
  const r = await s.running();
  expect((await call(r, '/wait')).status).toBe(200);
  const f = await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> here is the answer`);
  expect(f.status, f.text).toBe(201);
  const [e] = await eventsOf(t, 'run', r.runId, EventType.AgentFollowup);
  const d = await s.prepare(r, false, await readLogRow(t, e!.seq));
  if (!d.deliver) throw new Error('the answer was not delivered');
  return { r, token: d.invocationToken };
}

/**
 * `act` reads the run and blocks on its write behind the test's row lock; the cancellation request
 * (runs/cancel.ts requestCancel's write) commits under that lock; then `act` goes on. Its answer.
 */
async function requestLandsBetween<T>(r: TriggeredRun, act: () => Promise<T>): Promise<T> {
  const { answer } = await actAgainstOpenTransaction(t.db.pool, {
    hold: async (c) => void (await c.query('SELECT 1 FROM runs WHERE id = $1 FOR UPDATE', [r.runId])),
    act,
    waiting: 'the call waits for the run row',
    blockedStatement: '%UPDATE runs SET state%',
    beforeCommit: async (c) => void (await c.query(`UPDATE runs SET cancel_requested_at = now(), cancel_reason = 'user_cancelled', updated_at = now() WHERE id = $1`, [r.runId])),
  });
  return answer;
}

describe('a cancellation request that lands while the agent acts holds (15.5; D298)', () => {
  it('finish completed, read before the request: the run ends cancelled with user_cancelled, not completed', async () => {
    const r = await s.running();
    const fin = await requestLandsBetween(r, () => call(r, '/finish', { state: 'completed' }));
    expect(fin.status, fin.text).toBe(200);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled', cancel_reason: 'user_cancelled' });
  });

  it('resume, read before the request: refused, and the run stays waiting for its end', async () => {
    const { r, token } = await waitingWithAnswer();
    const res = await requestLandsBetween(r, () => call(r, '/resume', startBody(token)));
    expect(res.status, res.text).toBe(409);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'waiting_input', cancel_reason: 'user_cancelled' });
  });

  it('start, read before the request: refused, the run stays queued for its end', async () => {
    const r = await s.triggered();
    const d = await s.prepare(r, false);
    if (!d.deliver) throw new Error('the gate refused the delivery');
    const res = await requestLandsBetween(r, () => call(r, '/start', startBody(d.invocationToken)));
    expect(res.status, res.text).toBe(409);
    expect(await runRow(t, r.runId)).toMatchObject({ state: 'queued', cancel_reason: 'user_cancelled' });
  });

  it('twin: without the request in the compare-and-swap (as before D298), finish ends it completed, resume and start run it', async () => {
    t.server.ctx.twins = { casIgnoresCancel: true };
    try {
      const a = await s.running();
      expect((await requestLandsBetween(a, () => call(a, '/finish', { state: 'completed' }))).status).toBe(200);
      expect(await runRow(t, a.runId)).toMatchObject({ state: 'completed', cancel_reason: 'user_cancelled' });
      const { r, token } = await waitingWithAnswer();
      expect((await requestLandsBetween(r, () => call(r, '/resume', startBody(token)))).status).toBe(200);
      expect(await runRow(t, r.runId)).toMatchObject({ state: 'running', cancel_reason: 'user_cancelled' });
      const q = await s.triggered();
      const d = await s.prepare(q, false);
      if (!d.deliver) throw new Error('the gate refused the delivery');
      expect((await requestLandsBetween(q, () => call(q, '/start', startBody(d.invocationToken)))).status).toBe(200);
      expect(await runRow(t, q.runId)).toMatchObject({ state: 'running', cancel_reason: 'user_cancelled' });
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
