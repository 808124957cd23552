import { setTimeout as sleep } from 'node:timers/promises';
import { EventType, validateStoredEvent } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import type { Pool, PoolClient } from '../../src/db/pool.ts';
import { EventAppender, EventPayloadTooLargeError, EventValidationError, IsolationLevelError, runEventTransaction, type NewEvent } from '../../src/events/appender.ts';
import { WriteGate } from '../../src/events/write-gate.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { createLogger } from '../../src/logging.ts';
import { useTestDatabase } from '../support/database.ts';

const log = createLogger('silent');
const appender = new EventAppender({ payloadMaxBytes: 65536, log });

const db = useTestDatabase({ poolSize: 40 });

function accessExpiring(): NewEvent {
  // A durable event with no domain rows behind it: access.expiring to a principal.
  const target = uuidv7();
  return {
    type: EventType.AccessExpiring,
    scope: {},
    resource: { kind: 'grant', id: uuidv7() },
    audiencePrincipalId: uuidv7(),
    payload: { grant_id: uuidv7(), target: { kind: 'channel', id: target }, expires_at: new Date().toISOString() },
  };
}

// ---------------------------------------------------------------- no gap, no loss

interface Scenario {
  committed: number[];
  readers: number[][];
}

/** What a log must satisfy: every reader saw exactly the committed seqs, in order, never k without k-1 first. */
function violations(s: Scenario): string[] {
  const out: string[] = [];
  const committed = [...s.committed].sort((a, b) => a - b);
  committed.forEach((seq, i) => {
    if (seq !== i + 1) out.push(`committed seqs have a gap before ${seq}`);
  });
  s.readers.forEach((seen, r) => {
    if (seen.join() !== committed.join()) out.push(`reader ${r} saw ${seen.length} of ${committed.length} committed events, or out of order`);
    seen.forEach((seq, i) => {
      if (seq !== i + 1) out.push(`reader ${r} saw ${seq} as its event number ${i + 1}`);
    });
  });
  return [...new Set(out)].slice(0, 10);
}

type WriteOnce = (client: PoolClient, rollback: boolean) => Promise<number | undefined>;

async function runScenario(pool: Pool, table: string, writeOnce: WriteOnce, o = { writers: 6, perWriter: 30, readers: 3 }): Promise<Scenario> {
  const committed: number[] = [];
  let writing = true;
  const readerViews: number[][] = Array.from({ length: o.readers }, () => []);
  const readers = readerViews.map(async (seen) => {
    let cursor = 0;
    // Poll seq > cursor while writers run, then once more after they stopped.
    for (let final = false; ; ) {
      const { rows } = await pool.query<{ seq: number }>(`SELECT seq FROM ${table} WHERE seq > $1 ORDER BY seq`, [cursor]);
      for (const r of rows) seen.push(r.seq);
      if (rows.length) cursor = rows[rows.length - 1]!.seq;
      if (final) return;
      if (!writing) final = true;
      await sleep(1);
    }
  });
  const writers = Array.from({ length: o.writers }, async (_, w) => {
    const client = await pool.connect();
    try {
      for (let i = 0; i < o.perWriter; i++) {
        const rollback = (w * 31 + i * 17) % 5 === 0; // about one in five rolls back
        const seq = await writeOnce(client, rollback);
        if (seq !== undefined) committed.push(seq);
      }
    } finally {
      client.release();
    }
  });
  await Promise.all(writers);
  writing = false;
  await Promise.all(readers);
  return { committed, readers: readerViews };
}

describe('commit-ordered sequence: no gap, no loss under concurrency (3.1, 3.2)', () => {
  it('every reader polling seq > cursor ends with exactly the committed seqs, in order, with writers sleeping between the counter step and COMMIT', async () => {
    await db.pool.query('DELETE FROM event_log');
    await db.pool.query(`UPDATE sequence_counters SET value = 0 WHERE name = 'event_seq'`);
    const scenario = await runScenario(db.pool, 'event_log', async (client, rollback) => {
      await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
      const result = await appender.appendPrepared(client, appender.prepare([accessExpiring()]));
      await sleep(Math.random() * 4); // the window in which a bigserial log loses events
      if (rollback) {
        await client.query('ROLLBACK');
        return undefined;
      }
      await client.query('COMMIT');
      return result.lastSeq;
    });
    expect(scenario.committed.length).toBeGreaterThan(100);
    expect(violations(scenario)).toEqual([]);
  });

  it('twin: the same check fails on a bigserial log, where numbers are taken at the call, not at the commit', async () => {
    await db.pool.query('CREATE TABLE IF NOT EXISTS bigserial_log (seq bigserial PRIMARY KEY, body text)');
    const scenario = await runScenario(db.pool, 'bigserial_log', async (client, rollback) => {
      await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
      const { rows } = await client.query<{ seq: number }>(`INSERT INTO bigserial_log (body) VALUES ('x') RETURNING seq`);
      await sleep(Math.random() * 4);
      if (rollback) {
        await client.query('ROLLBACK');
        return undefined;
      }
      await client.query('COMMIT');
      return rows[0]!.seq;
    });
    expect(violations(scenario).length).toBeGreaterThan(0);
  });
});

