// The writer of the gateway benchmark, in a process of its own so that its
// commit times are not held up by the clients or the server it measures:
//   steady: MessageService.create (the server's own write path, without HTTP)
//           at a fixed rate, stamping each commit when it returns;
//   bulk:   many message.created events in one transaction (messages and
//           event_log rows built in SQL, envelopes as messages/service.ts builds
//           them), for the catch-up backlog and the saturation bursts.
// Times are monoMs (CLOCK_MONOTONIC, the same in every process).
import { setTimeout as sleep } from 'node:timers/promises';
import { loadVisibility } from '../../src/authz/visibility.ts';
import { loadConfig } from '../../src/config/config.ts';
import { createServerContext, type ServerContext } from '../../src/context.ts';
import { createPool } from '../../src/db/pool.ts';
import { loadServerKeys } from '../../src/identity/keys.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { createLogger } from '../../src/logging.ts';
import { MessageService } from '../../src/messages/service.ts';
import { monoMs, serve } from './child.ts';

export interface ThreadRef {
  id: string;
  channel_id: string;
  space_id: string;
}

export interface SteadyArgs {
  author: string;
  threads: ThreadRef[];
  /** content_md is `${tag}:${k}`. */
  tag: string;
  count: number;
  /** Events per second; 0: as fast as `concurrency` writers go. */
  rate: number;
  concurrency: number;
}

export interface SteadyResult {
  /** When create() returned, per event. */
  commitAt: number[];
  /** From the call to its return, per event (the write path alone). */
  writeMs: number[];
  /** How late the last write started against its schedule. */
  lateMs: number;
}

export interface BulkArgs {
  author: string;
  /** Event k goes to threads[k % threads.length]. */
  threads: ThreadRef[];
  tag: string;
  count: number;
}

export interface BulkResult {
  firstSeq: number;
  lastSeq: number;
  commitAt: number;
  insertMs: number;
}

/** A UUID of version 7 in SQL (PostgreSQL 15 has no uuidv7()): the time in ms over a random v4, version bits set to 7. */
const UUIDV7_SQL = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

// The message.created envelope of MessageService.create (toMessage, messageEvent), built in SQL.
const BULK_SQL = `
WITH m AS MATERIALIZED (
  SELECT g.k, x.thread_id, x.channel_id, x.space_id, x.base + 1 + g.k / $3 AS thread_seq,
         ${UUIDV7_SQL} AS id, ${UUIDV7_SQL} AS event_id, ${UUIDV7_SQL} AS client_msg_id, clock_timestamp() AS at,
         $4 || ':' || g.k AS content
    FROM generate_series(0, $2::int - 1) AS g(k)
    JOIN jsonb_to_recordset($1::jsonb) AS x(c int, thread_id uuid, channel_id uuid, space_id uuid, base bigint) ON x.c = g.k % $3
), ins AS (
  INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, client_msg_id, client_payload_sha256, origin, kind, content_md, created_at)
  SELECT id, thread_id, channel_id, space_id, thread_seq, $5, client_msg_id, encode(sha256(convert_to(content, 'UTF8')), 'hex'), 'human', 'text', content, at FROM m
  RETURNING 1
)
INSERT INTO event_log (seq, id, type, schema_version, occurred_at, actor_kind, actor_id, space_id, channel_id, thread_id,
                       resource_kind, resource_id, resource_version, payload, client_msg_id, permission_version)
SELECT $6::bigint + m.k, m.event_id, 'message.created', 1, now(), 'user', $5, m.space_id, m.channel_id, m.thread_id,
       'message', m.id::text, 1,
       jsonb_build_object('message', jsonb_build_object(
         'id', m.id, 'thread_id', m.thread_id, 'channel_id', m.channel_id, 'thread_seq', m.thread_seq,
         'author', jsonb_build_object('id', $5::uuid, 'kind', 'user'), 'origin', 'human', 'kind', 'text',
         'content_md', m.content, 'version', 1,
         'created_at', to_char(m.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'client_msg_id', m.client_msg_id)),
       m.client_msg_id, (SELECT value FROM sequence_counters WHERE name = 'permission_version')
  FROM m
RETURNING (SELECT count(*) FROM ins)`;

