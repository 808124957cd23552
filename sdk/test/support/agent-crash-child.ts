// The adapter process of the crash test (sdk/test/e2e/agent-crash.test.ts): a BothyAgent with a
// file inbox and a file session, which SIGKILLs itself at random steps of its runs. Run with
// node --import tsx. Environment:
//   BOTHY_URL, BOTHY_API_TOKEN      the server and the agent's API token
//   INBOX, SESSION, HANDLER_LOG     files: the inbox, the gateway session, one line per handler start
//   KILL_PROBABILITY                chance of a SIGKILL at each step (0 = run to the end)
//   KILL_DELAY_MS                   the kill waits up to this long first (so that an ack can land)
//   KILL_AT, KILL_WAIT_MS           kill only at this step, after waiting this long (the twin)
//   SEED                            for the random choices
//   BROKEN_ACK_BEFORE_STORE=1       the twin: ack before the entry is stored (15.2 broken)
import { appendFileSync } from 'node:fs';
import WebSocket from 'ws';
import { BothyAgent, type AgentStep } from '../../src/agent/agent.ts';
import { FileCursorStore, FileInboxStore } from '../../src/node/file-stores.ts';
import { childAgentOptions, env } from './agent-child.ts';

let seed = Number(process.env.SEED ?? 1) >>> 0;
const random = (): number => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

const probability = Number(process.env.KILL_PROBABILITY ?? 0);
const delay = Number(process.env.KILL_DELAY_MS ?? 0);
const handlerLog = env('HANDLER_LOG');

const only = process.env.KILL_AT;
const fixedWait = process.env.KILL_WAIT_MS === undefined ? undefined : Number(process.env.KILL_WAIT_MS);

async function maybeDie(step: AgentStep, runId: string): Promise<void> {
  if (only !== undefined && step !== only) return;
  if (random() >= probability) return;
  const wait = fixedWait ?? Math.floor(random() * delay);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  process.stdout.write(`kill ${step} ${runId}\n`);
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => {}); // never continues
}

const agent = new BothyAgent({
  ...childAgentOptions(WebSocket),
  consumer: 'crash',
  inboxStore: new FileInboxStore(env('INBOX')),
  sessionStore: new FileCursorStore(env('SESSION')),
  brokenAckBeforeStore: process.env.BROKEN_ACK_BEFORE_STORE === '1',
  onStep: maybeDie,
});
agent.on('invocation', async (run) => {
  appendFileSync(handlerLog, `${run.id}\n`);
  await new Promise((r) => setTimeout(r, Math.floor(random() * 50)));
});
agent.on('state', ({ to }) => {
  process.stdout.write(`state ${to}\n`);
  if (to === 'live') process.stdout.write('live\n');
});
agent.on('close', (c) => process.stdout.write(`close ${c.code} ${c.reason}\n`));
agent.on('error', (e) => process.stdout.write(`error ${e.code} ${e.message}\n`));
agent.on('run', (r) => process.stdout.write(`run ${r.runId} ${JSON.stringify(r.outcome ?? r.note)}\n`));
await agent.start();
process.on('SIGTERM', () => {
  void agent.stop().then(() => process.exit(0));
});
