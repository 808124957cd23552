// `npm run bothy -- worker` (7.6, D120): the worker consumers as a process of
// their own, for operators who run them apart from the api nodes. It delivers a
// webhook the api node (which runs no worker) only enqueued the event for, and
// stops cleanly on SIGTERM.
import { EventType } from '@bothy/generated';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactDatabaseUrl } from '../../src/db/pool.ts';
import { WEBHOOK_CONSUMER } from '../../src/workers/loop.ts';
import { SERVER_VERSION } from '../../src/start-line.ts';
import { until } from '../support/agents.ts';
import { spawnTs, type Child } from '../support/child.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { FAST_WEBHOOKS, subscribe, subscriptionOf, webhookSetup } from '../support/webhooks.ts';

const t = useTestServer(FAST_WEBHOOKS);
let alex: TestClient;
const receiver = new WebhookReceiver();
beforeAll(async () => {
  alex = await t.client('alex');
  await receiver.start();
});
afterAll(() => receiver.stop());

const DOWN = 'database down: webhook and push deliveries wait and are tried again every server.worker_interval (100 ms)';

/** `bothy worker` through a proxy the test can take away (test/webhooks/worker-child.ts with `twins`), once it runs. */
async function workerBehindProxy(twins?: object): Promise<{ proxy: PgProxy; worker: Child }> {
  const { proxy, url } = await PgProxy.inFrontOf(t.db.url);
  const worker = spawnTs('test/webhooks/worker-child.ts', ['worker'], { DATABASE_URL: url, BOTHY_SERVER_WORKER_INTERVAL: '100ms', BOTHY_SERVER_LOG_LEVEL: 'info', BOTHY_TEST_TWINS: twins ? JSON.stringify(twins) : undefined });
  await worker.waitFor(/bothy worker running/);
  return { proxy, worker };
}

/**
 * The database taken away (connection refused), given back for 2 s (20 passes at server.worker_interval
 * 100 ms; the LISTEN connection is back within that too), taken away again for 2 s: the worker's lines of
 * the database's state, in order.
 */
