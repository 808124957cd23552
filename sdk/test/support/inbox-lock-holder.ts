// A process that holds a FileInboxStore's lock until it is killed (15.2; D511): the inbox lock's
// tests start it in another pid namespace (unshare), as a second container with this host name.
// Usage: inbox-lock-holder.ts <inbox file> [lockRefreshInterval ms]; prints `held <pid>` once the
// lock is taken, and `warn <message>` for each warning of the lock (lost, not refreshed).
import { FileInboxStore } from '../../src/node/file-stores.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: inbox-lock-holder.ts <inbox file> [lockRefreshInterval ms]');
const interval = process.argv[3] ? Number(process.argv[3]) : undefined;
void new FileInboxStore(file, interval === undefined ? {} : { lockRefreshInterval: interval })
  .open((message) => process.stdout.write(`warn ${message.replace(/\n/g, ' ')}\n`))
  .then(() => {
    process.stdout.write(`held ${process.pid}\n`);
    setInterval(() => {}, 60_000);
  });
