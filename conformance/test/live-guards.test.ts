// The guard cases of the live mode (conformance/src/live/guards.ts) against the reference server with its
// default settings and the tests' demo (seedDemo alone): the cases that need something the server does not
// offer skip with the reason instead of passing; the rest pass. Each case's failure against a server with its
// fault was shown with a one-line edit of the server in a throwaway copy (the decision on the live guard cases).
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/test/support/server.ts';
import { guardCases } from '../src/live/guards.ts';
import { formatLiveTable } from '../src/live/report.ts';
import { CATALOGUE_CASE, runLive } from '../src/live/runner.ts';

const t = useTestServer({ 'agent.ack_timeout': '1s' });

describe('live guard cases against the default settings (5.2, 6.3, 6.4, 7.1-7.2, 8.1, 8.5)', () => {
  it('pass where they can, and skip with the reason where the server or the demo offers too little', async () => {
    const result = await runLive({ url: t.server.url, principal: 'alex', cases: guardCases });
    const statuses = Object.fromEntries(result.cases.map((c) => [c.id, c.status]));
    expect(statuses, formatLiveTable(result)).toEqual({
      // seedDemo alone has no thread in a channel that helper does not read.
      'access.no_leak': 'skip',
      // sync.cursor_advance_every of 1000, the contract's default: the case posts at most 21 messages.
      'cursor.advance_every': 'skip',
      'idempotency.key_replay': 'pass',
      'identify.bad_token': 'pass',
      'revoke.device': 'pass',
      'resume.catchup': 'pass',
      // 5 events fit one page of the default 500.
      'catchup.pages': 'skip',
      [CATALOGUE_CASE.id]: 'pass',
    });
    const reason = (id: string) => result.cases.find((c) => c.id === id)?.reason ?? '';
    expect(reason('access.no_leak')).toMatch(/whose channel helper cannot read/);
    expect(reason('catchup.pages')).toMatch(/BOTHY_SYNC_CATCHUP_PAGE_SIZE=2/);
    expect(reason('cursor.advance_every')).toMatch(/BOTHY_SYNC_CURSOR_ADVANCE_EVERY=1 and pass --cursor-advance-every 1/);
  }, 60_000);
});
