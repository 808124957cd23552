// The inbox lock's removal is atomic (15.2; D511, D531): a stale lock taken over, or a lock released,
// is removed only if it is still the one looked at. It is renamed aside first and put back if it is
// another (a fresh lock made in between), so two takers of one stale lock never both hold the inbox,
// and a holder releasing a lock another process took over never removes the new holder's. The twin
// `brokenLockReadThenUnlink` reads and then unlinks by name (D511's window); the test-only hook
// `lockBeforeRemove` opens that window deterministically. Real files, real concurrent attempts.
import { chmod, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Child } from '../../../server/test/support/child.ts';
import { SdkErrorCode } from '../../src/errors.ts';
import { acquireLock, LEFTOVER_AFTER_MS, type HeldLock, type LockOptions } from '../../src/node/lock-file.ts';
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
  /** A child's answer to a `take` of `file` written after `from` (its stdout's length when the take was sent). */
  async function answerAfter(child: Child, file: string, from: number): Promise<string[]> {
    const re = new RegExp(`^(held|refused) ${escape(file)}(?: (\\S+))?$`, 'm');
    for (const until = Date.now() + 15_000; ; await sleep(10)) {
      const m = re.exec(child.stdout.slice(from));
      if (m) return m.slice(1);
      if (Date.now() > until) throw new Error(`no answer to take ${file} within 15 s; stdout:\n${child.stdout}\nstderr:\n${child.stderr}`);
    }
  }

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
        // A round where every taker is refused inbox_locked (one stalled on a loaded machine while it held
        // the stale lock aside, D531: "try again") is tried again, at most 3 times; at most one holder ever.
        let answers: string[][] = [];
        for (let attempt = 0; attempt < 4 && !answers.some(([outcome]) => outcome === 'held'); attempt += 1) {
          const from = children.map((child) => child.stdout.length);
          for (const child of children) send(child, `take ${file}`);
          answers = await Promise.all(children.map((child, i) => answerAfter(child, file, from[i]!)));
          for (const [outcome, code] of answers) if (outcome === 'refused') expect(code).toBe(SdkErrorCode.InboxLocked);
        }
        const holding = children.filter((_, i) => answers[i]![0] === 'held');
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

