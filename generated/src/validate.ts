// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import * as validators from './validators.js';
import type { Validator } from './validators.js';
import {
  eventCatalogue,
  payloadValidatorNames,
  redactedPayloadValidatorNames,
  type EventType,
  type RedactableEventType,
} from './catalogue.js';

export { validators };
export type { Validator };
export type SchemaName = keyof typeof validators;

export interface ValidationIssue {
  /** JSON pointer of the offending value. */
  path: string;
  keyword: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/** Runs a validator and returns its verdict as data. */
export function check<T>(validator: Validator<T>, data: unknown): ValidationResult<T> {
  if (validator(data)) return { ok: true, value: data };
  const issues = (validator.errors ?? []).map((e) => ({
    path: e.instancePath || '/',
    keyword: e.keyword,
    message: e.message ?? e.keyword,
  }));
  return { ok: false, issues };
}

export function formatIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((i) => `${i.path} ${i.message}`).join('; ');
}

export const validateClientFrame = validators.ClientFrame;
export const validateServerFrame = validators.ServerFrame;
/** An event as delivered (gateway, REST catch-up, webhooks). */
export const validateEvent = validators.Event;
/** A durable event as the log stores it: no delivery field. */
export const validateStoredEvent = validators.StoredEvent;

export function isEventType(type: unknown): type is EventType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(eventCatalogue, type);
}

export function payloadValidator(type: EventType): Validator<unknown> {
  return validators[payloadValidatorNames[type]];
}

export function redactedPayloadValidator(type: RedactableEventType): Validator<unknown> {
  return validators[redactedPayloadValidatorNames[type]];
}
