// Webhook jobs whose events retention removed before they went out (1, 7.3,
// 15.6; D344): the receiver gets everything it may see, or the clear
// instruction to reload. In place of the removed events it gets one signed
// resync_required {reason: retention, head_seq, sync_epoch}, in order and acked
// like an event; the events after head_seq follow. The no-loss check
// (silentGaps) runs on the twin that drops the jobs without a word too.
import { EventType, ResyncReason, ServerOp } from '@bothy/generated';
import type { JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../src/retention/retention.ts';
import { verifyDelivery } from '../../src/webhooks/signing.ts';
import type { TestClient } from '../support/server.ts';
import { useTestServer } from '../support/server.ts';
import { useReceivers, type ReceivedDelivery } from '../support/webhook-receiver.ts';
import { driveUntil, FAST_WEBHOOKS, manualWorker, subscribe, subscriptionOf, webhookSetup } from '../support/webhooks.ts';

// The server's own worker stays off: a drain of its in flight during the retention run would deliver
// an event it read just before, and the twin's gap would be one event short.
// webhook.request_timeout 2s, not FAST_WEBHOOKS' 400ms: the cases count the receiver's requests exactly ([500, 200]
// for the resync_required, one of them in the other case); an answer later than 400 ms on a loaded machine became
// a timeout and one more request.
const t = useTestServer({ ...FAST_WEBHOOKS, 'webhook.request_timeout': '2s', 'server.workers': false });
const receiver = useReceivers();
let alex: TestClient;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  alex = await t.client('alex');
  jwks = (await (await fetch(`${t.server.url}/api/v1/jwks.json`)).json()) as { keys: JWK[] };
});

type ResyncBody = { op: string; d: { reason: string; head_seq: number; sync_epoch: string } };
const resyncOf = (d: ReceivedDelivery): ResyncBody['d'] | undefined => ((d.envelope as unknown as ResyncBody).op === ServerOp.ResyncRequired ? (d.envelope as unknown as ResyncBody).d : undefined);

/**
 * The no-loss check of 1 for one receiver: the expected seqs that were neither
 * acked nor covered by an acked resync_required (head_seq at or above them)
 * before a later event was acked, or by the end.
 */
export function silentGaps(acked: readonly ReceivedDelivery[], expected: readonly number[]): number[] {
  const seen = new Set<number>();
  const gaps = new Set<number>();
  let covered = 0;
  for (const d of acked) {
    const resync = resyncOf(d);
    if (resync) {
      covered = Math.max(covered, resync.head_seq);
      continue;
    }
    for (const s of expected) if (s < d.envelope.seq && !seen.has(s) && s > covered) gaps.add(s);
    seen.add(d.envelope.seq);
  }
  for (const s of expected) if (!seen.has(s) && s > covered) gaps.add(s);
  return [...gaps].sort((a, b) => a - b);
}

/**
 * The auditor's repro: the endpoint answers 500, three messages, retention removes their events, the
 * endpoint answers again (the first resync_required still 500, so that its retry is seen), a fourth
 * message, resume.
 */
async function gapAfterRetention(): Promise<{ got: ReceivedDelivery[]; acked: ReceivedDelivery[]; seqs: number[]; subId: string; jobs: { event_seq: number; state: string; reason: string | null }[] }> {
  const s = await webhookSetup(t, alex);
  let up = false;
  let resyncs = 0;
  const r = await receiver((d) => (!up ? 500 : resyncOf(d as ReceivedDelivery) && resyncs++ === 0 ? 500 : 200));
  const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
  for (let i = 0; i < 3; i++) {
    const res = await s.person.who.postMessage(s.person.thread, `before retention ${i}`);
    expect(res.status).toBe(201);
  }
  const failing = manualWorker(t);
  await driveUntil(failing, 'failing', async () => Boolean((await subscriptionOf(s.agent, sub.id)).failing_since));
  // That worker wakes itself when a drain ends: its next attempt could read an event just before the retention
  // run and be answered after `up`, delivering it (the file's run saw it under load). It stops first.
  await failing.stop();
  // Every event so far is removed, as `bothy retention run` does with a short sync.event_retention.
  const removed = await runRetention(t.server.ctx, 0);
  expect(removed.removed).toBeGreaterThan(0);
  up = true;
  const res = await s.person.who.postMessage(s.person.thread, 'after retention');
  expect(res.status).toBe(201);
  expect((await s.agent.request('POST', `/api/v1/webhook-subscriptions/${sub.id}/resume`)).status).toBe(200);
  const w = manualWorker(t);
  await driveUntil(w, 'the message after retention acked', () => r.acked.some((d) => d.body.includes('after retention') && !d.body.includes('before')));
  const { rows: jobs } = await t.db.pool.query<{ event_seq: string; state: string; reason: string | null }>(`SELECT event_seq, state, reason FROM worker_jobs WHERE subscription_id = $1 ORDER BY event_seq`, [sub.id]);
  // The three jobs made before retention and the one after it: what the agent may see (finished jobs stay, D120).
  const seqs = jobs.map((j) => Number(j.event_seq));
  return { got: r.got, acked: r.acked, seqs, subId: sub.id, jobs: jobs.map((j) => ({ ...j, event_seq: Number(j.event_seq) })) };
}

