import { EventType, ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/queryable.ts';
import { runEventTransaction } from '../../src/events/appender.ts';
import { WriteGate } from '../../src/events/write-gate.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { clientPayloadHash, insertMessage } from '../../src/messages/create.ts';
import { messageEvent, toMessage } from '../../src/messages/message.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient, type TestResponse } from '../support/server.ts';

// One write slot: whatever arrives while a group commits waits and forms the next group.
let sam: TestClient;

const t = useTestServer({ 'server.write_concurrency': 1 });
beforeAll(async () => {
  sam = await t.client('sam');
});

async function newThread(channelId = t.ids.general, spaceId = t.ids.space): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [id, channelId, spaceId]);
  return id;
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Holds the write slot: a message to `thread` waits on the thread's row lock,
 * which this test holds; `requests` are then sent and queue behind it. Once all
 * have queued, the lock goes and they commit as the next group.
 */
async function asOneGroup<T>(requests: () => Promise<T>[], whileQueued?: () => Promise<void>): Promise<T[]> {
  const blocker = await newThread();
  const lock = await t.db.pool.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT 1 FROM threads WHERE id = $1 FOR UPDATE', [blocker]);
    const first = sam.postMessage(blocker, 'holds the write slot');
    const commits = t.server.ctx.messageCommits;
    await until(async () => commits.queued === 0 && (await waitingOnLocks(lock)) > 0, 'the first message to wait on the thread lock');
    const pending = requests();
    await until(() => commits.queued === pending.length, `${pending.length} messages to queue`);
    await whileQueued?.();
    await lock.query('COMMIT');
    expect((await first).status).toBe(201);
    return await Promise.all(pending);
  } finally {
    lock.release();
  }
}

