import {
  clientOps,
  eventCatalogue,
  eventTypes,
  frameValidatorNames,
  serverOps,
  validateClientFrame,
  validateEvent,
  validateServerFrame,
  validateStoredEvent,
  validators,
  type EventType,
} from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { pointers, sample, withPointer, type JsonObject } from '../src/index.ts';
import { model } from './helpers.ts';

const { bundle } = await model();
const asObject = (v: unknown): JsonObject => v as JsonObject;

function eventSample(type: EventType, variant: 'delivered' | 'stored', mode: 'full' | 'minimal' = 'full'): JsonObject {
  return asObject(sample(bundle, `${variant === 'stored' ? 'StoredEvent' : 'Event'}.${type}`, { mode }));
}

const durableTypes = eventTypes.filter((t) => eventCatalogue[t].durable);
const ephemeralTypes = eventTypes.filter((t) => !eventCatalogue[t].durable);

describe('frames (2.3, 6.2)', () => {
  it.each(clientOps)('accepts a valid %s frame from the client, full and minimal', (op) => {
    for (const mode of ['full', 'minimal'] as const) {
      const frame = sample(bundle, frameSchema(op), { mode });
      expect(validateClientFrame(frame), JSON.stringify(validateClientFrame.errors)).toBe(true);
      expect(validateServerFrame(frame)).toBe(false);
    }
  });

  it('accepts both forms of identify: people (access token and DPoP) and agents (api_token and consumer) (6.3)', () => {
    const person = asObject(sample(bundle, 'IdentifyFrame', { branches: { '/d': 0 } }));
    const agent = asObject(sample(bundle, 'IdentifyFrame', { branches: { '/d': 1 } }));
    expect(asObject(person.d).access_token).toBeTypeOf('string');
    expect(asObject(agent.d).api_token).toBeTypeOf('string');
    expect(validateClientFrame(person)).toBe(true);
    expect(validateClientFrame(agent)).toBe(true);
    const mixed = { op: 'identify', d: { ...asObject(person.d), api_token: 'x' } };
    expect(validateClientFrame(mixed)).toBe(false);
  });

  it.each(serverOps)('accepts a valid %s frame from the server, full and minimal', (op) => {
    for (const mode of ['full', 'minimal'] as const) {
      const frame = sample(bundle, frameSchema(op), { mode });
      expect(validateServerFrame(frame), JSON.stringify(validateServerFrame.errors)).toBe(true);
    }
  });

  it.each(clientOps)('rejects an unknown field in a %s frame, at the top and in d (6.4: 4002)', (op) => {
    const frame = asObject(sample(bundle, frameSchema(op)));
    expect(validateClientFrame(frame)).toBe(true);
    expect(validateClientFrame({ ...frame, extra: 1 })).toBe(false);
    expect(validateClientFrame({ ...frame, d: { ...asObject(frame.d), unknown_field: 'x' } })).toBe(false);
  });

  it('rejects a frame with an unknown op and a frame without d', () => {
    expect(validateClientFrame({ op: 'subscribe', d: {} })).toBe(false);
    expect(validateClientFrame({ op: 'heartbeat' })).toBe(false);
    expect(validateClientFrame({ op: 'heartbeat', d: {} })).toBe(true);
  });

  it('has a compiled validator for every op', () => {
    for (const op of [...clientOps, ...serverOps]) {
      expect(validators[frameValidatorNames[op]]).toBeTypeOf('function');
    }
  });
});

function frameSchema(op: string): string {
  return frameValidatorNames[op as keyof typeof frameValidatorNames].replace(/Frame$/, 'Frame');
}

