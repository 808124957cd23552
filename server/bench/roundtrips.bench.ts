// npm run bench:roundtrips — database round trips per request (issue 22): how many
// statements the server sends to PostgreSQL for one POST /api/v1/threads/{id}/messages
// and for one gateway identify and one resume (6.3), counted, not timed, so the figures are the same
// on a loaded machine and on a quiet one.
//
// A counting wrapper on pg.Pool.prototype.query and pg.Client.prototype.query
// (every pool query and every statement inside a transaction) records each statement with the
// module of the server that sent it (the first frame of the call stack under
// server/src outside db/). The server runs in this process (startServer, gateway
// included, one pool), requests are sent one at a time and the server is let go
// quiet after each, so that each count is what one request costs, plus what the
// gateway's listener reads after the commit's NOTIFY (reported apart, as "after
// the commit").
//
// Knobs: DATABASE_URL (else an embedded PostgreSQL), BENCH_REQUESTS (20 of each),
// BENCH_OUT (bench/results/roundtrips.json).
import pg from 'pg';
import { loadConfig } from '../src/config/config.ts';
import { createPool } from '../src/db/pool.ts';
import { createLogger } from '../src/logging.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { startServer } from '../src/server.ts';
import { createBenchDatabase } from './support/database.ts';
import type { WebSocket } from 'ws';
import { BenchClient, registerDevice } from './support/dpop-client.ts';
import { resumeSession } from './support/resume-client.ts';
import { createFixture } from './support/fixture.ts';
import { describeMachine } from './support/machine.ts';
import { GatewayClient } from './gateway/clients.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

interface Counted {
  statement: string;
  caller: string;
}

Error.stackTraceLimit = 60; // deep enough to reach the server module under pg and express
const seen: Counted[] = [];
let counting = false;

/** The first server module on the stack that is not the database layer: who asked. */
function callerOf(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n').slice(2)) {
    const m = /server\/src\/([^:)]+)/.exec(line);
    if (m && !m[1]!.startsWith('db/')) return m[1]!;
  }
  return '(outside server/src)';
}

function statementOf(arg: unknown): string {
  const text = typeof arg === 'string' ? arg : typeof arg === 'object' && arg && 'text' in arg ? String((arg as { text: unknown }).text) : String(arg);
  return text.replace(/\s+/g, ' ').trim().slice(0, 90);
}

// pool.query hands its statement to a client in a callback, where the caller's stack
// is gone: it is counted (with its caller) in Pool.prototype.query, and the client
// call under pg-pool is not counted again.
type AnyQuery = (...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as AnyQuery;
(pg.Client.prototype as unknown as { query: AnyQuery }).query = function countingQuery(this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const stack = new Error().stack;
    if (!stack?.includes('pg-pool')) seen.push({ statement: statementOf(args[0]), caller: callerOf(stack) });
  }
  return clientQuery.apply(this, args);
};
const poolQuery = pg.Pool.prototype.query as AnyQuery;
(pg.Pool.prototype as unknown as { query: AnyQuery }).query = function countingPoolQuery(this: pg.Pool, ...args: unknown[]) {
  if (counting) seen.push({ statement: statementOf(args[0]), caller: callerOf(new Error().stack) });
  return poolQuery.apply(this, args);
};

/** Waits until no statement was sent for `quietMs` (the listener's read after a NOTIFY included). */
async function quiet(quietMs = 150): Promise<void> {
  let n = -1;
  while (n !== seen.length) {
    n = seen.length;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}

interface Tally {
  per_request: number;
  by_caller: Record<string, number>;
  by_statement: { statement: string; caller: string; per_request: number }[];
}

function tally(rows: Counted[], requests: number): Tally {
  const byCaller = new Map<string, number>();
  const byStatement = new Map<string, Counted & { n: number }>();
  for (const r of rows) {
    byCaller.set(r.caller, (byCaller.get(r.caller) ?? 0) + 1);
    const key = `${r.caller}\u0000${r.statement}`;
    const s = byStatement.get(key) ?? { ...r, n: 0 };
    s.n++;
    byStatement.set(key, s);
  }
  const per = (n: number) => Number((n / requests).toFixed(2));
  return {
    per_request: per(rows.length),
    by_caller: Object.fromEntries([...byCaller].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, per(v)])),
    by_statement: [...byStatement.values()].sort((a, b) => b.n - a.n).map((s) => ({ statement: s.statement, caller: s.caller, per_request: per(s.n) })),
  };
}

/** A round trip that is only a transaction-control statement (BEGIN, COMMIT, ...): it carries no work. */
const isControl = (s: string) => /^(BEGIN[A-Z ]*|COMMIT|ROLLBACK|SAVEPOINT \w+|RELEASE \w+)$/i.test(s);
/**
 * A round trip of a pooled connection's first use of a statement (D281, db/sql-prepared.ts: the look
 * into pg_prepared_statements and the PREPARE): paid once per connection, so a connection the pool
 * opened or replaced during the count adds a fraction per request that a steady server does not pay.
 */
const isFirstUse = (s: string) => /^PREPARE \w+ AS |pg_prepared_statements/i.test(s);

