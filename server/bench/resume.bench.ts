// npm run bench:resume — a node restarts with its clients connected (6.3 resume, 7.2; issue 22):
// BENCH_CLIENTS devices (2,000) identify on a Bothy node; the node shuts down (every
// connection closed with 4013 server_restart, as on a deploy) and a new node starts on the
// same database; every client then resumes its gateway session from the seq of its ready.
// The figure is the time from the first resume sent to the last client live again
// (`resumed`, then `catchup.complete`), as a ratio to the time a bare `ws` server in a child
// process of its own takes to accept as many connections, measured in the same round. The
// issue's target: all live within 3x the bare accept. Both sides connect BENCH_CONCURRENCY
// (32) clients at a time, from this process, and rounds alternate their order.
//
// The time to identify the same clients from scratch (every session new, on the node of the
// round before, after its clients closed) is recorded beside it, as what a resume saves. Every
// measurement starts after the sockets of the one before are closed and the node counts none. A benchmark, not a test: it fails no build.
// Writes bench/results/resume.json and resume.svg.
//
// Knobs: DATABASE_URL (else an embedded PostgreSQL), BENCH_CLIENTS (2000), BENCH_ROUNDS (3),
// BENCH_CONCURRENCY (32), BENCH_OUT.
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { ClientOp, GATEWAY_PATH, ServerOp } from '@bothy/generated';
import { createPool } from '../src/db/pool.ts';
import { accessTokenHash } from '../src/identity/dpop.ts';
import { createBenchDatabase } from './support/database.ts';
import { signDpopProof, type BenchDevice } from './support/dpop-client.ts';
import { describeMachine } from './support/machine.ts';
import { cleanupOnSignal, envInt, runMain, say, writeResult } from './support/run.ts';
import { Child, monoMs } from './gateway/child.ts';
import { inBatches, Recorder, WsFleet } from './gateway/clients.ts';
import { createGwFixture, registerDevices } from './gateway/fixture.ts';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const GATEWAY_SERVER = here('./gateway/gateway-server.ts');
const BASELINE_SERVER = here('./gateway/baseline-server.ts');
const TARGET_VS_ACCEPT = 3;
const LIVE_TIMEOUT_MS = 120_000;

/** Where a device's gateway session stands between connections. */
interface Session {
  device: BenchDevice;
  sessionId?: string;
  cursor: number;
  epoch?: string;
}

/**
 * One connection of a device: hello, then identify (no session yet) or resume (6.3), with a
 * DPoP proof over hello's nonce; resolves when the connection is live — at `ready` for an
 * identify without a cursor, at `catchup.complete` after `resumed` — with how it ended.
 */
