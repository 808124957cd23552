// Chaos run (13.2–13.4, 9, 10, 16.2): several BothyClients with outboxes post into several threads
// while a TCP proxy between them and the reference server cuts and stalls gateway connections and
// loses REST requests and answers at random, and the server restarts once (a deploy: close() sends
// 4013, a new server starts on the same database and port). When the faults stop, every client
// must hold the same messages per thread as the database, in thread_seq order, with no duplicate
// and no lost or silently dropped outbox entry. Bounded in count (3 clients x 15 messages over 3
// threads) and time (45 s).
//
// The twin runs the same storm with a broken client whose outbox takes a new client_msg_id for
// every request (the ID made when sending, not when composing; 5.1 forbids it): the check fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/outbox/types.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { FaultProxy, type RestFault } from '../support/fault-proxy.ts';
import { e2eClient, newThread, RestartableServer, sleep, startTestServer, threadMessages, type E2eClient, type Seen } from '../support/e2e.ts';

const CLIENTS = 3;
const PER_CLIENT = 15;
const THREADS = 3;
const BOUND_MS = 45_000;
const SEED = Number(process.env.BOTHY_TEST_CHAOS_SEED ?? 0x0b07e5);

/** A small seeded PRNG (mulberry32), so that a run's fault schedule can be repeated. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const MESSAGE_POST = /\/threads\/[^/]+\/messages$/;

/** The broken client of the twin: every POST of a message carries a fresh client_msg_id. */
function newIdPerRequest(): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'POST' && MESSAGE_POST.test(new URL(request.url).pathname)) {
      const body = JSON.parse(await request.clone().text()) as { client_msg_id: string };
      body.client_msg_id = uuidv7();
      return fetch(new Request(request, { body: JSON.stringify(body) }));
    }
    return fetch(request);
  };
}

interface Sent {
  client: number;
  entryId: string;
  thread: string;
  content: string;
}

interface ClientOutcome {
  name: string;
  seen: Seen;
  /** Entry IDs that left the outbox through a confirmation (echo or answer at a sync point). */
  confirmed: Set<string>;
  /** What the outbox still holds at the end. */
  left: OutboxEntry[];
}

interface DbMessage {
  id: string;
  thread_seq: number;
  content_md: string;
}

/**
 * The safety check of the run: no loss, no duplicate, the same order everywhere, nothing left or
 * dropped silently in an outbox. Returns the violations (empty when the run is clean).
 */
function chaosViolations(truth: Map<string, DbMessage[]>, sent: readonly Sent[], clients: readonly ClientOutcome[]): string[] {
  const out: string[] = [];
  for (const [thread, messages] of truth) {
    const seqs = messages.map((m) => m.thread_seq);
    if (seqs.some((s, i) => s !== i + 1)) out.push(`thread ${thread}: thread_seq has a gap or is out of order: ${seqs.join(',')}`);
  }
  const stored = [...truth.values()].flat();
  for (const s of sent) {
    const copies = (truth.get(s.thread) ?? []).filter((m) => m.content_md === s.content).length;
    if (copies === 0) out.push(`lost: "${s.content}" of client ${s.client} is not in its thread`);
    if (copies > 1) out.push(`duplicate: "${s.content}" of client ${s.client} is stored ${copies} times`);
  }
  const contents = new Set(sent.map((s) => s.content));
  for (const m of stored) if (!contents.has(m.content_md)) out.push(`unexpected message "${m.content_md}"`);
  clients.forEach((c, k) => {
    const view = c.seen.threads();
    for (const [thread, messages] of truth) {
      const got = (view.get(thread) ?? []).map((m) => m.id);
      const want = messages.map((m) => m.id);
      if (got.join() !== want.join()) out.push(`${c.name}: thread ${thread} holds ${got.length} messages, the server ${want.length} (or another order)`);
    }
    const ids = c.seen.deliveries.map((e) => e.id);
    if (new Set(ids).size !== ids.length) out.push(`${c.name}: an event was delivered twice`);
    for (const e of c.left) out.push(`${c.name}: entry ${e.id} left in the outbox as ${e.state}${e.failure ? ` (${e.failure.code})` : ''}`);
    for (const s of sent.filter((x) => x.client === k)) {
      if (!c.confirmed.has(s.entryId) && !c.left.some((e) => e.id === s.entryId)) out.push(`${c.name}: entry ${s.entryId} left the outbox without a confirmation`);
    }
  });
  return out;
}

interface RunResult {
  violations: string[];
  posts: number;
  lostAnswers: number;
  cuts: number;
  stalls: number;
  restarts: number;
  reconnects: number;
  ms: number;
}

