// A taker of inbox locks in a process of its own, for sdk/test/node/lock-file.test.ts (15.2; D511,
// D531). Commands on stdin, one a line: `take <lock path>` tries acquireLock (waiting a random moment
// of up to LOCK_DELAY_MS between its last look at a stale lock and its removal) and prints `held <path>`
// or `refused <path> <code>`; `release <path>` releases the lock held there and prints `released <path>`.
// BROKEN=1: the twin brokenLockReadThenUnlink. Run with node --import tsx.
import { createInterface } from 'node:readline';
import { acquireLock, type HeldLock } from '../../src/node/lock-file.ts';

const broken = process.env.BROKEN === '1';
const delay = Number(process.env.LOCK_DELAY_MS ?? '10');
const held = new Map<string, HeldLock>();
const say = (line: string) => process.stdout.write(`${line}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, file] = line.split(' ') as [string, string];
  if (command === 'take') {
    try {
      const lock = await acquireLock(file, () => {}, {
        ...(broken ? { brokenLockReadThenUnlink: true } : {}),
        lockBeforeRemove: () => new Promise((resolve) => setTimeout(resolve, Math.random() * delay)),
      });
      held.set(file, lock);
      say(`held ${file}`);
    } catch (error) {
      say(`refused ${file} ${(error as { code?: string }).code ?? String(error)}`);
    }
  } else if (command === 'release') {
    await held.get(file)?.release();
    held.delete(file);
    say(`released ${file}`);
  }
}
