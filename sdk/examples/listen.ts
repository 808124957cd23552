import { EventType } from '@bothy/sdk';
import { threadArgs } from './cli/options.ts';
import { connect } from './connect.ts';

const [threadId] = threadArgs('listen.ts <thread>'); // a thread the person can read
const client = await connect();

// One typed listener per event type: `event` is the envelope of message.created.
client.on(EventType.MessageCreated, (event) => {
  const { message } = event.payload;
  if (message.thread_id === threadId) console.log(`${message.thread_seq}. ${message.content_md}`);
});
client.on(EventType.TypingStarted, (event) => console.log(`${event.payload.principal_id} is typing`));
client.on('state', ({ from, to }) => console.log(`connection: ${from} -> ${to}`));
client.on('error', (error) => console.warn(`${error.code}: ${error.message}`));
// The threads on screen: typing and live run updates come for these (6.2, 12).
client.focus([threadId]);
