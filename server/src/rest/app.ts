// The REST API under /api/v1: JSON in, JSON or RFC 9457 problems out.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ProblemCode, REST_BASE_PATH } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import { requireAuth } from './auth.ts';
import { healthRoutes, type Readiness } from './health.ts';
import { ProblemError, sendProblem } from './problem.ts';
import { eventRoutes } from './routes/events.ts';
import { deviceStateRoutes, publicIdentityRoutes } from './routes/identity.ts';
import { messageRoutes } from './routes/messages.ts';
import { permissionRoutes } from './routes/permissions.ts';
import { personalRoutes } from './routes/personal.ts';

/** Largest request body; payloads of events are bounded separately (sync.event_payload_max_bytes). */
export const MAX_REQUEST_BYTES = 1024 * 1024;

export interface RestAppOptions {
  /** Served as Prometheus text at GET /metrics. */
  metrics?: { contentType: string; metrics(): Promise<string> };
  /** Serves GET /healthz and /readyz (rest/health.ts). */
  readiness?: Readiness;
}

export function createRestApp(ctx: ServerContext, options: RestAppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('etag', false); // ETag carries an object version (If-Match, 13.3), never a body hash
  const api = express.Router();

  // Browsers on an allowed origin (server.allowed_origins, the same list as the gateway upgrade).
  api.use((req, res, next) => {
    const origin = req.get('origin');
    if (origin && ctx.config.server.allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, DPoP, Content-Type, Idempotency-Key, If-Match, X-Correlation-Id');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  });
  // Every answer carries a fresh nonce for the next DPoP proof (RFC 9449, 8).
  api.use((_req, res, next) => {
    res.setHeader('DPoP-Nonce', ctx.nonces.issue());
    res.setHeader('Access-Control-Expose-Headers', 'DPoP-Nonce, ETag, Idempotent-Replay');
    next();
  });
  api.use((req, _res, next) => {
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(req.method) && (req.get('content-length') ?? '0') !== '0';
    if (hasBody && !req.is('application/json')) throw new ProblemError(ProblemCode.UnsupportedMediaType, 'send the body as application/json');
    next();
  });
  api.use(express.json({ limit: MAX_REQUEST_BYTES, strict: false }));
  api.use(publicIdentityRoutes(ctx));
  api.use(deviceStateRoutes(ctx));
  api.use(requireAuth(ctx));
  api.use(eventRoutes(ctx));
  api.use(messageRoutes(ctx));
  api.use(permissionRoutes(ctx));
  api.use(personalRoutes(ctx));
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
  app.use((req, res) => sendProblem(res, new ProblemError(ProblemCode.NotFound, `no route ${req.method} ${req.path}`)));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    sendProblem(res, toProblem(ctx, err, req), req.originalUrl);
  });
  return app;
}

function toProblem(ctx: ServerContext, err: unknown, req: Request): ProblemError {
  if (err instanceof ProblemError) {
    if (err.status >= 500) ctx.log.error({ err, method: req.method, path: req.path }, 'request failed');
    return err;
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e.type === 'entity.too.large') return new ProblemError(ProblemCode.PayloadTooLarge, `the body is larger than ${MAX_REQUEST_BYTES} bytes`);
  if (e.type === 'entity.parse.failed') return new ProblemError(ProblemCode.ValidationFailed, 'the body is not valid JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ProblemError(ProblemCode.UnsupportedMediaType, e.message);
  const code = (err as { code?: string }).code;
  if (code === 'event_payload_too_large') return new ProblemError(ProblemCode.PayloadTooLarge, e.message);
  if (ctx.database.failed(err, `${req.method} ${req.path}`)) return databaseUnavailable(ctx);
  ctx.log.error({ err, method: req.method, path: req.path }, 'unexpected error');
  return new ProblemError(ProblemCode.InternalError, 'an unexpected error occurred; it has been logged');
}

/** 503 with Retry-After: the node checks its database again within server.database_check_interval. */
export function databaseUnavailable(ctx: ServerContext): ProblemError {
  const seconds = Math.max(1, Math.ceil(ctx.config.server.databaseCheckIntervalMs / 1000));
  return new ProblemError(ProblemCode.ServiceUnavailable, 'the database is not reachable; retry later', {}, { 'Retry-After': String(seconds) });
}
