// D281: the group commit's statement of a new message is prepared with SQL's PREPARE once
// per connection and executed by name inside the batch's simple-query message. A
// statement gone stale on its connection ends that connection, and the message is
// committed on another one: nothing is lost (3.2, 5.1).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadVisibility } from '../../src/authz/visibility.ts';
import type { ServerContext } from '../../src/context.ts';
import { createPool, type Pool, type PreparingClient } from '../../src/db/pool.ts';
import { executeText, keptStatementNames, NAMES_KEPT, sqlStatementName } from '../../src/db/sql-prepared.ts';
import { WriteGate } from '../../src/events/write-gate.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { clientPayloadHash, MessageGroupCommit, type CreateRequest } from '../../src/messages/create.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let sam: TestClient;
beforeAll(async () => {
  sam = await t.client('sam');
});

/** The names this pool's one connection holds from SQL's PREPARE (pg_prepared_statements is per session). */
async function sqlPreparedOn(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE from_sql ORDER BY name');
  return rows.map((r) => r.name);
}

const PROBE = 'SELECT $1::uuid AS id, $2::text AS text, $3::uuid[] AS ids, $4::jsonb AS doc, $5::bigint AS n, $6::boolean AS flag, $7::text AS missing';
const PROBE_VALUES = [uuidv7(), `it's a \\ "quote" ☃`, [uuidv7(), uuidv7()], JSON.stringify({ a: [1, 'x'], b: null }), 42, true, null];

