// A person who becomes a push receiver while a round of the push consumer runs misses no push after
// that (7.6, 8.1, 8.4; D126, D328). D320 found that a new webhook subscription, whose starting point
// was read outside the webhook consumer's round, lost the events a round passed before the
// subscription committed. The push consumer has no such starting point: its receivers are the people
// an event mentions, active and allowed to read it, read in the round that reads the event, after
// its page. Here the interleaving is made exact: a round is held in the middle (its job insert waits
// for a conflicting job row of a transaction left open) while the mentioned person's read grant
// commits and then a message that mentions them commits; the held round ends without that message,
// and the next round must give them its push.
import { EventType } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { runConsumerRound, START_AT, type ReceiversOf } from '../../src/workers/consumer.ts';
import { PUSH_CONSUMER, pushReceivers, pushReceiversOf, sendPushJobs } from '../../src/workers/push.ts';
import { until } from '../support/agents.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let alex: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
});

const round = (receivers: ReceiversOf) => runConsumerRound(t.db.pool, PUSH_CONSUMER, receivers, 500, START_AT.push);

async function toHead(receivers: ReceiversOf): Promise<void> {
  while ((await round(receivers)).read === 500);
}

async function seqOf(messageId: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ seq: string }>(`SELECT seq FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.MessageCreated, messageId]);
  return Number(rows[0]!.seq);
}

interface Outcome {
  /** The message before the grant (it mentions both), the grant's access.changed for the late person, the message after the grant. */
  before: number;
  granted: number;
  after: number;
  /** Where the held round left the cursor. */
  heldUpTo: number;
  /** The seqs pushed to the person who could read from the start, and to the one granted during the round. */
  toReader: number[];
  toLate: number[];
  /** The late person's push jobs, in any state. */
  lateJobs: number[];
  cursor: number;
}

/**
 * A round of the push consumer, with the receivers `ctx` gives, is held at its job for the message
 * `before`; meanwhile the late person gets read on the channel and a message mentioning them commits;
 * then the round ends and the consumer runs on to the head, and the queued pushes are sent.
 */
async function grantDuringRound(ctx: ServerContext): Promise<Outcome> {
  const poster = await personWithChannel(t, alex, 'write');
  const reader = await personWithChannel(t, alex, 'read');
  const late = await personWithChannel(t, alex, 'read');
  const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: reader.who.principalId }, target: { kind: 'channel', id: poster.channel }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  const receivers = pushReceiversOf(ctx);
  await toHead(receivers);

  const first = await poster.who.postMessage(poster.thread, `<@${reader.who.principalId}> <@${late.who.principalId}> before the grant`);
  expect(first.status).toBe(201);
  const before = await seqOf(first.body.id);

  // The hold: the round's job insert for the reader meets this uncommitted row of the same key.
  const hold = await t.db.pool.connect();
  let held = false;
  try {
    await hold.query('BEGIN');
    await hold.query(`INSERT INTO worker_jobs (consumer, event_seq, receiver_principal_id) VALUES ($1, $2, $3)`, [PUSH_CONSUMER, before, reader.who.principalId]);
    held = true;
    let settled = false;
    const passing = round(receivers).finally(() => (settled = true));
    passing.catch(() => {});
    await until('the push round waits at its job for the first message', async () => {
      const waiting = await t.db.pool.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO worker_jobs%'`);
      return (waiting.rowCount ?? 0) > 0;
    });

    // While the round runs: the registration (read on the channel) commits, then a message after it.
    const grant = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: late.who.principalId }, target: { kind: 'channel', id: poster.channel }, level: 'read' } });
    expect(grant.status, grant.text).toBe(201);
    const second = await poster.who.postMessage(poster.thread, `<@${late.who.principalId}> after the grant`);
    expect(second.status).toBe(201);
    const after = await seqOf(second.body.id);
    expect(settled, 'the round is still held').toBe(false);

    await hold.query('ROLLBACK');
    held = false;
    const heldRound = await passing;
    await toHead(receivers);

    const granted = (await t.db.pool.query<{ seq: string }>(`SELECT max(seq) AS seq FROM event_log WHERE type = $1 AND audience_principal_id = $2`, [EventType.AccessChanged, late.who.principalId])).rows[0]!.seq;
    const pushed: { to: string; seq: number }[] = [];
    await sendPushJobs(ctx, { send: async (to, e) => void pushed.push({ to, seq: e.seq }) }, 1000);
    const lateJobs = (await t.db.pool.query<{ event_seq: string }>(`SELECT event_seq FROM worker_jobs WHERE consumer = $1 AND receiver_principal_id = $2 ORDER BY event_seq`, [PUSH_CONSUMER, late.who.principalId])).rows.map((r) => Number(r.event_seq));
    const cursor = (await t.db.pool.query<{ last_seq: string }>(`SELECT last_seq FROM event_consumer_cursors WHERE consumer = $1`, [PUSH_CONSUMER])).rows[0]!.last_seq;
    return {
      before,
      granted: Number(granted),
      after,
      heldUpTo: heldRound.lastSeq,
      toReader: pushed.filter((p) => p.to === reader.who.principalId).map((p) => p.seq),
      toLate: pushed.filter((p) => p.to === late.who.principalId).map((p) => p.seq),
      lateJobs,
      cursor: Number(cursor),
    };
  } finally {
    if (held) await hold.query('ROLLBACK').catch(() => {});
    hold.release();
  }
}

describe('a push receiver registered while a push round runs misses nothing after it (7.6, 8.1, 8.4; D126, D328)', () => {
  it('the worker loop uses these receivers', () => {
    // workers/loop.ts passes pushReceivers to the push consumer's rounds; without a twin this is it.
    expect(pushReceiversOf(t.server.ctx)).toBe(pushReceivers);
  });

  it('a grant that commits while a round is held: the message after it is pushed to the person, the one before it is not', async () => {
    const o = await grantDuringRound(t.server.ctx);
    // The log's order: the first message, the registration, the second message; the held round read only up to the first.
    expect(o.before).toBeLessThan(o.granted);
    expect(o.granted).toBeLessThan(o.after);
    expect(o.heldUpTo).toBeLessThan(o.granted);
    expect(o.cursor).toBeGreaterThanOrEqual(o.after);
    expect(o.toReader).toEqual([o.before]);
    // Before the grant the person could not read the first message (8.4: no pushes for the past of a new target).
    expect(o.lateJobs).toEqual([o.after]);
    expect(o.toLate).toEqual([o.after]);
  });

  it('twin: receiver state kept from before the grant loses the message after it for good', async () => {
    const o = await grantDuringRound({ ...t.server.ctx, twins: { pushReceiverStateKept: true } });
    expect(o.granted).toBeLessThan(o.after);
    expect(o.toReader).toEqual([o.before]);
    // The cursor passed the message and no job was made: no later round brings it back.
    expect(o.cursor).toBeGreaterThanOrEqual(o.after);
    expect(o.lateJobs).toEqual([]);
    expect(o.toLate).toEqual([]);
  });
});
