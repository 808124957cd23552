// RFC 9457 problem details with a `code` from the contract's closed list.
import type { Response } from 'express';
import { problemCodes, type ProblemCode } from '@bothy/generated';
import { ServerError } from '../errors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A failure that reaches a REST client; status and title come from the contract. */
export class ProblemError extends ServerError {
  override readonly name = 'ProblemError';
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    detail?: string,
    /** Extension members of the problem document (reason, current, head_seq, …). */
    readonly extensions: Record<string, unknown> = {},
    /** Extra response headers (DPoP-Nonce, Retry-After, …). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? problemCodes[code].title);
    this.status = problemCodes[code].status;
  }

  toDocument(instance?: string): Record<string, unknown> {
    const doc: Record<string, unknown> = {
      type: `https://bothy.dev/problems/${this.code}`,
      title: problemCodes[this.code].title,
      status: this.status,
      code: this.code,
      detail: this.message,
      ...this.extensions,
    };
    if (instance) doc.instance = instance;
    return doc;
  }
}

export function sendProblem(res: Response, err: ProblemError, instance?: string): void {
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.status(err.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(err.toDocument(instance)));
}
