// Variant (c): real POST /api/v1/threads/{id}/messages requests over loopback,
// signed with DPoP proofs, from N concurrent clients with keep-alive, against a
// server process of its own (support/http-server.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BenchClient } from '../support/dpop-client.ts';
import { authorOf, threadOf, type Fixture } from '../support/fixture.ts';
import type { FromServer, ToServer } from '../support/http-server.ts';
import { runCell, type CellOptions, type CellSlice } from '../support/measure.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../support/http-server.ts', import.meta.url));

/**
 * One server process for the whole run. Between its slices it is paused
 * (SIGSTOP), so that its gateway, which reads the log on every NOTIFY, costs the
 * bare and appender variants nothing, while it keeps its warm JIT, its pool and
 * the clients' keep-alive connections. It catches up with the log written
 * meanwhile before and during the warm-up of its next slice.
 */
export class HttpBench {
  private clients: BenchClient[] = [];
  private waiters: ((m: FromServer) => void)[] = [];
  private paused = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly writeConcurrency: number,
    readonly writeBatchMax: number,
    readonly poolSize: number,
  ) {
    child.on('message', (m: FromServer) => this.waiters.shift()?.(m));
  }

  static async start(databaseUrl: string, overrides: Record<string, string | number | boolean>): Promise<HttpBench> {
    const child = fork(SERVER_ENTRY, [], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_SERVER_OVERRIDES: JSON.stringify(overrides) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
      execArgv: [...process.execArgv, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    });
    const ready = await new Promise<FromServer>((resolve, reject) => {
      child.once('message', (m: FromServer) => resolve(m));
      child.once('exit', (code) => reject(new Error(`the benchmark server exited with ${code} before it was ready`)));
    });
    if (ready.type !== 'ready') {
      child.kill();
      throw new Error(`the benchmark server did not start: ${ready.type === 'failed' ? ready.message : ready.type}`);
    }
    return new HttpBench(child, ready.url, ready.writeConcurrency, ready.writeBatchMax, ready.poolSize);
  }

  /** Stops the server process from running (no CPU) until resume(). */
  pause(): void {
    if (this.paused || this.child.exitCode !== null) return;
    this.paused = this.child.kill('SIGSTOP');
  }

  resume(): void {
    if (!this.paused) return;
    this.child.kill('SIGCONT');
    this.paused = false;
  }

  private ask(m: ToServer): Promise<FromServer> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.child.send(m);
    });
  }

  /** CPU time of the server process so far, in microseconds. */
  async cpuMicros(): Promise<number> {
    const m = await this.ask({ type: 'cpu' });
    return m.type === 'cpu' ? m.userMicros + m.systemMicros : NaN;
  }

  /** One device (key pair, token, connection) per concurrent client. */
  async registerClients(fixture: Fixture, count: number): Promise<void> {
    while (this.clients.length < count) {
      const batch = Array.from({ length: Math.min(16, count - this.clients.length) }, (_, i) => BenchClient.register(this.url, authorOf(fixture, this.clients.length + i).handle));
      this.clients.push(...(await Promise.all(batch)));
    }
  }

  get nonceRetries(): number {
    return this.clients.reduce((n, c) => n + c.nonceRetries, 0);
  }

  async run(fixture: Fixture, cell: CellOptions): Promise<CellSlice> {
    this.resume();
    await this.registerClients(fixture, cell.writers);
    return runCell(async (w) => {
      await this.clients[w]!.postMessage(threadOf(fixture, w).id, `bench message ${w}`);
      return 1; // one message.created event per created message
    }, cell);
  }

  async close(): Promise<void> {
    this.clients.forEach((c) => c.disconnect());
    if (this.child.exitCode !== null) return;
    this.resume();
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.send({ type: 'close' } satisfies ToServer);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
