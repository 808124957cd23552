// Server nodes in child processes (server-process.ts) on one database, for
// tests of several nodes: start, stop with SIGTERM, kill with SIGKILL, and
// a start that is refused (its message on stderr).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 30_000;

export interface NodeProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then wait for the exit. */
  kill(): Promise<void>;
}

export type NodeStart = { ok: true; node: NodeProcess } | { ok: false; code: number | null; stderr: string };

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/** Starts a node with DATABASE_URL and the given BOTHY_* variables; resolves when it is ready or has exited. */
export function startNodeProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<NodeStart> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/server-process.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BOTHY_SERVER_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the node did not start or exit within ${START_TIMEOUT_MS} ms: ${stderr}`));
    }, START_TIMEOUT_MS);
    child.stdout!.on('data', (b: Buffer) => {
      const m = /ready (\S+)/.exec(b.toString());
      if (!m) return;
      clearTimeout(timer);
      const node: NodeProcess = {
        url: m[1]!,
        child,
        stop: async () => {
          child.kill('SIGTERM');
          await exited(child);
        },
        kill: async () => {
          child.kill('SIGKILL');
          await exited(child);
        },
      };
      resolve({ ok: true, node });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      // stderr may still be draining
      setTimeout(() => resolve({ ok: false, code, stderr }), 50);
    });
  });
}

/** A node that must start. */
export async function startNode(databaseUrl: string, env: Record<string, string> = {}): Promise<NodeProcess> {
  const r = await startNodeProcess(databaseUrl, env);
  if (!r.ok) throw new Error(`the node exited with ${r.code}: ${r.stderr}`);
  return r.node;
}
