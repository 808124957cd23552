// Closed-loop load: N writers, each issuing one write after the other for a
// warm-up and then a fixed measuring window. Only writes that complete inside
// the window count; their latency is measured from the start of the call.
// A cell may be measured in several slices (rounds interleaved with the other
// variants); summarize() pools them.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CellOptions {
  writers: number;
  warmupMs: number;
  measureMs: number;
  /** Longest wait for the writes still running when the window closes. */
  drainMs: number;
  /**
   * Cumulative CPU time in microseconds of the processes taking part (this
   * process, the server, the database backends), read at the start and at the
   * end of the window.
   */
  cpu?: () => Promise<Record<string, number>>;
}

/** One write; resolves with the number of events it committed. */
export type WriteOp = (writer: number) => Promise<number>;

export interface CellSlice {
  writers: number;
  events: number;
  latencies: number[];
  completedTotal: number;
  errors: number;
  firstError?: string;
  windowMs: number;
  /** CPU microseconds used in the window per process group. */
  cpuMicros: Record<string, number>;
  /** Busy and total ticks of the whole machine in the window (/proc/stat). */
  machine?: { busy: number; total: number };
}

export interface CellResult {
  writers: number;
  /** Events committed per second inside the windows. */
  eventsPerSec: number;
  /** Writes (transactions or requests) completed inside the windows. */
  completed: number;
  /** Writes completed over the whole cell (warm-up, windows, drain). */
  completedTotal: number;
  errors: number;
  firstError?: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  windowSeconds: number;
  /** Share of the machine's CPU time (all cores) that was busy in the windows, 0..1; other tenants included. */
  machineCpuBusy?: number;
  /** CPU used per process group, in cores (1.0 = one core busy all the window). */
  cpuCores: Record<string, number>;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/** Busy and total CPU ticks of the whole machine so far (/proc/stat). */
export function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const v = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0); // idle + iowait
    const total = v.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

export async function runCell(op: WriteOp, o: CellOptions): Promise<CellSlice> {
  const t0 = performance.now();
  const windowStart = t0 + o.warmupMs;
  const windowEnd = windowStart + o.measureMs;
  const latencies: number[] = [];
  let events = 0;
  let completedTotal = 0;
  let errors = 0;
  let firstError: string | undefined;
  const readCpu = async (): Promise<{ at: ReturnType<typeof machineTicks>; cpu: Record<string, number> }> => ({
    at: machineTicks(),
    cpu: o.cpu ? await o.cpu().catch(() => ({})) : {},
  });
  const cpuProbe = (async () => {
    await sleep(o.warmupMs);
    const start = await readCpu();
    await sleep(Math.max(0, windowEnd - performance.now()));
    return { start, end: await readCpu() };
  })();

  const writer = async (w: number) => {
    while (performance.now() < windowEnd) {
      const start = performance.now();
      try {
        const n = await op(w);
        const end = performance.now();
        completedTotal += 1;
        if (end >= windowStart && end <= windowEnd) {
          events += n;
          latencies.push(end - start);
        }
      } catch (err) {
        errors += 1;
        firstError ??= err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        await sleep(5); // a failing write must not spin
      }
    }
  };
  const all = Promise.all(Array.from({ length: o.writers }, (_, w) => writer(w)));
  const drained = await Promise.race([all.then(() => true), sleep(o.measureMs + o.warmupMs + o.drainMs).then(() => false)]);
  if (!drained) throw new Error(`writes still running ${o.drainMs} ms after the window closed`);
  const { start, end } = await cpuProbe;

  const cpuMicros: Record<string, number> = {};
  for (const [k, v] of Object.entries(end.cpu)) if (start.cpu[k] !== undefined) cpuMicros[k] = v - start.cpu[k]!;
  const slice: CellSlice = { writers: o.writers, events, latencies, completedTotal, errors, windowMs: o.measureMs, cpuMicros };
  if (firstError) slice.firstError = firstError;
  if (start.at && end.at && end.at.total > start.at.total) slice.machine = { busy: end.at.busy - start.at.busy, total: end.at.total - start.at.total };
  return slice;
}

export function summarize(slices: CellSlice[]): CellResult {
  const first = slices[0];
  if (!first) throw new Error('no slices to summarize');
  const sorted = Float64Array.from(slices.flatMap((s) => s.latencies)).sort();
  const windowMs = slices.reduce((a, s) => a + s.windowMs, 0);
  const events = slices.reduce((a, s) => a + s.events, 0);
  const cpuCores: Record<string, number> = {};
  for (const key of new Set(slices.flatMap((s) => Object.keys(s.cpuMicros)))) {
    if (slices.every((s) => s.cpuMicros[key] !== undefined)) cpuCores[key] = slices.reduce((a, s) => a + s.cpuMicros[key]!, 0) / 1000 / windowMs;
  }
  const result: CellResult = {
    writers: first.writers,
    eventsPerSec: events / (windowMs / 1000),
    completed: sorted.length,
    completedTotal: slices.reduce((a, s) => a + s.completedTotal, 0),
    errors: slices.reduce((a, s) => a + s.errors, 0),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : NaN,
    windowSeconds: windowMs / 1000,
    cpuCores,
  };
  const firstError = slices.find((s) => s.firstError)?.firstError;
  if (firstError) result.firstError = firstError;
  if (slices.every((s) => s.machine)) {
    result.machineCpuBusy = slices.reduce((a, s) => a + s.machine!.busy, 0) / slices.reduce((a, s) => a + s.machine!.total, 0);
  }
  return result;
}
