import { client } from './connect.ts';

const threadId = process.argv[2]!;

client.outbox.on('confirmed', ({ message }) => console.log(`sent as #${message.thread_seq}`));
client.outbox.on('failed', (entry) => console.warn(`not sent (${entry.failure?.code}); the text is kept`));
client.typing(threadId); // on every keystroke: typing.start at most once per sync.typing_min_interval
// Into the outbox first, with its client_msg_id; sent once the client is live; the echo confirms it.
const entry = await client.sendMessage(threadId, 'Hello from the SDK');
console.log(`queued as ${entry.id}`);
