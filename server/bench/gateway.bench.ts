// npm run bench:gateway — the WebSocket gateway (04 sections 6, 7.2; issue 4,
// and the fan-out part of issue 5), against clients on loopback, in one run:
//
//   catch-up   one client 50,000 events behind: events/s until catchup.complete,
//              as a ratio to reading the same rows with a bare SELECT ... ORDER BY seq; both
//              measured on their second run (the first warms them; the gateway's first is
//              reported too, as first_run);
//   memory     heap and RSS growth of the server process per idle identified connection;
//   fan-out    2,000 identified clients reading one channel while a writer commits
//              at 50 and at 200 events/s (MessageService.create in a writer process
//              of its own, no HTTP): commit-to-receipt p50/p99 and frames delivered/s;
//              then a burst (events committed in one transaction) for the most
//              frames/s the path delivers;
//   baselines  the same clients, payload and rates against a bare `ws` server
//              broadcasting the same frames (the ceiling) and Socket.IO with
//              connection-state recovery on (what users would pick instead);
//   issue 5    the burst again, over 50 channels with mixed grants (authorize per
//              receiver decides who gets what), as a ratio to the all-visible burst;
//   latency    a second pass at 200 events/s with as many clients as the bare ws
//              ceiling carries on this machine (250), so that commit-to-receipt
//              shows what each server adds; at 2,000 clients 200 events/s is
//              400,000 frames/s, more than any of the three delivers on 2 cores.
//
// Every server (Bothy, ws, Socket.IO) runs in a child process of its own; all the
// clients run in this process, handled alike: each parses every frame. All three
// keep their clients for the whole run and each phase runs on them in turn. The machine's
// cores are shared by the clients, the server, the writer and PostgreSQL, so
// rates are ratios to the baselines of the same run, not absolute capacities.
// A benchmark, not a test: it fails no build. Writes bench/results/gateway.json.
//
// Knobs (environment): DATABASE_URL (else an embedded PostgreSQL), BENCH_CLIENTS
// (2000), BENCH_RATES (50:500,200:400 = events/s:events), BENCH_BURST (300 events),
// BENCH_BACKLOG (50000), BENCH_VARIANTS (gateway,ws,socketio), BENCH_MIXED (1),
// BENCH_LATENCY_CLIENTS (250; 0 skips the latency pass),
// BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for the Bothy
// server), BENCH_OUT (output file).
// BENCH_CATCHUP_RUNS (3): the catch-up's runs, each a bare SELECT and the gateway's catch-ups; the
// figure is the run of median ratio.
// BENCH_ONLY=catchup runs the catch-up measurement alone (a small fixture, no
// fan-out, no baselines servers), BENCH_CATCHUP_RUNS times (3) on one backlog,
// and records the runs and their median ratio under `catchup_runs[BENCH_LABEL]`
// of the existing gateway.json, leaving the rest of the file as it is;
// BENCH_APPEND=1 adds the runs to those of the label (A/B rounds of two trees
// alternating on a shared machine, the median over all of them).
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { validateEvent } from '@bothy/generated';
import { createPool } from '../src/db/pool.ts';
import { readAll } from '../src/events/log-reader.ts';
import { createBenchDatabase, type BenchDatabase } from './support/database.ts';
import { cpuSampler } from './support/cpu.ts';
import { describeMachine } from './support/machine.ts';
import { machineTicks, percentile } from './support/measure.ts';
import type { BenchDevice } from './support/dpop-client.ts';
import { Child, monoMs, type MemorySample } from './gateway/child.ts';
import { GatewayClient, GatewayFleet, Recorder, Run, SocketIoFleet, WsFleet, type Envelope, type Fleet } from './gateway/clients.ts';
import { createGwFixture, registerDevices, type GwFixture } from './gateway/fixture.ts';
import type { BroadcastArgs, BroadcastResult } from './gateway/baseline-server.ts';
import type { BulkResult, SteadyResult } from './gateway/writer.ts';
import { heapGrowth, type HeapSummary } from './gateway/heap-summary.ts';
import { cleanupOnSignal, envInt, plotNextTo, say } from './support/run.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const GATEWAY_SERVER = here('./gateway/gateway-server.ts');
const BASELINE_SERVER = here('./gateway/baseline-server.ts');
const WRITER = here('./gateway/writer.ts');

const VARIANTS = ['gateway', 'ws', 'socketio'] as const;
type Variant = (typeof VARIANTS)[number];

const TARGET_VS_WS = 0.5;
const TARGET_P99_MS = 100;
const TARGET_P99_RATE = 200;
const ISSUE22_HEAP_BYTES = 10 * 1024;
const ISSUE22_IDENTIFY_VS_ACCEPT = 3;
const ISSUE22_IDENTIFY_PER_S = 1000;
const ISSUE22_CATCHUP = 0.8;
const TARGET_BYTES_PER_CONN = 20 * 1024;
const TARGET_MIXED = 0.7;

