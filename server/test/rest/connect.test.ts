// A CONNECT (RFC 9110 9.3.6: a tunnel through a proxy; this server is none) is answered 400
// validation_failed as a problem document with `Connection: close`, then closed (D534). Node hands a
// CONNECT to the server's 'connect' listener and, with none, destroyed its socket: no answer at all, and
// pipelined behind a request whose answer was still being made, that answer was lost too. The refusal
// waits for the earlier answers as D530's and D533's do (support/pipelined.ts holds /readyz's database
// read until the node has handed the CONNECT over). Every case runs on the node and on its twin
// `connectUnanswered` (no answer, the socket destroyed, as before), where its check must fail.
import { ProblemCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { READY, runPipelinedCases, type PipelinedCase } from '../support/pipelined.ts';
import { useTestServer } from '../support/server.ts';

const CONNECT = 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n';
const REFUSED = `400 ${ProblemCode.ValidationFailed}`;

const cases: PipelinedCase[] = [
  {
    name: 'a lone CONNECT: 400 validation_failed as a problem document with Connection: close, then the close',
    text: () => CONNECT,
    hold: false,
    check: (x) => {
      expect(x.after).toEqual([REFUSED]);
      expect(x.raw).toMatch(/\r\nConnection: close\r\n/i);
      expect(x.closed, 'closed after the answer').toBe(true);
    },
  },
  {
    name: "a CONNECT followed at once by its tunnel's first bytes: the same answer, the bytes discarded, then the close",
    text: () => `${CONNECT}\x16\x03\x01\x00\x05hello`,
    hold: false,
    check: (x) => {
      expect(x.after).toEqual([REFUSED]);
      expect(x.closed).toBe(true);
    },
  },
  {
    // The twin destroys the socket at the hand-over: before the release nothing was written either way,
    // after it the held 200 never comes.
    name: 'a CONNECT pipelined behind an answer still being made (/readyz): the held 200 whole, then the 400, then the close',
    text: () => READY + CONNECT,
    check: (x) => {
      expect(x.before, 'nothing is written while the first answer is being made').toEqual([]);
      expect(x.after).toEqual(['ready 200', REFUSED]);
      expect(x.closed).toBe(true);
    },
  },
];

describe('a CONNECT is refused with a problem document, after the answers owed before it (RFC 9110 9.3.6, RFC 9112 9.3.2; 13.2; D534, D530, D533)', () => {
  const t = useTestServer();
  runPipelinedCases(t, 'connect', { connectUnanswered: true }, cases, (x) => {
    expect(x.raw, 'the twin writes nothing').toBe('');
    expect(x.closed).toBe(true);
  });

  it('the node serves on after a CONNECT', async () => {
    expect((await fetch(`${t.server.url}/healthz`)).status).toBe(200);
  });
});
