// GET /api/v1/jwks.json (R-SY-08), GET /api/v1/devices/{id} (6.4: 4016), and the
// dev-only token endpoints that stand in for 08-identity's login flow.
import { Router } from 'express';
import { ProblemCode, validators } from '@bothy/generated';
import type { JWK } from 'jose';
import type { ServerContext } from '../../context.ts';
import { issueApiToken, issueDevSession } from '../../identity/dev.ts';
import { AuthFailure } from '../../identity/errors.ts';
import { authOf, requireAuth } from '../auth.ts';
import { ProblemError } from '../problem.ts';
import { json, send } from '../reply.ts';
import { uuidParam, validBody } from '../validate.ts';

export function publicIdentityRoutes(ctx: ServerContext, r: Router = Router()): Router {
  r.get('/jwks.json', (_req, res) => send(res, json(200, { keys: ctx.keys.publicJwks }, { 'Cache-Control': 'max-age=300' })));
  if (ctx.config.server.devEndpoints) {
    r.post('/dev/tokens', async (req, res) => {
      const body = validBody(validators.DevTokenRequest, req.body);
      try {
        send(res, json(201, await issueDevSession(ctx, { principal: body.principal, publicJwk: body.public_jwk as JWK, deviceId: body.device_id, deviceName: body.device_name, state: body.device_state, ttlSeconds: body.ttl_seconds })));
      } catch (err) {
        if (err instanceof AuthFailure) throw new ProblemError(ProblemCode.ValidationFailed, err.message);
        throw err;
      }
    });
    r.post('/dev/api-tokens', async (req, res) => {
      const body = validBody(validators.DevApiTokenRequest, req.body);
      try {
        send(res, json(201, await issueApiToken(ctx, { principal: body.principal, publicJwk: body.public_jwk as JWK | undefined, ttlSeconds: body.ttl_seconds })));
      } catch (err) {
        if (err instanceof AuthFailure) throw new ProblemError(ProblemCode.ValidationFailed, err.message);
        throw err;
      }
    });
  }
  return r;
}

/** GET /devices/{id}: before the general auth, since a pending device may call it (6.4: 4016). */
export function deviceStateRoutes(ctx: ServerContext, r: Router = Router()): Router {
  r.get('/devices/:device_id', requireAuth(ctx, { allowPendingDevice: true }), async (req, res) => {
    const { auth } = authOf(res);
    const id = uuidParam(req.params.device_id, 'device_id');
    const { rows } = await ctx.pool.query<{ id: string; principal_id: string; state: string; name: string; created_at: Date }>(
      'SELECT id, principal_id, state, name, created_at FROM devices WHERE id = $1 AND principal_id = $2',
      [id, auth.principalId],
    );
    const d = rows[0];
    if (!d) throw new ProblemError(ProblemCode.NotFound, 'no device with this ID');
    send(res, json(200, { id: d.id, principal_id: d.principal_id, state: d.state, ...(d.name ? { name: d.name } : {}), created_at: d.created_at.toISOString() }));
  });
  return r;
}
