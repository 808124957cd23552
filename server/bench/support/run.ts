// What every benchmark script shares: its knobs from the environment, waiting for
// receipts, writing its result file under bench/results and running main.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePlot } from './plot.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const say = (line: string) => process.stderr.write(`${line}\n`);

/** A whole number >= 0 from the environment, or `fallback` when unset. */
export function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${v}`);
  return n;
}

/** Waits until `count()` reaches `expected`, or nothing more arrived for `idleMs`, or `timeoutMs`; true when it reached it. */
export async function waitForCount(count: () => number, expected: number, timeoutMs: number, idleMs = 5000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let seen = count();
  let progressAt = performance.now();
  while (count() < expected) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = performance.now();
    if (count() !== seen) {
      seen = count();
      progressAt = now;
    }
    if (now > deadline || now - progressAt > idleMs) return false;
  }
  return true;
}

/** Writes `out` as JSON to BENCH_OUT, else to `defaultFile` (relative to the repository). */
export async function writeResult(defaultFile: string, out: unknown): Promise<void> {
  const file = path.resolve(ROOT, process.env.BENCH_OUT ?? defaultFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
  say(`wrote ${path.relative(process.cwd(), file) || file}`);
  await plotNextTo(file, out);
}

/** The SVG next to a result file (support/plot.ts); a plot that fails leaves the JSON standing. */
export async function plotNextTo(file: string, out: unknown): Promise<void> {
  try {
    const svg = await writePlot(file, out as Record<string, unknown>);
    if (svg) say(`wrote ${path.relative(process.cwd(), svg)}`);
  } catch (err) {
    say(`no plot for ${path.basename(file)}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * `cleanup` made to run once, whoever calls it first: the benchmark's finally, or
 * SIGINT or SIGTERM (then the process exits with 130), so that an interrupted run
 * leaves no server process or benchmark database behind.
 */
export function cleanupOnSignal(cleanup: () => Promise<void>): () => Promise<void> {
  let once: Promise<void> | undefined;
  const run = () => (once ??= cleanup());
  const onSignal = (signal: NodeJS.Signals) => {
    say(`${signal}: cleaning up`);
    void run().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return run;
}

/** Runs a benchmark's main: a failure prints its stack and sets the exit code. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    say(err instanceof Error ? err.stack ?? err.message : String(err));
    process.exitCode = 1;
  });
}
