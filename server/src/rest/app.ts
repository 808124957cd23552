// The REST API under /api/v1: JSON in, JSON or RFC 9457 problems out.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ProblemCode, REST_BASE_PATH } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import { databaseRetryAfterMs, DomainError, retryAfterSeconds } from '../errors.ts';
import { isRetryableConflict } from '../db/errors.ts';
import { correlationIdOf, traceparentOf, withRequestTrace } from '../events/request-trace.ts';
import { requireAuth } from './auth.ts';
import { jsonInput, tooLarge } from './input.ts';
import { healthRoutes, type Readiness } from './health.ts';
import { ORIGIN_REFUSED_DETAIL, ORIGIN_REFUSED_LOG } from '../gateway/origin.ts';
import { RateLimitedLine } from '../internal/rate-limited-line.ts';
import { ProblemError, sendProblem } from './problem.ts';
import { targetPathAndQuery } from '../internal/request-url.ts';
import { rateLimited, RateLimits, restRateLimitClass } from '../ratelimit/limits.ts';
import { authOf } from './auth.ts';
import { eventRoutes } from './routes/events.ts';
import { discoveryRoutes } from './routes/discovery.ts';
import { deviceStateRoutes, publicIdentityRoutes } from './routes/identity.ts';
import { messageRoutes } from './routes/messages.ts';
import { permissionRoutes } from './routes/permissions.ts';
import { personalRoutes } from './routes/personal.ts';
import { reactionRoutes } from './routes/reactions.ts';
import { runRoutes } from './routes/runs.ts';
import { presenceRoutes } from './routes/presence.ts';
import { commandRoutes } from './routes/commands.ts';
import { webhookRoutes } from './routes/webhooks.ts';

export interface RestAppOptions {
  /** Served as Prometheus text at GET /metrics. */
  metrics?: { contentType: string; metrics(): Promise<string> };
  /** Serves GET /healthz and /readyz (rest/health.ts). */
  readiness?: Readiness;
  /** The demo app of `npm start` (demo/serve.ts), served outside /api/v1 before the final 404; main.ts passes it only with server.dev_endpoints. */
  page?: express.RequestHandler;
  /** True once the node's drain has begun: a new request under /api/v1 answers 503 with Retry-After and closes its connection (D421). */
  draining?: () => boolean;
}

export function createRestApp(ctx: ServerContext, options: RestAppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('etag', false); // ETag carries an object version (If-Match, 13.3), never a body hash
  const api = express.Router();
  // The edge of every request under /api/v1, one middleware (each layer express walks costs every
  // request its turn; D546): the origin's CORS answer, a draining node's 503, the answer's DPoP nonce
  // and the body's media type, in that order.
  // Browsers on an allowed origin (server.allowed_origins, the same list as the gateway upgrade).
  // A refusal is logged one line a minute at most, with the number left out (D340).
  const originRefusedLine = new RateLimitedLine();
  const draining = options.draining;
  api.use((req, res, next) => {
    const origin = req.get('origin');
    if (origin && ctx.config.server.allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, DPoP, Content-Type, Idempotency-Key, If-Match, X-Correlation-Id, traceparent');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    } else if (origin && req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      // A preflight from another origin: say why the browser will refuse the request.
      const leftOut = originRefusedLine.take();
      if (leftOut !== undefined) ctx.log.warn({ origin, path: req.path, left_out: leftOut }, ORIGIN_REFUSED_LOG);
      sendProblem(res, new ProblemError(ProblemCode.Forbidden, ORIGIN_REFUSED_DETAIL));
      return;
    }
    // A request that reaches a stopping node on a connection still open: the port is closed for new
    // connections, so its retry goes to another node (D421). Requests already running finish.
    // After the CORS headers, so that a browser reads the 503 rather than a CORS refusal.
    if (draining?.()) {
      res.setHeader('Connection', 'close');
      throw new ProblemError(ProblemCode.ServiceUnavailable, 'the node is shutting down; retry the request, another node takes it', {}, { 'Retry-After': '1' });
    }
    // Every answer carries a nonce for the next DPoP proof (RFC 9449, 8), the one answers share now (D546).
    res.setHeader('DPoP-Nonce', ctx.nonces.shared());
    res.setHeader('Access-Control-Expose-Headers', 'DPoP-Nonce, ETag, Idempotent-Replay');
    // A body comes with a Content-Length over 0 or with Transfer-Encoding (chunked, RFC 9112 6.3).
    const hasBody = (req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH') && (req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0);
    if (hasBody && !req.is('application/json')) throw new ProblemError(ProblemCode.UnsupportedMediaType, 'send the body as application/json');
    next();
  });
  api.use(jsonInput(ctx));
  // 2.2 (D183): X-Correlation-Id and traceparent of every request reach the events of its write; invalid ones are ignored.
  api.use((req, _res, next) => withRequestTrace({ correlationId: correlationIdOf(req.get('x-correlation-id')), traceContext: traceparentOf(req.get('traceparent')) }, next));
  // The routes in two routers, not one each (D546): those before the auth, then the rest.
  const open = express.Router();
  publicIdentityRoutes(ctx, open);
  discoveryRoutes(ctx, open);
  deviceStateRoutes(ctx, open);
  api.use(open);
  api.use(requireAuth(ctx));
  // 6.2 (D185, D186): every write counts against its class of the contract, per principal on this node.
  const limits = new RateLimits(ctx.config.spec);
  api.use((req, res, next) => {
    const rateClass = restRateLimitClass(req.method, req.path);
    const wait = rateClass ? limits.take(rateClass, authOf(res).auth.principalId) : 0;
    if (rateClass && wait > 0) throw rateLimited(rateClass, wait);
    next();
  });
  const routes = express.Router();
  for (const add of [eventRoutes, messageRoutes, permissionRoutes, personalRoutes, reactionRoutes, runRoutes, presenceRoutes, commandRoutes, webhookRoutes]) add(ctx, routes);
  api.use(routes);
  api.use((req) => {
    throw new ProblemError(ProblemCode.NotFound, `no route ${req.method} ${req.path}`);
  });
  app.use(REST_BASE_PATH, api);
  const registry = options.metrics;
  if (registry) {
    app.get('/metrics', async (_req, res) => {
      res.type(registry.contentType).send(await registry.metrics());
    });
  }
  if (options.readiness) app.use(healthRoutes(ctx, options.readiness));
  if (options.page) app.use(options.page);
  app.use((req, res) => sendProblem(res, new ProblemError(ProblemCode.NotFound, `no route ${req.method} ${req.path}`)));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    // The problem's instance (RFC 9457 3.1.5): the target's path and query, also of an absolute target (D498).
    sendProblem(res, toProblem(ctx, err, req), targetPathAndQuery(req.originalUrl));
  });
  return app;
}

