// Answers owed on a kept-alive HTTP/1.1 connection before the next one (RFC 9112 9.3.2: a client may
// pipeline its requests, and their answers leave in the order the requests came). Node writes the
// answers a route makes in order, queued behind the one that holds the socket; what Node answers or
// hands over itself does not queue: a request its parser refuses ('clientError', REST's 413/400/408,
// D530) and a request that offers an upgrade ('upgrade', the gateway's 101 or its refusal, D533) come
// to their listener as soon as they are parsed, whatever answers are still being made. Both wait here
// for those answers to finish, so that theirs comes after them on the wire; so does a CONNECT's refusal
// ('connect', rest/connect.ts, D534) and an ignored upgrade offer's re-read request (gateway/ignored-upgrade.ts,
// D490). One place for all of them, so that none can wait differently (D533's addendum).
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The sockets waiting in afterEarlierAnswers: added when a wait starts, removed when it ends (its
 * answer, its drop, its bound, the socket's close). Node no longer counts a socket it handed over among
 * its HTTP server's connections: `closeAllConnections()` does not see it, and a stopping node's drain
 * destroys them itself (waitingOn, request-drain.ts, D449). Empty unless an answer is in flight when a
 * request is handed over: nothing is added on the way of a request that waits for nothing.
 */
const waitingSockets = new Set<Duplex>();

/**
 * The sockets of `server` waiting for earlier answers. A socket a server accepted names it (`server`,
 * set by node:net on every accepted socket, as by node:tls; undocumented, as `_httpMessage`).
 */
export function waitingOn(server: object): Duplex[] {
  return [...waitingSockets].filter((socket) => (socket as Duplex & { server?: unknown }).server === server);
}

/** How long a closed socket keeps discarding what the client still sends (REST's refusals and early answers, D503; a refused upgrade, D537). */
export const LINGER_MS = 5_000;

/**
 * The sockets in a lingering close: added by lingeringClose, removed at their 'close'. A socket Node
 * handed over (a CONNECT's, a refused upgrade's) is not among its HTTP server's connections either, yet
 * server.close() waits for it: a stopping node's drain destroys them at its deadline (lingeringOn,
 * request-drain.ts, D537), so that a client that keeps its side open holds the stop no longer.
 */
const lingeringSockets = new Set<Duplex>();

/** The sockets of `server` in a lingering close (as waitingOn). */
export function lingeringOn(server: object): Duplex[] {
  return [...lingeringSockets].filter((socket) => (socket as Duplex & { server?: unknown }).server === server);
}

/**
 * Ends the socket after `last` and destroys it once the client closes too, or after LINGER_MS, while
 * what it still sends is discarded (RFC 9112 9.6: a close with unread bytes makes the kernel reset the
 * connection, and the reset can make the client lose the answer). What reads the socket discards: Node's
 * parser on a REST socket, the caller on a socket Node handed over (it resumes it: connect.ts, origin.ts).
 */
export function lingeringClose(socket: Duplex, last?: string | Buffer): void {
  socket.end(last);
  if (socket.destroyed) return;
  lingeringSockets.add(socket);
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => {
    clearTimeout(linger);
    lingeringSockets.delete(socket);
  });
}

/** The response that holds the socket: being written, or made and waiting for its turn to be; Node queues the later ones behind it (undocumented, as D494 says). */
export function inFlight(socket: Duplex): ServerResponse | undefined {
  return (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/**
 * What comes before the answer to a request Node handed over unanswered (refused by its parser, or an
 * upgrade offer): nothing ('answer' now); nothing, and no answer either ('drop': the socket is no longer
 * writable, or `bodyGoesOn`, the failure is in the body of a request already answered, rest/input.ts);
 * or a response still to finish first.
 * A response whose request is complete belongs to an earlier request: the parser had gone on to the
 * later one. One whose request is not complete is the failing request's own (only the latest request
 * can be incomplete; an upgrade offer has no response): refused before its answer began, it is answered
 * as before; with its answer begun, the failure is its body's, and that answer is let finish and the
 * connection then closed unanswered.
 */
export type Owed = 'answer' | 'drop' | { response: ServerResponse; then: 'look' | 'drop' };

export function owedBefore(socket: Duplex, bodyGoesOn = false): Owed {
  if (!socket.writable || bodyGoesOn) return 'drop';
  const response = inFlight(socket);
  if (!response) return 'answer';
  if (response.req.complete) return { response, then: 'look' };
  return response.headersSent ? { response, then: 'drop' } : 'answer';
}

/**
 * Calls `answer` once nothing is owed before it (`look`, owedBefore by default): at once, in the same
 * call, when nothing is; the socket destroyed at once when 'drop'. Else it waits for the responses
 * before: at each one's 'finish' Node hands the socket to the next queued response (resOnFinish), so the
 * socket is looked at again a tick later, until nothing is owed before the answer. The socket's 'close'
 * ends the wait; so does `boundMs` (the server's requestTimeout, server.request_timeout), by destroying
 * the socket (an answer that never finishes holds the connection no longer), and a stopping node's drain
 * by destroying it with the server's other connections (waitingOn). A 'drop' after the wait ends the
 * socket with a lingering close, so that a reset does not overtake the answers before.
 */
export function afterEarlierAnswers(socket: Duplex, boundMs: number, answer: () => void, look: () => Owed = () => owedBefore(socket)): void {
  const first = look();
  if (first === 'answer') return answer();
  if (first === 'drop') return void socket.destroy();
  let waiting = first;
  const finished = () => process.nextTick(next);
  const stop = () => {
    waitingSockets.delete(socket);
    clearTimeout(deadline);
    waiting.response.off('finish', finished);
    socket.off('close', stop);
  };
  const deadline = setTimeout(() => {
    stop();
    socket.destroy();
  }, boundMs);
  deadline.unref();
  function next(): void {
    if (socket.destroyed) return;
    const owed = waiting.then === 'drop' ? 'drop' : look();
    if (typeof owed === 'object') {
      waiting = owed;
      owed.response.once('finish', finished);
      return;
    }
    stop();
    if (owed === 'answer') answer();
    else lingeringClose(socket);
  }
  waitingSockets.add(socket);
  socket.once('close', stop);
  waiting.response.once('finish', finished);
}

/** The bound of the wait for earlier answers: the server's requestTimeout (server.request_timeout), LINGER_MS when it has none. */
export function earlierAnswersBound(server: { requestTimeout: number }): number {
  return server.requestTimeout > 0 ? server.requestTimeout : LINGER_MS;
}
