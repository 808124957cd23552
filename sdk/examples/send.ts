import { fail, threadArgs } from './cli/options.ts';
import { connect } from './connect.ts';

const [threadId, text = 'Hello from the SDK'] = threadArgs('send.ts <thread> [text]');
const client = await connect();

client.typing(threadId); // on every keystroke: typing.start at most once per sync.typing_min_interval
// Into the outbox first, with its client_msg_id; sent once the client is live; the echo confirms it.
const queued = await client.sendMessage(threadId, text);
console.log(`queued as ${queued.id}`);
// The example ends with the echo of its message, or with the reason and exit code 1.
const outcome = await new Promise<string>((resolve, reject) => {
  client.outbox.on('confirmed', ({ entry, message }) => entry.id === queued.id && resolve(`sent as #${message.thread_seq}`));
  client.outbox.on('failed', (entry) => entry.id === queued.id && reject(new Error(`not sent (${entry.failure?.code}); the text is kept`)));
  setTimeout(() => reject(new Error('no echo within 15 s; the message stays in the outbox and goes out on the next run')), 15_000).unref();
}).catch((error: Error) => fail(error.message));
console.log(outcome);
await client.close();
