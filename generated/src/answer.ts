// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
/**
 * The most bytes of one REST answer that the repository's own clients read (the live conformance runner,
 * D474; the operator CLI, D481): 64 MiB. No spec limit bounds a REST answer; the largest a server within the
 * spec gives is a page of events, sync.catchup_page_size (500 by default) payloads of up to
 * sync.event_payload_max_bytes (64 KiB) each, some 32 MiB with their envelopes. An answer that never ends
 * stops here instead of growing the reader's memory without bound.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** An answer over its cap: its body was cancelled unread. The message is "<what>: answer larger than <limit> bytes". */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
  constructor(
    readonly what: string,
    readonly limit: number,
  ) {
    super(`${what}: answer larger than ${limit} bytes`);
  }
}

/**
 * The text (UTF-8) of `res`'s body, at most `limit` bytes read; past that the body is cancelled and an
 * AnswerTooLargeError names `what` (for example the method and path) and the limit.
 */
export async function readAnswerText(res: Response, what: string, limit: number = MAX_ANSWER_BYTES): Promise<string> {
  if (res.body === null) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(what, limit);
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(whole); // a BOM stays: JSON must not carry one (RFC 8259 8.1), and the caller should see it
}
