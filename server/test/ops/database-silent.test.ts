// A database that answers nothing (6.4, 18; D327): the network between a node and
// PostgreSQL withholds every byte and closes nothing, as a partition looks to both
// ends. node-postgres alone waits on such a connection for ever. With
// server.database_query_timeout, a connection that answered nothing for that long
// is closed: the request answers 503 with Retry-After (not a hang), /readyz says
// the database is not ready once a check goes unanswered for
// server.database_connect_timeout, the log says "database down" once, and when
// bytes pass again the pool's new connections serve and the log says "database
// back" once. The twin is a pool without the deadline: the request never answers.
// The LISTEN connection gone without a word (D334): a probe that gets no answer
// ends it, and the node hears notifications again on a new one; its twin, a
// listener without the probe, stays deaf. The cluster.mode lock's connection likewise, and an attempt
// to take the lock again on a link that falls silent after its connect is ended at its deadline (twin:
// it waits for ever, and the lock stays lost).
// Bounded: one partition per test, every wait has a deadline.
import { CloseCode, ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { NodeLock } from '../../src/cluster/node-lock.ts';
import { createLogger } from '../../src/logging.ts';
import { seedDemo, type DemoIds } from '../../src/seed/demo.ts';
import { until } from '../support/agents.ts';
import { useTestDatabase } from '../support/database.ts';
import { otherNodesWriteAfter } from '../support/listen-fault.ts';
import { backLines, downLines, startLoggedNode, type LogLine } from '../support/logged-node.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { TestClient } from '../support/server.ts';

const QUERY_TIMEOUT_MS = 1_000;
const OVERRIDES = {
  'server.port': 0,
  'server.dev_endpoints': true,
  'server.database_check_interval': '200ms',
  'server.database_connect_timeout': '1s',
  'server.database_query_timeout': `${QUERY_TIMEOUT_MS}ms`,
  'server.shutdown_timeout': '1s',
};

const db = useTestDatabase();
let ids: DemoIds;

const startNode = (url: string, queryTimeoutMs: number) => startLoggedNode(url, { ...OVERRIDES, 'server.pool_size': 4, 'server.database_query_timeout': `${queryTimeoutMs}ms` });

beforeAll(async () => {
  const seeder = await startNode(db.url, 0);
  ids = (await seedDemo(seeder.server.ctx)).ids;
  await seeder.server.close();
  await seeder.pool.end();
});

const sleep = (ms: number) => new Promise<'no answer'>((r) => setTimeout(() => r('no answer'), ms));

/** One partition between a node and PostgreSQL, its pool's deadline `queryTimeoutMs` (0: none). */
async function partitioned(queryTimeoutMs: number) {
  const { proxy, url } = await PgProxy.inFrontOf(db.url);
  const a = await startNode(url, queryTimeoutMs);
  try {
    const alex = await TestClient.register(a.server.url, 'alex');
    expect((await alex.request('GET', '/api/v1/events?after=0')).status).toBe(200);
    // Idle connections open before the partition, so that the request below takes one that falls silent. With
    // none idle (the database check holding the only one) it would open a new one, and its connect would meet
    // server.database_connect_timeout: a 503 also in the twin, which is not the case it is about.
    const warm = await Promise.all([1, 2, 3].map(() => a.pool.connect()));
    for (const c of warm) c.release();
    proxy.withhold();
    // Several times the deadline: the answer, or that none came.
    const read = await Promise.race([alex.request<{ code: string }>('GET', '/api/v1/events?after=0'), sleep(QUERY_TIMEOUT_MS * 5)]);
    if (read === 'no answer') return { read };
    await until('/readyz names the database', async () => {
      const r = await fetch(`${a.server.url}/readyz`);
      const body = (await r.json()) as { not_ready?: string[] };
      return r.status === 503 && body.not_ready?.includes('database') === true;
    }, 10_000);
    proxy.pass();
    await until('REST on the node again', async () => (await alex.request('GET', '/api/v1/events?after=0')).status === 200, 15_000);
    await until('/readyz 200', async () => (await fetch(`${a.server.url}/readyz`)).status === 200, 10_000);
    const write = await alex.postMessage(ids.welcomeThread, 'after the partition');
    return {
      read: { status: read.status, code: read.body.code, retryAfter: Number(read.headers.get('retry-after')) },
      readyz: true,
      write: write.status,
      down: downLines(a).length,
      back: backLines(a).length,
      errors: a.logs.filter((l) => l.level >= 50 && !l.msg.startsWith('database down')).map((l) => l.msg),
      ...(process.env.DUMP ? { log: a.logs.map((l) => `${l.level} ${l.msg} ${String(l.where ?? '')} ${String(l.error ?? '')}`) } : {}),
    };
  } finally {
    // Cut every link first: a query the twin left waiting then fails, and its client goes back to the pool.
    await proxy.down();
    await a.server.close();
    await a.pool.end();
  }
}

describe('a database that answers nothing (6.4, 18; D327)', () => {
  it('the request answers 503 with Retry-After within server.database_query_timeout, /readyz names the database, and the node serves again when bytes pass', async () => {
    const r = await partitioned(QUERY_TIMEOUT_MS);
    expect(r.read).toEqual({ status: 503, code: ProblemCode.ServiceUnavailable, retryAfter: expect.any(Number) });
    expect({ ...r, read: undefined }).toEqual({ read: undefined, readyz: true, write: 201, down: 1, back: 1, errors: [] });
  }, 60_000);

  it('twin: without the deadline, the request waits on the silent connection and never answers', async () => {
    expect((await partitioned(0)).read).toBe('no answer');
  }, 60_000);
});

/**
 * Node A's LISTEN connection goes through a proxy whose open links then die without a word (its pool
 * does not: the test is about the listener); node B writes. With dispatch_interval at an hour, only a
 * notification makes A read the log: whether A's client gets B's message within `waitMs`.
 */
async function deafListener(twin: boolean, waitMs: number) {
  const { got, restored } = await otherNodesWriteAfter(db.url, { ...OVERRIDES, 'cluster.mode': 'multi', 'server.dispatch_interval': '1h' }, {
    thread: ids.welcomeThread,
    text: 'written while A listened to a dead link',
    waitMs,
    twins: twin ? { listenerWithoutProbe: true } : undefined,
    fault: async (proxy) => proxy.killOpenLinks(),
  });
  return { got, restored };
}

describe('a LISTEN connection gone without a word (R-SY-15, 8.5; D334)', () => {
  it('the probe ends it, a new one listens, and the node reads what another node wrote', async () => {
    expect(await deafListener(false, 15_000)).toEqual({ got: true, restored: true });
  }, 60_000);

  it('twin: without the probe the node stays deaf (nothing within 6 s, where the probe takes about 1.2 s)', async () => {
    expect(await deafListener(true, 6_000)).toEqual({ got: false, restored: false });
  }, 60_000);
});

describe('the cluster.mode lock\'s connection gone without a word (02-architecture 11.6, D46; D334)', () => {
  it('the probe ends it and the node takes the lock again on a new connection, logging both', async () => {
    const { proxy, url } = await PgProxy.inFrontOf(db.url);
    const a = await startLoggedNode(url, { ...OVERRIDES, 'cluster.mode': 'single' }, { poolUrl: db.url });
    const holder = `SELECT l.pid FROM pg_locks l JOIN pg_stat_activity s ON s.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.mode = 'ExclusiveLock' AND s.datname = current_database() AND s.application_name LIKE 'bothy-node single%'`;
    try {
      const first = (await db.pool.query<{ pid: number }>(holder)).rows[0]?.pid;
      expect(first).toBeDefined();
      proxy.killOpenLinks();
      await until('the lock held again on another connection, and logged', async () => a.logs.some((l) => l.msg === 'the cluster.mode lock is held again') && (await db.pool.query<{ pid: number }>(holder)).rows.some((r) => r.pid !== first), 10_000);
      expect(a.logs.map((l) => l.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^the connection that holds the cluster\.mode lock answered nothing/), 'the cluster.mode lock is held again']));
      expect(a.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    } finally {
      await proxy.down();
      await a.server.close();
      await a.pool.end();
    }
  }, 60_000);

  /**
   * The lock's holder loses its connection while every new link dies just after its connect (the
   * attempt's statements get no answer); then links work again. Whether the lock is held again
   * within 6 s of that, and the log's lines.
   */
  async function retakenAfterSilentAttempt(twins?: { attemptWithoutDeadline?: boolean }) {
    const { proxy, url } = await PgProxy.inFrontOf(db.url);
    const logs: LogLine[] = [];
    const log = createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
    const lock = await NodeLock.acquire({ url, mode: 'single', nodeName: 'silent-attempt', log, probe: { intervalMs: 200, deadlineMs: () => 1_000 }, twins });
    try {
      proxy.silenceAfterConnect();
      proxy.killOpenLinks();
      await until('an attempt to take the lock again connected on a link that then fell silent', async () => proxy.accepted >= 2, 10_000);
      await new Promise((r) => setTimeout(r, 2_500)); // past the attempt's deadline (1 s)
      proxy.speak();
      const heldAgain = await until('the lock held again', () => lock.held, 6_000).then(() => true, () => false);
      return { heldAgain, lines: logs.map((l) => l.msg) };
    } finally {
      await lock.release();
      await proxy.down();
    }
  }

  it('an attempt to take it again whose statements get no answer is ended within the deadline, logged, and the next attempt takes the lock (D334)', async () => {
    const r = await retakenAfterSilentAttempt();
    expect(r.heldAgain).toBe(true);
    expect(r.lines).toEqual(expect.arrayContaining([expect.stringMatching(/^the cluster\.mode lock cannot be taken again yet: no answer from PostgreSQL within server\.database_connect_timeout \(1000 ms\): the attempt ends its connection/), 'the cluster.mode lock is held again']));
  }, 30_000);

  it('at start, an attempt whose statements get no answer is tried again, and the lock is taken once links work (D334)', async () => {
    const { proxy, url } = await PgProxy.inFrontOf(db.url);
    const log = createLogger('silent', { write: () => {} });
    proxy.silenceAfterConnect();
    setTimeout(() => proxy.speak(), 1_200).unref();
    const lock = await NodeLock.acquire({ url, mode: 'single', nodeName: 'silent-start', log, probe: { intervalMs: 60_000, deadlineMs: () => 500 } });
    try {
      expect(lock.held).toBe(true);
      expect(proxy.accepted, 'at least one attempt met a silent link first').toBeGreaterThanOrEqual(2);
    } finally {
      await lock.release();
      await proxy.down();
    }
  }, 30_000);

  it('twin (attemptWithoutDeadline): the attempt waits on the silent link for ever, and the lock stays lost after links work again', async () => {
    const r = await retakenAfterSilentAttempt({ attemptWithoutDeadline: true });
    expect(r.heldAgain).toBe(false);
    expect(r.lines).not.toContain('the cluster.mode lock is held again');
  }, 30_000);
});

