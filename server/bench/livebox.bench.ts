// npm run bench:livebox — the live box (04 sections 11.2, 11.3; issue 17,
// "Benchmark"), in one run against one server process:
//
//   RUNS agents each patch their own running run (PATCH /runs/{id}, API token,
//   status line and a step, each patch on the previous version) as fast as
//   agent.run_update_min_interval lets them (BENCH_PATCH_INTERVAL ms between
//   patches of a run; the server's limit is set to 0.8 of it, so that a patch is
//   refused only when the server falls behind), for SECONDS per phase. READERS person devices on the
//   gateway focus all RUNS threads (sync.max_focused_threads = 20 by default, so
//   RUNS <= 20) and keep each run's document by the client rule of 11.3.
//   Phases alternate (uncoalesced, coalesced, uncoalesced ...):
//     uncoalesced  sync.run_patch_coalesce_interval = 0: every stored patch goes
//                  to every reader as its own frame (the same code path, a window
//                  of one patch): "broadcasting every patch".
//     coalesced    sync.run_patch_coalesce_interval = 250 ms (the default).
//   Per phase: patches in per second, run.updated frames out per second, the
//   coalescing ratio (patches x readers / frames), CPU of this process per
//   stored patch, and how many readers ended with a document unequal to the
//   stored one (must be 0). Results are ratios coalesced / uncoalesced of the
//   same run. The setting is changed on the running server between phases.
//
// The server, the agents and the readers share this one process (its CPU
// includes the readers' JSON parsing and patching) and the machine's 2 cores
// with PostgreSQL: the absolute numbers say little, the ratios of one run say
// what coalescing buys. With agents at the default 500 ms limit and a 250 ms
// window a run rarely has two patches in one window: BENCH_PATCH_INTERVAL=50
// shows an adapter faster than the window. A benchmark, not a test: it fails no
// build. Writes bench/results/livebox.json.
//
// Knobs (environment): DATABASE_URL (else an embedded PostgreSQL), BENCH_READERS
// (500), BENCH_RUNS (20), BENCH_SECONDS (8), BENCH_ROUNDS (2), BENCH_PATCH_INTERVAL
// (500 and 50, comma separated), BENCH_SERVER_LOG, BENCH_OUT.
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { EventType } from '@bothy/generated';
import fjp from 'fast-json-patch';
import { loadConfig } from '../src/config/config.ts';
import { createPool } from '../src/db/pool.ts';
import { uuidv7 } from '../src/internal/uuid.ts';
import { createLogger } from '../src/logging.ts';
import { initialRunDocument } from '../src/runs/document.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createBenchDatabase } from './support/database.ts';
import { registerDevice } from './support/dpop-client.ts';
import { GatewayClient, type Envelope } from './gateway/clients.ts';
import { describeMachine } from './support/machine.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';
import { createFixture } from './support/fixture.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 2): number | null => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

interface Agent {
  runId: string;
  threadId: string;
  token: string;
}

/** A reader's documents by the client rule of 11.3 (a gap is counted and healed by the stored document at the end). */
class Reader {
  frames = 0;
  gaps = 0;
  docs = new Map<string, { version: number; doc: Record<string, unknown> }>();
  client!: GatewayClient;

  onDispatch(envelope: Envelope): void {
    const d = envelope as Envelope & { type?: string; payload?: unknown };
    if (d.type !== EventType.RunUpdated) return;
    this.frames++;
    const p = d.payload as { run_id: string; version: number; base_version?: number; ops?: fjp.Operation[]; snapshot?: Record<string, unknown> };
    const local = this.docs.get(p.run_id);
    if (p.snapshot) {
      if (!local || p.version >= local.version) this.docs.set(p.run_id, { version: p.version, doc: p.snapshot });
      return;
    }
    if (local && p.version <= local.version) return;
    if (local && p.base_version === local.version && p.ops) {
      local.doc = { ...fjp.applyPatch(local.doc, p.ops, false, true).newDocument, version: p.version };
      local.version = p.version;
      return;
    }
    this.gaps++;
  }
}

