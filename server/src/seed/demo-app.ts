// What the demo app of `npm start` adds to the demo (issue 21): a second space "Support" with
// #support, which sam reaches through a grant on the channel alone (so that the owner can revoke
// it, 8.3, 16.4), a thread in #random and in #support, and read states of alex and sam on every
// demo thread (the snapshot names threads only through read states; unread counts start from 0).
// Only main.ts calls it; the tests' seedDemo stays as it was.
import type { ServerContext } from '../context.ts';
import { loadVisibility } from '../authz/visibility.ts';
import { withTransaction } from '../db/transaction.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { MessageService } from '../messages/service.ts';
import type { DemoIds } from './demo.ts';

export interface DemoAppIds {
  supportSpace: string;
  support: string;
  randomThread: string;
  supportThread: string;
}

export async function seedDemoApp(ctx: ServerContext, ids: DemoIds): Promise<DemoAppIds> {
  const found = await ctx.pool.query<DemoAppIds>(
    `SELECT s.id AS "supportSpace", c.id AS support,
            (SELECT t.id FROM threads t WHERE t.channel_id = $1 AND t.title = 'Random chatter') AS "randomThread",
            (SELECT t.id FROM threads t WHERE t.channel_id = c.id AND t.title = 'Support desk') AS "supportThread"
       FROM spaces s JOIN channels c ON c.space_id = s.id AND c.name = 'support' WHERE s.name = 'Support'`,
    [ids.random],
  );
  if (found.rows[0]) return found.rows[0];
  const app: DemoAppIds = { supportSpace: uuidv7(), support: uuidv7(), randomThread: uuidv7(), supportThread: uuidv7() };
  await withTransaction(ctx.pool, async (client) => {
    await client.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Support')`, [app.supportSpace]);
    await client.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'support')`, [app.support, app.supportSpace]);
    await client.query(`INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES ($1, 'principal', $2, 'channel', $3, 'write', $4)`, [
      uuidv7(),
      ids.sam,
      app.support,
      ids.alex,
    ]);
    await client.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, 'Random chatter'), ($4, $5, $6, 'Support desk')`, [
      app.randomThread,
      ids.random,
      ids.space,
      app.supportThread,
      app.support,
      app.supportSpace,
    ]);
    for (const person of [ids.alex, ids.sam]) {
      for (const thread of [ids.welcomeThread, app.randomThread, app.supportThread]) {
        await client.query(`INSERT INTO read_states (principal_id, thread_id, last_read_seq, version) VALUES ($1, $2, 0, 1) ON CONFLICT DO NOTHING`, [person, thread]);
      }
    }
  });
  const messages = new MessageService(ctx);
  for (const [who, thread, text] of [
    [ids.sam, app.randomThread, 'Anything goes in #random.'],
    [ids.alex, app.supportThread, `#support is in its own space; <@${ids.sam}> reaches it through a grant on the channel alone.`],
  ] as const) {
    const v = (await loadVisibility(ctx.pool, who))!;
    await messages.create({ principalId: who, kind: 'user', expiresAt: Date.now() + 60_000 }, v, thread, { client_msg_id: uuidv7(), content_md: text });
  }
  return app;
}

/** sam's grant on #support that is in force, for the owner's revoke control of the demo app. */
export async function supportGrant(ctx: ServerContext, ids: DemoIds, app: DemoAppIds): Promise<string | undefined> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `SELECT id FROM grants WHERE subject_kind = 'principal' AND subject_id = $1 AND target_kind = 'channel' AND target_id = $2 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [ids.sam, app.support],
  );
  return rows[0]?.id;
}
