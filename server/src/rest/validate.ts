import { check, ProblemCode, schemaIdPaths, validators, type Validator } from '@bothy/generated';
import { ProblemError } from './problem.ts';

/** The schema name of each generated validator, for its schemaIdPaths. */
const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, v]) => [v, name]));

/**
 * RFC 9562: a UUID is case-insensitive on input, and the contract's Uuid takes either case; the server
 * compares IDs as text in places (permission maps, sets) and the database gives them in lower case. So
 * every member the body's schema types as Uuid or UuidV7 (schemaIdPaths) is taken in lower case (D386),
 * as the gateway does for a frame (D310); nothing else is touched.
 */
function lowerIds(value: unknown, path: readonly string[], at = 0): unknown {
  if (at === path.length) return typeof value === 'string' ? value.toLowerCase() : value;
  const key = path[at]!;
  if (key === '*') {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) value[i] = lowerIds(value[i], path, at + 1);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, key)) {
    const o = value as Record<string, unknown>;
    o[key] = lowerIds(o[key], path, at + 1);
  }
  return value;
}

/** Checks a request body with a generated validator; 400 validation_failed lists where and why. */
export function validBody<T>(validator: Validator<T>, body: unknown): T {
  const verdict = check(validator, body);
  if (verdict.ok) {
    for (const p of schemaIdPaths[validatorNames.get(validator) ?? ''] ?? []) lowerIds(verdict.value, p.split('/'));
    return verdict.value;
  }
  throw new ProblemError(ProblemCode.ValidationFailed, 'the request body does not match the contract', {
    errors: verdict.issues.map((i) => ({ pointer: i.path, message: i.message })),
  });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A query parameter the contract types UuidV7 (a sync epoch, 7.5): the contract's validator, lower-cased. */
export function uuidV7Param(value: unknown, name: string): string {
  if (typeof value !== 'string' || !check(validators.UuidV7, value).ok) throw new ProblemError(ProblemCode.ValidationFailed, `${name} must be a UUID of version 7`);
  return value.toLowerCase();
}

export function uuidParam(value: unknown, name: string): string {
  if (typeof value !== 'string' || !UUID_RE.test(value)) throw new ProblemError(ProblemCode.ValidationFailed, `${name} must be a UUID`);
  return value.toLowerCase();
}

/** A non-negative integer query parameter, or the fallback when it is absent; `max`: the contract's maximum, past it a 400. */
export function intParam(value: unknown, name: string, fallback?: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') {
    if (fallback === undefined) throw new ProblemError(ProblemCode.ValidationFailed, `${name} is required`);
    return fallback;
  }
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max || !Number.isSafeInteger(Number(value))) {
    throw new ProblemError(ProblemCode.ValidationFailed, max < Number.MAX_SAFE_INTEGER ? `${name} must be an integer from ${min} to ${max}` : `${name} must be an integer of at least ${min}`);
  }
  return Number(value);
}
