// One active run per agent and thread, also when messages arrive together (15.4, R-SY-22; D315).
// A message that mentions the agent of the thread's active run becomes its follow-up, and one that
// would trigger another agent is refused with run_active_other_agent. The message statement reads the
// thread's active runs in its own snapshot, taken before it waits for the thread's lock (another
// message of the thread) or a run's lock (a run that ends and whose follow-ups become a new run): a
// run that committed meanwhile was not in its view, and a second run started beside the first. Now a
// later message of the same group commit sees the runs the earlier ones planned, and a message that
// plans a run asks again in its last statement; a run found there fails the transaction (40001) and
// the write is tried again. Each case is made deterministic by holding a lock or the write slot.
// Twins `batchIgnoresPlannedRuns` and `triggerWithoutRecheck`.
import { describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, newThread, triggeredRun } from '../support/runs.ts';
import { useTestServer, type TestServer } from '../support/server.ts';

const ACTIVE = `state IN ('queued', 'running', 'waiting_input')`;

/** The thread's active runs and follow-ups. */
async function threadRuns(t: TestServer, threadId: string): Promise<{ active: number; followups: number }> {
  const { rows } = await t.db.pool.query<{ active: number; followups: number }>(
    `SELECT (SELECT count(*)::int FROM runs WHERE thread_id = $1 AND ${ACTIVE}) AS active,
            (SELECT count(*)::int FROM run_followups f JOIN runs r ON r.id = f.run_id WHERE r.thread_id = $1) AS followups`,
    [threadId],
  );
  return rows[0]!;
}

