import { EventType, type EventOf, type Snapshot } from '@bothy/generated';
import { describe, expectTypeOf, it } from 'vitest';
import type { BothyClient, ClientResyncEvent } from '../src/client.ts';
import type { BothyError } from '../src/errors.ts';
import type { OutboxEntry } from '../src/outbox/types.ts';

declare const client: BothyClient;

describe('BothyClient public types', () => {
  it('types each event listener by its event type', () => {
    client.on(EventType.MessageCreated, (event) => {
      expectTypeOf(event).toEqualTypeOf<EventOf<typeof EventType.MessageCreated>>();
      expectTypeOf(event.payload.message.content_md).toEqualTypeOf<string>();
    });
    client.on(EventType.TypingStarted, (event) => expectTypeOf(event.payload.principal_id).toEqualTypeOf<string>());
  });

  it('gives resync its snapshot, and errors their class', () => {
    client.on('resync', (event) => {
      expectTypeOf(event).toEqualTypeOf<ClientResyncEvent>();
      expectTypeOf(event.snapshot).toEqualTypeOf<Snapshot>();
    });
    client.on('error', (error) => expectTypeOf(error).toEqualTypeOf<BothyError>());
  });

  it('rejects an unknown event name and a listener of another type', () => {
    // @ts-expect-error not an event of the catalogue or of the client
    client.on('message.sent', () => {});
    // @ts-expect-error message.created carries no run document
    client.on(EventType.MessageCreated, (event: EventOf<typeof EventType.RunUpdated>) => event);
  });

  it('returns outbox entries from sends', () => {
    expectTypeOf(client.sendMessage).returns.resolves.toEqualTypeOf<OutboxEntry>();
    expectTypeOf(client.pending).returns.toEqualTypeOf<OutboxEntry[]>();
  });
});
