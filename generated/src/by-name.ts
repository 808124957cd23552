// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import * as validators from './validators.js';
import type { Validator } from './validators.js';
import { payloadValidatorNames, redactedPayloadValidatorNames, type EventType, type RedactableEventType } from './catalogue.js';

export { validators };
export type SchemaName = keyof typeof validators;

export function payloadValidator(type: EventType): Validator<unknown> {
  return validators[payloadValidatorNames[type]];
}

export function redactedPayloadValidator(type: RedactableEventType): Validator<unknown> {
  return validators[redactedPayloadValidatorNames[type]];
}
