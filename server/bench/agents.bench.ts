// npm run bench:agents — delivery of invocations to agent consumers (04 sections
// 15.1-15.3; issue 14, "Benchmark"), against one server process, in one run:
//
//   throughput  WRITERS people post MESSAGES messages as fast as they go (HTTP,
//               DPoP, one keep-alive connection each), message k to a new thread
//               of channel k % N (15.4: one run per thread at a time), for N = 1 and N = 20 consumers:
//                 baseline   plain messages; reader c (a person with read on
//                            channel c only, on the gateway) gets those of channel c;
//                 triggered  the same messages, each mentioning agent c (D80):
//                            agent c's adapter (api token, consumer "bench", one
//                            connection per (agent, consumer), 15.1) gets one
//                            agent.invocation per message, with its fresh
//                            invocation token (the gate of 15.3 at delivery),
//                            and acks each event at once.
//               The figure is messages delivered per second from the first POST
//               to the last receipt; the result is triggered / baseline of the
//               same run, rounds alternating (baseline, triggered, baseline ...).
//               "20 consumers" is 20 agents with one consumer each: 15.1 allows one
//               connection per (agent, consumer), and an agent.invocation goes to
//               one agent, so 20 consumer names of one agent would each get every
//               invocation of that agent, which is not what people writing cause.
//   latency     one writer posts LATENCY_COUNT triggering messages at LATENCY_RATE
//               per second to one agent: time from sending the POST to the
//               agent.invocation frame at the adapter, p50 and p99; the same pass
//               without triggers gives POST-to-message.created at the reader, for
//               comparison. (The throughput phases' latencies are in the file too;
//               they are queueing under saturation.)
//
// The server (gateway/gateway-server.ts: startServer, demo seeded, dev endpoints)
// runs in a child process; the writers, readers and adapters run in this one.
// The machine's cores are shared by all of them and PostgreSQL (and other
// tenants), so rates are ratios to the baseline of the same run. A benchmark,
// not a test: it fails no build. Writes bench/results/agents.json.
//
// Knobs (environment): DATABASE_URL (else an embedded PostgreSQL), BENCH_WRITERS
// (8), BENCH_MESSAGES (400 per phase), BENCH_ROUNDS (3), BENCH_CONSUMERS (1,20),
// BENCH_LATENCY_COUNT (200; 0 skips the pass), BENCH_LATENCY_RATE (20 per s),
// BENCH_SERVER_NODE_ARGS, BENCH_SERVER_LOG, BENCH_OUT (output file).
// The default run takes about two minutes on 2 cores.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { GATEWAY_PATH } from '@bothy/generated';
import { createPool } from '../src/db/pool.ts';
import { createBenchDatabase, type BenchDatabase } from './support/database.ts';
import { BenchClient } from './support/dpop-client.ts';
import { describeMachine } from './support/machine.ts';
import { percentile } from './support/measure.ts';
import { envInt, runMain, say, waitForCount, writeResult } from './support/run.ts';
import { Child, monoMs } from './gateway/child.ts';
import { GatewayClient, type Envelope } from './gateway/clients.ts';
import { registerDevices } from './gateway/fixture.ts';
import { createAgFixture, phaseThreads, type AgFixture } from './agents/fixture.ts';

const SERVER = fileURLToPath(new URL('./gateway/gateway-server.ts', import.meta.url));
const CONSUMER = 'bench';

