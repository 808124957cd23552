// A consumed answer resumes nothing (15.3 resumption, 15.4, R-SY-19; D313). While a run waits,
// every delivery of input (agent.followup, interaction.created) carries a fresh token that replaces
// invocation_jti (15.3 step 5). A redelivery of an answer the adapter already resumed the run with
// (agent.ack_timeout, a restart before acked_seq was stored) came with such a token too, and it
// resumed the run again while it waited on a different question, replacing the token of the real
// answer. Now the run keeps the seq of the input whose token resumed it last, and only a newer input
// replaces invocation_jti while it waits; the redelivery still carries a token (it resumes nothing).
// Input delivered to the running turn counts as consumed once its consumer acknowledged it (D370).
// Twins `consumedInputResumes`, `runningInputTakenUnacked`. Real server and PostgreSQL; the gate is the server's own.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { jtiOf, until } from '../support/agents.ts';
import { followupRow, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite({ overrides: { 'server.record_frames_dir': '' } });
const t = s.t;
afterEach(() => {
  t.server.ctx.twins = undefined;
});

const startBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const call = (r: TriggeredRun, path: string, body?: unknown) => r.agent.request<Record<string, unknown>>('POST', `/api/v1/runs/${r.runId}/${path}`, body);

const followup = (r: TriggeredRun) => followupRow(t, r);

/** A waiting run resumed by an answer, then waiting again on another question; the answer's row. */
async function answeredAndWaitingAgain(): Promise<{ r: TriggeredRun; answer: Awaited<ReturnType<typeof followup>> }> {
  const r = await s.running();
  expect((await call(r, 'wait')).status).toBe(200);
  const answer = await followup(r);
  const first = await s.prepare(r, false, answer);
  if (!first.deliver) throw new Error('the gate refused the answer');
  expect((await call(r, 'resume', startBody(first.invocationToken))).status).toBe(200);
  expect((await call(r, 'wait')).status).toBe(200);
  return { r, answer };
}

describe('a consumed answer resumes nothing (15.3, R-SY-19; D313)', () => {
  it('the answer redelivered after it resumed the run, while the run waits again: delivered with a token that does not resume it', async () => {
    const { r, answer } = await answeredAndWaitingAgain();
    const again = await s.prepare(r, true, answer);
    expect(again.deliver).toBe(true);
    const res = await call(r, 'resume', startBody(again.deliver ? again.invocationToken : ''));
    expect(res.status, res.text).toBe(403);
    expect((await r.agent.request<{ state: string }>('GET', `/api/v1/runs/${r.runId}`)).body.state).toBe('waiting_input');
  });

  it('a newer answer still resumes it, also after the old one was redelivered', async () => {
    const { r, answer } = await answeredAndWaitingAgain();
    await s.prepare(r, true, answer);
    const next = await followup(r);
    const d = await s.prepare(r, false, next);
    if (!d.deliver) throw new Error('the gate refused the newer answer');
    expect((await call(r, 'resume', startBody(d.invocationToken))).status).toBe(200);
  });

  it('the consumed answer redelivered after a newer one was delivered: the newer one’s token still resumes', async () => {
    const { r, answer } = await answeredAndWaitingAgain();
    const next = await followup(r);
    const d = await s.prepare(r, false, next);
    if (!d.deliver) throw new Error('the gate refused the newer answer');
    await s.prepare(r, true, answer);
    expect((await call(r, 'resume', startBody(d.invocationToken))).status).toBe(200);
  });

  it('input taken by the running turn (a steer follow-up) and acknowledged, redelivered once the run waits: resumes nothing', async () => {
    expect(await runningInputRedelivered({ acked: true })).toEqual({ status: 403, state: 'waiting_input' });
  });

  it('input delivered to the running turn, not yet acknowledged but reported delivered to the runtime (15.4), redelivered once the run waits: resumes nothing', async () => {
    expect(await runningInputRedelivered({ acked: false, reported: true })).toEqual({ status: 403, state: 'waiting_input' });
  });

  it('input delivered to the running turn and never acknowledged (its frame lost), redelivered once the run waits: resumes the run (D370)', async () => {
    expect(await runningInputRedelivered({ acked: false })).toEqual({ status: 200, state: 'running' });
  });

  it('twin: taken at its delivery, acknowledged or not (as before D370), the lost input resumes nothing and the run waits for good', async () => {
    t.server.ctx.twins = { runningInputTakenUnacked: true };
    expect(await runningInputRedelivered({ acked: false })).toEqual({ status: 403, state: 'waiting_input' });
  });

  it('an answer redelivered before any resume (its first delivery lost) still resumes the run', async () => {
    const r = await s.running();
    expect((await call(r, 'wait')).status).toBe(200);
    const answer = await followup(r);
    await s.prepare(r, false, answer); // its token never reached the adapter
    const again = await s.prepare(r, true, answer);
    if (!again.deliver) throw new Error('the gate refused the redelivery');
    expect((await call(r, 'resume', startBody(again.invocationToken))).status).toBe(200);
  });

  it('twin: a consumed answer that replaces the token again (as before D313) resumes the run a second time', async () => {
    const { r, answer } = await answeredAndWaitingAgain();
    t.server.ctx.twins = { consumedInputResumes: true };
    const again = await s.prepare(r, true, answer);
    expect((await call(r, 'resume', startBody(again.deliver ? again.invocationToken : ''))).status).toBe(200);
  });
});

/**
 * A steer follow-up delivered while the run runs, acknowledged by the consumer (its acked_seq, 15.2) or
 * not (the frame never reached the adapter); the adapter then waits, and the follow-up is delivered
 * again: the resume with the redelivery's token, and the run's state after it.
 */
async function runningInputRedelivered(o: { acked: boolean; reported?: boolean }): Promise<{ status: number; state: string }> {
  const r = await s.running();
  await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [r.agent.id]);
  const input = await followup(r);
  expect((await s.prepare(r, false, input)).deliver).toBe(true);
  if (o.acked) await t.db.pool.query(`UPDATE agent_consumer_cursors SET acked_seq = $3 WHERE agent_id = $1 AND consumer = $2`, [r.agent.id, r.agent.holder.consumer, input.seq]);
  // The adapter's patch followups/<message_id> delivered (15.4), as its row stores it.
  if (o.reported) await t.db.pool.query(`INSERT INTO run_followups (run_id, message_id, ordinal, status) VALUES ($1, $2, 1, 'delivered')`, [r.runId, r.messageId]);
  expect((await call(r, 'wait')).status).toBe(200);
  const again = await s.prepare(r, true, input);
  const res = await call(r, 'resume', startBody(again.deliver ? again.invocationToken : ''));
  return { status: res.status, state: (await r.agent.request<{ state: string }>('GET', `/api/v1/runs/${r.runId}`)).body.state };
}

