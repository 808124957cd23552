import { threadArgs } from './cli/options.ts';
import { connect } from './connect.ts';

const [threadId] = threadArgs('offline.ts <thread>');
const client = await connect();

// Under the thread, the UI shows the outbox: "sending" until the echo, "failed" with a reason.
for (const entry of client.pending(threadId)) {
  console.log(entry.state === 'failed' ? `failed: ${entry.failure?.message}` : 'sending', entry.id);
}
// A failed entry is never dropped silently: the person sends it again (a new ID) or discards it.
const failed = client.pending(threadId).find((entry) => entry.state === 'failed');
if (failed) await client.outbox.retry(failed.id);
// The network is back (or, with foreground(), the app is visible again): a new attempt at once,
// not after the backoff; an open socket is given up for it (D387), so call one, once per change.
client.networkChanged();
