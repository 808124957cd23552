// The live cases of presence, autocomplete and live statistics (12, 15.7, R-SY-26) against the
// reference server: each passes, and each fails (not skips) against a server with the fault it is
// there to find: a heartbeat whose state is ignored, a request never delivered to the agent, a
// frame whose active_runs stay 0 (the server before issue 20).
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/test/support/server.ts';
import { presenceCases } from '../src/live/presence.ts';
import { formatLiveTable } from '../src/live/report.ts';
import { CATALOGUE_CASE, runLive } from '../src/live/runner.ts';

const t = useTestServer({ 'stats.live_interval': '200ms', 'command.autocomplete_timeout': '1s' });
afterEach(() => {
  delete t.server.ctx.twins;
});

const only = (id: string) => presenceCases.filter((c) => c.id === id);

describe('live cases of issue 20 (12, 15.7, R-SY-26)', () => {
  it('pass against the reference server', async () => {
    const result = await runLive({ url: t.server.url, principal: 'alex', cases: presenceCases });
    expect(result.cases.filter((c) => c.status !== 'pass'), formatLiveTable(result)).toEqual([]);
    expect(result.cases.map((c) => c.id)).toEqual([...presenceCases.map((c) => c.id), CATALOGUE_CASE.id]);
  }, 60_000);

  it.each([
    ['presence.heartbeat', { presenceIgnoresReport: true }, /heartbeat with state degraded answered the presence online/],
    ['autocomplete.answered', { autocompleteUndelivered: true }, /no command\.autocomplete_requested at the agent/],
    ['stats.live_frames', { statsWithoutRuns: true }, /no stats\.live counts the run the case started/],
  ] as const)('%s fails against a server with its fault (the twin)', async (id, twins, reason) => {
    t.server.ctx.twins = { ...twins };
    const result = await runLive({ url: t.server.url, principal: 'alex', stepTimeoutMs: 1_500, cases: only(id) });
    expect(result.cases[0]?.status, formatLiveTable(result)).toBe('fail');
    expect(result.cases[0]?.reason).toMatch(reason);
  }, 30_000);

  it('the statistics case skips, with the reason, for a person without stats.read', async () => {
    const result = await runLive({ url: t.server.url, principal: 'sam', cases: only('stats.live_frames') });
    expect(result.cases[0]?.status, formatLiveTable(result)).toBe('skip');
    expect(result.cases[0]?.reason).toMatch(/lacks stats\.read/);
  }, 30_000);
});
