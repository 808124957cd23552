// A pooled connection whose link is lost during its connect's own statement (D462; D406; 6.4 "database
// not reachable", 13.2 a retryable answer). The connect sets
// the session's limit and reads its pid in one statement before pg-pool has the client; a database
// that restarts or ends the session in that moment must fail that connect (the request that asked
// gets a connection error, 503), not stop the node with an uncaught error. The pool runs in a child
// process, as a node runs it, behind a TCP proxy that closes each link right after PostgreSQL's first
// ReadyForQuery. Twin `setupErrorUnheard`: the client's errors heard only once pg-pool has it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, type Finished } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';
import { PgProxy } from '../support/pg-proxy.ts';

const db = useTestDatabase({ poolSize: 1 });
let proxy: PgProxy;
let url: string;

beforeAll(async () => {
  ({ proxy, url } = await PgProxy.inFrontOf(db.url));
  proxy.closeAfterConnect();
});
afterAll(async () => {
  await proxy.down();
});

/** The child's run, killed if it outlives 20 s (a hang is a failure, and no child outlives the test). */
async function attempt(twin?: string): Promise<Finished> {
  const child = spawnTs('test/support/pool-connect-child.ts', [], { POOL_URL: url, POOL_TWIN: twin });
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

describe('a pooled connection whose link closes during its connect (D462; D406, 6.4, 13.2)', () => {
  it('fails the connect with a connection error and the process goes on', async () => {
    const before = proxy.accepted;
    const run = await attempt();
    expect(proxy.accepted).toBeGreaterThan(before); // the child's connect went through the proxy
    expect(run.stderr).not.toMatch(/Connection terminated|Uncaught|Error:/);
    expect(run.code, run.stderr).toBe(0);
    const outcome = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { ok: boolean; message?: string };
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/Connection terminated|ECONNRESET|closed/i);
  }, 30_000);

  it('twin: a client heard only once pg-pool has it (as before D462) stops the process', async () => {
    const run = await attempt('setupErrorUnheard');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/Connection terminated unexpectedly/);
  }, 30_000);
});
