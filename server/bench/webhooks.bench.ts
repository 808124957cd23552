// npm run bench:webhooks — webhook delivery (04 sections 7.6 and 15.6; issue 18,
// "Benchmark"), in one run:
//
//   throughput  MESSAGES messages are written first (the worker does not run),
//               then the worker loop of the server delivers them to S = 1 and
//               S = 50 subscriptions (50 agents with read on the channel, one
//               subscription each, message.created only) on a receiver
//               (node:http, loopback) that answers 200 at once. The figure is
//               deliveries per second from the worker's start to the last
//               receipt: the round (jobs and cursor in one transaction), per job
//               the check of webhook_out.deliver with the permissions of now, the
//               JWS signature, the POST, and the ack (last_seq) in its own
//               transaction, strictly one event after the other per subscription.
//               The baseline is a bare loop in the same run that POSTs the same
//               bodies to the same receiver, S loops in parallel, each one after
//               the other (the same order rule, nothing else). Result: webhook /
//               bare, rounds alternating (webhook, bare, webhook ...).
//   latency     the worker loop running (woken by NOTIFY on event_log), one
//               subscription, one writer posting LATENCY_COUNT messages at
//               LATENCY_RATE per second: from the POST's answer (its commit came
//               before it) to the receipt, and from sending the POST, p50 and p99.
//
// The server, the receiver and the bare loop run in this one process on the
// machine's shared cores, with PostgreSQL: rates are ratios to the baseline of
// the same run. A benchmark, not a test: it fails no build. Writes
// bench/results/webhooks.json.
//
// Knobs (environment): DATABASE_URL (else an embedded PostgreSQL), BENCH_MESSAGES
// (300), BENCH_ROUNDS (3), BENCH_SUBSCRIPTIONS (1,50), BENCH_LATENCY_COUNT (200;
// 0 skips it), BENCH_LATENCY_RATE (20 per s), BENCH_SERVER_LOG, BENCH_OUT.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { EventType, WebhookHeader } from '@bothy/generated';
import { loadConfig } from '../src/config/config.ts';
import { createPool } from '../src/db/pool.ts';
import { uuidv7 } from '../src/internal/uuid.ts';
import { createLogger } from '../src/logging.ts';
import { seedDemo, type DemoIds } from '../src/seed/demo.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { WorkerLoop } from '../src/workers/loop.ts';
import { createBenchDatabase } from './support/database.ts';
import { BenchClient } from './support/dpop-client.ts';
import { describeMachine } from './support/machine.ts';
import { percentile } from './support/measure.ts';
import { envInt, runMain, say, waitForCount, writeResult } from './support/run.ts';
import { monoMs } from './gateway/child.ts';

const round = (n: number | undefined, digits = 0): number | null => (n !== undefined && Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The receiver: 200 at once; per subscription the bodies in arrival order, and the first receipt of each message. */
class Receiver {
  server!: http.Server;
  url = '';
  count = 0;
  bodies = new Map<string, string[]>();
  keep = false;
  onReceipt?: (envelope: { payload?: { message?: { content_md?: string } } }, at: number) => void;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = monoMs();
        res.writeHead(200).end();
        this.count++;
        const body = Buffer.concat(chunks).toString();
        if (this.keep) {
          const sub = String(req.headers[WebhookHeader.Subscription.toLowerCase()] ?? 'bare');
          if (!this.bodies.has(sub)) this.bodies.set(sub, []);
          this.bodies.get(sub)!.push(body);
        }
        if (this.onReceipt) this.onReceipt(JSON.parse(body), at);
      });
    });
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
}

/** The baseline: S loops in parallel, each POSTs its bodies one after the other (keep-alive). */
async function bareLoop(url: string, perLoop: string[][]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const u = new URL(url);
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(body);
    });
  const start = monoMs();
  await Promise.all(perLoop.map(async (bodies) => {
    for (const b of bodies) await post(b);
  }));
  const s = (monoMs() - start) / 1000;
  agent.destroy();
  return perLoop.reduce((n, b) => n + b.length, 0) / s;
}

