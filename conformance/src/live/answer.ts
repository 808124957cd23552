// The body of a REST answer, read with a cap (D474). A server under test whose answer never ends (or is
// gigabytes long) grew the runner's memory without bound while the step's timeout ran, and the reason
// then read "no answer within N ms". Past the cap the body is cancelled and the reason says so. The capped
// read and its cap (MAX_ANSWER_BYTES, 64 MiB) are @bothy/generated's, shared with the operator CLI (D481),
// which this suite may not import (nor it this suite).
import { AnswerTooLargeError, MAX_ANSWER_BYTES, readAnswerText } from '@bothy/generated';

export { AnswerTooLargeError, MAX_ANSWER_BYTES };

/**
 * The text of `res`'s body, at most `limit` bytes; over it, an AnswerTooLargeError "<what>: answer larger
 * than <limit> bytes". `unbounded` is the twin: the body read whole, as before.
 */
export function answerText(res: Response, what: string, limit = MAX_ANSWER_BYTES, unbounded = false): Promise<string> {
  return unbounded ? res.text() : readAnswerText(res, what, limit);
}
