// The JSON input policy at the REST edge (internal/json-policy.ts, D43, D44):
// the body is read up to server.max_request_bytes, its nesting is checked on
// the raw text before JSON.parse, and the parsed body and the query are
// checked for duplicate keys, text PostgreSQL cannot store and unsafe numbers
// before any route sees them. Every refusal is 400 validation_failed naming
// the place, so that a client never retries an input that cannot succeed (13.2).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { ProblemCode } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import type { Logger } from '../logging.ts';
import { authorityFault, headerLines, targetPath, targetPathAndQuery, type RequestUrlTwins } from '../internal/request-url.ts';
import { describeIssue, findDuplicateKey, findInputIssue, inputPolicyEnforced, printablePointer, textDepthExceeds, type InputIssue } from '../internal/json-policy.ts';
import { afterEarlierAnswers, earlierAnswersBound, inFlight, LINGER_MS, lingeringClose, owedBefore } from '../internal/earlier-answers.ts';
import { closingProblemAnswer, ProblemError, sendProblem } from './problem.ts';

const rawText = new WeakMap<IncomingMessage, string>();

function refuse(where: 'body' | 'query', issue: InputIssue): ProblemError {
  return new ProblemError(ProblemCode.ValidationFailed, `the request ${where} is not accepted ${describeIssue(issue)}`, {
    errors: [{ pointer: issue.pointer, message: issue.message }],
  });
}

/** The refusal of a body over server.max_request_bytes (D43). */
export function tooLarge(maxRequestBytes: number): ProblemError {
  return new ProblemError(ProblemCode.PayloadTooLarge, `the body is larger than server.max_request_bytes (${maxRequestBytes} bytes)`);
}

/**
 * The body's size checked as it arrives (D503): a Content-Length over server.max_request_bytes is
 * answered 413 before any of the body is read, and a JSON body of another framing (chunked) the
 * moment its bytes on the wire pass it.
 * body-parser refuses both too, but only once it has read the whole body to its end (its `dump`, so
 * that the answer can be read by a client that sends first and reads after), which a client that
 * never ends its body held open until Node's requestTimeout (300 s). The rest of such a body is
 * discarded for LINGER_MS after the answer and the connection then closed (restListener, lingerAfter).
 * `then` is the parse: called at once, in the same tick, so that body-parser's reader is attached
 * before the body flows to the counting listener (a 'data' listener starts the flow on the next tick).
 */
function sizeChecked(maxRequestBytes: number, then: RequestHandler, unbounded: () => boolean): RequestHandler {
  return (req, res, next) => {
    if (unbounded()) return then(req, res, next);
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > maxRequestBytes) return next(tooLarge(maxRequestBytes));
    // Only a body the parse reads is counted: any other (a GET's text body) is not waited for by the
    // route, and Node's discard after the answer is bounded by lingerAfter.
    if (req.headers['transfer-encoding'] === undefined || !req.is('application/json')) return then(req, res, next);
    let refused = false;
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= maxRequestBytes) return;
      refused = true;
      req.off('data', count);
      if (!res.headersSent) sendProblem(res, tooLarge(maxRequestBytes), targetPathAndQuery(req.originalUrl));
    };
    req.on('data', count);
    // The bytes counted are those on the wire: a compressed body the parse inflates to less is refused
    // all the same. A refused body never reaches a route, whatever the parse made of it.
    then(req, res, (err?: unknown) => next(refused ? tooLarge(maxRequestBytes) : err));
  };
}

export function jsonInput(ctx: ServerContext): RequestHandler[] {
  const { maxRequestBytes, jsonMaxDepth } = ctx.config.server;
  const parse = express.json({
    limit: maxRequestBytes,
    strict: false,
    verify: (req, _res, buf) => {
      if (!inputPolicyEnforced()) return;
      const text = buf.toString('utf8');
      if (textDepthExceeds(text, jsonMaxDepth)) throw refuse('body', { pointer: '', message: `nested deeper than server.json_max_depth (${jsonMaxDepth})` });
      rawText.set(req, text);
    },
  });
  const check: RequestHandler = (req, _res, next) => {
    if (!inputPolicyEnforced()) return next();
    const text = rawText.get(req);
    if (text !== undefined && req.body !== undefined) {
      const dup = findDuplicateKey(text);
      if (dup !== undefined) throw refuse('body', { pointer: '', message: `the key ${JSON.stringify(printablePointer(dup))} appears twice in one object` });
      const issue = findInputIssue(req.body, jsonMaxDepth);
      if (issue) throw refuse('body', issue);
    }
    const issue = findInputIssue(req.query, jsonMaxDepth);
    if (issue) throw refuse('query', issue);
    next();
  };
  return [sizeChecked(maxRequestBytes, parse, () => ctx.twins?.bodyReadToItsEnd === true), check];
}

