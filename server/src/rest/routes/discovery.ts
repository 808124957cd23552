// GET /api/v1/discovery (6.1; D113): unauthenticated, what a client needs before it connects. The
// versions come from the contract (info.x-protocol-versions, the list hello names too), the URLs
// from server.public_url or, when it is empty, from the request (as the DPoP htu, rest/auth.ts).
import { CURRENT_PROTOCOL_VERSION, GATEWAY_PATH, PROTOCOL_VERSIONS, REST_BASE_PATH, type Discovery } from '@bothy/generated';
import { Router, type Request } from 'express';
import type { ServerContext } from '../../context.ts';
import { requestBase } from '../auth.ts';
import { json, send } from '../reply.ts';

export function discoveryRoutes(ctx: ServerContext, r: Router = Router()): Router {
  r.get('/discovery', (req, res) => send(res, json(200, discovery(ctx, req), { 'Cache-Control': 'max-age=60' })));
  return r;
}

function discovery(ctx: ServerContext, req: Request): Discovery {
  const origin = requestBase(ctx, req).origin;
  const gateway = new URL(GATEWAY_PATH, origin);
  gateway.protocol = gateway.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    protocol_versions: [...PROTOCOL_VERSIONS],
    current_protocol_version: CURRENT_PROTOCOL_VERSION,
    rest_base_url: `${origin}${REST_BASE_PATH}`,
    gateway_url: gateway.toString(),
    jwks_url: `${origin}${REST_BASE_PATH}/jwks.json`,
  };
}
