// The stalled holder of sdk/test/e2e/agent-inbox-lease.test.ts (15.2, 15.3; D511 fourth addendum): a
// BothyAgent with a file inbox on "another host" (its host name is set before the SDK loads, as a
// second machine on a shared volume would have it, so its pid cannot be checked from the test's
// process). At the step `starting` of its first run (acknowledged, the start about to go out) it
// prints `starting <runId>` and waits (its lock still refreshed) until the file `<INBOX>.stall` exists
// (the test saw the ack stored), then stalls: a synchronous wait of STALL_MS (long synchronous work, as SIGSTOP or a paused VM), in
// which neither its lock refresh nor anything else runs. Run with node --import tsx. Environment:
//   BOTHY_URL, BOTHY_API_TOKEN   the server and the agent's API token
//   INBOX, HANDLER_LOG           the inbox file; one line per handler start
//   REFRESH_MS, STALE_MS         the lock's refresh interval and stale time
//   STALL_MS                     how long it stalls
//   BROKEN_LOCK_LOSS_IGNORED=1   the twin: the adapter goes on after its lock was lost
// Prints `live`, `starting <runId>`, `stalled <runId>`, `woke`, `error <code> <message>`, `handler <runId>`.
import { appendFileSync, existsSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import { childAgentOptions, env } from './agent-child.ts';

os.hostname = () => 'lease-child-elsewhere';
syncBuiltinESMExports();

const { default: WebSocket } = await import('ws');
const { BothyAgent } = await import('../../src/agent/agent.ts');
const { FileInboxStore } = await import('../../src/node/file-stores.ts');

const stallMs = Number(env('STALL_MS'));
let stalled = false;
const agent = new BothyAgent({
  ...childAgentOptions(WebSocket),
  consumer: 'lease',
  inboxStore: new FileInboxStore(env('INBOX'), { lockRefreshInterval: Number(env('REFRESH_MS')), lockStaleAfter: Number(env('STALE_MS')) }),
  brokenLockLossIgnored: process.env.BROKEN_LOCK_LOSS_IGNORED === '1',
  onStep: async (step, runId) => {
    if (step !== 'starting' || stalled) return;
    stalled = true;
    // The ack of the stored entry lands first (the server then delivers the run to nobody else).
    process.stdout.write(`starting ${runId}\n`);
    while (!existsSync(`${env('INBOX')}.stall`)) await new Promise((r) => setTimeout(r, 20));
    process.stdout.write(`stalled ${runId}\n`);
    const until = performance.now() + stallMs;
    while (performance.now() < until) {
      // stalled: no timer, no refresh
    }
    process.stdout.write('woke\n');
  },
});
agent.on('invocation', async (run, { signal }) => {
  appendFileSync(env('HANDLER_LOG'), `child ${run.id}\n`);
  process.stdout.write(`handler ${run.id}\n`);
  await new Promise((r) => {
    const timer = setTimeout(r, 2_000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      r(undefined);
    });
  });
});
agent.on('state', ({ to }) => {
  if (to === 'live') process.stdout.write('live\n');
});
agent.on('error', (e) => process.stdout.write(`error ${e.code} ${e.message.replace(/\n/g, ' ')}\n`));
agent.on('close', (c) => process.stdout.write(`close ${c.code} ${c.reason}\n`));
await agent.start();
// Alive until the test kills it, whatever the adapter holds (its timers are unref'd once its connection closed).
setInterval(() => {}, 60_000);
process.on('SIGTERM', () => {
  void agent.stop().then(() => process.exit(0));
});
