import { BothyAgent, CloseCode } from '@bothy/sdk/agent';
import { FileCursorStore, FileInboxStore } from '@bothy/sdk/node';
import WebSocket from 'ws';
import { apiToken } from './api-token.ts';
import { Exit, exampleOptions, fail, orExit } from './cli/options.ts';

// --url or BOTHY_URL (default: the demo server of `npm start`), --principal (default: the demo agent helper)
const { baseUrl, principal } = exampleOptions('agent.ts', 'helper');
const dir = `.bothy/${principal}`; // this adapter's inbox and gateway session, kept between runs

const agent = new BothyAgent({
  baseUrl,
  apiToken: await orExit(apiToken(baseUrl, principal), baseUrl),
  WebSocket, // Node 20 has no WebSocket of its own
  consumer: 'echo', // one process per consumer; a second one with its own inbox (another folder or host) takes over (4015)
  // Every invocation is stored here with its token before the ack: a restart misses nothing and starts nothing twice.
  // One process per inbox: a second one started here is refused (StorageError inbox_locked).
  inboxStore: new FileInboxStore(`${dir}/inbox.json`),
  sessionStore: new FileCursorStore(`${dir}/session.json`),
  // What this adapter reports for every run; a token that asks for another mode or a lower tool class is refused (15.3).
  billingMode: 'subscription',
  toolClass: 'read',
  concurrency: 4,
});

// One handler: the SDK starts the run before it and finishes it after (completed, or failed if it throws).
agent.on('invocation', async (run, { signal }) => {
  const message = await run.message(); // events name messages by ID only; the text comes through REST (2.2)
  if (signal.aborted) return; // run.cancel_requested: the run is reported cancelled
  await run.reply(`echo: ${message.content_md}`);
  console.log(`answered run ${run.id}`);
});
agent.on('state', ({ to }) => console.log(`connection: ${to}`));
agent.on('error', (error) => console.warn(`${error.code}: ${error.message}`));
// 4011 (the API token expired: its owner issues a new one), 4015 (another process took the consumer), 4012 …
// stop() first: the runs of this process settle and the inbox goes back (its lock file removed).
// 4015 exits with a status of its own: a supervisor must not restart this process (it would take the consumer back).
agent.on('stopped', (why) => void agent.stop().finally(() => fail(`stopped: ${why.code ?? ''} ${why.reason}`, why.code === CloseCode.ConsumerReplaced ? Exit.TakenOver : Exit.Failed)));

await orExit(agent.start(), baseUrl);
process.on('SIGINT', () => void agent.stop().then(() => process.exit(0)));