describe('prepared statements in a simple-query batch (D281)', () => {
  it('prepares a statement once per connection and executes it by name; a pool without prepared statements writes the values in', async () => {
    for (const prepared of [true, false]) {
      const pool = createPool(t.db.url, { max: 1, preparedStatements: prepared });
      try {
        const c = await pool.connect();
        const sent: string[] = [];
        try {
          for (let i = 0; i < 3; i++) {
            const sql = await executeText(c, 'test_probe', PROBE, PROBE_VALUES);
            sent.push(sql);
            const { rows } = await c.query(sql);
            expect(rows[0]).toEqual({ id: PROBE_VALUES[0], text: PROBE_VALUES[1], ids: PROBE_VALUES[2], doc: { a: [1, 'x'], b: null }, n: 42, flag: true, missing: null });
          }
        } finally {
          c.release();
        }
        const name = sqlStatementName('test_probe', PROBE);
        expect(await sqlPreparedOn(pool)).toEqual(prepared ? [name] : []);
        for (const sql of sent) expect(sql.startsWith(`EXECUTE ${name}(`)).toBe(prepared);
      } finally {
        await pool.end();
      }
    }
  });

  it('names a statement by its label and its text, and refuses a label that is not a plain identifier', () => {
    expect(sqlStatementName('a', 'SELECT 1')).not.toBe(sqlStatementName('a', 'SELECT 2'));
    expect(sqlStatementName('a', 'SELECT 1')).toMatch(/^bothy_a_[0-9a-f]{16}$/);
    expect(() => sqlStatementName('a; DROP TABLE x', 'SELECT 1')).toThrow(TypeError);
  });

  it('gives a text the same name from its kept names as worked out anew, for a label of its own, also past the names it keeps (D546)', () => {
    const first = sqlStatementName('a', 'SELECT 1');
    expect(sqlStatementName('a', 'SELECT 1')).toBe(first);
    expect(sqlStatementName('b', 'SELECT 1')).toMatch(/^bothy_b_/);
    expect(sqlStatementName('b', 'SELECT 1').slice('bothy_b_'.length)).toBe(first.slice('bothy_a_'.length));
    // Pairs that read alike once joined are named apart, and a label with a line break is refused
    // also when its joined pair is kept under a plain label.
    expect(sqlStatementName('a', '_bX')).not.toBe(sqlStatementName('a_b', 'X'));
    sqlStatementName('a', 'b\nSELECT 1');
    expect(() => sqlStatementName('a\nb', 'SELECT 1')).toThrow(TypeError);
    const many = Array.from({ length: 2_500 }, (_, i) => sqlStatementName('a', `SELECT ${i}`));
    expect(new Set(many).size).toBe(2_500);
    expect(keptStatementNames()).toBeLessThanOrEqual(NAMES_KEPT);
    expect(sqlStatementName('a', 'SELECT 1')).toBe(first);
    expect(sqlStatementName('a', 'SELECT 2499')).toBe(many[2_499]);
    // A refused label is never kept: refused on every call.
    expect(() => sqlStatementName('a; DROP TABLE x', 'SELECT 1')).toThrow(TypeError);
  });

  it('uses a statement the connection already holds where the client lost track of it (no 42P05), and gives up a connection whose PREPARE failed', async () => {
    const pool = createPool(t.db.url, { max: 1 });
    try {
      const c = await pool.connect();
      const own = c as unknown as PreparingClient;
      try {
        await c.query(await executeText(c, 'test_probe', PROBE, PROBE_VALUES));
        own.sqlPrepared.clear();
        expect((await c.query(await executeText(c, 'test_probe', PROBE, PROBE_VALUES))).rows).toHaveLength(1);
        expect(own.retired).toBe(false);
        await expect(executeText(c, 'test_probe', 'SELECT $1::no_such_type', [1])).rejects.toMatchObject({ code: '42704' });
        expect(own.retired).toBe(true);
      } finally {
        c.release();
      }
      expect(pool.totalCount).toBe(0);
    } finally {
      await pool.end();
    }
  });

  describe('a message whose statement went stale on its connection (3.2, 5.1: nothing lost)', () => {
    let pool: Pool;
    let twins: ServerContext['twins'];
    let commits: MessageGroupCommit;
    beforeEach(() => {
      // One connection: the message's second try cannot avoid the stale one by chance.
      pool = createPool(t.db.url, { max: 1 });
      const ctx = t.server.ctx;
      twins = undefined;
      commits = new MessageGroupCommit({ pool, appender: ctx.appender, gate: new WriteGate(1), log: ctx.log, twins: () => twins }, 8);
    });
    afterEach(() => pool.end());

    async function request(): Promise<CreateRequest> {
      const visibility = (await loadVisibility(t.db.pool, sam.principalId))!;
      const body = { client_msg_id: uuidv7(), content_md: `stale ${uuidv7()}` };
      return { threadId: t.ids.welcomeThread, author: { id: sam.principalId, kind: 'user' }, body, hash: clientPayloadHash(t.ids.welcomeThread, body), auth: { principalId: sam.principalId, kind: 'user', expiresAt: Date.now() + 60_000 }, visibility };
    }

    const backend = async () => (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

    /** The statement is prepared on the one connection, then dropped behind the client's back (DEALLOCATE ALL); the connection's backend. */
    async function staleConnection(): Promise<number> {
      await commits.submit(await request());
      expect((await sqlPreparedOn(pool)).filter((n) => n.startsWith('bothy_create_message_'))).toHaveLength(1);
      await pool.query('DEALLOCATE ALL');
      return backend();
    }

    const stored = async (clientMsgId: string) =>
      (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages m JOIN event_log e ON e.resource_id = m.id::text AND e.type = 'message.created' WHERE m.client_msg_id = $1`, [clientMsgId])).rows[0]!.n;

    it('is committed once, on a new connection', async () => {
      const before = await staleConnection();
      const r = await request();
      const outcome = await commits.submit(r);
      expect(outcome.replay).toBe(false);
      expect(await stored(r.body.client_msg_id)).toBe(1);
      expect(await backend()).not.toBe(before);
      expect((await sqlPreparedOn(pool)).filter((n) => n.startsWith('bothy_create_message_'))).toHaveLength(1);
    });

    it('twin: not tried again, it fails with 26000 and nothing is stored', async () => {
      twins = { staleStatementNotRetried: true };
      await staleConnection();
      const r = await request();
      await expect(commits.submit(r)).rejects.toMatchObject({ code: '26000' });
      expect(await stored(r.body.client_msg_id)).toBe(0);
    });

    it('a group that meets it rolls back and each of its messages is committed once', async () => {
      await staleConnection();
      const requests = await Promise.all([request(), request(), request()]);
      const outcomes = await Promise.all(requests.map((r) => commits.submit(r)));
      expect(outcomes.map((o) => o.replay)).toEqual([false, false, false]);
      for (const r of requests) expect(await stored(r.body.client_msg_id)).toBe(1);
    });

    it('a statement whose result no longer fits the table (0A000, another node added a column) is committed on a new connection', async () => {
      await commits.submit(await request());
      const before = await backend();
      await t.db.pool.query('ALTER TABLE messages ADD COLUMN sql_prepared_probe int');
      try {
        const r = await request();
        expect((await commits.submit(r)).replay).toBe(false);
        expect(await stored(r.body.client_msg_id)).toBe(1);
        expect(await backend()).not.toBe(before);
      } finally {
        await t.db.pool.query('ALTER TABLE messages DROP COLUMN sql_prepared_probe');
      }
    });
  });
});
