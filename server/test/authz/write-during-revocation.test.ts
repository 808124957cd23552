// A write that meets the revocation of its writer's access (8.2, 8.3; D375). The revocation takes effect
// at once: a new message, an edit, a deletion, a reaction, a pin or a thread's close checked only with the request's
// visibility could commit after a revocation that committed first, and the event of someone who had
// lost access would reach everyone in the channel after access.changed. The grant is revoked in a
// transaction that also holds the write's own row and has not committed when the write arrives: the
// request's own check passes (the revocation is not visible yet); the write then waits, and is decided
// on the permissions the revocation left.
import { EventType } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { actAgainstOpenTransaction } from '../support/open-transaction.ts';
import { personWithChannel, type PersonWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let alex: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
});

interface Write {
  /** The row the revoking transaction locks too, so that a write that does not wait for the revocation waits for its row and commits after it. */
  lockRow: string;
  /** The event type a write that went through would have written. */
  type: string;
  write(p: PersonWithChannel, messageId: string): Promise<number>;
}

const MESSAGE_ROW = 'SELECT 1 FROM messages WHERE id = $1 FOR UPDATE';

const writes: Record<string, Write> = {
  'a new message': {
    lockRow: 'SELECT 1 FROM threads WHERE id = (SELECT thread_id FROM messages WHERE id = $1) FOR UPDATE',
    type: EventType.MessageCreated,
    write: (p) => p.who.request('POST', `/api/v1/threads/${p.thread}/messages`, { body: { client_msg_id: uuidv7(), content_md: 'posted as the grant went' } }).then((r) => r.status),
  },
  'an edit': {
    lockRow: MESSAGE_ROW,
    type: EventType.MessageUpdated,
    write: (p, id) => p.who.request('PATCH', `/api/v1/messages/${id}`, { body: { content_md: 'edited as the grant went' }, headers: { 'if-match': '"1"' } }).then((r) => r.status),
  },
  'a deletion': {
    lockRow: MESSAGE_ROW,
    type: EventType.MessageDeleted,
    write: (p, id) => p.who.request('DELETE', `/api/v1/messages/${id}`).then((r) => r.status),
  },
  'a reaction': {
    lockRow: MESSAGE_ROW,
    type: EventType.ReactionAdded,
    write: (p, id) => p.who.request('PUT', `/api/v1/messages/${id}/reactions/${encodeURIComponent('👍')}`).then((r) => r.status),
  },
  'a pin': {
    lockRow: MESSAGE_ROW,
    type: EventType.PinAdded,
    write: (p, id) => p.who.request('PUT', `/api/v1/messages/${id}/pin`).then((r) => r.status),
  },
  "a thread's close": {
    lockRow: 'SELECT 1 FROM threads WHERE id = (SELECT thread_id FROM messages WHERE id = $1) FOR UPDATE',
    type: EventType.ThreadClosed,
    write: (p) => p.who.request('POST', `/api/v1/threads/${p.thread}/close`).then((r) => r.status),
  },
};

/**
 * The person's own message in a channel it writes in; its grant revoked in a transaction holding the
 * write's row; the write sent and seen waiting for a lock; then the revocation commits. The write's
 * status, and the events of that type for the channel written after the revocation's transaction began.
 */
async function writeDuringRevocation(w: Write): Promise<{ status: number; after: string[] }> {
  const p = await personWithChannel(t, alex, 'write');
  const posted = await p.who.request<{ id: string }>('POST', `/api/v1/threads/${p.thread}/messages`, { body: { client_msg_id: uuidv7(), content_md: 'mine' } });
  expect(posted.status, posted.text).toBe(201);
  const { held: head, answer: status } = await actAgainstOpenTransaction(t.db.pool, {
    hold: async (revoking) => {
      const seq = Number((await revoking.query<{ value: string }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value);
      await revoking.query(w.lockRow, [posted.body.id]);
      await revoking.query('UPDATE grants SET revoked_at = now() WHERE id = $1', [p.grantId]);
      return seq;
    },
    // The write has passed the request's check and waits for a lock the revoking transaction holds.
    act: () => w.write(p, posted.body.id),
    waiting: 'the write to wait for the revoking transaction',
  });
  const { rows } = await t.db.pool.query<{ seq: string }>(`SELECT seq::text AS seq FROM event_log WHERE type = $1 AND channel_id = $2 AND seq > $3`, [w.type, p.channel, head]);
  return { status, after: rows.map((r) => r.seq) };
}

describe('a write that meets the revocation of its writer\'s access is decided on what the revocation left (8.3; D375)', () => {
  it.each(Object.keys(writes))('%s: 404, and nothing of it follows the revocation', async (name) => {
    expect(await writeDuringRevocation(writes[name]!)).toEqual({ status: 404, after: [] });
  });

  it.each([
    ['a new message', 201],
    ['a reaction', 200],
  ] as const)('twin (contentWriteCheckedBefore): %s lands after the revocation committed (%i), and its event follows it', async (name, status) => {
    t.server.ctx.twins = { contentWriteCheckedBefore: true };
    try {
      const r = await writeDuringRevocation(writes[name]!);
      expect(r.status).toBe(status);
      expect(r.after).toHaveLength(1);
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
