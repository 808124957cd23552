// Named statements (D278): a statement sent on every request, whose planning
// costs PostgreSQL more than running it, is prepared once per connection and
// then only bound and executed. node-postgres keeps the name per client; a
// pool made with server.database_prepared_statements false sends it unnamed
// (db/pool.ts), for whatever sits between a node and PostgreSQL and refuses
// named statements (a pooler must keep sessions anyway: LISTEN, the node lock).
import type pg from 'pg';

export interface Statement {
  readonly name: string;
  readonly text: string;
}

const names = new Map<string, string>();

/** One name for one text, for the whole process: pg refuses a name reused for another text on a client. */
export function statement(name: string, text: string): Statement {
  const full = `bothy_${name}`;
  const known = names.get(full);
  if (known !== undefined && known !== text) throw new Error(`the statement name ${full} is taken by another text`);
  names.set(full, text);
  return { name: full, text };
}

/** The query config of a named statement with its values. */
export function bind(s: Statement, values: unknown[]): pg.QueryConfig {
  return { name: s.name, text: s.text, values };
}
