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
