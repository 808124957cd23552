import { EventType, ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyLockKeys, requestHash } from '../../src/idempotency/idempotency.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let sam: TestClient;

const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
});

async function freshMessage() {
  return (await sam.postMessage(t.ids.welcomeThread, 'original')).body;
}

const updates = async (id: string) =>
  (await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND resource_id = $2`, [EventType.MessageUpdated, id])).rows[0]!.n;

/** A real fault inside PostgreSQL: a trigger on message updates, for the time of `run`. */
async function withTrigger(body: string, run: () => Promise<void>): Promise<void> {
  await t.db.pool.query(`CREATE OR REPLACE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN ${body} RETURN NEW; END $f$`);
  await t.db.pool.query('CREATE TRIGGER test_fault BEFORE UPDATE ON messages FOR EACH ROW EXECUTE FUNCTION test_fault()');
  try {
    await run();
  } finally {
    await t.db.pool.query('DROP TRIGGER test_fault ON messages');
  }
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
    expect(await updates(m.id)).toBe(1);
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

  it('answers 409 request_in_progress to a second request while the first with the key runs, then replays its answer (D40)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    await withTrigger(`IF NEW.content_md = 'slow edit' THEN PERFORM pg_sleep(1); END IF;`, async () => {
      const first = edit(m.id, 'slow edit', key, m.version);
      await new Promise((r) => setTimeout(r, 300));
      const second = await edit(m.id, 'slow edit', key, m.version);
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('request_in_progress');
      expect(second.headers.get('retry-after')).toBe('1');
      expect((await first).status).toBe(200);
    });
    const again = await edit(m.id, 'slow edit', key, m.version);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(await updates(m.id)).toBe(1);
  });

  it('leaves no key state after a 5xx from the database mid-request: the retry runs the operation, once (D40)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    await withTrigger(`IF NEW.content_md = 'db fault' THEN RAISE EXCEPTION 'injected fault'; END IF;`, async () => {
      expect((await edit(m.id, 'db fault', key, m.version)).status).toBe(500);
    });
    expect((await t.db.pool.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rowCount).toBe(0);
    expect(await updates(m.id)).toBe(0);
    const retry = await edit(m.id, 'db fault', key, m.version);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBeNull();
    expect(await updates(m.id)).toBe(1);
  });

  it('runs the whole request again after a deadlock, and the effect happens once (D41)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    await t.db.pool.query('CREATE SEQUENCE IF NOT EXISTS deadlock_once');
    await withTrigger(`IF NEW.content_md = 'deadlocked' AND nextval('deadlock_once') = 1 THEN RAISE EXCEPTION USING ERRCODE = 'deadlock_detected', MESSAGE = 'injected deadlock'; END IF;`, async () => {
      const r = await edit(m.id, 'deadlocked', key, m.version);
      expect(r.status).toBe(200);
    });
    expect(await updates(m.id)).toBe(1);
  });

  it('undoes what an operation wrote before it answered 4xx, and stores only the answer (D41)', async () => {
    const thread = t.ids.welcomeThread;
    const key = uuidv7();
    await t.db.pool.query('DELETE FROM read_states WHERE principal_id = $1 AND thread_id = $2', [sam.principalId, thread]);
    const unread = () => sam.request<{ code?: string }>('POST', `/api/v1/threads/${thread}/read-state/mark-unread`, { body: { last_read_seq: 0 }, headers: { 'idempotency-key': key, 'if-match': '"7"' } });
    const first = await unread();
    expect(first.status).toBe(412);
    // mark-unread created the read state row before it compared the version: rolled back with the refusal.
    expect((await t.db.pool.query('SELECT 1 FROM read_states WHERE principal_id = $1 AND thread_id = $2', [sam.principalId, thread])).rowCount).toBe(0);
    const again = await unread();
    expect(again.status).toBe(412);
    expect(again.headers.get('idempotent-replay')).toBe('true');
  });

  it('answers the same key with another If-Match with 422 idempotency_key_reuse, and replays the same one (5.2, 13.3, D357)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    const first = await edit(m.id, 'edited', key, m.version);
    expect(first.status).toBe(200);
    // A stale version under the key is another conditional request: not the earlier 200.
    const stale = await edit(m.id, 'edited', key, m.version + 6);
    expect([stale.status, stale.body.code]).toEqual([422, ProblemCode.IdempotencyKeyReuse]);
    // The same version, written as a weak tag with blanks around it: the same request, replayed.
    const same = await sam.request<{ version: number }>('PATCH', `/api/v1/messages/${m.id}`, { body: { content_md: 'edited' }, headers: { 'idempotency-key': key, 'if-match': ` W/"${m.version}" ` } });
    expect(same.status).toBe(200);
    expect(same.headers.get('idempotent-replay')).toBe('true');
    expect(same.body).toEqual(first.body);
    expect(await updates(m.id)).toBe(1);
  });

  it('answers a corrected If-Match under the key of a stored 412 with 422, not with the 412 (5.2, 13.3, D357)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    expect((await edit(m.id, 'v2', key, m.version + 1)).status).toBe(412);
    const corrected = await edit(m.id, 'v2', key, m.version);
    expect([corrected.status, corrected.body.code]).toEqual([422, ProblemCode.IdempotencyKeyReuse]);
    expect(await updates(m.id)).toBe(0);
  });

  it('hashes the If-Match of mark-unread too (5.2, D357)', async () => {
    const thread = t.ids.welcomeThread;
    const key = uuidv7();
    const unread = (version: string) =>
      sam.request<{ code?: string }>('POST', `/api/v1/threads/${thread}/read-state/mark-unread`, { body: { last_read_seq: 0 }, headers: { 'idempotency-key': key, 'if-match': version } });
    expect((await unread('"999"')).status).toBe(412);
    const other = await unread('"998"');
    expect([other.status, other.body.code]).toEqual([422, ProblemCode.IdempotencyKeyReuse]);
    const again = await unread('"999"');
    expect([again.status, again.headers.get('idempotent-replay')]).toEqual([412, 'true']);
  });

  it('hashes the path as the route reads it: an upper-case ID replays, not 422 (5.2, D358)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    const first = await edit(m.id, 'edited', key, m.version);
    expect(first.status).toBe(200);
    const upper = await edit(m.id.toUpperCase(), 'edited', key, m.version);
    expect(upper.status).toBe(200);
    expect(upper.headers.get('idempotent-replay')).toBe('true');
    expect(await updates(m.id)).toBe(1);
  });

  it('hashes a reaction path by its emoji, not its percent-encoding (5.2, D358)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    const react = (path: string) => sam.request<{ code?: string }>('PUT', `/api/v1/messages/${m.id}/reactions/${path}`, { headers: { 'idempotency-key': key } });
    expect((await react('%F0%9F%91%8D')).status).toBe(200);
    const lower = await react('%f0%9f%91%8d');
    expect([lower.status, lower.headers.get('idempotent-replay')]).toEqual([200, 'true']);
    // Another emoji under the key is another request.
    const other = await react('%F0%9F%8E%89');
    expect([other.status, other.body.code]).toEqual([422, ProblemCode.IdempotencyKeyReuse]);
  });

  it('keeps the hash of the path the SDK sends (encodeURIComponent), so keys stored before D358 still match (5.2)', async () => {
    const key = uuidv7();
    // openapi-fetch encodes a path parameter with encodeURIComponent: ":" travels as %3A.
    const path = `/api/v1/me/settings/${encodeURIComponent('ui.theme:dark')}`;
    expect((await sam.request('PUT', path, { body: { value: 1 }, headers: { 'idempotency-key': key } })).status).toBe(200);
    const stored = await t.db.pool.query<{ request_sha256: string }>('SELECT request_sha256 FROM idempotency_keys WHERE key = $1', [key]);
    expect(stored.rows[0]!.request_sha256).toBe(requestHash({ method: 'PUT', path, body: { value: 1 } }));
    // The same key spelled with a raw ":" is the same setting.
    const raw = await sam.request('PUT', '/api/v1/me/settings/ui.theme:dark', { body: { value: 1 }, headers: { 'idempotency-key': key } });
    expect([raw.status, raw.headers.get('idempotent-replay')]).toEqual([200, 'true']);
  });

  it('a setting key shaped like a UUID keeps its case: another case under the same key is another request (5.2)', async () => {
    const key = uuidv7();
    const upper = uuidv7().toUpperCase();
    expect((await sam.request('PUT', `/api/v1/me/settings/${upper}`, { body: { value: 1 }, headers: { 'idempotency-key': key } })).status).toBe(200);
    const lower = await sam.request<{ code?: string }>('PUT', `/api/v1/me/settings/${upper.toLowerCase()}`, { body: { value: 1 }, headers: { 'idempotency-key': key } });
    expect([lower.status, lower.body.code]).toEqual([422, ProblemCode.IdempotencyKeyReuse]);
  });

  it('a key stored before D357 (its hash without If-Match) still matches the same request with If-Match (5.2)', async () => {
    const m = await freshMessage();
    const key = uuidv7();
    const first = await edit(m.id, 'before the upgrade', key, m.version);
    expect(first.status).toBe(200);
    // As an older node stored it: the hash of the request without If-Match.
    const path = `/api/v1/messages/${m.id}`;
    await t.db.pool.query('UPDATE idempotency_keys SET request_sha256 = $2 WHERE key = $1', [key, requestHash({ method: 'PATCH', path, body: { content_md: 'before the upgrade' } })]);
    const again = await edit(m.id, 'before the upgrade', key, m.version);
    expect([again.status, again.headers.get('idempotent-replay')]).toEqual([200, 'true']);
  });

  it('refuses a key that is not a UUIDv7', async () => {
    const m = await freshMessage();
    const r = await edit(m.id, 'x', 'not-a-uuid', m.version);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ProblemCode.ValidationFailed);
  });
});
