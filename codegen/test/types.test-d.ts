import type {
  Action,
  CatalogueEntry,
  ClientFrame,
  ClientFrameData,
  Event,
  EventOf,
  IdentifyAgent,
  IdentifyPerson,
  MessageCreatedV1,
  ReceiveAction,
  ResyncReason,
  ServerFrame,
  StoredEvent,
  TypingStartedV1,
} from '@bothy/generated';
import { describe, expectTypeOf, it } from 'vitest';

describe('frame types narrow on op (2.3)', () => {
  it('gives identify its two forms and focus its lists', () => {
    const f = {} as ClientFrame;
    if (f.op === 'identify') expectTypeOf(f.d).toEqualTypeOf<IdentifyPerson | IdentifyAgent>();
    if (f.op === 'focus') {
      expectTypeOf(f.d.thread_ids).toEqualTypeOf<string[]>();
      expectTypeOf(f.d.idle).toEqualTypeOf<boolean>();
    }
    expectTypeOf<ClientFrameData<'ack'>>().toEqualTypeOf<{ seq: number }>();
  });

  it('gives server frames their data', () => {
    const f = {} as ServerFrame;
    if (f.op === 'resync_required') expectTypeOf(f.d.reason).toEqualTypeOf<ResyncReason>();
    if (f.op === 'dispatch') expectTypeOf(f.d).toEqualTypeOf<Event>();
    if (f.op === 'hello') expectTypeOf(f.d.protocol_versions).toEqualTypeOf<number[]>();
  });
});

describe('event types narrow on type (2.2, 9)', () => {
  it('gives message.created its payload, seq and resource.version', () => {
    const e = {} as Event;
    if (e.type === 'message.created') {
      expectTypeOf(e.payload).toEqualTypeOf<MessageCreatedV1>();
      expectTypeOf(e.seq).toEqualTypeOf<number>();
      expectTypeOf(e.resource.version).toEqualTypeOf<number>();
      expectTypeOf(e.resource.kind).toEqualTypeOf<'message'>();
    }
  });

  it('gives ephemeral events no seq and reactions no resource.version', () => {
    const e = {} as Event;
    if (e.type === 'typing.started') {
      expectTypeOf(e.payload).toEqualTypeOf<TypingStartedV1>();
      expectTypeOf(e).not.toHaveProperty('seq');
      expectTypeOf(e).not.toHaveProperty('permission_version');
    }
    if (e.type === 'reaction.added') expectTypeOf(e.resource).not.toHaveProperty('version');
    if (e.type === 'access.changed') expectTypeOf(e.audience).toEqualTypeOf<'self'>();
    expectTypeOf<EventOf<'agent.invocation'>['invocation_token']>().toEqualTypeOf<string | undefined>();
  });

  it('keeps delivery fields out of stored events', () => {
    const s = {} as StoredEvent;
    expectTypeOf(s).not.toHaveProperty('invocation_token');
    expectTypeOf(s).not.toHaveProperty('redelivered');
    expectTypeOf(s).not.toHaveProperty('sync_epoch');
  });
});

describe('actions of authorize are a closed union (7.2, D69)', () => {
  it('admits the actions of the contract and refuses a misspelt one', () => {
    expectTypeOf<'message.read'>().toExtend<Action>();
    expectTypeOf<'gateway.connect'>().toExtend<Action>();
    expectTypeOf<'mesage.read'>().not.toExtend<Action>();
    expectTypeOf<CatalogueEntry['receive_action']>().toExtend<ReceiveAction>();
  });
});