async function outageLines(proxy: PgProxy, worker: Child): Promise<string[]> {
  const stateLines = () => worker.logLines().filter((l) => l.msg.startsWith('database down') || l.msg === 'database back');
  await proxy.down();
  await worker.waitFor(/database down/, 15_000);
  await proxy.up();
  await until('the worker reconnected through the proxy', () => proxy.openLinks > 0, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await proxy.down();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return stateLines().map((l) => l.msg);
}

describe('bothy worker (7.6)', () => {
  it('delivers from its own process and stops cleanly on SIGTERM; its start line names the version and the masked database (18)', async () => {
    expect(t.server.worker, 'the api node of this test runs no worker').toBeUndefined();
    const s = await webhookSetup(t, alex);
    const sub = await subscribe(s.agent, receiver.url, { event_types: [EventType.MessageCreated] });
    // A password in the URL, which the start line masks (D425): the database's own where it asks for one
    // (the embedded PostgreSQL of a run without DATABASE_URL), else a made-up one the trusting test database ignores.
    const withPassword = new URL(t.db.url);
    if (!withPassword.password) withPassword.password = 'worker-secret-pw';
    const password = decodeURIComponent(withPassword.password);
    const worker = spawnTs('src/cli.ts', ['worker'], { DATABASE_URL: withPassword.href, BOTHY_SERVER_DEV_ENDPOINTS: 'true', BOTHY_SERVER_WORKER_INTERVAL: '100ms', BOTHY_SERVER_LOG_LEVEL: 'info' });
    try {
      await worker.waitFor(/bothy worker running/);
      // Its start line names the version and the masked database as the server's ready line does (D403, D425).
      const line = worker.logLines().find((l) => l.msg === 'bothy worker running (webhooks, push)');
      expect(line).toMatchObject({ version: SERVER_VERSION, database: redactDatabaseUrl(withPassword.href) });
      expect(String(line!.database)).toContain('***');
      expect((await s.person.who.postMessage(s.person.thread, 'for the worker process')).status).toBe(201);
      await until('the worker process delivered it', () => receiver.acked.length === 1, 15_000);
      await until('the ack is stored', async () => (await subscriptionOf(s.agent, sub.id)).last_seq === receiver.acked[0]!.envelope.seq);
    } finally {
      worker.kill('SIGTERM');
    }
    const done = await worker.exited;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('stopped cleanly');
    expect(done.stdout + done.stderr).not.toContain(password);
  }, 60_000);

  // D483: the worker has no database check of its own; its passes report their answers. Before, nothing in it
  // said the database was back, so the state stayed "down" after the first outage: no "database back", and a
  // second outage logged nothing. An operator reading its log could tell neither.
  it('its database down, it logs what it does; back, "database back"; down again, "database down" again (7.6, D483)', async () => {
    const { proxy, worker } = await workerBehindProxy();
    try {
      expect(await outageLines(proxy, worker)).toEqual([DOWN, 'database back', DOWN]);
      expect(worker.logLines().find((l) => l.msg === 'database back')).toMatchObject({ down_ms: expect.any(Number) });
    } finally {
      worker.kill('SIGTERM');
      await proxy.down();
    }
    expect((await worker.exited).code).toBe(0);
  }, 60_000);

  it('twin workerPassesUnreported: the database back and gone again, the log still says only the first "database down"', async () => {
    const { proxy, worker } = await workerBehindProxy({ workerPassesUnreported: true });
    try {
      expect(await outageLines(proxy, worker)).toEqual([DOWN]);
    } finally {
      worker.kill('SIGTERM');
      await proxy.down();
    }
    expect((await worker.exited).code).toBe(0);
  }, 60_000);

  it('every connection of its pool busy, it logs what it does: passes wait, fail and are tried again at server.worker_interval; no 503, no "database down" (7.6, D483)', async () => {
    // One connection (server.pool_size 1); the test holds the webhook consumer's cursor row, so that the
    // webhook lane's round waits on it with that connection, and the push lane's round finds none free.
    const worker = spawnTs('src/cli.ts', ['worker'], { DATABASE_URL: t.db.url, BOTHY_SERVER_POOL_SIZE: '1', BOTHY_SERVER_DATABASE_CONNECT_TIMEOUT: '500ms', BOTHY_SERVER_WORKER_INTERVAL: '100ms', BOTHY_SERVER_LOG_LEVEL: 'info' });
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await worker.waitFor(/bothy worker running/);
      // The cursor row is there once the worker's first webhook round has committed.
      const cursor = () => holder.query('SELECT 1 FROM event_consumer_cursors WHERE consumer = $1', [WEBHOOK_CONSUMER]);
      await until('the webhook consumer has its cursor row', async () => (await cursor()).rowCount === 1, 15_000);
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM event_consumer_cursors WHERE consumer = $1 FOR UPDATE', [WEBHOOK_CONSUMER]);
      await worker.waitFor(/is busy/, 15_000);
      const busy = worker.logLines().filter((l) => l.msg.includes('is busy'));
      expect(busy.map((l) => l.msg)).toEqual(['every PostgreSQL connection of the pool is busy (server.pool_size): passes wait up to server.database_connect_timeout for one, then fail and are tried again every server.worker_interval (100 ms)']);
      expect(worker.logLines().filter((l) => l.msg.startsWith('database down'))).toEqual([]);
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      await holder.end();
      worker.kill('SIGTERM');
    }
    expect((await worker.exited).code).toBe(0);
  }, 60_000);

  it('refuses to start without DATABASE_URL (exit 2)', async () => {
    const done = await spawnTs('src/cli.ts', ['worker'], {}).exited;
    expect(done.code).toBe(2);
    expect(done.stderr).toContain('bothy worker needs DATABASE_URL');
  }, 60_000);
});
