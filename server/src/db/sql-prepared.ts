// Prepared statements inside the simple query protocol (D281). The group commit
// (messages/create.ts) and the appender (events/appender.ts, D32) send several
// statements in one simple-query message, one round trip; the protocol's named
// statements (db/statement.ts) cannot go there, so each statement used to be
// parsed and planned anew with its values written in. SQL's own PREPARE can: the
// statement is prepared once per connection, in round trips of its own before the
// message that uses it (PREPARE is not undone by a rollback), and the message says
// `EXECUTE name(values)`.
//
// Only a pool made with server.database_prepared_statements true has clients that
// prepare (PreparingClient, db/pool.ts); with any other client the statement is
// written out with its values, as before. A transaction-mode pooler cannot carry
// SQL's PREPARE to the next transaction's connection: there the setting is false.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { inlineSql, literal } from './inline.ts';
import { PreparingClient } from './pool.ts';

/**
 * The names already worked out, per label and then per text (D546): hashing a statement's text on every
 * call cost the write path about 10 µs per statement. Keyed by the text itself, so that a text built once
 * (the group commit's forms, messages/create.ts) is found by the hash V8 keeps with the string. The
 * texts are the few forms of the server's own statements; every name is dropped should they ever reach
 * NAMES_KEPT, so that no run of texts can grow the map without bound.
 */
const names = new Map<string, Map<string, string>>();
export const NAMES_KEPT = 1024;

/** How many names are kept now. */
export function keptStatementNames(): number {
  let n = 0;
  for (const ofLabel of names.values()) n += ofLabel.size;
  return n;
}

/** The name of `text` prepared under `label`: a hash of the text, so that a changed text never meets an older statement. */
export function sqlStatementName(label: string, text: string): string {
  const known = names.get(label)?.get(text);
  if (known !== undefined) return known;
  // Checked before a label is kept, so a label only ever finds names once it passed.
  if (!/^[a-z][a-z0-9_]*$/.test(label)) throw new TypeError(`a statement label is lower-case letters, digits and _, not ${JSON.stringify(label)}`);
  const name = `bothy_${label}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  // Only on a miss, which the server's few forms make rare: the count is read off the maps, not kept beside them.
  if (keptStatementNames() >= NAMES_KEPT) names.clear();
  let ofLabel = names.get(label);
  if (!ofLabel) names.set(label, (ofLabel = new Map()));
  ofLabel.set(text, name);
  return name;
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
    try {
      // The connection may hold it already where this client lost track (a session handed on without a reset).
      const base: pg.ClientBase = client;
      const { rows } = await base.query({ text: 'SELECT 1 FROM pg_prepared_statements WHERE name = $1', values: [name] });
      if (!rows.length) await base.query(`PREPARE ${name} AS ${text}`);
    } catch (err) {
      // A PREPARE that failed on the client's side (a timeout) may still have been made: the connection is given up.
      client.retire();
      throw err;
    }
    client.sqlPrepared.add(name);
  }
  return `EXECUTE ${name}(${values.map((v) => literal(escape, v)).join(', ')})`;
}
