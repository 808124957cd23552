// npm run bench:cluster — a second node on the same database (cluster.mode multi,
// 04 sections 16 and 18) as the way to use more than one core (issue 22), in one run
// on one benchmark database:
//
//   write    POST /api/v1/threads/{id}/messages with DPoP proofs from 64 keep-alive
//            clients (closed loop, as bench:commit's http variant): events/s and
//            p50/p99 against one node in cluster.mode single (the reference), one
//            node in cluster.mode multi, and two multi nodes with the clients split
//            evenly over them;
//   fan-out  1,000 identified gateway clients reading one channel while the writer
//            process commits at a fixed rate, then a burst in one transaction
//            (as bench:gateway): frames/s delivered and commit-to-receipt p50/p99
//            with all clients on one node against half of them on each of two nodes.
//
// Every node is a process of its own (gateway/gateway-server.ts); the clients run in
// this process, the fan-out's writer in one of its own. In layout one, the second
// node is stopped (SIGSTOP), so that it costs nothing. The layouts take turns, their
// order reversed every round, so that load from another tenant of the machine hits
// them alike; the figures are ratios within the run: the clients, the nodes, the
// writer and PostgreSQL share the machine's cores. A benchmark, not a test: it fails
// no build. Writes bench/results/cluster.json and cluster.svg.
//
// Knobs (environment): DATABASE_URL (else an embedded PostgreSQL), BENCH_PARTS
// (write,fanout), BENCH_ROUNDS (4), BENCH_WRITERS (64 HTTP clients), BENCH_THREADS
// (16), BENCH_WARMUP_MS (1000, per slice), BENCH_MEASURE_MS (4000, per slice),
// BENCH_CLIENTS (1000 gateway clients), BENCH_RATE (50 events/s), BENCH_EVENTS (250
// per steady phase), BENCH_BURST (200 events), BENCH_SERVER_LOG (the nodes' log
// level; warn), BENCH_SERVER_NODE_ARGS (node options of the nodes), BENCH_OUT.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createPool, type Pool } from '../src/db/pool.ts';
import { createBenchDatabase, type BenchDatabase } from './support/database.ts';
import { cpuSampler } from './support/cpu.ts';
import { createFixture } from './support/fixture.ts';
import { describeMachine } from './support/machine.ts';
import { summarize, type CellResult, type CellSlice } from './support/measure.ts';
import { cleanupOnSignal, envInt, runMain, say, writeResult } from './support/run.ts';
import { Child } from './gateway/child.ts';
import { createGwFixture, registerDevices } from './gateway/fixture.ts';
import { FanoutClients, otherCores, type CpuProbe, type FanPhase } from './cluster/fanout.ts';
import { Nodes, type Layout } from './cluster/nodes.ts';
import { ClusterWriters } from './cluster/write.ts';

const WRITER = fileURLToPath(new URL('./gateway/writer.ts', import.meta.url));
const PARTS = ['write', 'fanout'] as const;
type Part = (typeof PARTS)[number];

const round = (n: number | undefined, digits = 0): number | null => (n !== undefined && Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const median = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined && b > 0 ? a / b : NaN);
/** The CPU of this process is the clients' (HTTP writers or gateway clients). */
const named = (cores: Record<string, number>) => Object.fromEntries(Object.entries(cores).map(([k, v]) => [k === 'bench' ? 'clients' : k, round(v, 2)]));
const sumOf = (cores: Record<string, number>, prefix: string) => Object.entries(cores).reduce((a, [k, v]) => (k.startsWith(prefix) ? a + v : a), 0);

/** Layouts of round r: the order reversed every other round. */
function order<T>(layouts: readonly T[], r: number): T[] {
  return r % 2 === 0 ? [...layouts] : [...layouts].reverse();
}

interface WriteSlice extends CellSlice {
  layout: Layout;
  round: number;
}

