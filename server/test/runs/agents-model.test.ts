// A property test over 15.3-15.5 (issue 16): random, bounded sequences of
// messages to an agent (triggers and follow-ups), deliveries through the gate,
// starts, waits, resumes, finishes, a person's cancel, a revocation and the
// cancel_timeout job, against the real server and PostgreSQL. After every step
// the database is checked against a small model:
//   - no run ends twice (one terminal run.state_changed per run);
//   - no follow-up is lost or goes to the wrong run: every accepted triggering
//     message is a run's trigger or a follow-up of a run of its thread, no
//     follow-up stays queued or delivered on an ended run, every agent.followup
//     names the run that holds the follow-up;
//   - no start or resume with a consumed token: every transition to running
//     spends a jti no earlier transition spent (R-SY-10, R-SY-19);
//   - every run whose cancellation was requested has ended once the job ran
//     after agent.cancel_grace (15.5; the request is moved back by the grace
//     instead of waiting for it).
// Twin: the same runner on a fixed sequence with a resume that accepts a
// consumed token fails the token invariant.
import { EventType } from '@bothy/generated';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepCancelTimeouts } from '../../src/runs/cancel.ts';
import { jtiOf } from '../support/agents.ts';
import { createAgent, readLogRow, useRunSuite, type Agent } from '../support/runs.ts';
import { personWithChannel, type PersonWithChannel } from '../support/people.ts';

const GRACE_MS = 1_000;
const s = useRunSuite({ overrides: { 'agent.cancel_grace': `${GRACE_MS}ms` } });
const t = s.t;
afterEach(() => {
  delete t.server.ctx.twins;
});

type Command =
  | { kind: 'post'; trigger: boolean }
  | { kind: 'deliver'; pick: number }
  | { kind: 'start' | 'resume'; pick: number }
  | { kind: 'wait' }
  | { kind: 'finish'; state: 'completed' | 'failed' | 'cancelled' }
  | { kind: 'cancel' }
  | { kind: 'revoke' }
  | { kind: 'sweep' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('post' as const), trigger: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) }) },
  { weight: 15, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(2) }) },
  { weight: 15, arbitrary: fc.record({ kind: fc.constantFrom('start' as const, 'start' as const, 'resume' as const), pick: fc.nat(2) }) },
  { weight: 6, arbitrary: fc.constant({ kind: 'wait' as const }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('finish' as const), state: fc.constantFrom('completed' as const, 'failed' as const, 'cancelled' as const) }) },
  { weight: 5, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'revoke' as const }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

interface World {
  agent: Agent;
  person: PersonWithChannel;
  /** Messages the server accepted that would trigger the agent. */
  triggers: string[];
  /** Tokens delivered so far, by run. */
  tokens: { runId: string; token: string }[];
  /** jtis that moved a run to running. */
  spent: Set<string>;
  /** Count of run.state_changed running per run, as last seen. */
  runningSeen: Map<string, number>;
  /** Log seqs of token events already delivered. */
  delivered: Set<number>;
}

async function runsOf(w: World): Promise<{ id: string; state: string; cancel_requested_at: Date | null; trigger_message_id: string | null }[]> {
  const { rows } = await t.db.pool.query(`SELECT id, state, cancel_requested_at, trigger_message_id FROM runs WHERE thread_id = $1 ORDER BY created_at, id`, [w.person.thread]);
  return rows;
}

async function activeRun(w: World): Promise<string | undefined> {
  return (await runsOf(w)).find((r) => ['queued', 'running', 'waiting_input'].includes(r.state))?.id;
}

const body = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });

