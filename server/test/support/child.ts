// Scripts of this repository in a child process (node with the tsx loader), as
// npm start and npm run bothy run them: for tests of exit codes, signals and logs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The environment of a child: this process's, less DATABASE_URL and BOTHY_* unless given. */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && !k.startsWith('BOTHY_')));
  return { ...base, ...env };
}

export class Child {
  stdout = '';
  stderr = '';
  readonly exited: Promise<Finished>;
  private waiters: (() => void)[] = [];

  constructor(readonly proc: ChildProcess) {
    proc.stdout!.on('data', (b: Buffer) => {
      this.stdout += b.toString();
      this.notify();
    });
    proc.stderr!.on('data', (b: Buffer) => {
      this.stderr += b.toString();
      this.notify();
    });
    this.exited = new Promise((resolve) => proc.once('exit', (code, signal) => {
      // Let the pipes drain first.
      setImmediate(() => resolve({ code, signal, stdout: this.stdout, stderr: this.stderr }));
      this.notify();
    }));
  }

  private notify(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Waits until stdout matches, or fails after timeoutMs or when the process exits. */
  async waitFor(re: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const m = re.exec(this.stdout);
      if (m) return m;
      if (this.proc.exitCode !== null || this.proc.signalCode !== null) throw new Error(`exited (${this.proc.exitCode ?? this.proc.signalCode}) before ${re}; stdout:\n${this.stdout}\nstderr:\n${this.stderr}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${re} within ${timeoutMs} ms; stdout:\n${this.stdout}\nstderr:\n${this.stderr}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The JSON log lines (pino) on stdout. */
  logLines(): { msg: string; [k: string]: unknown }[] {
    return this.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l) as { msg: string };
        } catch {
          return undefined;
        }
      })
      .filter((l): l is { msg: string } => l !== undefined);
  }

  kill(signal: NodeJS.Signals): void {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill(signal);
  }
}

/** Resident memory of a process, from /proc (throws once it is gone). */
const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * Samples a child's resident memory every 100 ms and kills it (SIGKILL) once it is over `boundBytes`: for the
 * tests of an answer that never ends (D474, D481). The result stops the sampling and gives the largest value.
 */
export function watchRss(child: Child, boundBytes: number): () => number {
  let max = 0;
  const sampler = setInterval(() => {
    try {
      max = Math.max(max, rssOf(child.proc.pid!));
    } catch {
      return; // it has ended
    }
    if (max > boundBytes) child.kill('SIGKILL');
  }, 100);
  return () => {
    clearInterval(sampler);
    return max;
  };
}

/** Starts a command in the repository's root folder. */
export function spawnCommand(command: string, args: string[], env: Record<string, string | undefined>): Child {
  return new Child(spawn(command, args, { cwd: path.resolve(SERVER_ROOT, '..'), env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Starts server/<script> with node and tsx. */
export function spawnTs(script: string, args: string[], env: Record<string, string | undefined>): Child {
  return spawnCommand(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, script), ...args], env);
}

/** Runs server/<script> to its end. */
export function runTs(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<Finished> {
  return spawnTs(script, args, env).exited;
}