/** Waits until `n` message writes of the test database wait for a lock (bounded). */
async function lockWaiters(t: TestServer, n: number): Promise<void> {
  await until(`${n} writes wait for the lock held`, async () => {
    const { rows } = await t.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND wait_event_type = 'Lock' AND (query LIKE '%bothy_create_message_%' OR query LIKE '%INSERT INTO messages%')`,
    );
    return rows[0]!.n >= n;
  });
}

/** Waits until `n` new messages queue for the write slot the test holds (bounded). */
const queuedWrites = (t: TestServer, n: number) => until(`${n} messages queue for the write slot`, () => t.server.ctx.messageCommits.queued >= n);

describe('messages of one group commit in one thread (15.4, R-SY-22; D315)', () => {
  // One write slot: the test holds it while the messages queue, so that they commit as one batch.
  const t = useTestServer({ 'server.write_concurrency': 1, 'server.record_frames_dir': '' });

  /** Posts `mentions` (agent indices) at once into a fresh thread, committed as one group; statuses and the thread's runs. */
  async function oneBatch(agentsOf: number[], twins?: ServerContext['twins']): Promise<{ statuses: number[]; active: number; followups: number }> {
    t.server.ctx.twins = twins;
    try {
      const alex = await t.client('alex');
      const person = await personWithChannel(t, alex, 'write');
      const agents = await Promise.all([...new Set(agentsOf)].map(() => createAgent(t)));
      const thread = await newThread(t, person.channel);
      const release = await t.server.ctx.gate.acquire();
      const posts = agentsOf.map((a, i) => person.who.postMessage(thread, `<@${agents[a]!.id}> number ${i}`, uuidv7()));
      try {
        await queuedWrites(t, agentsOf.length);
      } finally {
        release();
      }
      const statuses = (await Promise.all(posts)).map((p) => p.status);
      return { statuses, ...(await threadRuns(t, thread)) };
    } finally {
      t.server.ctx.twins = undefined;
    }
  }

  it('four messages to one agent in one batch: one run, the other three its follow-ups', async () => {
    expect(await oneBatch([0, 0, 0, 0])).toEqual({ statuses: [201, 201, 201, 201], active: 1, followups: 3 });
  });

  it('a message to another agent in the same batch is refused with run_active_other_agent', async () => {
    // The two requests reach the queue in either order: whichever comes first starts its run.
    const { statuses, ...runs } = await oneBatch([0, 1]);
    expect([...statuses].sort()).toEqual([201, 409]);
    expect(runs).toEqual({ active: 1, followups: 0 });
  });

  it('a free-response agent set while a plain message waits: decided on the visibility of now, the message is refused run_active_other_agent (not a 5xx on every try)', async () => {
    const alex = await t.client('alex');
    const person = await personWithChannel(t, alex, 'write');
    const agent = await createAgent(t);
    expect((await person.who.postMessage(person.thread, `<@${agent.id}> please`)).status).toBe(201);
    const release = await t.server.ctx.gate.acquire();
    let post: ReturnType<typeof person.who.postMessage> | undefined;
    try {
      post = person.who.postMessage(person.thread, 'anyone there?');
      await queuedWrites(t, 1);
      // The request's visibility knows no free-response agent; the one of now names the demo's helper.
      await t.db.pool.query('UPDATE channels SET free_response_agent_id = $2 WHERE id = $1', [person.channel, t.ids.helper]);
      await t.db.pool.query(`UPDATE sequence_counters SET value = value + 1 WHERE name = 'visibility_version'`);
    } finally {
      release();
    }
    const res = await post!;
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'run_active_other_agent' });
    expect((await threadRuns(t, person.thread)).active).toBe(1);
  });

  it('twin: a batch whose later messages do not see the runs earlier ones planned starts four runs of one agent in the thread', async () => {
    expect(await oneBatch([0, 0, 0, 0], { batchIgnoresPlannedRuns: true })).toMatchObject({ active: 4, followups: 0 });
  });
});

describe('messages of one thread in transactions of their own, and a run that ends meanwhile (15.4, R-SY-22; D315)', () => {
  const t = useTestServer({ 'server.write_batch_max': 1, 'server.write_concurrency': 4, 'server.record_frames_dir': '' });

  /**
   * Two messages to one agent while the test holds the thread's row: both statements read their snapshot
   * before the lock. One node sends one batch of a thread at a time since D510, so two transactions of a
   * thread meet in PostgreSQL only from two nodes; `threadBatchesOverlap` lets this node stand for both.
   */
  async function twoBehindTheThreadLock(twins?: ServerContext['twins']): Promise<{ statuses: number[]; active: number; followups: number }> {
    const alex = await t.client('alex');
    const person = await personWithChannel(t, alex, 'write');
    const agent = await createAgent(t);
    const thread = await newThread(t, person.channel);
    t.server.ctx.twins = { threadBatchesOverlap: true, ...twins };
    const held = await t.db.pool.connect();
    try {
      await held.query('BEGIN');
      await held.query('SELECT 1 FROM threads WHERE id = $1 FOR UPDATE', [thread]);
      const posts = [0, 1].map((i) => person.who.postMessage(thread, `<@${agent.id}> number ${i}`));
      await lockWaiters(t, 2);
      await held.query('COMMIT');
      const statuses = (await Promise.all(posts)).map((p) => p.status);
      return { statuses, ...(await threadRuns(t, thread)) };
    } finally {
      await held.query('ROLLBACK').catch(() => undefined); // nothing open after a COMMIT; an aborted one does not go back to the pool
      held.release();
      t.server.ctx.twins = undefined;
    }
  }

  /**
   * A queued run whose row the test holds while a message to its agent waits for it; the test then
   * ends the run and queues a new one of the agent in the thread (what settleFollowups does with
   * open follow-ups) and commits.
   */
  async function messageWhileRunEnds(twins?: ServerContext['twins']): Promise<{ status: number; active: number; followups: number }> {
    const alex = await t.client('alex');
    const r = await triggeredRun(t, alex);
    // The message the new run is made of: an open follow-up of the ended run, as settleFollowups takes it.
    const open = await r.person.who.postMessage(r.person.thread, 'a plain message, later the new run\'s trigger');
    expect(open.status, open.text).toBe(201);
    t.server.ctx.twins = twins;
    const held = await t.db.pool.connect();
    try {
      await held.query('BEGIN');
      await held.query('SELECT 1 FROM runs WHERE id = $1 FOR UPDATE', [r.runId]);
      const post = r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> and another thing`);
      await lockWaiters(t, 1);
      await held.query(`UPDATE runs SET state = 'completed', finished_at = now() WHERE id = $1`, [r.runId]);
      await held.query(
        `INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_message_id, trigger_principal_id, document)
         SELECT $2, agent_id, thread_id, channel_id, space_id, 'followup', $3, trigger_principal_id, document FROM runs WHERE id = $1`,
        [r.runId, uuidv7(), open.body.id],
      );
      await held.query('COMMIT');
      const status = (await post).status;
      return { status, ...(await threadRuns(t, r.person.thread)) };
    } finally {
      await held.query('ROLLBACK').catch(() => undefined); // nothing open after a COMMIT; an aborted one does not go back to the pool
      held.release();
      t.server.ctx.twins = undefined;
    }
  }

  it('two messages to one agent that waited for the thread: one run, the other its follow-up', async () => {
    expect(await twoBehindTheThreadLock()).toEqual({ statuses: [201, 201], active: 1, followups: 1 });
  });

  it('twin: without asking again before the runs are written, both start a run', async () => {
    expect(await twoBehindTheThreadLock({ triggerWithoutRecheck: true })).toMatchObject({ statuses: [201, 201], active: 2 });
  });

  it('a message that waited for a run which ended and whose follow-ups became a new run is a follow-up of the new run', async () => {
    expect(await messageWhileRunEnds()).toEqual({ status: 201, active: 1, followups: 1 });
  });

  it('twin: without asking again, the message starts a second run beside the new one', async () => {
    expect(await messageWhileRunEnds({ triggerWithoutRecheck: true })).toMatchObject({ status: 201, active: 2, followups: 0 });
  });
});
