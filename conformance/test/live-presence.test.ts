// The live cases of presence, autocomplete and live statistics (12, 15.7, R-SY-26)
// against the reference server: each passes.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/test/support/server.ts';
import { presenceCases } from '../src/live/presence.ts';
import { formatLiveTable } from '../src/live/report.ts';
import { runLive } from '../src/live/runner.ts';

const t = useTestServer({ 'stats.live_interval': '200ms' });

describe('live cases of issue 20 (12, 15.7, R-SY-26)', () => {
  it('pass against the reference server', async () => {
    const result = await runLive({ url: t.server.url, principal: 'alex', cases: presenceCases });
    expect(result.cases.filter((c) => c.status !== 'pass'), formatLiveTable(result)).toEqual([]);
    expect(result.cases.map((c) => c.id)).toEqual(expect.arrayContaining(presenceCases.map((c) => c.id)));
  }, 30_000);
});
