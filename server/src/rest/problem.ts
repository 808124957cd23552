// RFC 9457 problem details with a `code` from the contract's closed list: how REST
// renders a DomainError (D55).
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Response } from 'express';
import { problemCodes } from '@bothy/generated';
import { DomainError } from '../errors.ts';
import type { Reply } from './reply.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * The Content-Type of every problem answer, whichever of the server's writers sends it: the media
 * type with the charset express adds to a string body (res.send), so that a refusal of express, of the
 * request listener, of Node's parser and of a draining node carry the same header.
 */
export const PROBLEM_CONTENT_TYPE_HEADER = `${PROBLEM_CONTENT_TYPE}; charset=utf-8`;

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
  return { status: err.status, headers: { 'Content-Type': PROBLEM_CONTENT_TYPE_HEADER, ...err.headers }, body: JSON.stringify(problemDocument(err)) };
}

/**
 * The refusal as problem details on an answer, in express (its error handler, the final 404) or outside
 * it (rest/input.ts restListener, gateway/ignored-upgrade.ts); `instance` is the target's path and
 * query (D498). Headers set before it (the request ID, CORS) stay.
 */
export function sendProblem(res: ServerResponse | Response, err: DomainError, instance?: string): void {
  const body = JSON.stringify(problemDocument(err, instance));
  res.writeHead(err.status, { ...err.headers, 'Content-Type': PROBLEM_CONTENT_TYPE_HEADER, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** A refused gateway upgrade's body (gateway/origin.ts refuseUpgrade; D517): the problem document, as REST answers. */
export function upgradeRefusalProblem(err: DomainError, instance: string | undefined): { contentType: string; body: string } {
  return { contentType: PROBLEM_CONTENT_TYPE_HEADER, body: JSON.stringify(problemDocument(err, instance)) };
}

/**
 * The refusal as a whole HTTP/1.1 answer that ends the connection, written straight to a socket that
 * Node handed over unanswered (a request its parser refused, rest/input.ts answerClientErrors; a
 * CONNECT, rest/connect.ts): the problem document, `Connection: close`.
 */
export function closingProblemAnswer(err: DomainError): string {
  const body = JSON.stringify(problemDocument(err));
  return `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE_HEADER}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