async function chaosRun(broken: boolean): Promise<RunResult> {
  const started = Date.now();
  const deadline = started + BOUND_MS;
  const random = prng(SEED + (broken ? 1 : 0));
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const server = new RestartableServer(await startTestServer({ 'sync.heartbeat_interval': '1s', 'rl.gateway_connect': '100000/1m' }));
  const proxy = new FaultProxy(server.port);
  await proxy.start();
  const clients: E2eClient[] = [];
  const stats = { posts: 0, lostAnswers: 0, cuts: 0, stalls: 0, restarts: 0 };
  let storming = true;
  try {
    const threads: string[] = [];
    for (let i = 0; i < THREADS; i++) threads.push(await newThread(server.t, `chaos ${i}`));
    const handles = ['alex', 'sam', 'alex'];
    const confirmed = handles.map(() => new Set<string>());
    for (let k = 0; k < CLIENTS; k++) {
      const c = await e2eClient(server.t, proxy.url, handles[k]!, broken ? { fetch: newIdPerRequest() } : {});
      c.client.outbox.on('confirmed', ({ entry }) => confirmed[k]!.add(entry.id));
      clients.push(c);
    }
    await Promise.all(clients.map(async (c) => {
      await c.client.start();
      await c.client.whenLive();
    }));

    // REST faults: lost requests, lost answers (the second message POST always), stalls.
    let messagePosts = 0;
    proxy.restFault = (request): RestFault => {
      if (!storming) return 'forward';
      const isMessage = request.method === 'POST' && MESSAGE_POST.test(request.path);
      if (isMessage) {
        stats.posts += 1;
        messagePosts += 1;
        if (messagePosts === 2) {
          stats.lostAnswers += 1;
          return 'drop_response';
        }
      }
      const r = random();
      if (isMessage && r < 0.15) {
        stats.lostAnswers += 1;
        return 'drop_response';
      }
      if (r < (isMessage ? 0.25 : 0.05)) return 'drop_request';
      if (r < 0.4) return { stallMs: between(100, 1_200) };
      return 'forward';
    };

    // Gateway faults: cut or stall a random link every few hundred ms.
    const storm = (async () => {
      while (storming) {
        await sleep(between(150, 400));
        const links = [...proxy.links];
        const link = links[Math.floor(random() * links.length)];
        const r = random();
        if (!link || r > 0.6) continue;
        if (r < 0.3) {
          stats.cuts += 1;
          link.cut();
        } else {
          stats.stalls += 1;
          link.stall(between(300, 1_500));
        }
      }
    })();

    // Every client posts its messages round-robin into the threads; the server restarts midway.
    const sent: Sent[] = [];
    const writers = clients.map(async (c, k) => {
      for (let i = 0; i < PER_CLIENT; i++) {
        const thread = threads[(i + k) % THREADS]!;
        const content = `chaos c${k} m${i}`;
        const entry = await c.client.sendMessage(thread, content);
        sent.push({ client: k, entryId: entry.id, thread, content });
        await sleep(between(50, 250));
      }
    });
    await sleep(1_200);
    stats.restarts += 1;
    await server.restart(between(200, 800));
    await Promise.all(writers);
    await sleep(Math.max(0, started + 6_000 - Date.now())); // the storm lasts at least a few seconds
    storming = false;
    await storm;

    // Heal: no more faults. Wait (bounded) until the outboxes have sent everything and every
    // client holds what the server holds.
    const truth = async () => new Map(await Promise.all(threads.map(async (id) => [id, await threadMessages(server.t, id)] as const)));
    const inFlight = () => clients.some((c) => c.client.pending().some((e) => e.state === 'queued' || e.state === 'sending'));
    const viewsMatch = async () => {
      const t = await truth();
      return clients.every((c) => {
        const view = c.seen.threads();
        return [...t].every(([id, msgs]) => (view.get(id) ?? []).map((m) => m.id).join() === msgs.map((m) => m.id).join());
      });
    };
    while (Date.now() < deadline && (inFlight() || !(await viewsMatch()))) await sleep(50);
    // Echoes confirm the entries that are `sent` (a moment after the views match).
    const confirmBy = Math.min(deadline, Date.now() + 2_000);
    while (Date.now() < confirmBy && clients.some((c) => c.client.pending().length > 0)) await sleep(50);

    const outcome: ClientOutcome[] = clients.map((c, k) => ({ name: `client ${k}`, seen: c.seen, confirmed: confirmed[k]!, left: c.client.pending() }));
    const violations = chaosViolations(await truth(), sent, outcome);
    if (Date.now() >= deadline) violations.push(`not settled within ${BOUND_MS} ms`);
    const reconnects = clients.reduce((n, c) => n + new Set(c.seen.frames().map((f) => f.conn)).size - 1, 0);
    return { violations, ...stats, reconnects, ms: Date.now() - started };
  } finally {
    storming = false;
    for (const c of clients) await c.client.close();
    await proxy.stop();
    await server.close();
  }
}

describe('chaos: outboxes, a faulty network and a server restart (13.2-13.4, 9, 10)', () => {
  let clean: RunResult;
  let twin: RunResult;

  beforeAll(async () => {
    clean = await chaosRun(false);
    twin = await chaosRun(true);
  }, 2 * (BOUND_MS + 20_000));

  afterAll(() => {
    // One line per run, so that a report shows how much chaos there was.
    for (const [name, r] of [['clean', clean], ['twin', twin]] as const) {
      if (r) console.log(`chaos ${name} (seed ${SEED}): ${r.posts} message POSTs, ${r.lostAnswers} lost answers, ${r.cuts} cuts, ${r.stalls} stalls, ${r.restarts} restart, ${r.reconnects} reconnects, ${r.ms} ms, ${r.violations.length} violations`);
    }
  });

  it('every client ends with the same messages per thread as the server, in thread_seq order, once each; every entry confirmed', () => {
    expect(clean.violations).toEqual([]);
    expect(clean.lostAnswers).toBeGreaterThan(0);
    expect(clean.reconnects).toBeGreaterThan(CLIENTS); // the restart alone reconnects every client
    expect(clean.ms).toBeLessThan(BOUND_MS);
  });

  it('twin: a client that takes a new client_msg_id per request stores messages twice, and the check fails', () => {
    expect(twin.lostAnswers).toBeGreaterThan(0);
    expect(twin.violations.some((v) => v.startsWith('duplicate:'))).toBe(true);
  });
});
