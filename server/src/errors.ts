/**
 * The base of every server-side failure. Each subclass sets a stable `code`;
 * failures that reach a client carry a problem code from the contracts instead
 * (see rest/problem.ts).
 */
export abstract class ServerError extends Error {
  abstract readonly code: string;
}
