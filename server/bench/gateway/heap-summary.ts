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
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export async function heapSummary(byRetainer = false): Promise<HeapSummary> {
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
    const keyOf = (i: number) => {
      const type = types[snap.nodes[i + fType]!]!;
      return type === 'object' || type === 'closure' ? `${type}:${snap.strings[snap.nodes[i + fName]!]}` : type;
    };
    // BENCH_HEAP_SUMMARY=retainers: each object is also keyed by what holds it (the first
    // retainer's class and the edge's name), so that a class's growth points at the code.
    const holder = byRetainer ? firstRetainers(snap) : undefined;
    const out: HeapSummary = {};
    for (let i = 0; i < snap.nodes.length; i += width) {
      let key = keyOf(i);
      // Two steps up: a Map's table is named by the member that holds the Map.
      for (let up = 0, at = i; holder && up < Number(process.env.BENCH_HEAP_DEPTH ?? 2); up++) {
        const h = holder.get(at);
        if (!h) break;
        key += ` <- ${keyOf(h.from)}.${h.edge}`;
        at = h.from;
      }
      const e = (out[key] ??= { count: 0, bytes: 0 });
      e.count++;
      e.bytes += snap.nodes[i + fSize]!;
    }
    return out;
  } finally {
    await rm(file, { force: true });
  }
}

/** The first strong retainer of every node (its index) and the edge's name, weak edges skipped. */
function firstRetainers(snap: Snapshot): Map<number, { from: number; edge: string }> {
  const { node_fields: nf, edge_fields: ef, edge_types: [edgeTypes] } = snap.snapshot.meta;
  const width = nf.length;
  const fEdges = nf.indexOf('edge_count');
  const [eType, eName, eTo] = [ef.indexOf('type'), ef.indexOf('name_or_index'), ef.indexOf('to_node')];
  const out = new Map<number, { from: number; edge: string }>();
  let e = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    for (let k = 0; k < snap.nodes[i + fEdges]!; k++, e += ef.length) {
      const type = edgeTypes[snap.edges[e + eType]!]!;
      if (type === 'weak' || type === 'shortcut') continue;
      const to = snap.edges[e + eTo]!;
      if (out.has(to)) continue;
      const name = type === 'element' || type === 'hidden' ? `[${type}]` : String(snap.strings[snap.edges[e + eName]!]);
      out.set(to, { from: i, edge: name });
    }
  }
  return out;
}

/** The classes that grew most from `a` to `b`, per unit (e.g. per connection). */
export function heapGrowth(a: HeapSummary, b: HeapSummary, per: number, top = 25): { key: string; count: number; bytes: number }[] {
  return Object.keys(b)
    .map((key) => ({ key, count: (b[key]!.count - (a[key]?.count ?? 0)) / per, bytes: (b[key]!.bytes - (a[key]?.bytes ?? 0)) / per }))
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}
