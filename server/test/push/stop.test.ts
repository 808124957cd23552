// A stop of the worker waits for the push send under way, not for the rest of the pass (7.6; D459, D412).
// The push lane sends up to 100 jobs a pass, each bounded by server.push_send_timeout; before D459 a stop
// waited for the whole pass, so a push service that hung held the stop for up to 100 timeouts, until the
// stop's budget (D412) ran out. Now sendPushJobs asks the worker's stop before each claim, as the webhook
// sender asks its own. Here a push sender hangs past its server.push_send_timeout of 1 s with several jobs
// queued: the stop, called once the first send hangs, takes no further job; the jobs not taken hold no
// lease, and a later worker sends them at once (the hung one waits for its lease, D433).
// Twin pushSendsThroughStop: the pass sends every job first, one timeout each, and only then stops.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { runConsumerRound, START_AT } from '../../src/workers/consumer.ts';
import { WorkerLoop } from '../../src/workers/loop.ts';
import { PUSH_CONSUMER, pushReceivers, type PushSender } from '../../src/workers/push.ts';
import { until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const SEND_TIMEOUT_MS = 1_000;
/** Push jobs queued: one message that mentions this many readers. */
const JOBS = 4;

// The server's own worker stays off: the workers of each test are the only senders.
const t = useTestServer({ 'server.workers': false, 'server.push_send_timeout': `${SEND_TIMEOUT_MS}ms` });
let alex: TestClient;

const toHead = async () => {
  while ((await runConsumerRound(t.db.pool, PUSH_CONSUMER, pushReceivers, 500, START_AT.push)).read === 500);
};

/** Drops every queued push job, so that a test's senders see only its own. */
const dropQueued = async () => {
  await t.db.pool.query(`UPDATE worker_jobs SET state = 'dropped', reason = 'test_cleanup', lease_id = NULL, lease_until = NULL WHERE consumer = $1 AND state = 'queued'`, [PUSH_CONSUMER]);
};

beforeAll(async () => {
  alex = await t.client('alex');
  await toHead();
  await dropQueued();
});

// The hung job stays queued under its lease: no later test may send it.
afterEach(dropQueued);

/** JOBS queued push jobs: one message that mentions JOBS people who may read it. Their receivers. */
async function queuedPushes(): Promise<string[]> {
  const poster = await personWithChannel(t, alex, 'write');
  const receivers: string[] = [];
  for (let i = 0; i < JOBS; i++) {
    const mentioned = await personWithChannel(t, alex, 'read');
    const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: mentioned.who.principalId }, target: { kind: 'channel', id: poster.channel }, level: 'read' } });
    expect(g.status, g.text).toBe(201);
    receivers.push(mentioned.who.principalId);
  }
  const posted = await poster.who.postMessage(poster.thread, receivers.map((id) => `<@${id}>`).join(' ') + ' look');
  expect(posted.status, posted.text).toBe(201);
  await toHead();
  const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM worker_jobs WHERE consumer = $1 AND receiver_principal_id = ANY($2::uuid[]) AND state = 'queued'`, [PUSH_CONSUMER, receivers]);
  expect(rows[0]!.n).toBe(JOBS);
  return receivers;
}

/**
 * A worker (woken by hand: no listener, no timer) whose push sender never answers; once its first send
 * hangs, stop(). The receivers it was called for, and how long the stop took.
 */
async function stopWhileSendHangs(twins?: ServerContext['twins']): Promise<{ receivers: string[]; hung: string[]; stopMs: number }> {
  const receivers = await queuedPushes();
  const hung: string[] = [];
  const push: PushSender = {
    send: (receiverId) => {
      hung.push(receiverId);
      return new Promise<void>(() => undefined);
    },
  };
  const w = new WorkerLoop(twins ? { ...t.server.ctx, twins } : t.server.ctx, t.db.url, { push });
  w.wake();
  await until('the first push send hangs', () => hung.length > 0, 15_000);
  const began = Date.now();
  await w.stop();
  return { receivers, hung: [...hung], stopMs: Date.now() - began };
}

describe('a stop of the worker while a push send hangs (7.6; D459, D412)', () => {
  it('stop() waits for the send under way only; the jobs not taken go with a later worker at once, the hung one keeps its lease', async () => {
    const { receivers, hung, stopMs } = await stopWhileSendHangs();
    // The stop took no further job: one send (one timeout), not one per job queued.
    expect(hung).toHaveLength(1);
    // Generous (JOBS timeouts, where at most one was needed): the twin's stop takes at least JOBS - 1 of them.
    expect(stopMs).toBeLessThan(JOBS * SEND_TIMEOUT_MS);
    const rest = receivers.filter((r) => r !== hung[0]);
    const sent: string[] = [];
    const later = new WorkerLoop(t.server.ctx, t.db.url, { push: { send: async (receiverId) => void sent.push(receiverId) } });
    try {
      later.wake();
      await until('the later worker sent the jobs the stopped one did not take', () => rest.every((r) => sent.includes(r)), 15_000);
    } finally {
      await later.stop();
    }
    expect(sent.sort()).toEqual(rest.sort());
    // The send that hung may still go out (D433): its job waits for its lease, not sent beside it.
    const { rows } = await t.db.pool.query<{ state: string; leased: boolean }>(`SELECT state, lease_until > now() AS leased FROM worker_jobs WHERE consumer = $1 AND receiver_principal_id = $2`, [PUSH_CONSUMER, hung[0]]);
    expect(rows).toEqual([{ state: 'queued', leased: true }]);
  }, 60_000);

  it('twin pushSendsThroughStop: the stop waits until every queued job was sent, one timeout each', async () => {
    const { hung, stopMs } = await stopWhileSendHangs({ pushSendsThroughStop: true });
    expect(hung).toHaveLength(JOBS);
    expect(stopMs).toBeGreaterThanOrEqual((JOBS - 1) * SEND_TIMEOUT_MS);
  }, 60_000);
});
