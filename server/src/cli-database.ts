// The database of the operator commands (`bothy migrate`, `restore finalize`, `retention run`): opened,
// used, closed. Its pool has the server's deadlines (D473).
import type { Config } from './config/config.ts';
import { openDatabase } from './db/open.ts';
import { createPool, poolOptionsOf, type Pool } from './db/pool.ts';

/** Broken variants for the tests (server/test/hardening/cli-child.ts sets them); never set otherwise. */
export const cliTwins: { cliPoolWithoutDeadlines?: boolean } = {};

export async function withDatabase<T>(config: Config, fn: (pool: Pool) => Promise<T>): Promise<T> {
  const db = await openDatabase(config, (m) => console.error(m));
  // server.database_connect_timeout and server.database_query_timeout as in the server (D327): a link that
  // falls silent ends the command with exit 3 and the setting's name, not a wait for ever. The migrations
  // lift the query deadline themselves, as at the server's start.
  const pool = createPool(db.url, { ...(cliTwins.cliPoolWithoutDeadlines ? {} : poolOptionsOf(config.server)), max: 2, applicationName: 'bothy-cli' });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
    await db.close();
  }
}
