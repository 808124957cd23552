import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyLockKeys } from '../../src/idempotency/idempotency.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/server.ts';

let t: TestServer;
let sam: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  sam = await t.client('sam');
});
afterAll(() => t?.close());

async function freshMessage() {
  return (await sam.postMessage(t.ids.welcomeThread, 'original')).body;
}

const edit = (id: string, content: string, key: string, version: number) =>
  sam.request<{ version: number; code?: string }>('PATCH', `/api/v1/messages/${id}`, { body: { content_md: content }, headers: { 'idempotency-key': key, 'if-match': `"${version}"` } });

describe('Idempotency-Key on every other write (5.2)', () => {
  it('answers a repeat with the stored response and Idempotent-Replay, writing nothing new', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    const first = await edit(m.id, 'edited once', key, m.version);
    expect(first.status).toBe(200);
    const again = await edit(m.id, 'edited once', key, m.version);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = 'message.updated' AND resource_id = $1`, [m.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('answers the same key with another request with 422 idempotency_key_reuse', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    expect((await edit(m.id, 'one', key, m.version)).status).toBe(200);
    const other = await edit(m.id, 'two', key, m.version);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reuse');
  });

  it('answers 409 request_in_progress while the first request with the key still runs', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    // The first request is mid-flight: its open transaction holds the key's lock (D40).
    const first = await t.db.pool.connect();
    try {
      await first.query('BEGIN');
      await first.query('SELECT pg_advisory_xact_lock($1, $2)', idempotencyLockKeys(sam.principalId, key));
      const r = await edit(m.id, 'slow', key, m.version);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('request_in_progress');
      expect(r.headers.get('retry-after')).toBe('1');
    } finally {
      await first.query('ROLLBACK');
      first.release();
    }
    // The first request ended without an answer: the key runs its operation now.
    expect((await edit(m.id, 'slow', key, m.version)).status).toBe(200);
  });

  it('stores a final 4xx too, so that a repeat gets the same answer', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    const first = await edit(m.id, 'stale', key, m.version + 5);
    expect(first.status).toBe(412);
    const again = await edit(m.id, 'stale', key, m.version + 5);
    expect(again.status).toBe(412);
    expect(again.headers.get('content-type')).toMatch(/problem\+json/);
    expect(again.headers.get('idempotent-replay')).toBe('true');
  });

  it('keeps keys per principal and forgets them after sync.idempotency_key_ttl', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    expect((await edit(m.id, 'first', key, m.version)).status).toBe(200);
    await t.db.pool.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    const later = await edit(m.id, 'a different edit', key, m.version + 1);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replay')).toBeNull();
  });

  it('refuses a key that is not a UUIDv7', async () => {
    const m = await freshMessage();
    const r = await edit(m.id, 'x', 'not-a-uuid', m.version);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
  });
});
