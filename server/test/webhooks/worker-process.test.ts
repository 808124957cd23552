// `npm run bothy -- worker` (7.6, D120): the worker consumers as a process of
// their own, for operators who run them apart from the api nodes. It delivers a
// webhook the api node (which runs no worker) only enqueued the event for, and
// stops cleanly on SIGTERM.
import { EventType } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactDatabaseUrl } from '../../src/db/pool.ts';
import { SERVER_VERSION } from '../../src/start-line.ts';
import { until } from '../support/agents.ts';
import { spawnTs } from '../support/child.ts';
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

  it('its database down, it logs what it does: deliveries wait and are tried again at server.worker_interval, no requests or identify (13.2)', async () => {
    // The worker reaches the database through a proxy that then refuses every link (connection refused).
    const { proxy, url } = await PgProxy.inFrontOf(t.db.url);
    const worker = spawnTs('src/cli.ts', ['worker'], { DATABASE_URL: url, BOTHY_SERVER_WORKER_INTERVAL: '100ms', BOTHY_SERVER_LOG_LEVEL: 'info' });
    try {
      await worker.waitFor(/bothy worker running/);
      await proxy.down();
      await worker.waitFor(/database down/, 15_000);
      const down = worker.logLines().filter((l) => l.msg.startsWith('database down'));
      expect(down.map((l) => l.msg)).toEqual(['database down: webhook and push deliveries wait and are tried again every server.worker_interval (100 ms)']);
    } finally {
      worker.kill('SIGTERM');
      await proxy.down();
    }
    expect((await worker.exited).code).toBe(0);
  }, 60_000);

  it('refuses to start without DATABASE_URL (exit 2)', async () => {
    const done = await spawnTs('src/cli.ts', ['worker'], {}).exited;
    expect(done.code).toBe(2);
    expect(done.stderr).toContain('bothy worker needs DATABASE_URL');
  }, 60_000);
});
