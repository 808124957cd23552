// FileInboxStore is held by one process at a time (15.2; D511): its lock file next to it names the
// holder (pid, host); a second opener gets StorageError inbox_locked, a stale lock of this host is
// taken over with a warning, and the adapter's start() rejects with the store's StorageError
// (a lock held, a path that cannot be made). The holder refreshes its lock (its mtime) from open() to
// close(), and no refresh timer outlives the lock (D511 third addendum). No server: nothing here reaches one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BothyAgent, type BothyAgentOptions } from '../../src/agent/agent.ts';
import { NetworkError, SdkErrorCode, StorageError } from '../../src/errors.ts';
import { FileCursorStore, FileInboxStore } from '../../src/node/file-stores.ts';
import { MAX_REFRESH_INTERVAL, refreshingLocks } from '../../src/node/lock-file.ts';
import { deadPid, exists, here } from '../support/inbox-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-inbox-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An adapter on a port where nothing listens: start() loads the inbox and begins to connect. */
const adapter = (inboxStore: BothyAgentOptions['inboxStore'], extra: Partial<BothyAgentOptions> = {}) =>
  new BothyAgent({ baseUrl: 'http://127.0.0.1:9', apiToken: 'token', billingMode: 'subscription', toolClass: 'read', WebSocket: WebSocket as never, inboxStore, retryBase: 20, retryCap: 50, reconnectBase: 20, reconnectCap: 50, ...extra });

