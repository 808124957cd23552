import { ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let sam: TestClient;

const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
});

async function eventCount(type: string, clientMsgId?: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND ($2::uuid IS NULL OR client_msg_id = $2)',
    [type, clientMsgId ?? null],
  );
  return rows[0]!.n;
}

describe('idempotent message creation (5.1)', () => {
  it('creates once and answers a repeat with 200, Idempotent-Replay: true and the original, without a new event', async () => {
    const id = uuidv7();
    const first = await sam.postMessage(t.ids.welcomeThread, 'once', id);
    expect(first.status).toBe(201);
    const again = await sam.postMessage(t.ids.welcomeThread, 'once', id);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await eventCount('message.created', id)).toBe(1);
  });

  it('gives 20 parallel identical POSTs exactly one message and one event; the losers are answered as repeats', async () => {
    const id = uuidv7();
    const before = await t.db.pool.query<{ last_message_seq: number }>('SELECT last_message_seq FROM threads WHERE id = $1', [t.ids.welcomeThread]);
    const results = await Promise.all(Array.from({ length: 20 }, () => sam.postMessage(t.ids.welcomeThread, 'race', id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE client_msg_id = $1', [id]);
    expect(rows[0]!.n).toBe(1);
    expect(await eventCount('message.created', id)).toBe(1);
    // The losers rolled back with their thread number: thread_seq stays gapless (4).
    const after = await t.db.pool.query<{ last_message_seq: number }>('SELECT last_message_seq FROM threads WHERE id = $1', [t.ids.welcomeThread]);
    expect(after.rows[0]!.last_message_seq).toBe(before.rows[0]!.last_message_seq + 1);
    expect(results.find((r) => r.status === 201)!.body.thread_seq).toBe(after.rows[0]!.last_message_seq);
  });

  it('answers the same client_msg_id with another body with 422 idempotency_key_reuse', async () => {
    const id = uuidv7();
    expect((await sam.postMessage(t.ids.welcomeThread, 'first text', id)).status).toBe(201);
    const other = await sam.postMessage(t.ids.welcomeThread, 'other text', id);
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reuse', status: 422 });
  });

  it('still replays days later: the pair never expires', async () => {
    const id = uuidv7();
    const first = await sam.postMessage(t.ids.welcomeThread, 'old', id);
    await t.db.pool.query(`UPDATE messages SET created_at = now() - interval '40 days' WHERE client_msg_id = $1`, [id]);
    const later = await sam.postMessage(t.ids.welcomeThread, 'old', id);
    expect(later.status).toBe(200);
    expect((later.body as { id: string }).id).toBe((first.body as { id: string }).id);
  });

  it('checks only the UUID version of client_msg_id, not its time', async () => {
    const weeksOld = uuidv7(Date.now() - 21 * 86_400_000);
    expect((await sam.postMessage(t.ids.welcomeThread, 'from an old outbox', weeksOld)).status).toBe(201);
    const v4 = await sam.postMessage(t.ids.welcomeThread, 'v4', '2b7e1516-28ae-4d2a-abf7-15882ba5f5a1');
    expect(v4.status).toBe(400);
    expect(v4.body).toMatchObject({ code: ProblemCode.ValidationFailed });
  });

  it('keeps the pair per author: another person may use the same client_msg_id', async () => {
    const alex = await t.client('alex');
    const id = uuidv7();
    expect((await sam.postMessage(t.ids.welcomeThread, 'mine', id)).status).toBe(201);
    expect((await alex.postMessage(t.ids.welcomeThread, 'mine too', id)).status).toBe(201);
  });
});

describe('a repeat after the author lost the thread (5.1, 8.3; D354)', () => {
  /** A message, the author's grant revoked, then the same request again (a retry after a lost answer). */
  async function repeatAfterRemoval(): Promise<{ status: number; code?: string; replay: string | null }> {
    const alex = await t.client('alex');
    const p = await personWithChannel(t, alex, 'write');
    const id = uuidv7();
    expect((await p.who.postMessage(p.thread, 'before the removal', id)).status).toBe(201);
    expect((await alex.request('POST', `/api/v1/grants/${p.grantId}/revoke`)).status).toBe(200);
    const again = await p.who.postMessage(p.thread, 'before the removal', id);
    return { status: again.status, code: (again.body as { code?: string }).code, replay: again.headers.get('idempotent-replay') };
  }

  it('is 404 as every other write in the thread, not the message as it is now', async () => {
    expect(await repeatAfterRemoval()).toMatchObject({ status: 404, code: ProblemCode.NotFound, replay: null });
  });

  it('twin (replayUnchecked): the repeat answers the message to a person who may no longer read it', async () => {
    t.server.ctx.twins = { replayUnchecked: true };
    try {
      expect(await repeatAfterRemoval()).toMatchObject({ status: 200, replay: 'true' });
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});

describe('a reply names a message of its thread (5.1; D359)', () => {
  it('a reply to a message of the thread is taken, deleted or not; one of another thread, or none, is 404 not_found naming /reply_to_id', async () => {
    const alex = await t.client('alex');
    const p = await personWithChannel(t, alex, 'write');
    const other = await personWithChannel(t, alex, 'write');
    const target = await p.who.postMessage(p.thread, 'the message replied to');
    const elsewhere = await other.who.postMessage(other.thread, 'in another thread');
    const reply = (replyTo: string) => p.who.request<{ code?: string; errors?: { pointer: string }[] }>('POST', `/api/v1/threads/${p.thread}/messages`, { body: { client_msg_id: uuidv7(), content_md: 'a reply', reply_to_id: replyTo } });
    const ok = await reply(target.body.id);
    expect(ok.status).toBe(201);
    expect((ok.body as unknown as { reply_to_id?: string }).reply_to_id).toBe(target.body.id);
    for (const wrong of [elsewhere.body.id, uuidv7()]) {
      const r = await reply(wrong);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: ProblemCode.NotFound, errors: [{ pointer: '/reply_to_id' }] });
    }
    expect((await p.who.request('DELETE', `/api/v1/messages/${target.body.id}`, { headers: { 'if-match': `"${target.body.version}"`, 'idempotency-key': uuidv7() } })).status).toBe(204);
    expect((await reply(target.body.id)).status).toBe(201);
  });

  it('a reply repeated after its channel was made read-only is answered as the repeat it is (5.1, D354)', async () => {
    const alex = await t.client('alex');
    const p = await personWithChannel(t, alex, 'write');
    const target = await p.who.postMessage(p.thread, 'the message replied to');
    const body = { client_msg_id: uuidv7(), content_md: 'a reply', reply_to_id: target.body.id };
    expect((await p.who.request('POST', `/api/v1/threads/${p.thread}/messages`, { body })).status).toBe(201);
    expect((await alex.request('PATCH', `/api/v1/channels/${p.channel}`, { body: { read_only: true } })).status).toBe(200);
    const again = await p.who.request('POST', `/api/v1/threads/${p.thread}/messages`, { body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
  });
});
