// The adapter's heartbeat schedule (12, D250), without a server: a heartbeat on start, one per
// change of what makes a report news, one at a time, and the interval from the server's answer.
import { configDefaults } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { heartbeatInterval, PresenceReporter, type PresenceReport } from '../../src/agent/presence.ts';

const base: PresenceReport = { state: 'ready', runtime_version: '1', reported_billing_mode: 'subscription', billing_modes_supported: ['subscription'], tool_class: 'read', active_run_ids: [] };

function reporter(o: { timeoutMs?: number; intervalMs?: number; hold?: boolean } = {}) {
  let report = { ...base };
  const sent: PresenceReport[] = [];
  let release: (() => void) | undefined;
  const r = new PresenceReporter({
    report: () => report,
    send: async (x) => {
      sent.push(x);
      if (o.hold) await new Promise<void>((resolve) => (release = resolve));
      return o.timeoutMs === undefined ? {} : { presence_timeout_ms: o.timeoutMs };
    },
    ...(o.intervalMs === undefined ? {} : { intervalMs: o.intervalMs }),
    onError: (e) => {
      throw e;
    },
  });
  return { r, sent, set: (c: Partial<PresenceReport>) => (report = { ...report, ...c }), release: () => release?.() };
}

describe('the heartbeat schedule of an adapter (12, D250)', () => {
  it('sends on start, then only when the state, the mode, the tool class or the number of active runs changed', async () => {
    const { r, sent, set } = reporter({ intervalMs: 60_000 });
    await r.start();
    r.changed();
    await r.idle();
    expect(sent).toHaveLength(1);
    const changes: Partial<PresenceReport>[] = [{ state: 'degraded' }, { reported_billing_mode: 'api', billing_modes_supported: ['subscription', 'api'] }, { tool_class: 'none' }, { active_run_ids: ['r1'] }];
    for (const c of changes) {
      set(c);
      r.changed();
      await r.idle();
    }
    expect(sent).toHaveLength(5);
    // The same number of runs, other IDs: no news by itself (it rides along with the next heartbeat).
    set({ active_run_ids: ['r2'] });
    r.changed();
    await r.idle();
    expect(sent).toHaveLength(5);
    r.stop();
  });

  it('one request at a time: changes while one is on the way go out once, after it', async () => {
    const { r, sent, set, release } = reporter({ intervalMs: 60_000, hold: true });
    const first = r.start();
    set({ state: 'busy', active_run_ids: ['a'] });
    r.changed();
    set({ state: 'degraded' });
    r.changed();
    expect(sent).toHaveLength(1);
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ state: 'degraded' });
    release();
    await r.idle();
    r.stop();
  });

  it('the interval is a third of agent.presence_timeout: the contract default before an answer, the answer after it', async () => {
    expect(heartbeatInterval(90_000)).toBe(30_000);
    const { r } = reporter({ timeoutMs: 900 });
    expect(r.intervalMs).toBe(heartbeatInterval(configDefaults['agent.presence_timeout']));
    await r.start();
    expect(r.intervalMs).toBe(300);
    r.stop();
    expect(reporter({ intervalMs: 1234 }).r.intervalMs).toBe(1234);
  });
});
