// 2.2 end to end: a message over sync.event_payload_max_bytes arrives with truncated: true and a
// reduced text; reloadTruncated fetches the whole message via REST.
import { EventType, type EventOf } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/index.ts';
import { reloadTruncated } from '../../src/sync/truncated.ts';
import { e2eClient, newThread, until, useTestServer, type E2eClient } from '../support/e2e.ts';

const MAX = 2048;
const t = useTestServer({ 'sync.event_payload_max_bytes': MAX });
let sam: E2eClient;
beforeAll(async () => {
  sam = await e2eClient(t, t.server.url, 'sam');
  await sam.client.start();
  await sam.client.whenLive();
});
afterAll(async () => {
  await sam?.client.close();
});

describe('truncated events reload via REST (2.2)', () => {
  it('a long message comes with truncated: true and a cut text; reloadTruncated hands over the whole message, a short one is not fetched', async () => {
    const thread = await newThread(t, '2.2 long');
    const reloaded: { message: Message; event: EventOf<typeof EventType.MessageCreated> | EventOf<typeof EventType.MessageUpdated> }[] = [];
    const errors: unknown[] = [];
    const stop = reloadTruncated(sam.client.connection, sam.client.rest, (message, event) => reloaded.push({ message, event }), (e) => errors.push(e));
    const long = `Ünïcödé 😀 ${'€😀'.repeat(1000)}`;
    const a = await sam.client.sendMessage(thread, 'short one');
    const b = await sam.client.sendMessage(thread, long);
    await until(() => sam.seen.deliveries.some((e) => e.payload.message.client_msg_id === b.id) && reloaded.length === 1, 'the delivery and its reload');
    const delivered = sam.seen.deliveries.find((e) => e.payload.message.client_msg_id === b.id)!;
    expect(delivered.truncated).toBe(true);
    expect(long.startsWith(delivered.payload.message.content_md)).toBe(true);
    expect(delivered.payload.message.content_md.length).toBeLessThan(long.length);
    expect(reloaded[0]!.message.content_md).toBe(long);
    expect(reloaded[0]!.event).toBe(delivered);
    expect(sam.seen.deliveries.find((e) => e.payload.message.client_msg_id === a.id)!.truncated).toBeUndefined();
    expect(errors).toEqual([]);
    stop();
  });
});
