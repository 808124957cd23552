// A/B of a gateway resume (6.3; issue 22): `BENCH_BASE=<worktree of the other commit> npx tsx
// server/bench/resume-ab.bench.ts` runs the server of that tree and of this one, each in a process
// of its own (identify-server.ts, as bench:identify's A/B does), alternating round by round (the
// order too), and reads the CPU each spends per resume from /proc, the server's and its PostgreSQL
// backends', beside resumes per second. BENCH_SESSIONS (300) devices identify once (their sessions
// are in PostgreSQL, so any server resumes them); each round, each server takes BENCH_WARM (2)
// bursts, then BENCH_BURSTS (3) measured ones: every session resumed from its ready's head (nothing
// to catch up), at most BENCH_CONCURRENCY (50) in flight, then all closed again. Each side has a
// database of its own with its own sessions, both take an untimed round 0, and the summary splits
// the rounds by which side went first (support/ab.ts, fair by construction: profile section 26).
// Ratios this/base, never absolute figures alone. Writes bench/results/resume-ab.json (BENCH_OUT).
import type { WebSocket } from 'ws';
import { AB_LAYOUT, demoDevices, runAB } from './support/ab.ts';
import { describeMachine } from './support/machine.ts';
import { resumeSession, type ResumableSession } from './support/resume-client.ts';
import { GatewayClient } from './gateway/clients.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

runMain(async () => {
  const base = process.env.BENCH_BASE;
  if (!base) throw new Error('BENCH_BASE=<worktree of the other commit> is required');
  const count = Math.max(1, envInt('BENCH_SESSIONS', 300));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 6));
  const warm = envInt('BENCH_WARM', 2);
  const bursts = Math.max(1, envInt('BENCH_BURSTS', 3));
  const concurrency = Math.max(1, envInt('BENCH_CONCURRENCY', 50));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const closeAll = async (sockets: WebSocket[]) => {
    await Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
    await pause(300); // the server marks the sessions closed
  };
  const run = await runAB<ResumableSession[]>({
    op: 'resume',
    ops: 'resumes',
    database: 'bothy_resume_ab',
    base,
    rounds,
    warm,
    bursts,
    prepare: async (url) => {
      const devices = await demoDevices(url, count, 7200);
      const sessions: ResumableSession[] = [];
      const identified: WebSocket[] = [];
      for (const device of devices) {
        const c = new GatewayClient(sessions.length, url, device, undefined);
        const ready = (await c.ready) as { head_seq: number; sync_epoch: string; gateway_session_id: string };
        sessions.push({ device, sessionId: ready.gateway_session_id, cursor: ready.head_seq, epoch: ready.sync_epoch });
        identified.push(c.ws);
      }
      await closeAll(identified);
      return sessions;
    },
    burst: async (url, sessions) => {
      const sockets: WebSocket[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < sessions.length) sockets.push(await resumeSession(url, sessions[next++]!));
        }),
      );
      return { ops: sessions.length, close: () => closeAll(sockets) };
    },
  });
  await writeResult('bench/results/resume-ab.json', {
    benchmark: 'resume-ab',
    command: 'BENCH_BASE=<worktree> npx tsx server/bench/resume-ab.bench.ts',
    finished_at: new Date().toISOString(),
    machine: describeMachine(run.database),
    setup: { sessions: count, rounds, warm_bursts: warm, bursts, concurrency, trees: run.trees, ...AB_LAYOUT },
    results: run.results,
    summary: run.summary,
  });
});
