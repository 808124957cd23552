// A change of permissions or structure that meets the revocation of its actor's own right (8.2, 8.3;
// D407). The revocation takes effect at once: a grant, a channel's archive or read-only switch checked
// only with the request's visibility could commit after a revocation that committed first, and a
// manager who had lost the channel would still hand out access to it or change it. The manager's grant
// is revoked in a transaction that has not committed when the change arrives: the request's own check
// passes (the revocation is not visible yet); the change then waits for the revocation's lock and is
// decided on the permissions the revocation left.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { actAgainstOpenTransaction } from '../support/open-transaction.ts';
import { personWithChannel, type PersonWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();

interface Change {
  /** What the change needs before the revocation begins (rows whose triggers would wait for it). */
  prepare?(p: PersonWithChannel, subject: string): Promise<void>;
  /** The request, by the channel's manager; `subject` is a fresh principal (made before the revocation began). */
  send(p: PersonWithChannel, subject: string): Promise<number>;
  /** Whether the change is in the database. */
  happened(p: PersonWithChannel, subject: string): Promise<boolean>;
}

const channelRow = async (p: PersonWithChannel) => (await t.db.pool.query<{ archived: boolean; read_only: boolean }>('SELECT archived, read_only FROM channels WHERE id = $1', [p.channel])).rows[0]!;

const changes: Record<string, Change> = {
  'a grant on the channel': {
    send: async (p, subject) => (await p.who.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: subject }, target: { kind: 'channel', id: p.channel }, level: 'read' } })).status,
    happened: async (_p, subject) => (await t.db.pool.query('SELECT 1 FROM grants WHERE subject_id = $1', [subject])).rowCount! > 0,
  },
  "a grant's revoke": {
    prepare: async (p, subject) => {
      await t.db.pool.query(
        `INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES ($1, 'principal', $2, 'channel', $3, 'read', $4)`,
        [uuidv7(), subject, p.channel, p.who.principalId],
      );
    },
    send: async (p, subject) => {
      const id = (await t.db.pool.query<{ id: string }>('SELECT id FROM grants WHERE subject_id = $1', [subject])).rows[0]!.id;
      return (await p.who.request('POST', `/api/v1/grants/${id}/revoke`)).status;
    },
    happened: async (_p, subject) => (await t.db.pool.query('SELECT 1 FROM grants WHERE subject_id = $1 AND revoked_at IS NOT NULL', [subject])).rowCount! > 0,
  },
  "the channel's archive (a permission change)": {
    send: async (p) => (await p.who.request('PATCH', `/api/v1/channels/${p.channel}`, { body: { archived: true } })).status,
    happened: async (p) => (await channelRow(p)).archived,
  },
  "the channel's read-only switch (a structure change)": {
    send: async (p) => (await p.who.request('PATCH', `/api/v1/channels/${p.channel}`, { body: { read_only: true } })).status,
    happened: async (p) => (await channelRow(p)).read_only,
  },
};

/**
 * A manager of a fresh channel; its grant revoked in a transaction; the change sent and seen waiting
 * for that transaction; then the revocation commits. The change's status and whether it happened.
 */
async function changeDuringRevocation(alex: TestClient, c: Change): Promise<{ status: number; happened: boolean }> {
  const p = await personWithChannel(t, alex, 'manage');
  // A new principal moves visibility_version: made before the revoking transaction, which holds that lock.
  const subject = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, 'admin race')`, [subject, `s${subject.replace(/-/g, '')}`]);
  // The manager's visibility is loaded and kept before the revocation begins.
  expect((await p.who.request('GET', '/api/v1/sync/snapshot')).status).toBe(200);
  await c.prepare?.(p, subject);
  const { answer: status } = await actAgainstOpenTransaction(t.db.pool, {
    hold: async (revoking) => void (await revoking.query('UPDATE grants SET revoked_at = now() WHERE id = $1', [p.grantId])),
    // The change has passed the request's check and waits for the lock the revoking transaction holds.
    act: () => c.send(p, subject),
    waiting: 'the change to wait for the revoking transaction',
  });
  return { status, happened: await c.happened(p, subject) };
}

describe("a change that meets the revocation of its actor's right is decided on what the revocation left (8.3; D407)", () => {
  it.each(Object.keys(changes))('%s: 404 (the manager no longer sees the channel), and nothing changed', async (name) => {
    const alex = await t.client('alex');
    expect(await changeDuringRevocation(alex, changes[name]!)).toEqual({ status: 404, happened: false });
  });

  it.each([
    ['a grant on the channel', 201],
    ["a grant's revoke", 200],
    ["the channel's archive (a permission change)", 200],
    ["the channel's read-only switch (a structure change)", 200],
  ] as const)('twin (adminWriteCheckedBefore): %s lands after the revocation committed (%i)', async (name, status) => {
    const alex = await t.client('alex');
    t.server.ctx.twins = { adminWriteCheckedBefore: true };
    try {
      expect(await changeDuringRevocation(alex, changes[name]!)).toEqual({ status, happened: true });
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