runMain(async () => {
  const requests = Math.max(1, envInt('BENCH_REQUESTS', 20));
  const db = await createBenchDatabase(say, 'bothy_rt');
  const config = loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.host': '127.0.0.1', 'server.dev_endpoints': true } });
  const pool = createPool(db.url, { max: config.server.poolSize, applicationName: 'bothy-bench-roundtrips', preparedStatements: config.server.databasePreparedStatements });
  const server = await startServer({ ...config, databaseUrl: db.url }, { pool, skipMigrations: true, log: createLogger('silent') });
  const clients: GatewayClient[] = [];
  let post: { in_request: Tally; after_commit: Tally } | undefined;
  let identify: Tally | undefined;
  let resumeTally: Tally | undefined;
  const resumed: WebSocket[] = [];
  try {
    await seedDemo(server.ctx);
    const fixture = await createFixture(pool, 1);
    const thread = fixture.threads[0]!;
    const writer = await BenchClient.register(server.url, 'alex');
    // Warm-up: the DPoP nonce, the caches (token, visibility) as a steady client has them.
    for (let i = 0; i < 3; i++) await writer.postMessage(thread.id, `warm-up ${i}`);
    await quiet();

    // ---- POST: statements while the request is open, then those after it (the listener).
    const during: Counted[] = [];
    const after: Counted[] = [];
    counting = true;
    for (let i = 0; i < requests; i++) {
      seen.length = 0;
      await writer.postMessage(thread.id, `counted ${i}`);
      during.push(...seen);
      seen.length = 0;
      await quiet();
      after.push(...seen);
    }
    counting = false;
    post = { in_request: tally(during, requests), after_commit: tally(after, requests) };

    // ---- identify: one device per identify (a resuming fleet), each identified alone.
    const devices = await Promise.all(Array.from({ length: requests + 1 }, () => registerDevice(server.url, 'sam')));
    const warm = new GatewayClient(0, server.url, devices[0]!, undefined);
    clients.push(warm);
    await warm.ready;
    await quiet();
    const identifies: Counted[] = [];
    counting = true;
    for (let i = 1; i <= requests; i++) {
      seen.length = 0;
      const c = new GatewayClient(i, server.url, devices[i]!, undefined);
      clients.push(c);
      await c.ready;
      await quiet();
      identifies.push(...seen);
    }
    counting = false;
    identify = tally(identifies, requests);

    // ---- resume: each of those sessions, its connection closed (the server marks the session closed), resumed from its ready's head.
    const resumes: Counted[] = [];
    for (let i = 1; i <= requests; i++) {
      const c = clients[i]!;
      const ready = (await c.ready) as { head_seq: number; sync_epoch: string; gateway_session_id: string };
      const gone = new Promise((r) => c.ws.once('close', r));
      c.ws.close();
      await gone;
      await quiet();
      counting = true;
      seen.length = 0;
      resumed.push(await resumeSession(server.url, { device: devices[i]!, sessionId: ready.gateway_session_id, cursor: ready.head_seq, epoch: ready.sync_epoch }));
      await quiet();
      resumes.push(...seen);
      counting = false;
    }
    resumeTally = tally(resumes, requests);
  } finally {
    counting = false;
    for (const c of clients) c.ws.close();
    for (const ws of resumed) ws.close();
    await server.close().catch((err: unknown) => say(`closing the server: ${String(err)}`));
    await pool.end();
    await db.drop().catch((err: unknown) => say(`dropping ${db.name}: ${String(err)}`));
  }

  const print = (title: string, t: Tally) => {
    say(`\n${title}: ${t.per_request} statements per request`);
    for (const s of t.by_statement) say(`  ${s.per_request.toFixed(2).padStart(5)}  ${s.caller.padEnd(32)} ${s.statement}`);
  };
  print('POST /threads/{id}/messages, while the request is open', post.in_request);
  print('POST, after the commit (gateway listener)', post.after_commit);
  print('identify (hello to ready)', identify);
  print('resume (hello to catchup.complete)', resumeTally!);
  const sum = (t: Tally, which: (s: string) => boolean) => Number(t.by_statement.filter((s) => which(s.statement)).reduce((n, s) => n + s.per_request, 0).toFixed(2));
  const work = (t: Tally) => sum(t, (s) => !isControl(s) && !isFirstUse(s));
  const firstUse = (t: Tally) => sum(t, isFirstUse);
  const steady = (t: Tally) => Number((t.per_request - firstUse(t)).toFixed(2));
  say(`\nsteady (without first-use PREPAREs): POST ${steady(post.in_request)}, identify ${steady(identify)}, resume ${steady(resumeTally!)} statements per request`);
  await writeResult('bench/results/roundtrips.json', {
    benchmark: 'roundtrips',
    command: 'npm run bench:roundtrips',
    finished_at: new Date().toISOString(),
    machine: describeMachine(db),
    setup: { requests, how: 'pg.Client.prototype.query counted in the server process; one request at a time; the server quiet (150 ms without a statement) between requests; warm caches (3 POSTs and one identify first); resume: each identified session\'s connection closed, then resumed from its ready\'s head_seq and sync_epoch, counted from hello to catchup.complete and quiet (by_caller shows the resume\'s own statements apart from the node\'s periodic checks, SELECT 1 and gateway.ts, and the listener\'s log-reader reads, which fall into the quiet windows); steady_per_request leaves out the first-use statements (a pooled connection\'s pg_prepared_statements look-up and PREPARE, once per connection), which first_use_per_request counts' },
    post: { ...post, steady_per_request: steady(post.in_request), first_use_per_request: firstUse(post.in_request), work_statements_per_request: work(post.in_request) },
    identify: { ...identify, steady_per_request: steady(identify), first_use_per_request: firstUse(identify), work_statements_per_request: work(identify) },
    resume: { ...resumeTally!, steady_per_request: steady(resumeTally!), first_use_per_request: firstUse(resumeTally!), work_statements_per_request: work(resumeTally!) },
  });
});