/**
 * A retried resume (its first answer lost) that read the waiting run before the first resume with
 * the same token committed, and whose compare-and-swap comes only after that resume and the turn's
 * next wait committed: the row is held while the retry waits in its UPDATE, and what the two leave
 * behind is written meanwhile. The retry's status.
 */
async function retryAfterResumeAndWait(twins?: ServerContext['twins']): Promise<{ status: number; state: string }> {
  const r = await s.running();
  expect((await call(r, 'wait')).status).toBe(200);
  const answer = await followup(r);
  const d = await s.prepare(r, false, answer);
  if (!d.deliver) throw new Error('the gate refused the answer');
  t.server.ctx.twins = twins;
  const held = await t.db.pool.connect();
  try {
    await held.query('BEGIN');
    await held.query('SELECT 1 FROM runs WHERE id = $1 FOR UPDATE', [r.runId]);
    const retry = call(r, 'resume', startBody(d.invocationToken));
    await until('the retry waits in its compare-and-swap', async () => {
      const { rows } = await t.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE runs SET state%'`,
      );
      return rows[0]!.n > 0;
    });
    // The first resume consumed the token (started_jti, its entry alone) and the turn waits again.
    await held.query(
      `UPDATE runs SET started_jti = $2, consumer_tokens = jsonb_build_object('default', jsonb_build_object('jti', $2::text, 'renewed_from', null, 'input_seq', null)),
              resumed_input_seq = $3, version = version + 2 WHERE id = $1`,
      [r.runId, jtiOf(d.invocationToken), answer.seq],
    );
    await held.query('COMMIT');
    const res = await retry;
    const now = await r.agent.request<{ state: string }>('GET', `/api/v1/runs/${r.runId}`);
    return { status: res.status, state: now.body.state };
  } finally {
    await held.query('ROLLBACK').catch(() => undefined); // nothing open after the COMMIT; an open one does not go back to the pool
    held.release();
  }
}

describe('a spent token resumes nothing, also in a race (R-SY-19; D314)', () => {
  it('a retried resume whose compare-and-swap comes after the first resume and the next wait is refused: the run still waits', async () => {
    expect(await retryAfterResumeAndWait()).toEqual({ status: 403, state: 'waiting_input' });
  });

  it('twin: a compare-and-swap that does not ask for an unspent token resumes the waiting run a second time without input', async () => {
    expect(await retryAfterResumeAndWait({ casTakesSpentToken: true })).toEqual({ status: 200, state: 'running' });
  });
});
