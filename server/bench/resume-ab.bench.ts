// A/B of a gateway resume (6.3; issue 22): `BENCH_BASE=<worktree of the other commit> npx tsx
// server/bench/resume-ab.bench.ts` runs the server of that tree and of this one, each in a process
// of its own (identify-server.ts, as bench:identify's A/B does), alternating round by round (the
// order too), and reads the CPU each spends per resume from /proc, the server's and its PostgreSQL
// backends', beside resumes per second. BENCH_SESSIONS (300) devices identify once (their sessions
// are in PostgreSQL, so any server resumes them); each round, each server takes BENCH_WARM (2)
// bursts, then BENCH_BURSTS (3) measured ones: every session resumed from its ready's head (nothing
// to catch up), at most BENCH_CONCURRENCY (50) in flight, then all closed again. Ratios this/base,
// never absolute figures alone. Writes bench/results/resume-ab.json (BENCH_OUT).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebSocket } from 'ws';
import { createPool } from '../src/db/pool.ts';
import { createBenchDatabase } from './support/database.ts';
import { registerDevice, type BenchDevice } from './support/dpop-client.ts';
import { backendMicros, cpuMicros, median, perRound } from './support/ab.ts';
import { describeMachine } from './support/machine.ts';
import { resumeSession, type ResumableSession } from './support/resume-client.ts';
import { GatewayClient } from './gateway/clients.ts';
import { Child, monoMs } from './gateway/child.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

runMain(async () => {
  const base = process.env.BENCH_BASE;
  if (!base) throw new Error('BENCH_BASE=<worktree of the other commit> is required');
  const count = Math.max(1, envInt('BENCH_SESSIONS', 300));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 6));
  const warm = envInt('BENCH_WARM', 2);
  const bursts = Math.max(1, envInt('BENCH_BURSTS', 3));
  const concurrency = Math.max(1, envInt('BENCH_CONCURRENCY', 50));
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const trees = { base: path.resolve(base), this: path.resolve(process.env.BENCH_THIS ?? here) } as const;
  type Tree = keyof typeof trees;
  const db = await createBenchDatabase(say, 'bothy_resume_ab');
  const admin = createPool(db.url, { max: 1, applicationName: 'bothy-bench-resume-admin' });
  const entry = path.join(here, 'server/bench/identify-server.ts');
  const fork = (tree: Tree, seed = false) => Child.fork(`server (${tree})`, entry, { BENCH_SERVER_ROOT: trees[tree], BENCH_DATABASE_URL: db.url, ...(seed ? { BENCH_SEED: '1' } : {}) });
  const postgresMicros = () => backendMicros(admin);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const closeAll = async (sockets: WebSocket[]) => {
    await Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
    await pause(300); // the server marks the sessions closed
  };
  const burst = async (url: string, sessions: ResumableSession[]) => {
    const sockets: WebSocket[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < sessions.length) sockets.push(await resumeSession(url, sessions[next++]!));
    }));
    return sockets;
  };
  const results: { tree: Tree; round: number; burst: number; resumes: number; per_s: number; server_us_per_resume: number; postgres_us_per_resume: number }[] = [];
  let child: Child | undefined;
  try {
    child = await fork('this', true);
    const devices: BenchDevice[] = [];
    while (devices.length < count) devices.push(...(await Promise.all(Array.from({ length: Math.min(20, count - devices.length) }, (_, i) => registerDevice(child!.info.url, (devices.length + i) % 2 ? 'sam' : 'alex', { ttlSeconds: 7200 })))));
    const sessions: ResumableSession[] = [];
    const identified: WebSocket[] = [];
    for (const device of devices) {
      const c = new GatewayClient(sessions.length, child.info.url, device, undefined);
      const ready = (await c.ready) as { head_seq: number; sync_epoch: string; gateway_session_id: string };
      sessions.push({ device, sessionId: ready.gateway_session_id, cursor: ready.head_seq, epoch: ready.sync_epoch });
      identified.push(c.ws);
    }
    await closeAll(identified);
    await child.close();
    for (let round = 1; round <= rounds; round++) {
      for (const tree of (round % 2 ? ['base', 'this'] : ['this', 'base']) as Tree[]) {
        child = await fork(tree);
        for (let w = 0; w < warm; w++) await closeAll(await burst(child.info.url, sessions));
        for (let b = 1; b <= bursts; b++) {
          const s0 = cpuMicros(child.pid);
          const p0 = await postgresMicros();
          const t0 = monoMs();
          const sockets = await burst(child.info.url, sessions);
          const seconds = (monoMs() - t0) / 1000;
          await pause(100);
          const r = { tree, round, burst: b, resumes: count, per_s: Math.round(count / seconds), server_us_per_resume: Math.round((cpuMicros(child.pid) - s0) / count), postgres_us_per_resume: Math.round(((await postgresMicros()) - p0) / count) };
          results.push(r);
          say(`round ${round} ${tree.padEnd(4)} burst ${b}: ${r.per_s}/s, server ${r.server_us_per_resume} µs and PostgreSQL ${r.postgres_us_per_resume} µs of CPU per resume`);
          await closeAll(sockets);
        }
        await child.close();
        child = undefined;
      }
    }
  } finally {
    await child?.close().catch(() => {});
    await admin.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }
  const ratios = { server_cpu: perRound(results, rounds, 'server_us_per_resume'), postgres_cpu: perRound(results, rounds, 'postgres_us_per_resume'), per_s: perRound(results, rounds, 'per_s') };
  const summary = {
    this_over_base_median: { server_cpu_per_resume: median(ratios.server_cpu), postgres_cpu_per_resume: median(ratios.postgres_cpu), resumes_per_s: median(ratios.per_s) },
    this_over_base_per_round: ratios,
  };
  say(`this / base, median of ${rounds} rounds: server CPU per resume ${summary.this_over_base_median.server_cpu_per_resume}, PostgreSQL ${summary.this_over_base_median.postgres_cpu_per_resume}, resumes/s ${summary.this_over_base_median.resumes_per_s}`);
  await writeResult('bench/results/resume-ab.json', {
    benchmark: 'resume-ab',
    command: 'BENCH_BASE=<worktree> npx tsx server/bench/resume-ab.bench.ts',
    finished_at: new Date().toISOString(),
    machine: describeMachine(db),
    setup: { sessions: count, rounds, warm_bursts: warm, bursts, concurrency, trees: { base: trees.base, this: trees.this }, people: 2, clients: 'in the benchmark process, one ES256 DPoP key each; each server in a process of its own' },
    results,
    summary,
  });
});
