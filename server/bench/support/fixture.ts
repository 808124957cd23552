// What every variant writes to: a few threads of the demo space, and the two
// demo people as authors. Writer w always writes to thread w % threads and as
// author w % 2, in every variant, so that the thread row locks are spread the
// same way and only the counter row is shared by all writers.
import type { Pool } from '../../src/db/pool.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

export interface BenchThread {
  id: string;
  channel_id: string;
  space_id: string;
}

export interface BenchAuthor {
  id: string;
  handle: string;
  kind: 'user';
}

export interface Fixture {
  threads: BenchThread[];
  authors: BenchAuthor[];
}

/** Needs the demo seed (seedDemo) in the database. */
export async function createFixture(pool: Pool, threadCount: number): Promise<Fixture> {
  const { rows: authors } = await pool.query<{ id: string; handle: string }>(`SELECT id, handle FROM principals WHERE handle IN ('alex', 'sam') ORDER BY handle`);
  if (authors.length !== 2) throw new Error('the demo seed is missing: no principals alex and sam');
  const { rows: channels } = await pool.query<{ id: string; space_id: string }>(
    `SELECT c.id, c.space_id FROM channels c JOIN spaces s ON s.id = c.space_id WHERE s.name = 'Bothy demo' AND c.name = 'general'`,
  );
  const general = channels[0];
  if (!general) throw new Error('the demo seed is missing: no channel general');
  const threads: BenchThread[] = Array.from({ length: threadCount }, () => ({ id: uuidv7(), channel_id: general.id, space_id: general.space_id }));
  await pool.query(
    `INSERT INTO threads (id, channel_id, space_id, title)
     SELECT x.id, x.channel_id, x.space_id, 'bench ' || x.n FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, channel_id uuid, space_id uuid, n int)`,
    [JSON.stringify(threads.map((t, n) => ({ ...t, n })))],
  );
  return { threads, authors: authors.map((a) => ({ id: a.id, handle: a.handle, kind: 'user' as const })) };
}

export function threadOf(f: Fixture, writer: number): BenchThread {
  return f.threads[writer % f.threads.length]!;
}

export function authorOf(f: Fixture, writer: number): BenchAuthor {
  return f.authors[writer % f.authors.length]!;
}
