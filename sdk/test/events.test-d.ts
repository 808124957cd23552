import { EventType, type Event, type EventOf, type ServerFrameData, type ServerOp } from '@bothy/generated';
import { describe, expectTypeOf, it } from 'vitest';
import type { BothyError } from '../src/errors.ts';
import { Emitter, type GatewayEventMap, type ResyncEvent, type StateChange, type SyncedEvent, type CloseEvent } from '../src/events.ts';
import type { GatewayConnection } from '../src/gateway/connection.ts';
import type { ConnectionState } from '../src/gateway/connection-state.ts';
import type { OutboxEntry } from '../src/outbox/types.ts';
import type { Outbox } from '../src/outbox/outbox.ts';

declare const connection: GatewayConnection;

describe('typed listeners (events.ts)', () => {
  it('types a listener by its event type: message.created gets EventOf<message.created>', () => {
    connection.on(EventType.MessageCreated, (e) => {
      expectTypeOf(e).toEqualTypeOf<EventOf<'message.created'>>();
      expectTypeOf(e.payload.message.content_md).toBeString();
      expectTypeOf(e.seq).toBeNumber();
    });
    connection.on('read_state.updated', (e) => {
      expectTypeOf(e.payload.version).toBeNumber();
      expectTypeOf(e.audience).toEqualTypeOf<'self'>();
    });
  });

  it('types ephemeral events without seq', () => {
    connection.on('typing.started', (e) => {
      expectTypeOf(e).toEqualTypeOf<EventOf<'typing.started'>>();
      expectTypeOf(e).not.toHaveProperty('seq');
    });
  });

  it('types the connection events', () => {
    connection.on('state', (e) => {
      expectTypeOf(e).toEqualTypeOf<StateChange>();
      expectTypeOf(e.to).toEqualTypeOf<ConnectionState>();
    });
    connection.on('resync', (e) => expectTypeOf(e).toEqualTypeOf<ResyncEvent>());
    connection.on('synced', (e) => expectTypeOf(e).toEqualTypeOf<SyncedEvent>());
    connection.on('close', (e) => expectTypeOf(e).toEqualTypeOf<CloseEvent>());
    connection.on('error', (e) => expectTypeOf(e).toEqualTypeOf<BothyError>());
    connection.on('event', (e) => expectTypeOf(e).toEqualTypeOf<Event>());
    connection.on('session', (e) => expectTypeOf(e).toEqualTypeOf<ServerFrameData<typeof ServerOp.Ready>>());
  });

  it('rejects unknown event types and mismatched listeners', () => {
    // @ts-expect-error not an event type of the catalogue
    connection.on('message.exploded', () => {});
    // @ts-expect-error a message.created listener does not take a typing event
    connection.on('message.created', (e: EventOf<'typing.started'>) => e);
  });

  it('keys the map by every catalogue type', () => {
    expectTypeOf<keyof GatewayEventMap>().toMatchTypeOf<string>();
    expectTypeOf<GatewayEventMap['run.updated']>().toEqualTypeOf<EventOf<'run.updated'>>();
  });

  it('types a plain Emitter from its map, and returns the remover', () => {
    const emitter = new Emitter<{ ping: number }>();
    expectTypeOf(emitter.on('ping', (n) => expectTypeOf(n).toBeNumber())).toEqualTypeOf<() => void>();
    // @ts-expect-error the payload of ping is a number
    emitter.emit('ping', 'x');
  });
});

describe('outbox events', () => {
  it('types outbox listeners', () => {
    const outbox = {} as Outbox;
    outbox.on('failed', (e) => expectTypeOf(e).toEqualTypeOf<OutboxEntry>());
    outbox.on('confirmed', (e) => expectTypeOf(e.message.version).toBeNumber());
  });
});
