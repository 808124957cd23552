// What the heap of this process holds, by constructor: the "summary" view of a
// V8 heap snapshot (count and shallow size per object class, strings and
// closures by type). Two of them, before and after the connections, show what
// one connection costs and where. Diagnostics only (BENCH_HEAP_SUMMARY=1).
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';

export type HeapSummary = Record<string, { count: number; bytes: number }>;

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

export async function heapSummary(): Promise<HeapSummary> {
  (globalThis as { gc?: () => void }).gc?.();
  const file = v8.writeHeapSnapshot(path.join(tmpdir(), `gwbench-${process.pid}-${Date.now()}.heapsnapshot`));
  try {
    const snap = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
    const fields = snap.snapshot.meta.node_fields;
    const types = snap.snapshot.meta.node_types[0];
    const width = fields.length;
    const fType = fields.indexOf('type');
    const fName = fields.indexOf('name');
    const fSize = fields.indexOf('self_size');
    const out: HeapSummary = {};
    for (let i = 0; i < snap.nodes.length; i += width) {
      const type = types[snap.nodes[i + fType]!]!;
      const key = type === 'object' || type === 'closure' ? `${type}:${snap.strings[snap.nodes[i + fName]!]}` : type;
      const e = (out[key] ??= { count: 0, bytes: 0 });
      e.count++;
      e.bytes += snap.nodes[i + fSize]!;
    }
    return out;
  } finally {
    await rm(file, { force: true });
  }
}

/** The classes that grew most from `a` to `b`, per unit (e.g. per connection). */
export function heapGrowth(a: HeapSummary, b: HeapSummary, per: number, top = 25): { key: string; count: number; bytes: number }[] {
  return Object.keys(b)
    .map((key) => ({ key, count: (b[key]!.count - (a[key]?.count ?? 0)) / per, bytes: (b[key]!.bytes - (a[key]?.bytes ?? 0)) / per }))
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}
