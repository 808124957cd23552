// What the review of D511 left (15.2, 15.7; D511 second addendum), each against a real server,
// PostgreSQL and sockets, each with its twin shown to fail:
// - a lock without a refresh interval (an earlier SDK) of this host name in another pid namespace or
//   boot (another container with the same host name) is not provably stale: start() is refused
//   inbox_locked, the lock stays; an old lock without those fields is still read (judged by host and pid);
// - a lock whose pid cannot be checked (another pid namespace, boot or host) that names its refresh
//   interval is judged by its refresh (D511 third addendum): not touched for lockStaleAfter it is taken
//   over without a hand (written locks, and as root a holder killed in a real second pid namespace,
//   the container restarted on its volume), touched it is refused (written here and touched by a second process, and as
//   root a live holder in a real second pid namespace); twin brokenLockIgnoresRefresh;
// - a stale lock taken over is an `inbox_lock_taken_over` event, not `storage_error`;
// - stop() during start() gives the lock back and leaves nothing running;
// - one store object handed to two adapters of one process: the second is refused inbox_in_use;
// - two spellings of one inbox file (relative with `./`, a symbolic link of its folder) are one lock;
// - start() with commands while the server is down does not wait for the declaration.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BothyAgent, type BothyAgentOptions } from '../../src/agent/agent.ts';
import type { InboxStore } from '../../src/agent/inbox.ts';
import { type BothyError, SdkErrorCode, StorageError } from '../../src/errors.ts';
import { FileInboxStore } from '../../src/node/file-stores.ts';
import { DEFAULT_LOCK_REFRESH_INTERVAL } from '../../src/node/lock-file.ts';
import { Child, childEnv } from '../../../server/test/support/child.ts';
import { agentSuite, createAgent, stoppedAfterEach, type Agent } from '../support/agent.ts';
import { RestartableServer, sleep, startTestServer, until, within } from '../support/e2e.ts';
import { deadPid, exists, here } from '../support/inbox-lock.ts';

const { adapterFor, open } = stoppedAfterEach();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-inbox-guards-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** A pid namespace that is not this process's (a namespace inode no process here has). */
const OTHER_NAMESPACE = 'pid:[4026500001]';
/** The initial pid namespace (PROC_PID_INIT_INO): a process in no pid container. */
const INIT_NAMESPACE = 'pid:[4026531836]';
/** A boot that is not this one. */
const OTHER_BOOT = '00000000-0000-4000-8000-000000000001';

const s = agentSuite({});
const t = s.t;

/** A BothyAgent on the suite's server, not started, stopped after the case. */
function bare(agent: Agent, options: Partial<BothyAgentOptions>): BothyAgent {
  const a = new BothyAgent({ baseUrl: t.server.url, apiToken: agent.apiToken, consumer: 'sdk', billingMode: 'subscription', toolClass: 'read', WebSocket: WebSocket as never, retryBase: 50, retryCap: 400, reconnectBase: 50, reconnectCap: 400, ...options });
  open.push(a);
  return a;
}