async function execute(w: World, c: Command): Promise<void> {
  const run = await activeRun(w);
  switch (c.kind) {
    case 'post': {
      const res = await w.person.who.postMessage(w.person.thread, c.trigger ? `<@${w.agent.id}> step` : 'people talk');
      if (res.status === 201 && c.trigger) w.triggers.push(res.body.id);
      return;
    }
    case 'deliver': {
      const { rows } = await t.db.pool.query<{ seq: string }>(
        `SELECT seq::text AS seq FROM event_log WHERE audience_principal_id = $1 AND type = ANY($2::text[]) AND ($3::text IS NULL OR $4 OR resource_id = $3) ORDER BY event_log.seq`,
        [w.agent.id, [EventType.AgentInvocation, EventType.AgentFollowup], run ?? null, c.pick === 2],
      );
      if (!rows.length) return;
      // Mostly the newest: `pick` counts back from the end.
      const seq = Number(rows[rows.length - 1 - (c.pick % rows.length)]!.seq);
      const row = await readLogRow(t, seq);
      const d = await s.gate.prepare(row, w.delivered.has(seq), w.agent.holder);
      w.delivered.add(seq);
      if (d.deliver) w.tokens.push({ runId: (JSON.parse(row.json) as { payload: { run_id: string } }).payload.run_id, token: d.invocationToken });
      return;
    }
    case 'start':
    case 'resume': {
      if (!w.tokens.length) return;
      // Mostly a token of the active run (the interesting case), counted back from the newest; else any.
      const mine = w.tokens.filter((x) => x.runId === run);
      const pool = mine.length && c.pick < 2 ? mine : w.tokens;
      const tok = pool[pool.length - 1 - (c.pick % pool.length)]!;
      const res = await w.agent.request('POST', `/api/v1/runs/${tok.runId}/${c.kind}`, body(tok.token));
      if (res.status >= 500) throw new Error(`${c.kind} answered ${res.status}: ${res.text}`);
      if (res.status === 200) {
        const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND resource_id = $2 AND payload->>'state' = 'running'`, [EventType.RunStateChanged, tok.runId]);
        const before = w.runningSeen.get(tok.runId) ?? 0;
        if (rows[0]!.n > before) {
          const jti = jtiOf(tok.token);
          // The token invariant (R-SY-10, R-SY-19): a transition to running spends a jti never spent before.
          expect(w.spent.has(jti), `${c.kind} with a consumed token moved run ${tok.runId} to running`).toBe(false);
          w.spent.add(jti);
          w.runningSeen.set(tok.runId, rows[0]!.n);
        }
      }
      return;
    }
    case 'wait':
      if (run) await w.agent.request('POST', `/api/v1/runs/${run}/wait`);
      return;
    case 'finish':
      if (run) {
        const res = await w.agent.request('POST', `/api/v1/runs/${run}/finish`, { state: c.state });
        if (res.status >= 500) throw new Error(`finish answered ${res.status}: ${res.text}`);
      }
      return;
    case 'cancel':
      if (run) await w.person.who.request('POST', `/api/v1/runs/${run}/cancel`);
      return;
    case 'revoke':
      await s.alex.request('POST', `/api/v1/grants/${w.person.grantId}/revoke`);
      return;
    case 'sweep':
      // agent.cancel_grace has passed for every request (moved back instead of waited for), then one run of the job.
      await t.db.pool.query(`UPDATE runs SET cancel_requested_at = cancel_requested_at - $2 * interval '1 millisecond' WHERE thread_id = $1 AND cancel_requested_at IS NOT NULL`, [w.person.thread, GRACE_MS]);
      await sweepCancelTimeouts(t.server.ctx);
      for (const r of await runsOf(w)) if (r.cancel_requested_at) expect(['completed', 'failed', 'cancelled'], `run ${r.id} with a request ended within grace + one sweep`).toContain(r.state);
      return;
  }
}

async function checkInvariants(w: World): Promise<void> {
  const runs = await runsOf(w);
  const ids = runs.map((r) => r.id);
  // No run ends twice.
  const { rows: ends } = await t.db.pool.query<{ id: string; n: number }>(
    `SELECT resource_id AS id, count(*)::int AS n FROM event_log WHERE type = $1 AND resource_id = ANY($2::text[]) AND payload->>'state' IN ('completed', 'failed', 'cancelled') GROUP BY resource_id`,
    [EventType.RunStateChanged, ids],
  );
  for (const e of ends) expect(e.n, `run ${e.id} ended ${e.n} times`).toBe(1);
  // No follow-up lost: each accepted trigger is a run's trigger or a follow-up of a run of its thread.
  const { rows: fus } = await t.db.pool.query<{ run_id: string; message_id: string; status: string; state: string }>(
    `SELECT f.run_id, f.message_id, f.status, r.state FROM run_followups f JOIN runs r ON r.id = f.run_id WHERE r.thread_id = $1`,
    [w.person.thread],
  );
  const held = new Set([...runs.map((r) => r.trigger_message_id), ...fus.map((f) => f.message_id)]);
  for (const m of w.triggers) expect(held.has(m), `message ${m} is neither a trigger nor a follow-up`).toBe(true);
  for (const f of fus) {
    if (['completed', 'failed', 'cancelled'].includes(f.state)) expect(['absorbed', 'deferred', 'discarded'], `follow-up ${f.message_id} left ${f.status} on ended run ${f.run_id}`).toContain(f.status);
    if (f.status === 'deferred') expect(held.has(f.message_id)).toBe(true);
  }
  // A deferred follow-up lives on in a later run: as its trigger or as its follow-up.
  for (const f of fus.filter((x) => x.status === 'deferred')) {
    const later = runs.some((r) => r.id !== f.run_id && r.trigger_message_id === f.message_id) || fus.some((g) => g.run_id !== f.run_id && g.message_id === f.message_id);
    expect(later, `deferred follow-up ${f.message_id} has no later run`).toBe(true);
  }
  // Never to the wrong run: every agent.followup names the run that holds the follow-up.
  const { rows: sent } = await t.db.pool.query<{ run_id: string; message_id: string }>(
    `SELECT payload->>'run_id' AS run_id, payload->>'message_id' AS message_id FROM event_log WHERE type = $1 AND audience_principal_id = $2`,
    [EventType.AgentFollowup, w.agent.id],
  );
  for (const e of sent) expect(fus.some((f) => f.run_id === e.run_id && f.message_id === e.message_id), `agent.followup for ${e.message_id} names run ${e.run_id}`).toBe(true);
}

async function world(): Promise<World> {
  const agent = await createAgent(t);
  await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
  const person = await personWithChannel(t, s.alex, 'write');
  return { agent, person, triggers: [], tokens: [], spent: new Set(), runningSeen: new Map(), delivered: new Set() };
}

const RUNNING: readonly Command[] = [{ kind: 'post', trigger: true }, { kind: 'deliver', pick: 0 }, { kind: 'start', pick: 0 }];

async function runSequence(cmds: readonly Command[]): Promise<void> {
  const w = await world();
  for (const c of cmds) {
    await execute(w, c);
    await checkInvariants(w);
  }
}

describe('runs under random messages, deliveries, reports, cancellations and access changes (15.3-15.5, fast-check, bounded)', () => {
  it('no run ends twice, no follow-up lost or sent to the wrong run, no consumed token starts or resumes, every requested cancellation ends within grace + one sweep', async () => {
    await fc.assert(
      // Every sequence starts from a running run, so that its steps meet one.
      fc.asyncProperty(fc.array(command, { minLength: 6, maxLength: 20 }), async (cmds) => runSequence([...RUNNING, ...cmds])),
      { numRuns: 40, interruptAfterTimeLimit: 60_000, seed: 0x16 },
    );
  }, 90_000);

  it('twin: a resume that accepts a consumed token fails the token invariant on a fixed sequence', async () => {
    t.server.ctx.twins = { resumeAcceptsConsumed: true };
    const fixed: Command[] = [{ kind: 'post', trigger: true }, { kind: 'deliver', pick: 0 }, { kind: 'start', pick: 0 }, { kind: 'wait' }, { kind: 'resume', pick: 0 }];
    await expect(runSequence(fixed)).rejects.toThrow(/with a consumed token/);
    delete t.server.ctx.twins;
    await runSequence(fixed);
  });
});
