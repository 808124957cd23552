// Fan-out of bench:cluster: N identified gateway clients (gateway/clients.ts, all in
// the benchmark's process, each parsing every frame) reading one channel while the
// writer process (gateway/writer.ts) commits at a fixed rate, then a burst in one
// transaction. The clients are two halves: the first is always on node a, the
// second on node a (layout one) or on node b (layout two), and moves when the
// layout changes. Every client is one index of the same Run, whichever node it is on.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchDevice } from '../support/dpop-client.ts';
import { machineTicks, percentile } from '../support/measure.ts';
import { Child, monoMs } from '../gateway/child.ts';
import { GatewayFleet, Recorder, Run } from '../gateway/clients.ts';
import type { BulkResult, SteadyResult, ThreadRef } from '../gateway/writer.ts';
import type { Layout, Nodes, Slot } from './nodes.ts';

export type CpuProbe = () => Promise<Record<string, number>>;

export interface CpuWindow {
  /** CPU used per process group in the window, in cores. */
  cpuCores: Record<string, number>;
  /** Share of the machine's CPU time that was busy (all tenants). */
  machineBusy?: number;
  /** Cores busy with processes that are not part of this benchmark (another tenant of the machine). */
  otherCores?: number;
}

/** Reads the probe and the machine's ticks around `body`: what each process group and everyone else used. */
export async function cpuWindow<T>(probe: CpuProbe, body: () => Promise<T>): Promise<{ value: T } & CpuWindow> {
  const read = async () => ({ at: monoMs(), ticks: machineTicks(), cpu: await probe().catch(() => ({}) as Record<string, number>) });
  const start = await read();
  const value = await body();
  const end = await read();
  const wallMs = end.at - start.at;
  const cpuCores: Record<string, number> = {};
  for (const [k, v] of Object.entries(end.cpu)) if (start.cpu[k] !== undefined) cpuCores[k] = (v - start.cpu[k]!) / 1000 / wallMs;
  const out: { value: T } & CpuWindow = { value, cpuCores };
  if (start.ticks && end.ticks && end.ticks.total > start.ticks.total) out.machineBusy = (end.ticks.busy - start.ticks.busy) / (end.ticks.total - start.ticks.total);
  if (out.machineBusy !== undefined) out.otherCores = otherCores(out.machineBusy, cpuCores);
  return out;
}

/** Cores the machine was busy with beyond the benchmark's own processes. */
export function otherCores(machineBusy: number, cpuCores: Record<string, number>): number {
  const ours = Object.values(cpuCores).reduce((a, b) => a + b, 0);
  return Math.max(0, machineBusy * os.cpus().length - ours);
}

export interface FanPhase extends CpuWindow {
  layout: Layout;
  round: number;
  phase: 'steady' | 'burst';
  /** Offered events/s; 0 for the burst. */
  rate: number;
  events: number;
  clients: number;
  /** Clients on each node. */
  split: Record<string, number>;
  expected: number;
  received: number;
  complete: boolean;
  /** Frames received by all clients, from the first commit of the phase to the last receipt. */
  framesPerSec: number;
  windowS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  duplicates: number;
  outOfOrder: number;
  stray: number;
  /** Steady: MessageService.create in the writer, p99; burst: the insert of the one transaction. */
  writeP99Ms?: number;
  insertMs?: number;
}

export class FanoutClients {
  readonly recorder = new Recorder();
  private first: GatewayFleet | undefined;
  private second: GatewayFleet | undefined;
  private secondOn: Slot | undefined;
  /** Close codes of connections that ended while they should not have, over all fleets. */
  readonly closes = new Map<string, number>();

  constructor(
    private readonly nodes: Nodes,
    private readonly devices: BenchDevice[],
    private readonly writer: Child,
    private readonly author: string,
    private readonly threads: ThreadRef[],
    private readonly say: (line: string) => void,
  ) {}

  get size(): number {
    return this.devices.length;
  }

  private get half(): number {
    return Math.floor(this.devices.length / 2);
  }

  /** Clients per node in the current layout. */
  get split(): Record<string, number> {
    return this.secondOn === 'b' ? { a: this.half, b: this.devices.length - this.half } : { a: this.devices.length };
  }

  private async closeFleet(fleet: GatewayFleet | undefined): Promise<void> {
    if (!fleet) return;
    for (const [k, v] of fleet.closes) this.closes.set(k, (this.closes.get(k) ?? 0) + v);
    await fleet.close();
  }