const round = (n: number | undefined, digits = 0): number | null => (n !== undefined && Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

// ------------------------------------------------------------------ what a phase receives

type Kind = 'baseline' | 'triggered';

/** The receipts of one phase: by message index, at the reader (baseline) or the adapter (triggered). */
class PhaseRecord {
  readonly recv: Float64Array;
  readonly sentAt: Float64Array;
  /** Message id -> index, set when the POST answers; invocations can arrive before that. */
  readonly indexOf = new Map<string, number>();
  /** Invocation receipts by message id, until the POST's answer names the index. */
  readonly byMessage = new Map<string, number>();
  received = 0;
  duplicates = 0;
  redelivered = 0;
  withoutToken = 0;
  wrongConsumer = 0;
  lastAt = NaN;

  constructor(readonly kind: Kind, readonly tag: string, readonly count: number, readonly consumers: number) {
    this.recv = new Float64Array(count);
    this.sentAt = new Float64Array(count);
  }

  /** A message.created at reader `ci`. */
  reader(ci: number, d: Envelope & { type?: string }): void {
    if (this.kind !== 'baseline' || d.type !== 'message.created') return;
    const content = d.payload?.message?.content_md;
    if (typeof content !== 'string' || !content.startsWith(`${this.tag}:`)) return;
    const k = Number(content.slice(this.tag.length + 1));
    if (!(k >= 0 && k < this.count)) return;
    if (k % this.consumers !== ci) this.wrongConsumer++;
    this.mark(k, monoMs());
  }

  /** An agent.invocation at adapter `ci`. */
  invocation(ci: number, d: InvocationEnvelope): void {
    if (this.kind !== 'triggered') return;
    const t = monoMs();
    const id = d.payload?.message_id;
    if (typeof id !== 'string') return;
    if (d.redelivered) this.redelivered++;
    if (typeof d.invocation_token !== 'string' || !d.invocation_token) this.withoutToken++;
    const k = this.indexOf.get(id);
    if (k !== undefined) {
      if (k % this.consumers !== ci) this.wrongConsumer++;
      this.mark(k, t);
      return;
    }
    if (this.byMessage.has(id)) this.duplicates++;
    else {
      this.byMessage.set(id, t);
      this.received++;
      this.lastAt = t;
    }
  }

  /** The POST of message k answered with its id. */
  posted(k: number, id: string): void {
    this.indexOf.set(id, k);
    const early = this.byMessage.get(id);
    if (early !== undefined) {
      this.byMessage.delete(id);
      this.received--;
      this.mark(k, early);
    }
  }

  private mark(k: number, t: number): void {
    if (this.recv[k]) {
      this.duplicates++;
      return;
    }
    this.recv[k] = t;
    this.received++;
    if (!(t <= this.lastAt)) this.lastAt = t;
  }

  settle(timeoutMs: number): Promise<boolean> {
    return waitForCount(() => this.received, this.count, timeoutMs);
  }

  latencies(): Float64Array {
    const out: number[] = [];
    for (let k = 0; k < this.count; k++) if (this.recv[k] && this.sentAt[k]) out.push(this.recv[k]! - this.sentAt[k]!);
    return Float64Array.from(out).sort();
  }
}

interface InvocationEnvelope {
  seq?: number;
  type?: string;
  redelivered?: boolean;
  invocation_token?: string;
  payload?: { message_id?: string };
}

let current: PhaseRecord | undefined;

// ------------------------------------------------------------------ the agent adapter

/** An agent adapter: hello, identify with the api token and a consumer name (15.1), ack every event at once. */
class Adapter {
  readonly ws: WebSocket;
  readonly ready: Promise<void>;
  acks = 0;
  errors: string[] = [];
  closed?: number;

  constructor(readonly ci: number, baseUrl: string, apiToken: string) {
    this.ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${GATEWAY_PATH}`, { perMessageDeflate: false });
    this.ready = new Promise((resolve, reject) => {
      this.ws.on('message', (data: Buffer) => {
        const f = JSON.parse(data.toString()) as { op: string; d: Record<string, unknown> };
        if (f.op === 'dispatch') {
          const d = f.d as InvocationEnvelope;
          if (typeof d.seq === 'number') {
            this.ws.send(JSON.stringify({ op: 'ack', d: { seq: d.seq } }));
            this.acks++;
          }
          if (d.type === 'agent.invocation') current?.invocation(ci, d);
        } else if (f.op === 'hello') {
          this.ws.send(JSON.stringify({ op: 'identify', d: { api_token: apiToken, consumer: CONSUMER, protocol_version: 1 } }));
        } else if (f.op === 'ready') resolve();
        else if (f.op === 'error') this.errors.push(JSON.stringify(f.d).slice(0, 200));
      });
      this.ws.on('close', (code) => {
        this.closed = code;
        reject(new Error(`adapter ${ci} closed ${code} before ready`));
      });
      this.ws.on('error', reject);
    });
    this.ready.catch(() => {});
  }
}

async function apiToken(baseUrl: string, handle: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: handle }) });
  const body = (await res.json()) as { api_token: string };
  if (res.status !== 201) throw new Error(`api token for ${handle}: ${res.status} ${JSON.stringify(body)}`);
  return body.api_token;
}

// ------------------------------------------------------------------ a phase

interface PhaseResult {
  kind: Kind;
  consumers: number;
  round: number;
  messages: number;
  writers: number;
  /** Offered messages/s; 0: as fast as the writers go. */
  rate: number;
  received: number;
  complete: boolean;
  writeSeconds: number;
  deliverySeconds: number;
  deliveredPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  duplicates: number;
  redelivered: number;
  withoutToken: number;
  wrongConsumer: number;
  postErrors: number;
  firstError?: string;
}

let phaseNo = 0;

async function runPhase(fx: AgFixture, writers: BenchClient[], o: { kind: Kind; consumers: number; count: number; rate: number; round: number; threads: readonly string[] }): Promise<PhaseResult> {
  const tag = `p${++phaseNo}`;
  const rec = new PhaseRecord(o.kind, tag, o.count, o.consumers);
  current = rec;
  let next = 0;
  let postErrors = 0;
  let firstError: string | undefined;
  const start = monoMs();
  const worker = async (w: BenchClient) => {
    for (;;) {
      const k = next++;
      if (k >= o.count) return;
      if (o.rate > 0) {
        const wait = start + (k * 1000) / o.rate - monoMs();
        if (wait >= 1) await sleep(wait);
      }
      const c = k % o.consumers;
      const mention = o.kind === 'triggered' ? `<@${fx.agents[c]!.id}> ` : '';
      rec.sentAt[k] = monoMs();
      try {
        const m = await w.postMessageFull(o.threads[k]!, `${mention}${tag}:${k}`);
        if (o.kind === 'triggered') rec.posted(k, m.id);
      } catch (err) {
        postErrors++;
        firstError ??= String(err).slice(0, 300);
      }
    }
  };
  await Promise.all(writers.map((w) => worker(w)));
  const wroteAt = monoMs();
  const complete = await rec.settle(60_000);
  current = undefined;
  const lat = rec.latencies();
  const deliverySeconds = (rec.lastAt - start) / 1000;
  return {
    kind: o.kind,
    consumers: o.consumers,
    round: o.round,
    messages: o.count,
    writers: writers.length,
    rate: o.rate,
    received: rec.received,
    complete,
    writeSeconds: (wroteAt - start) / 1000,
    deliverySeconds,
    deliveredPerSec: rec.received / deliverySeconds,
    p50Ms: percentile(lat, 50),
    p99Ms: percentile(lat, 99),
    maxMs: lat.length ? lat[lat.length - 1]! : NaN,
    duplicates: rec.duplicates,
    redelivered: rec.redelivered,
    withoutToken: rec.withoutToken,
    wrongConsumer: rec.wrongConsumer,
    postErrors,
    ...(firstError ? { firstError } : {}),
  };
}

function line(r: PhaseResult): string {
  return (
    `${r.kind.padEnd(9)} ${String(r.consumers).padStart(2)} consumers${r.rate ? ` at ${r.rate}/s` : ''} round ${r.round}: ${r.received}/${r.messages} in ${r.deliverySeconds.toFixed(2)} s = ${r.deliveredPerSec.toFixed(0)}/s` +
    `  p50 ${r.p50Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms` +
    `${r.complete ? '' : '  INCOMPLETE'}${r.duplicates ? `  ${r.duplicates} duplicates` : ''}${r.redelivered ? `  ${r.redelivered} redelivered` : ''}` +
    `${r.withoutToken ? `  ${r.withoutToken} WITHOUT TOKEN` : ''}${r.wrongConsumer ? `  ${r.wrongConsumer} TO THE WRONG CONSUMER` : ''}${r.postErrors ? `  ${r.postErrors} POST errors (${r.firstError})` : ''}`
  );
}

// ------------------------------------------------------------------ main

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const writerCount = Math.max(1, envInt('BENCH_WRITERS', 8));
  const messages = Math.max(1, envInt('BENCH_MESSAGES', 400));
  const rounds = Math.max(1, envInt('BENCH_ROUNDS', 3));
  const consumerCounts = (process.env.BENCH_CONSUMERS || '1,20').split(',').map(Number);
  if (!consumerCounts.every((n) => Number.isInteger(n) && n >= 1 && n <= 200)) throw new Error('BENCH_CONSUMERS must be whole numbers from 1 to 200');
  const latencyCount = envInt('BENCH_LATENCY_COUNT', 200);
  const latencyRate = Math.max(1, envInt('BENCH_LATENCY_RATE', 20));
  const maxConsumers = Math.max(...consumerCounts);

  const db: BenchDatabase = await createBenchDatabase(say, 'bothy_agbench');
  say(`database ${db.name} on ${db.source === 'embedded' ? 'an embedded PostgreSQL' : 'DATABASE_URL'}: ${db.serverVersion.split(' on ')[0]}`);
  const admin = createPool(db.url, { max: 2, applicationName: 'bothy-agbench-admin' });
  let server: Child | undefined;
  const readers: GatewayClient[] = [];
  const adapters: Adapter[] = [];
  const phases: PhaseResult[] = [];
  const latency: PhaseResult[] = [];
  let integrity: Record<string, unknown> | undefined;
  let serverConfig: Record<string, unknown> = {};
  try {
    server = await Child.fork('agents server', SERVER, { BENCH_DATABASE_URL: db.url, BENCH_SERVER_OVERRIDES: '{}' }, (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean));
    const url = server.info.url;
    serverConfig = { pool_size: server.info.poolSize };
    const owner = (server.info.ids as { alex: string }).alex;
    const fx = await createAgFixture(admin, { ownerId: owner, writers: writerCount, consumers: maxConsumers });
    const writers = await Promise.all(fx.writerHandles.map((h) => BenchClient.register(url, h)));
    const devices = await registerDevices(url, fx.readerHandles);
    for (let c = 0; c < maxConsumers; c++) {
      const r = new GatewayClient(c, url, devices[c]!, undefined, { onDispatch: (d) => current?.reader(c, d as Envelope & { type?: string }) });
      readers.push(r);
    }
    await Promise.all(readers.map((r) => r.ready));
    const tokens = await Promise.all(fx.agents.map((a) => apiToken(url, a.handle)));
    for (let c = 0; c < maxConsumers; c++) adapters.push(new Adapter(c, url, tokens[c]!));
    await Promise.all(adapters.map((a) => a.ready));
    say(`server ${url}: ${writerCount} writers, ${maxConsumers} readers and ${maxConsumers} agent adapters (consumer "${CONSUMER}") connected; ${rounds} rounds of ${messages} messages per phase`);

    // A short warm-up of both paths, not measured.
    const threads = (count: number, consumers: number) => phaseThreads(admin, fx, count, consumers);
    for (const kind of ['baseline', 'triggered'] as const) {
      const count = Math.min(100, messages);
      await runPhase(fx, writers, { kind, consumers: maxConsumers, count, rate: 0, round: 0, threads: await threads(count, maxConsumers) });
    }

    for (const consumers of consumerCounts) {
      for (let r = 1; r <= rounds; r++) {
        for (const kind of ['baseline', 'triggered'] as const) {
          await admin.query('CHECKPOINT').catch(() => {});
          const res = await runPhase(fx, writers, { kind, consumers, count: messages, rate: 0, round: r, threads: await threads(messages, consumers) });
          phases.push(res);
          say(line(res));
        }
      }
    }
    if (latencyCount > 0) {
      for (const kind of ['baseline', 'triggered'] as const) {
        const res = await runPhase(fx, writers.slice(0, 1), { kind, consumers: 1, count: latencyCount, rate: latencyRate, round: 1, threads: await threads(latencyCount, 1) });
        latency.push(res);
        say(line(res));
      }
    }
    // Every triggering message queued one run, and each got one invocation event in the log.
    const { rows } = await admin.query<{ runs: number; invocations: number; queued_or_later: number; received: number; failed: number; n: number; max: number | null }>(
      `SELECT (SELECT count(*)::int FROM runs) AS runs,
              (SELECT count(*)::int FROM event_log WHERE type = 'agent.invocation') AS invocations,
              (SELECT count(*)::int FROM messages WHERE trigger_state = 'queued') AS queued_or_later,
              (SELECT count(*)::int FROM messages WHERE trigger_state = 'received') AS received,
              (SELECT count(*)::int FROM messages WHERE trigger_state = 'failed') AS failed,
              (SELECT count(*)::int FROM event_log) AS n, (SELECT max(seq) FROM event_log) AS max`,
    );
    const x = rows[0]!;
    integrity = {
      runs: x.runs,
      invocation_events: x.invocations,
      messages_trigger_state_queued: x.queued_or_later,
      messages_trigger_state_received: x.received,
      messages_trigger_state_failed: x.failed,
      events: x.n,
      max_seq: x.max ?? 0,
      gapless: x.n === (x.max ?? 0),
      adapter_errors: adapters.flatMap((a) => a.errors).slice(0, 5),
      adapter_closes: adapters.filter((a) => a.closed !== undefined).length,
      reader_closes: readers.filter((r) => r.closed !== undefined).length,
    };
  } finally {
    for (const a of adapters) a.ws.terminate();
    for (const r of readers) r.ws.terminate();
    await server?.close().catch((err: unknown) => say(`closing the server: ${String(err)}`));
    await admin.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }

  // ------------------------------------------------------------ ratios
  const summary = consumerCounts.map((consumers) => {
    const of = (kind: Kind) => phases.filter((p) => p.consumers === consumers && p.kind === kind);
    const base = of('baseline');
    const trig = of('triggered');
    const perRound = base.map((b) => {
      const t = trig.find((p) => p.round === b.round);
      return t ? t.deliveredPerSec / b.deliveredPerSec : NaN;
    });
    return {
      consumers,
      baseline_delivered_per_s_median: round(median(base.map((p) => p.deliveredPerSec))),
      invocations_delivered_per_s_median: round(median(trig.map((p) => p.deliveredPerSec))),
      ratio_per_round: perRound.map((r) => round(r, 3)),
      ratio_median: round(median(perRound), 3),
      ratio_of_medians: round(median(trig.map((p) => p.deliveredPerSec)) / median(base.map((p) => p.deliveredPerSec)), 3),
      // Where the time goes: how fast the same writers got their POSTs answered (the write path with the
      // trigger's run and agent.invocation) against how fast the invocations reached the adapters.
      baseline_written_per_s_median: round(median(base.map((p) => p.messages / p.writeSeconds))),
      triggered_written_per_s_median: round(median(trig.map((p) => p.messages / p.writeSeconds))),
      all_delivered: [...base, ...trig].every((p) => p.complete && p.received === p.messages && !p.postErrors),
    };
  });
  const latBase = latency.find((p) => p.kind === 'baseline');
  const latTrig = latency.find((p) => p.kind === 'triggered');

  const lines: string[] = [''];
  for (const s of summary) {
    lines.push(
      `${String(s.consumers).padStart(2)} consumers: invocations ${s.invocations_delivered_per_s_median}/s vs plain messages to people ${s.baseline_delivered_per_s_median}/s: ratio ${s.ratio_median} (median of rounds ${s.ratio_per_round.join(', ')})${s.all_delivered ? '' : '  NOT ALL DELIVERED'}`,
    );
  }
  if (latTrig) lines.push(`POST -> agent.invocation at the adapter (${latencyRate}/s, 1 agent): p50 ${latTrig.p50Ms.toFixed(1)} ms, p99 ${latTrig.p99Ms.toFixed(1)} ms`);
  if (latBase) lines.push(`POST -> message.created at a reader (same pass, no trigger): p50 ${latBase.p50Ms.toFixed(1)} ms, p99 ${latBase.p99Ms.toFixed(1)} ms`);
  if (integrity) lines.push(`${integrity.gapless ? 'ok  ' : 'GAP '}  event_log seq 1..${integrity.max_seq}; ${integrity.runs} runs, ${integrity.invocation_events} agent.invocation events, ${integrity.messages_trigger_state_queued} messages queued, ${integrity.messages_trigger_state_failed} failed`);
  process.stdout.write(`${lines.join('\n')}\n`);

  const phaseJson = (p: PhaseResult) => ({
    kind: p.kind,
    consumers: p.consumers,
    round: p.round,
    messages: p.messages,
    writers: p.writers,
    rate_per_s: p.rate || null,
    received: p.received,
    complete: p.complete,
    write_s: round(p.writeSeconds, 3),
    written_per_s: round(p.messages / p.writeSeconds),
    delivery_s: round(p.deliverySeconds, 3),
    delivered_per_s: round(p.deliveredPerSec),
    latency_p50_ms: round(p.p50Ms, 1),
    latency_p99_ms: round(p.p99Ms, 1),
    latency_max_ms: round(p.maxMs, 1),
    duplicates: p.duplicates,
    redelivered: p.redelivered,
    invocations_without_token: p.withoutToken,
    to_the_wrong_consumer: p.wrongConsumer,
    post_errors: p.postErrors,
    ...(p.firstError ? { first_error: p.firstError } : {}),
  });
  const out = {
    benchmark: 'agents',
    command: 'npm run bench:agents',
    finished_at: new Date().toISOString(),
    duration_s: round((Date.now() - started) / 1000, 1),
    machine: { ...describeMachine(db), load_average_at_start: loadAtStart.map((l) => round(l, 2)) },
    setup: {
      writers: `${writerCount} people, each its own ES256 DPoP key and keep-alive connection, POST /api/v1/threads/{id}/messages as fast as they go`,
      messages_per_phase: messages,
      rounds,
      consumers: consumerCounts,
      consumer_reading: 'N consumers = N agents with one consumer ("bench") each (one connection per (agent, consumer), 15.1); message k goes to thread k % N and, when triggered, mentions agent k % N',
      baseline: 'the same messages without a mention, delivered to N people on the gateway, person c with read on channel c only',
      triggered: 'each message mentions agent c (D80): the run queued and agent.invocation in its transaction; at delivery the gate (15.3) checks and signs a fresh invocation token; the adapter acks every event at once',
      rate: 'messages delivered per second from the first POST to the last receipt',
      latency: `1 writer at ${latencyRate} messages/s, ${latencyCount} messages, 1 consumer: from sending the POST to the frame`,
      server: { process: 'a child process (startServer, gateway included)', ...serverConfig },
    },
    results: {
      throughput: summary,
      latency: latTrig
        ? {
            post_to_invocation_p50_ms: round(latTrig.p50Ms, 1),
            post_to_invocation_p99_ms: round(latTrig.p99Ms, 1),
            post_to_message_created_at_reader_p50_ms: round(latBase?.p50Ms, 1),
            post_to_message_created_at_reader_p99_ms: round(latBase?.p99Ms, 1),
            complete: latTrig.complete && latTrig.received === latTrig.messages,
          }
        : null,
    },
    phases: phases.map(phaseJson),
    latency_phases: latency.map(phaseJson),
    integrity,
  };
  await writeResult('bench/results/agents.json', out);
}

runMain(main);
