// D473: the operator commands that use the database (`bothy retention run`, `bothy restore finalize`; D52's
// exit codes) end when the database's link falls silent: exit 3 (the database could not be reached) within
// server.database_connect_timeout or server.database_query_timeout (D327), instead of waiting for ever. The CLI made its pool without the
// server's deadlines (no connect timeout, no query deadline), so a partition right after the connect (a
// failover behind the same address, a firewall that drops the session) left an operator's command, or the
// cron job that runs retention, hanging with no error and no exit. The database is real, behind pg-proxy,
// whose new links fall silent after their first ReadyForQuery (silenceAfterConnect).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, type Child } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';
import { PgProxy } from '../support/pg-proxy.ts';

const db = useTestDatabase();
let proxy: PgProxy;
let url = '';
beforeAll(async () => {
  ({ proxy, url } = await PgProxy.inFrontOf(db.url));
  proxy.silenceAfterConnect();
});
afterAll(async () => {
  await proxy.down();
});

const DEADLINES = { BOTHY_SERVER_DATABASE_CONNECT_TIMEOUT: '1s', BOTHY_SERVER_DATABASE_QUERY_TIMEOUT: '2s' };
/** The twin is ended after this: with the deadlines it would have ended after 2 s. */
const TWIN_GIVEN_MS = 15_000;

const bothy = (args: string[], twins?: Record<string, boolean>): Child =>
  spawnTs('test/hardening/cli-child.ts', args, { DATABASE_URL: url, ...DEADLINES, ...(twins ? { BOTHY_TEST_TWINS: JSON.stringify(twins) } : {}) });

describe('bothy commands on a database whose link falls silent (D52, D327; D473)', () => {
  it.each([[['retention', 'run']], [['restore', 'finalize']]])('%j exits 3: the connect (its session setup went silent) timed out', async (args) => {
    const done = await bothy(args).exited;
    expect(done.code, done.stderr).toBe(3);
    expect(done.stderr).toMatch(/connection timeout|server\.database_query_timeout/);
  }, 60_000);

  it('twin cliPoolWithoutDeadlines: retention run has not ended after 15 s', async () => {
    const child = bothy(['retention', 'run'], { cliPoolWithoutDeadlines: true });
    const ended = await Promise.race([child.exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), TWIN_GIVEN_MS))]);
    child.kill('SIGKILL');
    await child.exited;
    expect(ended).toBe(false);
  }, TWIN_GIVEN_MS + 30_000);
});
