// The push sender sends outside any transaction, under a lease (7.6, 8.3 "Push"; D413, D120, D406).
// A push job is claimed with a lease in a short transaction that also checks push.deliver again,
// sent with no transaction open, and marked done only while the lease is the sender's own. Each
// "node" here is a pool of its own on the test database, named so that pg_stat_activity tells its
// sessions apart. Before D413 (twin pushSendInsideTransaction) the send ran inside the job's
// transaction: a sender slower than server.database_idle_transaction_timeout lost its session, the
// job stayed queued and went again at every pass. Twin pushClaimWithoutLease: a second sender
// takes a job whose lease is live. Twin pushDoneIgnoresLease (D435): a holder whose lease ran out
// writes its "done" over the next holder's lease. A failed send waits a full-jitter backoff before the
// next attempt, and the job is dropped after server.push_max_attempts (D443; twin pushRetryWithoutBackoff:
// the failing sender is called at every pass; twin pushClaimIgnoresBackoff: the claim takes the job inside
// its backoff, and the sender is called there). A claim whose answer came after its lease ran out sends
// nothing (D399's check, D445; twin pushClaimAnsweredLateSends: the job goes twice).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { createPool, poolOptionsOf, type Pool, type PoolClient } from '../../src/db/pool.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { runConsumerRound, START_AT } from '../../src/workers/consumer.ts';
import { PUSH_ATTEMPTS_EXHAUSTED, PUSH_CONSUMER, pushReceivers, sendPushJobs, type PushSender } from '../../src/workers/push.ts';
import { until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

/** server.database_idle_transaction_timeout of the slow sender's node, and its send: well past it. */
const IDLE_LIMIT_MS = 500;
const SLOW_SEND_MS = 1_500;

const t = useTestServer();
const pools: Pool[] = [];
let alex: TestClient;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const toHead = async () => {
  while ((await runConsumerRound(t.db.pool, PUSH_CONSUMER, pushReceivers, 500, START_AT.push)).read === 500);
};

beforeAll(async () => {
  alex = await t.client('alex');
  await toHead();
});

// A twin leaves its job queued: no later test may send it.
afterEach(async () => {
  await t.db.pool.query(`UPDATE worker_jobs SET state = 'dropped', reason = 'test_cleanup', lease_id = NULL, lease_until = NULL WHERE consumer = $1 AND state = 'queued'`, [PUSH_CONSUMER]);
});

afterAll(async () => {
  for (const p of pools.splice(0)) await p.end();
});

type NodeSettings = Partial<Pick<ServerContext['config']['server'], 'pushSendTimeoutMs' | 'pushRetryBaseMs' | 'pushRetryCapMs' | 'pushMaxAttempts' | 'databaseIdleTransactionTimeoutMs'>>;

/**
 * Another node on the test database, with its own settings over the suite's: a pool of its own as those
 * settings build it (poolOptionsOf), 4 connections, named `name` in pg_stat_activity.
 */
function node(name: string, o: { twins?: ServerContext['twins'] } & NodeSettings = {}): ServerContext {
  const { twins, ...settings } = o;
  const config = { ...t.server.ctx.config, server: { ...t.server.ctx.config.server, ...settings } };
  const pool = createPool(t.db.url, { ...poolOptionsOf(config.server), max: 4, applicationName: name });
  pools.push(pool);
  return { ...t.server.ctx, pool, config, twins };
}

/** One queued push job: a message that mentions a person who may read it, through the push consumer. */
async function queuedPush(): Promise<{ id: number; receiver: string }> {
  const poster = await personWithChannel(t, alex, 'write');
  const mentioned = await personWithChannel(t, alex, 'read');
  const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: mentioned.who.principalId }, target: { kind: 'channel', id: poster.channel }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  const posted = await poster.who.postMessage(poster.thread, `<@${mentioned.who.principalId}> look`);
  expect(posted.status, posted.text).toBe(201);
  await toHead();
  const { rows } = await t.db.pool.query<{ id: number }>(`SELECT id FROM worker_jobs WHERE consumer = $1 AND receiver_principal_id = $2 AND state = 'queued'`, [PUSH_CONSUMER, mentioned.who.principalId]);
  expect(rows).toHaveLength(1);
  return { id: rows[0]!.id, receiver: mentioned.who.principalId };
}