/** CPU of this process, the nodes that run, PostgreSQL's processes of the database and, when given, the writer. */
function probeFor(admin: Pool, db: BenchDatabase, nodes: Nodes, writer?: Child): CpuProbe {
  const sample = cpuSampler({ admin, database: db.name, newBackends: true });
  const active = nodes.active;
  return async () => {
    const out = await sample();
    for (const [slot, c] of active) out[`node_${slot}`] = await c.cpuMicros();
    if (writer) out.writer = await writer.cpuMicros();
    return out;
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const parts = (process.env.BENCH_PARTS || PARTS.join(',')).split(',').map((s) => s.trim()) as Part[];
  for (const p of parts) if (!PARTS.includes(p)) throw new Error(`unknown part ${p}; use ${PARTS.join(', ')}`);
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 4));
  const writers = Math.max(2, envInt('BENCH_WRITERS', 64));
  const threads = envInt('BENCH_THREADS', 16);
  const cell = { warmupMs: envInt('BENCH_WARMUP_MS', 1000), measureMs: envInt('BENCH_MEASURE_MS', 4000), drainMs: 30_000, writers };
  const clients = Math.max(2, envInt('BENCH_CLIENTS', 1000));
  const rate = Math.max(1, envInt('BENCH_RATE', 50));
  const steadyEvents = Math.max(1, envInt('BENCH_EVENTS', 250));
  const burst = envInt('BENCH_BURST', 200);
  const overrides = {
    'sync.heartbeat_interval': '10m', // no heartbeat needed in a 6-minute run
    'agent.presence_timeout': '11m', // must exceed sync.heartbeat_interval (D254)
    'rl.gateway_connect': '100000/1m',
    'rl.message_write': '1000000/1m',
  };

  const db = await createBenchDatabase(say, 'bothy_clbench');
  say(`database ${db.name} on ${db.source === 'embedded' ? 'an embedded PostgreSQL' : 'DATABASE_URL'}: ${db.serverVersion.split(' on ')[0]}`);
  const admin = createPool(db.url, { max: 4, applicationName: 'bothy-clbench-admin' });
  const nodes = await Nodes.create(db.url, overrides, say);
  let writer: Child | undefined;
  let fan: FanoutClients | undefined;
  const writeSlices: WriteSlice[] = [];
  const fanPhases: FanPhase[] = [];
  let integrity: { events: number; max_seq: number; gapless: boolean } | undefined;
  let nonceRetries = 0;
  const cleanup = cleanupOnSignal(async () => {
    await fan?.close().catch(() => {});
    await writer?.close().catch(() => {});
    await nodes.close();
    await admin.end().catch(() => {});
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  });

  try {
    // ------------------------------------------------------------ write throughput
    if (parts.includes('write')) {
      const layouts = ['single', 'one', 'two'] as const;
      await nodes.use(layouts[0]); // the first node seeds the demo; the threads come after it
      const fixture = await createFixture(admin, threads);
      const w = new ClusterWriters(nodes, fixture);
      nodes.onRestart = (slot) => w.forget(slot);
      say(`write: ${writers} HTTP clients, ${threads} threads; ${rounds} rounds of ${cell.warmupMs} ms warm-up + ${cell.measureMs} ms per layout`);
      for (let r = 0; r < rounds; r++) {
        for (const layout of order(layouts, r)) {
          await nodes.use(layout);
          await admin.query('CHECKPOINT').catch(() => {}); // no slice pays for the WAL of the one before
          const slice = await w.run(layout, { ...cell, cpu: probeFor(admin, db, nodes) });
          writeSlices.push({ ...slice, layout, round: r + 1 });
          const s = summarize([slice]);
          say(`  round ${r + 1} ${layout.padEnd(6)} ${s.eventsPerSec.toFixed(0).padStart(5)} events/s, p50 ${s.p50Ms.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms${s.errors ? `, ${s.errors} errors (${s.firstError})` : ''}; cores: ${JSON.stringify(named(s.cpuCores))}`);
        }
      }
      nonceRetries = w.nonceRetries;
      nodes.onRestart = () => {};
    }

    // ------------------------------------------------------------ fan-out
    if (parts.includes('fanout')) {
      const layouts = ['one', 'two'] as const;
      await nodes.use(layouts[0]);
      const owner = (nodes.node('a').info.ids as { alex: string }).alex;
      writer = await Child.fork('writer', WRITER, { BENCH_DATABASE_URL: db.url });
      const t0 = performance.now();
      const gw = await createGwFixture(admin, clients, owner);
      const devices = await registerDevices(nodes.url('a'), gw.receivers.map((x) => x.handle));
      say(`fan-out: ${clients} receivers with grants and devices in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${rate} events/s x ${steadyEvents}, burst ${burst}; ${rounds} rounds`);
      fan = new FanoutClients(nodes, devices, writer, owner, gw.fanThreads, say);
      let placed: Layout | undefined;
      for (let r = 0; r < rounds; r++) {
        for (const layout of order(layouts, r)) {
          if (placed !== layout) {
            await fan.place(layout);
            placed = layout;
            // A warm-up after every move, not reported: the moved clients' first frames, the woken node's JIT.
            await fan.phase({ layout, round: 0, phase: 'steady', rate, events: Math.min(50, steadyEvents), tag: `warm-${r}-${layout}` }, probeFor(admin, db, nodes, writer));
            await sleep(500);
          }
          const runs: { phase: 'steady' | 'burst'; rate: number; events: number }[] = [{ phase: 'steady', rate, events: steadyEvents }];
          if (burst > 0) runs.push({ phase: 'burst', rate: 0, events: burst });
          for (const x of runs) {
            const p = await fan.phase({ layout, round: r + 1, ...x, tag: `r${r + 1}-${layout}-${x.phase}` }, probeFor(admin, db, nodes, writer));
            fanPhases.push(p);
            say(
              `  round ${r + 1} ${layout} ${x.phase.padEnd(6)} ${p.received}/${p.expected} frames${p.complete ? '' : ' (INCOMPLETE)'}, ${p.framesPerSec.toFixed(0)} frames/s, ` +
                `p50 ${p.p50Ms.toFixed(1)} ms, p99 ${p.p99Ms.toFixed(1)} ms; cores: ${JSON.stringify(named(p.cpuCores))}, other ${p.otherCores?.toFixed(2)}` +
                `${p.duplicates || p.outOfOrder ? `; duplicates ${p.duplicates}, out of order ${p.outOfOrder}` : ''}`,
            );
            await sleep(1000);
          }
        }
      }
      await fan.close();
    }
    const { rows } = await admin.query<{ n: number; max: number | null }>('SELECT count(*)::int AS n, max(seq) AS max FROM event_log');
    integrity = { events: rows[0]!.n, max_seq: rows[0]!.max ?? 0, gapless: rows[0]!.n === (rows[0]!.max ?? 0) };
  } finally {
    await cleanup();
  }
  await report({ started, db, rounds, writers, threads, cell, clients, rate, steadyEvents, burst, writeSlices, fanPhases, unexpectedCloses: Object.fromEntries(fan?.closes ?? []), integrity, nonceRetries });
}

