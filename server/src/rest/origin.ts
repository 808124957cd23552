// server.allowed_origins (6.3): the browser origins that the gateway upgrade and the REST API's
// CORS accept. A refusal names the setting that decides, never its value, so that the developer of
// a browser app sees why in the browser's network panel and the operator knows what to change.
import { ProblemCode } from '@bothy/generated';
import { problemReply, ProblemError } from './problem.ts';
import type { Reply } from './reply.ts';

export const ORIGIN_REFUSED_DETAIL =
  "this request's Origin is not in server.allowed_origins; to let a browser app on that origin connect, the operator adds it there (comma-separated)";

/** The log line of a refusal (one per refused request, with the Origin the browser sent). */
export const ORIGIN_REFUSED_LOG = 'browser origin refused: not in server.allowed_origins';

/** The 403 problem (RFC 9457, code forbidden) for a request from an Origin not allowed. */
export function originRefusal(): Reply {
  return problemReply(new ProblemError(ProblemCode.Forbidden, ORIGIN_REFUSED_DETAIL));
}
