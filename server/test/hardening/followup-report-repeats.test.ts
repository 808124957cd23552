// 11.2, 15.4 (D467, D161): the adapter reports a follow-up's delivered and absorbed as ops of
// its run patch, and the contract bounds neither the number of ops nor repeats of one report.
// Before D467 each report ran its own statement under the run's row lock: a PATCH of 10 500
// reports of one follow-up (within server.max_request_bytes, exempt from
// agent.run_update_min_interval) held that lock and a pool client for seconds. Now a report that
// cannot change the follow-up (the same status again, anything after absorbed) runs nothing,
// and the patch's outcome is what the reports one by one made: the same answer, document,
// follow-up status and trigger state. The statements are counted by a trigger of the test's
// own database on run_followups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followupsOf, triggerStateOf, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;
const REPEATS = 1500;

beforeAll(async () => {
  await t.db.pool.query(`
    CREATE TABLE followup_update_count (message_id uuid PRIMARY KEY, n int NOT NULL);
    CREATE FUNCTION count_followup_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO followup_update_count VALUES (NEW.message_id, 1) ON CONFLICT (message_id) DO UPDATE SET n = followup_update_count.n + 1;
      RETURN NEW;
    END $$;
    CREATE TRIGGER count_followup_update AFTER UPDATE ON run_followups FOR EACH ROW EXECUTE FUNCTION count_followup_update();`);
});
afterAll(async () => {
  await t.db.pool.query(`DROP TRIGGER count_followup_update ON run_followups; DROP FUNCTION count_followup_update(); DROP TABLE followup_update_count`);
});

/** A running run with one follow-up: the person mentions the agent again in the thread (15.4). */
async function runWithFollowup(): Promise<TriggeredRun & { followupId: string }> {
  const r = await s.running();
  const posted = await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> and one more thing`);
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  expect(await followupsOf(t, r.runId)).toEqual([{ message_id: posted.body.id, status: 'queued' }]);
  return { ...r, followupId: posted.body.id };
}

/** delivered REPEATS times, then absorbed REPEATS times, then delivered once more, in one patch; what it left. */
async function repeatedReports(twin: boolean) {
  const r = await runWithFollowup();
  const path = `/followups/${r.followupId}/status`;
  const ops = [
    ...Array.from({ length: REPEATS }, () => ({ op: 'add', path, value: 'delivered' })),
    ...Array.from({ length: REPEATS }, () => ({ op: 'replace', path, value: 'absorbed' })),
    { op: 'add', path, value: 'delivered' },
  ];
  const before = await r.agent.request<{ version: number }>('GET', `/api/v1/runs/${r.runId}`);
  t.server.ctx.twins = twin ? { followupReportsEach: true } : undefined;
  let res;
  try {
    res = await r.agent.request<{ version: number }>('PATCH', `/api/v1/runs/${r.runId}`, { base_version: before.body.version, ops });
  } finally {
    t.server.ctx.twins = undefined;
  }
  expect(res.status, res.text).toBe(200);
  const after = await r.agent.request<{ version: number; document: { followups?: Record<string, unknown> } }>('GET', `/api/v1/runs/${r.runId}`);
  const { rows } = await t.db.pool.query<{ n: number }>(`SELECT n FROM followup_update_count WHERE message_id = $1`, [r.followupId]);
  return {
    outcome: {
      version: res.body.version - before.body.version,
      document: after.body.document.followups,
      followups: (await followupsOf(t, r.runId)).map((f) => f.status),
      trigger: (await triggerStateOf(t, r.followupId)).trigger_state,
    },
    statements: rows[0]?.n ?? 0,
    id: r.followupId,
  };
}

describe('repeated follow-up reports in one run patch (11.2, 15.4; D467)', () => {
  it('cost at most one statement per status, and leave what the reports one by one leave', async () => {
    const fixed = await repeatedReports(false);
    expect(fixed.statements).toBe(2);
    expect(fixed.outcome).toEqual({ version: 1, document: { [fixed.id]: { status: 'absorbed' } }, followups: ['absorbed'], trigger: 'followup_delivered' });
  });

  it('twin: one statement per report (as before D467), the same outcome', async () => {
    const fixed = await repeatedReports(false);
    const each = await repeatedReports(true);
    expect(each.statements).toBe(2 * REPEATS + 1);
    expect({ ...each.outcome, document: Object.values(each.outcome.document ?? {}) }).toEqual({ ...fixed.outcome, document: Object.values(fixed.outcome.document ?? {}) });
  });
});