async function patchLoop(baseUrl: string, a: Agent, intervalMs: number, until: number, counters: { stored: number; refused: number }): Promise<void> {
  let version = 0;
  let i = 0;
  const get = await fetch(`${baseUrl}/api/v1/runs/${a.runId}`, { headers: { authorization: `DPoP ${a.token}` } });
  version = ((await get.json()) as { version: number }).version;
  while (Date.now() < until) {
    const began = Date.now();
    i++;
    const res = await fetch(`${baseUrl}/api/v1/runs/${a.runId}`, {
      method: 'PATCH',
      headers: { authorization: `DPoP ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ base_version: version, ops: [{ op: 'add', path: '/status_line', value: `thinking ${i}` }, { op: 'add', path: `/steps/s${i % 8}`, value: { ordinal: i, kind: 'tool', name: `tool ${i}`, status: 'running' } }] }),
    });
    const body = (await res.json()) as { version?: number };
    if (res.status === 200) {
      version = body.version!;
      counters.stored++;
    } else counters.refused++;
    await sleep(Math.max(0, intervalMs - (Date.now() - began)));
  }
}

async function phase(server: RunningServer, agents: Agent[], readers: Reader[], coalesceMs: number, intervalMs: number, seconds: number) {
  server.ctx.config.spec['sync.run_patch_coalesce_interval'] = coalesceMs;
  server.ctx.config.spec['agent.run_update_min_interval'] = Math.max(1, Math.floor(intervalMs * 0.8)); // the limit under the adapters' pace: a patch is refused only when the server is late
  await sleep(500);
  for (const r of readers) r.frames = 0;
  const counters = { stored: 0, refused: 0 };
  const cpu0 = process.cpuUsage();
  const t0 = Date.now();
  await Promise.all(agents.map((a) => patchLoop(server.url, a, intervalMs, t0 + seconds * 1000, counters)));
  const patchEnd = Date.now();
  await sleep(Math.max(1000, coalesceMs * 4));
  const cpu = process.cpuUsage(cpu0);
  const elapsed = (patchEnd - t0) / 1000;
  const frames = readers.reduce((n, r) => n + r.frames, 0);
  // Each reader's document of each run against the stored one.
  const { rows } = await server.ctx.pool.query<{ id: string; state: string; version: number; document: Record<string, unknown> }>(`SELECT id, state, version::int, document FROM runs WHERE id = ANY($1::uuid[])`, [agents.map((a) => a.runId)]);
  let unequal = 0;
  for (const r of readers) for (const row of rows) if (!isDeepStrictEqual(r.docs.get(row.id)?.doc, { ...row.document, state: row.state, version: row.version })) unequal++;
  return {
    coalesce_interval_ms: coalesceMs,
    patch_interval_ms: intervalMs,
    patches_stored: counters.stored,
    patches_refused: counters.refused,
    patches_in_per_s: round(counters.stored / elapsed, 1),
    frames_out_per_s: round(frames / elapsed, 0),
    coalescing_ratio: round((counters.stored * readers.length) / Math.max(1, frames), 2),
    cpu_ms_per_patch: round((cpu.user + cpu.system) / 1000 / Math.max(1, counters.stored), 2),
    reader_documents_unequal: unequal,
    reader_gaps: readers.reduce((n, r) => n + r.gaps, 0),
    readers_closed: readers.filter((r) => r.client.closed).length,
    close_codes: [...new Set(readers.flatMap((r) => (r.client.closed ? [r.client.closed.code] : [])))],
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const readerCount = Math.max(1, envInt('BENCH_READERS', 500));
  const runCount = Math.min(20, Math.max(1, envInt('BENCH_RUNS', 20)));
  const seconds = Math.max(1, envInt('BENCH_SECONDS', 8));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 2));
  const intervals = (process.env.BENCH_PATCH_INTERVAL || '500,50').split(',').map(Number);

  const db = await createBenchDatabase(say, 'bothy_lbbench');
  const config = loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.dev_endpoints': true, 'server.workers': false, 'server.run_stall_check_interval': '1h' } });
  const pool = createPool(db.url, { max: config.server.poolSize, applicationName: 'bothy-lbbench-server', preparedStatements: config.server.databasePreparedStatements });
  const server = await startServer({ ...config, databaseUrl: db.url }, { pool, skipMigrations: true, log: createLogger(process.env.BENCH_SERVER_LOG ?? 'silent') });
  const readers: Reader[] = [];
  try {
    await seedDemo(server.ctx);
    const fx = await createFixture(pool, runCount);
    const agents: Agent[] = [];
    for (const [i, thread] of fx.threads.entries()) {
      const id = uuidv7();
      const handle = `lbagent${i}-${id.slice(-6)}`;
      await pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'agent', $2, $2)`, [id, handle]);
      await pool.query(`INSERT INTO agents (principal_id) VALUES ($1)`, [id]);
      const runId = uuidv7();
      await pool.query(
        `INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_principal_id, state, version, document, started_at)
         VALUES ($1, $2, $3, $4, $5, 'mention', $6, 'running', 1, $7::jsonb, now())`,
        [runId, id, thread.id, thread.channel_id, thread.space_id, fx.authors[0]!.id, JSON.stringify({ ...initialRunDocument(new Date().toISOString()), state: 'running' })],
      );
      const res = await fetch(`${server.url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: handle }) });
      agents.push({ runId, threadId: thread.id, token: ((await res.json()) as { api_token: string }).api_token });
    }
    say(`registering ${readerCount} reader devices`);
    for (let i = 0; i < readerCount; i++) {
      const dev = await registerDevice(server.url, fx.authors[i % 2]!.handle, { ttlSeconds: 3600 });
      const r = new Reader();
      r.client = new GatewayClient(i, server.url, dev, undefined, { onDispatch: (d) => r.onDispatch(d) });
      readers.push(r);
    }
    await Promise.all(readers.map((r) => r.client.ready));
    for (const r of readers) r.client.ws.send(JSON.stringify({ op: 'focus', d: { thread_ids: agents.map((a) => a.threadId), idle: false } }));
    // Heartbeats (6.2): a reader without them is closed after sync.heartbeat_miss_limit intervals.
    const beat = setInterval(() => {
      for (const r of readers) if (r.client.ws.readyState === r.client.ws.OPEN) r.client.ws.send(JSON.stringify({ op: 'heartbeat', d: {} }));
    }, Math.floor(server.ctx.config.spec['sync.heartbeat_interval'] / 2));
    beat.unref();
    await sleep(2000);
    const phases: Record<string, unknown>[] = [];
    const summary: Record<string, unknown>[] = [];
    for (const interval of intervals) {
      const byKind: Record<'uncoalesced' | 'coalesced', ReturnType<typeof phase> extends Promise<infer R> ? R[] : never> = { uncoalesced: [], coalesced: [] };
      for (let k = 0; k < rounds; k++) {
        for (const kind of ['uncoalesced', 'coalesced'] as const) {
          const p = await phase(server, agents, readers, kind === 'coalesced' ? 250 : 0, interval, seconds);
          say(`${kind} patch_interval=${interval}ms: ${JSON.stringify(p)}`);
          byKind[kind].push(p);
          phases.push({ kind, round: k, ...p });
        }
      }
      const med = (kind: 'uncoalesced' | 'coalesced', f: (p: (typeof byKind)['coalesced'][number]) => number | null) => {
        const xs = byKind[kind].map(f).filter((x): x is number => x !== null).sort((a, b) => a - b);
        return xs.length ? xs[Math.floor(xs.length / 2)]! : NaN;
      };
      summary.push({
        patch_interval_ms: interval,
        readers: readerCount,
        runs: runCount,
        coalesced_over_uncoalesced: {
          patches_in_per_s: round(med('coalesced', (p) => p.patches_in_per_s) / med('uncoalesced', (p) => p.patches_in_per_s)),
          frames_out_per_s: round(med('coalesced', (p) => p.frames_out_per_s) / med('uncoalesced', (p) => p.frames_out_per_s)),
          cpu_ms_per_patch: round(med('coalesced', (p) => p.cpu_ms_per_patch) / med('uncoalesced', (p) => p.cpu_ms_per_patch)),
        },
        coalescing_ratio: { coalesced: round(med('coalesced', (p) => p.coalescing_ratio)), uncoalesced: round(med('uncoalesced', (p) => p.coalescing_ratio)) },
      });
    }
    await writeResult('bench/results/livebox.json', {
      bench: 'livebox',
      about: 'run.updated coalesced (sync.run_patch_coalesce_interval 250 ms) against every patch broadcast on its own (0 ms), the same run; server, agents and readers in one process (04 11.2, 11.3; issue 17)',
      started_at: new Date(started).toISOString(),
      duration_s: Math.round((Date.now() - started) / 1000),
      machine: { ...describeMachine(db), cpus: os.cpus().length, loadavg_start: loadAtStart, loadavg_end: os.loadavg() },
      knobs: { readers: readerCount, runs: runCount, seconds, rounds, patch_intervals_ms: intervals },
      summary,
      phases,
    });
  } finally {
    for (const r of readers) r.client?.ws.terminate();
    await server.close();
    await pool.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }
}

runMain(main);
