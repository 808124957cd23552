// A request Node's parser refuses (headers over its 16 KiB) pipelined behind requests whose answers are
// still being made gets its own answer after theirs, in order, then the close (D530; D44, 13.2; RFC 9112
// 9.3.2). Before, the refusal's 413 was written the moment Node refused it: a client read it as the answer
// to its earlier request, whose own answer was lost with the closed connection; or, with an answer already
// begun, the socket was destroyed and the 413 never sent. Raw TCP on loopback against a test server; the
// earlier answer is held deterministically by holding /readyz's one database read (support/pipelined.ts)
// until the server has refused the later request. Every case runs on the node and on its twin
// `refusalBeforeEarlierAnswers` (the handling before D530), where its check must fail.
import { ProblemCode } from '@bothy/generated';
import { describe, expect } from 'vitest';
import { boundCase, READY, runPipelinedCases, type PipelinedCase } from '../support/pipelined.ts';
import { useTestServer } from '../support/server.ts';

const HEALTH = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
/** Headers over Node's 16 KiB: refused by its parser before any route (413 payload_too_large, D44). */
const OVERSIZE = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'f'.repeat(20_000)}\r\n\r\n`;
const TOO_LARGE = `413 ${ProblemCode.PayloadTooLarge}`;

const inOrder: PipelinedCase[] = [
  {
    name: 'behind an answer still being made (/readyz reads the database): its whole answer, then 413 payload_too_large, then the close',
    text: () => READY + OVERSIZE,
    check: (x) => {
      expect(x.before, 'nothing is written while the first answer is being made').toEqual([]);
      expect(x.after).toEqual(['ready 200', TOO_LARGE]);
      expect(x.closed, 'closed after the 413 (Connection: close)').toBe(true);
    },
  },
  {
    name: 'behind two: the held answer and one made at once, queued behind it; each whole, in order, then the 413',
    text: () => READY + HEALTH + OVERSIZE,
    check: (x) => {
      expect(x.before).toEqual([]);
      expect(x.after).toEqual(['ready 200', 'ok 200', TOO_LARGE]);
      expect(x.closed).toBe(true);
    },
  },
  {
    // The twin fails this one by destroying the socket (/healthz's answer begun) or by writing the 413 first.
    name: 'behind two, the first written at once and the second held: both whole, then the 413',
    text: () => HEALTH + READY + OVERSIZE,
    check: (x) => {
      expect(x.after).toEqual(['ok 200', 'ready 200', TOO_LARGE]);
      expect(x.closed).toBe(true);
    },
  },
  {
    // The twin fails this one only if /healthz's answer still holds the socket when the refusal comes: the
    // one write arrives in one read on loopback (20 KiB), so Node parses both requests in one go and the
    // refusal comes while /healthz's answer is being written; the twin then destroys the socket, no 413.
    name: 'behind an answer already begun when the refusal came: that answer, then the 413 (the socket was destroyed before)',
    text: () => HEALTH + OVERSIZE,
    hold: false,
    check: (x) => {
      expect(x.after).toEqual(['ok 200', TOO_LARGE]);
      expect(x.closed).toBe(true);
    },
  },
  {
    name: "a failure in the body of a later request answered early (415, queued behind /readyz) is that body's: no answer of its own, the connection closed",
    // The chunk size `zz` is no hex: Node's parser fails inside the POST's body, after its route answered 415.
    text: (t) => `${READY}POST /api/v1/threads/${t.ids.welcomeThread}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    check: (x) => {
      expect(x.before).toEqual([]);
      expect(x.after).toEqual(['ready 200', `415 ${ProblemCode.UnsupportedMediaType}`]);
      expect(x.closed).toBe(true);
    },
  },
];

const bounded: PipelinedCase[] = [boundCase(OVERSIZE, 'refusal')];

describe('a refused request pipelined behind unfinished answers is answered after them, in order (D530; 13.2, D44; RFC 9112 9.3.2)', () => {
  const t = useTestServer();
  runPipelinedCases(t, 'clientError', { refusalBeforeEarlierAnswers: true }, inOrder);
});

describe('the wait for earlier answers is bounded by server.request_timeout (D530; D507)', () => {
  const t = useTestServer({ 'server.headers_timeout': '1s', 'server.request_timeout': '2s' });
  runPipelinedCases(t, 'clientError', { refusalBeforeEarlierAnswers: true }, bounded);
});