// ------------------------------------------------------------------ report

interface ReportInput {
  started: number;
  db: BenchDatabase;
  rounds: number;
  writers: number;
  threads: number;
  cell: { warmupMs: number; measureMs: number };
  clients: number;
  rate: number;
  steadyEvents: number;
  burst: number;
  writeSlices: WriteSlice[];
  fanPhases: FanPhase[];
  unexpectedCloses: Record<string, number>;
  integrity?: { events: number; max_seq: number; gapless: boolean };
  nonceRetries: number;
}

/** A round whose "other" load stays at or below this on both sides counts as quiet. */
const QUIET_OTHER = 0.25;

interface Pair {
  round: number;
  ratio: number;
  /** The larger "other" load of the two sides. */
  other: number;
}

/** Per round, a's value over b's, with the other tenants' load of the noisier side. */
function pairs(rounds: number, a: (r: number) => { value: number; other: number } | undefined, b: (r: number) => { value: number; other: number } | undefined): Pair[] {
  return Array.from({ length: rounds }, (_, k) => {
    const x = a(k + 1);
    const y = b(k + 1);
    return x && y ? [{ round: k + 1, ratio: ratio(x.value, y.value), other: Math.max(x.other, y.other) }] : [];
  }).flat();
}
const listed = (ps: Pair[]) => ps.map((p) => `${round(p.ratio, 2)} (other ${round(p.other, 2)})`).join(', ');
const pairOut = (p: Pair) => ({ round: p.round, ratio: round(p.ratio, 3), other_tenants_cores_max: round(p.other, 2) });
/** The ratio over the rounds that other tenants left (nearly) alone. */
const quietNote = (ps: Pair[]) => {
  const q = quiet(ps);
  return q.rounds ? `; median of the ${q.rounds} rounds with other <= ${QUIET_OTHER}: x ${q.median_ratio}` : `; no round with other <= ${QUIET_OTHER}`;
};
function quiet(ps: Pair[]) {
  const q = ps.filter((p) => p.other <= QUIET_OTHER);
  return { other_tenants_cores_at_most: QUIET_OTHER, rounds: q.length, median_ratio: round(median(q.map((p) => p.ratio)), 3) };
}

