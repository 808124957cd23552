// npx tsx server/bench/support/profile-summary.ts FILE.cpuprofile [events]
// Summarises a V8 CPU profile (node --cpu-prof) of the benchmark server into the
// buckets of issue 22: each sample is charged to the nearest frame on its stack,
// from the sampled function up, that belongs to a bucket (so node:crypto under
// jose counts as DPoP, node:net under pg as the pg driver); frames of Node's own
// internals are charged to the nearest library or server module above them, and
// to "node internals (http, net, streams)" when there is none. With `events`
// (events committed while the profile ran) it prints the CPU ms per event.
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Ordered: the first that matches a frame names its bucket. */
const BUCKETS: [string, (url: string, fn: string) => boolean][] = [
  ['start-up: module loading (tsx, ESM loader)', (u) => /node_modules\/(tsx|esbuild)\/|node:internal\/modules\//.test(u)],
  ['DPoP and token verification (jose, identity/)', (u) => /node_modules\/jose\/|server\/src\/identity\//.test(u)],
  ['idempotency hash (idempotency/, rest/idempotent-write)', (u) => /server\/src\/idempotency\/|idempotent-write/.test(u)],
  ['auth and visibility (rest/auth, authz/)', (u) => /server\/src\/rest\/auth|server\/src\/authz\//.test(u)],
  ['body parsing and validation (generated/, ajv, rest/validate|input)', (u) => /\/generated\/|node_modules\/ajv|server\/src\/rest\/(validate|input)/.test(u)],
  ['express routing and middleware (express, router, body-parser)', (u) => /node_modules\/(express|router|body-parser|raw-body|finalhandler|send|qs|type-is|content-type|media-typer|iconv-lite|on-finished|depd|accepts|negotiator|mime)/.test(u)],
  ['logging (pino)', (u) => /node_modules\/(pino|sonic-boom|thread-stream)/.test(u) || /server\/src\/logging/.test(u)],
  ['pg driver (pg, pg-protocol, pg-pool)', (u) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pgpass|postgres-)/.test(u)],
  ['gateway: listener, delivery, frames (gateway/, ws)', (u) => /server\/src\/gateway\/|node_modules\/ws\//.test(u)],
  ['event log reader and catch-up (events/log-reader, catchup/)', (u) => /server\/src\/events\/log-reader|server\/src\/catchup\//.test(u)],
  ['commit path: appender, write gate (events/)', (u) => /server\/src\/events\//.test(u)],
  ['domain: messages (messages/)', (u) => /server\/src\/messages\//.test(u)],
  ['other server code (server/src)', (u) => /server\/src\//.test(u)],
  ['metrics (prom-client)', (u) => /node_modules\/prom-client/.test(u)],
  ['other libraries', (u) => /node_modules\//.test(u)],
];
const SPECIAL: Record<string, string> = {
  '(idle)': 'idle',
  '(garbage collector)': 'garbage collector',
  '(program)': 'V8 and native (program)',
  '(root)': 'V8 and native (program)',
};
const INTERNALS = 'node internals (http, net, streams, JSON)';
const BENCH_CLIENTS = 'benchmark clients in the same process (server/bench on the stack)';

function bucketOfFrame(url: string, fn: string): string | undefined {
  for (const [name, test] of BUCKETS) if (test(url, fn)) return name;
  return undefined;
}

export async function summarise(file: string): Promise<{ totalMs: number; busyMs: number; buckets: [string, number][] }> {
  const p = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, string>();
  // A benchmark whose clients share the server's process: anything with a frame of
  // server/bench on its stack is the clients' work, not the server's.
  const clientMemo = new Map<number, boolean>();
  const underBench = (id: number): boolean => {
    const known = clientMemo.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const v = /server\/bench\//.test(byId.get(id)!.callFrame.url) || (up !== undefined && underBench(up));
    clientMemo.set(id, v);
    return v;
  };
  const bucketOf = (id: number): string => {
    const cached = memo.get(id);
    if (cached) return cached;
    if (underBench(id)) {
      memo.set(id, BENCH_CLIENTS);
      return BENCH_CLIENTS;
    }
    const n = byId.get(id)!;
    const special = SPECIAL[n.callFrame.functionName];
    let b: string | undefined = special && !parent.has(id) ? special : special && n.callFrame.url === '' && n.callFrame.functionName !== '(root)' ? special : undefined;
    if (!b) b = bucketOfFrame(n.callFrame.url, n.callFrame.functionName);
    if (!b) {
      const up = parent.get(id);
      b = up !== undefined && byId.get(up)!.callFrame.functionName !== '(root)' ? bucketOf(up) : INTERNALS;
    }
    memo.set(id, b);
    return b;
  };
  // Each sample weighs the median sampling interval: a process stopped by SIGSTOP
  // (the commit benchmark pauses its server between slices) leaves one huge delta.
  const sorted = [...p.timeDeltas].sort((a, b) => a - b);
  const interval = (sorted[Math.floor(sorted.length / 2)] ?? 1000) / 1000;
  const ms = new Map<string, number>();
  for (const id of p.samples) {
    const b = bucketOf(id);
    ms.set(b, (ms.get(b) ?? 0) + interval);
  }
  const totalMs = (p.endTime - p.startTime) / 1000;
  const busyMs = [...ms].filter(([k]) => k !== 'idle').reduce((s, [, v]) => s + v, 0);
  return { totalMs, busyMs, buckets: [...ms].sort((a, b) => b[1] - a[1]) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, eventsArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [events]');
  const events = eventsArg ? Number(eventsArg) : undefined;
  const s = await summarise(file);
  process.stdout.write(`profile ${(s.totalMs / 1000).toFixed(1)} s, busy ${(s.busyMs / 1000).toFixed(1)} s\n`);
  process.stdout.write(`| bucket | ms | % of busy |${events ? ' CPU µs per event |' : ''}\n|---|---:|---:|${events ? '---:|' : ''}\n`);
  for (const [name, v] of s.buckets) {
    if (name === 'idle') continue;
    process.stdout.write(`| ${name} | ${v.toFixed(0)} | ${((v / s.busyMs) * 100).toFixed(1)} |${events ? ` ${((v * 1000) / events).toFixed(0)} |` : ''}\n`);
  }
}
