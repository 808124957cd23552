// D470: a live case whose REST request fails while the case waits for something else gives a failing case,
// not an end of the runner. autocomplete.answered (15.7) sends the person's request and, while it waits,
// waits for command.autocomplete_requested at the agent; it awaited the request only after that frame. A
// server that never delivers the request to the agent and holds the POST longer than --step-timeout (its
// command.autocomplete_timeout is longer) made the request's timeout an unhandled rejection: the runner's
// process ended (exit 1) with no report, in the middle of a CI gate. The runner runs in a child process.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCommand } from '../../server/test/support/child.ts';
import { useTestServer } from '../../server/test/support/server.ts';

// The server holds the request 10 s for an answer that never comes (autocompleteUndelivered: the agent never
// gets it); the runner's steps last 1.5 s.
const t = useTestServer({ 'command.autocomplete_timeout': '10s' });
afterEach(() => {
  delete t.server.ctx.twins;
});

async function runCase(twins: Record<string, boolean>) {
  const child = spawnCommand(process.execPath, ['--import', 'tsx', 'conformance/test/support/live-child.ts', 'autocomplete.answered', t.server.url, JSON.stringify({ principal: 'alex', stepTimeoutMs: 1_500, twins })], {});
  const exit = await child.exited;
  const line = exit.stdout.split('\n').find((l) => l.startsWith('{"cases"'));
  return { exit, cases: line === undefined ? undefined : (JSON.parse(line) as { cases: { id: string; status: string; reason?: string }[] }).cases };
}

describe('live runner: a request that fails while a case waits (15.7; D470)', () => {
  it('autocomplete.answered fails with the reason, and the runner reports', async () => {
    t.server.ctx.twins = { autocompleteUndelivered: true };
    const { exit, cases } = await runCase({});
    expect(exit.code, exit.stderr).toBe(0);
    expect(cases?.[0]).toMatchObject({ id: 'autocomplete.answered', status: 'fail' });
    expect(cases?.[0]?.reason).toMatch(/no command\.autocomplete_requested at the agent/);
  }, 60_000);

  it('twin autocompleteRequestUnheard: the request without a handler ends the runner with an unhandled rejection', async () => {
    t.server.ctx.twins = { autocompleteUndelivered: true };
    const { exit, cases } = await runCase({ autocompleteRequestUnheard: true });
    expect(cases).toBeUndefined();
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/TimeoutError|aborted due to timeout/);
  }, 60_000);
});
