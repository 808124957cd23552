// An adapter away for longer than sync.event_retention (15.1 "misses nothing", 7.3; D360): the
// run a person queued while it was away is invoked when it comes back and starts once, through the
// SDK as an agent author uses it (resync_required acknowledged at its head_seq, the catch-up after
// the gap). Twin: the server sends the agent to the head as a person, and the run is never handled.
// Real server, PostgreSQL and sockets; every wait bounded.
import { describe, expect, it } from 'vitest';
import { ResyncReason, ServerOp } from '@bothy/generated';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { runRetention } from '../../../server/src/retention/retention.ts';
import type { ServerContext } from '../../../server/src/context.ts';
import { MemoryInboxStore } from '../../src/agent/inbox.ts';
import type { ResyncEvent } from '../../src/events.ts';
import { agentSuite, createAgent, runOf, startAdapter, stoppedAfterEach } from '../support/agent.ts';
import { sleep, until } from '../support/e2e.ts';

const { adapterFor } = stoppedAfterEach();

describe('an adapter away for longer than the event retention (15.1, 7.3; D360)', () => {
  const s = agentSuite({});
  const t = s.t;

  /** The adapter claims its consumer, stops; a mention queues a run; the log is swept; the adapter comes back. */
  async function awayAcrossTheGap(twins?: ServerContext['twins']): Promise<{ runId: string; handled: string[]; resyncs: ResyncEvent[] }> {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const store = new MemoryInboxStore();
    const before = await startAdapter(t.server.url, agent, { inboxStore: store });
    await before.agent.stop();
    const posted = await place.who.postMessage(place.thread, `<@${agent.id}> while you were away`);
    expect(posted.status, posted.text).toBe(201);
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM runs WHERE trigger_message_id = $1', [posted.body.id]);
    const runId = rows[0]!.id;
    t.server.ctx.twins = twins;
    try {
      await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '400 days'`);
      await runRetention(t.server.ctx, t.config.spec['sync.event_retention']);
      const adapter = await adapterFor(t.server.url, agent, { inboxStore: store, live: false });
      const resyncs: ResyncEvent[] = [];
      adapter.agent.on('resync', (r) => resyncs.push(r));
      const handled: string[] = [];
      adapter.agent.on('invocation', async (run) => {
        handled.push(run.id);
      });
      await until(() => resyncs.length > 0, ServerOp.ResyncRequired, 5_000);
      await until(() => handled.length > 0, 'the run handled', 3_000).catch(() => undefined);
      await sleep(300);
      return { runId, handled, resyncs };
    } finally {
      t.server.ctx.twins = undefined;
    }
  }

  it('handles the run queued while it was away, once, and the run completes', { timeout: 30_000 }, async () => {
    const o = await awayAcrossTheGap();
    expect(o.resyncs.map((r) => r.reason)).toEqual([ResyncReason.Retention]);
    expect(o.handled).toEqual([o.runId]);
    await until(async () => (await runOf(t, o.runId)).state === 'completed', 'the run completed', 5_000);
  });

  it('twin: sent to the head as a person, the adapter never handles the run, which stays queued', { timeout: 30_000 }, async () => {
    const o = await awayAcrossTheGap({ agentsResyncRetentionToHead: true });
    expect(o.resyncs.map((r) => r.reason)).toEqual([ResyncReason.Retention]);
    expect(o.handled).toEqual([]);
    expect((await runOf(t, o.runId)).state).toBe('queued');
  });
});
