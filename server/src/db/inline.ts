// Statements with their values written in as literals, for the simple query
// protocol: several statements in one message, one round trip (group commit,
// messages/group-commit.ts). Every placeholder of such a statement carries an
// explicit cast ($1::uuid), so that a literal is read exactly as the bound
// parameter would be.

/**
 * U+0000 in a string: as a bound parameter PostgreSQL refuses it with 22021; in
 * the text of a simple query it would end the message early and break the
 * connection, so it is refused before, with the same SQLSTATE.
 */
export class NulInLiteralError extends Error {
  readonly code = '22021';
  constructor() {
    super('a value holds U+0000, which PostgreSQL cannot store');
  }
}

const noNul = (s: string): string => {
  if (s.includes('\u0000')) throw new NulInLiteralError();
  return s;
};

/** What escapes a string as a PostgreSQL literal: a pg client's escapeLiteral. */
export type EscapeLiteral = (value: string) => string;

function arrayLiteral(items: readonly unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (typeof item !== 'string' && typeof item !== 'number') throw new TypeError(`an array literal holds strings and numbers, not ${typeof item}`);
    return `"${noNul(String(item)).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${parts.join(',')}}`;
}

export function literal(escape: EscapeLiteral, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return escape(noNul(value));
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no SQL literal`);
    return escape(String(value));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return escape(arrayLiteral(value));
  if (value instanceof Date) return escape(value.toISOString());
  return escape(JSON.stringify(value));
}

/** `text` with each $n replaced by the literal of values[n-1]. */
export function inlineSql(escape: EscapeLiteral, text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= values.length) throw new RangeError(`the statement uses $${n} but has ${values.length} values`);
    return literal(escape, values[i]);
  });
}
