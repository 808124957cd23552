// RFC 9457 problem details with a `code` from the contract's closed list: how REST
// renders a DomainError (D55).
import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import { problemCodes } from '@bothy/generated';
import { DomainError } from '../errors.ts';
import type { Reply } from './reply.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A refusal of the REST edge itself (input, authentication, routing); the domain throws DomainError. */
export class ProblemError extends DomainError {
  override readonly name: string = 'ProblemError';
}

export function problemDocument(err: DomainError, instance?: string): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    type: `https://bothy.dev/problems/${err.code}`,
    title: problemCodes[err.code].title,
    status: err.status,
    code: err.code,
    detail: err.message,
    ...err.extensions,
  };
  if (instance) doc.instance = instance;
  return doc;
}

/** The refusal as a stored answer (an Idempotency-Key keeps a final 4xx, 5.2). */
export function problemReply(err: DomainError): Reply {
  return { status: err.status, headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...err.headers }, body: JSON.stringify(problemDocument(err)) };
}

export function sendProblem(res: Response, err: DomainError, instance?: string): void {
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.status(err.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemDocument(err, instance)));
}

/**
 * The refusal written on a node:http answer outside express (rest/input.ts restListener,
 * gateway/ignored-upgrade.ts); `instance` as sendProblem's: the target's path and query (D498).
 */
export function writeProblem(res: ServerResponse, err: DomainError, instance?: string): void {
  const body = JSON.stringify(problemDocument(err, instance));
  res.writeHead(err.status, { ...err.headers, 'Content-Type': PROBLEM_CONTENT_TYPE, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