/** Backends of this database waiting on a lock, optionally only those whose statement names `about`. */
async function waitingOnLocks(db: Queryable, about = ''): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database() AND strpos(query, $1) > 0`,
    [about],
  );
  return rows[0]!.n;
}

async function messagesOf(threadId: string) {
  const { rows } = await t.db.pool.query<{ id: string; thread_seq: number; txid: string }>(
    `SELECT id, thread_seq, xmin::text AS txid FROM messages WHERE thread_id = $1 ORDER BY thread_seq`,
    [threadId],
  );
  return rows;
}

const createdEventsOf = async (ids: string[]) =>
  (await t.db.pool.query<{ resource_id: string }>(`SELECT resource_id FROM event_log WHERE type = $1 AND resource_id = ANY($2)`, [EventType.MessageCreated, ids])).rows.map((r) => r.resource_id);

describe('group commit of new messages (3.2, 5.1)', () => {
  it('commits the runs of triggering messages in the one transaction of the group, and nothing of a trigger for the others (15.3, D82)', async () => {
    const [a, b] = [await newThread(), await newThread()];
    // One triggering message per thread: a second one in the same thread would be the first's follow-up (15.4, D315).
    const texts = [`<@${t.ids.helper}> one`, `<@${t.ids.helper}> two`, 'plain', `hi <@${t.ids.alex}>`];
    const results = await asOneGroup(() => texts.map((text, i) => sam.postMessage(i % 2 ? b : a, text)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = results.map((r) => r.body.id);
    const { rows } = await t.db.pool.query<{ id: string; txid: string; trigger_state: string | null; run_txid: string | null; run_state: string | null }>(
      `SELECT m.id, m.xmin::text AS txid, m.trigger_state, r.xmin::text AS run_txid, r.state AS run_state
         FROM messages m LEFT JOIN runs r ON r.trigger_message_id = m.id WHERE m.id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(new Set(rows.flatMap((r) => [r.txid, r.run_txid].filter(Boolean))).size).toBe(1);
    expect(ids.map((id) => [byId.get(id)!.trigger_state, byId.get(id)!.run_state])).toEqual([
      ['received', 'queued'],
      ['received', 'queued'],
      [null, null],
      [null, null],
    ]);
  });

  it('commits messages that wait at the same time in one transaction, each with its own thread_seq and event', async () => {
    const a = await newThread();
    const b = await newThread();
    const results = await asOneGroup(() => Array.from({ length: 12 }, (_, i) => sam.postMessage(i % 2 ? a : b, `grouped ${i}`)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const rows = [...(await messagesOf(a)), ...(await messagesOf(b))];
    expect(new Set(rows.map((r) => r.txid)).size).toBe(1);
    expect((await messagesOf(a)).map((r) => r.thread_seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await messagesOf(b)).map((r) => r.thread_seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await createdEventsOf(rows.map((r) => r.id))).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('answers each message of a group as if it were alone: refused, unknown thread, repeat and key reuse among new ones', async () => {
    const thread = await newThread();
    // A space sam has no grant on: a message there is refused like an unknown thread (7.2: no leak).
    const space = uuidv7();
    const channel = uuidv7();
    await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'elsewhere')`, [space]);
    await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'hidden')`, [channel, space]);
    const hidden = await newThread(channel, space);
    const earlier = uuidv7();
    const original = await sam.postMessage(thread, 'the original', earlier);
    expect(original.status).toBe(201);

    const results = await asOneGroup((): Promise<TestResponse<{ id?: string; code?: string }>>[] => [
      sam.postMessage(thread, 'new 1'),
      sam.postMessage(hidden, 'not visible'),
      sam.postMessage(thread, 'new 2'),
      sam.postMessage(uuidv7(), 'no such thread'),
      sam.postMessage(thread, 'the original', earlier),
      sam.postMessage(thread, 'another text', earlier),
      sam.postMessage(thread, 'new 3'),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 404, 201, 404, 200, 422, 201]);
    expect(results[1]!.body.code).toBe(ProblemCode.NotFound);
    expect(results[4]!.headers.get('idempotent-replay')).toBe('true');
    expect(results[4]!.body.id).toBe(original.body.id);
    expect(results[5]!.body.code).toBe(ProblemCode.IdempotencyKeyReuse);
    expect(await messagesOf(hidden)).toEqual([]);
    const rows = await messagesOf(thread);
    expect(rows.map((r) => r.thread_seq)).toEqual([1, 2, 3, 4]);
    expect((await createdEventsOf(rows.map((r) => r.id))).length).toBe(4);
  });

  it('refuses a message whose writer lost access while it waited for its group (7.2, 8.2: a revocation takes effect at once)', async () => {
    const alex = await t.client('alex');
    const f = await personWithChannel(t, alex, 'write');
    expect((await f.who.postMessage(f.thread, 'before')).status).toBe(201);
    // The revocation waits for the group in flight (the write slot's, which holds the visibility change lock
    // shared, D375) and goes ahead of the queued group, which then reads what it left.
    let revoking: Promise<unknown> | undefined;
    const [refused, other] = await asOneGroup(
      () => [f.who.postMessage(f.thread, 'sent before the revoke, committed after it'), sam.postMessage(t.ids.welcomeThread, 'a bystander')],
      async () => {
        revoking = t.db.pool.query('UPDATE grants SET revoked_at = now() WHERE id = $1', [f.grantId]);
        await until(async () => (await waitingOnLocks(t.db.pool, 'UPDATE grants')) > 0, 'the revocation to wait for the group in flight');
      },
    );
    await revoking;
    expect(refused!.status).toBe(404);
    expect(other!.status).toBe(201);
    expect((await messagesOf(f.thread)).length).toBe(1);
  });

  it('tries a message again when PostgreSQL ends its transaction in a deadlock, instead of answering 500', async () => {
    const mine = await newThread();
    const theirs = await newThread();
    const clientMsgId = uuidv7();
    // Another writer holds the unique pair (sam, clientMsgId) in an open transaction and will wait on our thread.
    const other = await t.db.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SET LOCAL deadlock_timeout = '10s'`); // our side detects the cycle first and is the one ended
      const body = { client_msg_id: clientMsgId, content_md: 'held elsewhere' };
      await insertMessage(other, { threadId: theirs, author: { id: sam.principalId, kind: 'user' }, body, hash: clientPayloadHash(theirs, body) });
      const post = sam.request('POST', `/api/v1/threads/${mine}/messages`, { body: { client_msg_id: clientMsgId, content_md: 'mine' } });
      await until(async () => (await waitingOnLocks(t.db.pool, mine)) > 0, 'the message to wait on the unique pair');
      // Closing the cycle: the other writer now waits on our thread lock.
      await other.query('UPDATE threads SET version = version WHERE id = $1', [mine]);
      await other.query('ROLLBACK');
      const answer = await post;
      expect(answer.status, answer.text).toBe(201);
      expect((await messagesOf(mine)).map((r) => r.thread_seq)).toEqual([1]);
    } finally {
      other.release();
    }
  });

  it('rolls back a group whose twin commits first elsewhere; the loser answers as a repeat and leaves no gap (5.1, 4)', async () => {
    const contested = await newThread();
    const other = await newThread();
    const clientMsgId = uuidv7();
    const body = { client_msg_id: clientMsgId, content_md: 'sent twice' };
    // The twin: the same message committed by another writer, held open until the group waits on it.
    let letTwinCommit!: () => void;
    let twinInserted!: () => void;
    const twinMayCommit = new Promise<void>((r) => (letTwinCommit = r));
    const twinHoldsTheRow = new Promise<void>((r) => (twinInserted = r));
    const twin = runEventTransaction({ pool: t.db.pool, appender: t.server.ctx.appender, gate: new WriteGate(1) }, async (client) => {
      const row = (await insertMessage(client, { threadId: contested, author: { id: sam.principalId, kind: 'user' }, body, hash: clientPayloadHash(contested, body) }))!;
      twinInserted();
      await twinMayCommit;
      const message = toMessage(row);
      return { result: message, events: [messageEvent(EventType.MessageCreated, row.space_id, message, { kind: 'user', id: sam.principalId })] };
    });
    await twinHoldsTheRow;
    const group = asOneGroup((): Promise<TestResponse<{ id?: string; thread_seq?: number }>>[] => [
      sam.postMessage(other, 'bystander 1'),
      sam.request('POST', `/api/v1/threads/${contested}/messages`, { body }),
      sam.postMessage(other, 'bystander 2'),
    ]);
    // The group's statement for the contested thread waits on the twin's thread lock.
    await until(async () => (await waitingOnLocks(t.db.pool, contested)) > 0, 'the group to wait on the twin');
    letTwinCommit();
    const committed = await twin;
    const [b1, loser, b2] = await group;
    expect([b1!.status, loser!.status, b2!.status]).toEqual([201, 200, 201]);
    expect(loser!.headers.get('idempotent-replay')).toBe('true');
    expect(loser!.body.id).toBe(committed.result.id);
    expect((await messagesOf(contested)).map((r) => r.thread_seq)).toEqual([1]);
    expect((await messagesOf(other)).map((r) => r.thread_seq)).toEqual([1, 2]);
    const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND client_msg_id = $2`, [EventType.MessageCreated, clientMsgId]);
    expect(rows[0]!.n).toBe(1);
  });
});