const round = (n: number | undefined, digits = 0): number | null => (n !== undefined && Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function envRates(): { rate: number; events: number }[] {
  return (process.env.BENCH_RATES || '50:500,200:400').split(',').map((s) => {
    const [rate, events] = s.split(':').map(Number);
    if (!rate || !events) throw new Error(`BENCH_RATES: ${s} is not events/s:events`);
    return { rate, events };
  });
}

// ------------------------------------------------------------------ measuring a phase

interface CpuReading {
  at: number;
  ticks: ReturnType<typeof machineTicks>;
  cpu: Record<string, number>;
}

type CpuProbe = () => Promise<Record<string, number>>;

async function readCpu(probe: CpuProbe): Promise<CpuReading> {
  return { at: monoMs(), ticks: machineTicks(), cpu: await probe().catch(() => ({})) };
}

interface Phase {
  variant: Variant;
  phase: string;
  /** Offered events/s; 0 for a burst. */
  rate: number;
  events: number;
  clients: number;
  expected: number;
  received: number;
  complete: boolean;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Frames received per second, from the first commit (or send) to the last receipt. */
  framesPerSec: number;
  windowS: number;
  cpuCores: Record<string, number>;
  /** CPU of the server process per delivered frame, in microseconds. */
  serverUsPerFrame: number;
  machineBusy?: number;
  /** Cores busy with processes that are not part of this benchmark (another tenant of the machine). */
  otherCores?: number;
  duplicates: number;
  outOfOrder: number;
  violations: number;
  stray: number;
  closes: Record<string, number>;
  /** Gateway steady phases: the write path alone (MessageService.create), p50/p99. */
  writeP50Ms?: number;
  writeP99Ms?: number;
  writerLateMs?: number;
  /** Bursts committed in one transaction: how long the insert took before the clock started. */
  insertMs?: number;
  /** Baselines: how far the broadcast loop fell behind its schedule. */
  sendLagMs?: number;
  /** Bothy: the server's event loop delay during the phase (monitorEventLoopDelay, 10 ms resolution). */
  loopDelayP99Ms?: number;
  loopDelayMaxMs?: number;
}

async function measurePhase(
  o: { variant: Variant; phase: string; rate: number; events: number; clients: number; expected: number; tag: string; visible?: (Set<string> | undefined)[]; latency: boolean; loopDelay?: () => Promise<Record<string, number>> },
  recorder: Recorder,
  fleet: Fleet,
  probe: CpuProbe,
  drive: () => Promise<Driven>,
): Promise<Phase> {
  const run = new Run({ tag: o.tag, events: o.events, clients: o.clients, latency: o.latency, visible: o.visible, checkOrder: o.variant === 'gateway' });
  const closesBefore = new Map(fleet.closes);
  recorder.run = run;
  await o.loopDelay?.(); // starts the server's histogram over
  const start = await readCpu(probe);
  const driven = await drive();
  const complete = await run.settle(o.expected, 120_000, 15_000);
  const end = await readCpu(probe);
  const loop = await o.loopDelay?.();
  recorder.run = undefined;
  const firstBase = Math.min(...Array.from(driven.baseAt));
  const lat = run.latencies(driven.baseAt);
  const windowMs = run.lastAt - firstBase;
  const wallMs = end.at - start.at;
  const cpuCores: Record<string, number> = {};
  for (const [k, v] of Object.entries(end.cpu)) if (start.cpu[k] !== undefined) cpuCores[k] = (v - start.cpu[k]!) / 1000 / wallMs;
  const closes: Record<string, number> = {};
  for (const [k, v] of fleet.closes) if (v !== (closesBefore.get(k) ?? 0)) closes[k] = v - (closesBefore.get(k) ?? 0);
  const phase: Phase = {
    variant: o.variant,
    phase: o.phase,
    rate: o.rate,
    events: o.events,
    clients: o.clients,
    expected: o.expected,
    received: run.received,
    complete,
    p50Ms: o.latency ? percentile(lat, 50) : NaN,
    p99Ms: o.latency ? percentile(lat, 99) : NaN,
    maxMs: o.latency && lat.length ? lat[lat.length - 1]! : NaN,
    framesPerSec: run.received / (windowMs / 1000),
    windowS: windowMs / 1000,
    cpuCores,
    serverUsPerFrame: ((cpuCores.server ?? NaN) * wallMs * 1000) / run.received,
    duplicates: run.duplicates,
    outOfOrder: run.outOfOrder,
    violations: run.violations,
    stray: run.stray,
    closes,
    ...driven.extra,
    ...(loop ? { loopDelayP99Ms: loop['0.99']! * 1000, loopDelayMaxMs: loop['1']! * 1000 } : {}),
  };
  if (start.ticks && end.ticks && end.ticks.total > start.ticks.total) {
    phase.machineBusy = (end.ticks.busy - start.ticks.busy) / (end.ticks.total - start.ticks.total);
    const ours = Object.values(cpuCores).reduce((a, b) => a + b, 0);
    phase.otherCores = Math.max(0, phase.machineBusy * os.cpus().length - ours);
  }
  const cores = Object.entries(cpuCores).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ');
  say(
    `  ${o.variant.padEnd(8)} ${o.phase.padEnd(12)} ${run.received}/${o.expected} frames${complete ? '' : ' (INCOMPLETE)'}, ${phase.framesPerSec.toFixed(0)} frames/s` +
      `${o.latency ? `, p50 ${phase.p50Ms.toFixed(1)} ms, p99 ${phase.p99Ms.toFixed(1)} ms` : ''}, server ${phase.serverUsPerFrame.toFixed(2)} µs/frame; cores: ${cores}` +
      `${phase.loopDelayMaxMs !== undefined ? `; server loop delay p99 ${phase.loopDelayP99Ms!.toFixed(1)} ms, max ${phase.loopDelayMaxMs.toFixed(1)} ms` : ''}` +
      `${run.duplicates || run.outOfOrder || run.violations ? `; duplicates ${run.duplicates}, out of order ${run.outOfOrder}, violations ${run.violations}` : ''}` +
      `${Object.keys(closes).length ? `; closes ${JSON.stringify(closes)}` : ''}`,
  );
  return phase;
}

// ------------------------------------------------------------------ main

interface Target {
  variant: Variant;
  child: Child;
  fleet: Fleet;
}

interface Driven {
  /** Per event: its commit time (gateway) or the time it was due (baselines). */
  baseAt: ArrayLike<number>;
  extra?: Partial<Phase>;
}

interface Memory {
  variant: Variant;
  connections: number;
  before: MemorySample;
  after: MemorySample;
  heapPerConnBytes: number;
  rssPerConnBytes: number;
  connectS: number;
}

interface Catchup {
  events: number;
  cursor: number;
  headSeq: number;
  backlogInsertS: number;
  gateway: { seconds: number; eventsPerSec: number; readyMs: number; dispatches: number; cursorFrames: number; inOrder: boolean; envelopesValid: boolean };
  /** The first of the two runs, which warms the server as the bare SELECT's first run warms its plan and cache. */
  firstRun: { seconds: number; eventsPerSec: number; readyMs: number; ratio: number; cpuSeconds: Record<string, number> };
  bareEnvelope: { seconds: number; eventsPerSec: number };
  bareRaw: { seconds: number; eventsPerSec: number };
  ratio: number;
  /** CPU seconds spent by each party (clients = this process) during the gateway's catch-up and during the bare envelope SELECT: what bounds each. */
  cpuSeconds: { gateway: Record<string, number>; bareEnvelope: Record<string, number> };
  /** Of the run of median ratio (medianCatchup): every run's ratio, in the order run. */
  ratios?: number[];
}

interface PassOptions {
  clientCount: number;
  rates: { rate: number; events: number }[];
  burst: number;
  backlog: number;
  withMixed: boolean;
  variants: Variant[];
  /** Appended to the names of the steady phases ("200/s@250"); empty for the main pass. */
  suffix: string;
  /** BENCH_ONLY=catchup: the catch-up this many times, then nothing else. */
  catchupOnlyRuns?: number;
}

interface PassResult {
  db: Pick<BenchDatabase, 'source' | 'serverVersion' | 'settings'>;
  phases: Phase[];
  memory: Memory[];
  catchup?: Catchup;
  catchupRuns?: Catchup[];
  identifyPerSec?: number;
  mixedInfo?: { events: number; avgReach: number; receiverChecksPerEvent: number };
}

/**
 * One pass: a database of its own, every server with its clients, then the
 * phases. The main pass is the issue's fan-out at 2,000 clients; the latency
 * pass runs 200 events/s with as many clients as this machine's ceiling (bare ws)
 * carries, to show what the gateway itself adds to commit-to-receipt.
 */
async function runPass(o: PassOptions): Promise<PassResult> {
  const { clientCount, rates, burst, backlog, withMixed, variants, suffix } = o;
  templateFrame = undefined;
  const serverOverrides = {
    'sync.heartbeat_interval': '10m', // no heartbeat needed in a 5-minute run
    'agent.presence_timeout': '11m', // must exceed sync.heartbeat_interval (D254)
    'rl.gateway_connect': '100000/1m',
    'sync.catchup_max_events': Math.max(50_000, backlog),
  };

  const db: BenchDatabase = await createBenchDatabase(say, 'bothy_gwbench');
  say(`database ${db.name} on ${db.source === 'embedded' ? 'an embedded PostgreSQL' : 'DATABASE_URL'}: ${db.serverVersion.split(' on ')[0]}`);
  const admin = createPool(db.url, { max: 4, applicationName: 'bothy-gwbench-admin' });
  const children: Child[] = [];
  const fleets: Fleet[] = [];
  const phases: Phase[] = [];
  const memory: Memory[] = [];
  let catchup: Catchup | undefined;
  const catchupRuns: Catchup[] = [];
  let identifyPerSec: number | undefined;
  let fixture: GwFixture | undefined;
  let mixedInfo: { events: number; avgReach: number; receiverChecksPerEvent: number } | undefined;
  const recorder = new Recorder();
  const cleanup = cleanupOnSignal(async () => {
    for (const f of fleets) await f.close().catch(() => {});
    for (const c of children) await c.close().catch((err: unknown) => say(`closing ${c.name}: ${String(err)}`));
    await admin.end().catch(() => {});
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  });

  try {
    // ---------------------------------------------------------- setup
    const server = await Child.fork('gateway server', GATEWAY_SERVER, { BENCH_DATABASE_URL: db.url, BENCH_SERVER_OVERRIDES: JSON.stringify(serverOverrides) }, (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean));
    children.push(server);
    const url = server.info.url;
    const owner = (server.info.ids as { alex: string }).alex;
    const writer = await Child.fork('writer', WRITER, { BENCH_DATABASE_URL: db.url });
    children.push(writer);
    let t = monoMs();
    fixture = await createGwFixture(admin, clientCount, owner);
    const devices = await registerDevices(url, [...fixture.receivers.map((r) => r.handle), fixture.catchupHandle]);
    const catchupDevice = devices.pop()!;
    say(`server ${url} (pid ${server.pid}); ${clientCount} receivers with grants and devices in ${((monoMs() - t) / 1000).toFixed(1)} s`);

    // ---------------------------------------------------------- catch-up (before the receivers connect)
    if (backlog > 0) {
      say(`catch-up: inserting a backlog of ${backlog} message.created events`);
      const bl = await writer.request<BulkResult>('bulk', { author: owner, threads: [fixture.backlogThread], tag: 'backlog', count: backlog });
      // The dispatcher reads the backlog once (nobody is connected); wait until it has.
      for (let i = 0; i < 600 && (await server.request<number>('lag')) !== 0; i++) await sleep(100);
      // Several runs, each its own pair (a bare SELECT, then the gateway), on a machine whose other work
      // moves single runs by ±30 %: the figure is the run of median ratio (medianCatchup).
      for (let run = 0; run < (o.catchupOnlyRuns ?? Math.max(1, envInt('BENCH_CATCHUP_RUNS', 3))); run++) {
        catchup = await measureCatchup(url, catchupDevice, admin, bl, backlog, cpuSampler({ admin, database: db.name, server: () => server.cpuMicros(), newBackends: true }));
        catchupRuns.push(catchup);
        say(
          `  gateway ${catchup.gateway.eventsPerSec.toFixed(0)} events/s (${catchup.gateway.seconds.toFixed(2)} s, ready after ${catchup.gateway.readyMs.toFixed(0)} ms; ` +
            `first run ${catchup.firstRun.eventsPerSec.toFixed(0)} events/s, ratio ${catchup.firstRun.ratio.toFixed(2)}); ` +
            `bare SELECT ${catchup.bareEnvelope.eventsPerSec.toFixed(0)} events/s (${catchup.bareEnvelope.seconds.toFixed(2)} s); ratio ${catchup.ratio.toFixed(2)}; ` +
            `CPU s gateway ${JSON.stringify(catchup.cpuSeconds.gateway)}, bare ${JSON.stringify(catchup.cpuSeconds.bareEnvelope)}`,
        );
      }
    }
    if (o.catchupOnlyRuns) return { db, phases, memory, catchup, catchupRuns, identifyPerSec, mixedInfo };
    catchup = medianCatchup(catchupRuns);

    // ---------------------------------------------------------- connect: every server gets its clients (and its memory read)
    const targets: Target[] = [];
    for (const variant of variants) {
      say(`${variant}: connecting ${clientCount} clients`);
      let serverChild: Child;
      if (variant === 'gateway') serverChild = server;
      else {
        serverChild = await Child.fork(`${variant} baseline`, BASELINE_SERVER, { BENCH_BASELINE: variant });
        children.push(serverChild);
      }
      // Warm the connect path, then measure the server's memory around the connections.
      if (variant === 'gateway') {
        const warm = await GatewayFleet.connect(url, devices.slice(0, 32), recorder);
        await warm.close();
        await sleep(500);
      }
      const heapDiag = (process.env.BENCH_HEAP_SUMMARY === '1' || process.env.BENCH_HEAP_SUMMARY === 'retainers') && variant === 'gateway';
      const byRetainer = process.env.BENCH_HEAP_SUMMARY === 'retainers';
      const heapBefore = heapDiag ? await serverChild.request<HeapSummary>('heapSummary', byRetainer) : undefined;
      const before = await serverChild.memory();
      t = monoMs();
      const fleet: Fleet =
        variant === 'gateway'
          ? await GatewayFleet.connect(url, devices.slice(0, clientCount), recorder)
          : variant === 'ws'
            ? await WsFleet.connect(serverChild.info.url, clientCount, recorder)
            : await SocketIoFleet.connect(serverChild.info.url, clientCount, recorder);
      fleets.push(fleet);
      const connectS = (monoMs() - t) / 1000;
      if (variant === 'gateway') {
        identifyPerSec = clientCount / connectS;
        const conns = await server.request<{ total: number; byState: Record<string, number> }>('connections');
        if (conns.byState.live !== clientCount) throw new Error(`expected ${clientCount} live connections, the server has ${JSON.stringify(conns.byState)}`);
      } else {
        const n = await serverChild.request<number>('count');
        if (n !== clientCount) throw new Error(`the ${variant} server counts ${n} clients, not ${clientCount}`);
      }
      await sleep(1000);
      const after = await serverChild.memory();
      if (heapBefore) {
        const growth = heapGrowth(heapBefore, await serverChild.request<HeapSummary>("heapSummary", byRetainer), clientCount, Number(process.env.BENCH_HEAP_TOP ?? 25));
        say(`  heap growth per connection by class:\n${growth.map((g) => `    ${g.key.slice(0, Number(process.env.BENCH_HEAP_WIDTH ?? 60)).padEnd(Number(process.env.BENCH_HEAP_WIDTH ?? 60))} ${g.count.toFixed(2).padStart(7)} x ${g.bytes.toFixed(0).padStart(6)} B`).join('\n')}`);
      }
      const m: Memory = {
        variant,
        connections: clientCount,
        before,
        after,
        heapPerConnBytes: (after.heapUsed - before.heapUsed) / clientCount,
        rssPerConnBytes: (after.rss - before.rss) / clientCount,
        connectS,
      };
      memory.push(m);
      say(`  ${clientCount} ${variant === 'gateway' ? 'identified' : 'connected'} in ${connectS.toFixed(1)} s; server heap +${(m.heapPerConnBytes / 1024).toFixed(1)} KB, RSS +${(m.rssPerConnBytes / 1024).toFixed(1)} KB per connection`);
      if (variant === 'gateway') templateFrame = await captureTemplate(recorder, fleet as GatewayFleet, writer, owner, fixture);
      targets.push({ variant, child: serverChild, fleet });
    }
    if (!templateFrame) throw new Error('the baselines send the gateway\'s frame: include the gateway variant');

    // ---------------------------------------------------------- fan-out: each phase on every server in turn
    const probeFor = (serverChild: Child): CpuProbe => {
      const sample = cpuSampler({ admin, database: db.name, server: () => serverChild.cpuMicros() });
      return async () => ({ ...(await sample()), writer: await writer.cpuMicros() });
    };
    const driveSteady = (x: Target, tag: string, rate: number, events: number) => async (): Promise<Driven> => {
      if (x.variant === 'gateway') {
        const r = await writer.request<SteadyResult>('steady', { author: owner, threads: fixture!.fanThreads, tag, count: events, rate, concurrency: 8 });
        const w = Float64Array.from(r.writeMs).sort();
        return { baseAt: r.commitAt, extra: { writeP50Ms: percentile(w, 50), writeP99Ms: percentile(w, 99), writerLateMs: r.lateMs } };
      }
      const b = await x.child.request<BroadcastResult>('broadcast', { template: templateFrame!, placeholder: PLACEHOLDER, tag, count: events, rate } satisfies BroadcastArgs);
      return { baseAt: b.dueAt, extra: { sendLagMs: Math.max(...b.sentAt.map((v, k) => v - b.dueAt[k]!)) } };
    };
    const driveBurst = (x: Target, tag: string, events: number, threads = fixture!.fanThreads) => async (): Promise<Driven> => {
      if (x.variant !== 'gateway') return driveSteady(x, tag, 0, events)();
      const r = await writer.request<BulkResult>('bulk', { author: owner, threads, tag, count: events });
      return { baseAt: new Array<number>(events).fill(r.commitAt), extra: { insertMs: r.insertMs } };
    };
    const loopDelayOf = (x: Target) => (x.variant === 'gateway' ? () => x.child.request<Record<string, number>>('loopDelay') : undefined);
    const spec = (x: Target, phase: string, rate: number, events: number, tag: string) => ({ variant: x.variant, phase, rate, events, clients: clientCount, expected: events * clientCount, tag, latency: true, loopDelay: loopDelayOf(x) });

    for (const x of targets) {
      // Warm-up at the lowest rate, not reported.
      const tag = `${x.variant}-warm`;
      await measurePhase(spec(x, 'warm-up', rates[0]!.rate, 100, tag), recorder, x.fleet, probeFor(x.child), driveSteady(x, tag, rates[0]!.rate, 100));
      await sleep(500);
    }
    for (const { rate, events } of rates) {
      for (const x of targets) {
        const tag = `${x.variant}-r${rate}`;
        phases.push(await measurePhase(spec(x, `${rate}/s${suffix}`, rate, events, tag), recorder, x.fleet, probeFor(x.child), driveSteady(x, tag, rate, events)));
        await sleep(1000);
      }
    }
    if (burst > 0) {
      for (const x of targets) {
        const tag = `${x.variant}-burst`;
        phases.push(await measurePhase(spec(x, 'burst', 0, burst, tag), recorder, x.fleet, probeFor(x.child), driveBurst(x, tag, burst)));
        await sleep(1000);
      }
      const g = targets.find((x) => x.variant === 'gateway');
      if (g && withMixed) {
        // Issue 5: the same number of frames as the all-visible burst, over 50 channels with mixed grants.
        const reach = fixture.mixedThreads.map((th) => fixture!.reach.get(th.channel_id)!);
        const avgReach = reach.reduce((a, b) => a + b, 0) / reach.length;
        const events = Math.round((burst * clientCount) / avgReach);
        let expected = 0;
        for (let k = 0; k < events; k++) expected += reach[k % reach.length]!;
        mixedInfo = { events, avgReach, receiverChecksPerEvent: clientCount };
        const visible = fixture.receivers.map((r) => r.visibleMixed);
        phases.push(
          await measurePhase({ ...spec(g, 'burst-mixed', 0, events, 'gateway-mixed'), expected, visible, latency: false }, recorder, g.fleet, probeFor(g.child), driveBurst(g, 'gateway-mixed', events, fixture.mixedThreads)),
        );
      }
    }
  } finally {
    await cleanup();
  }
  return { db, phases, memory, catchup, identifyPerSec, mixedInfo };
}

async function main(): Promise<void> {
  const started = Date.now();
  const clientCount = envInt('BENCH_CLIENTS', 2000);
  const latencyClients = envInt('BENCH_LATENCY_CLIENTS', 250);
  const rates = envRates();
  const burst = envInt('BENCH_BURST', 300);
  if (process.env.BENCH_ONLY === 'catchup') return catchupOnly(started);
  const variants = (process.env.BENCH_VARIANTS || VARIANTS.join(',')).split(',').map((s) => s.trim()) as Variant[];
  for (const v of variants) if (!VARIANTS.includes(v)) throw new Error(`unknown variant ${v}; use ${VARIANTS.join(', ')}`);
  const main = await runPass({ clientCount, rates, burst, backlog: envInt('BENCH_BACKLOG', 50_000), withMixed: envInt('BENCH_MIXED', 1) === 1, variants, suffix: '' });
  let latency: PassResult | undefined;
  if (latencyClients > 0) {
    say(`latency pass: ${TARGET_P99_RATE} events/s to ${latencyClients} clients`);
    latency = await runPass({ clientCount: latencyClients, rates: [{ rate: TARGET_P99_RATE, events: 1000 }], burst: 0, backlog: 0, withMixed: false, variants, suffix: `@${latencyClients}` });
  }
  report({ started, clientCount, latencyClients: latency ? latencyClients : 0, rates, burst, main, latency, variants });
}

/** The commit measured: BENCH_COMMIT, else the checkout's HEAD (with "+changes" when the tree is not clean). */
function measuredCommit(): string | null {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'server/src', 'generated'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

/** BENCH_ONLY=catchup: the catch-up measurement alone, merged into gateway.json under catchup_runs[BENCH_LABEL]. */
async function catchupOnly(started: number): Promise<void> {
  const runs = Math.max(1, envInt('BENCH_CATCHUP_RUNS', 3));
  const label = process.env.BENCH_LABEL || 'catchup-only';
  const pass = await runPass({ clientCount: envInt('BENCH_CLIENTS', 4), rates: [], burst: 0, backlog: Math.max(1, envInt('BENCH_BACKLOG', 50_000)), withMixed: false, variants: [], suffix: '', catchupOnlyRuns: runs });
  const all = pass.catchupRuns ?? [];
  const ratios = all.map((c) => c.ratio).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  const file = path.resolve(ROOT, process.env.BENCH_OUT ?? 'bench/results/gateway.json');
  const previous = await readFile(file, 'utf8').then((t) => JSON.parse(t) as Record<string, unknown>, () => ({}) as Record<string, unknown>);
  const entries = (previous.catchup_runs ?? {}) as Record<string, { runs?: unknown[]; [k: string]: unknown }>;
  // BENCH_APPEND=1: the runs join those already recorded under the label (A/B rounds on a shared machine).
  // Only runs measured the same way (each with its first_run, from febc541 on) are joined under one median.
  const kept = ((entries[label]?.runs ?? []) as { ratio_to_bare_select: number; first_run?: unknown }[]).filter((x) => x.first_run !== undefined);
  const earlier = process.env.BENCH_APPEND === '1' ? kept : [];
  const runsOut = [
    ...earlier,
    ...all.map((c) => ({
      gateway_s: round(c.gateway.seconds, 3),
      gateway_events_per_s: round(c.gateway.eventsPerSec),
      bare_select_envelope_events_per_s: round(c.bareEnvelope.eventsPerSec),
      ratio_to_bare_select: round(c.ratio, 3)!,
      cpu_seconds: c.cpuSeconds,
      first_run: firstRunJson(c),
      cursor_frames: c.gateway.cursorFrames,
      in_order: c.gateway.inOrder,
      envelopes_valid: c.gateway.envelopesValid,
    })),
  ];
  const allRatios = runsOut.map((x) => x.ratio_to_bare_select).sort((a, b) => a - b);
  entries[label] = {
    command: `BENCH_ONLY=catchup BENCH_LABEL=${label} BENCH_CATCHUP_RUNS=${runs} npm run bench:gateway`,
    finished_at: new Date().toISOString(),
    duration_s: round((Date.now() - started) / 1000, 1),
    commit: measuredCommit(),
    events: all[0]?.events ?? null,
    median_ratio_to_bare_select: allRatios[Math.floor(allRatios.length / 2)]!,
    runs: runsOut,
    note: 'each run is two fresh identifies with the same cursor over the same backlog, the first warming the node (first_run) and the second measured, as the bare SELECT measured just before it is measured on its second run; its ratio is the second run\'s',
  };
  previous.catchup_runs = entries;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(previous, null, 2)}\n`);
  process.stdout.write(`catch-up only (${label}): ratios ${ratios.map((r) => r.toFixed(3)).join(', ')}; median ${median.toFixed(3)}\n`);
  say(`wrote ${path.relative(process.cwd(), file) || file}`);
}

// ------------------------------------------------------------------ the frame the baselines send

const PLACEHOLDER = '@@CONTENT@@';
let templateFrame: string | undefined;

/** One real dispatch frame of the gateway for a fan-out event, with its event number replaced by a placeholder. */
async function captureTemplate(recorder: Recorder, fleet: GatewayFleet, writer: Child, owner: string, fixture: GwFixture): Promise<string> {
  const tag = 'template';
  let frame: string | undefined;
  const ws = fleet.clients[0]!.ws;
  const grab = (data: Buffer) => {
    const text = data.toString();
    if (text.includes(`"${tag}:0"`)) frame = text;
  };
  ws.on('message', grab);
  recorder.run = new Run({ tag, events: 1, clients: fleet.size, latency: false });
  await writer.request<SteadyResult>('steady', { author: owner, threads: fixture.fanThreads, tag, count: 1, rate: 0, concurrency: 1 });
  await recorder.run.settle(fleet.size, 30_000);
  recorder.run = undefined;
  ws.off('message', grab);
  if (!frame) throw new Error('no dispatch frame of the template event arrived');
  const envelope = (JSON.parse(frame) as { d: unknown }).d;
  if (!validateEvent(envelope)) throw new Error('the gateway sent a dispatch frame that does not match the contract');
  const templated = frame.replace(/("content_md": ?)"template:0"/, `$1"${PLACEHOLDER}"`);
  if (!templated.includes(PLACEHOLDER)) throw new Error('the template frame has no content_md to replace');
  return templated;
}

// ------------------------------------------------------------------ catch-up

async function measureCatchup(url: string, device: BenchDevice, admin: ReturnType<typeof createPool>, bl: BulkResult, events: number, probe: CpuProbe): Promise<Catchup> {
  const cursor = bl.firstSeq - 1;
  const head = bl.lastSeq;
  const cpuSpent = async <T>(run: () => Promise<T>): Promise<[T, Record<string, number>]> => {
    const before = await probe().catch(() => ({}) as Record<string, number>);
    const result = await run();
    const after = await probe().catch(() => ({}) as Record<string, number>);
    const spent: Record<string, number> = {};
    for (const [k, v] of Object.entries(after)) if (before[k] !== undefined) spent[k === 'bench' ? 'clients' : k] = round((v - before[k]!) / 1e6, 3)!;
    return [result, spent];
  };
  // The bare baseline: the same rows (with the envelope PostgreSQL builds) in one SELECT ... ORDER BY seq, and the raw rows.
  const bare = async (sql: (c: pg.PoolClient) => Promise<number>): Promise<[number, Record<string, number>]> => {
    const c = await admin.connect();
    try {
      await sql(c); // once to warm the cache and the plan
      return await cpuSpent(async () => {
        const t0 = monoMs();
        const n = await sql(c);
        if (n !== events) throw new Error(`the bare SELECT read ${n} rows, not ${events}`);
        return (monoMs() - t0) / 1000;
      });
    } finally {
      c.release();
    }
  };
  const [envelopeS, bareCpu] = await bare(async (c) => (await readAll(c, cursor, events)).length);
  const [rawS] = await bare(async (c) => (await c.query('SELECT * FROM event_log WHERE seq > $1 AND seq <= $2 ORDER BY seq', [cursor, head])).rowCount ?? 0);

  // The gateway's catch-up, from the same cursor each time. Like the bare SELECT above, it runs once
  // before the measured run (the server's code, the pool's connections and their plans warm); the
  // first run is reported beside it (firstRun), as a node that has just started would serve it.
  const gatewayRun = async () => {
    let dispatches = 0;
    let cursorFrames = 0;
    let lastSeq = cursor;
    let inOrder = true;
    let first: Envelope | undefined;
    let last: Envelope | undefined;
    let completeAt = NaN;
    const t0 = monoMs();
    const done = () => new Promise<void>((resolve, reject) => {
      const client = new GatewayClient(0, url, device, undefined, {
        cursor,
        onDispatch: (d) => {
          dispatches++;
          if ((d.seq ?? 0) <= lastSeq) inOrder = false;
          lastSeq = d.seq ?? lastSeq;
          first ??= d;
          last = d;
        },
        onFrame: (f) => {
          if (f.op === 'cursor') cursorFrames++;
          else if (f.op === 'catchup.complete') {
            completeAt = monoMs();
            client.ws.close(1000);
            resolve();
          } else if (f.op === 'resync_required') reject(new Error(`resync_required: ${JSON.stringify(f.d)}`));
        },
      });
      client.ready.catch(reject);
      setTimeout(() => reject(new Error('no catchup.complete within 120 s')), 120_000).unref();
      void client.ready.then(() => {
        readyMs = client.readyAt - client.identifySentAt;
        identifyAt = client.identifySentAt;
      });
    });
    let readyMs = NaN;
    let identifyAt = t0;
    const [, cpu] = await cpuSpent(done);
    const seconds = (completeAt - identifyAt) / 1000;
    if (dispatches !== events) throw new Error(`catch-up delivered ${dispatches} events, not ${events}`);
    return { seconds, eventsPerSec: events / seconds, readyMs, dispatches, cursorFrames, inOrder, envelopesValid: validateEvent(first) && validateEvent(last), cpu };
  };
  const firstRun = await gatewayRun();
  const { cpu: gatewayCpu, ...gateway } = await gatewayRun();
  return {
    events,
    cursor,
    headSeq: head,
    backlogInsertS: bl.insertMs / 1000,
    gateway,
    firstRun: { seconds: firstRun.seconds, eventsPerSec: firstRun.eventsPerSec, readyMs: firstRun.readyMs, ratio: firstRun.eventsPerSec / (events / envelopeS), cpuSeconds: firstRun.cpu },
    bareEnvelope: { seconds: envelopeS, eventsPerSec: events / envelopeS },
    bareRaw: { seconds: rawS, eventsPerSec: events / rawS },
    ratio: gateway.eventsPerSec / (events / envelopeS),
    cpuSeconds: { gateway: gatewayCpu, bareEnvelope: bareCpu },
  };
}

/**
 * The run of median ratio among the catch-up's runs, with the first run of the first of them: only that
 * one is a node's first catch-up (the later runs' first catch-ups find the node warm).
 */
function medianCatchup(runs: Catchup[]): Catchup | undefined {
  if (runs.length === 0) return undefined;
  const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)]!;
  return { ...median, firstRun: runs[0]!.firstRun, ratios: runs.map((c) => c.ratio) };
}

/** The catch-up's first run (a node that has just started), as gateway.json records it. */
function firstRunJson(c: Catchup): Record<string, unknown> {
  const f = c.firstRun;
  return { gateway_s: round(f.seconds, 3), gateway_events_per_s: round(f.eventsPerSec), ready_ms: round(f.readyMs, 1), ratio_to_bare_select: round(f.ratio, 3), cpu_seconds: f.cpuSeconds };
}

// ------------------------------------------------------------------ report

interface ReportInput {
  started: number;
  clientCount: number;
  latencyClients: number;
  rates: { rate: number; events: number }[];
  burst: number;
  main: PassResult;
  latency?: PassResult;
  variants: Variant[];
}

function report(input: ReportInput): void {
  const r = {
    ...input,
    ...input.main,
    phases: [...input.main.phases, ...(input.latency?.phases ?? [])],
  };
  const latencyPhase = `${TARGET_P99_RATE}/s@${input.latencyClients}`;
  const get = (variant: Variant, phase: string) => r.phases.find((p) => p.variant === variant && p.phase === phase);
  const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined && b > 0 ? a / b : NaN);
  const targets: { id: string; description: string; required: number; measured: number | null; pass: boolean; note?: string }[] = [];
  // The issue's targets are for the fan-out at a steady rate; the burst (the most frames/s the
  // path delivers) is reported beside them, not as a target.
  const steadyNames = r.rates.map((x) => `${x.rate}/s`);
  const phaseNames = [...steadyNames, ...(r.burst ? ['burst'] : [])];
  const info: string[] = [];
  for (const name of phaseNames) {
    const g = get('gateway', name);
    const w = get('ws', name);
    const s = get('socketio', name);
    const steady = steadyNames.includes(name);
    if (g && w) {
      const m = ratio(g.framesPerSec, w.framesPerSec);
      if (steady) targets.push({ id: `vs_ws_${name}`, description: `${name}: gateway frames/s >= ${TARGET_VS_WS} x bare ws`, required: TARGET_VS_WS, measured: round(m, 3), pass: m >= TARGET_VS_WS && g.complete });
      else info.push(`${name}: gateway frames/s x bare ws: ${round(m, 3)}`);
    }
    if (g && s) {
      const m = ratio(g.framesPerSec, s.framesPerSec);
      if (steady) targets.push({ id: `vs_socketio_${name}`, description: `${name}: gateway frames/s above Socket.IO`, required: 1, measured: round(m, 3), pass: m > 1 && g.complete });
      else info.push(`${name}: gateway frames/s x Socket.IO: ${round(m, 3)}`);
    }
  }
  const g200 = get('gateway', `${TARGET_P99_RATE}/s`);
  const w200 = get('ws', `${TARGET_P99_RATE}/s`);
  if (g200) {
    targets.push({
      id: 'p99_at_200',
      description: `p99 commit-to-receipt < ${TARGET_P99_MS} ms at ${TARGET_P99_RATE} events/s to ${r.clientCount} clients`,
      required: TARGET_P99_MS,
      measured: round(g200.p99Ms, 1),
      pass: g200.p99Ms < TARGET_P99_MS && g200.complete,
      note: w200 ? `the bare ws ceiling of the same run: p99 ${round(w200.p99Ms, 1)} ms, ${round(w200.framesPerSec)} of ${TARGET_P99_RATE * r.clientCount} frames/s` : undefined,
    });
  }
  const gLat = get('gateway', latencyPhase);
  const wLat = get('ws', latencyPhase);
  if (gLat) {
    targets.push({
      id: 'p99_at_200_within_ceiling',
      description: `p99 commit-to-receipt < ${TARGET_P99_MS} ms at ${TARGET_P99_RATE} events/s to ${input.latencyClients} clients (a frame rate the bare ws ceiling carries here)`,
      required: TARGET_P99_MS,
      measured: round(gLat.p99Ms, 1),
      pass: gLat.p99Ms < TARGET_P99_MS && gLat.complete,
      note: wLat ? `bare ws p99 ${round(wLat.p99Ms, 1)} ms, ${round(wLat.framesPerSec)} frames/s` : undefined,
    });
  }
  const gm = r.memory.find((m) => m.variant === 'gateway');
  if (gm) {
    targets.push({ id: 'heap_per_connection', description: `server heap growth per idle identified connection < ${TARGET_BYTES_PER_CONN / 1024} KB`, required: TARGET_BYTES_PER_CONN, measured: round(gm.heapPerConnBytes), pass: gm.heapPerConnBytes < TARGET_BYTES_PER_CONN });
    targets.push({ id: 'rss_per_connection', description: `server RSS growth per idle identified connection < ${TARGET_BYTES_PER_CONN / 1024} KB`, required: TARGET_BYTES_PER_CONN, measured: round(gm.rssPerConnBytes), pass: gm.rssPerConnBytes < TARGET_BYTES_PER_CONN });
  }
  // Issue 22's targets, each a ratio to a baseline of this run or a count (bench/results/profile.md).
  const ws = r.memory.find((m) => m.variant === 'ws');
  if (gm) targets.push({ id: 'issue22_heap_per_connection', description: `issue 22: heap per idle identified connection < ${ISSUE22_HEAP_BYTES / 1024} KB`, required: ISSUE22_HEAP_BYTES, measured: round(gm.heapPerConnBytes), pass: gm.heapPerConnBytes < ISSUE22_HEAP_BYTES });
  if (gm && ws) {
    const m = gm.connectS / ws.connectS;
    targets.push({ id: 'issue22_identify_vs_ws_accept', description: `issue 22: ${gm.connections} clients identified within ${ISSUE22_IDENTIFY_VS_ACCEPT} x the time a bare ws server takes to accept them`, required: ISSUE22_IDENTIFY_VS_ACCEPT, measured: round(m, 2), pass: m <= ISSUE22_IDENTIFY_VS_ACCEPT });
  }
  if (r.identifyPerSec !== undefined) targets.push({ id: 'issue22_identify_per_s', description: `issue 22: identifies per second on one node >= ${ISSUE22_IDENTIFY_PER_S} (a count: the clients share the machine)`, required: ISSUE22_IDENTIFY_PER_S, measured: round(r.identifyPerSec, 1), pass: r.identifyPerSec >= ISSUE22_IDENTIFY_PER_S });
  if (r.catchup) targets.push({ id: 'issue22_catchup_vs_bare_select', description: `issue 22: catch-up >= ${ISSUE22_CATCHUP} x a bare SELECT of the same envelopes`, required: ISSUE22_CATCHUP, measured: round(r.catchup.ratio, 3), pass: r.catchup.ratio >= ISSUE22_CATCHUP, note: `the run of median ratio of ${(r.catchup.ratios ?? [r.catchup.ratio]).length} (${(r.catchup.ratios ?? [r.catchup.ratio]).map((x) => round(x, 3)).join(', ')}), each the second catch-up on the node, as the baseline's second run; the node's first: ${round(r.catchup.firstRun.ratio, 3)}` });
  if (input.latency && gLat && wLat && gLat.writeP99Ms !== undefined) {
    const bound = gLat.writeP99Ms + 2 * wLat.p99Ms;
    targets.push({ id: 'issue22_receipt_p99', description: `issue 22: commit-to-receipt p99 at ${TARGET_P99_RATE} events/s to ${input.latencyClients} clients <= the commit p99 plus 2 x the bare ws p99 of the run`, required: round(bound, 1)!, measured: round(gLat.p99Ms, 1), pass: gLat.p99Ms <= bound && gLat.complete, note: `commit p99 ${round(gLat.writeP99Ms, 1)} ms, bare ws p99 ${round(wLat.p99Ms, 1)} ms` });
  }
  const mixed = get('gateway', 'burst-mixed');
  const single = get('gateway', 'burst');
  if (mixed && single) {
    const m = ratio(mixed.framesPerSec, single.framesPerSec);
    targets.push({ id: 'mixed_vs_single', description: `issue 5: 50 channels, mixed grants >= ${TARGET_MIXED} x single channel all visible (frames/s)`, required: TARGET_MIXED, measured: round(m, 3), pass: m >= TARGET_MIXED && mixed.complete && mixed.violations === 0 });
  }

  // ---------------------------------------------------------- table
  const pad = (s: string, n: number, right = false) => (right ? s.padEnd(n) : s.padStart(n));
  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const lines: string[] = [];
  lines.push(`Gateway fan-out: ${r.clientCount} clients on loopback, one process for all clients; each server in its own process.`);
  lines.push(`${os.cpus().length} cores shared by the clients, the server, the writer and PostgreSQL: rates are ratios within this run, not capacities.`);
  lines.push(`"other" is CPU (in cores) used by processes outside this benchmark during the phase; above ~0.1 the figures are disturbed.`);
  lines.push('');
  const header = `${pad('phase', 11, true)} | ${pad('variant', 8, true)} | ${pad('frames/s', 8)} | ${pad('x ws', 5)} | ${pad('x sio', 5)} | ${pad('p50 ms', 7)} | ${pad('p99 ms', 8)} | ${pad('srv µs/fr', 9)} | cores (server/clients/pg/writer) | other | ok`;
  lines.push(header, '-'.repeat(header.length));
  for (const name of [...phaseNames, 'burst-mixed', ...(input.latency ? [latencyPhase] : [])]) {
    for (const variant of r.variants) {
      const p = get(variant, name);
      if (!p) continue;
      const c = p.cpuCores;
      const ok = p.complete && !p.duplicates && !p.outOfOrder && !p.violations && !Object.keys(p.closes).length;
      lines.push(
        `${pad(name, 11, true)} | ${pad(variant, 8, true)} | ${pad(fmt(p.framesPerSec), 8)} | ${pad(fmt(ratio(p.framesPerSec, get('ws', name)?.framesPerSec), 2), 5)} | ${pad(fmt(ratio(p.framesPerSec, get('socketio', name)?.framesPerSec), 2), 5)} | ` +
          `${pad(fmt(p.p50Ms, 1), 7)} | ${pad(fmt(p.p99Ms, 1), 8)} | ${pad(fmt(p.serverUsPerFrame, 2), 9)} | ` +
          `${pad(`${fmt(c.server ?? NaN, 2)}/${fmt(c.bench ?? NaN, 2)}/${fmt(c.postgres ?? NaN, 2)}/${fmt(c.writer ?? NaN, 2)}`, 32)} | ${pad(fmt(p.otherCores ?? NaN, 2), 5)} | ${ok ? 'yes' : `NO (${p.received}/${p.expected}${p.duplicates ? `, dup ${p.duplicates}` : ''}${p.outOfOrder ? `, order ${p.outOfOrder}` : ''}${p.violations ? `, violations ${p.violations}` : ''}${Object.keys(p.closes).length ? `, closes ${JSON.stringify(p.closes)}` : ''})`}`,
      );
    }
  }
  if (mixed && r.mixedInfo) lines.push(`burst-mixed: ${r.mixedInfo.events} events over 50 channels, ${fmt(r.mixedInfo.avgReach, 0)} receivers per event on average, authorize for all ${r.clientCount} connections per event`);
  lines.push('');
  for (const m of r.memory) {
    lines.push(`memory ${pad(m.variant, 8, true)}: heap +${fmt(m.heapPerConnBytes / 1024, 1)} KB, RSS +${fmt(m.rssPerConnBytes / 1024, 1)} KB per connection (${m.connections} connections${m.variant === 'gateway' ? ', identified' : ''} in ${fmt(m.connectS, 1)} s)`);
  }
  if (r.catchup) {
    const c = r.catchup;
    lines.push(
      `catch-up: ${c.events} events in ${fmt(c.gateway.seconds, 2)} s = ${fmt(c.gateway.eventsPerSec)} events/s until catchup.complete; bare SELECT of the same rows ${fmt(c.bareEnvelope.eventsPerSec)} events/s ` +
        `(raw rows ${fmt(c.bareRaw.eventsPerSec)}); ratio ${fmt(c.ratio, 2)} (median of the runs ${(c.ratios ?? [c.ratio]).map((x) => fmt(x, 2)).join(', ')}; first run on the node ${fmt(c.firstRun.ratio, 2)}); ${c.gateway.cursorFrames} cursor frames, in order: ${c.gateway.inOrder}, envelopes valid: ${c.gateway.envelopesValid}`,
    );
  }
  lines.push('');
  for (const t of targets) lines.push(`${t.pass ? 'PASS' : 'MISS'}  ${t.description}: ${t.measured}${t.note ? ` (${t.note})` : ''}`);
  for (const line of info) lines.push(`info  ${line}`);
  process.stdout.write(`\n${lines.join('\n')}\n`);

  // ---------------------------------------------------------- gateway.json
  const out = {
    benchmark: 'gateway',
    command: 'npm run bench:gateway',
    commit: measuredCommit(),
    finished_at: new Date().toISOString(),
    duration_s: round((Date.now() - r.started) / 1000, 1),
    machine: {
      ...describeMachine(r.db),
      note: 'all cores are shared by the clients (this process), the server under test (its own process), the writer (its own process) and PostgreSQL',
    },
    setup: {
      clients: r.clientCount,
      client_side: 'one process for all clients of every variant; each client parses every frame (JSON.parse; Socket.IO parses inside its client)',
      writer: 'gateway: MessageService.create in a writer process of its own (no HTTP), 8 in flight, commit time taken when create returns; bursts: one transaction of message.created events built in SQL',
      baselines: 'ws: bare ws server, one Buffer per event sent to every socket; socketio: Socket.IO 4 with connectionStateRecovery {}, io.emit of the same envelope, websocket transport',
      payload: 'the gateway\'s own dispatch frame of a message.created event; the baselines send it with the event number replaced',
      latency: 'gateway: commit (create returned) to receipt; baselines: the time the event was due by the schedule to receipt, so that a broadcast loop that falls behind counts as a gateway that falls behind the commits; bursts: the commit of the batch (baselines: its start) to receipt; all on CLOCK_MONOTONIC',
      order: 'all three servers keep their clients connected for the whole run; each phase runs on every server in turn (gateway, ws, socketio), so that load from other tenants of the machine hits them alike',
      frames_per_s: 'frames received by all clients, from the first commit or send of the phase to the last receipt',
      steady_rates: r.rates,
      burst_events: r.burst,
      latency_pass: input.latency ? { clients: input.latencyClients, rate: TARGET_P99_RATE, events: 1000, why: 'the same three servers with as many clients as the bare ws ceiling carries at this rate on this machine, so that commit-to-receipt shows what each server adds rather than the machine being full' } : null,
      targets: 'the issue\'s fan-out targets are for a writer at a steady rate; burst ratios are reported under info',
    },
    results: r.phases.map((p) => ({
      variant: p.variant,
      phase: p.phase,
      rate_events_per_s: p.rate || null,
      events: p.events,
      clients: p.clients,
      frames_expected: p.expected,
      frames_received: p.received,
      complete: p.complete,
      frames_per_s: round(p.framesPerSec),
      ratio_to_ws: round(ratio(p.framesPerSec, get('ws', p.phase)?.framesPerSec), 3),
      ratio_to_socketio: round(ratio(p.framesPerSec, get('socketio', p.phase)?.framesPerSec), 3),
      p50_ms: round(p.p50Ms, 2),
      p99_ms: round(p.p99Ms, 2),
      max_ms: round(p.maxMs, 2),
      window_s: round(p.windowS, 2),
      server_cpu_us_per_frame: round(p.serverUsPerFrame, 3),
      cpu_cores: Object.fromEntries(Object.entries(p.cpuCores).map(([k, v]) => [k === 'bench' ? 'clients' : k, round(v, 2)])),
      machine_cpu_busy: round(p.machineBusy, 3),
      other_tenants_cores: round(p.otherCores, 2),
      duplicates: p.duplicates,
      out_of_order: p.outOfOrder,
      permission_violations: p.violations,
      unexpected_closes: p.closes,
      ...(p.writeP50Ms !== undefined ? { write_path_p50_ms: round(p.writeP50Ms, 2), write_path_p99_ms: round(p.writeP99Ms, 2), writer_late_ms: round(p.writerLateMs, 1) } : {}),
      ...(p.insertMs !== undefined ? { burst_insert_ms: round(p.insertMs, 1) } : {}),
      ...(p.sendLagMs !== undefined ? { broadcast_behind_schedule_ms: round(p.sendLagMs, 1) } : {}),
      ...(p.loopDelayMaxMs !== undefined ? { server_loop_delay_p99_ms: round(p.loopDelayP99Ms, 1), server_loop_delay_max_ms: round(p.loopDelayMaxMs, 1) } : {}),
    })),
    memory: r.memory.map((m) => ({
      variant: m.variant,
      connections: m.connections,
      heap_per_connection_bytes: round(m.heapPerConnBytes),
      rss_per_connection_bytes: round(m.rssPerConnBytes),
      connect_s: round(m.connectS, 2),
      before: m.before,
      after: m.after,
    })),
    identify_per_s: round(r.identifyPerSec, 1),
    catchup: r.catchup
      ? {
          events: r.catchup.events,
          cursor: r.catchup.cursor,
          head_seq: r.catchup.headSeq,
          gateway_s: round(r.catchup.gateway.seconds, 3),
          gateway_events_per_s: round(r.catchup.gateway.eventsPerSec),
          ready_ms: round(r.catchup.gateway.readyMs, 1),
          cursor_frames: r.catchup.gateway.cursorFrames,
          in_order: r.catchup.gateway.inOrder,
          envelopes_valid: r.catchup.gateway.envelopesValid,
          bare_select_envelope_events_per_s: round(r.catchup.bareEnvelope.eventsPerSec),
          bare_select_raw_events_per_s: round(r.catchup.bareRaw.eventsPerSec),
          ratio_to_bare_select: round(r.catchup.ratio, 3),
          cpu_seconds: r.catchup.cpuSeconds,
          first_run: firstRunJson(r.catchup),
          runs_ratio_to_bare_select: (r.catchup.ratios ?? [r.catchup.ratio]).map((x) => round(x, 3)),
          measured: `the run of median ratio of ${(r.catchup.ratios ?? [r.catchup.ratio]).length} runs (BENCH_CATCHUP_RUNS), each a bare SELECT then two catch-ups; in each, the second catch-up from the same cursor on the same node, as the baseline is its second run: the first warms the server code, the pool connections and their prepared plans; first_run is the first run's first catch-up (a node that has just started)`,
          baseline: 'readAll (events/log-reader.ts): SELECT seq, type, scope columns, the envelope text (ENVELOPE_JSON, D276) FROM event_log e WHERE seq > $cursor ORDER BY seq LIMIT 50000 over pg, one query, second run',
        }
      : null,
    mixed: r.mixedInfo ? { events: r.mixedInfo.events, channels: 50, avg_receivers_per_event: round(r.mixedInfo.avgReach, 1), authorize_calls_per_event: r.mixedInfo.receiverChecksPerEvent } : null,
    targets,
    info,
    pass: targets.length > 0 && targets.every((t) => t.pass),
  };
  const file = path.resolve(ROOT, process.env.BENCH_OUT ?? 'bench/results/gateway.json');
  // The catch-up-only runs recorded in the file (A/B rounds) are kept by a full run.
  void readFile(file, 'utf8')
    .then((t) => (JSON.parse(t) as { catchup_runs?: unknown }).catchup_runs, () => undefined)
    .then((runs) => {
      if (runs) (out as Record<string, unknown>).catchup_runs = runs;
    })
    .then(() => mkdir(path.dirname(file), { recursive: true }))
    .then(() => writeFile(file, `${JSON.stringify(out, null, 2)}\n`))
    .then(() => say(`wrote ${path.relative(process.cwd(), file) || file}`))
    .then(() => plotNextTo(file, out));
}

main().catch((err: unknown) => {
  say(err instanceof Error ? err.stack ?? err.message : String(err));
  process.exitCode = 1;
});