export function toProblem(ctx: ServerContext, err: unknown, req: Request): DomainError {
  if (err instanceof DomainError) {
    if (err.status >= 500) ctx.log.error({ err, method: req.method, path: req.path }, 'request failed');
    return err;
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e.type === 'entity.too.large') return tooLarge(ctx.config.server.maxRequestBytes);
  if (e.type === 'entity.parse.failed') return new ProblemError(ProblemCode.ValidationFailed, 'the body is not valid JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ProblemError(ProblemCode.UnsupportedMediaType, e.message);
  // Any other client error of express or body-parser (a path that is not valid percent-encoding, an aborted body).
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new ProblemError(e.status === 413 ? ProblemCode.PayloadTooLarge : e.status === 415 ? ProblemCode.UnsupportedMediaType : ProblemCode.ValidationFailed, 'the request cannot be read');
  }
  // An event over sync.event_payload_max_bytes (event_payload_too_large) falls through to the 500
  // below: producers reduce large objects (2.2, events/reduce.ts), so it is our fault, and its
  // message (type and sizes) stays in the log, not in the answer (D182, D241).
  const code = (err as { code?: string }).code;
  if (ctx.database.failed(err, `${req.method} ${req.path}`)) return databaseUnavailable(ctx);
  if (isRetryableConflict(err)) {
    // A serialization failure or deadlock that the write's own retries did not get past (a run that
    // became active in the thread on every try, D315): transient, and the request is safe to repeat.
    ctx.log.warn({ err, method: req.method, path: req.path }, 'a write met a conflict on every try; answered 503');
    return new ProblemError(ProblemCode.ServiceUnavailable, 'the write met concurrent writes on every try; retry it', {}, { 'Retry-After': '1' });
  }
  if (typeof code === 'string' && code.startsWith('22')) {
    // A data exception of PostgreSQL (a value it cannot take): the edge policy (rest/input.ts)
    // should have refused it; the request can never succeed, so it is the client's 400, not a 5xx (13.2).
    ctx.log.warn({ err, method: req.method, path: req.path }, 'the database refused a value of the request');
    return new ProblemError(ProblemCode.ValidationFailed, 'a value of the request cannot be stored');
  }
  ctx.log.error({ err, method: req.method, path: req.path }, 'unexpected error');
  return new ProblemError(ProblemCode.InternalError, 'an unexpected error occurred; it has been logged');
}

/** 503 with Retry-After: the node checks its database again within server.database_check_interval. */
export function databaseUnavailable(ctx: ServerContext): ProblemError {
  const seconds = retryAfterSeconds(databaseRetryAfterMs(ctx.config.server.databaseCheckIntervalMs));
  return new ProblemError(ProblemCode.ServiceUnavailable, 'the database is not reachable; retry later', {}, { 'Retry-After': seconds });
}
