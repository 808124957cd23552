// The inbox lock's removal is atomic (15.2; D511, D531): a stale lock taken over, or a lock released,
// is removed only if it is still the one looked at. It is renamed aside first and put back if it is
// another (a fresh lock made in between), so two takers of one stale lock never both hold the inbox,
// and a holder releasing a lock another process took over never removes the new holder's. The twin
// `brokenLockReadThenUnlink` reads and then unlinks by name (D511's window); the test-only hook
// `lockBeforeRemove` opens that window deterministically. Real files, real concurrent attempts.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Child } from '../../../server/test/support/child.ts';
import { SdkErrorCode } from '../../src/errors.ts';
import { acquireLock, type HeldLock, type LockOptions } from '../../src/node/lock-file.ts';
import { deadPid, here } from '../support/inbox-lock.ts';

const CHILD = fileURLToPath(new URL('../support/lock-taker-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-lock-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const quiet = () => {};
/** A lock of this host, boot and pid namespace whose process is gone: stale at once. */
const staleLock = async (file: string, pid = deadPid()) => {
  const text = JSON.stringify({ pid, hostname: hostname(), since: new Date().toISOString(), ...here(), refreshEvery: 5_000 });
  await writeFile(file, text);
  return text;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const contentOf = (file: string) => readFile(file, 'utf8').catch(() => undefined);
/** What stays of one attempt: the lock it holds, or its error code. */
type Outcome = { held: HeldLock; content: string | undefined } | { code: string };
const attempt = async (file: string, options: LockOptions): Promise<Outcome> => {
  try {
    const held = await acquireLock(file, quiet, options);
    return { held, content: undefined };
  } catch (error) {
    return { code: (error as { code: string }).code };
  }
};
const holders = (outcomes: Outcome[]) => outcomes.filter((o): o is Extract<Outcome, { held: HeldLock }> => 'held' in o);

describe('the inbox lock: a stale lock is removed only if it is still the one seen (15.2; D511, D531)', () => {
  /**
   * B judges the stale lock and, in the window before its removal, A takes the same stale lock over
   * (A's whole acquisition runs inside B's hook). Then B removes: what does it remove?
   */
  async function takeoverInTheWindow(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    await staleLock(file);
    let a: Outcome | undefined;
    let opened = false;
    const b = await attempt(file, {
      ...(broken ? { brokenLockReadThenUnlink: true } : {}),
      lockBeforeRemove: async () => {
        if (opened) return;
        opened = true;
        a = await attempt(file, {});
      },
    });
    return { file, a: a!, b, opened };
  }

  it("two takers of one stale lock: the one whose removal comes after the other's takeover puts the fresh lock back and is refused inbox_locked; one holder", async () => {
    const { file, a, b, opened } = await takeoverInTheWindow(false);
    expect(opened).toBe(true);
    expect('held' in a).toBe(true);
    expect(b).toEqual({ code: SdkErrorCode.InboxLocked });
    // A's lock is at its place (the same content), and nothing was left aside.
    const onDisk = JSON.parse((await contentOf(file))!);
    expect(onDisk).toMatchObject({ pid: process.pid });
    expect((await readdir(dir)).sort()).toEqual(['inbox.json.lock']);
    expect((a as { held: HeldLock }).held.lost()).toBeUndefined();
    await (a as { held: HeldLock }).held.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('the twin (brokenLockReadThenUnlink): the later taker removes the fresh lock and takes it too: two holders', async () => {
    const { a, b, opened } = await takeoverInTheWindow(true);
    expect(opened).toBe(true);
    const both = holders([a, b]);
    expect(both).toHaveLength(2);
    for (const h of both) await h.held.release();
  });

  /** H releases its lock; in the window before its removal, T takes H's lock over (H no longer counts as its holder). */
  async function releaseInTheWindow(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    let t: Outcome | undefined;
    let opened = false;
    const h = await acquireLock(file, quiet, {
      ...(broken ? { brokenLockReadThenUnlink: true } : {}),
      lockBeforeRemove: async () => {
        if (opened) return;
        opened = true;
        t = await attempt(file, {});
        (t as { content?: string }).content = await contentOf(file);
      },
    });
    await h.release();
    return { file, t: t!, opened };
  }

  it("a holder releasing its lock while another took it over leaves the new holder's lock in place", async () => {
    const { file, t, opened } = await releaseInTheWindow(false);
    expect(opened).toBe(true);
    expect('held' in t).toBe(true);
    expect(await contentOf(file)).toBe((t as { content: string }).content);
    expect(await readdir(dir)).toEqual(['inbox.json.lock']);
    await (t as { held: HeldLock }).held.release();
  });

  it("the twin (brokenLockReadThenUnlink): the release removes the new holder's lock", async () => {
    const { file, t, opened } = await releaseInTheWindow(true);
    expect(opened).toBe(true);
    expect('held' in t).toBe(true);
    expect(await contentOf(file)).toBeUndefined();
    await (t as { held: HeldLock }).held.release();
  });

  /**
   * Rounds of real concurrent takers of one stale lock, each in a process of its own and each waiting
   * a random moment between its last look and its removal: the rounds in which more than one process
   * holds the lock once all answered, and whether the lock on disk is the holder's.
   */
  async function concurrentRounds(broken: boolean, rounds: number, takers: number) {
    const children = Array.from({ length: takers }, () => {
      const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], { cwd: ROOT, env: { ...process.env, ...(broken ? { BROKEN: '1' } : {}), LOCK_DELAY_MS: '15' }, stdio: ['pipe', 'pipe', 'pipe'] });
      return new Child(proc);
    });
    const send = (child: Child, line: string) => child.proc.stdin!.write(`${line}\n`);
    const dead = deadPid();
    const twoHolders: number[] = [];
    try {
      for (let round = 0; round < rounds; round += 1) {
        const file = path.join(dir, `round-${round}`, 'inbox.json.lock');
        await mkdir(path.dirname(file));
        await staleLock(file, dead);
        for (const child of children) send(child, `take ${file}`);
        const answers = await Promise.all(children.map(async (child) => (await child.waitFor(new RegExp(`^(held|refused) ${escape(file)}(?: (\\S+))?$`, 'm'), 15_000)).slice(1)));
        const holding = children.filter((_, i) => answers[i]![0] === 'held');
        for (const [outcome, code] of answers) if (outcome === 'refused') expect(code).toBe(SdkErrorCode.InboxLocked);
        if (holding.length > 1) twoHolders.push(round);
        else {
          expect(holding).toHaveLength(1);
          expect(JSON.parse((await contentOf(file))!).pid, "the lock on disk is the holder's").toBe(holding[0]!.proc.pid);
        }
        for (const child of holding) send(child, `release ${file}`);
        for (const child of holding) await child.waitFor(new RegExp(`^released ${escape(file)}$`, 'm'), 15_000);
        if (holding.length === 1) expect(await readdir(path.dirname(file)), 'nothing left aside').toEqual([]);
      }
    } finally {
      for (const child of children) child.proc.kill('SIGKILL');
      await Promise.all(children.map((c) => c.exited));
    }
    return twoHolders;
  }

  it('concurrent takers of a stale lock in 3 processes (20 rounds): one holder in every round, its lock on disk, nothing left aside', { timeout: 60_000 }, async () => {
    expect(await concurrentRounds(false, 20, 3)).toEqual([]);
  });

  it('the twin (brokenLockReadThenUnlink): the same rounds see two holders', { timeout: 60_000 }, async () => {
    expect((await concurrentRounds(true, 20, 3)).length).toBeGreaterThan(0);
  });
});
