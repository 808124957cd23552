// The envelope as the read paths select it (2.2; D276): ENVELOPE_JSON writes the
// JSON text in the query, and it must be the same JSON value as the reference,
// event_envelope(e) of migration 0001, for every row the log can hold: members
// left out where the column is NULL, strings escaped, the payload as stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pool } from '../../src/db/pool.ts';
import { ENVELOPE_JSON } from '../../src/events/log-reader.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestDatabase } from '../support/database.ts';

const db = useTestDatabase();

interface Row {
  type: string;
  schema_version: number;
  occurred_at: string;
  actor_kind: string | null;
  actor_id: string | null;
  space_id: string | null;
  channel_id: string | null;
  thread_id: string | null;
  resource_kind: string;
  resource_id: string;
  resource_version: number | null;
  audience_principal_id: string | null;
  payload: unknown;
  redacted: boolean;
  truncated: boolean;
  correlation_id: string | null;
  client_msg_id: string | null;
  permission_version: number;
}

const COLUMNS = ['type', 'schema_version', 'occurred_at', 'actor_kind', 'actor_id', 'space_id', 'channel_id', 'thread_id', 'resource_kind', 'resource_id', 'resource_version', 'audience_principal_id', 'payload', 'redacted', 'truncated', 'correlation_id', 'client_msg_id', 'permission_version'] as const;

/** Strings that need JSON escaping: quotes, backslashes, control characters, non-ASCII, a lone "}". */
const AWKWARD = ['plain', 'say "hi"', 'back\\slash', 'tab\there', 'line\nbreak', '\u0001\u001f', 'ünïcödé 🧵', '}', '', '{"not":"json"}'];

const uuid = fc.constant(null).map(() => uuidv7());
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const text = fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ unit: 'binary', maxLength: 12 }).map((s) => s.replace(/\u0000/g, '')));
const payload = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v).replace(/\\u0000/g, '')) as unknown),
  fc.record({ message: fc.record({ content_md: text, note: fc.constant(null), n: fc.integer() }) }),
);
const rowArb: fc.Arbitrary<Row> = fc.record({
  type: text,
  schema_version: fc.integer({ min: 1, max: 1000 }),
  occurred_at: fc.date({ min: new Date('1999-12-31T23:59:59Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).chain((d) =>
    fc.integer({ min: 0, max: 999 }).map((micro) => `${d.toISOString().slice(0, 23)}${String(micro).padStart(3, '0')}+00`),
  ),
  actor_kind: maybe(fc.constantFrom('user', 'agent', 'app', 'system')),
  actor_id: maybe(uuid),
  space_id: maybe(uuid),
  channel_id: maybe(uuid),
  thread_id: maybe(uuid),
  resource_kind: text,
  resource_id: text,
  resource_version: maybe(fc.integer({ min: 0, max: 2 ** 40 })),
  audience_principal_id: maybe(uuid),
  payload,
  redacted: fc.boolean(),
  truncated: fc.boolean(),
  correlation_id: maybe(uuid),
  client_msg_id: maybe(uuid),
  permission_version: fc.integer({ min: 0, max: 2 ** 40 }),
});

let nextSeq = 1_000_000;

/** Stores the rows (a JSON null payload as the JSON value null) and returns, per row, the text of `envelopeSql` and the reference's jsonb text, both for the same row. */
async function storeAndRead(pool: Pool, rows: Row[], envelopeSql: string): Promise<{ text: string; reference: string }[]> {
  const first = nextSeq;
  nextSeq += rows.length;
  await pool.query(
    `INSERT INTO event_log (seq, id, ${COLUMNS.join(', ')})
     SELECT $1::bigint + r.i, gen_random_uuid(), ${COLUMNS.map((c) => (c === 'payload' ? `COALESCE(r.payload, 'null'::jsonb)` : `r.${c}`)).join(', ')}
       FROM jsonb_to_recordset($2::jsonb) AS r(type text, schema_version int, occurred_at timestamptz, actor_kind text, actor_id uuid, space_id uuid, channel_id uuid, thread_id uuid,
            resource_kind text, resource_id text, resource_version bigint, audience_principal_id uuid, payload jsonb, redacted boolean, truncated boolean,
            correlation_id uuid, client_msg_id uuid, permission_version bigint, i bigint)`,
    [first, JSON.stringify(rows.map((r, i) => ({ ...r, i })))],
  );
  const { rows: out } = await pool.query<{ text: string; reference: string }>(
    `SELECT ${envelopeSql} AS text, event_envelope(e)::text AS reference FROM event_log e WHERE e.seq >= $1 AND e.seq < $2 ORDER BY e.seq`,
    [first, first + rows.length],
  );
  expect(out).toHaveLength(rows.length);
  return out;
}

/** Rows whose text is not valid JSON, or not the reference's value. */
function mismatches(read: { text: string; reference: string }[]): string[] {
  const bad: string[] = [];
  for (const { text, reference } of read) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      bad.push(`not JSON: ${text.slice(0, 200)}`);
      continue;
    }
    try {
      expect(value).toStrictEqual(JSON.parse(reference));
    } catch {
      bad.push(`differs: ${text.slice(0, 200)} against ${reference.slice(0, 200)}`);
    }
  }
  return bad;
}

