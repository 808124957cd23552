// Fixed code that codegen writes into generated/ next to the data it emits.
// It lives here, not in generated/, because nothing in generated/ is edited by hand.

export const REDACTION_RUNTIME = `export interface RedactionRule {
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
      throw new TypeError(\`\${type}: the payload has no object at \${rule.target ?? ''}\`);
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
`;

export const VALIDATE_RUNTIME = `import * as validators from './validators.js';
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
  return issues.map((i) => \`\${i.path} \${i.message}\`).join('; ');
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
`;