/**
 * D484: the database check's own deadline (server.database_connect_timeout, server.ts) is not redundant with the
 * pool's (server.database_query_timeout): at its default of 60 s the pool ends a silent check a minute later
 * (at 0s, never). A node that sends nothing else, its pool's deadline 60 s, behind a partition for `ms`:
 * its lines of the database's state, then /readyz's word on the database, and those lines once bytes pass.
 */
async function checkDuringPartition(ms: number, twins?: { databaseCheckWithoutDeadline?: boolean }) {
  const { proxy, url } = await PgProxy.inFrontOf(db.url);
  // Only the check talks to the database: the dispatcher reads at a NOTIFY or hourly, and no request comes
  // before `during` is taken (a new connection would meet server.database_connect_timeout on its own).
  const a = await startLoggedNode(url, { ...OVERRIDES, 'server.database_query_timeout': '60s', 'server.dispatch_interval': '1h' });
  a.server.ctx.twins = { ...a.server.ctx.twins, ...twins };
  const stateLines = () => a.logs.filter((l) => l.msg.startsWith('database down') || l.msg === 'database back').map((l) => (l.where ? `${l.msg} (${String(l.where)})` : l.msg));
  try {
    await until('a check answered', () => a.server.ctx.database.lastAnsweredAt > 0, 5_000);
    proxy.withhold();
    await new Promise((r) => setTimeout(r, ms));
    const during = stateLines();
    const readyz = ((await (await fetch(`${a.server.url}/readyz`)).json()) as { checks: { database: string } }).checks.database;
    proxy.pass();
    await until('a check answered again', async () => (await fetch(`${a.server.url}/readyz`)).status === 200, 10_000);
    await until('the log says it is back, if it said it was down', () => during.length === 0 || backLines(a).length === 1, 5_000);
    return { during, readyz, after: stateLines() };
  } finally {
    await proxy.down();
    await a.server.close();
    await a.pool.end();
  }
}

describe('the database check behind a partition, server.database_query_timeout at its default 60 s (6.4; D327, D484)', () => {
  const DOWN = `database down: requests answer 503 and identify closes with ${CloseCode.UnknownError} until it is back (database check)`;

  it('the check gives up at server.database_connect_timeout (1 s): within 4 s the log says "database down" and /readyz "not reachable"; "database back" once bytes pass', async () => {
    expect(await checkDuringPartition(4_000)).toEqual({ during: [DOWN], readyz: 'not reachable', after: [DOWN, 'database back'] });
  }, 60_000);

  it('twin databaseCheckWithoutDeadline: only the pool\'s 60 s would end the check; after 4 s the node still counts the database up', async () => {
    expect((await checkDuringPartition(4_000, { databaseCheckWithoutDeadline: true })).during).toEqual([]);
  }, 60_000);
});