/**
 * A request Node's HTTP parser refuses before express sees it (headers over
 * Node's 16 KiB, a malformed request line or header) is answered as a problem
 * document too: 413 payload_too_large for the headers' size, else 400
 * validation_failed, instead of Node's bare 431 or 400; a request that did not
 * arrive within server.headers_timeout or server.request_timeout is answered
 * 408 request_timeout (D507) instead of Node's bare 408.
 *
 * The client may still be sending the refused request's body when the answer
 * goes out. Node's parser fails again on every later chunk of it and emits
 * clientError once more; destroying the socket then (with unread bytes) makes
 * the kernel answer with a reset that can reach the client before it has read
 * the answer, and it reports "no answer" instead of the 413. So a socket is
 * answered once, its later errors are ignored while what still arrives is
 * discarded, and it is destroyed when the client closes or after LINGER_MS
 * (a lingering close, as HTTP servers commonly do).
 *
 * A refused request pipelined behind requests still being answered (HTTP/1.1: a client may send its
 * next requests before it has read the answers) is answered after all of them, in order (D530): its
 * answer written at once was read as the answer to the earliest of them, whose own answer was then lost
 * with the closed connection. The wait is bounded by the server's requestTimeout (server.request_timeout),
 * after which the socket is destroyed.
 */
export function answerClientErrors(server: Server, o: { log?: Logger; twins?: () => RestListenerTwins | undefined } = {}): void {
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (answered.has(socket)) return;
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const twins = o.twins?.();
    const answer = () => {
      const problem = clientErrorProblem(err, twins);
      if (problem.code === ProblemCode.RequestTimeout) o.log?.debug({ remote: (socket as Partial<Socket>).remoteAddress }, 'a request was not received in full within server.headers_timeout or server.request_timeout: answered 408, connection closed (D507)');
      lingeringClose(socket, closingProblemAnswer(problem));
    };
    if (twins?.refusalBeforeEarlierAnswers) {
      // As before D530: a response begun on the socket (or an early answer's body still coming) made it
      // destroyed, and any other answer in the making was overtaken by this one.
      if (inFlight(socket)?.headersSent === true || bodyGoesOn(socket, twins)) return void socket.destroy();
      answered.add(socket);
      return answer();
    }
    answered.add(socket);
    afterEarlierAnswers(socket, earlierAnswersBound(server), answer, () => owedBefore(socket, bodyGoesOn(socket, twins)));
  });
}

/** A request answered before its body ended whose body the parser has not completed (lingerAfter): a failure now is in that body. */
function bodyGoesOn(socket: Duplex, twins: RestListenerTwins | undefined): boolean {
  // An early-answered request whose body the parser has completed (req.complete) is over even though
  // its 'end' is still to come, on a later tick: the rest of its body and the next request read in one
  // chunk are parsed at once, and that next request's failure is its own, answered. Destroying the
  // socket then lost the 413 of a kept-alive client's next request ("fetch failed"), seen in the input
  // property under load.
  const early = answeredBeforeBody.get(socket);
  return early !== undefined && (!early.complete || twins?.earlyAnswerPendingUntilEnd === true);
}

/**
 * What a failure of Node's own reading of a request is answered with: headers over Node's limit 413;
 * a request whose headers or body did not arrive within server.headers_timeout or server.request_timeout
 * 408 request_timeout, which a client repeats (13.2: a timeout; D507); anything else Node cannot parse 400.
 */
function clientErrorProblem(err: NodeJS.ErrnoException, twins: RestListenerTwins | undefined): ProblemError {
  if (err.code === 'HPE_HEADER_OVERFLOW') return new ProblemError(ProblemCode.PayloadTooLarge, 'the request headers are larger than the server reads');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' && !twins?.requestTimeoutAsBadRequest) {
    return new ProblemError(ProblemCode.RequestTimeout, 'the request did not arrive in full within server.request_timeout (its headers within server.headers_timeout); repeat it');
  }
  return new ProblemError(ProblemCode.ValidationFailed, 'the request cannot be read as HTTP/1.1');
}

/**
 * The answer to an Expect other than 100-continue (RFC 9110 10.1.1; D499): 417 expectation_failed as a
 * problem document. The gateway's IgnoredUpgrades hears Node's 'checkExpectation' and calls it.
 */
export function answerExpectationFailed(req: IncomingMessage, res: ServerResponse): void {
  // The request's authority is looked at first, as for every other request (restListener): a request
  // without Host (or with two) is 400 whatever it expects, as Node's own check answered it before.
  const fault = authorityFault(req, req.url);
  if (fault) return answerOutsideExpress(res, new ProblemError(ProblemCode.ValidationFailed, fault));
  answerOutsideExpress(res, new ProblemError(ProblemCode.ExpectationFailed, 'the Expect header names an expectation other than 100-continue, the only one this server meets (RFC 9110 10.1.1)'));
}

/** A refusal written outside express, its instance the target's path and query as express-made problems have it (RFC 9457; D498). */
function answerOutsideExpress(res: ServerResponse, problem: ProblemError): void {
  sendProblem(res, problem, targetPathAndQuery(res.req.url));
}

/** Fields of one value whose repeats Node drops without a word (it joins the others, which their checks then refuse). */
const SINGLE_FIELDS = ['authorization', 'content-type'] as const;

