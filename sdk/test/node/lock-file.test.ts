// The inbox lock's removal is atomic (15.2; D511, D531): a stale lock taken over, or a lock released,
// is removed only if it is still the one looked at. It is renamed aside first and put back if it is
// another (a fresh lock made in between), so two takers of one stale lock never both hold the inbox,
// and a holder releasing a lock another process took over never removes the new holder's. The twin
// `brokenLockReadThenUnlink` reads and then unlinks by name (D511's window); the test-only hook
// `lockBeforeRemove` opens that window deterministically. Real files, real concurrent attempts.
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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

describe('the inbox lock: a lock aside is waited for, put back only in time, and never costs another acquisition its hold (15.2; D511, D531 addendum)', () => {
  /**
   * H holds the lock; its refresh (every 1 s: a lease of 4 s) finds the path empty because the test
   * moved the lock aside, and in the hook the test puts it back before H looks for locks aside: H
   * finds none aside by then. Does H count its lock as removed?
   */
  async function putBackBeforeTheListing(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    const aside = `${file}.1.test.taken`;
    let why: string | undefined;
    let foundNone = 0;
    const h = await acquireLock(file, quiet, {
      lockRefreshInterval: 2_000,
      ...(broken ? { brokenLockRefreshRereadsOnlyAfterWait: true } : {}),
      lockRefreshFoundNone: async () => {
        foundNone += 1;
        await rename(aside, file);
      },
    }, (reason) => (why = reason));
    const content = await contentOf(file);
    const touched = (await stat(file)).mtimeMs;
    await rename(file, aside);
    // The next refresh comes within 1 s (every 2 s / 2); it finds none, and the hook puts it back.
    for (let waited = 0; foundNone === 0 && waited < 10_000; waited += 20) await sleep(20);
    // Its answer comes at the end of that refresh: lost, or the lock touched again.
    const retouched = async () => (await stat(file).catch(() => undefined))?.mtimeMs !== touched;
    for (let waited = 0; why === undefined && !(await retouched()) && waited < 10_000; waited += 20) await sleep(20);
    return { h, why, foundNone, content, file };
  }

  it('a refresh that finds no lock waits for the locks aside and reads again, also when none is aside by then: the lock put back is still held', async () => {
    const { h, why, foundNone, content, file } = await putBackBeforeTheListing(false);
    expect(foundNone).toBe(1);
    expect(why).toBeUndefined();
    expect(h.lost()).toBeUndefined();
    expect(await contentOf(file)).toBe(content);
    await h.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('the twin (brokenLockRefreshRereadsOnlyAfterWait): the holder counts its lock removed although it is back', async () => {
    const { h, why, foundNone } = await putBackBeforeTheListing(true);
    expect(foundNone).toBe(1);
    expect(why).toMatch(/removed/);
    expect(h.lost()).toMatch(/removed/);
    await h.release();
  });

  /**
   * T2 judges a stale lock stale; in the window before its rename, T1 takes it over (T1 holds). T2
   * renames T1's lock aside, finds it fresh, and stalls before it links it back (the hook): meanwhile C
   * makes its lock at the empty path, waits the waiters' bound (1 s) for the lock aside, and holds.
   * All in this process, so the stall is at least C's whole wait, whatever the load.
   */
  async function stalledRestore(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    await staleLock(file);
    let t1: Outcome | undefined;
    let c: Outcome | undefined;
    let t1Content: string | undefined;
    let cContent: string | undefined;
    let opened = false;
    let stalled = false;
    const t2 = await attempt(file, {
      ...(broken ? { brokenLockRestoreLate: true } : {}),
      lockBeforeRemove: async () => {
        if (opened) return;
        opened = true;
        t1 = await attempt(file, {});
        t1Content = await contentOf(file);
      },
      lockBeforeRestore: async () => {
        if (stalled) return;
        stalled = true;
        c = await attempt(file, {});
        cContent = await contentOf(file);
      },
    });
    return { file, t1: t1!, t2, c: c!, t1Content, cContent, stalled };
  }

  it('a taker that stalls past half the waiters\' bound before it puts a fresh lock back removes it instead: one lock on disk, the waiter\'s, and the taker is refused', async () => {
    const { file, t1, t2, c, t1Content, cContent, stalled } = await stalledRestore(false);
    expect(stalled).toBe(true);
    expect('held' in t1 && 'held' in c).toBe(true);
    expect(cContent).toBeDefined();
    expect(cContent).not.toBe(t1Content);
    expect(t2).toEqual({ code: SdkErrorCode.InboxLocked });
    // C's lock stays; T1's is gone (T1 learns it at its next refresh, as any holder whose lock was taken).
    expect(await contentOf(file)).toBe(cContent);
    expect((await readdir(dir)).sort()).toEqual(['inbox.json.lock']);
    for (const h of holders([t1, c])) await h.held.release();
  });

  it('the twin (brokenLockRestoreLate): the stalled taker puts the fresh lock back over the waiter\'s, which holds: two holders, the lock on disk not the one C holds', async () => {
    const { file, t1, c, t1Content, cContent, stalled } = await stalledRestore(true);
    expect(stalled).toBe(true);
    expect(holders([t1, c])).toHaveLength(2);
    expect((c as { held: HeldLock }).held.lost()).toBeUndefined();
    expect(await contentOf(file)).toBe(t1Content);
    expect(await contentOf(file)).not.toBe(cContent);
    for (const h of holders([t1, c])) await h.held.release();
  });

  /**
   * H holds the lock. The test moves H's lock aside; A (this process too) makes its lock at the empty
   * path, and right then (the hook) the test puts H's lock back over A's: A finds its own gone and tries
   * again, finding H's lock, which names this pid. Is H still counted as this process's holder?
   */
  async function secondAcquisitionFails(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    const aside = `${file}.1.test.taken`;
    const h = await acquireLock(file, quiet, {});
    const hContent = await contentOf(file);
    await rename(file, aside);
    let created = 0;
    const a = await attempt(file, {
      ...(broken ? { brokenLockForgetsOtherHolder: true } : {}),
      lockAfterCreate: async () => {
        created += 1;
        if (created === 1) await rename(aside, file);
      },
    });
    return { file, h, a, hContent, created };
  }

  it('an acquisition that fails after making its lock gives back only its own hold: the live holder of this process keeps the lock, the other is refused', async () => {
    const { file, h, a, hContent, created } = await secondAcquisitionFails(false);
    expect(created).toBe(1);
    expect(a).toEqual({ code: SdkErrorCode.InboxLocked });
    expect(await contentOf(file)).toBe(hContent);
    expect(h.lost()).toBeUndefined();
    await h.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it("the twin (brokenLockForgetsOtherHolder): the failed attempt forgets the live holder's hold and takes over this process's own live lock", async () => {
    const { file, h, a, hContent } = await secondAcquisitionFails(true);
    expect('held' in a).toBe(true);
    expect(await contentOf(file)).not.toBe(hContent);
    await (a as { held: HeldLock }).held.release();
    await h.release();
  });

  it('a release that cannot look at its lock (here: a folder at its path, EISDIR) warns and resolves, and leaves the file', async () => {
    const file = path.join(dir, 'inbox.json.lock');
    const warnings: string[] = [];
    const h = await acquireLock(file, (message) => warnings.push(message), {});
    await rm(file);
    await mkdir(file);
    await writeFile(path.join(file, 'inside'), 'x');
    await expect(h.release()).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not be removed/);
    // The folder is still there, in place or aside: nothing was removed that was not looked at.
    const left = await readdir(dir);
    expect(left).toHaveLength(1);
    expect(await readdir(path.join(dir, left[0]!))).toEqual(['inside']);
  });
});
