// The processes of the gateway benchmark talk over IPC with numbered requests:
// the parent asks ({id, type, ...}), the child answers ({id, ok, result}).
// Every child exits when its parent goes away, so that a crashed benchmark
// leaves no process behind.
import { fork, type ChildProcess } from 'node:child_process';

interface Request {
  id: number;
  type: string;
  args?: unknown;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

/** What the child reports once it is ready (id 0). */
export interface ReadyInfo {
  url: string;
  [key: string]: unknown;
}

/** Milliseconds on CLOCK_MONOTONIC, the same clock in every process of this machine. */
export function monoMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** process.memoryUsage() after two full collections (the child runs with --expose-gc). */
export async function collectedMemory(): Promise<MemorySample> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
}

export class Child {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private exited = false;
  private stopped = false;

  private constructor(readonly name: string, private readonly proc: ChildProcess, readonly info: ReadyInfo) {
    proc.on('message', (m: Reply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.ok) p.resolve(m.result);
      else p.reject(new Error(`${name}: ${m.error}`));
    });
    proc.on('exit', (code, signal) => {
      this.exited = true;
      for (const p of this.pending.values()) p.reject(new Error(`${name} exited (${code ?? signal}) with a request open`));
      this.pending.clear();
    });
  }

  get pid(): number {
    return this.proc.pid!;
  }

  static async fork(name: string, entry: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
    const proc = fork(entry, [], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [...process.execArgv, '--expose-gc', ...nodeArgs],
    });
    const info = await new Promise<ReadyInfo>((resolve, reject) => {
      const onMessage = (m: Reply) => {
        if (m.id !== 0) return;
        proc.off('message', onMessage);
        if (m.ok) resolve(m.result as ReadyInfo);
        else reject(new Error(`${name} did not start: ${m.error}`));
      };
      proc.on('message', onMessage);
      proc.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready`)));
    }).catch((err: unknown) => {
      proc.kill('SIGKILL');
      throw err;
    });
    return new Child(name, proc, info);
  }

  request<T = unknown>(type: string, args?: unknown, timeoutMs = 120_000): Promise<T> {
    if (this.exited) return Promise.reject(new Error(`${this.name} has exited`));
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${this.name}: no answer to ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.proc.send({ id, type, args } satisfies Request);
    });
  }

  /** CPU microseconds (user + system) the child has used so far. */
  async cpuMicros(): Promise<number> {
    const u = await this.request<{ user: number; system: number }>('cpu');
    return u.user + u.system;
  }

  memory(): Promise<MemorySample> {
    return this.request<MemorySample>('memory');
  }

  /** Whether the child is stopped by pause(); it answers no request until resume(). */
  get paused(): boolean {
    return this.stopped;
  }

  /** Stops the child from running (SIGSTOP: no CPU, its sockets and connections kept) until resume(). */
  pause(): void {
    if (this.stopped || this.exited) return;
    this.stopped = this.proc.kill('SIGSTOP');
  }

  resume(): void {
    if (!this.stopped) return;
    this.proc.kill('SIGCONT');
    this.stopped = false;
  }

  /** Asks the child to close, and kills it if it has not exited within 15 s. */
  async close(): Promise<void> {
    if (this.exited) return;
    this.resume();
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 15_000);
    this.request('close', undefined, 15_000).catch(() => {});
    await exited;
    clearTimeout(timer);
  }
}

type Handler = (args: never) => unknown;

/** The child side: answers requests with the handlers; cpu, memory and close are built in. */
export function serve(handlers: Record<string, Handler>, start: () => Promise<ReadyInfo>, stop: () => Promise<void>): void {
  const reply = (m: Reply) => process.send?.(m);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(0), 10_000);
    force.unref();
    await stop().catch(() => {});
    process.exit(0);
  };
  const builtin: Record<string, Handler> = {
    cpu: () => process.cpuUsage(),
    memory: () => collectedMemory(),
    close: () => {
      setImmediate(() => void shutdown());
      return true;
    },
  };
  process.on('message', (m: Request) => {
    const h = handlers[m.type] ?? builtin[m.type];
    if (!h) {
      reply({ id: m.id, ok: false, error: `unknown request ${m.type}` });
      return;
    }
    Promise.resolve()
      .then(() => h(m.args as never))
      .then(
        (result) => reply({ id: m.id, ok: true, result }),
        (err: unknown) => reply({ id: m.id, ok: false, error: err instanceof Error ? err.stack ?? err.message : String(err) }),
      );
  });
  process.on('disconnect', () => void shutdown());
  start().then(
    (info) => reply({ id: 0, ok: true, result: info }),
    (err: unknown) => {
      reply({ id: 0, ok: false, error: err instanceof Error ? err.stack ?? err.message : String(err) });
      process.exit(1);
    },
  );
}
