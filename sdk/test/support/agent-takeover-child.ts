// An adapter process of sdk/test/e2e/agent-takeover-restart.test.ts (15.1, 6.4; D529): a BothyAgent
// whose inbox and gateway session live in one folder (inbox.json, session.json), as the README's
// adapter keeps them. On `stopped` (4015, …) it calls stop(), as the README's adapter does, and exits 0
// (the runs settle and the inbox lock goes back). Its handler returns at once (the run completes). Run with node --import tsx. Environment:
//   BOTHY_URL, BOTHY_API_TOKEN   the server and the agent's API token
//   DIR, CONSUMER                the folder and the consumer
//   BROKEN_STORED_SESSION=1      the twin brokenStoredSessionReplacedIsFatal
// Prints `live`, `close <code> <earlier|own> <info.recovery>` (D531: whose session the close ended, and
// the reaction taken), `stopped <code>`, `handler <runId>`, `error <code> <message>`.
import WebSocket from 'ws';
import { BothyAgent } from '../../src/agent/agent.ts';
import { FileCursorStore, FileInboxStore } from '../../src/node/file-stores.ts';
import { childAgentOptions, env } from './agent-child.ts';

const agent = new BothyAgent({
  ...childAgentOptions(WebSocket),
  consumer: env('CONSUMER'),
  inboxStore: new FileInboxStore(`${env('DIR')}/inbox.json`),
  sessionStore: new FileCursorStore(`${env('DIR')}/session.json`),
  brokenStoredSessionReplacedIsFatal: process.env.BROKEN_STORED_SESSION === '1',
});
agent.on('invocation', async (run) => {
  process.stdout.write(`handler ${run.id}\n`);
});
agent.on('state', ({ to }) => {
  if (to === 'live') process.stdout.write('live\n');
});
agent.on('error', (e) => process.stdout.write(`error ${e.code} ${e.message.replace(/\n/g, ' ')}\n`));
agent.on('close', (c) => process.stdout.write(`close ${c.code} ${c.earlierSession ? 'earlier' : 'own'} ${c.info.recovery}\n`));
agent.on('stopped', (why) => {
  process.stdout.write(`stopped ${why.code}\n`);
  void agent.stop().then(() => process.exit(0));
});
await agent.start();
process.on('SIGTERM', () => {
  void agent.stop().then(() => process.exit(0));
});
