// Variant (b): the appender path. The domain step of MessageService.create (the
// thread row, the message, a message.created event) through runEventTransaction
// with the real EventAppender and WriteGate, on a pool of server.pool_size.
import { EventType } from '@bothy/generated';
import type { Config } from '../../src/config/config.ts';
import { createPool } from '../../src/db/pool.ts';
import { EventAppender, runEventTransaction, type NewEvent } from '../../src/events/appender.ts';
import { WriteGate } from '../../src/events/write-gate.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { Logger } from '../../src/logging.ts';
import { clientPayloadHash, mentionsOf, toMessage, type MessageRow } from '../../src/messages/service.ts';
import { runCell, type CellOptions, type CellSlice } from '../support/measure.ts';
import { authorOf, threadOf, type Fixture } from '../support/fixture.ts';

export async function benchAppender(url: string, config: Config, log: Logger, fixture: Fixture, cell: CellOptions): Promise<CellSlice> {
  const pool = createPool(url, { max: config.server.poolSize, applicationName: 'bothy-bench-appender' });
  // Open the connections before the clock starts, as a running server has them.
  const warm = await Promise.all(Array.from({ length: Math.min(cell.writers, config.server.poolSize) }, () => pool.connect()));
  warm.forEach((c) => c.release());
  const deps = {
    pool,
    appender: new EventAppender({ payloadMaxBytes: config.spec['sync.event_payload_max_bytes'], log }),
    gate: new WriteGate(config.server.writeConcurrency),
  };
  try {
    return await runCell(async (w) => {
      const thread = threadOf(fixture, w);
      const author = authorOf(fixture, w);
      const body = { client_msg_id: uuidv7(), content_md: `bench message ${w}` };
      const hash = clientPayloadHash(thread.id, body);
      const { append } = await runEventTransaction(deps, async (client) => {
        // The same statements as MessageService.create (messages/service.ts).
        const { rows: threads } = await client.query<{ last_message_seq: number }>(
          `UPDATE threads SET last_message_seq = last_message_seq + 1, message_count = message_count + 1,
                  version = version + 1, last_activity_at = now()
            WHERE id = $1 RETURNING last_message_seq`,
          [thread.id],
        );
        const threadSeq = threads[0]!.last_message_seq;
        const { rows } = await client.query<MessageRow>(
          `WITH m AS (
             INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, client_msg_id,
                                   client_payload_sha256, origin, kind, content_md, reply_to_id, attachments, mention_ids)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'text', $10, $11, $12, $13) RETURNING *)
           SELECT m.*, $14::text AS author_kind FROM m`,
          [uuidv7(), thread.id, thread.channel_id, thread.space_id, threadSeq, author.id, body.client_msg_id, hash,
            'human', body.content_md, null, '[]', mentionsOf(body.content_md), author.kind],
        );
        const message = toMessage(rows[0]!);
        const event: NewEvent<'message.created'> = {
          type: EventType.MessageCreated,
          actor: { kind: author.kind, id: author.id },
          scope: { space_id: thread.space_id, channel_id: thread.channel_id, thread_id: thread.id },
          resource: { kind: 'message', id: message.id, version: message.version },
          payload: { message },
          clientMsgId: body.client_msg_id,
        };
        return { result: message, events: [event] };
      });
      return append ? append.lastSeq - append.firstSeq + 1 : 0;
    }, cell);
  } finally {
    await pool.end();
  }
}
