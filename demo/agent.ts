// The demo agent helper of `npm start` (issue 21), on the SDK's agent adapter: main.ts runs it as a
// child process. Mention <@helper> in a thread it may write to, and it works through a short plan
// in the live box (11.1–11.3): a status line, the plan's items and one step per item, patched as it
// goes, then a reply. Cancelling the run (POST /runs/{id}/cancel) aborts it between steps (15.5).
// It imports only what an app that installed @bothy/sdk and ws could: npm start bundles this file
// alone (demo/build.ts, buildDemoAgent, which refuses any other file of the repository) and runs
// the bundle with node, which resolves @bothy/sdk/agent through the package's exports to sdk/dist.
// By hand, on the SDK's sources: `npx tsx demo/agent.ts --url http://127.0.0.1:8080`.
import { BothyAgent, MemoryInboxStore } from '@bothy/sdk/agent';
import WebSocket from 'ws';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const baseUrl = arg('url') ?? process.env.BOTHY_URL ?? 'http://127.0.0.1:8080';
const principal = arg('principal') ?? 'helper';
/** Time per plan item (ms); the demo's test shortens it with DEMO_AGENT_STEP_MS. */
const stepMs = Number(process.env.DEMO_AGENT_STEP_MS ?? 1200);

/**
 * The API token is the agent owner's to give (08-identity): BOTHY_API_TOKEN. The demo server of
 * `npm start` stands in for the owner with its dev endpoint, POST /api/v1/dev/api-tokens.
 */
async function ownersToken(): Promise<string> {
  if (process.env.BOTHY_API_TOKEN) return process.env.BOTHY_API_TOKEN;
  const answer = await fetch(new URL('/api/v1/dev/api-tokens', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal }),
  });
  const { api_token: token, detail } = (await answer.json().catch(() => ({}))) as { api_token?: string; detail?: string };
  if (answer.ok && token) return token;
  throw new Error(`the dev endpoint gave no API token for ${principal}: ${answer.status} ${detail ?? answer.statusText}`);
}

const PLAN = ['Read the message', 'Look through the thread', 'Write the answer'];

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

const agent = new BothyAgent({
  baseUrl,
  apiToken: await ownersToken(),
  WebSocket,
  consumer: 'demo',
  // In memory: the demo's database may be new on every start (CI), and the server redelivers what was not acked (15.2).
  inboxStore: new MemoryInboxStore(),
  billingMode: 'subscription',
  toolClass: 'read',
  concurrency: 4,
});

agent.on('invocation', async (run, { signal }) => {
  const message = await run.message();
  const started = new Date().toISOString();
  run.patch((d) => {
    d.status_line = 'Thinking about your message';
    d.model = 'demo-echo';
    d.plan = PLAN.map((text, i) => ({ id: `p${i + 1}`, text, status: i === 0 ? 'in_progress' : 'pending' }));
  });
  for (const [i, text] of PLAN.entries()) {
    const step = `s${i + 1}`;
    run.patch((d) => {
      d.status_line = `${text}…`;
      d.plan![i]!.status = 'in_progress';
      d.steps[step] = { ordinal: i, kind: 'tool', name: 'think', title: text, status: 'running', started_at: new Date().toISOString() };
    });
    await sleep(stepMs, signal);
    if (signal.aborted) {
      run.patch((d) => {
        d.status_line = 'Cancelled';
        d.steps[step]!.status = 'cancelled';
      });
      return; // run.cancel_requested: the SDK reports the run cancelled
    }
    run.patch((d) => {
      d.plan![i]!.status = 'done';
      d.steps[step]!.status = 'done';
      d.steps[step]!.ended_at = new Date().toISOString();
    });
  }
  const text = message.content_md.replace(/<@[0-9a-f-]{36}>\s*/g, '').trim();
  run.patch((d) => {
    d.status_line = 'Answered';
    d.last_text_excerpt = text.slice(0, 80);
  });
  await run.reply(`You said “${text}” (started ${started.slice(11, 19)} UTC, ${PLAN.length} steps).`);
});
agent.on('state', ({ to }) => console.log(`demo agent ${principal}: ${to}`));
agent.on('error', (error) => console.warn(`demo agent ${principal}: ${error.code}: ${error.message}`));
agent.on('stopped', (why) => {
  console.warn(`demo agent ${principal} stopped: ${why.code ?? ''} ${why.reason}`);
  process.exit(1);
});

await agent.start();
const stop = () => void agent.stop().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Run by npm start (demo/start.ts): the end of the pipe from the server process is the end of the agent.
if (process.argv.includes('--parent-pipe')) {
  process.stdin.on('end', stop).on('close', stop).resume();
}
