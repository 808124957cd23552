// A node stopped inside a write transaction (1, 8.3, 13.2; D406). A permission
// change holds the visibility change lock (exclusive) and the permission_version
// row from its first statements to its COMMIT, across round trips; every message
// write of every node takes that lock shared (D375). Here node B's last message
// of a grant (the counter step and COMMIT) never reaches PostgreSQL (a proxy
// drops it), and B is then stopped with SIGSTOP: nothing closes, its kernel
// keeps answering TCP, and PostgreSQL's session of B stays "idle in
// transaction" with both locks. With server.database_idle_transaction_timeout,
// PostgreSQL ends that session: B's grant is rolled back (nothing half-written)
// and node A's message goes through. The twin is a node B started with the
// limit off (0s): A's write still waits when the test gives up on it, and is
// answered only once B is killed. Real processes, real PostgreSQL, bounded waits.
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestDatabase } from '../support/database.ts';
import { startNode, type NodeProcess } from '../support/node-process.ts';
import { PgCommitProxy } from '../support/pg-commit-proxy.ts';
import { TestClient, type TestResponse } from '../support/server.ts';

const IDLE_LIMIT = '1s';
/** Long enough past the limit for PostgreSQL's timer and A's write; the twin's write is still waiting then. */
const WRITE_WITHIN_MS = 8_000;
const CAUGHT_WITHIN_MS = 15_000;

const db = useTestDatabase({ seedDemo: true });
const started: NodeProcess[] = [];
const proxies: PgCommitProxy[] = [];

afterEach(async () => {
  for (const n of started.splice(0)) {
    if (n.child.pid) process.kill(n.child.pid, 'SIGCONT');
    await n.kill();
  }
  for (const p of proxies.splice(0)) await p.close();
});

async function newThread(): Promise<string> {
  const id = uuidv7();
  await db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [id, db.ids.general, db.ids.space]);
  return id;
}

const post = (who: TestClient, thread: string, content: string) =>
  who.request<{ id: string }>('POST', `/api/v1/threads/${thread}/messages`, { body: { client_msg_id: uuidv7(), content_md: content } });

/** The answer of `p` if it comes within `ms`, else 'waiting'. */
async function within<T>(p: Promise<T>, ms: number): Promise<T | 'waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), ms)));
  try {
    return await Promise.race([p, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Node B (through the proxy, with `idleLimit`) is stopped with a grant's transaction open; then alex
 * posts a message through node A. Returns A's answer within WRITE_WITHIN_MS (or 'waiting'), the
 * grant's subject, and A's write itself.
 */
async function freezeBThenWriteOnA(idleLimit: string): Promise<{ onA: TestResponse<{ id: string }> | 'waiting'; subject: string; write: Promise<TestResponse<{ id: string }>> }> {
  const proxy = await PgCommitProxy.start(db.url);
  proxies.push(proxy);
  const cluster = { BOTHY_CLUSTER_MODE: 'multi' };
  const a = await startNode(db.url, cluster);
  started.push(a);
  const b = await startNode(proxy.url(db.url), { ...cluster, BOTHY_SERVER_DATABASE_IDLE_TRANSACTION_TIMEOUT: idleLimit });
  started.push(b);
  const [alexOnA, alexOnB] = [await TestClient.register(a.url, 'alex'), await TestClient.register(b.url, 'alex')];
  const subject = uuidv7();
  await db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, 'Frozen node test')`, [subject, `p${subject.replace(/-/g, '')}`]);
  proxy.arm(new RegExp(subject), 'drop_commit');
  const grant = { subject: { kind: 'principal', id: subject }, target: { kind: 'channel', id: db.ids.general }, level: 'read' };
  void alexOnB.request('POST', '/api/v1/grants', { body: grant }).catch(() => undefined);
  await proxy.waitCaught(1, CAUGHT_WITHIN_MS);
  process.kill(b.child.pid!, 'SIGSTOP');
  const write = post(alexOnA, await newThread(), 'written on A while B is stopped');
  return { onA: await within(write, WRITE_WITHIN_MS), subject, write };
}

const grantsOf = async (subject: string) => Number((await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM grants WHERE subject_id = $1', [subject])).rows[0]!.n);

describe('a node stopped inside a write transaction (1, 8.3, 13.2; D406)', () => {
  it(`PostgreSQL ends its transaction after server.database_idle_transaction_timeout: the other node's message goes through, the stopped node's grant is not stored`, async () => {
    const { onA, subject } = await freezeBThenWriteOnA(IDLE_LIMIT);
    expect(onA === 'waiting' ? 'waiting' : onA.status, onA === 'waiting' ? '' : onA.text).toBe(201);
    expect(await grantsOf(subject)).toBe(0);
  }, 90_000);

  it('twin: with the limit off (0s) the same write still waits, until the stopped node is killed', async () => {
    const { onA, write } = await freezeBThenWriteOnA('0s');
    expect(onA).toBe('waiting');
    // Its SIGKILL closes B's socket to the proxy, the proxy closes the database link, the session ends.
    await started.pop()!.kill();
    const late = await within(write, WRITE_WITHIN_MS);
    expect(late === 'waiting' ? 'waiting' : late.status).toBe(201);
  }, 90_000);
});
