// The body of a REST answer, read with a cap (D474). A server under test whose answer never ends (or is
// gigabytes long) grew the runner's memory without bound while the step's timeout ran, and the reason
// then read "no answer within N ms". Past the cap the body is cancelled and the reason says so. The cap
// is far above any answer a server within the spec gives: the largest the runner reads is a page of
// events, sync.catchup_page_size (500 by default) payloads of up to sync.event_payload_max_bytes (64 KiB)
// each, some 32 MiB with their envelopes; a snapshot of a large deployment is a few MiB (a review found
// 1 MiB refused an ordinary page of 500 long messages).

/** The most bytes of one REST answer the runner reads (64 MiB). */
export const MAX_ANSWER_BYTES = 64 << 20;

/** An answer over MAX_ANSWER_BYTES: its body was cancelled unread. */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
}

/**
 * The text of `res`'s body, at most `limit` bytes; over it, an AnswerTooLargeError "<what>: answer larger
 * than <limit> bytes". `unbounded` is the twin: the body read whole, as before.
 */
export async function answerText(res: Response, what: string, limit = MAX_ANSWER_BYTES, unbounded = false): Promise<string> {
  if (unbounded || res.body === null) return res.text();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(`${what}: answer larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
