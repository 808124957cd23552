import {
  eventCatalogue,
  eventTypes,
  isRedactable,
  payloadValidator,
  redactedPayloadValidator,
  redactPayload,
  redactionRules,
  validateEvent,
  type PayloadOf,
  type RedactableEventType,
} from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { REDACTED_RESOURCE_KINDS, sample, SAMPLE_TIME, type JsonObject } from '../src/index.ts';
import { model } from './helpers.ts';

const { bundle } = await model();
const DELETED_AT = '2026-12-01T08:30:00.000Z';

const contentTypes = eventTypes.filter((t) => REDACTED_RESOURCE_KINDS.includes(eventCatalogue[t].resource_kind));
const redactable = contentTypes.filter(isRedactable);
const transformed = redactable.filter((t) => !('unchanged' in redactionRules[t]));

function payloadSample<T extends RedactableEventType>(type: T): PayloadOf<T> {
  return sample(bundle, eventCatalogue[type].payload) as PayloadOf<T>;
}

describe('redaction on deletion (2.2)', () => {
  it('defines a redaction for every type whose resource is a message or a file', () => {
    expect(contentTypes.length).toBeGreaterThanOrEqual(8);
    expect(redactable).toEqual(contentTypes);
  });

  it.each(redactable)('redacts a %s payload into a form valid against its payload schema and its redaction schema', (type) => {
    const original = payloadSample(type);
    const redacted = redactPayload(type, original, DELETED_AT);
    expect(payloadValidator(type)(redacted), JSON.stringify(payloadValidator(type).errors)).toBe(true);
    expect(redactedPayloadValidator(type)(redacted), JSON.stringify(redactedPayloadValidator(type).errors)).toBe(true);
  });

  it.each(transformed)('refuses an unredacted %s payload as a redacted one (the twin: the check can fail)', (type) => {
    const original = payloadSample(type);
    expect(payloadValidator(type)(original)).toBe(true);
    expect(redactedPayloadValidator(type)(original)).toBe(false);
  });

  it.each(transformed)('refuses a %s envelope marked redacted whose payload still carries content', (type) => {
    const event = sample(bundle, `Event.${type}`) as JsonObject;
    const redactedEvent = { ...event, redacted: true, payload: redactPayload(type, event.payload as PayloadOf<typeof type>, DELETED_AT) };
    expect(validateEvent(redactedEvent), JSON.stringify(validateEvent.errors)).toBe(true);
    expect(validateEvent({ ...event, redacted: true })).toBe(false);
  });

  it('turns message.created and message.updated into the tombstone of the message', () => {
    for (const type of ['message.created', 'message.updated'] as const) {
      const original = payloadSample(type);
      expect(original.message.content_md).not.toBe('');
      expect(original.message.attachments?.length).toBeGreaterThan(0);
      const { message } = redactPayload(type, original, DELETED_AT);
      expect(message.content_md).toBe('');
      expect(message.deleted_at).toBe(DELETED_AT);
      for (const gone of ['attachments', 'mention_ids', 'components', 'reactions']) expect(message).not.toHaveProperty(gone);
      expect(message.thread_seq).toBe(original.message.thread_seq);
      expect(message.id).toBe(original.message.id);
    }
  });

  it('sets emoji "" and count 0 on reaction.added and reaction.removed', () => {
    for (const type of ['reaction.added', 'reaction.removed'] as const) {
      const r = redactPayload(type, payloadSample(type), DELETED_AT);
      expect(r.emoji).toBe('');
      expect(r.count).toBe(0);
    }
  });

  it('leaves pin.added and pin.removed unchanged, since they carry no content', () => {
    for (const type of ['pin.added', 'pin.removed'] as const) {
      const original = payloadSample(type);
      expect(redactPayload(type, original, DELETED_AT)).toEqual(original);
    }
  });

  it('keeps in file.updated only the listed members and blanks name, size, type and thumbnails (R-DM-45)', () => {
    const original = payloadSample('file.updated');
    const { file } = redactPayload('file.updated', original, DELETED_AT);
    expect(Object.keys(file).sort()).toEqual(
      ['id', 'uploaded_by', 'purpose', 'upload_state', 'scan_status', 'transcript_status', 'created_at', 'original_name', 'size_bytes', 'mime_type', 'thumbnails'].sort(),
    );
    expect(file).toMatchObject({ original_name: '', size_bytes: 0, mime_type: 'application/octet-stream', thumbnails: [] });
    expect(file.created_at).toBe(SAMPLE_TIME);
  });

  it('does not change the payload it is given', () => {
    const original = payloadSample('message.created');
    const copy = structuredClone(original);
    redactPayload('message.created', original, DELETED_AT);
    expect(original).toEqual(copy);
  });
});
