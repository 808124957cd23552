// A fresh person with a grant on a new channel of the demo space and a thread in
// it, so that tests do not share access.
import { expect } from 'vitest';
import { loadVisibility, VISIBILITY_VERSION, type Visibility } from '../../src/authz/visibility.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { TestClient, TestServer } from './server.ts';

export interface PersonWithChannel {
  who: TestClient;
  channel: string;
  thread: string;
  grantId: string;
}

let people = 0;

/** `owner` creates the channel and the grant through REST, as an admin would. */
export async function personWithChannel(t: TestServer, owner: TestClient, level: 'read' | 'write' | 'manage' = 'read'): Promise<PersonWithChannel> {
  people += 1;
  const handle = `p${people}-${uuidv7().slice(-6)}`;
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [id, handle]);
  const channel = (await owner.request<{ id: string }>('POST', `/api/v1/spaces/${t.ids.space}/channels`, { body: { name: handle } })).body.id;
  const thread = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, t.ids.space]);
  const grant = await owner.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id }, target: { kind: 'channel', id: channel }, level } });
  expect(grant.status, grant.text).toBe(201);
  return { who: await t.client(handle), channel, thread, grantId: grant.body.id };
}

export interface WiderVisibility {
  /** sam's principal ID. */
  sam: string;
  /** A space and channel of their own that sam may not read. */
  space: string;
  hidden: string;
  /** alex's (an owner's) visibility labelled as sam's: wider than sam's real one. */
  wider: Visibility;
  /** visibility_version and head_seq after the set-up. */
  vv: number;
  head: number;
}

/** The fixture of the tests of a kept visibility (D230, D270): a visibility that must not be trusted, and what it would leak. */
export async function widerVisibility(t: TestServer): Promise<WiderVisibility> {
  const sam = await t.client('sam');
  const space = uuidv7();
  const hidden = uuidv7();
  await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'private')`, [space]);
  await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'secret')`, [hidden, space]);
  const alex = await t.client('alex');
  const owner = (await loadVisibility(t.db.pool, alex.principalId))!;
  const { rows } = await t.db.pool.query<{ vv: number; head: number }>(
    `SELECT ${VISIBILITY_VERSION} AS vv, (SELECT value FROM sequence_counters WHERE name = 'event_seq') AS head`,
  );
  return { sam: sam.principalId, space, hidden, wider: { ...owner, principalId: sam.principalId }, vv: Number(rows[0]!.vv), head: Number(rows[0]!.head) };
}
