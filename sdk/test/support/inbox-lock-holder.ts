// A process that holds a FileInboxStore's lock until it is killed (15.2; D511): the inbox lock's
// tests start it in another pid namespace (unshare), as a second container with this host name.
// Usage: inbox-lock-holder.ts <inbox file>; prints `held <pid>` once the lock is taken.
import { FileInboxStore } from '../../src/node/file-stores.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: inbox-lock-holder.ts <inbox file>');
void new FileInboxStore(file).open().then(() => {
  process.stdout.write(`held ${process.pid}\n`);
  setInterval(() => {}, 60_000);
});
