// Ops of a live connection while its node cannot reach PostgreSQL (6.2, 6.4; D377, D393). Node A's
// pool reaches the database through a TCP proxy that the test takes down (support/pg-proxy.ts); its
// LISTEN connection and its node lock go directly (startLoggedNode's poolUrl), so the outage never
// drops the LISTEN connection and the live box's resync after its reconnect (D307) never runs: what
// reaches the client once the database is back comes from the connection's own retry (Ops.later).
// The main server seeds and writes; it never goes through the proxy. Bounded: every wait has a deadline.
import { ClientOp, ProblemCode, ServerOp, type ServerFrameOf } from '@bothy/generated';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { databaseRetryAfterMs, retryAfterSeconds } from '../../src/errors.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { updates } from '../support/livebox.ts';
import { startLoggedNode, type LoggedNode } from '../support/logged-node.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { triggeredRun } from '../support/runs.ts';
import { TestClient, useTestServer } from '../support/server.ts';

const t = useTestServer({ 'cluster.mode': 'multi' }); // node A beside it on the same database (D46)
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Node A, closed with its proxy when the test ends. */
async function nodeBehindProxy(checkInterval = '200ms'): Promise<{ a: LoggedNode; proxy: PgProxy }> {
  const { proxy, url } = await PgProxy.inFrontOf(t.db.url);
  const a = await startLoggedNode(t.db.url, { 'cluster.mode': 'multi', 'server.port': 0, 'server.dev_endpoints': true, 'server.database_check_interval': checkInterval, 'server.database_connect_timeout': '1s' }, { poolUrl: url });
  onTestFinished(async () => {
    await a.server.close();
    await a.pool.end();
    await proxy.down();
  });
  return { a, proxy };
}

async function live(url: string, who: TestClient): Promise<{ c: GatewayTestClient; sessionId: string }> {
  const c = await GatewayTestClient.connect(url);
  onTestFinished(() => c.terminate());
  const ready = await c.identify(who);
  await c.waitFor(ServerOp.CatchupComplete);
  return { c, sessionId: ready.d.gateway_session_id };
}

const errors = (c: GatewayTestClient) => c.frames.filter((f): f is ServerFrameOf<typeof ServerOp.Error> => f.op === ServerOp.Error).map((f) => f.d);

describe('a focus sent while the database is not reachable (6.2, 11.3; D377)', () => {
  it('sends the documents of the focused thread\'s active runs once the database is back, from the connection\'s own retry (the LISTEN connection never dropped)', async () => {
    const r = await triggeredRun(t, alex); // a queued run (active) in the person's thread
    const { a, proxy } = await nodeBehindProxy();
    const { c: reader, sessionId } = await live(a.server.url, r.person.who);

    await proxy.down();
    reader.send({ op: ClientOp.Focus, d: { thread_ids: [r.person.thread], idle: false } });
    await reader.handled();
    expect(errors(reader), 'focus applies on the connection without an error').toEqual([]);
    await sleep(1_500); // the retry (every 1 s at least) fails at least once meanwhile
    expect(updates(reader, r.runId), 'no document while the database is away').toEqual([]);

    await proxy.up();
    // The retry that stores the focus is the one that sends the documents (Ops.retryUnsaved).
    await until('the focus stored by the retry', async () => {
      const { rows } = await t.db.pool.query<{ focus: { thread_ids: string[] } }>('SELECT focus FROM gateway_sessions WHERE id = $1', [sessionId]);
      return rows[0]?.focus.thread_ids.includes(r.person.thread) ?? false;
    }, 15_000);
    // Within a few live-box windows (sync.run_patch_coalesce_interval, 250 ms).
    await until('the run\'s document', () => updates(reader, r.runId).some((u) => u.snapshot), 5_000).catch(() => {});
    const got = updates(reader, r.runId);
    const { rows } = await t.db.pool.query<{ version: number }>('SELECT version::int FROM runs WHERE id = $1', [r.runId]);
    expect(got.map((u) => ({ version: u.version, snapshot: u.snapshot !== undefined })), 'the run\'s whole document, once').toEqual([{ version: rows[0]!.version, snapshot: true }]);
    expect(got[0]!.snapshot).toMatchObject({ state: 'queued', version: rows[0]!.version });
    // What sent it was not the live box's resync after a LISTEN reconnect (gateway.ts), and the connection stayed.
    expect(a.logs.filter((l) => l.msg === 'LISTEN connection restored')).toEqual([]);
    expect(reader.closed).toBeUndefined();
  }, 60_000);
});

describe('the wait a client is told while the database is not reachable (6.2, 13.2; RFC 9110 10.2.3; D393)', () => {
  it('is the database check interval, at least 1 s; as Retry-After in whole seconds rounded up, never sooner', () => {
    const cases: [intervalMs: number, want: { ms: number; header: string }][] = [
      [0, { ms: 1000, header: '1' }],
      [200, { ms: 1000, header: '1' }],
      [1000, { ms: 1000, header: '1' }],
      [1001, { ms: 1001, header: '2' }],
      [1500, { ms: 1500, header: '2' }],
      [2000, { ms: 2000, header: '2' }],
      [2500, { ms: 2500, header: '3' }],
    ];
    for (const [interval, want] of cases) {
      const ms = databaseRetryAfterMs(interval);
      const header = retryAfterSeconds(ms);
      expect({ ms, header }, `server.database_check_interval ${interval} ms`).toEqual(want);
      expect(header).toMatch(/^[0-9]+$/); // delay-seconds = 1*DIGIT
      expect(Number(header) * 1000).toBeGreaterThanOrEqual(ms);
      expect(Number(header) * 1000 - ms).toBeLessThan(1000);
    }
  });

  it.each(['200ms', '1500ms'])('server.database_check_interval %s: a gateway op\'s retry_after_ms and a REST answer\'s Retry-After name the same wait, in one outage', async (interval) => {
    const { a, proxy } = await nodeBehindProxy(interval);
    const who = await TestClient.register(a.server.url, 'alex');
    const { c } = await live(a.server.url, who);
    await proxy.down();
    // A thread this node never looked up: typing.start reads its place and meets the outage (D377).
    c.send({ op: ClientOp.TypingStart, d: { thread_id: uuidv7() } });
    const frame = await c.waitFor(ServerOp.Error, (f) => f.d.op === ClientOp.TypingStart, 10_000);
    const rest = await until503(who);
    expect(frame.d.code).toBe(ProblemCode.ServiceUnavailable);
    const ms = databaseRetryAfterMs(a.server.ctx.config.server.databaseCheckIntervalMs);
    expect(frame.d.retry_after_ms, 'the gateway\'s wait').toBe(ms);
    expect(rest.headers.get('retry-after'), 'REST\'s Retry-After: the same wait in delay-seconds').toBe(retryAfterSeconds(frame.d.retry_after_ms!));
    expect(c.closed).toBeUndefined();
  }, 60_000);
});

/** The first 503 of node A's REST once its pool cannot connect (an earlier request may still have had a connection). */
async function until503(who: TestClient) {
  let last: Awaited<ReturnType<TestClient['request']>> | undefined;
  await until('503 from GET /events', async () => {
    last = await who.request('GET', '/api/v1/events?after=0');
    expect(last.status, last.text).not.toBe(500);
    return last.status === 503;
  }, 15_000);
  return last!;
}