async function jobOf(id: number): Promise<{ state: string; attempts: number; lease_id: string | null } | undefined> {
  return (await t.db.pool.query(`SELECT state, attempts, lease_id FROM worker_jobs WHERE id = $1`, [id])).rows[0];
}

/** Sessions of the pool named `name` that are inside a transaction with no statement running. */
async function idleInTransaction(name: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND state LIKE 'idle in transaction%'`, [name]);
  return rows[0]!.n;
}

/** Whether a transaction holds the job's row lock (FOR UPDATE NOWAIT from another connection). */
async function rowLocked(id: number): Promise<boolean> {
  const c = await t.db.pool.connect();
  try {
    await c.query('BEGIN');
    await c.query('SELECT 1 FROM worker_jobs WHERE id = $1 FOR UPDATE NOWAIT', [id]);
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') return true;
    throw err;
  } finally {
    await c.query('ROLLBACK');
    c.release();
  }
}

/** A gate a sender waits at until the test opens it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

describe('a push sender slower than server.database_idle_transaction_timeout (7.6, 8.3 "Push"; D413, D406)', () => {
  /** Two passes of a node whose sender takes SLOW_SEND_MS; at the send's start it looks from another connection. */
  async function slowSends(twins?: ServerContext['twins']) {
    const name = `push-slow-${uuidv7().slice(-8)}`;
    const ctx = node(name, { databaseIdleTransactionTimeoutMs: IDLE_LIMIT_MS, twins });
    const job = await queuedPush();
    const sends: string[] = [];
    const seen: { idleInTransaction: number; rowLocked: boolean }[] = [];
    const sender: PushSender = {
      send: async (to) => {
        sends.push(to);
        seen.push({ idleInTransaction: await idleInTransaction(name), rowLocked: await rowLocked(job.id) });
        await sleep(SLOW_SEND_MS);
      },
    };
    const passes: (number | 'failed')[] = [];
    for (let i = 0; i < 2; i++) passes.push(await sendPushJobs(ctx, sender, 10).then((r) => r.sent, () => 'failed' as const));
    return { sends: sends.filter((s) => s === job.receiver).length, seen, passes, job: await jobOf(job.id) };
  }

  it('is sent exactly once and ends done, with no pooled connection in a transaction and no row lock during the send', async () => {
    const r = await slowSends();
    expect(r.sends).toBe(1);
    expect(r.passes).toEqual([1, 0]);
    expect(r.seen).toEqual([{ idleInTransaction: 0, rowLocked: false }]);
    expect(r.job).toEqual({ state: 'done', attempts: 1, lease_id: null });
  });

  it('twin pushSendInsideTransaction: PostgreSQL ends the session, the job stays queued and is sent again at every pass', async () => {
    const r = await slowSends({ pushSendInsideTransaction: true });
    expect(r.sends).toBe(2);
    expect(r.passes).toEqual(['failed', 'failed']);
    expect(r.seen[0]!.idleInTransaction).toBeGreaterThanOrEqual(1);
    expect(r.seen[0]!.rowLocked).toBe(true);
    expect(r.job?.state).toBe('queued');
  });
});

describe('two senders on one database (7.6; D413, D120)', () => {
  /** A's send waits at a gate while B runs a pass; then A's send ends. */
  async function twoSenders(twins?: ServerContext['twins']) {
    const a = node(`push-a-${uuidv7().slice(-8)}`, { twins });
    const b = node(`push-b-${uuidv7().slice(-8)}`, { twins });
    const job = await queuedPush();
    const byA: string[] = [];
    const byB: string[] = [];
    const g = gate();
    const passA = sendPushJobs(a, { send: async (to) => void (byA.push(to), await g.wait) }, 10);
    await until('A sends the push', () => byA.length > 0);
    const passB = await sendPushJobs(b, { send: async (to) => void byB.push(to) }, 10);
    g.open();
    const passAResult = await passA;
    return { byA: byA.filter((s) => s === job.receiver).length, byB: byB.filter((s) => s === job.receiver).length, passA: passAResult, passB, job: await jobOf(job.id) };
  }

  it('never send the same job while its lease is live', async () => {
    const r = await twoSenders();
    expect([r.byA, r.byB]).toEqual([1, 0]);
    expect(r.passB).toEqual({ sent: 0, dropped: 0 });
    expect(r.job).toEqual({ state: 'done', attempts: 1, lease_id: null });
  });

  it('twin pushClaimWithoutLease: B sends the job A is sending', async () => {
    const r = await twoSenders({ pushClaimWithoutLease: true });
    expect([r.byA, r.byB]).toEqual([1, 1]);
  });

  it('a job whose lease ran out is taken by the next pass; the stalled holder\'s late outcome is fenced away', async () => {
    const a = node(`push-stalled-${uuidv7().slice(-8)}`);
    const b = node(`push-next-${uuidv7().slice(-8)}`);
    const job = await queuedPush();
    const byB: string[] = [];
    const g = gate();
    let aSending = false;
    const passA = sendPushJobs(a, { send: async () => void ((aSending = true), await g.wait) }, 10);
    await until('A sends the push', () => aSending);
    const senderB: PushSender = { send: async (to) => void byB.push(to) };
    expect(await sendPushJobs(b, senderB, 10)).toEqual({ sent: 0, dropped: 0 });
    // A stalls past its lease (a paused process, a silent link): its lease_until passes.
    await t.db.pool.query(`UPDATE worker_jobs SET lease_until = now() - interval '1 second' WHERE id = $1`, [job.id]);
    expect(await sendPushJobs(b, senderB, 10)).toEqual({ sent: 1, dropped: 0 });
    expect(byB).toEqual([job.receiver]);
    g.open();
    await passA;
    // B's outcome stands: A's "done" is written WHERE lease_id = its own, which B's claim replaced.
    expect(await jobOf(job.id)).toEqual({ state: 'done', attempts: 1, lease_id: null });
  });

  /**
   * A stalls past its lease; B claims the job and its send waits at a gate; A's send ends meanwhile and
   * A writes its "done" while B holds the lease. The job as A's write left it, and as B's left it.
   */
  async function lateDoneDuringNextLease(twins?: ServerContext['twins']) {
    const a = node(`push-stale-${uuidv7().slice(-8)}`, { twins });
    const b = node(`push-holder-${uuidv7().slice(-8)}`, { twins });
    const job = await queuedPush();
    const gA = gate();
    const gB = gate();
    let aSending = false;
    let bSending = false;
    const passA = sendPushJobs(a, { send: async () => void ((aSending = true), await gA.wait) }, 10);
    try {
      await until('A sends the push', () => aSending);
      await t.db.pool.query(`UPDATE worker_jobs SET lease_until = now() - interval '1 second' WHERE id = $1`, [job.id]);
      const passB = sendPushJobs(b, { send: async () => void ((bSending = true), await gB.wait) }, 10);
      await until('B sends the push', () => bSending);
      const claimedByB = await jobOf(job.id);
      gA.open();
      await passA;
      const afterA = await jobOf(job.id);
      gB.open();
      await passB;
      return { claimedByB, afterA, afterB: await jobOf(job.id) };
    } finally {
      gA.open();
      gB.open();
    }
  }

  it('a stalled holder\'s late "done" while the next holder sends leaves the job to that holder (D413, D435)', async () => {
    const r = await lateDoneDuringNextLease();
    expect(r.claimedByB).toMatchObject({ state: 'queued', attempts: 0 });
    expect(r.claimedByB?.lease_id).not.toBeNull();
    expect(r.afterA).toEqual(r.claimedByB);
    expect(r.afterB).toEqual({ state: 'done', attempts: 1, lease_id: null });
  });

  it('twin pushDoneIgnoresLease: the stalled holder marks the job done under the next holder\'s lease, whose own outcome is then fenced away', async () => {
    const r = await lateDoneDuringNextLease({ pushDoneIgnoresLease: true });
    expect(r.claimedByB?.lease_id).not.toBeNull();
    expect(r.afterA).not.toEqual(r.claimedByB);
    expect(r.afterA).toEqual({ state: 'done', attempts: 1, lease_id: null });
  });
});

describe('a failed push send (7.6, 8.3 "Push"; D413)', () => {
  it('releases the job with its attempt counted, and a pass after its backoff sends it', async () => {
    const job = await queuedPush();
    // A backoff of 1 ms at most (D443: the backoff itself is the next describe's).
    const ctx = node(`push-fail-${uuidv7().slice(-8)}`, { pushRetryBaseMs: 1, pushRetryCapMs: 1 });
    let calls = 0;
    expect(await sendPushJobs(ctx, { send: async () => void (calls++, await Promise.reject(new Error('push service down'))) }, 10)).toEqual({ sent: 0, dropped: 0 });
    expect(calls, 'not taken again in the same pass').toBe(1);
    expect(await jobOf(job.id)).toEqual({ state: 'queued', attempts: 1, lease_id: null });
    await sleep(20);
    expect(await sendPushJobs(ctx, { send: async () => {} }, 10)).toEqual({ sent: 1, dropped: 0 });
    expect(await jobOf(job.id)).toEqual({ state: 'done', attempts: 2, lease_id: null });
  });

  /** A's send never answers within its 200 ms timeout and ends only when the test says; B runs a pass meanwhile. */
  async function lateSend(twins?: ServerContext['twins']) {
    const job = await queuedPush();
    // A backoff of 1 ms at most: what keeps B off the job here is the lease alone (D443's backoff is tested below).
    const a = node(`push-late-a-${uuidv7().slice(-8)}`, { pushSendTimeoutMs: 200, pushRetryBaseMs: 1, pushRetryCapMs: 1, twins });
    const b = node(`push-late-b-${uuidv7().slice(-8)}`);
    const g = gate();
    const byB: string[] = [];
    try {
      expect(await sendPushJobs(a, { send: () => g.wait }, 10)).toEqual({ sent: 0, dropped: 0 });
      await sleep(20);
      const passB = await sendPushJobs(b, { send: async (to) => void byB.push(to) }, 10);
      return { byB: byB.filter((s) => s === job.receiver).length, passB, job, after: await jobOf(job.id) };
    } finally {
      g.open(); // A's send goes out late
    }
  }

  it('a send with no answer within server.push_send_timeout may still go out: no pass sends the job beside it while its lease holds (D433)', async () => {
    const r = await lateSend();
    expect(r.byB).toBe(0);
    expect(r.passB).toEqual({ sent: 0, dropped: 0 });
    expect(r.after).toEqual({ state: 'queued', attempts: 1, lease_id: null });
    // Once the lease ran out (2 x 200 ms + 5 s) and the backoff passed (D443), the next pass sends it.
    await t.db.pool.query(`UPDATE worker_jobs SET lease_until = now() - interval '1 second', next_attempt_at = now() - interval '1 second' WHERE id = $1`, [r.job.id]);
    expect(await sendPushJobs(node(`push-late-c-${uuidv7().slice(-8)}`), { send: async () => {} }, 10)).toEqual({ sent: 1, dropped: 0 });
  });

  it('twin pushTimeoutReleasesLease: the next pass sends the job while the late send is still out', async () => {
    const r = await lateSend({ pushTimeoutReleasesLease: true });
    expect(r.byB).toBe(1);
  });

  it('a send that never answers fails after server.push_send_timeout, its attempt counted and its holder gone', async () => {
    const job = await queuedPush();
    const ctx = node(`push-hang-${uuidv7().slice(-8)}`, { pushSendTimeoutMs: 200 });
    const started = Date.now();
    expect(await sendPushJobs(ctx, { send: () => new Promise<void>(() => {}) }, 10)).toEqual({ sent: 0, dropped: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await jobOf(job.id)).toEqual({ state: 'queued', attempts: 1, lease_id: null });
  });
});

describe('a failed push send waits a full-jitter backoff before its next attempt (7.6; D443)', () => {
  /**
   * A sender that fails three times, then answers; passes back to back (5 ms apart) until it answered,
   * at most 10 s. A pass that ended while the job's next_attempt_at (read before the pass) was still
   * ahead on the database's clock ran wholly inside the backoff: it must not call the sender. The
   * backoff's draw is fixed at its top (`random` 1): waits of exactly 500, 1000 and 1000 ms.
   */
  async function failThreeTimes(twins?: ServerContext['twins']) {
    const job = await queuedPush();
    const ctx = node(`push-retry-${uuidv7().slice(-8)}`, { twins, pushRetryBaseMs: 500, pushRetryCapMs: 1_000 });
    const top = () => 1;
    let calls = 0;
    const sender: PushSender = {
      send: async () => {
        calls += 1;
        if (calls <= 3) throw new Error('push service down');
      },
    };
    const r = { passes: 0, passesInsideBackoff: 0, callsInsideBackoff: 0, passesWithoutCall: 0 };
    const deadline = Date.now() + 10_000;
    while (calls < 4 && Date.now() < deadline) {
      const before = calls;
      const { rows: due } = await t.db.pool.query<{ next_attempt_at: Date | null }>(`SELECT next_attempt_at FROM worker_jobs WHERE id = $1`, [job.id]);
      await sendPushJobs(ctx, sender, 10, { random: top });
      const { rows: after } = await t.db.pool.query<{ inside: boolean }>(`SELECT now() < $1::timestamptz AS inside`, [due[0]!.next_attempt_at]);
      r.passes += 1;
      if (calls === before) r.passesWithoutCall += 1;
      if (after[0]!.inside) {
        r.passesInsideBackoff += 1;
        r.callsInsideBackoff += calls - before;
      }
      await sleep(5);
    }
    return { ...r, calls, job: await jobOf(job.id) };
  }

  it('a failing sender is not called again before its backoff has passed, and is called again after it', async () => {
    const r = await failThreeTimes();
    expect(r.calls).toBe(4);
    expect(r.job).toEqual({ state: 'done', attempts: 4, lease_id: null });
    // Waits of 500, 1000 and 1000 ms: passes 5 ms apart fall inside them (none would only if every pass
    // after a failure took longer than its wait).
    expect(r.passesInsideBackoff).toBeGreaterThan(0);
    expect(r.callsInsideBackoff).toBe(0);
    expect(r.passesWithoutCall).toBeGreaterThan(0);
  }, 20_000);

  it('twin pushRetryWithoutBackoff: the failing sender is called at every pass', async () => {
    const r = await failThreeTimes({ pushRetryWithoutBackoff: true });
    expect(r.calls).toBe(4);
    expect(r.passesInsideBackoff).toBe(0);
    expect(r.passesWithoutCall).toBe(0);
    expect(r.passes).toBe(4);
  }, 20_000);

  it('twin pushClaimIgnoresBackoff: the next pass calls the failing sender inside its backoff', async () => {
    const r = await failThreeTimes({ pushClaimIgnoresBackoff: true });
    expect(r.calls).toBe(4);
    expect(r.passesInsideBackoff).toBeGreaterThan(0);
    expect(r.callsInsideBackoff).toBeGreaterThan(0);
  }, 20_000);

  it('after server.push_max_attempts failed attempts the job is dropped and never sent again', async () => {
    const job = await queuedPush();
    const ctx = node(`push-exhausted-${uuidv7().slice(-8)}`, { pushRetryBaseMs: 1, pushRetryCapMs: 5, pushMaxAttempts: 2 });
    let calls = 0;
    const sender: PushSender = { send: async () => void (calls++, await Promise.reject(new Error('push service down'))) };
    const passes: { sent: number; dropped: number }[] = [];
    await until('the job leaves the queue', async () => (passes.push(await sendPushJobs(ctx, sender, 10)), (await jobOf(job.id))?.state !== 'queued'), 10_000);
    const { rows } = await t.db.pool.query(`SELECT state, attempts, reason FROM worker_jobs WHERE id = $1`, [job.id]);
    expect(rows[0]).toEqual({ state: 'dropped', attempts: 2, reason: PUSH_ATTEMPTS_EXHAUSTED });
    // The pass that dropped it says so (the worker's log and its "more may be due" count it).
    expect(passes.at(-1)).toEqual({ sent: 0, dropped: 1 });
    expect(passes.reduce((n, p) => n + p.dropped, 0)).toBe(1);
    expect(calls).toBe(2);
    await sleep(20);
    await sendPushJobs(ctx, sender, 10);
    expect(calls).toBe(2);
  }, 20_000);
});

describe('a claim answered after its lease may have run out is not sent (7.6; D413 with D399, D445)', () => {
  /**
   * A's claim commits, but its answer is held (the pool's COMMIT answer waits at a gate) until the lease
   * it wrote has run out on the database's clock (2 x 200 ms + 5 s); B's pass meanwhile takes the job
   * and sends it. Then A gets its answer. Who sent the job.
   */
  async function claimAnsweredLate(twins?: ServerContext['twins']) {
    const job = await queuedPush();
    const a = node(`push-late-claim-${uuidv7().slice(-8)}`, { pushSendTimeoutMs: 200, twins });
    const b = node(`push-took-over-${uuidv7().slice(-8)}`, { pushSendTimeoutMs: 200 });
    const hold = gate();
    let held = false;
    // withTransaction's connect (no arguments); pool.query's own connect (a callback) is left as it is.
    const connect = a.pool.connect.bind(a.pool) as (...args: unknown[]) => Promise<PoolClient>;
    (a.pool as { connect: (...args: unknown[]) => unknown }).connect = async (...args: unknown[]) => {
      if (args.length) return connect(...args);
      const client = await connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as { query: unknown }).query = async (...args: unknown[]) => {
        const answer = await query(...args);
        if (args[0] === 'COMMIT' && !held) {
          held = true;
          await hold.wait;
        }
        return answer;
      };
      return client;
    };
    const byA: string[] = [];
    const byB: string[] = [];
    try {
      const passA = sendPushJobs(a, { send: async (to) => void byA.push(to) }, 10);
      await until('A\'s claim committed, its answer held', () => held);
      await until('A\'s lease ran out', async () => (await t.db.pool.query<{ out: boolean }>(`SELECT lease_until < now() AS out FROM worker_jobs WHERE id = $1`, [job.id])).rows[0]!.out, 15_000);
      const passB = await sendPushJobs(b, { send: async (to) => void byB.push(to) }, 10);
      hold.open();
      const resultA = await passA;
      return { byA: byA.filter((s) => s === job.receiver).length, byB: byB.filter((s) => s === job.receiver).length, passA: resultA, passB, job: await jobOf(job.id) };
    } finally {
      hold.open();
    }
  }

  it('the node whose claim answered late sends nothing; the job goes once, by the node that took it over', async () => {
    const r = await claimAnsweredLate();
    expect(r.passB).toEqual({ sent: 1, dropped: 0 });
    expect([r.byA, r.byB]).toEqual([0, 1]);
    expect(r.passA).toEqual({ sent: 0, dropped: 0 });
    expect(r.job).toEqual({ state: 'done', attempts: 1, lease_id: null });
  }, 30_000);

  it('twin pushClaimAnsweredLateSends: the late claim is sent too, and the job goes twice', async () => {
    const r = await claimAnsweredLate({ pushClaimAnsweredLateSends: true });
    expect([r.byA, r.byB]).toEqual([1, 1]);
  }, 30_000);
});