describe('webhook jobs whose events retention removed (1, 7.3, 15.6; D344)', () => {
  it('the receiver gets one signed resync_required {retention, head_seq, sync_epoch} in their place, retried like an event, before the later events', async () => {
    const { got, acked, seqs, subId, jobs } = await gapAfterRetention();
    expect(seqs).toHaveLength(4);
    expect(silentGaps(acked, seqs)).toEqual([]);
    const resyncs = got.filter((d) => resyncOf(d));
    // Answered 500 once, then 200: the same delivery ID, the next attempt; nothing else went in between.
    expect(resyncs.map((d) => d.answered)).toEqual([500, 200]);
    expect(new Set(resyncs.map((d) => d.deliveryId)).size).toBe(1);
    // Its own delivery ID: not one the receiver already had with an event (it dedupes by it, D122).
    const eventIds = new Set(got.filter((x) => !resyncOf(x)).map((x) => x.deliveryId));
    expect(eventIds.has(resyncs[0]!.deliveryId)).toBe(false);
    expect(resyncs[1]!.attempt).toBe(resyncs[0]!.attempt + 1);
    const { rows } = await t.db.pool.query<{ sync_epoch: string; min_retained_seq: string }>('SELECT sync_epoch, min_retained_seq FROM instance');
    const d = resyncOf(resyncs[1]!)!;
    expect(d).toEqual({ reason: ResyncReason.Retention, head_seq: Number(rows[0]!.min_retained_seq) - 1, sync_epoch: rows[0]!.sync_epoch });
    expect(d.head_seq).toBeGreaterThanOrEqual(seqs[2]!);
    expect(d.head_seq).toBeLessThan(seqs[3]!);
    for (const r of resyncs) await verifyDelivery(jwks, r.signature, r.body, { deliveryId: r.deliveryId, subscriptionId: subId });
    // In order: after it only the event after head_seq, which goes as new.
    const after = got.slice(got.indexOf(resyncs[1]!) + 1);
    expect(after.map((x) => [x.envelope.seq, x.envelope.redelivered ?? false])).toEqual([[seqs[3], false]]);
    // The gap's jobs are recorded as before; last_seq is past them.
    expect(jobs).toEqual([
      ...seqs.slice(0, 3).map((s) => ({ event_seq: s, state: 'dropped', reason: 'event_removed_by_retention' })),
      { event_seq: seqs[3], state: 'done', reason: null },
    ]);
  }, 30_000);

  it('twin: dropped without a word (as before D344), the check finds the three removed events silently missing', async () => {
    t.server.ctx.twins = { webhookRetentionGapSilent: true };
    try {
      const { acked, seqs, got } = await gapAfterRetention();
      expect(got.filter((d) => resyncOf(d))).toEqual([]);
      expect(silentGaps(acked, seqs)).toEqual(seqs.slice(0, 3));
    } finally {
      t.server.ctx.twins = undefined;
    }
  }, 30_000);
});

/**
 * The worker itself was stopped for longer than the retention (D363): three messages while no round
 * ran, retention removes them, a fourth, then the worker. Their events made no jobs before they went.
 */
async function gapBeforeTheRound(): Promise<{ got: ReceivedDelivery[]; acked: ReceivedDelivery[]; seqs: number[] }> {
  const s = await webhookSetup(t, alex);
  const r = await receiver(() => 200);
  const sub = await subscribe(s.agent, r.url, { event_types: [EventType.MessageCreated] });
  const seqs: number[] = [];
  const posted = async (content: string) => {
    const res = await s.person.who.postMessage(s.person.thread, content);
    expect(res.status).toBe(201);
    const { rows } = await t.db.pool.query<{ seq: string }>(`SELECT seq FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.MessageCreated, res.body.id]);
    seqs.push(Number(rows[0]!.seq));
  };
  for (let i = 0; i < 3; i++) await posted(`unread by the worker ${i}`);
  expect((await runRetention(t.server.ctx, 0)).removed).toBeGreaterThan(0);
  await posted('after the outage');
  const w = manualWorker(t);
  await driveUntil(w, 'the message after the outage acked', () => r.acked.some((d) => d.body.includes('after the outage')));
  expect((await subscriptionOf(s.agent, sub.id)).failing_since).toBeUndefined();
  return { got: r.got, acked: r.acked, seqs };
}

describe('a webhook worker stopped for longer than the retention (1, 7.3, 15.6; D363)', () => {
  it('the round finds the gap below its cursor: the receiver gets resync_required in place of the removed events, then the later one', async () => {
    const { got, acked, seqs } = await gapBeforeTheRound();
    expect(silentGaps(acked, seqs)).toEqual([]);
    const resyncs = got.filter((d) => resyncOf(d));
    expect(resyncs).toHaveLength(1);
    const { rows } = await t.db.pool.query<{ min_retained_seq: string }>('SELECT min_retained_seq FROM instance');
    expect(resyncOf(resyncs[0]!)!.head_seq).toBe(Number(rows[0]!.min_retained_seq) - 1);
    expect(got.slice(got.indexOf(resyncs[0]!) + 1).map((x) => x.envelope.seq)).toEqual([seqs[3]]);
  }, 30_000);

  it('twin (webhookRoundSkipsGap): the round skips the removed events without a job, and the check finds them silently missing', async () => {
    t.server.ctx.twins = { webhookRoundSkipsGap: true };
    try {
      const { got, acked, seqs } = await gapBeforeTheRound();
      expect(got.filter((d) => resyncOf(d))).toEqual([]);
      expect(silentGaps(acked, seqs)).toEqual(seqs.slice(0, 3));
    } finally {
      t.server.ctx.twins = undefined;
    }
  }, 30_000);
});
