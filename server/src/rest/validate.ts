import { check, ProblemCode, validators, type Validator } from '@bothy/generated';
import { ProblemError } from './problem.ts';

/** Checks a request body with a generated validator; 400 validation_failed lists where and why. */
export function validBody<T>(validator: Validator<T>, body: unknown): T {
  const verdict = check(validator, body);
  if (verdict.ok) return verdict.value;
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
