// Variant (b): the appender path. The domain step of MessageService.create (the
// thread row, the message, a message.created event) through runEventTransaction
// with the real EventAppender and WriteGate, on a pool of server.pool_size.
import { EventType } from '@bothy/generated';
import type { Config } from '../../src/config/config.ts';
import { createPool } from '../../src/db/pool.ts';
import { runEventTransaction } from '../../src/events/appender.ts';
import { WriteGate } from '../../src/events/write-gate.ts';
import { createAppender } from '../../src/context.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { Logger } from '../../src/logging.ts';
import { clientPayloadHash, insertMessage } from '../../src/messages/create.ts';
import { messageEvent, toMessage } from '../../src/messages/message.ts';
import { runCell, type CellOptions, type CellSlice } from '../support/measure.ts';
import { authorOf, threadOf, type Fixture } from '../support/fixture.ts';

export async function benchAppender(url: string, config: Config, log: Logger, fixture: Fixture, cell: CellOptions): Promise<CellSlice> {
  const pool = createPool(url, { max: config.server.poolSize, applicationName: 'bothy-bench-appender', preparedStatements: config.server.databasePreparedStatements });
  // Open the connections before the clock starts, as a running server has them.
  const warm = await Promise.all(Array.from({ length: Math.min(cell.writers, config.server.poolSize) }, () => pool.connect()));
  warm.forEach((c) => c.release());
  const deps = { pool, appender: createAppender(config, log), gate: new WriteGate(config.server.writeConcurrency) };
  try {
    return await runCell(async (w) => {
      const thread = threadOf(fixture, w);
      const author = authorOf(fixture, w);
      const body = { client_msg_id: uuidv7(), content_md: `bench message ${w}` };
      const hash = clientPayloadHash(thread.id, body);
      const { append } = await runEventTransaction(deps, async (client) => {
        // The domain step of MessageService.create (messages/create.ts), without its HTTP and auth around it.
        const row = (await insertMessage(client, { threadId: thread.id, author, body, hash }))!;
        const message = toMessage(row);
        return { result: message, events: [messageEvent(EventType.MessageCreated, row.space_id, message, { kind: author.kind, id: author.id })] };
      });
      return append ? append.lastSeq - append.firstSeq + 1 : 0;
    }, cell);
  } finally {
    await pool.end();
  }
}
