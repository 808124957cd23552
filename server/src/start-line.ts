// What the start lines of `npm start` ("bothy server ready", main.ts) and `bothy worker` ("bothy worker
// running", workers/process.ts) both name (D403, D425): the version of @bothy/server and the database,
// its password masked, so that a log search across a cluster's processes finds both kinds alike.
import { readFileSync } from 'node:fs';
import type { Config } from './config/config.ts';
import { redactDatabaseUrl } from './db/pool.ts';

/** The version of @bothy/server (server/package.json). */
export const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** `version` and `database` (DATABASE_URL with its password masked, or `embedded`). */
export function startLineFields(config: Pick<Config, 'databaseUrl'>): { version: string; database: string } {
  return { version: SERVER_VERSION, database: config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : 'embedded' };
}
