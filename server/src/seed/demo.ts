// The demo instance of `npm start`: a space with channels, two people, an agent
// and a welcome thread whose messages go through the event log like any other.
import type { ServerContext } from '../context.ts';
import { loadVisibility } from '../authz/visibility.ts';
import { withTransaction } from '../db/transaction.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { MessageService } from '../messages/service.ts';

export interface DemoIds {
  alex: string;
  sam: string;
  helper: string;
  space: string;
  general: string;
  random: string;
  welcomeThread: string;
}

export async function seedDemo(ctx: ServerContext): Promise<{ ids: DemoIds; created: boolean }> {
  const { rows } = await ctx.pool.query<{ id: string; handle: string }>(`SELECT id, handle FROM principals WHERE handle IN ('alex', 'sam', 'helper')`);
  if (rows.length === 3) {
    const { rows: ids } = await ctx.pool.query<DemoIds>(
      `SELECT (SELECT id FROM principals WHERE handle = 'alex') AS alex, (SELECT id FROM principals WHERE handle = 'sam') AS sam,
              (SELECT id FROM principals WHERE handle = 'helper') AS helper, s.id AS space,
              (SELECT id FROM channels WHERE space_id = s.id AND name = 'general') AS general,
              (SELECT id FROM channels WHERE space_id = s.id AND name = 'random') AS random,
              (SELECT t.id FROM threads t JOIN channels c ON c.id = t.channel_id WHERE c.space_id = s.id AND t.title = 'Welcome') AS "welcomeThread"
         FROM spaces s WHERE s.name = 'Bothy demo'`,
    );
    return { ids: ids[0]!, created: false };
  }
  const ids: DemoIds = { alex: uuidv7(), sam: uuidv7(), helper: uuidv7(), space: uuidv7(), general: uuidv7(), random: uuidv7(), welcomeThread: uuidv7() };
  await withTransaction(ctx.pool, async (client) => {
    await client.query(
      `INSERT INTO principals (id, kind, handle, display_name, is_owner) VALUES
         ($1, 'user', 'alex', 'Alex', true), ($2, 'user', 'sam', 'Sam', false), ($3, 'agent', 'helper', 'Helper', false)`,
      [ids.alex, ids.sam, ids.helper],
    );
    // Every agent principal has its agents row (D79): billing mode and tool class of the operator.
    await client.query(`INSERT INTO agents (principal_id) VALUES ($1)`, [ids.helper]);
    await client.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Bothy demo')`, [ids.space]);
    await client.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $3, 'general'), ($2, $3, 'random')`, [ids.general, ids.random, ids.space]);
    await client.query(
      `INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES
         ($1, 'principal', $3, 'space', $5, 'write', $6), ($2, 'principal', $4, 'channel', $7, 'write', $6)`,
      [uuidv7(), uuidv7(), ids.sam, ids.helper, ids.space, ids.alex, ids.general],
    );
    await client.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, 'Welcome')`, [ids.welcomeThread, ids.general, ids.space]);
  });
  const messages = new MessageService(ctx);
  for (const [who, text] of [
    [ids.alex, 'Welcome to Bothy! This thread was written through the event log.'],
    [ids.sam, `Hi <@${ids.alex}>, every message here has a global seq and a thread_seq.`],
  ] as const) {
    const v = (await loadVisibility(ctx.pool, who))!;
    await messages.create({ principalId: who, kind: 'user', expiresAt: Date.now() + 60_000 }, v, ids.welcomeThread, { client_msg_id: uuidv7(), content_md: text });
  }
  return { ids, created: true };
}