const otherOf = (r: CellResult) => (r.machineCpuBusy !== undefined ? otherCores(r.machineCpuBusy, r.cpuCores) : NaN);
const sliceOther = (s: CellSlice) => otherOf(summarize([s]));

interface WriteRow extends CellResult {
  layout: Layout;
  otherCores: number;
}

async function report(i: ReportInput): Promise<void> {
  const cores = os.cpus().length;
  // Write: the slices of each layout pooled (events over all its windows, latencies together), and the ratio per round.
  const writeRows: WriteRow[] = (['single', 'one', 'two'] as const).flatMap((layout) => {
    const slices = i.writeSlices.filter((s) => s.layout === layout);
    if (!slices.length) return [];
    const r = summarize(slices);
    return [{ ...r, layout, otherCores: otherOf(r) }];
  });
  const w = (layout: Layout) => writeRows.find((r) => r.layout === layout);
  const writeReading = (layout: Layout) => (r: number) => {
    const s = i.writeSlices.find((x) => x.layout === layout && x.round === r);
    return s && { value: s.events / (s.windowMs / 1000), other: sliceOther(s) };
  };
  const perRound = (a: Layout, b: Layout) => pairs(i.rounds, writeReading(a), writeReading(b));

  // Fan-out: per layout and phase, the median over the rounds; the ratio of the medians and the ratio per round.
  const fanKeys = [...new Set(i.fanPhases.map((p) => p.phase))];
  const fanRows = fanKeys.flatMap((phase) =>
    (['one', 'two'] as const).flatMap((layout) => {
      const ps = i.fanPhases.filter((p) => p.layout === layout && p.phase === phase);
      if (!ps.length) return [];
      const m = (f: (p: FanPhase) => number | undefined) => median(ps.map((p) => f(p) ?? NaN));
      const cpu = Object.fromEntries([...new Set(ps.flatMap((p) => Object.keys(p.cpuCores)))].map((k) => [k, m((p) => p.cpuCores[k])]));
      return [{ layout, phase, rounds: ps.length, framesPerSec: m((p) => p.framesPerSec), p50Ms: m((p) => p.p50Ms), p99Ms: m((p) => p.p99Ms), otherCores: m((p) => p.otherCores), machineBusy: m((p) => p.machineBusy), cpuCores: cpu, complete: ps.every((p) => p.complete && !p.duplicates && !p.outOfOrder) }];
    }),
  );
  const f = (layout: Layout, phase: string) => fanRows.find((r) => r.layout === layout && r.phase === phase);
  const fanReading = (layout: Layout, phase: string) => (r: number) => {
    const p = i.fanPhases.find((x) => x.layout === layout && x.phase === phase && x.round === r);
    return p && { value: p.framesPerSec, other: p.otherCores ?? NaN };
  };
  const fanPerRound = (phase: string) => pairs(i.rounds, fanReading('two', phase), fanReading('one', phase));

  // What the figures say, from the figures: a note is chosen by what was measured, never written in advance.
  const notes: string[] = [];
  const describeCores = (c: Record<string, number>, busy: number | undefined, other: number | undefined) =>
    `machine ${round((busy ?? NaN) * 100)}% busy of ${cores} cores: nodes ${round(sumOf(c, 'node_'), 2)}, PostgreSQL ${round(c.postgres, 2)}, clients ${round(c.bench, 2)}${c.writer !== undefined ? `, writer ${round(c.writer, 2)}` : ''}, other ${round(other, 2)}`;
  const verdict = (x: number) => (x >= 1.15 ? 'raised' : x <= 0.87 ? 'lowered' : 'did not change');
  const one = w('one');
  const two = w('two');
  if (one && two) {
    const x = ratio(two.eventsPerSec, one.eventsPerSec);
    const full = (two.machineCpuBusy ?? 0) >= 0.9;
    const pgShare = ratio(two.cpuCores.postgres, sumOf(two.cpuCores, 'node_'));
    notes.push(
      `write: a second node ${verdict(x)} throughput (${round(two.eventsPerSec)} against ${round(one.eventsPerSec)} events/s, x ${round(x, 2)}; per round ${listed(perRound('two', 'one'))}${quietNote(perRound('two', 'one'))}). ` +
        `Two nodes: ${describeCores(two.cpuCores, two.machineCpuBusy, two.otherCores)}; one node: ${describeCores(one.cpuCores, one.machineCpuBusy, one.otherCores)}.` +
        (x < 1.15
          ? ` ${full ? `The ${cores} cores were full in both layouts (other tenants included), so a second node process adds no core, only a second share of the same ones.` : 'The machine was not full, so the limit is not CPU alone:'}` +
            ` PostgreSQL used ${round(pgShare, 2)} x the nodes' CPU; every POST commits twice with an fsync each (the spent DPoP proof ID and the message, profile.md section 6), which a second node does not shorten.`
          : ''),
    );
  }
  const single = w('single');
  if (single && one) notes.push(`write: cluster.mode multi on one node against single: x ${round(ratio(one.eventsPerSec, single.eventsPerSec), 2)} (per round ${listed(perRound('one', 'single'))}); the modes differ only in typing going through pg_notify, which this benchmark does not send, so the ratio shows the spread between slices rather than a cost of the mode.`);
  const offered = i.rate * i.clients;
  for (const phase of fanKeys) {
    const a = f('one', phase);
    const b = f('two', phase);
    if (!a || !b) continue;
    const x = ratio(b.framesPerSec, a.framesPerSec);
    notes.push(
      `fan-out ${phase}: a second node ${verdict(x)} frames/s (${round(b.framesPerSec)} against ${round(a.framesPerSec)}, x ${round(x, 2)}; per round ${listed(fanPerRound(phase))}${quietNote(fanPerRound(phase))}); ` +
        `p50 ${round(b.p50Ms, 1)} against ${round(a.p50Ms, 1)} ms, p99 ${round(b.p99Ms, 1)} against ${round(a.p99Ms, 1)} ms. ` +
        `Two nodes: ${describeCores(b.cpuCores, b.machineBusy, b.otherCores)}; one node: ${describeCores(a.cpuCores, a.machineBusy, a.otherCores)}.` +
        (phase === 'steady' && Math.min(a.framesPerSec, b.framesPerSec) >= 0.9 * offered ? ` Both layouts kept up with the offered ${offered} frames/s, so frames/s cannot tell them apart here; the latency does.` : '') +
        (x < 1.15
          ? ` Each node reads every event from the log and builds its frames itself, and all ${i.clients} clients parse their frames in this one benchmark process (${round(b.cpuCores.bench, 2)} cores with two nodes)` +
            `${(b.machineBusy ?? 0) >= 0.9 ? `; the ${cores} cores were full, so the second node's share comes out of the first node's, the clients' and PostgreSQL's` : ''}.`
          : ''),
    );
  }
  const others = [...i.writeSlices.map(sliceOther), ...i.fanPhases.map((p) => p.otherCores ?? NaN)].filter(Number.isFinite);
  if (others.length) notes.push(`"other" (cores busy with processes outside this benchmark, another tenant of the machine): median ${round(median(others), 2)}, max ${round(Math.max(...others), 2)} over all slices and phases; above ~0.1 the figures are disturbed, ratios within a round less so.`);

  // ------------------------------------------------------------ table
  const pad = (s: string, n: number, right = false) => (right ? s.padEnd(n) : s.padStart(n));
  const fmt = (n: number | undefined, d = 0) => (n !== undefined && Number.isFinite(n) ? n.toFixed(d) : '-');
  const lines: string[] = [`Two nodes on one database: ${cores} cores shared by the clients, the nodes, the writer and PostgreSQL; ratios within this run.`, ''];
  if (writeRows.length) {
    lines.push(`write: ${i.writers} HTTP clients, ${i.rounds} x ${i.cell.measureMs} ms per layout`);
    const h = `${pad('layout', 7, true)} | ${pad('events/s', 8)} | ${pad('x one', 5)} | ${pad('p50 ms', 7)} | ${pad('p99 ms', 7)} | cores (nodes/pg/clients) | other | errors`;
    lines.push(h, '-'.repeat(h.length));
    for (const r of writeRows) {
      lines.push(
        `${pad(r.layout, 7, true)} | ${pad(fmt(r.eventsPerSec), 8)} | ${pad(fmt(ratio(r.eventsPerSec, one?.eventsPerSec), 2), 5)} | ${pad(fmt(r.p50Ms, 1), 7)} | ${pad(fmt(r.p99Ms, 1), 7)} | ` +
          `${pad(`${fmt(sumOf(r.cpuCores, 'node_'), 2)}/${fmt(r.cpuCores.postgres, 2)}/${fmt(r.cpuCores.bench, 2)}`, 24)} | ${pad(fmt(r.otherCores, 2), 5)} | ${r.errors}`,
      );
    }
    lines.push('');
  }
  if (fanRows.length) {
    lines.push(`fan-out: ${i.clients} gateway clients, ${i.rate} events/s x ${i.steadyEvents} and a burst of ${i.burst}; medians of ${i.rounds} rounds`);
    const h = `${pad('phase', 6, true)} | ${pad('layout', 6, true)} | ${pad('frames/s', 8)} | ${pad('x one', 5)} | ${pad('p50 ms', 7)} | ${pad('p99 ms', 8)} | cores (nodes/pg/clients/writer) | other | ok`;
    lines.push(h, '-'.repeat(h.length));
    for (const r of fanRows) {
      const c = r.cpuCores;
      lines.push(
        `${pad(r.phase, 6, true)} | ${pad(r.layout, 6, true)} | ${pad(fmt(r.framesPerSec), 8)} | ${pad(fmt(ratio(r.framesPerSec, f('one', r.phase)?.framesPerSec), 2), 5)} | ${pad(fmt(r.p50Ms, 1), 7)} | ${pad(fmt(r.p99Ms, 1), 8)} | ` +
          `${pad(`${fmt(sumOf(c, 'node_'), 2)}/${fmt(c.postgres, 2)}/${fmt(c.bench, 2)}/${fmt(c.writer, 2)}`, 31)} | ${pad(fmt(r.otherCores, 2), 5)} | ${r.complete ? 'yes' : 'NO'}`,
      );
    }
    lines.push('');
  }
  for (const n of notes) lines.push(`- ${n}`);
  if (i.integrity) lines.push(`${i.integrity.gapless ? 'ok ' : 'GAP'} event_log holds ${i.integrity.events} events, seq 1..${i.integrity.max_seq}`);
  if (Object.keys(i.unexpectedCloses).length) lines.push(`unexpected closes: ${JSON.stringify(i.unexpectedCloses)}`);
  process.stdout.write(`\n${lines.join('\n')}\n`);

  // ------------------------------------------------------------ cluster.json
  const out = {
    benchmark: 'cluster',
    command: 'npm run bench:cluster',
    finished_at: new Date().toISOString(),
    duration_s: round((Date.now() - i.started) / 1000, 1),
    machine: { ...describeMachine(i.db), note: 'all cores are shared by the clients (this process), the nodes (a process each), the fan-out writer (its own process) and PostgreSQL' },
    setup: {
      rounds: i.rounds,
      layouts: {
        single: 'one node, cluster.mode single (the reference)',
        one: 'one node, cluster.mode multi; the second node stopped (SIGSTOP), its cluster.mode lock held',
        two: 'two nodes, cluster.mode multi, on the same database',
      },
      order: 'the layouts take turns, their order reversed every round; a single node cannot run beside multi nodes (D46), so going to or from it stops and starts the node processes',
      nodes: 'gateway/gateway-server.ts: startServer with the dev endpoints, a process each, a fixed port per slot; the first node seeds the demo, later ones find it seeded',
      server_overrides: 'sync.heartbeat_interval 10m, agent.presence_timeout 11m, rl.gateway_connect 100000/1m, rl.message_write 1000000/1m',
      write: {
        clients: i.writers,
        split: 'layout two: writer w posts to node a when w is even, to node b when it is odd; otherwise all to node a',
        request: 'POST /api/v1/threads/{id}/messages, one ES256 DPoP key, token and keep-alive connection per client, closed loop (as bench:commit http)',
        threads: i.threads,
        warmup_ms_per_slice: i.cell.warmupMs,
        measure_ms_per_slice: i.cell.measureMs,
        nonce_retries: i.nonceRetries,
      },
      fanout: {
        clients: i.clients,
        split: 'layout one: all on node a; layout two: the first half on node a, the second on node b (moved between layouts)',
        steady: { rate_events_per_s: i.rate, events: i.steadyEvents, writer: 'MessageService.create in a writer process of its own, 8 in flight, commit time taken when create returns' },
        burst_events: i.burst,
        latency: 'commit to receipt on CLOCK_MONOTONIC; burst: the commit of its one transaction to receipt',
        warm_up: 'after every move of the clients, 50 events at the steady rate, not reported',
      },
      cpu: 'cores per process group in each window (/proc): clients = this process, node_a/node_b, postgres = the database\'s backends and WAL writer, checkpointer, background writer; other = the machine\'s busy share x cores minus all of those',
    },
    results: {
      write: {
        layouts: writeRows.map((r) => ({
          layout: r.layout,
          events_per_s: round(r.eventsPerSec),
          ratio_to_one_node: round(ratio(r.eventsPerSec, one?.eventsPerSec), 3),
          p50_ms: round(r.p50Ms, 2),
          p99_ms: round(r.p99Ms, 2),
          max_ms: round(r.maxMs, 2),
          completed_in_window: r.completed,
          errors: r.errors,
          ...(r.firstError ? { first_error: r.firstError } : {}),
          machine_cpu_busy: round(r.machineCpuBusy, 3),
          cpu_cores: named(r.cpuCores),
          other_tenants_cores: round(r.otherCores, 2),
        })),
        rounds: i.writeSlices.map((s) => {
          const r = summarize([s]);
          return { round: s.round, layout: s.layout, events_per_s: round(r.eventsPerSec), p50_ms: round(r.p50Ms, 2), p99_ms: round(r.p99Ms, 2), errors: r.errors, cpu_cores: named(r.cpuCores), machine_cpu_busy: round(r.machineCpuBusy, 3), other_tenants_cores: round(otherOf(r), 2) };
        }),
      },
      fanout: {
        layouts: fanRows.map((r) => ({
          phase: r.phase,
          layout: r.layout,
          rounds: r.rounds,
          frames_per_s_median: round(r.framesPerSec),
          ratio_to_one_node: round(ratio(r.framesPerSec, f('one', r.phase)?.framesPerSec), 3),
          p50_ms_median: round(r.p50Ms, 2),
          p99_ms_median: round(r.p99Ms, 2),
          cpu_cores_median: named(r.cpuCores),
          machine_cpu_busy_median: round(r.machineBusy, 3),
          other_tenants_cores_median: round(r.otherCores, 2),
          all_complete_in_order: r.complete,
        })),
        rounds: i.fanPhases.map((p) => ({
          round: p.round,
          layout: p.layout,
          phase: p.phase,
          clients_per_node: p.split,
          rate_events_per_s: p.rate || null,
          events: p.events,
          frames_expected: p.expected,
          frames_received: p.received,
          complete: p.complete,
          frames_per_s: round(p.framesPerSec),
          window_s: round(p.windowS, 2),
          p50_ms: round(p.p50Ms, 2),
          p99_ms: round(p.p99Ms, 2),
          max_ms: round(p.maxMs, 2),
          duplicates: p.duplicates,
          out_of_order: p.outOfOrder,
          stray: p.stray,
          ...(p.writeP99Ms !== undefined ? { write_path_p99_ms: round(p.writeP99Ms, 2) } : {}),
          ...(p.insertMs !== undefined ? { burst_insert_ms: round(p.insertMs, 1) } : {}),
          cpu_cores: named(p.cpuCores),
          machine_cpu_busy: round(p.machineBusy, 3),
          other_tenants_cores: round(p.otherCores, 2),
        })),
        unexpected_closes: i.unexpectedCloses,
      },
    },
    summary: {
      write_two_over_one_node: round(ratio(two?.eventsPerSec, one?.eventsPerSec), 3),
      write_two_over_one_node_per_round: perRound('two', 'one').map(pairOut),
      write_two_over_one_node_quiet_rounds: quiet(perRound('two', 'one')),
      write_p99_two_over_one_node: round(ratio(two?.p99Ms, one?.p99Ms), 3),
      write_multi_over_single: round(ratio(one?.eventsPerSec, single?.eventsPerSec), 3),
      ...Object.fromEntries(
        fanKeys.flatMap((phase) => [
          [`fanout_${phase}_frames_two_over_one_node`, round(ratio(f('two', phase)?.framesPerSec, f('one', phase)?.framesPerSec), 3)],
          [`fanout_${phase}_frames_two_over_one_node_per_round`, fanPerRound(phase).map(pairOut)],
          [`fanout_${phase}_frames_two_over_one_node_quiet_rounds`, quiet(fanPerRound(phase))],
          [`fanout_${phase}_p99_two_over_one_node`, round(ratio(f('two', phase)?.p99Ms, f('one', phase)?.p99Ms), 3)],
        ]),
      ),
      other_tenants_cores_median: others.length ? round(median(others), 2) : null,
      other_tenants_cores_max: others.length ? round(Math.max(...others), 2) : null,
      integrity: i.integrity ?? null,
      notes,
    },
  };
  await writeResult('bench/results/cluster.json', out);
}

runMain(main);
