// A WebSocket upgrade offer pipelined behind a request whose answer is still being made is answered
// after that answer (D533; D530 for REST's refusals; RFC 9112 9.3.2, RFC 6455 4.1, 6.1). Node hands
// the offer to the gateway's 'upgrade' listener as soon as its parser has read it, whatever answers on
// the connection are in flight. Before, a refused offer's answer (404 another path, 403 an origin, 400,
// 503 a stopping node) was written at once: the client read it as its earlier request's answer, which
// was then lost with the close; and an accepted offer wrote 101 and hello at once, the earlier answer's
// bytes then landing inside the WebSocket stream. Raw TCP on loopback, one write; the earlier answer is
// held deterministically by holding /readyz's one database read (support/pipelined.ts) until the server
// has handed the offer to 'upgrade'. Every case runs on the node and on its twin
// `upgradeBeforeEarlierAnswers` (the handling before D533), where its check must fail.
import { GATEWAY_PATH, ProblemCode, ServerOp } from '@bothy/generated';
import { describe, expect } from 'vitest';
import { boundCase, READY, runPipelinedCases, type Pipelined, type PipelinedCase } from '../support/pipelined.ts';
import { useTestServer } from '../support/server.ts';

const offer = (path: string, more = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${more}\r\n`;

/** Enough read: `n` whole answers or frames (the twin's stream: a byte that is no frame ends it). */
const allOf = (n: number) => (out: string[]) => out.includes('not a frame') || (out.length >= n && !out.includes('partial'));

const inOrder: PipelinedCase[] = [
  {
    name: 'to another path: the held 200 whole, then 404 not_found, then the close',
    text: () => READY + offer('/api/v1/elsewhere'),
    check: (x) => {
      expect(x.before, 'nothing is written while the first answer is being made').toEqual([]);
      expect(x.after).toEqual(['ready 200', `404 ${ProblemCode.NotFound}`]);
      expect(x.closed, 'closed after the refusal').toBe(true);
    },
  },
  {
    name: 'from an origin not allowed: the held 200 whole, then 403 forbidden, then the close',
    text: () => READY + offer(GATEWAY_PATH, 'Origin: https://elsewhere.example\r\n'),
    check: (x) => {
      expect(x.before).toEqual([]);
      expect(x.after).toEqual(['ready 200', `403 ${ProblemCode.Forbidden}`]);
      expect(x.closed).toBe(true);
    },
  },
  {
    // The twin writes 101 and hello at once; the 200 then follows inside the WebSocket stream ('not a frame').
    name: 'to the gateway (no Origin, as a non-browser client): the held 200 whole, then 101, then hello as the first frame',
    text: () => READY + offer(GATEWAY_PATH),
    enough: allOf(3),
    check: (x) => {
      expect(x.before).toEqual([]);
      expect(x.after).toEqual(['ready 200', '101', `frame ${ServerOp.Hello}`]);
      expect(x.closed, 'the WebSocket connection stays open').toBe(false);
    },
  },
];

const bounded: PipelinedCase[] = [boundCase(offer(GATEWAY_PATH), 'offer')];

/** What the twin does instead: the refusal, or 101 and hello, written before the held answer, which never comes as an answer. */
const beforeTheHeldAnswer = (x: Pipelined) => {
  expect(x.before.length, 'the twin wrote before the release').toBeGreaterThan(0);
  expect(x.after).not.toContain('ready 200');
};

describe('an upgrade offer pipelined behind an answer still being made is answered after it (6.1; RFC 9112 9.3.2, RFC 6455 4.1; D530, D533)', () => {
  const t = useTestServer();
  runPipelinedCases(t, 'upgrade', { upgradeBeforeEarlierAnswers: true }, inOrder, beforeTheHeldAnswer);
});

describe('the wait for earlier answers before an upgrade is bounded by server.request_timeout (D533; D530, D507)', () => {
  const t = useTestServer({ 'server.headers_timeout': '1s', 'server.request_timeout': '2s' });
  runPipelinedCases(t, 'upgrade', { upgradeBeforeEarlierAnswers: true }, bounded, beforeTheHeldAnswer);
});