describe('FileInboxStore: one process per inbox file (15.2; D511)', () => {
  it('a second opener of a held inbox gets StorageError inbox_locked naming the holder; after close() it opens', async () => {
    const file = path.join(dir, 'inbox.json');
    const first = new FileInboxStore(file);
    const second = new FileInboxStore(file);
    await first.open();
    expect(JSON.parse(await readFile(first.lockPath, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });
    const refused = await second.open().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StorageError);
    expect(refused).toMatchObject({ name: 'StorageError', code: SdkErrorCode.InboxLocked });
    expect((refused as Error).message).toContain(`process ${process.pid} on ${hostname()}`);
    await first.close();
    expect(await exists(first.lockPath)).toBe(false);
    await second.open();
    await second.close();
  });

  it('in one process, two spellings of one path are one lock (a relative one and an absolute one)', async () => {
    const file = path.join(dir, 'inbox.json');
    const first = new FileInboxStore(file);
    await first.open(() => {});
    const relative = path.relative(process.cwd(), file);
    const warnings: string[] = [];
    await expect(new FileInboxStore(relative).open((m) => warnings.push(m))).rejects.toMatchObject({ code: SdkErrorCode.InboxLocked });
    expect(warnings).toEqual([]);
    await first.close();
  });

  it('the twin: two openers of one file with the lock left out both open (what two adapters on one inbox did)', async () => {
    const file = path.join(dir, 'inbox.json');
    // A store without open/close: the InboxStore before D511.
    const unlocked = () => {
      const store = new FileInboxStore(file);
      return { load: () => store.load(), put: store.put.bind(store), delete: store.delete.bind(store), clear: () => store.clear() };
    };
    const a = adapter(unlocked());
    const b = adapter(unlocked());
    a.on('error', () => {});
    b.on('error', () => {});
    await a.start();
    await expect(b.start()).resolves.toBeUndefined();
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a lock of this host whose process is gone is taken over with a warning', async () => {
    const file = path.join(dir, 'inbox.json');
    const store = new FileInboxStore(file);
    await writeFile(store.lockPath, JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString() }));
    const warnings: string[] = [];
    await store.open((m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/took over the lock of process \d+ on .*no longer running/);
    expect(JSON.parse(await readFile(store.lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    await store.close();
  });

  it("a lock naming this pid that this process does not hold (a restarted container's pid 1) is stale", async () => {
    const store = new FileInboxStore(path.join(dir, 'inbox.json'));
    await writeFile(store.lockPath, JSON.stringify({ pid: process.pid, hostname: hostname(), since: new Date(0).toISOString() }));
    const warnings: string[] = [];
    await store.open((m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    await store.close();
  });

  it('a lock of another host that names no refresh interval (an earlier SDK) is never taken over from here (its holder may be alive on a shared volume)', async () => {
    const store = new FileInboxStore(path.join(dir, 'inbox.json'));
    await writeFile(store.lockPath, JSON.stringify({ pid: deadPid(), hostname: `not-${hostname()}`, since: new Date(0).toISOString() }));
    await expect(store.open(() => {})).rejects.toMatchObject({ code: SdkErrorCode.InboxLocked });
    expect(await exists(store.lockPath)).toBe(true);
  });
});

describe('FileInboxStore: the lock is refreshed while held (15.2; D511 third addendum)', () => {
  it('the holder touches its lock every lockRefreshInterval (the mtime moves), and the lock names the interval', { timeout: 10_000 }, async () => {
    const store = new FileInboxStore(path.join(dir, 'inbox.json'), { lockRefreshInterval: 50 });
    await store.open(() => {});
    try {
      expect(JSON.parse(await readFile(store.lockPath, 'utf8'))).toMatchObject({ refreshEvery: 50 });
      const first = (await stat(store.lockPath)).mtimeMs;
      await expect.poll(async () => (await stat(store.lockPath)).mtimeMs, { timeout: 5_000 }).toBeGreaterThan(first);
    } finally {
      await store.close();
    }
  });

  it('a lock of another host that names its refresh interval and is not refreshed is taken over after lockStaleAfter', { timeout: 10_000 }, async () => {
    const store = new FileInboxStore(path.join(dir, 'inbox.json'), { lockRefreshInterval: 100, lockStaleAfter: 400 });
    await writeFile(store.lockPath, JSON.stringify({ pid: deadPid(), hostname: `not-${hostname()}`, since: new Date(0).toISOString(), refreshEvery: 100 }));
    const warnings: string[] = [];
    const began = performance.now();
    await store.open((m) => warnings.push(m));
    expect(performance.now() - began).toBeGreaterThanOrEqual(400);
    expect(warnings).toEqual([expect.stringMatching(/not refreshed for 400 ms \(another host\)/)]);
    await store.close();
  });

  it('a holder whose lock was taken by another process (it was not seen refreshing) is told so, and its refresh ends', { timeout: 15_000 }, async () => {
    const before = refreshingLocks();
    // A refresh every second (a lease of 4 s): at 200 ms (a lease of 400 ms) a loaded CI machine's stall
    // lapsed the lease first, and the holder was told of its stall instead of the takeover (clean-clone run of 3f25c47).
    const store = new FileInboxStore(path.join(dir, 'inbox.json'), { lockRefreshInterval: 2_000 });
    const warnings: string[] = [];
    await store.open((m) => warnings.push(m));
    await writeFile(store.lockPath, JSON.stringify({ pid: deadPid(), hostname: `not-${hostname()}`, since: new Date().toISOString(), refreshEvery: 2_000 }));
    await expect.poll(() => warnings, { timeout: 8_000 }).toEqual([expect.stringContaining('taken over by another process')]);
    expect(refreshingLocks()).toBe(before);
    await store.close();
    expect(await exists(store.lockPath), "close() leaves the other process's lock").toBe(true);
  });

  it('the refresh interval and stale time are checked: invalid_options', () => {
    for (const options of [{ lockRefreshInterval: 0 }, { lockRefreshInterval: 1.5 }, { lockRefreshInterval: 100, lockStaleAfter: 150 }, { lockStaleAfter: Number.POSITIVE_INFINITY }]) {
      expect(() => new FileInboxStore(path.join(dir, 'inbox.json'), options), JSON.stringify(options)).toThrow(expect.objectContaining({ code: SdkErrorCode.InvalidOptions }));
    }
  });

  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenLockRefreshOutlivesRelease): after close() the refresh timer still runs'
      : 'close() and stop() end the refresh timer: none outlives its lock';
    it(title, { timeout: 10_000 }, async () => {
      const before = refreshingLocks();
      const file = path.join(dir, 'inbox.json');
      const options = { lockRefreshInterval: 60_000, ...(twin ? { brokenLockRefreshOutlivesRelease: true } : {}) };
      const store = new FileInboxStore(file, options);
      await store.open(() => {});
      expect(refreshingLocks()).toBe(before + 1);
      await store.close();
      if (twin) {
        expect(refreshingLocks(), 'a timer left behind').toBe(before + 1);
        return;
      }
      expect(refreshingLocks()).toBe(before);
      const a = adapter(new FileInboxStore(file, options));
      a.on('error', () => {});
      await a.start();
      expect(refreshingLocks()).toBe(before + 1);
      await a.stop();
      expect(refreshingLocks()).toBe(before);
    });
  }
});

/** Blocks this event loop for `ms` (long synchronous work: no timer runs meanwhile). */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('FileInboxStore: the lease of the lock and its limits (15.2; D511 fourth addendum)', () => {
  it('lockRefreshInterval above a quarter of the longest wait a watcher gives a holder is refused invalid_options; the cap itself is taken', () => {
    const file = path.join(dir, 'inbox.json');
    expect(MAX_REFRESH_INTERVAL).toBe(150_000);
    expect(() => new FileInboxStore(file, { lockRefreshInterval: MAX_REFRESH_INTERVAL + 1 })).toThrow(expect.objectContaining({ code: SdkErrorCode.InvalidOptions }));
    expect(() => new FileInboxStore(file, { lockRefreshInterval: 600_000 })).toThrow(expect.objectContaining({ code: SdkErrorCode.InvalidOptions }));
    expect(() => new FileInboxStore(file, { lockRefreshInterval: MAX_REFRESH_INTERVAL })).not.toThrow();
  });

  it('while held and refreshed the lease holds; a stall longer than half the stale time loses it for good (lost() says why, `lost` is told once)', { timeout: 10_000 }, async () => {
    // A lease of 4 × 200 / 2 = 400 ms (a watcher waits at least 4 × 200 ms), touched every 100 ms.
    const store = new FileInboxStore(path.join(dir, 'inbox.json'), { lockRefreshInterval: 200 });
    const lost: string[] = [];
    const warnings: string[] = [];
    await store.open((m) => warnings.push(m), (why) => lost.push(why));
    try {
      // Refreshed for a while (several leases): held throughout.
      for (let i = 0; i < 10; i += 1) {
        await new Promise((r) => setTimeout(r, 60));
        expect(store.lost(), `look ${i}`).toBeUndefined();
      }
      stall(1_000);
      expect(store.lost()).toMatch(/not refreshed for \d+ ms \(this process stalled\)/);
      expect(lost).toHaveLength(1);
      // Never renewed: the refresh ended, and the lock is not touched any more.
      const mtime = (await stat(store.lockPath)).mtimeMs;
      await new Promise((r) => setTimeout(r, 300));
      expect((await stat(store.lockPath)).mtimeMs).toBe(mtime);
      expect(store.lost()).toBeDefined();
      expect(lost).toHaveLength(1);
      expect(warnings).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('a lock found taken over or removed at a refresh is lost: `lost` is told, not `warn`', { timeout: 10_000 }, async () => {
    for (const how of ['taken', 'removed'] as const) {
      const store = new FileInboxStore(path.join(dir, `inbox-${how}.json`), { lockRefreshInterval: 1_000 });
      const lost: string[] = [];
      const warnings: string[] = [];
      await store.open((m) => warnings.push(m), (why) => lost.push(why));
      if (how === 'taken') await writeFile(store.lockPath, JSON.stringify({ pid: deadPid(), hostname: `not-${hostname()}`, since: new Date().toISOString(), refreshEvery: 50 }));
      else await rm(store.lockPath);
      await expect.poll(() => lost, { timeout: 5_000 }).toEqual([expect.stringContaining(how === 'taken' ? 'taken over by another process' : 'was removed')]);
      expect(store.lost()).toBe(lost[0]);
      expect(warnings).toEqual([]);
      await store.close();
    }
  });

  it('an adapter whose lock is removed halts: one inbox_lock_lost event, its connection stopped, nothing more written; stop() resolves and removes no lock', { timeout: 10_000 }, async () => {
    const file = path.join(dir, 'inbox.json');
    const a = adapter(new FileInboxStore(file, { lockRefreshInterval: 100 }));
    const codes: string[] = [];
    a.on('error', (e) => codes.push(e.code));
    await a.start();
    await rm(`${file}.lock`);
    await expect.poll(() => codes.filter((c) => c === SdkErrorCode.InboxLockLost), { timeout: 5_000 }).toHaveLength(1);
    await expect.poll(() => a.state, { timeout: 5_000 }).toBe('stopped');
    await a.stop();
    expect(await exists(`${file}.lock`), 'no lock made again').toBe(false);
    expect(codes.filter((c) => c === SdkErrorCode.InboxLockLost)).toHaveLength(1);
  });

  const hostProcess = here().pidNamespace === 'pid:[4026531836]' && here().machineId !== undefined && here().bootId !== undefined;
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenLockTrustsMachineId): a refreshed lock of "an earlier boot" of this machine-id is taken at once, from its live holder'
      : 'a lock naming its refresh, of another boot with this machine-id outside any container (a clone of this VM on a shared volume), is watched: refreshed, it is refused inbox_locked';
    it.skipIf(!hostProcess)(title, { timeout: 10_000 }, async () => {
      const store = new FileInboxStore(path.join(dir, 'inbox.json'), { lockRefreshInterval: 50, lockStaleAfter: 400, ...(twin ? { brokenLockTrustsMachineId: true } : {}) });
      const lock = JSON.stringify({ pid: 1, hostname: hostname(), since: new Date(0).toISOString(), ...here(), bootId: '00000000-0000-4000-8000-000000000001', refreshEvery: 50 });
      await writeFile(store.lockPath, lock);
      // The clone, alive: it touches its lock every 50 ms.
      const touching = setInterval(() => {
        const now = new Date();
        void utimes(store.lockPath, now, now).catch(() => {});
      }, 50);
      const warnings: string[] = [];
      try {
        const opened = await store.open((m) => warnings.push(m)).then(
          () => undefined,
          (e: unknown) => e,
        );
        if (twin) {
          expect(opened).toBeUndefined();
          expect(warnings).toEqual([expect.stringContaining('an earlier boot of this machine')]);
          return;
        }
        expect(opened).toMatchObject({ code: SdkErrorCode.InboxLocked });
        expect((opened as Error).message).toContain('A live process holds it');
        expect(await readFile(store.lockPath, 'utf8')).toBe(lock);
      } finally {
        clearInterval(touching);
        await store.close();
      }
    });
  }
});

describe('BothyAgent.start() and the inbox store (15.2; D511)', () => {
  it('start() takes the lock, a second adapter on the same file rejects with inbox_locked, stop() gives it back', async () => {
    const file = path.join(dir, 'agent', 'inbox.json');
    const a = adapter(new FileInboxStore(file));
    a.on('error', () => {});
    await a.start();
    const b = adapter(new FileInboxStore(file));
    await expect(b.start()).rejects.toMatchObject({ name: 'StorageError', code: SdkErrorCode.InboxLocked });
    await a.stop();
    expect(await exists(`${file}.lock`)).toBe(false);
    b.on('error', () => {});
    await b.start();
    await b.stop();
  });

  it('an inbox path that cannot be made rejects start() with StorageError, the cause kept', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const a = adapter(new FileInboxStore(path.join(blocker, 'inbox.json')));
    const error = await a.start().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: SdkErrorCode.Storage });
    // mkdir of a folder under a file: EEXIST (Linux) or ENOTDIR, as Node's fs names it.
    expect(['ENOTDIR', 'EEXIST']).toContain(((error as Error).cause as NodeJS.ErrnoException).code);
    expect((error as Error).message).toMatch(/^the inbox could not be opened: /);
  });

  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenFailedStartNotStopped): after the failed start() the adapter counts as started, and setCommands retries its 5 attempts'
      : 'a start() that fails leaves the adapter stopped (D531): setCommands then makes one attempt, as after stop(), not the retries of a running adapter';
    it(title, { timeout: 10_000 }, async () => {
      // Every request of the adapter is cut off (a network failure, retried while the adapter runs); the PUTs of the commands are counted.
      let puts = 0;
      const server = createServer((req) => {
        if (req.method === 'PUT' && req.url?.endsWith('/agents/me/commands')) puts += 1;
        req.socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const blocker = path.join(dir, 'a-file');
        await writeFile(blocker, 'not a folder');
        const a = adapter(new FileInboxStore(path.join(blocker, 'inbox.json')), { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ...(twin ? { brokenFailedStartNotStopped: true } : {}) });
        a.on('error', () => {});
        await expect(a.start()).rejects.toBeInstanceOf(StorageError);
        await expect(a.setCommands([{ name: 'weather' }])).rejects.toBeInstanceOf(NetworkError);
        expect(puts).toBe(twin ? 5 : 1);
        await a.stop();
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }

  it('a start() whose stored session cannot be read (a corrupt file) rejects and holds nothing: the lock is gone, no refresh runs; after the file is fixed a second start() reads it again and starts (D531 addendum)', { timeout: 10_000 }, async () => {
    const file = path.join(dir, 'inbox.json');
    const session = path.join(dir, 'session.json');
    await writeFile(session, '{ not json');
    const a = adapter(new FileInboxStore(file), { sessionStore: new FileCursorStore(session) });
    a.on('error', () => {});
    const before = refreshingLocks();
    await expect(a.start()).rejects.toBeInstanceOf(SyntaxError);
    expect(await exists(`${file}.lock`)).toBe(false);
    expect(refreshingLocks()).toBe(before);
    // Another process could take the inbox now; this one starts once the file is readable.
    await rm(session);
    await a.start();
    expect(await exists(`${file}.lock`)).toBe(true);
    await a.stop();
    expect(await exists(`${file}.lock`)).toBe(false);
  });

  it('start() with commands resolves while the server is down, and reports each failed declaration through `error`', async () => {
    const a = adapter(undefined, { commands: [{ name: 'weather' }] });
    const errors: string[] = [];
    a.on('error', (e) => errors.push(e.code));
    const began = Date.now();
    await a.start();
    expect(Date.now() - began).toBeLessThan(1_000);
    expect(['connecting', 'backoff']).toContain(a.state);
    await expect.poll(() => errors.filter((c) => c === SdkErrorCode.Network).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await a.stop();
    await expect(a.commandsDeclared).resolves.toBeUndefined();
  });
});
