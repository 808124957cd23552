import { cache, connect } from './connect.ts';

const client = await connect();

// The server cannot catch this client up (a restore, or too far behind). The SDK has called
// discardCache, kept the outbox and loaded GET /sync/snapshot: build the cache anew from it.
// The connection stays open and live from snapshot.head_seq; the outbox sends after this.
client.on('resync', ({ reason, snapshot }) => {
  console.log(`resync (${reason}) at seq ${snapshot.head_seq}`);
  for (const channel of snapshot.channels) cache.set(`channel:${channel.id}`, channel);
});
