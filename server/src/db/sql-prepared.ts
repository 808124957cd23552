// Prepared statements inside the simple query protocol (D281). The group commit
// (messages/create.ts) sends several statements in one simple-query message, one
// round trip for a batch; the protocol's named statements (db/statement.ts) cannot
// go there, so each statement used to be parsed and planned anew with its values
// written in. SQL's own PREPARE can: the statement is prepared once per connection,
// in a round trip of its own before the transaction (PREPARE is not undone by a
// rollback), and the batch says `EXECUTE name(values)`.
//
// Only a pool made with server.database_prepared_statements true has clients that
// prepare (PreparingClient, db/pool.ts); with any other client the statement is
// written out with its values, as before. A transaction-mode pooler cannot carry
// SQL's PREPARE to the next transaction's connection: there the setting is false.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { inlineSql, literal } from './inline.ts';
import { PreparingClient } from './pool.ts';

/** The name of `text` prepared under `label`: a hash of the text, so that a changed text never meets an older statement. */
export function sqlStatementName(label: string, text: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(label)) throw new TypeError(`a statement label is lower-case letters, digits and _, not ${JSON.stringify(label)}`);
  return `bothy_${label}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * `text` with `values` as one statement of a simple-query message: `EXECUTE name(literals)` on a
 * client that prepares (preparing it first on the connection's first use), else the text with its
 * values written in (db/inline.ts). Every placeholder of `text` carries a cast, so both read alike.
 */
export async function executeText(client: pg.ClientBase, label: string, text: string, values: readonly unknown[]): Promise<string> {
  const escape = (v: string) => client.escapeLiteral(v);
  if (!(client instanceof PreparingClient)) return inlineSql(escape, text, values);
  const name = sqlStatementName(label, text);
  if (!client.sqlPrepared.has(name)) {
    await client.query(`PREPARE ${name} AS ${text}`);
    client.sqlPrepared.add(name);
  }
  return `EXECUTE ${name}(${values.map((v) => literal(escape, v)).join(', ')})`;
}
