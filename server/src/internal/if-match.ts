import { ProblemCode } from '@bothy/generated';
import { DomainError } from '../errors.ts';

/** The version an If-Match entity tag such as "3" names (13.3); 428 with `missing` when the header is absent. */
export function ifMatchVersion(header: string | undefined, missing: string): number {
  if (header === undefined) throw new DomainError(ProblemCode.PreconditionRequired, missing);
  const m = /^(?:W\/)?"([0-9]+)"$/.exec(header.trim());
  if (!m || !Number.isSafeInteger(Number(m[1]))) throw new DomainError(ProblemCode.ValidationFailed, 'If-Match must be an entity tag such as "3"');
  return Number(m[1]);
}