/** Broken on purpose: the resource id spliced without escaping, as a hand-written builder might. */
const UNESCAPED = ENVELOPE_JSON.replace(`'"id":' || to_json(e.resource_id)`, `'"id":"' || e.resource_id || '"'`);
/** Broken on purpose: the actor written only when it has an id, which loses a system actor's kind. */
const ACTOR_NEEDS_ID = ENVELOPE_JSON.replace(`CASE WHEN e.actor_kind IS NOT NULL THEN`, `CASE WHEN e.actor_id IS NOT NULL THEN`);

const CORNERS: Row[] = [
  // every optional member absent
  { type: 'x', schema_version: 1, occurred_at: '2026-01-01T00:00:00+00', actor_kind: null, actor_id: null, space_id: null, channel_id: null, thread_id: null, resource_kind: 'k', resource_id: 'r', resource_version: null, audience_principal_id: null, payload: null, redacted: false, truncated: false, correlation_id: null, client_msg_id: null, permission_version: 0 },
  // every member present, strings that need escaping, a payload with nulls of its own (kept: the payload is not stripped)
  { type: 'say "hi"', schema_version: 2, occurred_at: '2026-06-30T23:59:59.999999+00', actor_kind: 'system', actor_id: uuidv7(), space_id: uuidv7(), channel_id: uuidv7(), thread_id: uuidv7(), resource_kind: 'back\\slash', resource_id: 'line\nbreak "q"', resource_version: 7, audience_principal_id: uuidv7(), payload: { a: null, b: [null, { c: null }], s: 'tab\t' }, redacted: true, truncated: true, correlation_id: uuidv7(), client_msg_id: uuidv7(), permission_version: 2 ** 40 },
  // an actor kind without an id (a system actor), a scope of one member
  { type: 'system.notice', schema_version: 1, occurred_at: '2030-02-03T04:05:06.000001+00', actor_kind: 'system', actor_id: null, space_id: uuidv7(), channel_id: null, thread_id: null, resource_kind: 'instance', resource_id: '}', resource_version: 0, audience_principal_id: null, payload: { text: 'ünïcödé 🧵' }, redacted: false, truncated: false, correlation_id: null, client_msg_id: null, permission_version: 1 },
];

describe('the envelope as text (2.2, D276)', () => {
  it('is the value of event_envelope(e) for rows at the corners: absent members, escaping, a system actor without an id', async () => {
    expect(mismatches(await storeAndRead(db.pool, CORNERS, ENVELOPE_JSON))).toEqual([]);
  });

  it('is the value of event_envelope(e) for random rows (300 rows, in batches of 50)', async () => {
    const rows = fc.sample(rowArb, { numRuns: 300, seed: 22 });
    for (let i = 0; i < rows.length; i += 50) expect(mismatches(await storeAndRead(db.pool, rows.slice(i, i + 50), ENVELOPE_JSON))).toEqual([]);
  });

  it('splices the id and number columns unescaped only because their types never need escaping (uuid, bigint, integer)', async () => {
    const { rows } = await db.pool.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'event_log' AND table_schema = current_schema()`,
    );
    const types = Object.fromEntries(rows.map((r) => [r.column_name, r.data_type]));
    for (const c of ['id', 'actor_id', 'space_id', 'channel_id', 'thread_id', 'correlation_id', 'client_msg_id']) expect(types[c], c).toBe('uuid');
    for (const c of ['seq', 'resource_version', 'permission_version']) expect(types[c], c).toBe('bigint');
    expect(types.schema_version).toBe('integer');
    // The text columns are the ones ENVELOPE_JSON passes through to_json.
    for (const c of ['type', 'actor_kind', 'resource_kind', 'resource_id']) {
      expect(types[c], c).toBe('text');
      expect(ENVELOPE_JSON).toContain(`to_json(e.${c})`);
    }
  });

  it('is NULL for the NULL row of a LEFT JOIN (an event removed by retention), not an object without id', async () => {
    const { rows } = await db.pool.query<{ text: string | null }>(`SELECT ${ENVELOPE_JSON} AS text FROM (SELECT 1) x LEFT JOIN event_log e ON false`);
    expect(rows).toEqual([{ text: null }]);
  });

  it('twin: the same checks find a builder that does not escape, and one that drops an actor without an id', async () => {
    expect(UNESCAPED).not.toBe(ENVELOPE_JSON);
    expect(ACTOR_NEEDS_ID).not.toBe(ENVELOPE_JSON);
    expect(mismatches(await storeAndRead(db.pool, CORNERS, UNESCAPED)).length).toBeGreaterThan(0);
    expect(mismatches(await storeAndRead(db.pool, CORNERS, ACTOR_NEEDS_ID)).length).toBeGreaterThan(0);
    // The random rows find the unescaped builder by themselves too.
    const rows = fc.sample(rowArb, { numRuns: 100, seed: 22 });
    expect(mismatches(await storeAndRead(db.pool, rows, UNESCAPED)).length).toBeGreaterThan(0);
  });
});
