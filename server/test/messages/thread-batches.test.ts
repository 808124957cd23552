// D510 (D406, 3.2, 4): a node has at most two batches of new messages of a thread in PostgreSQL at a
// time (one holding the thread's lock, the next behind it); the others wait in the node. A black-box probe stopped a node (SIGSTOP) with writes of one
// thread in flight: each of its batches queued on the thread's row lock took it in turn once
// PostgreSQL had ended the one before (server.database_idle_transaction_timeout) and idled with it
// again, so the other node's write of the thread waited that timeout once per batch (45 s, then a 503
// at 60 s), not once. Here the thread's row lock is held from outside while messages of the thread
// arrive one by one: the node's backends waiting on a lock are counted (one: the batch that will hold
// the lock; the next goes only once that one holds it, D524), then the lock goes and every message
// commits in the order it came, with gapless thread_seq (4). Twin `nextBatchBeforeLock` (D510 as it
// was): two wait, and the second may be overtaken by the third when the lock goes (CI saw 0, 2-5, 1).
import type { PoolClient } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { withTwins } from '../support/twins.ts';

const t = useTestServer({ 'server.write_concurrency': 6 });
let sam: TestClient;
beforeAll(async () => {
  sam = await t.client('sam');
});

/** Backends of the test's database waiting on a lock, the test's own connections left out. */
async function waitingOnLocks(except: number[]): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND NOT (pid = ANY($1::int[]))`,
    [except],
  );
  return rows[0]!.n;
}

/** Whether a backend of the test's database waits on a lock with the statement of the message of this content (its EXECUTE names it). */
async function waitingWith(content: string): Promise<boolean> {
  const { rows } = await t.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND strpos(query, $1) > 0`,
    [`'${content}'`],
  );
  return rows[0]!.n > 0;
}

/**
 * Holds the thread's row lock, sends `n` messages of the thread one by one (each once the one before
 * waits in the node), counts the node's backends waiting on a lock, then lets the lock go.
 */
async function underHeldThread(n: number): Promise<{ waiting: number; statuses: number[]; seqs: number[]; inArrivalOrder: boolean }> {
  const thread = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, t.ids.general, t.ids.space]);
  const holder: PoolClient = await t.db.pool.connect();
  try {
    const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM threads WHERE id = $1 FOR UPDATE', [thread]);
    const posts: Promise<{ status: number; body: { thread_seq?: number } }>[] = [];
    const contents: string[] = [];
    for (let i = 0; i < n; i += 1) {
      contents.push(`held ${i}`);
      posts.push(sam.postMessage(thread, `held ${i}`) as Promise<{ status: number; body: { thread_seq?: number } }>);
      // Arrival order is the node's: the next message is sent once this one waits there, on the lock in
      // PostgreSQL (its own statement, not any backend waiting: a job of the node may wait on the row
      // too) or, past the two batches in PostgreSQL, in the group commit's queue.
      await until(`message ${i} waiting in the node`, async () => {
        if (await waitingWith(`held ${i}`)) return true;
        let inDatabase = 0;
        for (let j = 0; j < i; j += 1) if (await waitingWith(`held ${j}`)) inDatabase += 1;
        return t.server.ctx.messageCommits.queued >= i + 1 - inDatabase;
      });
    }
    // The first message's transaction waits on the lock in any case.
    await until('a write waiting on the thread lock', async () => (await waitingOnLocks([rows[0]!.pid])) >= 1);
    await new Promise((r) => setTimeout(r, 400));
    const waiting = await waitingOnLocks([rows[0]!.pid]);
    await holder.query('COMMIT');
    const answers = await Promise.all(posts);
    const stored = await t.db.pool.query<{ content_md: string; thread_seq: number }>('SELECT content_md, thread_seq FROM messages WHERE thread_id = $1 ORDER BY thread_seq', [thread]);
    return { waiting, statuses: answers.map((a) => a.status), seqs: stored.rows.map((r) => Number(r.thread_seq)), inArrivalOrder: stored.rows.map((r) => r.content_md).join() === contents.join() };
  } finally {
    await holder.query('ROLLBACK').catch(() => {});
    holder.release();
  }
}

describe('at most two batches of a thread in PostgreSQL per node (D510; D406, 4)', () => {
  it('of six messages of a thread held from outside one transaction waits on its lock, the others in the node; all commit in order once it goes', async () => {
    expect(await underHeldThread(6)).toEqual({ waiting: 1, statuses: [201, 201, 201, 201, 201, 201], seqs: [1, 2, 3, 4, 5, 6], inArrivalOrder: true });
  });

  it('twin (nextBatchBeforeLock): the second batch waits on the lock beside the first, before it holds it (then the third may overtake it, D524)', async () => {
    const seen = await withTwins(t, { nextBatchBeforeLock: true }, () => underHeldThread(6));
    expect(seen.waiting).toBe(2);
  });

  it('twin (threadBatchesOverlap): every batch waits on the lock in PostgreSQL, where a stopped node would hold each in turn (and they may commit out of arrival order)', async () => {
    const seen = await withTwins(t, { threadBatchesOverlap: true }, () => underHeldThread(6));
    expect(seen.waiting).toBeGreaterThan(2);
  });
});
