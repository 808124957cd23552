// A CONNECT request (RFC 9110 9.3.6) asks a proxy for a tunnel. This server is no proxy. Node does not
// answer CONNECT itself: its parser hands the request and its socket to the server's 'connect'
// listener, and with no listener it destroys the socket. A client then had no answer, and when the
// CONNECT was pipelined behind requests whose answers were still being made, those answers were lost
// too (D534). Now the CONNECT is refused with a problem document, 400 validation_failed (the contract
// has no 405 code), `Connection: close` and the lingering close. It waits for every earlier answer of
// the connection first, as a request Node's parser refuses (D530) and an upgrade offer (D533) do.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ProblemCode } from '@bothy/generated';
import { afterEarlierAnswers, earlierAnswersBound, lingeringClose } from '../internal/earlier-answers.ts';
import { closingProblemAnswer, ProblemError } from './problem.ts';

/** The answer to a CONNECT: 400 validation_failed as a problem document, then the close. */
export function connectRefusal(): string {
  return closingProblemAnswer(new ProblemError(ProblemCode.ValidationFailed, 'this server is no proxy: CONNECT (RFC 9110 9.3.6) is not served'));
}

/**
 * Answers every CONNECT on `server` with `connectRefusal` once the answers owed before it on the
 * connection have finished (internal/earlier-answers.ts; bounded by server.request_timeout, then the
 * socket is destroyed). `twins().connectUnanswered` (test-only): the socket destroyed at once, as Node
 * does without a listener (before D534).
 */
export function answerConnect(server: Server, twins: () => { connectUnanswered?: boolean } | undefined = () => undefined): void {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    if (twins()?.connectUnanswered) return void socket.destroy();
    // Node stopped hearing the socket's errors and reading it when it handed it over (D463): a client's
    // reset only ends it, and what the client still sends (its tunnel's first bytes) is read and
    // discarded, so that the lingering close is not cut short by a reset for unread bytes.
    socket.on('error', () => socket.destroy());
    socket.resume();
    afterEarlierAnswers(socket, earlierAnswersBound(server), () => lingeringClose(socket, connectRefusal()));
  });
}
