// A ready without its snapshot (2.3, 6.3, 7.3; D477), end to end: the reference server leaves the
// snapshot out of ready when it would pass sync.ws_max_frame_bytes and sends resync_required
// snapshot_too_large; BothyClient loads GET /sync/snapshot as for any resync, emits `resync` with it,
// PersonalData and the cache take it from there, and the client is live from the head. A small
// frame limit and a few hundred threads stand for a large deployment. The frame bound itself and
// its twin are in server/test/snapshot/snapshot-frame.test.ts.
import { EventType, ResyncReason } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientResyncEvent } from '../../src/client.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { PersonalData } from '../../src/personal/personal.ts';
import { e2eClient, until, useTestServer, type E2eClient } from '../support/e2e.ts';
import type { TestClient } from '../../../server/test/support/server.ts';

const THREADS = 300;
const t = useTestServer({ 'sync.ws_max_frame_bytes': 24_000, 'sync.event_payload_max_bytes': 16_384 });
let alexRest: TestClient;
const clients: E2eClient[] = [];
const stores: PersonalData[] = [];

beforeAll(async () => {
  alexRest = await t.client('alex');
  const ids = Array.from({ length: THREADS }, () => uuidv7());
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) SELECT id, $2, $3, 'many' FROM unnest($1::uuid[]) AS id`, [ids, t.ids.general, t.ids.space]);
});

afterAll(async () => {
  for (const p of stores) p.close();
  for (const c of clients) await c.client.close();
});

describe('a ready without its snapshot is a resync (7.3; D477)', () => {
  it('the client loads the snapshot by REST, PersonalData holds every read state, and events flow from the head', async () => {
    const e2e = await e2eClient(t, t.server.url, 'sam');
    clients.push(e2e);
    const personal = new PersonalData(e2e.client, { typingIdleMs: 60_000 });
    stores.push(personal);
    const resyncs: ClientResyncEvent[] = [];
    e2e.client.on('resync', (r) => resyncs.push(r));
    const sessions: unknown[] = [];
    e2e.client.on('session', (ready) => sessions.push(ready.snapshot));

    const states: string[] = [];
    e2e.client.on('state', ({ to }) => states.push(to));
    await e2e.client.start();
    await e2e.client.whenLive();
    // Not live before the reload: a ready without its snapshot waits for what follows it.
    expect(states.slice(states.indexOf('identifying'))).toEqual(['identifying', 'catching_up', 'resyncing', 'live']);
    expect(sessions).toEqual([undefined]);
    expect(resyncs.map((r) => r.reason)).toEqual([ResyncReason.SnapshotTooLarge]);
    expect(resyncs[0]!.snapshot.read_states.length).toBeGreaterThanOrEqual(THREADS);
    await until(() => personal.readStates.size >= THREADS, 'PersonalData holds every read state');
    expect(e2e.seen.errors).toEqual([]);

    const posted = await alexRest.postMessage(t.ids.welcomeThread, 'after the reload');
    expect(posted.status).toBe(201);
    await until(() => e2e.seen.deliveries.some((d) => d.type === EventType.MessageCreated && d.payload.message.id === posted.body.id), 'the message after the reload');
  });
});
