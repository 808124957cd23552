// An agent consumer away for longer than sync.event_retention (15.1 "misses nothing", 7.3; D360):
// retention writes the agent.invocation of every run still queued again at the head, and the
// consumer's resync_required names the end of the removed gap, after which its catch-up goes on,
// so the run is invoked and starts once. A person's resync_required still names the head (7.3).
// Twins: retention that drops the invocation like any event, and an agent sent to the head as a
// person is; in both the run is never invoked. Real PostgreSQL, real WebSockets and HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { ClientOp, EventType, ResyncReason, ServerOp, type ServerFrame } from '@bothy/generated';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { runRetention } from '../../src/retention/retention.ts';
import type { ServerContext } from '../../src/context.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { connectAgent, dispatches, until } from '../support/agents.ts';
import { createAgent, runRow, triggeredRun, type Agent } from '../support/runs.ts';
import { useTestServer } from '../support/server.ts';

const t = useTestServer({ 'agent.ack_persist_interval': '50ms' });
const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
  t.server.ctx.twins = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Resync = Extract<ServerFrame, { op: typeof ServerOp.ResyncRequired }>;

/** Everything in the log so far is older than the retention; the sweep removes it (as `bothy retention run` after a long absence). */
async function ageAndSweep(): Promise<{ minRetainedSeq: number; reissued: number }> {
  await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '400 days'`);
  return runRetention(t.server.ctx, t.config.spec['sync.event_retention']);
}

interface Outcome {
  resync: Resync['d'];
  readyHead: number;
  /** The agent.invocation of the run delivered after the gap, with its token. */
  invocation?: { seq: number; token?: string };
  runId: string;
  agent: Agent;
}

/**
 * The consumer claims its cursor, goes away; a person's mention queues a run; retention removes the
 * log; the consumer comes back and acknowledges what it is told to. `twins` are set for the sweep and
 * the return. `waitMs`: how long the invocation is waited for; the case that expects it waits long
 * (it ends as soon as it comes: a loaded machine is not a lost invocation), the twins that expect it
 * never to come look for the 2 s they always did.
 */
async function queuedRunAcrossTheGap(twins?: ServerContext['twins'], waitMs = 2_000): Promise<Outcome> {
  const alex = await t.client('alex');
  const agent = await createAgent(t);
  const consumer = `c-${uuidv7()}`;
  const first = await connectAgent(t.server.url, agent, consumer, open);
  first.ws.close(1000);
  await first.waitClose(2_000);
  const run = await triggeredRun(t, alex, { agent });
  t.server.ctx.twins = twins;
  const swept = await ageAndSweep();
  expect(swept.minRetainedSeq).toBeGreaterThan(run.invocation.seq);

  const c = await connectAgent(t.server.url, agent, consumer, open);
  const ready = c.frames.find((f) => f.op === ServerOp.Ready) as Extract<ServerFrame, { op: typeof ServerOp.Ready }>;
  await until(ServerOp.ResyncRequired, () => c.frames.some((f) => f.op === ServerOp.ResyncRequired));
  const resync = (c.frames.find((f) => f.op === ServerOp.ResyncRequired) as Resync).d;
  // The adapter acknowledges head_seq (7.3, D106) and takes what follows.
  c.send({ op: ClientOp.Ack, d: { seq: resync.head_seq } });
  const invoked = () => dispatches(c).find((d) => d.type === EventType.AgentInvocation && d.payload.run_id === run.runId);
  await until('the invocation', () => invoked() !== undefined, waitMs).catch(() => undefined);
  const d = invoked();
  return { resync, readyHead: ready.d.head_seq, invocation: d && { seq: d.seq, token: d.invocation_token }, runId: run.runId, agent };
}

describe('an agent consumer after a retention gap (15.1, 7.3; D360)', () => {
  it('is told where the gap ends, gets the queued run\'s invocation written again at the head, and the run starts once', async () => {
    const o = await queuedRunAcrossTheGap(undefined, 15_000);
    expect(o.resync.reason).toBe(ResyncReason.Retention);
    const { rows: inst } = await t.db.pool.query<{ min_retained_seq: string }>('SELECT min_retained_seq FROM instance');
    expect(o.resync.head_seq).toBe(Number(inst[0]!.min_retained_seq) - 1);
    expect(o.resync.head_seq).toBeLessThan(o.readyHead);
    expect(o.invocation, 'the queued run is invoked after the gap').toBeDefined();
    expect(o.invocation!.seq).toBeGreaterThan(o.resync.head_seq);
    expect(o.invocation!.token).toEqual(expect.any(String));
    // One invocation of the run in the retained log: the copy.
    const { rows } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.AgentInvocation, o.runId]);
    expect(Number(rows[0]!.n)).toBe(1);
    const start = () => o.agent.request('POST', `/api/v1/runs/${o.runId}/start`, { invocation_token: o.invocation!.token, billing_mode_used: 'subscription', tool_class_used: 'read' });
    expect((await start()).status).toBe(200);
    expect((await runRow(t, o.runId)).state).toBe('running');
    // A running run's invocation is not written again by the next sweep: nothing starts twice.
    await ageAndSweep();
    const { rows: after } = await t.db.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.AgentInvocation, o.runId]);
    expect(Number(after[0]!.n)).toBe(0);
  });

  it('twin: retention that removes a queued run\'s invocation like any event leaves the run never invoked', async () => {
    const o = await queuedRunAcrossTheGap({ retentionDropsQueuedInvocations: true });
    expect(o.resync.reason).toBe(ResyncReason.Retention);
    expect(o.invocation).toBeUndefined();
    expect((await runRow(t, o.runId)).state).toBe('queued');
  });

  it('twin: an agent sent to the head as a person skips the invocation written again', async () => {
    const o = await queuedRunAcrossTheGap({ agentsResyncRetentionToHead: true });
    expect(o.resync.head_seq).toBe(o.readyHead);
    expect(o.invocation).toBeUndefined();
    expect((await runRow(t, o.runId)).state).toBe('queued');
  });

  it('a run that is no longer queued, or whose cancellation was asked, gets no copy', async () => {
    const alex = await t.client('alex');
    const cancelled = await triggeredRun(t, alex);
    await t.db.pool.query(`UPDATE runs SET cancel_requested_at = now(), cancel_reason = 'user_cancelled' WHERE id = $1`, [cancelled.runId]);
    const failed = await triggeredRun(t, alex);
    await t.db.pool.query(`UPDATE runs SET state = 'failed', finished_at = now() WHERE id = $1`, [failed.runId]);
    const queued = await triggeredRun(t, alex);
    const before = await t.db.pool.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM runs r WHERE r.state = 'queued' AND r.cancel_requested_at IS NULL
          AND EXISTS (SELECT 1 FROM event_log e WHERE e.type = $1 AND e.resource_id = r.id::text)`,
      [EventType.AgentInvocation],
    );
    const swept = await ageAndSweep();
    // Every run still queued (this suite's earlier ones too) has its copy, and only those.
    expect(swept.reissued).toBe(Number(before.rows[0]!.n));
    const { rows } = await t.db.pool.query<{ resource_id: string }>(`SELECT resource_id FROM event_log WHERE type = $1`, [EventType.AgentInvocation]);
    const copies = rows.map((r) => r.resource_id);
    expect(copies).toContain(queued.runId);
    expect(copies).not.toContain(cancelled.runId);
    expect(copies).not.toContain(failed.runId);
  });
});

describe('a person after a retention gap (7.3)', () => {
  it('is told the head: the client reloads the snapshot, nothing of the log is caught up', async () => {
    const alex = await t.client('alex');
    await ageAndSweep();
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    const ready = await c.identify(alex, { cursor: 1 });
    await until(ServerOp.ResyncRequired, () => c.frames.some((f) => f.op === ServerOp.ResyncRequired));
    const resync = (c.frames.find((f) => f.op === ServerOp.ResyncRequired) as Resync).d;
    expect(resync.reason).toBe(ResyncReason.Retention);
    expect(resync.head_seq).toBe(ready.d.head_seq);
    await sleep(200);
    expect(dispatches(c).filter((d) => d.seq <= ready.d.head_seq)).toEqual([]);
  });
});