describe('appender (3.2, 3.3)', () => {
  const deps = () => ({ pool: db.pool, appender, gate: new WriteGate(4) });

  it('writes n events of one transaction as last-n+1 .. last, with the permission version at commit', async () => {
    const { append } = await runEventTransaction(deps(), async () => ({ result: undefined, events: [accessExpiring(), accessExpiring(), accessExpiring()] }));
    expect(append!.lastSeq - append!.firstSeq).toBe(2);
    const { rows } = await db.pool.query<{ seq: number; permission_version: number; json: unknown }>(
      'SELECT seq, permission_version, event_envelope(e) AS json FROM event_log e WHERE seq BETWEEN $1 AND $2 ORDER BY seq',
      [append!.firstSeq, append!.lastSeq],
    );
    expect(rows.map((r) => r.seq)).toEqual([append!.firstSeq, append!.firstSeq + 1, append!.lastSeq]);
    for (const r of rows) expect(validateStoredEvent(r.json), JSON.stringify(validateStoredEvent.errors)).toBe(true);
  });

  it('rolls the counter back with a failing domain step, so no seq is lost', async () => {
    const before = await db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`);
    await expect(
      runEventTransaction(deps(), async (client) => {
        await client.query('SELECT 1');
        throw new Error('domain failed');
      }),
    ).rejects.toThrow('domain failed');
    const { append } = await runEventTransaction(deps(), async () => ({ result: undefined, events: [accessExpiring()] }));
    expect(append!.lastSeq).toBe(before.rows[0]!.value + 1);
  });

  it('refuses to run in REPEATABLE READ or SERIALIZABLE', async () => {
    for (const level of ['REPEATABLE READ', 'SERIALIZABLE']) {
      const client = await db.pool.connect();
      try {
        await client.query(`BEGIN ISOLATION LEVEL ${level}`);
        await expect(appender.appendPrepared(client, appender.prepare([accessExpiring()]))).rejects.toBeInstanceOf(IsolationLevelError);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
    }
  });

  it('rejects a payload over sync.event_payload_max_bytes with a clear error, never truncating it (2.2)', async () => {
    const e = accessExpiring();
    const bytes = Buffer.byteLength(JSON.stringify(e.payload));
    const atLimit = new EventAppender({ payloadMaxBytes: bytes, log });
    expect(() => atLimit.prepare([e])).not.toThrow();
    const small = new EventAppender({ payloadMaxBytes: bytes - 1, log });
    expect(() => small.prepare([e])).toThrow(EventPayloadTooLargeError);
    const before = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    await expect(runEventTransaction({ pool: db.pool, appender: small, gate: new WriteGate(1) }, async () => ({ result: undefined, events: [e] }))).rejects.toThrow(
      /sync.event_payload_max_bytes/,
    );
    const after = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses and never stores an event that does not match the contract', async () => {
    const before = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    const bad = { ...accessExpiring(), resource: { kind: 'grant', id: uuidv7(), version: 3 } }; // access.expiring has no resource.version (9)
    await expect(runEventTransaction(deps(), async () => ({ result: undefined, events: [bad] }))).rejects.toBeInstanceOf(EventValidationError);
    const noAudience = { ...accessExpiring(), audiencePrincipalId: undefined };
    await expect(runEventTransaction(deps(), async () => ({ result: undefined, events: [noAudience] }))).rejects.toBeInstanceOf(EventValidationError);
    const after = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('notifies event_log with the last seq of the transaction', async () => {
    const listener = await db.pool.connect();
    try {
      const got = new Promise<string>((resolve) => listener.on('notification', (n) => resolve(n.payload ?? '')));
      await listener.query('LISTEN event_log');
      const { append } = await runEventTransaction(deps(), async () => ({ result: undefined, events: [accessExpiring(), accessExpiring()] }));
      expect(await got).toBe(String(append!.lastSeq));
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });
});
