// What a server's pool is sent: the tests that count a path's statements (issue 22) read them here.
import type pg from 'pg';

type Query = (...a: unknown[]) => unknown;

/** A statement's text, whether it was sent as a string or as a query config. */
export const statementText = (q: unknown): string => (typeof q === 'string' ? q : String((q as { text?: string }).text ?? ''));

/** The texts (and, for named statements, the names) of the statements `pool` is sent while `run` runs. */
export async function statementsOf<T>(pool: pg.Pool, run: () => Promise<T>): Promise<{ result: T; texts: string[]; names: (string | undefined)[] }> {
  const p = pool as unknown as { query: Query };
  const original = p.query;
  const texts: string[] = [];
  const names: (string | undefined)[] = [];
  p.query = function (this: unknown, ...args: unknown[]) {
    texts.push(statementText(args[0]));
    names.push(typeof args[0] === 'object' ? (args[0] as { name?: string }).name : undefined);
    return original.apply(this, args);
  };
  try {
    return { result: await run(), texts, names };
  } finally {
    p.query = original;
  }
}