describe('a lock without a refresh interval (an earlier SDK) of this host name in another pid namespace or boot is not provably stale (15.2; D511 second and third addendum)', () => {
  for (const [where, other] of [
    ['another pid namespace (a second container with the same host name)', { ...here(), pidNamespace: OTHER_NAMESPACE }],
    ['another boot of a machine with this host name (another machine-id)', { ...here(), bootId: OTHER_BOOT, machineId: 'ffffffffffffffffffffffffffffffff' }],
  ] as const) {
    it(`${where}, its pid gone here: start() is refused inbox_locked, the lock stays, and the message says how to remove it`, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      const lock = JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString(), ...other });
      await writeFile(`${file}.lock`, lock);
      const refused = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file), live: false }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(StorageError);
      expect(refused).toMatchObject({ code: SdkErrorCode.InboxLocked });
      expect((refused as Error).message).toContain('pid namespace');
      expect((refused as Error).message).toContain(`remove ${file}.lock by hand`);
      expect(await readFile(`${file}.lock`, 'utf8'), 'the lock is untouched').toBe(lock);
    });
  }

  const hostProcess = here().pidNamespace === INIT_NAMESPACE && here().machineId !== undefined && here().bootId !== undefined;
  it.skipIf(!hostProcess)('a lock of an earlier boot of this machine, outside any pid container (same machine-id, the initial pid namespace): taken over, also where its pid is alive now', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const file = path.join(dir, 'inbox.json');
    // pid 1 is alive in this boot: what counts is that the holder's boot is over.
    await writeFile(`${file}.lock`, JSON.stringify({ pid: 1, hostname: hostname(), since: new Date(0).toISOString(), ...here(), bootId: OTHER_BOOT }));
    const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file), live: false });
    expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
    expect(b.errors[0]!.message).toContain('an earlier boot of this machine');
  });

  for (const [which, holder] of [
    ['a pid container (its machine-id may be its image\'s)', { pidNamespace: OTHER_NAMESPACE }],
    ['no machine-id', { machineId: undefined }],
  ] as const) {
    it(`a lock of another boot with ${which} is refused inbox_locked`, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      // An earlier boot of a host process of this machine, but for `holder`'s difference.
      const earlierBoot = { pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString(), ...here(), pidNamespace: INIT_NAMESPACE, machineId: here().machineId ?? '0123456789abcdef0123456789abcdef', bootId: OTHER_BOOT };
      const lock = JSON.stringify({ ...earlierBoot, ...holder });
      await writeFile(`${file}.lock`, lock);
      await expect(adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file), live: false })).rejects.toMatchObject({ code: SdkErrorCode.InboxLocked });
      expect(await readFile(`${file}.lock`, 'utf8')).toBe(lock);
    });
  }

  it('the twin (brokenLockIgnoresNamespace, host and pid only): the live lock of another pid namespace is taken over as stale', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const file = path.join(dir, 'inbox.json');
    await writeFile(`${file}.lock`, JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString(), ...here(), pidNamespace: OTHER_NAMESPACE }));
    const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, { brokenLockIgnoresNamespace: true }), live: false });
    expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
    expect(JSON.parse(await readFile(`${file}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('a lock of this host, boot and pid namespace whose process is gone is taken over: one inbox_lock_taken_over event (not storage_error), and the new lock names where it counts', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const file = path.join(dir, 'inbox.json');
    await writeFile(`${file}.lock`, JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString(), ...here() }));
    const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file) });
    expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
    expect(b.errors[0]!.message).toMatch(/took over the lock of process \d+ on .*no longer running/);
    expect(JSON.parse(await readFile(`${file}.lock`, 'utf8'))).toEqual({ pid: process.pid, hostname: hostname(), since: expect.any(String), ...here(), refreshEvery: DEFAULT_LOCK_REFRESH_INTERVAL, id: expect.any(String) });
  });

  it('an old lock without boot and namespace (an earlier SDK) is still read: its live holder refuses, its gone holder is taken over', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const file = path.join(dir, 'inbox.json');
    // pid 1 of this namespace is alive (EPERM counts as alive too).
    await writeFile(`${file}.lock`, JSON.stringify({ pid: 1, hostname: hostname(), since: new Date(0).toISOString() }));
    await expect(adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file), live: false })).rejects.toMatchObject({ code: SdkErrorCode.InboxLocked });
    await writeFile(`${file}.lock`, JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString() }));
    const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file), live: false });
    expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
  });
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
/** Another pid namespace needs root and unshare(1); elsewhere the written locks above stand in for it. */
const canUnshare = process.getuid?.() === 0 && spawnSync('unshare', ['--pid', '--fork', '--kill-child', 'true']).status === 0;

/**
 * A live process holding `file`'s lock in a pid namespace of its own (a second container with this
 * host name), whose pid no process of this namespace has: the pids of a new namespace count from 1,
 * so the holder first uses up `skip` of them; a pid that is alive here is tried again with more.
 */
async function holderElsewhere(file: string, refreshInterval?: number): Promise<{ pid: number; child: Child }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const skip = 700 + attempt * 997;
    const script = `for i in $(seq 1 ${skip}); do /bin/true; done; exec "$0" "$@"`;
    const child = new Child(
      spawn('unshare', ['--pid', '--fork', '--kill-child', '--mount-proc', 'bash', '-c', script, process.execPath, TSX, path.join(ROOT, 'sdk/test/support/inbox-lock-holder.ts'), file, ...(refreshInterval === undefined ? [] : [String(refreshInterval)])], {
        cwd: ROOT,
        env: childEnv({ TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') }),
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    const pid = Number((await child.waitFor(/^held (\d+)$/m, 20_000))[1]);
    let aliveHere = true;
    try {
      process.kill(pid, 0);
    } catch {
      aliveHere = false;
    }
    if (!aliveHere) return { pid, child };
    child.proc.kill('SIGKILL');
    await child.exited;
    await rm(`${file}.lock`, { force: true });
  }
  throw new Error('no holder whose pid is free in this namespace');
}

/** A process that touches `lock` every REFRESH ms (a live holder elsewhere) and prints `touched` after each touch. */
function toucherOf(lock: string): Child {
  const script = `const fs = require('node:fs'); setInterval(() => { const now = new Date(); try { fs.utimesSync(process.argv[1], now, now); process.stdout.write('touched\\n'); } catch {} }, ${REFRESH});`;
  return new Child(spawn(process.execPath, ['-e', script, lock], { stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Short times of the refresh tests: a holder touches its lock every REFRESH ms; a lock not touched for STALE ms is stale. */
const REFRESH = 200;
const STALE = 1_500;
const quick = { lockRefreshInterval: REFRESH, lockStaleAfter: STALE };

describe('a lock whose pid cannot be checked from here is judged by its refresh (15.2; D511 third addendum)', () => {
  for (const [where, other] of [
    ['another pid namespace (this container before its restart on a kept volume)', { ...here(), pidNamespace: OTHER_NAMESPACE }],
    ['another boot of a machine with this host name, in a pid container', { ...here(), bootId: OTHER_BOOT, pidNamespace: OTHER_NAMESPACE }],
    ['another host (a shared volume)', { hostname: `not-${hostname()}` }],
  ] as const) {
    it(`${where}, not refreshed: start() waits lockStaleAfter, then takes it over with one inbox_lock_taken_over event, no hand needed`, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      await writeFile(`${file}.lock`, JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString(), ...other, refreshEvery: REFRESH }));
      const began = performance.now();
      const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, quick), live: false });
      expect(performance.now() - began, 'it waited for the lock to go stale').toBeGreaterThanOrEqual(STALE);
      expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
      expect(b.errors[0]!.message).toMatch(/took over the lock of process \d+ on .*not refreshed for 1500 ms/);
      expect(JSON.parse(await readFile(`${file}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname(), refreshEvery: REFRESH });
    });
  }

  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenLockIgnoresRefresh): a lock of another pid namespace that is refreshed is taken over as stale once seen for lockStaleAfter'
      : 'a lock of another pid namespace that is refreshed (touched by a process of its own, as its holder would): start() is refused inbox_locked naming a live process, the lock stays';
    it(title, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      const lock = JSON.stringify({ pid: deadPid(), hostname: hostname(), since: new Date(0).toISOString(), ...here(), pidNamespace: OTHER_NAMESPACE, refreshEvery: REFRESH });
      await writeFile(`${file}.lock`, lock);
      // The holder of the other namespace, alive: a process of its own (a stall of this event loop does
      // not stop it) that touches the lock every REFRESH ms and prints each touch.
      const toucher = toucherOf(`${file}.lock`);
      await toucher.waitFor(/^touched$/m, 20_000);
      const touches = () => (toucher.stdout.match(/^touched$/gm) ?? []).length;
      try {
        if (twin) {
          const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, { ...quick, brokenLockIgnoresRefresh: true }), live: false });
          expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
          expect(touches(), 'the holder refreshed meanwhile').toBeGreaterThan(1);
          return;
        }
        const refused = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, quick), live: false }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(refused).toBeInstanceOf(StorageError);
        expect(refused).toMatchObject({ code: SdkErrorCode.InboxLocked });
        expect((refused as Error).message).toContain('A live process holds it');
        expect(await readFile(`${file}.lock`, 'utf8'), 'the lock is untouched').toBe(lock);
      } finally {
        toucher.proc.kill('SIGKILL');
        await toucher.exited;
      }
    });
  }
});

