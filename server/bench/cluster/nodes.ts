// The server nodes of bench:cluster: each a process of its own
// (gateway/gateway-server.ts) on the one benchmark database, on a fixed port per
// slot so that the clients of a slot keep their URL when its node is started
// again. Three layouts:
//   single  one node in cluster.mode single (slot a): the reference;
//   one     node a in cluster.mode multi, node b stopped (SIGSTOP: no CPU, its
//           connections and its cluster.mode lock kept);
//   two     nodes a and b in cluster.mode multi, both running.
// A single node cannot run beside multi nodes (the cluster.mode lock, D46), so
// going from single to one of the others stops its process and starts two, and
// back. The demo is seeded by the first node that starts; seedDemo on a seeded
// database only reads the ids, and the nodes start one after the other.
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { Child } from '../gateway/child.ts';

const GATEWAY_SERVER = fileURLToPath(new URL('../gateway/gateway-server.ts', import.meta.url));

export const LAYOUTS = ['single', 'one', 'two'] as const;
export type Layout = (typeof LAYOUTS)[number];
export type Slot = 'a' | 'b';

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve, reject) => s.once('error', reject).listen(0, '127.0.0.1', resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

export class Nodes {
  private readonly running = new Map<Slot, Child>();
  private mode: 'single' | 'multi' | undefined;
  layout: Layout | undefined;
  /** Called after a slot's node was started anew (its clients' keep-alive connections are gone). */
  onRestart: (slot: Slot) => void = () => {};

  private constructor(
    private readonly databaseUrl: string,
    private readonly overrides: Record<string, string | number | boolean>,
    private readonly ports: Record<Slot, number>,
    private readonly say: (line: string) => void,
  ) {}

  static async create(databaseUrl: string, overrides: Record<string, string | number | boolean>, say: (line: string) => void): Promise<Nodes> {
    return new Nodes(databaseUrl, overrides, { a: await freePort(), b: await freePort() }, say);
  }

  url(slot: Slot): string {
    return `http://127.0.0.1:${this.ports[slot]}`;
  }

  /** The running node of a slot (it may be paused). */
  node(slot: Slot): Child {
    const c = this.running.get(slot);
    if (!c) throw new Error(`no node in slot ${slot}`);
    return c;
  }

  /** The nodes that run (not paused) in the current layout, by slot. */
  get active(): [Slot, Child][] {
    return [...this.running].filter(([, c]) => !c.paused);
  }

  private async start(slot: Slot, mode: 'single' | 'multi'): Promise<void> {
    const name = `node ${slot} (${mode})`;
    const overrides = { ...this.overrides, 'cluster.mode': mode, 'server.port': this.ports[slot], 'server.node_id': `bench-${slot}-${mode}` };
    const env = { BENCH_DATABASE_URL: this.databaseUrl, BENCH_SERVER_OVERRIDES: JSON.stringify(overrides), BENCH_SERVER_LOG: process.env.BENCH_SERVER_LOG || 'warn' };
    const child = await Child.fork(name, GATEWAY_SERVER, env, (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean));
    this.running.set(slot, child);
    this.say(`  ${name} on ${child.info.url} (pid ${child.pid})`);
    this.onRestart(slot);
  }

  private async stopAll(): Promise<void> {
    for (const [slot, c] of this.running) {
      await c.close();
      this.running.delete(slot);
    }
  }

  /** Brings the nodes into `layout`, starting and stopping processes only where the mode changes. */
  async use(layout: Layout): Promise<void> {
    const mode = layout === 'single' ? 'single' : 'multi';
    if (this.mode !== mode) {
      await this.stopAll();
      await this.start('a', mode);
      if (mode === 'multi') await this.start('b', mode);
      this.mode = mode;
    }
    if (layout === 'one') this.node('b').pause();
    if (layout === 'two') this.node('b').resume();
    this.layout = layout;
  }

  async close(): Promise<void> {
    await this.stopAll().catch((err: unknown) => this.say(`closing the nodes: ${String(err)}`));
  }
}