let ctx: ServerContext | undefined;

async function steady(a: SteadyArgs): Promise<SteadyResult> {
  const c = ctx!;
  const messages = new MessageService(c);
  const v = await loadVisibility(c.pool, a.author);
  if (!v) throw new Error(`no principal ${a.author}`);
  const auth = { principalId: a.author, kind: 'user' as const, expiresAt: Date.now() + 3_600_000 };
  const commitAt = new Array<number>(a.count).fill(NaN);
  const writeMs = new Array<number>(a.count).fill(NaN);
  let next = 0;
  let lateMs = 0;
  const start = monoMs() + 20;
  const worker = async () => {
    for (;;) {
      const k = next++;
      if (k >= a.count) return;
      if (a.rate > 0) {
        const due = start + (k * 1000) / a.rate;
        const wait = due - monoMs();
        if (wait >= 1) await sleep(wait);
        else lateMs = Math.max(lateMs, -wait);
      }
      const t0 = monoMs();
      await messages.create(auth, v, a.threads[k % a.threads.length]!.id, { client_msg_id: uuidv7(), content_md: `${a.tag}:${k}` });
      commitAt[k] = monoMs();
      writeMs[k] = commitAt[k]! - t0;
    }
  };
  await Promise.all(Array.from({ length: a.concurrency }, () => worker()));
  return { commitAt, writeMs, lateMs };
}

/** One transaction: the threads, the counter (last, as the appender does), the rows, the notification. */
async function bulk(a: BulkArgs): Promise<BulkResult> {
  const client = await ctx!.pool.connect();
  try {
    const t0 = monoMs();
    await client.query('BEGIN');
    const perThread = a.threads.map((_, c) => Math.floor(a.count / a.threads.length) + (c < a.count % a.threads.length ? 1 : 0));
    const { rows: bases } = await client.query<{ id: string; base: number }>(
      `UPDATE threads t SET last_message_seq = last_message_seq + x.n, message_count = message_count + x.n, version = version + x.n, last_activity_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, n int) WHERE t.id = x.id RETURNING t.id, t.last_message_seq - x.n AS base`,
      [JSON.stringify(a.threads.map((t, c) => ({ id: t.id, n: perThread[c] })))],
    );
    const base = new Map(bases.map((b) => [b.id, b.base]));
    const { rows: counter } = await client.query<{ value: number }>(`UPDATE sequence_counters SET value = value + $1 WHERE name = 'event_seq' RETURNING value`, [a.count]);
    const lastSeq = counter[0]!.value;
    const firstSeq = lastSeq - a.count + 1;
    const threads = a.threads.map((t, c) => ({ c, thread_id: t.id, channel_id: t.channel_id, space_id: t.space_id, base: base.get(t.id)! }));
    await client.query(BULK_SQL, [JSON.stringify(threads), a.count, a.threads.length, a.tag, a.author, firstSeq]);
    await client.query(`SELECT pg_notify('event_log', $1)`, [String(lastSeq)]);
    await client.query('COMMIT');
    const commitAt = monoMs();
    return { firstSeq, lastSeq, commitAt, insertMs: commitAt - t0 };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

serve(
  {
    steady: (a: SteadyArgs) => steady(a),
    bulk: (a: BulkArgs) => bulk(a),
  },
  async () => {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL is not set');
    const config = loadConfig({ env: {}, overrides: {} });
    const pool = createPool(url, { max: 16, applicationName: 'bothy-gwbench-writer' });
    const keys = await loadServerKeys(pool);
    const log = createLogger('silent');
    ctx = createServerContext(config, pool, log, keys);

    return { url: '' };
  },
  async () => {
    await ctx?.pool.end();
  },
);
