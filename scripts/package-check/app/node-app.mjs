// Plain Node (no tsx, no TypeScript): the installed @bothy/sdk from its built dist/, with `ws`.
// Connects to the server named by BOTHY_URL, sends a message, waits for its echo; then the demo
// agent helper, run by the installed @bothy/sdk/agent, answers a mention of it; exits 0 after that.
import { BothyClient, EventType, generateDpopKey, StaticTokenProvider } from '@bothy/sdk';
import { FileCursorStore, FileInboxStore } from '@bothy/sdk/node';
import { BothyAgent } from '@bothy/sdk/agent';
import WebSocket from 'ws';

const baseUrl = process.env.BOTHY_URL ?? 'http://127.0.0.1:8080';
const dpopKey = await generateDpopKey();
const login = async (deviceId) => {
  const res = await fetch(new URL('/api/v1/dev/tokens', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal: 'alex', public_jwk: dpopKey.publicJwk, ...(deviceId ? { device_id: deviceId } : {}) }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.json();
};
const session = await login();
const client = await BothyClient.open({
  baseUrl,
  deviceId: session.device_id,
  dpopKey,
  tokens: new StaticTokenProvider(session.access_token, async () => (await login(session.device_id)).access_token),
  WebSocket,
  cursorStore: new FileCursorStore('.bothy/cursor.json'),
});
const page = await client.rest.getEvents({ after: 0, limit: 100 });
const threadId = page.events.find((e) => e.type === EventType.MessageCreated)?.payload.message.thread_id;
if (!threadId) throw new Error('no message.created in the log to find a thread by');
const text = `node package check ${crypto.randomUUID()}`;
const echo = new Promise((resolve) =>
  client.on(EventType.MessageCreated, (e) => {
    if (e.payload.message.content_md === text) resolve(e.payload.message);
  }),
);
const timer = setTimeout(() => {
  console.error('no echo within 15 s');
  process.exit(1);
}, 15_000);
await client.start();
await client.sendMessage(threadId, text);
const message = await echo;
clearTimeout(timer);
console.log(`node: sent and received #${message.thread_seq} in ${threadId}`);

const issued = await fetch(new URL('/api/v1/dev/api-tokens', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: 'helper' }) });
if (!issued.ok) throw new Error(`helper's API token: ${issued.status}`);
const helper = await issued.json();
const agent = new BothyAgent({ baseUrl, apiToken: helper.api_token, WebSocket, consumer: `package-check-${crypto.randomUUID()}`, inboxStore: new FileInboxStore('.bothy/inbox.json'), billingMode: 'subscription', toolClass: 'read' });
agent.on('invocation', async (run) => {
  await run.reply(`answer to ${(await run.message()).id}`);
});
const answered = new Promise((resolve) =>
  client.on(EventType.MessageCreated, (e) => {
    if (e.payload.message.author.id === helper.principal.id) resolve(e.payload.message);
  }),
);
await agent.start();
await new Promise((resolve) => agent.on('state', ({ to }) => to === 'live' && resolve()));
const agentTimer = setTimeout(() => {
  console.error('no answer of the agent within 15 s');
  process.exit(1);
}, 15_000);
await client.sendMessage(threadId, `<@${helper.principal.id}> package check`);
const answer = await answered;
clearTimeout(agentTimer);
console.log(`node: the agent answered #${answer.thread_seq}`);
await agent.stop();
await client.close();
