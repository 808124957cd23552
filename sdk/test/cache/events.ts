// Events the cache tests feed in, each checked against the contract (valid), on top of
// test/support/events.ts.
import { EventType, type AccessTarget, type EventOf, type Message, type Thread } from '@bothy/generated';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { AUTHOR, CHANNEL, SPACE, THREAD, TIME, valid } from '../support/events.ts';

export function thread(overrides: Partial<Thread> = {}): Thread {
  return { id: THREAD, channel_id: CHANNEL, space_id: SPACE, last_message_seq: 0, message_count: 0, version: 1, ...overrides };
}

export function threadUpdated(seq: number, t: Thread, type: typeof EventType.ThreadUpdated | typeof EventType.ThreadMoved = EventType.ThreadUpdated): EventOf<typeof EventType.ThreadUpdated> {
  return valid({
    id: uuidv7(),
    seq,
    type,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: t.space_id, channel_id: t.channel_id, thread_id: t.id },
    resource: { kind: 'thread', id: t.id, version: t.version },
    payload: type === EventType.ThreadMoved ? { thread: t, from_channel_id: CHANNEL } : { thread: t },
    permission_version: 1,
  } as EventOf<typeof EventType.ThreadUpdated>);
}

export function messageDeleted(seq: number, m: Message, version: number): EventOf<typeof EventType.MessageDeleted> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.MessageDeleted,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: SPACE, channel_id: m.channel_id, thread_id: m.thread_id },
    resource: { kind: 'message', id: m.id, version },
    payload: { message_id: m.id, thread_id: m.thread_id, thread_seq: m.thread_seq, deleted_at: TIME },
    permission_version: 1,
  });
}

export function accessChanged(seq: number, removed: AccessTarget[], principal = AUTHOR): EventOf<typeof EventType.AccessChanged> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.AccessChanged,
    schema_version: 1,
    occurred_at: TIME,
    scope: {},
    resource: { kind: 'principal', id: principal },
    audience: 'self',
    payload: { permission_version: seq, added: [], removed, changed: [] },
    permission_version: seq,
  });
}

export function draftUpdated(seq: number, place: { thread_id: string; channel_id: string; space_id?: string }, version: number, text = 'draft'): EventOf<typeof EventType.DraftUpdated> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.DraftUpdated,
    schema_version: 1,
    occurred_at: TIME,
    scope: { space_id: place.space_id ?? SPACE, channel_id: place.channel_id, thread_id: place.thread_id },
    resource: { kind: 'draft', id: uuidv7(), version },
    audience: 'self',
    payload: { thread_id: place.thread_id, version, content_md: text, file_ids: [] },
    permission_version: 1,
  });
}

export function settingsUpdated(seq: number, key: string, version: number, value?: string): EventOf<typeof EventType.SettingsUpdated> {
  return valid({
    id: uuidv7(),
    seq,
    type: EventType.SettingsUpdated,
    schema_version: 1,
    occurred_at: TIME,
    scope: {},
    resource: { kind: 'setting', id: key, version },
    audience: 'self',
    payload: value === undefined ? { key, version, deleted: true } : { key, version, value },
    permission_version: 1,
  });
}
