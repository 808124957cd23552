import { EventType } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { runConsumerRound, sweepFinishedJobs } from '../../src/workers/consumer.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let sam: TestClient;

const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
  for (let i = 0; i < 7; i++) await sam.postMessage(t.ids.welcomeThread, `for the worker ${i}`);
});

const jobs = async (consumer: string) =>
  (await t.db.pool.query<{ event_seq: number }>('SELECT event_seq FROM worker_jobs WHERE consumer = $1 ORDER BY event_seq', [consumer])).rows.map((r) => r.event_seq);

describe('worker consumers (7.6)', () => {
  it('reads in seq order, creates one job per event and receiver, and advances the cursor with them', async () => {
    const toAlex = () => [t.ids.alex];
    const head = (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value;
    const first = await runConsumerRound(t.db.pool, 'push', toAlex, 4);
    expect(first).toMatchObject({ read: 4, jobs: 4, lastSeq: 4 });
    let round = first;
    while (round.read > 0) round = await runConsumerRound(t.db.pool, 'push', toAlex, 4);
    expect(await jobs('push')).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    const { rows } = await t.db.pool.query<{ last_seq: number }>(`SELECT last_seq FROM event_consumer_cursors WHERE consumer = 'push'`);
    expect(rows[0]!.last_seq).toBe(head);
  });

  it('rolls a failed round back whole: no job and no cursor move, and the next round does it once', async () => {
    let calls = 0;
    await expect(
      runConsumerRound(t.db.pool, 'hooks', () => {
        calls += 1;
        if (calls === 3) throw new Error('receiver lookup failed');
        return [t.ids.sam];
      }, 5),
    ).rejects.toThrow('receiver lookup failed');
    expect(await jobs('hooks')).toEqual([]);
    const { rows } = await t.db.pool.query<{ last_seq: number }>(`SELECT last_seq FROM event_consumer_cursors WHERE consumer = 'hooks'`);
    expect(rows[0]?.last_seq ?? 0).toBe(0);
    await runConsumerRound(t.db.pool, 'hooks', () => [t.ids.sam], 5);
    expect(await jobs('hooks')).toEqual([1, 2, 3, 4, 5]);
  });

  it('creates jobs only for the receivers the round names, e.g. personal events to their audience', async () => {
    await runConsumerRound(t.db.pool, 'only-created', (e) => (e.type === EventType.MessageCreated ? [t.ids.alex] : []), 100);
    const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = 'message.created'`);
    expect((await jobs('only-created')).length).toBe(rows[0]!.n);
  });

  it('a consumer without a cursor row starts where startAt says: at head_seq it makes no job for the past', async () => {
    const head = (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value;
    const first = await runConsumerRound(t.db.pool, 'from-head', () => [t.ids.alex], 100, `(SELECT value FROM sequence_counters WHERE name = 'event_seq')`);
    expect(first).toMatchObject({ read: 0, jobs: 0, lastSeq: head });
    await sam.postMessage(t.ids.welcomeThread, 'after the start');
    const next = await runConsumerRound(t.db.pool, 'from-head', () => [t.ids.alex], 100);
    expect(next.read).toBeGreaterThan(0);
    expect(Math.min(...(await jobs('from-head')))).toBeGreaterThan(head);
  });

  it('sweeps finished jobs once their event left the log (7.3); queued ones stay', async () => {
    await runConsumerRound(t.db.pool, 'sweep', () => [t.ids.alex], 3, '0');
    await t.db.pool.query(`UPDATE worker_jobs SET state = 'done', finished_at = now() WHERE consumer = 'sweep' AND event_seq IN (1, 2)`);
    const before = await t.db.pool.query<{ min_retained_seq: number }>('SELECT min_retained_seq FROM instance');
    await t.db.pool.query('UPDATE instance SET min_retained_seq = 3');
    try {
      // In steps of one row (D327): every finished job below min_retained_seq goes all the same.
      expect(await sweepFinishedJobs(t.db.pool, 1)).toBeGreaterThanOrEqual(2);
      expect(await jobs('sweep')).toEqual([3]);
    } finally {
      await t.db.pool.query('UPDATE instance SET min_retained_seq = $1', [before.rows[0]!.min_retained_seq]);
    }
  });
});