  /** Waits until the node has `count` live connections (closed ones leave its registry a moment later). */
  private async expectLive(node: Child, count: number): Promise<void> {
    let got: { total: number; byState: Record<string, number> } | undefined;
    for (let i = 0; i < 200; i++) {
      got = await node.request<{ total: number; byState: Record<string, number> }>('connections');
      if (got.total === count && (got.byState.live ?? 0) === count) return;
      await sleep(50);
    }
    throw new Error(`${node.name}: expected ${count} live connections, it has ${JSON.stringify(got)}`);
  }

  /** Waits until the node's dispatcher has read the log up to the head (after a pause). */
  private async caughtUp(node: Child): Promise<void> {
    for (let i = 0; i < 600 && (await node.request<number>('lag')) !== 0; i++) await sleep(50);
  }

  /** Moves the second half to the node of `layout` (one: a, two: b) and the nodes into the layout. */
  async place(layout: 'one' | 'two'): Promise<void> {
    const target: Slot = layout === 'two' ? 'b' : 'a';
    const t0 = monoMs();
    if (this.secondOn !== target && this.second) {
      await this.closeFleet(this.second);
      this.second = undefined;
      await this.expectLive(this.nodes.node(this.secondOn!), this.secondOn === 'a' ? this.half : 0);
    }
    await this.nodes.use(layout);
    const a = this.nodes.node('a');
    this.first ??= await GatewayFleet.connect(this.nodes.url('a'), this.devices.slice(0, this.half), this.recorder);
    if (layout === 'two') await this.caughtUp(this.nodes.node('b'));
    if (this.secondOn !== target || !this.second) {
      this.second = await GatewayFleet.connect(this.nodes.url(target), this.devices.slice(this.half), this.recorder, 32, this.half);
      this.secondOn = target;
    }
    if (layout === 'two') {
      await this.expectLive(a, this.half);
      await this.expectLive(this.nodes.node('b'), this.devices.length - this.half);
    } else await this.expectLive(a, this.devices.length);
    this.say(`  ${layout === 'two' ? 'two nodes' : 'one node'}: clients ${JSON.stringify(this.split)} (placed in ${((monoMs() - t0) / 1000).toFixed(1)} s)`);
  }

  /** One phase: a Run over all clients while the writer commits; then what arrived, how fast, how late. */
  async phase(o: { layout: Layout; round: number; phase: 'steady' | 'burst'; rate: number; events: number; tag: string }, probe: CpuProbe): Promise<FanPhase> {
    const clients = this.size;
    const run = new Run({ tag: o.tag, events: o.events, clients, latency: true, checkOrder: true });
    const expected = o.events * clients;
    this.recorder.run = run;
    const w = await cpuWindow(probe, async () => {
      let baseAt: ArrayLike<number>;
      const extra: Partial<FanPhase> = {};
      if (o.phase === 'steady') {
        const r = await this.writer.request<SteadyResult>('steady', { author: this.author, threads: this.threads, tag: o.tag, count: o.events, rate: o.rate, concurrency: 8 });
        baseAt = r.commitAt;
        extra.writeP99Ms = percentile(Float64Array.from(r.writeMs).sort(), 99);
      } else {
        const r = await this.writer.request<BulkResult>('bulk', { author: this.author, threads: this.threads, tag: o.tag, count: o.events });
        baseAt = new Array<number>(o.events).fill(r.commitAt);
        extra.insertMs = r.insertMs;
      }
      const complete = await run.settle(expected, 120_000, 15_000);
      return { baseAt, extra, complete };
    });
    this.recorder.run = undefined;
    const { baseAt, extra, complete } = w.value;
    const lat = run.latencies(baseAt);
    const windowMs = run.lastAt - Math.min(...Array.from(baseAt));
    return {
      layout: o.layout,
      round: o.round,
      phase: o.phase,
      rate: o.rate,
      events: o.events,
      clients,
      split: this.split,
      expected,
      received: run.received,
      complete,
      framesPerSec: run.received / (windowMs / 1000),
      windowS: windowMs / 1000,
      p50Ms: percentile(lat, 50),
      p99Ms: percentile(lat, 99),
      maxMs: lat.length ? lat[lat.length - 1]! : NaN,
      duplicates: run.duplicates,
      outOfOrder: run.outOfOrder,
      stray: run.stray,
      cpuCores: w.cpuCores,
      machineBusy: w.machineBusy,
      otherCores: w.otherCores,
      ...extra,
    };
  }

  async close(): Promise<void> {
    await this.closeFleet(this.second);
    await this.closeFleet(this.first);
  }
}