function connect(url: string, s: Session, mode: 'identify' | 'resume'): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${GATEWAY_PATH}`, { perMessageDeflate: false });
  const htu = `${url}${GATEWAY_PATH}`;
  return new Promise<WebSocket>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const f = JSON.parse(data.toString()) as { op: string; d: Record<string, unknown> };
      switch (f.op) {
        case ServerOp.Hello:
          void signDpopProof(s.device, { htm: 'GET', htu, ath: accessTokenHash(s.device.accessToken), nonce: f.d.dpop_nonce as string }).then((dpop) => {
            const auth = { access_token: s.device.accessToken, dpop };
            ws.send(
              JSON.stringify(
                mode === 'identify'
                  ? { op: ClientOp.Identify, d: { ...auth, device_id: s.device.deviceId, protocol_version: 1, client: { platform: 'bench', version: '1' } } }
                  : { op: ClientOp.Resume, d: { ...auth, gateway_session_id: s.sessionId, cursor: s.cursor, sync_epoch: s.epoch } },
              ),
            );
          }, reject);
          return;
        case ServerOp.Ready:
          s.sessionId = f.d.gateway_session_id as string;
          s.cursor = f.d.head_seq as number;
          s.epoch = f.d.sync_epoch as string;
          resolve(ws);
          return;
        case ServerOp.Dispatch:
          s.cursor = Math.max(s.cursor, (f.d.seq as number | undefined) ?? 0);
          return;
        case ServerOp.CatchupComplete:
          if (mode === 'resume') resolve(ws);
          return;
        case ServerOp.ResyncRequired:
        case ServerOp.Error:
          reject(new Error(`${f.op}: ${JSON.stringify(f.d)}`));
          return;
        default:
      }
    });
    ws.on('close', (code, reason) => reject(new Error(`closed ${code} ${reason.toString()} before live`)));
    ws.on('error', reject);
    setTimeout(() => reject(new Error(`not live within ${LIVE_TIMEOUT_MS} ms (${mode})`)), LIVE_TIMEOUT_MS).unref();
  });
}

/** Connects every session BENCH_CONCURRENCY at a time; the seconds until the last one is live. */
async function connectAll(url: string, sessions: Session[], mode: 'identify' | 'resume', concurrency: number, open: WebSocket[]): Promise<number> {
  const t0 = monoMs();
  await inBatches(sessions.length, concurrency, async (i) => {
    open.push(await connect(url, sessions[i]!, mode));
  });
  return (monoMs() - t0) / 1000;
}

/** Waits until every socket has closed (the node's shutdown closes them with 4013); the codes seen. */
async function closedBy(sockets: WebSocket[], timeoutMs = 30_000): Promise<Record<string, number>> {
  const codes: Record<string, number> = {};
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          const done = (code: number) => {
            codes[code] = (codes[code] ?? 0) + 1;
            resolve();
          };
          if (ws.readyState === WebSocket.CLOSED) return done(0);
          const timer = setTimeout(() => {
            ws.terminate();
            done(-1);
          }, timeoutMs);
          ws.once('close', (code) => {
            clearTimeout(timer);
            done(code);
          });
        }),
    ),
  );
  return codes;
}

interface RoundResult {
  round: number;
  order: string;
  /** Bothy: every client resumed and caught up on a node started after the restart. */
  resume_s: number;
  /** The same clients identifying from scratch on a fresh node (new sessions). */
  identify_s: number;
  /** A bare ws server accepting as many connections. */
  ws_accept_s: number;
  resume_vs_ws_accept: number;
  identify_vs_ws_accept: number;
  shutdown_close_codes: Record<string, number>;
}

runMain(async () => {
  const count = Math.max(1, envInt('BENCH_CLIENTS', 2000));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 3));
  const concurrency = Math.max(1, envInt('BENCH_CONCURRENCY', 32));
  const db = await createBenchDatabase(say, 'bothy_resume');
  const admin = createPool(db.url, { max: 4, applicationName: 'bothy-bench-resume-admin' });
  const children = new Set<Child>();
  const open: WebSocket[] = [];
  const fork = async (name: string, entry: string, env: Record<string, string>) => {
    const c = await Child.fork(name, entry, env);
    children.add(c);
    return c;
  };
  const stop = async (c: Child) => {
    children.delete(c);
    await c.close();
  };
  const cleanup = cleanupOnSignal(async () => {
    for (const ws of open.splice(0)) ws.terminate();
    for (const c of [...children]) await c.close().catch(() => {});
    await admin.end().catch(() => {});
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  });
  const nodeEnv = { BENCH_DATABASE_URL: db.url };
  /** Closes this round's sockets and waits until the node holds no connection, so the next measurement starts on a quiet node. */
  const quiet = async (n: Child) => {
    const sockets = open.splice(0);
    for (const ws of sockets) ws.close(1000);
    await closedBy(sockets);
    for (let i = 0; i < 300 && (await n.request<{ total: number }>('connections')).total > 0; i++) await new Promise((r) => setTimeout(r, 100));
  };
  const results: RoundResult[] = [];
  try {
    let node = await fork('bothy node', GATEWAY_SERVER, nodeEnv);
    const owner = (node.info.ids as { alex: string }).alex;
    const fixture = await createGwFixture(admin, count, owner);
    const devices = await registerDevices(node.info.url, fixture.receivers.map((r) => r.handle));
    const sessions: Session[] = devices.map((device) => ({ device, cursor: 0 }));
    // Warm the node's connect path and JIT, as a running node would be.
    await connectAll(node.info.url, sessions.slice(0, concurrency), 'identify', concurrency, open);
    await quiet(node);

    for (let round = 1; round <= rounds; round++) {
      const bothyFirst = round % 2 === 1;
      let wsAccept = NaN;
      const measureWs = async () => {
        const baseline = await fork('ws baseline', BASELINE_SERVER, { BENCH_BASELINE: 'ws' });
        try {
          const t0 = monoMs();
          const fleet = await WsFleet.connect(baseline.info.url, count, new Recorder(), concurrency);
          wsAccept = (monoMs() - t0) / 1000;
          await fleet.close();
        } finally {
          await stop(baseline);
        }
      };
      if (!bothyFirst) await measureWs();
      // Every client identified (new sessions) on the running node, then the node restarts.
      for (const s of sessions) s.sessionId = undefined;
      const identifyS = await connectAll(node.info.url, sessions, 'identify', concurrency, open);
      const closing = closedBy(open.splice(0));
      await stop(node);
      const codes = await closing;
      node = await fork('bothy node', GATEWAY_SERVER, nodeEnv);
      const resumeS = await connectAll(node.info.url, sessions, 'resume', concurrency, open);
      const live = await node.request<{ total: number; byState: Record<string, number> }>('connections');
      if (live.byState.live !== count) throw new Error(`expected ${count} live connections after the resume, the node has ${JSON.stringify(live.byState)}`);
      await quiet(node);
      if (bothyFirst) await measureWs();
      const r: RoundResult = {
        round,
        order: bothyFirst ? 'bothy, then ws' : 'ws, then bothy',
        resume_s: Number(resumeS.toFixed(3)),
        identify_s: Number(identifyS.toFixed(3)),
        ws_accept_s: Number(wsAccept.toFixed(3)),
        resume_vs_ws_accept: Number((resumeS / wsAccept).toFixed(2)),
        identify_vs_ws_accept: Number((identifyS / wsAccept).toFixed(2)),
        shutdown_close_codes: codes,
      };
      results.push(r);
      say(
        `round ${round}: ${count} resumed and live in ${resumeS.toFixed(2)} s (${(count / resumeS).toFixed(0)}/s), identified in ${identifyS.toFixed(2)} s; ` +
          `bare ws accepted them in ${wsAccept.toFixed(2)} s; resume ${r.resume_vs_ws_accept}x, identify ${r.identify_vs_ws_accept}x; shutdown closes ${JSON.stringify(codes)}`,
      );
    }
  } finally {
    await cleanup();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const resumeRatio = median(results.map((r) => r.resume_vs_ws_accept));
  await writeResult('bench/results/resume.json', {
    benchmark: 'resume',
    command: 'npm run bench:resume',
    finished_at: new Date().toISOString(),
    machine: describeMachine(db),
    setup: {
      clients: count,
      rounds,
      concurrency,
      restart: 'the node closes every connection with 4013 and exits; a new node process starts on the same database; every client resumes from the seq of its ready',
      live: 'resumed, then catchup.complete (identify: ready)',
      baseline: 'a bare ws server in a child process accepting as many connections, the same concurrency, in the same round',
    },
    results,
    summary: {
      resume_vs_ws_accept_median: resumeRatio,
      identify_vs_ws_accept_median: median(results.map((r) => r.identify_vs_ws_accept)),
      resumes_per_s_median: Number(median(results.map((r) => count / r.resume_s)).toFixed(1)),
      target: { id: 'issue22_resume_after_restart_vs_ws_accept', required: TARGET_VS_ACCEPT, measured: resumeRatio, pass: resumeRatio <= TARGET_VS_ACCEPT },
    },
  });
});