/** Sockets whose request was answered before its body ended, and that request (lingerAfter): while its body goes on (not req.complete), a parse failure or timeout on the socket is that request's and gets no answer of its own. */
const answeredBeforeBody = new WeakMap<Duplex, IncomingMessage>();

/** How long a refused request's socket keeps discarding what the client still sends (answerClientErrors, lingerAfter; internal/earlier-answers.ts). */
export { LINGER_MS };

/** Test-only (ServerContext.twins): the request URL's twins; `bodyReadToItsEnd`, a body read to its end whatever its size before it is answered, as before D503; `repeatedFieldsPassed`, a second Authorization or Content-Type line dropped unseen, as Node does; `requestTimeoutAsBadRequest`, a request that did not arrive in time answered 400 validation_failed, as before D507; `earlyAnswerPendingUntilEnd`, an early-answered request's body counted as going on until its 'end' event, as before (the next request's refusal read with that body's last bytes is lost); `refusalBeforeEarlierAnswers`, a request Node's parser refused answered at once, or its socket destroyed when a response on it has begun, as before D530. */
export type RestListenerTwins = RequestUrlTwins & { bodyReadToItsEnd?: boolean; repeatedFieldsPassed?: boolean; requestTimeoutAsBadRequest?: boolean; earlyAnswerPendingUntilEnd?: boolean; refusalBeforeEarlierAnswers?: boolean };

/**
 * A request answered before its body ended (413 as it arrives, 415, a drain's 503, a route that does not read a body): Node reads
 * and discards the rest of the body so that the connection can serve on, for as long as the client
 * sends it, up to its requestTimeout of 300 s. The rest is discarded for LINGER_MS at most, then the
 * connection is closed (a lingering close: a client that sends its whole body before it reads still
 * reads the answer; D503). A body that ends in time leaves the connection to serve on.
 */
export function lingerAfter(req: IncomingMessage): void {
  if (req.complete) return;
  const socket = req.socket;
  answeredBeforeBody.set(socket, req);
  const linger = setTimeout(() => {
    if (!req.complete) socket.destroy();
  }, LINGER_MS);
  linger.unref();
  // Both listeners go with the timer: a kept-alive socket answers many requests early.
  const done = () => {
    clearTimeout(linger);
    if (answeredBeforeBody.get(socket) === req) answeredBeforeBody.delete(socket);
    req.off('end', done);
    socket.off('close', done);
  };
  req.once('end', done);
  socket.once('close', done);
}

/**
 * The express app as the HTTP server's request listener. A request target that is no URL (an
 * absolute form such as `http://[/api/v1/events`) leaves express's router without a path: it skips
 * every route and middleware, the final 404 and the error handler included, and used to be answered
 * by express's own HTML 404. It is answered 400 validation_failed as a problem instead (RFC 9457,
 * D491), as answerClientErrors answers a request line Node's parser refuses. Only that case reaches
 * the callback without an error: the app ends every request it routes (an error that escaped its
 * error handler is a 500).
 */
export function restListener(app: Express, twins: () => RestListenerTwins | undefined = () => undefined): (req: IncomingMessage, res: ServerResponse) => void {
  const notUrl = () => new ProblemError(ProblemCode.ValidationFailed, 'the request target is not a URL: send a path such as /api/v1/events, or an absolute http URL');
  return (req, res) => {
    if (!twins()?.bodyReadToItsEnd) res.once('finish', () => lingerAfter(req));
    // A target in absolute form of another scheme (`foo://host/api/v1/events`) names no URL of this
    // server, though express would route it by its path: the DPoP htu (rest/auth.ts requestUrl) is
    // formed from the target's path, so it is refused before any route (D495). The asterisk form
    // (`OPTIONS *`) goes on to express's 404 as before.
    if (req.url !== '*' && targetPath(req.url) === undefined) return answerOutsideExpress(res, notUrl());
    // Userinfo, a second Host, an absolute target's authority that makes no URL: 400 before express,
    // whose router would parse the target first (url.parse's warning names it on stderr; D498).
    const fault = authorityFault(req, req.url, twins());
    if (fault) return answerOutsideExpress(res, new ProblemError(ProblemCode.ValidationFailed, fault));
    // Node keeps the first of two Authorization or Content-Type lines and drops the second unseen; a
    // proxy in front may read the last. Either is one value (RFC 9110 5.3, 11.6.2, 8.3): 400.
    const repeated = twins()?.repeatedFieldsPassed ? undefined : SINGLE_FIELDS.find((name) => headerLines(req, name) > 1);
    if (repeated) return answerOutsideExpress(res, new ProblemError(ProblemCode.ValidationFailed, `the request has more than one ${repeated} header; send one (RFC 9110 5.3)`));
    // Express's call signature with its `next` takes express's own types; app.handle sets their prototypes first.
    app(req as Request, res as Response, (err?: unknown) => {
      if (res.headersSent) return void res.destroy();
      // An error here escaped the app's own error handler: ours, not the client's.
      answerOutsideExpress(res, err ? new ProblemError(ProblemCode.InternalError, 'the request failed on the server') : notUrl());
    });
  };
}
