// A fresh person with a grant on a new channel of the demo space and a thread in
// it, so that tests do not share access.
import { expect } from 'vitest';
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
export async function personWithChannel(t: TestServer, owner: TestClient, level: 'read' | 'write' = 'read'): Promise<PersonWithChannel> {
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