describe('envelope (2.2)', () => {
  it.each(eventTypes)('accepts a delivered %s envelope, full and minimal', (type) => {
    for (const mode of ['full', 'minimal'] as const) {
      const e = eventSample(type, 'delivered', mode);
      expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
    }
  });

  it.each(durableTypes)('accepts a stored %s envelope, full and minimal', (type) => {
    for (const mode of ['full', 'minimal'] as const) {
      const e = eventSample(type, 'stored', mode);
      expect(validateStoredEvent(e), JSON.stringify(validateStoredEvent.errors)).toBe(true);
    }
  });

  it.each(eventTypes)('rejects a null anywhere in a %s envelope (ADR 0053)', (type) => {
    const e = eventSample(type, 'delivered');
    expect(validateEvent(e)).toBe(true);
    const accepted = pointers(e).filter((p) => validateEvent(withPointer(e, p, null)));
    expect(accepted).toEqual([]);
  });

  it.each(durableTypes)('rejects a durable %s without seq or without permission_version', (type) => {
    for (const variant of ['delivered', 'stored'] as const) {
      const validate = variant === 'stored' ? validateStoredEvent : validateEvent;
      const e = eventSample(type, variant);
      expect(validate(e)).toBe(true);
      expect(validate(withPointer(e, '/seq', undefined))).toBe(false);
      expect(validate(withPointer(e, '/permission_version', undefined))).toBe(false);
    }
  });

  it.each(ephemeralTypes)('rejects an ephemeral %s with seq or permission_version, and never stores it', (type) => {
    const e = eventSample(type, 'delivered');
    expect(validateEvent(e)).toBe(true);
    expect(validateEvent({ ...e, seq: 5 })).toBe(false);
    expect(validateEvent({ ...e, permission_version: 5 })).toBe(false);
    expect(validateStoredEvent(e)).toBe(false);
  });

  it.each(eventTypes)('holds resource.version of %s to the catalogue (9 item 3)', (type) => {
    const e = eventSample(type, 'delivered');
    const resource = asObject(e.resource);
    expect(validateEvent(e)).toBe(true);
    if (eventCatalogue[type].resource_version) {
      expect(resource.version).toBeTypeOf('number');
      expect(validateEvent(withPointer(e, '/resource/version', undefined))).toBe(false);
    } else {
      expect(resource.version).toBeUndefined();
      expect(validateEvent(withPointer(e, '/resource/version', 3))).toBe(false);
    }
  });

  it.each(durableTypes)('rejects a delivery field in a stored %s (2.2)', (type) => {
    const e = eventSample(type, 'stored');
    expect(validateStoredEvent(e)).toBe(true);
    for (const [field, value] of [['invocation_token', 'eyJ.a.b'], ['redelivered', true], ['sync_epoch', '01937f4a-9c00-7000-8000-00000000abcd']] as const) {
      expect(validateStoredEvent({ ...e, [field]: value }), field).toBe(false);
    }
  });

  it.each(eventTypes)('allows invocation_token on %s only where the catalogue lists it (15.3)', (type) => {
    const e = withPointer(eventSample(type, 'delivered'), '/invocation_token', undefined) as JsonObject;
    expect(validateEvent(e)).toBe(true);
    const listed = (eventCatalogue[type].delivery_fields as readonly string[]).includes('invocation_token');
    expect(validateEvent({ ...e, invocation_token: 'eyJ.a.b' })).toBe(listed);
  });

  it.each(eventTypes)('sets audience self on %s exactly when the type is personal', (type) => {
    const e = eventSample(type, 'delivered');
    const personal = 'audience' in eventCatalogue[type];
    expect(e.audience === 'self').toBe(personal);
    if (personal) expect(validateEvent(withPointer(e, '/audience', undefined))).toBe(false);
    else expect(validateEvent({ ...e, audience: 'self' })).toBe(false);
  });

  it('rejects an envelope whose type is not in the catalogue, or whose payload is of another type', () => {
    const e = eventSample('message.created', 'delivered');
    expect(validateEvent({ ...e, type: 'message.exploded' })).toBe(false);
    expect(validateEvent({ ...e, type: 'reaction.added' })).toBe(false);
    expect(validateEvent({ ...e, schema_version: 2 })).toBe(false);
  });
});
