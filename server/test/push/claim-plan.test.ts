// The push claim during a push outage (7.6, 8.3 "Push"; D443 addendum). Every job whose send failed waits
// out its backoff (worker_jobs.next_attempt_at) in the queue. D443's claim read the queued push jobs in id
// order and skipped the waiting ones row by row: each claim, and each pass's last, empty one, read the whole
// backlog. The claim now reads worker_jobs_due_push (migration 0034) in the order the jobs came due and stops
// at now(). Measured with EXPLAIN ANALYZE on a backlog of BACKLOG waiting jobs and one due job behind them;
// twin pushClaimInIdOrder (the claim as D443 had it) reads the whole backlog.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../src/context.ts';
import { PUSH_CONSUMER, pushClaimSql } from '../../src/workers/push.ts';
import { useTestDatabase } from '../support/database.ts';

const BACKLOG = 20_000;
const db = useTestDatabase({ poolSize: 2 });
let dueId: number;

beforeAll(async () => {
  // The backlog first (the lower ids), each waiting out a backoff of up to an hour; then one new job, due now.
  await db.pool.query(
    `INSERT INTO worker_jobs (consumer, event_seq, receiver_principal_id, attempts, next_attempt_at)
     SELECT $1, s, gen_random_uuid(), 3, now() + (s % 3600) * interval '1 second' + interval '1 minute' FROM generate_series(1, ${BACKLOG}) AS s`,
    [PUSH_CONSUMER],
  );
  const { rows } = await db.pool.query<{ id: number }>(`INSERT INTO worker_jobs (consumer, event_seq, receiver_principal_id) VALUES ($1, $2, gen_random_uuid()) RETURNING id`, [PUSH_CONSUMER, BACKLOG + 1]);
  dueId = rows[0]!.id;
  await db.pool.query('ANALYZE worker_jobs');
}, 60_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

/** The claim (`failed`: the jobs that failed earlier in the call), run and explained in a transaction rolled back: what it took, the rows of worker_jobs it read, the indexes it used. */
async function claim(twins: ServerContext['twins'], failed: number[]): Promise<{ took: number[]; read: number; indexes: string[] }> {
  const sql = pushClaimSql(twins);
  const params = [PUSH_CONSUMER, false, failed];
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    const took = (await c.query<{ id: number }>(sql, params)).rows.map((r) => r.id);
    await c.query('ROLLBACK');
    await c.query('BEGIN');
    const { rows } = await c.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    const used = nodes(rows[0]!['QUERY PLAN'][0].Plan);
    const onJobs = used.filter((n) => n['Relation Name'] === 'worker_jobs');
    const read = onJobs.reduce((sum, n) => sum + ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1), 0);
    return { took, read, indexes: used.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])) };
  } finally {
    await c.query('ROLLBACK').catch(() => undefined);
    c.release();
  }
}

describe(`the push claim with ${BACKLOG} jobs waiting out their backoff (7.6, 8.3 "Push"; D443 addendum)`, () => {
  it('takes the due job behind them, reading none of the waiting ones', async () => {
    const r = await claim(undefined, []);
    expect(r.took).toEqual([dueId]);
    expect(r.indexes).toContain('worker_jobs_due_push');
    expect(r.read).toBeLessThanOrEqual(2);
  });

  it('a pass\'s last claim, with nothing due left, reads none of them either', async () => {
    const r = await claim(undefined, [dueId]);
    expect(r.took).toEqual([]);
    expect(r.read).toBeLessThanOrEqual(2);
  });

  it('twin pushClaimInIdOrder: each claim reads the whole backlog', async () => {
    const withDue = await claim({ pushClaimInIdOrder: true }, []);
    expect(withDue.took).toEqual([dueId]);
    expect(withDue.read).toBeGreaterThanOrEqual(BACKLOG);
    const empty = await claim({ pushClaimInIdOrder: true }, [dueId]);
    expect(empty.took).toEqual([]);
    expect(empty.read).toBeGreaterThanOrEqual(BACKLOG);
  });
});