async function createAgents(server: RunningServer, ids: DemoIds, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = uuidv7();
    await server.ctx.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'agent', $2, $2)`, [id, `whbench${i}`]);
    await server.ctx.pool.query(`INSERT INTO agents (principal_id) VALUES ($1)`, [id]);
    await server.ctx.pool.query(`INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES ($1, 'principal', $2, 'channel', $3, 'read', $4)`, [uuidv7(), id, ids.general, ids.alex]);
    out.push(id);
  }
  // A grant written straight into the table: the visibility version moves so that no cache keeps the old state.
  await server.ctx.pool.query(`UPDATE sequence_counters SET value = value + 1 WHERE name IN ('visibility_version', 'permission_version')`);
  return out;
}

/** Fresh subscriptions from head_seq for these agents (message.created only); the others are removed. */
async function subscribe(server: RunningServer, agents: string[], url: string): Promise<void> {
  await server.ctx.pool.query('DELETE FROM webhook_subscriptions');
  for (const a of agents) {
    await server.ctx.pool.query(
      `INSERT INTO webhook_subscriptions (id, url, agent_id, event_types, last_seq) VALUES ($1, $2, $3, $4, (SELECT value FROM sequence_counters WHERE name = 'event_seq'))`,
      [uuidv7(), url, a, [EventType.MessageCreated]],
    );
  }
}

async function writeMessages(alex: BenchClient, thread: string, n: number, tag: string): Promise<void> {
  for (let k = 0; k < n; k++) await alex.postMessageFull(thread, `${tag}:${k}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const messages = Math.max(1, envInt('BENCH_MESSAGES', 300));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 3));
  const subCounts = (process.env.BENCH_SUBSCRIPTIONS || '1,50').split(',').map(Number);
  const latencyCount = envInt('BENCH_LATENCY_COUNT', 200);
  const latencyRate = Math.max(1, envInt('BENCH_LATENCY_RATE', 20));

  const db = await createBenchDatabase(say, 'bothy_whbench');
  const config = loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.dev_endpoints': true, 'server.workers': false } });
  const pool = createPool(db.url, { max: config.server.poolSize, applicationName: 'bothy-whbench-server', preparedStatements: config.server.databasePreparedStatements });
  const server = await startServer({ ...config, databaseUrl: db.url }, { pool, skipMigrations: true, log: createLogger(process.env.BENCH_SERVER_LOG ?? 'silent') });
  const receiver = new Receiver();
  const phases: Record<string, unknown>[] = [];
  const summary: Record<string, unknown>[] = [];
  let latency: Record<string, unknown> | null = null;
  try {
    const { ids } = await seedDemo(server.ctx);
    await receiver.start();
    const alex = await BenchClient.register(server.url, 'alex');
    const agents = await createAgents(server, ids, Math.max(...subCounts));
    say(`server ${server.url}, receiver ${receiver.url}; ${rounds} rounds of ${messages} messages per subscription count ${subCounts.join(', ')}`);

    for (const s of subCounts) {
      const webhookRates: number[] = [];
      const bareRates: number[] = [];
      for (let r = 0; r <= rounds; r++) {
        await subscribe(server, agents.slice(0, s), receiver.url);
        await writeMessages(alex, ids.welcomeThread, messages, `s${s}r${r}`);
        receiver.count = 0;
        receiver.bodies.clear();
        receiver.keep = true;
        const w = new WorkerLoop(server.ctx, db.url);
        const t0 = monoMs();
        w.wake(); // passes until nothing moves; each subscription drained wakes it again
        const complete = await waitForCount(() => receiver.count, s * messages, 120_000);
        const webhookPerSec = receiver.count / ((monoMs() - t0) / 1000);
        await w.sender.idle();
        await w.sender.stop();
        receiver.keep = false;
        const perLoop = [...receiver.bodies.values()];
        receiver.count = 0;
        const barePerSec = await bareLoop(receiver.url, perLoop);
        const line = `${String(s).padStart(2)} subscriptions round ${r}${r === 0 ? ' (warm-up)' : ''}: webhooks ${webhookPerSec.toFixed(0)}/s, bare POST loop ${barePerSec.toFixed(0)}/s, ratio ${(webhookPerSec / barePerSec).toFixed(3)}${complete ? '' : '  INCOMPLETE'}`;
        say(line);
        if (r === 0) continue; // warm-up
        webhookRates.push(webhookPerSec);
        bareRates.push(barePerSec);
        phases.push({ subscriptions: s, round: r, messages, deliveries: s * messages, complete, webhook_delivered_per_s: round(webhookPerSec), bare_posts_per_s: round(barePerSec), ratio: round(webhookPerSec / barePerSec, 3) });
      }
      const perRound = webhookRates.map((x, i) => x / bareRates[i]!);
      summary.push({
        subscriptions: s,
        webhook_delivered_per_s_median: round(median(webhookRates)),
        bare_posts_per_s_median: round(median(bareRates)),
        ratio_per_round: perRound.map((x) => round(x, 3)),
        ratio_median: round(median(perRound), 3),
      });
    }

    if (latencyCount > 0) {
      await subscribe(server, agents.slice(0, 1), receiver.url);
      const w = new WorkerLoop(server.ctx, db.url);
      await w.start();
      const sentAt = new Map<string, number>();
      const answeredAt = new Map<string, number>();
      const fromSend: number[] = [];
      const fromAnswer: number[] = [];
      const receivedAt = new Map<string, number>();
      receiver.onReceipt = (e, at) => {
        const tag = e.payload?.message?.content_md;
        if (tag?.startsWith('lat:') && !receivedAt.has(tag)) receivedAt.set(tag, at);
      };
      const t0 = monoMs();
      for (let k = 0; k < latencyCount; k++) {
        const wait = t0 + (k * 1000) / latencyRate - monoMs();
        if (wait >= 1) await sleep(wait);
        const tag = `lat:${k}`;
        sentAt.set(tag, monoMs());
        await alex.postMessageFull(ids.welcomeThread, tag);
        answeredAt.set(tag, monoMs());
      }
      const complete = await waitForCount(() => receivedAt.size, latencyCount, 30_000);
      await w.stop();
      receiver.onReceipt = undefined;
      for (const [tag, at] of receivedAt) {
        fromSend.push(at - sentAt.get(tag)!);
        fromAnswer.push(at - answeredAt.get(tag)!);
      }
      const a = Float64Array.from(fromAnswer).sort();
      const b = Float64Array.from(fromSend).sort();
      latency = {
        messages: latencyCount,
        rate_per_s: latencyRate,
        complete,
        commit_to_receipt_p50_ms: round(percentile(a, 50), 1),
        commit_to_receipt_p99_ms: round(percentile(a, 99), 1),
        post_sent_to_receipt_p50_ms: round(percentile(b, 50), 1),
        post_sent_to_receipt_p99_ms: round(percentile(b, 99), 1),
      };
      say(`latency at ${latencyRate}/s, 1 subscription: commit (POST answered) -> receipt p50 ${latency.commit_to_receipt_p50_ms} ms, p99 ${latency.commit_to_receipt_p99_ms} ms; POST sent -> receipt p99 ${latency.post_sent_to_receipt_p99_ms} ms`);
    }
    // The throughput rounds' jobs went with their subscriptions (each round starts with fresh ones); these are the latency phase's.
    const { rows } = await server.ctx.pool.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM worker_jobs WHERE subscription_id IS NOT NULL GROUP BY state ORDER BY state`);
    const integrity = Object.fromEntries(rows.map((r) => [r.state, r.n]));

    await writeResult('bench/results/webhooks.json', {
      benchmark: 'webhooks',
      command: 'npm run bench:webhooks',
      finished_at: new Date().toISOString(),
      duration_s: round((Date.now() - started) / 1000, 1),
      machine: { ...describeMachine(db), load_average_at_start: loadAtStart.map((l) => round(l, 2)) },
      setup: {
        messages_per_round: messages,
        rounds,
        subscriptions: subCounts,
        webhook: 'messages written first; then the worker loop (rounds, webhook_out.deliver checked with the permissions of now, JWS signature, POST, ack) delivers to S subscriptions, strictly in order per subscription; deliveries per second from the worker start to the last receipt',
        baseline: 'a bare loop in the same run POSTs the same bodies to the same receiver: S loops in parallel, each one request after the other, keep-alive',
        receiver: 'node:http on loopback in the same process, answers 200 at once',
        latency: `the worker loop running (NOTIFY), 1 subscription, 1 writer at ${latencyRate} messages/s; commit_to_receipt is from the POST's answer (after its commit) to the receipt`,
      },
      results: { throughput: summary, latency },
      phases,
      latency_phase_jobs_by_state: integrity,
    });
  } finally {
    receiver.server?.close();
    receiver.server?.closeAllConnections();
    await server.close();
    await pool.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }
}

runMain(main);