describe('the inbox lock: a lock aside is waited for, always put back, a wait that runs out settles nothing, and a failed attempt never costs another acquisition its hold (15.2; D511, D531 addendum)', () => {
  /**
   * H holds the lock (refreshed every `every` / 2 ms, a lease of 2 × `every`). The test moves it aside;
   * each refresh of H that finds the path empty calls the hook, before H looks for locks aside: the
   * `putBackAt`-th puts the lock back, each one before makes it fresh again (chmod sets its ctime) and
   * leaves it aside, so that H's wait for it runs out. Does H count its lock as removed?
   */
  async function refreshWithLockAside(options: LockOptions, every: number, putBackAt: number) {
    const file = path.join(dir, 'inbox.json.lock');
    const aside = `${file}.1.test.taken`;
    let why: string | undefined;
    let foundNone = 0;
    const h = await acquireLock(file, quiet, {
      lockRefreshInterval: every,
      ...options,
      lockRefreshFoundNone: async () => {
        foundNone += 1;
        if (foundNone < putBackAt) await chmod(aside, 0o600);
        else if (foundNone === putBackAt) await rename(aside, file);
      },
    }, (reason) => (why = reason));
    const content = await contentOf(file);
    const touched = (await stat(file)).mtimeMs;
    await rename(file, aside);
    // The answer comes at the end of a refresh: lost, or (once the lock is back) the lock touched again.
    const retouched = async () => (await stat(file).catch(() => undefined))?.mtimeMs !== touched;
    for (let waited = 0; why === undefined && !(foundNone >= putBackAt && (await retouched())) && waited < 15_000; waited += 20) await sleep(20);
    return { h, why, foundNone, content, file };
  }
  /** The lock put back in the first refresh's hook, before H looks for locks aside: none is aside by then. */
  const putBackBeforeTheListing = (broken: boolean) => refreshWithLockAside(broken ? { brokenLockRefreshRereadsOnlyAfterWait: true } : {}, 2_000, 1);

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
   * makes its lock at the empty path and waits the waiters' bound (1 s) for the lock aside, which is
   * still there when the wait runs out. All in this process, so the stall is at least C's whole wait,
   * whatever the load; T1 and C refresh every 10 s, so no refresh comes within the test.
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
      lockBeforeRemove: async () => {
        if (opened) return;
        opened = true;
        t1 = await attempt(file, { lockRefreshInterval: 20_000 });
        t1Content = await contentOf(file);
      },
      lockBeforeRestore: async () => {
        if (stalled) return;
        stalled = true;
        c = await attempt(file, { lockRefreshInterval: 20_000, ...(broken ? { brokenLockAsideWaitCounts: true } : {}) });
        cContent = await contentOf(file);
      },
    });
    return { file, t1: t1!, t2, c: c!, t1Content, cContent, stalled };
  }

  it("a maker whose wait for a lock aside runs out does not count its lock: it removes it and is refused; the stalled taker puts the holder's lock back: one holder", async () => {
    const { file, t1, t2, c, t1Content, cContent, stalled } = await stalledRestore(false);
    expect(stalled).toBe(true);
    expect('held' in t1).toBe(true);
    expect(c).toEqual({ code: SdkErrorCode.InboxLocked });
    // C removed its own lock before the taker went on: the path was empty then.
    expect(cContent).toBeUndefined();
    expect(t2).toEqual({ code: SdkErrorCode.InboxLocked });
    expect(await contentOf(file)).toBe(t1Content);
    expect((await readdir(dir)).sort()).toEqual(['inbox.json.lock']);
    expect((t1 as { held: HeldLock }).held.lost()).toBeUndefined();
    await (t1 as { held: HeldLock }).held.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it("the twin (brokenLockAsideWaitCounts): the maker holds after its wait ran out, and the stalled taker puts T1's lock back over it: two holders, the lock on disk not the one C holds", async () => {
    const { file, t1, c, t1Content, cContent, stalled } = await stalledRestore(true);
    expect(stalled).toBe(true);
    const both = holders([t1, c]);
    expect(both).toHaveLength(2);
    for (const h of both) expect(h.held.lost()).toBeUndefined();
    expect(cContent).toBeDefined();
    expect(await contentOf(file)).toBe(t1Content);
    expect(await contentOf(file)).not.toBe(cContent);
    for (const h of both) await h.held.release();
  });

  it("a taker whose lock aside was removed meanwhile (a leftover cleanup after its stall) counts it gone and goes on, no error (D535 addendum)", async () => {
    const file = path.join(dir, 'inbox.json.lock');
    await staleLock(file);
    let t1: Outcome | undefined;
    let opened = false;
    let removedAside: string[] = [];
    const t2 = await attempt(file, {
      lockBeforeRemove: async () => {
        if (opened) return;
        opened = true;
        t1 = await attempt(file, { lockRefreshInterval: 20_000 });
      },
      lockBeforeRestore: async () => {
        if (removedAside.length) return;
        removedAside = (await readdir(dir)).filter((name) => name.endsWith('.taken'));
        for (const name of removedAside) await rm(path.join(dir, name));
      },
    });
    expect(removedAside).toHaveLength(1);
    // T2 found the path empty afterwards and made its own lock; T1 learns its loss at its next refresh.
    expect('held' in t2, JSON.stringify(t2)).toBe(true);
    expect(JSON.parse((await contentOf(file))!).pid).toBe(process.pid);
    expect((await readdir(dir)).sort()).toEqual(['inbox.json.lock']);
    for (const h of holders([t1!, t2])) await h.held.release();
  });

  /**
   * The lock still aside when the first refresh's wait runs out (a lease of 8 s: the second refresh
   * comes about 2 s after the first one's end, well within it); the second refresh's hook puts it back.
   */
  const asideLongerThanTheWait = (broken: boolean) => refreshWithLockAside(broken ? { brokenLockAsideWaitCounts: true } : {}, 4_000, 2);

  it('a refresh whose wait for its lock aside runs out does not count it removed: it looks again at the next refresh, where the lock is back, and holds', { timeout: 20_000 }, async () => {
    const { h, why, foundNone, content, file } = await asideLongerThanTheWait(false);
    expect(why).toBeUndefined();
    expect(foundNone).toBe(2);
    expect(h.lost()).toBeUndefined();
    expect(await contentOf(file)).toBe(content);
    await h.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('the twin (brokenLockAsideWaitCounts): the refresh counts its lock removed while its taker still holds it aside', { timeout: 20_000 }, async () => {
    const { h, why, foundNone } = await asideLongerThanTheWait(true);
    expect(foundNone).toBe(1);
    expect(why).toMatch(/removed/);
    expect(h.lost()).toMatch(/removed/);
    await h.release();
  });

  /**
   * H releases its lock; in the window before its rename, T takes H's lock over (H no longer counts
   * as its holder). H renames T's lock aside, finds it is not its own, and stalls 600 ms (the hook; over
   * the half of the waiters' bound that the dropped rule allowed) before it puts it back.
   */
  async function slowRelease(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    const warnings: string[] = [];
    let t: Outcome | undefined;
    let tContent: string | undefined;
    let opened = false;
    const h = await acquireLock(file, (message) => warnings.push(message), {
      ...(broken ? { brokenLockRestoreOnlyInTime: true } : {}),
      lockBeforeRemove: async () => {
        if (opened) return;
        opened = true;
        t = await attempt(file, { lockRefreshInterval: 20_000 });
        tContent = await contentOf(file);
      },
      lockBeforeRestore: async () => {
        await sleep(600);
      },
    });
    await h.release();
    return { file, t: t!, tContent, warnings };
  }

  it("a release that stalls before it puts the new holder's lock back puts it back all the same: the new holder keeps the inbox", async () => {
    const { file, t, tContent, warnings } = await slowRelease(false);
    expect('held' in t).toBe(true);
    expect(tContent).toBeDefined();
    expect(await contentOf(file)).toBe(tContent);
    expect(await readdir(dir)).toEqual(['inbox.json.lock']);
    expect(warnings).toEqual([]);
    expect((t as { held: HeldLock }).held.lost()).toBeUndefined();
    await (t as { held: HeldLock }).held.release();
  });

  it("the twin (brokenLockRestoreOnlyInTime, the rule the review dropped): the slow release removes the new holder's lock: the inbox has no lock while its holder goes on", async () => {
    const { file, t, tContent } = await slowRelease(true);
    expect('held' in t).toBe(true);
    expect(tContent).toBeDefined();
    expect(await contentOf(file)).toBeUndefined();
    await (t as { held: HeldLock }).held.release();
  });

  /**
   * An attempt makes its lock, and then its look at the path fails with a real error (the hook puts a
   * folder there: EISDIR). Then the path holds that attempt's lock file again (as if the look had failed
   * for a moment), and this process tries again: is it still counted as holding the path?
   */
  async function errorAfterCreate(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    let made: string | undefined;
    const first = await attempt(file, {
      ...(broken ? { brokenLockHoldOutlivesError: true } : {}),
      lockAfterCreate: async () => {
        made = await contentOf(file);
        await rm(file);
        await mkdir(file);
      },
    });
    await rm(file, { recursive: true });
    await writeFile(file, made!);
    const second = await attempt(file, {});
    return { file, first, second, made };
  }

  it('an attempt that fails with an error after making its lock gives its hold back: a later attempt of this process takes that lock (of this pid, held by nobody) over', async () => {
    const { file, first, second, made } = await errorAfterCreate(false);
    expect(first).toEqual({ code: 'EISDIR' });
    expect('held' in second).toBe(true);
    expect(await contentOf(file)).not.toBe(made);
    await (second as { held: HeldLock }).held.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('the twin (brokenLockHoldOutlivesError): the failed attempt keeps its hold, and this process refuses itself inbox_locked', async () => {
    const { first, second } = await errorAfterCreate(true);
    expect(first).toEqual({ code: 'EISDIR' });
    expect(second).toEqual({ code: SdkErrorCode.InboxLocked });
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

describe("the inbox lock: a refresh that reads another's lock at its path waits for the locks aside and reads again (15.2; D531 addendum, D535)", () => {
  /**
   * The three-process race of D535, each step in this process: H holds the lock (refreshed every 2 s, a
   * lease of 8 s). A taker T moves H's lock aside (the test, by rename); a maker C (an acquisition of its
   * own, another lock's content) makes its lock at the empty path and waits in its hook until H's next
   * refresh has read C's lock. In that refresh's hook (after its read, before its wait), T goes on as
   * removeIfStill does when its link back meets a lock made meanwhile: it moves C's lock aside at once,
   * and 300 ms later links H's lock back and removes both names aside. Does H count its lock lost?
   */
  async function foreignAtRefresh(broken: boolean) {
    const file = path.join(dir, 'inbox.json.lock');
    const hAside = `${file}.1.test.taken`;
    const cAside = `${file}.2.test.taken`;
    let why: string | undefined;
    let foundOther = 0;
    let readByH!: () => void;
    const hRead = new Promise<void>((resolve) => (readByH = resolve));
    let restored: Promise<void> | undefined;
    const h = await acquireLock(
      file,
      quiet,
      {
        lockRefreshInterval: 4_000,
        ...(broken ? { brokenLockRefreshForeignCountsAtOnce: true } : {}),
        lockRefreshFoundOther: async () => {
          foundOther += 1;
          if (foundOther > 1) return;
          await rename(file, cAside);
          restored = sleep(300).then(async () => {
            await link(hAside, file);
            await rm(hAside);
            await rm(cAside);
          });
          readByH();
        },
      },
      (reason) => (why = reason),
    );
    const hContent = await contentOf(file);
    const made = (await stat(file)).mtimeMs;
    await rename(file, hAside);
    let cContent: string | undefined;
    const c = await attempt(file, {
      lockRefreshInterval: 20_000,
      lockAfterCreate: async () => {
        cContent = await contentOf(file);
        await Promise.race([hRead, sleep(15_000)]);
      },
    });
    await restored;
    // The answer: H lost its lock, or (the lock back) H's refresh touched it (rename and link keep the mtime).
    const touched = async () => (await stat(file).catch(() => undefined))?.mtimeMs !== made;
    for (let waited = 0; why === undefined && !(await touched()) && waited < 15_000; waited += 20) await sleep(20);
    return { file, h, c, why, foundOther, hContent, cContent };
  }

  it("the holder whose refresh reads a maker's lock while a taker holds its own aside waits, reads again, finds its lock back and holds; the maker is refused", { timeout: 30_000 }, async () => {
    const { file, h, c, why, foundOther, hContent, cContent } = await foreignAtRefresh(false);
    expect(foundOther).toBe(1);
    expect(cContent).toBeDefined();
    expect(cContent).not.toBe(hContent);
    expect(c).toEqual({ code: SdkErrorCode.InboxLocked });
    expect(why).toBeUndefined();
    expect(h.lost()).toBeUndefined();
    expect(await contentOf(file)).toBe(hContent);
    expect(await readdir(dir)).toEqual(['inbox.json.lock']);
    await h.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it("the twin (brokenLockRefreshForeignCountsAtOnce): the holder counts its lock taken over at once; the taker puts it back, so the lock names a holder that gave up, and a new start is refused while nobody holds the inbox", { timeout: 30_000 }, async () => {
    const { file, h, c, why, foundOther, hContent } = await foreignAtRefresh(true);
    expect(foundOther).toBe(1);
    expect(c).toEqual({ code: SdkErrorCode.InboxLocked });
    expect(why).toMatch(/taken over/);
    expect(h.lost()).toMatch(/taken over/);
    expect(await contentOf(file)).toBe(hContent);
    expect(await attempt(file, {})).toEqual({ code: SdkErrorCode.InboxLocked });
    await h.release();
  });
});

describe('the inbox lock: the leftovers of killed processes beside it are removed once clearly abandoned, never fresh ones (15.2; D535)', () => {
  it('an acquisition removes the locks aside and temporary files of its path last changed over LEFTOVER_AFTER_MS ago; fresh ones (a stale lock just moved aside, whose mtime is old, too) and other files stay', { timeout: 20_000 }, async () => {
    const file = path.join(dir, 'inbox.json.lock');
    const leftovers = [`inbox.json.lock.4242.${randomUUID()}.taken`, `inbox.json.lock.4243.${randomUUID()}.taken`, 'inbox.json.lock.4242.7.tmp'];
    const others = ['inbox.json', 'inbox.json.4242.1.tmp', 'inbox.json.lock.notes', `other.json.lock.4242.${randomUUID()}.taken`];
    for (const name of [...leftovers, ...others]) await writeFile(path.join(dir, name), '{}');
    // A stale lock a taker just moved aside: its mtime is an hour old, its change time (the rename) now.
    const hourAgo = (Date.now() - 3_600_000) / 1000;
    await utimes(path.join(dir, leftovers[1]!), hourAgo, hourAgo);
    const all = [...leftovers, ...others].sort();
    const later = (ms: number) => ({ lockLeftoverClock: () => Date.now() + ms });
    // Each refused attempt below needs the locks aside fresh (changed within ASIDE_FRESH_MS): their change
    // time is set to now again before it (utimes with their own times), so a slow machine keeps them fresh.
    const freshen = async () => {
      for (const name of leftovers) {
        const st = await stat(path.join(dir, name));
        await utimes(path.join(dir, name), st.atime, st.mtime);
      }
    };

    // Fresh (a lock aside within ASIDE_FRESH_MS is waited for: this attempt is refused, D531 addendum): all stay.
    await freshen();
    expect(await attempt(file, {})).toEqual({ code: SdkErrorCode.InboxLocked });
    expect((await readdir(dir)).sort()).toEqual(all);
    // 10 s short of the bound by the cleanup's clock: still all stay.
    await freshen();
    expect(await attempt(file, later(LEFTOVER_AFTER_MS - 10_000))).toEqual({ code: SdkErrorCode.InboxLocked });
    expect((await readdir(dir)).sort()).toEqual(all);
    // 10 s past it: the lock's leftovers are removed (and, nothing aside any more, the lock is taken); the other files stay.
    const taken = await attempt(file, later(LEFTOVER_AFTER_MS + 10_000));
    expect('held' in taken).toBe(true);
    expect((await readdir(dir)).sort()).toEqual([...others, 'inbox.json.lock'].sort());
    await (taken as { held: HeldLock }).held.release();
    expect((await readdir(dir)).sort()).toEqual([...others].sort());
  });
});
