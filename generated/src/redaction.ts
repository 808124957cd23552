// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import type { PayloadOf, RedactableEventType } from './catalogue.js';

/** The redaction of every type whose resource is a message or a file (2.2), from the catalogue. */
export const redactionRules = {"message.created":{"target":"/message","remove":["attachments","mention_ids","components","reactions"],"set":{"content_md":""},"stamp":["deleted_at"]},"message.updated":{"target":"/message","remove":["attachments","mention_ids","components","reactions"],"set":{"content_md":""},"stamp":["deleted_at"]},"message.deleted":{"unchanged":true},"reaction.added":{"target":"","set":{"emoji":"","count":0}},"reaction.removed":{"target":"","set":{"emoji":"","count":0}},"pin.added":{"unchanged":true},"pin.removed":{"unchanged":true},"file.updated":{"target":"/file","keep":["id","uploaded_by","purpose","upload_state","scan_status","transcript_status","created_at"],"set":{"original_name":"","size_bytes":0,"mime_type":"application/octet-stream","thumbnails":[]}}} as const satisfies Record<RedactableEventType, RedactionRule>;

export interface RedactionRule {
  readonly unchanged?: true;
  /** JSON pointer to the object inside the payload that carries content. */
  readonly target?: string;
  readonly keep?: readonly string[];
  readonly remove?: readonly string[];
  readonly set?: Readonly<Record<string, unknown>>;
  readonly stamp?: readonly string[];
}

export function isRedactable(type: string): type is RedactableEventType {
  return Object.prototype.hasOwnProperty.call(redactionRules, type);
}

/**
 * The redacted form of a payload after its message or file was deleted (2.2).
 * The result stays valid against the type's payload schema; the input is not changed.
 */
export function redactPayload<T extends RedactableEventType>(type: T, payload: PayloadOf<T>, deletedAt: string): PayloadOf<T> {
  const rule: RedactionRule = redactionRules[type];
  const copy = structuredClone(payload) as Record<string, unknown>;
  if (rule.unchanged) return copy as PayloadOf<T>;
  let target = copy;
  for (const segment of (rule.target ?? '').split('/').slice(1)) {
    const next = target[segment];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      throw new TypeError(`${type}: the payload has no object at ${rule.target ?? ''}`);
    }
    target = next as Record<string, unknown>;
  }
  const set = rule.set ?? {};
  const keep = rule.keep ? new Set([...rule.keep, ...Object.keys(set), ...(rule.stamp ?? [])]) : undefined;
  for (const key of Object.keys(target)) {
    if ((keep && !keep.has(key)) || rule.remove?.includes(key)) delete target[key];
  }
  for (const [key, value] of Object.entries(set)) target[key] = structuredClone(value);
  for (const key of rule.stamp ?? []) target[key] = deletedAt;
  return copy as PayloadOf<T>;
}
