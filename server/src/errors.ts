import { problemCodes, type ProblemCode } from '@bothy/generated';

/**
 * The base of every server-side failure. Each subclass sets a stable `code`;
 * failures that reach a client carry a problem code from the contracts instead
 * (DomainError).
 */
export abstract class ServerError extends Error {
  abstract readonly code: string;
}

/**
 * A refusal of the domain (authz, messages, personal, imports, idempotency, …)
 * with its problem code from the contract's closed list (D55). The domain throws
 * it; REST renders it as RFC 9457 problem details (rest/problem.ts), and the
 * gateway as its own answer. Status and title come from the contract.
 */
export class DomainError extends ServerError {
  override readonly name: string = 'DomainError';
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    detail?: string,
    /** Extension members of the problem (reason, current, head_seq, …). */
    readonly extensions: Record<string, unknown> = {},
    /** Headers that go with the answer (ETag, Retry-After, DPoP-Nonce, …). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? problemCodes[code].title);
    this.status = problemCodes[code].status;
  }
}

/**
 * How long a client waits before it repeats what the database could not do (D377, D393): the node
 * checks its database every server.database_check_interval, at least 1 s. The gateway's
 * `retry_after_ms` is this; REST's `Retry-After` is this in whole seconds (retryAfterSeconds), and the
 * gateway retries what it applied without the database at this pace.
 */
export function databaseRetryAfterMs(databaseCheckIntervalMs: number): number {
  return Math.max(1000, databaseCheckIntervalMs);
}

/**
 * A wait in milliseconds as RFC 9110's Retry-After (10.2.3): delay-seconds, a whole number, rounded up
 * so that a client that follows it never comes back sooner than `ms`, and at least 1.
 */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}