describe.skipIf(!canUnshare)('a holder in a real second pid namespace of this host, its pid free here (unshare; 15.2; D511 second and third addendum)', () => {
  it('the holder killed (its container crashed, restarted on the same volume): a new adapter takes its lock over after lockStaleAfter, no hand needed', { timeout: 60_000 }, async () => {
    const agent = await createAgent(t);
    const file = path.join(dir, 'inbox.json');
    const { pid, child } = await holderElsewhere(file, REFRESH);
    child.proc.kill('SIGKILL');
    await child.exited;
    const lock = JSON.parse(await readFile(`${file}.lock`, 'utf8'));
    expect(lock, "the killed holder's lock is left").toMatchObject({ pid, refreshEvery: REFRESH });
    expect(lock.pidNamespace).not.toBe(here().pidNamespace);
    const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, quick) });
    expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
    expect(b.errors[0]!.message).toContain(`took over the lock of process ${pid}`);
    expect(JSON.parse(await readFile(`${file}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  for (const twin of [undefined, 'brokenLockIgnoresNamespace', 'brokenLockIgnoresRefresh'] as const) {
    const title =
      twin === 'brokenLockIgnoresNamespace'
        ? "the twin (brokenLockIgnoresNamespace, host and pid only): the live holder's pid is free here, so its lock is taken over as stale at once"
        : twin === 'brokenLockIgnoresRefresh'
          ? "the twin (brokenLockIgnoresRefresh): the live holder's lock is taken over after lockStaleAfter, and the holder finds its lock taken"
          : 'the live holder keeps refreshing: start() is refused inbox_locked naming a live process, and the holder keeps its lock';
    it(title, { timeout: 60_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      const { pid, child } = await holderElsewhere(file, REFRESH);
      try {
        const lock = await readFile(`${file}.lock`, 'utf8');
        expect(JSON.parse(lock)).toMatchObject({ pid, hostname: hostname() });
        expect(JSON.parse(lock).pidNamespace).not.toBe(here().pidNamespace);
        if (twin) {
          const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, { ...quick, [twin]: true }), live: false });
          expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
          await child.waitFor(/^warn .*taken over by another process/m, 10_000);
          return;
        }
        const refused = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, quick), live: false }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(refused).toMatchObject({ name: 'StorageError', code: SdkErrorCode.InboxLocked });
        expect((refused as Error).message).toContain('A live process holds it');
        expect(await readFile(`${file}.lock`, 'utf8'), "the holder's lock").toBe(lock);
        expect(child.proc.exitCode, 'the holder still runs').toBeNull();
        expect(child.stdout, 'the holder never lost its lock').not.toMatch(/^warn /m);
      } finally {
        child.proc.kill('SIGKILL');
        await child.exited;
      }
    });
  }
});

describe('stop() during start() gives the inbox back and leaves nothing running (15.2; D511 second addendum)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenStopDuringStart): stop() resolves while start() goes on; the lock stays held and the adapter connects after stop()'
      : 'stop() waits for the start() on its way: the lock is gone, start() resolves without connecting, and another adapter takes the inbox';
    it(title, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      const inner = new FileInboxStore(file);
      // The store's open waits at a gate, so that stop() comes while start() is in it.
      let entered!: () => void;
      const inOpen = new Promise<void>((resolve) => (entered = resolve));
      let pass!: () => void;
      const gate = new Promise<void>((resolve) => (pass = resolve));
      const store: InboxStore = {
        open: async (warn) => {
          entered();
          await gate;
          await inner.open(warn);
        },
        close: () => inner.close(),
        load: () => inner.load(),
        put: (e) => inner.put(e),
        delete: (id) => inner.delete(id),
        clear: () => inner.clear(),
      };
      const a = bare(agent, { inboxStore: store, ...(twin ? { brokenStopDuringStart: true } : {}) });
      const errors: BothyError[] = [];
      a.on('error', (e) => errors.push(e));
      const started = a.start();
      await within(inOpen, 'start() in open');
      let stopDone = false;
      const stopped = a.stop().then(() => {
        stopDone = true;
      });
      if (twin) {
        await within(stopped, 'stop() (not waiting)');
        pass();
        await within(started, 'start()');
        expect(await exists(`${file}.lock`), 'the lock held after stop()').toBe(true);
        await within(a.whenLive(), 'the adapter live after stop()', 15_000);
        return;
      }
      await sleep(100);
      expect(stopDone, 'stop() waits for the start() on its way').toBe(false);
      pass();
      await within(Promise.all([started, stopped]), 'start() and stop()');
      expect(await exists(`${file}.lock`), 'the lock given back').toBe(false);
      await expect(a.whenLive(), 'nothing connects').rejects.toMatchObject({ code: SdkErrorCode.GatewayClosed });
      expect(['idle', 'stopped']).toContain(a.state);
      const b = await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file) });
      expect(b.errors).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

describe('one store object handed to two adapters of one process (15.2; D511 second addendum)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? "the twin (brokenSharedStore): the second starts on the first one's open store, and the first one's stop() removes the lock under the second"
      : "the second start() is refused StorageError inbox_in_use; the first one's lock stays; once it stopped the second starts";
    it(title, { timeout: 30_000 }, async () => {
      const agent = await createAgent(t);
      const file = path.join(dir, 'inbox.json');
      const store = new FileInboxStore(file);
      const a = await adapterFor(t.server.url, agent, { inboxStore: store });
      const lock = await readFile(`${file}.lock`, 'utf8');
      const b = bare(agent, { inboxStore: store, ...(twin ? { brokenSharedStore: true } : {}) });
      b.on('error', () => {});
      if (twin) {
        await b.start();
        await a.agent.stop();
        expect(b.state, 'the second adapter runs').not.toBe('idle');
        expect(await exists(`${file}.lock`), 'the inbox of a running adapter without its lock').toBe(false);
        return;
      }
      const refused = await b.start().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(StorageError);
      expect(refused).toMatchObject({ name: 'StorageError', code: SdkErrorCode.InboxInUse });
      expect(await readFile(`${file}.lock`, 'utf8'), "the first one's lock stays").toBe(lock);
      await within(a.agent.whenLive(), 'the first adapter still live');
      await a.agent.stop();
      await b.start();
      expect(await exists(`${file}.lock`)).toBe(true);
    });
  }
});

describe('two spellings of one inbox file are one lock (15.2; D511)', () => {
  for (const twin of [false, true]) {
    for (const spelling of ['relative with ./', 'through a symbolic link of its folder'] as const) {
      const title = twin
        ? `the twin (brokenLockSpelling), ${spelling}: the second adapter of this process takes the first one's live lock over as stale`
        : `${spelling}: the second adapter of this process is refused inbox_locked, and nothing is taken over`;
      it(title, { timeout: 30_000 }, async () => {
        const agent = await createAgent(t);
        const real = path.join(dir, 'real');
        await mkdir(real);
        const file = path.join(real, 'inbox.json');
        let other: string;
        if (spelling === 'relative with ./') {
          other = `./${path.relative(process.cwd(), file)}`;
        } else {
          await symlink(real, path.join(dir, 'alias'));
          other = path.join(dir, 'alias', 'inbox.json');
        }
        const options = twin ? { brokenLockSpelling: true } : {};
        await adapterFor(t.server.url, agent, { inboxStore: new FileInboxStore(file, options), live: false });
        const b = bare(agent, { inboxStore: new FileInboxStore(other, options) });
        const errors: BothyError[] = [];
        b.on('error', (e) => errors.push(e));
        if (twin) {
          await b.start();
          expect(errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
          return;
        }
        await expect(b.start()).rejects.toMatchObject({ name: 'StorageError', code: SdkErrorCode.InboxLocked });
        expect(errors).toEqual([]);
      });
    }
  }
});

describe('start() with commands while the server is down (15.7; D511)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenCommandsFirst): start() waits for the declaration, rejects once its attempts are spent, and never began to connect'
      : 'start() resolves at once and the adapter is connecting; the failed declarations are error events';
    it(title, { timeout: 40_000 }, async () => {
      const server = new RestartableServer(await startTestServer());
      try {
        const agent = await createAgent(server.t);
        const url = server.t.server.url;
        await server.stopServer();
        const a = new BothyAgent({ baseUrl: url, apiToken: agent.apiToken, billingMode: 'subscription', toolClass: 'read', WebSocket: WebSocket as never, commands: [{ name: 'weather' }], retryBase: 50, retryCap: 400, reconnectBase: 50, reconnectCap: 400, ...(twin ? { brokenCommandsFirst: true } : {}) });
        open.push(a);
        const errors: BothyError[] = [];
        a.on('error', (e) => errors.push(e));
        const began = Date.now();
        const outcome = await within(
          a.start().then(
            () => 'resolved',
            (e: BothyError) => e.code,
          ),
          'start()',
          20_000,
        );
        if (twin) {
          expect(outcome).toBe(SdkErrorCode.Network);
          expect(a.state, 'never began to connect').toBe('idle');
          return;
        }
        expect(outcome).toBe('resolved');
        expect(Date.now() - began, 'start() does not wait for the declaration').toBeLessThan(1_000);
        expect(['connecting', 'backoff']).toContain(a.state);
        await until(() => errors.filter((e) => e.code === SdkErrorCode.Network).length >= 2, 'failed declarations reported', 10_000);
      } finally {
        await server.close();
      }
    });
  }
});
