// Variant (a): the bare counter-row pattern of 04, section 3.2, over a raw pg
// pool with no server code: each writer owns one connection (like a pgbench
// client) and runs the statements of the spec one by one.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { runCell, type CellOptions, type CellSlice } from '../support/measure.ts';
import { authorOf, threadOf, type Fixture } from '../support/fixture.ts';

export const BARE_MAX_CONNECTIONS = 64;

const UPDATE_THREAD = `UPDATE threads
   SET last_message_seq = last_message_seq + 1, last_activity_at = now(), message_count = message_count + 1, version = version + 1
 WHERE id = $1
RETURNING last_message_seq`;

const INSERT_MESSAGE = `INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, client_msg_id,
                      client_payload_sha256, origin, kind, content_md, reply_to_id, attachments, mention_ids)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'human', 'text', $9, NULL, '[]', '{}')`;

const LOCK_COUNTER = `UPDATE sequence_counters SET value = value + $1 WHERE name = 'event_seq' RETURNING value`;

const INSERT_EVENT = `INSERT INTO event_log (seq, id, type, schema_version, occurred_at, actor_kind, actor_id, space_id, channel_id, thread_id,
                       resource_kind, resource_id, resource_version, payload, truncated, client_msg_id, permission_version)
VALUES ($1, $2, 'message.created', 1, now(), 'user', $3, $4, $5, $6, 'message', $7, 1, $8, false, $9,
        (SELECT value FROM sequence_counters WHERE name = 'permission_version'))`;

export async function benchBare(url: string, fixture: Fixture, cell: CellOptions): Promise<CellSlice> {
  if (cell.writers > BARE_MAX_CONNECTIONS) throw new Error(`the bare pattern has ${BARE_MAX_CONNECTIONS} connections`);
  const pool = new pg.Pool({ connectionString: url, max: BARE_MAX_CONNECTIONS, application_name: 'bothy-bench-bare' });
  pool.on('error', () => {});
  const clients = await Promise.all(Array.from({ length: cell.writers }, () => pool.connect()));
  try {
    return await runCell(async (w) => {
      const c = clients[w]!;
      const thread = threadOf(fixture, w);
      const author = authorOf(fixture, w);
      await c.query('BEGIN ISOLATION LEVEL READ COMMITTED');
      try {
        // 1. Domain change: the thread row (its lock) and the message.
        const { rows } = await c.query<{ last_message_seq: number }>(UPDATE_THREAD, [thread.id]);
        const threadSeq = Number(rows[0]!.last_message_seq);
        const id = uuidv7();
        const clientMsgId = uuidv7();
        const content = `bench message ${w}/${threadSeq}`;
        const hash = createHash('sha256').update(JSON.stringify({ thread_id: thread.id, content_md: content, attachments: [] })).digest('hex');
        await c.query(INSERT_MESSAGE, [id, thread.id, thread.channel_id, thread.space_id, threadSeq, author.id, clientMsgId, hash, content]);
        // 2. As the last step: the counter row, then the event, the notification and the commit.
        const counter = await c.query<{ value: string | number }>(LOCK_COUNTER, [1]);
        const last = Number(counter.rows[0]!.value);
        const message = {
          id, thread_id: thread.id, channel_id: thread.channel_id, thread_seq: threadSeq, author: { id: author.id, kind: author.kind },
          origin: 'human', kind: 'text', content_md: content, version: 1, created_at: new Date().toISOString(), client_msg_id: clientMsgId,
        };
        await c.query(INSERT_EVENT, [last, uuidv7(), author.id, thread.space_id, thread.channel_id, thread.id, id, JSON.stringify({ message }), clientMsgId]);
        await c.query(`SELECT pg_notify('event_log', $1)`, [String(last)]);
        await c.query('COMMIT');
        return 1;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        throw err;
      }
    }, cell);
  } finally {
    for (const c of clients) c.release();
    await pool.end();
  }
}
