import { beforeAll, describe, expect, it } from 'vitest';
import { literal } from '../../src/db/inline.ts';
import { TIMELINE_AND_PAGE } from '../../src/catchup/stream.ts';
import { VISIBLE_PAGE_SQL, visiblePageParams } from '../../src/events/log-reader.ts';
import { useTestDatabase } from '../support/database.ts';

const ROWS = 1_000_000;
const db = useTestDatabase({ poolSize: 2 });

beforeAll(async () => {
  // 1M events over 200 channels in 20 spaces, one in 50 personal.
  await db.pool.query(`
    INSERT INTO event_log (seq, id, type, schema_version, occurred_at, space_id, channel_id, thread_id, resource_kind, resource_id,
                           resource_version, audience_principal_id, payload, permission_version)
    SELECT s, gen_random_uuid(), 'message.created', 1, now(),
           ('00000000-0000-7000-8000-' || lpad(to_hex(s % 20), 12, '0'))::uuid,
           CASE WHEN s % 50 = 0 THEN NULL ELSE ('00000000-0000-7000-9000-' || lpad(to_hex(s % 200), 12, '0'))::uuid END,
           NULL, 'message', s::text, 1,
           CASE WHEN s % 50 = 0 THEN ('00000000-0000-7000-a000-' || lpad(to_hex(s % 1000), 12, '0'))::uuid END,
           '{}'::jsonb, 0
      FROM generate_series(1, ${ROWS}) AS s`);
  await db.pool.query('ANALYZE event_log');
}, 300_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(p: PlanNode): PlanNode[] {
  return [p, ...(p.Plans ?? []).flatMap(nodes)];
}

/**
 * 'custom': EXPLAIN through the extended protocol, the plan for these parameter values.
 * 'generic': the plan a prepared statement may settle on after its first executions (D278),
 * which knows no parameter value.
 */
async function plan(filter: Parameters<typeof visiblePageParams>[0], after: number, mode: 'custom' | 'generic' = 'custom', sql = VISIBLE_PAGE_SQL): Promise<PlanNode[]> {
  const params = visiblePageParams(filter, after, ROWS, 500);
  if (mode === 'custom') {
    const { rows } = await db.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return nodes(rows[0]!['QUERY PLAN'][0].Plan);
  }
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    await c.query(`SET LOCAL plan_cache_mode = force_generic_plan`);
    await c.query(`PREPARE page_plan AS ${sql}`);
    const literals = params.map((v) => literal((s) => c.escapeLiteral(s), v));
    const { rows } = await c.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE page_plan(${literals.join(', ')})`);
    return nodes(rows[0]!['QUERY PLAN'][0].Plan);
  } finally {
    await c.query('ROLLBACK').catch(() => undefined);
    await c.query('DEALLOCATE page_plan').catch(() => undefined);
    c.release();
  }
}

describe('catch-up query plan at 1M events (7.2)', () => {
  const reader = {
    principalId: '00000000-0000-7000-a000-000000000007',
    visibleChannels: ['00000000-0000-7000-9000-000000000003', '00000000-0000-7000-9000-000000000017'],
    visibleSpaces: ['00000000-0000-7000-8000-000000000003'],
    fullyVisibleSpaces: [],
    instanceWide: false,
  };

  it('reads a page of a reader with a few channels by index, not by a scan of the table', async () => {
    const used = await plan(reader, ROWS - 50_000);
    const onLog = used.filter((n) => n['Relation Name'] === 'event_log');
    expect(onLog.length).toBeGreaterThan(0);
    expect(onLog.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(onLog.some((n) => /Index/.test(n['Node Type']))).toBe(true);
  }, 60_000);

  it('reads a page of an instance-wide reader by the seq index', async () => {
    const used = await plan({ ...reader, instanceWide: true }, ROWS - 50_000);
    const onLog = used.filter((n) => n['Relation Name'] === 'event_log');
    expect(onLog.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(onLog.some((n) => n['Index Name'] === 'event_log_pkey')).toBe(true);
  }, 60_000);

  it('reads by index also with the generic plan of the prepared page statement (D278)', async () => {
    for (const filter of [reader, { ...reader, instanceWide: true }]) {
      const used = await plan(filter, ROWS - 50_000, 'generic');
      const onLog = used.filter((n) => n['Relation Name'] === 'event_log');
      expect(onLog.length).toBeGreaterThan(0);
      expect(onLog.map((n) => n['Node Type'])).not.toContain('Seq Scan');
      // In seq order from the primary key, not a range gathered and then sorted.
      expect(onLog.some((n) => n['Index Name'] === 'event_log_pkey')).toBe(true);
      expect(used.map((n) => n['Node Type'])).not.toContain('Sort');
    }
  }, 60_000);

  it("merges the gateway's page with its timeline row: the page is not sorted again (D501)", async () => {
    for (const mode of ['custom', 'generic'] as const) {
      const used = await plan(reader, ROWS - 50_000, mode, TIMELINE_AND_PAGE.text);
      expect(used.filter((n) => n['Relation Name'] === 'event_log').some((n) => n['Index Name'] === 'event_log_pkey')).toBe(true);
      // A Sort may order the one timeline row; none may hold the page's rows of event_log.
      const sorts = used.filter((n) => n['Node Type'] === 'Sort');
      expect(sorts.flatMap(nodes).filter((n) => n['Relation Name'] === 'event_log')).toEqual([]);
    }
  }, 60_000);
});
