// npx tsx server/bench/run-patch.bench.ts — one adapter patch of many ops (04 section
// 11.2, D162): applyNormalized (runs/patch.ts), the normalizing and applying of
// PATCH /runs/{id} and run.update, in this process without a server or database.
// The patch is add /metrics {} and then N adds /metrics/kI. Prints the median of
// REPEAT runs per N and the ratio to the previous N: about 2 when the work is linear,
// about 4 when it is quadratic. BENCH_SIZES (comma-separated) and BENCH_REPEAT set them.
import type { JsonPatchOp } from '@bothy/generated';
import { applyNormalized } from '../src/runs/patch.ts';

const sizes = (process.env.BENCH_SIZES ?? '1000,2000,4000,8000').split(',').map(Number);
const repeat = Number(process.env.BENCH_REPEAT ?? 5);
const doc = { state: 'running', version: 3, status_line: 'x', steps: { s1: { ordinal: 0, kind: 'tool', name: 'grep', status: 'running' } }, followups: {} };

let previous: number | undefined;
for (const n of sizes) {
  const ops: JsonPatchOp[] = [{ op: 'add', path: '/metrics', value: {} }, ...Array.from({ length: n }, (_, i): JsonPatchOp => ({ op: 'add', path: `/metrics/k${i}`, value: 1 }))];
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = process.hrtime.bigint();
    applyNormalized(doc, ops);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`${String(n).padStart(6)} ops  ${median.toFixed(1).padStart(9)} ms${previous ? `  x${(median / previous).toFixed(1)} of the previous size` : ''}`);
  previous = median;
}
