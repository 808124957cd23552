// A follow-up's report whose answer is lost (15.4, 13.2, 5.2; D532): the adapter's `delivered()` and
// `absorbed()` are writes like every other, so one answer lost after the server stored the report is
// repeated with the same Idempotency-Key and replayed, and the run goes on. The adapter reaches the
// reference server through the fault proxy, which loses the answer of the first `delivered` report.
// The twin (`brokenFollowupReportOnce`, the adapter before D532) sends the report once: the handler's
// `delivered()` rejects and the run ends failed.
import { ProblemCode } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { agentSuite, createAgent, grantWrite, runOf, startAdapter, type TestAdapter } from '../support/agent.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import { until } from '../support/e2e.ts';

const open: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.stop().catch(() => undefined);
});

describe('a follow-up report whose answer is lost is repeated, not failed (15.4, 13.2, 5.2; D532)', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  /** A steering agent behind the proxy; the first `delivered` report's answer is lost after the server handled it. */
  async function followupWithLostReport(broken: boolean) {
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
    const place = await personWithChannel(t, s.alex, 'write');
    await grantWrite(s.alex, agent.id, place.channel);
    const proxy = new FaultProxy(t.server.port);
    await proxy.start();
    open.push(proxy);
    // Every `delivered` report's answer is lost the first time its base version is sent: the adapter's
    // first report may meet the version the follow-up moved (409 base_version_conflict), and the report
    // on the current version is the one the server stores, whose answer must be lost too.
    const sentBases = new Set<number>();
    let lost = 0;
    proxy.restFault = (req) => {
      if (req.method !== 'PATCH' || !req.body.includes('/followups/') || !req.body.includes('"delivered"')) return 'forward';
      const base = (JSON.parse(req.body) as { base_version: number }).base_version;
      if (sentBases.has(base)) return 'forward';
      sentBases.add(base);
      lost += 1;
      return 'drop_response';
    };
    const adapter: TestAdapter = await startAdapter(proxy.url, agent, broken ? { brokenFollowupReportOnce: true } : {});
    open.push(adapter.agent);
    let calls = 0;
    let rejected: unknown;
    let ready: () => void = () => {};
    const started = new Promise<void>((resolve) => (ready = resolve));
    adapter.agent.on('invocation', async (run) => {
      calls += 1;
      ready();
      const input = await run.nextInput();
      try {
        await input.delivered();
        await input.absorbed();
      } catch (error) {
        rejected = error;
        throw error;
      }
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> first`)).status).toBe(201);
    await started;
    const followup = await place.who.postMessage(place.thread, `<@${agent.id}> and also this`);
    expect(followup.status, followup.text).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'the run done at the adapter', 15_000);
    const runId = adapter.agent.inbox[0]!.runId;
    const reports = proxy.exchanges.filter((e) => e.method === 'PATCH' && e.body.includes('/followups/') && e.problem !== ProblemCode.UseDpopNonce);
    const { rows } = await t.db.pool.query<{ status: string }>('SELECT status FROM run_followups WHERE message_id = $1', [followup.body.id]);
    return { run: await runOf(t, runId), calls, rejected, reports, followups: rows.map((r) => r.status), lost };
  }

  it('the lost `delivered` is repeated with its key and replayed; absorbed follows; the run completes, its handler once', async () => {
    const r = await followupWithLostReport(false);
    expect(r.lost).toBeGreaterThanOrEqual(1);
    expect(r.rejected).toBeUndefined();
    expect(r.calls).toBe(1);
    expect(r.run).toMatchObject({ state: 'completed' });
    expect(r.followups).toEqual(['absorbed']);
    // A report the server stored (200) lost its answer; its repeat, on the same version with the same key, is the replay.
    const delivered = r.reports.filter((e) => e.body.includes('"delivered"'));
    const stored = delivered.findIndex((e) => e.fault === 'drop_response' && e.status === 200);
    expect(stored, JSON.stringify(delivered.map(({ body: _b, ...e }) => e))).toBeGreaterThanOrEqual(0);
    expect(delivered[stored + 1]).toMatchObject({ fault: 'forward', status: 200, replay: true, body: delivered[stored]!.body });
    expect(delivered.slice(stored + 2)).toEqual([]);
  });

  it('twin: sent once (before D532), the lost answer rejects delivered() and the run ends failed', async () => {
    const r = await followupWithLostReport(true);
    expect(r.rejected).toBeDefined();
    expect(r.run.state).not.toBe('completed');
    expect(r.run).toMatchObject({ state: 'failed' });
  });
});
